/**
 * Research jobs that finish (docs/jobs.md "Shards, queue, ledger"): the JobLedger owns progress, so a
 * shard message that is lost, delivered twice or dead-lettered still ends in every row exactly once;
 * finished parts download while the job runs and after a cancel, which refunds the units not spent;
 * a bad birth (a polar birth in a Placidus job) fails only its own row, into an errors part that
 * lists every bad row by id and field and never a coordinate.
 *
 * The jobs are created through the real route and consumed by the real local queue. A lost message
 * is a message the route's queue never receives: the route is called with a queue that drops it
 * (the ledger re-dispatches through its own binding). The ledger's deadlines are scaled by
 * JOBS_LEASE_SCALE (vitest.config.ts), so a lost shard is re-sent within seconds.
 * The kill/restart of the whole local server is test/node/jobs-kill-restart.test.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import { env } from 'cloudflare:workers';
import {
  createExecutionContext,
  createMessageBatch,
  getQueueResult,
  runInDurableObject,
} from 'cloudflare:test';
import worker from '../../../src/worker.js';
import type { JobLedger } from '../../../src/durable/job-ledger.js';
import {
  inputKey,
  jobProgress,
  ledgerOf,
  SHARD_BUDGET_US,
  shardUnitsFor,
  unitCostUs,
  type ShardMessage,
} from '../../../src/platform/jobs.js';
import { JOB_MAX_DISPATCHES } from '../../../src/platform/job-store.js';
import { T_DASHAS, T_VARGAS } from '../../../src/routes/t/schemas.js';
import { BASE, call } from '../../helpers.js';
import { births, local, ndjsonRows, partText, waitJob, type Json } from './job-helpers.js';
import { issueKey, tGet, tPost } from './t-helpers.js';

/** The ledger's deadline for a shard nobody works on, in this test run (60 s scaled). */
const STALL_MS = 60_000 * Number(env.JOBS_LEASE_SCALE);
/** A generous bound on one job of a few shards here, for the failure message only. */
const jobDeadlineMs = (shards: number) => 20_000 + shards * 3_000 + 4 * STALL_MS;

/** A queue that loses the shard messages `lose` picks (and with `twice`, sends every other one twice). */
function lossyQueue(
  lose: (m: ShardMessage) => boolean,
  twice = false,
): { queue: Queue; lost: ShardMessage[] } {
  const lost: ShardMessage[] = [];
  const real = env.JOBS_QUEUE;
  const queue = {
    send: (body: unknown, o?: QueueSendOptions) => real.send(body, o),
    sendBatch: async (msgs: Iterable<MessageSendRequest>, o?: QueueSendBatchOptions) => {
      const kept = [...msgs].filter((m) =>
        lose(m.body as ShardMessage) ? (lost.push(m.body as ShardMessage), false) : true,
      );
      if (kept.length) await real.sendBatch(twice ? [...kept, ...kept] : kept, o);
    },
  } as unknown as Queue;
  return { queue, lost };
}

