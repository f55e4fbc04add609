/**
 * @module The rules by which a solar month begins on a civil day. A sankranti (the Sun entering a
 * sidereal rashi) can fall at any moment; the month begins civilly on a whole day, and each region
 * has its rule for which (Sewell and Dikshit, The Indian Calendar, 1896, Art. 28, p. 12; restated in
 * Sewell, Indian Chronography, 1912, Sec. 43, p. 19: "The rules obtaining are ... four in number").
 * The rules as data (MONTH_START_RULES) name their source; docs/calendars.md works one example of
 * each from the instants.
 *
 * Days here are civil dates of the place's zone (local midnight to midnight). A sankranti between
 * midnight and sunrise belongs to the previous Hindu day (sunrise to sunrise) but to the new civil
 * date; every rule below gives the same first day whichever of the two is read, except
 * 'sankranti-day', which is stated on the civil date (see its note).
 */
import type { CivilDate } from '../time/calendar.js';

/** The month-start rules. */
export const MONTH_START_RULE_IDS = [
  'before-sunset',
  'before-aparahna',
  'after-sankranti-day',
  'sankranti-day',
  'punya-kala',
  'fixed',
  'new-moon',
  'full-moon',
] as const;
/** A month-start rule id. */
export type MonthStartRuleId = (typeof MONTH_START_RULE_IDS)[number];

/** The rules of the astronomical solar calendars. */
export type SolarMonthStartRuleId = Exclude<MonthStartRuleId, 'fixed' | 'new-moon' | 'full-moon'>;

/** A rule: what it says and where it is stated. */
export interface MonthStartRule {
  id: MonthStartRuleId;
  /** the rule in one sentence */
  text: string;
  /** where the rule is stated */
  source: string;
}

