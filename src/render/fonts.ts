/**
 * @module The card fonts as the drawing needs them (src/engine/card/text.ts `CardFont`): HarfBuzz
 * shapes (src/render/harfbuzz.ts) and fontkit reads the outlines of the glyph ids HarfBuzz
 * chose (fontkit's own shaper is not used: it left dotted circles in Bengali ba-phala and
 * vowel sign ri, lost the ra-phala's position and mis-spaced Kannada; issue 22). Used by the
 * render Worker and, in Node, by the tests and scripts that draw cards.
 */
import * as fontkit from 'fontkit';
import type { CardFont } from '../engine/card/text.js';
import type { HarfBuzz } from './harfbuzz.js';

/** The font names of assets/fonts (scripts/build-fonts.mjs), one per script of the card. */
export const FONT_NAMES = [
  'latin',
  'devanagari',
  'bengali',
  'tamil',
  'telugu',
  'kannada',
  'malayalam',
  'gujarati',
  'oriya',
] as const;
export type FontName = (typeof FONT_NAMES)[number];

/** One font from its TrueType bytes. */
export function cardFont(hb: HarfBuzz, bytes: Uint8Array): CardFont {
  const shaper = hb.font(bytes);
  const outlines = fontkit.create(bytes);
  // the same glyph is drawn many times (a label in every house, a letter on every line): parse it once
  const glyphs = new Map<number, fontkit.Glyph>();
  return {
    unitsPerEm: shaper.unitsPerEm,
    hasCodePoint: (cp) => shaper.hasCodePoint(cp),
    shape: (text, language) => shaper.shape(text, language),
    glyphPath(id, scale, x, y) {
      let g = glyphs.get(id);
      if (!g) {
        g = outlines.getGlyph(id);
        glyphs.set(id, g);
      }
      return g.path.scale(scale, -scale).translate(x, y).toSVG();
    },
  };
}

/** The nine card fonts from their files. */
export function cardFonts(
  hb: HarfBuzz,
  files: Readonly<Record<FontName, ArrayBuffer | Uint8Array>>,
): Record<FontName, CardFont> {
  return Object.fromEntries(
    FONT_NAMES.map((n) => {
      const f = files[n];
      return [n, cardFont(hb, f instanceof Uint8Array ? f : new Uint8Array(f))];
    }),
  ) as Record<FontName, CardFont>;
}
