/**
 * Family T's research jobs (docs/jobs.md) through the real Worker, the real local queue (its
 * consumer and dead-letter consumer run in the Worker as deployed), R2 and the JobLedger Durable
 * Object: rows equal single calls, bad units are reported and never sink a job, quotas and
 * concurrency are enforced up front, retries end in the dead-letter queue and the job reports it,
 * a shard is counted once however often it runs, parts are served only through signed links,
 * DELETE cancels and erases, and job.completed / job.failed reach the owner's webhooks signed.
 */
import { describe, expect, inject, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { parquetReadObjects } from 'hyparquet';
import { call } from '../../helpers.js';
import {
  JOB_MAX_BEGINS,
  ledgerOf,
  runShard,
  signedPartUrl,
  storeNdjson,
  InputTooLarge,
  type ShardMessage,
} from '../../../src/platform/jobs.js';
import { quotaCounterName } from '../../../src/platform/api-keys.js';
import { T_JOB_ROWS } from '../../../src/routes/t/job-rows.js';
import type { JobSpec } from '../../../src/durable/job-ledger.js';
import { issueKey, tGet, tPost } from './t-helpers.js';
import {
  births,
  createJob,
  local,
  ndjsonRows,
  parseCsv,
  partText,
  waitJob,
  type Json,
} from './job-helpers.js';

const receiver = inject('webhookReceiver');

describe('results equal single calls', () => {
  it('1,000 births: basic rows equal /t/api/charts/bulk, chart rows /t/api/chart field by field; CSV and Parquet carry the same numbers', async () => {
    const ent = await issueKey({ tier: 'enterprise' });
    const list = births(1000);
    const opts = { vargas: ['D1', 'D9'], dashas: [], ayanamsha: 'lahiri' };
    const chartJob = await createJob(
      { births: list, rows: 'chart', ...opts, formats: ['ndjson'] },
      ent.key,
    );
    const basicJob = await createJob(
      { births: list, formats: ['ndjson', 'csv', 'parquet'] },
      ent.key,
    );
    expect(chartJob.shards.total).toBeGreaterThan(1);
    expect(chartJob.units).toEqual({ done: 0, bad: 0, total: 1000 });
    const chart = await waitJob(chartJob.id, ent.key);
    const basic = await waitJob(basicJob.id, ent.key);
    expect(chart.state).toBe('done');
    expect(basic.state).toBe('done');
    expect(chart.units).toEqual({ done: 1000, bad: 0, total: 1000 });
    expect(chart.errors).toEqual([]);
    const rows = await ndjsonRows(chart);
    const brow = await ndjsonRows(basic);
    expect(rows.map((r) => r.index)).toEqual(list.map((_, i) => i));
    expect(brow).toHaveLength(1000);

    // every basic row equals what POST /t/api/charts/bulk answers for its birth (one call, 1,000 charts)
    const bulk = await tPost('/api/charts/bulk', { births: list }, ent.key);
    expect(bulk.status).toBe(200);
    const bulkCharts = (await bulk.json<Json>()).charts as Json[];
    expect(brow).toEqual(bulkCharts);
    // every 10th chart row (100, across every shard) equals POST /t/api/chart of its birth, field by field;
    // its lagna and grahas equal the basic row's
    for (let i = 0; i < list.length; i += 100) {
      await Promise.all(
        Array.from({ length: 10 }, (_, k) => i + k * 10).map(async (n) => {
          const { id, ...birth } = list[n]!;
          const res = await tPost('/api/chart', { birth, ...opts }, ent.key);
          expect(res.status).toBe(200);
          const { engine_version: _e, environment: _v, ...single } = await res.json<Json>();
          const { index: _i, id: rowId, ...fields } = rows[n]!;
          expect(rowId).toBe(id);
          expect(fields, id).toEqual(single);
        }),
      );
    }
    rows.forEach((r, n) => {
      const b = brow[n]!;
      expect(b.id).toBe(r.id);
      expect(b.birth).toEqual(r.birth);
      expect(b.lagna).toEqual(r.lagna);
      expect(b.grahas).toEqual(r.grahas);
      expect(b.ayanamsha_deg).toBe(r.settings.ayanamsha_deg);
    });

    // the flat parts: the same numbers in every format
    const csv = (
      await Promise.all(basic.parts.filter((p: Json) => p.format === 'csv').map(partText))
    ).flatMap(parseCsv);
    const pq: Json[] = [];
    for (const p of basic.parts.filter((x: Json) => x.format === 'parquet')) {
      const res = await call(local(p.url));
      expect(res.headers.get('content-type')).toBe('application/vnd.apache.parquet');
      pq.push(...((await parquetReadObjects({ file: await res.arrayBuffer() })) as Json[]));
    }
    expect(csv).toHaveLength(1000);
    expect(pq).toHaveLength(1000);
    brow.forEach((r, i) => {
      const c = csv[i]!;
      const q = pq[i]!;
      expect(c.id).toBe(r.id);
      expect(Number(c.index)).toBe(i);
      expect(q.index).toBe(i);
      expect(Number(c.jd_ut)).toBe(r.birth.jd_ut);
      expect(Number(c.lagna_deg)).toBe(r.lagna.longitude_deg);
      expect(q.lagna_deg).toBe(r.lagna.longitude_deg);
      r.grahas.forEach((g: Json) => {
        expect(Number(c[`${g.name}_deg`])).toBe(g.longitude_deg);
        expect(c[`${g.name}_rashi`]).toBe(g.rashi.name);
        expect(Number(c[`${g.name}_house`])).toBe(g.house);
        expect(c[`${g.name}_retrograde`]).toBe(String(g.retrograde));
        expect(q[`${g.name}_deg`]).toBe(g.longitude_deg);
        expect(q[`${g.name}_nakshatra`]).toBe(g.nakshatra.name);
        expect(q[`${g.name}_retrograde`]).toBe(g.retrograde);
      });
    });
    expect(basic.stats.bytes.parquet).toBeGreaterThan(0);
    expect(basic.stats.bytes.csv).toBeLessThan(basic.stats.bytes.ndjson);
  });

  it('a daily series: grahas, vargas and dashas equal /t/api/chart at each instant, panchang /t/api/panchang, transits /t/api/transit', async () => {
    const pro = await issueKey({ tier: 'pro' });
    const series = {
      lat: 28.6139,
      lon: 77.209,
      from: '2024-03-01T06:00:00+05:30',
      to: '2024-03-12T06:00:00+05:30',
      step: 'day',
      quantities: ['grahas', 'vargas', 'dashas', 'panchang', 'transits'],
    };
    const job = await waitJob(
      (
        await createJob(
          {
            series,
            vargas: ['D9'],
            dashas: ['vimsottari'],
            dasha_depth: 1,
            formats: ['ndjson', 'csv'],
          },
          pro.key,
        )
      ).id,
      pro.key,
    );
    expect(job.state).toBe('done');
    expect(job.units.total).toBe(12);
    expect(job.options.shard_units).toBe(50); // panchang and transits make small shards
    const rows = await ndjsonRows(job);
    expect(rows.map((r) => r.at)).toEqual(
      Array.from(
        { length: 12 },
        (_, k) => `2024-03-${String(1 + k).padStart(2, '0')}T06:00:00+05:30`,
      ),
    );
    const transits: Json[] = [];
    for (const graha of [
      'Sun',
      'Moon',
      'Mars',
      'Mercury',
      'Jupiter',
      'Venus',
      'Saturn',
      'Rahu',
      'Ketu',
    ]) {
      const t = (
        await (
          await tPost('/api/transit', { graha, from: '2024-02-29', to: '2024-03-14' }, pro.key)
        ).json<Json>()
      ).transit;
      for (const x of t.sign_ingresses) transits.push({ graha, event: 'sign_ingress', ...x });
      for (const x of t.nakshatra_ingresses)
        transits.push({ graha, event: 'nakshatra_ingress', ...x });
      for (const x of t.stations) transits.push({ graha, event: 'station', ...x });
    }
    for (const r of rows) {
      const single = await (
        await tPost(
          '/api/chart',
          {
            birth: { datetime: r.at, lat: series.lat, lon: series.lon },
            vargas: ['D9'],
            dashas: ['vimsottari'],
            dasha_depth: 1,
          },
          pro.key,
        )
      ).json<Json>();
      expect(r.jd_ut).toBe(single.birth.jd_ut);
      expect(r.grahas).toEqual({
        ayanamsha_deg: single.settings.ayanamsha_deg,
        lagna: single.lagna,
        grahas: single.grahas,
        bhavas: single.bhavas,
      });
      expect(r.vargas).toEqual(single.vargas);
      expect(r.dashas).toEqual(single.dashas);
      const p = await (
        await tGet(
          `/api/panchang?date=${r.at.slice(0, 10)}&lat=${series.lat}&lon=${series.lon}`,
          pro.key,
        )
      ).json<Json>();
      expect(r.panchang).toEqual(p.panchang);
      const want = transits
        .filter((x) => x.jd_ut >= r.jd_ut && x.jd_ut < r.jd_ut + 1)
        .sort((a, b) => a.jd_ut - b.jd_ut);
      expect(
        r.transits.map((x: Json) => `${x.graha} ${x.event} ${x.entered?.name ?? x.kind}`),
      ).toEqual(want.map((x) => `${x.graha} ${x.event} ${x.entered?.name ?? x.kind}`));
      r.transits.forEach((x: Json, i: number) =>
        expect(Math.abs(x.jd_ut - want[i]!.jd_ut) * 86400).toBeLessThan(1),
      );
    }
    expect(rows.some((r) => r.transits.length > 0)).toBe(true);
    const csv = (
      await Promise.all(job.parts.filter((p: Json) => p.format === 'csv').map(partText))
    ).flatMap(parseCsv);
    expect(csv.map((c) => c.tithi)).toEqual(rows.map((r) => r.panchang.tithi[0].name));
    expect(csv.map((c) => c.D9_Moon_rashi)).toEqual(
      rows.map((r) => r.vargas.D9.grahas.Moon.rashi.name),
    );
  });

  it('an hourly series over two shards: every ingress and station of the window lands in the hour that holds it, once', async () => {
    const pro = await issueKey({ tier: 'pro' });
    const series = {
      lat: -33.87,
      lon: 151.21,
      from: '2025-01-01T00:00:00+11:00',
      to: '2025-02-28T00:00:00+11:00',
      step: 'hour',
      quantities: ['transits'],
    };
    const job = await waitJob(
      (await createJob({ series, formats: ['ndjson'] }, pro.key)).id,
      pro.key,
    );
    expect(job.state).toBe('done');
    expect(job.units.total).toBe(58 * 24 + 1);
    expect(job.shards.total).toBe(2);
    const rows = await ndjsonRows(job);
    expect(rows.map((r) => r.index)).toEqual(Array.from({ length: 58 * 24 + 1 }, (_, i) => i));
    expect(rows[25]!.at).toBe('2025-01-02T01:00:00+11:00');
    const start = rows[0]!.jd_ut;
    const end = rows.at(-1)!.jd_ut + 1 / 24;
    const want: string[] = [];
    for (const graha of [
      'Sun',
      'Moon',
      'Mars',
      'Mercury',
      'Jupiter',
      'Venus',
      'Saturn',
      'Rahu',
      'Ketu',
    ]) {
      const t = (
        await (
          await tPost('/api/transit', { graha, from: '2024-12-30', to: '2025-03-02' }, pro.key)
        ).json<Json>()
      ).transit;
      for (const x of [...t.sign_ingresses, ...t.nakshatra_ingresses, ...t.stations])
        if (x.jd_ut >= start && x.jd_ut < end) want.push(`${graha} ${x.entered?.name ?? x.kind}`);
    }
    const got = rows.flatMap((r) =>
      r.transits.map((x: Json) => {
        expect(x.jd_ut).toBeGreaterThanOrEqual(r.jd_ut);
        expect(x.jd_ut).toBeLessThan(r.jd_ut + 1 / 24);
        return `${x.graha} ${x.entered?.name ?? x.kind}`;
      }),
    );
    expect(got.sort()).toEqual(want.sort());
    expect(got.length).toBeGreaterThan(20);
  });
});

describe('inputs', () => {
  it('an NDJSON stream, gzip, blank lines and CRLF: the first line is the options, every unit lands once across shards', async () => {
    const pro = await issueKey({ tier: 'pro' });
    const list = births(2345, 11);
    const text = [
      ' ',
      JSON.stringify({ formats: ['ndjson'] }),
      ...list.map((b, i) => (i % 97 === 0 ? `${JSON.stringify(b)}\r\n` : JSON.stringify(b))),
      '',
    ].join('\n');
    const gz = new Response(new Blob([text]).stream().pipeThrough(new CompressionStream('gzip')));
    const body = new Uint8Array(await gz.arrayBuffer());
    expect(body.byteLength).toBeLessThan(text.length / 2);
    const res = await call('/t/api/jobs', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${pro.key}`,
        'content-type': 'application/x-ndjson',
        'content-encoding': 'gzip',
      },
      body,
    });
    const created = await res.json<Json>();
    expect(res.status, JSON.stringify(created)).toBe(202);
    expect(created.units.total).toBe(2345);
    expect(created.shards.total).toBe(3);
    const job = await waitJob(created.id, pro.key);
    expect(job.state).toBe('done');
    const rows = await ndjsonRows(job);
    expect(rows.map((r) => r.id)).toEqual(list.map((b) => b.id));
    expect(rows.map((r) => r.index)).toEqual(list.map((_, i) => i));
  });

  it("stores a large stream in equal multipart parts and finds every shard's bytes; refuses past the unit limit and leaves nothing", async () => {
    const pad = 'x'.repeat(420);
    const lines = Array.from(
      { length: 21_000 },
      (_, i) =>
        `{"id":"u${i}","datetime":"2000-01-01T00:00:00Z","lat":1,"lon":2,"place":"${pad}"}\n`,
    );
    const enc = new TextEncoder();
    const stream = () =>
      new ReadableStream<Uint8Array>({
        start(ctl) {
          for (let i = 0; i < lines.length; i += 700)
            ctl.enqueue(enc.encode(lines.slice(i, i + 700).join('')));
          ctl.close();
        },
      });
    const key = `test/${crypto.randomUUID()}.ndjson`;
    const stored = await storeNdjson(env.JOBS_BUCKET, key, stream(), {
      shardUnits: 1000,
      maxUnits: 1_000_000,
      maxBytes: 64 * 1024 * 1024,
    });
    expect(stored.bytes).toBeGreaterThan(9 * 1024 * 1024); // past one 8 MiB part: a multipart upload
    expect(stored.units).toBe(21_000);
    expect(stored.shards).toHaveLength(21);
    expect((await env.JOBS_BUCKET.head(key))?.size).toBe(stored.bytes);
    for (const s of [stored.shards[0]!, stored.shards[7]!, stored.shards[20]!]) {
      const part = await (await env.JOBS_BUCKET.get(key, {
        range: { offset: s.from, length: s.to - s.from },
      }))!.text();
      const ids = part
        .split('\n')
        .filter(Boolean)
        .map((l) => (JSON.parse(l) as Json).id);
      expect(ids).toEqual(Array.from({ length: s.count }, (_, k) => `u${s.first + k}`));
    }
    const refused = `test/${crypto.randomUUID()}.ndjson`;
    await expect(
      storeNdjson(env.JOBS_BUCKET, refused, stream(), {
        shardUnits: 1000,
        maxUnits: 20_000,
        maxBytes: 64 * 1024 * 1024,
      }),
    ).rejects.toBeInstanceOf(InputTooLarge);
    expect(await env.JOBS_BUCKET.head(refused)).toBeNull();
    await env.JOBS_BUCKET.delete(key);
  });

  it('bad units never sink a job: each shard names its first bad unit, index and field; the rest completes', async () => {
    const pro = await issueKey({ tier: 'pro' });
    const good = births(5, 3);
    const lines = [
      '{}',
      JSON.stringify(good[0]),
      'this is not json',
      JSON.stringify({ ...good[1], lat: 123 }),
      JSON.stringify({ id: 'no-date', lat: 1, lon: 2 }),
      JSON.stringify({ ...good[2], colour: 'blue' }),
      JSON.stringify(good[3]),
      JSON.stringify({ ...good[4], datetime: '3000-01-01T00:00:00Z' }), // outside the supported range (-1400..2999)
    ];
    const res = await call('/t/api/jobs', {
      method: 'POST',
      headers: { authorization: `Bearer ${pro.key}`, 'content-type': 'application/x-ndjson' },
      body: lines.join('\n'),
    });
    expect(res.status).toBe(202);
    const job = await waitJob((await res.json<Json>()).id, pro.key);
    expect(job.state).toBe('done');
    expect(job.units).toEqual({ done: 7, bad: 5, total: 7 });
    expect(job.errors).toEqual([
      {
        shard: 0,
        kind: 'bad_units',
        units: { first: 0, count: 7 },
        bad_units: 5,
        first_bad_unit: {
          index: 1,
          field: 'birth',
          message: expect.stringMatching(/not a JSON object/),
        },
      },
    ]);
    const rows = await ndjsonRows(job);
    expect(rows.map((r) => r.error?.field ?? 'ok')).toEqual([
      'ok',
      'birth',
      'lat',
      'datetime',
      'colour',
      'ok',
      'datetime',
    ]);
    expect(rows[2]).toMatchObject({ index: 2, id: good[1]!.id });
    expect(rows[3]).toMatchObject({ id: 'no-date', error: { message: 'is required' } });
    expect(rows[0]!.lagna.longitude_deg).toBeTypeOf('number');
    expect(JSON.stringify(job.errors)).not.toContain('123'); // errors never echo birth data
  });

  it('refuses bad bodies with 4xx naming the field', async () => {
    const pro = await issueKey({ tier: 'pro' });
    const cases: Array<[unknown, number, string]> = [
      [
        {
          births: births(1),
          series: {
            lat: 1,
            lon: 2,
            from: '2000-01-01T00:00:00Z',
            to: '2000-01-02T00:00:00Z',
            step: 'day',
            quantities: ['grahas'],
          },
        },
        400,
        'series',
      ],
      [{}, 400, 'births'],
      [{ births: births(1), vargas: ['D9'] }, 400, 'vargas'],
      [{ births: births(1), formats: ['xlsx'] }, 400, 'formats.0'],
      [{ births: births(1), formats: ['csv', 'csv'] }, 400, 'formats.1'],
      [
        {
          series: {
            lat: 1,
            lon: 2,
            from: '2000-01-01T00:00:00Z',
            to: '1999-01-02T00:00:00Z',
            step: 'day',
            quantities: ['grahas'],
          },
        },
        400,
        'series.to',
      ],
      [
        {
          series: {
            lat: 1,
            lon: 2,
            from: '1900-01-01T00:00:00Z',
            to: '2100-01-01T00:00:00Z',
            step: 'hour',
            quantities: ['grahas'],
          },
        },
        400,
        'series.to',
      ],
      [
        {
          series: {
            lat: 1,
            lon: 2,
            from: '2000-01-01T00:00:00Z',
            to: '2000-01-02T00:00:00Z',
            step: 'week',
            quantities: ['grahas'],
          },
        },
        400,
        'series.step',
      ],
      [
        {
          series: {
            lat: 1,
            lon: 2,
            from: '2000-01-01T00:00:00Z',
            to: '2000-01-02T00:00:00Z',
            step: 'day',
            quantities: ['horoscope'],
          },
        },
        400,
        'series.quantities.0',
      ],
      [
        {
          series: {
            lat: 1,
            lon: 2,
            from: '2000-01-01T00:00:00Z',
            to: '2000-01-02T00:00:00Z',
            step: 'day',
            quantities: ['grahas'],
          },
          rows: 'chart',
        },
        400,
        'rows',
      ],
      [{ births: Array.from({ length: 100_001 }, () => 0) }, 413, 'births'],
    ];
    for (const [body, status, field] of cases) {
      const res = await tPost('/api/jobs', body, pro.key);
      const b = await res.json<Json>();
      expect(res.status, JSON.stringify(b)).toBe(status);
      expect(b.error.field, JSON.stringify(b)).toBe(field);
    }
    const nd = (text: string) =>
      call('/t/api/jobs', {
        method: 'POST',
        headers: { authorization: `Bearer ${pro.key}`, 'content-type': 'application/x-ndjson' },
        body: text,
      });
    expect(await (await nd('{"rows": "fancy"}\n{}')).json()).toMatchObject({
      error: { field: 'rows' },
    });
    expect(await (await nd('not json\n{}')).json()).toMatchObject({
      error: { code: 'MALFORMED_JSON', field: 'body' },
    });
    expect(await (await nd('{}\n\n')).json()).toMatchObject({ error: { field: 'births' } });
    const gzBad = await call('/t/api/jobs', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${pro.key}`,
        'content-type': 'application/x-ndjson',
        'content-encoding': 'br',
      },
      body: '{}',
    });
    expect(gzBad.status).toBe(415);
    expect((await tGet('/api/jobs', pro.key).then((r) => r.json<Json>())).total).toBe(0);
  });
});

