/**
 * @module The docs site's pages other than the family pages: the overview (GET /docs: the
 * families, their base URLs and route counts, how keys work, the SDKs), the error-code catalogue
 * (GET /docs/errors: every code the source can answer, from src/generated/error-codes.ts, with
 * its statuses, families and what to do) and the limits (GET /docs/limits: the tier table from
 * src/platform/tiers.ts, then docs/limits.md rendered).
 */
import type { ErrorStyle, FamilyId } from '../../http/context.js';
import { errorBody, kebabCode } from '../../http/errors.js';
import type { RouteEntry } from '../../http/family-app.js';
import { ERROR_CODES } from '../../generated/error-codes.js';
import { LIMITS_MD } from '../../generated/docs-markdown.js';
import { MAX_KEYS_ISSUED_PER_EMAIL_30D, SANDBOX, TIERS, TIER_IDS } from '../../platform/tiers.js';
import { KEY_ISSUE_LIMIT, KEY_ISSUE_LIMIT_VAR } from '../shared/keys.js';
import { ERROR_ADVICE } from './error-advice.js';
import { SDK_USAGE } from './examples.js';
import { FAMILY_ORDER, h, page, raw, type Html } from './layout.js';
import { renderMarkdown } from './markdown.js';

/** What the overview and error pages need to know about a family. */
export interface FamilySummary {
  id: FamilyId;
  description: string;
  baseUrl: string;
  routes: RouteEntry[];
  defaultStyle: ErrorStyle;
}

const fmt = (n: number | null) => (n === null ? 'unlimited' : n.toLocaleString('en-US'));

const AUTH_COLUMNS: Array<[NonNullable<RouteEntry['auth']> | 'none', string]> = [
  ['none', 'public'],
  ['bearer', 'bearer key'],
  ['bearer-optional', 'bearer key optional'],
  ['service-key', 'x-service-key past the free calls'],
  ['session', 'session cookie'],
  ['admin-token', 'operator token'],
];

/** " (R 14, R2 6 routes)": the routes of each family tagged `tier`, for the families that tag any. */
function tierCounts(families: FamilySummary[], tier: 'S' | 'W'): string {
  const counts = families
    .map((f) => [f.id, f.routes.filter((r) => r.tier === tier).length] as const)
    .filter(([id]) => families.find((f) => f.id === id)!.routes.some((r) => r.tier));
  return counts.length ? ` (${counts.map(([id, n]) => `${id} ${n}`).join(', ')} routes)` : '';
}

