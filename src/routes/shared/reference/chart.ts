/**
 * @module Family R `POST /api/chart`: flat birth fields with a numeric UTC offset, answering the
 * SovereignChart. Errors in E1.
 */
import type { Context } from 'hono';
import * as z from 'zod';
import {
  DEFAULT_CHART_SETTINGS,
  sovereignChart,
  sovereignChartParts,
} from '../../../engine/chart/sovereign.js';
import { birthOfR } from '../birth.js';
import { includePlan, pickKeys, rChartQuerySchema } from './chart-include.js';
import type { AppEnv } from '../../../http/context.js';
import { respond } from '../../../http/family-app.js';
import { rChartResponseSchema } from './responses.js';
import { saveChartForSession } from './chart-save.js';
import { parseJsonBody, parseQuery } from '../../../http/input.js';
import {
  ayanamsaSchema,
  houseSystemSchema,
  latSchema,
  lonSchema,
  nodeModeSchema,
  refineRealDate,
  tzHoursSchema,
  yearSchema,
  SUPPORTED_YEARS,
} from '../../schemas.js';
import { assertHouseSystemDefined } from '../structures.js';
import { lazySchema } from '../../../http/lazy-schema.js';

/**
 * The birth fields shared by the chart and its drawing; `num` adapts a numeric rule to the
 * transport (a JSON number, or query text for GET /api/chart.svg).
 */
export function rBirthFields(num: (rule: z.ZodNumber) => z.ZodType<number, unknown>) {
  return {
    year: num(yearSchema).describe(`birth year, proleptic Gregorian, ${SUPPORTED_YEARS}`),
    month: num(z.number().int().min(1).max(12)).describe('birth month, 1 to 12'),
    day: num(z.number().int().min(1).max(31)).describe('day of the month; the date must exist'),
    hour: num(z.number().int().min(0).max(23)).describe(
      'hour of the local civil time of birth, 0 to 23',
    ),
    minute: num(z.number().int().min(0).max(59)).describe(
      'minute of the local civil time, 0 to 59',
    ),
    second: num(z.number().min(0).lt(60))
      .optional()
      .describe('second of the local civil time, 0 to below 60 (default 0)'),
    lat: num(latSchema).describe(
      'latitude of the birthplace in degrees, north positive (-90 to 90)',
    ),
    lon: num(lonSchema).describe(
      'longitude of the birthplace in degrees, east positive (-180 to 180)',
    ),
    tzHours: num(tzHoursSchema).describe(
      'UTC offset of the local time in hours, east positive (India 5.5; -14 to 14)',
    ),
    name: z
      .string()
      .max(200)
      .optional()
      .describe(
        'a label for the chart (at most 200 characters); nothing is stored unless the request saves it',
      ),
    ayanamsa: ayanamsaSchema
      .optional()
      .describe('sidereal zero point (default lahiri); aliases such as kp are accepted'),
    nodeMode: nodeModeSchema
      .optional()
      .describe('Rahu and Ketu from the mean (default) or the true lunar node'),
  };
}

/** The fields of the chart body (JSON numbers), for schemas that add their own. */
export const rChartBodyFields = {
  ...rBirthFields((rule) => rule),
  houseSystem: houseSystemSchema.optional(),
  karakaScheme: z.union([z.literal(7), z.literal(8)]).optional(),
  dashaYearDays: z
    .union([z.literal(365.25), z.literal(365.2425), z.literal(365.256363), z.literal(360)])
    .optional(),
};

export const rChartBodySchema = lazySchema(() =>
  z.strictObject(rChartBodyFields).superRefine(refineRealDate),
);
export type RChartBody = z.output<typeof rChartBodySchema>;

export const R_CHART_PARSE = { rangeCodes: { year: 'OUT_OF_EPOCH_RANGE' } } as const;

/** The resolved settings of a validated body (defaults filled). */
function chartSettings(body: RChartBody) {
  return {
    ayanamsa: body.ayanamsa ?? DEFAULT_CHART_SETTINGS.ayanamsa,
    nodeMode: body.nodeMode ?? DEFAULT_CHART_SETTINGS.nodeMode,
    houseSystem: body.houseSystem ?? DEFAULT_CHART_SETTINGS.houseSystem,
    karakaScheme: body.karakaScheme ?? DEFAULT_CHART_SETTINGS.karakaScheme,
    dashaYearDays: body.dashaYearDays ?? DEFAULT_CHART_SETTINGS.dashaYearDays,
  };
}

/**
 * Compute the SovereignChart response object for a validated body. Dasha periods carry their
 * local wall times at the body's own UTC offset (`dasha.zone`).
 */
export function rChartResponse(body: RChartBody) {
  const settings = chartSettings(body);
  const { basis, chart } = sovereignChart(birthOfR(body), settings, {
    zone: { tzHours: body.tzHours },
  });
  // a house system that does not exist at this latitude is refused, never substituted (docs/chart.md)
  assertHouseSystemDefined(basis, settings.houseSystem, 'houseSystem');
  const { utc, jdUt, ...rest } = chart;
  return {
    ok: true as const,
    input: { ...body, second: body.second ?? 0, ...settings, utc, jdUt },
    ...rest,
  };
}

/** The response object with only the parts an include list names (and the envelope). */
export function rChartPartsResponse(body: RChartBody, include: string) {
  const settings = chartSettings(body);
  const plan = includePlan(include);
  const { basis, chart } = sovereignChartParts(birthOfR(body), settings, {
    ...plan.selection,
    zone: { tzHours: body.tzHours },
  });
  assertHouseSystemDefined(basis, settings.houseSystem, 'houseSystem');
  const { utc, jdUt, kp, ashtakavarga, ...rest } = chart;
  return {
    ok: true as const,
    input: { ...body, second: body.second ?? 0, ...settings, utc, jdUt },
    ...rest,
    ...(kp !== undefined ? { kp: pickKeys(kp, plan.kp)! } : {}),
    ...(ashtakavarga !== undefined
      ? { ashtakavarga: pickKeys(ashtakavarga, plan.ashtakavarga) }
      : {}),
  };
}

export async function postChart(c: Context<AppEnv>): Promise<Response> {
  const { include } = parseQuery(c, rChartQuerySchema);
  const body = await parseJsonBody(c, rChartBodySchema, R_CHART_PARSE);
  if (include === undefined) {
    const result = rChartResponse(body);
    return saveChartForSession(c, body, result.input, respond(c, rChartResponseSchema, result));
  }
  const result = rChartPartsResponse(body, include);
  return saveChartForSession(c, body, result.input, respond(c, rChartResponseSchema, result));
}
