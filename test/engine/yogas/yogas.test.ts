/**
 * Yoga catalogue and detection. For every family (category) a representative yoga is checked on a
 * hand-built chart where its rule holds and on one where it fails; the charts are described in
 * whole-sign houses from an Aries lagna unless stated.
 */
import { describe, expect, it } from 'vitest';
import { YOGA_CATALOGUE, catalogueCounts, catalogueSummary, detectYogas } from '../../../src/engine/yogas/index.js';
import { chart, type ChartSpec } from './chart-builder.js';

const has = (spec: ChartSpec, id: string) => detectYogas(chart(spec)).find((y) => y.id === id);

interface Case { category: string; id: string; holds: ChartSpec; fails: ChartSpec; grahas?: string[] }
const A = 'Aries' as const;
const CASES: Case[] = [
  { category: 'pancha-mahapurusha', id: 'hamsa', grahas: ['Jupiter'],
    holds: { lagna: A, grahas: { Jupiter: 'Cancer' } }, fails: { lagna: A, grahas: { Jupiter: 'Leo' } } },
  { category: 'chandra', id: 'sunapha', grahas: ['Moon', 'Mars'],
    holds: { lagna: A, grahas: { Moon: 'Taurus', Mars: 'Gemini' } }, fails: { lagna: A, grahas: { Moon: 'Taurus', Mars: 'Cancer' } } },
  { category: 'chandra', id: 'gaja-kesari', grahas: ['Moon', 'Jupiter'],
    holds: { lagna: A, grahas: { Moon: 'Taurus', Jupiter: 'Scorpio' } }, fails: { lagna: A, grahas: { Moon: 'Taurus', Jupiter: 'Gemini' } } },
  { category: 'surya', id: 'vesi', grahas: ['Sun', 'Mercury'],
    holds: { lagna: A, grahas: { Sun: 'Aries', Mercury: 'Taurus' } }, fails: { lagna: A, grahas: { Sun: ['Aries', 5], Mercury: ['Aries', 20] } } },
  { category: 'nabhasa', id: 'rajju',
    holds: { lagna: A, grahas: { Sun: 'Aries', Moon: 'Cancer', Mars: 'Libra', Mercury: ['Aries', 25], Jupiter: 'Capricorn', Venus: ['Cancer', 25], Saturn: ['Libra', 25] } },
    fails: { lagna: A, grahas: { Sun: 'Aries', Moon: 'Cancer', Mars: 'Libra', Mercury: ['Aries', 25], Jupiter: 'Capricorn', Venus: ['Cancer', 25], Saturn: 'Leo' } } },
  { category: 'nabhasa', id: 'kamala',
    holds: { lagna: A, grahas: { Sun: 'Aries', Moon: 'Cancer', Mars: 'Libra', Mercury: ['Aries', 25], Jupiter: 'Capricorn', Venus: ['Cancer', 25], Saturn: ['Libra', 25] } },
    fails: { lagna: A, grahas: { Sun: 'Aries', Moon: 'Cancer', Mars: 'Libra', Mercury: ['Aries', 25], Jupiter: 'Aries', Venus: ['Cancer', 25], Saturn: ['Libra', 25] } } },
  { category: 'nabhasa', id: 'gola',
    holds: { lagna: A, grahas: { Sun: 'Leo', Moon: 'Leo', Mars: 'Leo', Mercury: 'Leo', Jupiter: 'Leo', Venus: 'Leo', Saturn: 'Leo' } },
    fails: { lagna: A, grahas: { Sun: 'Leo', Moon: 'Leo', Mars: 'Leo', Mercury: 'Leo', Jupiter: 'Leo', Venus: 'Virgo', Saturn: 'Leo' } } },
  { category: 'malika', id: 'lagna-malika',
    holds: { lagna: A, grahas: { Sun: 'Aries', Moon: 'Taurus', Mars: 'Gemini', Mercury: 'Cancer', Jupiter: 'Leo', Venus: 'Virgo', Saturn: 'Libra' } },
    fails: { lagna: A, grahas: { Sun: 'Aries', Moon: 'Taurus', Mars: 'Gemini', Mercury: 'Cancer', Jupiter: 'Leo', Venus: 'Virgo', Saturn: 'Scorpio' } } },
  { category: 'raja', id: 'raja-10-9-conjunction', grahas: ['Jupiter', 'Saturn'],
    holds: { lagna: A, grahas: { Jupiter: 'Capricorn', Saturn: 'Capricorn' } }, fails: { lagna: A, grahas: {} } },
  { category: 'raja', id: 'raja-247', grahas: ['Sun', 'Jupiter'],
    holds: { lagna: A, grahas: { Jupiter: 'Aries', Sun: 'Capricorn' } }, fails: { lagna: A, grahas: {} } },
  { category: 'dhana', id: 'dhana-118', grahas: ['Venus', 'Saturn'],
    holds: { lagna: 'Gemini', grahas: { Venus: 'Libra', Saturn: 'Aries' } }, fails: { lagna: 'Gemini', grahas: { Venus: 'Libra', Saturn: 'Taurus' } } },
  { category: 'parivartana', id: 'maha-parivartana', grahas: ['Mars', 'Jupiter'],
    holds: { lagna: A, grahas: { Mars: 'Sagittarius', Jupiter: 'Aries' } }, fails: { lagna: A, grahas: {} } },
  { category: 'viparita-raja', id: 'harsha', grahas: ['Mercury'],
    holds: { lagna: A, grahas: { Mercury: 'Scorpio' } }, fails: { lagna: A, grahas: {} } },
  { category: 'neecha-bhanga', id: 'neecha-bhanga-sun',
    holds: { lagna: A, grahas: { Sun: ['Libra', 5], Venus: 'Cancer' } },
    fails: { lagna: A, grahas: { Sun: ['Libra', 5], Moon: 'Aries', Mars: 'Taurus', Venus: 'Gemini', Saturn: 'Leo', Mercury: 'Virgo' } } },
  { category: 'shubha', id: 'amala', grahas: ['Jupiter'],
    holds: { lagna: A, grahas: { Jupiter: 'Capricorn', Rahu: 'Gemini' } }, fails: { lagna: A, grahas: { Jupiter: 'Capricorn', Saturn: 'Capricorn', Rahu: 'Gemini' } } },
  { category: 'bhava', id: 'vahana-209', grahas: ['Mars'],
    holds: { lagna: A, grahas: { Mars: 'Cancer' } }, fails: { lagna: A, grahas: {} } },
  { category: 'daridra', id: 'dur', grahas: ['Saturn'],
    holds: { lagna: A, grahas: { Saturn: 'Virgo' } }, fails: { lagna: A, grahas: { Saturn: 'Capricorn' } } },
  { category: 'arishta', id: 'kemadruma',
    holds: { lagna: A, grahas: { Sun: 'Taurus', Moon: 'Leo', Mars: 'Gemini', Mercury: ['Taurus', 20], Jupiter: 'Sagittarius', Venus: 'Pisces', Saturn: 'Scorpio' } },
    fails: { lagna: A, grahas: { Sun: 'Taurus', Moon: 'Leo', Mars: 'Virgo', Mercury: ['Taurus', 20], Jupiter: 'Sagittarius', Venus: 'Pisces', Saturn: 'Scorpio' } } },
  { category: 'arishta', id: 'guru-chandala', grahas: ['Jupiter', 'Rahu'],
    holds: { lagna: A, grahas: { Jupiter: ['Capricorn', 15], Rahu: ['Capricorn', 10] } }, fails: { lagna: A, grahas: { Rahu: 'Leo' } } },
  { category: 'sannyasa', id: 'pravrajya',
    holds: { lagna: A, grahas: { Sun: 'Aries', Mercury: ['Aries', 2], Venus: ['Aries', 20], Mars: ['Aries', 25] } }, fails: { lagna: A, grahas: {} } },
];

