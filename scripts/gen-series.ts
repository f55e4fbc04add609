/**
 * Generates the truncated series tables the Worker bundles, from the full tables that ship in the
 * MIT-licensed npm package `astronomia` (dev dependency only; the Worker never imports it):
 * - VSOP87B (Bretagnon & Francou 1988), heliocentric spherical, J2000 dynamical ecliptic, for
 *   Earth, Mercury, Venus, Mars, Jupiter and Saturn -> src/engine/ephemeris/series/vsop87b.ts
 * - ELP/MPP02 (Chapront & Francou 2003) in its DE405 fit (`elpMppDeFull`) ->
 *   src/engine/ephemeris/series/elp-mpp02.ts
 *
 * Truncation: a term of power alpha is kept when |A| * t_max^alpha >= threshold (t_max = 0.1
 * millennium for VSOP87, 1 century for ELP). Coefficients are then rounded so that the rounding
 * error of each term stays below a fixed absolute bound (1e-10 rad in VSOP87 L/B, 1e-10 AU in R;
 * 2e-6" in ELP L/B, 1 m in R), which keeps the committed tables compact.
 *
 * Far-date tables (--far): the same VSOP87B with t_max = 5 millennia and three times the
 * thresholds -> src/engine/ephemeris/series/vsop87b-far.ts, evaluated instead of the near tables
 * outside the near window (src/engine/ephemeris/vsop-select.ts); the near tables are not touched.
 *
 * Usage: node scripts/run-ts.mjs scripts/gen-series.ts [--far] [--out=DIR]
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = resolve('.');
const DATA = resolve(ROOT, 'node_modules/astronomia/data');

/** Truncation thresholds (edit and re-run to trade size and speed for accuracy). */
const VSOP_THRESHOLD: Record<string, { L: number; B: number; R: number }> = {
  earth: { L: 1e-8, B: 1e-8, R: 1e-8 },
  mercury: { L: 5e-8, B: 5e-8, R: 5e-8 },
  venus: { L: 5e-8, B: 5e-8, R: 5e-8 },
  mars: { L: 3e-8, B: 3e-8, R: 3e-8 },
  jupiter: { L: 5e-8, B: 5e-8, R: 5e-8 },
  saturn: { L: 8e-8, B: 8e-8, R: 8e-8 },
};
// command-line overrides: --earth=X --planets=X (VSOP87, radians/AU) --elpL=X --elpB=X (arcsec) --elpR=X (km),
// --vsopTmax=X (millennia) --elpTmax=X (centuries) for the t_max of the truncation rule
const ARGS = Object.fromEntries(
  process.argv
    .slice(2)
    .filter((a) => a.startsWith('--'))
    .map((a) => a.slice(2).split('=') as [string, string]),
);
for (const [body, th] of Object.entries(VSOP_THRESHOLD)) {
  const v = Number(ARGS[body] ?? ARGS[body === 'earth' ? 'earth' : 'planets'] ?? NaN);
  if (Number.isFinite(v)) {
    th.L = v;
    th.B = v;
    th.R = v;
  }
}
/**
 * --far writes only the far-date tables (src/engine/ephemeris/series/vsop87b-far.ts): a richer
 * truncation of VSOP87B that the engine evaluates instead of the near tables for instants outside
 * the near window around J2000 (src/engine/ephemeris/vsop-select.ts). The near tables are tuned
 * for dates near 2000 (t_max = 0.1 millennium): terms of higher powers of t that are negligible
 * there are dropped, and coefficients are rounded for |t| <= 0.1. The far tables use t_max =
 * FAR_VSOP_TMAX (the whole span of the far dates) and their own thresholds.
 */
