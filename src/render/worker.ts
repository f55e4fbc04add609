/**
 * @module The render Worker (workers/render/wrangler.toml): everything that draws with fonts, kept
 * out of the main Worker so that its isolates never load it (docs/performance.md, "Two Workers").
 * It holds the eight card fonts, HarfBuzz (the shaper) and resvg (the PNG rasteriser), and
 * answers two RPC methods over the main Worker's `RENDER` service binding:
 *
 * - `card(input, format)`: Family P's social card (src/engine/card/card.ts) as SVG or PNG;
 * - `chart(drawings, options)`: a chart drawing (src/engine/drawing/chart-svg.ts) whose
 *   Devanagari labels and Indic title are drawn as outlines.
 *
 * It has no bindings and no public address (`workers_dev = false`, no routes): the main Worker
 * validates every input, caches the cards in KV, and is its only caller.
 */
import { WorkerEntrypoint } from 'cloudflare:workers';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import resvgWasm from '@resvg/resvg-wasm/index_bg.wasm';
import harfbuzzWasm from 'harfbuzzjs/dist/harfbuzz.wasm';
import { renderCardSvg, type CardInput } from '../engine/card/card.js';
import type { VargaDrawing } from '../engine/drawing/chart-svg.js';
import type { PlainDrawOptions, RenderApi } from './api.js';
import { drawChartOutlined } from './chart.js';
import { cardFonts, type FontName } from './fonts.js';
import { HarfBuzz } from './harfbuzz.js';
import latin from '../../assets/fonts/latin.ttf';
import devanagari from '../../assets/fonts/devanagari.ttf';
import bengali from '../../assets/fonts/bengali.ttf';
import tamil from '../../assets/fonts/tamil.ttf';
import telugu from '../../assets/fonts/telugu.ttf';
import kannada from '../../assets/fonts/kannada.ttf';
import malayalam from '../../assets/fonts/malayalam.ttf';
import gujarati from '../../assets/fonts/gujarati.ttf';
import oriya from '../../assets/fonts/oriya.ttf';

const FONT_FILES: Readonly<Record<FontName, ArrayBuffer>> = {
  latin,
  devanagari,
  bengali,
  tamil,
  telugu,
  kannada,
  malayalam,
  gujarati,
  oriya,
};

let fonts: ReturnType<typeof cardFonts> | undefined;
/** The eight fonts with their shaper, made on the first drawing of the isolate. */
function theFonts(): ReturnType<typeof cardFonts> {
  fonts ??= cardFonts(HarfBuzz.instantiate(harfbuzzWasm), FONT_FILES);
  return fonts;
}

let resvgReady: Promise<void> | undefined;
/** The PNG of a path-only SVG at its own size (resvg; no system fonts: the SVG has no text). */
async function svgToPng(svg: string): Promise<Uint8Array> {
  resvgReady ??= initWasm(resvgWasm);
  await resvgReady;
  const r = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  const img = r.render();
  const png = img.asPng();
  img.free();
  r.free();
  return png;
}

export default class RenderWorker extends WorkerEntrypoint implements RenderApi {
  /** Not an HTTP service: reached only through the service binding. */
  override async fetch(): Promise<Response> {
    return new Response(
      "jyotisha-render: reached through the main Worker's RENDER service binding only\n",
      { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } },
    );
  }

  async card(
    input: CardInput,
    format: 'svg' | 'png',
  ): Promise<{ bytes: Uint8Array; truncated: boolean }> {
    const { svg, truncated } = renderCardSvg(input, theFonts());
    return {
      bytes: format === 'png' ? await svgToPng(svg) : new TextEncoder().encode(svg),
      truncated,
    };
  }

  async chart(drawings: VargaDrawing[], options: PlainDrawOptions): Promise<string> {
    return drawChartOutlined(drawings, options, theFonts());
  }
}
