/**
 * @module The regional solar calendars of India and Nepal: Tamil, Malayalam, Bengali (West Bengal),
 * Odia, Assamese, Punjabi and Nepal's Bikram Sambat. A solar month is the Sun's stay in one
 * sidereal rashi (Lahiri unless another ayanamsa is asked for); it begins on a civil day fixed by
 * the system's month-start rule (src/engine/calendar/month-start.ts) from the sankranti instant,
 * and its days are counted from 1. Every system is a row of data (SOLAR_SYSTEMS): the rashi of its
 * first month, its rule, its era and the Gregorian offset of that era, its month names.
 *
 * Place: the rules read the civil date (and, for Tamil and Malayalam, the sunrise and sunset) at a
 * place. Each system is reckoned at the place asked, except the Nepali calendar, which is the
 * Government of Nepal's civil calendar and is always reckoned at Kathmandu (Asia/Kathmandu), so
 * a Nepali date is the same wherever it is asked for.
 *
 * Years: a system's year begins with its first month; year = Gregorian year in which that first
 * month begins - the era's offset (Shaka 78, Kollam 824, Bangabda and Bhaskarabda 593, Vikram and
 * Bikram Sambat -57): Chingam 1, Kollam 1200 = 17 August 2024; Boishakh 1, 1431 = 15 April 2024;
 * Baishakh 1, BS 2081 = 13 April 2024.
 */
import { EngineInputError } from '../core/errors.js';
import { RASHI_NAMES } from '../core/constants.js';
import type { AyanamsaName } from '../ephemeris/index.js';
import type { RiseConvention } from '../riseset/index.js';
import { sunRiseSetDay } from '../riseset/index.js';
import { siderealSun } from '../ephemeris/index.js';
import {
  addDays,
  compareDates,
  dateOfJd,
  daysBetween,
  formatIsoDate,
  type CivilDate,
} from '../time/calendar.js';
import { jdFromGregorian } from '../time/julian.js';
import { offsetMinutesAt, zonedMidnightJdUt, type ZoneSpec } from '../time/zones.js';
import { monthStartOffsetDays, type SolarMonthStartRuleId } from './month-start.js';
import {
  ASSAMESE_MONTHS,
  BENGALI_MONTHS,
  MALAYALAM_MONTHS,
  NEPALI_MONTHS,
  ODIA_MONTHS,
  PUNJABI_MONTHS,
  TAMIL_MONTHS,
  type EraId,
  type MonthName,
} from './regional-names.js';
import {
  approxSunRiseSet,
  lastSankranti,
  sankrantiInstant,
  SUN_MEAN_DEG_PER_DAY,
} from './sankranti.js';
import { ssSankranti, ssSunLongitude } from './surya-siddhanta.js';
import type { Place } from './solar-day.js';

/** The astronomical solar calendars. */
export const SOLAR_SYSTEM_IDS = [
  'tamil',
  'malayalam',
  'bengali',
  'odia',
  'assamese',
  'punjabi',
  'nepali',
] as const;
/** A solar calendar id. */
export type SolarSystemId = (typeof SOLAR_SYSTEM_IDS)[number];

/** One solar calendar as data. */
export interface SolarSystem {
  id: SolarSystemId;
  /** rashi (0 = Mesha) whose month is month 1 of the year */
  firstRashi0: number;
  rule: SolarMonthStartRuleId;
  era: EraId;
  /** era year = Gregorian year in which month 1 begins - eraOffset */
  eraOffset: number;
  months: readonly MonthName[];
  /** whose sankrantis: 'drik' (the ephemeris, with the ayanamsa asked for) or 'surya-siddhanta' (the text's Sun, surya-siddhanta.ts) */
  astronomy: 'drik' | 'surya-siddhanta';
  /** where the calendar is reckoned: 'asked' (the place of the request) or a fixed place */
  reckonedAt: 'asked' | { name: string; latDeg: number; lonDeg: number; zone: ZoneSpec };
}

/** Kathmandu, where Nepal's calendar is reckoned. */
export const KATHMANDU = Object.freeze({
  name: 'Kathmandu',
  latDeg: 27.7172,
  lonDeg: 85.324,
  zone: Object.freeze({ ianaZone: 'Asia/Kathmandu' }) as ZoneSpec,
});

