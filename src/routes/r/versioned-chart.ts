/**
 * @module Family R `POST /api/v1/service/chart`: the versioned chart. Body: birthDate, birthTime
 * (HH:mm:ss), birthPlace {lat, lon, tz as an IANA zone}, ayanamsa, nodeMode?. Stateless, E1
 * errors with stable codes; the same input gives a byte-identical body.
 */
import type { Context } from 'hono';
import * as z from 'zod';
import { assembleChart } from '../../engine/chart/assemble.js';
import { birthOfResolved } from '../shared/birth.js';
import { versionedChart } from '../../engine/chart/versioned.js';
import { resolveCivilTime, zoneResolutionEcho } from '../../engine/time/zones.js';
import { EngineInputError } from '../../engine/core/errors.js';
import { ApiError } from '../../http/errors.js';
import type { AppEnv } from '../../http/context.js';
import { respond } from '../../http/family-app.js';
import { rVersionedChartResponseSchema } from '../shared/reference/responses.js';
import { parseJsonBody } from '../../http/input.js';
import {
  ayanamsaSchema,
  dateFields,
  ianaZoneSchema,
  isoDateSchema,
  latSchema,
  lonSchema,
  nodeModeSchema,
} from '../schemas.js';
import { assertSupportedInstant } from '../../engine/time/supported-range.js';
import { lazySchema, real } from '../../http/lazy-schema.js';

/** The five ayanamsas the versioned route offers (spec). */
export const VERSIONED_AYANAMSAS = [
  'lahiri',
  'raman',
  'krishnamurti',
  'surya-siddhanta',
  'yukteshwar',
] as const;

export const versionedChartBodySchema = lazySchema(() =>
  z.strictObject({
    birthDate: isoDateSchema,
    birthTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/, 'must be HH:mm:ss (24-hour)'),
    birthPlace: z.strictObject({ lat: real(latSchema), lon: real(lonSchema), tz: ianaZoneSchema }),
    ayanamsa: real(ayanamsaSchema).refine(
      (a) => (VERSIONED_AYANAMSAS as readonly string[]).includes(a),
      {
        message: 'must be one of lahiri, raman, kp, surya-siddhanta, yukteshwar',
      },
    ),
    nodeMode: real(nodeModeSchema).optional(),
  }),
);

export async function postVersionedChart(c: Context<AppEnv>): Promise<Response> {
  const body = await parseJsonBody(c, versionedChartBodySchema);
  const { year, month, day } = dateFields(body.birthDate);
  const [hour, minute, second] = body.birthTime.split(':').map(Number) as [number, number, number];
  let t;
  try {
    t = resolveCivilTime(
      { year, month, day, hour, minute, second },
      { ianaZone: body.birthPlace.tz },
    );
    assertSupportedInstant(t.jdUt, 'birthDate');
  } catch (err) {
    if (err instanceof EngineInputError) {
      const field =
        err.field === 'tz'
          ? 'birthPlace.tz'
          : err.field === 'day'
            ? 'birthDate'
            : (err.field ?? 'body');
      // every message opens with the request field it names (the engine's says `tz`, or nothing)
      const message = /^tz\b/.test(err.message)
        ? err.message.replace(/^tz\b/, field)
        : err.message.startsWith(`${field}:`)
          ? err.message
          : `${field}: ${err.message}`;
      throw new ApiError(400, err.code, message, { field });
    }
    throw err;
  }
  const nodeMode = body.nodeMode ?? 'mean';
  // positions only: the versioned chart prints no cusps and no sunrise
  const { basis } = assembleChart(
    birthOfResolved(t, body.birthPlace.lat, body.birthPlace.lon),
    { ayanamsa: body.ayanamsa, nodeMode },
    { positionsOnly: true },
  );
  return respond(c, rVersionedChartResponseSchema, {
    ok: true,
    input: { ...body, nodeMode, ...zoneResolutionEcho(t), jdUt: t.jdUt },
    ...versionedChart(basis, body.ayanamsa, nodeMode),
  });
}
