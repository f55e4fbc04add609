/**
 * @module Sidereal time, ascendant and MC, matching Swiss Ephemeris 2.10.
 *
 * From 1850-01-01 to 2050-01-01 UT, GMST is the IAU 2006 expression (Earth rotation angle plus the
 * precession polynomial) and GAST adds the equation of the equinoxes, dpsi cos(eps) (IAU 2000B)
 * plus its main complementary terms: this reproduces SE's swe_sidtime to 0.001".
 * Before 1850 and from 2050 SE switches to its long-term sidereal time (long-term.ts: the mean
 * longitude of the Earth carried to the ecliptic of date by Vondrák 2011 precession), which
 * differs from IAU 2006 by 1.9" at 2050, 8" at 1500 and 330" at year 0; the engine computes the
 * same model there (see docs/accuracy.md).
 */
import { J2000_JD, jdTtFromUt } from '../time/julian.js';
import {
  SE_LONG_TERM_SIDEREAL_BEFORE_JD_UT,
  SE_LONG_TERM_SIDEREAL_FROM_JD_UT,
  seLongTermGmstDeg,
} from './long-term.js';
import { nutationRad, meanObliquityArcsec } from './nutation.js';

const DEG = Math.PI / 180;
const ARCSEC = DEG / 3600;
/** 2050-01-01 0h UT: from here SE uses its long-term sidereal time. */
export const SE_LONG_TERM_SIDEREAL_TIME_FROM_JD_UT = SE_LONG_TERM_SIDEREAL_FROM_JD_UT;
/** 1850-01-01 0h UT: up to here SE uses its long-term sidereal time. */
export const SE_LONG_TERM_SIDEREAL_TIME_BEFORE_JD_UT = SE_LONG_TERM_SIDEREAL_BEFORE_JD_UT;

/** Sidereal time at Greenwich. */
export interface SiderealTime {
  /** Greenwich mean sidereal time, degrees [0, 360) */
  gmstDeg: number;
  /** Greenwich apparent sidereal time, degrees [0, 360) */
  gastDeg: number;
}

const norm = (x: number): number => {
  const r = x % 360;
  return r < 0 ? r + 360 : r;
};

function gmstGastDeg(
  jdUt: number,
  jdTt: number,
  dpsiRad: number,
  epsTrueRad: number,
): SiderealTime {
  if (jdUt <= SE_LONG_TERM_SIDEREAL_BEFORE_JD_UT || jdUt >= SE_LONG_TERM_SIDEREAL_FROM_JD_UT) {
    // SE's long-term model: its equation of the equinoxes is dpsi cos(eps) alone
    const gmst = seLongTermGmstDeg(jdUt, jdTt);
    return { gmstDeg: gmst, gastDeg: norm(gmst + (dpsiRad * Math.cos(epsTrueRad)) / DEG) };
  }
  const du = jdUt - J2000_JD;
  // Earth rotation angle, split to keep precision
  const era = 360 * (((0.779057273264 + 0.00273781191135448 * du) % 1) + (du % 1));
  const t = (jdTt - J2000_JD) / 36525;
  const precArcsec =
    0.014506 +
    t *
      (4612.156534 + t * (1.3915817 + t * (-0.00000044 + t * (-0.000029956 + t * -0.0000000368))));
  const gmst = era + precArcsec / 3600;
  // equation of the equinoxes with its main complementary terms (IERS 2003)
  const om = (125.04455501 - 1934.1361849 * t) * DEG;
  const eqeq =
    (dpsiRad * Math.cos(epsTrueRad)) / DEG +
    (0.00264096 * Math.sin(om) + 0.00006352 * Math.sin(2 * om)) / 3600;
  return { gmstDeg: norm(gmst), gastDeg: norm(gmst + eqeq) };
}

/**
 * Greenwich mean and apparent sidereal time, as Swiss Ephemeris computes them.
 * @param jdUt Julian day, UT
 */
export function siderealTime(jdUt: number): SiderealTime {
  const jdTt = jdTtFromUt(jdUt);
  const t = (jdTt - J2000_JD) / 36525;
  const { dpsiRad, depsRad } = nutationRad(t);
  return gmstGastDeg(jdUt, jdTt, dpsiRad, meanObliquityArcsec(t) * ARCSEC + depsRad);
}

/** Ascendant, MC and the quantities house systems need. */
export interface AscendantMc {
  /** tropical ascendant (true equinox of date), degrees [0, 360) */
  ascTropicalDeg: number;
  /** tropical midheaven (true equinox of date), degrees [0, 360) */
  mcTropicalDeg: number;
  /** right ascension of the MC = local apparent sidereal time, degrees [0, 360) */
  armcDeg: number;
  /** true obliquity of the ecliptic, degrees */
  obliquityDeg: number;
  /** nutation in longitude, degrees: sidereal = tropical - dpsi - mean ayanamsa */
  dpsiDeg: number;
}

/**
 * Ascendant and MC for a place and instant (Swiss Ephemeris conventions).
 * @param jdUt Julian day, UT
 * @param latDeg geographic latitude, degrees, north positive, (-90, 90)
 * @param lonDeg geographic longitude, degrees, east positive
 */
export function ascendantMc(jdUt: number, latDeg: number, lonDeg: number): AscendantMc {
  const jdTt = jdTtFromUt(jdUt);
  const t = (jdTt - J2000_JD) / 36525;
  const { dpsiRad, depsRad } = nutationRad(t);
  const eps = meanObliquityArcsec(t) * ARCSEC + depsRad;
  const { gastDeg } = gmstGastDeg(jdUt, jdTt, dpsiRad, eps);
  const armcDeg = norm(gastDeg + lonDeg);
  const th = armcDeg * DEG;
  const ce = Math.cos(eps),
    se = Math.sin(eps);
  const phi = latDeg * DEG;
  let asc = norm(Math.atan2(Math.cos(th), -(Math.sin(th) * ce + Math.tan(phi) * se)) / DEG);
  const mc = norm(Math.atan2(Math.sin(th), Math.cos(th) * ce) / DEG);
  // inside the polar circles the formula can give the descendant: like SE, take the point that
  // lies east of the MC (0 < asc - mc < 180); outside them this always holds already
  const ascMinusMc = norm(asc - mc);
  if (ascMinusMc >= 180) asc = norm(asc + 180);
  return {
    ascTropicalDeg: asc,
    mcTropicalDeg: mc,
    armcDeg,
    obliquityDeg: eps / DEG,
    dpsiDeg: dpsiRad / DEG,
  };
}
