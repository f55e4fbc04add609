/**
 * Issue 11 points 1-5 and the security headers: paths and methods (trailing slash, HEAD,
 * OPTIONS), the CORS policy table, ETag/304 and the press edge cache, the rate-limit headers
 * (spec headers plus IETF RateLimit-Policy/RateLimit), WWW-Authenticate on every 401, the
 * per-isolate fallback when no durable limiter is bound, and security headers on every answer.
 */
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { createExecutionContext } from 'cloudflare:test';
import { dispatch } from '../../src/routes/families.js';
import { CORS_POLICY, corsModeFor } from '../../src/http/cors-policy.js';
import { BASE, call, postJson } from '../helpers.js';
import { CHART_BODY, cookieHeaders, signUp } from '../routes/r/account-helpers.js';

const N_BIRTH = {
  year: 1990,
  month: 5,
  day: 17,
  hour: 12,
  minute: 15,
  latitude: 28.6139,
  longitude: 77.209,
  timezone: 5.5,
};
const R2_CHART = {
  date: '1990-05-17',
  time: '12:15',
  lat: 28.6139,
  lon: 77.209,
  tz: 'Asia/Kolkata',
};
const MUHURTA_Q = 'date=2026-11-22&lat=28.6139&lon=77.209&tz=5.5';
const { RATE_LIMITER: _limiter, ...envWithoutLimiter } = env as unknown as Record<string, unknown>;
const noLimiter = envWithoutLimiter as unknown as Env;

function ip(n: number): Record<string, string> {
  return { 'cf-connecting-ip': `10.11.${Math.floor(n / 250)}.${n % 250}` };
}

