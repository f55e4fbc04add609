/**
 * @module The dashas that need the whole chart: the Jaimini rasi dashas Chara (K.N. Rao's method),
 * Narayana, Sthira, Shoola, Trikona, Drig, Kendradi and Sudasa (Jaimini Upadesa Sutras 2.4; BPHS
 * ch. 46-47 on rasi dashas; P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach"), and
 * Moola dasha (Lagna Kendradi graha dasha: Saravali; Sanjay Rath, 1999). Every maha dasha here
 * starts at birth except Sudasa, whose first dasha carries a balance from Sree Lagna.
 */
import type { ChartBasis } from '../core/chart-basis.js';
import { RASHI_NAMES_EN, VIMSOTTARI_YEARS, norm360, type GrahaName } from '../core/constants.js';
import {
  DIGNITY_BPHS,
  DIGNITY_PVR,
  NARAYANA_YEARS,
  coLordJaimini,
  coLordKnRao,
  countSigns,
  isOddFooted,
  isOddSign,
  mod12,
  modality,
  rasiAspects,
  signChart,
  signLord,
  signYears,
  strongerGraha,
  strongerSignBy,
  type CoLordRule,
  type SignChart,
  type SignStrengthRule,
  type SignYearRules,
  MOOLATRIKONA_SIGN,
} from './jaimini.js';
import {
  signDashaYearsBasic as signDashaYears,
  signLordBasic,
  strongerGrahaBasic,
  strongerSignBasic as strongerSign,
} from './jaimini-basic.js';
import { COVER_YEARS, nakshatraFractionElapsed } from './nakshatra-dashas.js';
import { cachedSystem, childSpec, layMahas, type MahaSeed, type TreeSystem } from './tree.js';

export interface BuiltDasha {
  system: TreeSystem;
  mahas: MahaSeed[];
}

const EQUAL12 = new Array<number>(12).fill(1);

/** A rasi tree: ctx = sign (0-11); the antardasha order of a sign is given by `antar`, 12 equal parts. */
export function rasiSystem(antar: (sign: number) => number[]): TreeSystem {
  return cachedSystem(
    (s) => ({ lord: RASHI_NAMES_EN[s]!, sign: s + 1 }),
    (s) => childSpec(antar(s), EQUAL12),
  );
}

export const byOffsets = (start: number, dir: number, offsets: readonly number[]): number[] =>
  offsets.map((o) => mod12(start + dir * o));
export const CONSECUTIVE = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
/** Kendras, then panapharas, then apoklimas (1, 4, 7, 10, 2, 5, 8, 11, 3, 6, 9, 12). */
export const KENDRADI = [0, 3, 6, 9, 1, 4, 7, 10, 2, 5, 8, 11];
/** Every sixth sign (1, 6, 11, 4, 9, 2, 7, 12, 5, 10, 3, 8). */
const SIXTH = [0, 5, 10, 3, 8, 1, 6, 11, 4, 9, 2, 7];
/** Trines, then the next sign's trines (1, 5, 9, 2, 6, 10, 3, 7, 11, 4, 8, 12). */
const TRIKONA = [0, 4, 8, 1, 5, 9, 2, 6, 10, 3, 7, 11];
const dirOf = (s: number): number => (isOddSign(s) ? 1 : -1);

/** Dual signs in Narayana dasha: the sign and its trines (1, 5, 9), then the 10th from it and its trines, and so on. */
const DUAL_NARAYANA = [0, 4, 8, 9, 1, 5, 6, 10, 2, 3, 7, 11];
/** Direction of a Jaimini sign sequence: zodiacal when the 9th from the sign is odd-footed (Aries, Leo, Virgo, Libra, Aquarius, Pisces), else reverse. */
export const ninthFootedDir = (s: number): number => (isOddFooted(s + 8) ? 1 : -1);

/** Narayana padakrama (Jaimini Upadesa Sutras 2.4; PVR ch. on Narayana dasa): movable consecutive, fixed every 6th, dual trines then the 10th's trines. */
export function narayanaOrder(start: number, dir: number): number[] {
  const m = modality(start);
  return byOffsets(start, dir, m === 0 ? CONSECUTIVE : m === 1 ? SIXTH : DUAL_NARAYANA);
}