const FAR = 'far' in ARGS;
/** t_max of the far tables, millennia: 5 spans the engine's Delta T table (-3000..+3000) and beyond. */
const FAR_VSOP_TMAX = 5;
/**
 * Far-table thresholds: three times the near thresholds, applied at t_max = 5 millennia. Measured
 * (scripts/series-truncation.ts): at most 1.5" of geocentric longitude from the full series over
 * -3000..+3000, against 0.6" for the full-threshold trial (8,570 terms) and 3.6" for ten times
 * the near thresholds (3,815 terms); 5,878 terms.
 */
const FAR_THRESHOLD_FACTOR = 3;
if (FAR) {
  const times = (x: number): number => Number((x * FAR_THRESHOLD_FACTOR).toPrecision(12));
  for (const th of Object.values(VSOP_THRESHOLD)) {
    th.L = times(th.L);
    th.B = times(th.B);
    th.R = times(th.R);
  }
  for (const [body, th] of Object.entries(VSOP_THRESHOLD)) {
    const v = Number(ARGS[body] ?? ARGS[body === 'earth' ? 'earth' : 'planets'] ?? NaN);
    if (Number.isFinite(v)) {
      th.L = v;
      th.B = v;
      th.R = v;
    }
  }
}
const VSOP_TMAX = Number(ARGS['vsopTmax'] ?? (FAR ? FAR_VSOP_TMAX : 0.1));
/** Output folder (--out=DIR to write trial tables elsewhere). */
const OUT = resolve(ROOT, ARGS['out'] ?? 'src/engine/ephemeris/series');
/** ELP thresholds: arcseconds for L and B, kilometres for R. */
const ELP_THRESHOLD = { L: 0.001, B: 0.0003, R: 1 };
for (const c of ['L', 'B', 'R'] as const) {
  const v = Number(ARGS['elp' + c] ?? NaN);
  if (Number.isFinite(v)) ELP_THRESHOLD[c] = v;
}
const ELP_TMAX = Number(ARGS['elpTmax'] ?? 1);
/** Velocity thresholds: VSOP87 |A C| (radians or AU per millennium); ELP |A p1| (arcsec or km per century). */
const VSOP_VEL_THRESHOLD = Number(ARGS['vsopVel'] ?? 1e-3);
const ELP_VEL_THRESHOLD = {
  L: Number(ARGS['elpLVel'] ?? 30),
  B: Number(ARGS['elpBVel'] ?? 1),
  R: Number(ARGS['elpRVel'] ?? 100),
};
const ELP_VEL_COARSE = {
  L: ELP_VEL_THRESHOLD.L,
  B: Number(ARGS['elpBVelCoarse'] ?? 30),
  R: ELP_VEL_THRESHOLD.R,
};
const VSOP_QUANT = { L: 1e-10, B: 1e-10, R: 1e-10 };
const ELP_QUANT = { L: 2e-6, B: 2e-6, R: 0.001 };

type Row = number[];
type Series = Record<string, Row[]>;

async function load(name: string): Promise<Record<string, unknown>> {
  const mod = (await import(pathToFileURL(resolve(DATA, name + '.js')).href)) as {
    default: Record<string, unknown>;
  };
  return mod.default;
}

/** Shortest decimal text of x rounded to an absolute step of 10^-decimals. */
function fmt(x: number, decimals: number): string {
  const d = Math.max(0, Math.min(17, decimals));
  let s = x.toFixed(d);
  if (s.includes('.')) s = s.replace(/0+$/, '').replace(/\.$/, '');
  if (s === '-0') s = '0';
  s = s.replace(/^(-?)0\./, '$1.');
  // prefer exponent form when shorter and exact enough
  const r = Number(s);
  if (r !== 0) {
    for (let p = 1; p <= 17; p++) {
      const e = r.toExponential(p - 1).replace('e+', 'e');
      if (Number(e) === r) {
        if (e.length < s.length) s = e;
        break;
      }
    }
  }
  return s;
}
const decimalsFor = (allowed: number): number => Math.max(0, Math.ceil(-Math.log10(allowed)));

