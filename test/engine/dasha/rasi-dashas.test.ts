import { describe, expect, it } from 'vitest';
import { RASHI_NAMES_EN } from '../../../src/engine/core/constants.js';
import { brahmaGraha, computeDasha, sreeLagnaDeg } from '../../../src/engine/dasha/index.js';
import {
  NARAYANA_YEARS,
  coLordKnRao,
  signChart,
  signYears,
} from '../../../src/engine/dasha/jaimini.js';
import { BIRTH_JD, checkTiling, makeBasis, years } from './helpers.js';

const [Ar, Ta, Ge, Cn, Le, Vi, Li, Sc, Sg, Cp, Aq, Pi] = RASHI_NAMES_EN;

/**
 * Chart A (hand-built for these tests; the expectations below are worked by hand from the rules
 * named in docs/dashas.md): lagna Aries 15; Sun Leo 10, Moon Taurus 5, Mars Capricorn 20 (exalted),
 * Mercury Virgo 3 (exalted), Jupiter Cancer 12 (exalted), Venus Pisces 8 (exalted), Saturn Libra 15
 * (exalted), Rahu Gemini 10, Ketu Sagittarius 10.
 */
const chartA = makeBasis(15, {
  Sun: 130,
  Moon: 35,
  Mars: 290,
  Mercury: 153,
  Jupiter: 102,
  Venus: 338,
  Saturn: 195,
  Rahu: 70,
  Ketu: 250,
});
const run = (system: string, basis = chartA, depth = 1, variant?: string) =>
  computeDasha({ system, basis, depth, ...(variant ? { variant } : {}) });
const lords = (system: string, n = 12, basis = chartA) =>
  run(system, basis)
    .periods.slice(0, n)
    .map((p) => p.lord);
const yrs = (system: string, basis = chartA) =>
  run(system, basis).periods.map((p) => Math.round(years(p) * 1e9) / 1e9);

describe('Jaimini sign years', () => {
  it("K.N. Rao's rule: count to the lord by footedness less one, 12 in own sign, no dignity year", () => {
    const c = signChart(chartA);
    const y = Array.from({ length: 12 }, (_, s) => signYears(c, s, { coLord: coLordKnRao }));
    // Ar: Mars in Cp, forward 10 - 1; Ta: Venus in Pi 11 - 1; Ge: Mercury in Vi 4 - 1; Cn: Moon in Ta, backward 3 - 1;
    // Le: Sun own 12; Vi: Mercury own 12; Li: Venus in Pi 6 - 1; Sc: Mars and Ketu both alone, Mars has more degrees, Cp 3 - 1;
    // Sg: Jupiter in Cn 8 - 1; Cp: Saturn in Li backward 4 - 1; Aq: Saturn (15 deg) over Rahu (10 deg), backward 5 - 1;
    // Pi: Jupiter in Cn backward 9 - 1
    expect(y).toEqual([9, 10, 3, 2, 12, 12, 5, 2, 7, 3, 4, 8]);
  });
  it("P.V.R. Narasimha Rao's rule (Narayana): a year more for an exalted lord, Mercury in Virgo only as own sign", () => {
    const c = signChart(chartA);
    const y = Array.from({ length: 12 }, (_, s) => signYears(c, s, NARAYANA_YEARS));
    // exalted lords add a year: Ar (Mars), Ta and Li (Venus), Cn (Moon), Sg and Pi (Jupiter), Cp (Saturn);
    // Ge and Vi: Mercury in Virgo counts as own sign, no year; Sc: Ketu (aspected by Mercury) beats Mars, Sc to Sg
    // forward 2 - 1, Ketu exalted in Sagittarius + 1; Aq: Rahu (aspected by Mercury) beats Saturn, backward to Ge 9 - 1,
    // Rahu exalted in Gemini + 1
    expect(y).toEqual([10, 11, 3, 3, 12, 12, 6, 2, 8, 4, 9, 9]);
  });
});

