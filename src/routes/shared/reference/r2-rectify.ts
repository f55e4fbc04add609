/**
 * @module Variant R2 `POST /r2/api/rectify` (docs/r2.md, docs/rectify.md): {approx (ISO 8601
 * date-time with offset, e.g. 1990-05-17T12:15+05:30), windowMinutes (1-720: candidates from
 * approx - windowMinutes to approx + windowMinutes), lat, lon, events [{date, category}] in R2's
 * five categories}. The grid step is chosen so the window holds at most 241 instants:
 * max(1, ceil(2 * windowMinutes / 240)) minutes. Same engine and answer as Family R's rectify;
 * errors in E3 with a hint per field.
 */
import type { Context } from 'hono';
import * as z from 'zod';
import { R2_CATEGORIES, type RectifyCategory } from '../../../engine/rectify/index.js';
import type { AppEnv } from '../../../http/context.js';
import { respond } from '../../../http/family-app.js';
import { rectifyResponseSchema } from './responses.js';
import { parseJsonBody } from '../../../http/input.js';
import {
  REVERSE_FIT_NOTE,
  eventNoonJdUt,
  rectifyEventSchema,
  refuseFutureEvents,
  runRectify,
} from './rectify.js';
import { latSchema, lonSchema } from '../../schemas.js';
import { isoWithOffsetSchema, momentOfIso } from '../moment.js';
import { supportedRangeText } from '../../../engine/time/supported-range.js';
import { lazySchema, real } from '../../../http/lazy-schema.js';

export const R2_RECTIFY_HINTS: Record<string, string> = {
  body: 'Send a JSON object with approx, windowMinutes, lat, lon and events.',
  approx: `ISO 8601 local date-time with its UTC offset, e.g. 1990-05-17T12:15:00+05:30 (BCE as a negative year; supported ${supportedRangeText()}).`,
  windowMinutes:
    'Whole minutes from 1 to 720: candidates are searched from approx minus to approx plus this many minutes.',
  lat: 'Latitude in decimal degrees from -90 to 90, north positive.',
  lon: 'Longitude in decimal degrees from -180 to 180, east positive.',
  events: `1 to 20 past events, each {date: YYYY-MM-DD, category: one of ${R2_CATEGORIES.join(', ')}}.`,
  // per-item hints (the parser looks hints up by the exact field path)
  ...Object.fromEntries(
    Array.from({ length: 20 }, (_, i) => [
      [`events.${i}`, 'Each event is {date: YYYY-MM-DD, category}.'],
      [
        `events.${i}.date`,
        'The date of a past event, YYYY-MM-DD, after the birth and not after today.',
      ],
      [`events.${i}.category`, `One of ${R2_CATEGORIES.join(', ')}.`],
    ]).flat(),
  ),
};

export const approxSchema = lazySchema(() => isoWithOffsetSchema);

export const r2RectifyBodySchema = lazySchema(() =>
  z.strictObject({
    approx: real(approxSchema),
    windowMinutes: z.number().int().min(1).max(720),
    lat: real(latSchema),
    lon: real(lonSchema),
    events: z.array(rectifyEventSchema(R2_CATEGORIES)).min(1).max(20),
  }),
);
export type R2RectifyBody = z.output<typeof r2RectifyBodySchema>;

/** Grid step for a half-width: at most 241 instants in the window. */
export function r2GridMinutes(windowMinutes: number): number {
  return Math.max(1, Math.ceil((2 * windowMinutes) / 240));
}

export function r2RectifyResponse(body: R2RectifyBody, nowMs: number) {
  const a = momentOfIso(body.approx, 'approx');
  const tz = a.tzHours;
  refuseFutureEvents(body.events, tz, nowMs, 'events', R2_RECTIFY_HINTS.events);
  const center = a.jdUt;
  const gridMinutes = r2GridMinutes(body.windowMinutes);
  const r = runRectify(
    {
      startJdUt: center - body.windowMinutes / 1440,
      endJdUt: center + body.windowMinutes / 1440,
      gridMinutes,
      latDeg: body.lat,
      lonDeg: body.lon,
      zone: { tzHours: tz },
      events: body.events.map((e) => ({
        date: e.date,
        category: e.category as RectifyCategory,
        jdUt: eventNoonJdUt(e.date, tz),
      })),
    },
    R2_RECTIFY_HINTS,
    'windowMinutes',
    'windowMinutes',
  );
  return {
    input: { ...body, offset: a.offset, gridMinutes, ayanamsa: 'lahiri' },
    note: REVERSE_FIT_NOTE,
    ...r,
  };
}

export async function postR2Rectify(c: Context<AppEnv>): Promise<Response> {
  const body = await parseJsonBody(c, r2RectifyBodySchema, { hints: R2_RECTIFY_HINTS });
  return respond(c, rectifyResponseSchema, r2RectifyResponse(body, Date.now()), 200, {
    'Cache-Control': 'no-store',
  });
}
