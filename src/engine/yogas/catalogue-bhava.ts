/**
 * @module Catalogue, part 4: B.V. Raman's bhava (house) combinations for the 1st to 5th houses
 * (body, wealth and speech, siblings and courage, mother and home, children), his Daridra
 * (poverty) combinations of BPHS ch. 42, the Arishta (affliction) yogas, and Pravrajya. Kala
 * Sarpa, Kemadruma (catalogue-classic.ts), Guru-Chandala and Grahana read the one definition of
 * the dosha report (POST /n/api/dosha), so that yogas and doshas never disagree on a chart. Data only.
 */
import {
  BENEFIC_SIGNS,
  DUSTHANA,
  KENDRA,
  KENDRA_TRIKONA,
  L,
  MOVABLE,
  TRIKONA,
  VISIBLE,
  WATERY,
  all,
  any,
  asp,
  aspH,
  assoc,
  conj,
  dig,
  dosha,
  hemmed,
  inH,
  inNav,
  inS,
  not,
  occ,
  owns,
  rel,
  same,
  strong,
  v,
  weak,
  withVariants,
  xchg,
  type YogaEntry,
  type YogaCategory,
} from './catalogue-types.js';
import type { GrahaName } from '../core/constants.js';
import type { GrahaSel, Rule } from './rules.js';

const R = 'B.V. Raman, Three Hundred Important Combinations';
const rn = (
  no: number,
  id: string,
  en: string,
  sa: string,
  rule: Rule,
  category: YogaCategory = 'bhava',
): YogaEntry => ({ id, name: { en, sa }, source: `${R}, no. ${no}`, category, rule });
const rh = (
  house: string,
  id: string,
  en: string,
  sa: string,
  rule: Rule,
  category: YogaCategory = 'bhava',
): YogaEntry => ({ id, name: { en, sa }, source: `${R} (${house})`, category, rule });
const MARAKA: GrahaSel = { anyOf: [L(2), L(7)] };
/** Pairs of grahas each of which counts the other a natural friend (BPHS 3.55). */
const NATURAL_FRIEND_PAIRS: [GrahaName, GrahaName][] = [
  ['Sun', 'Moon'],
  ['Sun', 'Mars'],
  ['Sun', 'Jupiter'],
  ['Mars', 'Jupiter'],
  ['Mercury', 'Venus'],
  ['Venus', 'Saturn'],
];
const DUSTHANA_LORDS = (g: GrahaSel): Rule => any(conj(g, L(6)), conj(g, L(8)), conj(g, L(12)));

const FIRST: YogaEntry[] = [
  rn(
    114,
    'dehasthoulya-114',
    'Dehasthoulya Yoga (watery lagna lord)',
    'Dehasthaulya Yoga',
    all(inS(L(1), WATERY), inS({ navDispositorOf: L(1) }, WATERY)),
  ),
  rn(
    115,
    'dehasthoulya-115',
    'Dehasthoulya Yoga (Jupiter)',
    'Dehasthaulya Yoga (Guru)',
    any(inH('Jupiter', [1]), all(inS('Jupiter', WATERY), aspH('Jupiter', 1))),
  ),
  rn(
    116,
    'dehasthoulya-116',
    'Dehasthoulya Yoga (watery lagna)',
    'Dehasthaulya Yoga (jala lagna)',
    any(
      all(inS('lagna', WATERY), occ([1], 'some', 'benefics')),
      same(L(1), 'Moon'),
      same(L(1), 'Venus'),
    ),
  ),
  rh(
    '1st house',
    'rogagrastha',
    'Rogagrastha Yoga',
    'Rogagrasta Yoga',
    all(inH(L(1), DUSTHANA), conj(L(1), L(6))),
  ),
  rh(
    '1st house',
    'sada-sanchara',
    'Sada Sanchara Yoga',
    'Sada Sanchara Yoga',
    any(inS(L(1), MOVABLE), inS({ dispositorOf: 'Moon' }, MOVABLE)),
  ),
];

