/**
 * @module Family R `GET /api/utsavas?year=YYYY`: the festival calendar of a Gregorian year,
 * `{year, place, convention, ayanamsa, engine, count, utsavas[]}`. year is required, inside the service's supported range (docs/dates.md).
 * The place is New Delhi unless lat, lon and tz (UTC offset in hours) are all given; a custom
 * place is rounded to 0.01 degree, and new custom-place years are limited per client address
 * (UTSAVAS_PLACE_LIMIT; docs/security.md).
 *
 * Served from KV when prerendered (src/platform/feeds/utsava-store.ts has the keys), else computed and
 * stored. Cache-Control public, max-age=3600, and the Cache API (caches.default) keeps the answer
 * at the edge for that hour. X-Utsavas-Source says where the body came from: edge, kv or computed.
 */
import type { Context } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../../../http/context.js';
import { parseQuery } from '../../../http/input.js';
import {
  customUtsavaPlace,
  DEFAULT_UTSAVA_SCOPE,
  DELHI_UTSAVA_PLACE,
  loadUtsavaYear,
  scopedUtsavaPlace,
  storeUtsavaYear,
  utsavaKey,
  utsavaScopeOf,
  type UtsavaPlace,
  type UtsavaScope,
} from '../../../platform/feeds/utsava-store.js';
import {
  HOUR_MS,
  MemoryBucket,
  anonymousCacheWrite,
  limitComputation,
  type LimitOptions,
} from '../../../http/rate-limit.js';
import {
  festivalTraditionSchema,
  latSchema,
  lonSchema,
  observeSchema,
  queryNumberSchema,
  tzHoursSchema,
  yearQuerySchema,
  SUPPORTED_YEARS,
} from '../../schemas.js';
import { lazySchema, real } from '../../../http/lazy-schema.js';

export const UTSAVAS_CACHE_CONTROL = 'public, max-age=3600';

export const utsavasQuerySchema = lazySchema(() =>
  z
    .strictObject({
      year: real(yearQuerySchema).describe(
        `the year, proleptic Gregorian (${SUPPORTED_YEARS}; BCE as a negative year)`,
      ),
      lat: queryNumberSchema
        .pipe(real(latSchema))
        .optional()
        .describe(
          'latitude of the place in degrees, north positive; with lon and tz (all three or none: none means New Delhi)',
        ),
      lon: queryNumberSchema
        .pipe(real(lonSchema))
        .optional()
        .describe('longitude of the place in degrees, east positive; with lat and tz'),
      tz: queryNumberSchema
        .pipe(real(tzHoursSchema))
        .optional()
        .describe('UTC offset of the place in hours, east positive (India 5.5); with lat and lon'),
      tradition: festivalTraditionSchema.optional(),
      observe: observeSchema.optional(),
    })
    .superRefine((q, ctx) => {
      // lat, lon and tz name the place together; none of them means New Delhi
      const given = (['lat', 'lon', 'tz'] as const).filter((k) => q[k] !== undefined);
      const missing = (['lat', 'lon', 'tz'] as const).find((k) => q[k] === undefined);
      if (given.length > 0 && missing) {
        ctx.addIssue({
          code: 'custom',
          path: [missing],
          message:
            'is required when any of lat, lon and tz is given (all three name the place; none means New Delhi)',
        });
      }
    }),
);

/** The place a validated utsavas query names. */
export function utsavaPlaceOf(q: z.output<typeof utsavasQuerySchema>) {
  return q.lat !== undefined && q.lon !== undefined && q.tz !== undefined
    ? customUtsavaPlace(q.lat, q.lon, q.tz)
    : DELHI_UTSAVA_PLACE;
}

function edgeCache(): Cache | undefined {
  return (globalThis as { caches?: { default?: Cache } }).caches?.default;
}

/** Calendars computed for custom places per client address (IPv6 by /64) per hour; stored ones are not counted. */
export const UTSAVAS_PLACE_LIMIT: LimitOptions = {
  bucket: 'utsavas-place',
  limit: 30,
  windowMs: HOUR_MS,
  retryAfter: true,
};
const placeFallback = new MemoryBucket(UTSAVAS_PLACE_LIMIT.limit, UTSAVAS_PLACE_LIMIT.windowMs);

/** A custom place's year: from KV, else computed under the caller's per-IP limit and stored within the anonymous write budget. */
async function customPlaceYear(
  c: Context<AppEnv>,
  year: number,
  at: UtsavaPlace,
  scope: UtsavaScope,
): Promise<{ text: string; source: 'kv' | 'computed' }> {
  const stored = await c.env.CACHE.get(utsavaKey(year, at.slot, scope), 'text');
  if (stored !== null) return { text: stored, source: 'kv' };
  await limitComputation(c, UTSAVAS_PLACE_LIMIT, placeFallback, 'utsavas');
  return {
    text: await storeUtsavaYear(c.env, year, at, {
      store: await anonymousCacheWrite(c.env),
      scope,
    }),
    source: 'computed',
  };
}

/**
 * The festival year of a place as every anonymous surface serves it (this route and the operator
 * dispatch's utsavas.list): New Delhi's from KV or computed and stored (one document a year); a
 * custom place's under the caller's per-IP limit and the anonymous write budget.
 */
export function utsavaYearAt(
  c: Context<AppEnv>,
  year: number,
  at: UtsavaPlace,
  scope: UtsavaScope = DEFAULT_UTSAVA_SCOPE,
): Promise<{ text: string; source: 'kv' | 'computed' }> {
  return at.name === null
    ? customPlaceYear(c, year, at, scope)
    : loadUtsavaYear(c.env, year, at, scope);
}

export async function getUtsavas(c: Context<AppEnv>): Promise<Response> {
  const q = parseQuery(c, utsavasQuerySchema);
  const scope = utsavaScopeOf(q);
  // observe=india computes at the tradition's reference city, whatever place the query names
  const at = scopedUtsavaPlace(utsavaPlaceOf(q), scope);

  // One edge-cache entry per (year, place, tradition, observance), whatever the order or spelling of the query.
  const cacheKey = new Request(
    `${new URL(c.req.url).origin}/__edge/utsavas/${q.year}/${encodeURIComponent(at.slot)}/${scope.tradition}/${scope.observe}`,
  );
  const cache = edgeCache();
  const hit = cache ? await cache.match(cacheKey) : undefined;
  if (hit) {
    const res = new Response(hit.body, hit);
    res.headers.set('X-Utsavas-Source', 'edge');
    return res;
  }
  const { text, source } = await utsavaYearAt(c, q.year, at, scope);
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'Cache-Control': UTSAVAS_CACHE_CONTROL,
  };
  if (cache) {
    const put = cache.put(cacheKey, new Response(text, { headers })).catch(() => undefined);
    try {
      c.executionCtx.waitUntil(put);
    } catch {
      await put;
    }
  }
  return new Response(text, { status: 200, headers: { ...headers, 'X-Utsavas-Source': source } });
}
