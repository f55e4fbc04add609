/**
 * @module zod schemas of the success bodies of Family R (and R2, which shares most handlers).
 * Each route registers its schema as `response` and its handler answers through `respond()`, so
 * the body's TypeScript type is checked against the schema the OpenAPI document shows. Every field
 * is typed, the engine's structures from src/routes/shared/answers.ts (their camelCase form).
 */
import * as z from 'zod';
// the rule tables only (the evaluator, and the ephemeris under it, load with the routes that compute)
import { TRADITIONS } from '../../../engine/utsava/rules.js';
import { FESTIVAL_TRADITIONS } from '../../../engine/utsava/traditions.js';
import * as A from '../answers.js';
import { lazySchema, real } from '../../../http/lazy-schema.js';

const named = lazySchema(() => z.object({ index: z.number().int(), name: z.string() }));
const dms = z
  .string()
  .nullable()
  .describe(
    'the longitude as degrees, minutes and seconds within its sign, e.g. 15°42\'07" Taurus (rounded to the second, never into the next sign; null where the longitude is)',
  );
const rashiNamed = lazySchema(() =>
  real(named).extend({
    nameEn: z.string().optional().describe('English name, e.g. Taurus'),
  }),
);
const nakshatraNamed = lazySchema(() =>
  real(named).extend({
    nameEn: z.string().optional().describe('English gloss of the name, e.g. The Red One'),
    lord: z.string().optional(),
  }),
);
const point = {
  longitude: z.number(),
  lonDms: dms.optional(),
  rashi: rashiNamed,
  degreeInRashi: z.number(),
  nakshatra: nakshatraNamed,
  pada: z.number().int().min(1).max(4),
};
export const grahaEntrySchema = lazySchema(() =>
  z.object({
    name: z.string(),
    ...point,
    latitude: z.number(),
    speed: z.number(),
    retrograde: z.boolean(),
  }),
);
export const lagnaEntrySchema = lazySchema(() => z.object(point));

type Period = {
  lord: string;
  start: string;
  end: string;
  startLocal?: string;
  endLocal?: string;
  periods?: Period[];
};
export const dashaPeriodSchema: z.ZodType<Period> = lazySchema(() =>
  z.lazy(() =>
    z.object({
      lord: z.string(),
      start: z.string(),
      end: z.string(),
      startLocal: z
        .string()
        .optional()
        .describe('start as a local wall time YYYY-MM-DDTHH:MM:SS in dasha.zone'),
      endLocal: z
        .string()
        .optional()
        .describe('end as a local wall time YYYY-MM-DDTHH:MM:SS in dasha.zone'),
      periods: z.array(real(dashaPeriodSchema)).optional(),
    }),
  ),
);

export const sovereigntySignatureSchema = lazySchema(() =>
  z.object({
    planets: z.string(),
    moon: z.string(),
    precession: z.string(),
    nutation: z.string(),
    apparentPlace: z.string(),
    deltaT: z.string(),
    siderealTime: z.string(),
    reference: z.string().describe('what the numbers are checked against'),
    ayanamsa: z.object({ name: z.string(), valueDeg: z.number().nullable(), method: z.string() }),
    nodeMode: z.string(),
    degradedValues: z.array(z.object({ value: z.string(), reason: z.string() })).readonly(),
  }),
);

