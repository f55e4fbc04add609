/**
 * @module Civil time <-> UTC instants. A civil date-time is read either with a numeric UTC offset
 * (Family R `tzHours`, Family N `timezone`, muhurta `tz`) taken exactly as given, or with an IANA
 * zone id resolved through Temporal (temporal-polyfill) against the time-zone database of the
 * runtime's ICU, which carries the historic offsets (LMT eras before standard time, India's +06:30
 * war time 1942-45, every DST rule).
 *
 * DST gaps and overlaps follow Temporal's `compatible` disambiguation (docs/design.md, "Time and
 * place"): a wall time that does not exist (spring-forward gap) is moved forward by the length of
 * the gap and takes the offset after the transition; a wall time that exists twice (fall-back
 * overlap) takes the earlier instant, i.e. the offset before the transition. The result reports
 * which case happened, the wall time actually used (it differs from the requested one only in a
 * gap), the offset in force and the UTC instant, so that wall time used - offset = UTC always.
 *
 * All instants are Julian days in UT (UT1 taken equal to UTC, as Swiss Ephemeris does for civil
 * input). Calendar dates are proleptic Gregorian, astronomical year numbering (year 0 = 1 BCE).
 */
import { Temporal } from 'temporal-polyfill';
import { EngineInputError } from '../core/errors.js';
import {
  dateOfEpochDay as civilFromDays,
  daysInMonth,
  formatIsoYear as formatYear,
  jdOfDate as jdFromGregorian,
  weekday0OfEpochDay,
} from './calendar.js';
import { MS_PER_DAY, UNIX_EPOCH_JD } from './julian.js';

export { daysInMonth };

/** A zone: a fixed numeric UTC offset in hours (east positive, fractions allowed) or an IANA zone id. */
export type ZoneSpec = { tzHours: number } | { ianaZone: string };

/** Civil (wall-clock) date and time fields. `second` may be fractional. */
export interface CivilDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/**
 * How a wall time was read: `none` it exists exactly once; `gap-shifted-forward` it does not exist
 * (spring-forward gap) and was moved forward by the length of the gap; `overlap-earlier` it exists
 * twice (fall-back overlap) and the earlier instant (the offset before the transition) was taken.
 */
export type Disambiguation = 'none' | 'gap-shifted-forward' | 'overlap-earlier';

export interface ResolvedCivilTime {
  /** the instant, Julian day UT */
  jdUt: number;
  /** the instant as ISO 8601 UTC, millisecond precision, e.g. 2024-01-15T00:00:00.000Z */
  utcIso: string;
  /** UTC offset in force at the instant, minutes east of Greenwich (LMT offsets carry seconds as a fraction) */
  offsetMinutes: number;
  /** the same offset as text: "+05:30", or "+05:53:28" when it has seconds */
  offsetIso: string;
  /** the same offset in whole seconds east of Greenwich (the tz database's offsets are whole seconds) */
  offsetSeconds: number;
  /** the wall time asked for, "YYYY-MM-DDTHH:MM:SS[.fff]" */
  requestedWallTime: string;
  /** the wall time the instant has in the zone, same format; differs from requestedWallTime only in a DST gap */
  wallTimeUsed: string;
  /** the zone: the canonical IANA id as given (e.g. "Asia/Kolkata"), or the offset text for numeric offsets */
  zone: string;
  /** how the wall time was read (see {@link Disambiguation}); always `none` for a numeric offset */
  disambiguation: Disambiguation;
}

/** Local calendar fields of an instant in a zone. */
export interface LocalDateTime extends CivilDateTime {
  /** UTC offset in force, minutes east */
  offsetMinutes: number;
  /** ISO weekday 0 = Sunday .. 6 = Saturday (the vara index of the civil day) */
  weekday0: number;
}

const MS_PER_MINUTE = 60_000;

function isIana(zone: ZoneSpec): zone is { ianaZone: string } {
  return (zone as { ianaZone?: unknown }).ianaZone !== undefined;
}

/** Validated numeric offset in minutes. Offsets beyond +-18 h (Temporal's own limit) are rejected. */
function numericOffsetMinutes(tzHours: number): number {
  if (typeof tzHours !== 'number' || !Number.isFinite(tzHours) || Math.abs(tzHours) > 18) {
    throw new EngineInputError(
      'INVALID_TIMEZONE',
      `UTC offset ${String(tzHours)} h is not a number of hours in [-18, 18]`,
      'tz',
    );
  }
  return tzHours * 60;
}

