/**
 * @module The error codes the code base can answer, found mechanically in the source text (no
 * list kept by hand): the generator (scripts/gen-docs-data.ts) writes them into
 * src/generated/error-codes.ts, and test/routes/docs-catalogue.test.ts scans the same source text
 * (bundled into the test with import.meta.glob) and fails when the committed catalogue is not
 * what the scan finds. Pure: a map of file path to text in, the catalogue out.
 *
 * A code is a SCREAMING_SNAKE string literal in one of the places a code is given:
 * - `new ApiError(status, <code>, ...)`: every literal of the code argument (a conditional gives
 *   several) with the literal status; a code argument that is a plain name is followed:
 *   - to the assignments of that name in the same file (`const code = a ? 'X' : 'Y'`), and
 *   - when the name is a parameter of the enclosing function, to every call of that function
 *     (`unauthorized(c, 'API_KEY_MISSING', ...)`) with that status;
 * - `new EngineInputError(<code>, ...)` and `new ValueUndefinedError(<code>, ...)`: status 400
 *   (the renderer answers any EngineInputError with 400);
 * - a zod issue's `params: { code: 'X' }` and a parse option's `rangeCodes: { field: 'X' }`:
 *   status 400 (src/http/input.ts turns the first issue into a 400 with that code);
 * - `errorBody(..., { code: 'X' })`: the status last assigned before it (`status = 500`), the
 *   renderer's own fault answer.
 *
 * The families of a code are those whose route modules (src/routes/<family>/index.ts) import,
 * directly or not, a file that gives it; `index` is the root app (`GET /`, `/openapi/*`,
 * `/docs/*`, src/routes/root.ts without the family modules).
 */

/** A stable code: SCREAMING_SNAKE_CASE with at least one underscore. */
export const CODE_RE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;

export type Token =
  | { t: 'str'; v: string; pos: number }
  | { t: 'id'; v: string; pos: number }
  | { t: 'num'; v: string; pos: number }
  | { t: 'p'; v: string; pos: number };

const ID_START = /[A-Za-z_$]/;
const ID_PART = /[A-Za-z0-9_$]/;
/** After these, a `/` starts a regular expression, not a division. */
const REGEX_AFTER_PUNCT = new Set([
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
  '=>',
  '==',
  '===',
  '!=',
  '!==',
  '&&',
  '||',
  '??',
  '+=',
  '-=',
]);
const REGEX_AFTER_WORD = new Set([
  'return',
  'typeof',
  'case',
  'do',
  'else',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
  'yield',
  'await',
]);
const PUNCT3 = ['===', '!==', '...', '**=', '<<=', '>>=', '>>>', '&&=', '||=', '??='];
const PUNCT2 = [
  '=>',
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '??',
  '?.',
  '+=',
  '-=',
  '*=',
  '/=',
  '%=',
  '++',
  '--',
  '<<',
  '>>',
  '**',
  '&=',
  '|=',
  '^=',
];

/**
 * Tokens of TypeScript source: string literals (quotes and the literal parts of templates, with
 * the `${...}` expressions tokenised too), names, numbers and punctuation; comments and regular
 * expression literals are skipped.
 */
