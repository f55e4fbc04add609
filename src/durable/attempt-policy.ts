/**
 * @module The arithmetic of guarded attempts (sign-in; docs/security.md "Sign-in"), pure so it is
 * tested with explicit instants. An attempt is counted BEFORE the work it guards (a password
 * hash): `beginAttempt` reserves it as pending, and `settleAttempt` turns the reservation into a
 * failure, forgets it (success, or work that never ran), or clears the streak (success, when the
 * policy says so). Pending attempts count like failures, so a burst of concurrent attempts can
 * never run more checks than the limit allows.
 *
 * - Up to `limit` attempts (failures in the last `windowMs` plus pending) are admitted at once.
 * - Past that, with `backoffBaseMs` = 0 the limit is hard: nothing until the oldest failure leaves
 *   the window. With a backoff, one attempt at a time is admitted, each at least
 *   min(backoffBaseMs * 2^k, backoffMaxMs) after the previous failure (k = failures past the
 *   limit), so nobody is locked out for longer than `backoffMaxMs` while the rate stays bounded
 *   (at most limit + windowMs / backoffMaxMs failures per window).
 * - A pending attempt older than `pendingTtlMs` (the worker died mid-check) counts as a failure.
 */

/** Outcome of one hit or peek. */
export interface LimitDecision {
  allowed: boolean;
  limit: number;
  windowMs: number;
  /** hits still allowed in the current window after this one */
  remaining: number;
  /** Unix ms when the count next drops (the oldest counted hit leaves the window); now when empty */
  resetAtMs: number;
  /** whole seconds until a denied caller may retry (0 when allowed) */
  retryAfterS: number;
}

export interface AttemptPolicy {
  limit: number;
  windowMs: number;
  /** 0: a hard limit; else the first wait past the limit, doubled per further attempt */
  backoffBaseMs: number;
  backoffMaxMs: number;
  pendingTtlMs: number;
  /** a success clears the failures (per account); else a success is merely not counted (per IP) */
  clearOnSuccess: boolean;
}

export interface AttemptState {
  failures: number[];
  pending: Array<{ id: number; ts: number }>;
  /** no attempt past the limit before this instant (backoff) */
  nextAtMs: number;
  lastId: number;
}

export type AttemptOutcome = 'ok' | 'fail' | 'cancel';

export interface AttemptDecision extends LimitDecision {
  /** the reservation to settle, when allowed */
  ticket: number | null;
  /** true when the attempt was refused by (or admitted under) the backoff rather than the window */
  backoff: boolean;
}

export const EMPTY_ATTEMPTS: AttemptState = { failures: [], pending: [], nextAtMs: 0, lastId: 0 };

function prune(s: AttemptState, p: AttemptPolicy, nowMs: number): AttemptState {
  const stale = s.pending.filter((x) => x.ts <= nowMs - p.pendingTtlMs);
  const failures = [...s.failures, ...stale.map((x) => x.ts)].filter((t) => t > nowMs - p.windowMs).sort((a, b) => a - b);
  return { ...s, failures, pending: s.pending.filter((x) => x.ts > nowMs - p.pendingTtlMs) };
}

/** Admit or refuse one attempt at `nowMs`; an admitted one is reserved (pending) in the new state. */
export function beginAttempt(state: AttemptState, p: AttemptPolicy, nowMs: number): { state: AttemptState; decision: AttemptDecision } {
  const s = prune(state, p, nowMs);
  const counted = s.failures.length + s.pending.length;
  const windowReset = s.failures.length ? s.failures[0]! + p.windowMs : nowMs + p.pendingTtlMs;
  const decision = (allowed: boolean, after: number, resetAtMs: number, backoff: boolean, ticket: number | null): AttemptDecision => ({
    allowed, limit: p.limit, windowMs: p.windowMs, remaining: Math.max(0, p.limit - after), resetAtMs,
    retryAfterS: allowed ? 0 : Math.max(1, Math.ceil((resetAtMs - nowMs) / 1000)), ticket, backoff,
  });
  if (counted < p.limit) {
    const id = s.lastId + 1;
    return { state: { ...s, pending: [...s.pending, { id, ts: nowMs }], lastId: id }, decision: decision(true, counted + 1, windowReset, false, id) };
  }
  if (p.backoffBaseMs <= 0) return { state: s, decision: decision(false, counted, windowReset, false, null) };
  // past the limit: one attempt at a time, spaced by the backoff
  if (nowMs < s.nextAtMs) return { state: s, decision: decision(false, counted, s.nextAtMs, true, null) };
  if (s.pending.length > 0) return { state: s, decision: decision(false, counted, nowMs + 1000, true, null) };
  const id = s.lastId + 1;
  return { state: { ...s, pending: [{ id, ts: nowMs }], lastId: id }, decision: decision(true, counted + 1, nowMs + backoffMs(p, counted - p.limit), true, id) };
}

/** The state an attempt would meet now, without reserving one: `remaining` counts the attempts left before this one (a 405 reports it). */
export function peekAttempt(state: AttemptState, p: AttemptPolicy, nowMs: number): LimitDecision {
  const { decision } = beginAttempt(state, p, nowMs);
  const { ticket: _ticket, backoff: _backoff, ...d } = decision;
  return d.allowed ? { ...d, remaining: Math.min(p.limit, d.remaining + 1) } : d;
}

/** The wait after the k-th failure past the limit (k = 0 for the failure that reached it). */
export function backoffMs(p: AttemptPolicy, k: number): number {
  return Math.min(p.backoffMaxMs, p.backoffBaseMs * 2 ** Math.min(20, Math.max(0, k)));
}

/** Settle a reservation: a failure is counted, a success clears or is forgotten, a cancel is forgotten. */
export function settleAttempt(state: AttemptState, p: AttemptPolicy, ticket: number, outcome: AttemptOutcome, nowMs: number): AttemptState {
  const had = state.pending.some((x) => x.id === ticket);
  const s = { ...state, pending: state.pending.filter((x) => x.id !== ticket) };
  if (!had) return s;
  if (outcome === 'fail') {
    const failures = [...s.failures, nowMs];
    // a failure at or past the limit opens (or lengthens) the backoff before the next attempt
    const nextAtMs = p.backoffBaseMs > 0 && failures.length >= p.limit ? Math.max(s.nextAtMs, nowMs + backoffMs(p, failures.length - p.limit)) : s.nextAtMs;
    return { ...s, failures, nextAtMs };
  }
  if (outcome === 'ok' && p.clearOnSuccess) return { ...s, failures: [], nextAtMs: 0 };
  return s;
}

/** The sign-in policies (docs/security.md): per account a soft lock-out, per client address a hard limit. */
export const LOGIN_EMAIL_POLICY: AttemptPolicy = { limit: 10, windowMs: 3_600_000, backoffBaseMs: 15_000, backoffMaxMs: 60_000, pendingTtlMs: 30_000, clearOnSuccess: true };
export const LOGIN_IP_POLICY: AttemptPolicy = { limit: 30, windowMs: 3_600_000, backoffBaseMs: 0, backoffMaxMs: 0, pendingTtlMs: 30_000, clearOnSuccess: false };
