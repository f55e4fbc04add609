/**
 * @module zod schemas of the engine's structures as the routes answer them, written once in the
 * engine's camelCase (Family R and N answer them so) and turned into the keyed families'
 * snake_case by `snakeSchema` (T and V answer them through `snakeKeys`). Every field has its
 * type, so the OpenAPI documents and the SDKs generated from them type every field of an answer
 * (test/sdk checks the live answers of every operation against them).
 */
import * as z from 'zod';
import type { DoshaReport } from '../../engine/doshas/index.js';
import { snakeSchema } from './snake-schema.js';
import { CALENDAR_SYSTEM_IDS } from '../../engine/calendar/regional.js';
import { ERA_IDS } from '../../engine/calendar/regional-names.js';
import { MONTH_START_RULE_IDS } from '../../engine/calendar/month-start.js';
import { lazySchema, real } from '../../http/lazy-schema.js';

export { snakeSchema };

const int = () => z.number().int();
const sapta = lazySchema(() =>
  z.enum(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn']),
);

/** An instant: Julian day (UT) and ISO 8601 in the local zone. */
export const instantSchema = lazySchema(() =>
  z.object({
    jdUt: z.number().describe('Julian day, UT'),
    iso: z.string().describe('ISO 8601 with the local offset'),
  }),
);

// ------------------------------------------------------------------------------------------
// Panchang (engine PanchangDay, PanchangNow)

export const limbEntrySchema = lazySchema(() =>
  z.object({
    index0: int().describe('0-based index of the limb in its cycle'),
    name: z.string(),
    start: real(instantSchema),
    end: real(instantSchema),
  }),
);
export const tithiEntrySchema = lazySchema(() =>
  real(limbEntrySchema).extend({
    number: int().describe('1 to 15 within the paksha'),
    paksha: z.enum(['Shukla', 'Krishna']),
  }),
);
export const nakshatraEntrySchema = lazySchema(() =>
  real(limbEntrySchema).extend({
    lord: z.string().describe('Vimsottari lord'),
  }),
);
const monthName = lazySchema(() =>
  z.object({
    index0: int().describe('0 = Chaitra'),
    name: z.string(),
    adhika: z.boolean(),
  }),
);
export const monthNamingSchema = lazySchema(() =>
  z.object({
    amanta: real(monthName),
    purnimanta: real(monthName),
    kshayaName: z
      .string()
      .nullable()
      .describe('the month name dropped (kshaya) in this month, else null'),
  }),
);
export const eraYearsSchema = lazySchema(() =>
  z.object({
    shakaYear: int(),
    vikramSamvat: int(),
    kaliYear: int(),
    samvatsara: z.object({
      south: z.object({ index0: int(), name: z.string() }),
      north: z.object({ index0: int(), name: z.string() }),
    }),
  }),
);
export const sunMoonPointSchema = lazySchema(() =>
  z.object({
    siderealLonDeg: z.number(),
    rashi: z.string(),
    nakshatra: z.string(),
    pada: int(),
  }),
);
export const varaSchema = lazySchema(() =>
  z.object({
    index0: int().describe('0 = Sunday'),
    name: z.string(),
    lord: z.string(),
  }),
);

// ------------------------------------------------------------------------------------------
// Regional calendars (engine RegionalCalendars, src/engine/calendar/regional.ts; docs/calendars.md)

const calendarMonthRef = lazySchema(() =>
  z.object({
    number: int().describe("1..12 in the system's own year"),
    id: z.string().describe('stable month id, e.g. tamil:chithirai, masa:shravana'),
    name: z.string(),
    iast: z.string().describe('IAST (ISO 15919 for Tamil and Malayalam) transliteration'),
  }),
);
/** One calendar system's date. */
export const calendarSystemDateSchema = lazySchema(() =>
  z.object({
    id: z.enum(CALENDAR_SYSTEM_IDS).describe('the calendar system'),
    kind: z.enum(['lunisolar', 'solar', 'fixed']),
    region: z.string().describe('where the system is kept'),
    era: z.object({ id: z.enum(ERA_IDS), name: z.string() }),
    year: int().describe('the year in the era'),
    month: real(calendarMonthRef).extend({
      adhika: z.boolean().describe('lunisolar intercalary month (name reads "Adhika ...")'),
      rashi: z.string().nullable().describe('the rashi of a solar month, null otherwise'),
      days: int()
        .nullable()
        .describe('days in the month (solar and fixed systems), null for lunisolar'),
    }),
    day: int().describe(
      'day of the month: the tithi number in its paksha (1..15) for lunisolar systems, else 1..32',
    ),
    paksha: z.enum(['Shukla', 'Krishna']).nullable().describe('lunisolar: the paksha at sunrise'),
    tithi: int()
      .nullable()
      .describe('lunisolar: the tithi at sunrise, 1..30 from Shukla Pratipada'),
    kshayaMonth: real(calendarMonthRef)
      .nullable()
      .describe('amanta: the month name dropped (kshaya) in this month'),
    samvatsara: z
      .string()
      .nullable()
      .describe(
        'the 60-year samvatsara (amanta and Tamil: South Indian reckoning; purnimanta: North Indian)',
      ),
    monthStart: z
      .string()
      .nullable()
      .describe('solar and fixed: the first day of this month, YYYY-MM-DD'),
    nextMonthStart: z
      .string()
      .nullable()
      .describe('solar and fixed: the first day of the next month'),
    sankranti: z
      .object({ rashi: z.string(), at: real(instantSchema) })
      .nullable()
      .describe('solar: the sankranti that opened the month'),
    rule: z
      .object({ id: z.enum(MONTH_START_RULE_IDS), text: z.string() })
      .describe("the rule by which the system's months begin (docs/calendars.md)"),
    reckonedAt: z
      .enum(['place', 'kathmandu', 'gregorian'])
      .describe(
        "place: reckoned at the place asked; kathmandu: Nepal's calendar, the same everywhere; gregorian: a fixed mapping",
      ),
    proleptic: z.boolean().describe('fixed calendars: a date before the calendar was adopted'),
  }),
);
/** A date in every regional calendar with the era years. */
export const regionalCalendarsSchema = lazySchema(() =>
  z.object({
    systems: z.array(real(calendarSystemDateSchema)),
    eras: z.array(
      z.object({
        id: z.enum(ERA_IDS),
        name: z.string(),
        year: int(),
        system: z.enum(CALENDAR_SYSTEM_IDS).describe('the system the year is read from'),
      }),
    ),
  }),
);

/** The panchang of a savana day at a place. */
export const panchangDaySchema = lazySchema(() =>
  z.object({
    date: z.string(),
    place: z.object({ latDeg: z.number(), lonDeg: z.number(), zone: z.string() }),
    convention: z
      .enum(['hindu', 'civil'])
      .describe('hindu: the disc centre without refraction; civil: upper limb with refraction'),
    ayanamsa: z.string(),
    sunrise: real(instantSchema).nullable(),
    sunset: real(instantSchema).nullable(),
    nextSunrise: real(instantSchema).nullable(),
    moonrise: real(instantSchema)
      .nullable()
      .describe('within the civil date; null when the Moon does not rise that day'),
    moonset: real(instantSchema).nullable(),
    polar: z
      .enum(['day', 'night'])
      .nullable()
      .describe('a day without sunrise or sunset: the day then runs between local midnights'),
    dayStart: real(instantSchema),
    dayEnd: real(instantSchema),
    vara: real(varaSchema),
    tithi: z.array(real(tithiEntrySchema)),
    nakshatra: z.array(real(nakshatraEntrySchema)),
    yoga: z.array(real(limbEntrySchema)),
    karana: z.array(real(limbEntrySchema)),
    nakshatraPadaAtSunrise: int(),
    lunarMonth: real(monthNamingSchema),
    eras: real(eraYearsSchema),
    ayana: z.object({ sidereal: z.string(), tropical: z.string() }),
    ritu: z.object({ lunar: z.string(), tropical: z.string() }),
    sun: real(sunMoonPointSchema).describe('the Sun at the start of the day'),
    moon: real(sunMoonPointSchema).describe('the Moon at the start of the day'),
  }),
);

/** A panchang answer with the day in every regional calendar (`calendars`). */
export const panchangDayWithCalendarsSchema = lazySchema(() =>
  real(panchangDaySchema).extend({
    calendars: real(regionalCalendarsSchema).describe(
      'the day in every regional calendar (docs/calendars.md)',
    ),
  }),
);

/** The panchang of the day containing an instant, with the limbs current at it. */
export const panchangNowSchema = lazySchema(() =>
  real(panchangDaySchema).extend({
    at: real(instantSchema),
    current: z.object({
      tithi: real(tithiEntrySchema),
      nakshatra: real(nakshatraEntrySchema).extend({ pada: int() }),
      yoga: real(limbEntrySchema),
      karana: real(limbEntrySchema),
    }),
    sunAt: real(sunMoonPointSchema),
    moonAt: real(sunMoonPointSchema),
  }),
);

// ------------------------------------------------------------------------------------------
// Muhurta (engine MuhurtaDay)

export const slotSchema = lazySchema(() =>
  z.object({
    number: int().describe('1-based position within its day or night'),
    name: z.string(),
    start: real(instantSchema),
    end: real(instantSchema),
  }),
);
const choghadiyaSlot = lazySchema(() =>
  real(slotSchema).extend({
    lord: real(sapta),
    quality: z.enum(['good', 'neutral', 'bad']),
  }),
);
const horaSlot = lazySchema(() =>
  real(slotSchema).extend({ lord: real(sapta), half: z.enum(['day', 'night']) }),
);
/** Every muhurta division of a savana day (the engine's MuhurtaDay without its panchang). */
export const muhurtaDivisionsSchema = lazySchema(() =>
  z.object({
    date: z.string(),
    convention: z.enum(['hindu', 'civil']),
    sunrise: real(instantSchema),
    sunset: real(instantSchema),
    nextSunrise: real(instantSchema),
    dayMuhurtaMinutes: z.number().describe('length of one day muhurta, minutes'),
    nightMuhurtaMinutes: z.number().describe('length of one night muhurta, minutes'),
    muhurtas: z.object({ day: z.array(real(slotSchema)), night: z.array(real(slotSchema)) }),
    abhijit: real(slotSchema),
    brahmaMuhurta: real(slotSchema),
    previousSunset: real(instantSchema),
    choghadiya: z.object({
      day: z.array(real(choghadiyaSlot)),
      night: z.array(real(choghadiyaSlot)),
    }),
    horas: z.array(real(horaSlot)),
    rahuKalam: real(slotSchema),
    yamaganda: real(slotSchema),
    gulikaKalam: real(slotSchema),
  }),
);

// ------------------------------------------------------------------------------------------
// Doshas (engine DoshaReport)

const severity = lazySchema(() => z.enum(['none', 'low', 'medium', 'high']));
export const cancellationSchema = lazySchema(() =>
  z.object({
    rule: z.string().describe('machine id of the rule'),
    description: z.string(),
    source: z.string(),
    applied: z.boolean().describe('whether it holds in this chart'),
    effect: z
      .enum(['cancels', 'mitigates'])
      .describe('a cancellation removes the dosha; a mitigation lowers the severity one step'),
  }),
);
function doshaResult<D extends z.ZodType>(id: string, details: D) {
  return z.object({
    id: z.literal(id),
    name: z.string(),
    present: z.boolean(),
    severity,
    rule: z.string().describe('the rule(s) that fired, empty when none did'),
    source: z.string(),
    cancellations: z.array(cancellationSchema),
    details,
  });
}
export const doshaReportSchema = lazySchema(() =>
  z.object({
    manglik: doshaResult(
      'manglik',
      z.object({
        houses: z.array(int()).describe('the houses counted as Manglik'),
        marsSign: z.string(),
        references: z.array(
          z.object({
            from: z.string().describe('lagna, Moon or Venus'),
            marsHouse: int(),
            afflicted: z.boolean(),
            signException: z.boolean(),
          }),
        ),
      }),
    ),
    kaalSarp: doshaResult(
      'kaal-sarp',
      z.object({
        form: z.enum(['full', 'partial-node-sign', 'partial-one-outside', 'none']),
        direction: z.enum(['savya', 'apasavya']),
        type: z.string().nullable().describe("one of the 12 named types by Rahu's house"),
        rahuHouse: int(),
        outside: z.array(z.string()),
        note: z.string(),
      }),
    ),
    pitra: doshaResult(
      'pitra',
      z.object({ ninthLord: z.string(), conditions: z.array(z.string()) }),
    ),
    kemdrum: doshaResult('kemdrum', z.object({ moonSign: z.string(), waxingMoon: z.boolean() })),
    guruChandal: doshaResult(
      'guru-chandal',
      z.object({
        orbDeg: z
          .number()
          .nullable()
          .describe('separation of Jupiter and the node in degrees, null when not joined'),
      }),
    ),
    grahan: doshaResult(
      'grahan',
      z.object({
        pairs: z.array(
          z.object({
            lum: z.enum(['Sun', 'Moon']),
            node: z.enum(['Rahu', 'Ketu']),
            orbDeg: z.number(),
          }),
        ),
      }),
    ),
    shani: doshaResult(
      'shani',
      z.object({
        onJdUt: z.number().describe('the instant judged on, JD UT'),
        transitSaturnLonDeg: z.number(),
        transitSaturnSign: z.string(),
        retrograde: z.boolean(),
        natalMoonSign: z.string(),
        houseFromMoon: int(),
        phase: z.enum([
          'sade-sati-rising',
          'sade-sati-peak',
          'sade-sati-setting',
          'dhaiya-kantaka',
          'dhaiya-ashtama',
          'none',
        ]),
      }),
    ),
    present: z.array(z.string()).describe('ids of the doshas present'),
  }),
);

/**
 * The engine's dosha report as its schema types it: the engine declares each dosha's `details`
 * as an open record, the schema states the fields each dosha's rule writes (src/engine/doshas);
 * the live answers of every operation are checked against the schema (test/sdk).
 */
export function doshaReportAnswer(r: DoshaReport): z.input<typeof doshaReportSchema> {
  return r as unknown as z.input<typeof doshaReportSchema>;
}

// ------------------------------------------------------------------------------------------
// Yogas, strengths, KP, karakas, ashtakavarga

/** A yoga that holds in a chart (engine DetectedYoga). */
export const detectedYogaSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    nameSa: z.string(),
    source: z.string().describe("text with chapter and verse, or B.V. Raman's number"),
    text: z.string().describe('the rule in one line, as its text states it'),
    family: z.string().describe('raja, dhana, nabhasa, chandra, surya, arishta, ...'),
    category: z.string(),
    grahas: z.array(z.string()).describe('grahas that satisfied the rule'),
    houses: z
      .array(int())
      .describe(
        'houses (1-12 from the lagna, whole sign) occupied by those grahas, or named by the rule',
      ),
    variants: z
      .array(z.string())
      .optional()
      .describe('for a yoga with named forms: the ids of the forms that hold'),
  }),
);

