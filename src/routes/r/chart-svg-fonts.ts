/**
 * @module The outlines of the Devanagari graha labels of `/api/chart.svg?labels=sa`: the card's
 * Noto Sans Devanagari and Latin subsets (assets/fonts, scripts/build-fonts.mjs), parsed once per
 * isolate. Loaded on first use (a dynamic import from chart-svg.ts): isolates that only draw
 * English labels never parse the fonts.
 */
import * as fontkit from 'fontkit';
import { glyphsOfFonts, type LabelGlyphs } from '../../engine/drawing/chart-svg.js';
import latin from '../../../assets/fonts/latin.ttf';
import devanagari from '../../../assets/fonts/devanagari.ttf';

let glyphs: LabelGlyphs | undefined;

/** Devanagari first, then Latin for the degrees, parentheses and marks. */
export function devanagariGlyphs(): LabelGlyphs {
  glyphs ??= glyphsOfFonts([fontkit.create(new Uint8Array(devanagari)), fontkit.create(new Uint8Array(latin))]);
  return glyphs;
}
