/**
 * @module The 36 Tajaka sahams (Tajaka Neelakanthi, Samjna Tantra; Prasna Tantra), as tabulated by
 * P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach", ch. 28.8 (Table 74).
 *
 * A saham is written A - B + C: the distance of A from B, taken from C. Rules (same source):
 * - Tajaka correction: if C does not lie between B and A, 30 deg (one sign) are added once.
 *   Tajaka Neelakanthi states it on signs: "sodhyarksha-suddhyasrayabha-antarale lagnam na cet
 *   saikabham" (Samjna Tantra, sahams v. 5): if the lagna is not in the interval of the sign of the
 *   point subtracted (sodhya, B) and the sign of the point it is subtracted from (suddhyasraya, A),
 *   one sign is added. By default ('sign-inclusive') the interval is the run of signs from B's sign
 *   forward to A's sign, both included: Nemichandra Shastri's worked punya saham (Bharatiya
 *   Jyotish, saham sadhana) has the lagna in the Moon's (B's) sign and adds nothing "because the
 *   lagna is between the Moon and the Sun". Two other readings stay available by name:
 *   'longitude' (C's longitude on the arc from B forward to A, as P.V.R. Narasimha Rao words it on
 *   degrees) and 'sign' (PyJHora 4.8.5's: from the sign after B's, C's sign is met before A's sign
 *   is passed; it leaves B's own sign out). The readings differ only when two of A, B, C share a
 *   sign, and then by exactly 30 deg.
 * - Most formulas are for a day birth; at night A and B change places (B - A + C) and the test is
 *   made on the night formula's own terms. Sahams marked "same" keep the day formula at night;
 *   Karyasiddhi has its own night formula.
 * - "nth house" is the lagna's longitude + 30 (n - 1) deg (equal houses from the lagna degree, as
 *   the book's Example 121 computes the 2nd house); a house lord is the lord of that sign.
 * - Day or night: the birth instant against the basis's sunrise and sunset (Hindu convention); when
 *   those are absent (polar day or night), by the Sun's place relative to the ascendant: above the
 *   horizon when it is in houses 7-12, i.e. between the descendant and the ascendant.
 *
 * Pure computation: no I/O, no clock.
 */
import { RASHI_LORDS, norm360, rashiIndex0, type SaptaGraha } from '../core/constants.js';
import type { ChartBasis } from '../core/chart-basis.js';
import { grahaOf } from '../core/chart-basis.js';

/** One term of a saham formula. */
export type SahamTerm =
  | { kind: 'graha'; graha: SaptaGraha }
  | { kind: 'lagna' }
  | { kind: 'saham'; name: string }
  | { kind: 'house'; house: number }
  | { kind: 'houseLord'; house: number }
  | { kind: 'lagnaLord' }
  | { kind: 'signLordOf'; graha: SaptaGraha }
  | { kind: 'fixed'; lonDeg: number };

export interface SahamDefinition {
  name: string;
  meaning: string;
  /** day formula (A, B, C) */
  day: readonly [SahamTerm, SahamTerm, SahamTerm];
  /** 'swap' = B - A + C at night (the general rule), 'same' = day formula, or an own night formula */
  night: 'swap' | 'same' | readonly [SahamTerm, SahamTerm, SahamTerm];
  /** Samartha only: the formula used when Mars owns the lagna */
  ifMarsOwnsLagna?: readonly [SahamTerm, SahamTerm, SahamTerm];
}

const g = (graha: SaptaGraha): SahamTerm => ({ kind: 'graha', graha });
const L: SahamTerm = { kind: 'lagna' };
const sh = (name: string): SahamTerm => ({ kind: 'saham', name });
const house = (n: number): SahamTerm => ({ kind: 'house', house: n });
const houseLord = (n: number): SahamTerm => ({ kind: 'houseLord', house: n });

/**
 * The 36 sahams in Table 74's order. Roga is kept the same by day and night: its night swap
 * (Moon - Lagna + Lagna) would be the Moon's own longitude and carry no information, and PyJHora
 * (which follows Jagannatha Hora's conventions) computes it unswapped.
 */
