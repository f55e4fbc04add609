/**
 * Rise and set against Swiss Ephemeris 2.10.03 (DE431), fixture from scripts/gen-riseset-fixture.ts.
 * Target (issue 3): within 5 s of SE in the same convention. Each case carries SE's precise
 * algorithm's answer (SE_BIT_FORCE_SLOW_METHOD) and its default fast one; the fast one misses its
 * own condition by up to 14" of altitude near 65 deg N, so the 5 s check against it is made where
 * SE's two algorithms agree to 1 s.
 */
import { describe, expect, it } from 'vitest';
import fixture from '../../fixtures/riseset-oracle.json';
import {
  moonRiseSetDay,
  nextRiseSet,
  type RiseBody,
  type RiseConvention,
  type RiseEvent,
  sunRiseSetDay,
} from '../../../src/engine/riseset/index.js';

interface RiseCase {
  place: string;
  body: RiseBody;
  convention: RiseConvention;
  event: RiseEvent;
  latDeg: number;
  lonDeg: number;
  startJdUt: number;
  seJdUt: number | null;
  seSlowJdUt: number | null;
}
interface DayCase {
  place: string;
  convention: RiseConvention;
  latDeg: number;
  lonDeg: number;
  midnightJdUt: number;
  sunriseJdUt: number | null;
  sunsetJdUt: number | null;
  polar: null | 'day' | 'night';
}
const cases = fixture.cases as RiseCase[];
const dayCases = fixture.dayCases as DayCase[];
const TOLERANCE_S = 5;

function describeCase(c: RiseCase): string {
  return `${c.place} (${c.latDeg}, ${c.lonDeg}) ${c.body} ${c.convention} ${c.event} after JD ${c.startJdUt}`;
}

describe('nextRiseSet against Swiss Ephemeris', () => {
  it('has at least 300 cases covering both bodies, both conventions and polar places', () => {
    expect(cases.length).toBeGreaterThanOrEqual(300);
    expect(cases.some((c) => c.seSlowJdUt === null && c.body === 'Sun')).toBe(true);
    expect(cases.some((c) => Math.abs(c.latDeg) > 66.5)).toBe(true);
  });

  for (const body of ['Sun', 'Moon'] as const) {
    for (const convention of ['hindu', 'civil'] as const) {
      it(`${body} ${convention}: within ${TOLERANCE_S} s of SE, and null exactly where SE finds no event`, () => {
        const failures: string[] = [];
        let maxErrS = 0;
        let checkedFast = 0;
        for (const c of cases.filter((x) => x.body === body && x.convention === convention)) {
          const got = nextRiseSet(c.body, c.event, c.startJdUt, c.latDeg, c.lonDeg, c.convention);
          if (c.seSlowJdUt === null || got === null) {
            if (c.seSlowJdUt !== got)
              failures.push(`${describeCase(c)}: SE ${c.seSlowJdUt}, engine ${got}`);
            continue;
          }
          const errS = Math.abs(got - c.seSlowJdUt) * 86400;
          maxErrS = Math.max(maxErrS, errS);
          if (errS > TOLERANCE_S) failures.push(`${describeCase(c)}: ${errS.toFixed(2)} s from SE`);
          if (c.seJdUt !== null && Math.abs(c.seJdUt - c.seSlowJdUt) * 86400 < 1) {
            checkedFast++;
            const errFastS = Math.abs(got - c.seJdUt) * 86400;
            if (errFastS > TOLERANCE_S)
              failures.push(
                `${describeCase(c)}: ${errFastS.toFixed(2)} s from SE's default algorithm`,
              );
          }
        }
        expect(failures, failures.slice(0, 10).join('\n')).toEqual([]);
        expect(checkedFast).toBeGreaterThan(100);
        expect(maxErrS).toBeLessThanOrEqual(TOLERANCE_S);
      });
    }
  }
});

