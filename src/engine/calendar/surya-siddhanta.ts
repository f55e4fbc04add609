/**
 * @module The Sun of the Surya Siddhanta, for the calendars that keep its sankrantis (Nepal's
 * Bikram Sambat; see docs/calendars.md). Written from the text's own constants, not from a modern
 * ephemeris:
 * - mean motion (Surya Siddhanta 1.29-34, 1.37): 4,320,000 revolutions of the Sun in a
 *   mahayuga of 1,577,917,828 civil days, so the sidereal year is 365 + 279457/1080000 days;
 *   387 revolutions of its apogee (mandochcha) in a kalpa of 1000 mahayugas (1.41-44);
 * - epoch (1.45-57): every mean place and the apogee at 0 (Mesha) at creation, 1,955,880,000
 *   sidereal years before the Kali Yuga began at midnight of Lanka (the Ujjain meridian) on
 *   17/18 February 3102 BCE (Julian), JD 588465.5 in Ujjain mean time;
 * - the equation of the centre (2.38-39): Rsine(equation) = (epicycle / 360) x Rsine(anomaly),
 *   anomaly = mean Sun - apogee, subtracted from the mean Sun; the Sun's epicycle is 14 degrees
 *   at the apsides and 13 deg 40' at the quadrants (2.34), in between by |Rsine(anomaly)|;
 * - sines from the text's table of 24 Rsines in steps of 3 deg 45' for a radius of 3438
 *   (2.15-22), linearly interpolated, and the inverse by the same table.
 * Time: the model's days are mean civil days counted from midnight at Ujjain (75 deg 46' E), so a
 * moment is converted to UT by subtracting Ujjain's longitude (5 h 3 min). The same model is set
 * out in Calendrical Calculations (Reingold and Dershowitz), chapter "The Modern Hindu Calendars".
 */
import { norm360 } from '../core/constants.js';

/** Rsines of the Surya Siddhanta (2.15-22), radius 3438, for 1..24 x 225'. */
const RSINES = [
  0, 225, 449, 671, 890, 1105, 1315, 1520, 1719, 1910, 2093, 2267, 2431, 2585, 2728, 2859, 2978,
  3084, 3177, 3256, 3321, 3372, 3409, 3431, 3438,
];
const STEP_DEG = 225 / 60;

const SIDEREAL_YEAR = 1_577_917_828 / 4_320_000;
const ANOMALISTIC_YEAR = 1_577_917_828_000 / (4_320_000_000 - 387);
/** JD (Ujjain mean time) of the Kali epoch and of creation */
const KALI_EPOCH_UJJAIN = 588465.5;
const CREATION_UJJAIN = KALI_EPOCH_UJJAIN - 1_955_880_000 * SIDEREAL_YEAR;
/** Ujjain's longitude, 75 deg 46' 6" E, as a fraction of a day */
const UJJAIN_DAY_FRACTION = (75 + 46 / 60 + 6 / 3600) / 360;

function tableSine(k: number): number {
  const q = ((k % 96) + 96) % 96;
  const quadrant = Math.floor(q / 24);
  const i = q % 24;
  const v = quadrant % 2 === 0 ? RSINES[i]! : RSINES[24 - i]!;
  return (quadrant < 2 ? v : -v) / 3438;
}

/** Sine of an angle (degrees) by the Surya Siddhanta's table, interpolated. */
export function ssSine(thetaDeg: number): number {
  const e = thetaDeg / STEP_DEG;
  const f = e - Math.floor(e);
  return f * tableSine(Math.floor(e) + 1) + (1 - f) * tableSine(Math.floor(e));
}

/** Inverse of ssSine on [-1, 1], degrees in [-90, 90]. */
export function ssArcsine(x: number): number {
  if (x < 0) return -ssArcsine(-x);
  let k = 1;
  while (k < 24 && x > RSINES[k]! / 3438) k++;
  const lo = RSINES[k - 1]! / 3438,
    hi = RSINES[k]! / 3438;
  return STEP_DEG * (k - 1 + (Math.min(x, hi) - lo) / (hi - lo));
}

function meanPosition(tUjjain: number, period: number): number {
  const r = (tUjjain - CREATION_UJJAIN) / period;
  return 360 * (r - Math.floor(r));
}

/** The Surya Siddhanta's true (sidereal) longitude of the Sun at a JD UT, degrees [0, 360). */
export function ssSunLongitude(jdUt: number): number {
  const t = jdUt + UJJAIN_DAY_FRACTION;
  const mean = meanPosition(t, SIDEREAL_YEAR);
  const s = ssSine(meanPosition(t, ANOMALISTIC_YEAR));
  const epicycle = 14 / 360 - Math.abs(s) / 1080;
  return norm360(mean - ssArcsine(s * epicycle));
}

/** The instant (JD UT) the Surya Siddhanta's Sun enters rashi0, the crossing nearest guessJdUt (bisection to 1e-7 day). */
export function ssSankranti(rashi0: number, guessJdUt: number): number {
  const target = rashi0 * 30;
  const off = (t: number): number => {
    const d = norm360(ssSunLongitude(t) - target);
    return d >= 180 ? d - 360 : d;
  };
  let a = guessJdUt - off(guessJdUt) / 0.9856 - 3;
  let b = a + 6;
  for (let i = 0; i < 8 && off(a) > 0; i++) a -= 3;
  for (let i = 0; i < 8 && off(b) < 0; i++) b += 3;
  while (b - a > 1e-7) {
    const m = (a + b) / 2;
    if (off(m) < 0) a = m;
    else b = m;
  }
  return (a + b) / 2;
}
