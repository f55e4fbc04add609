/**
 * @module Family T's research jobs (Pro and Enterprise; docs/jobs.md): `POST /api/jobs` creates a
 * births job (inline JSON, or an NDJSON stream of up to 1,000,000 births, gzip allowed) or a
 * series job (every day or hour of up to 200 years at a place), answers 202 with its id and
 * `Location`; `GET /api/jobs` lists the owner's jobs, `GET /api/jobs/:id` reports progress,
 * errors and, once it has ended, signed expiring links to its parts; `DELETE /api/jobs/:id`
 * cancels it and erases its inputs and parts. `GET /api/jobs/:id/parts/:name` serves a part from
 * R2 to whoever holds a valid signed link. Units count against the monthly quota up front (429
 * with the numbers); each key lineage runs a few jobs at once (429 naming them). Another owner's
 * job id answers 404.
 */
import type { Context } from 'hono';
import * as z from 'zod';
import { chargeKey, type RequestKey } from '../../http/api-key-auth.js';
import { quotaCounterName } from '../../platform/api-keys.js';
import type { AppEnv } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import {
  GzipError,
  gunzip,
  noQuery,
  pageLimitParam,
  pageOffsetParam,
  parseQuery,
  readJson,
  validate,
} from '../../http/input.js';
import type { JobSpec, JobStatus } from '../../durable/job-ledger.js';
import {
  BadHeader,
  deletePrefix,
  DOWNLOAD_LINK_TTL_S,
  enqueueShards,
  JOB_RETENTION_MS,
  JOB_WATCHDOG_MS,
  INLINE_MAX_BIRTHS,
  INLINE_MAX_BYTES,
  InputTooLarge,
  inputKey,
  JOB_CONCURRENCY,
  JOB_ID_RE,
  JOB_MAX_UNITS,
  jobLinkSigner,
  jobProgress,
  ledgerOf,
  mergedName,
  NDJSON_MAX_BYTES,
  newJobId,
  PART_LINK_TTL_S,
  PART_NAME_RE,
  partKey,
  partName,
  seriesShards,
  shardUnitsFor,
  checkPartLink,
  storeInlineBirths,
  storeNdjson,
  UNIT_MAX_BYTES,
  UnitTooLarge,
  type StoredInput,
} from '../../platform/jobs.js';
import {
  DOWNLOAD_FORMATS,
  downloadContentType,
  downloadFileName,
  mergedParquet,
  mergedText,
  type DownloadFormat,
} from '../../platform/job-downloads.js';
import {
  JOB_FORMATS,
  SERIES_QUANTITIES,
  seriesUnits,
  T_JOB_ROWS,
  type JobFormat,
  type RowSpec,
} from './job-rows.js';
import { csvHeader } from '../../platform/job-store.js';
import {
  ayanamsaSchema,
  houseSystemSchema,
  ianaZoneSchema,
  latSchema,
  lonSchema,
  nodeModeSchema,
} from '../schemas.js';
import { isoWithOffsetSchema } from '../shared/moment.js';
import { parseIsoWithOffset } from '../../engine/time/iso-moment.js';
import { isKnownZone } from '../../engine/time/zones.js';
import { configOf, tRespond } from './envelope.js';
import { tChartBodySchema, tPostQuerySchema } from './schemas.js';
import { lazySchema, real } from '../../http/lazy-schema.js';

// ---------------------------------------------------------------------------------------------
// schemas

function uniqueList<T>(name: string) {
  return (list: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<T>();
    list.forEach((v, i) => {
      if (seen.has(v))
        ctx.addIssue({
          code: 'custom',
          path: [i],
          message: `${String(v)} is listed twice in ${name}`,
        });
      seen.add(v);
    });
  };
}

/** The options every job may carry: those of `POST /t/api/chart`, the rows and the part formats. */
const jobOptionShape = () => ({
  ayanamsha: ayanamsaSchema.optional(),
  node: nodeModeSchema.optional(),
  house_system: houseSystemSchema.optional(),
  vargas: tChartBodySchema.shape.vargas,
  dashas: tChartBodySchema.shape.dashas,
  dasha_depth: tChartBodySchema.shape.dasha_depth,
  /** births jobs: "basic" (default) rows are what /t/api/charts/bulk computes per birth; "chart" rows are /t/api/chart answers */
  rows: z.enum(['basic', 'chart']).optional(),
  /** default ["ndjson", "csv"] */
  formats: z
    .array(z.enum(JOB_FORMATS, { error: () => `must be one of ${JOB_FORMATS.join(', ')}` }))
    .min(1)
    .max(JOB_FORMATS.length)
    .superRefine(uniqueList('formats'))
    .optional(),
});

