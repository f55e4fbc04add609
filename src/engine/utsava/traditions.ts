/**
 * @module The festival traditions (issue 31): which rules a regional almanac reads. One evaluator
 * (./evaluate.ts) reads them all; a tradition is data: the North Indian rule set (UTSAVA_RULES)
 * with the festivals the region does not keep dropped, the festivals it keeps by another rule
 * replaced (same id, the region's rule, name and anchor), and its own festivals added. Every
 * replaced or added rule names the text or almanac practice it follows and one worked edge-case
 * day (docs/panchang-muhurta-utsavas.md, "Festival traditions").
 *
 * - north (default): UTSAVA_RULES exactly (the answers of every earlier engine version).
 * - vaishnava: the Vaishnava (Hari Bhakti Vilasa) days in place of the Smarta ones, and the
 *   Vaishnava festivals.
 * - tamil, kerala: the Tamil and Malayalam solar months; Deepavali as Naraka Chaturdashi.
 * - bengali, assamese, odia, nepali: the eastern almanacs' udaya-tithi days and solar months.
 * - marathi, gujarati, telugu, kannada: the amanta almanacs of the west and the south.
 *
 * Each tradition has a reference place, where `observe=india` computes the calendar (the date the
 * tradition's homeland keeps: New Delhi for north and the amanta west uses its own capital), and a
 * month system that names the amavasyas and the answer's lunar months.
 */
import type {
  BothPolicy,
  NonePolicy,
  TithiRuleSpec,
  Tradition,
  UtsavaKind,
  UtsavaRule,
  WindowName,
} from './rules.js';
import { MONTH, UTSAVA_RULES } from './rules.js';
import { WORKED_DAYS } from './worked-days.js';

/** The festival traditions a caller can ask for (`tradition` on every festival route and feed). */
export type FestivalTradition =
  | 'north'
  | 'vaishnava'
  | 'tamil'
  | 'kerala'
  | 'bengali'
  | 'assamese'
  | 'odia'
  | 'nepali'
  | 'marathi'
  | 'gujarati'
  | 'telugu'
  | 'kannada';

/** Every festival tradition, the default first. */
export const FESTIVAL_TRADITIONS: readonly FestivalTradition[] = [
  'north',
  'vaishnava',
  'tamil',
  'kerala',
  'bengali',
  'assamese',
  'odia',
  'nepali',
  'marathi',
  'gujarati',
  'telugu',
  'kannada',
];

/** The default tradition (the rules of every earlier engine version). */
export const DEFAULT_FESTIVAL_TRADITION: FestivalTradition = 'north';

/**
 * How a tradition's almanac computes its tithis: 'drik' from the true Sun and Moon (the ephemeris),
 * 'surya-siddhanta' from the Sun and Moon of the Surya Siddhanta (Nepal's almanac).
 */
export type FestivalAstronomy = 'drik' | 'surya-siddhanta';

/** A reference place of a tradition: where its almanacs are computed. */
export interface ReferencePlace {
  name: string;
  latDeg: number;
  lonDeg: number;
  ianaZone: string;
}

/** One festival tradition: its name, reference place, month system and rules. */
export interface TraditionProfile {
  id: FestivalTradition;
  name: string;
  /** where the tradition's almanacs are computed (observe=india computes there) */
  reference: ReferencePlace;
  /** how lunar months are named (purnimanta: the dark fortnight takes the next month's name) */
  monthSystem: 'amanta' | 'purnimanta';
  /** how its almanac computes the tithis and karanas (the nakshatras, sankrantis and months stay drik) */
  astronomy: FestivalAstronomy;
  /** what the tradition changes, in words */
  summary: string;
}

const S = (n: number): number => n - 1;
const K = (n: number): number => 14 + n;
const PURNIMA = 14;
const AMAVASYA = 29;
const FIRST: BothPolicy = { pick: 'first' };
const SECOND: BothPolicy = { pick: 'second' };
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
const T = (
  month: number,
  tithi0: number,
  window: WindowName,
  both: BothPolicy,
  none: NonePolicy,
  extra: Partial<TithiRuleSpec> = {},
): TithiRuleSpec => ({ kind: 'tithi', month, tithi0, window, both, none, ...extra });
/** The udaya rule: the day with the tithi at sunrise; at two sunrises the first; at none, the day it falls in. */
const UDAYA = (month: number, tithi0: number): TithiRuleSpec =>
  T(month, tithi0, 'udaya', FIRST, 'first-touch');

const NS = 'Nirnayasindhu (Kamalakara Bhatta, 1612)';
const DS = 'Dharmasindhu (Kashinatha Upadhyaya, 1790)';
const HBV = 'Hari Bhakti Vilasa (Gopala Bhatta Gosvami, 16th c.)';
/** The Gaudiya panjikas compute the tithis by the Surya Siddhanta (Vishuddha Sarasvata Sri Chaitanya Panjika; the Navadvipa panjika). */
const GAUDIYA_SS =
  'the Gaudiya panjikas of Navadvipa (Vishuddha Sarasvata Sri Chaitanya Panjika: "according to the Surya-siddhanta"), with the tithis of the Surya Siddhanta';
/** Nepal's almanac computes its tithis by the Surya Siddhanta (as it reckons its months: docs/calendars.md). */
const NEPAL_SS =
  'Nepal Panchanga Nirnayaka Samiti (the almanac committee of Nepal): tithis by the Surya Siddhanta at Kathmandu';
const NEPAL = `${NEPAL_SS}, udaya-tithi practice: a festival is kept on the day at whose sunrise its tithi stands ("udaye ya tithih sa sakala"), the Nepali almanacs' rule for the Dashain and Tihar days, Teej and the purnimas`;
const BENGAL =
  'Raghunandana, Tithi-tattva and Durgapuja-tattva (16th c.), as the Bengali almanacs (Gupta Press, Vishuddha Siddhanta Panjika) apply it: a puja of the forenoon is kept on the day whose sunrise has its tithi';
const KERALA = 'Kerala almanac practice (the Malayalam panchangams)';
const TAMIL = 'Tamil almanac practice (the Vakya and Thirukanitha panchangams)';
const ASSAM =
  'Assamese almanac practice (the Bhaskarabda solar calendar for the Bihus, the Bengal solar calendar with the Surya Siddhanta\'s sankranti: Sewell and Dikshit, The Indian Calendar (1896), Example xx, "the Surya-Siddhanta is the authority in Bengal"; the Bengali panjikas for the lunar festivals); Assam government list';

