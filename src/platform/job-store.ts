/**
 * @module What a research job is and where it is kept (docs/jobs.md), without the work: the
 * types the JobLedger Durable Object (src/durable/job-ledger.ts), the jobs service
 * (src/platform/jobs.ts) and T's job routes share, the retention times and the R2 prefix delete.
 * Importing it loads no engine, Parquet writer or route module.
 */
import type { JobFormat, RowSpec } from './jobs-rows.js';

/** How long a job's inputs, parts and record are kept after it ends. */
export const JOB_RETENTION_MS = 7 * 24 * 3600 * 1000;
/** A job not ended this long after creation has its missing shards failed (by the ledger's alarm). */
export const JOB_WATCHDOG_MS = 3 * 24 * 3600 * 1000;

/** Delete every object under a prefix (1,000 per list page). */
export async function deletePrefix(bucket: R2Bucket, prefix: string): Promise<number> {
  let n = 0;
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix, ...(cursor ? { cursor } : {}) });
    if (page.objects.length) await bucket.delete(page.objects.map((o) => o.key));
    n += page.objects.length;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return n;
}

export type JobState = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

/** What a job is, fixed at creation. */
export interface JobSpec extends RowSpec {
  id: string;
  ownerId: string;
  quotaId: string;
  environment: 'production' | 'sandbox';
  /** the engine configuration the job computes with (X-Engine-Version at creation) */
  engineVersion: string;
  formats: JobFormat[];
  unitsTotal: number;
  shardsTotal: number;
  /** units per shard (the last shard may hold fewer) */
  shardUnits: number;
  /** R2 key of a births job's NDJSON input */
  inputKey?: string;
  createdAtMs: number;
}

export interface ShardBytes { ndjson?: number; csv?: number; parquet?: number }
export interface ShardReport {
  rows: number;
  bad: number;
  firstBad: { index: number; id?: string; field: string; message: string } | null;
  bytes: ShardBytes;
  /** compute and encoding time of the shard, milliseconds (performance.now) */
  ms: number;
  attempt: number;
}

export interface ShardView { shard: number; status: 'done' | 'failed'; rows: number; bad: number; first_bad: ShardReport['firstBad']; bytes: ShardBytes; ms: number; attempts: number; error: string | null; first_unit: number; units: number }

export interface JobStatus {
  spec: JobSpec;
  state: JobState;
  createdAtMs: number;
  startedAtMs: number | null;
  finishedAtMs: number | null;
  erasedAtMs: number | null;
  expiresAtMs: number;
  shards: ShardView[];
}
