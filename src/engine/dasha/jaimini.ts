/**
 * @module Jaimini sign and graha relations used by the rasi dashas (Jaimini Upadesa Sutras 1.1,
 * 2.3-2.4; BPHS ch. 46 on the rasi dashas): odd/even-footed signs, rasi drishti, co-lords of
 * Scorpio and Aquarius, the stronger of two signs, and the dasha years of a sign. Signs are 0-based
 * (0 = Aries) here.
 */
import type { ChartBasis } from '../core/chart-basis.js';
import { GRAHA_NAMES, MOOLATRIKONA, RASHI_LORDS, rashiIndex0, type GrahaName } from '../core/constants.js';

/** Where each graha stands: its sign (0-11) and its degrees within the sign. */
export interface SignChart {
  lagnaSign: number;
  lagnaDegInSign: number;
  sign: Record<GrahaName, number>;
  degInSign: Record<GrahaName, number>;
  /** number of grahas (of the nine) in each sign */
  occupants: number[];
}

export function signChart(basis: ChartBasis): SignChart {
  const sign = {} as Record<GrahaName, number>;
  const degInSign = {} as Record<GrahaName, number>;
  const occupants = new Array<number>(12).fill(0);
  for (const g of basis.grahas) {
    const s = rashiIndex0(g.lonDeg);
    sign[g.name] = s;
    degInSign[g.name] = g.lonDeg - s * 30;
    occupants[s]! += 1;
  }
  for (const n of GRAHA_NAMES) {
    if (sign[n] === undefined) throw new Error(`graha ${n} missing from basis`);
  }
  const ls = rashiIndex0(basis.ascendantDeg);
  return { lagnaSign: ls, lagnaDegInSign: basis.ascendantDeg - ls * 30, sign, degInSign, occupants };
}

export const mod12 = (n: number): number => ((n % 12) + 12) % 12;
/** Odd sign (Aries, Gemini, Leo, ...). */
export const isOddSign = (s: number): boolean => mod12(s) % 2 === 0;
/** Odd-footed (savya) signs of Jaimini: Aries, Taurus, Gemini, Libra, Scorpio, Sagittarius. */
export const isOddFooted = (s: number): boolean => [0, 1, 2, 6, 7, 8].includes(mod12(s));
/** 0 movable, 1 fixed, 2 dual. */
export const modality = (s: number): number => mod12(s) % 3;

/** Count of signs from `from` to `to`, inclusive, forward or backward (1 when equal). */
export function countSigns(from: number, to: number, forward: boolean): number {
  return forward ? mod12(to - from) + 1 : mod12(from - to) + 1;
}

/** Rasi drishti, Jaimini Upadesa Sutras 1.1.2-4: movable signs aspect the fixed ones but the adjacent; fixed aspect movable but the adjacent; dual aspect the other duals. */
export function rasiAspects(from: number, to: number): boolean {
  const a = mod12(from), b = mod12(to);
  if (a === b) return false;
  const ma = modality(a), mb = modality(b);
  if (ma === 0) return mb === 1 && b !== mod12(a + 1);
  if (ma === 1) return mb === 0 && b !== mod12(a - 1);
  return mb === 2;
}

/** Exaltation sign of each graha (BPHS ch. 3; Rahu Taurus, Ketu Scorpio). */
export const EXALTATION_SIGN: Readonly<Record<GrahaName, number>> = {
  Sun: 0, Moon: 1, Mars: 9, Mercury: 5, Jupiter: 3, Venus: 11, Saturn: 6, Rahu: 1, Ketu: 7,
};
/** Moolatrikona sign; Rahu Aquarius and Ketu Scorpio as in Narayana dasha. */
export const MOOLATRIKONA_SIGN: Readonly<Record<GrahaName, number>> = {
  Sun: MOOLATRIKONA.Sun.rashi, Moon: MOOLATRIKONA.Moon.rashi, Mars: MOOLATRIKONA.Mars.rashi,
  Mercury: MOOLATRIKONA.Mercury.rashi, Jupiter: MOOLATRIKONA.Jupiter.rashi, Venus: MOOLATRIKONA.Venus.rashi,
  Saturn: MOOLATRIKONA.Saturn.rashi, Rahu: 10, Ketu: 7,
};

export const isExalted = (c: SignChart, g: GrahaName): boolean => c.sign[g] === EXALTATION_SIGN[g];
export const isDebilitated = (c: SignChart, g: GrahaName): boolean => c.sign[g] === mod12(EXALTATION_SIGN[g] + 6);

function ownsSign(g: GrahaName, s: number): boolean {
  if (g === 'Rahu') return s === 10;
  if (g === 'Ketu') return s === 7;
  return RASHI_LORDS[s] === g;
}

/** Dignity rank: exalted 3, moolatrikona sign 2, own sign 1, debilitated -1, otherwise 0. */
export function dignity(c: SignChart, g: GrahaName): number {
  const s = c.sign[g];
  if (isExalted(c, g)) return 3;
  if (isDebilitated(c, g)) return -1;
  if (s === MOOLATRIKONA_SIGN[g]) return 2;
  return ownsSign(g, s) ? 1 : 0;
}

