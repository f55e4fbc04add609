/**
 * @module Family T's success bodies as zod schemas: the OpenAPI response schemas are generated from
 * them and handlers answer through tRespond typed against them. Every body starts with
 * `engine_version` and `environment`; Starter answers add `attribution`. Every field is typed:
 * the engine's structures come from src/routes/shared/answers.ts in their snake_case twins (T
 * answers them through snakeKeys), so the SDKs type every field (docs/versioning.md says which
 * additions are compatible).
 */
import * as z from 'zod';
import * as A from '../shared/answers.js';
import { rUtsavasResponseSchema } from '../shared/reference/responses.js';
import { jaiminiSchema, specialLagnasSchema, upagrahasSchema } from '../shared/parts.js';
import { varshaphalSchema } from '../shared/varshaphal.js';
import { lazySchema, real } from '../../http/lazy-schema.js';

const meta = () => ({
  engine_version: z.string(),
  environment: z.enum(['production', 'sandbox']),
  attribution: z
    .object({ text: z.string(), url: z.string(), required: z.literal(true) })
    .optional()
    .describe('on Starter answers: the attribution to show near the results'),
});
const tBody = <T extends z.ZodRawShape>(shape: T) => z.object({ ...meta(), ...shape });

const rashi = lazySchema(() =>
  z.object({
    index: z.number().int().describe('1 = Mesha'),
    name: z.string(),
    name_en: z.string(),
  }),
);
const point = {
  longitude_deg: z.number().describe('sidereal longitude, degrees'),
  rashi,
  degree_in_rashi: z.number(),
  nakshatra: z.object({
    index: z.number().int().describe('1 = Ashvini'),
    name: z.string(),
    lord: z.string(),
  }),
  pada: z.number().int(),
};
const birthEcho = lazySchema(() =>
  z.object({
    datetime: z.string(),
    utc: z.string(),
    jd_ut: z.number(),
    offset: z.string(),
    lat: z.number(),
    lon: z.number(),
    place: z.string().optional(),
  }),
);
const settingsFields = {
  ayanamsha: z.string(),
  ayanamsha_deg: z.number(),
  node: z.string(),
  house_system: z.string(),
  zodiac: z.literal('sidereal'),
};
const settings = lazySchema(() => z.object(settingsFields));
const graha = lazySchema(() =>
  z.object({
    name: z.string(),
    ...point,
    latitude_deg: z.number(),
    speed_deg_per_day: z.number(),
    retrograde: z.boolean(),
    house: z.number().int(),
  }),
);
const lagna = lazySchema(() => z.object(point));
const bhava = lazySchema(() =>
  z.object({
    bhava: z.number().int(),
    cusp_deg: z.number(),
    madhya_deg: z.number().optional(),
    rashi: real(rashi),
    lord: z.string(),
    grahas: z.array(z.string()),
  }),
);
const vargaPlace = lazySchema(() =>
  z.object({ rashi: real(rashi), lon_in_varga_deg: z.number().nullable() }),
);
const varga = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    divisions: z.number().int(),
    method: z.string(),
    lagna: real(vargaPlace),
    grahas: z.record(z.string(), real(vargaPlace)),
  }),
);
interface Period {
  lord: string;
  name?: string;
  sign?: number;
  nakshatra?: number;
  signs?: number[];
  start: string;
  end: string;
  periods?: Period[];
}
const period: z.ZodType<Period> = lazySchema(() =>
  z.lazy(() =>
    z.object({
      lord: z.string(),
      name: z.string().optional(),
      sign: z.number().int().optional(),
      nakshatra: z
        .number()
        .int()
        .optional()
        .describe('1-27 (1 = Ashwini) when the lord is a nakshatra (Saptarishi Nakshatra dasha)'),
      signs: z
        .array(z.number().int())
        .optional()
        .describe(
          'Sudarshana chakra dasha: the signs (1-12) counted from lagna, the Moon and the Sun',
        ),
      start: z.string(),
      end: z.string(),
      periods: z.array(real(period)).optional(),
    }),
  ),
);
const variantUsed = lazySchema(() =>
  z
    .object({ id: z.string(), name: z.string(), source: z.string() })
    .nullable()
    .describe(
      'the variant used, for systems with several readings (docs/dashas.md); null for the others',
    ),
);
const dasha = lazySchema(() =>
  z.object({
    system: z.string(),
    name: z.string(),
    kind: z.string(),
    source: z.string(),
    variant: real(variantUsed),
    year_days: z.number(),
    levels: z.array(z.string()),
    periods: z.array(real(period)),
  }),
);

