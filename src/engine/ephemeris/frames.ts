/**
 * @module Reference-frame rotations: VSOP87 J2000 ecliptic to FK5 equator, IAU 2006 (P03)
 * precession angles, IAU 2006 general precession in longitude, and the combined J2000-to-ecliptic-
 * of-date matrix that is built once per instant. Matrices are flat row-major arrays of 9 numbers.
 */
import { LONG_TERM_FROM_CENTURIES, vondrakPrecessionMatrix } from './long-term.js';
import { meanObliquityArcsec } from './nutation.js';

const ARCSEC = Math.PI / 180 / 3600;

/** A 3x3 rotation matrix, row-major. */
export type { Mat3 } from './long-term.js';
import type { Mat3 } from './long-term.js';

/** VSOP87 (J2000 dynamical ecliptic) to FK5 J2000 mean equator, from the VSOP87 documentation. */
export const VSOP_TO_FK5: Mat3 = [
  1, 0.00000044036, -0.000000190919, -0.000000479966, 0.917482137087, -0.397776982902, 0,
  0.397776982902, 0.917482137087,
];

/** Product a * b of two 3x3 matrices. */
export function mul3(a: Mat3, b: Mat3): Mat3 {
  const r = new Array(9) as Mat3;
  for (let i = 0; i < 3; i++) {
    for (let j = 0; j < 3; j++)
      r[3 * i + j] = a[3 * i]! * b[j]! + a[3 * i + 1]! * b[3 + j]! + a[3 * i + 2]! * b[6 + j]!;
  }
  return r;
}
/** Rotation about the x axis by phi radians (frame rotation). */
export function rot1(phi: number): Mat3 {
  const c = Math.cos(phi),
    s = Math.sin(phi);
  return [1, 0, 0, 0, c, s, 0, -s, c];
}
/** Rotation about the y axis by phi radians (frame rotation). */
export function rot2(phi: number): Mat3 {
  const c = Math.cos(phi),
    s = Math.sin(phi);
  return [c, 0, -s, 0, 1, 0, s, 0, c];
}
/** Rotation about the z axis by phi radians (frame rotation). */
export function rot3(phi: number): Mat3 {
  const c = Math.cos(phi),
    s = Math.sin(phi);
  return [c, s, 0, -s, c, 0, 0, 0, 1];
}

/**
 * IAU 2006 general precession in longitude p_A, arcseconds (Capitaine et al. 2003).
 * @param t Julian centuries TT from J2000
 */
export function generalPrecessionArcsec(t: number): number {
  return (
    t * (5028.796195 + t * (1.1054348 + t * (0.00007964 + t * (-0.000023857 + t * -0.0000000383))))
  );
}
/** Rate of p_A in arcseconds per Julian century. */
export function generalPrecessionRateArcsecPerCentury(t: number): number {
  return (
    5028.796195 +
    t * (2 * 1.1054348 + t * (3 * 0.00007964 + t * (4 * -0.000023857 + t * 5 * -0.0000000383)))
  );
}

/**
 * Precession matrix, J2000 mean equator to mean equator of date: IAU 2006 (P03)
 * R3(-z_A) R2(theta_A) R3(-zeta_A) within 1800-2200 (|t| <= 2); outside, Vondrák et al. (2011),
 * as Swiss Ephemeris (long-term.ts).
 * @param t Julian centuries TT from J2000
 */
export function precessionMatrix(t: number): Mat3 {
  if (Math.abs(t) > LONG_TERM_FROM_CENTURIES) return vondrakPrecessionMatrix(t);
  const zeta =
    (2.650545 +
      t *
        (2306.083227 +
          t * (0.2988499 + t * (0.01801828 + t * (-0.000005971 + t * -0.0000003173))))) *
    ARCSEC;
  const z =
    (-2.650545 +
      t *
        (2306.077181 +
          t * (1.0927348 + t * (0.01826837 + t * (-0.000028596 + t * -0.0000002904))))) *
    ARCSEC;
  const theta =
    t *
    (2004.191903 + t * (-0.4294934 + t * (-0.04182264 + t * (-0.000007089 + t * -0.0000001274)))) *
    ARCSEC;
  return mul3(rot3(-z), mul3(rot2(theta), rot3(-zeta)));
}

/**
 * Matrix from the VSOP87 J2000 ecliptic to the mean ecliptic and equinox of date (IAU 2006).
 * @param t Julian centuries TT from J2000
 */
export function vsopToMeanEclipticOfDate(t: number): Mat3 {
  return mul3(rot1(meanObliquityArcsec(t) * ARCSEC), mul3(precessionMatrix(t), VSOP_TO_FK5));
}

/** Apply a matrix to the vector (x, y, z) held in v[o..o+2], writing into out[p..p+2]. */
export function apply3(
  m: Mat3,
  v: ArrayLike<number>,
  o: number,
  out: number[] | Float64Array,
  p: number,
): void {
  const x = v[o]!,
    y = v[o + 1]!,
    z = v[o + 2]!;
  out[p] = m[0] * x + m[1] * y + m[2] * z;
  out[p + 1] = m[3] * x + m[4] * y + m[5] * z;
  out[p + 2] = m[6] * x + m[7] * y + m[8] * z;
}
