/**
 * Special lagnas and upagrahas against PyJHora 4.8.5 on 420 seeded births with the edges
 * (test/fixtures/oracle/parts-pyjhora.json, scripts/oracle/gen-parts-fixtures.ts).
 *
 * Two kinds of check. (1) The rules on PyJHora's own inputs (its longitudes, its Sun at sunrise,
 * its sunrise hours, its elapsed ghatis): every special lagna agrees to the arcsecond. (2) The
 * engine end to end (its own ephemeris, sunrise and lagna) against PyJHora, in arcseconds: the Sun
 * at sunrise is the Sun's apparent place here and PyJHora's geometric one (up to ~21"), sunrise
 * agrees to a second or so, so tolerances are the rate of each lagna times a few seconds plus the
 * Sun's difference. Where PyJHora departs from its own rule (the Sun at sunrise taken the zone's
 * hours late; the elapsed seconds of pranapada weighted 1 instead of 2.5; the night parts of the
 * upagrahas read from sunrise; the lordless eighth placed inside the weekday cycle) the difference
 * is shown to be exactly that departure. docs/jyotish-parts.md gives worked charts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildBasis, type ChartBasisWithAngles } from '../../../src/engine/chart/basis.js';
import { savanaDay } from '../../../src/engine/chart/savana-day.js';
import { grahaPositions, type AyanamsaName } from '../../../src/engine/ephemeris/index.js';
import { ascendantMc } from '../../../src/engine/ephemeris/sidereal-time.js';
import { jdFromGregorian } from '../../../src/engine/time/julian.js';
import { specialLagnas, specialLagnasFrom } from '../../../src/engine/special-lagnas/index.js';
import { partLords, upagrahas, type Upagrahas } from '../../../src/engine/upagrahas/index.js';
import fixture from '../../fixtures/oracle/parts-pyjhora.json';

interface PChart {
  group: string;
  input: {
    date: string;
    time: string;
    lat: number;
    lon: number;
    tz: number;
    ayanamsa: 'LAHIRI' | 'RAMAN' | 'KP';
    nodes: 'mean' | 'true';
  };
  chart: {
    ascendant: number;
    grahas: number[];
    jd_ut: number;
    weekday: number;
    sunrise_h: number;
    sunset_h: number;
    prev_sunset_h: number;
    next_sunrise_h: number;
    sun_at_sunrise: number;
    ghati: number;
  };
  special: Record<
    'bhava' | 'hora' | 'ghati' | 'vighati' | 'pranapada' | 'sree' | 'bhrigu_bindu',
    number
  > & { indu: [number, number]; varnada: Record<string, { signs: number[] }> };
  upagraha: Record<
    | 'dhuma'
    | 'vyatipaata'
    | 'parivesha'
    | 'indrachaapa'
    | 'upaketu'
    | 'kaala'
    | 'mrityu'
    | 'artha'
    | 'yama'
    | 'gulika'
    | 'maandi',
    number
  >;
  text_upagraha: {
    kind: 'day' | 'night';
    start_h: number;
    end_h: number;
    parts: { lord: number; start: number; middle: number; end: number }[];
  };
}
const charts = fixture.charts as unknown as PChart[];
const AYANAMSA: Record<PChart['input']['ayanamsa'], AyanamsaName> = {
  LAHIRI: 'lahiri',
  RAMAN: 'raman',
  KP: 'krishnamurti',
};
/** Angular distance in arcseconds. */
const arcsec = (a: number, b: number) => Math.abs(((((a - b) % 360) + 540) % 360) - 180) * 3600;
const clockHours = (c: PChart) => {
  const [h, m, s] = c.input.time.split(':').map(Number) as [number, number, number];
  return h + m / 60 + s / 3600;
};
type Varnada = 'bv-raman' | 'santhanam' | 'sanjay-rath' | 'jha-pandey';
const VARNADA_METHOD: Record<Varnada, string> = {
  'bv-raman': '1',
  santhanam: '2',
  'sanjay-rath': '3',
  'jha-pandey': '4',
};

