// The render Worker (workers/render/wrangler.toml, src/render/worker.ts) built as it deploys, and
// its Miniflare options, for everything that runs the main Worker locally without wrangler dev:
// the workers test project (vitest.config.ts, as an auxiliary worker), the benchmarks, the fuzz
// harness and the SDK tests (scripts/local-worker.mjs). The main Worker reaches it through its
// RENDER service binding, by the name below.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

export const RENDER_WORKER_NAME = 'jyotisha-render';
export const RENDER_WORKER_CONFIG = 'workers/render/wrangler.toml';

/** Build the render Worker as it deploys into `outDir` (about 2 s). */
export function buildRenderWorker(root, outDir) {
  execFileSync(
    'npx',
    [
      'wrangler',
      'deploy',
      '--dry-run',
      '--config',
      join(root, RENDER_WORKER_CONFIG),
      '--env',
      '',
      '--outdir',
      outDir,
    ],
    { cwd: root, stdio: 'ignore', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
  );
}

/** Miniflare worker options of the render Worker built into `outDir`. */
export function renderWorkerOptions(outDir) {
  return {
    name: RENDER_WORKER_NAME,
    modules: true,
    scriptPath: join(outDir, 'worker.js'),
    modulesRoot: outDir,
    modulesRules: [
      { type: 'Data', include: ['**/*.ttf'] },
      { type: 'CompiledWasm', include: ['**/*.wasm'] },
    ],
    compatibilityDate: '2026-04-01',
  };
}
