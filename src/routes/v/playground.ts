/**
 * @module Family V's playground (`GET /v1/playground`; docs/family-v.md): a page that calls the API
 * without a key. The page carries a playground token made for the caller's IP
 * (`pg.<key id>.<issued>.<ip tag>.<signature>`, HMAC-SHA256 with the service's signing key, valid
 * one hour, usable only from the IP it was made for); its script sends it as
 * `Authorization: Bearer pg...` to `POST /v1/chart` and draws the North and South Indian charts the
 * answer carries. Playground calls are limited to 30 an hour per IP on the durable limiter.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { html, raw } from 'hono/html';
import type { AppEnv } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { keyAuth } from '../../http/api-key-auth.js';
import {
  HOUR_MS,
  MemoryBucket,
  admit,
  clientIp,
  deny,
  hitWithFallback,
  type LimitOptions,
} from '../../http/rate-limit.js';
import { sha256Hex } from '../../platform/crypto.js';
import {
  b64url,
  currentSigningKey,
  fromB64url,
  hmac,
  hmacVerify,
  signingKeyById,
} from '../../platform/signing.js';

export const PLAYGROUND_LIMIT: LimitOptions = {
  bucket: 'v-playground',
  limit: 30,
  windowMs: HOUR_MS,
  retryAfter: true,
};
const playgroundFallback = new MemoryBucket(PLAYGROUND_LIMIT.limit, PLAYGROUND_LIMIT.windowMs);
export const PLAYGROUND_TOKEN_TTL_S = 3600;
const TOKEN_RE = /^pg\.(env|k\d{1,6})\.(\d{10})\.([0-9a-f]{16})\.([A-Za-z0-9_-]{43})$/;

async function ipTag(ip: string): Promise<string> {
  return (await sha256Hex(`playground|${ip}`)).slice(0, 16);
}

/** A playground token for an IP, valid an hour. */
export async function playgroundToken(env: Env, ip: string, nowMs: number): Promise<string> {
  const { kid, key } = await currentSigningKey(env);
  const head = `pg.${kid}.${Math.floor(nowMs / 1000)}.${await ipTag(ip)}`;
  return `${head}.${b64url(await hmac(key, new TextEncoder().encode(head)))}`;
}

/** Check a playground token for this IP and now; a message when it does not hold. */
export async function checkPlaygroundToken(
  env: Env,
  token: string,
  ip: string,
  nowMs: number,
): Promise<string | null> {
  const m = TOKEN_RE.exec(token);
  if (!m) return 'not a playground token';
  const [, kid, iat, tag, sig] = m as unknown as [string, string, string, string, string];
  const key = await signingKeyById(env, kid);
  const sigBytes = fromB64url(sig);
  if (
    !key ||
    !sigBytes ||
    !(await hmacVerify(key, sigBytes, new TextEncoder().encode(`pg.${kid}.${iat}.${tag}`)))
  )
    return 'the playground token is not valid';
  if (nowMs / 1000 - Number(iat) > PLAYGROUND_TOKEN_TTL_S)
    return 'the playground token expired; reload the playground';
  if (tag !== (await ipTag(ip)))
    return 'the playground token was made for another address; reload the playground';
  return null;
}

/**
 * V's authentication: a V key (live or sandbox) through the shared key middleware, or a
 * playground token on the routes the playground calls (30 calls an hour per IP).
 */
export function vAuth(opts: { playground: boolean }): MiddlewareHandler<AppEnv> {
  const keyed = keyAuth({ family: 'V' });
  return async function vAuthMiddleware(c, next) {
    const auth = c.req.header('authorization') ?? '';
    const m = /^Bearer\s+(pg\.\S+)$/i.exec(auth.trim());
    if (!m) return keyed(c, next);
    c.set('routeAuth', 'bearer');
    if (!opts.playground)
      throw new ApiError(
        403,
        'PLAYGROUND_NOT_ALLOWED',
        "authorization: the playground token serves the playground's own calls; use a V key (POST /v1/keys/sandbox issues one at once)",
        { field: 'authorization' },
      );
    const why = await checkPlaygroundToken(c.env, m[1]!, clientIp(c), Date.now());
    if (why)
      throw new ApiError(401, 'PLAYGROUND_TOKEN_INVALID', `authorization: ${why}`, {
        field: 'authorization',
      });
    const { d } = await hitWithFallback(c.env, PLAYGROUND_LIMIT, clientIp(c), playgroundFallback);
    if (!d.allowed)
      throw deny(c, d, PLAYGROUND_LIMIT, {
        message: `authorization: the playground allows ${PLAYGROUND_LIMIT.limit} calls an hour per IP; get a sandbox key (POST /v1/keys/sandbox) for more`,
        field: 'authorization',
      });
    admit(c, d, PLAYGROUND_LIMIT);
    await next();
  };
}

