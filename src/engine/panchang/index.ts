/**
 * @module The five-limb panchang of a day (sunrise to next sunrise) and of an instant.
 *
 * Conventions (see docs/panchang-muhurta-utsavas.md):
 * - the day is the savana day, sunrise to the next sunrise, with the rise convention named
 *   ('hindu': disc centre, no refraction, default; 'civil': upper limb with refraction);
 * - vara: the weekday that begins at sunrise; an instant before sunrise belongs to the previous vara;
 * - every limb (tithi, nakshatra, yoga, karana) that is current at any moment of the day is listed
 *   in order with its start and end, so a kshaya limb (begins and ends between two sunrises) shows
 *   up as a middle entry; the limb "of the day" is the first entry, the one current at sunrise;
 * - limb boundaries come from the event search (src/engine/search) on Lahiri sidereal longitudes;
 * - lunar month amanta and purnimanta with adhika and kshaya (src/engine/calendar/lunar-month.ts);
 *   eras and samvatsara (src/engine/calendar/eras.ts);
 * - ayana: `sidereal` by the Sun's sidereal rashi (Uttarayana from Makara sankranti to Karka
 *   sankranti, the almanacs' traditional ayana), `tropical` by the solstices (Drik ayana);
 * - ritu: `lunar` by amanta month (Vasanta = Chaitra and Vaishakha, ..., Shishira = Magha and
 *   Phalguna), `tropical` by the Sun's tropical longitude (Vasanta from 330 deg, each ritu 60 deg).
 * Times are Julian days UT plus ISO 8601 with the zone's offset.
 */
import {
  nakshatraIndex0,
  nakshatraLord,
  NAKSHATRA_NAMES,
  norm360,
  pada,
  rashiIndex0,
  RASHI_NAMES,
  VARA_LORDS,
  VARA_NAMES,
  type GrahaName,
  type SaptaGraha,
} from '../core/constants.js';
import { EngineInputError } from '../core/errors.js';
import { ayanamsaDeg, nutation, siderealSunMoon, type AyanamsaName } from '../ephemeris/index.js';
import { type RiseConvention, moonRiseSetDay } from '../riseset/index.js';
import { limbSpansBetween, type LimbSpan } from '../search/index.js';
import { jdTtFromUt } from '../time/julian.js';
import { localDateOf } from '../time/zones.js';
import { erasOfShakaYear, shakaYearOf, type EraYears } from '../calendar/eras.js';
import { lunarMonthAt, monthNaming, type MonthNaming } from '../calendar/lunar-month.js';
import {
  AYANA_NAMES,
  RITU_NAMES,
  type AyanaName,
  type Paksha,
  type RituName,
} from '../calendar/names.js';
import {
  calendarsOfSolarDay,
  type CalendarSystemId,
  type RegionalCalendars,
} from '../calendar/regional.js';
import {
  addDays,
  checkPlace,
  type CivilDate,
  instantIn,
  type Instant,
  type Place,
  solarDay,
  type SolarDay,
  dayFormatter,
  zoneLabel,
} from '../calendar/solar-day.js';
import { karanaName, pakshaOfTithi, tithiName, tithiNumber, yogaName } from './limbs.js';

/** Input and instant types shared with the calendar module. */
export { type Place, type CivilDate, type Instant } from '../calendar/solar-day.js';

/** Options of every panchang, muhurta and festival function. */
export interface PanchangOptions {
  /** sunrise convention, default 'hindu' */
  convention?: RiseConvention;
  /** ayanamsa for sidereal longitudes and limbs, default 'lahiri' */
  ayanamsa?: AyanamsaName;
  /**
   * add `calendars`, the day in every regional calendar (src/engine/calendar/regional.ts): true
   * for all systems, or the list of system ids; off by default (muhurta and the festival
   * evaluator do not pay for it)
   */
  calendars?: boolean | readonly CalendarSystemId[];
}

/** One limb (tithi, nakshatra, yoga or karana) current during the day, with its bounds. */
export interface LimbEntry {
  index0: number;
  name: string;
  start: Instant;
  end: Instant;
}
/** A tithi entry with its paksha and number. */
export interface TithiEntry extends LimbEntry {
  /** 1..15 within the paksha */
  number: number;
  paksha: Paksha;
}
/** A nakshatra entry with its Vimsottari lord. */
export interface NakshatraEntry extends LimbEntry {
  /** Vimsottari lord */
  lord: GrahaName;
}

