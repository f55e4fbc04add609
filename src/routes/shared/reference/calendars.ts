/**
 * @module Family R `GET /api/calendars`: a civil date in every calendar India and Nepal use
 * (docs/calendars.md), `{date, place, systems[], eras[], engine}`.
 *
 * Query (all optional; an unknown key is a 400 naming it and listing the known ones):
 * - `date` YYYY-MM-DD inside the supported range (docs/dates.md); default: today at the place (the
 *   route reads the clock, the engine never does);
 * - `lat`, `lon`: the place, both or neither; neither means New Delhi;
 * - `tz`: the zone of the civil date and of every time in the answer, an IANA id (Asia/Kolkata)
 *   or a UTC offset in hours (5.5, -4); default: Asia/Kolkata for New Delhi, else the zone that
 *   holds (lat, lon) in the zone boundaries (as Families T and P look it up);
 * - `systems`: a comma-separated subset of the ids (default all), answered in the canonical order.
 * Cache-Control: public, a day when `date` is given, five minutes when it is today's.
 */
import type { Context } from 'hono';
import * as z from 'zod';
import {
  CALENDAR_SYSTEM_IDS,
  calendarsForDate,
  type CalendarSystemId,
} from '../../../engine/calendar/regional.js';
import { localDateOf, type ZoneSpec } from '../../../engine/time/zones.js';
import { formatIsoDate } from '../../../engine/time/calendar.js';
import { jdUtFromUnixMs } from '../../../engine/time/julian.js';
import type { AppEnv } from '../../../http/context.js';
import { respond } from '../../../http/family-app.js';
import { parseQuery, unknownFieldNote } from '../../../http/input.js';
import { ApiError } from '../../../http/errors.js';
import { ENGINE_BUILD } from '../../../platform/engine-build.js';
import { NEW_DELHI } from '../../../platform/feeds/place.js';
import { zoneAt, ZONE_LOOKUP_SOURCE } from '../../../platform/zone-lookup.js';
import {
  dateFields,
  ianaZoneSchema,
  isoDateSchema,
  latSchema,
  lonSchema,
  queryNumberSchema,
  tzHoursSchema,
} from '../../schemas.js';
import { rCalendarsResponseSchema } from './responses.js';
import { lazySchema, real } from '../../../http/lazy-schema.js';

const NUMERIC_TZ = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** `tz`: an IANA id or a UTC offset in hours. */
export const tzQuerySchema = lazySchema(() =>
  z
    .string()
    .trim()
    .max(64)
    .transform((s, ctx): ZoneSpec => {
      if (NUMERIC_TZ.test(s)) {
        const r = real(tzHoursSchema).safeParse(Number(s));
        if (!r.success) {
          ctx.addIssue({
            code: 'custom',
            message: 'a UTC offset must be hours from -14 to 14 (India 5.5)',
          });
          return z.NEVER;
        }
        return { tzHours: r.data };
      }
      const r = ianaZoneSchema.safeParse(s);
      if (!r.success) {
        ctx.addIssue({
          code: 'custom',
          message:
            'must be an IANA zone id such as Asia/Kolkata or a UTC offset in hours such as 5.5',
          params: { code: 'INVALID_TIMEZONE' },
        });
        return z.NEVER;
      }
      return { ianaZone: r.data };
    })
    .meta({ description: 'IANA zone id (Asia/Kolkata) or UTC offset in hours (5.5)' }),
);

/** `systems`: comma-separated ids, each known. */
export const systemsQuerySchema = lazySchema(() =>
  z
    .string()
    .max(200)
    .transform((s, ctx): CalendarSystemId[] => {
      const ids = s
        .split(',')
        .map((x) => x.trim())
        .filter((x) => x !== '');
      const bad = ids.find((x) => !(CALENDAR_SYSTEM_IDS as readonly string[]).includes(x));
      if (bad !== undefined || ids.length === 0) {
        ctx.addIssue({
          code: 'custom',
          message: `${bad === undefined ? 'must name at least one system' : `unknown calendar system '${bad}'`}; allowed: ${CALENDAR_SYSTEM_IDS.join(', ')}`,
        });
        return z.NEVER;
      }
      return CALENDAR_SYSTEM_IDS.filter((id) => ids.includes(id));
    })
    .meta({
      description: `comma-separated calendar system ids (default all): ${CALENDAR_SYSTEM_IDS.join(', ')}`,
      example: 'tamil,nepali',
    }),
);

