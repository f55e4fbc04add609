/**
 * @module Family R dashboard of a signed-in account (docs/accounts.md): `GET /api/dashboard`
 * (HTML, every value escaped), `GET /api/dashboard/charts` (JSON list), `GET
 * /api/dashboard/charts/:id` (one saved chart, recomputed), and the R2 service keys:
 * `GET /api/dashboard/keys` (list) and `POST /api/dashboard/keys` (issue or rotate; the key is
 * shown once). Only the account's own data is read; another account's chart id answers 404.
 */
import type { Context } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { html } from 'hono/html';
import { json, respond } from '../../http/family-app.js';
import { dashboardChartResponseSchema, dashboardChartsResponseSchema, dashboardKeyIssuedResponseSchema, dashboardKeysResponseSchema } from './responses.js';
import { parseQuery, validate } from '../../http/input.js';
import { userById } from '../../services/accounts.js';
import { getChart, listCharts } from '../../services/charts.js';
import { issueServiceKey, listServiceKeys } from '../../services/service-keys.js';
import { rChartBodySchema, rChartResponse } from './chart.js';
import { checkCsrf, requireSession, sessionToken, withRotatedCookie } from './session.js';

const NO_STORE = { 'Cache-Control': 'no-store' };

const listQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(200).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});

export async function getDashboardCharts(c: Context<AppEnv>): Promise<Response> {
  const q = parseQuery(c, listQuery);
  const s = await requireSession(c);
  const limit = q.limit ?? 50;
  const offset = q.offset ?? 0;
  const { total, charts } = await listCharts(c.env.DB, s.userId, limit, offset);
  return withRotatedCookie(respond(c, dashboardChartsResponseSchema, { total, limit, offset, charts }, 200, NO_STORE), s);
}

const idSchema = z.string().uuid();

export async function getDashboardChart(c: Context<AppEnv>): Promise<Response> {
  const s = await requireSession(c);
  const id = c.req.param('id') ?? '';
  const notFound = new ApiError(404, 'CHART_NOT_FOUND', `id: no saved chart ${id.slice(0, 64)} in this account`, { field: 'id' });
  if (!idSchema.safeParse(id).success) throw notFound;
  const saved = await getChart(c.env.DB, s.userId, id);
  if (!saved) throw notFound;
  const input = validate(rChartBodySchema, saved.input);
  return withRotatedCookie(respond(c, dashboardChartResponseSchema, { ...saved, chart: rChartResponse(input) }, 200, NO_STORE), s);
}

export async function getDashboardHtml(c: Context<AppEnv>): Promise<Response> {
  const s = await requireSession(c);
  const user = await sessionUser(c, s.userId);
  const { total, charts } = await listCharts(c.env.DB, s.userId, 200, 0);
  const keys = await listServiceKeys(c.env.DB, user, Date.now());
  const rows = charts.map((ch) => {
    const i = ch.input;
    const when = `${String(i.year)}-${String(i.month).padStart(2, '0')}-${String(i.day).padStart(2, '0')} ${String(i.hour).padStart(2, '0')}:${String(i.minute).padStart(2, '0')} (UTC${Number(i.tzHours) >= 0 ? '+' : ''}${String(i.tzHours)})`;
    return html`<tr><td><a href="dashboard/charts/${ch.id}">${ch.name ?? '(unnamed)'}</a></td><td>${when}</td><td>${`${String(i.lat)}, ${String(i.lon)}`}</td><td>${String(ch.settings.ayanamsa ?? '')}</td><td>${ch.createdAt}</td></tr>`;
  });
  const keyRows = keys.map((k) => html`<tr><td><code>${k.prefix}_...</code></td><td>${k.family}</td><td>${k.environment}</td><td>${k.status}</td><td>${k.createdAt}</td><td>${k.revokedAt ?? ''}</td></tr>`);
  // hono/html escapes every interpolated value; nested html`` fragments are inserted as they are
  const page = html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dashboard</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body>
<h1>Dashboard</h1>
<p>Signed in as ${user.email}.</p>
<h2>Saved charts (${total})</h2>
${charts.length === 0 ? html`<p>No saved charts yet. Charts computed with POST /api/chart while signed in are saved here.</p>` : html`<table><thead><tr><th>Name</th><th>Birth (local)</th><th>Lat, lon</th><th>Ayanamsa</th><th>Saved</th></tr></thead><tbody>
${rows}
</tbody></table>`}
<h2>API keys</h2>
${keys.length === 0 ? html`<p>No key. POST /api/dashboard/keys issues an R2 service key.</p>` : html`<table><thead><tr><th>Key</th><th>Family</th><th>Environment</th><th>Status</th><th>Created</th><th>Revoked</th></tr></thead><tbody>
${keyRows}
</tbody></table>`}
</body></html>`;
  const body = (await page).toString();
  const res = new Response(body, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', ...NO_STORE, 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'", 'X-Content-Type-Options': 'nosniff' } });
  return withRotatedCookie(res, s);
}

/** The account of a live session (401 when it was deleted meanwhile). */
async function sessionUser(c: Context<AppEnv>, userId: string): Promise<{ id: string; email: string }> {
  const user = await userById(c.env.DB, userId);
  if (!user) throw new ApiError(401, 'NOT_SIGNED_IN', 'session: the account of this session no longer exists', { field: 'cookie' });
  return user;
}

export async function getDashboardKeys(c: Context<AppEnv>): Promise<Response> {
  const s = await requireSession(c);
  const user = await sessionUser(c, s.userId);
  return withRotatedCookie(respond(c, dashboardKeysResponseSchema, { keys: await listServiceKeys(c.env.DB, user, Date.now()) }, 200, NO_STORE), s);
}

export async function postDashboardKeys(c: Context<AppEnv>): Promise<Response> {
  if (sessionToken(c) !== undefined) checkCsrf(c);
  const s = await requireSession(c);
  const user = await sessionUser(c, s.userId);
  const { issued, revoked } = await issueServiceKey(c.env.DB, user, Date.now());
  return withRotatedCookie(respond(c, dashboardKeyIssuedResponseSchema, {
    key: issued.key,
    id: issued.id,
    prefix: issued.prefix,
    createdAt: issued.createdAt,
    revoked,
    note: 'The key is shown only now. Send it as x-service-key to the /r2 routes. Issuing a new key revokes this one.',
  }, 201, NO_STORE), s);
}
