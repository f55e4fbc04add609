/**
 * @module The social card (docs/family-p.md "SVG card"): 1200 x 630, a title in one of the ten
 * languages, an optional tier badge and price, every letter shaped by HarfBuzz and drawn as a path
 * (src/engine/card/text.ts), so the SVG carries no text to lay out and renders the same in every
 * viewer and in the PNG rasteriser. Pure: the fonts are passed in (the render Worker's,
 * src/render/fonts.ts).
 */
import { escapeSvg } from '../markup/escape.js';
import { textPath, wrapText, type CardFont } from './text.js';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Bump when the drawing changes: it is part of every cache key (2: shaped by HarfBuzz, issue 22). */
export const CARD_TEMPLATE_VERSION = 2;
export const CARD_LANGS = ['en', 'hi', 'bn', 'ta', 'te', 'kn', 'ml', 'gu', 'mr', 'or'] as const;
export type CardLang = (typeof CARD_LANGS)[number];
/** The font of each language's script, by the names scripts/build-fonts.mjs writes. */
export const SCRIPT_OF: Readonly<Record<CardLang, string>> = {
  en: 'latin',
  hi: 'devanagari',
  bn: 'bengali',
  ta: 'tamil',
  te: 'telugu',
  kn: 'kannada',
  ml: 'malayalam',
  gu: 'gujarati',
  mr: 'devanagari',
  or: 'oriya',
};

export interface CardInput {
  title: string;
  lang: CardLang;
  tier?: string;
  price?: string;
}
export type CardFonts = Readonly<Record<string, CardFont>>;

const TITLE_PX = 68;
const TITLE_LINE_PX = 92;
const TITLE_MAX_LINES = 3;
const MARGIN = 80;

/** The fonts to try for a language: its script, then Latin, then Devanagari (for ₹ and the danda). */
export function fontChain(fonts: CardFonts, lang: CardLang): CardFont[] {
  return [...new Set([fonts[SCRIPT_OF[lang]]!, fonts.latin!, fonts.devanagari!])];
}

/** The card as a self-contained SVG (paths only). */
export function renderCardSvg(
  input: CardInput,
  fonts: CardFonts,
): { svg: string; titleLines: string[]; truncated: boolean } {
  const f = fontChain(fonts, input.lang);
  const latin = fontChain(fonts, 'en');
  const lang = input.lang;
  const { lines, truncated } = wrapText(
    input.title,
    f,
    TITLE_PX,
    CARD_WIDTH - 2 * MARGIN,
    TITLE_MAX_LINES,
    lang,
  );
  const brand = textPath('Jyotisha API', latin, 34, MARGIN, 110, 'en');
  const titlePaths = lines.map(
    (line, i) => textPath(line, f, TITLE_PX, MARGIN, 250 + i * TITLE_LINE_PX, lang).d,
  );
  const parts: string[] = [];
  if (input.tier) {
    const tier = wrapText(input.tier, f, 34, 420, 1, lang).lines[0] ?? '';
    const t = textPath(tier, f, 34, MARGIN + 28, 560, lang);
    parts.push(
      `<rect x="${MARGIN}" y="514" width="${Math.ceil(t.width + 56)}" height="64" rx="32" fill="#f5c451"/>`,
      `<path fill="#1b1039" d="${t.d}"/>`,
    );
  }
  if (input.price) {
    const price = wrapText(input.price, f, 48, 520, 1, lang).lines[0] ?? '';
    const width = textPath(price, f, 48, 0, 0, lang).width;
    parts.push(
      `<path fill="#f5c451" d="${textPath(price, f, 48, CARD_WIDTH - MARGIN - width, 566, lang).d}"/>`,
    );
  }
  const label = escapeSvg([input.title, input.tier, input.price].filter(Boolean).join(' · '));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" role="img" aria-label="${label}">` +
    `<title>${label}</title>` +
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1b1039"/><stop offset="1" stop-color="#3b1d6e"/></linearGradient></defs>' +
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#bg)"/>` +
    '<g fill="none" stroke="#f5c451" stroke-opacity="0.18" stroke-width="2">' +
    [300, 240, 180, 120].map((r) => `<circle cx="1060" cy="140" r="${r}"/>`).join('') +
    Array.from({ length: 12 }, (_, i) => {
      const a = (i * Math.PI) / 6;
      return `<line x1="1060" y1="140" x2="${(1060 + 300 * Math.cos(a)).toFixed(1)}" y2="${(140 + 300 * Math.sin(a)).toFixed(1)}"/>`;
    }).join('') +
    '</g>' +
    `<rect x="${MARGIN}" y="140" width="96" height="6" rx="3" fill="#f5c451"/>` +
    `<path fill="#f5c451" d="${brand.d}"/>` +
    `<path fill="#ffffff" d="${titlePaths.join('')}"/>` +
    parts.join('') +
    '</svg>';
  return { svg, titleLines: lines, truncated };
}
