/**
 * @module Reading request input: JSON bodies (content type, 64 KiB cap, malformed JSON, empty
 * body), HTML form bodies (urlencoded, 16 KiB cap) and query strings (unknown keys refused),
 * validated with zod. Every failure is an ApiError naming the field.
 */
import type { Context } from 'hono';
import * as z from 'zod';
import type { AppEnv } from './context.js';
import { ApiError } from './errors.js';
import type { ErrorCode } from './error-codes.js';

export const MAX_BODY_BYTES = 64 * 1024;

/** Options that map zod failures on given fields to specific stable codes. */
export interface ParseOptions {
  /** field (top-level key or dotted path) -> code used when that field is out of range */
  rangeCodes?: Record<string, ErrorCode>;
  /** field -> hint text (rendered by E3) */
  hints?: Record<string, string>;
  /** body size cap in bytes (default MAX_BODY_BYTES; bulk routes raise it) */
  maxBytes?: number;
}

/** The raw body bytes, refused with 413 past MAX_BODY_BYTES (webhooks verify signatures over these). */
export async function readCapped(req: Request, maxBytes = MAX_BODY_BYTES): Promise<Uint8Array> {
  const declared = req.headers.get('content-length');
  if (declared !== null && Number(declared) > maxBytes) {
    throw new ApiError(413, 'PAYLOAD_TOO_LARGE', `body: request body exceeds ${maxBytes} bytes`, {
      field: 'body',
    });
  }
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new ApiError(413, 'PAYLOAD_TOO_LARGE', `body: request body exceeds ${maxBytes} bytes`, {
        field: 'body',
      });
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const ch of chunks) {
    out.set(ch, at);
    at += ch.byteLength;
  }
  return out;
}

/** Read and JSON-parse a request body, enforcing content type and size. */
export async function readJson(c: Context<AppEnv>, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  const ct = c.req.header('content-type') ?? '';
  const mediaType = ct.split(';')[0]!.trim().toLowerCase();
  if (mediaType !== 'application/json' && !mediaType.endsWith('+json')) {
    throw new ApiError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      `content-type: expected application/json, got ${mediaType || 'none'}`,
      { field: 'content-type', hint: 'Send the body as JSON with Content-Type: application/json.' },
    );
  }
  const bytes = await readCapped(c.req.raw, maxBytes);
  const text = new TextDecoder().decode(bytes);
  if (text.trim() === '') {
    throw new ApiError(
      400,
      'MALFORMED_JSON',
      'body: request body is empty; a JSON object is required',
      { field: 'body', hint: 'Send a JSON object.' },
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'MALFORMED_JSON', 'body: request body is not valid JSON', {
      field: 'body',
      hint: 'Check quotes, commas and brackets.',
    });
  }
}

/** Field names whose values are never echoed in an error (passwords, keys, tokens, signatures). */
export const SECRET_FIELD =
  /pass(word|phrase)?|secret|token|api[-_]?key|^key$|service[-_]?key|authorization|signature|credential|otp|pin$/i;

/** True when any segment of a field path names a secret. */
export function isSecretPath(path: readonly PropertyKey[]): boolean {
  return path.some((seg) => typeof seg === 'string' && SECRET_FIELD.test(seg));
}

function describeValue(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'string')
    return `the string ${JSON.stringify(v.length > 40 ? v.slice(0, 40) + '...' : v)}`;
  return `${typeof v} ${JSON.stringify(v)}`;
}

function valueAt(root: unknown, path: PropertyKey[]): unknown {
  let cur: unknown = root;
  for (const k of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[k as string];
  }
  return cur;
}

