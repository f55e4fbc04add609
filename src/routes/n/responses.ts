/**
 * @module zod schemas of Family N's success bodies ({success: true, data, ...}). Each route
 * registers its schema as `response` and answers through `respond()`, so the body's type is
 * checked against the schema the OpenAPI document shows.
 */
import * as z from 'zod';
import { LANGS } from '../../engine/i18n/langs.js';
import * as A from '../shared/answers.js';
import { lazySchema, real } from '../../http/lazy-schema.js';

export const nDoshaResponse = lazySchema(() =>
  z.object({ success: z.literal(true), data: real(A.doshaReportSchema) }),
);

const moon = lazySchema(() =>
  z.object({
    moonLonDeg: z.number(),
    rashi: z.string(),
    rashi0: z.number().int(),
    nakshatra: z.string(),
    nakshatra0: z.number().int(),
    pada: z.number().int(),
  }),
);
export const nMatchResponse = lazySchema(() =>
  z.object({
    success: z.literal(true),
    data: z.object({
      boy: real(moon),
      girl: real(moon),
      kootas: z
        .array(
          z.object({ name: z.string(), points: z.number(), max: z.number(), reason: z.string() }),
        )
        .length(8),
      total: z.number(),
      max: z.literal(36),
      variants: real(A.ashtakootaSchema).shape.variants,
      manglik: z.object({
        ...real(A.manglikCompatibilitySchema).shape,
      }),
    }),
    score: z.number().min(0).max(36),
    maxScore: z.literal(36),
  }),
);

const when = lazySchema(() => z.object({ iso: z.string(), time: z.string() }));
const limb = lazySchema(() =>
  z.object({ index0: z.number().int(), name: z.string(), start: real(when), end: real(when) }),
);
const point = lazySchema(() =>
  z.object({
    siderealLonDeg: z.number(),
    rashi: z.string(),
    nakshatra: z.string(),
    pada: z.number().int(),
  }),
);
export const nPanchangResponse = lazySchema(() =>
  z.object({
    success: z.literal(true),
    data: z.object({
      city: z.object({
        slug: z.string(),
        name: z.string(),
        state: z.string(),
        lat: z.number(),
        lon: z.number(),
        zone: z.string(),
      }),
      date: z.string(),
      panchang: z.object({
        vara: real(A.varaSchema),
        tithi: z.array(
          real(limb).extend({ number: z.number().int(), paksha: z.enum(['Shukla', 'Krishna']) }),
        ),
        nakshatra: z.array(real(limb).extend({ lord: z.string() })),
        yoga: z.array(real(limb)),
        karana: z.array(real(limb)),
        lunarMonth: real(A.monthNamingSchema),
        eras: real(A.eraYearsSchema),
        ayana: z.object({ sidereal: z.string(), tropical: z.string() }),
        ritu: z.object({ lunar: z.string(), tropical: z.string() }),
        polar: z.enum(['day', 'night']).nullable(),
        convention: z.string(),
        ayanamsa: z.string(),
        calendars: real(A.regionalCalendarsSchema).describe(
          'the day in every regional calendar (docs/calendars.md)',
        ),
      }),
      planets: z
        .array(
          z.object({
            name: z.string(),
            longitude: z.number(),
            rashi: z.string(),
            sign: z.string(),
            degreeInSign: z.number(),
            nakshatra: z.string(),
            pada: z.number().int(),
            retrograde: z.boolean(),
            speedDegPerDay: z.number(),
          }),
        )
        .length(9),
      moon: real(point).extend({ rise: real(when).nullable(), set: real(when).nullable() }),
      sun: real(point).extend({ rise: real(when).nullable(), set: real(when).nullable() }),
    }),
  }),
);

// ---------------------------------------------------------------------------------------------
// POST /n/api/chart: {success, data: ChartData, ai: AIAnalysis}

const nRashiRef = lazySchema(() =>
  z.object({
    index: z.number().int().min(1).max(12),
    name: z.string(),
    nameEn: z.string().optional(),
  }),
);
const nNakRef = lazySchema(() =>
  z.object({
    index: z.number().int().min(1).max(27),
    name: z.string(),
    nameEn: z.string().optional().describe('English gloss of the name'),
    lord: z.string(),
  }),
);
const lonDms = z
  .string()
  .nullable()
  .optional()
  .describe('the longitude as degrees, minutes and seconds within its sign');
