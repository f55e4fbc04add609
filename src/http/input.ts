/**
 * @module Reading request input: JSON bodies (content type, 64 KiB cap, malformed JSON, empty
 * body), HTML form bodies (urlencoded, 16 KiB cap) and query strings (unknown keys refused),
 * validated with zod. Every failure is an ApiError naming the field.
 */
import type { Context } from 'hono';
import * as z from 'zod';
import type { AppEnv } from './context.js';
import { ApiError } from './errors.js';

export const MAX_BODY_BYTES = 64 * 1024;

/** Options that map zod failures on given fields to specific stable codes. */
export interface ParseOptions {
  /** field (top-level key or dotted path) -> code used when that field is out of range */
  rangeCodes?: Record<string, string>;
  /** field -> hint text (rendered by E3) */
  hints?: Record<string, string>;
  /** body size cap in bytes (default MAX_BODY_BYTES; bulk routes raise it) */
  maxBytes?: number;
}

/** The raw body bytes, refused with 413 past MAX_BODY_BYTES (webhooks verify signatures over these). */
export async function readCapped(req: Request, maxBytes = MAX_BODY_BYTES): Promise<Uint8Array> {
  const declared = req.headers.get('content-length');
  if (declared !== null && Number(declared) > maxBytes) {
    throw new ApiError(413, 'PAYLOAD_TOO_LARGE', `body: request body exceeds ${maxBytes} bytes`, { field: 'body' });
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
      throw new ApiError(413, 'PAYLOAD_TOO_LARGE', `body: request body exceeds ${maxBytes} bytes`, { field: 'body' });
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const ch of chunks) { out.set(ch, at); at += ch.byteLength; }
  return out;
}

/** Read and JSON-parse a request body, enforcing content type and size. */
export async function readJson(c: Context<AppEnv>, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  const ct = c.req.header('content-type') ?? '';
  const mediaType = ct.split(';')[0]!.trim().toLowerCase();
  if (mediaType !== 'application/json' && !mediaType.endsWith('+json')) {
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', `content-type: expected application/json, got ${mediaType || 'none'}`, { field: 'content-type', hint: 'Send the body as JSON with Content-Type: application/json.' });
  }
  const bytes = await readCapped(c.req.raw, maxBytes);
  const text = new TextDecoder().decode(bytes);
  if (text.trim() === '') {
    throw new ApiError(400, 'MALFORMED_JSON', 'body: request body is empty; a JSON object is required', { field: 'body', hint: 'Send a JSON object.' });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'MALFORMED_JSON', 'body: request body is not valid JSON', { field: 'body', hint: 'Check quotes, commas and brackets.' });
  }
}

/** Field names whose values are never echoed in an error (passwords, keys, tokens, signatures). */
export const SECRET_FIELD = /pass(word|phrase)?|secret|token|api[-_]?key|^key$|service[-_]?key|authorization|signature|credential|otp|pin$/i;

/** True when any segment of a field path names a secret. */
export function isSecretPath(path: readonly PropertyKey[]): boolean {
  return path.some((seg) => typeof seg === 'string' && SECRET_FIELD.test(seg));
}

function describeValue(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'string') return `the string ${JSON.stringify(v.length > 40 ? v.slice(0, 40) + '...' : v)}`;
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

