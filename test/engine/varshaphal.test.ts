/**
 * The Tajaka annual chart (src/engine/varshaphal) against Swiss Ephemeris and PyJHora 4.8.5 on the
 * 300 seeded births of test/fixtures/oracle/jhora-varshaphal.json, and against the worked example of
 * the Mudda dasha in "Annual Horoscopy" (ch. 15). Expected values come from SE (the solar returns,
 * test/fixtures/varshaphal-solar-returns.json, scripts/gen-solar-return-fixture.ts), PyJHora's own
 * answers (the fixture) and the texts; where PyJHora reads a rule differently the test swaps its
 * reading in (pyjhora-readings.ts) and shows the remaining answers equal (docs/varshaphal.md lists
 * every difference).
 */
import { describe, expect, it } from 'vitest';
import solarReturns from '../fixtures/varshaphal-solar-returns.json';
import pyjhora from '../fixtures/oracle/jhora-varshaphal.json';
import type { ChartBasis } from '../../src/engine/core/chart-basis.js';
import { GRAHA_NAMES, NAKSHATRA_SPAN_DEG } from '../../src/engine/core/constants.js';
import {
  muddaDasha,
  muddaFirstLord,
  panchaVargeeyaBala,
  patyayiniDasha,
  solarReturnJdUt,
  tajakaAspect,
  tajakaYogas,
  varshaphal,
} from '../../src/engine/varshaphal/index.js';
import { PYJHORA_TAJAKA } from './dasha/pyjhora-readings.js';

type Json = Record<string, any>;
const PJ = pyjhora as unknown as { year_days: number; charts: Json[] };
const AYA: Record<string, 'lahiri' | 'raman' | 'krishnamurti'> = {
  LAHIRI: 'lahiri',
  RAMAN: 'raman',
  KP: 'krishnamurti',
};

function basisOf(
  jd: number,
  asc: number,
  lon: readonly number[],
  retro: readonly number[] = [],
): ChartBasis {
  return {
    jdUt: jd,
    jdTt: jd,
    latDeg: 0,
    lonDeg: 0,
    tzHours: 0,
    ayanamsaDeg: 0,
    ascendantDeg: asc,
    mcDeg: 0,
    obliquityDeg: 23.44,
    grahas: GRAHA_NAMES.map((name, i) => ({
      name,
      lonDeg: lon[i]!,
      latDeg: 0,
      speedDegPerDay: 1,
      retrograde: retro.includes(i),
      distAu: 1,
      tropicalLonDeg: lon[i]!,
    })),
  };
}
const pairKey = (a: number, b: number) => [a, b].sort().join('-');
const SEVEN = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];

describe('the solar return', () => {
  it('is within 2 s of Swiss Ephemeris on 300 returns (the Sun agrees with SE to 0.065": 1.6 s of its motion)', () => {
    let worst = 0;
    for (const r of solarReturns.returns) {
      const got = solarReturnJdUt(r.birth_jd_ut, r.years, AYA[r.ayanamsa]!);
      worst = Math.max(worst, Math.abs(got - r.return_jd_ut) * 86400);
    }
    expect(worst).toBeLessThan(2);
  });

  it("PyJHora's next_solar_date agrees with SE within 1 s but for 3 of 300, where it lands a year or more away", () => {
    const off = PJ.charts.map(
      (c, i) => Math.abs(c.varsha.jd_ut - solarReturns.returns[i]!.return_jd_ut) * 86400,
    );
    const far = off.filter((s) => s > 1);
    expect(far).toHaveLength(3);
    for (const s of far) expect(s).toBeGreaterThan(364 * 86400);
  });
});

