/**
 * The calendar module (src/engine/time/calendar.ts) against an independent algorithm written here:
 * Meeus, Astronomical Algorithms (2nd ed.), chapter 7 — the Julian day of a calendar date
 * (Gregorian with B = 2 - A + INT(A/4), Julian calendar with B = 0), its inverse, and the weekday
 * (JD + 1.5) mod 7. 10,000 dates are drawn over the whole supported range (fast-check, fixed seed),
 * and each is checked for its Julian day, its weekday, its leap year, its Julian-calendar reading and
 * day stepping (n days on = JD + n, and back through the inverse formula).
 */
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import * as cal from '../../../src/engine/time/calendar.js';
import { jdFromGregorian, civilFromDays } from '../../../src/engine/time/julian.js';
import { daysInMonth as zonesDaysInMonth, localDateOf } from '../../../src/engine/time/zones.js';
import { SUPPORTED_RANGE } from '../../../src/engine/time/supported-range.js';
import { addDays as solarAddDays, weekdayOf } from '../../../src/engine/calendar/solar-day.js';
import { isRealDate as routeIsRealDate } from '../../../src/routes/schemas.js';

// --- Meeus, chapter 7, written from the book ---------------------------------------------------
const INT = Math.floor;
/** JD of year-month-day (day may carry a fraction); gregorian false: the Julian calendar (B = 0). */
function meeusJd(year: number, month: number, day: number, gregorian: boolean): number {
  let y = year;
  let m = month;
  if (m <= 2) {
    y -= 1;
    m += 12;
  }
  const a = INT(y / 100);
  const b = gregorian ? 2 - a + INT(a / 4) : 0;
  return INT(365.25 * (y + 4716)) + INT(30.6001 * (m + 1)) + day + b - 1524.5;
}
/** Calendar date of a JD (Meeus 7, "calculation of the calendar date from the JD"); gregorian false: Julian calendar. */
function meeusDate(jd: number, gregorian: boolean): { year: number; month: number; day: number } {
  const z = INT(jd + 0.5);
  let a = z;
  if (gregorian) {
    const alpha = INT((z - 1867216.25) / 36524.25);
    a = z + 1 + alpha - INT(alpha / 4);
  }
  const b = a + 1524;
  const c = INT((b - 122.1) / 365.25);
  const d = INT(365.25 * c);
  const e = INT((b - d) / 30.6001);
  const day = b - d - INT(30.6001 * e);
  const month = e < 14 ? e - 1 : e - 13;
  const year = month > 2 ? c - 4716 : c - 4715;
  return { year, month, day };
}
/** Weekday 0 = Sunday (Meeus 7: JD + 1.5, mod 7, 0 = Sunday). */
const meeusWeekday = (jd0h: number) => ((INT(jd0h + 1.5) % 7) + 7) % 7;
/** The leap-year rule of each calendar as the book states it. */
const gregorianLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
// ------------------------------------------------------------------------------------------------

const { minYear, maxYear } = SUPPORTED_RANGE;
const DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** A date over the supported range: any year, month, and a day valid in that month. */
const dateArb = fc
  .record({
    year: fc.integer({ min: minYear, max: maxYear }),
    month: fc.integer({ min: 1, max: 12 }),
    dayPick: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
  })
  .map(({ year, month, dayPick }) => {
    const dim = month === 2 ? (gregorianLeap(year) ? 29 : 28) : DAYS[month - 1]!;
    return { year, month, day: 1 + Math.floor(dayPick * dim) };
  });
const RUNS = { numRuns: 10_000, seed: 22_1 };

