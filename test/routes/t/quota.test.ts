import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { runInDurableObject } from 'cloudflare:test';
import { periodOf, refill } from '../../../src/durable/quota-policy.js';
import type { KeyQuota } from '../../../src/durable/key-quota.js';
import { SANDBOX, TIERS, policyFor } from '../../../src/platform/tiers.js';
import { BIRTH, expectedPolicies, issueKey, monthWindowsS, tGet, tPost } from './t-helpers.js';

const PLANETS = { datetime: '2026-11-24T12:00:00+05:30' };

describe('key limits: exact under concurrency', () => {
  it("the key's Durable Object counts exactly: 200 concurrent calls on a 60-call bucket admit 60", async () => {
    const stub = env.KEY_QUOTA.get(env.KEY_QUOTA.idFromName(`exact-${crypto.randomUUID()}`));
    // a refill too slow to matter while the calls run: the count is exact, not time-dependent
    const rate = { capacity: 60, refillPerMinute: 0.000001 };
    const d = await Promise.all(
      Array.from({ length: 200 }, () =>
        stub.consume({ units: 1, period: 'month', quota: 10_000, rate }),
      ),
    );
    expect(d.filter((x) => x.allowed)).toHaveLength(60);
    expect(d.filter((x) => !x.allowed).every((x) => x.deniedBy === 'rate')).toBe(true);
    expect((await stub.usage()).month).toMatchObject({ units: 60, denied: 140 });
  });

  it('a Starter key: 200 concurrent calls admit the 60-call bucket plus what refilled meanwhile (1 per second); the rest are 429 with Retry-After', async () => {
    const k = await issueKey();
    const t0 = Date.now();
    const res = await Promise.all(
      Array.from({ length: 200 }, () => tPost('/api/planets', PLANETS, k.key)),
    );
    const refilled = Math.ceil((Date.now() - t0) / 1000);
    const ok = res.filter((r) => r.status === 200);
    const limited = res.filter((r) => r.status === 429);
    expect(ok.length).toBeGreaterThanOrEqual(60);
    expect(ok.length).toBeLessThanOrEqual(60 + refilled);
    expect(ok.length + limited.length).toBe(200);
    const body = await limited[0]!.json<{ error: { code: string } }>();
    expect(body.error.code).toBe('RATE_LIMITED');
    expect(Number(limited[0]!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    for (const r of res) {
      expect(expectedPolicies(10000, 60, t0)).toContain(r.headers.get('ratelimit-policy'));
      expect(r.headers.get('ratelimit')).toMatch(/^"month";r=\d+;t=\d+, "rate";r=\d+;t=\d+$/);
    }
    const usage = await (
      await tGet('/api/usage', k.key)
    ).json<{ month: { calls: number; denied: number; remaining: number } }>();
    expect(usage.month).toMatchObject({
      calls: ok.length,
      denied: limited.length,
      remaining: 10000 - ok.length,
    });
  });

  it('a custom monthly volume admits exactly that many of 200 concurrent calls; the 429 names the reset', async () => {
    const k = await issueKey({ tier: 'enterprise', monthlyQuota: 150 });
    const res = await Promise.all(
      Array.from({ length: 200 }, () => tPost('/api/planets', PLANETS, k.key)),
    );
    expect(res.filter((r) => r.status === 200)).toHaveLength(150);
    const denied = res.filter((r) => r.status === 429);
    expect(denied).toHaveLength(50);
    const body = await denied[0]!.json<{
      error: { code: string; details: { resetAt: string; quota: number } };
    }>();
    expect(body.error.code).toBe('QUOTA_EXCEEDED');
    const next = periodOf('month', Date.now());
    expect(body.error.details).toMatchObject({
      quota: 150,
      resetAt: new Date(next.endMs).toISOString(),
    });
    const retryAfter = Number(denied[0]!.headers.get('retry-after'));
    expect(Math.abs(retryAfter - (next.endMs - Date.now()) / 1000)).toBeLessThan(30);
  });

  it('the Pro bucket bursts to 1,000 and then throttles to its refill of 300 a minute (the auto-throttle)', async () => {
    const stub = env.KEY_QUOTA.get(env.KEY_QUOTA.idFromName(`pro-burst-${crypto.randomUUID()}`));
    const pro = policyFor('T', 'production', 'pro', null);
    expect(pro.rate).toEqual({ capacity: 1000, refillPerMinute: 300 });
    const t0 = Date.now();
    const decisions = await Promise.all(
      Array.from({ length: 1100 }, () =>
        stub.consume({ units: 1, period: pro.period, quota: pro.quota, rate: pro.rate }),
      ),
    );
    const refilled = Math.ceil(((Date.now() - t0) / 60_000) * 300);
    const allowed = decisions.filter((d) => d.allowed).length;
    expect(allowed).toBeGreaterThanOrEqual(1000);
    expect(allowed).toBeLessThanOrEqual(1000 + refilled);
    const refused = decisions.find((d) => !d.allowed)!;
    expect(refused.deniedBy).toBe('rate');
    // one token comes back every 60/300 = 0.2 s
    expect(refused.rate.retryAfterS).toBe(1);
  });

  it('sandbox keys count against the sandbox quota whatever the tier', async () => {
    const k = await issueKey({ environment: 'sandbox' });
    const t0 = Date.now();
    const res = await tPost('/api/planets', PLANETS, k.key);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ environment: 'sandbox' });
    expect(expectedPolicies(SANDBOX.monthlyCalls, SANDBOX.rate.capacity, t0)).toContain(
      res.headers.get('ratelimit-policy'),
    );
  });
});

