/**
 * Times certify() over the 48 golden vectors in Node (the workerd clock does not advance during
 * pure compute, so tests cannot time it). Prints a table: first run (cold: series tables built),
 * then the median and max of further runs, in milliseconds.
 *
 * Usage: node scripts/run-ts.mjs scripts/bench-certify.ts [runs=50]
 */
import { performance } from 'node:perf_hooks';
import { certify } from '../src/engine/certify.js';
import { GOLDEN_VECTORS } from '../src/engine/golden-vectors.js';

const runs = Number(process.argv[2] ?? 50);
const t0 = performance.now();
const first = certify(GOLDEN_VECTORS);
const cold = performance.now() - t0;
const times: number[] = [];
for (let i = 0; i < runs; i++) {
  const t = performance.now();
  certify(GOLDEN_VECTORS);
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
console.log(`| certify(${GOLDEN_VECTORS.length} vectors) | ms |\n|---|---|`);
console.log(`| first run (cold) | ${cold.toFixed(2)} |`);
console.log(`| median of ${runs} | ${times[Math.floor(runs / 2)]!.toFixed(2)} |`);
console.log(`| max of ${runs} | ${times[runs - 1]!.toFixed(2)} |`);
console.log(
  `\nresult: ${first.pass ? 'pass' : 'fail'}, ${first.passed}/${first.vectors}, max ${first.maxErrorArcsec.toFixed(2)}" (DE431-file vectors: max ${first.byReference['SWIEPH']?.maxErrorArcsec.toFixed(3)}"), worst ${JSON.stringify(first.worst)}`,
);
