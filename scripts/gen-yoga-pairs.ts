/**
 * Generates test/fixtures/yoga-pairs.json: for every catalogue yoga and every named variant, a
 * chart where its rule holds and a chart, differing from it in one thing only (one graha's sign or
 * degree, the lagna, or day and night), where it fails, with the rule's verdict on the 108 charts
 * one sign move away from the holding chart. test/engine/yogas/catalogue-pairs.test.ts checks
 * every pair against the engine, so a rule that changes behaviour fails there.
 * Usage: node scripts/run-ts.mjs scripts/gen-yoga-pairs.ts [seed=11]
 *
 * Holding charts: first seeded uniform charts (every graha anywhere), then, for rules too rare to
 * meet by chance, a seeded local search that moves one graha (or the lagna) at a time towards a
 * chart that satisfies more of the rule. Failing charts: single changes of the holding chart, tried
 * in a fixed order (the grahas that satisfied the rule first), the first that breaks the rule kept.
 * Longitudes are kept to 0.01 deg so the committed charts reproduce exactly.
 */
import { writeFileSync } from 'node:fs';
import { GRAHA_NAMES, RASHI_NAMES_EN } from '../src/engine/core/constants.js';
import { YOGA_CATALOGUE } from '../src/engine/yogas/index.js';
import { factsFromLongitudes, houseFrom, type ChartFacts } from '../src/engine/yogas/facts.js';
import { evalRule, resolveSel, type Rule } from '../src/engine/yogas/rules.js';
import { realisticFacts, rng, uniformFacts, type RawChart } from './yoga-sample.js';

const seed = Number(process.argv[2] ?? 11);
const r = rng(seed);
const round = (x: number): number => Math.round(x * 100) / 100;
const norm = (x: number): number => round(((x % 360) + 360) % 360);

function randomChart(): RawChart {
  const lonDeg = Array.from({ length: 8 }, () => norm(r() * 360));
  lonDeg.push(norm(lonDeg[7]! + 180));
  const retro = lonDeg.map((_, i) => i >= 7);
  return { ascendantDeg: norm(r() * 360), lonDeg, retro, dayBirth: r() < 0.5 };
}
const factsOf = (c: RawChart): ChartFacts =>
  factsFromLongitudes(c.ascendantDeg, c.lonDeg, c.retro, c.dayBirth);
const holds = (rule: Rule, c: RawChart): boolean => evalRule(rule, factsOf(c), { g: 0, h: 0 });

/** Graded satisfaction in [0, 1] (1 exactly when the rule holds), to guide the local search. */
function score(rule: Rule, f: ChartFacts): number {
  if ('all' in rule) return rule.all.reduce((a, x) => a + score(x, f), 0) / rule.all.length;
  if ('any' in rule) return Math.max(...rule.any.map((x) => score(x, f)));
  if ('not' in rule) return evalRule(rule.not, f, { g: 0, h: 0 }) ? 0 : 1;
  if ('atLeast' in rule) {
    const s = rule.of.map((x) => score(x, f)).sort((a, b) => b - a);
    return s.slice(0, rule.atLeast).reduce((a, b) => a + b, 0) / rule.atLeast;
  }
  const ok = evalRule(rule, f, { g: 0, h: 0 }) ? 1 : 0;
  if (ok) return 1;
  switch (rule.t) {
    case 'confined': {
      const set = resolveSel(rule.g ?? 'sapta', f);
      const ref =
        rule.from === undefined || rule.from === 'lagna'
          ? f.lagnaRashi0
          : f.rashi0[Math.log2(resolveSel(rule.from, f) & -resolveSel(rule.from, f))]!;
      let inside = 0,
        n = 0,
        seen = 0;
      for (let i = 0; i < 9; i++) {
        if (!(set & (1 << i))) continue;
        n++;
        const h = houseFrom(ref, f.rashi0[i]!);
        if (rule.houses.includes(h)) {
          inside++;
          seen |= 1 << h;
        }
      }
      let occ = 0;
      for (const h of rule.houses) if (seen & (1 << h)) occ++;
      return 0.9 * ((0.7 * inside) / n + (0.3 * occ) / rule.houses.length);
    }
    case 'distinctSigns': {
      const set = resolveSel(rule.g ?? 'sapta', f);
      let signs = 0;
      for (let i = 0; i < 9; i++) if (set & (1 << i)) signs |= 1 << f.rashi0[i]!;
      let n = 0;
      for (let s = 0; s < 12; s++) if (signs & (1 << s)) n++;
      return 0.9 * (1 - Math.abs(n - rule.count) / 7);
    }
    case 'inSign':
    case 'in': {
      if (rule.q !== 'all' || (rule.t === 'inSign' && rule.g === 'lagna')) return 0;
      const set = resolveSel(rule.g as never, f);
      let n = 0,
        k = 0;
      for (let i = 0; i < 9; i++) {
        if (!(set & (1 << i))) continue;
        n++;
        const w = { g: 0, h: 0 };
        if (evalRule({ ...rule, g: GRAHA_NAMES[i]!, q: 'some' } as Rule, f, w)) k++;
      }
      return n ? (0.9 * k) / n : 0;
    }
    case 'occupied': {
      if (rule.need !== 'each') return 0;
      let k = 0;
      for (const h of rule.houses) if (evalRule({ ...rule, houses: [h] }, f, { g: 0, h: 0 })) k++;
      return (0.9 * k) / rule.houses.length;
    }
    default:
      return 0;
  }
}

