/**
 * @module The date range over which the engine's positions are stated to agree with Swiss
 * Ephemeris within a bound, and the check that refuses instants outside it (Family V takes
 * ISO 8601 dates with BCE as negative, astronomical years: year 0 = 1 BCE, -1 = 2 BCE).
 *
 * The range and the bound come from `npm run accuracy:range` (scripts/accuracy-range.ts): the
 * longest run of centuries around 2000 in which the largest difference from Swiss Ephemeris
 * 2.10.03 of every graha's sidereal longitude and of the sidereal ascendant stays within the
 * bound, its end centuries checked with an instant every 2 days. See docs/accuracy.md,
 * "Supported date range", for the per-century table, the reference used in each century and what
 * limits the range: before -1400 Saturn's VSOP87 series itself (60.0" in -1500..-1401); after
 * 2999 no reference (SE's Moshier ephemeris ends at 3000).
 */
import { EngineInputError } from '../core/errors.js';
import { jdFromGregorian } from './julian.js';

/** The supported range: proleptic Gregorian astronomical years, inclusive, and the stated bound. */
export interface SupportedRange {
  /** first supported year (astronomical numbering: 0 = 1 BCE, -1 = 2 BCE) */
  minYear: number;
  /** last supported year, inclusive */
  maxYear: number;
  /** the largest difference from Swiss Ephemeris of any graha's sidereal longitude and of the ascendant, arcseconds */
  maxErrorArcsec: number;
  /** Julian day UT of minYear-01-01T00:00 (the first supported instant) */
  minJdUt: number;
  /** Julian day UT of (maxYear + 1)-01-01T00:00 (the first instant after the range) */
  endJdUt: number;
}

const MIN_YEAR = -1400;
const MAX_YEAR = 2999;

/** The supported date range of the engine (see the module note). */
export const SUPPORTED_RANGE: Readonly<SupportedRange> = Object.freeze({
  minYear: MIN_YEAR,
  maxYear: MAX_YEAR,
  maxErrorArcsec: 60,
  minJdUt: jdFromGregorian(MIN_YEAR, 1, 1),
  endJdUt: jdFromGregorian(MAX_YEAR + 1, 1, 1),
});

/** "-0500" style text of an astronomical year (ISO 8601 expanded form beyond 0..9999). */
function isoYear(y: number): string {
  if (y >= 0 && y <= 9999) return String(y).padStart(4, '0');
  return (y < 0 ? '-' : '+') + String(Math.abs(y)).padStart(6, '0');
}

/** The range as text for error messages, e.g. "-001400-01-01 .. 2999-12-31 (proleptic Gregorian, astronomical years: BCE as negative years, 0 = 1 BCE)". */
export function supportedRangeText(r: SupportedRange = SUPPORTED_RANGE): string {
  return `${isoYear(r.minYear)}-01-01 .. ${isoYear(r.maxYear)}-12-31 (proleptic Gregorian, astronomical years: BCE as negative years, 0 = 1 BCE)`;
}

/** True when a civil year lies inside the supported range. */
export function isSupportedYear(year: number): boolean {
  return (
    Number.isInteger(year) && year >= SUPPORTED_RANGE.minYear && year <= SUPPORTED_RANGE.maxYear
  );
}

/**
 * Throws EngineInputError OUT_OF_EPOCH_RANGE (field as given, default 'date') unless the instant
 * lies inside the supported range. The check is on the UT instant, so a local date on 1 January
 * of the first year east of Greenwich, which is still the previous year in UT, is refused too.
 * @param jdUt Julian day UT of the instant
 * @param field the request field to name in the error
 */
export function assertSupportedInstant(jdUt: number, field = 'date'): void {
  if (!(jdUt >= SUPPORTED_RANGE.minJdUt && jdUt < SUPPORTED_RANGE.endJdUt)) {
    throw new EngineInputError(
      'OUT_OF_EPOCH_RANGE',
      `${field} is outside the supported range ${supportedRangeText()}: positions there are not stated to agree with Swiss Ephemeris within ${SUPPORTED_RANGE.maxErrorArcsec}"`,
      field,
    );
  }
}

/** What a refused date is told: the range, and where its accuracy is measured. */
export const RANGE_MESSAGE = `must be within the supported range ${supportedRangeText()}, where the engine's accuracy is measured (docs/accuracy.md)`;
