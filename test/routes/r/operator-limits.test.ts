/**
 * Issue 32 point 4: the operator dispatch's custom-place festival years (kala / utsavas.list with
 * lat, lon and tz) obey the same per-address limit (UTSAVAS_PLACE_LIMIT) and the same daily cap
 * on what anonymous calls write to KV (ANON_CACHE_WRITES) as GET /api/utsavas.
 */
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { runInDurableObject } from 'cloudflare:test';
import { postJson } from '../../helpers.js';
import { ANON_CACHE_WRITES, limitKeyOfAddress } from '../../../src/http/rate-limit.js';
import { UTSAVAS_PLACE_LIMIT } from '../../../src/routes/shared/reference/utsavas.js';
import { customUtsavaPlace, utsavaKey } from '../../../src/platform/feeds/utsava-store.js';
import type { RateLimiter } from '../../../src/durable/rate-limiter.js';

let n = 0;
const freshIp = () => {
  n += 1;
  return `10.56.${(n >> 8) & 255}.${n & 255}`;
};
const dispatch = (payload: unknown, ip: string) =>
  postJson(
    '/api/operator/dispatch',
    { mukha: 'kala', intent: 'utsavas.list', payload },
    { 'cf-connecting-ip': ip },
  );

describe('operator dispatch: custom-place festival years', () => {
  it('count on the utsavas per-address limit: the 31st new year of the hour is 429', async () => {
    const ip = freshIp();
    const stub = env.RATE_LIMITER.get(
      env.RATE_LIMITER.idFromName(`${UTSAVAS_PLACE_LIMIT.bucket}:${limitKeyOfAddress(ip)}`),
    );
    for (let i = 0; i < UTSAVAS_PLACE_LIMIT.limit - 1; i++)
      await stub.hit(UTSAVAS_PLACE_LIMIT.limit, UTSAVAS_PLACE_LIMIT.windowMs);
    expect((await dispatch({ year: 2033, lat: 12.97, lon: 77.59, tz: 5.5 }, ip)).status).toBe(200);
    const over = await dispatch({ year: 2034, lat: 12.97, lon: 77.59, tz: 5.5 }, ip);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);
    expect(over.headers.get('retry-after')).toBeNull();
    // New Delhi's years are one document a year: not limited
    expect((await dispatch({ year: 2034 }, ip)).status).toBe(200);
  });

  it('past the daily budget of anonymous cache writes, a custom place is computed but not stored', async () => {
    const budget = env.RATE_LIMITER.get(
      env.RATE_LIMITER.idFromName(`${ANON_CACHE_WRITES.bucket}:all`),
    );
    await runInDurableObject(budget, (_i: RateLimiter, state) => {
      state.storage.sql.exec(
        'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?) INSERT INTO hits (ts) SELECT ? FROM n',
        ANON_CACHE_WRITES.limit,
        Date.now(),
      );
    });
    try {
      const res = await dispatch({ year: 2035, lat: 26.91, lon: 75.79, tz: 5.5 }, freshIp());
      expect(res.status).toBe(200);
      expect((await res.json<any>()).result.year).toBe(2035);
      expect(
        await env.CACHE.get(utsavaKey(2035, customUtsavaPlace(26.91, 75.79, 5.5).slot)),
      ).toBeNull();
    } finally {
      await runInDurableObject(budget, (_i: RateLimiter, state) => {
        state.storage.sql.exec('DELETE FROM hits');
      });
    }
  });
});
