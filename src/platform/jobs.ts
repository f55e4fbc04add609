/**
 * @module Family T's research jobs on Cloudflare's parts (docs/jobs.md): the input is stored in R2
 * (births as NDJSON, one unit a line), split into shards of units whose estimated cost stays near
 * 100 ms, sent to the JOBS_QUEUE in batches, consumed by the same Worker a few shards per
 * invocation, two at a time (one computes while the other waits on I/O); each shard reads its
 * byte range of the input, builds its rows with T's own chart code (src/routes/t/job-rows.ts,
 * handed to the consumer by src/worker.ts), writes one part per format to R2 and reports to the job's
 * JobLedger Durable Object, which counts it once. A shard that throws is retried with backoff
 * (4 tries); then the dead-letter queue's consumer marks it failed in the ledger. A unit with bad
 * input is a row with its error, never a failed shard. Parts are served by the Worker through
 * signed, expiring links (HMAC under the service's signing key), never from a public bucket.
 */
import { parquetWriteBuffer } from 'hyparquet-writer';
import { CURRENT_ENGINE_CONFIG, engineConfig } from '../engine/config/versions.js';
import type { JobSpec, ShardBytes, ShardPlan, ShardReport } from './job-store.js';
import {
  csvHeader,
  csvLine,
  type BadUnit,
  type Column,
  type JobFormat,
  type JobRows,
  type Row,
  type RowSpec,
} from './job-store.js';
import {
  b64url,
  currentSigningKey,
  fromB64url,
  hmac,
  hmacVerify,
  signingKeyById,
} from './signing.js';

export { deletePrefix, JOB_MAX_BEGINS, JOB_RETENTION_MS, JOB_WATCHDOG_MS } from './job-store.js';

/** At most this many units (births or series instants) per job. */
export const JOB_MAX_UNITS = 1_000_000;
/** Births sent inline as JSON: at most this many, in a body of at most INLINE_MAX_BYTES. */
export const INLINE_MAX_BIRTHS = 100_000;
export const INLINE_MAX_BYTES = 10 * 1024 * 1024;
/** An NDJSON stream (optionally gzip): at most this many bytes once decompressed. */
export const NDJSON_MAX_BYTES = 256 * 1024 * 1024;
/** The first NDJSON line (the job's options) is at most this long. */
export const NDJSON_HEADER_MAX_BYTES = 64 * 1024;
/**
 * One unit (a birth's line or inline object) is at most this many bytes: a birth is under 400 (its
 * fields are bounded: datetime 40, place 200, id 64 characters), so this bounds what one unit costs
 * to read, parse and hold, and with it a shard's memory and CPU. An upload is also refused once its
 * decompressed bytes pass this much per birth on average (blank lines and padding count), so a small
 * gzip body cannot inflate into hundreds of MiB stored for a few births.
 */
export const UNIT_MAX_BYTES = 4096;
/** Queued or running jobs per key lineage at once. */
export const JOB_CONCURRENCY = { starter: 0, pro: 3, enterprise: 10, sandbox: 1 } as const;
/** Units per shard: at most this many; in multiples of MIN when the budget holds MIN or more, else as few as the budget holds (at least one). */
export const SHARD_MAX_UNITS = 1000;
export const SHARD_MIN_UNITS = 50;
/** The compute budget of a shard the sizing aims at, microseconds (the goal is 200 ms of CPU). */
export const SHARD_BUDGET_US = 110_000;
/** Seconds before try 2, 3 and 4 of a failed shard; after try 4 it goes to the dead-letter queue. */
export const JOB_BACKOFF_SECONDS: readonly number[] = [10, 60, 300];
export const JOB_MAX_TRIES = JOB_BACKOFF_SECONDS.length + 1;
/** A shard whose work has not settled after this long is abandoned and retried (a hung I/O call must not hold an invocation for its 15 minutes). */
export const SHARD_TIMEOUT_MS = 120_000;
/** How long a signed part link works. */
export const PART_LINK_TTL_S = 3600;
/** How long a signed link to a merged download (every part of a format in one file) works. */
export const DOWNLOAD_LINK_TTL_S = 24 * 3600;
/** R2 multipart part size for streamed inputs (R2 wants equal parts of at least 5 MiB but the last). */
const UPLOAD_PART_BYTES = 8 * 1024 * 1024;

