/**
 * @module The one builder of a synthetic chart basis for tests: the sidereal longitudes and the
 * ascendant a rule reads, everything else fixed and stated (issue 33). Each suite passes only what
 * its rule depends on; the defaults are a J2000 birth on the equator at Greenwich.
 */
import type { ChartBasis } from '../../src/engine/core/chart-basis.js';
import { GRAHA_NAMES } from '../../src/engine/core/constants.js';

export interface SyntheticBasis extends Partial<Omit<ChartBasis, 'grahas' | 'ascendantDeg'>> {
  /** sidereal longitudes by graha name; a graha not given stands at 0° */
  lons: Readonly<Record<string, number>>;
  ascendantDeg: number;
}

/** A chart basis from sidereal longitudes: tropical = sidereal + ayanamsa, MC a quadrant before the ascendant. */
export function syntheticBasis({ lons, ascendantDeg, ...rest }: SyntheticBasis): ChartBasis {
  const ayanamsaDeg = rest.ayanamsaDeg ?? 24;
  return {
    jdUt: 2451545,
    jdTt: 2451545,
    latDeg: 0,
    lonDeg: 0,
    tzHours: 0,
    ayanamsaDeg,
    grahas: GRAHA_NAMES.map((name) => ({
      name,
      lonDeg: lons[name] ?? 0,
      latDeg: 0,
      speedDegPerDay: 1,
      retrograde: false,
      distAu: 1,
      tropicalLonDeg: ((lons[name] ?? 0) + ayanamsaDeg) % 360,
    })),
    ascendantDeg,
    mcDeg: (ascendantDeg + 270) % 360,
    obliquityDeg: 23.44,
    ...rest,
  };
}
