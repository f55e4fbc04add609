#!/usr/bin/env node
/**
 * `npm run bench:routes -- [--base <commit>] [options]`: what a user pays in CPU for every
 * operation of the six families, in workerd, for this tree and (with --base) an older commit
 * measured in the same run, interleaved (docs/performance.md, "CPU per request").
 *
 * For every operation of every family's OpenAPI document:
 * - cold: the CPU of a new isolate's first request of that route, start-up included. The start-up
 *   is the CPU workerd spends loading the deploy bundle, measured as scripts/startup-cpu.mjs does
 *   (the bundle alone in a bare workerd, until it listens), minus the same for a one-line Worker
 *   shipped with a data module of the bundle's size (what loading the bytes costs, not the code);
 *   the first request is the CPU of a fresh workerd process (Miniflare, on the same KV, D1 and
 *   Durable Object state as the warm run) from the request until its answer is read and its
 *   waitUntil work has settled;
 * - warm: p50 and p95 CPU of --n requests after --warm unmeasured ones, each request a NEW input
 *   (scripts/lib/bench-inputs.mjs: a new place, time and date every time, so no per-isolate, KV or
 *   edge cache can answer it) from a new client address;
 * - the ratio to R's chart for a new birth, measured in the same run on the same tree.
 *
 * CPU is the workerd process's CPU time (the sum of /proc/<pid>/task/<tid>/schedstat over its
 * threads), read before a request and again after its answer and work have settled. It includes
 * what Miniflare's local KV, D1 and Durable Objects spend in the same process (on Cloudflare they
 * run elsewhere) and the loopback HTTP: GET /api/health is the floor, and a keyed route's floor is
 * its key lookup and quota call (the `floor` rows). Beside it, "main thread" is the CPU of workerd's
 * main thread alone (/proc/<pid>/task/<pid>/schedstat): the thread every isolate of the process runs
 * on (the API Worker, its Durable Objects, Miniflare's entry worker and its KV and D1 simulators),
 * without V8's background threads (concurrent garbage collection, optimizing compilation), which on
 * Cloudflare do not run on the request's thread either. The Worker's own share cannot be told apart
 * locally: workerd's trace events report a cpuTime of 0, and one thread runs all the isolates
 * (docs/performance.md, "What the figures count"). CPU time moves much less than wall time when
 * the machine is loaded, but it does move (caches and cores are shared): the load average is
 * printed, and with --base both trees run side by side (one workerd each, requests alternating, the
 * same inputs) so they see the same machine.
 *
 * --base <commit> builds that commit in a temporary git worktree (its node_modules linked to this
 * tree's: the lockfiles must match, checked). Options: --n 30 --warm 3 --cold-runs 1 (first
 * requests per operation; the four cold-start goal routes always get at least 3)
 * --only R,V (families) --match <regex> (operations) --no-cold --no-warm --no-slope
 * --no-startup --json <file> (every figure, for docs) --answers <K> (no timing: asks every
 * operation K new inputs on both trees and compares the answers, volatile fields such as request
 * ids and compute times left out; prints each operation's count of equal answers and the first
 * differing field; with --accept-language hi, say, in that language: every request carries it, where
 * undici otherwise sends `*`, which labels the answers in English). Linux only (/proc). Run it with nice on a
 * shared machine; the test suite never asserts speed.
 *
 * Goals (issue 33): every warm route at p95 <= 10 ms with new inputs (bulk, ranges, jobs and
 * rectification exempt: they must stay linear, the slope table); start-up plus the first request
 * under 50 ms for R's, V's and T's chart and P's panchanga; R2's chart within 1.5x R's for a new
 * birth.
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyMigrations, buildWorker, localWorker } from './local-worker.mjs';
import { startupOnce } from './startup-cpu.mjs';
import { exampleQuery, vary, varies } from './lib/bench-inputs.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const arg = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : dflt;
};
const flag = (name) => args.includes(name);
const N = Number(arg('--n', 30));
const WARM = Number(arg('--warm', 3));
const COLD_RUNS = Number(arg('--cold-runs', 1));
const ONLY = (arg('--only', '') ?? '').split(',').filter(Boolean);
const MATCH = arg('--match', undefined) ? new RegExp(arg('--match', '')) : undefined;
const BASE = arg('--base', undefined);
/** Accept-Language of every request (default: undici's own, `*`, which asks for labels in English). */
const ACCEPT_LANGUAGE = arg('--accept-language', undefined);
const ORIGIN = 'http://127.0.0.1:8787';
const ADMIN = 'bench-routes-admin';
const PREFIX = { R: '', R2: '/r2', V: '', N: '/n', T: '/t', P: '/p' };
/** Routes the 10 ms goal leaves out (issue 33): bulk, ranges, research jobs, rectification. */
const EXEMPT = /\/bulk|charts\/batch|compatibility\/batch|\/range|\/jobs|rectif/;
/** The cold-start goal's routes (issue 33): start-up plus the first request under 50 ms. */
const COLD_GOAL = [
  'POST /api/chart',
  'POST /v1/chart',
  'POST /t/api/chart',
  'GET /p/api/panchanga',
];
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const median = (xs) => quantile(xs, 0.5);
const log = (s) => process.stderr.write(s);

/** workerd processes that are children of this one. */
function workerdChildren() {
  const out = new Set();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const [, comm, rest] =
        /^\d+ \((.*)\) (.*)$/s.exec(readFileSync(`/proc/${pid}/stat`, 'utf8')) ?? [];
      if (comm === 'workerd' && Number(rest?.split(' ')[1]) === process.pid) out.add(Number(pid));
    } catch {
      /* gone */
    }
  }
  return out;
}

/** CPU nanoseconds of every thread of `pid`. */
function cpuNs(pid) {
  let ns = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      /* thread ended */
    }
  }
  return ns;
}