/** Offset text "+05:30" (or "+05:53:28" when the offset has seconds) of an offset in minutes. */
export function formatOffset(offsetMinutes: number): string {
  const totalSec = Math.round(offsetMinutes * 60);
  const sign = totalSec < 0 ? '-' : '+';
  const a = Math.abs(totalSec);
  const h = Math.floor(a / 3600);
  const m = Math.floor((a % 3600) / 60);
  const s = a % 60;
  const base = `${sign}${pad2(h)}:${pad2(m)}`;
  return s === 0 ? base : `${base}:${pad2(s)}`;
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** Throws INVALID_FIELD unless every civil field is an in-range number and the date exists. */
function validateCivil(c: CivilDateTime): void {
  const intField = (name: keyof CivilDateTime, lo: number, hi: number): void => {
    const v = c[name];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < lo || v > hi) {
      throw new EngineInputError(
        'INVALID_FIELD',
        `${name} must be an integer in [${lo}, ${hi}], got ${String(v)}`,
        name,
      );
    }
  };
  intField('year', -271_820, 275_759);
  intField('month', 1, 12);
  intField('day', 1, 31);
  intField('hour', 0, 23);
  intField('minute', 0, 59);
  if (
    typeof c.second !== 'number' ||
    !Number.isFinite(c.second) ||
    c.second < 0 ||
    c.second >= 60
  ) {
    throw new EngineInputError(
      'INVALID_FIELD',
      `second must be a number in [0, 60), got ${String(c.second)}`,
      'second',
    );
  }
  const dim = daysInMonth(c.year, c.month);
  if (c.day > dim) {
    throw new EngineInputError(
      'INVALID_FIELD',
      `day ${c.day} does not exist in ${formatYear(c.year)}-${pad2(c.month)} (it has ${dim} days)`,
      'day',
    );
  }
}

const zoneIdCache = new Map<string, string>();

/** True when `id` names a zone of the time-zone database (a schema checks it before work is queued). */
export function isKnownZone(id: string): boolean {
  try {
    checkedZoneId(id);
    return true;
  } catch {
    return false;
  }
}

/** Resolve an IANA id to a canonical Temporal time-zone id, or throw INVALID_TIMEZONE. */
function checkedZoneId(id: string): string {
  if (typeof id !== 'string' || id.length === 0 || id.length > 64) {
    throw new EngineInputError(
      'INVALID_TIMEZONE',
      `time zone must be an IANA zone id such as Asia/Kolkata`,
      'tz',
    );
  }
  const hit = zoneIdCache.get(id);
  if (hit !== undefined) return hit;
  let canonical: string;
  try {
    canonical = Temporal.Instant.fromEpochMilliseconds(0).toZonedDateTimeISO(id).timeZoneId;
  } catch {
    throw new EngineInputError(
      'INVALID_TIMEZONE',
      `unknown time zone '${id}': use an IANA zone id such as Asia/Kolkata`,
      'tz',
    );
  }
  if (zoneIdCache.size >= 512) zoneIdCache.clear();
  zoneIdCache.set(id, canonical);
  return canonical;
}

/** Offset (ms east) of a zone at a Unix time, straight from Temporal. */
function temporalOffsetMs(zoneId: string, unixMs: number): number {
  return (
    Temporal.Instant.fromEpochMilliseconds(unixMs).toZonedDateTimeISO(zoneId).offsetNanoseconds /
    1e6
  );
}

/**
 * A zone's offsets, kept per isolate: the zone's rules do not change while it runs, so each is
 * asked of Temporal once. Time is cut into periods of ZONE_PERIOD_MS from the Unix epoch; a period
 * holds at most one transition (the assumption temporal-polyfill makes itself, with periods of 6
 * to 19 days by zone: 6 days is its smallest). Per period the offset at its start is kept, and
 * where the start and the next period's start differ, the instant of the one transition between
 * them (Temporal's getTimeZoneTransition). An instant's offset is then two lookups, where Temporal
 * builds an Instant and a ZonedDateTime (BigInt arithmetic) each time: a chart's 800 dasha
 * boundaries in a new birth's zone cost 800 such calls before, none once the isolate has seen
 * the years.
 */
const ZONE_PERIOD_MS = 6 * MS_PER_DAY;
interface ZoneOffsets {
  /** offset (ms east) at the start of period p */
  starts: Map<number, number>;
  /** the transition instant (Unix ms) inside period p, where there is one */
  splits: Map<number, number>;
}
const zoneOffsetCache = new Map<string, ZoneOffsets>();

