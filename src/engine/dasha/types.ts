/**
 * @module Shapes shared by every dasha system: a period (maha, antar, pratyantar, sukshma, prana,
 * deha), the result of a dasha query and the catalogue entry of a system.
 */

/** One dasha period at any level. Start and end are instants in UT; the ISO strings are UTC. */
export interface DashaPeriod {
  /** graha name (Sun..Ketu) for graha dashas, English rashi name (Aries..Pisces) for rasi dashas */
  lord: string;
  /** Yogini name (Mangala..Sankata) for the Yogini dasha */
  name?: string;
  /** 1-12 (1 = Aries) when the lord is a rashi */
  sign?: number;
  /** 1-27 (1 = Ashwini) when the lord is a nakshatra (Saptarishi Nakshatra dasha) */
  nakshatra?: number;
  /** Sudarshana chakra dasha: the signs (1-12) counted from lagna, the Moon and the Sun */
  signs?: number[];
  startJdUt: number;
  endJdUt: number;
  /** ISO 8601 UTC, millisecond precision */
  start: string;
  end: string;
  /** the sub-periods of the next level, present when the query's depth reaches it */
  periods?: DashaPeriod[];
}

export interface DashaResult {
  /** system id, e.g. 'vimsottari' */
  system: string;
  /** the variant used (DASHA_VARIANTS), for systems that have variants */
  variant?: string;
  /** days per dasha year used (echoed) */
  yearDays: number;
  /** level names, index 0 = level 1 */
  levels: readonly string[];
  periods: DashaPeriod[];
}

export type DashaKind = 'graha' | 'rasi';
/** What a system needs: the Moon's sidereal longitude alone, nothing but the birth instant, or the full chart. */
export type DashaInput = 'moon' | 'birth' | 'chart';

export interface DashaSystemInfo {
  id: string;
  name: string;
  kind: DashaKind;
  input: DashaInput;
  /** length of one full cycle in years where it is fixed */
  totalYears?: number;
  /** classical source of the rules implemented */
  source: string;
  /** the named variants, for systems the schools read differently; the default is listed in `defaultVariant` */
  variants?: readonly { id: string; name: string; source: string }[];
  defaultVariant?: string;
}

/** Names of the six levels, BPHS ch. 46 (Vimsottari) and used for every system. */
export const DASHA_LEVEL_NAMES = [
  'maha',
  'antar',
  'pratyantar',
  'sukshma',
  'prana',
  'deha',
] as const;

/** Year lengths offered (days per dasha year). */
export const YEAR_DAYS = {
  /** Julian year: the default (see docs/dashas.md) */
  julian: 365.25,
  /** mean Gregorian year */
  gregorian: 365.2425,
  /** sidereal year */
  sidereal: 365.256363,
  /** savana year of 360 civil days */
  savana: 360,
} as const;
/** Default dasha year: 365.25 days. */
export const DEFAULT_YEAR_DAYS = YEAR_DAYS.julian;
