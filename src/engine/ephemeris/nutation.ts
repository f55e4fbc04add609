/**
 * @module Nutation and obliquity. IAU 2006 mean obliquity; nutation from the main terms of
 * IAU 1980 (Meeus ch. 22). To be extended to the full 63-term series.
 */
import { J2000_JD } from '../time/julian.js';

export interface Nutation { dpsiDeg: number; depsDeg: number; meanObliquityDeg: number; trueObliquityDeg: number }

const DEG = Math.PI / 180;

export function nutation(jdTt: number): Nutation {
  const t = (jdTt - J2000_JD) / 36525;
  const omega = (125.04452 - 1934.136261 * t) * DEG;
  const lSun = (280.4665 + 36000.7698 * t) * DEG;
  const lMoon = (218.3165 + 481267.8813 * t) * DEG;
  const dpsiArcsec = -17.2 * Math.sin(omega) - 1.32 * Math.sin(2 * lSun) - 0.23 * Math.sin(2 * lMoon) + 0.21 * Math.sin(2 * omega);
  const depsArcsec = 9.2 * Math.cos(omega) + 0.57 * Math.cos(2 * lSun) + 0.1 * Math.cos(2 * lMoon) - 0.09 * Math.cos(2 * omega);
  const eps0Arcsec = 84381.406 - 46.836769 * t - 0.0001831 * t * t + 0.0020034 * t ** 3 - 0.000000576 * t ** 4 - 0.0000000434 * t ** 5;
  const meanObliquityDeg = eps0Arcsec / 3600;
  return { dpsiDeg: dpsiArcsec / 3600, depsDeg: depsArcsec / 3600, meanObliquityDeg, trueObliquityDeg: meanObliquityDeg + depsArcsec / 3600 };
}
