import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import worker from '../../../src/worker.js';
import { describe, expect, it, vi } from 'vitest';
import { call, postJson } from '../../helpers.js';
import { CHART_BODY, cookieHeaders, signUp } from '../r/account-helpers.js';
import { R2_FREE_PER_HOUR, R2_KEYED_PER_HOUR } from '../../../src/routes/r2/service-key.js';
import { HOUR_MS } from '../../../src/http/rate-limit.js';

let ipSeq = 0;
/** A fresh client IP per test, so each test has its own buckets. */
function ip(): string {
  ipSeq += 1;
  return `198.51.100.${ipSeq}`;
}
const R2_BODY = {
  date: '1990-05-17',
  time: '12:15',
  lat: 28.6139,
  lon: 77.209,
  tz: 'Asia/Kolkata',
};

function r2Chart(body: unknown, ipAddr: string, headers: Record<string, string> = {}) {
  return postJson('/r2/api/chart', body, { 'cf-connecting-ip': ipAddr, ...headers });
}

async function issueKey(token: string): Promise<string> {
  const res = await call('/api/dashboard/keys', { method: 'POST', headers: cookieHeaders(token) });
  expect(res.status).toBe(201);
  const j = await res.json<{ key: string }>();
  expect(j.key).toMatch(/^sk_live_[0-9a-f]{16}_[0-9a-f]{64}$/);
  return j.key;
}

describe('POST /r2/api/chart: body and answer', () => {
  it('answers the same chart content as Family R for the same instant and place', async () => {
    const r2 = await r2Chart(R2_BODY, ip());
    expect(r2.status).toBe(200);
    const a = await r2.json<{
      ok: boolean;
      input: Record<string, unknown>;
      grahas: unknown;
      lagna: unknown;
      settings: unknown;
    }>();
    const r = await (
      await postJson('/api/chart', CHART_BODY)
    ).json<{
      input: Record<string, unknown>;
      grahas: unknown;
      lagna: unknown;
      settings: unknown;
    }>();
    expect(a.ok).toBe(true);
    expect(a.grahas).toEqual(r.grahas);
    expect(a.lagna).toEqual(r.lagna);
    expect(a.settings).toEqual(r.settings);
    expect(a.input).toMatchObject({
      ...R2_BODY,
      zone: 'Asia/Kolkata',
      offset: '+05:30',
      disambiguation: 'none',
      utc: r.input.utc,
      ayanamsa: 'lahiri',
    });
    expect(r2.headers.get('x-ratelimit-remaining')).toBe(String(R2_FREE_PER_HOUR - 1));
  });
  it.each([
    // 2021-03-14 02:00 EST -> 03:00 EDT: 02:30 does not exist, 03:30 EDT is used
    [
      'a DST gap',
      '2021-03-14',
      '02:30',
      '2021-03-14T02:30:00',
      '2021-03-14T03:30:00',
      '-04:00',
      '2021-03-14T07:30:00.000Z',
      'gap-shifted-forward',
    ],
    // 2021-11-07 02:00 EDT -> 01:00 EST: 01:30 happens twice, the earlier (EDT) is used
    [
      'a DST overlap',
      '2021-11-07',
      '01:30:00',
      '2021-11-07T01:30:00',
      '2021-11-07T01:30:00',
      '-04:00',
      '2021-11-07T05:30:00.000Z',
      'overlap-earlier',
    ],
    [
      'an ordinary summer time',
      '2021-07-04',
      '09:15',
      '2021-07-04T09:15:00',
      '2021-07-04T09:15:00',
      '-04:00',
      '2021-07-04T13:15:00.000Z',
      'none',
    ],
  ])(
    'New York, %s: the echo states the wall time used, the offset and the instant, and they agree',
    async (_l, date, time, requested, used, offset, utc, dis) => {
      const res = await r2Chart(
        { date, time, lat: 40.7128, lon: -74.006, tz: 'America/New_York', ayanamsa: 'kp' },
        ip(),
      );
      expect(res.status).toBe(200);
      const j = await res.json<{
        input: {
          utc: string;
          jdUt: number;
          offsetSeconds: number;
          wallTimeUsed: string;
          ayanamsa: string;
        };
      }>();
      expect(j.input).toMatchObject({
        zone: 'America/New_York',
        requestedWallTime: requested,
        wallTimeUsed: used,
        offset,
        utc,
        disambiguation: dis,
        ayanamsa: 'krishnamurti',
      });
      expect(Date.parse(j.input.wallTimeUsed + 'Z') - j.input.offsetSeconds * 1000).toBe(
        Date.parse(j.input.utc),
      );
      // the chart is computed for that instant (within a millisecond)
      expect(
        Math.abs(j.input.jdUt - (2440587.5 + Date.parse(utc) / 86_400_000)) * 86_400_000,
      ).toBeLessThan(1);
    },
  );
  it('inside the polar circle the KP (Placidus) cusps are null and named; the rest answers 200', async () => {
    const res = await r2Chart(
      { ...R2_BODY, lat: 78.2232, lon: 15.6267, tz: 'Arctic/Longyearbyen' },
      ip(),
    );
    expect(res.status).toBe(200);
    const j = await res.json<{
      grahas: unknown[];
      bhavas: unknown[];
      kp: { cusps: unknown };
      sovereigntySignature: { degradedValues: Array<{ value: string; reason: string }> };
    }>();
    expect(j.kp.cusps).toBeNull();
    expect(j.sovereigntySignature.degradedValues).toEqual([
      {
        value: 'kp.cusps',
        reason: expect.stringMatching(/placidus houses are undefined .* polar circle/),
      },
    ]);
    expect(j.grahas).toHaveLength(9);
    expect(j.bhavas).toHaveLength(12);
  });
  it.each([
    [{ ...R2_BODY, date: '1990-02-30' }, 'date'],
    [{ ...R2_BODY, date: '3000-01-01' }, 'date'],
    [{ ...R2_BODY, date: '17/05/1990' }, 'date'],
    [{ ...R2_BODY, time: '25:00' }, 'time'],
    [{ ...R2_BODY, time: '12' }, 'time'],
    [{ ...R2_BODY, lat: 91 }, 'lat'],
    [{ ...R2_BODY, lon: '77' }, 'lon'],
    [{ ...R2_BODY, tz: '+05:30' }, 'tz'],
    [{ ...R2_BODY, tz: 'Mars/Olympus_Mons' }, 'tz'],
    [{ ...R2_BODY, tz: 5.5 }, 'tz'],
    [{ ...R2_BODY, ayanamsa: 'nonsense' }, 'ayanamsa'],
    [{ ...R2_BODY, tzHours: 5.5 }, 'tzHours'],
    [{ date: '1990-05-17', time: '12:15', lat: 28.6, lon: 77.2 }, 'tz'],
    [[1, 2], 'body'],
  ])('400 in E3 with a hint naming the field for %j', async (body, field) => {
    const res = await r2Chart(body, ip());
    expect(res.status).toBe(400);
    const j = await res.json<{ error: string; message: string; hint?: string; field?: string }>();
    expect(Object.keys(j)).not.toContain('ok');
    expect(typeof j.error).toBe('string');
    expect(j.error).toMatch(/^[a-z-]+$/);
    expect(j.message).toContain(field);
    if (field !== 'tzHours') expect(typeof j.hint).toBe('string');
  });
  it('415 and 400 for the transport errors, in E3', async () => {
    const res = await call('/r2/api/chart', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'cf-connecting-ip': ip() },
      body: 'x',
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ error: 'unsupported-media-type' });
    const bad = await r2Chart('{', ip());
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'malformed-json', hint: expect.any(String) });
  });
});

