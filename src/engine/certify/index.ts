/**
 * @module Self-certification against committed golden vectors (Family V's
 * `GET /v1/substrate-cert`; docs/family-v.md): each vector is an instant and place with the sidereal
 * longitudes (Lahiri, mean node) of the nine grahas and the ascendant that Swiss Ephemeris computes
 * from the DE431 files; `certify` recomputes them with the engine and reports the largest error.
 * Pure: the vectors are an input.
 */
import { GRAHA_NAMES, type GrahaName } from '../core/constants.js';
import { buildPositions } from '../chart/basis.js';

export interface GoldenVector {
  /** instant, JD UT */
  jdUt: number;
  latDeg: number;
  lonDeg: number;
  /** Swiss Ephemeris's sidereal longitudes (Lahiri, mean node), degrees */
  grahasDeg: Readonly<Record<GrahaName, number>>;
  ascendantDeg: number;
  /** largest error allowed, arcseconds */
  toleranceArcsec: number;
}

export interface CertResult {
  pass: boolean;
  vectors: number;
  passed: number;
  /** largest error over every vector and quantity, arcseconds */
  maxErrorArcsec: number;
  worst: { vector: number; quantity: string; errorArcsec: number } | null;
}

function arcsec(a: number, b: number): number {
  let d = (a - b) % 360;
  if (d > 180) d -= 360;
  if (d < -180) d += 360;
  return Math.abs(d) * 3600;
}

/** Recompute every vector with the engine and compare. */
export function certify(vectors: readonly GoldenVector[]): CertResult {
  let passed = 0;
  let max = 0;
  let worst: CertResult['worst'] = null;
  vectors.forEach((v, i) => {
    const b = buildPositions(v.jdUt, v.latDeg, v.lonDeg, 0, { ayanamsa: 'lahiri', nodeMode: 'mean' });
    let ok = true;
    const check = (quantity: string, got: number, want: number) => {
      const e = arcsec(got, want);
      if (!(e <= v.toleranceArcsec)) ok = false;
      if (!(e <= max)) { max = Number.isFinite(e) ? e : Infinity; worst = { vector: i, quantity, errorArcsec: e }; }
    };
    for (const g of GRAHA_NAMES) check(g, b.grahas.find((x) => x.name === g)!.lonDeg, v.grahasDeg[g]);
    check('ascendant', b.ascendantDeg, v.ascendantDeg);
    if (ok) passed++;
  });
  return { pass: passed === vectors.length && vectors.length > 0, vectors: vectors.length, passed, maxErrorArcsec: max, worst };
}
