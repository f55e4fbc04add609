/**
 * @module Family P `GET /p/api/status[?verbose=1]` (docs/family-p.md): the service's status.
 * Plain: `{status, time, engine}` with no I/O. Verbose: a live probe of each store (KV read, D1
 * `SELECT 1`, a Durable Object RPC) with its latency in milliseconds, and which outside providers
 * are configured (model, email, messaging, payment webhook) as booleans only: never a value.
 * `status` is `ok` when every probe passed, `degraded` otherwise; the HTTP status is 200 either
 * way (the body reports), and the answer is never cached.
 */
import type { Context } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../../http/context.js';
import { ENGINE_BUILD } from '../../platform/engine-build.js';
import { respond } from '../../http/family-app.js';
import { pStatusResponse } from './responses.js';
import { parseQuery } from '../../http/input.js';

export const statusQuerySchema = z.strictObject({
  verbose: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .describe(
      '1 or true: also probe KV, D1 and the Durable Object (each with its latency) and list which providers are configured, never their values (default 0)',
    ),
});

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

interface Probe {
  ok: boolean;
  latencyMs: number;
  error?: string;
}

async function probe(run: () => Promise<unknown>): Promise<Probe> {
  const t0 = performance.now();
  try {
    await run();
    return { ok: true, latencyMs: Math.round((performance.now() - t0) * 1000) / 1000 };
  } catch (err) {
    return {
      ok: false,
      latencyMs: Math.round((performance.now() - t0) * 1000) / 1000,
      error: err instanceof Error ? err.name : 'error',
    };
  }
}

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
  const [kv, d1, durableObject] = await Promise.all([
    env.CACHE
      ? probe(() => c.env.CACHE.get('status:probe'))
      : Promise.resolve<Probe>({ ok: false, latencyMs: 0, error: 'not bound' }),
    env.DB
      ? probe(() => c.env.DB.prepare('SELECT 1 AS one').first())
      : Promise.resolve<Probe>({ ok: false, latencyMs: 0, error: 'not bound' }),
    env.RATE_LIMITER
      ? probe(() =>
          c.env.RATE_LIMITER.get(c.env.RATE_LIMITER.idFromName('status:probe')).peek(1, 1000),
        )
      : Promise.resolve<Probe>({ ok: false, latencyMs: 0, error: 'not bound' }),
  ]);
  const configured = Object.fromEntries(
    Object.entries(STATUS_CONFIG).map(([k, vars]) => [k, vars.every(present)]),
  );
  const status = kv.ok && d1.ok && durableObject.ok ? 'ok' : 'degraded';
  return respond(
    c,
    pStatusResponse,
    { status, ...base, checks: { kv, d1, durableObject }, configured },
    200,
    { 'Cache-Control': 'no-store' },
  );
}
