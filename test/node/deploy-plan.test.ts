/**
 * The planning half of `npm run deploy` (scripts/deploy/plan.mjs) and the order of its wrangler
 * commands (scripts/deploy.mjs runDeploy), on wrangler outputs recorded by
 * scripts/record-wrangler-outputs.ts (test/fixtures/deploy/: the project's wrangler printing a
 * stand-in account), and on the committed wrangler.toml read by wrangler's own parser.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { experimental_readRawConfig } from 'wrangler';
import {
  GENERATED_DIR,
  checkConfig,
  kvTitle,
  missingSecrets,
  parseD1List,
  parseJsonOutput,
  parseKvList,
  parseQueueTable,
  parseR2List,
  parseSecretList,
  planActions,
  renderDeployConfig,
  renderDeployConfigText,
  requiredResources,
  resolveIds,
  routedHosts,
  stripAnsi,
  workerNameOf,
} from '../../scripts/deploy/plan.mjs';
import { SECRETS } from '../../scripts/deploy/secrets.mjs';
import { generatedConfigPath, parseArgs, runDeploy, type DeployIo } from '../../scripts/deploy.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const FIX = join(ROOT, 'test/fixtures/deploy');
const fixture = (account: string, file: string) => readFileSync(join(FIX, account, file), 'utf8');
type Raw = Record<string, any>;
const committed = (): Raw =>
  experimental_readRawConfig({ config: join(ROOT, 'wrangler.toml') }).rawConfig as Raw;

/** A small configuration in the shape of wrangler.toml, for the checks. */
function sample(patch: (c: Raw) => void = () => {}): Raw {
  const c: Raw = {
    name: 'svc',
    main: 'src/worker.ts',
    compatibility_date: '2026-04-01',
    rules: [{ type: 'Data', globs: ['**/*.ttf'] }],
    migrations: [{ tag: 'v1', new_sqlite_classes: ['Limiter'] }],
    kv_namespaces: [{ binding: 'CACHE', id: 'local-cache' }],
    d1_databases: [
      {
        binding: 'DB',
        database_name: 'svc',
        database_id: '00000000-0000-4000-8000-000000000001',
        migrations_dir: 'migrations',
      },
    ],
    env: {
      production: {
        name: 'svc',
        vars: { PUBLIC_BASE_URL: 'https://api.jyotisha.in', FAMILY_HOSTS: 'n.jyotisha.in=N' },
        routes: [
          { pattern: 'api.jyotisha.in', custom_domain: true },
          { pattern: '*.jyotisha.in/*', zone_name: 'jyotisha.in' },
        ],
        durable_objects: { bindings: [{ name: 'LIMITER', class_name: 'Limiter' }] },
        kv_namespaces: [{ binding: 'CACHE' }, { binding: 'SESSION_STORE' }],
        d1_databases: [{ binding: 'DB', database_name: 'svc', migrations_dir: 'migrations' }],
        queues: {
          producers: [
            { binding: 'Q', queue: 'svc-jobs' },
            { binding: 'Q2', queue: 'svc-mail' },
          ],
          consumers: [
            { queue: 'svc-jobs', dead_letter_queue: 'svc-jobs-dead' },
            { queue: 'svc-mail', dead_letter_queue: 'svc-jobs-dead' },
          ],
        },
      },
      staging: { name: 'svc-staging' },
    },
  };
  patch(c);
  return c;
}

