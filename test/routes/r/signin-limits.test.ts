/**
 * Issue 23.2: the sign-in limits cannot be raced. Every attempt is counted atomically BEFORE the
 * password hash, on a Durable Object per email and one per client address, so a burst of
 * concurrent requests checks no more passwords than the limits allow; unknown emails count the
 * same; without the durable limiter sign-in still answers (per-isolate fallback); one address
 * cannot lock an account out for an hour; sign-up refuses common and breached passwords.
 */
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { createExecutionContext } from 'cloudflare:test';
import { dispatch } from '../../../src/routes/families.js';
import { postJson } from '../../helpers.js';
import {
  LOGIN_EMAIL_POLICY,
  LOGIN_IP_POLICY,
  backoffMs,
  beginAttempt,
  EMPTY_ATTEMPTS,
  settleAttempt,
  type AttemptState,
} from '../../../src/durable/attempt-policy.js';
import { isCommonPassword, passwordProblem } from '../../../src/platform/passwords.js';
import { ORIGIN, signUp, uniqueEmail } from './account-helpers.js';

let ipN = 0;
const ip = () => {
  ipN += 1;
  return `10.77.${(ipN >> 8) & 255}.${ipN & 255}`;
};
const login = (email: string, password: string, from = ip()) =>
  postJson('/api/auth/login', { email, password }, { 'cf-connecting-ip': from });
const count = (statuses: number[], s: number) => statuses.filter((x) => x === s).length;

describe('a burst checks no more passwords than the limit', () => {
  it('40 concurrent wrong passwords for one account (40 addresses): 10 checked (401), 30 refused (429)', async () => {
    const a = await signUp('burst');
    const statuses = (
      await Promise.all(Array.from({ length: 40 }, (_, i) => login(a.email, `wrong password ${i}`)))
    ).map((r) => r.status);
    expect(count(statuses, 401)).toBe(LOGIN_EMAIL_POLICY.limit);
    expect(count(statuses, 429)).toBe(40 - LOGIN_EMAIL_POLICY.limit);
  });

  it('an unknown email counts the same', async () => {
    const email = uniqueEmail('nobody');
    const statuses = (
      await Promise.all(Array.from({ length: 40 }, (_, i) => login(email, `guess number ${i}`)))
    ).map((r) => r.status);
    expect(count(statuses, 401)).toBe(LOGIN_EMAIL_POLICY.limit);
    expect(count(statuses, 429)).toBe(40 - LOGIN_EMAIL_POLICY.limit);
  });

  it('40 concurrent attempts from one address over 40 emails: 30 checked, 10 refused', async () => {
    const from = ip();
    const statuses = (
      await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          login(uniqueEmail(`spray${i}`), 'Spring2026 password', from),
        ),
      )
    ).map((r) => r.status);
    expect(count(statuses, 401)).toBe(LOGIN_IP_POLICY.limit);
    expect(count(statuses, 429)).toBe(40 - LOGIN_IP_POLICY.limit);
  });

  it('an IPv6 client is one client per /64: rotating addresses inside it does not reset the count', async () => {
    const prefix = `2001:db8:${(Date.now() & 0xffff).toString(16)}:77`;
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_IP_POLICY.limit + 2; i++)
      statuses.push(
        (
          await login(
            uniqueEmail(`v6-${i}`),
            'not the password',
            `${prefix}::${(i + 1).toString(16)}`,
          )
        ).status,
      );
    expect(count(statuses, 401)).toBe(LOGIN_IP_POLICY.limit);
    expect(statuses.slice(-2)).toEqual([429, 429]);
  });
});

