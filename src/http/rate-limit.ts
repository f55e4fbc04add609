/**
 * @module Limits and their headers (docs/limits.md). A limited route records each decision it
 * takes on the request (`admit` / `deny`); when the answer is ready, `limitResponseHeaders`
 * writes them all at once, so a route behind two limits (R2's key gate and sahaja's own bucket)
 * reports the binding one instead of whichever ran last:
 * - `X-RateLimit-Remaining` / `X-RateLimit-Reset` (Unix seconds) of the most restrictive decision,
 *   on every answer of a limited route (the spec's Family R and R2 headers);
 * - `RateLimit-Policy` / `RateLimit` (IETF draft-ietf-httpapi-ratelimit-headers) listing every
 *   policy the request was counted against;
 * - on a 429: `Retry-After` (seconds) where the policy asks for it (R2, login, keys; never Family
 *   R's spec routes) and `X-RateLimit-Limit` where the spec asks for it (sahaja).
 * The body of a 429 is the family's error envelope with the ISO reset instant.
 *
 * Every limit also has a probe (`withLimitProbe`): the same state read without counting a hit, so
 * a 405 on a limited route (src/http/family-app.ts) reports the route's headers too.
 */
import type { Context, MiddlewareHandler } from 'hono';
import ipaddr from 'ipaddr.js';
import {
  beginAttempt,
  EMPTY_ATTEMPTS,
  peekAttempt,
  settleAttempt,
  type AttemptDecision,
  type AttemptOutcome,
  type AttemptPolicy,
  type AttemptState,
} from '../durable/attempt-policy.js';
import type { LimitDecision } from '../durable/rate-limiter.js';
import type { AppEnv, LimitOptions, RecordedLimit } from './context.js';
export type { LimitOptions, RecordedLimit } from './context.js';
import { ApiError } from './errors.js';
import { rateLimitHeaders } from './ratelimit-headers.js';

export const HOUR_MS = 3_600_000;

/**
 * The caller's address as every per-IP limit counts it (docs/security.md): an IPv4 address as is,
 * an IPv6 address by its /64 (one subscriber's network: privacy addresses rotate inside it, so
 * counting whole addresses would let one client be thousands of clients), an IPv4-mapped IPv6
 * address as its IPv4. From CF-Connecting-IP (X-Real-IP locally); loopback when absent.
 */
export function clientIp(c: Context<AppEnv>): string {
  return limitKeyOfAddress(
    c.req.header('cf-connecting-ip') ?? c.req.header('x-real-ip') ?? '127.0.0.1',
  );
}

/** The limit key of an address text (see clientIp); text that is no address is kept, trimmed. */
export function limitKeyOfAddress(raw: string): string {
  const text = raw.trim().replace(/^\[|\]$/g, '');
  if (!text.includes(':')) return text.slice(0, 64);
  try {
    const v6 = ipaddr.IPv6.parse(text.replace(/%.*$/, ''));
    if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
    const p = v6.parts;
    return `${[p[0], p[1], p[2], p[3]].map((x) => x!.toString(16)).join(':')}::/64`;
  } catch {
    return text.slice(0, 64);
  }
}

/** Hit the durable limiter for (bucket, key); undefined when no limiter binding is configured. */
export async function hitDurable(
  env: Env,
  bucket: string,
  key: string,
  limit: number,
  windowMs: number,
): Promise<LimitDecision | undefined> {
  const ns = (env as Partial<Env>).RATE_LIMITER;
  if (!ns) return undefined;
  const limiter = ns.get(ns.idFromName(`${bucket}:${key}`));
  return limiter.hit(limit, windowMs);
}

/** Read the durable limiter's state for (bucket, key) without counting; undefined without the binding. */
export async function peekDurable(
  env: Env,
  bucket: string,
  key: string,
  limit: number,
  windowMs: number,
): Promise<LimitDecision | undefined> {
  const ns = (env as Partial<Env>).RATE_LIMITER;
  if (!ns) return undefined;
  return ns.get(ns.idFromName(`${bucket}:${key}`)).peek(limit, windowMs);
}