/**
 * VSOP87 mean motions of the eight planets (radians per Julian millennium). Many VSOP87 terms have a
 * frequency a n_i + b n_j; those are evaluated without trigonometry from per-instant tables of
 * exp(i k n_i t), k = -K..K (angle-addition recurrences).
 */
export const MEAN_MOTIONS = [
  26087.9031415742, 10213.285546211, 6283.0758499914, 3340.6124266998, 529.6909650946,
  213.299095438, 74.7815985673, 38.1330356378,
];
/** Arguments of the VSOP87 combination tables: the eight mean motions, then the Moon's D, F, l (VSOP87 values). */
const VSOP_ARGUMENTS = [...MEAN_MOTIONS, 77713.7714681205, 84334.6615813083, 83286.9142695536];
const NARG = VSOP_ARGUMENTS.length;
export const MULTIPLE_MAX = 40;
const W = 2 * MULTIPLE_MAX + 1;

/** Table codes (planet * W + k + K) of a term's two factors, or undefined when C is no such combination. */
function decompose(a: number, c: number, scale: number): number[] | undefined {
  const ok = (approx: number): boolean =>
    Math.abs(approx - c) * VSOP_TMAX * Math.abs(a) * scale < 1e-12;
  const M = MULTIPLE_MAX,
    n = VSOP_ARGUMENTS;
  const code = (i: number, k: number): number => i * W + k + M;
  if (c === 0) return [M, M, M];
  for (let i = 0; i < NARG; i++) {
    for (let k = -M; k <= M; k++) if (k !== 0 && ok(k * n[i]!)) return [code(i, k), M, M];
  }
  for (let i = 0; i < NARG; i++) {
    for (let j = i + 1; j < NARG; j++) {
      for (let k = -M; k <= M; k++) {
        if (k === 0) continue;
        const b = Math.round((c - k * n[i]!) / n[j]!);
        if (b === 0 || Math.abs(b) > M) continue;
        if (ok(k * n[i]! + b * n[j]!)) return [code(i, k), code(j, b), M];
      }
    }
  }
  // three arguments, multiples up to 12
  const M3 = 12;
  for (let i = 0; i < NARG; i++)
    for (let j = i + 1; j < NARG; j++)
      for (let l = j + 1; l < NARG; l++) {
        for (let k = -M3; k <= M3; k++)
          for (let b = -M3; b <= M3; b++) {
            if (k === 0 || b === 0) continue;
            const e = Math.round((c - k * n[i]! - b * n[j]!) / n[l]!);
            if (e === 0 || Math.abs(e) > M) continue;
            if (ok(k * n[i]! + b * n[j]! + e * n[l]!)) return [code(i, k), code(j, b), code(l, e)];
          }
      }
  return undefined;
}

/** One body's tables: the module text (near format) and, per coordinate group L, Lx, B, Bx, R, Rx, the numbers of each power. */
interface VsopBodyTables {
  text: string;
  terms: number;
  groups: string[][][];
}

