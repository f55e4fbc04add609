/**
 * @module Postman collection generator (collection format v2.1): one folder per family, one
 * request per operation, and two collection-level scripts (scripts/sdk/postman/prerequest.js and
 * test.js) that read, per request, what this generator derives from the OpenAPI documents:
 * - the assertions: the documented success status and media type, the required top-level fields
 *   with their types and constants (the envelope), and one value beyond the envelope (or the form
 *   of a text or binary answer);
 * - the credentials a request sends and how the collection obtains them (a family's key-issuing
 *   route, sign-up / sign-in for the session, the dashboard route for the R2 service key, the
 *   operator route to raise a key to Pro when an operator token is given);
 * - where path parameters come from: the `id` of the resource the path names (from the answer of
 *   the POST that creates it, else the first item of the GET that lists it), or the operation and
 *   JSON pointer a parameter's `x-value-from` names (a link to follow, polled until it exists);
 * - signed requests (`x-hmac-sha256` header parameters), headers sent fresh (`x-unique`), body
 *   timestamps made recent (`x-fresh-timestamps`), query values that are secrets (`x-secret`).
 * Nothing here names a route: an operation added to a document is covered by the next
 * `npm run sdk`. Requests are ordered as the documents list them, every DELETE after the rest of
 * its family (the latest-created resource first), so a resource lives until its last use.
 * Cookies are never taken from Postman's jar (`disableCookies`): the session cookie is sent
 * explicitly, only where an operation's security names it, with `Origin` on writes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSON_MEDIA, summaryOf, type CredentialModel, type FamilyModel, type JsonSchema, type OperationModel } from './spec.js';

const SCHEMA = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';
/** The origin the route examples write for links to the deployment itself (npm start's). */
const EXAMPLE_ORIGIN = 'http://127.0.0.1:8787';
export const POSTMAN_PATH = 'sdk/postman/jyotisha.postman_collection.json';
/** The collection scripts' folder: beside this module, or (bundled by scripts/run-ts.mjs) under the repository root. */
const SCRIPTS_DIR = [join(import.meta.dirname ?? '', 'postman'), join(process.cwd(), 'scripts', 'sdk', 'postman')].find((d) => existsSync(join(d, 'prerequest.js')))!;

interface Header { key: string; value: string; type: 'text'; disabled?: boolean; description?: string }

const baseVar = (fam: FamilyModel) => `baseUrl_${fam.id}`;
const itemId = (fam: FamilyModel, op: OperationModel) => `${fam.id}.${op.operationId}`;
const safe = (s: string) => s.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '');

/** The variable that holds a credential of a family. */
function credVar(fam: FamilyModel, c: CredentialModel): string {
  if (c.kind === 'bearer') return `apiKey_${fam.id}`;
  if (c.kind === 'cookie') return `session_${fam.id}`;
  return `${c.scheme}_${fam.id}`;
}
function credKind(c: CredentialModel): 'bearer' | 'session' | 'serviceKey' | 'operator' | 'other' {
  if (c.kind === 'bearer') return 'bearer';
  if (c.kind === 'cookie') return 'session';
  if (c.scheme === 'serviceKey') return 'serviceKey';
  if (c.scheme === 'adminToken') return 'operator';
  return 'other';
}

