/**
 * @module Long-term precession, obliquity and sidereal time for dates far from J2000, as Swiss
 * Ephemeris 2.10 computes them by default, so that charts of remote epochs agree with it.
 *
 * - Precession: Vondrák, Capitaine & Wallace (2011), "New precession expressions, valid for long
 *   time intervals", A&A 534, A22, with the erratum A&A 541, C1 (2012): the ecliptic pole
 *   (P_A, Q_A) and the equator pole (X_A, Y_A) as polynomials plus periodic terms, valid for
 *   +-200,000 years. SE's default precession model (SEMOD_PREC_VONDRAK_2011).
 * - Mean obliquity: the same paper's expression for epsilon_A (SE's swi_epsiln default).
 * - Sidereal time before 1850 and from 2050 on: SE's long-term model (swe_sidtime0 with
 *   SEMOD_SIDT_LONGTERM): the mean longitude of the Earth of Simon et al. (1994), "Numerical
 *   expressions for precession formulae and mean elements for the Moon and the planets", A&A 282,
 *   663, less the solar light time, carried to the ecliptic of date by the precession above, plus
 *   the hour angle of the mean Sun and the equation of the equinoxes, less SE's fixed offsets that
 *   join it to the IERS 2010 sidereal time at 1850 and 2050.
 *
 * Between 1800 and 2200 the engine keeps IAU 2006 (P03) precession and obliquity (frames.ts,
 * nutation.ts): they and Vondrák 2011 agree there to a few milliarcseconds.
 */
/** A 3x3 rotation matrix, row-major. */
export type Mat3 = [number, number, number, number, number, number, number, number, number];

const ARCSEC = Math.PI / 180 / 3600;
/**
 * |t| in Julian centuries TT from J2000 beyond which precession and obliquity come from this
 * module (before 1800 and after 2200).
 */
export const LONG_TERM_FROM_CENTURIES = 2;
const TWO_PI = 2 * Math.PI;
/** Obliquity at J2000 that orients the ecliptic pole vector (84381.406"). */
const EPS0 = 84381.406 * ARCSEC;

/** Vondrák 2011 Table 1: P_A, Q_A polynomial (arcsec, T^0..T^3). */
const PQ_POLY: readonly (readonly [number, number])[] = [
  [5851.607687, -1600.8863],
  [-0.1189, 1.1689818],
  [-0.00028913, -0.0000002],
  [0.000000101, -0.000000437],
];
/** Vondrák 2011 Table 2 (with the 2012 erratum): period (centuries), then C_P, C_Q, S_P, S_Q (arcsec). */
const PQ_PER: readonly (readonly [number, number, number, number, number])[] = [
  [708.15, -5486.751211, -684.66156, 667.66673, -5523.863691],
  [2309, -17.127623, 2446.28388, -2354.886252, -549.74745],
  [1620, -617.517403, 399.671049, -428.152441, -310.998056],
  [492.2, 413.44294, -356.652376, 376.202861, 421.535876],
  [1183, 78.614193, -186.387003, 184.778874, -36.776172],
  [622, -180.732815, -316.80007, 335.321713, -145.278396],
  [882, -87.676083, 198.296701, -185.138669, -34.74445],
  [547, 46.140315, 101.135679, -120.97283, 22.885731],
];
/** Vondrák 2011 Table 3: X_A, Y_A polynomial (arcsec). */
const XY_POLY: readonly (readonly [number, number])[] = [
  [5453.282155, -73750.93035],
  [0.4252841, -0.7675452],
  [-0.00037173, -0.00018725],
  [-0.000000152, 0.000000231],
];
/** Vondrák 2011 Table 4: period (centuries), C_X, C_Y, S_X, S_Y (arcsec). */
const XY_PER: readonly (readonly [number, number, number, number, number])[] = [
  [256.75, -819.940624, 75004.344875, 81491.287984, 1558.515853],
  [708.15, -8444.676815, 624.033993, 787.163481, 7774.939698],
  [274.2, 2600.009459, 1251.136893, 1251.296102, -2219.534038],
  [241.45, 2755.17563, -1102.212834, -1257.950837, -2523.969396],
  [2309, -167.659835, -2660.66498, -2966.79973, 247.850422],
  [492.2, 871.855056, 699.291817, 639.744522, -846.485643],
  [396.1, 44.769698, 153.16722, 131.600209, -1393.124055],
  [288.9, -512.313065, -950.865637, -445.040117, 368.526116],
  [231.1, -819.415595, 499.754645, 584.522874, 749.045012],
  [1610, -538.071099, -145.18821, -89.756563, 444.704518],
  [620, -189.793622, 558.116553, 524.42963, 235.934465],
  [157.87, -402.922932, -23.923029, -13.549067, 374.049623],
  [220.3, 179.516345, -165.405086, -210.157124, -171.33018],
  [1200, -9.814756, 9.344131, -44.919798, -22.899655],
];
/** Vondrák 2011 Table 5: epsilon_A polynomial (arcsec; the p_A column is not needed here). */
const EPS_POLY: readonly number[] = [84028.206305, 0.3624445, -0.00004039, -0.00000011];
/** Vondrák 2011 Table 6: period (centuries), C_eps, S_eps (arcsec). */
const EPS_PER: readonly (readonly [number, number, number])[] = [
  [409.9, 753.87278, -1704.720302],
  [396.15, -247.805823, -862.308358],
  [537.22, 379.471484, 447.832178],
  [402.9, -53.880558, -889.571909],
  [417.15, -90.109153, 190.402846],
  [288.92, -353.60019, -56.564991],
  [4043, -63.115353, -296.222622],
  [306, -28.248187, -75.859952],
  [277, 17.703387, 67.473503],
  [203, 38.911307, 3.014055],
];

