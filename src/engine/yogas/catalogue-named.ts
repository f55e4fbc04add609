/**
 * @module Catalogue, part 3: the named auspicious yogas of BPHS ch. 36 ("many other yogas"), as
 * B.V. Raman lists them among his three hundred combinations, with the combinations of
 * Phaladeepika and Saravali that carry the same names. Data only.
 */
import type { GrahaName } from '../core/constants.js';
import {
  FIXED, KENDRA, KENDRA_TRIKONA, L, MOVABLE, SAPTA_MALEFICS, THREE_BENEFICS, TRIKONA, VISIBLE, all, any, asp, aspH, assoc,
  conj, dig, inH, inS, not, occ, rel, strong, xchg, type YogaEntry,
} from './catalogue-types.js';
import type { GrahaSel, Rule } from './rules.js';

const B36 = 'BPHS ch. 36';
const R = 'B.V. Raman, Three Hundred Important Combinations';
const y = (id: string, en: string, sa: string, source: string, rule: Rule): YogaEntry => ({ id, name: { en, sa }, source, category: 'shubha', rule });
const ODD = [0, 2, 4, 6, 8, 10];
const EVEN = [1, 3, 5, 7, 9, 11];

/** "Every graha placed in the houses is a benefic in a good sign" and the like, written out graha by graha. */
const eachIn = (houses: number[], cond: (g: GrahaName) => Rule): Rule =>
  all(...VISIBLE.map((g) => any(not(inH(g, houses)), cond(g))));

