/**
 * @module JobLedger: a SQLite-backed Durable Object per research job (docs/jobs.md), addressed by
 * idFromName(job id). It holds the job's spec, its state and one row per shard that has ended;
 * every call runs to completion before the next (synchronous SQL, no await between the check and
 * the write), so a shard is counted exactly once however often the queue delivers it:
 * - `begin(shard)` tells a consumer whether to work (not when the shard is already counted, or the
 *   job cancelled or erased) and hands it the spec;
 * - `finish(shard, report)` records a written shard (INSERT OR IGNORE: a redelivered shard that was
 *   written twice is counted once) and says whether its parts must go (job cancelled meanwhile);
 * - `attemptFailed` notes a try's error, `fail` records a shard the dead-letter queue gave up on;
 * - when every shard has ended the job is `done` (or `failed` when a shard failed), the D1 index
 *   row follows, `job.completed`/`job.failed` go to the owner's webhooks, and an alarm is set for
 *   the retention's end, when the alarm erases the inputs, parts and record.
 * A watchdog alarm fails the shards still missing 3 days after creation, so every job ends.
 */
import { DurableObject } from 'cloudflare:workers';
// the job store only: the jobs service (rows, Parquet writer, the engine) and the webhook
// service are loaded when a call needs them, not when an isolate starts
import { deletePrefix, JOB_RETENTION_MS, JOB_WATCHDOG_MS, type JobSpec, type JobState, type JobStatus, type ShardBytes, type ShardReport } from '../platform/job-store.js';

export type { JobSpec, JobState, JobStatus, ShardBytes, ShardReport, ShardView } from '../platform/job-store.js';

type ShardRow = { shard: number; status: 'done' | 'failed'; rows: number; bad: number; first_bad: string | null; bytes_json: string; ms: number; attempts: number; error: string | null };