const kalaBala = lazySchema(() =>
  z.object({
    nathonnatha: z.number(),
    paksha: z.number(),
    tribhaga: z.number(),
    abda: z.number(),
    masa: z.number(),
    vara: z.number(),
    hora: z.number(),
    ayana: z.number(),
    yuddha: z.number(),
    total: z.number(),
  }),
);
const sthanaBala = lazySchema(() =>
  z.object({
    uchcha: z.number(),
    saptavargaja: z.number(),
    ojayugma: z.number(),
    kendradi: z.number(),
    drekkana: z.number(),
    total: z.number(),
  }),
);
/** Shadbala of one graha, virupas unless named rupas. */
export const grahaShadbalaSchema = lazySchema(() =>
  z.object({
    totalVirupas: z.number(),
    totalRupas: z.number(),
    requiredRupas: z.number(),
    ratio: z.number().describe('totalRupas / requiredRupas; 1 or more is strong'),
    components: z.object({
      sthana: real(sthanaBala),
      dig: z.number(),
      kala: real(kalaBala),
      cheshta: z.number(),
      naisargika: z.number(),
      drik: z.number(),
    }),
  }),
);
export const shadbalaGrahasSchema = lazySchema(() =>
  z.object({
    Sun: real(grahaShadbalaSchema),
    Moon: real(grahaShadbalaSchema),
    Mars: real(grahaShadbalaSchema),
    Mercury: real(grahaShadbalaSchema),
    Jupiter: real(grahaShadbalaSchema),
    Venus: real(grahaShadbalaSchema),
    Saturn: real(grahaShadbalaSchema),
  }),
);
export const shadbalaContextSchema = lazySchema(() =>
  z.object({
    isDay: z.boolean(),
    third: int().describe('0, 1, 2: third of the day or night of birth'),
    apparentHoursFromMidnight: z.number(),
    dayFrameSource: z.string(),
    ahargana: z.number(),
    yearLord: real(sapta),
    monthLord: real(sapta),
    varaLord: real(sapta),
    horaLord: real(sapta),
    benefic: z.object({
      Sun: z.boolean(),
      Moon: z.boolean(),
      Mars: z.boolean(),
      Mercury: z.boolean(),
      Jupiter: z.boolean(),
      Venus: z.boolean(),
      Saturn: z.boolean(),
    }),
    wars: z.array(
      z.object({
        winner: real(sapta),
        loser: real(sapta),
        separationDeg: z.number(),
        virupas: z.number(),
      }),
    ),
  }),
);
/** Bhava bala of one bhava. */
export const bhavaStrengthSchema = lazySchema(() =>
  z.object({
    bhava: int(),
    madhyaDeg: z.number(),
    lord: z.string(),
    adhipati: z.number(),
    dig: z.number(),
    drishti: z.number(),
    totalVirupas: z.number(),
    totalRupas: z.number(),
  }),
);

