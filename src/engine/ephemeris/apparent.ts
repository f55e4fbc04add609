/**
 * @module Apparent geocentric places from the series: the method of docs/accuracy.md.
 * Planets: VSOP87B heliocentric states, light time (position and velocity at t are carried back
 * to t - tau with the Keplerian acceleration), light deflection by the Sun (SOFA iauLd form),
 * first-order annual aberration, VSOP87 -> FK5, IAU 2006 precession and mean obliquity.
 * Moon: ELP/MPP02 geocentric state, light time by the lunar velocity. The Earth is evaluated once
 * per instant and shared by every body. Longitudes come out referred to the MEAN equinox and
 * ecliptic of date; adding dpsi gives the true-equinox (tropical apparent) value.
 */
import { elpState, vsopState } from './series-eval.js';
import { vsopTablesFor, type VsopTables } from './vsop-select.js';
import {
  generalPrecessionRateArcsecPerCentury,
  mul3,
  rot1,
  precessionMatrix,
  vsopToMeanEclipticOfDate,
  type Mat3,
} from './frames.js';
import { meanObliquityArcsec } from './nutation.js';

/** Speed of light, AU per day. */
export const C_AU_PER_DAY = 173.1446326846693;
/** Heliocentric gravitational constant, AU^3 / day^2. */
export const GM_SUN_AU3_PER_DAY2 = 2.9591220828559115e-4;
/** Schwarzschild radius of the Sun (2GM/c^2), AU. */
const SRS_AU = 1.97412574336e-8;
/** Solar radius, AU (696,000 km, as Swiss Ephemeris uses for light deflection). */
export const SUN_RADIUS_AU = 696000 / 149597870.7;
const RAD = 180 / Math.PI;

/**
 * Fraction of the solar mass inside radius r (r in solar radii, 0..1) that deflects a ray grazing
 * at that distance: the table Swiss Ephemeris uses (Stix, The Sun, p. 47), from r = 1 down to 0
 * in steps of 0.01.
 */
const EFFECTIVE_MASS = [
  1, 0.999979, 0.99994, 0.999881, 0.999811, 0.999724, 0.999622, 0.999497, 0.999354, 0.999192, 0.999,
  0.998786, 0.998535, 0.998242, 0.997919, 0.997571, 0.997198, 0.996792, 0.996316, 0.995791,
  0.995226, 0.994625, 0.993991, 0.993326, 0.992598, 0.99177, 0.990873, 0.989919, 0.988912, 0.987856,
  0.986755, 0.98561, 0.984398, 0.982986, 0.981437, 0.979779, 0.978024, 0.976182, 0.974256, 0.972253,
  0.970174, 0.968024, 0.965594, 0.962797, 0.959758, 0.956515, 0.953088, 0.949495, 0.945741,
  0.941838, 0.93779, 0.933563, 0.928668, 0.923288, 0.917527, 0.911432, 0.905035, 0.898353, 0.891022,
  0.88294, 0.874312, 0.865206, 0.855423, 0.844619, 0.833074, 0.820876, 0.808031, 0.793962, 0.778931,
  0.763021, 0.745815, 0.727557, 0.708234, 0.687583, 0.665741, 0.642597, 0.618252, 0.592586,
  0.565747, 0.537697, 0.508554, 0.47842, 0.447322, 0.415454, 0.382892, 0.349955, 0.316691, 0.283565,
  0.250431, 0.218327, 0.186794, 0.156287, 0.128421, 0.102237, 0.077393, 0.054833, 0.036361,
  0.020953, 0.009645, 0.002767, 0,
];
/**
 * Effective deflecting solar mass (fraction, 0..1) for a ray whose closest approach to the Sun's
 * centre is r solar radii; 1 outside the disc.
 */
export function effectiveSolarMass(r: number): number {
  if (r <= 0) return 0;
  if (r >= 1) return 1;
  const x = (1 - r) * 100;
  const i = Math.min(99, Math.floor(x));
  const f = x - i;
  return EFFECTIVE_MASS[i]! + f * (EFFECTIVE_MASS[i + 1]! - EFFECTIVE_MASS[i]!);
}
const ARCSEC = Math.PI / 180 / 3600;

