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
import { renderService } from '../../render/api.js';
import { sha256Hex } from '../../services/crypto.js';

const CACHE_CONTROL = 'public, max-age=604800, immutable';

export async function getOgImage(c: Context<AppEnv>): Promise<Response> {
  const q = parseQuery(c, ogImageQuerySchema);
  const input: CardInput = { title: q.title, lang: q.lang ?? 'en', ...(q.tier ? { tier: q.tier } : {}), ...(q.price ? { price: q.price } : {}) };
  const format = q.format ?? 'svg';
  const key = `card:v${CARD_TEMPLATE_VERSION}:${await sha256Hex(JSON.stringify(input))}.${format}`;
  const type = format === 'png' ? 'image/png' : 'image/svg+xml';
  const stored = await c.env.CACHE.get(key, 'arrayBuffer');
  if (stored) return new Response(stored, { headers: { 'content-type': type, 'Cache-Control': CACHE_CONTROL, 'X-Cache': 'HIT' } });
  const { bytes, truncated } = await renderService(c.env, 'title').card(input, format);
  await c.env.CACHE.put(key, bytes, { expirationTtl: 30 * 86400 });
  return new Response(bytes, { headers: { 'content-type': type, 'Cache-Control': CACHE_CONTROL, 'X-Cache': 'MISS', 'X-Card-Truncated': String(truncated) } });
}
