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
  kendradi: {
    default: 'bphs',
    variants: [
      {
        id: 'bphs',
        name: 'Kendradi from the stronger of lagna and 7th (the earlier reading)',
        source:
          'BPHS ch. 46 (Kendradi rasi dasha): from the stronger of lagna and 7th, kendras, panapharas, apoklimas, zodiacal for an odd sign, reverse for an even one; the sign years with the BPHS dignities; antardashas in kendradi order from the maha sign',
      },
      {
        id: 'lagna',
        name: 'Lagna Kendradi (P.V.R. Narasimha Rao)',
        source:
          "P.V.R. Narasimha Rao, Vedic Astrology: An Integrated Approach (Lagna Kendradi rasi dasa), as Jagannatha Hora and PyJHora compute it (PyJHora's Moola rasi dasa is the same): from the stronger of lagna and 7th, zodiacal with Saturn in it, reverse with Ketu, else by the sign's oddity; Narayana's years and second cycle; antardashas from the maha sign, its direction by oddity, Saturn and Ketu",
      },
      {
        id: 'karaka',
        name: 'Karaka Kendradi (P.V.R. Narasimha Rao)',
        source:
          "P.V.R. Narasimha Rao, Vedic Astrology: An Integrated Approach (Karaka Kendradi rasi dasa), as Jagannatha Hora and PyJHora compute it: as Lagna Kendradi from the stronger of the Atmakaraka's sign (eight karakas) and the 7th from it",
      },
    ],
  },
  moola: {
    default: 'lagna-7th',
    variants: [
      {
        id: 'lagna-7th',
        name: 'From the stronger of lagna and 7th (the earlier reading)',
        source:
          'Saravali; Sanjay Rath, Mula dasa (1999), as first read here: the grahas in the kendras, panapharas and apoklimas from the stronger of lagna and 7th, the stronger first; years the Vimsottari years less the count (by footedness) to the moolatrikona sign less one; antardashas in proportion to the Vimsottari years',
      },
      {
        id: 'jhora',
        name: 'As Jagannatha Hora reads it',
        source:
          'Sanjay Rath, Mula dasa, as Jagannatha Hora and PyJHora compute it: the grahas in the kendras, panapharas and apoklimas from lagna, the sequence from the strongest graha in a kendra from lagna, the Moon or the Sun; years the Vimsottari years less the signs forward to the moolatrikona sign (12 in it), the dignity year, at least 1; antardashas in proportion to the first-cycle years',
      },
    ],
  },
  tara: {
    default: 'sanjay-rath',
    variants: [
      {
        id: 'sanjay-rath',
        name: "Sanjay Rath's order",
        source:
          'Sanjay Rath, as P.V.R. Narasimha Rao teaches Tara dasa: Venus, Moon, Ketu, Saturn, Jupiter, Mercury, Rahu, Mars, Sun with Vimsottari years',
      },
      {
        id: 'parasara',
        name: 'Vimsottari order',
        source:
          'The Vimsottari order from Venus: Venus, Sun, Moon, Mars, Rahu, Jupiter, Saturn, Mercury, Ketu (PyJHora\'s "Parasara" Tara dasa)',
      },
    ],
  },
  kaala: {
    default: 'five-ghatis',
    variants: [
      {
        id: 'five-ghatis',
        name: 'Twilights of 5 ghatis',
        source:
          'BPHS ch. 46 (Kala dasa): the twilights reach 5 ghatis (2 hours) either side of sunrise and sunset; day and night (Mugdha and Purna) lie between them',
      },
      {
        id: 'sixth-of-half',
        name: 'Twilights of 5 ghatis of the day or night',
        source:
          'The 5 ghatis counted in the ghatis of the half they lie in: a sixth of the night before sunrise and after sunset, a sixth of the day after sunrise and before sunset',
      },
    ],
  },
  chakra: {
    default: 'five-ghatis',
    variants: [
      {
        id: 'five-ghatis',
        name: 'Twilights of 5 ghatis',
        source:
          'BPHS ch. 46: the twilights (sandhya) reach 5 ghatis (2 hours) either side of sunrise and sunset',
      },
      {
        id: 'sixth-of-half',
        name: 'Twilights of 5 ghatis of the day or night',
        source:
          'The 5 ghatis counted in the ghatis of the half they lie in: a sixth of the night before sunrise and after sunset, a sixth of the day after sunrise and before sunset',
      },
    ],
  },
  'chaturvidha-uttara': {
    default: 'lagna',
    variants: [
      { id: 'lagna', name: 'Lagna Uttara', source: 'From lagna' },
      { id: 'kendra', name: 'Kendra Uttara', source: 'From the strongest of the four kendras' },
      { id: 'trikona', name: 'Trikona Uttara', source: 'From the strongest of the three trikonas' },
      { id: 'strongest', name: 'Dasha Uttara', source: 'From the strongest of the twelve signs' },
    ],
  },
  mandooka: {
    default: 'kn-rao',
    variants: [
      {
        id: 'kn-rao',
        name: 'K.N. Rao',
        source:
          "K.N. Rao's Mandooka dasha as PyJHora tables it: from the stronger of lagna and 7th, the seed's nature every third sign, then the other natures; years counted to the lord (12 in it, 10 in the 7th)",
      },
      {
        id: 'sanjay-rath',
        name: 'Sanjay Rath',
        source:
          "Sanjay Rath's reading as PyJHora computes it: from lagna every second sign backward; movable 7, fixed 8, dual 9 years",
      },
    ],
  },
  'niryana-shoola': {
    default: 'narayana',
    variants: [
      {
        id: 'narayana',
        name: 'Antardashas as in Narayana dasha',
        source:
          "P.V.R. Narasimha Rao: the antardashas from the sign holding the maha sign's lord (PyJHora's niryaana module)",
      },
      {
        id: 'rasi',
        name: 'Antardashas from the maha sign',
        source:
          "The antardashas from the maha sign itself, its direction by oddity, Saturn and Ketu (PyJHora's nirayana module)",
      },
    ],
  },
  padanadhamsa: {
    default: 'rangacharya',
    variants: [
      {
        id: 'rangacharya',
        name: 'Iranganti Rangacharya',
        source:
          "Iranganti Rangacharya's reading as PyJHora computes it: the Rangacharya/Krishna Mishra navamsa; movable consecutive, fixed every 6th, dual by kendras; years counted to the lord in the navamsa",
      },
      {
        id: 'narayana',
        name: 'Sanjay Rath (Narayana of the navamsa)',
        source:
          "Sanjay Rath's reading (P.V.R. Narasimha Rao's generalisation gives the same on the navamsa): Narayana dasha of the Parashari navamsa from the same sign",
      },
    ],
  },
  sandhya: {
    default: 'equal',
    variants: [
      { id: 'equal', name: 'Sandhya', source: 'BPHS ch. 46: antardashas equal' },
      {
        id: 'pachaka',
        name: 'Pachaka',
        source:
          "BPHS ch. 46 (Pachaka dasa): each sign's 10 years divided 60:30:30:30 then 20 for each of the last eight (of 310)",
      },
    ],
  },
  chara: {
    default: 'kn-rao',
    variants: [
      {
        id: 'kn-rao',
        name: 'K.N. Rao (as Jagannatha Hora and PyJHora read him: with the dignity year)',
        source:
          "K.N. Rao's Chara dasha as the reference software computes it (Jagannatha Hora; PyJHora chara_method=2): from lagna, direction by the 9th's footedness; years counted to the lord less one, 12 in its own sign, with the Jaimini commentators' dignity year (an exalted lord adds a year, a debilitated one removes one, as in Narayana dasa); Scorpio/Aquarius lord by the Jaimini strength rules (Sanjay Rath, P.V.R. Narasimha Rao)",
      },
      {
        id: 'pvn-rao',
        name: 'P.V.N. Rao (Parasara)',
        source:
          "P.V.R. Narasimha Rao's article on Parasara's Chara dasa (vedicastrologer.org), as PyJHora reads it: from the sign of the strongest of the lagna lord, the Sun's sign lord and the Moon's sign lord; direction by the 9th from it; no dignity year; Jaimini co-lord rules",
      },
      {
        id: 'kn-rao-book',
        name: "K.N. Rao's book (no dignity year)",
        source:
          "K.N. Rao, Predicting through Jaimini's Chara Dasha: from lagna, direction by the 9th's footedness; years counted to the lord less one, 12 in its own sign, no year added or removed for an exalted or debilitated lord; Scorpio/Aquarius lord by his co-lord rules",
      },
    ],
  },
  narayana: {
    default: 'pvr',
    variants: [
      {
        id: 'pvr',
        name: 'P.V.R. Narasimha Rao',
        source:
          'P.V.R. Narasimha Rao, Vedic Astrology: An Integrated Approach (Narayana dasa; strength of rasis) after Jaimini Upadesa Sutras 2.3-2.4: from the stronger of lagna and 7th, padakrama by the sign nature, Ketu/Saturn exceptions; dignity year with Mercury in Virgo as own sign',
      },
    ],
  },
  kalachakra: {
    default: 'pvr-pada',
    variants: [
      {
        id: 'pvr-pada',
        name: 'Pada formulas (P.V.R. Narasimha Rao)',
        source:
          "BPHS ch. 46 and Phaladeepika 8.11 (vakyakrama), as tabled in P.V.R. Narasimha Rao's book (ch. 24): the Moon's pada selects its savya/apasavya 9-sign formula and paramayus; the balance is the unelapsed part of the formula; the formulas that follow it along its chakra come next",
      },
      {
        id: 'raghavacharya',
        name: 'Navamsa progression (Raghavacharya)',
        source:
          "Phaladeepika 8.10 (the opinion of some), as Raghavacharya computes it: the mahas are the navamsa signs of the Moon's pada and the following padas, zodiacally, each for its Kalachakra years; the first is the unelapsed part of the Moon's pada",
      },
    ],
  },
  shashtihayani: {
    default: '27-stars',
    variants: [
      {
        id: '27-stars',
        name: '27 nakshatras',
        source:
          'The same alternation over the 27 nakshatras (Rahu 3, Shatabhisha to Saturn); balance from the birth nakshatra alone, as PyJHora and the common tables compute it',
      },
      {
        id: '28-stars',
        name: '28 nakshatras with Abhijit',
        source:
          "BPHS ch. 46: from Ashwini, Jupiter 3, Sun 4, Mars 3, Moon 4, Mercury 3, Venus 4, Saturn 3 (from Abhijit), Rahu 4 of the 28 nakshatras; balance over the lord's group",
      },
    ],
  },
  ashtottari: {
    default: '28-stars',
    variants: [
      {
        id: '28-stars',
        name: '28 nakshatras with Abhijit',
        source:
          "BPHS ch. 46: from Ardra, Sun 4, Moon 3, Mars 4, Mercury 3, Saturn 4 (P.Ashadha, U.Ashadha, Abhijit, Shravana), Jupiter 3, Rahu 4, Venus 3 of the 28 nakshatras; each nakshatra an equal share of its lord's years",
      },
      {
        id: '27-stars',
        name: '27 nakshatras',
        source:
          "The same groups over the 27 nakshatras (Saturn's of 3: P.Ashadha, U.Ashadha, Shravana); balance over the lord's group",
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
    if (variant !== undefined)
      throw new EngineInputError(
        'INVALID_FIELD',
        `the ${system} dasha has no variants; leave variant out`,
        'variant',
      );
    return undefined;
  }
  const id = variant ?? sv.default;
  const v = sv.variants.find((x) => x.id === id);
  if (!v)
    throw new EngineInputError(
      'INVALID_FIELD',
      `unknown variant '${String(variant)}' for the ${system} dasha; one of ${sv.variants.map((x) => x.id).join(', ')}`,
      'variant',
    );
  return v;
}
