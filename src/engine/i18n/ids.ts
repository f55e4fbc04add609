/**
 * @module The stable ids of every named thing (docs/languages.md "Ids"), and the kind of each:
 * data/names/<lang>.json holds one name per id and language. Ids never change once published;
 * a client keys on them instead of parsing names.
 *
 * - `graha.<sun..ketu>`; `rashi.<1-12>` (1 = Mesha); `nakshatra.<1-27>` and `nakshatra.abhijit`
 * - `tithi.<1-30>` (1-15 Shukla, 16-30 Krishna; 15 Purnima, 30 Amavasya); `paksha.<shukla|krishna>`
 * - `yoga.<1-27>` (the panchang's nitya yoga, 1 = Vishkambha); `karana.<bava..kimstughna>`
 * - `vara.<1-7>` (1 = Sunday); `ritu.<1-6>` (1 = Vasanta); `ayana.<uttarayana|dakshinayana>`
 * - `month.lunar.<1-12>` (1 = Chaitra) and `month.<adhika|nija|kshaya>`
 * - `month.<calendar>.<1-12>` for the solar calendars tamil, malayalam, bengali, odia, assamese,
 *   punjabi and nepali: the month the Sun spends in sidereal sign N (1 = Mesha), whatever month
 *   the calendar's year starts with
 * - `samvatsara.<1-60>` (1 = Prabhava)
 * - `era.<vikram|shaka|kali|kollam|bangabda|bikram-sambat|bhaskarabda>` (the regional calendars'
 *   eras, by the engine's era ids) and `calendar.<system>` (the calendar systems of
 *   GET /api/calendars: amanta .. saka, by the engine's system ids)
 * - `tradition.<id>` (the festival traditions, north .. kannada) and `city.<slug>` (each
 *   tradition's reference city), named in the feeds' festival lines
 * - `chart-yoga.<id>` (the yoga catalogue's ids), `dosha.<id>`, `kaalsarp.<1-12>` (by Rahu's
 *   house), `festival.<id>` (the utsava rules' ids), `dasha.<id>` (the dasha systems' ids)
 */
import { GRAHA_NAMES } from '../core/constants.js';
import { DASHA_SYSTEMS } from '../dasha/index.js';
import { YOGA_CATALOGUE } from '../yogas/index.js';
import { UTSAVA_RULES } from '../utsava/rules.js';
import { FIXED_KARANAS, MOVABLE_KARANAS } from '../panchang/limbs.js';
import {
  ASSAMESE_MONTHS,
  BENGALI_MONTHS,
  ERA_NAMES,
  MALAYALAM_MONTHS,
  MASA_MONTHS,
  NEPALI_MONTHS,
  ODIA_MONTHS,
  PUNJABI_MONTHS,
  SAKA_MONTHS,
  TAMIL_MONTHS,
  type MonthName,
} from '../calendar/regional-names.js';
import { CALENDAR_SYSTEM_IDS } from '../calendar/regional.js';
import { FESTIVAL_TRADITIONS, traditionProfile, traditionRules } from '../utsava/traditions.js';

export const KARANA_IDS = [
  'bava',
  'balava',
  'kaulava',
  'taitila',
  'gara',
  'vanija',
  'vishti',
  'shakuni',
  'chatushpada',
  'naga',
  'kimstughna',
] as const;
export const DOSHA_IDS = [
  'manglik',
  'kaal-sarp',
  'pitra',
  'kemdrum',
  'guru-chandal',
  'grahan',
  'shani',
] as const;
export const SOLAR_CALENDARS = [
  'tamil',
  'malayalam',
  'bengali',
  'odia',
  'assamese',
  'punjabi',
  'nepali',
] as const;

/** The id of a karana from the engine's name (Bava..Vishti, Shakuni..Kimstughna). */
export function karanaId(name: string): string {
  const i = [...MOVABLE_KARANAS, ...FIXED_KARANAS].indexOf(name as never);
  if (i < 0) throw new RangeError(`not a karana: ${name}`);
  return `karana.${KARANA_IDS[i]}`;
}

