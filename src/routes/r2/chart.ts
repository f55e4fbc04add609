/**
 * @module Variant R2 `POST /r2/api/chart`: {date, time, lat, lon, tz (IANA zone id), ayanamsa?}.
 * The civil time is resolved in the zone with Temporal (historic offsets, DST; gaps and overlaps
 * by the `compatible` rule, reported) and the answer is the same chart content as Family R's
 * chart. Errors in E3 with a hint per field. Gated by r2ServiceKeyGate('r2-chart').
 */
import type { Context } from 'hono';
import * as z from 'zod';
import { DEFAULT_CHART_SETTINGS, sovereignChart } from '../../engine/chart/sovereign.js';
import { EngineInputError } from '../../engine/core/errors.js';
import { resolveCivilTime, zoneResolutionEcho } from '../../engine/time/zones.js';
import { birthAtResolvedWallTime } from '../shared/birth.js';
import type { AppEnv } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { respond } from '../../http/family-app.js';
import { r2ChartResponseSchema } from '../shared/reference/responses.js';
import { parseJsonBody } from '../../http/input.js';
import { AYANAMSA_NAMES } from '../../engine/ephemeris/index.js';
import {
  ayanamsaSchema,
  dateFields,
  ianaZoneSchema,
  isoDateSchema,
  latSchema,
  lonSchema,
} from '../schemas.js';
import { assertSupportedInstant, supportedRangeText } from '../../engine/time/supported-range.js';
import { lazySchema, real } from '../../http/lazy-schema.js';

/** HH:MM or HH:MM:SS, 24-hour. */
export const timeOfDaySchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'must be HH:MM or HH:MM:SS (24-hour)');

export const R2_HINTS: Record<string, string> = {
  body: 'Send a JSON object with date, time, lat, lon and tz.',
  date: `Use YYYY-MM-DD, e.g. 1990-05-17; BCE as a negative year (-0500-03-21); supported ${supportedRangeText()}.`,
  time: 'Use 24-hour local civil time HH:MM or HH:MM:SS, e.g. 06:45 or 06:45:30.',
  lat: 'Latitude in decimal degrees from -90 to 90, north positive, e.g. 28.6139.',
  lon: 'Longitude in decimal degrees from -180 to 180, east positive, e.g. 77.209.',
  tz: 'An IANA zone id such as Asia/Kolkata or America/New_York; numeric offsets are not accepted.',
  ayanamsa: `One of ${AYANAMSA_NAMES.join(', ')} (alias kp); default lahiri.`,
  day: 'That date does not exist in the calendar.',
};

export const r2ChartBodySchema = lazySchema(() =>
  z.strictObject({
    date: isoDateSchema,
    time: timeOfDaySchema,
    lat: real(latSchema),
    lon: real(lonSchema),
    tz: ianaZoneSchema,
    ayanamsa: real(ayanamsaSchema).optional(),
  }),
);
export type R2ChartBody = z.output<typeof r2ChartBodySchema>;

/** Resolve local civil date and time in an IANA zone; engine input errors become E3 400s with hints. */
export function resolveInZone(date: string, time: string, tz: string) {
  const { year, month, day } = dateFields(date);
  const [hour, minute, second = 0] = time.split(':').map(Number) as [number, number, number?];
  try {
    const resolved = resolveCivilTime({ year, month, day, hour, minute, second }, { ianaZone: tz });
    assertSupportedInstant(resolved.jdUt, 'date');
    return { civil: { year, month, day, hour, minute, second }, resolved };
  } catch (err) {
    if (err instanceof EngineInputError) {
      const field =
        err.field === 'tz'
          ? 'tz'
          : err.field === 'day' ||
              err.field === 'month' ||
              err.field === 'year' ||
              err.field === 'date'
            ? 'date'
            : 'time';
      throw new ApiError(400, err.code, `${field}: ${err.message}`, {
        field,
        hint: R2_HINTS[field],
      });
    }
    throw err;
  }
}

/** The R2 chart answer: Family R's chart content, the input echoed with the zone resolution. */
export function r2ChartResponse(body: R2ChartBody) {
  const { resolved } = resolveInZone(body.date, body.time, body.tz);
  const settings = {
    ...DEFAULT_CHART_SETTINGS,
    ...(body.ayanamsa ? { ayanamsa: body.ayanamsa } : {}),
  };
  // the wall time of the resolved instant (differs from the input inside a DST gap) with its offset
  const { chart } = sovereignChart(
    birthAtResolvedWallTime(resolved, body.lat, body.lon),
    settings,
    { zone: { ianaZone: resolved.zone } },
  );
  const { utc, jdUt, ...rest } = chart;
  return {
    ok: true as const,
    input: {
      ...body,
      ayanamsa: settings.ayanamsa,
      nodeMode: settings.nodeMode,
      houseSystem: settings.houseSystem,
      ...zoneResolutionEcho(resolved),
      utc,
      jdUt,
    },
    ...rest,
  };
}

export async function postR2Chart(c: Context<AppEnv>): Promise<Response> {
  const body = await parseJsonBody(c, r2ChartBodySchema, { hints: R2_HINTS });
  return respond(c, r2ChartResponseSchema, r2ChartResponse(body));
}
