/**
 * The sign-in pages (docs/accounts.md "Sign-in pages"): HTML forms posting
 * application/x-www-form-urlencoded, driven here as a browser would (a cookie jar, the Origin
 * header a browser sends with a form). Status codes, CSRF refusals (foreign Origin, no token, a
 * token of another session), errors on the form naming the field, the key shown once and then
 * only its prefix, revoking, and isolation between accounts.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { BASE, call } from '../../helpers.js';
import { uniqueEmail } from './account-helpers.js';
import { KEY_TEXT_RE } from '../../../src/platform/api-keys.js';
import { LOGIN_FAILURES_PER_HOUR } from '../../../src/routes/r/auth.js';
import { familyApps } from '../../../src/routes/families.js';
import { PAGE_CSS } from '../../../src/routes/r/pages-html.js';

const PASSWORD = 'a long enough passphrase';
const FORM = 'application/x-www-form-urlencoded';

let browsers = 0;

/** A browser's cookie jar and form posts (Origin = this site unless told otherwise); each has its own address. */
class Browser {
  readonly jar = new Map<string, string>();
  readonly ip: string;
  constructor() {
    browsers += 1;
    this.ip = `10.77.${browsers >> 8}.${browsers & 255}`;
  }

  take(res: Response): Response {
    for (const h of res.headers.getSetCookie()) {
      const [pair, ...attrs] = h.split('; ');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at);
      if (attrs.some((a) => /^max-age=0$/i.test(a))) this.jar.delete(name);
      else this.jar.set(name, pair!.slice(at + 1));
    }
    return res;
  }

  headers(extra: Record<string, string> = {}): Record<string, string> {
    const cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    return { 'cf-connecting-ip': this.ip, ...(cookie ? { cookie } : {}), ...extra };
  }

  async get(path: string, extra: Record<string, string> = {}): Promise<Response> {
    return this.take(await call(path, { headers: this.headers(extra), redirect: 'manual' }));
  }

  async post(
    path: string,
    fields: Record<string, string>,
    extra: Record<string, string> = {},
  ): Promise<Response> {
    return this.take(
      await call(path, {
        method: 'POST',
        headers: this.headers({ 'content-type': FORM, origin: BASE, ...extra }),
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
      }),
    );
  }
}

/** The hidden csrf field of the first form on a page. */
function csrfOf(html: string): string {
  const m = /name="csrf" value="([0-9a-f]{64})"/.exec(html);
  if (!m) throw new Error('no csrf field on the page');
  return m[1]!;
}

function loadedAtOf(html: string): string {
  return /name="loadedAt" value="(\d+)"/.exec(html)![1]!;
}

/** Sign up through the pages; the browser holds the session afterwards. */
async function signedUp(tag: string): Promise<{ b: Browser; email: string }> {
  const b = new Browser();
  const email = uniqueEmail(tag);
  const page = await (await b.get('/signup')).text();
  const res = await b.post('/signup', { csrf: csrfOf(page), email, password: PASSWORD });
  expect(res.status).toBe(303);
  return { b, email };
}

/** Issue a key through the dashboard; answers the response and its page. */
async function issue(
  b: Browser,
  family: string,
  environment = 'production',
): Promise<{ res: Response; html: string }> {
  const dash = await (await b.get('/dashboard')).text();
  const res = await b.post('/dashboard/keys', {
    csrf: csrfOf(dash),
    loadedAt: loadedAtOf(dash),
    family,
    environment,
  });
  return { res, html: await res.text() };
}

function keyOf(html: string): string {
  const m = /<code class="secret" id="new-key">([^<]+)<\/code>/.exec(html);
  if (!m) throw new Error('no new key on the page');
  return m[1]!;
}