export function tokenize(src: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  const n = src.length;
  // brace depth at which each open template's `${` started
  const templateStack: number[] = [];
  let braceDepth = 0;
  const prevAllowsRegex = (): boolean => {
    const last = out[out.length - 1];
    if (!last) return true;
    if (last.t === 'p') return REGEX_AFTER_PUNCT.has(last.v);
    if (last.t === 'id') return REGEX_AFTER_WORD.has(last.v);
    return false;
  };
  const readTemplate = (): void => {
    // at the character after a backtick or a `}` closing `${`
    let text = '';
    const start = i;
    while (i < n) {
      const ch = src[i]!;
      if (ch === '\\') {
        text += src[i + 1] ?? '';
        i += 2;
        continue;
      }
      if (ch === '`') {
        i++;
        out.push({ t: 'str', v: text, pos: start });
        return;
      }
      if (ch === '$' && src[i + 1] === '{') {
        out.push({ t: 'str', v: text, pos: start });
        i += 2;
        templateStack.push(braceDepth);
        braceDepth++;
        return;
      }
      text += ch;
      i++;
    }
  };
  while (i < n) {
    const ch = src[i]!;
    if (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') {
      i++;
      continue;
    }
    if (ch === '/' && src[i + 1] === '/') {
      while (i < n && src[i] !== '\n') i++;
      continue;
    }
    if (ch === '/' && src[i + 1] === '*') {
      const e = src.indexOf('*/', i + 2);
      i = e < 0 ? n : e + 2;
      continue;
    }
    if (ch === "'" || ch === '"') {
      const start = i;
      let text = '';
      i++;
      while (i < n && src[i] !== ch) {
        if (src[i] === '\\') {
          text += src[i + 1] ?? '';
          i += 2;
          continue;
        }
        if (src[i] === '\n') break;
        text += src[i];
        i++;
      }
      i++;
      out.push({ t: 'str', v: text, pos: start });
      continue;
    }
    if (ch === '`') {
      i++;
      readTemplate();
      continue;
    }
    if (ch === '/' && prevAllowsRegex()) {
      // a regular expression literal: skip it (character classes may hold a slash)
      i++;
      let inClass = false;
      while (i < n && src[i] !== '\n') {
        const c = src[i]!;
        if (c === '\\') {
          i += 2;
          continue;
        }
        if (c === '[') inClass = true;
        else if (c === ']') inClass = false;
        else if (c === '/' && !inClass) break;
        i++;
      }
      i++;
      while (i < n && /[a-z]/.test(src[i]!)) i++;
      continue;
    }
    if (ID_START.test(ch)) {
      const start = i;
      while (i < n && ID_PART.test(src[i]!)) i++;
      out.push({ t: 'id', v: src.slice(start, i), pos: start });
      continue;
    }
    if (/[0-9]/.test(ch)) {
      const start = i;
      while (i < n && /[0-9A-Za-z_.]/.test(src[i]!)) i++;
      out.push({ t: 'num', v: src.slice(start, i).replaceAll('_', ''), pos: start });
      continue;
    }
    if (ch === '{') {
      braceDepth++;
      out.push({ t: 'p', v: ch, pos: i });
      i++;
      continue;
    }
    if (ch === '}') {
      braceDepth--;
      if (templateStack.length > 0 && templateStack[templateStack.length - 1] === braceDepth) {
        templateStack.pop();
        i++;
        readTemplate();
        continue;
      }
      out.push({ t: 'p', v: ch, pos: i });
      i++;
      continue;
    }
    const three = src.slice(i, i + 3);
    const two = src.slice(i, i + 2);
    const p = PUNCT3.includes(three) ? three : PUNCT2.includes(two) ? two : ch;
    out.push({ t: 'p', v: p, pos: i });
    i += p.length;
  }
  return out;
}

const OPEN: Record<string, string> = { '(': ')', '[': ']', '{': '}' };

/** Index of the token closing the bracket opened at `open`. */
function closeOf(tokens: Token[], open: number): number {
  let depth = 0;
  for (let k = open; k < tokens.length; k++) {
    const tk = tokens[k]!;
    if (tk.t !== 'p') continue;
    if (tk.v in OPEN) depth++;
    else if (tk.v === ')' || tk.v === ']' || tk.v === '}') {
      depth--;
      if (depth === 0) return k;
    }
  }
  return tokens.length - 1;
}

/** The arguments of the call whose `(` is at `open`: token index ranges [from, to). */
function argsOf(tokens: Token[], open: number): Array<[number, number]> {
  const close = closeOf(tokens, open);
  const args: Array<[number, number]> = [];
  let depth = 0;
  let from = open + 1;
  for (let k = open + 1; k < close; k++) {
    const tk = tokens[k]!;
    if (tk.t !== 'p') continue;
    if (tk.v in OPEN) depth++;
    else if (tk.v === ')' || tk.v === ']' || tk.v === '}') depth--;
    else if (tk.v === ',' && depth === 0) {
      args.push([from, k]);
      from = k + 1;
    }
  }
  if (from < close) args.push([from, close]);
  return args;
}

