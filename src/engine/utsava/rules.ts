/**
 * @module The festival (utsava) and observance rules, held as data. One evaluator
 * (./evaluate.ts) reads every rule; no date is stored anywhere. See docs/panchang-muhurta-utsavas.md.
 *
 * Month numbers are AMANTA month indices (0 = Chaitra .. 11 = Phalguna): the Krishna paksha
 * festivals that North Indian (purnimanta) almanacs put in month X+1 are written here under amanta
 * month X (Janmashtami: amanta Shravana Krishna 8 = purnimanta Bhadrapada Krishna 8).
 * Tithi numbers are index0 0..29 (0 = Shukla Pratipada, 14 = Purnima, 15 = Krishna Pratipada,
 * 29 = Amavasya).
 *
 * Windows of a civil date d (D = daytime, sunrise to sunset; N = night, sunset to next sunrise;
 * the five-fold day of Kalamadhava and Nirnayasindhu 1, each part 3 muhurtas):
 *   udaya      the instant of sunrise
 *   arunodaya  4 ghatis (96 min) before sunrise to sunrise
 *   pratah     sunrise to sunrise + D/5 (3 day muhurtas)
 *   purvahna   sunrise to midday (sunrise + D/2), as almanacs print the morning puja muhurat
 *   madhyahna  sunrise + 2D/5 to sunrise + 3D/5 (the 3rd fifth)
 *   aparahna   sunrise + 3D/5 to sunrise + 4D/5 (the 4th fifth)
 *   sunset     the instant of sunset
 *   pradosha   sunset to sunset + N/5 (3 night muhurtas)
 *   nishita    sunset + 7N/15 to sunset + 8N/15 (the 8th night muhurta, around midnight)
 *   moonrise   the instant of the first (civil) moonrise between d's sunrise and the next sunrise
 *   chandrodaya the instant of the (civil) moonrise in the night before d's sunrise (the Moon of the
 *              last days of the dark fortnight rises shortly before dawn; Naraka Chaturdashi)
 * A tithi "prevails" at a window (is vyapini) when it covers the instant, or covers at least one
 * ghati (24 min) of the interval (the whole interval when it is shorter), or at least `minCoverage`
 * of it when the rule says so. One ghati is the least pervasion that counts: Dharmasindhu states
 * vyapti in ghatis, and its Dipavali ruling ("on both days at pradosha, the second, when it
 * pervades the second pradosha for a ghati") counts a ghati and no less; a few minutes of overlap
 * therefore do not make a day (Vijayadashami 2018: dashami touched the first day's aparahna for a
 * minute; Vasant Panchami 2019: the first day's forenoon for 9 minutes).
 *
 * Tie-breaks, as the texts give them (Nirnayasindhu 1 and Dharmasindhu 1, tithi-nirnaya):
 *   purva        "dinadvaye vyaptau purva": on both days, the first (yugma pairs such as
 *                dvitiya-tritiya make the earlier, mixed day the better one);
 *   para         "dinadvaye vyaptau para": on both days, the second;
 *   adhikamsha   on both days, the day on which the tithi pervades the larger part (amsha) of the
 *                window ("yatra adhika vyaptih sa grahya");
 *   a nakshatra  the rule's yoga (Rohini for Janmashtami, Shravana for Vijayadashami) decides first.
 */

import type { SolarSystemId } from '../calendar/solar-calendars.js';

export type WindowName =
  | 'udaya'
  | 'arunodaya'
  | 'pratah'
  | 'purvahna'
  | 'madhyahna'
  | 'aparahna'
  | 'sunset'
  | 'pradosha'
  | 'nishita'
  | 'moonrise'
  | 'chandrodaya';

/** What to do when the tithi prevails at the window on two (or more) days. */
export type BothPolicy =
  | { pick: 'first' }
  | { pick: 'second' }
  /** the day on which the tithi covers more of the window, the adhikamsha (ties: the first) */
  | { pick: 'more' }
  /**
   * the second day when there the tithi covers more than `minMuhurtas` day-muhurtas (of 15) of
   * the window, else the first (Dharmasindhu 2, Vaishakha, Akshaya-tritiya: "dinadvaye
   * trimuhurtadhikavyaptisattve para")
   */
  | { pick: 'second-if-muhurtas'; minMuhurtas: number };

/**
 * What to do when the tithi prevails at the window on no day:
 * - first-touch: the first savana day (sunrise to sunrise) the tithi touches; for a kshaya tithi
 *   (begins after one sunrise, ends before the next) this is the day it lies in;
 * - last-touch: the last such day;
 * - udaya: the day with the tithi at sunrise, else first-touch;
 * - nearest: the day whose window lies nearest in time to the tithi;
 * - next-day: the day after the one it falls in (a tithi at no sunrise is joined there with the
 *   previous tithi, and the texts reject that day for the one joined with the next: Haritalika,
 *   "dvitiya-viddha varjya, chaturthi-yuta grahya", Nirnayasindhu 2, Bhadrapada).
 */
export type NonePolicy = 'first-touch' | 'last-touch' | 'udaya' | 'nearest' | 'next-day';

/** A festival on a tithi of an amanta month, decided at a window. */
export interface TithiRuleSpec {
  kind: 'tithi';
  /** amanta month index0, or 'adhika' for the tithi in every adhika month */
  month: number | 'adhika';
  tithi0: number;
  window: WindowName;
  /** a day counts only when the tithi covers at least this fraction (0..1] of an interval window */
  minCoverage?: number;
  both: BothPolicy;
  none: NonePolicy;
  /** among days that qualify, prefer the one with this nakshatra (index0) at the window's middle */
  preferNakshatra0?: number;
  /**
   * Vaishnava vedha (with window 'udaya' only): the day with the tithi at sunrise is rejected when
   * the previous tithi touches its arunodaya (the 4 ghatis before sunrise), and when the tithi is at
   * no sunrise; the fast or feast is then on the next day. Hari Bhakti Vilasa 15 for Janmashtami
   * ("saptami-viddha varjya"), with the arunodaya-vedha of the Vaishnavas (Dharmasindhu 1).
   */
  vedha?: 'arunodaya';
  /**
   * Holika rule: when on the chosen day the window lies wholly in bhadra (vishti karana) and bhadra
   * lasts past that night's nishita, and on the next day the tithi lasts at least 3.5 yamas (7/8
   * of the daytime) after sunrise ("sardha-triyama"), the next day is taken (Dharmasindhu 2,
   * Phalguna, Holika: "sardhayamatrayam va syad dvitiye divase yada").
   */
  bhadraSardhaTriyama?: boolean;
  /**
   * Lakshmi-puja rule of the second day: when the tithi prevails at the window on the first day
   * only, and on the next day it still lasts 3.5 yamas (7/8 of the daytime) after sunrise
   * ("sardha-triyama") while the following tithi grows ("vriddhi-gamini": it ends later after the
   * sunrise of its day than this tithi after the sunrise of the next day, as an almanac's
   * end-ghatis show it), the next day is taken (Dharmasindhu 2, Ashvin amavasya, Lakshmi-puja: on the
   * second day even without pradosha, when the amavasya exceeds three and a half praharas and the
   * pratipada grows).
   */
  sardhaTriyamaVriddhi?: boolean;
  /**
   * Move to the next day when there the tithi still lasts `minMuhurtas` day-muhurtas after sunrise
   * and `nakshatra0` prevails at the middle of that day's window (Vijayadashami with Shravana:
   * Dharmasindhu 2, Ashvin, Vijayadashami-nirnaya).
   */
  nakshatraNextDay?: { nakshatra0: number; minMuhurtas: number };
  /**
   * The day with the tithi at sunrise is rejected, and the previous day on which the tithi began
   * taken, when there the tithi ends less than `minMuhurtas` day-muhurtas (of 15) after sunrise.
   * `because` names the text's reason:
   * - 'chandra-darshana' (Bali-pratipada, Govardhana-puja; Dharmasindhu 2, Kartika): a pratipada
   *   that ends early lets dvitiya's Moon be seen that evening, and a day of Moon-sighting is
   *   rejected; 9 muhurtas of pratipada after sunrise keep the day;
   * - 'muhurta-matra' (Navaratri; the Devi Purana verse in Nirnayasindhu 2, Ashvin: "amayukta na
   *   kartavya pratipat pujane mama, muhurtamatra kartavya dvitiyadigunanvita"): the pratipada
   *   joined with dvitiya is taken even when it lasts one muhurta after sunrise, but one that lasts
   *   less leaves only the amavasya-joined day.
   */
  previousDayWhenShort?: { minMuhurtas: number; because: 'chandra-darshana' | 'muhurta-matra' };
}

