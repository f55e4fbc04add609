import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { MemoryBucket } from '../../src/http/rate-limit.js';
import type { RateLimiter } from '../../src/durable/rate-limiter.js';

const stubFor = (name: string) => env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(name));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('RateLimiter Durable Object: exact sliding window', () => {
  it('allows exactly `limit` of 200 concurrent hits', async () => {
    const stub = stubFor('concurrency');
    const results = await Promise.all(Array.from({ length: 200 }, () => stub.hit(37, 3_600_000)));
    const allowed = results.filter((r) => r.allowed);
    expect(allowed).toHaveLength(37);
    expect(results.filter((r) => !r.allowed)).toHaveLength(163);
    // remaining counts down 36..0 across the allowed hits, each value once
    expect(allowed.map((r) => r.remaining).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 37 }, (_, i) => i),
    );
    for (const r of results.filter((x) => !x.allowed)) {
      expect(r.remaining).toBe(0);
      expect(r.retryAfterS).toBeGreaterThan(3590);
      expect(r.retryAfterS).toBeLessThanOrEqual(3600);
    }
  });

  it('keys are independent', async () => {
    const a = stubFor('key-a'),
      b = stubFor('key-b');
    expect((await a.hit(1, 60_000)).allowed).toBe(true);
    expect((await a.hit(1, 60_000)).allowed).toBe(false);
    expect((await b.hit(1, 60_000)).allowed).toBe(true);
  });

  it('reports limit, window, remaining and the reset instant', async () => {
    const stub = stubFor('report');
    const before = Date.now();
    const first = await stub.hit(3, 10_000);
    expect(first).toMatchObject({
      allowed: true,
      limit: 3,
      windowMs: 10_000,
      remaining: 2,
      retryAfterS: 0,
    });
    expect(first.resetAtMs).toBeGreaterThanOrEqual(before + 10_000);
    expect(first.resetAtMs).toBeLessThanOrEqual(Date.now() + 10_000);
    await stub.hit(3, 10_000);
    const third = await stub.hit(3, 10_000);
    expect(third.remaining).toBe(0);
    expect(third.resetAtMs).toBe(first.resetAtMs);
    const denied = await stub.hit(3, 10_000);
    expect(denied.allowed).toBe(false);
    expect(denied.resetAtMs).toBe(first.resetAtMs);
    const peek = await stub.peek(3, 10_000);
    expect(peek.remaining).toBe(0);
  });

  it('refills on the wall clock as hits leave the window', async () => {
    // the expectations follow the instants the hits were really made (a loaded machine stretches sleeps)
    const stub = stubFor('refill');
    const windowMs = 1_200;
    expect((await stub.hit(2, windowMs)).allowed).toBe(true);
    const firstBy = Date.now();
    await sleep(500);
    const secondFrom = Date.now();
    expect((await stub.hit(2, windowMs)).allowed).toBe(true);
    expect((await stub.hit(2, windowMs)).allowed).toBe(false);
    await sleep(Math.max(0, firstBy + windowMs + 50 - Date.now())); // the first hit has left the window
    const asked = Date.now();
    const after = await stub.hit(2, windowMs);
    const answered = Date.now();
    expect(after.allowed).toBe(true);
    // the second hit is still inside the window unless the machine stalled past it
    if (answered < secondFrom + windowMs) {
      expect(after.remaining).toBe(0);
      const again = await stub.hit(2, windowMs);
      if (Date.now() < secondFrom + windowMs) expect(again.allowed).toBe(false);
    } else expect(asked).toBeGreaterThan(firstBy + windowMs);
  });

  it('stores its log in SQLite and prunes it with an alarm', async () => {
    const stub = stubFor('alarm');
    await stub.hit(5, 1_000);
    await runInDurableObject(stub, (_instance: RateLimiter, state) => {
      expect(state.storage.sql.exec('SELECT COUNT(*) AS n FROM hits').one().n).toBe(1);
    });
    expect(await runDurableObjectAlarm(stub)).toBe(true);
  });
});

describe('MemoryBucket (single-instance fallback, no carryover)', () => {
  it('counts per key in a sliding window of explicit time', () => {
    const b = new MemoryBucket(2, 1000);
    expect(b.hit('ip', 0).allowed).toBe(true);
    expect(b.hit('ip', 10).allowed).toBe(true);
    const denied = b.hit('ip', 20);
    expect(denied).toMatchObject({ allowed: false, remaining: 0, resetAtMs: 1000, retryAfterS: 1 });
    expect(b.hit('other', 20).allowed).toBe(true);
    expect(b.hit('ip', 1001).allowed).toBe(true);
  });
});