/** First cycle with the sign's years, then a second cycle of 12 minus those years (zero-length dashas dropped). */
export function twoCycles(
  order: readonly number[],
  years: (s: number) => number,
): { ctx: number; years: number }[] {
  const first = order.map((s) => ({ ctx: s, years: years(s) }));
  const second = first.map((e) => ({ ctx: e.ctx, years: 12 - e.years }));
  return [...first, ...second];
}
/** Repeat a fixed cycle until COVER_YEARS are reached. */
function repeatCycles(
  cycle: readonly { ctx: number; years: number }[],
): { ctx: number; years: number }[] {
  let total = 0;
  for (const e of cycle) total += e.years;
  const n = Math.max(1, Math.ceil(COVER_YEARS / total - 1e-12));
  const out: { ctx: number; years: number }[] = [];
  for (let i = 0; i < n; i++) out.push(...cycle);
  return out;
}

/** A graha-strength rule: the stronger of two grahas. */
export type GrahaStrengthRule = (c: SignChart, a: GrahaName, b: GrahaName) => GrahaName;

/** What distinguishes the Chara dasha variants: the seed sign and the years of a sign. */
export interface CharaRules {
  seed(c: SignChart): number;
  years: SignYearRules;
}

/** Chara dasha antardashas: 12 equal parts from the sign after the maha sign in the dasha direction, the maha sign last. */
const charaAntars = (dir: number) =>
  rasiSystem((s) => [...byOffsets(s, dir, CONSECUTIVE.slice(1)), s]);

/**
 * Chara dasha (Jaimini Upadesa Sutras 2.4; BPHS ch. 46): from the seed sign, zodiacally when the
 * 9th from the seed is odd-footed, else in reverse; years by the variant's rules; second cycle 12
 * minus the first (a sign of 0 years has no dasha in the first cycle); antardashas 12 equal parts
 * from the sign after the maha sign in the dasha direction, the maha sign's own last.
 */
export function charaDasha(
  c: SignChart,
  birthJdUt: number,
  yearDays: number,
  rules: CharaRules,
): BuiltDasha {
  const seed = rules.seed(c);
  const dir = ninthFootedDir(seed);
  const order = byOffsets(seed, dir, CONSECUTIVE);
  return {
    system: charaAntars(dir),
    mahas: layMahas(
      twoCycles(order, (s) => signYears(c, s, rules.years)),
      birthJdUt,
      yearDays,
    ),
  };
}

/**
 * The seed of Chara dasha in P.V.N. Rao's reading (as PyJHora 4.8.5 implements it, after
 * P.V.R. Narasimha Rao's article on Parasara's Chara dasa): the stronger of the lagna lord and the
 * lord of the Sun's sign gives lagna or the Sun's sign; the Moon's sign replaces it when the lord
 * of the Moon's sign is stronger still.
 */
export function charaPvnRaoSeed(
  stronger: GrahaStrengthRule,
  coLord: CoLordRule,
): (c: SignChart) => number {
  return (c) => {
    const ascLord = signLord(c, c.lagnaSign, coLord).lord;
    const sunLord = signLord(c, c.sign.Sun, coLord).lord;
    const moonLord = signLord(c, c.sign.Moon, coLord).lord;
    const first = stronger(c, sunLord, ascLord);
    let seed = first === ascLord ? c.lagnaSign : c.sign.Sun;
    if (stronger(c, first, moonLord) === moonLord) seed = c.sign.Moon;
    return seed;
  };
}

/**
 * K.N. Rao ("Predicting through Jaimini's Chara Dasha"): from lagna; his co-lord rule; no year
 * added or removed for an exalted or debilitated lord (he rejects the commentators' rule).
 */
export const CHARA_KN_RAO: CharaRules = {
  seed: (c) => c.lagnaSign,
  years: { coLord: coLordKnRao },
};
/** P.V.N. Rao's reading: the seed by charaPvnRaoSeed, the Jaimini co-lords, no dignity year. */
export const CHARA_PVN_RAO: CharaRules = {
  seed: charaPvnRaoSeed((c, a, b) => strongerGraha(c, a, b), coLordJaimini(DIGNITY_BPHS)),
  years: { coLord: coLordJaimini(DIGNITY_BPHS) },
};
/**
 * K.N. Rao's sequence with the commentators' dignity year: from lagna; the Jaimini co-lords and an
 * extra year for an exalted lord, one less for a debilitated lord, as in Narayana dasa.
 */
export const CHARA_KN_RAO_DIGNITY: CharaRules = { seed: (c) => c.lagnaSign, years: NARAYANA_YEARS };

/** What Narayana dasa depends on: the stronger of two signs and the years of a sign. */
export interface NarayanaRules {
  stronger: SignStrengthRule;
  years: SignYearRules;
}
/** P.V.R. Narasimha Rao's Narayana dasa: his sources of strength and years, with his dignities. */
export const NARAYANA_PVR: NarayanaRules = {
  stronger: strongerSignBy(DIGNITY_PVR),
  years: NARAYANA_YEARS,
};

