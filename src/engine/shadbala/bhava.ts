/**
 * @module Bhava bala (house strength), B.V. Raman, "Graha and Bhava Balas" ch. IX: bhavadhipati bala
 * (the shadbala of the bhava's lord) + bhava dig bala + bhava drishti bala, in virupas. Bhavas are
 * Sripati's: the madhyas of the 1st and 10th are the ascendant and the MC, the 4th and 7th their
 * opposites, and each quadrant is trisected for the two madhyas between.
 */
import { RASHI_LORDS, norm360, rashiIndex0, type SaptaGraha } from '../core/constants.js';
import { drishtiPinda } from './drik.js';

/** Sripati bhava madhyas 1..12 (index 0 = 1st) from the sidereal ascendant and MC. */
export function sripatiBhavaMadhyas(ascendantDeg: number, mcDeg: number): number[] {
  const asc = norm360(ascendantDeg),
    mc = norm360(mcDeg);
  const ic = norm360(mc + 180),
    desc = norm360(asc + 180);
  const m = new Array<number>(12).fill(0);
  const fill = (from: number, to: number, i0: number): void => {
    const span = norm360(to - from);
    m[i0] = from;
    m[(i0 + 1) % 12] = norm360(from + span / 3);
    m[(i0 + 2) % 12] = norm360(from + (2 * span) / 3);
  };
  fill(asc, ic, 0);
  fill(ic, desc, 3);
  fill(desc, mc, 6);
  fill(mc, asc, 9);
  return m;
}

/** Sign classes of bhava dig bala and the bhava (1, 4, 7 or 10) in which each is strongest. */
export type BhavaSignClass = 'nara' | 'jalachara' | 'chatushpada' | 'keeta';
export const BHAVA_CLASS_STRONG_IN: Readonly<Record<BhavaSignClass, number>> = {
  nara: 1,
  jalachara: 4,
  chatushpada: 10,
  keeta: 7,
};

/**
 * Class of the sign holding a bhava madhya (Raman ch. IX): nara (human) Gemini, Virgo, Libra,
 * Aquarius and the first half of Sagittarius; jalachara (watery) Cancer, Pisces and the second half
 * of Capricorn; chatushpada (quadruped) Aries, Taurus, Leo, the second half of Sagittarius and the
 * first half of Capricorn; keeta (insect) Scorpio.
 */
export function bhavaSignClass(lonDeg: number): BhavaSignClass {
  const s = rashiIndex0(lonDeg);
  const firstHalf = norm360(lonDeg) - 30 * s < 15;
  switch (s) {
    case 2:
    case 5:
    case 6:
    case 10:
      return 'nara';
    case 3:
    case 11:
      return 'jalachara';
    case 0:
    case 1:
    case 4:
      return 'chatushpada';
    case 7:
      return 'keeta';
    case 8:
      return firstHalf ? 'nara' : 'chatushpada';
    default:
      return firstHalf ? 'chatushpada' : 'jalachara';
  }
}

export interface BhavaStrength {
  /** 1..12 */
  bhava: number;
  /** sidereal bhava madhya, degrees */
  madhyaDeg: number;
  lord: SaptaGraha;
  /** shadbala of the lord, virupas */
  adhipati: number;
  dig: number;
  drishti: number;
  totalVirupas: number;
  totalRupas: number;
}

/**
 * Bhava dig bala (Raman ch. IX): 10 virupas for each house between the bhava and the bhava where its
 * madhya's sign class is weakest (the one opposite the bhava where it is strongest), counted the
 * shorter way: 60 in the strong bhava, 0 in the weak one.
 */
export function bhavaDigBala(bhava: number, madhyaDeg: number): number {
  const strongIn = BHAVA_CLASS_STRONG_IN[bhavaSignClass(madhyaDeg)];
  const weakIn = ((strongIn - 1 + 6) % 12) + 1;
  const n = (((bhava - weakIn) % 12) + 12) % 12;
  return 10 * (n > 6 ? 12 - n : n);
}

/**
 * Bhava bala of the twelve bhavas.
 * - Dig: bhavaDigBala.
 * - Drishti: the signed drishti of the seven grahas on the madhya; Jupiter's and Mercury's in full,
 *   the others' one quarter; Mercury is taken as a benefic here.
 * @param grahaTotals shadbala of each graha, virupas
 */
export function bhavaStrengths(
  ascendantDeg: number,
  mcDeg: number,
  grahaTotals: Readonly<Record<SaptaGraha, number>>,
  lons: Readonly<Record<SaptaGraha, number>>,
  benefic: Readonly<Record<SaptaGraha, boolean>>,
): BhavaStrength[] {
  const m = sripatiBhavaMadhyas(ascendantDeg, mcDeg);
  const weight = (g: SaptaGraha): number => (g === 'Jupiter' || g === 'Mercury' ? 1 : 0.25);
  const natures = { ...benefic, Mercury: true };
  return m.map((madhya, i) => {
    const lord = RASHI_LORDS[rashiIndex0(madhya)]!;
    const adhipati = grahaTotals[lord];
    const dig = bhavaDigBala(i + 1, madhya);
    const drishti = drishtiPinda(madhya, lons, natures, undefined, weight);
    const total = adhipati + dig + drishti;
    return {
      bhava: i + 1,
      madhyaDeg: madhya,
      lord,
      adhipati,
      dig,
      drishti,
      totalVirupas: total,
      totalRupas: total / 60,
    };
  });
}