const kpLords = {
  lonDeg: z.number(),
  signLord: z.string(),
  starLord: z.string(),
  subLord: z.string(),
  subSubLord: z.string(),
};
export const kpGrahaSchema = lazySchema(() => z.object({ name: z.string(), ...kpLords }));
export const kpCuspSchema = lazySchema(() => z.object({ cusp: int(), ...kpLords }));

const karaka = lazySchema(() => z.string().optional());
/** The chara karakas by name (the graha holding each; Pitrikaraka only in the 8-karaka scheme), with the scheme. */
export const karakaMapSchema = lazySchema(() =>
  z.object({
    scheme: z.union([z.literal(7), z.literal(8)]),
    Atmakaraka: real(karaka),
    Amatyakaraka: real(karaka),
    Bhratrikaraka: real(karaka),
    Matrikaraka: real(karaka),
    Pitrikaraka: real(karaka).describe('only in the 8-karaka scheme'),
    Putrakaraka: real(karaka),
    Gnatikaraka: real(karaka),
    Darakaraka: real(karaka),
  }),
);
export const karakaRankingSchema = lazySchema(() =>
  z.array(
    z.object({
      karaka: z.string(),
      graha: z.string(),
      countedDeg: z.number().describe('degrees within the sign as counted (Rahu backwards)'),
      tie: z.boolean(),
    }),
  ),
);