/** The bodies of the series, in evaluation order. */
export const SERIES_BODIES = [
  'Sun',
  'Moon',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
] as const;
/** A body of the series: Sun, Moon, Mercury, Venus, Mars, Jupiter or Saturn. */
export type SeriesBody = (typeof SERIES_BODIES)[number];

/** Key of each planet in a set of VSOP87B tables. */
const VSOP_KEY: Record<Exclude<SeriesBody, 'Sun' | 'Moon'>, Exclude<keyof VsopTables, 'earth'>> = {
  Mercury: 'mercury',
  Venus: 'venus',
  Mars: 'mars',
  Jupiter: 'jupiter',
  Saturn: 'saturn',
};

/** Apparent place of one body, mean equinox and ecliptic of date. */
export interface MeanOfDatePlace {
  /** apparent longitude from the MEAN equinox of date, degrees [0, 360) */
  lonDeg: number;
  /** apparent latitude from the mean ecliptic of date, degrees */
  latDeg: number;
  /** geometric distance, AU */
  distAu: number;
  /** d(lon)/dt in the frame of date, degrees per day */
  lonSpeedDegPerDay: number;
}

/** Everything computed for one instant that several bodies share. */
export interface InstantContext {
  jdTt: number;
  /** Julian centuries TT from J2000 */
  t: number;
  /** the VSOP87B tables of this instant (near or far: vsop-select.ts), for the Earth and every planet */
  vsop: VsopTables;
  /** heliocentric Earth state, VSOP87 J2000 ecliptic, AU and AU/day */
  earth: Float64Array;
  /** VSOP87 J2000 ecliptic -> mean ecliptic of date */
  m: Mat3;
  /** ELP J2000 ecliptic -> mean ecliptic of date */
  mMoon: Mat3;
  /** rate of the general precession in longitude, radians per day */
  precRateRadPerDay: number;
}

/** Builds the shared context of one instant (Earth state and rotation matrices). */
export function instantContext(jdTt: number): InstantContext {
  const t = (jdTt - 2451545.0) / 36525;
  const vsop = vsopTablesFor(jdTt);
  const earth = new Float64Array(6);
  vsopState(vsop.earth, jdTt, earth);
  const m = vsopToMeanEclipticOfDate(t);
  const eps0 = 84381.406 * ARCSEC;
  const mMoon = mul3(rot1(meanObliquityArcsec(t) * ARCSEC), mul3(precessionMatrix(t), rot1(-eps0)));
  return {
    jdTt,
    t,
    vsop,
    earth,
    m,
    mMoon,
    precRateRadPerDay: (generalPrecessionRateArcsecPerCentury(t) * ARCSEC) / 36525,
  };
}

function toPlace(
  m: Mat3,
  x: number,
  y: number,
  z: number,
  vx: number,
  vy: number,
  vz: number,
  dist: number,
  precRate: number,
): MeanOfDatePlace {
  const X = m[0] * x + m[1] * y + m[2] * z;
  const Y = m[3] * x + m[4] * y + m[5] * z;
  const Z = m[6] * x + m[7] * y + m[8] * z;
  const VX = m[0] * vx + m[1] * vy + m[2] * vz;
  const VY = m[3] * vx + m[4] * vy + m[5] * vz;
  const rho2 = X * X + Y * Y;
  let lon = Math.atan2(Y, X) * RAD;
  if (lon < 0) lon += 360;
  return {
    lonDeg: lon,
    latDeg: Math.atan2(Z, Math.sqrt(rho2)) * RAD,
    distAu: dist,
    lonSpeedDegPerDay: ((X * VY - Y * VX) / rho2 + precRate) * RAD,
  };
}

const scratch = new Float64Array(6);
const DEFL = new Float64Array(3);
const DEFL_A = new Float64Array(3);
const DEFL_B = new Float64Array(3);

