/**
 * @module Family R `GET /api/press` (docs/press.md): one stable JSON object of press facts: the
 * families with their route counts, the measured accuracy tables of docs/accuracy.md (generated
 * into src/generated/accuracy-table.ts by scripts/gen-press-facts.mjs), the licence paths of the
 * spec and the engine version. Cache-Control public, max-age=21600 (6 hours), stored in the edge
 * cache (Cache API); CORS `*`; an ETag carrying the engine version and a digest of the object, so
 * a redeploy that changes either revalidates (If-None-Match answers 304). The object is also kept
 * in KV under `press:<engine version>`.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../../../http/context.js';
import { ENGINE_BUILD, ENGINE_VERSION } from '../../../platform/engine-build.js';
import { refuseQuery } from '../../../http/input.js';
import { ACCURACY_TABLE } from '../../../generated/accuracy-table.js';
import { sha256Hex } from '../../../platform/crypto.js';
import {
  FAMILY_DESCRIPTIONS,
  FAMILY_IDS,
  FAMILY_PREFIX,
  familyRouteCounts,
} from '../../../platform/families.js';

export const PRESS_CACHE_CONTROL = 'public, max-age=21600';
export const PRESS_KV_KEY = `press:${ENGINE_VERSION}`;

/** The licence paths of the spec ("What the service does", item 9). */
export const LICENCE_PATHS = [
  { id: 'agpl', licence: 'AGPL-3.0', terms: 'free, for AGPL-compatible builds' },
  {
    id: 'commercial',
    licence: 'commercial',
    terms: 'closed-source use; annual fee scaled to the active user count',
  },
  { id: 'institutional', licence: 'institutional', terms: 'for institutions; terms on request' },
  {
    id: 'enterprise',
    licence: 'enterprise',
    terms:
      'white-label; SLA scoped per contract, never below the Enterprise tier\'s 99.9% monthly availability (docs/keys.md "SLA")',
  },
] as const;

/** The press facts object (deterministic for a deployment). */
export async function pressFacts() {
  const counts = await familyRouteCounts();
  const families = FAMILY_IDS.map((id) => ({
    id,
    basePath: FAMILY_PREFIX[id] || '/',
    routes: counts[id],
    description: FAMILY_DESCRIPTIONS[id],
  }));
  return {
    service: 'jyotisha-api',
    engine: { version: ENGINE_VERSION, build: ENGINE_BUILD },
    families,
    totalRoutes: families.reduce((n, f) => n + f.routes, 0),
    accuracy: ACCURACY_TABLE
      ? {
          source: ACCURACY_TABLE.source,
          sha256: ACCURACY_TABLE.sha256,
          tables: ACCURACY_TABLE.tables,
        }
      : null,
    ...(ACCURACY_TABLE
      ? {}
      : {
          accuracyNote:
            'docs/accuracy.md was not present when this build was generated; no measured table is published',
        }),
    licences: LICENCE_PATHS,
    determinism:
      'the same input gives the same output for chart, the versioned chart, rectify and utsavas',
  };
}

interface Published {
  body: string;
  etag: string;
}
let published: Published | undefined;
let kvSynced = false;

async function publish(): Promise<Published> {
  if (published) return published;
  const body = JSON.stringify(await pressFacts());
  const etag = `"press-${ENGINE_VERSION}-${(await sha256Hex(body)).slice(0, 16)}"`;
  published = { body, etag };
  return published;
}

/**
 * The press object from the edge cache (Cache API, keyed by origin and the object's ETag, so a
 * redeploy that changes the facts misses), else built and stored there. ETag/304 come from the
 * route's `etag` option, CORS from the policy table. On *.workers.dev and in local dev the Cache
 * API stores nothing durable (Cloudflare's rule); on a custom domain it serves every isolate of
 * the colo.
 */
export async function getPress(c: Context<AppEnv>): Promise<Response> {
  refuseQuery(c);
  const p = await publish();
  const cacheKey = new Request(
    `${new URL(c.req.url).origin}/api/press?etag=${encodeURIComponent(p.etag)}`,
  );
  const cache = (globalThis as { caches?: { default?: Cache } }).caches?.default;
  const hit = cache ? await cache.match(cacheKey) : undefined;
  if (hit) {
    const res = new Response(hit.body, hit);
    res.headers.set('X-Cache', 'HIT');
    return res;
  }
  if (!kvSynced) {
    const stored = await c.env.CACHE.get<Published>(PRESS_KV_KEY, 'json');
    if (stored?.etag !== p.etag) await c.env.CACHE.put(PRESS_KV_KEY, JSON.stringify(p));
    kvSynced = true;
  }
  const res = new Response(p.body, {
    status: 200,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'Cache-Control': PRESS_CACHE_CONTROL,
      ETag: p.etag,
    },
  });
  if (cache) await cache.put(cacheKey, res.clone());
  res.headers.set('X-Cache', 'MISS');
  return res;
}
