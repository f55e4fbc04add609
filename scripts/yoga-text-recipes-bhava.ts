/**
 * @module Text recipes: B.V. Raman's bhava combinations for the 1st to 5th houses, the Daridra yogas
 * (Raman 144-153), the Arishta yogas with the four that read a dosha (as docs/yogas-doshas-matching.md
 * states the doshas), Pravrajya, and Phaladeepika 6's yogas of the twelve house lords.
 */
import { pdWell } from './yoga-text-recipes-named';
import {
  BENEFIC_RULED,
  Chart,
  DUSTHANA,
  KENDRA,
  KT,
  MOVABLE,
  NINE,
  SEVEN,
  TRIKONA,
  WATERY,
  type G,
  type Who,
} from './yoga-text-lib';
import { cl, forms, frac, one, alts, type Clause, type Recipe } from './yoga-text-recipe';

const L = (n: number): Who => `L${n}`;
const others = (c: Chart, w: Who, pred: (g: G) => boolean): G[] =>
  NINE.filter((g) => g !== c.g(w) && pred(g));
const joinedBy = (c: Chart, w: Who, pred: (g: G) => boolean): boolean =>
  others(c, w, pred).some((g) => c.together(w, g));
const aspectedBy = (c: Chart, w: Who, pred: (g: G) => boolean): boolean =>
  others(c, w, pred).some((g) => c.aspects(g, w));
const assocBy = (c: Chart, w: Who, pred: (g: G) => boolean): boolean =>
  joinedBy(c, w, pred) || aspectedBy(c, w, pred);
const ben =
  (c: Chart) =>
  (g: G): boolean =>
    c.benefic(g);
const mal =
  (c: Chart) =>
  (g: G): boolean =>
    c.malefic(g);
const maraka =
  (c: Chart) =>
  (g: G): boolean =>
    g === c.g(L(2)) || g === c.g(L(7));
const dusLord =
  (c: Chart) =>
  (g: G): boolean =>
    [6, 8, 12].some((h) => c.g(L(h)) === g);
const weak = (c: Chart, w: Who): boolean => !c.strong(w);
const ruledByBenefic = (sign: number): boolean => BENEFIC_RULED.includes(sign);
const ownEx = (c: Chart, w: Who): boolean => c.own(w) || c.exalted(w);
const raman = (no: number | string, ...cls: Clause[]): Clause[] =>
  cls.map((k, i) => (i === cls.length - 1 ? { ...k, text: `${k.text} (Raman ${no})` } : k));

const ord = (n: number): string =>
  ['', '1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th', '11th', '12th'][n]!;
const sepDeg = (c: Chart, a: G, b: G): number => {
  const d = Math.abs(c.lon(a) - c.lon(b)) % 360;
  return d > 180 ? 360 - d : d;
};

/** Kaal Sarp as the dosha report states it (docs/yogas-doshas-matching.md): the form and direction, or null. */
function kaalSarp(c: Chart): string | null {
  const rahu = c.lon('Rahu');
  const arc = (g: G): number => (((c.lon(g) - rahu) % 360) + 360) % 360;
  const outS = SEVEN.filter((g) => !(arc(g) > 0 && arc(g) < 180));
  const outA = SEVEN.filter((g) => !(arc(g) > 180 && arc(g) < 360));
  const savya = outS.length <= outA.length;
  const out = savya ? outS : outA;
  const dir = savya ? 'savya' : 'apasavya';
  if (out.length === 0) return `full-${dir}`;
  if (out.every((g) => c.together(g, 'Rahu') || c.together(g, 'Ketu')))
    return `partial-node-sign-${dir}`;
  if (out.length === 1) return `partial-one-outside-${dir}`;
  return null;
}
/** Guru Chandal as the dosha report states it: Jupiter in a node's sign, unless wider than 12 deg with Jupiter in its own sign or exalted. */
function guruChandal(c: Chart): G[] {
  const nodes = (['Rahu', 'Ketu'] as G[]).filter((n) => c.together('Jupiter', n));
  if (!nodes.length) return [];
  const orb = Math.min(...nodes.map((n) => sepDeg(c, 'Jupiter', n)));
  return orb > 12 && ownEx(c, 'Jupiter') ? [] : nodes;
}
/** Grahan as the dosha report states it: a luminary in a node's sign, unless the closest is wider than 12 deg and Jupiter joins or aspects an afflicted luminary. */
function grahan(c: Chart): G[] {
  const pairs = (['Sun', 'Moon'] as G[]).flatMap((l) =>
    (['Rahu', 'Ketu'] as G[]).filter((n) => c.together(l, n)).map((n) => [l, n] as [G, G]),
  );
  if (!pairs.length) return [];
  const orb = Math.min(...pairs.map(([l, n]) => sepDeg(c, l, n)));
  const jup = pairs.some(([l]) => c.together('Jupiter', l) || c.aspects('Jupiter', l));
  return orb > 12 && jup ? [] : [...new Set(pairs.map(([l]) => l))];
}

