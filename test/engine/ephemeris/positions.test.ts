import { describe, expect, it } from 'vitest';
import {
  grahaPositions,
  meanNodeTropical,
  siderealSunMoon,
  trueNodeTropical,
  tropicalPosition,
  type Body,
} from '../../../src/engine/ephemeris/index.js';
import { diffArcsec, RECORDS, stats } from './fixture.js';

const BODIES: Body[] = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'];
/** Swiss Ephemeris (DE431) agreement required by the issue, arcseconds. */
const P95_ARCSEC = 0.5;
const MAX_ARCSEC = 1.0;
/** speed agreement with SE's lonSpeed, degrees per day */
const SPEED_TOL: Record<string, number> = {
  Sun: 1e-5,
  Moon: 2e-4,
  Mercury: 1e-4,
  Venus: 1e-4,
  Mars: 1e-4,
  Jupiter: 1e-4,
  Saturn: 1e-4,
  RahuMean: 1e-5,
  RahuTrue: 1e-3,
};

describe('ephemeris against Swiss Ephemeris (fixture, DE431)', () => {
  expect(RECORDS.length).toBeGreaterThanOrEqual(500);
  const mean = RECORDS.map((r) => grahaPositions(r.jdUt, { ayanamsa: 'lahiri', nodeMode: 'mean' }));
  const tru = RECORDS.map((r) => grahaPositions(r.jdUt, { ayanamsa: 'lahiri', nodeMode: 'true' }));
  const idx = (name: string): number =>
    (
      ({
        Sun: 0,
        Moon: 1,
        Mars: 2,
        Mercury: 3,
        Jupiter: 4,
        Venus: 5,
        Saturn: 6,
        Rahu: 7,
        Ketu: 8,
      }) as Record<string, number>
    )[name]!;

  const cases: [string, string, 'mean' | 'true'][] = [
    ...BODIES.map((b) => [b, b, 'mean'] as [string, string, 'mean']),
    ['RahuMean', 'Rahu', 'mean'],
    ['RahuTrue', 'Rahu', 'true'],
  ];
  for (const [key, graha, mode] of cases) {
    it(`${key}: tropical and sidereal longitude p95 <= ${P95_ARCSEC}", max <= ${MAX_ARCSEC}"`, () => {
      const sets = mode === 'mean' ? mean : tru;
      const trop = RECORDS.map((r, i) =>
        diffArcsec(sets[i]!.grahas[idx(graha)]!.tropicalLonDeg, r.tropical[key]![0]),
      );
      const sid = RECORDS.map((r, i) =>
        diffArcsec(sets[i]!.grahas[idx(graha)]!.siderealLonDeg, r.sidereal[key]![0]),
      );
      for (const s of [stats(trop), stats(sid)]) {
        expect(s.p95).toBeLessThanOrEqual(P95_ARCSEC);
        expect(s.max).toBeLessThanOrEqual(MAX_ARCSEC);
      }
    });
    it(`${key}: speeds and retrograde flags`, () => {
      const sets = mode === 'mean' ? mean : tru;
      const tol = SPEED_TOL[key]!;
      RECORDS.forEach((r, i) => {
        const g = sets[i]!.grahas[idx(graha)]!;
        expect(Math.abs(g.speedDegPerDay - r.tropical[key]![2])).toBeLessThanOrEqual(tol);
        const se = r.sidereal[key]![1];
        expect(Math.abs(g.siderealSpeedDegPerDay - se)).toBeLessThanOrEqual(tol);
        if (Math.abs(se) > tol) expect(g.retrograde).toBe(se < 0);
      });
    });
  }

  it('latitudes within 0.5" (max) for the seven bodies', () => {
    for (const b of BODIES) {
      const e = RECORDS.map((r, i) => (mean[i]!.grahas[idx(b)]!.latDeg - r.tropical[b]![1]) * 3600);
      expect(stats(e).max).toBeLessThanOrEqual(0.5);
    }
  });

  it('Ketu is opposite Rahu in both node modes', () => {
    for (const set of [mean[0]!, tru[0]!]) {
      expect(
        Math.abs(diffArcsec(set.grahas[8]!.siderealLonDeg, set.grahas[7]!.siderealLonDeg + 180)),
      ).toBeLessThan(1e-6);
    }
  });

  it('the single-body functions agree with grahaPositions', () => {
    const r = RECORDS[0]!;
    const set = mean[0]!;
    for (const b of BODIES)
      expect(
        Math.abs(
          diffArcsec(tropicalPosition(b, set.jdTt).lonDeg, set.grahas[idx(b)]!.tropicalLonDeg),
        ),
      ).toBeLessThan(1e-6);
    expect(
      Math.abs(diffArcsec(meanNodeTropical(set.jdTt).lonDeg, r.tropical['RahuMean']![0])),
    ).toBeLessThan(MAX_ARCSEC);
    expect(
      Math.abs(diffArcsec(trueNodeTropical(set.jdTt).lonDeg, r.tropical['RahuTrue']![0])),
    ).toBeLessThan(MAX_ARCSEC);
    const sm = siderealSunMoon(r.jdUt, 'lahiri');
    expect(Math.abs(diffArcsec(sm.sunDeg, r.sidereal['Sun']![0]))).toBeLessThan(MAX_ARCSEC);
    expect(Math.abs(diffArcsec(sm.moonDeg, r.sidereal['Moon']![0]))).toBeLessThan(MAX_ARCSEC);
  });

  it('is deterministic', () => {
    const a = grahaPositions(RECORDS[3]!.jdUt, { nodeMode: 'true' });
    const b = grahaPositions(RECORDS[3]!.jdUt, { nodeMode: 'true' });
    expect(a).toEqual(b);
  });
});