const nDignity = lazySchema(() =>
  z.enum([
    'exalted',
    'debilitated',
    'moolatrikona',
    'own',
    'great-friend',
    'friend',
    'neutral',
    'enemy',
    'great-enemy',
    'node',
  ]),
);
const vargaPoint = lazySchema(() =>
  z.object({
    rashi: z.number().int().min(1).max(12),
    rashiName: z.string(),
    lonInVargaDeg: z.number().nullable(),
  }),
);
type NPeriod = { lord: string; start: string; end: string; periods?: NPeriod[] };
const nPeriod: z.ZodType<NPeriod> = lazySchema(() =>
  z.lazy(() =>
    z.object({
      lord: z.string(),
      start: z.string(),
      end: z.string(),
      periods: z.array(real(nPeriod)).optional(),
    }),
  ),
);
const statement = lazySchema(() =>
  z.object({ id: z.string(), text: z.string(), source: z.string() }),
);

/** ChartData (docs/family-n.md "ChartData"). */
export const nChartDataSchema = lazySchema(() =>
  z.object({
    birth: z.object({
      year: z.number(),
      month: z.number(),
      day: z.number(),
      hour: z.number(),
      minute: z.number(),
      latitude: z.number(),
      longitude: z.number(),
      timezone: z.number(),
      name: z.string().optional(),
    }),
    utc: z.string(),
    jdUt: z.number(),
    settings: z.object({
      ayanamsa: z.string(),
      ayanamsaDeg: z.number().nullable(),
      nodeMode: z.literal('mean'),
      houseSystem: z.literal('whole_sign'),
      zodiac: z.literal('sidereal'),
      dashaYearDays: z.number(),
      divisionalCharts: z.array(z.string()),
      dashaLevels: z.number().int().min(1).max(3),
      asOf: z.string(),
    }),
    lagna: z.object({
      longitude: z.number(),
      lonDms,
      rashi: real(nRashiRef),
      degreeInRashi: z.number(),
      nakshatra: real(nNakRef),
      pada: z.number().int().min(1).max(4),
      lord: z.string(),
    }),
    grahas: z
      .array(
        z.object({
          name: z.string(),
          longitude: z.number(),
          lonDms,
          latitude: z.number(),
          speed: z.number(),
          retrograde: z.boolean(),
          rashi: real(nRashiRef),
          degreeInRashi: z.number(),
          nakshatra: real(nNakRef),
          pada: z.number().int().min(1).max(4),
          house: z.number().int().min(1).max(12),
          dignity: real(nDignity),
          combust: z.boolean(),
        }),
      )
      .length(9),
    houses: z
      .array(
        z.object({
          house: z.number().int().min(1).max(12),
          cuspDeg: z.number(),
          rashi: real(nRashiRef),
          lord: z.string(),
          grahas: z.array(z.string()),
        }),
      )
      .length(12),
    divisionalCharts: z.record(
      z.string(),
      z.object({
        name: z.string(),
        method: z.string(),
        lagna: real(vargaPoint),
        grahas: z.record(z.string(), real(vargaPoint)),
      }),
    ),
    dasha: z.object({
      system: z.literal('vimsottari'),
      yearDays: z.number(),
      levels: z.array(z.string()),
      balanceAtBirth: z.object({
        lord: z.string(),
        balanceYears: z.number(),
        totalYears: z.number(),
      }),
      periods: z.array(real(nPeriod)),
      running: z.object({
        asOf: z.string(),
        periods: z.array(
          z.object({ level: z.string(), lord: z.string(), start: z.string(), end: z.string() }),
        ),
      }),
    }),
    panchang: z
      .object({
        at: z.string(),
        vara: z.object({ name: z.string(), lord: z.string() }),
        tithi: z.object({ name: z.string(), number: z.number().int(), paksha: z.string() }),
        nakshatra: z.object({ name: z.string(), pada: z.number().int(), lord: z.string() }),
        yoga: z.object({ name: z.string() }),
        karana: z.object({ name: z.string() }),
        lunarMonth: z.object({ amanta: z.string(), purnimanta: z.string(), adhika: z.boolean() }),
        sunrise: z.string().nullable(),
        sunset: z.string().nullable(),
        convention: z.string(),
      })
      .nullable(),
    shadbala: z.array(
      z.object({
        graha: z.string(),
        totalRupas: z.number(),
        requiredRupas: z.number(),
        ratio: z.number(),
        rank: z.number().int(),
      }),
    ),
    yogas: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        nameSa: z.string(),
        source: z.string(),
        category: z.string(),
        grahas: z.array(z.string()),
        houses: z.array(z.number().int()),
      }),
    ),
    doshas: real(nDoshaResponse).shape.data,
    degradedValues: z.array(z.object({ value: z.string(), reason: z.string() })),
  }),
);

