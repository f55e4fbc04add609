/**
 * @module Evaluation of the truncated VSOP87B and ELP/MPP02 series with analytic time
 * derivatives: rectangular position and velocity in one pass over the terms.
 */
import {
  ELP_DELAUNAY,
  ELP_LINEAR_MAX,
  ELP_LINEAR_RATES,
  ELP_MPP02,
  ELP_MULTIPLE_MAX,
  ELP_W1,
} from './series/elp-mpp02.js';
import { VSOP_MEAN_MOTIONS, VSOP_MULTIPLE_MAX, type VsopBodySeries } from './series/vsop87b.js';

const ARCSEC = Math.PI / 180 / 3600;
const DAYS_PER_MILLENNIUM = 365250;
const DAYS_PER_CENTURY = 36525;
/** Scratch buffers of the synchronous evaluations (results are always copied out). */
const SCRATCH_A = new Float64Array(6);
const SCRATCH_B = new Float64Array(6);

/** Series powers as typed arrays: one element kind at every load site keeps the loops fast. */
type Powers = Float64Array[];
const f64 = (powers: number[][]): Powers => powers.map((p) => Float64Array.from(p));

/**
 * Combination terms prepared for the inner loops: table offsets (Int32Array, already scaled to
 * (re, im) pairs) and the two amplitude-phase products (Float64Array), per power.
 */
interface ComboPower {
  idx: Int32Array;
  amp: Float64Array;
  rate: Float64Array;
}

/** VSOP combination sextuples (code1, code2, code3, A cos B, A sin B, C) -> offsets, amplitudes, rates C. */
function vsopCombos(powers: number[][]): ComboPower[] {
  return powers.map((x) => {
    const n = x.length / 6;
    const idx = new Int32Array(3 * n),
      amp = new Float64Array(2 * n),
      rate = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      idx[3 * i] = 2 * x[6 * i]!;
      idx[3 * i + 1] = 2 * x[6 * i + 1]!;
      idx[3 * i + 2] = 2 * x[6 * i + 2]!;
      amp[2 * i] = x[6 * i + 3]!;
      amp[2 * i + 1] = x[6 * i + 4]!;
      rate[i] = x[6 * i + 5]!;
    }
    return { idx, amp, rate };
  });
}

interface TypedVsop {
  L: Powers;
  Lx: ComboPower[];
  B: Powers;
  Bx: ComboPower[];
  R: Powers;
  Rx: ComboPower[];
}
const TYPED_VSOP = new WeakMap<VsopBodySeries, TypedVsop>();
function typedVsop(body: VsopBodySeries): TypedVsop {
  let t = TYPED_VSOP.get(body);
  if (!t) {
    t = {
      L: f64(body.L),
      Lx: vsopCombos(body.Lx),
      B: f64(body.B),
      Bx: vsopCombos(body.Bx),
      R: f64(body.R),
      Rx: vsopCombos(body.Rx),
    };
    TYPED_VSOP.set(body, t);
  }
  return t;
}

/** exp(i k n_j t) for the table arguments n_j, k = -K..K: (re, im) pairs at 2 * (j * W + k + K). */
const W = 2 * VSOP_MULTIPLE_MAX + 1;
const MULTIPLES = new Float64Array(2 * VSOP_MEAN_MOTIONS.length * W);
let multiplesT = NaN;

/** Fills MULTIPLES for time t (Julian millennia) by angle-addition recurrences; cached per t. */
function buildMultiples(t: number): void {
  if (t === multiplesT) return;
  for (let j = 0; j < VSOP_MEAN_MOTIONS.length; j++)
    fillMultiples(
      MULTIPLES,
      j * W + VSOP_MULTIPLE_MAX,
      VSOP_MEAN_MOTIONS[j]! * t,
      VSOP_MULTIPLE_MAX,
    );
  multiplesT = t;
}

/**
 * Sum over the powers of t^a * A cos(B + C t) and its derivative per unit of t. `powers` holds the
 * terms evaluated with trigonometry (each power's array starts with the number of terms that enter
 * the derivative; they come first); `combos` the terms whose phase comes from the multiples table.
 */
