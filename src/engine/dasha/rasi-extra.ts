/**
 * @module The rasi dashas added after the first 22 systems (issue 34), each as its source reads it
 * (docs/dashas.md gives every rule, its source and where PyJHora 4.8.5 differs): Brahma, Chakra,
 * Chaturvidha Uttara, Lagna and Karaka Kendradi, Lagnamsaka, Mandooka, Navamsa, Niryana Shoola,
 * Padanadhamsa, Paryaya, Rashiyanka, Sandhya, Tara Lagna, Varnada and Yogardha dashas, and the
 * Sudarshana chakra dasha. Signs are 0-based (0 = Aries). Every maha dasha here starts at birth.
 *
 * The Jaimini judgements these dashas share (the stronger of two signs or grahas, the lord of
 * Scorpio and Aquarius, the years of a sign) are the engine's rule sets of jaimini.ts; a builder
 * takes them as `JaiminiRules` so that the tests can show each difference from PyJHora is one of
 * its documented readings.
 */
import type { ChartBasis } from '../core/chart-basis.js';
import {
  GRAHA_NAMES,
  RASHI_LORDS,
  RASHI_NAMES_EN,
  norm360,
  rashiIndex0,
  type GrahaName,
} from '../core/constants.js';
import { charaKarakaRanking } from '../karakas/index.js';
import {
  DIGNITY_PVR,
  NARAYANA_YEARS,
  coLordJaimini,
  countSigns,
  isOddFooted,
  isOddSign,
  mod12,
  modality,
  signLord,
  signYears,
  strongerGraha,
  strongerSignBy,
  type CoLordRule,
  type SignChart,
  type SignStrengthRule,
  type SignYearRules,
} from './jaimini.js';
import type { KaalaPart } from './extra-inputs.js';
import { COVER_YEARS, nakshatraFractionElapsed } from './nakshatra-dashas.js';
import {
  CONSECUTIVE,
  KENDRADI,
  brahmaGraha,
  byOffsets,
  narayanaDasha,
  rasiSystem,
  twoCycles,
  type BuiltDasha,
} from './rasi-dashas.js';
import { cachedSystem, childSpec, layMahas } from './tree.js';

/** The Jaimini judgements a rasi dasha reads. */
export interface JaiminiRules {
  strongerSign: SignStrengthRule;
  strongerGraha: (c: SignChart, a: GrahaName, b: GrahaName) => GrahaName;
  /** the lord of Scorpio (Mars or Ketu) and Aquarius (Saturn or Rahu) */
  coLord: CoLordRule;
  /** the years of a sign in the dashas that take Narayana's */
  years: SignYearRules;
}
/** The engine's rule sets (jaimini.ts, checked against PyJHora for Chara and Narayana). */
export const TEXT_RULES: JaiminiRules = {
  strongerSign: strongerSignBy(DIGNITY_PVR),
  strongerGraha: (c, a, b) => strongerGraha(c, a, b),
  coLord: coLordJaimini(DIGNITY_PVR),
  years: NARAYANA_YEARS,
};

const dirOf = (s: number): number => (isOddSign(s) ? 1 : -1);
const EQUAL = (n: number): number[] => new Array<number>(n).fill(1);
const lordOf = (c: SignChart, s: number, r: JaiminiRules): GrahaName =>
  signLord(c, s, r.coLord).lord;
/** The strongest of a list of signs (pairwise, the earlier kept on a tie). */
const strongestSign = (c: SignChart, signs: readonly number[], r: JaiminiRules): number =>
  signs.map(mod12).reduce((a, b) => r.strongerSign(c, a, b));

// ---------------------------------------------------------------------------------------------
// Brahma dasha

/**
 * Brahma (Brahma Grahashrita) dasha (BPHS ch. 46; Jaimini Upadesa Sutras): from the sign of Brahma
 * (brahmaGraha), zodiacal from an odd sign, reverse from an even one; a sign's years are the signs
 * counted from it to the lord of the 6th from it (forward from an odd sign, backward from an even
 * one) less one, one more if that lord is exalted, one less if debilitated; a sign holding that
 * lord has no dasha; one cycle; antardashas equal, from the maha sign onward.
 */
