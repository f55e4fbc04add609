/**
 * The shape of src (docs/design.md, "Layout"; issues 28 and 33): every file belongs to a part of
 * src and every part to a layer; the engine is pure and stands alone; the render Worker is its own
 * Worker; the platform and the HTTP plumbing sit below the route families, and the families do not
 * reach into each other; no part imports a part that imports it back. Read from the files' text by
 * our own walker (test/support/import-graph.ts); type-only imports count as edges too, since a
 * type-only circle still ties two modules together.
 */
import { describe, expect, it } from 'vitest';
import {
  blankNonCode,
  importCycles,
  importGraph,
  importsOf,
  type Edge,
} from '../support/import-graph.js';

const SOURCES = import.meta.glob<string>(['/src/**/*.ts', '!/src/**/*.d.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const { edges, packages } = importGraph(SOURCES);

/** The family whose folder holds the file (src/routes/<family>/...), if any. */
function familyOf(path: string): string | undefined {
  return /^\/src\/routes\/(r|r2|v|n|t|p)\//.exec(path)?.[1];
}
const show = (e: Edge) => `${e.from} -> ${e.to}${e.ref.typeOnly ? ' (type only)' : ''}`;

/** Packages the engine may read: the IANA zone rules (data and arithmetic, no I/O). */
const ENGINE_PACKAGES = new Set(['temporal-polyfill']);

/**
 * The parts of src and their layers, bottom-up: a file may import its own part, or a part of a
 * lower layer, never a higher one; parts of one layer may import each other one way only (the
 * circle test below). A new folder of src, or a new file at its top, fails "every file belongs to
 * a part" until it is placed here (and in docs/design.md, "Layout").
 * - engine: pure computation;
 * - generated: tables the scripts write from the source (error codes, docs answers, passwords),
 *   below every part that reads them;
 * - render: the render Worker (its own Worker, workers/render/wrangler.toml), on the engine only;
 * - platform, durable (the Durable Object classes), cron (the scheduled jobs): what the families
 *   stand on, one layer;
 * - http: the plumbing; routes: the families; worker.ts: the entry, at the top.
 */
const PARTS: ReadonlyArray<readonly [part: string, prefix: string, layer: number]> = [
  ['engine', '/src/engine/', 0],
  ['generated', '/src/generated/', 1],
  ['render', '/src/render/', 1],
  ['platform', '/src/platform/', 2],
  ['durable', '/src/durable/', 2],
  ['cron', '/src/cron/', 2],
  ['http', '/src/http/', 3],
  ['routes', '/src/routes/', 4],
  ['worker', '/src/worker.ts', 5],
];
const placeOf = (path: string) =>
  PARTS.find(([, prefix]) => (prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix));
const partOf = (path: string) => placeOf(path)?.[0];
const layerOf = (path: string) => placeOf(path)?.[2];
/** The one file of src/render the main Worker may import, and only its types: the binding's contract. */
const RENDER_CONTRACT = '/src/render/api.ts';

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
      'import {',
      '  m,',
      '  n,',
      "} from './m.js';",
      "// import { x } from './comment.js';",
      "/* export * from './block.js'; */",
      'const s = "import { y } from \'./string.js\'";',
      "const t = `import('./template.js') ${import('./inside.js')}`;",
      "const re = /import '.\\/regex.js'/;",
      "const ratio = a / 2; const other = b / 3; import('./after-division.js');",
    ].join('\n');
    const refs = importsOf(text)
      .map((r) => `${r.specifier}${r.typeOnly ? ':type' : ''}${r.dynamic ? ':dynamic' : ''}`)
      .sort();
    expect(refs).toEqual([
      './a.js',
      './after-division.js:dynamic',
      './b.js:type',
      './c.js:type',
      './e.js',
      './g.js',
      './h.js',
      './i.js:type',
      './inside.js:dynamic',
      './j.js',
      './k.js:dynamic',
      './l.js:type:dynamic',
      './m.js',
      './side.js',
    ]);
    expect(blankNonCode('a // b\nc')).toBe('a     \nc');
  });

  it('finds a circle, a self-import and nothing in a chain', () => {
    const e = (from: string, to: string): Edge => ({
      from,
      to,
      ref: { specifier: to, typeOnly: false, dynamic: false },
    });
    expect(importCycles([e('a', 'b'), e('b', 'c')])).toEqual([]);
    expect(importCycles([e('a', 'b'), e('b', 'c'), e('c', 'a'), e('c', 'd')])).toEqual([
      ['a', 'b', 'c'],
    ]);
    expect(importCycles([e('a', 'a')])).toEqual([['a']]);
  });

  it('sees the whole of src', () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(200);
    expect(edges.length).toBeGreaterThan(1000);
    // every relative import lands on a file the walk read (or an asset beside src)
    const lost = edges
      .filter((e) => !(e.to in SOURCES) && !/\.(json|ttf|wasm|txt)$/.test(e.to))
      .map(show);
    expect(lost).toEqual([]);
  });
});

