import { beforeAll, describe, expect, it } from 'vitest';
import { call, postJson } from '../../helpers.js';
import { expectedPolicies, freshIp, issueKey, setTier } from '../t/t-helpers.js';
import { V_OPS } from '../../../src/routes/v/ops.js';
import { SUPPORTED_RANGE } from '../../../src/engine/time/supported-range.js';
import { GRAHA_NAMES } from '../../../src/engine/core/constants.js';
import { grahaPositions } from '../../../src/engine/ephemeris/index.js';
import { isoFromJdUt, jdFromGregorian } from '../../../src/engine/time/julian.js';
import rangeFixture from '../../fixtures/ephemeris-range-oracle.json';

type Json = Record<string, any>;
const BIRTH = {
  date: '1990-05-17',
  time: '12:15:00',
  lat: 28.6139,
  lon: 77.209,
  tz: 'Asia/Kolkata',
};
const CERT_RE = /^(pass|fail); \d+\/\d+ vectors; max \d+\.\d\d"; \d{4}-\d\d-\d\dT\d\d:\d\dZ$/;

let live: string;
async function vKey(path: '/v1/keys' | '/v1/keys/sandbox'): Promise<{ key: string; id: string }> {
  const res = await postJson(
    path,
    { email: `v-${crypto.randomUUID().slice(0, 8)}@example.com` },
    { 'cf-connecting-ip': freshIp() },
  );
  expect(res.status).toBe(201);
  return res.json<{ key: string; id: string }>();
}
beforeAll(async () => {
  const k = await vKey('/v1/keys');
  await setTier(k.id, 'pro');
  live = k.key;
});

/** `key` null sends no Authorization header; undefined sends the live Pro key. */
const vPost = (
  path: string,
  body: unknown,
  key?: string | null,
  headers: Record<string, string> = {},
) =>
  postJson(path, body, {
    ...(key !== null ? { authorization: `Bearer ${key ?? live}` } : {}),
    ...headers,
  });
const vGet = (path: string, key?: string | null) =>
  call(path, { headers: key !== null ? { authorization: `Bearer ${key ?? live}` } : {} });

