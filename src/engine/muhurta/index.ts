/**
 * @module Muhurta divisions of a savana day: the 30 named muhurtas, Abhijit and Brahma muhurta,
 * choghadiya, horas, and Rahu kalam, Yamaganda and Gulika kalam. Every boundary is a fixed
 * fraction of the daytime (sunrise to sunset) or the night (sunset to next sunrise), so all of
 * them follow from the three rise/set instants exactly.
 *
 * Sources:
 * - 30 muhurtas, 15 by day and 15 by night, each 1/15 of its half: Muhurta Chintamani 6 and
 *   Brihat Samhita 98 name their deities (day: Rudra (Shiva), Ahi (Sarpa), Mitra, Pitri, Vasu,
 *   Varaha (Jala in some lists), Vishvedeva, Vidhi, Satamukhi, Puruhuta, Vahini, Naktanakara,
 *   Varuna, Aryaman, Bhaga; night: Girisha, Ajapada, Ahirbudhnya, Pushya, Ashvini, Yama, Agni,
 *   Vidhatri, Kanda, Aditi, Jiva (Amrita), Vishnu, Dyumadgadyuti, Brahma, Samudra).
 * - Abhijit: the 8th day muhurta (Vidhi), the one containing local apparent noon.
 * - Brahma muhurta: the 14th night muhurta (named Brahma), i.e. from 2 night-muhurtas before
 *   sunrise to 1 before (Ashtanga Hridaya 2.1 "brahme muhurte uttishthet"; length 1/15 of the night,
 *   48 minutes at the equinox). As almanacs print it for a date, it is the one in the early morning
 *   of that date, before its sunrise: the 14th muhurta of the PREVIOUS night (previous sunset to this
 *   sunrise). The 14th entry of `muhurtas.night` is the next morning's.
 * - Choghadiya (Gujarat and Rajasthan almanacs): day and night each in 8 equal parts. The parts
 *   follow the descending hora order of their lords (Sun Udveg, Venus Char, Mercury Labh, Moon Amrit,
 *   Saturn Kaal, Jupiter Shubh, Mars Rog); the day starts with the weekday lord's part, the night
 *   with the part 5 places further, and each night part steps 5 places (i.e. back 2) along that order.
 * - Horas: 12 equal day horas from sunrise and 12 equal night horas from sunset; the first hora's lord
 *   is the weekday lord, then the Chaldean descending order Sun, Venus, Mercury, Moon, Saturn,
 *   Jupiter, Mars (Surya Siddhanta 12.78-79; BPHS).
 * - Rahu kalam, Yamaganda, Gulika kalam: the daytime in 8 equal parts; the part (1-based) by
 *   weekday Sun..Sat is Rahu 8,2,7,5,6,4,3; Yamaganda 5,4,3,2,1,7,6; Gulika 7,6,5,4,3,2,1
 *   (the South Indian almanac tables, Kalaprakashika tradition).
 */
import { type SaptaGraha, VARA_LORDS } from '../core/constants.js';
import { EngineInputError } from '../core/errors.js';
import {
  addDays,
  checkPlace,
  type CivilDate,
  dayFormatter,
  type Instant,
  midnightOf,
  type Place,
  solarDay,
  type SolarDay,
} from '../calendar/solar-day.js';
import { sunRiseSetDay } from '../riseset/index.js';
import { panchangOfSolarDay, type PanchangDay, type PanchangOptions } from '../panchang/index.js';

/** The 15 day muhurtas from sunrise (Muhurta Chintamani 6). */
export const DAY_MUHURTA_NAMES = [
  'Rudra',
  'Ahi',
  'Mitra',
  'Pitri',
  'Vasu',
  'Varaha',
  'Vishvedeva',
  'Vidhi',
  'Satamukhi',
  'Puruhuta',
  'Vahini',
  'Naktanakara',
  'Varuna',
  'Aryaman',
  'Bhaga',
] as const;
/** The 15 night muhurtas from sunset. */
export const NIGHT_MUHURTA_NAMES = [
  'Girisha',
  'Ajapada',
  'Ahirbudhnya',
  'Pushya',
  'Ashvini',
  'Yama',
  'Agni',
  'Vidhatri',
  'Kanda',
  'Aditi',
  'Jiva',
  'Vishnu',
  'Dyumadgadyuti',
  'Brahma',
  'Samudra',
] as const;

/** Hora (Chaldean descending) order of the seven grahas. */
export const HORA_ORDER: readonly SaptaGraha[] = [
  'Sun',
  'Venus',
  'Mercury',
  'Moon',
  'Saturn',
  'Jupiter',
  'Mars',
];

/** Choghadiya of each lord and its quality. */
export const CHOGHADIYA_OF: Readonly<
  Record<SaptaGraha, { name: string; quality: 'good' | 'neutral' | 'bad' }>
