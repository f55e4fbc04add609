/**
 * @module Building a family's Hono app with the shared plumbing, so a family module only adds its
 * routes:
 * - paths: a trailing slash serves the route (`strict: false`); HEAD works wherever GET does
 *   (Hono answers it from the GET route, without a body); OPTIONS answers preflight (204 with
 *   `Allow`) on every known path;
 * - CORS from the one policy table (src/http/cors-policy.ts) with `hono/cors`, errors included;
 * - `hono/etag` (ETag and 304) on routes registered with `etag: true`;
 * - security headers on every response (`hono/secure-headers`; a CSP on HTML; HSTS over https);
 * - the request id, the rate-limit headers of every decision the route recorded, and a
 *   `WWW-Authenticate` challenge on every 401;
 * - `X-Tier` (S compute, W witness; docs/families.md "Tier tags") on every answer of a route
 *   that declares a `tier` (every Family R and R2 operation), errors and 405s included;
 * - on a 405, the rate-limit headers of the path's routes whose limit has a probe
 *   (src/http/rate-limit.ts `withLimitProbe`), read without counting a hit;
 * - the family's error envelope for every failure (404, 405 with Allow, thrown errors, 500), and
 *   the family's base URL for links.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { etag, RETAINED_304_HEADERS } from 'hono/etag';
import { ANSWER_MARK } from './lang.js';
import { secureHeaders } from 'hono/secure-headers';
import type * as z from 'zod';
import type { AppEnv, ErrorStyle, FamilyId } from './context.js';
import { CORS_ALLOW_HEADERS, CORS_EXPOSE_HEADERS, corsModeFor } from './cors-policy.js';
import { ApiError, renderError } from './errors.js';
import { limitProbeOf, limitResponseHeaders, type LimitProbe } from './rate-limit.js';
import { mountOf } from './mount.js';

export { setMount, type MountInfo } from './mount.js';
import { FAMILY_CASING, takesLang } from './lang-routes.js';
import { langMiddleware } from './lang.js';

/** The realm named in every WWW-Authenticate challenge. */
export const AUTH_REALM = 'jyotisha';

/** Content-Security-Policy of HTML answers that set none of their own (no inline script). */
export const HTML_CSP =
  "default-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self'";

/** Headers a 304 keeps besides the RFC 9110 set: CORS, the request id and the limit state. */
const ETAG_304_HEADERS = [
  ...RETAINED_304_HEADERS,
  'access-control-allow-origin',
  'access-control-expose-headers',
  'x-request-id',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  'ratelimit',
  'ratelimit-policy',
];
const conditionalGet = etag({ retainedHeaders: ETAG_304_HEADERS });

const SECURITY_HEADERS = secureHeaders({
  strictTransportSecurity: false, // set below, only when served over https
  crossOriginResourcePolicy: false, // set below from the CORS policy
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xFrameOptions: 'DENY',
  referrerPolicy: 'no-referrer',
  overwrite: false,
});

type RouteAuth = NonNullable<RouteOptions['auth']>;
const DEFAULT_AUTH: Readonly<Record<FamilyId, RouteAuth>> = {
  R: 'session',
  R2: 'service-key',
  V: 'bearer',
  N: 'bearer',
  T: 'bearer',
  P: 'bearer',
};

/** The RFC 9110 challenge for a 401 on a route authenticating with `auth`. */
export function authChallenge(auth: RouteAuth, loginUrl: string): string {
  switch (auth) {
    case 'service-key':
      return `ApiKey realm="${AUTH_REALM}", header="x-service-key"`;
    case 'session':
      return `Session realm="${AUTH_REALM}", login="${loginUrl}"`;
    case 'admin-token':
      return `AdminToken realm="${AUTH_REALM}", header="x-admin-token"`;
    default:
      return `Bearer realm="${AUTH_REALM}"`;
  }
}

