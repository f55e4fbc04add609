/**
 * @module Julian days and Delta T. UT means UT1 (taken equal to UTC for civil input; the
 * difference is under 0.9 s and is what Swiss Ephemeris does for swe_julday input).
 */
import {
  DELTA_T_DECADE_FIRST_YEAR,
  DELTA_T_DECADE_SECONDS,
  DELTA_T_FIRST_YEAR,
  DELTA_T_SECONDS,
} from './delta-t-table.js';
import { dateOfEpochDay, jdOfDate, UNIX_EPOCH_JD } from './calendar.js';

/** Julian day of J2000.0 (2000-01-01 12:00 TT). */
export const J2000_JD = 2451545.0;
/** Julian day of the Unix epoch, 1970-01-01 0h UT. */
export { UNIX_EPOCH_JD };
/** Milliseconds per day. */
export const MS_PER_DAY = 86_400_000;
/** Seconds per day. */
export const SECONDS_PER_DAY = 86_400;

/** JD (UT) of a Unix time in milliseconds. */
export function jdUtFromUnixMs(unixMs: number): number {
  return UNIX_EPOCH_JD + unixMs / MS_PER_DAY;
}
/** Unix milliseconds of a JD (UT). */
export function unixMsFromJdUt(jdUt: number): number {
  return (jdUt - UNIX_EPOCH_JD) * MS_PER_DAY;
}
/** ISO 8601 UTC string (millisecond precision) of a JD (UT). */
export function isoFromJdUt(jdUt: number): string {
  return new Date(Math.round(unixMsFromJdUt(jdUt))).toISOString();
}

/**
 * JD of a proleptic Gregorian calendar date at 0h plus a day fraction, from the calendar module
 * (Temporal; checked against Meeus ch. 7 in test/engine/time/calendar.test.ts). Works for negative
 * (astronomical) years.
 */
export function jdFromGregorian(year: number, month: number, day: number, dayFraction = 0): number {
  return jdOfDate(year, month, day, dayFraction);
}

/** Decimal year of a JD, for Delta T lookup. */
function decimalYear(jd: number): number {
  return 2000 + (jd - J2000_JD) / 365.2425;
}

/**
 * Delta T = TT - UT in seconds, for any JD (UT); negative (astronomical) years work.
 * The values are Swiss Ephemeris 2.10.03's own (swe_deltat_ex), sampled into tables:
 * - 1600-2200: yearly values, linear interpolation (within 0.03 s of SE; SE's model is its
 *   yearly table from 1620 and its extrapolation after the last IERS value);
 * - -3000..3000 otherwise: values every ten years, cubic (4-point) interpolation (within 0.01 s of
 *   SE; before 1620 SE uses Stephenson, Morrison & Hohenkerk 2016);
 * - beyond: the long-term parabola -20 + 32 u^2 (u = (year - 1820)/100, Morrison & Stephenson
 *   2004), shifted to join the table.
 * See docs/accuracy.md for the accuracy of Delta T itself outside the era of observations.
 */
export function deltaTSeconds(jdUt: number): number {
  const y = decimalYear(jdUt);
  const lastYear = DELTA_T_FIRST_YEAR + DELTA_T_SECONDS.length - 1;
  if (y >= DELTA_T_FIRST_YEAR && y < lastYear) {
    // the table holds values at 1 Jan 0h UT of each year
    const yi = Math.floor(y);
    const j0 = jdFromGregorian(yi, 1, 1);
    const j1 = jdFromGregorian(yi + 1, 1, 1);
    const f = (jdUt - j0) / (j1 - j0);
    const i = yi - DELTA_T_FIRST_YEAR;
    return DELTA_T_SECONDS[i]! + f * (DELTA_T_SECONDS[i + 1]! - DELTA_T_SECONDS[i]!);
  }
  const tab = DELTA_T_DECADE_SECONDS;
  const first = DELTA_T_DECADE_FIRST_YEAR;
  // cubic interpolation needs a node on each side: usable from the second to the third-last node
  const lo = first + 10;
  const hi = first + 10 * (tab.length - 3);
  if (y >= lo && y < hi) {
    const i = Math.floor((y - first) / 10);
    const yi = first + 10 * i;
    const j0 = jdFromGregorian(yi, 1, 1);
    const f = (jdUt - j0) / (jdFromGregorian(yi + 10, 1, 1) - j0);
    const p0 = tab[i - 1]!,
      p1 = tab[i]!,
      p2 = tab[i + 1]!,
      p3 = tab[i + 2]!;
    // Lagrange through nodes at -1, 0, 1, 2
    return (
      p1 +
      f *
        ((p2 - p0) / 2 +
          f * ((2 * p0 - 5 * p1 + 4 * p2 - p3) / 2 + (f * (3 * (p1 - p2) + p3 - p0)) / 2))
    );
  }
  const parabola = (year: number): number => {
    const u = (year - 1820) / 100;
    return -20 + 32 * u * u;
  };
  if (y < lo) return parabola(y) - parabola(lo) + tab[1]!;
  return parabola(y) - parabola(hi) + tab[tab.length - 3]!;
}

/** JD in TT of a JD in UT. */
export function jdTtFromUt(jdUt: number): number {
  return jdUt + deltaTSeconds(jdUt) / SECONDS_PER_DAY;
}

/** Proleptic Gregorian civil date of a day count from 1970-01-01 (the calendar module's). */
export function civilFromDays(z0: number): { year: number; month: number; day: number } {
  return dateOfEpochDay(z0);
}