describe('Mudda (Varsha Vimsottari) dasha', () => {
  it('the worked example of "Annual Horoscopy" (ch. 15): Purvashadha (20), 21 completed years: (21 + 20 - 2) mod 9 = 3, Mars first', () => {
    const moon = 19 * NAKSHATRA_SPAN_DEG + 5; // in Purvashadha
    expect(muddaFirstLord(moon, 21)).toBe('Mars');
    const ps = muddaDasha(moon, 21, 2461000.5, 365.256, 1);
    expect(ps.map((p) => p.lord)).toEqual([
      'Mars',
      'Rahu',
      'Jupiter',
      'Saturn',
      'Mercury',
      'Ketu',
      'Venus',
      'Sun',
      'Moon',
    ]);
    // 21, 54, 48, ... days of 360, the year's 365.256 days
    expect(ps[1]!.endJdUt - ps[1]!.startJdUt).toBeCloseTo((54 * 365.256) / 360, 9);
    // the first began before the return by the elapsed part of the natal nakshatra: 5 / 13.33 of Mars' 21 days
    expect(2461000.5 - ps[0]!.startJdUt).toBeCloseTo(
      ((5 / NAKSHATRA_SPAN_DEG) * (21 * 365.256)) / 360,
      9,
    );
  });

  it("PyJHora's order and lengths on all 300 charts; its first lord is the natal lord's planet number plus the years (a reading the text does not give)", () => {
    const VARSHA = ['Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury', 'Ketu', 'Venus'];
    const VIM_ID = [8, 5, 0, 1, 2, 7, 4, 6, 3]; // Ketu, Venus, Sun, ... as planet numbers (Sun 0 .. Ketu 8)
    let same = 0,
      textSame = 0;
    for (const c of PJ.charts) {
      const v = c.varsha,
        o = v.mudda;
      const moon = c.natal.lon[1] as number;
      const nak = Math.floor(moon / NAKSHATRA_SPAN_DEG);
      const pyFirst = VARSHA[(VIM_ID[nak % 9]! + v.years_completed) % 9]!;
      const lords: string[] = o.m.map((i: number) => GRAHA_NAMES[i]);
      expect(lords[0]).toBe(pyFirst);
      const k = VARSHA.indexOf(pyFirst);
      expect(lords).toEqual(VARSHA.map((_, j) => VARSHA[(k + j) % 9]));
      // lengths: its days of 360 scaled by PyJHora's year (o.y holds days)
      const DAYS: Record<string, number> = {
        Sun: 18,
        Moon: 30,
        Mars: 21,
        Rahu: 54,
        Jupiter: 48,
        Saturn: 57,
        Mercury: 51,
        Ketu: 21,
        Venus: 60,
      };
      lords.forEach((l, i) => expect(o.y[i]).toBeCloseTo((DAYS[l]! * PJ.year_days) / 360, 6));
      if (muddaFirstLord(moon, v.years_completed) === pyFirst) same++;
      // the text's lord is the natal nakshatra's Vimsottari lord moved on by the years
      const vimOrderFromSun = [
        'Sun',
        'Moon',
        'Mars',
        'Rahu',
        'Jupiter',
        'Saturn',
        'Mercury',
        'Ketu',
        'Venus',
      ];
      const natalLord = [
        'Ketu',
        'Venus',
        'Sun',
        'Moon',
        'Mars',
        'Rahu',
        'Jupiter',
        'Saturn',
        'Mercury',
      ][nak % 9]!;
      if (
        muddaFirstLord(moon, v.years_completed) ===
        vimOrderFromSun[(vimOrderFromSun.indexOf(natalLord) + v.years_completed) % 9]
      )
        textSame++;
    }
    expect(textSame).toBe(300);
    expect(same).toBe(163);
  });
});

describe('Patyayini dasha', () => {
  it("agrees with PyJHora on all 300 annual charts (order and lengths, PyJHora's positions and year)", () => {
    for (const c of PJ.charts) {
      const v = c.varsha;
      const ps = patyayiniDasha(basisOf(v.jd_ut, v.asc, v.lon, v.retro), v.jd_ut, PJ.year_days, 1);
      expect(ps.map((p) => p.lord)).toEqual(
        v.patyayini.m.map((l: number | string) => (l === 'L' ? 'Lagna' : GRAHA_NAMES[l as number])),
      );
      ps.forEach((p, i) =>
        expect((p.endJdUt - p.startJdUt) / PJ.year_days).toBeCloseTo(v.patyayini.y[i], 6),
      );
    }
  });
});

