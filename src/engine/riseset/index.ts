/**
 * @module Rising and setting of the Sun and the Moon, in two conventions (Swiss Ephemeris
 * swe_rise_trans semantics, so results agree with it):
 *
 * - `hindu` (the panchang default): the CENTRE of the disc on the geometric horizon, no
 *   refraction, geocentric position with the body's ecliptic latitude set to zero. This is SE's
 *   SE_BIT_HINDU_RISING = SE_BIT_DISC_CENTER | SE_BIT_NO_REFRACTION | SE_BIT_GEOCTR_NO_ECL_LAT
 *   (Surya Siddhanta's udaya: the body's ecliptic point on the horizon). For the Moon this ignores
 *   both its latitude (up to 5.3 deg) and its parallax (about 1 deg), so hindu moonrise differs from
 *   civil moonrise by many minutes.
 * - `civil` (almanacs, SE's default flags 0): the UPPER LIMB touches the horizon of an observer at
 *   sea level, seen topocentrically (observer on the WGS84-like ellipsoid of SE), with standard
 *   refraction for 1013.25 hPa and 15 deg C: the apparent altitude of the upper limb is 0, i.e.
 *   the true altitude of the limb is -R with R = 33.59' from SE's refraction formula (Sinclair
 *   below 17.9 deg, scaled for pressure and temperature; swecl.c calc_astronomical_refr).
 *   Semi-diameters from the true distance: Sun radius 696,000 km, Moon radius 1,737.5 km.
 *
 * Method: the body's apparent ecliptic longitude, latitude and distance come from the engine's
 * ephemeris at the nodes of a fixed 1-day grid (integer JD UT, cached) and are interpolated by
 * Lagrange polynomials, 4-point for the Sun and 10-point for the Moon (interpolation error below
 * 0.01"); equatorial coordinates by the true obliquity. The hour angle comes from Greenwich
 * apparent sidereal time (siderealTime: IAU 2006 GMST + equation of the equinoxes) at the grid
 * node, carried at the sidereal rate (the equation of the equinoxes drifts by under 0.1" a day,
 * 0.007 s). The altitude condition is sampled every 3 hours (every half hour beyond 60 deg
 * latitude); every sign change, and every near-grazing extremum, is refined to 1e-7 day (0.009 s).
 *
 * Times are Julian days UT. Latitude north positive, longitude east positive, degrees.
 */
import { EngineInputError } from '../core/errors.js';
import { tropicalPosition, nutation } from '../ephemeris/index.js';
import { siderealTime } from '../ephemeris/sidereal-time.js';
import { jdTtFromUt } from '../time/julian.js';
import { lagrangeWeights, unwrapDegrees } from '../search/interpolation.js';

export type RiseConvention = 'hindu' | 'civil';
export type RiseBody = 'Sun' | 'Moon';
export type RiseEvent = 'rise' | 'set';

export interface RiseSetDay {
  /** first rising in [localMidnight, localMidnight + 1 day), JD UT, or null when there is none */
  sunriseJdUt: number | null;
  /** first setting in the same window, JD UT, or null */
  sunsetJdUt: number | null;
  /** 'day': above the horizon the whole window (no rise, no set); 'night': below it the whole window; null otherwise */
  polar: null | 'day' | 'night';
}

export interface MoonRiseSetDay {
  moonriseJdUt: number | null;
  moonsetJdUt: number | null;
  polar: null | 'day' | 'night';
}

const DEG = Math.PI / 180;
const RAD = 180 / Math.PI;
const AU_KM = 149_597_870.7;
/** SE: pla_diam[SE_SUN] / 2 */
const SUN_RADIUS_KM = 696_000;
/** SE: pla_diam[SE_MOON] / 2 */
const MOON_RADIUS_KM = 1_737.5;
/** Earth equatorial radius and flattening used by SE for topocentric positions (IERS 2010) */
const EARTH_RADIUS_KM = 6_378.1366;
const EARTH_FLATTENING = 1 / 298.25642;
/** standard atmosphere of the civil convention (SE's defaults as the oracle uses them) */
const PRESSURE_HPA = 1013.25;
const TEMPERATURE_C = 15;
/** rate of Greenwich sidereal time, degrees per UT day: ERA rate plus the IAU 2006 GMST polynomial's linear term */
const GAST_RATE_DEG_PER_DAY = 360.98564736629 + 4612.156534 / 3600 / 36525;

