/**
 * @module zod schemas shared by several families: flat birth fields, coordinates, settings.
 * Each family composes these; a field's rule is written once.
 */
import * as z from 'zod';
import { AYANAMSA_NAMES, resolveAyanamsaName } from '../engine/ephemeris/index.js';
import { HOUSE_SYSTEMS } from '../engine/chart/sovereign.js';

export const latSchema = z.number().min(-90).max(90);
export const lonSchema = z.number().min(-180).max(180);
export const tzHoursSchema = z.number().min(-14).max(14);
export const yearSchema = z.number().int().min(1900).max(2100);

/** Ayanamsa by name or alias (kp = krishnamurti, surya_siddhanta = surya-siddhanta...). */
export const ayanamsaSchema = z.string().transform((s, ctx) => {
  const r = resolveAyanamsaName(s);
  if (!r) {
    ctx.addIssue({ code: 'custom', message: `must be one of ${AYANAMSA_NAMES.join(', ')} (alias kp)` });
    return z.NEVER;
  }
  return r;
}).meta({
  // the OpenAPI document lists the names and aliases the server accepts (it also ignores case and '-', '_')
  enum: [...AYANAMSA_NAMES, 'kp', 'chitrapaksha', 'surya_siddhanta', 'true-chitra', 'true_citra', 'true-pushya', 'fagan-bradley', 'fagan'],
});
export const nodeModeSchema = z.enum(['mean', 'true']);
export const houseSystemSchema = z.enum(HOUSE_SYSTEMS);

/** True when year-month-day is a real Gregorian date. */
export function isRealDate(year: number, month: number, day: number): boolean {
  const dim = [31, (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return dim !== undefined && day >= 1 && day <= dim;
}

/** Adds a 'day' issue when the date does not exist (31 February). */
export function refineRealDate(v: { year: number; month: number; day: number }, ctx: z.RefinementCtx): void {
  if (!isRealDate(v.year, v.month, v.day)) {
    ctx.addIssue({ code: 'custom', path: ['day'], message: `${v.year}-${String(v.month).padStart(2, '0')} has no day ${v.day}` });
  }
}

/** YYYY-MM-DD in the spec's 1900-2100 range, real date. */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD').superRefine((s, ctx) => {
  const [y, m, d] = s.split('-').map(Number) as [number, number, number];
  if (y < 1900 || y > 2100) ctx.addIssue({ code: 'custom', message: 'year must be between 1900 and 2100', params: { code: 'OUT_OF_EPOCH_RANGE' } });
  else if (!isRealDate(y, m, d)) ctx.addIssue({ code: 'custom', message: `${s} is not a real date` });
}).meta({ format: 'date', pattern: '^(19\\d\\d|20\\d\\d|2100)-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', description: 'YYYY-MM-DD, 1900-01-01 to 2100-12-31, a real date' });

/** An IANA zone id (Area/Location, or UTC); numeric offsets are refused as the spec says. */
export const ianaZoneSchema = z.string().min(1).max(64).superRefine((s, ctx) => {
  if (!/^(?:UTC|GMT|[A-Za-z][A-Za-z_]*(?:\/[A-Za-z0-9_+\-]+)+)$/.test(s)) {
    ctx.addIssue({ code: 'custom', message: 'must be an IANA zone id such as Asia/Kolkata (numeric offsets are not accepted)', params: { code: 'INVALID_TIMEZONE' } });
  }
}).meta({ pattern: '^(?:UTC|GMT|[A-Za-z][A-Za-z_]*(?:/[A-Za-z0-9_+\\-]+)+)$', description: 'an IANA zone id such as Asia/Kolkata' });

/** A decimal number written in a query string ("28.61", "-5.5", "1e1"); empty and "NaN" refused. */
export const queryNumberSchema = z
  .string()
  .trim()
  .regex(/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/, 'must be a decimal number')
  .transform(Number);