/**
 * Day of a sankranti:
 * - civil: the civil date of the ingress instant;
 * - before-sunset: that date when the ingress is before its sunset, else the next date
 *   (punya kala of a night sankranti falls on the next day: Makara; the Tamil month rule);
 * - kerala: that date when the ingress is before the end of its madhyahna (3/5 of the daytime),
 *   else the next date (the Malayalam month rule: the daytime in five parts, a sankramam in the
 *   first three makes that day the first of the month);
 * - next-sunrise: the date whose sunrise is the first after the ingress (an ingress before a
 *   date's sunrise gives that date, one after it the next date): Vishu, whose Vishukkani must be
 *   seen at the first dawn after the Mesha sankramam, so that a sankramam after sunrise puts
 *   Vishu on Medam 2 (Kerala almanac practice, e.g. 2018 and 2022).
 * The regional solar calendars themselves (their month-start rules, Nepal's reckoning at Kathmandu)
 * are the calendar engine's (src/engine/calendar/solar-calendars.ts): a festival on a day of one
 * of them is a SolarCalendarDayRuleSpec, and a star or tithi in one of their months names it in
 * `calendar`.
 */
export type SankrantiDayRule = 'civil' | 'before-sunset' | 'kerala' | 'next-sunrise';

/** A festival on a sankranti, with its day rule. */
export interface SankrantiRuleSpec {
  kind: 'sankranti';
  rashi0: number;
  day: SankrantiDayRule;
}

/**
 * A nakshatra day inside a solar month whose first day follows `monthDay`. The days of the month
 * are given to nakshatras by the Kerala rule for the day of a star: a date belongs to the nakshatra
 * at its sunrise when that nakshatra lasts at least `minNazhikas` nazhikas (24 min each) after
 * sunrise, else to the next nakshatra (so a nakshatra that begins soon after a sunrise and ends
 * before the next one still has a day). The festival is the first day of the month that belongs to
 * `nakshatra0` and, with `eveInMonth`, whose eve (the day before) is also in the month.
 */
export interface SolarNakshatraRuleSpec {
  kind: 'solar-nakshatra';
  /** the solar month, by the rashi the Sun is in (4 = Simha: Chingam) */
  rashi0: number;
  monthDay: SankrantiDayRule;
  nakshatra0: number;
  minNazhikas: number;
  /** the day before must be in the month too (Onam: the First Onam, Uthradam, is kept in Chingam) */
  eveInMonth?: boolean;
  /**
   * Among the month's star days, take the one in the Krishna paksha (the tithi at its sunrise is
   * Krishna): Kerala's Ashtami Rohini, the Rohini day of Chingam in the dark fortnight of Krishna's
   * birth.
   */
  krishnaPaksha?: boolean;
  /**
   * Among the month's star days, take the one nearest the month's full moon (Tamil: Thai Poosam
   * and Thirukarthigai are the star's day of the full moon of Thai and Karthigai).
   */
  nearPurnima?: boolean;
  /** the month's bounds from this regional solar calendar (src/engine/calendar) instead of `monthDay` */
  calendar?: SolarSystemId;
}

/**
 * A tithi inside a solar month of a regional calendar: the occurrence of `tithi0` whose day
 * (decided at `window` as for a TithiRuleSpec) falls in the month that the Sun's entry into
 * `rashi0` opens in `calendar` (Kerala's Karkidaka Vavu: the amavasya of Karkidakam).
 */
export interface SolarTithiRuleSpec {
  kind: 'solar-tithi';
  calendar: SolarSystemId;
  rashi0: number;
  tithi0: number;
  window: WindowName;
  both: BothPolicy;
  none: NonePolicy;
}

/**
 * A day of a regional solar calendar (src/engine/calendar/solar-calendars.ts): month 1..12 of the
 * system's year (1 = the Mesha month; Malayalam's year begins with Chingam) and the day in it
 * (Pohela Boishakh: bengali 1/1; Aadi Perukku: tamil 4/18; Maghe Sankranti: nepali 10/1).
 */
export interface SolarCalendarDayRuleSpec {
  kind: 'solar-calendar-day';
  calendar: SolarSystemId;
  month: number;
  day: number;
  /** the civil day this many days from that one (-1: its eve, the last day of the month before; Kati Bihu) */
  offsetDays?: number;
}

/**
 * An ekadashi decided by the ekadashi-nirnaya of one tradition (evaluate.ts, decideEkadashi):
 * - vedha 'sunrise' (Smarta; dashami-vedha at sunrise): the day with ekadashi at sunrise; when it
 *   is at two sunrises, the second if dvadashi also reaches the sunrise after it (both adhika),
 *   else the first for householders (Prachetas: "uttaram tu yatih kuryat purvam upavased grihi");
 *   when dvadashi reaches no sunrise after the ekadashi day, the day before, on which the ekadashi
 *   began after sunrise ("paranahe na labhyeta dvadashi kalayapi cet, tadanim dashamividdhapy
 *   uposhyaikadashi tithih", Rishyashringa in Nirnayasindhu); when ekadashi is at no sunrise
 *   (kshaya), the day it lies in, or the next when dvadashi is at two sunrises;
 * - vedha 'arunodaya' (Vaishnava): the day with ekadashi at sunrise, rejected when dashami touches
 *   its arunodaya (4 ghatis, 96 min, before sunrise) or when ekadashi is at no sunrise ("viddha
 *   tyajyaiva vaishnavena"); a shuddha ekadashi is still moved to the next day when ekadashi or
 *   dvadashi is at two sunrises ("shuddhapy adhikasambhave ... ekadashi dvadashi va 'dhika cet
 *   tada dinam purvam tyajyam param syad iti vaishnavanirnayah", Dharmasindhu 1; the unmilani and
 *   vyanjuli mahadvadashis of Hari Bhakti Vilasa 13).
 */
