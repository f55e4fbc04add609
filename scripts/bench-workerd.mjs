#!/usr/bin/env node
// Speed inside workerd (Miniflare, the runtime `npm start` and the tests use), two tables:
// 1. engine work timed INSIDE workerd by scripts/bench-workerd-entry.ts (local workerd advances
//    performance.now() during computation, in whole milliseconds, so calls are timed in batches):
//    these are the numbers the issues' speed goals speak of;
// 2. whole routes timed from outside (median wall time of N requests, and the same minus a trivial
//    route measured in the same run): HTTP transport, limiter I/O and KV included.
// Usage: node scripts/bench-workerd.mjs [iterations]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Miniflare, Log, LogLevel } from 'miniflare';
import { applyMigrations, buildWorker, localWorker } from './local-worker.mjs';
import { build } from 'esbuild';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const N = Number(process.argv[2] ?? 60);
const out = mkdtempSync(join(tmpdir(), 'jyotisha-bench-'));
buildWorker(ROOT, out);

// 1. engine inside workerd
await build({
  entryPoints: [join(ROOT, 'scripts/bench-workerd-entry.ts')],
  outfile: join(out, 'engine/entry.js'),
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  mainFields: ['module', 'main'],
  target: 'es2022',
  logLevel: 'error',
});
const engineMf = new Miniflare({
  log: new Log(LogLevel.ERROR),
  modules: [{ type: 'ESModule', path: join(out, 'engine/entry.js') }],
  modulesRoot: join(out, 'engine'),
  compatibilityDate: '2026-04-01',
});
const engine = await (
  await engineMf.dispatchFetch(`http://bench.local/?n=${Math.max(90, N * 5)}`)
).json();
await engineMf.dispose();
const GOALS = {
  'SovereignChart, all structures + JSON': 2,
  'yogas + doshas + matching for a chart (basis given)': 1,
  "one day's panchang with muhurta": 2,
  'a year of utsavas, first call in the isolate (cold)': 200,
  'a year of daily limbs with end times + sunrise/sunset': 100,
  'T bulk: 1,000 basic charts + JSON (whole batch)': 1000,
};
console.log(
  '\nEngine work inside workerd, milliseconds (median of batch means; one-off calls timed once)\n',
);
console.log('| work | ms | goal | met |');
console.log('|---|---|---|---|');
for (const [name, ms] of Object.entries(engine)) {
  const goal = GOALS[name];
  console.log(
    `| ${name} | ${ms.toFixed(3)} | ${goal === undefined ? '' : `<= ${goal}`} | ${goal === undefined ? '' : ms <= goal ? 'yes' : 'NO'} |`,
  );
}

// 2. whole routes from outside
const mf = localWorker(out, { publicBaseUrl: 'http://127.0.0.1:8787', adminToken: 'bench-admin' });
await applyMigrations(mf, ROOT);

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
/** @param {(i: number) => any[]} make a request (url and init) for the i-th call */
async function time(make, n = N) {
  for (let i = 0; i < 5; i++)
    await (await mf.dispatchFetch(.../** @type {[any, any]} */ (make(i)))).arrayBuffer();
  const ts = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const res = await mf.dispatchFetch(.../** @type {[any, any]} */ (make(i + 5)));
    await res.arrayBuffer();
    ts.push(performance.now() - t0);
    if (res.status >= 400) throw new Error(`bench request failed with ${res.status}`);
  }
  return median(ts);
}
const json = (path, body, ip) => [
  `http://bench.local${path}`,
  {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip ?? '10.9.9.9' },
    body: JSON.stringify(body),
  },
];
const birth = (i) => ({
  year: 1950 + (i % 100),
  month: 1 + (i % 12),
  day: 1 + (i % 28),
  hour: i % 24,
  minute: (i * 7) % 60,
  lat: 28.6139,
  lon: 77.209,
  tzHours: 5.5,
});