/** Turn the first zod issue into an ApiError naming the field. */
export function issueToError(error: z.ZodError, input: unknown, opts: ParseOptions = {}): ApiError {
  const issue = error.issues[0]!;
  let path = issue.path.map(String);
  if (issue.code === 'unrecognized_keys' && issue.keys.length > 0) path = [...path, issue.keys[0]!];
  const field = path.join('.') || 'body';
  const hint = opts.hints?.[field];
  const got = valueAt(input, issue.path);
  let message: string;
  let code = 'INVALID_FIELD';
  if (issue.code === 'unrecognized_keys') {
    message = `${field}: unknown field`;
  } else if (got === undefined && issue.code === 'invalid_type' && path.length > 0) {
    message = `${field}: is required`;
  } else if (path.length === 0 && issue.code === 'invalid_type') {
    message = `body: expected a JSON object, got ${describeValue(input)}`;
  } else {
    // the value received is echoed to help the caller, unless the field holds a secret
    message = isSecretPath(path) ? `${field}: ${issue.message} (the value is not shown)` : `${field}: ${issue.message} (got ${describeValue(got)})`;
    if ((issue.code === 'too_small' || issue.code === 'too_big') && opts.rangeCodes?.[field]) code = opts.rangeCodes[field]!;
    const paramCode = issue.code === 'custom' ? (issue.params as { code?: unknown } | undefined)?.code : undefined;
    if (typeof paramCode === 'string') code = paramCode;
  }
  return new ApiError(400, code, message, { field, ...(hint !== undefined ? { hint } : {}) });
}

/** Validate a value with a zod schema, throwing an ApiError naming the field. */
export function validate<S extends z.ZodType>(schema: S, input: unknown, opts: ParseOptions = {}): z.output<S> {
  const r = schema.safeParse(input);
  if (!r.success) throw issueToError(r.error, input, opts);
  return r.data;
}

/** Read a JSON body and validate it. */
export async function parseJsonBody<S extends z.ZodType>(c: Context<AppEnv>, schema: S, opts: ParseOptions = {}): Promise<z.output<S>> {
  return validate(schema, await readJson(c, opts.maxBytes), opts);
}

/**
 * Validate the query string. Each key may appear once; keys the schema does not know are refused
 * (the schema should be a strict object of string-accepting fields, e.g. z.coerce).
 */
export function parseQuery<S extends z.ZodType>(c: Context<AppEnv>, schema: S, opts: ParseOptions = {}): z.output<S> {
  return validate(schema, queryObject(c), opts);
}

/** The query string as an object, each key at most once (400 naming a repeated key). */
export function queryObject(c: Context<AppEnv>): Record<string, string> {
  const obj: Record<string, string> = {};
  for (const [k, v] of new URL(c.req.url).searchParams) {
    if (k in obj) throw new ApiError(400, 'INVALID_FIELD', `${k}: given more than once`, { field: k });
    obj[k] = v;
  }
  return obj;
}

/** Refuse any query string (routes whose contract takes none). */
export function refuseQuery(c: Context<AppEnv>): void {
  const url = new URL(c.req.url);
  const first = [...url.searchParams.keys()][0];
  if (url.search !== '' && url.search !== '?') {
    throw new ApiError(400, 'QUERY_NOT_ALLOWED', `${first ?? 'query'}: this route takes no query string`, { field: first ?? 'query' });
  }
}

/** Size cap of an HTML form body (the sign-in pages' forms carry a few short fields). */
export const MAX_FORM_BYTES = 16 * 1024;

/**
 * Read an `application/x-www-form-urlencoded` body (what an HTML form without JavaScript sends)
 * as one string per field: 415 for another content type, 413 past `maxBytes`, 400 for invalid
 * UTF-8 or a field given more than once. The values are not validated here (see `validate`).
 */
export async function readForm(c: Context<AppEnv>, maxBytes = MAX_FORM_BYTES): Promise<Record<string, string>> {
  const ct = c.req.header('content-type') ?? '';
  const mediaType = ct.split(';')[0]!.trim().toLowerCase();
  if (mediaType !== 'application/x-www-form-urlencoded') {
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', `content-type: expected application/x-www-form-urlencoded (an HTML form), got ${mediaType || 'none'}`, { field: 'content-type' });
  }
  const bytes = await readCapped(c.req.raw, maxBytes);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new ApiError(400, 'MALFORMED_FORM', 'body: the form body is not valid UTF-8', { field: 'body' });
  }
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [k, v] of new URLSearchParams(text)) {
    if (Object.prototype.hasOwnProperty.call(out, k)) throw new ApiError(400, 'INVALID_FIELD', `${k.slice(0, 40)}: given more than once`, { field: k.slice(0, 40) });
    out[k] = v;
  }
  return { ...out };
}
