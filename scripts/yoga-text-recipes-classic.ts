/**
 * @module Text recipes: Pancha Mahapurusha (BPHS 75), Chandra yogas (BPHS 37), Surya yogas (BPHS 38),
 * the Nabhasa yogas (BPHS 35, Saravali 21, Phaladeepika 6). Each clause restates the text.
 */
import {
  Chart,
  DUAL,
  FIXED,
  KENDRA,
  MOVABLE,
  PANAPHARA,
  APOKLIMA,
  SEVEN,
  TARA,
  type G,
} from './yoga-text-lib';
import { cl, confinedTo, forms, frac, one, type Clause, type Recipe } from './yoga-text-recipe';

const lc = (g: string): string => g.toLowerCase();

const mahapurusha = (id: string, g: G): Recipe =>
  one(
    id,
    cl(`${g} in a kendra from the lagna`, (c) => c.in(g, KENDRA)),
    cl(`${g} in its own or exaltation sign`, (c) => c.own(g) || c.exalted(g)),
  );

// BPHS 37.7-10: a graha other than the Sun (Mars to Saturn; the nodes are not counted) in the 2nd / 12th from the Moon.
const sunapha = forms(
  'sunapha',
  Object.fromEntries(
    TARA.map((g) => [lc(g), [cl(`${g} in the 2nd from the Moon`, (c) => c.in(g, [2], 'Moon'))]]),
  ),
);
const anapha = forms(
  'anapha',
  Object.fromEntries(
    TARA.map((g) => [lc(g), [cl(`${g} in the 12th from the Moon`, (c) => c.in(g, [12], 'Moon'))]]),
  ),
);
const durudhuraForms: Record<string, Clause[]> = {};
TARA.forEach((a, i) =>
  TARA.slice(i + 1).forEach((b) => {
    durudhuraForms[`${lc(a)}-${lc(b)}`] = [
      cl(
        `${a} and ${b} in the 2nd and the 12th from the Moon, one on each side`,
        (c) =>
          (c.in(a, [2], 'Moon') && c.in(b, [12], 'Moon')) ||
          (c.in(a, [12], 'Moon') && c.in(b, [2], 'Moon')),
      ),
    ];
  }),
);

/** The Kemdrum dosha as docs/yogas-doshas-matching.md states it: BPHS 37.11-13 with its cancellations. */
export const kemadrumaClauses: Clause[] = [
  cl('no graha from Mars to Saturn in the 2nd or 12th from the Moon (BPHS 37.11)', (c) =>
    frac(TARA, (g) => !c.in(g, [2, 12], 'Moon')),
  ),
  cl(
    'no graha other than the Moon and the nodes in a kendra from the lagna (Phaladeepika 6, Kemadruma bhanga)',
    (c) => frac(['Sun', ...TARA] as G[], (g) => !c.in(g, KENDRA)),
  ),
  cl('none of Mars to Saturn in a kendra from the Moon (Phaladeepika 6)', (c) =>
    frac(TARA, (g) => !c.in(g, KENDRA, 'Moon')),
  ),
  cl('Jupiter does not aspect the Moon', (c) => !c.aspects('Jupiter', 'Moon')),
  cl('no graha from Mars to Saturn with the Moon (Raman no. 5: the Moon unaccompanied)', (c) =>
    frac(TARA, (g) => !c.together(g, 'Moon')),
  ),
  cl(
    'not: the Moon in a kendra aspected by a benefic (Mercury, Jupiter, Venus)',
    (c) =>
      !(
        c.in('Moon', KENDRA) &&
        (['Mercury', 'Jupiter', 'Venus'] as G[]).some((g) => c.benefic(g) && c.aspects(g, 'Moon'))
      ),
  ),
];

// BPHS 38.1 and 38.4 with Phaladeepika 6: Vesi/Vasi by benefics (Mercury unafflicted, Jupiter, Venus) or malefics (Mars, Saturn, Mercury with a malefic).
const sunBenefic = (c: Chart, g: G): boolean =>
  g === 'Jupiter' || g === 'Venus' || (g === 'Mercury' && c.benefic('Mercury'));