function vsopTables(body: string, data: Record<string, unknown>): VsopBodyTables {
  const th = VSOP_THRESHOLD[body]!;
  let terms = 0;
  let combined = 0;
  const parts: string[] = [];
  const groups: string[][][] = [];
  for (const coord of ['L', 'B', 'R'] as const) {
    const series = data[coord] as Series;
    const powers: string[] = [];
    const comboPowers: string[] = [];
    const powerNums: string[][] = [];
    const comboNums: string[][] = [];
    const keys = Object.keys(series)
      .map(Number)
      .sort((a, b) => a - b);
    for (const alpha of keys) {
      const rows = series[String(alpha)]!;
      const scale = VSOP_TMAX ** alpha;
      const q = VSOP_QUANT[coord] / Math.max(scale, 1e-12);
      const kept = rows.filter((r) => Math.abs(r[0]!) * scale >= th[coord]);
      if (kept.length === 0) continue;
      terms += kept.length;
      // combination terms: (code1, code2, code3, A cos B, A sin B, C); the others: the number of them that
      // enter the velocity (rate |A C| t_max^alpha above the threshold; they come first), then
      // (A, B, C) triples
      const combos: string[] = [];
      const general: Row[] = [];
      for (const r of kept) {
        const [a, b, c] = r as [number, number, number];
        const codes = decompose(a, c, scale);
        if (!codes) {
          general.push(r);
          continue;
        }
        combos.push(
          String(codes[0]),
          String(codes[1]),
          String(codes[2]),
          fmt(a * Math.cos(b), decimalsFor(q)),
          fmt(a * Math.sin(b), decimalsFor(q)),
          fmt(c, decimalsFor(q / Math.abs(a) / VSOP_TMAX)),
        );
      }
      combined += combos.length / 6;
      const velOf = (r: Row): boolean => Math.abs(r[0]! * r[2]!) * scale >= VSOP_VEL_THRESHOLD;
      general.sort((x, y) => Number(velOf(y)) - Number(velOf(x)));
      const nums: string[] = [String(general.filter(velOf).length)];
      for (const [a, b, c] of general as [number, number, number][]) {
        nums.push(
          fmt(a, decimalsFor(q)),
          fmt(b, decimalsFor(q / Math.abs(a))),
          fmt(c, decimalsFor(q / Math.abs(a) / VSOP_TMAX)),
        );
      }
      while (powers.length < alpha) {
        powers.push('[0]');
        comboPowers.push('[]');
        powerNums.push(['0']);
        comboNums.push([]);
      }
      powers.push('[' + nums.join(',') + ']');
      comboPowers.push('[' + combos.join(',') + ']');
      powerNums.push(nums);
      comboNums.push(combos);
    }
    parts.push(`${coord}:[${powers.join(',\n')}]`);
    parts.push(`${coord}x:[${comboPowers.join(',\n')}]`);
    groups.push(powerNums, comboNums);
  }
  console.log(`vsop87B ${body}: ${combined} of ${terms} terms by angle addition`);
  return { text: `{${parts.join(',\n')}}`, terms, groups };
}

/**
 * The four Delaunay arguments D, l', l, F of ELP/MPP02 (DE405 fit) as polynomials in T without
 * their constants (coefficients of T..T^4, radians), read from the series itself: each is the phase
 * of the single-argument term whose frequency is nearest the nominal rate.
 */
function delaunayBasis(data: Record<string, unknown>): number[][] {
  const nominal = [7771.377145, 628.3019552, 8328.691425, 8433.466157];
  const rows: Row[] = [];
  for (const c of ['L', 'B', 'R'])
    for (const k of Object.keys(data[c] as Series)) rows.push(...(data[c] as Series)[k]!);
  return nominal.map((f) => {
    const r = rows
      .filter((x) => Math.abs(Math.abs(x[2]!) - f) < 1e-3)
      .sort((a, b) => Math.abs(Math.abs(a[2]!) - f) - Math.abs(Math.abs(b[2]!) - f))[0]!;
    const sg = Math.sign(r[2]!);
    return [r[2]! * sg, (r[3] ?? 0) * sg, (r[4] ?? 0) * sg, (r[5] ?? 0) * sg];
  });
}

