/**
 * @module Postman collection generator (collection format v2.1): one folder per family, one
 * request per operation with the document's example as its body or query, collection variables
 * for the Worker's origin, each family's base URL and each credential.
 */
import { credentialOption, summaryOf, type FamilyModel, type OperationModel } from './spec.js';

const SCHEMA = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';
export const POSTMAN_PATH = 'sdk/postman/jyotisha.postman_collection.json';

interface Header { key: string; value: string; type: 'text'; disabled?: boolean; description?: string }

function baseVar(fam: FamilyModel): string {
  return `baseUrl_${fam.id}`;
}

function credVar(fam: FamilyModel, scheme: string): string {
  const c = fam.credentials.find((x) => x.scheme === scheme)!;
  return `${credentialOption(c)}_${fam.id}`;
}

function queryValue(v: unknown): string {
  if (v === undefined || v === null) return '';
  if (Array.isArray(v)) return v.map(String).join(',');
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

function requestItem(fam: FamilyModel, op: OperationModel): Record<string, unknown> {
  const pathSegs = op.path.split('/').filter(Boolean).map((s) => s.replace(/^\{(.+)\}$/, ':$1'));
  const query = op.params.filter((p) => p.in === 'query').map((p) => ({
    key: p.name,
    value: queryValue(p.example),
    ...(p.example === undefined ? { disabled: true } : {}),
    ...(p.description ? { description: `${p.required ? '(required) ' : ''}${p.description}` } : p.required ? { description: '(required)' } : {}),
  }));
  const variable = op.params.filter((p) => p.in === 'path').map((p) => ({ key: p.name, value: queryValue(p.example), ...(p.description ? { description: p.description } : {}) }));
  const header: Header[] = op.params.filter((p) => p.in === 'header').map((p) => ({ key: p.name, value: queryValue(p.example), type: 'text', ...(p.required ? {} : { disabled: true }) }));
  const optional = op.security.some((a) => a.length === 0);
  const alternatives = op.security.filter((a) => a.length > 0);
  let auth: Record<string, unknown> = { type: 'noauth' };
  // the first alternative is the one the request shows; an optional one is sent only when enabled
  const first = alternatives[0];
  if (first) {
    for (const scheme of first) {
      const c = fam.credentials.find((x) => x.scheme === scheme)!;
      const v = `{{${credVar(fam, scheme)}}}`;
      if (c.kind === 'bearer' && !optional) auth = { type: 'bearer', bearer: [{ key: 'token', value: v, type: 'string' }] };
      else if (c.kind === 'bearer') header.push({ key: 'Authorization', value: `Bearer ${v}`, type: 'text', disabled: true, description: 'optional credential' });
      else if (c.kind === 'header') header.push({ key: c.name, value: v, type: 'text', ...(optional ? { disabled: true, description: 'optional credential' } : {}) });
      else if (c.kind === 'cookie') header.push({ key: 'Cookie', value: `${c.name}=${v}`, type: 'text', ...(optional ? { disabled: true, description: 'optional credential' } : {}) });
      else query.push({ key: c.name, value: v, ...(optional ? { disabled: true } : {}) });
    }
  }
  const rawQuery = query.filter((q) => !('disabled' in q)).map((q) => `${encodeURIComponent(q.key)}=${q.value}`).join('&');
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
    auth,
    description: [
      summaryOf(op),
      '',
      `operationId \`${op.operationId}\`; ${alternatives.length === 0 ? 'no credentials' : `${optional ? 'optional ' : ''}credentials: ${alternatives.map((a) => a.map((s) => `the variable \`${credVar(fam, s)}\``).join(' + ')).join(' or ')}`}${op.rateLimited ? '; rate limited (429 with Retry-After or RateLimit headers)' : ''}.`,
    ].join('\n'),
  };
  if (op.body) {
    header.push({ key: 'Content-Type', value: op.body.mediaType, type: 'text' });
    request.body = { mode: 'raw', raw: op.body.example === undefined ? '{}' : JSON.stringify(op.body.example, null, 2), options: { raw: { language: 'json' } } };
  }
  return { name: `${op.method} ${op.path}`, request, response: [] };
}

/** The collection as JSON text. */
export function postmanCollection(fams: FamilyModel[]): string {
  const variable: Array<{ key: string; value: string; type: 'string'; description?: string }> = [
    { key: 'origin', value: 'http://127.0.0.1:8787', type: 'string', description: "the Worker's origin (npm start serves it here)" },
  ];
  for (const fam of fams) {
    variable.push({ key: baseVar(fam), value: `{{origin}}${fam.defaultPrefix}`, type: 'string', description: `family ${fam.id}'s base URL (set it to the family's host when FAMILY_HOSTS maps one)` });
  }
  for (const fam of fams) {
    for (const c of fam.credentials) variable.push({ key: credVar(fam, c.scheme), value: '', type: 'string', description: `family ${fam.id}: ${c.description ?? c.scheme}` });
  }
  const collection = {
    info: {
      name: 'Jyotisha API',
      description: [
        'Every operation of the six route families, generated by scripts/gen-sdk.ts from openapi/*.json (do not edit: run `npm run sdk`).',
        'Set `origin` (or a family\'s `baseUrl_<family>`) and the credential variables (`apiKey_T`: a key from `POST /t/api/keys`).',
      ].join('\n'),
      schema: SCHEMA,
    },
    item: fams.map((fam) => ({
      name: `Family ${fam.id}`,
      description: `${fam.title} ${fam.version}: ${fam.description}`,
      item: fam.operations.map((op) => requestItem(fam, op)),
    })),
    variable,
  };
  return `${JSON.stringify(collection, null, 2)}\n`;
}

export function postmanFiles(fams: FamilyModel[]): Map<string, string> {
  return new Map([[POSTMAN_PATH, postmanCollection(fams)]]);
}