const sunMalefic = (c: Chart, g: G): boolean =>
  g === 'Mars' || g === 'Saturn' || (g === 'Mercury' && c.malefic('Mercury'));

// ---------------------------------------------------------------------------------------------
// Nabhasa (BPHS 35)

const conf =
  (houses: number[]) =>
  (c: Chart): number =>
    confinedTo(c, SEVEN, houses, true);
const run = (h: number, n: number): number[] =>
  Array.from({ length: n }, (_, i) => ((h - 1 + i) % 12) + 1);
const BEN3: G[] = ['Mercury', 'Jupiter', 'Venus'];
/** The seven's malefics: Sun, Mars, Saturn, the waning Moon, Mercury with a malefic. */
const sevenMalefic = (c: Chart, g: G): boolean => SEVEN.includes(g) && c.malefic(g);
const onlyBy = (c: Chart, h: number, pred: (g: G) => boolean): boolean => {
  const occ = c.occupants(h, 'lagna', SEVEN);
  return occ.length > 0 && occ.every(pred);
};
/** The Dala and Akriti yogas, graded (1 = holds). */
export const AKRITI: Record<string, (c: Chart) => number> = {
  mala: (c) => (KENDRA.filter((h) => c.occupants(h, 'lagna', BEN3).length > 0).length >= 3 ? 1 : 0),
  sarpa: (c) =>
    KENDRA.filter((h) => c.occupants(h, 'lagna', SEVEN).some((g) => sevenMalefic(c, g))).length >= 3
      ? 1
      : 0,
  gada: (c) =>
    Math.max(
      ...[
        [1, 4],
        [4, 7],
        [7, 10],
        [10, 1],
      ].map((hs) => conf(hs)(c)),
    ),
  sakata: conf([1, 7]),
  vihaga: conf([4, 10]),
  sringataka: conf([1, 5, 9]),
  hala: (c) => Math.max(conf([2, 6, 10])(c), conf([3, 7, 11])(c), conf([4, 8, 12])(c)),
  vajra: (c) =>
    onlyBy(c, 1, (g) => BEN3.includes(g)) &&
    onlyBy(c, 7, (g) => BEN3.includes(g)) &&
    onlyBy(c, 4, (g) => sevenMalefic(c, g)) &&
    onlyBy(c, 10, (g) => sevenMalefic(c, g))
      ? 1
      : 0,
  yava: (c) =>
    onlyBy(c, 1, (g) => sevenMalefic(c, g)) &&
    onlyBy(c, 7, (g) => sevenMalefic(c, g)) &&
    onlyBy(c, 4, (g) => BEN3.includes(g)) &&
    onlyBy(c, 10, (g) => BEN3.includes(g))
      ? 1
      : 0,
  kamala: conf(KENDRA),
  vapi: (c) => Math.max(conf(PANAPHARA)(c), conf(APOKLIMA)(c)),
  yupa: conf(run(1, 4)),
  ishu: conf(run(4, 4)),
  shakti: conf(run(7, 4)),
  danda: conf(run(10, 4)),
  nauka: conf(run(1, 7)),
  kuta: conf(run(4, 7)),
  chatra: conf(run(7, 7)),
  chapa: conf(run(10, 7)),
  'ardha-chandra': (c) => Math.max(...[2, 3, 5, 6, 8, 9, 11, 12].map((h) => conf(run(h, 7))(c))),
  chakra: conf([1, 3, 5, 7, 9, 11]),
  samudra: conf([2, 4, 6, 8, 10, 12]),
};
const anyAkriti = (c: Chart): number => Math.max(...Object.values(AKRITI).map((f) => f(c)));
/** Saravali 21.7 / Phaladeepika 6: no Dala or Akriti yoga in the chart. */
const noAkriti = cl(
  'no Dala or Akriti yoga in the chart (Saravali 21.7; Phaladeepika 6)',
  (c) => anyAkriti(c) < 1,
  (c) => anyAkriti(c),
);
const nab = (id: string, text: string, f: (c: Chart) => number): Recipe => one(id, cl(text, f));
const sankhya = (id: string, n: number): Recipe =>
  one(
    id,
    cl(
      `the seven grahas in exactly ${n} sign${n > 1 ? 's' : ''}`,
      (c) => 1 - Math.abs(c.signCount() - n) / 7,
    ),
    noAkriti,
  );
