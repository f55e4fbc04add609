/**
 * @module Building the ChartBasis for one instant and place: the nine sidereal grahas, the
 * sidereal ascendant and MC. Every chart route of every family goes through here, so one moment
 * and place give the same numbers in every family.
 */
import { norm360 } from '../core/constants.js';
import type { ChartBasis } from '../core/chart-basis.js';
import { grahaPositions, nutation, type AyanamsaName, type NodeMode } from '../ephemeris/index.js';
import { ascendantMc } from '../ephemeris/sidereal-time.js';

export interface BasisSettings {
  ayanamsa: AyanamsaName;
  nodeMode: NodeMode;
}

/** The sidereal basis of a chart. @param jdUt instant (JD UT) @param latDeg north + @param lonDeg east + */
export function buildBasis(jdUt: number, latDeg: number, lonDeg: number, tzHours: number, settings: BasisSettings): ChartBasis {
  const set = grahaPositions(jdUt, { ayanamsa: settings.ayanamsa, nodeMode: settings.nodeMode });
  const angles = ascendantMc(jdUt, latDeg, lonDeg);
  const shift = set.ayanamsaDeg + set.dpsiDeg;
  return {
    jdUt,
    jdTt: set.jdTt,
    latDeg,
    lonDeg,
    tzHours,
    ayanamsaDeg: set.ayanamsaDeg,
    grahas: set.grahas.map((g) => ({
      name: g.name,
      lonDeg: g.siderealLonDeg,
      latDeg: g.latDeg,
      speedDegPerDay: g.speedDegPerDay,
      retrograde: g.retrograde,
      distAu: g.distAu,
      tropicalLonDeg: g.tropicalLonDeg,
    })),
    ascendantDeg: norm360(angles.ascTropicalDeg - shift),
    mcDeg: norm360(angles.mcTropicalDeg - shift),
    obliquityDeg: nutation(set.jdTt).trueObliquityDeg,
  };
}
