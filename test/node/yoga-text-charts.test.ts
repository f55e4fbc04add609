/**
 * The yoga charts built from the texts (test/fixtures/yoga-text-charts.json) are what their
 * generator writes on a full run: the fixture is reproducible from the committed recipes, not the
 * sum of partial (`--only`) runs of older recipes.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

describe('test/fixtures/yoga-text-charts.json', () => {
  it('is what scripts/yoga-text-charts.ts writes on a full run', () => {
    let out: string;
    let status = 0;
    try {
      out = execFileSync(
        process.execPath,
        ['scripts/run-ts.mjs', 'scripts/yoga-text-charts.ts', '--check'],
        { cwd: ROOT, encoding: 'utf8' },
      );
    } catch (e) {
      const err = e as { status: number; stdout: string };
      status = err.status;
      out = err.stdout;
    }
    expect(status, out).toBe(0);
  });
});