/** A shard as a queue message: its units [first, first + count) and, for births, their bytes in the input. */
export interface ShardMessage {
  v: 1;
  job: string;
  shard: number;
  first: number;
  count: number;
  from?: number;
  to?: number;
}

/** Estimated microseconds per unit (measured in workerd; docs/jobs.md "Shard size"). */
export function unitCostUs(spec: RowSpec, formats: readonly JobFormat[]): number {
  const o = spec.options;
  const dashas =
    (o.dashas ?? ['vimsottari']).length *
    (o.dasha_depth === 3 ? 200 : o.dasha_depth === 1 ? 20 : 60);
  const vargas = (o.vargas ?? ['D1']).length * 8;
  let us: number;
  if (spec.kind === 'births') us = spec.rows === 'basic' ? 100 : 150 + dashas + vargas;
  else {
    const q = new Set(spec.series!.quantities);
    const perDay = spec.series!.step === 'day' ? 1 : 1 / 24;
    us =
      20 +
      (q.has('grahas') ? 130 : q.has('vargas') || q.has('dashas') ? 60 : 0) +
      (q.has('vargas') ? vargas : 0) +
      (q.has('dashas') ? dashas : 0) +
      (q.has('panchang') ? 1000 * perDay : 0) +
      (q.has('transits') ? 420 * perDay : 0);
  }
  return us + (formats.includes('parquet') ? 25 : 0) + (formats.includes('csv') ? 10 : 0);
}

/** Units per shard: as many as the budget holds, up to 1,000 (a multiple of 50 from 50 up; fewer, down to one, for units that cost more than a fiftieth of the budget), so a shard's estimated CPU stays within SHARD_BUDGET_US. */
export function shardUnitsFor(spec: RowSpec, formats: readonly JobFormat[]): number {
  const fit = Math.floor(SHARD_BUDGET_US / unitCostUs(spec, formats));
  if (fit < SHARD_MIN_UNITS) return Math.max(1, fit);
  return Math.min(SHARD_MAX_UNITS, Math.floor(fit / SHARD_MIN_UNITS) * SHARD_MIN_UNITS);
}

/**
 * A job's progress as status reports it: rows done of the total, the rate since its first shard
 * began (rows per second over the time it has run, to `nowMs` or to its end) and the seconds left
 * at that rate. No rate before a row is done; an ended job has nothing left (ETA 0), whatever it did not do.
 */
export function jobProgress(p: {
  rowsDone: number;
  rowsTotal: number;
  startedAtMs: number | null;
  finishedAtMs: number | null;
  ended: boolean;
  nowMs: number;
}) {
  const elapsedS =
    p.startedAtMs === null ? 0 : ((p.finishedAtMs ?? p.nowMs) - p.startedAtMs) / 1000;
  const rate = p.rowsDone > 0 && elapsedS > 0 ? p.rowsDone / elapsedS : null;
  const eta = p.ended
    ? 0
    : rate
      ? (Math.max(0, p.rowsTotal - p.rowsDone) * elapsedS) / p.rowsDone
      : null; // rows left / rate, without the rate's rounding
  return {
    rows_done: p.rowsDone,
    rows_total: p.rowsTotal,
    percent: p.rowsTotal ? Math.round((p.rowsDone / p.rowsTotal) * 1000) / 10 : 100,
    rate_rows_per_s: rate === null ? null : Math.round(rate * 10) / 10,
    eta_seconds: eta === null ? null : Math.ceil(eta),
    eta_at: eta === null || p.ended ? null : new Date(p.nowMs + eta * 1000).toISOString(),
  };
}

