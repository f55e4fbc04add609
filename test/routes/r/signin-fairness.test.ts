/**
 * Issue 32 point 4: the per-email sign-in backoff is fair. Past the 10 failures an hour, each
 * client address waits out its own backoff (15 s, 30 s, then 60 s), so an attacker racing the
 * backoff from several addresses cannot keep the owner (at another address) out; the owner's
 * success clears only the owner's own failures, never giving the attacker fresh guesses; and the
 * account stays under ASVS 2.2.1's 100 failures an hour however many addresses guess.
 * The timelines run on the pure policy with explicit instants; the refill runs through the route.
 */
import { describe, expect, it } from 'vitest';
import { postJson } from '../../helpers.js';
import {
  LOGIN_EMAIL_POLICY,
  beginAttempt,
  EMPTY_ATTEMPTS,
  settleAttempt,
  type AttemptState,
} from '../../../src/durable/attempt-policy.js';
import { signUp } from './account-helpers.js';

const T0 = Date.UTC(2026, 0, 1);
const P = LOGIN_EMAIL_POLICY;

/** One attempt from `src` at `atS` seconds; settled at once with `outcome` when admitted. */
function attempt(s: AttemptState, atS: number, src: string, outcome: 'ok' | 'fail') {
  const { state, decision } = beginAttempt(s, P, T0 + atS * 1000, src);
  return {
    state: decision.allowed
      ? settleAttempt(state, P, decision.ticket!, outcome, T0 + atS * 1000)
      : state,
    decision,
  };
}

describe('the backoff cannot be raced', () => {
  it('an attacker on 3 addresses trying every second keeps the owner at a 4th address out at most 60 s', () => {
    let s = EMPTY_ATTEMPTS;
    for (let i = 0; i < P.limit; i++) s = attempt(s, i, 'attacker-a', 'fail').state;
    // from then on the attacker tries from a, b and c every second, always before the owner
    let ownerInAtS: number | undefined;
    let ownerNextS = 30;
    for (let t = P.limit; t < 900 && ownerInAtS === undefined; t++) {
      for (const src of ['attacker-a', 'attacker-b', 'attacker-c'])
        s = attempt(s, t, src, 'fail').state;
      if (t >= ownerNextS) {
        const r = attempt(s, t, 'owner', 'ok');
        s = r.state;
        if (r.decision.allowed) ownerInAtS = t;
        else ownerNextS = t + r.decision.retryAfterS;
      }
    }
    expect(ownerInAtS).toBeDefined();
    expect(ownerInAtS! - 30).toBeLessThanOrEqual(P.backoffMaxMs / 1000);
  });

  it("the owner's success leaves the attacker's failures counted: no fresh guesses", () => {
    let s = EMPTY_ATTEMPTS;
    for (let i = 0; i < 5; i++) s = attempt(s, i, 'attacker', 'fail').state;
    s = attempt(s, 6, 'owner', 'ok').state;
    const admitted: number[] = [];
    for (let i = 0; i < 10; i++) {
      const r = attempt(s, 7 + i * 0.1, 'attacker', 'fail');
      s = r.state;
      if (r.decision.allowed) admitted.push(i);
    }
    expect(admitted).toHaveLength(P.limit - 5);
  });

  it("the owner's own failed tries are cleared by the owner's success", () => {
    let s = EMPTY_ATTEMPTS;
    for (let i = 0; i < 4; i++) s = attempt(s, i, 'owner', 'fail').state;
    s = attempt(s, 5, 'owner', 'ok').state;
    expect(s.failures).toHaveLength(0);
  });

  it('many addresses together stay under 100 failures an hour (ASVS 2.2.1), and a burst is still one at a time', () => {
    let s = EMPTY_ATTEMPTS;
    let admitted = 0;
    for (let t = 0; t < 3600; t++) {
      for (let a = 0; a < 40; a++) {
        const r = attempt(s, t, `bot-${a}`, 'fail');
        s = r.state;
        if (r.decision.allowed) admitted++;
      }
    }
    expect(admitted).toBeLessThanOrEqual(100);
    // 40 attempts in flight at once past the limit: one admitted
    let b = EMPTY_ATTEMPTS;
    for (let i = 0; i < P.limit; i++) b = attempt(b, i, 'x', 'fail').state;
    let inFlight = 0;
    for (let a = 0; a < 40; a++) {
      const r = beginAttempt(b, P, T0 + 100_000, `burst-${a}`);
      b = r.state;
      if (r.decision.allowed) inFlight++;
    }
    expect(inFlight).toBe(1);
  });
});

let ipN = 0;
const ip = () => {
  ipN += 1;
  return `10.79.${(ipN >> 8) & 255}.${ipN & 255}`;
};
const login = (email: string, password: string, from: string) =>
  postJson('/api/auth/login', { email, password }, { 'cf-connecting-ip': from });

describe('through the route', () => {
  it("an owner's sign-in between an attacker's guesses does not give the attacker 10 fresh ones", async () => {
    const a = await signUp('refill');
    const attacker = ip();
    for (let i = 0; i < 5; i++)
      expect((await login(a.email, `attacker guess ${i}`, attacker)).status).toBe(401);
    expect((await login(a.email, a.password, ip())).status).toBe(200);
    const after: number[] = [];
    for (let i = 0; i < 7; i++)
      after.push((await login(a.email, `attacker guess ${i + 5}`, attacker)).status);
    expect(after).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });
});
