/**
 * @module Family T's success bodies as zod schemas: the OpenAPI response schemas are generated from
 * them and handlers answer through tRespond typed against them. Every body starts with
 * `engine_version` and `environment`; Starter answers add `attribution`. Large structures are typed
 * at their top and entry levels and allow added fields (docs/versioning.md).
 */
import * as z from 'zod';

const meta = {
  engine_version: z.string(),
  environment: z.enum(['production', 'sandbox']),
  attribution: z.object({ text: z.string(), url: z.string(), required: z.literal(true) }).optional(),
};
const tBody = <T extends z.ZodRawShape>(shape: T) => z.looseObject({ ...meta, ...shape });

const rashi = z.object({ index: z.number().int(), name: z.string(), name_en: z.string() });
const point = {
  longitude_deg: z.number(),
  rashi,
  degree_in_rashi: z.number(),
  nakshatra: z.object({ index: z.number().int(), name: z.string(), lord: z.string() }),
  pada: z.number().int(),
};
const birthEcho = z.looseObject({ datetime: z.string(), utc: z.string(), jd_ut: z.number(), offset: z.string(), lat: z.number(), lon: z.number(), place: z.string().optional() });
const settings = z.looseObject({ ayanamsha: z.string(), ayanamsha_deg: z.number(), node: z.string(), house_system: z.string(), zodiac: z.literal('sidereal') });
const graha = z.looseObject({ name: z.string(), ...point, latitude_deg: z.number(), speed_deg_per_day: z.number(), retrograde: z.boolean(), house: z.number().int() });
const lagna = z.looseObject(point);
const bhava = z.looseObject({ bhava: z.number().int(), cusp_deg: z.number(), rashi, lord: z.string(), grahas: z.array(z.string()) });
const vargaPlace = z.object({ rashi, lon_in_varga_deg: z.number().nullable() });
const varga = z.looseObject({ id: z.string(), name: z.string(), divisions: z.number().int(), method: z.string(), lagna: vargaPlace, grahas: z.record(z.string(), vargaPlace) });
interface Period { lord: string; name?: string; sign?: number; start: string; end: string; periods?: Period[] }
const period: z.ZodType<Period> = z.lazy(() => z.object({ lord: z.string(), name: z.string().optional(), sign: z.number().int().optional(), start: z.string(), end: z.string(), periods: z.array(period).optional() }));
const variantUsed = z.object({ id: z.string(), name: z.string(), source: z.string() }).nullable().describe('the variant used, for systems with several readings (docs/dashas.md); null for the others');
const dasha = z.looseObject({ system: z.string(), name: z.string(), kind: z.string(), source: z.string(), variant: variantUsed, year_days: z.number(), levels: z.array(z.string()), periods: z.array(period) });

