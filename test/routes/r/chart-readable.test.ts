/**
 * Issue 17, "a readable chart": POST /api/chart answers every longitude also as DMS text in its
 * sign, English sign and nakshatra names beside the Sanskrit, dasha periods as local wall times in
 * the input's zone (named once), all beside the unchanged numbers; `include=` selects parts.
 */
import { describe, expect, it } from 'vitest';
import { NAKSHATRA_NAMES, RASHI_NAMES_EN } from '../../../src/engine/core/constants.js';
import { NAKSHATRA_NAMES_EN } from '../../../src/engine/readable/index.js';
import { CHART_INCLUDE_PATHS } from '../../../src/routes/shared/reference/chart-include.js';
import { call, postJson } from '../../helpers.js';

const BODY = {
  year: 1990,
  month: 5,
  day: 17,
  hour: 12,
  minute: 15,
  lat: 28.6139,
  lon: 77.209,
  tzHours: 5.5,
};
const SIGNS = RASHI_NAMES_EN as readonly string[];

type Json = Record<string, any>;
interface Period {
  lord: string;
  start: string;
  end: string;
  startLocal: string;
  endLocal: string;
  periods?: Period[];
}

/** Seconds of arc between a DMS text in a sign and a longitude (the text is never in another sign). */
function dmsErrorArcsec(text: string, lonDeg: number): number {
  const m = /^(\d+)°(\d\d)'(\d\d)" (\w+)$/.exec(text);
  expect(m, text).not.toBeNull();
  const sign = SIGNS.indexOf(m![4]!);
  expect(sign, text).toBe(Math.floor(lonDeg / 30));
  const back = sign * 30 + Number(m![1]) + Number(m![2]) / 60 + Number(m![3]) / 3600;
  return Math.abs(back - lonDeg) * 3600;
}

/** The wall time of a UTC ISO instant at a fixed offset, to the nearest second. */
function wallAt(iso: string, tzHours: number): string {
  const ms = Math.round((Date.parse(iso) + tzHours * 3_600_000) / 1000) * 1000;
  return new Date(ms).toISOString().slice(0, 19);
}

async function chart(
  query = '',
  body: unknown = BODY,
): Promise<{ status: number; json: Json; bytes: number }> {
  const res = await postJson(`/api/chart${query}`, body);
  const text = await res.text();
  return {
    status: res.status,
    json: JSON.parse(text) as Json,
    bytes: new TextEncoder().encode(text).length,
  };
}

describe('readable fields beside the numbers (POST /api/chart)', () => {
  it('every longitude has its DMS text within half a second, in the sign the chart reports', async () => {
    const { json: c } = await chart();
    const points: Array<[string, number]> = [
      ...c.grahas.map((g: Json) => [g.lonDms, g.longitude]),
      [c.lagna.lonDms, c.lagna.longitude],
      ...c.bhavas.map((b: Json) => [b.cuspDms, b.cuspDeg]),
      ...c.sahams.map((s: Json) => [s.lonDms, s.longitude]),
      ...c.kp.grahas.map((g: Json) => [g.lonDms, g.lonDeg]),
      ...c.kp.cusps.map((k: Json) => [k.lonDms, k.lonDeg]),
    ];
    expect(points.length).toBe(9 + 1 + 12 + 36 + 9 + 12);
    for (const [text, lon] of points)
      expect(dmsErrorArcsec(text, lon), `${text} vs ${lon}`).toBeLessThanOrEqual(0.5 + 1e-6);
    // the ayanamsa as DMS too
    const a = /^(\d+)°(\d\d)'(\d\d)"$/.exec(c.settings.ayanamsaDms)!;
    expect(
      Math.abs(Number(a[1]) + Number(a[2]) / 60 + Number(a[3]) / 3600 - c.settings.ayanamsaDeg) *
        3600,
    ).toBeLessThanOrEqual(0.5);
  });

  it('English sign and nakshatra names beside the Sanskrit, which keep their keys', async () => {
    const { json: c } = await chart();
    for (const p of [...c.grahas, c.lagna]) {
      expect(p.rashi.nameEn).toBe(SIGNS[p.rashi.index - 1]);
      expect(p.rashi.name).toMatch(/^[A-Z][a-z]+$/); // the Sanskrit name, unchanged
      expect(p.nakshatra.name).toBe(NAKSHATRA_NAMES[p.nakshatra.index - 1]);
      expect(p.nakshatra.nameEn).toBe(NAKSHATRA_NAMES_EN[p.nakshatra.index - 1]);
      expect(p.lonDms.endsWith(` ${p.rashi.nameEn}`)).toBe(true);
    }
    for (const b of c.bhavas) expect(b.rashi.nameEn).toBe(SIGNS[b.rashi.index - 1]);
    // this birth: the Sun in Vrishabha (Taurus), the Moon in Makara (Capricorn)
    expect(c.grahas[0].rashi).toEqual({ index: 2, name: 'Vrishabha', nameEn: 'Taurus' });
    expect(c.grahas[1].rashi).toEqual({ index: 10, name: 'Makara', nameEn: 'Capricorn' });
  });

  it('dasha periods as local wall times at the input offset, the zone named once, at every level', async () => {
    for (const tzHours of [5.5, -3.75]) {
      const { json: c } = await chart('', { ...BODY, tzHours });
      expect(c.dasha.zone).toBe(tzHours === 5.5 ? '+05:30' : '-03:45');
      let n = 0;
      const walk = (ps: Period[]): void => {
        for (let i = 0; i < ps.length; i++) {
          const p = ps[i]!;
          expect(p.startLocal).toBe(wallAt(p.start, tzHours));
          expect(p.endLocal).toBe(wallAt(p.end, tzHours));
          if (i > 0) expect(p.startLocal).toBe(ps[i - 1]!.endLocal);
          n++;
          if (p.periods) walk(p.periods);
        }
      };
      walk(c.dasha.periods);
      expect(n).toBeGreaterThan(700); // maha, antar and pratyantar
    }
  });
});

