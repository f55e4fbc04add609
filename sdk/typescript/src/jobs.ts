/**
 * @module jobs
 *
 * Hand-written helpers for Family T's research jobs (docs/jobs.md), on top of the generated
 * {@link TClient}: submit births as an NDJSON stream (gzip by default) or a JSON body, poll with
 * progress (rows done, rate, ETA), download the merged file of a format or every part of it, resume
 * a download that stopped (skip the parts you already hold; an expired link is refreshed), and
 * merge parts downloaded one by one.
 *
 * ```ts
 * const jobs = new TJobs({ origin: 'http://127.0.0.1:8787', apiKey: process.env.KEY });
 * const job = await jobs.submitNdjson(births, { rows: 'basic', formats: ['ndjson', 'csv'] });
 * const done = await jobs.wait(job.id, { onProgress: (p) => console.log(`${p.percent}% ETA ${p.etaSeconds} s`) });
 * const csv = new TextDecoder().decode(await jobs.download(done, 'csv'));
 * ```
 *
 * No dependency beyond the standard `fetch`, `CompressionStream`, `Blob` and `TextEncoder` of
 * Node 18+, Deno, browsers and Workers. Nothing is written to disk: parts are handed to a callback.
 */
import { TClient, type GetApiJobsByIdResult, type PostApiJobsBody, type TClientOptions } from './gen/T.js';
import { defaultSleep as sleep, JyotishaError } from './runtime.js';

/** A job as `GET /t/api/jobs/{id}` answers it. */
export type Job = GetApiJobsByIdResult;
/** A part format of a job, or `errors` (one line per bad unit). */
export type JobPartFormat = 'ndjson' | 'csv' | 'parquet' | 'errors';
/** The options of a births job (the first line of an NDJSON upload): those of `POST /t/api/jobs` without the births. */
export type JobOptions = Omit<PostApiJobsBody, 'births' | 'series'>;
/** One birth of a job. */
export interface JobBirth { id?: string; datetime: string; lat: number; lon: number; place?: string }

/** Where a job stands, from its `progress`: rows done of the total, the rate since it started and the time left at that rate. */
export interface JobProgress {
  id: string;
  state: Job['state'];
  rowsDone: number;
  rowsTotal: number;
  percent: number;
  /** rows per second since the job started (null before a row is done) */
  rateRowsPerS: number | null;
  /** seconds left at that rate (0 once ended; null while unknown) */
  etaSeconds: number | null;
  shardsDone: number;
  shardsFailed: number;
  shardsTotal: number;
}

/** The progress of a job answer. */
export function jobProgress(job: Job): JobProgress {
  const p = job.progress;
  return {
    id: job.id, state: job.state, rowsDone: p.rows_done, rowsTotal: p.rows_total, percent: p.percent,
    rateRowsPerS: p.rate_rows_per_s, etaSeconds: p.eta_seconds, shardsDone: job.shards.done, shardsFailed: job.shards.failed, shardsTotal: job.shards.total,
  };
}

const ENDED = new Set<Job['state']>(['done', 'failed', 'cancelled']);
/** Whether a job has ended (done, failed or cancelled). */
export const jobEnded = (job: Pick<Job, 'state'>): boolean => ENDED.has(job.state);

/** Parts of one format, downloaded one by one, as one file: NDJSON (and errors) concatenated, CSV with the first part's header only. Parquet parts cannot be joined here: use {@link TJobs.download} (the server merges their row groups). */
export function mergeParts(format: JobPartFormat, parts: readonly Uint8Array[]): Uint8Array {
  if (format === 'parquet') throw new TypeError('mergeParts: Parquet parts are merged by the server; download the job\'s merged Parquet file');
  const pieces = parts.map((p, i) => (format === 'csv' && i > 0 ? p.subarray(p.indexOf(10) + 1) : p));
  const out = new Uint8Array(pieces.reduce((a, p) => a + p.byteLength, 0));
  let at = 0;
  for (const p of pieces) { out.set(p, at); at += p.byteLength; }
  return out;
}

export interface WaitOptions {
  /** called after every poll with the job's progress */
  onProgress?: (progress: JobProgress, job: Job) => void;
  /** the first wait between polls in milliseconds (default 1,000); it grows by half each poll up to `maxIntervalMs` (default 10,000) and never beyond the job's ETA */
  intervalMs?: number;
  maxIntervalMs?: number;
  /** give up (an Error) after this many milliseconds; default never */
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface PartsOptions {
  /** shards whose part you already hold (a resumed download skips them) */
  have?: (shard: number) => boolean;
  /** receives each part's bytes in shard order */
  onPart: (part: { shard: number; format: JobPartFormat; rows: number }, bytes: Uint8Array) => void | Promise<void>;
}

/** Family T's research jobs: submit, poll, download, resume. Takes the options of {@link TClient} (a Pro or Enterprise `apiKey`). */
export class TJobs {
  readonly client: TClient;
  private readonly options: TClientOptions;

  constructor(options: TClientOptions) {
    this.options = options;
    this.client = new TClient(options);
  }

  private get fetch(): typeof fetch {
    return this.options.fetch ?? globalThis.fetch;
  }

  /** Submit a JSON body: inline births (up to 100,000) or a series. */
  submit(body: PostApiJobsBody): Promise<Job> {
    return this.client.postApiJobs(body) as Promise<Job>;
  }

