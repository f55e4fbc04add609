/**
 * The correctness check of the yoga catalogue: every yoga against charts built from the text of its rule
 * (test/fixtures/yoga-text-charts.json, written by scripts/yoga-text-charts.ts from the recipes in
 * scripts/yoga-text-recipes*.ts; neither reads the engine's rule data or evaluator). For each yoga and
 * each form of its text there is a chart where the form holds, and for each clause of the form a chart
 * where that clause alone fails and the yoga does not hold. Each case names its source and text line.
 */
import { describe, expect, it } from 'vitest';
import fixture from '../../fixtures/yoga-text-charts.json';
import {
  YOGA_CATALOGUE,
  detectYogas,
  evalYoga,
  factsFromLongitudes,
} from '../../../src/engine/yogas/index.js';
import { neighbourCharts } from '../../support/yoga-neighbours.js';

interface RawChart {
  ascendantDeg: number;
  lonDeg: number[];
  retro: boolean[];
  dayBirth: boolean;
}
interface Case {
  id: string;
  variant?: string;
  variants?: string[];
  expect: 'holds' | 'fails';
  breaks?: string;
  chart: RawChart;
  neighbours?: string;
  source: string;
  text?: string;
}
const factsOf = (c: RawChart) => factsFromLongitudes(c.ascendantDeg, c.lonDeg, c.retro, c.dayBirth);
const cases = (fixture as { cases: Case[] }).cases;
const byYoga = new Map<string, Case[]>();
for (const c of cases) byYoga.set(c.id, [...(byYoga.get(c.id) ?? []), c]);

describe('yogas on charts built from their texts', () => {
  it('covers every catalogue yoga with a holding and a failing chart, each naming its source', () => {
    const missing = YOGA_CATALOGUE.filter((y) => {
      const cs = byYoga.get(y.id) ?? [];
      return !cs.some((c) => c.expect === 'holds') || !cs.some((c) => c.expect === 'fails');
    }).map((y) => y.id);
    expect(missing).toEqual([]);
    for (const c of cases) expect(c.source.length, c.id).toBeGreaterThan(3);
  });
  for (const y of YOGA_CATALOGUE) {
    it(y.id, () => {
      const wrong: string[] = [];
      for (const c of byYoga.get(y.id) ?? []) {
        const f = factsFromLongitudes(
          c.chart.ascendantDeg,
          c.chart.lonDeg,
          c.chart.retro,
          c.chart.dayBirth,
        );
        const found = detectYogas(f).find((d) => d.id === y.id);
        const label = `${c.expect}${c.variant ? ` ${c.variant}` : ''}${c.breaks ? ` (breaks: ${c.breaks})` : ''} ${JSON.stringify(c.chart)}`;
        if (c.expect === 'holds') {
          if (!found) wrong.push(`not detected: ${label}`);
          else if (
            c.variants &&
            [...(found.variants ?? [])].sort().join() !== [...c.variants].sort().join()
          )
            wrong.push(
              `variants ${JSON.stringify(found.variants)}, the text's forms ${JSON.stringify(c.variants)}: ${label}`,
            );
          else if (found.grahas.length + found.houses.length === 0)
            wrong.push(`no witness: ${label}`);
          if (c.neighbours) {
            const engine = neighbourCharts(c.chart)
              .map((n) => (evalYoga(y, factsOf(n)) ? '1' : '0'))
              .join('');
            const diff = [...engine].flatMap((b, i) =>
              b === c.neighbours![i]
                ? []
                : [
                    `${i}: text ${c.neighbours![i]}, engine ${b} ${JSON.stringify(neighbourCharts(c.chart)[i])}`,
                  ],
            );
            if (diff.length)
              wrong.push(
                `on ${diff.length} charts one step from ${label}: ${diff.slice(0, 3).join('; ')}`,
              );
          }
        } else if (found) wrong.push(`detected: ${label}`);
      }
      expect(wrong).toEqual([]);
    });
  }
});
