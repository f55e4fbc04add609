/**
 * The engine over its whole supported range against Swiss Ephemeris 2.10.03, from the committed
 * fixture test/fixtures/ephemeris-range-oracle.json (scripts/accuracy-range.ts --fixture): SE with
 * the DE431 files where they cover the date, its Moshier ephemeris elsewhere. Outside the DE431
 * files the Moon is judged against SE's Moshier Moon at the same UT with SE's own Delta T for it
 * (docs/accuracy.md, "Supported date range": in TT, Moshier's DE404 Moon drifts from DE431's by
 * the difference of their tidal accelerations).
 */
import { describe, expect, it } from 'vitest';
import raw from '../../fixtures/ephemeris-range-oracle.json';
import { GRAHA_NAMES } from '../../../src/engine/core/constants.js';
import { grahaPositions } from '../../../src/engine/ephemeris/index.js';
import { ascendantMc } from '../../../src/engine/ephemeris/sidereal-time.js';
import { deltaTSeconds, jdFromGregorian } from '../../../src/engine/time/julian.js';
import { SUPPORTED_RANGE } from '../../../src/engine/time/supported-range.js';
import { diffArcsec } from './fixture.js';

interface RangeRecord {
  jdUt: number;
  latDeg: number;
  lonDeg: number;
  ephemeris: string;
  siderealDeg: number[];
  ascSiderealDeg: number;
  deltaTSec: number;
  moonUtMoshierDeg?: number;
}
const RECORDS = (raw as unknown as { records: RangeRecord[] }).records;

/** Stated agreement, arcseconds: DE431 files (1800-2400) and the range's bound elsewhere. */
const TOL_DE431 = { grahas: 5, ascendant: 0.5 };
const TOL_RANGE = {
  grahas: SUPPORTED_RANGE.maxErrorArcsec,
  ascendant: SUPPORTED_RANGE.maxErrorArcsec,
};

const errors = RECORDS.map((r) => {
  const g = grahaPositions(r.jdUt, { ayanamsa: 'lahiri', nodeMode: 'mean' });
  const am = ascendantMc(r.jdUt, r.latDeg, r.lonDeg);
  return {
    r,
    grahas: g.grahas.map((p, i) =>
      Math.abs(
        diffArcsec(
          p.siderealLonDeg,
          i === 1 && r.moonUtMoshierDeg !== undefined ? r.moonUtMoshierDeg : r.siderealDeg[i]!,
        ),
      ),
    ),
    asc: Math.abs(diffArcsec(am.ascTropicalDeg - am.dpsiDeg - g.ayanamsaDeg, r.ascSiderealDeg)),
  };
});

describe('engine against Swiss Ephemeris over SUPPORTED_RANGE (fixture)', () => {
  it('covers the whole range, both references', () => {
    expect(RECORDS.length).toBeGreaterThanOrEqual(300);
    const jds = RECORDS.map((r) => r.jdUt);
    // one instant in each equal slice of the range: the first and last lie within a slice of its ends
    const slice = (SUPPORTED_RANGE.endJdUt - SUPPORTED_RANGE.minJdUt) / RECORDS.length + 366;
    expect(Math.min(...jds) - SUPPORTED_RANGE.minJdUt).toBeLessThan(slice);
    expect(Math.min(...jds)).toBeGreaterThanOrEqual(SUPPORTED_RANGE.minJdUt);
    expect(SUPPORTED_RANGE.endJdUt - Math.max(...jds)).toBeLessThan(slice);
    expect(RECORDS.filter((r) => r.ephemeris === 'SWIEPH').length).toBeGreaterThan(30);
    expect(RECORDS.filter((r) => r.ephemeris === 'MOSEPH').length).toBeGreaterThan(200);
    expect(
      RECORDS.filter((r) => r.ephemeris === 'MOSEPH').every(
        (r) => r.moonUtMoshierDeg !== undefined,
      ),
    ).toBe(true);
    // BCE dates, and the far-date tables, are exercised
    expect(RECORDS.filter((r) => r.jdUt < jdFromGregorian(0, 1, 1)).length).toBeGreaterThan(80);
  });
  for (const [ref, tol] of [
    ['SWIEPH', TOL_DE431],
    ['MOSEPH', TOL_RANGE],
  ] as const) {
    it(`${ref}: every graha within ${tol.grahas}" and the ascendant within ${tol.ascendant}"`, () => {
      const set = errors.filter((e) => e.r.ephemeris === ref);
      GRAHA_NAMES.forEach((name, i) => {
        const worst = Math.max(...set.map((e) => e.grahas[i]!));
        expect(worst, `${name} ${ref}`).toBeLessThanOrEqual(tol.grahas);
      });
      expect(Math.max(...set.map((e) => e.asc))).toBeLessThanOrEqual(tol.ascendant);
    });
  }
  it('the modern centuries stay at the 1900-2100 level (1" for every graha)', () => {
    const modern = errors.filter(
      (e) => e.r.jdUt >= jdFromGregorian(1900, 1, 1) && e.r.jdUt < jdFromGregorian(2100, 1, 1),
    );
    expect(modern.length).toBeGreaterThan(5);
    for (const e of modern) expect(Math.max(...e.grahas)).toBeLessThanOrEqual(1);
  });
  it("Delta T is Swiss Ephemeris's within 0.1 s (1800-2400) and 2 s (before 1800)", () => {
    for (const r of RECORDS) {
      const d = Math.abs(deltaTSeconds(r.jdUt) - r.deltaTSec);
      if (r.ephemeris === 'SWIEPH') expect(d).toBeLessThanOrEqual(0.1);
      // after 2400 SE, having fallen back to Moshier, adjusts Delta T to Moshier's tidal acceleration (not compared)
      else if (r.jdUt < jdFromGregorian(1800, 1, 1)) expect(d).toBeLessThanOrEqual(2);
    }
  });
});
