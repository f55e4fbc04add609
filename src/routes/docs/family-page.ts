/**
 * @module The page of one family (GET /docs/{family}), rendered from its OpenAPI document: the
 * family's base URL, credentials and error envelopes, then every operation grouped by tag with
 * its method and path, summary, authentication, query, path and body fields (types and
 * constraints from the JSON Schema), response fields, the errors it documents, runnable examples
 * (curl, TypeScript, Python) and, where one was recorded, an example answer. Whatever the
 * document holds is shown; nothing here lists routes.
 */
import { errorBody } from '../../http/errors.js';
import type { ErrorStyle } from '../../http/context.js';
import { examplesOf } from './examples.js';
import { h, page, raw, type Html, type TocGroup } from './layout.js';
import { renderMarkdown } from './markdown.js';
import {
  anchorOf,
  operationsOf,
  type DocOperation,
  type DocParameter,
  type OpenApiDoc,
} from './operations.js';
import {
  flattenSchema,
  typeOf,
  constraintsOf,
  type FieldRow,
  type JsonSchema,
} from './schema-fields.js';

/** An answer recorded by running the operation's example (src/generated/docs-answers.ts). */
export interface RecordedAnswer {
  status: number;
  media: string;
  body: string;
  abridged: boolean;
}

export interface FamilyPageInput {
  family: string;
  description: string;
  doc: OpenApiDoc;
  /** the family's base URL as seen by the reader */
  baseUrl: string;
  engine: string;
  answerOf?: (family: string, method: string, path: string) => RecordedAnswer | undefined;
}

const AUTH_TEXT: Record<DocOperation['auth']['scheme'], string> = {
  none: 'none: public',
  bearerAuth: 'API key: Authorization: Bearer <key>',
  serviceKey: 'service key: x-service-key header',
  session: 'session cookie __Host-sid (Family R sign-in)',
  adminToken: 'operator token: x-admin-token header',
};

/** The spec's tier tags of Family R and R2 (docs/families.md "Tier tags"). */
const TIER_TEXT: Record<'S' | 'W', string> = {
  S: 'compute: the engine computes the answer from the request',
  W: 'witness: the answer reports, records or relays facts of the service, its feeds or the account',
};

/** Response fields deeper than this are counted, not listed (the full schema is in the OpenAPI document). */
const RESPONSE_DEPTH = 2;
const RESPONSE_ROWS = 60;

function authText(op: DocOperation): string {
  if (op.auth.scheme === 'none') return AUTH_TEXT.none;
  return op.auth.optional ? `optional ${AUTH_TEXT[op.auth.scheme]}` : AUTH_TEXT[op.auth.scheme];
}

function fieldTable(rows: FieldRow[], withRequired: boolean): Html {
  return h`<div class="table-wrap"><table><thead><tr><th>field</th><th>type</th><th>constraints</th><th>description</th></tr></thead><tbody>${rows.map((r) => h`<tr><td class="path d${Math.min(r.depth, 6)}"><code>${r.path || '(value)'}</code>${withRequired && r.required ? h`<span class="req">required</span>` : ''}</td><td>${r.type}</td><td>${r.constraints.join('; ')}</td><td>${r.description ?? ''}</td></tr>`)}</tbody></table></div>`;
}

function paramTable(params: DocParameter[]): Html {
  return h`<div class="table-wrap"><table><thead><tr><th>name</th><th>type</th><th>constraints</th><th>description</th><th>example</th></tr></thead><tbody>${params.map((p) => h`<tr><td class="path"><code>${p.name}</code>${p.required ? h`<span class="req">required</span>` : ''}</td><td>${typeOf(p.schema)}</td><td>${constraintsOf(p.schema).join('; ')}</td><td>${p.description ?? (typeof p.schema.description === 'string' ? p.schema.description : '')}</td><td>${p.example !== undefined ? h`<code>${String(p.example)}</code>` : ''}</td></tr>`)}</tbody></table></div>`;
}

function styleOfResponse(doc: OpenApiDoc, op: DocOperation): string | undefined {
  const raw = doc.paths?.[op.path]?.[op.method.toLowerCase()] as
    | { responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }> }
    | undefined;
  const ref = raw?.responses?.['400']?.content?.['application/json']?.schema?.$ref;
  return ref?.replace('#/components/schemas/Error', '');
}