/**
 * A limit's probe: records the state of the limit for this request (`admit`) without counting a
 * hit. A 405 on a limited route runs its probes so the answer carries the route's rate-limit
 * headers like any other (src/http/family-app.ts); a probe that fails records nothing.
 */
export type LimitProbe = (c: Context<AppEnv>) => Promise<void>;
const PROBES = new WeakMap<object, LimitProbe>();

/** Attach a probe to the middleware or handler that enforces the limit; returns the handler. */
export function withLimitProbe<H extends object>(handler: H, probe: LimitProbe): H {
  PROBES.set(handler, probe);
  return handler;
}

/** The probe attached to a middleware or handler, if any. */
export function limitProbeOf(handler: object): LimitProbe | undefined {
  return PROBES.get(handler);
}

/** The probe of a per-IP limit counted on the durable limiter, or without it on `fallback`. */
export function ipLimitProbe(
  opts: LimitOptions | ((env: Env) => LimitOptions),
  fallback: MemoryBucket | ((o: LimitOptions) => MemoryBucket),
): LimitProbe {
  return async function ipLimitProbe(c) {
    const o = typeof opts === 'function' ? opts(c.env) : opts;
    const d =
      (await peekDurable(c.env, o.bucket, clientIp(c), o.limit, o.windowMs)) ??
      (typeof fallback === 'function' ? fallback(o) : fallback).peek(
        `${o.bucket}:${clientIp(c)}`,
        Date.now(),
      );
    admit(c, d, o);
  };
}

/** Record a decision on the request; its headers are written when the answer is ready. */
export function admit(c: Context<AppEnv>, d: LimitDecision, opts: LimitOptions): void {
  const list = c.get('limits') ?? [];
  list.push({ d, opts });
  c.set('limits', list);
}

/** The 429 error for a denied decision (headers come from the recorded decision). */
export function rateLimitError(d: LimitDecision, _opts: LimitOptions): ApiError {
  const resetIso = new Date(d.resetAtMs).toISOString();
  return new ApiError(
    429,
    'RATE_LIMIT_EXCEEDED',
    `rate limit of ${d.limit} requests per ${d.windowMs / 60000} minutes exceeded; retry at ${resetIso}`,
    {
      details: { resetAt: resetIso, limit: d.limit, windowSeconds: d.windowMs / 1000 },
      hint: `Wait until ${resetIso} or send x-service-key.`,
    },
  );
}

/** Record a denied decision and return its 429 (throw it). */
export function deny(
  c: Context<AppEnv>,
  d: LimitDecision,
  opts: LimitOptions,
  message?: { message?: string; hint?: string; field?: string },
): ApiError {
  admit(c, d, opts);
  const e = rateLimitError(d, opts);
  if (!message) return e;
  return new ApiError(e.status, e.code, message.message ?? e.message, {
    ...e.extra,
    ...(message.hint !== undefined ? { hint: message.hint } : {}),
    ...(message.field !== undefined ? { field: message.field } : {}),
  });
}

/** Headers for the decisions recorded on a request (empty when none). */
export function limitResponseHeaders(
  recorded: readonly RecordedLimit[],
  nowMs: number,
): Record<string, string> {
  if (recorded.length === 0) return {};
  // The binding decision: a denied one first, else the fewest remaining, else the latest reset.
  const binding = [...recorded].sort(
    (a, b) =>
      Number(a.d.allowed) - Number(b.d.allowed) ||
      a.d.remaining - b.d.remaining ||
      b.d.resetAtMs - a.d.resetAtMs,
  )[0]!;
  const h: Record<string, string> = {
    'X-RateLimit-Remaining': String(binding.d.remaining),
    'X-RateLimit-Reset': String(Math.ceil(binding.d.resetAtMs / 1000)),
    ...rateLimitHeaders(
      recorded.map(({ d, opts }) => ({
        name: opts.bucket,
        quota: d.limit,
        windowS: Math.round(d.windowMs / 1000),
        remaining: d.remaining,
        resetS: Math.max(0, (d.resetAtMs - nowMs) / 1000),
      })),
    ),
  };
  if (!binding.d.allowed) {
    if (binding.opts.retryAfter) h['Retry-After'] = String(binding.d.retryAfterS);
    if (binding.opts.limitHeaderOn429) h['X-RateLimit-Limit'] = String(binding.d.limit);
  }
  return h;
}

