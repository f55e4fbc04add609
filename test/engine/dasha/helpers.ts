import type { ChartBasis } from '../../../src/engine/core/chart-basis.js';
import { GRAHA_NAMES, type GrahaName } from '../../../src/engine/core/constants.js';
import type { DashaPeriod } from '../../../src/engine/dasha/index.js';

/** 2000-01-01T12:00:00Z */
export const BIRTH_JD = 2451545.0;

/** A synthetic chart basis: only the sidereal longitudes and the ascendant matter to the dashas. */
export function makeBasis(ascendantDeg: number, lon: Partial<Record<GrahaName, number>>, jdUt = BIRTH_JD): ChartBasis {
  const rahu = lon.Rahu ?? 100;
  const all: Record<GrahaName, number> = {
    Sun: 0, Moon: 0, Mars: 0, Mercury: 0, Jupiter: 0, Venus: 0, Saturn: 0, Rahu: rahu, Ketu: (rahu + 180) % 360,
    ...lon,
  };
  return {
    jdUt, jdTt: jdUt, latDeg: 0, lonDeg: 0, tzHours: 0, ayanamsaDeg: 24, ascendantDeg, mcDeg: 0, obliquityDeg: 23.44,
    grahas: GRAHA_NAMES.map((name) => ({
      name, lonDeg: all[name], latDeg: 0, speedDegPerDay: 1, retrograde: false, distAu: 1, tropicalLonDeg: all[name],
    })),
  };
}

/** Every parent's children tile it exactly: first starts at its start, last ends at its end, no gaps. */
export function checkTiling(periods: DashaPeriod[], issues: string[], path = ''): void {
  for (let i = 0; i < periods.length; i++) {
    const p = periods[i]!;
    if (!(p.endJdUt > p.startJdUt)) issues.push(`${path}${i}: empty or inverted`);
    if (i > 0 && periods[i - 1]!.endJdUt !== p.startJdUt) issues.push(`${path}${i}: gap or overlap`);
    if (i > 0 && periods[i - 1]!.end !== p.start) issues.push(`${path}${i}: iso mismatch`);
    if (p.periods) {
      const k = p.periods;
      if (k[0]!.startJdUt !== p.startJdUt) issues.push(`${path}${i}: first child does not start with parent`);
      if (k[k.length - 1]!.endJdUt !== p.endJdUt) issues.push(`${path}${i}: last child does not end with parent`);
      checkTiling(k, issues, `${path}${i}.`);
    }
  }
}

export const years = (p: DashaPeriod, yearDays = 365.25): number => (p.endJdUt - p.startJdUt) / yearDays;