/** A tradition's changes to the North Indian rule set. */
interface Changes {
  /** ids of rules the tradition does not keep */
  drop?: readonly string[];
  /** rules kept by another rule, name or anchor (same id; fields not given are the north rule's) */
  replace?: ReadonlyArray<Partial<UtsavaRule> & { id: string }>;
  /** the tradition's own festivals */
  add?: readonly UtsavaRule[];
  /** keep only the Vaishnava observance of a festival that has both */
  vaishnavaOnly?: boolean;
}

/** Rules that only the North Indian almanacs keep (dropped by the southern, eastern and Nepali traditions). */
const NORTH_ONLY = [
  'karwa-chauth',
  'ahoi-ashtami',
  'lohri',
  'hariyali-teej',
  'kartika-purnima-dev-deepawali',
];
/** Rules of the two southern solar calendars, kept by their own traditions (and listed by north as before). */
const KERALA_ONLY = ['vishu', 'vishu-medam-1', 'onam'];
const TAMIL_ONLY = ['thai-pongal', 'puthandu'];

const rule = (
  id: string,
  name: string,
  kind: UtsavaKind,
  tradition: Tradition,
  spec: UtsavaRule['spec'],
  text: string,
  shastraAnchor: string,
): UtsavaRule => ({ id, name, kind, tradition, spec, rule: text, shastraAnchor });

// ------------------------------------------------------------------------------------------------
// Shared regional rules.

const MAHA_NAVAMI = (tradition: Tradition, anchor: string): UtsavaRule =>
  rule(
    'maha-navami',
    'Maha Navami',
    'festival',
    tradition,
    UDAYA(MONTH.Ashvin, S(9)),
    'Ashvin Shukla Navami at sunrise (the navami of the Durga Puja, kept in the morning); at two sunrises the first; at none, the day it falls in.',
    anchor,
  );
const MAHA_SAPTAMI = (tradition: Tradition, id: string, name: string, anchor: string): UtsavaRule =>
  rule(
    id,
    name,
    'festival',
    tradition,
    UDAYA(MONTH.Ashvin, S(7)),
    'Ashvin Shukla Saptami at sunrise (the Navapatrika is brought in on the saptami morning); at two sunrises the first; at none, the day it falls in.',
    anchor,
  );
const UDAYA_DASHAMI = (
  tradition: Tradition,
  name: string,
  anchor: string,
): Partial<UtsavaRule> & { id: string } => ({
  id: 'dussehra',
  name,
  tradition,
  spec: UDAYA(MONTH.Ashvin, S(10)),
  rule: 'Ashvin Shukla Dashami at sunrise (udaya tithi: the rites of the day, the tika, the Vidyarambham or the immersion, are of the morning); at two sunrises the first; at none, the day it falls in.',
  shastraAnchor: anchor,
});
const UDAYA_ASHTAMI = (
  tradition: Tradition,
  name: string,
  anchor: string,
): Partial<UtsavaRule> & { id: string } => ({
  id: 'durga-ashtami',
  name,
  tradition,
  rule: 'Ashvin Shukla Ashtami at sunrise (as north).',
  shastraAnchor: anchor,
});
const DEEPAVALI_CHATURDASHI = (
  tradition: Tradition,
  anchor: string,
): Partial<UtsavaRule> & { id: string } => ({
  id: 'naraka-chaturdashi',
  name: 'Deepavali (Naraka Chaturdashi)',
  kind: 'festival',
  tradition,
  shastraAnchor: anchor,
  rule: "Deepavali is kept as Naraka Chaturdashi, the oil bath before dawn: the Krishna Chaturdashi of amanta Ashvin prevailing at the moonrise before dawn (chandrodaya-vyapini, as north's Naraka Chaturdashi), computed at the tradition's place.",
});

// ------------------------------------------------------------------------------------------------
// The traditions.

