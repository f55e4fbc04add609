/**
 * Research jobs survive the local server being killed (docs/jobs.md "Shards, queue, ledger"): `npm
 * start` (scripts/start.mjs, wrangler dev) on a fresh state directory, two jobs submitted, the whole
 * server SIGKILLed (its process group: node, wrangler, workerd) while the first is mid-way, then
 * `npm start` again on the same state. Local Queues keep their messages in memory, so every
 * undelivered shard message is lost with the process; D1, R2 and the JobLedger Durable Objects are
 * on disk. Each ledger sends its missing shards again once their deadline passes (scaled by
 * JOBS_LEASE_SCALE), so both jobs finish, and every row of each is there exactly once.
 *
 * The waits poll with deadlines derived from the work (a server start, the jobs' shards, the
 * ledger's scaled deadline) and fail naming what did not happen; nothing sleeps a fixed time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const LEASE_SCALE = 0.05;
/** the ledger's deadline for a shard nobody works on, at this scale */
const STALL_MS = 60_000 * LEASE_SCALE;
/** a server start (migrations, bundling, workerd) on a loaded 2-core machine; generous, for the message only */
const START_MS = 180_000;
/**
 * One request's wait. wrangler dev's proxy (on main as here) answers a POST that arrives while
 * workerd's one thread works a queue batch with 503 "restarted mid-request", and may hold a GET
 * until the client gives up; a poll that waits this long is dropped and the next one sent.
 */
const REQUEST_MS = 15_000;

type Json = Record<string, any>;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

const state = mkdtempSync(join(tmpdir(), 'jyotisha-kill-'));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
let server: ChildProcess | null = null;
let output = '';