describe('wrangler outputs (recorded)', () => {
  it('reads the KV namespaces, D1 databases and secrets past the banner', () => {
    expect(parseKvList(fixture('existing', 'kv-namespace-list.txt'))).toEqual([
      { id: '5e2d0f3c9b8a47d6a1c2b3d4e5f60718', title: 'jyotisha-api-cache' },
      { id: '0b1c2d3e4f5a46b7c8d9e0f1a2b3c4d5', title: 'jyotisha-api-cache-preview' },
      { id: 'f00dfeedc0ffee00aa11bb22cc33dd44', title: 'other-worker-cache' },
    ]);
    expect(parseD1List(fixture('existing', 'd1-list.txt')).map((d) => d.name)).toEqual([
      'jyotisha',
      'jyotisha-staging',
      'unrelated',
    ]);
    expect(parseD1List(fixture('existing', 'd1-list.txt'))[0]?.uuid).toBe(
      '3f6a9c1e-2b4d-4e8f-9a0b-1c2d3e4f5a6b',
    );
    expect(parseSecretList(fixture('existing', 'secret-list.txt'))).toEqual([
      'ADMIN_TOKEN',
      'INDEXNOW_KEY',
    ]);
    expect(parseKvList(fixture('fresh', 'kv-namespace-list.txt'))).toEqual([]);
    expect(parseD1List(fixture('fresh', 'd1-list.txt'))).toEqual([]);
  });

  it('reads the box-drawn queue table page by page; an empty page is empty', () => {
    const pages = [1, 2, 3, 4, 5].map((p) =>
      parseQueueTable(fixture('existing', `queues-list-page-${p}.txt`)),
    );
    expect(pages.map((p) => p.map((q) => q.name))).toEqual([
      ['alerts', 'jyotisha-jobs'],
      ['jyotisha-jobs-dead', 'jyotisha-webhooks'],
      ['jyotisha-webhooks-dead', 'jyotisha-webhooks-staging'],
      ['zeta'],
      [],
    ]);
    expect(pages[0]?.[1]?.id).toBe('22222222aaaabbbbccccddddeeeeffff');
    expect(parseQueueTable(fixture('fresh', 'queues-list-page-1.txt'))).toEqual([]);
  });

  it('still reads the table and JSON when wrangler colours its output', () => {
    const coloured = fixture('existing', 'queues-list-page-1.txt')
      .replaceAll('│', '\u001b[90m│\u001b[39m')
      .replace('name', '\u001b[34mname\u001b[39m');
    expect(parseQueueTable(coloured).map((q) => q.name)).toEqual(['alerts', 'jyotisha-jobs']);
    expect(stripAnsi('\u001b[31mx\u001b[0m')).toBe('x');
  });

  it('reads the R2 bucket listing; an account without buckets lists none', () => {
    expect(parseR2List(fixture('existing', 'r2-bucket-list.txt'))).toEqual([
      'jyotisha-jobs',
      'jyotisha-jobs-staging',
      'media',
    ]);
    expect(parseR2List(fixture('fresh', 'r2-bucket-list.txt'))).toEqual([]);
    expect(() => parseR2List('something else')).toThrow(/printed no bucket listing/);
  });

  it('refuses output it cannot read instead of taking it for an empty account', () => {
    // what `wrangler secret list` prints on stdout for a Worker not deployed yet: nothing
    expect(JSON.parse(fixture('fresh', 'commands.json'))['secret-list.txt'].exit).toBe(1);
    expect(() => parseSecretList(fixture('fresh', 'secret-list.txt'))).toThrow(/printed no JSON/);
    expect(() => parseJsonOutput('[{"id": 1,', 'kv namespace list')).toThrow(/does not parse/);
    expect(() => parseKvList('{"id": "x"}')).toThrow(/JSON array/);
    expect(() => parseKvList('[{"id": 5, "title": "x"}]')).toThrow(/string id/);
    expect(() => parseQueueTable('│ a │ b │\n│ 1 │ 2 │')).toThrow(/id and name columns/);
  });
});

describe('the committed wrangler.toml', () => {
  it('holds no ids in [env.production] and passes every check', () => {
    const raw = committed();
    const env = raw.env.production;
    expect(env.kv_namespaces.length).toBeGreaterThan(0);
    for (const k of env.kv_namespaces) {
      expect(k.id).toBeUndefined();
      expect(k.preview_id).toBeUndefined();
    }
    for (const d of env.d1_databases) {
      expect(d.database_id).toBeUndefined();
      expect(d.preview_database_id).toBeUndefined();
    }
    expect(checkConfig(raw, 'production').errors).toEqual([]);
  });

  it('needs every KV namespace, D1 database, queue and R2 bucket its production bindings name', () => {
    const raw = committed();
    const env = raw.env.production;
    const needs = requiredResources(raw, 'production');
    expect(needs.workerName).toBe(env.name);
    expect(needs.kv.map((k) => k.binding)).toEqual(env.kv_namespaces.map((k: Raw) => k.binding));
    for (const k of needs.kv)
      expect(k.title).toBe(`${env.name}-${k.binding.toLowerCase().replaceAll('_', '-')}`);
    expect(needs.d1.map((d) => d.name)).toEqual(env.d1_databases.map((d: Raw) => d.database_name));
    const named = [
      ...env.queues.producers.map((p: Raw) => p.queue),
      ...env.queues.consumers.flatMap((c: Raw) => [c.queue, c.dead_letter_queue]),
    ].filter(Boolean);
    expect(new Set(needs.queues)).toEqual(new Set(named));
    expect(needs.queues.length).toBe(new Set(named).size);
    expect(needs.r2).toEqual(
      env.r2_buckets.map((b: Raw) => ({ binding: b.binding, name: b.bucket_name })),
    );
    expect(needs.r2.length).toBeGreaterThan(0);
  });
});