/** AIAnalysis (docs/family-n.md "AIAnalysis"): the rule-generated reading. */
export const nAiAnalysisSchema = lazySchema(() =>
  z.object({
    generatedBy: z.literal('rules'),
    method: z.string(),
    rulesVersion: z.string(),
    lang: z.enum(LANGS),
    asOf: z.string(),
    summary: z.string(),
    sections: z.array(
      z.object({
        id: z.enum(['lagna', 'moon', 'strength', 'yogas', 'doshas', 'dasha']),
        title: z.string(),
        statements: z.array(real(statement)),
      }),
    ),
    disclaimer: z.string(),
  }),
);

export const nChartResponse = lazySchema(() =>
  z.object({
    success: z.literal(true),
    data: real(nChartDataSchema),
    ai: real(nAiAnalysisSchema),
  }),
);

// ---------------------------------------------------------------------------------------------
// GET /n/api/rashifal: {success, data: RashiPrediction | DailyRashifal}

const domainScores = lazySchema(() =>
  z.object({
    career: z.number().int().min(1).max(5),
    relationships: z.number().int().min(1).max(5),
    health: z.number().int().min(1).max(5),
    finance: z.number().int().min(1).max(5),
  }),
);
const rashifalSky = lazySchema(() =>
  z.object({
    date: z.string(),
    instant: z.string(),
    place: z.string(),
    ayanamsa: z.literal('lahiri'),
    moon: z.object({
      rashi: z.string(),
      nakshatra: z.string(),
      pada: z.number().int(),
      lonDeg: z.number(),
    }),
    paksha: z.enum(['Shukla', 'Krishna']),
    jupiter: z.object({ rashi: z.string(), lonDeg: z.number(), retrograde: z.boolean() }),
    saturn: z.object({ rashi: z.string(), lonDeg: z.number(), retrograde: z.boolean() }),
  }),
);
/** RashiPrediction: one rashi on a date. */
const gocharaFactor = lazySchema(() =>
  z.object({
    graha: z.string(),
    rashi0: z.number().int(),
    house: z.number().int().describe('house of the transit from the rashi'),
    favourable: z.boolean(),
    vedha: z
      .object({ house: z.number().int(), by: z.array(z.string()) })
      .nullable()
      .describe('the obstruction that cancels a favourable transit, if any'),
    value: real(domainScores)
      .extend({
        career: z.number(),
        relationships: z.number(),
        health: z.number(),
        finance: z.number(),
      })
      .describe('contribution to each domain before scaling'),
  }),
);
export const nRashiPredictionSchema = lazySchema(() =>
  z.object({
    rashi: z.object({
      index: z.number().int().min(0).max(11),
      name: z.string(),
      nameEn: z.string(),
      nameHi: z.string(),
    }),
    date: z.string(),
    lang: z.enum(LANGS),
    rulesVersion: z.string(),
    scores: real(domainScores),
    text: z.object({
      summary: z.string(),
      transits: z.array(z.string()),
      career: z.string(),
      relationships: z.string(),
      health: z.string(),
      finance: z.string(),
    }),
    factors: z.object({
      moon: real(gocharaFactor),
      chandraBala: z.object({
        house: z.number().int(),
        paksha: z.enum(['Shukla', 'Krishna']),
        value: z.number(),
      }),
      tara: z.object({
        dayNakshatra0: z.number().int(),
        entries: z.array(
          z.object({
            nakshatra0: z.number().int(),
            padas: z.number().int(),
            tara: z.number().int(),
            value: z.number(),
            taraName: z.string(),
          }),
        ),
        value: z.number(),
      }),
      jupiter: real(gocharaFactor),
      saturn: real(gocharaFactor),
      raw: z
        .object({
          career: z.number(),
          relationships: z.number(),
          health: z.number(),
          finance: z.number(),
        })
        .describe('the summed factors per domain before the 1-5 scale'),
    }),
    sources: z.array(z.string()),
    disclaimer: z.string(),
  }),
);
/** DailyRashifal: the twelve rashis of a date. */
export const nDailyRashifalSchema = lazySchema(() =>
  z.object({
    date: z.string(),
    lang: z.enum(LANGS),
    rulesVersion: z.string(),
    sky: real(rashifalSky),
    rashis: z.array(real(nRashiPredictionSchema)).length(12),
  }),
);
export const nRashifalResponse = lazySchema(() =>
  z.object({
    success: z.literal(true),
    data: z.union([
      real(nRashiPredictionSchema).extend({ sky: real(rashifalSky) }),
      real(nDailyRashifalSchema),
    ]),
  }),
);
export type NRashifalData = z.input<typeof nRashifalResponse>['data'];
