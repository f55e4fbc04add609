/**
 * @module Tara bala and Chandra bala, the two personal strengths of Muhurta Chintamani ch. 4, in
 * one place for every part of the engine that reads them: election windows (src/engine/election),
 * the rashifal's day scores (src/engine/rashifal) and the Tara koota of matching
 * (src/engine/matching).
 *
 * - Tara: a nakshatra counted from a janma nakshatra, inclusively, in nines (the navatara):
 *   1 Janma, 2 Sampat, 3 Vipat, 4 Kshema, 5 Pratyari, 6 Sadhaka, 7 Vadha, 8 Mitra, 9 Parama Mitra.
 *   Vipat, Pratyari and Vadha (the 3rd, 5th and 7th) are bad (-1); Janma is mixed (0); the other
 *   five are good (+1).
 * - Chandra bala: a sign counted from the natal Moon's sign: the 1st, 3rd, 6th, 7th, 10th and 11th
 *   are good (+1); the 4th, 8th and 12th bad (-1); the 2nd, 5th and 9th good in the bright half
 *   (+0.5 in Shukla paksha) and neutral in the dark half (0).
 */

/** The nine taras, index 0 = Janma (English names; src/engine/reading/names.ts has them by language). */
export const TARA_NAMES = [
  'Janma',
  'Sampat',
  'Vipat',
  'Kshema',
  'Pratyari',
  'Sadhaka',
  'Vadha',
  'Mitra',
  'Parama Mitra',
] as const;
export type TaraName = (typeof TARA_NAMES)[number];

/** Tara values by tara index 0 (Janma) .. 8 (Parama Mitra): +1 good, -1 bad, 0 Janma. */
export const TARA_VALUES = [0, 1, -1, 1, -1, 1, -1, 1, 1] as const;

/** The tara index (0 Janma .. 8 Parama Mitra) of `nak0` counted from the janma nakshatra `janmaNak0` (both 0-based). */
export function taraIndex(janmaNak0: number, nak0: number): number {
  return ((nak0 - janmaNak0 + 27) % 27) % 9;
}

/** One tara: the inclusive count (1..27), its index and name, its value, and whether it is one of the three bad ones. */
export interface Tara {
  count: number;
  index0: number;
  name: TaraName;
  value: -1 | 0 | 1;
  bad: boolean;
}

/** The tara of `nak0` counted from the janma nakshatra `janmaNak0`. */
export function taraOf(janmaNak0: number, nak0: number): Tara {
  const index0 = taraIndex(janmaNak0, nak0);
  const value = TARA_VALUES[index0]!;
  return {
    count: ((nak0 - janmaNak0 + 27) % 27) + 1,
    index0,
    name: TARA_NAMES[index0]!,
    value,
    bad: value < 0,
  };
}

const CHANDRA_GOOD: readonly number[] = [1, 3, 6, 7, 10, 11];
const CHANDRA_BAD: readonly number[] = [4, 8, 12];

/** Chandra bala of the `house`-th sign (1..12) from the natal Moon's sign, in the bright (`shukla`) or dark half. */
export function chandraBala(house: number, shukla: boolean): number {
  return CHANDRA_GOOD.includes(house) ? 1 : CHANDRA_BAD.includes(house) ? -1 : shukla ? 0.5 : 0;
}
