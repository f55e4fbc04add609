/**
 * @module A civil date at a place in every calendar India and Nepal use, as one answer:
 * - lunisolar `amanta` (Gujarat, Maharashtra, Karnataka, Andhra Pradesh, Telangana; Shaka era) and
 *   `purnimanta` (northern India; Vikram era), with adhika and kshaya months named: the month and
 *   tithi current at the day's sunrise (src/engine/calendar/lunar-month.ts);
 * - solar `tamil`, `malayalam`, `bengali`, `odia`, `assamese`, `punjabi`, `nepali`, each with its
 *   month-start rule (solar-calendars.ts, month-start.ts);
 * - fixed `bengali-bd` (Bangladesh's revised calendar) and `saka` (India's national calendar)
 *   (fixed-calendars.ts);
 * and the era years (Vikram, Shaka, Kali, Kollam, Bangabda, Bikram Sambat, Bhaskarabda).
 * Names and ids are data (regional-names.ts). Pure: same input, same output.
 */
import { RASHI_NAMES } from '../core/constants.js';
import { EngineInputError } from '../core/errors.js';
import type { AyanamsaName } from '../ephemeris/index.js';
import type { RiseConvention } from '../riseset/index.js';
import { limbAt } from '../search/index.js';
import { daysBetween, formatIsoDate, type CivilDate } from '../time/calendar.js';
import { erasOfShakaYear, samvatsaraSouthIndex0, shakaYearOf } from './eras.js';
import { fixedDateOf, type FixedSystemId } from './fixed-calendars.js';
import { lunarMonthAt, monthNaming, type LunarMonth } from './lunar-month.js';
import { MONTH_START_RULES, type MonthStartRuleId } from './month-start.js';
import { MASA_NAMES, SAMVATSARA_NAMES, type Paksha } from './names.js';
import { ERA_NAMES, MASA_MONTHS, type EraId, type MonthName } from './regional-names.js';
import {
  SOLAR_SYSTEMS,
  SolarReckoner,
  solarDateOf,
  reckoningPlace,
  type SolarSystemId,
} from './solar-calendars.js';
import {
  checkPlace,
  formatterForOffset,
  solarDay,
  type Instant,
  type Place,
  type SolarDay,
} from './solar-day.js';

/** Every calendar system, in the order answers list them. */
export const CALENDAR_SYSTEM_IDS = [
  'amanta',
  'purnimanta',
  'tamil',
  'malayalam',
  'bengali',
  'bengali-bd',
  'odia',
  'assamese',
  'punjabi',
  'nepali',
  'saka',
] as const;
/** A calendar system id. */
export type CalendarSystemId = (typeof CALENDAR_SYSTEM_IDS)[number];

/** Where each system is used, for answers and docs. */
export const CALENDAR_SYSTEM_REGIONS: Readonly<Record<CalendarSystemId, string>> = Object.freeze({
  amanta:
    'Lunisolar, months ending at the new moon: Gujarat, Maharashtra, Goa, Karnataka, Andhra Pradesh, Telangana',
  purnimanta:
    "Lunisolar, months ending at the full moon: northern India (Uttar Pradesh, Bihar, Madhya Pradesh, Rajasthan, Punjab, Haryana, Himachal Pradesh, Delhi), Nepal's festivals",
  tamil: "Solar: Tamil Nadu, Puducherry, Sri Lanka's Tamils",
  malayalam: 'Solar, Kollam era from Chingam: Kerala',
  bengali: "Solar, by the West Bengal almanacs' rule: West Bengal, Tripura",
  'bengali-bd': 'Solar, fixed lengths (revised 1987 and 2019): Bangladesh',
  odia: 'Solar: Odisha',
  assamese: 'Solar, Bhaskarabda: Assam',
  punjabi: 'Solar (Bikrami), month from the Sangrand: Punjab, Haryana, Himachal Pradesh, Jammu',
  nepali: "Solar, Bikram Sambat, reckoned at Kathmandu: Nepal's civil calendar",
  saka: "India's national calendar (1957), fixed lengths",
});

