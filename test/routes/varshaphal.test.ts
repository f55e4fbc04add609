/**
 * The Tajaka annual chart on T (`POST /t/api/varshaphal`) and V (`POST /v1/varshaphal`), and the dasha
 * systems added for issue 34 on T's and V's dasha routes. The solar return is held to Swiss
 * Ephemeris (test/fixtures/varshaphal-solar-returns.json: the same birth and year) within 2 s; the
 * rest of the numbers are checked by value in test/routes/values and in the engine tests.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { postJson } from '../helpers.js';
import { freshIp, issueKey, setTier, tPost, BIRTH } from './t/t-helpers.js';
import { DASHA_SYSTEMS } from '../../src/engine/dasha/index.js';
import { EXTRA_SYSTEMS } from '../../src/engine/dasha/extra-systems.js';

type Json = Record<string, any>;
const V_BIRTH = {
  date: '1990-05-17',
  time: '12:15:00',
  lat: 28.6139,
  lon: 77.209,
  tz: 'Asia/Kolkata',
};

let tKey: string;
let vKey: string;
beforeAll(async () => {
  tKey = (await issueKey({ tier: 'pro' })).key;
  const res = await postJson(
    '/v1/keys',
    { email: `vp-${crypto.randomUUID().slice(0, 8)}@example.com` },
    { 'cf-connecting-ip': freshIp() },
  );
  const k = await res.json<{ key: string; id: string }>();
  await setTier(k.id, 'pro');
  vKey = k.key;
});
const vPost = (path: string, body: unknown) =>
  postJson(path, body, { authorization: `Bearer ${vKey}` });

describe('the Tajaka annual chart', () => {
  it('T and V answer the same year: the return, the chart, muntha, the year lord, 16 yogas and the two dashas', async () => {
    const t = await tPost('/api/varshaphal', { birth: BIRTH, years: 36 }, tKey);
    const tb = await t.json<Json>();
    expect(t.status, JSON.stringify(tb).slice(0, 300)).toBe(200);
    const v = await vPost('/v1/varshaphal', { ...V_BIRTH, years: 36 });
    const vb = await v.json<Json>();
    expect(v.status, JSON.stringify(vb).slice(0, 300)).toBe(200);
    const a = tb.varshaphal,
      b = vb.varshaphal;
    expect(a.solar_return.jd_ut).toBeCloseTo(b.solar_return.jd_ut, 9);
    // 36 years after 1990-05-17: the Sun back at its birth longitude in May 2026
    expect(a.solar_return.utc.slice(0, 7)).toBe('2026-05');
    expect(
      Math.abs(a.solar_return.sun_longitude_deg - a.annual_chart.grahas[0].longitude_deg) * 3600,
    ).toBeLessThan(0.05);
    expect(a.next_solar_return.jd_ut - a.solar_return.jd_ut).toBeGreaterThan(365.2);
    expect(a.tajaka_yogas.map((y: Json) => y.name)).toEqual([
      'Ikkavala',
      'Induvara',
      'Ithasala',
      'Eesarpha',
      'Nakta',
      'Yamaya',
      'Manau',
      'Kamboola',
      'Gairi-Kamboola',
      'Khallasara',
      'Radda',
      'Duphali-kuttha',
      'Dutthottha-davira',
      'Tambira',
      'Kuttha',
      'Durapha',
    ]);
    expect(Object.values(a.office_bearers)).toContain(a.year_lord.graha);
    expect(a.muntha.house).toBeGreaterThanOrEqual(1);
    expect(a.dashas.mudda.periods).toHaveLength(9);
    expect(a.dashas.mudda.levels).toEqual(['maha', 'antar']);
    expect(a.dashas.patyayini.periods.map((p: Json) => p.lord)).toContain('Lagna');
    // the Patyayini year runs from this return to the next
    expect(Date.parse(a.dashas.patyayini.periods[0].start) / 86400000 + 2440587.5).toBeCloseTo(
      a.solar_return.jd_ut,
      6,
    );
    expect(Date.parse(a.dashas.patyayini.periods.at(-1).end) / 86400000 + 2440587.5).toBeCloseTo(
      a.next_solar_return.jd_ut,
      6,
    );
    expect(vb.input).toMatchObject({ years: 36 });
  });

  it('casts the annual chart where asked, and refuses a bad year naming the field', async () => {
    const here = await (
      await tPost(
        '/api/varshaphal',
        { birth: BIRTH, years: 5, place: { lat: 51.5, lon: -0.12 } },
        tKey,
      )
    ).json<Json>();
    expect(here.varshaphal.solar_return.place).toEqual({ lat: 51.5, lon: -0.12 });
    for (const years of [-1, 151, 2.5]) {
      const r = await tPost('/api/varshaphal', { birth: BIRTH, years }, tKey);
      expect(r.status).toBe(400);
      expect((await r.json<Json>()).error).toMatchObject({ code: 'INVALID_FIELD', field: 'years' });
    }
    const nv = await vPost('/v1/varshaphal', { ...V_BIRTH });
    expect(nv.status).toBe(400);
    expect((await nv.json<Json>()).error).toMatchObject({ code: 'INVALID_FIELD', field: 'years' });
  });
});

describe('the dasha systems added from PyJHora on the dasha routes', () => {
  it('T computes every added system (and the new variants) from the birth, each naming its variant', async () => {
    for (const s of EXTRA_SYSTEMS) {
      const r = await tPost(
        '/api/dasha',
        { birth: BIRTH, system: s.id, depth: 2, from: '2020-01-01', to: '2030-01-01' },
        tKey,
      );
      const b = await r.json<Json>();
      expect(r.status, `${s.id}: ${JSON.stringify(b).slice(0, 300)}`).toBe(200);
      expect(b.dasha.periods.length, s.id).toBeGreaterThan(0);
      const info = DASHA_SYSTEMS.find((x) => x.id === s.id)!;
      expect(b.dasha.variant?.id ?? null, s.id).toBe(info.defaultVariant ?? null);
    }
    const k = await (
      await tPost(
        '/api/dasha',
        {
          birth: BIRTH,
          system: 'kendradi',
          variant: 'karaka',
          depth: 1,
          from: '1990-01-01',
          to: '2100-01-01',
        },
        tKey,
      )
    ).json<Json>();
    expect(k.dasha.variant.id).toBe('karaka');
    const s = await (
      await tPost(
        '/api/dasha',
        { birth: BIRTH, system: 'sudarshana', depth: 1, from: '1990-01-01', to: '1993-01-01' },
        tKey,
      )
    ).json<Json>();
    expect(s.dasha.periods[0].signs).toHaveLength(3);
    const n = await (
      await tPost(
        '/api/dasha',
        {
          moon_longitude_sidereal: 126.5,
          system: 'saptarishi-nakshatra',
          depth: 1,
          from: '2026-01-01',
          to: '2027-01-01',
        },
        tKey,
      )
    ).json<Json>();
    expect(n.dasha.periods[0].nakshatra).toBeGreaterThanOrEqual(1);
  });

  it('V lists the 48 systems and serves an added one; a variant of another system is refused naming the field', async () => {
    const sys = await (
      await postJson(
        '/v1/dasha',
        { ...V_BIRTH, system: 'tithi-ashtottari', depth: 2 },
        { authorization: `Bearer ${vKey}` },
      )
    ).json<Json>();
    expect(sys.dasha.system).toBe('tithi-ashtottari');
    const bad = await vPost('/v1/dasha', {
      ...V_BIRTH,
      system: 'tara',
      variant: 'pachaka',
      depth: 1,
    });
    expect(bad.status).toBe(400);
    expect((await bad.json<Json>()).error).toMatchObject({
      code: 'INVALID_FIELD',
      field: 'variant',
    });
  });
});
