/**
 * @module OpenAPI 3.1 document of a family, generated from its route table (docs/families.md
 * "OpenAPI documents"): per operation an operationId, tags, the security scheme of its `auth`,
 * the request schema from the zod schema the route validates with (input side, as strict as the
 * server: strict objects are `additionalProperties: false`), the success response from the zod
 * schema its handler's output is typed against (`respond()`), one example, and every other
 * answer it can give (304 with ETag, 400, 401 with WWW-Authenticate, 404, 405 with Allow, 413,
 * 415, 429 with the rate-limit headers, 500) in the family's error envelope; a Family R or R2
 * operation carries its tier tag as `x-tier` and the `X-Tier` header on every answer. Served at
 * /openapi/{family}.json (built once per isolate) and linked from the index.
 */
import * as z from 'zod';
import type { ErrorStyle, FamilyId } from './context.js';
import { TIER_NAMES, type FamilyApp, type RouteEntry } from './family-app.js';
import { ENGINE_VERSION } from '../platform/engine-build.js';
import { FAMILY_CASING } from './lang-routes.js';
import { langQuerySchema } from './lang.js';
import { labelSchema } from './labels.js';
import { real } from './lazy-schema.js';

/** JSON Schema (input side) of a zod schema, as OpenAPI and the counsel tools publish it. */
export function jsonSchema(
  schema: z.ZodType,
  io: 'input' | 'output' = 'input',
): Record<string, unknown> {
  const js = z.toJSONSchema(real(schema), { io, unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  delete js.$schema;
  return js;
}

const FIELD = { type: 'string', description: 'path of the offending field' };
/** Facts of an error, by code (a 429's limit and reset, a key limit's count): the error catalogue at /docs/errors names them. */
const DETAILS = {
  type: 'object',
  description:
    'facts of the error by code, e.g. the limit and reset instant of a 429 (/docs/errors lists them)',
};
const ERROR_SCHEMAS: Record<ErrorStyle, Record<string, unknown>> = {
  E1: {
    type: 'object',
    required: ['ok', 'error'],
    properties: {
      ok: { const: false },
      error: {
        type: 'object',
        required: ['code', 'message'],
        properties: { code: { type: 'string' }, message: { type: 'string' }, field: FIELD },
      },
    },
  },
  E2: {
    type: 'object',
    required: ['error', 'message'],
    properties: {
      error: { type: 'string', description: 'kebab-case code' },
      message: { type: 'string' },
      field: FIELD,
      details: DETAILS,
    },
  },
  E3: {
    type: 'object',
    required: ['error', 'message'],
    properties: {
      error: { type: 'string' },
      message: { type: 'string' },
      hint: { type: 'string' },
      field: FIELD,
      details: DETAILS,
      incidentId: { type: 'string' },
    },
  },
  V: {
    type: 'object',
    required: ['ok', 'request_id', 'engine', 'compute_ms', 'source', 'error'],
    properties: {
      ok: { const: false },
      request_id: { type: 'string' },
      engine: { type: 'string' },
      compute_ms: { type: 'number' },
      source: { enum: ['engine', 'local', 'stub'] },
      error: {
        type: 'object',
        required: ['code', 'message'],
        properties: { code: { type: 'string' }, message: { type: 'string' }, field: FIELD },
      },
    },
  },
  N: {
    type: 'object',
    required: ['success', 'error'],
    properties: {
      success: { const: false },
      error: {
        type: 'object',
        required: ['code', 'message'],
        properties: { code: { type: 'string' }, message: { type: 'string' }, field: FIELD },
      },
    },
  },
  T: {
    type: 'object',
    required: ['error'],
    properties: {
      error: {
        type: 'object',
        required: ['code', 'message'],
        properties: {
          code: { type: 'string' },
          message: { type: 'string' },
          field: FIELD,
          details: DETAILS,
        },
      },
      request_id: { type: 'string' },
    },
  },
  P: {
    type: 'object',
    required: ['error'],
    properties: {
      error: {
        type: 'object',
        required: ['code', 'message'],
        properties: {
          code: { type: 'string' },
          message: { type: 'string' },
          field: FIELD,
          details: DETAILS,
        },
      },
      request_id: { type: 'string' },
    },
  },
};

const h = (description: string, schema: Record<string, unknown> = { type: 'string' }) => ({
  description,
  schema,
});
const BASE_HEADERS = { 'X-Request-Id': h('UUID of this request, also in error bodies and logs') };
const LIMIT_HEADERS = {
  'X-RateLimit-Remaining': h('calls left in the binding policy', { type: 'integer' }),
  'X-RateLimit-Reset': h('Unix seconds when the binding policy next refills', { type: 'integer' }),
  'RateLimit-Policy': h(
    'IETF draft-ietf-httpapi-ratelimit-headers: every policy counted, e.g. "muhurta";q=60;w=3600',
  ),
  RateLimit: h('IETF: remaining and seconds to reset per policy, e.g. "muhurta";r=59;t=3541'),
};

const LANG_HEADERS = {
  'Content-Language': h(
    'the language of the names and texts: one of en, hi, bn, ta, te, kn, ml, gu, mr, or',
  ),
  Vary: h('Accept-Language (with any other header the answer varies on)'),
  'X-Language-Fallback': h(
    'present when Accept-Language named no supported language: the ranges asked for; the answer is in English',
  ),
};

const SECURITY_SCHEMES = {
  bearerAuth: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <API key>' },
  serviceKey: {
    type: 'apiKey',
    in: 'header',
    name: 'x-service-key',
    description: "Variant R2's service key (issued from the Family R dashboard)",
  },
  serviceKeyBearer: {
    type: 'http',
    scheme: 'bearer',
    description:
      "Variant R2's service key sent as Authorization: Bearer <service key> (the same key as x-service-key, which wins when both are sent)",
  },
  apiKeyHeader: {
    type: 'apiKey',
    in: 'header',
    name: 'X-API-Key',
    description:
      "Family T's API key sent bare in X-API-Key (the same key as Authorization: Bearer, which wins when both are sent)",
  },
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: '__Host-sid',
    description: "Family R's signed-in session cookie (POST /api/auth/login)",
  },
  adminToken: {
    type: 'apiKey',
    in: 'header',
    name: 'x-admin-token',
    description: 'the operator secret ADMIN_TOKEN (operator routes only)',
  },
};

/** The operation's security requirement; `[]` states a public route explicitly. */
function security(family: FamilyId, auth: RouteEntry['auth']): Array<Record<string, string[]>> {
  // Family T takes its key in X-API-Key too (src/http/api-key-auth.ts)
  const bearer: Array<Record<string, string[]>> =
    family === 'T' ? [{ bearerAuth: [] }, { apiKeyHeader: [] }] : [{ bearerAuth: [] }];
  switch (auth) {
    case 'bearer':
      return bearer;
    case 'bearer-optional':
      return [{}, ...bearer];
    case 'service-key':
      return [{}, { serviceKey: [] }, { serviceKeyBearer: [] }];
    case 'session':
      return [{}, { session: [] }];
    case 'admin-token':
      return [{ adminToken: [] }];
    default:
      return [];
  }
}

/** The media types of a route's success answer, the default first. */
export function mediaTypes(produces: RouteEntry['produces']): string[] {
  if (produces === undefined) return ['application/json'];
  return typeof produces === 'string' ? [produces] : [...produces];
}

/** operationId: method and path in lower camel case, e.g. postApiChart, getApiDashboardChartsById. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .map((seg) => (seg.startsWith(':') ? `By ${seg.slice(1).replace(/\{.*$/, '')}` : seg))
    .join(' ');
  const camel = `${method.toLowerCase()} ${words}`.replace(
    /[^A-Za-z0-9]+(.)?/g,
    (_m, ch: string | undefined) => (ch ? ch.toUpperCase() : ''),
  );
  return camel;
}

function tagOf(family: FamilyId, path: string): string {
  const seg = path.split('/').filter(Boolean);
  const area = seg[0] === 'api' || seg[0] === 'v1' ? seg[1] : seg[0];
  return `${family} ${area ?? 'index'}`;
}

/**
 * Move a JSON Schema's local `$defs` (zod emits them for recursive schemas, e.g. the dasha
 * period tree) into the document's components, rewriting `#/$defs/x` references, so they resolve
 * from the OpenAPI document's root. Equal definitions share one component.
 */
function hoistDefs(
  js: Record<string, unknown>,
  components: Record<string, unknown>,
): Record<string, unknown> {
  const defs = js.$defs as Record<string, unknown> | undefined;
  if (!defs) return js;
  const rename = new Map<string, string>();
  for (const [k, v] of Object.entries(defs)) {
    const text = JSON.stringify(v);
    const existing = Object.entries(components).find(
      ([, c]) => JSON.stringify(c) === text.replaceAll('"#/$defs/', '"#/components/schemas/'),
    );
    rename.set(k, existing ? existing[0] : `Schema${Object.keys(components).length + 1}`);
    if (!existing) components[rename.get(k)!] = {};
  }
  const rewrite = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(rewrite);
    if (v && typeof v === 'object') {
      return Object.fromEntries(
        Object.entries(v)
          .filter(([k]) => k !== '$defs')
          .map(([k, x]) => [
            k,
            k === '$ref' && typeof x === 'string' && x.startsWith('#/$defs/')
              ? `#/components/schemas/${rename.get(x.slice(8)) ?? x.slice(8)}`
              : rewrite(x),
          ]),
      );
    }
    return v;
  };
  for (const [k, v] of Object.entries(defs))
    if (Object.keys(components[rename.get(k)!] as object).length === 0)
      components[rename.get(k)!] = rewrite(v);
  return rewrite(js) as Record<string, unknown>;
}

