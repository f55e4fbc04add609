/**
 * @module The Hindu civil day (savana dina): from one sunrise to the next, at a place. Every
 * panchang, muhurta and festival window is measured on it.
 *
 * Sunrise convention (named in every result):
 * - 'hindu' (default): the centre of the Sun's disc on the true horizon, no refraction, as the
 *   Jyotisha texts define udaya (Surya Siddhanta 3; Swiss Ephemeris' "Hindu rising");
 * - 'civil': the upper limb with standard refraction (34'), as civil almanacs and most North Indian
 *   online panchangs print sunrise.
 * The two differ by 1-3 minutes, enough to change the tithi at sunrise and so a festival day.
 *
 * Polar days and nights: when the Sun does not rise or set on a civil date, the day runs from the
 * local midnight to the next (and `polar` says which case), so vara and limbs stay defined; the
 * muhurta divisions, which need both sunrise and sunset, are then unavailable.
 */
import { EngineInputError } from '../core/errors.js';
import { type RiseConvention, sunRiseSetDay } from '../riseset/index.js';
import {
  formatOffset,
  isoInZone,
  offsetMinutesAt,
  type ZoneSpec,
  zonedMidnightJdUt,
} from '../time/zones.js';
import { jdFromGregorian, UNIX_EPOCH_JD, MS_PER_DAY } from '../time/julian.js';
import {
  addDays,
  type CivilDate,
  formatIsoDate,
  weekday0Of,
  dateOfEpochDay,
} from '../time/calendar.js';

/** A place: geographic latitude and longitude (east positive) in degrees and its civil zone. */
export interface Place {
  latDeg: number;
  lonDeg: number;
  zone: ZoneSpec;
}

/** A civil calendar date (proleptic Gregorian). */
export type { CivilDate };

/** An instant given both ways: Julian day UT and ISO 8601 with the zone's offset. */
export interface Instant {
  jdUt: number;
  iso: string;
}

/** A savana day at a place: the rise/set instants and the bounds every window is measured on. */
export interface SolarDay {
  date: CivilDate;
  /** the date as YYYY-MM-DD */
  dateIso: string;
  /** weekday of the civil date, 0 = Sunday: the vara that begins at this date's sunrise */
  weekday0: number;
  localMidnightJdUt: number;
  sunriseJdUt: number | null;
  sunsetJdUt: number | null;
  /** the next date's sunrise (null when it does not rise) */
  nextSunriseJdUt: number | null;
  /** the day's bounds: sunrise to next sunrise, or the local midnights on a polar day or night */
  startJdUt: number;
  endJdUt: number;
  polar: null | 'day' | 'night';
  convention: RiseConvention;
  /**
   * The zone's UTC offset (minutes) when it holds from two days before this date to three days
   * after (no DST change near the date), else null. Lets callers format instants and find nearby
   * midnights without a time-zone database lookup each.
   */
  zoneOffsetMinutes: number | null;
}

/** The civil date n days after `date` (the calendar module's). */
export { addDays };
/** YYYY-MM-DD of a civil date (ISO expanded year outside 0..9999). */
export const formatDate = formatIsoDate;
/** Weekday (0 = Sunday) of a civil date. */
export const weekdayOf = weekday0Of;

/** The instant as {jdUt, iso} in the place's zone. */
export function instantIn(jdUt: number, zone: ZoneSpec): Instant {
  return { jdUt, iso: isoInZone(jdUt, zone) };
}

/**
 * The zone's single UTC offset (minutes) over [fromJdUt, toJdUt], or null when it changes there.
 * Numeric zones never change; IANA zones are sampled at both ends and every 10 days between (no
 * zone changes its offset and back within 10 days).
 */
export function constantOffsetMinutes(
  zone: ZoneSpec,
  fromJdUt: number,
  toJdUt: number,
): number | null {
  const a = offsetMinutesAt(fromJdUt, zone);
  if ('tzHours' in zone) return a;
  if (offsetMinutesAt(toJdUt, zone) !== a) return null;
  for (let t = fromJdUt + 10; t < toJdUt; t += 10) if (offsetMinutesAt(t, zone) !== a) return null;
  return a;
}

/**
 * A formatter of instants as ISO 8601 with the zone's offset, for many instants within
 * [fromJdUt, toJdUt]: when the zone keeps one offset over the range (see constantOffsetMinutes) it
 * is looked up once; otherwise every instant goes through isoInZone. Output is identical to
 * isoInZone(jd, zone) for instants inside the range.
 */
export function zoneFormatter(
  zone: ZoneSpec,
  fromJdUt: number,
  toJdUt: number,
): (jdUt: number) => Instant {
  return formatterForOffset(zone, constantOffsetMinutes(zone, fromJdUt, toJdUt));
}

/** The formatter of zoneFormatter for an offset already known to hold over the range (null: none holds). */
export function formatterForOffset(zone: ZoneSpec, a: number | null): (jdUt: number) => Instant {
  if (a === null) return (jdUt) => ({ jdUt, iso: isoInZone(jdUt, zone) });
  const suffix = formatOffset(a);
  const offMs = Math.round(a * 60_000);
  // the date part is formatted once per local day
  let cachedDay = NaN;
  let cachedPrefix = '';
  const two = (n: number): string => (n < 10 ? `0${n}` : String(n));
  return (jdUt) => {
    if (!(jdUt > 1721425.5 && jdUt < 5373484.5)) return { jdUt, iso: isoInZone(jdUt, zone) };
    const ms = Math.round(((jdUt - UNIX_EPOCH_JD) * MS_PER_DAY) / 1000) * 1000 + offMs;
    const dayNo = Math.floor(ms / MS_PER_DAY);
    if (dayNo !== cachedDay) {
      cachedDay = dayNo;
      cachedPrefix = `${formatIsoDate(dateOfEpochDay(dayNo))}T`;
    }
    const sec = (ms - dayNo * MS_PER_DAY) / 1000;
    const h = Math.floor(sec / 3600),
      m = Math.floor((sec % 3600) / 60),
      x = sec % 60;
    return { jdUt, iso: `${cachedPrefix}${two(h)}:${two(m)}:${two(x)}${suffix}` };
  };
}

