/**
 * @module Family P `GET /p/api/muhurta?type&days[&lat&lng][&tz]` and `GET /p/api/muhurta/categories`
 * (docs/muhurta-categories.md): auspicious windows for a category of undertaking over the next N
 * days (1 to 60, default 30) from today in the place's zone. Categories are data with their
 * classical rules and sources (src/engine/muhurta/categories.ts); an unknown type is 400 listing
 * them.
 *
 * The place is `lat` and `lng` when given (both or neither); without them, the caller's location
 * as the edge found it (`request.cf` latitude and longitude), else New Delhi. The answer says which
 * in `location.source` (`query`, `edge` or `default`), and such an answer is cached privately only.
 */
import type { Context } from 'hono';
import * as z from 'zod';
import {
  categoryWindows,
  MUHURTA_CATEGORIES,
  MUHURTA_CATEGORY_IDS,
} from '../../engine/muhurta/categories.js';
import { jdUtFromUnixMs } from '../../engine/time/julian.js';
import { localDateOf } from '../../engine/time/zones.js';
import type { AppEnv } from '../../http/context.js';
import { respond } from '../../http/family-app.js';
import { pMuhurtaCategoriesResponse, pMuhurtaResponse } from './responses.js';
import { parseQuery, refuseQuery } from '../../http/input.js';
import { zoneAt } from '../../platform/zone-lookup.js';
import { rangeText } from '../../engine/time/clock-text.js';
import { pLatSchema, pLngSchema, pZoneSchema } from './schemas.js';
import { lazySchema } from '../../http/lazy-schema.js';

export const pMuhurtaQuerySchema = lazySchema(() =>
  z
    .strictObject({
      type: z
        .string()
        .max(64)
        .refine((t) => MUHURTA_CATEGORY_IDS.includes(t), {
          message: `must be one of ${MUHURTA_CATEGORY_IDS.join(', ')}`,
        })
        .describe(
          `the muhurta category: ${MUHURTA_CATEGORY_IDS.join(', ')} (GET /api/muhurta/categories has each one's rules and sources)`,
        ),
      days: z
        .string()
        .regex(/^\d{1,3}$/, 'must be a whole number of days')
        .transform(Number)
        .pipe(z.number().int().min(1).max(60))
        .optional()
        .describe('how many days to search from today at the place, 1 to 60 (default 30)'),
      lat: pLatSchema.optional(),
      lng: pLngSchema.optional(),
      tz: pZoneSchema.optional(),
    })
    .superRefine((q, ctx) => {
      if ((q.lat === undefined) !== (q.lng === undefined)) {
        ctx.addIssue({
          code: 'custom',
          path: [q.lat === undefined ? 'lat' : 'lng'],
          message:
            "give lat and lng together, or neither (then the caller's location from the edge is used, else New Delhi)",
        });
      }
    }),
);

/** New Delhi: the place when neither the query nor the edge gives one. */
export const P_DEFAULT_PLACE = {
  lat: 28.6139,
  lng: 77.209,
  tz: 'Asia/Kolkata',
  name: 'New Delhi',
} as const;

/** What the edge says of the caller's location (Cloudflare's request.cf). */
export interface EdgeLocation {
  latitude?: unknown;
  longitude?: unknown;
  timezone?: unknown;
  city?: unknown;
}

/** A known IANA zone, or undefined. */
function knownZone(tz: unknown): string | undefined {
  if (typeof tz !== 'string' || !pZoneSchema.safeParse(tz).success) return undefined;
  return tz;
}

/** Where the windows are computed, and where that came from: the query, the caller's edge location, or New Delhi. */
export function muhurtaPlace(
  q: { lat?: number | undefined; lng?: number | undefined; tz?: string | undefined },
  cf: EdgeLocation | undefined,
) {
  if (q.lat !== undefined && q.lng !== undefined)
    return { lat: q.lat, lng: q.lng, tz: q.tz ?? zoneAt(q.lat, q.lng), source: 'query' as const };
  const lat = Number(cf?.latitude);
  const lng = Number(cf?.longitude);
  if (
    typeof cf?.latitude === 'string' &&
    typeof cf?.longitude === 'string' &&
    cf.latitude.trim() !== '' &&
    cf.longitude.trim() !== '' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
  ) {
    return {
      lat,
      lng,
      tz: q.tz ?? knownZone(cf.timezone) ?? zoneAt(lat, lng),
      source: 'edge' as const,
      ...(typeof cf.city === 'string' && cf.city ? { name: cf.city } : {}),
      note: "lat and lng were not given: the caller's location as the edge located it (request.cf) was used",
    };
  }
  return {
    lat: P_DEFAULT_PLACE.lat,
    lng: P_DEFAULT_PLACE.lng,
    tz: q.tz ?? P_DEFAULT_PLACE.tz,
    source: 'default' as const,
    name: P_DEFAULT_PLACE.name,
    note: 'lat and lng were not given and the edge gave no location: New Delhi was used',
  };
}

/** The answer for validated input, the caller's edge location and the current instant (pure). */
export function pMuhurtaAnswer(
  q: z.output<typeof pMuhurtaQuerySchema>,
  nowMs: number,
  cf?: EdgeLocation,
) {
  const place = muhurtaPlace(q, cf);
  const tz = place.tz;
  const zone = { ianaZone: tz };
  const today = localDateOf(jdUtFromUnixMs(nowMs), zone);
  const days = q.days ?? 30;
  const r = categoryWindows(
    q.type,
    { year: today.year, month: today.month, day: today.day },
    days,
    { latDeg: place.lat, lonDeg: place.lng, zone },
  );
  const { id, name, rule, source } = r.category;
  return {
    type: id,
    category: { id, name, rule, source },
    from: r.from,
    days,
    location: place,
    count: r.windows.length,
    windows: r.windows.map((w) => ({
      date: w.start.iso.slice(0, 10),
      range: rangeText({ start: w.start, end: w.end }, zone),
      start: w.start.iso,
      end: w.end.iso,
      minutes: w.minutes,
      vara: w.vara,
      tithi: w.tithi,
      paksha: w.paksha,
      nakshatra: w.nakshatra,
      yoga: w.yoga,
      karana: w.karana,
    })),
    skipped: r.skipped,
  };
}

export async function getPMuhurta(c: Context<AppEnv>): Promise<Response> {
  const q = parseQuery(c, pMuhurtaQuerySchema);
  const answer = pMuhurtaAnswer(q, Date.now(), (c.req.raw as Request & { cf?: EdgeLocation }).cf);
  // an answer for the caller's own location must not be served to others from a shared cache
  return respond(c, pMuhurtaResponse, answer, 200, {
    'Cache-Control':
      answer.location.source === 'query' ? 'public, max-age=3600' : 'private, max-age=3600',
  });
}

export async function getPMuhurtaCategories(c: Context<AppEnv>): Promise<Response> {
  refuseQuery(c);
  return respond(
    c,
    pMuhurtaCategoriesResponse,
    {
      count: MUHURTA_CATEGORIES.length,
      categories: MUHURTA_CATEGORIES.map(({ id, name, rule, source }) => ({
        id,
        name,
        rule,
        source,
      })),
    },
    200,
    { 'Cache-Control': 'public, max-age=86400' },
  );
}