/** Integer multipliers of the Delaunay arguments that reproduce a phase polynomial, if any. */
function delaunayMultipliers(
  basis: number[][],
  p: number[],
  amp: number,
  unitTol: number,
): number[] | undefined {
  // solve the 4x4 system sum_i k_i basis[i][j] = p[j], j = 0..3, then round and verify
  const m = [0, 1, 2, 3].map((j) => [
    basis[0]![j]!,
    basis[1]![j]!,
    basis[2]![j]!,
    basis[3]![j]!,
    p[j]!,
  ]);
  for (let i = 0; i < 4; i++) {
    let piv = i;
    for (let r = i + 1; r < 4; r++) if (Math.abs(m[r]![i]!) > Math.abs(m[piv]![i]!)) piv = r;
    [m[i], m[piv]] = [m[piv]!, m[i]!];
    for (let r = 0; r < 4; r++) {
      if (r === i) continue;
      const f = m[r]![i]! / m[i]![i]!;
      for (let c = i; c < 5; c++) m[r]![c]! -= f * m[i]![c]!;
    }
  }
  const k = m.map((r, i) => Math.round(r[4]! / r[i]!));
  if (k.some((x) => Math.abs(x) > ELP_MULTIPLE_MAX)) return undefined;
  for (let j = 0; j < 4; j++) {
    const approx =
      k[0]! * basis[0]![j]! + k[1]! * basis[1]![j]! + k[2]! * basis[2]![j]! + k[3]! * basis[3]![j]!;
    if (Math.abs(approx - p[j]!) * Math.abs(amp) > unitTol) return undefined;
  }
  return k;
}
const ELP_MULTIPLE_MAX = 12;
/** Largest |m| of a linear (planetary or precession) multiplier in the ELP combination tables. */
const ELP_LINEAR_MAX = 20;
/**
 * Linear arguments of the ELP/MPP02 planetary perturbations (radians per Julian century, phases
 * absorbed in each term's constant): the mean longitudes of Mercury..Neptune (the VSOP87 mean
 * motions / 10) and the general precession rate 5029.0966"/cy.
 */
const ELP_LINEAR_RATES = [...MEAN_MOTIONS.map((x) => x / 10), 5029.0966 / 206264.80624709636];
const WL = 2 * ELP_LINEAR_MAX + 1;

/** Planetary combinations a nu_i (+ b nu_j): residual frequency -> codes (i * WL + a + M). */
function linearCombos(): Map<number, [number, number, number][]> {
  const map = new Map<number, [number, number, number][]>();
  const add = (v: number, c1: number, c2: number): void => {
    const k = Math.round(v * 1e4);
    const list = map.get(k) ?? [];
    list.push([v, c1, c2]);
    map.set(k, list);
  };
  const M = ELP_LINEAR_MAX,
    n = ELP_LINEAR_RATES.length;
  add(0, M, M);
  for (let i = 0; i < n; i++)
    for (let a = -M; a <= M; a++) if (a) add(a * ELP_LINEAR_RATES[i]!, i * WL + a + M, M);
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++)
      for (let a = -M; a <= M; a++)
        for (let b = -M; b <= M; b++) {
          if (a && b)
            add(
              a * ELP_LINEAR_RATES[i]! + b * ELP_LINEAR_RATES[j]!,
              i * WL + a + M,
              j * WL + b + M,
            );
        }
  return map;
}
let LINEAR_COMBOS: Map<number, [number, number, number][]> | undefined;

/**
 * Delaunay multipliers (|k| <= 6) and up to two linear arguments that reproduce a phase polynomial
 * to within `tol / |A|` (radians, per power of T), if any: [k_D, k_l', k_l, k_F, code1, code2].
 */
function elpDecompose(
  basis: number[][],
  p: number[],
  amp: number,
  tol: number,
): number[] | undefined {
  const pure = delaunayMultipliers(basis, p, amp, tol);
  if (pure) return [...pure, ELP_LINEAR_MAX, ELP_LINEAR_MAX];
  LINEAR_COMBOS ??= linearCombos();
  const e = tol / Math.abs(amp);
  const K = 6;
  for (let k0 = -K; k0 <= K; k0++)
    for (let k1 = -K; k1 <= K; k1++)
      for (let k2 = -K; k2 <= K; k2++)
        for (let k3 = -K; k3 <= K; k3++) {
          const q = (j: number): number =>
            k0 * basis[0]![j]! + k1 * basis[1]![j]! + k2 * basis[2]![j]! + k3 * basis[3]![j]!;
          if (
            Math.abs(q(1) - p[1]!) > e ||
            Math.abs(q(2) - p[2]!) > e ||
            Math.abs(q(3) - p[3]!) > e
          )
            continue;
          const res = p[0]! - q(0);
          const key = Math.round(res * 1e4);
          for (const kk of [key - 1, key, key + 1]) {
            for (const [v, c1, c2] of LINEAR_COMBOS.get(kk) ?? [])
              if (Math.abs(v - res) <= e) return [k0, k1, k2, k3, c1, c2];
          }
        }
  return undefined;
}

