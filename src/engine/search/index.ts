/**
 * @module Event search: the instants at which the panchang limbs change, sankrantis, new and full
 * moons, graha ingresses into signs and nakshatras, and stations. All instants are Julian days UT;
 * all longitudes sidereal (default ayanamsa lahiri; SE's traditional sidereal method: tropical
 * true-equinox longitude - nutation - mean ayanamsa).
 *
 * Limbs (0-based indices):
 * - tithi 0..29: floor(elongation / 12 deg), elongation = Moon - Sun in [0, 360) (the same in
 *   every zodiac); 0..14 shukla pratipada..purnima, 15..29 krishna pratipada..amavasya;
 * - nakshatra 0..26: floor(Moon / 13 deg 20');
 * - yoga 0..26: floor((Sun + Moon) mod 360 / 13 deg 20') (sidereal sum, so it depends on the ayanamsa);
 * - karana 0..59: floor(elongation / 6 deg), the 60 half-tithis of the lunar month; 0 = first half of
 *   shukla pratipada (the fixed karana Kimstughna), 57..59 = Shakuni, Chatushpada, Naga.
 *
 * Method for the Sun and Moon (the hot path of daily panchangs): sidereal longitudes from the
 * engine's ephemeris (siderealSunMoon) at the nodes of a fixed 1-day grid (integer JD UT), cached,
 * and interpolated by 10-point Lagrange polynomials with their analytic derivative: one ephemeris
 * evaluation per day of searching. The interpolation error is below 0.006" for the Moon (0.01 s of
 * a tithi end), far inside the ephemeris's own error. Every function in this module reads the same
 * interpolant, so limbAt and limbSpan agree at the boundaries. Roots by Newton's method on the
 * interpolant to 1e-8 day (under 1 ms), with a bisection fallback.
 *
 * Other grahas (ingresses, stations; the Sun and Moon read the interpolant above): sidereal
 * longitude and speed from tropicalPosition (meanNodeTropical / trueNodeTropical for Rahu; Ketu =
 * Rahu + 180 deg), stepped in steps shorter than the graha's shortest retrograde or direct run,
 * split at stations, and the first boundary crossing refined by Illinois regula falsi to 1e-7 day
 * (0.01 s). A station is the instant the speed of the SIDEREAL longitude is zero (tropical speed
 * minus the rate of nutation and ayanamsa), as SE reports it with SEFLG_SIDEREAL.
 *
 * A whole window (a transit: every ingress, station and return of one graha in some years) is
 * walked once, at a coarser step still under half the graha's shortest run (windowStepDays), with
 * every event refined to its tolerance (ingressesBetween: Newton's method on the speed, to 1e-8
 * day): Saturn's four years take 160 positions instead of 930.
 */
import { type GrahaName, norm360 } from '../core/constants.js';
import { EngineInputError } from '../core/errors.js';
import {
  ayanamsaDeg,
  type AyanamsaName,
  meanNodeTropical,
  type NodeMode,
  nutation,
  siderealSunMoon,
  tropicalPosition,
  type TropicalPosition,
  trueNodeTropical,
} from '../ephemeris/index.js';
import { jdTtFromUt } from '../time/julian.js';
import { lagrangeWeights, unwrapDegrees } from './interpolation.js';

export type LimbKind = 'tithi' | 'nakshatra' | 'yoga' | 'karana';

/** Number of divisions of each limb. */
export const LIMB_COUNT: Readonly<Record<LimbKind, number>> = {
  tithi: 30,
  nakshatra: 27,
  yoga: 27,
  karana: 60,
};
const LIMB_UNIT_DEG: Readonly<Record<LimbKind, number>> = {
  tithi: 12,
  nakshatra: 360 / 27,
  yoga: 360 / 27,
  karana: 6,
};
/** mean rate of each limb's angle, degrees per day (initial guesses only) */
const LIMB_MEAN_RATE: Readonly<Record<LimbKind, number>> = {
  tithi: 12.19075,
  nakshatra: 13.1764,
  yoga: 14.16205,
  karana: 12.19075,
};

export interface LimbSpan {
  index0: number;
  /** instant the limb began, JD UT */
  startJdUt: number;
  /** instant it ends (the next limb begins), JD UT */
  endJdUt: number;
}

// ---------------------------------------------------------------------------------------------
// Sun and Moon interpolant

const GRID_DAYS = 1;
/** 10-point Lagrange on a 1-day grid: 0.006" worst case for the Moon (measured over 1900-2100) */
const NODES = 10;
const sunYs = new Float64Array(NODES);
const moonYs = new Float64Array(NODES);
const weights = new Float64Array(NODES);
const dWeights = new Float64Array(NODES);
/** grid interval (and ayanamsa) whose node values sunYs/moonYs hold */
let windowK1 = Number.NaN;
let windowAyanamsa: AyanamsaName | '' = '';
interface SunMoonNode {
  sunDeg: number;
  moonDeg: number;
}
const sunMoonCache = new Map<string, Map<number, SunMoonNode>>();
const CACHE_MAX = 8192;

