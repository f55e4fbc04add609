/**
 * @module Catalogue, part 3: the named auspicious yogas of BPHS ch. 36 ("many other yogas"), of
 * B.V. Raman's three hundred combinations and of Phaladeepika ch. 6. Where texts give a yoga of
 * one name different formations (BPHS's "alternatively", Raman's or Phaladeepika's own
 * definition), the yoga is one entry and each formation a named variant with its source. Data only.
 */
import type { GrahaName } from '../core/constants.js';
import { pdWellPlaced } from './catalogue-bhava-lords.js';
import {
  FIXED,
  KENDRA,
  KENDRA_TRIKONA,
  L,
  MOVABLE,
  SAPTA_MALEFICS,
  THREE_BENEFICS,
  TRIKONA,
  VISIBLE,
  all,
  any,
  asp,
  aspH,
  assoc,
  conj,
  dig,
  inH,
  inS,
  not,
  occ,
  rel,
  strong,
  v,
  withVariants,
  xchg,
  type YogaEntry,
} from './catalogue-types.js';
import type { GrahaSel, Rule } from './rules.js';

const B36 = 'BPHS ch. 36';
const R = 'B.V. Raman, Three Hundred Important Combinations';
const PD6 = 'Phaladeepika ch. 6';
const y = (id: string, en: string, sa: string, source: string, rule: Rule): YogaEntry => ({
  id,
  name: { en, sa },
  source,
  category: 'shubha',
  rule,
});
const yv = (
  id: string,
  en: string,
  sa: string,
  source: string,
  variants: ReturnType<typeof v>[],
): YogaEntry => withVariants({ id, name: { en, sa }, source, category: 'shubha' }, variants);
const ODD = [0, 2, 4, 6, 8, 10];
const EVEN = [1, 3, 5, 7, 9, 11];

/** "Every graha placed in the houses is a benefic in a good sign" and the like, written out graha by graha. */
const eachIn = (houses: number[], cond: (g: GrahaName) => Rule): Rule =>
  all(...VISIBLE.map((g) => any(not(inH(g, houses)), cond(g))));
/** Phaladeepika's "in own, exaltation or friendly sign, in a kendra or trikona" for each of three grahas. */
const wellPlacedTrio = (gs: GrahaSel[]): Rule =>
  all(
    ...gs.map((g) =>
      all(
        inH(g, KENDRA_TRIKONA),
        dig(g, 'own', 'exalted', 'moolatrikona', 'friend', 'great-friend'),
      ),
    ),
  );
/** Benefics in each of the houses counted from a lord (a benefic in each house). */
const beneficsFrom = (houses: number[], from: GrahaSel): Rule =>
  occ(houses, 'each', 'benefics', from);
/** The three grahas in the three houses from a reference, one in each, in any order. */
const oneEach = (gs: GrahaName[], houses: number[], from: GrahaSel): Rule =>
  all(...gs.map((g) => inH(g, houses, from)), occ(houses, 'each', { anyOf: gs }, from));
const dispL1: GrahaSel = { dispositorOf: L(1) };
const dispDispL1: GrahaSel = { dispositorOf: dispL1 };