/** The solar calendars (rules: src/engine/calendar/month-start.ts; names: regional-names.ts). */
export const SOLAR_SYSTEMS: Readonly<Record<SolarSystemId, SolarSystem>> = Object.freeze({
  tamil: {
    id: 'tamil',
    firstRashi0: 0,
    rule: 'before-sunset',
    era: 'shaka',
    eraOffset: 78,
    months: TAMIL_MONTHS,
    astronomy: 'drik',
    reckonedAt: 'asked',
  },
  malayalam: {
    id: 'malayalam',
    firstRashi0: 4,
    rule: 'before-aparahna',
    era: 'kollam',
    eraOffset: 824,
    months: MALAYALAM_MONTHS,
    astronomy: 'drik',
    reckonedAt: 'asked',
  },
  bengali: {
    id: 'bengali',
    firstRashi0: 0,
    rule: 'after-sankranti-day',
    era: 'bangabda',
    eraOffset: 593,
    months: BENGALI_MONTHS,
    astronomy: 'drik',
    reckonedAt: 'asked',
  },
  odia: {
    id: 'odia',
    firstRashi0: 0,
    rule: 'sankranti-day',
    era: 'shaka',
    eraOffset: 78,
    months: ODIA_MONTHS,
    astronomy: 'drik',
    reckonedAt: 'asked',
  },
  assamese: {
    id: 'assamese',
    firstRashi0: 0,
    rule: 'after-sankranti-day',
    era: 'bhaskarabda',
    eraOffset: 593,
    months: ASSAMESE_MONTHS,
    // the Surya Siddhanta's sankranti, the authority of the Bengal solar calendar that Assam's
    // almanacs share (docs/calendars.md, "The Assamese months: the Surya Siddhanta's sankranti")
    astronomy: 'surya-siddhanta',
    reckonedAt: 'asked',
  },
  punjabi: {
    id: 'punjabi',
    firstRashi0: 0,
    rule: 'sankranti-day',
    era: 'vikram',
    eraOffset: -57,
    months: PUNJABI_MONTHS,
    astronomy: 'drik',
    reckonedAt: 'asked',
  },
  nepali: {
    id: 'nepali',
    firstRashi0: 0,
    rule: 'punya-kala',
    era: 'bikram-sambat',
    eraOffset: -57,
    months: NEPALI_MONTHS,
    astronomy: 'surya-siddhanta',
    reckonedAt: KATHMANDU,
  },
});

/** Options of the solar calendar functions. */
export interface SolarCalendarOptions {
  /** ayanamsa of the sankrantis, default 'lahiri' */
  ayanamsa?: AyanamsaName;
  /** sunrise convention of the sunset rules, default 'hindu' */
  convention?: RiseConvention;
}

/** A solar month's first civil day and the sankranti that opened it. */
export interface SolarMonthStart {
  system: SolarSystemId;
  year: number;
  /** 1..12 in the system's year */
  month: number;
  rashi0: number;
  /** the sankranti instant, JD UT */
  sankrantiJdUt: number;
  /** the month's first civil day */
  date: CivilDate;
}

/** A civil date in a solar calendar. */
export interface SolarDate {
  system: SolarSystemId;
  year: number;
  month: number;
  day: number;
  /** the month's start and the next month's start (so its length is their difference) */
  start: SolarMonthStart;
  next: SolarMonthStart;
}

/**
 * Nepal Standard Time as the tz database gives Asia/Kathmandu (no daylight saving ever): local mean
 * time (+05:41:16) until 1920, +05:30 until the end of 1985, +05:45 since 1 January 1986.
 */
function kathmanduOffsetMinutes(jdUt: number): number {
  if (jdUt >= 2446431.5 - 330 / 1440) return 345;
  if (jdUt >= 2422324.5 - 341.2667 / 1440) return 330;
  return 341 + 16 / 60;
}

/** Options of a SolarReckoner. */
export interface ReckonerOptions {
  /** the zone's UTC offset (minutes) near the dates asked, when the caller knows it (SolarDay.zoneOffsetMinutes) */
  offsetMinutesHint?: number | null;
  /** sunrise and sunset already known for some dates (the panchang's day) */
  known?: ReadonlyArray<{ date: CivilDate; sunriseJdUt: number | null; sunsetJdUt: number | null }>;
  /** sankranti instants by sign count, shared between reckoners of different places (of one astronomy) */
  sankrantis?: Map<number, number>;
  /** whose sankrantis, default 'drik' */
  astronomy?: 'drik' | 'surya-siddhanta';
  /** an interval over which the zone's offset is known to hold (SolarDay.zoneOffsetMinutes holds from two days before its date to three after) */
  stableOffset?: { fromJdUt: number; toJdUt: number; minutes: number } | null;
}

