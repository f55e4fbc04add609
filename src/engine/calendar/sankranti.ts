/**
 * @module Sankranti instants for the solar calendars: the sidereal Sun (Lahiri by default) entering
 * a rashi, found by Newton's method on the Sun's own series (src/engine/ephemeris siderealSun, no
 * Moon), started from the Sun's mean motion. Four or five evaluations of the Sun (about 10 us each)
 * settle an instant to 1e-7 day (9 ms), so a date's regional calendars cost a few of these.
 *
 * The event search (src/engine/search sankrantiOf) finds the same instants on the Sun-Moon
 * interpolant the panchang limbs use; the two agree to well under a second (the interpolant's
 * error is 0.006" for the Moon and far less for the Sun).
 */
import { norm360 } from '../core/constants.js';
import { siderealSun, type AyanamsaName } from '../ephemeris/index.js';

/** The Sun's mean sidereal motion, degrees per day (initial guesses only). */
export const SUN_MEAN_DEG_PER_DAY = 360 / 365.256363;

function signedDeg(x: number): number {
  const d = norm360(x);
  return d >= 180 ? d - 360 : d;
}

/**
 * The instant (JD UT) the sidereal Sun enters rashi0 (0 = Mesha), the crossing nearest to
 * guessJdUt (within half a year of it).
 */
export function sankrantiInstant(
  rashi0: number,
  guessJdUt: number,
  ayanamsa: AyanamsaName = 'lahiri',
): number {
  const target = rashi0 * 30;
  let t = guessJdUt;
  // the longitude is nearly linear in time (its rate changes by 0.0004 deg/day per day), so Newton
  // converges quadratically: after a step under 1e-3 day the error left is under 1e-9 day (0.1 ms)
  for (let i = 0; i < 30; i++) {
    const s = siderealSun(t, ayanamsa);
    const dt = signedDeg(s.lonDeg - target) / s.speedDegPerDay;
    t -= dt;
    if (Math.abs(dt) < 1e-3) break;
  }
  return t;
}

/** The rashi (0 = Mesha) the Sun is in at jdUt and the instant it entered it (the last sankranti at or before jdUt). */
export function lastSankranti(
  jdUt: number,
  ayanamsa: AyanamsaName = 'lahiri',
): { rashi0: number; jdUt: number } {
  const { lonDeg } = siderealSun(jdUt, ayanamsa);
  const rashi0 = Math.floor(lonDeg / 30) % 12;
  const at = sankrantiInstant(
    rashi0,
    jdUt - (lonDeg - rashi0 * 30) / SUN_MEAN_DEG_PER_DAY,
    ayanamsa,
  );
  return { rashi0, jdUt: Math.min(at, jdUt) };
}

/**
 * Sunrise and sunset (JD UT) of the centre of the Sun on the true horizon, by the low-precision
 * solar formulas (Astronomical Almanac, "Sun" in Section C: mean longitude, anomaly, equation of
 * centre; declination and equation of time from them): within 1 minute of the engine's rise
 * and set for the disc centre without refraction (12 minutes for the civil upper-limb convention;
 * measured 1900-2100 at latitudes up to 60 degrees), enough to settle a month-start rule whose sankranti lies
 * more than 20 minutes from the cut-off without the rise/set search. Null beyond 60 degrees or when
 * the Sun does not rise or set.
 * @param localNoonJdUt any instant near the place's local noon of the date
 */
export function approxSunRiseSet(
  localNoonJdUt: number,
  latDeg: number,
  lonDeg: number,
): { sunriseJdUt: number; sunsetJdUt: number } | null {
  if (Math.abs(latDeg) > 60) return null;
  const R = Math.PI / 180;
  // solar noon near the given instant: UT noon shifted by the longitude
  const day0 = Math.round(localNoonJdUt + lonDeg / 360) - lonDeg / 360;
  const n = day0 - 2451545.0;
  const L = 280.46 + 0.9856474 * n;
  const g = (357.528 + 0.9856003 * n) * R;
  const lam = (L + 1.915 * Math.sin(g) + 0.02 * Math.sin(2 * g)) * R;
  const eps = (23.439 - 0.0000004 * n) * R;
  const alpha = Math.atan2(Math.cos(eps) * Math.sin(lam), Math.cos(lam)) / R;
  const dec = Math.asin(Math.sin(eps) * Math.sin(lam));
  const eotDeg = ((((L - alpha) % 360) + 540) % 360) - 180;
  const noon = day0 - eotDeg / 360;
  const cosH = -Math.tan(latDeg * R) * Math.tan(dec);
  if (cosH <= -1 || cosH >= 1) return null;
  const h = Math.acos(cosH) / R / 360;
  return { sunriseJdUt: noon - h, sunsetJdUt: noon + h };
}