const PD_BAD: [number, string][] = [
  [1, 'ava'],
  [2, 'nihsva'],
  [3, 'mriti'],
  [4, 'kuhu'],
  [5, 'pamara'],
  [6, 'harsha'],
  [7, 'dushkriti'],
  [8, 'sarala'],
  [9, 'nirbhagya'],
  [10, 'dur'],
  [11, 'daridra-11th-lord'],
  [12, 'vimala'],
];
const PD_GOOD: [number, string][] = [
  [2, 'dhenu'],
  [3, 'shaurya'],
  [4, 'jaladhi'],
  [5, 'chhatra-bhava'],
  [6, 'astra'],
  [7, 'kama'],
  [8, 'asura'],
  [9, 'bhagya'],
  [10, 'khyati'],
  [11, 'suparijata'],
  [12, 'musala-bhava'],
];

export const BHAVA_RECIPES: Recipe[] = [
  // 1st house
  one(
    'dehasthoulya-114',
    ...raman(
      114,
      cl('the lagna lord in a watery sign', (c) => c.inSign(L(1), WATERY)),
      cl("the lord of the lagna lord's navamsa in a watery sign", (c) =>
        c.inSign(c.navLord(L(1)), WATERY),
      ),
    ),
  ),
  alts(
    'dehasthoulya-115',
    [cl('Jupiter in the lagna (Raman 115)', (c) => c.in('Jupiter', [1]))],
    [
      cl('Jupiter in a watery sign', (c) => c.inSign('Jupiter', WATERY)),
      cl('aspecting the lagna (Raman 115)', (c) => c.aspectsHouse('Jupiter', 1)),
    ],
  ),
  alts(
    'dehasthoulya-116',
    [
      cl('a watery sign rising', (c) => WATERY.includes(c.lagna)),
      cl('a benefic in the lagna (Raman 116)', (c) => c.occupants(1).some(ben(c))),
    ],
    [
      cl('the lagna lord the Moon or Venus, a watery graha (Raman 116)', (c) =>
        ['Moon', 'Venus'].includes(c.g(L(1))),
      ),
    ],
  ),
  one(
    'rogagrastha',
    cl('the lagna lord in the 6th, 8th or 12th', (c) => c.in(L(1), DUSTHANA)),
    cl('joined by the 6th lord (Raman, 1st house)', (c) => c.together(L(1), L(6))),
  ),
  alts(
    'sada-sanchara',
    [cl('the lagna lord in a movable sign (Raman, 1st house)', (c) => c.inSign(L(1), MOVABLE))],
    [
      cl("the lord of the Moon's sign in a movable sign", (c) =>
        c.inSign(c.dispositor('Moon'), MOVABLE),
      ),
    ],
  ),
  // 2nd house
  alts(
    'yukthi-samanwithavagmi',
    [
      cl('the 2nd lord joined by a benefic', (c) => joinedBy(c, L(2), ben(c))),
      cl('in a kendra or trikona (Raman 154)', (c) => c.in(L(2), KT)),
    ],
    [
      cl('the 2nd lord exalted', (c) => c.exalted(L(2))),
      cl('joined by Jupiter (Raman 154)', (c) => c.together(L(2), 'Jupiter')),
    ],
  ),
  one(
    'parihasaka',
    cl('the lagna lord with the 2nd lord', (c) => c.together(L(1), L(2))),
    cl('the lagna lord joined or aspected by a benefic (Raman, 2nd house)', (c) =>
      assocBy(c, L(1), ben(c)),
    ),
  ),
  one(
    'asatyavadi',
    cl('the 2nd lord joined by Saturn, Rahu or Ketu', (c) =>
      joinedBy(c, L(2), (g) => ['Saturn', 'Rahu', 'Ketu'].includes(g)),
    ),
    cl('Mercury not strong (Raman, 2nd house)', (c) => weak(c, 'Mercury')),
  ),
  one(
    'jada',
    cl('the 2nd lord in the 6th, 8th or 12th', (c) => c.in(L(2), DUSTHANA)),
    cl('aspected by a malefic (Raman, 2nd house)', (c) => aspectedBy(c, L(2), mal(c))),
  ),
  one(
    'mooka',
    cl('the 2nd lord in the 8th', (c) => c.in(L(2), [8])),
    cl('joined by a malefic (Raman, 2nd house)', (c) => joinedBy(c, L(2), mal(c))),
  ),
  alts(
    'sumukha',
    [
      cl(
        'Jupiter or Venus in the 2nd (Raman, 2nd house)',
        (c) => c.in('Jupiter', [2]) || c.in('Venus', [2]),
      ),
    ],
    [
      cl(
        'Jupiter or Venus aspects the 2nd',
        (c) => c.aspectsHouse('Jupiter', 2) || c.aspectsHouse('Venus', 2),
      ),
    ],
  ),
  one(
    'durmukha',
    cl('Saturn, Rahu or Ketu in the 2nd (Raman, 2nd house)', (c) =>
      (['Saturn', 'Rahu', 'Ketu'] as G[]).some((g) => c.in(g, [2])),
    ),
  ),
  one(
    'bhojana-soukhya',
    cl('the 2nd lord strong', (c) => c.strong(L(2))),
    cl('joined or aspected by a benefic (Raman, 2nd house)', (c) => assocBy(c, L(2), ben(c))),
  ),
  one(
    'parannabhojana',
    cl('the 2nd lord not strong', (c) => weak(c, L(2))),
    cl('in the 8th or 12th (Raman, 2nd house)', (c) => c.in(L(2), [8, 12])),
  ),
  one(
    'sraddhannabhuktha',
    cl('the 2nd lord joined by Saturn', (c) => joinedBy(c, L(2), (g) => g === 'Saturn')),
    cl('and by the 8th lord (Raman, 2nd house)', (c) => c.together(L(2), L(8))),
  ),
  one(
    'sarpaganda',
    cl('Rahu in the 2nd', (c) => c.in('Rahu', [2])),
    cl(
      'Rahu with the 2nd lord or aspected by a malefic other than Ketu, which always faces it (Raman, 2nd house)',
      (c) => c.together('Rahu', L(2)) || aspectedBy(c, 'Rahu', (g) => g !== 'Ketu' && c.malefic(g)),
    ),
  ),
  one(
    'vakchalana',
    cl('the 2nd lord in the 6th, 8th or 12th', (c) => c.in(L(2), DUSTHANA)),
    cl('joined by Rahu or Saturn (Raman, 2nd house)', (c) =>
      joinedBy(c, L(2), (g) => g === 'Rahu' || g === 'Saturn'),
    ),
  ),
  one(
    'vishaprayoga',
    cl('the 2nd lord joined by the lord of the 6th, 8th or 12th', (c) =>
      joinedBy(c, L(2), dusLord(c)),
    ),
    cl('aspected by a malefic (Raman, 2nd house)', (c) => aspectedBy(c, L(2), mal(c))),
  ),
  // Daridra (Raman 144-153)
  one(
    'daridra-144',
    ...raman(
      144,
      cl("the lords of the lagna and the 12th in each other's signs", (c) =>
        c.exchange(L(1), L(12)),
      ),
      cl(
        'one of them joined or aspected by the 7th lord',
        (c) => c.assoc(L(1), L(7)) || c.assoc(L(12), L(7)),
      ),
    ),
  ),
  one(
    'daridra-145',
    ...raman(
      145,
      cl("the lords of the lagna and the 6th in each other's signs", (c) => c.exchange(L(1), L(6))),
      cl(
        'the Moon aspected by the 2nd or 7th lord',
        (c) => c.aspects(L(2), 'Moon') || c.aspects(L(7), 'Moon'),
      ),
    ),
  ),
  one(
    'daridra-146',
    ...raman(
      146,
      cl('Ketu in the lagna', (c) => c.in('Ketu', [1])),
      cl('the Moon in the lagna', (c) => c.in('Moon', [1])),
    ),
  ),
  one(
    'daridra-147',
    ...raman(
      147,
      cl('the lagna lord in the 8th', (c) => c.in(L(1), [8])),
      cl('joined or aspected by the 2nd or 7th lord', (c) => assocBy(c, L(1), maraka(c))),
    ),
  ),
  one(
    'daridra-148',
    ...raman(
      148,
      cl('the lagna lord in the 6th, 8th or 12th', (c) => c.in(L(1), DUSTHANA)),
      cl('joined by a malefic', (c) => joinedBy(c, L(1), mal(c))),
      cl('joined or aspected by the 2nd or 7th lord', (c) => assocBy(c, L(1), maraka(c))),
    ),
  ),
  one(
    'daridra-149',
    ...raman(
      149,
      cl('the lagna lord joined by the lord of the 6th, 8th or 12th', (c) =>
        joinedBy(c, L(1), dusLord(c)),
      ),
      cl('aspected by a malefic', (c) => aspectedBy(c, L(1), mal(c))),
    ),
  ),
  one(
    'daridra-150',
    ...raman(
      150,
      cl('the 5th lord joined by the lord of the 6th, 8th or 12th', (c) =>
        joinedBy(c, L(5), dusLord(c)),
      ),
      cl('not joined or aspected by a benefic', (c) => !assocBy(c, L(5), ben(c))),
    ),
  ),
  one(
    'daridra-151',
    ...raman(
      151,
      cl('the 5th lord in the 6th or 10th', (c) => c.in(L(5), [6, 10])),
      cl('aspected by the lord of the 2nd, 6th, 7th, 8th or 12th', (c) =>
        aspectedBy(c, L(5), (g) => [2, 6, 7, 8, 12].some((h) => c.g(L(h)) === g)),
      ),
    ),
  ),
  one(
    'daridra-152',
    ...raman(
      152,
      cl(
        'a natural malefic (Sun, Mars, Saturn, Rahu, Ketu) not owning the 9th or 10th in the lagna, joined or aspected by the 2nd or 7th lord',
        (c) =>
          (['Sun', 'Mars', 'Saturn', 'Rahu', 'Ketu'] as G[]).some(
            (g) =>
              c.in(g, [1]) &&
              !c.owns(g).some((h) => h === 9 || h === 10) &&
              assocBy(c, g, maraka(c)),
          ),
      ),
    ),
  ),
  one(
    'daridra-153',
    ...raman(
      153,
      cl('the lords of the lagna and of the navamsa lagna each in the 6th, 8th or 12th', (c) =>
        frac([c.g(L(1)), c.navLagnaLord()], (g) => c.in(g, DUSTHANA)),
      ),
      cl('the lagna lord joined or aspected by the 2nd or 7th lord', (c) =>
        assocBy(c, L(1), maraka(c)),
      ),
      cl('the navamsa lagna lord joined or aspected by the 2nd or 7th lord', (c) =>
        assocBy(c, c.navLagnaLord(), maraka(c)),
      ),
    ),
  ),
  // 3rd house
  alts(
    'bhratruvriddhi',
    [
      cl(
        'the 3rd lord or Mars joined by a benefic (Raman, 3rd house)',
        (c) => joinedBy(c, L(3), ben(c)) || joinedBy(c, 'Mars', ben(c)),
      ),
    ],
    [
      cl(
        'the 3rd lord or Mars in a sign of Mercury, Jupiter, Venus or the Moon',
        (c) => ruledByBenefic(c.sign(L(3))) || ruledByBenefic(c.sign('Mars')),
      ),
    ],
  ),
  one(
    'sodaranasa',
    cl('Mars and the 3rd lord each in the 3rd, 5th, 7th or 8th', (c) =>
      frac(['Mars', L(3)] as Who[], (w) => c.in(w, [3, 5, 7, 8])),
    ),
    cl('the 3rd lord aspected by a malefic (Raman, 3rd house)', (c) => aspectedBy(c, L(3), mal(c))),
  ),
  one(
    'ekabhagini',
    cl('Mercury in the 3rd', (c) => c.in('Mercury', [3])),
    cl('the 3rd lord with the Moon', (c) => c.together(L(3), 'Moon')),
    cl('Mars with Saturn (Raman, 3rd house)', (c) => c.together('Mars', 'Saturn')),
  ),
  one(
    'dwadasa-sahodara',
    cl('the 3rd lord in a kendra', (c) => c.in(L(3), KENDRA)),
    cl('Mars exalted', (c) => c.exalted('Mars')),
    cl('Mars with Jupiter', (c) => c.together('Mars', 'Jupiter')),
    cl('Mars in a trikona from the 3rd lord (Raman, 3rd house)', (c) =>
      c.rel(L(3), 'Mars', TRIKONA),
    ),
  ),
  one(
    'saptasankhya-sahodara',
    cl('the 12th lord with Mars', (c) => c.together(L(12), 'Mars')),
    cl('the Moon in the 3rd', (c) => c.in('Moon', [3])),
    cl('the Moon with Jupiter', (c) => c.together('Moon', 'Jupiter')),
    cl(
      'the Moon neither joined nor aspected by Venus (Raman, 3rd house)',
      (c) => !c.assoc('Moon', 'Venus'),
    ),
  ),
  one(
    'parakrama',
    cl('the 3rd lord in a navamsa of Mercury, Jupiter, Venus or the Moon', (c) =>
      ruledByBenefic(c.nav(L(3))),
    ),
    cl('the 3rd lord joined or aspected by a benefic', (c) => assocBy(c, L(3), ben(c))),
    cl('Mars in a sign of Mercury, Jupiter, Venus or the Moon (Raman, 3rd house)', (c) =>
      ruledByBenefic(c.sign('Mars')),
    ),
  ),
  one(
    'yuddhatpoorvadridhachitta',
    ...raman(
      184,
      cl('the 3rd lord exalted', (c) => c.exalted(L(3))),
      cl('joined by a malefic', (c) => joinedBy(c, L(3), mal(c))),
      cl(
        'in a movable sign or a movable navamsa',
        (c) => c.inSign(L(3), MOVABLE) || MOVABLE.includes(c.nav(L(3))),
      ),
    ),
  ),
  one(
    'satkathadisravana',
    cl('the 3rd a sign of Mercury, Jupiter, Venus or the Moon', (c) =>
      ruledByBenefic(c.signOfHouse(3)),
    ),
    cl('the 3rd aspected by a benefic', (c) => c.benefics().some((g) => c.aspectsHouse(g, 3))),
    cl('the 3rd lord in a navamsa of Mercury, Jupiter, Venus or the Moon (Raman, 3rd house)', (c) =>
      ruledByBenefic(c.nav(L(3))),
    ),
  ),
  // 4th house
  one(
    'uttama-griha',
    cl('the 4th lord joined by a benefic', (c) => joinedBy(c, L(4), ben(c))),
    cl('aspected by a benefic', (c) => aspectedBy(c, L(4), ben(c))),
    cl('in a kendra or trikona (Raman, 4th house)', (c) => c.in(L(4), KT)),
  ),
  one(
    'vichitra-saudha-prakara',
    cl('the 4th lord with the 10th lord', (c) => c.together(L(4), L(10))),
    cl('joined by Saturn', (c) => joinedBy(c, L(4), (g) => g === 'Saturn')),
    cl('joined by Mars (Raman, 4th house)', (c) => joinedBy(c, L(4), (g) => g === 'Mars')),
  ),
  one(
    'ayatna-griha-prapta',
    cl('the lords of the lagna and the 7th each in the lagna or the 4th', (c) =>
      frac([L(1), L(7)] as Who[], (w) => c.in(w, [1, 4])),
    ),
    cl('the lagna lord aspected by a benefic (Raman 189)', (c) => aspectedBy(c, L(1), ben(c))),
  ),
  one(
    'ayatna-griha-prapta-190',
    cl('the 9th lord in a kendra', (c) => c.in(L(9), KENDRA)),
    cl(
      'the 4th lord exalted, in moolatrikona or in its own sign (Raman 190)',
      (c) => c.exalted(L(4)) || c.mt(L(4)) || c.own(L(4)),
    ),
  ),
  one(
    'grihanasa',
    cl('the 4th lord in the 12th', (c) => c.in(L(4), [12])),
    cl('aspected by a malefic (Raman 191)', (c) => aspectedBy(c, L(4), mal(c))),
  ),
  one(
    'grihanasa-192',
    cl("the lord of the 4th lord's navamsa in the 12th (Raman 192)", (c) =>
      c.in(c.navLord(L(4)), [12]),
    ),
  ),
  one(
    'bandhu-pujya-193',
    ...raman(
      193,
      cl('the 4th lord a benefic', (c) => c.benefic(L(4))),
      cl('aspected by another benefic', (c) => aspectedBy(c, L(4), ben(c))),
      cl('Mercury in the lagna', (c) => c.in('Mercury', [1])),
    ),
  ),
  one(
    'bandhu-pujya-194',
    cl(
      'Jupiter joins or aspects the 4th lord, or occupies or aspects the 4th (Raman 194)',
      (c) => c.assoc(L(4), 'Jupiter') || c.in('Jupiter', [4]) || c.aspectsHouse('Jupiter', 4),
    ),
  ),
  forms('matrunasa', {
    hemmed: [cl('the Moon hemmed between malefics (Raman 198)', (c) => c.hemmed('Moon', mal(c)))],
    joined: [cl('the Moon joined by a malefic (Raman 198)', (c) => joinedBy(c, 'Moon', mal(c)))],
    aspected: [
      cl('the Moon aspected by a malefic (Raman 198)', (c) => aspectedBy(c, 'Moon', mal(c))),
    ],
  }),
  one(
    'matrunasa-199',
    cl(
      "the lord of the navamsa of the lord of the 4th lord's navamsa in the 6th, 8th or 12th (Raman 199)",
      (c) => c.in(c.navLord(c.navLord(L(4))), DUSTHANA),
    ),
  ),
  one(
    'kapata-202',
    ...raman(
      202,
      cl('a malefic in the 4th', (c) => c.occupants(4).some(mal(c))),
      cl(
        'the 4th lord joined or aspected by a malefic, or hemmed between malefics',
        (c) => assocBy(c, L(4), mal(c)) || c.hemmed(L(4), mal(c)),
      ),
    ),
  ),
  one(
    'kapata-203',
    ...raman(
      203,
      cl('Saturn, Mars and Rahu in the 4th', (c) =>
        frac(['Saturn', 'Mars', 'Rahu'] as G[], (g) => c.in(g, [4])),
      ),
      cl('the 10th lord a malefic', (c) => c.malefic(L(10))),
      cl('the 10th lord in the 4th', (c) => c.in(L(10), [4])),
      cl('the 10th lord aspected by a malefic', (c) => aspectedBy(c, L(10), mal(c))),
    ),
  ),
  alts(
    'nishkapata-205',
    [cl('a benefic in the 4th (Raman 205)', (c) => c.occupants(4).some(ben(c)))],
    [
      cl('the 4th a sign of Mercury, Jupiter, Venus or the Moon', (c) =>
        ruledByBenefic(c.signOfHouse(4)),
      ),
    ],
    [
      cl("a graha in the 4th in its own, exaltation or a friend's sign", (c) =>
        c.occupants(4, 'lagna', SEVEN).some((g) => c.own(g) || c.exalted(g) || c.friendlySign(g)),
      ),
    ],
  ),
  one(
    'nishkapata-206',
    ...raman(
      206,
      cl('the lagna lord in the 4th', (c) => c.in(L(1), [4])),
      cl('joined or aspected by a benefic', (c) => assocBy(c, L(1), ben(c))),
    ),
  ),
  one(
    'matru-satrutwa',
    cl(
      'Mercury lord of both the lagna and the 4th',
      (c) => c.g(L(1)) === 'Mercury' && c.g(L(4)) === 'Mercury',
    ),
    cl('Mercury joined or aspected by a malefic (Raman, 4th house)', (c) =>
      assocBy(c, 'Mercury', mal(c)),
    ),
  ),
  forms('matru-sneha', {
    'same-lord': [
      cl('the lagna and the 4th ruled by one graha (Raman, 4th house, first variation)', (c) =>
        c.same(L(1), L(4)),
      ),
    ],
    friends: [
      cl(
        'the lords of the lagna and the 4th friends of each other: each a natural friend of the other, or each in the 2nd, 3rd, 4th, 10th, 11th or 12th from the other (second variation)',
        (c) => {
          const a = c.g(L(1)),
            b = c.g(L(4));
          return (
            a !== b &&
            ((c.natural(a, b) === 1 && c.natural(b, a) === 1) || c.rel(a, b, [2, 3, 4, 10, 11, 12]))
          );
        },
      ),
    ],
    'benefic-aspects': [
      cl('the lagna lord aspected by a benefic', (c) => aspectedBy(c, L(1), ben(c))),
      cl('the 4th lord aspected by a benefic (third variation)', (c) =>
        aspectedBy(c, L(4), ben(c)),
      ),
    ],
  }),
  one(
    'vahana-209',
    cl('the lagna lord in the 4th, 9th or 11th (Raman 209)', (c) => c.in(L(1), [4, 9, 11])),
  ),
  one(
    'vahana-210',
    ...raman(
      210,
      cl('the 4th lord exalted', (c) => c.exalted(L(4))),
      cl('the lord of that exaltation sign in a kendra or trikona', (c) =>
        c.in(c.dispositor(L(4)), KT),
      ),
    ),
  ),
  // 5th house
  one(
    'anapathya',
    cl(
      'Jupiter and the lords of the lagna, the 7th and the 5th all not strong (Raman, 5th house)',
      (c) => frac(['Jupiter', L(1), L(7), L(5)] as Who[], (w) => weak(c, w)),
    ),
  ),
  one(
    'sarpasapa-212',
    ...raman(
      212,
      cl('Rahu in the 5th', (c) => c.in('Rahu', [5])),
      cl(
        'Rahu aspected by Mars, or the 5th a sign of Mars',
        (c) => c.aspects('Mars', 'Rahu') || c.g(L(5)) === 'Mars',
      ),
    ),
  ),
  one(
    'sarpasapa-213',
    ...raman(
      213,
      cl('the 5th lord with Rahu', (c) => c.together(L(5), 'Rahu')),
      cl('Saturn in the 5th', (c) => c.in('Saturn', [5])),
      cl('Saturn joined or aspected by the Moon', (c) => c.assoc('Saturn', 'Moon')),
    ),
  ),
  one(
    'sarpasapa-214',
    ...raman(
      214,
      cl('Jupiter with Mars', (c) => c.together('Jupiter', 'Mars')),
      cl('Rahu in the lagna', (c) => c.in('Rahu', [1])),
      cl('the 5th lord in the 6th, 8th or 12th', (c) => c.in(L(5), DUSTHANA)),
    ),
  ),
  one(
    'sarpasapa-215',
    ...raman(
      215,
      cl('the 5th a sign of Mars', (c) => c.g(L(5)) === 'Mars'),
      cl('Rahu in the 5th', (c) => c.in('Rahu', [5])),
      cl('Rahu joined or aspected by Mercury', (c) => c.assoc('Rahu', 'Mercury')),
    ),
  ),
  one(
    'pitru-sapa-sutakshaya',
    cl('the Sun in the 5th', (c) => c.in('Sun', [5])),
    cl(
      'the Sun debilitated, or in a navamsa of Saturn, or hemmed between malefics (Raman, 5th house)',
      (c) => c.debilitated('Sun') || [9, 10].includes(c.nav('Sun')) || c.hemmed('Sun', mal(c)),
    ),
  ),
  one(
    'matru-sapa-sutakshaya',
    cl("the 5th and 8th lords in each other's signs", (c) => c.exchange(L(5), L(8))),
    cl('the Moon and the 4th lord in the 6th (Raman, 5th house)', (c) =>
      frac(['Moon', L(4)] as Who[], (w) => c.in(w, [6])),
    ),
  ),
  one(
    'bhratru-sapa-sutakshaya',
    cl('the lords of the lagna and the 5th in the 8th', (c) =>
      frac([L(1), L(5)] as Who[], (w) => c.in(w, [8])),
    ),
    cl('the 3rd lord, Mars and Rahu in the 5th (Raman, 5th house)', (c) =>
      frac([L(3), 'Mars', 'Rahu'] as Who[], (w) => c.in(w, [5])),
    ),
  ),
  one(
    'pretha-sapa',
    cl('the Sun and Saturn in the 5th', (c) => frac(['Sun', 'Saturn'] as G[], (g) => c.in(g, [5]))),
    cl('the Moon in the 7th', (c) => c.in('Moon', [7])),
    cl('the Moon not strong', (c) => weak(c, 'Moon')),
    cl('Rahu in the lagna', (c) => c.in('Rahu', [1])),
    cl('Jupiter in the 12th (Raman, 5th house)', (c) => c.in('Jupiter', [12])),
  ),
  one(
    'bahu-putra',
    ...raman(
      220,
      cl('Rahu in the 5th', (c) => c.in('Rahu', [5])),
      cl('Rahu not in a navamsa of Saturn', (c) => ![9, 10].includes(c.nav('Rahu'))),
    ),
  ),
  one(
    'dattha-putra-222',
    ...raman(
      222,
      cl('Mars and Saturn in the 5th', (c) => frac(['Mars', 'Saturn'] as G[], (g) => c.in(g, [5]))),
      cl('the lagna lord in a sign of Mercury', (c) => c.inSign(L(1), [2, 5])),
      cl('joined or aspected by Mercury', (c) => c.assoc(L(1), 'Mercury')),
    ),
  ),
  one(
    'dattha-putra-223',
    ...raman(
      223,
      cl('the 7th lord in the 11th', (c) => c.in(L(7), [11])),
      cl('the 5th lord joined by a benefic', (c) => joinedBy(c, L(5), ben(c))),
      cl('Mars or Saturn in the 5th', (c) => c.in('Mars', [5]) || c.in('Saturn', [5])),
    ),
  ),
  one(
    'eka-putra',
    cl('the 5th lord in a kendra or trikona (Raman 225)', (c) => c.in(L(5), KT)),
  ),
  one(
    'suputra',
    ...raman(
      226,
      cl('Jupiter the lord of the 5th', (c) => c.g(L(5)) === 'Jupiter'),
      cl(
        "the Sun in its own, exaltation or a friend's sign",
        (c) => c.own('Sun') || c.exalted('Sun') || c.friendlySign('Sun'),
      ),
    ),
  ),
  one(
    'kaalanirdesat-putra-227',
    ...raman(
      227,
      cl('Jupiter in the 5th', (c) => c.in('Jupiter', [5])),
      cl('the 5th lord with Venus', (c) => c.together(L(5), 'Venus')),
    ),
  ),
  one(
    'kaalanirdesat-putra-228',
    ...raman(
      228,
      cl('Jupiter in the 9th', (c) => c.in('Jupiter', [9])),
      cl('Venus in the 9th from Jupiter', (c) => c.rel('Jupiter', 'Venus', [9])),
      cl('Venus with the lagna lord', (c) => c.together('Venus', L(1))),
    ),
  ),
  one(
    'putranasa-229',
    ...raman(
      229,
      cl('Rahu in the 5th', (c) => c.in('Rahu', [5])),
      cl('the 5th lord joined by a malefic', (c) => joinedBy(c, L(5), mal(c))),
      cl('Jupiter debilitated', (c) => c.debilitated('Jupiter')),
    ),
  ),
  one(
    'putranasa-230',
    ...raman(
      230,
      cl(
        'a malefic in or aspecting the 5th from Jupiter',
        (c) =>
          c.occupants(5, 'Jupiter').some(mal(c)) ||
          c.malefics().some((m) => c.aspectsHouse(m, 5, 'Jupiter')),
      ),
      cl(
        'a malefic in or aspecting the 5th from the lagna',
        (c) => c.occupants(5).some(mal(c)) || c.malefics().some((m) => c.aspectsHouse(m, 5)),
      ),
    ),
  ),
  one(
    'buddhimaturya',
    ...raman(
      231,
      cl('the 5th lord a benefic', (c) => c.benefic(L(5))),
      cl(
        'aspected by another benefic, or in a sign of Mercury, Jupiter, Venus or the Moon',
        (c) => aspectedBy(c, L(5), ben(c)) || ruledByBenefic(c.sign(L(5))),
      ),
    ),
  ),
  one(
    'jara',
    cl('the lords of the 10th, 2nd and 7th in the 10th (Raman 236)', (c) =>
      frac([L(10), L(2), L(7)] as Who[], (w) => c.in(w, [10])),
    ),
  ),
  // Arishta
  forms('asubha', {
    'malefic-in-lagna': [
      cl('a malefic in the lagna (BPHS 36.1)', (c) => c.occupants(1).some(mal(c))),
    ],
    'papa-kartari': [
      cl('a malefic in the 12th', (c) => c.occupants(12).some(mal(c))),
      cl('a malefic in the 2nd (BPHS 36.2)', (c) => c.occupants(2).some(mal(c))),
    ],
  }),
  one(
    'sakata',
    cl('the Moon in the 6th, 8th or 12th from Jupiter', (c) => c.rel('Jupiter', 'Moon', DUSTHANA)),
    cl(
      'the Moon not in a kendra from the lagna (Raman, Sakata Yoga)',
      (c) => !c.in('Moon', KENDRA),
    ),
  ),
  one(
    'vanchana-chora-bheethi',
    cl('the lagna lord in the 6th, 8th or 12th', (c) => c.in(L(1), DUSTHANA)),
    cl('joined or aspected by a malefic (Raman)', (c) => assocBy(c, L(1), mal(c))),
  ),
  forms('guru-chandala', {
    rahu: [
      cl(
        'Jupiter in the sign of Rahu, not wider than 12 deg while in its own or exaltation sign (the Guru Chandal dosha)',
        (c) => guruChandal(c).includes('Rahu'),
      ),
    ],
    ketu: [
      cl(
        'Jupiter in the sign of Ketu, not wider than 12 deg while in its own or exaltation sign (the Guru Chandal dosha)',
        (c) => guruChandal(c).includes('Ketu'),
      ),
    ],
  }),
  forms('grahana', {
    surya: [
      cl(
        'the Sun in the sign of Rahu or Ketu, the Grahan dosha not mitigated away (wider than 12 deg with Jupiter on the luminary)',
        (c) => grahan(c).includes('Sun'),
      ),
    ],
    chandra: [
      cl('the Moon in the sign of Rahu or Ketu, the Grahan dosha not mitigated away', (c) =>
        grahan(c).includes('Moon'),
      ),
    ],
  }),
  alts(
    'angaraka',
    [cl('Mars with Rahu', (c) => c.together('Mars', 'Rahu'))],
    [cl('Mars with Ketu', (c) => c.together('Mars', 'Ketu'))],
  ),
  one(
    'shrapit',
    cl('Saturn with Rahu', (c) => c.together('Saturn', 'Rahu')),
  ),
  one(
    'visha',
    cl('Saturn with the Moon', (c) => c.together('Saturn', 'Moon')),
  ),
  forms(
    'kala-sarpa',
    Object.fromEntries(
      ['full', 'partial-node-sign', 'partial-one-outside'].flatMap((form) =>
        ['savya', 'apasavya'].map((dir) => [
          `${form}-${dir}`,
          [
            cl(
              `the seven grahas between the nodes as the Kaal Sarp dosha reads it: ${form}, ${dir}`,
              (c) => kaalSarp(c) === `${form}-${dir}`,
            ),
          ],
        ]),
      ),
    ),
  ),
  one(
    'balarishta-moon',
    cl('the Moon in the 6th, 8th or 12th', (c) => c.in('Moon', DUSTHANA)),
    cl('aspected by a malefic', (c) => aspectedBy(c, 'Moon', mal(c))),
  ),
  one(
    'pravrajya',
    cl('four or more of the seven grahas in one sign (Brihat Jataka 15)', (c) =>
      Math.min(
        1,
        Math.max(...SEVEN.map((g) => SEVEN.filter((x) => c.sign(x) === c.sign(g)).length)) / 4,
      ),
    ),
  ),
  // Phaladeepika 6: the twelve house lords
  ...PD_GOOD.map(([h, id]) => one(id, ...pdWell(h))),
  ...PD_BAD.map(([h, id]) =>
    one(
      id,
      cl(`the lord of the ${ord(h)} in the 6th, 8th or 12th (Phaladeepika 6.58-69)`, (c) =>
        c.in(L(h), DUSTHANA),
      ),
    ),
  ),
];
