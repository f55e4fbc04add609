/**
 * @module Building the ChartBasis for one instant and place: the nine sidereal grahas, the
 * sidereal ascendant, MC and Placidus cusps, and the day's sunrise and sunset. Every chart route
 * of every family goes through here, so one moment and place give the same numbers in every
 * family.
 */
import { norm360 } from '../core/constants.js';
import type { ChartBasis } from '../core/chart-basis.js';
import { EngineInputError } from '../core/errors.js';
import { grahaPositions, nutation, type AyanamsaName, type NodeMode } from '../ephemeris/index.js';
import { ascendantMc } from '../ephemeris/sidereal-time.js';
import { siderealHouseCusps, type HouseAngles } from '../houses/index.js';
import { sunRiseSetDay } from '../riseset/index.js';

export interface BasisSettings {
  ayanamsa: AyanamsaName;
  nodeMode: NodeMode;
}

/** The basis plus the angles it was built from (house systems need them). */
export interface ChartBasisWithAngles extends ChartBasis {
  angles: HouseAngles;
  /** mean ayanamsa + nutation in longitude: the amount subtracted from tropical longitudes */
  ayanamsaTotalDeg: number;
}

/** JD (UT) of local midnight of the civil day holding jdUt, for a fixed offset in hours. */
export function localMidnightJdUt(jdUt: number, tzHours: number): number {
  return Math.floor(jdUt + tzHours / 24 + 0.5) - 0.5 - tzHours / 24;
}

/** The sidereal basis of a chart. @param jdUt instant (JD UT) @param latDeg north + @param lonDeg east + */
export function buildBasis(jdUt: number, latDeg: number, lonDeg: number, tzHours: number, settings: BasisSettings): ChartBasisWithAngles {
  const set = grahaPositions(jdUt, { ayanamsa: settings.ayanamsa, nodeMode: settings.nodeMode });
  const a = ascendantMc(jdUt, latDeg, lonDeg);
  const angles: HouseAngles = { ...a, latDeg };
  const shift = set.ayanamsaDeg + set.dpsiDeg;
  let placidusCuspsDeg: number[] | undefined;
  try {
    placidusCuspsDeg = siderealHouseCusps('placidus', angles, shift);
  } catch (err) {
    if (!(err instanceof EngineInputError)) throw err;
  }
  const midnight = localMidnightJdUt(jdUt, tzHours);
  const today = sunRiseSetDay(midnight, latDeg, lonDeg, 'hindu');
  const tomorrow = sunRiseSetDay(midnight + 1, latDeg, lonDeg, 'hindu');
  const yesterday = sunRiseSetDay(midnight - 1, latDeg, lonDeg, 'hindu');
  return {
    jdUt,
    jdTt: set.jdTt,
    latDeg,
    lonDeg,
    tzHours,
    ayanamsaDeg: set.ayanamsaDeg,
    ayanamsaTotalDeg: shift,
    angles,
    grahas: set.grahas.map((g) => ({
      name: g.name,
      lonDeg: g.siderealLonDeg,
      latDeg: g.latDeg,
      // the chart is sidereal, so is its speed (as Swiss Ephemeris reports with SEFLG_SIDEREAL)
      speedDegPerDay: g.siderealSpeedDegPerDay,
      retrograde: g.retrograde,
      distAu: g.distAu,
      tropicalLonDeg: g.tropicalLonDeg,
    })),
    ascendantDeg: norm360(a.ascTropicalDeg - shift),
    mcDeg: norm360(a.mcTropicalDeg - shift),
    obliquityDeg: nutation(set.jdTt).trueObliquityDeg,
    ...(placidusCuspsDeg ? { placidusCuspsDeg } : {}),
    ...(today.sunriseJdUt !== null ? { sunriseJdUt: today.sunriseJdUt } : {}),
    ...(today.sunsetJdUt !== null ? { sunsetJdUt: today.sunsetJdUt } : {}),
    ...(tomorrow.sunriseJdUt !== null ? { nextSunriseJdUt: tomorrow.sunriseJdUt } : {}),
    ...(yesterday.sunsetJdUt !== null ? { prevSunsetJdUt: yesterday.sunsetJdUt } : {}),
  };
}