export function newJobId(): string {
  return `job_${[...crypto.getRandomValues(new Uint8Array(12))].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}
export const JOB_ID_RE = /^job_[0-9a-f]{24}$/;

export const inputKey = (jobId: string) => `jobs/${jobId}/input.ndjson`;
/** A part's name: `part-00042.csv`, or `errors-00042.ndjson` for the shard's errors part (one line per bad unit). Deterministic, so a shard written twice writes the same objects. */
export const partName = (shard: number, format: JobFormat | 'errors') =>
  format === 'errors'
    ? `errors-${String(shard).padStart(5, '0')}.ndjson`
    : `part-${String(shard).padStart(5, '0')}.${format}`;
export const partKey = (jobId: string, name: string) => `jobs/${jobId}/parts/${name}`;
export const PART_NAME_RE = /^(?:part-(\d{5})\.(ndjson|csv|parquet)|errors-(\d{5})\.ndjson)$/;

/** The job's ledger (src/durable/job-ledger.ts), typed by the binding so the platform does not import the Durable Object. */
export function ledgerOf(env: Pick<Env, 'JOB_LEDGER'>, jobId: string) {
  return env.JOB_LEDGER.get(env.JOB_LEDGER.idFromName(jobId));
}

// ---------------------------------------------------------------------------------------------
// inputs

/** Where each shard's units lie in an NDJSON input. */
export interface StoredInput {
  units: number;
  bytes: number;
  shards: Array<{ first: number; count: number; from: number; to: number }>;
}

export class InputTooLarge extends Error {
  /** `padding`: more decompressed bytes than UNIT_MAX_BYTES per birth (`units`: the births read so far) */
  constructor(
    readonly what: 'units' | 'bytes' | 'padding',
    readonly limit: number,
    readonly units = 0,
  ) {
    super(
      what === 'units'
        ? `more than ${limit.toLocaleString('en-US')} births`
        : what === 'bytes'
          ? `more than ${limit} bytes`
          : `more than ${limit} bytes per birth`,
    );
  }
}
/** One unit over UNIT_MAX_BYTES: its index among the units (0-based) and its line in the body (1-based; inline: none). */
export class UnitTooLarge extends Error {
  constructor(
    readonly unit: number,
    readonly line?: number,
  ) {
    super(`unit ${unit} is longer than ${UNIT_MAX_BYTES} bytes`);
  }
}
export class BadHeader extends Error {}

/**
 * Stream an NDJSON body into R2 at `key` (a single put when small, else a multipart upload of equal
 * parts), noting where every `shardUnits`-th unit starts. With `header`, the first non-blank line is
 * the job's options: it is handed to `header`, which answers the units per shard, and is not a unit.
 */
export async function storeNdjson(
  bucket: R2Bucket,
  key: string,
  body: ReadableStream<Uint8Array>,
  opts: {
    shardUnits?: number;
    header?: (line: string) => number;
    maxUnits: number;
    maxBytes: number;
  },
): Promise<StoredInput> {
  let shardUnits = opts.shardUnits ?? 0;
  let wantHeader = opts.header !== undefined;
  const headerBytes: Uint8Array[] = [];
  let headerLen = 0;
  let units = 0;
  let total = 0;
  let lineStart = 0;
  let content = false;
  const starts: number[] = [];
  // R2 writing: equal parts once the input outgrows one part
  let pending: Uint8Array[] = [];
  let pendingLen = 0;
  let upload: R2MultipartUpload | null = null;
  const parts: R2UploadedPart[] = [];
  const flush = async (final: boolean) => {
    while (pendingLen >= UPLOAD_PART_BYTES || (final && upload && pendingLen > 0)) {
      const size = Math.min(UPLOAD_PART_BYTES, pendingLen);
      const buf = new Uint8Array(size);
      let at = 0;
      while (at < size) {
        const head = pending[0]!;
        const take = Math.min(head.byteLength, size - at);
        buf.set(head.subarray(0, take), at);
        at += take;
        if (take === head.byteLength) pending.shift();
        else pending[0] = head.subarray(take);
      }
      pendingLen -= size;
      upload ??= await bucket.createMultipartUpload(key, {
        httpMetadata: { contentType: 'application/x-ndjson' },
      });
      parts.push(await upload.uploadPart(parts.length + 1, buf));
    }
  };
  let lines = 0;
  let headerEnd = 0;
  const endLine = (endAt: number) => {
    lines++;
    if (content) {
      if (wantHeader) {
        wantHeader = false;
        headerEnd = endAt;
        const text = new TextDecoder().decode(concat(headerBytes, headerLen)).trim();
        shardUnits = opts.header!(text);
      } else {
        if (endAt - lineStart - 1 > UNIT_MAX_BYTES) throw new UnitTooLarge(units, lines);
        if (units % shardUnits === 0) starts.push(lineStart);
        units++;
        if (units > opts.maxUnits) throw new InputTooLarge('units', opts.maxUnits);
      }
    }
    lineStart = endAt;
    content = false;
  };
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const chunk = value;
      if (total + chunk.byteLength > opts.maxBytes) throw new InputTooLarge('bytes', opts.maxBytes);
      let pos = 0;
      while (pos < chunk.byteLength) {
        const nl = chunk.indexOf(10, pos);
        const end = nl < 0 ? chunk.byteLength : nl;
        if (!content) {
          for (let i = pos; i < end; i++) {
            const b = chunk[i]!;
            if (b !== 32 && b !== 9 && b !== 13) {
              content = true;
              break;
            }
          }
        }
        if (wantHeader && content) {
          headerLen += end - pos;
          if (headerLen > NDJSON_HEADER_MAX_BYTES)
            throw new BadHeader(
              `the first line (the job's options) is longer than ${NDJSON_HEADER_MAX_BYTES} bytes`,
            );
          headerBytes.push(chunk.slice(pos, end));
        }
        if (nl < 0) break;
        endLine(total + nl + 1);
        pos = nl + 1;
      }
      total += chunk.byteLength;
      // a unit's line still open past the limit, or padding past the limit per birth: refused before more is read
      if (!wantHeader && content && total - lineStart > UNIT_MAX_BYTES + 1)
        throw new UnitTooLarge(units, lines + 1);
      if (!wantHeader && total - headerEnd > (units + 1) * UNIT_MAX_BYTES)
        throw new InputTooLarge('padding', UNIT_MAX_BYTES, units);
      pending.push(chunk);
      pendingLen += chunk.byteLength;
      await flush(false);
    }
    endLine(total);
    if (wantHeader)
      throw new BadHeader(
        "the body is empty: the first line is the job's options (at least {}), then one birth per line",
      );
    if (upload) {
      await flush(true);
      await (upload as R2MultipartUpload).complete(parts);
    } else {
      await bucket.put(key, concat(pending, pendingLen), {
        httpMetadata: { contentType: 'application/x-ndjson' },
      });
    }
  } catch (err) {
    await reader.cancel().catch(() => {});
    if (upload) await (upload as R2MultipartUpload).abort().catch(() => {});
    throw err;
  } finally {
    pending = [];
  }
  const shards = starts.map((from, i) => ({
    first: i * shardUnits,
    count: Math.min(shardUnits, units - i * shardUnits),
    from,
    to: starts[i + 1] ?? total,
  }));
  return { units, bytes: total, shards };
}

