/**
 * @module Catalogue, part 2: Parashari Raja yogas (kendra and trikona lords), Viparita Raja,
 * Neecha Bhanga Raja, Parivartana and Dhana yogas. The kendra-trikona and wealth-lord families are
 * written once per pair of houses and per kind of connection (conjunction, exchange, mutual
 * aspect), exactly as BPHS states them; each pair is its own catalogue entry. Data only.
 */
import type { GrahaName } from '../core/constants.js';
import {
  DUSTHANA, KENDRA, KENDRA_TRIKONA, L, all, any, asp, assoc, conj, dig, inH, inS, ord, strong, xchg,
  type YogaEntry,
} from './catalogue-types.js';
import type { GrahaSel, Rule } from './rules.js';

const SEVEN = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const;
type Link = 'conjunction' | 'exchange' | 'aspect';
const LINKS: Link[] = ['conjunction', 'exchange', 'aspect'];
const linkRule = (a: number, b: number, k: Link): Rule =>
  k === 'conjunction' ? conj(L(a), L(b)) : k === 'exchange' ? xchg(L(a), L(b)) : { t: 'mutualAspect', a: L(a), b: L(b) };
const LINK_SA: Record<Link, string> = { conjunction: 'yuti', exchange: 'parivartana', aspect: 'drishti' };

// BPHS ch. 39 (Raja yoga): lords of a kendra and a trikona joined, exchanging or in mutual aspect.
const KT_PAIRS: [number, number][] = [[1, 4], [1, 5], [1, 7], [1, 9], [1, 10], [4, 5], [4, 9], [7, 5], [7, 9], [10, 5], [10, 9]];
const RAJA_PAIRS: YogaEntry[] = KT_PAIRS.flatMap(([a, b]) => LINKS.map((k): YogaEntry => ({
  id: `raja-${a}-${b}-${k}`,
  name: {
    en: a === 10 && b === 9 ? `Dharma-Karmadhipati Raja Yoga (${k})` : `Raja Yoga: lords of the ${ord(a)} and ${ord(b)} (${k})`,
    sa: a === 10 && b === 9 ? `Dharma-Karmadhipati Yoga (${LINK_SA[k]})` : `Kendra-Trikona Raja Yoga (${a}-${b} ${LINK_SA[k]})`,
  },
  source: 'BPHS ch. 39 (Raja yoga of kendra and trikona lords)',
  category: 'raja',
  rule: linkRule(a, b, k),
})));

// Neecha Bhanga Raja Yoga: cancellation of a debilitation (Phaladeepika ch. 7).
// The graha exalted in the debilitation sign of each graha (none for the Moon's Scorpio among the seven).
const EXALTED_IN_DEB: Partial<Record<GrahaName, GrahaName>> = {
  Sun: 'Saturn', Mars: 'Jupiter', Mercury: 'Venus', Jupiter: 'Mars', Venus: 'Mercury', Saturn: 'Sun',
};
const neechaBhanga = (g: GrahaName): YogaEntry => {
  const inKendraLM = (s: GrahaSel): Rule => any(inH(s, KENDRA), inH(s, KENDRA, 'Moon'));
  const other = EXALTED_IN_DEB[g];
  return {
    id: `neecha-bhanga-${g.toLowerCase()}`,
    name: { en: `Neecha Bhanga Raja Yoga (${g})`, sa: `Neechabhanga Raja Yoga (${g})` },
    source: 'Phaladeepika ch. 7; B.V. Raman, Three Hundred Important Combinations (Neechabhanga Raja Yoga)',
    category: 'neecha-bhanga',
    rule: all(dig(g, 'debilitated'), any(
      inKendraLM({ dispositorOf: g }),
      inKendraLM({ exaltLordOf: g }),
      ...(other ? [inKendraLM(other)] : []),
      asp({ dispositorOf: g }, g),
      { t: 'dignity', g, is: ['exalted'], varga: 'D9' },
    )),
  };
};