/** Sum of a polynomial (pairs) and periodic terms of Vondrák's form, arcseconds. */
function vondrakPair(
  t: number,
  poly: readonly (readonly [number, number])[],
  per: readonly (readonly [number, number, number, number, number])[],
): [number, number] {
  let a = 0,
    b = 0;
  for (const [period, ca, cb, sa, sb] of per) {
    const arg = (TWO_PI * t) / period;
    const c = Math.cos(arg),
      s = Math.sin(arg);
    a += c * ca + s * sa;
    b += c * cb + s * sb;
  }
  let w = 1;
  for (const [pa, pb] of poly) {
    a += pa * w;
    b += pb * w;
    w *= t;
  }
  return [a, b];
}

/**
 * Mean obliquity of the ecliptic, Vondrák et al. (2011), arcseconds.
 * @param t Julian centuries TT from J2000
 */
export function vondrakObliquityArcsec(t: number): number {
  let e = 0;
  for (const [period, c, s] of EPS_PER) {
    const arg = (TWO_PI * t) / period;
    e += c * Math.cos(arg) + s * Math.sin(arg);
  }
  let w = 1;
  for (const p of EPS_POLY) {
    e += p * w;
    w *= t;
  }
  return e;
}

/**
 * Precession matrix of Vondrák et al. (2011), J2000 mean equator and equinox to the mean equator
 * and equinox of date (rows: the equinox, the third axis, the equator pole of date), row-major.
 * @param t Julian centuries TT from J2000
 */
export function vondrakPrecessionMatrix(t: number): Mat3 {
  const [p, q] = vondrakPair(t, PQ_POLY, PQ_PER).map((x) => x * ARCSEC) as [number, number];
  const z = Math.sqrt(Math.max(0, 1 - p * p - q * q));
  const se = Math.sin(EPS0),
    ce = Math.cos(EPS0);
  // ecliptic pole in the J2000 equatorial frame
  const ec = [p, -q * ce - z * se, -q * se + z * ce];
  const [x, y] = vondrakPair(t, XY_POLY, XY_PER).map((v) => v * ARCSEC) as [number, number];
  const w = x * x + y * y;
  const eq = [x, y, w < 1 ? Math.sqrt(1 - w) : 0];
  // equinox = equator pole x ecliptic pole, normalised; then the third axis = pole x equinox
  let nx = eq[1]! * ec[2]! - eq[2]! * ec[1]!;
  let ny = eq[2]! * ec[0]! - eq[0]! * ec[2]!;
  let nz = eq[0]! * ec[1]! - eq[1]! * ec[0]!;
  const nn = Math.sqrt(nx * nx + ny * ny + nz * nz);
  nx /= nn;
  ny /= nn;
  nz /= nn;
  const vx = eq[1]! * nz - eq[2]! * ny;
  const vy = eq[2]! * nx - eq[0]! * nz;
  const vz = eq[0]! * ny - eq[1]! * nx;
  return [nx, ny, nz, vx, vy, vz, eq[0]!, eq[1]!, eq[2]!];
}

/** 1850-01-01 0h UT: before it SE uses its long-term sidereal time. */
export const SE_LONG_TERM_SIDEREAL_BEFORE_JD_UT = 2396758.5;
/** 2050-01-01 0h UT: from it SE uses its long-term sidereal time. */
export const SE_LONG_TERM_SIDEREAL_FROM_JD_UT = 2469807.5;
/** Light time Sun-Earth for 1 AU, days (AU / c). */
const LIGHT_DAYS_PER_AU = 149597870.7 / 299792.458 / 86400;

/**
 * Greenwich mean sidereal time of SE's long-term model (before the equation of the equinoxes),
 * degrees [0, 360). SE's offsets that join it to the IERS 2010 expression (0.000378172 deg/15 h
 * before 1850, 0.001385646 deg/15 h from 2050, subtracted in hours) are included.
 * @param jdUt Julian day UT
 * @param jdTt the same instant in TT
 */
