/**
 * pyright (a static type checker for Python, run from its npm package) over the Python SDK: the
 * generated TypedDicts, client signatures and runtime are valid types, and the SDK's own tests
 * use the results as typed (sdk/python/pyproject.toml [tool.pyright], Python 3.11).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

describe('Python SDK types', () => {
  it('pyright finds 0 errors in sdk/python', () => {
    const r = spawnSync(process.execPath, [join(ROOT, 'node_modules/pyright/index.js'), '-p', 'sdk/python'], { cwd: ROOT, encoding: 'utf8' });
    const out = `${r.stdout}${r.stderr}`;
    expect(out, out).toMatch(/\b0 errors/);
    expect(r.status).toBe(0);
  });
});