/**
 * Light deflection by the Sun (SOFA iauLd form, with SE's effective solar mass for rays through the
 * disc): the change of the unit vector to a body at heliocentric (px, py, pz) seen from the Earth at
 * heliocentric (ex, ey, ez), geocentric vector (dx, dy, dz). Writes the change into out.
 */
function deflection(
  px: number,
  py: number,
  pz: number,
  ex: number,
  ey: number,
  ez: number,
  dx: number,
  dy: number,
  dz: number,
  out: Float64Array,
): void {
  const dist = Math.sqrt(dx * dx + dy * dy + dz * dz);
  const ux = dx / dist,
    uy = dy / dist,
    uz = dz / dist;
  const er = Math.sqrt(ex * ex + ey * ey + ez * ez);
  const pr = Math.sqrt(px * px + py * py + pz * pz);
  const qx = px / pr,
    qy = py / pr,
    qz = pz / pr;
  const enx = ex / er,
    eny = ey / er,
    enz = ez / er;
  const qdqpe = 1 + qx * enx + qy * eny + qz * enz;
  // a ray passing through the solar disc feels only the mass inside its closest approach
  const cosElong = -(ux * enx + uy * eny + uz * enz);
  const sinElong = Math.sqrt(Math.max(0, 1 - cosElong * cosElong));
  const sinSunRadius = SUN_RADIUS_AU / er;
  const massFactor =
    cosElong > 0 && sinElong < sinSunRadius && dist > er
      ? effectiveSolarMass(sinElong / sinSunRadius)
      : 1;
  const w = (massFactor * SRS_AU) / er / Math.max(qdqpe, 1e-9);
  // e x q, then p x (e x q)
  const eqx = eny * qz - enz * qy,
    eqy = enz * qx - enx * qz,
    eqz = enx * qy - eny * qx;
  out[0] = w * (uy * eqz - uz * eqy);
  out[1] = w * (uz * eqx - ux * eqz);
  out[2] = w * (ux * eqy - uy * eqx);
}

/**
 * Apparent place of the Sun or a planet, mean equinox of date.
 * @param body Sun, Mercury, Venus, Mars, Jupiter or Saturn
 * @param ctx context of the instant
 */
