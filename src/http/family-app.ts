/**
 * @module Building a family's Hono app with the shared plumbing: request id on every response,
 * the family's error envelope for every failure (404, 405 with Allow, thrown errors, 500), and
 * the family's base URL for links. Family modules only add their routes.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { AppEnv, ErrorStyle, FamilyId } from './context.js';
import { ApiError, renderError } from './errors.js';

/** Per-request mount facts set by the dispatcher in src/worker.ts. */
export interface MountInfo { basePath: string; origin: string }
const MOUNTS = new WeakMap<Request, MountInfo>();
export function setMount(req: Request, info: MountInfo): void { MOUNTS.set(req, info); }

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a route declares about itself: its error envelope and, for the OpenAPI document, its summary and the zod schemas it validates with. */
export interface RouteOptions {
  style?: ErrorStyle;
  summary?: string;
  body?: z.ZodType;
  query?: z.ZodType;
  /** media type of a successful answer (default application/json) */
  produces?: string;
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
  auth?: 'none' | 'bearer' | 'bearer-optional' | 'service-key' | 'session';
  /** the route is rate limited (OpenAPI documents 429 and the RateLimit headers) */
  limited?: boolean;
  /** the route answers conditional GETs with ETag / 304 */
  etag?: boolean;
  /** one example request body or query for the OpenAPI document */
  example?: unknown;
}
export interface RouteEntry extends RouteOptions { method: Method; path: string }

function patternToRegex(path: string): RegExp {
  const src = path.split('/').map((seg) => (seg.startsWith(':') ? '[^/]+' : seg === '*' ? '.*' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
  return new RegExp(`^${src}/?$`);
}

/** A family app plus the route table used for 405 answers. */
export class FamilyApp {
  readonly app = new Hono<AppEnv>();
  private readonly table: Array<RouteEntry & { re: RegExp }> = [];

  constructor(readonly family: FamilyId, readonly defaultStyle: ErrorStyle) {
    this.app.use('*', async function requestContext(c, next) {
      const mount = MOUNTS.get(c.req.raw) ?? { basePath: '', origin: new URL(c.req.url).origin };
      c.set('requestId', crypto.randomUUID());
      c.set('family', family);
      c.set('errorStyle', defaultStyle);
      c.set('basePath', mount.basePath);
      c.set('baseUrl', mount.origin + mount.basePath);
      c.set('startMs', performance.now());
      await next();
      // Responses built elsewhere (e.g. fetched from cache) can have immutable headers.
      try { c.res.headers.set('X-Request-Id', c.get('requestId')); } catch {
        c.res = new Response(c.res.body, c.res);
        c.res.headers.set('X-Request-Id', c.get('requestId'));
      }
    });
    this.app.onError((err, c) => renderError(c, err));
    this.app.notFound((c) => {
      const path = new URL(c.req.url).pathname;
      const matches = this.table.filter((r) => r.re.test(path));
      const allowed = [...new Set(matches.map((r) => r.method))];
      if (allowed.length > 0) {
        const style = matches.find((r) => r.style)?.style;
        if (style) c.set('errorStyle', style);
        if (allowed.includes('GET')) allowed.push('HEAD' as Method);
        return renderError(c, new ApiError(405, 'METHOD_NOT_ALLOWED', `method: ${c.req.method} is not allowed on ${path}; use ${allowed.join(', ')}`, { field: 'method', headers: { Allow: allowed.join(', ') } }));
      }
      return renderError(c, new ApiError(404, 'NOT_FOUND', `path: no route ${path} in family ${family}`, { field: 'path' }));
    });
  }

  /** Register a route; `style` overrides the family's error envelope for it. */
  on(method: Method, path: string, opts: RouteOptions, ...handlers: MiddlewareHandler<AppEnv>[]): this {
    this.table.push({ ...opts, method, path, re: patternToRegex(path) });
    const style = opts.style;
    const setStyle: MiddlewareHandler<AppEnv> = async function routeStyle(c, next) {
      if (style) c.set('errorStyle', style);
      await next();
    };
    this.app.on(method, path, setStyle, ...(handlers as [MiddlewareHandler<AppEnv>]));
    return this;
  }
  get(path: string, ...handlers: MiddlewareHandler<AppEnv>[]): this { return this.on('GET', path, {}, ...handlers); }
  post(path: string, ...handlers: MiddlewareHandler<AppEnv>[]): this { return this.on('POST', path, {}, ...handlers); }

  /** The registered (method, path) pairs, for indexes and route counts. */
  routeCount(): number { return this.table.length; }
  routeList(): RouteEntry[] { return this.table.map(({ re: _re, ...entry }) => entry); }
}

/** Milliseconds since the family app took the request, rounded to 0.001. */
export function elapsedMs(c: Context<AppEnv>): number {
  return Math.round((performance.now() - c.get('startMs')) * 1000) / 1000;
}

/** JSON response with no-store or a given Cache-Control. */
export function json(c: Context<AppEnv>, body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } });
}
