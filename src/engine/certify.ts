/**
 * @module Self-certification of the engine (Family V `GET /v1/substrate-cert`, the
 * X-Service-Substrate-Cert header) and its provenance facts (`GET /v1/provenance`).
 *
 * certify() recomputes committed golden vectors (src/engine/golden-vectors.ts: Swiss Ephemeris
 * 2.10.03 values written by scripts/gen-golden-vectors.ts) with the live engine and reports the
 * largest error and pass or fail against each vector's tolerance. It is pure: the same vectors
 * give the same result; the route adds the time it ran and caches it.
 */
import { GRAHA_NAMES } from './core/constants.js';
import { grahaPositions } from './ephemeris/index.js';
import { ascendantMc } from './ephemeris/sidereal-time.js';
import { SUPPORTED_RANGE } from './time/supported-range.js';

/** One golden vector: an instant and place with Swiss Ephemeris's values and the tolerances. */
export interface GoldenVector {
  /** stable id, e.g. "m07" (modern) or "h03" (historical) */
  id: string;
  /** the instant, Julian day UT */
  jdUt: number;
  /** place of the lagna, degrees (north and east positive) */
  latDeg: number;
  lonDeg: number;
  /** which Swiss Ephemeris ephemeris produced the values: DE431 files (SWIEPH) or Moshier (MOSEPH) */
  ephemeris: 'SWIEPH' | 'MOSEPH';
  /** sidereal (lahiri, mean node) longitudes of the nine grahas in GRAHA_NAMES order, degrees */
  siderealDeg: readonly number[];
  /** sidereal (lahiri) ascendant, degrees */
  ascSiderealDeg: number;
  /** tolerances, arcseconds */
  toleranceArcsec: { grahas: number; ascendant: number };
}

/** The quantity of a vector with the largest error relative to its tolerance. */
export interface CertWorst {
  id: string;
  /** a graha name or "ascendant" */
  quantity: string;
  errorArcsec: number;
  toleranceArcsec: number;
}

/** Result of a certification run. */
export interface CertResult {
  /** every vector within every tolerance */
  pass: boolean;
  /** number of vectors run */
  vectors: number;
  /** number of vectors whose ten quantities are all within tolerance */
  passed: number;
  /** largest |engine - reference| over every quantity of every vector, arcseconds */
  maxErrorArcsec: number;
  /** the quantity closest to (or furthest beyond) its tolerance */
  worst: CertWorst | null;
  /** the same per group of vectors: DE431 files (SWIEPH) and Moshier (MOSEPH) */
  byReference: Record<string, { vectors: number; passed: number; maxErrorArcsec: number }>;
  /** vector ids that failed, with their worst quantity */
  failures: CertWorst[];
}

function diffArcsec(a: number, b: number): number {
  let d = (a - b) % 360;
  if (d > 180) d -= 360;
  else if (d <= -180) d += 360;
  return d * 3600;
}

/**
 * Recomputes each vector's nine sidereal longitudes (lahiri, mean node) and sidereal ascendant and
 * compares them with the reference values.
 * @param vectors golden vectors (normally GOLDEN_VECTORS)
 */
export function certify(vectors: readonly GoldenVector[]): CertResult {
  let passed = 0;
  let maxErrorArcsec = 0;
  let worst: CertWorst | null = null;
  let worstRatio = -1;
  const failures: CertWorst[] = [];
  const byReference: CertResult['byReference'] = {};
  for (const v of vectors) {
    const g = grahaPositions(v.jdUt, { ayanamsa: 'lahiri', nodeMode: 'mean' });
    const am = ascendantMc(v.jdUt, v.latDeg, v.lonDeg);
    const errs: [string, number, number][] = g.grahas.map((p, i) => [
      GRAHA_NAMES[i]!,
      diffArcsec(p.siderealLonDeg, v.siderealDeg[i]!),
      v.toleranceArcsec.grahas,
    ]);
    errs.push([
      'ascendant',
      diffArcsec(am.ascTropicalDeg - am.dpsiDeg - g.ayanamsaDeg, v.ascSiderealDeg),
      v.toleranceArcsec.ascendant,
    ]);
    let ok = true;
    let vWorst: CertWorst | null = null;
    let vRatio = -1;
    let vMax = 0;
    for (const [quantity, e, tol] of errs) {
      const a = Math.abs(e);
      // NaN (a broken computation) fails
      if (!(a <= tol)) ok = false;
      const ratio = Number.isFinite(a) ? a / tol : Infinity;
      if (ratio > vRatio) {
        vRatio = ratio;
        vWorst = {
          id: v.id,
          quantity,
          errorArcsec: Number.isFinite(a) ? a : NaN,
          toleranceArcsec: tol,
        };
      }
      vMax = Math.max(vMax, Number.isFinite(a) ? a : Infinity);
    }
    const grp = (byReference[v.ephemeris] ??= { vectors: 0, passed: 0, maxErrorArcsec: 0 });
    grp.vectors++;
    grp.maxErrorArcsec = Math.max(grp.maxErrorArcsec, vMax);
    if (ok) {
      passed++;
      grp.passed++;
    } else if (vWorst) failures.push(vWorst);
    maxErrorArcsec = Math.max(maxErrorArcsec, vMax);
    if (vRatio > worstRatio) {
      worstRatio = vRatio;
      worst = vWorst;
    }
  }
  return {
    pass: vectors.length > 0 && passed === vectors.length,
    vectors: vectors.length,
    passed,
    maxErrorArcsec,
    worst,
    byReference,
    failures,
  };
}

/**
 * The X-Service-Substrate-Cert header text of a result, e.g.
 * `pass; 48/48 vectors; max 0.42"; 2026-11-24T00:00Z`.
 * @param r a certification result
 * @param ranAtIso when the certification ran, ISO 8601 UTC (the route's clock; the engine has none)
 */
export function substrateCertHeader(r: CertResult, ranAtIso: string): string {
  const max = Number.isFinite(r.maxErrorArcsec) ? r.maxErrorArcsec.toFixed(2) : 'NaN';
  return `${r.pass ? 'pass' : 'fail'}; ${r.passed}/${r.vectors} vectors; max ${max}"; ${ranAtIso}`;
}

/** The range the certification and the positions are stated for (re-exported for the routes). */
export { SUPPORTED_RANGE };
