import { describe, expect, it } from 'vitest';
import { panchangAt, type Place } from '../../../src/engine/panchang/index.js';
import { lunarMonthAt } from '../../../src/engine/calendar/lunar-month.js';
import oracle from '../../fixtures/search-oracle.json';

/**
 * The panchang's limb instants against the same search run on Swiss Ephemeris positions
 * (test/fixtures/search-oracle.json, written by scripts/gen-search-fixture.ts): within 10 s.
 */
const TEN_SECONDS_DAYS = 10 / 86400;
const PLACE: Place = { latDeg: 28.6139, lonDeg: 77.209, zone: { tzHours: 5.5 } };
type Kind = 'tithi' | 'nakshatra' | 'yoga' | 'karana';
const limbs = (
  oracle as {
    limbs: Array<{
      kind: Kind;
      probeJdUt: number;
      index0: number;
      startJdUt: number;
      endJdUt: number;
    }>;
  }
).limbs;
const phases = (oracle as { phases: Array<{ targetDeg: number; afterJdUt: number; jdUt: number }> })
  .phases;

describe('panchang limb instants agree with the oracle search (Swiss Ephemeris positions)', () => {
  it(`${limbs.length} limbs: index, start and end within 10 s`, () => {
    let worst = 0;
    for (const l of limbs) {
      const p = panchangAt(l.probeJdUt, PLACE);
      const list = p[l.kind];
      const e = list.find((x) => x.start.jdUt <= l.probeJdUt && l.probeJdUt < x.end.jdUt);
      expect(e, `${l.kind} at ${l.probeJdUt}`).toBeDefined();
      expect(e!.index0).toBe(l.index0);
      worst = Math.max(
        worst,
        Math.abs(e!.start.jdUt - l.startJdUt),
        Math.abs(e!.end.jdUt - l.endJdUt),
      );
    }
    console.log(
      `panchang limbs vs oracle: worst ${(worst * 86400).toFixed(2)} s over ${limbs.length} limbs`,
    );
    expect(worst).toBeLessThan(TEN_SECONDS_DAYS);
  });

  it('lunar month bounds are the oracle new moons within 10 s', () => {
    const newMoons = phases.filter((p) => p.targetDeg === 0);
    expect(newMoons.length).toBeGreaterThan(5);
    for (const nm of newMoons) {
      const m = lunarMonthAt(nm.jdUt - 1);
      expect(Math.abs(m.endJdUt - nm.jdUt)).toBeLessThan(TEN_SECONDS_DAYS);
      const next = lunarMonthAt(nm.jdUt + 1);
      expect(Math.abs(next.startJdUt - nm.jdUt)).toBeLessThan(TEN_SECONDS_DAYS);
    }
  });
});
