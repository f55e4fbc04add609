/**
 * @module What some dasha systems read besides the positions of a chart: the tithi, yoga and karana
 * running at birth with their bounds (the Tithi Ashtottari, Tithi Yogini, Yoga Vimsottari and Karana
 * Chaturaseeti Sama dashas take their balance from the elapsed part of that limb), and the day's
 * twilights (Kaala and Chakra dashas). Limbs come from a provider the caller passes (computeDasha's
 * default searches the engine's ephemeris; the tests pass the oracle's).
 */
import type { ChartBasis } from '../core/chart-basis.js';
import { EngineInputError } from '../core/errors.js';

/** The limb (tithi 0-29, yoga 0-26, karana 0-59 by half-tithi from Kimstughna) running at birth and its bounds, JD UT. */
export interface LimbAtBirth {
  index0: number;
  startJdUt: number;
  endJdUt: number;
}
export type LimbKindAtBirth = 'tithi' | 'yoga' | 'karana';
export type LimbProvider = (kind: LimbKindAtBirth) => LimbAtBirth;

/** Fraction (0..1) of a limb elapsed at an instant, by time between its bounds (the ghatis of the limb elapsed). */
export function elapsedOfLimb(l: LimbAtBirth, jdUt: number): number {
  const len = l.endJdUt - l.startJdUt;
  if (!(len > 0)) return 0;
  return Math.min(1, Math.max(0, (jdUt - l.startJdUt) / len));
}

/** The day's four parts (Kaala and Chakra dashas): dawn and dusk twilights, day, night. */
export type KaalaPart = 'dawn' | 'day' | 'dusk' | 'night';

/** How long a twilight reaches either side of sunrise or sunset. */
export type TwilightRule =
  /** 5 ghatis (2 hours) either side, the ghati being a 60th of the day (BPHS on Kaala dasha) */
  | 'five-ghatis'
  /** 5 ghatis of the half it lies in: a sixth of the night before sunrise and after sunset, a sixth of the day after sunrise and before sunset */
  | 'sixth-of-half';

/** The part of the day holding `jdUt` and the fraction of it elapsed. */
export function kaalaPart(
  basis: ChartBasis,
  jdUt: number,
  rule: TwilightRule,
): { part: KaalaPart; fraction: number; startJdUt: number; endJdUt: number } {
  const { prevSunsetJdUt: ps, sunriseJdUt: sr, sunsetJdUt: ss, nextSunriseJdUt: ns } = basis;
  if (ps === undefined || sr === undefined || ss === undefined || ns === undefined) {
    throw new EngineInputError(
      'INVALID_FIELD',
      'this dasha needs the sunrise and sunset of the birth day (the Sun neither rises nor sets there that day)',
      'birth',
    );
  }
  const FIVE_GHATIS = 2 / 24;
  const nightBefore = sr - ps,
    day = ss - sr,
    nightAfter = ns - ss;
  const w =
    rule === 'five-ghatis'
      ? { preRise: FIVE_GHATIS, postRise: FIVE_GHATIS, preSet: FIVE_GHATIS, postSet: FIVE_GHATIS }
      : { preRise: nightBefore / 6, postRise: day / 6, preSet: day / 6, postSet: nightAfter / 6 };
  // the civil day's parts, with the night before (from the previous sunset's twilight) and the night after
  const bounds: [KaalaPart, number, number][] = [
    ['dusk', ps - w.preSet, ps + w.postSet],
    ['night', ps + w.postSet, sr - w.preRise],
    ['dawn', sr - w.preRise, sr + w.postRise],
    ['day', sr + w.postRise, ss - w.preSet],
    ['dusk', ss - w.preSet, ss + w.postSet],
    ['night', ss + w.postSet, ns - w.preRise],
    ['dawn', ns - w.preRise, ns + w.postRise],
  ];
  for (const [part, a, b] of bounds) {
    if (jdUt >= a && jdUt < b && b > a)
      return { part, fraction: (jdUt - a) / (b - a), startJdUt: a, endJdUt: b };
  }
  // a part of zero length (a twilight longer than its half-day, at high latitudes): the nearest part
  return { part: jdUt < sr ? 'night' : 'day', fraction: 0, startJdUt: jdUt, endJdUt: jdUt };
}
