/**
 * Ashtakavarga checked against the worked examples of P.V.R. Narasimha Rao, "Vedic Astrology: An
 * Integrated Approach" (ch. 12): Chart 6 (Exercises 18-20, Examples 38 and 40-43), Chart 7
 * (Exercise 22: BAVs, SAV, sodhita ashtakavargas and sodhya pindas), Chart 3 (Example 39, rasi SAV)
 * and Example 42's hypothetical ekadhipatya cases. Charts are built from the book's printed
 * longitudes (only the signs matter), so nothing depends on the ephemeris.
 */
import { describe, expect, it } from 'vitest';
import {
  BAV_TOTALS,
  BENEFIC_PLACES_PARASHARA,
  LAGNA_BAV_TOTAL,
  LAGNA_BENEFIC_PLACES,
  SAV_TOTAL,
  ashtakavarga,
  ashtakavargaFromSigns,
  bhinnaAshtakavarga,
  ekadhipatyaSodhana,
  lagnaAshtakavarga,
  trikonaSodhana,
  type ReferenceSigns,
} from '../../../src/engine/ashtakavarga/index.js';
import { GRAHA_NAMES, SAPTA_GRAHAS } from '../../../src/engine/core/constants.js';
import type { ChartBasis } from '../../../src/engine/core/chart-basis.js';
import { syntheticBasis } from '../../support/chart-basis.js';

const SIGN_ABBR = ['Ar', 'Ta', 'Ge', 'Cn', 'Le', 'Vi', 'Li', 'Sc', 'Sg', 'Cp', 'Aq', 'Pi'];
/** "24 Vi 19" -> sidereal degrees */
function lon(text: string): number {
  const [d, s, m] = text.split(' ');
  return SIGN_ABBR.indexOf(s!) * 30 + Number(d) + Number(m) / 60;
}
function signsOf(printed: Record<string, string>): ReferenceSigns {
  const r: Record<string, number> = {};
  for (const [k, v] of Object.entries(printed)) r[k] = Math.floor(lon(v) / 30);
  return r as unknown as ReferenceSigns;
}
const basisFrom = (lons: Record<string, number>, ascendantDeg: number): ChartBasis =>
  syntheticBasis({ lons, ascendantDeg });

// Chart 6 (P.V. Narasimha Rao, 28 June 1921), printed rasi longitudes.
const CHART_6 = {
  Lagna: '24 Vi 19',
  Sun: '13 Ge 16',
  Moon: '10 Pi 33',
  Mars: '13 Ge 33',
  Mercury: '27 Ge 40',
  Jupiter: '20 Le 06',
  Venus: '27 Ar 40',
  Saturn: '26 Le 26',
};
// Chart 3 (A.B. Vajpayee, 25 December 1926), printed rasi longitudes.
const CHART_3 = {
  Lagna: '14 Sc 18',
  Sun: '9 Sg 35',
  Moon: '15 Le 28',
  Mars: '13 Ar 39',
  Mercury: '20 Sc 59',
  Jupiter: '2 Aq 05',
  Venus: '17 Sg 42',
  Saturn: '9 Sc 41',
};
// Chart 7 (Exercise 22): Saturn, Moon in Aries; Jupiter in Libra; lagna in Scorpio; Mercury, Mars in
// Sagittarius; Sun in Capricorn; Venus in Aquarius.
const CHART_7: ReferenceSigns = {
  Sun: 9,
  Moon: 0,
  Mars: 8,
  Mercury: 8,
  Jupiter: 6,
  Venus: 10,
  Saturn: 0,
  Lagna: 7,
};