export interface EkadashiRuleSpec {
  kind: 'ekadashi';
  /** amanta month index0, or 'adhika' for the ekadashi of every adhika month */
  month: number | 'adhika';
  paksha: 'shukla' | 'krishna';
  vedha: 'sunrise' | 'arunodaya';
}

/** A fixed number of days after (or before) another rule's date in the same year. */
export interface RelativeRuleSpec {
  kind: 'relative';
  to: string;
  days: number;
}

/** Any rule kind the evaluator reads. */
export type RuleSpec =
  | TithiRuleSpec
  | EkadashiRuleSpec
  | SankrantiRuleSpec
  | SolarNakshatraRuleSpec
  | SolarTithiRuleSpec
  | SolarCalendarDayRuleSpec
  | RelativeRuleSpec;

/**
 * The tradition whose rule decides an item's day:
 * - all: the same day for everyone (sankrantis, purnima and amavasya days);
 * - smarta: the Smarta rule of Nirnayasindhu and Dharmasindhu as North Indian almanacs apply it;
 * - vaishnava: the Vaishnava (Hari Bhakti Vilasa, ISKCON) rule;
 * - kerala, tamil: the Malayalam and Tamil solar calendars;
 * - punjabi, maithili, jain, buddhist: regional and other communities' practice;
 * - nepali, bengali, assamese, odia, marathi, gujarati, telugu, kannada: the regional rules of the
 *   festival traditions (./traditions.ts), where a region keeps a festival by its own rule.
 */
export type Tradition =
  | 'all'
  | 'smarta'
  | 'vaishnava'
  | 'kerala'
  | 'tamil'
  | 'punjabi'
  | 'maithili'
  | 'jain'
  | 'buddhist'
  | 'nepali'
  | 'bengali'
  | 'assamese'
  | 'odia'
  | 'marathi'
  | 'gujarati'
  | 'telugu'
  | 'kannada';

/** Every tradition name, for schemas and filters. */
export const TRADITIONS: readonly Tradition[] = [
  'all',
  'smarta',
  'vaishnava',
  'kerala',
  'tamil',
  'punjabi',
  'maithili',
  'jain',
  'buddhist',
  'nepali',
  'bengali',
  'assamese',
  'odia',
  'marathi',
  'gujarati',
  'telugu',
  'kannada',
];

/** Kinds of items, for filtering and for the principal item of a day. */
export type UtsavaKind =
  'festival' | 'vrat' | 'jayanti' | 'ekadashi' | 'purnima' | 'amavasya' | 'sankranti' | 'navaratri';

/** One rule: identity, the rule as data, the rule in words and its shastra anchor. */
export interface UtsavaRule {
  id: string;
  name: string;
  kind: UtsavaKind;
  /** whose rule this is (a festival kept differently by two traditions has one rule for each) */
  tradition: Tradition;
  spec: RuleSpec;
  /** the rule in words */
  rule: string;
  /** the text that gives the rule (work, part and section) */
  shastraAnchor: string;
  /**
   * Also observe the festival in an adhika month of the same name (default false: festivals fall in
   * the nija month only: Nirnayasindhu 1, Malamasa-nirnaya, optional (kamya) rites and festivals are
   * not kept in the malamasa).
   */
  alsoAdhika?: boolean;
  /**
   * The festival this rule is another named observance of, where two are both real (the Vaishnava
   * Janmashtami and ekadashis beside the Smarta ones; Vishu on Medam 1 beside the Vishukkani day):
   * the id of the festival's first rule. Both are listed, each under its own id and name.
   */
  observanceOf?: string;
  /** one edge-case day of the rule worked by hand from its instants (the regional rules of issue 31) */
  workedExample?: string;
}

/** Tithi index0 of Shukla n (1..15) and Krishna n (1..14; 15 = Amavasya). */
const S = (n: number): number => n - 1;
const K = (n: number): number => 14 + n;
const PURNIMA = 14;
const AMAVASYA = 29;

/** Amanta month indices by name. */
export const MONTH = {
  Chaitra: 0,
  Vaishakha: 1,
  Jyeshtha: 2,
  Ashadha: 3,
  Shravana: 4,
  Bhadrapada: 5,
  Ashvin: 6,
  Kartika: 7,
  Margashirsha: 8,
  Pausha: 9,
  Magha: 10,
  Phalguna: 11,
} as const;

const MASA = [
  'Chaitra',
  'Vaishakha',
  'Jyeshtha',
  'Ashadha',
  'Shravana',
  'Bhadrapada',
  'Ashvin',
  'Kartika',
  'Margashirsha',
  'Pausha',
  'Magha',
  'Phalguna',
] as const;
const RASHI = [
  'Mesha',
  'Vrishabha',
  'Mithuna',
  'Karka',
  'Simha',
  'Kanya',
  'Tula',
  'Vrischika',
  'Dhanu',
  'Makara',
  'Kumbha',
  'Meena',
] as const;

const FIRST: BothPolicy = { pick: 'first' };
const SECOND: BothPolicy = { pick: 'second' };
const MORE: BothPolicy = { pick: 'more' };

const NS = 'Nirnayasindhu (Kamalakara Bhatta, 1612)';
const DS = 'Dharmasindhu (Kashinatha Upadhyaya, 1790)';

// ------------------------------------------------------------------------------------------------
// Ekadashis: the 24 named ekadashis of the amanta months and the two of an adhika month.

/** Ekadashi names by amanta month, Shukla (index 0) and Krishna (index 1). */
export const EKADASHI_NAMES: ReadonlyArray<readonly [string, string]> = [
  ['Kamada', 'Varuthini'], // Chaitra
  ['Mohini', 'Apara'], // Vaishakha
  ['Nirjala', 'Yogini'], // Jyeshtha
  ['Devshayani', 'Kamika'], // Ashadha
  ['Shravana Putrada', 'Aja'], // Shravana
  ['Parsva', 'Indira'], // Bhadrapada
  ['Papankusha', 'Rama'], // Ashvin
  ['Devutthana', 'Utpanna'], // Kartika
  ['Mokshada', 'Saphala'], // Margashirsha
  ['Pausha Putrada', 'Shattila'], // Pausha
  ['Jaya', 'Vijaya'], // Magha
  ['Amalaki', 'Papmochani'], // Phalguna
];

const EKADASHI_SMARTA_RULE =
  'Smarta (dashami-vedha at sunrise): the day with ekadashi at sunrise. At two sunrises: the second when dvadashi also reaches the sunrise after it, else the first (householders; ascetics, widows and those seeking moksha keep the second, the "gauna" day). When dvadashi reaches no sunrise after the ekadashi day, so that parana could not fall in dvadashi, the day before, on which the ekadashi began after sunrise, even though dashami-viddha. At no sunrise (kshaya): the day it lies in, or the next day when dvadashi is at two sunrises.';