/** The whole SovereignChart (docs/chart.md): every part present. Values that cannot be computed are null. */
export const sovereignChartSchema = lazySchema(() =>
  z.object({
    ok: z.literal(true),
    input: z.object({
      year: z.number(),
      month: z.number(),
      day: z.number(),
      hour: z.number(),
      minute: z.number(),
      second: z.number(),
      lat: z.number(),
      lon: z.number(),
      tzHours: z.number(),
      name: z.string().optional(),
      utc: z.string(),
      jdUt: z.number(),
      ayanamsa: z.string(),
      nodeMode: z.string(),
      houseSystem: z.string(),
      karakaScheme: z.union([z.literal(7), z.literal(8)]),
      dashaYearDays: z.number(),
    }),
    settings: z.object({
      ayanamsa: z.string(),
      ayanamsaDeg: z.number().nullable(),
      ayanamsaDms: z.string().nullable().optional(),
      nodeMode: z.string(),
      houseSystem: z.string(),
      karakaScheme: z.union([z.literal(7), z.literal(8)]),
      zodiac: z.literal('sidereal'),
    }),
    grahas: z.array(real(grahaEntrySchema)).nullable(),
    lagna: real(lagnaEntrySchema).nullable(),
    bhavas: z
      .array(
        z.object({
          bhava: z.number().int().min(1).max(12),
          cuspDeg: z.number(),
          cuspDms: dms.optional(),
          madhyaDeg: z.number().optional(),
          madhyaDms: dms.optional(),
          rashi: real(rashiNamed),
          lord: z.string(),
          grahas: z.array(z.string()),
        }),
      )
      .length(12)
      .nullable(),
    vargas: z
      .record(
        z.string(),
        z
          .record(z.string(), z.number().int().nullable())
          .describe('the sign (1-12) of the lagna and of each graha in the varga'),
      )
      .describe(
        'by varga id (D1, D2, D3, D4, D7, D9, D10, D12, D16, D20, D24, D27, D30, D40, D45, D60)',
      ),
    kp: z.object({
      grahas: z.array(real(A.kpGrahaSchema).extend({ lonDms: dms })).optional(),
      cusps: z
        .array(real(A.kpCuspSchema).extend({ lonDms: dms }))
        .nullable()
        .optional()
        .describe('Placidus cusps; null inside the polar circles'),
    }),
    karakas: real(A.karakaMapSchema).nullable(),
    dasha: z
      .object({
        system: z.string(),
        yearDays: z.number(),
        balanceAtBirth: z
          .object({ lord: z.string(), balanceYears: z.number(), totalYears: z.number() })
          .optional()
          .describe('the maha dasha running at birth and the years of it left'),
        zone: z
          .string()
          .optional()
          .describe(
            'the zone of startLocal and endLocal: the UTC offset of the input, e.g. +05:30',
          ),
        periods: z.array(real(dashaPeriodSchema)),
      })
      .nullable(),
    ashtakavarga: z
      .object({
        sav: z.array(z.number()).optional(),
        bav: A.bavSchema.optional(),
        lagnaBav: z.array(z.number().int()).length(12).optional(),
        reduced: real(A.ashtakavargaReducedSchema).optional(),
        sodhyaPinda: real(A.sodhyaPindaSchema).optional(),
      })
      .nullable(),
    shadbala: real(A.shadbalaGrahasSchema).nullable(),
    bhavaBala: z
      .array(
        z.object({ bhava: z.number().int(), totalVirupas: z.number(), totalRupas: z.number() }),
      )
      .nullable(),
    yogas: z.array(real(A.detectedYogaSchema).omit({ text: true, family: true })).nullable(),
    sahams: z
      .array(
        z.object({
          name: z.string(),
          longitude: z.number(),
          lonDms: dms.optional(),
          rashi: z.number().int().describe('rashi index 1-12'),
          formula: z.string(),
        }),
      )
      .nullable(),
    sovereigntySignature: real(sovereigntySignatureSchema),
  }),
);

/**
 * POST /api/chart: the SovereignChart. Every part after `settings` is answered unless `include=`
 * names other parts; the envelope (ok, input, settings, sovereigntySignature) always is.
 */
export const rChartResponseSchema = lazySchema(() =>
  real(sovereignChartSchema).partial({
    grahas: true,
    lagna: true,
    bhavas: true,
    vargas: true,
    kp: true,
    karakas: true,
    dasha: true,
    ashtakavarga: true,
    shadbala: true,
    bhavaBala: true,
    yogas: true,
    sahams: true,
  }),
);