  /**
   * Submit births as an NDJSON stream (up to 1,000,000): the first line is `options`, then one birth
   * per line, gzip'ed unless `gzip: false`. The body is built in memory (about 85 bytes a birth
   * before gzip).
   */
  async submitNdjson(births: Iterable<JobBirth> | AsyncIterable<JobBirth>, options: JobOptions = {}, o: { gzip?: boolean; signal?: AbortSignal } = {}): Promise<Job> {
    const lines: string[] = [JSON.stringify(options)];
    for await (const b of births as AsyncIterable<JobBirth>) lines.push(JSON.stringify(b));
    return this.submitNdjsonBody(`${lines.join('\n')}\n`, o);
  }

  /** Submit NDJSON text or bytes as they are (the first line the options), gzip'ed unless `gzip: false` or already gzip (`encoding: 'gzip'`). */
  async submitNdjsonBody(body: string | Uint8Array, o: { gzip?: boolean; encoding?: 'gzip'; signal?: AbortSignal } = {}): Promise<Job> {
    let bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
    const gzip = o.encoding === 'gzip' || o.gzip !== false;
    if (gzip && o.encoding !== 'gzip') bytes = new Uint8Array(await new Response(new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer());
    const headers = new Headers(this.options.headers);
    headers.set('content-type', 'application/x-ndjson');
    if (gzip) headers.set('content-encoding', 'gzip');
    headers.set('accept', 'application/json');
    if (this.options.apiKey) headers.set('authorization', `Bearer ${this.options.apiKey}`);
    else if (this.options.apiKeyHeader) headers.set('x-api-key', this.options.apiKeyHeader);
    const init: RequestInit = { method: 'POST', headers, body: bytes as BodyInit };
    if (o.signal) init.signal = o.signal;
    const res = await this.fetch(`${this.client.baseUrl}/api/jobs`, init);
    const text = await res.text();
    let parsed: unknown = text;
    try { parsed = JSON.parse(text); } catch { /* an error page */ }
    if (res.status !== 202) throw new JyotishaError('T', 'postApiJobs', res.status, parsed, res.headers);
    return parsed as Job;
  }

  /** The job now. */
  get(id: string): Promise<Job> {
    return this.client.getApiJobsById({ id }) as Promise<Job>;
  }

  /** Cancel: the parts written so far stay, the units not computed go back to the quota. */
  cancel(id: string): Promise<Job> {
    return this.client.postApiJobsByIdCancel({ id }) as Promise<Job>;
  }

  /** Poll until the job ends (done, failed or cancelled), reporting progress; answers the ended job. Resume an interrupted wait by calling it again with the id. */
  async wait(id: string, o: WaitOptions = {}): Promise<Job> {
    const started = Date.now();
    let interval = o.intervalMs ?? 1000;
    const max = o.maxIntervalMs ?? 10_000;
    for (;;) {
      const job = await this.get(id);
      o.onProgress?.(jobProgress(job), job);
      if (jobEnded(job)) return job;
      if (o.timeoutMs !== undefined && Date.now() - started > o.timeoutMs) throw new Error(`job ${id} had not ended after ${o.timeoutMs} ms (${job.progress.rows_done} of ${job.progress.rows_total} rows)`);
      const eta = job.progress.eta_seconds;
      await sleep(Math.max(100, Math.min(interval, max, eta !== null ? eta * 1000 : Infinity)), o.signal);
      interval = Math.min(max, interval * 1.5);
    }
  }

  /** A signed link's bytes; on 410 (expired) the job is read again for a fresh link. */
  private async fetchLink(jobId: string, url: string, fresh: (job: Job) => string | undefined): Promise<Uint8Array> {
    for (let attempt = 0; ; attempt++) {
      const res = await this.fetch(url);
      if (res.ok) return new Uint8Array(await res.arrayBuffer());
      const body = await res.text();
      if (res.status === 410 && attempt === 0) {
        const next = fresh(await this.get(jobId));
        if (next) { url = next; continue; }
      }
      let parsed: unknown = body;
      try { parsed = JSON.parse(body); } catch { /* text */ }
      throw new JyotishaError('T', 'getApiJobsByIdPartsByName', res.status, parsed, res.headers);
    }
  }

  /** The merged file of one format of an ended job (every part in input order; CSV with one header; Parquet one file). */
  async download(job: Job | string, format: JobPartFormat): Promise<Uint8Array> {
    const j = typeof job === 'string' ? await this.get(job) : job;
    const d = j.downloads[format];
    if (!d) throw new TypeError(`job ${j.id} has no ${format} download${jobEnded(j) ? '' : ' yet (it has not ended)'}`);
    return this.fetchLink(j.id, d.url, (fresh) => fresh.downloads[format]?.url);
  }

  /** The rows of an ended job, parsed from its merged NDJSON. */
  async rows(job: Job | string): Promise<Array<Record<string, unknown>>> {
    const text = new TextDecoder().decode(await this.download(job, 'ndjson'));
    return text.split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as Record<string, unknown>);
  }

  /**
   * Every part of a format written so far (while the job runs too), in shard order, handed to
   * `onPart`; parts `have` names are skipped, so a download that stopped resumes where it was.
   * Answers the shards handed over.
   */
  async downloadParts(job: Job | string, format: JobPartFormat, o: PartsOptions): Promise<number[]> {
    const j = typeof job === 'string' ? await this.get(job) : job;
    const got: number[] = [];
    for (const p of [...j.parts].filter((x) => x.format === format).sort((a, b) => a.shard - b.shard)) {
      if (o.have?.(p.shard)) continue;
      const bytes = await this.fetchLink(j.id, p.url, (fresh) => fresh.parts.find((x) => x.shard === p.shard && x.format === format)?.url);
      await o.onPart({ shard: p.shard, format, rows: p.rows }, bytes);
      got.push(p.shard);
    }
    return got;
  }
}
