/**
 * One deploy build of the Worker (`wrangler deploy --dry-run`, and the render Worker beside it:
 * scripts/local-worker.mjs `buildWorker`) for every file of the Node projects that serve it with
 * Miniflare (sdk, browser), instead of one build per file. A vitest globalSetup of both projects:
 * both run in vitest's main process, so the build is shared through `globalThis` and made once per
 * run; its folder reaches the tests as `inject('builtWorkerDir')` and is removed when the last
 * project is torn down. The tests only read it (each serves it with its own Miniflare and state).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildWorker } from '../../scripts/local-worker.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const shared = globalThis as typeof globalThis & {
  __jyotishaBuiltWorker?: { dir: string; users: number };
};

export default function setup(project: TestProject) {
  if (!shared.__jyotishaBuiltWorker) {
    const dir = mkdtempSync(join(tmpdir(), 'jyotisha-built-'));
    // the render Worker vitest.config.ts built for the workers projects (one build per run)
    buildWorker(ROOT, dir, [], process.env.JYOTISHA_RENDER_BUILT);
    shared.__jyotishaBuiltWorker = { dir, users: 0 };
  }
  const built = shared.__jyotishaBuiltWorker;
  built.users++;
  project.provide('builtWorkerDir', built.dir);
  return () => {
    if (--built.users > 0) return;
    rmSync(built.dir, { recursive: true, force: true });
    delete shared.__jyotishaBuiltWorker;
  };
}