/**
 * Refraction (degrees) at an APPARENT altitude (degrees), SE's calc_astronomical_refr: Sinclair's
 * formula below 17.904 deg, 0.97' cot h above, scaled for pressure and temperature.
 */
export function refractionAtApparentAltitudeDeg(
  appAltDeg: number,
  pressureHpa = PRESSURE_HPA,
  temperatureC = TEMPERATURE_C,
): number {
  const a = appAltDeg;
  let r =
    a > 17.904104638432
      ? 0.97 / Math.tan(a * DEG)
      : (34.46 + 4.23 * a + 0.004 * a * a) / (1 + 0.505 * a + 0.0845 * a * a);
  r = ((pressureHpa - 80) / 930 / (1 + 0.00008 * (r + 39) * (temperatureC - 10))) * r;
  return r / 60;
}
/** true altitude of the upper limb at civil rise/set: minus the refraction at apparent altitude 0 */
const CIVIL_LIMB_TRUE_ALT_DEG = -refractionAtApparentAltitudeDeg(0);

// ---------------------------------------------------------------------------------------------
// Interpolated apparent ecliptic positions on a fixed grid (cached: the grid is global, so the
// values never depend on what was computed before).

interface Node {
  lonDeg: number;
  latDeg: number;
  distAu: number;
  oblDeg: number;
  gastDeg: number;
}

/** grid step 1 day (integer JD UT); 4-point Lagrange for the Sun, 10-point for the Moon */
const NODES: Record<RiseBody, number> = { Sun: 4, Moon: 10 };
const nodeCache: Record<RiseBody, Map<number, Node>> = { Sun: new Map(), Moon: new Map() };
const NODE_CACHE_MAX = 4096;

function nodeAt(body: RiseBody, k: number): Node {
  const cache = nodeCache[body];
  const hit = cache.get(k);
  if (hit) return hit;
  const jdTt = jdTtFromUt(k);
  const p = tropicalPosition(body, jdTt);
  const n: Node = {
    lonDeg: p.lonDeg,
    latDeg: p.latDeg,
    distAu: p.distAu,
    oblDeg: nutation(jdTt).trueObliquityDeg,
    gastDeg: siderealTime(k).gastDeg,
  };
  if (cache.size >= NODE_CACHE_MAX) cache.clear();
  cache.set(k, n);
  return n;
}

/** Empty the position node cache (results never depend on it; for cold-start benchmarks and memory). */
export function clearRiseSetCache(): void {
  nodeCache.Sun.clear();
  nodeCache.Moon.clear();
  windows.Sun.k1 = Number.NaN;
  windows.Moon.k1 = Number.NaN;
}

interface EclipticAt {
  lonDeg: number;
  latDeg: number;
  distAu: number;
  oblDeg: number;
  /** Greenwich apparent sidereal time: its value at the grid node before jdUt carried at the mean sidereal rate (drift under 0.1"/day) */
  gastDeg: number;
}

/** node values of the interval last interpolated, per body (refilled when the interval changes) */
interface NodeWindow {
  k1: number;
  gastK1Deg: number;
  lon: Float64Array;
  lat: Float64Array;
  dist: Float64Array;
  obl: Float64Array;
}
const windows: Record<RiseBody, NodeWindow> = {
  Sun: {
    k1: Number.NaN,
    gastK1Deg: 0,
    lon: new Float64Array(4),
    lat: new Float64Array(4),
    dist: new Float64Array(4),
    obl: new Float64Array(4),
  },
  Moon: {
    k1: Number.NaN,
    gastK1Deg: 0,
    lon: new Float64Array(10),
    lat: new Float64Array(10),
    dist: new Float64Array(10),
    obl: new Float64Array(10),
  },
};
const weights = new Float64Array(10);
const dWeights = new Float64Array(10);

