/**
 * Benchmark: yogas, doshas and matching for one chart (target <= 1 ms together).
 * Usage: node scripts/run-ts.mjs scripts/bench-yogas.ts [iterations]
 * Prints the median and 95th percentile, in microseconds, of each stage over real chart bases.
 */
import { buildBasis } from '../src/engine/chart/basis.js';
import { doshaReport } from '../src/engine/doshas/index.js';
import { ashtakoota, manglikCompatibility } from '../src/engine/matching/index.js';
import { YOGA_CATALOGUE, chartFacts, detectYogas } from '../src/engine/yogas/index.js';

const iterations = Number(process.argv[2] ?? 2000);
const settings = { ayanamsa: 'lahiri' as const, nodeMode: 'mean' as const };
// A spread of instants (1950-2030) at Delhi, so that the charts differ.
const bases = Array.from({ length: 16 }, (_, i) =>
  buildBasis(2433282.5 + i * 1831.37 + 0.29, 28.61, 77.21, 5.5, settings),
);
const onJdUt = 2460310.5;

function stats(samples: number[]): { median: number; p95: number } {
  const s = [...samples].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)]!, p95: s[Math.floor(s.length * 0.95)]! };
}
function bench(name: string, fn: (i: number) => unknown): [string, number, number] {
  for (let i = 0; i < 200; i++) fn(i); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now();
    fn(i);
    samples.push((performance.now() - t0) * 1000);
  }
  const { median, p95 } = stats(samples);
  return [name, median, p95];
}

const facts = bases.map(chartFacts);
const rows = [
  bench('chartFacts (precompute)', (i) => chartFacts(bases[i % bases.length]!)),
  bench(`detectYogas (${YOGA_CATALOGUE.length} rules)`, (i) =>
    detectYogas(facts[i % facts.length]!),
  ),
  bench('doshaReport (7 doshas, incl. transit Saturn)', (i) =>
    doshaReport(facts[i % facts.length]!, { onJdUt: onJdUt + i }),
  ),
  bench('ashtakoota', (i) =>
    ashtakoota(facts[i % facts.length]!.lonDeg[1]!, facts[(i + 5) % facts.length]!.lonDeg[1]!),
  ),
  bench('manglikCompatibility', (i) =>
    manglikCompatibility(facts[i % facts.length]!, facts[(i + 5) % facts.length]!),
  ),
  bench('all for one chart (facts + yogas + doshas + match)', (i) => {
    const f = chartFacts(bases[i % bases.length]!);
    const g = facts[(i + 5) % facts.length]!;
    detectYogas(f);
    doshaReport(f, { onJdUt: onJdUt + i });
    ashtakoota(f.lonDeg[1]!, g.lonDeg[1]!);
    manglikCompatibility(f, g);
  }),
];
const w = Math.max(...rows.map((r) => r[0].length));
console.log(`${'stage'.padEnd(w)}  median us    p95 us   (${iterations} runs)`);
for (const [name, median, p95] of rows)
  console.log(`${name.padEnd(w)}  ${median.toFixed(1).padStart(9)} ${p95.toFixed(1).padStart(9)}`);
const detected = bases.map((b) => detectYogas(b).length);
console.log(`yogas detected per chart: min ${Math.min(...detected)}, max ${Math.max(...detected)}`);
