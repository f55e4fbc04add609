/**
 * @module Family R `GET` and `POST /api/muhurta`: the muhurta divisions and the panchang of a
 * date at a place. Fields (query for GET, JSON body for POST, one schema): date (YYYY-MM-DD,
 * the supported range, docs/dates.md), lat [-90, 90], lon [-180, 180], tz (UTC offset in hours) [-14, 14]; all required.
 *
 * Limit: 60 requests per hour per IP on the RateLimiter Durable Object (bucket 'muhurta').
 * Every request is counted before its input is read, bad ones included, so the headers
 * X-RateLimit-Remaining and X-RateLimit-Reset (Unix seconds) are on every response: 200, 4xx
 * and the 429, whose E2 body is `rate-limit-exceeded` with details.resetAt (ISO 8601) and which
 * carries no Retry-After.
 */
import type { Context } from 'hono';
import * as z from 'zod';
import { muhurtaForDay } from '../../../engine/muhurta/index.js';
import type { AppEnv } from '../../../http/context.js';
import { ENGINE_BUILD } from '../../../platform/engine-build.js';
import { respond } from '../../../http/family-app.js';
import { rMuhurtaResponseSchema } from './responses.js';
import { parseJsonBody, parseQuery, refuseQuery } from '../../../http/input.js';
import { durableLimit, HOUR_MS, type LimitOptions } from '../../../http/rate-limit.js';
import {
  isoDateSchema,
  latSchema,
  lonSchema,
  queryNumberSchema,
  tzHoursSchema,
  dateFields,
  SUPPORTED_YEARS,
} from '../../schemas.js';
import { lazySchema } from '../../../http/lazy-schema.js';

export const MUHURTA_LIMIT: LimitOptions = { bucket: 'muhurta', limit: 60, windowMs: HOUR_MS };

/** The one field set; `num` adapts a numeric rule to the transport (JSON number or query text). */
function muhurtaFields(num: (rule: z.ZodNumber) => z.ZodType<number, unknown>) {
  return z.strictObject({
    date: isoDateSchema.describe(
      `the civil date, YYYY-MM-DD (${SUPPORTED_YEARS}); the day runs from its sunrise`,
    ),
    lat: num(latSchema).describe('latitude in degrees, north positive (-90 to 90)'),
    lon: num(lonSchema).describe('longitude in degrees, east positive (-180 to 180)'),
    tz: num(tzHoursSchema).describe(
      'UTC offset of the local time in hours, east positive (India 5.5; -14 to 14); every time in the answer is in it',
    ),
  });
}
export const muhurtaBodySchema = muhurtaFields((rule) => rule);
export const muhurtaQuerySchema = lazySchema(() =>
  muhurtaFields((rule) => queryNumberSchema.pipe(rule)),
);
export type MuhurtaInput = z.output<typeof muhurtaBodySchema>;

/** The muhurta answer for validated input. */
export function muhurtaResponse(input: MuhurtaInput) {
  const m = muhurtaForDay(dateFields(input.date), {
    latDeg: input.lat,
    lonDeg: input.lon,
    zone: { tzHours: input.tz },
  });
  return { input, engine: ENGINE_BUILD, ...m };
}

export const muhurtaLimit = durableLimit(MUHURTA_LIMIT);

export async function getMuhurta(c: Context<AppEnv>): Promise<Response> {
  return respond(
    c,
    rMuhurtaResponseSchema,
    muhurtaResponse(parseQuery(c, muhurtaQuerySchema)),
    200,
    { 'Cache-Control': 'no-store' },
  );
}

/** POST takes its fields in the body only: a query string is refused (400 naming its first key). */
export async function postMuhurta(c: Context<AppEnv>): Promise<Response> {
  refuseQuery(c);
  return respond(
    c,
    rMuhurtaResponseSchema,
    muhurtaResponse(await parseJsonBody(c, muhurtaBodySchema)),
    200,
    { 'Cache-Control': 'no-store' },
  );
}
