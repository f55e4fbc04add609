/**
 * Issue 28: R2 takes its service key as `Authorization: Bearer <key>` as well as `x-service-key`;
 * Family T takes its key bare in `X-API-Key` as well as `Authorization: Bearer`. Keys stay
 * family-scoped: a key of another family is refused either way.
 */
import { describe, expect, it } from 'vitest';
import { call, postJson } from '../helpers.js';
import { cookieHeaders, signUp } from './r/account-helpers.js';
import { R2_FREE_PER_HOUR, presentedServiceKey } from '../../src/routes/r2/service-key.js';
import { BIRTH, freshIp, issueKey } from './t/t-helpers.js';

const R2_BODY = {
  date: '1990-05-17',
  time: '12:15',
  lat: 28.6139,
  lon: 77.209,
  tz: 'Asia/Kolkata',
};
let seq = 0;
const ip = () => `198.51.101.${++seq}`;
const r2Chart = (addr: string, headers: Record<string, string> = {}) =>
  postJson('/r2/api/chart', R2_BODY, { 'cf-connecting-ip': addr, ...headers });

async function serviceKey(): Promise<string> {
  const a = await signUp('r2bearer');
  const res = await call('/api/dashboard/keys', {
    method: 'POST',
    headers: cookieHeaders(a.token),
  });
  expect(res.status).toBe(201);
  return (await res.json<{ key: string }>()).key;
}

describe('R2: the service key as Authorization: Bearer', () => {
  it('reads x-service-key first, then a Bearer credential; other schemes present nothing', () => {
    expect(presentedServiceKey('a', 'Bearer b')).toEqual({
      presented: 'a',
      field: 'x-service-key',
    });
    expect(presentedServiceKey(undefined, 'Bearer b')).toEqual({
      presented: 'b',
      field: 'authorization',
    });
    expect(presentedServiceKey('  ', 'bearer  b ')).toEqual({
      presented: 'b',
      field: 'authorization',
    });
    expect(presentedServiceKey(undefined, 'Basic dXNlcjpwdw==')).toEqual({
      field: 'x-service-key',
    });
    expect(presentedServiceKey(undefined, 'Bearer')).toEqual({ field: 'x-service-key' });
    expect(presentedServiceKey(undefined, undefined)).toEqual({ field: 'x-service-key' });
  });

  it('a service key in Authorization passes past the free calls, like x-service-key', async () => {
    const key = await serviceKey();
    const addr = ip();
    for (let i = 0; i < R2_FREE_PER_HOUR; i++) await r2Chart(addr);
    expect((await r2Chart(addr)).status).toBe(401);
    const viaBearer = await r2Chart(addr, { authorization: `Bearer ${key}` });
    expect(viaBearer.status).toBe(200);
    const viaHeader = await r2Chart(addr, { 'x-service-key': key });
    expect(viaHeader.status).toBe(200);
    // one key, one bucket, whichever header carried it
    expect(Number(viaHeader.headers.get('x-ratelimit-remaining'))).toBe(
      Number(viaBearer.headers.get('x-ratelimit-remaining')) - 1,
    );
  });

  it('an unknown key or a key of another family in Authorization is 401 naming authorization', async () => {
    const tKey = (await issueKey()).key;
    for (const bad of [tKey, `sk_live_${'0'.repeat(16)}_${'0'.repeat(64)}`]) {
      const res = await r2Chart(ip(), { authorization: `Bearer ${bad}` });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({
        error: 'invalid-service-key',
        field: 'authorization',
      });
    }
  });
});

describe('T: the key in X-API-Key', () => {
  it('a T key in X-API-Key computes like Authorization: Bearer', async () => {
    const key = (await issueKey({ tier: 'pro' })).key;
    const viaHeader = await postJson('/t/api/chart', { birth: BIRTH }, { 'x-api-key': key });
    expect(viaHeader.status).toBe(200);
    const viaBearer = await postJson(
      '/t/api/chart',
      { birth: BIRTH },
      { authorization: `Bearer ${key}` },
    );
    const a = await viaHeader.json<{ grahas: unknown }>();
    const b = await viaBearer.json<{ grahas: unknown }>();
    expect(a.grahas).toEqual(b.grahas);
    // key management takes it too
    const list = await call('/t/api/keys', { headers: { 'x-api-key': key } });
    expect(list.status).toBe(200);
  });

  it('a key of another family in X-API-Key is 403; an unknown or malformed one 401 naming x-api-key', async () => {
    const vKey = (
      await (
        await postJson(
          '/v1/keys',
          { email: `x-api-key-${crypto.randomUUID().slice(0, 8)}@example.com` },
          { 'cf-connecting-ip': freshIp() },
        )
      ).json<{ key: string }>()
    ).key;
    const wrong = await postJson('/t/api/chart', { birth: BIRTH }, { 'x-api-key': vKey });
    expect(wrong.status).toBe(403);
    expect(await wrong.text()).toContain('KEY_WRONG_FAMILY');
    const unknown = await postJson(
      '/t/api/chart',
      { birth: BIRTH },
      { 'x-api-key': `sk_live_${'0'.repeat(16)}_${'0'.repeat(64)}` },
    );
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toMatchObject({
      error: { code: 'API_KEY_INVALID', field: 'x-api-key' },
    });
    const malformed = await postJson('/t/api/chart', { birth: BIRTH }, { 'x-api-key': 'Bearer x' });
    expect(malformed.status).toBe(401);
  });

  it('Authorization wins when both are sent; without either the 401 names both ways', async () => {
    const key = (await issueKey()).key;
    const both = await postJson(
      '/t/api/chart',
      { birth: BIRTH },
      { authorization: 'Bearer sk_live_nope', 'x-api-key': key },
    );
    expect(both.status).toBe(401);
    const none = await postJson('/t/api/chart', { birth: BIRTH });
    expect(none.status).toBe(401);
    expect(await none.text()).toContain('x-api-key');
  });

  it('V and N do not read X-API-Key', async () => {
    const vKey = (
      await (
        await postJson(
          '/v1/keys',
          { email: `x-api-key-v-${crypto.randomUUID().slice(0, 8)}@example.com` },
          { 'cf-connecting-ip': freshIp() },
        )
      ).json<{ key: string }>()
    ).key;
    const res = await postJson(
      '/v1/chart',
      { date: '1990-05-17', time: '12:15:00', lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' },
      { 'x-api-key': vKey },
    );
    expect(res.status).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('R2 states both service-key forms; T both key forms', async () => {
    const r2 = await (
      await call('/openapi/R2.json')
    ).json<{
      paths: Record<string, Record<string, { security?: unknown }>>;
      components: { securitySchemes: Record<string, unknown> };
    }>();
    expect(r2.paths['/api/chart']!.post!.security).toEqual([
      {},
      { serviceKey: [] },
      { serviceKeyBearer: [] },
    ]);
    expect(r2.components.securitySchemes.serviceKeyBearer).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    const t = await (
      await call('/openapi/T.json')
    ).json<{
      paths: Record<string, Record<string, { security?: unknown }>>;
      components: { securitySchemes: Record<string, unknown> };
    }>();
    expect(t.paths['/api/chart']!.post!.security).toEqual([
      { bearerAuth: [] },
      { apiKeyHeader: [] },
    ]);
    expect(t.components.securitySchemes.apiKeyHeader).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'X-API-Key',
    });
  });
});