/**
 * CPU nanoseconds of `pid`'s main thread alone: the thread that runs every isolate of the process
 * (the API Worker, its Durable Objects, Miniflare's entry worker and its KV and D1 simulators) and
 * its I/O, without V8's background threads (concurrent marking and sweeping of the garbage
 * collector, optimizing compilation), which do not run on the request's thread.
 */
function mainCpuNs(pid) {
  try {
    return Number(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ')[0]);
  } catch {
    return NaN;
  }
}

// --- the trees -----------------------------------------------------------------------------------
const work = mkdtempSync(join(tmpdir(), 'jyotisha-bench-routes-'));
const commitOf = (root, ref = 'HEAD') =>
  execFileSync('git', ['rev-parse', '--short', ref], { cwd: root, encoding: 'utf8' }).trim();
const dirty =
  execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
    cwd: ROOT,
    encoding: 'utf8',
  }).trim() !== '';
/** @type {Array<{ id: string, label: string, root: string, out: string, state: string }>} */
const sides = [];
let baseTree;
if (BASE) {
  baseTree = join(work, 'base-tree');
  execFileSync('git', ['worktree', 'add', '--detach', baseTree, BASE], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  if (
    readFileSync(join(baseTree, 'package-lock.json'), 'utf8') !==
    readFileSync(join(ROOT, 'package-lock.json'), 'utf8')
  ) {
    throw new Error(
      `--base ${BASE}: its package-lock.json differs from this tree's; run npm ci in a worktree of it and build there`,
    );
  }
  symlinkSync(join(ROOT, 'node_modules'), join(baseTree, 'node_modules'), 'dir');
  sides.push({
    id: 'base',
    label: `${commitOf(ROOT, BASE)} (base)`,
    root: baseTree,
    out: join(work, 'base-build'),
    state: join(work, 'base-state'),
  });
}
sides.push({
  id: 'head',
  label: `${commitOf(ROOT)}${dirty ? '+changes' : ''} (this tree)`,
  root: ROOT,
  out: join(work, 'head-build'),
  state: join(work, 'head-state'),
});
const head = sides.at(-1);

/** Every figure of the run, printed as tables at the end and written with --json. */
const result = {
  started: new Date().toISOString(),
  loadStart: load(),
  n: N,
  warm: WARM,
  sides: sides.map((s) => s.label),
  ops: [],
  scenarios: [],
  slope: [],
  startup: {},
  coldFloor: {},
  notRun: [],
};

for (const s of sides) {
  log(`building ${s.label} (wrangler deploy --dry-run) ...\n`);
  buildWorker(s.root, s.out);
}

// --- one running Worker per tree -----------------------------------------------------------------
let ipCounter = 0;
const nextIp = () => {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

async function start(side) {
  const before = workerdChildren();
  const mf = localWorker(side.out, {
    publicBaseUrl: ORIGIN,
    quiet: true,
    adminToken: ADMIN,
    port: 0,
    persistDir: side.state,
  });
  await mf.ready;
  const pids = [...workerdChildren()].filter((p) => !before.has(p));
  if (pids.length !== 1) throw new Error(`expected one new workerd process, found ${pids.length}`);
  const send = async (path, init = {}) => {
    const res = await mf.dispatchFetch(`${ORIGIN}${path}`, {
      ...init,
      headers: {
        'cf-connecting-ip': nextIp(),
        ...(ACCEPT_LANGUAGE ? { 'accept-language': ACCEPT_LANGUAGE } : {}),
        ...(init.headers ?? {}),
      },
    });
    const bytes = new Uint8Array(await res.arrayBuffer());
    return { res, bytes };
  };
  return { mf, pid: pids[0], send };
}

const jsonInit = (body, headers = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
const text = (bytes) => new TextDecoder().decode(bytes);

/** Keys of each keyed family (raised to Enterprise), an R session and an R2 service key, made through the routes. */
async function credentials(w) {
  const familyKey = async (path) => {
    const k = JSON.parse(
      text(
        (await w.send(path, jsonInit({ email: `bench-${path.replace(/\W/g, '')}@example.com` })))
          .bytes,
      ),
    );
    await w.send(
      `/t/api/admin/keys/${k.id}/tier`,
      jsonInit({ tier: 'enterprise' }, { 'x-admin-token': ADMIN }),
    );
    return k.key;
  };
  const keys = {
    T: await familyKey('/t/api/keys'),
    V: await familyKey('/v1/keys'),
    N: await familyKey('/n/api/keys'),
  };
  const signup = await w.send(
    '/api/auth/signup',
    jsonInit({ email: 'bench-reader@example.com', password: 'a long passphrase for the bench' }),
  );
  const cookie = (signup.res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const issued = await w.send('/api/dashboard/keys', jsonInit({}, { cookie, origin: ORIGIN }));
  const serviceKey = JSON.parse(text(issued.bytes)).key;
  if (!serviceKey)
    throw new Error(`no R2 service key: ${issued.res.status} ${text(issued.bytes).slice(0, 200)}`);
  return { keys, cookie, serviceKey };
}

/**
 * The operations of a tree's OpenAPI documents, each a request maker: `make(k)` is the k-th
 * request (a new input each k). Operations that cannot be repeated are listed in result.notRun.
 */
async function operations(w, cred) {
  const ops = [];
  for (const fam of Object.keys(PREFIX)) {
    if (ONLY.length && !ONLY.includes(fam)) continue;
    const doc = JSON.parse(text((await w.send(`/openapi/${fam}.json`)).bytes));
    for (const [path, byMethod] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(byMethod)) {
        const name = `${method.toUpperCase()} ${PREFIX[fam]}${path}`;
        if (MATCH && !MATCH.test(name)) continue;
        const why = path.includes('{')
          ? 'a path parameter: the example names no resource'
          : (op.security ?? []).some((r) => Object.keys(r).includes('adminToken'))
            ? 'an operator route'
            : /\/jobs$/.test(path) && method === 'post'
              ? 'starts a research job (docs/jobs.md has its benchmark)'
              : /keys(\/sandbox)?$|signup|login|logout|\/webhooks$|charts$/.test(path) &&
                  method === 'post'
                ? 'creates an account, a session, a key or a stored resource (issuing an R2 key revokes the one in use)'
                : method === 'delete'
                  ? 'deletes'
                  : undefined;
        if (why) {
          result.notRun.push({ family: fam, name, why });
          continue;
        }
        const schemes = (op.security ?? []).flatMap((r) => Object.keys(r));
        const headers = {};
        if (schemes.includes('bearerAuth') && cred.keys[fam])
          headers.authorization = `Bearer ${cred.keys[fam]}`;
        if (schemes.includes('serviceKey')) headers['x-service-key'] = cred.serviceKey;
        if (schemes.includes('session')) {
          headers.cookie = cred.cookie;
          headers.origin = ORIGIN;
        }
        const media = op.requestBody ? Object.keys(op.requestBody.content)[0] : undefined;
        if (media) headers['content-type'] = media;
        const body = media ? (op.requestBody.content[media].example ?? {}) : undefined;
        const query = exampleQuery(op.parameters);
        const tzParam = (op.parameters ?? []).find((p) => p.in === 'query' && p.name === 'tz');
        ops.push({
          family: fam,
          name,
          method: method.toUpperCase(),
          path: `${PREFIX[fam]}${path}`,
          headers,
          body,
          query,
          media,
          tzParam: tzParam !== undefined && query.tz === undefined,
        });
      }
    }
  }
  return ops;
}

/**
 * The k-th request of an operation: its example moved to a new input (`how`: 'vary' or 'fixed').
 * @returns {[string, { method: string, headers: Record<string, string>, body?: string }]}
 */
function requestOf(op, k, how, extraQuery = {}) {
  const q = how === 'vary' ? vary({ ...op.query, ...extraQuery }, k) : op.query;
  const qs = Object.keys(q).length ? `?${new URLSearchParams(q)}` : '';
  const body = op.body === undefined ? undefined : how === 'vary' ? vary(op.body, k) : op.body;
  return [
    `${op.path}${qs}`,
    {
      method: op.method,
      headers: op.headers,
      ...(body !== undefined
        ? {
            body:
              op.media === 'application/json' || /json/.test(op.media ?? '')
                ? JSON.stringify(body)
                : String(body),
          }
        : {}),
    },
  ];
}

/**
 * How an operation is asked (probed once on the head tree, unmeasured): a new input each time when
 * its varied example is answered as the example is, else the example itself (`fixed`).
 */
async function plan(w, op) {
  const plain = (await w.send(...requestOf(op, 0, 'fixed'))).res.status;
  const tries = op.tzParam ? [{ tz: 'Asia/Kolkata' }, { tz: '5.5' }, {}] : [{}];
  if (varies({ q: op.query, b: op.body }) || op.tzParam) {
    // a try that is answered wins; else the first answered as the example is (an example that is
    // itself refused, e.g. a place without its zone, must not pin the refused form)
    let same;
    for (const extra of tries) {
      const st = (await w.send(...requestOf(op, 1, 'vary', extra))).res.status;
      if (st < 400) return { how: 'vary', extra, status: st };
      if (st === plain && same === undefined) same = extra;
    }
    if (same !== undefined) return { how: 'vary', extra: same, status: plain };
  }
  return { how: 'fixed', extra: {}, status: plain };
}

/** An operation's k-th request with the credentials of tree `sideId` (every tree is asked the same inputs). */
function requestFor(op, k, sideId) {
  const p = plans.get(op.name);
  const [path, init] = requestOf(op, k, p.how, p.extra);
  const cred = creds.get(sideId);
  const h = { ...init.headers };
  if (h.authorization) h.authorization = `Bearer ${cred.keys[op.family]}`;
  if (h['x-service-key']) h['x-service-key'] = cred.serviceKey;
  if (h.cookie) h.cookie = cred.cookie;
  return [path, { ...init, headers: h }];
}

let ops = [];
const opsBySide = new Map();
const plans = new Map();
const creds = new Map();
const opFor = (sideId, name) => opsBySide.get(sideId).some((o) => o.name === name);
try {
  // set up each tree's state (keys, accounts) on disk, then run both side by side
  const running = [];
  for (const s of sides) {
    const w = await start(s);
    await applyMigrations(w.mf, s.root);
    creds.set(s.id, await credentials(w));
    running.push(w);
  }
  const headW = running.at(-1);
  const headCred = creds.get('head');
  ops = await operations(headW, headCred);
  // operations of the base tree that this tree no longer has are listed, not timed
  opsBySide.set('head', ops);
  if (BASE) {
    const baseOps = await operations(running[0], creds.get('base'));
    opsBySide.set('base', baseOps);
    for (const o of baseOps)
      if (!ops.some((x) => x.name === o.name))
        result.notRun.push({ family: o.family, name: o.name, why: 'only in the base tree' });
  }
  for (const op of ops) plans.set(op.name, await plan(headW, op));

  if (arg('--answers', undefined)) {
    await compareAnswers(running, Number(arg('--answers', '20')));
    for (const w of running) await w.mf.dispose();
    cleanup();
    process.exit(0);
  }
  if (!flag('--no-warm')) {
    const health = await measureAllPerSide(running, () => ['/api/health', {}]);
    result.health = Object.fromEntries(sides.map((s, j) => [s.id, health[j]]));
    for (const op of ops) {
      const here = sides
        .map((s, j) => ({ s, w: running[j] }))
        .filter((x) => opFor(x.s.id, op.name));
      log(`${op.name} (${plans.get(op.name).how}) ... `);
      const ms = await measureAllPerSide(
        here.map((x) => x.w),
        (k, j) => requestFor(op, k, here[j].s.id),
      );
      const row = {
        family: op.family,
        name: op.name,
        input: plans.get(op.name).how,
        status: plans.get(op.name).status,
        warm: Object.fromEntries(here.map((x, j) => [x.s.id, ms[j]])),
      };
      log(
        `${Object.entries(row.warm)
          .map(
            ([id, x]) =>
              `${id} ${x.status} p50 ${x.p50.toFixed(2)} p95 ${x.p95.toFixed(2)} (main thread ${x.mainP50.toFixed(2)} / ${x.mainP95.toFixed(2)})`,
          )
          .join(', ')}\n`,
      );
      result.ops.push(row);
    }
  }

  // named scenarios: a new birth on every family (the same birth on each, k-th birth k days and minutes on), new places
  const birthAt = (k) => {
    const t = new Date(Date.UTC(1990, 4, 17, 6, 45) + k * (86_400_000 + 60_000));
    const p2 = (n) => String(n).padStart(2, '0');
    return {
      y: t.getUTCFullYear(),
      mo: t.getUTCMonth() + 1,
      d: t.getUTCDate(),
      h: t.getUTCHours(),
      mi: t.getUTCMinutes(),
      date: `${t.getUTCFullYear()}-${p2(t.getUTCMonth() + 1)}-${p2(t.getUTCDate())}`,
      time: `${p2(t.getUTCHours())}:${p2(t.getUTCMinutes())}`,
    };
  };
  const keyed = (sideIdx, fam) => ({
    authorization: `Bearer ${creds.get(sides[sideIdx].id).keys[fam]}`,
  });
  const perSide = async (label, make, n = N) => {
    log(`${label} ... `);
    const ms = await measureAllPerSide(running, make, n);
    const row = {
      family: '*',
      name: label,
      input: 'vary',
      warm: Object.fromEntries(sides.map((s, j) => [s.id, ms[j]])),
    };
    log(
      `${Object.entries(row.warm)
        .map(([id, x]) => `${id} ${x.status} p50 ${x.p50.toFixed(2)}`)
        .join(', ')}\n`,
    );
    result.scenarios.push(row);
    return row;
  };
  const R_NEW = 'new birth: R POST /api/chart';
  if (!flag('--no-warm')) {
    await perSide(R_NEW, (k) => [
      '/api/chart',
      jsonInit({
        year: birthAt(k).y,
        month: birthAt(k).mo,
        day: birthAt(k).d,
        hour: birthAt(k).h,
        minute: birthAt(k).mi,
        lat: 28.6139,
        lon: 77.209,
        tzHours: 5.5,
      }),
    ]);
    await perSide('new birth: R2 POST /r2/api/chart (Asia/Kolkata)', (k, j) => [
      '/r2/api/chart',
      jsonInit(
        {
          date: birthAt(k).date,
          time: birthAt(k).time,
          lat: 28.6139,
          lon: 77.209,
          tz: 'Asia/Kolkata',
        },
        { 'x-service-key': creds.get(sides[j].id).serviceKey },
      ),
    ]);
    await perSide('new birth: R2 POST /r2/api/chart (America/New_York, DST rules)', (k, j) => [
      '/r2/api/chart',
      jsonInit(
        {
          date: birthAt(k).date,
          time: birthAt(k).time,
          lat: 40.7128,
          lon: -74.006,
          tz: 'America/New_York',
        },
        { 'x-service-key': creds.get(sides[j].id).serviceKey },
      ),
    ]);
    await perSide('new birth: V POST /v1/chart', (k, j) => [
      '/v1/chart',
      jsonInit(
        {
          date: birthAt(k).date,
          time: `${birthAt(k).time}:00`,
          lat: 28.6139,
          lon: 77.209,
          tz: 'Asia/Kolkata',
        },
        keyed(j, 'V'),
      ),
    ]);
    await perSide('new birth: T POST /t/api/chart', (k, j) => [
      '/t/api/chart',
      jsonInit(
        {
          birth: {
            datetime: `${birthAt(k).date}T${birthAt(k).time}:00+05:30`,
            lat: 28.6139,
            lon: 77.209,
          },
        },
        keyed(j, 'T'),
      ),
    ]);
    await perSide('new birth: N POST /n/api/chart', (k, j) => [
      '/n/api/chart',
      jsonInit(
        {
          year: birthAt(k).y,
          month: birthAt(k).mo,
          day: birthAt(k).d,
          hour: birthAt(k).h,
          minute: birthAt(k).mi,
          latitude: 28.6139,
          longitude: 77.209,
          timezone: 5.5,
        },
        keyed(j, 'N'),
      ),
    ]);
    const lat = (k) => (10 + ((k * 0.137) % 25)).toFixed(4);
    await perSide('new place: P GET /p/api/calendar.ics', (k) => [
      `/p/api/calendar.ics?lat=${lat(k)}&lng=77.2&tz=Asia/Kolkata`,
      {},
    ]);
    await perSide(
      'new place: R GET /api/utsavas (a year)',
      (k) => [`/api/utsavas?year=2026&lat=${lat(k)}&lon=77.2&tz=5.5`, {}],
      Math.min(N, 15),
    );
    await perSide(
      'new place: V GET /v1/panchanga/range, 366 days',
      (k, j) => [
        `/v1/panchanga/range?from=2026-01-01&to=2027-01-01&lat=${lat(k)}&lon=77.2&tz=Asia/Kolkata`,
        { headers: keyed(j, 'V') },
      ],
      Math.min(N, 8),
    );

    // slope: the exempt routes' cost is linear in their work
    if (!flag('--no-slope')) {
      const fit = async (label, sizes, make, n = 3) => {
        const pts = sides.map(() => []);
        for (const size of sizes) {
          log(`slope ${label} ${size} ... `);
          const ms = await measureAllPerSide(running, (k, j) => make(size, k, j), n, 1);
          ms.forEach((m, j) => pts[j].push([size, m.p50, m.status]));
          log(`${ms.map((m) => m.p50.toFixed(1)).join(' / ')} ms\n`);
        }
        result.slope.push({
          label,
          fits: Object.fromEntries(sides.map((s, j) => [s.id, lineFit(pts[j])])),
        });
      };
      const births = (size, k) =>
        Array.from({ length: size }, (_, i) => ({
          datetime: `${1950 + ((i + k) % 70)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}T${String(i % 24).padStart(2, '0')}:${String((k * 7) % 60).padStart(2, '0')}:00+05:30`,
          lat: 28.6139,
          lon: 77.209,
        }));
      await fit('T bulk, births', [100, 300, 1000], (size, k, j) => [
        '/t/api/charts/bulk',
        jsonInit({ births: births(size, k) }, keyed(j, 'T')),
      ]);
      const end = (days) =>
        new Date(Date.UTC(2026, 0, 1) + (days - 1) * 86400000).toISOString().slice(0, 10);
      await fit('V panchanga range, days', [30, 120, 366], (days, k, j) => [
        `/v1/panchanga/range?from=2026-01-01&to=${end(days)}&lat=${lat(k + days)}&lon=77.2&tz=Asia/Kolkata`,
        { headers: keyed(j, 'V') },
      ]);
      let place = 1000;
      await fit(
        'R utsavas, new places in a row',
        [1, 4, 12],
        (size) => {
          const at = place;
          place += size;
          return Array.from({ length: size }, (_, i) => [
            `/api/utsavas?year=2026&lat=${lat(at + i)}&lon=77.2&tz=5.5`,
            {},
          ]);
        },
        2,
      );
    }
  }
  for (const w of running) await w.mf.dispose();
} catch (err) {
  cleanup();
  throw err;
}

/** An answer with its volatile parts (request ids, compute times, the server's clock) left out. */
function normalized(res, bytes) {
  const t = text(bytes);
  if (!/json/.test(res.headers.get('content-type') ?? ''))
    return t.replace(/^(DTSTAMP|X-REQUEST-ID)[:;].*$/gm, '');
  const drop =
    /^(request_?id|compute_?ms|elapsed_?ms|server_?time|generated_?at|now|incident_?id)$/i;
  const walk = (v) =>
    Array.isArray(v)
      ? v.map(walk)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v)
              .filter(([k]) => !drop.test(k))
              .map(([k, x]) => [k, walk(x)]),
          )
        : v;
  try {
    return JSON.stringify(walk(JSON.parse(t)));
  } catch {
    return t;
  }
}

/** The first JSON path where two answers differ. */
function firstDiff(a, b, path = '') {
  if (
    typeof a !== typeof b ||
    Array.isArray(a) !== Array.isArray(b) ||
    a === null ||
    b === null ||
    typeof a !== 'object'
  )
    return a === b
      ? undefined
      : `${path || '/'}: ${JSON.stringify(a)?.slice(0, 80)} vs ${JSON.stringify(b)?.slice(0, 80)}`;
  for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const d = firstDiff(a[k], b[k], `${path}/${k}`);
    if (d) return d;
  }
  return undefined;
}

