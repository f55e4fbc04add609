/**
 * @module The HTML of Family R's sign-in pages (docs/accounts.md "Sign-in pages"): sign-up,
 * sign-in, the dashboard (keys, the new key shown once, saved charts) and a short message page.
 * Every value is escaped by hono/html; there is no script at all, and the one small style sheet
 * is inline and allowed by its SHA-256 in the pages' Content-Security-Policy
 * (`default-src 'none'`), so the pages work without JavaScript and under the strictest policy.
 */
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { KeyEnvironment, KeyFamily } from '../../platform/tiers.js';
import type { OwnerPlan } from '../../platform/payments.js';
import type { ServiceKeyInfo } from '../../platform/service-keys.js';
import type { SavedChart } from '../../platform/charts.js';
import { CSRF_FIELD } from './form-csrf.js';

/** A page or a fragment of one (hono/html). */
export type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

/** The style sheet of every page (inline, inserted unescaped: a constant without `<`; its hash is in the CSP). */
export const PAGE_CSS = `:root{--ink:#1d1d1f;--muted:#5b5b66;--line:#d8d8de;--accent:#8a3b12;--bad:#a4161a;--ok:#1b6b3a}
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,"Segoe UI",Roboto,"Noto Sans","DejaVu Sans",sans-serif;color:var(--ink);background:#faf8f5}
header{display:flex;align-items:center;justify-content:space-between;gap:1rem;padding:.75rem 1.25rem;border-bottom:1px solid var(--line);background:#fff}
header .brand{font-weight:700;color:var(--accent);text-decoration:none}
header .who{color:var(--muted);font-size:.9rem}
header form{display:flex;align-items:center;gap:.75rem;margin:0}
main{max-width:48rem;margin:1.5rem auto 3rem;padding:0 1.25rem}
h1{font-size:1.5rem;margin:.25rem 0 1rem}
h2{font-size:1.15rem;margin:1.75rem 0 .5rem}
a{color:var(--accent)}
.card{background:#fff;border:1px solid var(--line);border-radius:8px;padding:1rem 1.25rem}
label{display:block;margin:.75rem 0 .25rem;font-weight:600}
input[type=email],input[type=password],select{display:block;width:100%;max-width:24rem;padding:.5rem .6rem;font:inherit;color:inherit;border:1px solid #b9b9c2;border-radius:6px;background:#fff}
[aria-invalid=true]{border-color:var(--bad);outline:2px solid #f3c5c6}
button{margin-top:1rem;padding:.5rem 1rem;font:inherit;font-weight:600;color:#fff;background:var(--accent);border:0;border-radius:6px;cursor:pointer}
button.quiet{margin:0;padding:.2rem .6rem;font-weight:500;color:var(--accent);background:#fff;border:1px solid var(--line)}
.error{border-left:4px solid var(--bad);background:#fdeeee;padding:.6rem .8rem;margin:0 0 1rem}
.notice{border-left:4px solid var(--ok);background:#eaf6ee;padding:.6rem .8rem;margin:0 0 1rem}
.hint{color:var(--muted);font-size:.9rem;margin:.3rem 0}
.newkey{border:2px solid var(--accent);background:#fff7ef;border-radius:8px;padding:.5rem 1.25rem 1rem;margin:0 0 1.5rem}
.secret{display:block;margin:.5rem 0;padding:.6rem .7rem;background:#fff;border:1px dashed var(--accent);border-radius:6px;font:15px/1.4 ui-monospace,"DejaVu Sans Mono",monospace;word-break:break-all;user-select:all;-webkit-user-select:all}
table{width:100%;border-collapse:collapse;background:#fff;border:1px solid var(--line);font-size:.92rem}
th,td{text-align:left;padding:.45rem .6rem;border-bottom:1px solid var(--line);vertical-align:middle}
th{background:#f3f1ee}
td form{margin:0}
code{font-family:ui-monospace,"DejaVu Sans Mono",monospace;font-size:.9em}
.revoked td{color:var(--muted)}
.row{display:flex;flex-wrap:wrap;gap:0 1.5rem}`;