describe('POST /r2/api/chart: 3 free calls per hour per IP, then x-service-key', () => {
  it(`allows exactly ${R2_FREE_PER_HOUR} calls, then answers 401 service-key-required with Retry-After`, async () => {
    const addr = ip();
    for (let i = 0; i < R2_FREE_PER_HOUR; i++) {
      const res = await r2Chart(R2_BODY, addr);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-ratelimit-remaining')).toBe(String(R2_FREE_PER_HOUR - 1 - i));
    }
    const res = await r2Chart(R2_BODY, addr);
    expect(res.status).toBe(401);
    const j = await res.json<{ error: string; hint: string; message: string }>();
    expect(j.error).toBe('service-key-required');
    expect(j.hint).toContain('x-service-key');
    const retry = Number(res.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(3500);
    expect(retry).toBeLessThanOrEqual(3600);
    expect(res.headers.get('x-ratelimit-remaining')).toBe('0');
    // another IP is unaffected
    expect((await r2Chart(R2_BODY, ip())).status).toBe(200);
  });
  it('counts exactly under concurrent requests', async () => {
    const addr = ip();
    const all = await Promise.all(Array.from({ length: 12 }, () => r2Chart(R2_BODY, addr)));
    const codes = all.map((r) => r.status).sort();
    expect(codes.filter((s) => s === 200)).toHaveLength(R2_FREE_PER_HOUR);
    expect(codes.filter((s) => s === 401)).toHaveLength(12 - R2_FREE_PER_HOUR);
  });
  it('bad input counts as a call', async () => {
    const addr = ip();
    for (let i = 0; i < R2_FREE_PER_HOUR; i++)
      expect((await r2Chart({ ...R2_BODY, lat: 100 }, addr)).status).toBe(400);
    expect((await r2Chart(R2_BODY, addr)).status).toBe(401);
  });
  it('a valid key passes past the free quota; rotation revokes the old key at once', async () => {
    const a = await signUp('r2key');
    const addr = ip();
    for (let i = 0; i < R2_FREE_PER_HOUR; i++) await r2Chart(R2_BODY, addr);
    expect((await r2Chart(R2_BODY, addr)).status).toBe(401);
    const key1 = await issueKey(a.token);
    const ok1 = await r2Chart(R2_BODY, addr, { 'x-service-key': key1 });
    expect(ok1.status).toBe(200);
    expect(ok1.headers.get('x-ratelimit-remaining')).toBe(String(R2_KEYED_PER_HOUR - 1));
    const key2 = await issueKey(a.token);
    expect(key2).not.toBe(key1);
    const old = await r2Chart(R2_BODY, addr, { 'x-service-key': key1 });
    expect(old.status).toBe(401);
    expect(await old.json()).toMatchObject({
      error: 'invalid-service-key',
      hint: expect.any(String),
    });
    expect((await r2Chart(R2_BODY, addr, { 'x-service-key': key2 })).status).toBe(200);
    const list = await (
      await call('/api/dashboard/keys', { headers: { cookie: `__Host-sid=${a.token}` } })
    ).json<{ keys: Array<{ status: string; prefix: string }> }>();
    expect(list.keys.map((k) => k.status)).toEqual(['active', 'revoked']);
    expect(JSON.stringify(list)).not.toContain(key2.slice(-64));
    const stored = await env.DB.prepare(
      "SELECT key_hash FROM api_keys WHERE owner_id = ? AND family = 'R2'",
    )
      .bind(`u_${a.userId}`)
      .all<{ key_hash: string }>();
    expect(stored.results).toHaveLength(2);
    for (const r of stored.results) {
      expect(r.key_hash).toMatch(/^[0-9a-f]{64}$/);
      expect([key1, key2]).not.toContain(r.key_hash);
    }
  });
  it('an unknown or malformed key is 401 even within the free quota', async () => {
    const addr = ip();
    expect((await r2Chart(R2_BODY, addr, { 'x-service-key': 'nope' })).status).toBe(401);
    expect(
      (
        await r2Chart(R2_BODY, addr, {
          'x-service-key': `sk_live_${'0'.repeat(16)}_${'0'.repeat(64)}`,
        })
      ).status,
    ).toBe(401);
  });
  it('issuing keys needs a session and the same-origin proof', async () => {
    expect((await call('/api/dashboard/keys', { method: 'POST' })).status).toBe(401);
    const a = await signUp('r2csrf');
    const res = await call('/api/dashboard/keys', {
      method: 'POST',
      headers: { cookie: `__Host-sid=${a.token}`, origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(
      (
        await call('/api/dashboard/keys', {
          method: 'POST',
          headers: { cookie: `__Host-sid=${a.token}` },
        })
      ).status,
    ).toBe(403);
  });
  it(`a key past its ${R2_KEYED_PER_HOUR} calls per hour gets 429 with Retry-After`, async () => {
    const a = await signUp('r2keyed');
    const key = await issueKey(a.token);
    const id = /^sk_live_([0-9a-f]{16})_/.exec(key)![1]!;
    const stub = env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(`r2-chart:key:${id}`));
    for (let i = 0; i < R2_KEYED_PER_HOUR; i += 100)
      await Promise.all(Array.from({ length: 100 }, () => stub.hit(R2_KEYED_PER_HOUR, HOUR_MS)));
    const res = await r2Chart(R2_BODY, ip(), { 'x-service-key': key });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const j = await res.json<{ error: string; hint: string }>();
    expect(j.error).toBe('rate-limit-exceeded');
  });
});

describe('R2 faults', () => {
  it('a 500 carries an incidentId equal to the request id, never internals', async () => {
    // the fault is logged once with the incident id (silenced here: no stack in the test output)
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const ctx = createExecutionContext();
    const { DB: _db, ...noDb } = env as unknown as Record<string, unknown>;
    const req = new Request('http://api.test/r2/api/chart', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-service-key': `sk_live_${'1'.repeat(16)}_${'2'.repeat(64)}`,
      },
      body: JSON.stringify(R2_BODY),
    });
    const res = await worker.fetch(
      req as Parameters<typeof worker.fetch>[0],
      noDb as unknown as Env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(500);
    const j = await res.json<{ error: string; message: string; incidentId: string }>();
    expect(j.error).toBe('internal-error');
    expect(j.incidentId).toBe(res.headers.get('x-request-id'));
    expect(j.message).not.toMatch(/TypeError|at |prepare/);
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]![0])).toContain(j.incidentId);
    log.mockRestore();
  });
});
