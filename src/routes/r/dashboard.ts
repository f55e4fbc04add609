/**
 * @module Family R dashboard of a signed-in account (docs/accounts.md), its JSON routes (the HTML
 * page is src/routes/r/pages.ts): `GET /api/dashboard/charts` (list), `GET
 * /api/dashboard/charts/:id` (one saved chart, recomputed), and the R2 service keys:
 * `GET /api/dashboard/keys` (list) and `POST /api/dashboard/keys` (issue or rotate; the key is
 * shown once). Only the account's own data is read; another account's chart id answers 404.
 */
import type { Context } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { respond } from '../../http/family-app.js';
import {
  dashboardChartResponseSchema,
  dashboardChartsResponseSchema,
  dashboardKeyIssuedResponseSchema,
  dashboardKeysResponseSchema,
} from '../shared/reference/responses.js';
import { parseQuery, validate } from '../../http/input.js';
import { userById } from '../../platform/accounts.js';
import { getChart, listCharts, type SavedChart } from '../../platform/charts.js';
import { issueServiceKey, listServiceKeys } from '../../platform/service-keys.js';
import { rChartBodySchema, rChartResponse } from '../shared/reference/chart.js';
import { countKeyIssue } from '../shared/keys.js';
import { checkCsrf, requireSession, sessionToken, withRotatedCookie } from '../shared/session.js';
import { lazySchema, real } from '../../http/lazy-schema.js';

const NO_STORE = { 'Cache-Control': 'no-store' };

export const dashboardChartsQuerySchema = lazySchema(() =>
  z.strictObject({
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(200)
      .optional()
      .describe('how many charts to list, 1 to 200 (default 50), newest first'),
    offset: z.coerce
      .number()
      .int()
      .min(0)
      .max(1_000_000)
      .optional()
      .describe('how many of the newest charts to skip (default 0)'),
  }),
);
const listQuery = lazySchema(() => real(dashboardChartsQuerySchema));

type SavedAnswer = z.input<typeof dashboardChartsResponseSchema>['charts'][number];
/** A stored chart as answered: its input was the body POST /api/chart validated before saving it. */
const savedAnswer = (saved: SavedChart): SavedAnswer => saved as unknown as SavedAnswer;

export async function getDashboardCharts(c: Context<AppEnv>): Promise<Response> {
  const q = parseQuery(c, listQuery);
  const s = await requireSession(c);
  const limit = q.limit ?? 50;
  const offset = q.offset ?? 0;
  const { total, charts } = await listCharts(c.env.DB, s.userId, limit, offset);
  return withRotatedCookie(
    respond(
      c,
      dashboardChartsResponseSchema,
      { total, limit, offset, charts: charts.map(savedAnswer) },
      200,
      NO_STORE,
    ),
    s,
  );
}

const idSchema = lazySchema(() => z.string().uuid());

export async function getDashboardChart(c: Context<AppEnv>): Promise<Response> {
  const s = await requireSession(c);
  const id = c.req.param('id') ?? '';
  const notFound = new ApiError(
    404,
    'CHART_NOT_FOUND',
    `id: no saved chart ${id.slice(0, 64)} in this account`,
    { field: 'id' },
  );
  if (!idSchema.safeParse(id).success) throw notFound;
  const saved = await getChart(c.env.DB, s.userId, id);
  if (!saved) throw notFound;
  const input = validate(rChartBodySchema, saved.input);
  return withRotatedCookie(
    respond(
      c,
      dashboardChartResponseSchema,
      { ...savedAnswer(saved), chart: rChartResponse(input) },
      200,
      NO_STORE,
    ),
    s,
  );
}

/** The account of a live session (401 when it was deleted meanwhile). */
async function sessionUser(
  c: Context<AppEnv>,
  userId: string,
): Promise<{ id: string; email: string }> {
  const user = await userById(c.env.DB, userId);
  if (!user)
    throw new ApiError(
      401,
      'NOT_SIGNED_IN',
      'session: the account of this session no longer exists',
      { field: 'cookie' },
    );
  return user;
}

export async function getDashboardKeys(c: Context<AppEnv>): Promise<Response> {
  const s = await requireSession(c);
  const user = await sessionUser(c, s.userId);
  return withRotatedCookie(
    respond(
      c,
      dashboardKeysResponseSchema,
      { keys: await listServiceKeys(c.env.DB, user, Date.now()) },
      200,
      NO_STORE,
    ),
    s,
  );
}

export async function postDashboardKeys(c: Context<AppEnv>): Promise<Response> {
  if (sessionToken(c) !== undefined) checkCsrf(c);
  const s = await requireSession(c);
  const user = await sessionUser(c, s.userId);
  // issuing counts on the bucket every key-issuing route shares (src/routes/shared/keys.ts)
  await countKeyIssue(c);
  const { issued, revoked } = await issueServiceKey(c.env.DB, user, Date.now());
  return withRotatedCookie(
    respond(
      c,
      dashboardKeyIssuedResponseSchema,
      {
        key: issued.key,
        id: issued.id,
        prefix: issued.prefix,
        createdAt: issued.createdAt,
        revoked,
        note: 'The key is shown only now. Send it as x-service-key to the /r2 routes. Issuing a new key revokes this one.',
      },
      201,
      NO_STORE,
    ),
    s,
  );
}
