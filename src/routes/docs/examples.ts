/**
 * @module Runnable examples of an operation, generated from the OpenAPI document's example (the
 * request body, or the query parameters): curl, TypeScript with fetch, TypeScript with the
 * generated SDK (sdk/typescript), Python with the generated SDK (sdk/python) and Python with the
 * standard library only. Credentials come from environment variables (JYOTISHA_KEY for bearer
 * keys, JYOTISHA_SERVICE_KEY for R2, JYOTISHA_SESSION for Family R's session cookie,
 * ADMIN_TOKEN for the operator route). A required credential is always sent; an optional key is
 * shown in a comment (the example runs without it); the optional session is sent when
 * JYOTISHA_SESSION is set (curl keeps it in a cookie jar), with the Origin header that
 * cookie-authenticated writes need. A path parameter is written `<name>`, for the reader to fill in. Pure.
 */
import { queryExample, type DocOperation } from './operations.js';

export interface CodeExample {
  id: 'curl' | 'ts-fetch' | 'ts-sdk' | 'py-sdk' | 'py-stdlib';
  label: string;
  code: string;
}

/**
 * How the generated SDKs are used (sdk/typescript, sdk/python; docs/docs-site.md "SDK
 * examples"): one client class per family, `<F>Client`, built with the family's base URL and
 * the credentials its document declares, with one method per operation named by its
 * operationId (snake case in Python). A body is the first argument; path, query and header
 * parameters follow by name (an object in TypeScript, keyword arguments in Python, snake-cased).
 */
export const SDK_USAGE = {
  typescriptPackage: '@jyotisha/sdk',
  pythonModule: 'jyotisha',
  /** client option per security scheme: [TypeScript, Python] */
  credentialOption: {
    bearerAuth: ['apiKey', 'api_key'],
    serviceKey: ['serviceKey', 'service_key'],
    session: ['session', 'session'],
    adminToken: ['adminToken', 'admin_token'],
  },
} as const;

/** The SDK client class of a family. */
export function clientClass(family: string): string {
  return `${family}Client`;
}

/** The environment variables the examples read credentials from, by security scheme. */
export const CLIENT_ENV: Readonly<Record<DocOperation['auth']['scheme'], string | undefined>> = {
  bearerAuth: 'JYOTISHA_KEY',
  serviceKey: 'JYOTISHA_SERVICE_KEY',
  session: 'JYOTISHA_SESSION',
  adminToken: 'ADMIN_TOKEN',
  none: undefined,
};
const ENV = CLIENT_ENV;

/** Single-quote a string for a POSIX shell. */
export function shellQuote(s: string): string {
  return `'${s.replaceAll("'", "'\\''")}'`;
}

