/**
 * A vitest reporter that records when each test file was taken up by the pool and when it ended
 * (wall clock of vitest's main process), with its project, into .ci-results/file-times.json:
 * what scripts/test-durations.mjs prints and records (test/durations.json). The JSON report's
 * per-file times start at the first test, so they leave out a file's start-up (its Miniflare or
 * server, its beforeAll), which is most of the time of the files that wait.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

interface Times {
  file: string;
  project: string;
  queuedMs: number;
  endMs?: number;
  state?: string;
}

export default class FileTimesReporter implements Reporter {
  private readonly times = new Map<string, Times>();
  private startMs = Date.now();
  private root = process.cwd();

  constructor(private readonly out = join('.ci-results', 'file-times.json')) {}

  onInit(ctx: { config: { root: string } }): void {
    this.root = ctx.config.root;
  }

  onTestRunStart(): void {
    this.startMs = Date.now();
    this.times.clear();
  }

  onTestModuleQueued(m: TestModule): void {
    this.times.set(m.id, {
      file: relative(this.root, m.moduleId),
      project: m.project.name,
      queuedMs: Date.now() - this.startMs,
    });
  }

  onTestModuleEnd(m: TestModule): void {
    const t = this.times.get(m.id);
    if (t) {
      t.endMs = Date.now() - this.startMs;
      t.state = m.state();
    }
  }

  onTestRunEnd(): void {
    const path = join(this.root, this.out);
    mkdirSync(dirname(path), { recursive: true });
    const files = [...this.times.values()];
    writeFileSync(
      path,
      `${JSON.stringify({ wallMs: Date.now() - this.startMs, files }, null, 1)}\n`,
    );
  }
}
