import { describe, expect, it } from 'vitest';
import { certify, substrateCertHeader, type GoldenVector } from '../../../src/engine/certify.js';
import { provenanceFacts } from '../../../src/engine/provenance.js';
import { SUPPORTED_RANGE } from '../../../src/engine/time/supported-range.js';
import { GOLDEN_VECTORS } from '../../../src/engine/golden-vectors.js';

describe('golden vectors', () => {
  it('are 48, spread over modern times and the supported range, each with tolerances', () => {
    expect(GOLDEN_VECTORS.length).toBe(48);
    expect(new Set(GOLDEN_VECTORS.map((v) => v.id)).size).toBe(48);
    expect(GOLDEN_VECTORS.filter((v) => v.ephemeris === 'SWIEPH').length).toBe(36);
    for (const v of GOLDEN_VECTORS) {
      expect(v.siderealDeg.length).toBe(9);
      expect(v.jdUt).toBeGreaterThanOrEqual(SUPPORTED_RANGE.minJdUt);
      expect(v.jdUt).toBeLessThan(SUPPORTED_RANGE.endJdUt);
      expect(v.toleranceArcsec.grahas).toBeGreaterThan(0);
      expect(v.toleranceArcsec.ascendant).toBeGreaterThan(0);
    }
  });
});

describe('certify', () => {
  const r = certify(GOLDEN_VECTORS);
  it('passes every committed vector, modern ones within 1"', () => {
    expect(r.pass).toBe(true);
    expect(r.passed).toBe(48);
    expect(r.vectors).toBe(48);
    expect(r.failures).toEqual([]);
    expect(r.byReference['SWIEPH']!.maxErrorArcsec).toBeLessThan(5);
    expect(r.maxErrorArcsec).toBeLessThanOrEqual(SUPPORTED_RANGE.maxErrorArcsec);
    expect(r.worst).not.toBeNull();
    expect(r.worst!.errorArcsec).toBeLessThanOrEqual(r.worst!.toleranceArcsec);
  });
  it('is pure: the same vectors give the same result', () => {
    expect(certify(GOLDEN_VECTORS)).toEqual(r);
  });
  it('fails a vector whose reference is moved beyond its tolerance, and names it', () => {
    const v = GOLDEN_VECTORS[0]!;
    const moved: GoldenVector = {
      ...v,
      siderealDeg: v.siderealDeg.map((x, i) => (i === 1 ? x + 2 / 3600 : x)),
    };
    const f = certify([moved, ...GOLDEN_VECTORS.slice(1)]);
    expect(f.pass).toBe(false);
    expect(f.passed).toBe(47);
    expect(f.failures).toEqual([expect.objectContaining({ id: v.id, quantity: 'Moon' })]);
    expect(f.failures[0]!.errorArcsec).toBeGreaterThan(1);
    expect(f.worst!.id).toBe(v.id);
  });
  it('fails a broken reference (NaN) and an empty set', () => {
    const v = GOLDEN_VECTORS[5]!;
    expect(certify([{ ...v, ascSiderealDeg: Number.NaN }]).pass).toBe(false);
    expect(certify([]).pass).toBe(false);
  });
  it('writes the header the Family V routes send', () => {
    expect(substrateCertHeader(r, '2026-11-24T00:00Z')).toMatch(
      /^pass; 48\/48 vectors; max \d+\.\d\d"; 2026-11-24T00:00Z$/,
    );
  });
});

describe('provenanceFacts', () => {
  it('names the build, the series with their truncation, Delta T, the range and per-module citations', () => {
    const p = provenanceFacts('jyotisha-engine/test');
    expect(p.build).toBe('jyotisha-engine/test');
    expect(p.series.map((s) => [s.name, s.terms])).toEqual([
      ['VSOP87B', 3283],
      ['VSOP87B (far dates)', 5878],
      ['ELP/MPP02 (DE405/DE406 fit)', 2985],
      ['IAU 2000B nutation', 77],
    ]);
    expect(p.series[1]!.truncation).toContain('before 1500 and from 2500 on');
    expect(p.deltaT.source).toContain('Swiss Ephemeris');
    expect(p.supportedRange).toMatchObject({
      minYear: SUPPORTED_RANGE.minYear,
      maxYear: SUPPORTED_RANGE.maxYear,
      maxErrorArcsec: SUPPORTED_RANGE.maxErrorArcsec,
    });
    expect(p.reference.goldenVectors).toBe(48);
    expect(p.modules.length).toBeGreaterThan(10);
    for (const m of p.modules) expect(m.citations.length).toBeGreaterThan(0);
    expect(JSON.parse(JSON.stringify(p))).toEqual(p);
  });
});