describe('periods and the bucket', () => {
  it('the month runs from 00:00 UTC on the 1st; the day from 00:00 UTC', () => {
    const last = Date.UTC(2026, 10, 30, 23, 59, 59, 999);
    expect(periodOf('month', last)).toEqual({
      key: '2026-11',
      startMs: Date.UTC(2026, 10, 1),
      endMs: Date.UTC(2026, 11, 1),
    });
    expect(periodOf('month', last + 1).key).toBe('2026-12');
    expect(periodOf('month', Date.UTC(2026, 11, 31, 23, 59)).endMs).toBe(Date.UTC(2027, 0, 1));
    expect(periodOf('day', Date.UTC(2028, 1, 29, 12)).key).toBe('2028-02-29');
  });
  it("the month policy's window is that month's length: 31, 30, 28 and 29 days", () => {
    const at = (y: number, m0: number) => monthWindowsS(Date.UTC(y, m0, 10), Date.UTC(y, m0, 20));
    expect(at(2026, 11)).toEqual([String(31 * 86400)]);
    expect(at(2026, 10)).toEqual([String(30 * 86400)]);
    expect(at(2027, 1)).toEqual([String(28 * 86400)]);
    expect(at(2028, 1)).toEqual([String(29 * 86400)]);
    expect(monthWindowsS(Date.UTC(2026, 10, 30, 23, 59), Date.UTC(2026, 11, 1, 0, 1))).toEqual([
      String(30 * 86400),
      String(31 * 86400),
    ]);
  });
  it('the bucket refills continuously and never above its capacity', () => {
    const rate = TIERS.pro.rate;
    expect(refill(0, 0, 60_000, rate)).toBe(300);
    expect(refill(0, 0, 1_000, rate)).toBeCloseTo(5, 10);
    expect(refill(900, 0, 3_600_000, rate)).toBe(1000);
  });
  it('a new month starts from zero: last month stays in its own row', async () => {
    const name = `month-reset-${crypto.randomUUID()}`;
    const stub = env.KEY_QUOTA.get(env.KEY_QUOTA.idFromName(name));
    const policy = {
      units: 1,
      period: 'month' as const,
      quota: 5,
      rate: { capacity: 100, refillPerMinute: 100 },
    };
    // last month used the whole quota
    const prev = periodOf('month', periodOf('month', Date.now()).startMs - 1);
    await runInDurableObject(stub, (obj: KeyQuota, state) => {
      void obj;
      state.storage.sql.exec(
        'CREATE TABLE IF NOT EXISTS counts (period TEXT PRIMARY KEY, units INTEGER NOT NULL, denied INTEGER NOT NULL)',
      );
      state.storage.sql.exec(
        'INSERT INTO counts (period, units, denied) VALUES (?, 5, 0)',
        prev.key,
      );
    });
    const d = await stub.consume(policy);
    expect(d.allowed).toBe(true);
    expect(d.used).toBe(1);
    expect((await stub.usage(prev.key)).month.units).toBe(5);
  });
});

describe('usage', () => {
  it('shows the month so far, per day, and counts nothing itself', async () => {
    const k = await issueKey();
    await tPost('/api/chart', { birth: BIRTH }, k.key);
    await tPost('/api/chart', { birth: BIRTH, vargas: ['D99'] }, k.key);
    const u1 = await (
      await tGet('/api/usage', k.key)
    ).json<{ month: Record<string, unknown>; days: unknown[]; policy: unknown }>();
    const u2 = await (await tGet('/api/usage', k.key)).json<{ month: Record<string, unknown> }>();
    expect(u1.month).toMatchObject({ calls: 2, denied: 0, quota: 10000, remaining: 9998 });
    expect(u2.month.calls).toBe(2);
    expect(u1.days).toHaveLength(1);
    expect(u1.policy).toEqual({
      period: 'month',
      quota: 10000,
      rate: { capacity: 60, refill_per_minute: 60 },
    });
  });
});
