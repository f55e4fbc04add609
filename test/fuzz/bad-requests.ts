/**
 * Generators of bad requests for every route of the OpenAPI documents (issue 11 point 12), shared
 * by `npm run fuzz` (scripts/fuzz.ts, 10,000 requests against a running worker) and the CI slice
 * (test/routes/fuzz-slice.test.ts, 1,000 requests inside workerd). fast-check drives the choice
 * of route and of the damage done to its documented example: wrong content types, deep nesting,
 * prototype keys, huge and odd numbers, invalid UTF-8, 1 MB bodies, wrong types, missing and
 * unknown fields and query keys, and odd methods. Each request goes out with one of the given
 * credentials (issue 32: the fuzzer sent no key, so keyed routes answered 401 before reading any
 * input): none, or a key of the route's family of each tier and environment (issueFuzzKeys), so
 * the keyed operations of T, V and N and their handlers see the damaged input.
 */
import fc from 'fast-check';

/** One operation of a family's OpenAPI document, as the fuzzer needs it. */
export interface FuzzRoute {
  family: string;
  /** path as served (the family's prefix included), with {params} */
  path: string;
  method: string;
  /** query parameter names the document lists */
  query: string[];
  /** request-body example or a minimal object, when the operation takes a JSON body */
  body?: Record<string, unknown>;
  example?: Record<string, unknown>;
  /** the operation names a security requirement (a key) */
  keyed?: boolean;
}

export interface FuzzRequest {
  route: FuzzRoute;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: Uint8Array | string;
  kind: string;
  /** a research-job body (test/fuzz/job-bodies.ts): what a right answer is, and the key's tier */
  job?: { expect: 'refused' | 'may-accept'; tier: 'pro' | 'enterprise' };
}

/** Routes of one OpenAPI document (`prefix` is the family's path prefix, '' at the root). */
export function routesOf(
  family: string,
  doc: { paths?: Record<string, Record<string, any>> },
  prefix: string,
): FuzzRoute[] {
  const out: FuzzRoute[] = [];
  for (const [path, ops] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(ops)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const params = (
        (op.parameters ?? []) as Array<{ in: string; name: string; example?: unknown }>
      ).filter((p) => p.in === 'query');
      const query = params.map((p) => p.name);
      const media = op.requestBody?.content?.['application/json'];
      const queryExample = params.some((p) => p.example !== undefined)
        ? Object.fromEntries(
            params.filter((p) => p.example !== undefined).map((p) => [p.name, p.example]),
          )
        : undefined;
      const example = (media?.example ?? media?.examples?.default?.value ?? queryExample) as
        Record<string, unknown> | undefined;
      const keyed =
        Array.isArray(op.security) &&
        op.security.some((req: Record<string, unknown>) => Object.keys(req).length > 0);
      out.push({
        family,
        path: prefix + path,
        method: method.toUpperCase(),
        query,
        ...(media ? { body: example ?? {} } : {}),
        ...(example ? { example } : {}),
        ...(keyed ? { keyed } : {}),
      });
    }
  }
  return out;
}

const hugeNumbers = [
  '1e308',
  '-1e308',
  '1e309',
  '9007199254740993',
  '-0',
  '0.0000000000000000001',
  '9'.repeat(400),
  '1e-400',
  'NaN',
  'Infinity',
];
const protoKeys = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
];
const oddStrings = [
  '',
  ' ',
  '\u0000',
  '\ud800',
  '\u202e',
  '💥'.repeat(50),
  'a'.repeat(10_000),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '${7*7}',
];

const jsonish: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, [], {}),
  fc.constantFrom(...oddStrings),
  fc.constantFrom(...hugeNumbers).map((n) => (Number.isFinite(Number(n)) ? Number(n) : n)),
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.double(),
);

function concretePath(path: string, seg: string): string {
  return path.replace(/\{[^}]+\}/g, seg);
}

/** Percent-encoding that survives lone surrogates (sent as the invalid UTF-8 %ED%A0%80). */
function enc(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return s
      .replace(/[\ud800-\udfff]/g, '%ED%A0%80')
      .replace(/[^%\w.~-]/gu, (ch) => encodeURIComponent(ch));
  }
}

function utf8(s: string): Uint8Array {
  return new TextEncoder().encode(s);
}