function zoneOffsets(zoneId: string): ZoneOffsets {
  let z = zoneOffsetCache.get(zoneId);
  if (z === undefined) {
    if (zoneOffsetCache.size >= 64) zoneOffsetCache.clear();
    z = { starts: new Map(), splits: new Map() };
    zoneOffsetCache.set(zoneId, z);
  }
  return z;
}

function periodStartOffsetMs(z: ZoneOffsets, zoneId: string, p: number): number {
  let v = z.starts.get(p);
  if (v === undefined) {
    if (z.starts.size >= 100_000) {
      z.starts.clear();
      z.splits.clear();
    }
    v = temporalOffsetMs(zoneId, p * ZONE_PERIOD_MS);
    z.starts.set(p, v);
  }
  return v;
}

/** Offset (ms east) of a zone at a Unix time (integer ms), as Temporal gives it. */
function zoneOffsetMs(zoneId: string, unixMs: number): number {
  const z = zoneOffsets(zoneId);
  const p = Math.floor(unixMs / ZONE_PERIOD_MS);
  const a = periodStartOffsetMs(z, zoneId, p);
  const b = periodStartOffsetMs(z, zoneId, p + 1);
  if (a === b) return a;
  let split = z.splits.get(p);
  if (split === undefined) {
    const next = Temporal.Instant.fromEpochMilliseconds(p * ZONE_PERIOD_MS)
      .toZonedDateTimeISO(zoneId)
      .getTimeZoneTransition('next');
    split = next ? next.epochMilliseconds : (p + 1) * ZONE_PERIOD_MS;
    z.splits.set(p, split);
  }
  return unixMs < split ? a : b;
}

/**
 * The offset (ms east) of a zone over a whole UTC day when it has no transition inside the day,
 * null otherwise (day number since 1970-01-01).
 */
function dayOffsetMs(zoneId: string, dayNo: number): number | null {
  const t0 = dayNo * MS_PER_DAY;
  const a = zoneOffsetMs(zoneId, t0);
  // a day is shorter than a period: it holds at most one transition, seen at its ends
  return a === zoneOffsetMs(zoneId, t0 + MS_PER_DAY - 1) ? a : null;
}

/**
 * A civil date-time in a zone to a UTC instant.
 * - `{tzHours}`: JD UT = local JD - tzHours/24, exactly (any fraction of an hour).
 * - `{ianaZone}`: Temporal with the zone's historic offsets; gaps and overlaps by the `compatible`
 *   rule (see the module note), reported in `disambiguation`.
 * Throws EngineInputError INVALID_FIELD (field = the civil field, e.g. 'day' for 31 February) or
 * INVALID_TIMEZONE (field 'tz').
 */
export function resolveCivilTime(input: CivilDateTime, zone: ZoneSpec): ResolvedCivilTime {
  validateCivil(input);
  const intSec = Math.floor(input.second);
  const fracSec = input.second - intSec;
  if (!isIana(zone)) {
    const offsetMinutes = numericOffsetMinutes(zone.tzHours);
    const localJd = jdFromGregorian(
      input.year,
      input.month,
      input.day,
      (input.hour * 3600 + input.minute * 60 + input.second) / 86400,
    );
    const jdUt = localJd - offsetMinutes / 1440;
    const offsetIso = formatOffset(offsetMinutes);
    const wall = civilText(input);
    return {
      jdUt,
      utcIso: utcIsoOf(jdUt),
      offsetMinutes,
      offsetIso,
      offsetSeconds: Math.round(offsetMinutes * 60),
      requestedWallTime: wall,
      wallTimeUsed: wall,
      zone: offsetIso,
      disambiguation: 'none',
    };
  }
  const zoneId = checkedZoneId(zone.ianaZone);
  const pdt = new Temporal.PlainDateTime(
    input.year,
    input.month,
    input.day,
    input.hour,
    input.minute,
    intSec,
  );
  const earlier = pdt.toZonedDateTime(zoneId, { disambiguation: 'earlier' });
  const later = pdt.toZonedDateTime(zoneId, { disambiguation: 'later' });
  const chosen = pdt.toZonedDateTime(zoneId, { disambiguation: 'compatible' });
  let disambiguation: Disambiguation = 'none';
  if (earlier.epochNanoseconds !== later.epochNanoseconds) {
    disambiguation =
      Temporal.PlainDateTime.compare(earlier.toPlainDateTime(), pdt) === 0
        ? 'overlap-earlier'
        : 'gap-shifted-forward';
  }
  const offsetMinutes = chosen.offsetNanoseconds / 6e10;
  const unixMs = chosen.epochMilliseconds + fracSec * 1000;
  const jdUt = UNIX_EPOCH_JD + unixMs / MS_PER_DAY;
  const used = chosen.toPlainDateTime();
  return {
    jdUt,
    utcIso: utcIsoOf(jdUt),
    offsetMinutes,
    offsetIso: formatOffset(offsetMinutes),
    offsetSeconds: Math.round(chosen.offsetNanoseconds / 1e9),
    requestedWallTime: civilText(input),
    wallTimeUsed: civilText({
      year: used.year,
      month: used.month,
      day: used.day,
      hour: used.hour,
      minute: used.minute,
      second: used.second + fracSec,
    }),
    zone: chosen.timeZoneId,
    disambiguation,
  };
}

