/**
 * Typed access to test/fixtures/ephemeris-oracle.json (Swiss Ephemeris 2.10.03 with the DE431
 * files, written by scripts/gen-ephemeris-fixture.ts) and small statistics helpers.
 */
import raw from '../../fixtures/ephemeris-oracle.json';

/** Sun rise/set times of one oracle convention, JD UT, null when the event does not occur. */
export interface RiseSetOracle {
  prevSunrise: number | null;
  nextSunrise: number | null;
  nextSunset: number | null;
}

/** One reference instant of the fixture (see meta in the JSON for the field conventions). */
export interface EphemerisFixtureRecord {
  jdUt: number;
  jdTt: number;
  deltaTSec: number;
  place: { latDeg: number; lonDeg: number; altM: number };
  tropical: Record<string, [number, number, number]>;
  sidereal: Record<string, [number, number]>;
  ayanamsaDeg: Record<string, number>;
  dpsiDeg: number;
  trueObliquityDeg: number;
  sidTimeHours: number;
  houses: {
    ascTropicalDeg: number;
    mcTropicalDeg: number;
    armcDeg: number;
    ascSiderealDeg: number;
    mcSiderealDeg: number;
  };
  sun: Record<string, RiseSetOracle>;
}

/** The fixture's records. */
export const RECORDS = (raw as unknown as { records: EphemerisFixtureRecord[] }).records;

/** Signed difference a - b of two angles in arcseconds, wrapped to (-648000, 648000]. */
export function diffArcsec(aDeg: number, bDeg: number): number {
  let d = (aDeg - bDeg) % 360;
  if (d > 180) d -= 360;
  else if (d <= -180) d += 360;
  return d * 3600;
}

/** p50, p95 and max of the absolute values. */
export function stats(values: number[]): { p50: number; p95: number; max: number } {
  const s = values.map(Math.abs).sort((x, y) => x - y);
  const q = (p: number): number => s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? NaN;
  return { p50: q(0.5), p95: q(0.95), max: s[s.length - 1] ?? NaN };
}
