/**
 * @module The period tree shared by every dasha system. A system describes, for each node context,
 * its label and the ordered children with their weights; this module turns that into periods with
 * start/end instants, expanding only the periods that overlap a window so deep levels stay small.
 * Children divide their parent in proportion to their weights (BPHS ch. 46: antardasha = maha years x
 * antar years / total), and the last child ends exactly at its parent's end.
 */
import { civilFromDays, isoFromJdUt } from '../time/julian.js';
import type { DashaPeriod } from './types.js';

/** How a node is reported. */
export interface NodeLabel {
  lord: string;
  name?: string;
  sign?: number;
  /** 1-27 for a nakshatra lord (Saptarishi Nakshatra dasha) */
  nakshatra?: number;
  /** the signs (1-12) from lagna, the Moon and the Sun (Sudarshana chakra dasha) */
  signs?: readonly number[];
}

/** Ordered children of a node: their contexts and cumulative fractions (length n + 1, first 0, last 1). */
export interface ChildSpec {
  ctxs: readonly number[];
  cum: readonly number[];
}

/** A dasha system as the tree sees it. */
export interface TreeSystem {
  label(ctx: number): NodeLabel;
  children(ctx: number): ChildSpec;
}

/** A top-level (maha) period before expansion. */
export interface MahaSeed {
  ctx: number;
  startJdUt: number;
  endJdUt: number;
}

/** Build a ChildSpec from contexts and weights, normalising the cumulative sum to end at exactly 1. */
export function childSpec(ctxs: readonly number[], weights: readonly number[]): ChildSpec {
  let total = 0;
  for (const w of weights) total += w;
  const cum: number[] = [0];
  let acc = 0;
  for (let i = 0; i < weights.length; i++) {
    acc += weights[i]!;
    cum.push(i === weights.length - 1 ? 1 : acc / total);
  }
  return { ctxs, cum };
}

/** Memoising wrapper: children and labels are pure functions of the context (a small non-negative integer). */
export function cachedSystem(
  label: (ctx: number) => NodeLabel,
  children: (ctx: number) => ChildSpec,
): TreeSystem {
  const labels: (NodeLabel | undefined)[] = [];
  const kids: (ChildSpec | undefined)[] = [];
  return {
    label(ctx) {
      let l = labels[ctx];
      if (l === undefined) {
        l = label(ctx);
        labels[ctx] = l;
      }
      return l;
    },
    children(ctx) {
      let k = kids[ctx];
      if (k === undefined) {
        k = children(ctx);
        kids[ctx] = k;
      }
      return k;
    },
  };
}

const UNIX_EPOCH_JD = 2440587.5;
const MS_PER_DAY = 86_400_000;
/** Unix ms of 0000-01-01T00:00:00Z and of 9999-12-31T23:59:59.999Z: the range Date#toISOString writes with 4 digits. */
const MIN_FAST_MS = -62_167_219_200_000;
const MAX_FAST_MS = 253_402_300_799_999;

const pad2 = (n: number): string => (n < 10 ? '0' + n : '' + n);
/** '-MM-DDT' by month * 32 + day; 'HH:MM:' by minute of day; 'SS'; '.sssZ': few concatenations per instant (built on first use). */
let MONTH_DAY: string[] = [];
let HOUR_MIN: string[] = [];
let SEC: string[] = [];
let MILLI_Z: string[] = [];
function buildIsoPieces(): void {
  MONTH_DAY = [];
  for (let m = 0; m < 13; m++)
    for (let d = 0; d < 32; d++) MONTH_DAY.push('-' + pad2(m) + '-' + pad2(d) + 'T');
  HOUR_MIN = [];
  for (let h = 0; h < 24; h++)
    for (let mi = 0; mi < 60; mi++) HOUR_MIN.push(pad2(h) + ':' + pad2(mi) + ':');
  SEC = [];
  for (let i = 0; i < 60; i++) SEC.push(pad2(i));
  MILLI_Z = [];
  for (let i = 0; i < 1000; i++)
    MILLI_Z.push('.' + (i < 10 ? '00' + i : i < 100 ? '0' + i : '' + i) + 'Z');
}
const YEAR_STR: (string | undefined)[] = new Array<string | undefined>(10000);

/**
 * ISO 8601 UTC string of a JD (UT), identical to isoFromJdUt (ms rounding, Date#toISOString form)
 * but without allocating a Date: civil-from-days after H. Hinnant, "chrono-compatible low-level date
 * algorithms". Outside years 0000-9999 it defers to isoFromJdUt.
 */