/** "YYYY-MM-DDTHH:MM:SS", with ".fff" when the second has a fraction (to the millisecond). */
function civilText(c: CivilDateTime): string {
  const ms = Math.min(59_999, Math.round(c.second * 1000));
  const sec = Math.floor(ms / 1000);
  const frac = ms % 1000 === 0 ? '' : '.' + String(ms % 1000).padStart(3, '0');
  return `${formatYear(c.year)}-${pad2(c.month)}-${pad2(c.day)}T${pad2(c.hour)}:${pad2(c.minute)}:${pad2(sec)}${frac}`;
}

/**
 * The zone resolution as every route that resolved a zone echoes it: the zone, the requested and
 * the used wall time, the offset (text and seconds), the UTC instant and the disambiguation.
 * wallTimeUsed - offset = utc holds in every case.
 */
export function zoneResolutionEcho(r: ResolvedCivilTime) {
  return {
    zone: r.zone,
    requestedWallTime: r.requestedWallTime,
    wallTimeUsed: r.wallTimeUsed,
    offset: r.offsetIso,
    offsetSeconds: r.offsetSeconds,
    utc: r.utcIso,
    disambiguation: r.disambiguation,
  };
}

/** UTC offset (minutes east) in force at an instant in a zone. */
export function offsetMinutesAt(jdUt: number, zone: ZoneSpec): number {
  if (!isIana(zone)) return numericOffsetMinutes(zone.tzHours);
  const zoneId = checkedZoneId(zone.ianaZone);
  const ms = Math.round((jdUt - UNIX_EPOCH_JD) * MS_PER_DAY);
  return zoneOffsetMs(zoneId, ms) / MS_PER_MINUTE;
}

/** Calendar fields of a JD read as a wall clock with the given offset (no rounding beyond float). */
function fieldsOfLocalJd(localJd: number): CivilDateTime & { weekday0: number } {
  const x = localJd - UNIX_EPOCH_JD; // days since 1970-01-01T00:00 (local wall clock)
  const dayNo = Math.floor(x);
  let secOfDay = (x - dayNo) * 86400;
  if (secOfDay < 0) secOfDay = 0;
  const { year, month, day } = civilFromDays(dayNo);
  const hour = Math.min(23, Math.floor(secOfDay / 3600));
  const minute = Math.min(59, Math.floor((secOfDay - hour * 3600) / 60));
  const second = secOfDay - hour * 3600 - minute * 60;
  const weekday0 = weekday0OfEpochDay(dayNo);
  return { year, month, day, hour, minute, second, weekday0 };
}

/**
 * Local calendar date and time of an instant in a zone, with the offset in force. `second` is
 * fractional and unrounded.
 */
export function localDateOf(jdUt: number, zone: ZoneSpec): LocalDateTime {
  const offsetMinutes = offsetMinutesAt(jdUt, zone);
  return { ...fieldsOfLocalJd(jdUt + offsetMinutes / 1440), offsetMinutes };
}

/**
 * JD UT of the first instant of a local calendar day (normally 00:00; where a DST transition
 * skips midnight, the first wall time that exists, as Temporal's startOfDay gives).
 */
export function zonedMidnightJdUt(
  year: number,
  month: number,
  day: number,
  zone: ZoneSpec,
): number {
  validateCivil({ year, month, day, hour: 0, minute: 0, second: 0 });
  if (!isIana(zone))
    return jdFromGregorian(year, month, day) - numericOffsetMinutes(zone.tzHours) / 1440;
  const zoneId = checkedZoneId(zone.ianaZone);
  // fast path: no offset change within a day either side of the local midnight
  const localMs = Math.round((jdFromGregorian(year, month, day) - UNIX_EPOCH_JD) * MS_PER_DAY);
  const dayNo = Math.floor(localMs / MS_PER_DAY);
  const o0 = dayOffsetMs(zoneId, dayNo - 1);
  if (o0 !== null && dayOffsetMs(zoneId, dayNo) === o0 && dayOffsetMs(zoneId, dayNo + 1) === o0) {
    return UNIX_EPOCH_JD + (localMs - o0) / MS_PER_DAY;
  }
  const start = Temporal.PlainDate.from({ year, month, day }).toZonedDateTime({ timeZone: zoneId });
  return UNIX_EPOCH_JD + start.epochMilliseconds / MS_PER_DAY;
}

