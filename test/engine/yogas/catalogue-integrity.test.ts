/**
 * The catalogue is a set of distinct yogas: on seeded charts (uniform ones that reach every
 * configuration, real ones, the committed holds/fails pairs, which make every yoga fire, and the
 * committed charts that separate yogas the rest does not tell apart) no
 * two yogas fire on exactly the same charts, no yoga fires exactly when one of some other yogas
 * does (an OR of others), a yoga with named variants holds exactly when one of its variants
 * holds, and no two variants of one yoga are the same. scripts/yoga-duplicates.ts runs the same
 * search on 25,000 charts.
 */
import { describe, expect, it } from 'vitest';
import fixture from '../../fixtures/yoga-pairs.json';
import { YOGA_CATALOGUE, evalYoga, factsFromLongitudes, type ChartFacts } from '../../../src/engine/yogas/index.js';
import { evalRule } from '../../../src/engine/yogas/rules.js';
import { realisticFacts, uniformFacts } from '../../../scripts/yoga-sample.js';

interface RawChart { ascendantDeg: number; lonDeg: number[]; retro: boolean[]; dayBirth: boolean }
const fx = fixture as { pairs: { holds: RawChart; fails: RawChart }[]; separators: { chart: RawChart }[] };
const fixtureCharts = [...fx.pairs.flatMap((p) => [p.holds, p.fails]), ...fx.separators.map((s) => s.chart)]
  .map((c) => factsFromLongitudes(c.ascendantDeg, c.lonDeg, c.retro, c.dayBirth));
const charts: ChartFacts[] = [...uniformFacts(1500, 7), ...realisticFacts(500, 8), ...fixtureCharts];

const vectors = new Map<string, bigint>();
const variantVectors = new Map<string, bigint>();
const unionMismatch: string[] = [];
charts.forEach((f, c) => {
  const bit = 1n << BigInt(c);
  for (const y of YOGA_CATALOGUE) {
    const held = evalYoga(y, f) !== null;
    if (held) vectors.set(y.id, (vectors.get(y.id) ?? 0n) | bit);
    if (y.variants) {
      const parent = evalRule(y.rule, f, { g: 0, h: 0 });
      let some = false;
      for (const v of y.variants) {
        if (evalRule(v.rule, f, { g: 0, h: 0 })) { some = true; variantVectors.set(`${y.id}/${v.id}`, (variantVectors.get(`${y.id}/${v.id}`) ?? 0n) | bit); }
      }
      if (parent !== some || parent !== held) unionMismatch.push(`${y.id} on chart ${c}`);
    }
  }
});

describe('catalogue integrity', () => {
  it(`samples ${charts.length} charts, and every yoga fires on some of them`, () => {
    for (const y of YOGA_CATALOGUE) expect(vectors.get(y.id), y.id).toBeDefined();
  });
  it('holds a yoga with variants exactly when one of its variants holds', () => {
    expect(unionMismatch).toEqual([]);
  });
  it('has no two yogas firing on exactly the same charts', () => {
    const seen = new Map<bigint, string>();
    const dups: string[] = [];
    for (const y of YOGA_CATALOGUE) {
      const vec = vectors.get(y.id)!;
      const other = seen.get(vec);
      if (other) dups.push(`${other} = ${y.id}`);
      seen.set(vec, y.id);
    }
    expect(dups).toEqual([]);
  });
  it('has no yoga that is the OR of other yogas', () => {
    const ors: string[] = [];
    for (const y of YOGA_CATALOGUE) {
      const vy = vectors.get(y.id)!;
      let union = 0n;
      for (const x of YOGA_CATALOGUE) {
        if (x.id === y.id) continue;
        const vx = vectors.get(x.id)!;
        if ((vx & ~vy) === 0n) union |= vx;
      }
      if (union === vy) ors.push(y.id);
    }
    expect(ors).toEqual([]);
  });
  it('has no two variants of one yoga that are the same', () => {
    const dups: string[] = [];
    for (const y of YOGA_CATALOGUE) {
      const vs = y.variants ?? [];
      for (let i = 0; i < vs.length; i++) {
        for (let j = i + 1; j < vs.length; j++) {
          const a = variantVectors.get(`${y.id}/${vs[i]!.id}`), b = variantVectors.get(`${y.id}/${vs[j]!.id}`);
          if (a !== undefined && a === b) dups.push(`${y.id}: ${vs[i]!.id} = ${vs[j]!.id}`);
        }
      }
    }
    expect(dups).toEqual([]);
  });
});
