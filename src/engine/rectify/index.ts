/**
 * @module Birth-time rectification by reverse fit (docs/rectify.md). Over a grid of candidate
 * birth instants in a window, each candidate's lagna and Moon give a whole-sign house frame and a
 * Vimsottari dasha (BPHS ch. 46); at each known past event the running maha, antar and
 * pratyantar lords are scored by how they signify the event's category (significators.ts).
 * Candidates are ranked by the mean event score. Deterministic; the output speaks only of the
 * candidates' charts and of periods running at the given events (period starts, never ends), so
 * it makes no statement about any date after the latest event.
 *
 * Cost: the full graha set is computed at hourly nodes spanning the window and interpolated with
 * 4-point Lagrange polynomials at each candidate (error far below an arcsecond for every graha,
 * the Moon included); the ascendant is computed exactly at every candidate.
 */
import { buildBasis } from '../chart/basis.js';
import { describePoint } from '../chart/format.js';
import {
  GRAHA_NAMES,
  RASHI_LORDS,
  nakshatraLord,
  norm360,
  rashiIndex0,
  type GrahaName,
} from '../core/constants.js';
import { EngineInputError } from '../core/errors.js';
import { computeDasha, type DashaPeriod } from '../dasha/index.js';
import type { AyanamsaName, NodeMode } from '../ephemeris/index.js';
import { ascendantMc } from '../ephemeris/sidereal-time.js';
import { isoInZone, type ZoneSpec } from '../time/zones.js';
import { SCORING, SIGNIFICATORS, type RectifyCategory } from './significators.js';

export * from './significators.js';

export interface RectifyEventInput {
  /** the event's date as given (YYYY-MM-DD) */
  date: string;
  /** the instant used for the event (the route uses local noon of the date), JD UT */
  jdUt: number;
  category: RectifyCategory;
}

export interface RectifyQuery {
  /** first candidate instant, JD UT */
  startJdUt: number;
  /** last instant of the window, JD UT (a candidate falls on it when the grid reaches it) */
  endJdUt: number;
  /** grid step in minutes, 1-60 */
  gridMinutes: number;
  latDeg: number;
  lonDeg: number;
  /** zone for the local times of the answer */
  zone: ZoneSpec;
  events: readonly RectifyEventInput[];
  ayanamsa?: AyanamsaName;
  nodeMode?: NodeMode;
  /** candidates answered, 3-5; default 5 */
  maxCandidates?: number;
}

export const MAX_GRID_POINTS = 1441;
/** Candidates answered: at least 3, at most 5 (the spec's "top 3 to 5"). */
export const MIN_CANDIDATES = 3;
export const MAX_CANDIDATES = 5;

/** Grid instants from start to end (inclusive) at a step of gridMinutes. */
export function gridCount(startJdUt: number, endJdUt: number, gridMinutes: number): number {
  // tolerance of 1e-6 step for the rounding of Julian-day differences
  return Math.floor((endJdUt - startJdUt) / (gridMinutes / 1440) + 1e-6) + 1;
}

/** The coarsest whole-minute grid at most `preferred` that puts MIN_CANDIDATES instants in the window, or null when none does. */
export function gridForCandidates(
  startJdUt: number,
  endJdUt: number,
  preferred: number,
): number | null {
  for (let g = preferred; g >= 1; g--)
    if (gridCount(startJdUt, endJdUt, g) >= MIN_CANDIDATES) return g;
  return null;
}
/**
 * Cost cap: grid instants times events. Each (instant, event) pair costs about 17 microseconds of
 * CPU (measured: 1,441 instants x 20 events took 0.5 s), so 6,000 keeps one request near 0.1 s.
 */
export const MAX_EVALUATIONS = 6000;
export const MAX_EVENTS = 20;
const LEVELS = ['maha', 'antar', 'pratyantar'] as const;
type Level = (typeof LEVELS)[number];

/** Whole-sign frame of one candidate: lagna sign and each graha's sign and longitude. */
interface Frame {
  lagnaSign: number;
  lon: Record<GrahaName, number>;
}

function houseOfSign(frame: Frame, sign: number): number {
  return ((sign - frame.lagnaSign + 12) % 12) + 1;
}
function ownedHouses(frame: Frame, g: GrahaName): number[] {
  const out: number[] = [];
  for (let s = 0; s < 12; s++) if (RASHI_LORDS[s] === g) out.push(houseOfSign(frame, s));
  return out.sort((a, b) => a - b);
}
function occupiedHouse(frame: Frame, g: GrahaName): number {
  return houseOfSign(frame, rashiIndex0(frame.lon[g]));
}

export interface LordFit {
  points: number;
  fit: number;
  reasons: string[];
}

