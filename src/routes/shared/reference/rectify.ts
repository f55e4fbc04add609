/**
 * @module Family R `POST /api/rectify` (docs/rectify.md): birth-time rectification by reverse fit.
 * Body: {birthDate (YYYY-MM-DD), birthWindow {startTime, endTime} (HH:MM, end strictly after
 * start, same day), location {lat, lon, tz (UTC offset in hours; tzHours accepted as its alias)},
 * events [{date, category}] (1-20 past events in the 9 categories), gridMinutes? (1-60, default
 * 5), ayanamsa? (default lahiri)}. Answers the top 3 to 5 candidate birth moments with a per-event
 * breakdown. Events must be after the birth window and not after today in the birth zone: the
 * route fits past events only. No persistence. Errors in E2.
 */
import type { Context } from 'hono';
import * as z from 'zod';
import {
  gridForCandidates,
  R_CATEGORIES,
  rectify,
  type RectifyCategory,
  type RectifyResult,
} from '../../../engine/rectify/index.js';
import { EngineInputError } from '../../../engine/core/errors.js';
import { jdFromGregorian, jdUtFromUnixMs } from '../../../engine/time/julian.js';
import { localDateOf } from '../../../engine/time/zones.js';
import type { AppEnv } from '../../../http/context.js';
import { ApiError } from '../../../http/errors.js';
import { HOUR_MS, type LimitOptions } from '../../../http/rate-limit.js';
import { respond } from '../../../http/family-app.js';
import { rectifyResponseSchema } from './responses.js';
import { parseJsonBody, type ParseOptions } from '../../../http/input.js';
import {
  ayanamsaSchema,
  isoDateSchema,
  latSchema,
  lonSchema,
  tzHoursSchema,
  dateFields,
} from '../../schemas.js';
import { assertSupportedInstant } from '../../../engine/time/supported-range.js';
import { compareDates, formatIsoDate } from '../../../engine/time/calendar.js';
import { lazySchema, real } from '../../../http/lazy-schema.js';

export const RECTIFY_DEFAULT_GRID_MINUTES = 5;
const hhmm = lazySchema(() =>
  z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM (24-hour)'),
);
const minutesOf = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

export const rectifyEventSchema = <C extends readonly [string, ...string[]]>(categories: C) =>
  z.strictObject({ date: isoDateSchema, category: z.enum(categories) });

export const rectifyBodySchema = lazySchema(() =>
  z.strictObject({
    birthDate: isoDateSchema,
    birthWindow: z
      .strictObject({ startTime: real(hhmm), endTime: real(hhmm) })
      .superRefine((w, ctx) => {
        if (minutesOf(w.endTime) <= minutesOf(w.startTime))
          ctx.addIssue({
            code: 'custom',
            path: ['endTime'],
            message: `must be strictly after startTime ${w.startTime}`,
          });
      }),
    location: z
      .strictObject({
        lat: real(latSchema),
        lon: real(lonSchema),
        tz: real(tzHoursSchema).optional(),
        tzHours: real(tzHoursSchema).optional(),
      })
      .superRefine((l, ctx) => {
        if (l.tz === undefined && l.tzHours === undefined)
          ctx.addIssue({
            code: 'invalid_type',
            expected: 'number',
            path: ['tz'],
            message: 'is required (UTC offset in hours)',
          });
        if (l.tz !== undefined && l.tzHours !== undefined && l.tz !== l.tzHours)
          ctx.addIssue({
            code: 'custom',
            path: ['tzHours'],
            message: 'differs from tz; give one of them',
          });
      }),
    events: z.array(rectifyEventSchema(R_CATEGORIES)).min(1).max(20),
    gridMinutes: z.number().int().min(1).max(60).optional(),
    ayanamsa: real(ayanamsaSchema).optional(),
  }),
);
export type RectifyBody = z.output<typeof rectifyBodySchema>;
export const RECTIFY_PARSE: ParseOptions = { rangeCodes: { birthDate: 'OUT_OF_EPOCH_RANGE' } };

/** JD UT of local noon of a YYYY-MM-DD date at a numeric offset (the instant used for an event). */
export function eventNoonJdUt(date: string, tzHours: number): number {
  const { year: y, month: m, day: d } = dateFields(date);
  return jdFromGregorian(y, m, d, 0.5) - tzHours / 24;
}

