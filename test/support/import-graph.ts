/**
 * @module The TypeScript import graph of src, read from the files' text (the import-graph test;
 * no compiler, so it runs inside workerd on Vite's raw file contents).
 *
 * Every kind of import counts as an edge, type-only imports included: `import … from`,
 * `import type … from`, `export … from`, `export type … from`, side-effect `import '…'`,
 * `import('…')` and `typeof import('…')` in types. A type-only circle does not run, but it still
 * ties two modules together, so the layering rules treat it like any other import.
 *
 * Comments, template text and regular-expression literals are blanked first, so an import
 * written in a comment or a string that only looks like one is not an edge.
 */

export interface ImportRef {
  /** the specifier as written: './x.js', 'hono', 'cloudflare:workers' */
  specifier: string;
  /** `import type`, `export type … from`, a named list made only of `type X` names, or `typeof import()` */
  typeOnly: boolean;
  /** `import('…')` */
  dynamic: boolean;
}

/** Characters after which a `/` starts a regular expression rather than a division. */
const REGEX_PRECEDERS = new Set([
  '(',
  ',',
  '=',
  ':',
  '[',
  '!',
  '&',
  '|',
  '?',
  '{',
  '}',
  ';',
  '+',
  '-',
  '*',
  '%',
  '<',
  '>',
  '~',
  '^',
  '',
]);
const SPECIFIER_POSITION = /(?:^|[^\w$.])(?:from|import)\s*\(?\s*$/;
const REGEX_KEYWORDS =
  /(?:^|[^\w$])(?:return|typeof|case|do|else|in|of|new|delete|void|throw|yield|await)$/;

/**
 * The text with comments, template-literal text, regex literals and the contents of quoted strings
 * replaced by spaces (newlines kept); a quoted string stays where a specifier stands.
 */
export function blankNonCode(text: string): string {
  const out = text.split('');
  const blank = (from: number, to: number) => {
    for (let k = from; k < to && k < out.length; k++) if (out[k] !== '\n') out[k] = ' ';
  };
  /** brace depth of each open `${` (a stack: templates nest) */
  const templateDepth: number[] = [];
  let braces = 0;
  let i = 0;
  const n = text.length;
  const lastSignificant = (at: number): string => {
    let k = at - 1;
    while (k >= 0 && /\s/.test(out[k]!)) k--;
    return k < 0 ? '' : out[k]!;
  };
  const scanTemplate = (from: number): number => {
    // from is just after a backtick or a closing `}` of an expression; returns the index after the
    // closing backtick, or just after `${` (pushing the expression on the stack)
    let k = from;
    while (k < n) {
      const c = text[k]!;
      if (c === '\\') {
        k += 2;
        continue;
      }
      if (c === '`') {
        blank(from, k);
        return k + 1;
      }
      if (c === '$' && text[k + 1] === '{') {
        blank(from, k);
        templateDepth.push(braces);
        braces++;
        return k + 2;
      }
      k++;
    }
    blank(from, n);
    return n;
  };
  while (i < n) {
    const c = text[i]!;
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      const end = text.indexOf('\n', i);
      const stop = end < 0 ? n : end;
      blank(i, stop);
      i = stop;
      continue;
    }
    if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? n : end + 2;
      blank(i, stop);
      i = stop;
      continue;
    }
    if (c === '"' || c === "'") {
      let k = i + 1;
      while (k < n && text[k] !== c && text[k] !== '\n') k += text[k] === '\\' ? 2 : 1;
      // a string is kept only where a specifier stands: after `from`, `import` or `import(`
      if (!SPECIFIER_POSITION.test(out.slice(Math.max(0, i - 16), i).join(''))) blank(i + 1, k);
      i = k + 1;
      continue;
    }
    if (c === '`') {
      i = scanTemplate(i + 1);
      continue;
    }
    if (c === '{') {
      braces++;
      i++;
      continue;
    }
    if (c === '}') {
      braces--;
      if (templateDepth.length > 0 && templateDepth[templateDepth.length - 1] === braces) {
        templateDepth.pop();
        i = scanTemplate(i + 1);
        continue;
      }
      i++;
      continue;
    }
    if (c === '/') {
      const before = lastSignificant(i);
      const head = text.slice(Math.max(0, i - 12), i).trimEnd();
      if (REGEX_PRECEDERS.has(before) || REGEX_KEYWORDS.test(head)) {
        let k = i + 1;
        let inClass = false;
        while (k < n && text[k] !== '\n') {
          const d = text[k]!;
          if (d === '\\') {
            k += 2;
            continue;
          }
          if (d === '[') inClass = true;
          else if (d === ']') inClass = false;
          else if (d === '/' && !inClass) break;
          k++;
        }
        blank(i, k + 1);
        i = k + 1;
        continue;
      }
    }
    i++;
  }
  return out.join('');
}

