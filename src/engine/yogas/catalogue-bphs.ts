/**
 * @module Catalogue, part 6: the yogas BPHS states verse by verse in its chapters on the Moon (37), Raja
 * yogas (39), royal association (40), wealth (41), penury (42) and longevity (43), where the catalogue
 * had not yet taken them (BPHS 41.9, 41.13, 41.14 and 42.8 are Raman's nos. 123, 127, 128 and 152, and
 * are cited on those entries). BPHS does not name most of these: they carry the family's name and the
 * verse. Longevity yogas are Arishta (short life) or Shubha (full or long life). Data only.
 */
import type { GrahaName } from '../core/constants.js';
import {
  DUAL,
  DUSTHANA,
  KENDRA,
  KENDRA_TRIKONA,
  L,
  all,
  any,
  asp,
  aspH,
  assoc,
  combust,
  conj,
  dig,
  inH,
  inNav,
  inS,
  not,
  occ,
  owns,
  strong,
  v,
  weak,
  withVariants,
  type YogaCategory,
  type YogaEntry,
} from './catalogue-types.js';
import type { GrahaSel, Rule } from './rules.js';

const SEVEN: GrahaName[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
const MARAKA: GrahaSel = { anyOf: [L(2), L(7)] };
const NAT_BENEFICS: GrahaSel = { anyOf: ['Mercury', 'Jupiter', 'Venus'] };
const NAT_MALEFICS: GrahaSel = { anyOf: ['Sun', 'Mars', 'Saturn'] };
const ALL_HOUSES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
/** The selection is not empty (e.g. "the 8th lord is one of these grahas"). */
const exists = (g: GrahaSel): Rule => inH(g, ALL_HOUSES);
/** A debilitated graha (of the seven) in the houses that aspects the lagna. */
const debilitatedAspectingLagna = (houses: number[]): Rule =>
  any(...SEVEN.map((g) => all(inH(g, houses), dig(g, 'debilitated'), aspH(g, 1))));

const e = (
  id: string,
  category: YogaCategory,
  en: string,
  sa: string,
  source: string,
  text: string,
  rule: Rule,
): YogaEntry => ({ id, name: { en, sa }, source, text, category, rule });

const CH37: YogaEntry[] = [
  withVariants(
    {
      id: 'chandra-navamsa-dhana',
      name: { en: 'Dhana Yoga of the Moon in a friendly navamsa', sa: 'Chandra Dhana Yoga' },
      category: 'chandra',
      source: 'BPHS 37.2-4',
      text: "Born by day, the Moon in its own or a friend's navamsa aspected by Jupiter; born by night, the same Moon aspected by Venus",
    },
    [
      v(
        'day',
        "by day: the Moon in its own or a friend's navamsa, aspected by Jupiter",
        all({ t: 'flag', is: 'day' }, inNav('Moon', [2, 3, 4, 5]), asp('Jupiter', 'Moon')),
        'BPHS 37.2-3',
      ),
      v(
        'night',
        "by night: the Moon in its own or a friend's navamsa, aspected by Venus",
        all({ t: 'flag', is: 'night' }, inNav('Moon', [2, 3, 4, 5]), asp('Venus', 'Moon')),
        'BPHS 37.3-4',
      ),
    ],
  ),
];

const R39 = (
  verse: string,
  en: string,
  text: string,
  rule: Rule,
  category: YogaCategory = 'raja',
): YogaEntry =>
  e(
    `raja-bphs-39-${verse.split('-')[0]}`,
    category,
    `${category === 'dhana' ? 'Dhana' : 'Raja'} Yoga (BPHS 39.${verse}: ${en})`,
    category === 'dhana' ? 'Dhana Yoga' : 'Raja Yoga',
    `BPHS 39.${verse}`,
    text,
    rule,
  );

const CH39: YogaEntry[] = [
  R39(
    '17',
    'benefics in the 1st, 2nd and 4th',
    'Benefics in the lagna, the 2nd and the 4th, a malefic in the 3rd',
    all(occ([1, 2, 4], 'each', 'benefics'), occ([3], 'some', 'malefics')),
  ),
  R39(
    '18',
    'a benefic exalted in the 2nd',
    'The Moon, Jupiter, Venus or Mercury exalted in the 2nd',
    any(
      ...(['Moon', 'Jupiter', 'Venus', 'Mercury'] as const).map((g) =>
        all(inH(g, [2]), dig(g, 'exalted')),
      ),
    ),
    'dhana',
  ),
  // "Ari, Randhr and Sahaj occupied by debilitated grahas": all three at once cannot occur (only Leo and Aquarius
  // rising have debilitation signs in the 3rd, 6th and 8th, and each then needs its own lagna lord debilitated
  // there), so it is read as a debilitated graha in the 3rd, 6th or 8th.
  R39(
    '19',
    'debilitated grahas in the 3rd, 6th or 8th',
    'A debilitated graha in the 6th, 8th or 3rd, the lagna lord exalted or in its own sign aspecting the lagna (all three houses at once cannot occur)',
    all(
      any(...SEVEN.map((g) => all(inH(g, [3, 6, 8]), dig(g, 'debilitated')))),
      dig(L(1), 'exalted', 'own'),
      aspH(L(1), 1),
    ),
  ),
  R39(
    '20',
    'the dusthana lords fallen',
    "The lords of the 6th, 8th and 12th each debilitated, in an enemy's sign or combust, the lagna lord in its own or exaltation sign aspecting the lagna",
    all(
      ...[6, 8, 12].map((h) =>
        any(dig(L(h), 'debilitated', 'enemy', 'great-enemy'), combust(L(h))),
      ),
      dig(L(1), 'exalted', 'own'),
      aspH(L(1), 1),
    ),
  ),
  R39(
    '21',
    'the 10th lord dignified aspecting the lagna',
    'The 10th lord in its own or exaltation sign aspects the lagna',
    all(dig(L(10), 'own', 'exalted'), aspH(L(10), 1)),
  ),
  R39(
    '28',
    'a debilitated dusthana lord aspecting the lagna',
    'The lord of the 6th, 8th or 12th debilitated and aspecting the lagna',
    any(...[6, 8, 12].map((h) => all(dig(L(h), 'debilitated'), aspH(L(h), 1)))),
  ),
  R39(
    '30',
    'a debilitated graha in the 6th or 8th aspecting the lagna',
    'A debilitated graha in the 6th or 8th aspects the lagna',
    debilitatedAspectingLagna([6, 8]),
  ),
  R39(
    '31',
    'a debilitated graha in the 3rd or 11th aspecting the lagna',
    'A debilitated graha in the 3rd or 11th aspects the lagna',
    debilitatedAspectingLagna([3, 11]),
  ),
  R39(
    '33-34',
    'the 5th and 9th lords related',
    'The lords of the 5th and 9th aspect each other or are joined (placed in the 7th from each other counts)',
    any(conj(L(5), L(9)), { t: 'mutualAspect', a: L(5), b: L(9) }),
  ),
  R39(
    '35',
    'the 4th and 10th lords exchanged, aspecting the 5th and 9th lords',
    'The 4th lord in the 10th and the 10th lord in the 4th, the lords of the 5th and 9th each aspected by one of them',
    all(
      inH(L(4), [10]),
      inH(L(10), [4]),
      asp({ anyOf: [L(4), L(10)] }, L(5)),
      asp({ anyOf: [L(4), L(10)] }, L(9)),
    ),
  ),
  R39(
    '36',
    'four lords in the 9th',
    'The lords of the 5th, 10th, 4th and lagna together in the 9th',
    inH({ anyOf: [L(5), L(10), L(4), L(1)] }, [9], 'lagna', 'all'),
  ),
  R39(
    '38',
    'the 5th lord in a kendra with the 9th or lagna lord',
    'The 5th lord in the lagna, 4th or 10th joined by the 9th lord or the lagna lord',
    all(inH(L(5), [1, 4, 10]), any(conj(L(5), L(9)), conj(L(5), L(1)))),
  ),
  R39(
    '39',
    'Jupiter in its own sign in the 9th',
    'Jupiter in its own sign in the 9th joined by Venus or the 5th lord',
    all(
      inH('Jupiter', [9]),
      dig('Jupiter', 'own'),
      any(conj('Jupiter', 'Venus'), conj('Jupiter', L(5))),
    ),
  ),
  R39(
    '45',
    'four grahas exalted or in moolatrikona',
    'Four or more grahas in their exaltation or moolatrikona signs',
    { atLeast: 4, of: SEVEN.map((g) => dig(g, 'exalted', 'moolatrikona')) },
  ),
  R39('46', 'six grahas exalted', 'Six grahas exalted', {
    atLeast: 6,
    of: SEVEN.map((g) => dig(g, 'exalted')),
  }),
  R39(
    '47',
    'a benefic exalted, a benefic in a kendra',
    'Jupiter, Venus or Mercury exalted while a benefic occupies a kendra',
    all(dig(NAT_BENEFICS, 'exalted'), occ(KENDRA, 'some', 'benefics')),
  ),
  {
    ...R39(
      '48',
      'benefics in kendras, malefics in 3, 6, 11',
      'All the benefics (Mercury, Jupiter, Venus) in kendras, the malefics (Sun, Mars, Saturn) in the 3rd, 6th and 11th',
      all(inH(NAT_BENEFICS, KENDRA, 'lagna', 'all'), inH(NAT_MALEFICS, [3, 6, 11], 'lagna', 'all')),
    ),
    aliases: [
      {
        name: 'Dirghayu Yoga (long life)',
        source: 'BPHS 43.65 (the same combination gives long life)',
      },
    ],
  },
];

const CH40: YogaEntry[] = [
  e(
    'raja-sambandha-bphs-40-2',
    'raja',
    'Raja Sambandha Yoga (BPHS 40.2: the 10th and 11th free of malefics)',
    'Raja Sambandha Yoga',
    'BPHS 40.2',
    'The 10th and 11th neither occupied nor aspected by a malefic, the 11th aspected by its own lord',
    all(
      occ([10, 11], 'none', 'malefics'),
      not(aspH('malefics', 10)),
      not(aspH('malefics', 11)),
      aspH(L(11), 11),
    ),
  ),
];

const D41 = (verse: number, text: string, rule: Rule): YogaEntry =>
  e(
    `dhana-bphs-41-${verse}`,
    'dhana',
    `Dhana Yoga (BPHS 41.${verse})`,
    'Dhana Yoga',
    `BPHS 41.${verse}`,
    text,
    rule,
  );
const own5 = (g: GrahaName, ...eleventh: GrahaName[]): Rule =>
  all(inH(g, [5]), dig(g, 'own'), ...eleventh.map((x) => inH(x, [11])));
const lagnaOwn = (g: GrahaName, by: GrahaName[]): Rule =>
  all(inH(g, [1]), dig(g, 'own'), ...by.map((b) => assoc(g, b)));
const CH41: YogaEntry[] = [
  D41(2, 'Venus in its own sign in the 5th, Mars in the 11th', own5('Venus', 'Mars')),
  D41(
    3,
    'Mercury in its own sign in the 5th, the Moon, Mars and Jupiter in the 11th',
    own5('Mercury', 'Moon', 'Mars', 'Jupiter'),
  ),
  D41(
    4,
    'The Sun in Leo in the 5th, Saturn, the Moon and Jupiter in the 11th',
    own5('Sun', 'Saturn', 'Moon', 'Jupiter'),
  ),
  D41(
    5,
    'Saturn in its own sign in the 5th, the Sun and the Moon in the 11th',
    own5('Saturn', 'Sun', 'Moon'),
  ),
  D41(6, 'Jupiter in its own sign in the 5th, Mercury in the 11th', own5('Jupiter', 'Mercury')),
  D41(7, 'Mars in its own sign in the 5th, Venus in the 11th', own5('Mars', 'Venus')),
  D41(8, 'The Moon in Cancer in the 5th, Saturn in the 11th', own5('Moon', 'Saturn')),
  D41(
    10,
    'The Moon in Cancer rising, joined or aspected by Mercury and Jupiter',
    lagnaOwn('Moon', ['Mercury', 'Jupiter']),
  ),
  D41(
    11,
    'Mars in its own sign rising, joined or aspected by Mercury, Venus and Saturn',
    lagnaOwn('Mars', ['Mercury', 'Venus', 'Saturn']),
  ),
  D41(
    12,
    'Mercury in its own sign rising, joined or aspected by Saturn and Jupiter',
    lagnaOwn('Mercury', ['Saturn', 'Jupiter']),
  ),
  D41(
    15,
    'Saturn in its own sign rising, joined or aspected by Mars and Jupiter',
    lagnaOwn('Saturn', ['Mars', 'Jupiter']),
  ),
];

const D42 = (verse: string, text: string, rule: Rule): YogaEntry =>
  e(
    `daridra-bphs-42-${verse.split('-')[0]}`,
    'daridra',
    `Daridra Yoga (BPHS 42.${verse})`,
    'Daridra Yoga',
    `BPHS 42.${verse}`,
    text,
    rule,
  );
const DUS_LORD_WITH = (g: GrahaSel): Rule => any(conj(g, L(6)), conj(g, L(8)), conj(g, L(12)));
const CH42: YogaEntry[] = [
  D42(
    '2',
    'The lagna lord in the 12th, the 12th lord in the lagna joined or aspected by a maraka lord (2nd or 7th)',
    all(inH(L(1), [12]), inH(L(12), [1]), assoc(L(12), MARAKA)),
  ),
  D42(
    '3',
    'The lagna lord in the 6th, the 6th lord in the lagna joined or aspected by a maraka lord',
    all(inH(L(1), [6]), inH(L(6), [1]), assoc(L(6), MARAKA)),
  ),
  D42(
    '4',
    'Ketu in the lagna or with the Moon, the lagna lord in the 8th',
    all(any(inH('Ketu', [1]), conj('Ketu', 'Moon')), inH(L(1), [8])),
  ),
  D42(
    '5',
    "The lagna lord with a malefic in the 6th, 8th or 12th, the 2nd lord debilitated or in an enemy's sign",
    all(
      inH(L(1), DUSTHANA),
      assoc(L(1), 'malefics', 'conj'),
      dig(L(2), 'debilitated', 'enemy', 'great-enemy'),
    ),
  ),
  D42(
    '6',
    'The lagna lord joined by the lord of the 6th, 8th or 12th or by Saturn, and not aspected by a benefic',
    all(any(DUS_LORD_WITH(L(1)), conj(L(1), 'Saturn')), not(asp('benefics', L(1)))),
  ),
  D42(
    '7',
    'The 5th lord in the 6th and the 9th lord in the 12th, both aspected by maraka lords',
    all(inH(L(5), [6]), inH(L(9), [12]), asp(MARAKA, L(5)), asp(MARAKA, L(9))),
  ),
  D42(
    '9',
    'The dispositors of the lords of the 6th, 8th and 12th themselves in the 6th, 8th or 12th, each joined or aspected by a malefic',
    all(
      ...[6, 8, 12].map((h) =>
        all(inH({ dispositorOf: L(h) }, DUSTHANA), assoc({ dispositorOf: L(h) }, 'malefics')),
      ),
    ),
  ),
  D42(
    '10',
    "The lord of the Moon's navamsa joined by a maraka lord or in a maraka house (2nd or 7th)",
    any(
      assoc({ navDispositorOf: 'Moon' }, MARAKA, 'conj'),
      inH({ navDispositorOf: 'Moon' }, [2, 7]),
    ),
  ),
  D42(
    '11',
    'The lords of the lagna and of the navamsa lagna each joined or aspected by a maraka lord',
    all(assoc(L(1), MARAKA), assoc('navLagnaLord', MARAKA)),
  ),
  D42(
    '16',
    'Mars and Saturn together in the 2nd, Mercury not aspecting them',
    all(inH({ anyOf: ['Mars', 'Saturn'] }, [2], 'lagna', 'all'), not(asp('Mercury', 'Mars'))),
  ),
  D42('17', 'The Sun in the 2nd aspected by Saturn', all(inH('Sun', [2]), asp('Saturn', 'Sun'))),
  D42('18', 'Saturn in the 2nd aspected by the Sun', all(inH('Saturn', [2]), asp('Sun', 'Saturn'))),
];

const A43 = (verse: string, kind: 'purnayu' | 'alpayu', text: string, rule: Rule): YogaEntry =>
  e(
    `${kind}-bphs-43-${verse}`,
    kind === 'purnayu' ? 'shubha' : 'arishta',
    `${kind === 'purnayu' ? 'Purnayu (full life)' : 'Alpayu (short life)'} Yoga (BPHS 43.${verse})`,
    kind === 'purnayu' ? 'Purnayu Yoga' : 'Alpayu Yoga',
    `BPHS 43.${verse}`,
    text,
    rule,
  );
const CH43: YogaEntry[] = [
  e(
    'amitayu',
    'shubha',
    'Amitayu Yoga (limitless longevity)',
    'Amitayu Yoga',
    'BPHS 43.55',
    'Cancer rising with Jupiter and the Moon in it, Venus and Mercury in kendras, the others (Sun, Mars, Saturn) in the 3rd, 6th and 11th',
    all(
      inS('lagna', [3]),
      inH({ anyOf: ['Jupiter', 'Moon'] }, [1], 'lagna', 'all'),
      inH({ anyOf: ['Venus', 'Mercury'] }, KENDRA, 'lagna', 'all'),
      inH(NAT_MALEFICS, [3, 6, 11], 'lagna', 'all'),
    ),
  ),
  e(
    'divyayu',
    'shubha',
    'Divyayu Yoga (super-natural life span)',
    'Divyayu Yoga',
    'BPHS 43.56',
    'Benefics (Mercury, Jupiter, Venus) in kendras or trikonas, malefics (Sun, Mars, Saturn) in the 3rd, 6th and 11th, the 8th a sign of a benefic',
    all(
      inH(NAT_BENEFICS, KENDRA_TRIKONA, 'lagna', 'all'),
      inH(NAT_MALEFICS, [3, 6, 11], 'lagna', 'all'),
      owns({ anyOf: ['Mercury', 'Jupiter', 'Venus', 'Moon'] }, [8]),
    ),
  ),
  A43(
    '60',
    'purnayu',
    'A benefic in a kendra, the lagna lord joined or aspected by a benefic',
    all(occ(KENDRA, 'some', 'benefics'), assoc(L(1), 'benefics')),
  ),
  A43(
    '61',
    'purnayu',
    'The lagna lord in a kendra joined or aspected by Jupiter and by Venus',
    all(inH(L(1), KENDRA), assoc(L(1), 'Jupiter'), assoc(L(1), 'Venus')),
  ),
  A43(
    '62',
    'purnayu',
    'Three grahas exalted, the lords of the lagna and the 8th among them, no malefic in the 8th',
    all(
      { atLeast: 3, of: SEVEN.map((g) => dig(g, 'exalted')) },
      dig(L(1), 'exalted'),
      dig(L(8), 'exalted'),
      occ([8], 'none', 'malefics'),
    ),
  ),
  A43(
    '63',
    'purnayu',
    "Three grahas in the 8th, each in its own, exaltation or a friend's sign, the lagna lord strong",
    all(
      { t: 'occupied', houses: [8], need: 'each', by: 'sapta', min: 3 },
      ...SEVEN.map((g) =>
        any(not(inH(g, [8])), dig(g, 'own', 'exalted', 'moolatrikona', 'friend', 'great-friend')),
      ),
      strong(L(1)),
    ),
  ),
  A43(
    '64',
    'purnayu',
    'Saturn or the lagna lord joined by an exalted graha',
    any(...SEVEN.map((g) => all(dig(g, 'exalted'), any(conj(g, 'Saturn'), conj(g, L(1)))))),
  ),
  A43(
    '66',
    'purnayu',
    'Benefics in the 6th, 7th and 8th, malefics in the 3rd and 11th',
    all(occ([6, 7, 8], 'each', 'benefics'), occ([3, 11], 'each', 'malefics')),
  ),
  A43(
    '67',
    'purnayu',
    'The 8th lord a friend of the Sun (the Moon, Mars or Jupiter), malefics in the 6th and 12th, the lagna lord in a kendra',
    all(
      exists({ both: [L(8), { anyOf: ['Moon', 'Mars', 'Jupiter'] }] }),
      occ([6, 12], 'each', 'malefics'),
      inH(L(1), KENDRA),
    ),
  ),
  A43(
    '68',
    'purnayu',
    'A malefic in the 8th, the 10th lord exalted',
    all(occ([8], 'some', 'malefics'), dig(L(10), 'exalted')),
  ),
  A43(
    '69',
    'purnayu',
    'A dual sign rising, the lagna lord in a kendra or trikona or exalted',
    all(inS('lagna', DUAL), any(inH(L(1), KENDRA_TRIKONA), dig(L(1), 'exalted'))),
  ),
  A43(
    '70',
    'purnayu',
    'A dual sign rising, two malefics in kendras from a strong lagna lord',
    all(inS('lagna', DUAL), strong(L(1)), {
      atLeast: 2,
      of: (['Sun', 'Moon', 'Mars', 'Mercury', 'Saturn', 'Rahu', 'Ketu'] as const).map((g) =>
        inH({ both: [g, 'malefics'] }, KENDRA, L(1)),
      ),
    }),
  ),
  A43(
    '75',
    'alpayu',
    'The lagna lord in the 6th, 8th or 12th joined by a malefic, neither joined nor aspected by a benefic',
    all(inH(L(1), DUSTHANA), assoc(L(1), 'malefics', 'conj'), not(assoc(L(1), 'benefics'))),
  ),
  A43(
    '76',
    'alpayu',
    'Malefics in kendras, none of them joined or aspected by a benefic, the lagna lord not strong',
    all(
      occ(KENDRA, 'some', 'malefics'),
      ...(['Sun', 'Moon', 'Mars', 'Mercury', 'Saturn', 'Rahu', 'Ketu'] as const).map((g) =>
        not(all(inH({ both: [g, 'malefics'] }, KENDRA), assoc(g, 'benefics'))),
      ),
      weak(L(1)),
    ),
  ),
  A43(
    '77',
    'alpayu',
    'Malefics in the 12th and the 2nd, neither house holding or aspected by a benefic',
    all(
      occ([12], 'some', 'malefics'),
      occ([2], 'some', 'malefics'),
      occ([2, 12], 'none', 'benefics'),
      not(aspH('benefics', 2)),
      not(aspH('benefics', 12)),
    ),
  ),
  A43(
    '78',
    'alpayu',
    "The lords of the lagna and the 8th both without dignity (not in own, exaltation, moolatrikona or a friend's sign) and not strong",
    all(
      weak(L(1)),
      weak(L(8)),
      not(dig(L(1), 'own', 'exalted', 'moolatrikona', 'friend', 'great-friend')),
      not(dig(L(8), 'own', 'exalted', 'moolatrikona', 'friend', 'great-friend')),
    ),
  ),
];

/** The BPHS entries of this module. */
export const BPHS_YOGAS: readonly YogaEntry[] = [
  ...CH37,
  ...CH39,
  ...CH40,
  ...CH41,
  ...CH42,
  ...CH43,
];
