/**
 * @module Names and numbering of the five limbs (panchanga) and their derived parts.
 * Definitions (Surya Siddhanta 2.64-69; Muhurta Chintamani 1):
 * - tithi: each 12 deg of Moon-Sun elongation, 30 a lunar month; index0 0..14 Shukla Pratipada..
 *   Purnima, 15..29 Krishna Pratipada..Amavasya;
 * - nakshatra: each 13 deg 20 min of the Moon's sidereal longitude, pada each 3 deg 20 min;
 * - yoga: each 13 deg 20 min of the sum of the Sun's and Moon's sidereal longitudes;
 * - karana: half a tithi (6 deg), 60 a month: the 1st is Kimstughna, the 2nd..57th run the seven
 *   movable karanas (Bava..Vishti) eight times, the 58th..60th are Shakuni, Chatushpada, Naga.
 */
import { PAKSHA_NAMES, type Paksha } from '../calendar/names.js';

/** Tithi names within a paksha, index 0 = Pratipada (the 15th of Krishna paksha is Amavasya: tithiName). */
export const TITHI_NAMES = [
  'Pratipada',
  'Dvitiya',
  'Tritiya',
  'Chaturthi',
  'Panchami',
  'Shashthi',
  'Saptami',
  'Ashtami',
  'Navami',
  'Dashami',
  'Ekadashi',
  'Dvadashi',
  'Trayodashi',
  'Chaturdashi',
  'Purnima',
] as const;

/** The 27 yogas, index 0 = Vishkambha. */
export const YOGA_NAMES = [
  'Vishkambha',
  'Priti',
  'Ayushman',
  'Saubhagya',
  'Shobhana',
  'Atiganda',
  'Sukarma',
  'Dhriti',
  'Shula',
  'Ganda',
  'Vriddhi',
  'Dhruva',
  'Vyaghata',
  'Harshana',
  'Vajra',
  'Siddhi',
  'Vyatipata',
  'Variyana',
  'Parigha',
  'Shiva',
  'Siddha',
  'Sadhya',
  'Shubha',
  'Shukla',
  'Brahma',
  'Indra',
  'Vaidhriti',
] as const;

/** The seven movable (chara) karanas in order, then the four fixed (sthira) ones. */
export const MOVABLE_KARANAS = [
  'Bava',
  'Balava',
  'Kaulava',
  'Taitila',
  'Gara',
  'Vanija',
  'Vishti',
] as const;
/** The four fixed karanas: Shakuni, Chatushpada, Naga (the last three half-tithis) and Kimstughna (the first). */
export const FIXED_KARANAS = ['Shakuni', 'Chatushpada', 'Naga', 'Kimstughna'] as const;

/** Paksha of a tithi index0 (0..29). */
export function pakshaOfTithi(index0: number): Paksha {
  return PAKSHA_NAMES[index0 < 15 ? 0 : 1]!;
}

/** Number 1..15 of a tithi within its paksha. */
export function tithiNumber(index0: number): number {
  return (index0 % 15) + 1;
}

/** Name of a tithi index0: Shukla 15 is Purnima, Krishna 15 is Amavasya. */
export function tithiName(index0: number): string {
  if (index0 === 29) return 'Amavasya';
  return TITHI_NAMES[index0 % 15]!;
}

/** Name of a karana from its half-tithi index0 (0..59). */
export function karanaName(index0: number): string {
  if (index0 === 0) return 'Kimstughna';
  if (index0 >= 57) return FIXED_KARANAS[index0 - 57]!;
  return MOVABLE_KARANAS[(index0 - 1) % 7]!;
}

/** Name of a yoga index0 (0..26). */
export function yogaName(index0: number): string {
  return YOGA_NAMES[index0]!;
}