function concat(chunks: Uint8Array[], len: number): Uint8Array {
  const out = new Uint8Array(len);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/** Store inline births (already parsed JSON values) as NDJSON, one unit a line. @throws UnitTooLarge */
export async function storeInlineBirths(
  bucket: R2Bucket,
  key: string,
  births: readonly unknown[],
  shardUnits: number,
): Promise<StoredInput> {
  const enc = new TextEncoder();
  const lines = births.map((b, i) => {
    const line = enc.encode(`${JSON.stringify(b ?? null)}\n`);
    if (line.byteLength - 1 > UNIT_MAX_BYTES) throw new UnitTooLarge(i);
    return line;
  });
  const offsets: number[] = [];
  let total = 0;
  for (const l of lines) {
    offsets.push(total);
    total += l.byteLength;
  }
  await bucket.put(key, concat(lines, total), {
    httpMetadata: { contentType: 'application/x-ndjson' },
  });
  const shards = [];
  for (let first = 0; first < births.length; first += shardUnits) {
    const count = Math.min(shardUnits, births.length - first);
    shards.push({
      first,
      count,
      from: offsets[first]!,
      to: first + count < births.length ? offsets[first + count]! : total,
    });
  }
  return { units: births.length, bytes: total, shards };
}

/** The shards of a series: instants [first, first + count). */
export function seriesShards(
  units: number,
  shardUnits: number,
): Array<{ first: number; count: number }> {
  const out = [];
  for (let first = 0; first < units; first += shardUnits)
    out.push({ first, count: Math.min(shardUnits, units - first) });
  return out;
}

/** Send shards to the queue, 100 messages per batch (the Queues limit): the job's plan when it is created, and the shards its ledger sends again. */
export async function enqueueShards(
  queue: Queue,
  jobId: string,
  shards: ReadonlyArray<ShardPlan & { shard: number }>,
): Promise<void> {
  for (let i = 0; i < shards.length; i += 100) {
    await queue.sendBatch(
      shards.slice(i, i + 100).map((s) => ({
        body: { v: 1, job: jobId, ...s } satisfies ShardMessage,
        contentType: 'json' as const,
      })),
    );
  }
}

// ---------------------------------------------------------------------------------------------
// shards

/** Optional settings: JOBS_BACKOFF_SCALE scales the retry delays (tests: 0); JOBS_TEST_CRASH_ID makes a
 * shard holding a birth with that id throw (tests of retries and the dead-letter queue; unset in production). */
interface JobsVars {
  JOBS_BACKOFF_SCALE?: string;
  JOBS_TEST_CRASH_ID?: string;
}
interface ShardEnv extends JobsVars {
  JOB_LEDGER: Env['JOB_LEDGER'];
  JOBS_BUCKET: R2Bucket;
}

/** A part's bytes and content type per format (NDJSON and CSV built in one pass over the rows). */
export function encodeParts(
  rows: readonly Row[],
  cols: readonly Column[],
  formats: readonly JobFormat[],
): Array<{ format: JobFormat; body: Uint8Array | string; type: string }> {
  const out: Array<{ format: JobFormat; body: Uint8Array | string; type: string }> = [];
  const ndjson = formats.includes('ndjson');
  const csv = formats.includes('csv');
  const nd: string[] = [];
  const lines: string[] = csv ? [csvHeader(cols)] : [];
  if (ndjson || csv) {
    for (const r of rows) {
      if (ndjson) nd.push(JSON.stringify(r));
      if (csv) lines.push(csvLine(cols, r));
    }
  }
  if (ndjson)
    out.push({
      format: 'ndjson',
      body: nd.length ? `${nd.join('\n')}\n` : '',
      type: 'application/x-ndjson',
    });
  if (csv)
    out.push({
      format: 'csv',
      body: lines.join(''),
      type: 'text/csv; charset=utf-8; header=present',
    });
  if (formats.includes('parquet')) {
    const columnData = cols.map((c) => ({
      name: c.name,
      type: c.type,
      nullable: true,
      data:
        c.type === 'TIMESTAMP'
          ? rows.map((r) => isoInstant(c.get(r)))
          : rows.map((r) => c.get(r) ?? null),
    }));
    out.push({
      format: 'parquet',
      body: new Uint8Array(
        parquetWriteBuffer({ columnData: columnData as never, createdBy: 'jyotisha-api jobs' }),
      ),
      type: 'application/vnd.apache.parquet',
    });
  }
  return out;
}

const ISO_INSTANT_RE =
  /^([+-]?\d{4,6})-(\d\d)-(\d\d)T(\d\d):(\d\d)(?::(\d\d)(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/;

/** An ISO 8601 instant with its offset (any year the engine writes, BCE included) as a Date, for Parquet's TIMESTAMP; null when it is not one. */
export function isoInstant(v: unknown): Date | null {
  const m = typeof v === 'string' ? ISO_INSTANT_RE.exec(v) : null;
  if (!m) return null;
  const d = new Date(0);
  d.setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  d.setUTCHours(
    Number(m[4]),
    Number(m[5]),
    Number(m[6] ?? 0),
    m[7] ? Math.round(Number(m[7]) * 1000) : 0,
  );
  const off =
    m[8] === 'Z'
      ? 0
      : (m[8]![0] === '-' ? -1 : 1) * (Number(m[8]!.slice(1, 3)) * 60 + Number(m[8]!.slice(4, 6)));
  return new Date(d.getTime() - off * 60_000);
}

/** The errors part of a shard: one line `{index, id?, field, message}` per bad unit (never a value of the unit). */
export function errorsPart(bad: readonly BadUnit[]): string {
  return (
    bad
      .map((b) =>
        JSON.stringify({
          index: b.index,
          ...(b.id !== undefined ? { id: b.id } : {}),
          field: b.field,
          message: b.message,
        }),
      )
      .join('\n') + (bad.length ? '\n' : '')
  );
}

/** Replace what looks like a coordinate or an instant in a message by `…` (errors outlive the birth data and go to logs). */
export function withoutValues(message: string): string {
  return message.replace(/[-+]?\d+\.\d+|\d{4}-\d\d-\d\dT[^\s,;)]*/g, '…');
}

/** The input text of one shard (births: its byte range of the job's input in R2). */
export async function shardInput(env: ShardEnv, spec: JobSpec, m: ShardMessage): Promise<string> {
  if (spec.kind === 'series') return '';
  const obj = await env.JOBS_BUCKET.get(spec.inputKey!, {
    range: { offset: m.from!, length: m.to! - m.from! },
  });
  if (!obj) throw new Error(`the job's input ${spec.inputKey} is missing`);
  return new TextDecoder().decode(await obj.arrayBuffer());
}

/** The rows of one shard from its input text (synchronous: the shard's CPU work, no I/O). */
export function shardRows(
  env: ShardEnv,
  spec: JobSpec,
  m: ShardMessage,
  text: string,
  builder: JobRows,
): { rows: Row[]; good: number; bad: BadUnit[] } {
  const cfg = engineConfig(spec.engineVersion) ?? CURRENT_ENGINE_CONFIG;
  if (spec.kind === 'series') {
    const rows = builder.seriesRows(spec, m.first, m.count, cfg);
    return { rows, good: rows.length, bad: [] };
  }
  const rows: Row[] = [];
  const bad: BadUnit[] = [];
  let index = m.first;
  const birthRow = builder.birthRows(spec, cfg);
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    let r: ReturnType<typeof birthRow>;
    try {
      r = birthRow(line, index);
    } catch (err) {
      // a fault of the code on one unit fails that unit only; the log names the unit, never its values
      console.error(
        `jobs: ${spec.id} unit ${index}: ${err instanceof Error ? `${err.name}: ${withoutValues(err.message)}` : 'error'}`,
      );
      r = {
        bad: {
          index,
          field: 'birth',
          message: 'this unit could not be computed (an internal error, logged without its values)',
        },
      };
    }
    if ('row' in r) {
      if (env.JOBS_TEST_CRASH_ID && r.row.id === env.JOBS_TEST_CRASH_ID)
        throw new Error(`test crash on unit ${index} (JOBS_TEST_CRASH_ID)`);
      rows.push(r.row);
    } else {
      bad.push(r.bad);
      rows.push({
        index: r.bad.index,
        ...(r.bad.id !== undefined ? { id: r.bad.id } : {}),
        error: { field: r.bad.field, message: r.bad.message },
      });
    }
    index++;
  }
  if (index - m.first !== m.count)
    throw new Error(`shard ${m.shard} read ${index - m.first} units where ${m.count} were planned`);
  return { rows, good: rows.length - bad.length, bad };
}

/** Work one shard: begin, rows, parts, finish (exactly-once accounting is the ledger's; the part names are deterministic, so a shard written twice writes the same objects). */
export async function runShard(
  env: ShardEnv,
  m: ShardMessage,
  attempt: number,
  builder: JobRows,
): Promise<'written' | 'skipped'> {
  const ledger = ledgerOf(env, m.job);
  const b = await ledger.begin(m.shard, attempt);
  if (!b.go) return 'skipped';
  const spec = b.spec;
  const text = await shardInput(env, spec, m);
  // the shard's CPU work, timed without I/O (performance.now advances only across I/O in production)
  const t0 = performance.now();
  const { rows, good, bad } = shardRows(env, spec, m, text, builder);
  const parts = encodeParts(rows, builder.columns(spec), spec.formats);
  const ms = performance.now() - t0;
  const all: Array<{
    format: JobFormat | 'errors';
    body: Uint8Array | string;
    type: string;
    rows: number;
  }> = parts.map((p) => ({ ...p, rows: rows.length }));
  if (bad.length)
    all.push({
      format: 'errors',
      body: errorsPart(bad),
      type: 'application/x-ndjson',
      rows: bad.length,
    });
  const bytes: ShardBytes = {};
  await Promise.all(
    all.map(async (p) => {
      const obj = await env.JOBS_BUCKET.put(partKey(spec.id, partName(m.shard, p.format)), p.body, {
        httpMetadata: { contentType: p.type },
        customMetadata: { rows: String(p.rows) },
      });
      bytes[p.format] = obj.size;
    }),
  );
  const report: ShardReport = {
    rows: good,
    bad: bad.length,
    firstBad: bad[0] ?? null,
    bytes,
    ms,
    attempt,
  };
  const r = await ledger.finish(m.shard, report);
  if (r.erase)
    await env.JOBS_BUCKET.delete(all.map((p) => partKey(spec.id, partName(m.shard, p.format))));
  return 'written';
}

/** Delay before the next try after `attempts` failed tries, scaled (tests run the schedule fast). */
export function jobBackoffSeconds(attempts: number, scale = 1): number {
  return Math.round(
    JOB_BACKOFF_SECONDS[Math.min(Math.max(attempts, 1), JOB_BACKOFF_SECONDS.length) - 1]! * scale,
  );
}

function isShardMessage(b: unknown): b is ShardMessage {
  const m = b as ShardMessage;
  return (
    m !== null &&
    typeof m === 'object' &&
    m.v === 1 &&
    typeof m.job === 'string' &&
    Number.isInteger(m.shard) &&
    Number.isInteger(m.first) &&
    Number.isInteger(m.count)
  );
}

/** Shards an invocation works at once: one computes while the other waits on R2 and the ledger (the work itself is synchronous, so two never compute together; memory holds two shards, about 15 MB). */
export const SHARDS_IN_FLIGHT = 2;

/** The jobs queue's consumer: its shards two at a time (SHARDS_IN_FLIGHT); a failure is noted and retried with backoff. */
export async function consumeJobBatch(
  batch: MessageBatch<unknown>,
  env: Env & JobsVars,
  builder: JobRows,
): Promise<void> {
  const scale = env.JOBS_BACKOFF_SCALE ? Number(env.JOBS_BACKOFF_SCALE) : 1;
  const one = async (msg: Message<unknown>) => {
    if (!isShardMessage(msg.body)) {
      console.error('jobs: a message that is not a shard was dropped');
      msg.ack();
      return;
    }
    const m = msg.body;
    try {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`the shard did not settle within ${SHARD_TIMEOUT_MS / 1000} s`)),
          SHARD_TIMEOUT_MS,
        );
      });
      try {
        await Promise.race([runShard(env, m, msg.attempts, builder), timeout]);
      } finally {
        if (timer !== undefined) clearTimeout(timer);
      }
      msg.ack();
    } catch (err) {
      const error = err instanceof Error ? `${err.name}: ${withoutValues(err.message)}` : 'error';
      console.error(`jobs: ${m.job} shard ${m.shard} try ${msg.attempts} failed: ${error}`);
      const delaySeconds = jobBackoffSeconds(
        msg.attempts,
        Number.isFinite(scale) && scale >= 0 ? scale : 1,
      );
      try {
        await ledgerOf(env, m.job).attemptFailed(m.shard, msg.attempts, error, delaySeconds);
      } catch {
        /* the retry goes on regardless */
      }
      msg.retry({ delaySeconds });
    }
  };
  let next = 0;
  const lane = async () => {
    while (next < batch.messages.length) await one(batch.messages[next++]!);
  };
  await Promise.all(
    Array.from({ length: Math.min(SHARDS_IN_FLIGHT, batch.messages.length) }, lane),
  );
}

