/**
 * @module Catalogue, part 2: Parashari Raja yogas (kendra and trikona lords), the Raja yogas of
 * Brihat Jataka ch. 11 and B.V. Raman, Viparita Raja, Neecha Bhanga Raja, Parivartana and Dhana
 * yogas. Where BPHS connects two house lords "by conjunction, exchange or mutual aspect" the
 * yoga is one entry and each pair of houses with each kind of connection is a named variant of
 * it (reported, not counted as a yoga). Data only.
 */
import type { GrahaName } from '../core/constants.js';
import {
  DUSTHANA,
  KENDRA,
  KENDRA_TRIKONA,
  L,
  all,
  any,
  asp,
  aspH,
  assoc,
  conj,
  dig,
  inH,
  inS,
  ord,
  strong,
  v,
  withVariants,
  xchg,
  type YogaEntry,
  type YogaVariant,
} from './catalogue-types.js';
import type { GrahaSel, Rule } from './rules.js';

const R = 'B.V. Raman, Three Hundred Important Combinations';
const SEVEN = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const;
type Link = 'conjunction' | 'exchange' | 'aspect';
const LINKS: Link[] = ['conjunction', 'exchange', 'aspect'];
const linkRule = (a: number, b: number, k: Link): Rule =>
  k === 'conjunction'
    ? conj(L(a), L(b))
    : k === 'exchange'
      ? xchg(L(a), L(b))
      : { t: 'mutualAspect', a: L(a), b: L(b) };
const LINK_TEXT: Record<Link, string> = {
  conjunction: 'joined',
  exchange: 'exchanging signs',
  aspect: 'in mutual aspect',
};
const linkVariants = (pairs: [number, number][], source?: string): YogaVariant[] =>
  pairs.flatMap(([a, b]) =>
    LINKS.map((k) =>
      v(
        `${a}-${b}-${k}`,
        `lords of the ${ord(a)} and ${ord(b)} ${LINK_TEXT[k]}`,
        linkRule(a, b, k),
        source,
      ),
    ),
  );

// BPHS ch. 39 (Raja yoga): lords of a kendra and a trikona joined, exchanging or in mutual aspect.
const KT_PAIRS: [number, number][] = [
  [1, 4],
  [1, 5],
  [1, 7],
  [1, 9],
  [1, 10],
  [4, 5],
  [4, 9],
  [7, 5],
  [7, 9],
  [10, 5],
  [10, 9],
];