/** Every operation asked K new inputs on every tree; the answers compared with the head tree's. */
async function compareAnswers(running, K) {
  let same = 0,
    all = 0;
  for (const op of ops) {
    const here = sides.map((s, j) => ({ s, w: running[j] })).filter((x) => opFor(x.s.id, op.name));
    let eq = 0;
    let diff;
    for (let k = 0; k < K; k++) {
      const answers = [];
      for (const { s, w } of here) {
        const { res, bytes } = await w.send(...requestFor(op, 7000 + k, s.id));
        answers.push([res.status, normalized(res, bytes)]);
      }
      const ok = answers.every((x) => x[0] === answers[0][0] && x[1] === answers[0][1]);
      if (ok) eq++;
      else if (!diff) {
        let d;
        try {
          d = firstDiff(JSON.parse(answers[0][1]), JSON.parse(answers.at(-1)[1]));
        } catch {
          d = 'text differs';
        }
        diff = `k=${k}: status ${answers.map((x) => x[0]).join('/')}; ${d}`;
      }
    }
    same += eq;
    all += K;
    console.log(
      `| ${op.name} | ${plans.get(op.name).how === 'vary' ? 'new' : 'same'} | ${eq}/${K} | ${diff ?? ''} |`,
    );
  }
  console.log(`\n${same} of ${all} answers equal`);
}