export const tChartResponse = lazySchema(() =>
  tBody({
    birth: real(birthEcho),
    settings: real(settings).extend({ dasha_year_days: z.number() }),
    lagna: real(lagna),
    grahas: z.array(real(graha)),
    bhavas: z.array(real(bhava)),
    vargas: z.record(z.string(), real(varga)),
    dashas: z.record(z.string(), real(dasha)),
    special_lagnas: real(specialLagnasSchema).optional().describe('with include special_lagnas'),
    upagrahas: real(upagrahasSchema).optional().describe('with include upagrahas'),
    jaimini: real(jaiminiSchema).optional().describe('with include jaimini'),
  }),
);
export const tSpecialLagnasResponse = lazySchema(() =>
  tBody({
    birth: real(birthEcho),
    settings: real(settings),
    special_lagnas: real(specialLagnasSchema),
  }),
);
export const tUpagrahasResponse = lazySchema(() =>
  tBody({ birth: real(birthEcho), settings: real(settings), upagrahas: real(upagrahasSchema) }),
);
export const tJaiminiResponse = lazySchema(() =>
  tBody({ birth: real(birthEcho), settings: real(settings), jaimini: real(jaiminiSchema) }),
);
export const tVargaResponse = lazySchema(() =>
  tBody({ birth: real(birthEcho), settings: real(settings), varga: real(varga) }),
);
const saham = lazySchema(() =>
  z.object({
    name: z.string(),
    meaning: z.string(),
    formula: z.string(),
    correction_deg: z.number().describe('30 when the Tajaka correction applied, else 0'),
    ...point,
  }),
);
export const tSahamResponse = lazySchema(() =>
  tBody({
    birth: real(birthEcho),
    settings: real(settings).extend({ tajaka_correction: z.string() }),
    sahams: z.array(real(saham)),
  }),
);
export const tDashaResponse = lazySchema(() =>
  tBody({
    birth: real(birthEcho)
      .optional()
      .describe('the birth the dasha was computed from (when the request sent one)'),
    moon_longitude_sidereal: z.number(),
    epoch: z
      .string()
      .optional()
      .describe('with a Moon longitude: the instant the dasha is reckoned from, UTC'),
    epoch_source: z
      .string()
      .optional()
      .describe(
        'with a Moon longitude: epoch (given), or from (no epoch: the timeline starts at `from`)',
      ),
    window: z.object({ from: z.string(), to: z.string(), depth: z.number().int() }),
    dasha: real(dasha),
  }),
);
const placeEcho = lazySchema(() =>
  z.object({
    lat: z.number(),
    lon: z.number(),
    zone: z.string(),
    zone_source: z
      .string()
      .describe('where the zone came from: the boundary lookup, or the request'),
  }),
);
export const tPanchangResponse = lazySchema(() =>
  tBody({
    place: real(placeEcho),
    panchang: A.snakeSchema(real(A.panchangDayWithCalendarsSchema)),
    convention: z.string(),
  }),
);
export const tMuhurtaResponse = lazySchema(() =>
  tBody({
    place: real(placeEcho),
    date: z.string(),
    muhurta: A.snakeSchema(real(A.muhurtaDivisionsSchema)),
  }),
);
const riseSet = lazySchema(() =>
  z.object({
    sunrise: z.string().nullable(),
    sunset: z.string().nullable(),
    sun_polar: z.string().nullable(),
    moonrise: z.string().nullable(),
    moonset: z.string().nullable(),
    moon_polar: z.string().nullable(),
    definition: z.string(),
  }),
);
export const tRiseSetResponse = lazySchema(() =>
  tBody({
    place: real(placeEcho),
    date: z.string(),
    hindu: real(riseSet),
    civil: real(riseSet),
  }),
);
export const tAyanamshaResponse = lazySchema(() =>
  tBody({
    date: z.string(),
    utc: z.string(),
    jd_ut: z.number(),
    values: z.array(z.object({ name: z.string(), value_deg: z.number() })),
  }),
);
export const tUtsavasResponse = lazySchema(() =>
  tBody({
    ...real(rUtsavasResponseSchema).shape,
    store: z
      .enum(['prerendered', 'on-demand'])
      .describe(
        'how the year was made: prerendered by the cron job, or computed on demand (for this request, or an earlier one)',
      ),
    from_store: z
      .boolean()
      .describe('read from the store (true) or computed for this request (false)'),
    stored_at: z
      .string()
      .nullable()
      .describe('when the stored year was written (ISO 8601), null when computed for this request'),
  }),
);
export const tRectifyResponse = lazySchema(() =>
  tBody({
    birth: real(birthEcho),
    window_minutes: z.number().int(),
    grid_minutes: z.number().int(),
    note: z.string(),
    result: A.snakeSchema(z.object(A.rectifyResultFields)),
  }),
);
const vectorPart = lazySchema(() =>
  z.object({
    name: z.string(),
    value: z.number().min(0).max(1),
    formula: z.string(),
    source: z.string(),
  }),
);
export const tSahajaResponse = lazySchema(() =>
  tBody({
    birth: real(birthEcho),
    settings: real(settings),
    vector: z.array(real(vectorPart)).length(9),
    note: z.string(),
  }),
);
const structure = <K extends string, S extends z.ZodType>(key: K, schema: S) =>
  tBody({ birth: birthEcho, settings, [key]: schema } as {
    birth: typeof birthEcho;
    settings: typeof settings;
  } & Record<K, S>);