const CHANGES: Readonly<Record<FestivalTradition, Changes>> = {
  north: {},

  vaishnava: {
    vaishnavaOnly: true,
    // the Vaishnava observances (every ekadashi's and Janmashtami's), computed as the Navadvipa panjikas compute them
    replace: UTSAVA_RULES.filter((r) => r.tradition === 'vaishnava').map((r) => ({
      id: r.id,
      shastraAnchor: `${r.shastraAnchor}; computed as ${GAUDIYA_SS}`,
    })),
    add: [
      rule(
        'gaura-purnima',
        'Gaura Purnima',
        'jayanti',
        'vaishnava',
        T(MONTH.Phalguna, PURNIMA, 'udaya', FIRST, 'first-touch', { vedha: 'arunodaya' }),
        'Phalguna Purnima, the appearance of Sri Chaitanya: the day with purnima at sunrise whose arunodaya chaturdashi does not touch (arunodaya-vedha), else the next day.',
        `${HBV} 14-15 (a Vaishnava vrata on a tithi joined with the previous one is rejected: "purva-viddha varjya"); the Gaudiya calendars (Gaura Purnima)`,
      ),
      rule(
        'radhashtami',
        'Radhashtami',
        'jayanti',
        'vaishnava',
        T(MONTH.Bhadrapada, S(8), 'udaya', FIRST, 'first-touch', { vedha: 'arunodaya' }),
        'Bhadrapada Shukla Ashtami, the appearance of Radha: the day with ashtami at sunrise and a clean arunodaya (arunodaya-vedha), else the next day.',
        `${HBV} 14 (Radhashtami, purva-viddha varjya); Padma Purana, Brahma Khanda 7`,
      ),
      rule(
        'nrisimha-chaturdashi',
        'Nrisimha Chaturdashi',
        'jayanti',
        'vaishnava',
        T(MONTH.Vaishakha, S(14), 'udaya', FIRST, 'first-touch', { vedha: 'arunodaya' }),
        'Vaishakha Shukla Chaturdashi, the appearance of Nrisimha at dusk: the day with chaturdashi at sunrise and a clean arunodaya, else the next day.',
        `${HBV} 14 (Nrisimha-caturdashi, purva-viddha varjya); Narasimha Purana`,
      ),
    ],
  },

  tamil: {
    drop: [
      ...NORTH_ONLY,
      ...KERALA_ONLY,
      'chhath-puja',
      'hartalika-teej',
      'govardhan-puja',
      'bhai-dooj',
      'holi-dhulandi',
    ],
    replace: [
      DEEPAVALI_CHATURDASHI(
        'tamil',
        `${TAMIL}: Deepavali is the Naraka Chaturdashi snana before dawn ("Naraka Chaturdasi, Deepavali"); ${DS}, Pariccheda 2, Ashvin (chandrodaya-vyapini chaturdashi)`,
      ),
      { id: 'ugadi-gudi-padwa', name: 'Ugadi (Chaitra Shukla Pratipada)' },
      { id: 'ganesh-chaturthi', name: 'Vinayagar Chathurthi' },
      { id: 'dussehra', name: 'Vijayadasami' },
      { id: 'maha-shivaratri', name: 'Maha Shivarathri' },
    ],
    add: [
      rule(
        'bhogi-pongal',
        'Bhogi Pongal',
        'festival',
        'tamil',
        { kind: 'relative', to: 'thai-pongal', days: -1 },
        'The last day of Margazhi, the eve of Thai Pongal.',
        `${TAMIL} (Bhogi on the last day of Margazhi)`,
      ),
      rule(
        'mattu-pongal',
        'Mattu Pongal (Thiruvalluvar Day)',
        'festival',
        'tamil',
        { kind: 'relative', to: 'thai-pongal', days: 1 },
        'Thai 2, the day after Thai Pongal.',
        `${TAMIL} (Mattu Pongal on Thai 2); Tamil Nadu government list (Thiruvalluvar Day)`,
      ),
      rule(
        'kaanum-pongal',
        'Kaanum Pongal',
        'festival',
        'tamil',
        { kind: 'relative', to: 'thai-pongal', days: 2 },
        'Thai 3, two days after Thai Pongal.',
        `${TAMIL} (Kaanum Pongal on Thai 3); Tamil Nadu government list (Uzhavar Thirunal)`,
      ),
      rule(
        'thaipusam',
        'Thaipusam',
        'festival',
        'tamil',
        {
          kind: 'solar-nakshatra',
          rashi0: 9,
          monthDay: 'before-sunset',
          calendar: 'tamil',
          nakshatra0: 7,
          minNazhikas: 6,
          nearPurnima: true,
        },
        'The Poosam (Pushya) day of the full moon of the Tamil month Thai (solar Makara; the month begins on the day of the sankranti when it is before sunset): a day belongs to the star at its sunrise when it lasts 6 nazhikas (2 h 24 min) after sunrise, else to the next; when Poosam owns two days, the one at whose sunrise it stands; when Thai has two Poosams, the one nearest the full moon.',
        `${TAMIL}: Thai Poosam, the Pushya day of Thai (Skanda Purana; Palani and Batu Caves temple practice); the six-nazhika rule for the star of a day`,
      ),
      rule(
        'karthigai-deepam',
        'Karthigai Deepam',
        'festival',
        'tamil',
        {
          kind: 'solar-nakshatra',
          rashi0: 7,
          monthDay: 'before-sunset',
          calendar: 'tamil',
          nakshatra0: 2,
          minNazhikas: 6,
          nearPurnima: true,
        },
        'The Karthigai (Krittika) day of the full moon of the Tamil month Karthigai (solar Vrischika), by the six-nazhika rule; when the star owns two days, the one at whose sunrise it stands; when the month has two, the one nearest the full moon.',
        `${TAMIL}: Thirukarthigai, the Krittika day of Karthigai (Tiruvannamalai Maha Deepam); the six-nazhika rule for the star of a day`,
      ),
      rule(
        'aadi-perukku',
        'Aadi Perukku',
        'festival',
        'tamil',
        { kind: 'solar-calendar-day', calendar: 'tamil', month: 4, day: 18 },
        'Aadi 18, the eighteenth day of the Tamil month Aadi (solar Karka), as the calendar engine reckons the Tamil months.',
        `${TAMIL} (Aadi Perukku, Padinettam Perukku, on Aadi 18)`,
      ),
      rule(
        'panguni-uttiram',
        'Panguni Uttiram',
        'festival',
        'tamil',
        {
          kind: 'solar-nakshatra',
          rashi0: 11,
          monthDay: 'before-sunset',
          calendar: 'tamil',
          nakshatra0: 11,
          minNazhikas: 6,
          nearPurnima: true,
        },
        'The Uttiram (Uttara Phalguni) day of the full moon of the Tamil month Panguni (solar Meena), by the six-nazhika rule; when the month has two, the one nearest the full moon.',
        `${TAMIL} (Panguni Uttiram); the six-nazhika rule for the star of a day`,
      ),
    ],
  },

  kerala: {
    drop: [
      ...NORTH_ONLY,
      ...TAMIL_ONLY,
      'chhath-puja',
      'hartalika-teej',
      'govardhan-puja',
      'bhai-dooj',
      'holi-dhulandi',
      'raksha-bandhan',
    ],
    replace: [
      DEEPAVALI_CHATURDASHI(
        'kerala',
        `${KERALA}: Deepavali on Naraka Chaturdashi (the Kerala government's Deepavali holiday); ${DS}, Pariccheda 2, Ashvin (chandrodaya-vyapini chaturdashi)`,
      ),
      UDAYA_DASHAMI(
        'kerala',
        'Vijayadasami (Vidyarambham)',
        `${KERALA}: Vidyarambham is begun in the morning of the dashami, so the day whose sunrise has dashami`,
      ),
      { id: 'onam', name: 'Thiruvonam (Onam)' },
      { id: 'krishna-janmashtami', name: 'Sreekrishna Jayanthi' },
      { id: 'vishu', name: 'Vishu' },
    ],
    add: [
      MAHA_NAVAMI(
        'kerala',
        `${KERALA}: Mahanavami (the books placed for puja on Durgashtami stay through the navami morning), the day whose sunrise has navami`,
      ),
      rule(
        'first-onam',
        'First Onam (Uthradom)',
        'festival',
        'kerala',
        { kind: 'relative', to: 'onam', days: -1 },
        'The eve of Thiruvonam (Uthradom), the First Onam.',
        `${KERALA} (Onam's four days: Uthradom, Thiruvonam, Avittam, Chathayam); the Kerala government's list`,
      ),
      rule(
        'third-onam',
        'Third Onam (Avittam)',
        'festival',
        'kerala',
        { kind: 'relative', to: 'onam', days: 1 },
        'The day after Thiruvonam (Avittam), the Third Onam.',
        `${KERALA}; the Kerala government's list`,
      ),
      rule(
        'fourth-onam',
        'Fourth Onam (Chathayam)',
        'festival',
        'kerala',
        { kind: 'relative', to: 'onam', days: 2 },
        'Two days after Thiruvonam (Chathayam), the Fourth Onam.',
        `${KERALA}; the Kerala government's list`,
      ),
      rule(
        'karkidaka-vavu',
        'Karkidaka Vavu',
        'vrat',
        'kerala',
        {
          kind: 'solar-tithi',
          calendar: 'malayalam',
          rashi0: 3,
          tithi0: AMAVASYA,
          window: 'aparahna',
          both: FIRST,
          none: 'udaya',
        },
        'The amavasya of the Malayalam month Karkidakam (solar Karka; the month begins by the Kerala madhyahna rule) prevailing at aparahna, the time of the rites to the ancestors (bali tarpanam); on both days the first (for rites to the pitrs the tithi joined with the one before is taken); on neither, the day with amavasya at sunrise.',
        `${KERALA}: Karkidaka Vavu Bali, the darsha-shraddha of Karkidakam (Aluva, Thirunelli); ${NS}, Pariccheda 3, Shraddha (aparahna-vyapini amavasya; purva for pitri karma)`,
      ),
      rule(
        'ashtami-rohini',
        'Ashtami Rohini (Guruvayur)',
        'jayanti',
        'kerala',
        {
          kind: 'solar-nakshatra',
          rashi0: 4,
          monthDay: 'kerala',
          calendar: 'malayalam',
          nakshatra0: 3,
          minNazhikas: 6,
          krishnaPaksha: true,
        },
        "The Rohini day of the Malayalam month Chingam (solar Simha) in the dark fortnight, by the six-nazhika rule for the star of a day (when Rohini owns two days, the one at whose sunrise it stands): Krishna's birth kept by the star, as the Guruvayur temple keeps it. The state's Sreekrishna Jayanthi holiday follows the tithi (krishna-janmashtami).",
        `${KERALA}: Ashtami Rohini, the temple festival kept by the star (Guruvayur); Bhagavata Purana 10.3 (born under Rohini on the ashtami)`,
      ),
      rule(
        'sree-narayana-guru-jayanthi',
        'Sree Narayana Guru Jayanthi',
        'jayanti',
        'kerala',
        {
          kind: 'solar-nakshatra',
          rashi0: 4,
          monthDay: 'kerala',
          calendar: 'malayalam',
          nakshatra0: 23,
          minNazhikas: 6,
        },
        'The Chathayam (Shatabhisha) day of Chingam, by the six-nazhika rule (when the star owns two days, the one at whose sunrise it stands).',
        `${KERALA}: the Guru's jayanthi on Chingam Chathayam (Kerala government list)`,
      ),
    ],
  },

  bengali: {
    drop: [
      ...NORTH_ONLY,
      ...KERALA_ONLY,
      ...TAMIL_ONLY,
      'hartalika-teej',
      'govardhan-puja',
      'sharad-purnima',
      'diwali-lakshmi-puja',
      'holika-dahan',
      'holi-dhulandi',
      'ganesh-chaturthi',
      'anant-chaturdashi',
    ],
    replace: [
      {
        id: 'vasant-panchami',
        name: 'Saraswati Puja (Sri Panchami)',
        tradition: 'bengali',
        spec: UDAYA(MONTH.Magha, S(5)),
        rule: 'Magha Shukla Panchami at sunrise (the puja is of the forenoon, on the day whose sunrise has panchami); at two sunrises the first; at none, the day it falls in.',
        shastraAnchor: BENGAL,
      },
      UDAYA_ASHTAMI('bengali', 'Maha Ashtami (Durga Puja)', BENGAL),
      UDAYA_DASHAMI('bengali', 'Bijaya Dashami (Durga Puja)', BENGAL),
      {
        id: 'bhai-dooj',
        name: 'Bhai Phonta',
        tradition: 'bengali',
        spec: UDAYA(MONTH.Kartika, S(2)),
        rule: 'Kartika Shukla Dvitiya at sunrise.',
        shastraAnchor: BENGAL,
      },
      { id: 'sarva-pitru-amavasya', name: 'Mahalaya' },
      { id: 'krishna-janmashtami', name: 'Janmashtami' },
    ],
    add: [
      MAHA_SAPTAMI('bengali', 'maha-saptami', 'Maha Saptami (Durga Puja)', BENGAL),
      MAHA_NAVAMI('bengali', BENGAL),
      rule(
        'kojagari-lakshmi-puja',
        'Kojagari Lakshmi Puja',
        'festival',
        'bengali',
        T(MONTH.Ashvin, PURNIMA, 'nishita', FIRST, 'nearest'),
        'Ashvin Purnima prevailing at nishita (the Kojagara night vigil of Lakshmi); on both nights the first.',
        `${BENGAL}; ${NS}, Pariccheda 2, Ashvin: Kojagara (nishitha-vyapini purnima)`,
      ),
      rule(
        'kali-puja',
        'Kali Puja (Shyama Puja)',
        'festival',
        'bengali',
        T(MONTH.Ashvin, AMAVASYA, 'nishita', FIRST, 'nearest'),
        'The amavasya closing amanta Ashvin prevailing at nishita (mahanisha, the midnight puja); on both nights the first; on neither, the night nearest.',
        `${BENGAL}; Kalika Purana (Dipanvita Kali puja at midnight)`,
      ),
      rule(
        'dol-jatra',
        'Dol Jatra (Dol Purnima)',
        'festival',
        'bengali',
        UDAYA(MONTH.Phalguna, PURNIMA),
        'Phalguna Purnima at sunrise (the swing festival of the morning; Gaura Purnima the same day).',
        `${BENGAL}; the Gaudiya calendars (Dol Purnima)`,
      ),
      rule(
        'pohela-boishakh',
        'Pohela Boishakh (Bengali New Year)',
        'festival',
        'bengali',
        { kind: 'solar-calendar-day', calendar: 'bengali', month: 1, day: 1 },
        'Boishakh 1 of the Bengali solar calendar as the calendar engine reckons it (the West Bengal rule: the day after the civil date of the Mesha sankranti).',
        "The West Bengal almanacs' month rule (Surya Siddhanta panjikas; Bangladesh's revised calendar keeps 14 April instead)",
      ),
    ],
  },

  assamese: {
    drop: [
      ...NORTH_ONLY,
      ...KERALA_ONLY,
      ...TAMIL_ONLY,
      'hartalika-teej',
      'govardhan-puja',
      'sharad-purnima',
      'diwali-lakshmi-puja',
      'holika-dahan',
      'holi-dhulandi',
      'ganesh-chaturthi',
      'anant-chaturdashi',
      'chhath-puja',
    ],
    replace: [
      {
        id: 'makar-sankranti',
        name: 'Magh (Bhogali) Bihu',
        tradition: 'assamese',
        spec: { kind: 'solar-calendar-day', calendar: 'assamese', month: 10, day: 1 },
        rule: "Magh 1 of the Assamese solar calendar, as the calendar engine reckons it (the day after the civil date of the Makara sankranti, the Surya Siddhanta's); Uruka, the feast night, is its eve.",
        shastraAnchor: ASSAM,
      },
      {
        id: 'vasant-panchami',
        name: 'Saraswati Puja (Sri Panchami)',
        tradition: 'assamese',
        spec: UDAYA(MONTH.Magha, S(5)),
        rule: 'Magha Shukla Panchami at sunrise (as the Bengali almanacs Assam reads keep it).',
        shastraAnchor: `${ASSAM}; ${BENGAL}`,
      },
      UDAYA_ASHTAMI('assamese', 'Maha Ashtami (Durga Puja)', `${ASSAM}; ${BENGAL}`),
      UDAYA_DASHAMI('assamese', 'Bijaya Dashami (Durga Puja)', `${ASSAM}; ${BENGAL}`),
      { id: 'krishna-janmashtami', name: 'Janmashtami' },
    ],
    add: [
      rule(
        'bohag-bihu',
        'Bohag (Rongali) Bihu',
        'festival',
        'assamese',
        { kind: 'solar-calendar-day', calendar: 'assamese', month: 1, day: 1 },
        "Bohag 1, the first day of the Assamese solar year, as the calendar engine reckons it (the day after the civil date of the Mesha sankranti, the Surya Siddhanta's; the Chaitra Sankranti before it is Goru Bihu).",
        ASSAM,
      ),
      rule(
        'kati-bihu',
        'Kati (Kongali) Bihu',
        'festival',
        'assamese',
        { kind: 'solar-calendar-day', calendar: 'assamese', month: 7, day: 1, offsetDays: -1 },
        "The last day of Ahin, the eve of Kati 1 of the Assamese solar calendar as the calendar engine reckons it (the civil date of the Tula sankranti, the Surya Siddhanta's, as the Assamese almanacs take it): lamps are lit at the tulsi and in the fields.",
        ASSAM,
      ),
      MAHA_SAPTAMI('assamese', 'maha-saptami', 'Maha Saptami (Durga Puja)', `${ASSAM}; ${BENGAL}`),
      MAHA_NAVAMI('assamese', `${ASSAM}; ${BENGAL}`),
      rule(
        'kali-puja',
        'Kali Puja (Shyama Puja)',
        'festival',
        'assamese',
        T(MONTH.Ashvin, AMAVASYA, 'nishita', FIRST, 'nearest'),
        'The amavasya closing amanta Ashvin prevailing at nishita (the midnight puja); on both nights the first; on neither, the night nearest.',
        `${ASSAM}; ${BENGAL}; Kalika Purana`,
      ),
      rule(
        'dol-jatra',
        'Doul Utsav (Dol Purnima)',
        'festival',
        'assamese',
        UDAYA(MONTH.Phalguna, PURNIMA),
        'Phalguna Purnima at sunrise (Doul Utsav of the Vaishnava satras, Barpeta).',
        `${ASSAM}; the satras' Doul Utsav`,
      ),
    ],
  },

  odia: {
    drop: [
      ...NORTH_ONLY,
      ...KERALA_ONLY,
      ...TAMIL_ONLY,
      'hartalika-teej',
      'govardhan-puja',
      'sharad-purnima',
      'chhath-puja',
    ],
    replace: [
      UDAYA_DASHAMI(
        'odia',
        'Vijaya Dashami',
        'Odia almanac practice (Kohinoor, Bhagyadeep panjikas): the Durga Puja days by the tithi at sunrise',
      ),
      {
        id: 'holi-dhulandi',
        name: 'Holi',
        tradition: 'odia',
        spec: { kind: 'relative', to: 'dol-jatra', days: 1 },
        rule: 'The day after Dola Purnima: Holi follows the Dola Yatra of the purnima morning (north counts it from the night of Holika).',
        shastraAnchor:
          'Odia almanac practice (Holi on the day after Dola Purnima); Odisha government list',
      },
    ],
    add: [
      MAHA_SAPTAMI(
        'odia',
        'maha-saptami',
        'Maha Saptami',
        'Odia almanac practice: the Durga Puja days by the tithi at sunrise',
      ),
      MAHA_NAVAMI('odia', 'Odia almanac practice: the Durga Puja days by the tithi at sunrise'),
      rule(
        'pana-sankranti',
        'Pana Sankranti (Maha Vishuva Sankranti, Odia New Year)',
        'festival',
        'odia',
        { kind: 'solar-calendar-day', calendar: 'odia', month: 1, day: 1 },
        'Baisakha 1 of the Odia solar calendar, the day of the Mesha sankranti (the Odia month begins on the civil date of the transit).',
        'Odia almanac practice (the solar month from the day of the sankranti); Odisha government list',
      ),
      rule(
        'raja-sankranti',
        'Raja Sankranti',
        'festival',
        'odia',
        { kind: 'solar-calendar-day', calendar: 'odia', month: 3, day: 1 },
        'Asadha 1 of the Odia solar calendar, the day of the Mithuna sankranti: the second day of Raja (Pahili Raja the day before, Bhumi Daha the day after).',
        'Odia almanac practice; Odisha government list (Raja Sankranti)',
      ),
      rule(
        'dol-jatra',
        'Dola Purnima (Dola Yatra)',
        'festival',
        'odia',
        UDAYA(MONTH.Phalguna, PURNIMA),
        'Phalguna Purnima at sunrise (the swing festival of the morning, Dola Yatra of Jagannath); Holi the day after.',
        'Odia almanac practice (Dola Purnima); Odisha government list',
      ),
      rule(
        'nuakhai',
        'Nuakhai',
        'festival',
        'odia',
        UDAYA(MONTH.Bhadrapada, S(5)),
        'Bhadrapada Shukla Panchami at sunrise (the first rice offered to Samaleswari).',
        'Western Odisha practice (Sambalpur almanacs: the panchami after Ganesh Chaturthi)',
      ),
      rule(
        'kumar-purnima',
        'Kumar Purnima',
        'festival',
        'odia',
        UDAYA(MONTH.Ashvin, PURNIMA),
        'Ashvin Purnima at sunrise.',
        'Odia almanac practice (Kumar Purnima of the morning)',
      ),
      rule(
        'boita-bandana',
        'Boita Bandana (Kartika Purnima)',
        'festival',
        'odia',
        UDAYA(MONTH.Kartika, PURNIMA),
        'Kartika Purnima at sunrise (the boats are floated before dawn).',
        'Odia almanac practice (Bali Jatra, Boita Bandana)',
      ),
    ],
  },

  nepali: {
    drop: [
      ...KERALA_ONLY,
      ...TAMIL_ONLY,
      'lohri',
      'ahoi-ashtami',
      'hariyali-teej',
      'kartika-purnima-dev-deepawali',
    ],
    replace: [
      UDAYA_DASHAMI('nepali', 'Bijaya Dashami (Dashain)', NEPAL),
      UDAYA_ASHTAMI('nepali', 'Maha Ashtami (Dashain)', NEPAL),
      {
        id: 'sharad-navaratri',
        name: 'Ghatasthapana (Dashain begins)',
        tradition: 'nepali',
        shastraAnchor: `${NEPAL}; ${NS}, Pariccheda 2, Ashvin: Navaratra-arambha`,
      },
      {
        id: 'dhanteras',
        name: 'Kag Tihar (Dhanatrayodashi)',
        tradition: 'nepali',
        spec: UDAYA(MONTH.Ashvin, K(13)),
        rule: 'Krishna Trayodashi of amanta Ashvin at sunrise (the first day of Tihar, Yamapanchaka).',
        shastraAnchor: NEPAL,
      },
      {
        id: 'naraka-chaturdashi',
        name: 'Kukur Tihar (Naraka Chaturdashi)',
        tradition: 'nepali',
        spec: UDAYA(MONTH.Ashvin, K(14)),
        rule: 'Krishna Chaturdashi of amanta Ashvin at sunrise (the second day of Tihar).',
        shastraAnchor: NEPAL,
      },
      {
        id: 'diwali-lakshmi-puja',
        name: 'Laxmi Puja (Gai Tihar)',
        tradition: 'nepali',
        rule: 'The amavasya closing amanta Ashvin prevailing at pradosha, as north (Lakshmi is worshipped at dusk), computed at Kathmandu.',
        shastraAnchor: `${NEPAL}, with ${DS}'s pradosha rule for Lakshmi puja`,
      },
      {
        id: 'govardhan-puja',
        name: 'Govardhan Puja (Mha Puja)',
        tradition: 'nepali',
        spec: UDAYA(MONTH.Kartika, S(1)),
        rule: "Kartika Shukla Pratipada at sunrise (the udaya day, without north's chandra-darshana move to the day before).",
        shastraAnchor: NEPAL,
      },
      {
        id: 'bhai-dooj',
        name: 'Bhai Tika',
        tradition: 'nepali',
        shastraAnchor: `${NEPAL_SS}; ${NS}, Pariccheda 2, Kartika: Yama-dvitiya (aparahna-vyapini), as north`,
      },
      {
        id: 'hartalika-teej',
        name: 'Haritalika Teej',
        tradition: 'nepali',
        spec: T(MONTH.Bhadrapada, S(3), 'udaya', FIRST, 'next-day'),
        rule: 'Bhadrapada Shukla Tritiya at sunrise; at two sunrises the first; when tritiya is at no sunrise (begun after one, ended before the next), the day it falls in is joined with dvitiya and rejected, and the next day, joined with chaturthi, is taken.',
        shastraAnchor: `${NEPAL}; ${NS}, Pariccheda 2, Bhadrapada: Haritalika ("dvitiya-viddha varjya, chaturthi-yuta grahya")`,
      },
      {
        id: 'raksha-bandhan',
        name: 'Janai Purnima (Raksha Bandhan)',
        tradition: 'nepali',
        spec: UDAYA(MONTH.Shravana, PURNIMA),
        rule: 'Shravana Purnima at sunrise (the sacred thread is changed in the morning).',
        shastraAnchor: NEPAL,
      },
      {
        id: 'makar-sankranti',
        name: 'Maghe Sankranti',
        tradition: 'nepali',
        spec: { kind: 'solar-calendar-day', calendar: 'nepali', month: 10, day: 1 },
        rule: 'Magh 1 of Bikram Sambat, as the calendar engine reckons the Nepali solar month at Kathmandu.',
        shastraAnchor: 'Nepali almanac: Maghe Sankranti on Magh 1',
      },
      {
        id: 'vasant-panchami',
        name: 'Shree Panchami',
        tradition: 'nepali',
        spec: UDAYA(MONTH.Magha, S(5)),
        rule: 'Magha Shukla Panchami at sunrise.',
        shastraAnchor: NEPAL,
      },
      { id: 'chhath-puja', name: 'Chhath Parva', tradition: 'nepali' },
    ],
    add: [
      rule(
        'fulpati',
        'Fulpati (Maha Saptami)',
        'festival',
        'nepali',
        UDAYA(MONTH.Ashvin, S(7)),
        'Ashvin Shukla Saptami at sunrise (the phulpati is carried into Hanuman Dhoka in the morning).',
        NEPAL,
      ),
      MAHA_NAVAMI('nepali', NEPAL),
      rule(
        'fagu-purnima',
        'Fagu Purnima (Holi, hill districts)',
        'festival',
        'nepali',
        T(MONTH.Phalguna, PURNIMA, 'pradosha', SECOND, 'first-touch', {
          bhadraSardhaTriyama: true,
        }),
        'The hill districts keep Holi on the full-moon day itself, the day the chir is burnt: Phalguna Purnima by the Holika rule (purnima at pradosha, after bhadra), computed at Kathmandu; the Terai keeps it the day after (holi-dhulandi).',
        `${NEPAL}; ${NS}, Pariccheda 2, Phalguna: Holika (pradosha-vyapini purnima)`,
      ),
      rule(
        'nepali-new-year',
        'Nepali New Year (Baisakh 1)',
        'festival',
        'nepali',
        { kind: 'solar-calendar-day', calendar: 'nepali', month: 1, day: 1 },
        'Baisakh 1 of Bikram Sambat, as the calendar engine reckons the Nepali solar month at Kathmandu (src/engine/calendar/solar-calendars.ts).',
        'Nepali almanac: Baisakh 1 (Mesha sankranti; Bisket Jatra)',
      ),
    ],
  },

  marathi: {
    drop: [...NORTH_ONLY, ...KERALA_ONLY, ...TAMIL_ONLY, 'chhath-puja', 'hariyali-teej'],
    replace: [
      { id: 'ugadi-gudi-padwa', name: 'Gudi Padwa' },
      { id: 'govardhan-puja', name: 'Bali Pratipada (Diwali Padwa)' },
      { id: 'bhai-dooj', name: 'Bhau Beej' },
      { id: 'raksha-bandhan', name: 'Narali Purnima (Raksha Bandhan)' },
      { id: 'ganesh-chaturthi', name: 'Ganesh Chaturthi' },
      {
        id: 'diwali-lakshmi-puja',
        name: 'Lakshmi Pujan',
        tradition: 'marathi',
        spec: T(MONTH.Ashvin, AMAVASYA, 'pradosha', SECOND, 'nearest', {
          sardhaTriyamaVriddhi: true,
        }),
        rule: "Amavasya closing amanta Ashvin prevailing at pradosha (at least one ghati), as north; on both days the second. With Dharmasindhu's further clause, which the Maharashtrian almanacs apply: when the amavasya prevails at pradosha on the first day only, but on the second day it lasts more than three and a half praharas (7/8 of the daytime) after sunrise and the pratipada grows (ends later after its sunrise than the amavasya did after the second day's), Lakshmi Pujan is on the second day, in its pradosha (1 November 2024, 21 October 2025 at Mumbai).",
        shastraAnchor: `${DS}, Pariccheda 2, Ashvin amavasya: Lakshmi-puja (pradosha-vyapini; "dinadvaye pradoshavyaptau para"; on the second day without pradosha when the amavasya exceeds sardha-triyama and the pratipada is vriddhi-gamini, after Purushartha-chintamani), as the Maharashtrian almanac-makers apply it (Da. Kr. Soman: Lakshmi-Kubera puja on 1 November 2024 "by Dharmasindhu, Purushartha-chintamani, Tithi-nirnaya, Vratparva"; Pune's almanac: Lakshmi Pujan on 21 October 2025)`,
      },
    ],
    add: [
      rule(
        'vat-purnima',
        'Vat Purnima',
        'vrat',
        'marathi',
        T(MONTH.Jyeshtha, PURNIMA, 'udaya', FIRST, 'first-touch'),
        'Jyeshtha Purnima at sunrise (the vrata of Savitri at the banyan, kept by the Maharashtrian almanacs on the purnima; north keeps Vat Savitri on the amavasya).',
        `${NS}, Pariccheda 2, Jyeshtha: Vata-savitri-vrata (the purnima of the amanta almanacs)`,
      ),
    ],
  },

  gujarati: {
    drop: [...NORTH_ONLY, ...KERALA_ONLY, ...TAMIL_ONLY, 'chhath-puja', 'hariyali-teej'],
    replace: [
      { id: 'makar-sankranti', name: 'Uttarayan (Makar Sankranti)' },
      { id: 'govardhan-puja', name: 'Bestu Varas (Gujarati New Year, Govardhan Puja)' },
      { id: 'bhai-dooj', name: 'Bhai Bij' },
    ],
    add: [
      rule(
        'labh-pancham',
        'Labh Pancham',
        'festival',
        'gujarati',
        UDAYA(MONTH.Kartika, S(5)),
        'Kartika Shukla Panchami at sunrise (Saubhagya Panchami: the new books of account are opened).',
        'Gujarati almanac practice (Labh Pancham, the first working day of the Vikram year)',
      ),
    ],
  },

  telugu: {
    drop: [
      ...NORTH_ONLY,
      ...KERALA_ONLY,
      ...TAMIL_ONLY,
      'chhath-puja',
      'hariyali-teej',
      'govardhan-puja',
    ],
    replace: [
      { id: 'ugadi-gudi-padwa', name: 'Ugadi' },
      { id: 'ganesh-chaturthi', name: 'Vinayaka Chavithi' },
      { id: 'makar-sankranti', name: 'Makara Sankranti (Pedda Panduga)' },
    ],
    add: [
      rule(
        'bhogi',
        'Bhogi',
        'festival',
        'telugu',
        { kind: 'relative', to: 'makar-sankranti', days: -1 },
        'The eve of Makara Sankranti.',
        'Telugu almanac practice (the three days of Sankranti: Bhogi, Sankranti, Kanuma); Andhra Pradesh and Telangana government lists',
      ),
      rule(
        'kanuma',
        'Kanuma',
        'festival',
        'telugu',
        { kind: 'relative', to: 'makar-sankranti', days: 1 },
        'The day after Makara Sankranti.',
        'Telugu almanac practice; Andhra Pradesh government list',
      ),
      rule(
        'saddula-bathukamma',
        'Saddula Bathukamma',
        'festival',
        'telugu',
        UDAYA(MONTH.Ashvin, S(8)),
        'The last day of Bathukamma, on Durgashtami: Ashvin Shukla Ashtami at sunrise.',
        "Telangana practice (Bathukamma's nine days end on Durgashtami); Telangana government list",
      ),
    ],
  },

  kannada: {
    drop: [...NORTH_ONLY, ...KERALA_ONLY, ...TAMIL_ONLY, 'chhath-puja', 'hariyali-teej'],
    replace: [
      { id: 'ugadi-gudi-padwa', name: 'Ugadi' },
      { id: 'govardhan-puja', name: 'Balipadyami' },
      { id: 'ganesh-chaturthi', name: 'Ganesha Chaturthi' },
    ],
    add: [
      MAHA_NAVAMI(
        'kannada',
        'Kannada almanac practice: Mahanavami and Ayudha Puja, the rites of the morning, on the day whose sunrise has navami (as the Kerala, Bengali and Odia almanacs keep the Durga Puja days)',
      ),
    ],
  },
};

