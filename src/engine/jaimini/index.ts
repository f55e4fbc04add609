/**
 * @module The Jaimini structures of a chart (Jaimini Upadesa Sutras, adhyaya 1; P.V.R. Narasimha
 * Rao, "Vedic Astrology: An Integrated Approach", the chapters on arudha padas, rasi drishti,
 * argala and the strength of rasis): the arudha padas of the houses and of the grahas, rasi
 * drishti, argala and virodhargala, the order of the signs by strength (the rules the rasi dashas
 * use, src/engine/dasha/jaimini.ts), and the karakamsa and swamsa. Signs are 0-based (0 = Aries)
 * here. Pure: same basis, same answer.
 */
import { GRAHA_NAMES, RASHI_LORDS, type GrahaName } from '../core/constants.js';
import type { ChartBasis } from '../core/chart-basis.js';
import {
  DIGNITY_PVR,
  coLordJaimini,
  mod12,
  rasiAspects,
  signChart,
  strongerSignBy,
  type CoLordRule,
  type SignChart,
} from '../dasha/jaimini.js';
import { charaKarakaRanking, type KarakaScheme } from '../karakas/index.js';
import { vargaPosition } from '../vargas/index.js';

/** The co-lord rule of Scorpio and Aquarius here: the Jaimini strength rules of Narayana dasa (P.V.R. Narasimha Rao). */
export const JAIMINI_CO_LORD: CoLordRule = coLordJaimini(DIGNITY_PVR);
/** The rule of the stronger of two signs: Narayana dasa's (P.V.R. Narasimha Rao, after Jaimini Upadesa Sutras 2.3). */
export const JAIMINI_STRONGER_SIGN = strongerSignBy(DIGNITY_PVR);

/** The lord of a sign, Scorpio's and Aquarius's by the co-lord rule. */
export function lordOfSign(
  c: SignChart,
  sign: number,
  coLord: CoLordRule = JAIMINI_CO_LORD,
): GrahaName {
  const s = mod12(sign);
  return s === 7 || s === 10 ? coLord(c, s).lord : RASHI_LORDS[s]!;
}

/**
 * The pada of a count: as far from `to` as `to` is from `from` (the nth from `to`, n counted
 * inclusively from `from`), moved to the 10th from itself when it falls in `from` or the 7th from
 * it (Jaimini Upadesa Sutras 1.3; PVR: "an arudha in the 1st or 7th from the house goes to the
 * 10th from it").
 */
export function padaOf(from: number, to: number): { pada: number; moved: boolean } {
  const p = mod12(2 * to - from);
  const d = mod12(p - from);
  return d === 0 || d === 6 ? { pada: mod12(p + 9), moved: true } : { pada: p, moved: false };
}

/** The arudha pada of a sign: counted from the sign to its lord and as far again (Jaimini Upadesa Sutras 1.3.29-33). */
export function signPada(
  c: SignChart,
  sign: number,
  coLord: CoLordRule = JAIMINI_CO_LORD,
): { lord: GrahaName; pada: number; moved: boolean } {
  const lord = lordOfSign(c, sign, coLord);
  return { lord, ...padaOf(mod12(sign), c.sign[lord]) };
}

/** The names of the bhava padas A1 (arudha lagna) to A12 (upapada), as Jagannatha Hora marks them. */
export const ARUDHA_ABBR: readonly string[] = [
  'AL',
  'A2',
  'A3',
  'A4',
  'A5',
  'A6',
  'A7',
  'A8',
  'A9',
  'A10',
  'A11',
  'UL',
];

/** The signs each graha owns (Rahu Aquarius, Ketu Scorpio). */
export function ownSigns(g: GrahaName): number[] {
  if (g === 'Rahu') return [10];
  if (g === 'Ketu') return [7];
  return RASHI_LORDS.flatMap((l, s) => (l === g ? [s] : []));
}

