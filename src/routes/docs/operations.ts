/**
 * @module The operations of an OpenAPI document as the docs site reads them: method, path, the
 * full URL at the family's base, summary, how the caller authenticates, query and path
 * parameters with their examples, the request body schema and example, the success status and
 * media type, and every documented response. Read from whatever the document holds (no route
 * list is kept here). Pure.
 */
import type { JsonSchema } from './schema-fields.js';

/** How a caller authenticates on an operation, from its `security` requirement. */
export interface OperationAuth {
  /** the scheme named (bearerAuth, serviceKey, session, adminToken), or none */
  scheme: 'bearerAuth' | 'serviceKey' | 'session' | 'adminToken' | 'none';
  /** the route also answers without credentials (the requirement list holds `{}`) */
  optional: boolean;
}

export interface DocParameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required: boolean;
  schema: JsonSchema;
  example?: unknown;
  description?: string;
}

export interface DocResponse {
  status: string;
  description: string;
  media?: string;
  schema?: JsonSchema;
  headers: string[];
}

export interface DocOperation {
  operationId: string;
  method: string;
  /** path inside the family, OpenAPI style (`/api/charts/{id}`) */
  path: string;
  /** the family's base URL joined with the path */
  url: string;
  summary: string;
  /** the operation's description (markdown), empty when it has none */
  description: string;
  tags: string[];
  /** the spec's tier tag of a Family R or R2 operation (`x-tier`): S compute, W witness */
  tier?: 'S' | 'W';
  auth: OperationAuth;
  parameters: DocParameter[];
  body?: { schema: JsonSchema; example?: unknown; media: string };
  success: DocResponse;
  responses: DocResponse[];
}

export interface OpenApiDoc {
  info?: { title?: string; version?: string; description?: string };
  servers?: Array<{ url: string }>;
  tags?: Array<{ name: string; description?: string }>;
  paths?: Record<string, Record<string, Record<string, unknown>>>;
  components?: {
    schemas?: Record<string, unknown>;
    securitySchemes?: Record<string, Record<string, unknown>>;
  };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const METHOD_ORDER = new Map(METHODS.map((m, i) => [m, i]));

function authOf(security: unknown): OperationAuth {
  const reqs = Array.isArray(security) ? (security as Array<Record<string, unknown>>) : [];
  const named = reqs.flatMap((r) => Object.keys(r));
  const scheme =
    (['bearerAuth', 'serviceKey', 'session', 'adminToken'] as const).find((s) =>
      named.includes(s),
    ) ?? 'none';
  return { scheme, optional: scheme === 'none' || reqs.some((r) => Object.keys(r).length === 0) };
}

function responseOf(status: string, r: Record<string, unknown>): DocResponse {
  const content = r.content as Record<string, { schema?: JsonSchema }> | undefined;
  const media = content ? Object.keys(content)[0] : undefined;
  return {
    status,
    description: typeof r.description === 'string' ? r.description : '',
    ...(media
      ? { media, ...(content![media]!.schema ? { schema: content![media]!.schema } : {}) }
      : {}),
    headers: Object.keys((r.headers as Record<string, unknown> | undefined) ?? {}),
  };
}

/** The operations of a document, in path order, GET before POST on one path. */
export function operationsOf(doc: OpenApiDoc): DocOperation[] {
  const base = (doc.servers?.[0]?.url ?? '').replace(/\/$/, '');
  const out: DocOperation[] = [];
  for (const [path, ops] of Object.entries(doc.paths ?? {})) {
    for (const [method, raw] of Object.entries(ops).sort(
      ([a], [b]) => (METHOD_ORDER.get(a) ?? 9) - (METHOD_ORDER.get(b) ?? 9),
    )) {
      if (!METHOD_ORDER.has(method)) continue;
      const op = raw as Record<string, unknown>;
      const params = ((op.parameters as Array<Record<string, unknown>> | undefined) ?? []).map(
        (p) => ({
          name: String(p.name),
          in: p.in as DocParameter['in'],
          required: p.required === true,
          schema: (p.schema as JsonSchema | undefined) ?? {},
          ...(p.example !== undefined ? { example: p.example } : {}),
          ...(typeof p.description === 'string' ? { description: p.description } : {}),
        }),
      );
      const rb = op.requestBody as
        { content?: Record<string, { schema?: JsonSchema; example?: unknown }> } | undefined;
      const bodyMedia = rb?.content ? Object.keys(rb.content)[0] : undefined;
      const responses = Object.entries(
        (op.responses as Record<string, Record<string, unknown>> | undefined) ?? {},
      ).map(([s, r]) => responseOf(s, r));
      const success = responses.find((r) => r.status.startsWith('2')) ?? {
        status: '200',
        description: 'success',
        headers: [],
      };
      out.push({
        operationId: typeof op.operationId === 'string' ? op.operationId : `${method}${path}`,
        method: method.toUpperCase(),
        path,
        url: base + path,
        summary: typeof op.summary === 'string' ? op.summary : `${method.toUpperCase()} ${path}`,
        description: typeof op.description === 'string' ? op.description : '',
        tags: Array.isArray(op.tags) ? (op.tags as string[]) : [],
        ...(op['x-tier'] === 'S' || op['x-tier'] === 'W' ? { tier: op['x-tier'] } : {}),
        auth: authOf(op.security),
        parameters: params,
        ...(bodyMedia
          ? {
              body: {
                media: bodyMedia,
                schema: rb!.content![bodyMedia]!.schema ?? {},
                ...(rb!.content![bodyMedia]!.example !== undefined
                  ? { example: rb!.content![bodyMedia]!.example }
                  : {}),
              },
            }
          : {}),
        success,
        responses,
      });
    }
  }
  return out;
}

/** The query example of an operation: each query parameter's documented example. */
export function queryExample(op: DocOperation): Array<[string, string]> {
  return op.parameters
    .filter((p) => p.in === 'query' && p.example !== undefined)
    .map((p) => [p.name, String(p.example)]);
}

/** An HTML id for an operation's section. */
export function anchorOf(op: DocOperation): string {
  return `op-${op.operationId.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}
