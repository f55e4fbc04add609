/**
 * @module JobLedger: a SQLite-backed Durable Object per research job (docs/jobs.md), addressed by
 * idFromName(job id). It holds the job's spec, its plan (every shard's units and input bytes, how
 * often it was sent and begun, who holds it until when), its state and one row per shard that has
 * ended. Every call runs to completion before the next (synchronous SQL, no await between the check
 * and the write), so a shard is counted exactly once however often the queue delivers it.
 *
 * The ledger owns progress: a queue message can be lost (a local server killed with its in-memory
 * queue), delivered twice or dead-lettered, and the job still ends with every row once:
 * - `begin(shard, attempt)` tells a consumer whether to work (not when the shard is already counted,
 *   the job ended, or another delivery holds the shard's lease) and hands it the spec and a lease;
 * - `finish(shard, report)` records a written shard (INSERT OR IGNORE: a shard written twice under
 *   its deterministic part names is counted once) and says whether its parts must go (cancelled);
 * - `attemptFailed` notes a try's error and frees the lease until the queue's retry;
 * - `deadLettered` sends a dead-lettered shard again (a passing fault), or fails it after two
 *   rounds of the queue's tries;
 * - the alarm sends again every shard whose deadline passed (a held lease that ran out; a shard
 *   nobody began while the job made no progress), failing one sent too often; it also fails what is
 *   missing 3 days after creation, gives back the units of a cancel or of failed shards, and
 *   erases the job when its retention ends.
 * When every shard has ended the job is `done` (or `failed` when a shard failed), the D1 index row
 * follows, `job.completed`/`job.failed` go to the owner's webhooks, and the retention alarm is set.
 */
import { DurableObject } from 'cloudflare:workers';
// the job store only: the jobs service (rows, Parquet writer, the engine) and the webhook
// service are loaded when a call needs them, not when an isolate starts
import {
  deletePrefix,
  JOB_LEASE_MS,
  JOB_MAX_BEGINS,
  JOB_MAX_DISPATCHES,
  JOB_RETENTION_MS,
  JOB_STALL_MS,
  JOB_WATCHDOG_MS,
  type JobSpec,
  type JobState,
  type JobStatus,
  type ShardBytes,
  type ShardPlan,
  type ShardReport,
} from '../platform/job-store.js';

export type {
  JobSpec,
  JobState,
  JobStatus,
  ShardBytes,
  ShardPlan,
  ShardReport,
  ShardView,
} from '../platform/job-store.js';

type ShardRow = {
  shard: number;
  status: 'done' | 'failed';
  rows: number;
  bad: number;
  first_bad: string | null;
  bytes_json: string;
  ms: number;
  attempts: number;
  error: string | null;
};
type PlanRow = {
  shard: number;
  first: number;
  count: number;
  from_b: number | null;
  to_b: number | null;
  dispatches: number;
  begins: number;
  held_ms: number | null;
  due_ms: number;
};
type JobRow = {
  spec_json: string;
  state: JobState;
  created_ms: number;
  started_ms: number | null;
  finished_ms: number | null;
  erased_ms: number | null;
  expires_ms: number;
  progress_ms: number | null;
  refund_due: number;
  refunded: number;
};

/** What `begin` answers: work (with the spec), or why not. */
export type BeginAnswer =
  { go: true; spec: JobSpec } | { go: false; why: 'unknown' | 'counted' | 'ended' | 'busy' };

/** Optional settings: JOBS_LEASE_SCALE scales the ledger's deadlines (tests: a lost shard is sent again in seconds). */
interface LedgerVars {
  JOBS_LEASE_SCALE?: string;
}