/** Natural malefics whose presence in the 3rd gives argala (Jaimini Upadesa Sutras 1.1.8). */
const NATURAL_MALEFICS: readonly GrahaName[] = ['Sun', 'Mars', 'Saturn', 'Rahu', 'Ketu'];
/** Argala places and the places that obstruct each (Jaimini Upadesa Sutras 1.1.5-7): 2nd by 12th, 4th by 10th, 11th by 3rd, and the secondary 5th by 9th. */
export const ARGALA_PLACES: readonly {
  place: number;
  obstructedBy: number;
  kind: 'primary' | 'secondary';
}[] = [
  { place: 2, obstructedBy: 12, kind: 'primary' },
  { place: 4, obstructedBy: 10, kind: 'primary' },
  { place: 11, obstructedBy: 3, kind: 'primary' },
  { place: 5, obstructedBy: 9, kind: 'secondary' },
];

export interface ArgalaEntry {
  place: number;
  kind: 'primary' | 'secondary';
  /** grahas in the argala place */
  grahas: GrahaName[];
  /** the obstructing place and its grahas (virodhargala) */
  obstructedBy: number;
  obstructing: GrahaName[];
  /** by count (Jaimini Upadesa Sutras 1.1.7): argala where its grahas outnumber the obstructing ones, obstructed where they are fewer, equal, or none where the place is empty */
  result: 'argala' | 'obstructed' | 'equal' | 'none';
}

export interface Jaimini {
  /** A1 (arudha lagna) .. A12 (upapada): the pada of each house from the lagna */
  arudhas: { house: number; abbr: string; sign0: number; lord: GrahaName; moved: boolean }[];
  /** the pada of each sign (Aries .. Pisces), whichever house it is: the Sun- and Moon-based arudhas are read from it */
  signPadas: { sign0: number; lord: GrahaName; pada: number; moved: boolean }[];
  /** graha arudhas: counted from the graha to its sign and as far again; of a graha with two signs the stronger sign's, with both listed */
  grahaArudhas: {
    graha: GrahaName;
    sign0: number;
    fromSign0: number;
    bySign: { sign0: number; pada: number }[];
  }[];
  /** rasi drishti (Jaimini Upadesa Sutras 1.1.2-4): the signs each sign aspects and the grahas that aspect it */
  rasiDrishti: { sign0: number; aspects: number[]; aspectedBy: GrahaName[] }[];
  /** argala and virodhargala on each house (from the lagna) */
  argala: { house: number; sign0: number; places: ArgalaEntry[]; vipareeta: GrahaName[] }[];
  /** the twelve signs from the strongest to the weakest by the rules of the rasi dashas, and the lords of Scorpio and Aquarius they read */
  signStrength: { order: number[]; coLords: { scorpio: GrahaName; aquarius: GrahaName } };
  /** the atmakaraka's navamsa sign: karakamsa in the rasi chart, swamsa as the navamsa chart's reference */
  karakamsa: {
    scheme: KarakaScheme;
    atmakaraka: GrahaName;
    sign0: number;
    houseFromLagna: number;
    houseFromNavamsaLagna: number;
    grahasInRasi: GrahaName[];
    grahasInNavamsa: GrahaName[];
  };
}

/** The occupants of each sign (0-11) of a sign chart. */
function occupantsOf(c: SignChart): GrahaName[][] {
  const out: GrahaName[][] = Array.from({ length: 12 }, () => []);
  for (const g of GRAHA_NAMES) out[c.sign[g]]!.push(g);
  return out;
}

/** The twelve signs ordered strongest first by a rule of the stronger of two (JavaScript's stable sort, as Python's sorted with a comparison). */
export function signsByStrength(c: SignChart, stronger = JAIMINI_STRONGER_SIGN): number[] {
  return Array.from({ length: 12 }, (_, s) => s).sort((a, b) => {
    const w = stronger(c, a, b);
    return w === a ? -1 : w === b ? 1 : 0;
  });
}

