#!/usr/bin/env node
// A CPU profile of the Worker's isolate in workerd while it runs a births job end to end (the
// research jobs' consumer, the JobLedger and the routes share that isolate; Miniflare's own R2,
// queue and D1 simulators run elsewhere and are not in it): the built Worker through Miniflare as
// scripts/bench-jobs.mjs runs it, with workerd's DevTools inspector, the profile written as a
// .cpuprofile (open it in Chrome DevTools) and its heaviest functions printed, self and inclusive.
// A 2,000-birth job runs first, unprofiled (--cold: not), so the profile shows the steady state.
// Usage: nice -n 10 node scripts/profile-jobs.mjs [births] [out.cpuprofile] [--cold]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyMigrations, buildWorker, localWorker } from './local-worker.mjs';
import { connectInspector, disposeWithWorkerd, summarizeProfile } from './lib/workerd-profile.mjs';

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
  const { send, close } = await connectInspector(INSPECTOR);
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
  await close();
  writeFileSync(OUT, JSON.stringify(result.profile));
  summarizeProfile(result.profile, { title: `Worker isolate, ${BIRTHS} births`, top: 40 });
} finally {
  // workerd started with an inspector outlives Miniflare's dispose: end the ones this run started, by pid
  await disposeWithWorkerd(mf);
  rmSync(dir, { recursive: true, force: true });
}
