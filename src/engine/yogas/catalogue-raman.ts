/**
 * @module Catalogue, part 7: B.V. Raman's Three Hundred Important Combinations for the 4th and 5th houses
 * not yet taken (nos. 196, 197, 221, 232), for the 7th to 10th houses (nos. 237-244), his disease and
 * affliction combinations (nos. 265-296) and his Raja Bhanga yogas (nos. 298, 299). Raman numbers each
 * combination; each number is one entry, as in his count. Combinations that need Mandi (Gulika),
 * shashtiamsas or the vaiseshikamsas (nos. 155, 195, 204, 234, 246, 248, 264, 270, 273-275) are left out
 * (docs/yogas-doshas-matching.md). Data only.
 */
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
  inNav,
  inS,
  not,
  occ,
  owns,
  rel,
  strong,
  v,
  withVariants,
  type YogaCategory,
  type YogaEntry,
} from './catalogue-types.js';
import type { GrahaSel, Rule } from './rules.js';

const R = 'B.V. Raman, Three Hundred Important Combinations';
const rn = (
  no: number,
  id: string,
  category: YogaCategory,
  en: string,
  sa: string,
  text: string,
  rule: Rule,
): YogaEntry => ({ id, name: { en, sa }, source: `${R}, no. ${no}`, text, category, rule });
/** Signs owned by the malefics Mars, the Sun and Saturn. */
const MALEFIC_SIGNS = [0, 4, 7, 9, 10];
const BENEFIC_GRAHAS: GrahaSel[] = ['Moon', 'Mercury', 'Jupiter', 'Venus'];
const navLagnaSign = (g: GrahaSel): Rule => ({ t: 'inNavLagna', g });

const HOUSES_4_5: YogaEntry[] = [
  rn(
    196,
    'matrudeerghayur-196',
    'bhava',
    'Matrudeerghayur Yoga (a benefic in the 4th)',
    'Matri Dirghayur Yoga',
    'A benefic in the 4th, the 4th lord exalted, the Moon strong',
    all(occ([4], 'some', 'benefics'), dig(L(4), 'exalted'), strong('Moon')),
  ),
  rn(
    197,
    'matrudeerghayur-197',
    'bhava',
    "Matrudeerghayur Yoga (the 4th lord's navamsa lord)",
    'Matri Dirghayur Yoga',
    'The lord of the navamsa the 4th lord occupies strong and in a kendra from the lagna and from the Moon',
    all(
      strong({ navDispositorOf: L(4) }),
      inH({ navDispositorOf: L(4) }, KENDRA),
      inH({ navDispositorOf: L(4) }, KENDRA, 'Moon'),
    ),
  ),
  rn(
    221,
    'bahu-putra-221',
    'bhava',
    "Bahu Putra Yoga (the navamsa lord of the 7th lord's companion)",
    'Bahuputra Yoga',
    'The lord of the navamsa occupied by a graha joined with the 7th lord in the 1st, 2nd or 5th',
    any(
      ...(
        ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'] as const
      ).map((g) => all(conj(g, L(7)), inH({ navDispositorOf: g }, [1, 2, 5]))),
    ),
  ),
  rn(
    232,
    'theevrabuddhi',
    'bhava',
    'Theevrabuddhi Yoga',
    'Tivrabuddhi Yoga',
    'The 5th lord a benefic occupying the navamsa lagna, the lord of the navamsa lagna a benefic or aspected by one',
    all(
      owns('benefics', [5]),
      navLagnaSign(L(5)),
      any(
        inH({ both: ['navLagnaLord', 'benefics'] }, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]),
        asp('benefics', 'navLagnaLord'),
      ),
    ),
  ),
];

