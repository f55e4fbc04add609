/**
 * The 109 charts one step from a text-built yoga chart (test/fixtures/yogas/text-charts.json,
 * `neighbours`): each of the eight grahas Sun..Rahu moved to every sign at the same degree (Ketu
 * follows Rahu), the lagna moved to every sign, and the day/night flag turned. One list for the
 * generator (scripts/yoga-text-charts.ts), its test and the verification report.
 */
export interface NeighbourChart {
  ascendantDeg: number;
  lonDeg: number[];
  retro: boolean[];
  dayBirth: boolean;
}

/** A longitude in [0, 360) rounded to 0.01 degree, as the fixture writes them. */
export const norm = (x: number): number => Math.round((((x % 360) + 360) % 360) * 100) / 100;

export function neighbourCharts<C extends NeighbourChart>(c: C): C[] {
  const out: C[] = [];
  for (let i = 0; i < 8; i++) {
    for (let k = 0; k < 12; k++) {
      const lonDeg = [...c.lonDeg];
      lonDeg[i] = norm(k * 30 + (c.lonDeg[i]! % 30));
      if (i === 7) lonDeg[8] = norm(lonDeg[7]! + 180);
      out.push({ ...c, lonDeg });
    }
  }
  for (let k = 0; k < 12; k++)
    out.push({ ...c, ascendantDeg: norm(k * 30 + (c.ascendantDeg % 30)) });
  out.push({ ...c, dayBirth: !c.dayBirth });
  return out;
}
