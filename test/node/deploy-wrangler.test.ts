/**
 * `npm run deploy` with the project's real wrangler (4.84.1):
 * - the deploy build (`wrangler deploy --dry-run` of the generated configuration, no account):
 *   it succeeds, prints every production binding, and the bundle exports the Durable Object
 *   classes the bindings name;
 * - a first deploy to a fresh account and a second one, against the stand-in Cloudflare API of
 *   test/node/support/fake-cloudflare-api.ts (CLOUDFLARE_API_BASE_URL): what wrangler uploads
 *   (bindings with the created ids, Durable Object migrations, crons, the queue consumer and its
 *   dead-letter queue), the D1 migrations applied once, nothing created twice, wrangler.toml
 *   untouched. What the stand-in cannot show (Cloudflare's own validation of the upload) is
 *   listed in docs/deploy.md "What was run where".
 */
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experimental_readRawConfig } from 'wrangler';
import { requiredResources } from '../../scripts/deploy/plan.mjs';
import { SECRETS } from '../../scripts/deploy/secrets.mjs';
import { nodeIo, parseArgs, runDeploy, type DeployIo } from '../../scripts/deploy.mjs';
import { startFakeCloudflareApi, type FakeCloudflareApi } from './support/fake-cloudflare-api.js';

const ROOT = join(import.meta.dirname, '..', '..');
// inside the git-ignored .deploy/, apart from an operator's own generated file
const OUT_DIR = `.deploy/test-${process.pid}`;
type Raw = Record<string, any>;
const raw = experimental_readRawConfig({ config: join(ROOT, 'wrangler.toml') }).rawConfig as Raw;
const prod = raw.env.production as Raw;

/** Every wrangler call captured (no terminal: wrangler runs as in CI), the log collected. */
function testIo(env: Record<string, string | undefined>): {
  io: DeployIo;
  log: string[];
  wrangler: string[];
} {
  const base = nodeIo(ROOT, env);
  const log: string[] = [];
  const wrangler: string[] = [];
  return {
    log,
    wrangler,
    io: {
      ...base,
      async run(args, opts) {
        const r = await base.run(args, { ...opts, capture: true });
        wrangler.push(`$ wrangler ${args.join(' ')}\n${r.stdout}\n${r.stderr}`);
        return r;
      },
      log: (line) => {
        log.push(line);
      },
    },
  };
}

/** The env of every wrangler call: no real credentials, no metrics, logs kept in the test folder. */
function wranglerEnv(extra: Record<string, string> = {}): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    WRANGLER_SEND_METRICS: 'false',
    WRANGLER_LOG_PATH: join(ROOT, OUT_DIR, 'logs'),
    ...extra,
  };
  for (const k of ['CLOUDFLARE_API_KEY', 'CLOUDFLARE_EMAIL', 'CF_API_TOKEN', 'CF_ACCOUNT_ID'])
    delete env[k];
  if (!extra.CLOUDFLARE_API_BASE_URL) {
    delete env.CLOUDFLARE_API_TOKEN;
    delete env.CLOUDFLARE_ACCOUNT_ID;
    delete env.CLOUDFLARE_API_BASE_URL;
  }
  return env;
}

/** The names a bundle's final `export { a as Name, ... }` statement exports. */
function bundleExports(code: string): string[] {
  const m = /export\s*\{([^}]*)\}\s*;?\s*(\/\/#[^\n]*\s*)?$/.exec(code);
  return (m?.[1] ?? '')
    .split(',')
    .map(
      (s) =>
        s
          .trim()
          .split(/\s+as\s+/)
          .pop() ?? '',
    )
    .filter(Boolean);
}

afterAll(() => {
  rmSync(join(ROOT, OUT_DIR), { recursive: true, force: true });
});