function elpTables(data: Record<string, unknown>): { text: string; terms: number } {
  let terms = 0;
  let combined = 0;
  const basis = delaunayBasis(data);
  const parts: string[] = [];
  for (const coord of ['L', 'B', 'R'] as const) {
    const series = data[coord] as Series;
    const powers: string[] = [];
    const comboPowers: string[] = [];
    const keys = Object.keys(series)
      .map(Number)
      .sort((a, b) => a - b);
    for (const alpha of keys) {
      const rows = series[String(alpha)]!;
      const scale = ELP_TMAX ** alpha;
      const all = rows.filter((r) => Math.abs(r[0]!) * scale >= ELP_THRESHOLD[coord]);
      if (all.length === 0) continue;
      terms += all.length;
      const q = ELP_QUANT[coord];
      // terms whose phase is p0 + Delaunay multiples + linear multiples:
      // (k_D, k_l', k_l, k_F, code1, code2, A sin p0, A cos p0), evaluated by angle addition
      // sorted by rate |A p1|, largest first, led by the counts of the fine and coarse velocity terms
      const comboRows: [Row, number[]][] = [];
      const kept: Row[] = [];
      for (const r of all) {
        const k = elpDecompose(basis, [r[2]!, r[3] ?? 0, r[4] ?? 0, r[5] ?? 0], r[0]!, q * 1e-2);
        if (k) comboRows.push([r, k]);
        else kept.push(r);
      }
      const comboRate = (r: Row): number => Math.abs(r[0]! * r[2]!) * scale;
      comboRows.sort((x, y) => comboRate(y[0]) - comboRate(x[0]));
      const combos: string[] = [
        String(comboRows.filter(([r]) => comboRate(r) >= ELP_VEL_THRESHOLD[coord]).length),
        String(comboRows.filter(([r]) => comboRate(r) >= ELP_VEL_COARSE[coord]).length),
      ];
      for (const [r, k] of comboRows) {
        combos.push(
          ...k.map(String),
          fmt(r[0]! * Math.sin(r[1]!), decimalsFor(q)),
          fmt(r[0]! * Math.cos(r[1]!), decimalsFor(q)),
        );
      }
      combined += comboRows.length;
      while (comboPowers.length < alpha) comboPowers.push('[0,0]');
      comboPowers.push('[' + combos.join(',') + ']');
      // sorted by rate |A p1|, largest first; the array starts with the number of terms that enter
      // the fine velocity (true node) and the coarse velocity (everything else)
      const rate = (r: Row): number => Math.abs(r[0]! * r[2]!) * scale;
      kept.sort((x, y) => rate(y) - rate(x));
      const nums: string[] = [
        String(kept.filter((r) => rate(r) >= ELP_VEL_THRESHOLD[coord]).length),
        String(kept.filter((r) => rate(r) >= ELP_VEL_COARSE[coord]).length),
      ];
      for (const r of kept) {
        const a = r[0]!;
        nums.push(fmt(a, decimalsFor(q)));
        for (let k = 1; k <= 5; k++) nums.push(fmt(r[k] ?? 0, decimalsFor(q / Math.abs(a))));
      }
      while (powers.length < alpha) powers.push('[0,0]');
      powers.push('[' + nums.join(',') + ']');
    }
    parts.push(`${coord}:[${powers.join(',\n')}]`);
    parts.push(`${coord}x:[${comboPowers.join(',\n')}]`);
  }
  console.log(`elp/mpp02: ${combined} of ${terms} terms by angle addition`);
  ELP_BASIS_TEXT = basis.map((b) => `[${b.join(', ')}]`).join(',\n  ');
  return { text: `{${parts.join(',\n')}}`, terms };
}
let ELP_BASIS_TEXT = '';