describe("special lagnas: the rules on PyJHora's own inputs", () => {
  it('bhava, hora, ghati, vighati (civil-day, jhora), pranapada, sree, Bhrigu Bindu, indu and the four varnada readings agree with PyJHora in all 420 charts', () => {
    let worst = 0;
    for (const c of charts) {
      const inputs = {
        ascendantDeg: c.chart.ascendant,
        grahaLonDeg: c.chart.grahas,
        minutesFromSunrise: (clockHours(c) - c.chart.sunrise_h) * 60,
        sunAtSunriseDeg: c.chart.sun_at_sunrise,
        minutesFromVedicSunrise: c.chart.ghati * 24,
      };
      for (const varnada of Object.keys(VARNADA_METHOD) as Varnada[]) {
        const r = specialLagnasFrom(inputs, { day: 'civil-day', vighati: 'jhora', varnada });
        expect(
          r.varnada.map((v) => v.sign0),
          `${varnada}`,
        ).toEqual(c.special.varnada[VARNADA_METHOD[varnada]]!.signs);
        if (varnada !== 'santhanam') continue;
        for (const id of [
          'bhava',
          'hora',
          'ghati',
          'vighati',
          'pranapada',
          'sree',
          'bhrigu_bindu',
        ] as const) {
          worst = Math.max(
            worst,
            arcsec(r.lagnas.find((l) => l.id === id)!.lonDeg!, c.special[id]),
          );
        }
        const indu = r.lagnas.find((l) => l.id === 'indu')!.lonDeg!;
        expect([Math.floor(indu / 30), Math.round((indu % 30) * 1e6) / 1e6]).toEqual([
          c.special.indu[0],
          Math.round(c.special.indu[1] * 1e6) / 1e6,
        ]);
      }
    }
    // PyJHora prints 1e-6 degree; the vighati lagna multiplies its minutes by 15
    expect(worst).toBeLessThan(0.5);
  });
});

