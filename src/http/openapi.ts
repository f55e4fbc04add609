/**
 * @module OpenAPI 3.1 document of a family, generated from its route table: each route's summary
 * and the zod schemas it validates with (z.toJSONSchema, input side), and the family's error
 * envelope. Served at /openapi/{family}.json and linked from the index.
 */
import * as z from 'zod';
import type { ErrorStyle, FamilyId } from './context.js';
import type { FamilyApp, RouteEntry } from './family-app.js';
import { ENGINE_VERSION } from './engine-build.js';

/** JSON Schema (input side) of a zod schema, as OpenAPI and the counsel tools publish it. */
export function jsonSchema(schema: z.ZodType): Record<string, unknown> {
  const js = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  delete js.$schema;
  return js;
}

const FIELD = { type: 'string', description: 'path of the offending field' };
const ERROR_SCHEMAS: Record<ErrorStyle, Record<string, unknown>> = {
  E1: { type: 'object', required: ['ok', 'error'], properties: { ok: { const: false }, error: { type: 'object', required: ['code', 'message'], properties: { code: { type: 'string' }, message: { type: 'string' }, field: FIELD } } } },
  E2: { type: 'object', required: ['error', 'message'], properties: { error: { type: 'string', description: 'kebab-case code' }, message: { type: 'string' }, field: FIELD, details: {} } },
  E3: { type: 'object', required: ['error', 'message'], properties: { error: { type: 'string' }, message: { type: 'string' }, hint: { type: 'string' }, field: FIELD, incidentId: { type: 'string' } } },
  V: { type: 'object', required: ['ok', 'request_id', 'engine', 'compute_ms', 'source', 'error'], properties: { ok: { const: false }, request_id: { type: 'string' }, engine: { type: 'string' }, compute_ms: { type: 'number' }, source: { enum: ['engine', 'local', 'stub'] }, error: { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string' }, field: FIELD } } } },
  N: { type: 'object', required: ['success', 'error'], properties: { success: { const: false }, error: { type: 'object', required: ['code', 'message'], properties: { code: { type: 'string' }, message: { type: 'string' }, field: FIELD } } } },
  T: { type: 'object', required: ['error'], properties: { error: { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string' }, field: FIELD } }, request_id: { type: 'string' } } },
  P: { type: 'object', required: ['error'], properties: { error: { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string' }, field: FIELD } }, request_id: { type: 'string' } } },
};

function operation(r: RouteEntry, style: ErrorStyle): Record<string, unknown> {
  const op: Record<string, unknown> = { summary: r.summary ?? `${r.method} ${r.path}` };
  const params: Array<Record<string, unknown>> = [];
  for (const m of r.path.matchAll(/:([A-Za-z]+)/g)) params.push({ name: m[1], in: 'path', required: true, schema: { type: 'string' } });
  if (r.query) {
    const js = jsonSchema(r.query) as { properties?: Record<string, unknown>; required?: string[] };
    for (const [name, schema] of Object.entries(js.properties ?? {})) params.push({ name, in: 'query', required: (js.required ?? []).includes(name), schema });
  }
  if (params.length) op.parameters = params;
  if (r.body) op.requestBody = { required: true, content: { 'application/json': { schema: jsonSchema(r.body) } } };
  const errorRef = { $ref: `#/components/schemas/Error${style}` };
  op.responses = {
    200: { description: 'success', content: { [r.produces ?? 'application/json']: { schema: {} } } },
    '4XX': { description: 'bad input, unknown route, wrong method (with Allow), too large, wrong content type, rate limited', content: { 'application/json': { schema: errorRef } } },
    '5XX': { description: 'fault (generic message quoting the request id), or a feature that is not configured', content: { 'application/json': { schema: errorRef } } },
  };
  return op;
}

/** The OpenAPI 3.1 document of a family served at baseUrl. */
export function openApiDocument(id: FamilyId, app: FamilyApp, baseUrl: string, description: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const styles = new Set<ErrorStyle>([app.defaultStyle]);
  for (const r of app.routeList()) {
    const style = r.style ?? app.defaultStyle;
    styles.add(style);
    const p = r.path.replace(/:([A-Za-z]+)/g, '{$1}');
    (paths[p] ??= {})[r.method.toLowerCase()] = operation(r, style);
  }
  return {
    openapi: '3.1.0',
    info: { title: `Jyotisha API, family ${id}`, version: ENGINE_VERSION, description },
    servers: [{ url: baseUrl }],
    paths,
    components: { schemas: Object.fromEntries([...styles].map((s) => [`Error${s}`, ERROR_SCHEMAS[s]])) },
  };
}
