import { createServer } from 'node:net';
import { join } from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';
import {
  buildRenderWorker,
  RENDER_WORKER_NAME,
  renderWorkerOptions,
} from './scripts/render-worker.mjs';
import FileTimesReporter from './test/support/file-times-reporter.js';
import PlannedSequencer from './test/support/test-order.js';

/**
 * The workers files that reach the render Worker (the RENDER service binding: the social card, and
 * chart drawings with Devanagari labels or an Indic title) or walk every operation of the documents.
 * Only they run beside the real render Worker (project `workers-render`): loading its fonts,
 * HarfBuzz and resvg costs about 3.4 s of CPU in every file's workerd, which the other files of the
 * `workers` project (about 140) no longer pay. There RENDER is a stand-in whose every call throws
 * "list this file in RENDER_FILES", so a file that needs the renderer fails loudly, never passes
 * without it (docs/performance.md "How long CI takes").
 */
const RENDER_FILES = [
  'test/architecture/import-graph.test.ts',
  'test/cron/rashifal-prerender.test.ts',
  'test/engine/drawing/chart-svg.test.ts',
  'test/engine/markup/escape.test.ts',
  'test/http/envelopes.test.ts',
  'test/http/plumbing.test.ts',
  'test/http/unknown-field.test.ts',
  'test/i18n/feeds.test.ts',
  'test/routes/chart-faults.test.ts',
  'test/routes/docs-answers.test.ts',
  'test/routes/docs-error-example.test.ts',
  'test/routes/docs.test.ts',
  'test/routes/engine-pins.test.ts',
  'test/routes/fuzz-slice.test.ts',
  'test/routes/key-headers.test.ts',
  'test/routes/openapi-files.test.ts',
  'test/routes/openapi-validate.test.ts',
  'test/routes/openapi.test.ts',
  'test/routes/p/anonymous-limits.test.ts',
  'test/routes/p/email.test.ts',
  'test/routes/p/og-image.test.ts',
  'test/routes/panchang/prerender-cron.test.ts',
  'test/routes/panchang/rss.test.ts',
  'test/routes/panchang/utsavas.test.ts',
  'test/routes/r/chart-svg.test.ts',
  'test/routes/r/signin-pages.test.ts',
  'test/routes/r2/advice.test.ts',
  'test/routes/r2/hints.test.ts',
  'test/routes/supported-range-docs.test.ts',
  'test/routes/t/compute.test.ts',
  'test/routes/tier-tags.test.ts',
  'test/routes/v/v.test.ts',
  'test/routes/values/values.test.ts',
  'test/routes/year-param.test.ts',
];

/** The RENDER stand-in of the `workers` project: every method throws, naming the fix. */
const RENDER_STUB = {
  name: RENDER_WORKER_NAME,
  modules: true,
  compatibilityDate: '2026-04-01',
  script: `import { WorkerEntrypoint } from 'cloudflare:workers';
const refuse = () => { throw new Error('this test file reaches the render Worker: list it in RENDER_FILES (vitest.config.ts)'); };
export default class extends WorkerEntrypoint { card() { refuse(); } chart() { refuse(); } fetch() { refuse(); } }`,
};

/** A free loopback port for the webhook receiver (test/support/webhook-receiver.ts). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      s.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

/**
 * Five projects, one run and one JSON report (what .ci/run counts):
 * - `workers`: every suite under test/ except test/browser, test/node, test/sdk and RENDER_FILES,
 *   inside workerd with real bindings; RENDER is a stand-in that refuses every call;
 * - `workers-render`: RENDER_FILES, the same way, with the render Worker (workers/render/wrangler.toml)
 *   built first and running beside it as an auxiliary worker, reached through the RENDER service
 *   binding as in production;
 * - `browser`: test/browser, in Node, driving Debian's Chromium with playwright-core for the
 *   rendered-image checks (screenshots against committed references);
 * - `node`: test/node, in Node: the deploy script (scripts/deploy.mjs) with the project's wrangler,
 *   its planning on recorded outputs, and a full deploy against a stand-in Cloudflare API.
 * - `sdk`: test/sdk, in Node: the generated SDKs are current, their runtimes, and both clients
 *   (TypeScript here, Python through `python3 -m unittest`) against the built Worker served by
 *   Miniflare on a loopback port.
 */
