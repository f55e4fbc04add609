#!/usr/bin/env node
// One research-job shard's synchronous work inside workerd (docs/jobs.md "Measured"): 1,000 births
// through the jobs service's shard function (validation, rows) and the part encoders (NDJSON and
// CSV in one pass), the CPU time the workerd process spends per stage (from /proc, so whatever else
// loads the machine; the isolate is warmed first). What a shard costs minus its I/O (queue delivery,
// R2, the ledger): the rest of the all-in figure of scripts/bench-jobs.mjs.
// Usage: nice -n 10 node scripts/bench-shard.mjs [births] [rounds]
//        node scripts/bench-shard.mjs --series   (series shards at New Delhi: CPU per shard and per unit
//        for several quantity sets, against the estimates the shard sizing uses)
//        node scripts/bench-shard.mjs --dump <prefix>   (writes <prefix>.ndjson and <prefix>.csv of
//        4,000 births with bad units among them: the parts' bytes, to compare before and after a change)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { Miniflare, Log, LogLevel } from 'miniflare';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const dumpAt = args.indexOf('--dump');
const dump = dumpAt >= 0 ? args.splice(dumpAt, 2)[1] : undefined;
const seriesAt = args.indexOf('--series');
const series = seriesAt >= 0 && args.splice(seriesAt, 1).length > 0;
const BIRTHS = Number(args[0] ?? 1000);
const ROUNDS = Number(args[1] ?? 20);
const out = mkdtempSync(join(tmpdir(), 'jyotisha-bench-shard-'));
await build({
  entryPoints: [join(ROOT, 'scripts/bench-shard-entry.ts')],
  outfile: join(out, 'entry.js'),
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  mainFields: ['module', 'main'],
  conditions: ['workerd', 'worker', 'browser'],
  target: 'es2022',
  logLevel: 'error',
});
const mf = new Miniflare({
  log: new Log(LogLevel.ERROR),
  modules: [{ type: 'ESModule', path: join(out, 'entry.js') }],
  modulesRoot: out,
  compatibilityDate: '2026-04-01',
});

/** CPU milliseconds (user + system) of the workerd processes under this one. */
function workerdCpuMs() {
  const ps = execFileSync('ps', ['-eo', 'pid=,ppid=,comm='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/));
  const mine = new Set([process.pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, ppid] of ps)
      if (!mine.has(Number(pid)) && mine.has(Number(ppid))) {
        mine.add(Number(pid));
        grew = true;
      }
  }
  let ticks = 0;
  for (const [pid, , comm] of ps) {
    if (!mine.has(Number(pid)) || !/workerd/.test(comm ?? '')) continue;
    try {
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const rest = f.slice(f.lastIndexOf(')') + 2).split(' ');
      ticks += Number(rest[11]) + Number(rest[12]);
    } catch {
      /* gone */
    }
  }
  return ticks * 10;
}
const get = async (q) => {
  const res = await mf.dispatchFetch(`http://bench.local/?${q}`);
  if (!res.ok) throw new Error(`${q}: ${res.status} ${await res.text()}`);
  return res;
};
try {
  if (series) {
    await (await get('stage=series&births=50&rounds=5')).arrayBuffer();
    console.log(
      '\nSeries shards inside workerd (New Delhi from 1925), workerd CPU (rows and NDJSON + CSV)\n',
    );
    console.log(
      '| quantities | step | units per shard | CPU ms per shard | us per unit | parts KiB |\n|---|---|---|---|---|---|',
    );
    for (const [quantities, n, rounds, step] of [
      ['grahas,panchang', 50, 20, 'day'],
      ['grahas,panchang', 100, 10, 'day'],
      ['panchang', 50, 20, 'day'],
      ['grahas', 50, 20, 'day'],
      ['grahas,panchang,transits', 50, 10, 'day'],
      ['grahas,vargas,dashas', 50, 20, 'day'],
      ['panchang', 240, 5, 'hour'],
    ]) {
      const c0 = workerdCpuMs();
      const r = /** @type {{ bytes: number }} */ (
        await (
          await get(
            `stage=series&quantities=${quantities}&births=${n}&rounds=${rounds}&step=${step}`,
          )
        ).json()
      );
      const ms = (workerdCpuMs() - c0) / Number(rounds);
      console.log(
        `| ${quantities} | ${step} | ${n} | ${ms.toFixed(1)} | ${((1000 * ms) / Number(n)).toFixed(0)} | ${(r.bytes / Number(rounds) / 1024).toFixed(0)} |`,
      );
    }
  } else if (dump) {
    for (const f of ['ndjson', 'csv'])
      writeFileSync(
        `${dump}.${f}`,
        Buffer.from(await (await get(`dump=${f}&births=4000`)).arrayBuffer()),
      );
    console.log(`wrote ${dump}.ndjson and ${dump}.csv (4,000 births, bad units among them)`);
  } else {
    await (await get(`stage=all&births=${BIRTHS}&rounds=5`)).arrayBuffer(); // warm-up: JIT, lazy compilation
    const rows = [];
    for (const stage of ['rows', 'encode', 'ndjson', 'csv', 'all']) {
      const c0 = workerdCpuMs();
      const r = /** @type {{ bytes: number }} */ (
        await (await get(`stage=${stage}&births=${BIRTHS}&rounds=${ROUNDS}`)).json()
      );
      const ms = workerdCpuMs() - c0;
      rows.push({ stage, ms: ms / ROUNDS, bytes: r.bytes / ROUNDS });
    }
    const enc = rows.find((r) => r.stage === 'encode');
    console.log(
      `\nOne shard's work inside workerd: ${BIRTHS} births, workerd CPU per shard (${ROUNDS} rounds; one request each, so the request's cost is in)\n`,
    );
    console.log('| stage | CPU ms per shard |\n|---|---|');
    const label = {
      rows: 'rows (parse, validate, chart)',
      encode: `encode (NDJSON + CSV, ${(enc.bytes / 1048576).toFixed(2)} MiB)`,
      ndjson: 'encode NDJSON alone',
      csv: 'encode CSV alone',
      all: 'rows and encode',
    };
    for (const r of rows) console.log(`| ${label[r.stage]} | ${r.ms.toFixed(1)} |`);
  }
} finally {
  await mf.dispose();
  rmSync(out, { recursive: true, force: true });
}