/** GET /docs */
export function overviewPage(families: FamilySummary[], engine: string): string {
  const count = (f: FamilySummary, auth: string) =>
    f.routes.filter((r) => (r.auth ?? 'none') === auth).length;
  const usedAuth = AUTH_COLUMNS.filter(([a]) => families.some((f) => count(f, a) > 0));
  const main = h`<h1>Jyotisha API reference</h1>
<p class="lead">A sidereal (Vedic) astrology computation API: one engine behind six route families, each with its own conventions, base URL and OpenAPI 3.1 document. Every page here is rendered from those documents, so it lists exactly the routes the Worker serves.</p>
<section id="start"><h2>Start here</h2>
<ol>
<li><strong>Try it without a key</strong> in the <a href="/v1/playground">playground</a>: a birth form that computes a chart with Family V and draws it in both styles.</li>
<li><strong>Create an account</strong> at <a href="/signup">sign up</a> (or <a href="/login">sign in</a>); its <a href="/dashboard">dashboard</a> issues keys of Families T, V and N (production or sandbox) and the R2 service key, shows each once and revokes them.</li>
<li><strong>Or issue a key with one request</strong>, no account needed: <code>POST /t/api/keys</code>, <code>POST /v1/keys/sandbox</code>, <code>POST /v1/keys</code> or <code>POST /n/api/keys</code> with <code>{"email": "…"}</code> (the family pages show each).</li>
</ol>
<p class="note">Issuing keys is limited to <strong>${KEY_ISSUE_LIMIT.limit} keys an hour from one network address</strong>, counted together for every route that issues keys (the four above and the dashboard). The 11th answers <code>429</code> with <code>Retry-After</code>, and its message says when the next key can be issued. Keep the keys you get and reuse them; <code>npm start</code> raises the limit to 1,000 for local development (<code>${KEY_ISSUE_LIMIT_VAR}</code> in <code>.dev.vars</code> sets another). See <a href="/docs/limits">limits</a>.</p>
</section>
<section id="families"><h2>Families</h2>
<div class="cards">${families.map((f) => h`<div class="card"><h3><a href="/docs/${f.id}">Family ${f.id}</a></h3><p>${f.description}</p><p><code class="base-url">${f.baseUrl}</code></p><p><span class="count">${f.routes.length} ${f.routes.length === 1 ? 'route' : 'routes'}</span> · <a href="/openapi/${f.id}.json">OpenAPI</a></p></div>`)}</div>
<p>The same moment and place give the same longitudes, dashas and panchang in every family. Families that share a path (R, N, T and P all have <code>/api/chart</code> or <code>/api/panchang</code>) live at their own base URL: by path prefix (<code>/n</code>, <code>/t</code>, <code>/p</code>, <code>/r2</code>) or, where configured, by host name. <a href="/">GET /</a> answers the same index as JSON.</p>
</section>
<section id="keys"><h2>How keys work</h2>
<p>Each route says how a caller authenticates; the table counts the routes of each kind, read from the route tables.</p>
<div class="table-wrap"><table><thead><tr><th>family</th>${usedAuth.map(([, label]) => h`<th>${label}</th>`)}</tr></thead><tbody>${families.map((f) => h`<tr><td><a href="/docs/${f.id}">${f.id}</a></td>${usedAuth.map(([a]) => h`<td>${count(f, a) || ''}</td>`)}</tr>`)}</tbody></table></div>
<ul>
<li><strong>Bearer keys</strong> (Families T and V, and Family N's optional daily-quota keys): send <code>Authorization: Bearer sk_live_&lt;id&gt;_&lt;secret&gt;</code> (or <code>sk_test_</code> for a sandbox key). Each family issues its own keys at once with your email: <code>POST /t/api/keys</code> (Family T), <code>POST /v1/keys/sandbox</code> or <code>POST /v1/keys</code> (Family V), <code>POST /n/api/keys</code> (Family N); a key of one family is refused by another (403). The key text is shown once and only its SHA-256 is stored. Keys are rotated (<code>POST /t/api/keys/{id}/rotate</code>) and revoked (<code>DELETE /t/api/keys/{id}</code>) by the owner; an email holds at most ${TIERS.starter.maxLiveKeys} live keys per family and is issued at most ${MAX_KEYS_ISSUED_PER_EMAIL_30D} keys in 30 days.</li>
<li><strong>Tiers</strong> belong to the key's owner: ${TIER_IDS.map((t) => `${TIERS[t].name} ${fmt(TIERS[t].monthlyCalls)} calls a month`).join(', ')}; sandbox keys ${fmt(SANDBOX.monthlyCalls)}. Every keyed answer carries <code>RateLimit-Policy</code> and <code>RateLimit</code> headers; a 429 carries <code>Retry-After</code>. See <a href="/docs/limits">limits</a>.</li>
<li><strong>Service keys</strong> (Variant R2): the chart and counsel routes answer 3 calls an hour without a key, then ask for <code>x-service-key</code>, issued from the Family R dashboard (<code>POST /api/dashboard/keys</code> with a signed-in session).</li>
<li><strong>Sessions</strong> (Family R accounts): <code>POST /api/auth/signup</code> or <code>/api/auth/login</code> set the <code>__Host-sid</code> cookie; requests that use it must come from this site (CSRF check on Origin).</li>
<li>A missing or bad credential answers <code>401</code> with <code>WWW-Authenticate</code> naming the scheme; a key of another family or a tier below the route's answers <code>403</code>. Each code is in the <a href="/docs/errors">error catalogue</a>.</li>
</ul>
</section>
<section id="conventions"><h2>Conventions of every route</h2>
<ul>
<li>JSON bodies of at most 64 KiB with <code>Content-Type: application/json</code>; unknown fields are refused with 400 naming the field, so a misspelt option is never ignored.</li>
<li>Every answer carries <code>X-Request-Id</code>; quote it when reporting a fault.</li>
<li>CORS is open (<code>*</code>, without credentials) except on account, key and usage routes.</li>
<li>Cacheable GET routes answer <code>ETag</code> and <code>304 Not Modified</code>.</li>
<li>Every panchang answer carries <code>calendars</code>: the day in the regional calendars of India and Nepal (amanta, purnimanta, Tamil, Malayalam, Bengali, Bangladesh's Bengali, Odia, Assamese, Punjabi, Nepali, Saka), each month with a stable id and the rule by which it begins; <code>GET /api/calendars</code> on <a href="/docs/R">Family R</a> answers any date and place (docs/calendars.md).</li>
</ul>
</section>
<section id="tier-tags"><h2>Tier tags (Families R and R2)</h2>
<p>The spec tags Family R's routes <strong>S</strong> (compute) or <strong>W</strong> (witness). Every R and R2 operation carries its tag: <code>X-Tier: S</code> or <code>X-Tier: W</code> on every answer (errors included) and <code>x-tier</code> in its OpenAPI operation.</p>
<ul>
<li><strong>S, compute</strong>: the engine computes the answer from the request, or from the current instant (charts, drawings, panchang, muhurta, utsavas, rectification, counsel, operator dispatch, a saved chart recomputed).${tierCounts(families, 'S')}</li>
<li><strong>W, witness</strong>: the answer reports, records or relays facts, with no new computation asked for: health, press facts, the feeds, IndexNow pings, the operator handshake, the yoga catalogue, accounts, sessions and keys.${tierCounts(families, 'W')}</li>
</ul>
</section>
<section id="sdks"><h2>SDKs and examples</h2>
<p>Each operation on the family pages has runnable examples: curl, TypeScript with <code>fetch</code>, the TypeScript SDK (package <code>${SDK_USAGE.typescriptPackage}</code>, in <code>sdk/typescript</code>), the Python SDK (module <code>${SDK_USAGE.pythonModule}</code>, in <code>sdk/python</code>, standard library only) and Python with <code>urllib</code>. Both SDKs are generated from the same OpenAPI documents. Credentials are read from environment variables: <code>JYOTISHA_KEY</code> (a key of the page's family), <code>JYOTISHA_SERVICE_KEY</code>, <code>JYOTISHA_SESSION</code>.</p>
</section>`;
  return page({
    title: 'Overview',
    current: 'overview',
    description: 'Jyotisha API reference: families, keys, errors, limits and runnable examples',
    toc: [
      {
        title: 'Overview',
        links: [
          { href: '#start', text: 'Start here' },
          { href: '#families', text: 'Families' },
          { href: '#keys', text: 'How keys work' },
          { href: '#conventions', text: 'Conventions' },
          { href: '#tier-tags', text: 'Tier tags' },
          { href: '#sdks', text: 'SDKs and examples' },
        ],
      },
      {
        title: 'Reference',
        links: [
          ...FAMILY_ORDER.map((f) => ({ href: `/docs/${f}`, text: `Family ${f}` })),
          { href: '/docs/errors', text: 'Error codes' },
          { href: '/docs/limits', text: 'Limits' },
        ],
      },
    ],
    main,
    footer: `Engine ${engine}. Rendered from the route tables and the OpenAPI documents.`,
  });
}