/**
 * Narayana dasa (Jaimini Upadesa Sutras 2.4; P.V.R. Narasimha Rao, "Vedic Astrology: An
 * Integrated Approach", ch. on Narayana dasa): from the stronger of lagna and 7th; zodiacal when
 * the 9th from it is odd-footed, else reverse; order by the sign's nature (movable consecutive,
 * fixed every 6th, dual trines then the 10th's trines); Ketu in the starting sign reverses the
 * direction, else Saturn in it makes the order plainly consecutive and zodiacal; years by the
 * rules, second cycle 12 minus the first; antardashas from the sign holding the maha sign's lord
 * (paka rasi), consecutive, zodiacal for an odd sign or with Saturn in it, reverse for an even
 * sign, Ketu in it reversing that; 12 equal parts.
 */
export function narayanaDasha(
  c: SignChart,
  birthJdUt: number,
  yearDays: number,
  rules: NarayanaRules = NARAYANA_PVR,
  seed?: number,
): BuiltDasha {
  const start = seed ?? rules.stronger(c, c.lagnaSign, c.lagnaSign + 6);
  let order: number[];
  if (c.sign.Ketu === start) order = narayanaOrder(start, -ninthFootedDir(start));
  else if (c.sign.Saturn === start) order = byOffsets(start, 1, CONSECUTIVE);
  else order = narayanaOrder(start, ninthFootedDir(start));
  const system = rasiSystem((s) => {
    const paka = c.sign[signLord(c, s, rules.years.coLord).lord];
    let dir = isOddSign(paka) || c.sign.Saturn === paka ? 1 : -1;
    if (c.sign.Ketu === paka) dir = -dir;
    return byOffsets(paka, dir, CONSECUTIVE);
  });
  return {
    system,
    mahas: layMahas(
      twoCycles(order, (s) => signYears(c, s, rules.years)),
      birthJdUt,
      yearDays,
    ),
  };
}

/**
 * Brahma graha (Jaimini Upadesa Sutras 2.1): among the lords of the 6th, 8th and 12th from the
 * stronger of lagna and 7th, the strongest of those in odd signs in the visible half (7th-12th
 * houses from lagna); failing that the strongest in an odd sign; failing that the strongest.
 */
export function brahmaGraha(c: SignChart): GrahaName {
  const base = strongerSign(c, c.lagnaSign, c.lagnaSign + 6);
  const lords = [...new Set([5, 7, 11].map((h) => signLordBasic(c, base + h).lord))];
  const visible = (g: GrahaName) => mod12(c.sign[g] - c.lagnaSign) >= 6;
  let pool = lords.filter((g) => isOddSign(c.sign[g]) && visible(g));
  if (pool.length === 0) pool = lords.filter((g) => isOddSign(c.sign[g]));
  if (pool.length === 0) pool = lords;
  return pool.reduce((a, b) => strongerGrahaBasic(c, a, b));
}

/**
 * Sthira dasha (Jaimini Upadesa Sutras 2.4; BPHS ch. on rasi dashas): from the sign of Brahma,
 * zodiacal for an odd sign, reverse for an even one; movable signs 7, fixed 8, dual 9 years (96);
 * antardashas from the maha sign, consecutive in its own direction, 12 equal parts.
 */
export function sthiraDasha(c: SignChart, birthJdUt: number, yearDays: number): BuiltDasha {
  const start = c.sign[brahmaGraha(c)];
  const order = byOffsets(start, dirOf(start), CONSECUTIVE);
  const cycle = order.map((s) => ({ ctx: s, years: [7, 8, 9][modality(s)]! }));
  const system = rasiSystem((s) => byOffsets(s, dirOf(s), CONSECUTIVE));
  return { system, mahas: layMahas(repeatCycles(cycle), birthJdUt, yearDays) };
}

/**
 * Shoola dasha (Jaimini Upadesa Sutras 2.4; BPHS ch. on rasi dashas): from the stronger of the 2nd
 * and 8th from lagna, zodiacal for an odd sign, reverse for an even one; 9 years each (108);
 * antardashas from the maha sign, consecutive in its own direction, 12 equal parts.
 */
export function shoolaDasha(c: SignChart, birthJdUt: number, yearDays: number): BuiltDasha {
  const start = strongerSign(c, c.lagnaSign + 1, c.lagnaSign + 7);
  const order = byOffsets(start, dirOf(start), CONSECUTIVE);
  const system = rasiSystem((s) => byOffsets(s, dirOf(s), CONSECUTIVE));
  return {
    system,
    mahas: layMahas(repeatCycles(order.map((s) => ({ ctx: s, years: 9 }))), birthJdUt, yearDays),
  };
}