/**
 * A limit whose size a deployment var may set (a whole number 1 to 100,000; anything else keeps
 * the default): `npm start` raises the key-issuing and IndexNow limits this way for local runs
 * (scripts/local-dev.mjs, docs/limits.md "Local development").
 */
export function limitFromVar(env: Env, opts: LimitOptions, varName: string): LimitOptions {
  const raw = (env as unknown as Record<string, unknown>)[varName];
  const n =
    typeof raw === 'string' && /^\d{1,6}$/.test(raw.trim())
      ? Number(raw.trim())
      : typeof raw === 'number'
        ? raw
        : NaN;
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? { ...opts, limit: n } : opts;
}

/** Per-isolate fallback buckets of limits whose size a var sets, one per (bucket, size). */
const sizedFallbacks = new Map<string, MemoryBucket>();
export function fallbackFor(opts: LimitOptions): MemoryBucket {
  const k = `${opts.bucket}|${opts.limit}|${opts.windowMs}`;
  let b = sizedFallbacks.get(k);
  if (!b) sizedFallbacks.set(k, (b = new MemoryBucket(opts.limit, opts.windowMs)));
  return b;
}

/** An in-memory sliding log per isolate (no carryover between instances or restarts). */
export class MemoryBucket {
  private readonly hits = new Map<string, number[]>();
  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}
  hit(key: string, nowMs: number): LimitDecision {
    return this.decide(key, nowMs, true);
  }
  /** The state of `key` now, without counting a hit. */
  peek(key: string, nowMs: number): LimitDecision {
    return this.decide(key, nowMs, false);
  }
  private decide(key: string, nowMs: number, consume: boolean): LimitDecision {
    const list = (this.hits.get(key) ?? []).filter((t) => t > nowMs - this.windowMs);
    const allowed = list.length < this.limit;
    if (allowed && consume) list.push(nowMs);
    if (consume || this.hits.has(key)) this.hits.set(key, list);
    const resetAtMs = list.length ? list[0]! + this.windowMs : nowMs;
    return {
      allowed,
      limit: this.limit,
      windowMs: this.windowMs,
      remaining: Math.max(0, this.limit - list.length),
      resetAtMs,
      retryAfterS: allowed ? 0 : Math.max(1, Math.ceil((resetAtMs - nowMs) / 1000)),
    };
  }
}

/**
 * One hit on the durable limiter for (bucket, key); without a limiter binding, on a per-isolate
 * fallback bucket of the same size (the route keeps computing: only sahaja's model path fails
 * closed, and it does so itself). `source` says which answered.
 */
export async function hitWithFallback(
  env: Env,
  opts: LimitOptions,
  key: string,
  fallback: MemoryBucket,
): Promise<{ d: LimitDecision; source: 'durable' | 'isolate' }> {
  const d = await hitDurable(env, opts.bucket, key, opts.limit, opts.windowMs);
  if (d) return { d, source: 'durable' };
  return { d: fallback.hit(`${opts.bucket}:${key}`, Date.now()), source: 'isolate' };
}

/**
 * Middleware: one hit per request keyed by client IP, on the durable limiter or, without one,
 * on a per-isolate bucket of the same size (docs/limits.md "Without the durable limiter").
 */
export function durableLimit(opts: LimitOptions): MiddlewareHandler<AppEnv> {
  const fallback = new MemoryBucket(opts.limit, opts.windowMs);
  return withLimitProbe(
    async function durableLimitMiddleware(c, next) {
      const { d } = await hitWithFallback(c.env, opts, clientIp(c), fallback);
      if (!d.allowed) throw deny(c, d, opts);
      admit(c, d, opts);
      await next();
    } as MiddlewareHandler<AppEnv>,
    ipLimitProbe(opts, fallback),
  );
}

