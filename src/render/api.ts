/**
 * @module What the render Worker (src/render/worker.ts) answers over its service binding, and how
 * the main Worker reaches it. Types and one lookup only: importing this file brings none of the
 * fonts, shaper or rasteriser into the main Worker (docs/performance.md, "Two Workers").
 */
import type { CardInput } from '../engine/card/card.js';
import type { DrawOptions, VargaDrawing } from '../engine/drawing/chart-svg.js';
import { ApiError } from '../http/errors.js';

/** Drawing options that cross the binding: the glyphs are made on the other side. */
export type PlainDrawOptions = Omit<DrawOptions, 'glyphs' | 'titleGlyphs'>;

/** The render Worker's RPC methods (its default export, a WorkerEntrypoint). */
export interface RenderApi {
  /** The social card as SVG (paths only) or PNG, and whether the title was cut. */
  card(input: CardInput, format: 'svg' | 'png'): Promise<{ bytes: Uint8Array; truncated: boolean }>;
  /** A chart drawing with its Devanagari labels and Indic title drawn as outlines. */
  chart(drawings: VargaDrawing[], options: PlainDrawOptions): Promise<string>;
}

/**
 * The render Worker of this deployment (the `RENDER` service binding), or a 503 naming the
 * binding when it is not configured: the request field that needed it is named in the message.
 */
export function renderService(env: object, field: string): RenderApi {
  const service = (env as { RENDER?: unknown }).RENDER;
  if (!service) throw new ApiError(503, 'RENDERER_NOT_CONFIGURED', `${field}: the image renderer (the RENDER service binding to the jyotisha-render Worker) is not configured on this deployment`, { field });
  return service as RenderApi;
}
