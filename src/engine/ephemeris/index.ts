/**
 * @module Public ephemeris API of the engine. Every other part of the engine reads positions
 * through these functions only. Angles in degrees, speeds in degrees per day, times as Julian days
 * (UT or TT as named).
 *
 * Theory: truncated VSOP87B (planets, Sun) and ELP/MPP02 DE405 fit (Moon), IAU 2006 precession,
 * IAU 2000B nutation, light time, light deflection and annual aberration; see docs/accuracy.md for
 * the method and the measured agreement with Swiss Ephemeris (DE431): under 0.5" p95 for every
 * graha, 1900-2100.
 *
 * Conventions (those of Swiss Ephemeris, so results agree with it):
 * - tropical longitudes are apparent geocentric, true equinox and ecliptic of date;
 * - sidereal longitude = tropical - nutation in longitude - MEAN ayanamsa (SE's traditional method).
 */
import { GRAHA_NAMES, type GrahaName, norm360 } from '../core/constants.js';
import { J2000_JD, jdTtFromUt } from '../time/julian.js';
import {
  instantContext,
  moonPlace,
  moonState,
  planetPlace,
  trueNodePlace,
  type InstantContext,
  type MeanOfDatePlace,
} from './apparent.js';
import { ayanamsaDeg, ayanamsaRateDegPerDay, type AyanamsaName } from './ayanamsa.js';
import { nutation, type Nutation } from './nutation.js';

/** Ayanamsas (see ayanamsa.ts): values in degrees, rates in degrees per day, names and aliases. */
export {
  ayanamsaDeg,
  ayanamsaRateDegPerDay,
  AYANAMSA_NAMES,
  type AyanamsaName,
  resolveAyanamsaName,
} from './ayanamsa.js';
/** Nutation (IAU 2000B) and obliquity (IAU 2006), degrees. */
export { nutation, type Nutation } from './nutation.js';

/** The bodies computed from the series. */
export type Body = 'Sun' | 'Moon' | 'Mercury' | 'Venus' | 'Mars' | 'Jupiter' | 'Saturn';
/** Which lunar node stands for Rahu and Ketu: mean (default) or true (osculating). */
export type NodeMode = 'mean' | 'true';

/** Apparent geocentric position, true equinox and ecliptic of date. */
export interface TropicalPosition {
  /** apparent geocentric ecliptic longitude, true equinox of date, degrees [0, 360) */
  lonDeg: number;
  /** ecliptic latitude, degrees [-90, 90] (0 for the nodes) */
  latDeg: number;
  /** geometric geocentric distance, AU (0 for the nodes) */
  distAu: number;
  /** d(lon)/dt, degrees per day */
  speedDegPerDay: number;
}

function tropicalOf(p: MeanOfDatePlace, nut: Nutation): TropicalPosition {
  return {
    lonDeg: norm360(p.lonDeg + nut.dpsiDeg),
    latDeg: p.latDeg,
    distAu: p.distAu,
    speedDegPerDay: p.lonSpeedDegPerDay + nut.dpsiRateDegPerDay,
  };
}

function meanOfDatePlace(body: Body, ctx: InstantContext): MeanOfDatePlace {
  return body === 'Moon' ? moonPlace(ctx, moonState(ctx)) : planetPlace(body, ctx);
}

/**
 * Apparent geocentric tropical position of a body.
 * @param body Sun, Moon, Mercury, Venus, Mars, Jupiter or Saturn
 * @param jdTt Julian day, Terrestrial Time
 */
export function tropicalPosition(body: Body, jdTt: number): TropicalPosition {
  return tropicalOf(meanOfDatePlace(body, instantContext(jdTt)), nutation(jdTt));
}

/** Mean node from the mean equinox of date: longitude and speed, degrees and degrees per day. */
function meanNodeMeanOfDate(jdTt: number): MeanOfDatePlace {
  const t = (jdTt - J2000_JD) / 36525;
  const omega =
    125.0445479 + t * (-1934.1362891 + t * (0.0020754 + t * (1 / 467441 - t / 60616000)));
  const speed =
    (-1934.1362891 + t * (2 * 0.0020754 + t * (3 / 467441 - (4 * t) / 60616000))) / 36525;
  return { lonDeg: norm360(omega), latDeg: 0, distAu: 0, lonSpeedDegPerDay: speed };
}

/**
 * Mean lunar ascending node, true equinox of date (mean Omega + dpsi), degrees.
 * Omega = 125.0445479 - 1934.1362891 T + 0.0020754 T^2 + T^3/467441 - T^4/60616000 (T in Julian
 * centuries TT from J2000), as Swiss Ephemeris uses it.
 * @param jdTt Julian day, Terrestrial Time
 */
export function meanNodeTropical(jdTt: number): TropicalPosition {
  return tropicalOf(meanNodeMeanOfDate(jdTt), nutation(jdTt));
}

/**
 * True (osculating) lunar ascending node, true equinox of date: the node of the plane of the
 * Moon's geocentric position and velocity (ELP/MPP02) on the ecliptic of date.
 * @param jdTt Julian day, Terrestrial Time
 */
export function trueNodeTropical(jdTt: number): TropicalPosition {
  const ctx = instantContext(jdTt);
  return tropicalOf(trueNodePlace(ctx, moonState(ctx, true)), nutation(jdTt));
}

/** One graha at one instant. */
export interface GrahaPosition {
  name: GrahaName;
  /** apparent longitude, true equinox of date, degrees [0, 360) */
  tropicalLonDeg: number;
  /** sidereal longitude, degrees [0, 360), full double precision */
  siderealLonDeg: number;
  /** ecliptic latitude, degrees (0 for the mean nodes; Ketu has the opposite sign of Rahu) */
  latDeg: number;
  /** geometric geocentric distance, AU (0 for the nodes) */
  distAu: number;
  /** d(tropical lon)/dt, degrees per day */
  speedDegPerDay: number;
  /** d(sidereal lon)/dt, degrees per day (tropical speed less the ayanamsa rate and the dpsi rate) */
  siderealSpeedDegPerDay: number;
  /** true when the sidereal longitude is decreasing (always true for the mean nodes) */
  retrograde: boolean;
}