function codesIn(tokens: Token[], [from, to]: [number, number]): string[] {
  const out: string[] = [];
  for (let k = from; k < to; k++) {
    const tk = tokens[k]!;
    if (tk.t === 'str' && CODE_RE.test(tk.v)) out.push(tk.v);
  }
  return out;
}

/** A single name argument (`code`), or undefined. */
function nameArg(tokens: Token[], [from, to]: [number, number]): string | undefined {
  return to - from === 1 && tokens[from]!.t === 'id' ? tokens[from]!.v : undefined;
}

/** A single number argument (`409`), or undefined. */
function statusArg(tokens: Token[], [from, to]: [number, number]): number | undefined {
  return to - from === 1 && tokens[from]!.t === 'num' ? Number(tokens[from]!.v) : undefined;
}

interface FunctionSpan {
  name: string;
  params: string[];
  bodyFrom: number;
  bodyTo: number;
}

/** Parameter names of the list opened at `open` (type annotations may hold commas inside `<...>`). */
function paramNames(tokens: Token[], open: number): string[] {
  const close = closeOf(tokens, open);
  const names: string[] = [];
  let depth = 0;
  let expectName = true;
  for (let k = open + 1; k < close; k++) {
    const tk = tokens[k]!;
    if (tk.t === 'p') {
      if (tk.v in OPEN || tk.v === '<') depth++;
      else if (tk.v === ')' || tk.v === ']' || tk.v === '}' || tk.v === '>') depth--;
      else if (tk.v === '>>') depth -= 2;
      else if (tk.v === ',' && depth === 0) expectName = true;
      continue;
    }
    if (expectName && depth === 0 && tk.t === 'id') {
      names.push(tk.v);
      expectName = false;
    }
  }
  return names;
}

/** Named functions of a file (`function f(a, b) {`, `const f = (a, b) => ...`) with their parameter names and body. */
function functionsOf(tokens: Token[]): FunctionSpan[] {
  const out: FunctionSpan[] = [];
  for (let k = 0; k < tokens.length - 2; k++) {
    const a = tokens[k]!,
      b = tokens[k + 1]!,
      c = tokens[k + 2]!;
    let name: string | undefined;
    let open: number | undefined;
    if (a.t === 'id' && a.v === 'function' && b.t === 'id' && c.v === '(') {
      name = b.v;
      open = k + 2;
    } else if (
      a.t === 'id' &&
      b.v === '=' &&
      c.v === '(' &&
      (tokens[k - 1]?.v === 'const' || tokens[k - 1]?.v === 'let')
    ) {
      name = a.v;
      open = k + 2;
    } else if (a.t === 'id' && b.v === '=' && c.v === 'async' && tokens[k + 3]?.v === '(') {
      name = a.v;
      open = k + 3;
    }
    if (name === undefined || open === undefined) continue;
    // the body: the first `{` at depth 0 after the parameters (past a return type), or an arrow's expression
    let k2 = closeOf(tokens, open) + 1;
    let depth = 0;
    let body: [number, number] | undefined;
    for (; k2 < tokens.length && k2 < open + 400; k2++) {
      const tk = tokens[k2]!;
      if (tk.t !== 'p') continue;
      if (depth === 0 && tk.v === '{') {
        body = [k2, closeOf(tokens, k2)];
        break;
      }
      if (depth === 0 && tk.v === '=>') {
        body =
          tokens[k2 + 1]?.v === '{'
            ? [k2 + 1, closeOf(tokens, k2 + 1)]
            : [k2 + 1, endOfExpression(tokens, k2 + 1)];
        break;
      }
      if (depth === 0 && tk.v === ';') break;
      if (tk.v === '(' || tk.v === '[' || tk.v === '<') depth++;
      else if (tk.v === ')' || tk.v === ']' || tk.v === '>') depth--;
      else if (tk.v === '>>') depth -= 2;
    }
    if (body)
      out.push({ name, params: paramNames(tokens, open), bodyFrom: body[0], bodyTo: body[1] });
  }
  return out;
}