/** The dead-letter queue's consumer: a shard that used up the queue's tries goes back to its ledger, which sends it once more (a passing fault) or fails it (two rounds of tries). */
export async function consumeJobDeadLetters(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  for (const msg of batch.messages) {
    if (!isShardMessage(msg.body)) {
      msg.ack();
      continue;
    }
    try {
      await ledgerOf(env, msg.body.job).deadLettered(
        msg.body.shard,
        `the shard failed ${JOB_MAX_TRIES} tries of the queue`,
      );
      msg.ack();
    } catch (err) {
      console.error('jobs: dead letter not recorded', err instanceof Error ? err.message : err);
      msg.retry({ delaySeconds: 30 });
    }
  }
}

// ---------------------------------------------------------------------------------------------
// signed part links

const linkData = (jobId: string, name: string, expiresS: number) =>
  new TextEncoder().encode(`job-part|${jobId}|${name}|${expiresS}`);

/** The links to a job's parts, valid until `expiresS` (Unix seconds): the signing key is read once for them all (a job's answer lists up to 2,000 parts). */
export async function partUrlSigner(
  env: { DB: D1Database; SIGNING_SECRET?: string },
  baseUrl: string,
  jobId: string,
  expiresS: number,
): Promise<(name: string) => Promise<string>> {
  return (await jobLinkSigner(env, baseUrl, jobId, expiresS)).part;
}