export const SAHAM_DEFINITIONS: readonly SahamDefinition[] = [
  { name: 'Punya', meaning: 'fortune, good deeds', day: [g('Moon'), g('Sun'), L], night: 'swap' },
  { name: 'Vidya', meaning: 'education', day: [g('Sun'), g('Moon'), L], night: 'swap' },
  { name: 'Yasas', meaning: 'fame', day: [g('Jupiter'), sh('Punya'), L], night: 'swap' },
  {
    name: 'Mitra',
    meaning: 'friends',
    day: [g('Jupiter'), sh('Punya'), g('Venus')],
    night: 'swap',
  },
  { name: 'Mahatmya', meaning: 'greatness', day: [sh('Punya'), g('Mars'), L], night: 'swap' },
  { name: 'Asha', meaning: 'desires', day: [g('Saturn'), g('Mars'), L], night: 'swap' },
  {
    name: 'Samartha',
    meaning: 'enterprise, ability',
    day: [g('Mars'), { kind: 'lagnaLord' }, L],
    night: 'swap',
    ifMarsOwnsLagna: [g('Jupiter'), g('Mars'), L],
  },
  { name: 'Bhratri', meaning: 'brothers', day: [g('Jupiter'), g('Saturn'), L], night: 'same' },
  {
    name: 'Gaurava',
    meaning: 'respect, regard',
    day: [g('Jupiter'), g('Moon'), g('Sun')],
    night: 'swap',
  },
  { name: 'Pitri', meaning: 'father', day: [g('Saturn'), g('Sun'), L], night: 'swap' },
  { name: 'Rajya', meaning: 'kingdom', day: [g('Saturn'), g('Sun'), L], night: 'swap' },
  { name: 'Matri', meaning: 'mother', day: [g('Moon'), g('Venus'), L], night: 'swap' },
  { name: 'Putra', meaning: 'children', day: [g('Jupiter'), g('Moon'), L], night: 'swap' },
  { name: 'Jeeva', meaning: 'life', day: [g('Saturn'), g('Jupiter'), L], night: 'swap' },
  { name: 'Karma', meaning: 'action, work', day: [g('Mars'), g('Mercury'), L], night: 'swap' },
  { name: 'Roga', meaning: 'disease', day: [L, g('Moon'), L], night: 'same' },
  { name: 'Kali', meaning: 'great misfortune', day: [g('Jupiter'), g('Mars'), L], night: 'swap' },
  {
    name: 'Sastra',
    meaning: 'sciences',
    day: [g('Jupiter'), g('Saturn'), g('Mercury')],
    night: 'swap',
  },
  { name: 'Bandhu', meaning: 'relatives', day: [g('Mercury'), g('Moon'), L], night: 'swap' },
  { name: 'Mrityu', meaning: 'death', day: [house(8), g('Moon'), L], night: 'same' },
  {
    name: 'Paradesa',
    meaning: 'foreign countries',
    day: [house(9), houseLord(9), L],
    night: 'same',
  },
  { name: 'Artha', meaning: 'money', day: [house(2), houseLord(2), L], night: 'same' },
  { name: 'Paradara', meaning: 'adultery', day: [g('Venus'), g('Sun'), L], night: 'swap' },
  { name: 'Vanik', meaning: 'commerce', day: [g('Moon'), g('Mercury'), L], night: 'swap' },
  {
    name: 'Karyasiddhi',
    meaning: 'success in endeavours',
    day: [g('Saturn'), g('Sun'), { kind: 'signLordOf', graha: 'Sun' }],
    night: [g('Saturn'), g('Moon'), { kind: 'signLordOf', graha: 'Moon' }],
  },
  { name: 'Vivaha', meaning: 'marriage', day: [g('Venus'), g('Saturn'), L], night: 'swap' },
  { name: 'Santapa', meaning: 'sadness', day: [g('Saturn'), g('Moon'), house(6)], night: 'swap' },
  {
    name: 'Sraddha',
    meaning: 'devotion, sincerity',
    day: [g('Venus'), g('Mars'), L],
    night: 'swap',
  },
  {
    name: 'Preeti',
    meaning: 'love, attachment',
    day: [sh('Sastra'), sh('Punya'), L],
    night: 'swap',
  },
  {
    name: 'Jadya',
    meaning: 'chronic disease',
    day: [g('Mars'), g('Saturn'), g('Mercury')],
    night: 'swap',
  },
  { name: 'Vyapara', meaning: 'business', day: [g('Mars'), g('Saturn'), L], night: 'same' },
  { name: 'Satru', meaning: 'enemies', day: [g('Mars'), g('Saturn'), L], night: 'swap' },
  {
    name: 'Jalapatana',
    meaning: 'crossing an ocean',
    day: [{ kind: 'fixed', lonDeg: 105 }, g('Saturn'), L],
    night: 'swap',
  },
  { name: 'Bandhana', meaning: 'imprisonment', day: [sh('Punya'), g('Saturn'), L], night: 'swap' },
  { name: 'Apamrityu', meaning: 'bad death', day: [house(8), g('Mars'), L], night: 'swap' },
  { name: 'Labha', meaning: 'material gains', day: [house(11), houseLord(11), L], night: 'same' },
];

