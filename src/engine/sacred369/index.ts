/**
 * @module The sacred369 signature of Family V (docs/family-v.md): three numbers defined from a
 * chart's sidereal longitudes. They are definitions, nothing more: no classical text names them and
 * the service claims no meaning for them beyond the formulas below.
 *
 * - psi: the direction of the mean of the nine grahas' longitudes as unit vectors on the circle,
 *   degrees [0, 360): atan2(sum sin L, sum cos L). Undefined (null) when the vectors cancel exactly.
 * - k: the length of that mean vector, |sum e^{iL}| / 9, in [0, 1]: 1 when all nine share one
 *   longitude, near 0 when they are spread evenly.
 * - ring: 3, 6 or 9, from the nakshatra numbers (1 Ashwini .. 27 Revati) of the lagna and the nine
 *   grahas: their sum reduced to its digital root d (1..9), then ring = 3 * (((d - 1) mod 3) + 1),
 *   so digital roots 1, 4, 7 give 3; 2, 5, 8 give 6; 3, 6, 9 give 9.
 */
import { nakshatraIndex0 } from '../core/constants.js';
import type { ChartBasis } from '../core/chart-basis.js';

const DEG = Math.PI / 180;

export interface Sacred369 {
  psi: number | null;
  k: number;
  ring: 3 | 6 | 9;
  nakshatra_sum: number;
  digital_root: number;
}

/** Digital root of a positive integer (1..9). */
export function digitalRoot(n: number): number {
  return n <= 0 ? 0 : 1 + ((n - 1) % 9);
}

export function sacred369(basis: ChartBasis): Sacred369 {
  let s = 0;
  let c = 0;
  for (const g of basis.grahas) {
    s += Math.sin(g.lonDeg * DEG);
    c += Math.cos(g.lonDeg * DEG);
  }
  const r = Math.hypot(s, c);
  const psi = r < 1e-12 ? null : (((Math.atan2(s, c) / DEG) % 360) + 360) % 360;
  const sum = [basis.ascendantDeg, ...basis.grahas.map((g) => g.lonDeg)].reduce(
    (acc, lon) => acc + nakshatraIndex0(lon) + 1,
    0,
  );
  const d = digitalRoot(sum);
  const ring = (3 * (((d - 1) % 3) + 1)) as 3 | 6 | 9;
  return { psi, k: r / basis.grahas.length, ring, nakshatra_sum: sum, digital_root: d };
}