describe('names and needs', () => {
  it('names KV namespaces as wrangler provisions them and queues once each', () => {
    expect(kvTitle('jyotisha-api', 'CACHE')).toBe('jyotisha-api-cache');
    expect(kvTitle('svc', 'SESSION_STORE')).toBe('svc-session-store');
    const needs = requiredResources(sample(), 'production');
    expect(needs).toEqual({
      workerName: 'svc',
      kv: [
        { binding: 'CACHE', title: 'svc-cache' },
        { binding: 'SESSION_STORE', title: 'svc-session-store' },
      ],
      d1: [{ binding: 'DB', name: 'svc', migrationsDir: 'migrations' }],
      queues: ['svc-jobs', 'svc-mail', 'svc-jobs-dead'],
      r2: [],
    });
  });

  it('takes the environment name, else <name>-<env>, and refuses a missing environment', () => {
    expect(workerNameOf(sample(), 'staging')).toBe('svc-staging');
    expect(
      workerNameOf(
        sample((c) => {
          delete c.env.staging.name;
        }),
        'staging',
      ),
    ).toBe('svc-staging');
    expect(
      workerNameOf(
        sample((c) => {
          c.env.staging.name = 'other';
        }),
        'staging',
      ),
    ).toBe('other');
    expect(() => requiredResources(sample(), 'preview')).toThrow(
      /no \[env.preview\] \(environments: production, staging\)/,
    );
  });

  it('lists the hosts routes send to the Worker', () => {
    expect(routedHosts(sample().env.production)).toEqual(['api.jyotisha.in', '*.jyotisha.in']);
    expect(routedHosts({ route: 'https://x.example.org/api/*' })).toEqual(['x.example.org']);
    expect(routedHosts({})).toEqual([]);
  });
});