/** The first line of an NDJSON job body. */
export const jobNdjsonHeaderSchema = lazySchema(() => z.strictObject(jobOptionShape()));

export const jobSeriesSchema = lazySchema(() =>
  z
    .strictObject({
      lat: real(latSchema),
      lon: real(lonSchema),
      /** first instant (ISO 8601 with offset); every row's `at` keeps this offset */
      from: isoWithOffsetSchema,
      /** last instant, included when a whole number of steps from `from` */
      to: isoWithOffsetSchema,
      step: z.enum(['day', 'hour']),
      quantities: z
        .array(
          z.enum(SERIES_QUANTITIES, {
            error: () => `must be one of ${SERIES_QUANTITIES.join(', ')}`,
          }),
        )
        .min(1)
        .max(SERIES_QUANTITIES.length)
        .superRefine(uniqueList('quantities')),
      /** IANA zone of the panchang's civil days; default the zone at lat/lon */
      tz: ianaZoneSchema.optional(),
    })
    .superRefine((s, ctx) => {
      // the zone's shape is the field's own check; that it exists is checked here, before a unit is charged
      // (a series in an unknown zone was accepted and its panchang rows could only fail when computed)
      if (s.tz !== undefined && !isKnownZone(s.tz))
        ctx.addIssue({
          code: 'custom',
          path: ['tz'],
          message: `unknown time zone '${s.tz}': use an IANA zone id such as Asia/Kolkata`,
          params: { code: 'INVALID_TIMEZONE' },
        });
      // a bound that is not a date-time with an offset in range has its own issue (from, to): no span to count
      if (
        typeof parseIsoWithOffset(s.from) === 'string' ||
        typeof parseIsoWithOffset(s.to) === 'string'
      )
        return;
      const n = seriesUnits(s);
      if (n < 1)
        ctx.addIssue({
          code: 'custom',
          path: ['to'],
          message: `must not be before from (${s.from})`,
        });
      else if (n > JOB_MAX_UNITS)
        ctx.addIssue({
          code: 'custom',
          path: ['to'],
          message: `the series has ${n.toLocaleString('en-US')} instants; at most ${JOB_MAX_UNITS.toLocaleString('en-US')} per job (an hourly series spans at most 114 years)`,
        });
    }),
);

export const jobBodySchema = lazySchema(() =>
  z
    .strictObject({
      ...jobOptionShape(),
      /** births inline: {id?, datetime, lat, lon, place?} each (each is checked when computed: a bad one is reported, never fatal) */
      births: z.array(z.unknown()).min(1).max(INLINE_MAX_BIRTHS).optional(),
      series: real(jobSeriesSchema).optional(),
    })
    .superRefine((b, ctx) => {
      if ((b.births === undefined) === (b.series === undefined))
        ctx.addIssue({
          code: 'custom',
          path: [b.births === undefined ? 'births' : 'series'],
          message: 'send either births or series, not both and not neither',
        });
      if (b.series !== undefined && b.rows !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['rows'],
          message: 'rows applies to births jobs; a series row holds the quantities asked for',
        });
    }),
);

type JobOptions = z.output<typeof jobNdjsonHeaderSchema>;

/** Options that only "chart" rows (and series) read: refused on "basic" rows rather than ignored. */
function refuseUnusedOptions(o: JobOptions, kind: 'births' | 'series'): void {
  if (kind === 'births' && (o.rows ?? 'basic') === 'basic') {
    for (const k of ['vargas', 'dashas', 'dasha_depth', 'house_system'] as const) {
      if (o[k] !== undefined)
        throw new ApiError(
          400,
          'INVALID_FIELD',
          `${k}: basic rows hold the lagna and grahas with whole-sign houses; ask for rows "chart" to get ${k}`,
          { field: k },
        );
    }
  }
}

// ---------------------------------------------------------------------------------------------
// answers