function expectEnvelope(b: Json, res: Response) {
  expect(b.ok).toBe(true);
  expect(typeof b.request_id).toBe('string');
  expect(b.engine).toMatch(/^jyotisha-engine\//);
  expect(typeof b.compute_ms).toBe('number');
  expect(['engine', 'local']).toContain(b.source);
  expect(res.headers.get('x-engine-compute-ms')).toBe(String(b.compute_ms));
  expect(res.headers.get('x-service-substrate-cert')).toMatch(CERT_RE);
  expect(res.headers.get('x-request-id')).toBe(b.request_id);
}

describe('Family V keys', () => {
  it('a sandbox key at once, no card; a live Starter key at once', async () => {
    const sb = await vKey('/v1/keys/sandbox');
    expect(sb.key).toMatch(/^sk_test_/);
    const lv = await vKey('/v1/keys');
    expect(lv.key).toMatch(/^sk_live_/);
    const t0 = Date.now();
    const r = await vPost('/v1/chart', BIRTH, sb.key);
    expect(r.status).toBe(200);
    expect(expectedPolicies(1000, 10, t0)).toContain(r.headers.get('ratelimit-policy'));
    expect(
      (
        await postJson(
          '/v1/keys/sandbox',
          { email: 'x@example.com', environment: 'production' },
          { 'cf-connecting-ip': freshIp() },
        )
      ).status,
    ).toBe(400);
  });
});

describe('V festivals by tradition (issue 31)', () => {
  it('decides the days by the tradition and observance asked for, and names them', async () => {
    const res = await vGet('/v1/festivals?year=2025&tradition=bengali&observe=india');
    expect(res.status).toBe(200);
    const b = await res.json<Json>();
    expect(b.payload ?? b).toBeDefined();
    const doc = (b.payload ?? b) as Json;
    expect(doc).toMatchObject({
      tradition: 'bengali',
      observe: 'india',
      place: { name: 'Kolkata' },
    });
    // Pohela Boishakh 2025: the Mesha sankranti came at 03:21 IST on 14 April, after midnight: 15 April
    expect(doc.utsavas.find((u: Json) => u.id === 'pohela-boishakh').date).toBe('2025-04-15');
    const as = await vGet('/v1/festivals?year=2024&tradition=assamese&observe=india');
    expect(as.status).toBe(200);
    const ad = await as.json<Json>();
    expect(ad.payload ?? ad).toMatchObject({ tradition: 'assamese', place: { name: 'Guwahati' } });
    expect(((ad.payload ?? ad) as Json).utsavas.find((u: Json) => u.id === 'bohag-bihu').date).toBe(
      '2024-04-14',
    );
    const bad = await vGet('/v1/festivals?year=2025&tradition=bangla');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('tradition');
  });
});

describe('every V operation: the envelope, its headers, and a 400 naming the field', () => {
  const examples = V_OPS.filter((o) => o.example !== undefined || o.input === 'none');
  it.each(examples.map((o) => [o.id, o] as const))('%s', async (_id, op) => {
    const url =
      op.input === 'query'
        ? `${op.path}?${new URLSearchParams(op.example as Record<string, string>).toString()}`
        : op.path;
    const res = op.method === 'GET' ? await vGet(url) : await vPost(url, op.example);
    const b = await res.json<Json>();
    expect(res.status, JSON.stringify(b).slice(0, 300)).toBe(200);
    expectEnvelope(b, res);
    if (op.input === 'none') return;
    const bad =
      op.method === 'GET'
        ? await vGet(`${url}&nope=1`)
        : await vPost(op.path, { ...(op.example as object), nope: 1 });
    expect(bad.status).toBe(400);
    const e = await bad.json<Json>();
    expect(e).toMatchObject({
      ok: false,
      request_id: expect.any(String),
      engine: expect.any(String),
      source: 'engine',
      error: { code: 'INVALID_FIELD', field: 'nope' },
    });
  });

  it('states 37 endpoints; the playground page and its script are pages beside them', async () => {
    const doc = await (await call('/openapi/V.json')).json<Json>();
    const api = Object.entries(doc.paths as Json).flatMap(([p, o]) =>
      Object.keys(o as Json).map((m) => `${m.toUpperCase()} ${p}`),
    );
    expect(api).toHaveLength(37);
    expect(api.some((o) => o.includes('/playground'))).toBe(false);
    for (const named of [
      'POST /v1/chart',
      'POST /v1/dasha',
      'POST /v1/yogas',
      'POST /v1/sahams',
      'POST /v1/sacred369',
      'POST /v1/transit',
      'POST /v1/divisional',
      'POST /v1/ashtakavarga',
      'POST /v1/muhurta',
      'GET /v1/panchanga',
      'GET /v1/provenance',
      'GET /v1/verify/{id}',
      'GET /v1/substrate-cert',
      'POST /v1/varshaphal',
    ])
      expect(api).toContain(named);
  });
});

describe('errors in the V envelope', () => {
  it('401 without a key or with a bad one, with WWW-Authenticate: Bearer', async () => {
    for (const key of [null, 'sk_live_nope', `sk_live_${'0'.repeat(16)}_${'0'.repeat(64)}`]) {
      const res = await vPost('/v1/chart', BIRTH, key);
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer realm="jyotisha"/);
      expect(await res.json()).toMatchObject({
        ok: false,
        source: 'engine',
        error: { field: 'authorization' },
      });
    }
  });
  it('403 for a key of another family', async () => {
    const t = await issueKey();
    const res = await vPost('/v1/chart', BIRTH, t.key);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ ok: false, error: { code: 'KEY_WRONG_FAMILY' } });
  });
  it('404, 405, 413 and 415', async () => {
    const nf = await vGet('/v1/nothing');
    expect(nf.status).toBe(404);
    expect(await nf.json()).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    const m = await call('/v1/chart', {
      method: 'PUT',
      headers: { authorization: `Bearer ${live}` },
    });
    expect(m.status).toBe(405);
    expect(m.headers.get('allow')).toContain('POST');
    expect((await vPost('/v1/chart', { ...BIRTH, tz: 'x'.repeat(70_000) })).status).toBe(413);
    expect(
      (
        await call('/v1/chart', {
          method: 'POST',
          headers: { authorization: `Bearer ${live}`, 'content-type': 'text/plain' },
          body: '{}',
        })
      ).status,
    ).toBe(415);
  });
  it('429 past the sandbox rate (10 a minute) with Retry-After', async () => {
    const sb = await vKey('/v1/keys/sandbox');
    const res = await Promise.all(
      Array.from({ length: 14 }, () => vGet('/v1/ayanamsa?date=2026-11-24', sb.key)),
    );
    const limited = res.filter((r) => r.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(Number(limited[0]!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await limited[0]!.json()).toMatchObject({ ok: false, error: { code: 'RATE_LIMITED' } });
  });
});