describe('GET /signup and /login', () => {
  it.each(['/signup', '/login'])(
    '%s: 200 HTML under a script-less CSP, a __Host-csrf cookie and the same token in the form',
    async (path) => {
      const b = new Browser();
      const res = await b.get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-store');
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).toMatch(/^default-src 'none'; /);
      expect(csp).toContain("form-action 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/]{43}='/);
      expect(csp).not.toContain('script-src');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('same-origin');
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      const html = await res.text();
      expect(html).not.toMatch(/<script|\son[a-z]+=/i);
      const cookie = res.headers.getSetCookie().find((h) => h.startsWith('__Host-csrf='))!;
      for (const flag of ['HttpOnly', 'Secure', 'SameSite=Strict', 'Path=/'])
        expect(cookie.split('; ')).toContain(flag);
      expect(cookie).not.toMatch(/Domain=/i);
      expect(csrfOf(html)).toBe(b.jar.get('__Host-csrf'));
      expect(html).toContain(`action="${path}"`);
      // the cookie is kept, not replaced, on the next visit
      const again = await b.get(path);
      expect(again.headers.getSetCookie().some((h) => h.startsWith('__Host-csrf='))).toBe(false);
      expect(csrfOf(await again.text())).toBe(b.jar.get('__Host-csrf'));
    },
  );

  it('the style sheet is inserted as it is and matches the hash in the CSP (the page is styled under its own policy)', async () => {
    const res = await call('/login');
    const html = await res.text();
    const css = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    expect(css).toBe(PAGE_CSS);
    expect(css).not.toContain('<');
    const digest = new Uint8Array(
      await crypto.subtle.digest('SHA-256', new TextEncoder().encode(css)),
    );
    const b64 = btoa(String.fromCharCode(...digest));
    expect(res.headers.get('content-security-policy')).toContain(`style-src 'sha256-${b64}'`);
  });

  it('HEAD works, another method is 405 with Allow, and the pages are not API operations in the OpenAPI document', async () => {
    expect((await call('/login', { method: 'HEAD' })).status).toBe(200);
    const put = await call('/login', { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toContain('POST');
    const doc = await (await call('/openapi/R.json')).json<{ paths: Record<string, unknown> }>();
    for (const p of ['/login', '/signup', '/logout', '/dashboard', '/dashboard/keys'])
      expect(doc.paths[p]).toBeUndefined();
    expect(familyApps().R.pageList().length).toBe(8);
    expect(
      familyApps()
        .R.routeList()
        .some((r) => r.path === '/login'),
    ).toBe(false);
  });
});

describe('POST /signup', () => {
  it('303 to /dashboard with the session cookie; the dashboard greets the account', async () => {
    const b = new Browser();
    const email = uniqueEmail('page-signup');
    const token = csrfOf(await (await b.get('/signup')).text());
    const res = await b.post('/signup', { csrf: token, email, password: PASSWORD });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/dashboard');
    const sid = res.headers.getSetCookie().find((h) => h.startsWith('__Host-sid='))!;
    for (const flag of ['HttpOnly', 'Secure', 'SameSite=Lax', 'Path=/'])
      expect(sid.split('; ')).toContain(flag);
    const dash = await b.get('/dashboard');
    expect(dash.status).toBe(200);
    expect(await dash.text()).toContain(`Signed in as <strong id="who">${email}</strong>`);
  });

  it.each([
    ['not-an-email', PASSWORD, 400, 'email'],
    ['ok@example.com', 'short', 400, 'password'],
    ['ok@example.com', '', 400, 'password'],
  ])(
    '%s / %s: %i on the form naming %s, the email kept, the password never echoed',
    async (email, password, status, field) => {
      const b = new Browser();
      const token = csrfOf(await (await b.get('/signup')).text());
      const res = await b.post('/signup', { csrf: token, email, password });
      expect(res.status).toBe(status);
      expect(res.headers.get('content-type')).toContain('text/html');
      const html = await res.text();
      expect(html).toMatch(new RegExp(`<p class="error" role="alert" id="form-error">${field}: `));
      expect(html).toMatch(new RegExp(`id="${field}" name="${field}"[^>]*aria-invalid="true"`));
      expect(html).toContain(`value="${email}"`);
      if (password) expect(html).not.toContain(password);
      expect(html).not.toMatch(/id="password"[^>]*value=/);
      expect(b.jar.has('__Host-sid')).toBe(false);
    },
  );

  it('409 on the form when the email has an account', async () => {
    const { email } = await signedUp('page-dup');
    const b = new Browser();
    const token = csrfOf(await (await b.get('/signup')).text());
    const res = await b.post('/signup', {
      csrf: token,
      email: email.toUpperCase(),
      password: 'another long passphrase',
    });
    expect(res.status).toBe(409);
    const html = await res.text();
    expect(html).toContain('email: an account with this email exists');
    expect(html).not.toContain('another long passphrase');
  });

  it('an unknown field is 400 naming it; a JSON body 415; a body over 16 KiB 413', async () => {
    const b = new Browser();
    const token = csrfOf(await (await b.get('/signup')).text());
    const extra = await b.post('/signup', {
      csrf: token,
      email: uniqueEmail('x'),
      password: PASSWORD,
      admin: '1',
    });
    expect(extra.status).toBe(400);
    expect(await extra.text()).toContain('admin: unknown field');
    const asJson = await call('/signup', {
      method: 'POST',
      headers: b.headers({ 'content-type': 'application/json', origin: BASE }),
      body: '{}',
    });
    expect(asJson.status).toBe(415);
    expect(await asJson.text()).toContain(
      'content-type: expected application/x-www-form-urlencoded',
    );
    const big = await b.post('/signup', {
      csrf: token,
      email: 'a@example.com',
      password: 'x'.repeat(20_000),
    });
    expect(big.status).toBe(413);
  });
});

describe('login CSRF: sign-up and sign-in forms', () => {
  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['Origin null (a sandboxed or file page)', { origin: 'null', 'sec-fetch-site': 'cross-site' }],
    ['no Origin and Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['neither Origin nor Sec-Fetch-Site', {}],
  ])('403 for %s, even with the right token, and no account is made', async (_what, headers) => {
    const b = new Browser();
    const email = uniqueEmail('forged');
    const token = csrfOf(await (await b.get('/signup')).text());
    const res = await call('/signup', {
      method: 'POST',
      headers: { ...b.headers({ 'content-type': FORM }), ...headers },
      body: new URLSearchParams({ csrf: token, email, password: PASSWORD }).toString(),
      redirect: 'manual',
    });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('origin: this form must be sent from this site');
    expect(
      await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(email).first(),
    ).toBeNull();
  });

  it('Sec-Fetch-Site same-origin without Origin is accepted', async () => {
    const b = new Browser();
    const token = csrfOf(await (await b.get('/signup')).text());
    const res = await call('/signup', {
      method: 'POST',
      headers: { ...b.headers({ 'content-type': FORM }), 'sec-fetch-site': 'same-origin' },
      body: new URLSearchParams({
        csrf: token,
        email: uniqueEmail('sfs'),
        password: PASSWORD,
      }).toString(),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
  });

  it.each([
    ['no token field', {}, 'the form carries no token'],
    ['another token', { csrf: 'ab'.repeat(32) }, 'does not match'],
  ])('403 with %s (same origin)', async (_what, fields, text) => {
    const b = new Browser();
    await b.get('/login');
    const res = await b.post('/login', {
      ...fields,
      email: uniqueEmail('tok'),
      password: PASSWORD,
    });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain(text);
  });

  it('403 when the browser sent no __Host-csrf cookie; the refusal plants one so a retry works', async () => {
    const b = new Browser();
    const res = await b.post('/login', {
      csrf: 'cd'.repeat(32),
      email: uniqueEmail('nocookie'),
      password: PASSWORD,
    });
    expect(res.status).toBe(403);
    const html = await res.text();
    expect(html).toContain('no __Host-csrf cookie');
    expect(csrfOf(html)).toBe(b.jar.get('__Host-csrf'));
  });
});

describe('POST /login', () => {
  it('401 on the form for a wrong password (email kept, password not echoed); 303 and a new session for the right one', async () => {
    const { email } = await signedUp('page-login');
    const b = new Browser();
    const token = csrfOf(await (await b.get('/login')).text());
    const bad = await b.post('/login', { csrf: token, email, password: 'wrong passphrase here' });
    expect(bad.status).toBe(401);
    const html = await bad.text();
    expect(html).toContain('email or password: no account matches this email and password');
    expect(html).toContain(`value="${email}"`);
    expect(html).not.toContain('wrong passphrase here');
    const ok = await b.post('/login', { csrf: token, email, password: PASSWORD });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/dashboard');
    expect(b.jar.get('__Host-sid')).toMatch(/^[0-9a-f]{64}$/);
  });

  it(`429 with Retry-After on the form after ${LOGIN_FAILURES_PER_HOUR} failures for the email (the JSON route's limit, shared)`, async () => {
    const { email } = await signedUp('page-limit');
    const b = new Browser();
    const token = csrfOf(await (await b.get('/login')).text());
    for (let i = 0; i < LOGIN_FAILURES_PER_HOUR; i++)
      expect(
        (await b.post('/login', { csrf: token, email, password: `wrong password ${i}` })).status,
      ).toBe(401);
    const limited = await b.post('/login', { csrf: token, email, password: PASSWORD });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.text()).toContain('email: too many failed sign-ins for this email');
    // the JSON route sees the same count
    const json = await call('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(json.status).toBe(429);
  });
});

describe('dashboard: keys', () => {
  it('signed out: /dashboard is 303 to /login, /api/dashboard 401 JSON', async () => {
    const res = await call('/dashboard', { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/login');
    const api = await call('/api/dashboard');
    expect(api.status).toBe(401);
    expect(await api.json()).toMatchObject({ error: 'not-signed-in' });
  });

  it('a T key is shown once (201), then only its prefix; it works on a keyed route', async () => {
    const { b } = await signedUp('page-issue');
    const { res, html } = await issue(b, 'T');
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const key = keyOf(html);
    expect(key).toMatch(KEY_TEXT_RE);
    expect(key.startsWith('sk_live_')).toBe(true);
    expect(html).toContain('this is the only time it is shown');
    expect(html).toContain('Authorization: Bearer &lt;key&gt;');
    const prefix = key.split('_').slice(0, 3).join('_');
    for (const path of ['/dashboard', '/api/dashboard']) {
      const again = await (await b.get(path)).text();
      expect(again).not.toContain(key);
      expect(again).not.toContain(key.slice(-64));
      expect(again).toContain(`<code>${prefix}</code>`);
      expect(again).toMatch(
        new RegExp(
          `<tr class="active" data-key-id="${prefix.slice(8)}"><td>T</td><td>production</td>`,
        ),
      );
    }
    const usage = await call('/t/api/usage', { headers: { authorization: `Bearer ${key}` } });
    expect(usage.status).toBe(200);
    const keyed = await call('/t/api/panchang?date=2026-11-24&lat=28.6139&lon=77.209', {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(keyed.status).toBe(200);
    // the key belongs to the account's owner
    const row = await env.DB.prepare('SELECT owner_id FROM api_keys WHERE id = ?')
      .bind(prefix.slice(8))
      .first<{ owner_id: string }>();
    expect(row!.owner_id).toMatch(/^u_/);
  });

  it('V and N keys in either environment that work on their keyed routes, an R2 key that works as x-service-key; R2 sandbox is 400 naming environment', async () => {
    const { b } = await signedUp('page-families');
    const v = await issue(b, 'V', 'sandbox');
    expect(v.res.status).toBe(201);
    expect(keyOf(v.html).startsWith('sk_test_')).toBe(true);
    const vKey = keyOf(v.html);
    const vChart = await call('/v1/chart', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${vKey}` },
      body: JSON.stringify({
        date: '1990-05-17',
        time: '12:15:00',
        lat: 28.6139,
        lon: 77.209,
        tz: 'Asia/Kolkata',
      }),
    });
    expect(vChart.status).toBe(200);
    expect(await vChart.json()).toMatchObject({ ok: true });
    const n = await issue(b, 'N');
    expect(n.res.status).toBe(201);
    // an N key counts on its daily quota: the answer reports the "day" policy
    const nPanchang = await call('/n/api/panchang?city=varanasi&date=2026-11-24', {
      headers: { authorization: `Bearer ${keyOf(n.html)}` },
    });
    expect(nPanchang.status).toBe(200);
    expect(nPanchang.headers.get('ratelimit-policy')).toContain('"day"');
    const r2 = await issue(b, 'R2');
    expect(r2.res.status).toBe(201);
    expect(r2.html).toContain('x-service-key: &lt;key&gt;');
    const chart = await call('/r2/api/chart', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-service-key': keyOf(r2.html),
        'cf-connecting-ip': '10.78.0.1',
      },
      body: JSON.stringify({
        date: '1990-05-17',
        time: '12:15',
        lat: 28.6139,
        lon: 77.209,
        tz: 'Asia/Kolkata',
      }),
    });
    expect(chart.status).toBe(200);
    const bad = await issue(b, 'R2', 'sandbox');
    expect(bad.res.status).toBe(400);
    expect(bad.html).toContain('environment: R2 service keys are production keys only');
    expect(bad.html).toMatch(/id="environment" name="environment"[^>]*aria-invalid="true"/);
    const unknown = await issue(b, 'X');
    expect(unknown.res.status).toBe(400);
    expect(unknown.html).toContain('family: must be one of T, V, N or R2');
    const families = await env.DB.prepare(
      "SELECT family, environment FROM api_keys WHERE owner_id IN (SELECT 'u_' || id FROM users WHERE email = ?) ORDER BY created_at, rowid",
    )
      .bind(await userEmail(b))
      .all<{ family: string; environment: string }>();
    expect(families.results).toEqual([
      { family: 'V', environment: 'sandbox' },
      { family: 'N', environment: 'production' },
      { family: 'R2', environment: 'production' },
    ]);
  });

  it('the same form sent twice (a reload of the answer) issues one key: 409 naming loadedAt the second time', async () => {
    const { b } = await signedUp('page-twice');
    const dash = await (await b.get('/dashboard')).text();
    const fields = {
      csrf: csrfOf(dash),
      loadedAt: loadedAtOf(dash),
      family: 'T',
      environment: 'production',
    };
    expect((await b.post('/dashboard/keys', fields)).status).toBe(201);
    const second = await b.post('/dashboard/keys', fields);
    expect(second.status).toBe(409);
    const html = await second.text();
    expect(html).toContain('loadedAt: key sk_live_');
    expect(html).not.toMatch(/id="new-key"/);
    expect(await keyCount(b)).toBe(1);
  });

  it('409 on the form past 3 live keys of a family', async () => {
    const { b } = await signedUp('page-limit-keys');
    for (let i = 0; i < 3; i++) expect((await issue(b, 'N')).res.status).toBe(201);
    const fourth = await issue(b, 'N');
    expect(fourth.res.status).toBe(409);
    expect(fourth.html).toContain('family: this email already holds 3 live keys');
    // sandbox keys are not counted
    expect((await issue(b, 'N', 'sandbox')).res.status).toBe(201);
  });

  it('429 with Retry-After on the form past 10 issued keys per hour from one address (the bucket of POST /t/api/keys)', async () => {
    const { b } = await signedUp('page-ip-limit');
    const plan = ['T', 'T', 'T', 'V', 'V', 'V', 'N', 'N', 'N'];
    for (const f of plan) expect((await issue(b, f)).res.status).toBe(201);
    expect((await issue(b, 'T', 'sandbox')).res.status).toBe(201);
    const eleventh = await issue(b, 'V', 'sandbox');
    expect(eleventh.res.status).toBe(429);
    expect(Number(eleventh.res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(eleventh.html).toContain(
      'family: key issuing is limited to 10 keys per hour from one network address',
    );
    // the same address is refused on Family T's route too
    const t = await call('/t/api/keys', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': b.ip },
      body: JSON.stringify({ email: uniqueEmail('same-ip') }),
    });
    expect(t.status).toBe(429);
  });

  it('CSRF: a foreign Origin, no token, or the token of another session is 403 and issues nothing', async () => {
    const { b } = await signedUp('page-csrf');
    const other = await signedUp('page-csrf-other');
    const dash = await (await b.get('/dashboard')).text();
    const otherToken = csrfOf(await (await other.b.get('/dashboard')).text());
    const cases: Array<[Record<string, string>, Record<string, string>, string]> = [
      [
        { csrf: csrfOf(dash), family: 'T' },
        { origin: 'https://evil.example' },
        'origin: this form must be sent from this site',
      ],
      [
        { csrf: csrfOf(dash), family: 'T' },
        { 'sec-fetch-site': 'cross-site' },
        'origin: this form must be sent from this site',
      ],
      [{ family: 'T' }, { origin: BASE }, 'csrf: the form carries no token'],
      [
        { csrf: otherToken, family: 'T' },
        { origin: BASE },
        'token does not belong to this session',
      ],
    ];
    for (const [fields, headers, text] of cases) {
      const res = await call('/dashboard/keys', {
        method: 'POST',
        headers: { ...b.headers({ 'content-type': FORM }), ...headers },
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
      });
      expect(res.status, text).toBe(403);
      const html = await res.text();
      expect(html).toContain(text);
      // the refusal carries no dashboard and no fresh token
      expect(html).not.toContain('name="csrf"');
    }
    expect(await keyCount(b)).toBe(0);
  });

  it('401 with the sign-in form when the session is gone', async () => {
    const b = new Browser();
    b.jar.set('__Host-sid', 'ef'.repeat(32));
    const res = await b.post('/dashboard/keys', { csrf: 'ab'.repeat(32), family: 'T' });
    expect(res.status).toBe(401);
    const html = await res.text();
    expect(html).toContain('session: you are signed out');
    expect(html).toContain('action="/login"');
  });

  it('revoke: 303 back with a notice, the key stops working; again is 409; another account cannot see or revoke it (404)', async () => {
    const { b } = await signedUp('page-revoke');
    const { html } = await issue(b, 'T');
    const key = keyOf(html);
    const id = key.split('_')[2]!;
    const other = await signedUp('page-revoke-other');
    const otherDash = await (await other.b.get('/dashboard')).text();
    expect(otherDash).not.toContain(id);
    const stolen = await other.b.post(`/dashboard/keys/${id}/revoke`, { csrf: csrfOf(otherDash) });
    expect(stolen.status).toBe(404);
    expect(await stolen.text()).toContain(`id: no key ${id} in this account`);
    expect(
      (await call('/t/api/usage', { headers: { authorization: `Bearer ${key}` } })).status,
    ).toBe(200);

    const dash = await (await b.get('/dashboard')).text();
    const res = await b.post(`/dashboard/keys/${id}/revoke`, { csrf: csrfOf(dash) });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/dashboard?revoked=${id}`);
    const after = await (await b.get(res.headers.get('location')!)).text();
    expect(after).toContain(`Key sk_live_${id} (T, production) is revoked`);
    expect(after).toMatch(new RegExp(`<tr class="revoked" data-key-id="${id}">`));
    const refused = await call('/t/api/usage', { headers: { authorization: `Bearer ${key}` } });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: { code: 'API_KEY_REVOKED' } });
    const again = await b.post(`/dashboard/keys/${id}/revoke`, { csrf: csrfOf(after) });
    expect(again.status).toBe(409);
    // a foreign Origin cannot revoke
    const { html: html2 } = await issue(b, 'T');
    const id2 = keyOf(html2).split('_')[2]!;
    const forged = await b.post(
      `/dashboard/keys/${id2}/revoke`,
      { csrf: csrfOf(html2) },
      { origin: 'https://evil.example' },
    );
    expect(forged.status).toBe(403);
    expect(
      (await env.DB.prepare('SELECT status FROM api_keys WHERE id = ?')
        .bind(id2)
        .first<{ status: string }>())!.status,
    ).toBe('active');
  });
});

describe('POST /logout', () => {
  it('with the token: 303 to /login, cookie cleared, session ended; without it: 403 and still signed in', async () => {
    const { b } = await signedUp('page-logout');
    const dash = await (await b.get('/dashboard')).text();
    const forged = await b.post('/logout', {});
    expect(forged.status).toBe(403);
    expect((await b.get('/dashboard')).status).toBe(200);
    const sid = b.jar.get('__Host-sid')!;
    const res = await b.post('/logout', { csrf: csrfOf(dash) });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/login?signedOut=1');
    expect(
      res.headers.getSetCookie().some((h) => /^__Host-sid=;/.test(h) && /Max-Age=0/.test(h)),
    ).toBe(true);
    expect(b.jar.has('__Host-sid')).toBe(false);
    expect(await (await b.get('/login?signedOut=1')).text()).toContain('You are signed out.');
    const stale = await call('/dashboard', {
      headers: { cookie: `__Host-sid=${sid}` },
      redirect: 'manual',
    });
    expect(stale.status).toBe(303);
  });
});

async function userEmail(b: Browser): Promise<string> {
  const html = await (await b.get('/dashboard')).text();
  return /<strong id="who">([^<]+)<\/strong>/.exec(html)![1]!;
}

async function keyCount(b: Browser): Promise<number> {
  const r = await env.DB.prepare(
    "SELECT COUNT(*) AS n FROM api_keys WHERE owner_id IN (SELECT 'u_' || id FROM users WHERE email = ?)",
  )
    .bind(await userEmail(b))
    .first<{ n: number }>();
  return r!.n;
}