const count = lazySchema(() => z.number().int());
const jobError = lazySchema(() =>
  z.object({
    shard: real(count),
    kind: z.enum(['bad_units', 'shard_failed']),
    units: z.object({ first: real(count), count: real(count) }),
    /** bad_units: how many units of the shard had bad input, and the first of them */
    bad_units: real(count).optional(),
    first_bad_unit: z
      .object({
        index: real(count),
        id: z.string().optional(),
        field: z.string(),
        message: z.string(),
      })
      .optional(),
    /** shard_failed: why, after how many tries */
    message: z.string().optional(),
    attempts: real(count).optional(),
  }),
);
/** A part of one shard: a format's rows, or (`errors`) one line per bad unit of the shard. */
const jobPart = lazySchema(() =>
  z.object({
    shard: real(count),
    format: z.enum([...JOB_FORMATS, 'errors']),
    rows: real(count),
    bytes: real(count),
    url: z.string(),
    expires_at: z.string(),
  }),
);
/** Every part of a format as one file (a merged download), once the job has ended. */
const jobDownload = lazySchema(() =>
  z.object({
    rows: real(count),
    bytes: real(count)
      .nullable()
      .describe('null for Parquet, whose footer is rebuilt as it streams'),
    url: z.string(),
    expires_at: z.string(),
  }),
);
const jobView = () => ({
  id: z.string(),
  kind: z.enum(['births', 'series']),
  state: z.enum(['queued', 'running', 'done', 'failed', 'cancelled']),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  erased_at: z.string().nullable(),
  expires_at: z.string(),
  options: z.looseObject({
    engine_version: z.string(),
    rows: z.string().optional(),
    formats: z.array(z.enum(JOB_FORMATS)),
    shard_units: count,
  }),
  shards: z.object({ done: count, failed: count, total: count }),
  units: z.object({ done: count, bad: count, total: count }),
  /** rows written so far against the total, the rate since the job started and the time left at that rate */
  progress: z.object({
    rows_done: count,
    rows_total: count,
    percent: z.number(),
    rate_rows_per_s: z.number().nullable(),
    eta_seconds: z.number().nullable(),
    eta_at: z.string().nullable(),
  }),
  /** units counted on the owner's quota when the job was created, and given back (a cancel: the units not computed; a failed shard: its units) */
  billing: z.object({ charged_units: count, refunded_units: count }),
  errors: z.array(jobError),
  parts: z.array(jobPart),
  downloads: z.object({
    ndjson: jobDownload.optional(),
    csv: jobDownload.optional(),
    parquet: jobDownload.optional(),
    errors: jobDownload.optional(),
  }),
  stats: z.object({
    compute_ms: z.object({ mean: z.number(), max: z.number() }),
    bytes: z.record(z.string(), count),
  }),
});
const tEnvelope = () => ({
  engine_version: z.string(),
  environment: z.enum(['production', 'sandbox']),
  attribution: z
    .object({ text: z.string(), url: z.string(), required: z.literal(true) })
    .optional(),
});
export const tJobResponse = lazySchema(() => z.looseObject({ ...tEnvelope(), ...jobView() }));
export const tJobsResponse = lazySchema(() =>
  z.looseObject({
    ...tEnvelope(),
    total: real(count),
    limit: real(count),
    offset: real(count),
    jobs: z.array(
      z.object({
        id: z.string(),
        kind: z.enum(['births', 'series']),
        state: jobView().state,
        units_total: real(count),
        shards_total: real(count),
        created_at: z.string(),
        finished_at: z.string().nullable(),
        erased_at: z.string().nullable(),
        expires_at: z.string(),
      }),
    ),
  }),
);

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** Bytes of the header line every CSV part of the job starts with (decided by its options alone). */
function csvHeaderBytes(spec: RowSpec): number {
  return new TextEncoder().encode(csvHeader(T_JOB_ROWS.columns(spec))).byteLength;
}

