/**
 * @module Text recipes: Raja yogas (BPHS 39, Brihat Jataka 11, Raman 245-252), Viparita Raja, Neecha Bhanga
 * (Phaladeepika 7, Raman 250), Parivartana (Phaladeepika 6), Dhana yogas (BPHS 41, Raman 118-128 and his
 * 2nd-house combinations), Lakshmi and Vasumati.
 */
import { Chart, DUSTHANA, KENDRA, KT, SEVEN, type G, type Who } from './yoga-text-lib';
import { cl, forms, frac, one, alts, type Clause, type Recipe } from './yoga-text-recipe';

const ord = (n: number): string =>
  ['', '1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th', '11th', '12th'][n]!;
const L = (n: number): Who => `L${n}`;
/** A benefic by the chart other than the graha itself. */
const otherBenefics = (c: Chart, w: Who): G[] => c.benefics().filter((b) => b !== c.g(w));
const joinedByBenefic = (c: Chart, w: Who): boolean =>
  otherBenefics(c, w).some((b) => c.together(w, b));
const assocBenefic = (c: Chart, w: Who): boolean => otherBenefics(c, w).some((b) => c.assoc(w, b));
const mutualAspect = (c: Chart, a: Who, b: Who): boolean => c.aspects(a, b) && c.aspects(b, a);

/** Two house lords joined, exchanging signs, or in mutual aspect, one form each. */
const lordLinks = (pairs: [number, number][]): Record<string, Clause[]> =>
  Object.fromEntries(
    pairs.flatMap(([a, b]) => [
      [
        `${a}-${b}-conjunction`,
        [
          cl(
            `the lords of the ${ord(a)} and the ${ord(b)} (two different grahas) in one sign`,
            (c) => c.together(L(a), L(b)),
          ),
        ],
      ],
      [
        `${a}-${b}-exchange`,
        [
          cl(`the lords of the ${ord(a)} and the ${ord(b)} each in the other's sign`, (c) =>
            c.exchange(L(a), L(b)),
          ),
        ],
      ],
      [
        `${a}-${b}-aspect`,
        [
          cl(`the lords of the ${ord(a)} and the ${ord(b)} aspect each other`, (c) =>
            mutualAspect(c, L(a), L(b)),
          ),
        ],
      ],
    ]),
  );
// BPHS 41.28 (and ch. 39): the lord of a kendra (1, 4, 7, 10) related to the lord of a trikona (1, 5, 9).
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
const DHANA_PAIRS: [number, number][] = [
  [1, 2],
  [1, 11],
  [2, 5],
  [2, 9],
  [2, 11],
  [5, 11],
  [9, 11],
];

const DIG: [G, number][] = [
  ['Jupiter', 1],
  ['Mercury', 1],
  ['Sun', 10],
  ['Mars', 10],
  ['Saturn', 7],
  ['Moon', 4],
  ['Venus', 4],
];
const SIX: G[] = ['Sun', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];

// Phaladeepika 7 / Raman 250: the graha exalted in each graha's debilitation sign (none among the seven for Scorpio).
const EXALTED_IN = (sign: number): G | undefined => SEVEN.find((g) => EXALT_SIGN[g] === sign);
const EXALT_SIGN: Record<string, number> = {
  Sun: 0,
  Moon: 1,
  Mars: 9,
  Mercury: 5,
  Jupiter: 3,
  Venus: 11,
  Saturn: 6,
};
/** In a kendra from the lagna or from the Moon (the Moon itself is not counted from itself). */
const inKendraLM = (c: Chart, w: Who): boolean =>
  c.in(w, KENDRA) || (c.g(w) !== 'Moon' && c.in(w, KENDRA, 'Moon'));
const neecha = (g: G): Clause[] => [
  cl(`${g} debilitated`, (c) => c.debilitated(g)),
  cl(
    `its debilitation cancelled: the lord of its sign, or the lord of its exaltation sign, or the graha exalted in its sign, in a kendra from the lagna or the Moon; or ${g} aspected by the lord of its sign; or ${g} in its exaltation navamsa`,
    (c) => {
      const deb = (EXALT_SIGN[g]! + 6) % 12;
      const exaltedThere = EXALTED_IN(deb);
      return (
        inKendraLM(c, c.signLord(deb)) ||
        inKendraLM(c, c.signLord(EXALT_SIGN[g]!)) ||
        (exaltedThere !== undefined && inKendraLM(c, exaltedThere)) ||
        c.aspects(c.signLord(deb), g) ||
        c.navExalted(g)
      );
    },
  ),
];