/**
 * Trikona dasha (Jaimini Upadesa Sutras 2.4; BPHS ch. on rasi dashas): from the strongest of
 * lagna, 5th and 9th; the sign and its trines, then the next sign's trines (zodiacal for an odd
 * sign, reverse for an even one); years by signDashaYears, second cycle 12 minus the first;
 * antardashas in the same trine order from the maha sign, 12 equal parts.
 */
export function trikonaDasha(c: SignChart, birthJdUt: number, yearDays: number): BuiltDasha {
  const l = c.lagnaSign;
  const start = strongerSign(c, strongerSign(c, l, l + 4), l + 8);
  const order = byOffsets(start, dirOf(start), TRIKONA);
  const system = rasiSystem((s) => byOffsets(s, dirOf(s), TRIKONA));
  return {
    system,
    mahas: layMahas(
      twoCycles(order, (s) => signDashaYears(c, s)),
      birthJdUt,
      yearDays,
    ),
  };
}

/** Signs aspected by `s` (rasi drishti) in counting order: zodiacal for an odd sign, reverse for an even one. */
function aspectedInOrder(s: number): number[] {
  const dir = dirOf(s);
  const out: number[] = [];
  for (let k = 1; k < 12; k++) {
    const t = mod12(s + dir * k);
    if (rasiAspects(s, t)) out.push(t);
  }
  return out;
}

/**
 * Drig dasha (Jaimini Upadesa Sutras 2.4; BPHS ch. on rasi dashas): the 9th, 10th and 11th from
 * lagna, each followed by the signs it aspects (counted zodiacally from an odd sign, in reverse
 * from an even one); years by signDashaYears, second cycle 12 minus the first; antardashas from
 * the maha sign, consecutive in its own direction, 12 equal parts.
 */
export function drigDasha(c: SignChart, birthJdUt: number, yearDays: number): BuiltDasha {
  const order: number[] = [];
  for (const h of [8, 9, 10]) {
    const s = mod12(c.lagnaSign + h);
    order.push(s, ...aspectedInOrder(s));
  }
  const system = rasiSystem((s) => byOffsets(s, dirOf(s), CONSECUTIVE));
  return {
    system,
    mahas: layMahas(
      twoCycles(order, (s) => signDashaYears(c, s)),
      birthJdUt,
      yearDays,
    ),
  };
}

/**
 * Kendradi rasi dasha (BPHS ch. on rasi dashas; PVR): from the stronger of lagna and 7th, the
 * kendras, then panapharas, then apoklimas from it (zodiacal for an odd sign, reverse for an even
 * one); years by signDashaYears, second cycle 12 minus the first; antardashas in the same kendradi
 * order from the maha sign, 12 equal parts.
 */
export function kendradiDasha(c: SignChart, birthJdUt: number, yearDays: number): BuiltDasha {
  const start = strongerSign(c, c.lagnaSign, c.lagnaSign + 6);
  const order = byOffsets(start, dirOf(start), KENDRADI);
  const system = rasiSystem((s) => byOffsets(s, dirOf(s), KENDRADI));
  return {
    system,
    mahas: layMahas(
      twoCycles(order, (s) => signDashaYears(c, s)),
      birthJdUt,
      yearDays,
    ),
  };
}

/** Sree Lagna (PVR after Jaimini): lagna advanced by 360 deg x the fraction of its nakshatra the Moon has traversed. */
export function sreeLagnaDeg(ascendantDeg: number, moonLonDeg: number): number {
  return norm360(ascendantDeg + 360 * nakshatraFractionElapsed(moonLonDeg));
}

/**
 * Sudasa (Jaimini Upadesa Sutras 2.4 on Sree Lagna; PVR ch. on Sudasa): from the sign of Sree Lagna,
 * kendradi order, zodiacal for an odd sign, reverse for an even one; years by signDashaYears, second
 * cycle 12 minus the first; the first dasha's balance is the part of Sree Lagna's sign still to be
 * traversed in the direction of the dasha; antardashas in kendradi order from the maha sign.
 */
export function sudasaDasha(
  c: SignChart,
  sreeLagna: number,
  birthJdUt: number,
  yearDays: number,
): BuiltDasha {
  const start = Math.min(11, Math.floor(sreeLagna / 30));
  const dir = dirOf(start);
  const deg = sreeLagna - start * 30;
  const remaining = dir === 1 ? (30 - deg) / 30 : deg / 30;
  const order = byOffsets(start, dir, KENDRADI);
  const entries = twoCycles(order, (s) => signDashaYears(c, s));
  const elapsedYears = (1 - remaining) * entries[0]!.years;
  const system = rasiSystem((s) => byOffsets(s, dirOf(s), KENDRADI));
  return { system, mahas: layMahas(entries, birthJdUt - elapsedYears * yearDays, yearDays) };
}