const SECOND: YogaEntry[] = [
  rn(
    154,
    'yukthi-samanwithavagmi',
    'Yukthi Samanwithavagmi Yoga',
    'Yuktisamanvita Vagmi Yoga',
    any(
      all(assoc(L(2), 'benefics', 'conj'), inH(L(2), KENDRA_TRIKONA)),
      all(dig(L(2), 'exalted'), conj(L(2), 'Jupiter')),
    ),
  ),
  rh(
    '2nd house',
    'parihasaka',
    'Parihasaka Yoga',
    'Parihasaka Yoga',
    all(conj(L(1), L(2)), assoc(L(1), 'benefics')),
  ),
  rh(
    '2nd house',
    'asatyavadi',
    'Asatyavadi Yoga',
    'Asatyavadi Yoga',
    all(assoc(L(2), { anyOf: ['Saturn', 'Rahu', 'Ketu'] }, 'conj'), weak('Mercury')),
    'arishta',
  ),
  rh(
    '2nd house',
    'jada',
    'Jada Yoga',
    'Jada Yoga',
    all(inH(L(2), DUSTHANA), asp('malefics', L(2))),
    'arishta',
  ),
  rh(
    '2nd house',
    'mooka',
    'Mooka Yoga',
    'Muka Yoga',
    all(inH(L(2), [8]), assoc(L(2), 'malefics', 'conj')),
    'arishta',
  ),
  rh(
    '2nd house',
    'sumukha',
    'Sumukha Yoga',
    'Sumukha Yoga',
    any(
      occ([2], 'some', { anyOf: ['Jupiter', 'Venus'] }),
      aspH({ anyOf: ['Jupiter', 'Venus'] }, 2),
    ),
  ),
  rh(
    '2nd house',
    'durmukha',
    'Durmukha Yoga',
    'Durmukha Yoga',
    occ([2], 'some', { anyOf: ['Saturn', 'Rahu', 'Ketu'] }),
    'arishta',
  ),
  rh(
    '2nd house',
    'bhojana-soukhya',
    'Bhojana Soukhya Yoga',
    'Bhojana Saukhya Yoga',
    all(strong(L(2)), assoc(L(2), 'benefics')),
  ),
  rh(
    '2nd house',
    'parannabhojana',
    'Parannabhojana Yoga',
    'Parannabhojana Yoga',
    all(weak(L(2)), inH(L(2), [8, 12])),
    'arishta',
  ),
  rh(
    '2nd house',
    'sraddhannabhuktha',
    'Sraddhannabhuktha Yoga',
    'Shraddhannabhukta Yoga',
    all(assoc(L(2), 'Saturn', 'conj'), assoc(L(2), L(8), 'conj')),
    'arishta',
  ),
  rh(
    '2nd house',
    'sarpaganda',
    'Sarpaganda Yoga',
    'Sarpaganda Yoga',
    all(inH('Rahu', [2]), any(conj('Rahu', L(2)), asp({ of: 'malefics', except: 'Ketu' }, 'Rahu'))),
    'arishta',
  ),
  rh(
    '2nd house',
    'vakchalana',
    'Vakchalana Yoga',
    'Vakchalana Yoga',
    all(inH(L(2), DUSTHANA), assoc(L(2), { anyOf: ['Rahu', 'Saturn'] }, 'conj')),
    'arishta',
  ),
  rh(
    '2nd house',
    'vishaprayoga',
    'Vishaprayoga Yoga',
    'Vishaprayoga Yoga',
    all(DUSTHANA_LORDS(L(2)), asp('malefics', L(2))),
    'arishta',
  ),
];

/** Raman's Daridra yogas (nos. 144-153) follow BPHS ch. 42 in kind; no. 152 is BPHS 42.8 word for word, the others differ from its verses (which are entries of their own, catalogue-bphs.ts). */
const RD = (no: number): string =>
  no === 152 ? `BPHS 42.8; ${R}, no. 152` : `${R}, no. ${no} (a Daridra yoga after BPHS ch. 42)`;
