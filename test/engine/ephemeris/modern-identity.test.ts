/**
 * Modern answers are untouched by the far-date series: at every instant and place of the oracle
 * fixtures in 1800..2400 the engine gives bit for bit what it gave before the far-date VSOP87B
 * tables existed (test/fixtures/ephemeris-modern-snapshot.json, written by
 * scripts/gen-modern-snapshot.ts from that engine), and such instants take the near tables.
 */
import { describe, expect, it } from 'vitest';
import raw from '../../fixtures/ephemeris-modern-snapshot.json';
import { jdTtFromUt, jdFromGregorian } from '../../../src/engine/time/julian.js';
import {
  NEAR_WINDOW,
  VSOP_NEAR,
  vsopFar,
  vsopTablesFor,
} from '../../../src/engine/ephemeris/vsop-select.js';
import { fingerprint, snapshotValues } from '../../support/modern-snapshot.js';

interface SnapshotRecord {
  jdUt: number;
  latDeg: number;
  lonDeg: number;
  source: string;
  fingerprint: string;
}
const RECORDS = (raw as unknown as { records: SnapshotRecord[] }).records;

describe('modern answers are byte-identical to the engine before the far-date tables', () => {
  it('covers 1800..2400 from both oracle fixtures', () => {
    expect(RECORDS.length).toBeGreaterThanOrEqual(650);
    expect(RECORDS.filter((r) => r.source === 'ephemeris-oracle').length).toBe(600);
    expect(RECORDS.filter((r) => r.source === 'ephemeris-range-oracle').length).toBeGreaterThan(50);
    const jds = RECORDS.map((r) => r.jdUt);
    expect(Math.min(...jds)).toBeLessThan(jdFromGregorian(1801, 1, 1));
    expect(Math.max(...jds)).toBeGreaterThan(jdFromGregorian(2399, 1, 1));
  });

  it('the near window holds 1800..2400, and those instants take the near tables', () => {
    expect(NEAR_WINDOW.fromJdTt).toBeLessThan(jdFromGregorian(1800, 1, 1) - 1);
    expect(NEAR_WINDOW.toJdTt).toBeGreaterThan(jdFromGregorian(2400, 1, 1) + 1);
    for (const r of RECORDS) expect(vsopTablesFor(jdTtFromUt(r.jdUt))).toBe(VSOP_NEAR);
    expect(vsopTablesFor(jdFromGregorian(-500, 3, 21))).toBe(vsopFar());
    expect(vsopFar()).not.toBe(VSOP_NEAR);
  });

  it('every fingerprint matches (grahas with speeds, both node modes, star ayanamsa, ascendant and MC)', () => {
    const changed = RECORDS.filter(
      (r) => fingerprint(snapshotValues(r.jdUt, r.latDeg, r.lonDeg)) !== r.fingerprint,
    );
    expect(changed.map((r) => r.jdUt)).toEqual([]);
  });

  it('the fingerprint sees a change of one unit in the last place', () => {
    const r = RECORDS[0]!;
    const v = snapshotValues(r.jdUt, r.latDeg, r.lonDeg);
    const bumped = Float64Array.from(v);
    const bits = new BigUint64Array(bumped.buffer);
    bits[5] = bits[5]! + 1n;
    expect(bumped[5]).not.toBe(v[5]);
    expect(fingerprint(bumped)).not.toBe(fingerprint(v));
  });
});