describe('chart body and time', () => {
  it.each([
    [{ tz: '+05:30' }, 'tz', /IANA zone name/],
    [{ tz: 'UTC+5:30' }, 'tz', /IANA zone name/],
    [{ tz: 'IST' }, 'tz', /abbreviation/],
    [{ tz: 'Mars/Olympus_Mons' }, 'tz', /unknown time zone/],
    [{ time: '12:15' }, 'time', /HH:MM:SS/],
    [{ date: '1990-02-30' }, 'date', /not a real date/],
    [
      { date: `${SUPPORTED_RANGE.maxYear + 1}-01-01` },
      'date',
      /supported range -001400-01-01 \.\. 2999-12-31/,
    ],
    [
      { date: '-1401-12-31' },
      'date',
      /supported range -001400-01-01 \.\. 2999-12-31 \(proleptic Gregorian, astronomical years: BCE as negative years, 0 = 1 BCE\)/,
    ],
    [{ date: '-002000-03-21' }, 'date', /supported range -001400-01-01/],
    [{ ayanamsa: 'fagan_bradley' }, 'ayanamsa', /lahiri, krishnamurti, raman, true_chitra/],
  ])('400 for %j', async (patch, field, message) => {
    const res = await vPost('/v1/chart', { ...BIRTH, ...patch });
    expect(res.status).toBe(400);
    const b = await res.json<Json>();
    expect(b.error.field).toBe(field);
    expect(b.error.message).toMatch(message);
  });

  it('a BCE birth: -0500-03-21 at Varanasi (Asia/Kolkata, local mean time) gives the whole chart', async () => {
    const res = await vPost('/v1/chart', {
      date: '-0500-03-21',
      time: '12:00:00',
      lat: 25.3176,
      lon: 82.9739,
      tz: 'Asia/Kolkata',
    });
    const b = await res.json<Json>();
    expect(res.status, JSON.stringify(b).slice(0, 300)).toBe(200);
    expectEnvelope(b, res);
    expect(b.input).toMatchObject({
      date: '-0500-03-21',
      offset: '+05:53:28',
      utc: '-000500-03-21T06:06:32.000Z',
      rule: { kind: 'local-mean-time' },
    });
    expect(b.input.jd_ut).toBeCloseTo(
      jdFromGregorian(-500, 3, 21, (6 * 3600 + 6 * 60 + 32) / 86400),
      8,
    );
    // the route's numbers are the engine's at that instant (far-date tables), which the range fixture checks against SE
    const g = grahaPositions(b.input.jd_ut, { ayanamsa: 'lahiri', nodeMode: 'mean' });
    expect(b.chart.planets.map((p: Json) => p.name)).toEqual(GRAHA_NAMES);
    b.chart.planets.forEach((p: Json, i: number) =>
      expect(p.longitude_deg).toBeCloseTo(g.grahas[i]!.siderealLonDeg, 9),
    );
    expect(b.chart.lagna.sign).toBe('Cancer');
    expect(b.chart.bhavas).toHaveLength(12);
    expect(b.dasha.running_at_birth).toHaveLength(5);
    expect(b.sahams).toHaveLength(36);
  });

  it('a BCE chart through the route agrees with Swiss Ephemeris within the range bound', async () => {
    // the range fixture's instant nearest -500 (SE 2.10.03, Moshier; the Moon at the same UT with SE's Delta T for Moshier)
    type Rec = {
      jdUt: number;
      latDeg: number;
      lonDeg: number;
      siderealDeg: number[];
      ascSiderealDeg: number;
      moonUtMoshierDeg?: number;
    };
    const recs = (rangeFixture as unknown as { records: Rec[] }).records;
    const target = jdFromGregorian(-500, 1, 1);
    const r = recs.reduce((a, x) =>
      Math.abs(x.jdUt - target) < Math.abs(a.jdUt - target) ? x : a,
    );
    expect(r.jdUt).toBeLessThan(jdFromGregorian(-450, 1, 1));
    const iso = isoFromJdUt(r.jdUt); // whole milliseconds; the route takes whole seconds (at most 0.5 s: 0.3" of Moon)
    const [date, time] = [
      iso.slice(0, iso.indexOf('T')),
      iso.slice(iso.indexOf('T') + 1, iso.indexOf('T') + 9),
    ];
    const res = await vPost('/v1/chart', { date, time, lat: r.latDeg, lon: r.lonDeg, tz: 'UTC' });
    const b = await res.json<Json>();
    expect(res.status, JSON.stringify(b).slice(0, 300)).toBe(200);
    const arcsec = (a: number, c: number) => Math.abs(((((a - c) % 360) + 540) % 360) - 180) * 3600;
    b.chart.planets.forEach((p: Json, i: number) => {
      const ref = i === 1 ? r.moonUtMoshierDeg! : r.siderealDeg[i]!;
      expect(arcsec(p.longitude_deg, ref), p.name).toBeLessThanOrEqual(
        SUPPORTED_RANGE.maxErrorArcsec,
      );
    });
    expect(arcsec(b.chart.lagna.longitude_deg, r.ascSiderealDeg)).toBeLessThanOrEqual(
      SUPPORTED_RANGE.maxErrorArcsec,
    );
  });

  it('resolves DST and historic offsets and echoes the rule used', async () => {
    const gap = await (
      await vPost('/v1/chart', {
        date: '2021-03-14',
        time: '02:30:00',
        lat: 40.7128,
        lon: -74.006,
        tz: 'America/New_York',
      })
    ).json<Json>();
    expect(gap.input).toMatchObject({
      disambiguation: 'gap-shifted-forward',
      wallTimeUsed: '2021-03-14T03:30:00',
      offset: '-04:00',
      rule: { kind: 'daylight-saving' },
    });
    const winter = await (
      await vPost('/v1/chart', {
        date: '2021-01-14',
        time: '02:30:00',
        lat: 40.7128,
        lon: -74.006,
        tz: 'America/New_York',
      })
    ).json<Json>();
    expect(winter.input).toMatchObject({ offset: '-05:00', rule: { kind: 'standard' } });
    // Kathmandu kept its local mean time (+05:41:16 in the tz database) until 1920
    const old = await (
      await vPost('/v1/time/convert', {
        date: '1910-01-01',
        time: '12:00:00',
        tz: 'Asia/Kathmandu',
      })
    ).json<Json>();
    expect(old.rule.kind).toBe('local-mean-time');
    expect(old.offset).toBe('+05:41:16');
    // Kolkata in 1900 was on Madras mean time (+05:21:10), a standard time of the database, not LMT
    const madras = await (
      await vPost('/v1/time/convert', { date: '1900-01-01', time: '12:00:00', tz: 'Asia/Kolkata' })
    ).json<Json>();
    expect(madras).toMatchObject({ offset: '+05:21:10', rule: { kind: 'standard' } });
  });

  it('is deterministic: the same (date, time, lat, lon, tz) gives the same bytes but for request_id and compute_ms', async () => {
    const strip = (t: string) =>
      t.replace(/"request_id":"[^"]*"/, '').replace(/"compute_ms":[0-9.]+/, '');
    const a = await (await vPost('/v1/chart', BIRTH)).text();
    const b = await (await vPost('/v1/chart', BIRTH)).text();
    expect(strip(a)).toBe(strip(b));
  });

  it('the chart: lagna, 9 planets, 12 bhavas with cusps, yogas with their text, 36 sahams, sacred369, a 5-level dasha, and drawings', async () => {
    const b = await (
      await vPost('/v1/chart', { ...BIRTH, drawings: ['north', 'south'] })
    ).json<Json>();
    expect(b.chart.lagna).toMatchObject({ sign: 'Leo', deg: expect.any(Number) });
    expect(b.chart.planets).toHaveLength(9);
    expect(b.chart.bhavas).toHaveLength(12);
    expect(b.chart.bhavas[0].cusp_deg).toEqual(expect.any(Number));
    expect(b.yogas.length).toBeGreaterThan(0);
    for (const y of b.yogas) {
      expect(y).toMatchObject({
        id: expect.any(String),
        name: expect.any(String),
        text: expect.any(String),
        family: expect.any(String),
        grahas: expect.any(Array),
        houses: expect.any(Array),
      });
      expect(y.source.length).toBeGreaterThan(3);
      expect(y.text.length).toBeGreaterThan(10);
      expect(y.grahas.length + y.houses.length).toBeGreaterThan(0);
    }
    expect(b.sahams).toHaveLength(36);
    expect([3, 6, 9]).toContain(b.sacred369.ring);
    expect(b.dasha.levels).toEqual(['maha', 'antar', 'pratyantar', 'sukshma', 'prana']);
    expect(b.dasha.running_at_birth).toHaveLength(5);
    // the tree holds the five levels it names, bounded around birth (docs/family-v.md "The chart's dasha"):
    // 9 mahas x 9 antars, the running antar's 9 pratyantars, the running pratyantar's 9 sukshmas x 9 pranas
    type P = { lord: string; start: string; end: string; periods?: P[] };
    const depthOf = (ps: P[]): number =>
      Math.max(0, ...ps.map((p) => 1 + (p.periods ? depthOf(p.periods) : 0)));
    const count = (ps: P[]): number =>
      ps.reduce((n, p) => n + 1 + (p.periods ? count(p.periods) : 0), 0);
    expect(depthOf(b.dasha.periods)).toBe(b.dasha.levels.length);
    expect(count(b.dasha.periods)).toBe(9 + 81 + 9 + 9 + 81);
    // each expanded period's children tile it, and the expanded path is the one running at birth
    let level: P[] = b.dasha.periods;
    for (const run of b.dasha.running_at_birth as Array<{
      level: string;
      lord: string;
      start: string;
      end: string;
    }>) {
      const expanded = level.filter((p) => p.periods);
      const p = level.find((x) => x.start === run.start)!;
      expect(p, run.level).toMatchObject({ lord: run.lord, end: run.end });
      // every maha and every sukshma (of the running pratyantar) holds its children; of the antars and pratyantars only the running one
      expect(
        expanded.map((x) => x.start),
        run.level,
      ).toEqual(
        run.level === 'maha' || run.level === 'sukshma'
          ? level.map((x) => x.start)
          : run.level === 'prana'
            ? []
            : [run.start],
      );
      if (run.level === 'prana') continue;
      expect(p.periods![0]!.start).toBe(p.start);
      expect(p.periods!.at(-1)!.end).toBe(p.end);
      level = p.periods!;
    }
    expect(b.drawings.north).toMatch(/^<svg/);
    expect(b.drawings.south).toMatch(/^<svg/);
  });
});

