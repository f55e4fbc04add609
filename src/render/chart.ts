/**
 * @module A chart drawing with outlines where a viewer may lack the font: Devanagari graha labels
 * (`labels: 'sa'`, Noto Sans Devanagari then Latin for degrees and marks) and a title in an Indic
 * script (a person's name), shaped by HarfBuzz with the card fonts: the title's own script first,
 * then Latin, then the others. A title with a character none of the fonts has stays text (the
 * viewer's fonts may have it; outlines would drop it).
 */
import { covers, type CardFont } from '../engine/card/text.js';
import {
  drawChartSvg,
  glyphsOfFonts,
  titleNeedsOutlines,
  type VargaDrawing,
} from '../engine/drawing/chart-svg.js';
import type { PlainDrawOptions } from './api.js';
import { FONT_NAMES, type FontName } from './fonts.js';

/** The font of the first Indic letter's block, by Unicode block (Gurmukhi and Oriya have none here). */
function scriptFont(text: string): FontName | undefined {
  const m = /[\u0900-\u0d7f]/u.exec(text);
  if (!m) return undefined;
  const cp = m[0].codePointAt(0)!;
  const blocks: Array<[number, FontName | undefined]> = [
    [0x0980, 'devanagari'],
    [0x0a00, 'bengali'],
    [0x0a80, undefined],
    [0x0b00, 'gujarati'],
    [0x0b80, undefined],
    [0x0c00, 'tamil'],
    [0x0c80, 'telugu'],
    [0x0d00, 'kannada'],
    [0x0d80, 'malayalam'],
  ];
  return blocks.find(([end]) => cp < end)?.[1];
}

export function drawChartOutlined(
  drawings: readonly VargaDrawing[],
  options: PlainDrawOptions,
  fonts: Readonly<Record<FontName, CardFont>>,
): string {
  const glyphs =
    options.labels === 'sa' ? glyphsOfFonts([fonts.devanagari, fonts.latin]) : undefined;
  let titleGlyphs;
  if (titleNeedsOutlines(options.title)) {
    const first = scriptFont(options.title!);
    const chain = [...new Set<FontName>([...(first ? [first] : []), 'latin', ...FONT_NAMES])].map(
      (n) => fonts[n],
    );
    if (covers(options.title!, chain)) titleGlyphs = glyphsOfFonts(chain);
  }
  return drawChartSvg(drawings, {
    ...options,
    ...(glyphs ? { glyphs } : {}),
    ...(titleGlyphs ? { titleGlyphs } : {}),
  });
}
