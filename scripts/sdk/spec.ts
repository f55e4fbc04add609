/**
 * @module The OpenAPI documents (openapi/<family>.json) read into the flat model the three SDK
 * generators (TypeScript, Python, Postman) share: per family its default path prefix and
 * credential schemes, per operation its method, path, parameters, body, success answer and
 * security. Everything comes from the documents; nothing here names a route.
 */

/** A JSON Schema as the documents hold it (2020-12 subset that zod emits). */
export type JsonSchema = Record<string, unknown>;

export interface ParamModel {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
  example?: unknown;
  /** the parameter's OpenAPI extensions (x-value-from, x-secret, x-hmac-sha256, x-unique) */
  ext: Record<string, unknown>;
}

export interface SuccessModel {
  status: number;
  /** media types of the success answer (empty for a 204) */
  mediaTypes: string[];
  schema?: JsonSchema;
}

export interface OperationModel {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  summary?: string;
  description?: string;
  tags: string[];
  params: ParamModel[];
  body?: { mediaType: string; required: boolean; schema: JsonSchema; example?: unknown; freshTimes?: string[] };
  success: SuccessModel;
  /** alternatives of scheme names; an empty alternative means "no credentials" */
  security: string[][];
  /** the operation answers 429 (it is rate limited) */
  rateLimited: boolean;
}

export type CredentialModel =
  | { scheme: string; kind: 'bearer'; description?: string }
  | { scheme: string; kind: 'header' | 'cookie' | 'query'; name: string; description?: string };