describe('quotas, tiers, owners', () => {
  it('counts every unit up front: refused with 429 and the numbers when the month has no room, and nothing is stored', async () => {
    const pro = await issueKey({ tier: 'enterprise', monthlyQuota: 500 });
    const res = await tPost('/api/jobs', { births: births(600) }, pro.key);
    expect(res.status).toBe(429);
    const b = await res.json<Json>();
    expect(b.error).toMatchObject({
      code: 'QUOTA_EXCEEDED',
      field: 'authorization',
      details: { quota: 500, requested: 600, used: 0 },
    });
    expect(b.error.message).toMatch(/room for 500, not 600/);
    expect((await (await tGet('/api/jobs', pro.key)).json<Json>()).total).toBe(0);
    const ok = await createJob({ births: births(400) }, pro.key);
    expect((await waitJob(ok.id, pro.key)).state).toBe('done');
    const usage = await (await tGet('/api/usage', pro.key)).json<Json>();
    expect(usage.month.calls).toBe(400);
    expect((await tPost('/api/jobs', { births: births(101) }, pro.key)).status).toBe(429);
  });

  it('limits the jobs an owner runs at once on an environment (429 naming them), counting queued and running jobs only', async () => {
    const sb = await issueKey({ tier: 'pro', environment: 'sandbox' });
    const k = await env.DB.prepare('SELECT owner_id FROM api_keys WHERE id = ?')
      .bind(sb.id)
      .first<{ owner_id: string }>();
    const busy = `job_${'ab'.repeat(12)}`;
    // a job another sandbox key of the owner started: it counts on the same limit
    await env.DB.prepare(
      "INSERT INTO t_jobs (id, owner_id, quota_id, environment, kind, state, units_total, shards_total, created_at, expires_at) VALUES (?, ?, ?, 'sandbox', 'births', 'running', 1, 1, ?, ?)",
    )
      .bind(
        busy,
        k!.owner_id,
        quotaCounterName({ ownerId: k!.owner_id, family: 'T', environment: 'sandbox' }),
        Date.now(),
        Date.now() + 1e9,
      )
      .run();
    const res = await tPost('/api/jobs', { births: births(2) }, sb.key);
    expect(res.status).toBe(429);
    expect((await res.json<Json>()).error).toMatchObject({
      code: 'JOB_CONCURRENCY_LIMIT',
      details: { limit: 1, running: [busy] },
    });
    expect(res.headers.get('retry-after')).toBe('60');
    await env.DB.prepare("UPDATE t_jobs SET state = 'done' WHERE id = ?").bind(busy).run();
    const job = await createJob({ births: births(2) }, sb.key);
    expect(job.state).toBe('queued');
    const after = await waitJob(job.id, sb.key);
    expect(after).toMatchObject({ state: 'done' });
  });

  it('is Pro and up; another owner sees 404 and never the job in its list', async () => {
    const starter = await issueKey();
    expect((await tPost('/api/jobs', { births: births(1) }, starter.key)).status).toBe(403);
    const pro = await issueKey({ tier: 'pro' });
    const other = await issueKey({ tier: 'pro' });
    const job = await createJob({ births: births(3) }, pro.key);
    const done = await waitJob(job.id, pro.key);
    expect(done.state).toBe('done');
    for (const res of [
      await tGet(`/api/jobs/${job.id}`, other.key),
      await call(`/t/api/jobs/${job.id}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${other.key}` },
      }),
    ]) {
      expect(res.status).toBe(404);
      expect((await res.json<Json>()).error).toMatchObject({ code: 'JOB_NOT_FOUND', field: 'id' });
    }
    expect((await (await tGet('/api/jobs', other.key)).json<Json>()).jobs).toEqual([]);
    const mine = await (await tGet('/api/jobs', pro.key)).json<Json>();
    expect(mine.jobs.map((j: Json) => [j.id, j.state, j.units_total])).toEqual([
      [job.id, 'done', 3],
    ]);
    expect((await tGet('/api/jobs/job_nope', pro.key)).status).toBe(404);
  });
});

