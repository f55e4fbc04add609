import { describe, expect, it } from 'vitest';
import { postJson } from '../../helpers.js';

const birth = {
  year: 1990,
  month: 5,
  day: 17,
  hour: 12,
  minute: 15,
  lat: 28.6139,
  lon: 77.209,
  tzHours: 5.5,
};
const SIXTEEN = [
  'D1',
  'D2',
  'D3',
  'D4',
  'D7',
  'D9',
  'D10',
  'D12',
  'D16',
  'D20',
  'D24',
  'D27',
  'D30',
  'D40',
  'D45',
  'D60',
];
const NINE = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'];

interface Period {
  lord: string;
  start: string;
  end: string;
  periods?: Period[];
}
type Chart = any;

async function chart(extra: Record<string, unknown> = {}): Promise<Chart> {
  const res = await postJson('/api/chart', { ...birth, ...extra });
  expect(res.status).toBe(200);
  return res.json();
}

describe('SovereignChart structures', () => {
  it('12 bhavas in the chosen system, holding every graha once', async () => {
    for (const houseSystem of ['whole_sign', 'equal', 'sripati', 'placidus']) {
      const c = await chart({ houseSystem });
      expect(c.bhavas).toHaveLength(12);
      expect(c.bhavas.flatMap((b: { grahas: string[] }) => b.grahas).sort()).toEqual(
        [...NINE].sort(),
      );
      if (houseSystem === 'whole_sign') expect(c.bhavas[0].rashi.index).toBe(c.lagna.rashi.index);
      if (houseSystem === 'equal') expect(c.bhavas[0].cuspDeg).toBeCloseTo(c.lagna.longitude, 9);
      if (houseSystem === 'sripati')
        expect(c.bhavas[0].madhyaDeg).toBeCloseTo(c.lagna.longitude, 6);
    }
  });

  it('placidus asked for inside the polar circle is refused (422 naming houseSystem and the limit); KP cusps not asked for are null and named', async () => {
    // Longyearbyen, 78.2 N: inside the polar circle (|lat| >= 90 - obliquity), Placidus does not exist
    const res = await postJson('/api/chart', {
      ...birth,
      lat: 78.2,
      lon: 15.6,
      tzHours: 1,
      houseSystem: 'placidus',
    });
    expect(res.status).toBe(422);
    const e = await res.json<{
      ok: boolean;
      error: { code: string; field: string; message: string };
    }>();
    expect(e).toMatchObject({
      ok: false,
      error: { code: 'HOUSE_SYSTEM_UNDEFINED', field: 'houseSystem' },
    });
    expect(e.error.message).toMatch(
      /placidus houses are undefined at latitude 78\.2000 deg: inside the polar circle \(\|lat\| >= 90 - obliquity = 66\.5\d+ deg\)/,
    );
    // a house system that exists there answers its bhavas; only the KP (Placidus) cusps are null, and named
    const ws = await chart({ lat: 78.2, lon: 15.6, tzHours: 1 });
    expect(ws.bhavas).toHaveLength(12);
    expect(ws.kp.cusps).toBeNull();
    expect(ws.kp.grahas).toHaveLength(9);
    expect(Object.keys(ws.vargas)).toEqual(SIXTEEN);
    expect(ws.sahams).toHaveLength(36);
    expect(ws.sovereigntySignature.degradedValues).toEqual([
      {
        value: 'kp.cusps',
        reason: expect.stringMatching(
          /placidus houses are undefined at latitude 78\.2000 deg: inside the polar circle/,
        ),
      },
    ]);
  });

  it('outside the polar circles nothing is degraded and the signature names the models', async () => {
    const c = await chart({ houseSystem: 'placidus' });
    expect(c.bhavas).toHaveLength(12);
    expect(c.kp.cusps).toHaveLength(12);
    expect(c.sovereigntySignature).toMatchObject({
      degradedValues: [],
      nodeMode: 'mean',
      ayanamsa: { name: 'lahiri', valueDeg: c.settings.ayanamsaDeg },
    });
    expect(c.sovereigntySignature).toHaveProperty('planets');
  });

  it('the 16 vargas with lagna and the nine, D1 equal to the rashis', async () => {
    const c = await chart();
    expect(Object.keys(c.vargas)).toEqual(SIXTEEN);
    for (const v of SIXTEEN) {
      for (const k of ['lagna', ...NINE]) {
        expect(c.vargas[v][k]).toBeGreaterThanOrEqual(1);
        expect(c.vargas[v][k]).toBeLessThanOrEqual(12);
      }
    }
    for (const g of c.grahas) expect(c.vargas.D1[g.name]).toBe(g.rashi.index);
    expect(c.vargas.D1.lagna).toBe(c.lagna.rashi.index);
  });

  it('KP ladder for the nine and the 12 Placidus cusps', async () => {
    const c = await chart();
    expect(c.kp.grahas).toHaveLength(9);
    expect(c.kp.cusps).toHaveLength(12);
    for (const g of c.kp.grahas) {
      expect(g.starLord).toBe(
        c.grahas.find((x: { name: string }) => x.name === g.name).nakshatra.lord,
      );
      for (const k of ['signLord', 'starLord', 'subLord', 'subSubLord'])
        expect(NINE).toContain(g[k]);
    }
  });

  it('chara karakas, 7 by default and 8 by parameter', async () => {
    const c7 = await chart();
    expect(c7.karakas.scheme).toBe(7);
    expect(Object.keys(c7.karakas).filter((k) => k !== 'scheme')).toHaveLength(7);
    const c8 = await chart({ karakaScheme: 8 });
    expect(c8.karakas.scheme).toBe(8);
    expect(Object.keys(c8.karakas).filter((k) => k !== 'scheme')).toHaveLength(8);
  });

  it('Vimsottari tree to three levels, from the running maha at birth, 120 years', async () => {
    const c = await chart();
    expect(c.dasha.system).toBe('vimsottari');
    expect(c.dasha.yearDays).toBe(365.25);
    const mahas: Period[] = c.dasha.periods;
    expect(mahas).toHaveLength(9);
    expect(mahas[0]!.lord).toBe(c.grahas[1].nakshatra.lord);
    expect(Date.parse(mahas[0]!.start)).toBeLessThanOrEqual(Date.parse(c.input.utc));
    expect(Date.parse(mahas[0]!.end)).toBeGreaterThan(Date.parse(c.input.utc));
    const spanDays = (Date.parse(mahas[8]!.end) - Date.parse(mahas[0]!.start)) / 86_400_000;
    expect(Math.abs(spanDays - 120 * 365.25)).toBeLessThan(1e-3);
    for (const m of mahas) {
      expect(m.periods).toHaveLength(9);
      expect(m.periods![0]!.lord).toBe(m.lord);
      expect(m.periods![0]!.start).toBe(m.start);
      expect(m.periods![8]!.end).toBe(m.end);
      for (const a of m.periods!) expect(a.periods).toHaveLength(9);
    }
    const c360 = await chart({ dashaYearDays: 360 });
    expect(c360.dasha.yearDays).toBe(360);
    expect(c360.input.dashaYearDays).toBe(360);
  });

  it('ashtakavarga: seven BAVs and a SAV totalling 337', async () => {
    const c = await chart();
    expect(Object.keys(c.ashtakavarga.bav)).toEqual([
      'Sun',
      'Moon',
      'Mars',
      'Mercury',
      'Jupiter',
      'Venus',
      'Saturn',
    ]);
    expect(c.ashtakavarga.sav).toHaveLength(12);
    expect(c.ashtakavarga.sav.reduce((a: number, b: number) => a + b, 0)).toBe(337);
    expect(c.ashtakavarga.lagnaBav.reduce((a: number, b: number) => a + b, 0)).toBe(49);
  });

  it('shadbala in rupas with components, for the seven', async () => {
    const c = await chart();
    for (const g of ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn']) {
      const s = c.shadbala[g];
      expect(s.totalRupas).toBeCloseTo(s.totalVirupas / 60, 9);
      expect(s.ratio).toBeCloseTo(s.totalRupas / s.requiredRupas, 9);
      for (const k of ['sthana', 'dig', 'kala', 'cheshta', 'naisargika', 'drik'])
        expect(s.components).toHaveProperty(k);
    }
    expect(c.bhavaBala).toHaveLength(12);
  });

  it('the 36 sahams', async () => {
    const c = await chart();
    expect(c.sahams).toHaveLength(36);
    for (const s of c.sahams) expect(s.rashi).toBe(Math.floor(s.longitude / 30) + 1);
  });
});