/** The panchang of a savana day at a place (see the module note for every convention). */
export interface PanchangDay {
  date: string;
  place: { latDeg: number; lonDeg: number; zone: string };
  convention: RiseConvention;
  ayanamsa: AyanamsaName;
  sunrise: Instant | null;
  sunset: Instant | null;
  nextSunrise: Instant | null;
  /** moonrise and moonset within the civil date (local midnight to midnight), null when none */
  moonrise: Instant | null;
  moonset: Instant | null;
  polar: null | 'day' | 'night';
  /** the day's bounds: sunrise to next sunrise (local midnights on a polar day or night) */
  dayStart: Instant;
  dayEnd: Instant;
  vara: { index0: number; name: string; lord: SaptaGraha };
  tithi: TithiEntry[];
  nakshatra: NakshatraEntry[];
  yoga: LimbEntry[];
  karana: LimbEntry[];
  /** Moon's nakshatra pada (1..4) at sunrise */
  nakshatraPadaAtSunrise: number;
  lunarMonth: MonthNaming;
  eras: EraYears;
  ayana: { sidereal: AyanaName; tropical: AyanaName };
  ritu: { lunar: RituName; tropical: RituName };
  /** sidereal longitudes at sunrise (day start), degrees */
  sun: { siderealLonDeg: number; rashi: string; nakshatra: string; pada: number };
  moon: { siderealLonDeg: number; rashi: string; nakshatra: string; pada: number };
  /** the day in the regional calendars, present when asked for (PanchangOptions.calendars) */
  calendars?: RegionalCalendars;
}

/** The panchang of the day containing an instant, with the limbs current at it. */
export interface PanchangNow extends PanchangDay {
  /** the instant asked for */
  at: Instant;
  /** the limbs current at `at` */
  current: {
    tithi: TithiEntry;
    nakshatra: NakshatraEntry & { pada: number };
    yoga: LimbEntry;
    karana: LimbEntry;
  };
  /** sidereal longitudes at `at` */
  sunAt: { siderealLonDeg: number; rashi: string; nakshatra: string; pada: number };
  moonAt: { siderealLonDeg: number; rashi: string; nakshatra: string; pada: number };
}

function bodyPoint(lonDeg: number): {
  siderealLonDeg: number;
  rashi: string;
  nakshatra: string;
  pada: number;
} {
  return {
    siderealLonDeg: lonDeg,
    rashi: RASHI_NAMES[rashiIndex0(lonDeg)]!,
    nakshatra: NAKSHATRA_NAMES[nakshatraIndex0(lonDeg)]!,
    pada: pada(lonDeg),
  };
}

type Fmt = (jdUt: number) => Instant;
function tithiEntry(s: LimbSpan, fmt: Fmt): TithiEntry {
  return {
    index0: s.index0,
    name: tithiName(s.index0),
    number: tithiNumber(s.index0),
    paksha: pakshaOfTithi(s.index0),
    start: fmt(s.startJdUt),
    end: fmt(s.endJdUt),
  };
}
function nakshatraEntry(s: LimbSpan, fmt: Fmt): NakshatraEntry {
  return {
    index0: s.index0,
    name: NAKSHATRA_NAMES[s.index0]!,
    lord: nakshatraLord(s.index0 * (360 / 27) + 1e-6),
    start: fmt(s.startJdUt),
    end: fmt(s.endJdUt),
  };
}
function plainEntry(s: LimbSpan, fmt: Fmt, name: string): LimbEntry {
  return { index0: s.index0, name, start: fmt(s.startJdUt), end: fmt(s.endJdUt) };
}

function ayanaOf(lonDeg: number): AyanaName {
  const l = norm360(lonDeg);
  return AYANA_NAMES[l >= 270 || l < 90 ? 0 : 1]!;
}