/** Edit distance (insertions, deletions, substitutions, each 1) between two short names. */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(
        prev[j]! + 1,
        row[j - 1]! + 1,
        prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * The known name nearest to an unknown one, when it is near enough to be a slip: the same name
 * in another case or with `_`/`-` moved, one name (of three letters or more) the start of the
 * other (`lat` and `latitude`), or within an edit distance of about a third of its length (2 when
 * both start with the same letter: `lng` and `lon`).
 * Undefined when nothing is that close (`foo` among `lat`, `lon` suggests nothing).
 */
export function nearestName(unknown: string, known: readonly string[]): string | undefined {
  const norm = (s: string) => s.toLowerCase().replace(/[-_\s]/g, '');
  const u = norm(unknown);
  // ranked by distance, then a shared first letter, then the longest common subsequence
  let best: { name: string; rank: [number, number, number] } | undefined;
  for (const name of known) {
    if (name === unknown) continue;
    const k = norm(name);
    let score: number;
    if (k === u) score = 0;
    else if (u.length >= 3 && k.length >= 3 && (k.startsWith(u) || u.startsWith(k))) score = 0.5;
    else {
      const d = editDistance(u, k);
      const near =
        d <= Math.max(1, Math.round(Math.max(u.length, k.length) / 3)) || (d <= 2 && u[0] === k[0]);
      score = near && d < Math.max(u.length, k.length) ? d : Infinity;
    }
    if (score === Infinity) continue;
    const rank: [number, number, number] = [score, u[0] === k[0] ? 0 : 1, -commonSubsequence(u, k)];
    if (
      best === undefined ||
      rank[0] < best.rank[0] ||
      (rank[0] === best.rank[0] &&
        (rank[1] < best.rank[1] || (rank[1] === best.rank[1] && rank[2] < best.rank[2])))
    )
      best = { name, rank };
  }
  return best?.name;
}

/** Length of the longest common subsequence of two short names. */
function commonSubsequence(a: string, b: string): number {
  let prev = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const row = [0];
    for (let j = 1; j <= b.length; j++)
      row[j] = a[i - 1] === b[j - 1] ? prev[j - 1]! + 1 : Math.max(prev[j]!, row[j - 1]!);
    prev = row;
  }
  return prev[b.length]!;
}

type AnyDef = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  options?: readonly z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
  items?: readonly z.ZodType[];
};
const defOf = (s: z.ZodType): AnyDef => (s as unknown as { _zod: { def: AnyDef } })._zod.def;

/** The object schemas a (possibly wrapped) schema stands for: through optional, default, pipes and preprocessing, unions and intersections. */
function objectsOf(schema: z.ZodType, depth = 0): Array<Record<string, z.ZodType>> {
  if (depth > 12) return [];
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return [def.shape!];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return objectsOf(def.innerType!, depth + 1);
    // a pipe validates its input side; a preprocess (a transform piped into the schema) its output side
    case 'pipe': {
      const ins = objectsOf(def.in!, depth + 1);
      return ins.length > 0
        ? ins
        : objectsOf((def as { out?: z.ZodType }).out ?? def.in!, depth + 1);
    }
    case 'lazy':
      return objectsOf(def.getter!(), depth + 1);
    case 'union':
      return (def.options ?? []).flatMap((o) => objectsOf(o, depth + 1));
    case 'intersection':
      return [...objectsOf(def.left!, depth + 1), ...objectsOf(def.right!, depth + 1)];
    default:
      return [];
  }
}

/** The field names the schema knows at a path of the input (the object an unknown key was found in). */
export function knownKeysAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let here: z.ZodType[] = [schema];
  for (const seg of path) {
    const next: z.ZodType[] = [];
    for (const s of here) {
      if (typeof seg === 'number') {
        let t = s;
        for (let i = 0; i < 8; i++) {
          const d = defOf(t);
          if (d.type === 'array') {
            next.push(d.element!);
            break;
          }
          if (d.type === 'tuple') {
            const item = d.items?.[seg];
            if (item) next.push(item);
            break;
          }
          const inner = d.innerType ?? (d.type === 'pipe' ? d.in : undefined);
          if (!inner) break;
          t = inner;
        }
      } else {
        for (const shape of objectsOf(s))
          if (typeof seg === 'string' && Object.prototype.hasOwnProperty.call(shape, seg))
            next.push(shape[seg]!);
      }
    }
    here = next;
  }
  return [...new Set(here.flatMap((s) => objectsOf(s).flatMap((shape) => Object.keys(shape))))];
}

/** `unknown field`, with the nearest known field when one is close: "unknown field; did you mean `latitude`?". */
export function unknownFieldNote(key: string, known: readonly string[]): string {
  const near = nearestName(key, known);
  return near === undefined ? 'unknown field' : `unknown field; did you mean \`${near}\`?`;
}

/** `x: unknown field`, with the nearest field the schema knows there when one is close ("did you mean `latitude`?"). */
export function unknownFieldMessage(field: string, key: string, known: readonly string[]): string {
  return `${field}: ${unknownFieldNote(key, known)}`;
}

/**
 * The issue to answer: the first, except that a required field reported missing beside an
 * unknown key that is a slip of its name (`latt` sent, `lat` missing) is answered as that unknown
 * key with its suggestion, since the misspelling is what the caller has to fix.
 */
