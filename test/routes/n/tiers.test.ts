import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { call, postJson } from '../../helpers.js';
import { periodOf } from '../../../src/durable/quota-policy.js';
import { policyFor, TIERS } from '../../../src/platform/tiers.js';
import { quotaCounterName } from '../../../src/platform/api-keys.js';
import { freshIp, issueKey, setTier } from '../t/t-helpers.js';

const DOSHA = {
  year: 1990,
  month: 5,
  day: 17,
  hour: 12,
  minute: 15,
  latitude: 28.6139,
  longitude: 77.209,
  timezone: 5.5,
  onDate: '2026-01-01',
};

async function nKey(): Promise<{ key: string; id: string }> {
  const res = await postJson(
    '/n/api/keys',
    { email: `n-${crypto.randomUUID().slice(0, 8)}@example.com` },
    { 'cf-connecting-ip': freshIp() },
  );
  expect(res.status).toBe(201);
  return res.json<{ key: string; id: string }>();
}

describe('Family N tiers', () => {
  it('anonymous use stays the free beta: no key, no quota headers', async () => {
    const res = await postJson('/n/api/dosha', DOSHA);
    expect(res.status).toBe(200);
    expect(res.headers.get('ratelimit-policy')).toBeNull();
    expect((await call('/n/api/panchang?city=delhi&date=2026-11-24')).status).toBe(200);
  });

  it('an N key counts on its daily quota (Starter 10,000) with the RateLimit headers', async () => {
    const k = await nKey();
    expect(k.key).toMatch(/^sk_live_/);
    const res = await postJson('/n/api/dosha', DOSHA, { authorization: `Bearer ${k.key}` });
    expect(res.status).toBe(200);
    expect(res.headers.get('ratelimit-policy')).toBe('"day";q=10000;w=86400, "rate";q=60;w=60');
    const day = periodOf('day', Date.now());
    // the owner's counter on Family N (every key of the owner draws on it)
    const owner = await env.DB.prepare('SELECT owner_id FROM api_keys WHERE id = ?')
      .bind(k.id)
      .first<{ owner_id: string }>();
    const stub = env.KEY_QUOTA.get(
      env.KEY_QUOTA.idFromName(
        quotaCounterName({ ownerId: owner!.owner_id, family: 'N', environment: 'production' }),
      ),
    );
    const usage = await stub.usage();
    expect(usage.days.find((d) => d.day === day.key)?.units).toBe(1);
    const r2 = await call('/n/api/rashifal?rashi=3&date=2026-11-24', {
      headers: { authorization: `Bearer ${k.key}` },
    });
    expect(r2.status).toBe(200);
    expect(r2.headers.get('ratelimit')).toMatch(/^"day";r=9998;t=\d+, "rate";r=\d+;t=\d+$/);
  });

  it('Pro gets 100,000 a day; Enterprise is unlimited', async () => {
    const k = await nKey();
    await setTier(k.id, 'pro');
    const res = await postJson('/n/api/dosha', DOSHA, { authorization: `Bearer ${k.key}` });
    expect(res.headers.get('ratelimit-policy')).toBe(
      `"day";q=100000;w=86400, "rate";q=${TIERS.pro.rate.capacity};w=200`,
    );
    expect(policyFor('N', 'production', 'enterprise', null).quota).toBeNull();
    await setTier(k.id, 'enterprise');
    const ent = await postJson('/n/api/dosha', DOSHA, { authorization: `Bearer ${k.key}` });
    expect(ent.headers.get('ratelimit-policy')).toBe('"rate";q=3000;w=180');
  });

  it('an invalid key is 401 in the N envelope, not silently anonymous; a T key is 403', async () => {
    for (const auth of [
      'Bearer nope',
      `Bearer sk_live_${'a'.repeat(16)}_${'b'.repeat(64)}`,
      'Token abc',
    ]) {
      const res = await postJson('/n/api/dosha', DOSHA, { authorization: auth });
      expect(res.status, auth).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
      const b = await res.json<{ success: boolean; error: { code: string; field: string } }>();
      expect(b).toMatchObject({ success: false, error: { field: 'authorization' } });
    }
    const t = await issueKey();
    const wrong = await postJson('/n/api/dosha', DOSHA, { authorization: `Bearer ${t.key}` });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({
      success: false,
      error: { code: 'KEY_WRONG_FAMILY' },
    });
  });

  it('the daily quota resets at 00:00 UTC', () => {
    const p = periodOf('day', Date.UTC(2026, 10, 24, 23, 59, 59));
    expect(new Date(p.endMs).toISOString()).toBe('2026-11-25T00:00:00.000Z');
  });
});
