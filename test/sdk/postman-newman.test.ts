/**
 * The Postman collection (sdk/postman, generated from the OpenAPI documents) run by newman against
 * the built Worker, as a newcomer runs it against `npm start` (issue 24.1), served by Miniflare
 * on a loopback port with local KV, D1, R2, queues, Durable Objects and the render Worker
 * (scripts/local-worker.mjs):
 * - strict (`strict=1`), on a Worker with every feature configured (the operator token, the
 *   payment and messaging secrets, an IndexNow key and endpoint, loopback webhook receivers; a
 *   local HTTP server stands in for IndexNow and for the webhook receiver): every request of the
 *   collection runs (one per operation of the documents), obtains its own keys, session and
 *   service key, answers its documented success status and passes every assertion the collection
 *   derives from the documented answer; and every JSON answer has no field the documented schema
 *   leaves untyped (test/sdk/support/schema-coverage.ts);
 * - as it comes, on a Worker with none of those secrets and without the operator token: no request
 *   fails; the requests that cannot run there say so ("not run here", with the reason).
 * The strict run calls Family V with a live Pro key (the sandbox's 10 calls a minute would make it
 * wait minutes); the collection's pacing by the RateLimit header (10 calls, then one every 6 s) is
 * checked on its own: 12 calls of one V request with the sandbox key the collection obtains. The
 * three runs are concurrent. The time limits below only bound a hung run.
 */
import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Miniflare } from 'miniflare';
import newman from 'newman';
import { applyMigrations, localWorker } from '../../scripts/local-worker.mjs';
import { readDocuments } from '../../scripts/sdk/generate.js';
import { SchemaCoverage, type JsonSchema } from './support/schema-coverage.js';

const ROOT = join(import.meta.dirname, '..', '..');
const COLLECTION = join(ROOT, 'sdk/postman/jyotisha.postman_collection.json');
const ADMIN = 'newman-admin-token';
const SECRETS = { PAYMENT_WEBHOOK_SECRET: 'newman-payment-secret', WHATSAPP_VERIFY_TOKEN: 'newman-verify-token', WHATSAPP_APP_SECRET: 'newman-app-secret' };

interface Collection { item: Array<{ name: string; item: Array<{ id: string; name: string }> }>; variable: Array<{ key: string; value: string }> }
interface Expectation { status: number; f: string; m: string; p: string }
interface Answer { code: number; contentType: string; body: Buffer }

let outDir: string;
let receiver: Server;
let receiverUrl: string;
const received: string[] = [];

/** A free loopback port (the Worker's PUBLIC_BASE_URL must name the port it is served on). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

async function startWorker(vars: Record<string, string>, adminToken?: string): Promise<{ mf: Miniflare; origin: string }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const mf = localWorker(outDir, { publicBaseUrl: origin, quiet: true, port, vars, ...(adminToken ? { adminToken } : {}) }) as Miniflare;
  await mf.ready;
  await applyMigrations(mf, ROOT);
  return { mf, origin };
}

/** newman over the collection; every item's last answer (a retried request answers twice) and every status in order. */
function runNewman(envVar: Record<string, string>, folders?: string[], opts: { collection?: unknown; iterationCount?: number } = {}): Promise<{ summary: newman.NewmanRunSummary; answers: Map<string, Answer>; codes: Array<{ code: number; url: string }> }> {
  const answers = new Map<string, Answer>();
  const codes: Array<{ code: number; url: string }> = [];
  return new Promise((resolve, reject) => {
    newman.run({
      collection: (opts.collection ?? JSON.parse(readFileSync(COLLECTION, 'utf8'))) as never,
      envVar: Object.entries(envVar).map(([key, value]) => ({ key, value })),
      reporters: [],
      ...(folders ? { folder: folders } : {}),
      ...(opts.iterationCount ? { iterationCount: opts.iterationCount } : {}),
    }, (err, summary) => (err ? reject(err) : resolve({ summary, answers, codes })))
      .on('request', (err, args) => {
        if (err || !args.response) return;
        const r = args.response as unknown as { code: number; stream?: Buffer; headers: { get(n: string): string | undefined } };
        codes.push({ code: r.code, url: args.request.url.toString() });
        answers.set(String(args.item.id), { code: r.code, contentType: (r.headers.get('Content-Type') ?? '').split(';')[0]!.trim(), body: Buffer.from(r.stream ?? []) });
      });
  });
}