describe('checkConfig', () => {
  it('passes a sound configuration', () => {
    expect(checkConfig(sample(), 'production')).toEqual({ errors: [], warnings: [] });
  });

  it('refuses committed ids in the environment', () => {
    const { errors } = checkConfig(
      sample((c) => {
        c.env.production.kv_namespaces[0].id = 'abc';
        c.env.production.d1_databases[0].database_id = '00000000-0000-4000-8000-000000000002';
      }),
      'production',
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/kv_namespaces CACHE: remove the committed id.*"svc-cache"/);
    expect(errors[1]).toMatch(/d1_databases DB: remove the committed database_id.*"svc"/);
  });

  it('refuses a Durable Object class no migration creates, deleted classes and duplicate tags', () => {
    const noMigration = checkConfig(
      sample((c) => {
        c.env.production.durable_objects.bindings.push({ name: 'QUOTA', class_name: 'Quota' });
      }),
      'production',
    );
    expect(noMigration.errors).toEqual([
      expect.stringMatching(
        /QUOTA: class Quota is created by no \[\[migrations\]\].*new_sqlite_classes = \["Quota"\]/,
      ),
    ]);
    const deleted = checkConfig(
      sample((c) => {
        c.migrations.push({ tag: 'v2', deleted_classes: ['Limiter'] });
      }),
      'production',
    );
    expect(deleted.errors).toEqual([expect.stringMatching(/LIMITER: class Limiter/)]);
    const renamed = checkConfig(
      sample((c) => {
        c.migrations.push({ tag: 'v2', renamed_classes: [{ from: 'Limiter', to: 'Bucket' }] });
        c.env.production.durable_objects.bindings[0].class_name = 'Bucket';
      }),
      'production',
    );
    expect(renamed.errors).toEqual([]);
    const otherWorker = checkConfig(
      sample((c) => {
        c.env.production.durable_objects.bindings.push({
          name: 'EXT',
          class_name: 'Ext',
          script_name: 'other',
        });
      }),
      'production',
    );
    expect(otherWorker.errors).toEqual([]);
    const dup = checkConfig(
      sample((c) => {
        c.migrations.push({ tag: 'v1', new_classes: ['X'] });
      }),
      'production',
    );
    expect(dup.errors).toEqual([expect.stringMatching(/duplicate tags/)]);
  });

  it('refuses a secret written into vars, at the top level or in the environment', () => {
    const { errors } = checkConfig(
      sample((c) => {
        c.vars = { ADMIN_TOKEN: 'hunter2', WEBHOOK_ALLOW_LOOPBACK: '1' };
        c.env.production.vars.EMAIL_API_KEY = 're_123';
        c.env.production.vars.MODEL_API_KEY = '';
      }),
      'production',
    );
    expect(errors).toEqual([
      expect.stringMatching(
        /^\[vars\] ADMIN_TOKEN: a secret with a committed value.*wrangler secret put ADMIN_TOKEN --env production/,
      ),
      expect.stringMatching(/^\[env.production.vars\] EMAIL_API_KEY/),
    ]);
  });

  it('warns when PUBLIC_BASE_URL or FAMILY_HOSTS name hosts no route reaches', () => {
    const example = checkConfig(
      sample((c) => {
        c.env.production.vars.PUBLIC_BASE_URL = 'https://jyotisha.example';
      }),
      'production',
    );
    expect(example.errors).toEqual([]);
    expect(example.warnings).toEqual([expect.stringMatching(/reserved example host/)]);
    const unrouted = checkConfig(
      sample((c) => {
        c.env.production.vars = {
          PUBLIC_BASE_URL: 'https://api.other.in',
          FAMILY_HOSTS: 'n.jyotisha.in=N, t.other.in=T',
        };
      }),
      'production',
    );
    expect(unrouted.warnings).toEqual([
      expect.stringMatching(/PUBLIC_BASE_URL's host api.other.in is not among the routes/),
      expect.stringMatching(/FAMILY_HOSTS maps t.other.in, which no route/),
    ]);
    const workersDev = checkConfig(
      sample((c) => {
        c.env.production.vars.PUBLIC_BASE_URL = 'https://svc.me.workers.dev';
      }),
      'production',
    );
    expect(workersDev.warnings).toEqual([]);
    const empty = checkConfig(
      sample((c) => {
        c.env.production.vars.PUBLIC_BASE_URL = '';
      }),
      'production',
    );
    expect(empty.warnings).toEqual([expect.stringMatching(/PUBLIC_BASE_URL is empty/)]);
  });

  it('refuses malformed FAMILY_HOSTS and PUBLIC_BASE_URL, and a Worker reachable nowhere', () => {
    const bad = checkConfig(
      sample((c) => {
        c.env.production.vars = {
          PUBLIC_BASE_URL: 'api.jyotisha.in',
          FAMILY_HOSTS: 'n.jyotisha.in=X,t.jyotisha.in',
        };
      }),
      'production',
    );
    expect(bad.errors).toEqual([
      expect.stringMatching(/PUBLIC_BASE_URL is not a URL/),
      expect.stringMatching(/"n.jyotisha.in=X" is not host=FAMILY/),
      expect.stringMatching(/"t.jyotisha.in" is not host=FAMILY/),
    ]);
    const nowhere = checkConfig(
      sample((c) => {
        c.env.production.workers_dev = false;
        delete c.env.production.routes;
        c.env.production.vars = { PUBLIC_BASE_URL: 'https://svc.me.workers.dev' };
      }),
      'production',
    );
    expect(nowhere.errors).toEqual([expect.stringMatching(/reachable nowhere/)]);
    expect(checkConfig(sample(), 'nope').errors).toEqual([
      expect.stringMatching(/no \[env.nope\]/),
    ]);
  });
});

describe('create or reuse', () => {
  const needs = requiredResources(committed(), 'production');
  const existing = {
    kv: parseKvList(fixture('existing', 'kv-namespace-list.txt')),
    d1: parseD1List(fixture('existing', 'd1-list.txt')),
    queues: [1, 2, 3, 4, 5].flatMap((p) =>
      parseQueueTable(fixture('existing', `queues-list-page-${p}.txt`)),
    ),
    r2: parseR2List(fixture('existing', 'r2-bucket-list.txt')),
  };
  const fresh = {
    kv: parseKvList(fixture('fresh', 'kv-namespace-list.txt')),
    d1: parseD1List(fixture('fresh', 'd1-list.txt')),
    queues: parseQueueTable(fixture('fresh', 'queues-list-page-1.txt')),
    r2: parseR2List(fixture('fresh', 'r2-bucket-list.txt')),
  };

  it('creates everything on a fresh account', () => {
    const actions = planActions(needs, fresh);
    expect(actions.length).toBe(
      needs.kv.length + needs.d1.length + needs.queues.length + needs.r2.length,
    );
    expect(actions.every((a) => a.action === 'create' && a.id === undefined)).toBe(true);
    expect(() => resolveIds(needs, fresh)).toThrow(
      /not on the account after creating them: KV namespace "jyotisha-api-cache", D1 database "jyotisha", queue "jyotisha-webhooks", queue "jyotisha-jobs", queue "jyotisha-webhooks-dead", queue "jyotisha-jobs-dead", R2 bucket "jyotisha-jobs"/,
    );
  });

  it('reuses by exact name, never a namespace or database with a longer name', () => {
    const actions = planActions(needs, existing);
    expect(actions).toEqual([
      {
        kind: 'kv',
        name: 'jyotisha-api-cache',
        binding: 'CACHE',
        action: 'reuse',
        id: '5e2d0f3c9b8a47d6a1c2b3d4e5f60718',
      },
      {
        kind: 'd1',
        name: 'jyotisha',
        binding: 'DB',
        action: 'reuse',
        id: '3f6a9c1e-2b4d-4e8f-9a0b-1c2d3e4f5a6b',
      },
      {
        kind: 'queue',
        name: 'jyotisha-webhooks',
        action: 'reuse',
        id: '44444444aaaabbbbccccddddeeeeffff',
      },
      {
        kind: 'queue',
        name: 'jyotisha-jobs',
        action: 'reuse',
        id: '22222222aaaabbbbccccddddeeeeffff',
      },
      {
        kind: 'queue',
        name: 'jyotisha-webhooks-dead',
        action: 'reuse',
        id: '55555555aaaabbbbccccddddeeeeffff',
      },
      {
        kind: 'queue',
        name: 'jyotisha-jobs-dead',
        action: 'reuse',
        id: '33333333aaaabbbbccccddddeeeeffff',
      },
      { kind: 'r2', name: 'jyotisha-jobs', binding: 'JOBS_BUCKET', action: 'reuse' },
    ]);
    expect(resolveIds(needs, existing)).toEqual({
      kv: { CACHE: '5e2d0f3c9b8a47d6a1c2b3d4e5f60718' },
      d1: { DB: '3f6a9c1e-2b4d-4e8f-9a0b-1c2d3e4f5a6b' },
    });
  });

  it('creates only what is missing on a partly set-up account', () => {
    const partial = {
      ...existing,
      queues: existing.queues.filter((q) => q.name !== 'jyotisha-webhooks-dead'),
      kv: [],
      r2: ['jyotisha-jobs-staging'],
    };
    const actions = planActions(needs, partial);
    expect(actions.filter((a) => a.action === 'create').map((a) => a.name)).toEqual([
      'jyotisha-api-cache',
      'jyotisha-webhooks-dead',
      'jyotisha-jobs',
    ]);
  });
});

describe('the generated configuration', () => {
  const ids = {
    kv: {
      CACHE: 'aaaa1111bbbb2222cccc3333dddd4444',
      SESSION_STORE: 'eeee5555ffff6666aaaa7777bbbb8888',
    },
    d1: { DB: '11111111-2222-4333-8444-555555555555' },
  };

  it('holds the ids, rebased paths and only the deployed environment; wrangler.toml stays as it was', () => {
    const raw = sample();
    const before = structuredClone(raw);
    const out = renderDeployConfig(raw, 'production', ids, '.deploy');
    expect(raw).toEqual(before);
    expect(out.env.production.kv_namespaces).toEqual([
      { binding: 'CACHE', id: ids.kv.CACHE },
      { binding: 'SESSION_STORE', id: ids.kv.SESSION_STORE },
    ]);
    expect(out.env.production.d1_databases).toEqual([
      {
        binding: 'DB',
        database_name: 'svc',
        database_id: ids.d1.DB,
        migrations_dir: '../migrations',
      },
    ]);
    expect(Object.keys(out.env)).toEqual(['production']);
    expect(out.main).toBe('../src/worker.ts');
    expect(out.rules).toEqual(raw.rules); // globs are relative to the entry's folder, not the config's
    expect(out.d1_databases[0].migrations_dir).toBe('../migrations');
    expect(out.kv_namespaces).toEqual(raw.kv_namespaces); // the top level (local) is untouched
    expect(
      renderDeployConfig(
        sample((c) => {
          c.main = './src/w.ts';
        }),
        'production',
        ids,
        'a/b',
      ).main,
    ).toBe('../../src/w.ts');
    expect(
      renderDeployConfig(
        sample((c) => {
          c.main = '/abs/w.ts';
        }),
        'production',
        ids,
        '.deploy',
      ).main,
    ).toBe('/abs/w.ts');
  });

  it('leaves ids out that are not known yet (a dry run before the first deploy)', () => {
    const out = renderDeployConfig(sample(), 'production', { kv: { CACHE: 'x' } });
    expect(out.env.production.kv_namespaces).toEqual([
      { binding: 'CACHE', id: 'x' },
      { binding: 'SESSION_STORE' },
    ]);
    expect(out.env.production.d1_databases[0].database_id).toBeUndefined();
  });

  it('refuses settings whose paths it cannot rebase', () => {
    expect(() =>
      renderDeployConfig(
        sample((c) => {
          c.assets = { directory: 'public' };
        }),
        'production',
        ids,
      ),
    ).toThrow(/assets: the deploy cannot yet rebase/);
    expect(() =>
      renderDeployConfig(
        sample((c) => {
          c.env.production.wasm_modules = { X: 'x.wasm' };
        }),
        'production',
        ids,
      ),
    ).toThrow(/\[env.production\] wasm_modules/);
  });

  it('is JSON with a comment header that wrangler reads', () => {
    const text = renderDeployConfigText(
      renderDeployConfig(committed(), 'production', ids),
      'production',
    );
    expect(text.startsWith('// Generated by `npm run deploy`')).toBe(true);
    const json = JSON.parse(
      text
        .split('\n')
        .filter((l) => !l.startsWith('//'))
        .join('\n'),
    );
    expect(json.env.production.kv_namespaces[0].id).toBe(ids.kv.CACHE);
    expect(generatedConfigPath('production')).toBe(`${GENERATED_DIR}/wrangler.production.jsonc`);
  });

  it('lives in a git-ignored folder', () => {
    expect(readFileSync(join(ROOT, '.gitignore'), 'utf8').split('\n')).toContain(
      `${GENERATED_DIR}/`,
    );
  });
});

describe('the secrets catalogue', () => {
  const example = readFileSync(join(ROOT, '.dev.vars.example'), 'utf8')
    .split('\n')
    .map((l) => /^([A-Z][A-Z0-9_]*)=/.exec(l)?.[1])
    .filter((n): n is string => Boolean(n));

  it('covers every name of .dev.vars.example that is not a production var, and nothing else', () => {
    const prodVars = Object.keys(committed().env.production.vars ?? {});
    const names = SECRETS.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
    expect(example.filter((n) => !prodVars.includes(n)).sort()).toEqual([...names].sort());
  });

  it('names only secrets the Worker reads', () => {
    const src: string[] = [];
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        if (e.isDirectory()) walk(join(dir, e.name));
        else if (e.name.endsWith('.ts')) src.push(readFileSync(join(dir, e.name), 'utf8'));
      }
    };
    walk(join(ROOT, 'src'));
    const all = src.join('\n');
    for (const s of SECRETS) expect(all, s.name).toMatch(new RegExp(`\\b${s.name}\\b`));
  });

  it('is documented in docs/deploy.md, each secret with its put command', () => {
    const doc = readFileSync(join(ROOT, 'docs/deploy.md'), 'utf8');
    for (const s of SECRETS) expect(doc, s.name).toContain(`wrangler secret put ${s.name}`);
  });

  it('reports what is not set', () => {
    const missing = missingSecrets(parseSecretList(fixture('existing', 'secret-list.txt'))).map(
      (s) => s.name,
    );
    expect(missing).not.toContain('ADMIN_TOKEN');
    expect(missing).not.toContain('INDEXNOW_KEY');
    expect(missing.length).toBe(SECRETS.length - 2);
  });
});

