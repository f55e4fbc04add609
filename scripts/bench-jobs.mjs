#!/usr/bin/env node
// Research jobs end to end on this machine (docs/jobs.md "Measured"): the built Worker in workerd
// through Miniflare with its local Queues (producer, consumer, dead-letter queue), R2 and Durable
// Objects, as `npm start` runs it. Two jobs:
//   1. N births (default 100,000) streamed as NDJSON, basic rows, NDJSON + CSV parts;
//   2. a daily series of Y years (default 100) at New Delhi with grahas and panchang.
// Printed per job: units per second from POST to `done` (wall), shards, per-shard compute time as
// the ledger recorded it (performance.now inside workerd, whole milliseconds locally: wall time of
// the shard's synchronous work, so it grows when the machine is loaded), the CPU seconds the workerd
// processes used for the whole job (from /proc: queue, R2, ledger and HTTP included; what the job
// costs whatever else loads the machine), the peak resident memory of the workerd processes
// (sampled every 500 ms) and the bytes written to R2.
// Usage: nice -n 10 node scripts/bench-jobs.mjs [births] [years]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyMigrations, buildWorker, localWorker } from './local-worker.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BIRTHS = Number(process.argv[2] ?? 100_000);
const YEARS = Number(process.argv[3] ?? 100);
const out = mkdtempSync(join(tmpdir(), 'jyotisha-bench-jobs-'));
buildWorker(ROOT, out);
const mf = localWorker(out, {
  publicBaseUrl: 'http://bench.local/t',
  adminToken: 'bench-admin',
  quiet: true,
});
await applyMigrations(mf, ROOT);

/** The workerd processes under this one: pid, resident KiB. */
function workerdProcs() {
  const ps = execFileSync('ps', ['-eo', 'pid=,ppid=,rss=,comm='], { encoding: 'utf8' });
  const rows = ps
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .map(([pid, ppid, rss, comm]) => ({
      pid: Number(pid),
      ppid: Number(ppid),
      rss: Number(rss),
      comm,
    }));
  const mine = new Set([process.pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const r of rows)
      if (!mine.has(r.pid) && mine.has(r.ppid)) {
        mine.add(r.pid);
        grew = true;
      }
  }
  return rows.filter(
    (r) => mine.has(r.pid) && r.pid !== process.pid && /workerd/.test(r.comm ?? ''),
  );
}

/** CPU seconds (user + system) the workerd processes have used: what the job cost, whatever else loads the machine. */
function workerdCpuS() {
  let ticks = 0;
  for (const p of workerdProcs()) {
    try {
      const f = readFileSync(`/proc/${p.pid}/stat`, 'utf8');
      const rest = f.slice(f.lastIndexOf(')') + 2).split(' ');
      ticks += Number(rest[11]) + Number(rest[12]);
    } catch {
      /* not Linux, or gone */
    }
  }
  return ticks / 100;
}

/** Resident memory (KiB) of the workerd processes under this one. */
function workerdRssKiB() {
  try {
    return workerdProcs().reduce((a, r) => a + r.rss, 0);
  } catch {
    return 0;
  }
}

const json = (method, path, body, key) =>
  mf.dispatchFetch(`http://bench.local${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(key ? { authorization: `Bearer ${key}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
const issued = /** @type {any} */ (
  await (await json('POST', '/t/api/keys', { email: 'bench-jobs@example.com' })).json()
);
await (
  await mf.dispatchFetch(`http://bench.local/t/api/admin/keys/${issued.id}/tier`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-token': 'bench-admin' },
    body: JSON.stringify({ tier: 'enterprise' }),
  })
).arrayBuffer();
const key = issued.key;

