/**
 * @module Shaped text as SVG paths. A string is cut into runs by font coverage (the language's
 * script font first, then the fallbacks), each run is shaped whole by the font's shaper (HarfBuzz
 * in the render Worker, src/render/fonts.ts: conjuncts, reph, ya-/ra-/ba-phala, reordered and
 * split vowel signs, nukta, ZWJ/ZWNJ, mark positioning), and every glyph becomes path data: the
 * card and the chart's Indic labels need no font on the viewer's side and look the same
 * everywhere. Pure: the fonts (shaper and outlines) are passed in.
 */

/** One glyph of a shaped run, in font units, in visual order. */
export interface ShapedGlyph {
  id: number;
  xAdvance: number;
  xOffset: number;
  yOffset: number;
}

/** A font as the drawing needs it: coverage, shaping and outlines. */
export interface CardFont {
  readonly unitsPerEm: number;
  /** Whether the font maps this code point to a glyph. */
  hasCodePoint(cp: number): boolean;
  /** The glyphs of `text` (one run of this font), shaped with the font's default features; `language` a BCP 47 tag. */
  shape(text: string, language?: string): readonly ShapedGlyph[];
  /** SVG path data of glyph `id` at `scale` px per font unit (y up in the font, down in SVG), its origin at (x, y). */
  glyphPath(id: number, scale: number, x: number, y: number): string;
}

/** A run of text shaped with one font. */
interface Run {
  font: CardFont;
  text: string;
}

/**
 * Cut `text` into runs as a browser falls back through a font list: each code point goes to the
 * first font in `fonts` that has it (spaces too: a Kannada line's spaces are the Kannada font's,
 * even after Latin digits), except combining marks and joiners, which stay with the run of the
 * letter they belong to.
 */
export function runsOf(text: string, fonts: readonly CardFont[]): Run[] {
  const runs: Run[] = [];
  for (const ch of text) {
    const last = runs.at(-1);
    if (last && /\p{M}|\u200c|\u200d/u.test(ch)) {
      last.text += ch;
      continue;
    }
    const cp = ch.codePointAt(0)!;
    const font = fonts.find((f) => f.hasCodePoint(cp));
    if (!font) continue; // a code point no font has is left out
    if (last && last.font === font) last.text += ch;
    else runs.push({ font, text: ch });
  }
  return runs;
}

/** Whether every character of `text` but spaces and joiners has a glyph in one of `fonts`. */
export function covers(text: string, fonts: readonly CardFont[]): boolean {
  for (const ch of text) {
    if (/\s|\u200c|\u200d/u.test(ch)) continue;
    const cp = ch.codePointAt(0)!;
    if (!fonts.some((f) => f.hasCodePoint(cp))) return false;
  }
  return true;
}

/** Width of `text` at `sizePx`, in pixels. */
export function measure(
  text: string,
  fonts: readonly CardFont[],
  sizePx: number,
  language?: string,
): number {
  let w = 0;
  for (const r of runsOf(text, fonts)) {
    let units = 0;
    for (const g of r.font.shape(r.text, language)) units += g.xAdvance;
    w += (units * sizePx) / r.font.unitsPerEm;
  }
  return w;
}

/** SVG path data of `text` with its baseline starting at (x, y), and the advance in pixels. */
export function textPath(
  text: string,
  fonts: readonly CardFont[],
  sizePx: number,
  x: number,
  y: number,
  language?: string,
): { d: string; width: number } {
  let pen = x;
  const parts: string[] = [];
  for (const r of runsOf(text, fonts)) {
    const s = sizePx / r.font.unitsPerEm;
    for (const g of r.font.shape(r.text, language)) {
      const d = r.font.glyphPath(g.id, s, pen + g.xOffset * s, y - g.yOffset * s);
      if (d) parts.push(d);
      pen += g.xAdvance * s;
    }
  }
  return { d: parts.join(''), width: pen - x };
}

/** Grapheme clusters of a string (a conjunct or a consonant with its matras stays whole). */
export function graphemes(text: string): string[] {
  return [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map(
    (s) => s.segment,
  );
}

/**
 * Wrap `text` into at most `maxLines` lines of at most `maxWidthPx`: words are kept whole and
 * broken at spaces; a word longer than a line is broken between grapheme clusters; when text is
 * left over, the last line is shortened by whole clusters until it fits with a trailing "…".
 */
export function wrapText(
  text: string,
  fonts: readonly CardFont[],
  sizePx: number,
  maxWidthPx: number,
  maxLines: number,
  language?: string,
): { lines: string[]; truncated: boolean } {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  const fits = (t: string) => measure(t, fonts, sizePx, language) <= maxWidthPx;
  const pushWord = (word: string) => {
    const candidate = current ? `${current} ${word}` : word;
    if (fits(candidate)) {
      current = candidate;
      return;
    }
    if (current) {
      lines.push(current);
      current = '';
    }
    if (fits(word)) {
      current = word;
      return;
    }
    let piece = '';
    for (const g of graphemes(word)) {
      if (fits(piece + g) || piece === '') piece += g;
      else {
        lines.push(piece);
        piece = g;
      }
    }
    current = piece;
  };
  for (const w of words) pushWord(w);
  if (current) lines.push(current);
  if (lines.length <= maxLines) return { lines, truncated: false };
  const kept = lines.slice(0, maxLines);
  let last = graphemes(`${kept[maxLines - 1]} ${lines.slice(maxLines).join(' ')}`);
  while (last.length > 0 && !fits(`${last.join('').trimEnd()}…`)) last = last.slice(0, -1);
  kept[maxLines - 1] = `${last.join('').trimEnd()}…`;
  return { lines: kept, truncated: true };
}