/** Every rule, as data. */
export const MONTH_START_RULES: Readonly<Record<MonthStartRuleId, MonthStartRule>> = Object.freeze({
  'before-sunset': {
    id: 'before-sunset',
    text: 'A sankranti before sunset makes that day the first of the month; one after sunset, the next day.',
    source:
      'Sewell and Dikshit, The Indian Calendar (1896), Art. 28, rule 2(a), the Tamil rule ("general rule for South India"); Sewell, Indian Chronography (1912), Sec. 43 (iii)',
  },
  'before-aparahna': {
    id: 'before-aparahna',
    text: 'The daytime (sunrise to sunset) is divided into five equal parts; a sankranti within the first three (before aparahna, the fourth part, begins) makes that day the first of the month; a later one, the next day.',
    source:
      'Sewell and Dikshit, The Indian Calendar (1896), Art. 28, the Malabar rule; Sewell, Indian Chronography (1912), Sec. 43 (iv), worked there with a 12 h 30 min day: 7 h 25 min after sunrise is the same day, 7 h 35 min the next',
  },
  'after-sankranti-day': {
    id: 'after-sankranti-day',
    text: 'The month begins on the day after the civil day of the sankranti: a sankranti between sunrise and midnight makes the next day the first; one after midnight (before the next sunrise), the day after that.',
    source:
      'Sewell and Dikshit, The Indian Calendar (1896), Art. 28, rule 1(a), the Bengal rule; Sewell, Indian Chronography (1912), Sec. 43 (i); the Assamese months likewise begin on the day after the sankranti, which ends the old month',
  },
  'sankranti-day': {
    id: 'sankranti-day',
    text: 'The civil day (midnight to midnight) on which the sankranti falls is the first of the month, whatever its hour; a sankranti after midnight belongs to the new date.',
    source:
      'The Orissa rule of Sewell, Indian Chronography (1912), Sec. 43 (ii) ("the first day of the month is the day of the sankranti whenever it occurs"), read on the civil date as the Odia, Punjabi (Sangrand) and Nepali almanacs print the sankranti day as the first of the month (Maghe Sankranti is Magh 1)',
  },
  'punya-kala': {
    id: 'punya-kala',
    text: "The month begins on the day that holds the sankranti's punya kala (its holy period): a sankranti between sunrise and sunset, that day; one at night, the day before when it falls before midnight and the next day when after it; but a Makara sankranti at night always gives the next day and a Karka sankranti at night the day before. Days run from sunrise to sunrise; midnight is the middle of the night (sunset to sunrise). A sankranti in the middle of the nishitha gives its punya kala to both days; the rule then goes by the midpoint.",
    source:
      'Dharmasindhu (Kashinatha Upadhyaya, 1790), first pariccheda, sankranti-nirnaya: "at night, before midnight the latter half of the day before, after midnight the first half of the next day, in the middle of nishitha both; this holds for every sankranti but Makara and Karkataka" (Kannada rendering, Bhashamaya Dharmasindhu Sara, p. 17); the Nepali almanac begins its months on the sankranti day so decided, with the Surya Siddhanta\'s sankranti (docs/calendars.md)',
  },
  'new-moon': {
    id: 'new-moon',
    text: "The lunar month runs from new moon to new moon and is named by the sankranti within it (Mesha: Chaitra); a month without a sankranti is adhika and takes the next month's name, a month with two drops the second name (kshaya). A civil day belongs to the month and tithi current at its sunrise.",
    source:
      'Surya Siddhanta 14.6 and 1.51; Kalamadhava and Nirnayasindhu on masa-nirnaya (the rules of src/engine/calendar/lunar-month.ts, which the panchang uses); the amanta reckoning of Gujarat, Maharashtra, Karnataka, Andhra Pradesh and Telangana',
  },
  'full-moon': {
    id: 'full-moon',
    text: "As new-moon, but the month ends at the full moon: the bright half keeps the amanta month's name and the dark half takes the next nija month's name; an adhika month keeps its new-moon bounds.",
    source:
      'The purnimanta reckoning of northern India as its almanacs print it (src/engine/calendar/lunar-month.ts monthNaming); Sewell and Dikshit, The Indian Calendar (1896), p. 13 (Art. 29): "in Northern India ... according to the purnimanta system the dark fortnight is the first fortnight of the month"',
  },
  fixed: {
    id: 'fixed',
    text: "Months of fixed lengths from a fixed Gregorian date, independent of the Sun's true motion.",
    source:
      'Calendar Reform Committee (Government of India, 1955), adopted 22 March 1957; Bangla Academy reforms adopted by the Government of Bangladesh in 1987 and revised in 2019',
  },
});

/** What a rule needs to know about the civil date of the sankranti. */
export interface SankrantiDayFacts {
  /** civil date of the sankranti in the place's zone */
  date: CivilDate;
  /** that date's sunrise and sunset (JD UT), null where the Sun does not rise or set; read only by the sunrise/sunset rules */
  riseSet: () => { sunriseJdUt: number | null; sunsetJdUt: number | null };
  /** the same to within minutes (approxSunRiseSet), or null; a decision more than RULE_MARGIN_DAYS from its cut-off is taken on it */
  approxRiseSet?: () => { sunriseJdUt: number; sunsetJdUt: number } | null;
  /** sunrise and sunset of the date `days` after the sankranti's civil date (-1, 0, 1); read by punya-kala */
  riseSetAt?: (days: -1 | 0 | 1) => { sunriseJdUt: number | null; sunsetJdUt: number | null };
  /** the same to within minutes, or null (approxSunRiseSet) */
  approxRiseSetAt?: (days: -1 | 0 | 1) => { sunriseJdUt: number; sunsetJdUt: number } | null;
  /** rashi (0 = Mesha) the Sun enters; read by punya-kala */
  rashi0?: number;
}

/**
 * How far (days) a sankranti must lie from an approximate cut-off to be decided on it: 20 minutes,
 * against an approximation within 1 minute of the engine's disc-centre rise and set and 12
 * minutes of its civil (upper limb, refracted) one (sankranti.ts approxSunRiseSet).
 */
export const RULE_MARGIN_DAYS = 20 / 1440;