/** One month in an answer. */
export interface CalendarMonth {
  /** 1..12 in the system's year */
  number: number;
  /** stable id (regional-names.ts) */
  id: string;
  /** English spelling; lunisolar adhika months read "Adhika <name>" */
  name: string;
  iast: string;
  /** lunisolar intercalary month (always false for solar and fixed systems) */
  adhika: boolean;
  /** the rashi of a solar month (Mesha ...), null for lunisolar and fixed systems */
  rashi: string | null;
  /** days in the month (solar and fixed), null for lunisolar */
  days: number | null;
}

/** A date in one calendar system. */
export interface CalendarSystemDate {
  id: CalendarSystemId;
  kind: 'lunisolar' | 'solar' | 'fixed';
  region: string;
  era: { id: EraId; name: string };
  year: number;
  month: CalendarMonth;
  /** day of the month: the tithi number in its paksha (1..15) for lunisolar systems, else 1..32 */
  day: number;
  /** lunisolar: the paksha and tithi (1..30 from Shukla Pratipada) current at sunrise, else null */
  paksha: Paksha | null;
  tithi: number | null;
  /** lunisolar: the month name dropped (kshaya) in this month, else null */
  kshayaMonth: { number: number; id: string; name: string; iast: string } | null;
  /** the 60-year samvatsara of the year (amanta and Tamil: South Indian; purnimanta: North Indian), else null */
  samvatsara: string | null;
  /** solar and fixed: first day of this month and of the next (YYYY-MM-DD), else null */
  monthStart: string | null;
  nextMonthStart: string | null;
  /** solar: the sankranti that opened the month, else null */
  sankranti: { rashi: string; at: Instant } | null;
  /** the rule by which its months begin (month-start.ts) */
  rule: { id: MonthStartRuleId; text: string };
  /** 'place': reckoned at the place asked; 'kathmandu': at Kathmandu whatever the place; 'gregorian': a fixed mapping */
  reckonedAt: 'place' | 'kathmandu' | 'gregorian';
  /** fixed calendars: true before the calendar was adopted */
  proleptic: boolean;
}

/** An era year and the system it is read from. */
export interface EraYear {
  id: EraId;
  name: string;
  year: number;
  system: CalendarSystemId;
}

/** Every calendar of one civil date at a place. */
export interface RegionalCalendars {
  systems: CalendarSystemDate[];
  eras: EraYear[];
}

/** Options: ayanamsa and sunrise convention (as the panchang's), and the systems to compute (all by default). */
export interface RegionalCalendarOptions {
  ayanamsa?: AyanamsaName;
  convention?: RiseConvention;
  systems?: readonly CalendarSystemId[];
}

/** The lunar month and the tithi at sunrise of a day, when the caller has them (the panchang does). */
export interface LunarFacts {
  month: LunarMonth;
  /** tithi index (0..29) current at the day's sunrise */
  tithiIndex0: number;
}

function rule(id: MonthStartRuleId): { id: MonthStartRuleId; text: string } {
  return { id, text: MONTH_START_RULES[id].text };
}

function monthOf(
  t: readonly MonthName[],
  number: number,
  extra: Partial<CalendarMonth> = {},
): CalendarMonth {
  const m = t[number - 1]!;
  return {
    number,
    id: m.id,
    name: m.name,
    iast: m.iast,
    adhika: false,
    rashi: null,
    days: null,
    ...extra,
  };
}

function lunisolar(
  kind: 'amanta' | 'purnimanta',
  day: SolarDay,
  lunar: LunarFacts,
): CalendarSystemDate {
  const naming = monthNaming(lunar.month, lunar.tithiIndex0 >= 15);
  const named = kind === 'amanta' ? naming.amanta : naming.purnimanta;
  const eras = erasOfShakaYear(shakaYearOf(day.date.year, day.date.month, lunar.month.index0));
  const base = MASA_MONTHS[named.index0]!;
  const kshaya =
    kind === 'amanta' && lunar.month.kshayaName !== null
      ? (MASA_NAMES as readonly string[]).indexOf(lunar.month.kshayaName)
      : -1;
  return {
    id: kind,
    kind: 'lunisolar',
    region: CALENDAR_SYSTEM_REGIONS[kind],
    era:
      kind === 'amanta'
        ? { id: 'shaka', name: ERA_NAMES.shaka.name }
        : { id: 'vikram', name: ERA_NAMES.vikram.name },
    year: kind === 'amanta' ? eras.shakaYear : eras.vikramSamvat,
    month: {
      number: named.index0 + 1,
      id: base.id,
      name: named.name,
      iast: named.adhika ? `Adhika ${base.iast}` : base.iast,
      adhika: named.adhika,
      rashi: null,
      days: null,
    },
    day: (lunar.tithiIndex0 % 15) + 1,
    paksha: lunar.tithiIndex0 >= 15 ? 'Krishna' : 'Shukla',
    tithi: lunar.tithiIndex0 + 1,
    kshayaMonth:
      kshaya >= 0
        ? {
            number: kshaya + 1,
            id: MASA_MONTHS[kshaya]!.id,
            name: MASA_MONTHS[kshaya]!.name,
            iast: MASA_MONTHS[kshaya]!.iast,
          }
        : null,
    samvatsara: kind === 'amanta' ? eras.samvatsara.south.name : eras.samvatsara.north.name,
    monthStart: null,
    nextMonthStart: null,
    sankranti: null,
    rule: rule(kind === 'amanta' ? 'new-moon' : 'full-moon'),
    reckonedAt: 'place',
    proleptic: false,
  };
}

