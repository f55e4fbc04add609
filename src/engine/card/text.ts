/**
 * @module Shaped text as SVG paths, with fontkit (OpenType shaping of every Indic script: conjuncts,
 * reordered matras, split vowels). A string is cut into runs by font coverage (the language's
 * script font first, then the fallbacks), each run is shaped whole, and every glyph becomes a
 * `<path d>`: the card needs no font on the viewer's side and looks the same everywhere. Pure:
 * the fonts are passed in.
 */
import type { Font, GlyphRun } from 'fontkit';

/** A run of text shaped with one font. */
interface Run { font: Font; text: string }

/** Cut `text` into runs: each code point goes to the first font in `fonts` that has it (spaces and marks stay with the run they are in). */
export function runsOf(text: string, fonts: readonly Font[]): Run[] {
  const runs: Run[] = [];
  for (const ch of text) {
    const last = runs.at(-1);
    // combining marks, joiners and spaces belong to the run they follow
    if (last && /\p{M}|\s|\u200c|\u200d/u.test(ch)) { last.text += ch; continue; }
    const cp = ch.codePointAt(0)!;
    const font = fonts.find((f) => f.hasGlyphForCodePoint(cp));
    if (!font) continue; // a code point no card font has is left out
    if (last && last.font === font) last.text += ch;
    else runs.push({ font, text: ch });
  }
  return runs;
}

/**
 * fontkit 2.0.4 fails on a GPOS anchor the font leaves NULL (OpenType allows it: "no attachment
 * for this mark class"), e.g. the Malayalam chandrakkala on some bases in the Noto subset. Such a
 * run is shaped again without the above-base mark positioning feature (the mark then sits at its
 * designed default offset), and failing that without any mark positioning.
 */
const MARK_FALLBACKS: ReadonlyArray<Record<string, boolean>> = [{ abvm: false }, { abvm: false, blwm: false, mark: false, mkmk: false }];
export function shape(font: Font, text: string): GlyphRun {
  try {
    return font.layout(text);
  } catch (err) {
    if (!(err instanceof TypeError)) throw err;
    for (const features of MARK_FALLBACKS) {
      try { return font.layout(text, features); } catch (again) { if (!(again instanceof TypeError)) throw again; }
    }
    throw err;
  }
}

/** Width of `text` at `sizePx`, in pixels. */
export function measure(text: string, fonts: readonly Font[], sizePx: number): number {
  let w = 0;
  for (const r of runsOf(text, fonts)) w += (shape(r.font, r.text).advanceWidth * sizePx) / r.font.unitsPerEm;
  return w;
}

/** SVG path data of `text` with its baseline starting at (x, y), and the advance in pixels. */
export function textPath(text: string, fonts: readonly Font[], sizePx: number, x: number, y: number): { d: string; width: number } {
  let pen = x;
  const parts: string[] = [];
  for (const r of runsOf(text, fonts)) {
    const s = sizePx / r.font.unitsPerEm;
    const run = shape(r.font, r.text);
    run.glyphs.forEach((g, i) => {
      const p = run.positions[i]!;
      const d = g.path.scale(s, -s).translate(pen + p.xOffset * s, y - p.yOffset * s).toSVG();
      if (d) parts.push(d);
      pen += p.xAdvance * s;
    });
  }
  return { d: parts.join(''), width: pen - x };
}

/** Grapheme clusters of a string (a conjunct or a consonant with its matras stays whole). */
export function graphemes(text: string): string[] {
  return [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map((s) => s.segment);
}

/**
 * Wrap `text` into at most `maxLines` lines of at most `maxWidthPx`: words are kept whole and
 * broken at spaces; a word longer than a line is broken between grapheme clusters; when text is
 * left over, the last line is shortened by whole clusters until it fits with a trailing "…".
 */
export function wrapText(text: string, fonts: readonly Font[], sizePx: number, maxWidthPx: number, maxLines: number): { lines: string[]; truncated: boolean } {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  const fits = (t: string) => measure(t, fonts, sizePx) <= maxWidthPx;
  const pushWord = (word: string) => {
    const candidate = current ? `${current} ${word}` : word;
    if (fits(candidate)) { current = candidate; return; }
    if (current) { lines.push(current); current = ''; }
    if (fits(word)) { current = word; return; }
    let piece = '';
    for (const g of graphemes(word)) {
      if (fits(piece + g) || piece === '') piece += g;
      else { lines.push(piece); piece = g; }
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