const versionedPoint = lazySchema(() =>
  z.object({
    sayana: z.number(),
    nirayana: z.number(),
    rashi: real(named),
    degreeInRashi: z.number(),
    nakshatra: real(named),
    pada: z.number().int(),
  }),
);
/** The zone echo of every route that resolved an IANA zone (docs/time-houses-riseset.md). */
export const zoneEchoSchema = {
  zone: z.string(),
  requestedWallTime: z.string(),
  wallTimeUsed: z.string(),
  offset: z.string(),
  offsetSeconds: z.number(),
  utc: z.string(),
  disambiguation: z.enum(['none', 'gap-shifted-forward', 'overlap-earlier']),
};
/** POST /api/v1/service/chart. */
export const rVersionedChartResponseSchema = lazySchema(() =>
  z.object({
    ok: z.literal(true),
    input: z.object({
      birthDate: z.string(),
      birthTime: z.string(),
      birthPlace: z.object({ lat: z.number(), lon: z.number(), tz: z.string() }),
      ayanamsa: z.string(),
      nodeMode: z.string(),
      jdUt: z.number(),
      ...zoneEchoSchema,
    }),
    grahas: z
      .array(
        real(versionedPoint).extend({
          name: z.string(),
          speed: z.number().describe('sidereal degrees per day'),
          retrograde: z.boolean(),
        }),
      )
      .nullable(),
    lagna: real(versionedPoint).nullable(),
    tithi: z
      .object({
        index: z.number().int(),
        name: z.string(),
        paksha: z.string(),
        start: z.string(),
        end: z.string(),
      })
      .nullable(),
    ahargana: z
      .object({
        days: z.number(),
        elapsedDays: z.number(),
        epochJd: z.number(),
        definition: z.string(),
      })
      .nullable(),
    sovereigntySignature: real(sovereigntySignatureSchema),
  }),
);

export const rHealthResponseSchema = lazySchema(() =>
  z.object({
    status: z.literal('ok'),
    time: z.string(),
    checks: z.record(z.string(), z.boolean()),
  }),
);

export const rYogaCatalogueResponseSchema = lazySchema(() =>
  z.object({
    count: z
      .number()
      .int()
      .describe('the number of distinct yogas (named variants are not counted)'),
    variantCount: z.number().int().describe('the number of named variants listed under the yogas'),
    categories: z.record(z.string(), z.number().int()).describe('the number of yogas per category'),
    yogas: z.array(
      z.object({
        id: z.string(),
        name: z.object({ en: z.string(), sa: z.string() }),
        source: z.string(),
        text: z.string().describe('the rule in one line, as its text states it'),
        category: z.string(),
        rule: z.string(),
        aliases: z
          .array(z.object({ name: z.string(), source: z.string() }))
          .optional()
          .describe('other names texts give the same combination'),
        variants: z
          .array(
            z.object({
              id: z.string(),
              name: z.string(),
              source: z.string().optional(),
              rule: z.string(),
            }),
          )
          .optional()
          .describe('named forms of the yoga; the yoga holds exactly when one of them holds'),
      }),
    ),
  }),
);

/** The panchang of a day (engine PanchangDay), shared by panchang and muhurta. */
export const panchangDaySchema = lazySchema(() => real(A.panchangDaySchema));
/** GET /api/panchang: the live panchang at New Delhi. */
export const rPanchangResponseSchema = lazySchema(() =>
  real(A.panchangNowSchema).extend({
    place: z.object({ name: z.string(), lat: z.number(), lon: z.number(), zone: z.string() }),
    engine: z.string(),
    calendars: real(A.regionalCalendarsSchema).describe(
      'the day in every regional calendar (docs/calendars.md)',
    ),
  }),
);

/** GET /api/calendars (docs/calendars.md). */
export const rCalendarsResponseSchema = lazySchema(() =>
  real(A.regionalCalendarsSchema).extend({
    date: z.string().describe('the civil date asked (or today at the place), YYYY-MM-DD'),
    place: z.object({
      name: z.string().nullable().describe('New Delhi when no place was given, else null'),
      lat: z.number(),
      lon: z.number(),
      zone: z.string().describe('the zone of the date and of the times: an IANA id or UTC+h'),
      zoneSource: z.string().describe('query, the zone-boundary lookup, or the New Delhi default'),
    }),
    engine: z.string(),
  }),
);