function vsopCoord(
  powers: Powers,
  combos: ComboPower[],
  t: number,
  out: Float64Array,
  o: number,
): void {
  let val = 0;
  let der = 0;
  let tp = 1; // t^a
  let tpm1 = 0; // a * t^(a-1)
  const m = MULTIPLES;
  for (let a = 0; a < powers.length; a++) {
    const s = powers[a]!;
    const nv = 1 + 3 * s[0]!;
    const n = s.length;
    let sc = 0;
    let ss = 0;
    let i = 1;
    for (; i < nv; i += 3) {
      const amp = s[i]!;
      const c = s[i + 2]!;
      const arg = s[i + 1]! + c * t;
      sc += amp * Math.cos(arg);
      ss -= amp * c * Math.sin(arg);
    }
    for (; i < n; i += 3) sc += s[i]! * Math.cos(s[i + 1]! + s[i + 2]! * t);
    const x = combos[a];
    if (x !== undefined) {
      const idx = x.idx,
        amp = x.amp,
        rate = x.rate;
      for (let k = 0, j = 0, n3 = idx.length; k < n3; k += 3, j++) {
        const p = idx[k]!,
          q = idx[k + 1]!,
          u = idx[k + 2]!;
        const ar = m[p]!,
          ai = m[p + 1]!,
          br = m[q]!,
          bi = m[q + 1]!;
        const dr = ar * br - ai * bi,
          di = ar * bi + ai * br;
        const er = m[u]!,
          ei = m[u + 1]!;
        const cr = dr * er - di * ei,
          ci = dr * ei + di * er;
        const ac = amp[2 * j]!,
          as = amp[2 * j + 1]!;
        sc += ac * cr - as * ci;
        ss -= rate[j]! * (as * cr + ac * ci);
      }
    }
    val += tp * sc;
    der += tpm1 * sc + tp * ss;
    tpm1 = (a + 1) * tp;
    tp *= t;
  }
  out[o] = val;
  out[o + 1] = der;
}

/**
 * Heliocentric rectangular position (AU) and velocity (AU/day) of a VSOP87B body in the J2000
 * dynamical ecliptic frame.
 * @param body series of the body
 * @param jdTt Julian day TT
 * @param out receives x, y, z, vx, vy, vz at out[0..5]
 */
export function vsopState(body: VsopBodySeries, jdTt: number, out: Float64Array): void {
  const t = (jdTt - 2451545.0) / DAYS_PER_MILLENNIUM;
  const s = SCRATCH_A;
  buildMultiples(t);
  const b = typedVsop(body);
  vsopCoord(b.L, b.Lx, t, s, 0);
  vsopCoord(b.B, b.Bx, t, s, 2);
  vsopCoord(b.R, b.Rx, t, s, 4);
  sphericalToRect(
    s[0]!,
    s[2]!,
    s[4]!,
    s[1]! / DAYS_PER_MILLENNIUM,
    s[3]! / DAYS_PER_MILLENNIUM,
    s[5]! / DAYS_PER_MILLENNIUM,
    out,
  );
}

function sphericalToRect(
  l: number,
  b: number,
  r: number,
  ld: number,
  bd: number,
  rd: number,
  out: Float64Array,
): void {
  const cl = Math.cos(l),
    sl = Math.sin(l),
    cb = Math.cos(b),
    sb = Math.sin(b);
  out[0] = r * cb * cl;
  out[1] = r * cb * sl;
  out[2] = r * sb;
  out[3] = rd * cb * cl - r * sb * bd * cl - r * cb * sl * ld;
  out[4] = rd * cb * sl - r * sb * bd * sl + r * cb * cl * ld;
  out[5] = rd * sb + r * cb * bd;
}

/** exp(i k A_j(T)) for the four Delaunay arguments, k = -K..K: (re, im) at 2 * (j * WE + k + K). */
const WE = 2 * ELP_MULTIPLE_MAX + 1;
const DELAUNAY_MULTIPLES = new Float64Array(2 * 4 * WE);
let delaunayT = NaN;
/** exp(i m nu_l T) for the linear arguments, m = -M..M: (re, im) at 2 * code, code = l * WL + m + M. */
const WL = 2 * ELP_LINEAR_MAX + 1;
const LINEAR_MULTIPLES = new Float64Array(2 * ELP_LINEAR_RATES.length * WL);
/** m nu_l per linear table entry, radians per century. */
const LINEAR_INDEX_RATES = new Float64Array(ELP_LINEAR_RATES.length * WL);
for (let l = 0; l < ELP_LINEAR_RATES.length; l++)
  for (let m = -ELP_LINEAR_MAX; m <= ELP_LINEAR_MAX; m++)
    LINEAR_INDEX_RATES[l * WL + m + ELP_LINEAR_MAX] = m * ELP_LINEAR_RATES[l]!;
/** k dA_j/dT per Delaunay table entry (radians per century), filled per instant. */
const DELAUNAY_INDEX_RATES = new Float64Array(4 * WE);

