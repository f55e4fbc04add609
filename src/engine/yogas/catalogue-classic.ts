/**
 * @module Catalogue, part 1: Pancha Mahapurusha, Chandra (Moon) and Surya (Sun) yogas and the 32
 * Nabhasa yogas of BPHS ch. 35. B.V. Raman's twelve Malika yogas are the Nabhasa yogas Nauka,
 * Kuta, Chatra, Chapa and Ardhachandra under other names (the same seven houses, each occupied,
 * counted from a different house): they are aliases and variants here, not yogas of their own.
 * Data only.
 */
import type { GrahaName } from '../core/constants.js';
import {
  APOKLIMA,
  DUAL,
  FIXED,
  KENDRA,
  MOVABLE,
  PANAPHARA,
  SAPTA_MALEFICS,
  THREE_BENEFICS,
  all,
  any,
  assoc,
  combust,
  conj,
  dig,
  dosha,
  inH,
  inS,
  not,
  occ,
  run,
  v,
  withVariants,
  type YogaEntry,
} from './catalogue-types.js';
import type { GrahaSel, Rule } from './rules.js';

const R = 'B.V. Raman, Three Hundred Important Combinations';

const mahapurusha = (id: string, en: string, sa: string, g: GrahaName): YogaEntry => ({
  id,
  name: { en, sa },
  source: 'BPHS ch. 75 (Pancha Mahapurusha); Phaladeepika 6.1',
  category: 'pancha-mahapurusha',
  rule: all(inH(g, KENDRA), dig(g, 'own', 'exalted', 'moolatrikona')),
});

const MAHAPURUSHA: YogaEntry[] = [
  mahapurusha('ruchaka', 'Ruchaka Yoga', 'Ruchaka Yoga', 'Mars'),
  mahapurusha('bhadra', 'Bhadra Yoga', 'Bhadra Yoga', 'Mercury'),
  mahapurusha('hamsa', 'Hamsa Yoga', 'Hamsa Yoga', 'Jupiter'),
  mahapurusha('malavya', 'Malavya Yoga', 'Malavya Yoga', 'Venus'),
  mahapurusha('sasa', 'Sasa Yoga', 'Shasha Yoga', 'Saturn'),
];

// ---------------------------------------------------------------------------------------------
// Chandra yogas (BPHS ch. 37, Brihat Jataka ch. 13)