describe('the deploy build (wrangler deploy --dry-run, no account)', () => {
  it('builds the production Worker with every binding, and the bundle exports its Durable Objects', async () => {
    const t = testIo(wranglerEnv());
    const code = await runDeploy(
      { ...parseArgs(['--dry-run', '--offline']), outDir: OUT_DIR },
      t.io,
    );
    const printed = t.wrangler.join('\n');
    expect(code, printed).toBe(0);
    expect(printed).toContain('--dry-run: exiting now.');
    expect(printed).toMatch(/Total Upload: [\d.]+ KiB \/ gzip: [\d.]+ KiB/);
    const names = [
      ...prod.durable_objects.bindings.map((b: Raw) => b.name),
      ...prod.kv_namespaces.map((b: Raw) => b.binding),
      ...prod.d1_databases.map((b: Raw) => b.binding),
      ...prod.queues.producers.map((b: Raw) => b.binding),
      ...prod.r2_buckets.map((b: Raw) => b.binding),
      ...Object.keys(prod.vars),
      ...(prod.ai ? [prod.ai.binding] : []),
    ];
    expect(names.length).toBeGreaterThan(8);
    for (const n of names) expect(printed, n).toMatch(new RegExp(`env\\.${n}\\b`));
    const bundle = readFileSync(join(ROOT, OUT_DIR, 'dist', 'worker.js'), 'utf8');
    const exported = bundleExports(bundle);
    expect(exported).toContain('default');
    for (const b of prod.durable_objects.bindings)
      expect(exported, b.class_name).toContain(b.class_name);
    // the fonts and the WebAssembly (HarfBuzz, resvg) travel with the render Worker only
    expect(readdirSync(join(ROOT, OUT_DIR, 'dist')).filter((f) => /\.(ttf|wasm)$/.test(f))).toEqual(
      [],
    );
    const render = readdirSync(join(ROOT, 'workers/render/dist'));
    // nine scripts' fonts: Odia joined the eight (issue 35)
    expect(render.filter((f) => f.endsWith('.ttf'))).toHaveLength(9);
    expect(render.filter((f) => f.endsWith('.wasm'))).toHaveLength(2);
    expect(printed).toMatch(/env\.RENDER \(jyotisha-render\)\s+Worker/);
  });
});