/** Label of a zone for results: the IANA id, or the numeric offset in hours. */
export function zoneLabel(zone: ZoneSpec): string {
  return 'ianaZone' in zone ? zone.ianaZone : `UTC${zone.tzHours >= 0 ? '+' : ''}${zone.tzHours}`;
}

/** Throws INVALID_FIELD unless the place's coordinates are finite and in range. */
export function checkPlace(place: Place): void {
  if (!Number.isFinite(place.latDeg) || Math.abs(place.latDeg) > 90) {
    throw new EngineInputError(
      'INVALID_FIELD',
      `latitude must be in [-90, 90] degrees, got ${String(place.latDeg)}`,
      'lat',
    );
  }
  if (!Number.isFinite(place.lonDeg) || Math.abs(place.lonDeg) > 180) {
    throw new EngineInputError(
      'INVALID_FIELD',
      `longitude must be in [-180, 180] degrees, got ${String(place.lonDeg)}`,
      'lon',
    );
  }
}

/**
 * The savana day of a civil date at a place: sunrise, sunset and the next sunrise, with the
 * midnight fallback on polar days. Rise and set come from the rise/set module for the date's
 * local midnight-to-midnight span.
 */
export function solarDay(
  date: CivilDate,
  place: Place,
  convention: RiseConvention = 'hindu',
): SolarDay {
  const mid = zonedMidnightJdUt(date.year, date.month, date.day, place.zone);
  const off = offsetNear(date, mid, place.zone);
  const next = addDays(date, 1);
  const midNext = midnightOf(next, place.zone, off);
  const today = sunRiseSetDay(mid, place.latDeg, place.lonDeg, convention);
  const tomorrow = sunRiseSetDay(midNext, place.latDeg, place.lonDeg, convention);
  return solarDayFrom(
    date,
    mid,
    midNext,
    today,
    tomorrow.sunriseJdUt,
    convention,
    off,
    tomorrow.sunsetJdUt,
  );
}

/**
 * The zone's offset in minutes when it is the same two days before the date's midnight, at it, and
 * three days after (two lookups), else null.
 */
function offsetNear(date: CivilDate, midnightJdUt: number, zone: ZoneSpec): number | null {
  if ('tzHours' in zone) return zone.tzHours * 60;
  const atMid = offsetMinutesAt(midnightJdUt, zone);
  // the midnight itself must read as 00:00 local with that offset (not a DST-shifted start of day)
  if (
    Math.abs(jdFromGregorian(date.year, date.month, date.day) - atMid / 1440 - midnightJdUt) > 1e-9
  )
    return null;
  return offsetMinutesAt(midnightJdUt - 2, zone) === atMid &&
    offsetMinutesAt(midnightJdUt + 3, zone) === atMid
    ? atMid
    : null;
}

/** Local midnight of a date near the one whose offset is known (from SolarDay.zoneOffsetMinutes), else via the zone database. */
export function midnightOf(
  date: CivilDate,
  zone: ZoneSpec,
  knownOffsetMinutes: number | null,
): number {
  if (knownOffsetMinutes !== null)
    return jdFromGregorian(date.year, date.month, date.day) - knownOffsetMinutes / 1440;
  return zonedMidnightJdUt(date.year, date.month, date.day, zone);
}

/** A formatter for instants within two days of a solar day (see zoneFormatter). */
export function dayFormatter(day: SolarDay, zone: ZoneSpec): (jdUt: number) => Instant {
  return day.zoneOffsetMinutes !== null
    ? formatterForOffset(zone, day.zoneOffsetMinutes)
    : zoneFormatter(zone, day.localMidnightJdUt - 2, day.localMidnightJdUt + 3);
}

/** Assemble a SolarDay from already computed rise/set results (used by callers that cache them). */
export function solarDayFrom(
  date: CivilDate,
  localMidnightJdUt: number,
  nextMidnightJdUt: number,
  today: { sunriseJdUt: number | null; sunsetJdUt: number | null; polar: null | 'day' | 'night' },
  nextSunriseJdUt: number | null,
  convention: RiseConvention,
  zoneOffsetMinutes: number | null = null,
  nextSunsetJdUt: number | null = null,
): SolarDay {
  const ok = today.sunriseJdUt !== null && nextSunriseJdUt !== null;
  // the day's sunset is the one after its sunrise: when the civil day's own sunset comes first (a
  // zone far from the place's meridian, or a sunset past local midnight near the polar circles),
  // it is the next civil day's
  const sunsetJdUt =
    today.sunriseJdUt !== null &&
    today.sunsetJdUt !== null &&
    today.sunsetJdUt < today.sunriseJdUt &&
    nextSunsetJdUt !== null &&
    nextSunsetJdUt > today.sunriseJdUt
      ? nextSunsetJdUt
      : today.sunsetJdUt;
  return {
    date,
    dateIso: formatDate(date),
    weekday0: weekdayOf(date),
    localMidnightJdUt,
    sunriseJdUt: today.sunriseJdUt,
    sunsetJdUt,
    nextSunriseJdUt,
    startJdUt: ok ? today.sunriseJdUt! : localMidnightJdUt,
    endJdUt: ok ? nextSunriseJdUt! : nextMidnightJdUt,
    polar: today.polar,
    convention,
    zoneOffsetMinutes,
  };
}