describe('PVR Chart 6 (Exercises 19-20, Examples 38, 40-43)', () => {
  const av = ashtakavargaFromSigns(signsOf(CHART_6));
  it('Exercise 19: the seven BAVs', () => {
    expect(av.bav).toEqual({
      Sun: [5, 3, 5, 3, 4, 4, 2, 3, 5, 4, 5, 5],
      Moon: [3, 2, 5, 3, 6, 3, 4, 5, 5, 5, 3, 5],
      Mars: [4, 3, 4, 3, 4, 3, 2, 5, 1, 3, 3, 4],
      Mercury: [7, 4, 7, 4, 4, 3, 4, 4, 4, 3, 6, 4],
      Jupiter: [4, 3, 5, 6, 3, 7, 4, 3, 5, 6, 5, 5],
      Venus: [8, 7, 4, 3, 3, 2, 4, 6, 4, 4, 4, 3],
      Saturn: [3, 3, 4, 3, 2, 3, 2, 3, 4, 5, 3, 4],
    });
  });
  it('Exercise 20: the SAV', () => {
    expect(av.sav).toEqual([34, 25, 34, 25, 26, 25, 22, 29, 28, 30, 29, 30]);
  });
  it("Example 40: trikona sodhana of Mercury's BAV", () => {
    expect(av.reduced.afterTrikona.Mercury).toEqual([3, 1, 3, 0, 0, 0, 0, 0, 0, 0, 2, 0]);
  });
  it('Example 41: ekadhipatya sodhana leaves it unchanged (a zero in every pair)', () => {
    expect(av.reduced.afterEkadhipatya.Mercury).toEqual([3, 1, 3, 0, 0, 0, 0, 0, 0, 0, 2, 0]);
  });
  it("Example 43: Mercury's rashi pinda 77, graha pinda 75, sodhya pinda 152", () => {
    expect(av.sodhyaPinda.Mercury).toEqual({ rashiPinda: 77, grahaPinda: 75, total: 152 });
  });
  it('the same through a chart basis', () => {
    const lons: Record<string, number> = {};
    for (const [k, v] of Object.entries(CHART_6)) lons[k] = lon(v);
    const viaBasis = ashtakavarga(basisFrom(lons, lons.Lagna!));
    expect(viaBasis.sav).toEqual(av.sav);
    expect(viaBasis.bav).toEqual(av.bav);
  });
});

describe('PVR Chart 7 (Exercise 22): BAV, SAV, SoAV and sodhya pindas', () => {
  const av = ashtakavargaFromSigns(CHART_7);
  it('BAVs and SAV', () => {
    expect(av.bav).toEqual({
      Sun: [4, 2, 3, 4, 6, 5, 5, 3, 2, 6, 6, 2],
      Moon: [6, 3, 5, 3, 5, 5, 6, 3, 3, 4, 4, 2],
      Mars: [3, 2, 3, 4, 2, 5, 4, 3, 3, 4, 3, 3],
      Mercury: [4, 6, 4, 3, 4, 7, 4, 5, 6, 3, 5, 3],
      Jupiter: [4, 4, 3, 5, 6, 5, 6, 4, 6, 4, 3, 6],
      Venus: [3, 5, 5, 4, 6, 2, 3, 6, 5, 2, 7, 4],
      Saturn: [3, 2, 2, 3, 5, 6, 3, 4, 1, 3, 6, 1],
    });
    expect(av.sav).toEqual([27, 24, 25, 26, 34, 35, 31, 28, 26, 26, 34, 21]);
  });
  it('sodhita ashtakavargas (after trikona and ekadhipatya sodhana)', () => {
    expect(av.reduced.afterEkadhipatya).toEqual({
      Sun: [2, 0, 0, 2, 4, 3, 2, 1, 0, 4, 3, 0],
      Moon: [3, 0, 1, 1, 2, 1, 2, 1, 0, 1, 0, 0],
      Mars: [1, 0, 0, 1, 0, 3, 1, 0, 1, 2, 0, 0],
      Mercury: [0, 3, 0, 0, 0, 4, 0, 2, 2, 0, 1, 0],
      Jupiter: [0, 0, 0, 1, 2, 1, 3, 0, 2, 0, 0, 0],
      Venus: [0, 3, 2, 0, 3, 0, 0, 2, 2, 0, 4, 0],
      Saturn: [2, 0, 0, 2, 4, 4, 1, 3, 0, 1, 4, 0],
    });
  });
  it('rashi, graha and sodhya pindas (BPHS multipliers, Virgo 5)', () => {
    const book: Record<string, [number, number, number]> = {
      Sun: [152, 81, 233],
      Moon: [85, 55, 140],
      Mars: [52, 43, 95],
      Mercury: [95, 33, 128],
      Jupiter: [68, 56, 124],
      Venus: [154, 54, 208],
      Saturn: [162, 63, 225],
    };
    for (const g of SAPTA_GRAHAS) {
      const p = av.sodhyaPinda[g];
      expect([p.rashiPinda, p.grahaPinda, p.total], g).toEqual(book[g]);
    }
  });
  it("the printed SoAVs need the lagna's sign counted as occupied (Scorpio holds only the lagna)", () => {
    const grahasOnly = ashtakavargaFromSigns(CHART_7, { ekadhipatyaOccupants: 'grahas' });
    expect(grahasOnly.reduced.afterEkadhipatya.Sun).not.toEqual(av.reduced.afterEkadhipatya.Sun);
  });
});

