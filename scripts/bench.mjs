#!/usr/bin/env node
// Benchmark: one chart = the 9 grahas (sidereal, lahiri, mean node, with speeds) + ascendant and
// MC for one instant and place. Prints the median CPU microseconds per chart of this engine and, when
// the oracle is installed beside the repository (../shared/tools/ephem-oracle), of Swiss Ephemeris
// native (sweph with the DE431 files) doing the same work in the same run, and their ratio.
// Usage: node scripts/bench.mjs [charts=3000] [rounds=5]
import { build } from 'esbuild';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const charts = Number(process.argv[2] ?? 3000);
const rounds = Number(process.argv[3] ?? 5);
const ORACLE = resolve('..', 'shared', 'tools', 'ephem-oracle', 'oracle.mjs');

// bundle the engine entry points exactly as the Worker would (esbuild, ESM)
const dir = mkdtempSync(join(resolve('node_modules'), '.bench-'));
const entry = join(dir, 'entry.ts');
writeFileSync(
  entry,
  `export { grahaPositions } from ${JSON.stringify(resolve('src/engine/ephemeris/index.ts'))};
export { ascendantMc } from ${JSON.stringify(resolve('src/engine/ephemeris/sidereal-time.ts'))};\n`,
);
const out = join(dir, 'engine.mjs');
await build({
  entryPoints: [entry],
  outfile: out,
  bundle: true,
  platform: 'neutral',
  format: 'esm',
  target: 'es2022',
  minify: true,
  logLevel: 'warning',
});
let engine;
try {
  engine = await import(pathToFileURL(out).href);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

// same instants and places for both
let seed = 99;
const rnd = () => {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return seed / 4294967296;
};
const work = Array.from({ length: charts }, () => ({
  jd: 2415020.5 + rnd() * 73049,
  lat: rnd() * 120 - 60,
  lon: rnd() * 360 - 180,
}));

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}
/**
 * Mean microseconds per chart over all instants, one round: CPU time of this process (user +
 * system), so that other processes on a shared machine do not distort the comparison.
 */
function round(fn) {
  const t0 = process.cpuUsage();
  for (const w of work) fn(w);
  const d = process.cpuUsage(t0);
  return (d.user + d.system) / charts;
}

let sink = 0;
const oursFn = (w) => {
  const s = engine.grahaPositions(w.jd, { ayanamsa: 'lahiri', nodeMode: 'mean' });
  const a = engine.ascendantMc(w.jd, w.lat, w.lon);
  sink += s.grahas[1].siderealLonDeg + a.ascTropicalDeg;
};
let seFn;
let seVersion = '';
if (existsSync(ORACLE)) {
  const oracle = await import(pathToFileURL(ORACLE).href);
  const sweph = createRequire(ORACLE)('sweph');
  const C = sweph.constants;
  seVersion = sweph.version();
  sweph.set_ephe_path(oracle.DEFAULT_EPHE_PATH);
  sweph.set_sid_mode(C.SE_SIDM_LAHIRI, 0, 0);
  const flag = C.SEFLG_SWIEPH | C.SEFLG_SPEED | C.SEFLG_SIDEREAL;
  const ipls = [
    C.SE_SUN,
    C.SE_MOON,
    C.SE_MERCURY,
    C.SE_VENUS,
    C.SE_MARS,
    C.SE_JUPITER,
    C.SE_SATURN,
    C.SE_MEAN_NODE,
  ];
  seFn = (w) => {
    for (const ipl of ipls) sink += sweph.calc_ut(w.jd, ipl, flag).data[0];
    sink += sweph.houses_ex2(w.jd, C.SEFLG_SIDEREAL, w.lat, w.lon, 'W').data.points[0];
  };
}
// warm-up (JIT, SE file caches), then rounds interleaved so both see the same machine load
for (let i = 0; i < Math.min(500, charts); i++) {
  oursFn(work[i]);
  seFn?.(work[i]);
}
const ours = [],
  se = [],
  ratios = [];
for (let r = 0; r < rounds; r++) {
  const a = round(oursFn);
  ours.push(a);
  if (seFn) {
    const b = round(seFn);
    se.push(b);
    ratios.push(a / b);
  }
}
console.log(
  `engine (truncated VSOP87B + ELP/MPP02, TypeScript): ${median(ours).toFixed(1)} us per chart (9 grahas + lagna; median of ${rounds} rounds x ${charts} charts)`,
);
if (seFn) {
  console.log(
    `Swiss Ephemeris ${seVersion} native (sweph, DE431 files): ${median(se).toFixed(1)} us per chart (8 swe_calc_ut with speed + swe_houses_ex2)`,
  );
  console.log(
    `ratio engine / Swiss Ephemeris: ${median(ratios).toFixed(2)}x (median of per-round ratios; rounds interleaved)`,
  );
} else {
  console.log('Swiss Ephemeris oracle not found beside the repository: no ratio');
}
if (!Number.isFinite(sink)) console.log('');