const PROFILES: Readonly<Record<FestivalTradition, TraditionProfile>> = {
  north: {
    id: 'north',
    name: 'North Indian (Smarta, Nirnayasindhu and Dharmasindhu)',
    reference: { name: 'New Delhi', latDeg: 28.6139, lonDeg: 77.209, ianaZone: 'Asia/Kolkata' },
    monthSystem: 'purnimanta',
    astronomy: 'drik',
    summary:
      'The rules of every earlier engine version, unchanged: the Smarta festivals of the North Indian almanacs, with the Vaishnava, Kerala and Tamil observances listed beside them.',
  },
  vaishnava: {
    id: 'vaishnava',
    name: 'Vaishnava (Hari Bhakti Vilasa, the Gaudiya panjikas of Navadvipa)',
    reference: { name: 'Mayapur', latDeg: 23.4231, lonDeg: 88.388, ianaZone: 'Asia/Kolkata' },
    monthSystem: 'purnimanta',
    astronomy: 'surya-siddhanta',
    summary:
      "The Vaishnava day of every ekadashi and of Janmashtami in place of the Smarta one (arunodaya-vedha), and the Vaishnava festivals, with the tithis of the Surya Siddhanta as the Gaudiya panjikas of Navadvipa compute them (the Vaishnava days computed from the true Sun and Moon, as ISKCON's calendar does, are listed by north beside the Smarta ones).",
  },
  tamil: {
    id: 'tamil',
    name: 'Tamil (Vakya and Thirukanitha panchangams)',
    reference: { name: 'Chennai', latDeg: 13.0827, lonDeg: 80.2707, ianaZone: 'Asia/Kolkata' },
    monthSystem: 'amanta',
    astronomy: 'drik',
    summary:
      'Deepavali as Naraka Chaturdashi; the Tamil solar months (Puthandu, the Pongal days, Thaipusam, Karthigai Deepam, Aadi Perukku, Panguni Uttiram).',
  },
  kerala: {
    id: 'kerala',
    name: 'Kerala (Malayalam panchangams)',
    reference: {
      name: 'Thiruvananthapuram',
      latDeg: 8.5241,
      lonDeg: 76.9366,
      ianaZone: 'Asia/Kolkata',
    },
    monthSystem: 'amanta',
    astronomy: 'drik',
    summary:
      'The Malayalam solar months (Vishu, the four days of Onam, Karkidaka Vavu, Ashtami Rohini), Deepavali as Naraka Chaturdashi, Mahanavami and Vijayadasami by the tithi at sunrise.',
  },
  bengali: {
    id: 'bengali',
    name: 'Bengali (Gupta Press and Vishuddha Siddhanta panjikas)',
    reference: { name: 'Kolkata', latDeg: 22.5726, lonDeg: 88.3639, ianaZone: 'Asia/Kolkata' },
    monthSystem: 'amanta',
    astronomy: 'drik',
    summary:
      'The Durga Puja days and Saraswati Puja by the tithi at sunrise, Kojagari Lakshmi Puja, Kali Puja, Dol Jatra, Pohela Boishakh by the Bengali month rule.',
  },
  assamese: {
    id: 'assamese',
    name: 'Assamese (the Bhaskarabda calendar and the panjikas Assam reads)',
    reference: { name: 'Guwahati', latDeg: 26.1445, lonDeg: 91.7362, ianaZone: 'Asia/Kolkata' },
    monthSystem: 'amanta',
    astronomy: 'drik',
    summary:
      'The three Bihus on the Assamese solar calendar (Bohag 1, Magh 1, the last day of Ahin), the Durga Puja days by the tithi at sunrise, Kali Puja at midnight, Doul Utsav.',
  },
  odia: {
    id: 'odia',
    name: 'Odia (Odisha panjikas)',
    reference: { name: 'Bhubaneswar', latDeg: 20.2961, lonDeg: 85.8245, ianaZone: 'Asia/Kolkata' },
    monthSystem: 'purnimanta',
    astronomy: 'drik',
    summary:
      'Pana and Raja Sankranti on the day of the transit, the Durga Puja days by the tithi at sunrise, Nuakhai, Kumar Purnima, Boita Bandana.',
  },
  nepali: {
    id: 'nepali',
    name: 'Nepali (Nepal Panchanga Nirnayaka Samiti)',
    reference: { name: 'Kathmandu', latDeg: 27.7172, lonDeg: 85.324, ianaZone: 'Asia/Kathmandu' },
    monthSystem: 'purnimanta',
    astronomy: 'surya-siddhanta',
    summary:
      "Tithis by the Surya Siddhanta, as Nepal's almanac computes them; the udaya tithi for Dashain, Kag and Kukur Tihar, Mha Puja, Teej and the purnimas, computed at Kathmandu; Fulpati, Maha Navami, Fagu Purnima and the Nepali New Year.",
  },
  marathi: {
    id: 'marathi',
    name: 'Marathi (amanta almanacs of Maharashtra)',
    reference: { name: 'Mumbai', latDeg: 19.076, lonDeg: 72.8777, ianaZone: 'Asia/Kolkata' },
    monthSystem: 'amanta',
    astronomy: 'drik',
    summary:
      "The North Indian tithi rules under amanta month names, without the northern-only vratas; Dharmasindhu's sardha-triyama clause for Lakshmi Pujan; Vat Purnima.",
  },
  gujarati: {
    id: 'gujarati',
    name: 'Gujarati (amanta almanacs of Gujarat)',
    reference: { name: 'Ahmedabad', latDeg: 23.0225, lonDeg: 72.5714, ianaZone: 'Asia/Kolkata' },
    monthSystem: 'amanta',
    astronomy: 'drik',
    summary:
      'The North Indian tithi rules under amanta month names; Uttarayan, Bestu Varas and Labh Pancham.',
  },
  telugu: {
    id: 'telugu',
    name: 'Telugu (amanta almanacs of Andhra Pradesh and Telangana)',
    reference: { name: 'Hyderabad', latDeg: 17.385, lonDeg: 78.4867, ianaZone: 'Asia/Kolkata' },
    monthSystem: 'amanta',
    astronomy: 'drik',
    summary:
      'The North Indian tithi rules under amanta month names; the three days of Sankranti and Saddula Bathukamma.',
  },
  kannada: {
    id: 'kannada',
    name: 'Kannada (amanta almanacs of Karnataka)',
    reference: { name: 'Bengaluru', latDeg: 12.9716, lonDeg: 77.5946, ianaZone: 'Asia/Kolkata' },
    monthSystem: 'amanta',
    astronomy: 'drik',
    summary: 'The North Indian tithi rules under amanta month names (Ugadi, Balipadyami).',
  },
};

