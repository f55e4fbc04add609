/**
 * @module Text recipes: the named yogas of BPHS 36 ("many other yogas"), of B.V. Raman's combinations and
 * of Phaladeepika 6 (catalogue-named.ts). BPHS verses are read in the English of its ch. 36.
 */
import {
  Chart,
  FIXED,
  KENDRA,
  KT,
  MOVABLE,
  ODD,
  EVEN,
  SEVEN,
  TRIKONA,
  type G,
  type Who,
} from './yoga-text-lib';
import { cl, forms, frac, one, alts, type Clause, type Recipe } from './yoga-text-recipe';

const L = (n: number): Who => `L${n}`;
const ownEx = (c: Chart, w: Who): boolean => c.own(w) || c.exalted(w);
/** Phaladeepika's "in his own house, exaltation or a friend's house, in a kendra or trikona". */
const wellPlaced = (c: Chart, w: Who): boolean =>
  c.in(w, KT) && (c.own(w) || c.exalted(w) || c.mt(w) || c.friendlySign(w));
const otherBenefics = (c: Chart, w: Who): G[] => c.benefics().filter((b) => b !== c.g(w));
/** Each of the houses counted from a reference holds a benefic. */
const beneficsIn = (c: Chart, houses: number[], from: Who): number =>
  frac(houses, (h) => c.occupants(h, from).some((g) => c.benefic(g)));
/** The grahas one in each of the houses from a reference, in any order. */
const oneEach = (c: Chart, gs: G[], houses: number[], from: Who): number =>
  frac(gs, (g) => c.in(g, houses, from)) === 1 &&
  frac(houses, (h) => gs.some((g) => c.house(g, from) === h)) === 1
    ? 1
    : 0.5 * frac(gs, (g) => c.in(g, houses, from));
/** Phaladeepika 6 (the lord of house h well placed): a benefic in the house or aspecting it, the lord not combust, in its own or exaltation sign, in a kendra or trikona. */
export const pdWell = (h: number): Clause[] => [
  cl(
    `a benefic in the ${h === 1 ? 'lagna' : `house ${h}`} or aspecting it`,
    (c) =>
      c.occupants(h).some((g) => c.benefic(g)) || c.benefics().some((g) => c.aspectsHouse(g, h)),
  ),
  cl(`the lord of house ${h} not combust`, (c) => !c.combust(L(h))),
  cl(`the lord of house ${h} in its own or exaltation sign`, (c) => ownEx(c, L(h))),
  cl(`the lord of house ${h} in a kendra or trikona`, (c) => c.in(L(h), KT)),
];
const disp = (c: Chart, w: Who): G => c.dispositor(w);

