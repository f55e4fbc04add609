/**
 * Issue 24.2: the hourly key-issuing limit is one bucket per network address for every route that
 * issues keys (T, V, V sandbox, N and the R dashboard's R2 service key); its 429 names the limit,
 * the routes sharing it and the instant the next key can be issued (ISO, and Retry-After in
 * seconds); a deployment sets another limit with the KEY_ISSUE_LIMIT_PER_HOUR var (docs/keys.md).
 */
import { describe, expect, it } from 'vitest';
import { call, postJson } from '../../helpers.js';
import { KEY_ISSUE_LIMIT, keyIssueLimit } from '../../../src/routes/shared/keys.js';
import { ORIGIN, signUp } from '../r/account-helpers.js';
import { freshIp } from './t-helpers.js';

const email = () => `issue-${crypto.randomUUID().slice(0, 8)}@example.com`;

describe('key issuing: one hourly bucket per address, a 429 that says when', () => {
  it('every issuing route counts on one bucket; the 11th key is a 429 naming the limit, the routes and the reset', async () => {
    const ip = freshIp();
    const h = { 'cf-connecting-ip': ip };
    const routes = ['/t/api/keys', '/v1/keys', '/v1/keys/sandbox', '/n/api/keys'];
    let issued = 0;
    for (let i = 0; i < 8; i++) {
      const r = await postJson(routes[i % routes.length]!, { email: email() }, h);
      expect(r.status, await r.clone().text()).toBe(201);
      issued++;
    }
    // the R dashboard's R2 service key counts too (a fresh account, the same address)
    const account = await signUp('issue');
    for (let i = 0; i < 2; i++) {
      const r = await call('/api/dashboard/keys', {
        method: 'POST',
        headers: { cookie: `__Host-sid=${account.token}`, origin: ORIGIN, ...h },
      });
      expect(r.status).toBe(201);
      issued++;
    }
    expect(issued).toBe(KEY_ISSUE_LIMIT.limit);
    const before = Date.now();
    const denied = await postJson('/v1/keys', { email: email() }, h);
    expect(denied.status).toBe(429);
    const retryAfter = Number(denied.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3000); // the first key of this run was issued moments ago: about an hour
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const body = await denied.json<{
      ok: false;
      error: { code: string; message: string; field?: string };
    }>();
    expect(body.error.code).toBe('RATE_LIMIT_EXCEEDED');
    expect(body.error.message).toMatch(/^key issuing is limited/);
    expect(body.error.message).toContain('10 keys per hour from one network address');
    for (const r of [
      'POST /t/api/keys',
      '/v1/keys',
      '/v1/keys/sandbox',
      '/n/api/keys',
      'the dashboard',
    ])
      expect(body.error.message).toContain(r);
    const iso = /the next key can be issued at (\S+) \(in (\d+) minutes?\)/.exec(
      body.error.message,
    );
    expect(iso, body.error.message).not.toBeNull();
    const resetMs = Date.parse(iso![1]!);
    expect(Math.abs(resetMs - (before + retryAfter * 1000))).toBeLessThan(5_000);
    expect(denied.headers.get('ratelimit-policy')).toContain('"keys-issue";q=10;w=3600');
    // the dashboard's route is refused the same way, in its own envelope
    const dash = await call('/api/dashboard/keys', {
      method: 'POST',
      headers: { cookie: `__Host-sid=${account.token}`, origin: ORIGIN, ...h },
    });
    expect(dash.status).toBe(429);
    expect((await dash.json<{ message: string }>()).message).toContain('10 keys per hour');
    // another address is not affected
    expect(
      (await postJson('/t/api/keys', { email: email() }, { 'cf-connecting-ip': freshIp() })).status,
    ).toBe(201);
  });

  it('KEY_ISSUE_LIMIT_PER_HOUR sets the limit: a whole number from 1 to 100,000, anything else keeps 10', () => {
    const withVar = (v: unknown) =>
      keyIssueLimit({ KEY_ISSUE_LIMIT_PER_HOUR: v } as unknown as Env);
    expect(keyIssueLimit({} as Env)).toEqual(KEY_ISSUE_LIMIT);
    expect(withVar('1000')).toEqual({ ...KEY_ISSUE_LIMIT, limit: 1000 });
    expect(withVar(' 50 ').limit).toBe(50);
    expect(withVar(250).limit).toBe(250);
    for (const bad of ['', '0', '-5', '2.5', 'many', '1000001', 0, null])
      expect(withVar(bad).limit, String(bad)).toBe(10);
  });
});
