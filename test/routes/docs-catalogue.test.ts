/**
 * The error-code catalogue of GET /docs/errors is complete (issue 17): the source text of src/
 * (bundled into this test by Vite's import.meta.glob) is scanned with the same scanner that wrote
 * src/generated/error-codes.ts (scripts/lib/error-code-scan.ts), and
 * - the committed catalogue equals the scan (a new code, status or family without
 *   `npm run docs:data` fails here);
 * - every SCREAMING_SNAKE string literal of src/ is a catalogued code, the name of a binding
 *   or secret (worker-configuration.d.ts, .dev.vars.example) or a credential variable of the docs
 *   examples: a code given in a form the scanner does not read still fails;
 * - every code has hand-written advice (src/routes/docs/error-advice.ts), and no advice names a
 *   code the source no longer gives;
 * - src/generated/docs-markdown.ts holds docs/limits.md as it is now.
 */
import { describe, expect, it } from 'vitest';
import {
  allCodeLikeLiterals,
  scanErrorCodes,
  tokenize,
} from '../../scripts/lib/error-code-scan.js';
import { ENGINE_ERROR_CODES } from '../../src/engine/core/errors.js';
import { ERROR_CODES } from '../../src/generated/error-codes.js';
import { ERROR_CODE_LIST } from '../../src/http/error-codes.js';
import { ApiError } from '../../src/http/errors.js';
import { LIMITS_MD } from '../../src/generated/docs-markdown.js';
import { ERROR_ADVICE } from '../../src/routes/docs/error-advice.js';
import { CLIENT_ENV } from '../../src/routes/docs/examples.js';