describe('special lagnas and upagrahas: the engine end to end against PyJHora', () => {
  const runs: {
    c: PChart;
    basis: ChartBasisWithAngles;
    civil: ReturnType<typeof specialLagnas>;
    vedic: ReturnType<typeof specialLagnas>;
    u: Upagrahas;
    day: ReturnType<typeof savanaDay>;
  }[] = [];
  beforeAll(() => {
    for (const c of charts) {
      const [y, mo, d] = c.input.date.split('-').map(Number) as [number, number, number];
      const jd = jdFromGregorian(y, mo, d, (clockHours(c) - c.input.tz) / 24);
      const ayanamsa = AYANAMSA[c.input.ayanamsa];
      const basis = buildBasis(jd, c.input.lat, c.input.lon, c.input.tz, {
        ayanamsa,
        nodeMode: c.input.nodes,
      });
      const day = savanaDay(basis);
      runs.push({
        c,
        basis,
        day,
        civil: specialLagnas(basis, ayanamsa, { day: 'civil-day', varnada: 'bv-raman' }),
        vedic: specialLagnas(basis, ayanamsa),
        u: upagrahas(basis, ayanamsa, {}, day),
      });
    }
  });
  /** Births in a zone far enough from the meridian that the civil date's sunset comes before its sunrise on the clock: PyJHora's clock-hour tests of day and night fail there. */
  const clockWraps = (c: PChart) => c.chart.sunset_h < c.chart.sunrise_h;

  /** Seconds between the engine's sunrise of the civil date and PyJHora's. */
  const sunriseGapS = (r: (typeof runs)[number]) =>
    Math.abs(((r.day.civilSunriseJdUt! + r.c.input.tz / 24 + 0.5) % 1) * 24 - r.c.chart.sunrise_h) *
    3600;
  /** Seconds of timing a value may inherit from the two sunrises (and sunsets): 1 s, more near the polar circles where the Sun crosses the horizon slowly. */
  const timingS = (r: (typeof runs)[number]) => 1 + 1.5 * sunriseGapS(r);

  it("sunrise: the engine's (the civil date's first) agrees with PyJHora's within 0.5 s below latitude 60, within 5 s at 60-66", () => {
    for (const r of runs)
      expect(sunriseGapS(r), `${r.c.input.date} ${r.c.input.lat}`).toBeLessThan(
        Math.abs(r.c.input.lat) < 60 ? 0.5 : 5,
      );
  });

  it("PyJHora takes the Sun at sunrise the zone's hours late (its local clock read as UT): the engine's Sun at that instant matches it within 30\"", () => {
    let worstLate = 0,
      leastTrue = Infinity;
    for (const { c, day } of runs) {
      const sunAt = (jd: number) =>
        grahaPositions(jd, { ayanamsa: AYANAMSA[c.input.ayanamsa], only: ['Sun'] }).grahas[0]!
          .siderealLonDeg;
      worstLate = Math.max(
        worstLate,
        arcsec(sunAt(day.civilSunriseJdUt! + c.input.tz / 24), c.chart.sun_at_sunrise),
      );
      if (Math.abs(c.input.tz) >= 3)
        leastTrue = Math.min(
          leastTrue,
          arcsec(sunAt(day.civilSunriseJdUt!), c.chart.sun_at_sunrise),
        );
    }
    expect(worstLate).toBeLessThan(30);
    // at the true sunrise the Sun is 3 hours or more of motion (over 7') away from PyJHora's for zones 3 hours or more from UTC
    expect(leastTrue).toBeGreaterThan(400);
  });

  it("bhava, hora, ghati and vighati lagnas (civil-day): the engine plus the Sun's motion over the zone's hours gives PyJHora's, within the rate times 2 s plus 30\"", () => {
    const rate = { bhava: 0.25, hora: 0.5, ghati: 1.25, vighati: 15 } as const;
    for (const r of runs) {
      const { c, civil, day } = r;
      const sunAt = (jd: number) =>
        grahaPositions(jd, { ayanamsa: AYANAMSA[c.input.ayanamsa], only: ['Sun'] }).grahas[0]!
          .siderealLonDeg;
      const lag = sunAt(day.civilSunriseJdUt! + c.input.tz / 24) - sunAt(day.civilSunriseJdUt!);
      for (const id of Object.keys(rate) as (keyof typeof rate)[]) {
        const mine = civil.lagnas.find((l) => l.id === id)!.lonDeg! + lag;
        // degrees a minute x the seconds of timing, in arcseconds (= rate x seconds x 60), plus the Sun's 30"
        expect(arcsec(mine, c.special[id]), `${id} ${c.input.date} ${c.input.time}`).toBeLessThan(
          30 + rate[id] * timingS(r) * 60,
        );
      }
    }
  });

  it('sign agreement with PyJHora as it stands (its Sun-at-sunrise delay included): civil-day and vedic-day', () => {
    const signs = (v: (typeof runs)[number]['civil'], id: string) =>
      Math.floor(v.lagnas.find((l) => l.id === id)!.lonDeg! / 30);
    const count = (
      pick: (r: (typeof runs)[number]) => (typeof runs)[number]['civil'],
      id: 'bhava' | 'hora' | 'ghati' | 'vighati' | 'pranapada' | 'sree' | 'bhrigu_bindu',
    ) => runs.filter((r) => signs(pick(r), id) === Math.floor(r.c.special[id] / 30)).length;
    const civil = Object.fromEntries(
      (['bhava', 'hora', 'ghati', 'vighati', 'sree', 'bhrigu_bindu'] as const).map((id) => [
        id,
        count((r) => r.civil, id),
      ]),
    );
    const vedic = Object.fromEntries(
      (['bhava', 'hora', 'ghati', 'vighati'] as const).map((id) => [id, count((r) => r.vedic, id)]),
    );
    const preSunrise = runs.filter((r) => r.basis.jdUt < r.day.civilSunriseJdUt!).length;
    expect({ civil, vedic, preSunrise }).toMatchInlineSnapshot(`
      {
        "civil": {
          "bhava": 415,
          "bhrigu_bindu": 420,
          "ghati": 420,
          "hora": 416,
          "sree": 420,
          "vighati": 419,
        },
        "preSunrise": 113,
        "vedic": {
          "bhava": 409,
          "ghati": 414,
          "hora": 414,
          "vighati": 364,
        },
      }
    `);
  });

  it("pranapada: PyJHora counts each elapsed second as 1/150 of a minute (utils.udhayadhi_nazhikai), not 1/60; its ghatis are the engine's elapsed time less that, within 2 s", () => {
    for (const r of runs) {
      const { c, vedic } = r;
      const minutes = vedic.minutesFromSunrise!;
      const elapsedSeconds = Math.round((((minutes * 60) % 60) + 60) % 60);
      const theirs = c.chart.ghati * 24;
      const modelled = minutes - (elapsedSeconds % 60) * (1 / 60 - 1 / 150);
      expect(Math.abs(theirs - modelled) * 60, `${c.input.date} ${c.input.time}`).toBeLessThan(
        1 + timingS(r),
      );
    }
  });

  it('upagrahas of the Sun agree with PyJHora within the Sun\'s geometric-apparent difference (25")', () => {
    const key = {
      dhuma: 'dhuma',
      vyatipata: 'vyatipaata',
      parivesha: 'parivesha',
      indrachapa: 'indrachaapa',
      upaketu: 'upaketu',
    } as const;
    for (const { c, u } of runs) {
      for (const [id, k] of Object.entries(key))
        expect(
          arcsec(u.upagrahas.find((x) => x.id === id)!.lonDeg!, c.upagraha[k]),
          id,
        ).toBeLessThan(25);
    }
  });

  it("the lords of the eight parts: Saturn's is the almanacs' Gulika kalam and Jupiter's Yamaganda, weekday by weekday (the 8th part lordless)", () => {
    const GULIKA = [7, 6, 5, 4, 3, 2, 1],
      YAMAGANDA = [5, 4, 3, 2, 1, 7, 6];
    for (let w = 0; w < 7; w++) {
      const lords = partLords(w, 'day');
      expect(lords.indexOf('Saturn') + 1).toBe(GULIKA[w]);
      expect(lords.indexOf('Jupiter') + 1).toBe(YAMAGANDA[w]);
      expect(lords[7]).toBeNull();
      // the night begins with the lord of the 5th weekday
      expect(partLords(w, 'night')[0]).toBe(partLords((w + 4) % 7, 'day')[0]);
    }
  });

  it("time-based upagrahas: the lagna at the part's start, middle or end agrees with PyJHora's own lagna at that instant within 60\", wherever its clock reading of day and night holds", () => {
    let compared = 0,
      skipped = 0;
    for (const r of runs) {
      const { c, u, basis } = r;
      if (clockWraps(c) || u.period?.kind !== c.text_upagraha.kind) {
        skipped++;
        continue;
      }
      for (const x of u.upagrahas.filter((y) => y.kind === 'time')) {
        const row = c.text_upagraha.parts[x.part!.index - 1]!;
        // the lagna's motion over the seconds of timing the two sunrises and sunsets leave (fast near the polar circles)
        const t = x.part!.jdUt!,
          dt = timingS(r) / 86400;
        const motion = arcsec(
          ascendantMc(t + dt, basis.latDeg, basis.lonDeg).ascTropicalDeg,
          ascendantMc(t, basis.latDeg, basis.lonDeg).ascTropicalDeg,
        );
        expect(
          arcsec(x.lonDeg!, row[x.part!.at]),
          `${x.id} ${c.input.date} ${c.input.time}`,
        ).toBeLessThan(30 + motion);
        compared++;
      }
    }
    expect({ compared, skipped }).toMatchInlineSnapshot(`
      {
        "compared": 2424,
        "skipped": 16,
      }
    `);
  });

  it("PyJHora's own upagraha functions: Gulika and Mandi agree by day; by night PyJHora reads the parts from sunrise with the day's length, and it places the lordless eighth inside the weekday cycle", () => {
    const tally: Record<string, { agree: number; of: number }> = {};
    const key = {
      kaala: 'kaala',
      mrityu: 'mrityu',
      artha_prahara: 'artha',
      yama_ghantaka: 'yama',
      gulika: 'gulika',
      mandi: 'maandi',
    } as const;
    for (const { c, u } of runs) {
      if (clockWraps(c) || !u.period) continue;
      for (const x of u.upagrahas.filter((y) => y.kind === 'time')) {
        const t = (tally[`${u.period.kind} ${x.id}`] ??= { agree: 0, of: 0 });
        t.of++;
        if (arcsec(x.lonDeg!, c.upagraha[key[x.id as keyof typeof key]]) < 60) t.agree++;
      }
    }
    expect(tally).toMatchInlineSnapshot(`
      {
        "day artha_prahara": {
          "agree": 108,
          "of": 200,
        },
        "day gulika": {
          "agree": 200,
          "of": 200,
        },
        "day kaala": {
          "agree": 20,
          "of": 200,
        },
        "day mandi": {
          "agree": 200,
          "of": 200,
        },
        "day mrityu": {
          "agree": 82,
          "of": 200,
        },
        "day yama_ghantaka": {
          "agree": 145,
          "of": 200,
        },
        "night artha_prahara": {
          "agree": 0,
          "of": 204,
        },
        "night gulika": {
          "agree": 0,
          "of": 204,
        },
        "night kaala": {
          "agree": 0,
          "of": 204,
        },
        "night mandi": {
          "agree": 0,
          "of": 204,
        },
        "night mrityu": {
          "agree": 0,
          "of": 204,
        },
        "night yama_ghantaka": {
          "agree": 0,
          "of": 204,
        },
      }
    `);
  });

  it("a model of PyJHora's upagraha_longitude (its lord table, the parts read from sunrise with the length |sunset - sunrise| by night too) gives its six time-based upagrahas in every chart", () => {
    const LORD = { kaala: 0, mrityu: 2, artha: 3, yama: 4, gulika: 6, maandi: 6 } as const;
    let worst = 0,
      n = 0;
    for (const r of runs) {
      const { c, basis } = r;
      if (clockWraps(c)) continue;
      const tob = clockHours(c);
      // drik.upagraha_longitude: const.day_rulers / night_rulers rotate [Sun..Saturn, none] from the vedic weekday (night: from the 5th)
      const table = (first: number) =>
        Array.from({ length: 8 }, (_, k) => [0, 1, 2, 3, 4, 5, 6, -1][(first + k) % 8]!);
      let srise = c.chart.sunrise_h,
        sset = c.chart.sunset_h,
        lords = table(c.chart.weekday);
      if (tob < srise) {
        sset = c.chart.prev_sunset_h;
        lords = table((c.chart.weekday + 4) % 7);
      }
      if (tob > c.chart.sunset_h) {
        srise = c.chart.next_sunrise_h;
        lords = table((c.chart.weekday + 4) % 7);
      }
      const part = Math.abs(sset - srise) / 8;
      const [y, mo, d] = c.input.date.split('-').map(Number) as [number, number, number];
      for (const [id, lord] of Object.entries(LORD)) {
        const k = lords.indexOf(lord);
        const hours = srise + (k + (id === 'gulika' ? 0 : 0.5)) * part;
        const jd = jdFromGregorian(y, mo, d, (hours - c.input.tz) / 24);
        const set = grahaPositions(jd, { ayanamsa: AYANAMSA[c.input.ayanamsa], only: ['Sun'] });
        const lagna =
          ascendantMc(jd, basis.latDeg, basis.lonDeg).ascTropicalDeg -
          set.ayanamsaDeg -
          set.dpsiDeg;
        const dt = timingS(r) / 86400;
        const motion = arcsec(
          ascendantMc(jd + dt, basis.latDeg, basis.lonDeg).ascTropicalDeg,
          ascendantMc(jd, basis.latDeg, basis.lonDeg).ascTropicalDeg,
        );
        const e = arcsec(lagna, c.upagraha[id as keyof typeof LORD]);
        expect(e, `${id} ${c.input.date} ${c.input.time}`).toBeLessThan(30 + motion);
        worst = Math.max(worst, e - motion);
        n++;
      }
    }
    expect(n).toBe(6 * 404);
  });
});
