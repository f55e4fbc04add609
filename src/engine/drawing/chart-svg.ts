/**
 * @module Drawing a varga chart (rashi D1, navamsa D9, any other) as SVG, in the two styles of
 * Indian practice:
 * - **North Indian**: a square cut by its diagonals and the diamond of its mid-points into 12
 *   houses that never move; the 1st house (the lagna) is the top middle diamond, the houses run
 *   counter-clockwise, and each house is numbered with the sign (1 = Aries) that falls in it.
 * - **South Indian**: a 4 x 4 grid whose 12 outer cells are the signs, fixed (Pisces top left,
 *   Aries next, clockwise); the lagna's sign is marked (a diagonal across its corner and "Asc").
 *
 * Pure: positions in, an SVG string out. Text is plain Latin in a generic font family (what a
 * browser draws with its own fonts); what a viewer may have no font for is drawn as glyph
 * outlines from fonts the caller passes: Devanagari graha labels, and a title (a person's name)
 * in an Indic script ({@link titleNeedsOutlines}). Every caller-given string is XML-escaped, and
 * the structure is labelled for machines: each house is a `<g class="house" data-house
 * data-sign>`, each graha a `<text class="graha" data-graha data-retrograde>` (a `<path>` with an
 * English `aria-label` for Devanagari labels), the lagna a `class="lagna"` element of the same
 * kind, the title a `class="title"` text (or path with the name in `aria-label`). Further points
 * (special lagnas, upagrahas, arudha padas), when given, follow the grahas of their sign as
 * `class="point"` labels with `data-point` (the marking) and `data-kind`, one colour per kind.
 */
import { GRAHA_NAMES, RASHI_NAMES_EN, type GrahaName } from '../core/constants.js';
import { graphemes, measure, textPath, type CardFont } from '../card/text.js';
import { escapeSvg } from '../markup/escape.js';
import { formatDegMinInSign, GRAHA_ABBR_EN, GRAHA_ABBR_SA } from '../readable/index.js';

export const CHART_STYLES = ['north', 'south'] as const;
export type ChartStyle = (typeof CHART_STYLES)[number];

/** One graha on a varga chart. */
export interface GrahaMark {
  name: GrahaName;
  /** sign 1-12 (1 = Aries) in this varga */
  sign: number;
  retrograde?: boolean;
  /** degrees within the sign [0, 30), printed as 2°23' when given */
  degInSign?: number;
}

/** A further point drawn by its marking (Jagannatha Hora's abbreviations): a special lagna, an upagraha, an arudha pada. */
export interface PointMark {
  /** the marking, e.g. HL, Gk, AL (Latin letters and digits) */
  abbr: string;
  /** its full name, for machines and screen readers, e.g. Hora Lagna */
  name: string;
  kind: PointKind;
  /** sign 1-12 (1 = Aries) in this varga */
  sign: number;
}
export const POINT_KINDS = ['special-lagna', 'upagraha', 'arudha'] as const;
export type PointKind = (typeof POINT_KINDS)[number];

/** One varga chart to draw. */
export interface VargaDrawing {
  /** caption, e.g. "Rashi (D1)" */
  caption: string;
  /** short id for machines, e.g. "D1" */
  varga: string;
  /** sign 1-12 of the lagna in this varga */
  lagnaSign: number;
  /** degrees of the lagna within its sign, printed when given */
  lagnaDegInSign?: number;
  grahas: readonly GrahaMark[];
  /** further points (special lagnas, upagrahas, arudhas), drawn after the grahas in their own colours */
  points?: readonly PointMark[];
}

export interface DrawOptions {
  style: ChartStyle;
  /** first line of the header (a person's name, a title); escaped */
  title?: string;
  /** second line of the header (date, place, ayanamsa); escaped */
  subtitle?: string;
  /** side of one chart square in px (default 400) */
  sizePx?: number;
  /**
   * graha labels: `en` (default) the English abbreviations as text (Su Mo Ma Me Ju Ve Sa Ra Ke);
   * `sa` the Devanagari ones (सू चं मं बु गु शु श रा के, the lagna ल, retrograde (व)) drawn as
   * glyph outlines with `glyphs`, since a viewer may have no Devanagari font
   */
  labels?: LabelScript;
  /** the outlines of `sa` labels (required with it); see {@link glyphsOfFonts} */
  glyphs?: LabelGlyphs;
  /** when given, the title is drawn as outlines with these glyphs (a name in an Indic script: {@link titleNeedsOutlines}) */
  titleGlyphs?: LabelGlyphs;
}

