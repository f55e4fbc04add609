/**
 * @module The one calendar module: every civil date step, leap year, month length, weekday and
 * date <-> day-count conversion of the service goes through here, never through `Date.UTC` (which
 * reads years 0-99 as 1900-1999) or a leap-year rule written somewhere else.
 *
 * Dates are proleptic Gregorian with astronomical year numbering (year 0 = 1 BCE, -1 = 2 BCE), as
 * ISO 8601 and Temporal use them, over Temporal's whole range (-271821..275760).
 *
 * The Gregorian rule (a leap year every fourth year, except centuries not divisible by 400) and the
 * month lengths are written once, here, as plain arithmetic: a year's first day and its leap-ness
 * are kept per year, and every conversion is a table lookup from them. Temporal answered these
 * facts before; asking it cost 1-3 us a call and, in a new isolate, the interpretation of the
 * polyfill's date machinery on the first chart (each dasha period's year). The answers are
 * Temporal's: test/engine/time/calendar.test.ts checks every year from -3000 to 5000 and 2,000 more
 * across Temporal's range against Temporal, and 10,000 dates against Meeus's Julian-day formula,
 * an algorithm written independently in the test.
 *
 * The Julian calendar (Julius Caesar's, leap year every fourth year with no exception) is given
 * for reading historical dates: `julianCalendarOf` and `gregorianOfJulianCalendar`. The service
 * takes and answers Gregorian dates everywhere.
 */

/** A civil calendar date: proleptic Gregorian, astronomical year numbering. */
export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

/** Julian day of the Unix epoch, 1970-01-01 0h UT. */
export const UNIX_EPOCH_JD = 2440587.5;

/** Temporal's range of plain dates (years). */
export const CALENDAR_MIN_YEAR = -271_820;
export const CALENDAR_MAX_YEAR = 275_759;

/** Weekday (0 = Sunday .. 6 = Saturday) of 1970-01-01: a Thursday. */
const EPOCH_WEEKDAY0 = 4;

/** Days before the first of each month (index 0..12) in a common and in a leap year. */
const COMMON_YEAR = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365];
const LEAP_YEAR = [0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335, 366];

interface YearFacts {
  startDay: number;
  leap: boolean;
}
const years = new Map<number, YearFacts>();

function checkYear(year: number): void {
  if (!Number.isInteger(year) || year < CALENDAR_MIN_YEAR || year > CALENDAR_MAX_YEAR)
    throw new RangeError(
      `year ${String(year)} is outside the calendar's range ${CALENDAR_MIN_YEAR}..${CALENDAR_MAX_YEAR}`,
    );
}

/** Leap years before 1 January of `year` since year 0, counted with floor division (negative years too). */
function leapsBefore(year: number): number {
  const y = year - 1;
  return Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400) + 1; // + 1: year 0 is a leap year
}

/** Epoch day of 1 January and leap-ness of a year (the Gregorian rule), cached. */
function yearFacts(year: number): YearFacts {
  let f = years.get(year);
  if (f === undefined) {
    checkYear(year);
    const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
    // 1 January 1970 is 719,528 days after 1 January of year 0
    f = { startDay: 365 * year + leapsBefore(year) - 719_528, leap };
    if (years.size >= 20_000) years.clear();
    years.set(year, f);
  }
  return f;
}

/** True when the year (astronomical numbering) is a leap year of the Gregorian calendar. */
export function isLeapYear(year: number): boolean {
  return yearFacts(year).leap;
}

/** Days in a month of the proleptic Gregorian calendar (0 for a month outside 1..12). */
export function daysInMonth(year: number, month: number): number {
  if (!Number.isInteger(month) || month < 1 || month > 12) return 0;
  const cum = yearFacts(year).leap ? LEAP_YEAR : COMMON_YEAR;
  return cum[month]! - cum[month - 1]!;
}

/** True when year-month-day is a real date of the proleptic Gregorian calendar (integers, in Temporal's range). */
export function isRealDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || year < CALENDAR_MIN_YEAR || year > CALENDAR_MAX_YEAR) return false;
  return Number.isInteger(day) && day >= 1 && day <= daysInMonth(year, month);
}

/**
 * Days since 1970-01-01 of a date. `day` may run past the month's end or below 1 (it counts on from
 * the first of the month), as Julian-day formulas allow; month must be 1..12.
 */
export function epochDayOf(year: number, month: number, day: number): number {
  if (!Number.isInteger(month) || month < 1 || month > 12)
    throw new RangeError(`month ${String(month)} is not 1..12`);
  const f = yearFacts(year);
  return f.startDay + (f.leap ? LEAP_YEAR : COMMON_YEAR)[month - 1]! + day - 1;
}