describe("Chara dasha (K.N. Rao's book, variant kn-rao-book)", () => {
  const book = (basis = chartA, depth = 1) => run('chara', basis, depth, 'kn-rao-book');
  it('Aries lagna (9th Sagittarius odd-footed) runs zodiacally from Aries, then a second cycle of 12 minus the years', () => {
    expect(
      book()
        .periods.slice(0, 12)
        .map((p) => p.lord),
    ).toEqual([Ar, Ta, Ge, Cn, Le, Vi, Li, Sc, Sg, Cp, Aq, Pi]);
    // second cycle: Leo and Virgo had 12, so they have no dasha in it
    expect(book().periods.map((p) => Math.round(years(p) * 1e9) / 1e9)).toEqual([
      9, 10, 3, 2, 12, 12, 5, 2, 7, 3, 4, 8, 3, 2, 9, 10, 7, 10, 5, 9, 8, 4,
    ]);
    expect(book().periods[0]!.startJdUt).toBe(BIRTH_JD);
  });
  it('antardashas start from the next sign and end with the maha sign, 12 equal parts', () => {
    const aries = book(chartA, 2).periods[0]!;
    expect(aries.periods!.map((p) => p.lord)).toEqual([
      Ta,
      Ge,
      Cn,
      Le,
      Vi,
      Li,
      Sc,
      Sg,
      Cp,
      Aq,
      Pi,
      Ar,
    ]);
    expect(years(aries.periods![0]!)).toBeCloseTo(9 / 12, 10);
  });
  it('Taurus lagna (9th Capricorn even-footed) runs in reverse', () => {
    const b = makeBasis(45, {
      Sun: 130,
      Moon: 35,
      Mars: 290,
      Mercury: 153,
      Jupiter: 102,
      Venus: 338,
      Saturn: 195,
      Rahu: 70,
    });
    expect(
      book(b)
        .periods.slice(0, 4)
        .map((p) => p.lord),
    ).toEqual([Ta, Ar, Pi, Aq]);
  });
});

describe('Chara dasha (kn-rao, the default: with the dignity year)', () => {
  it("the same sequence from lagna; an exalted lord adds a year, Mercury in Virgo counting as own sign (chart A's lords are all exalted)", () => {
    expect(lords('chara')).toEqual([Ar, Ta, Ge, Cn, Le, Vi, Li, Sc, Sg, Cp, Aq, Pi]);
    // worked from the rules: Ar 9+1 (Mars exalted), Ta 10+1 (Venus), Ge 3 (Mercury in Virgo: own sign, no year), Cn 2+1 (Moon),
    // Le 12, Vi 12, Li 5+1 (Venus), Sg 7+1 and Pi 8+1 (Jupiter), Cp 3+1 (Saturn)
    const y = yrs('chara').slice(0, 12);
    expect([y[0], y[1], y[2], y[3], y[4], y[5], y[6], y[8], y[9], y[11]]).toEqual([
      10, 11, 3, 3, 12, 12, 6, 8, 4, 9,
    ]);
  });
});

/** Narayana progressions cross-checked against PyJHora (const.py narayana_dhasa_*_progression, after PVR's book). */
const NARAYANA_NORMAL = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
  [1, 8, 3, 10, 5, 0, 7, 2, 9, 4, 11, 6],
  [2, 10, 6, 5, 1, 9, 8, 4, 0, 11, 7, 3],
  [3, 2, 1, 0, 11, 10, 9, 8, 7, 6, 5, 4],
  [4, 9, 2, 7, 0, 5, 10, 3, 8, 1, 6, 11],
  [5, 9, 1, 2, 6, 10, 11, 3, 7, 8, 0, 4],
  [6, 7, 8, 9, 10, 11, 0, 1, 2, 3, 4, 5],
  [7, 2, 9, 4, 11, 6, 1, 8, 3, 10, 5, 0],
  [8, 4, 0, 11, 7, 3, 2, 10, 6, 5, 1, 9],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 11, 10],
  [10, 3, 8, 1, 6, 11, 4, 9, 2, 7, 0, 5],
  [11, 3, 7, 8, 0, 4, 5, 9, 1, 2, 6, 10],
];
const NARAYANA_KETU = [
  [0, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1],
  [1, 6, 11, 4, 9, 2, 7, 0, 5, 10, 3, 8],
  [2, 6, 10, 11, 3, 7, 8, 0, 4, 5, 9, 1],
  [3, 4, 5, 6, 7, 8, 9, 10, 11, 0, 1, 2],
  [4, 11, 6, 1, 8, 3, 10, 5, 0, 7, 2, 9],
  [5, 1, 9, 8, 4, 0, 11, 7, 3, 2, 10, 6],
  [6, 5, 4, 3, 2, 1, 0, 11, 10, 9, 8, 7],
  [7, 0, 5, 10, 3, 8, 1, 6, 11, 4, 9, 2],
  [8, 0, 4, 5, 9, 1, 2, 6, 10, 11, 3, 7],
  [9, 10, 11, 0, 1, 2, 3, 4, 5, 6, 7, 8],
  [10, 5, 0, 7, 2, 9, 4, 11, 6, 1, 8, 3],
  [11, 7, 3, 2, 10, 6, 5, 1, 9, 8, 4, 0],
];

