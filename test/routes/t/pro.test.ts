import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../helpers.js';
import { TRACE_TAGS } from '../../../src/routes/t/trace.js';
import { BIRTH, issueKey, tGet, tPost } from './t-helpers.js';

type Json = Record<string, any>;
let pro: { key: string; id: string };
let starter: { key: string; id: string };
beforeAll(async () => {
  pro = await issueKey({ tier: 'pro' });
  starter = await issueKey();
});

describe('bulk charts (Pro)', () => {
  const births = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      ...BIRTH,
      datetime: `1990-05-${String(1 + (i % 28)).padStart(2, '0')}T12:15:00+05:30`,
      id: `b${i}`,
    }));

  it('answers JSON with one basic chart per birth, each counted on the month', async () => {
    const res = await tPost('/api/charts/bulk', { births: births(3) }, pro.key);
    expect(res.status).toBe(200);
    const b = await res.json<Json>();
    expect(b.count).toBe(3);
    expect(b.charts.map((c: Json) => c.id)).toEqual(['b0', 'b1', 'b2']);
    expect(b.charts[0].grahas).toHaveLength(9);
    // the same birth's longitudes as the single chart route
    const single = await (
      await tPost(
        '/api/chart',
        { birth: { ...BIRTH, datetime: '1990-05-01T12:15:00+05:30' } },
        pro.key,
      )
    ).json<Json>();
    expect(b.charts[0].grahas.map((g: Json) => g.longitude_deg)).toEqual(
      single.grahas.map((g: Json) => g.longitude_deg),
    );
    expect(b.charts[0].lagna.longitude_deg).toBe(single.lagna.longitude_deg);
  });

  it('streams NDJSON, one chart per line', async () => {
    const res = await tPost('/api/charts/bulk', { births: births(60) }, pro.key, {
      accept: 'application/x-ndjson',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/x-ndjson');
    const lines = new TextDecoder()
      .decode(await res.arrayBuffer())
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Json);
    expect(lines).toHaveLength(60);
    expect(lines.map((l) => l.index)).toEqual([...Array(60).keys()]);
  });

  it('1,001 births answer 413 naming the limit', async () => {
    const res = await tPost(
      '/api/charts/bulk',
      { births: births(1001).map(({ id: _id, place: _p, ...b }) => b) },
      pro.key,
    );
    expect(res.status).toBe(413);
    const b = await res.json<Json>();
    expect(b.error).toMatchObject({
      code: 'TOO_MANY_BIRTHS',
      field: 'births',
      details: { limit: 1000, got: 1001 },
    });
    expect(b.error.message).toContain('1,000');
    const bad = await tPost(
      '/api/charts/bulk',
      { births: [BIRTH, { ...BIRTH, lat: 200 }] },
      pro.key,
    );
    expect((await bad.json<Json>()).error.field).toBe('births.1.lat');
  });
});

