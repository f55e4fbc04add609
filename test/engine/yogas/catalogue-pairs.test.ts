/**
 * REGRESSION CHECK ONLY, not the correctness check: the charts and verdicts in
 * test/fixtures/yoga-pairs.json were written by the engine itself (scripts/gen-yoga-pairs.ts), so they
 * only say that a rule still behaves as it did when the fixture was generated. The correctness check is
 * test/engine/yogas/text-charts.test.ts, whose charts are built from each yoga's text.
 *
 * Every catalogue yoga and every named variant against its committed pair of charts: the yoga (or
 * variant) is detected on the holding chart, with the grahas and houses that formed it, and not on the
 * failing chart, which differs from the holding one in one thing only; and the rule gives the committed
 * verdict on each of the 108 charts one sign move away from the holding chart (every graha and the lagna
 * in every sign). A rule that changes what it says about any of these charts fails here (regenerate the
 * fixture when the change is intended); a yoga added without a pair fails the coverage test.
 */
import { describe, expect, it } from 'vitest';
import fixture from '../../fixtures/yoga-pairs.json';
import {
  YOGA_CATALOGUE,
  detectYogas,
  evalRule,
  factsFromLongitudes,
  type ChartFacts,
  type Rule,
} from '../../../src/engine/yogas/index.js';

interface RawChart {
  ascendantDeg: number;
  lonDeg: number[];
  retro: boolean[];
  dayBirth: boolean;
}
interface Pair {
  id: string;
  variant?: string;
  holds: RawChart;
  fails: RawChart;
  change: string;
  neighbours: string;
}
const pairs = (fixture as { pairs: Pair[] }).pairs;
const factsOf = (c: RawChart): ChartFacts =>
  factsFromLongitudes(c.ascendantDeg, c.lonDeg, c.retro, c.dayBirth);

const norm = (x: number): number => Math.round((((x % 360) + 360) % 360) * 100) / 100;
/** The rule's verdict on the 108 charts one sign move from `c` (each graha, Ketu following Rahu, then the lagna), as in scripts/gen-yoga-pairs.ts. */
function neighbours(rule: Rule, c: RawChart): string {
  const at = (ch: RawChart): string => (evalRule(rule, factsOf(ch), { g: 0, h: 0 }) ? '1' : '0');
  let out = '';
  for (let i = 0; i < 8; i++) {
    for (let k = 0; k < 12; k++) {
      const lonDeg = [...c.lonDeg];
      lonDeg[i] = norm(k * 30 + (c.lonDeg[i]! % 30));
      if (i === 7) lonDeg[8] = norm(lonDeg[7]! + 180);
      out += at({ ...c, lonDeg });
    }
  }
  for (let k = 0; k < 12; k++)
    out += at({ ...c, ascendantDeg: norm(k * 30 + (c.ascendantDeg % 30)) });
  return out;
}

/** The one element two charts differ in, or a list of differences when there are several. */
function differences(a: RawChart, b: RawChart): string[] {
  const d: string[] = [];
  if (a.ascendantDeg !== b.ascendantDeg) d.push('lagna');
  if (a.dayBirth !== b.dayBirth) d.push('day');
  for (let i = 0; i < 8; i++)
    if (a.lonDeg[i] !== b.lonDeg[i] || a.retro[i] !== b.retro[i]) d.push(`graha ${i}`);
  return d;
}

describe('yoga pairs fixture', () => {
  it('has exactly one pair for every yoga and every variant of the catalogue', () => {
    const want = YOGA_CATALOGUE.flatMap((y) => [
      y.id,
      ...(y.variants ?? []).map((v) => `${y.id}/${v.id}`),
    ]).sort();
    const have = pairs.map((p) => (p.variant ? `${p.id}/${p.variant}` : p.id)).sort();
    expect(have).toEqual(want);
  });
  it('pairs charts that differ in one thing only, Ketu kept opposite Rahu', () => {
    for (const p of pairs) {
      expect(differences(p.holds, p.fails), `${p.id}/${p.variant ?? ''}`).toHaveLength(1);
      for (const c of [p.holds, p.fails])
        expect(Math.abs(((c.lonDeg[8]! - c.lonDeg[7]! + 360) % 360) - 180)).toBeLessThan(0.011);
    }
  });
});

const byYoga = new Map<string, Pair[]>();
for (const p of pairs) byYoga.set(p.id, [...(byYoga.get(p.id) ?? []), p]);

describe('each yoga holds on its chart and fails on the changed one', () => {
  for (const y of YOGA_CATALOGUE) {
    it(`${y.id}`, () => {
      for (const p of byYoga.get(y.id) ?? []) {
        const label = `${y.id}${p.variant ? `/${p.variant}` : ''} (${p.change})`;
        const on = detectYogas(factsOf(p.holds)).find((d) => d.id === y.id);
        const off = detectYogas(factsOf(p.fails)).find((d) => d.id === y.id);
        if (!p.variant) {
          expect(on, `${label}: expected on the holding chart`).toBeDefined();
          expect(on!.grahas.length + on!.houses.length, `${label}: no witness`).toBeGreaterThan(0);
          expect(on!.houses.every((h) => h >= 1 && h <= 12)).toBe(true);
          expect(off, `${label}: expected absent on the failing chart`).toBeUndefined();
        } else {
          expect(on?.variants, `${label}: variant expected on the holding chart`).toContain(
            p.variant,
          );
          expect(
            off?.variants ?? [],
            `${label}: variant expected absent on the failing chart`,
          ).not.toContain(p.variant);
        }
      }
      expect(
        byYoga.get(y.id)?.some((p) => !p.variant),
        `${y.id}: no pair`,
      ).toBe(true);
    });
    it(`${y.id}: the same verdict on the 108 charts one sign move from each holding chart`, () => {
      for (const p of byYoga.get(y.id) ?? []) {
        const rule = p.variant ? y.variants!.find((v) => v.id === p.variant)!.rule : y.rule;
        expect(neighbours(rule, p.holds), `${y.id}${p.variant ? `/${p.variant}` : ''}`).toBe(
          p.neighbours,
        );
      }
    });
  }
});