describe('npm run deploy against a stand-in Cloudflare API', () => {
  let api: FakeCloudflareApi;
  let env: Record<string, string | undefined>;
  const tomlBefore = readFileSync(join(ROOT, 'wrangler.toml'), 'utf8');
  const needs = requiredResources(raw, 'production');
  const migrationFiles = readdirSync(join(ROOT, 'migrations'))
    .filter((f) => f.endsWith('.sql'))
    .sort();

  beforeAll(async () => {
    api = await startFakeCloudflareApi();
    env = wranglerEnv({
      CLOUDFLARE_API_BASE_URL: api.baseUrl,
      CLOUDFLARE_API_TOKEN: 'test-token',
      CLOUDFLARE_ACCOUNT_ID: api.accountId,
    });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('first deploy on a fresh account: creates the resources, migrates D1, uploads with their ids', async () => {
    const t = testIo(env);
    const code = await runDeploy({ ...parseArgs([]), outDir: OUT_DIR }, t.io);
    expect(code, `${t.log.join('\n')}\n${t.wrangler.join('\n')}`).toBe(0);
    expect(api.unknown).toEqual([]);

    // resources, by name, once each
    expect(api.state.kv.map((n) => n.title).sort()).toEqual(needs.kv.map((k) => k.title).sort());
    expect(api.state.d1.map((d) => d.name)).toEqual(needs.d1.map((d) => d.name));
    expect(api.state.queues.map((q) => q.queue_name).sort()).toEqual([...needs.queues].sort());
    expect(api.state.r2.map((b) => b.name)).toEqual(needs.r2.map((b) => b.name));
    // every migration file applied remotely, in order
    expect(api.state.d1[0]?.migrations).toEqual(migrationFiles);

    // the upload: bindings carry the created ids
    const script = api.state.scripts.get(needs.workerName);
    expect(script).toBeDefined();
    const bindings = script!.metadata.bindings as Raw[];
    const byName = new Map(bindings.map((b) => [b.name, b]));
    for (const k of prod.kv_namespaces) {
      const ns = api.state.kv.find(
        (n) => n.title === needs.kv.find((x) => x.binding === k.binding)?.title,
      );
      expect(byName.get(k.binding)).toMatchObject({ type: 'kv_namespace', namespace_id: ns?.id });
    }
    for (const d of prod.d1_databases) {
      expect(byName.get(d.binding)).toMatchObject({
        type: 'd1',
        id: api.state.d1.find((x) => x.name === d.database_name)?.uuid,
      });
    }
    for (const p of prod.queues.producers)
      expect(byName.get(p.binding)).toMatchObject({ type: 'queue', queue_name: p.queue });
    for (const b of prod.r2_buckets)
      expect(byName.get(b.binding)).toMatchObject({
        type: 'r2_bucket',
        bucket_name: b.bucket_name,
      });
    for (const b of prod.durable_objects.bindings)
      expect(byName.get(b.name)).toMatchObject({
        type: 'durable_object_namespace',
        class_name: b.class_name,
      });
    if (prod.ai) expect(byName.get(prod.ai.binding)).toMatchObject({ type: 'ai' });
    for (const [k, v] of Object.entries(prod.vars as Record<string, string>))
      expect(byName.get(k)).toMatchObject({ type: 'plain_text', text: v });
    // the render Worker went up too (before the API, whose RENDER binding names it), with no bindings
    for (const sv of prod.services)
      expect(byName.get(sv.binding)).toMatchObject({ type: 'service', service: sv.service });
    const render = api.state.scripts.get('jyotisha-render');
    expect(render?.uploads).toBe(1);
    expect(render!.metadata.bindings).toEqual([]);
    expect(bindings.some((b) => SECRETS.some((s) => s.name === b.name))).toBe(false);

    // Durable Object migrations, crons, the consumer with its dead-letter queue
    expect(script!.migrationTag).toBe(raw.migrations.at(-1).tag);
    expect((script!.metadata.migrations as Raw).steps).toHaveLength(raw.migrations.length);
    expect(script!.crons).toEqual(raw.triggers.crons);
    for (const c of prod.queues.consumers) {
      const q = api.state.queues.find((x) => x.queue_name === c.queue);
      expect(q?.consumers).toEqual([
        expect.objectContaining({
          script: needs.workerName,
          dead_letter_queue: c.dead_letter_queue,
          settings: expect.objectContaining({
            batch_size: c.max_batch_size,
            max_retries: c.max_retries,
            max_wait_time_ms: c.max_batch_timeout * 1000,
          }),
        }),
      ]);
    }

    // secrets: none set, every one reported with its command
    const log = t.log.join('\n');
    expect(log).toContain(`Secrets not set yet (${SECRETS.length})`);
    for (const s of SECRETS)
      expect(log).toContain(`npx wrangler secret put ${s.name} --env production`);

    // ids only in the generated, git-ignored file
    const generated = readFileSync(join(ROOT, OUT_DIR, 'wrangler.production.jsonc'), 'utf8');
    const toml = readFileSync(join(ROOT, 'wrangler.toml'), 'utf8');
    expect(toml).toBe(tomlBefore);
    for (const id of [...api.state.kv.map((n) => n.id), ...api.state.d1.map((d) => d.uuid)]) {
      expect(generated).toContain(id);
      expect(toml).not.toContain(id);
    }
  });

  it('second deploy: reuses everything, applies no migration twice, uploads a new version', async () => {
    const before = api.requests.length;
    const script = api.state.scripts.get(needs.workerName)!;
    script.secrets.set('ADMIN_TOKEN', 'set-by-the-operator');
    const uploads = script.uploads;
    const t = testIo(env);
    const code = await runDeploy({ ...parseArgs([]), outDir: OUT_DIR }, t.io);
    expect(code, `${t.log.join('\n')}\n${t.wrangler.join('\n')}`).toBe(0);
    expect(api.unknown).toEqual([]);
    const creates = api.requests
      .slice(before)
      .filter(
        (r) =>
          r.method === 'POST' &&
          /\/(storage\/kv\/namespaces|d1\/database|queues|r2\/buckets)$/.test(r.path),
      );
    expect(creates).toEqual([]);
    expect(api.state.r2).toHaveLength(needs.r2.length);
    expect(api.state.kv).toHaveLength(needs.kv.length);
    expect(api.state.queues).toHaveLength(needs.queues.length);
    expect(api.state.d1[0]?.migrations).toEqual(migrationFiles);
    expect(t.wrangler.join('\n')).toContain('No migrations to apply!');
    expect(script.uploads).toBe(uploads + 1);
    expect(script.deployments).toHaveLength(2);
    expect(script.migrationTag).toBe(raw.migrations.at(-1).tag);
    const log = t.log.join('\n');
    expect(log).toMatch(/KV namespace\s+jyotisha-api-cache\s+CACHE\s+reuse/);
    expect(log).toContain(`Secrets not set yet (${SECRETS.length - 1})`);
    expect(log).not.toContain('secret put ADMIN_TOKEN');
    expect(existsSync(join(ROOT, OUT_DIR, 'wrangler.production.jsonc'))).toBe(true);
  });
});