/** Phaladeepika 6: an exchange of signs between two grahas, named by the two houses the grahas occupy. */
const exchangeHouses = (c: Chart): [number, number][] => {
  const out: [number, number][] = [];
  SEVEN.forEach((a, i) =>
    SEVEN.slice(i + 1).forEach((b) => {
      if (c.exchange(a, b)) out.push([c.house(a), c.house(b)]);
    }),
  );
  return out;
};
const GOOD = [1, 2, 4, 5, 7, 9, 10, 11];

const own5 = (g: G, ...eleventh: G[]): Clause[] => [
  cl(`${g} in the 5th`, (c) => c.in(g, [5])),
  cl(`the 5th ${g}'s own sign`, (c) => c.own(g)),
  ...eleventh.map((e) => cl(`${e} in the 11th`, (c) => c.in(e, [11]))),
];
const ownLagna = (g: G, signs: number[], by: G[], how: 'either' | 'aspect'): Clause[] => [
  cl(`${g} in the lagna`, (c) => c.in(g, [1])),
  cl(`the lagna ${signs.length > 1 ? `one of ${g}'s own signs` : `${g}'s sign`}`, (c) =>
    c.inSign(g, signs),
  ),
  ...by.map((b) =>
    cl(`${g} ${how === 'aspect' ? 'aspected' : 'joined or aspected'} by ${b}`, (c) =>
      how === 'aspect' ? c.aspects(b, g) : c.assoc(g, b),
    ),
  ),
];

