/**
 * @module zod schemas of the success bodies of Family R (and R2, which shares most handlers).
 * Each route registers its schema as `response` and its handler answers through `respond()`, so
 * the body's TypeScript type is checked against the schema the OpenAPI document shows. The large
 * results (the SovereignChart, muhurta, rectify) name every top-level field and the fields of
 * their main entries; nested structures documented in docs/ are typed more loosely.
 */
import * as z from 'zod';
import { TRADITIONS } from '../../../engine/utsava/index.js';

const named = z.object({ index: z.number().int(), name: z.string() });
const dms = z.string().nullable().describe('the longitude as degrees, minutes and seconds within its sign, e.g. 15°42\'07" Taurus (rounded to the second, never into the next sign; null where the longitude is)');
const rashiNamed = named.extend({ nameEn: z.string().optional().describe('English name, e.g. Taurus') });
const nakshatraNamed = named.extend({ nameEn: z.string().optional().describe('English gloss of the name, e.g. The Red One'), lord: z.string().optional() });
const point = { longitude: z.number(), lonDms: dms.optional(), rashi: rashiNamed, degreeInRashi: z.number(), nakshatra: nakshatraNamed, pada: z.number().int().min(1).max(4) };
export const grahaEntrySchema = z.object({ name: z.string(), ...point, latitude: z.number(), speed: z.number(), retrograde: z.boolean() });
export const lagnaEntrySchema = z.object(point);

type Period = { lord: string; start: string; end: string; startLocal?: string; endLocal?: string; periods?: Period[] };
export const dashaPeriodSchema: z.ZodType<Period> = z.lazy(() => z.object({
  lord: z.string(),
  start: z.string(),
  end: z.string(),
  startLocal: z.string().optional().describe('start as a local wall time YYYY-MM-DDTHH:MM:SS in dasha.zone'),
  endLocal: z.string().optional().describe('end as a local wall time YYYY-MM-DDTHH:MM:SS in dasha.zone'),
  periods: z.array(dashaPeriodSchema).optional(),
}));

export const sovereigntySignatureSchema = z.object({
  ayanamsa: z.object({ name: z.string(), valueDeg: z.number().nullable(), method: z.string() }),
  nodeMode: z.string(),
  degradedValues: z.array(z.object({ value: z.string(), reason: z.string() })).readonly(),
});

/** The whole SovereignChart (docs/chart.md): every part present. Values that cannot be computed are null. */
export const sovereignChartSchema = z.object({
  ok: z.literal(true),
  input: z.object({ year: z.number(), month: z.number(), day: z.number(), hour: z.number(), minute: z.number(), second: z.number(), lat: z.number(), lon: z.number(), tzHours: z.number(), utc: z.string(), jdUt: z.number(), ayanamsa: z.string(), nodeMode: z.string(), houseSystem: z.string() }),
  settings: z.object({ ayanamsa: z.string(), ayanamsaDeg: z.number().nullable(), ayanamsaDms: z.string().nullable().optional(), nodeMode: z.string(), houseSystem: z.string(), zodiac: z.literal('sidereal') }),
  grahas: z.array(grahaEntrySchema).nullable(),
  lagna: lagnaEntrySchema.nullable(),
  bhavas: z.array(z.object({ bhava: z.number().int().min(1).max(12), cuspDeg: z.number(), cuspDms: dms.optional(), madhyaDeg: z.number().optional(), madhyaDms: dms.optional(), rashi: rashiNamed, lord: z.string(), grahas: z.array(z.string()) })).length(12).nullable(),
  vargas: z.unknown(),
  kp: z.object({ grahas: z.unknown().optional(), cusps: z.unknown().optional() }),
  karakas: z.unknown(),
  dasha: z.object({ system: z.string(), yearDays: z.number(), zone: z.string().optional().describe('the zone of startLocal and endLocal: the UTC offset of the input, e.g. +05:30'), periods: z.array(dashaPeriodSchema) }).nullable(),
  ashtakavarga: z.object({ sav: z.array(z.number()).optional(), bav: z.unknown(), lagnaBav: z.unknown() }).nullable(),
  shadbala: z.unknown(),
  bhavaBala: z.unknown(),
  yogas: z.array(z.object({
    id: z.string(), name: z.string(), source: z.string(), category: z.string(),
    variants: z.array(z.string()).optional().describe('for a yoga with named forms: the ids of the forms that hold (GET /api/yogas/catalogue lists them)'),
  })).nullable(),
  sahams: z.array(z.object({ name: z.string(), longitude: z.number(), lonDms: dms.optional(), rashi: z.number().int().describe('rashi index 1-12'), formula: z.string() })).nullable(),
  sovereigntySignature: sovereigntySignatureSchema,
});