const HEADER =
  '// Generated by scripts/gen-series.ts from the npm package astronomia (MIT). Do not edit.\n';

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const bodies = ['earth', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'];
  if (FAR) {
    await writeFar(bodies);
    return;
  }
  let vsopText =
    HEADER +
    `/**
 * @module Truncated VSOP87B series (heliocentric spherical L, B in radians, R in AU; J2000
 * dynamical ecliptic and equinox). Per coordinate, per power alpha of t (Julian millennia TT from
 * J2000): a flat array: the number of terms that enter the velocity, then (A, B, C) triples,
 * value = sum t^alpha * A cos(B + C t). Velocity terms come first.
 */
/**
 * One body's VSOP87B tables. L, B, R: per power, the count of velocity terms then (A, B, C) triples
 * evaluated with trigonometry. Lx, Bx, Rx: per power, sextuples (code1, code2, code3, A cos B,
 * A sin B, C) of the terms whose frequency C is a n_i + b n_j + c n_l: code = i * ${W} + k +
 * ${MULTIPLE_MAX} indexes the per-instant table of exp(i k n_i t).
 */
export interface VsopBodySeries { L: number[][]; Lx: number[][]; B: number[][]; Bx: number[][]; R: number[][]; Rx: number[][] }
/**
 * Arguments of the combination tables, radians per Julian millennium: mean motions of Mercury..
 * Neptune, then the Moon's D, F, l (VSOP87's values).
 */
export const VSOP_MEAN_MOTIONS: readonly number[] = [${VSOP_ARGUMENTS.join(', ')}];
/** Largest multiple |k| in the combination tables. */
export const VSOP_MULTIPLE_MAX = ${MULTIPLE_MAX};
`;
  let total = 0;
  for (const b of bodies) {
    const { text, terms } = vsopTables(b, await load('vsop87B' + b));
    total += terms;
    vsopText += `/** VSOP87B ${b}, ${terms} terms. */\nexport const VSOP87B_${b.toUpperCase()}: VsopBodySeries = ${text};\n`;
  }
  writeFileSync(resolve(OUT, 'vsop87b.ts'), vsopText);

  const elp = await load('elpMppDeFull');
  const { text, terms } = elpTables(elp);
  const w1 = (elp['W1'] as number[]).join(',');
  writeFileSync(
    resolve(OUT, 'elp-mpp02.ts'),
    HEADER +
      `/**
 * @module Truncated ELP/MPP02 lunar series, DE405 fit (Chapront & Francou 2003). Geocentric
 * spherical coordinates referred to the mean ecliptic of date and the departure point:
 * V = W1(T) + sum_L (arcseconds), U = sum_B (arcseconds), r = sum_R (km). Per coordinate, per power
 * alpha of T (Julian centuries TT from J2000): the numbers of terms that enter the fine velocity
 * (used for the true node) and the coarse velocity (terms are sorted by rate, largest first), then
 * flat sextuples (A, p0, p1, p2, p3, p4), term value
 * T^alpha * A sin(p0 + p1 T + p2 T^2 + p3 T^3 + p4 T^4).
 */
/** Mean longitude of the Moon W1 (radians), polynomial coefficients in T. */
export const ELP_W1: readonly number[] = [${w1}];
/**
 * Delaunay arguments D, l', l, F without constants: coefficients of T, T^2, T^3, T^4 (radians).
 */
export const ELP_DELAUNAY: readonly (readonly number[])[] = [
  ${ELP_BASIS_TEXT}];
/** Largest |k| of a Delaunay multiplier in the combination tables. */
export const ELP_MULTIPLE_MAX = ${ELP_MULTIPLE_MAX};
/** Rates of the linear arguments (Mercury..Neptune mean longitudes, general precession), radians per century. */
export const ELP_LINEAR_RATES: readonly number[] = [${ELP_LINEAR_RATES.join(', ')}];
/** Largest |m| of a linear multiplier; a linear code is i * ${WL} + m + ${ELP_LINEAR_MAX}. */
export const ELP_LINEAR_MAX = ${ELP_LINEAR_MAX};
/**
 * ELP/MPP02 tables, ${terms} terms. L, B, R: terms evaluated with trigonometry (see above). Lx, Bx,
 * Rx: per power, the counts of fine and coarse velocity terms (sorted by rate, largest first),
 * then octuples (k_D, k_l', k_l, k_F, code1, code2, A sin p0, A cos p0) of the terms
 * whose phase is p0 + k_D D + k_l' l' + k_l l + k_F F + m1 lambda_1 T + m2 lambda_2 T (angle
 * addition, no trigonometry); code = i * ${WL} + m + ${ELP_LINEAR_MAX} names argument i and multiple m.
 */
export const ELP_MPP02: { L: number[][]; Lx: number[][]; B: number[][]; Bx: number[][]; R: number[][]; Rx: number[][] } = ${text};
`,
  );
  console.log(`elp/mpp02: ${terms} terms; total ${total + terms}`);
}

