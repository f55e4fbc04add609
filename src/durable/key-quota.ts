/**
 * @module KeyQuota: a SQLite-backed Durable Object holding an owner's counters on one family and
 * environment (docs/keys.md): the token bucket of its rate limit and the calls counted per UTC day
 * and per UTC month. One object per owner, family and environment (`quotaCounterName`), addressed
 * by idFromName, so every key of the owner draws on it and a new key never starts afresh. Each
 * call runs to completion before the next starts (synchronous SQL inside one object), so counts
 * are exact however many requests arrive at once.
 *
 * A call is admitted when the bucket holds a token AND the period has room for its units; then one
 * token and `units` are taken. A refused call takes nothing and is counted as denied.
 */
import { DurableObject } from 'cloudflare:workers';
import type { LimitDecision } from './rate-limiter.js';
import { bucketWindowS, msUntilTokens, periodOf, refill, type Period } from './quota-policy.js';
import type { RatePolicy } from '../platform/tiers.js';

export interface QuotaRequest {
  /** units this call counts for on the period quota (1, or the births of a bulk call) */
  units: number;
  period: 'month' | 'day';
  /** units per period; null = unlimited */
  quota: number | null;
  rate: RatePolicy;
}

export interface QuotaDecision {
  allowed: boolean;
  deniedBy: 'rate' | 'quota' | null;
  rate: LimitDecision;
  /** null when the period quota is unlimited */
  quota: LimitDecision | null;
  period: Period;
  /** units counted in the period after this call */
  used: number;
  /** the UTC day and month (YYYY-MM-DD, YYYY-MM) the call was counted in, where a refund goes back */
  counted: { day: string; month: string };
}

export interface UsageReport {
  month: { period: string; units: number; denied: number; startMs: number; endMs: number };
  days: Array<{ day: string; units: number; denied: number }>;
}

