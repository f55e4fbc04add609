/**
 * @module Sidereal time, ascendant and MC. IAU 2006 GMST from the Earth rotation angle; apparent
 * sidereal time adds the equation of the equinoxes (dpsi cos eps).
 */
import { norm360 } from '../core/constants.js';
import { J2000_JD, jdTtFromUt } from '../time/julian.js';
import { nutation } from './nutation.js';

const DEG = Math.PI / 180;

/** Greenwich mean and apparent sidereal time at a JD (UT1), degrees [0, 360). */
export function siderealTime(jdUt: number): { gmstDeg: number; gastDeg: number } {
  const du = jdUt - J2000_JD;
  const eraDeg = 360 * ((0.779057273264 + 0.00273781191135448 * du + (du % 1)) % 1);
  const t = (jdTtFromUt(jdUt) - J2000_JD) / 36525;
  const polyArcsec = 0.014506 + 4612.156534 * t + 1.3915817 * t * t - 0.00000044 * t ** 3 - 0.000029956 * t ** 4 - 0.0000000368 * t ** 5;
  const gmstDeg = norm360(eraDeg + polyArcsec / 3600);
  const nut = nutation(jdTtFromUt(jdUt));
  const gastDeg = norm360(gmstDeg + nut.dpsiDeg * Math.cos(nut.trueObliquityDeg * DEG));
  return { gmstDeg, gastDeg };
}

/**
 * Tropical ascendant and MC (true equinox of date) for a place, degrees.
 * @param latDeg geographic latitude, north positive
 * @param lonDeg geographic longitude, east positive
 * @returns ARMC (local apparent sidereal time, degrees) and the true obliquity used
 */
export function ascendantMc(jdUt: number, latDeg: number, lonDeg: number): { ascTropicalDeg: number; mcTropicalDeg: number; armcDeg: number; obliquityDeg: number } {
  const { gastDeg } = siderealTime(jdUt);
  const armcDeg = norm360(gastDeg + lonDeg);
  const eps = nutation(jdTtFromUt(jdUt)).trueObliquityDeg * DEG;
  const th = armcDeg * DEG;
  const phi = latDeg * DEG;
  const asc = Math.atan2(Math.cos(th), -(Math.sin(th) * Math.cos(eps) + Math.tan(phi) * Math.sin(eps)));
  const mc = Math.atan2(Math.sin(th), Math.cos(th) * Math.cos(eps));
  return { ascTropicalDeg: norm360(asc / DEG), mcTropicalDeg: norm360(mc / DEG), armcDeg, obliquityDeg: eps / DEG };
}