/**
 * A live Family V key raised to Pro (1,000 calls at once, then 300 a minute): what the strict run
 * checks is every route's documented answer, not the sandbox's 10 a minute, so it does not wait on
 * that pace. The sandbox key's own route still runs in the collection (POST /v1/keys/sandbox), its
 * limit is checked in test/routes/v/v.test.ts ("429 past the sandbox rate") and the collection's
 * pacing by the RateLimit header in the pacing test below.
 */
async function livePro(mf: Miniflare, origin: string): Promise<string> {
  // through Miniflare's own dispatch, not a loopback socket (a kept-alive one was closed under load)
  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    mf.dispatchFetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const res = await post(`${origin}/v1/keys`, { email: 'newman-live-v@example.com' });
  expect(res.status).toBe(201);
  const { key, id } = (await res.json()) as { key: string; id: string };
  const raised = await post(`${origin}/t/api/admin/keys/${id}/tier`, { tier: 'pro' }, { 'x-admin-token': ADMIN });
  expect(raised.status).toBe(200);
  return key;
}

function failuresOf(summary: newman.NewmanRunSummary): string[] {
  return summary.run.failures.map((f) => `${(f.source as { name?: string } | undefined)?.name ?? '?'}: ${f.error.message.slice(0, 400)}`);
}

const collection = JSON.parse(readFileSync(COLLECTION, 'utf8')) as Collection;
const expectations = JSON.parse(collection.variable.find((v) => v.key === 'expectations')!.value) as Record<string, Expectation>;
const items = collection.item.flatMap((f) => f.item);

