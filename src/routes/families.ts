/**
 * @module Mounting the families (DESIGN.md "One Worker, one engine, several surfaces"): by host
 * name when FAMILY_HOSTS maps the request's host to a family (served at that host's root), else
 * by path prefix: R and V at the root (V's routes start with /v1), N at /n, T at /t, P at /p,
 * R2 at /r2. `GET /` answers the index of families and their base URLs, `/openapi/{id}.json` their
 * documents and `/docs` the API reference rendered from them (on every host).
 */
import type { FamilyId } from '../http/context.js';
import { ApiError } from '../http/errors.js';
import { FamilyApp, setMount } from '../http/family-app.js';
import { ENGINE_BUILD } from '../http/engine-build.js';
import { openApiDocument } from '../http/openapi.js';
import { createFamilyN } from './n/index.js';
import { createFamilyP } from './p/index.js';
import { createFamilyR } from './r/index.js';
import { createFamilyR2 } from './r2/index.js';
import { createFamilyT } from './t/index.js';
import { createFamilyV } from './v/index.js';
import { registerDocs } from './docs/index.js';
import type { OpenApiDoc } from './docs/operations.js';

export const FAMILY_PREFIX: Readonly<Record<FamilyId, string>> = { R: '', V: '', N: '/n', T: '/t', P: '/p', R2: '/r2' };
const FAMILY_IDS = Object.keys(FAMILY_PREFIX) as FamilyId[];
const PREFIXED: Array<[FamilyId, string]> = [['R2', '/r2'], ['N', '/n'], ['T', '/t'], ['P', '/p']];

export const FAMILY_DESCRIPTIONS: Readonly<Record<FamilyId, string>> = {
  R: 'reference routes; flat numeric birth fields; errors E1 (chart routes) and E2',
  R2: 'variant of R; IANA zones; errors E3 with hints; x-service-key past the free quota',
  V: 'versioned routes under /v1 with the common envelope {ok, request_id, engine, compute_ms, source}',
  N: 'flat numeric birth fields; responses wrapped as {success, data}',
  T: 'tiered commercial routes; nested birth object; bearer key',
  P: 'public utility routes; CORS open',
};

let apps: Record<FamilyId, FamilyApp> | undefined;
/** The family apps, built once per isolate. */
export function familyApps(): Record<FamilyId, FamilyApp> {
  apps ??= { R: createFamilyR(), R2: createFamilyR2(), V: createFamilyV(), N: createFamilyN(), T: createFamilyT(), P: createFamilyP() };
  return apps;
}

/** Parse FAMILY_HOSTS ("n.example.com=N, t.example.com=T") into host -> family; bad pairs are ignored. */
export function parseFamilyHosts(spec: string | undefined): Map<string, FamilyId> {
  const out = new Map<string, FamilyId>();
  for (const pair of (spec ?? '').split(',')) {
    const [host, fam] = pair.split('=').map((s) => s.trim());
    if (host && fam && (FAMILY_IDS as string[]).includes(fam.toUpperCase())) out.set(host.toLowerCase(), fam.toUpperCase() as FamilyId);
  }
  return out;
}

/** The base URL of a family as seen from a request URL (its host from FAMILY_HOSTS, else its prefix). */
export function familyBaseUrl(id: FamilyId, requestUrl: string, env: Env): string {
  return baseUrlOf(id, new URL(requestUrl), parseFamilyHosts(env.FAMILY_HOSTS));
}

function baseUrlOf(id: FamilyId, url: URL, hosts: Map<string, FamilyId>): string {
  for (const [h, f] of hosts) if (f === id) return `${url.protocol}//${h}`;
  return url.origin + FAMILY_PREFIX[id];
}

function jsonResponse(body: unknown, cacheControl: string): Response {
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json; charset=utf-8', 'Cache-Control': cacheControl } });
}

function indexResponse(url: URL, hosts: Map<string, FamilyId>): Response {
  const families = FAMILY_IDS.map((id) => {
    const baseUrl = baseUrlOf(id, url, hosts);
    return { id, base_url: baseUrl, routes_under: id === 'V' ? `${baseUrl}/v1` : `${baseUrl}/api`, routes: familyApps()[id].routeCount(), openapi: `${url.origin}/openapi/${id}.json`, description: FAMILY_DESCRIPTIONS[id] };
  });
  return jsonResponse({ service: 'jyotisha-api', engine: ENGINE_BUILD, families }, 'public, max-age=300');
}