describe('paths and methods', () => {
  it('a trailing slash serves the route (POST /api/chart/, GET /api/press/, POST /n/api/dosha/)', async () => {
    const chart = await postJson('/api/chart/', CHART_BODY);
    expect(chart.status).toBe(200);
    expect((await call('/api/press/')).status).toBe(200);
    expect((await postJson('/n/api/dosha/', N_BIRTH)).status).toBe(200);
  });

  it.each([
    '/',
    '/openapi/R.json',
    '/openapi/N.json',
    '/api/press',
    '/api/yogas/catalogue',
    '/api/rss',
    '/r2/api/press',
    '/api/health',
  ])('HEAD %s answers like GET, without a body', async (path) => {
    const get = await call(path);
    const head = await call(path, { method: 'HEAD' });
    expect(get.status).toBe(200);
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
    expect(await head.text()).toBe('');
  });

  it('an unknown OpenAPI document is 404 and POST on a GET-only root path is 405 with Allow', async () => {
    expect((await call('/openapi/X.json')).status).toBe(404);
    const res = await call('/openapi/R.json', { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('OPTIONS answers CORS preflight on an open route: 204, ACAO *, the allowed methods and headers', async () => {
    const res = await call('/api/chart', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://app.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toBe('POST');
    expect(res.headers.get('access-control-allow-headers')).toContain('Content-Type');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('allow')).toBe('POST, OPTIONS');
  });

  it('OPTIONS on every family prefix and on the root documents', async () => {
    for (const path of ['/n/api/match', '/r2/api/chart', '/', '/openapi/T.json', '/api/muhurta']) {
      const res = await call(path, {
        method: 'OPTIONS',
        headers: { origin: 'https://app.example', 'access-control-request-method': 'GET' },
      });
      expect(res.status, path).toBe(204);
      expect(res.headers.get('access-control-allow-origin'), path).toBe('*');
    }
  });

  it('OPTIONS on an account route answers its methods with no CORS grant; on an unknown path 404', async () => {
    const res = await call('/api/auth/login', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('allow')).toBe('POST, OPTIONS');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const unknown = await call('/api/nothing-here', {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example', 'access-control-request-method': 'GET' },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('CORS policy table', () => {
  it('is one table: account, dashboard and key routes closed, everything else open', () => {
    expect(corsModeFor('R', '/api/auth/login')).toBe('none');
    expect(corsModeFor('R', '/api/dashboard/charts')).toBe('none');
    expect(corsModeFor('T', '/api/keys')).toBe('none');
    expect(corsModeFor('V', '/v1/keys/sandbox')).toBe('none');
    expect(corsModeFor('R', '/api/chart')).toBe('open');
    expect(corsModeFor('N', '/api/auth/login')).toBe('open');
    expect(CORS_POLICY.at(-1)!.cors).toBe('open');
  });

  it.each([
    ['R chart 400 (E1)', 400, () => postJson('/api/chart', { year: 'x' })],
    ['R muhurta 400 (E2)', 400, () => call('/api/muhurta?date=nope')],
    ['R unknown route 404', 404, () => call('/api/nope')],
    ['R press 200', 200, () => call('/api/press')],
    ['R feed 405', 405, () => call('/api/rss/daily', { method: 'POST' })],
    ['R2 chart 400 (E3)', 400, () => postJson('/r2/api/chart', {}, ip(1))],
    ['N dosha 400', 400, () => postJson('/n/api/dosha', {})],
    ['T 404', 404, () => call('/t/api/match')],
    ['P 404', 404, () => call('/p/api/nothing')],
    ['V 404', 404, () => call('/v1/nothing')],
    ['index', 200, () => call('/')],
    ['OpenAPI', 200, () => call('/openapi/R2.json')],
  ])('%s (status %i) carries Access-Control-Allow-Origin: *', async (_label, status, send) => {
    const res = await send();
    expect(res.status).toBe(status);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')).toContain('X-Request-Id');
  });

  it('account and dashboard answers carry no CORS header, errors included', async () => {
    const dash = await call('/api/dashboard', { headers: { origin: 'https://evil.example' } });
    expect(dash.status).toBe(401);
    expect(dash.headers.get('access-control-allow-origin')).toBeNull();
    const login = await postJson(
      '/api/auth/login',
      { email: 'nobody@example.com', password: 'wrong' },
      { origin: BASE },
    );
    expect(login.status).toBe(401);
    expect(login.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('ETag and 304', () => {
  it.each([
    '/api/press',
    '/api/yogas/catalogue',
    '/api/rss',
    '/api/rss/daily',
    '/api/utsavas?year=2026',
    '/r2/api/utsavas?year=2026',
    '/openapi/R.json',
    '/',
  ])(
    '%s answers an ETag and 304 on If-None-Match, keeping CORS and the request id',
    async (path) => {
      const first = await call(path);
      expect(first.status).toBe(200);
      const tag = first.headers.get('etag');
      expect(tag).toMatch(/^"[^"]+"$/);
      const again = await call(path, { headers: { 'if-none-match': tag! } });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(tag);
      expect(again.headers.get('access-control-allow-origin')).toBe('*');
      expect(again.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(await again.text()).toBe('');
      const other = await call(path, { headers: { 'if-none-match': '"something-else"' } });
      expect(other.status).toBe(200);
    },
  );

  it('press is stored in the edge cache (Cache API) and served from it', async () => {
    const first = await call('/api/press');
    const tag = first.headers.get('etag')!;
    const stored = await caches.default.match(
      new Request(`${BASE}/api/press?etag=${encodeURIComponent(tag)}`),
    );
    expect(stored).toBeDefined();
    expect(await stored!.text()).toBe(await first.text());
    const second = await call('/api/press');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.headers.get('cache-control')).toBe('public, max-age=21600');
  });

  it('OpenAPI documents are built once per isolate (the same bytes, the same ETag)', async () => {
    const a = await call('/openapi/N.json');
    const b = await call('/openapi/N.json');
    expect(a.headers.get('etag')).toBe(b.headers.get('etag'));
  });
});

describe('rate-limit headers', () => {
  it('muhurta: X-RateLimit-* and the IETF RateLimit-Policy / RateLimit on every answer, 4xx included', async () => {
    const ok = await call(`/api/muhurta?${MUHURTA_Q}`, { headers: ip(20) });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('ratelimit-policy')).toBe('"muhurta";q=60;w=3600');
    expect(ok.headers.get('ratelimit')).toMatch(/^"muhurta";r=59;t=\d+$/);
    expect(ok.headers.get('x-ratelimit-remaining')).toBe('59');
    const bad = await call('/api/muhurta?date=x', { headers: ip(20) });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('ratelimit')).toMatch(/^"muhurta";r=58;t=\d+$/);
    expect(bad.headers.get('retry-after')).toBeNull();
  });

  it("a 405 carries the route's rate-limit headers and counts no hit (muhurta, R2 chart, operator dispatch, IndexNow)", async () => {
    await call(`/api/muhurta?${MUHURTA_Q}`, { headers: ip(23) });
    const wrong = await call('/api/muhurta', { method: 'DELETE', headers: ip(23) });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('ratelimit-policy')).toBe('"muhurta";q=60;w=3600');
    expect(wrong.headers.get('x-ratelimit-remaining')).toBe('59');
    expect(wrong.headers.get('ratelimit')).toMatch(/^"muhurta";r=59;t=\d+$/);
    // the 405 counted nothing: the next GET is the second hit
    expect(
      (await call(`/api/muhurta?${MUHURTA_Q}`, { headers: ip(23) })).headers.get(
        'x-ratelimit-remaining',
      ),
    ).toBe('58');
    for (const [path, policy] of [
      ['/r2/api/chart', '"r2-chart:anon";q=3;w=3600'],
      ['/api/operator/dispatch', '"operator";q=30;w=3600'],
      ['/api/indexnow', '"indexnow";q=10;w=3600'],
      ['/api/auth/login', '"login-ip";q=30;w=3600'],
    ] as const) {
      const res = await call(path, { method: 'PUT', headers: ip(24) });
      expect(res.status, path).toBe(405);
      expect(res.headers.get('ratelimit-policy'), path).toBe(policy);
      expect(res.headers.get('x-ratelimit-remaining'), path).not.toBeNull();
    }
  });

  it('R2 sahaja reports the binding bucket (the key gate), and lists both policies', async () => {
    const res = await postJson('/r2/api/sahaja', { message: 'hello' }, ip(21));
    expect(res.status).toBe(200);
    expect(res.headers.get('x-ratelimit-remaining')).toBe('2');
    expect(res.headers.get('ratelimit-policy')).toBe(
      '"r2-sahaja:anon";q=3;w=3600, "r2-sahaja-ip";q=10;w=3600',
    );
    expect(res.headers.get('ratelimit')).toMatch(
      /^"r2-sahaja:anon";r=2;t=\d+, "r2-sahaja-ip";r=9;t=\d+$/,
    );
  });

  it('R2 chart past the free quota: 401 with Retry-After, WWW-Authenticate and the limit headers', async () => {
    let res: Response | undefined;
    for (let i = 0; i < 4; i++) res = await postJson('/r2/api/chart', R2_CHART, ip(22));
    expect(res!.status).toBe(401);
    expect(Number(res!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(res!.headers.get('www-authenticate')).toBe(
      'ApiKey realm="jyotisha", header="x-service-key"',
    );
    expect(res!.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(res!.headers.get('ratelimit')).toMatch(/^"r2-chart:anon";r=0;t=\d+$/);
  });
});

describe('without the durable limiter binding', () => {
  const send = (path: string, init: RequestInit = {}) =>
    dispatch(new Request(`http://api.test${path}`, init), noLimiter, createExecutionContext());

  it('muhurta keeps computing on a per-isolate bucket of the same size, with its headers', async () => {
    const res = await send(`/api/muhurta?${MUHURTA_Q}`, { headers: ip(30) });
    expect(res.status).toBe(200);
    expect(res.headers.get('ratelimit-policy')).toBe('"muhurta";q=60;w=3600');
    expect(res.headers.get('x-ratelimit-remaining')).toBe('59');
  });

  it('R2 chart keeps computing on a per-isolate 3-per-hour bucket, then 401 asks for a key', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (
          await send('/r2/api/chart', {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...ip(31) },
            body: JSON.stringify(R2_CHART),
          })
        ).status,
      );
    expect(statuses).toEqual([200, 200, 200, 401]);
  });
});

describe('WWW-Authenticate on every 401', () => {
  it('session routes challenge with the Session scheme and the sign-in URL', async () => {
    const res = await call('/api/dashboard/charts');
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe(
      `Session realm="jyotisha", login="${BASE}/api/auth/login"`,
    );
    const login = await postJson(
      '/api/auth/login',
      { email: 'nobody@example.com', password: 'wrong' },
      { origin: BASE },
    );
    expect(login.headers.get('www-authenticate')).toContain('Session realm="jyotisha"');
  });

  it('an unknown R2 service key challenges with the ApiKey scheme', async () => {
    const res = await postJson('/r2/api/chart', R2_CHART, {
      'x-service-key': 'sk_live_nope_nope',
      ...ip(40),
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe(
      'ApiKey realm="jyotisha", header="x-service-key"',
    );
  });
});

describe('security headers', () => {
  it('every answer: nosniff, no-referrer, frame DENY; CORP cross-origin on open routes, same-origin on closed', async () => {
    for (const [path, corp] of [
      ['/api/press', 'cross-origin'],
      ['/api/nope', 'cross-origin'],
      ['/api/dashboard', 'same-origin'],
    ] as const) {
      const res = await call(path);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('cross-origin-resource-policy'), path).toBe(corp);
      expect(res.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('HSTS only over https', async () => {
    const res = await dispatch(
      new Request('https://api.test/api/press'),
      env,
      createExecutionContext(),
    );
    expect(res.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('HTML answers carry a Content-Security-Policy', async () => {
    const a = await signUp('csp');
    const res = await call('/api/dashboard', { headers: cookieHeaders(a.token) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const json = await call('/api/press');
    expect(json.headers.get('content-security-policy')).toBeNull();
  });
});
