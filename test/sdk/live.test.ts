/**
 * Both SDKs against the running Worker: the deploy build (`wrangler deploy --dry-run`) served by
 * Miniflare on a loopback port with local KV, D1 (migrated) and the Durable Objects
 * (scripts/local-worker.mjs). The TypeScript client calls several families (a Family R chart, a
 * Family N and a Family P panchang, Family T and V with keys issued through POST /t/api/keys and
 * POST /v1/keys, errors and a 429 retried after its Retry-After), and the Python client's unittest suite runs against
 * the same Worker (JYOTISHA_ORIGIN), with no test skipped. The Postman collection is run by newman
 * in test/sdk/postman-newman.test.ts.
 *
 * References (independent of the engine):
 * - Swiss Ephemeris (DE431), sidereal Lahiri, mean node: test/fixtures/chart-oracle.json.
 * - The full moon of 2026-11-24 at 14:53:32 UTC (Meeus, Astronomical Algorithms ch. 49, via
 *   the astronomia package with its Delta T): Purnima (Shukla 15) is the tithi at that day's
 *   sunrise in India and ends at the full moon.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Miniflare } from 'miniflare';
import { applyMigrations, localWorker } from '../../scripts/local-worker.mjs';
import { JyotishaError, mergeParts, NClient, PClient, R2Client, RateLimitError, RClient, TClient, TJobs, VClient, type JobProgress } from '../../sdk/typescript/src/index.js';

const ROOT = join(import.meta.dirname, '..', '..');
const FULL_MOON_MS = Date.parse('2026-11-24T14:53:32Z');
const TOL_ARCSEC = 60;
const TOL_TITHI_MS = 120_000;

interface OracleCase { input: { year: number; month: number; day: number; hour: number; minute: number; second: number; lat: number; lon: number; tzHours: number }; siderealDeg: Record<string, number>; ascendantDeg: number }
const oracle = JSON.parse(readFileSync(join(ROOT, 'test/fixtures/chart-oracle.json'), 'utf8')) as { cases: OracleCase[] };

const arcsec = (a: number, b: number) => {
  const d = Math.abs(a - b) % 360;
  return Math.min(d, 360 - d) * 3600;
};
const email = () => `ts-${crypto.randomUUID().slice(0, 12)}@example.com`;
/** the operator secret of this run's Worker (POST /t/api/admin/keys/:id/tier makes a key Pro for the jobs) */
const ADMIN_TOKEN = 'sdk-live-admin';

/** Runs a command to its end; its exit code and output. */
function run(cmd: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, ...env } });
    let out = '';
    child.stdout.on('data', (d: Buffer) => { out += d.toString(); });
    child.stderr.on('data', (d: Buffer) => { out += d.toString(); });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
  });
}

let mf: Miniflare;
let origin: string;
let outDir: string;
/** Keys issued once for the run: POST /t/api/keys and /v1/keys share one bucket of 10 per hour per IP. */
let tKey: { key: string; id: string };
let vKey: string;

beforeAll(async () => {
  outDir = inject('builtWorkerDir');

  mf = localWorker(outDir, { publicBaseUrl: 'http://127.0.0.1', quiet: true, adminToken: ADMIN_TOKEN }) as Miniflare;
  origin = String(await mf.ready).replace(/\/$/, '');
  await applyMigrations(mf, ROOT);
  tKey = await new TClient({ origin }).postApiKeys({ email: email() });
  vKey = (await new VClient({ origin }).postV1Keys({ email: email() })).key;
});

afterAll(async () => {
  await mf?.dispose();
});