describe('Narayana dasha', () => {
  /** The first cycle's signs; a sign of 0 years (a debilitated lord one sign on) has no dasha and is left out of the expectation. */
  const signsOf = (basis: ReturnType<typeof makeBasis>) => {
    const c = signChart(basis);
    const zero = Array.from({ length: 12 }, (_, s) => s).filter(
      (s) => signYears(c, s, NARAYANA_YEARS) === 0,
    );
    return {
      got: run('narayana', basis)
        .periods.slice(0, 12 - zero.length)
        .map((p) => p.sign! - 1),
      zero,
    };
  };
  const expectOrder = (basis: ReturnType<typeof makeBasis>, order: number[], msg: string) => {
    const { got, zero } = signsOf(basis);
    expect(got, msg).toEqual(order.filter((s) => !zero.includes(s)));
  };
  it('follows the padakrama of the starting sign for every lagna (movable, fixed, dual)', () => {
    for (let l = 0; l < 12; l++) {
      const at = (k: number, d = 15) => ((l + k) % 12) * 30 + d;
      // Moon, Mercury, Venus and Sun in the lagna make it stronger than the 7th; Saturn and the nodes elsewhere
      const b = makeBasis(at(0, 10), {
        Sun: at(0, 5),
        Moon: at(0),
        Mercury: at(0, 20),
        Venus: at(0, 25),
        Mars: at(1),
        Jupiter: at(4),
        Saturn: at(2),
        Rahu: at(3),
      });
      expectOrder(b, NARAYANA_NORMAL[l]!, `lagna ${l}`);
    }
  });
  it('Ketu in the starting sign reverses the direction; Saturn in it makes the order consecutive and zodiacal', () => {
    for (let l = 0; l < 12; l++) {
      const at = (k: number, d = 15) => ((l + k) % 12) * 30 + d;
      const withKetu = makeBasis(at(0, 10), {
        Sun: at(0, 5),
        Moon: at(0),
        Mercury: at(0, 20),
        Mars: at(1),
        Jupiter: at(4),
        Saturn: at(2),
        Venus: at(1, 3),
        Rahu: at(6),
        Ketu: at(0, 1),
      });
      expectOrder(withKetu, NARAYANA_KETU[l]!, `ketu ${l}`);
      const withSaturn = makeBasis(at(0, 10), {
        Sun: at(0, 5),
        Moon: at(0),
        Mercury: at(0, 20),
        Saturn: at(0, 2),
        Mars: at(1),
        Jupiter: at(4),
        Venus: at(1, 3),
        Rahu: at(3),
      });
      expectOrder(
        withSaturn,
        Array.from({ length: 12 }, (_, k) => (l + k) % 12),
        `saturn ${l}`,
      );
    }
  });
  it('chart A starts from Libra (Saturn there: stronger than lagna Aries, and zodiacal)', () => {
    expect(lords('narayana', 3)).toEqual([Li, Sc, Sg]);
    const issues: string[] = [];
    checkTiling(run('narayana', chartA, 3).periods, issues);
    expect(issues).toEqual([]);
  });
});

