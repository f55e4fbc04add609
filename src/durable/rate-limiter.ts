/**
 * @module RateLimiter: a SQLite-backed Durable Object holding one key's sliding-window log.
 * One object per (bucket, key), addressed by idFromName. A hit is allowed when fewer than
 * `limit` hits were allowed in the last `windowMs` milliseconds of wall-clock time (an exact
 * sliding log, not an approximation). Each call runs to completion before the next starts
 * (synchronous SQL inside one object), so concurrent hits are counted exactly.
 */
import { DurableObject } from 'cloudflare:workers';

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

export class RateLimiter extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.storage.sql.exec('CREATE TABLE IF NOT EXISTS hits (ts INTEGER NOT NULL)');
    ctx.storage.sql.exec('CREATE INDEX IF NOT EXISTS hits_ts ON hits (ts)');
  }

  private decide(limit: number, windowMs: number, consume: boolean): LimitDecision {
    if (!Number.isInteger(limit) || limit < 1 || !Number.isFinite(windowMs) || windowMs <= 0) {
      throw new RangeError('limit must be a positive integer and windowMs positive');
    }
    const sql = this.ctx.storage.sql;
    const now = Date.now();
    sql.exec('DELETE FROM hits WHERE ts <= ?', now - windowMs);
    const row = sql.exec<{ n: number; oldest: number | null }>('SELECT COUNT(*) AS n, MIN(ts) AS oldest FROM hits').one();
    let count = row.n;
    let oldest = row.oldest ?? null;
    const allowed = count < limit;
    if (allowed && consume) {
      sql.exec('INSERT INTO hits (ts) VALUES (?)', now);
      count += 1;
      oldest ??= now;
    }
    const resetAtMs = oldest === null ? now : oldest + windowMs;
    return {
      allowed,
      limit,
      windowMs,
      remaining: Math.max(0, limit - count),
      resetAtMs,
      retryAfterS: allowed ? 0 : Math.max(1, Math.ceil((resetAtMs - now) / 1000)),
    };
  }

  /** Count one hit if the window allows it. */
  async hit(limit: number, windowMs: number): Promise<LimitDecision> {
    const d = this.decide(limit, windowMs, true);
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(d.resetAtMs + 1);
    return d;
  }

  /** The current state without counting a hit. */
  peek(limit: number, windowMs: number): LimitDecision {
    return this.decide(limit, windowMs, false);
  }

  /** Forget every hit (used when a key is rotated). */
  reset(): void {
    this.ctx.storage.sql.exec('DELETE FROM hits');
  }

  /** Prune hits that left every window we were asked about; reschedule while any remain. */
  override async alarm(): Promise<void> {
    const sql = this.ctx.storage.sql;
    const newest = sql.exec<{ newest: number | null }>('SELECT MAX(ts) AS newest FROM hits').one().newest;
    if (newest === null) return;
    // Windows in use are at most a day; hits older than that can never count again.
    const horizonMs = 24 * 3600 * 1000;
    sql.exec('DELETE FROM hits WHERE ts <= ?', Date.now() - horizonMs);
    const left = sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM hits').one().n;
    if (left > 0) await this.ctx.storage.setAlarm(Date.now() + horizonMs);
  }
}
