/**
 * @module Lagrange interpolation on a uniform grid, with analytic derivative. Used by the event
 * search and rise/set code to read Sun and Moon positions from cached grid nodes instead of
 * evaluating the ephemeris at every trial instant.
 *
 * For n nodes at integer abscissae lo, lo+1, ..., lo+n-1 (lo = 1 - n/2, so the interval [0, 1)
 * sits in the middle) the weights w_j(u) = prod_{m != j} (u - x_m) / (x_j - x_m).
 */

const baryCache = new Map<number, Float64Array>();

/** b_j = 1 / prod_{m != j} (x_j - x_m) for n uniform nodes (the barycentric constants). */
function barycentric(n: number): Float64Array {
  let b = baryCache.get(n);
  if (b) return b;
  b = new Float64Array(n);
  const lo = 1 - n / 2;
  for (let j = 0; j < n; j++) {
    let d = 1;
    for (let m = 0; m < n; m++) if (m !== j) d *= lo + j - (lo + m);
    b[j] = 1 / d;
  }
  baryCache.set(n, b);
  return b;
}

/**
 * Lagrange weights w_j(u) = b_j prod_{m != j} (u - x_m) and their derivatives d/du for n uniform
 * nodes centred on [0, 1). The product and its derivative are accumulated together (product rule),
 * O(n^2), which stays exact when u sits on or next to a node (the O(n) barycentric form loses all
 * digits of the derivative there).
 */
export function lagrangeWeights(n: number, u: number, w: Float64Array, dw: Float64Array): void {
  const lo = 1 - n / 2;
  const b = barycentric(n);
  for (let j = 0; j < n; j++) {
    let p = 1;
    let dp = 0;
    for (let m = 0; m < n; m++) {
      if (m === j) continue;
      const f = u - (lo + m);
      dp = dp * f + p;
      p *= f;
    }
    w[j] = p * b[j]!;
    dw[j] = dp * b[j]!;
  }
}

/**
 * Values at n consecutive grid nodes of an angle (degrees), unwrapped so consecutive values differ
 * by less than 180 deg. Mutates and returns `ys`.
 */
export function unwrapDegrees(ys: Float64Array, n: number): Float64Array {
  for (let j = 1; j < n; j++) {
    let d = ys[j]! - ys[j - 1]!;
    while (d > 180) d -= 360;
    while (d < -180) d += 360;
    ys[j] = ys[j - 1]! + d;
  }
  return ys;
}
