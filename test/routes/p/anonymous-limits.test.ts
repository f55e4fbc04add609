/**
 * Issue 23.5: expensive anonymous routes have per-IP limits on what they compute, IPv6 clients
 * are counted by their /64 in every per-IP limit, cache keys are rounded (place to 0.01 degree,
 * the card's text by its digest) and what anonymous calls may write to KV is bounded.
 * A limit's earlier hits are put on the route's own Durable Object first (the same object the
 * route counts on), so the test needs only the last calls through the Worker.
 */
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { runInDurableObject } from 'cloudflare:test';
import { call } from '../../helpers.js';
import {
  ANON_CACHE_WRITES,
  limitKeyOfAddress,
  type LimitOptions,
} from '../../../src/http/rate-limit.js';
import { CALENDAR_LIMIT } from '../../../src/routes/p/calendar.js';
import { UTSAVAS_PLACE_LIMIT } from '../../../src/routes/shared/reference/utsavas.js';
import { INDEXNOW_LIMIT } from '../../../src/routes/shared/reference/indexnow.js';
import type { RateLimiter } from '../../../src/durable/rate-limiter.js';

const CARD_RENDER_LIMIT: LimitOptions = { bucket: 'p-card-render', limit: 60, windowMs: 3_600_000 };
let n = 0;
const freshV4 = () => {
  n += 1;
  return `10.55.${(n >> 8) & 255}.${n & 255}`;
};

/** Spend all but `leave` of a per-IP allowance on the route's own limiter object. */
async function spend(opts: LimitOptions, ip: string, leave = 1): Promise<void> {
  const stub = env.RATE_LIMITER.get(
    env.RATE_LIMITER.idFromName(`${opts.bucket}:${limitKeyOfAddress(ip)}`),
  );
  for (let i = 0; i < opts.limit - leave; i++) await stub.hit(opts.limit, opts.windowMs);
}

const get = (path: string, ip: string) => call(path, { headers: { 'cf-connecting-ip': ip } });