describe('Sthira, Shoola, Trikona, Drig, Kendradi, Sudasa, Moola on chart A', () => {
  it('Sthira: Brahma is Jupiter (the 6th, 8th and 12th lords from Libra all in even signs; exalted, most degrees); from Cancer in reverse, 7/8/9 years, 96', () => {
    expect(brahmaGraha(signChart(chartA))).toBe('Jupiter');
    expect(lords('sthira')).toEqual([Cn, Ge, Ta, Ar, Pi, Aq, Cp, Sg, Sc, Li, Vi, Le]);
    const y = yrs('sthira');
    expect(y.slice(0, 12)).toEqual([7, 9, 8, 7, 9, 8, 7, 9, 8, 7, 9, 8]);
    expect(y.slice(0, 12).reduce((a, b) => a + b, 0)).toBe(96);
  });
  it('Shoola: the stronger of 2nd (Taurus, Moon) and 8th (Scorpio) is Taurus, even: reverse, 9 years each', () => {
    expect(lords('shoola')).toEqual([Ta, Ar, Pi, Aq, Cp, Sg, Sc, Li, Vi, Le, Cn, Ge]);
    expect(
      yrs('shoola')
        .slice(0, 12)
        .every((y) => y === 9),
    ).toBe(true);
  });
  it("Trikona: Sagittarius (exalted lord) beats Leo and Aries; its trines, then the next sign's", () => {
    expect(lords('trikona')).toEqual([Sg, Ar, Le, Cp, Ta, Vi, Aq, Ge, Li, Pi, Cn, Sc]);
  });
  it('Drig: 9th, 10th, 11th from lagna each with the signs it aspects', () => {
    expect(lords('drig')).toEqual([Sg, Pi, Ge, Vi, Cp, Sc, Le, Ta, Aq, Ar, Cn, Li]);
  });
  it('Kendradi: from Libra, kendras, panapharas, apoklimas', () => {
    expect(lords('kendradi')).toEqual([Li, Cp, Ar, Cn, Sc, Aq, Ta, Le, Sg, Pi, Ge, Vi]);
  });
  it("Sudasa: Sree Lagna = lagna + 360 x Moon's nakshatra fraction; balance from its degree", () => {
    expect(sreeLagnaDeg(15, 35)).toBeCloseTo(240, 9);
    // Moon 36 (Krittika, 0.7 gone): Sree Lagna 267 = Sagittarius 27, odd, zodiacal; 27/30 of Sagittarius' 8 years elapsed
    const a = makeBasis(15, {
      Sun: 130,
      Moon: 36,
      Mars: 290,
      Mercury: 153,
      Jupiter: 102,
      Venus: 338,
      Saturn: 195,
      Rahu: 70,
    });
    const ra = run('sudasa', a);
    expect(ra.periods.slice(0, 4).map((p) => p.lord)).toEqual([Sg, Pi, Ge, Vi]);
    expect((BIRTH_JD - ra.periods[0]!.startJdUt) / 365.25).toBeCloseTo(0.9 * 8, 9);
    // Moon 30 (Krittika, 1/4 gone): Sree Lagna Cancer 15, even, reverse; half of Cancer's 3 years elapsed
    const b = makeBasis(15, {
      Sun: 130,
      Moon: 30,
      Mars: 290,
      Mercury: 153,
      Jupiter: 102,
      Venus: 338,
      Saturn: 195,
      Rahu: 70,
    });
    const r = run('sudasa', b);
    expect(r.periods.slice(0, 4).map((p) => p.lord)).toEqual([Cn, Ar, Cp, Li]);
    expect((BIRTH_JD - r.periods[0]!.startJdUt) / 365.25).toBeCloseTo(1.5, 9);
  });
  it('Moola: kendras from Libra, then panapharas, then apoklimas; each graha totals its Vimsottari years over two cycles', () => {
    const r = run('moola');
    expect(r.periods.slice(0, 9).map((p) => p.lord)).toEqual([
      'Mars',
      'Saturn',
      'Jupiter',
      'Moon',
      'Sun',
      'Venus',
      'Mercury',
      'Rahu',
      'Ketu',
    ]);
    // Saturn in Libra (odd-footed) counts forward 5 to Aquarius: 19 - 4 = 15 in the first cycle, 4 in the second
    expect(years(r.periods[1]!)).toBeCloseTo(15, 9);
    const total = r.periods.reduce((a, p) => a + years(p), 0);
    expect(total).toBeCloseTo(120, 8);
    const per: Record<string, number> = {};
    for (const p of r.periods) per[p.lord] = (per[p.lord] ?? 0) + years(p);
    expect(Math.round(per.Saturn!)).toBe(19);
    expect(Math.round(per.Venus!)).toBe(20);
  });
  it('every chart dasha tiles exactly to three levels and starts at birth (Sudasa aside)', () => {
    for (const id of [
      'chara',
      'narayana',
      'sthira',
      'shoola',
      'trikona',
      'drig',
      'moola',
      'kendradi',
      'sudasa',
    ]) {
      const r = run(id, chartA, 3);
      const issues: string[] = [];
      checkTiling(r.periods, issues);
      expect(issues, id).toEqual([]);
      expect(
        (r.periods[r.periods.length - 1]!.endJdUt - r.periods[0]!.startJdUt) / 365.25,
        id,
      ).toBeGreaterThanOrEqual(96);
      if (id !== 'sudasa') expect(r.periods[0]!.startJdUt, id).toBe(BIRTH_JD);
    }
  });
});