/**
 * Writes src/engine/ephemeris/series/vsop87b-far.ts: the far-date tables as one string per body
 * (parsed by vsop-select.ts on first use, so the Worker's start-up only scans string literals).
 */
async function writeFar(bodies: string[]): Promise<void> {
  const texts: string[] = [];
  const counts: Record<string, number> = {};
  let total = 0;
  for (const b of bodies) {
    const { terms, groups } = vsopTables(b, await load('vsop87B' + b));
    counts[b] = terms;
    total += terms;
    texts.push(groups.map((g) => g.map((nums) => nums.join(',')).join(';')).join('|'));
  }
  const th = JSON.stringify(Object.fromEntries(bodies.map((b) => [b, VSOP_THRESHOLD[b]!.L])));
  writeFileSync(
    resolve(OUT, 'vsop87b-far.ts'),
    HEADER.replace('gen-series.ts', 'gen-series.ts --far') +
      `/**
 * @module VSOP87B far-date tables: a richer truncation of the same series as vsop87b.ts, for the
 * instants outside the near window around J2000 (src/engine/ephemeris/vsop-select.ts). A term of
 * power alpha is kept when |A| * ${VSOP_TMAX}^alpha reaches the body's threshold (t in Julian
 * millennia TT from J2000), and coefficients are rounded for |t| <= ${VSOP_TMAX}.
 *
 * Layout: the VsopBodySeries of vsop87b.ts, stored as text so that loading the Worker only scans
 * six string literals; vsop-select.ts parses them on the first far-date instant. One string per
 * body (earth, mercury, venus, mars, jupiter, saturn): six groups L, Lx, B, Bx, R, Rx separated by
 * '|'; in a group, the powers of t separated by ';'; in a power, the numbers separated by ','.
 */
/** How the far tables were truncated: t_max (millennia), thresholds (radians or AU), terms kept. */
export const VSOP87B_FAR_TRUNCATION = {
  tMaxMillennia: ${VSOP_TMAX},
  thresholds: ${th},
  terms: ${JSON.stringify(counts)},
  totalTerms: ${total},
} as const;
/** The tables as text, one string per body in the order earth, mercury, venus, mars, jupiter, saturn. */
export const VSOP87B_FAR_TEXT: readonly string[] = [
${texts.map((t) => `  '${t}',`).join('\n')}
];
`,
  );
  console.log(`vsop87B far tables: ${total} terms (t_max ${VSOP_TMAX} millennia)`);
}

await main();
