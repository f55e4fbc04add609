/**
 * @module zod schemas shared by several families: flat birth fields, coordinates, settings.
 * Each family composes these; a field's rule is written once.
 */
import * as z from 'zod';
import { AYANAMSA_NAMES, resolveAyanamsaName } from '../engine/ephemeris/index.js';
import { HOUSE_SYSTEMS } from '../engine/chart/sovereign.js';
import {
  type CivilDate,
  daysBetween,
  isoDateFields,
  ISO_DATE_RE,
  isRealDate as calendarIsRealDate,
} from '../engine/time/calendar.js';
import {
  RANGE_MESSAGE,
  SUPPORTED_RANGE,
  supportedRangeText,
} from '../engine/time/supported-range.js';
import { FESTIVAL_TRADITIONS } from '../engine/utsava/traditions.js';
import { lazySchema } from '../http/lazy-schema.js';

export const latSchema = lazySchema(() => z.number().min(-90).max(90));
export const lonSchema = lazySchema(() => z.number().min(-180).max(180));
export const tzHoursSchema = lazySchema(() => z.number().min(-14).max(14));

/**
 * The service's one date range (docs/dates.md): every family takes the engine's supported range,
 * proleptic Gregorian, astronomical years (0 = 1 BCE, -1 = 2 BCE), where its positions are measured
 * against Swiss Ephemeris (docs/accuracy.md, "Supported date range").
 */
export { RANGE_MESSAGE };
/** The supported years as descriptions write them (`-1400 to 2999`): from SUPPORTED_RANGE, the one statement (docs/dates.md). */
export const SUPPORTED_YEARS = `${SUPPORTED_RANGE.minYear} to ${SUPPORTED_RANGE.maxYear}`;
export const yearSchema = z
  .number()
  .int()
  .superRefine((y, ctx) => {
    if (y < SUPPORTED_RANGE.minYear || y > SUPPORTED_RANGE.maxYear)
      ctx.addIssue({
        code: 'custom',
        message: RANGE_MESSAGE,
        params: { code: 'OUT_OF_EPOCH_RANGE' },
      });
  })
  .meta({
    minimum: SUPPORTED_RANGE.minYear,
    maximum: SUPPORTED_RANGE.maxYear,
    description: 'astronomical year: 0 = 1 BCE, -1 = 2 BCE',
  });
/**
 * A year written in a query string, four digits as the spec asks (`year=YYYY`): 2026, 0026 for
 * the year 26, -0500 for 501 BCE, or ISO 8601's expanded form (+002026, -000500). `26` is refused
 * (issue 32: it was taken as the year 26).
 */
export const YEAR_QUERY_RE = /^(?:\d{4}|-\d{4}|[+-]\d{6})$/;
export const yearQuerySchema = lazySchema(() =>
  z
    .string()
    .trim()
    .regex(
      YEAR_QUERY_RE,
      'must be a four-digit year YYYY such as 2026 (0026 for the year 26; BCE as a negative year: -0500 is 501 BCE; or the expanded form +002026)',
    )
    .transform(Number)
    .pipe(yearSchema)
    .meta({ pattern: YEAR_QUERY_RE.source }),
);

/** Ayanamsa by name or alias (kp = krishnamurti, surya_siddhanta = surya-siddhanta...). */
export const ayanamsaSchema = lazySchema(() =>
  z
    .string()
    .transform((s, ctx) => {
      const r = resolveAyanamsaName(s);
      if (!r) {
        ctx.addIssue({
          code: 'custom',
          message: `must be one of ${AYANAMSA_NAMES.join(', ')} (alias kp)`,
        });
        return z.NEVER;
      }
      return r;
    })
    .meta({
      // the OpenAPI document lists the names and aliases the server accepts (it also ignores case and '-', '_')
      enum: [
        ...AYANAMSA_NAMES,
        'kp',
        'chitrapaksha',
        'surya_siddhanta',
        'true-chitra',
        'true_citra',
        'true-pushya',
        'fagan-bradley',
        'fagan',
      ],
    }),
);
export const nodeModeSchema = lazySchema(() => z.enum(['mean', 'true']));
export const houseSystemSchema = lazySchema(() => z.enum(HOUSE_SYSTEMS));

/** True when year-month-day is a real date of the proleptic Gregorian calendar (the calendar module's). */
export function isRealDate(year: number, month: number, day: number): boolean {
  return calendarIsRealDate(year, month, day);
}