/**
 * The regional calendars' month ids (src/engine/calendar/regional-names.ts, `tamil:chithirai`) to
 * the names' ids (`month.tamil.1`): one scheme of names, two spellings of an id. The names files
 * number every solar calendar's months from the Mesha month, so Malayalam's Chingam (the first
 * month of the Kollam year, Simha) is `month.malayalam.5`; the lunisolar months and India's
 * national (Saka) calendar share the lunar months' names (Saka's Agrahayana is Margashirsha).
 */
const CALENDAR_MONTH_IDS: ReadonlyMap<string, string> = new Map([
  ...(
    [
      [MASA_MONTHS, 'lunar'],
      [SAKA_MONTHS, 'lunar'],
      [TAMIL_MONTHS, 'tamil'],
      [BENGALI_MONTHS, 'bengali'],
      [ODIA_MONTHS, 'odia'],
      [ASSAMESE_MONTHS, 'assamese'],
      [PUNJABI_MONTHS, 'punjabi'],
      [NEPALI_MONTHS, 'nepali'],
    ] as ReadonlyArray<readonly [readonly MonthName[], string]>
  ).flatMap(([table, system]) => table.map((m, i) => [m.id, `month.${system}.${i + 1}`] as const)),
  ...MALAYALAM_MONTHS.map((m, i) => [m.id, `month.malayalam.${((i + 4) % 12) + 1}`] as const),
]);

/** The names' id of a regional calendar's month id (`tamil:chithirai` -> `month.tamil.1`), or undefined. */
export function calendarMonthNameId(calendarMonthId: string): string | undefined {
  return CALENDAR_MONTH_IDS.get(calendarMonthId);
}

/** The id of a festival tradition's reference city (`New Delhi` -> `city.new-delhi`), named in the feeds. */
export const cityId = (name: string): string =>
  `city.${name.toLowerCase().replace(/[^a-z]+/g, '-')}`;

const range = (n: number, prefix: string): string[] =>
  Array.from({ length: n }, (_, i) => `${prefix}.${i + 1}`);

/** Every id, grouped in the order the name files list them. */
export function nameIds(): string[] {
  return [
    ...GRAHA_NAMES.map((g) => `graha.${g.toLowerCase()}`),
    ...range(12, 'rashi'),
    ...range(27, 'nakshatra'),
    'nakshatra.abhijit',
    ...range(30, 'tithi'),
    'paksha.shukla',
    'paksha.krishna',
    ...range(27, 'yoga'),
    ...KARANA_IDS.map((k) => `karana.${k}`),
    ...range(7, 'vara'),
    ...range(12, 'month.lunar'),
    'month.adhika',
    'month.nija',
    'month.kshaya',
    ...SOLAR_CALENDARS.flatMap((c) => range(12, `month.${c}`)),
    ...range(60, 'samvatsara'),
    ...range(6, 'ritu'),
    'ayana.uttarayana',
    'ayana.dakshinayana',
    ...Object.keys(ERA_NAMES).map((e) => `era.${e}`),
    ...CALENDAR_SYSTEM_IDS.map((c) => `calendar.${c}`),
    ...FESTIVAL_TRADITIONS.map((t) => `tradition.${t}`),
    ...FESTIVAL_TRADITIONS.map((t) => cityId(traditionProfile(t).reference.name)),
    ...DOSHA_IDS.map((d) => `dosha.${d}`),
    ...range(12, 'kaalsarp'),
    ...DASHA_SYSTEMS.map((s) => `dasha.${s.id}`),
    ...UTSAVA_RULES.map((r) => `festival.${r.id}`),
    // the festivals a tradition adds to the common rules (issue 31), once each
    ...[
      ...new Set(
        FESTIVAL_TRADITIONS.flatMap((t) => traditionRules(t).map((r) => r.id)).filter(
          (id) => !UTSAVA_RULES.some((r) => r.id === id),
        ),
      ),
    ].map((id) => `festival.${id}`),
    ...YOGA_CATALOGUE.map((y) => `chart-yoga.${y.id}`),
  ];
}