> = {
  Sun: { name: 'Udveg', quality: 'bad' },
  Venus: { name: 'Char', quality: 'neutral' },
  Mercury: { name: 'Labh', quality: 'good' },
  Moon: { name: 'Amrit', quality: 'good' },
  Saturn: { name: 'Kaal', quality: 'bad' },
  Jupiter: { name: 'Shubh', quality: 'good' },
  Mars: { name: 'Rog', quality: 'bad' },
};

/** Rahu kalam part of the day (1-based of 8 daytime parts), index 0 = Sunday. */
export const RAHU_KALAM_PART = [8, 2, 7, 5, 6, 4, 3] as const;
/** Yamaganda part of the day (1-based of 8), index 0 = Sunday. */
export const YAMAGANDA_PART = [5, 4, 3, 2, 1, 7, 6] as const;
/** Gulika kalam part of the day (1-based of 8), index 0 = Sunday. */
export const GULIKA_KALAM_PART = [7, 6, 5, 4, 3, 2, 1] as const;

/** A named division of the day or night. */
export interface Slot {
  /** 1-based position within its day or night */
  number: number;
  name: string;
  start: Instant;
  end: Instant;
}
/** A choghadiya with its lord and quality. */
export interface ChoghadiyaSlot extends Slot {
  lord: SaptaGraha;
  quality: 'good' | 'neutral' | 'bad';
}
/** A hora with its lord. */
export interface HoraSlot extends Slot {
  lord: SaptaGraha;
  half: 'day' | 'night';
}

/** Every muhurta division of a savana day, with its panchang. */
export interface MuhurtaDay {
  date: string;
  convention: PanchangDay['convention'];
  sunrise: Instant;
  sunset: Instant;
  nextSunrise: Instant;
  /** length of one day muhurta and one night muhurta, minutes */
  dayMuhurtaMinutes: number;
  nightMuhurtaMinutes: number;
  muhurtas: { day: Slot[]; night: Slot[] };
  abhijit: Slot;
  /** Brahma muhurta of this date's early morning (14th muhurta of the previous night) */
  brahmaMuhurta: Slot;
  previousSunset: Instant;
  choghadiya: { day: ChoghadiyaSlot[]; night: ChoghadiyaSlot[] };
  horas: HoraSlot[];
  rahuKalam: Slot;
  yamaganda: Slot;
  gulikaKalam: Slot;
  panchang: PanchangDay;
}

/** The k-th of n equal boundaries between a and b, exact at both ends. */
export function division(a: number, b: number, n: number, k: number): number {
  if (k <= 0) return a;
  if (k >= n) return b;
  return a + ((b - a) * k) / n;
}

function slots(
  a: number,
  b: number,
  n: number,
  name: (i: number) => string,
  fmt: (jd: number) => Instant,
): Slot[] {
  const out: Slot[] = [];
  for (let i = 0; i < n; i++) {
    out.push({
      number: i + 1,
      name: name(i),
      start: fmt(division(a, b, n, i)),
      end: fmt(division(a, b, n, i + 1)),
    });
  }
  return out;
}

/** Sunset of the civil date before `day`, JD UT (null when the Sun does not set that date). */
export function previousSunsetJdUt(day: SolarDay, place: Place): number | null {
  const p = addDays(day.date, -1);
  return sunRiseSetDay(
    midnightOf(p, place.zone, day.zoneOffsetMinutes),
    place.latDeg,
    place.lonDeg,
    day.convention,
  ).sunsetJdUt;
}

/** The sunrise, sunset, next sunrise and previous sunset of a savana day; throws when the Sun does not both rise and set. */
function sunTimesOf(
  day: SolarDay,
  place: Place,
  prevSunsetJdUt?: number | null,
): { rise: number; set: number; next: number; prevSet: number } {
  const { sunriseJdUt: rise, sunsetJdUt: set, nextSunriseJdUt: next } = day;
  const prevSet = prevSunsetJdUt === undefined ? previousSunsetJdUt(day, place) : prevSunsetJdUt;
  if (
    rise === null ||
    set === null ||
    next === null ||
    prevSet === null ||
    !(prevSet < rise && rise < set && set < next)
  ) {
    throw new EngineInputError(
      'SUN_DOES_NOT_RISE_OR_SET',
      `the Sun does not both rise and set at latitude ${place.latDeg} on ${day.dateIso}: muhurta divisions are undefined`,
      'lat',
    );
  }
  return { rise, set, next, prevSet };
}

/** A window as two instants, JD UT. */
export interface WindowJdUt {
  startJdUt: number;
  endJdUt: number;
}
/** The five windows a day's calendar shows, JD UT (see dailyWindowsJdUt). */
export interface DailyWindowsJdUt {
  brahmaMuhurta: WindowJdUt;
  abhijit: WindowJdUt;
  rahuKalam: WindowJdUt;
  yamaganda: WindowJdUt;
  gulikaKalam: WindowJdUt;
}

/**
 * Brahma muhurta, Abhijit, Rahu kalam, Yamaganda and Gulika kalam of a savana day, JD UT: the
 * same numbers as muhurtaOfSolarDay (which takes them from here) without its other divisions,
 * their local times or the panchang (the calendar feed needs only these; issue 28).
 * @throws EngineInputError SUN_DOES_NOT_RISE_OR_SET as muhurtaOfSolarDay
 */