function sunMoonNode(aya: AyanamsaName, k: number): SunMoonNode {
  let cache = sunMoonCache.get(aya);
  if (!cache) {
    cache = new Map();
    sunMoonCache.set(aya, cache);
  }
  const hit = cache.get(k);
  if (hit) return hit;
  const n = siderealSunMoon(k * GRID_DAYS, aya);
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(k, n);
  return n;
}

/** Empty the Sun/Moon node cache (results never depend on it; for cold-start benchmarks and memory). */
export function clearSearchCache(): void {
  sunMoonCache.clear();
  windowK1 = Number.NaN;
}

/** Sidereal Sun and Moon longitudes (degrees, [0, 360)) and speeds (degrees/day) at a JD UT, from the interpolant. */
export interface SunMoonAt {
  sunDeg: number;
  moonDeg: number;
  sunSpeedDegPerDay: number;
  moonSpeedDegPerDay: number;
}

/** Sidereal longitudes and speeds of Sun and Moon at jdUt (the search module's interpolant; see the module note). */
export function sunMoonAt(jdUt: number, ayanamsa: AyanamsaName = 'lahiri'): SunMoonAt {
  const k1 = Math.floor(jdUt / GRID_DAYS);
  const u = jdUt / GRID_DAYS - k1;
  if (windowK1 !== k1 || windowAyanamsa !== ayanamsa) {
    const lo = 1 - NODES / 2;
    for (let j = 0; j < NODES; j++) {
      const n = sunMoonNode(ayanamsa, k1 + lo + j);
      sunYs[j] = n.sunDeg;
      moonYs[j] = n.moonDeg;
    }
    unwrapDegrees(sunYs, NODES);
    unwrapDegrees(moonYs, NODES);
    windowK1 = k1;
    windowAyanamsa = ayanamsa;
  }
  lagrangeWeights(NODES, u, weights, dWeights);
  let sun = 0,
    moon = 0,
    dSun = 0,
    dMoon = 0;
  for (let j = 0; j < NODES; j++) {
    sun += weights[j]! * sunYs[j]!;
    moon += weights[j]! * moonYs[j]!;
    dSun += dWeights[j]! * sunYs[j]!;
    dMoon += dWeights[j]! * moonYs[j]!;
  }
  return {
    sunDeg: norm360(sun),
    moonDeg: norm360(moon),
    sunSpeedDegPerDay: dSun / GRID_DAYS,
    moonSpeedDegPerDay: dMoon / GRID_DAYS,
  };
}

/** The angle (degrees [0, 360)) and its rate (degrees/day) whose divisions are a limb. */
function limbAngle(kind: LimbKind, jdUt: number, aya: AyanamsaName): [number, number] {
  const p = sunMoonAt(jdUt, aya);
  switch (kind) {
    case 'tithi':
    case 'karana':
      return [norm360(p.moonDeg - p.sunDeg), p.moonSpeedDegPerDay - p.sunSpeedDegPerDay];
    case 'nakshatra':
      return [p.moonDeg, p.moonSpeedDegPerDay];
    case 'yoga':
      return [norm360(p.sunDeg + p.moonDeg), p.sunSpeedDegPerDay + p.moonSpeedDegPerDay];
  }
}

function signedDeg(x: number): number {
  let d = norm360(x);
  if (d >= 180) d -= 360;
  return d;
}

/**
 * Newton's method on a monotonically increasing angle: the instant near `guessJdUt` at which
 * angle(t) = targetDeg (mod 360).
 */
