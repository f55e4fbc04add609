import { beforeAll, describe, expect, it } from 'vitest';
import { postJson } from '../../helpers.js';
import { T_COMPUTE_ROUTES } from '../../../src/routes/t/index.js';
import { T_VARGAS } from '../../../src/routes/t/schemas.js';
import { DASHA_SYSTEMS } from '../../../src/engine/dasha/index.js';
import { BIRTH, issueKey, tGet, tPost } from './t-helpers.js';
import { env } from 'cloudflare:workers';
import { prerenderUtsavas } from '../../../src/cron/prerender.js';

let key: string;
beforeAll(async () => {
  key = (await issueKey({ tier: 'pro' })).key;
});

type Json = Record<string, any>;

describe('POST /t/api/chart', () => {
  it('answers exactly the requested vargas and dashas', async () => {
    const res = await tPost(
      '/api/chart',
      {
        birth: BIRTH,
        ayanamsha: 'lahiri',
        vargas: ['D9', 'D60'],
        dashas: ['vimsottari', 'chara', 'yogini'],
        dasha_depth: 1,
      },
      key,
    );
    expect(res.status).toBe(200);
    const b = await res.json<Json>();
    expect(Object.keys(b.vargas)).toEqual(['D9', 'D60']);
    expect(Object.keys(b.dashas)).toEqual(['vimsottari', 'chara', 'yogini']);
    expect(b.grahas).toHaveLength(9);
    expect(b.bhavas).toHaveLength(12);
    expect(b.dashas.vimsottari.levels).toEqual(['maha']);
    expect(b.dashas.vimsottari.periods[0].periods).toBeUndefined();
    expect(b.vargas.D9).toMatchObject({
      id: 'D9',
      name: 'Navamsa',
      divisions: 9,
      method: 'parashara',
    });
    expect(b.birth).toMatchObject({
      utc: '1990-05-17T06:45:00.000Z',
      offset: '+05:30',
      place: 'New Delhi',
    });
    // the defaults: D1 and vimsottari to two levels
    const d = await (await tPost('/api/chart', { birth: BIRTH }, key)).json<Json>();
    expect(Object.keys(d.vargas)).toEqual(['D1']);
    expect(d.dashas.vimsottari.levels).toEqual(['maha', 'antar']);
  });

  it('lists the allowed values for an unknown varga or dasha', async () => {
    const v = await tPost('/api/chart', { birth: BIRTH, vargas: ['D1', 'D13'] }, key);
    expect(v.status).toBe(400);
    const vb = await v.json<Json>();
    expect(vb.error).toMatchObject({ code: 'INVALID_FIELD', field: 'vargas.1' });
    for (const id of T_VARGAS) expect(vb.error.message).toContain(id);
    const d = await tPost('/api/chart', { birth: BIRTH, dashas: ['vimshottari'] }, key);
    const db = await d.json<Json>();
    expect(db.error.field).toBe('dashas.0');
    for (const s of DASHA_SYSTEMS) expect(db.error.message).toContain(s.id);
    expect(DASHA_SYSTEMS).toHaveLength(48);
  });

  it.each([
    [{ birth: { ...BIRTH, datetime: '1990-05-17T12:15:00' } }, 'birth.datetime'],
    [{ birth: { ...BIRTH, datetime: '3000-05-17T12:15:00+05:30' } }, 'birth.datetime'],
    [{ birth: { ...BIRTH, lat: 91 } }, 'birth.lat'],
    [{ birth: BIRTH, ayanamsa: 'lahiri' }, 'ayanamsa'],
    [{ birth: BIRTH, dasha_depth: 4 }, 'dasha_depth'],
    [{ birth: BIRTH, vargas: ['D9', 'D9'] }, 'vargas.1'],
  ])('400 naming the field (%#)', async (body, field) => {
    const res = await tPost('/api/chart', body, key);
    expect(res.status).toBe(400);
    expect((await res.json<Json>()).error.field).toBe(field);
  });

  it('refuses other media types, bad JSON and big bodies with the right status', async () => {
    expect(
      (await postJson('/t/api/chart', 'not json', { authorization: `Bearer ${key}` })).status,
    ).toBe(400);
    const text = await fetchRaw('/t/api/chart', 'text/plain', '{}');
    expect(text.status).toBe(415);
    const big = await tPost('/api/chart', { birth: { ...BIRTH, place: 'x'.repeat(70_000) } }, key);
    expect(big.status).toBe(413);
  });
});

