/**
 * @module Building the ChartBasis for one instant and place: the nine sidereal grahas, the
 * sidereal ascendant, MC and Placidus cusps, and the day's sunrise and sunset (buildBasis), or
 * only the positions (buildPositions). Every chart route
 * of every family goes through here, so one moment and place give the same numbers in every
 * family.
 */
import { norm360 } from '../core/constants.js';
import type { ChartBasis } from '../core/chart-basis.js';
import { ValueUndefinedError } from '../core/errors.js';
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
  /** why placidusCuspsDeg is absent (Placidus undefined at this latitude), when it is */
  placidusUndefined?: ValueUndefinedError;
}

/** JD (UT) of local midnight of the civil day holding jdUt, for a fixed offset in hours. */
export function localMidnightJdUt(jdUt: number, tzHours: number): number {
  return Math.floor(jdUt + tzHours / 24 + 0.5) - 0.5 - tzHours / 24;
}

/**
 * The positions of a chart: the nine sidereal grahas, the angles, the sidereal ascendant and MC,
 * the obliquity. No house cusps and no sunrise searches: what a chart that prints only positions
 * (the versioned chart) needs. {@link buildBasis} adds the rest.
 * @param jdUt instant (JD UT) @param latDeg north + @param lonDeg east + @param tzHours offset of the civil input
 */
export function buildPositions(
  jdUt: number,
  latDeg: number,
  lonDeg: number,
  tzHours: number,
  settings: BasisSettings,
): ChartBasisWithAngles {
  const set = grahaPositions(jdUt, { ayanamsa: settings.ayanamsa, nodeMode: settings.nodeMode });
  const a = ascendantMc(jdUt, latDeg, lonDeg);
  const angles: HouseAngles = { ...a, latDeg };
  const shift = set.ayanamsaDeg + set.dpsiDeg;
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
      tropicalSpeedDegPerDay: g.speedDegPerDay,
    })),
    ascendantDeg: norm360(a.ascTropicalDeg - shift),
    mcDeg: norm360(a.mcTropicalDeg - shift),
    obliquityDeg: nutation(set.jdTt).trueObliquityDeg,
  };
}

/**
 * The full sidereal basis of a chart: {@link buildPositions} plus the Placidus cusps (absent where
 * Placidus is undefined; {@link ChartBasisWithAngles.placidusUndefined} then says why) and the
 * sunrise and sunset of the civil day, the next sunrise and the previous sunset (absent in polar
 * day or night).
 * @param jdUt instant (JD UT) @param latDeg north + @param lonDeg east + @param tzHours offset of the civil input
 */
export function buildBasis(
  jdUt: number,
  latDeg: number,
  lonDeg: number,
  tzHours: number,
  settings: BasisSettings,
): ChartBasisWithAngles {
  const basis = buildPositions(jdUt, latDeg, lonDeg, tzHours, settings);
  let placidusCuspsDeg: number[] | undefined;
  let placidusUndefined: ValueUndefinedError | undefined;
  try {
    placidusCuspsDeg = siderealHouseCusps('placidus', basis.angles, basis.ayanamsaTotalDeg);
  } catch (err) {
    if (!(err instanceof ValueUndefinedError)) throw err;
    placidusUndefined = err;
  }
  const midnight = localMidnightJdUt(jdUt, tzHours);
  const today = sunRiseSetDay(midnight, latDeg, lonDeg, 'hindu');
  const tomorrow = sunRiseSetDay(midnight + 1, latDeg, lonDeg, 'hindu');
  const yesterday = sunRiseSetDay(midnight - 1, latDeg, lonDeg, 'hindu');
  return {
    ...basis,
    ...(placidusCuspsDeg ? { placidusCuspsDeg } : {}),
    ...(placidusUndefined ? { placidusUndefined } : {}),
    ...(today.sunriseJdUt !== null ? { sunriseJdUt: today.sunriseJdUt } : {}),
    ...(today.sunsetJdUt !== null ? { sunsetJdUt: today.sunsetJdUt } : {}),
    ...(tomorrow.sunriseJdUt !== null ? { nextSunriseJdUt: tomorrow.sunriseJdUt } : {}),
    ...(yesterday.sunsetJdUt !== null ? { prevSunsetJdUt: yesterday.sunsetJdUt } : {}),
  };
}