describe('parseArgs', () => {
  it('reads the options and passes what follows -- to wrangler deploy', () => {
    expect(parseArgs([])).toEqual({
      dryRun: false,
      offline: false,
      envName: 'production',
      help: false,
      passThrough: [],
      outDir: '.deploy',
    });
    expect(
      parseArgs([
        '--dry-run',
        '--offline',
        '--env=staging',
        '--d1-location',
        'apac',
        '--',
        '--var',
        'A:b',
      ]),
    ).toEqual({
      dryRun: true,
      offline: true,
      envName: 'staging',
      d1Location: 'apac',
      help: false,
      passThrough: ['--var', 'A:b'],
      outDir: '.deploy',
    });
    expect(parseArgs(['-h']).help).toBe(true);
  });

  it('refuses what it does not know, with the reason', () => {
    expect(() => parseArgs(['--force'])).toThrow(
      /unknown option --force \(arguments for wrangler deploy go after --\)/,
    );
    expect(() => parseArgs(['--offline'])).toThrow(/only goes with --dry-run/);
    expect(() => parseArgs(['--d1-location', 'mars'])).toThrow(
      /must be one of weur, eeur, apac, oc, wnam, enam/,
    );
    expect(() => parseArgs(['--env'])).toThrow(/--env needs a value/);
    expect(() => parseArgs(['--env', '../x'])).toThrow(/not an environment name/);
  });
});

