import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { call, postJson } from '../../helpers.js';
import { createOwner, issueKey as storeIssue } from '../../../src/platform/api-keys.js';
import { BIRTH, freshIp, issueKey, tGet, tPost } from './t-helpers.js';

const CHART = { birth: BIRTH };

describe('Family T keys: issue, list, rotate, revoke', () => {
  it('issues a Starter key at once, shown once, stored only as a SHA-256 hash with its public prefix', async () => {
    const res = await postJson(
      '/t/api/keys',
      { email: 'Dev.One@Example.com' },
      { 'cf-connecting-ip': freshIp() },
    );
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const b = await res.json<Record<string, unknown>>();
    expect(b.key).toMatch(/^sk_live_[0-9a-f]{16}_[0-9a-f]{64}$/);
    expect(b).toMatchObject({
      family: 'T',
      environment: 'production',
      tier: 'starter',
      status: 'active',
      live_keys_for_email: 1,
      max_live_keys_for_email: 3,
    });
    expect(b.prefix).toBe((b.key as string).slice(0, 'sk_live_'.length + 16));
    const row = await env.DB.prepare('SELECT key_hash, prefix FROM api_keys WHERE id = ?')
      .bind(b.id)
      .first<{ key_hash: string; prefix: string }>();
    expect(row!.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.key_hash).not.toContain((b.key as string).slice(-64));
    const owner = await env.DB.prepare(
      'SELECT o.email FROM key_owners o JOIN api_keys k ON k.owner_id = o.id WHERE k.id = ?',
    )
      .bind(b.id)
      .first<{ email: string }>();
    expect(owner!.email).toBe('dev.one@example.com');
    // the list never shows the key text
    const list = await tGet('/api/keys', b.key as string);
    expect(list.status).toBe(200);
    expect(JSON.stringify(await list.json())).not.toContain((b.key as string).slice(-64));
  });

  it('an email gets at most 3 live keys; the 4th answers 409 with the count, sandbox keys aside', async () => {
    const email = `limit-${crypto.randomUUID().slice(0, 6)}@example.com`;
    for (let i = 1; i <= 3; i++) {
      const r = await postJson('/t/api/keys', { email }, { 'cf-connecting-ip': freshIp() });
      expect(r.status).toBe(201);
      expect((await r.json<{ live_keys_for_email: number }>()).live_keys_for_email).toBe(i);
    }
    const fourth = await postJson('/t/api/keys', { email }, { 'cf-connecting-ip': freshIp() });
    expect(fourth.status).toBe(409);
    expect(await fourth.json()).toMatchObject({
      error: { code: 'KEY_LIMIT_REACHED', field: 'email', details: { count: 3, limit: 3 } },
    });
    const sandbox = await postJson(
      '/t/api/keys',
      { email, environment: 'sandbox' },
      { 'cf-connecting-ip': freshIp() },
    );
    expect(sandbox.status).toBe(201);
    expect((await sandbox.json<{ key: string }>()).key).toMatch(/^sk_test_/);
  });

  it('validates the body and limits issuance per IP', async () => {
    const ip = freshIp();
    const bad = await postJson(
      '/t/api/keys',
      { email: 'not-an-email' },
      { 'cf-connecting-ip': ip },
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: 'INVALID_FIELD', field: 'email' } });
    const extra = await postJson(
      '/t/api/keys',
      { email: 'a@example.com', tier: 'pro' },
      { 'cf-connecting-ip': ip },
    );
    expect(extra.status).toBe(400);
    expect(await extra.json()).toMatchObject({ error: { field: 'tier' } });
    let last: Response | undefined;
    for (let i = 0; i < 9; i++)
      last = await postJson('/t/api/keys', { email: 'x' }, { 'cf-connecting-ip': ip });
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(last!.headers.get('ratelimit-policy')).toContain('"keys-issue";q=10;w=3600');
  });

  it('rotation revokes the old key at once and the new one keeps the month', async () => {
    const k = await issueKey();
    expect((await tPost('/api/chart', CHART, k.key)).status).toBe(200);
    const rot = await tPost(`/api/keys/${k.id}/rotate`, {}, k.key);
    expect(rot.status).toBe(201);
    const nk = await rot.json<{ key: string; id: string }>();
    expect(nk.key).not.toBe(k.key);
    const old = await tPost('/api/chart', CHART, k.key);
    expect(old.status).toBe(401);
    expect(await old.json()).toMatchObject({
      error: { code: 'API_KEY_REVOKED', field: 'authorization' },
    });
    const usage = await (await tGet('/api/usage', nk.key)).json<{ month: { calls: number } }>();
    expect(usage.month.calls).toBe(1);
    const list = await (
      await tGet('/api/keys', nk.key)
    ).json<{ keys: Array<{ id: string; status: string; replacedBy: string | null }> }>();
    expect(list.keys.find((x) => x.id === k.id)).toMatchObject({
      status: 'revoked',
      replacedBy: nk.id,
    });
  });

  it('a key revokes itself; another owner gets 404 for it; the R session of the owner may revoke', async () => {
    const a = await issueKey();
    const b = await issueKey();
    const cross = await call(`/t/api/keys/${a.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${b.key}` },
    });
    expect(cross.status).toBe(404);
    expect(await cross.json()).toMatchObject({ error: { code: 'KEY_NOT_FOUND', field: 'id' } });
    const self = await call(`/t/api/keys/${a.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${a.key}` },
    });
    expect(self.status).toBe(200);
    expect(await self.json()).toMatchObject({
      revoked: true,
      key: { id: a.id, status: 'revoked' },
    });
    expect((await tPost('/api/chart', CHART, a.key)).status).toBe(401);

    // an R account: sign up, issue a T key with the session, revoke it with the session
    const email = `acct-${crypto.randomUUID().slice(0, 6)}@example.com`;
    const signup = await postJson(
      '/api/auth/signup',
      { email, password: 'a long passphrase' },
      { 'cf-connecting-ip': freshIp() },
    );
    const cookie = (signup.headers.get('set-cookie') ?? '').split(';')[0]!;
    const origin = { origin: 'http://api.test', cookie };
    const issued = await postJson(
      '/t/api/keys',
      { email },
      { ...origin, 'cf-connecting-ip': freshIp() },
    );
    expect(issued.status).toBe(201);
    const ik = await issued.json<{ id: string; key: string }>();
    const owner = await env.DB.prepare('SELECT owner_id FROM api_keys WHERE id = ?')
      .bind(ik.id)
      .first<{ owner_id: string }>();
    expect(owner!.owner_id).toMatch(/^u_/);
    const bySession = await call(`/t/api/keys/${ik.id}`, { method: 'DELETE', headers: origin });
    expect(bySession.status).toBe(200);
    const dashboard = await (
      await call('/api/dashboard/keys', { headers: { cookie } })
    ).json<{ keys: Array<{ id: string; family: string; status: string }> }>();
    expect(dashboard.keys).toContainEqual(
      expect.objectContaining({ id: ik.id, family: 'T', status: 'revoked' }),
    );
  });
});