export interface JaiminiOptions {
  /** chara karaka scheme for the atmakaraka (default 8, as Jaimini's karakamsa is read with Rahu) */
  karakaScheme?: KarakaScheme;
  /** co-lord rule of Scorpio and Aquarius (default JAIMINI_CO_LORD) */
  coLord?: CoLordRule;
}

/**
 * The Jaimini structures of a chart.
 * @param basis the chart's positions (the lagna and the nine grahas)
 */
export function jaimini(basis: ChartBasis, o: JaiminiOptions = {}): Jaimini {
  const c = signChart(basis);
  const coLord = o.coLord ?? JAIMINI_CO_LORD;
  const occ = occupantsOf(c);
  const signPadas = Array.from({ length: 12 }, (_, s) => ({ sign0: s, ...signPada(c, s, coLord) }));
  const arudhas = Array.from({ length: 12 }, (_, k) => {
    const p = signPadas[mod12(c.lagnaSign + k)]!;
    return { house: k + 1, abbr: ARUDHA_ABBR[k]!, sign0: p.pada, lord: p.lord, moved: p.moved };
  });
  const strongerSign = strongerSignBy(DIGNITY_PVR);
  const grahaArudhas = GRAHA_NAMES.map((g) => {
    const from = c.sign[g];
    const own = ownSigns(g);
    const bySign = own.map((s) => ({ sign0: s, pada: padaOf(from, s).pada }));
    const chosen = own.length === 2 ? strongerSign(c, own[0]!, own[1]!) : own[0]!;
    return {
      graha: g,
      sign0: bySign.find((b) => b.sign0 === chosen)!.pada,
      fromSign0: chosen,
      bySign,
    };
  });
  const rasiDrishti = Array.from({ length: 12 }, (_, s) => ({
    sign0: s,
    aspects: Array.from({ length: 12 }, (_, t) => t).filter((t) => rasiAspects(s, t)),
    aspectedBy: GRAHA_NAMES.filter((g) => rasiAspects(c.sign[g], s)),
  }));
  const argala = Array.from({ length: 12 }, (_, k) => {
    const s = mod12(c.lagnaSign + k);
    const at = (n: number) => occ[mod12(s + n - 1)]!;
    const places = ARGALA_PLACES.map((p) => {
      const grahas = at(p.place),
        obstructing = at(p.obstructedBy);
      const result: ArgalaEntry['result'] =
        grahas.length === 0
          ? 'none'
          : grahas.length > obstructing.length
            ? 'argala'
            : grahas.length < obstructing.length
              ? 'obstructed'
              : 'equal';
      return {
        place: p.place,
        kind: p.kind,
        grahas,
        obstructedBy: p.obstructedBy,
        obstructing,
        result,
      };
    });
    return {
      house: k + 1,
      sign0: s,
      places,
      vipareeta: at(3).filter((g) => NATURAL_MALEFICS.includes(g)),
    };
  });
  const scheme = o.karakaScheme ?? 8;
  const ak = charaKarakaRanking(basis, scheme)[0]!.graha;
  const d9 = (lon: number) => vargaPosition(lon, 'D9').rashi0;
  const lonOf = (g: GrahaName) => basis.grahas.find((x) => x.name === g)!.lonDeg;
  const ks = d9(lonOf(ak));
  const d9Lagna = d9(basis.ascendantDeg);
  return {
    arudhas,
    signPadas,
    grahaArudhas,
    rasiDrishti,
    argala,
    signStrength: {
      order: signsByStrength(c, strongerSign),
      coLords: { scorpio: coLord(c, 7).lord, aquarius: coLord(c, 10).lord },
    },
    karakamsa: {
      scheme,
      atmakaraka: ak,
      sign0: ks,
      houseFromLagna: mod12(ks - c.lagnaSign) + 1,
      houseFromNavamsaLagna: mod12(ks - d9Lagna) + 1,
      grahasInRasi: occ[ks]!,
      grahasInNavamsa: GRAHA_NAMES.filter((g) => d9(lonOf(g)) === ks),
    },
  };
}
