/**
 * `node scripts/run-ts.mjs scripts/bench-docs.ts [warm-runs]`: what the docs site costs. Builds the
 * Worker as it deploys, runs it in workerd through Miniflare and, for each page, times the first
 * request of the isolate (the page rendered, and for a family page its OpenAPI document built)
 * and the median of the warm requests (served from the isolate's page cache), with the page's
 * size raw and gzip-compressed (what an edge that compresses HTML sends). Times are wall-clock
 * through Miniflare's loopback, so they include the HTTP round trip.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildWorker, localWorker } from './local-worker.mjs';

const ROOT = process.cwd();
const WARM = Number(process.argv[2] ?? 20);
const PAGES = [
  '/docs',
  '/docs/R',
  '/docs/R2',
  '/docs/V',
  '/docs/N',
  '/docs/T',
  '/docs/P',
  '/docs/errors',
  '/docs/limits',
  '/docs/docs.css',
];

const out = mkdtempSync(join(tmpdir(), 'jyotisha-bench-docs-'));
buildWorker(ROOT, out);
const mf = localWorker(out, { publicBaseUrl: 'http://127.0.0.1', quiet: true });
try {
  await mf.ready;
  // wake the isolate on a route that builds nothing the pages need
  await (await mf.dispatchFetch('http://127.0.0.1/api/health')).arrayBuffer();
  const rows: string[][] = [];
  for (const path of PAGES) {
    let t = performance.now();
    const first = await mf.dispatchFetch(`http://127.0.0.1${path}`);
    const body = new Uint8Array(await first.arrayBuffer());
    const firstMs = performance.now() - t;
    const warm: number[] = [];
    for (let i = 0; i < WARM; i++) {
      t = performance.now();
      await (await mf.dispatchFetch(`http://127.0.0.1${path}`)).arrayBuffer();
      warm.push(performance.now() - t);
    }
    warm.sort((a, b) => a - b);
    rows.push([
      path,
      String(first.status),
      firstMs.toFixed(1),
      warm[Math.floor(warm.length / 2)]!.toFixed(2),
      (body.length / 1024).toFixed(1),
      (gzipSync(body).length / 1024).toFixed(1),
    ]);
  }
  const head = ['page', 'status', 'first ms', 'warm median ms', 'KiB', 'gzip KiB'];
  const w = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    `| ${r.map((x, i) => (i === 0 ? x.padEnd(w[i]!) : x.padStart(w[i]!))).join(' | ')} |`;
  console.log(line(head));
  console.log(
    `|${w.map((n, i) => (i === 0 ? '-'.repeat(n + 2) : `${'-'.repeat(n + 1)}:`)).join('|')}|`,
  );
  for (const r of rows) console.log(line(r));
  console.log(`\n${WARM} warm requests per page`);
} finally {
  await mf.dispose();
  rmSync(out, { recursive: true, force: true });
}