/** Lagrange interpolation of the body's apparent geocentric ecliptic position at jdUt. */
function interpolated(body: RiseBody, jdUt: number): EclipticAt {
  const n = NODES[body];
  const k1 = Math.floor(jdUt);
  const u = jdUt - k1;
  const w = windows[body];
  if (w.k1 !== k1) {
    const lo = 1 - n / 2;
    for (let j = 0; j < n; j++) {
      const x = nodeAt(body, k1 + lo + j);
      w.lon[j] = x.lonDeg;
      w.lat[j] = x.latDeg;
      w.dist[j] = x.distAu;
      w.obl[j] = x.oblDeg;
    }
    unwrapDegrees(w.lon, n);
    w.gastK1Deg = nodeAt(body, k1).gastDeg;
    w.k1 = k1;
  }
  lagrangeWeights(n, u, weights, dWeights);
  let lon = 0,
    lat = 0,
    dist = 0,
    obl = 0;
  for (let j = 0; j < n; j++) {
    const wj = weights[j]!;
    lon += wj * w.lon[j]!;
    lat += wj * w.lat[j]!;
    dist += wj * w.dist[j]!;
    obl += wj * w.obl[j]!;
  }
  return {
    lonDeg: lon,
    latDeg: lat,
    distAu: dist,
    oblDeg: obl,
    gastDeg: w.gastK1Deg + GAST_RATE_DEG_PER_DAY * u,
  };
}

// ---------------------------------------------------------------------------------------------
// Altitude condition

interface Site {
  sinLat: number;
  cosLat: number;
  lonDeg: number;
  /** observer's geocentric position in Earth equatorial radii: rho cos(phi'), rho sin(phi') */
  rhoCos: number;
  rhoSin: number;
}

function siteOf(latDeg: number, lonDeg: number): Site {
  const phi = latDeg * DEG;
  const u = Math.atan((1 - EARTH_FLATTENING) * Math.tan(phi));
  return {
    sinLat: Math.sin(phi),
    cosLat: Math.cos(phi),
    lonDeg,
    rhoCos: Math.cos(u),
    rhoSin: (1 - EARTH_FLATTENING) * Math.sin(u),
  };
}

/**
 * Altitude of the body's reference point minus the altitude that defines the event, degrees:
 * positive = above. Zero crossings upward are risings, downward settings.
 */
function altitudeMargin(body: RiseBody, jdUt: number, site: Site, conv: RiseConvention): number {
  const e = interpolated(body, jdUt);
  const lam = e.lonDeg * DEG;
  const bet = conv === 'hindu' ? 0 : e.latDeg * DEG;
  const eps = e.oblDeg * DEG;
  const cb = Math.cos(bet),
    sb = Math.sin(bet),
    cl = Math.cos(lam),
    sl = Math.sin(lam),
    ce = Math.cos(eps),
    se = Math.sin(eps);
  // equatorial unit vector, true equator and equinox of date
  const x = cb * cl;
  const y = cb * sl * ce - sb * se;
  const z = cb * sl * se + sb * ce;
  const lstDeg = e.gastDeg + site.lonDeg;
  const cLst = Math.cos(lstDeg * DEG),
    sLst = Math.sin(lstDeg * DEG);
  // components toward the local zenith (geodetic vertical) of the unit vector: sin(alt)
  if (conv === 'hindu') {
    const sinAlt = site.sinLat * z + site.cosLat * (x * cLst + y * sLst);
    return Math.asin(Math.max(-1, Math.min(1, sinAlt))) * RAD;
  }
  // civil: topocentric vector in Earth radii
  const rEr = (e.distAu * AU_KM) / EARTH_RADIUS_KM;
  const tx = rEr * x - site.rhoCos * cLst;
  const ty = rEr * y - site.rhoCos * sLst;
  const tz = rEr * z - site.rhoSin;
  const tr = Math.hypot(tx, ty, tz);
  const sinAlt = (site.sinLat * tz + site.cosLat * (tx * cLst + ty * sLst)) / tr;
  const alt = Math.asin(Math.max(-1, Math.min(1, sinAlt))) * RAD;
  const radiusKm = body === 'Sun' ? SUN_RADIUS_KM : MOON_RADIUS_KM;
  const semiDiamDeg = Math.asin(radiusKm / (tr * EARTH_RADIUS_KM)) * RAD;
  return alt + semiDiamDeg - CIVIL_LIMB_TRUE_ALT_DEG;
}

interface Crossing {
  jdUt: number;
  event: RiseEvent;
}

