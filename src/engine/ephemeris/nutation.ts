/**
 * @module Nutation and obliquity: IAU 2000B nutation (77 luni-solar terms), the model Swiss
 * Ephemeris 2.10 uses, and the mean obliquity (IAU 2006 within 1800-2200, Vondrák 2011 outside).
 */
import { LONG_TERM_FROM_CENTURIES, vondrakObliquityArcsec } from './long-term.js';
import { J2000_JD } from '../time/julian.js';
import { NUTATION_IAU2000B } from './series/nutation-iau2000b.js';

/** Nutation and obliquity at one instant, all in degrees. */
export interface Nutation {
  /** nutation in longitude, degrees (|dpsi| < 0.0053) */
  dpsiDeg: number;
  /** rate of dpsi, degrees per day */
  dpsiRateDegPerDay: number;
  /** nutation in obliquity, degrees (|deps| < 0.0027) */
  depsDeg: number;
  /** mean obliquity of the ecliptic (IAU 2006 within 1800-2200, Vondrák 2011 outside), degrees (about 23.44 today) */
  meanObliquityDeg: number;
  /** mean obliquity + deps, degrees */
  trueObliquityDeg: number;
}

const DEG = Math.PI / 180;
const ARCSEC = DEG / 3600;

/**
 * Mean obliquity of the ecliptic in arcseconds; t in Julian centuries TT from J2000. IAU 2006
 * within 1800-2200 (|t| <= 2); outside, Vondrák et al. (2011), which Swiss Ephemeris uses and
 * which stays valid over millennia where the IAU 2006 polynomial does not (long-term.ts).
 */
export function meanObliquityArcsec(t: number): number {
  if (Math.abs(t) > LONG_TERM_FROM_CENTURIES) return vondrakObliquityArcsec(t);
  return (
    84381.406 +
    t * (-46.836769 + t * (-0.0001831 + t * (0.0020034 + t * (-0.000000576 + t * -0.0000000434))))
  );
}

/**
 * Nutation in longitude and obliquity in radians at t (Julian centuries TT from J2000), IAU 2000B,
 * with the rate of dpsi (radians per day).
 * The last instant is remembered (same input, same output), so asking twice sums the series once.
 */
export function nutationRad(t: number): {
  dpsiRad: number;
  depsRad: number;
  dpsiRateRadPerDay: number;
} {
  // the same instant is often asked for twice (positions, then the ascendant): keep the last one
  if (t === lastT && lastValue) return lastValue;
  lastValue = computeNutationRad(t);
  lastT = t;
  return lastValue;
}
let lastT = NaN;
let lastValue: { dpsiRad: number; depsRad: number; dpsiRateRadPerDay: number } | undefined;

function computeNutationRad(t: number): {
  dpsiRad: number;
  depsRad: number;
  dpsiRateRadPerDay: number;
} {
  // Delaunay arguments (IERS 2003), arcseconds -> radians, and their rates per century
  const el = ((485868.249036 + 1717915923.2178 * t) % 1296000) * ARCSEC;
  const elp = ((1287104.79305 + 129596581.0481 * t) % 1296000) * ARCSEC;
  const f = ((335779.526232 + 1739527262.8478 * t) % 1296000) * ARCSEC;
  const d = ((1072260.70369 + 1602961601.209 * t) % 1296000) * ARCSEC;
  const om = ((450160.398036 - 6962890.5431 * t) % 1296000) * ARCSEC;
  const rl = 1717915923.2178 * ARCSEC,
    rlp = 129596581.0481 * ARCSEC,
    rf = 1739527262.8478 * ARCSEC,
    rd = 1602961601.209 * ARCSEC,
    rom = -6962890.5431 * ARCSEC;
  let dpsi = 0;
  let deps = 0;
  let dpsiRate = 0;
  const tab = NUTATION_IAU2000B;
  for (let i = tab.length - 11; i >= 0; i -= 11) {
    const nl = tab[i]!,
      nlp = tab[i + 1]!,
      nf = tab[i + 2]!,
      nd = tab[i + 3]!,
      nom = tab[i + 4]!;
    const arg = nl * el + nlp * elp + nf * f + nd * d + nom * om;
    const sa = Math.sin(arg),
      ca = Math.cos(arg);
    const ps = tab[i + 5]! + tab[i + 6]! * t,
      pc = tab[i + 7]!;
    dpsi += ps * sa + pc * ca;
    deps += (tab[i + 8]! + tab[i + 9]! * t) * ca + tab[i + 10]! * sa;
    dpsiRate += (ps * ca - pc * sa) * (nl * rl + nlp * rlp + nf * rf + nd * rd + nom * rom);
  }
  // units of 1e-7 arcsec; without the fixed planetary offsets of nut00b (-0.135, +0.388 mas), as
  // Swiss Ephemeris computes it (measured: 0.0006" instead of 0.0007")
  return {
    dpsiRad: dpsi * 1e-7 * ARCSEC,
    depsRad: deps * 1e-7 * ARCSEC,
    dpsiRateRadPerDay: (dpsiRate * 1e-7 * ARCSEC) / 36525,
  };
}

/**
 * Nutation (IAU 2000B) and obliquity (IAU 2006) at a Julian day in TT.
 * @param jdTt Julian day, Terrestrial Time
 */
export function nutation(jdTt: number): Nutation {
  const t = (jdTt - J2000_JD) / 36525;
  const { dpsiRad, depsRad, dpsiRateRadPerDay } = nutationRad(t);
  const meanObliquityDeg = meanObliquityArcsec(t) / 3600;
  const depsDeg = depsRad / DEG;
  return {
    dpsiDeg: dpsiRad / DEG,
    dpsiRateDegPerDay: dpsiRateRadPerDay / DEG,
    depsDeg,
    meanObliquityDeg,
    trueObliquityDeg: meanObliquityDeg + depsDeg,
  };
}
