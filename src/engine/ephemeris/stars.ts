/**
 * @module Apparent places of the two stars that define the star-based ayanamsas, computed the way
 * Swiss Ephemeris computes a fixed star: catalogue position (ICRS, J2000.0) with space motion
 * (proper motion and radial velocity), annual parallax, light deflection by the Sun and annual
 * aberration (Earth's barycentric velocity), frame bias, IAU 2006 precession, mean ecliptic of
 * date. The catalogue records are the ones SE 2.10 builds in for its true ayanamsas.
 */
import { vsopTablesFor } from './vsop-select.js';
import { vsopState } from './series-eval.js';
import {
  apply3,
  mul3,
  precessionMatrix,
  rot1,
  rot2,
  rot3,
  VSOP_TO_FK5,
  type Mat3,
} from './frames.js';
import { meanObliquityArcsec } from './nutation.js';
import { effectiveSolarMass, SUN_RADIUS_AU } from './apparent.js';

/** A star catalogue record. */
export interface StarRecord {
  /** right ascension, ICRS, J2000.0, degrees */
  raDeg: number;
  /** declination, ICRS, J2000.0, degrees */
  decDeg: number;
  /** proper motion in right ascension times cos(dec), milliarcseconds per year */
  pmRaCosDecMasPerYear: number;
  /** proper motion in declination, milliarcseconds per year */
  pmDecMasPerYear: number;
  /** radial velocity, km/s */
  radialVelocityKmPerS: number;
  /** parallax, milliarcseconds */
  parallaxMas: number;
}

const hms = (h: number, m: number, s: number): number => (h + m / 60 + s / 3600) * 15;
const dms = (sign: number, d: number, m: number, s: number): number =>
  sign * (d + m / 60 + s / 3600);

/** Stars of the true ayanamsas (SE 2.10 built-in records, Hipparcos-based). */
export const STARS = {
  /** alpha Virginis (Spica, Chitra): 13h25m11.57937s -11d09'40.7501" */
  spica: {
    raDeg: hms(13, 25, 11.57937),
    decDeg: dms(-1, 11, 9, 40.7501),
    pmRaCosDecMasPerYear: -42.35,
    pmDecMasPerYear: -30.67,
    radialVelocityKmPerS: 1,
    parallaxMas: 13.06,
  },
  /** delta Cancri (Asellus Australis, Pushya): 08h44m41.09921s +18d09'15.5034" */
  deltaCancri: {
    raDeg: hms(8, 44, 41.09921),
    decDeg: dms(1, 18, 9, 15.5034),
    pmRaCosDecMasPerYear: -17.67,
    pmDecMasPerYear: -229.26,
    radialVelocityKmPerS: 17.14,
    parallaxMas: 24.98,
  },
} satisfies Record<string, StarRecord>;

const DEG = Math.PI / 180;
const ARCSEC = DEG / 3600;
const AU_KM = 149597870.7;
const C_AU_PER_DAY = 173.1446326846693;
const SRS_AU = 1.97412574336e-8;
const MASS_RATIO_JUPITER = 1 / 1047.3486;
const MASS_RATIO_SATURN = 1 / 3497.898;

/** IERS 2003 frame bias, ICRS -> mean equator and equinox of J2000. */
const FRAME_BIAS: Mat3 = mul3(
  rot1(0.0068192 * ARCSEC),
  mul3(rot2(-0.016617 * ARCSEC), rot3(-0.0146 * ARCSEC)),
);

/**
 * Apparent longitude of a star from the mean equinox and ecliptic of date (no nutation), degrees.
 * @param star catalogue record
 * @param jdTt Julian day, Terrestrial Time
 */
