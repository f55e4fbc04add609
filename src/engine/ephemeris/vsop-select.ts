/**
 * @module Which VSOP87B tables an instant uses: the near tables (series/vsop87b.ts, truncated for
 * dates near 2000) inside the near window, the richer far tables (series/vsop87b-far.ts) outside
 * it. Every instant inside the window takes exactly the code path and numbers it always had, so
 * modern charts cost nothing more; the far tables are parsed from their text on the first far
 * instant of an isolate and kept.
 *
 * Why two truncations: VSOP87B terms carry powers t^alpha of the time from J2000 (Julian
 * millennia). The near tables keep a term when |A| * 0.1^alpha reaches a threshold, so terms that
 * are negligible within a century of 2000 are dropped; far from it they grow as t^alpha (Saturn
 * 80" to 270" off in -500..0 from the full series). The far tables apply three times those thresholds at t = 5
 * millennia (see VSOP87B_FAR_TRUNCATION) and round their coefficients for that span. The window is
 * where the near tables' own truncation error stays at the far tables' level (docs/accuracy.md,
 * "Supported date range"; measured by scripts/series-truncation.ts).
 */
import {
  VSOP87B_EARTH,
  VSOP87B_JUPITER,
  VSOP87B_MARS,
  VSOP87B_MERCURY,
  VSOP87B_SATURN,
  VSOP87B_VENUS,
  type VsopBodySeries,
} from './series/vsop87b.js';
import { VSOP87B_FAR_TEXT } from './series/vsop87b-far.js';
import { jdFromGregorian } from '../time/julian.js';

/** One set of VSOP87B tables: the Earth and the five planets. */
export interface VsopTables {
  earth: VsopBodySeries;
  mercury: VsopBodySeries;
  venus: VsopBodySeries;
  mars: VsopBodySeries;
  jupiter: VsopBodySeries;
  saturn: VsopBodySeries;
}
/** Body order of the far text. */
const FAR_BODIES = ['earth', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'] as const;

/** The near tables (every instant inside NEAR_WINDOW). */
export const VSOP_NEAR: Readonly<VsopTables> = Object.freeze({
  earth: VSOP87B_EARTH,
  mercury: VSOP87B_MERCURY,
  venus: VSOP87B_VENUS,
  mars: VSOP87B_MARS,
  jupiter: VSOP87B_JUPITER,
  saturn: VSOP87B_SATURN,
});

const NEAR_FROM_YEAR = 1500;
const NEAR_TO_YEAR = 2500;
/**
 * The near window: Julian days TT from 1 January 1500 (inclusive) to 1 January 2500 (exclusive),
 * proleptic Gregorian. Inside it the near tables stay within about 1" of the full series (the far
 * tables' own level, 1.5" at most); outside it their error grows to 2" by 1400 and 13" by 1000
 * and 2900 (scripts/series-truncation.ts), so the far tables take over.
 */
export const NEAR_WINDOW = Object.freeze({
  fromYear: NEAR_FROM_YEAR,
  toYear: NEAR_TO_YEAR,
  fromJdTt: jdFromGregorian(NEAR_FROM_YEAR, 1, 1),
  toJdTt: jdFromGregorian(NEAR_TO_YEAR, 1, 1),
});

/** Parses one body's far text (groups L, Lx, B, Bx, R, Rx by '|', powers by ';', numbers by ','). */
function parseBody(text: string): VsopBodySeries {
  const groups = text
    .split('|')
    .map((g) => g.split(';').map((p) => (p === '' ? [] : p.split(',').map(Number))));
  if (groups.length !== 6)
    throw new Error(`far VSOP87B table: expected 6 groups, found ${groups.length}`);
  const [L, Lx, B, Bx, R, Rx] = groups as [
    number[][],
    number[][],
    number[][],
    number[][],
    number[][],
    number[][],
  ];
  return { L, Lx, B, Bx, R, Rx };
}

/** Parses far tables from their text form (one string per body, order earth .. saturn). */
export function vsopTablesFromText(texts: readonly string[]): VsopTables {
  if (texts.length !== FAR_BODIES.length)
    throw new Error(
      `far VSOP87B tables: expected ${FAR_BODIES.length} bodies, found ${texts.length}`,
    );
  const out = {} as VsopTables;
  FAR_BODIES.forEach((b, i) => {
    out[b] = parseBody(texts[i]!);
  });
  return out;
}

let far: VsopTables | undefined;
/** The far tables, parsed on first use. */
export function vsopFar(): VsopTables {
  far ??= vsopTablesFromText(VSOP87B_FAR_TEXT);
  return far;
}

/** True when an instant lies inside the near window. */
export function isNearInstant(jdTt: number): boolean {
  return jdTt >= NEAR_WINDOW.fromJdTt && jdTt < NEAR_WINDOW.toJdTt;
}

/**
 * The VSOP87B tables of an instant: the near tables inside NEAR_WINDOW, the far tables outside.
 * @param jdTt Julian day TT
 */
export function vsopTablesFor(jdTt: number): VsopTables {
  return isNearInstant(jdTt) ? VSOP_NEAR : vsopFar();
}
