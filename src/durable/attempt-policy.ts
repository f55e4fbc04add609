/**
 * @module The arithmetic of guarded attempts (sign-in; docs/security.md "Sign-in"), pure so it is
 * tested with explicit instants. An attempt is counted BEFORE the work it guards (a password
 * hash): `beginAttempt` reserves it as pending, and `settleAttempt` turns the reservation into a
 * failure, forgets it (success, or work that never ran), or clears the failures of the attempt's
 * source (success, when the policy says so). Pending attempts count like failures, so a burst of
 * concurrent attempts can never run more checks than the limit allows. Each attempt carries its
 * source (a digest of the client address): the state is one per guarded name (an email), and
 * within it every source past the limit waits out its own backoff.
 *
 * - Up to `limit` attempts (failures in the last `windowMs` plus pending) are admitted at once,
 *   from any sources.
 * - Past that, with `backoffBaseMs` = 0 the limit is hard: nothing until the oldest failure leaves
 *   the window. With a backoff: nothing for `backoffBaseMs` after the failure that reached the
 *   limit; then one attempt at a time, each source at least min(backoffBaseMs * 2^k,
 *   backoffMaxMs) after its own previous failure (k = its failures past the limit). A source's
 *   wait is its own: an attacker racing the backoff from other addresses never lengthens the
 *   owner's, so nobody is kept out for longer than `backoffMaxMs` by others (but one attempt in
 *   flight at a time: at most a second).
 * - `maxFailures` caps the failures per window over all sources (hard), whatever their number.
 * - A success clears the failures and the backoff of its own source only (clearOnSuccess): the
 *   owner's typos are forgiven, an attacker's guesses at other addresses still count.
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
  /** 0: a hard limit; else the first wait past the limit, doubled per further attempt of a source */
  backoffBaseMs: number;
  backoffMaxMs: number;
  pendingTtlMs: number;
  /** a success clears its source's failures (per account); else a success is merely not counted (per IP) */
  clearOnSuccess: boolean;
  /** past the limit, at most this many failures per window over every source (hard); none when absent */
  maxFailures?: number;
}

export interface AttemptState {
  failures: Array<{ ts: number; src: string }>;
  pending: Array<{ id: number; ts: number; src: string }>;
  /** past the limit: each source's failures past it and the instant of its next attempt */
  sources: Record<string, { streak: number; nextAtMs: number }>;
  /** no attempt past the limit before this instant (the failure that reached the limit, plus the first backoff) */
  openAtMs: number;
  lastId: number;
}

export type AttemptOutcome = 'ok' | 'fail' | 'cancel';

export interface AttemptDecision extends LimitDecision {
  /** the reservation to settle, when allowed */
  ticket: number | null;
  /** true when the attempt was refused by (or admitted under) the backoff rather than the window */
  backoff: boolean;
}

export const EMPTY_ATTEMPTS: AttemptState = {
  failures: [],
  pending: [],
  sources: {},
  openAtMs: 0,
  lastId: 0,
};

/** A stored state of any version (failures and pending without sources before issue 32), as the current shape. */
export function attemptStateOf(raw: unknown): AttemptState {
  const r = (raw ?? {}) as {
    failures?: Array<number | { ts: number; src: string }>;
    pending?: Array<{ id: number; ts: number; src?: string }>;
    sources?: AttemptState['sources'];
    openAtMs?: number;
    nextAtMs?: number;
    lastId?: number;
  };
  return {
    failures: (r.failures ?? []).map((f) => (typeof f === 'number' ? { ts: f, src: '' } : f)),
    pending: (r.pending ?? []).map((x) => ({ id: x.id, ts: x.ts, src: x.src ?? '' })),
    sources: r.sources ?? {},
    openAtMs: r.openAtMs ?? r.nextAtMs ?? 0,
    lastId: r.lastId ?? 0,
  };
}

function prune(s: AttemptState, p: AttemptPolicy, nowMs: number): AttemptState {
  const stale = s.pending.filter((x) => x.ts <= nowMs - p.pendingTtlMs);
  const failures = [...s.failures, ...stale.map((x) => ({ ts: x.ts, src: x.src }))]
    .filter((f) => f.ts > nowMs - p.windowMs)
    .sort((a, b) => a.ts - b.ts);
  const sources: AttemptState['sources'] = {};
  for (const [src, v] of Object.entries(s.sources))
    if (v.nextAtMs > nowMs || failures.some((f) => f.src === src)) sources[src] = v;
  const openAtMs =
    failures.length >= p.limit ? s.openAtMs || failures[p.limit - 1]!.ts + backoffMs(p, 0) : 0;
  return {
    ...s,
    failures,
    pending: s.pending.filter((x) => x.ts > nowMs - p.pendingTtlMs),
    sources,
    openAtMs,
  };
}

