/**
 * @module Seeded chart samples for the yoga reports (scripts/yoga-firing-rates.ts,
 * scripts/yoga-duplicates.ts, scripts/gen-yoga-pairs.ts). Two kinds:
 * - `realisticFacts`: real skies. Instants uniform over 1900-2100, places uniform in longitude
 *   and in latitude between 60 S and 60 N, positions from the engine (Lahiri, mean nodes). Mercury
 *   and Venus stay near the Sun, so firing rates are those of real births.
 * - `uniformFacts`: every graha (and the lagna) uniform over the zodiac, independently; Ketu
 *   opposite Rahu. Not a sky, but it reaches every configuration, which is what a test of whether
 *   two rules are the same rule needs.
 */
import { buildPositions } from '../src/engine/chart/basis.js';
import { chartFacts, factsFromLongitudes, type ChartFacts } from '../src/engine/yogas/facts.js';
import { seededRandom as rng } from './lib/seeded-random.js';

export { rng };

const JD_1900 = 2415020.5;
const JD_2100 = 2488069.5;

/** `n` real charts, seeded. */
export function realisticFacts(n: number, seed = 1): ChartFacts[] {
  const r = rng(seed);
  const out: ChartFacts[] = [];
  for (let i = 0; i < n; i++) {
    const jdUt = JD_1900 + r() * (JD_2100 - JD_1900);
    const latDeg = -60 + r() * 120;
    const lonDeg = -180 + r() * 360;
    out.push(
      chartFacts(buildPositions(jdUt, latDeg, lonDeg, 0, { ayanamsa: 'lahiri', nodeMode: 'mean' })),
    );
  }
  return out;
}

/** Raw inputs of a uniform chart (used to rebuild it as a test fixture). */
export interface RawChart {
  ascendantDeg: number;
  lonDeg: number[];
  retro: boolean[];
  dayBirth: boolean;
}

/** One uniform chart's inputs. */
export function uniformRaw(r: () => number): RawChart {
  const lonDeg = Array.from({ length: 8 }, () => r() * 360);
  lonDeg.push((lonDeg[7]! + 180) % 360);
  const retro = lonDeg.map((_, i) => (i >= 7 ? true : i >= 2 && r() < 0.2));
  return { ascendantDeg: r() * 360, lonDeg, retro, dayBirth: r() < 0.5 };
}

/** `n` uniform charts, seeded. */
export function uniformFacts(n: number, seed = 2): ChartFacts[] {
  const r = rng(seed);
  const out: ChartFacts[] = [];
  for (let i = 0; i < n; i++) {
    const c = uniformRaw(r);
    out.push(factsFromLongitudes(c.ascendantDeg, c.lonDeg, c.retro, c.dayBirth));
  }
  return out;
}