function queryValue(v: unknown): string {
  if (v === undefined || v === null) return '';
  if (Array.isArray(v)) return v.map(String).join(',');
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

function resolve(fam: FamilyModel, s: unknown, depth = 0): JsonSchema {
  const r = (s && typeof s === 'object' ? s : {}) as JsonSchema;
  if (typeof r.$ref === 'string' && depth < 16) return resolve(fam, fam.schemas[r.$ref.replace('#/components/schemas/', '')], depth + 1);
  return r;
}

/** The JSON types a schema allows (for the envelope assertions). */
function typesOf(fam: FamilyModel, s: unknown): string[] {
  const r = resolve(fam, s);
  if ('const' in r) return [r.const === null ? 'null' : Array.isArray(r.const) ? 'array' : typeof r.const === 'number' ? 'number' : typeof r.const];
  if (Array.isArray(r.enum)) return [...new Set((r.enum as unknown[]).map((x) => (x === null ? 'null' : typeof x === 'number' ? 'number' : typeof x)))];
  const alts = (r.anyOf ?? r.oneOf) as unknown[] | undefined;
  if (Array.isArray(alts)) return [...new Set(alts.flatMap((a) => typesOf(fam, a)))];
  if (Array.isArray(r.type)) return r.type.map(String);
  if (typeof r.type === 'string') return [r.type];
  if (r.properties) return ['object'];
  return ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'];
}

/** Fields every family's answer starts with: the one-value check looks past them. */
const ENVELOPE_FIELDS = new Set(['ok', 'success', 'request_id', 'engine', 'compute_ms', 'source', 'engine_version', 'environment', 'attribution', 'input', 'birth', 'settings']);

interface Expectation {
  id: string; f: string; m: string; p: string; first?: boolean;
  status: number; media: string[]; json: boolean;
  req: Record<string, string[]>; consts: Record<string, unknown>;
  value?: { pointer: string; types: string[]; label: string; length?: number; minLength?: number; has?: string };
  form?: { kind: string; pattern?: string; label: string };
  creds: Array<{ kind: string; family: string; var: string; renewable: boolean }>;
  needs: string[];
  sets: Array<{ var: string; pointer: string }>;
  listSets: Array<{ var: string; pointer: string }>;
  cookies: Array<{ name: string; var: string }>;
  link?: { var: string; pointer: string; tries: number; source?: { method: string; url: string; headers: Array<{ key: string; value: string }> } };
  sign: Array<{ header: string; secret: string; prefix?: string }>;
  unique: string[];
  fresh: string[];
}

function successExpectation(fam: FamilyModel, op: OperationModel): Pick<Expectation, 'status' | 'media' | 'json' | 'req' | 'consts' | 'value' | 'form'> {
  const media = op.success.mediaTypes;
  const json = media.some((t) => JSON_MEDIA.test(t));
  const req: Record<string, string[]> = {};
  const consts: Record<string, unknown> = {};
  let value: Expectation['value'];
  let form: Expectation['form'];
  if (json) {
    const s = resolve(fam, op.success.schema);
    const props = (s.properties ?? {}) as Record<string, JsonSchema>;
    const required = Array.isArray(s.required) ? (s.required as string[]) : [];
    for (const k of required) {
      req[k] = typesOf(fam, props[k]);
      const pr = resolve(fam, props[k]);
      if ('const' in pr) consts[k] = pr.const;
    }
    const pick = required.find((k) => !ENVELOPE_FIELDS.has(k) && !(k in consts)) ?? required.find((k) => !(k in consts));
    if (pick) {
      const pr = resolve(fam, props[pick]);
      const types = typesOf(fam, pr);
      value = { pointer: `/${pick}`, types, label: `one value: ${pick} is ${types.join(' or ')}` };
      if (pr.type === 'array') {
        if (typeof pr.minItems === 'number' && pr.minItems === pr.maxItems) { value.length = pr.minItems; value.label += ` of ${pr.minItems}`; }
        else if (typeof pr.minItems === 'number') value.minLength = pr.minItems;
      }
      if (pr.type === 'object' && Array.isArray(pr.required) && pr.required.length > 0) { value.has = String(pr.required[0]); value.label += ` with ${value.has}`; }
    }
  } else if (media.length) {
    const label = media.length > 1 ? `its form (${media.join(', ')})` : media[0] === 'image/png' ? 'PNG bytes' : /ndjson/.test(media[0]!) ? 'one JSON value per line' : `a ${media[0]} document`;
    form = { kind: 'media', label };
  }
  return { status: op.success.status, media, json, req, consts, ...(value ? { value } : {}), ...(form ? { form } : {}) };
}

/** The resource a path parameter names: the static segment before it (`/api/charts/{id}` -> charts). */
function resourceOf(path: string, param: string): string | undefined {
  const segs = path.split('/').filter(Boolean);
  const i = segs.indexOf(`{${param}}`);
  return i > 0 && !segs[i - 1]!.startsWith('{') ? segs[i - 1] : undefined;
}
const idVar = (fam: FamilyModel, resource: string) => `id_${fam.id}_${safe(resource)}`;

/** How the collection obtains credentials, derived from the operations' shapes. */
interface Acquire {
  bearer: Record<string, { path: string }>;
  session?: { family: string; signup: string; login: string; cookie: string };
  serviceKey?: { family: string; path: string; cookie: string; sessionVar: string; var: string };
  admin?: { family: string; path: string; header: string; body: Record<string, unknown> };
}

const hasProp = (fam: FamilyModel, s: unknown, k: string) => Object.prototype.hasOwnProperty.call(resolve(fam, s).properties ?? {}, k);

function acquisitions(fams: FamilyModel[]): Acquire {
  const out: Acquire = { bearer: {} };
  for (const fam of fams) {
    const bearer = fam.credentials.find((c) => c.kind === 'bearer');
    if (bearer) {
      // the family's own key-issuing operations: public POSTs answering a `key` to an `email`
      const issuing = fam.operations.filter((o) => o.method === 'POST' && o.security.some((a) => a.length === 0) && o.body && hasProp(fam, o.body.schema, 'email') && hasProp(fam, o.success.schema, 'key'));
      const pick = issuing.find((o) => /sandbox/.test(o.path)) ?? issuing[0];
      if (pick) out.bearer[fam.id] = { path: pick.path };
    }
    const cookie = fam.credentials.find((c) => c.kind === 'cookie');
    if (cookie && cookie.kind === 'cookie') {
      const signIn = fam.operations.filter((o) => o.method === 'POST' && o.body && hasProp(fam, o.body.schema, 'email') && hasProp(fam, o.body.schema, 'password') && o.security.some((a) => a.includes(cookie.scheme)));
      const signup = signIn.find((o) => o.success.status === 201);
      const login = signIn.find((o) => o.success.status === 200);
      if (signup && login) out.session = { family: fam.id, signup: signup.path, login: login.path, cookie: cookie.name };
      const dash = fam.operations.find((o) => o.method === 'POST' && !o.body && o.security.some((a) => a.includes(cookie.scheme)) && hasProp(fam, o.success.schema, 'key'));
      // the service key scheme's holder (the family whose routes take it) names the variable
      const holder = fams.find((f) => f.credentials.some((c) => credKind(c) === 'serviceKey'));
      const sk = holder?.credentials.find((c) => credKind(c) === 'serviceKey');
      if (dash && holder && sk) out.serviceKey = { family: fam.id, path: dash.path, cookie: cookie.name, sessionVar: credVar(fam, cookie), var: credVar(holder, sk) };
    }
    const admin = fam.credentials.find((c) => c.scheme === 'adminToken');
    if (admin && admin.kind === 'header') {
      const op = fam.operations.find((o) => o.security.some((a) => a.includes(admin.scheme)) && o.path.includes('{id}') && o.body && hasProp(fam, o.body.schema, 'tier'));
      if (op) out.admin = { family: fam.id, path: op.path, header: admin.name, body: { tier: 'pro' } };
    }
  }
  return out;
}

/** Families' operations in run order: the documents' order, every DELETE last (newest resource first). */
export function runOrder(fam: FamilyModel): OperationModel[] {
  const rest = fam.operations.filter((o) => o.method !== 'DELETE');
  const deletes = fam.operations.filter((o) => o.method === 'DELETE');
  const created = (o: OperationModel) => {
    const r = resourceOf(o.path, 'id');
    const i = rest.findIndex((x) => x.method === 'POST' && r !== undefined && x.path.endsWith(`/${r}`));
    return i < 0 ? -1 : i;
  };
  return [...rest, ...deletes.sort((a, b) => created(b) - created(a))];
}

/** The example body with this run's values: unique e-mails, ids of resources made earlier, a receiver URL. */
function bodyText(fam: FamilyModel, op: OperationModel, idVars: Map<string, string>, needs: Set<string>): string {
  if (!op.body) return '';
  const signIn = op.body && hasProp(fam, op.body.schema, 'password');
  const walk = (x: unknown, key?: string): unknown => {
    if (Array.isArray(x)) return x.map((y) => walk(y));
    if (x && typeof x === 'object') return Object.fromEntries(Object.entries(x).map(([k, y]) => [k, walk(y, k)]));
    if (typeof x === 'string' && key === 'email') return `postman-{{runId}}-${fam.id.toLowerCase()}-${signIn ? 'account' : safe(op.operationId).toLowerCase()}@example.com`;
    if (typeof x === 'string' && key && /_id$/.test(key)) {
      const v = idVars.get(`${key.slice(0, -3)}s`);
      if (v) { needs.add(v); return `{{${v}}}`; }
    }
    if (typeof x === 'string' && key === 'url' && /^https?:/.test(x)) return `{{receiverUrl}}`;
    // a link to this deployment (the examples write npm start's origin)
    if (typeof x === 'string' && x.startsWith(EXAMPLE_ORIGIN)) return `{{origin}}${x.slice(EXAMPLE_ORIGIN.length)}`;
    return x;
  };
  const example = op.body.example === undefined ? {} : walk(op.body.example);
  return JSON.stringify(example, null, 2);
}

/**
 * @param idVars resource -> the variable of its latest id
 * @param keyVars resource -> the variable of the key text its creating answer gave (a key resource: an
 *   operation on `/<resource>/{id}` is authorised by that key itself, as its owner would)
 */
function requestItem(fam: FamilyModel, op: OperationModel, acq: Acquire, idVars: Map<string, string>, keyVars: Map<string, string>, exp: Record<string, Expectation>, first: boolean): Record<string, unknown> {
  const needs = new Set<string>();
  const creds: Expectation['creds'] = [];
  const header: Header[] = [];
  const signIn = !!op.body && hasProp(fam, op.body.schema, 'password');
  const optional = op.security.some((a) => a.length === 0);
  // an operation that issues a key runs without its optional credentials (a new key of a new owner;
  // a sandbox key may not issue a live one)
  const issuesKey = optional && !!op.body && hasProp(fam, op.body.schema, 'email') && hasProp(fam, op.success.schema, 'key');
  const ownKey = ((r) => (r ? keyVars.get(r) : undefined))(resourceOf(op.path, 'id'));
  let sendsSession = false;
  // the credentials of the first alternative that names some, and of optional ones the collection can obtain
  for (const alt of op.security.filter((a) => a.length > 0 && !issuesKey).slice(0, 1)) {
    for (const scheme of alt) {
      const c = fam.credentials.find((x) => x.scheme === scheme)!;
      const kind = credKind(c);
      const v = credVar(fam, c);
      if (kind === 'session' && signIn) continue; // signing in makes its own session
      if (optional && kind === 'operator') continue;
      if (kind === 'bearer' && ownKey) { header.push({ key: 'Authorization', value: `Bearer {{${ownKey}}}`, type: 'text' }); needs.add(ownKey); continue; }
      if (kind === 'bearer') header.push({ key: 'Authorization', value: `Bearer {{${v}}}`, type: 'text' });
      else if (c.kind === 'header') header.push({ key: c.name, value: `{{${v}}}`, type: 'text' });
      else if (c.kind === 'cookie') { header.push({ key: 'Cookie', value: `${c.name}={{${v}}}`, type: 'text' }); sendsSession = true; }
      if (kind === 'operator') needs.add(v);
      creds.push({ kind, family: fam.id, var: v, renewable: kind !== 'operator' });
    }
  }
  if (sendsSession && op.method !== 'GET') header.push({ key: 'Origin', value: '{{origin}}', type: 'text', description: 'session writes must come from this site (CSRF check)' });

  // path parameters: the resource's id, or the operation the document names
  const variable: Array<{ key: string; value: string; description?: string }> = [];
  let link: Expectation['link'];
  for (const p of op.params.filter((x) => x.in === 'path')) {
    const from = typeof p.ext['x-value-from'] === 'string' ? p.ext['x-value-from'] : undefined;
    let value = queryValue(p.example);
    if (from) {
      const [src, pointer = ''] = from.split('#');
      const v = `from_${fam.id}_${safe(src!)}_${safe(pointer)}`;
      const srcOp = fam.operations.find((o) => `${o.method} ${o.path}` === src);
      if (srcOp) {
        const pointerExp = exp[itemId(fam, srcOp)];
        pointerExp?.sets.push({ var: v, pointer });
        const isLink = srcOp.success.schema !== undefined && /url/.test(pointer);
        if (isLink) {
          const srcHeaders = srcOp.security.filter((a) => a.length > 0).slice(0, 1).flatMap((a) => a.map((s) => fam.credentials.find((c) => c.scheme === s)!)).filter((c) => c.kind === 'bearer').map((c) => ({ key: 'Authorization', value: `Bearer {{${credVar(fam, c)}}}` }));
          const srcUrl = `{{${baseVar(fam)}}}${srcOp.path.replace(/\{([^}]+)\}/g, (_m, n: string) => { const r = resourceOf(srcOp.path, n); return r ? `{{${idVar(fam, r)}}}` : ''; })}`;
          link = { var: v, pointer, tries: 60, source: { method: srcOp.method, url: srcUrl, headers: srcHeaders } };
        }
      }
      needs.add(v);
      value = `{{${v}}}`;
    } else {
      const r = resourceOf(op.path, p.name);
      if (r) { const v = idVar(fam, r); idVars.set(r, v); needs.add(v); value = `{{${v}}}`; }
    }
    variable.push({ key: p.name, value, ...(p.description ? { description: p.description } : {}) });
  }

  const query = op.params.filter((p) => p.in === 'query').map((p) => {
    const secret = typeof p.ext['x-secret'] === 'string' ? p.ext['x-secret'] : undefined;
    if (secret) needs.add(`secret_${secret}`);
    const value = secret ? `{{secret_${secret}}}` : queryValue(p.example);
    return {
      key: p.name, value,
      ...(p.example === undefined && !secret ? { disabled: true } : {}),
      ...(p.description ? { description: `${p.required ? '(required) ' : ''}${p.description}` } : p.required ? { description: '(required)' } : {}),
    };
  });

  const sign: Expectation['sign'] = [];
  const unique: string[] = [];
  for (const p of op.params.filter((x) => x.in === 'header')) {
    const hmac = p.ext['x-hmac-sha256'] as { secret?: string; prefix?: string } | undefined;
    if (hmac?.secret) { sign.push({ header: p.name, secret: hmac.secret, ...(hmac.prefix ? { prefix: hmac.prefix } : {}) }); needs.add(`secret_${hmac.secret}`); }
    if (p.ext['x-unique'] === true) unique.push(p.name);
    header.push({ key: p.name, value: hmac ? '(signed before sending)' : queryValue(p.example), type: 'text', ...(p.description ? { description: p.description } : {}) });
  }
  if (op.body) header.push({ key: 'Content-Type', value: op.body.mediaType, type: 'text' });
  const raw = bodyText(fam, op, idVars, needs);

  // what the answer gives later requests
  const sets: Expectation['sets'] = [];
  const listSets: Expectation['listSets'] = [];
  const segs = op.path.split('/').filter(Boolean);
  const last = segs[segs.length - 1]!;
  const resource = !last.startsWith('{') ? last : undefined;
  if (op.method === 'POST' && hasProp(fam, op.success.schema, 'id')) {
    const r = resource && !segs.includes('{id}') ? resource : resourceOf(op.path, 'id');
    if (r) { const v = idVar(fam, r); idVars.set(r, v); sets.push({ var: v, pointer: '/id' }); }
    if (r && hasProp(fam, op.success.schema, 'key')) { const kv = `key_${fam.id}_${safe(r)}`; keyVars.set(r, kv); sets.push({ var: kv, pointer: '/key' }); }
  }
  if (op.method === 'GET' && resource && op.success.schema) {
    const props = (resolve(fam, op.success.schema).properties ?? {}) as Record<string, JsonSchema>;
    const list = Object.entries(props).find(([, s]) => resolve(fam, s).type === 'array' && hasProp(fam, resolve(fam, s).items, 'id'));
    if (list) { const v = idVar(fam, resource); idVars.set(resource, v); listSets.push({ var: v, pointer: `/${list[0]}` }); }
  }
  if (acq.serviceKey && acq.serviceKey.family === fam.id && op.path === acq.serviceKey.path && op.method === 'POST') {
    sets.push({ var: acq.serviceKey.var, pointer: '/key' });
  }
  const cookies = fam.credentials.filter((c) => c.kind === 'cookie' && op.security.some((a) => a.includes(c.scheme))).map((c) => ({ name: (c as { name: string }).name, var: credVar(fam, c) }));

  const id = itemId(fam, op);
  exp[id] = {
    id, f: fam.id, m: op.method, p: op.path, ...(first ? { first: true } : {}),
    ...successExpectation(fam, op),
    creds, needs: [...needs], sets, listSets, cookies, ...(link ? { link } : {}), sign, unique, fresh: op.body?.freshTimes ?? [],
  };

  const pathSegs = op.path.split('/').filter(Boolean).map((s) => s.replace(/^\{(.+)\}$/, ':$1'));
  const rawQuery = query.filter((q) => !('disabled' in q)).map((q) => `${encodeURIComponent(q.key)}=${q.value}`).join('&');
  const notes = [
    `operationId \`${op.operationId}\``,
    creds.length ? `credentials: ${creds.map((c) => `\`{{${c.var}}}\``).join(', ')} (obtained by the collection's pre-request script when empty${creds.some((c) => c.kind === 'operator') ? '; the operator token is yours to set' : ''})` : 'no credentials',
    ...(op.rateLimited ? ['rate limited: the collection paces by the RateLimit header and retries a 429 after its wait'] : []),
  ];
  const request: Record<string, unknown> = {
    method: op.method,
    header,
    url: {
      raw: `{{${baseVar(fam)}}}/${pathSegs.join('/')}${rawQuery ? `?${rawQuery}` : ''}`,
      host: [`{{${baseVar(fam)}}}`],
      path: pathSegs,
      ...(query.length > 0 ? { query } : {}),
      ...(variable.length > 0 ? { variable } : {}),
    },
    auth: { type: 'noauth' },
    description: [summaryOf(op), '', ...(op.description ? [op.description, ''] : []), `${notes.join('; ')}.`].join('\n'),
  };
  if (op.body) request.body = { mode: 'raw', raw, options: { raw: { language: 'json' } } };
  return { id, name: `${op.method} ${op.path}`, request, response: [], protocolProfileBehavior: { disableCookies: true } };
}

