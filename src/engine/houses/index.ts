/**
 * @module Bhava (house) cusps from the angles of an instant and place.
 *
 * Every function here takes the angles as computed for the instant (tropical ascendant and MC,
 * ARMC, true obliquity, geographic latitude) and returns 12 longitudes in degrees [0, 360), index
 * 0 = cusp of house 1. A cusp is always the BEGINNING of its house: a longitude lies in house n
 * when it is in [cusp n, cusp n+1) going forward through the zodiac. For Sripati the bhava
 * madhyas (house middles) are offered separately by {@link sripatiBhavas}.
 *
 * Systems:
 * - whole_sign: house 1 is the whole sidereal sign holding the lagna; cusps at the starts of the
 *   following signs. Signs are SIDEREAL, so whole-sign cusps only make sense through
 *   {@link siderealHouseCusps}; the tropical {@link houseCusps} returns tropical sign starts (what
 *   Swiss Ephemeris's 'W' gives in its tropical mode).
 * - equal: cusp 1 = lagna, then every 30 deg (Swiss Ephemeris 'E').
 * - sripati: Sripati Paddhati (Swiss Ephemeris 'S'): the Porphyry trisections of the four quadrants
 *   between lagna, nadir (IC), descendant and MC are the bhava madhyas; each house begins at the
 *   sandhi midway between its madhya and the previous one. houseCusps returns the sandhis.
 * - placidus: time trisection of the diurnal and nocturnal semi-arcs, solved by the fixed-point
 *   iteration on the pole height that Swiss Ephemeris uses (swehouse.c, case 'P'), iterated to
 *   1 milliarcsecond. Undefined inside the polar circles (|lat| >= 90 deg - obliquity), where
 *   some ecliptic points never rise: throws ValueUndefinedError (an EngineInputError) with code
 *   HOUSE_SYSTEM_UNDEFINED (field 'lat').
 */
import { EngineInputError, ValueUndefinedError } from '../core/errors.js';
import { norm360 } from '../core/constants.js';

export type HouseSystem = 'whole_sign' | 'equal' | 'sripati' | 'placidus';
export const HOUSE_SYSTEMS: readonly HouseSystem[] = ['whole_sign', 'equal', 'sripati', 'placidus'];

/** The angles of one instant and place, all in degrees. */
export interface HouseAngles {
  /** tropical ascendant (true equinox of date), [0, 360) */
  ascTropicalDeg: number;
  /** tropical midheaven, [0, 360) */
  mcTropicalDeg: number;
  /** right ascension of the MC = local apparent sidereal time, degrees [0, 360) */
  armcDeg: number;
  /** true obliquity of the ecliptic, degrees */
  obliquityDeg: number;
  /** geographic latitude, degrees north positive, [-90, 90] */
  latDeg: number;
}

const DEG = Math.PI / 180;
const RAD = 180 / Math.PI;
const MILLIARCSEC_DEG = 1 / 3_600_000;

/**
 * Ecliptic longitude (degrees) whose oblique ascension under pole height `poleDeg` is `raDeg`:
 * atan2(sin RA, cos RA cos eps - tan pole sin eps). With pole = latitude and RA = ARMC + 90 this is
 * the ascendant; Swiss Ephemeris's Asc1/Asc2 pair in closed form.
 */
function obliqueAscensionLon(
  raDeg: number,
  poleDeg: number,
  sinEps: number,
  cosEps: number,
): number {
  const x = raDeg * DEG;
  return norm360(
    Math.atan2(Math.sin(x), Math.cos(x) * cosEps - Math.tan(poleDeg * DEG) * sinEps) * RAD,
  );
}

function checkAngles(a: HouseAngles): void {
  for (const k of ['ascTropicalDeg', 'mcTropicalDeg', 'armcDeg', 'obliquityDeg'] as const) {
    if (!Number.isFinite(a[k]))
      throw new EngineInputError('INVALID_FIELD', `${k} must be a finite number of degrees`, k);
  }
  if (!Number.isFinite(a.latDeg) || Math.abs(a.latDeg) > 90)
    throw new EngineInputError(
      'INVALID_FIELD',
      `latitude must be in [-90, 90], got ${String(a.latDeg)}`,
      'lat',
    );
}

