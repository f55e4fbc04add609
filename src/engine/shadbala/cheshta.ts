/**
 * @module Cheshta bala (motional strength), B.V. Raman, "Graha and Bhava Balas" ch. VI, after
 * Sripati: the cheshta (seeghra) kendra is the seeghrochcha less the mean of the graha's mean and
 * true longitudes, reduced to 0-180 deg; cheshta bala = kendra / 3 virupas (0 at the kendra's zero,
 * 60 at 180 deg, i.e. deep in retrogression).
 * - Mars, Jupiter, Saturn: seeghrochcha = the mean Sun; mean longitude = the graha's own.
 * - Mercury, Venus: seeghrochcha = the graha's own (heliocentric) mean longitude; their mean
 *   longitude is the mean Sun's.
 * - The Sun's and the Moon's cheshta bala are their ayana and paksha bala (BPHS ch. 27), computed in
 *   kala.ts.
 * Mean longitudes: Meeus, "Astronomical Algorithms" (2nd ed.), eq. 25.2 (Sun) and Table 31.A
 * (planets), mean equinox of date, used with the tropical true longitudes so the frame cancels.
 * Raman's own tables follow the Surya Siddhanta, whose mean motions differ (for Mercury's
 * seeghrochcha by about 12 deg in 1918); a caller may pass mean longitudes explicitly instead.
 */
import { angleDiffDeg, norm360, type SaptaGraha } from '../core/constants.js';
import { J2000_JD } from '../time/julian.js';

/** Mean longitudes used by cheshta bala, degrees, all in one frame. */
export interface CheshtaMeans {
  /** mean Sun (the seeghrochcha of Mars, Jupiter, Saturn; the mean longitude of Mercury, Venus) */
  sun: number;
  mars: number;
  jupiter: number;
  saturn: number;
  /** heliocentric mean longitude of Mercury (its seeghrochcha) */
  mercurySeeghrochcha: number;
  /** heliocentric mean longitude of Venus (its seeghrochcha) */
  venusSeeghrochcha: number;
}

/** Mean longitudes of date (tropical, mean equinox), Meeus eq. 25.2 and Table 31.A. */
export function meanLongitudesTropical(jdTt: number): CheshtaMeans {
  const t = (jdTt - J2000_JD) / 36525;
  const t2 = t * t,
    t3 = t2 * t;
  return {
    sun: norm360(280.46646 + 36000.76983 * t + 0.0003032 * t2),
    mercurySeeghrochcha: norm360(
      252.250906 + 149474.0722491 * t + 0.0003035 * t2 + 0.000000018 * t3,
    ),
    venusSeeghrochcha: norm360(181.979801 + 58519.2130302 * t + 0.00031014 * t2 + 0.000000015 * t3),
    mars: norm360(355.433 + 19141.6964471 * t + 0.00031052 * t2 + 0.000000016 * t3),
    jupiter: norm360(34.351519 + 3036.3027748 * t + 0.0002233 * t2 + 0.000000037 * t3),
    saturn: norm360(50.077444 + 1223.5110686 * t + 0.00051908 * t2 - 0.00000003 * t3),
  };
}

/** Midpoint of two longitudes along the shorter arc. */
function midpoint(a: number, b: number): number {
  return norm360(a + angleDiffDeg(b, a) / 2);
}

/**
 * Reduced cheshta kendra (0-180 deg) of Mars, Mercury, Jupiter, Venus or Saturn.
 * @param trueLonDeg the graha's true longitude, in the frame of `means`
 */
export function cheshtaKendraDeg(
  graha: SaptaGraha,
  trueLonDeg: number,
  means: CheshtaMeans,
): number {
  let k: number;
  switch (graha) {
    case 'Mars':
      k = means.sun - midpoint(means.mars, trueLonDeg);
      break;
    case 'Jupiter':
      k = means.sun - midpoint(means.jupiter, trueLonDeg);
      break;
    case 'Saturn':
      k = means.sun - midpoint(means.saturn, trueLonDeg);
      break;
    case 'Mercury':
      k = means.mercurySeeghrochcha - midpoint(means.sun, trueLonDeg);
      break;
    case 'Venus':
      k = means.venusSeeghrochcha - midpoint(means.sun, trueLonDeg);
      break;
    default:
      throw new Error(`no cheshta kendra for ${graha}`);
  }
  const r = norm360(k);
  return r > 180 ? 360 - r : r;
}

/** Cheshta bala of Mars..Saturn: reduced cheshta kendra / 3. */
export function cheshtaBala(graha: SaptaGraha, trueLonDeg: number, means: CheshtaMeans): number {
  return cheshtaKendraDeg(graha, trueLonDeg, means) / 3;
}