/** Adds a 'day' issue when the date does not exist (31 February). */
export function refineRealDate(
  v: { year: number; month: number; day: number },
  ctx: z.RefinementCtx,
): void {
  if (!isRealDate(v.year, v.month, v.day)) {
    ctx.addIssue({
      code: 'custom',
      path: ['day'],
      message: `${v.year}-${String(v.month).padStart(2, '0')} has no day ${v.day}`,
    });
  }
}

/** Year, month and day of an ISO 8601 date inside the supported range, or the reason it is not one. */
export function parseIsoDate(s: string): CivilDate | string {
  const f = isoDateFields(s);
  if (!f)
    return 'must be an ISO 8601 date YYYY-MM-DD (BCE as a negative year, e.g. -0500-03-21 or -000500-03-21; year 0 is 1 BCE)';
  if (f.year < SUPPORTED_RANGE.minYear || f.year > SUPPORTED_RANGE.maxYear) return RANGE_MESSAGE;
  if (f.month < 1 || f.month > 12) return `${s} has no month ${f.month}`;
  if (!isRealDate(f.year, f.month, f.day)) return `${s} is not a real date (proleptic Gregorian)`;
  return f;
}

/** The fields of a date string a schema already accepted. */
export function dateFields(s: string): CivilDate {
  const r = parseIsoDate(s);
  if (typeof r === 'string') throw new Error(`unvalidated date: ${r}`);
  return r;
}

/** Whole days from one validated date string to another. */
export function daysFromTo(from: string, to: string): number {
  return daysBetween(dateFields(from), dateFields(to));
}

/** An ISO 8601 date in the supported range, a real date (BCE as a negative year). */
export const isoDateSchema = z
  .string()
  .max(20)
  .superRefine((s, ctx) => {
    const r = parseIsoDate(s);
    if (typeof r === 'string')
      ctx.addIssue({
        code: 'custom',
        message: r,
        ...(r === RANGE_MESSAGE ? { params: { code: 'OUT_OF_EPOCH_RANGE' } } : {}),
      });
  })
  .meta({
    pattern: ISO_DATE_RE.source,
    description: `ISO 8601 date YYYY-MM-DD, a real date; BCE as a negative year (astronomical numbering: 0 = 1 BCE), the ISO expanded form +/-YYYYYY-MM-DD accepted; supported ${supportedRangeText()}`,
  });

/** An IANA zone id (Area/Location, or UTC); numeric offsets are refused as the spec says. */
export const ianaZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .superRefine((s, ctx) => {
    if (!/^(?:UTC|GMT|[A-Za-z][A-Za-z_]*(?:\/[A-Za-z0-9_+-]+)+)$/.test(s)) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be an IANA zone id such as Asia/Kolkata (numeric offsets are not accepted)',
        params: { code: 'INVALID_TIMEZONE' },
      });
    }
  })
  .meta({
    pattern: '^(?:UTC|GMT|[A-Za-z][A-Za-z_]*(?:/[A-Za-z0-9_+\\-]+)+)$',
    description: 'an IANA zone id such as Asia/Kolkata',
  });

/** A decimal number written in a query string ("28.61", "-5.5", "1e1"); empty and "NaN" refused. */
export const queryNumberSchema = z
  .string()
  .trim()
  .regex(/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/, 'must be a decimal number')
  .transform(Number);

/**
 * The festival tradition whose rules decide the festival days (issue 31; src/engine/utsava/traditions.ts):
 * north (default, the North Indian rules), vaishnava, tamil, kerala, bengali, assamese, odia, nepali,
 * marathi, gujarati, telugu, kannada. Every festival route and feed takes it.
 */
export const festivalTraditionSchema = z
  .enum(FESTIVAL_TRADITIONS)
  .describe(
    `the festival tradition whose rules decide the days (${FESTIVAL_TRADITIONS.join(', ')}); default north, the North Indian rules of every earlier answer`,
  );
/** Where a festival is observed: computed for the place (local, default) or the date the tradition's homeland keeps (india). */
export const OBSERVE_MODES = ['local', 'india'] as const;
export type ObserveMode = (typeof OBSERVE_MODES)[number];
export const observeSchema = z
  .enum(OBSERVE_MODES)
  .describe(
    "local (default): the festivals computed for the place; india: the dates the tradition's homeland keeps, computed at its reference city (New Delhi for north, Chennai for tamil, Kathmandu for nepali, ...), as diaspora communities keep them",
  );
