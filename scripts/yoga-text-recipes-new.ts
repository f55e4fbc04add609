/**
 * @module Text recipes for the yogas added from BPHS 37 and 39-43 (read in the English of those chapters)
 * and from B.V. Raman's combinations nos. 196-299 (catalogue-bphs.ts, catalogue-raman.ts).
 */
import { Chart, DUAL, DUSTHANA, KENDRA, KT, NINE, SEVEN, type G, type Who } from './yoga-text-lib';
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
const maraka =
  (c: Chart) =>
  (g: G): boolean =>
    g === c.g(L(2)) || g === c.g(L(7));
const holds = (
  c: Chart,
  h: number,
  pred: (g: G) => boolean,
  from: Who | 'lagna' = 'lagna',
): boolean => c.occupants(h, from).some(pred);
const ownEx = (c: Chart, w: Who): boolean => c.own(w) || c.exalted(w);
const dignified = (c: Chart, w: Who): boolean =>
  c.own(w) || c.exalted(w) || c.mt(w) || c.friendlySign(w);
const BEN3: G[] = ['Mercury', 'Jupiter', 'Venus'];
const MAL3: G[] = ['Sun', 'Mars', 'Saturn'];
const count = (c: Chart, pred: (g: G) => boolean, need: number): number =>
  Math.min(1, SEVEN.filter(pred).length / need);
const debAspectingLagna = (c: Chart, houses: number[]): boolean =>
  SEVEN.some((g) => c.in(g, houses) && c.debilitated(g) && c.aspectsHouse(g, 1));

const dhana5 = (verse: number, g: G, ...eleventh: G[]): Recipe =>
  one(
    `dhana-bphs-41-${verse}`,
    cl(`${g} in the 5th`, (c) => c.in(g, [5])),
    cl(`the 5th a sign of ${g}`, (c) => c.own(g)),
    ...eleventh.map((x) => cl(`${x} in the 11th (BPHS 41.${verse})`, (c) => c.in(x, [11]))),
  );
const dhanaLagna = (verse: number, g: G, ...by: G[]): Recipe =>
  one(
    `dhana-bphs-41-${verse}`,
    cl(`${g} in the lagna`, (c) => c.in(g, [1])),
    cl(`the lagna ${g}'s own sign`, (c) => c.own(g)),
    ...by.map((x) =>
      cl(`${g} joined or aspected by ${x} (BPHS 41.${verse})`, (c) => c.assoc(g, x)),
    ),
  );
const alpa = (verse: string, ...cls: Clause[]): Recipe => one(`alpayu-bphs-43-${verse}`, ...cls);
const purna = (verse: string, ...cls: Clause[]): Recipe => one(`purnayu-bphs-43-${verse}`, ...cls);

