/**
 * @module The earlier, simpler reading of the Jaimini strength and year rules, kept unchanged for
 * the rasi dashas that have not been checked against a reference yet: Sthira (Brahma), Shoola,
 * Trikona, Drig, Kendradi, Sudasa and Moola. Chara and Narayana use the rule sets of jaimini.ts,
 * checked against PyJHora (docs/dashas.md). Signs are 0-based (0 = Aries).
 */
import { RASHI_LORDS, type GrahaName } from '../core/constants.js';
import {
  MOOLATRIKONA_SIGN,
  countSigns,
  isDebilitated,
  isExalted,
  isOddFooted,
  mod12,
  modality,
  rasiAspects,
  type SignChart,
} from './jaimini.js';

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
export function strongerGrahaBasic(c: SignChart, a: GrahaName, b: GrahaName): GrahaName {
  const ca = c.occupants[c.sign[a]]!,
    cb = c.occupants[c.sign[b]]!;
  if (ca !== cb) return ca > cb ? a : b;
  const da = dignity(c, a),
    db = dignity(c, b);
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
export function signLordBasic(c: SignChart, s: number): { lord: GrahaName; both: boolean } {
  const sign = mod12(s);
  if (sign !== 7 && sign !== 10) return { lord: RASHI_LORDS[sign]!, both: false };
  const [a, b]: [GrahaName, GrahaName] = sign === 7 ? ['Mars', 'Ketu'] : ['Saturn', 'Rahu'];
  const ina = c.sign[a] === sign,
    inb = c.sign[b] === sign;
  if (ina && inb) return { lord: a, both: true };
  if (ina) return { lord: b, both: false };
  if (inb) return { lord: a, both: false };
  const ca = c.occupants[c.sign[a]]!,
    cb = c.occupants[c.sign[b]]!;
  if (ca !== cb) return { lord: ca > cb ? a : b, both: false };
  const ea = isExalted(c, a),
    eb = isExalted(c, b);
  if (ea !== eb) return { lord: ea ? a : b, both: false };
  const ma = modality(c.sign[a]),
    mb = modality(c.sign[b]);
  if (ma !== mb) return { lord: ma < mb ? a : b, both: false };
  return { lord: c.degInSign[b] > c.degInSign[a] ? b : a, both: false };
}

/**
 * Stronger of two signs (Jaimini Upadesa Sutras 2.3.1-4): (1) containing more grahas; (2) conjoined
 * with or aspected (rasi drishti) by more of Jupiter, Mercury and its own lord; (3) its lord in the
 * better dignity; (4) by nature dual over fixed over movable; (5) its lord with more degrees in its
 * sign; `a` remains on a full tie.
 */
export function strongerSignBasic(c: SignChart, a: number, b: number): number {
  const sa = mod12(a),
    sb = mod12(b);
  const oa = c.occupants[sa]!,
    ob = c.occupants[sb]!;
  if (oa !== ob) return oa > ob ? sa : sb;
  const infl = (s: number): number => {
    const lord = signLordBasic(c, s).lord;
    let n = 0;
    for (const g of ['Jupiter', 'Mercury', lord] as GrahaName[]) {
      const gs = c.sign[g];
      if (gs === s || rasiAspects(gs, s)) n++;
    }
    return n;
  };
  const ia = infl(sa),
    ib = infl(sb);
  if (ia !== ib) return ia > ib ? sa : sb;
  const la = signLordBasic(c, sa).lord,
    lb = signLordBasic(c, sb).lord;
  const da = dignity(c, la),
    db = dignity(c, lb);
  if (da !== db) return da > db ? sa : sb;
  const ma = modality(sa),
    mb = modality(sb);
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
export function signDashaYearsBasic(c: SignChart, s: number): number {
  const sign = mod12(s);
  const { lord, both } = signLordBasic(c, sign);
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