/** Fills table[2 * (base + k)] = exp(i k th) for k = -kmax..kmax by angle addition. */
function fillMultiples(table: Float64Array, base: number, th: number, kmax: number): void {
  const c1 = Math.cos(th),
    s1 = Math.sin(th);
  const b = 2 * base;
  table[b] = 1;
  table[b + 1] = 0;
  let cr = 1,
    ci = 0;
  for (let k = 1; k <= kmax; k++) {
    // re-anchor every 8 steps to keep the recurrence at full precision
    if ((k & 7) === 0) {
      cr = Math.cos(k * th);
      ci = Math.sin(k * th);
    } else {
      const r = cr * c1 - ci * s1;
      ci = cr * s1 + ci * c1;
      cr = r;
    }
    table[b + 2 * k] = cr;
    table[b + 2 * k + 1] = ci;
    table[b - 2 * k] = cr;
    table[b - 2 * k + 1] = -ci;
  }
}

function buildDelaunayMultiples(t: number): void {
  if (t === delaunayT) return;
  const K = ELP_MULTIPLE_MAX;
  for (let j = 0; j < 4; j++) {
    const a = ELP_DELAUNAY[j]!;
    const rate = a[0]! + t * (2 * a[1]! + t * (3 * a[2]! + t * 4 * a[3]!));
    for (let k = -K; k <= K; k++) DELAUNAY_INDEX_RATES[j * WE + k + K] = k * rate;
    fillMultiples(
      DELAUNAY_MULTIPLES,
      j * WE + K,
      t * (a[0]! + t * (a[1]! + t * (a[2]! + t * a[3]!))),
      K,
    );
  }
  for (let l = 0; l < ELP_LINEAR_RATES.length; l++)
    fillMultiples(
      LINEAR_MULTIPLES,
      l * WL + ELP_LINEAR_MAX,
      ELP_LINEAR_RATES[l]! * t,
      ELP_LINEAR_MAX,
    );
  delaunayT = t;
}

/** One group of ELP combination terms: table offsets (4 Delaunay, then 2 linear if `linear`). */
interface ElpGroup {
  idx: Int32Array;
  amp: Float64Array;
  linear: boolean;
}
/** ELP combination terms of one power, grouped by velocity need and by whether linear arguments occur. */
interface ElpComboPower {
  coarse: ElpGroup[];
  fine: ElpGroup[];
  rest: ElpGroup[];
}

/**
 * ELP combination octuples (k_D, k_l', k_l, k_F, code1, code2, A sin p0, A cos p0), led by the
 * counts of fine and coarse velocity terms -> groups of table offsets and amplitudes. Terms
 * without linear arguments skip two complex products; terms below the velocity thresholds skip
 * the derivative.
 */
function elpCombos(powers: number[][]): ElpComboPower[] {
  const K = ELP_MULTIPLE_MAX;
  const identity = ELP_LINEAR_MAX; // code of multiple 0
  return powers.map((x) => {
    const nFine = x[0]!,
      nCoarse = x[1]!;
    const n = (x.length - 2) / 8;
    const group = (from: number, to: number): ElpGroup[] => {
      const pure: number[] = [],
        lin: number[] = [];
      for (let i = from; i < to; i++) {
        const o = 2 + 8 * i;
        if (x[o + 4] === identity && x[o + 5] === identity) pure.push(i);
        else lin.push(i);
      }
      return [
        [pure, false],
        [lin, true],
      ]
        .filter(([list]) => (list as number[]).length > 0)
        .map(([list, linear]) => {
          const l = list as number[];
          const w = linear ? 6 : 4;
          const idx = new Int32Array(w * l.length),
            amp = new Float64Array(2 * l.length);
          l.forEach((i, q) => {
            const o = 2 + 8 * i;
            for (let j = 0; j < 4; j++) idx[w * q + j] = 2 * (j * WE + x[o + j]! + K);
            if (linear) {
              idx[w * q + 4] = 2 * x[o + 4]!;
              idx[w * q + 5] = 2 * x[o + 5]!;
            }
            amp[2 * q] = x[o + 6]!;
            amp[2 * q + 1] = x[o + 7]!;
          });
          return { idx, amp, linear: linear as boolean };
        });
    };
    return { coarse: group(0, nCoarse), fine: group(nCoarse, nFine), rest: group(nFine, n) };
  });
}

