/**
 * @module Records what the project's wrangler prints for the commands `npm run deploy` parses,
 * into test/fixtures/deploy/<account>/, for test/node/deploy-plan.test.ts.
 *
 * No Cloudflare account is reachable where this project is built, so wrangler is pointed
 * (CLOUDFLARE_API_BASE_URL) at the stand-in API of test/node/support/fake-cloudflare-api.ts,
 * seeded with two accounts: `fresh` (nothing on it) and `existing` (this Worker's resources among
 * others with similar names, queues over several pages, a deployed Worker with two secrets). The
 * text is wrangler's own formatting (banner, JSON, box-drawn tables); the data is the seed.
 * Each folder's commands.json names the command and exit code of each file (stdout only).
 *
 * Usage: node scripts/run-ts.mjs scripts/record-wrangler-outputs.ts
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import {
  startFakeCloudflareApi,
  type FakeAccountState,
} from '../test/node/support/fake-cloudflare-api.js';

const ROOT = resolve(process.cwd());
const OUT = join(ROOT, 'test/fixtures/deploy');
const require = createRequire(join(ROOT, 'package.json'));
const WRANGLER = join(dirname(require.resolve('wrangler/package.json')), 'bin', 'wrangler.js');
const T = '2026-01-01T00:00:00.000Z';

const existing: Partial<FakeAccountState> = {
  kv: [
    {
      id: '5e2d0f3c9b8a47d6a1c2b3d4e5f60718',
      title: 'jyotisha-api-cache',
      supports_url_encoding: true,
    },
    {
      id: '0b1c2d3e4f5a46b7c8d9e0f1a2b3c4d5',
      title: 'jyotisha-api-cache-preview',
      supports_url_encoding: true,
    },
    {
      id: 'f00dfeedc0ffee00aa11bb22cc33dd44',
      title: 'other-worker-cache',
      supports_url_encoding: true,
    },
  ],
  d1: [
    {
      uuid: '3f6a9c1e-2b4d-4e8f-9a0b-1c2d3e4f5a6b',
      name: 'jyotisha',
      created_at: T,
      version: 'production',
      num_tables: 12,
      file_size: 245760,
      migrations: [],
    },
    {
      uuid: '7d8e9f0a-1b2c-4d3e-8f4a-5b6c7d8e9f0a',
      name: 'jyotisha-staging',
      created_at: T,
      version: 'production',
      num_tables: 12,
      file_size: 122880,
      migrations: [],
    },
    {
      uuid: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
      name: 'unrelated',
      created_at: T,
      version: 'production',
      num_tables: 1,
      file_size: 12288,
      migrations: [],
    },
  ],
  queues: [
    'alerts',
    'jyotisha-jobs',
    'jyotisha-jobs-dead',
    'jyotisha-webhooks',
    'jyotisha-webhooks-dead',
    'jyotisha-webhooks-staging',
    'zeta',
  ].map((name, i) => ({
    queue_id: `${String(i + 1).repeat(8)}aaaabbbbccccddddeeeeffff`.slice(0, 32),
    queue_name: name,
    created_on: T,
    modified_on: T,
    consumers: [],
  })),
  r2: [
    { name: 'jyotisha-jobs', creation_date: T, location: 'APAC' },
    { name: 'jyotisha-jobs-staging', creation_date: T, location: 'APAC' },
    { name: 'media', creation_date: T, location: 'WEUR' },
  ],
  scripts: new Map([
    [
      'jyotisha-api',
      {
        name: 'jyotisha-api',
        metadata: {},
        modules: [],
        crons: [],
        workersDev: true,
        migrationTag: 'v2',
        uploads: 1,
        deployments: ['v-1'],
        secrets: new Map([
          ['ADMIN_TOKEN', 'x'],
          ['INDEXNOW_KEY', 'y'],
        ]),
      },
    ],
  ]),
};

const COMMANDS: [file: string, args: string[]][] = [
  ['kv-namespace-list.txt', ['kv', 'namespace', 'list']],
  ['d1-list.txt', ['d1', 'list', '--json']],
  ...[1, 2, 3, 4, 5].map((p): [string, string[]] => [
    `queues-list-page-${p}.txt`,
    ['queues', 'list', '--page', String(p)],
  ]),
  ['r2-bucket-list.txt', ['r2', 'bucket', 'list']],
  ['secret-list.txt', ['secret', 'list', '--env', 'production']],
];

/** Runs every command against a stand-in account seeded with `seed`; writes stdout (and stderr on failure). */
async function record(
  account: 'fresh' | 'existing',
  seed: Partial<FakeAccountState>,
): Promise<void> {
  const api = await startFakeCloudflareApi(seed);
  const dir = join(OUT, account);
  mkdirSync(dir, { recursive: true });
  const env = {
    ...process.env,
    CLOUDFLARE_API_BASE_URL: api.baseUrl,
    CLOUDFLARE_API_TOKEN: 'recording-token',
    CLOUDFLARE_ACCOUNT_ID: api.accountId,
    WRANGLER_SEND_METRICS: 'false',
    NO_COLOR: '1',
    FORCE_COLOR: '0',
  };
  const index: Record<string, { command: string; exit: number }> = {};
  for (const [file, args] of COMMANDS) {
    if (account === 'fresh' && /page-[2345]/.test(file)) continue;
    const r = await runAsync(args, env);
    // stdout only: stderr names this machine's wrangler log folder
    writeFileSync(join(dir, file), r.stdout);
    index[file] = { command: `wrangler ${args.join(' ')}`, exit: r.status };
    console.log([account, index[file].command, r.status, r.stdout.length].join('\t'));
  }
  writeFileSync(join(dir, 'commands.json'), `${JSON.stringify(index, null, 2)}\n`);
  await api.close();
}

/** wrangler in a child process (asynchronously: the stand-in API answers from this one). */
function runAsync(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(process.execPath, [WRANGLER, ...args], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => {
      stdout += c;
    });
    child.stderr.on('data', (c) => {
      stderr += c;
    });
    child.on('error', reject);
    child.on('close', (code) => resolveRun({ status: code ?? 1, stdout, stderr }));
  });
}

console.log('account\tcommand\texit\tstdout chars');
await record('fresh', {});
await record('existing', existing);
