/**
 * @module Vargas (divisional charts). The sixteen of Brihat Parashara Hora Shastra ch. 6-7 (D1, D2,
 * D3, D4, D7, D9, D10, D12, D16, D20, D24, D27, D30, D40, D45, D60) and the further divisions D5,
 * D6, D8, D11, D81, D108, D144, D150, each with a named default method and selectable alternatives:
 * every chart_method PyJHora 4.8.5 offers for a varga has a name here (PYJHORA_CHART_METHODS maps
 * the two), and the Parashari rule stays the default wherever BPHS gives one.
 *
 * Conventions (see docs/vargas-kp-karakas.md):
 * - A sidereal longitude lon (degrees) lies in rashi s = floor(lon / 30) at d = lon - 30 s degrees.
 * - A varga of n equal parts puts it in part k = floor(d * n / 30), 0-based. A part includes its
 *   start and excludes its end (so 0 deg is the first part, and an edge belongs to the next part).
 * - "Longitude within the varga" for an equal-part varga is the position inside the part scaled to a
 *   whole sign: (d mod (30/n)) * n, in [0, 30). It is what a planet's degree in the varga chart is in
 *   Jagannatha Hora and PyJHora. For the unequal Parashara trimsamsa it is null (not meaningful).
 * - Composite vargas (D81, D108, D144) apply the second varga to the first varga's full position
 *   (its rashi plus its scaled longitude).
 *
 * Pure computation: no I/O, no clock.
 */
import { GRAHA_NAMES, norm360, type GrahaName } from '../core/constants.js';
import type { ChartBasis } from '../core/chart-basis.js';
import { EngineInputError } from '../core/errors.js';
import { DIGNITY_PVR, coLordJaimini, signChart } from '../dasha/jaimini.js';

/** Every varga the engine computes, in increasing order of division. */
export const VARGA_IDS = [
  'D1',
  'D2',
  'D3',
  'D4',
  'D5',
  'D6',
  'D7',
  'D8',
  'D9',
  'D10',
  'D11',
  'D12',
  'D16',
  'D20',
  'D24',
  'D27',
  'D30',
  'D40',
  'D45',
  'D60',
  'D81',
  'D108',
  'D144',
  'D150',
] as const;
export type VargaId = (typeof VARGA_IDS)[number];

/** The sixteen vargas (shodasha varga) of BPHS ch. 6, in the text's order. */
export const SHODASHA_VARGAS = [
  'D1',
  'D2',
  'D3',
  'D4',
  'D7',
  'D9',
  'D10',
  'D12',
  'D16',
  'D20',
  'D24',
  'D27',
  'D30',
  'D40',
  'D45',
  'D60',
] as const satisfies readonly VargaId[];
export type ShodashaVargaId = (typeof SHODASHA_VARGAS)[number];

/** Number of divisions of a sign for each varga. */
export const VARGA_DIVISIONS: Readonly<Record<VargaId, number>> = {
  D1: 1,
  D2: 2,
  D3: 3,
  D4: 4,
  D5: 5,
  D6: 6,
  D7: 7,
  D8: 8,
  D9: 9,
  D10: 10,
  D11: 11,
  D12: 12,
  D16: 16,
  D20: 20,
  D24: 24,
  D27: 27,
  D30: 30,
  D40: 40,
  D45: 45,
  D60: 60,
  D81: 81,
  D108: 108,
  D144: 144,
  D150: 150,
};

/** Sanskrit name of each varga (BPHS 6; later texts for D5, D6, D8, D11, D81, D108, D144). */
export const VARGA_NAMES: Readonly<Record<VargaId, string>> = {
  D1: 'Rashi',
  D2: 'Hora',
  D3: 'Drekkana',
  D4: 'Chaturthamsa',
  D5: 'Panchamsa',
  D6: 'Shashthamsa',
  D7: 'Saptamsa',
  D8: 'Ashtamsa',
  D9: 'Navamsa',
  D10: 'Dasamsa',
  D11: 'Rudramsa',
  D12: 'Dwadasamsa',
  D16: 'Shodasamsa',
  D20: 'Vimsamsa',
  D24: 'Chaturvimsamsa',
  D27: 'Bhamsa',
  D30: 'Trimsamsa',
  D40: 'Khavedamsa',
  D45: 'Akshavedamsa',
  D60: 'Shashtyamsa',
  D81: 'Nava-navamsa',
  D108: 'Ashtottaramsa',
  D144: 'Dwadasa-dwadasamsa',
  D150: 'Nadiamsa',
};

/**
 * Methods that apply to every varga above D1, the parivritti family as offered by P.V.R. Narasimha
 * Rao's Jagannatha Hora and reproduced in PyJHora (horoscope/chart/charts.py):
 * - parivritti: cyclic; the n parts of Aries go to Aries, Taurus, ..., continuing through the zodiac
 *   into Taurus and beyond (sign = (n s + k) mod 12);
 * - parivritti-even-reverse: as parivritti, but the parts of an even sign are taken in reverse order;
 * - somanatha: the parts of odd signs count forward from Aries and those of even signs backward from
 *   Pisces, each group continuing where the previous sign of the same parity stopped.
 */