/** Adds one group's sums into ELP_SUMS[0] (value) and ELP_SUMS[1] (derivative when `vel`). */
function elpGroup(g: ElpGroup, vel: boolean): void {
  const m = DELAUNAY_MULTIPLES,
    lm = LINEAR_MULTIPLES,
    dr = DELAUNAY_INDEX_RATES,
    lr = LINEAR_INDEX_RATES;
  const idx = g.idx,
    amp = g.amp;
  let ss = 0,
    sd = 0;
  if (g.linear) {
    for (let j = 0, q = 0, n = idx.length; j < n; j += 6, q += 2) {
      const i0 = idx[j]!,
        i1 = idx[j + 1]!,
        i2 = idx[j + 2]!,
        i3 = idx[j + 3]!,
        c1 = idx[j + 4]!,
        c2 = idx[j + 5]!;
      // independent products, then combined (short dependency chains)
      const ar = m[i0]!,
        ai = m[i0 + 1]!,
        br = m[i1]!,
        bi = m[i1 + 1]!;
      const pr = ar * br - ai * bi,
        pi = ar * bi + ai * br;
      const cr = m[i2]!,
        ci = m[i2 + 1]!,
        er = m[i3]!,
        ei = m[i3 + 1]!;
      const qr = cr * er - ci * ei,
        qi = cr * ei + ci * er;
      const fr = lm[c1]!,
        fi = lm[c1 + 1]!,
        gr = lm[c2]!,
        gi = lm[c2 + 1]!;
      const ur = fr * gr - fi * gi,
        ui = fr * gi + fi * gr;
      const vr = pr * qr - pi * qi,
        vi = pr * qi + pi * qr;
      const zr = vr * ur - vi * ui,
        zi = vr * ui + vi * ur;
      const as = amp[q]!,
        ac = amp[q + 1]!;
      ss += as * zr + ac * zi;
      if (vel)
        sd +=
          (ac * zr - as * zi) *
          (dr[i0 >> 1]! + dr[i1 >> 1]! + dr[i2 >> 1]! + dr[i3 >> 1]! + lr[c1 >> 1]! + lr[c2 >> 1]!);
    }
  } else {
    for (let j = 0, q = 0, n = idx.length; j < n; j += 4, q += 2) {
      const i0 = idx[j]!,
        i1 = idx[j + 1]!,
        i2 = idx[j + 2]!,
        i3 = idx[j + 3]!;
      const ar = m[i0]!,
        ai = m[i0 + 1]!,
        br = m[i1]!,
        bi = m[i1 + 1]!;
      const pr = ar * br - ai * bi,
        pi = ar * bi + ai * br;
      const cr = m[i2]!,
        ci = m[i2 + 1]!,
        er = m[i3]!,
        ei = m[i3 + 1]!;
      const qr = cr * er - ci * ei,
        qi = cr * ei + ci * er;
      const zr = pr * qr - pi * qi,
        zi = pr * qi + pi * qr;
      const as = amp[q]!,
        ac = amp[q + 1]!;
      ss += as * zr + ac * zi;
      if (vel)
        sd += (ac * zr - as * zi) * (dr[i0 >> 1]! + dr[i1 >> 1]! + dr[i2 >> 1]! + dr[i3 >> 1]!);
    }
  }
  ELP_SUMS[0] = ELP_SUMS[0]! + ss;
  ELP_SUMS[1] = ELP_SUMS[1]! + sd;
}
const ELP_SUMS = new Float64Array(2);

interface TypedElp {
  L: Powers;
  Lx: ElpComboPower[];
  B: Powers;
  Bx: ElpComboPower[];
  R: Powers;
  Rx: ElpComboPower[];
}
/** The ELP tables in their typed form, built on the first lunar position (not when the module loads). */
let typedElp: TypedElp | undefined;
function elpTables(): TypedElp {
  typedElp ??= {
    L: f64(ELP_MPP02.L),
    Lx: elpCombos(ELP_MPP02.Lx),
    B: f64(ELP_MPP02.B),
    Bx: elpCombos(ELP_MPP02.Bx),
    R: f64(ELP_MPP02.R),
    Rx: elpCombos(ELP_MPP02.Rx),
  };
  return typedElp;
}

