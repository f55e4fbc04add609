/**
 * @module Family R `POST /api/chart`: flat birth fields with a numeric UTC offset, answering the
 * SovereignChart. Errors in E1.
 */
import type { Context } from 'hono';
import * as z from 'zod';
import { DEFAULT_CHART_SETTINGS, sovereignChart } from '../../engine/chart/sovereign.js';
import type { AppEnv } from '../../http/context.js';
import { respond } from '../../http/family-app.js';
import { rChartResponseSchema } from './responses.js';
import { saveChartForSession } from './chart-save.js';
import { parseJsonBody } from '../../http/input.js';
import { ayanamsaSchema, houseSystemSchema, latSchema, lonSchema, nodeModeSchema, refineRealDate, tzHoursSchema, yearSchema } from '../schemas.js';

export const rChartBodySchema = z
  .strictObject({
    year: yearSchema,
    month: z.number().int().min(1).max(12),
    day: z.number().int().min(1).max(31),
    hour: z.number().int().min(0).max(23),
    minute: z.number().int().min(0).max(59),
    second: z.number().min(0).lt(60).optional(),
    lat: latSchema,
    lon: lonSchema,
    tzHours: tzHoursSchema,
    name: z.string().max(200).optional(),
    ayanamsa: ayanamsaSchema.optional(),
    nodeMode: nodeModeSchema.optional(),
    houseSystem: houseSystemSchema.optional(),
    karakaScheme: z.union([z.literal(7), z.literal(8)]).optional(),
    dashaYearDays: z.union([z.literal(365.25), z.literal(365.2425), z.literal(365.256363), z.literal(360)]).optional(),
  })
  .superRefine(refineRealDate);
export type RChartBody = z.output<typeof rChartBodySchema>;

export const R_CHART_PARSE = { rangeCodes: { year: 'OUT_OF_EPOCH_RANGE' } };

/** Compute the SovereignChart response object for a validated body. */
export function rChartResponse(body: RChartBody) {
  const settings = {
    ayanamsa: body.ayanamsa ?? DEFAULT_CHART_SETTINGS.ayanamsa,
    nodeMode: body.nodeMode ?? DEFAULT_CHART_SETTINGS.nodeMode,
    houseSystem: body.houseSystem ?? DEFAULT_CHART_SETTINGS.houseSystem,
    karakaScheme: body.karakaScheme ?? DEFAULT_CHART_SETTINGS.karakaScheme,
    dashaYearDays: body.dashaYearDays ?? DEFAULT_CHART_SETTINGS.dashaYearDays,
  };
  const { chart } = sovereignChart(
    { year: body.year, month: body.month, day: body.day, hour: body.hour, minute: body.minute, second: body.second ?? 0, latDeg: body.lat, lonDeg: body.lon, tzHours: body.tzHours },
    settings,
  );
  const { utc, jdUt, ...rest } = chart;
  return { ok: true as const, input: { ...body, second: body.second ?? 0, ...settings, utc, jdUt }, ...rest };
}

export async function postChart(c: Context<AppEnv>): Promise<Response> {
  const body = await parseJsonBody(c, rChartBodySchema, R_CHART_PARSE);
  const result = rChartResponse(body);
  return saveChartForSession(c, body, result.input, respond(c, rChartResponseSchema, result));
}