export const tYogasResponse = lazySchema(() =>
  structure('yogas', z.array(A.snakeSchema(real(A.detectedYogaSchema)))),
);
export const tAshtakavargaResponse = lazySchema(() =>
  structure(
    'ashtakavarga',
    z.object({
      signs: z.array(real(rashi)).length(12),
      sav: z.array(z.number().int()).length(12),
      bav: A.bavSchema,
      lagna_bav: z
        .array(z.number().int())
        .length(12)
        .optional()
        .describe("the lagna's BAV (engine 2026.11 and later)"),
      reduced: A.snakeSchema(real(A.ashtakavargaReducedSchema)),
      sodhya_pinda: A.snakeSchema(real(A.sodhyaPindaSchema)),
      source: z.string(),
    }),
  ),
);
export const tShadbalaResponse = lazySchema(() =>
  structure(
    'shadbala',
    z.object({
      grahas: A.snakeSchema(real(A.shadbalaGrahasSchema)),
      context: A.snakeSchema(real(A.shadbalaContextSchema)),
      source: z.string(),
    }),
  ),
);
export const tBhavaBalaResponse = lazySchema(() =>
  structure(
    'bhava_bala',
    z.object({ bhavas: z.array(A.snakeSchema(real(A.bhavaStrengthSchema))), source: z.string() }),
  ),
);
export const tKpResponse = lazySchema(() =>
  structure(
    'kp',
    z.object({
      grahas: z.array(A.snakeSchema(real(A.kpGrahaSchema))),
      cusps: z
        .array(A.snakeSchema(real(A.kpCuspSchema)))
        .nullable()
        .describe('null inside the polar circles (Placidus undefined)'),
      cusp_note: z.string().nullable(),
      source: z.string(),
    }),
  ),
);
export const tKarakasResponse = lazySchema(() =>
  structure(
    'karakas',
    z.object({
      scheme: z.union([z.literal(7), z.literal(8)]),
      karakas: real(A.karakaMapSchema),
      ranking: A.snakeSchema(real(A.karakaRankingSchema)),
      source: z.string(),
    }),
  ),
);
export const tHousesResponse = lazySchema(() =>
  structure(
    'houses',
    z.object({
      ascendant_deg: z.number(),
      mc_deg: z.number(),
      cusps_deg: z
        .record(z.string(), z.array(z.number()).nullable())
        .describe(
          '12 cusps per house system (whole_sign, equal, sripati, placidus); null where a system is undefined',
        ),
      undefined: z
        .record(z.string(), z.string())
        .describe('why a system is null here (Placidus inside the polar circles)'),
    }),
  ),
);
export const tDoshasResponse = lazySchema(() =>
  structure('doshas', A.snakeSchema(real(A.doshaReportSchema))),
);
export const tPlanetsResponse = lazySchema(() =>
  tBody({
    datetime: z.string(),
    utc: z.string(),
    jd_ut: z.number(),
    ayanamsha: z.object({ name: z.string(), value_deg: z.number() }),
    grahas: z.array(
      real(graha).omit({ house: true }).extend({ tropical_longitude_deg: z.number() }),
    ),
  }),
);
const ingress = lazySchema(() =>
  z.object({
    at: z.string(),
    jd_ut: z.number(),
    entered: z.object({ index: z.number().int(), name: z.string() }),
    retrograde: z.boolean(),
  }),
);
export const tTransitResponse = lazySchema(() =>
  tBody({
    transit: z.object({
      graha: z.string(),
      from: z.string(),
      to: z.string(),
      sign_ingresses: z.array(real(ingress)),
      nakshatra_ingresses: z.array(real(ingress)),
      stations: z.array(
        z.object({ kind: z.enum(['retrograde', 'direct']), at: z.string(), jd_ut: z.number() }),
      ),
      returns: z
        .array(z.object({ at: z.string(), jd_ut: z.number(), retrograde: z.boolean() }))
        .nullable()
        .describe('returns to the natal longitude; null without natal'),
      return_to_deg: z.number().nullable(),
    }),
  }),
);