describe('Tajaka aspects and yogas', () => {
  it('aspects by sign count: 1 and 7, 4 and 10 inimical; 5 and 9, 3 and 11 friendly; 2, 6, 8 and 12 none', () => {
    const kinds = Array.from({ length: 12 }, (_, k) => tajakaAspect(0, k)?.kind ?? null);
    expect(kinds).toEqual([
      'conjunction',
      null,
      'sextile',
      'square',
      'trine',
      null,
      'opposition',
      null,
      'trine',
      'square',
      'sextile',
      null,
    ]);
  });

  it("Ithasala and Eesarpha equal PyJHora's on all 300 charts once its contact reading is swapped in (the 2nd and 12th as aspects, orbs each within the other's deeptamsa)", () => {
    let textIt = 0;
    for (const c of PJ.charts) {
      const v = c.varsha;
      const b = basisOf(v.jd_ut, v.asc, v.lon, v.retro);
      for (const [rules, name, key] of [
        [PYJHORA_TAJAKA, 'Ithasala', 'ithasala'],
        [PYJHORA_TAJAKA, 'Eesarpha', 'eesarpha'],
      ] as const) {
        const got = tajakaYogas(b, rules)
          .find((y) => y.name === name)!
          .grahas.map((g) => pairKey(SEVEN.indexOf(g[0]!), SEVEN.indexOf(g[1]!)))
          .sort();
        expect(got, `${name} ${c.input.date}`).toEqual(
          (v.yogas[key] as number[][]).map((t) => pairKey(t[0]!, t[1]!)).sort(),
        );
      }
      const mine = tajakaYogas(b)
        .find((y) => y.name === 'Ithasala')!
        .grahas.map((g) => pairKey(SEVEN.indexOf(g[0]!), SEVEN.indexOf(g[1]!)))
        .sort();
      if (
        JSON.stringify(mine) ===
        JSON.stringify((v.yogas.ithasala as number[][]).map((t) => pairKey(t[0]!, t[1]!)).sort())
      )
        textIt++;
    }
    expect(textIt).toBe(66);
  });

  it("Nakta and Yamaya with PyJHora's contact reading: the same presence on at least 290 of 300 (its triples skip the carrier's speed)", () => {
    let nakta = 0,
      yamaya = 0;
    for (const c of PJ.charts) {
      const v = c.varsha;
      const ys = tajakaYogas(basisOf(v.jd_ut, v.asc, v.lon, v.retro), PYJHORA_TAJAKA);
      if (ys.find((y) => y.name === 'Nakta')!.present === v.yogas.nakta.length > 0) nakta++;
      if (ys.find((y) => y.name === 'Yamaya')!.present === v.yogas.yamaya.length > 0) yamaya++;
    }
    expect(nakta).toBeGreaterThanOrEqual(290);
    expect(yamaya).toBeGreaterThanOrEqual(293);
  });

  it('names the 16 yogas of Tajika Nilakanthi in its order', () => {
    const c = PJ.charts[0]!.varsha;
    expect(tajakaYogas(basisOf(c.jd_ut, c.asc, c.lon)).map((y) => y.name)).toEqual([
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
  });
});

describe('muntha, the office-bearers and the lord of the year', () => {
  it('muntha: the natal lagna advanced a sign a year; PyJHora advances the annual lagna instead (on all 300 charts)', () => {
    for (const c of PJ.charts) {
      const v = c.varsha;
      expect(v.muntha_pyjhora).toBe((Math.floor(v.asc / 30) + v.years_completed) % 12);
    }
    // natal lagna in Leo, 10 completed years: muntha in Gemini, the 3rd house of an Aries varsha lagna
    const natal = basisOf(2451545, 125, [200, 10, 20, 30, 40, 50, 60, 70, 250]);
    const annual = {
      ...basisOf(2455197, 10, [200, 10, 20, 30, 40, 50, 60, 70, 250]),
      sunriseJdUt: 2455196.8,
      sunsetJdUt: 2455197.3,
    };
    const v = varshaphal(natal, annual, 10, 2455562);
    expect(v.muntha).toMatchObject({ sign: 2, house: 3, lord: 'Mercury' });
    expect(v.dayBirth).toBe(true);
    expect(v.officeBearers).toMatchObject({
      janmaLagnaLord: 'Sun',
      varshaLagnaLord: 'Mars',
      triRashiPati: 'Sun',
      dinaRatriPati: 'Venus',
    });
  });

  it('the year lord is the strongest office-bearer aspecting the varsha lagna (pancha-vargeeya bala, out of 20)', () => {
    const natal = basisOf(2451545, 125, [200, 10, 20, 30, 40, 50, 60, 70, 250]);
    const annual = {
      ...basisOf(2455197, 10, [200, 10, 20, 30, 40, 50, 60, 70, 250]),
      sunriseJdUt: 2455196.8,
      sunsetJdUt: 2455197.3,
    };
    const v = varshaphal(natal, annual, 10, 2455562);
    const bala = panchaVargeeyaBala(annual);
    for (const g of Object.keys(bala)) expect(bala[g as 'Sun']!.total).toBeLessThanOrEqual(20);
    const cands = [...new Set(Object.values(v.officeBearers))];
    const aspecting = cands.filter(
      (g) =>
        tajakaAspect(Math.floor(annual.grahas.find((x) => x.name === g)!.lonDeg / 30), 0) !== null,
    );
    expect(aspecting).toContain(v.yearLord.graha);
    for (const g of aspecting)
      expect(bala[g as keyof typeof bala].total).toBeLessThanOrEqual(bala[v.yearLord.graha].total);
  });
});