describe('verify', () => {
  it('replays an answer from its request id; a tampered id is 400', async () => {
    const first = await (await vPost('/v1/chart', BIRTH)).json<Json>();
    expect(first.request_id).toMatch(/^v2\.dev1\.[A-Za-z0-9_-]+$/);
    const ok = await vGet(`/v1/verify/${encodeURIComponent(first.request_id)}`);
    expect(ok.status).toBe(200);
    expect((await ok.json<Json>()).verify).toMatchObject({
      match: true,
      route: 'POST /v1/chart',
      key_id: 'dev1',
    });
    const parts = (first.request_id as string).split('.');
    const payload = parts[2]!;
    const flipped = payload.slice(0, 10) + (payload[10] === 'A' ? 'B' : 'A') + payload.slice(11);
    const tampered = await vGet(
      `/v1/verify/${encodeURIComponent([parts[0], parts[1], flipped].join('.'))}`,
    );
    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toMatchObject({
      ok: false,
      error: { code: 'REQUEST_ID_NOT_VERIFIABLE', field: 'id' },
    });
    const uuid = await vGet(`/v1/verify/${crypto.randomUUID()}`);
    expect(uuid.status).toBe(400);
    expect((await uuid.json<Json>()).error.message).toMatch(/plain UUID/);
  });
  it('a GET answer verifies too', async () => {
    const p = await (
      await vGet('/v1/panchanga?date=2026-11-24&lat=28.6139&lon=77.209&tz=Asia/Kolkata')
    ).json<Json>();
    expect(
      (await (await vGet(`/v1/verify/${encodeURIComponent(p.request_id)}`)).json<Json>()).verify
        .match,
    ).toBe(true);
  });
});