describe('sunRiseSetDay against Swiss Ephemeris', () => {
  it("gives the day's first sunrise and sunset within 5 s, and polar day/night as values", () => {
    const failures: string[] = [];
    const near = (a: number | null, b: number | null): boolean =>
      a === null ? b === null : b !== null && Math.abs(a - b) * 86400 <= TOLERANCE_S;
    for (const c of dayCases) {
      const d = sunRiseSetDay(c.midnightJdUt, c.latDeg, c.lonDeg, c.convention);
      if (
        !near(d.sunriseJdUt, c.sunriseJdUt) ||
        !near(d.sunsetJdUt, c.sunsetJdUt) ||
        d.polar !== c.polar
      ) {
        failures.push(
          `${c.place} ${c.convention} midnight JD ${c.midnightJdUt}: engine ${JSON.stringify(d)}, SE ${JSON.stringify([c.sunriseJdUt, c.sunsetJdUt, c.polar])}`,
        );
      }
    }
    expect(failures, failures.slice(0, 10).join('\n')).toEqual([]);
    expect(dayCases.filter((c) => c.polar === 'day').length).toBeGreaterThan(0);
    expect(dayCases.filter((c) => c.polar === 'night').length).toBeGreaterThan(0);
  });
});

describe('rise/set conventions and shapes', () => {
  // Ujjain, 2024-01-15, local midnight 00:00 IST = 2024-01-14T18:30Z
  const midnight = 2460324.5 - 5.5 / 24;
  it('hindu sunrise (disc centre, no refraction) is 2-5 minutes after civil sunrise (upper limb, refraction)', () => {
    const hindu = sunRiseSetDay(midnight, 23.1765, 75.7885, 'hindu');
    const civil = sunRiseSetDay(midnight, 23.1765, 75.7885, 'civil');
    const riseGapMin = (hindu.sunriseJdUt! - civil.sunriseJdUt!) * 1440;
    const setGapMin = (civil.sunsetJdUt! - hindu.sunsetJdUt!) * 1440;
    // 50' of altitude (33.6' refraction + 16.3' semi-diameter) at Ujjain in January: about 3.9 min
    expect(riseGapMin).toBeGreaterThan(2);
    expect(riseGapMin).toBeLessThan(5);
    expect(setGapMin).toBeGreaterThan(2);
    expect(setGapMin).toBeLessThan(5);
    expect(hindu.polar).toBeNull();
  });
  it('returns polar day and polar night as values at Longyearbyen', () => {
    const june = sunRiseSetDay(2460482.5 - 1 / 24, 78.2232, 15.6267, 'hindu');
    const december = sunRiseSetDay(2460665.5 - 1 / 24, 78.2232, 15.6267, 'civil');
    expect(june).toEqual({ sunriseJdUt: null, sunsetJdUt: null, polar: 'day' });
    expect(december).toEqual({ sunriseJdUt: null, sunsetJdUt: null, polar: 'night' });
    expect(nextRiseSet('Sun', 'rise', 2460482.5, 78.2232, 15.6267, 'civil')).toBeNull();
  });
  it('moonRiseSetDay finds at most one moonrise and one moonset per day and skips a day each month', () => {
    let skipped = 0;
    for (let d = 0; d < 30; d++) {
      const m = moonRiseSetDay(midnight + d, 23.1765, 75.7885, 'civil');
      expect(m.polar).toBeNull();
      if (m.moonriseJdUt === null || m.moonsetJdUt === null) skipped++;
      if (m.moonriseJdUt !== null) expect(m.moonriseJdUt).toBeGreaterThanOrEqual(midnight + d);
    }
    expect(skipped).toBeGreaterThanOrEqual(1);
    expect(skipped).toBeLessThanOrEqual(3);
  });
});

describe('rise/set input validation', () => {
  it('rejects impossible latitudes and unknown conventions with the field named', async () => {
    const { EngineInputError } = await import('../../../src/engine/core/errors.js');
    try {
      nextRiseSet('Sun', 'rise', 2460000.5, 91, 0, 'hindu');
      throw new Error('no throw');
    } catch (e) {
      expect(e).toBeInstanceOf(EngineInputError);
      expect((e as InstanceType<typeof EngineInputError>).field).toBe('lat');
    }
    try {
      sunRiseSetDay(2460000.5, 10, 0, 'vedic' as RiseConvention);
      throw new Error('no throw');
    } catch (e) {
      expect((e as InstanceType<typeof EngineInputError>).field).toBe('convention');
    }
  });
});