/** c.res with mutable headers (responses from a cache or fetch have immutable ones). */
function mutableRes(c: Context<AppEnv>): Response {
  try {
    c.res.headers.set('X-Request-Id', c.get('requestId'));
  } catch {
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set('X-Request-Id', c.get('requestId'));
  }
  return c.res;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a route declares about itself: its error envelope and, for the OpenAPI document, its summary and the zod schemas it validates with. */
export interface RouteOptions {
  /**
   * the spec's tier tag of a Family R or R2 route (docs/families.md "Tier tags"): `S` when the
   * answer is computed by the engine from the request (or the current instant), `W` when it
   * witnesses: reports, records or relays facts of the service, its publications or the caller's
   * account. Sent as `X-Tier` on every answer of the route and as `x-tier` in OpenAPI; every R
   * and R2 operation declares one (test/routes/tier-tags.test.ts)
   */
  tier?: Tier;
  style?: ErrorStyle;
  /** one line: what the operation does (OpenAPI `summary`, the docs' headline) */
  summary?: string;
  /**
   * what a caller needs beyond the summary (OpenAPI `description`): units, defaults, limits, what
   * is computed how, and which route to call first; markdown
   */
  description?: string;
  /** descriptions of the path parameters (`:id` -> `id`), for the OpenAPI document */
  params?: Record<string, string>;
  body?: z.ZodType;
  query?: z.ZodType;
  /**
   * media type of a successful answer (default application/json); a list when the answer takes
   * one of several (the social card: SVG, or PNG with format=png), the default first
   */
  produces?: string | readonly string[];
  /**
   * zod schema of the success body: the OpenAPI response schema is generated from it and the
   * handler's output is checked against it (`respond()` / tests validate live answers).
   */
  response?: z.ZodType;
  /** HTTP status of success (default 200; 201 for creations) */
  successStatus?: number;
  /** stable OpenAPI operationId (default derived from method and path) */
  operationId?: string;
  /** OpenAPI tags (default the family name) */
  tags?: string[];
  /** how a caller authenticates on this route (OpenAPI security): none (default), a bearer key, R2's x-service-key, or R's session cookie */
  auth?: 'none' | 'bearer' | 'bearer-optional' | 'service-key' | 'session' | 'admin-token';
  /** further error statuses the route answers, with what they mean (OpenAPI) */
  errors?: Record<number, string>;
  /** the route is rate limited (OpenAPI documents 429 and the RateLimit headers) */
  limited?: boolean;
  /** the route answers conditional GETs with ETag / 304 */
  etag?: boolean;
  /** one example request body or query for the OpenAPI document */
  example?: unknown;
  /** further headers of a successful answer for the OpenAPI document, name -> description */
  successHeaders?: Record<string, string>;
  /** request headers the route reads (OpenAPI header parameters), by name */
  headers?: Record<string, HeaderParam>;
  /**
   * where a client finds a path parameter's value when it is not the `id` of the resource the path
   * names: `METHOD /path#/json/pointer` of another operation's answer of this family (OpenAPI
   * `x-value-from`); a value that is a URL is a link to follow, query included
   */
  paramSources?: Record<string, string>;
  /** JSON pointers of body fields holding Unix seconds that must be recent (signed events; OpenAPI `x-fresh-timestamps`) */
  freshTimes?: string[];
  /** query keys whose value is a deployment secret: key -> the secret's name (OpenAPI `x-secret`) */
  querySecrets?: Record<string, string>;
  /**
   * an HTML page for people (the sign-in pages, docs/accounts.md): in the route table (405 with
   * Allow, HEAD, OPTIONS) but not an API operation, so it is left out of the OpenAPI document and
   * of the route counts
   */
  page?: boolean;
  /**
   * the operation takes `lang` and labels the names of its answer (src/http/lang.ts); set from the
   * list of src/http/lang-routes.ts when the route is registered
   */
  lang?: boolean;
}
export interface RouteEntry extends RouteOptions {
  method: Method;
  path: string;
}

/** The spec's tier tags of Family R's routes: S (compute) and W (witness). */
export type Tier = 'S' | 'W';
export const TIER_NAMES: Readonly<Record<Tier, string>> = { S: 'compute', W: 'witness' };

/** A request header a route reads. */
export interface HeaderParam {
  description: string;
  required?: boolean;
  example?: string;
  /** the header is the hex HMAC-SHA256 of the raw body under this secret, after `prefix` (OpenAPI `x-hmac-sha256`) */
  signature?: { secret: string; prefix?: string };
  /** a value the server accepts once (an event id): a client sends a new one each time (OpenAPI `x-unique`) */
  unique?: boolean;
}

function patternToRegex(path: string): RegExp {
  const src = path
    .split('/')
    .map((seg) =>
      seg.startsWith(':')
        ? '[^/]+'
        : seg === '*'
          ? '.*'
          : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${src}/?$`);
}

/** A family app plus the route table used for 405 answers. */
export class FamilyApp {
  /** `strict: false`: a trailing slash serves the route */
  readonly app = new Hono<AppEnv>({ strict: false });
  private readonly table: Array<RouteEntry & { re: RegExp; probes: LimitProbe[] }> = [];
  /** whether any route declares a tier (only then do a path's 405 and preflight look one up) */
  private readonly tiered = { any: false };

  constructor(
    readonly family: FamilyId,
    readonly defaultStyle: ErrorStyle,
  ) {
    const table = this.table;
    const tiered = this.tiered;
    /** the tier every route of a path shares (405s and preflights of the path), if they share one */
    const tierOfPath = (path: string): Tier | undefined => {
      const tiers = new Set(table.filter((r) => r.re.test(path)).map((r) => r.tier));
      const [only] = tiers;
      return tiers.size === 1 ? only : undefined;
    };
    const allowedOn = (path: string): string[] => {
      const methods = [
        ...new Set(table.filter((r) => r.re.test(path)).map((r) => r.method as string)),
      ];
      if (methods.includes('GET')) methods.push('HEAD');
      if (methods.length) methods.push('OPTIONS');
      return methods;
    };
    const openCors = cors({
      origin: '*',
      allowMethods: (_origin, c) =>
        allowedOn(new URL(c.req.url).pathname).filter((m) => m !== 'OPTIONS'),
      allowHeaders: CORS_ALLOW_HEADERS,
      exposeHeaders: CORS_EXPOSE_HEADERS,
      maxAge: 86400,
    });
    this.app.use('*', async function requestContext(c, next) {
      const mount = mountOf(c.req.raw) ?? { basePath: '', origin: new URL(c.req.url).origin };
      c.set('requestId', crypto.randomUUID());
      c.set('family', family);
      c.set('errorStyle', defaultStyle);
      c.set('basePath', mount.basePath);
      c.set('baseUrl', mount.origin + mount.basePath);
      c.set('startMs', performance.now());
      await next();
      const res = mutableRes(c);
      for (const [k, v] of Object.entries(limitResponseHeaders(c.get('limits') ?? [], Date.now())))
        res.headers.set(k, v);
      // the spec: "no Retry-After in Family R" (X-RateLimit-Reset and the ISO instant in the body say when),
      // whichever of its limits refused (utsavas, IndexNow share theirs with R2, which sends it); the
      // account routes (session auth, outside the spec's table) keep it: issue 11 asked for it on sign-in
      if (family === 'R' && res.status === 429 && c.get('routeAuth') !== 'session')
        res.headers.delete('Retry-After');
      const tier =
        c.get('tier') ?? (tiered.any ? tierOfPath(new URL(c.req.url).pathname) : undefined);
      if (tier) res.headers.set('X-Tier', tier);
      if (res.status === 401 && !res.headers.has('WWW-Authenticate')) {
        res.headers.set(
          'WWW-Authenticate',
          authChallenge(
            c.get('routeAuth') ?? DEFAULT_AUTH[family],
            `${mount.origin}/api/auth/login`,
          ),
        );
      }
      const open = corsModeFor(family, new URL(c.req.url).pathname) === 'open';
      res.headers.set('Cross-Origin-Resource-Policy', open ? 'cross-origin' : 'same-origin');
      if (new URL(mount.origin).protocol === 'https:')
        res.headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
      if (
        (res.headers.get('content-type') ?? '').startsWith('text/html') &&
        !res.headers.has('Content-Security-Policy')
      )
        res.headers.set('Content-Security-Policy', HTML_CSP);
    });
    this.app.use('*', SECURITY_HEADERS);
    this.app.use('*', async function corsPolicy(c, next) {
      const path = new URL(c.req.url).pathname;
      if (corsModeFor(family, path) !== 'open') return next();
      // A preflight on an unknown path is a 404, not a CORS grant.
      if (c.req.method === 'OPTIONS' && allowedOn(path).length === 0) return next();
      const res = await openCors(c, next);
      if (res) res.headers.set('Allow', allowedOn(path).join(', '));
      return res;
    });
    this.app.onError((err, c) => renderError(c, err));
    this.app.notFound(async (c) => {
      const path = new URL(c.req.url).pathname;
      const matches = table.filter((r) => r.re.test(path));
      const allowed = allowedOn(path);
      if (allowed.length > 0) {
        // OPTIONS on a path whose CORS policy is closed: the methods, and no CORS grant.
        if (c.req.method === 'OPTIONS')
          return new Response(null, { status: 204, headers: { Allow: allowed.join(', ') } });
        const style = matches.find((r) => r.style)?.style;
        if (style) c.set('errorStyle', style);
        // the route's rate-limit headers, read without counting a hit (a probe that fails adds none)
        for (const probe of new Set(matches.flatMap((r) => r.probes))) {
          try {
            await probe(c);
          } catch {
            /* the 405 stands without that limit's headers */
          }
        }
        return renderError(
          c,
          new ApiError(
            405,
            'METHOD_NOT_ALLOWED',
            `method: ${c.req.method} is not allowed on ${path}; use ${allowed.join(', ')}`,
            { field: 'method', headers: { Allow: allowed.join(', ') } },
          ),
        );
      }
      return renderError(
        c,
        new ApiError(404, 'NOT_FOUND', `path: no route ${path} in family ${family}`, {
          field: 'path',
        }),
      );
    });
  }

  /** Register a route; `style` overrides the family's error envelope for it, `etag` adds ETag/304. */
  on(
    method: Method,
    path: string,
    opts: RouteOptions,
    ...handlers: MiddlewareHandler<AppEnv>[]
  ): this {
    const probes = handlers
      .map((h) => limitProbeOf(h))
      .filter((p): p is LimitProbe => p !== undefined);
    const lang = !opts.page && takesLang(this.family, method, path);
    const entry = {
      ...opts,
      ...(lang ? { lang: true } : {}),
      method,
      path,
      re: patternToRegex(path),
      probes,
    };
    this.table.push(entry);
    if (opts.tier) this.tiered.any = true;
    const { style, auth, tier } = opts;
    const routeFacts: MiddlewareHandler<AppEnv> = async function routeFacts(c, next) {
      c.set('route', entry);
      if (tier) c.set('tier', tier);
      if (style) c.set('errorStyle', style);
      if (auth) c.set('routeAuth', auth);
      await next();
    };
    // the language middleware sits inside the ETag's, so each language's answer has its own tag
    const chain = [
      routeFacts,
      ...(opts.etag ? [conditionalGet] : []),
      ...(lang ? [langMiddleware(FAMILY_CASING[this.family])] : []),
      ...handlers,
    ];
    this.app.on(method, path, ...(chain as [MiddlewareHandler<AppEnv>]));
    return this;
  }
  get(path: string, ...handlers: MiddlewareHandler<AppEnv>[]): this {
    return this.on('GET', path, {}, ...handlers);
  }
  post(path: string, ...handlers: MiddlewareHandler<AppEnv>[]): this {
    return this.on('POST', path, {}, ...handlers);
  }

  /** The registered API operations (pages excluded), for indexes, route counts and the OpenAPI document. */
  routeCount(): number {
    return this.routeList().length;
  }
  routeList(): RouteEntry[] {
    return this.table.filter((r) => !r.page).map(({ re: _re, ...entry }) => entry);
  }
  /** The HTML pages registered with `page: true`. */
  pageList(): RouteEntry[] {
    return this.table.filter((r) => r.page).map(({ re: _re, ...entry }) => entry);
  }
}

/** Milliseconds since the family app took the request, rounded to 0.001. */
export function elapsedMs(c: Context<AppEnv>): number {
  return Math.round((performance.now() - c.get('startMs')) * 1000) / 1000;
}

/** JSON response with no-store or a given Cache-Control. */
export function json(
  c: Context<AppEnv>,
  body: unknown,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  const allHeaders = { 'content-type': 'application/json; charset=utf-8', ...headers };
  const labelled =
    c.get('lang')?.asked === true &&
    status >= 200 &&
    status < 300 &&
    /^application\/json/i.test(new Headers(allHeaders).get('content-type') ?? '');
  // An answer the language middleware will label (src/http/lang.ts) is written there, once, from
  // this value with its labels; its body here is written only if something reads it first.
  const res = new Response(labelled ? lazyJson(body) : JSON.stringify(body), {
    status,
    headers: allHeaders,
  });
  // the language middleware labels this value rather than the answer parsed back (src/http/lang.ts);
  // the mark follows the answer through hono's copies of it (a Response set on a context that
  // already had headers is copied, body and headers)
  if (c.get('lang')?.asked) {
    const mark = String(++answerMarks);
    res.headers.set(ANSWER_MARK, mark);
    c.set('jsonAnswer', { res, body, mark });
  }
  return res;
}
let answerMarks = 0;

/**
 * A JSON answer whose value is the same object on every request of the isolate and never changes
 * (a catalogue built once): its labelled text in each language, and with `etag` (a route
 * registered with `etag: true`) its ETag, are written once per isolate by the language middleware
 * (src/http/lang.ts) instead of on every request.
 */
export function sharedJson(
  c: Context<AppEnv>,
  body: object,
  headers: Record<string, string> = {},
  opts: { etag: boolean } = { etag: false },
): Response {
  if (!c.get('lang')?.asked) {
    // no labels: the one text, written once
    let text = SHARED_TEXT.get(body);
    if (text === undefined) SHARED_TEXT.set(body, (text = JSON.stringify(body)));
    return new Response(text, {
      headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    });
  }
  const res = json(c, body, 200, headers);
  const given = c.get('jsonAnswer');
  if (given !== undefined && given.res === res) c.set('jsonAnswer', { ...given, shared: opts });
  return res;
}
const SHARED_TEXT = new WeakMap<object, string>();

/** A body holding `JSON.stringify(value)`, written when it is first read. */
function lazyJson(value: unknown): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        controller.enqueue(new TextEncoder().encode(JSON.stringify(value)));
        controller.close();
      },
    },
    // nothing is pulled before a reader asks
    { highWaterMark: 0 },
  );
}

/**
 * A JSON success whose body is typed against `schema`: the zod schema the route registers as
 * `response`, from which its OpenAPI response schema is generated. TypeScript checks the value
 * at compile time; nothing is parsed at run time (the charts are large and the check would cost
 * every request). The OpenAPI validation test checks live answers against the same schema.
 */
export function respond<S extends z.ZodType>(
  c: Context<AppEnv>,
  _schema: S,
  body: z.input<S>,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  return json(c, body, status, headers);
}