function checkInputs(jdUt: number, latDeg: number, lonDeg: number, conv: RiseConvention): void {
  if (!Number.isFinite(jdUt))
    throw new EngineInputError('INVALID_FIELD', 'the instant must be a finite Julian day', 'jdUt');
  if (!Number.isFinite(latDeg) || Math.abs(latDeg) > 90)
    throw new EngineInputError(
      'INVALID_FIELD',
      `latitude must be in [-90, 90], got ${String(latDeg)}`,
      'lat',
    );
  if (!Number.isFinite(lonDeg) || Math.abs(lonDeg) > 360)
    throw new EngineInputError(
      'INVALID_FIELD',
      `longitude must be in [-180, 180], got ${String(lonDeg)}`,
      'lon',
    );
  if (conv !== 'hindu' && conv !== 'civil')
    throw new EngineInputError(
      'INVALID_FIELD',
      `rise convention must be hindu or civil, got ${String(conv)}`,
      'convention',
    );
}

/** Root of f in [a, b] where f(a), f(b) have opposite signs (Illinois regula falsi), to 1e-7 day. */
function refineRoot(
  f: (t: number) => number,
  a: number,
  b: number,
  fa: number,
  fb: number,
): number {
  let side = 0;
  for (let i = 0; i < 60; i++) {
    const c = (a * fb - b * fa) / (fb - fa);
    const fc = f(c);
    if (Math.abs(b - a) < 1e-7 || fc === 0) return c;
    if (fc > 0 === fb > 0) {
      b = c;
      fb = fc;
      if (side === -1) fa /= 2;
      side = -1;
    } else {
      a = c;
      fa = fc;
      if (side === 1) fb /= 2;
      side = 1;
    }
    if (Math.abs(b - a) < 1e-7) return (a + b) / 2;
  }
  return (a + b) / 2;
}

/** Extremum of f in [a, c] around b (golden-section search), returns [t, f(t)]. */
function refineExtremum(
  f: (t: number) => number,
  a: number,
  c: number,
  max: boolean,
): [number, number] {
  const g = (Math.sqrt(5) - 1) / 2;
  const s = max ? 1 : -1;
  let x1 = c - g * (c - a),
    x2 = a + g * (c - a);
  let f1 = s * f(x1),
    f2 = s * f(x2);
  while (c - a > 1e-5) {
    if (f1 > f2) {
      c = x2;
      x2 = x1;
      f2 = f1;
      x1 = c - g * (c - a);
      f1 = s * f(x1);
    } else {
      a = x1;
      x1 = x2;
      f1 = f2;
      x2 = a + g * (c - a);
      f2 = s * f(x2);
    }
  }
  return f1 > f2 ? [x1, s * f1] : [x2, s * f2];
}

/**
 * All risings and settings in [a, b] (JD UT), in time order, plus the margin at the middle of the
 * window (for polar classification).
 */
function crossingsIn(
  body: RiseBody,
  a: number,
  b: number,
  latDeg: number,
  lonDeg: number,
  conv: RiseConvention,
): { events: Crossing[]; midMarginDeg: number } {
  checkInputs(a, latDeg, lonDeg, conv);
  const site = siteOf(latDeg, lonDeg);
  const f = (t: number): number => altitudeMargin(body, t, site, conv);
  // 3-hour samples below 60 deg of latitude (the altitude curve is a near-sinusoid with a 1-day
  // period there); half-hour samples above, where grazing rises need the extremum check below
  const n = Math.max(2, Math.ceil((b - a) * (Math.abs(latDeg) > 60 ? 48 : 8)));
  const step = (b - a) / n;
  // samples from a - step to b + step, so extrema at the window's edges are seen
  const ts: number[] = [];
  const fs: number[] = [];
  for (let i = -1; i <= n + 1; i++) {
    const t = a + i * step;
    ts.push(t);
    fs.push(f(t));
  }
  const events: Crossing[] = [];
  const push = (t: number, rising: boolean): void => {
    if (t >= a && t <= b) events.push({ jdUt: t, event: rising ? 'rise' : 'set' });
  };
  for (let i = 0; i + 1 < ts.length; i++) {
    const f0 = fs[i]!,
      f1 = fs[i + 1]!;
    if (f0 < 0 !== f1 < 0) push(refineRoot(f, ts[i]!, ts[i + 1]!, f0, f1), f1 >= 0);
  }
  // grazing: a local maximum below zero (or minimum above zero) at the samples may hide a rise and
  // a set between two samples; refine the extremum and split there
  for (let i = 1; i + 1 < ts.length; i++) {
    const fp = fs[i - 1]!,
      fc = fs[i]!,
      fn = fs[i + 1]!;
    if (Math.abs(fc) > 5) continue;
    const isMax = fc >= fp && fc >= fn && fp < 0 && fc < 0 && fn < 0;
    const isMin = fc <= fp && fc <= fn && fp >= 0 && fc >= 0 && fn >= 0;
    if (!isMax && !isMin) continue;
    const [tm, fm] = refineExtremum(f, ts[i - 1]!, ts[i + 1]!, isMax);
    if (isMax && fm >= 0) {
      push(refineRoot(f, ts[i - 1]!, tm, fp, fm), true);
      push(refineRoot(f, tm, ts[i + 1]!, fm, fn), false);
    } else if (isMin && fm < 0) {
      push(refineRoot(f, ts[i - 1]!, tm, fp, fm), false);
      push(refineRoot(f, tm, ts[i + 1]!, fm, fn), true);
    }
  }
  events.sort((p, q) => p.jdUt - q.jdUt);
  return { events, midMarginDeg: f((a + b) / 2) };
}

