/**
 * @module Julian days and Delta T. UT means UT1 (taken equal to UTC for civil input; the
 * difference is under 0.9 s and is what Swiss Ephemeris does for swe_julday input).
 */
import { DELTA_T_FIRST_YEAR, DELTA_T_SECONDS } from './delta-t-table.js';

export const J2000_JD = 2451545.0;
export const UNIX_EPOCH_JD = 2440587.5;
export const MS_PER_DAY = 86_400_000;
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
 * JD of a proleptic Gregorian calendar date at 0h plus a day fraction (Meeus ch. 7). Works for
 * negative (astronomical) years.
 */
export function jdFromGregorian(year: number, month: number, day: number, dayFraction = 0): number {
  let y = year;
  let m = month;
  if (m <= 2) { y -= 1; m += 12; }
  const a = Math.floor(y / 100);
  const b = 2 - a + Math.floor(a / 4);
  return Math.floor(365.25 * (y + 4716)) + Math.floor(30.6001 * (m + 1)) + day + b - 1524.5 + dayFraction;
}

/** Decimal year of a JD, for Delta T lookup. */
function decimalYear(jd: number): number {
  return 2000 + (jd - J2000_JD) / 365.2425;
}

/**
 * Delta T = TT - UT in seconds.
 * 1899-2101: linear interpolation of Swiss Ephemeris 2.10.03's own yearly values (within 0.035 s
 * of SE). Outside: the Espenak-Meeus (2006) polynomials, joined continuously at the table's ends.
 */
export function deltaTSeconds(jdUt: number): number {
  const y = decimalYear(jdUt);
  const last = DELTA_T_FIRST_YEAR + DELTA_T_SECONDS.length - 1;
  if (y >= DELTA_T_FIRST_YEAR && y < last) {
    // the table holds values at 1 Jan 0h UT of each year
    const yi = Math.floor(y);
    const j0 = jdFromGregorian(yi, 1, 1);
    const j1 = jdFromGregorian(yi + 1, 1, 1);
    const f = (jdUt - j0) / (j1 - j0);
    const i = yi - DELTA_T_FIRST_YEAR;
    return DELTA_T_SECONDS[i]! + f * (DELTA_T_SECONDS[i + 1]! - DELTA_T_SECONDS[i]!);
  }
  if (y < DELTA_T_FIRST_YEAR) {
    const joinJd = jdFromGregorian(DELTA_T_FIRST_YEAR, 1, 1);
    return espenakMeeus(y) - espenakMeeus(decimalYear(joinJd)) + DELTA_T_SECONDS[0]!;
  }
  const joinJd = jdFromGregorian(last, 1, 1);
  return espenakMeeus(y) - espenakMeeus(decimalYear(joinJd)) + DELTA_T_SECONDS[DELTA_T_SECONDS.length - 1]!;
}

/** Espenak & Meeus (2006) Delta T polynomials, NASA Five Millennium Canon, seconds. */
export function espenakMeeus(y: number): number {
  if (y < -500) { const u = (y - 1820) / 100; return -20 + 32 * u * u; }
  if (y < 500) { const u = y / 100; return 10583.6 - 1014.41 * u + 33.78311 * u ** 2 - 5.952053 * u ** 3 - 0.1798452 * u ** 4 + 0.022174192 * u ** 5 + 0.0090316521 * u ** 6; }
  if (y < 1600) { const u = (y - 1000) / 100; return 1574.2 - 556.01 * u + 71.23472 * u ** 2 + 0.319781 * u ** 3 - 0.8503463 * u ** 4 - 0.005050998 * u ** 5 + 0.0083572073 * u ** 6; }
  if (y < 1700) { const t = y - 1600; return 120 - 0.9808 * t - 0.01532 * t ** 2 + t ** 3 / 7129; }
  if (y < 1800) { const t = y - 1700; return 8.83 + 0.1603 * t - 0.0059285 * t ** 2 + 0.00013336 * t ** 3 - t ** 4 / 1174000; }
  if (y < 1860) { const t = y - 1800; return 13.72 - 0.332447 * t + 0.0068612 * t ** 2 + 0.0041116 * t ** 3 - 0.00037436 * t ** 4 + 0.0000121272 * t ** 5 - 0.0000001699 * t ** 6 + 0.000000000875 * t ** 7; }
  if (y < 1900) { const t = y - 1860; return 7.62 + 0.5737 * t - 0.251754 * t ** 2 + 0.01680668 * t ** 3 - 0.0004473624 * t ** 4 + t ** 5 / 233174; }
  if (y < 2150) { const u = (y - 1820) / 100; return -20 + 32 * u * u - 0.5628 * (2150 - y); }
  const u = (y - 1820) / 100; return -20 + 32 * u * u;
}

/** JD in TT of a JD in UT. */
export function jdTtFromUt(jdUt: number): number {
  return jdUt + deltaTSeconds(jdUt) / SECONDS_PER_DAY;
}
