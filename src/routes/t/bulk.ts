/**
 * @module Family T's `POST /api/charts/bulk` (Pro; docs/family-t.md): up to 1,000 births per
 * request (1,001 answers 413 naming the limit; bodies up to 512 KiB), each computed as a basic
 * chart (lagna and the nine grahas with whole-sign houses). Every birth counts as one call on the
 * monthly quota. `Accept: application/x-ndjson` streams one JSON line per chart, computed as the
 * client reads (bounded memory); otherwise one JSON document.
 */
import type { Context } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../../http/context.js';
import { chargeKey } from '../../http/api-key-auth.js';
import { ApiError } from '../../http/errors.js';
import { ndjsonResponse } from '../../http/ndjson.js';
import { parseQuery, readJson, validate } from '../../http/input.js';
import { ayanamsaSchema, nodeModeSchema } from '../schemas.js';
import { chartOptions } from '../shared/operations.js';
import { tBasicChart } from './compute.js';
import { configOf, tRespond } from './envelope.js';
import * as R from './responses.js';
import { tBirthSchema, tPostQuerySchema } from './schemas.js';
import { lazySchema, real } from '../../http/lazy-schema.js';

export const BULK_MAX_BIRTHS = 1000;
export const BULK_MAX_BYTES = 512 * 1024;

export const tBulkBodySchema = lazySchema(() =>
  z.strictObject({
    births: z
      .array(real(tBirthSchema).extend({ id: z.string().min(1).max(64).optional() }))
      .min(1)
      .max(BULK_MAX_BIRTHS),
    ayanamsha: real(ayanamsaSchema).optional(),
    node: real(nodeModeSchema).optional(),
  }),
);

export async function postBulk(c: Context<AppEnv>): Promise<Response> {
  parseQuery(c, tPostQuerySchema);
  if (c.get('trace'))
    throw new ApiError(
      400,
      'INVALID_FIELD',
      'trace: bulk answers are not traced; trace single charts',
      { field: 'trace' },
    );
  const raw = await readJson(c, BULK_MAX_BYTES);
  const births = (raw as { births?: unknown } | null)?.births;
  if (Array.isArray(births) && births.length > BULK_MAX_BIRTHS) {
    throw new ApiError(
      413,
      'TOO_MANY_BIRTHS',
      `births: at most ${BULK_MAX_BIRTHS.toLocaleString('en-US')} births per request (got ${births.length.toLocaleString('en-US')}); split the list`,
      {
        field: 'births',
        details: { limit: BULK_MAX_BIRTHS, got: births.length },
      },
    );
  }
  const body = validate(tBulkBodySchema, raw);
  await chargeKey(c, body.births.length);
  const cfg = configOf(c);
  const o = chartOptions(cfg, {
    ...(body.ayanamsha ? { ayanamsa: body.ayanamsha } : {}),
    ...(body.node ? { nodeMode: body.node } : {}),
  });
  const item = (i: number) => {
    const b = body.births[i]!;
    const { id, ...birth } = b;
    return { index: i, ...(id !== undefined ? { id } : {}), ...tBasicChart(birth, o, cfg) };
  };
  const settings = {
    ayanamsha: o.ayanamsa,
    node: o.nodeMode,
    house_system: 'whole_sign',
    zodiac: 'sidereal' as const,
  };

  if ((c.req.header('accept') ?? '').toLowerCase().includes('application/x-ndjson')) {
    return ndjsonResponse({
      total: body.births.length,
      row: item,
      rowsPerChunk: 25,
      headers: {
        'X-Chart-Count': String(body.births.length),
        'X-Environment': c.get('apiKey')?.record.environment ?? 'production',
      },
    });
  }
  const charts = body.births.map((_, i) => item(i));
  return tRespond(c, R.tBulkResponse, { count: charts.length, settings, charts });
}
