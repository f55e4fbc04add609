#!/usr/bin/env node
/**
 * Where a route's CPU goes in workerd (docs/performance.md, "Where the time goes"): a CPU profile
 * of the Worker's isolate through workerd's DevTools inspector, for
 * - the first request of a fresh isolate (the family's load included; the isolate's own start-up
 *   is `wrangler check startup`'s profile), and
 * - `--n` warm requests after it, each a new input (scripts/lib/bench-inputs.mjs), as
 *   scripts/bench-routes.mjs asks them.
 * The requests are the operation's example of the committed OpenAPI documents (openapi/*.json), so
 * nothing but the route itself is loaded before the cold request. Keyed families get an Enterprise
 * key made in an earlier workerd process on the same local state.
 *
 *   nice -n 10 node scripts/profile-routes.mjs "POST /v1/chart" [--n 30] [--out dir] [--top 30]
 *
 * Prints the heaviest functions (self and inclusive) of each phase and writes the .cpuprofile
 * files (open them in Chrome DevTools). The bundle is built without minification (readable names).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyMigrations, buildWorker, localWorker } from './local-worker.mjs';
import { exampleQuery, vary } from './lib/bench-inputs.mjs';
import { connectInspector, disposeWithWorkerd, summarizeProfile } from './lib/workerd-profile.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const arg = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : dflt;
};
const OPS = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
const N = Number(arg('--n', 30));
const TOP = Number(arg('--top', 30));
const OUT = arg('--out', undefined);
const PREFIX = { R: '', R2: '/r2', V: '', N: '/n', T: '/t', P: '/p' };
const ADMIN = 'profile-admin';
const ORIGIN = 'http://127.0.0.1:8787';

/** The operation's example request (family, method, path, headers, body, query) from openapi/*.json. */
function example(name) {
  const [method, full] = name.split(' ');
  for (const [fam, prefix] of Object.entries(PREFIX)) {
    const doc = JSON.parse(readFileSync(join(ROOT, 'openapi', `${fam}.json`), 'utf8'));
    const path = prefix && full.startsWith(prefix + '/') ? full.slice(prefix.length) : full;
    const op = doc.paths[path]?.[method.toLowerCase()];
    if (!op || (prefix === '' && fam !== (path.startsWith('/v1') ? 'V' : 'R'))) continue;
    const media = op.requestBody ? Object.keys(op.requestBody.content)[0] : undefined;
    const schemes = (op.security ?? []).flatMap((r) => Object.keys(r));
    return {
      fam,
      method,
      path: full,
      media,
      keyed: schemes.includes('bearerAuth'),
      body: media ? (op.requestBody.content[media].example ?? {}) : undefined,
      query: exampleQuery(op.parameters),
    };
  }
  throw new Error(`no operation ${name} in openapi/*.json`);
}

/**
 * The k-th request of an operation's example (a new input each k).
 * @returns {[string, { method: string, headers: Record<string, string>, body?: string }]}
 */
function request(ex, k, key) {
  const q = vary(ex.query, k);
  const qs = Object.keys(q).length ? `?${new URLSearchParams(q)}` : '';
  const headers = { 'cf-connecting-ip': `10.9.${(k >> 8) & 255}.${k & 255}` };
  if (ex.media) headers['content-type'] = ex.media;
  if (ex.keyed && key) headers.authorization = `Bearer ${key}`;
  return [
    `${ORIGIN}${ex.path}${qs}`,
    {
      method: ex.method,
      headers,
      ...(ex.body !== undefined ? { body: JSON.stringify(vary(ex.body, k)) } : {}),
    },
  ];
}

const dir = mkdtempSync(join(tmpdir(), 'jyotisha-profile-routes-'));
const state = join(dir, 'state');
mkdirSync(state);
try {
  buildWorker(ROOT, join(dir, 'out'), ['--no-minify']);
  // keys of the keyed families, made in a first process on the same local state
  const setup = localWorker(join(dir, 'out'), {
    publicBaseUrl: ORIGIN,
    quiet: true,
    adminToken: ADMIN,
    persistDir: state,
  });
  await applyMigrations(setup, ROOT);
  const keys = {};
  for (const [fam, path] of [
    ['V', '/v1/keys'],
    ['T', '/t/api/keys'],
    ['N', '/n/api/keys'],
  ]) {
    const res = await setup.dispatchFetch(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': '10.8.0.1' },
      body: JSON.stringify({ email: `profile-${fam}@example.com` }),
    });
    const k = /** @type {any} */ (await res.json());
    await (
      await setup.dispatchFetch(`${ORIGIN}/t/api/admin/keys/${k.id}/tier`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-admin-token': ADMIN },
        body: JSON.stringify({ tier: 'enterprise' }),
      })
    ).arrayBuffer();
    keys[fam] = k.key;
  }
  await disposeWithWorkerd(setup);

  for (const opName of OPS) {
    const ex = example(opName);
    const port = 9400 + Math.floor(Math.random() * 400);
    const mf = localWorker(join(dir, 'out'), {
      publicBaseUrl: ORIGIN,
      quiet: true,
      adminToken: ADMIN,
      persistDir: state,
      inspectorPort: port,
    });
    await mf.ready;
    const insp = await connectInspector(port, 100);
    try {
      await insp.send('Profiler.start');
      const first = await mf.dispatchFetch(...request(ex, 0, keys[ex.fam]));
      await first.arrayBuffer();
      const cold = /** @type {any} */ (await insp.send('Profiler.stop')).result.profile;
      summarizeProfile(cold, {
        title: `${opName}, first request of a fresh isolate (${first.status})`,
        top: TOP,
      });
      for (let k = 1; k <= 3; k++)
        await (await mf.dispatchFetch(...request(ex, k, keys[ex.fam]))).arrayBuffer();
      await insp.send('Profiler.start');
      let status = 0;
      for (let k = 4; k < 4 + N; k++) {
        const res = await mf.dispatchFetch(...request(ex, k, keys[ex.fam]));
        status = res.status;
        await res.arrayBuffer();
      }
      const warm = /** @type {any} */ (await insp.send('Profiler.stop')).result.profile;
      summarizeProfile(warm, {
        title: `${opName}, warm, new inputs (${status})`,
        top: TOP,
        perRequest: N,
      });
      if (OUT) {
        mkdirSync(OUT, { recursive: true });
        const base = opName.replace(/\W+/g, '_');
        writeFileSync(join(OUT, `${base}.cold.cpuprofile`), JSON.stringify(cold));
        writeFileSync(join(OUT, `${base}.warm.cpuprofile`), JSON.stringify(warm));
      }
    } finally {
      await insp.close();
      await disposeWithWorkerd(mf);
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