export const GENERIC_VARGA_METHODS = [
  'parivritti',
  'parivritti-even-reverse',
  'somanatha',
] as const;

/**
 * Methods accepted for each varga; the first is the default. Parashara (BPHS ch. 6-7) is the default
 * wherever BPHS gives a rule. D5, D6, D8 and D11 are not among BPHS's sixteen: their defaults follow
 * the rules published in Jagannatha Hora (P.V.R. Narasimha Rao) and PyJHora (see each rule below).
 * D150 (nadiamsa) has no sign rule in the texts (Chandra Kala Nadi names the 150 amsas, it does not
 * place them in signs): its default is the cyclic (parivritti) mapping Jagannatha Hora and PyJHora use.
 * The further names are the alternatives PyJHora 4.8.5 offers as `chart_method` (horoscope/chart/
 * charts.py), each named after its rule; docs/vargas-kp-karakas.md tables them.
 */
export const VARGA_METHODS: Readonly<Record<VargaId, readonly string[]>> = {
  D1: ['parashara'],
  D2: ['parashara', 'raman', 'kashinatha', ...GENERIC_VARGA_METHODS],
  D3: ['parashara', 'jagannatha', ...GENERIC_VARGA_METHODS],
  D4: ['parashara', ...GENERIC_VARGA_METHODS],
  D5: ['jhora', ...GENERIC_VARGA_METHODS],
  D6: ['jhora', ...GENERIC_VARGA_METHODS],
  D7: ['parashara', 'even-from-7th-backward', 'even-backward-to-7th', ...GENERIC_VARGA_METHODS],
  D8: ['jhora', ...GENERIC_VARGA_METHODS],
  D9: ['parashara', 'kalachakra', 'krishna-mishra', ...GENERIC_VARGA_METHODS],
  D10: ['parashara', 'even-from-9th-backward', 'even-from-5th-backward', ...GENERIC_VARGA_METHODS],
  D11: ['rath', 'raman', ...GENERIC_VARGA_METHODS],
  D12: ['parashara', 'even-backward', ...GENERIC_VARGA_METHODS],
  D16: ['parashara', ...GENERIC_VARGA_METHODS],
  D20: ['parashara', ...GENERIC_VARGA_METHODS],
  D24: ['parashara', 'even-from-cancer-backward', 'even-from-leo', ...GENERIC_VARGA_METHODS],
  D27: ['parashara', ...GENERIC_VARGA_METHODS],
  D30: ['parashara', 'from-sign', ...GENERIC_VARGA_METHODS],
  D40: ['parashara', ...GENERIC_VARGA_METHODS],
  D45: ['parashara', ...GENERIC_VARGA_METHODS],
  D60: ['parashara', 'even-backward', ...GENERIC_VARGA_METHODS],
  D81: ['parashara', 'kalachakra', ...GENERIC_VARGA_METHODS],
  D108: ['navamsa-dwadasamsa', 'dwadasamsa-navamsa', ...GENERIC_VARGA_METHODS],
  D144: ['parashara', ...GENERIC_VARGA_METHODS],
  D150: ['parivritti', 'parivritti-even-reverse', 'somanatha'],
};

/**
 * PyJHora 4.8.5's `chart_method` numbers (charts.py, the varga functions' docstrings and branches)
 * and the method named here that computes the same signs. Where two of PyJHora's numbers are one
 * rule (e.g. D9 method 5, parivritti, is the Parashari navamsa), both map to the one name.
 */
export const PYJHORA_CHART_METHODS: Readonly<
  Partial<Record<VargaId, Readonly<Record<number, string>>>>
