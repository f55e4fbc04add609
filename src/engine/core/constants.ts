/**
 * @module Classical constants shared by every part of the engine: grahas, rashis, nakshatras,
 * lordships and dignities (BPHS ch. 3). Pure data, no computation beyond lookups.
 */

/** The nine grahas in the order every chart reports them. */
export const GRAHA_NAMES = [
  'Sun',
  'Moon',
  'Mars',
  'Mercury',
  'Jupiter',
  'Venus',
  'Saturn',
  'Rahu',
  'Ketu',
] as const;
export type GrahaName = (typeof GRAHA_NAMES)[number];
/** The seven visible grahas (Sun..Saturn), in weekday-lord order of BPHS. */
export const SAPTA_GRAHAS = [
  'Sun',
  'Moon',
  'Mars',
  'Mercury',
  'Jupiter',
  'Venus',
  'Saturn',
] as const;
export type SaptaGraha = (typeof SAPTA_GRAHAS)[number];

/** Rashi names, index 0 = Mesha (Aries). */
export const RASHI_NAMES = [
  'Mesha',
  'Vrishabha',
  'Mithuna',
  'Karka',
  'Simha',
  'Kanya',
  'Tula',
  'Vrischika',
  'Dhanu',
  'Makara',
  'Kumbha',
  'Meena',
] as const;
export const RASHI_NAMES_EN = [
  'Aries',
  'Taurus',
  'Gemini',
  'Cancer',
  'Leo',
  'Virgo',
  'Libra',
  'Scorpio',
  'Sagittarius',
  'Capricorn',
  'Aquarius',
  'Pisces',
] as const;

/** Lord of each rashi, index 0 = Aries. */
export const RASHI_LORDS: readonly SaptaGraha[] = [
  'Mars',
  'Venus',
  'Mercury',
  'Moon',
  'Sun',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Saturn',
  'Jupiter',
];

/** Nakshatra names, index 0 = Ashwini. Each spans 13 deg 20 min. */
export const NAKSHATRA_NAMES = [
  'Ashwini',
  'Bharani',
  'Krittika',
  'Rohini',
  'Mrigashira',
  'Ardra',
  'Punarvasu',
  'Pushya',
  'Ashlesha',
  'Magha',
  'Purva Phalguni',
  'Uttara Phalguni',
  'Hasta',
  'Chitra',
  'Swati',
  'Vishakha',
  'Anuradha',
  'Jyeshtha',
  'Mula',
  'Purva Ashadha',
  'Uttara Ashadha',
  'Shravana',
  'Dhanishta',
  'Shatabhisha',
  'Purva Bhadrapada',
  'Uttara Bhadrapada',
  'Revati',
] as const;

/** Vimsottari order of nakshatra lords, starting from Ashwini; repeats three times. */
export const VIMSOTTARI_LORDS: readonly GrahaName[] = [
  'Ketu',
  'Venus',
  'Sun',
  'Moon',
  'Mars',
  'Rahu',
  'Jupiter',
  'Saturn',
  'Mercury',
];
/** Vimsottari years of each lord (total 120). */
export const VIMSOTTARI_YEARS: Readonly<Record<GrahaName, number>> = {
  Ketu: 7,
  Venus: 20,
  Sun: 6,
  Moon: 10,
  Mars: 7,
  Rahu: 18,
  Jupiter: 16,
  Saturn: 19,
  Mercury: 17,
};

export const NAKSHATRA_SPAN_DEG = 360 / 27;
export const PADA_SPAN_DEG = 360 / 108;

/** Deep exaltation point (sidereal degrees) of each graha, BPHS 3.49-50. Rahu/Ketu per the common Taurus/Scorpio view. */
export const EXALTATION_DEG: Readonly<Record<GrahaName, number>> = {
  Sun: 10,
  Moon: 33,
  Mars: 298,
  Mercury: 165,
  Jupiter: 95,
  Venus: 357,
  Saturn: 200,
  Rahu: 50,
  Ketu: 230,
};
/** Moolatrikona sign (0-based) and degree range, BPHS 3.51-54. */
export const MOOLATRIKONA: Readonly<
  Record<SaptaGraha, { rashi: number; fromDeg: number; toDeg: number }>