const DARIDRA: YogaEntry[] = [
  rn(
    144,
    'daridra-144',
    'Daridra Yoga (lagna and 12th lords exchanged)',
    'Daridra Yoga',
    all(xchg(L(1), L(12)), any(assoc(L(1), L(7)), assoc(L(12), L(7)))),
    'daridra',
  ),
  rn(
    145,
    'daridra-145',
    'Daridra Yoga (lagna and 6th lords exchanged)',
    'Daridra Yoga',
    all(xchg(L(1), L(6)), asp(MARAKA, 'Moon')),
    'daridra',
  ),
  rn(
    146,
    'daridra-146',
    'Daridra Yoga (Ketu and the Moon in the lagna)',
    'Daridra Yoga',
    all(inH('Ketu', [1]), inH('Moon', [1])),
    'daridra',
  ),
  rn(
    147,
    'daridra-147',
    'Daridra Yoga (lagna lord in the 8th)',
    'Daridra Yoga',
    all(inH(L(1), [8]), assoc(L(1), MARAKA)),
    'daridra',
  ),
  rn(
    148,
    'daridra-148',
    'Daridra Yoga (lagna lord in a dusthana with a malefic)',
    'Daridra Yoga',
    all(inH(L(1), DUSTHANA), assoc(L(1), 'malefics', 'conj'), assoc(L(1), MARAKA)),
    'daridra',
  ),
  rn(
    149,
    'daridra-149',
    'Daridra Yoga (lagna lord with a dusthana lord)',
    'Daridra Yoga',
    all(DUSTHANA_LORDS(L(1)), asp('malefics', L(1))),
    'daridra',
  ),
  rn(
    150,
    'daridra-150',
    'Daridra Yoga (5th lord with a dusthana lord)',
    'Daridra Yoga',
    all(DUSTHANA_LORDS(L(5)), not(assoc(L(5), 'benefics'))),
    'daridra',
  ),
  rn(
    151,
    'daridra-151',
    'Daridra Yoga (5th lord in the 6th or 10th)',
    'Daridra Yoga',
    all(inH(L(5), [6, 10]), asp({ anyOf: [L(2), L(6), L(7), L(8), L(12)] }, L(5))),
    'daridra',
  ),
  rn(
    152,
    'daridra-152',
    'Daridra Yoga (malefic in the lagna with maraka lords)',
    'Daridra Yoga',
    any(
      ...(['Sun', 'Mars', 'Saturn', 'Rahu', 'Ketu'] as const).map((g) =>
        all(inH(g, [1]), not(owns(g, [9, 10])), assoc(g, MARAKA)),
      ),
    ),
    'daridra',
  ),
  rn(
    153,
    'daridra-153',
    'Daridra Yoga (lords of the lagna and the navamsa lagna in dusthanas)',
    'Daridra Yoga',
    all(
      inH({ anyOf: [L(1), 'navLagnaLord'] }, DUSTHANA, 'lagna', 'all'),
      assoc(L(1), MARAKA),
      assoc('navLagnaLord', MARAKA),
    ),
    'daridra',
  ),
].map((e) => ({ ...e, source: RD(Number(e.id.slice(-3))) }));