const byGraha = <T extends z.ZodType>(t: T) =>
  z.object({ Sun: t, Moon: t, Mars: t, Mercury: t, Jupiter: t, Venus: t, Saturn: t });
const twelve = lazySchema(() => z.array(int()).length(12));
export const bavSchema = byGraha(twelve).describe('bindus per sign, Mesha first');
export const ashtakavargaReducedSchema = lazySchema(() =>
  z.object({
    afterTrikona: bavSchema,
    afterEkadhipatya: bavSchema,
  }),
);
export const sodhyaPindaSchema = lazySchema(() =>
  byGraha(z.object({ rashiPinda: z.number(), grahaPinda: z.number(), total: z.number() })),
);

// ------------------------------------------------------------------------------------------
// Rectification (engine RectifyResult)

export const rectifyCandidateSchema = lazySchema(() =>
  z.object({
    rank: int(),
    time: z.string().describe('local civil time with offset'),
    utc: z.string(),
    jdUt: z.number(),
    score: z.number().describe('mean event score, 0 to 1'),
    lagna: z.object({
      longitude: z.number(),
      rashi: z.string(),
      rashiEn: z.string(),
      degreeInRashi: z.number(),
      nakshatra: z.string(),
      pada: int(),
    }),
    moon: z.object({
      longitude: z.number(),
      rashi: z.string(),
      nakshatra: z.string(),
      nakshatraLord: z.string(),
      pada: int(),
    }),
    span: z
      .object({ from: z.string(), to: z.string(), gridPoints: int() })
      .describe('the run of neighbouring grid instants with the same lagna sign and score'),
    events: z.array(
      z.object({
        date: z.string(),
        category: z.string(),
        score: z.number(),
        lords: z.object({ maha: z.string(), antar: z.string(), pratyantar: z.string() }),
        periods: z.array(
          z.object({
            level: z.enum(['maha', 'antar', 'pratyantar']),
            lord: z.string(),
            since: z.string(),
            points: z.number(),
            fit: z.number(),
            why: z.array(z.string()),
          }),
        ),
      }),
    ),
  }),
);
export const rectifyResultFields = {
  method: z.string(),
  gridMinutes: int(),
  gridPoints: int(),
  window: z.object({ from: z.string(), to: z.string() }),
  candidates: z.array(rectifyCandidateSchema),
};