/** `npm start` on the test's state directory, in a process group of its own (so SIGKILL reaches every process of it). */
async function start(): Promise<void> {
  output = '';
  server = spawn(
    process.execPath,
    [
      'scripts/start.mjs',
      '--port',
      String(port),
      '--persist-to',
      state,
      '--var',
      'ADMIN_TOKEN:kill-test-admin',
      '--var',
      `JOBS_LEASE_SCALE:${LEASE_SCALE}`,
      '--var',
      'KEY_ISSUE_LIMIT_PER_HOUR:1000',
    ],
    {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    },
  );
  server.stdout!.on('data', (d) => {
    output += String(d);
  });
  server.stderr!.on('data', (d) => {
    output += String(d);
  });
  const until = Date.now() + START_MS;
  while (Date.now() < until) {
    if (server.exitCode !== null)
      throw new Error(`npm start exited with ${server.exitCode}:\n${output.slice(-2000)}`);
    try {
      if ((await fetch(`${origin}/t/api/attribution`)).status === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`npm start did not answer within ${START_MS} ms:\n${output.slice(-2000)}`);
}

/** Wait until the server has printed a line matching `re`. */
async function waitForOutput(re: RegExp, timeoutMs: number, what: string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!re.test(output)) {
    if (Date.now() > until)
      throw new Error(`${what}: not printed within ${timeoutMs} ms:\n${output.slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** SIGKILL the whole server: no handler runs, nothing is flushed. */
async function kill(): Promise<void> {
  const s = server;
  if (!s || s.exitCode !== null || s.signalCode !== null) return;
  const gone = new Promise((r) => s.once('exit', r));
  process.kill(-s.pid!, 'SIGKILL');
  await gone;
  // workerd is a grandchild: wait until the port is free again
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    try {
      await fetch(`${origin}/t/api/attribution`);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the killed server still answers');
}

afterAll(async () => {
  await kill().catch(() => {});
  rmSync(state, { recursive: true, force: true });
});

const api = async (
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) => {
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    signal: AbortSignal.timeout(method === 'GET' ? REQUEST_MS : 120_000),
    ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  });
  return {
    status: res.status,
    body: /^application\/json/.test(res.headers.get('content-type') ?? '')
      ? ((await res.json()) as Json)
      : await res.text(),
  };
};

/** A signed link's text (the link names the server's public origin: only its path and query are used); a held request is sent again. */
async function getText(url: string, headers: Record<string, string> = {}): Promise<string> {
  const u = new URL(url);
  for (let i = 0; ; i++) {
    try {
      const { body } = await api('GET', u.pathname + u.search, undefined, headers);
      return typeof body === 'string' ? body : JSON.stringify(body);
    } catch (err) {
      if (i >= 3) throw err;
    }
  }
}

function births(n: number, tag: string): Json[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `${tag}${i}`,
    datetime: `${1901 + (i % 197)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}T${String(i % 24).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}:00+05:30`,
    lat: -60 + (i % 120) + 0.25,
    lon: -179 + (i % 358) + 0.5,
  }));
}

async function poll(
  id: string,
  key: string,
  until: (j: Json) => boolean,
  timeoutMs: number,
  what: string,
): Promise<Json> {
  const deadline = Date.now() + timeoutMs;
  let j: Json = {};
  while (Date.now() < deadline) {
    try {
      j = (await api('GET', `/t/api/jobs/${id}`, undefined, { authorization: `Bearer ${key}` }))
        .body as Json;
    } catch {
      continue; /* a poll held by the dev proxy (REQUEST_MS): send the next */
    }
    if (until(j)) return j;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(
    `job ${id}: ${what} did not happen within ${timeoutMs} ms (state ${j.state}, shards ${JSON.stringify(j.shards)})`,
  );
}

describe('jobs survive SIGKILL of the local server', () => {
  // the bound is for two server starts on a loaded machine; the test ends as soon as the jobs do
  it(
    'two jobs, the server killed mid-way and restarted on the same state: both finish, every row exactly once',
    { timeout: 900_000 },
    async () => {
      const t0 = Date.now();
      const phases: string[] = [];
      const phase = (name: string) =>
        phases.push(`${name} ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      await start();
      phase('started');
      const issued = (await api('POST', '/t/api/keys', { email: 'kill-restart@example.com' }))
        .body as Json;
      expect(
        (
          await api(
            'POST',
            `/t/api/admin/keys/${issued.id}/tier`,
            { tier: 'pro' },
            { 'x-admin-token': 'kill-test-admin' },
          )
        ).status,
      ).toBe(200);
      const key = issued.key as string;
      const auth = { authorization: `Bearer ${key}` };

      const a = births(6_000, 'a');
      const b = births(2_500, 'b');
      // job A as a gzip NDJSON upload and job B inline JSON, sent together before any shard runs (REQUEST_MS)
      const ndjson = [
        JSON.stringify({ formats: ['ndjson', 'csv'] }),
        ...a.map((x) => JSON.stringify(x)),
      ].join('\n');
      const gz = new Uint8Array(
        await new Response(
          new Blob([ndjson]).stream().pipeThrough(new CompressionStream('gzip')),
        ).arrayBuffer(),
      );
      const [ra, rb] = await Promise.all([
        fetch(`${origin}/t/api/jobs`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/x-ndjson', 'content-encoding': 'gzip' },
          body: gz,
        }),
        fetch(`${origin}/t/api/jobs`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ births: b, formats: ['ndjson'] }),
        }),
      ]);
      const [jobA, jobB] = [(await ra.json()) as Json, (await rb.json()) as Json];
      expect(ra.status, `${JSON.stringify(jobA)}\n${output.slice(-3000)}`).toBe(202);
      expect(rb.status, `${JSON.stringify(jobB)}\n${output.slice(-3000)}`).toBe(202);
      expect([jobA.shards.total, jobB.shards.total]).toEqual([6, 3]);

      // kill as soon as the first queue batch (at most 4 of the 9 shards: max_batch_size) has been worked:
      // wrangler prints a line per batch, which is read here rather than polled (a poll may be held, REQUEST_MS)
      await waitForOutput(/QUEUE jyotisha-jobs \d+\/\d+/, 120_000, 'the first queue batch');
      await kill();
      phase('killed after the first batch');

      await start();
      phase('restarted');
      // every shard lost with the queue is sent again by its ledger: a deadline per job, derived from the work
      const deadline = (shards: number) => 4 * STALL_MS + shards * 5_000 + 60_000;
      const doneA = await poll(
        jobA.id,
        key,
        (j) => !['queued', 'running'].includes(j.state),
        deadline(6),
        'A ended after the restart',
      );
      const doneB = await poll(
        jobB.id,
        key,
        (j) => !['queued', 'running'].includes(j.state),
        deadline(3),
        'B ended after the restart',
      );
      phase('both ended');
      console.log(`jobs-kill-restart: ${phases.join(', ')}`);
      // at most one batch of 4 shards ran before the kill: the other 5 were lost with the queue and sent again
      expect(doneA.shards.total + doneB.shards.total).toBe(9);
      for (const [job, list] of [
        [doneA, a],
        [doneB, b],
      ] as const) {
        expect(job.state).toBe('done');
        expect(job.units).toEqual({ done: list.length, bad: 0, total: list.length });
        const text = await getText(job.downloads.ndjson.url);
        const rows = text
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l) as Json);
        expect(rows.length).toBe(list.length);
        expect(rows.map((r) => r.index)).toEqual(list.map((_, i) => i));
        expect(rows.map((r) => r.id)).toEqual(list.map((x) => x.id));
      }
      // the concurrency slots are free again
      const listed = JSON.parse(await getText(`${origin}/t/api/jobs`, auth)) as Json;
      expect(listed.jobs.map((j: Json) => j.state)).toEqual(['done', 'done']);
      // the CSV of A has one header and every row
      const csv = await getText(doneA.downloads.csv.url);
      expect(csv.split('\r\n').filter(Boolean)).toHaveLength(a.length + 1);
    },
  );
});