/** How one graha signifies a category in a frame (the documented scoring rule). */
export function lordFit(frame: Frame, g: GrahaName, category: RectifyCategory): LordFit {
  const t = SIGNIFICATORS[category];
  const reasons: string[] = [];
  let points = 0;
  const weigh = (h: number, kind: 'occupies' | 'owns'): number => {
    if (t.primaryHouses.includes(h))
      return kind === 'occupies' ? SCORING.occupiesPrimary : SCORING.ownsPrimary;
    if (t.secondaryHouses.includes(h))
      return kind === 'occupies' ? SCORING.occupiesSecondary : SCORING.ownsSecondary;
    return 0;
  };
  const tag = (h: number) => (t.primaryHouses.includes(h) ? 'primary' : 'supporting');
  const link = (who: GrahaName, factor: number, prefix: string) => {
    const occ = occupiedHouse(frame, who);
    const po = weigh(occ, 'occupies') * factor;
    if (po > 0) {
      points += po;
      reasons.push(`${prefix}occupies house ${occ} (${tag(occ)} for ${category})`);
    }
    for (const h of ownedHouses(frame, who)) {
      const pw = weigh(h, 'owns') * factor;
      if (pw > 0) {
        points += pw;
        reasons.push(`${prefix}rules house ${h} (${tag(h)} for ${category})`);
      }
    }
  };
  link(g, 1, '');
  const star = nakshatraLord(frame.lon[g]);
  if (star !== g) link(star, SCORING.starLordFactor, `its nakshatra lord ${star} `);
  if (g === 'Rahu' || g === 'Ketu') {
    const disp = RASHI_LORDS[rashiIndex0(frame.lon[g])]!;
    link(disp, SCORING.nodeDispositorFactor, `its sign lord ${disp} `);
  }
  if (t.karakas.includes(g)) {
    points += SCORING.karaka;
    reasons.push(`natural karaka of ${category}`);
  }
  return { points, fit: Math.min(points, SCORING.cap) / SCORING.cap, reasons };
}

/** 4-point Lagrange interpolation of an unwrapped angle series at fractional index x. */
function interpAngle(series: readonly number[], x: number): number {
  const n = series.length;
  if (n === 1) return series[0]!;
  const i0 = Math.max(0, Math.min(n - 4 < 0 ? 0 : n - 4, Math.floor(x) - 1));
  const idx = [i0, i0 + 1, i0 + 2, i0 + 3].filter((i) => i < n);
  const base = series[idx[0]!]!;
  const ys = idx.map((i) => {
    let d = series[i]! - base;
    d -= 360 * Math.round(d / 360);
    return base + d;
  });
  let sum = 0;
  for (let a = 0; a < idx.length; a++) {
    let w = 1;
    for (let b = 0; b < idx.length; b++) if (a !== b) w *= (x - idx[b]!) / (idx[a]! - idx[b]!);
    sum += w * ys[a]!;
  }
  return norm360(sum);
}

export interface EventFit {
  date: string;
  category: RectifyCategory;
  /** 0-1: weighted fit of the three lords */
  score: number;
  lords: Record<Level, string>;
  periods: Array<{
    level: Level;
    lord: string;
    since: string;
    points: number;
    fit: number;
    why: string[];
  }>;
}

export interface RectifyCandidate {
  rank: number;
  /** local civil time with offset */
  time: string;
  utc: string;
  jdUt: number;
  /** mean event score, 0-1 */
  score: number;
  lagna: {
    longitude: number;
    rashi: string;
    rashiEn: string;
    degreeInRashi: number;
    nakshatra: string;
    pada: number;
  };
  moon: {
    longitude: number;
    rashi: string;
    nakshatra: string;
    nakshatraLord: string;
    pada: number;
  };
  /** the run of neighbouring grid instants with the same lagna sign and the same score */
  span: { from: string; to: string; gridPoints: number };
  events: EventFit[];
}

export interface RectifyResult {
  method: string;
  gridMinutes: number;
  gridPoints: number;
  window: { from: string; to: string };
  candidates: RectifyCandidate[];
}

function findContaining(
  periods: readonly DashaPeriod[] | undefined,
  jd: number,
): DashaPeriod | undefined {
  return periods?.find((p) => p.startJdUt <= jd && jd < p.endJdUt);
}

function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

interface Scored {
  i: number;
  jd: number;
  score: number;
  lagnaSign: number;
  ascDeg: number;
  moonDeg: number;
  events: EventFit[];
}

/**
 * Rank candidate birth instants in a window against past events.
 * @throws EngineInputError INVALID_FIELD for a bad window, grid, event list or event before the window
 */