const THIRD: YogaEntry[] = [
  rh(
    '3rd house',
    'bhratruvriddhi',
    'Bhratruvriddhi Yoga',
    'Bhratrivriddhi Yoga',
    any(
      assoc(L(3), 'benefics', 'conj'),
      assoc('Mars', 'benefics', 'conj'),
      inS(L(3), BENEFIC_SIGNS),
      inS('Mars', BENEFIC_SIGNS),
    ),
  ),
  rh(
    '3rd house',
    'sodaranasa',
    'Sodaranasa Yoga',
    'Sodaranasha Yoga',
    all(inH({ anyOf: ['Mars', L(3)] }, [3, 5, 7, 8], 'lagna', 'all'), asp('malefics', L(3))),
    'arishta',
  ),
  rh(
    '3rd house',
    'ekabhagini',
    'Ekabhagini Yoga',
    'Ekabhagini Yoga',
    all(inH('Mercury', [3]), conj(L(3), 'Moon'), conj('Mars', 'Saturn')),
  ),
  rh(
    '3rd house',
    'dwadasa-sahodara',
    'Dwadasa Sahodara Yoga',
    'Dvadasha Sahodara Yoga',
    all(
      inH(L(3), KENDRA),
      dig('Mars', 'exalted'),
      conj('Mars', 'Jupiter'),
      rel(L(3), 'Mars', TRIKONA),
    ),
  ),
  rh(
    '3rd house',
    'saptasankhya-sahodara',
    'Saptasankhya Sahodara Yoga',
    'Saptasankhya Sahodara Yoga',
    all(
      conj(L(12), 'Mars'),
      inH('Moon', [3]),
      conj('Moon', 'Jupiter'),
      not(assoc('Moon', 'Venus')),
    ),
  ),
  rh(
    '3rd house',
    'parakrama',
    'Parakrama Yoga',
    'Parakrama Yoga',
    all(inNav(L(3), BENEFIC_SIGNS), assoc(L(3), 'benefics'), inS('Mars', BENEFIC_SIGNS)),
  ),
  rn(
    184,
    'yuddhatpoorvadridhachitta',
    'Yuddhatpoorvadridhachitta Yoga',
    'Yuddhatpurvadridhachitta Yoga',
    all(
      dig(L(3), 'exalted'),
      assoc(L(3), 'malefics', 'conj'),
      any(inS(L(3), MOVABLE), inNav(L(3), MOVABLE)),
    ),
  ),
  rh(
    '3rd house',
    'satkathadisravana',
    'Satkathadisravana Yoga',
    'Satkathadishravana Yoga',
    all(
      owns({ anyOf: ['Mercury', 'Jupiter', 'Venus', 'Moon'] }, [3]),
      aspH('benefics', 3),
      inNav(L(3), BENEFIC_SIGNS),
    ),
  ),
];