export interface Saham {
  name: string;
  meaning: string;
  /** sidereal longitude, degrees [0, 360) */
  longitude: number;
  /** 1 = Aries ... 12 = Pisces */
  rashi: number;
  /** the formula applied, e.g. "Moon - Sun + Lagna" (night formulas as used) */
  formula: string;
  /** 30 when the Tajaka correction was added, else 0 */
  correctionDeg: number;
}

/**
 * How the Tajaka "C between B and A" test is read:
 * - 'sign-inclusive' (default): C's sign is one of the signs from B's sign forward to A's sign, both
 *   included (Tajaka Neelakanthi's interval of the two signs; A and B in one sign: that sign alone).
 * - 'longitude': C's longitude on the zodiacal arc from B forward to A, both ends included.
 * - 'sign': PyJHora 4.8.5's test: from the sign after B's, going forward, C's sign is reached no
 *   later than A's sign (C in A's sign is between, C in B's sign is not; A and B in one sign: every
 *   other sign is between).
 */
export type TajakaCorrection = 'sign-inclusive' | 'longitude' | 'sign';
export const TAJAKA_CORRECTIONS: readonly TajakaCorrection[] = [
  'sign-inclusive',
  'longitude',
  'sign',
];
/** The reading the engine uses when none is asked for (decided by the text and a worked example). */
export const DEFAULT_TAJAKA_CORRECTION: TajakaCorrection = 'sign-inclusive';

export interface SahamOptions {
  /** force a day (true) or night (false) chart instead of deciding from the basis */
  isDay?: boolean;
  /** reading of the Tajaka correction's "between" test; default 'sign-inclusive' */
  tajakaCorrection?: TajakaCorrection;
}

/**
 * Is C between B and A (going forward from B to A)? The Tajaka "between" test, in either reading.
 */
export function isBetween(
  aDeg: number,
  bDeg: number,
  cDeg: number,
  reading: TajakaCorrection = DEFAULT_TAJAKA_CORRECTION,
): boolean {
  if (reading === 'longitude') return norm360(cDeg - bDeg) <= norm360(aDeg - bDeg) + 1e-9;
  const a = rashiIndex0(norm360(aDeg)),
    b = rashiIndex0(norm360(bDeg)),
    c = rashiIndex0(norm360(cDeg));
  if (reading === 'sign-inclusive') return (c - b + 12) % 12 <= (a - b + 12) % 12;
  for (let step = 1; step < 12; step++) {
    const s = (b + step) % 12;
    if (s === c) return true;
    if (s === a) return false;
  }
  return false;
}

/**
 * A - B + C with the Tajaka correction: 30 deg are added when C is not between B and A.
 * @returns the longitude and the correction applied
 */