function undefinedAt(system: string, latDeg: number, why: string): ValueUndefinedError {
  return new ValueUndefinedError(
    'HOUSE_SYSTEM_UNDEFINED',
    `${system} houses are undefined at latitude ${latDeg.toFixed(4)} deg: ${why}; use whole_sign, equal or sripati`,
    'lat',
  );
}

/**
 * One Placidus cusp by SE's iteration. `raOffsetDeg` = 30/60/120/150 for cusps 11/12/2/3 and
 * `fraction` = 1/3 or 2/3 of the semi-arc.
 */
function placidusCusp(
  armcDeg: number,
  raOffsetDeg: number,
  fraction: number,
  a: HouseAngles,
  sinEps: number,
  cosEps: number,
): number {
  const tanLat = Math.tan(a.latDeg * DEG);
  const ra = norm360(raOffsetDeg + armcDeg);
  const poleOf = (tanDecl: number): number => {
    const s = tanLat * tanDecl;
    if (!(Math.abs(s) <= 1))
      throw undefinedAt('placidus', a.latDeg, 'a cusp point never rises or sets (circumpolar)');
    return Math.atan(Math.sin(Math.asin(s) * fraction) / tanDecl) * RAD;
  };
  const tanDeclOf = (lonDeg: number): number =>
    Math.tan(Math.asin(sinEps * Math.sin(lonDeg * DEG)));
  // first guess: the pole height of the fraction of the semi-arc at the equinoctial point (SE's fh1/fh2)
  const tanEps = sinEps / cosEps;
  const a0 = Math.asin(tanLat * tanEps) * RAD;
  let cusp = obliqueAscensionLon(
    ra,
    Math.atan(Math.sin(a0 * fraction * DEG) / tanEps) * RAD,
    sinEps,
    cosEps,
  );
  for (let i = 0; i < 100; i++) {
    const tanDecl = tanDeclOf(cusp);
    if (Math.abs(tanDecl) < 1e-12) return ra;
    const next = obliqueAscensionLon(ra, poleOf(tanDecl), sinEps, cosEps);
    let d = next - cusp;
    if (d > 180) d -= 360;
    else if (d < -180) d += 360;
    cusp = next;
    if (i > 0 && Math.abs(d) < MILLIARCSEC_DEG) return cusp;
  }
  throw undefinedAt('placidus', a.latDeg, 'the semi-arc iteration does not converge');
}

function placidusCusps(a: HouseAngles): number[] {
  const sinEps = Math.sin(a.obliquityDeg * DEG);
  const cosEps = Math.cos(a.obliquityDeg * DEG);
  if (Math.abs(a.latDeg) >= 90 - a.obliquityDeg) {
    throw undefinedAt(
      'placidus',
      a.latDeg,
      `inside the polar circle (|lat| >= 90 - obliquity = ${(90 - a.obliquityDeg).toFixed(4)} deg)`,
    );
  }
  const c11 = placidusCusp(a.armcDeg, 30, 1 / 3, a, sinEps, cosEps);
  const c12 = placidusCusp(a.armcDeg, 60, 2 / 3, a, sinEps, cosEps);
  const c2 = placidusCusp(a.armcDeg, 120, 2 / 3, a, sinEps, cosEps);
  const c3 = placidusCusp(a.armcDeg, 150, 1 / 3, a, sinEps, cosEps);
  return fromEasternQuadrants(a.ascTropicalDeg, c2, c3, a.mcTropicalDeg, c11, c12);
}

/** Assemble 12 cusps from cusps 1, 2, 3, 10, 11, 12 (the others are their opposites). */
function fromEasternQuadrants(
  c1: number,
  c2: number,
  c3: number,
  c10: number,
  c11: number,
  c12: number,
): number[] {
  const six = [c1, c2, c3, norm360(c10 + 180), norm360(c11 + 180), norm360(c12 + 180)];
  return [...six, ...six.map((x) => norm360(x + 180))];
}