/** The profile (name, reference place, month system) of a festival tradition. */
export function traditionProfile(t: FestivalTradition): TraditionProfile {
  return PROFILES[t];
}

/** Whether a value names a festival tradition. */
export function isFestivalTradition(v: string): v is FestivalTradition {
  return (FESTIVAL_TRADITIONS as readonly string[]).includes(v);
}

function build(t: FestivalTradition): readonly UtsavaRule[] {
  const c = CHANGES[t];
  if (t === 'north') return UTSAVA_RULES;
  const drop = new Set(c.drop ?? []);
  if (c.vaishnavaOnly)
    for (const r of UTSAVA_RULES)
      if (r.observanceOf && r.tradition === 'vaishnava') drop.add(r.observanceOf);
  const replace = new Map((c.replace ?? []).map((r) => [r.id, r]));
  const amanta = PROFILES[t].monthSystem === 'amanta';
  const out: UtsavaRule[] = [];
  const worked = (r: UtsavaRule): UtsavaRule => {
    const w = WORKED_DAYS[`${t}/${r.id}`];
    return w === undefined ? r : { ...r, workedExample: w };
  };
  for (const r of UTSAVA_RULES) {
    if (drop.has(r.id)) continue;
    let v: UtsavaRule = replace.has(r.id) ? worked({ ...r, ...replace.get(r.id)! }) : r;
    // amanta almanacs name the amavasya by the month it closes
    if (
      amanta &&
      v.kind === 'amavasya' &&
      v.spec.kind === 'tithi' &&
      typeof v.spec.month === 'number'
    )
      v = { ...v, name: `${MASA[v.spec.month]} Amavasya` };
    out.push(v);
  }
  for (const id of replace.keys())
    if (!UTSAVA_RULES.some((r) => r.id === id))
      throw new Error(`tradition ${t}: no rule ${id} to replace`);
  return [...out, ...(c.add ?? []).map(worked)];
}

const BUILT = new Map<FestivalTradition, readonly UtsavaRule[]>();

/** The rules of a festival tradition (north: UTSAVA_RULES itself). */
export function traditionRules(t: FestivalTradition): readonly UtsavaRule[] {
  let v = BUILT.get(t);
  if (!v) {
    v = build(t);
    BUILT.set(t, v);
  }
  return v;
}
