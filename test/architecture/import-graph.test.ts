/**
 * The shape of src (docs/design.md, "Layout"; issue 28): the engine is pure and stands alone,
 * the platform and the HTTP plumbing sit below the route families, and the families do not reach
 * into each other. Read from the files' text by our own walker (test/support/import-graph.ts);
 * type-only imports count as edges too, since a type-only circle still ties two modules together.
 */
import { describe, expect, it } from 'vitest';
import { blankNonCode, importCycles, importGraph, importsOf, type Edge } from '../support/import-graph.js';

const SOURCES = import.meta.glob<string>(['/src/**/*.ts', '!/src/**/*.d.ts'], { query: '?raw', import: 'default', eager: true });
const { edges, packages } = importGraph(SOURCES);

/** The family whose folder holds the file (src/routes/<family>/...), if any. */
function familyOf(path: string): string | undefined {
  return /^\/src\/routes\/(r|r2|v|n|t|p)\//.exec(path)?.[1];
}
const show = (e: Edge) => `${e.from} -> ${e.to}${e.ref.typeOnly ? ' (type only)' : ''}`;

/** Packages the engine may read: the IANA zone rules (data and arithmetic, no I/O). */
const ENGINE_PACKAGES = new Set(['temporal-polyfill']);

/** Layers bottom-up: a file may import its own layer or a lower one, never a higher one. */
const LAYERS: Array<[string, number]> = [['/src/engine/', 0], ['/src/platform/', 1], ['/src/http/', 2], ['/src/routes/', 3]];
const layerOf = (path: string) => LAYERS.find(([prefix]) => path.startsWith(prefix))?.[1];

describe('the walker', () => {
  it('reads every form of import and nothing in comments, strings or templates', () => {
    const text = [
      "import { a } from './a.js';",
      "import type { B } from './b.js';",
      "import { type C, type D } from './c.js';",
      "import E, { f } from './e.js';",
      "import * as G from './g.js';",
      "import './side.js';",
      "export { h } from './h.js';",
      "export type { I } from './i.js';",
      "export * from './j.js';",
      "const k = await import('./k.js');",
      "type L = typeof import('./l.js');",
      "import {",
      "  m,",
      "  n,",
      "} from './m.js';",
      "// import { x } from './comment.js';",
      "/* export * from './block.js'; */",
      "const s = \"import { y } from './string.js'\";",
      "const t = `import('./template.js') ${import('./inside.js')}`;",
      "const re = /import '.\\/regex.js'/;",
      "const ratio = a / 2; const other = b / 3; import('./after-division.js');",
    ].join('\n');
    const refs = importsOf(text).map((r) => `${r.specifier}${r.typeOnly ? ':type' : ''}${r.dynamic ? ':dynamic' : ''}`).sort();
    expect(refs).toEqual([
      './a.js', './after-division.js:dynamic', './b.js:type', './c.js:type', './e.js', './g.js', './h.js', './i.js:type',
      './inside.js:dynamic', './j.js', './k.js:dynamic', './l.js:type:dynamic', './m.js', './side.js',
    ]);
    expect(blankNonCode('a // b\nc')).toBe('a     \nc');
  });

  it('finds a circle, a self-import and nothing in a chain', () => {
    const e = (from: string, to: string): Edge => ({ from, to, ref: { specifier: to, typeOnly: false, dynamic: false } });
    expect(importCycles([e('a', 'b'), e('b', 'c')])).toEqual([]);
    expect(importCycles([e('a', 'b'), e('b', 'c'), e('c', 'a'), e('c', 'd')])).toEqual([['a', 'b', 'c']]);
    expect(importCycles([e('a', 'a')])).toEqual([['a']]);
  });

  it('sees the whole of src', () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(200);
    expect(edges.length).toBeGreaterThan(1000);
    // every relative import lands on a file the walk read (or an asset beside src)
    const lost = edges.filter((e) => !(e.to in SOURCES) && !/\.(json|ttf|wasm|txt)$/.test(e.to)).map(show);
    expect(lost).toEqual([]);
  });
});

describe('the import graph of src', () => {
  it('has no import circle (type-only imports included)', () => {
    expect(importCycles(edges)).toEqual([]);
  });

  it('has no import from one family\'s folder into another family\'s folder', () => {
    const cross = edges.filter((e) => {
      const from = familyOf(e.from);
      const to = familyOf(e.to);
      return from !== undefined && to !== undefined && from !== to;
    });
    expect(cross.map(show)).toEqual([]);
  });

  it('keeps the engine pure: it imports nothing outside src/engine but the zone rules', () => {
    const out = edges.filter((e) => e.from.startsWith('/src/engine/') && !e.to.startsWith('/src/engine/')).map(show);
    expect(out).toEqual([]);
    const pkgs = packages.filter((p) => p.from.startsWith('/src/engine/') && !ENGINE_PACKAGES.has(p.ref.specifier)).map((p) => `${p.from} -> ${p.ref.specifier}`);
    expect(pkgs).toEqual([]);
  });

  it('imports downward only: engine < platform < http < routes', () => {
    const upward = edges.filter((e) => {
      const from = layerOf(e.from);
      const to = layerOf(e.to);
      return from !== undefined && to !== undefined && to > from;
    });
    expect(upward.map(show)).toEqual([]);
  });
});