export class JobLedger extends DurableObject<Env> {
  private readonly scale: number;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    const sql = ctx.storage.sql;
    sql.exec(
      'CREATE TABLE IF NOT EXISTS job (id INTEGER PRIMARY KEY CHECK (id = 1), spec_json TEXT NOT NULL, state TEXT NOT NULL, created_ms INTEGER NOT NULL, started_ms INTEGER, finished_ms INTEGER, erased_ms INTEGER, expires_ms INTEGER NOT NULL)',
    );
    sql.exec(
      'CREATE TABLE IF NOT EXISTS shards (shard INTEGER PRIMARY KEY, status TEXT NOT NULL, rows INTEGER NOT NULL, bad INTEGER NOT NULL, first_bad TEXT, bytes_json TEXT NOT NULL, ms REAL NOT NULL, attempts INTEGER NOT NULL, error TEXT)',
    );
    sql.exec(
      'CREATE TABLE IF NOT EXISTS tries (shard INTEGER PRIMARY KEY, attempts INTEGER NOT NULL, error TEXT)',
    );
    sql.exec(
      'CREATE TABLE IF NOT EXISTS plan (shard INTEGER PRIMARY KEY, first INTEGER NOT NULL, count INTEGER NOT NULL, from_b INTEGER, to_b INTEGER, dispatches INTEGER NOT NULL, begins INTEGER NOT NULL, held_ms INTEGER, due_ms INTEGER NOT NULL)',
    );
    // columns a ledger created before the plan lacks (its job is then never re-sent: it has no plan)
    const cols = new Set(
      sql
        .exec<{ name: string }>('PRAGMA table_info(job)')
        .toArray()
        .map((c) => c.name),
    );
    if (!cols.has('progress_ms')) sql.exec('ALTER TABLE job ADD COLUMN progress_ms INTEGER');
    if (!cols.has('refund_due'))
      sql.exec('ALTER TABLE job ADD COLUMN refund_due INTEGER NOT NULL DEFAULT 0');
    if (!cols.has('refunded'))
      sql.exec('ALTER TABLE job ADD COLUMN refunded INTEGER NOT NULL DEFAULT 0');
    const s = Number((env as Env & LedgerVars).JOBS_LEASE_SCALE ?? '1');
    this.scale = Number.isFinite(s) && s > 0 ? s : 1;
  }

  private get leaseMs() {
    return JOB_LEASE_MS * this.scale;
  }
  private get stallMs() {
    return JOB_STALL_MS * this.scale;
  }

  private job(): (Omit<JobRow, 'spec_json'> & { spec: JobSpec }) | null {
    const r = this.ctx.storage.sql.exec<JobRow>('SELECT * FROM job WHERE id = 1').toArray()[0];
    if (!r) return null;
    const { spec_json, ...rest } = r;
    return { ...rest, spec: JSON.parse(spec_json) as JobSpec };
  }

  private plan(shard: number): PlanRow | undefined {
    return this.ctx.storage.sql
      .exec<PlanRow>('SELECT * FROM plan WHERE shard = ?', shard)
      .toArray()[0];
  }

  private counted(shard: number): boolean {
    return (
      this.ctx.storage.sql.exec('SELECT 1 FROM shards WHERE shard = ?', shard).toArray().length > 0
    );
  }

  private progressed(now: number): void {
    this.ctx.storage.sql.exec('UPDATE job SET progress_ms = ? WHERE id = 1', now);
  }

  /** The alarm at `at` unless one is set sooner. */
  private async alarmBy(at: number): Promise<void> {
    const cur = await this.ctx.storage.getAlarm();
    if (cur === null || cur > at) await this.ctx.storage.setAlarm(at);
  }

  /** Store a new job and its plan (a second call with the same id changes nothing). The caller sends the shards. */
  async init(spec: JobSpec, plan: readonly ShardPlan[] = []): Promise<void> {
    if (this.job()) return;
    const now = Date.now();
    const sql = this.ctx.storage.sql;
    sql.exec(
      'INSERT INTO job (id, spec_json, state, created_ms, expires_ms, progress_ms) VALUES (1, ?, ?, ?, ?, ?)',
      JSON.stringify(spec),
      'queued',
      spec.createdAtMs,
      spec.createdAtMs + JOB_WATCHDOG_MS + JOB_RETENTION_MS,
      now,
    );
    plan.forEach((p, shard) =>
      sql.exec(
        'INSERT INTO plan (shard, first, count, from_b, to_b, dispatches, begins, held_ms, due_ms) VALUES (?, ?, ?, ?, ?, 1, 0, NULL, ?)',
        shard,
        p.first,
        p.count,
        p.from ?? null,
        p.to ?? null,
        now + this.stallMs,
      ),
    );
    await this.ctx.storage.setAlarm(
      plan.length ? now + this.stallMs : spec.createdAtMs + JOB_WATCHDOG_MS,
    );
  }

  /** May a consumer work on `shard`? With the spec when it may; the shard is then held for the lease. `attempt` is the queue's count of deliveries: a retry takes over a lease its earlier try left. */
  async begin(shard: number, attempt = 1): Promise<BeginAnswer> {
    const j = this.job();
    if (!j) return { go: false, why: 'unknown' };
    if ((j.state !== 'queued' && j.state !== 'running') || j.erased_ms !== null)
      return { go: false, why: 'ended' };
    if (this.counted(shard)) return { go: false, why: 'counted' };
    const now = Date.now();
    const p = this.plan(shard);
    if (p) {
      if (p.held_ms !== null && now < p.held_ms + this.leaseMs && attempt <= 1)
        return { go: false, why: 'busy' };
      if (p.begins >= JOB_MAX_BEGINS) {
        await this.fail(shard, `the shard was begun ${p.begins} times and never finished`);
        return { go: false, why: 'ended' };
      }
      this.ctx.storage.sql.exec(
        'UPDATE plan SET begins = begins + 1, held_ms = ?, due_ms = ? WHERE shard = ?',
        now,
        now + this.leaseMs,
        shard,
      );
    }
    this.progressed(now);
    if (j.state === 'queued') {
      this.ctx.storage.sql.exec(
        "UPDATE job SET state = 'running', started_ms = ? WHERE id = 1",
        now,
      );
      await this.env.DB.prepare(
        "UPDATE t_jobs SET state = 'running' WHERE id = ? AND state = 'queued'",
      )
        .bind(j.spec.id)
        .run();
    }
    if (p) await this.alarmBy(now + this.leaseMs);
    return { go: true, spec: j.spec };
  }

  /** Record a written shard once. `erase`: the job was cancelled before this shard counted, so its parts must go. */
  async finish(shard: number, r: ShardReport): Promise<{ counted: boolean; erase: boolean }> {
    const j = this.job();
    if (!j) return { counted: false, erase: true };
    if (!this.validShard(j.spec, shard) || this.counted(shard))
      return { counted: false, erase: false };
    if (j.state === 'cancelled' || j.erased_ms !== null) return { counted: false, erase: true };
    const cur = this.ctx.storage.sql.exec(
      "INSERT OR IGNORE INTO shards (shard, status, rows, bad, first_bad, bytes_json, ms, attempts, error) VALUES (?, 'done', ?, ?, ?, ?, ?, ?, NULL)",
      shard,
      r.rows,
      r.bad,
      r.firstBad ? JSON.stringify(r.firstBad) : null,
      JSON.stringify(r.bytes),
      r.ms,
      r.attempt,
    );
    const counted = cur.rowsWritten > 0;
    if (counted) {
      this.ctx.storage.sql.exec('UPDATE plan SET held_ms = NULL WHERE shard = ?', shard);
      this.progressed(Date.now());
      await this.maybeEnd();
    }
    return { counted, erase: false };
  }

  /** A failed try of a shard: the lease is freed until the queue's retry, `retryInS` from now. */
  attemptFailed(shard: number, attempt: number, error: string, retryInS = 0): void {
    const now = Date.now();
    this.ctx.storage.sql.exec(
      'INSERT INTO tries (shard, attempts, error) VALUES (?, ?, ?) ON CONFLICT (shard) DO UPDATE SET attempts = MAX(attempts, excluded.attempts), error = excluded.error',
      shard,
      attempt,
      error.slice(0, 300),
    );
    this.ctx.storage.sql.exec(
      'UPDATE plan SET held_ms = NULL, due_ms = ? WHERE shard = ?',
      now + retryInS * 1000 + this.leaseMs,
      shard,
    );
    this.progressed(now);
  }

  /** The dead-letter queue gave up on a shard: sent again at once (a passing fault), or failed once it was begun JOB_MAX_BEGINS times. */
  async deadLettered(shard: number, reason: string): Promise<'resent' | 'failed' | 'ignored'> {
    const j = this.job();
    if (
      !j ||
      !this.validShard(j.spec, shard) ||
      (j.state !== 'queued' && j.state !== 'running') ||
      this.counted(shard)
    )
      return 'ignored';
    const p = this.plan(shard);
    if (!p || p.begins >= JOB_MAX_BEGINS || p.dispatches >= JOB_MAX_DISPATCHES) {
      await this.fail(shard, p ? `${reason}, ${p.begins} tries in all` : reason);
      return 'failed';
    }
    await this.resend(j.spec, [p], Date.now());
    return 'resent';
  }

  /** A shard the ledger gives up on: counted once, as failed. */
  async fail(shard: number, reason: string): Promise<void> {
    const j = this.job();
    if (!j || !this.validShard(j.spec, shard) || (j.state !== 'queued' && j.state !== 'running'))
      return;
    const t = this.ctx.storage.sql
      .exec<{ attempts: number; error: string | null }>(
        'SELECT attempts, error FROM tries WHERE shard = ?',
        shard,
      )
      .toArray()[0];
    const p = this.plan(shard);
    const error = t?.error ? `${reason}; last error: ${t.error}` : reason;
    const cur = this.ctx.storage.sql.exec(
      "INSERT OR IGNORE INTO shards (shard, status, rows, bad, first_bad, bytes_json, ms, attempts, error) VALUES (?, 'failed', 0, 0, NULL, '{}', 0, ?, ?)",
      shard,
      Math.max(p?.begins ?? 0, t?.attempts ?? 0),
      error.slice(0, 500),
    );
    if (cur.rowsWritten > 0) {
      this.ctx.storage.sql.exec('UPDATE plan SET held_ms = NULL WHERE shard = ?', shard);
      await this.maybeEnd();
    }
  }

  /** Send shards again (their deadline passed, or the dead-letter queue gave them back). */
  private async resend(spec: JobSpec, rows: readonly PlanRow[], now: number): Promise<void> {
    for (const p of rows) {
      // each dispatch waits twice as long as the one before (up to 32 times the stall)
      const wait = this.stallMs * 2 ** Math.min(p.dispatches, 5);
      this.ctx.storage.sql.exec(
        'UPDATE plan SET dispatches = dispatches + 1, held_ms = NULL, due_ms = ? WHERE shard = ?',
        now + wait,
        p.shard,
      );
    }
    const { enqueueShards } = await import('../platform/jobs.js');
    await enqueueShards(
      this.env.JOBS_QUEUE,
      spec.id,
      rows.map((p) => ({
        shard: p.shard,
        first: p.first,
        count: p.count,
        ...(p.from_b !== null ? { from: p.from_b, to: p.to_b! } : {}),
      })),
    );
    await this.alarmBy(now + this.stallMs);
  }

  private validShard(spec: JobSpec, shard: number): boolean {
    return Number.isInteger(shard) && shard >= 0 && shard < spec.shardsTotal;
  }

  /** When every shard has ended: the final state, the index row, the refund of failed shards, the webhooks, the retention alarm. */
  private async maybeEnd(): Promise<void> {
    const j = this.job()!;
    if (j.state !== 'queued' && j.state !== 'running') return;
    const c = this.ctx.storage.sql
      .exec<{ n: number; failed: number }>(
        "SELECT COUNT(*) AS n, COALESCE(SUM(status = 'failed'), 0) AS failed FROM shards",
      )
      .one();
    if (c.n < j.spec.shardsTotal) return;
    const state: JobState = c.failed > 0 ? 'failed' : 'done';
    await this.end(j.spec, state);
    const s = this.summary();
    const data = {
      job_id: j.spec.id,
      state,
      kind: j.spec.kind,
      shards: { done: s.shardsDone, failed: s.shardsFailed, total: j.spec.shardsTotal },
      units: { done: s.unitsDone, bad: s.unitsBad, total: j.spec.unitsTotal },
    };
    const { queueOwnerEvent } = await import('../platform/webhooks.js');
    await queueOwnerEvent(
      this.env,
      j.spec.ownerId,
      state === 'done' ? 'job.completed' : 'job.failed',
      `job:${j.spec.id}`,
      data,
      Date.now(),
    );
  }

  /** End the job: its state, the units it will not spend given back, the index row, the retention alarm. */
  private async end(spec: JobSpec, state: JobState): Promise<void> {
    const now = Date.now();
    const expires = now + JOB_RETENTION_MS;
    // units charged and not computed: every unit of a shard that did not end done
    const doneUnits = this.ctx.storage.sql
      .exec<{ u: number }>(
        "SELECT COALESCE(SUM(rows + bad), 0) AS u FROM shards WHERE status = 'done'",
      )
      .one().u;
    const refund = spec.charge ? Math.max(0, spec.charge.units - doneUnits) : 0;
    this.ctx.storage.sql.exec(
      'UPDATE job SET state = ?, finished_ms = ?, expires_ms = ?, refund_due = ? WHERE id = 1',
      state,
      now,
      expires,
      refund,
    );
    await this.env.DB.prepare(
      'UPDATE t_jobs SET state = ?, finished_at = ?, expires_at = ? WHERE id = ?',
    )
      .bind(state, now, expires, spec.id)
      .run();
    await this.ctx.storage.setAlarm(expires);
    await this.giveBack(spec);
  }

  /** Hand the refund due back to the owner's quota counter (once; retried by the alarm if the counter does not answer). */
  private async giveBack(spec: JobSpec): Promise<void> {
    const j = this.job()!;
    if (j.refund_due <= 0 || !spec.charge) return;
    try {
      const ns = this.env.KEY_QUOTA;
      await ns
        .get(ns.idFromName(spec.charge.quota))
        .refund({ units: j.refund_due, day: spec.charge.day, month: spec.charge.month });
      this.ctx.storage.sql.exec(
        'UPDATE job SET refunded = refunded + refund_due, refund_due = 0 WHERE id = 1',
      );
    } catch (err) {
      console.error(
        `jobs: ${spec.id}: the refund did not reach the quota counter (${err instanceof Error ? err.name : 'error'}); the alarm retries it`,
      );
      await this.alarmBy(Date.now() + this.stallMs);
    }
  }

  private summary() {
    return this.ctx.storage.sql
      .exec<{ shardsDone: number; shardsFailed: number; unitsDone: number; unitsBad: number }>(
        "SELECT COALESCE(SUM(status = 'done'), 0) AS shardsDone, COALESCE(SUM(status = 'failed'), 0) AS shardsFailed, COALESCE(SUM(rows), 0) AS unitsDone, COALESCE(SUM(bad), 0) AS unitsBad FROM shards",
      )
      .one();
  }

  /** Cancel a queued or running job: shards not counted yet are skipped (one finishing later deletes its parts), the parts written so far stay, the units not spent are given back. */
  async cancel(): Promise<JobState | null> {
    const j = this.job();
    if (!j) return null;
    if (j.state === 'queued' || j.state === 'running') await this.end(j.spec, 'cancelled');
    return this.job()!.state;
  }

  /** Delete the job's inputs and parts from R2 now; the record (no birth data) stays until expiry. */
  async erase(): Promise<void> {
    const j = this.job();
    if (!j) return;
    await deletePrefix(this.env.JOBS_BUCKET, `jobs/${j.spec.id}/`);
    if (j.erased_ms === null) {
      const now = Date.now();
      this.ctx.storage.sql.exec('UPDATE job SET erased_ms = ? WHERE id = 1', now);
      await this.env.DB.prepare('UPDATE t_jobs SET erased_at = ? WHERE id = ?')
        .bind(now, j.spec.id)
        .run();
    }
  }

  async status(): Promise<JobStatus | null> {
    const j = this.job();
    if (!j) return null;
    // a running job always has its alarm (a local server restarted without its alarms is woken by a poll)
    if (
      (j.state === 'queued' || j.state === 'running') &&
      (await this.ctx.storage.getAlarm()) === null
    )
      await this.ctx.storage.setAlarm(Date.now() + this.stallMs);
    const rows = this.ctx.storage.sql
      .exec<ShardRow>('SELECT * FROM shards ORDER BY shard')
      .toArray();
    const { shardUnits, unitsTotal } = j.spec;
    return {
      spec: j.spec,
      state: j.state,
      createdAtMs: j.created_ms,
      startedAtMs: j.started_ms,
      finishedAtMs: j.finished_ms,
      erasedAtMs: j.erased_ms,
      expiresAtMs: j.expires_ms,
      chargedUnits: j.spec.charge?.units ?? 0,
      refundedUnits: j.refunded + j.refund_due,
      shards: rows.map((r) => ({
        shard: r.shard,
        status: r.status,
        rows: r.rows,
        bad: r.bad,
        first_bad: r.first_bad ? (JSON.parse(r.first_bad) as ShardReport['firstBad']) : null,
        bytes: JSON.parse(r.bytes_json) as ShardBytes,
        ms: r.ms,
        attempts: r.attempts,
        error: r.error,
        first_unit: r.shard * shardUnits,
        units: Math.min(shardUnits, unitsTotal - r.shard * shardUnits),
      })),
    };
  }

  /**
   * Running: send again every shard whose deadline passed (failing one sent too often), fail what is
   * still missing 3 days after creation, and wake again at the next deadline. Ended: give back a
   * refund still due, and erase everything when the retention ends.
   */
  override async alarm(): Promise<void> {
    const j = this.job();
    if (!j) return;
    const now = Date.now();
    if (j.state === 'queued' || j.state === 'running') {
      const sql = this.ctx.storage.sql;
      if (now >= j.created_ms + JOB_WATCHDOG_MS) {
        const have = new Set(
          sql
            .exec<{ shard: number }>('SELECT shard FROM shards')
            .toArray()
            .map((r) => r.shard),
        );
        for (let s = 0; s < j.spec.shardsTotal; s++) {
          if (!have.has(s))
            sql.exec(
              "INSERT OR IGNORE INTO shards (shard, status, rows, bad, first_bad, bytes_json, ms, attempts, error) VALUES (?, 'failed', 0, 0, NULL, '{}', 0, 0, ?)",
              s,
              "not finished within 3 days of the job's creation",
            );
        }
        await this.maybeEnd();
        return;
      }
      const open = sql
        .exec<PlanRow>(
          'SELECT * FROM plan WHERE shard NOT IN (SELECT shard FROM shards) ORDER BY shard',
        )
        .toArray();
      // a held shard is due when its lease runs out; one nobody holds, when the job has also made no progress for the stall
      const dueAt = (p: PlanRow) =>
        p.held_ms !== null ? p.due_ms : Math.max(p.due_ms, (j.progress_ms ?? 0) + this.stallMs);
      const due = open.filter((p) => dueAt(p) <= now);
      const resend: PlanRow[] = [];
      for (const p of due) {
        if (p.dispatches >= JOB_MAX_DISPATCHES)
          await this.fail(
            p.shard,
            `the shard was sent ${p.dispatches} times and never finished (lost)`,
          );
        else resend.push(p);
      }
      if (resend.length) await this.resend(j.spec, resend, now);
      const after = this.job()!;
      if (after.state !== 'queued' && after.state !== 'running') return;
      const rest = sql
        .exec<PlanRow>('SELECT * FROM plan WHERE shard NOT IN (SELECT shard FROM shards)')
        .toArray();
      const next = Math.min(
        j.created_ms + JOB_WATCHDOG_MS,
        ...rest.map((p) =>
          p.held_ms !== null
            ? p.due_ms
            : Math.max(p.due_ms, (after.progress_ms ?? 0) + this.stallMs),
        ),
      );
      await this.ctx.storage.setAlarm(Math.max(next, now + 1000 * this.scale));
      return;
    }
    if (j.refund_due > 0) await this.giveBack(j.spec);
    if (now < j.expires_ms) {
      await this.alarmBy(j.expires_ms);
      return;
    }
    await deletePrefix(this.env.JOBS_BUCKET, `jobs/${j.spec.id}/`);
    await this.env.DB.prepare('DELETE FROM t_jobs WHERE id = ?').bind(j.spec.id).run();
    await this.ctx.storage.deleteAll();
  }
}