describe('parts, cancellation and erasure', () => {
  it('serves parts only through signed, unexpired links; DELETE erases inputs and parts and keeps a record without them', async () => {
    const pro = await issueKey({ tier: 'pro' });
    const job = await waitJob((await createJob({ births: births(5) }, pro.key)).id, pro.key);
    const p = job.parts.find((x: Json) => x.format === 'csv');
    expect(new Date(p.expires_at).getTime() - Date.now()).toBeGreaterThan(3500_000);
    expect((await call(local(p.url))).headers.get('content-disposition')).toContain(
      `${job.id}-part-00000.csv`,
    );
    const tampered = local(p.url).replace(
      /sig=[^&]+/,
      'sig=AAAA' + p.url.split('sig=')[1].slice(4),
    );
    expect((await call(tampered)).status).toBe(403);
    expect((await call(local(p.url).replace('part-00000.csv', 'part-00000.ndjson'))).status).toBe(
      403,
    );
    expect((await call(`/t/api/jobs/${job.id}/parts/part-00000.csv`)).status).toBe(403);
    const past = await signedPartUrl(
      env,
      'http://api.test/t',
      job.id,
      'part-00000.csv',
      Math.floor(Date.now() / 1000) - 5,
    );
    expect((await call(local(past))).status).toBe(410);

    const del = await call(`/t/api/jobs/${job.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${pro.key}` },
    });
    expect(del.status).toBe(200);
    const gone = await del.json<Json>();
    expect(gone).toMatchObject({ id: job.id, state: 'done', parts: [] });
    expect(gone.erased_at).toBeTypeOf('string');
    expect((await env.JOBS_BUCKET.list({ prefix: `jobs/${job.id}/` })).objects).toEqual([]);
    expect((await call(local(p.url))).status).toBe(404);
    expect(await (await tGet(`/api/jobs/${job.id}`, pro.key)).json()).toMatchObject({
      state: 'done',
      parts: [],
      units: { done: 5 },
    });
  });

  it('DELETE cancels a running job: shards not begun are skipped, nothing of it stays in R2', async () => {
    const pro = await issueKey({ tier: 'pro' });
    const job = await createJob(
      { births: births(3000), rows: 'chart', formats: ['ndjson'] },
      pro.key,
    );
    const del = await call(`/t/api/jobs/${job.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${pro.key}` },
    });
    const after = await del.json<Json>();
    expect(after.state).toBe('cancelled');
    expect(after.parts).toEqual([]);
    await new Promise((r) => setTimeout(r, 3000));
    const later = await (await tGet(`/api/jobs/${job.id}`, pro.key)).json<Json>();
    expect(later.state).toBe('cancelled');
    expect(later.shards.done).toBeLessThan(later.shards.total);
    expect((await env.JOBS_BUCKET.list({ prefix: `jobs/${job.id}/` })).objects).toEqual([]);
    // a cancelled job no longer counts against the concurrency limit
    expect(
      (
        await env.DB.prepare('SELECT state FROM t_jobs WHERE id = ?')
          .bind(job.id)
          .first<{ state: string }>()
      )?.state,
    ).toBe('cancelled');
  });
});

