/**
 * @module Variant R2's gate on POST chart and POST sahaja (docs/r2.md): R2_FREE_PER_HOUR
 * unauthenticated calls per hour per IP on the durable sliding window; past that the call needs
 * `x-service-key` (or the same key as `Authorization: Bearer <key>`) and answers 401 without
 * it. A valid key passes on its own durable bucket of R2_KEYED_PER_HOUR calls per hour per key
 * and route; an unknown or revoked key is 401 at once.
 * Every call counts, whatever its answer. Every 429 (and the quota 401) carries Retry-After in
 * seconds; X-RateLimit-Remaining and X-RateLimit-Reset are on every answer of a gated route.
 * Without the durable limiter binding the gate counts on a per-isolate bucket of the same size
 * and the route keeps computing (docs/limits.md).
 *
 * Usage (one line per route): `f.on('POST', '/api/sahaja', {}, r2ServiceKeyGate('r2-sahaja'), handler)`.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import {
  HOUR_MS,
  MemoryBucket,
  admit,
  clientIp,
  deny,
  hitWithFallback,
  ipLimitProbe,
  withLimitProbe,
  type LimitOptions,
} from '../../http/rate-limit.js';
import { verifyServiceKey } from '../../platform/service-keys.js';

export const R2_FREE_PER_HOUR = 3;
export const R2_KEYED_PER_HOUR = 1000;
export const SERVICE_KEY_HEADER = 'x-service-key';
const KEY_HINT =
  'Sign in and POST /api/dashboard/keys to issue (or rotate) a service key, then send it as x-service-key (or Authorization: Bearer <key>).';

/**
 * The service key a request presents, and where: `x-service-key`, else `Authorization: Bearer
 * <key>` (the same key; x-service-key wins when both are sent). Another scheme in Authorization,
 * or an empty value, presents nothing. Only R2 service keys verify here: a T, V or N key sent as
 * Bearer is an unknown service key (401), so keys stay family-scoped.
 */
export function presentedServiceKey(
  serviceKeyHeader: string | undefined,
  authorization: string | undefined,
): { presented?: string; field: string } {
  if (serviceKeyHeader !== undefined && serviceKeyHeader.trim() !== '')
    return { presented: serviceKeyHeader, field: SERVICE_KEY_HEADER };
  const m =
    authorization === undefined ? null : /^Bearer[ \t]+(\S+)\s*$/i.exec(authorization.trim());
  if (m) return { presented: m[1]!, field: 'authorization' };
  return { field: SERVICE_KEY_HEADER };
}

export function r2ServiceKeyGate(bucket: string): MiddlewareHandler<AppEnv> {
  const anonFallback = new MemoryBucket(R2_FREE_PER_HOUR, HOUR_MS);
  const keyedFallback = new MemoryBucket(R2_KEYED_PER_HOUR, HOUR_MS);
  // a 405 reports the unauthenticated (per-IP) hour: a keyed caller's bucket needs the key verified
  const anonProbe = ipLimitProbe(
    { bucket: `${bucket}:anon`, limit: R2_FREE_PER_HOUR, windowMs: HOUR_MS, retryAfter: true },
    anonFallback,
  );
  return withLimitProbe(
    async function serviceKeyGate(c, next) {
      const { presented, field } = presentedServiceKey(
        c.req.header(SERVICE_KEY_HEADER),
        c.req.header('authorization'),
      );
      let opts: LimitOptions;
      let key: string;
      let keyed = false;
      if (presented !== undefined) {
        const found = await verifyServiceKey(c.env.DB, presented);
        if (!found)
          throw new ApiError(
            401,
            'INVALID_SERVICE_KEY',
            `${field}: the key is unknown or was revoked`,
            { field, hint: KEY_HINT },
          );
        opts = {
          bucket: `${bucket}:key`,
          limit: R2_KEYED_PER_HOUR,
          windowMs: HOUR_MS,
          retryAfter: true,
        };
        // the key lineage's bucket: rotating a key does not refill its hour
        key = found.quotaId;
        keyed = true;
      } else {
        opts = {
          bucket: `${bucket}:anon`,
          limit: R2_FREE_PER_HOUR,
          windowMs: HOUR_MS,
          retryAfter: true,
        };
        key = clientIp(c);
      }
      const { d } = await hitWithFallback(c.env, opts, key, keyed ? keyedFallback : anonFallback);
      if (!d.allowed) {
        if (keyed)
          throw deny(c, d, opts, {
            hint: `This key's ceiling of ${R2_KEYED_PER_HOUR} calls per hour on this route is used up; retry after Retry-After seconds.`,
          });
        admit(c, d, opts);
        const resetIso = new Date(d.resetAtMs).toISOString();
        throw new ApiError(
          401,
          'SERVICE_KEY_REQUIRED',
          `${SERVICE_KEY_HEADER}: the ${R2_FREE_PER_HOUR} unauthenticated calls per hour of this route are used up; send a service key (or retry at ${resetIso})`,
          {
            field: SERVICE_KEY_HEADER,
            hint: KEY_HINT,
            details: { resetAt: resetIso },
            headers: { 'Retry-After': String(d.retryAfterS) },
          },
        );
      }
      admit(c, d, opts);
      await next();
    } as MiddlewareHandler<AppEnv>,
    anonProbe,
  );
}
