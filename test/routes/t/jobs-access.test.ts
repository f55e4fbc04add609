/**
 * Who may do what with jobs and saved data (docs/jobs.md, docs/keys.md): a sandbox key sees only
 * the owner's sandbox jobs and charts, a production key only production ones; quotas count per owner
 * (and family and environment) across its keys, and revoking a key and issuing another never resets
 * them, on Families T, V and N alike; every unit's input is bounded, and an upload over a budget is
 * refused naming the unit; CSV parts neutralise cells a spreadsheet would run as a formula.
 */
import { describe, expect, it } from 'vitest';
import { call, postJson } from '../../helpers.js';
import { BIRTH, freshIp, issueKey, tGet, tPost } from './t-helpers.js';
import { births, createJob, parseCsv, partText, waitJob, type Json } from './job-helpers.js';

const del = (path: string, key: string) =>
  call(`/t${path}`, { method: 'DELETE', headers: { authorization: `Bearer ${key}` } });
const ndjsonPost = (key: string, body: BodyInit, headers: Record<string, string> = {}) =>
  call('/t/api/jobs', {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/x-ndjson', ...headers },
    body,
  });

describe('sandbox and production keys of one owner see apart', () => {
  it('a sandbox key never lists, reads, deletes or downloads production jobs or charts, nor the reverse', async () => {
    const live = await issueKey({ tier: 'pro' });
    const test = await issueKey({ environment: 'sandbox', auth: live.key });
    const liveJob = await waitJob((await createJob({ births: births(3) }, live.key)).id, live.key);
    const testJob = await waitJob((await createJob({ births: births(2) }, test.key)).id, test.key);
    expect([liveJob.state, testJob.state]).toEqual(['done', 'done']);
    expect(testJob.environment).toBe('sandbox');
    const liveChart = await (
      await tPost('/api/charts', { birth: BIRTH, name: 'live' }, live.key)
    ).json<Json>();
    const testChart = await (
      await tPost('/api/charts', { birth: BIRTH, name: 'test' }, test.key)
    ).json<Json>();
    expect([liveChart.id, testChart.id].every((x) => typeof x === 'string')).toBe(true);

    for (const [mine, theirs, key] of [
      [testJob, liveJob, test.key],
      [liveJob, testJob, live.key],
    ] as const) {
      expect(
        (await (await tGet('/api/jobs', key)).json<Json>()).jobs.map((j: Json) => j.id),
      ).toEqual([mine.id]);
      for (const res of [
        await tGet(`/api/jobs/${theirs.id}`, key),
        await tPost(`/api/jobs/${theirs.id}/cancel`, {}, key),
        await del(`/api/jobs/${theirs.id}`, key),
      ]) {
        expect(res.status).toBe(404);
        expect((await res.json<Json>()).error).toMatchObject({
          code: 'JOB_NOT_FOUND',
          field: 'id',
        });
      }
    }
    expect(
      (await (await tGet('/api/charts', test.key)).json<Json>()).charts.map((c: Json) => c.id),
    ).toEqual([testChart.id]);
    expect(
      (await (await tGet('/api/charts', live.key)).json<Json>()).charts.map((c: Json) => c.id),
    ).toEqual([liveChart.id]);
    expect((await tGet(`/api/charts/${liveChart.id}`, test.key)).status).toBe(404);
    expect((await del(`/api/charts/${liveChart.id}`, test.key)).status).toBe(404);
    expect((await tGet(`/api/charts/${testChart.id}`, live.key)).status).toBe(404);
    // a sandbox key cannot hang a webhook on a production chart
    const hook = await tPost(
      '/api/webhooks',
      { url: 'https://hooks.example.com/x', events: ['dasha.transition'], chart_id: liveChart.id },
      test.key,
    );
    expect(hook.status).toBe(404);
    // the production job is whole
    expect(
      (await (await tGet(`/api/jobs/${liveJob.id}`, live.key)).json<Json>()).parts.length,
    ).toBeGreaterThan(0);
    expect((await tGet(`/api/charts/${liveChart.id}`, live.key)).status).toBe(200);
  });
});