/** GET and POST /api/muhurta. */
export const rMuhurtaResponseSchema = lazySchema(() =>
  real(A.muhurtaDivisionsSchema).extend({
    input: z.object({ date: z.string(), lat: z.number(), lon: z.number(), tz: z.number() }),
    engine: z.string(),
    panchang: real(A.panchangDaySchema),
  }),
);

const instantSchema = lazySchema(() => z.object({ jdUt: z.number(), iso: z.string() }));

/** One utsava item (src/engine/utsava UtsavaItem), shared with any family that serves the calendar. */
export const utsavaItemSchema = lazySchema(() =>
  z.object({
    id: z
      .string()
      .describe('the rule id, stable across years; a Vaishnava rule ends in -vaishnava'),
    uid: z.string(),
    name: z.string(),
    kind: z.string(),
    date: z.string().describe('local civil date YYYY-MM-DD'),
    weekday0: z.number().int(),
    tradition: z.enum(TRADITIONS).describe(`whose rule decided the day: ${TRADITIONS.join(', ')}`),
    tithi: z
      .object({
        index0: z.number().int(),
        name: z.string(),
        paksha: z.enum(['Shukla', 'Krishna']),
        start: real(instantSchema),
        end: real(instantSchema),
      })
      .nullable(),
    nakshatra: z.object({ index0: z.number().int(), name: z.string() }),
    lunarMonth: z.object({ amanta: z.string(), purnimanta: z.string() }).nullable(),
    sankranti: real(instantSchema).nullable(),
    window: z.string(),
    decision: z.string().describe('how the day was chosen, in words'),
    rule: z.string().describe('the rule in words'),
    workedExample: z
      .string()
      .optional()
      .describe(
        'one edge-case day of a regional rule worked from its instants (the rules a tradition adds or replaces)',
      ),
    ruleApplied: z.object({
      vyapti: z
        .string()
        .describe(
          'the window the tithi must pervade (nishitha-vyapini, udaya-vyapini, ...), the ekadashi vedha, or the solar day rule',
        ),
      case: z.enum([
        'one-day',
        'both-days',
        'no-day',
        'sankranti',
        'nakshatra',
        'relative',
        'ekadashi',
      ]),
      tieBreak: z
        .string()
        .nullable()
        .describe(
          'the tie-break or special rule that chose between days; null when nothing had to be chosen',
        ),
    }),
    shastraAnchor: z.string(),
  }),
);

/** GET /api/utsavas. */
export const rUtsavasResponseSchema = lazySchema(() =>
  z.object({
    year: z.number().int(),
    place: z
      .object({ name: z.string().nullable(), lat: z.number(), lon: z.number(), zone: z.string() })
      .describe(
        "where the days were computed: the place asked for, or with observe=india the tradition's reference city",
      ),
    tradition: z
      .enum(FESTIVAL_TRADITIONS)
      .describe('the festival tradition whose rules decided the days'),
    observe: z
      .enum(['local', 'india'])
      .describe("local: computed for the place; india: the dates the tradition's homeland keeps"),
    monthSystem: z
      .enum(['amanta', 'purnimanta'])
      .describe('how the tradition names lunar months (amavasya names follow it)'),
    convention: z.literal('hindu'),
    ayanamsa: z.literal('lahiri'),
    engine: z.string(),
    count: z.number().int(),
    utsavas: z.array(real(utsavaItemSchema)),
  }),
);

