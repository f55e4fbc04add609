/**
 * @module The `lang` parameter of every route that answers names or readings
 * (docs/languages.md): one of the ten languages (src/engine/i18n/langs.ts), given as the query key
 * `lang` (a 400 naming `lang` for any other value), else Accept-Language through the one
 * negotiation (src/http/accept-language.ts), else English. The middleware records the choice for
 * the handler (`c.get('lang')`), and after it:
 * - sets `Content-Language`, `Vary: Accept-Language` and, when the header named no supported
 *   language, `X-Language-Fallback` with the ranges that were asked for;
 * - when a language was asked for, adds the labels of src/http/labels.ts to a JSON answer (in
 *   the family's casing), so each named thing carries its name in that language and script.
 * The routes that take `lang` are listed in src/http/lang-routes.ts.
 */
import type { Context, MiddlewareHandler } from 'hono';
import * as z from 'zod';
import { LANGS, LANG_INFO, type Lang } from '../engine/i18n/langs.js';
import { loadNames } from '../platform/names.js';
import { resolveLang, type LangResolution } from './accept-language.js';
import type { AppEnv } from './context.js';
import { ApiError } from './errors.js';
import type { Casing } from './labels.js';
import { lazySchema } from './lazy-schema.js';

export type LangChoice = LangResolution<Lang>;

/** The query parameter as the OpenAPI documents describe it. */
export const langQuerySchema = lazySchema(() =>
  z.enum(LANGS).meta({
    description: `language of names and texts: ${LANGS.map((l) => `${l} (${LANG_INFO[l].name})`).join(', ')}; default: the Accept-Language header, else en. With a language, each named thing carries its \`label\` in that language's script`,
  }),
);

/** The language of a request from a `lang` value (undefined: not given) and its Accept-Language. */
export function chooseLang(
  param: string | undefined,
  acceptLanguage: string | undefined,
): LangChoice {
  if (param !== undefined && !(LANGS as readonly string[]).includes(param)) {
    throw new ApiError(
      400,
      'INVALID_FIELD',
      `lang: must be one of ${LANGS.join(', ')} (got the string ${JSON.stringify(param.slice(0, 40))})`,
      { field: 'lang' },
    );
  }
  return resolveLang(param as Lang | undefined, acceptLanguage, LANGS, 'en');
}

/** The headers of an answer in a language. */
export function langHeaders(choice: LangChoice): Record<string, string> {
  return {
    'Content-Language': choice.lang,
    ...(choice.fallback ? { 'X-Language-Fallback': choice.requested ?? '*' } : {}),
  };
}

/** The middleware of a route that takes `lang` (query key), answering in the family's casing. */
export function langMiddleware(casing: Casing): MiddlewareHandler<AppEnv> {
  return async function langParam(c, next) {
    const all = new URL(c.req.url).searchParams.getAll('lang');
    if (all.length > 1)
      throw new ApiError(400, 'INVALID_FIELD', 'lang: given more than once', { field: 'lang' });
    c.set('lang', chooseLang(all[0], c.req.header('accept-language')));
    await next();
    await finishLang(c, casing);
  };
}