/** Porphyry cusps: each quadrant between the angles trisected in ecliptic longitude. */
export function porphyryCusps(a: HouseAngles): number[] {
  const asc = a.ascTropicalDeg;
  const mc = a.mcTropicalDeg;
  const upper = norm360(asc - mc); // MC -> ASC arc, houses 10..12
  const lower = 180 - upper; // ASC -> IC arc, houses 1..3
  return fromEasternQuadrants(
    asc,
    norm360(asc + lower / 3),
    norm360(asc + (2 * lower) / 3),
    mc,
    norm360(mc + upper / 3),
    norm360(mc + (2 * upper) / 3),
  );
}

/** Midpoint of the forward arc from a to b, degrees. */
function forwardMidpoint(a: number, b: number): number {
  return norm360(a + norm360(b - a) / 2);
}

export interface SripatiBhavas {
  /** bhava madhya (house middle) of houses 1..12 = Porphyry cusps; madhya 1 = lagna */
  madhyaDeg: number[];
  /** sandhi (beginning) of houses 1..12: sandhi n is midway between madhya n-1 and madhya n */
  sandhiDeg: number[];
}

/** Sripati bhavas (Sripati Paddhati 2.5-2.9): madhyas by quadrant trisection, sandhis between them. Same zodiac as the input angles. */
export function sripatiBhavas(a: HouseAngles): SripatiBhavas {
  const madhyaDeg = porphyryCusps(a);
  const sandhiDeg = madhyaDeg.map((m, i) => forwardMidpoint(madhyaDeg[(i + 11) % 12]!, m));
  return { madhyaDeg, sandhiDeg };
}

/**
 * Tropical cusps (degrees, [0, 360), index 0 = house 1, each the beginning of its house) of a house
 * system. The caller converts to sidereal by subtracting the total ayanamsa, or calls
 * {@link siderealHouseCusps}, which also places whole-sign cusps on sidereal signs.
 * Throws EngineInputError HOUSE_SYSTEM_UNDEFINED (field 'lat') for placidus inside the polar circles.
 */
export function houseCusps(system: HouseSystem, a: HouseAngles): number[] {
  checkAngles(a);
  switch (system) {
    case 'whole_sign': {
      const start = Math.floor(norm360(a.ascTropicalDeg) / 30) * 30;
      return Array.from({ length: 12 }, (_, i) => norm360(start + 30 * i));
    }
    case 'equal':
      return Array.from({ length: 12 }, (_, i) => norm360(a.ascTropicalDeg + 30 * i));
    case 'sripati':
      return sripatiBhavas(a).sandhiDeg;
    case 'placidus':
      return placidusCusps(a);
    default: {
      const never: never = system;
      throw new EngineInputError(
        'INVALID_FIELD',
        `unknown house system '${String(never)}'`,
        'houseSystem',
      );
    }
  }
}

/**
 * Sidereal cusps (degrees, [0, 360), index 0 = house 1). `ayanamsaTotalDeg` is what is subtracted
 * from a tropical (true-equinox) longitude to make it sidereal: the mean ayanamsa plus the
 * nutation in longitude (Swiss Ephemeris's swe_get_ayanamsa_ex without SEFLG_NONUT). Whole-sign
 * cusps are the starts of the sidereal signs from the sign of the sidereal lagna, as SE's 'W' in
 * sidereal mode.
 */
export function siderealHouseCusps(
  system: HouseSystem,
  a: HouseAngles,
  ayanamsaTotalDeg: number,
): number[] {
  checkAngles(a);
  if (system === 'whole_sign') {
    const lagna = norm360(a.ascTropicalDeg - ayanamsaTotalDeg);
    const start = Math.floor(lagna / 30) * 30;
    return Array.from({ length: 12 }, (_, i) => norm360(start + 30 * i));
  }
  return houseCusps(system, a).map((c) => norm360(c - ayanamsaTotalDeg));
}

/**
 * House number 1..12 holding a longitude, given cusps that begin their houses (same zodiac as the
 * cusps).
 */
export function houseOf(lonDeg: number, cuspsDeg: readonly number[]): number {
  const x = norm360(lonDeg);
  for (let i = 0; i < 12; i++) {
    const from = cuspsDeg[i]!;
    const to = cuspsDeg[(i + 1) % 12]!;
    if (norm360(x - from) < norm360(to - from)) return i + 1;
  }
  return 1;
}