/** The job as answered: progress, errors per shard, signed links to the parts written so far and, once it has ended, to one merged download per format. */
async function jobAnswer(c: Context<AppEnv>, s: JobStatus) {
  const spec = s.spec;
  const done = s.shards.filter((x) => x.status === 'done');
  const errors: z.input<typeof jobError>[] = [];
  for (const x of s.shards) {
    if (x.status === 'failed')
      errors.push({
        shard: x.shard,
        kind: 'shard_failed',
        units: { first: x.first_unit, count: x.units },
        message: x.error ?? 'failed',
        attempts: x.attempts,
      });
    else if (x.bad > 0 && x.first_bad)
      errors.push({
        shard: x.shard,
        kind: 'bad_units',
        units: { first: x.first_unit, count: x.units },
        bad_units: x.bad,
        first_bad_unit: x.first_bad,
      });
  }
  const ended = s.state !== 'queued' && s.state !== 'running';
  const parts: z.input<typeof jobPart>[] = [];
  const downloads: Partial<Record<DownloadFormat, z.input<typeof jobDownload>>> = {};
  const nowS = Math.floor(Date.now() / 1000);
  if (s.erasedAtMs === null && done.length) {
    // every finished shard's parts, while the job runs and after it ends (a cancel keeps them)
    const expiresS = Math.min(nowS + PART_LINK_TTL_S, Math.floor(s.expiresAtMs / 1000));
    const expiresAt = new Date(expiresS * 1000).toISOString();
    const sign = await jobLinkSigner(c.env, c.get('baseUrl'), spec.id, expiresS);
    const wanted = done.flatMap((x) => [
      ...spec.formats.map((f) => ({ x, f: f as DownloadFormat })),
      ...(x.bytes.errors ? [{ x, f: 'errors' as const }] : []),
    ]);
    const urls = await Promise.all(wanted.map(({ x, f }) => sign.part(partName(x.shard, f))));
    wanted.forEach(({ x, f }, k) =>
      parts.push({
        shard: x.shard,
        format: f,
        rows: f === 'errors' ? x.bad : x.rows + x.bad,
        bytes: x.bytes[f] ?? 0,
        url: urls[k]!,
        expires_at: expiresAt,
      }),
    );
    if (ended) {
      const dExpiresS = Math.min(nowS + DOWNLOAD_LINK_TTL_S, Math.floor(s.expiresAtMs / 1000));
      const signD = await jobLinkSigner(c.env, c.get('baseUrl'), spec.id, dExpiresS);
      for (const f of [...spec.formats, 'errors'] as DownloadFormat[]) {
        const mine = parts.filter((p) => p.format === f);
        if (!mine.length) continue;
        const bytes =
          f === 'parquet'
            ? null
            : mine.reduce((a, p) => a + p.bytes, 0) -
              (f === 'csv' ? (mine.length - 1) * csvHeaderBytes(spec) : 0);
        downloads[f] = {
          rows: mine.reduce((a, p) => a + p.rows, 0),
          bytes,
          url: await signD.download(f),
          expires_at: new Date(dExpiresS * 1000).toISOString(),
        };
      }
    }
  }
  const rowsDone = s.shards.reduce((a, x) => a + x.rows + x.bad, 0);
  const bytes: Record<string, number> = {};
  for (const x of done)
    for (const [f, n] of Object.entries(x.bytes)) bytes[f] = (bytes[f] ?? 0) + (n ?? 0);
  const ms = done.map((x) => x.ms);
  const { rows, formats, options } = spec;
  return {
    id: spec.id,
    kind: spec.kind,
    state: s.state,
    created_at: iso(s.createdAtMs)!,
    started_at: iso(s.startedAtMs),
    finished_at: iso(s.finishedAtMs),
    erased_at: iso(s.erasedAtMs),
    expires_at: iso(s.expiresAtMs)!,
    options: {
      engine_version: spec.engineVersion,
      ...(spec.kind === 'births' ? { rows } : { series: spec.series }),
      formats,
      shard_units: spec.shardUnits,
      ...options,
    },
    shards: { done: done.length, failed: s.shards.length - done.length, total: spec.shardsTotal },
    units: { done: rowsDone, bad: s.shards.reduce((a, x) => a + x.bad, 0), total: spec.unitsTotal },
    progress: jobProgress({
      rowsDone,
      rowsTotal: spec.unitsTotal,
      startedAtMs: s.startedAtMs,
      finishedAtMs: s.finishedAtMs,
      ended,
      nowMs: Date.now(),
    }),
    billing: { charged_units: s.chargedUnits, refunded_units: s.refundedUnits },
    errors,
    parts,
    downloads,
    stats: {
      compute_ms: {
        mean: ms.length ? ms.reduce((a, b) => a + b, 0) / ms.length : 0,
        max: ms.length ? Math.max(...ms) : 0,
      },
      bytes,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// create

function concurrencyLimit(key: RequestKey): number {
  return key.record.environment === 'sandbox'
    ? JOB_CONCURRENCY.sandbox
    : JOB_CONCURRENCY[key.record.tier];
}

/** The owner's queued or running jobs on this environment (every key of the owner draws on one limit). */
async function activeJobs(db: D1Database, quotaId: string): Promise<string[]> {
  const r = await db
    .prepare(
      "SELECT id FROM t_jobs WHERE quota_id = ? AND state IN ('queued', 'running') ORDER BY created_at",
    )
    .bind(quotaId)
    .all<{ id: string }>();
  return r.results.map((x) => x.id);
}

function tooManyJobs(limit: number, running: string[]): ApiError {
  return new ApiError(
    429,
    'JOB_CONCURRENCY_LIMIT',
    `authorization: this key's owner runs ${running.length} jobs and may run ${limit} at once; wait for one to end (GET /t/api/jobs/:id) or cancel one (DELETE)`,
    {
      field: 'authorization',
      details: { limit, running },
      headers: { 'Retry-After': '60' },
    },
  );
}

/** The body, read by its media type, with the births stored in R2 (births jobs). */
async function readJobBody(
  c: Context<AppEnv>,
  jobId: string,
): Promise<{
  options: JobOptions;
  kind: 'births' | 'series';
  series?: z.output<typeof jobSeriesSchema>;
  stored?: StoredInput;
  units: number;
}> {
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const bucket = c.env.JOBS_BUCKET;
  if (mediaType === 'application/x-ndjson' || mediaType === 'application/jsonl') {
    const raw = c.req.raw.body;
    if (!raw)
      throw new ApiError(
        400,
        'MALFORMED_JSON',
        "body: empty; the first line is the job's options (at least {}), then one birth per line",
        { field: 'body' },
      );
    const encoding = (c.req.header('content-encoding') ?? '').trim().toLowerCase();
    if (encoding !== '' && encoding !== 'identity' && encoding !== 'gzip')
      throw new ApiError(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        `content-encoding: ${encoding} is not accepted; send gzip or no encoding`,
        { field: 'content-encoding' },
      );
    const body = encoding === 'gzip' ? gunzip(raw) : raw;
    let options: JobOptions = {};
    try {
      const stored = await storeNdjson(bucket, inputKey(jobId), body, {
        maxUnits: JOB_MAX_UNITS,
        maxBytes: NDJSON_MAX_BYTES,
        header: (line) => {
          let parsed: unknown;
          try {
            parsed = JSON.parse(line);
          } catch {
            throw new ApiError(
              400,
              'MALFORMED_JSON',
              "body: the first line (the job's options) is not a JSON object",
              { field: 'body' },
            );
          }
          options = validate(jobNdjsonHeaderSchema, parsed);
          refuseUnusedOptions(options, 'births');
          return shardUnitsFor(rowSpec('births', options), formatsOf(options));
        },
      });
      if (stored.units === 0)
        throw new ApiError(
          400,
          'INVALID_FIELD',
          'births: the body holds the options line and no birth',
          { field: 'births' },
        );
      return { options, kind: 'births', stored, units: stored.units };
    } catch (err) {
      await deletePrefix(bucket, `jobs/${jobId}/`).catch(() => {});
      if (err instanceof UnitTooLarge) throw unitTooLarge(err);
      if (err instanceof InputTooLarge) {
        if (err.what === 'padding') {
          throw new ApiError(
            413,
            'PAYLOAD_TOO_LARGE',
            `body: the upload decompresses to more than ${UNIT_MAX_BYTES.toLocaleString('en-US')} bytes per birth (${err.units.toLocaleString('en-US')} births so far); blank lines and padding count, so send one birth per line`,
            { field: 'body', details: { limit_per_birth: UNIT_MAX_BYTES, births: err.units } },
          );
        }
        throw new ApiError(
          413,
          err.what === 'units' ? 'TOO_MANY_BIRTHS' : 'PAYLOAD_TOO_LARGE',
          err.what === 'units'
            ? `births: at most ${JOB_MAX_UNITS.toLocaleString('en-US')} births per job`
            : `body: at most ${NDJSON_MAX_BYTES / 1024 / 1024} MiB of NDJSON (decompressed) per job`,
          { field: err.what === 'units' ? 'births' : 'body', details: { limit: err.limit } },
        );
      }
      if (err instanceof BadHeader)
        throw new ApiError(400, 'MALFORMED_JSON', `body: ${err.message}`, { field: 'body' });
      // the gzip stream's own errors (a bad header or checksum, a cut-off stream, bytes after its end) are the sender's
      if (err instanceof GzipError)
        throw new ApiError(
          400,
          'MALFORMED_BODY',
          'body: Content-Encoding says gzip but the body is not one whole gzip stream (it does not decompress, is cut off, or has bytes after its end)',
          { field: 'content-encoding' },
        );
      throw err;
    }
  }
  const raw = await readJson(c, INLINE_MAX_BYTES);
  const births = (raw as { births?: unknown } | null)?.births;
  if (Array.isArray(births) && births.length > INLINE_MAX_BIRTHS) {
    throw new ApiError(
      413,
      'TOO_MANY_BIRTHS',
      `births: at most ${INLINE_MAX_BIRTHS.toLocaleString('en-US')} births inline (got ${births.length.toLocaleString('en-US')}); stream up to ${JOB_MAX_UNITS.toLocaleString('en-US')} as NDJSON (docs/jobs.md)`,
      { field: 'births', details: { limit: INLINE_MAX_BIRTHS, got: births.length } },
    );
  }
  const b = validate(jobBodySchema, raw);
  const { births: list, series, ...options } = b;
  if (series) return { options, kind: 'series', series, units: seriesUnits(series) };
  refuseUnusedOptions(options, 'births');
  try {
    const stored = await storeInlineBirths(
      bucket,
      inputKey(jobId),
      list!,
      shardUnitsFor(rowSpec('births', options), formatsOf(options)),
    );
    return { options, kind: 'births', stored, units: stored.units };
  } catch (err) {
    if (err instanceof UnitTooLarge) throw unitTooLarge(err);
    throw err;
  }
}

/** 413 naming the unit over UNIT_MAX_BYTES (nothing of the job is kept). */
function unitTooLarge(err: UnitTooLarge): ApiError {
  return new ApiError(
    413,
    'UNIT_TOO_LARGE',
    `births.${err.unit}: birth ${err.unit}${err.line ? ` (line ${err.line} of the body)` : ''} is longer than ${UNIT_MAX_BYTES.toLocaleString('en-US')} bytes; a birth is {id?, datetime, lat, lon, place?}, well under 1 KB`,
    {
      field: `births.${err.unit}`,
      details: { unit: err.unit, ...(err.line ? { line: err.line } : {}), limit: UNIT_MAX_BYTES },
    },
  );
}

function formatsOf(o: JobOptions): JobFormat[] {
  return o.formats ?? ['ndjson', 'csv'];
}

function rowSpec(
  kind: 'births' | 'series',
  o: JobOptions,
  series?: z.output<typeof jobSeriesSchema>,
): RowSpec {
  const { rows, formats: _f, ...chart } = o;
  return {
    kind,
    rows: rows ?? 'basic',
    options: chart,
    ...(series ? { series: { ...series } } : {}),
  };
}

export async function postJob(c: Context<AppEnv>): Promise<Response> {
  parseQuery(c, tPostQuerySchema);
  if (c.get('trace'))
    throw new ApiError(
      400,
      'INVALID_FIELD',
      'trace: job rows are not traced; trace single charts',
      { field: 'trace' },
    );
  const key = c.get('apiKey')!;
  const env = c.env;
  if (!env.JOBS_BUCKET || !env.JOBS_QUEUE || !env.JOB_LEDGER)
    throw new ApiError(
      503,
      'JOBS_UNAVAILABLE',
      'jobs: the jobs bucket, queue or ledger is not configured on this deployment',
      { field: 'jobs' },
    );
  const limit = concurrencyLimit(key);
  const quota = quotaCounterName(key.record);
  const running = await activeJobs(env.DB, quota);
  if (running.length >= limit) throw tooManyJobs(limit, running);

  const id = newJobId();
  const body = await readJobBody(c, id);
  const spec0 = rowSpec(body.kind, body.options, body.series);
  const formats = formatsOf(body.options);
  const shardUnits = shardUnitsFor(spec0, formats);
  const shards = body.stored ? body.stored.shards : seriesShards(body.units, shardUnits);
  const now = Date.now();
  const cfg = configOf(c);
  const spec: JobSpec = {
    ...spec0,
    id,
    ownerId: key.record.ownerId,
    quotaId: quota,
    environment: key.record.environment,
    engineVersion: cfg.version,
    formats,
    unitsTotal: body.units,
    shardsTotal: shards.length,
    shardUnits,
    ...(body.stored ? { inputKey: inputKey(id) } : {}),
    createdAtMs: now,
  };
  const cleanup = () => deletePrefix(env.JOBS_BUCKET, `jobs/${id}/`).catch(() => 0);
  try {
    // the concurrency limit, atomically: the row goes in only while the key runs fewer jobs
    const ins = await env.DB.prepare(
      `INSERT INTO t_jobs (id, owner_id, quota_id, environment, kind, state, units_total, shards_total, created_at, expires_at)
      SELECT ?, ?, ?, ?, ?, 'queued', ?, ?, ?, ? WHERE (SELECT COUNT(*) FROM t_jobs WHERE quota_id = ? AND state IN ('queued', 'running')) < ?`,
    )
      .bind(
        id,
        spec.ownerId,
        spec.quotaId,
        spec.environment,
        spec.kind,
        spec.unitsTotal,
        spec.shardsTotal,
        now,
        now + JOB_WATCHDOG_MS + JOB_RETENTION_MS,
        spec.quotaId,
        limit,
      )
      .run();
    if ((ins.meta.changes ?? 0) === 0) throw tooManyJobs(limit, await activeJobs(env.DB, quota));
    try {
      // every unit counts on the monthly quota, up front (429 with the numbers when it would exceed it); the ledger gives back what the job does not compute
      const d = await chargeKey(c, spec.unitsTotal);
      if (d)
        spec.charge = { quota, units: spec.unitsTotal, day: d.counted.day, month: d.counted.month };
    } catch (err) {
      await env.DB.prepare('DELETE FROM t_jobs WHERE id = ?').bind(id).run();
      throw err;
    }
  } catch (err) {
    await cleanup();
    throw err;
  }
  // the ledger holds the plan first, so a shard whose message is lost is sent again
  const plan = shards.map((x, shard) => ({ shard, ...x }));
  await ledgerOf(env, id).init(spec, plan);
  await enqueueShards(env.JOBS_QUEUE, id, plan);
  const status = (await ledgerOf(env, id).status())!;
  return tRespond(c, tJobResponse, await jobAnswer(c, status), {
    status: 202,
    headers: { Location: `${c.get('baseUrl')}/api/jobs/${id}` },
  });
}

// ---------------------------------------------------------------------------------------------
// read, list, delete, parts

/** A job of the key's owner on the key's environment: a sandbox key sees only sandbox jobs, a production key only production ones; else 404. */
async function ownedJob(c: Context<AppEnv>): Promise<string> {
  const id = c.req.param('id') ?? '';
  const k = c.get('apiKey')!.record;
  const row = JOB_ID_RE.test(id)
    ? await c.env.DB.prepare(
        'SELECT id FROM t_jobs WHERE id = ? AND owner_id = ? AND environment = ?',
      )
        .bind(id, k.ownerId, k.environment)
        .first<{ id: string }>()
    : null;
  if (!row)
    throw new ApiError(
      404,
      'JOB_NOT_FOUND',
      `id: no job ${id.slice(0, 40)} of this owner${k.environment === 'sandbox' ? ' among its sandbox jobs' : ''}`,
      { field: 'id' },
    );
  return row.id;
}

export async function getJob(c: Context<AppEnv>): Promise<Response> {
  parseQuery(c, noQuery());
  const id = await ownedJob(c);
  const s = await ledgerOf(c.env, id).status();
  if (!s)
    throw new ApiError(404, 'JOB_NOT_FOUND', `id: no job ${id} of this owner`, { field: 'id' });
  return tRespond(c, tJobResponse, await jobAnswer(c, s));
}

export const jobsListQuerySchema = lazySchema(() =>
  z.strictObject({
    limit: pageLimitParam('jobs'),
    offset: pageOffsetParam('how many of the newest jobs to skip (default 0)'),
  }),
);

export async function getJobs(c: Context<AppEnv>): Promise<Response> {
  const q = parseQuery(c, jobsListQuerySchema);
  const limit = q.limit ?? 50;
  const offset = q.offset ?? 0;
  const { ownerId: owner, environment } = c.get('apiKey')!.record;
  const [n, rows] = await c.env.DB.batch([
    c.env.DB.prepare(
      'SELECT COUNT(*) AS n FROM t_jobs WHERE owner_id = ? AND environment = ?',
    ).bind(owner, environment),
    c.env.DB.prepare(
      'SELECT id, kind, state, units_total, shards_total, created_at, finished_at, erased_at, expires_at FROM t_jobs WHERE owner_id = ? AND environment = ? ORDER BY created_at DESC, id LIMIT ? OFFSET ?',
    ).bind(owner, environment, limit, offset),
  ]);
  type JobRow = {
    id: string;
    kind: 'births' | 'series';
    state: JobStatus['state'];
    units_total: number;
    shards_total: number;
    created_at: number;
    finished_at: number | null;
    erased_at: number | null;
    expires_at: number;
  };
  const jobs = ((rows?.results ?? []) as JobRow[]).map((r) => ({
    ...r,
    created_at: iso(r.created_at)!,
    finished_at: iso(r.finished_at),
    erased_at: iso(r.erased_at),
    expires_at: iso(r.expires_at)!,
  }));
  return tRespond(c, tJobsResponse, {
    total: (n?.results[0] as { n?: number } | undefined)?.n ?? 0,
    limit,
    offset,
    jobs,
  });
}

/** Cancel a queued or running job: the parts written so far stay (downloadable until expiry), the units not computed are given back. */
export async function cancelJob(c: Context<AppEnv>): Promise<Response> {
  parseQuery(c, noQuery());
  const id = await ownedJob(c);
  const ledger = ledgerOf(c.env, id);
  await ledger.cancel();
  const s = await ledger.status();
  if (!s)
    throw new ApiError(404, 'JOB_NOT_FOUND', `id: no job ${id} of this owner`, { field: 'id' });
  return tRespond(c, tJobResponse, await jobAnswer(c, s));
}

/** Cancel (as `cancelJob`) and erase the inputs and parts at once. */
export async function deleteJob(c: Context<AppEnv>): Promise<Response> {
  parseQuery(c, noQuery());
  const id = await ownedJob(c);
  const ledger = ledgerOf(c.env, id);
  await ledger.cancel();
  await ledger.erase();
  const s = await ledger.status();
  if (!s)
    throw new ApiError(404, 'JOB_NOT_FOUND', `id: no job ${id} of this owner`, { field: 'id' });
  return tRespond(c, tJobResponse, await jobAnswer(c, s));
}

/** A part's bytes: NDJSON, CSV or Parquet (Content-Type says which). */
export const tJobPartBody = lazySchema(() => z.string());

export const partQuerySchema = lazySchema(() =>
  z.strictObject({
    expires: z
      .string()
      .max(12)
      .optional()
      .describe('Unix seconds when the link expires (from the signed link)'),
    kid: z.string().max(16).optional().describe('the id of the signing key (from the signed link)'),
    sig: z
      .string()
      .max(64)
      .optional()
      .describe('the HMAC-SHA256 signature of the link (from the signed link)'),
  }),
);

export const downloadQuerySchema = lazySchema(() => real(partQuerySchema));

/** Every part of a format as one file, to the holder of a signed link (no key: the link is the credential, for a day). */
export async function getDownload(c: Context<AppEnv>): Promise<Response> {
  const q = parseQuery(c, downloadQuerySchema);
  const id = c.req.param('id') ?? '';
  const format = c.req.param('format') ?? '';
  if (!JOB_ID_RE.test(id) || !(DOWNLOAD_FORMATS as readonly string[]).includes(format))
    throw new ApiError(
      404,
      'PART_NOT_FOUND',
      `path: no download ${format.slice(0, 20)} of job ${id.slice(0, 40)} (ndjson, csv, parquet or errors)`,
      { field: 'path' },
    );
  const verdict = await checkPartLink(
    c.env,
    id,
    mergedName(format),
    q,
    Math.floor(Date.now() / 1000),
  );
  if (verdict === 'invalid')
    throw new ApiError(
      403,
      'LINK_INVALID',
      'sig: this link was not signed by the service for this download; take the links from GET /t/api/jobs/:id',
      { field: 'sig' },
    );
  if (verdict === 'expired')
    throw new ApiError(
      410,
      'LINK_EXPIRED',
      'expires: this link has expired; GET /t/api/jobs/:id answers fresh links',
      { field: 'expires' },
    );
  const s = await ledgerOf(c.env, id).status();
  const f = format as DownloadFormat;
  const parts = (s && s.erasedAtMs === null ? s.shards : [])
    .filter((x) => x.status === 'done' && (x.bytes[f] ?? 0) > 0)
    .map((x) => ({ shard: x.shard, bytes: x.bytes[f]! }));
  if (!parts.length)
    throw new ApiError(
      404,
      'PART_NOT_FOUND',
      `path: job ${id} has no ${format} parts (it was deleted or has expired, or wrote none)`,
      { field: 'path' },
    );
  const headers: Record<string, string> = {
    'content-type': downloadContentType(f),
    'content-disposition': `attachment; filename="${downloadFileName(id, f)}"`,
    'cache-control': 'private, no-store',
  };
  if (f === 'parquet')
    return new Response(mergedParquet(c.env.JOBS_BUCKET, id, parts), { headers });
  const m = await mergedText(c.env.JOBS_BUCKET, id, f, parts);
  c.executionCtx.waitUntil(m.pump);
  return new Response(m.body, { headers: { ...headers, 'content-length': String(m.length) } });
}

/** A part, to the holder of a signed link (no key: the link is the credential, for an hour). */
export async function getPart(c: Context<AppEnv>): Promise<Response> {
  const q = parseQuery(c, partQuerySchema);
  const id = c.req.param('id') ?? '';
  const name = c.req.param('name') ?? '';
  if (!JOB_ID_RE.test(id) || !PART_NAME_RE.test(name))
    throw new ApiError(
      404,
      'PART_NOT_FOUND',
      `path: no part ${name.slice(0, 40)} of job ${id.slice(0, 40)}`,
      { field: 'path' },
    );
  const verdict = await checkPartLink(c.env, id, name, q, Math.floor(Date.now() / 1000));
  if (verdict === 'invalid')
    throw new ApiError(
      403,
      'LINK_INVALID',
      'sig: this link was not signed by the service for this part; take the links from GET /t/api/jobs/:id',
      { field: 'sig' },
    );
  if (verdict === 'expired')
    throw new ApiError(
      410,
      'LINK_EXPIRED',
      'expires: this link has expired; GET /t/api/jobs/:id answers fresh links',
      { field: 'expires' },
    );
  const obj = await c.env.JOBS_BUCKET.get(partKey(id, name));
  if (!obj)
    throw new ApiError(
      404,
      'PART_NOT_FOUND',
      `path: part ${name} of job ${id} is gone (the job was deleted or has expired)`,
      { field: 'path' },
    );
  return new Response(obj.body, {
    headers: {
      'content-type': obj.httpMetadata?.contentType ?? 'application/octet-stream',
      'content-length': String(obj.size),
      'content-disposition': `attachment; filename="${id}-${name}"`,
      'cache-control': 'private, no-store',
      etag: obj.httpEtag,
    },
  });
}
