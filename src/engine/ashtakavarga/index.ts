/**
 * @module Ashtakavarga (BPHS ch. 66-72): the seven bhinna ashtakavargas (BAV) of the Sun to Saturn
 * with the lagna's contributions, the samudaya / sarva ashtakavarga (SAV, always 337 bindus), the
 * trikona and ekadhipatya sodhanas (BPHS ch. 67-68) and the sodhya pindas (BPHS ch. 69).
 *
 * Conventions:
 * - A bindu (benefic point) is counted 1. Houses are whole signs counted from the sign of each of the
 *   eight references (the seven grahas and the lagna), as BPHS and P.V.R. Narasimha Rao, "Vedic
 *   Astrology: An Integrated Approach" (ch. 12) do; no bhava chalit is used.
 * - The benefic-place tables are Parashara's as P.V.R. Narasimha Rao reads BPHS ch. 66 (Tables
 *   19-25 of his book). Varahamihira's variant (Brihat Jataka ch. 9), also used by B.V. Raman,
 *   differs in three cells of the Moon's and one pair of Venus's; it is selectable.
 * - Arrays of 12 are indexed by sign, 0 = Aries ... 11 = Pisces.
 *
 * Pure computation: no I/O, no clock.
 */
import { SAPTA_GRAHAS, rashiIndex0, type SaptaGraha } from '../core/constants.js';
import type { ChartBasis } from '../core/chart-basis.js';
import { grahaOf } from '../core/chart-basis.js';

/** The eight references of an ashtakavarga: the seven grahas and the lagna. */
export const ASHTAKAVARGA_REFERENCES = [...SAPTA_GRAHAS, 'Lagna'] as const;
export type AshtakavargaReference = (typeof ASHTAKAVARGA_REFERENCES)[number];

/** Houses (1-12, counted from the reference) in which a graha gets a bindu, per reference. */
export type BeneficPlaces = Readonly<Record<AshtakavargaReference, readonly number[]>>;

/**
 * Parashara's benefic places (BPHS ch. 66), in P.V.R. Narasimha Rao's reading (his Tables 19-25,
 * which follow BPHS's triple statement of each table). Totals: Sun 48, Moon 49, Mars 39, Mercury 54,
 * Jupiter 56, Venus 52, Saturn 39 = 337.
 */