/** End of an expression starting at `from`: the first `,` `;` `)` `]` `}` at depth 0. */
function endOfExpression(tokens: Token[], from: number): number {
  let depth = 0;
  for (let k = from; k < tokens.length; k++) {
    const tk = tokens[k]!;
    if (tk.t !== 'p') continue;
    if (tk.v in OPEN) depth++;
    else if (tk.v === ')' || tk.v === ']' || tk.v === '}') {
      if (depth === 0) return k;
      depth--;
    } else if ((tk.v === ',' || tk.v === ';') && depth === 0) return k;
  }
  return tokens.length;
}

/** One place a code is given. */
export interface CodeSite {
  code: string;
  status: number;
  file: string;
}

/** Every (code, status, file) the source gives, by the rules of the module comment. */
export function scanCodeSites(files: Readonly<Record<string, string>>): CodeSite[] {
  const sites: CodeSite[] = [];
  const tokensOf = new Map<string, Token[]>();
  for (const [file, text] of Object.entries(files)) tokensOf.set(file, tokenize(text));
  // helpers that pass one of their parameters on as an ApiError code: name -> (index, status)
  const helpers = new Map<string, Array<{ index: number; status: number }>>();
  for (const [file, tokens] of tokensOf) {
    const fns = functionsOf(tokens);
    for (let k = 0; k < tokens.length - 2; k++) {
      const tk = tokens[k]!;
      if (tk.t !== 'id' || tk.v !== 'new') continue;
      const ctor = tokens[k + 1]!;
      if (tokens[k + 2]!.v !== '(') continue;
      const args = argsOf(tokens, k + 2);
      if (ctor.v === 'ApiError' && args.length >= 2) {
        const status = statusArg(tokens, args[0]!);
        for (const code of codesIn(tokens, args[1]!))
          if (status !== undefined) sites.push({ code, status, file });
        const forwarded = nameArg(tokens, args[1]!);
        if (forwarded && status !== undefined) {
          // assignments of that name in the file
          for (let j = 0; j < tokens.length - 1; j++) {
            if (
              tokens[j]!.t === 'id' &&
              tokens[j]!.v === forwarded &&
              tokens[j + 1]!.t === 'p' &&
              tokens[j + 1]!.v === '='
            ) {
              for (const code of codesIn(tokens, [j + 2, endOfExpression(tokens, j + 2)]))
                sites.push({ code, status, file });
            }
          }
          // a parameter of the enclosing function: its callers give the code
          const fn = fns
            .filter((f) => f.bodyFrom < k && k < f.bodyTo)
            .sort((a, b) => b.bodyFrom - a.bodyFrom)[0];
          const index = fn ? fn.params.indexOf(forwarded) : -1;
          if (fn && index >= 0)
            helpers.set(fn.name, [...(helpers.get(fn.name) ?? []), { index, status }]);
        }
      } else if (
        (ctor.v === 'EngineInputError' || ctor.v === 'ValueUndefinedError') &&
        args.length >= 1
      ) {
        for (const code of codesIn(tokens, args[0]!)) sites.push({ code, status: 400, file });
      }
    }
    for (let k = 0; k < tokens.length - 3; k++) {
      const tk = tokens[k]!;
      // params: { code: 'X' } (a zod issue's code)
      if (
        tk.t === 'id' &&
        tk.v === 'params' &&
        tokens[k + 1]!.v === ':' &&
        tokens[k + 2]!.v === '{'
      ) {
        const close = closeOf(tokens, k + 2);
        for (let j = k + 3; j < close - 1; j++) {
          if (tokens[j]!.t === 'id' && tokens[j]!.v === 'code' && tokens[j + 1]!.v === ':')
            for (const code of codesIn(tokens, [j + 2, endOfExpression(tokens, j + 2)]))
              sites.push({ code, status: 400, file });
        }
      }
      // rangeCodes: { field: 'X', ... }
      if (
        tk.t === 'id' &&
        tk.v === 'rangeCodes' &&
        tokens[k + 1]!.v === ':' &&
        tokens[k + 2]!.v === '{'
      ) {
        const close = closeOf(tokens, k + 2);
        for (let j = k + 3; j < close; j++) {
          if (tokens[j]!.t === 'p' && tokens[j]!.v === ':')
            for (const code of codesIn(tokens, [j + 1, endOfExpression(tokens, j + 1)]))
              sites.push({ code, status: 400, file });
        }
      }
      // errorBody(..., { code: 'X' }): the status assigned last before it
      if (
        tk.t === 'id' &&
        tk.v === 'errorBody' &&
        tokens[k + 1]!.v === '(' &&
        tokens[k - 1]?.v !== 'function'
      ) {
        const close = closeOf(tokens, k + 1);
        let status: number | undefined;
        for (let j = k - 1; j >= 1; j--) {
          if (
            tokens[j]!.t === 'id' &&
            tokens[j]!.v === 'status' &&
            tokens[j + 1]!.v === '=' &&
            tokens[j + 2]!.t === 'num'
          ) {
            status = Number(tokens[j + 2]!.v);
            break;
          }
        }
        for (let j = k + 2; j < close - 1; j++) {
          if (
            tokens[j]!.t === 'id' &&
            tokens[j]!.v === 'code' &&
            tokens[j + 1]!.v === ':' &&
            status !== undefined
          ) {
            for (const code of codesIn(tokens, [j + 2, endOfExpression(tokens, j + 2)]))
              sites.push({ code, status, file });
          }
        }
      }
    }
  }
  // calls of the forwarding helpers
  for (const [file, tokens] of tokensOf) {
    for (let k = 0; k < tokens.length - 1; k++) {
      const tk = tokens[k]!;
      if (tk.t !== 'id' || tokens[k + 1]!.v !== '(' || tokens[k - 1]?.v === 'function') continue;
      const uses = helpers.get(tk.v);
      if (!uses) continue;
      const args = argsOf(tokens, k + 1);
      for (const { index, status } of uses) {
        const arg = args[index];
        if (arg) for (const code of codesIn(tokens, arg)) sites.push({ code, status, file });
      }
    }
  }
  return sites;
}