type Change =
  { kind: 'graha'; i: number; lon: number } | { kind: 'lagna'; lon: number } | { kind: 'day' };
function apply(c: RawChart, ch: Change): RawChart {
  const lonDeg = [...c.lonDeg];
  if (ch.kind === 'graha') {
    lonDeg[ch.i] = norm(ch.lon);
    if (ch.i === 7) lonDeg[8] = norm(ch.lon + 180);
    return { ...c, lonDeg };
  }
  if (ch.kind === 'lagna') return { ...c, ascendantDeg: norm(ch.lon) };
  return { ...c, dayBirth: !c.dayBirth };
}
function randomChange(): Change {
  const k = r();
  if (k < 0.8)
    return {
      kind: 'graha',
      i: Math.floor(r() * 8),
      lon: r() < 0.7 ? Math.floor(r() * 12) * 30 + 15 : r() * 360,
    };
  if (k < 0.97) return { kind: 'lagna', lon: r() * 360 };
  return { kind: 'day' };
}

function findHolding(rule: Rule): RawChart | null {
  for (let i = 0; i < 20000; i++) {
    const c = randomChart();
    if (holds(rule, c)) return c;
  }
  for (let restart = 0; restart < 60; restart++) {
    let c = randomChart();
    let s = score(rule, factsOf(c));
    for (let step = 0; step < 4000; step++) {
      const next = apply(c, randomChange());
      const f = factsOf(next);
      if (evalRule(rule, f, { g: 0, h: 0 })) return next;
      const ns = score(rule, f);
      if (ns >= s) {
        c = next;
        s = ns;
      }
    }
  }
  return null;
}

/** Single changes in a fixed order: the witness grahas first, then the lagna, then the other grahas, then day and night. */
function failingNeighbour(rule: Rule, c: RawChart): { chart: RawChart; change: Change } | null {
  const w = { g: 0, h: 0 };
  evalRule(rule, factsOf(c), w);
  const order = [...Array(8).keys()].sort(
    (a, b) =>
      Number(!(w.g & (1 << a) || (a === 7 && w.g & (1 << 8)))) -
      Number(!(w.g & (1 << b) || (b === 7 && w.g & (1 << 8)))),
  );
  const tries: Change[] = [];
  const witnessCount = order.filter((i) => w.g & (1 << i) || (i === 7 && w.g & (1 << 8))).length;
  const degs = (lon: number): number[] => {
    const s = Math.floor(lon / 30) * 30;
    return [0.5, 5, 10, 15, 20, 25, 29.5].map((d) => s + d);
  };
  const signs = (lon: number): number[] =>
    Array.from({ length: 12 }, (_, k) => k * 30 + (lon % 30));
  order.slice(0, witnessCount).forEach((i) => {
    for (const l of [...signs(c.lonDeg[i]!), ...degs(c.lonDeg[i]!)])
      tries.push({ kind: 'graha', i, lon: l });
  });
  for (const l of [...signs(c.ascendantDeg), ...degs(c.ascendantDeg)])
    tries.push({ kind: 'lagna', lon: l });
  order.slice(witnessCount).forEach((i) => {
    for (const l of [...signs(c.lonDeg[i]!), ...degs(c.lonDeg[i]!)])
      tries.push({ kind: 'graha', i, lon: l });
  });
  tries.push({ kind: 'day' });
  for (const ch of tries) {
    const next = apply(c, ch);
    if (!holds(rule, next)) return { chart: next, change: ch };
  }
  return null;
}

const pos = (lon: number): string =>
  `${RASHI_NAMES_EN[Math.floor(lon / 30)]} ${(lon % 30).toFixed(2)}`;
function describeChange(c: RawChart, ch: Change): string {
  if (ch.kind === 'graha')
    return `${GRAHA_NAMES[ch.i]} from ${pos(c.lonDeg[ch.i]!)} to ${pos(norm(ch.lon))}${ch.i === 7 ? ' (Ketu opposite)' : ''}`;
  if (ch.kind === 'lagna') return `lagna from ${pos(c.ascendantDeg)} to ${pos(norm(ch.lon))}`;
  return c.dayBirth ? 'birth by night instead of by day' : 'birth by day instead of by night';
}

/**
 * Neighbourhood signature of a chart for a rule: whether the rule holds with each graha (Sun to
 * Rahu, Ketu following) moved to each of the twelve signs at its degree, then with the lagna in
 * each sign: 108 characters of 1 and 0. The test recomputes it, so a rule that changes what it
 * says about any of these 108 charts fails.
 */
