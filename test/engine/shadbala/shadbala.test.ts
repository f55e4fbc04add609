/**
 * Shadbala checked against B.V. Raman, "Graha and Bhava Balas", worked example: his Standard
 * Horoscope, born 16 October 1918 (a Wednesday) at 2:14 p.m. local apparent time (about 2:00 p.m.
 * LMT; 14:22:16 IST as PyJHora records it), Bangalore 13N, 77E35, Raman ayanamsa 21 deg 16'.
 * The basis is built by hand from the book's stated nirayana longitudes (Sun 179 08, Moon 311 40,
 * Mars 229 49, Mercury 180 33, Jupiter 83 35, Venus 170 04, Saturn 124 51, Rahu 53 23), the lagna
 * 294 57 and MC 214 55 that his dig bala figures use (Saturn's worked dig bala: 7th bhava 114 57),
 * and, for cheshta bala, the mean longitudes he states (mean Sun 181.2275, Mars 266.34, Jupiter
 * 66.91, Saturn 111.23; seeghrochchas of Mercury 174.49 and Venus 158.35). Sunrise and sunset are set
 * symmetric about apparent noon (11:46 LMT). Nothing depends on the ephemeris.
 *
 * Book figures and tolerances: component columns as printed in Raman's consolidated table (ch. VIII),
 * to the book's rounding. Where the book is not self-consistent the test says so and checks the rule:
 * - saptavargaja of Mars (book 112.5) and Saturn (book 82.5): the rule applied to the book's own
 *   positions gives 90 and 97.5 (the five other grahas reproduce exactly); per-varga detail for
 *   these two is not available to us;
 * - ayana of Mars (book 1.40) and Venus (book 23.80): Raman's own formula and declination table give
 *   1.90 and 24.30 (the exact sine gives 1.71 and 24.27);
 * - Mercury's printed total 9.743 rupas is not the sum of its printed components (9.674).
 */
import { describe, expect, it } from 'vitest';
import { SAPTA_GRAHAS, VARA_LORDS, type SaptaGraha } from '../../../src/engine/core/constants.js';
import type { ChartBasis } from '../../../src/engine/core/chart-basis.js';
import { bhavaBala, shadbala, shadbalaDetailed } from '../../../src/engine/shadbala/index.js';
import { dayFrame, timeLords } from '../../../src/engine/shadbala/kala.js';
import { drishtiValue } from '../../../src/engine/shadbala/drik.js';
import { sripatiBhavaMadhyas } from '../../../src/engine/shadbala/bhava.js';
import { grahaPositions } from '../../../src/engine/ephemeris/index.js';
import pyjhoraFixture from '../../fixtures/oracle/shadbala-pyjhora.json';
import {
  AYANAMSA,
  BOOK,
  RAMAN_LONS,
  RAMAN_MEANS,
  dm,
  lmt,
  ramanBasis,
  type Row,
} from '../../support/raman-standard-horoscope.js';

/** rule minus book, saptavargaja (see the header) */
const SAPTAVARGAJA_GAP: Partial<Row> = { Mars: 90 - 112.5, Saturn: 97.5 - 82.5 };

