/**
 * @module Family N `GET /n/api/rashifal?rashi&date&lang` (docs/family-n.md "Rashifal"): scores 1-5
 * for career, relationships, health and finance from the day's transits counted from the rashi
 * (src/engine/rashifal), with texts in English or Hindi. `rashi` 0 (Aries) to 11 (Pisces), omitted
 * for all twelve; `date` YYYY-MM-DD, default today in India. Deterministic per (rashi, date, lang);
 * served from KV when stored (the hourly cron prerenders the next day), else computed and stored.
 */
import type { Context } from 'hono';
import * as z from 'zod';
import { civilDateAt } from '../../platform/feeds/place.js';
import { loadRashifal } from '../../platform/feeds/rashifal-store.js';
import type { AppEnv } from '../../http/context.js';
import { respond } from '../../http/family-app.js';
import { parseQuery } from '../../http/input.js';
import { isoDateSchema } from '../schemas.js';
import { nLangOf, textsFor } from './lang.js';
import { nRashifalResponse, type NRashifalData } from './responses.js';
import { lazySchema } from '../../http/lazy-schema.js';

export const nRashifalQuerySchema = lazySchema(() =>
  z.strictObject({
    rashi: z
      .string()
      .regex(/^(?:[0-9]|1[01])$/, 'must be an integer from 0 (Aries) to 11 (Pisces)')
      .transform(Number)
      .optional()
      .meta({
        description: 'rashi (Moon sign) 0 Aries .. 11 Pisces; omitted: all twelve',
        pattern: '^(?:[0-9]|1[01])$',
      }),
    date: isoDateSchema
      .optional()
      .describe(
        'the day of the rashifal, YYYY-MM-DD (default today in India, IST); transits are read at its sunrise at New Delhi',
      ),
  }),
);

export async function getNRashifal(c: Context<AppEnv>): Promise<Response> {
  const q = parseQuery(c, nRashifalQuerySchema);
  const t = await textsFor(c, nLangOf(c));
  const date = q.date ?? civilDateAt(Date.now()).iso;
  const { text, source } = await loadRashifal(c.env, date, t.lang, q.rashi, t);
  return respond(
    c,
    nRashifalResponse,
    { success: true, data: JSON.parse(text) as NRashifalData },
    200,
    {
      'Cache-Control': q.date ? 'public, max-age=86400' : 'public, max-age=300',
      'X-Rashifal-Source': source,
    },
  );
}
