/**
 * @module RateLimiter: a SQLite-backed Durable Object holding one key's sliding-window log.
 * One object per (bucket, key), addressed by idFromName. A hit is allowed when fewer than
 * `limit` hits were allowed in the last `windowMs` milliseconds of wall-clock time (an exact
 * sliding log, not an approximation). Each call runs to completion before the next starts
 * (synchronous SQL inside one object), so concurrent hits are counted exactly.
 *
 * The same objects guard attempts counted before the work they guard (sign-in: one object per
 * email and one per client address; src/durable/attempt-policy.ts): `begin` reserves an attempt
 * or refuses it, `settle` records how it ended, `peekAttempt` reads the state without reserving.
 * Each is one synchronous read (and write).
 */
import { DurableObject } from 'cloudflare:workers';
import {
  attemptStateOf,
  beginAttempt,
  EMPTY_ATTEMPTS,
  peekAttempt,
  settleAttempt,
  type AttemptDecision,
  type AttemptOutcome,
  type AttemptPolicy,
  type AttemptState,
} from './attempt-policy.js';

export type { LimitDecision } from './attempt-policy.js';
import type { LimitDecision } from './attempt-policy.js';

export class RateLimiter extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.storage.sql.exec('CREATE TABLE IF NOT EXISTS hits (ts INTEGER NOT NULL)');
    ctx.storage.sql.exec('CREATE INDEX IF NOT EXISTS hits_ts ON hits (ts)');
    ctx.storage.sql.exec(
      'CREATE TABLE IF NOT EXISTS attempts (id INTEGER PRIMARY KEY CHECK (id = 1), state TEXT NOT NULL, updated_ms INTEGER NOT NULL)',
    );
  }

  private attemptState(): AttemptState {
    const row = this.ctx.storage.sql
      .exec<{ state: string }>('SELECT state FROM attempts WHERE id = 1')
      .toArray()[0];
    return row ? attemptStateOf(JSON.parse(row.state)) : EMPTY_ATTEMPTS;
  }

  private saveAttempts(state: AttemptState, nowMs: number): void {
    this.ctx.storage.sql.exec(
      'INSERT INTO attempts (id, state, updated_ms) VALUES (1, ?, ?) ON CONFLICT (id) DO UPDATE SET state = excluded.state, updated_ms = excluded.updated_ms',
      JSON.stringify(state),
      nowMs,
    );
  }

  /** Reserve one guarded attempt, or refuse it (counted before the work it guards). */
  async begin(policy: AttemptPolicy, src = ''): Promise<AttemptDecision> {
    const now = Date.now();
    const { state, decision } = beginAttempt(this.attemptState(), policy, now, src);
    this.saveAttempts(state, now);
    if ((await this.ctx.storage.getAlarm()) === null)
      await this.ctx.storage.setAlarm(now + policy.windowMs + 1);
    return decision;
  }

  /** The state the next guarded attempt would meet, reserving nothing. */
  peekAttempt(policy: AttemptPolicy): LimitDecision {
    return peekAttempt(this.attemptState(), policy, Date.now());
  }

  /** Record how a reserved attempt ended. */
  settle(ticket: number, outcome: AttemptOutcome, policy: AttemptPolicy): void {
    const now = Date.now();
    this.saveAttempts(settleAttempt(this.attemptState(), policy, ticket, outcome, now), now);
  }

  private decide(limit: number, windowMs: number, consume: boolean): LimitDecision {
    if (!Number.isInteger(limit) || limit < 1 || !Number.isFinite(windowMs) || windowMs <= 0) {
      throw new RangeError('limit must be a positive integer and windowMs positive');
    }
    const sql = this.ctx.storage.sql;
    const now = Date.now();
    sql.exec('DELETE FROM hits WHERE ts <= ?', now - windowMs);
    const row = sql
      .exec<{ n: number; oldest: number | null }>(
        'SELECT COUNT(*) AS n, MIN(ts) AS oldest FROM hits',
      )
      .one();
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
    if ((await this.ctx.storage.getAlarm()) === null)
      await this.ctx.storage.setAlarm(d.resetAtMs + 1);
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
    // attempt guards untouched for a day hold nothing that can count again
    // Windows in use are at most a day; hits older than that can never count again.
    const horizonMs = 24 * 3600 * 1000;
    sql.exec('DELETE FROM attempts WHERE updated_ms <= ?', Date.now() - horizonMs);
    sql.exec('DELETE FROM hits WHERE ts <= ?', Date.now() - horizonMs);
    const left = sql
      .exec<{ n: number }>(
        'SELECT (SELECT COUNT(*) FROM hits) + (SELECT COUNT(*) FROM attempts) AS n',
      )
      .one().n;
    if (left > 0) await this.ctx.storage.setAlarm(Date.now() + horizonMs);
  }
}