function operationSection(input: FamilyPageInput, op: DocOperation, basePath: string): Html {
  const components = input.doc.components?.schemas;
  const id = anchorOf(op);
  const query = op.parameters.filter((p) => p.in === 'query');
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const body = op.body ? flattenSchema(op.body.schema, { components }) : undefined;
  const resp =
    op.success.schema && (op.success.media ?? '').includes('json')
      ? flattenSchema(op.success.schema, {
          components,
          maxDepth: RESPONSE_DEPTH,
          maxRows: RESPONSE_ROWS,
        })
      : undefined;
  const errors = op.responses.filter((r) => !r.status.startsWith('2') && r.status !== '304');
  const style = styleOfResponse(input.doc, op);
  const limited = op.success.headers.includes('RateLimit');
  const conditional = op.success.headers.includes('ETag');
  const examples = examplesOf(op, input.family, input.baseUrl);
  const answer = input.answerOf?.(input.family, op.method, op.path);
  const m = op.method.toLowerCase();
  return h`<section class="op" id="${id}">
<h3><span class="method m-${m}">${op.method}</span><code>${basePath}${op.path}</code></h3>
<p>${op.summary}</p>
${op.description ? raw(renderMarkdown(op.description)) : ''}
<dl class="facts">
${op.tier ? h`<dt>tier</dt><dd><span class="badge">${op.tier}</span> ${TIER_TEXT[op.tier]} <span class="muted">(X-Tier: ${op.tier} on every answer; <a href="/docs#tier-tags">tier tags</a>)</span></dd>` : ''}
<dt>auth</dt><dd>${authText(op)}</dd>
<dt>answer</dt><dd>${op.success.status} ${op.success.media ?? ''}${op.success.headers.filter((x) => x !== 'X-Request-Id').length ? h` <span class="muted">headers: ${op.success.headers.join(', ')}</span>` : ''}</dd>
${limited || conditional ? h`<dt>notes</dt><dd>${limited ? h`<span class="badge">rate limited</span>` : ''}${conditional ? h`<span class="badge">ETag / 304</span>` : ''}</dd>` : ''}
<dt>errors in</dt><dd>${style ? h`envelope <a href="#envelope-${style}">${style}</a>` : 'the family envelope'}</dd>
<dt>operationId</dt><dd><code>${op.operationId}</code></dd>
</dl>
${pathParams.length ? h`<h4>Path parameters</h4>${paramTable(pathParams)}` : ''}
${query.length ? h`<h4>Query parameters</h4>${paramTable(query)}` : ''}
${body ? h`<h4>Request body <span class="muted">(${op.body!.media})</span></h4>${fieldTable(body.rows, true)}${body.closed ? h`<p class="muted">Unknown fields are refused with 400 naming the field.</p>` : ''}` : ''}
${resp ? h`<details class="more"><summary>Response ${op.success.status}: ${resp.rows.length + resp.omitted} fields</summary>${fieldTable(resp.rows, false)}${resp.omitted ? h`<p class="muted">${resp.omitted} deeper fields are not listed here; the full schema is in the OpenAPI document.</p>` : ''}</details>` : ''}
<details class="more"><summary>Errors: ${errors.map((e) => e.status).join(', ')}</summary>
<div class="table-wrap"><table><thead><tr><th>status</th><th>when</th></tr></thead><tbody>${errors.map((e) => h`<tr><td>${e.status}</td><td>${e.description}</td></tr>`)}</tbody></table></div></details>
<h4>Examples</h4>
<div class="tabs">${examples.map((ex, i) => h`<input type="radio" name="ex-${id}" id="${id}-${ex.id}"${i === 0 ? h` checked` : ''}><label for="${id}-${ex.id}">${ex.label}</label>`)}${examples.map((ex) => h`<div class="panel"><pre><code>${ex.code}</code></pre></div>`)}</div>
${answer ? h`<details class="answer"><summary>Example answer: ${answer.status} ${answer.media}${answer.abridged ? ' (abridged)' : ''}</summary><pre><code>${answer.body}</code></pre></details>` : ''}
</section>`;
}

/** The value at a dotted path of an example body (`birth.lat`), when the example has one. */
function exampleAt(example: unknown, path: string): unknown {
  let cur = example;
  for (const k of path.split('.'))
    cur = cur !== null && typeof cur === 'object' ? (cur as Record<string, unknown>)[k] : undefined;
  return cur;
}

/**
 * The field the error example names: the family's own (issue 32: every page showed `year`, which
 * T, V and P have nowhere). The first required number of a request body in document order (at
 * most two levels deep, e.g. T's `birth.lat`), else the first number a query takes, else `body`.
 */