function slipFirst(
  issues: readonly z.core.$ZodIssue[],
  input: unknown,
  schema: z.ZodType | undefined,
): z.core.$ZodIssue {
  const first = issues[0]!;
  if (
    schema === undefined ||
    first.code !== 'invalid_type' ||
    first.path.length === 0 ||
    valueAt(input, first.path) !== undefined
  )
    return first;
  const parent = first.path.slice(0, -1);
  const missing = String(first.path[first.path.length - 1]);
  const samePlace = (p: readonly PropertyKey[]) =>
    p.length === parent.length && p.every((seg, i) => seg === parent[i]);
  for (const other of issues) {
    if (other.code !== 'unrecognized_keys' || !samePlace(other.path)) continue;
    const known = knownKeysAt(schema, other.path);
    const slip = other.keys.find((k) => nearestName(k, known) === missing);
    if (slip !== undefined) return { ...other, keys: [slip] };
  }
  return first;
}

/**
 * Turn the first zod issue into an ApiError naming the field. Given the schema, an unknown field
 * is answered with the nearest field the schema knows at that place.
 */
/**
 * What to do about one issue, for the envelopes that carry a hint (E3): the fix of the field it
 * names (remove an unknown key, send a missing one, its type, its bounds, one of its values).
 * Undefined for a rule's own message (a custom issue): the code's advice stands in (errors.ts).
 */
function hintOf(
  issue: z.core.$ZodIssue,
  field: string,
  got: unknown,
  known: readonly string[],
): string | undefined {
  const list = (xs: readonly unknown[]) =>
    xs
      .slice(0, 12)
      .map((x) => (typeof x === 'string' ? x : JSON.stringify(x)))
      .join(', ') + (xs.length > 12 ? ', ...' : '');
  switch (issue.code) {
    case 'unrecognized_keys': {
      const near = nearestName(issue.keys[0] ?? '', known);
      return `Remove ${field}${near ? ` (or rename it ${near})` : ''}: unknown fields are refused so that a misspelt option is never ignored.${known.length ? ` The fields here: ${list(known)}.` : ''}`;
    }
    case 'invalid_type':
      if (field === 'body') return 'Send one JSON object.';
      return got === undefined
        ? `Send ${field} (${issue.expected}); it is required.`
        : `Send ${field} as ${issue.expected === 'object' ? 'an object' : issue.expected === 'array' ? 'an array' : `a ${issue.expected}`}.`;
    case 'too_small':
      return `Send ${field} ${issue.origin === 'string' ? `with at least ${String(issue.minimum)} characters` : issue.origin === 'array' ? `with at least ${String(issue.minimum)} items` : `at least ${String(issue.minimum)}`}.`;
    case 'too_big':
      return `Send ${field} ${issue.origin === 'string' ? `with at most ${String(issue.maximum)} characters` : issue.origin === 'array' ? `with at most ${String(issue.maximum)} items` : `at most ${String(issue.maximum)}`}.`;
    case 'invalid_value':
      return `Send ${field} as one of: ${list(issue.values)}.`;
    case 'invalid_format':
      return `Send ${field} in the form the message gives${issue.format ? ` (${issue.format})` : ''}.`;
    default:
      return undefined;
  }
}

export function issueToError(
  error: z.ZodError,
  input: unknown,
  opts: ParseOptions = {},
  schema?: z.ZodType,
): ApiError {
  const issue = slipFirst(error.issues, input, schema);
  let path = issue.path.map(String);
  if (issue.code === 'unrecognized_keys' && issue.keys.length > 0) path = [...path, issue.keys[0]!];
  const field = path.join('.') || 'body';
  const hint =
    opts.hints?.[field] ??
    hintOf(
      issue,
      field,
      valueAt(input, issue.path),
      schema && issue.code === 'unrecognized_keys' ? knownKeysAt(schema, issue.path) : [],
    );
  const got = valueAt(input, issue.path);
  let message: string;
  let code: ErrorCode = 'INVALID_FIELD';
  if (issue.code === 'unrecognized_keys') {
    message = unknownFieldMessage(
      field,
      issue.keys[0] ?? field,
      schema ? knownKeysAt(schema, issue.path) : [],
    );
  } else if (got === undefined && issue.code === 'invalid_type' && path.length > 0) {
    message = `${field}: is required`;
  } else if (path.length === 0 && issue.code === 'invalid_type') {
    message = `body: expected a JSON object, got ${describeValue(input)}`;
  } else {
    // the value received is echoed to help the caller, unless the field holds a secret
    message = isSecretPath(path)
      ? `${field}: ${issue.message} (the value is not shown)`
      : `${field}: ${issue.message} (got ${describeValue(got)})`;
    if ((issue.code === 'too_small' || issue.code === 'too_big') && opts.rangeCodes?.[field])
      code = opts.rangeCodes[field]!;
    const paramCode =
      issue.code === 'custom' ? (issue.params as { code?: unknown } | undefined)?.code : undefined;
    // a schema's own code (params: { code }); test/routes/docs-catalogue.test.ts holds every such code to ErrorCode
    if (typeof paramCode === 'string') code = paramCode as ErrorCode;
  }
  return new ApiError(400, code, message, { field, ...(hint !== undefined ? { hint } : {}) });
}