describe('lock-out policy (docs/security.md, OWASP ASVS 2.2)', () => {
  it('failures from one address lock that address for the hour, and the account only for a short backoff', async () => {
    const a = await signUp('victim');
    const attacker = ip();
    for (let i = 0; i < LOGIN_EMAIL_POLICY.limit; i++)
      expect((await login(a.email, `attacker guess ${i}`, attacker)).status).toBe(401);
    const victim = await login(a.email, a.password);
    expect(victim.status).toBe(429);
    expect(Number(victim.headers.get('retry-after'))).toBeLessThanOrEqual(
      LOGIN_EMAIL_POLICY.backoffMaxMs / 1000,
    );
    // the attacker's own address is out for the hour once it spends its 30
    for (let i = 0; i < LOGIN_IP_POLICY.limit - LOGIN_EMAIL_POLICY.limit; i++)
      await login(uniqueEmail('filler'), 'not the password', attacker);
    const blocked = await login(uniqueEmail('other'), 'not the password', attacker);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(3000);
  });

  const T0 = Date.UTC(2026, 0, 1);
  /** Run attempts at the given seconds after T0; each fails unless listed in `succeed`. */
  function run(seconds: number[], succeed: number[] = [], s0: AttemptState = EMPTY_ATTEMPTS) {
    let s = s0;
    const log: Array<{ at: number; allowed: boolean; retryAfterS: number }> = [];
    for (const at of seconds) {
      const { state, decision } = beginAttempt(s, LOGIN_EMAIL_POLICY, T0 + at * 1000);
      s = state;
      log.push({ at, allowed: decision.allowed, retryAfterS: decision.retryAfterS });
      if (decision.allowed)
        s = settleAttempt(
          s,
          LOGIN_EMAIL_POLICY,
          decision.ticket!,
          succeed.includes(at) ? 'ok' : 'fail',
          T0 + at * 1000,
        );
    }
    return { s, log };
  }

  it('past 10 failures, one try per backoff: 15 s, 30 s, then every 60 s', () => {
    const { log } = run([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 23, 24, 25, 53, 54, 113, 114, 173, 174]);
    expect(log.slice(0, 10).every((l) => l.allowed)).toBe(true);
    // the 10th failure at 9 s opens 15 s; the 11th at 24 s, 30 s; then 60 s each
    expect(log.filter((l) => l.allowed).map((l) => l.at)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 24, 54, 114, 174,
    ]);
    expect(log.find((l) => l.at === 10)!.retryAfterS).toBe(14);
    expect(backoffMs(LOGIN_EMAIL_POLICY, 0)).toBe(15_000);
    expect(backoffMs(LOGIN_EMAIL_POLICY, 5)).toBe(60_000);
  });

  it('a success clears the streak; failures per hour stay under ASVS 2.2.1 (100) under constant hammering', () => {
    const hammered = run(Array.from({ length: 3600 }, (_, i) => i));
    const admitted = hammered.log.filter((l) => l.allowed).length;
    expect(admitted).toBeLessThanOrEqual(
      LOGIN_EMAIL_POLICY.limit + 3600 / (LOGIN_EMAIL_POLICY.backoffMaxMs / 1000) + 1,
    );
    expect(admitted).toBeLessThan(100);
    const cleared = run([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 25, 26], [25]);
    expect(cleared.log.at(-1)!.allowed).toBe(true);
  });

  it('a reservation left pending by a worker that died counts as a failure after 30 s', () => {
    let s = EMPTY_ATTEMPTS;
    for (let i = 0; i < 10; i++) s = beginAttempt(s, LOGIN_EMAIL_POLICY, T0).state;
    expect(beginAttempt(s, LOGIN_EMAIL_POLICY, T0 + 1000).decision.allowed).toBe(false);
    const later = beginAttempt(s, LOGIN_EMAIL_POLICY, T0 + 31_000);
    expect(later.state.failures).toHaveLength(10);
    expect(later.state.pending).toEqual([{ id: 11, ts: T0 + 31_000, src: '' }]);
  });
});

describe('without the durable limiter', () => {
  it('sign-in answers 200 and 401 on the per-isolate fallback instead of 500', async () => {
    const a = await signUp('nolimiter');
    const bare = { ...env, RATE_LIMITER: undefined } as unknown as Env;
    const send = (password: string) =>
      dispatch(
        new Request(`${ORIGIN}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip() },
          body: JSON.stringify({ email: a.email, password }),
        }),
        bare,
        createExecutionContext(),
      );
    expect((await send('not the password')).status).toBe(401);
    expect((await send(a.password)).status).toBe(200);
  });
});

describe('passwords (ASVS 2.1.7)', () => {
  it('sign-up refuses common and breached passwords and the email itself, naming the field', async () => {
    expect(isCommonPassword('Password123')).toBe(true);
    expect(isCommonPassword('qwertyuiop')).toBe(true);
    expect(isCommonPassword('correct horse battery staple')).toBe(false);
    for (const password of ['password123', 'QWERTYUIOP', '1234567890', 'iloveyou123']) {
      const res = await postJson(
        '/api/auth/signup',
        { email: uniqueEmail('weak'), password },
        { origin: ORIGIN, 'cf-connecting-ip': ip() },
      );
      expect(res.status, password).toBe(400);
      expect(await res.json(), password).toMatchObject({
        error: 'invalid-field',
        field: 'password',
      });
    }
    const email = uniqueEmail('selfpw');
    const own = await postJson(
      '/api/auth/signup',
      { email, password: `${email}!` },
      { origin: ORIGIN, 'cf-connecting-ip': ip() },
    );
    expect(own.status).toBe(400);
    expect(passwordProblem('asha.sharma2026!', 'Asha.Sharma@example.com')).toMatch(/email/);
    expect(passwordProblem('a long passphrase of mine', 'someone@example.com')).toBeNull();
    expect(passwordProblem('a long passphrase for examples', 'examples@example.com')).toBeNull();
  });
});