/** POST /t/api/jobs through the Worker with its jobs queue replaced. */
async function postJobVia(queue: Queue, body: unknown, key: string): Promise<Json> {
  const req = new Request(`${BASE}/t/api/jobs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify(body),
  });
  const res = await worker.fetch(
    req as never,
    { ...env, JOBS_QUEUE: queue } as Env,
    createExecutionContext(),
  );
  const j = await res.json<Json>();
  expect(res.status, JSON.stringify(j)).toBe(202);
  return j;
}

/** Every row once: indices 0..n-1 in order, each birth's id. */
function expectEveryRowOnce(rows: Json[], list: Json[]) {
  expect(rows.map((r) => r.index)).toEqual(list.map((_, i) => i));
  expect(rows.map((r) => r.id)).toEqual(list.map((b) => b.id));
}

describe('the ledger owns progress', () => {
  it('a lost shard message: the finished parts download while the job runs, with progress; the ledger re-sends the lost shard and every row lands once', async () => {
    const pro = await issueKey({ tier: 'pro' });
    const list = births(2500, 21);
    const { queue, lost } = lossyQueue((m) => m.shard === 2);
    const created = await postJobVia(queue, { births: list, formats: ['ndjson', 'csv'] }, pro.key);
    expect(created.shards.total).toBe(3);
    expect(lost.map((m) => m.shard)).toEqual([2]);
    // shards 0 and 1 finish; shard 2's message never arrived, so the job runs on with two shards' parts
    const running = await waitJob(created.id, pro.key, jobDeadlineMs(3), (j) => j.shards.done >= 2);
    if (running.state === 'running') {
      expect(running.parts.map((p: Json) => `${p.shard}.${p.format}`).sort()).toEqual([
        '0.csv',
        '0.ndjson',
        '1.csv',
        '1.ndjson',
      ]);
      expect(running.progress).toMatchObject({ rows_done: 2000, rows_total: 2500 });
      expect(running.progress.rate_rows_per_s).toBeGreaterThan(0);
      expect(running.progress.eta_seconds).toBeGreaterThanOrEqual(0);
      const rows = (
        await partText(running.parts.find((p: Json) => p.shard === 1 && p.format === 'ndjson'))
      )
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Json);
      expect(rows.map((r) => r.index)).toEqual(Array.from({ length: 1000 }, (_, k) => 1000 + k));
    }
    const done = await waitJob(created.id, pro.key, jobDeadlineMs(3));
    expect(done.state).toBe('done');
    expect(done.units).toEqual({ done: 2500, bad: 0, total: 2500 });
    expect(done.progress).toMatchObject({ rows_done: 2500, rows_total: 2500, eta_seconds: 0 });
    expectEveryRowOnce(await ndjsonRows(done), list);
    // deterministic part names: one object per shard and format, whatever was re-sent
    const objects = (await env.JOBS_BUCKET.list({ prefix: `jobs/${created.id}/parts/` })).objects
      .map((o) => o.key.split('/').at(-1))
      .sort();
    expect(objects).toEqual([
      'part-00000.csv',
      'part-00000.ndjson',
      'part-00001.csv',
      'part-00001.ndjson',
      'part-00002.csv',
      'part-00002.ndjson',
    ]);
  });

  it('every message delivered twice: every row once, one part per shard and format', async () => {
    const pro = await issueKey({ tier: 'pro' });
    const list = births(1800, 22);
    const { queue } = lossyQueue(() => false, true);
    const created = await postJobVia(queue, { births: list, formats: ['ndjson'] }, pro.key);
    const done = await waitJob(created.id, pro.key, jobDeadlineMs(2));
    expect(done.state).toBe('done');
    expect(done.units).toEqual({ done: 1800, bad: 0, total: 1800 });
    expect(done.parts.map((p: Json) => [p.shard, p.rows])).toEqual([
      [0, 1000],
      [1, 800],
    ]);
    expectEveryRowOnce(await ndjsonRows(done), list);
    // and a late duplicate of a finished shard, straight to the consumer, changes nothing
    const m: ShardMessage = {
      v: 1,
      job: created.id,
      shard: 1,
      first: 1000,
      count: 800,
      from: 0,
      to: 1,
    };
    const ctx = createExecutionContext();
    const batch = createMessageBatch<ShardMessage>('jyotisha-jobs', [
      { id: 'dup-1', timestamp: new Date(), attempts: 1, body: m },
    ]);
    await worker.queue(batch, env);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(['dup-1']);
    expect((await (await tGet(`/api/jobs/${created.id}`, pro.key)).json<Json>()).units).toEqual({
      done: 1800,
      bad: 0,
      total: 1800,
    });
  });

  it('a dead-lettered shard is sent again by the ledger, not failed: every row once', async () => {
    const pro = await issueKey({ tier: 'pro' });
    const list = births(1500, 23);
    const { queue, lost } = lossyQueue((m) => m.shard === 1);
    const created = await postJobVia(queue, { births: list, formats: ['ndjson'] }, pro.key);
    await waitJob(created.id, pro.key, jobDeadlineMs(2), (j) => j.shards.done >= 1);
    // the message reaches the dead-letter queue (as after 4 failed tries of a passing fault)
    const ctx = createExecutionContext();
    const batch = createMessageBatch<ShardMessage>('jyotisha-jobs-dead', [
      { id: 'dead-1', timestamp: new Date(), attempts: 1, body: lost[0]! },
    ]);
    await worker.queue(batch, env);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(['dead-1']);
    const done = await waitJob(created.id, pro.key, jobDeadlineMs(2));
    expect(done.state).toBe('done');
    expect(done.errors).toEqual([]);
    expectEveryRowOnce(await ndjsonRows(done), list);
  });
});

describe('a shard lost every time it is sent', () => {
  it("fails after the ledger's last send: the concurrency slot is free again and every charged unit comes back", async () => {
    const pro = await issueKey({ tier: 'pro' });
    const sb = await issueKey({ environment: 'sandbox', auth: pro.key }); // a sandbox key runs one job at a time
    const { queue, lost } = lossyQueue(() => true);
    const created = await postJobVia(
      queue,
      { births: births(120, 26), formats: ['ndjson'] },
      sb.key,
    );
    expect(lost.map((m) => m.shard)).toEqual([0]);
    // the input goes too, so a re-send by the ledger's own alarm cannot finish the shard meanwhile
    await env.JOBS_BUCKET.delete(inputKey(created.id));
    expect((await (await tGet('/api/usage', sb.key)).json<Json>()).month.calls).toBe(120);
    const busy = await tPost('/api/jobs', { births: births(2, 27) }, sb.key);
    expect(busy.status).toBe(429);
    expect((await busy.json<Json>()).error.code).toBe('JOB_CONCURRENCY_LIMIT');
    // every send so far lost, the last deadline passed: the ledger's alarm gives the shard up
    await runInDurableObject(ledgerOf(env, created.id), async (ledger: JobLedger, state) => {
      state.storage.sql.exec(
        'UPDATE plan SET dispatches = ?, held_ms = NULL, due_ms = 0',
        JOB_MAX_DISPATCHES,
      );
      state.storage.sql.exec('UPDATE job SET progress_ms = 0');
      await ledger.alarm();
    });
    const failed = await (await tGet(`/api/jobs/${created.id}`, sb.key)).json<Json>();
    expect(failed).toMatchObject({
      state: 'failed',
      shards: { done: 0, failed: 1, total: 1 },
      billing: { charged_units: 120, refunded_units: 120 },
    });
    expect(failed.errors).toEqual([
      expect.objectContaining({
        shard: 0,
        kind: 'shard_failed',
        message: expect.stringMatching(/sent 8 times and never finished \(lost\)/),
      }),
    ]);
    expect(
      (
        await env.DB.prepare('SELECT state FROM t_jobs WHERE id = ?')
          .bind(created.id)
          .first<{ state: string }>()
      )?.state,
    ).toBe('failed');
    expect((await (await tGet('/api/usage', sb.key)).json<Json>()).month.calls).toBe(0);
    // the slot is free: the next job is taken and runs
    const next = await tPost('/api/jobs', { births: births(2, 27) }, sb.key);
    expect(next.status).toBe(202);
    expect((await waitJob((await next.json<Json>()).id, sb.key, jobDeadlineMs(1))).state).toBe(
      'done',
    );
  });
});

describe('status progress (rows, rate, ETA)', () => {
  const t0 = Date.UTC(2026, 0, 1);
  it('rate is rows over the time run, ETA the rows left at that rate; none before a row is done; 0 once ended', () => {
    // 2,000 of 5,000 rows in 40 s: 50 rows/s, 3,000 left, 60 s to go
    expect(
      jobProgress({
        rowsDone: 2000,
        rowsTotal: 5000,
        startedAtMs: t0,
        finishedAtMs: null,
        ended: false,
        nowMs: t0 + 40_000,
      }),
    ).toEqual({
      rows_done: 2000,
      rows_total: 5000,
      percent: 40,
      rate_rows_per_s: 50,
      eta_seconds: 60,
      eta_at: new Date(t0 + 100_000).toISOString(),
    });
    // 1 of 3 rows in 3 s: 0.333 rows/s, 2 left, 6 s (rounded up, never early)
    expect(
      jobProgress({
        rowsDone: 1,
        rowsTotal: 3,
        startedAtMs: t0,
        finishedAtMs: null,
        ended: false,
        nowMs: t0 + 3000,
      }),
    ).toMatchObject({ percent: 33.3, rate_rows_per_s: 0.3, eta_seconds: 6 });
    expect(
      jobProgress({
        rowsDone: 0,
        rowsTotal: 10,
        startedAtMs: null,
        finishedAtMs: null,
        ended: false,
        nowMs: t0,
      }),
    ).toMatchObject({ rate_rows_per_s: null, eta_seconds: null, eta_at: null });
    expect(
      jobProgress({
        rowsDone: 0,
        rowsTotal: 10,
        startedAtMs: t0,
        finishedAtMs: null,
        ended: false,
        nowMs: t0 + 5000,
      }),
    ).toMatchObject({ rate_rows_per_s: null, eta_seconds: null });
    // ended (here cancelled at 400 of 1,000 after 8 s): the rate over its run, nothing left to wait for, whatever 'now' is
    expect(
      jobProgress({
        rowsDone: 400,
        rowsTotal: 1000,
        startedAtMs: t0,
        finishedAtMs: t0 + 8000,
        ended: true,
        nowMs: t0 + 3_600_000,
      }),
    ).toEqual({
      rows_done: 400,
      rows_total: 1000,
      percent: 40,
      rate_rows_per_s: 50,
      eta_seconds: 0,
      eta_at: null,
    });
    expect(
      jobProgress({
        rowsDone: 0,
        rowsTotal: 0,
        startedAtMs: null,
        finishedAtMs: t0,
        ended: true,
        nowMs: t0,
      }),
    ).toMatchObject({ percent: 100, eta_seconds: 0 });
  });

  it("a shard's estimated CPU stays within its budget, from the cheapest rows (1,000 a shard) to the costliest (fewer than 50)", () => {
    const basic = shardUnitsFor({ kind: 'births', rows: 'basic', options: {} }, ['ndjson']);
    expect(basic).toBe(1000);
    const costly = {
      kind: 'births' as const,
      rows: 'chart' as const,
      options: { vargas: [...T_VARGAS], dashas: [...T_DASHAS], dasha_depth: 3 },
    };
    const n = shardUnitsFor(costly, ['ndjson', 'csv', 'parquet']);
    expect(n).toBeGreaterThanOrEqual(1);
    expect(n).toBeLessThan(50);
    expect(n * unitCostUs(costly, ['ndjson', 'csv', 'parquet'])).toBeLessThanOrEqual(
      SHARD_BUDGET_US,
    );
    const hourly = {
      kind: 'series' as const,
      rows: 'basic' as const,
      options: {},
      series: {
        lat: 0,
        lon: 0,
        from: '',
        to: '',
        step: 'hour' as const,
        quantities: ['grahas' as const, 'panchang' as const, 'transits' as const],
      },
    };
    const h = shardUnitsFor(hourly, ['parquet']);
    expect(h % 50).toBe(0);
    expect(h * unitCostUs(hourly, ['parquet'])).toBeLessThanOrEqual(SHARD_BUDGET_US);
  });
});

describe('cancel', () => {
  it('keeps the finished rows downloadable, refunds the units not spent, and sends nothing more', async () => {
    const pro = await issueKey({ tier: 'pro' });
    const list = births(3000, 24);
    const { queue } = lossyQueue((m) => m.shard > 0);
    const created = await postJobVia(queue, { births: list, formats: ['ndjson', 'csv'] }, pro.key);
    expect(created.shards.total).toBe(3);
    expect((await (await tGet('/api/usage', pro.key)).json<Json>()).month.calls).toBe(3000);
    await waitJob(created.id, pro.key, jobDeadlineMs(1), (j) => j.shards.done === 1);
    const res = await tPost(`/api/jobs/${created.id}/cancel`, {}, pro.key);
    const cancelled = await res.json<Json>();
    expect(res.status, JSON.stringify(cancelled)).toBe(200);
    expect(cancelled).toMatchObject({
      state: 'cancelled',
      units: { done: 1000, total: 3000 },
      billing: { charged_units: 3000, refunded_units: 2000 },
    });
    expect(cancelled.erased_at).toBeNull();
    expect(cancelled.parts.map((p: Json) => `${p.shard}.${p.format}`).sort()).toEqual([
      '0.csv',
      '0.ndjson',
    ]);
    expectEveryRowOnce(await ndjsonRows(cancelled), list.slice(0, 1000));
    expect((await (await tGet('/api/usage', pro.key)).json<Json>()).month.calls).toBe(1000);
    // a second cancel changes nothing and refunds nothing more
    expect(await (await tPost(`/api/jobs/${created.id}/cancel`, {}, pro.key)).json()).toMatchObject(
      { state: 'cancelled', billing: { refunded_units: 2000 } },
    );
    // past the ledger's deadline for the lost shards nothing is sent again: the job stays as it was
    await new Promise((r) => setTimeout(r, STALL_MS * 1.5));
    const later = await (await tGet(`/api/jobs/${created.id}`, pro.key)).json<Json>();
    expect(later).toMatchObject({ state: 'cancelled', shards: { done: 1, total: 3 } });
    expect((await (await tGet('/api/usage', pro.key)).json<Json>()).month.calls).toBe(1000);
    // DELETE still erases everything at once
    const del = await call(`/t/api/jobs/${created.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${pro.key}` },
    });
    expect(await del.json()).toMatchObject({ state: 'cancelled', parts: [] });
    expect((await env.JOBS_BUCKET.list({ prefix: `jobs/${created.id}/` })).objects).toEqual([]);
  });
});

describe('a bad birth fails only its own row', () => {
  it('polar births in a Placidus chart job: their rows carry the error, the errors part lists every bad row by id and field, no coordinate anywhere', async () => {
    const pro = await issueKey({ tier: 'pro' });
    const good = births(60, 25);
    const list: Json[] = [...good];
    list.splice(10, 0, {
      id: 'polar-n',
      datetime: '1990-01-01T12:00:00+01:00',
      lat: 78.2468,
      lon: 15.4713,
    });
    list.splice(20, 0, {
      id: 'polar-s',
      datetime: '1990-06-01T12:00:00+12:00',
      lat: -77.8419,
      lon: 166.6863,
    });
    list.splice(30, 0, {
      id: 'bad-lat',
      datetime: '1990-06-01T12:00:00+12:00',
      lat: 95.1357,
      lon: 1,
    });
    list.splice(40, 0, { id: 'no-date', lat: 12.3456, lon: 1 });
    const errors = vi.spyOn(console, 'error');
    const log = vi.spyOn(console, 'log');
    const res = await tPost(
      '/api/jobs',
      { births: list, rows: 'chart', house_system: 'placidus', formats: ['ndjson', 'csv'] },
      pro.key,
    );
    expect(res.status).toBe(202);
    const job = await waitJob((await res.json<Json>()).id, pro.key, jobDeadlineMs(1));
    expect(job.state).toBe('done');
    expect(job.units).toEqual({ done: 64, bad: 4, total: 64 });
    expect(job.errors).toEqual([
      {
        shard: 0,
        kind: 'bad_units',
        units: { first: 0, count: 64 },
        bad_units: 4,
        first_bad_unit: {
          index: 10,
          id: 'polar-n',
          field: 'lat',
          message: expect.stringMatching(/placidus/i),
        },
      },
    ]);
    const rows = await ndjsonRows(job);
    expect(rows.filter((r) => r.error).map((r) => [r.index, r.id, r.error.field])).toEqual([
      [10, 'polar-n', 'lat'],
      [20, 'polar-s', 'lat'],
      [30, 'bad-lat', 'lat'],
      [40, 'no-date', 'datetime'],
    ]);
    expect(rows.filter((r) => !r.error)).toHaveLength(60);
    const errPart = job.parts.find((p: Json) => p.format === 'errors');
    expect(errPart).toMatchObject({ shard: 0, rows: 4 });
    const listed = (await partText(errPart))
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Json);
    expect(listed.map((e) => [e.index, e.id, e.field])).toEqual([
      [10, 'polar-n', 'lat'],
      [20, 'polar-s', 'lat'],
      [30, 'bad-lat', 'lat'],
      [40, 'no-date', 'datetime'],
    ]);
    // never a coordinate: not in the job's record, its errors part, or what the Worker logged
    const logged = [...errors.mock.calls, ...log.mock.calls].flat().map(String).join('\n');
    errors.mockRestore();
    log.mockRestore();
    for (const v of ['78.2468', '77.8419', '95.1357', '78.24', '77.84']) {
      expect(JSON.stringify(job), v).not.toContain(v);
      expect(JSON.stringify(listed), v).not.toContain(v);
      expect(logged, v).not.toContain(v);
    }
    expect(local(errPart.url)).toMatch(
      /\/t\/api\/jobs\/job_[0-9a-f]{24}\/parts\/errors-00000\.ndjson\?/,
    );
  });
});
