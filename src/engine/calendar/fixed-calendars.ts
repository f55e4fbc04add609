/**
 * @module The two solar calendars of fixed month lengths, mapped day for day onto the Gregorian
 * calendar (no astronomy, no place):
 *
 * - `saka`, India's national calendar, as the Calendar Reform Committee (Government of India, report
 *   of 1955) proposed and the Government adopted from Chaitra 1, 1879 Saka = 22 March 1957: the year
 *   begins on 22 March, or 21 March in a Gregorian leap year; Chaitra has 30 days (31 in a leap
 *   year), Vaisakha to Bhadra 31 each, Asvina to Phalguna 30 each; year = Gregorian year - 78 from
 *   Chaitra 1 (1 January to Chaitra 1 belong to Gregorian year - 79). A Saka year is leap when its
 *   Gregorian year (Saka + 78) is. Dates before 22 March 1957 are proleptic.
 *
 * - `bengali-bd`, the revised Bengali calendar of Bangladesh: Boishakh 1 is 14 April every year.
 *   The Bangla Academy reform (committee of Muhammad Shahidullah, 1966) was adopted by the
 *   Government in 1987 (Bangabda 1394): Boishakh to Bhadro 31 days each, Ashwin to Choitro 30, and
 *   Falgun 31 in a year whose Falgun holds 29 February. The 2019 revision (Bangla Academy committee
 *   of 2015; the Ministry of Public Administration's circular of October 2019, in force from Ashwin
 *   1426): Boishakh to Ashwin 31 days each, Kartik to Magh and Choitro 30, Falgun 29 (30 when it
 *   holds 29 February), so that 21 February is Falgun 8, 26 March Choitro 12 and 16 December Poush 1
 *   every year. The 1987 lengths are used for 1394 to 1425, the 2019 lengths from 1426 on; years
 *   before 1394 are proleptic by the 1987 lengths.
 * Worked examples: 22 March 2024 (a leap year) is Saka 1946 Chaitra 2; 16 December 2024 is Poush 1,
 * 1431 in Bangladesh.
 */
import { EngineInputError } from '../core/errors.js';
import {
  addDays,
  compareDates,
  daysBetween,
  isLeapYear,
  type CivilDate,
} from '../time/calendar.js';
import { BENGALI_MONTHS, SAKA_MONTHS, type EraId, type MonthName } from './regional-names.js';

/** The fixed-length calendars. */
export const FIXED_SYSTEM_IDS = ['bengali-bd', 'saka'] as const;
/** A fixed-length calendar id. */
export type FixedSystemId = (typeof FIXED_SYSTEM_IDS)[number];

/** A civil date in a fixed-length calendar. */
export interface FixedDate {
  system: FixedSystemId;
  era: EraId;
  year: number;
  /** 1..12 */
  month: number;
  day: number;
  monthDays: number;
  /** first day of the month and of the next month */
  monthStart: CivilDate;
  nextMonthStart: CivilDate;
  /** true for a date before the calendar was adopted (22 March 1957; 14 April 1987) */
  proleptic: boolean;
  months: readonly MonthName[];
}

interface FixedSystem {
  era: EraId;
  eraOffset: number;
  months: readonly MonthName[];
  /** first day of year y (era numbering) */
  yearStart(y: number): CivilDate;
  /** the 12 month lengths of year y */
  monthLengths(y: number): number[];
  /** first year in use */
  firstYear: number;
}

const SYSTEMS: Readonly<Record<FixedSystemId, FixedSystem>> = {
  saka: {
    era: 'shaka',
    eraOffset: 78,
    months: SAKA_MONTHS,
    firstYear: 1879,
    yearStart: (y) => ({ year: y + 78, month: 3, day: isLeapYear(y + 78) ? 21 : 22 }),
    monthLengths: (y) => [isLeapYear(y + 78) ? 31 : 30, 31, 31, 31, 31, 31, 30, 30, 30, 30, 30, 30],
  },
  'bengali-bd': {
    era: 'bangabda',
    eraOffset: 593,
    months: BENGALI_MONTHS,
    firstYear: 1394,
    yearStart: (y) => ({ year: y + 593, month: 4, day: 14 }),
    monthLengths: (y) => {
      const leap = isLeapYear(y + 594) ? 1 : 0;
      return y >= 1426
        ? [31, 31, 31, 31, 31, 31, 30, 30, 30, 30, 29 + leap, 30]
        : [31, 31, 31, 31, 31, 30, 30, 30, 30, 30, 30 + leap, 30];
    },
  },
};

/** The date of a civil date in `saka` (India's national calendar) or `bengali-bd` (Bangladesh). */
export function fixedDateOf(system: FixedSystemId, date: CivilDate): FixedDate {
  const sys = SYSTEMS[system];
  if (!sys)
    throw new EngineInputError(
      'INVALID_FIELD',
      `unknown fixed calendar '${String(system)}'`,
      'system',
    );
  let year = date.year - sys.eraOffset;
  if (compareDates(date, sys.yearStart(year)) < 0) year -= 1;
  let start = sys.yearStart(year);
  const lengths = sys.monthLengths(year);
  let left = daysBetween(start, date);
  let m = 0;
  while (left >= lengths[m]!) {
    left -= lengths[m]!;
    start = addDays(start, lengths[m]!);
    m++;
  }
  return {
    system,
    era: sys.era,
    year,
    month: m + 1,
    day: left + 1,
    monthDays: lengths[m]!,
    monthStart: start,
    nextMonthStart: addDays(start, lengths[m]!),
    proleptic: year < sys.firstYear,
    months: sys.months,
  };
}

/** The civil date of (year, month, day) in `saka` or `bengali-bd`. */
export function fixedDateToCivil(
  system: FixedSystemId,
  year: number,
  month: number,
  day: number,
): CivilDate {
  const sys = SYSTEMS[system];
  if (!sys)
    throw new EngineInputError(
      'INVALID_FIELD',
      `unknown fixed calendar '${String(system)}'`,
      'system',
    );
  if (!Number.isInteger(year))
    throw new EngineInputError(
      'INVALID_FIELD',
      `year must be an integer, got ${String(year)}`,
      'year',
    );
  if (!Number.isInteger(month) || month < 1 || month > 12)
    throw new EngineInputError(
      'INVALID_FIELD',
      `month must be an integer 1..12, got ${String(month)}`,
      'month',
    );
  const lengths = sys.monthLengths(year);
  if (!Number.isInteger(day) || day < 1 || day > lengths[month - 1]!)
    throw new EngineInputError(
      'INVALID_FIELD',
      `day must be an integer 1..${lengths[month - 1]!}, got ${String(day)}`,
      'day',
    );
  let d = sys.yearStart(year);
  for (let m = 0; m < month - 1; m++) d = addDays(d, lengths[m]!);
  return addDays(d, day - 1);
}