function elpCoord(
  powers: Powers,
  combos: ElpComboPower[],
  t: number,
  fine: boolean,
  out: Float64Array,
  o: number,
): void {
  let val = 0;
  let der = 0;
  let tp = 1;
  let tpm1 = 0;
  const t2 = t * t,
    t3 = t2 * t,
    t4 = t3 * t;
  const d2 = 2 * t,
    d3 = 3 * t2,
    d4 = 4 * t3;
  for (let a = 0; a < powers.length; a++) {
    const s = powers[a]!;
    const nv = 2 + 6 * (fine ? s[0]! : s[1]!);
    const n = s.length;
    let ss = 0;
    let sd = 0;
    let i = 2;
    for (; i < nv; i += 6) {
      const amp = s[i]!;
      const p1 = s[i + 2]!,
        p2 = s[i + 3]!,
        p3 = s[i + 4]!,
        p4 = s[i + 5]!;
      const arg = s[i + 1]! + p1 * t + p2 * t2 + p3 * t3 + p4 * t4;
      ss += amp * Math.sin(arg);
      sd += amp * (p1 + p2 * d2 + p3 * d3 + p4 * d4) * Math.cos(arg);
    }
    for (; i < n; i += 6)
      ss +=
        s[i]! *
        Math.sin(s[i + 1]! + s[i + 2]! * t + s[i + 3]! * t2 + s[i + 4]! * t3 + s[i + 5]! * t4);
    const x = combos[a];
    if (x !== undefined) {
      ELP_SUMS[0] = 0;
      ELP_SUMS[1] = 0;
      for (const g of x.coarse) elpGroup(g, true);
      for (const g of x.fine) elpGroup(g, fine);
      for (const g of x.rest) elpGroup(g, false);
      ss += ELP_SUMS[0]!;
      sd += ELP_SUMS[1]!;
    }
    val += tp * ss;
    der += tpm1 * ss + tp * sd;
    tpm1 = (a + 1) * tp;
    tp *= t;
  }
  out[o] = val;
  out[o + 1] = der;
}

/**
 * Geocentric rectangular position (AU) and velocity (AU/day) of the Moon from ELP/MPP02 (DE405
 * fit), referred to the inertial mean ecliptic and equinox of J2000 of ELP (Laskar's P, Q rotation).
 * @param jdTt Julian day TT
 * @param fineVelocity true to sum the velocity over the finer terms (the true node needs them)
 * @param out receives x, y, z, vx, vy, vz at out[0..5]
 */
export function elpState(jdTt: number, fineVelocity: boolean, out: Float64Array): void {
  const t = (jdTt - 2451545.0) / DAYS_PER_CENTURY;
  const s = SCRATCH_A;
  buildDelaunayMultiples(t);
  const ELP = elpTables();
  elpCoord(ELP.L, ELP.Lx, t, fineVelocity, s, 0);
  elpCoord(ELP.B, ELP.Bx, t, fineVelocity, s, 2);
  elpCoord(ELP.R, ELP.Rx, t, fineVelocity, s, 4);
  const w = ELP_W1;
  const w1 = w[0]! + t * (w[1]! + t * (w[2]! + t * (w[3]! + t * w[4]!)));
  const w1d = w[1]! + t * (2 * w[2]! + t * (3 * w[3]! + t * 4 * w[4]!));
  const KM_PER_AU = 149597870.7;
  const v = SCRATCH_B;
  sphericalToRect(
    w1 + s[0]! * ARCSEC,
    s[2]! * ARCSEC,
    s[4]! / KM_PER_AU,
    (w1d + s[1]! * ARCSEC) / DAYS_PER_CENTURY,
    (s[3]! * ARCSEC) / DAYS_PER_CENTURY,
    s[5]! / KM_PER_AU / DAYS_PER_CENTURY,
    v,
  );
  // Laskar's P, Q: mean ecliptic of date to the inertial J2000 ecliptic
  const p =
    t *
    (0.10180391e-4 +
      t * (0.47020439e-6 + t * (-0.5417367e-9 + t * (-0.2507948e-11 + t * 0.463486e-14))));
  const q =
    t *
    (-0.113469002e-3 +
      t * (0.12372674e-6 + t * (0.1265417e-8 + t * (-0.1371808e-11 + t * -0.320334e-14))));
  const sq = Math.sqrt(1 - p * p - q * q);
  const m11 = 1 - 2 * p * p,
    m12 = 2 * p * q,
    m13 = 2 * p * sq;
  const m21 = 2 * p * q,
    m22 = 1 - 2 * q * q,
    m23 = -2 * q * sq;
  const m31 = -2 * p * sq,
    m32 = 2 * q * sq,
    m33 = 1 - 2 * p * p - 2 * q * q;
  for (let k = 0; k < 6; k += 3) {
    const x = v[k]!,
      y = v[k + 1]!,
      z = v[k + 2]!;
    out[k] = m11 * x + m12 * y + m13 * z;
    out[k + 1] = m21 * x + m22 * y + m23 * z;
    out[k + 2] = m31 * x + m32 * y + m33 * z;
  }
}