const ashraya = (id: string, signs: number[], what: string): Recipe =>
  one(
    id,
    cl(`all seven grahas in ${what} signs`, (c) => frac(SEVEN, (g) => c.inSign(g, signs))),
    noAkriti,
  );
const MALIKA = [
  'lagna',
  'dhana',
  'vikrama',
  'sukha',
  'putra',
  'shatru',
  'kalatra',
  'randhra',
  'bhagya',
  'karma',
  'labha',
  'vyaya',
];

export const CLASSIC_RECIPES: Recipe[] = [
  mahapurusha('ruchaka', 'Mars'),
  mahapurusha('bhadra', 'Mercury'),
  mahapurusha('hamsa', 'Jupiter'),
  mahapurusha('malavya', 'Venus'),
  mahapurusha('sasa', 'Saturn'),
  sunapha,
  anapha,
  forms('durudhura', durudhuraForms),
  one('kemadruma', ...kemadrumaClauses),
  one(
    'chandra-mangala',
    cl('the Moon and Mars in one sign', (c) => c.together('Moon', 'Mars')),
  ),
  one(
    'adhi',
    cl('Mercury, Jupiter and Venus all in the 6th, 7th or 8th from the Moon (BPHS 37.5)', (c) =>
      frac(BEN3, (g) => c.in(g, [6, 7, 8], 'Moon')),
    ),
  ),
  forms('gaja-kesari', {
    bphs: [
      cl(
        'Jupiter in a kendra from the lagna or from the Moon (BPHS 36.3)',
        (c) => c.in('Jupiter', KENDRA) || c.in('Jupiter', KENDRA, 'Moon'),
      ),
      cl('Jupiter joined or aspected by another benefic', (c) =>
        c.benefics().some((b) => b !== 'Jupiter' && c.assoc('Jupiter', b)),
      ),
      cl('Jupiter not debilitated', (c) => !c.debilitated('Jupiter')),
      cl('Jupiter not combust', (c) => !c.combust('Jupiter')),
      cl('Jupiter not in an inimical sign', (c) => !c.enemySign('Jupiter')),
    ],
    'moon-kendra': [
      cl('Jupiter in a kendra from the Moon (Raman)', (c) => c.in('Jupiter', KENDRA, 'Moon')),
    ],
  }),
  one(
    'adhama',
    cl('the Moon in a kendra from the Sun (BPHS 37.1)', (c) => c.in('Moon', KENDRA, 'Sun')),
  ),
  one(
    'sama',
    cl('the Moon in a panaphara from the Sun (BPHS 37.1)', (c) => c.in('Moon', PANAPHARA, 'Sun')),
  ),
  one(
    'varishtha',
    cl('the Moon in an apoklima from the Sun (BPHS 37.1)', (c) => c.in('Moon', APOKLIMA, 'Sun')),
  ),
  forms('vesi', {
    shubha: [
      cl('a benefic (Jupiter, Venus, unafflicted Mercury) in the 2nd from the Sun', (c) =>
        c.occupants(2, 'Sun', TARA).some((g) => sunBenefic(c, g)),
      ),
    ],
    papa: [
      cl('a malefic (Mars, Saturn, Mercury with a malefic) in the 2nd from the Sun', (c) =>
        c.occupants(2, 'Sun', TARA).some((g) => sunMalefic(c, g)),
      ),
    ],
  }),
  forms('vasi', {
    shubha: [
      cl('a benefic (Jupiter, Venus, unafflicted Mercury) in the 12th from the Sun', (c) =>
        c.occupants(12, 'Sun', TARA).some((g) => sunBenefic(c, g)),
      ),
    ],
    papa: [
      cl('a malefic (Mars, Saturn, Mercury with a malefic) in the 12th from the Sun', (c) =>
        c.occupants(12, 'Sun', TARA).some((g) => sunMalefic(c, g)),
      ),
    ],
  }),
  one(
    'ubhayachari',
    cl(
      'a graha from Mars to Saturn in the 2nd from the Sun (BPHS 38.1)',
      (c) => c.occupants(2, 'Sun', TARA).length > 0,
    ),
    cl(
      'a graha from Mars to Saturn in the 12th from the Sun',
      (c) => c.occupants(12, 'Sun', TARA).length > 0,
    ),
  ),
  one(
    'budha-aditya',
    cl('the Sun and Mercury in one sign', (c) => c.together('Sun', 'Mercury')),
  ),
  ashraya('rajju', MOVABLE, 'movable'),
  ashraya('musala', FIXED, 'fixed'),
  ashraya('nala', DUAL, 'dual'),
  nab('mala', 'three kendras each holding Mercury, Jupiter or Venus (BPHS 35.8)', AKRITI.mala!),
  nab(
    'sarpa',
    'three kendras each holding a malefic (Sun, Mars, Saturn, the waning Moon, Mercury with a malefic)',
    AKRITI.sarpa!,
  ),
  nab('gada', 'all seven grahas in two successive kendras, both occupied', AKRITI.gada!),
  nab('sakata-nabhasa', 'all seven grahas in the 1st and the 7th, both occupied', AKRITI.sakata!),
  nab('vihaga', 'all seven grahas in the 4th and the 10th, both occupied', AKRITI.vihaga!),
  nab('sringataka', 'all seven grahas in the 1st, 5th and 9th, each occupied', AKRITI.sringataka!),
  nab(
    'hala',
    'all seven grahas in the 2nd, 6th, 10th or the 3rd, 7th, 11th or the 4th, 8th, 12th, each occupied',
    AKRITI.hala!,
  ),
  nab(
    'vajra',
    'benefics (Mercury, Jupiter, Venus) alone in the lagna and the 7th, malefics alone in the 4th and 10th',
    AKRITI.vajra!,
  ),
  nab(
    'yava',
    'malefics alone in the lagna and the 7th, benefics (Mercury, Jupiter, Venus) alone in the 4th and 10th',
    AKRITI.yava!,
  ),
  nab('kamala', 'all seven grahas in the four kendras, each occupied', AKRITI.kamala!),
  nab(
    'vapi',
    'all seven grahas in the four panapharas, or in the four apoklimas, each occupied',
    AKRITI.vapi!,
  ),
  nab('yupa', 'all seven grahas in the 1st to 4th, each occupied', AKRITI.yupa!),
  nab('ishu', 'all seven grahas in the 4th to 7th, each occupied', AKRITI.ishu!),
  nab('shakti', 'all seven grahas in the 7th to 10th, each occupied', AKRITI.shakti!),
  nab('danda', 'all seven grahas in the 10th to 1st, each occupied', AKRITI.danda!),
  nab('nauka', 'the seven grahas in the seven houses from the lagna, each occupied', AKRITI.nauka!),
  nab('kuta', 'the seven grahas in the seven houses from the 4th, each occupied', AKRITI.kuta!),
  nab('chatra', 'the seven grahas in the seven houses from the 7th, each occupied', AKRITI.chatra!),
  nab('chapa', 'the seven grahas in the seven houses from the 10th, each occupied', AKRITI.chapa!),
  forms(
    'ardha-chandra',
    Object.fromEntries(
      [2, 3, 5, 6, 8, 9, 11, 12].map((h) => [
        `${MALIKA[h - 1]}-malika`,
        [
          cl(
            `the seven grahas in the seven houses from the ${h}th, each occupied`,
            conf(run(h, 7)),
          ),
        ],
      ]),
    ),
  ),
  nab(
    'chakra',
    'all seven grahas in the 1st, 3rd, 5th, 7th, 9th and 11th, each occupied',
    AKRITI.chakra!,
  ),
  nab(
    'samudra',
    'all seven grahas in the 2nd, 4th, 6th, 8th, 10th and 12th, each occupied',
    AKRITI.samudra!,
  ),
  sankhya('vallaki', 7),
  sankhya('dama', 6),
  sankhya('pasha', 5),
  sankhya('kedara', 4),
  sankhya('shula', 3),
  sankhya('yuga', 2),
  sankhya('gola', 1),
];