const TARA: GrahaName[] = ['Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
const lc = (g: string): string => g.toLowerCase();
/** Saravali and Brihat Jataka 13 give the results of Sunapha, Anapha and Durudhura graha by graha. */
const BY_GRAHA =
  'Saravali (Chandra yogas) and Brihat Jataka ch. 13 (results by the graha forming it)';

const durudhuraPairs = (): ReturnType<typeof v>[] => {
  const out: ReturnType<typeof v>[] = [];
  TARA.forEach((a, i) =>
    TARA.slice(i + 1).forEach((b) =>
      out.push(
        v(
          `${lc(a)}-${lc(b)}`,
          `Durudhura by ${a} and ${b}`,
          any(
            all(inH(a, [2], 'Moon'), inH(b, [12], 'Moon')),
            all(inH(a, [12], 'Moon'), inH(b, [2], 'Moon')),
          ),
          BY_GRAHA,
        ),
      ),
    ),
  );
  return out;
};

const CHANDRA: YogaEntry[] = [
  withVariants(
    {
      id: 'sunapha',
      name: { en: 'Sunapha Yoga', sa: 'Sunapha Yoga' },
      source: `BPHS ch. 37; Brihat Jataka ch. 13; ${R}, no. 2`,
      category: 'chandra',
    },
    TARA.map((g) => v(lc(g), `Sunapha by ${g}`, inH(g, [2], 'Moon'), BY_GRAHA)),
  ),
  withVariants(
    {
      id: 'anapha',
      name: { en: 'Anapha Yoga', sa: 'Anapha Yoga' },
      source: `BPHS ch. 37; Brihat Jataka ch. 13; ${R}, no. 3`,
      category: 'chandra',
    },
    TARA.map((g) => v(lc(g), `Anapha by ${g}`, inH(g, [12], 'Moon'), BY_GRAHA)),
  ),
  withVariants(
    {
      id: 'durudhura',
      name: { en: 'Durudhura Yoga', sa: 'Durudhura Yoga' },
      source: `BPHS ch. 37; Brihat Jataka ch. 13; ${R}, no. 4`,
      category: 'chandra',
    },
    durudhuraPairs(),
  ),
  {
    id: 'kemadruma',
    name: { en: 'Kemadruma Yoga', sa: 'Kemadruma Yoga' },
    category: 'arishta',
    source: `BPHS ch. 37; Brihat Jataka ch. 13; ${R}, no. 5; the cancellations (Kemadruma bhanga) of Phaladeepika ch. 6 and Raman, with the others the Kemdrum dosha checks. One definition with the Kemdrum dosha: the yoga holds exactly when POST /n/api/dosha reports it present`,
    rule: dosha('kemdrum'),
  },
  {
    id: 'chandra-mangala',
    name: { en: 'Chandra-Mangala Yoga', sa: 'Chandra-Mangala Yoga' },
    source: `${R} (Chandra-Mangala Yoga)`,
    category: 'chandra',
    rule: conj('Moon', 'Mars'),
  },
  {
    id: 'adhi',
    name: { en: 'Adhi Yoga (from the Moon)', sa: 'Chandradhi Yoga' },
    source: `BPHS ch. 37; Phaladeepika ch. 6; ${R} (Adhi Yoga)`,
    category: 'chandra',
    rule: inH(THREE_BENEFICS, [6, 7, 8], 'Moon', 'all'),
  },
  withVariants(
    {
      id: 'gaja-kesari',
      name: { en: 'Gaja-Kesari Yoga', sa: 'Gajakesari Yoga' },
      source: `BPHS 36.3-4; ${R} (Gajakesari Yoga)`,
      category: 'chandra',
    },
    [
      v(
        'bphs',
        'Gaja-Kesari as BPHS states it',
        all(
          any(inH('Jupiter', KENDRA), inH('Jupiter', KENDRA, 'Moon')),
          assoc('Jupiter', 'benefics'),
          not(dig('Jupiter', 'debilitated', 'enemy', 'great-enemy')),
          not(combust('Jupiter')),
        ),
        'BPHS 36.3-4: Jupiter in a kendra from the lagna or the Moon, joined or aspected by a benefic, not debilitated, combust or in an inimical sign',
      ),
      v(
        'moon-kendra',
        'Gaja-Kesari as Raman states it',
        inH('Jupiter', KENDRA, 'Moon'),
        `${R} (Gajakesari Yoga): Jupiter in a kendra from the Moon`,
      ),
    ],
  ),
  {
    id: 'adhama',
    name: { en: 'Adhama Yoga (Moon in a kendra from the Sun)', sa: 'Adhama Yoga' },
    source: 'BPHS ch. 37; Phaladeepika ch. 6',
    category: 'chandra',
    rule: inH('Moon', KENDRA, 'Sun'),
  },
  {
    id: 'sama',
    name: { en: 'Sama Yoga (Moon in a panaphara from the Sun)', sa: 'Sama Yoga' },
    source: 'BPHS ch. 37; Phaladeepika ch. 6',
    category: 'chandra',
    rule: inH('Moon', PANAPHARA, 'Sun'),
  },
  {
    id: 'varishtha',
    name: { en: 'Varishtha Yoga (Moon in an apoklima from the Sun)', sa: 'Varishtha Yoga' },
    source: 'BPHS ch. 37; Phaladeepika ch. 6',
    category: 'chandra',
    rule: inH('Moon', APOKLIMA, 'Sun'),
  },
];

// ---------------------------------------------------------------------------------------------
// Surya yogas (BPHS ch. 38)

/**
 * The grahas Phaladeepika counts as benefic and malefic when they form Vesi or Vasi (the Moon never
 * forms them): Jupiter, Venus and Mercury unless a malefic joins it; Mars, Saturn and Mercury joined
 * by a malefic. Mercury is one or the other, never both.
 */
const SUN_BENEFICS: GrahaSel = {
  of: 'benefics',
  except: { anyOf: ['Sun', 'Moon', 'Rahu', 'Ketu'] },
};
const SUN_MALEFICS: GrahaSel = {
  of: 'malefics',
  except: { anyOf: ['Sun', 'Moon', 'Rahu', 'Ketu'] },
};
const PD_NATURE = 'Phaladeepika ch. 6 (Vesi and Vasi by benefics and by malefics)';

const SURYA: YogaEntry[] = [
  withVariants(
    {
      id: 'vesi',
      name: { en: 'Vesi Yoga', sa: 'Veshi Yoga' },
      source: `BPHS ch. 38; ${R}, no. 16`,
      category: 'surya',
    },
    [
      v(
        'shubha',
        'Vesi by a benefic (Jupiter, Venus, Mercury not joined by a malefic)',
        occ([2], 'some', SUN_BENEFICS, 'Sun'),
        PD_NATURE,
      ),
      v(
        'papa',
        'Vesi by a malefic (Mars, Saturn, afflicted Mercury)',
        occ([2], 'some', SUN_MALEFICS, 'Sun'),
        PD_NATURE,
      ),
    ],
  ),
  withVariants(
    {
      id: 'vasi',
      name: { en: 'Vasi Yoga', sa: 'Vashi Yoga' },
      source: `BPHS ch. 38; ${R}, no. 17`,
      category: 'surya',
    },
    [
      v(
        'shubha',
        'Vasi by a benefic (Jupiter, Venus, Mercury not joined by a malefic)',
        occ([12], 'some', SUN_BENEFICS, 'Sun'),
        PD_NATURE,
      ),
      v(
        'papa',
        'Vasi by a malefic (Mars, Saturn, afflicted Mercury)',
        occ([12], 'some', SUN_MALEFICS, 'Sun'),
        PD_NATURE,
      ),
    ],
  ),
  {
    id: 'ubhayachari',
    name: { en: 'Ubhayachari Yoga', sa: 'Obhayachari Yoga' },
    source: `BPHS ch. 38; ${R}, no. 18`,
    category: 'surya',
    rule: all(occ([2], 'some', 'tara', 'Sun'), occ([12], 'some', 'tara', 'Sun')),
  },
  {
    id: 'budha-aditya',
    name: { en: 'Budha-Aditya Yoga', sa: 'Budhaditya Yoga' },
    source: `${R}, no. 26`,
    category: 'surya',
    aliases: [{ name: 'Nipuna Yoga', source: `${R}, no. 26` }],
    rule: conj('Sun', 'Mercury'),
  },
];

// ---------------------------------------------------------------------------------------------
// Nabhasa yogas (BPHS ch. 35; Saravali ch. 21)

const N35 = 'BPHS ch. 35 (Nabhasa); Saravali ch. 21';
const nab = (
  id: string,
  en: string,
  sa: string,
  rule: Rule,
  source = N35,
  extra: Partial<YogaEntry> = {},
): YogaEntry => ({ id, name: { en, sa }, source, category: 'nabhasa', rule, ...extra });
/** Every one of the seven grahas in the houses, each house occupied (the Akriti yogas). */
const conf = (houses: number[]): Rule => ({ t: 'confined', houses, eachOccupied: true });

// Dala (2): three kendras each holding a benefic / a malefic.
const DALA: Record<'mala' | 'sarpa', Rule> = {
  mala: { atLeast: 3, of: KENDRA.map((h) => occ([h], 'each', THREE_BENEFICS)) },
  sarpa: { atLeast: 3, of: KENDRA.map((h) => occ([h], 'each', SAPTA_MALEFICS)) },
};
const MALIKA_NAMES = [
  'Lagna',
  'Dhana',
  'Vikrama',
  'Sukha',
  'Putra',
  'Shatru',
  'Kalatra',
  'Randhra',
  'Bhagya',
  'Karma',
  'Labha',
  'Vyaya',
];
const MALIKA_FROM: Record<number, string> = { 1: 'lagna', 4: '4th', 7: '7th', 10: '10th' };
const malikaAlias = (house: number): YogaEntry['aliases'] & object => [
  {
    name: `${MALIKA_NAMES[house - 1]} Malika Yoga`,
    source: `${R} (Malika yogas: the seven grahas in the seven houses from the ${MALIKA_FROM[house]})`,
  },
];

// Akriti (20), with the house sets of BPHS ch. 35.
const AKRITI: Record<string, Rule> = {
  gada: any(conf([1, 4]), conf([4, 7]), conf([7, 10]), conf([10, 1])),
  'sakata-nabhasa': conf([1, 7]),
  vihaga: conf([4, 10]),
  sringataka: conf([1, 5, 9]),
  hala: any(conf([2, 6, 10]), conf([3, 7, 11]), conf([4, 8, 12])),
  vajra: all(
    occ([1, 7], 'each', 'sapta', 'lagna', THREE_BENEFICS),
    occ([4, 10], 'each', 'sapta', 'lagna', SAPTA_MALEFICS),
  ),
  yava: all(
    occ([1, 7], 'each', 'sapta', 'lagna', SAPTA_MALEFICS),
    occ([4, 10], 'each', 'sapta', 'lagna', THREE_BENEFICS),
  ),
  kamala: conf(KENDRA),
  vapi: any(conf(PANAPHARA), conf(APOKLIMA)),
  yupa: conf(run(1, 4)),
  ishu: conf(run(4, 4)),
  shakti: conf(run(7, 4)),
  danda: conf(run(10, 4)),
  nauka: conf(run(1, 7)),
  kuta: conf(run(4, 7)),
  chatra: conf(run(7, 7)),
  chapa: conf(run(10, 7)),
  'ardha-chandra': any(...[2, 3, 5, 6, 8, 9, 11, 12].map((h) => conf(run(h, 7)))),
  chakra: conf([1, 3, 5, 7, 9, 11]),
  samudra: conf([2, 4, 6, 8, 10, 12]),
};
const ASHRAYA: Record<'rajju' | 'musala' | 'nala', Rule> = {
  rajju: inS('sapta', MOVABLE, 'all'),
  musala: inS('sapta', FIXED, 'all'),
  nala: inS('sapta', DUAL, 'all'),
};
/** Saravali 21.7: an Ashraya yoga gives its results only when no other Nabhasa yoga is present. */
const noDalaAkriti: Rule = not(any(...Object.values(DALA), ...Object.values(AKRITI)));
/**
 * Phaladeepika ch. 6 (the Sankhya yogas "leaving aside the others stated before"): a Sankhya yoga
 * only when no Dala or Akriti yoga holds. Not the Ashraya yogas: all seven grahas in one sign are
 * always in one sign quality (an Ashraya yoga), so Gola could never hold, and Saravali 21.7 makes
 * the Ashraya yoga the one that gives way. An Ashraya and a Sankhya yoga can therefore be reported
 * together.
 */
const noOtherNabhasa: Rule = noDalaAkriti;

const ASHRAYA_SRC =
  'BPHS 35.7; Saravali 21.7 (held only when no Dala or Akriti yoga is present: an Ashraya yoga gives way to any other Nabhasa yoga)';
const SANKHYA_SRC =
  'BPHS ch. 35; Phaladeepika ch. 6 (the seven Sankhya yogas, counted only when no Dala or Akriti yoga is present)';
const sankhya = (
  id: string,
  en: string,
  sa: string,
  count: number,
  aliases?: YogaEntry['aliases'],
): YogaEntry =>
  nab(
    id,
    en,
    sa,
    all({ t: 'distinctSigns', count }, noOtherNabhasa),
    SANKHYA_SRC,
    aliases ? { aliases } : {},
  );

const NABHASA: YogaEntry[] = [
  nab('rajju', 'Rajju Yoga', 'Rajju Yoga', all(ASHRAYA.rajju, noDalaAkriti), ASHRAYA_SRC),
  nab('musala', 'Musala Yoga', 'Musala Yoga', all(ASHRAYA.musala, noDalaAkriti), ASHRAYA_SRC),
  nab('nala', 'Nala Yoga', 'Nala Yoga', all(ASHRAYA.nala, noDalaAkriti), ASHRAYA_SRC),
  nab('mala', 'Mala Yoga', 'Mala Yoga', DALA.mala, 'BPHS 35.8', {
    aliases: [{ name: 'Srik Yoga', source: 'Saravali ch. 21' }],
  }),
  nab('sarpa', 'Sarpa Yoga', 'Sarpa Yoga', DALA.sarpa, 'BPHS 35.8', {
    aliases: [{ name: 'Bhujanga Yoga', source: 'Saravali ch. 21' }],
  }),
  nab('gada', 'Gada Yoga', 'Gada Yoga', AKRITI.gada!, 'BPHS 35.9-11'),
  nab(
    'sakata-nabhasa',
    'Sakata Yoga (Nabhasa)',
    'Shakata Yoga',
    AKRITI['sakata-nabhasa']!,
    'BPHS 35.9-11',
  ),
  nab('vihaga', 'Vihaga Yoga', 'Vihaga Yoga', AKRITI.vihaga!, 'BPHS 35.9-11', {
    aliases: [{ name: 'Pakshi Yoga', source: 'Saravali ch. 21' }],
  }),
  nab('sringataka', 'Sringataka Yoga', 'Shringataka Yoga', AKRITI.sringataka!, 'BPHS 35.9-11'),
  nab('hala', 'Hala Yoga', 'Hala Yoga', AKRITI.hala!, 'BPHS 35.9-11'),
  nab('vajra', 'Vajra Yoga', 'Vajra Yoga', AKRITI.vajra!, 'BPHS 35.9-11'),
  nab('yava', 'Yava Yoga', 'Yava Yoga', AKRITI.yava!, 'BPHS 35.9-11'),
  nab('kamala', 'Kamala Yoga', 'Kamala Yoga', AKRITI.kamala!, 'BPHS 35.12', {
    aliases: [{ name: 'Padma Yoga', source: 'Saravali ch. 21' }],
  }),
  nab('vapi', 'Vapi Yoga', 'Vapi Yoga', AKRITI.vapi!, 'BPHS 35.12'),
  nab('yupa', 'Yupa Yoga', 'Yupa Yoga', AKRITI.yupa!, 'BPHS 35.13; Saravali 21.12'),
  nab('ishu', 'Ishu Yoga', 'Ishu Yoga', AKRITI.ishu!, 'BPHS 35.13; Saravali 21.12', {
    aliases: [{ name: 'Sara Yoga', source: 'BPHS 35.13' }],
  }),
  nab('shakti', 'Shakti Yoga', 'Shakti Yoga', AKRITI.shakti!, 'BPHS 35.13; Saravali 21.12'),
  nab('danda', 'Danda Yoga', 'Danda Yoga', AKRITI.danda!, 'BPHS 35.13; Saravali 21.12'),
  nab('nauka', 'Nauka Yoga', 'Nauka Yoga', AKRITI.nauka!, 'BPHS ch. 35; Saravali 21.11', {
    aliases: malikaAlias(1),
  }),
  nab('kuta', 'Kuta Yoga', 'Kuta Yoga', AKRITI.kuta!, 'BPHS ch. 35; Saravali 21.11', {
    aliases: malikaAlias(4),
  }),
  nab('chatra', 'Chatra Yoga', 'Chhatra Yoga', AKRITI.chatra!, 'BPHS ch. 35; Saravali 21.11', {
    aliases: malikaAlias(7),
  }),
  nab('chapa', 'Chapa Yoga', 'Chapa Yoga', AKRITI.chapa!, 'BPHS ch. 35; Saravali 21.11', {
    aliases: [...malikaAlias(10), { name: 'Dhanus Yoga', source: 'BPHS ch. 35' }],
  }),
  withVariants(
    {
      id: 'ardha-chandra',
      name: { en: 'Ardha-Chandra Yoga', sa: 'Ardhachandra Yoga' },
      source: `BPHS ch. 35; the variants carry the names of ${R} (Malika yogas)`,
      category: 'nabhasa',
    },
    [2, 3, 5, 6, 8, 9, 11, 12].map((h) =>
      v(
        `${MALIKA_NAMES[h - 1]!.toLowerCase()}-malika`,
        `${MALIKA_NAMES[h - 1]} Malika (the seven grahas in the seven houses from the ${h === 2 ? '2nd' : h === 3 ? '3rd' : `${h}th`})`,
        conf(run(h, 7)),
        `${R} (Malika yogas)`,
      ),
    ),
  ),
  nab('chakra', 'Chakra Yoga', 'Chakra Yoga', AKRITI.chakra!, 'BPHS ch. 35'),
  nab('samudra', 'Samudra Yoga', 'Samudra Yoga', AKRITI.samudra!, 'BPHS ch. 35'),
  sankhya('vallaki', 'Vallaki Yoga', 'Vallaki Yoga', 7, [
    { name: 'Veena Yoga', source: 'Phaladeepika ch. 6' },
  ]),
  sankhya('dama', 'Dama Yoga', 'Dama Yoga', 6, [
    { name: 'Damini Yoga', source: 'Saravali ch. 21' },
  ]),
  sankhya('pasha', 'Pasha Yoga', 'Pasha Yoga', 5),
  sankhya('kedara', 'Kedara Yoga', 'Kedara Yoga', 4),
  sankhya('shula', 'Shula Yoga', 'Shula Yoga', 3),
  sankhya('yuga', 'Yuga Yoga', 'Yuga Yoga', 2),
  sankhya('gola', 'Gola Yoga', 'Gola Yoga', 1),
];

/** Pancha Mahapurusha, Chandra, Surya and Nabhasa entries. */
export const CLASSIC_YOGAS: readonly YogaEntry[] = [
  ...MAHAPURUSHA,
  ...CHANDRA,
  ...SURYA,
  ...NABHASA,
];