const STYLE_TEXT: Record<ErrorStyle, string> = {
  E1: 'Family R chart routes',
  E2: 'Family R other routes, and GET /, /openapi, /docs',
  E3: 'Variant R2 (a hint, and incidentId on a 5xx)',
  V: 'Family V (the common envelope)',
  N: 'Family N',
  T: 'Family T',
  P: 'Family P',
};

/** GET /docs/errors */
export function errorsPage(families: FamilySummary[], engine: string): string {
  const stylesOf = (f: FamilySummary) => [
    ...new Set([
      f.defaultStyle,
      ...f.routes.map((r) => r.style).filter((s): s is ErrorStyle => !!s),
    ]),
  ];
  const allStyles = [...new Set(families.flatMap(stylesOf))];
  const codeCell = (code: string) => h`<code>${code}</code>`;
  const main = h`<h1>Error codes</h1>
<p class="lead">Every code the code base can answer, found in the source (not kept by hand), with the statuses it comes with, the families whose routes can give it and what to do. ${ERROR_CODES.length} codes.</p>
<section id="reading"><h2>Reading an error</h2>
<ul>
<li>The status says the class: 400 bad input, 401 missing or bad credentials, 403 not allowed for this key or origin, 404 no such route or resource, 405 method, 409 a limit on what you hold, 413 too large, 415 not JSON, 422 a replayed idempotency key, 429 a rate or quota limit, 5xx our side or an unconfigured feature.</li>
<li>The code is stable: match on it, not on the message. Envelopes E2 and E3 show it in kebab case (<code>rate-limit-exceeded</code>), the others as is (<code>RATE_LIMIT_EXCEEDED</code>).</li>
<li>The message starts with the offending field and says what was received; <code>field</code> holds the field's path.</li>
<li>Every answer carries <code>X-Request-Id</code>.</li>
</ul>
<div class="table-wrap"><table><thead><tr><th>family</th><th>envelopes</th></tr></thead><tbody>${families.map((f) => h`<tr><td><a href="/docs/${f.id}#envelopes">${f.id}</a></td><td>${stylesOf(f).map((s) => h`<a href="#envelope-${s}">${s}</a> `)}</td></tr>`)}</tbody></table></div>
${allStyles.map((s) => h`<h3 id="envelope-${s}">Envelope ${s} <span class="muted">(${STYLE_TEXT[s]})</span></h3><pre><code>${JSON.stringify(errorBody(s, { code: 'RATE_LIMIT_EXCEEDED', message: 'rate limit of 60 requests per 60 minutes exceeded; retry at 2026-11-24T10:00:00.000Z', hint: 'Wait until 2026-11-24T10:00:00.000Z or send x-service-key.' }, '6f1c2a9e-0000-4000-8000-000000000000'), null, 2)}</code></pre>`)}
</section>
<section id="catalogue"><h2>Catalogue</h2>
<div class="table-wrap"><table><thead><tr><th>code</th><th>status</th><th>families</th><th>meaning</th><th>what to do</th></tr></thead><tbody>${ERROR_CODES.map(
    (e) => {
      const a = ERROR_ADVICE[e.code];
      return h`<tr id="${e.code}"><td>${codeCell(e.code)}<br><span class="muted mono">${kebabCode(e.code)}</span></td><td>${e.statuses.join(', ')}</td><td>${e.families.map((f) => (f === 'index' ? h`<span class="muted">root</span> ` : h`<a href="/docs/${f}">${f}</a> `))}</td><td>${a?.meaning ?? ''}</td><td>${a?.action ?? ''}${a?.retry ? h` <span class="badge">retry later</span>` : ''}</td></tr>`;
    },
  )}</tbody></table></div>
<p class="muted">Families are those whose routes import, directly or not, the code that gives the code; a code given by shared plumbing is listed for every family that uses it. <em>root</em> is <code>GET /</code>, <code>/openapi/*</code> and <code>/docs/*</code>.</p>
</section>`;
  return page({
    title: 'Error codes',
    current: 'errors',
    description: 'Jyotisha API reference: every error code, its status and what to do',
    toc: [
      {
        title: 'Errors',
        links: [
          { href: '#reading', text: 'Reading an error' },
          ...allStyles.map((s) => ({ href: `#envelope-${s}`, text: `Envelope ${s}` })),
          { href: '#catalogue', text: 'Catalogue' },
        ],
      },
    ],
    main,
    footer: `Engine ${engine}. Codes found in the source by scripts/gen-docs-data.ts.`,
  });
}