function operation(
  family: FamilyId,
  r: RouteEntry,
  style: ErrorStyle,
  components: Record<string, unknown>,
): Record<string, unknown> {
  const op: Record<string, unknown> = {
    operationId: r.operationId ?? operationIdOf(r.method, r.path),
    summary: r.summary ?? `${r.method} ${r.path}`,
    ...(r.description ? { description: r.description } : {}),
    tags: r.tags ?? [tagOf(family, r.path)],
    // the spec's tier tag of Family R and R2 (docs/families.md "Tier tags"), also sent as X-Tier
    ...(r.tier ? { 'x-tier': r.tier } : {}),
  };
  const idHeaders = r.tier
    ? {
        ...BASE_HEADERS,
        'X-Tier': h(`the route's tier tag: ${r.tier} (${TIER_NAMES[r.tier]}), on every answer`, {
          type: 'string',
          const: r.tier,
        }),
      }
    : BASE_HEADERS;
  op.security = security(family, r.auth);
  const example = r.example as Record<string, unknown> | undefined;
  const params: Array<Record<string, unknown>> = [];
  for (const m of r.path.matchAll(/:([A-Za-z]+)/g)) {
    const description = r.params?.[m[1]!];
    params.push({
      name: m[1],
      in: 'path',
      required: true,
      ...(description ? { description } : {}),
      schema: { type: 'string' },
    });
  }
  for (const p of params) {
    const from = r.paramSources?.[String(p.name)];
    if (from) p['x-value-from'] = from;
  }
  if (r.query) {
    const js = jsonSchema(r.query) as {
      properties?: Record<string, Record<string, unknown>>;
      required?: string[];
    };
    for (const [name, full] of Object.entries(js.properties ?? {})) {
      // the parameter's description is the one its zod schema carries (`.describe()` / `.meta()`)
      const { description, ...schema } = full;
      const secret = r.querySecrets?.[name];
      params.push({
        name,
        in: 'query',
        required: (js.required ?? []).includes(name),
        ...(typeof description === 'string' ? { description } : {}),
        schema,
        ...(example && example[name] !== undefined ? { example: example[name] } : {}),
        ...(secret ? { 'x-secret': secret } : {}),
      });
    }
  }
  if (r.lang) {
    const { description, ...schema } = jsonSchema(langQuerySchema);
    if (!params.some((p) => p.in === 'query' && p.name === 'lang'))
      params.push({ name: 'lang', in: 'query', required: false, description, schema });
    if (!r.headers?.['Accept-Language'])
      params.push({
        name: 'Accept-Language',
        in: 'header',
        required: false,
        description:
          'the languages the caller reads, with q-values (RFC 9110); used when `lang` is not given. None of the ten: the answer is in English and says so (X-Language-Fallback)',
        schema: { type: 'string' },
        example: 'ta-IN, en;q=0.5',
      });
  }
  for (const [name, hp] of Object.entries(r.headers ?? {})) {
    params.push({
      name,
      in: 'header',
      required: hp.required === true,
      description: hp.description,
      schema: { type: 'string' },
      ...(hp.example !== undefined ? { example: hp.example } : {}),
      ...(hp.signature
        ? {
            'x-hmac-sha256': {
              secret: hp.signature.secret,
              ...(hp.signature.prefix ? { prefix: hp.signature.prefix } : {}),
            },
          }
        : {}),
      ...(hp.unique ? { 'x-unique': true } : {}),
    });
  }
  if (params.length) op.parameters = params;
  if (r.body)
    op.requestBody = {
      required: true,
      content: {
        'application/json': { schema: jsonSchema(r.body), ...(example ? { example } : {}) },
      },
      ...(r.freshTimes?.length ? { 'x-fresh-timestamps': r.freshTimes } : {}),
    };
  const errorContent = {
    'application/json': { schema: { $ref: `#/components/schemas/Error${style}` } },
  };
  const err = (description: string, headers: Record<string, unknown> = {}) => ({
    description,
    headers: { ...idHeaders, ...headers },
    content: errorContent,
  });
  const limitHeaders = r.limited ? LIMIT_HEADERS : {};
  const successStatus = String(r.successStatus ?? 200);
  const responses: Record<string, unknown> = {
    [successStatus]: {
      description: 'success',
      headers: {
        ...idHeaders,
        ...limitHeaders,
        ...(r.etag ? { ETag: h('entity tag of the body') } : {}),
        ...(r.lang ? LANG_HEADERS : {}),
        ...Object.fromEntries(Object.entries(r.successHeaders ?? {}).map(([k, d]) => [k, h(d)])),
      },
      content: Object.fromEntries(
        mediaTypes(r.produces).map((media) => [
          media,
          {
            schema:
              media.startsWith('image/') && !media.startsWith('image/svg')
                ? { type: 'string', contentMediaType: media, description: 'the image bytes' }
                : r.response
                  ? hoistDefs(
                      r.lang && media.startsWith('application/json')
                        ? (labelSchema(
                            jsonSchema(r.response, 'input'),
                            FAMILY_CASING[family],
                          ) as Record<string, unknown>)
                        : jsonSchema(r.response, 'input'),
                      components,
                    )
                  : media.startsWith('application/json')
                    ? { type: 'object' }
                    : { type: 'string' },
          },
        ]),
      ),
    },
  };
  if (r.etag)
    responses['304'] = {
      description: 'not modified (If-None-Match matched the ETag)',
      headers: { ...idHeaders, ETag: h('entity tag of the body') },
    };
  responses['400'] = err(
    'bad input: the message and `field` name the offending field or query key',
  );
  if (r.auth && r.auth !== 'none')
    responses['401'] = err('missing, unknown or revoked credentials', {
      'WWW-Authenticate': h("the challenge of the route's scheme"),
    });
  if (r.auth === 'bearer' || r.auth === 'bearer-optional')
    responses['403'] = err(
      'a key of another family, or a tier below the one this route or option needs (the message names it)',
      { 'WWW-Authenticate': h('Bearer with error="insufficient_scope"') },
    );
  responses['404'] = err('no such route (or no such resource of this caller)');
  responses['405'] = err('method not allowed on this path', {
    Allow: h('the methods the path allows'),
  });
  if (r.body) {
    responses['413'] = err('body over 64 KiB');
    responses['415'] = err('content type is not application/json');
  }
  for (const [status, description] of Object.entries(r.errors ?? {}))
    responses[status] = err(description);
  // Family R never sends Retry-After (the spec); X-RateLimit-Reset and the body give the instant
  if (r.limited)
    responses['429'] = err(
      'rate limit exceeded; the body names the ISO reset instant',
      family === 'R' && r.auth !== 'session'
        ? LIMIT_HEADERS
        : { ...LIMIT_HEADERS, 'Retry-After': h('seconds to wait', { type: 'integer' }) },
    );
  responses['500'] = err('fault: a generic message quoting the request id (E3 adds incidentId)');
  responses['503'] = err('a feature that is not configured (named in the message)');
  op.responses = responses;
  return op;
}