const HOUSES_7_10: YogaEntry[] = [
  rn(
    237,
    'jarajaputra',
    'bhava',
    'Jarajaputra Yoga',
    'Jarajaputra Yoga',
    'The lords of the 5th and 7th, both strong, joined with the 6th lord and aspected by a benefic',
    all(strong(L(5)), strong(L(7)), conj(L(5), L(6)), conj(L(7), L(6)), asp('benefics', L(6))),
  ),
  rn(
    238,
    'bahu-sthree',
    'bhava',
    'Bahu Sthree Yoga',
    'Bahustri Yoga',
    'The lords of the lagna and the 7th joined or in mutual aspect',
    any(conj(L(1), L(7)), { t: 'mutualAspect', a: L(1), b: L(7) }),
  ),
  rn(
    239,
    'satkalatra',
    'bhava',
    'Satkalatra Yoga',
    'Satkalatra Yoga',
    'The 7th lord or Venus joined or aspected by Jupiter or Mercury',
    any(
      assoc(L(7), { anyOf: ['Jupiter', 'Mercury'] }),
      assoc('Venus', { anyOf: ['Jupiter', 'Mercury'] }),
    ),
  ),
  rn(
    240,
    'bhaga-chumbana',
    'bhava',
    'Bhaga Chumbana Yoga',
    'Bhagachumbana Yoga',
    'The 7th lord in the 4th joined by Venus',
    all(inH(L(7), [4]), conj(L(7), 'Venus')),
  ),
  rn(
    241,
    'bhagya-241',
    'bhava',
    'Bhagya Yoga (a strong benefic aspecting the 9th)',
    'Bhagya Yoga',
    'A strong benefic in the lagna, 3rd or 5th aspecting the 9th',
    any(
      ...BENEFIC_GRAHAS.map((g) =>
        all(inH({ both: [g, 'benefics'] }, [1, 3, 5]), strong(g), aspH(g, 9)),
      ),
    ),
  ),
  rn(
    242,
    'jananatpurvam-pitru-marana',
    'arishta',
    'Jananatpurvam Pitru Marana Yoga',
    'Jananatpurvam Pitrimarana Yoga',
    'The Sun in the 6th, 8th or 12th, the 8th lord in the 9th, the 12th lord in the lagna, the 6th lord in the 5th',
    all(inH('Sun', DUSTHANA), inH(L(8), [9]), inH(L(12), [1]), inH(L(6), [5])),
  ),
  rn(
    243,
    'dhatrutwa',
    'bhava',
    'Dhatrutwa Yoga',
    'Datritva Yoga',
    'The 9th lord exalted and aspected by a benefic, a benefic in the 9th',
    all(dig(L(9), 'exalted'), asp('benefics', L(9)), occ([9], 'some', 'benefics')),
  ),
  rn(
    244,
    'apakeerthi',
    'arishta',
    'Apakeerthi Yoga',
    'Apakirti Yoga',
    "The Sun and Saturn in the 10th, each in a malefic's navamsa or aspected by a malefic",
    all(
      inH({ anyOf: ['Sun', 'Saturn'] }, [10], 'lagna', 'all'),
      ...(['Sun', 'Saturn'] as const).map((g) => any(inNav(g, MALEFIC_SIGNS), asp('malefics', g))),
    ),
  ),
];

const rr = (no: number, id: string, en: string, sa: string, text: string, rule: Rule): YogaEntry =>
  rn(no, id, 'arishta', en, sa, text, rule);