const RAJA: YogaEntry[] = [
  withVariants(
    {
      id: 'kendra-trikona-raja',
      name: { en: 'Raja Yoga of kendra and trikona lords', sa: 'Kendra-Trikona Raja Yoga' },
      source:
        "BPHS ch. 39 (the lords of a kendra and of a trikona joined, in each other's signs or in mutual aspect)",
      category: 'raja',
    },
    linkVariants(KT_PAIRS),
  ),
  withVariants(
    {
      id: 'dharma-karmadhipati',
      name: { en: 'Dharma-Karmadhipati Yoga', sa: 'Dharma-Karmadhipati Yoga' },
      source:
        "BPHS ch. 39 (the lords of the 9th and 10th joined, in each other's signs or in mutual aspect)",
      category: 'raja',
    },
    linkVariants([[9, 10]]),
  ),
  {
    id: 'rajalakshana',
    name: { en: 'Rajalakshana Yoga', sa: 'Rajalakshana Yoga' },
    source: `${R} (Rajalakshana Yoga)`,
    category: 'raja',
    rule: inH({ anyOf: ['Jupiter', 'Venus', 'Mercury', 'Moon'] }, KENDRA, 'lagna', 'all'),
  },
  {
    id: 'chatussagara',
    name: { en: 'Chatussagara Yoga', sa: 'Chatussagara Yoga' },
    source: `${R} (Chatussagara Yoga)`,
    category: 'raja',
    rule: { t: 'occupied', houses: KENDRA, need: 'each', by: 'nine' },
  },
  {
    id: 'three-exalted',
    name: { en: 'Raja Yoga of three or more exalted grahas', sa: 'Uchcha-graha Raja Yoga' },
    source:
      'Brihat Jataka ch. 11 (kings born with three or more exalted grahas); Saravali (Raja yogas)',
    category: 'raja',
    rule: { atLeast: 3, of: SEVEN.map((g) => dig(g, 'exalted')) },
  },
  withVariants(
    {
      id: 'vargottama-raja',
      name: {
        en: 'Raja Yoga: vargottama lagna or Moon aspected by four or more grahas',
        sa: 'Vargottama Raja Yoga',
      },
      source:
        'Brihat Jataka ch. 11 (the lagna or the Moon vargottama and aspected by four or more grahas other than the Moon)',
      category: 'raja',
    },
    [
      v(
        'moon',
        'vargottama Moon aspected by four or more grahas',
        all(
          { t: 'vargottama', g: 'Moon' },
          {
            atLeast: 4,
            of: (['Sun', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const).map((g) =>
              asp(g, 'Moon'),
            ),
          },
        ),
      ),
      v(
        'lagna',
        'vargottama lagna aspected by four or more grahas',
        all(
          { t: 'flag', is: 'lagna-vargottama' },
          {
            atLeast: 4,
            of: (['Sun', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const).map((g) =>
              aspH(g, 1),
            ),
          },
        ),
      ),
    ],
  ),
  // B.V. Raman's Raja yogas nos. 245-252.
  {
    id: 'raja-245',
    name: { en: 'Raja Yoga (three grahas exalted or in own signs in kendras)', sa: 'Raja Yoga' },
    source: `${R}, no. 245`,
    category: 'raja',
    rule: { atLeast: 3, of: SEVEN.map((g) => all(inH(g, KENDRA), dig(g, 'exalted', 'own'))) },
  },
  {
    id: 'raja-247',
    name: {
      en: 'Raja Yoga (two or more grahas with directional strength)',
      sa: 'Digbala Raja Yoga',
    },
    source: `${R}, no. 247; dig bala houses per BPHS ch. 27`,
    category: 'raja',
    rule: {
      atLeast: 2,
      of: [
        inH('Jupiter', [1]),
        inH('Mercury', [1]),
        inH('Sun', [10]),
        inH('Mars', [10]),
        inH('Saturn', [7]),
        inH('Moon', [4]),
        inH('Venus', [4]),
      ],
    },
  },
  {
    id: 'raja-249',
    name: {
      en: 'Raja Yoga (Moon in lagna, Jupiter 4th, Venus 10th, Saturn dignified)',
      sa: 'Raja Yoga',
    },
    source: `${R}, no. 249`,
    category: 'raja',
    rule: all(
      inH('Moon', [1]),
      inH('Jupiter', [4]),
      inH('Venus', [10]),
      dig('Saturn', 'exalted', 'own'),
    ),
  },
  {
    id: 'raja-251',
    name: { en: 'Raja Yoga (strong Moon in a kendra aspected by Jupiter)', sa: 'Raja Yoga' },
    source: `${R}, no. 251`,
    category: 'raja',
    rule: all(inH('Moon', [4, 7, 10]), asp('Jupiter', 'Moon'), strong('Moon')),
  },
  {
    id: 'raja-252',
    name: { en: 'Raja Yoga (debilitated graha in its exaltation navamsa)', sa: 'Raja Yoga' },
    source: `${R}, no. 252`,
    category: 'raja',
    rule: any(
      ...SEVEN.map((g) =>
        all(dig(g, 'debilitated'), {
          t: 'dignity' as const,
          g,
          is: ['exalted' as const],
          varga: 'D9' as const,
        }),
      ),
    ),
  },
];

// Neecha Bhanga Raja Yoga: cancellation of a debilitation (Phaladeepika ch. 7; Raman no. 250).
// The graha exalted in the debilitation sign of each graha (none for the Moon's Scorpio among the seven).
const EXALTED_IN_DEB: Partial<Record<GrahaName, GrahaName>> = {
  Sun: 'Saturn',
  Mars: 'Jupiter',
  Mercury: 'Venus',
  Jupiter: 'Mars',
  Venus: 'Mercury',
  Saturn: 'Sun',
};
const neechaBhanga = (g: GrahaName): YogaVariant => {
  const inKendraLM = (s: GrahaSel): Rule => any(inH(s, KENDRA), inH(s, KENDRA, 'Moon'));
  const other = EXALTED_IN_DEB[g];
  return v(
    g.toLowerCase(),
    `debilitated ${g}, its debilitation cancelled`,
    all(
      dig(g, 'debilitated'),
      any(
        inKendraLM({ dispositorOf: g }),
        inKendraLM({ exaltLordOf: g }),
        ...(other ? [inKendraLM(other)] : []),
        asp({ dispositorOf: g }, g),
        { t: 'dignity', g, is: ['exalted'], varga: 'D9' },
      ),
    ),
  );
};

const NEECHA_BHANGA: YogaEntry[] = [
  withVariants(
    {
      id: 'neecha-bhanga',
      name: { en: 'Neecha Bhanga Raja Yoga', sa: 'Neechabhanga Raja Yoga' },
      source: `Phaladeepika ch. 7; ${R}, no. 250 (the lord of the debilitation sign, or the lord of the exaltation sign, or the graha exalted there, in a kendra from the lagna or the Moon; or the debilitated graha aspected by its dispositor or in its exaltation navamsa)`,
      category: 'neecha-bhanga',
    },
    SEVEN.map(neechaBhanga),
  ),
];

// Parivartana (Phaladeepika ch. 6): an exchange of signs is named by the two houses the grahas occupy
// (a graha ruling two houses does not make one exchange count for both): Maha between two of the good
// houses, Khala between the 3rd and a good house, Dainya when one of the two is the 6th, 8th or 12th.
const GOOD = [1, 2, 4, 5, 7, 9, 10, 11];
const ALL_HOUSES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const PARIVARTANA: YogaEntry[] = [
  {
    id: 'maha-parivartana',
    name: { en: 'Maha Parivartana Yoga', sa: 'Maha Yoga' },
    source:
      'Phaladeepika ch. 6 (exchange between two of the 1st, 2nd, 4th, 5th, 7th, 9th, 10th, 11th houses)',
    category: 'parivartana',
    rule: { t: 'parivartana', a: GOOD, b: GOOD },
  },
  {
    id: 'khala-parivartana',
    name: { en: 'Khala Parivartana Yoga', sa: 'Khala Yoga' },
    source:
      'Phaladeepika ch. 6 (exchange between the 3rd house and one of the 1st, 2nd, 4th, 5th, 7th, 9th, 10th, 11th)',
    category: 'parivartana',
    rule: { t: 'parivartana', a: [3], b: GOOD },
  },
  {
    id: 'dainya-parivartana',
    name: { en: 'Dainya Parivartana Yoga', sa: 'Dainya Yoga' },
    source: 'Phaladeepika ch. 6 (exchange involving the 6th, 8th or 12th house)',
    category: 'parivartana',
    rule: { t: 'parivartana', a: DUSTHANA, b: ALL_HOUSES },
  },
];

const VIPARITA: YogaEntry[] = [
  {
    id: 'viparita-raja',
    name: { en: 'Viparita Raja Yoga', sa: 'Viparita Raja Yoga' },
    category: 'viparita-raja',
    source: `Viparita Raja yoga as the later Parashari works state it (Uttara Kalamrita; ${R}): the lords of the 6th, 8th and 12th in those houses and joined with one another, or in each other's signs. Harsha, Sarala and Vimala (Phaladeepika ch. 6) are the single-lord forms`,
    rule: any(
      all(conj(L(6), L(8)), inH(L(6), DUSTHANA)),
      all(conj(L(6), L(12)), inH(L(6), DUSTHANA)),
      all(conj(L(8), L(12)), inH(L(8), DUSTHANA)),
      xchg(L(6), L(8)),
      xchg(L(6), L(12)),
      xchg(L(8), L(12)),
    ),
  },
];

// Dhana yogas of BPHS ch. 41 (B.V. Raman's nos. 118-128).
/** Raman's nos. 123, 127 and 128 are BPHS 41.9, 41.13 and 41.14; his others differ from BPHS 41's verses, which are entries of their own (catalogue-bphs.ts). */
const BPHS41_SAME: Record<number, string> = {
  123: 'BPHS 41.9',
  127: 'BPHS 41.13',
  128: 'BPHS 41.14',
};
const d41 = (no: number, rule: Rule): YogaEntry => ({
  id: `dhana-${no}`,
  name: { en: `Dhana Yoga (Raman no. ${no})`, sa: 'Dhana Yoga' },
  source: `${BPHS41_SAME[no] ? `${BPHS41_SAME[no]}; ` : ''}${R}, no. ${no}`,
  category: 'dhana',
  rule,
});
const own5 = (g: GrahaName, ...eleventh: GrahaName[]): Rule =>
  all(inH(g, [5]), dig(g, 'own'), ...eleventh.map((e) => inH(e, [11])));
const ownLagna = (
  g: GrahaName,
  signs: number[],
  by: GrahaName[],
  how: 'either' | 'aspect' = 'either',
): Rule => all(inH(g, [1]), inS(g, signs), assoc(g, { anyOf: by }, how, 'all'));
const BPHS41: YogaEntry[] = [
  d41(118, own5('Venus', 'Saturn')),
  d41(119, own5('Mercury', 'Moon', 'Mars')),
  d41(120, own5('Saturn', 'Mercury', 'Mars')),
  d41(121, own5('Sun', 'Jupiter', 'Moon')),
  d41(122, own5('Jupiter', 'Mars', 'Moon')),
  d41(123, ownLagna('Sun', [4], ['Mars', 'Jupiter'])),
  d41(124, ownLagna('Moon', [3], ['Jupiter', 'Mars'], 'aspect')),
  d41(125, ownLagna('Mars', [0, 7], ['Moon', 'Venus', 'Saturn'])),
  d41(126, ownLagna('Mercury', [2, 5], ['Saturn', 'Venus'])),
  d41(127, ownLagna('Jupiter', [8, 11], ['Mercury', 'Mars'])),
  d41(128, ownLagna('Venus', [1, 6], ['Saturn', 'Mercury'])),
];

// Wealth-lord connections (BPHS ch. 41: lords of 2 and 11 with the lagna, 5th and 9th lords).
const DHANA_PAIRS: [number, number][] = [
  [1, 2],
  [1, 11],
  [2, 5],
  [2, 9],
  [2, 11],
  [5, 11],
  [9, 11],
];

const DHANA: YogaEntry[] = [
  withVariants(
    {
      id: 'dhana-lords',
      name: { en: 'Dhana Yoga of the wealth lords', sa: 'Dhana Yoga' },
      source:
        "BPHS ch. 41 (the lords of the wealth houses 1, 2, 5, 9, 11 joined, in each other's signs or in mutual aspect)",
      category: 'dhana',
    },
    linkVariants(DHANA_PAIRS),
  ),
  {
    id: 'bahudravyarjana',
    name: { en: 'Bahudravyarjana Yoga', sa: 'Bahudravyarjana Yoga' },
    source: `${R} (2nd house)`,
    category: 'dhana',
    rule: all(inH(L(1), [2]), inH(L(2), [11]), inH(L(11), [1])),
  },
  {
    id: 'swaveeryaddhana',
    name: { en: 'Swaveeryaddhana Yoga', sa: 'Swaveeryaddhana Yoga' },
    source: `${R} (2nd house); "the strongest graha" read as "strong"`,
    category: 'dhana',
    rule: all(strong(L(1)), inH(L(1), KENDRA), conj(L(1), L(2))),
  },
  {
    id: 'madhya-vayasi-dhana',
    name: { en: 'Madhya Vayasi Dhana Yoga', sa: 'Madhyavayasi Dhana Yoga' },
    source: `${R} (2nd house)`,
    category: 'dhana',
    rule: inH({ anyOf: [L(1), L(2), L(11)] }, KENDRA_TRIKONA, 'lagna', 'all'),
  },
  {
    id: 'balya-dhana',
    name: { en: 'Balya Dhana Yoga', sa: 'Balya Dhana Yoga' },
    source: `${R} (2nd house)`,
    category: 'dhana',
    rule: all(conj(L(2), L(10)), inH(L(2), KENDRA), asp({ navDispositorOf: L(1) }, L(2))),
  },
  {
    id: 'bhratrumooladdhana',
    name: { en: 'Bhratrumooladdhanaprapti Yoga', sa: 'Bhratrumooladdhanaprapti Yoga' },
    source: `${R} (2nd house)`,
    category: 'dhana',
    rule: any(conj(L(2), L(3)), all(inH(L(2), [3]), assoc(L(2), 'benefics', 'conj'))),
  },
  {
    id: 'matrumooladdhana',
    name: { en: 'Matrumooladdhana Yoga', sa: 'Matrumooladdhana Yoga' },
    source: `${R} (2nd house)`,
    category: 'dhana',
    rule: any(conj(L(2), L(4)), all(inH(L(2), [4]), assoc(L(2), 'benefics'))),
  },
  {
    id: 'putramooladdhana',
    name: { en: 'Putramooladdhana Yoga', sa: 'Putramooladdhana Yoga' },
    source: `${R} (2nd house)`,
    category: 'dhana',
    rule: any(conj(L(2), L(5)), inH(L(2), [5])),
  },
  {
    id: 'shatrumooladdhana',
    name: { en: 'Shatrumooladdhana Yoga', sa: 'Shatrumooladdhana Yoga' },
    source: `${R} (2nd house)`,
    category: 'dhana',
    rule: all(any(conj(L(2), L(6)), inH(L(2), [6])), strong(L(6))),
  },
  {
    id: 'kalatramooladdhana',
    name: { en: 'Kalatramooladdhana Yoga', sa: 'Kalatramooladdhana Yoga' },
    source: `${R} (2nd house)`,
    category: 'dhana',
    rule: any(conj(L(2), L(7)), all(inH(L(2), [7]), assoc(L(2), 'benefics'))),
  },
  {
    id: 'amaranantha-dhana',
    name: { en: 'Amaranantha Dhana Yoga', sa: 'Amaranantha Dhana Yoga' },
    source: `${R} (2nd house)`,
    category: 'dhana',
    rule: all(inH({ anyOf: [L(2), L(9), L(11)] }, KENDRA, 'lagna', 'all'), strong(L(1))),
  },
  {
    id: 'ayatnadhanalabha',
    name: { en: 'Ayatnadhanalabha Yoga', sa: 'Ayatnadhanalabha Yoga' },
    source: `${R} (2nd house)`,
    category: 'dhana',
    rule: any(xchg(L(1), L(2)), conj(L(1), L(2))),
  },
  withVariants(
    {
      id: 'lakshmi',
      name: { en: 'Lakshmi Yoga', sa: 'Lakshmi Yoga' },
      source: `BPHS ch. 36; ${R} (Lakshmi Yoga); Phaladeepika ch. 6`,
      category: 'dhana',
    },
    [
      v(
        'bphs',
        'the 9th lord in a kendra in its own, exaltation or moolatrikona sign, the lagna lord strong',
        all(inH(L(9), KENDRA), dig(L(9), 'own', 'exalted', 'moolatrikona'), strong(L(1))),
        `BPHS ch. 36; ${R} (Lakshmi Yoga)`,
      ),
      v(
        'phaladeepika',
        'Venus and the 9th lord in their own or exaltation signs in kendras or trikonas',
        all(inH({ anyOf: ['Venus', L(9)] }, KENDRA_TRIKONA, 'lagna', 'all'), {
          t: 'dignity',
          g: { anyOf: ['Venus', L(9)] },
          is: ['own', 'exalted'],
          q: 'all',
        }),
        'Phaladeepika ch. 6',
      ),
    ],
  ),
  withVariants(
    {
      id: 'vasumati',
      name: { en: 'Vasumati Yoga', sa: 'Vasumati Yoga' },
      source: `Phaladeepika ch. 6; ${R}, no. 9 (the benefics in the upachayas from the lagna or the Moon)`,
      category: 'dhana',
    },
    [
      v('lagna', 'Mercury, Jupiter and Venus in the 3rd, 6th, 10th or 11th from the lagna', {
        t: 'in',
        g: { anyOf: ['Mercury', 'Jupiter', 'Venus'] },
        houses: [3, 6, 10, 11],
        q: 'all',
      }),
      v('moon', 'Mercury, Jupiter and Venus in the 3rd, 6th, 10th or 11th from the Moon', {
        t: 'in',
        g: { anyOf: ['Mercury', 'Jupiter', 'Venus'] },
        houses: [3, 6, 10, 11],
        from: 'Moon',
        q: 'all',
      }),
    ],
  ),
];

/** Raja, Viparita, Neecha Bhanga, Parivartana and Dhana entries. */
export const RAJA_DHANA_YOGAS: readonly YogaEntry[] = [
  ...RAJA,
  ...VIPARITA,
  ...NEECHA_BHANGA,
  ...PARIVARTANA,
  ...BPHS41,
  ...DHANA,
];