/** measureAll with a request maker that knows the tree (its credentials): make(k, j). */
async function measureAllPerSide(running, make, n = N, warm = WARM) {
  const xs = running.map(() => []);
  const main = running.map(() => []);
  const status = running.map(() => 0);
  const list = (k, j) => {
    const x = make(k, j);
    return Array.isArray(x[0]) ? x : [x];
  };
  for (let i = 0; i < warm; i++)
    for (let j = 0; j < running.length; j++)
      for (const [p, init] of list(i, j)) await running[j].send(p, init);
  for (let i = 0; i < n; i++) {
    const order =
      i % 2 === 0 ? running.map((_, j) => j) : running.map((_, j) => running.length - 1 - j);
    for (const j of order) {
      const reqs = list(warm + i, j);
      await sleep(2);
      const t0 = cpuNs(running[j].pid);
      const m0 = mainCpuNs(running[j].pid);
      for (const [p, init] of reqs)
        status[j] = Math.max(status[j], (await running[j].send(p, init)).res.status);
      await sleep(3);
      const m1 = mainCpuNs(running[j].pid);
      xs[j].push((cpuNs(running[j].pid) - t0) / 1e6);
      main[j].push((m1 - m0) / 1e6);
    }
  }
  return running.map((_, j) => ({
    status: status[j],
    p50: median(xs[j]),
    p95: quantile(xs[j], 0.95),
    mainP50: median(main[j]),
    mainP95: quantile(main[j], 0.95),
    n,
  }));
}