describe('PVR Chart 3 (Example 39): rasi SAV of A.B. Vajpayee', () => {
  it('matches the printed SAV', () => {
    expect(ashtakavargaFromSigns(signsOf(CHART_3)).sav).toEqual([
      29, 22, 27, 29, 28, 38, 29, 26, 23, 34, 28, 24,
    ]);
  });
});

describe('sodhanas: the rules one by one', () => {
  it('trikona: subtract the least of each trine (a zero leaves it; three equal become zero)', () => {
    // fire 7,4,4 -> 3,0,0 (Example 40); water 4,4,4 -> 0,0,0; earth 5,0,2 unchanged; air 3,1,2 -> 2,0,1
    const before = [7, 5, 3, 4, 4, 0, 1, 4, 4, 2, 2, 4];
    expect(trikonaSodhana(before)).toEqual([3, 5, 2, 0, 0, 0, 0, 0, 0, 2, 1, 0]);
  });
  it('Example 42 (a)-(e) on Taurus/Libra', () => {
    const base = (ta: number, li: number): number[] => {
      const v = new Array<number>(12).fill(0);
      v[1] = ta;
      v[6] = li;
      return v;
    };
    const pair = (r: number[]): [number, number] => [r[1]!, r[6]!];
    expect(pair(ekadhipatyaSodhana(base(4, 2), new Set([1, 6])))).toEqual([4, 2]); // (a) both occupied
    expect(pair(ekadhipatyaSodhana(base(4, 2), new Set([1])))).toEqual([4, 0]); // (b) empty lower -> 0
    expect(pair(ekadhipatyaSodhana(base(4, 2), new Set([6])))).toEqual([2, 2]); // (c) empty higher -> other's
    expect(pair(ekadhipatyaSodhana(base(4, 2), new Set()))).toEqual([2, 2]); // (d) both empty: higher -> lower
    expect(pair(ekadhipatyaSodhana(base(2, 2), new Set()))).toEqual([0, 0]); // (e) both empty, equal -> 0
  });
  it('a zero in either sign: no reduction; Cancer and Leo are never touched', () => {
    const v = [0, 3, 0, 5, 6, 0, 2, 4, 0, 0, 0, 0];
    expect(ekadhipatyaSodhana(v, new Set())).toEqual([0, 2, 0, 5, 6, 0, 2, 4, 0, 0, 0, 0]);
  });
  it("one occupied, the empty sign equal: zero (the reading Exercise 22 confirms, Jupiter's SoAV)", () => {
    const v = new Array<number>(12).fill(0);
    v[8] = 2;
    v[11] = 2;
    expect(ekadhipatyaSodhana(v, new Set([8]))[11]).toBe(0);
  });
});

describe('invariants', () => {
  // deterministic pseudo-random charts (LCG), not Math.random
  let seed = 20261122;
  const rnd = (): number => {
    seed = (seed * 1664525 + 1013904223) % 4294967296;
    return seed / 4294967296;
  };
  it('each BAV has its fixed total and the SAV is 337 on 500 random charts, both tables', () => {
    for (let i = 0; i < 500; i++) {
      const lons: Record<string, number> = {};
      for (const g of GRAHA_NAMES) lons[g] = rnd() * 360;
      const asc = rnd() * 360;
      for (const table of ['parashara', 'varahamihira'] as const) {
        const av = ashtakavarga(basisFrom(lons, asc), { table });
        expect(av.sav.reduce((a, b) => a + b, 0)).toBe(SAV_TOTAL);
        let bad = 0;
        for (const g of SAPTA_GRAHAS) {
          if (av.bav[g].reduce((a, b) => a + b, 0) !== BAV_TOTALS[g]) bad++;
          for (let s = 0; s < 12; s++) {
            if (av.reduced.afterEkadhipatya[g][s]! > av.reduced.afterTrikona[g][s]!) bad++;
            if (av.reduced.afterTrikona[g][s]! > av.bav[g][s]!) bad++;
          }
        }
        expect(bad).toBe(0);
      }
    }
  });
  it("the Varahamihira table moves only the Moon's and Venus's BAVs", () => {
    const signs = signsOf(CHART_6);
    for (const g of SAPTA_GRAHAS) {
      const same =
        JSON.stringify(bhinnaAshtakavarga(g, signs, 'parashara')) ===
        JSON.stringify(bhinnaAshtakavarga(g, signs, 'varahamihira'));
      if (g !== 'Moon' && g !== 'Venus') expect(same, g).toBe(true);
    }
  });
});