export const tChartResponse = tBody({
  birth: birthEcho,
  settings,
  lagna,
  grahas: z.array(graha),
  bhavas: z.array(bhava),
  vargas: z.record(z.string(), varga),
  dashas: z.record(z.string(), dasha),
});
export const tVargaResponse = tBody({ birth: birthEcho, settings, varga });
export const tSahamResponse = tBody({ birth: birthEcho, settings, sahams: z.array(z.looseObject({ name: z.string(), longitude_deg: z.number(), formula: z.string() })) });
export const tDashaResponse = tBody({ moon_longitude_sidereal: z.number(), window: z.object({ from: z.string(), to: z.string(), depth: z.number().int() }), dasha });
const placeEcho = z.object({ lat: z.number(), lon: z.number(), zone: z.string(), zone_source: z.string() });
export const tPanchangResponse = tBody({ place: placeEcho, panchang: z.looseObject({ date: z.string(), polar: z.enum(['day', 'night']).nullable(), tithi: z.array(z.unknown()), nakshatra: z.array(z.unknown()), yoga: z.array(z.unknown()), karana: z.array(z.unknown()) }), convention: z.string() });
export const tMuhurtaResponse = tBody({ place: placeEcho, date: z.string(), muhurta: z.looseObject({}) });
const riseSet = z.object({ sunrise: z.string().nullable(), sunset: z.string().nullable(), sun_polar: z.string().nullable(), moonrise: z.string().nullable(), moonset: z.string().nullable(), moon_polar: z.string().nullable(), definition: z.string() });
export const tRiseSetResponse = tBody({ place: placeEcho, date: z.string(), hindu: riseSet, civil: riseSet });
export const tAyanamshaResponse = tBody({ date: z.string(), utc: z.string(), jd_ut: z.number(), values: z.array(z.object({ name: z.string(), value_deg: z.number() })) });
export const tUtsavasResponse = tBody({ year: z.number().int(), count: z.number().int(), utsavas: z.array(z.looseObject({ date: z.string(), name: z.string() })), store: z.enum(['prerendered', 'on-demand']).describe('how the year was made: prerendered by the cron job, or computed on demand (for this request, or an earlier one)'), from_store: z.boolean().describe('read from the store (true) or computed for this request (false)'), stored_at: z.string().nullable() });
export const tRectifyResponse = tBody({ birth: birthEcho, window_minutes: z.number().int(), grid_minutes: z.number().int(), note: z.string(), result: z.looseObject({ candidates: z.array(z.unknown()) }) });
const vectorPart = z.object({ name: z.string(), value: z.number().min(0).max(1), formula: z.string(), source: z.string() });
export const tSahajaResponse = tBody({ birth: birthEcho, settings, vector: z.array(vectorPart).length(9), note: z.string() });
const structure = <K extends string>(key: K, schema: z.ZodType) => tBody({ birth: birthEcho, settings, [key]: schema } as { birth: typeof birthEcho; settings: typeof settings } & Record<K, z.ZodType>);
export const tYogasResponse = structure('yogas', z.array(z.looseObject({ id: z.string(), name: z.string(), source: z.string() })));
export const tAshtakavargaResponse = structure('ashtakavarga', z.looseObject({ sav: z.array(z.number()), bav: z.record(z.string(), z.array(z.number())) }));
export const tShadbalaResponse = structure('shadbala', z.looseObject({ grahas: z.record(z.string(), z.unknown()) }));
export const tBhavaBalaResponse = structure('bhava_bala', z.looseObject({ bhavas: z.array(z.unknown()) }));
export const tKpResponse = structure('kp', z.looseObject({ grahas: z.unknown(), cusps: z.unknown() }));
export const tKarakasResponse = structure('karakas', z.looseObject({ scheme: z.number().int(), karakas: z.record(z.string(), z.unknown()) }));
export const tHousesResponse = structure('houses', z.looseObject({ ascendant_deg: z.number(), mc_deg: z.number(), cusps_deg: z.record(z.string(), z.array(z.number()).nullable()), undefined: z.record(z.string(), z.string()).describe('why a system is null here (Placidus inside the polar circles)') }));
export const tDoshasResponse = structure('doshas', z.looseObject({ present: z.array(z.string()) }));
export const tPlanetsResponse = tBody({ datetime: z.string(), utc: z.string(), jd_ut: z.number(), ayanamsha: z.object({ name: z.string(), value_deg: z.number() }), grahas: z.array(graha.omit({ house: true })) });
const instantItem = z.looseObject({ at: z.string(), jd_ut: z.number() });
export const tTransitResponse = tBody({ transit: z.looseObject({ graha: z.string(), from: z.string(), to: z.string(), sign_ingresses: z.array(instantItem), nakshatra_ingresses: z.array(instantItem), stations: z.array(instantItem), returns: z.array(instantItem).nullable() }) });

export const tBasicChart = z.looseObject({ birth: birthEcho, ayanamsha_deg: z.number(), lagna, grahas: z.array(graha) });
export const tBulkResponse = tBody({ count: z.number().int(), settings: z.looseObject({}), charts: z.array(z.looseObject({ index: z.number().int(), id: z.string().optional() }).and(tBasicChart)) });

export { tAdminTierResponse, tAttributionResponse, tKeyIssuedResponse, tKeyRevokedResponse, tKeysResponse, tUsageResponse } from '../shared/key-responses.js';

const savedSummary = z.object({ id: z.string(), name: z.string().nullable(), created_at: z.string(), birth: z.looseObject({ datetime: z.string(), lat: z.number(), lon: z.number() }) });
export const tSavedChartResponse = z.looseObject({ ...meta, ...savedSummary.shape, chart: tChartResponse.omit({ engine_version: true, environment: true, attribution: true }) });
export const tSavedChartsResponse = z.object({ total: z.number().int(), limit: z.number().int(), offset: z.number().int(), charts: z.array(savedSummary) });
export const tDeletedResponse = z.object({ deleted: z.literal(true), id: z.string() });
