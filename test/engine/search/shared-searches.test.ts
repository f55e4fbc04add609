/**
 * sharedGrahaSearches (src/engine/search/index.ts) computes each position once for the searches of
 * one window: the answers must be the same numbers as without it, and nothing may outlive the call.
 */
import { describe, expect, it } from 'vitest';
import {
  longitudeCrossings,
  nextIngress,
  sharedGrahaSearches,
  stationsBetween,
} from '../../../src/engine/search/index.js';
import { grahaPositions } from '../../../src/engine/ephemeris/index.js';
import { GRAHA_NAMES } from '../../../src/engine/core/constants.js';

const FROM = 2461041.5; // 2026-01-01
const TO = FROM + 730;

function window(graha: 'Mercury' | 'Saturn' | 'Rahu', nodeMode: 'mean' | 'true') {
  const o = { ayanamsa: 'lahiri' as const, nodeMode };
  const ingresses: number[] = [];
  for (let t = FROM; ;) {
    const ing = nextIngress(graha, 'nakshatra', t, { ...o, maxDays: TO - t });
    if (!ing || ing.jdUt >= TO) break;
    ingresses.push(ing.jdUt);
    t = ing.jdUt + 1e-4;
  }
  return {
    ingresses,
    stations: stationsBetween(graha, FROM, TO, o),
    returns: longitudeCrossings(graha, 100, FROM, TO, o),
  };
}

describe('sharedGrahaSearches', () => {
  for (const [graha, nodeMode] of [
    ['Mercury', 'mean'],
    ['Saturn', 'mean'],
    ['Rahu', 'true'],
  ] as const) {
    it(`${graha} (${nodeMode} node): the same instants, to the last bit, with and without sharing`, () => {
      const alone = window(graha, nodeMode);
      const shared = sharedGrahaSearches(() => window(graha, nodeMode));
      expect(shared).toEqual(alone);
      expect(alone.ingresses.length + alone.stations.length + alone.returns.length).toBeGreaterThan(
        0,
      );
    });
  }

  it('nests, returns what its function returns, and ends its memo even when the function throws', () => {
    expect(sharedGrahaSearches(() => sharedGrahaSearches(() => 42))).toBe(42);
    expect(() =>
      sharedGrahaSearches(() => {
        throw new RangeError('boom');
      }),
    ).toThrow('boom');
    // after a throw a later search is still correct (no memo left behind)
    expect(stationsBetween('Mars', FROM, TO)).toEqual(
      sharedGrahaSearches(() => stationsBetween('Mars', FROM, TO)),
    );
  });
});

describe('grahaPositions only', () => {
  it('gives each graha asked for the same numbers as the full set, in GRAHA_NAMES order', () => {
    for (const nodeMode of ['mean', 'true'] as const) {
      for (const jd of [2415020.5, 2451545.0, 2461041.75]) {
        const full = grahaPositions(jd, { nodeMode });
        for (const only of [
          ['Moon', 'Sun'],
          ['Ketu'],
          ['Saturn', 'Rahu', 'Venus'],
          [...GRAHA_NAMES],
        ] as const) {
          const part = grahaPositions(jd, { nodeMode, only });
          expect(part.grahas).toEqual(
            full.grahas.filter((g) => (only as readonly string[]).includes(g.name)),
          );
          expect({ ...part, grahas: [] }).toEqual({ ...full, grahas: [] });
        }
      }
    }
  });
});
