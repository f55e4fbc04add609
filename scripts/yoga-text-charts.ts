/**
 * Writes test/fixtures/yoga-text-charts.json: for every yoga of the catalogue, charts built from the text
 * of its rule (the recipes in scripts/yoga-text-recipes*.ts, read with scripts/yoga-text-lib.ts, neither
 * of which uses the engine's yoga code):
 * - for each form of the rule (the text's alternatives), a chart where every clause of the form holds;
 * - for each clause of each form, a chart where that clause fails while the form's other clauses hold
 *   and no form of the yoga holds (the near miss that tests the clause).
 * Each case carries the catalogue's source and text line and the clause it breaks. Charts are found by a
 * seeded local search over signs, degrees (the nine navamsa centres of each sign, and any degrees the
 * recipe asks for), the lagna and day or night; the seed of a yoga depends only on its id, so adding a
 * recipe does not move the charts of the others. test/engine/yogas/text-charts.test.ts checks the engine
 * against every case.
 * Usage: node scripts/run-ts.mjs scripts/yoga-text-charts.ts [--only id,id] [--steps 40000]
 * (npm run yogas:text-charts). Prints the yogas without a recipe, the forms without a holding chart and
 * the clauses without a failing chart.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { YOGA_CATALOGUE } from '../src/engine/yogas/index.js';
import { seededRandom } from './lib/seeded-random';
import { Chart, type Raw } from './yoga-text-lib';
import type { Form, Recipe } from './yoga-text-recipe';
import { RECIPES } from './yoga-text-recipes';
import { neighbourCharts, norm } from '../test/support/yoga-neighbours';

const OUT = 'test/fixtures/yoga-text-charts.json';
const argOf = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const only = argOf('only')?.split(',');
const STEPS = Number(argOf('steps') ?? 40000);

const GRID = [1.67, 5, 8.33, 11.67, 15, 18.33, 21.67, 25, 28.33];

const score = (r: Recipe, f: Form, k: number, c: Chart): number => {
  const v = f.clauses[k]!.test(c);
  return v === true || v === 1 ? 1 : v === false ? 0 : Math.min(v, 0.999);
};
const formHolds = (r: Recipe, f: Form, c: Chart): boolean =>
  f.clauses.every((_, k) => score(r, f, k, c) === 1);
const yogaHolds = (r: Recipe, c: Chart): boolean => r.forms.some((f) => formHolds(r, f, c));

/** The variants (forms named by a catalogue variant) that hold on a chart. */
const held = (r: Recipe, raw: Raw): { variants?: string[] } => {
  if (!r.forms.some((f) => f.variant)) return {};
  const c = new Chart(raw);
  return {
    variants: r.forms.filter((f) => f.variant && formHolds(r, f, c)).map((f) => f.variant!),
  };
};

const neighbourVerdicts = (r: Recipe, c: Raw): string =>
  neighbourCharts(c)
    .map((n) => (yogaHolds(r, new Chart(n)) ? '1' : '0'))
    .join('');

function seedOf(id: string): number {
  return createHash('sha256').update(id).digest().readUInt32LE(0);
}

/** Seeded local search for a chart maximising `obj` up to `goal`. */
function search(
  rng: () => number,
  degrees: number[],
  obj: (c: Chart) => number,
  goal: number,
  start?: Raw,
): Raw | null {
  // Each graha sits a different hundredth of a degree off the grid, so that no two longitudes tie and no
  // distance between grahas lands exactly on an orb (full Moon, combustion, deep exaltation).
  const at = (k: number, sign: number): number =>
    norm(sign * 30 + degrees[Math.floor(rng() * degrees.length)]! + 0.01 * (k + 1));
  const randomChart = (): Raw => {
    const lonDeg = Array.from({ length: 8 }, (_, k) => at(k, Math.floor(rng() * 12)));
    lonDeg.push(norm(lonDeg[7]! + 180));
    return {
      ascendantDeg: at(8, Math.floor(rng() * 12)),
      lonDeg,
      retro: lonDeg.map((_, i) => i >= 7),
      dayBirth: rng() < 0.5,
    };
  };
  const move = (c: Raw): Raw => {
    const n: Raw = {
      ascendantDeg: c.ascendantDeg,
      lonDeg: [...c.lonDeg],
      retro: c.retro,
      dayBirth: c.dayBirth,
    };
    const k = Math.floor(rng() * 10);
    const keepSign = rng() < 0.25;
    if (k === 9) n.dayBirth = !n.dayBirth;
    else if (k === 8)
      n.ascendantDeg = at(8, keepSign ? Math.floor(n.ascendantDeg / 30) : Math.floor(rng() * 12));
    else {
      n.lonDeg[k] = at(k, keepSign ? Math.floor(n.lonDeg[k]! / 30) : Math.floor(rng() * 12));
      if (k === 7) n.lonDeg[8] = norm(n.lonDeg[7]! + 180);
    }
    return n;
  };
  let cur = start ?? randomChart();
  let v = obj(new Chart(cur));
  let sinceBest = 0;
  for (let step = 0; step < STEPS; step++) {
    if (v >= goal - 1e-9) return cur;
    const cand = rng() < 0.15 ? move(move(cur)) : move(cur);
    const w = obj(new Chart(cand));
    if (w > v) sinceBest = 0;
    else sinceBest++;
    if (w >= v) {
      cur = cand;
      v = w;
    }
    if (sinceBest > 4000) {
      cur = start && rng() < 0.5 ? start : randomChart();
      v = obj(new Chart(cur));
      sinceBest = 0;
    }
  }
  return v >= goal - 1e-9 ? cur : null;
}

