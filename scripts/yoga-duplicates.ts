/**
 * Mechanical search for duplicate yogas. Every catalogue rule is evaluated over many seeded
 * charts (uniform charts that reach every configuration, real charts, and the committed charts of
 * test/fixtures/yoga-pairs.json: the holds/fails pairs, which make every yoga fire at least once,
 * and the charts that separate yogas the rest does not tell apart);
 * the report lists
 * - yogas whose firing vectors are identical (the same rule under two names, or two rules that no
 *   chart tells apart),
 * - yogas that hold exactly when one of some other yogas holds (the OR of others),
 * - near duplicates (Jaccard similarity of the firing sets at least 0.95), for a human to judge,
 * - variants of one yoga that no chart tells apart.
 * Usage: node scripts/run-ts.mjs scripts/yoga-duplicates.ts [uniform=20000] [real=5000]
 *        (npm run yogas:duplicates). Exit status 1 when an identical pair or an OR of others is found.
 */
import { existsSync, readFileSync } from 'node:fs';
import { YOGA_CATALOGUE, evalYoga, type ChartFacts } from '../src/engine/yogas/index.js';
import { evalRule } from '../src/engine/yogas/rules.js';
import { factsFromLongitudes } from '../src/engine/yogas/facts.js';
import { realisticFacts, uniformFacts } from './yoga-sample.js';

const nUniform = Number(process.argv[2] ?? 20000);
const nReal = Number(process.argv[3] ?? 5000);

type Raw = { ascendantDeg: number; lonDeg: number[]; retro: boolean[]; dayBirth: boolean };
interface PairFixture {
  pairs: { id: string; holds: Raw; fails: Raw }[];
  separators?: { chart: Raw }[];
}
const fixturePath = 'test/fixtures/yoga-pairs.json';
const fixtureCharts: ChartFacts[] = [];
if (existsSync(fixturePath)) {
  const fx = JSON.parse(readFileSync(fixturePath, 'utf8')) as PairFixture;
  for (const c of [
    ...fx.pairs.flatMap((p) => [p.holds, p.fails]),
    ...(fx.separators ?? []).map((s) => s.chart),
  ]) {
    fixtureCharts.push(factsFromLongitudes(c.ascendantDeg, c.lonDeg, c.retro, c.dayBirth));
  }
}
const charts = [...uniformFacts(nUniform, 7), ...realisticFacts(nReal, 8), ...fixtureCharts];
const N = charts.length;
const words = Math.ceil(N / 32);

/** Firing bitsets, one per yoga (and one per variant). */
const vec = new Map<string, Uint32Array>();
const count = new Map<string, number>();
const variantVec = new Map<string, Uint32Array>();
for (const y of YOGA_CATALOGUE) {
  vec.set(y.id, new Uint32Array(words));
  for (const v of y.variants ?? []) variantVec.set(`${y.id}/${v.id}`, new Uint32Array(words));
}
charts.forEach((f, c) => {
  for (const y of YOGA_CATALOGUE) {
    const r = evalYoga(y, f);
    if (r) {
      vec.get(y.id)![c >> 5]! |= 1 << (c & 31);
      count.set(y.id, (count.get(y.id) ?? 0) + 1);
    }
    for (const v of y.variants ?? []) {
      if (evalRule(v.rule, f, { g: 0, h: 0 }))
        variantVec.get(`${y.id}/${v.id}`)![c >> 5]! |= 1 << (c & 31);
    }
  }
});

const key = (a: Uint32Array): string => Buffer.from(a.buffer).toString('base64');
const pop = (a: Uint32Array): number => {
  let n = 0;
  for (let x of a) {
    while (x) {
      x &= x - 1;
      n++;
    }
  }
  return n;
};
const isSubset = (a: Uint32Array, b: Uint32Array): boolean => {
  for (let i = 0; i < a.length; i++) if ((a[i]! & ~b[i]!) !== 0) return false;
  return true;
};
const equal = (a: Uint32Array, b: Uint32Array): boolean => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
};