/** A JSON value as a Python literal (True, False, None; JSON strings are valid Python strings). */
export function pyLiteral(v: unknown, indent = 0): string {
  const pad = ' '.repeat(indent + 4);
  const end = ' '.repeat(indent);
  if (v === null || v === undefined) return 'None';
  if (v === true) return 'True';
  if (v === false) return 'False';
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : 'None';
  if (typeof v === 'string') return JSON.stringify(v);
  if (Array.isArray(v)) {
    if (v.length === 0) return '[]';
    const flat = `[${v.map((x) => pyLiteral(x)).join(', ')}]`;
    return flat.length <= 72 && !flat.includes('\n')
      ? flat
      : `[\n${v.map((x) => pad + pyLiteral(x, indent + 4)).join(',\n')},\n${end}]`;
  }
  const entries = Object.entries(v as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  const flat = `{${entries.map(([k, x]) => `${JSON.stringify(k)}: ${pyLiteral(x)}`).join(', ')}}`;
  return flat.length <= 72 && !flat.includes('\n')
    ? flat
    : `{\n${entries.map(([k, x]) => `${pad}${JSON.stringify(k)}: ${pyLiteral(x, indent + 4)}`).join(',\n')},\n${end}}`;
}

/** A JSON value as a TypeScript literal, indented by `indent`. */
function tsLiteral(v: unknown, indent: number): string {
  return JSON.stringify(v, null, 2)
    .split('\n')
    .map((l, i) => (i === 0 ? l : ' '.repeat(indent) + l))
    .join('\n');
}

/** snake_case of an operationId: postApiChartsBulk -> post_api_charts_bulk. */
export function snakeCase(id: string): string {
  return id
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .toLowerCase();
}

function pathParams(op: DocOperation): string[] {
  return [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
}

function isBinary(media: string | undefined): boolean {
  return !!media && media.startsWith('image/') && !media.includes('svg');
}

function isText(media: string | undefined): boolean {
  return !!media && !media.includes('json');
}

function fileNameOf(op: DocOperation): string {
  const media = op.success.media ?? '';
  const ext = media.includes('svg')
    ? 'svg'
    : media.includes('png')
      ? 'png'
      : media.includes('calendar')
        ? 'ics'
        : media.includes('rss')
          ? 'xml'
          : media.includes('html')
            ? 'html'
            : 'txt';
  const last = op.path.split('/').filter(Boolean).pop() ?? 'answer';
  return last.includes('.') ? last : `${last.replace(/[{}]/g, '')}.${ext}`;
}

/** The URL with the query example, path parameters written `<name>`. */
function exampleUrl(op: DocOperation): string {
  const q = queryExample(op);
  const url = op.url.replace(/\{([^}]+)\}/g, '<$1>');
  return q.length ? `${url}?${new URLSearchParams(q).toString()}` : url;
}

/** The header an optional key would add, for a comment above the example. */
function optionalKeyHeader(op: DocOperation): string | undefined {
  if (!op.auth.optional) return undefined;
  if (op.auth.scheme === 'bearerAuth') return `authorization: Bearer $${ENV.bearerAuth}`;
  if (op.auth.scheme === 'serviceKey') return `x-service-key: $${ENV.serviceKey}`;
  return undefined;
}

function originOf(op: DocOperation): string {
  try {
    return new URL(op.url.replace(/[{}]/g, '')).origin;
  } catch {
    return '';
  }
}

function curl(op: DocOperation): string {
  const parts = ['curl -s'];
  if (op.method !== 'GET') parts.push(`-X ${op.method}`);
  parts.push(shellQuote(exampleUrl(op)));
  const lines = [parts.join(' ')];
  const env = ENV[op.auth.scheme];
  if (op.auth.scheme === 'bearerAuth' && !op.auth.optional)
    lines.push(`-H "authorization: Bearer $${env}"`);
  if (op.auth.scheme === 'serviceKey' && !op.auth.optional)
    lines.push(`-H "x-service-key: $${env}"`);
  if (op.auth.scheme === 'adminToken') lines.push(`-H "x-admin-token: $${env}"`);
  if (op.auth.scheme === 'session') {
    lines.push('-b jar -c jar');
    if (op.method !== 'GET') lines.push(`-H ${shellQuote(`origin: ${originOf(op)}`)}`);
  }
  if (op.body) {
    lines.push(`-H 'content-type: ${op.body.media}'`);
    lines.push(`-d ${shellQuote(JSON.stringify(op.body.example ?? {}))}`);
  }
  if (isBinary(op.success.media) || (op.success.media ?? '').includes('svg'))
    lines.push(`-o ${fileNameOf(op)}`);
  const optional = optionalKeyHeader(op);
  return `${optional ? `# with a key: add -H "${optional}"\n` : ''}${lines.join(' \\\n  ')}`;
}

function tsHeaders(op: DocOperation): string[] {
  const h: string[] = [];
  if (op.body) h.push(`'content-type': '${op.body.media}'`);
  const env = ENV[op.auth.scheme];
  if (op.auth.scheme === 'bearerAuth' && !op.auth.optional)
    h.push(`authorization: \`Bearer \${process.env.${env}}\``);
  if (op.auth.scheme === 'serviceKey' && !op.auth.optional)
    h.push(`'x-service-key': process.env.${env} ?? ''`);
  if (op.auth.scheme === 'adminToken') h.push(`'x-admin-token': process.env.${env} ?? ''`);
  if (op.auth.scheme === 'session')
    h.push(
      `...(process.env.${env} ? { cookie: \`__Host-sid=\${process.env.${env}}\`, origin: '${originOf(op)}' } : {})`,
    );
  return h;
}

function tsFetch(op: DocOperation): string {
  const url = exampleUrl(op);
  const params = pathParams(op);
  const lines: string[] = [];
  for (const p of params) lines.push(`const ${p} = '<${p}>';`);
  const urlExpr = params.length
    ? `\`${url.replace(/<([^>]+)>/g, (m, name: string) => (params.includes(name) ? `\${encodeURIComponent(${name})}` : m))}\``
    : `'${url}'`;
  const init: string[] = [];
  if (op.method !== 'GET') init.push(`method: '${op.method}'`);
  const headers = tsHeaders(op);
  if (headers.length) init.push(`headers: { ${headers.join(', ')} }`);
  if (op.body) init.push(`body: JSON.stringify(${tsLiteral(op.body.example ?? {}, 2)})`);
  if (op.auth.optional && op.auth.scheme === 'bearerAuth')
    lines.push(
      `// with a key: add authorization: \`Bearer \${process.env.${ENV.bearerAuth}}\` to the headers`,
    );
  if (op.auth.optional && op.auth.scheme === 'serviceKey')
    lines.push(`// with a key: add 'x-service-key': process.env.${ENV.serviceKey} to the headers`);
  lines.push(
    init.length
      ? `const res = await fetch(${urlExpr}, {\n${init.map((l) => `  ${l},`).join('\n')}\n});`
      : `const res = await fetch(${urlExpr});`,
  );
  lines.push('if (!res.ok) throw new Error(`HTTP ${res.status}: ${await res.text()}`);');
  if (isBinary(op.success.media))
    lines.push(`const bytes = new Uint8Array(await res.arrayBuffer()); // ${op.success.media}`);
  else if (isText(op.success.media))
    lines.push(`const text = await res.text(); // ${op.success.media}`);
  else lines.push('const data = await res.json();', 'console.log(data);');
  return lines.join('\n');
}

function familyOf(op: DocOperation, family: string): string {
  return family || op.tags[0]?.split(' ')[0] || '';
}

/** Path and query parameters of the example, by their names in the document. */
function exampleParams(op: DocOperation): Array<[string, string]> {
  return [...pathParams(op).map((p): [string, string] => [p, `<${p}>`]), ...queryExample(op)];
}

function tsKey(name: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : `'${name}'`;
}

function tsSdk(op: DocOperation, family: string, baseUrl: string): string {
  const fam = familyOf(op, family);
  const opts: string[] = [`baseUrl: '${baseUrl}'`];
  const scheme = op.auth.scheme;
  if (scheme !== 'none' && !(op.auth.optional && scheme !== 'session'))
    opts.push(`${SDK_USAGE.credentialOption[scheme][0]}: process.env.${ENV[scheme]}`);
  const args: string[] = [];
  if (op.body) args.push(tsLiteral(op.body.example ?? {}, 0));
  const params = exampleParams(op);
  const needsOrigin = scheme === 'session' && op.method !== 'GET';
  // (body?, params?, options?): params exists when the operation has parameters, and holds its place when options follow
  if (params.length) args.push(`{ ${params.map(([k, v]) => `${tsKey(k)}: '${v}'`).join(', ')} }`);
  else if (needsOrigin && op.parameters.length > 0) args.push('{}');
  if (needsOrigin) args.push(`{ headers: { origin: '${originOf(op)}' } }`);
  const optional = optionalKeyHeader(op);
  const result = isBinary(op.success.media)
    ? 'bytes'
    : isText(op.success.media)
      ? 'text'
      : 'result';
  return [
    `import { ${clientClass(fam)} } from '${SDK_USAGE.typescriptPackage}';`,
    '',
    ...(optional
      ? [
          `// with a key: add ${SDK_USAGE.credentialOption[scheme as 'bearerAuth' | 'serviceKey'][0]}: process.env.${ENV[scheme]}`,
        ]
      : []),
    `const client = new ${clientClass(fam)}({ ${opts.join(', ')} });`,
    `const ${result} = await client.${op.operationId}(${args.join(', ')});`,
    `console.log(${result});`,
  ].join('\n');
}

function pySdk(op: DocOperation, family: string, baseUrl: string): string {
  const fam = familyOf(op, family);
  const scheme = op.auth.scheme;
  const ctor = [`base_url=${JSON.stringify(baseUrl)}`];
  if (scheme !== 'none' && !(op.auth.optional && scheme !== 'session'))
    ctor.push(
      `${SDK_USAGE.credentialOption[scheme][1]}=${scheme === 'session' ? `os.environ.get("${ENV[scheme]}")` : `os.environ["${ENV[scheme]}"]`}`,
    );
  const args: string[] = [];
  if (op.body) args.push(pyLiteral(op.body.example ?? {}, 4));
  for (const [k, v] of exampleParams(op)) args.push(`${snakeCase(k)}=${JSON.stringify(v)}`);
  if (scheme === 'session' && op.method !== 'GET')
    args.push(`headers={"origin": ${JSON.stringify(originOf(op))}}`);
  const call = args.length
    ? `result = client.${snakeCase(op.operationId)}(\n${args.map((a) => `    ${a},`).join('\n')}\n)`
    : `result = client.${snakeCase(op.operationId)}()`;
  const optional = optionalKeyHeader(op);
  const body = [
    ...(optional
      ? [
          `# with a key: add ${SDK_USAGE.credentialOption[scheme as 'bearerAuth' | 'serviceKey'][1]}=os.environ["${ENV[scheme]}"]`,
        ]
      : []),
    `client = ${clientClass(fam)}(${ctor.join(', ')})`,
    call,
    'print(result)',
  ];
  const imports = [
    ...(body.some((l) => l.includes('os.environ')) ? ['import os'] : []),
    `from ${SDK_USAGE.pythonModule} import ${clientClass(fam)}`,
  ];
  return [...imports, '', ...body].join('\n');
}

function pyStdlib(op: DocOperation): string {
  const headers: string[] = [];
  if (op.body) headers.push(`"content-type": "${op.body.media}"`);
  const env = ENV[op.auth.scheme];
  if (op.auth.scheme === 'bearerAuth' && !op.auth.optional)
    headers.push(`"authorization": f"Bearer {os.environ['${env}']}"`);
  if (op.auth.scheme === 'serviceKey' && !op.auth.optional)
    headers.push(`"x-service-key": os.environ["${env}"]`);
  if (op.auth.scheme === 'adminToken') headers.push(`"x-admin-token": os.environ["${env}"]`);
  const lines: string[] = [];
  if (op.body) lines.push(`body = ${pyLiteral(op.body.example ?? {}, 0)}`);
  lines.push(`headers = {${headers.join(', ')}}`);
  const optional = optionalKeyHeader(op);
  if (optional)
    lines.push(
      `# with a key: headers["${optional.split(':')[0]}"] = ${optional.includes('Bearer') ? `f"Bearer {os.environ['${ENV.bearerAuth}']}"` : `os.environ["${ENV.serviceKey}"]`}`,
    );
  if (op.auth.scheme === 'session')
    lines.push(
      `if os.environ.get("${env}"):`,
      `    headers.update({"cookie": f"__Host-sid={os.environ['${env}']}", "origin": ${JSON.stringify(originOf(op))}})`,
    );
  const args = [JSON.stringify(exampleUrl(op))];
  if (op.method !== 'GET') args.push(`method="${op.method}"`);
  if (op.body) args.push('data=json.dumps(body).encode()');
  args.push('headers=headers');
  lines.push(`req = urllib.request.Request(\n${args.map((a) => `    ${a},`).join('\n')}\n)`);
  if (isBinary(op.success.media))
    lines.push(
      'with urllib.request.urlopen(req) as res:',
      `    open(${JSON.stringify(fileNameOf(op))}, "wb").write(res.read())`,
    );
  else if (isText(op.success.media))
    lines.push('with urllib.request.urlopen(req) as res:', '    print(res.read().decode())');
  else
    lines.push(
      'with urllib.request.urlopen(req) as res:',
      '    data = json.load(res)',
      'print(data)',
    );
  const text = lines.join('\n');
  const imports = ['json', 'os', 'urllib.request'].filter((m) =>
    m === 'json' ? /json\./.test(text) : m === 'os' ? text.includes('os.environ') : true,
  );
  return `${imports.map((m) => `import ${m}`).join('\n')}\n\n${text}`;
}

/** The five examples of an operation of `family` served at `baseUrl`. */
export function examplesOf(op: DocOperation, family: string, baseUrl: string): CodeExample[] {
  return [
    { id: 'curl', label: 'curl', code: curl(op) },
    { id: 'ts-fetch', label: 'TypeScript (fetch)', code: tsFetch(op) },
    { id: 'ts-sdk', label: 'TypeScript SDK', code: tsSdk(op, family, baseUrl) },
    { id: 'py-sdk', label: 'Python SDK', code: pySdk(op, family, baseUrl) },
    { id: 'py-stdlib', label: 'Python (urllib)', code: pyStdlib(op) },
  ];
}
