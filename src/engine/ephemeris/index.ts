/**
 * @module Public ephemeris API of the engine. Every other part of the engine reads positions
 * through these functions only, so the implementation behind them can change without touching
 * callers. Angles in degrees, speeds in degrees per day, times as Julian days (UT or TT as named).
 *
 * Conventions (those of Swiss Ephemeris, so results agree with it):
 * - tropical longitudes are apparent geocentric, true equinox and ecliptic of date;
 * - sidereal longitude = tropical - nutation in longitude - MEAN ayanamsa (SE's traditional method).
 */
import * as Astronomy from 'astronomy-engine';
import { GRAHA_NAMES, type GrahaName, norm360 } from '../core/constants.js';
import { J2000_JD, jdTtFromUt } from '../time/julian.js';
import { ayanamsaDeg, type AyanamsaName } from './ayanamsa.js';
import { nutation } from './nutation.js';

export { ayanamsaDeg, AYANAMSA_NAMES, type AyanamsaName, resolveAyanamsaName } from './ayanamsa.js';
export { nutation, type Nutation } from './nutation.js';

export type Body = 'Sun' | 'Moon' | 'Mercury' | 'Venus' | 'Mars' | 'Jupiter' | 'Saturn';
export type NodeMode = 'mean' | 'true';

export interface TropicalPosition {
  /** apparent geocentric ecliptic longitude, true equinox of date, [0, 360) */
  lonDeg: number;
  latDeg: number;
  distAu: number;
  /** d(lon)/dt, degrees per day */
  speedDegPerDay: number;
}

const AE_BODY: Record<Body, Astronomy.Body> = {
  Sun: Astronomy.Body.Sun, Moon: Astronomy.Body.Moon, Mercury: Astronomy.Body.Mercury, Venus: Astronomy.Body.Venus,
  Mars: Astronomy.Body.Mars, Jupiter: Astronomy.Body.Jupiter, Saturn: Astronomy.Body.Saturn,
};

function aeTimeFromTt(jdTt: number): Astronomy.AstroTime {
  return Astronomy.AstroTime.FromTerrestrialTime(jdTt - J2000_JD);
}

function lonLatDist(body: Body, jdTt: number): [number, number, number] {
  const t = aeTimeFromTt(jdTt);
  const v = Astronomy.GeoVector(AE_BODY[body], t, true);
  const e = Astronomy.Ecliptic(v);
  return [e.elon, e.elat, Math.hypot(v.x, v.y, v.z)];
}

/** Apparent geocentric tropical position of a body at a JD in TT. */
export function tropicalPosition(body: Body, jdTt: number): TropicalPosition {
  const h = body === 'Moon' ? 0.01 : 0.05;
  const [lon, lat, dist] = lonLatDist(body, jdTt);
  const [lon1] = lonLatDist(body, jdTt - h);
  const [lon2] = lonLatDist(body, jdTt + h);
  let d = lon2 - lon1;
  if (d > 180) d -= 360; else if (d < -180) d += 360;
  return { lonDeg: norm360(lon), latDeg: lat, distAu: dist, speedDegPerDay: d / (2 * h) };
}

/**
 * Mean lunar ascending node, true equinox of date (mean Omega + dpsi), degrees.
 * Omega = 125.0445479 - 1934.1362891 T + 0.0020754 T^2 + T^3/467441 - T^4/60616000.
 */
export function meanNodeTropical(jdTt: number): TropicalPosition {
  const t = (jdTt - J2000_JD) / 36525;
  const omega = 125.0445479 - 1934.1362891 * t + 0.0020754 * t * t + t ** 3 / 467441 - t ** 4 / 60616000;
  const speed = (-1934.1362891 + 2 * 0.0020754 * t + 3 * t * t / 467441 - 4 * t ** 3 / 60616000) / 36525;
  return { lonDeg: norm360(omega + nutation(jdTt).dpsiDeg), latDeg: 0, distAu: 0, speedDegPerDay: speed };
}