describe('calendar module against Meeus (10,000 dates over the supported range)', () => {
  it('Julian day, weekday, leap year and month length of each date', () => {
    fc.assert(
      fc.property(dateArb, (d) => {
        const jd = meeusJd(d.year, d.month, d.day, true);
        expect(cal.jdOfDate(d.year, d.month, d.day)).toBe(jd);
        expect(jdFromGregorian(d.year, d.month, d.day)).toBe(jd);
        expect(cal.weekday0Of(d)).toBe(meeusWeekday(jd));
        expect(weekdayOf(d)).toBe(meeusWeekday(jd));
        expect(cal.isLeapYear(d.year)).toBe(gregorianLeap(d.year));
        const nextMonthJd =
          d.month === 12 ? meeusJd(d.year + 1, 1, 1, true) : meeusJd(d.year, d.month + 1, 1, true);
        const dim = nextMonthJd - meeusJd(d.year, d.month, 1, true);
        expect(cal.daysInMonth(d.year, d.month)).toBe(dim);
        expect(zonesDaysInMonth(d.year, d.month)).toBe(dim);
        expect(cal.isRealDate(d.year, d.month, dim)).toBe(true);
        expect(cal.isRealDate(d.year, d.month, dim + 1)).toBe(false);
        expect(routeIsRealDate(d.year, d.month, dim + 1)).toBe(false);
        expect(cal.dateOfJd(jd + 0.75)).toEqual(d);
        expect(cal.dateOfEpochDay(jd - cal.UNIX_EPOCH_JD)).toEqual(d);
        expect(civilFromDays(jd - cal.UNIX_EPOCH_JD)).toEqual(d);
      }),
      RUNS,
    );
  });

  it('day stepping: n days on is JD + n, and the inverse formula gives the same date', () => {
    fc.assert(
      fc.property(dateArb, fc.integer({ min: -800, max: 800 }), (d, n) => {
        const jd = meeusJd(d.year, d.month, d.day, true);
        const want = meeusDate(jd + n, true);
        expect(cal.addDays(d, n)).toEqual(want);
        expect(solarAddDays(d, n)).toEqual(want);
        expect(cal.daysBetween(d, want)).toBe(n);
        expect(cal.weekday0Of(want)).toBe(meeusWeekday(jd + n));
      }),
      RUNS,
    );
  });

  it('the Julian-calendar reading of each date agrees with Meeus with B = 0', () => {
    fc.assert(
      fc.property(dateArb, (d) => {
        const jd = meeusJd(d.year, d.month, d.day, true);
        const j = meeusDate(jd, false);
        expect(cal.julianCalendarOf(d)).toEqual(j);
        expect(meeusJd(j.year, j.month, j.day, false)).toBe(jd);
        expect(cal.gregorianOfJulianCalendar(j)).toEqual(d);
      }),
      RUNS,
    );
  });

  it('local dates of instants carry the weekday of their day', () => {
    fc.assert(
      fc.property(dateArb, fc.double({ min: 0, max: 0.999, noNaN: true }), (d, frac) => {
        const jd = meeusJd(d.year, d.month, d.day, true);
        const l = localDateOf(jd + frac, { tzHours: 0 });
        expect({ year: l.year, month: l.month, day: l.day }).toEqual(d);
        expect(l.weekday0).toBe(meeusWeekday(jd));
      }),
      { numRuns: 2_000, seed: 22_2 },
    );
  });
});

describe('calendar module: the cases that broke', () => {
  it('years 0-99 are years 0-99 (Date.UTC reads them as 1900-1999)', () => {
    expect(cal.addDays({ year: 50, month: 2, day: 27 }, 2)).toEqual({ year: 50, month: 3, day: 1 });
    expect(cal.addDays({ year: 52, month: 2, day: 28 }, 1)).toEqual({
      year: 52,
      month: 2,
      day: 29,
    });
    // 0050-03-01 was a Tuesday; Date.UTC's 1950-03-01 was a Wednesday
    expect(meeusWeekday(meeusJd(50, 3, 1, true))).toBe(2);
    expect(cal.weekday0Of({ year: 50, month: 3, day: 1 })).toBe(2);
    expect(weekdayOf({ year: 50, month: 3, day: 1 })).toBe(2);
  });
  it('the Gregorian reform: Julian 1582-10-04 is followed by Gregorian 1582-10-15', () => {
    expect(cal.julianCalendarOf({ year: 1582, month: 10, day: 14 })).toEqual({
      year: 1582,
      month: 10,
      day: 4,
    });
    expect(cal.gregorianOfJulianCalendar({ year: 1582, month: 10, day: 5 })).toEqual({
      year: 1582,
      month: 10,
      day: 15,
    });
  });
  it('formats and reads the ISO expanded year', () => {
    expect(cal.formatIsoDate({ year: -500, month: 3, day: 1 })).toBe('-000500-03-01');
    expect(cal.formatIsoDate({ year: 50, month: 3, day: 1 })).toBe('0050-03-01');
    expect(cal.isoDateFields('-0500-03-01')).toEqual({ year: -500, month: 3, day: 1 });
    expect(cal.isoDateFields('+002000-03-01')).toEqual({ year: 2000, month: 3, day: 1 });
    expect(cal.isoDateFields('-0000-03-01')).toBeNull();
  });
});

describe('the Gregorian rule written in the module, against Temporal', () => {
  it("gives Temporal's first day, leap year and month lengths of every year from -3000 to 5000 and of 2,000 more across its range", () => {
    const epoch = new Temporal.PlainDate(1970, 1, 1);
    const years: number[] = [];
    for (let y = -3000; y <= 5000; y++) years.push(y);
    for (let k = 0; k < 2000; k++)
      years.push(
        cal.CALENDAR_MIN_YEAR +
          Math.floor(
            (((k * 2654435761) % 1e9) / 1e9) * (cal.CALENDAR_MAX_YEAR - cal.CALENDAR_MIN_YEAR),
          ),
      );
    years.push(cal.CALENDAR_MIN_YEAR, cal.CALENDAR_MAX_YEAR);
    for (const y of years) {
      const jan1 = new Temporal.PlainDate(y, 1, 1);
      expect(cal.epochDayOf(y, 1, 1), `${y}`).toBe(jan1.since(epoch, { largestUnit: 'days' }).days);
      expect(cal.isLeapYear(y), `${y}`).toBe(jan1.inLeapYear);
      if (y % 97 === 0)
        for (let m = 1; m <= 12; m++)
          expect(cal.daysInMonth(y, m)).toBe(new Temporal.PlainYearMonth(y, m).daysInMonth);
    }
    expect(cal.weekday0Of({ year: 1970, month: 1, day: 1 })).toBe(epoch.dayOfWeek % 7);
  });
});
