/**
 * @module What a research job is and where it is kept (docs/jobs.md), without the work: the
 * types the JobLedger Durable Object (src/durable/job-ledger.ts), the jobs service
 * (src/platform/jobs.ts) and T's job routes share, the retention times and the R2 prefix delete.
 * Importing it loads no engine, Parquet writer or route module. What a row holds is Family T's
 * (src/routes/t/job-rows.ts, handed to the jobs service as a `JobRows`).
 */
import type { EngineConfig } from '../engine/config/versions.js';
import type { AyanamsaName, NodeMode } from '../engine/ephemeris/index.js';
import type { HouseSystem } from '../engine/houses/index.js';

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

// ---------------------------------------------------------------------------------------------
// rows

export const JOB_FORMATS = ['ndjson', 'csv', 'parquet'] as const;
export type JobFormat = (typeof JOB_FORMATS)[number];
export const SERIES_QUANTITIES = ['grahas', 'vargas', 'dashas', 'panchang', 'transits'] as const;
export type SeriesQuantity = (typeof SERIES_QUANTITIES)[number];

/** The chart options a job carries (those of `POST /t/api/chart`), validated at creation. */
export interface JobChartOptions {
  ayanamsha?: AyanamsaName;
  node?: NodeMode;
  house_system?: HouseSystem;
  vargas?: string[];
  dashas?: string[];
  dasha_depth?: number;
}

export interface SeriesSpec {
  lat: number;
  lon: number;
  from: string;
  to: string;
  step: 'day' | 'hour';
  quantities: SeriesQuantity[];
  tz?: string;
}

/** What a shard needs to build its rows. */
export interface RowSpec {
  kind: 'births' | 'series';
  rows: 'basic' | 'chart';
  options: JobChartOptions;
  series?: SeriesSpec;
}

/** A unit that could not be computed: its index, the field at fault and why. */
export interface BadUnit { index: number; id?: string; field: string; message: string }

export type Row = Record<string, unknown>;

export type ColumnType = 'STRING' | 'DOUBLE' | 'INT32' | 'BOOLEAN';
export interface Column { name: string; type: ColumnType; get: (r: Row) => unknown }

/** What the jobs service asks of the family whose rows it writes (Family T's: src/routes/t/job-rows.ts). */
export interface JobRows {
  /** a shard's births builder: one unit from its NDJSON line, the row or what is wrong with it */
  birthRows(spec: RowSpec, cfg: EngineConfig): (line: string, index: number) => { row: Row } | { bad: BadUnit };
  /** the rows of series instants [first, first + count) */
  seriesRows(spec: RowSpec, first: number, count: number, cfg: EngineConfig): Row[];
  /** the flat columns of the job's CSV and Parquet parts */
  columns(spec: RowSpec): Column[];
}

const CSV_QUOTE_RE = /[",\r\n]/;
const CSV_QUOTES_RE = /"/g;

/** A CSV field (RFC 4180): quoted when it holds a comma, quote or line break (a number or boolean never does). */
function csvField(v: unknown): string {
  if (v === undefined || v === null) return '';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  const s = typeof v === 'string' ? v : String(v);
  return CSV_QUOTE_RE.test(s) ? `"${s.replace(CSV_QUOTES_RE, '""')}"` : s;
}

export function csvHeader(cols: readonly Column[]): string {
  return `${cols.map((c) => csvField(c.name)).join(',')}\r\n`;
}

/** One CSV record (a string built field by field: no array per row). */
export function csvLine(cols: readonly Column[], r: Row): string {
  let line = '';
  for (let i = 0; i < cols.length; i++) {
    if (i > 0) line += ',';
    line += csvField(cols[i]!.get(r));
  }
  return `${line}\r\n`;
}