export function planetPlace(
  body: Exclude<SeriesBody, 'Moon'>,
  ctx: InstantContext,
): MeanOfDatePlace {
  const e = ctx.earth;
  const ex = e[0]!,
    ey = e[1]!,
    ez = e[2]!,
    evx = e[3]!,
    evy = e[4]!,
    evz = e[5]!;
  const er = Math.sqrt(ex * ex + ey * ey + ez * ez);
  // acceleration of the Earth (Keplerian), for the rate of aberration
  const eg = -GM_SUN_AU3_PER_DAY2 / (er * er * er);
  let px = 0,
    py = 0,
    pz = 0,
    pvx = 0,
    pvy = 0,
    pvz = 0;
  let dx: number, dy: number, dz: number, dist: number;
  if (body === 'Sun') {
    dx = -ex;
    dy = -ey;
    dz = -ez;
    dist = er;
  } else {
    vsopState(ctx.vsop[VSOP_KEY[body]], ctx.jdTt, scratch);
    const x0 = scratch[0]!,
      y0 = scratch[1]!,
      z0 = scratch[2]!,
      vx0 = scratch[3]!,
      vy0 = scratch[4]!,
      vz0 = scratch[5]!;
    const r0 = Math.sqrt(x0 * x0 + y0 * y0 + z0 * z0);
    const g = -GM_SUN_AU3_PER_DAY2 / (r0 * r0 * r0);
    let tau = Math.sqrt((x0 - ex) ** 2 + (y0 - ey) ** 2 + (z0 - ez) ** 2) / C_AU_PER_DAY;
    for (let k = 0; k < 3; k++) {
      const h = 0.5 * g * tau * tau;
      px = x0 - vx0 * tau + h * x0;
      py = y0 - vy0 * tau + h * y0;
      pz = z0 - vz0 * tau + h * z0;
      tau = Math.sqrt((px - ex) ** 2 + (py - ey) ** 2 + (pz - ez) ** 2) / C_AU_PER_DAY;
    }
    const h = 0.5 * g * tau * tau;
    px = x0 - vx0 * tau + h * x0;
    py = y0 - vy0 * tau + h * y0;
    pz = z0 - vz0 * tau + h * z0;
    pvx = vx0 - g * tau * x0;
    pvy = vy0 - g * tau * y0;
    pvz = vz0 - g * tau * z0;
    dx = px - ex;
    dy = py - ey;
    dz = pz - ez;
    dist = Math.sqrt(dx * dx + dy * dy + dz * dz);
  }
  // unit vector to the body, deflected by the Sun (not for the Sun itself)
  let ux = dx / dist,
    uy = dy / dist,
    uz = dz / dist;
  // rate of the deflection (it changes fast near conjunction), by a symmetric difference of the
  // linearly propagated geometry
  let dfx = 0,
    dfy = 0,
    dfz = 0;
  if (body !== 'Sun') {
    deflection(px, py, pz, ex, ey, ez, dx, dy, dz, DEFL);
    ux += DEFL[0]!;
    uy += DEFL[1]!;
    uz += DEFL[2]!;
    const h = 0.01;
    deflection(
      px + pvx * h,
      py + pvy * h,
      pz + pvz * h,
      ex + evx * h,
      ey + evy * h,
      ez + evz * h,
      dx + (pvx - evx) * h,
      dy + (pvy - evy) * h,
      dz + (pvz - evz) * h,
      DEFL_B,
    );
    deflection(
      px - pvx * h,
      py - pvy * h,
      pz - pvz * h,
      ex - evx * h,
      ey - evy * h,
      ez - evz * h,
      dx - (pvx - evx) * h,
      dy - (pvy - evy) * h,
      dz - (pvz - evz) * h,
      DEFL_A,
    );
    const k = dist / (2 * h);
    dfx = (DEFL_B[0]! - DEFL_A[0]!) * k;
    dfy = (DEFL_B[1]! - DEFL_A[1]!) * k;
    dfz = (DEFL_B[2]! - DEFL_A[2]!) * k;
  }
  // first-order annual aberration
  const bx = evx / C_AU_PER_DAY,
    by = evy / C_AU_PER_DAY,
    bz = evz / C_AU_PER_DAY;
  const pb = ux * bx + uy * by + uz * bz;
  const ax = ux + bx - ux * pb,
    ay = uy + by - uy * pb,
    az = uz + bz - uz * pb;
  // velocity of the apparent vector: light-time factor and rate of aberration
  let vx = pvx - evx,
    vy = pvy - evy,
    vz = pvz - evz;
  const distRate = (dx * vx + dy * vy + dz * vz) / dist;
  const tauRate = distRate / C_AU_PER_DAY;
  vx = pvx * (1 - tauRate) - evx + dfx;
  vy = pvy * (1 - tauRate) - evy + dfy;
  vz = pvz * (1 - tauRate) - evz + dfz;
  // d/dt of the aberration shift |D| b - (D.b) D/|D| (transverse parts only)
  const tau = dist / C_AU_PER_DAY;
  const k = eg * tau;
  vx += tauRate * evx + k * ex - pb * (vx - ux * distRate);
  vy += tauRate * evy + k * ey - pb * (vy - uy * distRate);
  vz += tauRate * evz + k * ez - pb * (vz - uz * distRate);
  return toPlace(ctx.m, ax * dist, ay * dist, az * dist, vx, vy, vz, dist, ctx.precRateRadPerDay);
}

/** Geocentric lunar state of one instant: light-time corrected position (AU) and velocity (AU/day), ELP J2000 frame. */
export interface MoonState {
  pos: Float64Array;
  vel: Float64Array;
}