/**
 * Shared work for one place: civil dates of instants in the zone, sunrise and sunset of dates,
 * sankranti instants and the first days they give under each rule, memoized for one call (several
 * systems read the same sankrantis).
 *
 * Zone offsets: numeric zones and Kathmandu (a fixed history) are exact arithmetic. An IANA zone
 * is read once near the dates asked (or taken from the caller's hint) and that offset is used for
 * instants more than two hours from a local midnight; an instant within two hours of a midnight
 * is read from the zone database itself (one read per instant), so a daylight-saving change
 * between the sankranti and the date asked can never move a sankranti across a midnight.
 */
export class SolarReckoner {
  private readonly riseSets = new Map<
    string,
    { sunriseJdUt: number | null; sunsetJdUt: number | null }
  >();
  private readonly sankrantis: Map<number, number>;
  private hint: number | null;
  private lastSign: { at: number; sign: { n: number; jdUt: number } } | null = null;
  private readonly offsets = new Map<number, number>();
  private readonly stable: { fromJdUt: number; toJdUt: number; minutes: number } | null;
  private readonly exact: ((jdUt: number) => number) | null;
  readonly astronomy: 'drik' | 'surya-siddhanta';

  constructor(
    readonly place: Place,
    readonly ayanamsa: AyanamsaName = 'lahiri',
    readonly convention: RiseConvention = 'hindu',
    opts: ReckonerOptions = {},
  ) {
    for (const k of opts.known ?? [])
      this.riseSets.set(formatIsoDate(k.date), {
        sunriseJdUt: k.sunriseJdUt,
        sunsetJdUt: k.sunsetJdUt,
      });
    this.sankrantis = opts.sankrantis ?? new Map();
    const zone = place.zone;
    this.exact =
      'tzHours' in zone
        ? () => zone.tzHours * 60
        : place === KATHMANDU
          ? kathmanduOffsetMinutes
          : null;
    this.hint = opts.offsetMinutesHint ?? null;
    this.stable = opts.stableOffset ?? null;
    this.astronomy = opts.astronomy ?? 'drik';
  }

  private offsetNear(jdUt: number): number {
    if (this.exact) return this.exact(jdUt);
    if (this.hint === null) this.hint = offsetMinutesAt(jdUt, this.place.zone);
    return this.hint;
  }

  /** The civil date of an instant in the place's zone. */
  dateOf(jdUt: number): CivilDate {
    const local = jdUt + this.offsetNear(jdUt) / 1440 + 0.5;
    const dayFrac = local - Math.floor(local);
    if (this.exact || (dayFrac > 1 / 12 && dayFrac < 11 / 12)) return dateOfJd(local - 0.5);
    return dateOfJd(jdUt + this.offsetAt(jdUt) / 1440);
  }

  /** Sunrise and sunset of a civil date at the place. */
  riseSet(date: CivilDate): { sunriseJdUt: number | null; sunsetJdUt: number | null } {
    const key = formatIsoDate(date);
    let r = this.riseSets.get(key);
    if (!r) {
      const approxMid =
        jdFromGregorian(date.year, date.month, date.day) -
        this.offsetNear(jdFromGregorian(date.year, date.month, date.day)) / 1440;
      let d = sunRiseSetDay(approxMid, this.place.latDeg, this.place.lonDeg, this.convention);
      if (!this.exact && (d.sunriseJdUt === null || d.sunsetJdUt === null)) {
        d = sunRiseSetDay(
          zonedMidnightJdUt(date.year, date.month, date.day, this.place.zone),
          this.place.latDeg,
          this.place.lonDeg,
          this.convention,
        );
      }
      r = { sunriseJdUt: d.sunriseJdUt, sunsetJdUt: d.sunsetJdUt };
      this.riseSets.set(key, r);
    }
    return r;
  }