export function seLongTermGmstDeg(jdUt: number, jdTt: number): number {
  const t = (jdTt - 2451545.0) / 365250; // Julian millennia
  let lon = 100.46645683 + (1295977422.83429 * t - 2.04411 * t * t - 0.00523 * t * t * t) / 3600;
  lon -= (LIGHT_DAYS_PER_AU * 360) / 365.2425;
  const l = (lon * Math.PI) / 180;
  // ecliptic J2000 -> equator J2000 (Vondrák obliquity at J2000) -> equator of date -> ecliptic of date
  const e0 = vondrakObliquityArcsec(0) * ARCSEC;
  const x0 = Math.cos(l),
    y0 = Math.sin(l) * Math.cos(e0),
    z0 = Math.sin(l) * Math.sin(e0);
  const tc = (jdTt - 2451545.0) / 36525;
  const m = vondrakPrecessionMatrix(tc);
  const x1 = m[0] * x0 + m[1] * y0 + m[2] * z0;
  const y1 = m[3] * x0 + m[4] * y0 + m[5] * z0;
  const z1 = m[6] * x0 + m[7] * y0 + m[8] * z0;
  const ed = vondrakObliquityArcsec(tc) * ARCSEC;
  const yEcl = y1 * Math.cos(ed) + z1 * Math.sin(ed);
  let deg = (Math.atan2(yEcl, x1) * 180) / Math.PI;
  const frac = (jdUt - 0.5) % 1;
  deg += (frac < 0 ? frac + 1 : frac) * 360;
  const offsetHours =
    jdUt <= SE_LONG_TERM_SIDEREAL_BEFORE_JD_UT ? 0.000378172 / 15 : 0.001385646 / 15;
  deg -= offsetHours * 15;
  deg %= 360;
  return deg < 0 ? deg + 360 : deg;
}

/**
 * Definitions of the epoch-defined ayanamsas as Swiss Ephemeris 2.10 gives them (sweph.h,
 * aya_init): the epoch t0 (Julian day; TT unless tIsUt) and the ayanamsa at t0, degrees.
 */
export const SE_AYANAMSA_EPOCHS = {
  lahiri: { t0: 2435553.5, ayanT0Deg: 23.250182778 - 0.004658035, tIsUt: false },
  raman: { t0: 2415020.0, ayanT0Deg: 360 - 338.98556, tIsUt: false },
  krishnamurti: { t0: 2415020.0, ayanT0Deg: 360 - 337.636111, tIsUt: false },
  yukteshwar: { t0: 2415020.0, ayanT0Deg: 360 - 338.917778, tIsUt: false },
  'surya-siddhanta': { t0: 1903396.8128654, ayanT0Deg: 0, tIsUt: true },
  fagan_bradley: { t0: 2433282.42346, ayanT0Deg: 24.042044444, tIsUt: false },
} as const;

/**
 * Longitude on the mean ecliptic of date of the point that lay on the ecliptic of t0 at longitude
 * a0 (SE's geometric ayanamsa: the sidereal origin, fixed in space, carried by Vondrák 2011
 * precession; swi_get_ayanamsa_ex). Degrees.
 * @param t0Tt epoch, Julian day TT
 * @param a0Deg longitude at t0 on the ecliptic of t0, degrees
 * @param jdTt the date, Julian day TT
 */
export function fixedPointLongitudeOfDateDeg(t0Tt: number, a0Deg: number, jdTt: number): number {
  const a = (a0Deg * Math.PI) / 180;
  const tc0 = (t0Tt - 2451545.0) / 36525;
  const e0 = vondrakObliquityArcsec(tc0) * ARCSEC;
  // ecliptic of t0 -> equator of t0
  const x0 = Math.cos(a),
    y0 = Math.sin(a) * Math.cos(e0),
    z0 = Math.sin(a) * Math.sin(e0);
  // equator of t0 -> J2000 (transpose) -> equator of date
  const m0 = vondrakPrecessionMatrix(tc0);
  const xj = m0[0] * x0 + m0[3] * y0 + m0[6] * z0;
  const yj = m0[1] * x0 + m0[4] * y0 + m0[7] * z0;
  const zj = m0[2] * x0 + m0[5] * y0 + m0[8] * z0;
  const tc = (jdTt - 2451545.0) / 36525;
  const m = vondrakPrecessionMatrix(tc);
  const x1 = m[0] * xj + m[1] * yj + m[2] * zj;
  const y1 = m[3] * xj + m[4] * yj + m[5] * zj;
  const z1 = m[6] * xj + m[7] * yj + m[8] * zj;
  const e = vondrakObliquityArcsec(tc) * ARCSEC;
  const deg = (Math.atan2(y1 * Math.cos(e) + z1 * Math.sin(e), x1) * 180) / Math.PI;
  return deg < 0 ? deg + 360 : deg;
}