/** True (osculating) lunar ascending node, true equinox of date, degrees. */
export function trueNodeTropical(jdTt: number): TropicalPosition {
  const node = (tt: number): number => {
    const t = aeTimeFromTt(tt);
    const dt = 0.01;
    const p0 = Astronomy.GeoMoon(t);
    const p1 = Astronomy.GeoMoon(t.AddDays(dt));
    const r = [p0.x, p0.y, p0.z], r1 = [p1.x, p1.y, p1.z];
    const v = [(r1[0]! - r[0]!) / dt, (r1[1]! - r[1]!) / dt, (r1[2]! - r[2]!) / dt];
    // angular momentum h = r x v in EQJ, rotate to ecliptic of date
    const hx = r[1]! * v[2]! - r[2]! * v[1]!, hy = r[2]! * v[0]! - r[0]! * v[2]!, hz = r[0]! * v[1]! - r[1]! * v[0]!;
    const ect = Astronomy.Ecliptic(new Astronomy.Vector(hx, hy, hz, t));
    // the node lies 90 deg behind the pole's longitude
    return norm360(ect.elon + 90);
  };
  const lon = node(jdTt);
  let d = node(jdTt + 0.5) - node(jdTt - 0.5);
  if (d > 180) d -= 360; else if (d < -180) d += 360;
  return { lonDeg: lon, latDeg: 0, distAu: 0, speedDegPerDay: d };
}

export interface GrahaPosition {
  name: GrahaName;
  tropicalLonDeg: number;
  /** sidereal longitude, [0, 360), full double precision */
  siderealLonDeg: number;
  latDeg: number;
  distAu: number;
  speedDegPerDay: number;
  retrograde: boolean;
}

export interface GrahaSet {
  jdUt: number;
  jdTt: number;
  ayanamsa: AyanamsaName;
  /** mean ayanamsa at jdTt, degrees */
  ayanamsaDeg: number;
  /** nutation in longitude, degrees */
  dpsiDeg: number;
  nodeMode: NodeMode;
  /** the nine grahas in GRAHA_NAMES order */
  grahas: GrahaPosition[];
}

/** Tropical longitude (true equinox) to sidereal: subtract nutation and the mean ayanamsa. */
export function toSidereal(tropicalLonDeg: number, dpsiDeg: number, ayanamsaValueDeg: number): number {
  return norm360(tropicalLonDeg - dpsiDeg - ayanamsaValueDeg);
}

/** The nine grahas at one instant (JD UT), tropical and sidereal. */
export function grahaPositions(jdUt: number, opts: { ayanamsa?: AyanamsaName; nodeMode?: NodeMode } = {}): GrahaSet {
  const ayanamsa = opts.ayanamsa ?? 'lahiri';
  const nodeMode = opts.nodeMode ?? 'mean';
  const jdTt = jdTtFromUt(jdUt);
  const nut = nutation(jdTt);
  const aya = ayanamsaDeg(ayanamsa, jdTt);
  const out: GrahaPosition[] = [];
  for (const name of GRAHA_NAMES) {
    let p: TropicalPosition;
    if (name === 'Rahu' || name === 'Ketu') {
      const n = nodeMode === 'true' ? trueNodeTropical(jdTt) : meanNodeTropical(jdTt);
      p = name === 'Rahu' ? n : { ...n, lonDeg: norm360(n.lonDeg + 180) };
    } else {
      p = tropicalPosition(name, jdTt);
    }
    out.push({
      name,
      tropicalLonDeg: p.lonDeg,
      siderealLonDeg: toSidereal(p.lonDeg, nut.dpsiDeg, aya),
      latDeg: p.latDeg,
      distAu: p.distAu,
      speedDegPerDay: p.speedDegPerDay,
      retrograde: p.speedDegPerDay < 0,
    });
  }
  return { jdUt, jdTt, ayanamsa, ayanamsaDeg: aya, dpsiDeg: nut.dpsiDeg, nodeMode, grahas: out };
}

/** Sidereal longitudes of Sun and Moon at a JD (UT): the hot path of panchang event searches. */
export function siderealSunMoon(jdUt: number, ayanamsa: AyanamsaName = 'lahiri'): { sunDeg: number; moonDeg: number } {
  const jdTt = jdTtFromUt(jdUt);
  const nut = nutation(jdTt);
  const aya = ayanamsaDeg(ayanamsa, jdTt);
  const [sun] = lonLatDist('Sun', jdTt);
  const [moon] = lonLatDist('Moon', jdTt);
  return { sunDeg: toSidereal(sun, nut.dpsiDeg, aya), moonDeg: toSidereal(moon, nut.dpsiDeg, aya) };
}