/**
 * A wrangler that answers from the recordings: the `fresh` account until something is created,
 * then the `existing` one; deploys and migrations succeed unless `failOn` matches.
 */
function recordedIo(start: 'fresh' | 'existing', failOn?: RegExp) {
  let account = start;
  const commands: string[] = [];
  const files = new Map<string, string>();
  const out: string[] = [];
  const io: DeployIo = {
    async run(args) {
      const cmd = args.join(' ');
      commands.push(cmd);
      if (failOn?.test(cmd))
        return {
          status: 1,
          stdout: '',
          stderr:
            '\n\u001b[31m✘ \u001b[41;31m[\u001b[41;97mERROR\u001b[41;31m]\u001b[0m \u001b[1mrecorded failure\u001b[0m\n',
        };
      const page = /^queues list --page (\d+)$/.exec(cmd);
      let file: string | undefined;
      if (cmd === 'kv namespace list') file = 'kv-namespace-list.txt';
      else if (cmd === 'd1 list --json') file = 'd1-list.txt';
      else if (page)
        file =
          account === 'fresh' && page[1] !== '1' ? undefined : `queues-list-page-${page[1]}.txt`;
      else if (cmd === 'r2 bucket list') file = 'r2-bucket-list.txt';
      else if (cmd.startsWith('secret list')) file = 'secret-list.txt';
      if (/^(kv namespace create|d1 create|queues create|r2 bucket create) /.test(cmd))
        account = 'existing';
      if (file) {
        const exit = JSON.parse(fixture(account, 'commands.json'))[file].exit as number;
        return { status: exit, stdout: fixture(account, file), stderr: '' };
      }
      return { status: 0, stdout: '', stderr: '' };
    },
    log: (line) => {
      out.push(line);
    },
    readConfig: async () => committed(),
    writeFile: (p, text) => {
      files.set(p, text);
    },
  };
  return { io, commands, files, out };
}