/** Least squares cost = a + b * size; linear when R^2 >= 0.98 and the last step's cost per unit is within 25% of the first's. */
function lineFit(pts) {
  const mx = pts.reduce((s, p) => s + p[0], 0) / pts.length;
  const my = pts.reduce((s, p) => s + p[1], 0) / pts.length;
  const b =
    pts.reduce((s, p) => s + (p[0] - mx) * (p[1] - my), 0) /
    pts.reduce((s, p) => s + (p[0] - mx) ** 2, 0);
  const a = my - b * mx;
  const r2 =
    1 -
    pts.reduce((s, p) => s + (p[1] - (a + b * p[0])) ** 2, 0) /
      pts.reduce((s, p) => s + (p[1] - my) ** 2, 0);
  const first = (pts[1][1] - pts[0][1]) / (pts[1][0] - pts[0][0]);
  const last = (pts.at(-1)[1] - pts.at(-2)[1]) / (pts.at(-1)[0] - pts.at(-2)[0]);
  return { pts, a, b, r2, linear: last <= first * 1.25 + 1e-9 && r2 >= 0.98 };
}

// --- cold: start-up, and each operation's first request in a new process --------------------------
if (!flag('--no-startup') || !flag('--no-cold')) {
  // start-up: the bundle in a bare workerd, minus a one-line Worker carrying the same bytes as data
  const inert = new Map();
  for (const s of sides) {
    const dir = join(work, `${s.id}-inert`);
    mkdirSync(dir);
    const bytes = readdirSync(s.out)
      .filter(
        (f) =>
          !f.endsWith('.map') &&
          f !== 'README.md' &&
          f !== 'config.capnp' &&
          statSync(join(s.out, f)).isFile(),
      )
      .reduce((n, f) => n + statSync(join(s.out, f)).size, 0);
    writeFileSync(
      join(dir, 'worker.js'),
      'export default { fetch() { return new Response("ok"); } };\n',
    );
    writeFileSync(join(dir, 'inert.bin'), Buffer.alloc(bytes, 32));
    inert.set(s.id, dir);
  }
  const runs = Number(arg('--startup-runs', 7));
  const xs = Object.fromEntries(sides.map((s) => [s.id, []]));
  log('start-up CPU ');
  for (let r = 0; r < runs; r++) {
    for (const s of r % 2 ? [...sides].reverse() : sides) {
      const a = await startupOnce(s.out);
      const b = await startupOnce(inert.get(s.id));
      xs[s.id].push(a - b);
      log('.');
    }
  }
  log('\n');
  for (const s of sides)
    result.startup[s.id] = {
      median: median(xs[s.id]),
      min: Math.min(...xs[s.id]),
      max: Math.max(...xs[s.id]),
      runs,
    };
}