describe('saved charts (Pro)', () => {
  it('saves on the explicit action only, lists, reads back and erases; another owner gets 404', async () => {
    const other = await issueKey({ tier: 'pro' });
    const starterSave = await tPost('/api/charts', { birth: BIRTH }, starter.key);
    expect(starterSave.status).toBe(403);
    const saved = await tPost('/api/charts', { birth: BIRTH, name: 'me', vargas: ['D9'] }, pro.key);
    expect(saved.status).toBe(201);
    const s = await saved.json<Json>();
    expect(saved.headers.get('location')).toBe(`http://api.test/t/api/charts/${s.id}`);
    expect(s).toMatchObject({
      name: 'me',
      birth: BIRTH,
      chart: { vargas: { D9: expect.any(Object) } },
    });
    const list = await (await tGet('/api/charts', pro.key)).json<Json>();
    expect(list.charts.map((c: Json) => c.id)).toContain(s.id);
    const read = await (await tGet(`/api/charts/${s.id}`, pro.key)).json<Json>();
    expect(read.chart.grahas).toEqual(s.chart.grahas);
    // another owner: 404 on read and delete, and an empty list
    const cross = await tGet(`/api/charts/${s.id}`, other.key);
    expect(cross.status).toBe(404);
    expect(await cross.json()).toMatchObject({ error: { code: 'CHART_NOT_FOUND', field: 'id' } });
    expect(
      (
        await call(`/t/api/charts/${s.id}`, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${other.key}` },
        })
      ).status,
    ).toBe(404);
    expect(
      (await (await tGet('/api/charts', other.key)).json<Json>()).charts.map((c: Json) => c.id),
    ).not.toContain(s.id);
    // a second key of the same owner sees it
    const sibling = await issueKey({ auth: pro.key });
    expect((await tGet(`/api/charts/${s.id}`, sibling.key)).status).toBe(200);
    const del = await call(`/t/api/charts/${s.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${pro.key}` },
    });
    expect(del.status).toBe(200);
    expect((await tGet(`/api/charts/${s.id}`, pro.key)).status).toBe(404);
  });

  it('an Idempotency-Key saves once; reuse with another body is 422', async () => {
    const idem = { 'idempotency-key': `k-${crypto.randomUUID()}` };
    const [a, b] = await Promise.all([
      tPost('/api/charts', { birth: BIRTH, name: 'x' }, pro.key, idem),
      tPost('/api/charts', { birth: BIRTH, name: 'x' }, pro.key, idem),
    ]);
    const ids = new Set([(await a.json<Json>()).id, (await b.json<Json>()).id]);
    expect(ids.size).toBe(1);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    const reuse = await tPost('/api/charts', { birth: BIRTH, name: 'y' }, pro.key, idem);
    expect(reuse.status).toBe(422);
  });
});

describe('derivation tags (Pro, ?trace=1)', () => {
  it('every leaf of a traced chart carries its tags from (i)-(ix), with the legend', async () => {
    const res = await tPost(
      '/api/chart?trace=1',
      { birth: BIRTH, vargas: ['D1', 'D9'], dashas: ['vimsottari'] },
      pro.key,
    );
    expect(res.status).toBe(200);
    const b = await res.json<Json>();
    expect(Object.keys(b.trace_legend)).toEqual([...TRACE_TAGS]);
    let leaves = 0;
    const walk = (v: unknown, path: string) => {
      if (
        v !== null &&
        typeof v === 'object' &&
        !Array.isArray(v) &&
        'value' in (v as Json) &&
        'tags' in (v as Json)
      ) {
        const tags = (v as Json).tags as string[];
        expect(tags.length, path).toBeGreaterThan(0);
        for (const t of tags) expect(TRACE_TAGS, path).toContain(t);
        expect((v as Json).value === null || typeof (v as Json).value !== 'object', path).toBe(
          true,
        );
        leaves++;
        return;
      }
      if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${path}.${i}`));
      else if (v !== null && typeof v === 'object')
        Object.entries(v as Json).forEach(([k, x]) => walk(x, `${path}.${k}`));
      else throw new Error(`untagged leaf at ${path}`);
    };
    for (const [k, v] of Object.entries(b))
      if (!['engine_version', 'environment', 'trace_legend'].includes(k)) walk(v, k);
    expect(leaves).toBeGreaterThan(500);
    expect(b.grahas[0].longitude_deg.tags).toEqual(['i', 'ii', 'iii', 'iv', 'ix']);
    expect(b.vargas.D9.grahas.Sun.rashi.index.tags).toContain('vi');
    expect(b.dashas.vimsottari.periods[0].start.tags).toContain('vii');
    expect(b.grahas[0].house.tags).toContain('v');
  });

  it('is a Pro feature: Starter gets 403 before the call is counted', async () => {
    const res = await tPost('/api/chart?trace=1', { birth: BIRTH }, starter.key);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: { code: 'TIER_REQUIRED', field: 'trace' } });
  });
});

