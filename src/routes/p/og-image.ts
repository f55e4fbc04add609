/**
 * @module Family P `GET /p/api/og-image?title&lang&tier&price&format` (docs/family-p.md "SVG
 * card"): the 1200 x 630 social card. The render Worker draws it (src/render/worker.ts: text
 * shaped by HarfBuzz and drawn as paths; `format=png` rasterised by resvg, because the big social
 * sites do not take SVG for og:image), reached through the `RENDER` service binding, so this
 * Worker carries none of the fonts, the shaper or the rasteriser. Every result is stored in KV by
 * a digest of its input and the template version, and sent with a long public Cache-Control and
 * an ETag.
 */
import type { Context } from 'hono';
import { CARD_TEMPLATE_VERSION, type CardInput } from '../../engine/card/card.js';
import { ogImageQuerySchema } from './og-image-query.js';
import type { AppEnv } from '../../http/context.js';
import { parseQuery } from '../../http/input.js';
import { renderService } from '../shared/render-service.js';
import { sha256Hex } from '../../platform/crypto.js';
import {
  HOUR_MS,
  MemoryBucket,
  anonymousCacheWrite,
  limitComputation,
  type LimitOptions,
} from '../../http/rate-limit.js';

const CACHE_CONTROL = 'public, max-age=604800, immutable';

/**
 * Cards drawn per client address (IPv6 by /64) per hour: cached cards are free, each new one
 * (a render, and for PNG a rasterisation of up to 1.6 s) counts. The limit lives in the route, so
 * it holds wherever the renderer runs.
 */
export const CARD_RENDER_LIMIT: LimitOptions = {
  bucket: 'p-card-render',
  limit: 60,
  windowMs: HOUR_MS,
  retryAfter: true,
};
const renderFallback = new MemoryBucket(CARD_RENDER_LIMIT.limit, CARD_RENDER_LIMIT.windowMs);

export async function getOgImage(c: Context<AppEnv>): Promise<Response> {
  const q = parseQuery(c, ogImageQuerySchema);
  const input: CardInput = {
    title: q.title,
    lang: q.lang ?? 'en',
    ...(q.tier ? { tier: q.tier } : {}),
    ...(q.price ? { price: q.price } : {}),
  };
  const format = q.format ?? 'svg';
  // the text enters the key only as its digest: one fixed-size key per card, whatever its text
  const key = `card:v${CARD_TEMPLATE_VERSION}:${await sha256Hex(JSON.stringify(input))}.${format}`;
  const type = format === 'png' ? 'image/png' : 'image/svg+xml';
  const stored = await c.env.CACHE.get(key, 'arrayBuffer');
  if (stored)
    return new Response(stored, {
      headers: { 'content-type': type, 'Cache-Control': CACHE_CONTROL, 'X-Cache': 'HIT' },
    });
  await limitComputation(c, CARD_RENDER_LIMIT, renderFallback, 'card');
  const { bytes, truncated } = await renderService(c.env, 'title').card(input, format);
  const store = await anonymousCacheWrite(c.env);
  if (store) await c.env.CACHE.put(key, bytes, { expirationTtl: 30 * 86400 });
  return new Response(bytes, {
    headers: {
      'content-type': type,
      'Cache-Control': CACHE_CONTROL,
      'X-Cache': store ? 'MISS' : 'BYPASS',
      'X-Card-Truncated': String(truncated),
    },
  });
}
