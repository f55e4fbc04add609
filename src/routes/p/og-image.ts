/**
 * @module Family P `GET /p/api/og-image?title&lang&tier&price&format` (docs/family-p.md "SVG
 * card"): the 1200 x 630 social card. Text is shaped with fontkit and drawn as paths
 * (src/engine/card); `format=png` rasterises that SVG with resvg (WebAssembly), because the big
 * social sites do not take SVG for og:image. Every result is stored in KV by a digest of its
 * input and the template version, and sent with a long public Cache-Control and an ETag.
 *
 * Loaded on first use (a dynamic import from src/routes/p/index.ts): its fonts (950 KB) and the
 * resvg WebAssembly module are not parsed or compiled by isolates that never draw a card.
 */
import type { Context } from 'hono';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import resvgWasm from '@resvg/resvg-wasm/index_bg.wasm';
import * as fontkit from 'fontkit';
import { CARD_TEMPLATE_VERSION, renderCardSvg, type CardFonts, type CardInput } from '../../engine/card/card.js';
import { ogImageQuerySchema } from './og-image-query.js';
import type { AppEnv } from '../../http/context.js';
import { parseQuery } from '../../http/input.js';
import { sha256Hex } from '../../services/crypto.js';
import { HOUR_MS, MemoryBucket, anonymousCacheWrite, limitComputation, type LimitOptions } from '../../http/rate-limit.js';
import latin from '../../../assets/fonts/latin.ttf';
import devanagari from '../../../assets/fonts/devanagari.ttf';
import bengali from '../../../assets/fonts/bengali.ttf';
import tamil from '../../../assets/fonts/tamil.ttf';
import telugu from '../../../assets/fonts/telugu.ttf';
import kannada from '../../../assets/fonts/kannada.ttf';
import malayalam from '../../../assets/fonts/malayalam.ttf';
import gujarati from '../../../assets/fonts/gujarati.ttf';

const FONT_FILES: Readonly<Record<string, ArrayBuffer>> = { latin, devanagari, bengali, tamil, telugu, kannada, malayalam, gujarati };

let fonts: CardFonts | undefined;
/** The eight card fonts, parsed once per isolate. */
export function cardFonts(): CardFonts {
  fonts ??= Object.fromEntries(Object.entries(FONT_FILES).map(([k, buf]) => [k, fontkit.create(new Uint8Array(buf))]));
  return fonts;
}

let wasmReady: Promise<void> | undefined;
/** The PNG of a path-only SVG at its own size (resvg; no system fonts: the SVG has no text). */
export async function svgToPng(svg: string): Promise<Uint8Array> {
  wasmReady ??= initWasm(resvgWasm);
  await wasmReady;
  const r = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  const img = r.render();
  const png = img.asPng();
  img.free();
  r.free();
  return png;
}

const CACHE_CONTROL = 'public, max-age=604800, immutable';

/**
 * Cards drawn per client address (IPv6 by /64) per hour: cached cards are free, each new one
 * (a render, and for PNG a rasterisation of up to 1.6 s) counts. The limit lives in the route, so
 * it holds wherever the renderer runs.
 */
export const CARD_RENDER_LIMIT: LimitOptions = { bucket: 'p-card-render', limit: 60, windowMs: HOUR_MS, retryAfter: true };
const renderFallback = new MemoryBucket(CARD_RENDER_LIMIT.limit, CARD_RENDER_LIMIT.windowMs);

export async function getOgImage(c: Context<AppEnv>): Promise<Response> {
  const q = parseQuery(c, ogImageQuerySchema);
  const input: CardInput = { title: q.title, lang: q.lang ?? 'en', ...(q.tier ? { tier: q.tier } : {}), ...(q.price ? { price: q.price } : {}) };
  const format = q.format ?? 'svg';
  // the text enters the key only as its digest: one fixed-size key per card, whatever its text
  const key = `card:v${CARD_TEMPLATE_VERSION}:${await sha256Hex(JSON.stringify(input))}.${format}`;
  const type = format === 'png' ? 'image/png' : 'image/svg+xml';
  const stored = await c.env.CACHE.get(key, 'arrayBuffer');
  if (stored) return new Response(stored, { headers: { 'content-type': type, 'Cache-Control': CACHE_CONTROL, 'X-Cache': 'HIT' } });
  await limitComputation(c, CARD_RENDER_LIMIT, renderFallback, 'card');
  const { svg, truncated } = renderCardSvg(input, cardFonts());
  const bytes = format === 'png' ? await svgToPng(svg) : new TextEncoder().encode(svg);
  const store = await anonymousCacheWrite(c.env);
  if (store) await c.env.CACHE.put(key, bytes, { expirationTtl: 30 * 86400 });
  return new Response(bytes, { headers: { 'content-type': type, 'Cache-Control': CACHE_CONTROL, 'X-Cache': store ? 'MISS' : 'BYPASS', 'X-Card-Truncated': String(truncated) } });
}