// Parivartana (Phaladeepika ch. 6): Maha between the good houses, Khala with the 3rd, Dainya with 6, 8, 12.
const GOOD = [1, 2, 4, 5, 7, 9, 10, 11];
const pairs = (pred: (a: number, b: number) => boolean): Rule[] => {
  const out: Rule[] = [];
  for (let a = 1; a <= 12; a++) for (let b = a + 1; b <= 12; b++) if (pred(a, b)) out.push(xchg(L(a), L(b)));
  return out;
};
const PARIVARTANA: YogaEntry[] = [
  { id: 'maha-parivartana', name: { en: 'Maha Parivartana Yoga', sa: 'Maha Parivartana Yoga' }, source: 'Phaladeepika ch. 6', category: 'parivartana',
    rule: any(...pairs((a, b) => GOOD.includes(a) && GOOD.includes(b))) },
  { id: 'khala-parivartana', name: { en: 'Khala Parivartana Yoga', sa: 'Khala Yoga' }, source: 'Phaladeepika ch. 6', category: 'parivartana',
    rule: any(...pairs((a, b) => (a === 3 && GOOD.includes(b)) || (b === 3 && GOOD.includes(a)))) },
  { id: 'dainya-parivartana', name: { en: 'Dainya Parivartana Yoga', sa: 'Dainya Yoga' }, source: 'Phaladeepika ch. 6', category: 'parivartana',
    rule: any(...pairs((a, b) => DUSTHANA.includes(a) || DUSTHANA.includes(b))) },
];

const VIPARITA: YogaEntry[] = [
  { id: 'harsha', name: { en: 'Harsha Yoga', sa: 'Harsha Yoga' }, source: 'Phaladeepika ch. 6', category: 'viparita-raja', rule: inH(L(6), DUSTHANA) },
  { id: 'sarala', name: { en: 'Sarala Yoga', sa: 'Sarala Yoga' }, source: 'Phaladeepika ch. 6', category: 'viparita-raja', rule: inH(L(8), DUSTHANA) },
  { id: 'vimala', name: { en: 'Vimala Yoga', sa: 'Vimala Yoga' }, source: 'Phaladeepika ch. 6', category: 'viparita-raja', rule: inH(L(12), DUSTHANA) },
  { id: 'viparita-raja', name: { en: 'Viparita Raja Yoga', sa: 'Viparita Raja Yoga' }, source: 'B.V. Raman, Three Hundred Important Combinations (Viparita Raja Yoga); the lords of 6, 8 and 12 joined or exchanging among themselves', category: 'viparita-raja',
    rule: any(
      all(conj(L(6), L(8)), inH(L(6), DUSTHANA)), all(conj(L(6), L(12)), inH(L(6), DUSTHANA)), all(conj(L(8), L(12)), inH(L(8), DUSTHANA)),
      xchg(L(6), L(8)), xchg(L(6), L(12)), xchg(L(8), L(12)),
    ) },
];