export const tBasicChart = lazySchema(() =>
  z.object({
    birth: real(birthEcho),
    ayanamsha_deg: z.number(),
    lagna: real(lagna),
    grahas: z.array(real(graha)),
  }),
);
export const tBulkResponse = lazySchema(() =>
  tBody({
    count: z.number().int(),
    settings: real(settings).omit({ ayanamsha_deg: true }),
    charts: z.array(
      real(tBasicChart).extend({
        index: z.number().int(),
        id: z.string().optional().describe('the id given with the birth'),
      }),
    ),
  }),
);

export {
  tAdminTierResponse,
  tAttributionResponse,
  tKeyIssuedResponse,
  tKeyRevokedResponse,
  tKeysResponse,
  tUsageResponse,
} from '../shared/key-responses.js';

const savedSummary = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string().nullable(),
    created_at: z.string(),
    birth: z.object({
      datetime: z.string(),
      lat: z.number(),
      lon: z.number(),
      place: z.string().optional(),
    }),
  }),
);
export const tSavedChartResponse = lazySchema(() =>
  z.object({
    ...meta(),
    ...real(savedSummary).shape,
    chart: real(tChartResponse).omit({
      engine_version: true,
      environment: true,
      attribution: true,
    }),
  }),
);
export const tSavedChartsResponse = lazySchema(() =>
  z.object({
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
    charts: z.array(real(savedSummary)),
  }),
);
export const tDeletedResponse = lazySchema(() =>
  z.object({ deleted: z.literal(true), id: z.string() }),
);

export const tVarshaphalResponse = lazySchema(() =>
  tBody({
    birth: real(birthEcho),
    settings: real(settings),
    varshaphal: real(varshaphalSchema),
  }),
);
