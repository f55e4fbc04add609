import type { ChartBasis } from '../../../src/engine/core/chart-basis.js';
import type { GrahaName } from '../../../src/engine/core/constants.js';
import type { DashaPeriod } from '../../../src/engine/dasha/index.js';
import { syntheticBasis } from '../../support/chart-basis.js';

/** 2000-01-01T12:00:00Z */
export const BIRTH_JD = 2451545.0;

/** A synthetic chart basis: only the sidereal longitudes and the ascendant matter to the dashas. */
export function makeBasis(
  ascendantDeg: number,
  lon: Partial<Record<GrahaName, number>>,
  jdUt = BIRTH_JD,
): ChartBasis {
  const rahu = lon.Rahu ?? 100;
  const all: Record<GrahaName, number> = {
    Sun: 0,
    Moon: 0,
    Mars: 0,
    Mercury: 0,
    Jupiter: 0,
    Venus: 0,
    Saturn: 0,
    Rahu: rahu,
    Ketu: (rahu + 180) % 360,
    ...lon,
  };
  return syntheticBasis({ lons: all, ascendantDeg, jdUt, jdTt: jdUt, mcDeg: 0 });
}

/** Every parent's children tile it exactly: first starts at its start, last ends at its end, no gaps. */
export function checkTiling(periods: DashaPeriod[], issues: string[], path = ''): void {
  for (let i = 0; i < periods.length; i++) {
    const p = periods[i]!;
    if (!(p.endJdUt > p.startJdUt)) issues.push(`${path}${i}: empty or inverted`);
    if (i > 0 && periods[i - 1]!.endJdUt !== p.startJdUt)
      issues.push(`${path}${i}: gap or overlap`);
    if (i > 0 && periods[i - 1]!.end !== p.start) issues.push(`${path}${i}: iso mismatch`);
    if (p.periods) {
      const k = p.periods;
      if (k[0]!.startJdUt !== p.startJdUt)
        issues.push(`${path}${i}: first child does not start with parent`);
      if (k[k.length - 1]!.endJdUt !== p.endJdUt)
        issues.push(`${path}${i}: last child does not end with parent`);
      checkTiling(k, issues, `${path}${i}.`);
    }
  }
}

export const years = (p: DashaPeriod, yearDays = 365.25): number =>
  (p.endJdUt - p.startJdUt) / yearDays;
