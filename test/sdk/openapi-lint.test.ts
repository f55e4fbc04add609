/**
 * `npm run lint:openapi` over the committed documents: redocly's recommended ruleset plus a
 * description on every operation and every parameter and a contact in info (redocly.yaml) give
 * 0 errors and 0 warnings. A route registered without a description, or a query field without
 * one (`.describe()` on its zod schema), fails here with the place redocly names.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

interface LintReport { totals: { errors: number; warnings: number }; problems: Array<{ ruleId: string; message: string; location?: Array<{ source?: { ref?: string }; pointer?: string }> }> }

describe('OpenAPI documents pass redocly lint', () => {
  it('0 errors and 0 warnings with operation and parameter descriptions required', () => {
    const docs = readdirSync(join(ROOT, 'openapi')).filter((n) => n.endsWith('.json')).map((n) => `openapi/${n}`);
    expect(docs.length).toBe(6);
    const r = spawnSync(process.execPath, [join(ROOT, 'node_modules/@redocly/cli/bin/cli.js'), 'lint', ...docs, '--config', 'redocly.yaml', '--format', 'json'], {
      cwd: ROOT, encoding: 'utf8', env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' }, maxBuffer: 64 * 1024 * 1024,
    });
    // one JSON report per document, one after the other
    const reports = r.stdout.split(/(?<=\})\s*(?=\{\s*"totals")/).filter((t) => t.trim().startsWith('{')).map((t) => JSON.parse(t) as LintReport);
    expect(reports, `${r.stdout}${r.stderr}`).toHaveLength(docs.length);
    const where = reports.flatMap((report) => report.problems.map((p) => `${p.ruleId}: ${p.message} at ${p.location?.[0]?.source?.ref ?? ''}${p.location?.[0]?.pointer ?? ''}`));
    expect(where).toEqual([]);
    for (const report of reports) expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });
});