/** The date of a day count since 1970-01-01 (an integer). */
export function dateOfEpochDay(epochDay: number): CivilDate {
  if (!Number.isInteger(epochDay))
    throw new RangeError(`epoch day ${String(epochDay)} is not an integer`);
  let year = 1970 + Math.floor(epochDay / 365.2425);
  while (yearFacts(year).startDay > epochDay) year--;
  while (yearFacts(year + 1).startDay <= epochDay) year++;
  const f = yearFacts(year);
  const cum = f.leap ? LEAP_YEAR : COMMON_YEAR;
  const doy = epochDay - f.startDay;
  let month = 1;
  while (cum[month]! <= doy) month++;
  return { year, month, day: doy - cum[month - 1]! + 1 };
}

/** The date n days after `date` (n may be negative). */
export function addDays(date: CivilDate, n: number): CivilDate {
  return dateOfEpochDay(epochDayOf(date.year, date.month, date.day) + n);
}

/** Whole days from `a` to `b` (positive when b is later). */
export function daysBetween(a: CivilDate, b: CivilDate): number {
  return epochDayOf(b.year, b.month, b.day) - epochDayOf(a.year, a.month, a.day);
}

/** Compare two dates: negative, 0 or positive as a is before, equal to or after b. */
export function compareDates(a: CivilDate, b: CivilDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Weekday (0 = Sunday .. 6 = Saturday) of a day count since 1970-01-01. */
export function weekday0OfEpochDay(epochDay: number): number {
  return (((epochDay + EPOCH_WEEKDAY0) % 7) + 7) % 7;
}

/** Weekday (0 = Sunday .. 6 = Saturday, the vara index) of a date. */
export function weekday0Of(date: CivilDate): number {
  return weekday0OfEpochDay(epochDayOf(date.year, date.month, date.day));
}

/** Julian day of 0h UT of a date plus a fraction of a day (day may overflow, see epochDayOf). */
export function jdOfDate(year: number, month: number, day: number, dayFraction = 0): number {
  return UNIX_EPOCH_JD + epochDayOf(year, month, day) + dayFraction;
}

/** The UT date of the day that holds a Julian day (a day runs from 0h UT). */
export function dateOfJd(jd: number): CivilDate {
  return dateOfEpochDay(Math.floor(jd - UNIX_EPOCH_JD));
}

/** ISO 8601 year text: 4 digits in 0..9999, else the expanded form (+/-YYYYYY), as Temporal writes it. */
export function formatIsoYear(year: number): string {
  if (year >= 0 && year <= 9999) return String(year).padStart(4, '0');
  return (year < 0 ? '-' : '+') + String(Math.abs(year)).padStart(6, '0');
}

/** YYYY-MM-DD (expanded year outside 0..9999, e.g. -000500-03-21), as Temporal's PlainDate#toString. */
export function formatIsoDate(date: CivilDate): string {
  return `${formatIsoYear(date.year)}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

/** The date syntax every family reads: YYYY-MM-DD, -YYYY-MM-DD, or the ISO expanded +/-YYYYYY-MM-DD. */
export const ISO_DATE_RE = /^([+-]\d{6}|-?\d{4})-(\d{2})-(\d{2})$/;

/** The fields of a date written as ISO_DATE_RE says, or null when it is not one (month and day unchecked). */
export function isoDateFields(s: string): CivilDate | null {
  const m = ISO_DATE_RE.exec(s);
  if (!m) return null;
  const year = Number(m[1]);
  if (Object.is(year, -0)) return null; // "-0000" and "-000000": ISO 8601 forbids minus zero
  return { year, month: Number(m[2]), day: Number(m[3]) };
}

/** Epoch day of 1 January of a year of the Julian calendar (astronomical numbering). */
function julianYearStart(year: number): number {
  // 365 days a year plus one for each leap year (divisible by 4) before it; anchored on Julian 1970-01-01 = Gregorian 1970-01-14
  return 365 * year + Math.floor((year + 3) / 4) - 719_530;
}
const julianLeap = (year: number) => ((year % 4) + 4) % 4 === 0;

/** The Julian-calendar date of a Gregorian date (astronomical numbering). */
export function julianCalendarOf(date: CivilDate): CivilDate {
  const n = epochDayOf(date.year, date.month, date.day);
  let year = date.year;
  while (julianYearStart(year) > n) year--;
  while (julianYearStart(year + 1) <= n) year++;
  const cum = julianLeap(year) ? LEAP_YEAR : COMMON_YEAR;
  const doy = n - julianYearStart(year);
  let month = 1;
  while (cum[month]! <= doy) month++;
  return { year, month, day: doy - cum[month - 1]! + 1 };
}

/** The Gregorian date of a Julian-calendar date. */
export function gregorianOfJulianCalendar(date: CivilDate): CivilDate {
  const cum = julianLeap(date.year) ? LEAP_YEAR : COMMON_YEAR;
  return dateOfEpochDay(julianYearStart(date.year) + cum[date.month - 1]! + date.day - 1);
}