/** The place's reckoner, which formats instants in the place's zone (created when only Nepal's was). */
function displayReckoner(
  reckoners: Map<string, SolarReckoner>,
  place: Place,
  opts: RegionalCalendarOptions,
  sankrantis: Map<number, number>,
): SolarReckoner {
  let r = reckoners.get('place');
  if (!r) {
    r = new SolarReckoner(place, opts.ayanamsa, opts.convention, { sankrantis });
    reckoners.set('place', r);
  }
  return r;
}

function solar(
  id: SolarSystemId,
  day: SolarDay,
  place: Place,
  opts: RegionalCalendarOptions,
  reckoners: Map<string, SolarReckoner>,
  sankrantis: Map<number, number>,
): CalendarSystemDate {
  const sys = SOLAR_SYSTEMS[id];
  const at = reckoningPlace(id, place);
  const key = at === place ? 'place' : 'kathmandu';
  let r = reckoners.get(key);
  if (!r) {
    r =
      at === place
        ? new SolarReckoner(at, opts.ayanamsa, opts.convention, {
            astronomy: sys.astronomy,
            sankrantis,
            offsetMinutesHint: day.zoneOffsetMinutes,
            stableOffset:
              day.zoneOffsetMinutes === null
                ? null
                : {
                    fromJdUt: day.localMidnightJdUt - 2,
                    toJdUt: day.localMidnightJdUt + 3,
                    minutes: day.zoneOffsetMinutes,
                  },
            known: [{ date: day.date, sunriseJdUt: day.sunriseJdUt, sunsetJdUt: day.sunsetJdUt }],
          })
        : new SolarReckoner(at, opts.ayanamsa, opts.convention, { astronomy: sys.astronomy });
    reckoners.set(key, r);
  }
  const d = solarDateOf(id, day.date, place, opts, r);
  const days = daysBetween(d.start.date, d.next.date);
  return {
    id,
    kind: 'solar',
    region: CALENDAR_SYSTEM_REGIONS[id],
    era: { id: sys.era, name: ERA_NAMES[sys.era].name },
    year: d.year,
    month: monthOf(sys.months, d.month, { rashi: RASHI_NAMES[d.start.rashi0]!, days }),
    day: d.day,
    paksha: null,
    tithi: null,
    kshayaMonth: null,
    samvatsara: id === 'tamil' ? SAMVATSARA_NAMES[samvatsaraSouthIndex0(d.year)]! : null,
    monthStart: formatIsoDate(d.start.date),
    nextMonthStart: formatIsoDate(d.next.date),
    sankranti: {
      rashi: RASHI_NAMES[d.start.rashi0]!,
      at: formatterForOffset(
        place.zone,
        (key === 'place' ? r : displayReckoner(reckoners, place, opts, sankrantis)).offsetAt(
          d.start.sankrantiJdUt,
        ),
      )(d.start.sankrantiJdUt),
    },
    rule: rule(sys.rule),
    reckonedAt: key,
    proleptic: false,
  };
}