describe('shards: exactly once, retries, dead letters, webhooks', () => {
  it('counts a shard once however often it is delivered or written', async () => {
    const pro = await issueKey({ tier: 'pro' });
    const job = await waitJob((await createJob({ births: births(4) }, pro.key)).id, pro.key);
    expect(job.state).toBe('done');
    const m: ShardMessage = { v: 1, job: job.id, shard: 0, first: 0, count: 4, from: 0, to: 1e6 };
    expect(await runShard(env, m, 2, T_JOB_ROWS)).toBe('skipped');
    expect((await (await tGet(`/api/jobs/${job.id}`, pro.key)).json<Json>()).units).toEqual({
      done: 4,
      bad: 0,
      total: 4,
    });

    // a ledger of its own: two writes of the same shard, at once and again later
    const id = `job_${'cd'.repeat(12)}`;
    const ledger = ledgerOf(env, id);
    const spec: JobSpec = {
      id,
      ownerId: 'o',
      quotaId: 'q',
      environment: 'production',
      engineVersion: 'x',
      kind: 'births',
      rows: 'basic',
      options: {},
      formats: ['ndjson'],
      unitsTotal: 20,
      shardsTotal: 2,
      shardUnits: 10,
      createdAtMs: Date.now(),
    };
    await env.DB.prepare(
      "INSERT INTO key_owners (id, email, tier, created_at) VALUES ('o', 'ledger@example.com', 'pro', 0) ON CONFLICT DO NOTHING",
    ).run();
    await env.DB.prepare(
      "INSERT INTO t_jobs (id, owner_id, quota_id, environment, kind, state, units_total, shards_total, created_at, expires_at) VALUES (?, 'o', 'q', 'production', 'births', 'queued', 20, 2, 0, 1)",
    )
      .bind(id)
      .run();
    await ledger.init(spec);
    await ledger.init({ ...spec, unitsTotal: 99 });
    const report = { rows: 10, bad: 0, firstBad: null, bytes: { ndjson: 100 }, ms: 1, attempt: 1 };
    expect(await ledger.begin(0)).toMatchObject({ go: true });
    const twice = await Promise.all([
      ledger.finish(0, report),
      ledger.finish(0, { ...report, attempt: 2 }),
    ]);
    expect(twice.map((t) => t.counted).sort()).toEqual([false, true]);
    expect(await ledger.finish(0, report)).toEqual({ counted: false, erase: false });
    expect(await ledger.begin(0)).toEqual({ go: false, why: 'counted' });
    expect(await ledger.finish(7, report)).toEqual({ counted: false, erase: false });
    const s = (await ledger.status())!;
    expect(s.spec.unitsTotal).toBe(20);
    expect(s.shards.map((x) => [x.shard, x.rows])).toEqual([[0, 10]]);
    expect(s.state).toBe('running');
    await ledger.finish(1, report);
    expect((await ledger.status())!.state).toBe('done');
    expect(
      (
        await env.DB.prepare('SELECT state FROM t_jobs WHERE id = ?')
          .bind(id)
          .first<{ state: string }>()
      )?.state,
    ).toBe('done');
  });

  it('a shard that keeps failing is retried, lands in the dead-letter queue and the job reports it failed; hooks get job.failed and job.completed, signed', async () => {
    const pro = await issueKey({ tier: 'pro' });
    const name = `jobs-${crypto.randomUUID().slice(0, 8)}`;
    const hookRes = await tPost(
      '/api/webhooks',
      { url: `${receiver}/hooks/${name}`, events: ['job.completed', 'job.failed'] },
      pro.key,
    );
    const hook = await hookRes.json<Json>();
    expect(hookRes.status, JSON.stringify(hook)).toBe(201);
    expect(hook.chart_id).toBeNull();
    await fetch(`${receiver}/config/${name}`, {
      method: 'PUT',
      body: JSON.stringify({ secret: hook.secret }),
    });

    const list = births(600, 5);
    list[500]!.id = env.JOBS_TEST_CRASH_ID;
    const failing = await createJob({ births: list, rows: 'chart', formats: ['ndjson'] }, pro.key);
    const per = failing.options.shard_units;
    expect(failing.shards.total).toBe(2);
    expect(per).toBeLessThanOrEqual(500);
    const failed = await waitJob(failing.id, pro.key, 60_000);
    expect(failed.state).toBe('failed');
    expect(failed.shards).toEqual({ done: 1, failed: 1, total: 2 });
    // two rounds of the queue's tries: the dead-letter queue hands the shard back once, then it fails
    expect(failed.errors).toEqual([
      {
        shard: 1,
        kind: 'shard_failed',
        units: { first: per, count: 600 - per },
        attempts: JOB_MAX_BEGINS,
        message: expect.stringMatching(
          /failed 4 tries of the queue, 8 tries in all; last error: Error: test crash on unit 500/,
        ),
      },
    ]);
    expect(failed.billing).toEqual({ charged_units: 600, refunded_units: 600 - per });
    expect(failed.parts.map((p: Json) => p.shard)).toEqual([0]);
    expect(failed.units).toEqual({ done: per, bad: 0, total: 600 });

    const ok = await createJob({ births: births(3) }, pro.key);
    expect((await waitJob(ok.id, pro.key)).state).toBe('done');

    const until = Date.now() + 20_000;
    let got: Json[] = [];
    while (Date.now() < until) {
      got = await (await fetch(`${receiver}/received/${name}`)).json<Json[]>();
      if (got.length >= 2) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const events: Json[] = got.map((g) => ({
      verified: g.verified,
      ...(JSON.parse(g.body) as Json),
    }));
    expect(events.map((e) => [e.type, e.data.job_id, e.verified]).sort()).toEqual(
      [
        ['job.completed', ok.id, true],
        ['job.failed', failing.id, true],
      ].sort(),
    );
    expect(events.find((e) => e.type === 'job.failed')!.data).toMatchObject({
      state: 'failed',
      shards: { done: 1, failed: 1, total: 2 },
      units: { done: per, total: 600 },
    });
    const log = await (await tGet(`/api/webhooks/${hook.id}/deliveries`, pro.key)).json<Json>();
    expect(log.deliveries.map((d: Json) => d.event_type).sort()).toEqual([
      'job.completed',
      'job.failed',
    ]);
  });

  it('webhook registration: job events need no chart; chart events still do', async () => {
    const pro = await issueKey({ tier: 'pro' });
    const res = await tPost(
      '/api/webhooks',
      { url: `${receiver}/hooks/x`, events: ['dasha.transition', 'job.completed'] },
      pro.key,
    );
    expect(res.status).toBe(400);
    expect((await res.json<Json>()).error).toMatchObject({
      field: 'chart_id',
      message: expect.stringMatching(/watch a saved chart/),
    });
  });
});