/**
 * The first issue a field's own schema finds in `value`, looked for field by field (through
 * objects, arrays and their wrappers), so that no refinement of an enclosing object runs. Used
 * when a whole parse threw: zod runs an object's refinements after a field's continuable issue (a
 * string of the wrong form), on a value the field already refused, and a refinement that reads it
 * (parses a date-time, looks a name up) may throw. Undefined when every field passes on its own.
 */
function ownIssue(
  schema: z.ZodType,
  value: unknown,
  path: PropertyKey[],
  depth = 0,
): z.core.$ZodIssue | undefined {
  if (depth > 32) return undefined;
  const prefixed = (issues: readonly z.core.$ZodIssue[]) =>
    ({ ...issues[0]!, path: [...path, ...issues[0]!.path] }) as z.core.$ZodIssue;
  const field = (sub: z.ZodType, v: unknown, at: PropertyKey): z.core.$ZodIssue | undefined => {
    let r: ReturnType<z.ZodType['safeParse']>;
    try {
      r = sub.safeParse(v);
    } catch {
      return ownIssue(sub, v, [...path, at], depth + 1);
    }
    return r.success
      ? undefined
      : prefixed(r.error.issues.map((i) => ({ ...i, path: [at, ...i.path] })));
  };
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const shape of objectsOf(schema)) {
      for (const [k, sub] of Object.entries(shape)) {
        const found = field(sub, (value as Record<string, unknown>)[k], k);
        if (found) return found;
      }
    }
  }
  if (Array.isArray(value)) {
    let t = schema;
    for (let i = 0; i < 8; i++) {
      const d = defOf(t);
      if (d.type === 'array') {
        for (let j = 0; j < value.length; j++) {
          const found = field(d.element!, value[j], j);
          if (found) return found;
        }
        break;
      }
      const inner = d.innerType ?? (d.type === 'pipe' ? d.in : undefined);
      if (!inner) break;
      t = inner;
    }
  }
  return undefined;
}

/**
 * `schema.safeParse(input)`, except that a refinement throwing on a value its field refused is
 * answered as that field's issue (a failed parse), never a throw; one that throws on input every
 * field accepts is a fault and is rethrown. Every parse of request input goes through here.
 */
export function safeParseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
): z.ZodSafeParseResult<z.output<S>> {
  try {
    return schema.safeParse(input) as z.ZodSafeParseResult<z.output<S>>;
  } catch (thrown) {
    const issue = ownIssue(schema, input, []);
    if (issue === undefined) throw thrown;
    return { success: false, error: new z.ZodError([issue]) } as z.ZodSafeParseResult<z.output<S>>;
  }
}

/** Validate a value with a zod schema, throwing an ApiError naming the field (never a 500 for a refinement run on a refused value). */
export function validate<S extends z.ZodType>(
  schema: S,
  input: unknown,
  opts: ParseOptions = {},
): z.output<S> {
  const r = safeParseInput(schema, input);
  if (!r.success) throw issueToError(r.error, input, opts, schema);
  return r.data;
}

/** Thrown (as the stream's error) when a gzip body does not decompress: a bad header, a bad checksum, bytes after its end. */
export class GzipError extends Error {
  constructor(override readonly cause: unknown) {
    super('the body does not decompress as gzip');
    this.name = 'GzipError';
  }
}

/**
 * A gzip body decompressed, with every failure of the decompression (whatever the runtime's
 * message: a bad header, a truncated stream, bytes after the end of the gzip member) surfaced as
 * a GzipError, so the caller answers 400 rather than guessing from error text.
 */
export function gunzip(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const reader = body.pipeThrough(new DecompressionStream('gzip')).getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let r: ReadableStreamReadResult<Uint8Array>;
      try {
        r = await reader.read();
      } catch (err) {
        controller.error(new GzipError(err));
        return;
      }
      if (r.done) controller.close();
      else controller.enqueue(r.value);
    },
    async cancel(reason) {
      await reader.cancel(reason).catch(() => {});
    },
  });
}

