#!/usr/bin/env node
/**
 * `npm run build [-- --no-startup]`: the deploy build of both Workers, as `npm run deploy` builds
 * them (`wrangler deploy --dry-run`, minified): the API into dist/, the render Worker
 * (workers/render/wrangler.toml: fonts, HarfBuzz, resvg) into dist/render/. Prints the goals of
 * docs/performance.md ("Two Workers") and whether each is met, and exits 1 when one is not:
 *
 * - the API's upload at most 700 KiB gzipped (issue 28; the Free plan allows 3 MiB per Worker);
 * - the render Worker within the Free plan's 3 MiB gzipped;
 * - WebAssembly only in the render Worker (the API's isolates compile none);
 * - start-up CPU of each Worker (scripts/startup-cpu.mjs: workerd's CPU time until it listens),
 *   printed for the record; `--no-startup` skips it.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { bundleSize, startupCpu } from './startup-cpu.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const KIB = 1024;
const WORKERS = [
  {
    name: 'jyotisha-api',
    config: 'wrangler.toml',
    outDir: 'dist',
    gzipGoalKiB: 700,
    goal: 'issue 28',
  },
  {
    name: 'jyotisha-render',
    config: 'workers/render/wrangler.toml',
    outDir: 'dist/render',
    gzipGoalKiB: 3 * 1024,
    goal: 'Free plan limit',
  },
];

rmSync(join(ROOT, 'dist'), { recursive: true, force: true });
for (const w of WORKERS) {
  console.log(`$ wrangler deploy --dry-run --config ${w.config} --env "" --outdir ${w.outDir}`);
  // absolute: wrangler resolves --outdir against the configuration's folder
  const said = execFileSync(
    'npx',
    [
      'wrangler',
      'deploy',
      '--dry-run',
      '--config',
      w.config,
      '--env',
      '',
      '--outdir',
      join(ROOT, w.outDir),
    ],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
  );
  const total = /Total Upload: .*/.exec(said)?.[0];
  console.log(`  ${total ?? '(wrangler printed no total)'}`);
}

let failed = false;
const rows = WORKERS.map((w) => {
  const size = bundleSize(join(ROOT, w.outDir));
  const wasm = size.files
    .filter((f) => f.endsWith('.wasm'))
    .map((f) => f.replace(/^[0-9a-f]{40}-/, ''));
  const fonts = size.files.filter((f) => f.endsWith('.ttf')).length;
  const met = size.gzip <= w.gzipGoalKiB * KIB;
  if (!met) failed = true;
  return { w, size, wasm, fonts, met };
});
const apiWasm = rows[0].wasm.length === 0;
if (!apiWasm) failed = true;

console.log('\n| Worker | upload KiB | gzip KiB | gzip goal | met | WebAssembly | fonts |');
console.log('|---|---:|---:|---|---|---|---:|');
for (const r of rows) {
  console.log(
    `| ${r.w.name} | ${(r.size.raw / KIB).toFixed(1)} | ${(r.size.gzip / KIB).toFixed(1)} | <= ${r.w.gzipGoalKiB} KiB (${r.w.goal}) | ${r.met ? 'yes' : 'NO'} | ${r.wasm.join(', ') || 'none'} | ${r.fonts} |`,
  );
}
console.log(
  `\nWebAssembly compiled only where used (none in the API's isolates): ${apiWasm ? 'yes' : 'NO'}`,
);

if (!process.argv.includes('--no-startup')) {
  const runs = 5;
  const { baseline, results } = await startupCpu(
    WORKERS.map((w) => join(ROOT, w.outDir)),
    runs,
  );
  console.log(
    `\nStart-up CPU, ms (workerd's CPU time until it listens, median of ${runs}, minus a one-line Worker's ${baseline.toFixed(1)} ms):\n`,
  );
  console.log('| Worker | median | min | max |');
  console.log('|---|---:|---:|---:|');
  WORKERS.forEach((w, k) =>
    console.log(
      `| ${w.name} | ${results[k].median.toFixed(1)} | ${results[k].min.toFixed(1)} | ${results[k].max.toFixed(1)} |`,
    ),
  );
}
if (failed) {
  console.error('\nA build goal is not met (above).');
  process.exit(1);
}
