/**
 * @module The named variants of the dasha systems whose rules are read differently by the texts
 * and their schools: Chara (K.N. Rao; P.V.N. Rao), Narayana, Kalachakra (the pada formulas of
 * P.V.R. Narasimha Rao's book; the navamsa progression of Raghavacharya), Shashtihayani and
 * Ashtottari (28 nakshatras with Abhijit; 27). Ids are stable: answers name the variant used, and
 * requests choose one by id. docs/dashas.md gives each variant's rules and their sources, and the
 * differences from the PyJHora oracle.
 */
import { EngineInputError } from '../core/errors.js';

export interface DashaVariant {
  /** stable id, e.g. 'kn-rao' */
  id: string;
  name: string;
  /** the rules in brief and where they come from */
  source: string;
}

export interface SystemVariants {
  default: string;
  variants: readonly DashaVariant[];
}

/** The variants of each system that has them; the first listed is the default. */
export const DASHA_VARIANTS: Readonly<Record<string, SystemVariants>> = {
  chara: {
    default: 'kn-rao',
    variants: [
      {
        id: 'kn-rao',
        name: 'K.N. Rao (as Jagannatha Hora and PyJHora read him: with the dignity year)',
        source: "K.N. Rao's Chara dasha as the reference software computes it (Jagannatha Hora; PyJHora chara_method=2): from lagna, direction by the 9th's footedness; years counted to the lord less one, 12 in its own sign, with the Jaimini commentators' dignity year (an exalted lord adds a year, a debilitated one removes one, as in Narayana dasa); Scorpio/Aquarius lord by the Jaimini strength rules (Sanjay Rath, P.V.R. Narasimha Rao)",
      },
      {
        id: 'pvn-rao',
        name: 'P.V.N. Rao (Parasara)',
        source: "P.V.R. Narasimha Rao's article on Parasara's Chara dasa (vedicastrologer.org), as PyJHora reads it: from the sign of the strongest of the lagna lord, the Sun's sign lord and the Moon's sign lord; direction by the 9th from it; no dignity year; Jaimini co-lord rules",
      },
      {
        id: 'kn-rao-book',
        name: "K.N. Rao's book (no dignity year)",
        source: "K.N. Rao, Predicting through Jaimini's Chara Dasha: from lagna, direction by the 9th's footedness; years counted to the lord less one, 12 in its own sign, no year added or removed for an exalted or debilitated lord; Scorpio/Aquarius lord by his co-lord rules",
      },
    ],
  },
  narayana: {
    default: 'pvr',
    variants: [
      {
        id: 'pvr',
        name: 'P.V.R. Narasimha Rao',
        source: 'P.V.R. Narasimha Rao, Vedic Astrology: An Integrated Approach (Narayana dasa; strength of rasis) after Jaimini Upadesa Sutras 2.3-2.4: from the stronger of lagna and 7th, padakrama by the sign nature, Ketu/Saturn exceptions; dignity year with Mercury in Virgo as own sign',
      },
    ],
  },
  kalachakra: {
    default: 'pvr-pada',
    variants: [
      {
        id: 'pvr-pada',
        name: 'Pada formulas (P.V.R. Narasimha Rao)',
        source: "BPHS ch. 46 and Phaladeepika 8.11 (vakyakrama), as tabled in P.V.R. Narasimha Rao's book (ch. 24): the Moon's pada selects its savya/apasavya 9-sign formula and paramayus; the balance is the unelapsed part of the formula; the formulas that follow it along its chakra come next",
      },
      {
        id: 'raghavacharya',
        name: 'Navamsa progression (Raghavacharya)',
        source: 'Phaladeepika 8.10 (the opinion of some), as Raghavacharya computes it: the mahas are the navamsa signs of the Moon\'s pada and the following padas, zodiacally, each for its Kalachakra years; the first is the unelapsed part of the Moon\'s pada',
      },
    ],
  },
  shashtihayani: {
    default: '27-stars',
    variants: [
      {
        id: '27-stars',
        name: '27 nakshatras',
        source: 'The same alternation over the 27 nakshatras (Rahu 3, Shatabhisha to Saturn); balance from the birth nakshatra alone, as PyJHora and the common tables compute it',
      },
      {
        id: '28-stars',
        name: '28 nakshatras with Abhijit',
        source: 'BPHS ch. 46: from Ashwini, Jupiter 3, Sun 4, Mars 3, Moon 4, Mercury 3, Venus 4, Saturn 3 (from Abhijit), Rahu 4 of the 28 nakshatras; balance over the lord\'s group',
      },
    ],
  },
  ashtottari: {
    default: '28-stars',
    variants: [
      {
        id: '28-stars',
        name: '28 nakshatras with Abhijit',
        source: "BPHS ch. 46: from Ardra, Sun 4, Moon 3, Mars 4, Mercury 3, Saturn 4 (P.Ashadha, U.Ashadha, Abhijit, Shravana), Jupiter 3, Rahu 4, Venus 3 of the 28 nakshatras; each nakshatra an equal share of its lord's years",
      },
      {
        id: '27-stars',
        name: '27 nakshatras',
        source: "The same groups over the 27 nakshatras (Saturn's of 3: P.Ashadha, U.Ashadha, Shravana); balance over the lord's group",
      },
    ],
  },
};

/** The variant ids of a system, or undefined when it has none. */
export function variantIds(system: string): string[] | undefined {
  return DASHA_VARIANTS[system]?.variants.map((v) => v.id);
}

/**
 * The variant to use: the one asked for, or the system's default; undefined for a system without
 * variants.
 * @throws EngineInputError('INVALID_FIELD', ..., 'variant') for an id the system does not have
 *   (the message lists the allowed ids), or a variant given to a system that has none.
 */
export function resolveVariant(system: string, variant?: string): DashaVariant | undefined {
  const sv = DASHA_VARIANTS[system];
  if (!sv) {
    if (variant !== undefined) throw new EngineInputError('INVALID_FIELD', `the ${system} dasha has no variants; leave variant out`, 'variant');
    return undefined;
  }
  const id = variant ?? sv.default;
  const v = sv.variants.find((x) => x.id === id);
  if (!v) throw new EngineInputError('INVALID_FIELD', `unknown variant '${String(variant)}' for the ${system} dasha; one of ${sv.variants.map((x) => x.id).join(', ')}`, 'variant');
  return v;
}
