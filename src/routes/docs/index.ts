/**
 * @module The docs site (issue 17): GET /docs (overview), /docs/{family} (every operation of the
 * family's OpenAPI document), /docs/errors (the error-code catalogue), /docs/limits, and the
 * Worker's own stylesheet and icon. Registered on the root app (src/routes/root.ts), so it
 * has the same plumbing as every route (HEAD, OPTIONS, 405, E2 errors, request id).
 *
 * - Pages are rendered at request time from the same route tables and OpenAPI documents the
 *   Worker serves, once per isolate for each (page, base URL), and answered with a strong ETag
 *   (SHA-1 of the page, computed once) and 304 on a matching If-None-Match.
 * - Nothing is loaded from another origin, and the pages carry a CSP of their own that allows
 *   only this origin's stylesheet and images, and no script at all (the example tabs are CSS).
 */
import type { FamilyId } from '../../http/context.js';
import type { FamilyApp, RouteEntry } from '../../http/family-app.js';
import { ApiError } from '../../http/errors.js';
import { DOCS_ANSWERS } from '../../generated/docs-answers.js';
import { DOCS_CSS } from './docs-css.js';
import { familyPage, type RecordedAnswer } from './family-page.js';
import { CSS_VERSION, FAMILY_ORDER, FAVICON_SVG } from './layout.js';
import type { OpenApiDoc } from './operations.js';
import { errorsPage, limitsPage, overviewPage, type FamilySummary } from './pages.js';

/** What the docs read from the Worker: passed in by the root app, so this module imports no family. */
export interface DocsSource {
  engine: string;
  families(): Record<FamilyId, FamilyApp>;
  description(id: FamilyId): string;
  /** the family's base URL for a request (its host from FAMILY_HOSTS, else its prefix) */
  baseUrl(id: FamilyId, requestUrl: string, env: Env): string;
  /** the family's OpenAPI document at a base URL (built once per isolate by the root app) */
  openApi(id: FamilyId, baseUrl: string): OpenApiDoc;
}

/** The docs pages' Content-Security-Policy: this origin's stylesheet and images, no script. */
export const DOCS_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const PAGE_CACHE_CONTROL = 'public, max-age=300';
const ASSET_CACHE_CONTROL = 'public, max-age=86400';

interface Built {
  body: string;
  etag: string;
}
/** Pages built in this isolate, by page and the base URLs they show; bounded (a few hosts at most). */
const BUILT = new Map<string, Promise<Built>>();
const MAX_BUILT = 64;

async function sha1Etag(body: string): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest('SHA-1', new TextEncoder().encode(body)),
  );
  return `"${[...digest].map((b) => b.toString(16).padStart(2, '0')).join('')}"`;
}

function built(key: string, render: () => string): Promise<Built> {
  let p = BUILT.get(key);
  if (!p) {
    if (BUILT.size >= MAX_BUILT) BUILT.clear();
    p = (async () => {
      const body = render();
      return { body, etag: await sha1Etag(body) };
    })();
    BUILT.set(key, p);
    // a failed build is not kept
    p.catch(() => BUILT.delete(key));
  }
  return p;
}

function answer(b: Built, contentType: string, cacheControl: string, csp?: string): Response {
  const headers: Record<string, string> = {
    'content-type': contentType,
    'Cache-Control': cacheControl,
    ETag: b.etag,
  };
  if (csp) headers['Content-Security-Policy'] = csp;
  return new Response(b.body, { headers });
}

const html = (b: Built) => answer(b, 'text/html; charset=utf-8', PAGE_CACHE_CONTROL, DOCS_CSP);

function recordedAnswer(family: string, method: string, path: string): RecordedAnswer | undefined {
  return DOCS_ANSWERS[`${family} ${method} ${path}`];
}

/** Register the docs routes on the root app. */
export function registerDocs(f: FamilyApp, src: DocsSource): void {
  const summaries = (requestUrl: string, env: Env): FamilySummary[] =>
    FAMILY_ORDER.map((id) => {
      const app = src.families()[id];
      return {
        id,
        description: src.description(id),
        baseUrl: src.baseUrl(id, requestUrl, env),
        routes: app.routeList() as RouteEntry[],
        defaultStyle: app.defaultStyle,
      };
    });
  const hostsKey = (requestUrl: string, env: Env) =>
    FAMILY_ORDER.map((id) => src.baseUrl(id, requestUrl, env)).join(' ');
  const opts = { produces: 'text/html', etag: true } as const;

  f.on(
    'GET',
    '/docs',
    { ...opts, summary: 'API reference: overview of the families, keys, errors and limits' },
    async (c) => {
      const key = `overview ${hostsKey(c.req.url, c.env)}`;
      return html(await built(key, () => overviewPage(summaries(c.req.url, c.env), src.engine)));
    },
  );
  f.on(
    'GET',
    '/docs/docs.css',
    { produces: 'text/css', etag: true, summary: 'Stylesheet of the API reference' },
    async () => {
      return answer(
        await built(`css ${CSS_VERSION}`, () => DOCS_CSS),
        'text/css; charset=utf-8',
        ASSET_CACHE_CONTROL,
      );
    },
  );
  f.on(
    'GET',
    '/docs/favicon.svg',
    { produces: 'image/svg+xml', etag: true, summary: 'Icon of the API reference' },
    async () => {
      return answer(
        await built('favicon', () => FAVICON_SVG),
        'image/svg+xml',
        ASSET_CACHE_CONTROL,
      );
    },
  );
  f.on(
    'GET',
    '/docs/errors',
    { ...opts, summary: 'API reference: every error code, its status and what to do' },
    async (c) => {
      return html(await built('errors', () => errorsPage(summaries(c.req.url, c.env), src.engine)));
    },
  );
  f.on(
    'GET',
    '/docs/limits',
    { ...opts, summary: 'API reference: rate limits, quotas, bounds and caches' },
    async () => {
      return html(await built('limits', () => limitsPage(src.engine)));
    },
  );
  f.on(
    'GET',
    '/docs/:family',
    { ...opts, summary: 'API reference of one family, from its OpenAPI document' },
    async (c) => {
      const name = c.req.param('family') ?? '';
      const id = FAMILY_ORDER.find((x) => x === name);
      if (!id) {
        const folded = FAMILY_ORDER.find((x) => x.toLowerCase() === name.toLowerCase());
        if (folded)
          return new Response(null, {
            status: 308,
            headers: { Location: `/docs/${folded}`, 'Cache-Control': PAGE_CACHE_CONTROL },
          });
        throw new ApiError(
          404,
          'NOT_FOUND',
          `path: no docs page ${c.req.path}; pages are /docs, /docs/{${FAMILY_ORDER.join('|')}}, /docs/errors and /docs/limits`,
          { field: 'path' },
        );
      }
      const baseUrl = src.baseUrl(id, c.req.url, c.env);
      return html(
        await built(`family ${id} ${baseUrl}`, () =>
          familyPage({
            family: id,
            description: src.description(id),
            doc: src.openApi(id, baseUrl),
            baseUrl,
            engine: src.engine,
            answerOf: recordedAnswer,
          }),
        ),
      );
    },
  );
}