export function errorExampleField(doc: OpenApiDoc): { field: string; sample: string } {
  const components = doc.components?.schemas as Record<string, unknown> | undefined;
  const ops = operationsOf(doc);
  for (const op of ops) {
    if (!op.body) continue;
    const row = flattenSchema(op.body.schema, { components, maxDepth: 2 }).rows.find(
      (r) => r.required && /^(number|integer)$/.test(r.type) && !r.path.includes('['),
    );
    if (row) {
      const v = exampleAt(op.body.example, row.path);
      return { field: row.path, sample: typeof v === 'number' ? String(v) : '1990' };
    }
  }
  for (const op of ops) {
    const p = op.parameters.find(
      (x) => x.in === 'query' && /^(number|integer)$/.test(typeOf(x.schema, components)),
    );
    if (p) return { field: p.name, sample: 'a number' };
  }
  return { field: 'body', sample: '' };
}

/** The error envelopes the document uses, each with an example body from the one renderer. */
function envelopes(doc: OpenApiDoc): Html {
  const styles = Object.keys(doc.components?.schemas ?? {})
    .filter((k) => k.startsWith('Error'))
    .map((k) => k.slice(5) as ErrorStyle);
  const { field, sample } = errorExampleField(doc);
  const message =
    field === 'body'
      ? 'body: request body is not valid JSON'
      : `${field}: Invalid input: expected number, received string (got the string ${JSON.stringify(sample)})`;
  return h`${styles.map((s) => {
    const example = errorBody(
      s,
      {
        code: field === 'body' ? 'MALFORMED_JSON' : 'INVALID_FIELD',
        message,
        field,
        hint:
          field === 'body' ? 'Check quotes, commas and brackets.' : `Send ${field} as a number.`,
      },
      '6f1c2a9e-0000-4000-8000-000000000000',
    );
    return h`<h3 id="envelope-${s}">Envelope ${s} <span class="muted">(example)</span></h3><pre><code>${JSON.stringify(example, null, 2)}</code></pre>`;
  })}`;
}

/** The family page's HTML. */
export function familyPage(input: FamilyPageInput): string {
  const ops = operationsOf(input.doc);
  const basePath = (() => {
    try {
      return new URL(input.baseUrl).pathname.replace(/\/$/, '');
    } catch {
      return '';
    }
  })();
  const tags: string[] = [];
  for (const op of ops)
    for (const t of op.tags.length ? [op.tags[0]!] : ['other']) if (!tags.includes(t)) tags.push(t);
  const byTag = (t: string) => ops.filter((op) => (op.tags[0] ?? 'other') === t);
  const tagTitle = (t: string) =>
    t.startsWith(`${input.family} `) ? t.slice(input.family.length + 1) : t;
  const toc: TocGroup[] = [
    {
      title: `Family ${input.family}`,
      links: [
        { href: '#about', text: 'Base URL and keys' },
        { href: '#envelopes', text: 'Error envelopes' },
      ],
    },
    ...tags.map((t) => ({
      title: tagTitle(t),
      links: byTag(t).map((op) => ({ href: `#${anchorOf(op)}`, text: `${op.method} ${op.path}` })),
    })),
  ];
  const schemes = Object.entries(input.doc.components?.securitySchemes ?? {});
  const main = h`<h1>Family ${input.family}</h1>
<p class="lead">${input.description}</p>
<section id="about">
<dl class="facts">
<dt>base URL</dt><dd><code>${input.baseUrl}</code></dd>
<dt>operations</dt><dd>${ops.length}</dd>
<dt>OpenAPI 3.1</dt><dd><a href="/openapi/${input.family}.json">/openapi/${input.family}.json</a> <span class="muted">(version ${input.doc.info?.version ?? ''})</span></dd>
<dt>credentials</dt><dd>${schemes.length ? h`${schemes.map(([name, s]) => h`<code>${name}</code>: ${String(s.description ?? '')}<br>`)}` : 'none: every route is public'}</dd>
</dl>
</section>
${ops.length === 0 ? h`<p class="note">This family has no routes yet. Its OpenAPI document is served and this page lists its operations as soon as its route table has them.</p>` : ''}
<section id="envelopes"><h2>Error envelopes</h2>
<p>Every failure is answered in the envelope of the route (below), with a stable code (the <a href="/docs/errors">error catalogue</a> lists each code, its status and what to do), a message that starts with the offending field, and <code>X-Request-Id</code>.</p>
${envelopes(input.doc)}
</section>
${tags.map((t) => h`<h2 id="tag-${t.replace(/[^A-Za-z0-9]+/g, '-')}">${tagTitle(t)}</h2>${byTag(t).map((op) => operationSection(input, op, basePath))}`)}`;
  return page({
    title: `Family ${input.family}`,
    current: input.family,
    description: `Jyotisha API reference: every operation of family ${input.family}`,
    toc,
    main,
    footer: `Rendered from /openapi/${input.family}.json (engine ${input.engine}).`,
  });
}

export type { JsonSchema };
