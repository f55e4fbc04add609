/**
 * @module The `hint` of an E3 error (Variant R2, docs/r2.md) that its thrower left without one.
 * E3 promises "per-field hints" on every bad request; the R2 bodies' own hint tables
 * (src/routes/r2/chart.ts, src/routes/shared/reference/r2-rectify.ts) cover their POST fields, and
 * this derives the rest from what the route declares, so no route writes hints for its query:
 * - a query string on a route that takes none: call it with nothing after the path;
 * - an unknown field or query key: the keys the route knows, with its example;
 * - a known field: the description its zod schema carries (`.describe()`), with the example value;
 * - otherwise what the code asks for (405: the methods in `Allow`; 413, 415, 404) or where the
 *   error catalogue explains the code (/docs/errors#CODE).
 * Only the error renderer (src/http/errors.ts) calls it, on E3 answers below 500.
 */
import * as z from 'zod';
import { real } from './lazy-schema.js';

/** What a route declares that a hint can be read from (its FamilyApp options). */
export interface HintSource {
  method: string;
  path: string;
  query?: z.ZodType;
  body?: z.ZodType;
  example?: unknown;
}

interface SchemaNode {
  description?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
}

const schemas = new WeakMap<z.ZodType, SchemaNode>();
function schemaOf(s: z.ZodType): SchemaNode {
  let js = schemas.get(s);
  // the input side, as OpenAPI documents it (src/http/openapi.ts jsonSchema)
  if (!js) {
    js = z.toJSONSchema(real(s), { io: 'input', unrepresentable: 'any' }) as SchemaNode;
    schemas.set(s, js);
  }
  return js;
}

/** The node of a dotted field path (`events.0.date`) in a JSON Schema, through arrays and unions. */
function nodeAt(root: SchemaNode, path: readonly string[]): SchemaNode | undefined {
  let here: SchemaNode | undefined = root;
  for (const seg of path) {
    if (!here) return undefined;
    const alts: SchemaNode[] = [
      here,
      ...(here.anyOf ?? []),
      ...(here.oneOf ?? []),
      ...(here.allOf ?? []),
    ];
    const next: SchemaNode | undefined = /^\d+$/.test(seg)
      ? alts.find((a) => a.items)?.items
      : alts.map((a) => a.properties?.[seg]).find((n) => n !== undefined);
    here = next;
  }
  return here;
}

/** The keys of the object at a path. */
function keysAt(root: SchemaNode, path: readonly string[]): string[] {
  const node = nodeAt(root, path);
  if (!node) return [];
  const alts = [node, ...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])];
  return [...new Set(alts.flatMap((a) => Object.keys(a.properties ?? {})))];
}

const list = (xs: readonly string[]) =>
  xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;

/** The route's example as a query string (`?year=2026`) or the example value of one body field. */
function exampleQuery(example: unknown): string {
  if (!example || typeof example !== 'object') return '';
  const q = new URLSearchParams(
    Object.entries(example as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
  ).toString();
  return q ? `?${q}` : '';
}
function exampleValue(example: unknown, path: readonly string[]): unknown {
  let v: unknown = example;
  for (const seg of path)
    v = v && typeof v === 'object' ? (v as Record<string, unknown>)[seg] : undefined;
  return v;
}

/** The hint for an E3 error: see the module comment. `basePath` is the family's prefix (`/r2`). */
export function derivedHint(
  err: {
    status: number;
    code: string;
    message: string;
    field?: string;
    headers?: Record<string, string>;
  },
  route: HintSource | undefined,
  basePath: string,
): string {
  const where = route ? `${route.method} ${basePath}${route.path}` : 'this route';
  if (err.code === 'QUERY_NOT_ALLOWED')
    return `${where} takes no query string: send it with nothing after the path.`;
  if (err.status === 405)
    return `Use ${err.headers?.Allow ? `one of ${err.headers.Allow}` : 'a method the path allows'} on this path.`;
  if (err.status === 404)
    return `The routes of this family are listed at /docs and in its OpenAPI document (/openapi/{family}.json).`;
  if (err.status === 413) return 'Send a smaller body (at most 64 KiB).';
  if (err.status === 415) return 'Send the body as JSON with Content-Type: application/json.';
  const field = err.field;
  const inQuery =
    route?.query !== undefined && (route.method === 'GET' || route.body === undefined);
  const schema = inQuery ? route?.query : route?.body;
  if (route && schema && field && field !== 'body' && field !== 'query') {
    const root = schemaOf(schema);
    const path = field.split('.');
    if (/given more than once/.test(err.message))
      return `Send ${field} once${inQuery && exampleQuery(route.example) ? `, e.g. ${exampleQuery(route.example)}` : ''}.`;
    const known = /unknown field/.test(err.message) ? keysAt(root, path.slice(0, -1)) : [];
    if (known.length > 0 && !known.includes(path[path.length - 1]!)) {
      const keys = inQuery ? 'query keys' : 'fields';
      const eg = inQuery ? exampleQuery(route.example) : '';
      return `The ${keys} of ${where} ${path.length > 1 ? `at ${path.slice(0, -1).join('.')} ` : ''}are ${list(known)}${eg ? `, e.g. ${eg}` : ''}.`;
    }
    const description = nodeAt(root, path)?.description;
    if (description) {
      const eg = exampleValue(route.example, path);
      const example =
        eg !== undefined && typeof eg !== 'object'
          ? `; e.g. ${inQuery ? `${field}=${String(eg)}` : `"${field}": ${JSON.stringify(eg)}`}`
          : '';
      return `${field}: ${description}${example}.`;
    }
  }
  return `/docs/errors#${err.code} says what ${err.code} means and what to send instead.`;
}
