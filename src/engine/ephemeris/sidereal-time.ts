/**
 * @module Sidereal time, ascendant and MC, matching Swiss Ephemeris 2.10.
 *
 * GMST is the IAU 2006 expression (Earth rotation angle plus the precession polynomial); GAST adds
 * the equation of the equinoxes, dpsi cos(eps) (IAU 2000B) plus its main complementary terms.
 * Until 2049 this reproduces SE's swe_sidtime to 0.001". From 2050-01-01 UT SE switches to its
 * long-term sidereal time
 * model, which differs from IAU 2006 by about -1.9" at the switch and drifts further; a quadratic
 * in time fitted to SE 2.10.03 over 2050-2100 reproduces it (see docs/accuracy.md).
 */
import { J2000_JD, jdTtFromUt } from '../time/julian.js';
import { nutationRad, meanObliquityArcsec } from './nutation.js';

const DEG = Math.PI / 180;
const ARCSEC = DEG / 3600;
/** 2050-01-01 0h UT: from here SE uses its long-term sidereal time. */
export const SE_LONG_TERM_SIDEREAL_TIME_FROM_JD_UT = 2469807.5;
/**
 * Correction (arcseconds of sidereal time) from 2050-01-01 UT: c0 + c1 u + c2 u^2, u in Julian
 * centuries UT from then; fitted to SE 2.10.03 over 2050-2100 by
 * `node scripts/run-ts.mjs scripts/gen-ephemeris-fixture.ts --sidereal-fit`.
 */
export const LONG_TERM_CORRECTION: readonly [number, number, number] = [-1.910275, 0.038451, 0.372742];

/** Sidereal time at Greenwich. */
export interface SiderealTime {
  /** Greenwich mean sidereal time, degrees [0, 360) */
  gmstDeg: number;
  /** Greenwich apparent sidereal time, degrees [0, 360) */
  gastDeg: number;
}

const norm = (x: number): number => { const r = x % 360; return r < 0 ? r + 360 : r; };

function gmstGastDeg(jdUt: number, jdTt: number, dpsiRad: number, epsTrueRad: number): SiderealTime {
  const du = jdUt - J2000_JD;
  // Earth rotation angle, split to keep precision
  const era = 360 * (((0.779057273264 + 0.00273781191135448 * du) % 1) + (du % 1));
  const t = (jdTt - J2000_JD) / 36525;
  const precArcsec = 0.014506 + t * (4612.156534 + t * (1.3915817 + t * (-0.00000044 + t * (-0.000029956 + t * -0.0000000368))));
  let gmst = era + precArcsec / 3600;
  if (jdUt >= SE_LONG_TERM_SIDEREAL_TIME_FROM_JD_UT) {
    const u = (jdUt - SE_LONG_TERM_SIDEREAL_TIME_FROM_JD_UT) / 36525;
    gmst += (LONG_TERM_CORRECTION[0] + u * (LONG_TERM_CORRECTION[1] + u * LONG_TERM_CORRECTION[2])) / 3600;
  }
  // equation of the equinoxes with its main complementary terms (IERS 2003)
  const om = (125.04455501 - 1934.1361849 * t) * DEG;
  const eqeq = dpsiRad * Math.cos(epsTrueRad) / DEG + (0.00264096 * Math.sin(om) + 0.00006352 * Math.sin(2 * om)) / 3600;
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
  const ce = Math.cos(eps), se = Math.sin(eps);
  const phi = latDeg * DEG;
  let asc = norm(Math.atan2(Math.cos(th), -(Math.sin(th) * ce + Math.tan(phi) * se)) / DEG);
  const mc = norm(Math.atan2(Math.sin(th), Math.cos(th) * ce) / DEG);
  // inside the polar circles the formula can give the descendant: like SE, take the point that
  // lies east of the MC (0 < asc - mc < 180); outside them this always holds already
  const ascMinusMc = norm(asc - mc);
  if (ascMinusMc >= 180) asc = norm(asc + 180);
  return { ascTropicalDeg: asc, mcTropicalDeg: mc, armcDeg, obliquityDeg: eps / DEG, dpsiDeg: dpsiRad / DEG };
}