describe('substrate-cert, provenance and streams', () => {
  it('substrate-cert runs the golden vectors and caches the run an hour', async () => {
    const res = await vGet('/v1/substrate-cert', null);
    expect(res.status).toBe(200);
    const b = await res.json<Json>();
    expect(b.certification).toMatchObject({ pass: true, cache_seconds: 3600 });
    expect(b.certification.passed).toBe(b.certification.vectors);
    expect(b.certification.max_error_arcsec).toBeLessThan(60);
    expect(b.certification.line).toMatch(CERT_RE);
    const again = await (await vGet('/v1/substrate-cert', null)).json<Json>();
    expect(again.source).toBe('local');
    expect(again.certification.run_at).toBe(b.certification.run_at);
  });
  it('provenance names the build, series, Delta T and citations', async () => {
    const b = await (await vGet('/v1/provenance', null)).json<Json>();
    expect(b.api_version).toBe('v1.0');
    expect(b.build).toMatch(/^jyotisha-engine\//);
    expect(b.series.map((s: Json) => s.name).join(' ')).toContain('VSOP87B');
    expect(b.delta_t.source).toMatch(/Swiss Ephemeris|Stephenson/);
    expect(b.modules.length).toBeGreaterThan(10);
  });
  it('the ephemeris stream: a 10-year daily table read line by line', async () => {
    const res = await vPost('/v1/stream/ephemeris', {
      from: '2026-01-01',
      to: '2035-12-31',
      step_days: 1,
      grahas: ['Moon'],
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/x-ndjson');
    const reader = res.body!.getReader();
    const dec = new TextDecoder();
    let text = '';
    let lines = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += dec.decode(value, { stream: true });
      const parts = text.split('\n');
      text = parts.pop()!;
      for (const p of parts) {
        const row = JSON.parse(p) as Json;
        if (lines === 0) expect(row).toMatchObject({ ok: true, stream: 'ephemeris', rows: 3652 });
        else expect(row.grahas.Moon.longitude_deg).toEqual(expect.any(Number));
        lines++;
      }
    }
    expect(lines).toBe(3653);
  });
  it('the dasha stream: one period per line within the window', async () => {
    const res = await vPost('/v1/stream/dasha', {
      ...BIRTH,
      depth: 3,
      from: '2020-01-01',
      to: '2030-01-01',
    });
    const rows = new TextDecoder()
      .decode(await res.arrayBuffer())
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Json);
    expect(rows[0]).toMatchObject({ ok: true, stream: 'dasha', depth: 3 });
    expect(rows.slice(1).every((r) => r.end > '2020-01-01' && r.start < '2030-01-01')).toBe(true);
    expect(rows[0]!.rows).toBe(rows.length - 1);
  });
});

describe('the playground', () => {
  it('serves a page with a per-IP token that calls the chart without a key; the token serves nothing else', async () => {
    const ip = freshIp();
    const page = await call('/v1/playground', { headers: { 'cf-connecting-ip': ip } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    const token = /name="playground-token" content="([^"]+)"/.exec(html)![1]!;
    expect(html).toContain('/v1/playground/app.js');
    const chart = await postJson(
      '/v1/chart',
      { ...BIRTH, drawings: ['north', 'south'] },
      { authorization: `Bearer ${token}`, 'cf-connecting-ip': ip },
    );
    expect(chart.status).toBe(200);
    expect(chart.headers.get('ratelimit-policy')).toBe('"v-playground";q=30;w=3600');
    const other = await postJson('/v1/yogas', BIRTH, {
      authorization: `Bearer ${token}`,
      'cf-connecting-ip': ip,
    });
    expect(other.status).toBe(403);
    const elsewhere = await postJson('/v1/chart', BIRTH, {
      authorization: `Bearer ${token}`,
      'cf-connecting-ip': freshIp(),
    });
    expect(elsewhere.status).toBe(401);
    expect((await elsewhere.json<Json>()).error.message).toMatch(/another address/);
    const js = await call('/v1/playground/app.js');
    expect(js.headers.get('content-type')).toContain('javascript');
  });
  it('limits playground calls to 30 an hour per IP', async () => {
    const ip = freshIp();
    const html = await (
      await call('/v1/playground', { headers: { 'cf-connecting-ip': ip } })
    ).text();
    const token = /name="playground-token" content="([^"]+)"/.exec(html)![1]!;
    const res = await Promise.all(
      Array.from({ length: 31 }, () =>
        postJson('/v1/chart', BIRTH, { authorization: `Bearer ${token}`, 'cf-connecting-ip': ip }),
      ),
    );
    expect(res.filter((r) => r.status === 200)).toHaveLength(30);
    const limited = res.find((r) => r.status === 429)!;
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