describe('yogas', () => {
  it('the chart lists detected yogas with their source, category, grahas and houses', async () => {
    const c = await chart();
    expect(Array.isArray(c.yogas)).toBe(true);
    expect(c.yogas.length).toBeGreaterThan(0);
    for (const y of c.yogas) {
      for (const k of ['id', 'name', 'source', 'category']) expect(typeof y[k]).toBe('string');
      expect(Array.isArray(y.grahas)).toBe(true);
      expect(Array.isArray(y.houses)).toBe(true);
    }
  });
  it('GET /api/yogas/catalogue serves the 345 distinct yogas with their one-line text, rule summaries and variants, covering every detected id and variant', async () => {
    const res = await (await import('../../helpers.js')).call('/api/yogas/catalogue');
    expect(res.status).toBe(200);
    type Row = {
      id: string;
      name: { en: string };
      source: string;
      category: string;
      rule: string;
      variants?: { id: string; rule: string }[];
    };
    const body = await res.json<{ count: number; variantCount: number; yogas: Row[] }>();
    expect(body.count).toBe(345);
    expect(body.yogas).toHaveLength(body.count);
    for (const y of body.yogas as (Row & { text: string })[])
      expect(y.text.length).toBeGreaterThan(10);
    expect(new Set(body.yogas.map((y) => y.id)).size).toBe(body.count);
    expect(body.variantCount).toBe(body.yogas.reduce((n, y) => n + (y.variants?.length ?? 0), 0));
    for (const y of body.yogas) expect(y.rule.length).toBeGreaterThan(0);
    const c = await chart();
    const rows = new Map(body.yogas.map((y) => [y.id, y]));
    for (const y of c.yogas) {
      expect(rows.has(y.id)).toBe(true);
      for (const v of y.variants ?? [])
        expect(rows.get(y.id)!.variants!.map((x) => x.id)).toContain(v);
    }
    const again = await (
      await import('../../helpers.js')
    ).call('/api/yogas/catalogue', { headers: { 'if-none-match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });
  it('the catalogue takes no query string', async () => {
    const res = await (await import('../../helpers.js')).call('/api/yogas/catalogue?x=1');
    expect(res.status).toBe(400);
  });
});
