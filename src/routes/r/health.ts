/**
 * @module Family R `GET /api/health`: always 200, no-store, presence booleans of every binding
 * and secret (never their values), no rate limit.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../../http/context.js';
import { respond } from '../../http/family-app.js';
import { rHealthResponseSchema } from '../shared/reference/responses.js';

/** Bindings and secrets whose presence health reports. */
export const HEALTH_CHECKED = [
  'RATE_LIMITER',
  'CACHE',
  'DB',
  'MODEL_BASE_URL',
  'MODEL_API_KEY',
  'MODEL_NAME',
  'AI',
  'INDEXNOW_KEY',
] as const;

export async function getHealth(c: Context<AppEnv>): Promise<Response> {
  const env = c.env as unknown as Record<string, unknown>;
  const checks = Object.fromEntries(
    HEALTH_CHECKED.map((k) => [k, env[k] !== undefined && env[k] !== null && env[k] !== '']),
  );
  return respond(
    c,
    rHealthResponseSchema,
    { status: 'ok', time: new Date().toISOString(), checks },
    200,
    { 'Cache-Control': 'no-store' },
  );
}