export const RAJA_RECIPES: Recipe[] = [
  forms('kendra-trikona-raja', lordLinks(KT_PAIRS)),
  forms('dharma-karmadhipati', lordLinks([[9, 10]])),
  one(
    'rajalakshana',
    cl('Jupiter, Venus, Mercury and the Moon each in a kendra (Raman)', (c) =>
      frac(['Jupiter', 'Venus', 'Mercury', 'Moon'] as G[], (g) => c.in(g, KENDRA)),
    ),
  ),
  one(
    'chatussagara',
    cl('each of the four kendras occupied (Raman)', (c) =>
      frac(KENDRA, (h) => c.occupants(h).length > 0),
    ),
  ),
  one(
    'three-exalted',
    cl('three or more of the seven grahas exalted (Brihat Jataka 11)', (c) =>
      Math.min(1, SEVEN.filter((g) => c.exalted(g)).length / 3),
    ),
  ),
  forms('vargottama-raja', {
    moon: [
      cl('the Moon vargottama', (c) => c.vargottama('Moon')),
      cl('four or more of the Sun, Mars, Mercury, Jupiter, Venus, Saturn aspect the Moon', (c) =>
        Math.min(1, SIX.filter((g) => c.aspects(g, 'Moon')).length / 4),
      ),
    ],
    lagna: [
      cl('the lagna vargottama', (c) => c.lagna === c.navLagna),
      cl('four or more grahas other than the Moon aspect the lagna', (c) =>
        Math.min(1, SIX.filter((g) => c.aspectsHouse(g, 1)).length / 4),
      ),
    ],
  }),
  one(
    'raja-245',
    cl('three or more grahas in kendras, each exalted or in its own sign (Raman 245)', (c) =>
      Math.min(1, SEVEN.filter((g) => c.in(g, KENDRA) && (c.exalted(g) || c.own(g))).length / 3),
    ),
  ),
  one(
    'raja-247',
    cl(
      'two or more grahas in their directional-strength houses: Jupiter or Mercury in the 1st, the Sun or Mars in the 10th, Saturn in the 7th, the Moon or Venus in the 4th (Raman 247)',
      (c) => Math.min(1, DIG.filter(([g, h]) => c.in(g, [h])).length / 2),
    ),
  ),
  one(
    'raja-249',
    cl('the Moon in the lagna', (c) => c.in('Moon', [1])),
    cl('Jupiter in the 4th', (c) => c.in('Jupiter', [4])),
    cl('Venus in the 10th', (c) => c.in('Venus', [10])),
    cl('Saturn exalted or in its own sign', (c) => c.exalted('Saturn') || c.own('Saturn')),
  ),
  one(
    'raja-251',
    cl('the Moon in a kendra other than the lagna', (c) => c.in('Moon', [4, 7, 10])),
    cl('Jupiter aspects the Moon', (c) => c.aspects('Jupiter', 'Moon')),
    cl('the Moon strong', (c) => c.strong('Moon')),
  ),
  one(
    'raja-252',
    cl('a graha debilitated in the rashi and in its exaltation navamsa (Raman 252)', (c) =>
      SEVEN.some((g) => c.debilitated(g) && c.navExalted(g)),
    ),
  ),
  alts(
    'viparita-raja',
    ...(
      [
        [6, 8],
        [6, 12],
        [8, 12],
      ] as [number, number][]
    ).flatMap(([a, b]) => [
      [
        cl(`the lords of the ${ord(a)} and the ${ord(b)} joined`, (c) => c.together(L(a), L(b))),
        cl('in the 6th, 8th or 12th', (c) => c.in(L(a), DUSTHANA)),
      ],
      [
        cl(`the lords of the ${ord(a)} and the ${ord(b)} in each other's signs`, (c) =>
          c.exchange(L(a), L(b)),
        ),
      ],
    ]),
  ),
  forms('neecha-bhanga', Object.fromEntries(SEVEN.map((g) => [g.toLowerCase(), neecha(g)]))),
  one(
    'maha-parivartana',
    cl(
      'two grahas exchange signs, both signs among the 1st, 2nd, 4th, 5th, 7th, 9th, 10th, 11th houses (Phaladeepika 6)',
      (c) => exchangeHouses(c).some(([a, b]) => GOOD.includes(a) && GOOD.includes(b)),
    ),
  ),
  one(
    'khala-parivartana',
    cl(
      'two grahas exchange signs between the 3rd house and one of the 1st, 2nd, 4th, 5th, 7th, 9th, 10th, 11th (Phaladeepika 6)',
      (c) =>
        exchangeHouses(c).some(
          ([a, b]) => (a === 3 && GOOD.includes(b)) || (b === 3 && GOOD.includes(a)),
        ),
    ),
  ),
  one(
    'dainya-parivartana',
    cl(
      'two grahas exchange signs, one of them in the 6th, 8th or 12th house (Phaladeepika 6)',
      (c) => exchangeHouses(c).some(([a, b]) => DUSTHANA.includes(a) || DUSTHANA.includes(b)),
    ),
  ),
  one('dhana-118', ...own5('Venus', 'Saturn')),
  one('dhana-119', ...own5('Mercury', 'Moon', 'Mars')),
  one('dhana-120', ...own5('Saturn', 'Mercury', 'Mars')),
  one('dhana-121', ...own5('Sun', 'Jupiter', 'Moon')),
  one('dhana-122', ...own5('Jupiter', 'Mars', 'Moon')),
  one('dhana-123', ...ownLagna('Sun', [4], ['Mars', 'Jupiter'], 'either')),
  one('dhana-124', ...ownLagna('Moon', [3], ['Jupiter', 'Mars'], 'aspect')),
  one('dhana-125', ...ownLagna('Mars', [0, 7], ['Moon', 'Venus', 'Saturn'], 'either')),
  one('dhana-126', ...ownLagna('Mercury', [2, 5], ['Saturn', 'Venus'], 'either')),
  one('dhana-127', ...ownLagna('Jupiter', [8, 11], ['Mercury', 'Mars'], 'either')),
  one('dhana-128', ...ownLagna('Venus', [1, 6], ['Saturn', 'Mercury'], 'either')),
  forms('dhana-lords', lordLinks(DHANA_PAIRS)),
  one(
    'bahudravyarjana',
    cl('the lagna lord in the 2nd', (c) => c.in(L(1), [2])),
    cl('the 2nd lord in the 11th', (c) => c.in(L(2), [11])),
    cl('the 11th lord in the lagna', (c) => c.in(L(11), [1])),
  ),
  one(
    'swaveeryaddhana',
    cl('the lagna lord strong', (c) => c.strong(L(1))),
    cl('the lagna lord in a kendra', (c) => c.in(L(1), KENDRA)),
    cl('the lagna lord with the 2nd lord', (c) => c.together(L(1), L(2))),
  ),
  one(
    'madhya-vayasi-dhana',
    cl('the lords of the 1st, 2nd and 11th each in a kendra or trikona', (c) =>
      frac([1, 2, 11], (h) => c.in(L(h), KT)),
    ),
  ),
  one(
    'balya-dhana',
    cl('the 2nd and 10th lords joined', (c) => c.together(L(2), L(10))),
    cl('in a kendra', (c) => c.in(L(2), KENDRA)),
    cl('the 2nd lord aspected by the lord of the navamsa the lagna lord occupies', (c) =>
      c.aspects(c.navLord(L(1)), L(2)),
    ),
  ),
  alts(
    'bhratrumooladdhana',
    [cl('the 2nd lord with the 3rd lord', (c) => c.together(L(2), L(3)))],
    [
      cl('the 2nd lord in the 3rd', (c) => c.in(L(2), [3])),
      cl('joined by a benefic', (c) => joinedByBenefic(c, L(2))),
    ],
  ),
  alts(
    'matrumooladdhana',
    [cl('the 2nd lord with the 4th lord', (c) => c.together(L(2), L(4)))],
    [
      cl('the 2nd lord in the 4th', (c) => c.in(L(2), [4])),
      cl('joined or aspected by a benefic', (c) => assocBenefic(c, L(2))),
    ],
  ),
  alts(
    'putramooladdhana',
    [cl('the 2nd lord with the 5th lord', (c) => c.together(L(2), L(5)))],
    [cl('the 2nd lord in the 5th', (c) => c.in(L(2), [5]))],
  ),
  alts(
    'shatrumooladdhana',
    [
      cl('the 2nd lord with the 6th lord', (c) => c.together(L(2), L(6))),
      cl('the 6th lord strong', (c) => c.strong(L(6))),
    ],
    [
      cl('the 2nd lord in the 6th', (c) => c.in(L(2), [6])),
      cl('the 6th lord strong', (c) => c.strong(L(6))),
    ],
  ),
  alts(
    'kalatramooladdhana',
    [cl('the 2nd lord with the 7th lord', (c) => c.together(L(2), L(7)))],
    [
      cl('the 2nd lord in the 7th', (c) => c.in(L(2), [7])),
      cl('joined or aspected by a benefic', (c) => assocBenefic(c, L(2))),
    ],
  ),
  one(
    'amaranantha-dhana',
    cl('the lords of the 2nd, 9th and 11th each in a kendra', (c) =>
      frac([2, 9, 11], (h) => c.in(L(h), KENDRA)),
    ),
    cl('the lagna lord strong', (c) => c.strong(L(1))),
  ),
  alts(
    'ayatnadhanalabha',
    [cl("the lagna lord and the 2nd lord in each other's signs", (c) => c.exchange(L(1), L(2)))],
    [cl('the lagna lord and the 2nd lord together', (c) => c.together(L(1), L(2)))],
  ),
  forms('lakshmi', {
    bphs: [
      cl('the 9th lord in a kendra', (c) => c.in(L(9), KENDRA)),
      cl(
        'the 9th lord in its own, exaltation or moolatrikona sign',
        (c) => c.own(L(9)) || c.exalted(L(9)) || c.mt(L(9)),
      ),
      cl('the lagna lord strong (BPHS 36.27)', (c) => c.strong(L(1))),
    ],
    phaladeepika: [
      cl('Venus and the 9th lord each in a kendra or trikona', (c) =>
        frac(['Venus', L(9)] as Who[], (w) => c.in(w, KT)),
      ),
      cl('Venus and the 9th lord each in its own or exaltation sign', (c) =>
        frac(['Venus', L(9)] as Who[], (w) => c.own(w) || c.exalted(w)),
      ),
    ],
  }),
  forms('vasumati', {
    lagna: [
      cl('Mercury, Jupiter and Venus each in the 3rd, 6th, 10th or 11th from the lagna', (c) =>
        frac(['Mercury', 'Jupiter', 'Venus'] as G[], (g) => c.in(g, [3, 6, 10, 11])),
      ),
    ],
    moon: [
      cl(
        'Mercury, Jupiter and Venus each in the 3rd, 6th, 10th or 11th from the Moon (BPHS 37.6)',
        (c) => frac(['Mercury', 'Jupiter', 'Venus'] as G[], (g) => c.in(g, [3, 6, 10, 11], 'Moon')),
      ),
    ],
  }),
];