export function rectify(q: RectifyQuery): RectifyResult {
  const ayanamsa = q.ayanamsa ?? 'lahiri';
  const nodeMode = q.nodeMode ?? 'mean';
  if (!Number.isFinite(q.startJdUt) || !Number.isFinite(q.endJdUt) || q.endJdUt <= q.startJdUt)
    throw new EngineInputError('INVALID_FIELD', 'the window must end after it starts', 'window');
  if (!Number.isFinite(q.gridMinutes) || q.gridMinutes < 1 || q.gridMinutes > 60)
    throw new EngineInputError('INVALID_FIELD', 'gridMinutes must be in [1, 60]', 'gridMinutes');
  if (q.events.length < 1 || q.events.length > MAX_EVENTS)
    throw new EngineInputError(
      'INVALID_FIELD',
      `between 1 and ${MAX_EVENTS} events are needed`,
      'events',
    );
  const stepDays = q.gridMinutes / 1440;
  const count = gridCount(q.startJdUt, q.endJdUt, q.gridMinutes);
  if (count < MIN_CANDIDATES) {
    // 3 to 5 ranked candidates need 3 distinct instants: refuse rather than answer fewer
    const finest = gridForCandidates(q.startJdUt, q.endJdUt, q.gridMinutes);
    if (finest === null)
      throw new EngineInputError(
        'INVALID_FIELD',
        `the window is ${Math.round((q.endJdUt - q.startJdUt) * 1440 * 100) / 100} minutes long and holds ${count} whole-minute grid instant(s); ${MIN_CANDIDATES} to ${MAX_CANDIDATES} ranked candidates need at least ${MIN_CANDIDATES}: widen it to at least 2 minutes`,
        'window',
      );
    throw new EngineInputError(
      'INVALID_FIELD',
      `the window holds ${count} grid instant(s) at ${q.gridMinutes}-minute steps; ${MIN_CANDIDATES} to ${MAX_CANDIDATES} ranked candidates need at least ${MIN_CANDIDATES}: use a grid of at most ${finest} minutes, or a wider window`,
      'gridMinutes',
    );
  }
  if (count > MAX_GRID_POINTS)
    throw new EngineInputError(
      'INVALID_FIELD',
      `the window holds ${count} grid instants; at most ${MAX_GRID_POINTS} (widen gridMinutes or narrow the window)`,
      'gridMinutes',
    );
  if (count * q.events.length > MAX_EVALUATIONS) {
    throw new EngineInputError(
      'COST_CAP_EXCEEDED',
      `${count} grid instants x ${q.events.length} events = ${count * q.events.length} evaluations; at most ${MAX_EVALUATIONS} per request (widen the grid, narrow the window or send fewer events)`,
      'gridMinutes',
    );
  }
  const lastJd = q.startJdUt + (count - 1) * stepDays;
  q.events.forEach((e, k) => {
    if (!(e.jdUt > lastJd))
      throw new EngineInputError(
        'INVALID_FIELD',
        `event ${e.date} is not after the birth window`,
        `events.${k}.date`,
      );
  });
  const maxCandidates = Math.max(
    MIN_CANDIDATES,
    Math.min(MAX_CANDIDATES, q.maxCandidates ?? MAX_CANDIDATES),
  );

  // Graha longitudes at hourly nodes covering the window (at least 4 nodes).
  const nodeStep = 1 / 24;
  const nodeCount = Math.max(4, Math.ceil((lastJd - q.startJdUt) / nodeStep) + 3);
  const node0 = q.startJdUt - nodeStep;
  const series = new Map<GrahaName, number[]>(GRAHA_NAMES.map((g) => [g, []]));
  const shift: number[] = [];
  for (let k = 0; k < nodeCount; k++) {
    const jd = node0 + k * nodeStep;
    const b = buildBasis(jd, q.latDeg, q.lonDeg, 0, { ayanamsa, nodeMode });
    for (const g of b.grahas) series.get(g.name)!.push(g.lonDeg);
    // ayanamsa + nutation in longitude: tropical ascendant minus sidereal ascendant
    shift.push(norm360(ascendantMc(jd, q.latDeg, q.lonDeg).ascTropicalDeg - b.ascendantDeg));
  }

  const evJds = q.events.map((e) => e.jdUt);
  const from = Math.min(...evJds);
  const to = Math.max(...evJds) + 1 / 86400;
  const scored: Scored[] = [];
  for (let i = 0; i < count; i++) {
    const jd = q.startJdUt + i * stepDays;
    const x = (jd - node0) / nodeStep;
    const lon = Object.fromEntries(
      GRAHA_NAMES.map((g) => [g, interpAngle(series.get(g)!, x)]),
    ) as Record<GrahaName, number>;
    const asc = norm360(ascendantMc(jd, q.latDeg, q.lonDeg).ascTropicalDeg - interpAngle(shift, x));
    const frame: Frame = { lagnaSign: rashiIndex0(asc), lon };
    const dasha = computeDasha({
      system: 'vimsottari',
      moonLonDeg: lon.Moon,
      birthJdUt: jd,
      depth: 3,
      fromJdUt: from,
      toJdUt: to,
    });
    const events: EventFit[] = q.events.map((e) => {
      const maha = findContaining(dasha.periods, e.jdUt);
      const antar = findContaining(maha?.periods, e.jdUt);
      const prat = findContaining(antar?.periods, e.jdUt);
      if (!maha || !antar || !prat)
        throw new EngineInputError(
          'INVALID_FIELD',
          `event ${e.date} is outside the 120-year Vimsottari cycle of the window`,
          'events',
        );
      const chain = [maha, antar, prat];
      let weighted = 0;
      let weights = 0;
      const periods = chain.map((p, lv) => {
        const f = lordFit(frame, p.lord as GrahaName, e.category);
        const w = SCORING.levelWeights[lv]!;
        weighted += w * f.fit;
        weights += w;
        return {
          level: LEVELS[lv]!,
          lord: p.lord,
          since: p.start.slice(0, 10),
          points: f.points,
          fit: round(f.fit, 4),
          why: f.reasons,
        };
      });
      return {
        date: e.date,
        category: e.category,
        score: round(weighted / weights, 6),
        lords: { maha: maha.lord, antar: antar.lord, pratyantar: prat.lord },
        periods,
      };
    });
    const score = round(events.reduce((s, e) => s + e.score, 0) / events.length, 6);
    scored.push({
      i,
      jd,
      score,
      lagnaSign: frame.lagnaSign,
      ascDeg: asc,
      moonDeg: lon.Moon,
      events,
    });
  }

  // Plateaus: maximal runs of consecutive grid points with the same lagna sign and score.
  const runs: Array<{ a: number; b: number }> = [];
  for (let i = 0; i < scored.length; i++) {
    const last = runs[runs.length - 1];
    const prev = scored[i - 1];
    if (last && prev && prev.score === scored[i]!.score && prev.lagnaSign === scored[i]!.lagnaSign)
      last.b = i;
    else runs.push({ a: i, b: i });
  }
  const ranked = runs
    .map((r) => ({ ...r, mid: Math.floor((r.a + r.b) / 2), score: scored[r.a]!.score }))
    .sort((p, q2) => q2.score - p.score || q2.b - q2.a - (p.b - p.a) || p.a - q2.a);
  const picks = ranked.slice(0, maxCandidates).map((r) => ({ idx: r.mid, a: r.a, b: r.b }));
  if (picks.length < MIN_CANDIDATES) {
    // Fewer plateaus than 3: fill with the best remaining single grid instants (the grid holds at least 3).
    const taken = new Set(picks.map((p) => p.idx));
    const rest = scored
      .filter((s) => !taken.has(s.i))
      .sort((p, q2) => q2.score - p.score || p.i - q2.i);
    for (const s of rest) {
      if (picks.length >= MIN_CANDIDATES) break;
      picks.push({ idx: s.i, a: s.i, b: s.i });
    }
    picks.sort((p, q2) => scored[q2.idx]!.score - scored[p.idx]!.score || p.idx - q2.idx);
  }

  const fmt = (jd: number) => isoInZone(jd, q.zone);
  const candidates: RectifyCandidate[] = picks.map((p, k) => {
    const s = scored[p.idx]!;
    const ascDeg = s.ascDeg;
    const lg = describePoint(ascDeg);
    const mn = describePoint(s.moonDeg);
    return {
      rank: k + 1,
      time: fmt(s.jd),
      utc: isoInZone(s.jd, { tzHours: 0 }).replace(/\+00:00$/, 'Z'),
      jdUt: s.jd,
      score: s.score,
      lagna: {
        longitude: ascDeg,
        rashi: lg.rashi.name,
        rashiEn: lg.rashi.nameEn,
        degreeInRashi: lg.degreeInRashi,
        nakshatra: lg.nakshatra.name,
        pada: lg.pada,
      },
      moon: {
        longitude: s.moonDeg,
        rashi: mn.rashi.name,
        nakshatra: mn.nakshatra.name,
        nakshatraLord: mn.nakshatra.lord,
        pada: mn.pada,
      },
      span: { from: fmt(scored[p.a]!.jd), to: fmt(scored[p.b]!.jd), gridPoints: p.b - p.a + 1 },
      events: s.events,
    };
  });
  return {
    method:
      'reverse fit: Vimsottari maha/antar/pratyantar lords at each past event scored against house and karaka significators (whole-sign houses from the lagna)',
    gridMinutes: q.gridMinutes,
    gridPoints: count,
    window: { from: fmt(q.startJdUt), to: fmt(lastJd) },
    candidates,
  };
}