/** The OpenAPI 3.1 document of a family served at baseUrl. */
export function openApiDocument(
  id: FamilyId,
  app: FamilyApp,
  baseUrl: string,
  description: string,
): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const styles = new Set<ErrorStyle>([app.defaultStyle]);
  const tags = new Set<string>();
  const shared: Record<string, unknown> = {};
  for (const r of app.routeList()) {
    const style = r.style ?? app.defaultStyle;
    styles.add(style);
    const p = r.path.replace(/:([A-Za-z]+)(\{[^}]*\})?/g, '{$1}');
    const op = operation(id, r, style, shared);
    for (const t of op.tags as string[]) tags.add(t);
    (paths[p] ??= {})[r.method.toLowerCase()] = op;
  }
  const used = new Set(
    Object.values(paths).flatMap((ops) =>
      Object.values(ops).flatMap((op) =>
        (op as { security: Array<Record<string, string[]>> }).security.flatMap((req) =>
          Object.keys(req),
        ),
      ),
    ),
  );
  const securitySchemes = Object.fromEntries(
    Object.entries(SECURITY_SCHEMES).filter(([k]) => used.has(k)),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: `Jyotisha API, family ${id}`,
      version: ENGINE_VERSION,
      description,
      // the deployment's own reference pages: every operation, the error catalogue, the limits
      contact: { name: 'Jyotisha API reference', url: `${new URL(baseUrl).origin}/docs` },
      license: { name: 'AGPL-3.0-or-later', identifier: 'AGPL-3.0-or-later' },
    },
    servers: [{ url: baseUrl }],
    tags: [...tags].sort().map((name) => ({
      name,
      description: `Family ${id}: the ${name.slice(id.length + 1)} routes`,
    })),
    paths,
    components: {
      schemas: {
        ...Object.fromEntries([...styles].map((s) => [`Error${s}`, ERROR_SCHEMAS[s]])),
        ...shared,
      },
      ...(Object.keys(securitySchemes).length ? { securitySchemes } : {}),
    },
  };
}