const FOURTH: YogaEntry[] = [
  rh(
    '4th house',
    'uttama-griha',
    'Uttama Griha Yoga',
    'Uttama Griha Yoga',
    all(assoc(L(4), 'benefics', 'conj'), asp('benefics', L(4)), inH(L(4), KENDRA_TRIKONA)),
  ),
  rh(
    '4th house',
    'vichitra-saudha-prakara',
    'Vichitra Saudha Prakara Yoga',
    'Vichitra Saudha Prakara Yoga',
    all(conj(L(4), L(10)), assoc(L(4), 'Saturn', 'conj'), assoc(L(4), 'Mars', 'conj')),
  ),
  rn(
    189,
    'ayatna-griha-prapta',
    'Ayatna Griha Prapta Yoga (the lords of the lagna and the 7th)',
    'Ayatna Griha Prapti Yoga',
    all(inH({ anyOf: [L(1), L(7)] }, [1, 4], 'lagna', 'all'), asp('benefics', L(1))),
  ),
  rn(
    190,
    'ayatna-griha-prapta-190',
    'Ayatna Griha Prapta Yoga (the 9th lord in a kendra)',
    'Ayatna Griha Prapti Yoga',
    all(inH(L(9), KENDRA), dig(L(4), 'exalted', 'moolatrikona', 'own')),
  ),
  rn(
    191,
    'grihanasa',
    'Grihanasa Yoga (the 4th lord in the 12th)',
    'Grihanasha Yoga',
    all(inH(L(4), [12]), asp('malefics', L(4))),
    'arishta',
  ),
  rn(
    192,
    'grihanasa-192',
    "Grihanasa Yoga (the 4th lord's navamsa lord in the 12th)",
    'Grihanasha Yoga',
    inH({ navDispositorOf: L(4) }, [12]),
    'arishta',
  ),
  rn(
    193,
    'bandhu-pujya-193',
    'Bandhu Pujya Yoga',
    'Bandhu Pujya Yoga',
    all(owns('benefics', [4]), asp({ of: 'benefics', except: L(4) }, L(4)), inH('Mercury', [1])),
  ),
  rn(
    194,
    'bandhu-pujya-194',
    'Bandhu Pujya Yoga (Jupiter)',
    'Bandhu Pujya Yoga (Guru)',
    any(assoc(L(4), 'Jupiter'), inH('Jupiter', [4]), aspH('Jupiter', 4)),
  ),
  {
    ...withVariants(
      {
        id: 'matrunasa',
        name: { en: 'Matrunasa Yoga', sa: 'Matrunasha Yoga' },
        source: `${R}, no. 198 ("hemmed in between, associated with or aspected by evil planets")`,
        category: 'arishta',
      },
      [
        v('hemmed', 'the Moon hemmed between malefics', hemmed('Moon', 'malefics')),
        v('joined', 'the Moon joined by a malefic', assoc('Moon', 'malefics', 'conj')),
        v('aspected', 'the Moon aspected by a malefic', asp('malefics', 'Moon')),
      ],
    ),
  },
  rn(
    199,
    'matrunasa-199',
    'Matrunasa Yoga (navamsa lords of the 4th lord)',
    'Matrunasha Yoga',
    inH({ navDispositorOf: { navDispositorOf: L(4) } }, DUSTHANA),
    'arishta',
  ),
  rn(
    202,
    'kapata-202',
    'Kapata Yoga',
    'Kapata Yoga',
    all(occ([4], 'some', 'malefics'), any(assoc(L(4), 'malefics'), hemmed(L(4), 'malefics'))),
    'arishta',
  ),
  rn(
    203,
    'kapata-203',
    'Kapata Yoga (Saturn, Mars, Rahu and the malefic 10th lord in the 4th)',
    'Kapata Yoga',
    all(
      inH({ anyOf: ['Saturn', 'Mars', 'Rahu'] }, [4], 'lagna', 'all'),
      inH({ both: [L(10), 'malefics'] }, [4]),
      asp('malefics', L(10)),
    ),
    'arishta',
  ),
  rn(
    205,
    'nishkapata-205',
    'Nishkapata Yoga',
    'Nishkapata Yoga',
    any(
      occ([4], 'some', 'benefics'),
      owns({ anyOf: ['Mercury', 'Jupiter', 'Venus', 'Moon'] }, [4]),
      any(
        ...VISIBLE.map((g) => all(inH(g, [4]), dig(g, 'exalted', 'own', 'friend', 'great-friend'))),
      ),
    ),
  ),
  rn(
    206,
    'nishkapata-206',
    'Nishkapata Yoga (lagna lord in the 4th)',
    'Nishkapata Yoga',
    all(inH(L(1), [4]), assoc(L(1), 'benefics')),
  ),
  rh(
    '4th house',
    'matru-satrutwa',
    'Matru Satrutwa Yoga',
    'Matrishatrutva Yoga',
    all(same(L(1), 'Mercury'), same(L(4), 'Mercury'), assoc('Mercury', 'malefics')),
    'arishta',
  ),
  withVariants(
    {
      id: 'matru-sneha',
      name: { en: 'Matru Sneha Yoga', sa: 'Matrisneha Yoga' },
      source: `${R} (4th house: three variations)`,
      category: 'bhava',
    },
    [
      v('same-lord', 'the lagna and the 4th ruled by one graha', same(L(1), L(4))),
      v(
        'friends',
        'the lords of the lagna and the 4th friends of each other, by nature or by position',
        any(
          rel(L(1), L(4), [2, 3, 4, 10, 11, 12]),
          ...NATURAL_FRIEND_PAIRS.flatMap(([a, b]) => [
            all(same(L(1), a), same(L(4), b)),
            all(same(L(1), b), same(L(4), a)),
          ]),
        ),
      ),
      v(
        'benefic-aspects',
        'the lords of the lagna and the 4th both aspected by benefics',
        all(asp('benefics', L(1)), asp('benefics', L(4))),
      ),
    ],
  ),
  rn(209, 'vahana-209', 'Vahana Yoga', 'Vahana Yoga', inH(L(1), [4, 9, 11])),
  rn(
    210,
    'vahana-210',
    'Vahana Yoga (exalted 4th lord)',
    'Vahana Yoga',
    all(dig(L(4), 'exalted'), inH({ exaltLordOf: L(4) }, KENDRA_TRIKONA)),
  ),
];

