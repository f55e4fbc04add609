/**
 * @module Jaimini sign and graha relations used by the rasi dashas (Jaimini Upadesa Sutras 1.1,
 * 2.3-2.4; BPHS ch. 46 on the rasi dashas): odd/even-footed signs, rasi drishti, co-lords of
 * Scorpio and Aquarius, the stronger of two signs, and the dasha years of a sign. Signs are 0-based
 * (0 = Aries) here.
 */
import type { ChartBasis } from '../core/chart-basis.js';
import {
  GRAHA_NAMES,
  MOOLATRIKONA,
  RASHI_LORDS,
  rashiIndex0,
  type GrahaName,
} from '../core/constants.js';

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
  return {
    lagnaSign: ls,
    lagnaDegInSign: basis.ascendantDeg - ls * 30,
    sign,
    degInSign,
    occupants,
  };
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
  const a = mod12(from),
    b = mod12(to);
  if (a === b) return false;
  const ma = modality(a),
    mb = modality(b);
  if (ma === 0) return mb === 1 && b !== mod12(a + 1);
  if (ma === 1) return mb === 0 && b !== mod12(a - 1);
  return mb === 2;
}

/** Exaltation sign of each graha (BPHS ch. 3; Rahu Taurus, Ketu Scorpio). */
export const EXALTATION_SIGN: Readonly<Record<GrahaName, number>> = {
  Sun: 0,
  Moon: 1,
  Mars: 9,
  Mercury: 5,
  Jupiter: 3,
  Venus: 11,
  Saturn: 6,
  Rahu: 1,
  Ketu: 7,
};
/** Moolatrikona sign; Rahu Aquarius and Ketu Scorpio as in Narayana dasha. */
export const MOOLATRIKONA_SIGN: Readonly<Record<GrahaName, number>> = {
  Sun: MOOLATRIKONA.Sun.rashi,
  Moon: MOOLATRIKONA.Moon.rashi,
  Mars: MOOLATRIKONA.Mars.rashi,
  Mercury: MOOLATRIKONA.Mercury.rashi,
  Jupiter: MOOLATRIKONA.Jupiter.rashi,
  Venus: MOOLATRIKONA.Venus.rashi,
  Saturn: MOOLATRIKONA.Saturn.rashi,
  Rahu: 10,
  Ketu: 7,
};

export const isExalted = (c: SignChart, g: GrahaName): boolean => c.sign[g] === EXALTATION_SIGN[g];
export const isDebilitated = (c: SignChart, g: GrahaName): boolean =>
  c.sign[g] === mod12(EXALTATION_SIGN[g] + 6);

/** Which placements count as exalted or debilitated for a rule set. */
export interface DignityScheme {
  exalted(g: GrahaName, sign: number): boolean;
  debilitated(g: GrahaName, sign: number): boolean;
}
/** BPHS ch. 3: one exaltation sign each, Rahu Taurus and Ketu Scorpio, debilitation the 7th from it. */
export const DIGNITY_BPHS: DignityScheme = {
  exalted: (g, s) => s === EXALTATION_SIGN[g],
  debilitated: (g, s) => s === mod12(EXALTATION_SIGN[g] + 6),
};
/**
 * The dignities of P.V.R. Narasimha Rao's rasi dashas: Mercury in Virgo counts as in its own sign,
 * not as exalted ("exception: Mercury's exaltation counts just as own house", P.V.R. Narasimha
 * Rao, "Computing Narayana dasa"); both opinions on the nodes are counted, Rahu exalted in Taurus
 * and Gemini (debilitated in Scorpio and Sagittarius) and Ketu the reverse, as PyJHora counts
 * them.
 */
export const DIGNITY_PVR: DignityScheme = {
  exalted: (g, s) =>
    g === 'Rahu'
      ? s === 1 || s === 2
      : g === 'Ketu'
        ? s === 7 || s === 8
        : g !== 'Mercury' && s === EXALTATION_SIGN[g],
  debilitated: (g, s) =>
    g === 'Rahu'
      ? s === 7 || s === 8
      : g === 'Ketu'
        ? s === 1 || s === 2
        : s === mod12(EXALTATION_SIGN[g] + 6),
};

/** Grahas conjoined with g (in its sign), g itself not counted; the lagna is not a graha. */
const companions = (c: SignChart, g: GrahaName): number => c.occupants[c.sign[g]]! - 1;