/** OpenAPI documents, built once per isolate for each (family, base URL): the object (the docs pages read it) and its JSON. */
const OPENAPI_DOCS = new Map<string, { doc: OpenApiDoc; json: string }>();
function openApiBuilt(id: FamilyId, baseUrl: string): { doc: OpenApiDoc; json: string } {
  const key = `${id} ${baseUrl}`;
  let built = OPENAPI_DOCS.get(key);
  if (built === undefined) {
    const doc = openApiDocument(id, familyApps()[id], baseUrl, FAMILY_DESCRIPTIONS[id]) as OpenApiDoc;
    built = { doc, json: JSON.stringify(doc) };
    OPENAPI_DOCS.set(key, built);
  }
  return built;
}

let rootApp: FamilyApp | undefined;
/**
 * The routes outside every family: `GET /` (index of the families), `GET /openapi/{id}.json` and
 * the docs site under `/docs` (src/routes/docs), with the same plumbing as a family (HEAD,
 * OPTIONS, CORS, ETag, errors in E2).
 */
function createRootApp(): FamilyApp {
  const f = new FamilyApp('R', 'E2');
  f.on('GET', '/', { summary: 'Index of the families, their base URLs and OpenAPI documents', etag: true }, async (c) => {
    return indexResponse(new URL(c.req.url), parseFamilyHosts(c.env.FAMILY_HOSTS));
  });
  f.on('GET', '/openapi/:doc', { summary: 'OpenAPI 3.1 document of a family', etag: true }, async (c) => {
    const m = /^(R2|R|V|N|T|P)\.json$/.exec(c.req.param('doc') ?? '');
    if (!m) throw new ApiError(404, 'NOT_FOUND', `path: no OpenAPI document ${c.req.path}; documents are /openapi/{${FAMILY_IDS.join('|')}}.json`, { field: 'path' });
    const id = m[1] as FamilyId;
    const url = new URL(c.req.url);
    return new Response(openApiBuilt(id, baseUrlOf(id, url, parseFamilyHosts(c.env.FAMILY_HOSTS))).json, { headers: { 'content-type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
  });
  registerDocs(f, {
    engine: ENGINE_BUILD,
    families: familyApps,
    description: (id) => FAMILY_DESCRIPTIONS[id],
    baseUrl: familyBaseUrl,
    openApi: (id, baseUrl) => openApiBuilt(id, baseUrl).doc,
  });
  return f;
}

/** Route a request to its family. */
export async function dispatch(req: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const url = new URL(req.url);
  const hosts = parseFamilyHosts(env.FAMILY_HOSTS);
  if (url.pathname === '/' || url.pathname.startsWith('/openapi/') || url.pathname === '/docs' || url.pathname.startsWith('/docs/')) {
    rootApp ??= createRootApp();
    setMount(req, { basePath: '', origin: url.origin });
    return rootApp.app.fetch(req, env, ctx);
  }
  const all = familyApps();
  const hostFamily = hosts.get(url.host.toLowerCase()) ?? hosts.get(url.hostname.toLowerCase());
  if (hostFamily) {
    setMount(req, { basePath: '', origin: url.origin });
    return all[hostFamily].app.fetch(req, env, ctx);
  }
  for (const [fam, prefix] of PREFIXED) {
    if (url.pathname === prefix || url.pathname.startsWith(prefix + '/')) {
      const inner = new URL(url);
      inner.pathname = url.pathname.slice(prefix.length) || '/';
      const innerReq = new Request(inner, req);
      setMount(innerReq, { basePath: prefix, origin: url.origin });
      return all[fam].app.fetch(innerReq, env, ctx);
    }
  }
  const fam: FamilyId = url.pathname === '/v1' || url.pathname.startsWith('/v1/') ? 'V' : 'R';
  setMount(req, { basePath: '', origin: url.origin });
  return all[fam].app.fetch(req, env, ctx);
}
