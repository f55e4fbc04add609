#!/usr/bin/env node
// Route timings inside workerd (Miniflare, the runtime `npm start` and the tests use).
// Inside a Worker the clock does not advance during computation, so each route is timed from
// outside: median wall time of N requests, minus the median of a trivial route (GET
// /api/health) measured in the same run, which removes the HTTP and dispatch overhead.
// Usage: node scripts/bench-workerd.mjs [iterations]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Miniflare, Log, LogLevel } from 'miniflare';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const N = Number(process.argv[2] ?? 60);
const out = mkdtempSync(join(tmpdir(), 'jyotisha-bench-'));
execFileSync('npx', ['wrangler', 'deploy', '--dry-run', '--outdir', out], { cwd: ROOT, stdio: 'ignore', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } });

const mf = new Miniflare({
  log: new Log(LogLevel.ERROR),
  modules: [{ type: 'ESModule', path: join(out, 'worker.js') }],
  modulesRoot: out,
  compatibilityDate: '2026-04-01',
  durableObjects: { RATE_LIMITER: { className: 'RateLimiter', useSQLite: true } },
  kvNamespaces: ['CACHE'],
  d1Databases: ['DB'],
  bindings: { FAMILY_HOSTS: '', PUBLIC_BASE_URL: 'http://127.0.0.1:8787', INDEXNOW_ENDPOINT: 'https://indexnow.invalid/indexnow' },
});

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
async function time(make, n = N) {
  for (let i = 0; i < 5; i++) await (await mf.dispatchFetch(...make(i))).arrayBuffer();
  const ts = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const res = await mf.dispatchFetch(...make(i + 5));
    await res.arrayBuffer();
    ts.push(performance.now() - t0);
    if (res.status >= 400) throw new Error(`bench request failed with ${res.status}`);
  }
  return median(ts);
}
const json = (path, body, ip) => [`http://bench.local${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip ?? '10.9.9.9' }, body: JSON.stringify(body) }];
const birth = (i) => ({ year: 1950 + (i % 100), month: 1 + (i % 12), day: 1 + (i % 28), hour: i % 24, minute: (i * 7) % 60, lat: 28.6139, lon: 77.209, tzHours: 5.5 });

const rows = [];
try {
  const base = await time(() => ['http://bench.local/api/health']);
  rows.push(['GET /api/health (baseline)', base, null, '']);
  const chart = await time((i) => json('/api/chart', birth(i)));
  rows.push(['SovereignChart, POST /api/chart (all structures, dasha to 3 levels)', chart, chart - base, '<= 2 ms (issue 4)']);
  const versioned = await time((i) => json('/api/v1/service/chart', { birthDate: `19${50 + (i % 50)}-0${1 + (i % 9)}-1${i % 10}`, birthTime: '06:30:00', birthPlace: { lat: 19.07, lon: 72.88, tz: 'Asia/Kolkata' }, ayanamsa: 'lahiri' }));
  rows.push(['versioned chart, POST /api/v1/service/chart', versioned, versioned - base, '']);
  const n = birth(0);
  const dosha = await time((i) => json('/n/api/dosha', { year: n.year + (i % 40), month: n.month, day: n.day, hour: n.hour, minute: n.minute, latitude: 28.6, longitude: 77.2, timezone: 5.5, onDate: '2026-01-01' }));
  rows.push(['doshas, POST /n/api/dosha (chart basis included)', dosha, dosha - base, '']);
  const muhurta = await time((i) => [`http://bench.local/api/muhurta?date=20${10 + (i % 20)}-0${1 + (i % 9)}-15&lat=28.6139&lon=77.209&tz=5.5`, { headers: { 'cf-connecting-ip': `10.8.${i >> 8}.${i & 255}` } }]);
  rows.push(['panchang + muhurta for a day, GET /api/muhurta', muhurta, muhurta - base, '<= 2 ms (issue 6)']);
  const utsavas = await time((i) => [`http://bench.local/api/utsavas?year=2026&lat=${(20 + i * 0.001).toFixed(3)}&lon=77.2&tz=5.5`], Math.min(N, 15));
  rows.push(['a year of utsavas, cold (compute + KV store)', utsavas, utsavas - base, '<= 200 ms (issue 6)']);
} finally {
  await mf.dispose();
  rmSync(out, { recursive: true, force: true });
}

console.log(`\nRoute timings in workerd (Miniflare), median of ${N} requests, milliseconds\n`);
console.log('| route | median ms | minus baseline ms | goal |');
console.log('|---|---|---|---|');
for (const [name, ms, net, goal] of rows) console.log(`| ${name} | ${ms.toFixed(3)} | ${net === null ? '' : net.toFixed(3)} | ${goal} |`);
