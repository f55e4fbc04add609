/**
 * docs/verification.md (linked from README) must be the table `npm run verify` prints from the
 * committed fixtures today: a fixture, a section or a rule that changed without the page being
 * rewritten fails here (`npm run verify -- --write` rewrites it).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

describe('docs/verification.md', () => {
  it('is the table npm run verify prints now', () => {
    const printed = execFileSync(process.execPath, ['scripts/run-ts.mjs', 'scripts/verify.ts'], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const table = printed
      .split('\n')
      .filter((l) => l.startsWith('|'))
      .join('\n');
    const page = readFileSync(join(ROOT, 'docs/verification.md'), 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('|'))
      .join('\n');
    expect(table.split('\n').length, 'the report has rows').toBeGreaterThan(50);
    expect(page, 'docs/verification.md is stale: run npm run verify -- --write').toBe(table);
  });

  it('is linked from the README', () => {
    expect(readFileSync(join(ROOT, 'README.md'), 'utf8')).toContain('(docs/verification.md)');
  });
});