/**
 * Moon's geocentric light-time corrected state (ELP J2000 ecliptic frame).
 * @param fineVelocity sum the velocity over the finer terms (needed for the true node)
 */
export function moonState(ctx: InstantContext, fineVelocity = false): MoonState {
  const s = new Float64Array(6);
  elpState(ctx.jdTt, fineVelocity, s);
  const r = Math.sqrt(s[0]! * s[0]! + s[1]! * s[1]! + s[2]! * s[2]!);
  const tau = r / C_AU_PER_DAY;
  const pos = new Float64Array([s[0]! - s[3]! * tau, s[1]! - s[4]! * tau, s[2]! - s[5]! * tau]);
  const vel = new Float64Array([s[3]!, s[4]!, s[5]!]);
  return { pos, vel };
}

/** Apparent place of the Moon, mean equinox of date. */
export function moonPlace(ctx: InstantContext, ms: MoonState): MeanOfDatePlace {
  const p = ms.pos,
    v = ms.vel;
  const r = Math.sqrt(p[0]! * p[0]! + p[1]! * p[1]! + p[2]! * p[2]!);
  return toPlace(ctx.mMoon, p[0]!, p[1]!, p[2]!, v[0]!, v[1]!, v[2]!, r, ctx.precRateRadPerDay);
}

/**
 * True (osculating) ascending node of the Moon from h = r x v, mean equinox and ecliptic of date.
 * Its rate comes from the solar tidal acceleration: dh/dt = r x a_sun.
 */
export function trueNodePlace(ctx: InstantContext, ms: MoonState): MeanOfDatePlace {
  const m = ctx.mMoon;
  const p = ms.pos,
    v = ms.vel;
  const x = m[0] * p[0]! + m[1] * p[1]! + m[2] * p[2]!;
  const y = m[3] * p[0]! + m[4] * p[1]! + m[5] * p[2]!;
  const z = m[6] * p[0]! + m[7] * p[1]! + m[8] * p[2]!;
  const w = ctx.precRateRadPerDay;
  // velocity in the inertial sense, rotated into the frame of date (no frame-rotation term:
  // that is what matches SE's osculating node, measured)
  const vx = m[0] * v[0]! + m[1] * v[1]! + m[2] * v[2]!;
  const vy = m[3] * v[0]! + m[4] * v[1]! + m[5] * v[2]!;
  const vz = m[6] * v[0]! + m[7] * v[1]! + m[8] * v[2]!;
  const hx = y * vz - z * vy,
    hy = z * vx - x * vz;
  // solar tidal acceleration on the Moon, geocentric Sun S = -Earth (rotated into the frame of date)
  const e = ctx.earth,
    me = ctx.m;
  const sx = -(me[0] * e[0]! + me[1] * e[1]! + me[2] * e[2]!);
  const sy = -(me[3] * e[0]! + me[4] * e[1]! + me[5] * e[2]!);
  const sz = -(me[6] * e[0]! + me[7] * e[1]! + me[8] * e[2]!);
  const dxs = sx - x,
    dys = sy - y,
    dzs = sz - z;
  const d3 = Math.pow(dxs * dxs + dys * dys + dzs * dzs, 1.5);
  const s3 = Math.pow(sx * sx + sy * sy + sz * sz, 1.5);
  const ax = GM_SUN_AU3_PER_DAY2 * (dxs / d3 - sx / s3);
  const ay = GM_SUN_AU3_PER_DAY2 * (dys / d3 - sy / s3);
  const az = GM_SUN_AU3_PER_DAY2 * (dzs / d3 - sz / s3);
  const hdx = y * az - z * ay,
    hdy = z * ax - x * az;
  let lon = Math.atan2(hx, -hy) * RAD;
  if (lon < 0) lon += 360;
  const rate = (hx * hdy - hy * hdx) / (hx * hx + hy * hy);
  return { lonDeg: lon, latDeg: 0, distAu: 0, lonSpeedDegPerDay: (rate + w) * RAD };
}