  /**
   * The sankranti of the n-th sign counted from a fixed origin (n = 12 k + rashi0 counts signs
   * through the years): the instant nearest the guess, memoized by n.
   */
  sankranti(n: number, guessJdUt: number): number {
    let t = this.sankrantis.get(n);
    if (t === undefined) {
      const rashi0 = ((n % 12) + 12) % 12;
      t =
        this.astronomy === 'drik'
          ? sankrantiInstant(rashi0, guessJdUt, this.ayanamsa)
          : ssSankranti(rashi0, guessJdUt);
      this.sankrantis.set(n, t);
    }
    return t;
  }

  /** The sign the Sun is in at jdUt: its count n and the sankranti that opened it. */
  signAt(jdUt: number): { n: number; jdUt: number } {
    if (this.lastSign && this.lastSign.at === jdUt) return this.lastSign.sign;
    const s =
      this.astronomy === 'drik' ? lastSankranti(jdUt, this.ayanamsa) : lastSsSankranti(jdUt);
    const n = signIndex(s.rashi0, s.jdUt);
    if (!this.sankrantis.has(n)) this.sankrantis.set(n, s.jdUt);
    this.lastSign = { at: jdUt, sign: { n, jdUt: s.jdUt } };
    return this.lastSign.sign;
  }

  /** The zone's UTC offset (minutes) at an instant, exact, read once per instant. */
  offsetAt(jdUt: number): number {
    if (this.exact) return this.exact(jdUt);
    let o = this.offsets.get(jdUt);
    if (o === undefined) {
      o =
        this.stable && jdUt >= this.stable.fromJdUt && jdUt <= this.stable.toJdUt
          ? this.stable.minutes
          : offsetMinutesAt(jdUt, this.place.zone);
      this.offsets.set(jdUt, o);
    }
    return o;
  }

  /** The local noon (JD UT, by the zone's offset) of a civil date. */
  localNoon(date: CivilDate): number {
    const jd = jdFromGregorian(date.year, date.month, date.day) + 0.5;
    return jd - this.offsetNear(jd) / 1440;
  }

  /** First civil day of the month opened by a sankranti, under a rule. */
  monthStartDate(sankrantiJdUt: number, rule: SolarMonthStartRuleId, rashi0?: number): CivilDate {
    const date = this.dateOf(sankrantiJdUt);
    const known = this.riseSets.get(formatIsoDate(date));
    const off = monthStartOffsetDays(sankrantiJdUt, rule, {
      date,
      riseSet: () => this.riseSet(date),
      riseSetAt: (days) => this.riseSet(days === 0 ? date : addDays(date, days)),
      approxRiseSetAt: (days) =>
        approxSunRiseSet(
          this.localNoon(days === 0 ? date : addDays(date, days)),
          this.place.latDeg,
          this.place.lonDeg,
        ),
      rashi0: rashi0 ?? undefined,
      approxRiseSet: known
        ? undefined
        : () => approxSunRiseSet(this.localNoon(date), this.place.latDeg, this.place.lonDeg),
    });
    return off === 0 ? date : addDays(date, off);
  }
}

/** The Surya Siddhanta sign the Sun is in at jdUt and the sankranti that opened it. */
function lastSsSankranti(jdUt: number): { rashi0: number; jdUt: number } {
  const lon = ssSunLongitude(jdUt);
  const rashi0 = Math.floor(lon / 30) % 12;
  return {
    rashi0,
    jdUt: Math.min(jdUt, ssSankranti(rashi0, jdUt - (lon - rashi0 * 30) / SUN_MEAN_DEG_PER_DAY)),
  };
}

/** Origin of sign counts: near the Lahiri Mesha sankranti of 2000 (13 April 2000). */
const SIGN_COUNT_ORIGIN_JD = 2451648.5;
const MEAN_MONTH_DAYS = 30 / SUN_MEAN_DEG_PER_DAY;

/** Count n of a sankranti of rashi0 at about jdUt: 12 per year from the origin, n mod 12 = rashi0. */
function signIndex(rashi0: number, jdUt: number): number {
  return Math.round(((jdUt - SIGN_COUNT_ORIGIN_JD) / MEAN_MONTH_DAYS - rashi0) / 12) * 12 + rashi0;
}

function systemOf(system: SolarSystemId): SolarSystem {
  const s = SOLAR_SYSTEMS[system];
  if (!s)
    throw new EngineInputError(
      'INVALID_FIELD',
      `unknown solar calendar '${String(system)}'`,
      'system',
    );
  return s;
}