function solveAngle(
  angle: (t: number) => [number, number],
  targetDeg: number,
  guessJdUt: number,
): number {
  let t = guessJdUt;
  for (let i = 0; i < 12; i++) {
    const [a, rate] = angle(t);
    const dt = signedDeg(a - targetDeg) / rate;
    t -= dt;
    if (Math.abs(dt) < 1e-8) return t;
  }
  // Newton did not settle (not seen in practice): bisection on a bracket around the last iterate
  const g = (x: number): number => signedDeg(angle(x)[0] - targetDeg);
  let lo = t - 0.5,
    hi = t + 0.5;
  for (let i = 0; i < 8 && g(lo) > 0; i++) lo -= 0.5;
  for (let i = 0; i < 8 && g(hi) < 0; i++) hi += 0.5;
  while (hi - lo > 1e-9) {
    const mid = (lo + hi) / 2;
    if (g(mid) < 0) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

function checkJd(jdUt: number, field = 'jdUt'): void {
  if (typeof jdUt !== 'number' || !Number.isFinite(jdUt))
    throw new EngineInputError('INVALID_FIELD', `${field} must be a finite Julian day`, field);
}

/** 0-based index of a limb at an instant: tithi 0..29, nakshatra 0..26, yoga 0..26, karana 0..59. */
export function limbAt(kind: LimbKind, jdUt: number, ayanamsa: AyanamsaName = 'lahiri'): number {
  checkJd(jdUt);
  const [a] = limbAngle(kind, jdUt, ayanamsa);
  return Math.min(LIMB_COUNT[kind] - 1, Math.floor(a / LIMB_UNIT_DEG[kind]));
}

/** The limb running at jdUt with the instants it began and ends (JD UT, to better than 1 ms on the interpolant). */
export function limbSpan(
  kind: LimbKind,
  jdUt: number,
  ayanamsa: AyanamsaName = 'lahiri',
): LimbSpan {
  checkJd(jdUt);
  const unit = LIMB_UNIT_DEG[kind];
  const rate = LIMB_MEAN_RATE[kind];
  const f = (t: number): [number, number] => limbAngle(kind, t, ayanamsa);
  const [a] = f(jdUt);
  const index0 = Math.min(LIMB_COUNT[kind] - 1, Math.floor(a / unit));
  const startDeg = index0 * unit;
  const endDeg = (index0 + 1) * unit;
  let startJdUt = solveAngle(f, startDeg, jdUt - (a - startDeg) / rate);
  let endJdUt = solveAngle(f, endDeg, jdUt + (endDeg - a) / rate);
  // guard the bracket against the last float of the root
  if (startJdUt > jdUt) startJdUt = jdUt;
  if (endJdUt <= jdUt) endJdUt = jdUt + 1e-9;
  return { index0, startJdUt, endJdUt };
}

/** All limb spans overlapping [fromJdUt, toJdUt), in order (the first may begin before fromJdUt). */
export function limbSpansBetween(
  kind: LimbKind,
  fromJdUt: number,
  toJdUt: number,
  ayanamsa: AyanamsaName = 'lahiri',
): LimbSpan[] {
  checkJd(fromJdUt, 'fromJdUt');
  checkJd(toJdUt, 'toJdUt');
  const out: LimbSpan[] = [];
  let s = limbSpan(kind, fromJdUt, ayanamsa);
  out.push(s);
  const unit = LIMB_UNIT_DEG[kind];
  const f = (t: number): [number, number] => limbAngle(kind, t, ayanamsa);
  while (s.endJdUt < toJdUt && out.length < 100_000) {
    const index0 = (s.index0 + 1) % LIMB_COUNT[kind];
    const endDeg = ((index0 + 1) * unit) % 360;
    const endJdUt = solveAngle(f, endDeg, s.endJdUt + unit / LIMB_MEAN_RATE[kind]);
    s = { index0, startJdUt: s.endJdUt, endJdUt };
    out.push(s);
  }
  return out;
}

/**
 * The first instant after `afterJdUt` at which the Moon-Sun elongation equals targetDeg (mod 360):
 * tithi k (0-based) ends at (k+1) x 12 deg, new moon at 0, full moon at 180. JD UT.
 */
export function findElongation(targetDeg: number, afterJdUt: number): number {
  checkJd(afterJdUt, 'afterJdUt');
  const f = (t: number): [number, number] => limbAngle('tithi', t, 'lahiri');
  const [a] = f(afterJdUt);
  let delta = norm360(targetDeg - a);
  if (delta === 0) delta = 360;
  let t = solveAngle(f, targetDeg, afterJdUt + delta / LIMB_MEAN_RATE.tithi);
  if (t <= afterJdUt) t = solveAngle(f, targetDeg, t + 360 / LIMB_MEAN_RATE.tithi);
  return t;
}

function phasesBetween(targetDeg: number, fromJdUt: number, toJdUt: number): number[] {
  const out: number[] = [];
  let t = fromJdUt;
  for (;;) {
    t = findElongation(targetDeg, t);
    if (t >= toJdUt || out.length > 10_000) return out;
    out.push(t);
  }
}

/** New moons (amavasya ends, elongation 0) in [fromJdUt, toJdUt), JD UT. */
export function newMoonsBetween(fromJdUt: number, toJdUt: number): number[] {
  return phasesBetween(0, fromJdUt, toJdUt);
}
/** Full moons (purnima ends, elongation 180 deg) in [fromJdUt, toJdUt), JD UT. */
export function fullMoonsBetween(fromJdUt: number, toJdUt: number): number[] {
  return phasesBetween(180, fromJdUt, toJdUt);
}

const SUN_MEAN_RATE = 0.98564736;

function sunAngle(aya: AyanamsaName): (t: number) => [number, number] {
  return (t) => {
    const p = sunMoonAt(t, aya);
    return [p.sunDeg, p.sunSpeedDegPerDay];
  };
}

/** The next sankranti after afterJdUt: the sidereal Sun entering rashi0 (0 = Mesha), JD UT. */
export function nextSankranti(
  afterJdUt: number,
  ayanamsa: AyanamsaName = 'lahiri',
): { rashi0: number; jdUt: number } {
  checkJd(afterJdUt, 'afterJdUt');
  const f = sunAngle(ayanamsa);
  const [s] = f(afterJdUt);
  let rashi0 = (Math.floor(s / 30) + 1) % 12;
  let jdUt = solveAngle(f, rashi0 * 30, afterJdUt + norm360(rashi0 * 30 - s) / SUN_MEAN_RATE);
  if (jdUt <= afterJdUt) {
    rashi0 = (rashi0 + 1) % 12;
    jdUt = solveAngle(f, rashi0 * 30, jdUt + 30 / SUN_MEAN_RATE);
  }
  return { rashi0, jdUt };
}

/** The sankranti of rashi0 (the Sun entering that sidereal sign) nearest to aroundJdUt (within half a year), JD UT. */
export function sankrantiOf(
  rashi0: number,
  aroundJdUt: number,
  ayanamsa: AyanamsaName = 'lahiri',
): number {
  checkJd(aroundJdUt, 'aroundJdUt');
  if (!Number.isInteger(rashi0) || rashi0 < 0 || rashi0 > 11)
    throw new EngineInputError('INVALID_FIELD', `rashi0 must be an integer 0..11`, 'rashi0');
  const f = sunAngle(ayanamsa);
  const [s] = f(aroundJdUt);
  return solveAngle(f, rashi0 * 30, aroundJdUt + signedDeg(rashi0 * 30 - s) / SUN_MEAN_RATE);
}

/** Sankrantis (all 12 kinds) in [fromJdUt, toJdUt), in order. */
export function sankrantisBetween(
  fromJdUt: number,
  toJdUt: number,
  ayanamsa: AyanamsaName = 'lahiri',
): Array<{ rashi0: number; jdUt: number }> {
  const out: Array<{ rashi0: number; jdUt: number }> = [];
  let t = fromJdUt;
  for (;;) {
    const s = nextSankranti(t, ayanamsa);
    if (s.jdUt >= toJdUt || out.length > 10_000) return out;
    out.push(s);
    t = s.jdUt;
  }
}

// ---------------------------------------------------------------------------------------------
// Any graha: ingresses and stations

export interface GrahaSearchOptions {
  ayanamsa?: AyanamsaName;
  /** node used for Rahu/Ketu, default mean */
  nodeMode?: NodeMode;
  /** how far to search, days (default: long enough for any graha to change sign: 1,200 days) */
  maxDays?: number;
  /**
   * the grid step of the search, days (default stepDays: 2 to 10 days for the planets, a fraction of
   * their shortest run); windowStepDays gives the coarser steps a window's one walk can take
   */
  stepDays?: number;
}

/** Step (days) shorter than half the shortest retrograde or direct run of each graha. */
function stepDays(graha: GrahaName, nodeMode: NodeMode): number {
  switch (graha) {
    case 'Moon':
      return 0.5;
    case 'Sun':
      return 4;
    case 'Mercury':
      return 2;
    case 'Venus':
      return 3;
    case 'Mars':
      return 3;
    case 'Jupiter':
    case 'Saturn':
      return 5;
    case 'Rahu':
    case 'Ketu':
      return nodeMode === 'true' ? 0.25 : 10;
  }
}

/**
 * Steps (days) for one walk of a window (transitOperation: its ingresses, stations and returns):
 * under half of the graha's shortest retrograde or direct run (Mercury's retrograde runs last 19
 * days or more, Venus's 40, Mars's 58, Jupiter's and Saturn's 115) and short enough that no graha
 * crosses more than one nakshatra boundary in a step (Mercury at 2.2 deg a day: 11 deg in 5 days;
 * Mars at 0.8: 9.6 in 12). Fewer positions than stepDays's (Saturn's 5 days were chosen for the
 * single-event searches); each event is still refined to its tolerance.
 */
export function windowStepDays(graha: GrahaName, nodeMode: NodeMode): number {
  switch (graha) {
    case 'Mercury':
      return 5;
    case 'Venus':
      return 8;
    case 'Mars':
      return 12;
    case 'Jupiter':
    case 'Saturn':
      return 20;
    case 'Rahu':
    case 'Ketu':
      return nodeMode === 'true' ? 0.25 : 60;
    default:
      return stepDays(graha, nodeMode);
  }
}

interface LonSpeed {
  lonDeg: number;
  speedDegPerDay: number;
}

/** rate of (nutation in longitude + mean ayanamsa), degrees per day, by central difference over +-1 day */
function frameRate(aya: AyanamsaName, jdTt: number): number {
  const v = (t: number): number => nutation(t).dpsiDeg + ayanamsaDeg(aya, t);
  return (v(jdTt + 1) - v(jdTt - 1)) / 2;
}

/**
 * Positions already computed within one sharedGrahaSearches call, by graha, ayanamsa, node mode
 * and instant. The searches of one window (ingresses by sign and by nakshatra, stations, returns)
 * walk the same grid and refine the same stations, so about 40% of their positions repeat.
 */
let lonMemo: Map<string, LonSpeed> | null = null;
const LON_MEMO_MAX = 100_000;

/**
 * Runs `fn` (synchronous) with the positions of its graha searches shared between them: the same
 * instants give the same numbers, each computed once. The memo lives only for the call.
 */
export function sharedGrahaSearches<T>(fn: () => T): T {
  if (lonMemo) return fn();
  lonMemo = new Map();
  try {
    return fn();
  } finally {
    lonMemo = null;
  }
}

function grahaLon(graha: GrahaName, jdUt: number, aya: AyanamsaName, nodeMode: NodeMode): LonSpeed {
  if (lonMemo === null) return grahaLonOf(graha, jdUt, aya, nodeMode);
  const key = `${graha} ${aya} ${nodeMode} ${jdUt}`;
  let found = lonMemo.get(key);
  if (found === undefined) {
    found = grahaLonOf(graha, jdUt, aya, nodeMode);
    // a bound on memory (a 10-year window of the true node at 6-hour steps asks about 60,000)
    if (lonMemo.size >= LON_MEMO_MAX) lonMemo.clear();
    lonMemo.set(key, found);
  }
  return found;
}

function grahaLonOf(
  graha: GrahaName,
  jdUt: number,
  aya: AyanamsaName,
  nodeMode: NodeMode,
): LonSpeed {
  if (graha === 'Sun' || graha === 'Moon') {
    const p = sunMoonAt(jdUt, aya);
    return graha === 'Sun'
      ? { lonDeg: p.sunDeg, speedDegPerDay: p.sunSpeedDegPerDay }
      : { lonDeg: p.moonDeg, speedDegPerDay: p.moonSpeedDegPerDay };
  }
  const jdTt = jdTtFromUt(jdUt);
  let p: TropicalPosition;
  if (graha === 'Rahu' || graha === 'Ketu') {
    p = nodeMode === 'true' ? trueNodeTropical(jdTt) : meanNodeTropical(jdTt);
  } else {
    p = tropicalPosition(graha, jdTt);
  }
  const nut = nutation(jdTt);
  const lonDeg = norm360(
    p.lonDeg + (graha === 'Ketu' ? 180 : 0) - nut.dpsiDeg - ayanamsaDeg(aya, jdTt),
  );
  return { lonDeg, speedDegPerDay: p.speedDegPerDay - frameRate(aya, jdTt) };
}

/** Illinois regula falsi for a sign change of g on [a, b], to 1e-7 day. */
function illinois(g: (t: number) => number, a: number, b: number, ga: number, gb: number): number {
  let side = 0;
  for (let i = 0; i < 100; i++) {
    if (Math.abs(b - a) < 1e-7) break;
    const c = (a * gb - b * ga) / (gb - ga);
    const gc = g(c);
    if (gc === 0) return c;
    if (gc > 0 === gb > 0) {
      b = c;
      gb = gc;
      if (side === -1) ga /= 2;
      side = -1;
    } else {
      a = c;
      ga = gc;
      if (side === 1) gb /= 2;
      side = 1;
    }
  }
  return (a + b) / 2;
}

export interface Ingress {
  /** the sign (0..11) or nakshatra (0..26) entered */
  index0: number;
  /** instant of entry, JD UT */
  jdUt: number;
  /** true when entered moving backward (retrograde re-entry into the previous unit) */
  retrograde: boolean;
}

export interface Station {
  kind: 'retrograde' | 'direct';
  jdUt: number;
}

function segmentStations(
  graha: GrahaName,
  a: number,
  b: number,
  pa: LonSpeed,
  pb: LonSpeed,
  aya: AyanamsaName,
  nodeMode: NodeMode,
): number | null {
  if (pa.speedDegPerDay < 0 === pb.speedDegPerDay < 0) return null;
  return illinois(
    (t) => grahaLon(graha, t, aya, nodeMode).speedDegPerDay,
    a,
    b,
    pa.speedDegPerDay,
    pb.speedDegPerDay,
  );
}

/** Largest |true node - mean node| over 1900-2100 is 1.98 deg (measured with the engine); margin included. */
const TRUE_NODE_MAX_DEVIATION_DEG = 2.5;
/** Mean node regression rate, degrees per day (sidereal; slowest value, so skips never overshoot). */
const MEAN_NODE_RATE_DEG_PER_DAY = 0.0529;

/**
 * Days during which the true node surely stays inside its current unit [L, L + unit): the mean node
 * must regress to within the maximum deviation of L before the true node can reach L, and it moves
 * away from L + unit meanwhile. 0 when the mean node is already close to a boundary.
 */
/**
 * Walks [fromJdUt, toJdUt) in steps of `step` days, each step split at the station inside it (if
 * any), and hands every piece with its end positions to `visit`: the one grid the window searches
 * share (inside sharedGrahaSearches its positions are computed once).
 */
function walkSplitAtStations(
  graha: GrahaName,
  lon: (t: number) => LonSpeed,
  fromJdUt: number,
  toJdUt: number,
  step: number,
  aya: AyanamsaName,
  nodeMode: NodeMode,
  visit: (a: number, b: number, pa: LonSpeed, pb: LonSpeed) => void,
): void {
  let a = fromJdUt;
  let pa = lon(a);
  while (a < toJdUt) {
    const b = Math.min(a + step, toJdUt);
    const pb = lon(b);
    const ts = segmentStations(graha, a, b, pa, pb, aya, nodeMode);
    if (ts !== null) {
      const ps = lon(ts);
      visit(a, ts, pa, ps);
      visit(ts, b, ps, pb);
    } else {
      visit(a, b, pa, pb);
    }
    a = b;
    pa = pb;
  }
}

function trueNodeSkipDays(
  graha: GrahaName,
  jdUt: number,
  trueLonDeg: number,
  unitDeg: number,
  aya: AyanamsaName,
): number {
  const jdTt = jdTtFromUt(jdUt);
  const mean = norm360(
    meanNodeTropical(jdTt).lonDeg +
      (graha === 'Ketu' ? 180 : 0) -
      nutation(jdTt).dpsiDeg -
      ayanamsaDeg(aya, jdTt),
  );
  const lower = Math.floor(trueLonDeg / unitDeg) * unitDeg;
  const aboveLower = norm360(mean - lower);
  const belowUpper = norm360(lower + unitDeg - mean);
  if (
    aboveLower > unitDeg ||
    belowUpper < TRUE_NODE_MAX_DEVIATION_DEG ||
    aboveLower < TRUE_NODE_MAX_DEVIATION_DEG
  )
    return 0;
  return (aboveLower - TRUE_NODE_MAX_DEVIATION_DEG) / MEAN_NODE_RATE_DEG_PER_DAY;
}

/**
 * The first time after afterJdUt that a graha enters a sidereal sign or nakshatra, moving forward
 * or (retrograde) backward. Works for all nine grahas; Ketu is Rahu + 180 deg of the chosen node.
 * Returns null only when nothing happens within opts.maxDays.
 */
export function nextIngress(
  graha: GrahaName,
  unit: 'sign' | 'nakshatra',
  afterJdUt: number,
  opts: GrahaSearchOptions = {},
): Ingress | null {
  checkJd(afterJdUt, 'afterJdUt');
  const aya = opts.ayanamsa ?? 'lahiri';
  const nodeMode = opts.nodeMode ?? 'mean';
  const maxDays = opts.maxDays ?? 1200;
  const unitDeg = unit === 'sign' ? 30 : 360 / 27;
  const count = unit === 'sign' ? 12 : 27;
  const step = stepDays(graha, nodeMode);
  const lon = (t: number): LonSpeed => grahaLon(graha, t, aya, nodeMode);

  const crossingIn = (a: number, b: number, pa: LonSpeed, pb: LonSpeed): Ingress | null => {
    const net = signedDeg(pb.lonDeg - pa.lonDeg);
    if (net === 0) return null;
    const forward = net > 0;
    const ia = Math.floor(pa.lonDeg / unitDeg);
    // first boundary strictly ahead in the direction of motion
    const boundaryDeg = forward
      ? (ia + 1) * unitDeg
      : (pa.lonDeg === ia * unitDeg ? ia - 1 : ia) * unitDeg;
    const reach = forward ? boundaryDeg - pa.lonDeg : pa.lonDeg - boundaryDeg;
    if (reach > Math.abs(net)) return null;
    const g = (t: number): number => signedDeg(lon(t).lonDeg - boundaryDeg);
    const ga = signedDeg(pa.lonDeg - boundaryDeg);
    const gb = signedDeg(pb.lonDeg - boundaryDeg);
    if (ga === 0 || ga > 0 === gb > 0) return null;
    const jdUt = illinois(g, a, b, ga, gb);
    const entered = forward
      ? Math.round(norm360(boundaryDeg) / unitDeg) % count
      : (Math.round(norm360(boundaryDeg) / unitDeg) - 1 + count) % count;
    return { index0: entered, jdUt, retrograde: !forward };
  };

  const trueNode = (graha === 'Rahu' || graha === 'Ketu') && nodeMode === 'true';
  let a = afterJdUt;
  let pa = lon(a);
  while (a < afterJdUt + maxDays) {
    if (trueNode) {
      // the true node stays within TRUE_NODE_MAX_DEVIATION_DEG of the mean node, which regresses
      // steadily: skip ahead while the mean node is too far from either boundary of the current unit
      const skip = trueNodeSkipDays(graha, a, pa.lonDeg, unitDeg, aya);
      if (skip > step) {
        a = Math.min(a + skip, afterJdUt + maxDays);
        pa = lon(a);
        continue;
      }
    }
    const b = a + step;
    const pb = lon(b);
    const ts = segmentStations(graha, a, b, pa, pb, aya, nodeMode);
    if (ts !== null) {
      const ps = lon(ts);
      const hit = crossingIn(a, ts, pa, ps) ?? crossingIn(ts, b, ps, pb);
      if (hit) return hit;
    } else {
      const hit = crossingIn(a, b, pa, pb);
      if (hit) return hit;
    }
    a = b;
    pa = pb;
  }
  return null;
}

/** Newton's method on a sign change of g = lon - boundary on [a, b] (g' = the speed), kept inside the bracket; Illinois where a step leaves it. To 1e-8 day. */
function newtonCrossing(
  lon: (t: number) => LonSpeed,
  boundaryDeg: number,
  a: number,
  b: number,
  ga: number,
  gb: number,
): number {
  let lo = a,
    hi = b,
    glo = ga,
    ghi = gb;
  let t = a + ((b - a) * ga) / (ga - gb);
  for (let i = 0; i < 8; i++) {
    const p = lon(t);
    const gt = signedDeg(p.lonDeg - boundaryDeg);
    if (gt === 0) return t;
    if (gt > 0 === ghi > 0) {
      hi = t;
      ghi = gt;
    } else {
      lo = t;
      glo = gt;
    }
    const next = t - gt / p.speedDegPerDay;
    if (!(next > lo && next < hi)) break;
    const dt = next - t;
    t = next;
    if (Math.abs(dt) < 1e-8) return t;
  }
  return illinois((x) => signedDeg(lon(x).lonDeg - boundaryDeg), lo, hi, glo, ghi);
}

/** Every sign and nakshatra ingress of one graha in a window, found in one pass. */
export interface WindowIngresses {
  sign: Ingress[];
  nakshatra: Ingress[];
}

/**
 * The sign and nakshatra ingresses of a graha in [fromJdUt, toJdUt), in order: the same events as
 * asking nextIngress again and again from the window's start (each new search from the last event),
 * but from one walk of the window's grid (the grid stationsBetween and longitudeCrossings walk, so
 * inside sharedGrahaSearches its positions are computed once for all of them) instead of a grid per
 * event, and each crossing refined by Newton's method on the graha's speed (2 to 3 positions) to
 * 1e-8 day instead of by regula falsi to 1e-7 day: the instants are those of nextIngress within its
 * tolerance (a few milliseconds), the events the same.
 */
export function ingressesBetween(
  graha: GrahaName,
  fromJdUt: number,
  toJdUt: number,
  opts: GrahaSearchOptions = {},
): WindowIngresses {
  checkJd(fromJdUt, 'fromJdUt');
  checkJd(toJdUt, 'toJdUt');
  const aya = opts.ayanamsa ?? 'lahiri';
  const nodeMode = opts.nodeMode ?? 'mean';
  const step = opts.stepDays ?? stepDays(graha, nodeMode);
  const lon = (t: number): LonSpeed => grahaLon(graha, t, aya, nodeMode);
  const out: WindowIngresses = { sign: [], nakshatra: [] };
  // a crossing of a boundary of `unit` inside [a, b] (one at most: no graha moves a unit in a step), as nextIngress's crossingIn finds it
  const crossing = (
    unit: 'sign' | 'nakshatra',
    a: number,
    b: number,
    pa: LonSpeed,
    pb: LonSpeed,
  ): void => {
    const unitDeg = unit === 'sign' ? 30 : 360 / 27;
    const count = unit === 'sign' ? 12 : 27;
    const net = signedDeg(pb.lonDeg - pa.lonDeg);
    if (net === 0) return;
    const forward = net > 0;
    const ia = Math.floor(pa.lonDeg / unitDeg);
    const boundaryDeg = forward
      ? (ia + 1) * unitDeg
      : (pa.lonDeg === ia * unitDeg ? ia - 1 : ia) * unitDeg;
    const reach = forward ? boundaryDeg - pa.lonDeg : pa.lonDeg - boundaryDeg;
    if (reach > Math.abs(net)) return;
    const ga = signedDeg(pa.lonDeg - boundaryDeg);
    const gb = signedDeg(pb.lonDeg - boundaryDeg);
    if (ga === 0 || ga > 0 === gb > 0) return;
    const jdUt = newtonCrossing(lon, boundaryDeg, a, b, ga, gb);
    if (!(jdUt > fromJdUt && jdUt < toJdUt)) return;
    const entered = forward
      ? Math.round(norm360(boundaryDeg) / unitDeg) % count
      : (Math.round(norm360(boundaryDeg) / unitDeg) - 1 + count) % count;
    out[unit].push({ index0: entered, jdUt, retrograde: !forward });
  };
  const both = (a: number, b: number, pa: LonSpeed, pb: LonSpeed): void => {
    crossing('sign', a, b, pa, pb);
    crossing('nakshatra', a, b, pa, pb);
  };
  walkSplitAtStations(graha, lon, fromJdUt, toJdUt, step, aya, nodeMode, both);
  return out;
}

/**
 * Stations of a graha in [fromJdUt, toJdUt): 'retrograde' where the sidereal speed turns negative,
 * 'direct' where it turns positive. The Sun, the Moon and the mean nodes have none.
 */
export function stationsBetween(
  graha: GrahaName,
  fromJdUt: number,
  toJdUt: number,
  opts: GrahaSearchOptions = {},
): Station[] {
  checkJd(fromJdUt, 'fromJdUt');
  checkJd(toJdUt, 'toJdUt');
  const aya = opts.ayanamsa ?? 'lahiri';
  const nodeMode = opts.nodeMode ?? 'mean';
  if (
    graha === 'Sun' ||
    graha === 'Moon' ||
    ((graha === 'Rahu' || graha === 'Ketu') && nodeMode === 'mean')
  )
    return [];
  const step = opts.stepDays ?? stepDays(graha, nodeMode);
  const speed = (t: number): number => grahaLon(graha, t, aya, nodeMode).speedDegPerDay;
  const ts: number[] = [];
  const vs: number[] = [];
  for (let t = fromJdUt; ; t += step) {
    const tt = Math.min(t, toJdUt);
    ts.push(tt);
    vs.push(speed(tt));
    if (tt >= toJdUt) break;
  }
  const out: Station[] = [];
  const add = (t: number, turningNegative: boolean): void => {
    if (t >= fromJdUt && t < toJdUt)
      out.push({ kind: turningNegative ? 'retrograde' : 'direct', jdUt: t });
  };
  for (let i = 0; i + 1 < ts.length; i++) {
    const v0 = vs[i]!,
      v1 = vs[i + 1]!;
    if (v0 < 0 !== v1 < 0) add(illinois(speed, ts[i]!, ts[i + 1]!, v0, v1), v1 < 0);
  }
  // two stations inside one step (the true node reverses for as little as 0.16 day): a sampled
  // speed that dips toward zero without crossing it is refined to its extremum
  for (let i = 1; i + 1 < ts.length; i++) {
    const vp = vs[i - 1]!,
      vc = vs[i]!,
      vn = vs[i + 1]!;
    if (vp < 0 !== vc < 0 || vc < 0 !== vn < 0) continue;
    if (!(Math.abs(vc) <= Math.abs(vp) && Math.abs(vc) <= Math.abs(vn))) continue;
    const positive = vc >= 0;
    // golden-section search for the extremum of the speed toward zero
    let a = ts[i - 1]!,
      c = ts[i + 1]!;
    const g = (Math.sqrt(5) - 1) / 2;
    const h = (t: number): number => (positive ? speed(t) : -speed(t));
    let x1 = c - g * (c - a),
      x2 = a + g * (c - a);
    let h1 = h(x1),
      h2 = h(x2);
    while (c - a > 1e-4 && Math.min(h1, h2) > 0) {
      if (h1 < h2) {
        c = x2;
        x2 = x1;
        h2 = h1;
        x1 = c - g * (c - a);
        h1 = h(x1);
      } else {
        a = x1;
        x1 = x2;
        h1 = h2;
        x2 = a + g * (c - a);
        h2 = h(x2);
      }
    }
    const [tm, hm] = h1 < h2 ? [x1, h1] : [x2, h2];
    if (hm >= 0) continue;
    const vm = positive ? -hm : hm;
    add(illinois(speed, ts[i - 1]!, tm, vp, vm), positive);
    add(illinois(speed, tm, ts[i + 1]!, vm, vn), !positive);
  }
  out.sort((p, q) => p.jdUt - q.jdUt);
  return out;
}

/** One pass of a graha over a sidereal longitude. */
export interface LongitudeCrossing {
  jdUt: number;
  retrograde: boolean;
}

/**
 * Every instant in [fromJdUt, toJdUt) at which a graha's sidereal longitude equals `targetDeg`
 * (e.g. its natal degree: a return), moving forward or retrograde. Each step is split at any
 * station inside it, so the up to three passes of a retrograde loop are all found.
 */
export function longitudeCrossings(
  graha: GrahaName,
  targetDeg: number,
  fromJdUt: number,
  toJdUt: number,
  opts: GrahaSearchOptions = {},
): LongitudeCrossing[] {
  checkJd(fromJdUt, 'fromJdUt');
  checkJd(toJdUt, 'toJdUt');
  const aya = opts.ayanamsa ?? 'lahiri';
  const nodeMode = opts.nodeMode ?? 'mean';
  const step = opts.stepDays ?? stepDays(graha, nodeMode);
  const lon = (t: number): LonSpeed => grahaLon(graha, t, aya, nodeMode);
  const g = (t: number): number => signedDeg(lon(t).lonDeg - targetDeg);
  const out: LongitudeCrossing[] = [];
  const crossing = (a: number, b: number, pa: LonSpeed, pb: LonSpeed): void => {
    const ga = signedDeg(pa.lonDeg - targetDeg);
    const gb = signedDeg(pb.lonDeg - targetDeg);
    // a sign change of the signed difference near 0 (not the jump at the opposite point, +-180)
    if (ga === 0 || ga > 0 === gb > 0 || Math.abs(ga) > 90 || Math.abs(gb) > 90) return;
    const t = illinois(g, a, b, ga, gb);
    if (t >= fromJdUt && t < toJdUt) out.push({ jdUt: t, retrograde: gb < ga });
  };
  walkSplitAtStations(graha, lon, fromJdUt, toJdUt, step, aya, nodeMode, crossing);
  return out;
}
