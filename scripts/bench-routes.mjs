#!/usr/bin/env node
/**
 * `npm run bench:routes [-- --n 30] [-- --only R2,V] [-- --no-startup] [-- --no-slope]`: CPU per
 * request of every operation of the six families, in workerd (docs/performance.md, "CPU per
 * request"; issue 28).
 *
 * The Worker is built as it deploys and run by Miniflare with local KV, D1, Durable Objects and
 * the render Worker (scripts/local-worker.mjs), all in one workerd process. Each request's CPU is
 * that process's CPU time (the sum of /proc/<pid>/task/<tid>/schedstat over its threads: the
 * isolate, the Durable Objects, D1 and KV) read before the request and again once its answer is
 * read and the work it left behind (waitUntil) has settled. CPU time, unlike wall time, hardly
 * moves when the machine is loaded. Every figure includes what workerd spends on the loopback
 * HTTP itself; `GET /api/health` measures that floor, and the table gives each route's ratio to it.
 *
 * Each operation is sent its documented example (the OpenAPI document's request body or query,
 * as the docs site's examples and scripts/gen-docs-answers.ts send it), with keys of each keyed
 * family issued through its own route and raised to Enterprise, an R session and an R2 service
 * key, and a new client address per request (per-IP limits). A few warm-up requests first: these
 * are warm figures. Named scenarios follow (the same birth on R, R2, V, N and T; ICS, utsavas and
 * a panchanga range for a new place per request), then the start-up CPU of the deploy bundle
 * (scripts/startup-cpu.mjs) and a slope check: bulk, ranges and utsavas cost linear in work.
 *
 * The goals (issue 28): start-up under 50 ms; R2's and V's chart within 1.5x R's chart; ICS for
 * a new place under 30 ms; every warm route except bulk, jobs and rectify under 10 ms at p95.
 * Run it with nice on a shared machine; the suite never asserts speed. Linux only (/proc).
 */
import { readdirSync, readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyMigrations, buildWorker, localWorker } from './local-worker.mjs';
import { startupCpu } from './startup-cpu.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const arg = (name, dflt) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : dflt; };
const N = Number(arg('--n', 30));
const WARM = 3;
const ONLY = arg('--only', '')?.split(',').filter(Boolean) ?? [];
const ORIGIN = 'http://127.0.0.1:8787';
const ADMIN = 'bench-routes-admin';
const PREFIX = { R: '', R2: '/r2', V: '', N: '/n', T: '/t', P: '/p' };
/** Routes the 10 ms goal leaves out (issue 28): bulk, research jobs, rectification. */
const EXEMPT = /\/bulk|\/jobs|rectif/;

/** The workerd process Miniflare started (a child of this process). */
function workerdPid() {
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const [, comm, rest] = /^\d+ \((.*)\) (.*)$/s.exec(stat) ?? [];
      if (comm === 'workerd' && Number(rest?.split(' ')[1]) === process.pid) return Number(pid);
    } catch { /* gone */ }
  }
  throw new Error('no workerd child process found');
}

/** CPU nanoseconds of every thread of `pid`. */
function cpuNs(pid) {
  let ns = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try { ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]); } catch { /* thread ended */ }
  }
  return ns;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const quantile = (xs, q) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(q * s.length))]; };

const out = mkdtempSync(join(tmpdir(), 'jyotisha-bench-routes-'));
console.error('building the Worker (wrangler deploy --dry-run) ...');
buildWorker(ROOT, out);
const mf = localWorker(out, { publicBaseUrl: ORIGIN, quiet: true, adminToken: ADMIN });

/** @type {Array<{ family: string, name: string, status: number, p50: number, p95: number, n: number, note?: string }>} */
const rows = [];
const notRun = [];
let ip = 0;
const nextIp = () => { ip++; return `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`; };