describe('R2: the same readable fields, dasha wall times in the IANA zone', () => {
  it('each period is the wall time with the offset in force at that instant (summer and winter time)', async () => {
    const res = await postJson(
      '/r2/api/chart',
      { date: '1990-05-17', time: '12:15', lat: 40.7128, lon: -74.006, tz: 'America/New_York' },
      { 'cf-connecting-ip': '198.51.100.77' },
    );
    expect(res.status).toBe(200);
    const c = await res.json<Json>();
    expect(c.dasha.zone).toBe('America/New_York');
    expect(c.grahas[0].lonDms).toMatch(/^\d+°\d\d'\d\d" \w+$/);
    const fmt = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    const wall = (iso: string): string => {
      const ms = Math.round(Date.parse(iso) / 1000) * 1000;
      const p = Object.fromEntries(fmt.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
      return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
    };
    const offsets = new Set<number>();
    for (const maha of c.dasha.periods as Period[]) {
      for (const antar of maha.periods!) {
        expect(antar.startLocal).toBe(wall(antar.start));
        offsets.add(
          Math.round(
            (Date.parse(`${antar.startLocal}Z`) -
              Math.round(Date.parse(antar.start) / 1000) * 1000) /
              3_600_000,
          ),
        );
      }
    }
    expect([...offsets].sort((a, b) => a - b)).toEqual([-5, -4]);
  });
});

describe('include= selects parts of the chart', () => {
  it('grahas,lagna,dasha.maha: only those parts and the envelope, values as in the whole chart', async () => {
    const full = await chart();
    const part = await chart('?include=grahas,lagna,dasha.maha');
    expect(part.status).toBe(200);
    expect(Object.keys(part.json)).toEqual([
      'ok',
      'input',
      'settings',
      'grahas',
      'lagna',
      'dasha',
      'sovereigntySignature',
    ]);
    expect(part.json.ok).toBe(true);
    expect(part.json.input).toEqual(full.json.input);
    expect(part.json.settings).toEqual(full.json.settings);
    expect(part.json.grahas).toEqual(full.json.grahas);
    expect(part.json.lagna).toEqual(full.json.lagna);
    expect(part.json.dasha.zone).toBe('+05:30');
    expect(part.json.dasha.periods).toEqual(
      full.json.dasha.periods.map(({ periods: _p, ...maha }: Json) => maha),
    );
    expect(part.bytes).toBeLessThan(full.bytes / 10);
  });

  it('sub-paths: a varga, the antar level, the KP cusps, the SAV', async () => {
    const full = (await chart()).json;
    const c = (
      await chart('?include=vargas.D9,vargas.D1,dasha.antar,dasha.maha,kp.cusps,ashtakavarga.sav')
    ).json;
    expect(Object.keys(c.vargas)).toEqual(['D1', 'D9']); // in the order of the 16 vargas
    expect(c.vargas.D9).toEqual(full.vargas.D9);
    expect(c.dasha.periods[0].periods[0].periods).toBeUndefined(); // the deeper level asked (antar) wins
    expect(c.dasha.periods[0].periods.map((p: Json) => p.end)).toEqual(
      full.dasha.periods[0].periods.map((p: Json) => p.end),
    );
    expect(c.kp).toEqual({ cusps: full.kp.cusps });
    expect(c.ashtakavarga).toEqual({ sav: full.ashtakavarga.sav });
    // a whole part wins over its sub-paths; names match without regard to case
    const w = (await chart('?include=VARGAS,vargas.d9, Grahas ,')).json;
    expect(Object.keys(w.vargas)).toHaveLength(16);
    expect(w.grahas).toEqual(full.grahas);
  });

  it('every documented path is accepted', async () => {
    for (const p of CHART_INCLUDE_PATHS) {
      const r = await chart(`?include=${encodeURIComponent(p)}`);
      expect(r.status, p).toBe(200);
      expect(r.json.sovereigntySignature.degradedValues).toEqual([]);
    }
  });

  it('an unknown path is 400 in E1 naming include and listing the allowed paths', async () => {
    const r = await chart('?include=grahas,planets');
    expect(r.status).toBe(400);
    expect(r.json.ok).toBe(false);
    expect(r.json.error.code).toBe('INVALID_FIELD');
    expect(r.json.error.field).toBe('include');
    expect(r.json.error.message).toMatch(
      /^include: unknown part "planets"; allowed: grahas, lagna, bhavas, vargas, vargas\.D1,/,
    );
    expect(r.json.error.message).toContain('dasha.maha');
  });

  it('an empty list, a repeated include and an unknown query key are 400 naming the field', async () => {
    expect((await chart('?include=')).json.error).toMatchObject({
      field: 'include',
      message: expect.stringMatching(/names no part/),
    });
    expect((await chart('?include=,')).json.error.field).toBe('include');
    expect((await chart('?include=grahas&include=lagna')).json.error).toMatchObject({
      field: 'include',
      message: 'include: given more than once',
    });
    const f = await chart('?fields=grahas');
    expect(f.status).toBe(400);
    expect(f.json.error).toMatchObject({
      code: 'INVALID_FIELD',
      field: 'fields',
      message: 'fields: unknown field',
    });
  });

  it('a bad body is still reported when include is fine, and HEAD/GET stay 405', async () => {
    const r = await chart('?include=grahas', { ...BODY, month: 13 });
    expect(r.status).toBe(400);
    expect(r.json.error.field).toBe('month');
    expect((await call('/api/chart?include=grahas')).status).toBe(405);
  });
});