const PAGE_CSS = `body{font:15px/1.45 system-ui,sans-serif;margin:0 auto;max-width:960px;padding:1rem;color:#1d1d1f}
form{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:.6rem;align-items:end;margin:1rem 0}
label{display:flex;flex-direction:column;font-size:.85rem;gap:.2rem}input,select,button{font:inherit;padding:.35rem}
button{background:#4b2aad;color:#fff;border:0;border-radius:4px;cursor:pointer}#charts img{max-width:100%;margin:.5rem 0}
table{border-collapse:collapse;margin:.5rem 0}td,th{border-bottom:1px solid #ddd;padding:.2rem .6rem;text-align:left}
#error{color:#a00}pre{background:#f6f6f8;padding:.6rem;overflow:auto;max-height:320px;font-size:.8rem}`;

/** The playground page with this caller's token. */
export async function getPlayground(c: Context<AppEnv>): Promise<Response> {
  const token = await playgroundToken(c.env, clientIp(c), Date.now());
  const base = c.get('baseUrl');
  const page = html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Jyotisha API playground (Family V)</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="/docs/favicon.svg" type="image/svg+xml">
<meta name="playground-token" content="${token}">
<meta name="api-base" content="${base}">
<style>${raw(PAGE_CSS)}</style></head>
<body>
<nav><a href="/docs">API reference</a> · <a href="/docs/V">Family V</a> · <a href="/signup">Create an account</a></nav>
<h1>Playground</h1>
<p>Calls <code>POST /v1/chart</code> from this page with a playground token (30 calls an hour per IP; no key needed). For more, get a sandbox key at once: <code>POST /v1/keys/sandbox</code> (<a href="/docs/V">how</a>).</p>
<form id="birth">
<label>Date <input name="date" value="1990-05-17" required></label>
<label>Time <input name="time" value="12:15:00" required></label>
<label>Latitude <input name="lat" value="28.6139" required></label>
<label>Longitude <input name="lon" value="77.209" required></label>
<label>Zone <input name="tz" value="Asia/Kolkata" required></label>
<label>Ayanamsa <select name="ayanamsa"><option>lahiri</option><option>krishnamurti</option><option>raman</option><option>true_chitra</option></select></label>
<button type="submit">Compute</button>
</form>
<p id="error" role="alert"></p>
<div id="summary"></div>
<div id="charts"></div>
<details><summary>Answer (JSON)</summary><pre id="raw"></pre></details>
<script src="${base}/v1/playground/app.js" defer></script>
</body></html>`;
  return new Response((await page).toString(), {
    status: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy':
        "default-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'; img-src 'self' data:; style-src 'unsafe-inline'; script-src 'self'; connect-src 'self'",
    },
  });
}

/** The playground's script: calls the API and shows the answer (text set with textContent, drawings as data: images). */
export const PLAYGROUND_JS = `'use strict';
(function () {
  var meta = function (n) { return document.querySelector('meta[name="' + n + '"]').getAttribute('content'); };
  var form = document.getElementById('birth');
  var err = document.getElementById('error');
  var summary = document.getElementById('summary');
  var charts = document.getElementById('charts');
  var raw = document.getElementById('raw');
  function cell(tr, text, head) { var td = document.createElement(head ? 'th' : 'td'); td.textContent = text; tr.appendChild(td); }
  form.addEventListener('submit', function (ev) {
    ev.preventDefault();
    err.textContent = ''; summary.textContent = ''; charts.textContent = ''; raw.textContent = '';
    var f = new FormData(form);
    var body = { date: f.get('date'), time: f.get('time'), lat: Number(f.get('lat')), lon: Number(f.get('lon')), tz: f.get('tz'), ayanamsa: f.get('ayanamsa'), drawings: ['north', 'south'] };
    fetch(meta('api-base') + '/v1/chart', { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer ' + meta('playground-token') }, body: JSON.stringify(body) })
      .then(function (res) { return res.json().then(function (j) { return { status: res.status, j: j }; }); })
      .then(function (r) {
        if (!r.j.ok) { err.textContent = r.status + ' ' + (r.j.error ? r.j.error.code + ': ' + r.j.error.message : 'error'); return; }
        var c = r.j.chart;
        var t = document.createElement('table');
        var h = document.createElement('tr'); ['', 'sign', 'degree', 'nakshatra', 'house'].forEach(function (x) { cell(h, x, true); }); t.appendChild(h);
        var row = function (name, p) { var tr = document.createElement('tr'); cell(tr, name); cell(tr, p.sign); cell(tr, p.deg.toFixed(2)); cell(tr, p.nakshatra.name + ' ' + p.pada); cell(tr, p.house === undefined ? '1' : String(p.house)); t.appendChild(tr); };
        row('Lagna', c.lagna);
        c.planets.forEach(function (p) { row(p.name + (p.retrograde ? ' (R)' : ''), p); });
        summary.appendChild(t);
        Object.keys(r.j.drawings || {}).forEach(function (style) {
          var img = document.createElement('img');
          img.alt = style + ' Indian chart';
          img.setAttribute('data-style', style);
          img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(r.j.drawings[style]);
          charts.appendChild(img);
        });
        raw.textContent = JSON.stringify(r.j, null, 2);
      })
      .catch(function (e) { err.textContent = String(e); });
  });
})();
`;

export async function getPlaygroundJs(c: Context<AppEnv>): Promise<Response> {
  void c;
  return new Response(PLAYGROUND_JS, {
    status: 200,
    headers: {
      'content-type': 'application/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