export class JobLedger extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    const sql = ctx.storage.sql;
    sql.exec('CREATE TABLE IF NOT EXISTS job (id INTEGER PRIMARY KEY CHECK (id = 1), spec_json TEXT NOT NULL, state TEXT NOT NULL, created_ms INTEGER NOT NULL, started_ms INTEGER, finished_ms INTEGER, erased_ms INTEGER, expires_ms INTEGER NOT NULL)');
    sql.exec('CREATE TABLE IF NOT EXISTS shards (shard INTEGER PRIMARY KEY, status TEXT NOT NULL, rows INTEGER NOT NULL, bad INTEGER NOT NULL, first_bad TEXT, bytes_json TEXT NOT NULL, ms REAL NOT NULL, attempts INTEGER NOT NULL, error TEXT)');
    sql.exec('CREATE TABLE IF NOT EXISTS tries (shard INTEGER PRIMARY KEY, attempts INTEGER NOT NULL, error TEXT)');
  }

  private job(): { spec: JobSpec; state: JobState; created_ms: number; started_ms: number | null; finished_ms: number | null; erased_ms: number | null; expires_ms: number } | null {
    const r = this.ctx.storage.sql.exec<{ spec_json: string; state: JobState; created_ms: number; started_ms: number | null; finished_ms: number | null; erased_ms: number | null; expires_ms: number }>('SELECT * FROM job WHERE id = 1').toArray()[0];
    return r ? { ...r, spec: JSON.parse(r.spec_json) as JobSpec } : null;
  }

  /** Store a new job (a second call with the same id changes nothing). */
  async init(spec: JobSpec): Promise<void> {
    if (this.job()) return;
    this.ctx.storage.sql.exec('INSERT INTO job (id, spec_json, state, created_ms, expires_ms) VALUES (1, ?, ?, ?, ?)', JSON.stringify(spec), 'queued', spec.createdAtMs, spec.createdAtMs + JOB_WATCHDOG_MS + JOB_RETENTION_MS);
    await this.ctx.storage.setAlarm(spec.createdAtMs + JOB_WATCHDOG_MS);
  }

  /** May a consumer work on `shard`? With the spec when it may. */
  async begin(shard: number): Promise<{ go: true; spec: JobSpec } | { go: false; why: 'unknown' | 'counted' | 'ended' }> {
    const j = this.job();
    if (!j) return { go: false, why: 'unknown' };
    if (j.state === 'cancelled' || j.state === 'done' || j.state === 'failed' || j.erased_ms !== null) return { go: false, why: 'ended' };
    if (this.ctx.storage.sql.exec('SELECT 1 FROM shards WHERE shard = ?', shard).toArray().length) return { go: false, why: 'counted' };
    if (j.state === 'queued') {
      const now = Date.now();
      this.ctx.storage.sql.exec("UPDATE job SET state = 'running', started_ms = ? WHERE id = 1", now);
      await this.env.DB.prepare("UPDATE t_jobs SET state = 'running' WHERE id = ? AND state = 'queued'").bind(j.spec.id).run();
    }
    return { go: true, spec: j.spec };
  }

  /** Record a written shard once. `erase`: the job ended meanwhile, so the shard's parts must go. */
  async finish(shard: number, r: ShardReport): Promise<{ counted: boolean; erase: boolean }> {
    const j = this.job();
    if (!j || j.state === 'cancelled' || j.erased_ms !== null) return { counted: false, erase: true };
    if (!this.validShard(j.spec, shard)) return { counted: false, erase: false };
    const cur = this.ctx.storage.sql.exec(
      "INSERT OR IGNORE INTO shards (shard, status, rows, bad, first_bad, bytes_json, ms, attempts, error) VALUES (?, 'done', ?, ?, ?, ?, ?, ?, NULL)",
      shard, r.rows, r.bad, r.firstBad ? JSON.stringify(r.firstBad) : null, JSON.stringify(r.bytes), r.ms, r.attempt,
    );
    const counted = cur.rowsWritten > 0;
    if (counted) await this.maybeEnd();
    return { counted, erase: false };
  }

  /** A failed try of a shard (the consumer retries it with backoff). */
  attemptFailed(shard: number, attempt: number, error: string): void {
    this.ctx.storage.sql.exec('INSERT INTO tries (shard, attempts, error) VALUES (?, ?, ?) ON CONFLICT (shard) DO UPDATE SET attempts = MAX(attempts, excluded.attempts), error = excluded.error', shard, attempt, error.slice(0, 300));
  }

  /** A shard the dead-letter queue gave up on (or the watchdog): counted once, as failed. */
  async fail(shard: number, reason: string): Promise<void> {
    const j = this.job();
    if (!j || !this.validShard(j.spec, shard) || j.state !== 'queued' && j.state !== 'running') return;
    const t = this.ctx.storage.sql.exec<{ attempts: number; error: string | null }>('SELECT attempts, error FROM tries WHERE shard = ?', shard).toArray()[0];
    const error = t?.error ? `${reason}; last error: ${t.error}` : reason;
    const cur = this.ctx.storage.sql.exec("INSERT OR IGNORE INTO shards (shard, status, rows, bad, first_bad, bytes_json, ms, attempts, error) VALUES (?, 'failed', 0, 0, NULL, '{}', 0, ?, ?)", shard, t?.attempts ?? 0, error.slice(0, 500));
    if (cur.rowsWritten > 0) await this.maybeEnd();
  }

  private validShard(spec: JobSpec, shard: number): boolean {
    return Number.isInteger(shard) && shard >= 0 && shard < spec.shardsTotal;
  }

  /** When every shard has ended: the final state, the index row, the webhooks, the retention alarm. */
  private async maybeEnd(): Promise<void> {
    const j = this.job()!;
    if (j.state !== 'queued' && j.state !== 'running') return;
    const c = this.ctx.storage.sql.exec<{ n: number; failed: number }>("SELECT COUNT(*) AS n, COALESCE(SUM(status = 'failed'), 0) AS failed FROM shards").one();
    if (c.n < j.spec.shardsTotal) return;
    const state: JobState = c.failed > 0 ? 'failed' : 'done';
    await this.end(j.spec, state);
    const s = this.summary();
    const data = { job_id: j.spec.id, state, kind: j.spec.kind, shards: { done: s.shardsDone, failed: s.shardsFailed, total: j.spec.shardsTotal }, units: { done: s.unitsDone, bad: s.unitsBad, total: j.spec.unitsTotal } };
    const { queueOwnerEvent } = await import('../platform/webhooks.js');
    await queueOwnerEvent(this.env, j.spec.ownerId, state === 'done' ? 'job.completed' : 'job.failed', `job:${j.spec.id}`, data, Date.now());
  }

  private async end(spec: JobSpec, state: JobState): Promise<void> {
    const now = Date.now();
    const expires = now + JOB_RETENTION_MS;
    this.ctx.storage.sql.exec('UPDATE job SET state = ?, finished_ms = ?, expires_ms = ? WHERE id = 1', state, now, expires);
    await this.env.DB.prepare('UPDATE t_jobs SET state = ?, finished_at = ?, expires_at = ? WHERE id = ?').bind(state, now, expires, spec.id).run();
    await this.ctx.storage.setAlarm(expires);
  }

  private summary() {
    return this.ctx.storage.sql.exec<{ shardsDone: number; shardsFailed: number; unitsDone: number; unitsBad: number }>(
      "SELECT COALESCE(SUM(status = 'done'), 0) AS shardsDone, COALESCE(SUM(status = 'failed'), 0) AS shardsFailed, COALESCE(SUM(rows), 0) AS unitsDone, COALESCE(SUM(bad), 0) AS unitsBad FROM shards",
    ).one();
  }

  /** Cancel a queued or running job (shards not begun are skipped; parts written so far are erased). */
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
      await this.env.DB.prepare('UPDATE t_jobs SET erased_at = ? WHERE id = ?').bind(now, j.spec.id).run();
    }
  }

  status(): JobStatus | null {
    const j = this.job();
    if (!j) return null;
    const rows = this.ctx.storage.sql.exec<ShardRow>('SELECT * FROM shards ORDER BY shard').toArray();
    const { shardUnits, unitsTotal } = j.spec;
    return {
      spec: j.spec,
      state: j.state,
      createdAtMs: j.created_ms,
      startedAtMs: j.started_ms,
      finishedAtMs: j.finished_ms,
      erasedAtMs: j.erased_ms,
      expiresAtMs: j.expires_ms,
      shards: rows.map((r) => ({
        shard: r.shard, status: r.status, rows: r.rows, bad: r.bad, first_bad: r.first_bad ? JSON.parse(r.first_bad) as ShardReport['firstBad'] : null,
        bytes: JSON.parse(r.bytes_json) as ShardBytes, ms: r.ms, attempts: r.attempts, error: r.error,
        first_unit: r.shard * shardUnits, units: Math.min(shardUnits, unitsTotal - r.shard * shardUnits),
      })),
    };
  }

  /** Watchdog (a job still running 3 days on) or the end of retention (erase everything). */
  override async alarm(): Promise<void> {
    const j = this.job();
    if (!j) return;
    const now = Date.now();
    if (j.state === 'queued' || j.state === 'running') {
      const have = new Set(this.ctx.storage.sql.exec<{ shard: number }>('SELECT shard FROM shards').toArray().map((r) => r.shard));
      for (let s = 0; s < j.spec.shardsTotal; s++) {
        if (!have.has(s)) this.ctx.storage.sql.exec("INSERT OR IGNORE INTO shards (shard, status, rows, bad, first_bad, bytes_json, ms, attempts, error) VALUES (?, 'failed', 0, 0, NULL, '{}', 0, 0, ?)", s, 'not finished within 3 days of the job\'s creation');
      }
      await this.maybeEnd();
      return;
    }
    if (now < j.expires_ms) { await this.ctx.storage.setAlarm(j.expires_ms); return; }
    await deletePrefix(this.env.JOBS_BUCKET, `jobs/${j.spec.id}/`);
    await this.env.DB.prepare('DELETE FROM t_jobs WHERE id = ?').bind(j.spec.id).run();
    await this.ctx.storage.deleteAll();
  }
}