beforeAll(async () => {
  outDir = inject('builtWorkerDir');
  // stands in for the webhook receiver and for IndexNow: takes any POST
  receiver = createServer((req, res) => {
    let n = 0;
    req.on('data', (d: Buffer) => { n += d.length; });
    req.on('end', () => { received.push(`${req.method} ${req.url} ${n}`); res.writeHead(200, { 'content-type': 'application/json' }); res.end('{}'); });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const a = receiver.address();
  receiverUrl = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`;
}, 300_000);

afterAll(async () => {
  await new Promise<void>((r) => (receiver ? receiver.close(() => r()) : r()));
});

describe('the collection covers every operation', () => {
  it('one request per operation of the documents, each with its expectations', () => {
    const docs = readDocuments(ROOT) as Record<string, { paths: Record<string, Record<string, { operationId: string }>> }>;
    const ops = Object.entries(docs).flatMap(([f, d]) => Object.values(d.paths).flatMap((p) => Object.values(p).map((o) => `${f}.${o.operationId}`)));
    expect(ops.length).toBeGreaterThan(100);
    expect(items.map((i) => i.id).sort()).toEqual([...ops].sort());
    for (const i of items) expect(expectations[i.id], i.id).toBeDefined();
  });
});

// the two runs serve separate Workers (their own Miniflare and state) and run at once: the strict
// run mostly waits on Family V's pacing while the other computes
describe.concurrent('newman against the local Worker', () => {
  it('strict, every feature configured: every request answers its documented success, every assertion passes, every field is typed', async ({ expect }) => {
    const { mf, origin } = await startWorker({
      ...SECRETS, INDEXNOW_KEY: 'newman-indexnow-key-0001', INDEXNOW_ENDPOINT: `${receiverUrl}/indexnow`, WEBHOOK_ALLOW_LOOPBACK: '1',
    }, ADMIN);
    try {
      const { summary, answers } = await runNewman({
        origin, strict: '1', adminToken_T: ADMIN, receiverUrl: `${receiverUrl}/hook`, apiKey_V: await livePro(mf, origin),
        ...Object.fromEntries(Object.entries(SECRETS).map(([k, v]) => [`secret_${k}`, v])),
      });
      expect(failuresOf(summary)).toEqual([]);
      expect(summary.run.stats.assertions.total).toBeGreaterThan(items.length * 3);
      // every request ran, and its last answer is the documented success
      const wrong = items.filter((i) => answers.get(i.id)?.code !== expectations[i.id]!.status).map((i) => `${i.id}: ${answers.get(i.id)?.code}`);
      expect(wrong).toEqual([]);
      // every field of every JSON answer has its real type in the document
      const docs = readDocuments(ROOT) as Record<string, { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }> }>>; components: { schemas: Record<string, JsonSchema> } }>;
      const untyped: string[] = [];
      for (const i of items) {
        const e = expectations[i.id]!;
        const a = answers.get(i.id)!;
        if (!/json/.test(a.contentType) || /ndjson/.test(a.contentType)) continue;
        const doc = docs[e.f]!;
        const schema = doc.paths[e.p]![e.m.toLowerCase()]!.responses[String(e.status)]!.content![a.contentType]!.schema;
        const problems = new SchemaCoverage(doc.components.schemas).untyped(schema, JSON.parse(a.body.toString('utf8')));
        for (const p of [...new Set(problems.map((x) => x.replace(/\[\d+\]/g, '[]')))]) untyped.push(`${i.id} ${p}`);
      }
      expect(untyped).toEqual([]);
      // the webhook and IndexNow calls reached the stand-in
      expect(received.some((r) => r.startsWith('POST /indexnow'))).toBe(true);
    } finally {
      await mf.dispose();
    }
  }, 900_000);

  it("paces Family V's sandbox key by its RateLimit header: 11 calls on a bucket of 10 (10 a minute), none refused", async ({ expect }) => {
    const { mf, origin } = await startWorker({});
    try {
      // the collection's own scripts and variables, one cheap V request, run 11 times: the collection
      // obtains a sandbox key (apiKey_V empty), and its 11th call must wait for the refill (RateLimit r=0)
      const full = JSON.parse(readFileSync(COLLECTION, 'utf8')) as Collection & Record<string, unknown>;
      const one = full.item.find((f) => f.name === 'Family V')!.item.find((i) => i.id === 'V.getV1Ayanamsa')!;
      const paced = { ...full, item: [{ name: 'Family V', item: [one] }] };
      const { summary, codes } = await runNewman({ origin }, undefined, { collection: paced, iterationCount: 11 });
      expect(failuresOf(summary)).toEqual([]);
      // without the pacing the 11th call answers 429 (the collection would retry it after Retry-After)
      expect(codes.filter((c) => c.url.includes('/v1/ayanamsa')).map((c) => c.code)).toEqual(Array.from({ length: 11 }, () => 200));
    } finally {
      await mf.dispose();
    }
  }, 300_000);

  it('as it comes (no secrets, no operator token): nothing fails; what cannot run says why', async ({ expect }) => {
    const { mf, origin } = await startWorker({});
    try {
      // Family V's pacing is shown by the strict run; these folders hold every request a bare deployment cannot serve
      const folders = ['Family R', 'Family T', 'Family P'];
      const { summary } = await runNewman({ origin }, folders);
      expect(failuresOf(summary)).toEqual([]);
      const names = summary.run.executions.flatMap((x) => (x.assertions ?? []).map((a) => a.assertion));
      const notRun = names.filter((n) => n.includes('not run here'));
      expect(notRun.length).toBeGreaterThan(5);
      for (const n of notRun) expect(n).toMatch(/not run here: needs (a feature this deployment has not configured|a Pro key|values this run could not make|an outside service)/);
      // the routes a bare deployment serves still ran and passed
      expect(names.filter((n) => /: status \d+$/.test(n)).length).toBeGreaterThan(40);
    } finally {
      await mf.dispose();
    }
  }, 900_000);
});