describe('per-IP limits on computed answers; cached answers are free', () => {
  it('the PNG/SVG card: 60 new cards an hour per address, then 429 with Retry-After', async () => {
    const ip = freshV4();
    await spend(CARD_RENDER_LIMIT, ip);
    const title = `limit card ${crypto.randomUUID().slice(0, 8)}`;
    const last = await get(`/p/api/og-image?title=${encodeURIComponent(title)}`, ip);
    expect(last.status).toBe(200);
    const over = await get(
      `/p/api/og-image?title=${encodeURIComponent(`${title} 2`)}&format=png`,
      ip,
    );
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await over.json<any>()).error.code).toBe('RATE_LIMIT_EXCEEDED');
    // a card already drawn is served from the cache, not counted
    const cached = await get(`/p/api/og-image?title=${encodeURIComponent(title)}`, ip);
    expect(cached.status).toBe(200);
    expect(cached.headers.get('x-cache')).toBe('HIT');
  });

  it('calendar.ics: 30 new feeds an hour per address; the place is rounded to 0.01 degree', async () => {
    const ip = freshV4();
    await spend(CALENDAR_LIMIT, ip);
    const a = await get('/p/api/calendar.ics?lat=12.3449&lng=76.6501', ip);
    expect(a.status).toBe(200);
    // the same 0.01-degree cell: the stored feed, byte for byte, not counted
    const b = await get('/p/api/calendar.ics?lat=12.3351&lng=76.6549', ip);
    expect(b.status).toBe(200);
    expect(await b.text()).toBe(await a.text());
    const over = await get('/p/api/calendar.ics?lat=12.40&lng=76.65', ip);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('utsavas at a custom place: 30 new years an hour per address, rounded to 0.01 degree', async () => {
    const ip = freshV4();
    await spend(UTSAVAS_PLACE_LIMIT, ip);
    const a = await get('/api/utsavas?year=2031&lat=22.5726&lon=88.3639&tz=5.5', ip);
    expect(a.status).toBe(200);
    expect((await a.json<any>()).place).toMatchObject({ lat: 22.57, lon: 88.36 });
    expect((await get('/api/utsavas?year=2031&lat=22.5699&lon=88.3601&tz=5.5', ip)).status).toBe(
      200,
    );
    const over = await get('/api/utsavas?year=2032&lat=22.5726&lon=88.3639&tz=5.5', ip);
    expect(over.status).toBe(429);
    // New Delhi (bounded: one document a year) is not limited
    expect((await get('/api/utsavas?year=2026', ip)).status).toBe(200);
  });

  it('anonymous IndexNow pings: 10 an hour per address', async () => {
    const ip = freshV4();
    const statuses: number[] = [];
    for (let i = 0; i < INDEXNOW_LIMIT.limit + 1; i++)
      statuses.push((await get('/api/indexnow', ip)).status);
    // not configured here: 503 until the limit, then 429
    expect(statuses.slice(0, INDEXNOW_LIMIT.limit).every((s) => s === 503)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('IPv6 clients are counted by their /64 in every per-IP limit', () => {
  it('the limit key: one /64 is one client; mapped IPv4 is its IPv4', () => {
    expect(limitKeyOfAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(limitKeyOfAddress('2001:0db8:0001:0002:bbbb:cccc:dddd:9')).toBe('2001:db8:1:2::/64');
    expect(limitKeyOfAddress('2001:db8:1:3::1')).not.toBe(limitKeyOfAddress('2001:db8:1:2::1'));
    expect(limitKeyOfAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(limitKeyOfAddress('203.0.113.9')).toBe('203.0.113.9');
  });

  it('rotating addresses inside a /64 does not reset a route limit (IndexNow)', async () => {
    const prefix = `2001:db8:${(Date.now() & 0xffff).toString(16)}:55`;
    const statuses: number[] = [];
    for (let i = 0; i <= INDEXNOW_LIMIT.limit; i++)
      statuses.push((await get('/api/indexnow', `${prefix}::${(i + 1).toString(16)}`)).status);
    expect(statuses.at(-1)).toBe(429);
  });

  it('no module reads the client address header but the one limit-key function', () => {
    const sources = import.meta.glob<string>(['/src/**/*.ts', '!/src/**/*.d.ts'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const readers = Object.entries(sources)
      .filter(([, text]) => /header\(\s*'(cf-connecting-ip|x-real-ip)'\s*\)/i.test(text))
      .map(([p]) => p);
    expect(readers).toEqual(['/src/http/rate-limit.ts']);
  });
});

describe('what anonymous calls may write is bounded', () => {
  it('past the daily budget of new cache entries, a card is drawn but not stored', async () => {
    const stub = env.RATE_LIMITER.get(
      env.RATE_LIMITER.idFromName(`${ANON_CACHE_WRITES.bucket}:all`),
    );
    // fill the day's budget inside the limiter object itself (20,000 hits in one statement)
    await runInDurableObject(stub, (_i: RateLimiter, state) => {
      state.storage.sql.exec(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?) INSERT INTO hits (ts) SELECT ? FROM n`,
        ANON_CACHE_WRITES.limit,
        Date.now(),
      );
    });
    const title = `budget card ${crypto.randomUUID().slice(0, 8)}`;
    const res = await get(`/p/api/og-image?title=${encodeURIComponent(title)}`, freshV4());
    expect(res.status).toBe(200);
    expect(res.headers.get('x-cache')).toBe('BYPASS');
    const again = await get(`/p/api/og-image?title=${encodeURIComponent(title)}`, freshV4());
    expect(again.headers.get('x-cache')).toBe('BYPASS');
    await runInDurableObject(stub, (_i: RateLimiter, state) => {
      state.storage.sql.exec('DELETE FROM hits');
    });
  });
});