const MOOLA_GRAHAS: readonly GrahaName[] = [
  'Sun',
  'Moon',
  'Mars',
  'Mercury',
  'Jupiter',
  'Venus',
  'Saturn',
  'Rahu',
  'Ketu',
];

/**
 * Moola dasha, the Lagna Kendradi graha dasha (Saravali; Sanjay Rath, "Mula dasa", 1999; PVR):
 * grahas in the kendras from the stronger of lagna and 7th, then in the panapharas, then in the
 * apoklimas, the stronger first within a group. First-cycle years: the Vimsottari years less
 * (count from the graha's sign to its moolatrikona sign, forward from an odd-footed sign, backward
 * from an even-footed one, minus one; Rahu to Aquarius, Ketu to Scorpio); when that is not
 * positive the full Vimsottari years. Second cycle: the remainder of the Vimsottari years. Antardashas
 * in the maha order from the maha lord, proportional to Vimsottari years.
 */
export function moolaDasha(c: SignChart, birthJdUt: number, yearDays: number): BuiltDasha {
  const base = strongerSign(c, c.lagnaSign, c.lagnaSign + 6);
  const groups: GrahaName[][] = [[], [], []];
  for (const g of MOOLA_GRAHAS) groups[mod12(c.sign[g] - base) % 3]!.push(g);
  const order: GrahaName[] = [];
  for (const grp of groups) {
    const rest = [...grp];
    while (rest.length > 0) {
      const best = rest.reduce((a, b) => strongerGrahaBasic(c, a, b));
      order.push(best);
      rest.splice(rest.indexOf(best), 1);
    }
  }
  const first = order.map((g, i) => {
    const vim = VIMSOTTARI_YEARS[g];
    const sub = countSigns(c.sign[g], MOOLATRIKONA_SIGN[g], isOddFooted(c.sign[g])) - 1;
    const y = vim - sub;
    return { ctx: i, years: y > 0 ? y : vim };
  });
  const second = first.map((e) => ({
    ctx: e.ctx,
    years: VIMSOTTARI_YEARS[order[e.ctx]!] - e.years,
  }));
  const system = cachedSystem(
    (i) => ({ lord: order[i]! }),
    (i) => {
      const ctxs: number[] = [];
      const w: number[] = [];
      for (let k = 0; k < 9; k++) {
        const j = (i + k) % 9;
        ctxs.push(j);
        w.push(VIMSOTTARI_YEARS[order[j]!]);
      }
      return childSpec(ctxs, w);
    },
  );
  return { system, mahas: layMahas([...first, ...second], birthJdUt, yearDays) };
}

export type RasiDashaId =
  'chara' | 'narayana' | 'sthira' | 'shoola' | 'trikona' | 'drig' | 'moola' | 'kendradi' | 'sudasa';

const CHARA_VARIANTS: Readonly<Record<string, CharaRules>> = {
  'kn-rao-book': CHARA_KN_RAO,
  'pvn-rao': CHARA_PVN_RAO,
  'kn-rao': CHARA_KN_RAO_DIGNITY,
};

/** Build any of the chart-based dashas from a ChartBasis; `variant` is a resolved variant id (variants.ts). */
export function buildChartDasha(
  id: RasiDashaId,
  basis: ChartBasis,
  yearDays: number,
  variant?: string,
): BuiltDasha {
  const c: SignChart = signChart(basis);
  const jd = basis.jdUt;
  switch (id) {
    case 'chara':
      return charaDasha(c, jd, yearDays, CHARA_VARIANTS[variant ?? 'kn-rao']!);
    case 'narayana':
      return narayanaDasha(c, jd, yearDays);
    case 'sthira':
      return sthiraDasha(c, jd, yearDays);
    case 'shoola':
      return shoolaDasha(c, jd, yearDays);
    case 'trikona':
      return trikonaDasha(c, jd, yearDays);
    case 'drig':
      return drigDasha(c, jd, yearDays);
    case 'moola':
      return moolaDasha(c, jd, yearDays);
    case 'kendradi':
      return kendradiDasha(c, jd, yearDays);
    case 'sudasa': {
      const moon = basis.grahas.find((g) => g.name === 'Moon');
      if (!moon) throw new Error('graha Moon missing from basis');
      return sudasaDasha(c, sreeLagnaDeg(basis.ascendantDeg, moon.lonDeg), jd, yearDays);
    }
  }
}
