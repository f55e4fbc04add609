/**
 * @module What the render Worker (src/render/worker.ts) answers over its service binding: types
 * only, the one part of src/render the main Worker may import (and only as types), so none of the
 * fonts, shaper or rasteriser load there (docs/performance.md, "Two Workers"). The main Worker
 * reaches the binding through src/routes/shared/render-service.ts.
 */
import type { CardInput } from '../engine/card/card.js';
import type { DrawOptions, VargaDrawing } from '../engine/drawing/chart-svg.js';

/** Drawing options that cross the binding: the glyphs are made on the other side. */
export type PlainDrawOptions = Omit<DrawOptions, 'glyphs' | 'titleGlyphs'>;

/** The render Worker's RPC methods (its default export, a WorkerEntrypoint). */
export interface RenderApi {
  /** The social card as SVG (paths only) or PNG, and whether the title was cut. */
  card(input: CardInput, format: 'svg' | 'png'): Promise<{ bytes: Uint8Array; truncated: boolean }>;
  /** A chart drawing with its Devanagari labels and Indic title drawn as outlines. */
  chart(drawings: VargaDrawing[], options: PlainDrawOptions): Promise<string>;
}