/** A guard of attempts counted before the work they guard (sign-in): durable, or per isolate. */
export interface AttemptGuard {
  /** `src`: the attempt's source (a digest of the client address), whose own backoff applies past the limit */
  begin(policy: AttemptPolicy, src?: string): Promise<AttemptDecision>;
  /** the state the next attempt would meet, reserving nothing */
  peek(policy: AttemptPolicy): Promise<LimitDecision>;
  settle(ticket: number, outcome: AttemptOutcome, policy: AttemptPolicy): Promise<void>;
  source: 'durable' | 'isolate';
}

/** Per-isolate attempt states, for deployments without the durable limiter. */
export class MemoryAttempts {
  private readonly states = new Map<string, AttemptState>();
  guard(name: string): AttemptGuard {
    return {
      source: 'isolate',
      begin: async (policy, src) => {
        const { state, decision } = beginAttempt(
          this.states.get(name) ?? EMPTY_ATTEMPTS,
          policy,
          Date.now(),
          src,
        );
        if (this.states.size > 10_000) this.states.clear();
        this.states.set(name, state);
        return decision;
      },
      settle: async (ticket, outcome, policy) => {
        this.states.set(
          name,
          settleAttempt(
            this.states.get(name) ?? EMPTY_ATTEMPTS,
            policy,
            ticket,
            outcome,
            Date.now(),
          ),
        );
      },
      peek: async (policy) =>
        peekAttempt(this.states.get(name) ?? EMPTY_ATTEMPTS, policy, Date.now()),
    };
  }
}

/** The attempt guard named `name`: a RateLimiter object, or without the binding the isolate's. */
export function attemptGuard(env: Env, name: string, fallback: MemoryAttempts): AttemptGuard {
  const ns = (env as Partial<Env>).RATE_LIMITER;
  if (!ns) return fallback.guard(name);
  const stub = ns.get(ns.idFromName(name));
  return {
    source: 'durable',
    begin: (policy, src) => stub.begin(policy, src) as Promise<AttemptDecision>,
    settle: async (ticket, outcome, policy) => {
      await stub.settle(ticket, outcome, policy);
    },
    peek: (policy) => stub.peekAttempt(policy) as Promise<LimitDecision>,
  };
}

/**
 * Anonymous routes' new cache entries across the deployment (docs/security.md "Expensive
 * anonymous routes"): at most this many a day are written to KV; past it the answer is still
 * computed (each caller is within its per-IP limit) but not stored.
 */
export const ANON_CACHE_WRITES: LimitOptions = {
  bucket: 'anon-cache-writes',
  limit: 20_000,
  windowMs: 24 * HOUR_MS,
};
const anonWritesFallback = new MemoryBucket(ANON_CACHE_WRITES.limit, ANON_CACHE_WRITES.windowMs);

/** True when an anonymous route may store one more new cache entry today. */
export async function anonymousCacheWrite(env: Env): Promise<boolean> {
  return (await hitWithFallback(env, ANON_CACHE_WRITES, 'all', anonWritesFallback)).d.allowed;
}

/**
 * One hit on a per-IP limit for an expensive anonymous computation (a cache miss); throws the
 * 429 (with Retry-After) when the caller's address has used its allowance.
 */
export async function limitComputation(
  c: Context<AppEnv>,
  opts: LimitOptions,
  fallback: MemoryBucket,
  what: string,
): Promise<void> {
  const { d } = await hitWithFallback(c.env, opts, clientIp(c), fallback);
  if (!d.allowed)
    throw deny(c, d, opts, {
      message: `${what}: at most ${opts.limit} new ${what} answers per hour from one network address; cached answers are not counted; retry at ${new Date(d.resetAtMs).toISOString()}`,
      hint: 'Reuse a URL you already fetched (it is cached), or retry after Retry-After seconds.',
    });
  admit(c, d, opts);
}