/** GET /docs/limits */
export function limitsPage(engine: string): string {
  const rows = TIER_IDS.map((t) => TIERS[t]);
  const tierTable: Html = h`<div class="table-wrap"><table><thead><tr><th>tier</th><th>calls / month (T, V)</th><th>calls / day (N)</th><th>bucket</th><th>refill / min</th><th>live keys</th><th>attribution</th><th>Pro features</th><th>SLA</th></tr></thead><tbody>${rows.map((r) => h`<tr><td>${r.name}</td><td>${fmt(r.monthlyCalls)}</td><td>${fmt(r.dailyCallsN)}</td><td>${fmt(r.rate.capacity)}</td><td>${fmt(r.rate.refillPerMinute)}</td><td>${r.maxLiveKeys}</td><td>${r.attribution ? 'required' : 'no'}</td><td>${r.proFeatures ? 'yes' : 'no'}</td><td>${r.sla ? `${r.sla.monthlyAvailabilityPct}% a month` : 'none'}</td></tr>`)}<tr><td>sandbox key</td><td>${fmt(SANDBOX.monthlyCalls)}</td><td>${fmt(SANDBOX.dailyCallsN)}</td><td>${fmt(SANDBOX.rate.capacity)}</td><td>${fmt(SANDBOX.rate.refillPerMinute)}</td><td></td><td></td><td></td><td>none</td></tr></tbody></table></div>`;
  const sla = TIERS.enterprise.sla!;
  const slaNote: Html = h`<p id="sla"><strong>Enterprise SLA: ${sla.monthlyAvailabilityPct}% availability per ${sla.period}.</strong> Covers ${sla.covers}. Measured by ${sla.measuredBy}.</p>`;
  // the document's own title is the page's h1
  const body = renderMarkdown(LIMITS_MD.replace(/^# .*\n/, ''));
  const headings = [...body.matchAll(/<h([23]) id="([^"]+)">(.*?)<\/h\1>/g)].map((m) => ({
    href: `#${m[2]}`,
    text: m[3]!.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&'),
  }));
  const main = h`<h1>Limits</h1>
<p class="lead">Rate limits, quotas, input bounds and caches of every family. The tier table is read from the tier data the key middleware enforces; the rest is docs/limits.md.</p>
<section id="tiers"><h2>Key tiers</h2>${tierTable}${slaNote}</section>
<section id="all-limits">${raw(body)}</section>`;
  return page({
    title: 'Limits',
    current: 'limits',
    description: 'Jyotisha API reference: rate limits, quotas, input bounds and caches',
    toc: [{ title: 'Limits', links: [{ href: '#tiers', text: 'Key tiers' }, ...headings] }],
    main,
    footer: `Engine ${engine}. From src/platform/tiers.ts and docs/limits.md.`,
  });
}