> = {
  D2: {
    1: 'parivritti-even-reverse',
    2: 'parashara',
    3: 'raman',
    4: 'parivritti',
    5: 'kashinatha',
    6: 'somanatha',
  },
  D3: {
    1: 'parashara',
    2: 'parivritti',
    3: 'somanatha',
    4: 'jagannatha',
    5: 'parivritti-even-reverse',
  },
  D4: { 1: 'parashara', 2: 'parivritti', 3: 'parivritti-even-reverse', 4: 'somanatha' },
  D5: { 1: 'jhora', 2: 'parivritti', 3: 'parivritti-even-reverse', 4: 'somanatha' },
  D6: { 1: 'jhora', 2: 'parivritti', 3: 'parivritti-even-reverse', 4: 'somanatha' },
  D7: {
    1: 'parashara',
    2: 'even-from-7th-backward',
    3: 'even-backward-to-7th',
    4: 'parivritti',
    5: 'parivritti-even-reverse',
    6: 'somanatha',
  },
  D8: { 1: 'jhora', 2: 'parivritti', 3: 'parivritti-even-reverse', 4: 'somanatha' },
  D9: {
    1: 'parashara',
    2: 'parivritti-even-reverse',
    3: 'kalachakra',
    4: 'krishna-mishra',
    5: 'parivritti',
    6: 'somanatha',
  },
  D10: {
    1: 'parashara',
    2: 'even-from-9th-backward',
    3: 'even-from-5th-backward',
    4: 'parivritti',
    5: 'parivritti-even-reverse',
    6: 'somanatha',
  },
  D11: { 1: 'rath', 2: 'raman', 3: 'parivritti', 4: 'parivritti-even-reverse', 5: 'somanatha' },
  D12: {
    1: 'parashara',
    2: 'even-backward',
    3: 'parivritti',
    4: 'parivritti-even-reverse',
    5: 'somanatha',
  },
  D16: { 1: 'parashara', 2: 'parivritti-even-reverse', 3: 'parivritti', 4: 'somanatha' },
  D20: { 1: 'parashara', 2: 'parivritti-even-reverse', 3: 'parivritti', 4: 'somanatha' },
  D24: { 1: 'parashara', 2: 'even-from-cancer-backward', 3: 'even-from-leo' },
  D27: { 1: 'parashara', 2: 'parivritti-even-reverse', 3: 'somanatha' },
  D30: {
    1: 'parashara',
    2: 'parivritti',
    3: 'from-sign',
    4: 'parivritti-even-reverse',
    5: 'somanatha',
  },
  D40: { 1: 'parashara', 2: 'parivritti', 3: 'parivritti-even-reverse', 4: 'somanatha' },
  D45: { 1: 'parashara', 2: 'parivritti', 3: 'parivritti-even-reverse', 4: 'somanatha' },
  D60: { 1: 'parashara', 2: 'parivritti', 3: 'somanatha', 4: 'even-backward' },
  D81: { 1: 'parashara', 2: 'parivritti-even-reverse', 3: 'somanatha', 4: 'kalachakra' },
  D108: { 1: 'navamsa-dwadasamsa', 2: 'parivritti', 3: 'parivritti-even-reverse', 4: 'somanatha' },
  D144: { 1: 'parashara', 2: 'parivritti', 3: 'parivritti-even-reverse', 4: 'somanatha' },
  D150: { 1: 'parivritti' },
};

/** Default method of a varga (the first of VARGA_METHODS). */
export function defaultVargaMethod(varga: VargaId): string {
  return VARGA_METHODS[varga][0]!;
}

/**
 * What a varga rule may read of the chart besides the longitude: the lord of each sign (Kashinatha's
 * hora). Default: the classical lords, Mars for Scorpio and Saturn for Aquarius.
 */