const DISEASE: YogaEntry[] = [
  rr(
    265,
    'vrana',
    'Vrana Yoga',
    'Vrana Yoga',
    'The 6th lord, a malefic, in the lagna, the 8th or the 10th',
    inH({ both: [L(6), 'malefics'] }, [1, 8, 10]),
  ),
  rr(
    266,
    'sisnavyadhi',
    'Sisnavyadhi Yoga',
    'Shishnavyadhi Yoga',
    'Mercury in the lagna joined by the lords of the 6th and 8th',
    all(inH('Mercury', [1]), conj('Mercury', L(6)), conj('Mercury', L(8))),
  ),
  rr(
    268,
    'kushtaroga-268',
    'Kushtaroga Yoga (the lagna lord with Mars and Mercury)',
    'Kushtaroga Yoga',
    'The lagna lord with Mars and Mercury in the 4th or 12th',
    all(inH(L(1), [4, 12]), conj(L(1), 'Mars'), conj(L(1), 'Mercury')),
  ),
  rr(
    269,
    'kushtaroga-269',
    'Kushtaroga Yoga (Jupiter, Saturn and the Moon in the 6th)',
    'Kushtaroga Yoga',
    'Jupiter with Saturn and the Moon in the 6th',
    inH({ anyOf: ['Jupiter', 'Saturn', 'Moon'] }, [6], 'lagna', 'all'),
  ),
  rr(
    271,
    'bhandhana',
    'Bhandhana Yoga',
    'Bandhana Yoga',
    'The lords of the lagna and the 6th together in a kendra or trikona with Saturn, Rahu or Ketu',
    all(
      conj(L(1), L(6)),
      inH(L(1), KENDRA_TRIKONA),
      assoc(L(1), { anyOf: ['Saturn', 'Rahu', 'Ketu'] }, 'conj'),
    ),
  ),
  rr(
    272,
    'karascheda',
    'Karascheda Yoga',
    'Karachheda Yoga',
    'Saturn and Jupiter in the 9th and the 3rd',
    any(all(inH('Saturn', [9]), inH('Jupiter', [3])), all(inH('Saturn', [3]), inH('Jupiter', [9]))),
  ),
  rr(
    279,
    'pittharoga',
    'Pittharoga Yoga',
    'Pittaroga Yoga',
    'The Sun in the 6th joined by a malefic and aspected by another',
    all(inH('Sun', [6]), assoc('Sun', 'malefics', 'conj'), asp('malefics', 'Sun')),
  ),
  rr(
    281,
    'putrakalatraheena',
    'Putrakalatraheena Yoga',
    'Putrakalatrahina Yoga',
    'The waning Moon in the 5th, malefics in the 12th, 7th and lagna',
    all(inH('Moon', [5]), { t: 'flag', is: 'waning-moon' }, occ([12, 7, 1], 'each', 'malefics')),
  ),
  rr(
    282,
    'bharyasahavyabhichara',
    'Bharyasahavyabhichara Yoga',
    'Bharyasahavyabhichara Yoga',
    'Venus, Saturn and Mars with the Moon in the 7th',
    inH({ anyOf: ['Venus', 'Saturn', 'Mars', 'Moon'] }, [7], 'lagna', 'all'),
  ),
  withVariants(
    {
      id: 'vamsacheda',
      name: { en: 'Vamsacheda Yoga', sa: 'Vamshachheda Yoga' },
      source: `${R}, no. 283`,
      category: 'arishta',
      text: 'The Moon, Venus and malefics in the 10th, 7th and 4th; or the Moon and Venus in the 7th with malefics in the 4th and 10th',
    },
    [
      v(
        'first',
        'the Moon in the 10th, Venus in the 7th, a malefic in the 4th',
        all(inH('Moon', [10]), inH('Venus', [7]), occ([4], 'some', 'malefics')),
      ),
      v(
        'second',
        'the Moon and Venus in the 7th, malefics in the 4th and 10th',
        all(
          inH({ anyOf: ['Moon', 'Venus'] }, [7], 'lagna', 'all'),
          occ([4, 10], 'each', 'malefics'),
        ),
      ),
    ],
  ),
  rr(
    284,
    'guhyaroga',
    'Guhyaroga Yoga',
    'Guhyaroga Yoga',
    'The Moon joining malefics in the navamsa, in the navamsa of Cancer or Scorpio',
    all(inNav('Moon', [3, 7]), { t: 'navTogether', g: 'Moon', by: 'malefics' }),
  ),
  rr(
    285,
    'angaheena',
    'Angaheena Yoga',
    'Angahina Yoga',
    'The Moon in the 10th, Mars in the 7th and Saturn in the 2nd from the Sun',
    all(rel('Sun', 'Moon', [10]), rel('Sun', 'Mars', [7]), rel('Sun', 'Saturn', [2])),
  ),
  rr(
    286,
    'swetakushta',
    'Swetakushta Yoga',
    'Shvetakushta Yoga',
    'Mars and Saturn in the 2nd and 12th, the Moon in the lagna, the Sun in the 7th',
    all(
      any(all(inH('Mars', [2]), inH('Saturn', [12])), all(inH('Mars', [12]), inH('Saturn', [2]))),
      inH('Moon', [1]),
      inH('Sun', [7]),
    ),
  ),
  rr(
    287,
    'pisacha-grastha',
    'Pisacha Grastha Yoga',
    'Pishachagrasta Yoga',
    'Rahu with the Moon in the lagna, malefics in the trikonas (the 5th and 9th)',
    all(inH('Rahu', [1]), conj('Rahu', 'Moon'), occ([5, 9], 'each', 'malefics')),
  ),
  rr(
    288,
    'andha-288',
    'Andha Yoga (Rahu with the Sun in the lagna)',
    'Andha Yoga',
    'Rahu with the Sun in the lagna, malefics in the trikonas (the 5th and 9th)',
    all(inH('Rahu', [1]), conj('Rahu', 'Sun'), occ([5, 9], 'each', 'malefics')),
  ),
  rr(
    289,
    'andha-289',
    'Andha Yoga (Mars, Moon, Saturn, Sun in 2, 6, 12, 8)',
    'Andha Yoga',
    'Mars, the Moon, Saturn and the Sun in the 2nd, 6th, 12th and 8th respectively',
    all(inH('Mars', [2]), inH('Moon', [6]), inH('Saturn', [12]), inH('Sun', [8])),
  ),
  rr(
    290,
    'vaatharoga',
    'Vaatharoga Yoga',
    'Vataroga Yoga',
    'Jupiter in the lagna and Saturn in the 7th',
    all(inH('Jupiter', [1]), inH('Saturn', [7])),
  ),
  rr(
    291,
    'mathibhramana-291',
    'Mathibhramana Yoga (Jupiter in the lagna, Mars in the 7th)',
    'Matibhramana Yoga',
    'Jupiter in the lagna and Mars in the 7th',
    all(inH('Jupiter', [1]), inH('Mars', [7])),
  ),
  rr(
    292,
    'mathibhramana-292',
    'Mathibhramana Yoga (Saturn in the lagna)',
    'Matibhramana Yoga',
    'Saturn in the lagna, Mars in the 9th, 5th or 7th',
    all(inH('Saturn', [1]), inH('Mars', [5, 7, 9])),
  ),
  rr(
    293,
    'mathibhramana-293',
    'Mathibhramana Yoga (Saturn with the waning Moon in the 12th)',
    'Matibhramana Yoga',
    'Saturn in the 12th with the waning Moon',
    all(inH('Saturn', [12]), conj('Saturn', 'Moon'), { t: 'flag', is: 'waning-moon' }),
  ),
  rr(
    294,
    'mathibhramana-294',
    'Mathibhramana Yoga (the Moon and Mercury in a kendra)',
    'Matibhramana Yoga',
    'The Moon and Mercury together in a kendra, joined or aspected by another graha',
    all(
      conj('Moon', 'Mercury'),
      inH('Moon', KENDRA),
      assoc('Moon', { of: 'nine', except: { anyOf: ['Moon', 'Mercury'] } }),
    ),
  ),
  rr(
    295,
    'khalwata',
    'Khalwata Yoga',
    'Khalvata Yoga',
    'The lagna a sign of a malefic (Mars, the Sun, Saturn), or Sagittarius or Taurus, aspected by a malefic',
    all(inS('lagna', [...MALEFIC_SIGNS, 8, 1]), aspH('malefics', 1)),
  ),
  rr(
    296,
    'nishturabhashi',
    'Nishturabhashi Yoga',
    'Nishthurabhashi Yoga',
    'The Moon with Saturn, not aspected by Jupiter',
    all(conj('Moon', 'Saturn'), not(asp('Jupiter', 'Moon'))),
  ),
];

const RAJA_BHANGA: YogaEntry[] = [
  rn(
    298,
    'raja-bhanga-298',
    'arishta',
    'Raja Bhanga Yoga (Leo rising, Saturn exalted)',
    'Rajabhanga Yoga',
    'Leo rising, Saturn exalted and in a debilitated navamsa or aspected by a benefic',
    all(
      inS('lagna', [4]),
      dig('Saturn', 'exalted'),
      any(inNav('Saturn', [0]), asp('benefics', 'Saturn')),
    ),
  ),
  rn(
    299,
    'raja-bhanga-299',
    'arishta',
    'Raja Bhanga Yoga (the Sun in the 10th degree of Libra)',
    'Rajabhanga Yoga',
    'The Sun in the 10th degree of Libra (its deep debilitation, 9 to 10 deg)',
    { t: 'longitude', g: 'Sun', fromDeg: 189, toDeg: 190 },
  ),
];

/** Raman's entries of this module. */
export const RAMAN_YOGAS: readonly YogaEntry[] = [
  ...HOUSES_4_5,
  ...HOUSES_7_10,
  ...DISEASE,
  ...RAJA_BHANGA,
];