const NAME = String.raw`[\w$]+`;
const NAMED = String.raw`\{[^{}]*\}`;
const CLAUSE = String.raw`(?:${NAMED}|\*\s*(?:as\s+${NAME})?|${NAME}(?:\s*,\s*(?:${NAMED}|\*\s*as\s+${NAME}))?)`;
const STATIC = new RegExp(
  String.raw`(?<![\w$.])(import|export)\s+(type\s+)?(${CLAUSE})\s*from\s*(['"])([^'"\n]+)\4`,
  'g',
);
const SIDE_EFFECT = /(?<![\w$.])import\s*(['"])([^'"\n]+)\1/g;
const DYNAMIC = /(typeof\s+)?(?<![\w$.])import\s*\(\s*(['"])([^'"\n]+)\2\s*[,)]/g;

/** Every import in one file's text. */
export function importsOf(text: string): ImportRef[] {
  const code = blankNonCode(text);
  const refs: ImportRef[] = [];
  for (const m of code.matchAll(STATIC)) {
    const clause = m[3]!;
    const named = /^\{([^}]*)\}$/.exec(clause.trim());
    const allTypeNames =
      named !== null &&
      named[1]!
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .every((s) => s.startsWith('type ')) &&
      named[1]!.trim() !== '';
    refs.push({ specifier: m[5]!, typeOnly: Boolean(m[2]) || allTypeNames, dynamic: false });
  }
  for (const m of code.matchAll(SIDE_EFFECT))
    refs.push({ specifier: m[2]!, typeOnly: false, dynamic: false });
  for (const m of code.matchAll(DYNAMIC))
    refs.push({ specifier: m[3]!, typeOnly: Boolean(m[1]), dynamic: true });
  return refs;
}

/** The file a relative specifier names, among the known files; undefined for packages and `cloudflare:` modules. */
export function resolveSpecifier(
  fromFile: string,
  specifier: string,
  files: ReadonlySet<string>,
): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const bare = specifier.replace(/\?.*$/, '');
  const parts = fromFile.split('/').slice(0, -1);
  for (const seg of bare.split('/')) {
    if (seg === '.' || seg === '') continue;
    if (seg === '..') parts.pop();
    else parts.push(seg);
  }
  const base = parts.join('/');
  const candidates = [
    base,
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.mjs$/, '.mts'),
    `${base}.ts`,
    `${base}/index.ts`,
  ];
  return candidates.find((c) => files.has(c)) ?? base;
}

export interface Edge {
  from: string;
  to: string;
  ref: ImportRef;
}

/** The graph of the given files (path to text): every relative import as an edge, packages apart. */
export function importGraph(sources: Record<string, string>): {
  edges: Edge[];
  packages: Array<{ from: string; ref: ImportRef }>;
} {
  const files = new Set(Object.keys(sources));
  const edges: Edge[] = [];
  const packages: Array<{ from: string; ref: ImportRef }> = [];
  for (const [from, text] of Object.entries(sources)) {
    for (const ref of importsOf(text)) {
      const to = resolveSpecifier(from, ref.specifier, files);
      if (to === undefined) packages.push({ from, ref });
      else edges.push({ from, to, ref });
    }
  }
  return { edges, packages };
}

/** Each import circle once, as the files around it (Tarjan's strongly connected components of more than one file, or a file importing itself). */
export function importCycles(edges: readonly Edge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const e of edges) {
    if (!next.has(e.from)) next.set(e.from, new Set());
    next.get(e.from)!.add(e.to);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let counter = 0;
  // iterative Tarjan: the graph is a few hundred files deep at most, but recursion depth is not ours to spend
  for (const root of next.keys()) {
    if (index.has(root)) continue;
    const work: Array<{ node: string; it: Iterator<string> }> = [];
    const open = (node: string) => {
      index.set(node, counter);
      low.set(node, counter);
      counter++;
      stack.push(node);
      onStack.add(node);
      work.push({ node, it: (next.get(node) ?? new Set<string>()).values() });
    };
    open(root);
    while (work.length > 0) {
      const top = work[work.length - 1]!;
      const step = top.it.next();
      if (!step.done) {
        const w = step.value;
        if (!index.has(w)) open(w);
        else if (onStack.has(w)) low.set(top.node, Math.min(low.get(top.node)!, index.get(w)!));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1]!.node;
        low.set(parent, Math.min(low.get(parent)!, low.get(top.node)!));
      }
      if (low.get(top.node) === index.get(top.node)) {
        const comp: string[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          onStack.delete(w);
          comp.push(w);
        } while (w !== top.node);
        if (comp.length > 1 || next.get(top.node)?.has(top.node)) components.push(comp.sort());
      }
    }
  }
  return components;
}