const FIFTH: YogaEntry[] = [
  rh(
    '5th house',
    'anapathya',
    'Anapathya Yoga',
    'Anapatya Yoga',
    all(weak('Jupiter'), weak(L(1)), weak(L(7)), weak(L(5))),
    'arishta',
  ),
  rn(
    212,
    'sarpasapa-212',
    'Sarpa Sapa Yoga (Rahu in the 5th)',
    'Sarpashapa Yoga',
    all(inH('Rahu', [5]), any(asp('Mars', 'Rahu'), owns('Mars', [5]))),
    'arishta',
  ),
  rn(
    213,
    'sarpasapa-213',
    'Sarpa Sapa Yoga (5th lord with Rahu)',
    'Sarpashapa Yoga',
    all(conj(L(5), 'Rahu'), inH('Saturn', [5]), assoc('Saturn', 'Moon')),
    'arishta',
  ),
  rn(
    214,
    'sarpasapa-214',
    'Sarpa Sapa Yoga (Jupiter with Mars)',
    'Sarpashapa Yoga',
    all(conj('Jupiter', 'Mars'), inH('Rahu', [1]), inH(L(5), DUSTHANA)),
    'arishta',
  ),
  rn(
    215,
    'sarpasapa-215',
    'Sarpa Sapa Yoga (Mars sign in the 5th)',
    'Sarpashapa Yoga',
    all(owns('Mars', [5]), inH('Rahu', [5]), assoc('Rahu', 'Mercury')),
    'arishta',
  ),
  rh(
    '5th house',
    'pitru-sapa-sutakshaya',
    'Pitru Sapa Sutakshaya Yoga',
    'Pitrushapa Sutakshaya Yoga',
    all(
      inH('Sun', [5]),
      any(dig('Sun', 'debilitated'), inNav('Sun', [9, 10]), hemmed('Sun', 'malefics')),
    ),
    'arishta',
  ),
  rh(
    '5th house',
    'matru-sapa-sutakshaya',
    'Matru Sapa Sutakshaya Yoga',
    'Matrushapa Sutakshaya Yoga',
    all(xchg(L(5), L(8)), inH({ anyOf: ['Moon', L(4)] }, [6], 'lagna', 'all')),
    'arishta',
  ),
  rh(
    '5th house',
    'bhratru-sapa-sutakshaya',
    'Bhratru Sapa Sutakshaya Yoga',
    'Bhratrushapa Sutakshaya Yoga',
    all(
      inH({ anyOf: [L(1), L(5)] }, [8], 'lagna', 'all'),
      inH({ anyOf: [L(3), 'Mars', 'Rahu'] }, [5], 'lagna', 'all'),
    ),
    'arishta',
  ),
  rh(
    '5th house',
    'pretha-sapa',
    'Pretha Sapa Yoga',
    'Pretashapa Yoga',
    all(
      inH({ anyOf: ['Sun', 'Saturn'] }, [5], 'lagna', 'all'),
      inH('Moon', [7]),
      weak('Moon'),
      inH('Rahu', [1]),
      inH('Jupiter', [12]),
    ),
    'arishta',
  ),
  rn(
    220,
    'bahu-putra',
    'Bahu Putra Yoga',
    'Bahuputra Yoga',
    all(inH('Rahu', [5]), not(inNav('Rahu', [9, 10]))),
  ),
  rn(
    222,
    'dattha-putra-222',
    'Dattha Putra Yoga',
    'Dattaputra Yoga',
    all(
      inH({ anyOf: ['Mars', 'Saturn'] }, [5], 'lagna', 'all'),
      inS(L(1), [2, 5]),
      assoc(L(1), 'Mercury'),
    ),
  ),
  rn(
    223,
    'dattha-putra-223',
    'Dattha Putra Yoga (7th lord in the 11th)',
    'Dattaputra Yoga',
    all(
      inH(L(7), [11]),
      assoc(L(5), 'benefics', 'conj'),
      occ([5], 'some', { anyOf: ['Mars', 'Saturn'] }),
    ),
  ),
  rn(225, 'eka-putra', 'Eka Putra Yoga', 'Ekaputra Yoga', inH(L(5), KENDRA_TRIKONA)),
  rn(
    226,
    'suputra',
    'Suputra Yoga',
    'Suputra Yoga',
    all(same(L(5), 'Jupiter'), dig('Sun', 'own', 'exalted', 'friend', 'great-friend')),
  ),
  rn(
    227,
    'kaalanirdesat-putra-227',
    'Kaalanirdesat Putra Yoga',
    'Kalanirdeshat Putra Yoga',
    all(inH('Jupiter', [5]), conj(L(5), 'Venus')),
  ),
  rn(
    228,
    'kaalanirdesat-putra-228',
    'Kaalanirdesat Putra Yoga (Jupiter in the 9th)',
    'Kalanirdeshat Putra Yoga',
    all(inH('Jupiter', [9]), rel('Jupiter', 'Venus', [9]), conj('Venus', L(1))),
  ),
  rn(
    229,
    'putranasa-229',
    'Kaalanirdesat Putranasa Yoga',
    'Kalanirdeshat Putranasha Yoga',
    all(inH('Rahu', [5]), assoc(L(5), 'malefics', 'conj'), dig('Jupiter', 'debilitated')),
    'arishta',
  ),
  rn(
    230,
    'putranasa-230',
    'Kaalanirdesat Putranasa Yoga (malefics in the 5th)',
    'Kalanirdeshat Putranasha Yoga',
    all(
      any(occ([5], 'some', 'malefics', 'Jupiter'), aspH('malefics', 5, 'Jupiter')),
      any(occ([5], 'some', 'malefics'), aspH('malefics', 5)),
    ),
    'arishta',
  ),
  rn(
    231,
    'buddhimaturya',
    'Buddhimaturya Yoga',
    'Buddhimaturya Yoga',
    all(
      owns('benefics', [5]),
      any(asp({ of: 'benefics', except: L(5) }, L(5)), inS(L(5), BENEFIC_SIGNS)),
    ),
  ),
  rn(
    236,
    'jara',
    'Jara Yoga',
    'Jara Yoga',
    inH({ anyOf: [L(10), L(2), L(7)] }, [10], 'lagna', 'all'),
  ),
];