describe('yoga catalogue', () => {
  it('has at least 327 entries with unique kebab-case ids', () => {
    expect(YOGA_CATALOGUE.length).toBeGreaterThanOrEqual(327);
    const ids = YOGA_CATALOGUE.map((y) => y.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
  it('gives every entry a name, a source and a generated rule summary', () => {
    const rows = catalogueSummary();
    expect(rows).toHaveLength(YOGA_CATALOGUE.length);
    for (const r of rows) {
      expect(r.name.en.length).toBeGreaterThan(3);
      expect(r.name.sa.length).toBeGreaterThan(3);
      expect(r.source.length).toBeGreaterThan(3);
      expect(r.rule.length).toBeGreaterThan(10);
    }
    expect(rows.find((r) => r.id === 'hamsa')!.rule).toBe('(Jupiter in the 1st, 4th, 7th or 10th from the lagna) and (Jupiter in own sign, exalted or in moolatrikona)');
  });
  it('counts the families', () => {
    const c = catalogueCounts();
    expect(c['nabhasa']).toBe(32);
    expect(c['pancha-mahapurusha']).toBe(5);
    expect(c['malika']).toBe(12);
    expect(Object.values(c).reduce((a, b) => a + b, 0)).toBe(YOGA_CATALOGUE.length);
  });
  it('covers every category with a holds/fails test below', () => {
    const tested = new Set(CASES.map((c) => c.category));
    for (const y of YOGA_CATALOGUE) expect(tested.has(y.category), y.category).toBe(true);
  });
});

describe('yoga detection by family', () => {
  for (const c of CASES) {
    it(`${c.category}: ${c.id} holds on its chart`, () => {
      const y = has(c.holds, c.id);
      expect(y, 'expected the yoga').toBeDefined();
      expect(y!.category).toBe(c.category);
      if (c.grahas) for (const g of c.grahas) expect(y!.grahas).toContain(g);
      expect(y!.houses.length).toBeGreaterThan(0);
    });
    it(`${c.category}: ${c.id} fails on its counter-chart`, () => {
      expect(has(c.fails, c.id)).toBeUndefined();
    });
  }
  it('reports the houses of the satisfying grahas', () => {
    const y = has({ lagna: A, grahas: { Jupiter: 'Capricorn', Saturn: 'Capricorn' } }, 'raja-10-9-conjunction')!;
    expect(y.grahas).toEqual(['Jupiter', 'Saturn']);
    expect(y.houses).toEqual([10]);
  });
});

describe('on a computed chart', () => {
  it('detects yogas, doshas and a match from real positions (2000-01-01 12:00 UT, Delhi)', async () => {
    const { buildBasis } = await import('../../../src/engine/chart/basis.js');
    const { doshaReport } = await import('../../../src/engine/doshas/index.js');
    const { matchCharts } = await import('../../../src/engine/matching/index.js');
    const b = buildBasis(2451545.0, 28.61, 77.21, 5.5, { ayanamsa: 'lahiri', nodeMode: 'mean' });
    const g = buildBasis(2451910.25, 19.07, 72.88, 5.5, { ayanamsa: 'lahiri', nodeMode: 'mean' });
    const ys = detectYogas(b);
    expect(ys.length).toBeGreaterThan(5);
    const ids = new Set(YOGA_CATALOGUE.map((y) => y.id));
    for (const y of ys) { expect(ids.has(y.id)).toBe(true); expect(y.grahas.length + y.houses.length).toBeGreaterThan(0); }
    const d = doshaReport(b, { onJdUt: 2460310.5 });
    expect(d.present.every((id) => ['manglik', 'kaal-sarp', 'pitra', 'kemdrum', 'guru-chandal', 'grahan', 'shani'].includes(id))).toBe(true);
    const m = matchCharts(b, g);
    expect(m.score).toBeGreaterThanOrEqual(0);
    expect(m.score).toBeLessThanOrEqual(36);
  });
});