function fixed(id: FixedSystemId, date: CivilDate): CalendarSystemDate {
  const f = fixedDateOf(id, date);
  return {
    id,
    kind: 'fixed',
    region: CALENDAR_SYSTEM_REGIONS[id],
    era: { id: f.era, name: ERA_NAMES[f.era].name },
    year: f.year,
    month: monthOf(f.months, f.month, { days: f.monthDays }),
    day: f.day,
    paksha: null,
    tithi: null,
    kshayaMonth: null,
    samvatsara: null,
    monthStart: formatIsoDate(f.monthStart),
    nextMonthStart: formatIsoDate(f.nextMonthStart),
    sankranti: null,
    rule: rule('fixed'),
    reckonedAt: 'gregorian',
    proleptic: f.proleptic,
  };
}

const ERA_SOURCES: ReadonlyArray<
  readonly [EraId, CalendarSystemId, (s: CalendarSystemDate) => number]
> = [
  ['vikram', 'purnimanta', (s) => s.year],
  ['shaka', 'amanta', (s) => s.year],
  ['kali', 'amanta', (s) => s.year + 3179],
  ['kollam', 'malayalam', (s) => s.year],
  ['bangabda', 'bengali', (s) => s.year],
  ['bikram-sambat', 'nepali', (s) => s.year],
  ['bhaskarabda', 'assamese', (s) => s.year],
];

/** Throws INVALID_FIELD naming `systems` unless every id is a known system. */
export function checkSystems(
  systems: readonly string[],
): asserts systems is readonly CalendarSystemId[] {
  for (const s of systems) {
    if (!(CALENDAR_SYSTEM_IDS as readonly string[]).includes(s)) {
      throw new EngineInputError(
        'INVALID_FIELD',
        `unknown calendar system '${s}'; allowed: ${CALENDAR_SYSTEM_IDS.join(', ')}`,
        'systems',
      );
    }
  }
}

/**
 * Every calendar (or those of opts.systems) of a savana day already resolved: the panchang passes
 * its day and its lunar month so neither is computed twice.
 * @param day the savana day (sunrise to next sunrise) of the civil date
 * @param place the place asked (its zone formats the sankranti instants)
 * @param lunar the lunar month and tithi at sunrise; computed when absent and a lunisolar system is asked for
 */
export function calendarsOfSolarDay(
  day: SolarDay,
  place: Place,
  opts: RegionalCalendarOptions = {},
  lunar?: LunarFacts,
): RegionalCalendars {
  const wanted = opts.systems ?? CALENDAR_SYSTEM_IDS;
  checkSystems(wanted);
  const ayanamsa = opts.ayanamsa ?? 'lahiri';
  const o = { ...opts, ayanamsa, convention: opts.convention ?? day.convention };
  const needLunar = wanted.includes('amanta') || wanted.includes('purnimanta');
  const lf = needLunar
    ? (lunar ?? {
        month: lunarMonthAt(day.startJdUt, ayanamsa),
        tithiIndex0: limbAt('tithi', day.startJdUt, ayanamsa),
      })
    : undefined;
  const reckoners = new Map<string, SolarReckoner>();
  const sankrantis = new Map<number, number>();
  const systems: CalendarSystemDate[] = [];
  for (const id of CALENDAR_SYSTEM_IDS) {
    if (!wanted.includes(id)) continue;
    if (id === 'amanta' || id === 'purnimanta') systems.push(lunisolar(id, day, lf!));
    else if (id === 'bengali-bd' || id === 'saka') systems.push(fixed(id, day.date));
    else systems.push(solar(id, day, place, o, reckoners, sankrantis));
  }
  const eras: EraYear[] = [];
  for (const [era, from, year] of ERA_SOURCES) {
    const s = systems.find((x) => x.id === from);
    if (s) eras.push({ id: era, name: ERA_NAMES[era].name, year: year(s), system: from });
  }
  return { systems, eras };
}

/**
 * Every calendar of a civil date at a place.
 * @param date civil date in the place's zone
 * @param place latitude, longitude (east positive) and zone
 * @param opts ayanamsa ('lahiri'), sunrise convention ('hindu'), systems (all)
 * @throws EngineInputError INVALID_FIELD for a bad place or an unknown system
 */
export function calendarsForDate(
  date: CivilDate,
  place: Place,
  opts: RegionalCalendarOptions = {},
): RegionalCalendars {
  checkPlace(place);
  return calendarsOfSolarDay(solarDay(date, place, opts.convention ?? 'hindu'), place, opts);
}