const F = 'Folk tradition of modern Parashari practice (not named in BPHS)';
const ONE_DEF =
  'one definition with the dosha of POST /n/api/dosha: the yoga holds exactly when the dosha report says present';
const ARISHTA: YogaEntry[] = [
  withVariants(
    {
      id: 'asubha',
      name: { en: 'Asubha Yoga', sa: 'Ashubha Yoga' },
      source: 'BPHS 36.1-2',
      category: 'arishta',
    },
    [
      v('malefic-in-lagna', 'a malefic in the lagna', occ([1], 'some', 'malefics')),
      v(
        'papa-kartari',
        'Papa Kartari: malefics in both the 12th and the 2nd',
        all(occ([2], 'some', 'malefics'), occ([12], 'some', 'malefics')),
        'BPHS 36.1-2; Phaladeepika ch. 6 (Kartari)',
      ),
    ],
  ),
  {
    id: 'sakata',
    name: { en: 'Sakata Yoga', sa: 'Shakata Yoga' },
    source: 'BPHS ch. 36; B.V. Raman, Three Hundred Important Combinations (Sakata Yoga)',
    category: 'arishta',
    rule: all(inH('Moon', DUSTHANA, 'Jupiter'), not(inH('Moon', KENDRA))),
  },
  {
    id: 'vanchana-chora-bheethi',
    name: { en: 'Vanchana Chora Bheethi Yoga', sa: 'Vanchana Chora Bhiti Yoga' },
    source: 'B.V. Raman, Three Hundred Important Combinations (Vanchana Chora Bheethi Yoga)',
    category: 'arishta',
    rule: all(inH(L(1), DUSTHANA), assoc(L(1), 'malefics')),
  },
  withVariants(
    {
      id: 'guru-chandala',
      name: { en: 'Guru-Chandala Yoga', sa: 'Guru-Chandala Yoga' },
      source: `${F}; ${ONE_DEF} (Guru Chandal)`,
      category: 'arishta',
    },
    [
      v('rahu', 'Jupiter with Rahu', dosha('guru-chandal', 'rahu')),
      v('ketu', 'Jupiter with Ketu', dosha('guru-chandal', 'ketu')),
    ],
  ),
  withVariants(
    {
      id: 'grahana',
      name: { en: 'Grahana Yoga', sa: 'Grahana Yoga' },
      source: `${F}; ${ONE_DEF} (Grahan)`,
      category: 'arishta',
    },
    [
      v('surya', 'the Sun with Rahu or Ketu (Surya grahana)', dosha('grahan', 'surya')),
      v('chandra', 'the Moon with Rahu or Ketu (Chandra grahana)', dosha('grahan', 'chandra')),
    ],
  ),
  {
    id: 'angaraka',
    name: { en: 'Angaraka Yoga', sa: 'Angaraka Yoga' },
    source: F,
    category: 'arishta',
    rule: any(conj('Mars', 'Rahu'), conj('Mars', 'Ketu')),
  },
  {
    id: 'shrapit',
    name: { en: 'Shrapit Yoga', sa: 'Shrapita Yoga' },
    source: F,
    category: 'arishta',
    rule: conj('Saturn', 'Rahu'),
  },
  {
    id: 'visha',
    name: { en: 'Visha Yoga (Saturn with the Moon)', sa: 'Visha Yoga' },
    source: F,
    category: 'arishta',
    rule: conj('Saturn', 'Moon'),
  },
  withVariants(
    {
      id: 'kala-sarpa',
      name: { en: 'Kala Sarpa Yoga', sa: 'Kala Sarpa Yoga' },
      category: 'arishta',
      source: `B.V. Raman, Three Hundred Important Combinations (appendix on Kala Sarpa Yoga: all the grahas hemmed between Rahu and Ketu); the partial forms and the apasavya (Kala Amrita) direction from modern practice; ${ONE_DEF} (Kaal Sarp)`,
    },
    (['full', 'partial-node-sign', 'partial-one-outside'] as const).flatMap((form) =>
      (['savya', 'apasavya'] as const).map((dir) =>
        v(
          `${form}-${dir}`,
          `${form === 'full' ? 'all seven grahas' : form === 'partial-node-sign' ? "the seven grahas by sign, those outside the half in a node's sign" : 'six grahas, one outside'} ${dir === 'savya' ? 'from Rahu to Ketu (savya)' : 'from Ketu to Rahu (apasavya, Kala Amrita)'}`,
          dosha('kaal-sarp', `${form}-${dir}`),
        ),
      ),
    ),
  ),
  {
    id: 'balarishta-moon',
    name: { en: 'Balarishta (Moon in a dusthana aspected by malefics)', sa: 'Balarishta Yoga' },
    source: 'BPHS (Arishta adhyaya): Moon in the 6th, 8th or 12th aspected by malefics',
    category: 'arishta',
    rule: all(inH('Moon', DUSTHANA), asp('malefics', 'Moon')),
  },
];

const SANNYASA: YogaEntry[] = [
  {
    id: 'pravrajya',
    name: { en: 'Pravrajya Yoga (four or more grahas in one sign)', sa: 'Pravrajya Yoga' },
    source: 'Brihat Jataka ch. 15; Phaladeepika ch. 27',
    category: 'sannyasa',
    rule: { t: 'cluster', min: 4 },
  },
];

/** Bhava, Daridra, Arishta and Pravrajya entries. */
export const BHAVA_YOGAS: readonly YogaEntry[] = [
  ...FIRST,
  ...SECOND,
  ...DARIDRA,
  ...THIRD,
  ...FOURTH,
  ...FIFTH,
  ...ARISHTA,
  ...SANNYASA,
];