export function starMeanOfDateLonDeg(star: StarRecord, jdTt: number): number {
  const ra = star.raDeg * DEG,
    dec = star.decDeg * DEG;
  const cd = Math.cos(dec),
    sd = Math.sin(dec),
    ca = Math.cos(ra),
    sa = Math.sin(ra);
  const distAu = 1 / ((star.parallaxMas / 1000) * ARCSEC);
  const masPerYearToRadPerDay = ARCSEC / 1000 / 365.25;
  const pmRa = (star.pmRaCosDecMasPerYear * masPerYearToRadPerDay) / cd;
  const pmDec = star.pmDecMasPerYear * masPerYearToRadPerDay;
  const rv = (star.radialVelocityKmPerS * 86400) / AU_KM;
  const dt = jdTt - 2451545.0;
  // barycentric position at the date (linear space motion), AU, ICRS equatorial
  const px = distAu * cd * ca + dt * (-distAu * (sa * cd * pmRa + ca * sd * pmDec) + rv * cd * ca);
  const py = distAu * cd * sa + dt * (distAu * (ca * cd * pmRa - sa * sd * pmDec) + rv * cd * sa);
  const pz = distAu * sd + dt * (distAu * cd * pmDec + rv * sd);
  // Earth: heliocentric state, plus the Sun's barycentric velocity from Jupiter and Saturn
  const e = new Float64Array(6),
    j = new Float64Array(6),
    s = new Float64Array(6);
  const vsop = vsopTablesFor(jdTt);
  vsopState(vsop.earth, jdTt, e);
  vsopState(vsop.jupiter, jdTt, j);
  vsopState(vsop.saturn, jdTt, s);
  const total = 1 + MASS_RATIO_JUPITER + MASS_RATIO_SATURN;
  const eb = new Float64Array(6);
  for (let k = 0; k < 6; k++)
    eb[k] = e[k]! - (MASS_RATIO_JUPITER * j[k]! + MASS_RATIO_SATURN * s[k]!) / total;
  const eq = new Float64Array(6);
  apply3(VSOP_TO_FK5, eb, 0, eq, 0);
  apply3(VSOP_TO_FK5, eb, 3, eq, 3);
  const eh = new Float64Array(3);
  apply3(VSOP_TO_FK5, e, 0, eh, 0);
  // geocentric direction (parallax)
  let ux = px - eq[0]!,
    uy = py - eq[1]!,
    uz = pz - eq[2]!;
  let n = Math.sqrt(ux * ux + uy * uy + uz * uz);
  ux /= n;
  uy /= n;
  uz /= n;
  // light deflection by the Sun (q ~ u for a star)
  const er = Math.sqrt(eh[0]! * eh[0]! + eh[1]! * eh[1]! + eh[2]! * eh[2]!);
  const enx = eh[0]! / er,
    eny = eh[1]! / er,
    enz = eh[2]! / er;
  // a ray through the solar disc feels only the mass inside its closest approach (SE's table)
  const cosElong = -(ux * enx + uy * eny + uz * enz);
  const sinElong = Math.sqrt(Math.max(0, 1 - cosElong * cosElong));
  const sinSunRadius = SUN_RADIUS_AU / er;
  const massFactor =
    cosElong > 0 && sinElong < sinSunRadius ? effectiveSolarMass(sinElong / sinSunRadius) : 1;
  const w = (massFactor * SRS_AU) / er / Math.max(1 + ux * enx + uy * eny + uz * enz, 1e-9);
  const eqx = eny * uz - enz * uy,
    eqy = enz * ux - enx * uz,
    eqz = enx * uy - eny * ux;
  const fx = uy * eqz - uz * eqy,
    fy = uz * eqx - ux * eqz,
    fz = ux * eqy - uy * eqx;
  ux += w * fx;
  uy += w * fy;
  uz += w * fz;
  // annual aberration, first order
  const bx = eq[3]! / C_AU_PER_DAY,
    by = eq[4]! / C_AU_PER_DAY,
    bz = eq[5]! / C_AU_PER_DAY;
  const pb = ux * bx + uy * by + uz * bz;
  ux += bx - ux * pb;
  uy += by - uy * pb;
  uz += bz - uz * pb;
  n = Math.sqrt(ux * ux + uy * uy + uz * uz);
  const t = dt / 36525;
  const m = mul3(rot1(meanObliquityArcsec(t) * ARCSEC), mul3(precessionMatrix(t), FRAME_BIAS));
  const v = [ux / n, uy / n, uz / n];
  const o = [0, 0, 0];
  apply3(m, v, 0, o, 0);
  const lon = Math.atan2(o[1]!, o[0]!) / DEG;
  return lon < 0 ? lon + 360 : lon;
}