function cutoffOf(
  rule: 'before-sunset' | 'before-aparahna',
  rs: { sunriseJdUt: number | null; sunsetJdUt: number | null },
): number | null {
  if (rule === 'before-sunset') return rs.sunsetJdUt;
  if (rs.sunriseJdUt === null || rs.sunsetJdUt === null || rs.sunsetJdUt <= rs.sunriseJdUt)
    return null;
  return rs.sunriseJdUt + (3 * (rs.sunsetJdUt - rs.sunriseJdUt)) / 5;
}

type RiseSetAt = (
  days: -1 | 0 | 1,
) => { sunriseJdUt: number | null; sunsetJdUt: number | null } | null;

/**
 * The Dharmasindhu's day of a sankranti (punya-kala), as days after its civil date (-1, 0 or 1),
 * and how far (days) the sankranti lay from the nearest sunrise, sunset or midnight it was judged by.
 */
function punyaKala(
  s: number,
  rashi0: number,
  at: RiseSetAt,
): { offset: -1 | 0 | 1; margin: number } | null {
  const today = at(0);
  if (!today || today.sunriseJdUt === null || today.sunsetJdUt === null) return null;
  // the night that holds the sankranti: before this date's sunrise, the night from the day before
  let before: -1 | 0;
  let sunset: number | null | undefined, sunrise: number | null | undefined;
  if (s < today.sunriseJdUt) {
    before = -1;
    sunset = at(-1)?.sunsetJdUt;
    sunrise = today.sunriseJdUt;
  } else if (s < today.sunsetJdUt)
    return { offset: 0, margin: Math.min(s - today.sunriseJdUt, today.sunsetJdUt - s) };
  else {
    before = 0;
    sunset = today.sunsetJdUt;
    sunrise = at(1)?.sunriseJdUt;
  }
  if (sunset === null || sunset === undefined || sunrise === null || sunrise === undefined)
    return null;
  const after = (before + 1) as 0 | 1;
  const edge = Math.min(s - sunset, sunrise - s);
  if (rashi0 === 9) return { offset: after, margin: edge };
  if (rashi0 === 3) return { offset: before, margin: edge };
  // midnight (madhyaratri) is the middle of the night, sunset to sunrise
  const midnight = (sunset + sunrise) / 2;
  return { offset: s < midnight ? before : after, margin: Math.min(edge, Math.abs(s - midnight)) };
}

function punyaKalaOffset(s: number, facts: SankrantiDayFacts): -1 | 0 | 1 {
  const rashi0 = facts.rashi0 ?? -1;
  if (facts.approxRiseSetAt) {
    const a = punyaKala(s, rashi0, facts.approxRiseSetAt);
    if (a && a.margin > RULE_MARGIN_DAYS) return a.offset;
  }
  return punyaKala(s, rashi0, facts.riseSetAt!)?.offset ?? 0;
}

/**
 * Days after the sankranti's civil date on which the month begins (-1, 0 or 1) under a rule. Where
 * the Sun neither rises nor sets that date (polar day or night) the sunset rules fall back to the
 * civil day of the sankranti.
 */
export function monthStartOffsetDays(
  sankrantiJdUt: number,
  rule: SolarMonthStartRuleId,
  facts: SankrantiDayFacts,
): -1 | 0 | 1 {
  switch (rule) {
    case 'punya-kala':
      return punyaKalaOffset(sankrantiJdUt, facts);
    case 'sankranti-day':
      return 0;
    case 'after-sankranti-day':
      return 1;
    case 'before-sunset':
    case 'before-aparahna': {
      const approx = facts.approxRiseSet?.() ?? null;
      const a = approx ? cutoffOf(rule, approx) : null;
      if (a !== null && Math.abs(sankrantiJdUt - a) > RULE_MARGIN_DAYS)
        return sankrantiJdUt < a ? 0 : 1;
      const cut = cutoffOf(rule, facts.riseSet());
      if (cut === null) return 0;
      return sankrantiJdUt < cut ? 0 : 1;
    }
  }
}