/** The nine grahas at one instant. */
export interface GrahaSet {
  /** Julian day, UT */
  jdUt: number;
  /** Julian day, TT */
  jdTt: number;
  ayanamsa: AyanamsaName;
  /** mean ayanamsa at jdTt, degrees */
  ayanamsaDeg: number;
  /** nutation in longitude, degrees */
  dpsiDeg: number;
  /** true obliquity of the ecliptic, degrees */
  trueObliquityDeg: number;
  nodeMode: NodeMode;
  /** the nine grahas in GRAHA_NAMES order */
  grahas: GrahaPosition[];
}

/**
 * Tropical longitude (true equinox) to sidereal: subtract nutation and the mean ayanamsa.
 * @returns degrees [0, 360)
 */
export function toSidereal(
  tropicalLonDeg: number,
  dpsiDeg: number,
  ayanamsaValueDeg: number,
): number {
  return norm360(tropicalLonDeg - dpsiDeg - ayanamsaValueDeg);
}

/**
 * The nine grahas at one instant, tropical and sidereal, with speeds and retrograde flags.
 * @param jdUt Julian day, UT
 * @param opts ayanamsa (default lahiri) and nodeMode (default mean); `only`: just these grahas
 * (still in GRAHA_NAMES order, each the same numbers as in the full set; an ephemeris of two
 * grahas need not compute nine)
 */
export function grahaPositions(
  jdUt: number,
  opts: { ayanamsa?: AyanamsaName; nodeMode?: NodeMode; only?: readonly GrahaName[] } = {},
): GrahaSet {
  const ayanamsa = opts.ayanamsa ?? 'lahiri';
  const nodeMode = opts.nodeMode ?? 'mean';
  const jdTt = jdTtFromUt(jdUt);
  const nut = nutation(jdTt);
  const aya = ayanamsaDeg(ayanamsa, jdTt);
  const ayaRate = ayanamsaRateDegPerDay(ayanamsa, jdTt);
  const ctx = instantContext(jdTt);
  const only = opts.only;
  let ms: ReturnType<typeof moonState> | undefined;
  const moon = () => (ms ??= moonState(ctx, nodeMode === 'true'));
  const out: GrahaPosition[] = [];
  let node: MeanOfDatePlace | undefined;
  for (const name of GRAHA_NAMES) {
    if (only && !only.includes(name)) continue;
    let p: MeanOfDatePlace;
    if (name === 'Rahu' || name === 'Ketu') {
      node ??= nodeMode === 'true' ? trueNodePlace(ctx, moon()) : meanNodeMeanOfDate(jdTt);
      p = name === 'Rahu' ? node : { ...node, lonDeg: norm360(node.lonDeg + 180) };
    } else if (name === 'Moon') {
      p = moonPlace(ctx, moon());
    } else {
      p = planetPlace(name, ctx);
    }
    const sidSpeed = p.lonSpeedDegPerDay - ayaRate;
    out.push({
      name,
      tropicalLonDeg: norm360(p.lonDeg + nut.dpsiDeg),
      siderealLonDeg: norm360(p.lonDeg - aya),
      latDeg: p.latDeg,
      distAu: p.distAu,
      speedDegPerDay: p.lonSpeedDegPerDay + nut.dpsiRateDegPerDay,
      siderealSpeedDegPerDay: sidSpeed,
      retrograde: sidSpeed < 0,
    });
  }
  return {
    jdUt,
    jdTt,
    ayanamsa,
    ayanamsaDeg: aya,
    dpsiDeg: nut.dpsiDeg,
    trueObliquityDeg: nut.trueObliquityDeg,
    nodeMode,
    grahas: out,
  };
}

/**
 * Sidereal longitude and speed of the Sun alone (no Moon series): the cheap path of sankranti
 * searches. Same convention as siderealSunMoon (mean-of-date longitude minus the mean ayanamsa).
 * @param jdUt Julian day, UT
 * @param ayanamsa default lahiri
 * @returns lonDeg in [0, 360), speedDegPerDay of the sidereal longitude
 */
export function siderealSun(
  jdUt: number,
  ayanamsa: AyanamsaName = 'lahiri',
): { lonDeg: number; speedDegPerDay: number } {
  const jdTt = jdTtFromUt(jdUt);
  const sun = planetPlace('Sun', instantContext(jdTt));
  return {
    lonDeg: norm360(sun.lonDeg - ayanamsaDeg(ayanamsa, jdTt)),
    speedDegPerDay: sun.lonSpeedDegPerDay - ayanamsaRateDegPerDay(ayanamsa, jdTt),
  };
}

/**
 * Sidereal longitudes of Sun and Moon at one instant: the hot path of panchang event searches.
 * @param jdUt Julian day, UT
 * @param ayanamsa default lahiri
 * @returns degrees [0, 360)
 */
export function siderealSunMoon(
  jdUt: number,
  ayanamsa: AyanamsaName = 'lahiri',
): { sunDeg: number; moonDeg: number } {
  const jdTt = jdTtFromUt(jdUt);
  const aya = ayanamsaDeg(ayanamsa, jdTt);
  const ctx = instantContext(jdTt);
  const sun = planetPlace('Sun', ctx);
  const moon = moonPlace(ctx, moonState(ctx));
  return { sunDeg: norm360(sun.lonDeg - aya), moonDeg: norm360(moon.lonDeg - aya) };
}