/**
 * POST /api/chart: the SovereignChart. Every part after `settings` is answered unless `include=`
 * names other parts; the envelope (ok, input, settings, sovereigntySignature) always is.
 */
export const rChartResponseSchema = sovereignChartSchema.partial({
  grahas: true, lagna: true, bhavas: true, vargas: true, kp: true, karakas: true, dasha: true,
  ashtakavarga: true, shadbala: true, bhavaBala: true, yogas: true, sahams: true,
});

const versionedPoint = z.object({ sayana: z.number(), nirayana: z.number(), rashi: named, degreeInRashi: z.number(), nakshatra: named, pada: z.number().int() });
/** The zone echo of every route that resolved an IANA zone (docs/time-houses-riseset.md). */
export const zoneEchoSchema = { zone: z.string(), requestedWallTime: z.string(), wallTimeUsed: z.string(), offset: z.string(), offsetSeconds: z.number(), utc: z.string(), disambiguation: z.enum(['none', 'gap-shifted-forward', 'overlap-earlier']) };
/** POST /api/v1/service/chart. */
export const rVersionedChartResponseSchema = z.object({
  ok: z.literal(true),
  input: z.object({ birthDate: z.string(), birthTime: z.string(), birthPlace: z.object({ lat: z.number(), lon: z.number(), tz: z.string() }), ayanamsa: z.string(), nodeMode: z.string(), jdUt: z.number(), ...zoneEchoSchema }),
  grahas: z.unknown(),
  lagna: versionedPoint.nullable(),
  tithi: z.object({ index: z.number().int(), name: z.string(), paksha: z.string(), start: z.string(), end: z.string() }).nullable(),
  ahargana: z.object({ days: z.number(), elapsedDays: z.number(), epochJd: z.number(), definition: z.string() }).nullable(),
  sovereigntySignature: sovereigntySignatureSchema,
});

export const rHealthResponseSchema = z.object({ status: z.literal('ok'), time: z.string(), checks: z.record(z.string(), z.boolean()) });

export const rYogaCatalogueResponseSchema = z.object({
  count: z.number().int().describe('the number of distinct yogas (named variants are not counted)'),
  variantCount: z.number().int().describe('the number of named variants listed under the yogas'),
  categories: z.unknown(),
  yogas: z.array(z.object({
    id: z.string(), name: z.object({ en: z.string(), sa: z.string() }), source: z.string(), text: z.string().describe('the rule in one line, as its text states it'), category: z.string(), rule: z.string(),
    aliases: z.array(z.object({ name: z.string(), source: z.string() })).optional().describe('other names texts give the same combination'),
    variants: z.array(z.object({ id: z.string(), name: z.string(), source: z.string().optional(), rule: z.string() })).optional()
      .describe('named forms of the yoga; the yoga holds exactly when one of them holds'),
  })),
});

const instant = z.object({ jdUt: z.number(), iso: z.string() });
const limbEntry = z.object({ index0: z.number().int(), name: z.string(), start: instant, end: instant });
/** The panchang of a day (engine PanchangDay), shared by panchang and muhurta. */
export const panchangDaySchema = z.object({
  date: z.string(),
  convention: z.string(),
  ayanamsa: z.string(),
  sunrise: instant.nullable(),
  sunset: instant.nullable(),
  polar: z.enum(['day', 'night']).nullable(),
  vara: z.object({ index0: z.number().int(), name: z.string(), lord: z.string() }),
  tithi: z.array(limbEntry.extend({ number: z.number().int(), paksha: z.string() })),
  nakshatra: z.array(limbEntry.extend({ lord: z.string() })),
  yoga: z.array(limbEntry),
  karana: z.array(limbEntry),
});
/** GET /api/panchang: the live panchang at New Delhi. */
export const rPanchangResponseSchema = panchangDaySchema.omit({}).extend({
  place: z.object({ name: z.string(), lat: z.number(), lon: z.number(), zone: z.string() }),
  engine: z.string(),
  at: instant,
  current: z.object({ tithi: limbEntry, nakshatra: limbEntry, yoga: limbEntry, karana: limbEntry }),
});

