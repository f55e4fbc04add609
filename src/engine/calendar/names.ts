/**
 * @module Names of the lunisolar calendar: lunar months (masa), the 60 samvatsaras of the Jovian
 * cycle, the six ritus and the two ayanas. Transliteration follows the simplified IAST spelling
 * used by the major North Indian almanacs (drikpanchang-style), without diacritics.
 */

/** Lunar month names, index 0 = Chaitra. A month is named from the rashi the Sun enters during it (Chaitra: Mesha sankranti). */
export const MASA_NAMES = [
  'Chaitra',
  'Vaishakha',
  'Jyeshtha',
  'Ashadha',
  'Shravana',
  'Bhadrapada',
  'Ashvin',
  'Kartika',
  'Margashirsha',
  'Pausha',
  'Magha',
  'Phalguna',
] as const;
/** A lunar month name. */
export type MasaName = (typeof MASA_NAMES)[number];

/**
 * The 60 samvatsaras, index 0 = Prabhava (Surya Siddhanta 1.55 and the Brihat Samhita 8 list of
 * the Barhaspatya cycle; spellings as printed by South Indian almanacs).
 */
export const SAMVATSARA_NAMES = [
  'Prabhava',
  'Vibhava',
  'Shukla',
  'Pramoda',
  'Prajapati',
  'Angirasa',
  'Shrimukha',
  'Bhava',
  'Yuva',
  'Dhatri',
  'Ishvara',
  'Bahudhanya',
  'Pramathi',
  'Vikrama',
  'Vrisha',
  'Chitrabhanu',
  'Svabhanu',
  'Tarana',
  'Parthiva',
  'Vyaya',
  'Sarvajit',
  'Sarvadhari',
  'Virodhi',
  'Vikriti',
  'Khara',
  'Nandana',
  'Vijaya',
  'Jaya',
  'Manmatha',
  'Durmukhi',
  'Hemalambi',
  'Vilambi',
  'Vikari',
  'Sharvari',
  'Plava',
  'Shubhakrit',
  'Shobhakrit',
  'Krodhi',
  'Vishvavasu',
  'Parabhava',
  'Plavanga',
  'Kilaka',
  'Saumya',
  'Sadharana',
  'Virodhikrit',
  'Paridhavi',
  'Pramadi',
  'Ananda',
  'Rakshasa',
  'Nala',
  'Pingala',
  'Kalayukta',
  'Siddharthi',
  'Raudra',
  'Durmati',
  'Dundubhi',
  'Rudhirodgari',
  'Raktakshi',
  'Krodhana',
  'Akshaya',
] as const;

/** The six ritus, index 0 = Vasanta. */
export const RITU_NAMES = [
  'Vasanta',
  'Grishma',
  'Varsha',
  'Sharad',
  'Hemanta',
  'Shishira',
] as const;
/** A ritu name. */
export type RituName = (typeof RITU_NAMES)[number];

/** The two ayanas: the Sun's northward (Makara to Karka) and southward course. */
export const AYANA_NAMES = ['Uttarayana', 'Dakshinayana'] as const;
/** An ayana name. */
export type AyanaName = (typeof AYANA_NAMES)[number];

/** The two pakshas: Shukla (waxing, tithis 1-15) and Krishna (waning, 16-30). */
export const PAKSHA_NAMES = ['Shukla', 'Krishna'] as const;
/** A paksha name. */
export type Paksha = (typeof PAKSHA_NAMES)[number];