/** The name a merged download's link is signed for (never a part's name). */
export const mergedName = (format: string) => `merged.${format}`;

/** Links to a job's parts and to its merged downloads, valid until `expiresS`, under one read of the signing key. */
export async function jobLinkSigner(
  env: { DB: D1Database; SIGNING_SECRET?: string },
  baseUrl: string,
  jobId: string,
  expiresS: number,
): Promise<{
  part: (name: string) => Promise<string>;
  download: (format: string) => Promise<string>;
}> {
  const { kid, key } = await currentSigningKey(env);
  const q = async (name: string) =>
    `?expires=${expiresS}&kid=${kid}&sig=${b64url(await hmac(key, linkData(jobId, name, expiresS)))}`;
  return {
    part: async (name) => `${baseUrl}/api/jobs/${jobId}/parts/${name}${await q(name)}`,
    download: async (format) =>
      `${baseUrl}/api/jobs/${jobId}/download/${format}${await q(mergedName(format))}`,
  };
}

/** A link to one part, valid until `expiresS` (Unix seconds). */
export async function signedPartUrl(
  env: { DB: D1Database; SIGNING_SECRET?: string },
  baseUrl: string,
  jobId: string,
  name: string,
  expiresS: number,
): Promise<string> {
  return (await partUrlSigner(env, baseUrl, jobId, expiresS))(name);
}

/** Is this a link the service signed, and still valid at `nowS`? */
export async function checkPartLink(
  env: { DB: D1Database; SIGNING_SECRET?: string },
  jobId: string,
  name: string,
  q: { expires?: string; kid?: string; sig?: string },
  nowS: number,
): Promise<'ok' | 'expired' | 'invalid'> {
  const expiresS = Number(q.expires);
  if (!q.expires || !/^\d{1,12}$/.test(q.expires) || !q.kid || !q.sig) return 'invalid';
  const key = await signingKeyById(env, q.kid);
  const sig = fromB64url(q.sig);
  if (!key || !sig || sig.byteLength !== 32) return 'invalid';
  if (!(await hmacVerify(key, sig, linkData(jobId, name, expiresS)))) return 'invalid';
  return nowS > expiresS ? 'expired' : 'ok';
}
