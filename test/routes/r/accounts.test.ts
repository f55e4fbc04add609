import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call, postJson } from '../../helpers.js';
import {
  CHART_BODY,
  ORIGIN,
  cookieHeaders,
  getWithSession,
  sidOf,
  signUp,
  uniqueEmail,
} from './account-helpers.js';
import { LOGIN_FAILURES_PER_HOUR } from '../../../src/routes/r/auth.js';
import { PBKDF2_ITERATIONS } from '../../../src/platform/crypto.js';
import { sha256Hex } from '../../../src/platform/crypto.js';

describe('POST /api/auth/signup', () => {
  it('creates the account, answers 201 and a __Host- session cookie with the required flags', async () => {
    const email = uniqueEmail('flags');
    const res = await postJson(
      '/api/auth/signup',
      { email: `  ${email.toUpperCase()} `, password: 'a long enough password' },
      { origin: ORIGIN },
    );
    expect(res.status).toBe(201);
    const body = await res.json<{
      user: { id: string; email: string };
      session: { expiresAt: string };
    }>();
    expect(body.user.email).toBe(email.toLowerCase());
    const cookie = res.headers.getSetCookie().find((h) => h.startsWith('__Host-sid='))!;
    expect(cookie).toMatch(/^__Host-sid=[0-9a-f]{64}; /);
    for (const flag of ['HttpOnly', 'Secure', 'SameSite=Lax', 'Path=/'])
      expect(cookie.split('; ')).toContain(flag);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
  it('stores a PBKDF2-SHA256 hash (>= 100,000 iterations, per-user salt) and only the SHA-256 of the session token', async () => {
    const a = await signUp('hash-a');
    const b = await signUp('hash-b');
    const rows = await env.DB.prepare(
      'SELECT password_hash, password_salt, password_iterations FROM users WHERE id IN (?, ?)',
    )
      .bind(a.userId, b.userId)
      .all<{ password_hash: string; password_salt: string; password_iterations: number }>();
    expect(rows.results).toHaveLength(2);
    for (const r of rows.results) {
      expect(r.password_iterations).toBe(PBKDF2_ITERATIONS);
      expect(r.password_iterations).toBeGreaterThanOrEqual(100_000);
      expect(r.password_hash).not.toContain('correct horse');
    }
    expect(rows.results[0]!.password_salt).not.toBe(rows.results[1]!.password_salt);
    expect(rows.results[0]!.password_hash).not.toBe(rows.results[1]!.password_hash);
    const s = await env.DB.prepare('SELECT token_hash FROM sessions WHERE user_id = ?')
      .bind(a.userId)
      .first<{ token_hash: string }>();
    expect(s!.token_hash).toBe(await sha256Hex(a.token));
    expect(s!.token_hash).not.toBe(a.token);
  });
  it('409 email-taken for a registered email (any case)', async () => {
    const a = await signUp('dup');
    const res = await postJson('/api/auth/signup', {
      email: a.email.toUpperCase(),
      password: 'another long password',
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: 'email-taken', field: 'email' });
  });
  it.each([
    [{ email: 'not-an-email', password: 'long enough password' }, 'email'],
    [{ email: 'a@example.com', password: 'short' }, 'password'],
    [{ email: 'a@example.com' }, 'password'],
    [{ password: 'long enough password' }, 'email'],
    [{ email: 'a@example.com', password: 'long enough password', admin: true }, 'admin'],
    [{ email: 42, password: 'long enough password' }, 'email'],
    [{ email: 'a@example.com', password: 'x'.repeat(257) }, 'password'],
  ])('400 naming the field for %j', async (body, field) => {
    const res = await postJson('/api/auth/signup', body);
    expect(res.status).toBe(400);
    const j = await res.json<{ error: string; field: string; message: string }>();
    expect(j.field).toBe(field);
    expect(j.message).toContain(field);
  });
  it('400/415 for bad JSON and a wrong content type', async () => {
    expect((await postJson('/api/auth/signup', '{"email":')).status).toBe(400);
    expect(
      (
        await call('/api/auth/signup', {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body: '{}',
        })
      ).status,
    ).toBe(415);
  });
  it('403 from a foreign Origin (login CSRF)', async () => {
    const res = await postJson(
      '/api/auth/signup',
      { email: uniqueEmail('csrf'), password: 'long enough password' },
      { origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: 'csrf-failed' });
  });
});

describe('POST /api/auth/login and logout', () => {
  it('signs in with the right password, rotating the session (new token, the presented one ended)', async () => {
    const a = await signUp('login');
    const res = await postJson(
      '/api/auth/login',
      { email: a.email, password: a.password },
      cookieHeaders(a.token),
    );
    expect(res.status).toBe(200);
    const fresh = sidOf(res)!;
    expect(fresh).toMatch(/^[0-9a-f]{64}$/);
    expect(fresh).not.toBe(a.token);
    expect((await getWithSession('/api/dashboard/charts', a.token)).status).toBe(401);
    expect((await getWithSession('/api/dashboard/charts', fresh)).status).toBe(200);
  });
  it('401 invalid-credentials for a wrong password or an unknown email', async () => {
    const a = await signUp('wrong');
    const r1 = await postJson('/api/auth/login', { email: a.email, password: 'not the password' });
    expect(r1.status).toBe(401);
    expect(await r1.json()).toMatchObject({ error: 'invalid-credentials' });
    const r2 = await postJson('/api/auth/login', {
      email: uniqueEmail('nobody'),
      password: 'whatever it is',
    });
    expect(r2.status).toBe(401);
  });
  it(`admits ${LOGIN_FAILURES_PER_HOUR} failed sign-ins per email per hour at once, then 429 for a short backoff (even with the right password)`, async () => {
    const a = await signUp('brute');
    for (let i = 0; i < LOGIN_FAILURES_PER_HOUR; i++) {
      expect(
        (await postJson('/api/auth/login', { email: a.email, password: `wrong ${i}` })).status,
      ).toBe(401);
    }
    const res = await postJson('/api/auth/login', { email: a.email, password: a.password });
    expect(res.status).toBe(429);
    const j = await res.json<{ error: string; details: { resetAt: string } }>();
    expect(j.error).toBe('rate-limit-exceeded');
    expect(Date.parse(j.details.resetAt)).toBeGreaterThan(Date.now());
    // issue 11: the login 429 carries Retry-After; issue 23.2: it is a short backoff (15 s doubling
    // to 60 s), not an hour, so nobody can lock an account out for an hour (docs/security.md)
    const retry = Number(res.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(15);
    expect(res.headers.get('ratelimit-policy')).toBe('"login-failures";q=10;w=3600');
  });
  it('logout ends the session and clears the cookie; a cross-site logout is refused', async () => {
    const a = await signUp('logout');
    const bad = await call('/api/auth/logout', {
      method: 'POST',
      headers: { cookie: `__Host-sid=${a.token}`, origin: 'https://evil.example' },
    });
    expect(bad.status).toBe(403);
    expect((await getWithSession('/api/dashboard/charts', a.token)).status).toBe(200);
    const res = await call('/api/auth/logout', { method: 'POST', headers: cookieHeaders(a.token) });
    expect(res.status).toBe(200);
    expect(
      res.headers
        .getSetCookie()
        .some((h) => h.startsWith('__Host-sid=;') && h.includes('Max-Age=0')),
    ).toBe(true);
    expect((await getWithSession('/api/dashboard/charts', a.token)).status).toBe(401);
  });
});

describe('sessions: expiry and periodic rotation', () => {
  it('an expired session is refused', async () => {
    const a = await signUp('expired');
    await env.DB.prepare('UPDATE sessions SET expires_at = ? WHERE token_hash = ?')
      .bind(Date.now() - 1, await sha256Hex(a.token))
      .run();
    expect((await getWithSession('/api/dashboard/charts', a.token)).status).toBe(401);
  });
  it('use renews a session (sliding expiry), never past 30 days after sign-in', async () => {
    const a = await signUp('slide');
    const h = await sha256Hex(a.token);
    await env.DB.prepare('UPDATE sessions SET expires_at = ? WHERE token_hash = ?')
      .bind(Date.now() + 86_400_000, h)
      .run();
    expect((await getWithSession('/api/dashboard/charts', a.token)).status).toBe(200);
    const row = await env.DB.prepare(
      'SELECT created_at, expires_at FROM sessions WHERE token_hash = ?',
    )
      .bind(h)
      .first<{ created_at: number; expires_at: number }>();
    expect(row!.expires_at).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    await env.DB.prepare('UPDATE sessions SET created_at = ?, expires_at = ? WHERE token_hash = ?')
      .bind(Date.now() - 29.5 * 86_400_000, Date.now() + 3_600_000, h)
      .run();
    expect((await getWithSession('/api/dashboard/charts', a.token)).status).toBe(200);
    const capped = await env.DB.prepare(
      'SELECT created_at, expires_at FROM sessions WHERE token_hash = ?',
    )
      .bind(h)
      .first<{ created_at: number; expires_at: number }>();
    expect(capped!.expires_at).toBeLessThanOrEqual(capped!.created_at + 30 * 86_400_000);
  });
  it('a session due for rotation gets a new token on its next use; the old one keeps a short grace', async () => {
    const a = await signUp('rotate');
    const oldHash = await sha256Hex(a.token);
    await env.DB.prepare('UPDATE sessions SET rotate_at = ? WHERE token_hash = ?')
      .bind(Date.now() - 1, oldHash)
      .run();
    const res = await getWithSession('/api/dashboard/charts', a.token);
    expect(res.status).toBe(200);
    const fresh = sidOf(res)!;
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(a.token);
    const old = await env.DB.prepare('SELECT expires_at FROM sessions WHERE token_hash = ?')
      .bind(oldHash)
      .first<{ expires_at: number }>();
    expect(old!.expires_at).toBeLessThanOrEqual(Date.now() + 60_000);
    expect((await getWithSession('/api/dashboard/charts', fresh)).status).toBe(200);
    // the old token still works in its grace period, without renewing itself or rotating again
    const again = await getWithSession('/api/dashboard/charts', a.token);
    expect(again.status).toBe(200);
    expect(sidOf(again)).toBeUndefined();
    const later = await env.DB.prepare('SELECT expires_at FROM sessions WHERE token_hash = ?')
      .bind(oldHash)
      .first<{ expires_at: number }>();
    expect(later!.expires_at).toBe(old!.expires_at);
    await env.DB.prepare('UPDATE sessions SET expires_at = ? WHERE token_hash = ?')
      .bind(Date.now() - 1, oldHash)
      .run();
    expect((await getWithSession('/api/dashboard/charts', a.token)).status).toBe(401);
    expect((await getWithSession('/api/dashboard/charts', fresh)).status).toBe(200);
  });
});

describe('POST /api/chart with a session saves; anonymous stays stateless', () => {
  it('anonymous: same body, no save header, no row written', async () => {
    const before = (await env.DB.prepare('SELECT COUNT(*) AS n FROM charts').first<{
      n: number;
    }>())!.n;
    const res = await postJson('/api/chart', CHART_BODY);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-saved-chart-id')).toBeNull();
    const after = (await env.DB.prepare('SELECT COUNT(*) AS n FROM charts').first<{ n: number }>())!
      .n;
    expect(after).toBe(before);
  });
  it('signed in: saved to the account, listed in the dashboard, the body identical to the anonymous one', async () => {
    const a = await signUp('save');
    const anon = await (await postJson('/api/chart', CHART_BODY)).text();
    const res = await postJson(
      '/api/chart',
      { ...CHART_BODY, name: 'Asha' },
      cookieHeaders(a.token),
    );
    expect(res.status).toBe(200);
    const id = res.headers.get('x-saved-chart-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const named = JSON.parse(await res.text()) as { input: Record<string, unknown> };
    expect({ ...named, input: { ...named.input, name: undefined } }).toEqual({
      ...JSON.parse(anon),
      input: { ...(JSON.parse(anon) as { input: object }).input, name: undefined },
    });
    const list = await (
      await getWithSession('/api/dashboard/charts', a.token)
    ).json<{
      total: number;
      charts: Array<{
        id: string;
        name: string;
        input: Record<string, unknown>;
        settings: Record<string, unknown>;
      }>;
    }>();
    expect(list.total).toBe(1);
    expect(list.charts[0]).toMatchObject({
      id,
      name: 'Asha',
      input: { ...CHART_BODY, name: 'Asha' },
      settings: { ayanamsa: 'lahiri', nodeMode: 'mean', houseSystem: 'whole_sign' },
    });
    const one = await getWithSession(`/api/dashboard/charts/${id}`, a.token);
    expect(one.status).toBe(200);
    const j = await one.json<{ id: string; chart: { grahas: unknown[] } }>();
    expect(j.id).toBe(id);
    expect(j.chart.grahas).toHaveLength(9);
  });
  it('with the cookie but no same-origin proof: 403 in E1, nothing saved', async () => {
    const a = await signUp('csrfchart');
    const res = await postJson('/api/chart', CHART_BODY, { cookie: `__Host-sid=${a.token}` });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({
      ok: false,
      error: { code: 'CSRF_FAILED', field: 'origin' },
    });
    const cross = await postJson('/api/chart', CHART_BODY, {
      cookie: `__Host-sid=${a.token}`,
      origin: 'https://evil.example',
    });
    expect(cross.status).toBe(403);
    const sameSite = await postJson('/api/chart', CHART_BODY, {
      cookie: `__Host-sid=${a.token}`,
      'sec-fetch-site': 'same-origin',
    });
    expect(sameSite.status).toBe(200);
    const list = await (
      await getWithSession('/api/dashboard/charts', a.token)
    ).json<{ total: number }>();
    expect(list.total).toBe(1);
  });
  it('an unknown session token computes without saving', async () => {
    const res = await postJson('/api/chart', CHART_BODY, cookieHeaders('0'.repeat(64)));
    expect(res.status).toBe(200);
    expect(res.headers.get('x-chart-saved')).toBe('false');
  });
  it('bad chart input with a session is still the E1 400, nothing saved', async () => {
    const a = await signUp('badchart');
    const res = await postJson('/api/chart', { ...CHART_BODY, month: 13 }, cookieHeaders(a.token));
    expect(res.status).toBe(400);
    expect(
      (await (await getWithSession('/api/dashboard/charts', a.token)).json<{ total: number }>())
        .total,
    ).toBe(0);
  });
});

describe('dashboard: isolation between accounts', () => {
  it("lists only the account's own charts; another account's chart id is 404", async () => {
    const a = await signUp('iso-a');
    const b = await signUp('iso-b');
    const ra = await postJson(
      '/api/chart',
      { ...CHART_BODY, name: 'A chart' },
      cookieHeaders(a.token),
    );
    const idA = ra.headers.get('x-saved-chart-id')!;
    await postJson(
      '/api/chart',
      { ...CHART_BODY, day: 18, name: 'B chart' },
      cookieHeaders(b.token),
    );
    const listB = await (
      await getWithSession('/api/dashboard/charts', b.token)
    ).json<{ total: number; charts: Array<{ id: string; name: string }> }>();
    expect(listB.total).toBe(1);
    expect(listB.charts.map((c) => c.name)).toEqual(['B chart']);
    const cross = await getWithSession(`/api/dashboard/charts/${idA}`, b.token);
    expect(cross.status).toBe(404);
    expect(await cross.json()).toMatchObject({ error: 'chart-not-found', field: 'id' });
    expect((await getWithSession(`/api/dashboard/charts/${idA}`, a.token)).status).toBe(200);
    const htmlB = await (await getWithSession('/api/dashboard', b.token)).text();
    expect(htmlB).toContain('B chart');
    expect(htmlB).not.toContain('A chart');
    expect(htmlB).not.toContain(idA);
  });
  it('404 for a malformed or unknown id; 401 without a session; 400 for an unknown query key', async () => {
    const a = await signUp('ids');
    expect((await getWithSession('/api/dashboard/charts/not-a-uuid', a.token)).status).toBe(404);
    expect(
      (await getWithSession(`/api/dashboard/charts/${crypto.randomUUID()}`, a.token)).status,
    ).toBe(404);
    const anon = await call('/api/dashboard/charts');
    expect(anon.status).toBe(401);
    expect(await anon.json()).toMatchObject({ error: 'not-signed-in' });
    expect((await call('/api/dashboard')).status).toBe(401);
    expect((await call(`/api/dashboard/charts/${crypto.randomUUID()}`)).status).toBe(401);
    expect((await getWithSession('/api/dashboard/charts?sort=x', a.token)).status).toBe(400);
    expect((await getWithSession('/api/dashboard/charts?limit=0', a.token)).status).toBe(400);
  });
  it('the HTML dashboard escapes stored values', async () => {
    const a = await signUp('xss');
    await postJson(
      '/api/chart',
      { ...CHART_BODY, name: '<script>alert("x")</script>&' },
      cookieHeaders(a.token),
    );
    const res = await getWithSession('/api/dashboard', a.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;');
  });
});