/** ISO 8601 UTC text of a JD UT, millisecond precision. Works for years outside 0..9999 (+/-YYYYYY). */
export function utcIsoOf(jdUt: number): string {
  const ms = Math.round((jdUt - UNIX_EPOCH_JD) * MS_PER_DAY);
  return formatLocalMs(ms, 3) + 'Z';
}

/** "YYYY-MM-DDTHH:MM:SS[.fff]" of a count of (local) milliseconds since 1970-01-01T00:00. */
function formatLocalMs(localMs: number, fractionDigits: 0 | 1 | 2 | 3): string {
  const dayNo = Math.floor(localMs / MS_PER_DAY);
  const msOfDay = localMs - dayNo * MS_PER_DAY;
  const { year, month, day } = civilFromDays(dayNo);
  const hour = Math.floor(msOfDay / 3_600_000);
  const minute = Math.floor((msOfDay % 3_600_000) / 60_000);
  const sec = Math.floor((msOfDay % 60_000) / 1000);
  const unit = 1000 / 10 ** fractionDigits;
  const frac =
    fractionDigits === 0
      ? ''
      : '.' + String(Math.floor((msOfDay % 1000) / unit)).padStart(fractionDigits, '0');
  return `${formatYear(year)}-${pad2(month)}-${pad2(day)}T${pad2(hour)}:${pad2(minute)}:${pad2(sec)}${frac}`;
}

/**
 * ISO 8601 local date-time with the offset in force, e.g. "2024-01-15T06:58:12+05:30".
 * The instant is rounded to whole seconds (fractionDigits 0, default) or to 1..3 decimals first,
 * and the offset is the one in force at the rounded instant.
 */
export function isoInZone(jdUt: number, zone: ZoneSpec, fractionDigits: 0 | 1 | 2 | 3 = 0): string {
  const unit = 1000 / 10 ** fractionDigits; // ms per last digit
  const ms = Math.round(((jdUt - UNIX_EPOCH_JD) * MS_PER_DAY) / unit) * unit;
  const jdRounded = UNIX_EPOCH_JD + ms / MS_PER_DAY;
  const offsetMinutes = offsetMinutesAt(jdRounded, zone);
  const localMs = ms + Math.round(offsetMinutes * MS_PER_MINUTE);
  return formatLocalMs(localMs, fractionDigits) + formatOffset(offsetMinutes);
}

/** Which kind of offset a zone had at an instant (the rule a wall time was read with). */
export interface ZoneRule {
  kind: 'local-mean-time' | 'standard' | 'daylight-saving';
  /** a sentence for answers, e.g. "local mean time of Asia/Kolkata (+05:53:28), before standard time" */
  description: string;
}

/**
 * The rule in force at an instant in an IANA zone: local mean time before the zone's first
 * transition (the tz database's LMT), daylight saving when the offset exceeds the year's smaller
 * of the mid-January and mid-July offsets, standard time otherwise.
 */
export function zoneRuleAt(jdUt: number, ianaZone: string): ZoneRule {
  const zoneId = checkedZoneId(ianaZone);
  const ms = Math.round((jdUt - UNIX_EPOCH_JD) * MS_PER_DAY);
  const zdt = Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zoneId);
  const offset = formatOffset(zdt.offsetNanoseconds / 6e10);
  if (
    zdt.getTimeZoneTransition('previous') === null &&
    zoneId !== 'UTC' &&
    !zoneId.startsWith('Etc/')
  ) {
    return {
      kind: 'local-mean-time',
      description: `local mean time of ${zoneId} (${offset}), before the zone's first standard offset`,
    };
  }
  const yearOffset = (month: number) =>
    Temporal.PlainDateTime.from({ year: zdt.year, month, day: 15, hour: 12 }).toZonedDateTime(
      zoneId,
    ).offsetNanoseconds;
  const standardNs = Math.min(yearOffset(1), yearOffset(7));
  if (zdt.offsetNanoseconds > standardNs)
    return {
      kind: 'daylight-saving',
      description: `daylight saving time of ${zoneId} (${offset})`,
    };
  return { kind: 'standard', description: `standard time of ${zoneId} (${offset})` };
}
