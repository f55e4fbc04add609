#!/usr/bin/env node
/**
 * Start-up CPU of the built Workers (docs/performance.md "Start-up"), measured as CPU time, so a
 * loaded machine does not inflate it: each Worker's deploy bundle (`wrangler deploy --dry-run`)
 * is served by the project's workerd binary alone, and the CPU time of that process (user +
 * system, every thread: parsing, compiling WebAssembly, evaluating the modules) is read from
 * /proc once it accepts connections, minus the same for a Worker of one line. workerd loads and
 * evaluates every Worker of its configuration when it starts, as an isolate does on its first
 * request.
 *
 *   node scripts/startup-cpu.mjs [--runs 7] [--config wrangler.toml ...]
 *
 * Prints a table: per Worker, the bundle's module count and sizes, and the median, minimum and
 * maximum start-up CPU in milliseconds. Linux only (/proc). `npm run build` uses it too.
 */
import { execFileSync, spawn } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(import.meta.dirname, '..');
const workerd = createRequire(join(ROOT, 'package.json'))('workerd').default;
const TICKS = 100; // USER_HZ of /proc/<pid>/stat on Linux
// /proc gives CPU in clock ticks (10 ms); schedstat gives nanoseconds per thread: use it when present

/** CPU nanoseconds of every thread of `pid` (the sum of /proc/<pid>/task/<tid>/schedstat). */
function cpuNs(pid) {
  let ns = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      /* thread ended */
    }
  }
  if (ns > 0) return ns;
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(f[11]) + Number(f[12])) / TICKS) * 1e9;
}

function freePort() {
  return new Promise((ok) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      const p = typeof a === 'object' && a ? a.port : 0;
      s.close(() => ok(p));
    });
  });
}

async function waitListening(port, child) {
  for (let i = 0; i < 3000; i++) {
    if (child.exitCode !== null) throw new Error(`workerd exited with ${child.exitCode}`);
    const up = await new Promise((ok) => {
      const c = createConnection(port, '127.0.0.1');
      c.once('connect', () => {
        c.destroy();
        ok(true);
      });
      c.once('error', () => ok(false));
    });
    if (up) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('workerd did not start listening');
}

/** The workerd configuration serving the bundle in `dir` (its entry and the modules beside it). */
function capnp(dir, port) {
  const all = readdirSync(dir).filter(
    (f) =>
      !f.endsWith('.map') &&
      f !== 'README.md' &&
      f !== 'config.capnp' &&
      statSync(join(dir, f)).isFile(),
  );
  // wrangler names the bundle after the entry module: worker.js for both Workers here
  const entry = all.includes('worker.js') ? 'worker.js' : all.find((f) => f.endsWith('.js'));
  const files = all.filter((f) => f !== entry);
  const mod = (f) =>
    f.endsWith('.wasm')
      ? `(name = "${f}", wasm = embed "${f}")`
      : f.endsWith('.js') || f.endsWith('.mjs')
        ? `(name = "${f}", esModule = embed "${f}")`
        : `(name = "${f}", data = embed "${f}")`;
  return `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [(name = "main", worker = .w)],
  sockets = [(name = "http", address = "127.0.0.1:${port}", http = (), service = "main")],
);
const w :Workerd.Worker = (
  modules = [(name = "${entry}", esModule = embed "${entry}")${files.map((f) => `, ${mod(f)}`).join('')}],
  compatibilityDate = "2026-04-01",
);
`;
}

/** Start-up CPU milliseconds of the bundle in `dir`, one run (every module of the folder, as wrangler wrote it). */
export async function startupOnce(dir) {
  const port = await freePort();
  writeFileSync(join(dir, 'config.capnp'), capnp(dir, port));
  const child = spawn(workerd, ['serve', join(dir, 'config.capnp'), '--experimental'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (c) => {
    stderr += c;
  });
  const exited = new Promise((r) => child.once('exit', r));
  try {
    await waitListening(port, child);
    return cpuNs(child.pid) / 1e6;
  } catch (err) {
    throw new Error(`${err.message}\n${stderr}`, { cause: err });
  } finally {
    child.kill('SIGKILL');
    await exited;
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Start-up CPU of the bundles in `dirs` (wrangler's dry-run output folders), `runs` runs each.
 * @param {string[]} dirs
 * @param {number} runs
 * @returns {Promise<{ baseline: number, results: Array<{ median: number, min: number, max: number }> }>}
 */
export async function startupCpu(dirs, runs) {
  const work = mkdtempSync(join(tmpdir(), 'startup-cpu-'));
  try {
    const empty = join(work, 'empty');
    mkdirSync(empty);
    writeFileSync(
      join(empty, 'worker.js'),
      'export default { fetch() { return new Response("ok"); } };\n',
    );
    const baseline = [];
    for (let i = 0; i < runs; i++) baseline.push(await startupOnce(empty));
    const base = median(baseline);
    const results = [];
    for (const dir of dirs) {
      const xs = [];
      for (let i = 0; i < runs; i++) xs.push((await startupOnce(dir)) - base);
      results.push({ median: median(xs), min: Math.min(...xs), max: Math.max(...xs) });
    }
    return { baseline: base, results };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Upload and gzip bytes of a dry-run output folder (every module, no source map). */
export function bundleSize(dir) {
  const files = readdirSync(dir).filter(
    (f) =>
      !f.endsWith('.map') &&
      f !== 'README.md' &&
      f !== 'config.capnp' &&
      statSync(join(dir, f)).isFile(),
  );
  return {
    files,
    raw: files.reduce((n, f) => n + statSync(join(dir, f)).size, 0),
    gzip: files.reduce((n, f) => n + gzipSync(readFileSync(join(dir, f))).length, 0),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const args = process.argv.slice(2);
  const runs = Number(args[args.indexOf('--runs') + 1] ?? 7) || 7;
  const configs = args.flatMap((a, i) => (a === '--config' ? [args[i + 1]] : []));
  if (configs.length === 0) configs.push('wrangler.toml', 'workers/render/wrangler.toml');
  const out = mkdtempSync(join(tmpdir(), 'startup-build-'));
  try {
    const dirs = configs.map((config) => {
      const dir = join(out, config.replace(/[^A-Za-z0-9]+/g, '-'));
      execFileSync(
        'npx',
        [
          'wrangler',
          'deploy',
          '--dry-run',
          '--config',
          join(ROOT, config),
          '--env',
          '',
          '--outdir',
          dir,
        ],
        { cwd: ROOT, stdio: 'ignore', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
      );
      return dir;
    });
    const { baseline, results } = await startupCpu(dirs, runs);
    console.log(
      `\nStart-up CPU (workerd process CPU time until it listens, median of ${runs}, minus a one-line Worker: ${baseline.toFixed(1)} ms)\n`,
    );
    console.log(
      '| Worker | modules | upload KiB | gzip KiB | start-up CPU ms (median) | min | max |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    configs.forEach((config, k) => {
      const { files, raw, gzip } = bundleSize(dirs[k]);
      const r = results[k];
      console.log(
        `| ${config} | ${files.length} | ${(raw / 1024).toFixed(0)} | ${(gzip / 1024).toFixed(0)} | **${r.median.toFixed(1)}** | ${r.min.toFixed(1)} | ${r.max.toFixed(1)} |`,
      );
    });
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
