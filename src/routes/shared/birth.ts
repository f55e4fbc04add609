/**
 * @module One normalized birth under every family's input dialect (issue 28; docs/design.md,
 * "Time and place"). Each family keeps the birth fields its documentation gives, and each dialect
 * is one small adapter here to the engine's NormalizedBirth (the instant as a Julian day in UT,
 * the place, the UTC offset in force), which the one chart assembler takes
 * (src/engine/chart/assemble.ts):
 *
 * | family | dialect | adapter |
 * |---|---|---|
 * | R | flat `year`..`second`, `lat`, `lon`, `tzHours` | {@link birthOfR} |
 * | N | flat `year`..`minute`, `latitude`, `longitude`, `timezone` (hours) | {@link birthOfN} |
 * | T | `{datetime: ISO 8601 with offset, lat, lon}` | {@link birthOfT} |
 * | V | `date`, `time`, `lat`, `lon`, `tz` (IANA zone) | {@link birthOfV} |
 * | R2 | `date`, `time` (HH:MM[:SS]), `lat`, `lon`, `tz` (IANA zone) | the zone resolved in R2's own terms (its errors carry R2's hints), then {@link birthAtResolvedWallTime} |
 * | R versioned chart | `birthDate`, `birthTime`, `birthPlace: {lat, lon, tz}` (IANA zone) | the zone resolved with the route's error mapping, then {@link birthOfResolved} |
 *
 * P takes no birth (its routes take a date and a place). Numeric offsets are taken as given; an
 * IANA zone is resolved with Temporal (docs/time-houses-riseset.md), and its resolution stays
 * beside the birth for the answer's echo. Each adapter throws what the family's route renders:
 * OUT_OF_EPOCH_RANGE naming the family's own field when the instant is outside the range.
 */
import { normalizeFlatBirth, type NormalizedBirth } from '../../engine/chart/assemble.js';
import { localDateOf, resolveCivilTime, type ResolvedCivilTime } from '../../engine/time/zones.js';
import { assertSupportedInstant } from '../../engine/time/supported-range.js';
import { momentOfIso, type Moment } from './moment.js';
import { parseIsoDate } from '../schemas.js';

export type { NormalizedBirth };

/** Family R: flat civil fields with `tzHours` (the chart, its drawing, the sahaja tools). */
export function birthOfR(b: {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second?: number | undefined;
  lat: number;
  lon: number;
  tzHours: number;
}): NormalizedBirth {
  return normalizeFlatBirth({
    year: b.year,
    month: b.month,
    day: b.day,
    hour: b.hour,
    minute: b.minute,
    second: b.second ?? 0,
    latDeg: b.lat,
    lonDeg: b.lon,
    tzHours: b.tzHours,
  });
}

/** Family N: BirthData, flat civil fields to the minute with `timezone` in hours. */
export function birthOfN(b: {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  latitude: number;
  longitude: number;
  timezone: number;
}): NormalizedBirth {
  return normalizeFlatBirth({
    year: b.year,
    month: b.month,
    day: b.day,
    hour: b.hour,
    minute: b.minute,
    second: 0,
    latDeg: b.latitude,
    lonDeg: b.longitude,
    tzHours: b.timezone,
  });
}

/**
 * Family T: `{datetime, lat, lon}` with an ISO 8601 date-time carrying its offset; the parsed
 * moment is echoed (`parsed`: the moment of `datetime` when the caller parsed it already, as bulk does).
 */
export function birthOfT(
  b: { datetime: string; lat: number; lon: number },
  field = 'birth.datetime',
  parsed?: Moment,
): { birth: NormalizedBirth; moment: Moment } {
  const moment = parsed ?? momentOfIso(b.datetime, field);
  return {
    birth: { jdUt: moment.jdUt, latDeg: b.lat, lonDeg: b.lon, tzHours: moment.tzHours },
    moment,
  };
}

/** A validated `date` (YYYY-MM-DD) and `time` (HH:MM:SS[.fff]) resolved in an IANA zone, the instant checked against the supported range (naming `date`). */
export function resolveDateTimeInZone(b: {
  date: string;
  time: string;
  tz: string;
}): ResolvedCivilTime {
  const d = parseIsoDate(b.date) as { year: number; month: number; day: number };
  const [hh, mm, ss] = b.time.split(':') as [string, string, string];
  const resolved = resolveCivilTime(
    { ...d, hour: Number(hh), minute: Number(mm), second: Number(ss) },
    { ianaZone: b.tz },
  );
  // the civil year was checked; the instant is checked too (1 January of the first year east of Greenwich is still the year before in UT)
  assertSupportedInstant(resolved.jdUt, 'date');
  return resolved;
}

/** Family V: `date`, `time` (HH:MM:SS[.fff]) and an IANA zone `tz`; the zone's resolution is echoed. */
export function birthOfV(b: { date: string; time: string; lat: number; lon: number; tz: string }): {
  birth: NormalizedBirth;
  resolved: ResolvedCivilTime;
} {
  const resolved = resolveDateTimeInZone(b);
  return { birth: birthOfResolved(resolved, b.lat, b.lon), resolved };
}

/** A civil time already resolved in its IANA zone (V, and Family R's versioned chart after its own error mapping): the instant and the offset in force. */
export function birthOfResolved(
  resolved: ResolvedCivilTime,
  latDeg: number,
  lonDeg: number,
): NormalizedBirth {
  return { jdUt: resolved.jdUt, latDeg, lonDeg, tzHours: resolved.offsetMinutes / 60 };
}

/**
 * Variant R2: a civil time resolved in its IANA zone becomes the wall time of the resolved instant
 * (which differs from the one asked for inside a DST gap) at the offset in force, converted as
 * Family R's flat fields are, so R2 answers R's chart to the last digit.
 */
export function birthAtResolvedWallTime(
  resolved: ResolvedCivilTime,
  latDeg: number,
  lonDeg: number,
): NormalizedBirth {
  const wall = localDateOf(resolved.jdUt, { ianaZone: resolved.zone });
  return normalizeFlatBirth({
    year: wall.year,
    month: wall.month,
    day: wall.day,
    hour: wall.hour,
    minute: wall.minute,
    second: wall.second,
    latDeg,
    lonDeg,
    tzHours: wall.offsetMinutes / 60,
  });
}
