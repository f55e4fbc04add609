/**
 * @module Eras and the 60-year samvatsara. All years here are "Chaitradi": they begin with the
 * lunar month Chaitra (Chaitra Shukla Pratipada, the day after the amavasya that ends Phalguna), as
 * in North India and the Deccan. When Chaitra is adhika the year begins with the adhika month.
 *
 * - Shaka (Shalivahana) year = Gregorian year - 78 from Chaitra Shukla Pratipada on, - 79 before.
 * - Vikram samvat (Chaitradi, North Indian) = Shaka + 135. (Gujarat starts the Vikram year at Kartika
 *   Shukla Pratipada instead; that variant is not given.)
 * - Kali year = Shaka + 3179 (Kali epoch 3102 BCE).
 * - Samvatsara, South Indian (Chandramana: Karnataka, Andhra, Maharashtra, Tamil Nadu): the
 *   Prabhava-based 60-year cycle advanced once a lunar year at Chaitra Shukla Pratipada:
 *   index = (Shaka + 11) mod 60 (Shaka 1946 = Krodhi, 2024-25).
 * - Samvatsara, North Indian (Barhaspatya as printed with the Vikram year by North Indian
 *   almanacs): the same cycle 13 names ahead: Vikram 2080 Nala, 2081 Pingala, 2082 Kalayukta,
 *   2083 Siddharthi. The true Barhaspatya year is set by mean Jupiter and drops one name every
 *   85.8 years (Brihat Samhita 8.20-27); almanacs carry the printed name through the lunar year,
 *   which this offset reproduces for the current stretch of the cycle (1987 to 2072 approx.).
 */
import { SAMVATSARA_NAMES } from './names.js';

/** The eras of a Chaitradi year and its samvatsara names in both reckonings. */
export interface EraYears {
  shakaYear: number;
  vikramSamvat: number;
  kaliYear: number;
  samvatsara: {
    /** South Indian (Chandramana) samvatsara: index 0 = Prabhava */
    south: { index0: number; name: string };
    /** North Indian (Barhaspatya, printed with Vikram samvat) */
    north: { index0: number; name: string };
  };
}

/**
 * The Chaitradi lunar year that a day belongs to, from its Gregorian year and its amanta month.
 * Months Chaitra..Ashadha (index 0..3) in January-April belong to the year that began that spring;
 * Pausha, Magha and Phalguna (9..11) in January-April still belong to the year that began the
 * spring before. From May on every day lies after Chaitra Shukla Pratipada.
 * @param gregorianYear civil year of the day
 * @param gregorianMonth civil month 1..12 of the day
 * @param amantaMonth0 amanta month index of the day, 0 = Chaitra (adhika months carry the index of the month they precede)
 */
export function shakaYearOf(
  gregorianYear: number,
  gregorianMonth: number,
  amantaMonth0: number,
): number {
  if (gregorianMonth <= 4 && amantaMonth0 >= 8) return gregorianYear - 79;
  return gregorianYear - 78;
}

/** Samvatsara index (0 = Prabhava) of a Shaka year, South Indian reckoning: (Shaka + 11) mod 60. */
export function samvatsaraSouthIndex0(shakaYear: number): number {
  return (((shakaYear + 11) % 60) + 60) % 60;
}

/** All eras and both samvatsara names of a Shaka year (see the module note for the rules). */
export function erasOfShakaYear(shakaYear: number): EraYears {
  const south = samvatsaraSouthIndex0(shakaYear);
  const north = (south + 13) % 60;
  return {
    shakaYear,
    vikramSamvat: shakaYear + 135,
    kaliYear: shakaYear + 3179,
    samvatsara: {
      south: { index0: south, name: SAMVATSARA_NAMES[south]! },
      north: { index0: north, name: SAMVATSARA_NAMES[north]! },
    },
  };
}
