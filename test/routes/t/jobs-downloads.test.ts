/**
 * A finished job comes back as one merged download per format (docs/jobs.md "Reading a job"): NDJSON
 * and CSV are its parts concatenated in shard order (one CSV header), Parquet one file whose row
 * groups are the parts' (its footer rebuilt, the column data copied as written); the links last a
 * day, not an hour. Parquet columns holding instants are typed timestamps, not text.
 */
import { describe, expect, it } from 'vitest';
import { parquetMetadata, parquetReadObjects } from 'hyparquet';
import { call } from '../../helpers.js';
import {
  births,
  createJob,
  local,
  ndjsonRows,
  parseCsv,
  waitJob,
  type Json,
} from './job-helpers.js';
import { issueKey } from './t-helpers.js';

async function fetchBytes(url: string): Promise<{ res: Response; bytes: ArrayBuffer }> {
  const res = await call(local(url));
  expect(res.status, url).toBe(200);
  return { res, bytes: await res.arrayBuffer() };
}

describe('merged downloads', () => {
  it("one link per format holds every row in order: NDJSON and CSV concatenated (one header), Parquet one file of every part's row groups", async () => {
    const ent = await issueKey({ tier: 'enterprise' });
    const list = births(2300, 41);
    list[1234] = { id: 'bad-one', datetime: 'nope', lat: 1, lon: 2 };
    const job = await waitJob(
      (await createJob({ births: list, formats: ['ndjson', 'csv', 'parquet'] }, ent.key)).id,
      ent.key,
    );
    expect(job.state).toBe('done');
    expect(job.shards.total).toBe(3);
    const d = job.downloads as Json;
    expect(Object.keys(d).sort()).toEqual(['csv', 'errors', 'ndjson', 'parquet']);
    const ttlS = (new Date(d.ndjson.expires_at).getTime() - Date.now()) / 1000;
    expect(ttlS).toBeGreaterThan(23 * 3600);
    expect(d.ndjson).toMatchObject({ rows: 2300 });
    expect(d.errors).toMatchObject({ rows: 1 });

    const parts = await ndjsonRows(job);
    const nd = await fetchBytes(d.ndjson.url);
    expect(nd.res.headers.get('content-type')).toBe('application/x-ndjson');
    expect(nd.res.headers.get('content-disposition')).toContain(`${job.id}.ndjson`);
    const merged = new TextDecoder()
      .decode(nd.bytes)
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Json);
    expect(merged).toEqual(parts);
    expect(Number(nd.res.headers.get('content-length'))).toBe(d.ndjson.bytes);

    const csvText = new TextDecoder().decode((await fetchBytes(d.csv.url)).bytes);
    expect(csvText.match(/^index,id,/gm)).toHaveLength(1);
    const csv = parseCsv(csvText);
    expect(csv.map((r) => Number(r.index))).toEqual(list.map((_, i) => i));
    expect(csv[1234]).toMatchObject({ id: 'bad-one', error_field: 'datetime' });

    const pq = (await fetchBytes(d.parquet.url)).bytes;
    const meta = parquetMetadata(pq);
    expect(meta.row_groups).toHaveLength(3);
    expect(Number(meta.num_rows)).toBe(2300);
    const rows = (await parquetReadObjects({ file: pq })) as Json[];
    expect(rows.map((r) => r.index)).toEqual(list.map((_, i) => i));
    rows.forEach((r, i) => {
      const p = parts[i]!;
      if (p.error) return expect(r.error_field).toBe(p.error.field);
      expect(r.id).toBe(p.id);
      expect(r.lagna_deg).toBe(p.lagna.longitude_deg);
      expect(r.Moon_deg).toBe(p.grahas[1].longitude_deg);
    });

    const errs = new TextDecoder()
      .decode((await fetchBytes(d.errors.url)).bytes)
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Json);
    expect(errs).toEqual([
      { index: 1234, id: 'bad-one', field: 'datetime', message: expect.any(String) },
    ]);

    // a tampered link is refused like a part's
    expect((await call(local(d.csv.url).replace('/csv?', '/ndjson?'))).status).toBe(403);
  });
});

describe('Parquet types', () => {
  it('instants are timestamps (INT64, UTC milliseconds), not text: births and series', async () => {
    const pro = await issueKey({ tier: 'pro' });
    const list = births(20, 42);
    const job = await waitJob(
      (
        await createJob(
          { births: list, rows: 'chart', dashas: ['vimsottari'], formats: ['ndjson', 'parquet'] },
          pro.key,
        )
      ).id,
      pro.key,
    );
    const series = await waitJob(
      (
        await createJob(
          {
            series: {
              lat: 28.6139,
              lon: 77.209,
              from: '2024-03-01T06:00:00+05:30',
              to: '2024-03-04T06:00:00+05:30',
              step: 'day',
              quantities: ['panchang'],
            },
            formats: ['ndjson', 'parquet'],
          },
          pro.key,
        )
      ).id,
      pro.key,
    );
    for (const [j, cols] of [
      [job, ['utc', 'vimsottari_maha_end', 'vimsottari_antar_end']],
      [series, ['at', 'sunrise', 'sunset']],
    ] as const) {
      expect(j.state).toBe('done');
      const bytes = (await fetchBytes(j.parts.find((p: Json) => p.format === 'parquet').url)).bytes;
      const schema = parquetMetadata(bytes).schema;
      for (const c of cols)
        expect(
          schema.find((s) => s.name === c),
          c,
        ).toMatchObject({ type: 'INT64', converted_type: 'TIMESTAMP_MILLIS' });
      const rows = (await parquetReadObjects({ file: bytes })) as Json[];
      const nd = await ndjsonRows(j);
      rows.forEach((r, i) => {
        const want = j === job ? nd[i]!.birth.utc : nd[i]!.at;
        expect(r[cols[0]]).toBeInstanceOf(Date);
        expect((r[cols[0]] as Date).getTime()).toBe(Date.parse(want));
        if (j === series)
          expect((r.sunrise as Date).getTime()).toBe(Date.parse(nd[i]!.panchang.sunrise.iso));
      });
    }
  });
});