/** Dispositor of the sign a graha occupies (Scorpio Mars, Aquarius Saturn). */
const dispositor = (c: SignChart, g: GrahaName): GrahaName => RASHI_LORDS[c.sign[g]]!;

/** How many of Jupiter, Mercury and g's dispositor (g itself excepted) are in g's sign or aspect it by rasi drishti. */
function jupMerDispositor(c: SignChart, g: GrahaName): number {
  const s = c.sign[g];
  let n = 0;
  for (const h of new Set<GrahaName>(['Jupiter', 'Mercury', dispositor(c, g)])) {
    if (h === g) continue;
    if (c.sign[h] === s || rasiAspects(c.sign[h], s)) n++;
  }
  return n;
}

/**
 * Stronger of two grahas by the Jaimini sources of strength as P.V.R. Narasimha Rao teaches them
 * after Sanjay Rath ("Vedic Astrology: An Integrated Approach", ch. "Strength of planets and
 * rasis"; Jaimini Upadesa Sutras 2.3): (1) conjoined with more grahas; (2) conjoined with or
 * aspected (rasi drishti) by more of Jupiter, Mercury and its dispositor; (3) exalted; (4) placed
 * in a dual over a fixed over a movable sign; (5) more degrees in its sign. `a` remains on a tie.
 */
export function strongerGraha(
  c: SignChart,
  a: GrahaName,
  b: GrahaName,
  dignity: DignityScheme = DIGNITY_BPHS,
): GrahaName {
  if (a === b) return a;
  const ca = companions(c, a),
    cb = companions(c, b);
  if (ca !== cb) return ca > cb ? a : b;
  const ia = jupMerDispositor(c, a),
    ib = jupMerDispositor(c, b);
  if (ia !== ib) return ia > ib ? a : b;
  const ea = dignity.exalted(a, c.sign[a]),
    eb = dignity.exalted(b, c.sign[b]);
  if (ea !== eb) return ea ? a : b;
  const ma = modality(c.sign[a]),
    mb = modality(c.sign[b]);
  if (ma !== mb) return ma > mb ? a : b;
  return c.degInSign[b] > c.degInSign[a] ? b : a;
}

/** The lord of a sign: `lord`; `both` when both co-lords of Scorpio or Aquarius occupy it. */
export interface SignLord {
  lord: GrahaName;
  both: boolean;
}
/** How the lord of Scorpio (Mars, Ketu) or Aquarius (Saturn, Rahu) is chosen. */
export type CoLordRule = (c: SignChart, sign: number) => SignLord;

/** Co-lords of Scorpio and Aquarius (Jaimini Upadesa Sutras 1.2; K.N. Rao; P.V.R. Narasimha Rao). */
export const CO_LORDS: Readonly<Record<number, readonly [GrahaName, GrahaName]>> = {
  7: ['Mars', 'Ketu'],
  10: ['Saturn', 'Rahu'],
};

/**
 * The co-lord K.N. Rao takes ("Predicting through Jaimini's Chara Dasha", rules for Scorpio and
 * Aquarius): one co-lord in the sign, the other is the lord; both in it, 12 years; both
 * elsewhere, the one associated with more grahas, and between equals the one with more degrees.
 */
export const coLordKnRao: CoLordRule = (c, s) => {
  const [a, b] = CO_LORDS[s]!;
  const ina = c.sign[a] === s,
    inb = c.sign[b] === s;
  if (ina && inb) return { lord: a, both: true };
  if (ina) return { lord: b, both: false };
  if (inb) return { lord: a, both: false };
  const ca = companions(c, a),
    cb = companions(c, b);
  if (ca !== cb) return { lord: ca > cb ? a : b, both: false };
  return { lord: c.degInSign[b] > c.degInSign[a] ? b : a, both: false };
};

/**
 * The co-lord by the Jaimini sources of strength as P.V.R. Narasimha Rao teaches them after Sanjay
 * Rath: one co-lord in the sign and the other outside, the other is the lord; otherwise the
 * stronger by strongerGraha. Both in the sign count 12 years (the count is one).
 */
export function coLordJaimini(dignity: DignityScheme): CoLordRule {
  return (c, s) => {
    const [a, b] = CO_LORDS[s]!;
    const ina = c.sign[a] === s,
      inb = c.sign[b] === s;
    if (ina !== inb) return { lord: ina ? b : a, both: false };
    return { lord: strongerGraha(c, a, b, dignity), both: ina && inb };
  };
}