/** Panchang of a savana day already resolved (used by muhurta and the festival evaluator). */
export function panchangOfSolarDay(
  day: SolarDay,
  place: Place,
  opts: PanchangOptions = {},
): PanchangDay {
  const ayanamsa = opts.ayanamsa ?? 'lahiri';
  const zone = place.zone;
  const from = day.startJdUt;
  const to = day.endJdUt;
  const tithis = limbSpansBetween('tithi', from, to, ayanamsa);
  const naks = limbSpansBetween('nakshatra', from, to, ayanamsa);
  const yogas = limbSpansBetween('yoga', from, to, ayanamsa);
  const karanas = limbSpansBetween('karana', from, to, ayanamsa);
  const { sunDeg, moonDeg } = siderealSunMoon(from, ayanamsa);
  const month = lunarMonthAt(from, ayanamsa);
  const naming = monthNaming(month, tithis[0]!.index0 >= 15);
  const eras = erasOfShakaYear(shakaYearOf(day.date.year, day.date.month, month.index0));
  // tropical = sidereal + mean ayanamsa + nutation in longitude (the ephemeris' own definition)
  const jdTt = jdTtFromUt(from);
  const tropSun = norm360(sunDeg + ayanamsaDeg(ayanamsa, jdTt) + nutation(jdTt).dpsiDeg);
  const moon = moonRiseSetDay(day.localMidnightJdUt, place.latDeg, place.lonDeg, day.convention);
  const fmt = dayFormatter(day, zone);
  const inst = (jd: number | null): Instant | null => (jd === null ? null : fmt(jd));
  return {
    date: day.dateIso,
    place: { latDeg: place.latDeg, lonDeg: place.lonDeg, zone: zoneLabel(zone) },
    convention: day.convention,
    ayanamsa,
    sunrise: inst(day.sunriseJdUt),
    sunset: inst(day.sunsetJdUt),
    nextSunrise: inst(day.nextSunriseJdUt),
    moonrise: inst(moon.moonriseJdUt),
    moonset: inst(moon.moonsetJdUt),
    polar: day.polar,
    dayStart: fmt(from),
    dayEnd: fmt(to),
    vara: {
      index0: day.weekday0,
      name: VARA_NAMES[day.weekday0]!,
      lord: VARA_LORDS[day.weekday0]!,
    },
    tithi: tithis.map((s) => tithiEntry(s, fmt)),
    nakshatra: naks.map((s) => nakshatraEntry(s, fmt)),
    yoga: yogas.map((s) => plainEntry(s, fmt, yogaName(s.index0))),
    karana: karanas.map((s) => plainEntry(s, fmt, karanaName(s.index0))),
    nakshatraPadaAtSunrise: pada(moonDeg),
    lunarMonth: naming,
    eras,
    ayana: { sidereal: ayanaOf(sunDeg), tropical: ayanaOf(tropSun) },
    ritu: {
      lunar: RITU_NAMES[Math.floor(month.index0 / 2)]!,
      tropical: RITU_NAMES[Math.floor(norm360(tropSun - 330) / 60)]!,
    },
    sun: bodyPoint(sunDeg),
    moon: bodyPoint(moonDeg),
    ...(opts.calendars
      ? {
          calendars: calendarsOfSolarDay(
            day,
            place,
            {
              ayanamsa,
              convention: day.convention,
              ...(opts.calendars === true ? {} : { systems: opts.calendars }),
            },
            { month, tithiIndex0: tithis[0]!.index0 },
          ),
        }
      : {}),
  };
}

/**
 * Panchang of a civil date at a place: the savana day that begins at that date's sunrise.
 * @param date civil date in the place's zone
 * @param place latitude, longitude (east positive) in degrees, zone as tzHours or IANA id
 * @param opts convention ('hindu' default) and ayanamsa ('lahiri' default)
 * @throws EngineInputError INVALID_FIELD / INVALID_TIMEZONE for bad input
 */
export function panchangForDay(
  date: CivilDate,
  place: Place,
  opts: PanchangOptions = {},
): PanchangDay {
  checkPlace(place);
  const day = solarDay(date, place, opts.convention ?? 'hindu');
  return panchangOfSolarDay(day, place, opts);
}

/** The savana day containing an instant: the civil date of the instant, or the one before when the instant precedes that date's sunrise. */
export function solarDayContaining(
  jdUt: number,
  place: Place,
  convention: RiseConvention = 'hindu',
): SolarDay {
  const l = localDateOf(jdUt, place.zone);
  const date: CivilDate = { year: l.year, month: l.month, day: l.day };
  const today = solarDay(date, place, convention);
  if (jdUt >= today.startJdUt) return today;
  return solarDay(addDays(date, -1), place, convention);
}

/**
 * Panchang for an instant ("now", passed in by the caller as JD UT): the day's panchang for the
 * savana day containing the instant (so before sunrise it is the previous vara), plus the limbs
 * and longitudes current at the instant.
 */
export function panchangAt(jdUt: number, place: Place, opts: PanchangOptions = {}): PanchangNow {
  if (!Number.isFinite(jdUt))
    throw new EngineInputError('INVALID_FIELD', 'instant must be a finite Julian day', 'jdUt');
  checkPlace(place);
  const ayanamsa = opts.ayanamsa ?? 'lahiri';
  const day = solarDayContaining(jdUt, place, opts.convention ?? 'hindu');
  const base = panchangOfSolarDay(day, place, opts);
  const pick = <T extends LimbEntry>(list: T[]): T =>
    list.find((e) => e.start.jdUt <= jdUt && jdUt < e.end.jdUt) ?? list[list.length - 1]!;
  const { sunDeg, moonDeg } = siderealSunMoon(jdUt, ayanamsa);
  const nak = pick(base.nakshatra);
  return {
    ...base,
    at: instantIn(jdUt, place.zone),
    current: {
      tithi: pick(base.tithi),
      nakshatra: { ...nak, pada: pada(moonDeg) },
      yoga: pick(base.yoga),
      karana: pick(base.karana),
    },
    sunAt: bodyPoint(sunDeg),
    moonAt: bodyPoint(moonDeg),
  };
}
