/**
 * @module Descriptions of a sidereal longitude (rashi, nakshatra, pada) shared by every chart
 * shape. Longitudes are reported at full double precision, never rounded.
 */
import {
  NAKSHATRA_NAMES,
  RASHI_NAMES,
  RASHI_NAMES_EN,
  nakshatraIndex0,
  nakshatraLord,
  norm360,
  pada,
  rashiIndex0,
  type GrahaName,
} from '../core/constants.js';

export interface RashiRef {
  index: number;
  name: string;
  nameEn: string;
}
export interface NakshatraRef {
  index: number;
  name: string;
  lord: GrahaName;
}

/** Rashi of a sidereal longitude, index 1-12 (1 = Mesha/Aries). */
export function rashiOf(lonDeg: number): RashiRef {
  const i = rashiIndex0(lonDeg);
  return { index: i + 1, name: RASHI_NAMES[i]!, nameEn: RASHI_NAMES_EN[i]! };
}
/** Nakshatra of a sidereal longitude, index 1-27 (1 = Ashwini), with its Vimsottari lord. */
export function nakshatraOf(lonDeg: number): NakshatraRef {
  const i = nakshatraIndex0(lonDeg);
  return { index: i + 1, name: NAKSHATRA_NAMES[i]!, lord: nakshatraLord(lonDeg) };
}
/** Degrees within the rashi, [0, 30). */
export function degreeInRashi(lonDeg: number): number {
  return norm360(lonDeg) - rashiIndex0(lonDeg) * 30;
}
/** The common point description: longitude, rashi, degree in rashi, nakshatra, pada. */
export function describePoint(lonDeg: number): {
  longitude: number;
  rashi: RashiRef;
  degreeInRashi: number;
  nakshatra: NakshatraRef;
  pada: number;
} {
  return {
    longitude: lonDeg,
    rashi: rashiOf(lonDeg),
    degreeInRashi: degreeInRashi(lonDeg),
    nakshatra: nakshatraOf(lonDeg),
    pada: pada(lonDeg),
  };
}