export const BENEFIC_PLACES_PARASHARA: Readonly<Record<SaptaGraha, BeneficPlaces>> = {
  Sun: {
    Sun: [1, 2, 4, 7, 8, 9, 10, 11],
    Moon: [3, 6, 10, 11],
    Mars: [1, 2, 4, 7, 8, 9, 10, 11],
    Mercury: [3, 5, 6, 9, 10, 11, 12],
    Jupiter: [5, 6, 9, 11],
    Venus: [6, 7, 12],
    Saturn: [1, 2, 4, 7, 8, 9, 10, 11],
    Lagna: [3, 4, 6, 10, 11, 12],
  },
  Moon: {
    Sun: [3, 6, 7, 8, 10, 11],
    Moon: [1, 3, 6, 7, 9, 10, 11],
    Mars: [2, 3, 5, 6, 10, 11],
    Mercury: [1, 3, 4, 5, 7, 8, 10, 11],
    Jupiter: [1, 2, 4, 7, 8, 10, 11],
    Venus: [3, 4, 5, 7, 9, 10, 11],
    Saturn: [3, 5, 6, 11],
    Lagna: [3, 6, 10, 11],
  },
  Mars: {
    Sun: [3, 5, 6, 10, 11],
    Moon: [3, 6, 11],
    Mars: [1, 2, 4, 7, 8, 10, 11],
    Mercury: [3, 5, 6, 11],
    Jupiter: [6, 10, 11, 12],
    Venus: [6, 8, 11, 12],
    Saturn: [1, 4, 7, 8, 9, 10, 11],
    Lagna: [1, 3, 6, 10, 11],
  },
  Mercury: {
    Sun: [5, 6, 9, 11, 12],
    Moon: [2, 4, 6, 8, 10, 11],
    Mars: [1, 2, 4, 7, 8, 9, 10, 11],
    Mercury: [1, 3, 5, 6, 9, 10, 11, 12],
    Jupiter: [6, 8, 11, 12],
    Venus: [1, 2, 3, 4, 5, 8, 9, 11],
    Saturn: [1, 2, 4, 7, 8, 9, 10, 11],
    Lagna: [1, 2, 4, 6, 8, 10, 11],
  },
  Jupiter: {
    Sun: [1, 2, 3, 4, 7, 8, 9, 10, 11],
    Moon: [2, 5, 7, 9, 11],
    Mars: [1, 2, 4, 7, 8, 10, 11],
    Mercury: [1, 2, 4, 5, 6, 9, 10, 11],
    Jupiter: [1, 2, 3, 4, 7, 8, 10, 11],
    Venus: [2, 5, 6, 9, 10, 11],
    Saturn: [3, 5, 6, 12],
    Lagna: [1, 2, 4, 5, 6, 7, 9, 10, 11],
  },
  Venus: {
    Sun: [8, 11, 12],
    Moon: [1, 2, 3, 4, 5, 8, 9, 11, 12],
    Mars: [3, 4, 6, 9, 11, 12],
    Mercury: [3, 5, 6, 9, 11],
    Jupiter: [5, 8, 9, 10, 11],
    Venus: [1, 2, 3, 4, 5, 8, 9, 10, 11],
    Saturn: [3, 4, 5, 8, 9, 10, 11],
    Lagna: [1, 2, 3, 4, 5, 8, 9, 11],
  },
  Saturn: {
    Sun: [1, 2, 4, 7, 8, 10, 11],
    Moon: [3, 6, 11],
    Mars: [3, 5, 6, 10, 11, 12],
    Mercury: [6, 8, 9, 10, 11, 12],
    Jupiter: [5, 6, 11, 12],
    Venus: [6, 11, 12],
    Saturn: [3, 5, 6, 11],
    Lagna: [1, 3, 4, 6, 10, 11],
  },
};

/**
 * Varahamihira's variant (Brihat Jataka ch. 9, as P.V.R. Narasimha Rao lists the differences in his
 * ch. 12.8): the Moon is benefic in the 9th from Mars instead of the 9th from the Moon, and in the
 * 12th from Jupiter instead of the 2nd; Venus is benefic in the 5th from Mars instead of the 4th.
 * Each difference is a swap, so every total is unchanged.
 */
export const BENEFIC_PLACES_VARAHAMIHIRA: Readonly<Record<SaptaGraha, BeneficPlaces>> = {
  ...BENEFIC_PLACES_PARASHARA,
  Moon: {
    ...BENEFIC_PLACES_PARASHARA.Moon,
    Moon: [1, 3, 6, 7, 10, 11],
    Mars: [2, 3, 5, 6, 9, 10, 11],
    Jupiter: [1, 4, 7, 8, 10, 11, 12],
  },
  Venus: { ...BENEFIC_PLACES_PARASHARA.Venus, Mars: [3, 5, 6, 9, 11, 12] },
};

/**
 * The lagna's own ashtakavarga: the houses, counted from each of the eight references, in which the
 * lagna gets a bindu (BPHS ch. 66, the lagna's ashtakavarga, as Jagannatha Hora-based tables give it:
 * PyJHora's const.ashtaka_varga_dict['7']). Total 49. It is the mirror of the "Lagna" rows of the
 * seven tables above (what the lagna gives each graha) except in two cells: the Moon also gives
 * the 12th, and Venus does not give the 11th.
 */