/**
 * Stronger of two grahas (Jaimini Upadesa Sutras 2.3, as taught by P.V.R. Narasimha Rao):
 * (1) conjoined with more grahas, (2) better dignity, (3) more degrees in its sign; a remains on a tie.
 */
export function strongerGraha(c: SignChart, a: GrahaName, b: GrahaName): GrahaName {
  const ca = c.occupants[c.sign[a]]!, cb = c.occupants[c.sign[b]]!;
  if (ca !== cb) return ca > cb ? a : b;
  const da = dignity(c, a), db = dignity(c, b);
  if (da !== db) return da > db ? a : b;
  return c.degInSign[b] > c.degInSign[a] ? b : a;
}

/**
 * Lord of a sign for the rasi dashas. Scorpio has Mars and Ketu, Aquarius Saturn and Rahu
 * (Jaimini Upadesa Sutras 1.2; K.N. Rao, "Predicting through Jaimini's Chara Dasha"): when both
 * co-lords occupy the sign, `both` is set (the dasha is 12 years); when one does, the other is the
 * lord; otherwise the stronger: conjoined with more grahas, then exalted, then placed in a movable
 * over a fixed over a dual sign, then more degrees in its sign.
 */
export function signLord(c: SignChart, s: number): { lord: GrahaName; both: boolean } {
  const sign = mod12(s);
  if (sign !== 7 && sign !== 10) return { lord: RASHI_LORDS[sign]!, both: false };
  const [a, b]: [GrahaName, GrahaName] = sign === 7 ? ['Mars', 'Ketu'] : ['Saturn', 'Rahu'];
  const ina = c.sign[a] === sign, inb = c.sign[b] === sign;
  if (ina && inb) return { lord: a, both: true };
  if (ina) return { lord: b, both: false };
  if (inb) return { lord: a, both: false };
  const ca = c.occupants[c.sign[a]]!, cb = c.occupants[c.sign[b]]!;
  if (ca !== cb) return { lord: ca > cb ? a : b, both: false };
  const ea = isExalted(c, a), eb = isExalted(c, b);
  if (ea !== eb) return { lord: ea ? a : b, both: false };
  const ma = modality(c.sign[a]), mb = modality(c.sign[b]);
  if (ma !== mb) return { lord: ma < mb ? a : b, both: false };
  return { lord: c.degInSign[b] > c.degInSign[a] ? b : a, both: false };
}

/**
 * Stronger of two signs (Jaimini Upadesa Sutras 2.3.1-4): (1) containing more grahas; (2) conjoined
 * with or aspected (rasi drishti) by more of Jupiter, Mercury and its own lord; (3) its lord in the
 * better dignity; (4) by nature dual over fixed over movable; (5) its lord with more degrees in its
 * sign; `a` remains on a full tie.
 */
export function strongerSign(c: SignChart, a: number, b: number): number {
  const sa = mod12(a), sb = mod12(b);
  const oa = c.occupants[sa]!, ob = c.occupants[sb]!;
  if (oa !== ob) return oa > ob ? sa : sb;
  const infl = (s: number): number => {
    const lord = signLord(c, s).lord;
    let n = 0;
    for (const g of ['Jupiter', 'Mercury', lord] as GrahaName[]) {
      const gs = c.sign[g];
      if (gs === s || rasiAspects(gs, s)) n++;
    }
    return n;
  };
  const ia = infl(sa), ib = infl(sb);
  if (ia !== ib) return ia > ib ? sa : sb;
  const la = signLord(c, sa).lord, lb = signLord(c, sb).lord;
  const da = dignity(c, la), db = dignity(c, lb);
  if (da !== db) return da > db ? sa : sb;
  const ma = modality(sa), mb = modality(sb);
  if (ma !== mb) return ma > mb ? sa : sb;
  return c.degInSign[lb] > c.degInSign[la] ? sb : sa;
}

/**
 * Dasha years of a sign in Chara, Narayana and the dashas that borrow their years (Jaimini Upadesa
 * Sutras 2.4; K.N. Rao's rules): count from the sign to the sign of its lord, zodiacally for an
 * odd-footed sign and backwards for an even-footed one, and subtract one; a lord in the sign (or
 * both co-lords in it) gives 12; an exalted lord adds one year and a debilitated lord removes one
 * (never below 1 year).
 */
export function signDashaYears(c: SignChart, s: number): number {
  const sign = mod12(s);
  const { lord, both } = signLord(c, sign);
  let y: number;
  if (both) y = 12;
  else {
    const ls = c.sign[lord];
    y = ls === sign ? 12 : countSigns(sign, ls, isOddFooted(sign)) - 1;
  }
  if (isExalted(c, lord)) y += 1;
  else if (isDebilitated(c, lord) && y > 1) y -= 1;
  return y;
}