/**
 * Whether a title has letters of the eight Indic scripts of the card fonts' blocks (Devanagari to
 * Malayalam, U+0900-U+0D7F): a viewer without such a font would draw tofu, so the title is drawn
 * as outlines (by the render Worker, which has the fonts).
 */
export function titleNeedsOutlines(title: string | undefined): boolean {
  return title !== undefined && /[\u0900-\u0d7f]/u.test(title);
}

export const LABEL_SCRIPTS = ['en', 'sa'] as const;
export type LabelScript = (typeof LABEL_SCRIPTS)[number];

/** Labels drawn as glyph outlines (paths): their width and their path data. */
export interface LabelGlyphs {
  /** advance width of `text` at a font size of 1 px, in px (that is, in ems) */
  widthEm(text: string): number;
  /** SVG path data of `text` at `px` with its baseline starting at (x, y) */
  path(text: string, px: number, x: number, y: number): string;
}

/** Glyph outlines from fonts tried in order for each character (e.g. Noto Sans Devanagari, then Latin for digits and marks). */
export function glyphsOfFonts(fonts: readonly CardFont[], language?: string): LabelGlyphs {
  // the layout asks the width of the same few labels many times: shape each text once
  const widths = new Map<string, number>();
  return {
    widthEm(text) {
      let w = widths.get(text);
      if (w === undefined) {
        w = measure(text, fonts, 1, language);
        if (widths.size > 5000) widths.clear();
        widths.set(text, w);
      }
      return w;
    },
    path: (text, px, x, y) => textPath(text, fonts, px, x, y, language).d,
  };
}

/** Text cut by whole grapheme clusters to at most `maxPx` wide at `px` (measured), with an ellipsis when cut. */
function fitOutline(text: string, glyphs: LabelGlyphs, px: number, maxPx: number): string {
  if (glyphs.widthEm(text) * px <= maxPx) return text;
  let g = graphemes(text);
  while (g.length > 1 && glyphs.widthEm(`${g.join('').trimEnd()}…`) * px > maxPx)
    g = g.slice(0, -1);
  return `${g.join('').trimEnd()}…`;
}

/**
 * Text broken into lines of about `maxEm` ems at its ` · ` separators (then at spaces), at most
 * `maxLines` lines, the last one cut with an ellipsis when the text is longer still.
 */
function wrapText(text: string, maxEm: number, maxLines: number): string[] {
  const max = Math.max(1, Math.floor(maxEm / EM_PER_CHAR));
  const lines: string[] = [];
  for (const segment of text.split(' · ')) {
    // a segment goes on the line before it (after a ` · `) when it fits, else starts a line; one too long for a line is broken at its spaces
    const words = [...segment].length > max ? segment.split(' ') : [segment];
    words.forEach((w, i) => {
      const last = lines.at(-1);
      const joined = last === undefined ? undefined : `${last}${i === 0 ? ' · ' : ' '}${w}`;
      if (joined !== undefined && [...joined].length <= max) lines[lines.length - 1] = joined;
      else lines.push(w);
    });
  }
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = fitText(`${kept[maxLines - 1]} ${lines.slice(maxLines).join(' ')}`, maxEm);
    return kept.map((l) => fitText(l, maxEm));
  }
  return lines.map((l) => fitText(l, maxEm));
}