// ------------------------------------------------------------------------------------------
// Matching (engine MatchResult)

const moonFacts = lazySchema(() =>
  z.object({
    moonLonDeg: z.number(),
    rashi: z.string(),
    rashi0: int(),
    nakshatra: z.string(),
    nakshatra0: int(),
    pada: int(),
  }),
);
export const ashtakootaSchema = lazySchema(() =>
  z.object({
    boy: real(moonFacts),
    girl: real(moonFacts),
    kootas: z.array(
      z.object({ name: z.string(), points: z.number(), max: z.number(), reason: z.string() }),
    ),
    total: z.number(),
    max: z.literal(36),
    variants: z
      .object({
        vashya: z.string(),
        yoni: z.string(),
        taraSameNakshatra: z.string(),
        gana: z.string(),
        bhakootException: z.string(),
        nadiExceptions: z.array(z.string()),
        halfPoints: z.string(),
      })
      .describe('the reading used where traditions differ'),
  }),
);
const manglikSide = lazySchema(() =>
  z.object({ present: z.boolean(), severity: real(severity), rule: z.string() }),
);
export const manglikCompatibilitySchema = lazySchema(() =>
  z.object({
    boy: real(manglikSide),
    girl: real(manglikSide),
    compatible: z.boolean(),
    rule: z.enum(['both-manglik', 'neither-manglik', 'balanced-by-malefics', 'one-sided']),
    source: z.string(),
  }),
);

// ------------------------------------------------------------------------------------------
// Time

/** How a civil time in an IANA zone was resolved (src/engine/time/zones.ts zoneResolutionEcho). */
export const zoneEchoFields = {
  zone: z.string(),
  requestedWallTime: z.string(),
  wallTimeUsed: z.string(),
  offset: z.string(),
  offsetSeconds: z.number(),
  utc: z.string(),
  disambiguation: z.enum(['none', 'gap-shifted-forward', 'overlap-earlier']),
};
export const zoneRuleSchema = lazySchema(() =>
  z.object({
    kind: z.enum(['local-mean-time', 'standard', 'daylight-saving']),
    description: z.string(),
  }),
);
