/**
 * @module Family P `GET /p/api/muhurta?type&days&lat&lng[&tz]` and `GET /p/api/muhurta/categories`
 * (docs/muhurta-categories.md): auspicious windows for a category of undertaking over the next N
 * days (1 to 60, default 30) from today in the place's zone. Categories are data with their
 * classical rules and sources (src/engine/muhurta/categories.ts); an unknown type is 400 listing
 * them.
 */
import type { Context } from 'hono';
import * as z from 'zod';
import { categoryWindows, MUHURTA_CATEGORIES, MUHURTA_CATEGORY_IDS } from '../../engine/muhurta/categories.js';
import { jdUtFromUnixMs } from '../../engine/time/julian.js';
import { localDateOf } from '../../engine/time/zones.js';
import type { AppEnv } from '../../http/context.js';
import { respond } from '../../http/family-app.js';
import { pMuhurtaCategoriesResponse, pMuhurtaResponse } from './responses.js';
import { parseQuery, refuseQuery } from '../../http/input.js';
import { zoneAt } from '../../services/zone-lookup.js';
import { rangeText } from './panchanga.js';
import { pLatSchema, pLngSchema, pZoneSchema } from './schemas.js';

export const pMuhurtaQuerySchema = z.strictObject({
  type: z.string().max(64).refine((t) => MUHURTA_CATEGORY_IDS.includes(t), { message: `must be one of ${MUHURTA_CATEGORY_IDS.join(', ')}` }).describe(`the muhurta category: ${MUHURTA_CATEGORY_IDS.join(', ')} (GET /api/muhurta/categories has each one's rules and sources)`),
  days: z.string().regex(/^\d{1,3}$/, 'must be a whole number of days').transform(Number).pipe(z.number().int().min(1).max(60)).optional().describe('how many days to search from today at the place, 1 to 60 (default 30)'),
  lat: pLatSchema,
  lng: pLngSchema,
  tz: pZoneSchema.optional(),
});

/** The answer for validated input and the current instant (pure). */
export function pMuhurtaAnswer(q: z.output<typeof pMuhurtaQuerySchema>, nowMs: number) {
  const tz = q.tz ?? zoneAt(q.lat, q.lng);
  const zone = { ianaZone: tz };
  const today = localDateOf(jdUtFromUnixMs(nowMs), zone);
  const days = q.days ?? 30;
  const r = categoryWindows(q.type, { year: today.year, month: today.month, day: today.day }, days, { latDeg: q.lat, lonDeg: q.lng, zone });
  const { id, name, rule, source } = r.category;
  return {
    type: id,
    category: { id, name, rule, source },
    from: r.from,
    days,
    location: { lat: q.lat, lng: q.lng, tz },
    count: r.windows.length,
    windows: r.windows.map((w) => ({
      date: w.start.iso.slice(0, 10),
      range: rangeText({ start: w.start, end: w.end }, zone),
      start: w.start.iso,
      end: w.end.iso,
      minutes: w.minutes,
      vara: w.vara, tithi: w.tithi, paksha: w.paksha, nakshatra: w.nakshatra, yoga: w.yoga, karana: w.karana,
    })),
    skipped: r.skipped,
  };
}

export async function getPMuhurta(c: Context<AppEnv>): Promise<Response> {
  const q = parseQuery(c, pMuhurtaQuerySchema);
  return respond(c, pMuhurtaResponse, pMuhurtaAnswer(q, Date.now()), 200, { 'Cache-Control': 'public, max-age=3600' });
}

export async function getPMuhurtaCategories(c: Context<AppEnv>): Promise<Response> {
  refuseQuery(c);
  return respond(c, pMuhurtaCategoriesResponse, { count: MUHURTA_CATEGORIES.length, categories: MUHURTA_CATEGORIES.map(({ id, name, rule, source }) => ({ id, name, rule, source })) }, 200, { 'Cache-Control': 'public, max-age=86400' });
}