describe('quotas count per owner, across keys', () => {
  it("Family T: an owner's keys share one monthly volume; revoking a key and issuing another does not reset it", async () => {
    const a = await issueKey({ tier: 'enterprise', monthlyQuota: 1000 });
    const b = await issueKey({ auth: a.key });
    expect((await createJob({ births: births(600) }, a.key)).units.total).toBe(600);
    const refused = await tPost('/api/jobs', { births: births(600) }, b.key);
    expect(refused.status).toBe(429);
    expect((await refused.json<Json>()).error).toMatchObject({
      code: 'QUOTA_EXCEEDED',
      details: { quota: 1000, used: 600, requested: 600 },
    });
    // revoke both, issue a fresh one through the owner's last key: still 600 used
    expect((await del(`/api/keys/${a.id}`, b.key)).status).toBe(200);
    const c = await issueKey({ auth: b.key });
    expect((await del(`/api/keys/${b.id}`, c.key)).status).toBe(200);
    expect(
      (
        await tPost(
          '/api/charts/bulk',
          { births: births(401).map(({ id: _id, ...x }) => x) },
          c.key,
        )
      ).status,
    ).toBe(429);
    const usage = await (await tGet('/api/usage', c.key)).json<Json>();
    expect(usage.month.calls).toBe(600);
    // a sandbox key of the owner counts on the sandbox volume, apart
    const sb = await issueKey({ environment: 'sandbox', auth: c.key });
    expect((await (await tGet('/api/usage', sb.key)).json<Json>()).month.calls).toBe(0);
  });

  it('Families V and N: two keys of one owner draw on one count', async () => {
    const email = `share-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const remaining = (res: Response, policy: string) =>
      Number(new RegExp(`"${policy}";r=(\\d+)`).exec(res.headers.get('ratelimit') ?? '')?.[1]);
    for (const [issue, probe, policy] of [
      ['/v1/keys', '/v1/chart', 'month'],
      ['/n/api/keys', '/n/api/chart', 'day'],
    ] as const) {
      const k1 = await (
        await postJson(issue, { email }, { 'cf-connecting-ip': freshIp() })
      ).json<Json>();
      const k2res = await postJson(
        issue,
        { email },
        { 'cf-connecting-ip': freshIp(), authorization: `Bearer ${k1.key ?? k1.data?.key}` },
      );
      const k2 = await k2res.json<Json>();
      const [t1, t2] = [k1.key ?? k1.data?.key, k2.key ?? k2.data?.key];
      expect(typeof t1 === 'string' && typeof t2 === 'string', JSON.stringify(k2)).toBe(true);
      // a refused body still counts one call (docs/keys.md), and computes nothing
      const first = await postJson(probe, {}, { authorization: `Bearer ${t1}` });
      const second = await postJson(probe, {}, { authorization: `Bearer ${t2}` });
      expect(
        Number.isFinite(remaining(first, policy)),
        `${probe} reports its "${policy}" count`,
      ).toBe(true);
      expect(remaining(second, policy), issue).toBe(remaining(first, policy) - 1);
    }
  });
});

describe('every unit is bounded', () => {
  it('refuses an NDJSON birth line over the per-unit limit with 413 naming the unit', async () => {
    const pro = await issueKey({ tier: 'pro' });
    const list = births(3, 31);
    const huge = JSON.stringify({ ...list[1], note: 'x'.repeat(64 * 1024) });
    const res = await ndjsonPost(
      pro.key,
      ['{}', JSON.stringify(list[0]), huge, JSON.stringify(list[2])].join('\n'),
    );
    const b = await res.json<Json>();
    expect(res.status, JSON.stringify(b)).toBe(413);
    expect(b.error).toMatchObject({
      code: 'UNIT_TOO_LARGE',
      field: 'births.1',
      details: { unit: 1, limit: 4096 },
    });
    expect((await (await tGet('/api/jobs', pro.key)).json<Json>()).total).toBe(0);
  });

  it('refuses an inline birth over the per-unit limit with 413 naming it', async () => {
    const pro = await issueKey({ tier: 'pro' });
    const list: Json[] = births(5, 32);
    list[3] = { ...list[3], note: 'y'.repeat(20_000) };
    const res = await tPost('/api/jobs', { births: list }, pro.key);
    const b = await res.json<Json>();
    expect(res.status, JSON.stringify(b)).toBe(413);
    expect(b.error).toMatchObject({ code: 'UNIT_TOO_LARGE', field: 'births.3' });
  });

  it('refuses a gzip upload whose decompressed bytes are mostly padding (a few births in megabytes) before storing it', async () => {
    const pro = await issueKey({ tier: 'pro' });
    const text = `{}\n${JSON.stringify(births(1, 33)[0])}\n${'\n'.repeat(8 * 1024 * 1024)}`;
    const gz = new Uint8Array(
      await new Response(
        new Blob([text]).stream().pipeThrough(new CompressionStream('gzip')),
      ).arrayBuffer(),
    );
    expect(gz.byteLength).toBeLessThan(64 * 1024);
    const res = await ndjsonPost(pro.key, gz, { 'content-encoding': 'gzip' });
    const b = await res.json<Json>();
    expect(res.status, JSON.stringify(b)).toBe(413);
    expect(b.error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', field: 'body' });
    expect(b.error.message).toMatch(/per birth/);
  });
});

describe('bad job bodies answer 400 naming the field, never 500', () => {
  it('a series bound that is a date, not a date-time; one outside the supported years; a gzip body with bytes after its end', async () => {
    const pro = await issueKey({ tier: 'pro' });
    const series = (from: string, to: string) => ({
      series: { lat: 28.6139, lon: 77.209, from, to, step: 'day', quantities: ['panchang'] },
    });
    for (const [body, field, code] of [
      [series('2026-01-01', '2026-01-03T00:00:00+05:30'), 'series.from', 'INVALID_FIELD'],
      [series('2026-01-01T00:00:00+05:30', '2026-01-03'), 'series.to', 'INVALID_FIELD'],
      [
        series('3026-01-01T00:00:00+05:30', '3026-01-03T00:00:00+05:30'),
        'series.from',
        'OUT_OF_EPOCH_RANGE',
      ],
    ] as const) {
      const res = await tPost('/api/jobs', body, pro.key);
      const b = await res.json<Json>();
      console.log('T', field, Date.now());
      expect(res.status, JSON.stringify(b)).toBe(400);
      expect(b.error).toMatchObject({ code, field });
    }
    const text = `{}\n${JSON.stringify(births(1, 35)[0])}\n`;
    const gz = new Uint8Array(
      await new Response(
        new Blob([text]).stream().pipeThrough(new CompressionStream('gzip')),
      ).arrayBuffer(),
    );
    for (const body of [new Uint8Array([...gz, 1, 2, 3, 4, 5]), gz.slice(0, gz.byteLength - 6)]) {
      const res = await ndjsonPost(pro.key, body, { 'content-encoding': 'gzip' });
      const b = await res.json<Json>();
      expect(res.status, JSON.stringify(b)).toBe(400);
      expect(b.error).toMatchObject({ code: 'MALFORMED_BODY', field: 'content-encoding' });
    }
    expect((await (await tGet('/api/jobs', pro.key)).json<Json>()).total).toBe(0);
  });
});

describe('CSV parts', () => {
  it('neutralise cells that begin with = + - @, tab or CR (OWASP CSV injection); NDJSON keeps the value', async () => {
    const pro = await issueKey({ tier: 'pro' });
    const ids = [
      '=HYPERLINK("http://x.example","y")',
      '+1+2',
      '-3+4',
      '@SUM(A1)',
      '\tTAB',
      '\rCR',
      'plain',
    ];
    const list = births(ids.length, 34).map((b, i) => ({ ...b, id: ids[i] }));
    const job = await waitJob(
      (await createJob({ births: list, formats: ['ndjson', 'csv'] }, pro.key)).id,
      pro.key,
    );
    expect(job.state).toBe('done');
    const csv = parseCsv(await partText(job.parts.find((p: Json) => p.format === 'csv')));
    expect(csv.map((r) => r.id)).toEqual(ids.map((s) => (s === 'plain' ? s : `'${s}`)));
    const nd = (await partText(job.parts.find((p: Json) => p.format === 'ndjson')))
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Json);
    expect(nd.map((r) => r.id)).toEqual(ids);
    // numbers stay numbers: a negative longitude is not text
    expect(csv.some((r) => r.lon.startsWith('-') && Number.isFinite(Number(r.lon)))).toBe(true);
  });
});