export const LAGNA_BENEFIC_PLACES: BeneficPlaces = {
  Sun: [3, 4, 6, 10, 11, 12],
  Moon: [3, 6, 10, 11, 12],
  Mars: [1, 3, 6, 10, 11],
  Mercury: [1, 2, 4, 6, 8, 10, 11],
  Jupiter: [1, 2, 4, 5, 6, 7, 9, 10, 11],
  Venus: [1, 2, 3, 4, 5, 8, 9],
  Saturn: [1, 3, 4, 6, 10, 11],
  Lagna: [3, 6, 10, 11],
};
/** Bindu total of the lagna's BAV; the same in every chart. */
export const LAGNA_BAV_TOTAL = 49;

/** Bindu total of each BAV; the same in every chart. */
export const BAV_TOTALS: Readonly<Record<SaptaGraha, number>> = {
  Sun: 48,
  Moon: 49,
  Mars: 39,
  Mercury: 54,
  Jupiter: 56,
  Venus: 52,
  Saturn: 39,
};
/** Total of the SAV in every chart. */
export const SAV_TOTAL = 337;

/** Rashi gunakara (rashi multipliers), BPHS ch. 69, Aries..Pisces. */
export const RASHI_GUNAKARA: readonly number[] = [7, 10, 8, 4, 10, 5, 7, 8, 9, 5, 11, 12];
/** Graha gunakara (graha multipliers), BPHS ch. 69. */
export const GRAHA_GUNAKARA: Readonly<Record<SaptaGraha, number>> = {
  Sun: 5,
  Moon: 5,
  Mars: 8,
  Mercury: 5,
  Jupiter: 10,
  Venus: 7,
  Saturn: 5,
};

/** Pairs of signs with one lord, for ekadhipatya sodhana (Cancer and Leo have none). */
export const EKADHIPATYA_PAIRS: readonly (readonly [number, number])[] = [
  [0, 7],
  [1, 6],
  [2, 5],
  [8, 11],
  [9, 10],
];

export type AshtakavargaTable = 'parashara' | 'varahamihira';
/**
 * Which signs count as occupied for ekadhipatya sodhana:
 * - 'grahas-and-lagna' (default): the seven grahas and the lagna. BPHS ch. 68 speaks of grahas, but
 *   the worked answers of P.V.R. Narasimha Rao's Exercise 22 reproduce only when the lagna's sign
 *   counts as occupied; Rahu and Ketu, which have no ashtakavarga, are not counted.
 * - 'grahas': the seven grahas only.
 */
export type EkadhipatyaOccupants = 'grahas-and-lagna' | 'grahas';

export interface AshtakavargaOptions {
  table?: AshtakavargaTable;
  ekadhipatyaOccupants?: EkadhipatyaOccupants;
}

/** Signs (0-based) of the eight references. */
export type ReferenceSigns = Readonly<Record<AshtakavargaReference, number>>;

export interface SodhyaPinda {
  rashiPinda: number;
  grahaPinda: number;
  total: number;
}

export interface AshtakavargaResult {
  /** SAV, Aries..Pisces; sums to 337 */
  sav: number[];
  /** BAV of each graha, Aries..Pisces */
  bav: Record<SaptaGraha, number[]>;
  /** the lagna's own BAV, Aries..Pisces (49 bindus); not part of the SAV, which is the seven grahas' */
  lagnaBav: number[];
  reduced: {
    /** each BAV after trikona sodhana (BPHS ch. 67) */
    afterTrikona: Record<SaptaGraha, number[]>;
    /** after ekadhipatya sodhana as well (BPHS ch. 68): the sodhita ashtakavarga */
    afterEkadhipatya: Record<SaptaGraha, number[]>;
  };
  sodhyaPinda: Record<SaptaGraha, SodhyaPinda>;
  /** the table and occupancy rule used */
  table: AshtakavargaTable;
  ekadhipatyaOccupants: EkadhipatyaOccupants;
}

function tableOf(table: AshtakavargaTable): Readonly<Record<SaptaGraha, BeneficPlaces>> {
  return table === 'varahamihira' ? BENEFIC_PLACES_VARAHAMIHIRA : BENEFIC_PLACES_PARASHARA;
}