try {
  await mf.ready;
  await applyMigrations(mf, ROOT);
  const pid = workerdPid();
  /** @param {string} path @param {{ method?: string, headers?: Record<string, string>, body?: string }} init */
  const send = async (path, init = {}) => {
    const res = await mf.dispatchFetch(`${ORIGIN}${path}`, { ...init, headers: { 'cf-connecting-ip': nextIp(), ...(init.headers ?? {}) } });
    const bytes = new Uint8Array(await res.arrayBuffer());
    return { res, bytes };
  };
  /**
   * CPU milliseconds of `n` samples, one at a time, after `warm` unmeasured ones; a sample is one
   * request, or several in a row when `make` returns a list of them.
   * @param {(i: number) => any[]} make
   */
  const measure = async (make, n = N, warm = WARM) => {
    const list = (i) => { const x = make(i); return Array.isArray(x[0]) ? x : [x]; };
    for (let i = 0; i < warm; i++) for (const [path, init] of list(i)) await send(path, init);
    const xs = [];
    let status = 0; // the worst status of the measured requests
    for (let i = 0; i < n; i++) {
      const reqs = list(warm + i);
      await sleep(3);
      const t0 = cpuNs(pid);
      for (const [path, init] of reqs) status = Math.max(status, (await send(path, init)).res.status);
      await sleep(3); // work left to waitUntil, D1 and Durable Object writes settle
      xs.push((cpuNs(pid) - t0) / 1e6);
    }
    return { status, p50: quantile(xs, 0.5), p95: quantile(xs, 0.95), n };
  };
  const jsonInit = (body, headers = {}) => ({ method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  // credentials, made through the routes as a new user would
  const issueFamilyKey = async (path) => {
    const k = JSON.parse(new TextDecoder().decode((await send(path, jsonInit({ email: `bench-${path.replace(/\W/g, '')}@example.com` }))).bytes));
    await send(`/t/api/admin/keys/${k.id}/tier`, jsonInit({ tier: 'enterprise' }, { 'x-admin-token': ADMIN }));
    return k.key;
  };
  const keys = { T: await issueFamilyKey('/t/api/keys'), V: await issueFamilyKey('/v1/keys'), N: await issueFamilyKey('/n/api/keys') };
  const signup = await send('/api/auth/signup', jsonInit({ email: 'bench-reader@example.com', password: 'a long passphrase for the bench' }));
  const cookie = (signup.res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const issued = await send('/api/dashboard/keys', jsonInit({}, { cookie, origin: ORIGIN }));
  const serviceKey = JSON.parse(new TextDecoder().decode(issued.bytes)).key;
  if (!serviceKey) throw new Error(`no R2 service key: ${issued.res.status} ${new TextDecoder().decode(issued.bytes).slice(0, 200)}`);

  const health = await measure(() => ['/api/health', {}]);
  rows.push({ family: 'R', name: 'GET /api/health (the floor: loopback HTTP, plumbing)', ...health });

  // every operation, with its documented example
  for (const fam of Object.keys(PREFIX)) {
    if (ONLY.length && !ONLY.includes(fam)) continue;
    const doc = JSON.parse(new TextDecoder().decode((await send(`/openapi/${fam}.json`)).bytes));
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const name = `${method.toUpperCase()} ${PREFIX[fam]}${path}`;
        if (path.includes('{')) { notRun.push([fam, name, 'a path parameter: the example names no resource']); continue; }
        const schemes = (op.security ?? []).flatMap((r) => Object.keys(r));
        if (schemes.includes('adminToken')) { notRun.push([fam, name, 'an operator route']); continue; }
        if (/\/jobs$/.test(path) && method === 'post') { notRun.push([fam, name, 'starts a research job (docs/jobs.md has its benchmark)']); continue; }
        if (/keys$|signup|login|logout|\/webhooks$|charts$/.test(path) && method === 'post') { notRun.push([fam, name, 'creates an account, a session, a key or a stored resource (issuing an R2 key revokes the one in use): not repeated']); continue; }
        if (method === 'delete') { notRun.push([fam, name, 'deletes']); continue; }
        const headers = {};
        if (schemes.includes('bearerAuth') && keys[fam]) headers.authorization = `Bearer ${keys[fam]}`;
        if (schemes.includes('serviceKey')) headers['x-service-key'] = serviceKey;
        if (schemes.includes('session')) { headers.cookie = cookie; headers.origin = ORIGIN; }
        if (fam === 'R2' && !schemes.includes('serviceKey') && /chart|sahaja/.test(path)) headers['x-service-key'] = serviceKey;
        const query = (op.parameters ?? []).filter((p) => p.in === 'query' && p.example !== undefined).map((p) => [p.name, String(p.example)]);
        const media = op.requestBody ? Object.keys(op.requestBody.content)[0] : undefined;
        if (media) headers['content-type'] = media;
        const body = media ? JSON.stringify(op.requestBody.content[media].example ?? {}) : undefined;
        const url = `${PREFIX[fam]}${path}${query.length ? `?${new URLSearchParams(query)}` : ''}`;
        process.stderr.write(`${fam} ${name} ... `);
        const m = await measure(() => [url, { method: method.toUpperCase(), headers, ...(body !== undefined ? { body } : {}) }]);
        process.stderr.write(`${m.status} p50 ${m.p50.toFixed(2)} ms\n`);
        rows.push({ family: fam, name, ...m });
      }
    }
  }

  // named scenarios: the same birth on every family, and new places
  const when = { y: 1990, mo: 5, d: 17, h: 6, mi: 45 };
  const scen = [];
  const add = async (label, make, n = N) => { process.stderr.write(`${label} ... `); const m = await measure(make, n); process.stderr.write(`${m.status} p50 ${m.p50.toFixed(2)} ms\n`); scen.push({ family: '*', name: label, ...m }); return m; };
  const rChart = await add('same birth: R POST /api/chart', (i) => ['/api/chart', jsonInit({ year: when.y, month: when.mo, day: when.d, hour: when.h, minute: when.mi + (i % 10), lat: 28.6139, lon: 77.209, tzHours: 5.5 })]);
  await add('same birth: R2 POST /r2/api/chart (IANA zone, service key)', (i) => ['/r2/api/chart', jsonInit({ date: '1990-05-17', time: `06:${45 + (i % 10)}`, lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' }, { 'x-service-key': serviceKey })]);
  await add('same birth: R2 POST /r2/api/chart, America/New_York (DST rules)', (i) => ['/r2/api/chart', jsonInit({ date: '1990-05-17', time: `06:${45 + (i % 10)}`, lat: 40.7128, lon: -74.006, tz: 'America/New_York' }, { 'x-service-key': serviceKey })]);
  await add('same birth: V POST /v1/chart (bearer key)', (i) => ['/v1/chart', jsonInit({ date: '1990-05-17', time: `06:${45 + (i % 10)}:00`, lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' }, { authorization: `Bearer ${keys.V}` })]);
  await add('same birth: T POST /t/api/chart (bearer key)', (i) => ['/t/api/chart', jsonInit({ birth: { datetime: `1990-05-17T06:${45 + (i % 10)}:00+05:30`, lat: 28.6139, lon: 77.209 } }, { authorization: `Bearer ${keys.T}` })]);
  await add('same birth: N POST /n/api/chart (bearer key)', (i) => ['/n/api/chart', jsonInit({ year: when.y, month: when.mo, day: when.d, hour: when.h, minute: when.mi + (i % 10), latitude: 28.6139, longitude: 77.209, timezone: 5.5 }, { authorization: `Bearer ${keys.N}` })]);
  const lat = (i) => (10 + ((i * 0.137) % 25)).toFixed(4);
  const ics = await add('new place: P GET /p/api/calendar.ics', (i) => [`/p/api/calendar.ics?lat=${lat(i)}&lng=77.2&tz=Asia/Kolkata`, {}]);
  await add('new place: R GET /api/utsavas (a year)', (i) => [`/api/utsavas?year=2026&lat=${lat(i)}&lon=77.2&tz=5.5`, {}], Math.min(N, 15));
  await add('new place: P GET /p/api/panchanga', (i) => [`/p/api/panchanga?lat=${lat(i)}&lng=77.2&date=2026-03-01`, {}]);
  await add('new place: V GET /v1/panchanga/range, 366 days', (i) => [`/v1/panchanga/range?from=2026-01-01&to=2027-01-01&lat=${lat(i)}&lon=77.2&tz=Asia/Kolkata`, { headers: { authorization: `Bearer ${keys.V}` } }], Math.min(N, 8));

  // slope: cost linear in work
  const slope = [];
  if (!args.includes('--no-slope')) {
    const fit = async (label, sizes, make, n = 5) => {
      const pts = [];
      for (const size of sizes) {
        process.stderr.write(`slope ${label} ${size} ... `);
        const m = await measure((i) => make(size, i), n, 1);
        process.stderr.write(`${m.status} ${m.p50.toFixed(1)} ms\n`);
        pts.push([size, m.p50, m.status]);
      }
      // least squares cost = a + b * size; linear when the largest size's cost per unit above the
      // intercept is within 25% of the smallest's (no super-linear term)
      const mx = pts.reduce((s, p) => s + p[0], 0) / pts.length;
      const my = pts.reduce((s, p) => s + p[1], 0) / pts.length;
      const b = pts.reduce((s, p) => s + (p[0] - mx) * (p[1] - my), 0) / pts.reduce((s, p) => s + (p[0] - mx) ** 2, 0);
      const a = my - b * mx;
      const ssr = pts.reduce((s, p) => s + (p[1] - (a + b * p[0])) ** 2, 0);
      const sst = pts.reduce((s, p) => s + (p[1] - my) ** 2, 0);
      const first = pts[1] ? (pts[1][1] - pts[0][1]) / (pts[1][0] - pts[0][0]) : b;
      const last = (pts.at(-1)[1] - pts.at(-2)[1]) / (pts.at(-1)[0] - pts.at(-2)[0]);
      slope.push({ label, pts, a, b, r2: 1 - ssr / sst, first, last, linear: last <= first * 1.25 + 1e-9 && 1 - ssr / sst >= 0.98 });
    };
    const births = (k) => Array.from({ length: k }, (_, i) => ({ datetime: `${1950 + (i % 70)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}T${String(i % 24).padStart(2, '0')}:15:00+05:30`, lat: 28.6139, lon: 77.209 }));
    await fit('T bulk, births', [100, 300, 1000], (k) => ['/t/api/charts/bulk', jsonInit({ births: births(k) }, { authorization: `Bearer ${keys.T}` })], 3);
    const end = (days) => new Date(Date.UTC(2026, 0, 1) + (days - 1) * 86400000).toISOString().slice(0, 10);
    await fit('V panchanga range, days', [30, 120, 366], (days, i) => [`/v1/panchanga/range?from=2026-01-01&to=${end(days)}&lat=${lat(i + days)}&lon=77.2&tz=Asia/Kolkata`, { headers: { authorization: `Bearer ${keys.V}` } }], 3);
    // utsavas: k new places in a row (per-isolate caches must not make the k-th place dearer)
    let place = 0;
    await fit('R utsavas, new places in a row', [1, 4, 12], (k) => Array.from({ length: k }, () => [`/api/utsavas?year=2026&lat=${lat(1000 + place++)}&lon=77.2&tz=5.5`, {}]), 2);
  }

  const h = health.p50;
  const r = rChart.p50;
  const fmt = (x) => (x === undefined ? '' : x.toFixed(2));
  const print = (title, list) => {
    console.log(`\n${title}\n`);
    console.log('| family | route | status | p50 CPU ms | p95 CPU ms | x health | x R chart | goal | met |');
    console.log('|---|---|---:|---:|---:|---:|---:|---|---|');
    for (const row of list) {
      const exempt = EXEMPT.test(row.name) || row.name.includes('health') || row.name.startsWith('slope');
      const goal = row.name.startsWith('new place: P GET /p/api/calendar.ics') ? 30 : exempt ? undefined : 10;
      const met = goal === undefined || row.status >= 400 ? '' : row.p95 <= goal ? 'yes' : 'NO';
      console.log(`| ${row.family} | ${row.name} | ${row.status} | ${fmt(row.p50)} | ${fmt(row.p95)} | ${(row.p50 / h).toFixed(1)} | ${(row.p50 / r).toFixed(2)} | ${goal === undefined ? '' : `p95 <= ${goal}`} | ${met} |`);
    }
  };
  console.log(`\nCPU per request in workerd (process CPU time, ${N} requests after ${WARM} warm-up ones; health p50 ${fmt(h)} ms, R chart p50 ${fmt(r)} ms)`);
  print('Every operation, its documented example', rows);
  print('Named scenarios', scen);
  const rel = (name) => scen.find((s) => s.name.startsWith(name));
  console.log('\n| goal | measured | met |\n|---|---|---|');
  for (const [label, name] of [["R2's chart within 1.5x R's", 'same birth: R2 POST /r2/api/chart (IANA'], ["V's chart within 1.5x R's", 'same birth: V POST']]) {
    const s = rel(name);
    console.log(`| ${label} | ${(s.p50 / r).toFixed(2)}x (p50 ${fmt(s.p50)} ms) | ${s.p50 <= 1.5 * r ? 'yes' : 'NO'} |`);
  }
  console.log(`| ICS for a new place under 30 ms | p95 ${fmt(ics.p95)} ms | ${ics.p95 <= 30 ? 'yes' : 'NO'} |`);
  const over = rows.filter((x) => x.status < 400 && !EXEMPT.test(x.name) && x.p95 > 10);
  console.log(`| every warm route except bulk, jobs and rectify under 10 ms at p95 | ${over.length} over: ${over.map((x) => `${x.name} ${fmt(x.p95)}`).join('; ') || 'none'} | ${over.length === 0 ? 'yes' : 'NO'} |`);
  const failed = rows.filter((x) => x.status >= 400);
  if (failed.length) console.log(`\nAnswered an error (not timed against a goal): ${failed.map((x) => `${x.name} ${x.status}`).join('; ')}`);
  if (notRun.length) console.log(`\nNot run: ${notRun.map(([f, n, why]) => `${f} ${n} (${why})`).join('; ')}`);
  if (slope.length) {
    console.log('\nCost against work (p50 CPU ms; linear: R^2 >= 0.98 and the last step\'s cost per unit within 1.25x of the first\'s)\n');
    console.log('| work | points (size: ms) | ms per unit | fixed ms | R^2 | linear |');
    console.log('|---|---|---:|---:|---:|---|');
    for (const s of slope) console.log(`| ${s.label} | ${s.pts.map((p) => `${p[0]}: ${p[1].toFixed(1)}${p[2] >= 400 ? ` (${p[2]})` : ''}`).join(', ')} | ${s.b.toFixed(3)} | ${s.a.toFixed(1)} | ${s.r2.toFixed(4)} | ${s.linear ? 'yes' : 'NO'} |`);
  }
} finally {
  await mf.dispose();
}

if (!args.includes('--no-startup')) {
  const { baseline, results } = await startupCpu([out], 5);
  const s = results[0];
  console.log(`\nStart-up CPU of the API's deploy bundle (scripts/startup-cpu.mjs, median of 5, minus a one-line Worker's ${baseline.toFixed(1)} ms): ${s.median.toFixed(1)} ms (min ${s.min.toFixed(1)}, max ${s.max.toFixed(1)}); goal under 50 ms: ${s.median < 50 ? 'met' : 'NOT met'}`);
}
rmSync(out, { recursive: true, force: true });
