/**
 * @module B.V. Raman's worked Standard Horoscope ("Graha and Bhava Balas": born 16 October 1918,
 * 2:14 p.m. LAT, Bangalore 13N 77E35, Raman ayanamsa 21 16) as the book states it: the basis built
 * by hand from its nirayana longitudes, lagna and MC, its mean longitudes for cheshta bala, and the
 * figures of its consolidated table (ch. VIII). Shared by test/engine/shadbala/shadbala.test.ts and
 * the verification report (scripts/verify/shadbala.ts).
 */
import { GRAHA_NAMES, type SaptaGraha } from '../../src/engine/core/constants.js';
import type { ChartBasis } from '../../src/engine/core/chart-basis.js';
import { jdFromGregorian } from '../../src/engine/time/julian.js';

export const dm = (d: number, m: number): number => d + m / 60;
export const AYANAMSA = dm(21, 16);
export const LON_E = dm(77, 35);
export const RAMAN_LONS: Record<string, number> = {
  Sun: dm(179, 8),
  Moon: dm(311, 40),
  Mars: dm(229, 49),
  Mercury: dm(180, 33),
  Jupiter: dm(83, 35),
  Venus: dm(170, 4),
  Saturn: dm(124, 51),
  Rahu: dm(53, 23),
  Ketu: dm(233, 23),
};
const JD0 = jdFromGregorian(1918, 10, 16, 0);
export const lmt = (hours: number): number => JD0 + (hours - LON_E / 15) / 24;

export function ramanBasis(): ChartBasis {
  const jdUt = lmt(14);
  return {
    jdUt,
    jdTt: jdUt + 21 / 86400,
    latDeg: 13,
    lonDeg: LON_E,
    tzHours: 5.5,
    ayanamsaDeg: AYANAMSA,
    grahas: GRAHA_NAMES.map((name) => ({
      name,
      lonDeg: RAMAN_LONS[name]!,
      latDeg: 0,
      speedDegPerDay: name === 'Rahu' || name === 'Ketu' ? -0.053 : 1,
      retrograde: name === 'Rahu' || name === 'Ketu',
      distAu: 1,
      tropicalLonDeg: (RAMAN_LONS[name]! + AYANAMSA) % 360,
    })),
    ascendantDeg: dm(294, 57),
    mcDeg: dm(214, 55),
    obliquityDeg: 23.45,
    sunriseJdUt: lmt(dm(5, 51)),
    sunsetJdUt: lmt(dm(17, 41)),
    nextSunriseJdUt: lmt(24 + dm(5, 51)),
    prevSunsetJdUt: lmt(dm(17, 41) - 24),
  };
}
export const RAMAN_MEANS = {
  sun: 181.2275,
  mars: 266.34,
  jupiter: 66.91,
  saturn: 111.23,
  mercurySeeghrochcha: 174.49,
  venusSeeghrochcha: 158.35,
};

export type Row = Record<SaptaGraha, number>;
export const BOOK = {
  uchcha: {
    Sun: 3.6,
    Moon: 32.9,
    Mars: 37.2,
    Mercury: 54.8,
    Jupiter: 56.2,
    Venus: 2.3,
    Saturn: 34.9,
  } as Row,
  saptavargaja: {
    Sun: 129.375,
    Moon: 48.75,
    Mars: 112.5,
    Mercury: 150,
    Jupiter: 71.25,
    Venus: 110.625,
    Saturn: 82.5,
  } as Row,
  ojayugma: { Sun: 0, Moon: 15, Mars: 15, Mercury: 30, Jupiter: 15, Venus: 30, Saturn: 15 } as Row,
  kendradi: { Sun: 15, Moon: 30, Mars: 30, Mercury: 60, Jupiter: 15, Venus: 15, Saturn: 30 } as Row,
  sthana: {
    Sun: 147.975,
    Moon: 141.65,
    Mars: 194.7,
    Mercury: 294.8,
    Jupiter: 157.45,
    Venus: 157.925,
    Saturn: 162.4,
  } as Row,
  dig: {
    Sun: 48.07,
    Moon: 32.25,
    Mars: 55.03,
    Mercury: 21.86,
    Jupiter: 10.45,
    Venus: 14.95,
    Saturn: 56.7,
  } as Row,
  /** Raman's kala column, which holds the Sun's doubled ayana and the Moon's doubled paksha */
  kala: {
    Sun: 104.49,
    Moon: 202.75,
    Mars: 28.39,
    Mercury: 219.92,
    Jupiter: 211.93,
    Venus: 116.81,
    Saturn: 115.69,
  } as Row,
  cheshta: {
    Mars: 22.28,
    Mercury: 2.13,
    Jupiter: 35.33,
    Venus: 5.76,
    Saturn: 21.06,
  } as Partial<Row>,
  naisargika: {
    Sun: 60,
    Moon: 51.43,
    Mars: 17.14,
    Mercury: 25.7,
    Jupiter: 34.28,
    Venus: 42.85,
    Saturn: 8.57,
  } as Row,
  drik: {
    Sun: 16.72,
    Moon: -11.9,
    Mars: 5.35,
    Mercury: 16.05,
    Jupiter: -6.57,
    Venus: 18.67,
    Saturn: 7.37,
  } as Row,
  totalRupas: {
    Sun: 6.288,
    Moon: 6.936,
    Mars: 5.381,
    Mercury: 9.743,
    Jupiter: 7.381,
    Venus: 5.949,
    Saturn: 6.196,
  } as Row,
};
