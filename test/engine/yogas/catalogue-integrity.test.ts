/**
 * The catalogue is a set of distinct yogas (issue 25): on 10,000 seeded random charts (every graha and the
 * lagna uniform over the zodiac, which reaches every configuration), 500 real ones, and the committed charts
 * of the text fixture and the pairs fixture (which make every yoga fire at least once), no two yogas fire on
 * exactly the same charts, no yoga fires exactly when one of some other yogas does (an OR of others), a
 * yoga with named variants holds exactly when one of its variants holds, and no two variants of one yoga
 * are the same. Chart facts are computed once and the firing sets kept as bitsets, so the whole check is a
 * few million rule evaluations. Aliases are names on an entry, never entries, so none is exempt.
 * scripts/yoga-duplicates.ts runs the same search on any number of charts and lists near duplicates too.
 */
import { describe, expect, it } from 'vitest';
import pairsFixture from '../../fixtures/yoga-pairs.json';
import textFixture from '../../fixtures/yoga-text-charts.json';
import {
  YOGA_CATALOGUE,
  evalYoga,
  factsFromLongitudes,
  type ChartFacts,
} from '../../../src/engine/yogas/index.js';
import { evalRule } from '../../../src/engine/yogas/rules.js';
import { realisticFacts, uniformFacts } from '../../../scripts/yoga-sample.js';

interface RawChart {
  ascendantDeg: number;
  lonDeg: number[];
  retro: boolean[];
  dayBirth: boolean;
}
const px = pairsFixture as {
  pairs: { holds: RawChart; fails: RawChart }[];
  separators: { chart: RawChart }[];
};
const tx = textFixture as { cases: { chart: RawChart }[] };
const committed = [
  ...tx.cases.map((c) => c.chart),
  ...px.pairs.flatMap((p) => [p.holds, p.fails]),
  ...px.separators.map((s) => s.chart),
].map((c) => factsFromLongitudes(c.ascendantDeg, c.lonDeg, c.retro, c.dayBirth));
const RANDOM = 10_000;
const charts: ChartFacts[] = [...uniformFacts(RANDOM, 7), ...realisticFacts(500, 8), ...committed];
const N = charts.length;
const WORDS = Math.ceil(N / 32);

const vec = new Map<string, Uint32Array>();
const variantVec = new Map<string, Uint32Array>();
const unionMismatch: string[] = [];
for (const y of YOGA_CATALOGUE) {
  vec.set(y.id, new Uint32Array(WORDS));
  for (const v of y.variants ?? []) variantVec.set(`${y.id}/${v.id}`, new Uint32Array(WORDS));
}
charts.forEach((f, c) => {
  const word = c >> 5,
    bit = 1 << (c & 31);
  for (const y of YOGA_CATALOGUE) {
    const held = evalYoga(y, f) !== null;
    if (held) vec.get(y.id)![word]! |= bit;
    if (y.variants) {
      let some = false;
      for (const v of y.variants) {
        if (evalRule(v.rule, f, { g: 0, h: 0 })) {
          some = true;
          variantVec.get(`${y.id}/${v.id}`)![word]! |= bit;
        }
      }
      if (some !== held) unionMismatch.push(`${y.id} on chart ${c}`);
    }
  }
});
const key = (a: Uint32Array): string => Array.from(a, (x) => x.toString(36)).join(',');
const empty = (a: Uint32Array): boolean => a.every((x) => x === 0);
const subset = (a: Uint32Array, b: Uint32Array): boolean => a.every((x, i) => (x & ~b[i]!) === 0);

describe('catalogue integrity', () => {
  it(`samples ${N} charts (${RANDOM} random), and every yoga fires on some of them`, () => {
    expect(YOGA_CATALOGUE.filter((y) => empty(vec.get(y.id)!)).map((y) => y.id)).toEqual([]);
  });
  it('holds a yoga with variants exactly when one of its variants holds', () => {
    expect(unionMismatch).toEqual([]);
  });
  it('has no two yogas firing on exactly the same charts', () => {
    const seen = new Map<string, string>();
    const dups: string[] = [];
    for (const y of YOGA_CATALOGUE) {
      const k = key(vec.get(y.id)!);
      const other = seen.get(k);
      if (other) dups.push(`${other} = ${y.id}`);
      seen.set(k, y.id);
    }
    expect(dups).toEqual([]);
  });
  it('has no yoga that is the OR of other yogas', () => {
    const ors: string[] = [];
    for (const y of YOGA_CATALOGUE) {
      const vy = vec.get(y.id)!;
      const union = new Uint32Array(WORDS);
      for (const x of YOGA_CATALOGUE) {
        if (x.id === y.id) continue;
        const vx = vec.get(x.id)!;
        if (subset(vx, vy)) for (let i = 0; i < WORDS; i++) union[i]! |= vx[i]!;
      }
      if (key(union) === key(vy)) ors.push(y.id);
    }
    expect(ors).toEqual([]);
  });
  it('has no two variants of one yoga that are the same', () => {
    const dups: string[] = [];
    for (const y of YOGA_CATALOGUE) {
      const vs = y.variants ?? [];
      for (let i = 0; i < vs.length; i++) {
        for (let j = i + 1; j < vs.length; j++) {
          const a = variantVec.get(`${y.id}/${vs[i]!.id}`)!,
            b = variantVec.get(`${y.id}/${vs[j]!.id}`)!;
          if (!empty(a) && key(a) === key(b)) dups.push(`${y.id}: ${vs[i]!.id} = ${vs[j]!.id}`);
        }
      }
    }
    expect(dups).toEqual([]);
  });
});