const EKADASHI_SMARTA_ANCHOR = `${DS}, Pariccheda 1, Ekadashi-nirnaya (suryodaya-vedha for Smartas; "ekadashimatravriddhau grihiyatyor vyavasthitih, uposhya grihibhih purva yatibhish cottara tithih"; the dvadashi-kshaya examples); ${NS}, Pariccheda 1, Ekadashi-nirnaya (Rishyashringa: "paranahe na labhyeta dvadashi kalayapi cet, tadanim dashamividdhapy uposhyaikadashi tithih"); Kalamadhava, Ekadashi`;
const EKADASHI_VAISHNAVA_RULE =
  'Vaishnava (arunodaya-vedha): the day with ekadashi at sunrise, rejected when dashami touches its arunodaya (the 4 ghatis, 96 minutes, before sunrise) or when ekadashi is at no sunrise; the fast is then on the next day (dvadashi). A pure ekadashi also moves to the next day when ekadashi or dvadashi is at two sunrises (unmilani and vyanjuli mahadvadashi).';
const EKADASHI_VAISHNAVA_ANCHOR = `Hari Bhakti Vilasa 12-13 (arunodaya-viddha ekadashi varjya; the eight mahadvadashis); ${DS}, Pariccheda 1, Ekadashi-nirnaya ("arunodayavedho 'tra vedhah suryodaye tatha, uktau dashamivedhe vaishnavasmartayoh kramat; viddha tyajyaiva vaishnavena shuddhapy adhikasambhave; ekadashi dvadashi va 'dhika cet tada dinam purvam tyajyam param syad iti vaishnavanirnayah")`;