const RAW = import.meta.glob<string>(['/src/**/*.ts', '!/src/**/*.d.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const SOURCE: Record<string, string> = Object.fromEntries(
  Object.entries(RAW).map(([p, text]) => [p.replace(/^\//, ''), text]),
);
const LIMITS_RAW = Object.values(
  import.meta.glob<string>('/docs/limits.md', { query: '?raw', import: 'default', eager: true }),
)[0];
const ENV_TEXT = Object.values(
  import.meta.glob<string>(['/worker-configuration.d.ts', '/.dev.vars.example'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
).join('\n');

describe('error-code catalogue', () => {
  it('the source is bundled into the test (the scan sees every module)', () => {
    expect(Object.keys(SOURCE).length).toBeGreaterThan(200);
    expect(SOURCE['src/http/errors.ts']).toContain('class ApiError');
  });

  it('src/generated/error-codes.ts is what the scan finds now (run npm run docs:data)', () => {
    expect(JSON.parse(JSON.stringify(ERROR_CODES))).toEqual(scanErrorCodes(SOURCE));
  });

  it("the union ErrorCode lists exactly the codes the source answers, the engine's among them", () => {
    const scanned = ERROR_CODES.map((e) => e.code).sort();
    expect([...ERROR_CODE_LIST].sort()).toEqual(scanned);
    expect(new Set(ERROR_CODE_LIST).size).toBe(ERROR_CODE_LIST.length);
    const fromEngine = ERROR_CODES.filter((e) => e.files.some((f) => f.startsWith('src/engine/')))
      .map((e) => e.code)
      .sort();
    expect([...ENGINE_ERROR_CODES].sort()).toEqual(fromEngine);
    // @ts-expect-error a misspelt code does not type-check (npm run typecheck fails if it ever does)
    expect(new ApiError(400, 'INVALID_FEILD', 'x').code).toBe('INVALID_FEILD');
  });

  it('every code-like literal of src is a catalogued code, a binding or secret name, or a client variable of the docs examples', () => {
    const envNames = new Set(
      [...ENV_TEXT.matchAll(/^\s*([A-Z][A-Z0-9_]+)\??\s*[:=]/gm)].map((m) => m[1]!),
    );
    for (const v of Object.values(CLIENT_ENV)) if (v) envNames.add(v);
    const catalogued = new Set(ERROR_CODES.map((e) => e.code));
    const unexplained = [...allCodeLikeLiterals(SOURCE)].filter(
      (c) => !catalogued.has(c) && !envNames.has(c),
    );
    expect(unexplained).toEqual([]);
  });

  it('every code has advice, and every advice a code', () => {
    const codes = ERROR_CODES.map((e) => e.code);
    expect(codes.filter((c) => !ERROR_ADVICE[c])).toEqual([]);
    expect(Object.keys(ERROR_ADVICE).filter((c) => !codes.includes(c))).toEqual([]);
    for (const [code, a] of Object.entries(ERROR_ADVICE))
      expect(a.meaning.length > 10 && a.action.length > 10, code).toBe(true);
  });

  it('well-known codes carry the statuses and families they are answered with', () => {
    const by = Object.fromEntries(ERROR_CODES.map((e) => [e.code, e]));
    expect(by.INVALID_FIELD!.statuses).toEqual([400]);
    expect(by.NOT_FOUND!.families).toEqual(['R', 'R2', 'V', 'N', 'T', 'P', 'index']);
    expect(by.API_KEY_MISSING).toMatchObject({
      statuses: [401],
      families: expect.arrayContaining(['T']),
    });
    expect(by.INTERNAL_ERROR!.statuses).toEqual([500]);
    expect(by.KEY_LIMIT_REACHED!.statuses).toEqual([409]);
    expect(by.KEY_ISSUE_LIMIT_REACHED!.statuses).toEqual([409]);
    expect(by.OUT_OF_EPOCH_RANGE!.statuses).toEqual([400]);
    expect(by.SUN_DOES_NOT_RISE_OR_SET!.statuses).toEqual([400]);
  });

  it('src/generated/docs-markdown.ts holds docs/limits.md as it is now', () => {
    expect(LIMITS_MD).toBe(LIMITS_RAW);
  });
});

describe('the scanner reads the forms codes are given in', () => {
  const scan = (text: string) =>
    scanErrorCodes({ 'src/routes/t/x.ts': text }).map((e) => [e.code, e.statuses]);
  it('ApiError with a literal, a conditional and a forwarded name', () => {
    expect(scan(`throw new ApiError(409, a ? 'A_ONE' : 'A_TWO', 'm');`)).toEqual([
      ['A_ONE', [409]],
      ['A_TWO', [409]],
    ]);
    expect(
      scan(`const code = x ? 'B_ONE' : 'B_TWO';\nthrow new ApiError(401, code, 'm');`),
    ).toEqual([
      ['B_ONE', [401]],
      ['B_TWO', [401]],
    ]);
  });
  it('helpers that pass a parameter on, engine errors, zod params and range codes', () => {
    expect(
      scan(
        `function deny(c: Context<A>, opts: Record<string, string>, code: string) { return new ApiError(403, code, 'm'); }\nderp(); deny(c, {}, 'C_ONE');`,
      ),
    ).toEqual([['C_ONE', [403]]]);
    expect(scan(`throw new EngineInputError(\n  'D_ONE',\n  \`m \${x}\`);`)).toEqual([
      ['D_ONE', [400]],
    ]);
    expect(
      scan(`ctx.addIssue({ code: 'custom', message: 'm', params: { code: 'E_ONE' } });`),
    ).toEqual([['E_ONE', [400]]]);
    expect(scan(`export const P = { rangeCodes: { year: 'F_ONE', 'p.year': 'F_ONE' } };`)).toEqual([
      ['F_ONE', [400]],
    ]);
  });
  it('comments, regular expressions and templates do not confuse it', () => {
    expect(
      scan(
        `// new ApiError(400, 'NOT_THIS')\nconst r = /["'\\\\]/g; const t = \`a \${f({ b: 'c' })} '\`;\nthrow new ApiError(404, 'G_ONE', 'm');`,
      ),
    ).toEqual([['G_ONE', [404]]]);
    expect(
      tokenize('a / b / c')
        .filter((t) => t.t === 'p')
        .map((t) => t.v),
    ).toEqual(['/', '/']);
  });
});