export const NAMED_YOGAS: readonly YogaEntry[] = [
  yv('subha', 'Subha Yoga', 'Shubha Yoga', 'BPHS 36.1-2', [
    v('benefic-in-lagna', 'a benefic in the lagna', occ([1], 'some', 'benefics')),
    v(
      'shubha-kartari',
      'Shubha Kartari: benefics in both the 12th and the 2nd',
      all(occ([2], 'some', 'benefics'), occ([12], 'some', 'benefics')),
      'BPHS 36.1-2; Phaladeepika ch. 6 (Kartari)',
    ),
  ]),
  yv('amala', 'Amala Yoga', 'Amala Yoga', `BPHS 36.5-6; Phaladeepika 6.12; ${R} (Amala Yoga)`, [
    v(
      'lagna',
      'only benefics in the 10th from the lagna',
      occ([10], 'each', 'nine', 'lagna', 'benefics'),
    ),
    v(
      'moon',
      'only benefics in the 10th from the Moon',
      occ([10], 'each', 'nine', 'Moon', 'benefics'),
    ),
  ]),
  yv(
    'parvata',
    'Parvata Yoga',
    'Parvata Yoga',
    `BPHS 36.7-8; ${R} (Parvata Yoga); Jataka Parijata ch. 7; Phaladeepika 6.35`,
    [
      v(
        'bphs',
        'benefics in the kendras, the 7th and 8th empty or holding only benefics',
        all(occ(KENDRA, 'some', 'nine', 'lagna', 'benefics'), occ([7, 8], 'none', 'malefics')),
        'BPHS 36.7-8',
      ),
      v(
        'raman',
        'benefics in the kendras, the 6th and 8th empty or holding only benefics',
        all(occ(KENDRA, 'some', 'nine', 'lagna', 'benefics'), occ([6, 8], 'none', 'malefics')),
        `${R} (Parvata Yoga)`,
      ),
      v(
        'lords',
        'the lords of the lagna and the 12th in mutual kendras, aspected by a benefic',
        all(rel(L(1), L(12), KENDRA), asp('benefics', L(1))),
        'Jataka Parijata ch. 7, as Raman notes it ("aspected by friends" read as by a benefic)',
      ),
      v(
        'phaladeepika',
        'the dispositor of the lagna lord in its own or exaltation sign in a kendra or trikona',
        all(inH(dispL1, KENDRA_TRIKONA), dig(dispL1, 'own', 'exalted')),
        'Phaladeepika 6.35',
      ),
    ],
  ),
  yv('kahala', 'Kahala Yoga', 'Kahala Yoga', `BPHS 36.9-10; ${R} (Kahala Yoga); ${PD6}`, [
    v(
      'bphs',
      'the 4th lord and Jupiter in mutual kendras, the lagna lord strong',
      all(rel(L(4), 'Jupiter', KENDRA), strong(L(1))),
      'BPHS 36.9',
    ),
    v(
      'bphs-alt',
      'the 4th lord in its own or exaltation sign joined by the 10th lord',
      all(dig(L(4), 'own', 'exalted'), conj(L(4), L(10))),
      'BPHS 36.10',
    ),
    v(
      'raman',
      'the lords of the 4th and 9th in mutual kendras, the lagna lord strong',
      all(rel(L(4), L(9), KENDRA), strong(L(1))),
      `${R} (Kahala Yoga)`,
    ),
    v(
      'phaladeepika',
      "the dispositor of the lagna lord's dispositor in its own or exaltation sign in a kendra or trikona",
      all(inH(dispDispL1, KENDRA_TRIKONA), dig(dispDispL1, 'own', 'exalted')),
      PD6,
    ),
  ]),
  yv('chamara', 'Chamara Yoga', 'Chamara Yoga', `BPHS 36.11-12; ${PD6}`, [
    v(
      'bphs',
      'the lagna lord exalted in a kendra and aspected by Jupiter',
      all(dig(L(1), 'exalted'), inH(L(1), KENDRA), asp('Jupiter', L(1))),
      'BPHS 36.11',
    ),
    v(
      'two-benefics',
      'two benefics in the lagna, 7th, 9th or 10th',
      any(
        ...[1, 7, 9, 10].map((h) => ({
          t: 'occupied' as const,
          houses: [h],
          need: 'each' as const,
          by: 'benefics' as const,
          min: 2,
        })),
      ),
      'BPHS 36.12',
    ),
    v(
      'phaladeepika',
      "the lagna lord well placed (Phaladeepika's first house-lord yoga)",
      pdWellPlaced(1),
      'Phaladeepika ch. 6 (the yogas of the twelve house lords well placed)',
    ),
  ]),
  yv('sankha', 'Sankha Yoga', 'Shankha Yoga', 'BPHS 36.13-14', [
    v(
      'bphs',
      'the lagna lord strong, the lords of the 5th and 6th in mutual kendras',
      all(strong(L(1)), rel(L(5), L(6), KENDRA)),
      'BPHS 36.13',
    ),
    v(
      'bphs-alt',
      'the lagna lord with the 10th lord in a movable sign, the 9th lord strong',
      all(conj(L(1), L(10)), inS(L(1), MOVABLE), strong(L(9))),
      'BPHS 36.14',
    ),
  ]),
  yv('bheri', 'Bheri Yoga', 'Bheri Yoga', 'BPHS 36.15-16', [
    v(
      'bphs',
      'the 9th lord strong, the 1st, 2nd, 7th and 12th occupied',
      all(strong(L(9)), occ([1, 2, 7, 12], 'each', 'nine')),
      'BPHS 36.15',
    ),
    v(
      'bphs-alt',
      'the 9th lord strong, Venus, Jupiter and the lagna lord in kendras',
      all(strong(L(9)), inH({ anyOf: ['Venus', 'Jupiter', L(1)] }, KENDRA, 'lagna', 'all')),
      'BPHS 36.16 ("Shukr, Guru and Lagn\'s lord are in a Kendr")',
    ),
  ]),
  y(
    'mridanga',
    'Mridanga Yoga',
    'Mridanga Yoga',
    B36,
    all(
      strong(L(1)),
      any(...VISIBLE.map((g) => all(inH(g, KENDRA_TRIKONA), dig(g, 'own', 'exalted')))),
    ),
  ),
  yv('sreenatha', 'Sreenatha Yoga', 'Shrinatha Yoga', `BPHS 36.18; ${R} (Sreenatha Yoga); ${PD6}`, [
    v(
      'bphs',
      'the 7th lord in the 10th, the 10th lord exalted and joined with the 9th lord',
      all(inH(L(7), [10]), dig(L(10), 'exalted'), conj(L(10), L(9))),
      'BPHS 36.18',
    ),
    v(
      'raman',
      'the 7th lord exalted in the 10th, the 10th lord with the 9th lord',
      all(dig(L(7), 'exalted'), inH(L(7), [10]), conj(L(10), L(9))),
      `${R} (Sreenatha Yoga)`,
    ),
    v(
      'phaladeepika',
      'Venus, the 9th lord and Mercury in own, exaltation or friendly signs in kendras or trikonas',
      wellPlacedTrio(['Venus', L(9), 'Mercury']),
      PD6,
    ),
  ]),
  y(
    'srikantha',
    'Srikantha Yoga',
    'Shrikantha Yoga',
    `${PD6} (Srikantha, Srinatha and Virinchi yogas)`,
    wellPlacedTrio([L(1), 'Sun', 'Moon']),
  ),
  y(
    'virinchi',
    'Virinchi Yoga',
    'Virinchi Yoga',
    `${PD6} (Srikantha, Srinatha and Virinchi yogas)`,
    wellPlacedTrio(['Jupiter', L(5), 'Saturn']),
  ),
  yv(
    'sarada',
    'Sarada Yoga',
    'Sharada Yoga',
    'BPHS 36.19-20 (two kinds: "one born in either kind of Yog")',
    [
      v(
        'first',
        'the 10th lord in the 5th, Mercury in a kendra, the Sun strong in Leo',
        all(inH(L(10), [5]), inH('Mercury', KENDRA), inS('Sun', [4]), strong('Sun')),
        'BPHS 36.19',
      ),
      v(
        'second',
        'Jupiter or Mercury in a trikona from the Moon, Mars in the 11th',
        all(
          any(inH('Mercury', TRIKONA, 'Moon'), inH('Jupiter', TRIKONA, 'Moon')),
          inH('Mars', [11]),
        ),
        'BPHS 36.20',
      ),
    ],
  ),
  y(
    'matsya',
    'Matsya Yoga',
    'Matsya Yoga',
    B36,
    all(
      occ([1, 9], 'each', 'nine', 'lagna', 'benefics'),
      occ([5], 'each', 'nine'),
      occ([4, 8], 'each', 'nine', 'lagna', 'malefics'),
    ),
  ),
  y(
    'kurma',
    'Kurma Yoga',
    'Kurma Yoga',
    `${B36}. Read as: each of the 5th, 6th and 7th holding a benefic and only benefics, each in its own, exaltation, moolatrikona or friendly sign; malefics in the 1st, 3rd and 11th and only malefics there, each in its own, exaltation or moolatrikona sign (requiring all three of those houses occupied by dignified malefics is impossible: no lagna has malefic own or exaltation signs in the 1st, 3rd and 11th at once)`,
    all(
      occ([5, 6, 7], 'each', 'sapta', 'lagna', THREE_BENEFICS),
      eachIn([5, 6, 7], (g) => dig(g, 'own', 'exalted', 'moolatrikona', 'friend', 'great-friend')),
      occ([1, 3, 11], 'some', 'sapta', 'lagna', SAPTA_MALEFICS),
      eachIn([1, 3, 11], (g) => dig(g, 'own', 'exalted', 'moolatrikona')),
    ),
  ),
  y(
    'khadga',
    'Khadga Yoga',
    'Khadga Yoga',
    B36,
    all(inH(L(2), [9]), inH(L(9), [2]), inH(L(1), KENDRA_TRIKONA)),
  ),
  y(
    'kusuma',
    'Kusuma Yoga',
    'Kusuma Yoga',
    B36,
    all(
      inS('lagna', FIXED),
      inH('Venus', KENDRA),
      inH('Moon', [5, 9]),
      assoc('Moon', { of: 'benefics', except: 'Moon' }, 'conj'),
      inH('Saturn', [10]),
    ),
  ),
  y(
    'kalanidhi',
    'Kalanidhi Yoga',
    'Kalanidhi Yoga',
    B36,
    all(inH('Jupiter', [2, 5]), assoc('Jupiter', { anyOf: ['Mercury', 'Venus'] }, 'either', 'all')),
  ),
  y(
    'kalpadruma',
    'Kalpadruma Yoga',
    'Kalpadruma Yoga',
    `${B36} (the lagna lord, its dispositor, that graha's dispositor and its navamsa lord)`,
    all(
      ...([L(1), dispL1, dispDispL1, { navDispositorOf: dispDispL1 }] as GrahaSel[]).map((s) =>
        any(inH(s, KENDRA_TRIKONA), dig(s, 'exalted')),
      ),
    ),
  ),
  yv('parijata', 'Parijata Yoga', 'Parijata Yoga', `${B36}; ${R} (Parijata Yoga)`, [
    v(
      'raman',
      "the dispositor of the lagna lord and that graha's dispositor in kendras or trikonas",
      all(inH(dispL1, KENDRA_TRIKONA), inH(dispDispL1, KENDRA_TRIKONA)),
      `${R} (Parijata Yoga)`,
    ),
    v(
      'bphs',
      "the dispositor of the lagna lord and that graha's dispositor, or the lords of their navamsas, in kendras or trikonas in own or exaltation signs",
      any(
        ...[
          [dispL1, dispDispL1],
          [{ navDispositorOf: dispL1 }, { navDispositorOf: dispDispL1 }],
        ].map((pair) =>
          all(
            ...(pair as GrahaSel[]).map((s) =>
              all(inH(s, KENDRA_TRIKONA), dig(s, 'own', 'exalted')),
            ),
          ),
        ),
      ),
    ),
  ]),
  {
    id: 'hari',
    name: { en: 'Hari Yoga', sa: 'Hari Yoga' },
    source: 'BPHS 36.35-36',
    category: 'shubha',
    aliases: [{ name: 'Harihara Brahma Yoga (first form)', source: 'Jataka Parijata 7.162' }],
    rule: beneficsFrom([2, 12, 8], L(2)),
  },
  yv(
    'hara',
    'Hara Yoga',
    'Hara Yoga',
    'BPHS 36.35-36; Jataka Parijata 7.162 (Harihara Brahma yoga, second form)',
    [
      v(
        'bphs',
        'benefics in the 4th, 9th and 8th from the 7th lord',
        beneficsFrom([4, 9, 8], L(7)),
        'BPHS 36.35-36',
      ),
      v(
        'jataka-parijata',
        'Jupiter, the Moon and Mercury in the 4th, 9th and 8th from the 7th lord',
        oneEach(['Jupiter', 'Moon', 'Mercury'], [4, 9, 8], L(7)),
        'Jataka Parijata 7.162',
      ),
    ],
  ),
  yv(
    'brahma',
    'Brahma Yoga',
    'Brahma Yoga',
    `BPHS 36.35-36; Jataka Parijata 7.162 (Harihara Brahma yoga, third form); ${R} (Brahma Yoga)`,
    [
      v(
        'bphs',
        'benefics in the 4th, 10th and 11th from the lagna lord',
        beneficsFrom([4, 10, 11], L(1)),
        'BPHS 36.35-36',
      ),
      v(
        'jataka-parijata',
        'the Sun, Venus and Mars in the 4th, 10th and 11th from the lagna lord',
        oneEach(['Sun', 'Venus', 'Mars'], [4, 10, 11], L(1)),
        'Jataka Parijata 7.162',
      ),
      v(
        'raman',
        'Jupiter in a kendra from the 9th lord, Venus from the 11th lord, Mercury from the lagna lord or the 10th lord',
        all(
          rel(L(9), 'Jupiter', KENDRA),
          rel(L(11), 'Venus', KENDRA),
          any(rel(L(1), 'Mercury', KENDRA), rel(L(10), 'Mercury', KENDRA)),
        ),
        `${R} (Brahma Yoga)`,
      ),
    ],
  ),
  y(
    'vishnu',
    'Vishnu Yoga',
    'Vishnu Yoga',
    `${R} (Vishnu Yoga)`,
    all(inH(L(9), [2]), inH(L(10), [2]), inH({ navDispositorOf: L(9) }, [2])),
  ),
  y(
    'siva',
    'Siva Yoga',
    'Shiva Yoga',
    `${R} (Siva Yoga)`,
    all(inH(L(5), [9]), inH(L(9), [10]), inH(L(10), [5])),
  ),
  y(
    'trilochana',
    'Trilochana Yoga',
    'Trilochana Yoga',
    `${R} (Trilochana Yoga)`,
    all(rel('Sun', 'Moon', [5, 9]), rel('Sun', 'Mars', [5, 9]), rel('Moon', 'Mars', [5, 9])),
  ),
  yv('gauri', 'Gauri Yoga', 'Gauri Yoga', `${R} (Gauri Yoga); ${PD6}`, [
    v(
      'raman',
      "the lord of the 10th lord's navamsa exalted in the 10th and joined by the lagna lord",
      all(
        dig({ navDispositorOf: L(10) }, 'exalted'),
        inH({ navDispositorOf: L(10) }, [10]),
        conj({ navDispositorOf: L(10) }, L(1)),
      ),
      `${R} (Gauri Yoga)`,
    ),
    v(
      'phaladeepika',
      'the Moon in its own or exaltation sign in a kendra or trikona, aspected by Jupiter',
      all(dig('Moon', 'own', 'exalted'), inH('Moon', KENDRA_TRIKONA), asp('Jupiter', 'Moon')),
      PD6,
    ),
  ]),
  y(
    'chandika',
    'Chandika Yoga',
    'Chandika Yoga',
    `${R} (Chandika Yoga)`,
    all(
      inS('lagna', FIXED),
      aspH(L(6), 1),
      conj('Sun', { navDispositorOf: L(6) }, { navDispositorOf: L(9) }),
    ),
  ),
  y(
    'bharati',
    'Bharati Yoga',
    'Bharati Yoga',
    `${R} (Bharati Yoga)`,
    any(
      ...[2, 5, 11].map((h) =>
        all(dig({ navDispositorOf: L(h) }, 'exalted'), conj({ navDispositorOf: L(h) }, L(9))),
      ),
    ),
  ),
  y(
    'saraswati',
    'Saraswati Yoga',
    'Saraswati Yoga',
    `${R} (Saraswati Yoga); ${PD6}`,
    all(
      inH(THREE_BENEFICS, [1, 2, 4, 5, 7, 9, 10], 'lagna', 'all'),
      dig('Jupiter', 'own', 'exalted', 'moolatrikona', 'friend', 'great-friend'),
    ),
  ),
  y(
    'amsavatara',
    'Amsavatara Yoga',
    'Amshavatara Yoga',
    `${R} (Amsavatara Yoga)`,
    all(
      inH({ anyOf: ['Jupiter', 'Venus', 'Saturn'] }, KENDRA, 'lagna', 'all'),
      dig('Saturn', 'exalted'),
    ),
  ),
  y(
    'devendra',
    'Devendra Yoga',
    'Devendra Yoga',
    `${R} (Devendra Yoga)`,
    all(inS('lagna', FIXED), xchg(L(2), L(10)), xchg(L(1), L(11))),
  ),
  y(
    'indra',
    'Indra Yoga',
    'Indra Yoga',
    `${R} (Indra Yoga)`,
    all(xchg(L(5), L(11)), inH('Moon', [5])),
  ),
  y(
    'ravi',
    'Ravi Yoga',
    'Ravi Yoga',
    `${R} (Ravi Yoga)`,
    all(inH('Sun', [10]), inH(L(10), [3]), conj(L(10), 'Saturn')),
  ),
  y(
    'bhaskara',
    'Bhaskara Yoga',
    'Bhaskara Yoga',
    `${R} (Bhaskara Yoga)`,
    all(rel('Sun', 'Moon', [12]), rel('Sun', 'Mercury', [2]), rel('Moon', 'Jupiter', [5, 9])),
  ),
  y(
    'kulavardhana',
    'Kulavardhana Yoga',
    'Kulavardhana Yoga',
    `${R} (Kulavardhana Yoga)`,
    all(...VISIBLE.map((g) => any(inH(g, [5]), inH(g, [5], 'Moon'), inH(g, [5], 'Sun')))),
  ),
  y(
    'gandharva',
    'Gandharva Yoga',
    'Gandharva Yoga',
    `${R} (Gandharva Yoga)`,
    all(
      inH(L(10), [3, 7, 11]),
      assoc(L(1), 'Jupiter'),
      dig('Sun', 'exalted'),
      strong('Sun'),
      inH('Moon', [9]),
    ),
  ),
  y(
    'go',
    'Go Yoga',
    'Go Yoga',
    `${R} (Go Yoga)`,
    all(
      dig('Jupiter', 'moolatrikona'),
      strong('Jupiter'),
      conj('Jupiter', L(2)),
      dig(L(1), 'exalted'),
    ),
  ),
  y(
    'vidyut',
    'Vidyut Yoga',
    'Vidyut Yoga',
    `${R} (Vidyut Yoga)`,
    all(dig(L(11), 'deep-exalted'), conj(L(11), 'Venus'), rel(L(1), L(11), KENDRA)),
  ),
  y(
    'chapa-raja',
    'Chapa Yoga (4th and 10th lords)',
    'Chapa Yoga',
    `${R} (Chapa Yoga)`,
    all(xchg(L(4), L(10)), dig(L(1), 'exalted')),
  ),
  y(
    'pushkala',
    'Pushkala Yoga',
    'Pushkala Yoga',
    `${R} (Pushkala Yoga)`,
    all(
      conj(L(1), 'Moon'),
      any(inH({ dispositorOf: 'Moon' }, KENDRA), dig({ dispositorOf: 'Moon' }, 'great-friend')),
      aspH({ dispositorOf: 'Moon' }, 1),
      occ([1], 'each', 'nine'),
    ),
  ),
  y(
    'makuta',
    'Makuta Yoga',
    'Makuta Yoga',
    `${R} (Makuta Yoga)`,
    all(rel(L(9), 'Jupiter', [9]), occ([9], 'some', 'benefics', 'Jupiter'), inH('Saturn', [10])),
  ),
  y(
    'jaya',
    'Jaya Yoga',
    'Jaya Yoga',
    `${R} (Jaya Yoga)`,
    all(dig(L(10), 'deep-exalted'), dig(L(6), 'debilitated')),
  ),
  y(
    'garuda',
    'Garuda Yoga',
    'Garuda Yoga',
    `${R} (Garuda Yoga)`,
    all(
      dig({ navDispositorOf: 'Moon' }, 'exalted'),
      { t: 'flag', is: 'day' },
      { t: 'flag', is: 'waxing-moon' },
    ),
  ),
  y(
    'guru-mangala',
    'Guru-Mangala Yoga',
    'Guru-Mangala Yoga',
    'Modern Parashari practice (the yoga lists of Jagannatha Hora and PyJHora); not found in BPHS, Phaladeepika or Saravali',
    any(conj('Jupiter', 'Mars'), rel('Jupiter', 'Mars', [7])),
  ),
  yv(
    'mahabhagya',
    'Mahabhagya Yoga',
    'Mahabhagya Yoga',
    `${R} (Mahabhagya Yoga); ${PD6}. The native's sex decides which form applies; a chart does not carry it, so both are checked and the one that held is reported`,
    [
      v(
        'male',
        'a male birth by day with the lagna, the Sun and the Moon in odd signs',
        all({ t: 'flag', is: 'day' }, inS('lagna', ODD), inS('Sun', ODD), inS('Moon', ODD)),
      ),
      v(
        'female',
        'a female birth by night with the lagna, the Sun and the Moon in even signs',
        all({ t: 'flag', is: 'night' }, inS('lagna', EVEN), inS('Sun', EVEN), inS('Moon', EVEN)),
      ),
    ],
  ),
  y(
    'lagnadhi',
    'Lagnadhi Yoga',
    'Lagnadhi Yoga',
    `${R} (Lagnadhi Yoga)`,
    all(
      occ([7, 8], 'each', 'nine', 'lagna', 'benefics'),
      not(aspH('malefics', 7)),
      not(aspH('malefics', 8)),
    ),
  ),
  y(
    'budha',
    'Budha Yoga',
    'Budha Yoga',
    `${R} (Budha Yoga): Jupiter in the lagna, the Moon in a kendra, Rahu in the 2nd from the Moon, the Sun and Mars in the 3rd from Rahu`,
    all(
      inH('Jupiter', [1]),
      inH('Moon', KENDRA),
      rel('Moon', 'Rahu', [2]),
      rel('Rahu', 'Sun', [3]),
      rel('Rahu', 'Mars', [3]),
    ),
  ),
  y(
    'marud',
    'Marud Yoga',
    'Marud Yoga',
    `${R} (Marud Yoga): Jupiter in a trikona from Venus, the Moon in the 5th from Jupiter, the Sun in a kendra from the Moon`,
    all(rel('Venus', 'Jupiter', [5, 9]), rel('Jupiter', 'Moon', [5]), rel('Moon', 'Sun', KENDRA)),
  ),
  y(
    'sareera-soukhya',
    'Sareera Soukhya Yoga',
    'Sharira Saukhya Yoga',
    `${R} (1st house)`,
    inH({ anyOf: [L(1), 'Jupiter', 'Venus'] }, KENDRA, 'lagna', 'all'),
  ),
  y(
    'dehapushti',
    'Dehapushti Yoga',
    'Dehapushti Yoga',
    `${R} (1st house)`,
    all(inS(L(1), MOVABLE), asp({ of: 'benefics', except: L(1) }, L(1))),
  ),
];