/** Lord of a sign for the rasi dashas; Scorpio and Aquarius by the co-lord rule. */
export function signLord(
  c: SignChart,
  s: number,
  coLord: CoLordRule = coLordJaimini(DIGNITY_BPHS),
): SignLord {
  const sign = mod12(s);
  if (sign !== 7 && sign !== 10) return { lord: RASHI_LORDS[sign]!, both: false };
  return coLord(c, sign);
}

/** A sign-strength rule: the stronger of two signs (0-11). */
export type SignStrengthRule = (c: SignChart, a: number, b: number) => number;

/**
 * Stronger of two signs by the sources of strength P.V.R. Narasimha Rao gives for Narayana dasa
 * ("Vedic Astrology: An Integrated Approach", ch. "Strength of planets and rasis", after Jaimini
 * Upadesa Sutras 2.3 and Sanjay Rath): (1) containing more grahas; (2) conjoined with or aspected
 * (rasi drishti) by more of Jupiter, Mercury and its own lord; (3) containing an exalted graha
 * where the other does not; (4) its lord in a sign of the other oddity (odd/even) than the sign;
 * (5) by nature dual over fixed over movable; (6) its lord more advanced in its sign. `a` remains
 * on a full tie. Scorpio's and Aquarius's lord by coLordJaimini with the same dignities.
 */
export function strongerSignBy(dignity: DignityScheme): SignStrengthRule {
  const coLord = coLordJaimini(dignity);
  return (c, a, b) => {
    const sa = mod12(a),
      sb = mod12(b);
    const oa = c.occupants[sa]!,
      ob = c.occupants[sb]!;
    if (oa !== ob) return oa > ob ? sa : sb;
    const la = signLord(c, sa, coLord).lord,
      lb = signLord(c, sb, coLord).lord;
    const infl = (s: number, lord: GrahaName): number => {
      let n = 0;
      for (const g of new Set<GrahaName>(['Jupiter', 'Mercury', lord])) {
        const gs = c.sign[g];
        if (gs === s || rasiAspects(gs, s)) n++;
      }
      return n;
    };
    const ia = infl(sa, la),
      ib = infl(sb, lb);
    if (ia !== ib) return ia > ib ? sa : sb;
    const exalt = (s: number): boolean =>
      GRAHA_NAMES.some((g) => c.sign[g] === s && dignity.exalted(g, s));
    const xa = exalt(sa),
      xb = exalt(sb);
    if (xa !== xb) return xa ? sa : sb;
    const odd = (s: number, lord: GrahaName): boolean => isOddSign(s) !== isOddSign(c.sign[lord]);
    const da = odd(sa, la),
      db = odd(sb, lb);
    if (da !== db) return da ? sa : sb;
    const ma = modality(sa),
      mb = modality(sb);
    if (ma !== mb) return ma > mb ? sa : sb;
    return c.degInSign[lb] > c.degInSign[la] ? sb : sa;
  };
}
/** How a rasi dasha counts the years of a sign. */
export interface SignYearRules {
  coLord: CoLordRule;
  /** when set, an exalted lord adds a year and a debilitated one removes a year, by these dignities */
  dignityYear?: DignityScheme;
}

/**
 * Dasha years of a sign (Jaimini Upadesa Sutras 1.1; BPHS ch. 46 sl. 156 on the footed signs):
 * count from the sign to the sign of its lord, zodiacally for an odd-footed sign and backwards for
 * an even-footed one, and subtract one; a lord in the sign (or both co-lords in it) gives 12;
 * with `dignityYear` an exalted lord adds one year and a debilitated lord removes one. The result
 * can be 0 (a lord one sign away and debilitated): that sign then has no dasha in the cycle.
 */
export function signYears(c: SignChart, s: number, rules: SignYearRules): number {
  const sign = mod12(s);
  const { lord, both } = signLord(c, sign, rules.coLord);
  const ls = c.sign[lord];
  let y = both || ls === sign ? 12 : countSigns(sign, ls, isOddFooted(sign)) - 1;
  if (rules.dignityYear) {
    if (rules.dignityYear.exalted(lord, ls)) y += 1;
    else if (rules.dignityYear.debilitated(lord, ls)) y -= 1;
  }
  return y;
}

/** The years of Narayana dasa and the dashas that borrow them (P.V.R. Narasimha Rao): Jaimini co-lords, dignity year. */
export const NARAYANA_YEARS: SignYearRules = {
  coLord: coLordJaimini(DIGNITY_PVR),
  dignityYear: DIGNITY_PVR,
};