export class KeyQuota extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    const sql = ctx.storage.sql;
    sql.exec(
      'CREATE TABLE IF NOT EXISTS bucket (id INTEGER PRIMARY KEY CHECK (id = 1), tokens REAL NOT NULL, updated_ms INTEGER NOT NULL)',
    );
    sql.exec(
      'CREATE TABLE IF NOT EXISTS counts (period TEXT PRIMARY KEY, units INTEGER NOT NULL, denied INTEGER NOT NULL)',
    );
  }

  private count(period: string): { units: number; denied: number } {
    const row = this.ctx.storage.sql
      .exec<{ units: number; denied: number }>(
        'SELECT units, denied FROM counts WHERE period = ?',
        period,
      )
      .toArray()[0];
    return row ?? { units: 0, denied: 0 };
  }

  private add(period: string, units: number, denied: number): void {
    this.ctx.storage.sql.exec(
      'INSERT INTO counts (period, units, denied) VALUES (?, ?, ?) ON CONFLICT (period) DO UPDATE SET units = units + excluded.units, denied = denied + excluded.denied',
      period,
      units,
      denied,
    );
  }

  /** Admit or refuse one call (see the module comment). */
  async consume(req: QuotaRequest): Promise<QuotaDecision> {
    if (!Number.isInteger(req.units) || req.units < 1)
      throw new RangeError('units must be a positive integer');
    const d = this.decide(req, true);
    if ((await this.ctx.storage.getAlarm()) === null)
      await this.ctx.storage.setAlarm(Date.now() + 24 * 3600 * 1000);
    return d;
  }

  /** The state a call of `req.units` would meet, counting nothing (management and usage routes). */
  peek(req: QuotaRequest): QuotaDecision {
    return this.decide(req, false);
  }

  private decide(req: QuotaRequest, commit: boolean): QuotaDecision {
    const sql = this.ctx.storage.sql;
    const now = Date.now();
    const stored = sql
      .exec<{ tokens: number; updated_ms: number }>(
        'SELECT tokens, updated_ms FROM bucket WHERE id = 1',
      )
      .toArray()[0];
    let tokens = stored
      ? refill(stored.tokens, stored.updated_ms, now, req.rate)
      : req.rate.capacity;
    const period = periodOf(req.period, now);
    const day = periodOf('day', now).key;
    const month = periodOf('month', now).key;
    const used = this.count(period.key).units;

    const rateOk = tokens >= 1;
    const quotaOk = req.quota === null || used + req.units <= req.quota;
    const allowed = rateOk && quotaOk;
    if (commit) {
      // every call lands in its day and its month (a day-quota key keeps its month for the usage view)
      const [units, denied] = allowed ? [req.units, 0] : [0, 1];
      this.add(day, units, denied);
      this.add(month, units, denied);
      if (allowed) tokens -= 1;
      sql.exec(
        'INSERT INTO bucket (id, tokens, updated_ms) VALUES (1, ?, ?) ON CONFLICT (id) DO UPDATE SET tokens = excluded.tokens, updated_ms = excluded.updated_ms',
        tokens,
        now,
      );
    }

    const usedAfter = allowed && commit ? used + req.units : used;
    const rate: LimitDecision = {
      allowed: rateOk,
      limit: req.rate.capacity,
      windowMs: bucketWindowS(req.rate) * 1000,
      remaining: Math.max(0, Math.floor(tokens)),
      resetAtMs: now + Math.ceil(msUntilTokens(tokens, req.rate.capacity, req.rate)),
      retryAfterS: rateOk ? 0 : Math.max(1, Math.ceil(msUntilTokens(tokens, 1, req.rate) / 1000)),
    };
    const quota: LimitDecision | null =
      req.quota === null
        ? null
        : {
            allowed: quotaOk,
            limit: req.quota,
            windowMs: period.endMs - period.startMs,
            remaining: Math.max(0, req.quota - usedAfter),
            resetAtMs: period.endMs,
            retryAfterS: quotaOk ? 0 : Math.max(1, Math.ceil((period.endMs - now) / 1000)),
          };
    return {
      allowed,
      deniedBy: allowed ? null : rateOk ? 'quota' : 'rate',
      rate,
      quota,
      period,
      used: usedAfter,
      counted: { day, month },
    };
  }

  /**
   * Give back units counted on `day` and `month` that were not spent (a cancelled job's units not
   * computed, a failed shard's); never below zero. The job's ledger calls it once per job.
   */
  refund(r: { units: number; day: string; month: string }): void {
    if (!Number.isInteger(r.units) || r.units < 1) return;
    for (const period of [r.day, r.month])
      this.ctx.storage.sql.exec(
        'UPDATE counts SET units = MAX(0, units - ?) WHERE period = ?',
        r.units,
        period,
      );
  }

  /** The month holding now (or `monthKey`, YYYY-MM): its total and its days. Counts nothing. */
  usage(monthKey?: string): UsageReport {
    const now = Date.now();
    const current = periodOf('month', now);
    const key = monthKey ?? current.key;
    const [y, m] = key.split('-').map(Number) as [number, number];
    const startMs = Date.UTC(y, m - 1, 1);
    const endMs = Date.UTC(y, m, 1);
    const month = this.count(key);
    const days = this.ctx.storage.sql
      .exec<{ period: string; units: number; denied: number }>(
        "SELECT period, units, denied FROM counts WHERE period LIKE ? || '-__' ORDER BY period",
        key,
      )
      .toArray()
      .map((r) => ({ day: r.period, units: r.units, denied: r.denied }));
    return {
      month: { period: key, units: month.units, denied: month.denied, startMs, endMs },
      days,
    };
  }

  /** Keep 13 months of counts; the bucket row stays (it is one row). */
  override async alarm(): Promise<void> {
    const now = Date.now();
    const d = new Date(now);
    const oldest = periodOf('month', Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 12, 1)).key;
    const sql = this.ctx.storage.sql;
    sql.exec('DELETE FROM counts WHERE substr(period, 1, 7) < ?', oldest);
    // an idle key's object stops waking once its counts are gone; the next call re-arms it
    if (sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM counts').one().n > 0)
      await this.ctx.storage.setAlarm(now + 24 * 3600 * 1000);
  }
}