export function neighbours(rule: Rule, c: RawChart): string {
  let out = '';
  for (let i = 0; i < 8; i++)
    for (let k = 0; k < 12; k++)
      out += holds(rule, apply(c, { kind: 'graha', i, lon: k * 30 + (c.lonDeg[i]! % 30) }))
        ? '1'
        : '0';
  for (let k = 0; k < 12; k++)
    out += holds(rule, apply(c, { kind: 'lagna', lon: k * 30 + (c.ascendantDeg % 30) }))
      ? '1'
      : '0';
  return out;
}

interface Pair {
  id: string;
  variant?: string;
  holds: RawChart;
  fails: RawChart;
  change: string;
  neighbours: string;
}
const pairs: Pair[] = [];
const missing: string[] = [];
const targets: { id: string; variant?: string; rule: Rule }[] = [];
for (const y of YOGA_CATALOGUE) {
  targets.push({ id: y.id, rule: y.rule });
  for (const vv of y.variants ?? []) targets.push({ id: y.id, variant: vv.id, rule: vv.rule });
}
const t0 = performance.now();
for (const t of targets) {
  const label = t.variant ? `${t.id}/${t.variant}` : t.id;
  let found: Pair | null = null;
  let held = false;
  // A holding chart may satisfy the rule in two ways at once; then look for another one.
  for (let attempt = 0; attempt < 30 && !found; attempt++) {
    const h = findHolding(t.rule);
    if (!h) break;
    held = true;
    const fl = failingNeighbour(t.rule, h);
    if (fl)
      found = {
        id: t.id,
        ...(t.variant ? { variant: t.variant } : {}),
        holds: h,
        fails: fl.chart,
        change: describeChange(h, fl.change),
        neighbours: neighbours(t.rule, h),
      };
  }
  if (found) pairs.push(found);
  else missing.push(held ? `${label} (no failing neighbour)` : label);
}
// Separating charts: the integrity test (test/engine/yogas/catalogue-integrity.test.ts) samples
// the same seeded charts as below plus every fixture chart; where two yogas fire on exactly the
// same of those charts, or one fires exactly when some others do, search a chart that tells them
// apart (the first yoga without the others) and keep it. A pair no search separates is reported.
const sample = [...uniformFacts(1500, 7), ...realisticFacts(500, 8)];
const fixtureFacts = pairs.flatMap((p) => [p.holds, p.fails]).map(factsOf);
const separators: { reason: string; chart: RawChart }[] = [];
const unseparated: string[] = [];
for (let round = 0; round < 5; round++) {
  const all = [...sample, ...fixtureFacts, ...separators.map((x) => factsOf(x.chart))];
  const vec = new Map<string, bigint>();
  all.forEach((f, c) => {
    for (const y of YOGA_CATALOGUE)
      if (evalRule(y.rule, f, { g: 0, h: 0 }))
        vec.set(y.id, (vec.get(y.id) ?? 0n) | (1n << BigInt(c)));
  });
  const todo: { reason: string; rule: Rule }[] = [];
  for (const y of YOGA_CATALOGUE) {
    const vy = vec.get(y.id) ?? 0n;
    const inside = YOGA_CATALOGUE.filter(
      (x) => x.id !== y.id && ((vec.get(x.id) ?? 0n) & ~vy) === 0n,
    );
    const union = inside.reduce((u, x) => u | (vec.get(x.id) ?? 0n), 0n);
    if (inside.length && union === vy)
      todo.push({
        reason: `${y.id} without ${inside.map((x) => x.id).join(', ')}`,
        rule: { all: [y.rule, { not: { any: inside.map((x) => x.rule) } }] },
      });
  }
  if (!todo.length) break;
  for (const t of todo) {
    if (separators.some((x) => x.reason === t.reason)) continue;
    const c = findHolding(t.rule);
    if (c) separators.push({ reason: t.reason, chart: c });
    else if (round === 4 || !unseparated.includes(t.reason)) unseparated.push(t.reason);
  }
}
const out = {
  description:
    'Generated by scripts/gen-yoga-pairs.ts; do not edit. Charts: ascendantDeg, lonDeg and retro in GRAHA_NAMES order (Ketu opposite Rahu), dayBirth. Each pair holds on `holds`, fails on `fails`; they differ by `change`. `separators` are charts where one yoga holds without others that no other sampled chart tells apart from it.',
  seed,
  pairs,
  separators,
};
writeFileSync(
  'test/fixtures/yoga-pairs.json',
  JSON.stringify(out, null, 0).replace(/\{"(id|reason)"/g, '\n{"$1"') + '\n',
);
console.log(
  `${pairs.length} pairs for ${targets.length} rules (${YOGA_CATALOGUE.length} yogas and their variants) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);
console.log(
  `${separators.length} separating chart(s): ${separators.map((x) => x.reason).join('; ') || 'none needed'}`,
);
if (missing.length) {
  console.log(`NO PAIR: ${missing.join(', ')}`);
  process.exitCode = 1;
}
if (unseparated.length) {
  console.log(`NOT SEPARATED (the same rule?): ${unseparated.join('; ')}`);
  process.exitCode = 1;
}