describe('runDeploy (recorded wrangler)', () => {
  const gen = '.deploy/wrangler.production.jsonc';
  const render = 'workers/render/wrangler.toml';

  it('on a fresh account: builds, creates by name, reads the ids back, migrates, deploys, lists secrets', async () => {
    const r = recordedIo('fresh');
    const code = await runDeploy(parseArgs(['--d1-location', 'apac']), r.io);
    expect(code).toBe(0);
    expect(r.commands).toEqual([
      'whoami',
      'kv namespace list',
      'd1 list --json',
      'queues list --page 1',
      'r2 bucket list',
      `deploy --dry-run --config ${gen} --env production --outdir dist`,
      `deploy --dry-run --config ${render} --env production --outdir dist`,
      'kv namespace create jyotisha-api-cache --update-config=false',
      'd1 create jyotisha --update-config=false --location apac',
      'queues create jyotisha-webhooks',
      'queues create jyotisha-jobs',
      'queues create jyotisha-webhooks-dead',
      'queues create jyotisha-jobs-dead',
      'r2 bucket create jyotisha-jobs',
      'kv namespace list',
      'd1 list --json',
      'queues list --page 1',
      'queues list --page 2',
      'queues list --page 3',
      'queues list --page 4',
      'queues list --page 5',
      'r2 bucket list',
      `d1 migrations apply DB --remote --config ${gen} --env production`,
      `deploy --config ${render} --env production`,
      `deploy --config ${gen} --env production`,
      `secret list --config ${gen} --env production`,
    ]);
    const written = r.files.get(gen) ?? '';
    expect(written).toContain('"id": "5e2d0f3c9b8a47d6a1c2b3d4e5f60718"');
    expect(written).toContain('"database_id": "3f6a9c1e-2b4d-4e8f-9a0b-1c2d3e4f5a6b"');
    const log = r.out.join('\n');
    expect(log).toContain('npx wrangler secret put PAYMENT_WEBHOOK_SECRET --env production');
    expect(log).not.toContain('npx wrangler secret put ADMIN_TOKEN');
  });

  it('on a deployed account: creates nothing and reads the account once', async () => {
    const r = recordedIo('existing');
    expect(
      await runDeploy(parseArgs(['--', '--var', 'PUBLIC_BASE_URL:https://api.jyotisha.in']), r.io),
    ).toBe(0);
    expect(
      r.commands.filter(
        (c) =>
          / create /.test(`${c} `) ||
          c.startsWith('queues create') ||
          c.startsWith('r2 bucket create'),
      ),
    ).toEqual([]);
    expect(r.commands.filter((c) => c === 'kv namespace list')).toHaveLength(1);
    expect(r.commands).toContain(
      `deploy --config ${gen} --env production --var PUBLIC_BASE_URL:https://api.jyotisha.in`,
    );
  });

  it('dry run: reads, builds and stops; --offline does not read the account', async () => {
    const r = recordedIo('fresh');
    expect(await runDeploy(parseArgs(['--dry-run']), r.io)).toBe(0);
    expect(r.commands).toEqual([
      'kv namespace list',
      'd1 list --json',
      'queues list --page 1',
      'r2 bucket list',
      `deploy --dry-run --config ${gen} --env production --outdir dist`,
      `deploy --dry-run --config ${render} --env production --outdir dist`,
    ]);
    const off = recordedIo('fresh');
    expect(await runDeploy(parseArgs(['--dry-run', '--offline']), off.io)).toBe(0);
    expect(off.commands).toEqual([
      `deploy --dry-run --config ${gen} --env production --outdir dist`,
      `deploy --dry-run --config ${render} --env production --outdir dist`,
    ]);
    expect(off.out.join('\n')).toMatch(
      /KV namespace\s+jyotisha-api-cache\s+CACHE\s+find or create/,
    );
  });

  it('dry run without a login: says so and still builds', async () => {
    const r = recordedIo('fresh', /^kv namespace list$/);
    expect(await runDeploy(parseArgs(['--dry-run']), r.io)).toBe(0);
    expect(r.out.join('\n')).toMatch(
      /could not read the account \(`wrangler kv namespace list` failed \(exit 1\): recorded failure\); run `npx wrangler login`/,
    );
    expect(r.commands.at(-1)).toMatch(/^deploy --dry-run/);
  });

  it('stops at the first failure: a broken build creates nothing, a failed migration deploys nothing', async () => {
    const build = recordedIo('fresh', /^deploy --dry-run/);
    await expect(runDeploy(parseArgs([]), build.io)).rejects.toThrow(
      /`wrangler deploy --dry-run .*` failed \(exit 1\)/,
    );
    expect(build.commands.some((c) => c.includes('create'))).toBe(false);
    const migrate = recordedIo('existing', /^d1 migrations apply/);
    await expect(runDeploy(parseArgs([]), migrate.io)).rejects.toThrow(
      /d1 migrations apply DB --remote/,
    );
    expect(migrate.commands.some((c) => c.startsWith('deploy --config'))).toBe(false);
    const list = recordedIo('fresh', /^d1 list/);
    await expect(runDeploy(parseArgs([]), list.io)).rejects.toThrow(
      /d1 list --json` failed[\s\S]*npx wrangler login/,
    );
    expect(list.commands.some((c) => c.startsWith('deploy'))).toBe(false);
    const login = recordedIo('fresh', /^whoami$/);
    await expect(runDeploy(parseArgs([]), login.io)).rejects.toThrow(/wrangler whoami/);
    expect(login.commands).toEqual(['whoami']);
  });

  it('refuses a configuration with errors before running wrangler at all', async () => {
    const r = recordedIo('fresh');
    r.io.readConfig = async () => {
      const c = committed();
      c.env.production.kv_namespaces[0].id = 'jyotisha-cache-production';
      return c;
    };
    expect(await runDeploy(parseArgs([]), r.io)).toBe(2);
    expect(r.commands).toEqual([]);
    expect(r.out.join('\n')).toMatch(
      /error: \[env.production\] kv_namespaces CACHE: remove the committed id/,
    );
  });
});