let cspPromise: Promise<string> | undefined;
/** Content-Security-Policy of the pages: nothing but this origin's forms, its images (the favicon) and the one style sheet. */
export function pageCsp(): Promise<string> {
  cspPromise ??= (async () => {
    const digest = new Uint8Array(
      await crypto.subtle.digest('SHA-256', new TextEncoder().encode(PAGE_CSS)),
    );
    let bin = '';
    for (const b of digest) bin += String.fromCharCode(b);
    return `default-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'; img-src 'self'; style-src 'sha256-${btoa(bin)}'`;
  })();
  return cspPromise;
}

/** An error shown on a form: the status it is answered with, its sentence and the field it names. */
export interface FormError {
  status: number;
  message: string;
  field?: string;
}

/** Where each family's key is used (shown with a new key). */
export const KEY_USE: Readonly<
  Record<KeyFamily, { label: string; header: string; example: (origin: string) => string }>
> = {
  T: {
    label: 'T: tiered commercial routes under /t',
    header: 'Authorization: Bearer <key>',
    example: (o) => `curl -H 'authorization: Bearer <key>' '${o}/t/api/usage'`,
  },
  V: {
    label: 'V: versioned routes under /v1',
    header: 'Authorization: Bearer <key>',
    example: (o) =>
      `curl -X POST '${o}/v1/chart' -H 'authorization: Bearer <key>' -H 'content-type: application/json' -d '{"date":"1990-05-17","time":"12:15:00","lat":28.6139,"lon":77.209,"tz":"Asia/Kolkata"}'`,
  },
  N: {
    label: 'N: daily-quota keys for /n',
    header: 'Authorization: Bearer <key>',
    example: (o) => `curl -H 'authorization: Bearer <key>' '${o}/n/api/panchang?city=varanasi'`,
  },
  R2: {
    label: 'R2: service key for /r2 (one per account)',
    header: 'x-service-key: <key>',
    example: (o) =>
      `curl -X POST '${o}/r2/api/chart' -H 'x-service-key: <key>' -H 'content-type: application/json' -d '{"date":"1990-05-17","time":"12:15","lat":28.6139,"lon":77.209,"tz":"Asia/Kolkata"}'`,
  },
};
export const KEY_FAMILIES: readonly KeyFamily[] = ['T', 'V', 'N', 'R2'];