interface Case {
  id: string;
  /** the form the chart was built for */
  variant?: string;
  /** for a yoga with variants: every form of the text that holds on the chart */
  variants?: string[];
  expect: 'holds' | 'fails';
  /** the clause that fails on this chart (for a failing chart) */
  breaks?: string;
  chart: Raw;
  /** for a holding chart: the text's verdict (1 holds, 0 not) on the 109 charts one step away: each graha from the Sun to Rahu (Ketu following) and then the lagna moved to each sign in turn (degree kept), then day and night swapped */
  neighbours?: string;
}

const catalogue = new Map(YOGA_CATALOGUE.map((y) => [y.id, y]));
const previous: { cases: Case[] } | null = existsSync(OUT)
  ? JSON.parse(readFileSync(OUT, 'utf8'))
  : null;
const cases: Case[] = only && previous ? previous.cases.filter((c) => !only.includes(c.id)) : [];
const missingHold: string[] = [];
const missingFail: string[] = [];
const t0 = Date.now();
for (const r of RECIPES) {
  if (only && !only.includes(r.id)) continue;
  if (!catalogue.has(r.id)) throw new Error(`recipe for unknown yoga ${r.id}`);
  const rng = seededRandom(seedOf(r.id));
  const degrees = [...GRID, ...(r.degrees ?? [])];
  r.forms.forEach((f, fi) => {
    const label = `${r.id}${f.variant ? `/${f.variant}` : fi ? `#${fi}` : ''}`;
    const holds = search(
      rng,
      degrees,
      (c) => f.clauses.reduce((a, _, k) => a + score(r, f, k, c), 0),
      f.clauses.length,
    );
    if (!holds) {
      missingHold.push(label);
      return;
    }
    cases.push({
      id: r.id,
      ...(f.variant ? { variant: f.variant } : {}),
      ...held(r, holds),
      expect: 'holds',
      chart: holds,
      neighbours: neighbourVerdicts(r, holds),
    });
    f.clauses.forEach((cl, k) => {
      const obj = (c: Chart): number => {
        let a = 0;
        f.clauses.forEach((_, j) => {
          if (j !== k) a += score(r, f, j, c);
        });
        if (score(r, f, k, c) < 1) a += 1;
        else if (cl.nearBreak) {
          const n = cl.nearBreak(c);
          a += 0.9 * Math.min(0.999, n === true ? 1 : n === false ? 0 : n);
        }
        if (!yogaHolds(r, c)) a += 1;
        return a;
      };
      const fails = search(rng, degrees, obj, f.clauses.length + 1, holds);
      if (!fails) {
        missingFail.push(`${label}: ${cl.text}`);
        return;
      }
      cases.push({
        id: r.id,
        ...(f.variant ? { variant: f.variant } : {}),
        ...held(r, fails),
        expect: 'fails',
        breaks: cl.text,
        chart: fails,
      });
    });
  });
}
const order = new Map(YOGA_CATALOGUE.map((y, i) => [y.id, i]));
cases.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
// every case carries the text it came from
const withText = cases.map((c) => {
  const y = catalogue.get(c.id)!;
  const v = c.variant ? y.variants?.find((x) => x.id === c.variant) : undefined;
  return {
    ...c,
    source: v?.source ?? y.source,
    text: y.text,
    ...(v ? { variantName: v.name } : {}),
  };
});
const text =
  JSON.stringify(
    {
      generator: 'scripts/yoga-text-charts.ts',
      note: "Charts built from each yoga's text (scripts/yoga-text-recipes*.ts read with scripts/yoga-text-lib.ts), not from the engine. expect: holds = every clause of one form of the text holds; fails = the named clause fails, the form's other clauses hold and no form holds. Never hand-edited.",
      cases: withText,
    },
    null,
    0,
  ).replace(/\},\{"id"/g, '},\n{"id"') + '\n';
// --check: the committed fixture must be what a full run writes (test/node/yoga-text-charts.test.ts)
if (process.argv.includes('--check')) {
  const same = !only && previous !== null && readFileSync(OUT, 'utf8') === text;
  console.log(
    same
      ? `${OUT} is what a full run writes`
      : `${OUT} differs from a full run: run node scripts/run-ts.mjs scripts/yoga-text-charts.ts`,
  );
  process.exit(same ? 0 : 1);
}
writeFileSync(OUT, text);

const noRecipe = YOGA_CATALOGUE.filter((y) => !RECIPES.some((r) => r.id === y.id)).map((y) => y.id);
console.log(
  `${withText.length} cases (${withText.filter((c) => c.expect === 'holds').length} holding, ${withText.filter((c) => c.expect === 'fails').length} failing) in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
);
console.log(`yogas without a recipe (${noRecipe.length}): ${noRecipe.join(', ') || 'none'}`);
console.log(
  `forms without a holding chart (${missingHold.length}): ${missingHold.join('; ') || 'none'}`,
);
console.log(
  `clauses without a failing chart (${missingFail.length}):${missingFail.length ? `\n  ${missingFail.join('\n  ')}` : ' none'}`,
);
