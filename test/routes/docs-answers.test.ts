/**
 * The example answers on the docs pages (src/generated/docs-answers.ts, recorded by
 * `npm run docs:answers` from the Worker built as it deploys) still describe the API: each
 * belongs to an operation of the current documents, with a documented success status and media
 * type, and a JSON answer holds every top-level field its documented schema requires (response
 * schemas allow further fields, so extra ones are no sign of age). A route renamed or a required
 * field added or renamed after the recording fails here (run `npm run docs:answers` again), and so
 * does a recording older than the engine (ENGINE_VERSION). Each answer is shown on its family page,
 * and no key text or webhook secret was recorded.
 */
import { describe, expect, it } from 'vitest';
import { DOCS_ANSWERS, DOCS_ANSWERS_ENGINE_VERSION } from '../../src/generated/docs-answers.js';
import { ENGINE_VERSION } from '../../src/platform/engine-build.js';
import { call } from '../helpers.js';

type Schema = {
  $ref?: string;
  properties?: Record<string, unknown>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
};
type Doc = {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId: string;
        responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
      }
    >
  >;
  components: { schemas: Record<string, Schema> };
};

const docs = new Map<string, Doc>();
async function doc(fam: string): Promise<Doc> {
  if (!docs.has(fam)) docs.set(fam, await (await call(`/openapi/${fam}.json`)).json<Doc>());
  return docs.get(fam)!;
}

/** The sets of top-level fields a schema requires (one set per union variant), through $ref. */
function requiredSets(s: Schema | undefined, d: Doc): string[][] {
  if (!s) return [[]];
  if (s.$ref)
    return requiredSets(d.components.schemas[s.$ref.replace('#/components/schemas/', '')], d);
  const variants = s.anyOf ?? s.oneOf;
  if (variants) return variants.flatMap((v) => requiredSets(v, d));
  return [s.required ?? []];
}

describe('recorded example answers', () => {
  const entries = Object.entries(DOCS_ANSWERS);

  it('were answered by the engine build of today (else run npm run docs:answers)', () => {
    expect(DOCS_ANSWERS_ENGINE_VERSION).toBe(ENGINE_VERSION);
    // and the answers that name the build say so too
    const named = entries.flatMap(([, a]) =>
      [...a.body.matchAll(/jyotisha-engine\/(\d+\.\d+\.\d+)/g)].map((m) => m[1]),
    );
    expect(named.length).toBeGreaterThan(10);
    expect(new Set(named)).toEqual(new Set([ENGINE_VERSION]));
  });

  it('there are answers for most operations of the families with routes', () => {
    expect(entries.length).toBeGreaterThan(50);
    for (const fam of ['R', 'R2', 'N', 'T', 'P'])
      expect(
        entries.some(([k]) => k.startsWith(`${fam} `)),
        fam,
      ).toBe(true);
  });

  it('each belongs to a documented operation, status, media type and fields', async () => {
    const problems: string[] = [];
    for (const [key, a] of entries) {
      const [fam, method, path] = key.split(' ') as [string, string, string];
      const op = (await doc(fam)).paths[path]?.[method.toLowerCase()];
      if (!op) {
        problems.push(`${key}: no such operation now`);
        continue;
      }
      const r = op.responses[String(a.status)];
      if (!r) {
        problems.push(`${key}: status ${a.status} is not documented`);
        continue;
      }
      const media = Object.keys(r.content ?? {})[0] ?? '';
      if (media.split(';')[0] !== a.media)
        problems.push(`${key}: recorded ${a.media}, documented ${media}`);
      if (a.media.includes('json') && !a.media.includes('ndjson')) {
        const body = JSON.parse(a.body) as unknown;
        if (body && typeof body === 'object' && !Array.isArray(body)) {
          const sets = requiredSets(r.content![media]!.schema, await doc(fam));
          const missing = sets.map((set) => set.filter((k) => !(k in body)));
          if (!missing.some((m) => m.length === 0))
            problems.push(
              `${key}: lacks the required ${missing.sort((x, y) => x.length - y.length)[0]!.join(', ')}`,
            );
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('no key text or webhook secret was recorded', () => {
    for (const [key, a] of entries) {
      expect(a.body, key).not.toMatch(/sk_(live|test)_[0-9a-f]{16}_[0-9a-f]{64}/);
      expect(a.body, key).not.toMatch(/whsec_[A-Za-z0-9+/=]{16,}/);
    }
  });

  it('each is shown on its family page', async () => {
    const pages = new Map<string, string>();
    for (const [key, a] of entries) {
      const [fam, , path] = key.split(' ') as [string, string, string];
      if (!pages.has(fam)) pages.set(fam, await (await call(`/docs/${fam}`)).text());
      const op = (await doc(fam)).paths[path]![key.split(' ')[1]!.toLowerCase()]!;
      const text = pages.get(fam)!;
      const start = text.indexOf(`id="op-${op.operationId}"`);
      const section = text.slice(start, text.indexOf('</section>', start));
      expect(section, key).toContain(`<summary>Example answer: ${a.status} ${a.media}`);
    }
  });
});
