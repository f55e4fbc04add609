/**
 * @module Per-IP limits on the RateLimiter Durable Object, with each family's headers:
 * Family R sends X-RateLimit-Remaining/Reset on every response and no Retry-After; R2 sends
 * Retry-After (seconds) on every 429. The body of a 429 is the family's error envelope with the
 * ISO reset instant.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { LimitDecision } from '../durable/rate-limiter.js';
import type { AppEnv } from './context.js';
import { ApiError } from './errors.js';

export const HOUR_MS = 3_600_000;

/** Caller's IP as Cloudflare reports it; loopback when absent (local dev, tests). */
export function clientIp(c: Context<AppEnv>): string {
  return c.req.header('cf-connecting-ip') ?? c.req.header('x-real-ip') ?? '127.0.0.1';
}

/** Hit the durable limiter for (bucket, key); undefined when no limiter binding is configured. */
export async function hitDurable(env: Env, bucket: string, key: string, limit: number, windowMs: number): Promise<LimitDecision | undefined> {
  const ns = (env as Partial<Env>).RATE_LIMITER;
  if (!ns) return undefined;
  const limiter = ns.get(ns.idFromName(`${bucket}:${key}`));
  return limiter.hit(limit, windowMs);
}

export interface LimitOptions {
  bucket: string;
  limit: number;
  windowMs: number;
  /** R2 style: Retry-After seconds on 429 */
  retryAfter?: boolean;
  /** sahaja: X-RateLimit-Limit on 429 */
  limitHeaderOn429?: boolean;
}

/** Headers describing a decision (Reset as Unix seconds). */
export function limitHeaders(d: LimitDecision, opts: LimitOptions): Record<string, string> {
  const h: Record<string, string> = {
    'X-RateLimit-Remaining': String(d.remaining),
    'X-RateLimit-Reset': String(Math.ceil(d.resetAtMs / 1000)),
  };
  if (!d.allowed) {
    if (opts.retryAfter) h['Retry-After'] = String(d.retryAfterS);
    if (opts.limitHeaderOn429) h['X-RateLimit-Limit'] = String(d.limit);
  }
  return h;
}

/** The 429 error for a denied decision. */
export function rateLimitError(d: LimitDecision, opts: LimitOptions): ApiError {
  const resetIso = new Date(d.resetAtMs).toISOString();
  return new ApiError(429, 'RATE_LIMIT_EXCEEDED', `rate limit of ${d.limit} requests per ${d.windowMs / 60000} minutes exceeded; retry at ${resetIso}`, {
    details: { resetAt: resetIso, limit: d.limit, windowSeconds: d.windowMs / 1000 },
    hint: `Wait until ${resetIso} or send x-service-key.`,
    headers: limitHeaders(d, opts),
  });
}

/** Apply a decision to a finished response (headers on every response). */
export function applyLimitHeaders(res: Response, d: LimitDecision, opts: LimitOptions): Response {
  const out = new Response(res.body, res);
  for (const [k, v] of Object.entries(limitHeaders(d, opts))) out.headers.set(k, v);
  return out;
}

/**
 * Middleware: one durable hit per request, keyed by client IP. With no limiter binding the route
 * is served unlimited only if `failOpen`; otherwise 503.
 */
export function durableLimit(opts: LimitOptions): MiddlewareHandler<AppEnv> {
  return async function durableLimitMiddleware(c, next) {
    const d = await hitDurable(c.env, opts.bucket, clientIp(c), opts.limit, opts.windowMs);
    if (!d) throw new ApiError(503, 'LIMITER_UNAVAILABLE', 'rate limiter: no durable limiter is configured; this route fails closed');
    if (!d.allowed) throw rateLimitError(d, opts);
    await next();
    c.res = applyLimitHeaders(c.res, d, opts);
  };
}

/** An in-memory fixed bucket per isolate (no carryover between instances or restarts). */
export class MemoryBucket {
  private readonly hits = new Map<string, number[]>();
  constructor(readonly limit: number, readonly windowMs: number) {}
  hit(key: string, nowMs: number): LimitDecision {
    const list = (this.hits.get(key) ?? []).filter((t) => t > nowMs - this.windowMs);
    const allowed = list.length < this.limit;
    if (allowed) list.push(nowMs);
    this.hits.set(key, list);
    const resetAtMs = list.length ? list[0]! + this.windowMs : nowMs;
    return { allowed, limit: this.limit, windowMs: this.windowMs, remaining: Math.max(0, this.limit - list.length), resetAtMs, retryAfterS: allowed ? 0 : Math.max(1, Math.ceil((resetAtMs - nowMs) / 1000)) };
  }
}