const slot = z.object({ number: z.number().int(), name: z.string(), start: instant, end: instant });
/** GET and POST /api/muhurta. */
export const rMuhurtaResponseSchema = z.object({
  input: z.object({ date: z.string(), lat: z.number(), lon: z.number(), tz: z.number() }),
  engine: z.string(),
  date: z.string(),
  sunrise: instant,
  sunset: instant,
  nextSunrise: instant,
  muhurtas: z.object({ day: z.array(slot).length(15), night: z.array(slot).length(15) }),
  abhijit: slot,
  brahmaMuhurta: slot,
  choghadiya: z.object({ day: z.array(slot.extend({ lord: z.string(), quality: z.enum(['good', 'neutral', 'bad']) })).length(8), night: z.array(slot.extend({ lord: z.string(), quality: z.enum(['good', 'neutral', 'bad']) })).length(8) }),
  horas: z.array(slot.extend({ lord: z.string(), half: z.enum(['day', 'night']) })).length(24),
  rahuKalam: slot,
  yamaganda: slot,
  gulikaKalam: slot,
  panchang: panchangDaySchema,
});

const instantSchema = z.object({ jdUt: z.number(), iso: z.string() });

/** One utsava item (src/engine/utsava UtsavaItem), shared with any family that serves the calendar. */
export const utsavaItemSchema = z.object({
  id: z.string().describe('the rule id, stable across years; a Vaishnava rule ends in -vaishnava'),
  uid: z.string(),
  name: z.string(),
  kind: z.string(),
  date: z.string().describe('local civil date YYYY-MM-DD'),
  weekday0: z.number().int(),
  tradition: z.enum(TRADITIONS).describe('whose rule decided the day: all, smarta, vaishnava, kerala, tamil, punjabi, maithili, jain, buddhist'),
  tithi: z.object({ index0: z.number().int(), name: z.string(), paksha: z.enum(['Shukla', 'Krishna']), start: instantSchema, end: instantSchema }).nullable(),
  nakshatra: z.object({ index0: z.number().int(), name: z.string() }),
  lunarMonth: z.object({ amanta: z.string(), purnimanta: z.string() }).nullable(),
  sankranti: instantSchema.nullable(),
  window: z.string(),
  decision: z.string().describe('how the day was chosen, in words'),
  rule: z.string().describe('the rule in words'),
  ruleApplied: z.object({
    vyapti: z.string().describe('the window the tithi must pervade (nishitha-vyapini, udaya-vyapini, ...), the ekadashi vedha, or the solar day rule'),
    case: z.enum(['one-day', 'both-days', 'no-day', 'sankranti', 'nakshatra', 'relative', 'ekadashi']),
    tieBreak: z.string().nullable().describe('the tie-break or special rule that chose between days; null when nothing had to be chosen'),
  }),
  shastraAnchor: z.string(),
});

/** GET /api/utsavas. */
export const rUtsavasResponseSchema = z.object({
  year: z.number().int(),
  place: z.object({ name: z.string().nullable(), lat: z.number(), lon: z.number(), zone: z.string() }),
  convention: z.literal('hindu'),
  ayanamsa: z.literal('lahiri'),
  engine: z.string(),
  count: z.number().int(),
  utsavas: z.array(utsavaItemSchema),
});

/** POST /api/rectify (and R2's). */
export const rectifyResponseSchema = z.object({
  input: z.unknown(),
  note: z.string(),
  method: z.string(),
  gridMinutes: z.number(),
  gridPoints: z.number().int(),
  window: z.object({ from: z.string(), to: z.string() }),
  candidates: z.array(z.object({
    rank: z.number().int(), time: z.string(), utc: z.string(), jdUt: z.number(), score: z.number().min(0).max(1),
    lagna: z.object({ longitude: z.number(), rashi: z.string(), degreeInRashi: z.number(), nakshatra: z.string(), pada: z.number().int() }),
    moon: z.object({ longitude: z.number(), rashi: z.string(), nakshatra: z.string(), pada: z.number().int() }),
    span: z.object({ from: z.string(), to: z.string(), gridPoints: z.number().int() }),
    events: z.array(z.unknown()),
  })).min(1).max(5),
});

