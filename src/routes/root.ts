/**
 * @module The routes outside every family: `GET /` (index of the families), `GET
 * /openapi/{id}.json` and the docs site under `/docs` (src/routes/docs), with the same plumbing as
 * a family (HEAD, OPTIONS, CORS, ETag, errors in E2). Built by src/routes/dispatch.ts from the
 * family apps it is given.
 */
import { ApiError } from '../http/errors.js';
import { FamilyApp } from '../http/family-app.js';
import { ENGINE_BUILD } from '../platform/engine-build.js';
import { openApiDocument } from '../http/openapi.js';
import {
  FAMILY_DESCRIPTIONS,
  FAMILY_IDS,
  baseUrlOf,
  familyBaseUrl,
  parseFamilyHosts,
  type FamilyId,
} from '../platform/families.js';
import { registerDocs } from './docs/index.js';
import type { OpenApiDoc } from './docs/operations.js';

function jsonResponse(body: unknown, cacheControl: string): Response {
  return new Response(JSON.stringify(body), {
    headers: { 'content-type': 'application/json; charset=utf-8', 'Cache-Control': cacheControl },
  });
}

/** The root app over the built family apps. */
export function createRootApp(apps: Readonly<Record<FamilyId, FamilyApp>>): FamilyApp {
  /** OpenAPI documents, built once per isolate for each (family, base URL): the object (the docs pages read it) and its JSON. */
  const openApiDocs = new Map<string, { doc: OpenApiDoc; json: string }>();
  const openApiBuilt = (id: FamilyId, baseUrl: string): { doc: OpenApiDoc; json: string } => {
    const key = `${id} ${baseUrl}`;
    let built = openApiDocs.get(key);
    if (built === undefined) {
      const doc = openApiDocument(id, apps[id], baseUrl, FAMILY_DESCRIPTIONS[id]) as OpenApiDoc;
      built = { doc, json: JSON.stringify(doc) };
      openApiDocs.set(key, built);
    }
    return built;
  };

  const f = new FamilyApp('R', 'E2');
  f.on(
    'GET',
    '/',
    { summary: 'Index of the families, their base URLs and OpenAPI documents', etag: true },
    async (c) => {
      const url = new URL(c.req.url);
      const hosts = parseFamilyHosts(c.env.FAMILY_HOSTS);
      const families = FAMILY_IDS.map((id) => {
        const baseUrl = baseUrlOf(id, url, hosts);
        return {
          id,
          base_url: baseUrl,
          routes_under: id === 'V' ? `${baseUrl}/v1` : `${baseUrl}/api`,
          routes: apps[id].routeCount(),
          openapi: `${url.origin}/openapi/${id}.json`,
          description: FAMILY_DESCRIPTIONS[id],
        };
      });
      return jsonResponse(
        { service: 'jyotisha-api', engine: ENGINE_BUILD, families },
        'public, max-age=300',
      );
    },
  );
  f.on(
    'GET',
    '/openapi/:doc',
    { summary: 'OpenAPI 3.1 document of a family', etag: true },
    async (c) => {
      const m = /^(R2|R|V|N|T|P)\.json$/.exec(c.req.param('doc') ?? '');
      if (!m)
        throw new ApiError(
          404,
          'NOT_FOUND',
          `path: no OpenAPI document ${c.req.path}; documents are /openapi/{${FAMILY_IDS.join('|')}}.json`,
          { field: 'path' },
        );
      const id = m[1] as FamilyId;
      const url = new URL(c.req.url);
      return new Response(
        openApiBuilt(id, baseUrlOf(id, url, parseFamilyHosts(c.env.FAMILY_HOSTS))).json,
        {
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'Cache-Control': 'public, max-age=3600',
          },
        },
      );
    },
  );
  registerDocs(f, {
    engine: ENGINE_BUILD,
    families: () => apps,
    description: (id) => FAMILY_DESCRIPTIONS[id],
    baseUrl: familyBaseUrl,
    openApi: (id, baseUrl) => openApiBuilt(id, baseUrl).doc,
  });
  return f;
}