export function brahmaDasha(
  c: SignChart,
  birthJdUt: number,
  yearDays: number,
  r: JaiminiRules = TEXT_RULES,
): BuiltDasha {
  const seed = c.sign[brahmaGraha(c)];
  const order = byOffsets(seed, dirOf(seed), CONSECUTIVE);
  const years = (s: number): number => {
    const lord = lordOf(c, s + 5, r);
    const ls = c.sign[lord];
    if (ls === s) return 0;
    let y = countSigns(s, ls, isOddSign(s)) - 1;
    if (DIGNITY_PVR.exalted(lord, ls)) y += 1;
    else if (DIGNITY_PVR.debilitated(lord, ls)) y -= 1;
    return y;
  };
  return {
    system: rasiSystem((s) => byOffsets(s, 1, CONSECUTIVE)),
    mahas: layMahas(
      order.map((s) => ({ ctx: s, years: years(s) })),
      birthJdUt,
      yearDays,
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// Chakra dasha

/**
 * Chakra dasha (BPHS ch. 46): a birth by day (between the twilights) starts from the sign of the
 * lagna lord, by night from lagna, in a twilight from the 2nd sign; the signs follow zodiacally,
 * 10 years each (120); antardashas equal, from the maha sign onward.
 */
export function chakraDasha(
  part: KaalaPart,
  c: SignChart,
  birthJdUt: number,
  yearDays: number,
  r: JaiminiRules = TEXT_RULES,
): BuiltDasha {
  const seed =
    part === 'day'
      ? c.sign[lordOf(c, c.lagnaSign, r)]
      : part === 'night'
        ? c.lagnaSign
        : mod12(c.lagnaSign + 1);
  const order = byOffsets(seed, 1, CONSECUTIVE);
  return {
    system: rasiSystem((s) => byOffsets(s, 1, CONSECUTIVE)),
    mahas: layMahas(
      order.map((s) => ({ ctx: s, years: 10 })),
      birthJdUt,
      yearDays,
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// Chaturvidha Uttara dasha

export type UttaraSeed = 'lagna' | 'kendra' | 'trikona' | 'strongest';
/**
 * Chaturvidha (four-fold) Uttara dasha (as Jagannatha Hora and PyJHora compute it): from lagna
 * (Lagna Uttara), the strongest kendra (Kendra Uttara), the strongest trikona (Trikona Uttara) or
 * the strongest sign (Dasha Uttara), the twelve signs zodiacally with 1, 2, ... 12 years (78);
 * antardashas from the maha sign onward, again in the proportions 1 to 12.
 */
export function chaturvidhaUttaraDasha(
  c: SignChart,
  birthJdUt: number,
  yearDays: number,
  seedRule: UttaraSeed,
  r: JaiminiRules = TEXT_RULES,
): BuiltDasha {
  const l = c.lagnaSign;
  const seed =
    seedRule === 'lagna'
      ? l
      : seedRule === 'kendra'
        ? strongestSign(c, [l, l + 3, l + 6, l + 9], r)
        : seedRule === 'trikona'
          ? strongestSign(c, [l, l + 4, l + 8], r)
          : strongestSign(
              c,
              CONSECUTIVE.map((k) => l + k),
              r,
            );
  const w = CONSECUTIVE.map((k) => k + 1);
  const system = cachedSystem(
    (s) => ({ lord: RASHI_NAMES_EN[s]!, sign: s + 1 }),
    (s) => childSpec(byOffsets(s, 1, CONSECUTIVE), w),
  );
  return {
    system,
    mahas: layMahas(
      byOffsets(seed, 1, CONSECUTIVE).map((s, k) => ({ ctx: s, years: k + 1 })),
      birthJdUt,
      yearDays,
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// Kendradi dashas from lagna or a karaka (P.V.R. Narasimha Rao)

/** Direction of a sign in P.V.R. Narasimha Rao's kendradi dashas: Saturn in it zodiacal, else Ketu in it reverse, else odd zodiacal and even reverse. */
const pvrDir = (c: SignChart, s: number): number =>
  c.sign.Saturn === s ? 1 : c.sign.Ketu === s ? -1 : dirOf(s);
/** Antardasha direction: zodiacal for an odd sign or with Saturn in it, reverse otherwise, Ketu in it reversing that. */
const pvrAntarDir = (c: SignChart, s: number): number => {
  let d = isOddSign(s) || c.sign.Saturn === s ? 1 : -1;
  if (c.sign.Ketu === s) d = -d;
  return d;
};

/**
 * Lagna Kendradi and Karaka Kendradi rasi dashas (P.V.R. Narasimha Rao, "Vedic Astrology: An
 * Integrated Approach"; as Jagannatha Hora and PyJHora compute them): from the stronger of the
 * reference sign (lagna, or the Atmakaraka's sign) and the 7th from it, the kendras, panapharas
 * and apoklimas from it, zodiacally when Saturn is in it, reverse when Ketu is, else zodiacal from
 * an odd sign and reverse from an even one; Narayana's years, a second cycle of 12 less them;
 * antardashas equal from the maha sign, zodiacal for an odd sign or with Saturn in it, reverse
 * otherwise, Ketu in it reversing that.
 */
export function pvrKendradiDasha(
  basis: ChartBasis,
  c: SignChart,
  birthJdUt: number,
  yearDays: number,
  from: 'lagna' | 'karaka',
  r: JaiminiRules = TEXT_RULES,
): BuiltDasha {
  const ref = from === 'lagna' ? c.lagnaSign : c.sign[charaKarakaRanking(basis, 8)[0]!.graha];
  const seed = r.strongerSign(c, ref, ref + 6);
  const order = byOffsets(seed, pvrDir(c, seed), KENDRADI);
  const system = rasiSystem((s) => byOffsets(s, pvrAntarDir(c, s), CONSECUTIVE));
  return {
    system,
    mahas: layMahas(
      twoCycles(order, (s) => signYears(c, s, r.years)),
      birthJdUt,
      yearDays,
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// Lagnamsaka dasha

/** Navamsa sign (0-11) of a longitude by the Parashari rule (BPHS ch. 6): cyclic from Aries. */
export const navamsaSign = (lonDeg: number): number => Math.floor((norm360(lonDeg) * 9) / 30) % 12;

/**
 * Lagnamsaka dasha (P.V.R. Narasimha Rao; as Jagannatha Hora and PyJHora compute it): Narayana dasha
 * of the rasi chart started from the sign of the navamsa lagna.
 */
export function lagnamsakaDasha(
  basis: ChartBasis,
  c: SignChart,
  birthJdUt: number,
  yearDays: number,
  r: JaiminiRules = TEXT_RULES,
): BuiltDasha {
  return narayanaDasha(
    c,
    birthJdUt,
    yearDays,
    { stronger: r.strongerSign, years: r.years },
    navamsaSign(basis.ascendantDeg),
  );
}

// ---------------------------------------------------------------------------------------------
// Mandooka dasha

/**
 * K.N. Rao's Mandooka order (as PyJHora tables it): the signs of the seed's nature from the seed,
 * every third sign, then the other two natures in the order movable, dual, fixed after it, each
 * from its first sign counted from Aries; forward from an odd seed, backward from an even one.
 */
export function mandookaOrderKnRao(seed: number): number[] {
  const d = dirOf(seed);
  const out: number[] = [];
  let m = modality(seed);
  for (let g = 0; g < 3; g++) {
    const start = g === 0 ? seed : [0, 1, 2][m]!;
    for (let k = 0; k < 4; k++) out.push(mod12(start + d * 3 * k));
    m = (m + 2) % 3;
  }
  return out;
}

export type MandookaVariant = 'kn-rao' | 'sanjay-rath';
/**
 * Mandooka (frog) dasha. K.N. Rao's reading (as PyJHora computes it): from the stronger of lagna and
 * 7th in mandookaOrderKnRao's order; a sign's years are the signs counted from it to its lord
 * (forward from an odd sign, backward from an even one), 12 when the lord is in it, 10 when in the
 * 7th; antardashas equal, the maha order from the maha sign. Sanjay Rath's reading: from lagna,
 * every second sign backward (the seed and the five before it by twos, then the sign before the
 * seed and its five by twos); movable 7, fixed 8, dual 9 years; antardashas equal from Cancer
 * (movable odd, fixed), Sagittarius (movable even, dual even) or Taurus (dual odd), forward only
 * for a movable even sign.
 */
export function mandookaDasha(
  c: SignChart,
  birthJdUt: number,
  yearDays: number,
  variant: MandookaVariant,
  r: JaiminiRules = TEXT_RULES,
): BuiltDasha {
  if (variant === 'kn-rao') {
    const seed = r.strongerSign(c, c.lagnaSign, c.lagnaSign + 6);
    const order = mandookaOrderKnRao(seed);
    const years = (s: number): number => {
      const ls = c.sign[RASHI_LORDS[s]!];
      if (ls === s) return 12;
      if (ls === mod12(s + 6)) return 10;
      return countSigns(s, ls, isOddSign(s));
    };
    const system = rasiSystem((s) => {
      const i = order.indexOf(s);
      return CONSECUTIVE.map((k) => order[(i + k) % 12]!);
    });
    return {
      system,
      mahas: layMahas(
        order.map((s) => ({ ctx: s, years: years(s) })),
        birthJdUt,
        yearDays,
      ),
    };
  }
  const seed = c.lagnaSign;
  const order = [
    ...[0, 1, 2, 3, 4, 5].map((k) => mod12(seed - 2 * k)),
    ...[0, 1, 2, 3, 4, 5].map((k) => mod12(seed - 1 - 2 * k)),
  ];
  const antar = (s: number): number[] => {
    const m = modality(s),
      odd = isOddSign(s);
    const [anchor, fwd] =
      m === 0
        ? odd
          ? [3, false]
          : [8, true]
        : m === 1
          ? [3, false]
          : odd
            ? [1, false]
            : [8, false];
    return byOffsets(anchor as number, fwd ? 1 : -1, CONSECUTIVE);
  };
  return {
    system: rasiSystem(antar),
    mahas: layMahas(
      order.map((s) => ({ ctx: s, years: [7, 8, 9][modality(s)]! })),
      birthJdUt,
      yearDays,
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// Navamsa dasha

/** The first dasha sign for each sign of the navamsa lagna: Aries, Leo, Libra, Aquarius in turn. */
const NAVAMSA_SEED = [0, 4, 6, 10, 0, 4, 6, 10, 0, 4, 6, 10];
/** The first antardasha sign of each maha sign: Libra, Aries, Sagittarius, Aquarius, Leo, Sagittarius, ... */
const NAVAMSA_ANTAR = [6, 0, 8, 10, 4, 8, 6, 0, 8, 10, 4, 8];
/**
 * Navamsa dasha (as Jagannatha Hora and PyJHora table it): from Aries, Leo, Libra or Aquarius as the
 * navamsa lagna is in Aries/Cancer/Libra/Capricorn, Taurus/Leo/Scorpio/Aquarius, Gemini/Virgo/
 * Sagittarius/Pisces... (NAVAMSA_SEED by the navamsa lagna's sign), the signs zodiacally, 9 years
 * each (108); antardashas equal, zodiacally from NAVAMSA_ANTAR of the maha sign.
 */
export function navamsaDasha(basis: ChartBasis, birthJdUt: number, yearDays: number): BuiltDasha {
  const seed = NAVAMSA_SEED[navamsaSign(basis.ascendantDeg)]!;
  const order = byOffsets(seed, dirOf(seed), CONSECUTIVE);
  return {
    system: rasiSystem((s) => byOffsets(NAVAMSA_ANTAR[s]!, 1, CONSECUTIVE)),
    mahas: layMahas(
      order.map((s) => ({ ctx: s, years: 9 })),
      birthJdUt,
      yearDays,
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// Niryana Shoola dasha

export type NiryanaAntar = 'narayana' | 'rasi';
/**
 * Niryana Shoola dasha (Jaimini Upadesa Sutras 2.4; P.V.R. Narasimha Rao): from the stronger of the
 * 2nd and 8th from lagna, zodiacal from an odd sign, reverse from an even one; movable signs 7,
 * fixed 8, dual 9 years (96), a second cycle of 12 less them. Antardashas equal: 'narayana', as in
 * Narayana dasha (from the sign holding the maha sign's lord); 'rasi', from the maha sign itself,
 * zodiacal for an odd sign or with Saturn in it, reverse otherwise, Ketu in it reversing that.
 */
export function niryanaShoolaDasha(
  c: SignChart,
  birthJdUt: number,
  yearDays: number,
  antar: NiryanaAntar,
  r: JaiminiRules = TEXT_RULES,
): BuiltDasha {
  const seed = r.strongerSign(c, c.lagnaSign + 1, c.lagnaSign + 7);
  const order = byOffsets(seed, dirOf(seed), CONSECUTIVE);
  const system =
    antar === 'rasi'
      ? rasiSystem((s) => byOffsets(s, pvrAntarDir(c, s), CONSECUTIVE))
      : rasiSystem((s) => {
          const paka = c.sign[lordOf(c, s, r)];
          return byOffsets(paka, pvrAntarDir(c, paka), CONSECUTIVE);
        });
  return {
    system,
    mahas: layMahas(
      twoCycles(order, (s) => [7, 8, 9][modality(s)]!),
      birthJdUt,
      yearDays,
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// Padanadhamsa dasha

/** A SignChart of the navamsa positions: each graha's and the lagna's navamsa sign and its degrees in it. */
export function navamsaChart(basis: ChartBasis, method: 'parashari' | 'rangacharya'): SignChart {
  const place = (lon: number): [number, number] => {
    const l = norm360(lon);
    const s = Math.min(11, Math.floor(l / 30));
    const k = Math.min(8, Math.floor((l - s * 30) / (30 / 9)));
    const deg = ((l - s * 30) * 9) % 30;
    if (method === 'parashari') return [mod12(s * 9 + k), deg];
    // Rangacharya / Krishna Mishra (nadi) navamsa: fire signs from Aries forward, water from Cancer backward, air from Libra forward, earth from Capricorn backward
    const element = s % 4;
    const [start, d] = (
      [
        [0, 1],
        [9, -1],
        [6, 1],
        [3, -1],
      ] as const
    )[element]!;
    return [mod12(start + d * k), deg];
  };
  const sign = {} as Record<GrahaName, number>;
  const degInSign = {} as Record<GrahaName, number>;
  const occupants = new Array<number>(12).fill(0);
  for (const g of basis.grahas) {
    const [s, d] = place(g.lonDeg);
    sign[g.name] = s;
    degInSign[g.name] = d;
    occupants[s]! += 1;
  }
  const [ls, ld] = place(basis.ascendantDeg);
  return { lagnaSign: ls, lagnaDegInSign: ld, sign, degInSign, occupants };
}

/**
 * The arudha of a sign (Jaimini Upadesa Sutras 1.1.29-31): as far from its lord as the lord is from
 * it; a pada falling in the sign itself or the 7th from it moves to the 10th from there.
 */
export function arudhaOf(c: SignChart, s: number, r: JaiminiRules = TEXT_RULES): number {
  const ls = c.sign[lordOf(c, s, r)];
  const pada = mod12(ls + (ls - s));
  const off = mod12(pada - s);
  return off === 0 || off === 6 ? mod12(pada + 9) : pada;
}

/** Padanadhamsa progression: movable signs consecutive, fixed every 6th, dual kendras then the 5th's and 9th's kendras; forward from an odd sign. */
function padaProgression(s: number): number[] {
  const d = dirOf(s);
  const m = modality(s);
  if (m === 1)
    return byOffsets(
      s,
      d,
      CONSECUTIVE.map((k) => 5 * k),
    );
  if (m === 0) return byOffsets(s, d, CONSECUTIVE);
  return byOffsets(
    s,
    d,
    [1, 4, 7, 10, 5, 8, 11, 2, 9, 12, 3, 6].map((h) => h - 1),
  );
}

export type PadanadhamsaVariant = 'rangacharya' | 'narayana';
/**
 * Padanadhamsa dasha (Jaimini; Iranganti Rangacharya; Sanjay Rath; as PyJHora computes it): the
 * lord of the arudha lagna (of the rasi chart) is taken to the navamsa; the stronger of its
 * navamsa sign and the 7th from it (judged in the navamsa) starts the dasha. 'rangacharya' (with the
 * Rangacharya / Krishna Mishra navamsa): movable signs consecutive, fixed every 6th, dual by
 * kendras from the sign then from its 5th and 9th, forward from an odd sign; a sign's years are the
 * signs counted to its lord in the navamsa (12 in it, 10 in the 7th); antardashas equal in the maha
 * sign's own progression. 'narayana' (Sanjay Rath, the Parashari navamsa): Narayana dasha of the
 * navamsa chart from that sign.
 */
export function padanadhamsaDasha(
  basis: ChartBasis,
  c: SignChart,
  birthJdUt: number,
  yearDays: number,
  variant: PadanadhamsaVariant,
  r: JaiminiRules = TEXT_RULES,
): BuiltDasha {
  const al = arudhaOf(c, c.lagnaSign, r);
  const d9 = navamsaChart(basis, variant === 'rangacharya' ? 'rangacharya' : 'parashari');
  const alLord = al === 7 || al === 10 ? r.coLord(d9, al).lord : RASHI_LORDS[al]!;
  const ls = d9.sign[alLord];
  const seed = r.strongerSign(d9, ls, ls + 6);
  if (variant === 'narayana')
    return narayanaDasha(
      d9,
      birthJdUt,
      yearDays,
      { stronger: r.strongerSign, years: r.years },
      seed,
    );
  const years = (s: number): number => {
    const lsg = d9.sign[lordOf(d9, s, r)];
    if (lsg === s) return 12;
    if (lsg === mod12(s + 6)) return 10;
    return countSigns(s, lsg, isOddSign(s));
  };
  return {
    system: rasiSystem(padaProgression),
    mahas: layMahas(
      padaProgression(seed).map((s) => ({ ctx: s, years: years(s) })),
      birthJdUt,
      yearDays,
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// Paryaya dasha

/**
 * The paryaya order from a sign (as PyJHora computes Chara Paryaya dasha): a dual sign starts from
 * the strongest of its trines and runs 1, 5, 9, 2, 6, 10, ...; a movable sign from the strongest of
 * its kendras, 1, 4, 7, 10, 2, ...; a fixed sign from the stronger of it and its 7th, 1, 7, 2, 8,
 * ...; forward from an odd-footed start, backward from an even-footed one.
 */
function paryayaOrder(c: SignChart, s: number, r: JaiminiRules): number[] {
  const m = modality(s);
  const start =
    m === 2
      ? strongestSign(c, [s, s + 4, s + 8], r)
      : m === 0
        ? strongestSign(c, [s, s + 3, s + 6, s + 9], r)
        : r.strongerSign(c, s, s + 6);
  const frame =
    m === 2
      ? [1, 5, 9, 2, 6, 10, 3, 7, 11, 4, 8, 12]
      : m === 0
        ? [1, 4, 7, 10, 2, 5, 8, 11, 3, 6, 9, 12]
        : [1, 7, 2, 8, 3, 9, 4, 10, 5, 11, 6, 12];
  return byOffsets(
    start,
    isOddFooted(start) ? 1 : -1,
    frame.map((h) => h - 1),
  );
}
/**
 * Chara Paryaya dasha of the rasi chart (as PyJHora 4.8.5 computes it, which marks it unfinished):
 * the paryaya order from lagna (paryayaOrder); a sign's years are the signs counted from it to its
 * lord (forward from an odd sign, backward from an even one), mod 12, so 1 with the lord in it and
 * none with the lord in the 12th; two cycles alike; antardashas equal in the maha sign's own
 * paryaya order.
 */
export function paryayaDasha(
  c: SignChart,
  birthJdUt: number,
  yearDays: number,
  r: JaiminiRules = TEXT_RULES,
): BuiltDasha {
  const order = paryayaOrder(c, c.lagnaSign, r);
  const years = (s: number): number => countSigns(s, c.sign[lordOf(c, s, r)], isOddSign(s)) % 12;
  const cycle = order.map((s) => ({ ctx: s, years: years(s) }));
  return {
    system: rasiSystem((s) => paryayaOrder(c, s, r)),
    mahas: layMahas([...cycle, ...cycle], birthJdUt, yearDays),
  };
}

// ---------------------------------------------------------------------------------------------
// Rashiyanka dasha

/**
 * Rashiyanka (Rasyamsaka) dasha (astrologicalmusings.com, "Method of calculating Rashiyanka dasha";
 * as PyJHora computes it): from the navamsa sign of the lagna lord, the twelve signs zodiacally; a
 * sign's years as in K.N. Rao's Mandooka dasha (counted to its lord, 12 in it, 10 in the 7th, 12
 * for the 12th); antardashas equal, the maha order from the maha sign.
 */
export function rashiyankaDasha(
  basis: ChartBasis,
  c: SignChart,
  birthJdUt: number,
  yearDays: number,
): BuiltDasha {
  const lord = RASHI_LORDS[c.lagnaSign]!;
  const seed = navamsaSign(basis.grahas.find((g) => g.name === lord)!.lonDeg);
  const order = byOffsets(seed, 1, CONSECUTIVE);
  const years = (s: number): number => {
    const ls = c.sign[RASHI_LORDS[s]!];
    if (ls === s) return 12;
    if (ls === mod12(s + 6)) return 10;
    return countSigns(s, ls, isOddSign(s)) % 12 || 12;
  };
  return {
    system: rasiSystem((s) => byOffsets(s, 1, CONSECUTIVE)),
    mahas: layMahas(
      order.map((s) => ({ ctx: s, years: years(s) })),
      birthJdUt,
      yearDays,
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// Sandhya dasha

/** Pachaka division of a Sandhya dasha: the first antardasha 2 parts, the next three 1 each, the last eight 2/3 each (of 31/3). */
const PACHAKA = [60, 30, 30, 30, 20, 20, 20, 20, 20, 20, 20, 20];
/**
 * Sandhya dasha (BPHS ch. 46: the paramayus of 120 years spread over the twelve signs): from lagna,
 * zodiacally, 10 years each; antardashas from the maha sign, equal ('equal') or in the Pachaka
 * proportions 60:30:30:30:20 x 8 ('pachaka').
 */
export function sandhyaDasha(
  c: SignChart,
  birthJdUt: number,
  yearDays: number,
  pachaka: boolean,
): BuiltDasha {
  const system = cachedSystem(
    (s) => ({ lord: RASHI_NAMES_EN[s]!, sign: s + 1 }),
    (s) => childSpec(byOffsets(s, 1, CONSECUTIVE), pachaka ? PACHAKA : EQUAL(12)),
  );
  return {
    system,
    mahas: layMahas(
      byOffsets(c.lagnaSign, 1, CONSECUTIVE).map((s) => ({ ctx: s, years: 10 })),
      birthJdUt,
      yearDays,
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// Tara Lagna dasha

/**
 * Tara Lagna (Iranganti Rangacharya): the part of the Moon's nakshatra elapsed, in twelfths, counted
 * from lagna: lagna + floor(12 x fraction) signs (the elapsed Vimsottari months / the lord's years).
 */
export const taraLagnaSign = (c: SignChart, moonLonDeg: number): number =>
  mod12(c.lagnaSign + Math.min(11, Math.floor(12 * nakshatraFractionElapsed(moonLonDeg))));

/**
 * Tara Lagna dasha (Iranganti Rangacharya, "Tara dasa", saptarishisshop.com): from the Tara Lagna,
 * zodiacally from an odd sign, reverse from an even one, 9 years each; the antardashas of each maha
 * sign are 9 months each from that sign, direct when the Atmakaraka is in an odd sign of the
 * odd-footed group (Aries, Gemini, Libra, Sagittarius) or an even sign of the even-footed group
 * (Cancer, Virgo, Capricorn, Pisces), reverse otherwise (Taurus, Scorpio, Leo, Aquarius).
 */
export function taraLagnaDasha(
  basis: ChartBasis,
  c: SignChart,
  moonLonDeg: number,
  birthJdUt: number,
  yearDays: number,
): BuiltDasha {
  const seed = taraLagnaSign(c, moonLonDeg);
  const ak = c.sign[charaKarakaRanking(basis, 8)[0]!.graha];
  const direct = isOddFooted(ak) === isOddSign(ak);
  return {
    system: rasiSystem((s) => byOffsets(s, direct ? 1 : -1, CONSECUTIVE)),
    mahas: layMahas(
      byOffsets(seed, dirOf(seed), CONSECUTIVE).map((s) => ({ ctx: s, years: 9 })),
      birthJdUt,
      yearDays,
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// Varnada dasha

/**
 * Hora lagna (P.V.R. Narasimha Rao after BPHS ch. 4): the Sun's longitude at the sunrise of the
 * birth's civil day, advanced one sign per hour of time since that sunrise (backward for a birth
 * before it), degrees.
 */
export function horaLagnaDeg(basis: ChartBasis): number {
  const sr = basis.sunriseJdUt;
  if (sr === undefined) throw new Error('hora lagna needs the sunrise of the birth day');
  const sun = basis.grahas.find((g) => g.name === 'Sun')!;
  const sunAtRise = sun.lonDeg - sun.speedDegPerDay * (basis.jdUt - sr);
  return norm360(sunAtRise + (basis.jdUt - sr) * 24 * 30);
}
/**
 * Varnada lagna (B.V. Raman's reading, as PyJHora computes it by default): count lagna from Aries
 * when odd, from Pisces backward when even, the same for the hora lagna; add the two counts when
 * both lagnas are odd or both even, else take their difference; count that from Aries (odd lagna)
 * or from Pisces backward (even lagna). Returns the sign (0-11).
 */
export function varnadaLagnaSign(lagnaSign: number, horaSign: number): number {
  const cnt = (s: number): number => (isOddSign(s) ? s + 1 : 12 - s);
  const c1 = cnt(lagnaSign),
    c2 = cnt(horaSign);
  const n = isOddSign(lagnaSign) === isOddSign(horaSign) ? (c1 + c2) % 12 : Math.abs(c1 - c2) % 12;
  return isOddSign(lagnaSign) ? mod12(n - 1) : mod12(12 - n);
}

/**
 * Varnada dasha (as PyJHora computes it): from the stronger of lagna and the hora lagna, zodiacally
 * from an odd sign, reverse from an even one; a sign's years are the signs from the varnada lagna to
 * it, mod 12 (the varnada lagna's own sign has no dasha); antardashas equal, from the maha sign
 * zodiacally.
 */
export function varnadaDasha(
  basis: ChartBasis,
  c: SignChart,
  birthJdUt: number,
  yearDays: number,
  r: JaiminiRules = TEXT_RULES,
): BuiltDasha & { horaLagnaSign: number; varnadaLagnaSign: number } {
  const hl = rashiIndex0(horaLagnaDeg(basis));
  const vl = varnadaLagnaSign(c.lagnaSign, hl);
  const seed = r.strongerSign(c, c.lagnaSign, hl);
  const order = byOffsets(seed, dirOf(seed), CONSECUTIVE);
  return {
    system: rasiSystem((s) => byOffsets(s, 1, CONSECUTIVE)),
    mahas: layMahas(
      order.map((s) => ({ ctx: s, years: mod12(s - vl) })),
      birthJdUt,
      yearDays,
    ),
    horaLagnaSign: hl,
    varnadaLagnaSign: vl,
  };
}

// ---------------------------------------------------------------------------------------------
// Yogardha dasha

/**
 * Yogardha dasha (BPHS ch. 46): from the stronger of lagna and 7th, zodiacal from an odd sign,
 * reverse from an even one; a sign's years are half the sum of its Chara years (Narayana's count,
 * with the dignity year) and its Sthira years (movable 7, fixed 8, dual 9); antardashas equal, as in
 * Chara dasha: from the sign after the maha sign in the dasha direction, the maha sign last.
 */
export function yogardhaDasha(
  c: SignChart,
  birthJdUt: number,
  yearDays: number,
  r: JaiminiRules = TEXT_RULES,
): BuiltDasha {
  const seed = r.strongerSign(c, c.lagnaSign, c.lagnaSign + 6);
  const d = dirOf(seed);
  const order = byOffsets(seed, d, CONSECUTIVE);
  const years = (s: number): number => 0.5 * (signYears(c, s, r.years) + [7, 8, 9][modality(s)]!);
  return {
    system: rasiSystem((s) => [...byOffsets(s, d, CONSECUTIVE.slice(1)), s]),
    mahas: layMahas(
      order.map((s) => ({ ctx: s, years: years(s) })),
      birthJdUt,
      yearDays,
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// Sudarshana chakra dasha

/**
 * Sudarshana chakra dasha (BPHS ch. 72, Sudarshana chakra): each year of life belongs to a house
 * counted together from lagna, the Moon and the Sun (the 1st year to their signs, the 2nd to the
 * signs after them, ...), twelve years a cycle; within a year each of the twelve months to the
 * next houses in the same way, from the year's own signs. From birth, one year each.
 */
export function sudarshanaDasha(c: SignChart, birthJdUt: number, yearDays: number): BuiltDasha {
  const base = [c.lagnaSign, c.sign.Moon, c.sign.Sun];
  const label = (k: number) => {
    const signs = base.map((s) => mod12(s + k) + 1);
    return { lord: RASHI_NAMES_EN[signs[0]! - 1]!, sign: signs[0]!, signs };
  };
  const system = cachedSystem(
    (k) => label(k),
    (k) =>
      childSpec(
        CONSECUTIVE.map((j) => mod12(k + j)),
        EQUAL(12),
      ),
  );
  return {
    system,
    mahas: layMahas(
      Array.from({ length: COVER_YEARS }, (_, k) => ({ ctx: mod12(k), years: 1 })),
      birthJdUt,
      yearDays,
    ),
  };
}

export { GRAHA_NAMES };