export interface VargaContext {
  lordOf(sign0: number): GrahaName;
}
const CLASSICAL_LORDS: readonly GrahaName[] = [
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
export const CLASSICAL_VARGA_CONTEXT: VargaContext = { lordOf: (s) => CLASSICAL_LORDS[s]! };

/** Where a longitude falls in a varga. */
export interface VargaPosition {
  /** 0-based sign of the varga, 0 = Aries */
  rashi0: number;
  /** longitude inside the varga sign, degrees [0, 30); null where the division is unequal (Parashara D30) */
  lonInVargaDeg: number | null;
}

/** 0 movable (chara), 1 fixed (sthira), 2 dual (dvisvabhava), BPHS ch. 4. */
function modality(sign0: number): number {
  return sign0 % 3;
}
/** 0 fire, 1 earth, 2 air, 3 water, BPHS ch. 4. */
function element(sign0: number): number {
  return sign0 % 4;
}
function isOdd(sign0: number): boolean {
  return sign0 % 2 === 0;
}
function mod12(x: number): number {
  return ((x % 12) + 12) % 12;
}

/** Largest double below 30: keeps a scaled longitude inside [0, 30) after rounding. */
const JUST_BELOW_30 = 30 - 2 ** -47;

interface SignSplit {
  sign0: number;
  degInSign: number;
}
function splitLon(lonDeg: number): SignSplit {
  const l = norm360(lonDeg);
  const sign0 = Math.min(11, Math.floor(l / 30));
  const degInSign = Math.min(JUST_BELOW_30, Math.max(0, l - 30 * sign0));
  return { sign0, degInSign };
}

/** 0-based equal part and the scaled longitude inside it. */
function equalPart(degInSign: number, n: number): { part: number; scaledDeg: number } {
  const x = (degInSign * n) / 30;
  const part = Math.min(n - 1, Math.max(0, Math.floor(x)));
  const scaledDeg = Math.min(JUST_BELOW_30, Math.max(0, degInSign * n - 30 * part));
  return { part, scaledDeg };
}

/** A part rule: maps a 0-based sign and 0-based part to the 0-based varga sign. */
type PartRule = (sign0: number, part: number) => number;

/** BPHS ch. 6: hora. Odd sign: first half Sun's hora (Leo), second Moon's (Cancer); even sign reversed. */
const horaParashara: PartRule = (s, k) => (isOdd(s) === (k === 0) ? 4 : 3);

/** BPHS ch. 6: drekkana. First part the sign itself, second the 5th from it, third the 9th. */
const drekkanaParashara: PartRule = (s, k) => mod12(s + 4 * k);

/**
 * Jagannatha drekkana (as offered by Jagannatha Hora and PyJHora, const.drekkana_jagannatha):
 * counted from the movable sign in trine to the sign, then the 5th and 9th from it.
 */
const drekkanaJagannatha: PartRule = (s, k) => mod12([0, 9, 6, 3][element(s)]! + 4 * k);

/** BPHS ch. 6: chaturthamsa. The sign itself, then the 4th, 7th and 10th from it. */
const chaturthamsaParashara: PartRule = (s, k) => mod12(s + 3 * k);

/**
 * Panchamsa (not in BPHS's sixteen). Odd signs: Aries, Aquarius, Sagittarius, Gemini, Libra (the
 * signs of Mars, Saturn, Jupiter, Mercury, Venus, the odd-sign trimsamsa lords in order); even
 * signs: Taurus, Virgo, Pisces, Capricorn, Scorpio (Venus, Mercury, Jupiter, Saturn, Mars, the
 * even-sign trimsamsa lords). Rule as in Jagannatha Hora and PyJHora charts.panchamsa_chart.
 */
const PANCHAMSA_ODD = [0, 10, 8, 2, 6] as const;
const PANCHAMSA_EVEN = [1, 5, 11, 9, 7] as const;
const panchamsaJhora: PartRule = (s, k) => (isOdd(s) ? PANCHAMSA_ODD[k]! : PANCHAMSA_EVEN[k]!);

/** Shashthamsa (not in BPHS's sixteen): odd signs from Aries, even signs from Libra (Jagannatha Hora, PyJHora). */
const shashthamsaJhora: PartRule = (s, k) => mod12((isOdd(s) ? 0 : 6) + k);

/** BPHS ch. 6: saptamsa. Odd signs from the sign itself, even signs from the 7th from it. */
const saptamsaParashara: PartRule = (s, k) => mod12(s + (isOdd(s) ? 0 : 6) + k);

/** Ashtamsa (not in BPHS's sixteen): movable signs from Aries, fixed from Sagittarius, dual from Leo (Jagannatha Hora, PyJHora). */
const ashtamsaJhora: PartRule = (s, k) => mod12([0, 8, 4][modality(s)]! + k);

/** BPHS ch. 6: navamsa. Movable signs from the sign itself, fixed from the 9th, dual from the 5th (equivalently cyclic from Aries). */
const navamsaParashara: PartRule = (s, k) => mod12(s + [0, 8, 4][modality(s)]! + k);

/** BPHS ch. 6: dasamsa. Odd signs from the sign itself, even signs from the 9th from it. */
const dasamsaParashara: PartRule = (s, k) => mod12(s + (isOdd(s) ? 0 : 8) + k);

/**
 * Rudramsa after Sanjay Rath (as implemented in Jagannatha Hora / PyJHora rudramsa_chart method 1):
 * the first part is the sign reached by counting from Aries backward as far as the sign is from
 * Aries forward (Aries: Aries, Taurus: Pisces, Gemini: Aquarius, ...); then zodiacal.
 */
const rudramsaRath: PartRule = (s, k) => mod12(-s + k);
/** Ekadasamsa after B.V. Raman (PyJHora rudramsa_chart method 2): the mirror of the Rath rule, counted anti-zodiacally. */
const rudramsaRaman: PartRule = (s, k) => mod12(11 - rudramsaRath(s, k));

/** BPHS ch. 6: dwadasamsa. From the sign itself. */
const dwadasamsaParashara: PartRule = (s, k) => mod12(s + k);

/** BPHS ch. 6: shodasamsa. Movable signs from Aries, fixed from Leo, dual from Sagittarius. */
const shodasamsaParashara: PartRule = (s, k) => mod12([0, 4, 8][modality(s)]! + k);

/** BPHS ch. 6: vimsamsa. Movable signs from Aries, fixed from Sagittarius, dual from Leo. */
const vimsamsaParashara: PartRule = (s, k) => mod12([0, 8, 4][modality(s)]! + k);

/** BPHS ch. 6: chaturvimsamsa (siddhamsa). Odd signs from Leo, even signs from Cancer. */
const chaturvimsamsaParashara: PartRule = (s, k) => mod12((isOdd(s) ? 4 : 3) + k);

/** BPHS ch. 6: bhamsa (nakshatramsa). Fiery signs from Aries, earthy from Cancer, airy from Libra, watery from Capricorn. */
const bhamsaParashara: PartRule = (s, k) => mod12([0, 3, 6, 9][element(s)]! + k);

/** BPHS ch. 6: khavedamsa. Odd signs from Aries, even signs from Libra. */
const khavedamsaParashara: PartRule = (s, k) => mod12((isOdd(s) ? 0 : 6) + k);

/** BPHS ch. 6: akshavedamsa. Movable signs from Aries, fixed from Leo, dual from Sagittarius. */
const akshavedamsaParashara: PartRule = (s, k) => mod12([0, 4, 8][modality(s)]! + k);

/** BPHS ch. 6: shashtyamsa. Double the degrees in the sign, take the integer part, count from the sign itself. */
const shashtyamsaParashara: PartRule = (s, k) => mod12(s + k);

/**
 * Hora after B.V. Raman (PyJHora hora_chart method 3, const.hora_list_raman; "the 1st and 11th,
 * by day and night" reading): the two horas of each sign go to fixed signs of a table.
 */
const HORA_RAMAN: readonly (readonly [number, number])[] = [
  [7, 9],
  [1, 11],
  [5, 0],
  [3, 6],
  [4, 2],
  [2, 3],
  [6, 4],
  [0, 5],
  [11, 1],
  [9, 7],
  [10, 8],
  [8, 10],
];
const horaRaman: PartRule = (s, k) => HORA_RAMAN[s]![k]!;

/**
 * Kashinatha hora (as Jagannatha Hora offers it; PyJHora hora_chart method 5,
 * const.planet_hora_dict_for_odd_even_signs): the two horas of a sign go to the two signs of its
 * lord, in the order of the table for an odd sign and reversed for an even one. The Sun and the Moon
 * own one sign (both horas are it); Rahu as lord of Aquarius gives Aquarius twice and Ketu as lord
 * of Scorpio Leo twice, as the table has it. The lord of Scorpio and Aquarius is the chart's
 * (VargaContext), by default Mars and Saturn.
 */
const KASHINATHA_HORAS: Readonly<Record<GrahaName, readonly [number, number]>> = {
  Sun: [4, 4],
  Moon: [3, 3],
  Mars: [7, 0],
  Mercury: [5, 2],
  Jupiter: [11, 8],
  Venus: [6, 1],
  Saturn: [10, 9],
  Rahu: [10, 10],
  Ketu: [4, 4],
};
function horaKashinatha(lordOf: (sign0: number) => GrahaName): PartRule {
  return (s, k) => KASHINATHA_HORAS[lordOf(s)][isOdd(s) ? k : 1 - k]!;
}

/** Saptamsa, PyJHora method 2: odd signs from the sign; even signs from the 7th, counted backward. */
const saptamsaEvenFrom7thBackward: PartRule = (s, k) => mod12(isOdd(s) ? s + k : s + 6 - k);
/** Saptamsa, PyJHora method 3: odd signs from the sign; even signs from the sign backward, ending in the 7th. */
const saptamsaEvenBackwardTo7th: PartRule = (s, k) => mod12(isOdd(s) ? s + k : s - k);

/**
 * Kalachakra navamsa (PyJHora navamsa_chart method 3, const.kalachakra_navamsa): the navamsa of a
 * nakshatra pada is the sign of that pada in the Kalachakra scheme (BPHS ch. 46, Kalachakra dasha):
 * in each group of six nakshatras the savya three run Aries..Cancer, Leo..Scorpio, Sagittarius..
 * Pisces, and the apasavya three Scorpio, Libra, Virgo, Cancer; Leo, Gemini, Taurus, Aries; Pisces,
 * Aquarius, Capricorn, Sagittarius.
 */
const KALACHAKRA_NAVAMSA: readonly (readonly number[])[] = [
  [0, 1, 2, 3],
  [4, 5, 6, 7],
  [8, 9, 10, 11],
  [7, 6, 5, 3],
  [4, 2, 1, 0],
  [11, 10, 9, 8],
];
function kalachakraNavamsa(lonDeg: number): VargaPosition {
  const l = norm360(lonDeg);
  const padaIndex = Math.min(107, Math.floor((l * 108) / 360));
  const nak = Math.floor(padaIndex / 4);
  const { degInSign } = splitLon(l);
  return {
    rashi0: KALACHAKRA_NAVAMSA[nak % 6]![padaIndex % 4]!,
    lonInVargaDeg: equalPart(degInSign, 9).scaledDeg,
  };
}

/**
 * Navamsa after Rangacharya's Krishna Mishra (Sanjay Rath's nadi navamsa; PyJHora navamsa_chart
 * method 4): fiery signs from Aries and airy from Libra, zodiacally; watery signs from Cancer and
 * earthy from Capricorn, backward.
 */
const navamsaKrishnaMishra: PartRule = (s, k) => {
  const e = element(s);
  return mod12([0, 9, 6, 3][e]! + (e === 1 || e === 3 ? -k : k));
};

/** Dasamsa, PyJHora method 2: odd signs from the sign; even signs from the 9th, counted backward. */
const dasamsaEvenFrom9thBackward: PartRule = (s, k) => mod12(isOdd(s) ? s + k : s + 8 - k);
/** Dasamsa, PyJHora method 3: odd signs from the sign; even signs from the 5th (the 9th counted backward), backward. */
const dasamsaEvenFrom5thBackward: PartRule = (s, k) => mod12(isOdd(s) ? s + k : s + 4 - k);
/** Dwadasamsa, PyJHora method 2, and shashtyamsa, PyJHora method 4: odd signs from the sign; even signs from the sign, backward. */
const fromSignEvenBackward: PartRule = (s, k) => mod12(isOdd(s) ? s + k : s - k);
/** Chaturvimsamsa, PyJHora method 2: odd signs from Leo; even signs from Cancer, backward. */
const chaturvimsamsaEvenBackward: PartRule = (s, k) => mod12(isOdd(s) ? 4 + k : 3 - k);
/** Chaturvimsamsa, PyJHora method 3: every sign from Leo. */
const chaturvimsamsaFromLeo: PartRule = (_s, k) => mod12(4 + k);
/** Trimsamsa in 30 equal parts counted from the sign (PyJHora trimsamsa_chart method 3, "like the shashtyamsa"). */
const fromSign: PartRule = (s, k) => mod12(s + k);

/** Parivritti (cyclic): the parts run through the zodiac from Aries without break. */
function parivrittiRule(n: number): PartRule {
  return (s, k) => mod12(n * s + k);
}
/** Parivritti with even signs reversed. */
function parivrittiEvenReverseRule(n: number): PartRule {
  return (s, k) => mod12(n * s + (isOdd(s) ? k : n - 1 - k));
}
/** Somanatha (parivritti alternate): odd signs forward from Aries, even signs backward from Pisces. */
function somanathaRule(n: number): PartRule {
  return (s, k) => {
    const group = Math.floor(s / 2);
    return isOdd(s) ? mod12(group * n + k) : mod12(11 - (group * n + k));
  };
}

/**
 * BPHS ch. 6: trimsamsa. Odd signs: 0-5 Mars (Aries), 5-10 Saturn (Aquarius), 10-18 Jupiter
 * (Sagittarius), 18-25 Mercury (Gemini), 25-30 Venus (Libra). Even signs: 0-5 Venus (Taurus), 5-12
 * Mercury (Virgo), 12-20 Jupiter (Pisces), 20-25 Saturn (Capricorn), 25-30 Mars (Scorpio).
 */
export const TRIMSAMSA_ODD: readonly {
  fromDeg: number;
  toDeg: number;
  rashi0: number;
  lord: GrahaName;
}[] = [
  { fromDeg: 0, toDeg: 5, rashi0: 0, lord: 'Mars' },
  { fromDeg: 5, toDeg: 10, rashi0: 10, lord: 'Saturn' },
  { fromDeg: 10, toDeg: 18, rashi0: 8, lord: 'Jupiter' },
  { fromDeg: 18, toDeg: 25, rashi0: 2, lord: 'Mercury' },
  { fromDeg: 25, toDeg: 30, rashi0: 6, lord: 'Venus' },
];
export const TRIMSAMSA_EVEN: readonly {
  fromDeg: number;
  toDeg: number;
  rashi0: number;
  lord: GrahaName;
}[] = [
  { fromDeg: 0, toDeg: 5, rashi0: 1, lord: 'Venus' },
  { fromDeg: 5, toDeg: 12, rashi0: 5, lord: 'Mercury' },
  { fromDeg: 12, toDeg: 20, rashi0: 11, lord: 'Jupiter' },
  { fromDeg: 20, toDeg: 25, rashi0: 9, lord: 'Saturn' },
  { fromDeg: 25, toDeg: 30, rashi0: 7, lord: 'Mars' },
];
function trimsamsaParashara(sign0: number, degInSign: number): number {
  const table = isOdd(sign0) ? TRIMSAMSA_ODD : TRIMSAMSA_EVEN;
  for (const row of table) if (degInSign < row.toDeg) return row.rashi0;
  return table[table.length - 1]!.rashi0;
}

const PARASHARA_RULES: Partial<Record<VargaId, PartRule>> = {
  D1: (s) => s,
  D2: horaParashara,
  D3: drekkanaParashara,
  D4: chaturthamsaParashara,
  D5: panchamsaJhora,
  D6: shashthamsaJhora,
  D7: saptamsaParashara,
  D8: ashtamsaJhora,
  D9: navamsaParashara,
  D10: dasamsaParashara,
  D11: rudramsaRath,
  D12: dwadasamsaParashara,
  D16: shodasamsaParashara,
  D20: vimsamsaParashara,
  D24: chaturvimsamsaParashara,
  D27: bhamsaParashara,
  D40: khavedamsaParashara,
  D45: akshavedamsaParashara,
  D60: shashtyamsaParashara,
};

function isVargaId(v: string): v is VargaId {
  return (VARGA_IDS as readonly string[]).includes(v);
}

function resolveMethod(varga: VargaId, method: string | undefined): string {
  const methods = VARGA_METHODS[varga];
  if (method === undefined) return methods[0]!;
  if (!methods.includes(method)) {
    throw new EngineInputError(
      'VARGA_METHOD_UNKNOWN',
      `method "${method}" is not available for ${varga}; use one of ${methods.join(', ')}`,
      'method',
    );
  }
  return method;
}

function equalPartPosition(lonDeg: number, n: number, rule: PartRule): VargaPosition {
  const { sign0, degInSign } = splitLon(lonDeg);
  const { part, scaledDeg } = equalPart(degInSign, n);
  return { rashi0: rule(sign0, part), lonInVargaDeg: scaledDeg };
}

function compose(first: VargaPosition, second: VargaId, secondMethod: string): VargaPosition {
  return vargaPosition(first.rashi0 * 30 + (first.lonInVargaDeg ?? 0), second, secondMethod);
}

/**
 * Position of a sidereal longitude in a varga.
 *
 * Rules (BPHS ch. 6 unless stated; "k" is the 0-based part): D1 sign; D2 Parashara hora (Sun's hora
 * = Leo, Moon's = Cancer); D3 5th/9th; D4 kendras; D5 (JHora) Ar-Aq-Sg-Ge-Li / Ta-Vi-Pi-Cp-Sc; D6
 * (JHora) odd from Aries, even from Libra; D7 odd from sign, even from 7th; D8 (JHora) movable from
 * Aries, fixed from Sagittarius, dual from Leo; D9 movable/fixed/dual from sign/9th/5th; D10 odd from
 * sign, even from 9th; D11 (Rath) from the sign as far backward from Aries as the sign is forward;
 * D12 from sign; D16 Ar/Le/Sg; D20 Ar/Sg/Le; D24 odd Leo, even Cancer; D27 Ar/Cn/Li/Cp by element;
 * D30 unequal 5/5/8/7/5 (odd) and 5/7/8/5/5 (even); D40 odd Aries, even Libra; D45 Ar/Le/Sg; D60
 * from sign; D81 navamsa of the navamsa; D108 default dwadasamsa of each navamsa ('navamsa-dwadasamsa',
 * as Jagannatha Hora and PyJHora compute it), alternative navamsa of each dwadasamsa
 * ('dwadasamsa-navamsa'); D144 dwadasamsa of the dwadasamsa; D150 cyclic (parivritti) from Aries.
 * The alternatives of each varga are named after their rule (VARGA_METHODS, PYJHORA_CHART_METHODS).
 *
 * @param lonDeg sidereal longitude, degrees (any real; normalised to [0, 360))
 * @param varga varga id, e.g. 'D9'
 * @param method one of VARGA_METHODS[varga]; default the first (Parashara where BPHS gives a rule)
 * @param context the chart's sign lords, for the rules that read them (Kashinatha's hora)
 * @throws EngineInputError VARGA_UNKNOWN, VARGA_METHOD_UNKNOWN, LONGITUDE_NOT_FINITE
 */
export function vargaPosition(
  lonDeg: number,
  varga: VargaId,
  method?: string,
  context: VargaContext = CLASSICAL_VARGA_CONTEXT,
): VargaPosition {
  if (!isVargaId(varga)) {
    throw new EngineInputError(
      'VARGA_UNKNOWN',
      `unknown varga "${String(varga)}"; use one of ${VARGA_IDS.join(', ')}`,
      'varga',
    );
  }
  if (!Number.isFinite(lonDeg)) {
    throw new EngineInputError(
      'LONGITUDE_NOT_FINITE',
      `longitude must be a finite number of degrees, got ${lonDeg}`,
      'lonDeg',
    );
  }
  const m = resolveMethod(varga, method);
  const n = VARGA_DIVISIONS[varga];
  switch (m) {
    case 'parivritti':
      return equalPartPosition(lonDeg, n, parivrittiRule(n));
    case 'parivritti-even-reverse':
      return equalPartPosition(lonDeg, n, parivrittiEvenReverseRule(n));
    case 'somanatha':
      return equalPartPosition(lonDeg, n, somanathaRule(n));
    case 'jagannatha':
      return equalPartPosition(lonDeg, n, drekkanaJagannatha);
    case 'raman':
      return equalPartPosition(lonDeg, n, varga === 'D2' ? horaRaman : rudramsaRaman);
    case 'kashinatha':
      return equalPartPosition(lonDeg, n, horaKashinatha(context.lordOf));
    case 'even-from-7th-backward':
      return equalPartPosition(lonDeg, n, saptamsaEvenFrom7thBackward);
    case 'even-backward-to-7th':
      return equalPartPosition(lonDeg, n, saptamsaEvenBackwardTo7th);
    case 'krishna-mishra':
      return equalPartPosition(lonDeg, n, navamsaKrishnaMishra);
    case 'even-from-9th-backward':
      return equalPartPosition(lonDeg, n, dasamsaEvenFrom9thBackward);
    case 'even-from-5th-backward':
      return equalPartPosition(lonDeg, n, dasamsaEvenFrom5thBackward);
    case 'even-backward':
      return equalPartPosition(lonDeg, n, fromSignEvenBackward);
    case 'even-from-cancer-backward':
      return equalPartPosition(lonDeg, n, chaturvimsamsaEvenBackward);
    case 'even-from-leo':
      return equalPartPosition(lonDeg, n, chaturvimsamsaFromLeo);
    case 'from-sign':
      return equalPartPosition(lonDeg, n, fromSign);
    case 'kalachakra': {
      const first = kalachakraNavamsa(lonDeg);
      return varga === 'D9'
        ? first
        : kalachakraNavamsa(first.rashi0 * 30 + (first.lonInVargaDeg ?? 0));
    }
    default:
      break;
  }
  if (varga === 'D30') {
    const { sign0, degInSign } = splitLon(lonDeg);
    return { rashi0: trimsamsaParashara(sign0, degInSign), lonInVargaDeg: null };
  }
  if (varga === 'D81') return compose(vargaPosition(lonDeg, 'D9'), 'D9', 'parashara');
  if (varga === 'D144') return compose(vargaPosition(lonDeg, 'D12'), 'D12', 'parashara');
  if (varga === 'D108') {
    return m === 'dwadasamsa-navamsa'
      ? compose(vargaPosition(lonDeg, 'D12'), 'D9', 'parashara')
      : compose(vargaPosition(lonDeg, 'D9'), 'D12', 'parashara');
  }
  const rule = PARASHARA_RULES[varga];
  if (!rule)
    throw new EngineInputError('VARGA_METHOD_UNKNOWN', `no rule for ${varga} / ${m}`, 'method');
  if (varga === 'D1') {
    const { sign0, degInSign } = splitLon(lonDeg);
    return { rashi0: sign0, lonInVargaDeg: degInSign };
  }
  return equalPartPosition(lonDeg, n, rule);
}

/**
 * 0-based varga sign (0 = Aries) of a sidereal longitude; see vargaPosition for the rules.
 * @param lonDeg sidereal longitude, degrees
 * @param varga varga id
 * @param method one of VARGA_METHODS[varga]; default Parashara (BPHS ch. 6)
 */
export function vargaRashi0(lonDeg: number, varga: VargaId, method?: string): number {
  return vargaPosition(lonDeg, varga, method).rashi0;
}

/** Keys of a varga chart: the lagna and the nine grahas. */
export type VargaChartKey = 'lagna' | GrahaName;
/** A varga chart in the SovereignChart shape: sign 1-12 (1 = Aries) for the lagna and each graha. */
export type VargaChart = Record<VargaChartKey, number>;
/** A varga chart with positions: sign 1-12 and the longitude within the varga (null where not meaningful). */
export type VargaChartDetailed = Record<
  VargaChartKey,
  { rashi: number; lonInVargaDeg: number | null }
>;

/**
 * The sign lords of a chart for the varga rules that read them: Scorpio's and Aquarius's lord the
 * stronger co-lord by the Jaimini rules of Narayana dasa (src/engine/dasha/jaimini.ts), as
 * Jagannatha Hora and PyJHora choose it for Kashinatha's hora.
 */
export function chartVargaContext(basis: ChartBasis): VargaContext {
  const c = signChart(basis);
  const coLord = coLordJaimini(DIGNITY_PVR);
  const scorpio = coLord(c, 7).lord,
    aquarius = coLord(c, 10).lord;
  return { lordOf: (s) => (s === 7 ? scorpio : s === 10 ? aquarius : CLASSICAL_LORDS[s]!) };
}

function chartPoints(basis: ChartBasis): [VargaChartKey, number][] {
  const pts: [VargaChartKey, number][] = [['lagna', basis.ascendantDeg]];
  for (const name of GRAHA_NAMES) {
    const g = basis.grahas.find((x) => x.name === name);
    if (!g) throw new Error(`graha ${name} missing from basis`);
    pts.push([name, g.lonDeg]);
  }
  return pts;
}

/**
 * Varga chart with the longitude within the varga for the lagna and the nine grahas (BPHS 6-7).
 * @param basis chart basis (sidereal longitudes)
 * @param varga varga id
 * @param method one of VARGA_METHODS[varga]; default the first
 */
export function vargaChartDetailed(
  basis: ChartBasis,
  varga: VargaId,
  method?: string,
): VargaChartDetailed {
  const out = {} as VargaChartDetailed;
  const context = method === 'kashinatha' ? chartVargaContext(basis) : CLASSICAL_VARGA_CONTEXT;
  for (const [key, lon] of chartPoints(basis)) {
    const p = vargaPosition(lon, varga, method, context);
    out[key] = { rashi: p.rashi0 + 1, lonInVargaDeg: p.lonInVargaDeg };
  }
  return out;
}

/**
 * Varga chart in the SovereignChart shape {lagna: 1-12, Sun: 1-12, ...} (BPHS 6-7).
 * @param basis chart basis (sidereal longitudes)
 * @param varga varga id
 * @param method one of VARGA_METHODS[varga]; default the first
 */
export function vargaChart(basis: ChartBasis, varga: VargaId, method?: string): VargaChart {
  const out = {} as VargaChart;
  const context = method === 'kashinatha' ? chartVargaContext(basis) : CLASSICAL_VARGA_CONTEXT;
  for (const [key, lon] of chartPoints(basis))
    out[key] = vargaPosition(lon, varga, method, context).rashi0 + 1;
  return out;
}

/**
 * Several varga charts keyed by id, e.g. vargaCharts(basis, SHODASHA_VARGAS) for the SovereignChart's
 * `vargas: {"D1": {"lagna": 1-12, "Sun": 1-12, ...}, ...}`.
 * @param basis chart basis
 * @param vargas the vargas wanted
 * @param methods optional method per varga; a varga not named uses its default
 */
export function vargaCharts<V extends VargaId>(
  basis: ChartBasis,
  vargas: readonly V[],
  methods?: Partial<Record<VargaId, string>>,
): Record<V, VargaChart> {
  const out = {} as Record<V, VargaChart>;
  for (const v of vargas) out[v] = vargaChart(basis, v, methods?.[v]);
  return out;
}