if (!flag('--no-cold')) {
  /**
   * A worker beside the API in the cold runs' Miniflare: asked first, it starts what Miniflare
   * itself runs on a process's first request (its entry worker, the KV, D1, Durable Object and
   * cache simulators, SQLite), none of which runs in the API's isolate on Cloudflare. It shares the
   * API's KV namespace and D1 database (read only) and has a Durable Object class of its own: the
   * API's isolate stays untouched, as new as workerd made it.
   */
  const warmer = {
    name: 'bench-warmer',
    modules: [
      {
        type: 'ESModule',
        path: join(work, 'bench-warmer.js'),
        contents: `import { DurableObject } from 'cloudflare:workers';
export class Warm extends DurableObject { async touch() { this.ctx.storage.sql.exec('CREATE TABLE IF NOT EXISTS t (x)'); await this.ctx.storage.get('x'); return 1; } }
export default { async fetch(req, env) {
  await env.CACHE.get('bench-warm');
  await env.DB.prepare('select 1').first();
  await env.WARM.get(env.WARM.idFromName('w')).touch();
  await caches.default.match('http://bench-warmer.local/x');
  return new Response('warm');
} };`,
      },
    ],
    modulesRoot: work,
    compatibilityDate: '2026-04-01',
    routes: ['bench-warmer.local/*'],
    kvNamespaces: ['CACHE'],
    d1Databases: ['DB'],
    durableObjects: { WARM: { className: 'Warm', useSQLite: true } },
  };
  /** CPU of the API's first request in a new workerd process on the tree's state (after the warmer), ms. */
  const firstRequest = async (side, make) => {
    const before = workerdChildren();
    const mf = localWorker(side.out, {
      publicBaseUrl: ORIGIN,
      quiet: true,
      adminToken: ADMIN,
      port: 0,
      persistDir: side.state,
      extraWorkers: [warmer],
    });
    try {
      await mf.ready;
      const pid = [...workerdChildren()].filter((p) => !before.has(p))[0];
      const w = await mf.dispatchFetch('http://bench-warmer.local/');
      if ((await w.text()) !== 'warm') throw new Error('the warmer did not answer');
      await sleep(300); // start-up threads settle
      const [path, init] = make();
      const t0 = cpuNs(pid);
      const res = await mf.dispatchFetch(`${ORIGIN}${path}`, {
        ...init,
        headers: {
          'cf-connecting-ip': nextIp(),
          ...(ACCEPT_LANGUAGE ? { 'accept-language': ACCEPT_LANGUAGE } : {}),
          ...(init.headers ?? {}),
        },
      });
      await res.arrayBuffer();
      await sleep(20);
      return { ms: (cpuNs(pid) - t0) / 1e6, status: res.status };
    } finally {
      await mf.dispose();
    }
  };
  /** Median first-request CPU on each tree in `among`, new processes alternating between the trees. */
  const coldOf = async (make, runs, among = sides) => {
    const xs = Object.fromEntries(among.map((s) => [s.id, []]));
    const st = {};
    for (let r = 0; r < runs; r++) {
      for (const s of r % 2 ? [...among].reverse() : among) {
        const f = await firstRequest(s, () => make(5000 + r, s.id));
        xs[s.id].push(f.ms);
        st[s.id] = f.status;
      }
    }
    return Object.fromEntries(
      among.map((s) => [s.id, { first: median(xs[s.id]), status: st[s.id], runs }]),
    );
  };
  // the floor: a one-line Worker in the same configuration, after the warmer (what is left of
  // Miniflare's own work on an isolate's first request)
  const stubOut = join(work, 'stub-build');
  mkdirSync(stubOut);
  writeFileSync(
    join(stubOut, 'worker.js'),
    `import { DurableObject } from 'cloudflare:workers';\n${['RateLimiter', 'KeyQuota', 'SubscriptionLedger', 'JobLedger'].map((c) => `export class ${c} extends DurableObject {}`).join('\n')}\nexport default { fetch() { return new Response('ok'); } };\n`,
  );
  symlinkSync(join(head.out, 'render'), join(stubOut, 'render'), 'dir');
  const stub = {
    id: 'stub',
    label: 'a one-line Worker',
    root: ROOT,
    out: stubOut,
    state: join(work, 'stub-state'),
  };
  log('cold floor: a one-line Worker ... ');
  const floor = await coldOf(() => ['/', {}], 5, [stub]);
  result.coldFloor = { stub: floor.stub.first };
  log(`${floor.stub.first.toFixed(1)} ms\n`);
  for (const op of ops) {
    let row = result.ops.find((r) => r.name === op.name);
    if (!row) {
      row = {
        family: op.family,
        name: op.name,
        input: plans.get(op.name).how,
        status: plans.get(op.name).status,
        warm: {},
      };
      result.ops.push(row);
    }
    const runs = COLD_GOAL.includes(op.name) ? Math.max(3, COLD_RUNS) : COLD_RUNS;
    log(`cold ${op.name} ... `);
    row.cold = await coldOf(
      (k, sideId) => requestFor(op, k, sideId),
      runs,
      sides.filter((s) => opsBySide.get(s.id).some((o) => o.name === op.name)),
    );
    log(
      `${Object.entries(row.cold)
        .map(([id, c]) => `${id} ${c.status} ${c.first.toFixed(1)}`)
        .join(', ')}\n`,
    );
  }
}
result.loadEnd = load();
cleanup();