/** POST /api/rectify (and R2's). */
const rectifyEvents = lazySchema(() =>
  z.array(z.object({ date: z.string(), category: z.string() })),
);
/** The request as R and R2 read it (R: a date and a window of local times; R2: an approximate instant). */
const rectifyInput = lazySchema(() =>
  z.union([
    z.object({
      birthDate: z.string(),
      birthWindow: z.object({ startTime: z.string(), endTime: z.string() }),
      location: z.object({ lat: z.number(), lon: z.number(), tz: z.number() }),
      events: real(rectifyEvents),
      gridMinutes: z.number().int(),
      ayanamsa: z.string(),
    }),
    z.object({
      approx: z.string(),
      windowMinutes: z.number().int(),
      lat: z.number(),
      lon: z.number(),
      events: real(rectifyEvents),
      offset: z.string(),
      gridMinutes: z.number().int(),
      ayanamsa: z.string(),
    }),
  ]),
);
export const rectifyResponseSchema = lazySchema(() =>
  z.object({
    input: real(rectifyInput),
    note: z.string(),
    ...A.rectifyResultFields,
    candidates: z.array(real(A.rectifyCandidateSchema)).min(1).max(5),
  }),
);

const slipScore = z
  .number()
  .min(0)
  .max(1)
  .describe("the classifier's probability that the sentence predicts an event in the asker's life");

/** POST /api/sahaja (and R2's). */
export const sahajaResponseSchema = lazySchema(() =>
  z.object({
    reply: z.string(),
    demo: z.boolean(),
    disclaimer: z.string(),
    classification: z.object({
      flagged: z.boolean(),
      action: z.enum(['pass', 'rewritten', 'withheld']),
      sentencesChecked: z.number().int().min(0),
      slips: z.array(
        z.object({
          kind: z.literal('prediction'),
          sentenceIndex: z
            .number()
            .int()
            .min(0)
            .describe(
              'position of the slipped sentence in the generated reply (the sentence itself is not echoed)',
            ),
          score: slipScore,
        }),
      ),
    }),
    toolCalls: z
      .array(z.object({ name: z.string(), ok: z.boolean() }))
      .describe('the tools the model called (none in demo mode)'),
    model: z.string().nullable(),
    topic: z
      .string()
      .optional()
      .describe(
        'demo mode: the topic the reply was chosen by (relationships, career, health, finance, education, spirituality, family, general)',
      ),
  }),
);

/** POST /api/sahaja/classify. */
export const sahajaClassifyResponseSchema = lazySchema(() =>
  z.object({
    slip: z.boolean().describe('true when any sentence is a slip'),
    score: slipScore.describe('the highest sentence score (0 when there is no sentence)'),
    sentences: z.array(z.object({ text: z.string(), slip: z.boolean(), score: slipScore })),
  }),
);

export const operatorHandshakeResponseSchema = lazySchema(() =>
  z.object({
    alphaTime: z.string(),
    mukha: z.string(),
    mukhas: z.record(z.string(), z.object({ describe: z.string(), intents: z.array(z.string()) })),
    bridges: z.record(z.string(), z.boolean()),
    limit: z.object({ dispatchPerHourPerIp: z.number().int(), store: z.string() }),
  }),
);

export const pressResponseSchema = lazySchema(() =>
  z.object({
    service: z.string(),
    engine: z.object({ version: z.string(), build: z.string() }),
    families: z.array(
      z.object({
        id: z.string(),
        basePath: z.string(),
        routes: z.number().int(),
        description: z.string(),
      }),
    ),
    totalRoutes: z.number().int(),
    accuracy: z
      .object({
        source: z.string(),
        sha256: z.string(),
        tables: z.array(
          z.object({
            heading: z.string(),
            columns: z.array(z.string()),
            rows: z.array(z.array(z.union([z.string(), z.number(), z.null()]))),
          }),
        ),
      })
      .nullable(),
    accuracyNote: z.string().optional().describe('why accuracy is null'),
    licences: z.array(z.object({ id: z.string(), licence: z.string(), terms: z.string() })),
    determinism: z.string(),
  }),
);