/** The damage kinds, each a function of the route and fast-check values. */
function damage(route: FuzzRoute): fc.Arbitrary<{
  kind: string;
  method?: string;
  headers?: Record<string, string>;
  body?: Uint8Array | string;
  query?: string;
}> {
  const base = route.body ?? {};
  const keys = Object.keys(base);
  const json = (v: unknown) => JSON.stringify(v);
  const arbs: Array<
    fc.Arbitrary<{
      kind: string;
      method?: string;
      headers?: Record<string, string>;
      body?: Uint8Array | string;
      query?: string;
    }>
  > = [
    fc
      .constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        '',
        'application/json; charset=utf-16',
      )
      .map((ct) => ({ kind: 'content-type', headers: { 'content-type': ct }, body: json(base) })),
    fc
      .integer({ min: 50, max: 20_000 })
      .map((depth) => ({ kind: 'deep-nesting', body: '['.repeat(depth) + ']'.repeat(depth) })),
    fc.integer({ min: 50, max: 5_000 }).map((depth) => ({
      kind: 'deep-object',
      body: '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
    })),
    fc.constantFrom(...protoKeys).map((k) => ({
      kind: 'prototype-key',
      body: `{${JSON.stringify(k)}: {"polluted": true}, ${json(base).slice(1)}`,
    })),
    fc
      .tuple(fc.constantFrom(...(keys.length ? keys : ['x'])), fc.constantFrom(...hugeNumbers))
      .map(([k, n]) => ({
        kind: 'huge-number',
        body: json(base).replace(
          /^\{/,
          `{${JSON.stringify(k)}:${/^[-\d.e]+$/.test(n) ? n : JSON.stringify(n)},`,
        ),
      })),
    fc
      .constantFrom(
        [0xff, 0xfe],
        [0xc3, 0x28],
        [0xe2, 0x82],
        [0xf0, 0x28, 0x8c, 0x28],
        [0xed, 0xa0, 0x80],
      )
      .map((bad) => ({
        kind: 'invalid-utf8',
        body: new Uint8Array([...utf8('{"name":"'), ...bad, ...utf8('"}')]),
      })),
    fc
      .constantFrom(1, 2)
      .map((mb) => ({ kind: '1mb-body', body: `{"pad":"${'x'.repeat(mb * 1024 * 1024)}"}` })),
    fc
      .tuple(fc.constantFrom(...(keys.length ? keys : ['x'])), jsonish)
      .map(([k, v]) => ({ kind: 'wrong-type', body: json({ ...base, [k]: v }) })),
    fc.constantFrom(...(keys.length ? keys : ['x'])).map((k) => {
      const b = { ...base };
      delete b[k];
      return { kind: 'missing-field', body: json(b) };
    }),
    fc
      .tuple(fc.string({ minLength: 1, maxLength: 12 }), jsonish)
      .map(([k, v]) => ({ kind: 'unknown-field', body: json({ ...base, [k || 'x']: v }) })),
    fc
      .constantFrom('', 'null', '[]', '"x"', '{', '{"a":}', '\u0000', '{"year":1e999}', 'true')
      .map((raw) => ({ kind: 'raw-body', body: raw })),
    fc
      .tuple(
        fc.constantFrom(...(route.query.length ? route.query : ['x', 'y'])),
        fc.constantFrom(...oddStrings, ...hugeNumbers),
      )
      .map(([k, v]) => ({ kind: 'bad-query', query: `${enc(k)}=${enc(v)}` })),
    fc
      .tuple(fc.string({ minLength: 1, maxLength: 10 }), fc.string({ maxLength: 10 }))
      .map(([k, v]) => ({ kind: 'unknown-query', query: `${enc(k)}=${enc(v)}&${enc(k)}=2` })),
    fc
      .constantFrom('PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'PROPFIND', 'QUERY')
      .map((m) => ({ kind: 'odd-method', method: m })),
  ];
  return fc.oneof(...arbs);
}

/**
 * The keys the fuzzer sends (keys are per family: a T key is refused by V with 403
 * KEY_WRONG_FAMILY): for T one of each tier in production and a Pro sandbox key, for V a live key
 * of each tier and a sandbox key, for N a key of each tier (docs/keys.md).
 */
export const FUZZ_KEY_KINDS = [
  { family: 'T', route: '/t/api/keys', environment: 'production', tier: 'starter' },
  { family: 'T', route: '/t/api/keys', environment: 'production', tier: 'pro' },
  { family: 'T', route: '/t/api/keys', environment: 'production', tier: 'enterprise' },
  { family: 'T', route: '/t/api/keys', environment: 'sandbox', tier: 'pro' },
  { family: 'V', route: '/v1/keys', environment: 'production', tier: 'starter' },
  { family: 'V', route: '/v1/keys', environment: 'production', tier: 'pro' },
  { family: 'V', route: '/v1/keys', environment: 'production', tier: 'enterprise' },
  { family: 'V', route: '/v1/keys/sandbox', environment: 'sandbox', tier: 'starter' },
  { family: 'N', route: '/n/api/keys', environment: 'production', tier: 'starter' },
  { family: 'N', route: '/n/api/keys', environment: 'production', tier: 'pro' },
  { family: 'N', route: '/n/api/keys', environment: 'production', tier: 'enterprise' },
] as const;

/** Per family, the credentials to fuzz with: none first, then each of its keys as `Authorization: Bearer`. */
export type FuzzCredentials = Record<string, Array<Record<string, string>>>;

/**
 * Issues each of FUZZ_KEY_KINDS through its family's route (then the operator's tier route with
 * `adminToken`) and answers the credentials per family.
 */
export async function issueFuzzKeys(
  fetch: (req: Request) => Promise<Response>,
  origin: string,
  adminToken: string,
): Promise<FuzzCredentials> {
  const json = { 'content-type': 'application/json' };
  // one request after another would take over 10 s on a loaded machine: the keys are issued together
  const issued = await Promise.all(
    FUZZ_KEY_KINDS.map(async (kind, n) => {
      const body = {
        email: `fuzz-${kind.family}-${kind.tier}-${kind.environment}-${crypto.randomUUID().slice(0, 8)}@example.com`,
        ...(kind.family === 'T' ? { environment: kind.environment } : {}),
      };
      const res = await fetch(
        new Request(`${origin}${kind.route}`, {
          method: 'POST',
          headers: { ...json, 'cf-connecting-ip': `10.251.0.${n + 1}` },
          body: JSON.stringify(body),
        }),
      );
      if (res.status !== 201)
        throw new Error(`fuzz key ${kind.route}: ${res.status} ${await res.text()}`);
      const { key, id } = (await res.json()) as { key: string; id: string };
      if (kind.tier !== 'starter') {
        const tier = await fetch(
          new Request(`${origin}/t/api/admin/keys/${id}/tier`, {
            method: 'POST',
            headers: { ...json, 'x-admin-token': adminToken },
            body: JSON.stringify({ tier: kind.tier }),
          }),
        );
        if (tier.status !== 200)
          throw new Error(`fuzz key tier: ${tier.status} ${await tier.text()}`);
      }
      return { family: kind.family, key };
    }),
  );
  const out: FuzzCredentials = {};
  for (const { family, key } of issued)
    (out[family] ??= [{}]).push({ authorization: `Bearer ${key}` });
  return out;
}

/** Bad requests over `routes` against `origin`, each with none or one of its family's `credentials`. */
export function badRequests(
  routes: readonly FuzzRoute[],
  origin: string,
  credentials: FuzzCredentials = {},
): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(
      fc.constantFrom(...routes),
      fc.constantFrom('1', 'abc', '%20', '99999999999', '-1', 'a%2Fb', '..'),
      fc.integer({ min: 0, max: 65535 }),
    )
    .chain(([route, seg, ipN]) =>
      fc
        .tuple(damage(route), fc.constantFrom(...(credentials[route.family] ?? [{}])))
        .map(([d, credential]) => {
          const method = d.method ?? route.method;
          const example =
            route.method === 'GET' && route.example
              ? new URLSearchParams(
                  Object.entries(route.example).map(([k, v]) => [k, String(v)]),
                ).toString()
              : '';
          const qs = [example, d.query ?? ''].filter(Boolean).join('&');
          const hasBody = method !== 'GET' && method !== 'HEAD' && d.body !== undefined;
          const headers: Record<string, string> = {
            'cf-connecting-ip': `10.250.${ipN >> 8}.${ipN & 255}`,
            ...credential,
            ...(hasBody ? { 'content-type': 'application/json' } : {}),
            ...(d.headers ?? {}),
          };
          return {
            route,
            method,
            url: `${origin}${concretePath(route.path, seg)}${qs ? `?${qs}` : ''}`,
            headers,
            ...(hasBody ? { body: d.body } : {}),
            kind: d.kind,
          };
        }),
    );
}

/** 5xx answers a route documents for a feature that is not configured here (no secret). */
export const ALLOWED_5XX: ReadonlyArray<{ path: RegExp; status: number; why: string }> = [
  { path: /\/api\/indexnow$/, status: 503, why: 'IndexNow without INDEXNOW_KEY' },
  {
    path: /\/p\/api\/webhooks\/(payment|messaging)$/,
    status: 503,
    why: 'webhook secrets not configured',
  },
  {
    path: /\/t\/api\/admin\/keys\/[^/]+\/tier$/,
    status: 503,
    why: 'the operator route without ADMIN_TOKEN',
  },
];

export function allowed5xx(url: string, status: number): boolean {
  const path = new URL(url).pathname;
  return ALLOWED_5XX.some((a) => a.status === status && a.path.test(path));
}