/** Text cut to about `maxEm` ems (at the mean Latin advance), with an ellipsis when cut. */
function fitText(text: string, maxEm: number): string {
  const chars = [...text];
  const max = Math.max(1, Math.floor(maxEm / EM_PER_CHAR));
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

const FONT = 'sans-serif';
const INK = '#222222';
const LINE = '#444444';
const MUTED = '#7a7a7a';
const LAGNA = '#b3261e';
const LAGNA_FILL = '#fff4e0';
/** Colours of the further points, one per kind (distinct from the grahas' ink and the lagna's red). */
const POINT_INK: Readonly<Record<PointKind, string>> = {
  'special-lagna': '#1f5fa8',
  upagraha: '#6b4ea0',
  arudha: '#2e7d32',
};
/** A Latin sans-serif's mean advance per character, in ems (DejaVu Sans and Liberation Sans are near 0.6). */
const EM_PER_CHAR = 0.62;

const r1 = (v: number): string => String(Math.round(v * 10) / 10);

/** An axis-aligned box (centre and size) that text is fitted into. */
interface Box {
  cx: number;
  cy: number;
  w: number;
  h: number;
}

/** One label to set in a house: a name and, when degrees are drawn, its degrees. */
interface Label {
  main: string;
  deg?: string;
  cls: 'graha' | 'lagna' | 'point';
  attrs: string;
  /** the label in English words, for outlines */ spoken: string;
  /** the ink of a further point */ ink?: string;
}

/** A way to set labels in a box: columns, the degrees under the names or beside them, the font size. */
interface Layout {
  box: Box;
  cols: number;
  stacked: boolean;
  widestEm: number;
  px: number;
  labels: readonly Label[];
}

const inlineText = (l: Label): string => (l.deg === undefined ? l.main : `${l.main} ${l.deg}`);

/** The layout of labels in one box with the largest font (at most basePx): 1 to 3 columns, degrees beside or under the name. */
function bestLayout(
  labels: readonly Label[],
  box: Box,
  basePx: number,
  widthEm: (t: string) => number,
): Layout {
  let best: Layout = { box, cols: 1, stacked: false, widestEm: 1, px: 0, labels };
  const anyDeg = labels.some((l) => l.deg !== undefined);
  for (const stacked of anyDeg ? [false, true] : [false]) {
    const widestEm = Math.max(
      ...labels.map((l) =>
        stacked ? Math.max(widthEm(l.main), widthEm(l.deg ?? '')) : widthEm(inlineText(l)),
      ),
    );
    const linesPer = stacked ? 2 : 1;
    for (let cols = 1; cols <= Math.min(3, labels.length); cols++) {
      const rows = Math.ceil(labels.length / cols);
      const px = Math.min(
        basePx,
        box.w / (cols * widestEm + (cols - 1) * 0.6),
        box.h / (rows * linesPer * 1.2),
      );
      // the degrees go under the names only when that lets the font grow by more than a sixth
      const better = stacked && !best.stacked ? px > best.px * (7 / 6) : px > best.px + 0.01;
      if (better) best = { box, cols, stacked, widestEm, px, labels };
    }
  }
  return best;
}

/**
 * Set a house's labels in the best of its boxes. When even the best layout needs a font below
 * 70% of the base size and the labels carry degrees, the degrees are left out of that house
 * (a crowded house shows who is there rather than unreadable numbers).
 */
function setLabels(
  labels: readonly Label[],
  boxes: readonly Box[],
  basePx: number,
  glyphs?: LabelGlyphs,
): string {
  if (labels.length === 0) return '';
  const widthEm = glyphs ? (t: string) => glyphs.widthEm(t) : (t: string) => t.length * EM_PER_CHAR;
  const pick = (ls: readonly Label[]): Layout =>
    boxes
      .map((b) => bestLayout(ls, b, basePx, widthEm))
      .reduce((a, b) => (b.px > a.px + 0.01 ? b : a));
  let lay = pick(labels);
  if (lay.px < 0.7 * basePx && labels.some((l) => l.deg !== undefined)) {
    const bare = pick(labels.map(({ deg: _deg, ...l }) => l));
    if (bare.px > lay.px) lay = bare;
  }
  const { box, cols, widestEm, stacked } = lay;
  const px = Math.max(7, lay.px);
  const n = lay.labels.length;
  const rows = Math.ceil(n / cols);
  const colW = widestEm * px + 0.6 * px;
  const lineH = 1.2 * px;
  const blockH = (stacked ? 2 : 1) * lineH;
  return lay.labels
    .map((l, i) => {
      const row = Math.floor(i / cols);
      const inRow = Math.min(cols, n - row * cols);
      const col = i % cols;
      const x = box.cx + (col - (inRow - 1) / 2) * colW;
      const top = box.cy - (rows * blockH) / 2 + row * blockH;
      const y = top + lineH / 2 + 0.35 * px;
      const fill = l.cls === 'lagna' ? LAGNA : (l.ink ?? INK);
      if (glyphs) {
        // outlines, centred by their measured width; the label's words stay readable to machines in aria-label
        const line = (t: string, yy: number): string =>
          glyphs.path(t, px, x - (glyphs.widthEm(t) * px) / 2, yy);
        const d =
          stacked && l.deg !== undefined
            ? line(l.main, y) + line(l.deg, y + lineH)
            : line(inlineText(l), y);
        return `<path class="${l.cls}" ${l.attrs} aria-label="${escapeSvg(l.spoken)}" fill="${fill}" d="${d}"/>`;
      }
      const body =
        stacked && l.deg !== undefined
          ? `${escapeSvg(l.main)}<tspan class="deg" x="${r1(x)}" dy="${r1(lineH)}">${escapeSvg(l.deg)}</tspan>`
          : escapeSvg(inlineText(l));
      return `<text class="${l.cls}" ${l.attrs} x="${r1(x)}" y="${r1(y)}" font-size="${r1(px)}" fill="${fill}" text-anchor="middle"${l.cls === 'lagna' ? ' font-weight="bold"' : ''}>${body}</text>`;
    })
    .join('');
}

/** The labels of the grahas in one sign, in the classical order (Sun .. Ketu), and the lagna's first when it is there. */
function labelsOf(d: VargaDrawing, sign: number, script: LabelScript): Label[] {
  const out: Label[] = [];
  if (d.lagnaSign === sign) {
    const deg = d.lagnaDegInSign === undefined ? undefined : formatDegMinInSign(d.lagnaDegInSign);
    out.push({
      main: script === 'sa' ? 'ल' : 'Asc',
      ...(deg === undefined ? {} : { deg }),
      cls: 'lagna',
      attrs: 'data-lagna="true"',
      spoken: `Lagna${deg ? ` ${deg}` : ''}`,
    });
  }
  const order = (n: GrahaName): number => GRAHA_NAMES.indexOf(n);
  for (const g of [...d.grahas]
    .filter((g) => g.sign === sign)
    .sort((a, b) => order(a.name) - order(b.name))) {
    // Rahu and Ketu move backwards always (mean nodes) or nearly always: charts do not mark them
    const retro = g.retrograde === true && g.name !== 'Rahu' && g.name !== 'Ketu';
    const deg = g.degInSign === undefined ? undefined : formatDegMinInSign(g.degInSign);
    const main =
      script === 'sa'
        ? `${GRAHA_ABBR_SA[g.name]}${retro ? '(व)' : ''}`
        : `${GRAHA_ABBR_EN[g.name]}${retro ? '(R)' : ''}`;
    out.push({
      main,
      ...(deg === undefined ? {} : { deg }),
      cls: 'graha',
      attrs: `data-graha="${g.name}" data-retrograde="${g.retrograde === true}"`,
      spoken: `${g.name}${retro ? ' retrograde' : ''}${deg ? ` ${deg}` : ''}`,
    });
  }
  for (const k of POINT_KINDS) {
    for (const pt of (d.points ?? []).filter((x) => x.sign === sign && x.kind === k)) {
      out.push({
        main: pt.abbr,
        cls: 'point',
        attrs: `data-point="${escapeSvg(pt.abbr)}" data-kind="${k}"`,
        spoken: pt.name,
        ink: POINT_INK[k],
      });
    }
  }
  return out;
}

function checkDrawing(d: VargaDrawing): void {
  const okSign = (s: number): boolean => Number.isInteger(s) && s >= 1 && s <= 12;
  if (!okSign(d.lagnaSign)) throw new RangeError(`lagna sign must be 1-12, got ${d.lagnaSign}`);
  for (const g of d.grahas) {
    if (!okSign(g.sign)) throw new RangeError(`${g.name}: sign must be 1-12, got ${g.sign}`);
    if (!GRAHA_NAMES.includes(g.name)) throw new RangeError(`unknown graha ${String(g.name)}`);
  }
  for (const p of d.points ?? []) {
    if (!okSign(p.sign)) throw new RangeError(`${p.abbr}: sign must be 1-12, got ${p.sign}`);
    if (!/^[A-Za-z0-9]{1,4}$/.test(p.abbr))
      throw new RangeError(`a point's marking is 1-4 Latin letters or digits, got ${p.abbr}`);
  }
}

/** Sign (1-12) in house `house` (1-12) when the lagna is in `lagnaSign`. */
export function signOfHouse(house: number, lagnaSign: number): number {
  return ((lagnaSign - 1 + house - 1) % 12) + 1;
}
/** House (1-12) of sign `sign` counted from the lagna's sign. */
export function houseOfSign(sign: number, lagnaSign: number): number {
  return ((sign - lagnaSign + 12) % 12) + 1;
}

/**
 * The North Indian houses in a square of side s: polygon, the box the grahas are set in, and the
 * point of the sign number (near the centre of the chart, in the house's inner corner).
 */
function northHouses(
  s: number,
): Array<{ points: Array<[number, number]>; boxes: Box[]; num: [number, number] }> {
  const q = s / 4,
    h = s / 2,
    t = (3 * s) / 4;
  const T: [number, number] = [h, 0],
    R: [number, number] = [s, h],
    B: [number, number] = [h, s],
    L: [number, number] = [0, h];
  const O: [number, number] = [h, h];
  const A: [number, number] = [0, 0],
    Bc: [number, number] = [s, 0],
    C: [number, number] = [s, s],
    D: [number, number] = [0, s];
  const P1: [number, number] = [q, q],
    P2: [number, number] = [t, q],
    P3: [number, number] = [t, t],
    P4: [number, number] = [q, t];
  const n = 0.065 * s; // sign number's distance from its inner corner
  // Boxes inside each kind of house (a house tries each): a diamond has room in its middle; a
  // triangle along the top or bottom edge is wide and shallow; one along a side edge is turned.
  // A box must stay inside its triangle: at depth d from the edge the triangle is 2(s/4 - d) across.
  const diamond = (cx: number, cy: number): Box[] => [
    { cx, cy, w: 0.3 * s, h: 0.17 * s },
    { cx, cy, w: 0.2 * s, h: 0.26 * s },
  ];
  const topBottom = (cx: number, edge: 0 | 1): Box[] => {
    const at = (d: number): number => (edge === 0 ? d : s - d);
    return [
      { cx, cy: at(0.075 * s), w: 0.24 * s, h: 0.11 * s },
      { cx, cy: at(0.05 * s), w: 0.32 * s, h: 0.07 * s },
    ];
  };
  const side = (cy: number, edge: 0 | 1): Box[] => {
    const at = (d: number): number => (edge === 0 ? d : s - d);
    return [
      { cx: at(0.085 * s), cy, w: 0.15 * s, h: 0.17 * s },
      { cx: at(0.06 * s), cy, w: 0.1 * s, h: 0.27 * s },
    ];
  };
  return [
    { points: [T, P2, O, P1], boxes: diamond(h, q - 0.01 * s), num: [h, h - n] },
    { points: [A, T, P1], boxes: topBottom(q, 0), num: [q, q - n] },
    { points: [A, P1, L], boxes: side(q, 0), num: [q - n, q] },
    { points: [L, P1, O, P4], boxes: diamond(q, h), num: [h - n, h] },
    { points: [L, P4, D], boxes: side(t, 0), num: [q - n, t] },
    { points: [D, P4, B], boxes: topBottom(q, 1), num: [q, t + n] },
    { points: [B, P4, O, P3], boxes: diamond(h, t + 0.01 * s), num: [h, h + n] },
    { points: [B, P3, C], boxes: topBottom(t, 1), num: [t, t + n] },
    { points: [C, P3, R], boxes: side(t, 1), num: [t + n, t] },
    { points: [R, P3, O, P2], boxes: diamond(t, h), num: [h + n, h] },
    { points: [R, P2, Bc], boxes: side(q, 1), num: [t + n, q] },
    { points: [Bc, P2, T], boxes: topBottom(t, 0), num: [t, q - n] },
  ];
}

function northChart(
  d: VargaDrawing,
  s: number,
  basePx: number,
  script: LabelScript,
  glyphs?: LabelGlyphs,
): string {
  const out: string[] = [];
  northHouses(s).forEach((hs, i) => {
    const house = i + 1;
    const sign = signOfHouse(house, d.lagnaSign);
    const pts = hs.points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ');
    out.push(
      `<g class="house" data-house="${house}" data-sign="${sign}">`,
      `<polygon points="${pts}" fill="${house === 1 ? LAGNA_FILL : '#ffffff'}" stroke="${LINE}" stroke-width="1.5" stroke-linejoin="round"/>`,
      `<text class="sign-number" x="${r1(hs.num[0])}" y="${r1(hs.num[1] + 0.35 * basePx * 0.85)}" font-size="${r1(basePx * 0.85)}" fill="${MUTED}" text-anchor="middle">${sign}</text>`,
      setLabels(labelsOf(d, sign, script), hs.boxes, basePx, glyphs),
      '</g>',
    );
  });
  return out.join('');
}

/** Cell (column, row) of each sign in the South Indian grid, index 0 = Aries. */
const SOUTH_CELLS: ReadonlyArray<[number, number]> = [
  [1, 0],
  [2, 0],
  [3, 0],
  [3, 1],
  [3, 2],
  [3, 3],
  [2, 3],
  [1, 3],
  [0, 3],
  [0, 2],
  [0, 1],
  [0, 0],
];

function southChart(
  d: VargaDrawing,
  s: number,
  basePx: number,
  script: LabelScript,
  glyphs?: LabelGlyphs,
): string {
  const c = s / 4;
  const out: string[] = [];
  SOUTH_CELLS.forEach(([col, row], i) => {
    const sign = i + 1;
    const x = col * c,
      y = row * c;
    const isLagna = sign === d.lagnaSign;
    out.push(
      `<g class="house" data-house="${houseOfSign(sign, d.lagnaSign)}" data-sign="${sign}">`,
      `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(c)}" height="${r1(c)}" fill="${isLagna ? LAGNA_FILL : '#ffffff'}" stroke="${LINE}" stroke-width="1.5"/>`,
      // the traditional mark of the lagna: a line across the cell's top-left corner
      isLagna
        ? `<line class="lagna-corner" x1="${r1(x)}" y1="${r1(y + 0.28 * c)}" x2="${r1(x + 0.28 * c)}" y2="${r1(y)}" stroke="${LAGNA}" stroke-width="2"/>`
        : '',
      `<text class="sign-name" x="${r1(x + c - 0.05 * c)}" y="${r1(y + c - 0.06 * c)}" font-size="${r1(basePx * 0.72)}" fill="${MUTED}" text-anchor="end">${RASHI_NAMES_EN[i]}</text>`,
      setLabels(
        labelsOf(d, sign, script),
        [{ cx: x + c / 2, cy: y + c * 0.45, w: c * 0.88, h: c * 0.7 }],
        basePx,
        glyphs,
      ),
      '</g>',
    );
  });
  out.push(
    `<text class="caption" x="${r1(2 * c)}" y="${r1(2 * c + 0.35 * basePx * 1.2)}" font-size="${r1(basePx * 1.2)}" fill="${INK}" text-anchor="middle">${escapeSvg(d.caption)}</text>`,
  );
  return out.join('');
}

/**
 * Draw one or more varga charts side by side as one SVG document, with an optional header (title
 * and subtitle). Throws RangeError on a sign outside 1-12 or an unknown graha.
 */
export function drawChartSvg(drawings: readonly VargaDrawing[], opts: DrawOptions): string {
  if (drawings.length === 0) throw new RangeError('nothing to draw');
  drawings.forEach(checkDrawing);
  const script = opts.labels ?? 'en';
  if (script === 'sa' && !opts.glyphs)
    throw new RangeError('Devanagari labels need glyphs (the fonts to draw them with)');
  const glyphs = script === 'sa' ? opts.glyphs : undefined;
  const s = opts.sizePx ?? 400;
  const basePx = Math.round(s * 0.036 * 10) / 10;
  const pad = Math.round(s * 0.05);
  const gap = Math.round(s * 0.08);
  const titlePx = Math.round(s * 0.05);
  const subPx = Math.round(s * 0.033);
  const captionPx = Math.round(s * 0.038);
  const subLines = opts.subtitle
    ? wrapText(
        opts.subtitle,
        (2 * pad + drawings.length * s + (drawings.length - 1) * gap - 2 * pad) / subPx,
        3,
      )
    : [];
  const headerH =
    (opts.title ? titlePx * 1.5 : 0) +
    (subLines.length > 0 ? subPx * (1.4 * subLines.length + 0.6) : 0);
  // North charts have no free centre: their caption goes above the square
  const captionH = opts.style === 'north' ? captionPx * 1.8 : 0;
  const width = 2 * pad + drawings.length * s + (drawings.length - 1) * gap;
  const height = Math.ceil(2 * pad + headerH + captionH + s);
  const label = [
    opts.title,
    opts.subtitle,
    ...drawings.map(
      (d) => `${d.caption}, ${opts.style === 'north' ? 'North' : 'South'} Indian style`,
    ),
  ]
    .filter(Boolean)
    .join(' · ');
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="chart-title" font-family="${FONT}">`,
    `<title id="chart-title">${escapeSvg(label)}</title>`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
  ];
  let y = pad;
  if (opts.title && opts.titleGlyphs) {
    const d = opts.titleGlyphs.path(
      fitOutline(opts.title, opts.titleGlyphs, titlePx, width - 2 * pad),
      titlePx,
      pad,
      y + titlePx,
    );
    parts.push(
      `<path class="title" aria-label="${escapeSvg(opts.title)}" fill="${INK}" d="${d}"/>`,
    );
    y += titlePx * 1.5;
  } else if (opts.title) {
    parts.push(
      `<text class="title" x="${pad}" y="${r1(y + titlePx)}" font-size="${titlePx}" font-weight="bold" fill="${INK}">${escapeSvg(fitText(opts.title, (width - 2 * pad) / (titlePx * 1.1)))}</text>`,
    );
    y += titlePx * 1.5;
  }
  if (subLines.length > 0) {
    const tspans = subLines
      .map(
        (l, i) => `<tspan x="${pad}" dy="${i === 0 ? 0 : r1(subPx * 1.4)}">${escapeSvg(l)}</tspan>`,
      )
      .join('');
    parts.push(
      `<text class="subtitle" x="${pad}" y="${r1(y + subPx)}" font-size="${subPx}" fill="${MUTED}">${tspans}</text>`,
    );
    y += subPx * (1.4 * subLines.length + 0.6);
  }
  drawings.forEach((d, i) => {
    const x0 = pad + i * (s + gap);
    let y0 = y;
    if (opts.style === 'north') {
      parts.push(
        `<text class="caption" x="${r1(x0 + s / 2)}" y="${r1(y0 + captionPx)}" font-size="${captionPx}" fill="${INK}" text-anchor="middle">${escapeSvg(d.caption)}</text>`,
      );
      y0 += captionH;
    }
    parts.push(
      `<g class="chart" data-varga="${escapeSvg(d.varga)}" data-style="${opts.style}" transform="translate(${r1(x0)},${r1(y0)})">`,
      opts.style === 'north'
        ? northChart(d, s, basePx, script, glyphs)
        : southChart(d, s, basePx, script, glyphs),
      `<rect x="0" y="0" width="${s}" height="${s}" fill="none" stroke="${LINE}" stroke-width="2"/>`,
      '</g>',
    );
  });
  parts.push('</svg>');
  return parts.join('');
}