/** Read a JSON body and validate it. */
export async function parseJsonBody<S extends z.ZodType>(
  c: Context<AppEnv>,
  schema: S,
  opts: ParseOptions = {},
): Promise<z.output<S>> {
  return validate(schema, await readJson(c, opts.maxBytes), opts);
}

/**
 * Validate the query string. Each key may appear once; keys the schema does not know are refused
 * (the schema should be a strict object of string-accepting fields, e.g. z.coerce).
 */
export function parseQuery<S extends z.ZodType>(
  c: Context<AppEnv>,
  schema: S,
  opts: ParseOptions = {},
): z.output<S> {
  return validate(schema, queryObject(c), opts);
}

let noQuerySchema: z.ZodObject<Record<string, never>, z.core.$strict> | undefined;
/**
 * The query schema of a route that takes no query parameters: one strict empty object per isolate
 * (building a zod object costs about a millisecond; a handler must not build it per request).
 */
export function noQuery(): z.ZodObject<Record<string, never>, z.core.$strict> {
  return (noQuerySchema ??= z.strictObject({}));
}

/**
 * A list's page size in the query: 1 to 200 digits-only, the default (50) applied by the handler.
 * `things` names what is listed ("jobs", "charts"), for the description in OpenAPI.
 */
export function pageLimitParam(things: string) {
  return z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(200))
    .optional()
    .describe(`how many ${things} to list, 1 to 200 (default 50), newest first`);
}

/** A list's offset in the query: how many of the newest to skip (default 0, applied by the handler). */
export function pageOffsetParam(description: string) {
  return z
    .string()
    .regex(/^\d{1,7}$/)
    .transform(Number)
    .optional()
    .describe(description);
}

/** The query string as an object, each key at most once (400 naming a repeated key). */
export function queryObject(c: Context<AppEnv>): Record<string, string> {
  const obj: Record<string, string> = {};
  // `lang` is read and validated by the language middleware of the routes that take it (src/http/lang.ts)
  const langTaken = c.get('lang') !== undefined;
  for (const [k, v] of new URL(c.req.url).searchParams) {
    if (langTaken && k === 'lang') continue;
    if (k in obj)
      throw new ApiError(400, 'INVALID_FIELD', `${k}: given more than once`, { field: k });
    obj[k] = v;
  }
  return obj;
}

/** Refuse any query string (routes whose contract takes none). */
export function refuseQuery(c: Context<AppEnv>): void {
  const url = new URL(c.req.url);
  if (c.get('lang') !== undefined) url.searchParams.delete('lang');
  const first = [...url.searchParams.keys()][0];
  if (url.search !== '' && url.search !== '?' && first !== undefined) {
    throw new ApiError(
      400,
      'QUERY_NOT_ALLOWED',
      `${first ?? 'query'}: this route takes no query string`,
      { field: first ?? 'query' },
    );
  }
}

/** Size cap of an HTML form body (the sign-in pages' forms carry a few short fields). */
export const MAX_FORM_BYTES = 16 * 1024;

/**
 * Read an `application/x-www-form-urlencoded` body (what an HTML form without JavaScript sends)
 * as one string per field: 415 for another content type, 413 past `maxBytes`, 400 for invalid
 * UTF-8 or a field given more than once. The values are not validated here (see `validate`).
 */
export async function readForm(
  c: Context<AppEnv>,
  maxBytes = MAX_FORM_BYTES,
): Promise<Record<string, string>> {
  const ct = c.req.header('content-type') ?? '';
  const mediaType = ct.split(';')[0]!.trim().toLowerCase();
  if (mediaType !== 'application/x-www-form-urlencoded') {
    throw new ApiError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      `content-type: expected application/x-www-form-urlencoded (an HTML form), got ${mediaType || 'none'}`,
      { field: 'content-type' },
    );
  }
  const bytes = await readCapped(c.req.raw, maxBytes);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new ApiError(400, 'MALFORMED_FORM', 'body: the form body is not valid UTF-8', {
      field: 'body',
    });
  }
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [k, v] of new URLSearchParams(text)) {
    if (Object.prototype.hasOwnProperty.call(out, k))
      throw new ApiError(400, 'INVALID_FIELD', `${k.slice(0, 40)}: given more than once`, {
        field: k.slice(0, 40),
      });
    out[k] = v;
  }
  return { ...out };
}
