/**
 * @module Family R `GET /api/yogas/catalogue`: the yoga catalogue (id, name, source, category and
 * a rule summary generated from the rule data), so clients can describe detected yogas.
 */
import type { Context } from 'hono';
import { catalogueCounts, catalogueSummary } from '../../engine/yogas/index.js';
import type { AppEnv } from '../../http/context.js';
import { json } from '../../http/family-app.js';
import { refuseQuery } from '../../http/input.js';
import type * as z from 'zod';
import { rYogaCatalogueResponseSchema } from './responses.js';

let cached: string | undefined;

export async function getYogaCatalogue(c: Context<AppEnv>): Promise<Response> {
  refuseQuery(c);
  if (cached === undefined) {
    const body: z.input<typeof rYogaCatalogueResponseSchema> = { count: catalogueSummary().length, categories: catalogueCounts(), yogas: catalogueSummary() };
    cached = JSON.stringify(body);
  }
  // ETag/304 come from the route's `etag` option (hono/etag), CORS from the policy table.
  return new Response(cached, { headers: { 'content-type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=86400' } });
}
