/**
 * Issue 32 point 6: Family R's 429s carry no Retry-After (the spec: "no Retry-After in Family R";
 * X-RateLimit-Remaining and X-RateLimit-Reset, and the ISO reset instant in the body). Before, the
 * custom-place utsavas and IndexNow sent it. Each limit's earlier hits are put on the route's own
 * limiter object, so only the last call goes through the Worker. The account routes (outside the
 * spec's Family R table; issue 11 asked for Retry-After on the sign-in 429) and Variant R2 keep it.
 */
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { call, postJson } from '../../helpers.js';
import { limitKeyOfAddress, type LimitOptions } from '../../../src/http/rate-limit.js';
import { UTSAVAS_PLACE_LIMIT } from '../../../src/routes/shared/reference/utsavas.js';
import { INDEXNOW_LIMIT } from '../../../src/routes/shared/reference/indexnow.js';
import { MUHURTA_LIMIT } from '../../../src/routes/shared/reference/muhurta.js';
import { RECTIFY_LIMIT } from '../../../src/routes/shared/reference/rectify.js';
import { SIGNUP_LIMIT } from '../../../src/routes/r/auth.js';
import { LOGIN_IP_POLICY } from '../../../src/durable/attempt-policy.js';
import { ORIGIN } from './account-helpers.js';

let n = 0;
const freshIp = () => {
  n += 1;
  return `10.57.${(n >> 8) & 255}.${n & 255}`;
};

async function spend(opts: LimitOptions, ip: string): Promise<void> {
  const stub = env.RATE_LIMITER.get(
    env.RATE_LIMITER.idFromName(`${opts.bucket}:${limitKeyOfAddress(ip)}`),
  );
  for (let i = 0; i < opts.limit; i++) await stub.hit(opts.limit, opts.windowMs);
}

function expectRStyle429(res: Response, what: string): void {
  expect(res.status, what).toBe(429);
  expect(res.headers.get('retry-after'), what).toBeNull();
  expect(Number(res.headers.get('x-ratelimit-reset')), what).toBeGreaterThan(Date.now() / 1000 - 5);
  expect(res.headers.get('x-ratelimit-remaining'), what).toBe('0');
}

describe("Family R's 429s: no Retry-After", () => {
  it('every limited route of the spec: utsavas at a custom place, IndexNow, muhurta, rectify', async () => {
    const cases: Array<[LimitOptions, (ip: string) => Promise<Response>]> = [
      [
        UTSAVAS_PLACE_LIMIT,
        (ip) =>
          call('/api/utsavas?year=2036&lat=13.08&lon=80.27&tz=5.5', {
            headers: { 'cf-connecting-ip': ip },
          }),
      ],
      [INDEXNOW_LIMIT, (ip) => call('/api/indexnow', { headers: { 'cf-connecting-ip': ip } })],
      [
        MUHURTA_LIMIT,
        (ip) =>
          call('/api/muhurta?date=2026-11-22&lat=28.6139&lon=77.209&tz=5.5', {
            headers: { 'cf-connecting-ip': ip },
          }),
      ],
      [
        RECTIFY_LIMIT,
        (ip) =>
          postJson(
            '/api/rectify',
            {
              birthDate: '1990-05-17',
              birthWindow: { startTime: '10:00', endTime: '14:00' },
              location: { lat: 28.6139, lon: 77.209, tz: 5.5 },
              events: [{ date: '2015-02-14', category: 'marriage' }],
            },
            { 'cf-connecting-ip': ip },
          ),
      ],
    ];
    for (const [opts, send] of cases) {
      const ip = freshIp();
      await spend(opts, ip);
      const res = await send(ip);
      expectRStyle429(res, opts.bucket);
      expect((await res.json<any>()).details.resetAt, opts.bucket).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
  });

  it('the account routes keep the Retry-After issue 11 asked for (sign-in, sign-up), and Variant R2 sends it', async () => {
    const ip3 = freshIp();
    await spend(SIGNUP_LIMIT, ip3);
    const signup = await postJson(
      '/api/auth/signup',
      { email: 'limited@example.com', password: 'tamarind monsoon lantern' },
      { origin: ORIGIN, 'cf-connecting-ip': ip3 },
    );
    expect(signup.status).toBe(429);
    expect(Number(signup.headers.get('retry-after'))).toBeGreaterThan(0);

    const ip4 = freshIp();
    const guard = env.RATE_LIMITER.get(
      env.RATE_LIMITER.idFromName(`login-ip:${limitKeyOfAddress(ip4)}`),
    );
    for (let i = 0; i < LOGIN_IP_POLICY.limit; i++) {
      const d = await guard.begin(LOGIN_IP_POLICY);
      await guard.settle(d.ticket!, 'fail', LOGIN_IP_POLICY);
    }
    const login = await postJson(
      '/api/auth/login',
      { email: 'someone@example.com', password: 'not the password' },
      { 'cf-connecting-ip': ip4 },
    );
    expect(login.status).toBe(429);
    expect(Number(login.headers.get('retry-after'))).toBeGreaterThan(0);

    const ip5 = freshIp();
    await spend(UTSAVAS_PLACE_LIMIT, ip5);
    const r2 = await call('/r2/api/utsavas?year=2036&lat=13.08&lon=80.27&tz=5.5', {
      headers: { 'cf-connecting-ip': ip5 },
    });
    expect(r2.status).toBe(429);
    expect(Number(r2.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
