/**
 * The committed SDKs (sdk/typescript/src/gen, sdk/typescript/src/index.ts, sdk/python/jyotisha
 * family modules, sdk/postman) are exactly what `npm run sdk` generates from the committed
 * OpenAPI documents: a route change followed by `npm run openapi` without `npm run sdk` fails here.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { GENERATED_DIRS, generateSdk, readDocuments } from '../../scripts/sdk/generate.js';

const ROOT = join(import.meta.dirname, '..', '..');
let files: Map<string, string>;

beforeAll(async () => {
  files = await generateSdk(readDocuments(ROOT));
});

describe('generated SDK files are not stale (run npm run sdk after npm run openapi)', () => {
  it('every generated file equals the committed one', () => {
    expect(files.size).toBeGreaterThan(10);
    const stale = [...files].filter(([path, text]) => !existsSync(join(ROOT, path)) || readFileSync(join(ROOT, path), 'utf8') !== text).map(([path]) => path);
    expect(stale).toEqual([]);
  });

  it('no committed file in a generated folder is left over', () => {
    const extra = GENERATED_DIRS.flatMap((dir) => (existsSync(join(ROOT, dir)) ? readdirSync(join(ROOT, dir)).map((n) => `${dir}/${n}`) : [])).filter((p) => !files.has(p));
    expect(extra).toEqual([]);
  });

  it("the Postman collection's scripts are valid JavaScript and are the ones in scripts/sdk/postman", () => {
    const postman = JSON.parse(files.get('sdk/postman/jyotisha.postman_collection.json')!) as { event: Array<{ listen: string; script: { exec: string[] } }> };
    for (const [listen, file] of [['prerequest', 'prerequest.js'], ['test', 'test.js']] as const) {
      const exec = postman.event.find((e) => e.listen === listen)!.script.exec.join('\n');
      expect(exec).toBe(readFileSync(join(ROOT, 'scripts/sdk/postman', file), 'utf8').replace(/\n$/, ''));
      expect(() => new Function('pm', 'CryptoJS', 'postman', exec)).not.toThrow();
    }
  });

  it('every operation of every document has a TypeScript method, a Python method and a Postman request', () => {
    const postman = JSON.parse(files.get('sdk/postman/jyotisha.postman_collection.json')!) as { item: Array<{ name: string; item: Array<{ request: { description: string } }> }> };
    for (const [id, doc] of Object.entries(readDocuments(ROOT))) {
      const ops = Object.values((doc as { paths: Record<string, Record<string, { operationId?: string }>> }).paths).flatMap((item) => Object.values(item).map((o) => o.operationId).filter((x): x is string => !!x));
      const ts = files.get(`sdk/typescript/src/gen/${id}.ts`)!;
      const py = files.get(`sdk/python/jyotisha/${id.toLowerCase()}.py`)!;
      const folder = postman.item.find((f) => f.name === `Family ${id}`)!;
      expect(folder.item).toHaveLength(ops.length);
      for (const op of ops) {
        expect(ts).toContain(`\n  ${op}(`);
        const snake = op.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
        expect(py).toContain(`\n    def ${snake}(`);
        expect(folder.item.some((r) => r.request.description.includes(`operationId \`${op}\``))).toBe(true);
      }
    }
  });
});
