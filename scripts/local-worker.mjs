// The built Worker (`wrangler deploy --dry-run --outdir <dir>`) run in workerd through Miniflare
// with local KV, D1 and the Durable Objects, as the benchmarks and the fuzz harness need it, and
// beside it the render Worker (scripts/render-worker.mjs: the card fonts, HarfBuzz and resvg)
// behind the RENDER service binding, as deployed.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { Miniflare, Log, LogLevel } from 'miniflare';
import { buildRenderWorker, RENDER_WORKER_NAME, renderWorkerOptions } from './render-worker.mjs';

/**
 * Build the Worker as it deploys into `outDir`, and the render Worker into `outDir`/render (`extra`:
 * more wrangler flags, e.g. --no-minify for readable profiles; `renderBuilt`: a folder where the
 * render Worker is already built, linked as `outDir`/render instead of building it again: the test
 * run builds it once in vitest.config.ts).
 * @param {string} root
 * @param {string} outDir
 * @param {string[]} [extra]
 * @param {string} [renderBuilt]
 */
export function buildWorker(root, outDir, extra = [], renderBuilt) {
  execFileSync(
    'npx',
    ['wrangler', 'deploy', '--dry-run', '--env', '', '--outdir', outDir, ...extra],
    { cwd: root, stdio: 'ignore', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
  );
  if (renderBuilt && existsSync(join(renderBuilt, 'worker.js')))
    symlinkSync(renderBuilt, join(outDir, 'render'), 'dir');
  else buildRenderWorker(root, join(outDir, 'render'));
}

/**
 * @param {string} outDir where buildWorker wrote the bundle
 * @param {{ publicBaseUrl: string, quiet?: boolean, adminToken?: string, port?: number, vars?: Record<string, string>, inspectorPort?: number, persistDir?: string, extraWorkers?: object[] }} opts
 *   port: where Miniflare listens on 127.0.0.1 (0 = a free port; read it from `await mf.ready`);
 *   vars: further vars and secrets of the API Worker (they win over the defaults here);
 *   inspectorPort: workerd's DevTools inspector (CPU profiles of the Worker's isolate: scripts/profile-jobs.mjs);
 *   persistDir: keep KV, D1, Durable Objects, R2 and the cache on disk there (a later instance on the
 *   same folder finds the keys and accounts: the cold-start runs of scripts/bench-routes.mjs);
 *   extraWorkers: further Miniflare workers of the same process, after the API and the render Worker
 */
export function localWorker(outDir, opts) {
  return new Miniflare({
    ...(opts.port !== undefined ? { host: '127.0.0.1', port: opts.port } : {}),
    ...(opts.inspectorPort !== undefined ? { inspectorPort: opts.inspectorPort } : {}),
    ...(opts.persistDir !== undefined
      ? {
          kvPersist: join(opts.persistDir, 'kv'),
          d1Persist: join(opts.persistDir, 'd1'),
          durableObjectsPersist: join(opts.persistDir, 'do'),
          r2Persist: join(opts.persistDir, 'r2'),
          cachePersist: join(opts.persistDir, 'cache'),
        }
      : {}),
    log: new Log(opts.quiet ? LogLevel.NONE : LogLevel.ERROR),
    workers: [
      {
        name: 'jyotisha-api',
        modules: true,
        scriptPath: join(outDir, 'worker.js'),
        modulesRoot: outDir,
        compatibilityDate: '2026-04-01',
        serviceBindings: { RENDER: RENDER_WORKER_NAME },
        durableObjects: {
          RATE_LIMITER: { className: 'RateLimiter', useSQLite: true },
          KEY_QUOTA: { className: 'KeyQuota', useSQLite: true },
          SUBSCRIPTION_LEDGER: { className: 'SubscriptionLedger', useSQLite: true },
          JOB_LEDGER: { className: 'JobLedger', useSQLite: true },
        },
        kvNamespaces: ['CACHE'],
        d1Databases: ['DB'],
        r2Buckets: ['JOBS_BUCKET'],
        queueProducers: { WEBHOOK_QUEUE: 'jyotisha-webhooks', JOBS_QUEUE: 'jyotisha-jobs' },
        // the research jobs' shards and dead letters, as wrangler.toml consumes them (docs/jobs.md)
        queueConsumers: {
          'jyotisha-jobs': {
            maxBatchSize: 4,
            maxBatchTimeout: 1,
            maxRetries: 3,
            deadLetterQueue: 'jyotisha-jobs-dead',
          },
          'jyotisha-jobs-dead': { maxBatchSize: 10, maxBatchTimeout: 1, maxRetries: 5 },
        },
        bindings: {
          FAMILY_HOSTS: '',
          PUBLIC_BASE_URL: opts.publicBaseUrl,
          INDEXNOW_ENDPOINT: 'https://indexnow.invalid/indexnow',
          WEBHOOK_ALLOW_LOOPBACK: '',
          // Family V's request ids: the public development key (.dev.vars.example; refused on https deployments)
          REQUEST_ID_KEYS: 'dev1:ZGV2ZWxvcG1lbnQtb25seS1yZXF1ZXN0LWlkLWtleSE=',
          ...(opts.adminToken ? { ADMIN_TOKEN: opts.adminToken } : {}),
          ...(opts.vars ?? {}),
        },
      },
      renderWorkerOptions(join(outDir, 'render')),
      ...(opts.extraWorkers ?? []),
    ],
  });
}

/** Apply migrations/*.sql, in order, to the local D1 of `mf`. */
export async function applyMigrations(mf, root) {
  const db = await mf.getD1Database('DB');
  for (const f of readdirSync(join(root, 'migrations'))
    .filter((n) => n.endsWith('.sql'))
    .sort()) {
    for (const stmt of readFileSync(join(root, 'migrations', f), 'utf8')
      .split(/;\s*$/m)
      .map((s) => s.replace(/--.*$/gm, '').trim())
      .filter(Boolean))
      await db.prepare(stmt).run();
  }
}