export interface FamilyModel {
  /** R, R2, V, N, T or P (the document's file name) */
  id: string;
  title: string;
  version: string;
  description: string;
  /** the path of servers[0].url: `` (R, V) or `/t`, `/n`, ... */
  defaultPrefix: string;
  serverUrl: string;
  credentials: CredentialModel[];
  operations: OperationModel[];
  /** components.schemas, for $ref resolution */
  schemas: Record<string, JsonSchema>;
  /** names of components.schemas that are the family's error envelopes (`Error...`) */
  errorSchemas: string[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** The families in the order the SDKs list them. */
export const FAMILY_ORDER = ['R', 'R2', 'V', 'N', 'T', 'P'] as const;

function asRecord(v: unknown): Record<string, unknown> {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

/** The model of one family's OpenAPI document. */
export function familyModel(id: string, doc: unknown): FamilyModel {
  const d = asRecord(doc);
  const info = asRecord(d.info);
  const servers = Array.isArray(d.servers) ? d.servers : [];
  const serverUrl = String(asRecord(servers[0]).url ?? '');
  const prefix = serverUrl ? new URL(serverUrl).pathname.replace(/\/+$/, '') : '';
  const components = asRecord(d.components);
  const schemas = asRecord(components.schemas) as Record<string, JsonSchema>;
  const credentials: CredentialModel[] = [];
  for (const [scheme, raw] of Object.entries(asRecord(components.securitySchemes))) {
    const s = asRecord(raw);
    const description = typeof s.description === 'string' ? s.description : undefined;
    if (s.type === 'http' && String(s.scheme).toLowerCase() === 'bearer') credentials.push({ scheme, kind: 'bearer', description });
    else if (s.type === 'apiKey' && (s.in === 'header' || s.in === 'cookie' || s.in === 'query')) credentials.push({ scheme, kind: s.in, name: String(s.name), description });
    else throw new Error(`${id}: security scheme ${scheme} of type ${String(s.type)} is not supported by the SDK generator`);
  }
  const operations: OperationModel[] = [];
  for (const [path, rawItem] of Object.entries(asRecord(d.paths))) {
    const item = asRecord(rawItem);
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const m of METHODS) {
      const op = asRecord(item[m]);
      if (!item[m]) continue;
      const operationId = String(op.operationId ?? '');
      if (!/^[A-Za-z][A-Za-z0-9]*$/.test(operationId)) throw new Error(`${id} ${m.toUpperCase()} ${path}: operationId ${JSON.stringify(operationId)} is not an identifier`);
      const params: ParamModel[] = [];
      for (const rawP of [...shared, ...(Array.isArray(op.parameters) ? op.parameters : [])]) {
        const p = asRecord(rawP);
        if (p.in === 'cookie') continue;
        if (p.in !== 'path' && p.in !== 'query' && p.in !== 'header') throw new Error(`${id} ${operationId}: parameter in ${String(p.in)}`);
        params.push({
          name: String(p.name), in: p.in, required: p.in === 'path' || p.required === true,
          ...(typeof p.description === 'string' ? { description: p.description } : typeof asRecord(p.schema).description === 'string' ? { description: String(asRecord(p.schema).description) } : {}),
          schema: asRecord(p.schema), ...(p.example !== undefined ? { example: p.example } : {}),
          ext: Object.fromEntries(Object.entries(p).filter(([k]) => k.startsWith('x-'))),
        });
      }
      const names = new Set<string>();
      for (const p of params) {
        if (names.has(p.name)) throw new Error(`${id} ${operationId}: two parameters named ${p.name}`);
        names.add(p.name);
      }
      let body: OperationModel['body'];
      const rb = asRecord(op.requestBody);
      const rbContent = asRecord(rb.content);
      const bodyType = Object.keys(rbContent).find((t) => /json/i.test(t)) ?? Object.keys(rbContent)[0];
      if (bodyType !== undefined) {
        const media = asRecord(rbContent[bodyType]);
        body = {
          mediaType: bodyType, required: rb.required === true, schema: asRecord(media.schema), ...(media.example !== undefined ? { example: media.example } : {}),
          ...(Array.isArray(rb['x-fresh-timestamps']) ? { freshTimes: (rb['x-fresh-timestamps'] as unknown[]).map(String) } : {}),
        };
      }
      const responses = asRecord(op.responses);
      const successStatus = Object.keys(responses).filter((s) => /^2\d\d$/.test(s)).sort()[0];
      if (successStatus === undefined) throw new Error(`${id} ${operationId}: no 2xx response`);
      const content = asRecord(asRecord(responses[successStatus]).content);
      const mediaTypes = Object.keys(content);
      const jsonType = mediaTypes.find((t) => JSON_MEDIA.test(t));
      const success: SuccessModel = { status: Number(successStatus), mediaTypes, ...(jsonType ? { schema: asRecord(asRecord(content[jsonType]).schema) } : {}) };
      const security = (Array.isArray(op.security) ? op.security : Array.isArray(d.security) ? d.security : []).map((alt) => Object.keys(asRecord(alt)));
      for (const alt of security) for (const s of alt) if (!credentials.some((c) => c.scheme === s)) throw new Error(`${id} ${operationId}: unknown security scheme ${s}`);
      operations.push({
        operationId, method: m.toUpperCase() as OperationModel['method'], path,
        ...(typeof op.summary === 'string' ? { summary: op.summary } : {}),
        ...(typeof op.description === 'string' ? { description: op.description } : {}),
        tags: Array.isArray(op.tags) ? op.tags.map(String) : [],
        params, ...(body ? { body } : {}), success, security,
        rateLimited: '429' in responses,
      });
    }
  }
  const ids = new Set<string>();
  for (const o of operations) {
    if (ids.has(o.operationId)) throw new Error(`${id}: operationId ${o.operationId} is not unique`);
    ids.add(o.operationId);
  }
  return {
    id, title: String(info.title ?? `family ${id}`), version: String(info.version ?? '0.0.0'), description: String(info.description ?? ''),
    defaultPrefix: prefix, serverUrl, credentials, operations, schemas,
    errorSchemas: Object.keys(schemas).filter((n) => n.startsWith('Error')).sort(),
  };
}

/** The option name of a credential in the clients: bearer schemes are `apiKey`, others their scheme name. */
export function credentialOption(c: CredentialModel): string {
  return c.kind === 'bearer' ? 'apiKey' : c.scheme;
}

/**
 * A query or path parameter the server parses as a number (a string schema whose pattern
 * accepts decimal numbers and nothing with letters or dashes, e.g. `^\d{4}$`): the clients
 * accept a number for it and send its decimal text.
 */
export function isNumericTextParam(schema: JsonSchema): boolean {
  if (schema.type !== 'string' || typeof schema.pattern !== 'string') return false;
  let re: RegExp;
  try { re = new RegExp(schema.pattern); } catch { return false; }
  const numbers = ['0', '1', '7', '12', '2026', '28.6139', '-1.5'];
  const others = ['a', 'x1', '1a', '2026-11-24', 'Asia/Kolkata', ''];
  return numbers.some((s) => re.test(s)) && !others.some((s) => re.test(s));
}

/** `integer` when a numeric text parameter takes whole numbers only, else `number`. */
export function numericTextKind(schema: JsonSchema): 'integer' | 'number' {
  const re = new RegExp(String(schema.pattern));
  return re.test('28.6139') || re.test('1.5') ? 'number' : 'integer';
}

/** A parameter whose enum is the text of a boolean (`true`/`false`, maybe `0`/`1`): the clients accept a boolean. */
export function isBooleanTextParam(schema: JsonSchema): boolean {
  const e = schema.enum;
  if (!Array.isArray(e) || !e.includes('true') || !e.includes('false')) return false;
  return e.every((v) => v === 'true' || v === 'false' || v === '0' || v === '1');
}

/** camelCase or any text to snake_case (`getApiChartsById` -> `get_api_charts_by_id`). */
export function snakeCase(s: string): string {
  return s
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toLowerCase();
}

/** Any text to PascalCase (`zone_source` -> `ZoneSource`, `D1` -> `D1`). */
export function pascalCase(s: string): string {
  const out = s
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
  return /^[0-9]/.test(out) ? `N${out}` : out;
}

/** A JSON media type as the runtimes decode it (`application/json`, `application/problem+json`). */
export const JSON_MEDIA = /^application\/([\w.+-]*\+)?json\b/i;
/** A text media type as the runtimes decode it (text, XML, SVG, NDJSON, JavaScript). */
export const TEXT_MEDIA = /^(text\/|application\/([\w.+-]*\+)?xml\b|image\/svg\+xml\b|application\/(x-)?ndjson\b|application\/jsonl\b|application\/(x-)?(javascript|ecmascript)\b)/i;

/** The operation's success answer as the clients type it. */
export function successKind(op: OperationModel): 'json' | 'text' | 'bytes' | 'none' {
  const types = op.success.mediaTypes;
  if (types.length === 0) return 'none';
  if (types.some((t) => JSON_MEDIA.test(t))) return 'json';
  if (types.every((t) => TEXT_MEDIA.test(t))) return 'text';
  return 'bytes';
}

/** Words of a text wrapped into lines of at most `width` characters (a long word stays whole). */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const para of text.split(/\n\s*\n/)) {
    let line = '';
    for (const word of para.split(/\s+/).filter(Boolean)) {
      if (line && line.length + 1 + word.length > width) { lines.push(line); line = word; } else line = line ? `${line} ${word}` : word;
    }
    if (line) lines.push(line);
    lines.push('');
  }
  while (lines.at(-1) === '') lines.pop();
  return lines;
}

/** First line of an operation's summary or description, for doc comments. */
export function summaryOf(op: OperationModel): string {
  return (op.summary ?? op.description ?? `${op.method} ${op.path}`).split('\n')[0]!.trim();
}