describe('the import graph of src', () => {
  it('has no import circle (type-only imports included)', () => {
    expect(importCycles(edges)).toEqual([]);
  });

  it("has no import from one family's folder into another family's folder", () => {
    const cross = edges.filter((e) => {
      const from = familyOf(e.from);
      const to = familyOf(e.to);
      return from !== undefined && to !== undefined && from !== to;
    });
    expect(cross.map(show)).toEqual([]);
  });

  it('keeps the engine pure: it imports nothing outside src/engine but the zone rules', () => {
    const out = edges
      .filter((e) => e.from.startsWith('/src/engine/') && !e.to.startsWith('/src/engine/'))
      .map(show);
    expect(out).toEqual([]);
    const pkgs = packages
      .filter((p) => p.from.startsWith('/src/engine/') && !ENGINE_PACKAGES.has(p.ref.specifier))
      .map((p) => `${p.from} -> ${p.ref.specifier}`);
    expect(pkgs).toEqual([]);
  });

  it('places every file of src in a part with a layer', () => {
    expect(Object.keys(SOURCES).filter((path) => partOf(path) === undefined)).toEqual([]);
    // and a file outside the known parts is noticed
    expect([
      partOf('/src/new-part/x.ts'),
      partOf('/src/other.ts'),
      partOf('/src/worker.ts'),
      partOf('/src/cron/index.ts'),
    ]).toEqual([undefined, undefined, 'worker', 'cron']);
  });

  it('imports downward only: engine < generated, render < platform, durable, cron < http < routes < worker.ts', () => {
    const upward = edges.filter((e) => {
      const from = layerOf(e.from);
      const to = layerOf(e.to);
      return from !== undefined && to !== undefined && to > from;
    });
    expect(upward.map(show)).toEqual([]);
  });

  it('has no circle between the parts of src (type-only imports included)', () => {
    const between = new Map<string, Edge>();
    for (const e of edges) {
      const from = partOf(e.from);
      const to = partOf(e.to);
      if (from !== undefined && to !== undefined && from !== to)
        between.set(`${from} ${to}`, { from, to, ref: e.ref });
    }
    expect(importCycles([...between.values()])).toEqual([]);
    // the parts really are connected: the test would see a circle if one were added
    expect(between.has('durable platform') && between.has('routes http')).toBe(true);
  });

  it("keeps the render Worker apart: it imports only the engine, and the main Worker only its contract's types", () => {
    const out = edges
      .filter(
        (e) =>
          partOf(e.from) === 'render' &&
          e.to.startsWith('/src/') &&
          !['render', 'engine'].includes(partOf(e.to) ?? ''),
      )
      .map(show);
    expect(out).toEqual([]);
    const into = edges
      .filter(
        (e) =>
          partOf(e.from) !== 'render' &&
          partOf(e.to) === 'render' &&
          !(e.to === RENDER_CONTRACT && e.ref.typeOnly),
      )
      .map(show);
    expect(into).toEqual([]);
  });
});