/**
 * Bhinna ashtakavarga of one graha (BPHS ch. 66): for each reference, a bindu in each sign that is
 * one of the graha's benefic houses counted from the reference's sign.
 * @param graha the graha whose BAV is cast
 * @param signs 0-based sign of each of the eight references
 */
export function bhinnaAshtakavarga(
  graha: SaptaGraha,
  signs: ReferenceSigns,
  table: AshtakavargaTable = 'parashara',
): number[] {
  return castBav(tableOf(table)[graha], signs);
}

/**
 * The lagna's own BAV (LAGNA_BENEFIC_PLACES): a bindu in each sign that is one of the lagna's benefic
 * houses counted from each reference's sign. The same under both tables.
 * @param signs 0-based sign of each of the eight references
 */
export function lagnaAshtakavarga(signs: ReferenceSigns): number[] {
  return castBav(LAGNA_BENEFIC_PLACES, signs);
}

function castBav(places: BeneficPlaces, signs: ReferenceSigns): number[] {
  const bav = new Array<number>(12).fill(0);
  for (const ref of ASHTAKAVARGA_REFERENCES) {
    const from = signs[ref];
    for (const house of places[ref]) {
      const s = (from + house - 1) % 12;
      bav[s] = bav[s]! + 1;
    }
  }
  return bav;
}

/**
 * Trikona sodhana (BPHS ch. 67): in each group of trines (Ar-Le-Sg, Ta-Vi-Cp, Ge-Li-Aq, Cn-Sc-Pi)
 * the least value is subtracted from all three. BPHS's two special rules (a zero anywhere: no
 * change; three equal values: all become zero) are instances of this one, as P.V.R. Narasimha Rao
 * notes (his footnote 44); the reading that zeroes a trine with two zeros is not followed.
 */
export function trikonaSodhana(bav: readonly number[]): number[] {
  const out = bav.slice(0, 12);
  for (let g = 0; g < 4; g++) {
    const a = out[g]!,
      b = out[g + 4]!,
      c = out[g + 8]!;
    const m = Math.min(a, b, c);
    out[g] = a - m;
    out[g + 4] = b - m;
    out[g + 8] = c - m;
  }
  return out;
}

/**
 * Ekadhipatya sodhana (BPHS ch. 68), on the pairs of signs with one lord (Ar-Sc, Ta-Li, Ge-Vi, Sg-Pi,
 * Cp-Aq), applied after trikona sodhana:
 * 1. a zero in either sign: no change;
 * 2. both signs occupied: no change;
 * 3. one occupied, the other empty: if the empty sign has fewer (or as many) bindus it becomes zero;
 *    if it has more, it takes the occupied sign's value;
 * 4. both empty: equal values both become zero; otherwise the larger takes the smaller's value.
 * The equal case of rule 3 is not stated by BPHS; zero is used, as everywhere else a tie is met
 * (rules 4 and trikona's equal trine).
 * @param values twelve values after trikona sodhana
 * @param occupied which signs (0-based) hold an occupant
 */
export function ekadhipatyaSodhana(
  values: readonly number[],
  occupied: ReadonlySet<number>,
): number[] {
  const out = values.slice(0, 12);
  for (const [p, q] of EKADHIPATYA_PAIRS) {
    const a = out[p]!,
      b = out[q]!;
    if (a === 0 || b === 0) continue;
    const occP = occupied.has(p),
      occQ = occupied.has(q);
    if (occP && occQ) continue;
    if (occP !== occQ) {
      const [full, empty] = occP ? [p, q] : [q, p];
      const vf = out[full]!,
        ve = out[empty]!;
      out[empty] = ve <= vf ? 0 : vf;
      continue;
    }
    if (a === b) {
      out[p] = 0;
      out[q] = 0;
    } else {
      const m = Math.min(a, b);
      out[p] = m;
      out[q] = m;
    }
  }
  return out;
}