export const NAMED_RECIPES: Recipe[] = [
  forms('subha', {
    'benefic-in-lagna': [
      cl('a benefic in the lagna (BPHS 36.1)', (c) => c.occupants(1).some((g) => c.benefic(g))),
    ],
    'shubha-kartari': [
      cl('a benefic in the 12th', (c) => c.occupants(12).some((g) => c.benefic(g))),
      cl('a benefic in the 2nd', (c) => c.occupants(2).some((g) => c.benefic(g))),
    ],
  }),
  forms('amala', {
    lagna: [
      cl('the 10th from the lagna occupied', (c) => c.occupants(10).length > 0),
      cl('only benefics there (BPHS 36.5)', (c) => c.occupants(10).every((g) => c.benefic(g))),
    ],
    moon: [
      cl('the 10th from the Moon occupied', (c) => c.occupants(10, 'Moon').length > 0),
      cl('only benefics there', (c) => c.occupants(10, 'Moon').every((g) => c.benefic(g))),
    ],
  }),
  forms('parvata', {
    bphs: [
      cl('benefics in the kendras (BPHS 36.7)', (c) =>
        KENDRA.some((h) => c.occupants(h).length > 0),
      ),
      cl('nothing but benefics in the kendras', (c) =>
        KENDRA.every((h) => c.occupants(h).every((g) => c.benefic(g))),
      ),
      cl('the 7th and 8th empty or holding benefics only', (c) =>
        [7, 8].every((h) => c.occupants(h).every((g) => c.benefic(g))),
      ),
    ],
    raman: [
      cl('benefics in the kendras', (c) => KENDRA.some((h) => c.occupants(h).length > 0)),
      cl('nothing but benefics in the kendras', (c) =>
        KENDRA.every((h) => c.occupants(h).every((g) => c.benefic(g))),
      ),
      cl('the 6th and 8th empty or holding benefics only (Raman)', (c) =>
        [6, 8].every((h) => c.occupants(h).every((g) => c.benefic(g))),
      ),
    ],
    lords: [
      cl('the lords of the lagna and the 12th in mutual kendras', (c) =>
        c.mutualKendra(L(1), L(12)),
      ),
      cl('the lagna lord aspected by a benefic', (c) =>
        otherBenefics(c, L(1)).some((b) => c.aspects(b, L(1))),
      ),
    ],
    phaladeepika: [
      cl('the dispositor of the lagna lord in a kendra or trikona', (c) => c.in(disp(c, L(1)), KT)),
      cl('in its own or exaltation sign (Phaladeepika 6.35)', (c) => ownEx(c, disp(c, L(1)))),
    ],
  }),
  forms('kahala', {
    bphs: [
      cl('the 4th lord and Jupiter in mutual kendras (BPHS 36.9)', (c) =>
        c.mutualKendra(L(4), 'Jupiter'),
      ),
      cl('the lagna lord strong', (c) => c.strong(L(1))),
    ],
    'bphs-alt': [
      cl('the 4th lord in its own or exaltation sign (BPHS 36.10)', (c) => ownEx(c, L(4))),
      cl('joined by the 10th lord', (c) => c.together(L(4), L(10))),
    ],
    raman: [
      cl('the lords of the 4th and 9th in mutual kendras', (c) => c.mutualKendra(L(4), L(9))),
      cl('the lagna lord strong', (c) => c.strong(L(1))),
    ],
    phaladeepika: [
      cl("the dispositor of the lagna lord's dispositor in a kendra or trikona", (c) =>
        c.in(disp(c, disp(c, L(1))), KT),
      ),
      cl('in its own or exaltation sign', (c) => ownEx(c, disp(c, disp(c, L(1))))),
    ],
  }),
  forms('chamara', {
    bphs: [
      cl('the lagna lord exalted (BPHS 36.11)', (c) => c.exalted(L(1))),
      cl('in a kendra', (c) => c.in(L(1), KENDRA)),
      cl('aspected by Jupiter', (c) => c.aspects('Jupiter', L(1))),
    ],
    'two-benefics': [
      cl('two benefics together in the lagna, 7th, 9th or 10th (BPHS 36.12)', (c) =>
        [1, 7, 9, 10].some((h) => c.occupants(h).filter((g) => c.benefic(g)).length >= 2),
      ),
    ],
    phaladeepika: pdWell(1),
  }),
  forms('sankha', {
    bphs: [
      cl('the lagna lord strong (BPHS 36.13)', (c) => c.strong(L(1))),
      cl('the lords of the 5th and 6th in mutual kendras', (c) => c.mutualKendra(L(5), L(6))),
    ],
    'bphs-alt': [
      cl('the lagna lord with the 10th lord (BPHS 36.14)', (c) => c.together(L(1), L(10))),
      cl('in a movable sign', (c) => c.inSign(L(1), MOVABLE)),
      cl('the 9th lord strong', (c) => c.strong(L(9))),
    ],
  }),
  forms('bheri', {
    bphs: [
      cl('the 9th lord strong (BPHS 36.15)', (c) => c.strong(L(9))),
      cl('the 1st, 2nd, 7th and 12th each occupied', (c) =>
        frac([1, 2, 7, 12], (h) => c.occupants(h).length > 0),
      ),
    ],
    'bphs-alt': [
      cl('the 9th lord strong', (c) => c.strong(L(9))),
      cl('Venus, Jupiter and the lagna lord each in a kendra (BPHS 36.16)', (c) =>
        frac(['Venus', 'Jupiter', L(1)] as Who[], (w) => c.in(w, KENDRA)),
      ),
    ],
  }),
  one(
    'mridanga',
    cl('the lagna lord strong (BPHS 36.17)', (c) => c.strong(L(1))),
    cl('a graha in a kendra or trikona in its own or exaltation sign', (c) =>
      SEVEN.some((g) => c.in(g, KT) && ownEx(c, g)),
    ),
  ),
  forms('sreenatha', {
    bphs: [
      cl('the 7th lord in the 10th (BPHS 36.18)', (c) => c.in(L(7), [10])),
      cl('the 10th lord exalted', (c) => c.exalted(L(10))),
      cl('the 10th lord with the 9th lord', (c) => c.together(L(10), L(9))),
    ],
    raman: [
      cl('the 7th lord exalted', (c) => c.exalted(L(7))),
      cl('in the 10th (Raman)', (c) => c.in(L(7), [10])),
      cl('the 10th lord with the 9th lord', (c) => c.together(L(10), L(9))),
    ],
    phaladeepika: [
      cl(
        "Venus, the 9th lord and Mercury each in a kendra or trikona in its own, exaltation or a friend's sign (Phaladeepika 6)",
        (c) => frac(['Venus', L(9), 'Mercury'] as Who[], (w) => wellPlaced(c, w)),
      ),
    ],
  }),
  one(
    'srikantha',
    cl(
      "the lagna lord, the Sun and the Moon each in a kendra or trikona in its own, exaltation or a friend's sign (Phaladeepika 6)",
      (c) => frac([L(1), 'Sun', 'Moon'] as Who[], (w) => wellPlaced(c, w)),
    ),
  ),
  one(
    'virinchi',
    cl(
      "Jupiter, the 5th lord and Saturn each in a kendra or trikona in its own, exaltation or a friend's sign (Phaladeepika 6)",
      (c) => frac(['Jupiter', L(5), 'Saturn'] as Who[], (w) => wellPlaced(c, w)),
    ),
  ),
  forms('sarada', {
    first: [
      cl('the 10th lord in the 5th (BPHS 36.19)', (c) => c.in(L(10), [5])),
      cl('Mercury in a kendra', (c) => c.in('Mercury', KENDRA)),
      cl('the Sun in Leo', (c) => c.inSign('Sun', [4])),
      cl('the Sun strong', (c) => c.strong('Sun')),
    ],
    second: [
      cl(
        'Jupiter or Mercury in a trikona from the Moon (BPHS 36.20)',
        (c) => c.in('Jupiter', TRIKONA, 'Moon') || c.in('Mercury', TRIKONA, 'Moon'),
      ),
      cl('Mars in the 11th', (c) => c.in('Mars', [11])),
    ],
  }),
  one(
    'matsya',
    cl('the lagna and the 9th occupied, by benefics only (BPHS 36.21)', (c) =>
      frac([1, 9], (h) => c.occupants(h).length > 0 && c.occupants(h).every((g) => c.benefic(g))),
    ),
    cl('the 5th occupied', (c) => c.occupants(5).length > 0),
    cl('the 4th and 8th occupied, by malefics only', (c) =>
      frac([4, 8], (h) => c.occupants(h).length > 0 && c.occupants(h).every((g) => c.malefic(g))),
    ),
  ),
  one(
    'kurma',
    cl(
      'the 5th, 6th and 7th each holding Mercury, Jupiter or Venus and none of the other seven grahas (BPHS 36.23)',
      (c) =>
        frac([5, 6, 7], (h) => {
          const o = c.occupants(h, 'lagna', SEVEN);
          return o.length > 0 && o.every((g) => ['Mercury', 'Jupiter', 'Venus'].includes(g));
        }),
    ),
    cl("each graha there in its own, exaltation, moolatrikona or a friend's sign", (c) =>
      SEVEN.every(
        (g) => !c.in(g, [5, 6, 7]) || c.own(g) || c.exalted(g) || c.mt(g) || c.friendlySign(g),
      ),
    ),
    cl(
      'malefics of the seven (and no benefic) in the 1st, 3rd or 11th',
      (c) =>
        [1, 3, 11].some((h) => c.occupants(h, 'lagna', SEVEN).length > 0) &&
        [1, 3, 11].every((h) =>
          c.occupants(h, 'lagna', SEVEN).every((g) => g !== 'Rahu' && g !== 'Ketu' && c.malefic(g)),
        ),
    ),
    cl('each graha there in its own, exaltation or moolatrikona sign', (c) =>
      SEVEN.every((g) => !c.in(g, [1, 3, 11]) || c.own(g) || c.exalted(g) || c.mt(g)),
    ),
  ),
  one(
    'khadga',
    cl('the 2nd lord in the 9th (BPHS 36.25)', (c) => c.in(L(2), [9])),
    cl('the 9th lord in the 2nd', (c) => c.in(L(9), [2])),
    cl('the lagna lord in a kendra or trikona', (c) => c.in(L(1), KT)),
  ),
  one(
    'kusuma',
    cl('a fixed sign rising (BPHS 36.29)', (c) => FIXED.includes(c.lagna)),
    cl('Venus in a kendra', (c) => c.in('Venus', KENDRA)),
    cl('the Moon in a kona (5th or 9th)', (c) => c.in('Moon', [5, 9])),
    cl('a benefic with the Moon', (c) =>
      otherBenefics(c, 'Moon').some((b) => c.together('Moon', b)),
    ),
    cl('Saturn in the 10th', (c) => c.in('Saturn', [10])),
  ),
  one(
    'kalanidhi',
    cl('Jupiter in the 2nd or 5th (BPHS 36.31)', (c) => c.in('Jupiter', [2, 5])),
    cl('joined or aspected by Mercury', (c) => c.assoc('Jupiter', 'Mercury')),
    cl('joined or aspected by Venus', (c) => c.assoc('Jupiter', 'Venus')),
  ),
  one(
    'kalpadruma',
    cl(
      "the lagna lord, its dispositor, that graha's dispositor and the lord of that graha's navamsa each in a kendra or trikona or exalted (BPHS 36.33)",
      (c) => {
        const a = c.g(L(1)),
          b = c.dispositor(a),
          d = c.dispositor(b),
          e = c.navLord(d);
        return frac([a, b, d, e], (w) => c.in(w, KT) || c.exalted(w));
      },
    ),
  ),
  forms('parijata', {
    raman: [
      cl(
        "the dispositor of the lagna lord and that graha's dispositor each in a kendra or trikona (Raman)",
        (c) => frac([disp(c, L(1)), disp(c, disp(c, L(1)))], (w) => c.in(w, KT)),
      ),
    ],
    bphs: [
      cl(
        'the dispositor of the lagna lord and its dispositor, or the lords of their navamsas, each in a kendra or trikona in its own or exaltation sign',
        (c) => {
          const a = disp(c, L(1)),
            b = disp(c, a);
          return Math.max(
            frac([a, b], (w) => c.in(w, KT) && ownEx(c, w)),
            frac([c.navLord(a), c.navLord(b)], (w) => c.in(w, KT) && ownEx(c, w)),
          );
        },
      ),
    ],
  }),
  one(
    'hari',
    cl('benefics in each of the 2nd, 12th and 8th from the 2nd lord (BPHS 36.35)', (c) =>
      beneficsIn(c, [2, 12, 8], L(2)),
    ),
  ),
  forms('hara', {
    bphs: [
      cl('benefics in each of the 4th, 9th and 8th from the 7th lord (BPHS 36.35)', (c) =>
        beneficsIn(c, [4, 9, 8], L(7)),
      ),
    ],
    'jataka-parijata': [
      cl(
        'Jupiter, the Moon and Mercury one in each of the 4th, 9th and 8th from the 7th lord (Jataka Parijata 7.162)',
        (c) => oneEach(c, ['Jupiter', 'Moon', 'Mercury'], [4, 9, 8], L(7)),
      ),
    ],
  }),
  forms('brahma', {
    bphs: [
      cl('benefics in each of the 4th, 10th and 11th from the lagna lord (BPHS 36.36)', (c) =>
        beneficsIn(c, [4, 10, 11], L(1)),
      ),
    ],
    'jataka-parijata': [
      cl(
        'the Sun, Venus and Mars one in each of the 4th, 10th and 11th from the lagna lord (Jataka Parijata 7.162)',
        (c) => oneEach(c, ['Sun', 'Venus', 'Mars'], [4, 10, 11], L(1)),
      ),
    ],
    raman: [
      cl('Jupiter in a kendra from the 9th lord', (c) => c.rel(L(9), 'Jupiter', KENDRA)),
      cl('Venus in a kendra from the 11th lord', (c) => c.rel(L(11), 'Venus', KENDRA)),
      cl(
        'Mercury in a kendra from the lagna lord or the 10th lord',
        (c) => c.rel(L(1), 'Mercury', KENDRA) || c.rel(L(10), 'Mercury', KENDRA),
      ),
    ],
  }),
  one(
    'vishnu',
    cl('the 9th lord in the 2nd', (c) => c.in(L(9), [2])),
    cl('the 10th lord in the 2nd', (c) => c.in(L(10), [2])),
    cl("the lord of the 9th lord's navamsa in the 2nd (Raman)", (c) => c.in(c.navLord(L(9)), [2])),
  ),
  one(
    'siva',
    cl('the 5th lord in the 9th', (c) => c.in(L(5), [9])),
    cl('the 9th lord in the 10th', (c) => c.in(L(9), [10])),
    cl('the 10th lord in the 5th (Raman)', (c) => c.in(L(10), [5])),
  ),
  one(
    'trilochana',
    cl(
      'the Sun, the Moon and Mars in mutual trines (each 5th or 9th from the others; Raman)',
      (c) =>
        frac(
          [
            ['Sun', 'Moon'],
            ['Sun', 'Mars'],
            ['Moon', 'Mars'],
          ] as [G, G][],
          ([a, b]) => c.rel(a, b, [5, 9]),
        ),
    ),
  ),
  forms('gauri', {
    raman: [
      cl("the lord of the 10th lord's navamsa exalted", (c) => c.exalted(c.navLord(L(10)))),
      cl('in the 10th', (c) => c.in(c.navLord(L(10)), [10])),
      cl('joined by the lagna lord (Raman)', (c) => c.together(c.navLord(L(10)), L(1))),
    ],
    phaladeepika: [
      cl('the Moon in its own or exaltation sign', (c) => ownEx(c, 'Moon')),
      cl('in a kendra or trikona', (c) => c.in('Moon', KT)),
      cl('aspected by Jupiter (Phaladeepika 6)', (c) => c.aspects('Jupiter', 'Moon')),
    ],
  }),
  one(
    'chandika',
    cl('a fixed sign rising', (c) => FIXED.includes(c.lagna)),
    cl('the lagna aspected by the 6th lord', (c) => c.aspectsHouse(L(6), 1)),
    cl(
      'the Sun joined by the lords of the navamsas of the 6th and 9th lords (three different grahas in one sign; Raman)',
      (c) => {
        const a = c.navLord(L(6)),
          b = c.navLord(L(9));
        return (
          a !== b && a !== 'Sun' && b !== 'Sun' && c.together('Sun', a) && c.together('Sun', b)
        );
      },
    ),
  ),
  one(
    'bharati',
    cl(
      'the lord of the navamsa of the 2nd, 5th or 11th lord exalted and joined with the 9th lord (Raman)',
      (c) =>
        [2, 5, 11].some((h) => {
          const n = c.navLord(L(h));
          return c.exalted(n) && c.together(n, L(9));
        }),
    ),
  ),
  one(
    'saraswati',
    cl('Mercury, Jupiter and Venus each in the 1st, 2nd, 4th, 5th, 7th, 9th or 10th', (c) =>
      frac(['Mercury', 'Jupiter', 'Venus'] as G[], (g) => c.in(g, [1, 2, 4, 5, 7, 9, 10])),
    ),
    cl(
      "Jupiter in its own, exaltation, moolatrikona or a friend's sign (Raman; Phaladeepika 6)",
      (c) =>
        c.own('Jupiter') || c.exalted('Jupiter') || c.mt('Jupiter') || c.friendlySign('Jupiter'),
    ),
  ),
  one(
    'amsavatara',
    cl('Jupiter, Venus and Saturn each in a kendra', (c) =>
      frac(['Jupiter', 'Venus', 'Saturn'] as G[], (g) => c.in(g, KENDRA)),
    ),
    cl('Saturn exalted (Raman)', (c) => c.exalted('Saturn')),
  ),
  one(
    'devendra',
    cl('a fixed sign rising', (c) => FIXED.includes(c.lagna)),
    cl("the 2nd and 10th lords in each other's signs", (c) => c.exchange(L(2), L(10))),
    cl("the lagna and 11th lords in each other's signs (Raman)", (c) => c.exchange(L(1), L(11))),
  ),
  one(
    'indra',
    cl("the 5th and 11th lords in each other's signs", (c) => c.exchange(L(5), L(11))),
    cl('the Moon in the 5th (Raman)', (c) => c.in('Moon', [5])),
  ),
  one(
    'ravi',
    cl('the Sun in the 10th', (c) => c.in('Sun', [10])),
    cl('the 10th lord in the 3rd', (c) => c.in(L(10), [3])),
    cl('the 10th lord with Saturn (Raman)', (c) => c.together(L(10), 'Saturn')),
  ),
  one(
    'bhaskara',
    cl('the Moon in the 12th from the Sun', (c) => c.rel('Sun', 'Moon', [12])),
    cl('Mercury in the 2nd from the Sun', (c) => c.rel('Sun', 'Mercury', [2])),
    cl('Jupiter in the 5th or 9th from the Moon (Raman)', (c) => c.rel('Moon', 'Jupiter', [5, 9])),
  ),
  one(
    'kulavardhana',
    cl('each of the seven grahas in the 5th from the lagna, the Moon or the Sun (Raman)', (c) =>
      frac(SEVEN, (g) => c.in(g, [5]) || c.in(g, [5], 'Moon') || c.in(g, [5], 'Sun')),
    ),
  ),
  one(
    'gandharva',
    cl('the 10th lord in a trikona from the 7th (the 3rd, 7th or 11th)', (c) =>
      c.in(L(10), [3, 7, 11]),
    ),
    cl('the lagna lord joined or aspected by Jupiter', (c) => c.assoc(L(1), 'Jupiter')),
    cl('the Sun exalted', (c) => c.exalted('Sun')),
    cl('the Sun strong', (c) => c.strong('Sun')),
    cl('the Moon in the 9th (Raman)', (c) => c.in('Moon', [9])),
  ),
  one(
    'go',
    cl('Jupiter in its moolatrikona', (c) => c.mt('Jupiter')),
    cl('Jupiter strong', (c) => c.strong('Jupiter')),
    cl('the 2nd lord with Jupiter', (c) => c.together(L(2), 'Jupiter')),
    cl('the lagna lord exalted (Raman)', (c) => c.exalted(L(1))),
  ),
  one(
    'vidyut',
    cl('the 11th lord in deep exaltation', (c) => c.deepExalted(L(11))),
    cl('joined by Venus', (c) => c.together(L(11), 'Venus')),
    cl('in a kendra from the lagna lord (Raman)', (c) => c.rel(L(1), L(11), KENDRA)),
  ),
  one(
    'chapa-raja',
    cl("the 4th and 10th lords in each other's signs", (c) => c.exchange(L(4), L(10))),
    cl('the lagna lord exalted (Raman)', (c) => c.exalted(L(1))),
  ),
  one(
    'pushkala',
    cl('the lagna lord with the Moon', (c) => c.together(L(1), 'Moon')),
    cl("the Moon's dispositor in a kendra or in the sign of a great friend", (c) => {
      const d = disp(c, 'Moon');
      return c.in(d, KENDRA) || c.signRelation(d) === 2;
    }),
    cl("the Moon's dispositor aspects the lagna", (c) => c.aspectsHouse(disp(c, 'Moon'), 1)),
    cl('the lagna occupied (Raman)', (c) => c.occupants(1).length > 0),
  ),
  one(
    'makuta',
    cl('Jupiter in the 9th from the 9th lord', (c) => c.rel(L(9), 'Jupiter', [9])),
    cl('a benefic in the 9th from Jupiter', (c) =>
      c.occupants(9, 'Jupiter').some((g) => c.benefic(g)),
    ),
    cl('Saturn in the 10th (Raman)', (c) => c.in('Saturn', [10])),
  ),
  one(
    'jaya',
    cl('the 10th lord in deep exaltation', (c) => c.deepExalted(L(10))),
    cl('the 6th lord debilitated (Raman)', (c) => c.debilitated(L(6))),
  ),
  one(
    'garuda',
    cl("the lord of the Moon's navamsa exalted", (c) => c.exalted(c.navLord('Moon'))),
    cl('birth by day', (c) => c.day),
    cl('the Moon waxing (Raman)', (c) => c.waxing),
  ),
  alts(
    'guru-mangala',
    [cl('Jupiter and Mars in one sign', (c) => c.together('Jupiter', 'Mars'))],
    [cl('Jupiter and Mars in the 7th from each other', (c) => c.rel('Jupiter', 'Mars', [7]))],
  ),
  forms('mahabhagya', {
    male: [
      cl('birth by day', (c) => c.day),
      cl('the lagna, the Sun and the Moon in odd signs', (c) =>
        frac([ODD.includes(c.lagna), c.inSign('Sun', ODD), c.inSign('Moon', ODD)], (x) => x),
      ),
    ],
    female: [
      cl('birth by night', (c) => !c.day),
      cl('the lagna, the Sun and the Moon in even signs', (c) =>
        frac([EVEN.includes(c.lagna), c.inSign('Sun', EVEN), c.inSign('Moon', EVEN)], (x) => x),
      ),
    ],
  }),
  one(
    'lagnadhi',
    cl('the 7th and 8th occupied, by benefics only (BPHS 36.37)', (c) =>
      frac([7, 8], (h) => c.occupants(h).length > 0 && c.occupants(h).every((g) => c.benefic(g))),
    ),
    cl(
      'no malefic aspects the 7th or the 8th',
      (c) => !c.malefics().some((m) => c.aspectsHouse(m, 7) || c.aspectsHouse(m, 8)),
    ),
  ),
  one(
    'budha',
    cl('Jupiter in the lagna', (c) => c.in('Jupiter', [1])),
    cl('the Moon in a kendra', (c) => c.in('Moon', KENDRA)),
    cl('Rahu in the 2nd from the Moon', (c) => c.rel('Moon', 'Rahu', [2])),
    cl('the Sun in the 3rd from Rahu', (c) => c.rel('Rahu', 'Sun', [3])),
    cl('Mars in the 3rd from Rahu (Raman)', (c) => c.rel('Rahu', 'Mars', [3])),
  ),
  one(
    'marud',
    cl('Jupiter in the 5th or 9th from Venus', (c) => c.rel('Venus', 'Jupiter', [5, 9])),
    cl('the Moon in the 5th from Jupiter', (c) => c.rel('Jupiter', 'Moon', [5])),
    cl('the Sun in a kendra from the Moon (Raman)', (c) => c.rel('Moon', 'Sun', KENDRA)),
  ),
  one(
    'sareera-soukhya',
    cl('the lagna lord, Jupiter and Venus each in a kendra (Raman)', (c) =>
      frac([L(1), 'Jupiter', 'Venus'] as Who[], (w) => c.in(w, KENDRA)),
    ),
  ),
  one(
    'dehapushti',
    cl('the lagna lord in a movable sign', (c) => c.inSign(L(1), MOVABLE)),
    cl('aspected by a benefic (Raman)', (c) =>
      otherBenefics(c, L(1)).some((b) => c.aspects(b, L(1))),
    ),
  ),
];