/** Admit or refuse one attempt from `src` at `nowMs`; an admitted one is reserved (pending) in the new state. */
export function beginAttempt(
  state: AttemptState,
  p: AttemptPolicy,
  nowMs: number,
  src = '',
): { state: AttemptState; decision: AttemptDecision } {
  const s = prune(attemptStateOf(state), p, nowMs);
  const counted = s.failures.length + s.pending.length;
  const windowReset = s.failures.length ? s.failures[0]!.ts + p.windowMs : nowMs + p.pendingTtlMs;
  const decision = (
    allowed: boolean,
    after: number,
    resetAtMs: number,
    backoff: boolean,
    ticket: number | null,
  ): AttemptDecision => ({
    allowed,
    limit: p.limit,
    windowMs: p.windowMs,
    remaining: Math.max(0, p.limit - after),
    resetAtMs,
    retryAfterS: allowed ? 0 : Math.max(1, Math.ceil((resetAtMs - nowMs) / 1000)),
    ticket,
    backoff,
  });
  const admit = (backoff: boolean, resetAtMs: number) => {
    const id = s.lastId + 1;
    return {
      state: { ...s, pending: [...s.pending, { id, ts: nowMs, src }], lastId: id },
      decision: decision(true, counted + 1, resetAtMs, backoff, id),
    };
  };
  if (counted < p.limit) return admit(false, windowReset);
  if (p.backoffBaseMs <= 0)
    return { state: s, decision: decision(false, counted, windowReset, false, null) };
  // past the limit: a hard ceiling over every source, the pause after the limit was reached, the source's own backoff, one at a time
  if (p.maxFailures !== undefined && s.failures.length >= p.maxFailures) {
    return {
      state: s,
      decision: decision(
        false,
        counted,
        s.failures[s.failures.length - p.maxFailures]!.ts + p.windowMs,
        false,
        null,
      ),
    };
  }
  if (nowMs < s.openAtMs)
    return { state: s, decision: decision(false, counted, s.openAtMs, true, null) };
  const own = s.sources[src];
  if (own && nowMs < own.nextAtMs)
    return { state: s, decision: decision(false, counted, own.nextAtMs, true, null) };
  if (s.pending.length > 0)
    return { state: s, decision: decision(false, counted, nowMs + 1000, true, null) };
  return admit(true, nowMs + backoffMs(p, own?.streak ?? 0));
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

/** Settle a reservation: a failure is counted, a success clears its source or is forgotten, a cancel is forgotten. */
export function settleAttempt(
  state: AttemptState,
  p: AttemptPolicy,
  ticket: number,
  outcome: AttemptOutcome,
  nowMs: number,
): AttemptState {
  const st = attemptStateOf(state);
  const mine = st.pending.find((x) => x.id === ticket);
  const s = { ...st, pending: st.pending.filter((x) => x.id !== ticket) };
  if (!mine) return s;
  const src = mine.src;
  if (outcome === 'fail') {
    const failures = [...s.failures, { ts: nowMs, src }];
    if (p.backoffBaseMs <= 0 || failures.length < p.limit) return { ...s, failures };
    // a failure at or past the limit opens (or lengthens) its source's backoff before its next attempt
    const streak = (s.sources[src]?.streak ?? 0) + 1;
    const nextAtMs = Math.max(s.sources[src]?.nextAtMs ?? 0, nowMs + backoffMs(p, streak - 1));
    return {
      ...s,
      failures,
      sources: { ...s.sources, [src]: { streak, nextAtMs } },
      openAtMs: s.openAtMs || nowMs + backoffMs(p, 0),
    };
  }
  if (outcome === 'ok' && p.clearOnSuccess) {
    const failures = s.failures.filter((f) => f.src !== src);
    const { [src]: _cleared, ...sources } = s.sources;
    return { ...s, failures, sources, openAtMs: failures.length >= p.limit ? s.openAtMs : 0 };
  }
  return s;
}

/** The sign-in policies (docs/security.md): per account a soft lock-out, per client address a hard limit. */
export const LOGIN_EMAIL_POLICY: AttemptPolicy = {
  limit: 10,
  windowMs: 3_600_000,
  backoffBaseMs: 15_000,
  backoffMaxMs: 60_000,
  pendingTtlMs: 30_000,
  clearOnSuccess: true,
  maxFailures: 100,
};
export const LOGIN_IP_POLICY: AttemptPolicy = {
  limit: 30,
  windowMs: 3_600_000,
  backoffBaseMs: 0,
  backoffMaxMs: 0,
  pendingTtlMs: 30_000,
  clearOnSuccess: false,
};