export function sahamPoint(
  aDeg: number,
  bDeg: number,
  cDeg: number,
  reading: TajakaCorrection = DEFAULT_TAJAKA_CORRECTION,
): { lonDeg: number; correctionDeg: number } {
  const correctionDeg = isBetween(aDeg, bDeg, cDeg, reading) ? 0 : 30;
  return { lonDeg: norm360(aDeg - bDeg + cDeg + correctionDeg), correctionDeg };
}

/**
 * Day or night birth. With the basis's sunrise and sunset: day when sunrise <= instant < sunset.
 * Without them (polar day or night): day when the Sun is above the horizon by its ecliptic place,
 * i.e. (Sun - ascendant) mod 360 >= 180 (houses 7 to 12).
 */
export function isDayBirth(basis: ChartBasis): boolean {
  if (basis.sunriseJdUt !== undefined && basis.sunsetJdUt !== undefined) {
    return basis.jdUt >= basis.sunriseJdUt && basis.jdUt < basis.sunsetJdUt;
  }
  return norm360(grahaOf(basis, 'Sun').lonDeg - basis.ascendantDeg) >= 180;
}

function termLabel(t: SahamTerm): string {
  switch (t.kind) {
    case 'graha':
      return t.graha;
    case 'lagna':
      return 'Lagna';
    case 'saham':
      return `${t.name} saham`;
    case 'house':
      return `house ${t.house}`;
    case 'houseLord':
      return `lord of house ${t.house}`;
    case 'lagnaLord':
      return 'lagna lord';
    case 'signLordOf':
      return `lord of ${t.graha}'s sign`;
    case 'fixed':
      return `${t.lonDeg} deg`;
  }
}

/**
 * The 36 Tajaka sahams of a chart (Tajaka Neelakanthi; P.V.R. Narasimha Rao, ch. 28.8, Table 74),
 * in the table's order.
 * @param basis chart basis (sidereal longitudes of the seven grahas and the lagna are used)
 */
export function sahams(basis: ChartBasis, options: SahamOptions = {}): Saham[] {
  const day = options.isDay ?? isDayBirth(basis);
  const reading = options.tajakaCorrection ?? DEFAULT_TAJAKA_CORRECTION;
  const lagna = basis.ascendantDeg;
  const lagnaSign = rashiIndex0(lagna);
  const lon = (graha: SaptaGraha): number => grahaOf(basis, graha).lonDeg;
  const found = new Map<string, number>();
  const value = (t: SahamTerm): number => {
    switch (t.kind) {
      case 'graha':
        return lon(t.graha);
      case 'lagna':
        return lagna;
      case 'saham': {
        const v = found.get(t.name);
        if (v === undefined) throw new Error(`saham ${t.name} used before it is computed`);
        return v;
      }
      case 'house':
        return norm360(lagna + 30 * (t.house - 1));
      case 'houseLord':
        return lon(RASHI_LORDS[(lagnaSign + t.house - 1) % 12]!);
      case 'lagnaLord':
        return lon(RASHI_LORDS[lagnaSign]!);
      case 'signLordOf':
        return lon(RASHI_LORDS[rashiIndex0(lon(t.graha))]!);
      case 'fixed':
        return t.lonDeg;
    }
  };
  const marsOwnsLagna = RASHI_LORDS[lagnaSign] === 'Mars';
  const out: Saham[] = [];
  for (const def of SAHAM_DEFINITIONS) {
    const dayFormula = def.ifMarsOwnsLagna && marsOwnsLagna ? def.ifMarsOwnsLagna : def.day;
    let formula: readonly [SahamTerm, SahamTerm, SahamTerm];
    if (day || def.night === 'same') formula = dayFormula;
    else if (def.night === 'swap') formula = [dayFormula[1], dayFormula[0], dayFormula[2]];
    else formula = def.night;
    const [a, b, c] = formula;
    const p = sahamPoint(value(a), value(b), value(c), reading);
    found.set(def.name, p.lonDeg);
    out.push({
      name: def.name,
      meaning: def.meaning,
      longitude: p.lonDeg,
      rashi: rashiIndex0(p.lonDeg) + 1,
      formula: `${termLabel(a)} - ${termLabel(b)} + ${termLabel(c)}`,
      correctionDeg: p.correctionDeg,
    });
  }
  return out;
}
