/**
 * @module Family N `POST /n/api/chart` (docs/family-n.md): BirthData plus `divisionalCharts`
 * (D1..D60, default D1, D9, D10), `dashaLevels` (1-3, default 2), `lang` (en | hi, else
 * Accept-Language) and `asOf` (YYYY-MM-DD, default today in India: the date the running dasha and
 * Shani are read on). Answers `{success, data: ChartData, ai: AIAnalysis}`: the chart, and its
 * reading assembled by rules with the source of every statement. The reading is a pure function
 * of (birth, settings, lang, asOf); the route reads the clock only for the default `asOf`.
 */
import { doshaReportAnswer } from '../shared/answers.js';
import type { Context } from 'hono';
import * as z from 'zod';
import {
  chartData,
  N_DEFAULT_DASHA_LEVELS,
  N_DEFAULT_VARGAS,
  N_VARGAS,
} from '../../engine/chart/chart-data.js';
import { chartReading } from '../../engine/reading/index.js';
import { civilDateAt } from '../../platform/feeds/place.js';
import type { AppEnv } from '../../http/context.js';
import { respond } from '../../http/family-app.js';
import { parseJsonBody } from '../../http/input.js';
import { isoDateSchema, refineRealDate, dateFields } from '../schemas.js';
import { nLangOf, nLangSchema, textsFor } from './lang.js';
import { packedReading } from '../../engine/reading/packed.js';
import type { Lang } from '../../engine/i18n/langs.js';
import type { TextPack } from '../../engine/texts/pack.js';
import type { NameTable } from '../../platform/names.js';
import { nChartResponse } from './responses.js';
import { birthOfN } from '../shared/birth.js';
import { nAyanamsa, nBirthFields, N_PARSE } from './schemas.js';
import { lazySchema, real } from '../../http/lazy-schema.js';

export const nChartBodySchema = lazySchema(() =>
  z
    .strictObject({
      ...nBirthFields,
      divisionalCharts: z
        .array(z.enum(N_VARGAS))
        .min(1)
        .max(N_VARGAS.length)
        .optional()
        .meta({
          description: `divisional charts to compute, any of ${N_VARGAS.join(', ')}; default ${N_DEFAULT_VARGAS.join(', ')}`,
        }),
      dashaLevels: z
        .number()
        .int()
        .min(1)
        .max(3)
        .optional()
        .meta({ description: 'Vimsottari levels: 1 maha, 2 antar (default), 3 pratyantar' }),
      lang: real(nLangSchema).optional(),
      asOf: isoDateSchema.optional().meta({
        description:
          'the date the running dasha and Shani (sade sati) are read on, at 12:00 UTC; default today in India (Asia/Kolkata)',
      }),
    })
    .superRefine(refineRealDate),
);
export type NChartBody = z.output<typeof nChartBodySchema>;

/** The answer of a validated body on a date (pure). */
export function nChartAnswer(
  body: NChartBody,
  asOfIso: string,
  lang: Lang,
  texts: { pack?: TextPack; names?: NameTable } = {},
) {
  const { year, month, day } = dateFields(asOfIso);
  const { data } = chartData({
    birth: birthOfN(body),
    ayanamsa: nAyanamsa(body),
    divisionalCharts: body.divisionalCharts ?? N_DEFAULT_VARGAS,
    dashaLevels: (body.dashaLevels ?? N_DEFAULT_DASHA_LEVELS) as 1 | 2 | 3,
    asOf: { year, month, day },
  });
  const birth = {
    year: body.year,
    month: body.month,
    day: body.day,
    hour: body.hour,
    minute: body.minute,
    latitude: body.latitude,
    longitude: body.longitude,
    timezone: body.timezone,
    ...(body.name !== undefined ? { name: body.name } : {}),
  };
  return {
    success: true as const,
    data: { birth, ...data, doshas: doshaReportAnswer(data.doshas) },
    ai:
      texts.pack && texts.names
        ? packedReading(data, lang, texts.pack.reading, texts.names)
        : chartReading(data, lang as 'en' | 'hi'),
  };
}

export async function postNChart(c: Context<AppEnv>): Promise<Response> {
  const body = await parseJsonBody(c, nChartBodySchema, N_PARSE);
  const t = await textsFor(c, nLangOf(c, body.lang));
  const asOf = body.asOf ?? civilDateAt(Date.now()).iso;
  return respond(c, nChartResponse, nChartAnswer(body, asOf, t.lang, t), 200, {
    'Cache-Control': 'no-store',
  });
}