describe("the lagna's own BAV", () => {
  it('all eight references in Aries: each sign holds the contributors that count it among their houses', () => {
    // 1st: Mars, Mercury, Jupiter, Venus, Saturn; 2nd: Mercury, Jupiter, Venus; 3rd: Sun, Moon, Mars,
    // Venus, Saturn, Lagna; 4th: Sun, Mercury, Jupiter, Venus, Saturn; 5th: Jupiter, Venus; 6th: all
    // but Venus; 7th: Jupiter; 8th: Mercury, Venus; 9th: Jupiter, Venus; 10th and 11th: all but
    // Venus; 12th: Sun, Moon.
    const aries = {
      Sun: 0,
      Moon: 0,
      Mars: 0,
      Mercury: 0,
      Jupiter: 0,
      Venus: 0,
      Saturn: 0,
      Lagna: 0,
    };
    expect(lagnaAshtakavarga(aries)).toEqual([5, 3, 6, 5, 2, 7, 1, 2, 2, 7, 7, 2]);
  });
  it('Chart 7 (Exercise 22 signs), hand-counted sign by sign', () => {
    // e.g. Aries: 4th from the Sun (Cp), 7th from Jupiter (Li), 3rd from Venus (Aq), 1st from Saturn
    // (Ar), 6th from the lagna (Sc): 5. Virgo: 6th from the Moon, 10th from Mars and Mercury (Sg),
    // 8th from Venus, 6th from Saturn, 11th from the lagna: 6.
    const r = ashtakavargaFromSigns(CHART_7);
    expect(r.lagnaBav).toEqual([5, 3, 5, 3, 2, 6, 5, 2, 3, 5, 5, 5]);
    expect(lagnaAshtakavarga(CHART_7)).toEqual(r.lagnaBav);
  });
  it("always 49 bindus, the same under both tables, and outside the SAV (the seven grahas' BAVs only)", () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % 12;
    };
    for (let i = 0; i < 200; i++) {
      const signs = {
        Sun: next(),
        Moon: next(),
        Mars: next(),
        Mercury: next(),
        Jupiter: next(),
        Venus: next(),
        Saturn: next(),
        Lagna: next(),
      };
      const p = ashtakavargaFromSigns(signs),
        v = ashtakavargaFromSigns(signs, { table: 'varahamihira' });
      expect(p.lagnaBav.reduce((a, b) => a + b, 0)).toBe(LAGNA_BAV_TOTAL);
      expect(v.lagnaBav).toEqual(p.lagnaBav);
      for (let s = 0; s < 12; s++)
        expect(p.sav[s]).toBe(SAPTA_GRAHAS.reduce((t, g) => t + p.bav[g][s]!, 0));
    }
  });
  it("mirrors what the lagna gives each graha except in two cells (the Moon's 12th, Venus's 11th)", () => {
    const differs = SAPTA_GRAHAS.filter(
      (g) =>
        JSON.stringify(LAGNA_BENEFIC_PLACES[g]) !==
        JSON.stringify(BENEFIC_PLACES_PARASHARA[g].Lagna),
    );
    expect(differs).toEqual(['Moon', 'Venus']);
  });
  it('is returned by ashtakavarga(basis)', () => {
    const lons: Record<string, number> = {};
    for (const [k, v] of Object.entries(CHART_6)) lons[k] = lon(v);
    const r = ashtakavarga(basisFrom(lons, lons.Lagna!));
    expect(r.lagnaBav).toEqual(lagnaAshtakavarga(signsOf(CHART_6)));
  });
});