/**
 * Sodhya pinda of one graha (BPHS ch. 69) from its sodhita (reduced) ashtakavarga: the rashi pinda
 * is the sum over signs of bindus x rashi gunakara; the graha pinda is the sum over the seven grahas
 * of the bindus in the sign each occupies x that graha's gunakara.
 */
export function sodhyaPinda(
  reduced: readonly number[],
  grahaSigns: Readonly<Record<SaptaGraha, number>>,
): SodhyaPinda {
  let rashiPinda = 0;
  for (let s = 0; s < 12; s++) rashiPinda += reduced[s]! * RASHI_GUNAKARA[s]!;
  let grahaPinda = 0;
  for (const g of SAPTA_GRAHAS) grahaPinda += reduced[grahaSigns[g]]! * GRAHA_GUNAKARA[g];
  return { rashiPinda, grahaPinda, total: rashiPinda + grahaPinda };
}

/** The reference signs of a chart basis: the seven grahas' rashis and the lagna's. */
export function referenceSigns(basis: ChartBasis): ReferenceSigns {
  const r = {} as Record<AshtakavargaReference, number>;
  for (const g of SAPTA_GRAHAS) r[g] = rashiIndex0(grahaOf(basis, g).lonDeg);
  r.Lagna = rashiIndex0(basis.ascendantDeg);
  return r;
}

/**
 * Ashtakavarga from the reference signs alone (no longitudes are needed): BAVs, SAV, the two
 * sodhanas and the sodhya pindas. Throws if the SAV does not total 337 (an internal invariant).
 */
export function ashtakavargaFromSigns(
  signs: ReferenceSigns,
  options: AshtakavargaOptions = {},
): AshtakavargaResult {
  const table = options.table ?? 'parashara';
  const occupants = options.ekadhipatyaOccupants ?? 'grahas-and-lagna';
  const occupied = new Set<number>(SAPTA_GRAHAS.map((g) => signs[g]));
  if (occupants === 'grahas-and-lagna') occupied.add(signs.Lagna);
  const grahaSigns = {} as Record<SaptaGraha, number>;
  for (const g of SAPTA_GRAHAS) grahaSigns[g] = signs[g];

  const bav = {} as Record<SaptaGraha, number[]>;
  const afterTrikona = {} as Record<SaptaGraha, number[]>;
  const afterEkadhipatya = {} as Record<SaptaGraha, number[]>;
  const pindas = {} as Record<SaptaGraha, SodhyaPinda>;
  const sav = new Array<number>(12).fill(0);
  for (const g of SAPTA_GRAHAS) {
    const b = bhinnaAshtakavarga(g, signs, table);
    bav[g] = b;
    for (let s = 0; s < 12; s++) sav[s] = sav[s]! + b[s]!;
    const t = trikonaSodhana(b);
    afterTrikona[g] = t;
    const e = ekadhipatyaSodhana(t, occupied);
    afterEkadhipatya[g] = e;
    pindas[g] = sodhyaPinda(e, grahaSigns);
  }
  const total = sav.reduce((x, y) => x + y, 0);
  if (total !== SAV_TOTAL)
    throw new Error(`sarva ashtakavarga totals ${total}, expected ${SAV_TOTAL}`);
  const lagnaBav = lagnaAshtakavarga(signs);
  return {
    sav,
    bav,
    lagnaBav,
    reduced: { afterTrikona, afterEkadhipatya },
    sodhyaPinda: pindas,
    table,
    ekadhipatyaOccupants: occupants,
  };
}

/**
 * Ashtakavarga of a chart (BPHS ch. 66-69): the BAVs of the Sun to Saturn with the lagna's
 * contributions, the lagna's own BAV (49 bindus), the SAV (337 bindus, the seven grahas' BAVs only),
 * the sodhanas and the sodhya pindas.
 * @param basis the chart basis (sidereal rashis of the grahas and the lagna are used)
 */
export function ashtakavarga(
  basis: ChartBasis,
  options: AshtakavargaOptions = {},
): AshtakavargaResult {
  return ashtakavargaFromSigns(referenceSigns(basis), options);
}