// --- tables ------------------------------------------------------------------------------------------
const f2 = (x) => (x === undefined || Number.isNaN(x) ? '' : x.toFixed(2));
const f1 = (x) => (x === undefined || Number.isNaN(x) ? '' : x.toFixed(1));
const rNew = result.scenarios.find((s) => s.name === 'new birth: R POST /api/chart');
const ratioTo = (x, id) => (rNew?.warm[id] && x ? (x.p50 / rNew.warm[id].p50).toFixed(2) : '');
const ids = sides.map((s) => s.id);
console.log(
  `\n# CPU per request in workerd (npm run bench:routes${args.length ? ` ${args.join(' ')}` : ''})\n`,
);
console.log(
  `Trees: ${sides.map((s) => s.label).join(' and ')}; ${N} requests after ${WARM} warm-up ones, each a new input; load average (1, 5, 15 min) ${result.loadStart} at the start, ${result.loadEnd} at the end; ${new Date().toISOString()}.`,
);
if (result.health)
  console.log(
    `Health (the floor): ${ids.map((id) => `${id} p50 ${f2(result.health[id].p50)} ms`).join(', ')}.`,
  );
if (Object.keys(result.startup).length)
  console.log(
    `Start-up CPU of the deploy bundle (median of ${result.startup[ids[0]].runs}, minus a one-line Worker with as many bytes): ${ids.map((id) => `${id} ${f1(result.startup[id].median)} ms (${f1(result.startup[id].min)}-${f1(result.startup[id].max)})`).join(', ')}.`,
  );
if (result.coldFloor.stub !== undefined)
  console.log(
    `Cold: start-up + the first request of the route in a new workerd process, after Miniflare's own entry worker and KV, D1 and Durable Object simulators were started by another worker of the process (none of that runs in the API's isolate on Cloudflare), minus the same first request of a one-line Worker (${f1(result.coldFloor.stub)} ms).`,
  );

/** start-up + the first request minus the floor (what Miniflare's own machinery spends on any first request) */
const coldTotal = (row, id) =>
  (result.startup[id]?.median ?? 0) + row.cold[id].first - (result.coldFloor.stub ?? 0);
