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

/**
 * The ledger's deadlines (docs/jobs.md "Shards, queue, ledger"), before JOBS_LEASE_SCALE (tests):
 * - a consumer that began a shard holds it this long; past it, with no `finish`, the shard is
 *   presumed lost (the consumer died with it) and sent again;
 * - a shard nobody has begun is presumed lost when the job has made no progress (no shard begun,
 *   finished or failed) for JOB_STALL_MS since its last dispatch; each further dispatch waits twice
 *   as long (up to 32 times), so a queue that is merely slow is not flooded;
 * - a shard sent JOB_MAX_DISPATCHES times, or begun JOB_MAX_BEGINS times (two rounds of the
 *   queue's four tries), without finishing is failed: its units are refunded and the job ends.
 */
export const JOB_LEASE_MS = 60_000;
export const JOB_STALL_MS = 60_000;
export const JOB_MAX_DISPATCHES = 8;
export const JOB_MAX_BEGINS = 8;

/** A shard of the plan: its units [first, first + count) and, for births, their bytes in the input. */
export interface ShardPlan {
  first: number;
  count: number;
  from?: number;
  to?: number;
}

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
  /** what creating the job counted on the owner's quota: the counter, the units and the UTC day and month they landed in (refunds go back there) */
  charge?: { quota: string; units: number; day: string; month: string };
}

/** Bytes of a shard's parts per format; `errors`: its errors part (one line per bad unit), when it has bad units. */
export interface ShardBytes {
  ndjson?: number;
  csv?: number;
  parquet?: number;
  errors?: number;
}
export interface ShardReport {
  rows: number;
  bad: number;
  firstBad: { index: number; id?: string; field: string; message: string } | null;
  bytes: ShardBytes;
  /** compute and encoding time of the shard, milliseconds (performance.now) */
  ms: number;
  attempt: number;
}

export interface ShardView {
  shard: number;
  status: 'done' | 'failed';
  rows: number;
  bad: number;
  first_bad: ShardReport['firstBad'];
  bytes: ShardBytes;
  ms: number;
  attempts: number;
  error: string | null;
  first_unit: number;
  units: number;
}

export interface JobStatus {
  spec: JobSpec;
  state: JobState;
  createdAtMs: number;
  startedAtMs: number | null;
  finishedAtMs: number | null;
  erasedAtMs: number | null;
  expiresAtMs: number;
  shards: ShardView[];
  /** units counted on the quota when the job was created, and how many of them were given back (a cancel, failed shards) */
  chargedUnits: number;
  refundedUnits: number;
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
export interface BadUnit {
  index: number;
  id?: string;
  field: string;
  message: string;
}

export type Row = Record<string, unknown>;

/** TIMESTAMP: an ISO 8601 instant in the row (text in CSV), an INT64 of UTC milliseconds in Parquet. */
export type ColumnType = 'STRING' | 'DOUBLE' | 'INT32' | 'BOOLEAN' | 'TIMESTAMP';
export interface Column {
  name: string;
  type: ColumnType;
  get: (r: Row) => unknown;
}

/** What the jobs service asks of the family whose rows it writes (Family T's: src/routes/t/job-rows.ts). */
export interface JobRows {
  /** a shard's births builder: one unit from its NDJSON line, the row or what is wrong with it */
  birthRows(
    spec: RowSpec,
    cfg: EngineConfig,
  ): (line: string, index: number) => { row: Row } | { bad: BadUnit };
  /** the rows of series instants [first, first + count) */
  seriesRows(spec: RowSpec, first: number, count: number, cfg: EngineConfig): Row[];
  /** the flat columns of the job's CSV and Parquet parts */
  columns(spec: RowSpec): Column[];
}

const CSV_QUOTE_RE = /[",\r\n]/;
const CSV_QUOTES_RE = /"/g;
/** Whether a spreadsheet runs a cell beginning with this character as a formula (OWASP "CSV Injection"): = + - @, tab, CR. */
const formulaStart = (c: number) =>
  c === 61 || c === 43 || c === 45 || c === 64 || c === 9 || c === 13;

/**
 * A CSV field (RFC 4180): quoted when it holds a comma, quote or line break (a number or boolean
 * never does). A text cell that begins with a formula character gets a leading `'` (OWASP's advice),
 * so a spreadsheet shows it as text rather than running it; numbers are numbers and never prefixed.
 */
function csvField(v: unknown): string {
  if (v === undefined || v === null) return '';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  let s = typeof v === 'string' ? v : String(v);
  if (formulaStart(s.charCodeAt(0))) s = `'${s}`;
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
