/**
 * @module Family P `GET /p/api/status[?verbose=1]` (docs/family-p.md): the service's status.
 * Plain: `{status, time, engine}` with no I/O. Verbose: a live probe of each store (KV read, D1
 * `SELECT 1`, a Durable Object RPC) with its latency in milliseconds, and which outside providers
 * are configured (model, email, messaging, payment webhook) as booleans only: never a value.
 * `status` is `ok` when every probe passed, `degraded` otherwise; the HTTP status is 200 either
 * way (the body reports), and the answer is never cached.
 * `GET /p/api/status/history[?month=YYYY-MM]`: the month's probes as the cron recorded them
 * (src/platform/status-history.ts), the measurement behind the Enterprise SLA (docs/keys.md "SLA").
 */
import type { Context } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../../http/context.js';
import { ENGINE_BUILD } from '../../platform/engine-build.js';
import { respond } from '../../http/family-app.js';
import { pStatusHistoryResponse, pStatusResponse } from './responses.js';
import { parseQuery } from '../../http/input.js';
import {
  monthBounds,
  monthHistory,
  probeStores,
  probesOk,
  type MonthHistory,
} from '../../platform/status-history.js';
import { TIERS } from '../../platform/tiers.js';
import { ApiError } from '../../http/errors.js';
import { lazySchema } from '../../http/lazy-schema.js';

export const statusQuerySchema = lazySchema(() =>
  z.strictObject({
    verbose: z
      .enum(['0', '1', 'true', 'false'])
      .optional()
      .describe(
        '1 or true: also probe KV, D1 and the Durable Object (each with its latency) and list which providers are configured, never their values (default 0)',
      ),
  }),
);

/** Configuration whose presence verbose status reports, grouped by provider (values never leave). */
export const STATUS_CONFIG = {
  model: ['MODEL_BASE_URL', 'MODEL_API_KEY'],
  workersAi: ['AI'],
  email: ['EMAIL_API_URL', 'EMAIL_API_KEY', 'EMAIL_FROM'],
  messaging: [
    'WHATSAPP_TOKEN',
    'WHATSAPP_PHONE_NUMBER_ID',
    'WHATSAPP_APP_SECRET',
    'WHATSAPP_VERIFY_TOKEN',
  ],
  paymentWebhook: ['PAYMENT_WEBHOOK_SECRET'],
} as const;

export async function getStatus(c: Context<AppEnv>): Promise<Response> {
  const q = parseQuery(c, statusQuerySchema);
  const verbose = q.verbose === '1' || q.verbose === 'true';
  const base = { time: new Date().toISOString(), engine: ENGINE_BUILD };
  if (!verbose)
    return respond(c, pStatusResponse, { status: 'ok', ...base }, 200, {
      'Cache-Control': 'no-store',
    });
  const env = c.env as unknown as Record<string, unknown>;
  const present = (k: string) => env[k] !== undefined && env[k] !== null && env[k] !== '';
  const { kv, d1, durableObject } = await probeStores(c.env);
  const configured = Object.fromEntries(
    Object.entries(STATUS_CONFIG).map(([k, vars]) => [k, vars.every(present)]),
  );
  const status = probesOk({ kv, d1, durableObject }) ? 'ok' : 'degraded';
  return respond(
    c,
    pStatusResponse,
    { status, ...base, checks: { kv, d1, durableObject }, configured },
    200,
    { 'Cache-Control': 'no-store' },
  );
}

export const statusHistoryQuerySchema = lazySchema(() =>
  z.strictObject({
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'a calendar month as YYYY-MM, e.g. 2026-11')
      .optional()
      .describe(
        'the calendar month (UTC) as YYYY-MM, not after the current one (default: the current month, counted up to the minute before last)',
      ),
  }),
);

/** KV key of a closed month's answer (its rows no longer change). */
const historyKey = (month: string) => `status-history:v1:${month}`;
/** A month is closed, and its answer kept, once this long has passed after its end. */
const CLOSED_AFTER_MS = 3_600_000;

/** `GET /p/api/status/history[?month=YYYY-MM]`: the month's recorded probes, minutes down and availability. */
export async function getStatusHistory(c: Context<AppEnv>): Promise<Response> {
  const q = parseQuery(c, statusHistoryQuerySchema);
  const nowMs = Date.now();
  const now = new Date(nowMs);
  const current = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const month = q.month ?? current;
  if (month > current)
    throw new ApiError(
      400,
      'INVALID_FIELD',
      `month: ${month} is after the current month (${current})`,
      {
        field: 'month',
        hint: `Ask for ${current} or an earlier month.`,
      },
    );
  const closed = nowMs >= monthBounds(month).toMs + CLOSED_AFTER_MS;
  const maxAge = closed ? 86_400 : 60;
  const headers = { 'Cache-Control': `public, max-age=${maxAge}` };
  // a closed month's rows no longer change: its answer is kept in KV; the running month's is kept
  // a minute in the colo's edge cache, so counting its rows (up to 44,640 read) runs at most once
  // a minute per colo
  const edge = (globalThis as { caches?: { default?: Cache } }).caches?.default;
  const edgeKey = new Request(`https://status-history.internal/${month}`);
  const kept = closed
    ? await c.env.CACHE.get<MonthHistory>(historyKey(month), 'json')
    : ((await (await edge?.match(edgeKey))?.json<MonthHistory>()) ?? null);
  if (kept) return respond(c, pStatusHistoryResponse, kept, 200, headers);
  const body = await monthHistory(
    c.env,
    month,
    nowMs,
    TIERS.enterprise.sla!.monthlyAvailabilityPct,
  );
  const text = JSON.stringify(body);
  c.executionCtx.waitUntil(
    closed
      ? c.env.CACHE.put(historyKey(month), text)
      : (edge?.put(edgeKey, new Response(text, { headers })).catch(() => undefined) ??
          Promise.resolve()),
  );
  return respond(c, pStatusHistoryResponse, body, 200, headers);
}