export const NAMED_YOGAS: readonly YogaEntry[] = [
  y('subha', 'Subha Yoga', 'Shubha Yoga', `${B36}`, any(occ([1], 'some', 'benefics'), all(occ([2], 'some', 'benefics'), occ([12], 'some', 'benefics')))),
  y('amala', 'Amala Yoga', 'Amala Yoga', `${B36}; ${R}`, occ([10], 'each', 'nine', 'lagna', 'benefics')),
  y('parvata', 'Parvata Yoga', 'Parvata Yoga', `${B36}; ${R}`, all(occ(KENDRA, 'some', 'nine', 'lagna', 'benefics'), occ([7, 8], 'none', 'malefics'))),
  y('parvata-lords', 'Parvata Yoga (lagna and 12th lords)', 'Parvata Yoga (dvitiya)', `${B36}`, all(rel(L(1), L(12), KENDRA), asp('benefics', L(1)))),
  y('kahala', 'Kahala Yoga', 'Kahala Yoga', `${B36}; ${R}`, all(rel(L(4), L(9), KENDRA), strong(L(1)))),
  y('kahala-jupiter', 'Kahala Yoga (4th lord and Jupiter)', 'Kahala Yoga (Guru)', 'Phaladeepika ch. 6', all(rel(L(4), 'Jupiter', KENDRA), strong(L(1)))),
  y('kahala-exalted-fourth', 'Kahala Yoga (exalted 4th lord with the 10th lord)', 'Kahala Yoga (tritiya)', `${B36}`, all(dig(L(4), 'own', 'exalted'), conj(L(4), L(10)))),
  y('chamara', 'Chamara Yoga', 'Chamara Yoga', `${B36}`, all(dig(L(1), 'exalted'), inH(L(1), KENDRA), asp('Jupiter', L(1)))),
  y('chamara-benefics', 'Chamara Yoga (two benefics)', 'Chamara Yoga (dvitiya)', `${B36}`, any(...[1, 7, 9, 10].map((h) => ({ t: 'occupied' as const, houses: [h], need: 'each' as const, by: 'benefics' as const, min: 2 })))),
  y('sankha', 'Sankha Yoga', 'Shankha Yoga', `${B36}`, all(strong(L(1)), rel(L(5), L(6), KENDRA))),
  y('sankha-lords', 'Sankha Yoga (lagna and 10th lords)', 'Shankha Yoga (dvitiya)', `${B36}`, all(conj(L(1), L(10)), inS(L(1), MOVABLE), strong(L(9)))),
  y('bheri', 'Bheri Yoga', 'Bheri Yoga', `${B36}`, all(strong(L(9)), occ([1, 2, 7, 12], 'each', 'nine'))),
  y('bheri-kendras', 'Bheri Yoga (Jupiter, Venus and lagna lord)', 'Bheri Yoga (dvitiya)', `${B36}`,
    all(strong(L(9)), rel('Jupiter', 'Venus', KENDRA), rel('Jupiter', L(1), KENDRA), rel('Venus', L(1), KENDRA))),
  y('mridanga', 'Mridanga Yoga', 'Mridanga Yoga', `${B36}`, all(strong(L(1)), any(...VISIBLE.map((g) => all(inH(g, KENDRA_TRIKONA), dig(g, 'own', 'exalted')))))),
  y('sreenatha', 'Sreenatha Yoga', 'Shrinatha Yoga', `${B36}`, all(dig(L(7), 'exalted'), inH(L(7), [10]), conj(L(10), L(9)))),
  y('sreenatha-raman', 'Sreenatha Yoga (Raman)', 'Shrinatha Yoga (Raman)', `${R} (Sreenatha Yoga)`, all(inH(L(7), [10]), conj(L(10), L(9)))),
  y('sarada', 'Sarada Yoga', 'Sharada Yoga', `${B36}`,
    all(inH(L(10), [5]), inH('Mercury', KENDRA), inS('Sun', [4]), strong('Sun'), any(inH('Mercury', TRIKONA, 'Moon'), inH('Jupiter', TRIKONA, 'Moon')), inH('Mars', [11]))),
  y('matsya', 'Matsya Yoga', 'Matsya Yoga', `${B36}`,
    all(occ([1, 9], 'each', 'nine', 'lagna', 'benefics'), occ([5], 'each', 'nine'), occ([4, 8], 'each', 'nine', 'lagna', 'malefics'))),
  y('kurma', 'Kurma Yoga', 'Kurma Yoga', `${B36}`,
    all(occ([5, 6, 7], 'each', 'sapta', 'lagna', THREE_BENEFICS), eachIn([5, 6, 7], (g) => dig(g, 'own', 'exalted', 'moolatrikona', 'friend', 'great-friend')),
      occ([1, 3, 11], 'each', 'sapta', 'lagna', SAPTA_MALEFICS), eachIn([1, 3, 11], (g) => dig(g, 'own', 'exalted', 'moolatrikona')))),
  y('khadga', 'Khadga Yoga', 'Khadga Yoga', `${B36}`, all(inH(L(2), [9]), inH(L(9), [2]), inH(L(1), KENDRA_TRIKONA))),
  y('kusuma', 'Kusuma Yoga', 'Kusuma Yoga', `${B36}`,
    all(inS('lagna', FIXED), inH('Venus', KENDRA), inH('Moon', [5, 9]), assoc('Moon', { of: 'benefics', except: 'Moon' }, 'conj'), inH('Saturn', [10]))),
  y('kalanidhi', 'Kalanidhi Yoga', 'Kalanidhi Yoga', `${B36}`, all(inH('Jupiter', [2, 5]), assoc('Jupiter', { anyOf: ['Mercury', 'Venus'] }, 'either', 'all'))),
  y('kalpadruma', 'Kalpadruma (Parijata) Yoga', 'Kalpadruma Yoga', `${B36}`,
    all(...([L(1), { dispositorOf: L(1) }, { dispositorOf: { dispositorOf: L(1) } }, { navDispositorOf: { dispositorOf: { dispositorOf: L(1) } } }] as GrahaSel[])
      .map((s) => any(inH(s, KENDRA_TRIKONA), dig(s, 'exalted'))))),
  y('parijata', 'Parijata Yoga', 'Parijata Yoga', `${R} (Parijata Yoga); Phaladeepika ch. 6`,
    all(inH({ dispositorOf: L(1) }, KENDRA_TRIKONA), inH({ dispositorOf: { dispositorOf: L(1) } }, KENDRA_TRIKONA))),
  y('hari', 'Hari Yoga', 'Hari Yoga', `${B36}`, occ([2, 12, 8], 'each', 'nine', L(2), 'benefics')),
  y('hara', 'Hara Yoga', 'Hara Yoga', `${B36}`, occ([4, 9, 8], 'each', 'nine', L(7), 'benefics')),
  y('brahma', 'Brahma Yoga', 'Brahma Yoga', `${B36}`, occ([4, 10, 11], 'each', 'nine', L(1), 'benefics')),
  y('brahma-lords', 'Brahma Yoga (Jupiter, Venus, Mercury from the lords)', 'Brahma Yoga (dvitiya)', `${R} (Brahma Yoga)`,
    all(rel(L(9), 'Jupiter', KENDRA), rel(L(11), 'Venus', KENDRA), any(rel(L(1), 'Mercury', KENDRA), rel(L(10), 'Mercury', KENDRA)))),
  y('vishnu', 'Vishnu Yoga', 'Vishnu Yoga', `${R} (Vishnu Yoga)`, all(inH(L(9), [2]), inH(L(10), [2]), inH({ navDispositorOf: L(9) }, [2]))),
  y('siva', 'Siva Yoga', 'Shiva Yoga', `${R} (Siva Yoga)`, all(inH(L(5), [9]), inH(L(9), [10]), inH(L(10), [5]))),
  y('trilochana', 'Trilochana Yoga', 'Trilochana Yoga', `${R} (Trilochana Yoga)`, all(rel('Sun', 'Moon', [5, 9]), rel('Sun', 'Mars', [5, 9]), rel('Moon', 'Mars', [5, 9]))),
  y('gauri', 'Gauri Yoga', 'Gauri Yoga', `${R} (Gauri Yoga)`, all(dig({ navDispositorOf: L(10) }, 'exalted'), inH({ navDispositorOf: L(10) }, [10]), conj({ navDispositorOf: L(10) }, L(1)))),
  y('chandika', 'Chandika Yoga', 'Chandika Yoga', `${R} (Chandika Yoga)`,
    all(inS('lagna', FIXED), aspH(L(6), 1), conj('Sun', { navDispositorOf: L(6) }, { navDispositorOf: L(9) }))),
  y('bharati', 'Bharati Yoga', 'Bharati Yoga', `${R} (Bharati Yoga)`,
    any(...[2, 5, 11].map((h) => all(dig({ navDispositorOf: L(h) }, 'exalted'), conj({ navDispositorOf: L(h) }, L(9)))))),
  y('saraswati', 'Saraswati Yoga', 'Saraswati Yoga', `${R} (Saraswati Yoga); Phaladeepika ch. 6`,
    all(inH(THREE_BENEFICS, [1, 2, 4, 5, 7, 9, 10], 'lagna', 'all'), dig('Jupiter', 'own', 'exalted', 'moolatrikona', 'friend', 'great-friend'))),
  y('amsavatara', 'Amsavatara Yoga', 'Amshavatara Yoga', `${R} (Amsavatara Yoga)`, all(inH({ anyOf: ['Jupiter', 'Venus', 'Saturn'] }, KENDRA, 'lagna', 'all'), dig('Saturn', 'exalted'))),
  y('devendra', 'Devendra Yoga', 'Devendra Yoga', `${R} (Devendra Yoga)`, all(inS('lagna', FIXED), xchg(L(2), L(10)), xchg(L(1), L(11)))),
  y('indra', 'Indra Yoga', 'Indra Yoga', `${R} (Indra Yoga)`, all(xchg(L(5), L(11)), inH('Moon', [5]))),
  y('ravi', 'Ravi Yoga', 'Ravi Yoga', `${R} (Ravi Yoga)`, all(inH('Sun', [10]), inH(L(10), [3]), conj(L(10), 'Saturn'))),
  y('bhaskara', 'Bhaskara Yoga', 'Bhaskara Yoga', `${R} (Bhaskara Yoga)`, all(rel('Sun', 'Moon', [12]), rel('Sun', 'Mercury', [2]), rel('Moon', 'Jupiter', [5, 9]))),
  y('kulavardhana', 'Kulavardhana Yoga', 'Kulavardhana Yoga', `${R} (Kulavardhana Yoga)`,
    all(...VISIBLE.map((g) => any(inH(g, [5]), inH(g, [5], 'Moon'), inH(g, [5], 'Sun'))))),
  y('gandharva', 'Gandharva Yoga', 'Gandharva Yoga', `${R} (Gandharva Yoga)`,
    all(inH(L(10), [3, 7, 11]), assoc(L(1), 'Jupiter'), dig('Sun', 'exalted'), strong('Sun'), inH('Moon', [9]))),
  y('go', 'Go Yoga', 'Go Yoga', `${R} (Go Yoga)`, all(dig('Jupiter', 'moolatrikona'), strong('Jupiter'), conj('Jupiter', L(2)), dig(L(1), 'exalted'))),
  y('vidyut', 'Vidyut Yoga', 'Vidyut Yoga', `${R} (Vidyut Yoga)`, all(dig(L(11), 'deep-exalted'), conj(L(11), 'Venus'), rel(L(1), L(11), KENDRA))),
  y('chapa-raja', 'Chapa Yoga (4th and 10th lords)', 'Chapa Yoga', `${R} (Chapa Yoga)`, all(xchg(L(4), L(10)), dig(L(1), 'exalted'))),
  y('pushkala', 'Pushkala Yoga', 'Pushkala Yoga', `${R} (Pushkala Yoga)`,
    all(conj(L(1), 'Moon'), any(inH({ dispositorOf: 'Moon' }, KENDRA), dig({ dispositorOf: 'Moon' }, 'great-friend')), aspH({ dispositorOf: 'Moon' }, 1), occ([1], 'each', 'nine'))),
  y('makuta', 'Makuta Yoga', 'Makuta Yoga', `${R} (Makuta Yoga)`, all(rel(L(9), 'Jupiter', [9]), occ([9], 'some', 'benefics', 'Jupiter'), inH('Saturn', [10]))),
  y('jaya', 'Jaya Yoga', 'Jaya Yoga', `${R} (Jaya Yoga)`, all(dig(L(10), 'deep-exalted'), dig(L(6), 'debilitated'))),
  y('garuda', 'Garuda Yoga', 'Garuda Yoga', `${R} (Garuda Yoga)`, all(dig({ navDispositorOf: 'Moon' }, 'exalted'), { t: 'flag', is: 'day' }, { t: 'flag', is: 'waxing-moon' })),
  y('guru-mangala', 'Guru-Mangala Yoga', 'Guru-Mangala Yoga', 'Phaladeepika ch. 6 (Jupiter with Mars)', any(conj('Jupiter', 'Mars'), rel('Jupiter', 'Mars', [7]))),
  y('mahabhagya-male', 'Mahabhagya Yoga (male birth)', 'Mahabhagya Yoga (purusha)', `${R} (Mahabhagya Yoga); Phaladeepika ch. 6`,
    all({ t: 'flag', is: 'day' }, inS('lagna', ODD), inS('Sun', ODD), inS('Moon', ODD))),
  y('mahabhagya-female', 'Mahabhagya Yoga (female birth)', 'Mahabhagya Yoga (stri)', `${R} (Mahabhagya Yoga); Phaladeepika ch. 6`,
    all({ t: 'flag', is: 'night' }, inS('lagna', EVEN), inS('Sun', EVEN), inS('Moon', EVEN))),
  y('lagnadhi', 'Lagnadhi Yoga', 'Lagnadhi Yoga', `${R} (Lagnadhi Yoga)`,
    all(occ([7, 8], 'each', 'nine', 'lagna', 'benefics'), not(aspH('malefics', 7)), not(aspH('malefics', 8)))),
  y('shubha-kartari', 'Shubha Kartari Yoga', 'Shubha Kartari Yoga', 'BPHS ch. 36 (benefics hemming the lagna)',
    all(occ([2], 'some', 'benefics'), occ([12], 'some', 'benefics'), occ([2, 12], 'none', 'malefics'))),
  y('budha-yoga-lagna', 'Budha Yoga', 'Budha Yoga', `${R} (Budha Yoga)`, all(strong(L(1)), inH('Mercury', KENDRA))),
  y('marud', 'Marud Yoga', 'Marud Yoga', `${R} (Marud Yoga)`, inH({ anyOf: ['Venus', 'Jupiter', 'Moon'] }, KENDRA_TRIKONA, 'lagna', 'all')),
  y('sareera-soukhya', 'Sareera Soukhya Yoga', 'Sharira Saukhya Yoga', `${R} (1st house)`, inH({ anyOf: [L(1), 'Jupiter', 'Venus'] }, KENDRA, 'lagna', 'all')),
  y('dehapushti', 'Dehapushti Yoga', 'Dehapushti Yoga', `${R} (1st house)`, all(inS(L(1), MOVABLE), asp({ of: 'benefics', except: L(1) }, L(1)))),
];