function script(name: string): string[] {
  return readFileSync(join(SCRIPTS_DIR, name), 'utf8').replace(/\n$/, '').split('\n');
}

/** The collection as JSON text. */
export function postmanCollection(fams: FamilyModel[]): string {
  const acq = acquisitions(fams);
  const exp: Record<string, Expectation> = {};
  const folders = fams.map((fam, fi) => {
    const idVars = new Map<string, string>();
    const keyVars = new Map<string, string>();
    const ops = runOrder(fam);
    return {
      name: `Family ${fam.id}`,
      description: `${fam.title} ${fam.version}: ${fam.description}`,
      item: ops.map((op, i) => requestItem(fam, op, acq, idVars, keyVars, exp, fi === 0 && i === 0)),
    };
  });
  // the variables a run makes (ids, links, retries, pacing) are forgotten when a run starts
  const runScoped = [...new Set(Object.values(exp).flatMap((e) => [...e.sets.map((s) => s.var), ...e.listSets.map((s) => s.var), `retries_${e.id}`]).filter((v) => v !== acq.serviceKey?.var))].sort();
  const secrets = [...new Set(Object.values(exp).flatMap((e) => e.needs.filter((n) => n.startsWith('secret_'))))].sort();
  const variable: Array<{ key: string; value: string; type: 'string'; description?: string }> = [
    { key: 'origin', value: 'http://127.0.0.1:8787', type: 'string', description: "the Worker's origin (npm start serves it here)" },
  ];
  for (const fam of fams) variable.push({ key: baseVar(fam), value: `{{origin}}${fam.defaultPrefix}`, type: 'string', description: `family ${fam.id}'s base URL (set it to the family's host when FAMILY_HOSTS maps one)` });
  for (const fam of fams) {
    for (const c of fam.credentials) {
      const how = credKind(c) === 'operator' ? 'yours to set: the deployment\'s ADMIN_TOKEN; with it the keys the collection obtains are raised to Pro' : 'obtained by the pre-request script when empty; set it to use your own';
      variable.push({ key: credVar(fam, c), value: '', type: 'string', description: `family ${fam.id}: ${c.description ?? c.scheme} (${how})` });
    }
  }
  for (const s of secrets) variable.push({ key: s, value: '', type: 'string', description: `the deployment's ${s.slice('secret_'.length)} secret, to sign or verify the requests that need it (empty: they report "not run here")` });
  variable.push(
    { key: 'receiverUrl', value: 'https://hooks.example.com/jyotisha', type: 'string', description: 'where a registered webhook delivers (a local receiver needs WEBHOOK_ALLOW_LOOPBACK=1 on the server)' },
    { key: 'strict', value: '', type: 'string', description: '1: only the documented success passes (no "not run here")' },
    { key: 'runId', value: '', type: 'string', description: 'set at the start of each run: makes the run\'s e-mails unique' },
    { key: 'expectations', value: JSON.stringify(exp), type: 'string', description: 'generated: what each request asserts and needs (scripts/sdk/postman.ts)' },
    { key: 'acquire', value: JSON.stringify(acq), type: 'string', description: 'generated: how the collection obtains credentials' },
    { key: 'runScoped', value: JSON.stringify(runScoped), type: 'string', description: 'generated: the variables a run makes' },
  );
  const collection = {
    info: {
      name: 'Jyotisha API',
      description: [
        'Every operation of the route families, generated by scripts/gen-sdk.ts from openapi/*.json (do not edit: run `npm run sdk`).',
        'Set `origin` to the Worker (default `npm start`\'s). The collection obtains its own keys (each family\'s key-issuing route; a V sandbox key, paced by its RateLimit header), an account session and the R2 service key. Key issuing is limited to 10 keys an hour from one network address across every key-issuing route (a run issues about 8; the 429 says when the next can be issued): for repeated local runs set `KEY_ISSUE_LIMIT_PER_HOUR` in `.dev.vars` (docs/keys.md).',
        'Every request asserts its documented status, media type, envelope and one value. Requests this deployment cannot serve (an unset secret, no operator token for the Pro routes) report "not run here"; set `strict` to 1 to fail them instead. `newman run sdk/postman/jyotisha.postman_collection.json` runs it from the command line (sdk/README.md).',
      ].join('\n'),
      schema: SCHEMA,
    },
    event: [
      { listen: 'prerequest', script: { type: 'text/javascript', exec: script('prerequest.js') } },
      { listen: 'test', script: { type: 'text/javascript', exec: script('test.js') } },
    ],
    item: folders,
    variable,
  };
  return `${JSON.stringify(collection, null, 2)}\n`;
}

export function postmanFiles(fams: FamilyModel[]): Map<string, string> {
  return new Map([[POSTMAN_PATH, postmanCollection(fams)]]);
}
