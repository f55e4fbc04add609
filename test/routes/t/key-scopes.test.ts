/**
 * Issue 23.4: key scopes and issuing limits under concurrency. A sandbox key manages only sandbox
 * keys; a key manages only keys of its own family; an R2 service key manages none; the owner's
 * session manages all. The limits (3 live keys per email and family, one active R2 key, one key
 * per rotation) hold under 10 concurrent requests sent to the Worker at once.
 */
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { call, postJson } from '../../helpers.js';
import { cookieHeaders, signUp } from '../r/account-helpers.js';
import { freshIp, tGet, tPost } from './t-helpers.js';

type Json = Record<string, any>;

async function issue(
  path: string,
  body: Json,
  headers: Record<string, string> = {},
): Promise<Response> {
  return postJson(path, body, { 'cf-connecting-ip': freshIp(), ...headers });
}
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const del = (id: string, key: string) =>
  call(`/t/api/keys/${id}`, { method: 'DELETE', headers: bearer(key) });
const rotate = (id: string, key: string) => tPost(`/api/keys/${id}/rotate`, {}, key);

describe('key scopes', () => {
  it('a sandbox key lists, issues, rotates and revokes only sandbox keys', async () => {
    const email = `scope-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const live = await (await issue('/t/api/keys', { email })).json<Json>();
    const sandbox = await (
      await issue('/t/api/keys', { email, environment: 'sandbox' }, bearer(live.key))
    ).json<Json>();
    expect(sandbox.key).toMatch(/^sk_test_/);

    const list = await (await tGet('/api/keys', sandbox.key)).json<Json>();
    expect(list.keys.map((k: Json) => k.id)).toEqual([sandbox.id]);
    const liveIssue = await issue('/t/api/keys', { email }, bearer(sandbox.key));
    expect(liveIssue.status).toBe(403);
    expect(await liveIssue.json()).toMatchObject({
      error: { code: 'KEY_SCOPE_INSUFFICIENT', field: 'authorization' },
    });
    expect((await rotate(live.id, sandbox.key)).status).toBe(403);
    expect((await del(live.id, sandbox.key)).status).toBe(403);
    // the live key still works, and the sandbox key may manage its own kind
    expect((await tGet('/api/keys', live.key)).status).toBe(200);
    expect(
      (await issue('/t/api/keys', { email, environment: 'sandbox' }, bearer(sandbox.key))).status,
    ).toBe(201);
    const rotated = await rotate(sandbox.id, sandbox.key);
    expect(rotated.status).toBe(201);
    expect((await rotated.json<Json>()).key).toMatch(/^sk_test_/);
  });

  it('a key manages only keys of its own family; the session manages all; an R2 service key none', async () => {
    const acct = await signUp('scopes');
    const session = cookieHeaders(acct.token);
    const t = await (await issue('/t/api/keys', { email: acct.email }, session)).json<Json>();
    const v = await (await issue('/v1/keys', { email: acct.email }, session)).json<Json>();
    expect([t.family, v.family]).toEqual(['T', 'V']);
    const r2res = await call('/api/dashboard/keys', { method: 'POST', headers: session });
    expect(r2res.status).toBe(201);
    const r2 = await r2res.json<Json>();
    const r2key = r2.key ?? r2.serviceKey?.key ?? r2.issued?.key;
    expect(r2key).toMatch(/^sk_live_/);

    // the V key sees and manages V keys only
    const vList = await (await tGet('/api/keys', v.key)).json<Json>();
    expect(vList.keys.map((k: Json) => k.family)).toEqual(['V']);
    expect((await rotate(t.id, v.key)).status).toBe(403);
    expect((await issue('/t/api/keys', { email: acct.email }, bearer(v.key))).status).toBe(403);
    // the T key does not issue V keys
    expect((await issue('/v1/keys', { email: acct.email }, bearer(t.key))).status).toBe(403);
    // the R2 service key lists and issues nothing
    for (const res of [
      await tGet('/api/keys', r2key),
      await issue('/t/api/keys', { email: acct.email }, bearer(r2key)),
      await del(t.id, r2key),
    ]) {
      expect(res.status).toBe(403);
      expect((await res.json<Json>()).error.code).toBe('KEY_SCOPE_INSUFFICIENT');
    }
    // the session lists every family
    const all = await (await call('/t/api/keys', { headers: session })).json<Json>();
    expect(new Set(all.keys.map((k: Json) => k.family))).toEqual(new Set(['T', 'V', 'R2']));
  });
});

describe('issuing limits under 10 concurrent requests', () => {
  it('one email gets exactly 3 live keys of a family from 10 concurrent requests', async () => {
    const email = `race-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => issue('/t/api/keys', { email })),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    const n = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM api_keys k JOIN key_owners o ON o.id = k.owner_id WHERE o.email = ? AND k.status = 'active' AND k.environment = 'production' AND k.family = 'T'",
    )
      .bind(email)
      .first<{ n: number }>();
    expect(n!.n).toBe(3);
  });

  it('10 concurrent rotations of one key issue one key', async () => {
    const email = `rot-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const k = await (await issue('/t/api/keys', { email })).json<Json>();
    // a second key of the owner authorises the rotations, so none fails for want of a live key
    const manager = await (await issue('/t/api/keys', { email }, bearer(k.key))).json<Json>();
    const answers = await Promise.all(Array.from({ length: 10 }, () => rotate(k.id, manager.key)));
    const ok = answers.filter((r) => r.status === 201);
    expect(ok).toHaveLength(1);
    expect(answers.filter((r) => r.status !== 201).map((r) => r.status)).toEqual(
      Array(9).fill(409),
    );
    const newId = (await ok[0]!.json<Json>()).id;
    const rows = await env.DB.prepare(
      "SELECT id FROM api_keys WHERE owner_id = (SELECT owner_id FROM api_keys WHERE id = ?) AND status = 'active' ORDER BY id",
    )
      .bind(k.id)
      .all<{ id: string }>();
    expect(rows.results.map((r) => r.id)).toEqual([newId, manager.id].sort());
  });

  it('an account holds one active R2 key after 10 concurrent issues', async () => {
    const acct = await signUp('r2race');
    // one network address of its own: issuing counts on the hourly key-issuing bucket (10 per address)
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('/api/dashboard/keys', {
          method: 'POST',
          headers: { ...cookieHeaders(acct.token), 'cf-connecting-ip': ip },
        }),
      ),
    );
    expect(answers.every((r) => r.status === 201)).toBe(true);
    const rows = await env.DB.prepare(
      "SELECT COUNT(*) AS n, COUNT(DISTINCT quota_id) AS lineages FROM api_keys WHERE owner_id = ? AND family = 'R2' AND status = 'active'",
    )
      .bind(`u_${acct.userId}`)
      .first<{ n: number }>();
    expect(rows!.n).toBe(1);
  });
});