/**
 * The first rising or setting of the Sun or Moon strictly after `startJdUt` and no later than
 * startJdUt + 1.1 days, JD UT; null when there is none in that window (polar day or night, or the
 * Moon's daily skip).
 */
export function nextRiseSet(
  body: RiseBody,
  event: RiseEvent,
  startJdUt: number,
  latDeg: number,
  lonDeg: number,
  convention: RiseConvention,
): number | null {
  const { events } = crossingsIn(body, startJdUt, startJdUt + 1.1, latDeg, lonDeg, convention);
  const hit = events.find((e) => e.event === event && e.jdUt > startJdUt);
  return hit ? hit.jdUt : null;
}

function dayOf(
  body: RiseBody,
  localMidnightJdUt: number,
  latDeg: number,
  lonDeg: number,
  convention: RiseConvention,
): { rise: number | null; set: number | null; polar: null | 'day' | 'night' } {
  const { events, midMarginDeg } = crossingsIn(
    body,
    localMidnightJdUt,
    localMidnightJdUt + 1,
    latDeg,
    lonDeg,
    convention,
  );
  const inDay = events.filter((e) => e.jdUt >= localMidnightJdUt && e.jdUt < localMidnightJdUt + 1);
  const rise = inDay.find((e) => e.event === 'rise')?.jdUt ?? null;
  const set = inDay.find((e) => e.event === 'set')?.jdUt ?? null;
  const polar = inDay.length === 0 ? (midMarginDeg > 0 ? 'day' : 'night') : null;
  return { rise, set, polar };
}

/**
 * Sunrise and sunset of the local civil day that starts at `localMidnightJdUt` (from
 * zonedMidnightJdUt): the first rising and the first setting in [midnight, midnight + 1 day).
 * polar = 'day' (midnight sun) or 'night' (polar night) when neither happens in that window; when
 * only one of the two happens (near the polar circles) the other is null and polar is null.
 */
export function sunRiseSetDay(
  localMidnightJdUt: number,
  latDeg: number,
  lonDeg: number,
  convention: RiseConvention,
): RiseSetDay {
  const d = dayOf('Sun', localMidnightJdUt, latDeg, lonDeg, convention);
  return { sunriseJdUt: d.rise, sunsetJdUt: d.set, polar: d.polar };
}

/**
 * Moonrise and moonset of the local civil day starting at `localMidnightJdUt`, as
 * {@link sunRiseSetDay}. A null moonrise or moonset with polar null is the ordinary monthly skip
 * (the Moon rises about 50 minutes later each day).
 */
export function moonRiseSetDay(
  localMidnightJdUt: number,
  latDeg: number,
  lonDeg: number,
  convention: RiseConvention,
): MoonRiseSetDay {
  const d = dayOf('Moon', localMidnightJdUt, latDeg, lonDeg, convention);
  return { moonriseJdUt: d.rise, moonsetJdUt: d.set, polar: d.polar };
}