const slipScore = z.number().min(0).max(1).describe('the classifier\'s probability that the sentence predicts an event in the asker\'s life');

/** POST /api/sahaja (and R2's). */
export const sahajaResponseSchema = z.object({
  reply: z.string(),
  demo: z.boolean(),
  disclaimer: z.string(),
  classification: z.object({
    flagged: z.boolean(),
    action: z.enum(['pass', 'rewritten', 'withheld']),
    sentencesChecked: z.number().int().min(0),
    slips: z.array(z.object({ kind: z.literal('prediction'), sentenceIndex: z.number().int().min(0).describe('position of the slipped sentence in the generated reply (the sentence itself is not echoed)'), score: slipScore })),
  }),
  toolCalls: z.array(z.unknown()),
  model: z.string().nullable(),
});

/** POST /api/sahaja/classify. */
export const sahajaClassifyResponseSchema = z.object({
  slip: z.boolean().describe('true when any sentence is a slip'),
  score: slipScore.describe('the highest sentence score (0 when there is no sentence)'),
  sentences: z.array(z.object({ text: z.string(), slip: z.boolean(), score: slipScore })),
});

export const operatorDispatchResponseSchema = z.object({ ok: z.literal(true), mukha: z.string(), intent: z.string(), result: z.unknown(), request_id: z.string() });
export const operatorHandshakeResponseSchema = z.object({
  alphaTime: z.string(),
  mukha: z.string(),
  mukhas: z.record(z.string(), z.object({ describe: z.string(), intents: z.array(z.string()) })),
  bridges: z.record(z.string(), z.boolean()),
  limit: z.object({ dispatchPerHourPerIp: z.number().int(), store: z.string() }),
});

export const pressResponseSchema = z.object({
  service: z.string(),
  engine: z.object({ version: z.string(), build: z.string() }),
  families: z.array(z.object({ id: z.string(), basePath: z.string(), routes: z.number().int(), description: z.string() })),
  totalRoutes: z.number().int(),
  accuracy: z.unknown(),
  licences: z.array(z.object({ id: z.string(), licence: z.string(), terms: z.string() })),
  determinism: z.string(),
});

export const indexNowResponseSchema = z.object({ ok: z.literal(true), urlList: z.array(z.string()).optional() });

const userSchema = z.object({ id: z.string(), email: z.string(), createdAt: z.string() });
export const signedInResponseSchema = z.object({ user: userSchema, session: z.object({ expiresAt: z.string() }) });
export const signedOutResponseSchema = z.object({ signedOut: z.literal(true) });
const savedChartSchema = z.object({ id: z.string(), name: z.string().nullable(), createdAt: z.string(), input: z.record(z.string(), z.unknown()), settings: z.record(z.string(), z.unknown()) });
export const dashboardChartsResponseSchema = z.object({ total: z.number().int(), limit: z.number().int(), offset: z.number().int(), charts: z.array(savedChartSchema) });
export const dashboardChartResponseSchema = savedChartSchema.extend({ chart: sovereignChartSchema });
const keyInfo = z.object({ id: z.string(), prefix: z.string(), family: z.enum(['T', 'V', 'N', 'R2']), environment: z.enum(['production', 'sandbox']), status: z.enum(['active', 'revoked']), createdAt: z.string(), revokedAt: z.string().nullable() });
export const dashboardKeysResponseSchema = z.object({ keys: z.array(keyInfo) });
export const dashboardKeyIssuedResponseSchema = z.object({ key: z.string(), id: z.string(), prefix: z.string(), createdAt: z.string(), revoked: z.array(z.string()), note: z.string() });

/** POST /r2/api/chart. */
export const r2ChartResponseSchema = sovereignChartSchema.extend({
  input: z.object({ date: z.string(), time: z.string(), lat: z.number(), lon: z.number(), tz: z.string(), ayanamsa: z.string(), nodeMode: z.string(), houseSystem: z.string(), jdUt: z.number(), ...zoneEchoSchema }),
});

export const textBody = z.string();