const OTHER_RAJA: YogaEntry[] = [
  { id: 'yogakaraka', name: { en: 'Yogakaraka (one graha owning a kendra and a trikona)', sa: 'Yogakaraka' }, source: 'BPHS ch. 34 (functional nature of the lords)', category: 'raja',
    rule: any(...(['Mars', 'Venus', 'Saturn'] as const).map((g) => all({ t: 'owns', g, houses: [4, 7, 10] }, { t: 'owns', g, houses: [5, 9] }))) },
  { id: 'yogakaraka-in-kendra-trikona', name: { en: 'Yogakaraka placed in a kendra or trikona', sa: 'Yogakaraka Raja Yoga' }, source: 'BPHS ch. 34; ch. 39', category: 'raja',
    rule: any(...(['Mars', 'Venus', 'Saturn'] as const).map((g) => all({ t: 'owns', g, houses: [4, 7, 10] }, { t: 'owns', g, houses: [5, 9] }, inH(g, KENDRA_TRIKONA), strong(g)))) },
  { id: 'rajalakshana', name: { en: 'Rajalakshana Yoga', sa: 'Rajalakshana Yoga' }, source: 'B.V. Raman, Three Hundred Important Combinations', category: 'raja',
    rule: inH({ anyOf: ['Jupiter', 'Venus', 'Mercury', 'Moon'] }, KENDRA, 'lagna', 'all') },
  { id: 'chatussagara', name: { en: 'Chatussagara Yoga', sa: 'Chatussagara Yoga' }, source: 'B.V. Raman, Three Hundred Important Combinations', category: 'raja',
    rule: { t: 'occupied', houses: KENDRA, need: 'each', by: 'nine' } },
  { id: 'three-exalted', name: { en: 'Raja Yoga of three or more exalted grahas', sa: 'Uchcha-graha Raja Yoga' }, source: 'Brihat Jataka ch. 11 (kings born with three or more exalted grahas); Saravali (Raja yogas)', category: 'raja',
    rule: { atLeast: 3, of: (['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const).map((g) => dig(g, 'exalted')) } },
  { id: 'vargottama-moon-raja', name: { en: 'Raja Yoga: vargottama Moon aspected by four or more grahas', sa: 'Vargottama Chandra Raja Yoga' }, source: 'Brihat Jataka ch. 11', category: 'raja',
    rule: all({ t: 'vargottama', g: 'Moon' }, { atLeast: 4, of: (['Sun', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const).map((g) => asp(g, 'Moon')) }) },
  // B.V. Raman's Raja yogas nos. 245-252 (as listed in PyJHora's raja_yoga_bv_raman module).
  { id: 'raja-245', name: { en: 'Raja Yoga (three grahas exalted or in own signs in kendras)', sa: 'Raja Yoga' }, source: 'B.V. Raman, Three Hundred Important Combinations, no. 245', category: 'raja',
    rule: { atLeast: 3, of: SEVEN.map((g) => all(inH(g, KENDRA), dig(g, 'exalted', 'own'))) } },
  { id: 'raja-247', name: { en: 'Raja Yoga (two or more grahas with directional strength)', sa: 'Digbala Raja Yoga' }, source: 'B.V. Raman, Three Hundred Important Combinations, no. 247; dig bala houses per BPHS ch. 27',
    category: 'raja',
    rule: { atLeast: 2, of: [inH('Jupiter', [1]), inH('Mercury', [1]), inH('Sun', [10]), inH('Mars', [10]), inH('Saturn', [7]), inH('Moon', [4]), inH('Venus', [4])] } },
  { id: 'raja-249', name: { en: 'Raja Yoga (Moon in lagna, Jupiter 4th, Venus 10th, Saturn dignified)', sa: 'Raja Yoga' }, source: 'B.V. Raman, Three Hundred Important Combinations, no. 249', category: 'raja',
    rule: all(inH('Moon', [1]), inH('Jupiter', [4]), inH('Venus', [10]), dig('Saturn', 'exalted', 'own')) },
  { id: 'raja-251', name: { en: 'Raja Yoga (strong Moon in a kendra aspected by Jupiter)', sa: 'Raja Yoga' }, source: 'B.V. Raman, Three Hundred Important Combinations, no. 251', category: 'raja',
    rule: all(inH('Moon', [4, 7, 10]), asp('Jupiter', 'Moon'), strong('Moon')) },
  { id: 'raja-252', name: { en: 'Raja Yoga (debilitated graha in its exaltation navamsa)', sa: 'Raja Yoga' }, source: 'B.V. Raman, Three Hundred Important Combinations, no. 252', category: 'raja',
    rule: any(...SEVEN.map((g) => all(dig(g, 'debilitated'), { t: 'dignity' as const, g, is: ['exalted' as const], varga: 'D9' as const }))) },
];

// Dhana yogas of BPHS ch. 41 (B.V. Raman's nos. 118-128).
const d41 = (no: number, rule: Rule): YogaEntry => ({
  id: `dhana-${no}`, name: { en: `Dhana Yoga (Raman no. ${no})`, sa: 'Dhana Yoga' },
  source: `BPHS ch. 41; B.V. Raman, Three Hundred Important Combinations, no. ${no}`, category: 'dhana', rule,
});
const own5 = (g: GrahaName, ...eleventh: GrahaName[]): Rule => all(inH(g, [5]), dig(g, 'own'), ...eleventh.map((e) => inH(e, [11])));
const ownLagna = (g: GrahaName, signs: number[], by: GrahaName[], how: 'either' | 'aspect' = 'either'): Rule =>
  all(inH(g, [1]), inS(g, signs), assoc(g, { anyOf: by }, how, 'all'));
const BPHS41: YogaEntry[] = [
  d41(118, own5('Venus', 'Saturn')),
  d41(119, own5('Mercury', 'Moon', 'Mars')),
  d41(120, own5('Saturn', 'Mercury', 'Mars')),
  d41(121, own5('Sun', 'Jupiter', 'Moon')),
  d41(122, own5('Jupiter', 'Mars', 'Moon')),
  d41(123, ownLagna('Sun', [4], ['Mars', 'Jupiter'])),
  d41(124, ownLagna('Moon', [3], ['Jupiter', 'Mars'], 'aspect')),
  d41(125, ownLagna('Mars', [0, 7], ['Moon', 'Venus', 'Saturn'])),
  d41(126, ownLagna('Mercury', [2, 5], ['Saturn', 'Venus'])),
  d41(127, ownLagna('Jupiter', [8, 11], ['Mercury', 'Mars'])),
  d41(128, ownLagna('Venus', [1, 6], ['Saturn', 'Mercury'])),
];

// Wealth-lord connections (BPHS ch. 41: lords of 2 and 11 with the lagna, 5th and 9th lords).
const DHANA_PAIRS: [number, number][] = [[1, 2], [1, 11], [2, 5], [2, 9], [2, 11], [5, 11], [9, 11]];
const DHANA_LINKS: YogaEntry[] = DHANA_PAIRS.flatMap(([a, b]) => LINKS.map((k): YogaEntry => ({
  id: `dhana-${a}-${b}-${k}`,
  name: { en: `Dhana Yoga: lords of the ${ord(a)} and ${ord(b)} (${k})`, sa: `Dhana Yoga (${a}-${b} ${LINK_SA[k]})` },
  source: 'BPHS ch. 41 (connection of the lords of the wealth houses 1, 2, 5, 9, 11)',
  category: 'dhana',
  rule: linkRule(a, b, k),
})));

const R = 'B.V. Raman, Three Hundred Important Combinations';
const RAMAN_DHANA: YogaEntry[] = [
  { id: 'bahudravyarjana', name: { en: 'Bahudravyarjana Yoga', sa: 'Bahudravyarjana Yoga' }, source: `${R} (2nd house)`, category: 'dhana',
    rule: all(inH(L(1), [2]), inH(L(2), [11]), inH(L(11), [1])) },
  { id: 'swaveeryaddhana', name: { en: 'Swaveeryaddhana Yoga', sa: 'Swaveeryaddhana Yoga' }, source: `${R} (2nd house); strongest lagna lord read as "strong"`, category: 'dhana',
    rule: all(strong(L(1)), inH(L(1), KENDRA), conj(L(1), L(2))) },
  { id: 'madhya-vayasi-dhana', name: { en: 'Madhya Vayasi Dhana Yoga', sa: 'Madhyavayasi Dhana Yoga' }, source: `${R} (2nd house)`, category: 'dhana',
    rule: inH({ anyOf: [L(1), L(2), L(11)] }, KENDRA_TRIKONA, 'lagna', 'all') },
  { id: 'balya-dhana', name: { en: 'Balya Dhana Yoga', sa: 'Balya Dhana Yoga' }, source: `${R} (2nd house)`, category: 'dhana',
    rule: all(conj(L(2), L(10)), inH(L(2), KENDRA), asp({ navDispositorOf: L(1) }, L(2))) },
  { id: 'bhratrumooladdhana', name: { en: 'Bhratrumooladdhanaprapti Yoga', sa: 'Bhratrumooladdhanaprapti Yoga' }, source: `${R} (2nd house)`, category: 'dhana',
    rule: any(conj(L(2), L(3)), all(inH(L(2), [3]), assoc(L(2), 'benefics', 'conj'))) },
  { id: 'matrumooladdhana', name: { en: 'Matrumooladdhana Yoga', sa: 'Matrumooladdhana Yoga' }, source: `${R} (2nd house)`, category: 'dhana',
    rule: any(conj(L(2), L(4)), all(inH(L(2), [4]), assoc(L(2), 'benefics'))) },
  { id: 'putramooladdhana', name: { en: 'Putramooladdhana Yoga', sa: 'Putramooladdhana Yoga' }, source: `${R} (2nd house)`, category: 'dhana',
    rule: any(conj(L(2), L(5)), inH(L(2), [5])) },
  { id: 'shatrumooladdhana', name: { en: 'Shatrumooladdhana Yoga', sa: 'Shatrumooladdhana Yoga' }, source: `${R} (2nd house)`, category: 'dhana',
    rule: all(any(conj(L(2), L(6)), inH(L(2), [6])), strong(L(6))) },
  { id: 'kalatramooladdhana', name: { en: 'Kalatramooladdhana Yoga', sa: 'Kalatramooladdhana Yoga' }, source: `${R} (2nd house)`, category: 'dhana',
    rule: any(conj(L(2), L(7)), all(inH(L(2), [7]), assoc(L(2), 'benefics'))) },
  { id: 'amaranantha-dhana', name: { en: 'Amaranantha Dhana Yoga', sa: 'Amaranantha Dhana Yoga' }, source: `${R} (2nd house)`, category: 'dhana',
    rule: all(inH({ anyOf: [L(2), L(9), L(11)] }, KENDRA, 'lagna', 'all'), strong(L(1))) },
  { id: 'ayatnadhanalabha', name: { en: 'Ayatnadhanalabha Yoga', sa: 'Ayatnadhanalabha Yoga' }, source: `${R} (2nd house)`, category: 'dhana',
    rule: any(xchg(L(1), L(2)), conj(L(1), L(2))) },
  { id: 'lakshmi', name: { en: 'Lakshmi Yoga', sa: 'Lakshmi Yoga' }, source: 'BPHS ch. 36; B.V. Raman, Three Hundred Important Combinations (Lakshmi Yoga)', category: 'dhana',
    rule: all(inH(L(9), KENDRA), dig(L(9), 'own', 'exalted', 'moolatrikona'), strong(L(1))) },
  { id: 'vasumati', name: { en: 'Vasumati Yoga', sa: 'Vasumati Yoga' }, source: 'B.V. Raman, Three Hundred Important Combinations, no. 9; Phaladeepika ch. 6', category: 'dhana',
    rule: inH({ anyOf: ['Mercury', 'Jupiter', 'Venus'] }, [3, 6, 10, 11], 'lagna', 'all') },
];

/** Raja, Viparita, Neecha Bhanga, Parivartana and Dhana entries. */
export const RAJA_DHANA_YOGAS: readonly YogaEntry[] = [
  ...RAJA_PAIRS, ...OTHER_RAJA, ...VIPARITA,
  ...(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const).map(neechaBhanga),
  ...PARIVARTANA, ...BPHS41, ...DHANA_LINKS, ...RAMAN_DHANA,
];
