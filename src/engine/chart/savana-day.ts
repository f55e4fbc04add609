/**
 * @module The savana (sunrise) day holding a birth, as the time-based special lagnas and upagrahas
 * read it: the sunrise that began it (the civil day's, or the previous civil day's for a birth
 * before sunrise), the civil day's own sunrise, the sunset, and the day or night part (sunrise to
 * sunset, sunset to the next sunrise) the birth falls in, with the weekday that rules it. Sunrise
 * and sunset are the hindu convention (the disc's centre on the horizon, no refraction), the
 * chart's own (src/engine/chart/basis.ts). A value is null where the Sun does not rise or set
 * (polar day or night). Pure: same basis, same day.
 */
import type { ChartBasis } from '../core/chart-basis.js';
import { nextRiseSet, sunRiseSetDay } from '../riseset/index.js';
import { localMidnightJdUt } from './basis.js';

export interface SavanaDay {
  /** the sunrise that began the vedic day of the birth (the previous civil day's for a birth before sunrise), JD UT */
  vedicSunriseJdUt: number | null;
  /** the sunrise of the birth's civil date, even when it comes after the birth, JD UT */
  civilSunriseJdUt: number | null;
  /** whether the birth falls between the vedic day's sunrise and its sunset */
  isDayBirth: boolean | null;
  /** the part of the savana day holding the birth: day (sunrise to sunset) or night (sunset to the next sunrise) */
  part: { kind: 'day' | 'night'; startJdUt: number; endJdUt: number } | null;
  /** weekday (0 = Sunday) of the vedic day: the civil date of the sunrise that began it */
  weekday0: number;
}

/** Weekday (0 = Sunday) of the civil date whose local noon is nearest `jdUt + tz` (the civil date holding the instant). */
export function civilWeekday0(jdUt: number, tzHours: number): number {
  return (Math.floor(jdUt + tzHours / 24 + 0.5) + 1) % 7;
}

/** The savana day of a birth (sunrises and sunsets the basis lacks are computed here). */
export function savanaDay(basis: ChartBasis): SavanaDay {
  const { jdUt, latDeg, lonDeg, tzHours } = basis;
  const midnight = localMidnightJdUt(jdUt, tzHours);
  const civil =
    basis.sunriseJdUt !== undefined
      ? basis.sunriseJdUt
      : sunRiseSetDay(midnight, latDeg, lonDeg, 'hindu').sunriseJdUt;
  // the vedic day began at the last sunrise at or before the birth: the civil date's, else the previous date's
  const vedic =
    civil !== null && civil <= jdUt
      ? civil
      : sunRiseSetDay(midnight - 1, latDeg, lonDeg, 'hindu').sunriseJdUt;
  const weekday0 = civilWeekday0(vedic ?? jdUt, tzHours);
  if (vedic === null || vedic > jdUt)
    return {
      vedicSunriseJdUt: null,
      civilSunriseJdUt: civil,
      isDayBirth: null,
      part: null,
      weekday0,
    };
  const set = nextRiseSet('Sun', 'set', vedic, latDeg, lonDeg, 'hindu');
  if (set === null)
    return {
      vedicSunriseJdUt: vedic,
      civilSunriseJdUt: civil,
      isDayBirth: null,
      part: null,
      weekday0,
    };
  if (jdUt < set)
    return {
      vedicSunriseJdUt: vedic,
      civilSunriseJdUt: civil,
      isDayBirth: true,
      part: { kind: 'day', startJdUt: vedic, endJdUt: set },
      weekday0,
    };
  const next = nextRiseSet('Sun', 'rise', set, latDeg, lonDeg, 'hindu');
  return {
    vedicSunriseJdUt: vedic,
    civilSunriseJdUt: civil,
    isDayBirth: false,
    part: next !== null && jdUt < next ? { kind: 'night', startJdUt: set, endJdUt: next } : null,
    weekday0,
  };
}
