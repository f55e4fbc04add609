#!/usr/bin/env node
// A CPU profile of the Worker's isolate in workerd while it runs a births job end to end (the
// research jobs' consumer, the JobLedger and the routes share that isolate; Miniflare's own R2,
// queue and D1 simulators run elsewhere and are not in it): the built Worker through Miniflare as
// scripts/bench-jobs.mjs runs it, with workerd's DevTools inspector, the profile written as a
// .cpuprofile (open it in Chrome DevTools) and its heaviest functions printed, self and inclusive.
// A 2,000-birth job runs first, unprofiled (--cold: not), so the profile shows the steady state.
// Usage: nice -n 10 node scripts/profile-jobs.mjs [births] [out.cpuprofile] [--cold]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { applyMigrations, buildWorker, localWorker } from './local-worker.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BIRTHS = Number(process.argv[2] ?? 20_000);
const OUT = process.argv[3] ?? 'jobs.cpuprofile';
const WARM = !process.argv.includes('--cold');
const INSPECTOR = 9229 + Math.floor(Math.random() * 500);
const dir = mkdtempSync(join(tmpdir(), 'jyotisha-profile-jobs-'));
buildWorker(ROOT, dir, ['--no-minify']);
const mf = localWorker(dir, {
  publicBaseUrl: 'http://bench.local/t',
  adminToken: 'bench-admin',
  quiet: true,
  inspectorPort: INSPECTOR,
});
try {
  await applyMigrations(mf, ROOT);
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
    await (await json('POST', '/t/api/keys', { email: 'profile-jobs@example.com' })).json()
  );
  await (
    await mf.dispatchFetch(`http://bench.local/t/api/admin/keys/${issued.id}/tier`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': 'bench-admin' },
      body: JSON.stringify({ tier: 'enterprise' }),
    })
  ).arrayBuffer();
  const key = issued.key;
  // the inspector's target for the Worker
  const targets = /** @type {any[]} */ (
    await (await fetch(`http://127.0.0.1:${INSPECTOR}/json`)).json()
  );
  const target = targets.find((t) => /jyotisha-api/.test(t.title ?? t.url ?? '')) ?? targets[0];
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((r, j) => {
    ws.once('open', r);
    ws.once('error', j);
  });
  let next = 1;
  const pending = new Map();
  ws.on('message', (d) => {
    const m = JSON.parse(String(d));
    if (m.id && pending.has(m.id)) {
      pending.get(m.id)(m);
      pending.delete(m.id);
    }
  });
  const send = (method, params = {}) =>
    new Promise((r) => {
      const id = next++;
      pending.set(id, r);
      ws.send(JSON.stringify({ id, method, params }));
    });
  await send('Profiler.enable');
  await send('Profiler.setSamplingInterval', { interval: 200 });
  const p = (n, w = 2) => String(n).padStart(w, '0');
  const birthLine = (i) =>
    JSON.stringify({
      id: `b${i}`,
      datetime: `${1900 + (i % 200)}-${p(1 + (i % 12))}-${p(1 + (i % 28))}T${p(i % 24)}:${p((i * 7) % 60)}:00+05:30`,
      lat: Math.round((((i * 37) % 12000) / 100 - 60) * 100) / 100,
      lon: Math.round((((i * 91) % 36000) / 100 - 180) * 100) / 100,
    });
  let ndjson = `${JSON.stringify({ rows: 'basic', formats: ['ndjson', 'csv'] })}\n`;
  for (let i = 0; i < BIRTHS; i++) ndjson += `${birthLine(i)}\n`;
  const runJob = async (body) => {
    const created = /** @type {any} */ (
      await (
        await mf.dispatchFetch('http://bench.local/t/api/jobs', {
          method: 'POST',
          headers: { 'content-type': 'application/x-ndjson', authorization: `Bearer ${key}` },
          body,
        })
      ).json()
    );
    for (;;) {
      const job = /** @type {any} */ (
        await (await json('GET', `/t/api/jobs/${created.id}`, null, key)).json()
      );
      if (!['queued', 'running'].includes(job.state)) break;
      await new Promise((r) => setTimeout(r, 250));
    }
  };
  // a small job first, unprofiled: the isolate's start, lazy compilation and JIT warm-up are not in the profile
  if (WARM) await runJob(ndjson.split('\n').slice(0, 2001).join('\n'));
  await send('Profiler.start');
  await runJob(ndjson);
  const { result } = /** @type {any} */ (await send('Profiler.stop'));
  // the inspector's session closed before Miniflare is disposed (else workerd outlives it)
  await new Promise((r) => {
    ws.once('close', r);
    ws.close();
  });
  writeFileSync(OUT, JSON.stringify(result.profile));
  summarize(result.profile);
} finally {
  // workerd started with an inspector outlives Miniflare's dispose: end the ones this run started, by pid
  const mine = workerdPids();
  await mf.dispose();
  for (const pid of mine) {
    try {
      process.kill(pid);
    } catch {
      /* already gone */
    }
  }
  rmSync(dir, { recursive: true, force: true });
}

/** The workerd processes this one started (children and their children). */
function workerdPids() {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,comm='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/));
  const tree = new Set([process.pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, ppid] of rows)
      if (!tree.has(Number(pid)) && tree.has(Number(ppid))) {
        tree.add(Number(pid));
        grew = true;
      }
  }
  return rows
    .filter(
      ([pid, , comm]) =>
        tree.has(Number(pid)) && Number(pid) !== process.pid && /workerd/.test(comm ?? ''),
    )
    .map(([pid]) => Number(pid));
}

/** The heaviest functions, self and inclusive (each function counted once per stack). */
function summarize(prof) {
  const byId = new Map(prof.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const spent = new Map();
  prof.samples.forEach((id, i) => spent.set(id, (spent.get(id) ?? 0) + (prof.timeDeltas[i] ?? 0)));
  const name = (n) =>
    `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber + 1}`;
  const self = new Map();
  const incl = new Map();
  let total = 0;
  let idle = 0;
  for (const [id, us] of spent) {
    total += us;
    const n = byId.get(id);
    if (n.callFrame.functionName === '(idle)') idle += us;
    self.set(name(n), (self.get(name(n)) ?? 0) + us);
    const seen = new Set();
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const k = name(byId.get(cur));
      if (!seen.has(k)) {
        seen.add(k);
        incl.set(k, (incl.get(k) ?? 0) + us);
      }
    }
  }
  const busy = total - idle;
  const top = (m, n) =>
    [...m]
      .filter(([k]) => !k.startsWith('(idle)') && !k.startsWith('(root)'))
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `| ${k} | ${(v / 1000).toFixed(0)} | ${((100 * v) / busy).toFixed(1)}% |`)
      .join('\n');
  console.log(
    `\nWorker isolate: ${(busy / 1000).toFixed(0)} ms busy of ${(total / 1000).toFixed(0)} ms sampled (${BIRTHS} births)\n`,
  );
  console.log(`| self | ms | share |\n|---|---|---|\n${top(self, 30)}\n`);
  console.log(`| inclusive | ms | share |\n|---|---|---|\n${top(incl, 40)}`);
}