describe('TypeScript client against the Worker', () => {
  it('Family R: a chart agrees with Swiss Ephemeris', async () => {
    const k = oracle.cases.find((c) => c.input.tzHours === 5.5 && c.input.year > 2000)!;
    const chart = await new RClient({ origin }).postApiChart(k.input, { include: 'grahas,lagna' });
    expect(chart.ok).toBe(true);
    const grahas = chart.grahas ?? [];
    expect(grahas.map((g) => g.name).sort()).toEqual(Object.keys(k.siderealDeg).sort());
    for (const g of grahas) expect(arcsec(g.longitude, k.siderealDeg[g.name]!), g.name).toBeLessThan(TOL_ARCSEC);
    expect(arcsec(chart.lagna!.longitude, k.ascendantDeg)).toBeLessThan(TOL_ARCSEC);
  });

  it('Family N and P: the panchang of 2026-11-24 is Purnima, ending at the full moon', async () => {
    const n = await new NClient({ origin }).getApiPanchang({ city: 'varanasi', date: '2026-11-24' });
    expect(n.success).toBe(true);
    const tithi = n.data.panchang.tithi[0]!;
    expect(tithi.name).toBe('Purnima');
    expect(Math.abs(Date.parse(tithi.end.iso) - FULL_MOON_MS)).toBeLessThan(TOL_TITHI_MS);
    const p = await new PClient({ origin }).getApiPanchanga({ date: '2026-11-24', lat: 28.6139, lng: 77.209 });
    expect(p.location.tz).toBe('Asia/Kolkata');
    expect(p.panchanga.tithi.name).toBe('Purnima');
    expect(Math.abs(Date.parse(p.panchanga.tithi.ends_at_iso) - FULL_MOON_MS)).toBeLessThan(TOL_TITHI_MS);
  });

  it('Family T: a key from POST /t/api/keys, then a panchang and the usage with it', async () => {
    expect(tKey.key).toMatch(/^sk_live_[0-9a-f]{16}_[0-9a-f]{64}$/);
    const t = new TClient({ origin, apiKey: tKey.key });
    const res = await t.getApiPanchang({ date: '2026-11-24', lat: 28.6139, lon: 77.209 });
    expect(res.environment).toBe('production');
    expect(res.place.zone).toBe('Asia/Kolkata');
    const tithi = res.panchang.tithi[0] as { name: string; end: { iso: string } };
    expect(tithi.name).toBe('Purnima');
    expect(Math.abs(Date.parse(tithi.end.iso) - FULL_MOON_MS)).toBeLessThan(TOL_TITHI_MS);
    const usage = await t.getApiUsage();
    expect(usage.key.id).toBe(tKey.id);
    expect(usage.month.calls).toBeGreaterThanOrEqual(1);
  });

  it('Family V: a key from POST /v1/keys, then a panchanga; without the key the V envelope', async () => {
    const v = new VClient({ origin, apiKey: vKey });
    const res = await v.getV1Panchanga({ date: '2026-11-24', lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' });
    expect(res.place.tz).toBe('Asia/Kolkata');
    const tithi = res.panchanga.tithi[0] as { name: string; end: { iso: string } };
    expect(tithi.name).toBe('Purnima');
    expect(Math.abs(Date.parse(tithi.end.iso) - FULL_MOON_MS)).toBeLessThan(TOL_TITHI_MS);
    const e = await new VClient({ origin }).getV1Panchanga({ date: '2026-11-24', lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' }).then(() => undefined, (x: unknown) => x);
    expect(VClient.isError(e)).toBe(true);
    if (!VClient.isError(e)) return;
    expect([e.status, e.code, e.body.ok, e.body.error.field]).toEqual([401, 'API_KEY_MISSING', false, 'authorization']);
    expect(e.requestId).toBe(e.body.request_id);
  });

  it('errors: an unknown T key is 401 API_KEY_INVALID; a bad R2 zone is 400 naming tz', async () => {
    const bad = new TClient({ origin, apiKey: `sk_live_0123456789abcdef_${'0'.repeat(64)}` });
    const e1 = await bad.getApiAyanamsha({ date: '2026-11-24' }).then(() => undefined, (e: unknown) => e);
    expect(TClient.isError(e1)).toBe(true);
    if (!TClient.isError(e1)) return;
    expect([e1.status, e1.code, e1.body.error.code]).toEqual([401, 'API_KEY_INVALID', 'API_KEY_INVALID']);
    expect(e1.headers.get('www-authenticate')).toMatch(/^Bearer /);
    expect(e1.requestId).toMatch(/^[0-9a-f-]{36}$/);
    const e2 = await new R2Client({ origin }).postApiChart({ date: '1990-05-17', time: '12:15', lat: 28.6139, lon: 77.209, tz: 'Mars/Olympus' }).then(() => undefined, (e: unknown) => e);
    expect(e2).toBeInstanceOf(JyotishaError);
    expect([(e2 as JyotishaError).status, (e2 as JyotishaError).field]).toEqual([400, 'tz']);
  });

  it('Family T: a 429 is retried after its Retry-After and then answers', async () => {
    // a sandbox key: a bucket of 10 calls refilled one every 6 s (docs/keys.md)
    const issued = await new TClient({ origin }).postApiKeys({ email: email(), environment: 'sandbox' });
    const drain = new TClient({ origin, apiKey: issued.key, retry: { maxRetries: 0 } });
    for (let round = 0; round < 3; round++) {
      let stated: number | undefined;
      for (let i = 0; i < 30 && stated === undefined; i++) {
        try {
          await drain.getApiAyanamsha({ date: '2026-11-24' });
        } catch (e) {
          if (!(e instanceof RateLimitError)) throw e;
          stated = e.retryAfterSeconds;
        }
      }
      expect(stated, 'the sandbox bucket never emptied').toBeDefined();
      expect(stated).toBeGreaterThanOrEqual(1);
      expect(stated).toBeLessThanOrEqual(6);
      const statuses: number[] = [];
      const t = new TClient({ origin, apiKey: issued.key, onResponse: (i) => statuses.push(i.response.status) });
      const started = Date.now();
      const res = await t.getApiAyanamsha({ date: '2026-11-24' });
      if (statuses[0] !== 429) continue; // a token came back between the two calls: drain again
      expect(statuses.at(-1)).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
      const lahiri = res.values.find((v) => v.name === 'lahiri')!;
      expect(lahiri.value_deg).toBeCloseTo(24.23, 1); // Lahiri in late 2026: 24 deg 14'
      return;
    }
    expect.fail('no call met an empty bucket');
  });
});

describe('TypeScript job helpers (TJobs) against the Worker', () => {
  it('submit gzip NDJSON, poll with progress, read the rows, download by parts with a resume, merge, and cancel', async () => {
    const issued = await new TClient({ origin }).postApiKeys({ email: email() });
    await new TClient({ origin, adminToken: ADMIN_TOKEN }).postApiAdminKeysByIdTier({ tier: 'pro' }, { id: issued.id });
    const jobs = new TJobs({ origin, apiKey: issued.key });
    const births = Array.from({ length: 2300 }, (_, i) => ({ id: `s${i}`, datetime: `${1950 + (i % 70)}-0${1 + (i % 9)}-1${i % 10}T0${i % 10}:30:00+05:30`, lat: -50 + (i % 100), lon: -170 + (i % 340) }));
    const job = await jobs.submitNdjson(births, { formats: ['ndjson', 'csv'] });
    expect([job.state, job.shards.total, job.units.total]).toEqual(['queued', 3, 2300]);
    const seen: JobProgress[] = [];
    const done = await jobs.wait(job.id, { intervalMs: 100, onProgress: (p) => seen.push(p) });
    expect(done.state).toBe('done');
    expect(seen.every((p) => p.rowsTotal === 2300 && p.rowsDone <= 2300)).toBe(true);
    expect(seen.at(-1)).toMatchObject({ state: 'done', rowsDone: 2300, percent: 100, etaSeconds: 0 });
    expect(seen.at(-1)!.rateRowsPerS).toBeGreaterThan(0);
    // the rows: every birth once, in input order
    expect((await jobs.rows(done)).map((r) => r.id)).toEqual(births.map((b) => b.id));
    // parts, interrupted after the first and resumed with what is held: merged, they are the merged download
    const held = new Map<number, Uint8Array>();
    const stop = await jobs.downloadParts(done, 'csv', { onPart: (p, b) => { held.set(p.shard, b); throw new Error('interrupted'); } }).then(() => null, (e: unknown) => e);
    expect(String(stop)).toMatch(/interrupted/);
    expect([...held.keys()]).toEqual([0]);
    expect(await jobs.downloadParts(done.id, 'csv', { have: (s) => held.has(s), onPart: (p, b) => { held.set(p.shard, b); } })).toEqual([1, 2]);
    const merged = mergeParts('csv', [0, 1, 2].map((s) => held.get(s)!));
    expect(new TextDecoder().decode(merged)).toBe(new TextDecoder().decode(await jobs.download(done, 'csv')));
    // cancel: a job ended already is answered as it is
    expect((await jobs.cancel(done.id)).state).toBe('done');
  });
});

describe('Python client against the same Worker', () => {
  it('python3 -m unittest: every test ran and passed, none skipped', async () => {
    const { code, out } = await run('python3', ['-m', 'unittest', 'discover', '-s', 'sdk/python/tests', '-v'], { JYOTISHA_ORIGIN: origin, JYOTISHA_ADMIN_TOKEN: ADMIN_TOKEN, PYTHONDONTWRITEBYTECODE: '1' });
    expect(out, out).toMatch(/\nOK\s*$/);
    expect(code).toBe(0);
    expect(out).not.toMatch(/skipped/);
    const ran = Number(/Ran (\d+) tests?/.exec(out)?.[1] ?? 0);
    expect(ran).toBeGreaterThanOrEqual(20);
    expect(out).toMatch(/test_live\.LiveTest\.test_t_429_is_retried_after_the_stated_wait\) \.\.\. ok/);
    expect(out).toMatch(/test_live\.LiveTest\.test_t_jobs_submit_wait_download_resume\) \.\.\. ok/);
  });
});