async function fetchRaw(path: string, type: string, body: string) {
  const { call } = await import('../../helpers.js');
  return call(path, {
    method: 'POST',
    headers: { 'content-type': type, authorization: `Bearer ${key}` },
    body,
  });
}

describe('T compute routes', () => {
  it('panchang at any latitude: a polar night is answered by the documented convention', async () => {
    const ok = await tGet('/api/panchang?date=2026-11-24&lat=28.6139&lon=77.209', key);
    expect(ok.status).toBe(200);
    const b = await ok.json<Json>();
    expect(b.place).toMatchObject({ zone: 'Asia/Kolkata' });
    expect(b.panchang.polar).toBeNull();
    expect(b.panchang.sunrise).toMatchObject({ iso: expect.stringMatching(/^2026-11-24T0[67]:/) });
    const polar = await tGet('/api/panchang?date=2026-12-21&lat=78.22&lon=15.65', key);
    expect(polar.status).toBe(200);
    const p = await polar.json<Json>();
    expect(p.panchang.polar).toBe('night');
    expect(p.panchang.sunrise).toBeNull();
    expect(p.panchang.tithi.length).toBeGreaterThan(0);
    const bad = await tGet('/api/panchang?date=2026-11-24&lat=95&lon=0', key);
    expect(bad.status).toBe(400);
    expect((await bad.json<Json>()).error.field).toBe('lat');
    const extra = await tGet('/api/panchang?date=2026-11-24&lat=0&lon=0&city=delhi', key);
    expect((await extra.json<Json>()).error.field).toBe('city');
  });

  it('dasha: the window limits the tree; rasi dashas need a birth', async () => {
    const res = await tPost(
      '/api/dasha',
      {
        moon_longitude_sidereal: 126.5,
        epoch: '1990-05-17T12:15:00+05:30',
        system: 'vimsottari',
        depth: 5,
        from: '2026-01-01',
        to: '2026-03-01',
      },
      key,
    );
    expect(res.status).toBe(200);
    const b = await res.json<Json>();
    expect(b.dasha.levels).toEqual(['maha', 'antar', 'pratyantar', 'sukshma', 'prana']);
    const leaves: Json[] = [];
    const walk = (ps: Json[]) => ps.forEach((p) => (p.periods ? walk(p.periods) : leaves.push(p)));
    walk(b.dasha.periods);
    expect(leaves.length).toBeGreaterThan(10);
    for (const l of leaves) {
      expect(l.end > '2026-01-01').toBe(true);
      expect(l.start < '2026-03-01').toBe(true);
    }
    const rasi = await tPost(
      '/api/dasha',
      {
        moon_longitude_sidereal: 126.5,
        system: 'chara',
        depth: 2,
        from: '2026-01-01',
        to: '2027-01-01',
      },
      key,
    );
    expect(rasi.status).toBe(400);
    const rb = await rasi.json<Json>();
    expect(rb.error.field).toBe('birth');
    expect(rb.error.message).toMatch(/send birth instead of moon_longitude_sidereal/);
    const withBirth = await tPost(
      '/api/dasha',
      { birth: BIRTH, system: 'chara', depth: 2, from: '2026-01-01', to: '2027-01-01' },
      key,
    );
    expect(withBirth.status).toBe(200);
    const wide = await tPost(
      '/api/dasha',
      {
        moon_longitude_sidereal: 1,
        system: 'vimsottari',
        depth: 5,
        from: '2020-01-01',
        to: '2026-01-01',
      },
      key,
    );
    expect((await wide.json<Json>()).error.field).toBe('to');
    const both = await tPost(
      '/api/dasha',
      {
        moon_longitude_sidereal: 1,
        birth: BIRTH,
        system: 'vimsottari',
        depth: 1,
        from: '2020-01-01',
        to: '2026-01-01',
      },
      key,
    );
    expect((await both.json<Json>()).error.field).toBe('birth');
  });

  it('varga, saham, sahaja, yogas and the other structures answer for a birth', async () => {
    const varga = await (
      await tPost('/api/varga', { birth: BIRTH, varga: 'D10' }, key)
    ).json<Json>();
    expect(varga.varga).toMatchObject({ id: 'D10', name: 'Dasamsa' });
    expect(
      (
        await (
          await tPost('/api/varga', { birth: BIRTH, varga: 'D10', method: 'nope' }, key)
        ).json<Json>()
      ).error.field,
    ).toBe('method');
    const saham = await (await tPost('/api/saham', { birth: BIRTH }, key)).json<Json>();
    expect(saham.sahams).toHaveLength(36);
    expect(saham.settings.tajaka_correction).toBe('sign-inclusive');
    const sahaja = await (await tPost('/api/sahaja', { birth: BIRTH }, key)).json<Json>();
    expect(sahaja.vector.map((p: Json) => p.name)).toEqual([
      'sattva',
      'rajas',
      'tamas',
      'agni',
      'prithvi',
      'vayu',
      'jala',
      'lagna_strength',
      'moon_strength',
    ]);
    const sum = (names: string[]) =>
      sahaja.vector
        .filter((p: Json) => names.includes(p.name))
        .reduce((a: number, p: Json) => a + p.value, 0);
    expect(sum(['sattva', 'rajas', 'tamas'])).toBeCloseTo(1, 12);
    expect(sum(['agni', 'prithvi', 'vayu', 'jala'])).toBeCloseTo(1, 12);
    for (const p of sahaja.vector) {
      expect(p.formula.length).toBeGreaterThan(10);
      expect(p.source).toMatch(/BPHS|Phaladeepika/);
    }
    for (const [path, key2] of [
      ['/api/yogas', 'yogas'],
      ['/api/ashtakavarga', 'ashtakavarga'],
      ['/api/shadbala', 'shadbala'],
      ['/api/bhava-bala', 'bhava_bala'],
      ['/api/kp', 'kp'],
      ['/api/karakas', 'karakas'],
      ['/api/houses', 'houses'],
      ['/api/doshas', 'doshas'],
    ] as const) {
      const r = await tPost(path, { birth: BIRTH }, key);
      expect(r.status, path).toBe(200);
      expect((await r.json<Json>())[key2], path).toBeDefined();
    }
    const av = await (await tPost('/api/ashtakavarga', { birth: BIRTH }, key)).json<Json>();
    expect(av.ashtakavarga.sav.reduce((a: number, x: number) => a + x, 0)).toBe(337);
    expect(av.ashtakavarga.lagna_bav.reduce((a: number, x: number) => a + x, 0)).toBe(49);
  });

  it('planets, transit, muhurta, rise-set and ayanamsha', async () => {
    const planets = await (
      await tPost('/api/planets', { datetime: '2026-11-24T12:00:00+05:30' }, key)
    ).json<Json>();
    expect(planets.grahas).toHaveLength(9);
    const transit = await tPost(
      '/api/transit',
      { graha: 'Jupiter', from: '2026-01-01', to: '2028-01-01', natal: BIRTH },
      key,
    );
    expect(transit.status).toBe(200);
    const t = (await transit.json<Json>()).transit;
    expect(t.sign_ingresses.length).toBeGreaterThanOrEqual(2);
    expect(t.stations.length).toBeGreaterThanOrEqual(2);
    expect(t.returns).not.toBeNull();
    const long = await tPost(
      '/api/transit',
      { graha: 'Saturn', from: '2020-01-01', to: '2031-01-02' },
      key,
    );
    expect((await long.json<Json>()).error.field).toBe('to');
    const m = await (
      await tGet('/api/muhurta?date=2026-11-24&lat=28.6139&lon=77.209', key)
    ).json<Json>();
    expect(m.muhurta.muhurtas.day).toHaveLength(15);
    const rs = await (
      await tGet('/api/rise-set?date=2026-11-24&lat=28.6139&lon=77.209&tz=Asia/Kolkata', key)
    ).json<Json>();
    expect(rs.place.zone_source).toBe('query');
    expect(rs.hindu.sunrise < rs.civil.sunrise).toBe(false);
    const aya = await (await tGet('/api/ayanamsha?date=2026-11-24', key)).json<Json>();
    expect(aya.values.find((v: Json) => v.name === 'lahiri').value_deg).toBeCloseTo(24.22, 1);
  });

  it('utsavas: says truthfully whether the cron prerendered the year or a request computed it (on demand)', async () => {
    const y = await tGet('/api/utsavas?year=2031', key);
    expect(y.status).toBe(200);
    const first = await y.json<Json>();
    expect(first).toMatchObject({ store: 'on-demand', from_store: false });
    expect(first.count).toBeGreaterThanOrEqual(50);
    // read back from the store, it was still made on demand (it said "prerendered" before issue 22)
    const again = await (await tGet('/api/utsavas?year=2031', key)).json<Json>();
    expect(again).toMatchObject({
      store: 'on-demand',
      from_store: true,
      stored_at: first.stored_at,
    });
    expect(again.utsavas).toEqual(first.utsavas);
    // a year the cron job prerendered says so
    const scheduled = Date.UTC(2045, 5, 1);
    expect(await prerenderUtsavas(env, scheduled)).toContain('2045');
    const pre = await (await tGet('/api/utsavas?year=2045', key)).json<Json>();
    expect(pre).toMatchObject({
      store: 'prerendered',
      from_store: true,
      stored_at: new Date(scheduled).toISOString(),
    });
    expect((await tGet('/api/utsavas?year=3000', key)).status).toBe(400);
    // festivals by tradition and observance (issue 31): Nepal's Vijaya Dashami 2013 as Kathmandu keeps it
    const np = await (
      await tGet('/api/utsavas?year=2013&tradition=nepali&observe=india', key)
    ).json<Json>();
    expect(np).toMatchObject({
      tradition: 'nepali',
      observe: 'india',
      place: { name: 'Kathmandu' },
    });
    expect(np.utsavas.find((u: Json) => u.id === 'dussehra').date).toBe('2013-10-14');
    expect((await tGet('/api/utsavas?year=2013&tradition=nepalese', key)).status).toBe(400);
    const as = await (
      await tGet('/api/utsavas?year=2024&tradition=assamese&observe=india', key)
    ).json<Json>();
    expect(as).toMatchObject({
      tradition: 'assamese',
      observe: 'india',
      place: { name: 'Guwahati' },
    });
    expect(as.utsavas.find((u: Json) => u.id === 'kati-bihu').date).toBe('2024-10-17');
  });

  it('rectify on the 7 event kinds', async () => {
    const res = await tPost(
      '/api/rectify',
      {
        birth: BIRTH,
        window_minutes: 30,
        events: [
          { date: '2015-02-14', kind: 'marriage' },
          { date: '2018-09-01', kind: 'childbirth' },
          { date: '2020-03-01', kind: 'career_change' },
        ],
      },
      key,
    );
    expect(res.status).toBe(200);
    const b = await res.json<Json>();
    expect(b.result.candidates.length).toBeGreaterThanOrEqual(3);
    const bad = await tPost(
      '/api/rectify',
      { birth: BIRTH, window_minutes: 30, events: [{ date: '2015-02-14', kind: 'promotion' }] },
      key,
    );
    const bb = await bad.json<Json>();
    expect(bb.error.field).toBe('events.0.kind');
    for (const k of [
      'marriage',
      'childbirth',
      'career_change',
      'relocation',
      'parent_death',
      'major_illness',
      'education',
    ])
      expect(bb.error.message).toContain(k);
  });

  it('T answers no match, rashifal or daily chart: those paths are 404', async () => {
    for (const path of [
      '/api/match',
      '/api/rashifal',
      '/api/daily',
      '/api/daily-chart',
      '/api/horoscope',
    ]) {
      const r = await tPost(path, { birth: BIRTH }, key);
      expect(r.status, path).toBe(404);
      expect((await r.json<Json>()).error.code).toBe('NOT_FOUND');
      expect((await tGet(path, key)).status).toBe(404);
    }
  });

  it("states 26 compute-bearing endpoints (the spec's 22, the chart parts and the annual chart of issue 34), every one registered", async () => {
    expect(new Set(T_COMPUTE_ROUTES).size).toBe(26);
    const doc = await (
      await (await import('../../helpers.js')).call('/openapi/T.json')
    ).json<Json>();
    for (const r of T_COMPUTE_ROUTES) {
      const [method, path] = r.split(' ') as [string, string];
      expect(doc.paths[path]?.[method.toLowerCase()], r).toBeDefined();
    }
  });
});