/** POST /api/operator/dispatch: `result` is the answer of the route the intent names. */
export const operatorDispatchResponseSchema = lazySchema(() =>
  z.object({
    ok: z.literal(true),
    mukha: z.string(),
    intent: z.string(),
    result: z
      .union([
        real(rChartResponseSchema),
        real(rectifyResponseSchema),
        real(rPanchangResponseSchema),
        real(rMuhurtaResponseSchema),
        real(rUtsavasResponseSchema),
        real(pressResponseSchema),
      ])
      .describe(
        'chart.compute: POST /api/chart; rectify.fit: POST /api/rectify; panchang.today: GET /api/panchang; muhurta.day: POST /api/muhurta; utsavas.list: GET /api/utsavas; press.facts: GET /api/press',
      ),
    request_id: z.string(),
  }),
);

export const indexNowResponseSchema = lazySchema(() =>
  z.object({
    ok: z.literal(true),
    endpoint: z.string().describe('the IndexNow endpoint the URLs were sent to'),
    host: z.string().describe("the host the URLs belong to (PUBLIC_BASE_URL's)"),
    submitted: z.number().int().describe('how many URLs were sent'),
    upstreamStatus: z.number().int().describe('the HTTP status IndexNow answered'),
    accepted: z.boolean().describe("true for IndexNow's 200 and 202"),
    urlList: z.array(z.string()).optional().describe('the URLs sent, when at most 20'),
  }),
);

const userSchema = lazySchema(() =>
  z.object({ id: z.string(), email: z.string(), createdAt: z.string() }),
);
export const signedInResponseSchema = lazySchema(() =>
  z.object({
    user: real(userSchema),
    session: z.object({ expiresAt: z.string() }),
  }),
);
export const signedOutResponseSchema = lazySchema(() => z.object({ signedOut: z.literal(true) }));
/** A saved chart's input: the body of POST /api/chart as it was sent. */
const savedChartInput = lazySchema(() =>
  z.object({
    year: z.number(),
    month: z.number(),
    day: z.number(),
    hour: z.number(),
    minute: z.number(),
    second: z.number().optional(),
    lat: z.number(),
    lon: z.number(),
    tzHours: z.number(),
    name: z.string().optional(),
    ayanamsa: z.string().optional(),
    nodeMode: z.string().optional(),
    houseSystem: z.string().optional(),
    karakaScheme: z.union([z.literal(7), z.literal(8)]).optional(),
    dashaYearDays: z.number().optional(),
  }),
);
const savedChartSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string().nullable(),
    createdAt: z.string(),
    input: real(savedChartInput),
    settings: z
      .object({ ayanamsa: z.string(), nodeMode: z.string(), houseSystem: z.string() })
      .describe('the settings the chart was computed with'),
  }),
);
export const dashboardChartsResponseSchema = lazySchema(() =>
  z.object({
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
    charts: z.array(real(savedChartSchema)),
  }),
);
export const dashboardChartResponseSchema = lazySchema(() =>
  real(savedChartSchema).extend({
    chart: real(sovereignChartSchema),
  }),
);
const keyInfo = lazySchema(() =>
  z.object({
    id: z.string(),
    prefix: z.string(),
    family: z.enum(['T', 'V', 'N', 'R2']),
    environment: z.enum(['production', 'sandbox']),
    status: z.enum(['active', 'revoked']),
    createdAt: z.string(),
    revokedAt: z.string().nullable(),
  }),
);
export const dashboardKeysResponseSchema = lazySchema(() =>
  z.object({ keys: z.array(real(keyInfo)) }),
);
export const dashboardKeyIssuedResponseSchema = lazySchema(() =>
  z.object({
    key: z.string(),
    id: z.string(),
    prefix: z.string(),
    createdAt: z.string(),
    revoked: z.array(z.string()),
    note: z.string(),
  }),
);

/** POST /r2/api/chart. */
export const r2ChartResponseSchema = lazySchema(() =>
  real(sovereignChartSchema).extend({
    input: z.object({
      date: z.string(),
      time: z.string(),
      lat: z.number(),
      lon: z.number(),
      tz: z.string(),
      ayanamsa: z.string(),
      nodeMode: z.string(),
      houseSystem: z.string(),
      jdUt: z.number(),
      ...zoneEchoSchema,
    }),
  }),
);

export const textBody = lazySchema(() => z.string());