const cols = (row) => {
  const cells = [];
  for (const id of ids) cells.push(row.cold?.[id] ? f1(coldTotal(row, id)) : '');
  for (const id of ids)
    cells.push(row.warm[id] ? `${f2(row.warm[id].p50)} / ${f2(row.warm[id].p95)}` : '');
  for (const id of ids)
    cells.push(row.warm[id] ? `${f2(row.warm[id].mainP50)} / ${f2(row.warm[id].mainP95)}` : '');
  return cells;
};
const goalOf = (row) => {
  const st = row.warm.head?.status ?? row.cold?.head?.status ?? row.status;
  if (st >= 400) return `answered ${st}`;
  if (EXEMPT.test(row.name)) return 'exempt (linear)';
  const p95 = row.warm.head?.p95;
  return p95 === undefined ? '' : p95 <= 10 ? 'p95 <= 10: yes' : 'p95 <= 10: **no**';
};
const header = `| route | input | ${ids.map((id) => `cold ${id}: start-up + first request`).join(' | ')} | ${ids.map((id) => `warm ${id}: p50 / p95`).join(' | ')} | ${ids.map((id) => `main thread ${id}: p50 / p95`).join(' | ')} | x R chart (head p50) | goal |`;
const rule = `|---|---|${ids.map(() => '---:').join('|')}|${ids.map(() => '---:').join('|')}|${ids.map(() => '---:').join('|')}|---:|---|`;
for (const fam of Object.keys(PREFIX)) {
  const rows = result.ops.filter((r) => r.family === fam);
  if (!rows.length) continue;
  console.log(`\n## Family ${fam} (ms of CPU)\n\n${header}\n${rule}`);
  for (const r of rows)
    console.log(
      `| ${r.name} | ${r.input === 'vary' ? 'new' : 'same'} | ${cols(r).join(' | ')} | ${ratioTo(r.warm.head, 'head')} | ${goalOf(r)} |`,
    );
}
if (result.scenarios.length) {
  console.log(
    `\n## Scenarios: a new birth on every family, new places (ms of CPU)\n\n| scenario | ${ids.map((id) => `warm ${id}: p50 / p95`).join(' | ')} | ${ids.map((id) => `main thread ${id}: p50 / p95`).join(' | ')} | x R chart (${ids.join(', ')}) |\n|---|${ids.map(() => '---:').join('|')}|${ids.map(() => '---:').join('|')}|---:|`,
  );
  for (const r of result.scenarios)
    console.log(
      `| ${r.name} | ${ids.map((id) => `${f2(r.warm[id].p50)} / ${f2(r.warm[id].p95)}`).join(' | ')} | ${ids.map((id) => `${f2(r.warm[id].mainP50)} / ${f2(r.warm[id].mainP95)}`).join(' | ')} | ${ids.map((id) => ratioTo(r.warm[id], id)).join(', ')} |`,
    );
}
if (result.slope.length) {
  console.log(
    `\n## Cost against work (p50 ms; linear: R^2 >= 0.98 and the last step's cost per unit within 1.25x of the first's)\n\n| work | tree | points (size: ms) | ms per unit | R^2 | linear |\n|---|---|---|---:|---:|---|`,
  );
  for (const s of result.slope)
    for (const id of ids) {
      const x = s.fits[id];
      console.log(
        `| ${s.label} | ${id} | ${x.pts.map((p) => `${p[0]}: ${p[1].toFixed(1)}${p[2] >= 400 ? ` (${p[2]})` : ''}`).join(', ')} | ${x.b.toFixed(3)} | ${x.r2.toFixed(4)} | ${x.linear ? 'yes' : 'NO'} |`,
      );
    }
}

// the goals, for each tree
console.log(
  `\n## Goals (issue 33)\n\n| goal | ${ids.join(' | ')} |\n|---|${ids.map(() => '---').join('|')}|`,
);
const over = (id, key = 'p95') =>
  result.ops.filter(
    (r) => r.warm[id] && r.warm[id].status < 400 && !EXEMPT.test(r.name) && r.warm[id][key] > 10,
  );
if (result.ops.some((r) => r.warm.head))
  console.log(
    `| every warm route (bulk, ranges, jobs, rectification exempt) at p95 <= 10 ms, new inputs | ${ids
      .map((id) => {
        const o = over(id);
        return o.length === 0
          ? 'met'
          : `**not met**: ${o.length} over (${o.map((r) => `${r.name} ${f1(r.warm[id].p95)}`).join('; ')})`;
      })
      .join(' | ')} |`,
  );
if (result.ops.some((r) => r.warm.head))
  console.log(
    `| the same, the main thread's CPU alone (no V8 background threads) | ${ids
      .map((id) => {
        const o = over(id, 'mainP95');
        return o.length === 0
          ? 'met'
          : `**not met**: ${o.length} over (${o.map((r) => `${r.name} ${f1(r.warm[id].mainP95)}`).join('; ')})`;
      })
      .join(' | ')} |`,
  );
for (const name of COLD_GOAL) {
  const r = result.ops.find((x) => x.name === name);
  if (!r?.cold) continue;
  console.log(
    `| start-up + first request of ${name} < 50 ms | ${ids
      .map((id) => {
        const t = coldTotal(r, id);
        return `${t < 50 ? 'met' : '**not met**'}: ${f1(result.startup[id]?.median)} + ${f1(r.cold[id].first - (result.coldFloor.stub ?? 0))} = ${f1(t)} ms`;
      })
      .join(' | ')} |`,
  );
}
const r2 = result.scenarios.find((s) =>
  s.name.startsWith('new birth: R2 POST /r2/api/chart (Asia'),
);
if (r2 && rNew)
  console.log(
    `| R2's chart within 1.5x R's for a new birth | ${ids
      .map((id) => {
        const x = r2.warm[id].p50 / rNew.warm[id].p50;
        return `${x <= 1.5 ? 'met' : '**not met**'}: ${x.toFixed(2)}x`;
      })
      .join(' | ')} |`,
  );
if (result.notRun.length)
  console.log(`\nNot run: ${result.notRun.map((x) => `${x.name} (${x.why})`).join('; ')}.`);
if (arg('--json', undefined)) writeFileSync(arg('--json', ''), JSON.stringify(result, null, 1));

function cleanup() {
  try {
    if (baseTree && existsSync(baseTree))
      execFileSync('git', ['worktree', 'remove', '--force', baseTree], {
        cwd: ROOT,
        stdio: 'ignore',
      });
  } catch {
    /* left for git worktree prune */
  }
  rmSync(work, { recursive: true, force: true });
}