export const calendarsQuerySchema = lazySchema(() =>
  z
    .strictObject({
      date: isoDateSchema
        .optional()
        .describe(
          'the civil date at the place, YYYY-MM-DD (-1400 to 2999; default today at the place); a lunisolar date is the one current at its sunrise',
        ),
      lat: queryNumberSchema
        .pipe(real(latSchema))
        .optional()
        .describe(
          'latitude of the place in degrees, north positive (-90 to 90); with lon (neither means New Delhi)',
        ),
      lon: queryNumberSchema
        .pipe(real(lonSchema))
        .optional()
        .describe('longitude of the place in degrees, east positive (-180 to 180); with lat'),
      tz: real(tzQuerySchema)
        .optional()
        .describe(
          'the zone of the date and of every time in the answer: an IANA zone id (Asia/Kolkata) or a UTC offset in hours (5.5); default Asia/Kolkata for New Delhi, else the zone holding lat and lon',
        ),
      systems: real(systemsQuerySchema)
        .optional()
        .describe(
          `comma-separated calendar system ids (default all): ${CALENDAR_SYSTEM_IDS.join(', ')}; an unknown id is a 400 listing them`,
        ),
    })
    .superRefine((q, ctx) => {
      if ((q.lat === undefined) !== (q.lon === undefined)) {
        ctx.addIssue({
          code: 'custom',
          path: [q.lat === undefined ? 'lat' : 'lon'],
          message:
            'is required with the other coordinate (lat and lon name the place together; neither means New Delhi)',
        });
      }
    }),
);
export type CalendarsQuery = z.output<typeof calendarsQuerySchema>;

/** The answer for a validated query; `nowMs` (the route's clock) dates a query without `date`. */
export function calendarsAnswer(q: CalendarsQuery, nowMs: number) {
  const custom = q.lat !== undefined && q.lon !== undefined;
  const latDeg = custom ? q.lat! : NEW_DELHI.latDeg;
  const lonDeg = custom ? q.lon! : NEW_DELHI.lonDeg;
  const zone: ZoneSpec = q.tz ?? (custom ? { ianaZone: zoneAt(latDeg, lonDeg) } : NEW_DELHI.zone);
  const today = localDateOf(jdUtFromUnixMs(nowMs), zone);
  const date = q.date
    ? dateFields(q.date)
    : { year: today.year, month: today.month, day: today.day };
  const r = calendarsForDate(
    date,
    { latDeg, lonDeg, zone },
    q.systems ? { systems: q.systems } : {},
  );
  const dateIso = q.date ?? formatIsoDate(date);
  return {
    date: dateIso,
    place: {
      name: custom ? null : NEW_DELHI.name,
      lat: latDeg,
      lon: lonDeg,
      zone:
        'ianaZone' in zone ? zone.ianaZone : `UTC${zone.tzHours >= 0 ? '+' : ''}${zone.tzHours}`,
      zoneSource: q.tz ? 'query' : custom ? ZONE_LOOKUP_SOURCE : 'default (New Delhi)',
    },
    ...r,
    engine: ENGINE_BUILD,
  };
}

const QUERY_KEYS = Object.keys(calendarsQuerySchema.shape);

export async function getCalendars(c: Context<AppEnv>): Promise<Response> {
  // an unknown key is named with the keys the route takes (the shared parser names it alone)
  // `lang` is the language middleware's (src/http/lang.ts): the months carry their labels
  const keys = c.get('lang') !== undefined ? [...QUERY_KEYS, 'lang'] : QUERY_KEYS;
  const unknown = [...new URL(c.req.url).searchParams.keys()].find((k) => !keys.includes(k));
  if (unknown !== undefined)
    throw new ApiError(
      400,
      'INVALID_FIELD',
      `${unknown}: ${unknownFieldNote(unknown, keys)}; this route takes ${keys.join(', ')}`,
      { field: unknown },
    );
  const q = parseQuery(c, calendarsQuerySchema);
  return respond(c, rCalendarsResponseSchema, calendarsAnswer(q, Date.now()), 200, {
    'Cache-Control': q.date ? 'public, max-age=86400' : 'public, max-age=300',
  });
}
