/**
 * Bisection of a sign change of g on [a, b] (Julian days) to 1e-9 day, for the fixture generators
 * that search events on Swiss Ephemeris positions (gen-search-fixture.ts, gen-route-value-fixtures.ts):
 * the reference side of those fixtures, independent of the engine's own search.
 */
export function bisect(g: (t: number) => number, a: number, b: number): number {
  let ga = g(a);
  for (let i = 0; i < 80 && b - a > 1e-9; i++) {
    const m = (a + b) / 2;
    const gm = g(m);
    if (gm > 0 === ga > 0) {
      a = m;
      ga = gm;
    } else b = m;
  }
  return (a + b) / 2;
}