/** The place a system is reckoned at, given the place asked. */
export function reckoningPlace(system: SolarSystemId, asked: Place): Place {
  const at = systemOf(system).reckonedAt;
  return at === 'asked' ? asked : at;
}

function monthStartOfSign(
  r: SolarReckoner,
  sys: SolarSystem,
  n: number,
  guessJdUt: number,
): SolarMonthStart {
  const sankrantiJdUt = r.sankranti(n, guessJdUt);
  const rashi0 = ((n % 12) + 12) % 12;
  const month = ((rashi0 - sys.firstRashi0 + 12) % 12) + 1;
  // the Gregorian year in which month 1 of this year began: months after the first lie up to 11 signs later
  const yearStartJd = sankrantiJdUt - (month - 1) * (30 / SUN_MEAN_DEG_PER_DAY);
  const gy = gregorianYearOfJd(yearStartJd);
  return {
    system: sys.id,
    year: gy - sys.eraOffset,
    month,
    rashi0,
    sankrantiJdUt,
    date: r.monthStartDate(sankrantiJdUt, sys.rule, rashi0),
  };
}

function gregorianYearOfJd(jd: number): number {
  // proleptic Gregorian year of a JD (noon-safe: the year starts are months away from 1 January)
  let y = Math.floor((jd - 1721425.5) / 365.2425) + 1;
  while (jdFromGregorian(y, 1, 1) > jd) y--;
  while (jdFromGregorian(y + 1, 1, 1) <= jd) y++;
  return y;
}

/**
 * The date in a solar calendar of a civil date at a place.
 * @param system tamil, malayalam, bengali, odia, assamese, punjabi or nepali
 * @param date civil date (proleptic Gregorian)
 * @param place the place asked (Nepali is reckoned at Kathmandu whatever the place)
 * @param reckoner a SolarReckoner for this place to share sankrantis between systems (optional)
 */
export function solarDateOf(
  system: SolarSystemId,
  date: CivilDate,
  place: Place,
  opts: SolarCalendarOptions = {},
  reckoner?: SolarReckoner,
): SolarDate {
  const sys = systemOf(system);
  const at = reckoningPlace(system, place);
  const r =
    reckoner && reckoner.place === at && reckoner.astronomy === sys.astronomy
      ? reckoner
      : new SolarReckoner(at, opts.ayanamsa, opts.convention, { astronomy: sys.astronomy });
  const noon = r.localNoon(date);
  const cur = r.signAt(noon);
  let start = monthStartOfSign(r, sys, cur.n, cur.jdUt);
  let next: SolarMonthStart;
  if (compareDates(date, start.date) < 0) {
    next = start;
    start = monthStartOfSign(r, sys, cur.n - 1, cur.jdUt - MEAN_MONTH_DAYS);
  } else {
    next = monthStartOfSign(r, sys, cur.n + 1, cur.jdUt + MEAN_MONTH_DAYS);
    if (compareDates(date, next.date) >= 0) {
      start = next;
      next = monthStartOfSign(r, sys, cur.n + 2, cur.jdUt + 2 * MEAN_MONTH_DAYS);
    }
  }
  return {
    system,
    year: start.year,
    month: start.month,
    day: daysBetween(start.date, date) + 1,
    start,
    next,
  };
}

function checkMonth(month: number): void {
  if (!Number.isInteger(month) || month < 1 || month > 12)
    throw new EngineInputError(
      'INVALID_FIELD',
      `month must be an integer 1..12, got ${String(month)}`,
      'month',
    );
}

/**
 * The first civil day of month `month` (1..12) of year `year` of a solar calendar, with the
 * sankranti that opens it.
 */