describe('Family T authentication errors', () => {
  it.each([
    ['missing', undefined, 'API_KEY_MISSING'],
    ['not a bearer header', 'Basic abc', 'API_KEY_MALFORMED'],
    ['malformed key', 'Bearer sk_live_nothex', 'API_KEY_MALFORMED'],
    ['unknown key', `Bearer sk_live_${'0'.repeat(16)}_${'1'.repeat(64)}`, 'API_KEY_INVALID'],
  ])('%s: 401 with WWW-Authenticate: Bearer and the T error shape', async (_name, header, code) => {
    const res = await postJson('/t/api/chart', CHART, header ? { authorization: header } : {});
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer realm="jyotisha"/);
    const body = await res.json<Record<string, unknown>>();
    expect(body).toMatchObject({
      error: { code, field: 'authorization' },
      request_id: expect.any(String),
    });
    expect(res.headers.get('x-engine-version')).toBe('2026.12');
  });

  it('a key of another family is 403 naming the family needed', async () => {
    const ownerId = await createOwner(env.DB, 'v-user@example.com', Date.now());
    const v = await storeIssue(env.DB, {
      ownerId,
      family: 'V',
      environment: 'production',
      nowMs: Date.now(),
    });
    const res = await tPost('/api/chart', CHART, v.key);
    expect(res.status).toBe(403);
    expect(res.headers.get('www-authenticate')).toContain('insufficient_scope');
    expect(await res.json()).toMatchObject({
      error: {
        code: 'KEY_WRONG_FAMILY',
        field: 'authorization',
        details: { keyFamily: 'V', requiredFamily: 'T' },
      },
    });
  });

  it('a tier below the route is 403 naming the tier needed, and counts nothing', async () => {
    const k = await issueKey();
    const res = await tPost('/api/charts/bulk', { births: [BIRTH] }, k.key);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({
      error: { code: 'TIER_REQUIRED', details: { requiredTier: 'pro', keyTier: 'starter' } },
    });
    const usage = await (await tGet('/api/usage', k.key)).json<{ month: { calls: number } }>();
    expect(usage.month.calls).toBe(0);
  });

  it('the operator tier route needs its token', async () => {
    const k = await issueKey();
    const res = await postJson(
      `/t/api/admin/keys/${k.id}/tier`,
      { tier: 'pro' },
      { 'x-admin-token': 'wrong' },
    );
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toContain('x-admin-token');
    const ok = await postJson(
      `/t/api/admin/keys/${k.id}/tier`,
      { tier: 'enterprise', monthly_quota: 5000 },
      { 'x-admin-token': 'test-admin-token' },
    );
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ owner: { tier: 'enterprise', monthly_quota: 5000 } });
  });
});