describe('engine version pinning', () => {
  it('every answer names the version used; the previous version stays selectable on Pro', async () => {
    const cur = await tPost('/api/ashtakavarga', { birth: BIRTH }, pro.key);
    expect(cur.headers.get('x-engine-version')).toBe('2026.12');
    const c = await cur.json<Json>();
    expect(c.engine_version).toBe('2026.12');
    expect(c.ashtakavarga.lagna_bav).toHaveLength(12);
    const prev = await tPost('/api/ashtakavarga', { birth: BIRTH }, pro.key, {
      'x-engine-version': '2026.10',
    });
    expect(prev.headers.get('x-engine-version')).toBe('2026.10');
    const p = await prev.json<Json>();
    expect(p.engine_version).toBe('2026.10');
    expect(p.ashtakavarga.lagna_bav).toBeUndefined();
    expect(p.ashtakavarga.sav).toEqual(c.ashtakavarga.sav);
    const chartPrev = await (
      await tPost('/api/chart', { birth: BIRTH }, pro.key, { 'x-engine-version': '2026.10' })
    ).json<Json>();
    const chartCur = await (await tPost('/api/chart', { birth: BIRTH }, pro.key)).json<Json>();
    expect(chartPrev.grahas[1].longitude_deg).toBe(chartCur.grahas[1].longitude_deg);
    // 2026.10 reported the tropical speed: they differ by the rate of precession (0.0000383 deg/day)
    // plus that of nutation in longitude (at most about 0.00002 deg/day)
    const diff = chartPrev.grahas[1].speed_deg_per_day - chartCur.grahas[1].speed_deg_per_day;
    expect(diff).toBeGreaterThan(0.00001);
    expect(diff).toBeLessThan(0.00007);
  });

  it('an unknown version is 400 listing the versions; pinning the previous one needs Pro', async () => {
    const bad = await tPost('/api/chart', { birth: BIRTH }, pro.key, {
      'x-engine-version': '2025.01',
    });
    expect(bad.status).toBe(400);
    const b = await bad.json<Json>();
    expect(b.error).toMatchObject({ code: 'ENGINE_VERSION_UNKNOWN', field: 'X-Engine-Version' });
    expect(b.error.message).toContain('2026.12');
    expect(b.error.message).toContain('2026.10');
    expect(b.error.message).toContain('2026.11');
    expect(bad.headers.get('x-engine-version')).toBe('2026.12');
    const st = await tPost('/api/chart', { birth: BIRTH }, starter.key, {
      'x-engine-version': '2026.10',
    });
    expect(st.status).toBe(403);
    expect(st.headers.get('x-engine-version')).toBe('2026.10');
    expect(
      (await tPost('/api/chart', { birth: BIRTH }, starter.key, { 'x-engine-version': '2026.12' }))
        .status,
    ).toBe(200);
    expect((await tGet('/api/nothing-here', pro.key)).headers.get('x-engine-version')).toBe(
      '2026.12',
    );
  });
});

describe('attribution', () => {
  it('Starter answers carry the attribution field and Link header; Pro ones do not', async () => {
    const s = await tPost('/api/planets', { datetime: '2026-11-24T12:00:00+05:30' }, starter.key);
    expect(s.headers.get('link')).toMatch(
      /^<http:\/\/api\.test\/t\/api\/attribution>; rel="license"/,
    );
    expect(await s.json()).toMatchObject({
      attribution: { url: 'http://api.test/t/api/attribution', required: true },
    });
    const p = await tPost('/api/planets', { datetime: '2026-11-24T12:00:00+05:30' }, pro.key);
    expect(p.headers.get('link')).toBeNull();
    expect((await p.json<Json>()).attribution).toBeUndefined();
    const terms = await (await tGet('/api/attribution')).json<Json>();
    expect(terms.required_on).toEqual(['starter']);
  });
});