export function solarMonthStart(
  system: SolarSystemId,
  year: number,
  month: number,
  place: Place,
  opts: SolarCalendarOptions = {},
  reckoner?: SolarReckoner,
): SolarMonthStart {
  const sys = systemOf(system);
  checkMonth(month);
  if (!Number.isInteger(year))
    throw new EngineInputError(
      'INVALID_FIELD',
      `year must be an integer, got ${String(year)}`,
      'year',
    );
  const at = reckoningPlace(system, place);
  const r =
    reckoner && reckoner.place === at && reckoner.astronomy === sys.astronomy
      ? reckoner
      : new SolarReckoner(at, opts.ayanamsa, opts.convention, { astronomy: sys.astronomy });
  const rashi0 = (sys.firstRashi0 + month - 1) % 12;
  // the Sun's place near 14 April of the year's Gregorian year, then the mean motion to the sign
  const apr14 = jdFromGregorian(year + sys.eraOffset, 4, 14);
  const { lonDeg } = siderealSun(apr14, r.ayanamsa);
  let guess =
    apr14 +
    ((sys.firstRashi0 + month - 1) * 30 - (lonDeg >= 180 ? lonDeg - 360 : lonDeg)) /
      SUN_MEAN_DEG_PER_DAY;
  for (let i = 0; i < 3; i++) {
    const at =
      r.astronomy === 'drik'
        ? sankrantiInstant(rashi0, guess, r.ayanamsa)
        : ssSankranti(rashi0, guess);
    const start = monthStartOfSign(r, sys, signIndex(rashi0, at), at);
    if (start.year === year) return start;
    guess += (year - start.year) * 12 * MEAN_MONTH_DAYS;
  }
  throw new Error(`no month ${month} of ${system} year ${year} found`);
}

/** Length in days of a solar month (29 to 32). */
export function solarMonthDays(
  system: SolarSystemId,
  year: number,
  month: number,
  place: Place,
  opts: SolarCalendarOptions = {},
): number {
  const at = reckoningPlace(system, place);
  const r = new SolarReckoner(at, opts.ayanamsa, opts.convention, {
    astronomy: SOLAR_SYSTEMS[system].astronomy,
  });
  const a = solarMonthStart(system, year, month, place, opts, r);
  const b =
    month === 12
      ? solarMonthStart(system, year + 1, 1, place, opts, r)
      : solarMonthStart(system, year, month + 1, place, opts, r);
  return daysBetween(a.date, b.date);
}

/**
 * The civil date of day `day` of month `month` of year `year` in a solar calendar.
 * @throws EngineInputError INVALID_FIELD when the month has fewer days
 */
export function solarDateToCivil(
  system: SolarSystemId,
  year: number,
  month: number,
  day: number,
  place: Place,
  opts: SolarCalendarOptions = {},
): CivilDate {
  const at = reckoningPlace(system, place);
  const r = new SolarReckoner(at, opts.ayanamsa, opts.convention, {
    astronomy: SOLAR_SYSTEMS[system].astronomy,
  });
  const a = solarMonthStart(system, year, month, place, opts, r);
  const b =
    month === 12
      ? solarMonthStart(system, year + 1, 1, place, opts, r)
      : solarMonthStart(system, year, month + 1, place, opts, r);
  const len = daysBetween(a.date, b.date);
  if (!Number.isInteger(day) || day < 1 || day > len) {
    throw new EngineInputError(
      'INVALID_FIELD',
      `day must be an integer 1..${len} (${SOLAR_SYSTEMS[system].months[month - 1]!.name} ${year} has ${len} days), got ${String(day)}`,
      'day',
    );
  }
  return addDays(a.date, day - 1);
}

/**
 * The civil dates within Gregorian year `gregorianYear` on which day `day` of month `month` of a
 * solar calendar falls (usually one; none when that month has fewer days that year; two only when
 * the day falls on both 1 January and 31 December). Vishu: ('malayalam', 9, 1); Puthandu:
 * ('tamil', 1, 1); Pohela Boishakh: ('bengali', 1, 1); Bohag Bihu: ('assamese', 1, 1).
 */
export function solarDayInGregorianYear(
  system: SolarSystemId,
  month: number,
  day: number,
  gregorianYear: number,
  place: Place,
  opts: SolarCalendarOptions = {},
): CivilDate[] {
  const sys = systemOf(system);
  checkMonth(month);
  const out: CivilDate[] = [];
  for (const year of [gregorianYear - sys.eraOffset - 1, gregorianYear - sys.eraOffset]) {
    let d: CivilDate;
    try {
      d = solarDateToCivil(system, year, month, day, place, opts);
    } catch (e) {
      if (e instanceof EngineInputError && e.field === 'day') continue;
      throw e;
    }
    if (d.year === gregorianYear) out.push(d);
  }
  return out;
}

/** The rashi name of a solar month (Mesha ...). */
export function rashiOfMonth(system: SolarSystemId, month: number): string {
  return RASHI_NAMES[(SOLAR_SYSTEMS[system].firstRashi0 + month - 1) % 12]!;
}