function slug(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The Smarta and the Vaishnava rule of one ekadashi. */
function ekadashiPair(
  id: string,
  name: string,
  month: number | 'adhika',
  paksha: 'shukla' | 'krishna',
  what: string,
): UtsavaRule[] {
  return [
    {
      id: `ekadashi-${id}`,
      name: `${name} Ekadashi`,
      kind: 'ekadashi',
      tradition: 'smarta',
      spec: { kind: 'ekadashi', month, paksha, vedha: 'sunrise' },
      rule: `${what}. ${EKADASHI_SMARTA_RULE}`,
      shastraAnchor: EKADASHI_SMARTA_ANCHOR,
    },
    {
      id: `ekadashi-${id}-vaishnava`,
      name: `${name} Ekadashi (Vaishnava)`,
      kind: 'ekadashi',
      tradition: 'vaishnava',
      observanceOf: `ekadashi-${id}`,
      spec: { kind: 'ekadashi', month, paksha, vedha: 'arunodaya' },
      rule: `${what}. ${EKADASHI_VAISHNAVA_RULE}`,
      shastraAnchor: EKADASHI_VAISHNAVA_ANCHOR,
    },
  ];
}

function ekadashiRules(): UtsavaRule[] {
  const out: UtsavaRule[] = [];
  MASA.forEach((m, i) => {
    const [sh, kr] = EKADASHI_NAMES[i]!;
    out.push(...ekadashiPair(slug(sh), sh, i, 'shukla', `${m} (amanta) Shukla Ekadashi`));
    out.push(...ekadashiPair(slug(kr), kr, i, 'krishna', `${m} (amanta) Krishna Ekadashi`));
  });
  out.push(
    ...ekadashiPair('padmini', 'Padmini', 'adhika', 'shukla', 'Adhika masa Shukla Ekadashi'),
    ...ekadashiPair('parama', 'Parama', 'adhika', 'krishna', 'Adhika masa Krishna Ekadashi'),
  );
  return out;
}

// ------------------------------------------------------------------------------------------------
// Purnima and Amavasya of every month (named as North Indian almanacs name them: purnima by its
// month, amavasya by the purnimanta month it closes).

function purnimaAmavasyaRules(): UtsavaRule[] {
  const out: UtsavaRule[] = [];
  const anchorP = `${NS}, Pariccheda 1, Paurnamasi-amavasya-nirnaya (udaya tithi for the day's observances)`;
  MASA.forEach((m, i) => {
    out.push({
      id: `purnima-${slug(m)}`,
      name: `${m} Purnima`,
      kind: 'purnima',
      tradition: 'all',
      spec: {
        kind: 'tithi',
        month: i,
        tithi0: PURNIMA,
        window: 'udaya',
        both: FIRST,
        none: 'first-touch',
      },
      rule: `${m} Shukla Purnima prevailing at sunrise; two sunrises: the first; none: the day it falls in.`,
      shastraAnchor: anchorP,
    });
    const pm = MASA[(i + 1) % 12]!;
    out.push({
      id: `amavasya-${slug(pm)}`,
      name: `${pm} Amavasya`,
      kind: 'amavasya',
      tradition: 'all',
      spec: {
        kind: 'tithi',
        month: i,
        tithi0: AMAVASYA,
        window: 'udaya',
        both: FIRST,
        none: 'first-touch',
      },
      rule: `Amavasya ending amanta ${m} (purnimanta ${pm} Krishna 15) prevailing at sunrise; two sunrises: the first; none: the day it falls in.`,
      shastraAnchor: anchorP,
    });
  });
  out.push(
    {
      id: 'purnima-adhika',
      name: 'Adhika Purnima',
      kind: 'purnima',
      tradition: 'all',
      spec: {
        kind: 'tithi',
        month: 'adhika',
        tithi0: PURNIMA,
        window: 'udaya',
        both: FIRST,
        none: 'first-touch',
      },
      rule: 'Purnima of the adhika month at sunrise.',
      shastraAnchor: anchorP,
    },
    {
      id: 'amavasya-adhika',
      name: 'Adhika Amavasya',
      kind: 'amavasya',
      tradition: 'all',
      spec: {
        kind: 'tithi',
        month: 'adhika',
        tithi0: AMAVASYA,
        window: 'udaya',
        both: FIRST,
        none: 'first-touch',
      },
      rule: 'Amavasya of the adhika month at sunrise.',
      shastraAnchor: anchorP,
    },
  );
  return out;
}

// ------------------------------------------------------------------------------------------------
// The 12 sankrantis.

function sankrantiRules(): UtsavaRule[] {
  return RASHI.map((r, i) => ({
    id: `sankranti-${slug(r)}`,
    name: `${r} Sankranti`,
    kind: 'sankranti' as const,
    tradition: 'all' as const,
    spec: { kind: 'sankranti' as const, rashi0: i, day: 'civil' as const },
    rule: `The sidereal (Lahiri) Sun enters ${r}; listed on the civil date of the ingress instant.`,
    shastraAnchor: `${DS}, Pariccheda 1, Sankranti-nirnaya (the ingress and its punya kala); Surya Siddhanta 14`,
  }));
}

// ------------------------------------------------------------------------------------------------
// Named festivals.

const T = (
  month: number,
  tithi0: number,
  window: WindowName,
  both: BothPolicy,
  none: NonePolicy,
  extra: Partial<TithiRuleSpec> = {},
): TithiRuleSpec => ({ kind: 'tithi', month, tithi0, window, both, none, ...extra });

/** The named festivals and vratas, in calendar order from Chaitra. */
export const FESTIVAL_RULES: readonly UtsavaRule[] = [
  {
    id: 'ugadi-gudi-padwa',
    name: 'Ugadi / Gudi Padwa (Chaitra Shukla Pratipada, new year)',
    kind: 'festival',
    tradition: 'smarta',
    spec: T(MONTH.Chaitra, S(1), 'udaya', FIRST, 'first-touch'),
    rule: 'Chaitra Shukla Pratipada at sunrise; when pratipada touches no sunrise, the day it falls in. In an adhika Chaitra year the new year begins with the adhika month, the festival is kept in the nija month.',
    shastraAnchor: `${NS}, Pariccheda 2, Chaitra: Samvatsararambha (udaya pratipada); Brahma Purana on creation at Chaitra Shukla Pratipada`,
  },
  {
    id: 'chaitra-navaratri',
    name: 'Chaitra Navaratri begins (Ghatasthapana)',
    kind: 'navaratri',
    tradition: 'smarta',
    spec: T(MONTH.Chaitra, S(1), 'udaya', FIRST, 'first-touch', {
      previousDayWhenShort: { minMuhurtas: 1, because: 'muhurta-matra' },
    }),
    rule: 'Chaitra Shukla Pratipada at sunrise: the pratipada joined with dvitiya, even if it lasts only one muhurta after sunrise, not the one joined with amavasya; when at sunrise it lasts less than a muhurta, the previous day, on which it began. None: the day it falls in.',
    shastraAnchor: `${NS}, Pariccheda 2, Chaitra: Vasanta-navaratra, with the Devi Purana rule of Navaratra-arambha (Ashvin: "amayukta na kartavya pratipat pujane mama, muhurtamatra kartavya dvitiyadigunanvita"); Devi Bhagavata Purana 3.26`,
  },
  {
    id: 'mahavir-jayanti',
    name: 'Mahavir Jayanti',
    kind: 'jayanti',
    tradition: 'jain',
    spec: T(MONTH.Chaitra, S(13), 'udaya', FIRST, 'first-touch'),
    rule: 'Chaitra Shukla Trayodashi at sunrise.',
    shastraAnchor:
      'Kalpa Sutra (Bhadrabahu), birth of Mahavira on Chaitra Shukla 13; Jain almanac practice',
  },
  {
    id: 'ram-navami',
    name: 'Ram Navami',
    kind: 'jayanti',
    tradition: 'smarta',
    spec: T(MONTH.Chaitra, S(9), 'madhyahna', SECOND, 'udaya'),
    rule: 'Chaitra Shukla Navami prevailing at madhyahna (3rd fifth of the day). On both days: the second (ashtami-viddha navami is avoided). On neither: the day with navami at sunrise.',
    shastraAnchor: `${NS}, Pariccheda 2, Chaitra: Rama-navami (madhyahna-vyapini, Agastya Samhita); ${DS}, Pariccheda 2, Chaitra`,
  },
  {
    id: 'hanuman-jayanti',
    name: 'Hanuman Jayanti (North India)',
    kind: 'jayanti',
    tradition: 'smarta',
    spec: T(MONTH.Chaitra, PURNIMA, 'udaya', FIRST, 'first-touch'),
    rule: 'Chaitra Purnima at sunrise (North Indian practice; Tamil and Telugu regions keep other dates).',
    shastraAnchor:
      'North Indian almanac practice for Chaitra Purnima; Ananda Ramayana; Vratraja (Hanumaj-jayanti)',
  },
  {
    id: 'akshaya-tritiya',
    name: 'Akshaya Tritiya',
    kind: 'festival',
    tradition: 'smarta',
    spec: T(
      MONTH.Vaishakha,
      S(3),
      'purvahna',
      { pick: 'second-if-muhurtas', minMuhurtas: 3 },
      'udaya',
    ),
    rule: 'Vaishakha Shukla Tritiya prevailing in the forenoon (the first half of the day, sunrise to midday); on both days the second when there it pervades the forenoon for more than 3 muhurtas, else the first; on neither, the day with tritiya at sunrise.',
    shastraAnchor: `${NS}, Pariccheda 2, Vaishakha: Akshaya-tritiya (purvahna-vyapini, yugadi tithi); ${DS}, Pariccheda 2, Vaishakha ("dvedha-vibhakta-dina-purvardhaikadesha-vyapini; dinadvaye trimuhurtadhika-vyaptisattve para"); Bhavishya Purana`,
  },
  {
    id: 'buddha-purnima',
    name: 'Buddha Purnima',
    kind: 'jayanti',
    tradition: 'buddhist',
    spec: T(MONTH.Vaishakha, PURNIMA, 'udaya', FIRST, 'first-touch'),
    rule: 'Vaishakha Purnima at sunrise.',
    shastraAnchor: 'Vaishakha Purnima (Vesak); national calendar practice of India',
  },
  {
    id: 'ganga-dussehra',
    name: 'Ganga Dussehra',
    kind: 'festival',
    tradition: 'smarta',
    spec: T(MONTH.Jyeshtha, S(10), 'udaya', FIRST, 'first-touch'),
    rule: 'Jyeshtha Shukla Dashami at sunrise.',
    shastraAnchor: `${NS}, Pariccheda 2, Jyeshtha: Dasahara; Skanda Purana, Kashi Khanda 27`,
  },
  {
    id: 'rath-yatra',
    name: 'Jagannath Rath Yatra',
    kind: 'festival',
    tradition: 'all',
    spec: T(MONTH.Ashadha, S(2), 'udaya', FIRST, 'first-touch'),
    rule: 'Ashadha Shukla Dvitiya at sunrise.',
    shastraAnchor:
      'Skanda Purana, Vaishnava Khanda, Purushottama-kshetra Mahatmya (Ratha-yatra on Ashadha Shukla 2)',
  },
  {
    id: 'guru-purnima',
    name: 'Guru Purnima (Vyasa Puja)',
    kind: 'festival',
    tradition: 'smarta',
    spec: T(MONTH.Ashadha, PURNIMA, 'udaya', FIRST, 'first-touch'),
    rule: 'Ashadha Purnima at sunrise.',
    shastraAnchor: `${NS}, Pariccheda 2, Ashadha: Vyasa-puja on Ashadha Purnima`,
  },
  {
    id: 'hariyali-teej',
    name: 'Hariyali Teej',
    kind: 'vrat',
    tradition: 'smarta',
    spec: T(MONTH.Shravana, S(3), 'udaya', FIRST, 'first-touch'),
    rule: 'Shravana Shukla Tritiya at sunrise.',
    shastraAnchor:
      'Vratraja (Vishvanatha, 1736), Tritiya-vratas: Shravana Shukla Tritiya (Madhusrava)',
  },
  {
    id: 'nag-panchami',
    name: 'Nag Panchami',
    kind: 'festival',
    tradition: 'smarta',
    spec: T(MONTH.Shravana, S(5), 'udaya', FIRST, 'first-touch'),
    rule: 'Shravana Shukla Panchami at sunrise.',
    shastraAnchor: `${NS}, Pariccheda 2, Shravana: Naga-panchami; Bhavishya Purana, Brahma Parva 32`,
  },
  {
    id: 'raksha-bandhan',
    name: 'Raksha Bandhan',
    kind: 'festival',
    tradition: 'smarta',
    spec: T(MONTH.Shravana, PURNIMA, 'pratah', FIRST, 'first-touch', { minCoverage: 1 }),
    rule: 'Shravana Purnima: the day on which purnima prevails at sunrise for at least 3 muhurtas (the whole first fifth of the day), the thread tied in aparahna after bhadra (vishti karana) ends; otherwise the previous day, in pradosha after bhadra.',
    shastraAnchor: `${NS}, Pariccheda 2, Shravana: Raksha-bandhana ("bhadrayam dve na kartavye shravani phalguni tatha"); Bhavishyottara Purana 137`,
  },
  {
    id: 'krishna-janmashtami',
    name: 'Krishna Janmashtami (Smarta)',
    kind: 'jayanti',
    tradition: 'smarta',
    spec: T(MONTH.Shravana, K(8), 'nishita', { pick: 'second' }, 'udaya', { preferNakshatra0: 3 }),
    rule: 'Krishna Ashtami of amanta Shravana (purnimanta Bhadrapada) prevailing at nishita (the midnight muhurta); when at nishita on both nights, the night with Rohini, else the second; on neither, the day with ashtami at sunrise. The Vaishnava day is the separate rule krishna-janmashtami-vaishnava.',
    shastraAnchor: `${NS}, Pariccheda 2, Bhadrapada: Krishna-janmashtami (ardharatra-vyapini, Rohini-yoga, jayanti); ${DS}, Pariccheda 2`,
  },
  {
    id: 'krishna-janmashtami-vaishnava',
    name: 'Krishna Janmashtami (Vaishnava/ISKCON)',
    kind: 'jayanti',
    tradition: 'vaishnava',
    observanceOf: 'krishna-janmashtami',
    spec: T(MONTH.Shravana, K(8), 'udaya', FIRST, 'first-touch', { vedha: 'arunodaya' }),
    rule: 'Krishna Ashtami of amanta Shravana (purnimanta Bhadrapada) prevailing at sunrise (udaya), never mixed with saptami: the day with ashtami at sunrise is rejected when saptami touches its arunodaya (the 4 ghatis, 96 minutes, before sunrise), and when ashtami is at no sunrise; then the next day (ashtami or navami at sunrise). When ashtami is at two clean sunrises, the first.',
    shastraAnchor: `Hari Bhakti Vilasa 15, Janmashtami (saptami-viddha ashtami varjya; "ashtami navami-yukta grahya"); ${DS}, Pariccheda 1 (arunodaya-vedha for Vaishnavas); ${NS}, Pariccheda 2, Bhadrapada (Vaishnava practice)`,
  },
  {
    id: 'hartalika-teej',
    name: 'Hartalika Teej',
    kind: 'vrat',
    tradition: 'smarta',
    spec: T(MONTH.Bhadrapada, S(3), 'udaya', FIRST, 'first-touch'),
    rule: 'Bhadrapada Shukla Tritiya at sunrise (chaturthi-yukta tritiya preferred over dvitiya-yukta).',
    shastraAnchor: `${NS}, Pariccheda 2, Bhadrapada: Haritalika (dvitiya-viddha varjya); Vratraja, Haritalika-vrata`,
  },
  {
    id: 'ganesh-chaturthi',
    name: 'Ganesh Chaturthi',
    kind: 'festival',
    tradition: 'smarta',
    spec: T(MONTH.Bhadrapada, S(4), 'madhyahna', MORE, 'first-touch'),
    rule: 'Bhadrapada Shukla Chaturthi prevailing at madhyahna; on both days the one on which it covers more of madhyahna (the tritiya-viddha first day when it covers it as fully); on neither, the first day it touches.',
    shastraAnchor: `${NS}, Pariccheda 2, Bhadrapada: Siddhivinayaka-chaturthi (madhyahna-vyapini, purvaviddha); ${DS}, Pariccheda 2`,
  },
  {
    id: 'anant-chaturdashi',
    name: 'Anant Chaturdashi (Ganesh Visarjan)',
    kind: 'vrat',
    tradition: 'smarta',
    spec: T(MONTH.Bhadrapada, S(14), 'udaya', FIRST, 'first-touch'),
    rule: 'Bhadrapada Shukla Chaturdashi at sunrise.',
    shastraAnchor: `${NS}, Pariccheda 2, Bhadrapada: Ananta-vrata (udaya-vyapini)`,
  },
  {
    id: 'sarva-pitru-amavasya',
    name: 'Sarva Pitru Amavasya (Mahalaya)',
    kind: 'vrat',
    tradition: 'smarta',
    spec: T(MONTH.Bhadrapada, AMAVASYA, 'aparahna', MORE, 'udaya'),
    rule: 'Amavasya closing amanta Bhadrapada prevailing at aparahna (the shraddha time); both days: more coverage; none: the day with amavasya at sunrise.',
    shastraAnchor: `${NS}, Pariccheda 3, Shraddha: aparahna-vyapini tithi; ${DS}, Pariccheda 2, Mahalaya`,
  },
  {
    id: 'sharad-navaratri',
    name: 'Sharad Navaratri begins (Ghatasthapana)',
    kind: 'navaratri',
    tradition: 'smarta',
    spec: T(MONTH.Ashvin, S(1), 'udaya', FIRST, 'first-touch', {
      previousDayWhenShort: { minMuhurtas: 1, because: 'muhurta-matra' },
    }),
    rule: 'Ashvin Shukla Pratipada at sunrise: the pratipada joined with dvitiya, even if it lasts only one muhurta after sunrise, not the one joined with amavasya; when at sunrise it lasts less than a muhurta (2004: 8 minutes), the previous day, on which it began (14 October 2004). None: the day it falls in.',
    shastraAnchor: `${NS}, Pariccheda 2, Ashvin: Navaratra-arambha, quoting Devi Purana ("amayukta na kartavya pratipat pujane mama, muhurtamatra kartavya dvitiyadigunanvita"); Devi Bhagavata Purana 3.26; Kalika Purana`,
  },
  {
    id: 'durga-ashtami',
    name: 'Durga Ashtami (Maha Ashtami)',
    kind: 'festival',
    tradition: 'smarta',
    spec: T(MONTH.Ashvin, S(8), 'udaya', FIRST, 'first-touch'),
    rule: 'Ashvin Shukla Ashtami at sunrise (navami-yukta ashtami preferred, saptami-viddha avoided).',
    shastraAnchor: `${NS}, Pariccheda 2, Ashvin: Mahashtami (saptami-viddha varjya)`,
  },
  {
    id: 'dussehra',
    name: 'Dussehra (Vijayadashami)',
    kind: 'festival',
    tradition: 'smarta',
    spec: T(MONTH.Ashvin, S(10), 'aparahna', FIRST, 'nearest', {
      preferNakshatra0: 21,
      nakshatraNextDay: { nakshatra0: 21, minMuhurtas: 3 },
    }),
    rule: 'Ashvin Shukla Dashami prevailing at aparahna; when on both days, the one with Shravana nakshatra, else the first; on neither, the day whose aparahna lies nearest the dashami. When the next day has dashami for at least 3 muhurtas after sunrise and Shravana at its aparahna, the next day.',
    shastraAnchor: `${NS}, Pariccheda 2, Ashvin: Vijayadashami (aparahna-vyapini, Shravana-yoga); ${DS}, Pariccheda 2`,
  },
  {
    id: 'sharad-purnima',
    name: 'Sharad Purnima (Kojagara)',
    kind: 'festival',
    tradition: 'smarta',
    spec: T(MONTH.Ashvin, PURNIMA, 'nishita', FIRST, 'nearest'),
    rule: 'Ashvin Purnima prevailing at nishita (the Kojagara night vigil); on both nights the first.',
    shastraAnchor: `${NS}, Pariccheda 2, Ashvin: Kojagara-vrata (nishitha-vyapini purnima)`,
  },
  {
    id: 'karwa-chauth',
    name: 'Karwa Chauth',
    kind: 'vrat',
    tradition: 'smarta',
    spec: T(MONTH.Ashvin, K(4), 'moonrise', FIRST, 'udaya'),
    rule: 'Krishna Chaturthi of amanta Ashvin (purnimanta Kartika) prevailing at moonrise; at neither moonrise, the day with chaturthi at sunrise.',
    shastraAnchor: `${NS}, Pariccheda 2, Kartika: Karaka-chaturthi (chandrodaya-vyapini); Vratraja, Karaka-chaturthi-vrata`,
  },
  {
    id: 'ahoi-ashtami',
    name: 'Ahoi Ashtami',
    kind: 'vrat',
    tradition: 'smarta',
    spec: T(MONTH.Ashvin, K(8), 'pradosha', FIRST, 'udaya'),
    rule: 'Krishna Ashtami of amanta Ashvin (purnimanta Kartika) prevailing at pradosha (puja at dusk, star-rise).',
    shastraAnchor: 'Vratraja, Ahoi (Ashtami) vrata; North Indian almanac practice',
  },
  {
    id: 'dhanteras',
    name: 'Dhanteras (Dhanatrayodashi)',
    kind: 'festival',
    tradition: 'smarta',
    spec: T(MONTH.Ashvin, K(13), 'pradosha', SECOND, 'last-touch'),
    rule: 'Krishna Trayodashi of amanta Ashvin (purnimanta Kartika) prevailing at pradosha (Yama-dipa-dana at dusk); when it prevails at pradosha on both days, or on neither, the second day ("yadi sa dinadvaye na va tada para").',
    shastraAnchor: `Skanda Purana on Yama-dipa-dana ("trayodashyam dipadanat suryajah priyatam mama"), as Vratraja gives it: pradosha-vyapini trayodashi, on two days or on none the second; ${DS}, Pariccheda 2, Ashvin Krishna Trayodashi`,
  },
  {
    id: 'naraka-chaturdashi',
    name: 'Naraka Chaturdashi',
    kind: 'festival',
    tradition: 'smarta',
    spec: T(MONTH.Ashvin, K(14), 'chandrodaya', FIRST, 'nearest'),
    rule: 'Krishna Chaturdashi of amanta Ashvin prevailing at moonrise before dawn (chandrodaya-vyapini: the abhyanga snana is taken after the Moon rises and before sunrise); when at the pre-dawn moonrise of both days, the first; on neither, the day whose pre-dawn moonrise lies nearest.',
    shastraAnchor: `${DS}, Pariccheda 2, Ashvin: Naraka-chaturdashi (chandrodaya-vyapini, abhyanga before sunrise; on both days the first)`,
  },
  {
    id: 'diwali-lakshmi-puja',
    name: 'Diwali (Lakshmi Puja)',
    kind: 'festival',
    tradition: 'smarta',
    spec: T(MONTH.Ashvin, AMAVASYA, 'pradosha', SECOND, 'nearest'),
    rule: 'Amavasya closing amanta Ashvin (purnimanta Kartika) prevailing at pradosha (for at least one ghati, 24 min, as everywhere). When it prevails at pradosha on both days, the second ("dinadvaye pradoshavyaptau para"); on neither, the day whose pradosha lies nearest.',
    shastraAnchor: `${DS}, Pariccheda 2, Ashvin: Dipavali, Lakshmi-puja ("dinadvaye pradoshavyaptau para", ghatika-matra rule); ${NS}, Pariccheda 2, Kartika`,
  },
  {
    id: 'govardhan-puja',
    name: 'Govardhan Puja (Annakut)',
    kind: 'festival',
    tradition: 'smarta',
    spec: T(MONTH.Kartika, S(1), 'udaya', FIRST, 'first-touch', {
      previousDayWhenShort: { minMuhurtas: 9, because: 'chandra-darshana' },
    }),
    rule: "Kartika Shukla Pratipada at sunrise (pratah-vyapini), on a day on which the Moon is not seen: when on that day pratipada ends less than 9 muhurtas (9/15 of the daytime) after sunrise, so that dvitiya's Moon is seen that evening (chandra-darshana), the day before, on which pratipada began after the amavasya, is taken (the day after Diwali even with amavasya at its sunrise). When pratipada is at no sunrise (kshaya), the day on which it falls.",
    shastraAnchor: `${DS}, Pariccheda 2, Kartika: Bali-pratipada and Govardhana-puja (pratah-vyapini; chandra-darshane nishiddha: a pratipada on which the Moon is seen is rejected for the previous, amavasya-viddha day, unless it lasts 9 muhurtas after sunrise), as North Indian almanacs (drikpanchang) state the rule`,
  },
  {
    id: 'bhai-dooj',
    name: 'Bhai Dooj (Yama Dvitiya)',
    kind: 'festival',
    tradition: 'smarta',
    spec: T(MONTH.Kartika, S(2), 'aparahna', SECOND, 'udaya'),
    rule: 'Kartika Shukla Dvitiya prevailing at aparahna; on both days the second (the day with dvitiya at sunrise); none: the day with dvitiya at sunrise.',
    shastraAnchor: `${DS}, Pariccheda 2, Kartika: Yama-dvitiya (aparahna-vyapini); Skanda Purana`,
  },
  {
    id: 'chhath-puja',
    name: 'Chhath Puja (Sandhya Arghya)',
    kind: 'vrat',
    tradition: 'maithili',
    spec: T(MONTH.Kartika, S(6), 'udaya', FIRST, 'first-touch'),
    rule: 'Kartika Shukla Shashthi at sunrise (udaya tithi); the evening arghya to the setting Sun is given that day; at two sunrises the first; at none, the day it falls in.',
    shastraAnchor:
      'Vratraja, Surya-shashthi (Dala-chhatha) vrata; Bihar almanac practice (Mithila panchang)',
  },
  {
    id: 'kartika-purnima-dev-deepawali',
    name: 'Dev Deepawali',
    kind: 'festival',
    tradition: 'smarta',
    spec: T(MONTH.Kartika, PURNIMA, 'pradosha', FIRST, 'nearest'),
    rule: 'Kartika Purnima prevailing at pradosha (lamps at dusk on the ghats of Kashi).',
    shastraAnchor: `${NS}, Pariccheda 2, Kartika: Tripurotsava / dipa-dana at pradosha on Kartika Purnima`,
  },
  {
    id: 'vasant-panchami',
    name: 'Vasant Panchami (Saraswati Puja)',
    kind: 'festival',
    tradition: 'smarta',
    spec: T(MONTH.Magha, S(5), 'purvahna', FIRST, 'udaya'),
    rule: 'Magha Shukla Panchami prevailing in the forenoon (sunrise to midday); both days: the first; none: the day with panchami at sunrise.',
    shastraAnchor: `${NS}, Pariccheda 2, Magha: Shri-panchami (purvahna-vyapini); ${DS}, Pariccheda 2`,
  },
  {
    id: 'maha-shivaratri',
    name: 'Maha Shivaratri',
    kind: 'festival',
    tradition: 'smarta',
    spec: T(MONTH.Magha, K(14), 'nishita', MORE, 'nearest'),
    rule: 'Krishna Chaturdashi of amanta Magha (purnimanta Phalguna) prevailing at nishita (the midnight muhurta); both nights: more coverage of nishita; none: the night nearest.',
    shastraAnchor: `${NS}, Pariccheda 2, Magha: Shivaratri (nishitha-vyapini chaturdashi, Ishana Samhita); ${DS}, Pariccheda 2`,
  },
  {
    id: 'holika-dahan',
    name: 'Holika Dahan',
    kind: 'festival',
    tradition: 'smarta',
    spec: T(MONTH.Phalguna, PURNIMA, 'pradosha', SECOND, 'first-touch', {
      bhadraSardhaTriyama: true,
    }),
    rule: 'Phalguna Purnima prevailing at pradosha; the fire is lit after bhadra (vishti karana) ends. When purnima is at pradosha on both days the second (bhadra is then over); on neither, the first day it touches. When the only such pradosha lies wholly in a bhadra that lasts past midnight, and on the next day purnima lasts 3.5 yamas (7/8 of the daytime) after sunrise, Holika is lit on the next day.',
    shastraAnchor: `${NS}, Pariccheda 2, Phalguna: Holika (pradosha-vyapini purnima, bhadra varjya); ${DS}, Pariccheda 2, Phalguna`,
  },
  {
    id: 'holi-dhulandi',
    name: 'Holi (Dhulandi, Rangwali Holi)',
    kind: 'festival',
    tradition: 'smarta',
    spec: { kind: 'relative', to: 'holika-dahan', days: 1 },
    rule: 'The day after Holika Dahan (Chaitra Krishna Pratipada of the purnimanta month).',
    shastraAnchor: `${NS}, Pariccheda 2, Chaitra Krishna Pratipada: Vasantotsava / dhuli-vandana`,
  },
  {
    id: 'makar-sankranti',
    name: 'Makar Sankranti',
    kind: 'sankranti',
    tradition: 'smarta',
    spec: { kind: 'sankranti', rashi0: 9, day: 'before-sunset' },
    rule: "The day of the Sun's entry into sidereal Makara; an entry after sunset moves the punya kala, and the festival, to the next day.",
    shastraAnchor: `${DS}, Pariccheda 1, Sankranti-nirnaya (ratri-sankranti: Makara punya kala on the following day)`,
  },
  {
    id: 'lohri',
    name: 'Lohri',
    kind: 'festival',
    tradition: 'punjabi',
    spec: { kind: 'relative', to: 'makar-sankranti', days: -1 },
    rule: 'The eve of Makar Sankranti (Punjab).',
    shastraAnchor: 'Punjabi folk calendar: the night before Maghi (Makara Sankranti)',
  },
  {
    id: 'thai-pongal',
    name: 'Thai Pongal',
    kind: 'festival',
    tradition: 'tamil',
    spec: { kind: 'sankranti', rashi0: 9, day: 'before-sunset' },
    rule: 'Thai 1, the first day of the Tamil solar month Thai: the day of the Makara sankranti when it falls before sunset, else the next day.',
    shastraAnchor:
      'Tamil solar calendar (Vakya and Thirukanitha panchangams): month begins on the day of the sankranti if before sunset',
  },
  {
    id: 'vishu',
    name: 'Vishu (Vishukkani at the first sunrise after the sankramam)',
    kind: 'festival',
    tradition: 'kerala',
    spec: { kind: 'sankranti', rashi0: 0, day: 'next-sunrise' },
    rule: "The day of the first sunrise after the Mesha sankramam, when the Vishukkani is seen: a sankramam before a date's sunrise gives that date, one after sunrise the next date, so Vishu falls on Medam 2 when the sankramam comes after sunrise but within the first 3/5 of the daytime (2018, 2022). The other reading, Vishu on Medam 1 itself, is the rule vishu-medam-1.",
    shastraAnchor:
      'Kerala almanac practice as the Malayalam press states it: "the kani is seen at the sunrise after the Mesha sankramam; if the sankramam comes after sunrise on Medam 1, Vishu is kept the next day" (Malayala Manorama, Samayam Malayalam, Pathram Online for 2018; 2011: "Vishu is on the 14th and the kani on the 15th")',
  },
  {
    id: 'vishu-medam-1',
    name: 'Vishu (Medam 1, Malayalam month rule)',
    kind: 'festival',
    tradition: 'kerala',
    observanceOf: 'vishu',
    spec: { kind: 'sankranti', rashi0: 0, day: 'kerala' },
    rule: "Medam 1, the first day of the Malayalam solar month Medam: the day of the Mesha sankramam when it comes within the first three of the five parts of the daytime (before the end of madhyahna), else the next day. Almanacs that list Vishu as Mesha Sankranti / Medam 1 (drikpanchang's Vishu) give this day; it differs from the Vishukkani day when the sankramam falls after sunrise but within the first 3/5 of the daytime.",
    shastraAnchor:
      'Malayalam solar calendar: the month-beginning rule (the daytime in five parts; a sankramam in the first three makes that day the 1st), as drikpanchang states it for Mesha Sankranti and Vishu',
  },
  {
    id: 'puthandu',
    name: 'Puthandu (Tamil New Year)',
    kind: 'festival',
    tradition: 'tamil',
    spec: { kind: 'sankranti', rashi0: 0, day: 'before-sunset' },
    rule: 'Chithirai 1: the day of the Mesha sankranti when before sunset, else the next day.',
    shastraAnchor:
      'Tamil solar calendar: month begins on the day of the sankranti if before sunset',
  },
  {
    id: 'onam',
    name: 'Onam (Thiruvonam)',
    kind: 'festival',
    tradition: 'kerala',
    spec: {
      kind: 'solar-nakshatra',
      rashi0: 4,
      monthDay: 'kerala',
      nakshatra0: 21,
      minNazhikas: 6,
      eveInMonth: true,
    },
    rule: 'The Thiruvonam (Shravana) day of the Malayalam month Chingam (solar Simha; the month begins by the Kerala madhyahna rule). A day belongs to the star at its sunrise when that star lasts at least 6 nazhikas (2 h 24 min) after sunrise, else to the next star: a Thiruvonam that leaves within 6 nazhikas of a sunrise does not own that day (2024: it left at 08:10 on 19 August, so Onam fell on 15 September), and one that begins soon after a sunrise and is gone before the next owns the day it began on (2031: 30 August). The eve, the First Onam (Uthradam), must fall in Chingam too, so a Thiruvonam on Chingam 1 gives way to the next one (2016: 17 August was Chingam 1; Onam 14 September). When Thiruvonam owns two days of Chingam, the first that qualifies.',
    shastraAnchor:
      'Kerala almanac practice: the six-nazhika rule for the day of a star ("the day on which the star stands six nazhikas after sunrise", as the Malayalam press explains it for Onam 2018 and 2021); Onam on the second Thiruvonam when the first is on Chingam 1 (2016); Bhagavata Purana 8.18 (Vamana born under Shravana)',
  },
];

/** Every rule the evaluator reads: named festivals, ekadashis, purnimas, amavasyas, sankrantis. */
export const UTSAVA_RULES: readonly UtsavaRule[] = [
  ...FESTIVAL_RULES,
  ...ekadashiRules(),
  ...purnimaAmavasyaRules(),
  ...sankrantiRules(),
];
