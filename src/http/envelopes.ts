/**
 * @module Success envelopes of the families that define one: Family V's {ok, request_id,
 * engine, compute_ms, source, ...} with X-Engine-Compute-Ms, and Family N's {success, data}.
 * Family R, R2, T and P answer their result objects directly (see docs/envelopes.md).
 */
import type { Context } from 'hono';
import type { AppEnv } from './context.js';
import { ENGINE_BUILD } from '../platform/engine-build.js';
import { elapsedMs, json } from './family-app.js';

/** Where a Family V value came from: the live engine, a local fallback or a deterministic stub. */
export type VSource = 'engine' | 'local' | 'stub';

/** Family V success: envelope keys first, then the route's keys. */
export function vOk(
  c: Context<AppEnv>,
  payload: Record<string, unknown>,
  source: VSource = 'engine',
  headers: Record<string, string> = {},
): Response {
  const computeMs = elapsedMs(c);
  return json(
    c,
    {
      ok: true,
      request_id: c.get('requestId'),
      engine: ENGINE_BUILD,
      compute_ms: computeMs,
      source,
      ...payload,
    },
    200,
    {
      'X-Engine-Compute-Ms': String(computeMs),
      ...headers,
    },
  );
}

/** Family N success: {success: true, data, ...extra}. */
export function nOk(
  c: Context<AppEnv>,
  data: unknown,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Response {
  return json(c, { success: true, data, ...extra }, 200, headers);
}