export function isoFastFromJdUt(jdUt: number): string {
  const ms = Math.round((jdUt - UNIX_EPOCH_JD) * MS_PER_DAY);
  if (!(ms >= MIN_FAST_MS && ms <= MAX_FAST_MS)) return isoFromJdUt(jdUt);
  if (MILLI_Z.length === 0) buildIsoPieces();
  const days = Math.floor(ms / MS_PER_DAY);
  let rem = ms - days * MS_PER_DAY;
  const { year: y, month: m, day: d } = civilFromDays(days);
  const minuteOfDay = Math.floor(rem / 60_000);
  rem -= minuteOfDay * 60_000;
  const ss = Math.floor(rem / 1000);
  let ys = YEAR_STR[y];
  if (ys === undefined) {
    ys = y < 10 ? '000' + y : y < 100 ? '00' + y : y < 1000 ? '0' + y : '' + y;
    YEAR_STR[y] = ys;
  }
  return (
    ys + MONTH_DAY[m * 32 + d]! + HOUR_MIN[minuteOfDay]! + SEC[ss]! + MILLI_Z[rem - ss * 1000]!
  );
}

function makePeriod(
  l: NodeLabel,
  s: number,
  e: number,
  startIso: string,
  endIso: string,
): DashaPeriod {
  const p: DashaPeriod = { lord: l.lord, startJdUt: s, endJdUt: e, start: startIso, end: endIso };
  if (l.name !== undefined) p.name = l.name;
  if (l.sign !== undefined) p.sign = l.sign;
  if (l.nakshatra !== undefined) p.nakshatra = l.nakshatra;
  if (l.signs !== undefined) p.signs = [...l.signs];
  return p;
}

/** Children of one period; each boundary's ISO string is written once (a child's start is its elder sibling's end). */
function expandChildren(
  sys: TreeSystem,
  ctx: number,
  startJd: number,
  endJd: number,
  startIso: string,
  endIso: string,
  level: number,
  depth: number,
  fromJd: number,
  toJd: number,
): DashaPeriod[] {
  const spec = sys.children(ctx);
  const n = spec.ctxs.length;
  const dur = endJd - startJd;
  const out: DashaPeriod[] = [];
  let prevEnd = Number.NaN;
  let prevEndIso = '';
  for (let i = 0; i < n; i++) {
    const s = i === 0 ? startJd : startJd + dur * spec.cum[i]!;
    const e = i === n - 1 ? endJd : startJd + dur * spec.cum[i + 1]!;
    if (e <= fromJd || s >= toJd) continue;
    const sIso = i === 0 ? startIso : s === prevEnd ? prevEndIso : isoFastFromJdUt(s);
    const eIso = i === n - 1 ? endIso : isoFastFromJdUt(e);
    prevEnd = e;
    prevEndIso = eIso;
    const c = spec.ctxs[i]!;
    const p = makePeriod(sys.label(c), s, e, sIso, eIso);
    if (level < depth)
      p.periods = expandChildren(sys, c, s, e, sIso, eIso, level + 1, depth, fromJd, toJd);
    out.push(p);
  }
  return out;
}

/**
 * Expand maha seeds to `depth` levels (1 = maha only), keeping only periods that overlap
 * [fromJdUt, toJdUt) at every level (a period [s, e) overlaps when s < to and e > from).
 */
export function expandTree(
  sys: TreeSystem,
  mahas: readonly MahaSeed[],
  depth: number,
  fromJdUt = -Infinity,
  toJdUt = Infinity,
): DashaPeriod[] {
  const out: DashaPeriod[] = [];
  let prevEnd = Number.NaN;
  let prevEndIso = '';
  for (const m of mahas) {
    if (m.endJdUt <= fromJdUt || m.startJdUt >= toJdUt) continue;
    const sIso = m.startJdUt === prevEnd ? prevEndIso : isoFastFromJdUt(m.startJdUt);
    const eIso = isoFastFromJdUt(m.endJdUt);
    prevEnd = m.endJdUt;
    prevEndIso = eIso;
    const p = makePeriod(sys.label(m.ctx), m.startJdUt, m.endJdUt, sIso, eIso);
    if (depth > 1)
      p.periods = expandChildren(
        sys,
        m.ctx,
        m.startJdUt,
        m.endJdUt,
        sIso,
        eIso,
        2,
        depth,
        fromJdUt,
        toJdUt,
      );
    out.push(p);
  }
  return out;
}

/**
 * Lay maha periods end to end from `startJdUt`, given their contexts and lengths in years.
 * Zero-length entries are dropped.
 */
export function layMahas(
  entries: readonly { ctx: number; years: number }[],
  startJdUt: number,
  yearDays: number,
): MahaSeed[] {
  const out: MahaSeed[] = [];
  let t = startJdUt;
  for (const en of entries) {
    if (!(en.years > 0)) continue;
    const e = t + en.years * yearDays;
    out.push({ ctx: en.ctx, startJdUt: t, endJdUt: e });
    t = e;
  }
  return out;
}