/** Relative specifiers a file imports at run time (`from './x.js'`, `import('./y.js')`; `import type` and `export type` are left out). */
export function importsOf(tokens: Token[]): string[] {
  const out: string[] = [];
  let typeOnly = false;
  for (let k = 0; k < tokens.length - 1; k++) {
    const tk = tokens[k]!;
    if (
      tk.t === 'id' &&
      (tk.v === 'import' || tk.v === 'export') &&
      tokens[k + 1]!.t === 'id' &&
      tokens[k + 1]!.v === 'type' &&
      tokens[k + 2]?.v !== '('
    )
      typeOnly = true;
    if (tk.t === 'id' && tk.v === 'from' && tokens[k + 1]!.t === 'str') {
      if (!typeOnly) out.push(tokens[k + 1]!.v);
      typeOnly = false;
    }
    if (tk.t === 'p' && tk.v === ';') typeOnly = false;
    if (
      tk.t === 'id' &&
      tk.v === 'import' &&
      tokens[k + 1]!.v === '(' &&
      tokens[k + 2]?.t === 'str'
    )
      out.push(tokens[k + 2]!.v);
    if (tk.t === 'id' && tk.v === 'import' && tokens[k + 1]!.t === 'str')
      out.push(tokens[k + 1]!.v);
  }
  return out.filter((s) => s.startsWith('.'));
}

function resolve(from: string, spec: string, files: ReadonlySet<string>): string | undefined {
  const dir = from.split('/').slice(0, -1);
  for (const part of spec.split('/')) {
    if (part === '.' || part === '') continue;
    if (part === '..') dir.pop();
    else dir.push(part);
  }
  const base = dir.join('/');
  for (const cand of [base.replace(/\.js$/, '.ts'), base, `${base}.ts`, `${base}/index.ts`])
    if (files.has(cand)) return cand;
  return undefined;
}