console.log(
  `${YOGA_CATALOGUE.length} yogas over ${N} charts (${nUniform} uniform, ${nReal} real, ${fixtureCharts.length} from ${fixturePath})`,
);
let problems = 0;

// 1. Identical firing vectors.
const groups = new Map<string, string[]>();
for (const y of YOGA_CATALOGUE) {
  if (!count.get(y.id)) continue;
  const k = key(vec.get(y.id)!);
  groups.set(k, [...(groups.get(k) ?? []), y.id]);
}
const dup = [...groups.values()].filter((g) => g.length > 1);
console.log(`\n## Identical firing vectors: ${dup.length}`);
for (const g of dup) {
  console.log(`- ${g.join(' = ')} (${count.get(g[0]!)} charts)`);
  problems++;
}
const never = YOGA_CATALOGUE.filter((y) => !count.get(y.id)).map((y) => y.id);
console.log(
  `\n## Never held in the sample: ${never.length}${never.length ? `: ${never.join(', ')}` : ''}`,
);

// 2. OR of others: Y equals the union of the yogas whose firing sets lie inside Y's.
console.log('\n## Yogas that are the OR of other yogas');
let ors = 0;
for (const y of YOGA_CATALOGUE) {
  const vy = vec.get(y.id)!;
  if (!count.get(y.id)) continue;
  const inside = YOGA_CATALOGUE.filter(
    (x) =>
      x.id !== y.id &&
      count.get(x.id) &&
      isSubset(vec.get(x.id)!, vy) &&
      !equal(vec.get(x.id)!, vy),
  );
  if (!inside.length) continue;
  const union = new Uint32Array(words);
  for (const x of inside) {
    const vx = vec.get(x.id)!;
    for (let i = 0; i < words; i++) union[i]! |= vx[i]!;
  }
  if (equal(union, vy)) {
    console.log(
      `- ${y.id} (${count.get(y.id)} charts) = OR of ${inside.map((x) => x.id).join(', ')}`,
    );
    ors++;
    problems++;
  }
}
if (!ors) console.log('none');

// 3. Near duplicates, for a human to judge.
console.log('\n## Near duplicates (Jaccard >= 0.95, both held in at least 20 charts)');
const ids = YOGA_CATALOGUE.map((y) => y.id).filter((id) => (count.get(id) ?? 0) >= 20);
let near = 0;
for (let i = 0; i < ids.length; i++) {
  for (let j = i + 1; j < ids.length; j++) {
    const a = vec.get(ids[i]!)!,
      b = vec.get(ids[j]!)!;
    let inter = 0,
      uni = 0;
    for (let k = 0; k < words; k++) {
      const x = a[k]! & b[k]!,
        u = a[k]! | b[k]!;
      inter += pop(Uint32Array.of(x));
      uni += pop(Uint32Array.of(u));
    }
    if (uni && inter / uni >= 0.95 && inter !== uni) {
      console.log(`- ${ids[i]} ~ ${ids[j]}: Jaccard ${(inter / uni).toFixed(3)}`);
      near++;
    }
  }
}
if (!near) console.log('none');

// 4. Variants of one yoga that no chart tells apart.
console.log('\n## Variants of one yoga with identical firing vectors');
let vd = 0;
for (const y of YOGA_CATALOGUE) {
  const vs = y.variants ?? [];
  for (let i = 0; i < vs.length; i++) {
    for (let j = i + 1; j < vs.length; j++) {
      const a = variantVec.get(`${y.id}/${vs[i]!.id}`)!,
        b = variantVec.get(`${y.id}/${vs[j]!.id}`)!;
      if (pop(a) && equal(a, b)) {
        console.log(`- ${y.id}: ${vs[i]!.id} = ${vs[j]!.id}`);
        vd++;
        problems++;
      }
    }
  }
}
if (!vd) console.log('none');
console.log(`\n${problems ? `${problems} problem(s)` : 'no identical pair and no OR of others'}`);
process.exitCode = problems ? 1 : 0;