const rows = [];
try {
  const base = await time(() => ['http://bench.local/api/health']);
  rows.push(['GET /api/health (baseline)', base, null, '']);
  const chart = await time((i) => json('/api/chart', birth(i)));
  rows.push(['SovereignChart, POST /api/chart (96 KB answer)', chart, chart - base, '']);
  const versioned = await time((i) =>
    json('/api/v1/service/chart', {
      birthDate: `19${50 + (i % 50)}-0${1 + (i % 9)}-1${i % 10}`,
      birthTime: '06:30:00',
      birthPlace: { lat: 19.07, lon: 72.88, tz: 'Asia/Kolkata' },
      ayanamsa: 'lahiri',
    }),
  );
  rows.push(['versioned chart, POST /api/v1/service/chart', versioned, versioned - base, '']);
  const n = birth(0);
  const dosha = await time((i) =>
    json('/n/api/dosha', {
      year: n.year + (i % 40),
      month: n.month,
      day: n.day,
      hour: n.hour,
      minute: n.minute,
      latitude: 28.6,
      longitude: 77.2,
      timezone: 5.5,
      onDate: '2026-01-01',
    }),
  );
  rows.push(['doshas, POST /n/api/dosha (chart basis included)', dosha, dosha - base, '']);
  const muhurta = await time((i) => [
    `http://bench.local/api/muhurta?date=20${10 + (i % 20)}-0${1 + (i % 9)}-15&lat=28.6139&lon=77.209&tz=5.5`,
    { headers: { 'cf-connecting-ip': `10.8.${i >> 8}.${i & 255}` } },
  ]);
  rows.push([
    'panchang + muhurta for a day, GET /api/muhurta (durable limiter hit included)',
    muhurta,
    muhurta - base,
    '',
  ]);
  // Family T bulk with a Pro key issued through the routes
  const [keysUrl, keysInit] = /** @type {[string, any]} */ (
    json('/t/api/keys', { email: 'bench@example.com' })
  );
  const issued = /** @type {{ id: string, key: string }} */ (
    await (await mf.dispatchFetch(keysUrl, keysInit)).json()
  );
  await (
    await mf.dispatchFetch(`http://bench.local/t/api/admin/keys/${issued.id}/tier`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': 'bench-admin' },
      body: JSON.stringify({ tier: 'enterprise' }),
    })
  ).arrayBuffer();
  const births = Array.from({ length: 1000 }, (_, i) => ({
    datetime: `${1950 + (i % 70)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}T${String(i % 24).padStart(2, '0')}:15:00+05:30`,
    lat: 28.6139,
    lon: 77.209,
  }));
  const bulkReq = () => [
    `http://bench.local/t/api/charts/bulk`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${issued.key}` },
      body: JSON.stringify({ births }),
    },
  ];
  const bulk = await time(bulkReq, Math.min(N, 10));
  rows.push([
    'T bulk, POST /t/api/charts/bulk with 1,000 births (about 1.2 MB answer)',
    bulk,
    bulk - base,
    '',
  ]);
  const utsavas = await time(
    (i) => [
      `http://bench.local/api/utsavas?year=2026&lat=${(20 + i * 0.001).toFixed(3)}&lon=77.2&tz=5.5`,
    ],
    Math.min(N, 15),
  );
  rows.push([
    'a year of utsavas for a new place (compute + KV store; Sun/Moon grid warm)',
    utsavas,
    utsavas - base,
    '',
  ]);
} finally {
  await mf.dispose();
  rmSync(out, { recursive: true, force: true });
}

console.log(
  `\nWhole routes through Miniflare's HTTP loopback, median of ${N} requests, milliseconds\n`,
);
console.log('| route | median ms | minus baseline ms |');
console.log('|---|---|---|');
for (const [name, ms, net] of rows)
  console.log(`| ${name} | ${ms.toFixed(3)} | ${net === null ? '' : net.toFixed(3)} |`);