async function run(name, start) {
  const base = workerdRssKiB();
  const cpu0 = workerdCpuS();
  let peak = base;
  const sampler = setInterval(() => {
    peak = Math.max(peak, workerdRssKiB());
  }, 500);
  const t0 = performance.now();
  const res = await start();
  const created = /** @type {any} */ (await res.json());
  if (res.status !== 202) throw new Error(`${name}: ${res.status} ${JSON.stringify(created)}`);
  const tCreated = performance.now();
  /** @type {any} */
  let job;
  let polls = 0;
  for (;;) {
    job = /** @type {any} */ (
      await (await json('GET', `/t/api/jobs/${created.id}`, null, key)).json()
    );
    if (!['queued', 'running'].includes(job.state)) break;
    if (++polls % 20 === 0)
      console.error(
        `  ${name}: ${job.state}, shards ${job.shards.done + job.shards.failed}/${job.shards.total}, ${((performance.now() - t0) / 1000).toFixed(0)} s`,
      );
    await new Promise((r) => setTimeout(r, 250));
  }
  const wallS = (performance.now() - t0) / 1000;
  const cpuS = workerdCpuS() - cpu0;
  clearInterval(sampler);
  const bytes = /** @type {number[]} */ (Object.values(job.stats.bytes)).reduce((a, b) => a + b, 0);
  return {
    job: name,
    state: job.state,
    units: job.units.total,
    shards: job.shards.total,
    shard_units: job.options.shard_units,
    create_s: ((tCreated - t0) / 1000).toFixed(2),
    wall_s: wallS.toFixed(1),
    units_per_s: Math.round(job.units.total / wallS),
    workerd_cpu_s: cpuS.toFixed(1),
    units_per_cpu_s: Math.round(job.units.total / cpuS),
    cpu_ms_per_shard: Math.round((cpuS * 1000) / job.shards.total),
    shard_ms_mean: job.stats.compute_ms.mean.toFixed(1),
    shard_ms_max: job.stats.compute_ms.max.toFixed(0),
    rss_peak_mib: (peak / 1024).toFixed(0),
    rss_rise_mib: ((peak - base) / 1024).toFixed(0),
    r2_mib: (bytes / 1048576).toFixed(1),
    r2_puts: job.shards.total * Object.keys(job.stats.bytes).length + 1,
  };
}

const p = (n, w = 2) => String(n).padStart(w, '0');
const birthLine = (i) =>
  JSON.stringify({
    id: `b${i}`,
    datetime: `${1900 + (i % 200)}-${p(1 + (i % 12))}-${p(1 + (i % 28))}T${p(i % 24)}:${p((i * 7) % 60)}:00+05:30`,
    lat: Math.round((((i * 37) % 12000) / 100 - 60) * 100) / 100,
    lon: Math.round((((i * 91) % 36000) / 100 - 180) * 100) / 100,
  });
const rows = [];
try {
  // the NDJSON body built up front (Miniflare's dispatchFetch does not stream a request body to workerd)
  let ndjson = `${JSON.stringify({ rows: 'basic', formats: ['ndjson', 'csv'] })}\n`;
  for (let i = 0; i < BIRTHS; i++) ndjson += `${birthLine(i)}\n`;
  rows.push(
    await run(
      `${BIRTHS.toLocaleString('en-US')} births (${(ndjson.length / 1048576).toFixed(1)} MiB NDJSON), basic rows, NDJSON + CSV`,
      () =>
        mf.dispatchFetch('http://bench.local/t/api/jobs', {
          method: 'POST',
          headers: { 'content-type': 'application/x-ndjson', authorization: `Bearer ${key}` },
          body: ndjson,
        }),
    ),
  );
  rows.push(
    await run(`${YEARS}-year daily series, grahas + panchang, NDJSON + CSV`, () =>
      json(
        'POST',
        '/t/api/jobs',
        {
          series: {
            lat: 28.6139,
            lon: 77.209,
            from: '1925-01-01T06:00:00+05:30',
            to: `${1925 + YEARS - 1}-12-31T06:00:00+05:30`,
            step: 'day',
            quantities: ['grahas', 'panchang'],
          },
        },
        key,
      ),
    ),
  );
} finally {
  await mf.dispose();
  rmSync(out, { recursive: true, force: true });
}
const cols = Object.keys(rows[0]);
console.log(
  `\nResearch jobs end to end (workerd via Miniflare, local Queues/R2/Durable Objects; ${new Date().toISOString().slice(0, 10)})\n`,
);
console.log(`| ${cols.join(' | ')} |`);
console.log(`|${cols.map(() => '---').join('|')}|`);
for (const r of rows) console.log(`| ${cols.map((c) => r[c]).join(' | ')} |`);
