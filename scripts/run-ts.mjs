#!/usr/bin/env node
// Runs a TypeScript script on Node 20 (which cannot strip types): esbuild bundles it to a
// temporary ESM file next to node_modules, then it is imported with the remaining arguments.
// Usage: node scripts/run-ts.mjs scripts/accuracy.ts [args...]
import { build } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';

const [entry, ...rest] = process.argv.slice(2);
if (!entry) {
  console.error('usage: node scripts/run-ts.mjs <file.ts> [args...]');
  process.exit(2);
}
const dir = mkdtempSync(join(resolve('node_modules'), '.run-ts-'));
const out = join(dir, 'entry.mjs');
await build({
  entryPoints: [entry],
  outfile: out,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'inline',
  logLevel: 'warning',
  // Worker-only modules the scripts import but never run: the card fonts and the resvg wasm
  loader: { '.ttf': 'binary', '.wasm': 'binary' },
  external: ['cloudflare:*'],
  plugins: [
    {
      name: 'wasm-inline',
      setup(b) {
        b.onResolve({ filter: /\.wasm$/ }, (a) => ({
          path: createRequire(join(a.resolveDir, 'x.js')).resolve(a.path),
        }));
      },
    },
  ],
});
process.argv = [process.argv[0], resolve(entry), ...rest];
try {
  await import(pathToFileURL(out).href);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