/**
 * Where each family's routes start. The modules that assemble the families (src/routes/families.ts,
 * dispatch.ts, root.ts) are never followed from a family, and the family folders are never
 * followed from the root app (src/routes/root.ts: the index, OpenAPI documents and /docs).
 */
const FAMILY_MODULE = /^src\/routes\/(families|dispatch|root)\.ts$/;
export const FAMILY_ROOTS: ReadonlyArray<{ family: string; root: string; skip: RegExp }> = [
  { family: 'R', root: 'src/routes/r/index.ts', skip: FAMILY_MODULE },
  { family: 'R2', root: 'src/routes/r2/index.ts', skip: FAMILY_MODULE },
  { family: 'V', root: 'src/routes/v/index.ts', skip: FAMILY_MODULE },
  { family: 'N', root: 'src/routes/n/index.ts', skip: FAMILY_MODULE },
  { family: 'T', root: 'src/routes/t/index.ts', skip: FAMILY_MODULE },
  { family: 'P', root: 'src/routes/p/index.ts', skip: FAMILY_MODULE },
  { family: 'index', root: 'src/routes/root.ts', skip: /^src\/routes\/(r|r2|v|n|t|p)\// },
];

/** file -> the families whose routes reach it through imports. */
export function familiesOfFiles(files: Readonly<Record<string, string>>): Map<string, string[]> {
  const names = new Set(Object.keys(files));
  const edges = new Map<string, string[]>();
  for (const [file, text] of Object.entries(files))
    edges.set(
      file,
      importsOf(tokenize(text))
        .map((s) => resolve(file, s, names))
        .filter((x): x is string => x !== undefined),
    );
  const out = new Map<string, string[]>();
  for (const { family, root, skip } of FAMILY_ROOTS) {
    if (!names.has(root)) continue;
    const seen = new Set<string>([root]);
    const stack = [root];
    while (stack.length) {
      for (const next of edges.get(stack.pop()!) ?? []) {
        if (seen.has(next) || skip.test(next)) continue;
        seen.add(next);
        stack.push(next);
      }
    }
    for (const f of seen) out.set(f, [...(out.get(f) ?? []), family]);
  }
  return out;
}

/** One code of the catalogue, as found in the source. */
export interface ScannedCode {
  code: string;
  /** HTTP statuses it is answered with, ascending */
  statuses: number[];
  /** families whose routes can answer it (see the module comment), in FAMILY_ROOTS order */
  families: string[];
  /** files that give it, sorted */
  files: string[];
}

/** The catalogue of every code in `files` (paths like `src/http/input.ts`), sorted by code. */
export function scanErrorCodes(files: Readonly<Record<string, string>>): ScannedCode[] {
  const sites = scanCodeSites(files);
  const fams = familiesOfFiles(files);
  const order = FAMILY_ROOTS.map((r) => r.family);
  const byCode = new Map<
    string,
    { statuses: Set<number>; families: Set<string>; files: Set<string> }
  >();
  for (const s of sites) {
    const e = byCode.get(s.code) ?? { statuses: new Set(), families: new Set(), files: new Set() };
    e.statuses.add(s.status);
    e.files.add(s.file);
    for (const f of fams.get(s.file) ?? []) e.families.add(f);
    byCode.set(s.code, e);
  }
  return [...byCode.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([code, e]) => ({
      code,
      statuses: [...e.statuses].sort((a, b) => a - b),
      families: order.filter((f) => e.families.has(f)),
      files: [...e.files].sort(),
    }));
}

/** Every SCREAMING_SNAKE string literal of the source (the completeness net of the test). */
export function allCodeLikeLiterals(files: Readonly<Record<string, string>>): Set<string> {
  const out = new Set<string>();
  for (const text of Object.values(files))
    for (const tk of tokenize(text)) if (tk.t === 'str' && CODE_RE.test(tk.v)) out.add(tk.v);
  return out;
}
