/**
 * @module Catalogue, part 1: Pancha Mahapurusha, Chandra (Moon) and Surya (Sun) yogas, the 32
 * Nabhasa yogas of BPHS ch. 35 and the 12 Malika yogas. Data only.
 */
import type { GrahaName } from '../core/constants.js';
import {
  APOKLIMA, DUAL, FIXED, KENDRA, MOVABLE, PANAPHARA, SAPTA_MALEFICS, THREE_BENEFICS, all, any, assoc, conj,
  dig, inH, inS, not, occ, run, type YogaEntry,
} from './catalogue-types.js';
import type { GrahaSel, Rule } from './rules.js';

const mahapurusha = (id: string, en: string, sa: string, g: GrahaName): YogaEntry => ({
  id, name: { en, sa }, source: 'BPHS ch. 75 (Pancha Mahapurusha); Phaladeepika ch. 6', category: 'pancha-mahapurusha',
  rule: all(inH(g, KENDRA), dig(g, 'own', 'exalted', 'moolatrikona')),
});

const TARA_NAMES: GrahaName[] = ['Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
const moonSide = (house: 2 | 12): YogaEntry[] => TARA_NAMES.map((g) => ({
  id: `${house === 2 ? 'sunapha' : 'anapha'}-${g.toLowerCase()}`,
  name: { en: `${house === 2 ? 'Sunapha' : 'Anapha'} Yoga by ${g}`, sa: `${house === 2 ? 'Sunapha' : 'Anapha'} Yoga (${g})` },
  source: 'Saravali (Chandra yogas); Brihat Jataka ch. 13 (results by the graha forming it)',
  category: 'chandra' as const,
  rule: inH(g, [house], 'Moon'),
}));

const durudhuraPairs = (): YogaEntry[] => {
  const out: YogaEntry[] = [];
  TARA_NAMES.forEach((a, i) => TARA_NAMES.slice(i + 1).forEach((b) => out.push({
    id: `durudhura-${a.toLowerCase()}-${b.toLowerCase()}`,
    name: { en: `Durudhura Yoga by ${a} and ${b}`, sa: `Durudhura Yoga (${a}-${b})` },
    source: 'Saravali, Chandra yogas (Durudhura by pairs of grahas); Brihat Jataka ch. 13',
    category: 'chandra',
    rule: any(all(inH(a, [2], 'Moon'), inH(b, [12], 'Moon')), all(inH(a, [12], 'Moon'), inH(b, [2], 'Moon'))),
  })));
  return out;
};

const SUN_BENEFICS: GrahaSel = { of: THREE_BENEFICS, except: 'Moon' };
const SUN_MALEFICS: GrahaSel = { of: 'malefics', except: { anyOf: ['Sun', 'Moon', 'Rahu', 'Ketu'] } };

const CHANDRA: YogaEntry[] = [
  { id: 'sunapha', name: { en: 'Sunapha Yoga', sa: 'Sunapha Yoga' }, source: 'BPHS ch. 37; B.V. Raman, Three Hundred Important Combinations, no. 2', category: 'chandra',
    rule: occ([2], 'some', 'tara', 'Moon') },
  { id: 'anapha', name: { en: 'Anapha Yoga', sa: 'Anapha Yoga' }, source: 'BPHS ch. 37; B.V. Raman, Three Hundred Important Combinations, no. 3', category: 'chandra',
    rule: occ([12], 'some', 'tara', 'Moon') },
  { id: 'durudhura', name: { en: 'Durudhura Yoga', sa: 'Durudhura Yoga' }, source: 'BPHS ch. 37; B.V. Raman, Three Hundred Important Combinations, no. 4', category: 'chandra',
    rule: all(occ([2], 'some', 'tara', 'Moon'), occ([12], 'some', 'tara', 'Moon')) },
  { id: 'kemadruma', name: { en: 'Kemadruma Yoga', sa: 'Kemadruma Yoga' }, source: 'BPHS ch. 37; B.V. Raman, Three Hundred Important Combinations, no. 5', category: 'arishta',
    rule: all(occ([1, 2, 12], 'none', 'tara', 'Moon'), occ(KENDRA, 'none', { of: 'sapta', except: 'Moon' })) },
  { id: 'chandra-mangala', name: { en: 'Chandra-Mangala Yoga', sa: 'Chandra-Mangala Yoga' }, source: 'Phaladeepika ch. 6; B.V. Raman, Three Hundred Important Combinations', category: 'chandra',
    rule: conj('Moon', 'Mars') },
  { id: 'adhi', name: { en: 'Adhi Yoga (from the Moon)', sa: 'Chandradhi Yoga' }, source: 'BPHS ch. 37; Phaladeepika ch. 6; B.V. Raman, Three Hundred Important Combinations', category: 'chandra',
    rule: inH(THREE_BENEFICS, [6, 7, 8], 'Moon', 'all') },
  { id: 'gaja-kesari', name: { en: 'Gaja-Kesari Yoga', sa: 'Gajakesari Yoga' }, source: 'BPHS ch. 36; B.V. Raman, Three Hundred Important Combinations', category: 'chandra',
    rule: inH('Jupiter', KENDRA, 'Moon') },
  { id: 'gaja-kesari-full', name: { en: 'Gaja-Kesari Yoga (with benefic support)', sa: 'Gajakesari Yoga (purna)' }, source: 'Phaladeepika ch. 6', category: 'chandra',
    rule: all(inH('Jupiter', KENDRA, 'Moon'), assoc('Jupiter', { of: 'benefics', except: 'Moon' }), not(dig('Jupiter', 'debilitated', 'enemy', 'great-enemy')), not({ t: 'combust', g: 'Jupiter' })) },
  { id: 'amala-moon', name: { en: 'Amala Yoga (from the Moon)', sa: 'Amala Yoga (Chandra)' }, source: 'Phaladeepika ch. 6', category: 'chandra',
    rule: occ([10], 'each', 'nine', 'Moon', 'benefics') },
  { id: 'vasumati-moon', name: { en: 'Vasumati Yoga (from the Moon)', sa: 'Vasumati Yoga (Chandra)' }, source: 'Phaladeepika ch. 6', category: 'chandra',
    rule: inH(THREE_BENEFICS, [3, 6, 10, 11], 'Moon', 'all') },
  ...moonSide(2),
  ...moonSide(12),
  ...durudhuraPairs(),
  { id: 'adhama', name: { en: 'Adhama Yoga (Moon in a kendra from the Sun)', sa: 'Adhama Yoga' }, source: 'BPHS ch. 37; Phaladeepika ch. 6', category: 'chandra',
    rule: inH('Moon', KENDRA, 'Sun') },
  { id: 'sama', name: { en: 'Sama Yoga (Moon in a panaphara from the Sun)', sa: 'Sama Yoga' }, source: 'BPHS ch. 37; Phaladeepika ch. 6', category: 'chandra',
    rule: inH('Moon', PANAPHARA, 'Sun') },
  { id: 'varishtha', name: { en: 'Varishtha Yoga (Moon in an apoklima from the Sun)', sa: 'Varishtha Yoga' }, source: 'BPHS ch. 37; Phaladeepika ch. 6', category: 'chandra',
    rule: inH('Moon', APOKLIMA, 'Sun') },
];

const SURYA: YogaEntry[] = [
  { id: 'vesi', name: { en: 'Vesi Yoga', sa: 'Veshi Yoga' }, source: 'BPHS ch. 38; B.V. Raman, Three Hundred Important Combinations, no. 16', category: 'surya',
    rule: occ([2], 'some', 'tara', 'Sun') },
  { id: 'vasi', name: { en: 'Vasi Yoga', sa: 'Vashi Yoga' }, source: 'BPHS ch. 38; B.V. Raman, Three Hundred Important Combinations, no. 17', category: 'surya',
    rule: occ([12], 'some', 'tara', 'Sun') },
  { id: 'ubhayachari', name: { en: 'Ubhayachari Yoga', sa: 'Obhayachari Yoga' }, source: 'BPHS ch. 38; B.V. Raman, Three Hundred Important Combinations, no. 18', category: 'surya',
    rule: all(occ([2], 'some', 'tara', 'Sun'), occ([12], 'some', 'tara', 'Sun')) },
  { id: 'budha-aditya', name: { en: 'Budha-Aditya Yoga', sa: 'Budhaditya (Nipuna) Yoga' }, source: 'B.V. Raman, Three Hundred Important Combinations, no. 26', category: 'surya',
    rule: conj('Sun', 'Mercury') },
  { id: 'shubha-vesi', name: { en: 'Benefic Vesi Yoga', sa: 'Shubha Veshi Yoga' }, source: 'Phaladeepika ch. 6 (Vesi by benefics)', category: 'surya',
    rule: occ([2], 'some', SUN_BENEFICS, 'Sun') },
  { id: 'papa-vesi', name: { en: 'Malefic Vesi Yoga', sa: 'Papa Veshi Yoga' }, source: 'Phaladeepika ch. 6 (Vesi by malefics)', category: 'surya',
    rule: occ([2], 'some', SUN_MALEFICS, 'Sun') },
  { id: 'shubha-vasi', name: { en: 'Benefic Vasi Yoga', sa: 'Shubha Vashi Yoga' }, source: 'Phaladeepika ch. 6 (Vasi by benefics)', category: 'surya',
    rule: occ([12], 'some', SUN_BENEFICS, 'Sun') },
  { id: 'papa-vasi', name: { en: 'Malefic Vasi Yoga', sa: 'Papa Vashi Yoga' }, source: 'Phaladeepika ch. 6 (Vasi by malefics)', category: 'surya',
    rule: occ([12], 'some', SUN_MALEFICS, 'Sun') },
];

const N35 = 'BPHS ch. 35 (Nabhasa); Saravali (Nabhasa yogas)';
const nab = (id: string, en: string, sa: string, rule: Rule): YogaEntry => ({ id, name: { en, sa }, source: N35, category: 'nabhasa', rule });
const conf = (houses: number[], eachOccupied = true): Rule => ({ t: 'confined', houses, eachOccupied });
const sankhya = (id: string, en: string, sa: string, count: number): YogaEntry =>
  nab(id, en, sa, { t: 'distinctSigns', count });

const NABHASA: YogaEntry[] = [
  // Ashraya (3): by sign quality
  nab('rajju', 'Rajju Yoga', 'Rajju Yoga', inS('sapta', MOVABLE, 'all')),
  nab('musala', 'Musala Yoga', 'Musala Yoga', inS('sapta', FIXED, 'all')),
  nab('nala', 'Nala Yoga', 'Nala Yoga', inS('sapta', DUAL, 'all')),
  // Dala (2)
  nab('mala', 'Mala (Srik) Yoga', 'Mala Yoga', { atLeast: 3, of: KENDRA.map((h) => occ([h], 'each', THREE_BENEFICS)) }),
  nab('sarpa', 'Sarpa Yoga', 'Sarpa Yoga', { atLeast: 3, of: KENDRA.map((h) => occ([h], 'each', SAPTA_MALEFICS)) }),
  // Akriti (20)
  nab('gada', 'Gada Yoga', 'Gada Yoga', any(conf([1, 4]), conf([4, 7]), conf([7, 10]), conf([10, 1]))),
  nab('sakata-nabhasa', 'Sakata Yoga (Nabhasa)', 'Shakata Yoga', conf([1, 7])),
  nab('vihaga', 'Vihaga Yoga', 'Vihaga (Pakshi) Yoga', conf([4, 10])),
  nab('sringataka', 'Sringataka Yoga', 'Shringataka Yoga', conf([1, 5, 9])),
  nab('hala', 'Hala Yoga', 'Hala Yoga', any(conf([2, 6, 10]), conf([3, 7, 11]), conf([4, 8, 12]))),
  nab('vajra', 'Vajra Yoga', 'Vajra Yoga', all(occ([1, 7], 'each', 'sapta', 'lagna', THREE_BENEFICS), occ([4, 10], 'each', 'sapta', 'lagna', SAPTA_MALEFICS))),
  nab('yava', 'Yava Yoga', 'Yava Yoga', all(occ([1, 7], 'each', 'sapta', 'lagna', SAPTA_MALEFICS), occ([4, 10], 'each', 'sapta', 'lagna', THREE_BENEFICS))),
  nab('kamala', 'Kamala (Padma) Yoga', 'Kamala Yoga', conf(KENDRA)),
  nab('vapi', 'Vapi Yoga', 'Vapi Yoga', any(conf(PANAPHARA, false), conf(APOKLIMA, false))),
  nab('yupa', 'Yupa Yoga', 'Yupa Yoga', conf(run(1, 4))),
  nab('ishu', 'Ishu (Shara) Yoga', 'Ishu Yoga', conf(run(4, 4))),
  nab('shakti', 'Shakti Yoga', 'Shakti Yoga', conf(run(7, 4))),
  nab('danda', 'Danda Yoga', 'Danda Yoga', conf(run(10, 4))),
  nab('nauka', 'Nauka Yoga', 'Nauka Yoga', conf(run(1, 7))),
  nab('kuta', 'Kuta Yoga', 'Kuta Yoga', conf(run(4, 7))),
  nab('chatra', 'Chatra Yoga', 'Chhatra Yoga', conf(run(7, 7))),
  nab('chapa', 'Chapa (Karmuka) Yoga', 'Chapa Yoga', conf(run(10, 7))),
  nab('ardha-chandra', 'Ardha-Chandra Yoga', 'Ardhachandra Yoga', any(...[2, 3, 5, 6, 8, 9, 11, 12].map((h) => conf(run(h, 7))))),
  nab('chakra', 'Chakra Yoga', 'Chakra Yoga', conf([1, 3, 5, 7, 9, 11])),
  nab('samudra', 'Samudra Yoga', 'Samudra Yoga', conf([2, 4, 6, 8, 10, 12])),
  // Sankhya (7): number of signs occupied by the seven grahas
  sankhya('vallaki', 'Vallaki (Veena) Yoga', 'Vallaki Yoga', 7),
  sankhya('dama', 'Dama Yoga', 'Dama Yoga', 6),
  sankhya('pasha', 'Pasha Yoga', 'Pasha Yoga', 5),
  sankhya('kedara', 'Kedara Yoga', 'Kedara Yoga', 4),
  sankhya('shula', 'Shula Yoga', 'Shula Yoga', 3),
  sankhya('yuga', 'Yuga Yoga', 'Yuga Yoga', 2),
  sankhya('gola', 'Gola Yoga', 'Gola Yoga', 1),
];

const MALIKA_NAMES = ['Lagna', 'Dhana', 'Vikrama', 'Sukha', 'Putra', 'Shatru', 'Kalatra', 'Randhra', 'Bhagya', 'Karma', 'Labha', 'Vyaya'];
const MALIKA: YogaEntry[] = MALIKA_NAMES.map((n, i) => ({
  id: `${n.toLowerCase()}-malika`,
  name: { en: `${n} Malika Yoga`, sa: `${n} Malika Yoga` },
  source: 'B.V. Raman, Three Hundred Important Combinations (Malika yogas); Phaladeepika ch. 6',
  category: 'malika' as const,
  rule: { t: 'confined' as const, houses: run(i + 1, 7), eachOccupied: true },
}));

const MAHAPURUSHA: YogaEntry[] = [
  mahapurusha('ruchaka', 'Ruchaka Yoga', 'Ruchaka Yoga', 'Mars'),
  mahapurusha('bhadra', 'Bhadra Yoga', 'Bhadra Yoga', 'Mercury'),
  mahapurusha('hamsa', 'Hamsa Yoga', 'Hamsa Yoga', 'Jupiter'),
  mahapurusha('malavya', 'Malavya Yoga', 'Malavya Yoga', 'Venus'),
  mahapurusha('sasa', 'Sasa Yoga', 'Shasha Yoga', 'Saturn'),
];

/** Pancha Mahapurusha, Chandra, Surya, Nabhasa and Malika entries. */
export const CLASSIC_YOGAS: readonly YogaEntry[] = [...MAHAPURUSHA, ...CHANDRA, ...SURYA, ...NABHASA, ...MALIKA];
