/**
 * @module The computed basis every chart structure reads: one instant and place, the nine sidereal
 * grahas and the sidereal lagna/MC and cusps. Built once per request by the chart assembler and
 * passed to vargas, dashas, KP, karakas, ashtakavarga, shadbala, sahams, yogas and doshas.
 */
import type { GrahaName } from './constants.js';

export interface BasisGraha {
  name: GrahaName;
  /** sidereal longitude, degrees [0, 360) */
  lonDeg: number;
  /** ecliptic latitude, degrees */
  latDeg: number;
  /** speed of the sidereal longitude, degrees per day (negative = retrograde) */
  speedDegPerDay: number;
  retrograde: boolean;
  /** geocentric distance, AU (0 for the nodes) */
  distAu: number;
  /** tropical longitude, degrees [0, 360) */
  tropicalLonDeg: number;
  /** speed of the tropical longitude, degrees per day */
  tropicalSpeedDegPerDay?: number;
}

export interface ChartBasis {
  /** instant, JD in UT */
  jdUt: number;
  /** instant, JD in TT */
  jdTt: number;
  /** geographic latitude, degrees north positive */
  latDeg: number;
  /** geographic longitude, degrees east positive */
  lonDeg: number;
  /** UTC offset in hours used for the civil input (for local-time-based rules) */
  tzHours: number;
  /** mean ayanamsa used, degrees */
  ayanamsaDeg: number;
  /** the nine grahas in GRAHA_NAMES order (Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu) */
  grahas: BasisGraha[];
  /** sidereal ascendant, degrees */
  ascendantDeg: number;
  /** sidereal midheaven (MC), degrees */
  mcDeg: number;
  /** obliquity of the ecliptic (true), degrees */
  obliquityDeg: number;
  /** sidereal Placidus cusps 1..12 (index 0 = cusp 1); undefined where Placidus is undefined (polar) */
  placidusCuspsDeg?: number[];
  /** sunrise and sunset (hindu convention) of the civil day containing the birth, and the next sunrise, JD UT; undefined in polar day/night */
  sunriseJdUt?: number;
  sunsetJdUt?: number;
  nextSunriseJdUt?: number;
  prevSunsetJdUt?: number;
}

/** Convenience lookup of a graha in a basis. */
export function grahaOf(basis: ChartBasis, name: GrahaName): BasisGraha {
  const g = basis.grahas.find((x) => x.name === name);
  if (!g) throw new Error(`graha ${name} missing from basis`);
  return g;
}