export function dailyWindowsJdUt(
  day: SolarDay,
  place: Place,
  prevSunsetJdUt?: number | null,
): DailyWindowsJdUt {
  return windowsOf(day.weekday0, sunTimesOf(day, place, prevSunsetJdUt));
}

function windowsOf(
  w: number,
  { rise, set, prevSet }: { rise: number; set: number; prevSet: number },
): DailyWindowsJdUt {
  const eighth = (p: number): WindowJdUt => ({
    startJdUt: division(rise, set, 8, p - 1),
    endJdUt: division(rise, set, 8, p),
  });
  return {
    brahmaMuhurta: {
      startJdUt: division(prevSet, rise, 15, 13),
      endJdUt: division(prevSet, rise, 15, 14),
    },
    abhijit: { startJdUt: division(rise, set, 15, 7), endJdUt: division(rise, set, 15, 8) },
    rahuKalam: eighth(RAHU_KALAM_PART[w]!),
    yamaganda: eighth(YAMAGANDA_PART[w]!),
    gulikaKalam: eighth(GULIKA_KALAM_PART[w]!),
  };
}

/**
 * Muhurta divisions of a savana day already resolved; throws when the Sun does not both rise and set.
 * @param prevSunsetJdUt the previous date's sunset when the caller has it (else computed)
 */
export function muhurtaOfSolarDay(
  day: SolarDay,
  place: Place,
  opts: PanchangOptions = {},
  prevSunsetJdUt?: number | null,
): MuhurtaDay {
  const sun = sunTimesOf(day, place, prevSunsetJdUt);
  const { rise, set, next, prevSet } = sun;
  const zone = dayFormatter(day, place.zone);
  const w = day.weekday0;
  const lord = VARA_LORDS[w]!;
  const lordPos = HORA_ORDER.indexOf(lord);
  const dayM = slots(rise, set, 15, (i) => DAY_MUHURTA_NAMES[i]!, zone);
  const nightM = slots(set, next, 15, (i) => NIGHT_MUHURTA_NAMES[i]!, zone);
  const chog = (a: number, b: number, first: number, step: number): ChoghadiyaSlot[] =>
    slots(a, b, 8, () => '', zone).map((s, i) => {
      const l = HORA_ORDER[(((first + step * i) % 7) + 7) % 7]!;
      return { ...s, name: CHOGHADIYA_OF[l].name, lord: l, quality: CHOGHADIYA_OF[l].quality };
    });
  const horaSlots: HoraSlot[] = [
    ...slots(rise, set, 12, () => '', zone).map((s) => ({ ...s, half: 'day' as const })),
    ...slots(set, next, 12, () => '', zone).map((s) => ({
      ...s,
      number: s.number + 12,
      half: 'night' as const,
    })),
  ].map((s, i) => {
    const l = HORA_ORDER[(lordPos + i) % 7]!;
    return { ...s, name: `${l} hora`, lord: l };
  });
  const win = windowsOf(w, sun);
  const slot = (number: number, name: string, x: WindowJdUt): Slot => ({
    number,
    name,
    start: zone(x.startJdUt),
    end: zone(x.endJdUt),
  });
  return {
    date: day.dateIso,
    convention: day.convention,
    sunrise: zone(rise),
    sunset: zone(set),
    nextSunrise: zone(next),
    dayMuhurtaMinutes: ((set - rise) * 1440) / 15,
    nightMuhurtaMinutes: ((next - set) * 1440) / 15,
    muhurtas: { day: dayM, night: nightM },
    abhijit: slot(8, 'Abhijit', win.abhijit),
    brahmaMuhurta: slot(14, 'Brahma muhurta', win.brahmaMuhurta),
    previousSunset: zone(prevSet),
    choghadiya: { day: chog(rise, set, lordPos, 1), night: chog(set, next, lordPos + 5, 5) },
    horas: horaSlots,
    rahuKalam: slot(RAHU_KALAM_PART[w]!, 'Rahu kalam', win.rahuKalam),
    yamaganda: slot(YAMAGANDA_PART[w]!, 'Yamaganda', win.yamaganda),
    gulikaKalam: slot(GULIKA_KALAM_PART[w]!, 'Gulika kalam', win.gulikaKalam),
    panchang: panchangOfSolarDay(day, place, opts),
  };
}

/**
 * Muhurta divisions and the panchang of a civil date at a place.
 * @throws EngineInputError SUN_DOES_NOT_RISE_OR_SET (field 'lat') on a polar day or night;
 * INVALID_FIELD / INVALID_TIMEZONE for bad input
 */
export function muhurtaForDay(
  date: CivilDate,
  place: Place,
  opts: PanchangOptions = {},
): MuhurtaDay {
  checkPlace(place);
  return muhurtaOfSolarDay(solarDay(date, place, opts.convention ?? 'hindu'), place, opts);
}