/** ISO instant -> "2026-11-24 22:35 UTC". */
export function shortUtc(iso: string | null): string {
  if (iso === null) return '';
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

function layout(title: string, header: Html, main: Html): Html {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Jyotisha API</title>
<link rel="icon" href="/docs/favicon.svg" type="image/svg+xml">
<style>${raw(PAGE_CSS)}</style></head>
<body>
${header}
<main>
${main}
</main>
</body></html>`;
}

function plainHeader(base: string): Html {
  return html`<header><a class="brand" href="${base}/login">Jyotisha API</a><nav><a href="/docs">API reference</a> · <a href="${base}/login">Sign in</a> · <a href="${base}/signup">Create an account</a></nav></header>`;
}

function signedInHeader(base: string, email: string, csrf: string): Html {
  return html`<header><a class="brand" href="${base}/dashboard">Jyotisha API</a><nav><a href="/docs">API reference</a></nav><form method="post" action="${base}/logout"><span class="who">Signed in as <strong id="who">${email}</strong></span><input type="hidden" name="${CSRF_FIELD}" value="${csrf}"><button class="quiet" type="submit">Sign out</button></form></header>`;
}

function errorBox(err: FormError | undefined): Html {
  return err ? html`<p class="error" role="alert" id="form-error">${err.message}</p>` : html``;
}

function noticeBox(notice: string | undefined): Html {
  return notice ? html`<p class="notice" role="status" id="notice">${notice}</p>` : html``;
}

/** aria attributes marking the field an error names. */
function invalid(err: FormError | undefined, field: string): Html {
  return err?.field === field ? html` aria-invalid="true" aria-describedby="form-error"` : html``;
}

export interface AuthPageInput {
  kind: 'login' | 'signup';
  base: string;
  csrf: string;
  /** the email to refill after an error (never the password) */
  email?: string;
  error?: FormError;
  notice?: string;
  /** the account of a live session, when the visitor is already signed in */
  signedInAs?: string;
}

/** The sign-in or sign-up page. */
export function authPage(p: AuthPageInput): Html {
  const signup = p.kind === 'signup';
  const title = signup ? 'Create an account' : 'Sign in';
  const main = html`<h1>${title}</h1>
${noticeBox(p.notice)}${errorBox(p.error)}${p.signedInAs ? html`<p class="notice">You are signed in as <strong>${p.signedInAs}</strong>. <a href="${p.base}/dashboard">Go to the dashboard</a>, or sign in below as someone else.</p>` : html``}
<form class="card" method="post" action="${p.base}/${p.kind}">
<input type="hidden" name="${CSRF_FIELD}" value="${p.csrf}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${p.email ?? ''}"${invalid(p.error, 'email')}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="${signup ? 'new-password' : 'current-password'}" required ${signup ? html`minlength="10" ` : html``}maxlength="256"${invalid(p.error, 'password')}>
${signup ? html`<p class="hint">At least 10 characters; a passphrase of a few words is good.</p>` : html``}
<button type="submit">${signup ? 'Create the account' : 'Sign in'}</button>
</form>
<p class="hint">${signup ? html`Have an account? <a href="${p.base}/login">Sign in</a>.` : html`New here? <a href="${p.base}/signup">Create an account</a>: it gives you API keys for families T, V, N and R2.`}</p>`;
  return layout(title, plainHeader(p.base), main);
}

/** A key just issued, shown once. */
export interface NewKey {
  key: string;
  family: KeyFamily;
  environment: KeyEnvironment;
  prefix: string;
  revoked: string[];
}

export interface DashboardInput {
  base: string;
  origin: string;
  email: string;
  csrf: string;
  /** Unix ms when the page was made: a key issued after it means the issue form was already sent */
  loadedAt: number;
  keys: ServiceKeyInfo[];
  /** the account's plan and where it came from (issue 23.3) */
  plan?: OwnerPlan;
  charts: SavedChart[];
  chartTotal: number;
  newKey?: NewKey;
  notice?: string;
  error?: FormError;
  /** the issue form's last choice, kept after an error */
  chosen?: { family?: string; environment?: string };
}

function newKeyPanel(k: NewKey, origin: string, base: string): Html {
  const use = KEY_USE[k.family];
  return html`<section class="newkey" aria-labelledby="newkey-title">
<h2 id="newkey-title">Your new ${k.family} key (${k.environment})</h2>
<p><strong>Copy it now: this is the only time it is shown.</strong> The service keeps only a hash of it; from now on the dashboard shows just its prefix <code id="new-prefix">${k.prefix}</code>.</p>
<code class="secret" id="new-key">${k.key}</code>
<p class="hint">Click the key once to select all of it, then copy it (Ctrl+C, or ⌘C on a Mac) into a password manager or your server's secret store. Keep it out of web pages, apps that run on users' devices, and repositories. Send it as <code>${use.header}</code>, for example:</p>
<p class="hint"><code id="key-example">${use.example(origin)}</code></p>
${k.revoked.length ? html`<p class="hint">Your previous R2 key (${k.revoked.join(', ')}) was revoked: an account holds one R2 key, and issuing rotates it.</p>` : html``}
<p class="hint">Lost it? Revoke it below and issue another. <a href="${base}/dashboard" id="done">I have copied the key: back to the dashboard</a>.</p>
</section>`;
}

function keyRows(p: DashboardInput): Html {
  if (p.keys.length === 0) return html`<p id="no-keys">No keys yet. Issue one above.</p>`;
  const rows = p.keys.map(
    (k) =>
      html`<tr class="${k.status}" data-key-id="${k.id}"><td>${k.family}</td><td>${k.environment}</td><td><code>${k.prefix}</code></td><td>${k.status}</td><td>${shortUtc(k.createdAt)}</td><td>${
        k.status === 'active'
          ? html`<form method="post" action="${p.base}/dashboard/keys/${k.id}/revoke"><input type="hidden" name="${CSRF_FIELD}" value="${p.csrf}"><button class="quiet" type="submit" aria-label="Revoke ${k.prefix}">Revoke</button></form>`
          : html`revoked ${shortUtc(k.revokedAt)}`
      }</td></tr>`,
  );
  return html`<table id="keys"><thead><tr><th>Family</th><th>Environment</th><th>Key prefix</th><th>Status</th><th>Created</th><th></th></tr></thead><tbody>
${rows}
</tbody></table>`;
}

function chartRows(p: DashboardInput): Html {
  if (p.charts.length === 0)
    return html`<p>No saved charts yet. A chart computed with <code>POST /api/chart</code> while signed in is saved here.</p>`;
  const rows = p.charts.map((ch) => {
    const i = ch.input as Record<string, unknown>;
    const two = (v: unknown) => String(v).padStart(2, '0');
    const tz = Number(i.tzHours);
    const when = `${String(i.year)}-${two(i.month)}-${two(i.day)} ${two(i.hour)}:${two(i.minute)} (UTC${tz >= 0 ? '+' : ''}${String(i.tzHours)})`;
    return html`<tr><td><a href="${p.base}/api/dashboard/charts/${ch.id}">${ch.name ?? '(unnamed)'}</a></td><td>${when}</td><td>${`${String(i.lat)}, ${String(i.lon)}`}</td><td>${String(ch.settings.ayanamsa ?? '')}</td><td>${ch.createdAt}</td></tr>`;
  });
  return html`<table><thead><tr><th>Name</th><th>Birth (local)</th><th>Lat, lon</th><th>Ayanamsa</th><th>Saved</th></tr></thead><tbody>
${rows}
</tbody></table>`;
}

function option(value: string, label: string, chosen: string | undefined): Html {
  return html`<option value="${value}"${chosen === value ? html` selected` : html``}>${label}</option>`;
}

const TIER_NAMES = { starter: 'Starter', pro: 'Pro', enterprise: 'Enterprise' } as const;
const SOURCE_TEXT = {
  default: 'the free tier',
  operator: 'set by the operator',
  subscription: 'from your subscription',
} as const;

/** The plan line: tier, where it came from, the subscription and the reference a checkout names. */
function planPanel(plan: OwnerPlan | undefined): Html {
  if (!plan) return html`<p class="hint">Starter (the free tier).</p>`;
  const sub = plan.subscription;
  return html`<p class="card"><strong>${TIER_NAMES[plan.tier]}</strong> (${SOURCE_TEXT[plan.source]})${plan.until ? html`, until ${plan.until.slice(0, 10)}` : html``}${sub ? html`. Subscription ${sub.id}: ${sub.status}${sub.paidUntil ? html`, paid until ${sub.paidUntil.slice(0, 10)}` : html``}` : html``}.
<br><span class="hint">Owner reference for a subscription checkout (notes.owner_id):</span><br><code id="owner-ref">${plan.ownerId}</code></p>`;
}

/** The dashboard: the new key (once), the issue form, the plan, the keys with revoke buttons, the saved charts. */
export function dashboardPage(p: DashboardInput): Html {
  const fam = p.chosen?.family;
  const env = p.chosen?.environment;
  const main = html`<h1>Dashboard</h1>
${noticeBox(p.notice)}${errorBox(p.error)}${p.newKey ? newKeyPanel(p.newKey, p.origin, p.base) : html``}
<h2 id="issue">Issue an API key</h2>
<form class="card" method="post" action="${p.base}/dashboard/keys">
<input type="hidden" name="${CSRF_FIELD}" value="${p.csrf}"><input type="hidden" name="loadedAt" value="${String(p.loadedAt)}">
<div class="row"><div><label for="family">Family</label>
<select id="family" name="family"${invalid(p.error, 'family')}>${KEY_FAMILIES.map((f) => option(f, KEY_USE[f].label, fam))}</select></div>
<div><label for="environment">Environment</label>
<select id="environment" name="environment"${invalid(p.error, 'environment')}>${option('production', 'production (sk_live_)', env)}${option('sandbox', 'sandbox (sk_test_; not R2)', env)}</select></div></div>
<p class="hint">The key is shown once, on the next page. Each email holds at most 3 live keys per family and is issued at most 10 keys in 30 days; an R2 key replaces your current one.</p>
<button type="submit">Issue key</button>
</form>
<h2 id="plan">Your plan</h2>
${planPanel(p.plan)}
<h2>Your keys</h2>
${keyRows(p)}
<h2>Saved charts (${String(p.chartTotal)})</h2>
${chartRows(p)}`;
  return layout('Dashboard', signedInHeader(p.base, p.email, p.csrf), main);
}

/** A short page with a sentence and one link (sign-out refusals and the like). */
export function messagePage(
  base: string,
  title: string,
  message: string,
  link: { href: string; text: string },
): Html {
  return layout(
    title,
    plainHeader(base),
    html`<h1>${title}</h1><p class="error" role="alert" id="form-error">${message}</p><p><a href="${link.href}">${link.text}</a></p>`,
  );
}