> = {
  Sun: { rashi: 4, fromDeg: 0, toDeg: 20 },
  Moon: { rashi: 1, fromDeg: 3, toDeg: 30 },
  Mars: { rashi: 0, fromDeg: 0, toDeg: 12 },
  Mercury: { rashi: 5, fromDeg: 15, toDeg: 20 },
  Jupiter: { rashi: 8, fromDeg: 0, toDeg: 10 },
  Venus: { rashi: 6, fromDeg: 0, toDeg: 15 },
  Saturn: { rashi: 10, fromDeg: 0, toDeg: 20 },
};

/** Natural (naisargika) relationships, BPHS 3.55. */
export const NATURAL_FRIENDS: Readonly<
  Record<SaptaGraha, { friends: SaptaGraha[]; neutrals: SaptaGraha[]; enemies: SaptaGraha[] }>
> = {
  Sun: {
    friends: ['Moon', 'Mars', 'Jupiter'],
    neutrals: ['Mercury'],
    enemies: ['Venus', 'Saturn'],
  },
  Moon: {
    friends: ['Sun', 'Mercury'],
    neutrals: ['Mars', 'Jupiter', 'Venus', 'Saturn'],
    enemies: [],
  },
  Mars: {
    friends: ['Sun', 'Moon', 'Jupiter'],
    neutrals: ['Venus', 'Saturn'],
    enemies: ['Mercury'],
  },
  Mercury: {
    friends: ['Sun', 'Venus'],
    neutrals: ['Mars', 'Jupiter', 'Saturn'],
    enemies: ['Moon'],
  },
  Jupiter: {
    friends: ['Sun', 'Moon', 'Mars'],
    neutrals: ['Saturn'],
    enemies: ['Mercury', 'Venus'],
  },
  Venus: {
    friends: ['Mercury', 'Saturn'],
    neutrals: ['Mars', 'Jupiter'],
    enemies: ['Sun', 'Moon'],
  },
  Saturn: {
    friends: ['Mercury', 'Venus'],
    neutrals: ['Jupiter'],
    enemies: ['Sun', 'Moon', 'Mars'],
  },
};

/** Weekday lords, index 0 = Sunday (Ravivara). */
export const VARA_LORDS: readonly SaptaGraha[] = [
  'Sun',
  'Moon',
  'Mars',
  'Mercury',
  'Jupiter',
  'Venus',
  'Saturn',
];
export const VARA_NAMES = [
  'Ravivara',
  'Somavara',
  'Mangalavara',
  'Budhavara',
  'Guruvara',
  'Shukravara',
  'Shanivara',
] as const;

/** Normalise an angle in degrees to [0, 360). */
export function norm360(deg: number): number {
  const r = deg % 360;
  return r < 0 ? r + 360 : r === 360 ? 0 : r;
}
/** Signed difference a - b in degrees, in (-180, 180]. */
export function angleDiffDeg(a: number, b: number): number {
  let d = norm360(a - b);
  if (d > 180) d -= 360;
  return d;
}
/** 0-based rashi index (0 = Aries) of a sidereal longitude. */
export function rashiIndex0(lonDeg: number): number {
  return Math.min(11, Math.floor(norm360(lonDeg) / 30));
}
/** 0-based nakshatra index (0 = Ashwini) of a sidereal longitude. */
export function nakshatraIndex0(lonDeg: number): number {
  return Math.min(26, Math.floor(norm360(lonDeg) / NAKSHATRA_SPAN_DEG));
}
/** Pada 1-4 of a sidereal longitude within its nakshatra. */
export function pada(lonDeg: number): number {
  return (Math.min(107, Math.floor(norm360(lonDeg) / PADA_SPAN_DEG)) % 4) + 1;
}
/** Lord of the nakshatra (Vimsottari) containing a sidereal longitude. */
export function nakshatraLord(lonDeg: number): GrahaName {
  return VIMSOTTARI_LORDS[nakshatraIndex0(lonDeg) % 9]!;
}