export default defineConfig(async () => {
  const migrations = await readD1Migrations('migrations');
  process.env.WEBHOOK_RECEIVER_PORT ??= String(await freePort());
  const receiver = `http://127.0.0.1:${process.env.WEBHOOK_RECEIVER_PORT}`;
  const renderDir = join(import.meta.dirname, '.wrangler', 'render-worker-test');
  buildRenderWorker(import.meta.dirname, renderDir);
  // the sdk and browser projects' build of the Worker links this one (test/support/built-worker.ts)
  process.env.JYOTISHA_RENDER_BUILT = renderDir;
  /** The workers project: with the real render Worker beside it, or a stand-in that refuses every call. */
  const workersProject = (render: boolean) => ({
    plugins: [
      cloudflareTest({
        wrangler: { configPath: './wrangler.toml' },
        remoteBindings: false,
        miniflare: {
          workers: [render ? renderWorkerOptions(renderDir) : RENDER_STUB],
          bindings: {
            TEST_MIGRATIONS: migrations,
            // the operator secret of the tier route, and the local webhook receiver and DNS stub
            ADMIN_TOKEN: 'test-admin-token',
            WEBHOOK_ALLOW_LOOPBACK: '1',
            SANDBOX_WEBHOOK_RECEIVERS: `${receiver}/hooks/sandbox-`,
            DNS_RESOLVER_URL: `${receiver}/dns-query`,
            WEBHOOK_BACKOFF_SCALE: '0',
            // Family V's request ids are sealed under this: the public development key
            // (src/services/sealing.ts DEV_REQUEST_ID_KEYS, .dev.vars.example)
            REQUEST_ID_KEYS: 'dev1:ZGV2ZWxvcG1lbnQtb25seS1yZXF1ZXN0LWlkLWtleSE=',
            // research jobs: retries without waiting, and a birth id that makes its shard throw (docs/jobs.md)
            JOBS_BACKOFF_SCALE: '0',
            JOBS_TEST_CRASH_ID: 'crash-this-shard',
            // the ledger's deadlines (a lost shard is sent again after 60 s of silence) scaled to 3 s
            JOBS_LEASE_SCALE: '0.05',
            // the date-dependence audit: every test under a clock moved by this many days (test/support/shifted-clock.ts)
            ...(process.env.TEST_CLOCK_SHIFT_DAYS
              ? { TEST_CLOCK_SHIFT_DAYS: process.env.TEST_CLOCK_SHIFT_DAYS }
              : {}),
          },
        },
      }),
    ],
    test: {
      name: render ? 'workers-render' : 'workers',
      include: render ? RENDER_FILES : ['test/**/*.test.ts'],
      exclude: ['test/browser/**', 'test/node/**', 'test/sdk/**', ...(render ? [] : RENDER_FILES)],
      setupFiles: [
        './test/apply-migrations.ts',
        ...(process.env.TEST_CLOCK_SHIFT_DAYS ? ['./test/support/shifted-clock.ts'] : []),
      ],
      globalSetup: ['./test/support/webhook-receiver.ts'],
      testTimeout: 60_000,
      // a suite's setup (beforeAll) may compute dozens of answers; on a loaded 2-core machine
      // vitest's default 10 s skipped test/routes/values' 53 checks (issue 33)
      hookTimeout: 120_000,
    },
  });
  return {
    test: {
      // file-times: when each file was taken up and ended (scripts/test-durations.mjs)
      reporters: ['default', 'json', new FileTimesReporter()],
      outputFile: { json: '.ci-results/vitest.json' },
      // All four projects share one pool (vitest 4: one group of files per sequence.groupOrder) of
      // this many files at once; vitest's default on 2 cores is 1, which ran the files that mostly
      // wait (wrangler dev, newman's pacing, Chromium) one after another with the CPU sitting idle.
      // The sequencer plans the start order so that at most two waiting files run beside the
      // workers files (test/support/test-order.ts; docs/performance.md "How long CI takes").
      maxWorkers: 3,
      sequence: { sequencer: PlannedSequencer },
      projects: [
        workersProject(true),
        workersProject(false),
        {
          test: {
            name: 'sdk',
            include: ['test/sdk/**/*.test.ts'],
            environment: 'node',
            // one deploy build of the Worker for every file that serves it (here and in browser)
            globalSetup: ['./test/support/built-worker.ts'],
            testTimeout: 120_000,
            hookTimeout: 120_000,
          },
        },
        {
          test: {
            name: 'browser',
            include: ['test/browser/**/*.test.ts'],
            environment: 'node',
            globalSetup: ['./test/support/built-worker.ts'],
            testTimeout: 120_000,
          },
        },
        {
          test: {
            name: 'node',
            include: ['test/node/**/*.test.ts'],
            environment: 'node',
            testTimeout: 180_000,
          },
        },
      ],
    },
  };
});
