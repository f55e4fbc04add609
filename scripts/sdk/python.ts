/**
 * @module Python SDK generator: per family a module (sdk/python/jyotisha/<family>.py) with a
 * TypedDict for every object of its request bodies and success answers (from the documents' JSON
 * Schemas), and a client class with one method per operation (snake_case of the operationId),
 * keyword parameters typed from the parameter schemas, over the hand-written standard-library
 * runtime (sdk/python/jyotisha/_runtime.py).
 */
import { credentialOption, isBooleanTextParam, isNumericTextParam, numericTextKind, pascalCase, snakeCase, successKind, summaryOf, wrapText, type FamilyModel, type JsonSchema, type OperationModel } from './spec.js';

const PY_KEYWORDS = new Set([
  'False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break', 'class', 'continue', 'def', 'del', 'elif', 'else',
  'except', 'finally', 'for', 'from', 'global', 'if', 'import', 'in', 'is', 'lambda', 'nonlocal', 'not', 'or', 'pass', 'raise',
  'return', 'try', 'while', 'with', 'yield', 'match', 'case', 'type',
]);

/** A Python string literal in single quotes. */
function pyStr(s: string): string {
  const body = s
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\t/g, '\\t')
    // eslint-disable-next-line no-control-regex -- escapes the control characters a Python literal cannot hold
    .replace(/[\x00-\x1f\x7f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
  return `'${body}'`;
}

function pyLiteral(v: unknown): string {
  if (v === null) return 'None';
  if (v === true) return 'True';
  if (v === false) return 'False';
  if (typeof v === 'number') return String(v);
  return pyStr(String(v));
}

/** A valid Python identifier for a name (keywords get a trailing underscore). */
function pyIdent(name: string): string {
  let id = name.replace(/[^A-Za-z0-9_]/g, '_');
  if (/^[0-9]/.test(id)) id = `_${id}`;
  if (PY_KEYWORDS.has(id)) id = `${id}_`;
  return id;
}

function isIdentifierKey(k: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(k) && !PY_KEYWORDS.has(k);
}

/** One line of documentation text, safe inside a comment or docstring. */
function oneLine(s: string): string {
  return s.replace(/\s+/g, ' ').replace(/\\/g, '\\\\').replace(/"""/g, '\\"\\"\\"').trim();
}

function union(types: string[]): string {
  const uniq = [...new Set(types)];
  const hasNone = uniq.includes('None');
  const rest = uniq.filter((t) => t !== 'None');
  if (rest.includes('Any')) return 'Any';
  const core = rest.length === 0 ? 'None' : rest.length === 1 ? rest[0]! : `Union[${rest.join(', ')}]`;
  return hasNone && rest.length > 0 ? `Optional[${core}]` : core;
}

/** Emits the TypedDicts of one module and answers Python type expressions for JSON Schemas. */
class PyTypes {
  readonly defs: string[] = [];
  private readonly used = new Set<string>();
  private readonly componentNames = new Map<string, string>();

  constructor(private readonly fam: FamilyModel, reserved: string[]) {
    for (const r of reserved) this.used.add(r);
  }

  /** A module-level name not yet taken, from `name` (a numeric suffix when it is). */
  unique(name: string): string {
    let n = name;
    for (let i = 2; this.used.has(n); i++) n = `${name}${i}`;
    this.used.add(n);
    return n;
  }

  /** components.schemas first, so that every reference resolves to a name defined above it. */
  emitComponents(): void {
    for (const name of Object.keys(this.fam.schemas)) this.componentNames.set(name, this.unique(pascalCase(name)));
    for (const [name, schema] of Object.entries(this.fam.schemas)) {
      const py = this.componentNames.get(name)!;
      if (this.isObjectWithProperties(schema)) this.emitTypedDict(py, schema, `components.schemas.${name}`);
      else this.defs.push(`${py}: TypeAlias = ${this.typeOf(schema, `${py}Value`)}`, '');
    }
  }

  private isObjectWithProperties(s: JsonSchema): boolean {
    return (s.type === 'object' || s.type === undefined) && !!s.properties && Object.keys(s.properties as object).length > 0;
  }

  /** The Python type of a schema; objects with properties become TypedDicts named from `hint`. */
  typeOf(s: JsonSchema | undefined, hint: string): string {
    if (!s || typeof s !== 'object' || Object.keys(s).length === 0) return 'Any';
    if (typeof s.$ref === 'string') {
      const m = /^#\/components\/schemas\/(.+)$/.exec(s.$ref);
      const name = m ? this.componentNames.get(m[1]!) : undefined;
      return name ? `'${name}'` : 'Any';
    }
    if ('const' in s || Array.isArray(s.enum)) {
      // Literal takes str, int, bool and None; a fractional number is typed float
      const vals = 'const' in s ? [s.const] : (s.enum as unknown[]);
      const isFloat = (v: unknown) => typeof v === 'number' && !Number.isInteger(v);
      const lits = vals.filter((v) => v !== null && !isFloat(v));
      return union([...(lits.length ? [`Literal[${lits.map(pyLiteral).join(', ')}]`] : []), ...(vals.some(isFloat) ? ['float'] : []), ...(vals.includes(null) ? ['None'] : [])]);
    }
    const alts = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
    if (Array.isArray(alts)) {
      const named = alts.filter((a) => a.type !== 'null');
      return union(alts.map((a) => this.typeOf(a, `${hint}${named.length > 1 ? `Variant${named.indexOf(a) + 1}` : ''}`)));
    }
    if (Array.isArray(s.allOf)) {
      const parts = s.allOf as JsonSchema[];
      if (parts.every((p) => this.isObjectWithProperties(p))) {
        const merged: JsonSchema = { type: 'object', properties: Object.assign({}, ...parts.map((p) => p.properties)), required: parts.flatMap((p) => (Array.isArray(p.required) ? p.required : [])) };
        return this.typeOf(merged, hint);
      }
      return 'Any';
    }
    if (Array.isArray(s.type)) return union((s.type as string[]).map((t) => this.typeOf({ ...s, type: t }, hint)));
    switch (s.type) {
      case 'string': return 'str';
      case 'integer': return 'int';
      case 'number': return 'float';
      case 'boolean': return 'bool';
      case 'null': return 'None';
      case 'array': return `List[${this.typeOf(s.items as JsonSchema | undefined, `${hint}Item`)}]`;
      case 'object':
      case undefined: {
        if (this.isObjectWithProperties(s)) {
          const name = this.unique(hint);
          this.emitTypedDict(name, s, undefined);
          return name;
        }
        if (s.type === undefined) return 'Any';
        const ap = s.additionalProperties;
        return ap && typeof ap === 'object' && Object.keys(ap).length > 0 ? `Dict[str, ${this.typeOf(ap as JsonSchema, `${hint}Value`)}]` : 'Dict[str, Any]';
      }
      default: return 'Any';
    }
  }

  /** A TypedDict; its nested objects are emitted before it. */
  emitTypedDict(name: string, s: JsonSchema, doc: string | undefined): void {
    const props = s.properties as Record<string, JsonSchema>;
    const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
    const fields = Object.entries(props).map(([key, ps]) => {
      const t = this.typeOf(ps, `${name}${pascalCase(key) || 'Field'}`);
      return { key, type: required.has(key) ? t : `NotRequired[${t}]`, description: typeof ps.description === 'string' ? ps.description : undefined };
    });
    const lines: string[] = [];
    const docText = doc ?? (typeof s.description === 'string' ? s.description : undefined);
    if (fields.every((f) => isIdentifierKey(f.key))) {
      lines.push(`class ${name}(TypedDict):`);
      if (docText) lines.push(`    """${oneLine(docText)}"""`, '');
      for (const f of fields) {
        if (f.description) lines.push(`    #: ${oneLine(f.description)}`);
        lines.push(`    ${f.key}: ${f.type}`);
      }
    } else {
      if (docText) lines.push(`#: ${oneLine(docText)}`);
      lines.push(`${name} = TypedDict(${pyStr(name)}, {`);
      for (const f of fields) lines.push(`    ${pyStr(f.key)}: ${f.type},`);
      lines.push('})');
    }
    this.defs.push(...lines, '', '');
  }
}

interface PyParam {
  name: string;
  py: string;
  type: string;
  required: boolean;
  description?: string;
}

function paramType(types: PyTypes, schema: JsonSchema, hint: string): string {
  if (isNumericTextParam(schema)) return numericTextKind(schema) === 'integer' ? 'Union[int, str]' : 'Union[float, str]';
  if (isBooleanTextParam(schema)) return `Union[bool, ${types.typeOf(schema, hint)}]`;
  return types.typeOf(schema, hint);
}

function credentialsNote(fam: FamilyModel, op: OperationModel): string {
  const alts = op.security.filter((a) => a.length > 0).map((a) => a.map((s) => snakeCase(credentialOption(fam.credentials.find((c) => c.scheme === s)!))).join(' + '));
  if (alts.length === 0) return 'no credentials';
  return `${op.security.some((a) => a.length === 0) ? 'optional ' : ''}credentials: ${alts.join(' or ')}`;
}

/** The module of one family. */
export function familyModule(fam: FamilyModel): string {
  const F = fam.id;
  // the module's own names and its imports are never used for a generated type
  const types = new PyTypes(fam, [
    `${F}Client`, `${F}ErrorBody`, 'FAMILY', 'OPERATIONS', 'Any', 'Dict', 'List', 'Literal', 'Mapping', 'NotRequired', 'Optional', 'TypeAlias', 'TypedDict', 'Union',
    'BaseClient', 'Credential', 'FamilySpec', 'JyotishaError', 'Operation', 'RetryPolicy', 'ResponseHook',
  ]);
  types.emitComponents();
  const methods: string[] = [];
  const opLines: string[] = [];
  for (const op of fam.operations) {
    const T = pascalCase(op.operationId);
    const py = snakeCase(op.operationId);
    const reserved = new Set(['self', 'body', 'headers']);
    const params: PyParam[] = op.params.map((p) => {
      let id = pyIdent(snakeCase(p.name) || p.name);
      while (reserved.has(id)) id = `${id}_`;
      reserved.add(id);
      return { name: p.name, py: id, type: paramType(types, p.schema, `${T}${pascalCase(p.name)}`), required: p.required, ...(p.description ? { description: p.description } : {}) };
    });
    let bodyType: string | undefined;
    if (op.body) {
      const t = types.typeOf(op.body.schema, `${T}Body`);
      bodyType = t;
    }
    const kind = successKind(op);
    const result = kind === 'json' ? types.typeOf(op.success.schema, `${T}Result`) : kind === 'text' ? 'str' : kind === 'bytes' ? 'bytes' : 'None';
    // name the result type so users can annotate with it
    const resultAlias = result === `${T}Result` ? result : types.unique(`${T}Result`);
    if (result !== resultAlias) types.defs.push(`${resultAlias}: TypeAlias = ${result}`, '');
    const bodyAlias = bodyType === undefined || bodyType === `${T}Body` ? `${T}Body` : types.unique(`${T}Body`);
    if (bodyType !== undefined && bodyType !== bodyAlias) types.defs.push(`${bodyAlias}: TypeAlias = ${bodyType}`, '');
    const args: string[] = ['self'];
    if (op.body) args.push(op.body.required ? `body: ${bodyAlias}` : `body: Optional[${bodyAlias}] = None`);
    const kw = [...params.filter((p) => p.required).map((p) => `${p.py}: ${p.type}`), ...params.filter((p) => !p.required).map((p) => `${p.py}: Optional[${p.type}] = None`)];
    args.push('*', ...kw, 'headers: Optional[Mapping[str, str]] = None');
    const notes = [`\`\`${op.method} ${op.path}\`\``, credentialsNote(fam, op)];
    if (op.rateLimited) notes.push('rate limited: a 429 is retried after the wait it states');
    const docLines = [`"""${oneLine(summaryOf(op))}`, '', ...(op.description ? [...wrapText(oneLine(op.description), 88), ''] : []), `${notes.join('; ')}.`];
    const documented = params.filter((p) => p.description);
    if (documented.length > 0) {
      docLines.push('', 'Args:');
      for (const p of documented) docLines.push(`    ${p.py}: ${oneLine(p.description!)}`);
    }
    docLines.push('"""');
    const paramDict = params.length > 0 ? `{${params.map((p) => `${pyStr(p.name)}: ${p.py}`).join(', ')}}` : '{}';
    methods.push(
      `    def ${py}(${args.join(', ')}) -> ${resultAlias}:`,
      ...docLines.map((l) => (l ? `        ${l}` : '')),
      `        return self._call(OPERATIONS[${pyStr(op.operationId)}], ${paramDict}, ${op.body ? 'body' : 'None'}, headers)`,
      '',
    );
    const names = (w: string) => `(${op.params.filter((p) => p.in === w).map((p) => `${pyStr(p.name)}, `).join('')})`;
    opLines.push(
      `    ${pyStr(op.operationId)}: Operation(${pyStr(op.operationId)}, ${pyStr(op.method)}, ${pyStr(op.path)}, path_params=${names('path')}, query_params=${names('query')}, header_params=${names('header')}, body_media_type=${op.body ? pyStr(op.body.mediaType) : 'None'}, security=(${op.security.map((a) => `(${a.map((s) => `${pyStr(s)}, `).join('')})`).map((s) => `${s}, `).join('')}), result=${pyStr(successKind(op))}),`,
    );
  }
  const errorType = fam.errorSchemas.length > 0 ? union(fam.errorSchemas.map((n) => `'${pascalCase(n)}'`)) : 'Any';
  const credArgs = fam.credentials.map((c) => `${snakeCase(credentialOption(c))}: Optional[str] = None`);
  const credDoc = fam.credentials.map((c) => `        ${snakeCase(credentialOption(c))}: ${oneLine(c.description ?? c.scheme)} (${c.kind === 'bearer' ? 'sent as Authorization: Bearer' : `the ${c.kind} ${c.name}`}), where an operation names ${c.scheme}.`);
  const out: string[] = [
    `"""Family ${F} of the Jyotisha API: ${oneLine(fam.description)}.`,
    '',
    `Generated by scripts/gen-sdk.ts from openapi/${F}.json (${oneLine(fam.title)} ${fam.version}).`,
    'Do not edit: run ``npm run sdk``.',
    '"""',
    '',
    'from __future__ import annotations',
    '',
    'from typing import Any, Dict, List, Literal, Mapping, NotRequired, Optional, TypeAlias, TypedDict, Union',
    '',
    'from ._runtime import BaseClient, Credential, FamilySpec, JyotishaError, Operation, RetryPolicy, ResponseHook',
    '',
    '',
    ...types.defs,
    `#: The error envelope of family ${F} (the \`\`body\`\` of a JyotishaError from this client).`,
    `${F}ErrorBody: TypeAlias = ${errorType}`,
    '',
    `FAMILY = FamilySpec(${pyStr(F)}, ${pyStr(fam.defaultPrefix)}, {${fam.credentials.map((c) => `${pyStr(c.scheme)}: Credential(${pyStr(snakeCase(credentialOption(c)))}, ${pyStr(c.kind)}, ${c.kind === 'bearer' ? 'None' : pyStr(c.name)})`).join(', ')}})`,
    '',
    'OPERATIONS: Dict[str, Operation] = {',
    ...opLines,
    '}',
    '',
    '',
    `class ${F}Client(BaseClient):`,
    `    """Family ${F}: ${oneLine(fam.description)}.`,
    '',
    `    The base URL is \`\`base_url\`\`, else \`\`origin + ${pyStr(fam.defaultPrefix)}\`\`.`,
    ...(credDoc.length ? ['', '    Credentials:', ...credDoc] : []),
    '    """',
    '',
    `    def __init__(self, base_url: Optional[str] = None, *, origin: Optional[str] = None${credArgs.map((a) => `, ${a}`).join('')}, headers: Optional[Mapping[str, str]] = None, retry: Optional[RetryPolicy] = None, timeout: Optional[float] = 60.0, on_response: Optional[ResponseHook] = None) -> None:`,
    `        super().__init__(FAMILY, base_url=base_url, origin=origin, credentials={${fam.credentials.map((c) => `${pyStr(c.scheme)}: ${snakeCase(credentialOption(c))}`).join(', ')}}, headers=headers, retry=retry, timeout=timeout, on_response=on_response)`,
    '',
    ...methods,
  ];
  return `${out.join('\n').replace(/\n{3,}(?=class |[A-Z#])/g, '\n\n\n').trimEnd()}\n`;
}

/** jyotisha/__init__.py: the runtime's public names and every family client. */
function initModule(fams: FamilyModel[]): string {
  const lines = [
    '"""Jyotisha API client for Python (standard library only).',
    '',
    'Generated by scripts/gen-sdk.ts from openapi/*.json. Do not edit: run ``npm run sdk``.',
    `Clients: ${fams.map((f) => `${f.id}Client`).join(', ')}; the TypedDicts of family X are in the module`,
    `\`\`jyotisha.${fams[0] ? fams[0].id.toLowerCase() : 'x'}\`\` and its siblings (\`\`jyotisha.${fams.map((f) => f.id.toLowerCase()).join('``, ``jyotisha.')}\`\`).`,
    '"""',
    '',
    'from ._runtime import JyotishaError, RateLimitError, RateLimitItem, RetryPolicy, ResponseInfo, error_info, parse_rate_limit, stated_retry_seconds',
    ...fams.map((f) => `from .${f.id.toLowerCase()} import ${f.id}Client`),
    // the hand-written helpers of Family T's research jobs (jyotisha/jobs.py)
    ...(fams.some((f) => f.id === 'T') ? ['from .jobs import JobProgress, Jobs, job_ended, job_progress'] : []),
    '',
    `__all__ = [${[...fams.map((f) => `${f.id}Client`), ...(fams.some((f) => f.id === 'T') ? ['Jobs', 'JobProgress', 'job_ended', 'job_progress'] : []), 'JyotishaError', 'RateLimitError', 'RateLimitItem', 'RetryPolicy', 'ResponseInfo', 'error_info', 'parse_rate_limit', 'stated_retry_seconds'].map(pyStr).join(', ')}]`,
    '',
  ];
  return lines.join('\n');
}

/** The Python SDK files (paths relative to the repository root). */
export function pythonFiles(fams: FamilyModel[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const fam of fams) out.set(`sdk/python/jyotisha/${fam.id.toLowerCase()}.py`, familyModule(fam));
  out.set('sdk/python/jyotisha/__init__.py', initModule(fams));
  return out;
}