export const NEW_RECIPES: Recipe[] = [
  forms('chandra-navamsa-dhana', {
    day: [
      cl('birth by day', (c) => c.day),
      cl(
        "the Moon in its own or a friend's navamsa (Cancer; the Sun's Leo; Mercury's Gemini, Virgo)",
        (c) => c.navOwn('Moon') || c.navFriendly('Moon'),
      ),
      cl('aspected by Jupiter (BPHS 37.2)', (c) => c.aspects('Jupiter', 'Moon')),
    ],
    night: [
      cl('birth by night', (c) => !c.day),
      cl(
        "the Moon in its own or a friend's navamsa",
        (c) => c.navOwn('Moon') || c.navFriendly('Moon'),
      ),
      cl('aspected by Venus (BPHS 37.3)', (c) => c.aspects('Venus', 'Moon')),
    ],
  }),
  // BPHS 39
  one(
    'raja-bphs-39-17',
    cl('the lagna, the 2nd and the 4th each holding a benefic', (c) =>
      frac([1, 2, 4], (h) => holds(c, h, (g) => c.benefic(g))),
    ),
    cl('a malefic in the 3rd (BPHS 39.17)', (c) => holds(c, 3, (g) => c.malefic(g))),
  ),
  one(
    'raja-bphs-39-18',
    cl('the Moon, Jupiter, Venus or Mercury exalted in the 2nd (BPHS 39.18)', (c) =>
      (['Moon', 'Jupiter', 'Venus', 'Mercury'] as G[]).some((g) => c.in(g, [2]) && c.exalted(g)),
    ),
  ),
  one(
    'raja-bphs-39-19',
    cl(
      'a debilitated graha in the 6th, 8th or 3rd (all three at once is impossible: Leo and Aquarius rising would need their own lord debilitated there)',
      (c) => [6, 8, 3].some((h) => c.occupants(h, 'lagna', SEVEN).some((g) => c.debilitated(g))),
    ),
    cl('the lagna lord exalted or in its own sign', (c) => ownEx(c, L(1))),
    cl('the lagna lord aspects the lagna (BPHS 39.19)', (c) => c.aspectsHouse(L(1), 1)),
  ),
  one(
    'raja-bphs-39-20',
    cl("the lords of the 6th, 8th and 12th each debilitated, in an enemy's sign or combust", (c) =>
      frac([6, 8, 12], (h) => c.debilitated(L(h)) || c.enemySign(L(h)) || c.combust(L(h))),
    ),
    cl('the lagna lord in its own or exaltation sign', (c) => ownEx(c, L(1))),
    cl('the lagna lord aspects the lagna (BPHS 39.20)', (c) => c.aspectsHouse(L(1), 1)),
  ),
  one(
    'raja-bphs-39-21',
    cl('the 10th lord in its own or exaltation sign', (c) => ownEx(c, L(10))),
    cl('aspecting the lagna (BPHS 39.21)', (c) => c.aspectsHouse(L(10), 1)),
  ),
  one(
    'raja-bphs-39-28',
    cl('a lord of the 6th, 8th or 12th debilitated and aspecting the lagna (BPHS 39.28)', (c) =>
      [6, 8, 12].some((h) => c.debilitated(L(h)) && c.aspectsHouse(L(h), 1)),
    ),
  ),
  one(
    'raja-bphs-39-30',
    cl('a debilitated graha in the 6th or 8th aspecting the lagna (BPHS 39.30)', (c) =>
      debAspectingLagna(c, [6, 8]),
    ),
  ),
  one(
    'raja-bphs-39-31',
    cl('a debilitated graha in the 3rd or 11th aspecting the lagna (BPHS 39.31)', (c) =>
      debAspectingLagna(c, [3, 11]),
    ),
  ),
  alts(
    'raja-bphs-39-33',
    [
      cl(
        'the lords of the 5th and 9th aspect each other (BPHS 39.33)',
        (c) => c.aspects(L(5), L(9)) && c.aspects(L(9), L(5)),
      ),
    ],
    [cl('the lords of the 5th and 9th together (BPHS 39.34)', (c) => c.together(L(5), L(9)))],
  ),
  one(
    'raja-bphs-39-35',
    cl('the 4th lord in the 10th', (c) => c.in(L(4), [10])),
    cl('the 10th lord in the 4th', (c) => c.in(L(10), [4])),
    cl(
      'the 5th lord aspected by one of them',
      (c) => c.aspects(L(4), L(5)) || c.aspects(L(10), L(5)),
    ),
    cl(
      'the 9th lord aspected by one of them (BPHS 39.35)',
      (c) => c.aspects(L(4), L(9)) || c.aspects(L(10), L(9)),
    ),
  ),
  one(
    'raja-bphs-39-36',
    cl('the lords of the 5th, 10th, 4th and lagna all in the 9th (BPHS 39.36)', (c) =>
      frac([5, 10, 4, 1], (h) => c.in(L(h), [9])),
    ),
  ),
  one(
    'raja-bphs-39-38',
    cl('the 5th lord in the lagna, 4th or 10th', (c) => c.in(L(5), [1, 4, 10])),
    cl(
      'joined by the 9th lord or the lagna lord (BPHS 39.38)',
      (c) => c.together(L(5), L(9)) || c.together(L(5), L(1)),
    ),
  ),
  one(
    'raja-bphs-39-39',
    cl('Jupiter in the 9th', (c) => c.in('Jupiter', [9])),
    cl("the 9th Jupiter's own sign", (c) => c.own('Jupiter')),
    cl(
      'Jupiter joined by Venus or the 5th lord (BPHS 39.39)',
      (c) => c.together('Jupiter', 'Venus') || c.together('Jupiter', L(5)),
    ),
  ),
  one(
    'raja-bphs-39-45',
    cl('four or more grahas in their exaltation or moolatrikona signs (BPHS 39.45)', (c) =>
      count(c, (g) => c.exalted(g) || c.mt(g), 4),
    ),
  ),
  one(
    'raja-bphs-39-46',
    cl('six grahas exalted (BPHS 39.46)', (c) => count(c, (g) => c.exalted(g), 6)),
  ),
  one(
    'raja-bphs-39-47',
    cl('Jupiter, Venus or Mercury exalted', (c) => BEN3.some((g) => c.exalted(g))),
    cl('a benefic in a kendra (BPHS 39.47)', (c) =>
      KENDRA.some((h) => holds(c, h, (g) => c.benefic(g))),
    ),
  ),
  one(
    'raja-bphs-39-48',
    cl('Mercury, Jupiter and Venus each in a kendra', (c) => frac(BEN3, (g) => c.in(g, KENDRA))),
    cl('the Sun, Mars and Saturn each in the 3rd, 6th or 11th (BPHS 39.48)', (c) =>
      frac(MAL3, (g) => c.in(g, [3, 6, 11])),
    ),
  ),
  // BPHS 40
  one(
    'raja-sambandha-bphs-40-2',
    cl(
      'no malefic in the 10th or 11th',
      (c) => ![10, 11].some((h) => holds(c, h, (g) => c.malefic(g))),
    ),
    cl(
      'no malefic aspects the 10th or 11th',
      (c) => !c.malefics().some((m) => c.aspectsHouse(m, 10) || c.aspectsHouse(m, 11)),
    ),
    cl('the 11th aspected by its own lord (BPHS 40.2)', (c) => c.aspectsHouse(L(11), 11)),
  ),
  // BPHS 41
  dhana5(2, 'Venus', 'Mars'),
  dhana5(3, 'Mercury', 'Moon', 'Mars', 'Jupiter'),
  dhana5(4, 'Sun', 'Saturn', 'Moon', 'Jupiter'),
  dhana5(5, 'Saturn', 'Sun', 'Moon'),
  dhana5(6, 'Jupiter', 'Mercury'),
  dhana5(7, 'Mars', 'Venus'),
  dhana5(8, 'Moon', 'Saturn'),
  dhanaLagna(10, 'Moon', 'Mercury', 'Jupiter'),
  dhanaLagna(11, 'Mars', 'Mercury', 'Venus', 'Saturn'),
  dhanaLagna(12, 'Mercury', 'Saturn', 'Jupiter'),
  dhanaLagna(15, 'Saturn', 'Mars', 'Jupiter'),
  // BPHS 42
  one(
    'daridra-bphs-42-2',
    cl('the lagna lord in the 12th', (c) => c.in(L(1), [12])),
    cl('the 12th lord in the lagna', (c) => c.in(L(12), [1])),
    cl('the 12th lord joined or aspected by the lord of the 2nd or 7th (BPHS 42.2)', (c) =>
      assocBy(c, L(12), maraka(c)),
    ),
  ),
  one(
    'daridra-bphs-42-3',
    cl('the lagna lord in the 6th', (c) => c.in(L(1), [6])),
    cl('the 6th lord in the lagna', (c) => c.in(L(6), [1])),
    cl('the 6th lord joined or aspected by the lord of the 2nd or 7th (BPHS 42.3)', (c) =>
      assocBy(c, L(6), maraka(c)),
    ),
  ),
  one(
    'daridra-bphs-42-4',
    cl(
      'Ketu in the lagna or with the Moon',
      (c) => c.in('Ketu', [1]) || c.together('Ketu', 'Moon'),
    ),
    cl('the lagna lord in the 8th (BPHS 42.4)', (c) => c.in(L(1), [8])),
  ),
  one(
    'daridra-bphs-42-5',
    cl('the lagna lord in the 6th, 8th or 12th', (c) => c.in(L(1), DUSTHANA)),
    cl('joined by a malefic', (c) => joinedBy(c, L(1), (g) => c.malefic(g))),
    cl(
      "the 2nd lord debilitated or in an enemy's sign (BPHS 42.5)",
      (c) => c.debilitated(L(2)) || c.enemySign(L(2)),
    ),
  ),
  one(
    'daridra-bphs-42-6',
    cl('the lagna lord joined by the lord of the 6th, 8th or 12th, or by Saturn', (c) =>
      joinedBy(c, L(1), (g) => g === 'Saturn' || [6, 8, 12].some((h) => c.g(L(h)) === g)),
    ),
    cl(
      'the lagna lord not aspected by a benefic (BPHS 42.6)',
      (c) => !aspectedBy(c, L(1), (g) => c.benefic(g)),
    ),
  ),
  one(
    'daridra-bphs-42-7',
    cl('the 5th lord in the 6th', (c) => c.in(L(5), [6])),
    cl('the 9th lord in the 12th', (c) => c.in(L(9), [12])),
    cl('the 5th lord aspected by the lord of the 2nd or 7th', (c) =>
      aspectedBy(c, L(5), maraka(c)),
    ),
    cl('the 9th lord aspected by the lord of the 2nd or 7th (BPHS 42.7)', (c) =>
      aspectedBy(c, L(9), maraka(c)),
    ),
  ),
  one(
    'daridra-bphs-42-9',
    cl('the dispositors of the lords of the 6th, 8th and 12th each in the 6th, 8th or 12th', (c) =>
      frac([6, 8, 12], (h) => c.in(c.dispositor(L(h)), DUSTHANA)),
    ),
    cl('each of them joined or aspected by a malefic (BPHS 42.9)', (c) =>
      frac([6, 8, 12], (h) => assocBy(c, c.dispositor(L(h)), (g) => c.malefic(g))),
    ),
  ),
  alts(
    'daridra-bphs-42-10',
    [
      cl("the lord of the Moon's navamsa joined by the lord of the 2nd or 7th (BPHS 42.10)", (c) =>
        joinedBy(c, c.navLord('Moon'), maraka(c)),
      ),
    ],
    [
      cl("the lord of the Moon's navamsa in the 2nd or 7th (BPHS 42.10)", (c) =>
        c.in(c.navLord('Moon'), [2, 7]),
      ),
    ],
  ),
  one(
    'daridra-bphs-42-11',
    cl('the lagna lord joined or aspected by the lord of the 2nd or 7th', (c) =>
      assocBy(c, L(1), maraka(c)),
    ),
    cl(
      'the lord of the navamsa lagna joined or aspected by the lord of the 2nd or 7th (BPHS 42.11)',
      (c) => assocBy(c, c.navLagnaLord(), maraka(c)),
    ),
  ),
  one(
    'daridra-bphs-42-16',
    cl('Mars and Saturn in the 2nd', (c) => c.in('Mars', [2]) && c.in('Saturn', [2])),
    cl('Mercury not aspecting them (BPHS 42.16)', (c) => !c.aspects('Mercury', 'Mars')),
  ),
  one(
    'daridra-bphs-42-17',
    cl('the Sun in the 2nd', (c) => c.in('Sun', [2])),
    cl('aspected by Saturn (BPHS 42.17)', (c) => c.aspects('Saturn', 'Sun')),
  ),
  one(
    'daridra-bphs-42-18',
    cl('Saturn in the 2nd', (c) => c.in('Saturn', [2])),
    cl('aspected by the Sun (BPHS 42.18)', (c) => c.aspects('Sun', 'Saturn')),
  ),
  // BPHS 43
  one(
    'amitayu',
    cl('Cancer rising', (c) => c.lagna === 3),
    cl('Jupiter and the Moon in the lagna', (c) =>
      frac(['Jupiter', 'Moon'] as G[], (g) => c.in(g, [1])),
    ),
    cl('Venus and Mercury in kendras', (c) =>
      frac(['Venus', 'Mercury'] as G[], (g) => c.in(g, KENDRA)),
    ),
    cl('the others (Sun, Mars, Saturn) in the 3rd, 6th and 11th (BPHS 43.55)', (c) =>
      frac(MAL3, (g) => c.in(g, [3, 6, 11])),
    ),
  ),
  one(
    'divyayu',
    cl('Mercury, Jupiter and Venus in kendras or trikonas', (c) => frac(BEN3, (g) => c.in(g, KT))),
    cl('the Sun, Mars and Saturn in the 3rd, 6th and 11th', (c) =>
      frac(MAL3, (g) => c.in(g, [3, 6, 11])),
    ),
    cl('the 8th a sign of a benefic (Mercury, Jupiter, Venus, the Moon; BPHS 43.56)', (c) =>
      ['Mercury', 'Jupiter', 'Venus', 'Moon'].includes(c.g(L(8))),
    ),
  ),
  purna(
    '60',
    cl('a benefic in a kendra', (c) => KENDRA.some((h) => holds(c, h, (g) => c.benefic(g)))),
    cl('the lagna lord joined or aspected by a benefic (BPHS 43.60)', (c) =>
      assocBy(c, L(1), (g) => c.benefic(g)),
    ),
  ),
  purna(
    '61',
    cl('the lagna lord in a kendra', (c) => c.in(L(1), KENDRA)),
    cl('joined or aspected by Jupiter', (c) => c.assoc(L(1), 'Jupiter')),
    cl('joined or aspected by Venus (BPHS 43.61)', (c) => c.assoc(L(1), 'Venus')),
  ),
  purna(
    '62',
    cl('three grahas exalted', (c) => count(c, (g) => c.exalted(g), 3)),
    cl('the lagna lord exalted', (c) => c.exalted(L(1))),
    cl('the 8th lord exalted', (c) => c.exalted(L(8))),
    cl('no malefic in the 8th (BPHS 43.62)', (c) => !holds(c, 8, (g) => c.malefic(g))),
  ),
  purna(
    '63',
    cl('three of the seven grahas in the 8th', (c) =>
      Math.min(1, c.occupants(8, 'lagna', SEVEN).length / 3),
    ),
    cl("each in its own, exaltation or a friend's sign", (c) =>
      c.occupants(8, 'lagna', SEVEN).every((g) => dignified(c, g)),
    ),
    cl('the lagna lord strong (BPHS 43.63)', (c) => c.strong(L(1))),
  ),
  purna(
    '64',
    cl('Saturn or the lagna lord joined by an exalted graha (BPHS 43.64)', (c) =>
      SEVEN.some((g) => c.exalted(g) && (c.together(g, 'Saturn') || c.together(g, L(1)))),
    ),
  ),
  purna(
    '66',
    cl('the 6th, 7th and 8th each holding a benefic', (c) =>
      frac([6, 7, 8], (h) => holds(c, h, (g) => c.benefic(g))),
    ),
    cl('the 3rd and 11th each holding a malefic (BPHS 43.66)', (c) =>
      frac([3, 11], (h) => holds(c, h, (g) => c.malefic(g))),
    ),
  ),
  purna(
    '67',
    cl('the 8th lord a friend of the Sun (the Moon, Mars or Jupiter)', (c) =>
      ['Moon', 'Mars', 'Jupiter'].includes(c.g(L(8))),
    ),
    cl('malefics in the 6th and 12th', (c) =>
      frac([6, 12], (h) => holds(c, h, (g) => c.malefic(g))),
    ),
    cl('the lagna lord in a kendra (BPHS 43.67)', (c) => c.in(L(1), KENDRA)),
  ),
  purna(
    '68',
    cl('a malefic in the 8th', (c) => holds(c, 8, (g) => c.malefic(g))),
    cl('the 10th lord exalted (BPHS 43.68)', (c) => c.exalted(L(10))),
  ),
  purna(
    '69',
    cl('a dual sign rising', (c) => DUAL.includes(c.lagna)),
    cl(
      'the lagna lord in a kendra or trikona or exalted (BPHS 43.69)',
      (c) => c.in(L(1), KT) || c.exalted(L(1)),
    ),
  ),
  purna(
    '70',
    cl('a dual sign rising', (c) => DUAL.includes(c.lagna)),
    cl('the lagna lord strong', (c) => c.strong(L(1))),
    cl('two malefics in kendras from the lagna lord (BPHS 43.70)', (c) =>
      Math.min(
        1,
        NINE.filter((g) => g !== c.g(L(1)) && c.malefic(g) && c.in(g, KENDRA, L(1))).length / 2,
      ),
    ),
  ),
  alpa(
    '75',
    cl('the lagna lord in the 6th, 8th or 12th', (c) => c.in(L(1), DUSTHANA)),
    cl('joined by a malefic', (c) => joinedBy(c, L(1), (g) => c.malefic(g))),
    cl(
      'neither joined nor aspected by a benefic (BPHS 43.75)',
      (c) => !assocBy(c, L(1), (g) => c.benefic(g)),
    ),
  ),
  alpa(
    '76',
    cl('a malefic in a kendra', (c) => KENDRA.some((h) => holds(c, h, (g) => c.malefic(g)))),
    cl('no malefic in a kendra joined or aspected by a benefic', (c) =>
      NINE.every((m) => !(c.malefic(m) && c.in(m, KENDRA) && assocBy(c, m, (g) => c.benefic(g)))),
    ),
    cl('the lagna lord not strong (BPHS 43.76)', (c) => !c.strong(L(1))),
  ),
  alpa(
    '77',
    cl('a malefic in the 12th', (c) => holds(c, 12, (g) => c.malefic(g))),
    cl('a malefic in the 2nd', (c) => holds(c, 2, (g) => c.malefic(g))),
    cl(
      'no benefic in the 2nd or 12th',
      (c) => ![2, 12].some((h) => holds(c, h, (g) => c.benefic(g))),
    ),
    cl(
      'no benefic aspects the 2nd or 12th (BPHS 43.77)',
      (c) => !c.benefics().some((b) => c.aspectsHouse(b, 2) || c.aspectsHouse(b, 12)),
    ),
  ),
  alpa(
    '78',
    cl(
      'the lagna lord without dignity and not strong',
      (c) => !dignified(c, L(1)) && !c.strong(L(1)),
    ),
    cl(
      'the 8th lord without dignity and not strong (BPHS 43.78)',
      (c) => !dignified(c, L(8)) && !c.strong(L(8)),
    ),
  ),
  // Raman
  one(
    'matrudeerghayur-196',
    cl('a benefic in the 4th', (c) => holds(c, 4, (g) => c.benefic(g))),
    cl('the 4th lord exalted', (c) => c.exalted(L(4))),
    cl('the Moon strong (Raman 196)', (c) => c.strong('Moon')),
  ),
  one(
    'matrudeerghayur-197',
    cl("the lord of the 4th lord's navamsa strong", (c) => c.strong(c.navLord(L(4)))),
    cl('in a kendra from the lagna', (c) => c.in(c.navLord(L(4)), KENDRA)),
    cl(
      'in a kendra from the Moon (Raman 197)',
      (c) => c.g(c.navLord(L(4))) !== 'Moon' && c.in(c.navLord(L(4)), KENDRA, 'Moon'),
    ),
  ),
  one(
    'bahu-putra-221',
    cl(
      'a graha joined with the 7th lord whose navamsa lord is in the 1st, 2nd or 5th (Raman 221)',
      (c) => NINE.some((g) => c.together(g, L(7)) && c.in(c.navLord(g), [1, 2, 5])),
    ),
  ),
  one(
    'theevrabuddhi',
    cl('the 5th lord a benefic', (c) => c.benefic(L(5))),
    cl('the 5th lord in the navamsa lagna', (c) => c.nav(L(5)) === c.navLagna),
    cl(
      'the lord of the navamsa lagna a benefic or aspected by one (Raman 232)',
      (c) => c.benefic(c.navLagnaLord()) || aspectedBy(c, c.navLagnaLord(), (g) => c.benefic(g)),
    ),
  ),
  one(
    'jarajaputra',
    cl('the 5th lord strong', (c) => c.strong(L(5))),
    cl('the 7th lord strong', (c) => c.strong(L(7))),
    cl('the 5th lord with the 6th lord', (c) => c.together(L(5), L(6))),
    cl('the 7th lord with the 6th lord', (c) => c.together(L(7), L(6))),
    cl('aspected by a benefic (Raman 237)', (c) => aspectedBy(c, L(6), (g) => c.benefic(g))),
  ),
  alts(
    'bahu-sthree',
    [cl('the lords of the lagna and the 7th together (Raman 238)', (c) => c.together(L(1), L(7)))],
    [
      cl(
        'the lords of the lagna and the 7th aspect each other (Raman 238)',
        (c) => c.aspects(L(1), L(7)) && c.aspects(L(7), L(1)),
      ),
    ],
  ),
  one(
    'satkalatra',
    cl('the 7th lord or Venus joined or aspected by Jupiter or Mercury (Raman 239)', (c) =>
      ([L(7), 'Venus'] as Who[]).some((w) => c.assoc(w, 'Jupiter') || c.assoc(w, 'Mercury')),
    ),
  ),
  one(
    'bhaga-chumbana',
    cl('the 7th lord in the 4th', (c) => c.in(L(7), [4])),
    cl('joined by Venus (Raman 240)', (c) => c.together(L(7), 'Venus')),
  ),
  one(
    'bhagya-241',
    cl('a strong benefic in the lagna, 3rd or 5th aspecting the 9th (Raman 241)', (c) =>
      (['Moon', 'Mercury', 'Jupiter', 'Venus'] as G[]).some(
        (g) => c.benefic(g) && c.in(g, [1, 3, 5]) && c.strong(g) && c.aspectsHouse(g, 9),
      ),
    ),
  ),
  one(
    'jananatpurvam-pitru-marana',
    cl('the Sun in the 6th, 8th or 12th', (c) => c.in('Sun', DUSTHANA)),
    cl('the 8th lord in the 9th', (c) => c.in(L(8), [9])),
    cl('the 12th lord in the lagna', (c) => c.in(L(12), [1])),
    cl('the 6th lord in the 5th (Raman 242)', (c) => c.in(L(6), [5])),
  ),
  one(
    'dhatrutwa',
    cl('the 9th lord exalted', (c) => c.exalted(L(9))),
    cl('aspected by a benefic', (c) => aspectedBy(c, L(9), (g) => c.benefic(g))),
    cl('a benefic in the 9th (Raman 243)', (c) => holds(c, 9, (g) => c.benefic(g))),
  ),
  one(
    'apakeerthi',
    cl('the Sun and Saturn in the 10th', (c) =>
      frac(['Sun', 'Saturn'] as G[], (g) => c.in(g, [10])),
    ),
    cl(
      'each of them in a navamsa of Mars, the Sun or Saturn, or aspected by a malefic (Raman 244)',
      (c) =>
        frac(
          ['Sun', 'Saturn'] as G[],
          (g) =>
            ['Mars', 'Sun', 'Saturn'].includes(c.navLord(g)) ||
            aspectedBy(c, g, (m) => c.malefic(m)),
        ),
    ),
  ),
  one(
    'vrana',
    cl('the 6th lord a malefic', (c) => c.malefic(L(6))),
    cl('in the lagna, the 8th or the 10th (Raman 265)', (c) => c.in(L(6), [1, 8, 10])),
  ),
  one(
    'sisnavyadhi',
    cl('Mercury in the lagna', (c) => c.in('Mercury', [1])),
    cl('joined by the 6th lord', (c) => c.together('Mercury', L(6))),
    cl('joined by the 8th lord (Raman 266)', (c) => c.together('Mercury', L(8))),
  ),
  one(
    'kushtaroga-268',
    cl('the lagna lord in the 4th or 12th', (c) => c.in(L(1), [4, 12])),
    cl('with Mars', (c) => c.together(L(1), 'Mars')),
    cl('with Mercury (Raman 268)', (c) => c.together(L(1), 'Mercury')),
  ),
  one(
    'kushtaroga-269',
    cl('Jupiter, Saturn and the Moon together in the 6th (Raman 269)', (c) =>
      frac(['Jupiter', 'Saturn', 'Moon'] as G[], (g) => c.in(g, [6])),
    ),
  ),
  one(
    'bhandhana',
    cl('the lagna lord with the 6th lord', (c) => c.together(L(1), L(6))),
    cl('in a kendra or trikona', (c) => c.in(L(1), KT)),
    cl('joined by Saturn, Rahu or Ketu (Raman 271)', (c) =>
      joinedBy(c, L(1), (g) => ['Saturn', 'Rahu', 'Ketu'].includes(g)),
    ),
  ),
  alts(
    'karascheda',
    [
      cl(
        'Saturn in the 9th and Jupiter in the 3rd (Raman 272)',
        (c) => c.in('Saturn', [9]) && c.in('Jupiter', [3]),
      ),
    ],
    [
      cl(
        'Saturn in the 3rd and Jupiter in the 9th (Raman 272)',
        (c) => c.in('Saturn', [3]) && c.in('Jupiter', [9]),
      ),
    ],
  ),
  one(
    'pittharoga',
    cl('the Sun in the 6th', (c) => c.in('Sun', [6])),
    cl('joined by a malefic', (c) => joinedBy(c, 'Sun', (g) => c.malefic(g))),
    cl('aspected by another malefic (Raman 279)', (c) => aspectedBy(c, 'Sun', (g) => c.malefic(g))),
  ),
  one(
    'putrakalatraheena',
    cl('the Moon in the 5th', (c) => c.in('Moon', [5])),
    cl('the Moon waning', (c) => !c.waxing),
    cl('malefics in the 12th, 7th and lagna (Raman 281)', (c) =>
      frac([12, 7, 1], (h) => holds(c, h, (g) => c.malefic(g))),
    ),
  ),
  one(
    'bharyasahavyabhichara',
    cl('Venus, Saturn, Mars and the Moon in the 7th (Raman 282)', (c) =>
      frac(['Venus', 'Saturn', 'Mars', 'Moon'] as G[], (g) => c.in(g, [7])),
    ),
  ),
  forms('vamsacheda', {
    first: [
      cl('the Moon in the 10th', (c) => c.in('Moon', [10])),
      cl('Venus in the 7th', (c) => c.in('Venus', [7])),
      cl('a malefic in the 4th (Raman 283)', (c) => holds(c, 4, (g) => c.malefic(g))),
    ],
    second: [
      cl('the Moon and Venus in the 7th', (c) => c.in('Moon', [7]) && c.in('Venus', [7])),
      cl('malefics in the 4th and 10th (Raman 283)', (c) =>
        frac([4, 10], (h) => holds(c, h, (g) => c.malefic(g))),
      ),
    ],
  }),
  one(
    'guhyaroga',
    cl('the Moon in the navamsa of Cancer or Scorpio', (c) => [3, 7].includes(c.nav('Moon'))),
    cl(
      'a malefic in the same navamsa sign as the Moon (Raman 284: "the Moon should join malefics in the navamsa")',
      (c) => NINE.some((g) => g !== 'Moon' && c.malefic(g) && c.nav(g) === c.nav('Moon')),
    ),
  ),
  one(
    'angaheena',
    cl('the Moon in the 10th from the Sun', (c) => c.rel('Sun', 'Moon', [10])),
    cl('Mars in the 7th from the Sun', (c) => c.rel('Sun', 'Mars', [7])),
    cl('Saturn in the 2nd from the Sun (Raman 285)', (c) => c.rel('Sun', 'Saturn', [2])),
  ),
  one(
    'swetakushta',
    cl(
      'Mars and Saturn in the 2nd and 12th, one in each',
      (c) =>
        (c.in('Mars', [2]) && c.in('Saturn', [12])) || (c.in('Mars', [12]) && c.in('Saturn', [2])),
    ),
    cl('the Moon in the lagna', (c) => c.in('Moon', [1])),
    cl('the Sun in the 7th (Raman 286)', (c) => c.in('Sun', [7])),
  ),
  one(
    'pisacha-grastha',
    cl('Rahu in the lagna', (c) => c.in('Rahu', [1])),
    cl('with the Moon', (c) => c.together('Rahu', 'Moon')),
    cl('malefics in the 5th and 9th (Raman 287)', (c) =>
      frac([5, 9], (h) => holds(c, h, (g) => c.malefic(g))),
    ),
  ),
  one(
    'andha-288',
    cl('Rahu in the lagna', (c) => c.in('Rahu', [1])),
    cl('with the Sun', (c) => c.together('Rahu', 'Sun')),
    cl('malefics in the 5th and 9th (Raman 288)', (c) =>
      frac([5, 9], (h) => holds(c, h, (g) => c.malefic(g))),
    ),
  ),
  one(
    'andha-289',
    cl('Mars in the 2nd', (c) => c.in('Mars', [2])),
    cl('the Moon in the 6th', (c) => c.in('Moon', [6])),
    cl('Saturn in the 12th', (c) => c.in('Saturn', [12])),
    cl('the Sun in the 8th (Raman 289)', (c) => c.in('Sun', [8])),
  ),
  one(
    'vaatharoga',
    cl('Jupiter in the lagna', (c) => c.in('Jupiter', [1])),
    cl('Saturn in the 7th (Raman 290)', (c) => c.in('Saturn', [7])),
  ),
  one(
    'mathibhramana-291',
    cl('Jupiter in the lagna', (c) => c.in('Jupiter', [1])),
    cl('Mars in the 7th (Raman 291)', (c) => c.in('Mars', [7])),
  ),
  one(
    'mathibhramana-292',
    cl('Saturn in the lagna', (c) => c.in('Saturn', [1])),
    cl('Mars in the 9th, 5th or 7th (Raman 292)', (c) => c.in('Mars', [5, 7, 9])),
  ),
  one(
    'mathibhramana-293',
    cl('Saturn in the 12th', (c) => c.in('Saturn', [12])),
    cl('with the Moon', (c) => c.together('Saturn', 'Moon')),
    cl('the Moon waning (Raman 293)', (c) => !c.waxing),
  ),
  one(
    'mathibhramana-294',
    cl('the Moon and Mercury together', (c) => c.together('Moon', 'Mercury')),
    cl('in a kendra', (c) => c.in('Moon', KENDRA)),
    cl('joined or aspected by another graha (Raman 294)', (c) =>
      NINE.some((g) => g !== 'Moon' && g !== 'Mercury' && c.assoc('Moon', g)),
    ),
  ),
  one(
    'khalwata',
    cl(
      'the lagna a sign of Mars, the Sun or Saturn, or Sagittarius or Taurus',
      (c) =>
        ['Mars', 'Sun', 'Saturn'].includes(c.signLord(c.lagna)) || c.lagna === 8 || c.lagna === 1,
    ),
    cl('the lagna aspected by a malefic (Raman 295)', (c) =>
      c.malefics().some((m) => c.aspectsHouse(m, 1)),
    ),
  ),
  one(
    'nishturabhashi',
    cl('the Moon with Saturn', (c) => c.together('Moon', 'Saturn')),
    cl('the Moon not aspected by Jupiter (Raman 296)', (c) => !c.aspects('Jupiter', 'Moon')),
  ),
  one(
    'raja-bhanga-298',
    cl('Leo rising', (c) => c.lagna === 4),
    cl('Saturn exalted', (c) => c.exalted('Saturn')),
    cl(
      'Saturn in its debilitation navamsa (Aries) or aspected by a benefic (Raman 298)',
      (c) => c.nav('Saturn') === 0 || aspectedBy(c, 'Saturn', (g) => c.benefic(g)),
    ),
  ),
  {
    id: 'raja-bhanga-299',
    degrees: [9.5],
    forms: [
      {
        clauses: [
          cl('the Sun in the 10th degree of Libra, 9 to 10 deg (Raman 299)', (c) => {
            const x = c.lon('Sun');
            return x >= 189 && x < 190;
          }),
        ],
      },
    ],
  },
];
