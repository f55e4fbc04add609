/**
 * @module Family R `GET /api/yogas/catalogue`: the yoga catalogue (id, name, source, category, a
 * rule summary generated from the rule data, and for some yogas aliases and named variants), so
 * clients can describe detected yogas. `count` is the number of distinct yogas; variants are
 * listed under their yoga and counted apart (docs/yogas-doshas-matching.md).
 */
import type { Context } from 'hono';
import { catalogueCounts, catalogueSummary } from '../../engine/yogas/index.js';
import type { AppEnv } from '../../http/context.js';
import { sharedJson } from '../../http/family-app.js';
import { refuseQuery } from '../../http/input.js';
import type * as z from 'zod';
import { rYogaCatalogueResponseSchema } from '../shared/reference/responses.js';

let cached: z.input<typeof rYogaCatalogueResponseSchema> | undefined;

export async function getYogaCatalogue(c: Context<AppEnv>): Promise<Response> {
  refuseQuery(c);
  if (cached === undefined) {
    const yogas = catalogueSummary();
    cached = {
      count: yogas.length,
      variantCount: yogas.reduce((n, y) => n + (y.variants?.length ?? 0), 0),
      categories: catalogueCounts(),
      yogas,
    };
  }
  // the same value on every request: labelled and tagged once per language (sharedJson); ETag/304
  // come from the route's `etag` option (hono/etag), CORS from the policy table
  return sharedJson(c, cached, { 'Cache-Control': 'public, max-age=86400' }, { etag: true });
}