describe('B.V. Raman, Graha and Bhava Balas: the Standard Horoscope', () => {
  const detailed = shadbalaDetailed(ramanBasis(), { cheshtaMeans: RAMAN_MEANS });
  const sb = detailed.grahas;

  it('time context: Wednesday, year lord Saturn, month lord Mercury, hora of the Moon, 3rd third of the day', () => {
    const c = detailed.context;
    expect(c.varaLord).toBe('Mercury');
    expect(c.yearLord).toBe('Saturn');
    expect(c.monthLord).toBe('Mercury');
    expect(c.horaLord).toBe('Moon');
    expect(c.isDay).toBe(true);
    expect(c.third).toBe(2);
    expect(c.apparentHoursFromMidnight).toBeCloseTo(dm(14, 14), 3);
    expect(c.wars).toEqual([]);
  });

  it('sthana bala: uchcha, ojayugma, kendradi, drekkana', () => {
    for (const g of SAPTA_GRAHAS) {
      const s = sb[g].components.sthana;
      expect(Math.abs(s.uchcha - BOOK.uchcha[g]), g).toBeLessThan(0.08);
      expect(s.ojayugma, g).toBe(BOOK.ojayugma[g]);
      expect(s.kendradi, g).toBe(BOOK.kendradi[g]);
      // male grahas in the 1st drekkana, female in the 2nd, neuter in the 3rd: only the Moon (Aq 11 40)
      expect(s.drekkana, g).toBe(g === 'Moon' ? 15 : 0);
    }
  });

  it('saptavargaja: the five grahas whose book figure is self-consistent reproduce exactly', () => {
    for (const g of ['Sun', 'Moon', 'Mercury', 'Jupiter', 'Venus'] as const) {
      expect(sb[g].components.sthana.saptavargaja, g).toBe(BOOK.saptavargaja[g]);
    }
    expect(sb.Mars.components.sthana.saptavargaja).toBe(90);
    expect(sb.Saturn.components.sthana.saptavargaja).toBe(97.5);
  });

  it('sthana totals', () => {
    for (const g of SAPTA_GRAHAS) {
      const expected = BOOK.sthana[g] + (SAPTAVARGAJA_GAP[g] ?? 0);
      expect(Math.abs(sb[g].components.sthana.total - expected), g).toBeLessThan(0.08);
    }
  });

  it('dig bala', () => {
    for (const g of SAPTA_GRAHAS)
      expect(Math.abs(sb[g].components.dig - BOOK.dig[g]), g).toBeLessThan(0.02);
  });

  it('kala bala parts', () => {
    const k = (g: SaptaGraha) => sb[g].components.kala;
    // nathonnatha: unnata 146.5 deg
    expect(k('Sun').nathonnatha).toBeCloseTo(48.83, 2);
    expect(k('Moon').nathonnatha).toBeCloseTo(11.17, 2);
    expect(k('Mercury').nathonnatha).toBe(60);
    // paksha: shubha 44.18 for benefics, 15.82 for malefics
    expect(k('Jupiter').paksha).toBeCloseTo(44.18, 1);
    expect(k('Saturn').paksha).toBeCloseTo(15.82, 1);
    // tribhaga: Saturn (3rd third of the day) and Jupiter
    expect(k('Saturn').tribhaga).toBe(60);
    expect(k('Jupiter').tribhaga).toBe(60);
    expect(k('Sun').tribhaga).toBe(0);
    // abda 15 Saturn, masa 30 and vara 45 Mercury, hora 60 Moon
    expect([k('Saturn').abda, k('Mercury').masa, k('Mercury').vara, k('Moon').hora]).toEqual([
      15, 30, 45, 60,
    ]);
    // ayana (book: Sun 39.82 doubled, Moon 43.26, Mercury 40.75, Jupiter 58.92, Saturn 13.75)
    expect(Math.abs(2 * k('Sun').ayana - 39.82)).toBeLessThan(0.25);
    expect(Math.abs(k('Moon').ayana - 43.26)).toBeLessThan(0.1);
    expect(Math.abs(k('Mercury').ayana - 40.75)).toBeLessThan(0.15);
    expect(Math.abs(k('Jupiter').ayana - 58.92)).toBeLessThan(0.05);
    expect(Math.abs(k('Saturn').ayana - 13.75)).toBeLessThan(0.15);
  });

  it("kala totals (Raman's column = our kala, plus cheshta for the Sun and Moon)", () => {
    const tol: Row = {
      Sun: 0.25,
      Moon: 0.15,
      Mars: 0.35,
      Mercury: 0.15,
      Jupiter: 0.05,
      Venus: 0.5,
      Saturn: 0.1,
    };
    for (const g of SAPTA_GRAHAS) {
      const c = sb[g].components;
      const ramanKala = c.kala.total + (g === 'Sun' || g === 'Moon' ? c.cheshta : 0);
      expect(Math.abs(ramanKala - BOOK.kala[g]), g).toBeLessThan(tol[g]);
    }
  });

  it("cheshta bala from Raman's mean longitudes; the Sun's is his ayana, the Moon's her paksha", () => {
    for (const g of ['Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const) {
      expect(Math.abs(sb[g].components.cheshta - BOOK.cheshta[g]!), g).toBeLessThan(0.02);
    }
    expect(sb.Sun.components.cheshta).toBe(sb.Sun.components.kala.ayana);
    expect(sb.Moon.components.cheshta).toBe(sb.Moon.components.kala.paksha);
  });

  it('naisargika and drik bala', () => {
    for (const g of SAPTA_GRAHAS) {
      expect(Math.abs(sb[g].components.naisargika - BOOK.naisargika[g]), g).toBeLessThan(0.015);
      expect(Math.abs(sb[g].components.drik - BOOK.drik[g]), g).toBeLessThan(0.15);
    }
  });

  it('totals in rupas', () => {
    expect(Math.abs(sb.Sun.totalRupas - BOOK.totalRupas.Sun)).toBeLessThan(0.01);
    expect(Math.abs(sb.Moon.totalRupas - BOOK.totalRupas.Moon)).toBeLessThan(0.01);
    expect(Math.abs(sb.Jupiter.totalRupas - BOOK.totalRupas.Jupiter)).toBeLessThan(0.01);
    expect(Math.abs(sb.Venus.totalRupas - BOOK.totalRupas.Venus)).toBeLessThan(0.01);
    // Mercury: the sum of the book's own components (its printed 9.743 is an addition slip)
    const mercuryComponents = (294.8 + 21.86 + 219.92 + 2.13 + 25.7 + 16.05) / 60;
    expect(Math.abs(sb.Mercury.totalRupas - mercuryComponents)).toBeLessThan(0.01);
    // Mars and Saturn: the book's totals moved by the saptavargaja gap
    expect(
      Math.abs(sb.Mars.totalRupas - (BOOK.totalRupas.Mars + SAPTAVARGAJA_GAP.Mars! / 60)),
    ).toBeLessThan(0.015);
    expect(
      Math.abs(sb.Saturn.totalRupas - (BOOK.totalRupas.Saturn + SAPTAVARGAJA_GAP.Saturn! / 60)),
    ).toBeLessThan(0.01);
    for (const g of SAPTA_GRAHAS) {
      expect(sb[g].totalVirupas).toBeCloseTo(sb[g].totalRupas * 60, 9);
      expect(sb[g].ratio).toBeCloseTo(sb[g].totalRupas / sb[g].requiredRupas, 12);
    }
    expect(sb.Sun.requiredRupas).toBe(6.5);
    expect(
      shadbala(ramanBasis(), { cheshtaMeans: RAMAN_MEANS, requiredRupas: 'raman' }).Sun
        .requiredRupas,
    ).toBe(5);
  });

  it('the printed totals: within 0.1 rupa for 5 of 7 grahas; Mars and Saturn off by exactly their saptavargaja lines', () => {
    const within = SAPTA_GRAHAS.filter(
      (g) => Math.abs(sb[g].totalRupas - BOOK.totalRupas[g]) < 0.1,
    );
    expect(within).toEqual(['Sun', 'Moon', 'Mercury', 'Jupiter', 'Venus']);
    for (const g of ['Mars', 'Saturn'] as const) {
      const rest = sb[g].totalRupas - BOOK.totalRupas[g] - SAPTAVARGAJA_GAP[g]! / 60;
      expect(Math.abs(rest), g).toBeLessThan(0.015);
    }
  });

  it('a second implementation of the rule, PyJHora 4.8.5 on its own positions of this birth, gives Mars 90 and Saturn 97.5 too', () => {
    const r = pyjhoraFixture.raman_standard_horoscope;
    const col = pyjhoraFixture.components.indexOf('saptavargaja');
    // its Mars and Saturn stand in the book's signs (Scorpio, Leo)
    expect([Math.floor(r.lon[2]! / 30), Math.floor(r.lon[6]! / 30)]).toEqual([7, 4]);
    expect([Math.floor(RAMAN_LONS.Mars! / 30), Math.floor(RAMAN_LONS.Saturn! / 30)]).toEqual([
      7, 4,
    ]);
    expect(r.pyjhora[2]![col]).toBe(sb.Mars.components.sthana.saptavargaja);
    expect(r.pyjhora[6]![col]).toBe(sb.Saturn.components.sthana.saptavargaja);
  });

  it('bhava bala: totals of the bhavas whose lords reconcile', () => {
    const bb = bhavaBala(ramanBasis(), { shadbala: detailed });
    // book bhava bala (rupas): IV 6.43, V 10.20, VII 7.48, VIII 7.45, IX 7.06, XI 8.50, XII 9.66
    const book: Record<number, number> = {
      4: 6.43,
      5: 10.2,
      7: 7.48,
      8: 7.45,
      9: 7.06,
      11: 8.5,
      12: 9.66,
    };
    for (const [h, v] of Object.entries(book)) {
      expect(Math.abs(bb.rupas[Number(h) - 1]! - v), `bhava ${h}`).toBeLessThan(0.015);
    }
    expect(bb.virupas).toHaveLength(12);
    expect(bb.bhavas[6]!.madhyaDeg).toBeCloseTo(dm(114, 57), 6);
  });

  it('bhava bala: dig + drishti against the printed totals less the printed lord strengths', () => {
    const bb = bhavaBala(ramanBasis(), { shadbala: detailed });
    const printed = [6.7, 6.66, 7.54, 6.43, 10.2, 9.78, 7.48, 7.45, 7.06, 7.64, 8.5, 9.66];
    // lords' shadbala as printed (Mercury: the sum of its printed components, see the header)
    const lordRupas: Row = {
      ...BOOK.totalRupas,
      Mercury: (294.8 + 21.86 + 219.92 + 2.13 + 25.7 + 16.05) / 60,
    };
    // The printed totals of bhavas I, II (lord Saturn) and III, X (lord Mars) differ from their own
    // parts by exactly one rupa (I 7.70, II 7.66, III 6.54, X 6.64 would close): a misprinted
    // integer digit. Bhava VI (9.78) does not reconcile and is left out.
    const oneRupa: Record<number, number> = { 1: 60, 2: 60, 3: -60, 10: -60 };
    for (const b of bb.bhavas) {
      if (b.bhava === 6) continue;
      const parts = (printed[b.bhava - 1]! - lordRupas[b.lord]) * 60 + (oneRupa[b.bhava] ?? 0);
      expect(Math.abs(b.dig + b.drishti - parts), `bhava ${b.bhava}`).toBeLessThan(0.6);
    }
    // dig bala in ten-virupa steps from the bhava where the madhya's class is weakest
    expect(bb.bhavas.map((b) => b.dig)).toEqual([30, 50, 10, 0, 20, 10, 30, 40, 20, 30, 40, 40]);
  });
});

describe('rules in isolation', () => {
  it('drishti values at the joints (Sripati, as Raman gives them)', () => {
    expect([30, 60, 90, 120, 150, 180, 240, 300, 20, 330].map(drishtiValue)).toEqual([
      0, 15, 45, 30, 0, 60, 30, 0, 0, 0,
    ]);
  });

  it('Sripati bhava madhyas trisect the quadrants', () => {
    const m = sripatiBhavaMadhyas(0, 270);
    expect(m.map((x) => Math.round(x * 1e6) / 1e6)).toEqual([
      0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330,
    ]);
  });

  it('the ahargana weekday is the civil weekday on every day of a year', () => {
    const b = ramanBasis();
    for (let d = 0; d < 366; d++) {
      const basis = {
        ...b,
        jdUt: b.jdUt + d,
        sunriseJdUt: b.sunriseJdUt! + d,
        sunsetJdUt: b.sunsetJdUt! + d,
        nextSunriseJdUt: b.nextSunriseJdUt! + d,
        prevSunsetJdUt: b.prevSunsetJdUt! + d,
      };
      const frame = dayFrame(basis);
      const lords = timeLords(basis, frame);
      expect(lords.varaLord).toBe(VARA_LORDS[(frame.hinduDayJdn + 1) % 7]);
    }
  });

  it('a birth before sunrise belongs to the previous Hindu day, in the last third of its night', () => {
    const b = ramanBasis();
    const basis = { ...b, jdUt: lmt(4) };
    const d = shadbalaDetailed(basis, { cheshtaMeans: RAMAN_MEANS });
    expect(d.context.isDay).toBe(false);
    // 16 Oct 1918 was a Wednesday; 4 a.m. LMT is still the night of Tuesday, lord Mars
    expect(d.context.varaLord).toBe('Mars');
    expect(d.context.third).toBe(2);
    expect(d.grahas.Mars.components.kala.tribhaga).toBe(60);
  });

  it('planetary war: within 1 degree, the lesser longitude wins and the loser pays the same', () => {
    const b = ramanBasis();
    const lons: Record<string, number> = { ...RAMAN_LONS, Venus: dm(229, 20) }; // Venus 29' behind Mars
    const basis: ChartBasis = {
      ...b,
      grahas: b.grahas.map((g) => ({
        ...g,
        lonDeg: lons[g.name]!,
        tropicalLonDeg: (lons[g.name]! + AYANAMSA) % 360,
      })),
    };
    const d = shadbalaDetailed(basis, { cheshtaMeans: RAMAN_MEANS });
    expect(d.context.wars).toHaveLength(1);
    const w = d.context.wars[0]!;
    expect(w.winner).toBe('Venus');
    expect(w.loser).toBe('Mars');
    expect(d.grahas.Venus.components.kala.yuddha).toBeCloseTo(w.virupas, 12);
    expect(d.grahas.Mars.components.kala.yuddha).toBeCloseTo(-w.virupas, 12);
    expect(w.virupas).toBeGreaterThan(0);
  });

  it('without sunrise and sunset the day frame falls back to 6h-18h local mean time', () => {
    const {
      sunriseJdUt: _a,
      sunsetJdUt: _b,
      nextSunriseJdUt: _c,
      prevSunsetJdUt: _d,
      ...rest
    } = ramanBasis();
    const d = shadbalaDetailed({ ...rest, jdUt: lmt(14.5) } as ChartBasis, {
      cheshtaMeans: RAMAN_MEANS,
    });
    expect(d.context.dayFrameSource).toBe('local-mean-time-6h-18h');
    expect(d.context.isDay).toBe(true);
    expect(d.context.third).toBe(2);
  });
});

describe('cheshta bala with mean elements of date (physical sanity, real ephemeris)', () => {
  // A basis from the engine's ephemeris (Lahiri); only cheshta is looked at, which must be near 60
  // deep in retrogression (outer planet at opposition, inner at inferior conjunction) and small in
  // fast direct motion (at superior conjunction / conjunction with the Sun).
  function ephemerisBasis(jdUt: number): ChartBasis {
    const set = grahaPositions(jdUt);
    return {
      jdUt,
      jdTt: set.jdTt,
      latDeg: 13,
      lonDeg: 77.6,
      tzHours: 5.5,
      ayanamsaDeg: set.ayanamsaDeg,
      grahas: set.grahas.map((g) => ({
        name: g.name,
        lonDeg: g.siderealLonDeg,
        latDeg: g.latDeg,
        speedDegPerDay: g.speedDegPerDay,
        retrograde: g.retrograde,
        distAu: g.distAu,
        tropicalLonDeg: g.tropicalLonDeg,
      })),
      ascendantDeg: 0,
      mcDeg: 270,
      obliquityDeg: 23.44,
    };
  }
  it('Jupiter at opposition (3 Nov 2023) and Mars at opposition (16 Jan 2025) are near 60', () => {
    expect(shadbala(ephemerisBasis(2460251.5)).Jupiter.components.cheshta).toBeGreaterThan(55);
    expect(shadbala(ephemerisBasis(2460691.5)).Mars.components.cheshta).toBeGreaterThan(55);
  });
  it('Mercury at inferior conjunction (11 Apr 2024) is near 60; Jupiter at conjunction (18 May 2024) near 0', () => {
    expect(shadbala(ephemerisBasis(2460411.5)).Mercury.components.cheshta).toBeGreaterThan(50);
    expect(shadbala(ephemerisBasis(2460448.5)).Jupiter.components.cheshta).toBeLessThan(8);
  });
  it('every component stays in range and the totals add up on a real chart', () => {
    const sb = shadbala(ephemerisBasis(2460324.5));
    for (const g of SAPTA_GRAHAS) {
      const c = sb[g].components;
      for (const v of [
        c.sthana.uchcha,
        c.dig,
        c.cheshta,
        c.naisargika,
        c.kala.nathonnatha,
        c.kala.paksha,
        c.kala.ayana,
      ]) {
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(60);
      }
      const sum = c.sthana.total + c.dig + c.kala.total + c.cheshta + c.naisargika + c.drik;
      expect(sb[g].totalVirupas).toBeCloseTo(sum, 9);
    }
  });
});