/** Headers, and labels on a JSON success, for the language the handler answered in. */
async function finishLang(c: Context<AppEnv>, casing: Casing): Promise<void> {
  const choice = c.get('lang');
  if (!choice) return;
  let res = c.res;
  const type = res.headers.get('content-type') ?? '';
  const labelled =
    choice.asked &&
    res.status >= 200 &&
    res.status < 300 &&
    type.startsWith('application/json') &&
    res.body !== null;
  if (labelled) {
    // the label rules and their name tables load with the first labelled answer, not the family
    const [names, { labelAnswer }] = await Promise.all([
      loadNames(choice.lang),
      import('./labels.js'),
    ]);
    // the value `json` serialised this very answer from, when it is plain JSON (it then reads back
    // as itself): the same labels without parsing the answer back
    const given = c.get('jsonAnswer');
    const own =
      given !== undefined && (given.res === res || res.headers.get(ANSWER_MARK) === given.mark);
    const shared = own && given.shared !== undefined ? given : undefined;
    const memoKey = `${choice.lang} ${casing}`;
    let done = shared ? SHARED.get(shared.body as object)?.get(memoKey) : undefined;
    if (done === undefined) {
      const value =
        own && (shared !== undefined || isPlainJson(given.body))
          ? given.body
          : (JSON.parse(await res.text()) as unknown);
      const text = JSON.stringify(labelAnswer(value, names, casing));
      done = { text, etag: shared?.shared?.etag ? await honoEtag(text) : undefined };
      if (shared) {
        const m = SHARED.get(shared.body as object) ?? new Map<string, SharedText>();
        m.set(memoKey, done);
        SHARED.set(shared.body as object, m);
      }
    }
    res = new Response(done.text, res);
    res.headers.delete('content-length');
    // the route's ETag middleware (hono/etag) takes a tag it finds instead of hashing the body
    if (done.etag !== undefined) res.headers.set('ETag', done.etag);
  } else {
    res = new Response(res.body, res);
  }
  res.headers.delete(ANSWER_MARK);
  for (const [k, v] of Object.entries(langHeaders(choice))) res.headers.set(k, v);
  const vary = res.headers.get('Vary');
  if (!vary || !/accept-language/i.test(vary))
    res.headers.set('Vary', vary ? `${vary}, Accept-Language` : 'Accept-Language');
  c.res = undefined as unknown as Response;
  c.res = res;
}

/**
 * The header `json` marks an answer with (the request's own mark, never sent: taken off here), so
 * the value it was written from is recognised through copies of its Response that keep its body.
 */
export const ANSWER_MARK = 'x-internal-json-answer';

interface SharedText {
  text: string;
  etag: string | undefined;
}
/** The labelled texts (and ETags) of shared answers (`sharedJson`), by value, then language and casing. */
const SHARED = new WeakMap<object, Map<string, SharedText>>();

/**
 * The ETag hono/etag gives a body (its default: SHA-1, hex, quoted; a body over 256 KiB is hashed
 * as the chain SHA-1(previous digest + next 256 KiB), as its streaming digest does; an empty body
 * none).
 */
export async function honoEtag(text: string): Promise<string | undefined> {
  const CHUNK = 262144;
  const bytes = new TextEncoder().encode(text);
  let result: Uint8Array | undefined;
  for (let off = 0; off < bytes.byteLength; off += CHUNK) {
    const part = bytes.subarray(off, Math.min(off + CHUNK, bytes.byteLength));
    const input = result ? new Uint8Array(result.byteLength + part.byteLength) : part;
    if (result) {
      input.set(result, 0);
      input.set(part, result.byteLength);
    }
    result = new Uint8Array(await crypto.subtle.digest('SHA-1', input));
  }
  if (!result) return undefined; // an empty body has no tag
  return `"${Array.from(result, (x) => x.toString(16).padStart(2, '0')).join('')}"`;
}

/**
 * Whether `JSON.parse(JSON.stringify(v))` would give back a value the labels treat exactly as `v`:
 * nested arrays and objects of the plain prototypes, strings, numbers, booleans and null, and no
 * object member that JSON.stringify drops or changes (undefined, a function, a symbol, a bigint,
 * a toJSON method, a Date or any other class). Array items that are undefined are allowed: they
 * are written as null either way.
 */
export function isPlainJson(v: unknown): boolean {
  if (v === null) return true;
  switch (typeof v) {
    case 'string':
    case 'number':
    case 'boolean':
      return true;
    case 'object':
      break;
    default:
      return false;
  }
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const x: unknown = v[i];
      if (x !== undefined && !isPlainJson(x)) return false;
    }
    return true;
  }
  const proto: unknown = Object.getPrototypeOf(v);
  if (proto !== Object.prototype && proto !== null) return false;
  const o = v as Record<string, unknown>;
  for (const k in o) {
    if (!Object.prototype.hasOwnProperty.call(o, k)) continue;
    if (!isPlainJson(o[k])) return false;
  }
  return true;
}