/** 400 for events after today in the zone (the route fits past events only). */
export function refuseFutureEvents(
  events: ReadonlyArray<{ date: string }>,
  tzHours: number,
  nowMs: number,
  fieldPrefix = 'events',
  hint?: string,
): void {
  const t = localDateOf(jdUtFromUnixMs(nowMs), { tzHours });
  const today = formatIsoDate(t);
  events.forEach((e, i) => {
    // compared as dates, not strings: '+002999-01-01' and '-0500-01-01' sort wrong as text
    if (compareDates(dateFields(e.date), t) > 0)
      throw new ApiError(
        400,
        'FUTURE_EVENT',
        `${fieldPrefix}.${i}.date: ${e.date} is after today (${today}); rectification fits past events only`,
        { field: `${fieldPrefix}.${i}.date`, ...(hint ? { hint } : {}) },
      );
  });
}

/**
 * Run the engine; its input errors become 400s naming the field. `gridField` names the field
 * that sets the grid in this family's body (R: gridMinutes; R2: windowMinutes), for the cost cap.
 */
export function runRectify(
  q: Parameters<typeof rectify>[0],
  hints: Record<string, string> = {},
  gridField = 'gridMinutes',
  windowField = 'birthWindow.endTime',
): RectifyResult {
  try {
    return rectify(q);
  } catch (err) {
    if (err instanceof EngineInputError) {
      const field =
        err.code === 'COST_CAP_EXCEEDED' || err.field === 'gridMinutes'
          ? gridField
          : err.field === 'window'
            ? windowField
            : (err.field ?? 'body');
      const hint = hints[field.split('.')[0] ?? field];
      const message =
        err.code === 'COST_CAP_EXCEEDED'
          ? `${gridField} and events: ${err.message}`
          : `${field}: ${err.message}`;
      throw new ApiError(
        400,
        err.code === 'COST_CAP_EXCEEDED' ? err.code : 'INVALID_FIELD',
        message,
        { field, ...(hint ? { hint } : {}) },
      );
    }
    throw err;
  }
}

/** Per-IP limits of rectify (docs/limits.md); R's 429 has no Retry-After, R2's does. */
export const RECTIFY_LIMIT: LimitOptions = { bucket: 'rectify', limit: 30, windowMs: HOUR_MS };
export const R2_RECTIFY_LIMIT: LimitOptions = {
  bucket: 'r2-rectify',
  limit: 30,
  windowMs: HOUR_MS,
  retryAfter: true,
};

export const REVERSE_FIT_NOTE =
  'Reverse fit only: candidates are ranked by how the dasha lords running at the given past events signify them. Nothing is said about any date after the latest event.';

/** The rectify answer for a validated body at the instant `nowMs` (used only to refuse future events). */
export function rectifyResponse(body: RectifyBody, nowMs: number) {
  const tz = body.location.tz ?? body.location.tzHours!;
  refuseFutureEvents(body.events, tz, nowMs);
  const { year: y, month: m, day: d } = dateFields(body.birthDate);
  const start = jdFromGregorian(y, m, d, minutesOf(body.birthWindow.startTime) / 1440) - tz / 24;
  const end = jdFromGregorian(y, m, d, minutesOf(body.birthWindow.endTime) / 1440) - tz / 24;
  assertSupportedInstant(start, 'birthDate');
  assertSupportedInstant(end, 'birthDate');
  // without gridMinutes, the default step narrows for a short window so that 3 candidates exist (the answer echoes the step used)
  const gridMinutes =
    body.gridMinutes ??
    gridForCandidates(start, end, RECTIFY_DEFAULT_GRID_MINUTES) ??
    RECTIFY_DEFAULT_GRID_MINUTES;
  const r = runRectify({
    startJdUt: start,
    endJdUt: end,
    gridMinutes,
    latDeg: body.location.lat,
    lonDeg: body.location.lon,
    zone: { tzHours: tz },
    events: body.events.map((e) => ({
      date: e.date,
      category: e.category as RectifyCategory,
      jdUt: eventNoonJdUt(e.date, tz),
    })),
    ayanamsa: body.ayanamsa ?? 'lahiri',
  });
  return {
    input: {
      ...body,
      location: { lat: body.location.lat, lon: body.location.lon, tz },
      gridMinutes,
      ayanamsa: body.ayanamsa ?? 'lahiri',
    },
    note: REVERSE_FIT_NOTE,
    ...r,
  };
}

export async function postRectify(c: Context<AppEnv>): Promise<Response> {
  const body = await parseJsonBody(c, rectifyBodySchema, RECTIFY_PARSE);
  return respond(c, rectifyResponseSchema, rectifyResponse(body, Date.now()), 200, {
    'Cache-Control': 'no-store',
  });
}
