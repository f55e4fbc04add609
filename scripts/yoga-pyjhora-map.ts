/**
 * @module Which catalogue yoga each PyJHora 4.8.5 yoga function is (test/fixtures/yoga-pyjhora.json), and
 * the comparison of the two on the fixture's charts, shared by scripts/yoga-oracle-report.ts, the verify
 * section (scripts/verify/yogas.ts) and test/engine/yogas/pyjhora-agreement.test.ts. A target is a
 * catalogue yoga, or one named variant of it ("ardha-chandra/dhana-malika"). PyJHora functions with no
 * counterpart in the catalogue (they need Mandi, shashtiamsas, vaiseshikamsas or arudhas, or state no
 * classical rule) are listed in UNMAPPED with the reason.
 */
import {
  YOGA_CATALOGUE,
  evalYoga,
  factsFromLongitudes,
  type ChartFacts,
} from '../src/engine/yogas/index.js';
import { evalRule } from '../src/engine/yogas/rules.js';

/** PyJHora function (yoga_msgs_en.json key, or raja:* for raja_yoga.py) -> catalogue target. */
export const PYJHORA_MAP: Readonly<Record<string, string>> = {
  vesi_yoga: 'vesi',
  vosi_yoga: 'vasi',
  ubhayachara_yoga: 'ubhayachari',
  nipuna_yoga: 'budha-aditya',
  sunaphaa_yoga: 'sunapha',
  anaphaa_yoga: 'anapha',
  duradhara_yoga: 'durudhura',
  kemadruma_yoga: 'kemadruma',
  chandra_mangala_yoga: 'chandra-mangala',
  adhi_yoga: 'adhi',
  ruchaka_yoga: 'ruchaka',
  bhadra_yoga: 'bhadra',
  sasa_yoga: 'sasa',
  maalavya_yoga: 'malavya',
  hamsa_yoga: 'hamsa',
  rajju_yoga: 'rajju',
  musala_yoga: 'musala',
  nala_yoga: 'nala',
  maalaa_yoga: 'mala',
  srik_yoga: 'mala',
  sarpa_yoga: 'sarpa',
  gadaa_yoga: 'gada',
  sakata_yoga: 'sakata-nabhasa',
  vihanga_yoga: 'vihaga',
  sringaataka_yoga: 'sringataka',
  hala_yoga: 'hala',
  vajra_yoga: 'vajra',
  yava_yoga: 'yava',
  kamala_yoga: 'kamala',
  vaapi_yoga: 'vapi',
  yoopa_yoga: 'yupa',
  sara_yoga: 'ishu',
  ishu_yoga: 'ishu',
  sakti_yoga: 'shakti',
  danda_yoga: 'danda',
  naukaa_yoga: 'nauka',
  koota_yoga: 'kuta',
  chatra_yoga: 'chatra',
  chaapa_yoga: 'chapa',
  ardha_chandra_yoga: 'ardha-chandra',
  chakra_yoga: 'chakra',
  samudra_yoga: 'samudra',
  veenaa_yoga: 'vallaki',
  vallaki_yoga: 'vallaki',
  daama_yoga: 'dama',
  dama_yoga: 'dama',
  paasa_yoga: 'pasha',
  kedaara_yoga: 'kedara',
  kedara_yoga: 'kedara',
  soola_yoga: 'shula',
  sula_yoga: 'shula',
  yuga_yoga: 'yuga',
  gola_yoga: 'gola',
  subha_yoga: 'subha',
  asubha_yoga: 'asubha',
  gaja_kesari_yoga: 'gaja-kesari/bphs',
  guru_mangala_yoga: 'guru-mangala',
  amala_yoga: 'amala',
  parvata_yoga: 'parvata/bphs',
  kaahala_yoga: 'kahala/bphs',
  kahala_yoga: 'kahala/raman',
  chaamara_yoga: 'chamara',
  sankha_yoga: 'sankha',
  bheri_yoga: 'bheri',
  mridanga_yoga: 'mridanga',
  sreenaatha_yoga: 'sreenatha/raman',
  sreenatha_yoga: 'sreenatha',
  matsya_yoga: 'matsya',
  koorma_yoga: 'kurma',
  khadga_yoga: 'khadga',
  kusuma_yoga: 'kusuma',
  kalaanidhi_yoga: 'kalanidhi',
  kalanidhi_yoga: 'kalanidhi',
  kalpadruma_yoga: 'kalpadruma',
  lagnaadhi_yoga: 'lagnadhi',
  hari_yoga: 'hari',
  hara_yoga: 'hara/bphs',
  brahma_yoga: 'brahma',
  vishnu_yoga: 'vishnu',
  siva_yoga: 'siva',
  trilochana_yoga: 'trilochana',
  gouri_yoga: 'gauri/raman',
  chandikaa_yoga: 'chandika',
  lakshmi_yoga: 'lakshmi/bphs',
  saarada_yoga: 'sarada',
  bhaarathi_yoga: 'bharati',
  saraswathi_yoga: 'saraswati',
  amsaavatara_yoga: 'amsavatara',
  devendra_yoga: 'devendra',
  indra_yoga: 'indra',
  ravi_yoga: 'ravi',
  bhaaskara_yoga: 'bhaskara',
  kulavardhana_yoga: 'kulavardhana',
  vasumathi_yoga: 'vasumati',
  gandharva_yoga: 'gandharva',
  go_yoga: 'go',
  vidyut_yoga: 'vidyut',
  chapa_yoga: 'chapa-raja',
  pushkala_yoga: 'pushkala',
  makuta_yoga: 'makuta',
  jaya_yoga: 'jaya',
  harsha_yoga: 'harsha',
  sarala_yoga: 'sarala',
  vimala_yoga: 'vimala',
  chatussagara_yoga: 'chatussagara',
  rajalakshana_yoga: 'rajalakshana',
  vanchana_chora_bheethi_yoga: 'vanchana-chora-bheethi',
  mahabhagya_yoga: 'mahabhagya/male',
  lagna_malika_yoga: 'nauka',
  dhana_malika_yoga: 'ardha-chandra/dhana-malika',
  vikrama_malika_yoga: 'ardha-chandra/vikrama-malika',
  sukha_malika_yoga: 'kuta',
  putra_malika_yoga: 'ardha-chandra/putra-malika',
  satru_malika_yoga: 'ardha-chandra/shatru-malika',
  kalatra_malika_yoga: 'chatra',
  randhra_malika_yoga: 'ardha-chandra/randhra-malika',
  bhagya_malika_yoga: 'ardha-chandra/bhagya-malika',
  karma_malika_yoga: 'chapa',
  laabha_malika_yoga: 'ardha-chandra/labha-malika',
  vyaya_malika_yoga: 'ardha-chandra/vyaya-malika',
  parijatha_yoga: 'parijata/raman',
  garuda_yoga: 'garuda',
  dhur_yoga: 'dur',
  dharidhra_yoga: 'daridra-11th-lord',
  dharidhra_yoga_144: 'daridra-144',
  dharidhra_yoga_145: 'daridra-145',
  dharidhra_yoga_146: 'daridra-146',
  dharidhra_yoga_147: 'daridra-147',
  dharidhra_yoga_148: 'daridra-148',
  dharidhra_yoga_149: 'daridra-149',
  dharidhra_yoga_150: 'daridra-150',
  dharidhra_yoga_151: 'daridra-151',
  dharidhra_yoga_152: 'daridra-152',
  dharidhra_yoga_153: 'daridra-153',
  sareera_soukhya_yoga: 'sareera-soukhya',
  dehapushti_yoga: 'dehapushti',
  rogagrastha_yoga: 'rogagrastha',
  dehasthoulya_yoga_114: 'dehasthoulya-114',
  dehasthoulya_yoga_115: 'dehasthoulya-115',
  dehasthoulya_yoga_116: 'dehasthoulya-116',
  sada_sanchara_yoga: 'sada-sanchara',
  dhana_yoga_118: 'dhana-118',
  dhana_yoga_119: 'dhana-119',
  dhana_yoga_120: 'dhana-120',
  dhana_yoga_121: 'dhana-121',
  dhana_yoga_122: 'dhana-122',
  dhana_yoga_123: 'dhana-123',
  dhana_yoga_124: 'dhana-124',
  dhana_yoga_125: 'dhana-125',
  dhana_yoga_126: 'dhana-126',
  dhana_yoga_127: 'dhana-127',
  dhana_yoga_128: 'dhana-128',
  bahudravyarjana_yoga: 'bahudravyarjana',
  swaveeryaddhana_yoga: 'swaveeryaddhana',
  madhya_vayasi_dhana_yoga: 'madhya-vayasi-dhana',
  balya_dhana_yoga: 'balya-dhana',
  bhratrumooladdhanaprapti_yoga: 'bhratrumooladdhana',
  matrumooladdhana_yoga: 'matrumooladdhana',
  putramooladdhana_yoga: 'putramooladdhana',
  shatrumooladdhana_yoga: 'shatrumooladdhana',
  kalatramooladdhana_yoga: 'kalatramooladdhana',
  amaranantha_dhana_yoga: 'amaranantha-dhana',
  ayatnadhanalabha_yoga: 'ayatnadhanalabha',
  yukthi_samanwithavagmi_yoga_154: 'yukthi-samanwithavagmi',
  parihasaka_yoga: 'parihasaka',
  asatyavadi_yoga: 'asatyavadi',
  jada_yoga: 'jada',
  marud_yoga: 'marud',
  budha_yoga: 'budha',
  mooka_yoga: 'mooka',
  sumukha_yoga: 'sumukha',
  durmukha_yoga: 'durmukha',
  bhojana_soukhya_yoga: 'bhojana-soukhya',
  parannabhojana_yoga: 'parannabhojana',
  sraddhannabhuktha_yoga: 'sraddhannabhuktha',
  sarpaganda_yoga: 'sarpaganda',
  vakchalana_yoga: 'vakchalana',
  vishaprayoga_yoga: 'vishaprayoga',
  bhratruvriddhi_yoga: 'bhratruvriddhi',
  sodaranasa_yoga: 'sodaranasa',
  ekabhagini_yoga: 'ekabhagini',
  dwadasa_sahodara_yoga: 'dwadasa-sahodara',
  sapthasankhya_sahodara_yoga: 'saptasankhya-sahodara',
  parakrama_yoga: 'parakrama',
  yuddhatpoorvadridhachitta_yoga: 'yuddhatpoorvadridhachitta',
  satkathadisravana_yoga: 'satkathadisravana',
  utthama_graha_yoga: 'uttama-griha',
  vichitra_saudha_prakara_yoga: 'vichitra-saudha-prakara',
  ayatna_griha_prapta_yoga_189: 'ayatna-griha-prapta',
  ayatna_griha_prapta_yoga_190: 'ayatna-griha-prapta-190',
  grihanasa_yoga_191: 'grihanasa',
  grihanasa_yoga_192: 'grihanasa-192',
  bandhu_pujya_yoga_193: 'bandhu-pujya-193',
  bandhu_pujya_yoga_194: 'bandhu-pujya-194',
  matrudeerghayur_yoga_196: 'matrudeerghayur-196',
  matrudeerghayur_yoga_197: 'matrudeerghayur-197',
  matrunasa_yoga_198: 'matrunasa',
  matrunasa_yoga_199: 'matrunasa-199',
  kapata_yoga_202: 'kapata-202',
  kapata_yoga_203: 'kapata-203',
  nishkapata_yoga_205: 'nishkapata-205',
  nishkapata_yoga_206: 'nishkapata-206',
  matru_satrutwa_yoga: 'matru-satrutwa',
  matru_sneha_yoga: 'matru-sneha',
  vahana_yoga_209: 'vahana-209',
  vahana_yoga_210: 'vahana-210',
  anapathya_yoga: 'anapathya',
  sarpasaapa_yoga_212: 'sarpasapa-212',
  sarpasaapa_yoga_213: 'sarpasapa-213',
  sarpasaapa_yoga_214: 'sarpasapa-214',
  sarpasaapa_yoga_215: 'sarpasapa-215',
  pithru_saapa_sutakshaya_yoga: 'pitru-sapa-sutakshaya',
  maathru_saapa_sutakshaya_yoga: 'matru-sapa-sutakshaya',
  bhraathru_saapa_sutakshaya_yoga: 'bhratru-sapa-sutakshaya',
  pretha_saapa_yoga: 'pretha-sapa',
  bahu_puthra_yoga_220: 'bahu-putra',
  bahu_puthra_yoga_221: 'bahu-putra-221',
  dattha_puthra_yoga_222: 'dattha-putra-222',
  dattha_puthra_yoga_223: 'dattha-putra-223',
  aputhra_yoga: 'pamara',
  eka_puthra_yoga: 'eka-putra',
  suputhra_yoga: 'suputra',
  kaalanirdesat_puthra_yoga_227: 'kaalanirdesat-putra-227',
  kaalanirdesat_puthra_yoga_228: 'kaalanirdesat-putra-228',
  kaalanirdesat_puthranaasa_yoga_229: 'putranasa-229',
  kaalanirdesat_puthranaasa_yoga_230: 'putranasa-230',
  buddhimaturya_yoga: 'buddhimaturya',
  theevrabuddhi_yoga: 'theevrabuddhi',
  jara_yoga: 'jara',
  jarajaputra_yoga: 'jarajaputra',
  bahu_sthree_yoga: 'bahu-sthree',
  satkalatra_yoga: 'satkalatra',
  bhaga_chumbana_yoga: 'bhaga-chumbana',
  bhaagya_yoga: 'bhagya-241',
  jananatpurvam_pitru_marana_yoga: 'jananatpurvam-pitru-marana',
  dhatrutwa_yoga: 'dhatrutwa',
  apakeerthi_yoga: 'apakeerthi',
  vrana_yoga: 'vrana',
  sisnavyadhi_yoga: 'sisnavyadhi',
  kushtaroga_yoga_268: 'kushtaroga-268',
  kushtaroga_yoga_269: 'kushtaroga-269',
  bhandhana_yoga: 'bhandhana',
  karascheda_yoga: 'karascheda',
  pittharoga_yoga: 'pittharoga',
  putrakalatraheena_yoga: 'putrakalatraheena',
  bharyasahavyabhichara_yoga: 'bharyasahavyabhichara',
  vamsacheda_yoga: 'vamsacheda',
  guhyaroga_yoga: 'guhyaroga',
  angaheena_yoga: 'angaheena',
  swetakushta_yoga: 'swetakushta',
  pisacha_grastha_yoga: 'pisacha-grastha',
  andha_yoga_288: 'andha-288',
  andha_yoga_289: 'andha-289',
  vaatharoga_yoga: 'vaatharoga',
  mathibhramana_yoga_291: 'mathibhramana-291',
  mathibhramana_yoga_292: 'mathibhramana-292',
  mathibhramana_yoga_293: 'mathibhramana-293',
  mathibhramana_yoga_294: 'mathibhramana-294',
  khalwata_yoga: 'khalwata',
  nishturabhashi_yoga: 'nishturabhashi',
  raja_bhanga_yoga_298: 'raja-bhanga-298',
  raja_bhanga_yoga_299: 'raja-bhanga-299',
  'raja:pairs': 'kendra-trikona-raja',
  'raja:dharma_karmadhipati': 'dharma-karmadhipati',
  'raja:raja_yoga_245': 'raja-245',
};

/** PyJHora yoga functions with no catalogue counterpart, and why. */
export const UNMAPPED: Readonly<Record<string, string>> = {
  nav_yoga:
    'seven grahas in seven successive houses from any house: the union of Nauka, Kuta, Chatra, Chapa and Ardha-Chandra, not a yoga of its own in BPHS 35',
  harihara_brahma_yoga:
    "benefics in the 2nd, 8th and 12th from the 9th lord: not the Harihara Brahma yoga of Jataka Parijata 7.162 (three forms, the catalogue's Hari, Hara and Brahma)",
  krisanga_yoga_112:
    'Raman no. 112: needs the "dry" signs and grahas, not defined in the texts here',
  krisanga_yoga_113: 'Raman no. 113: as no. 112',
  anthya_vayasi_dhana_yoga:
    'Raman (2nd house): "in the 12th, 6th or 8th from each other" is not a definite placement of three lords',
  netranasa_yoga:
    'Raman (2nd house): needs the weakness of a house, which the texts here do not define',
  andha_yoga: 'Raman (2nd house): the placement of the three grahas is not definite',
  annadana_yoga: 'Raman (2nd house): "a benefic association with the 2nd or 12th" is not definite',
  yukthi_samanwithavagmi_yoga_155:
    'Raman no. 155: needs the vaiseshikamsas (Parvatamsa, Simhasanamsa)',
  yuddha_praveena_yoga: 'Raman: needs the lord in its own varga over the sixteen vargas',
  yuddhatpaschaddrudha_yoga: 'Raman: needs the shashtiamsa',
  bandhubhisthyaktha_yoga: 'Raman no. 195: needs the shashtiamsa',
  kapata_yoga_204: 'Raman no. 204: needs Mandi',
  thrikaala_gnana_yoga: 'Raman no. 234: needs the vaiseshikamsas',
  buddhi_jada_yoga: 'Raman no. 233: its conditions are not definite in the text available',
  galakarna_yoga: 'Raman no. 264: needs Mandi and the shashtiamsa',
  kshayaroga_yoga: 'Raman no. 270: needs Mandi',
  sirachcheda_yoga: 'Raman no. 273: needs the shashtiamsa',
  dhurmarana_yoga: 'Raman no. 274: needs Mandi',
  yuddha_marana_yoga: 'Raman no. 275: needs Mandi and the shashtiamsa',
  mathibhramana_yoga_variation:
    "PyJHora's own variation of Raman's case study, not a numbered combination",
  rajabhrashta_yoga: 'Raman no. 297: needs the arudha padas',
};

export interface OracleChart {
  ascendantDeg: number;
  lonDeg: number[];
  retro: boolean[];
  night: boolean;
  fired: number[];
  raja: { pairs: number[][]; dharmaKarmadhipati: boolean; raja245: boolean };
  error?: string;
}
export interface OracleFixture {
  names: string[];
  charts: OracleChart[];
  provenance: Record<string, unknown>;
}

export interface Comparison {
  pyjhora: string;
  target: string;
  cases: number;
  agree: number;
  /** charts where both fire, only PyJHora, only the engine */
  both: number;
  pyjhoraOnly: number;
  engineOnly: number;
}

function engineHolds(target: string, f: ChartFacts): boolean {
  const [id, variant] = target.split('/');
  const y = YOGA_CATALOGUE.find((x) => x.id === id);
  if (!y) throw new Error(`unknown yoga ${id}`);
  if (!variant) return evalYoga(y, f) !== null;
  const v = y.variants?.find((x) => x.id === variant);
  if (!v) throw new Error(`unknown variant ${target}`);
  return evalRule(v.rule, f, { g: 0, h: 0 });
}

/** PyJHora's and the engine's verdicts on every fixture chart, per mapped PyJHora function. */
export function compare(fx: OracleFixture): Comparison[] {
  const charts = fx.charts.filter((c) => !c.error);
  const facts = charts.map((c) => factsFromLongitudes(c.ascendantDeg, c.lonDeg, c.retro, !c.night));
  const fired = charts.map((c) => new Set(c.fired.map((i) => fx.names[i]!)));
  return Object.entries(PYJHORA_MAP).map(([py, target]) => {
    let agree = 0,
      both = 0,
      pyOnly = 0,
      engOnly = 0;
    charts.forEach((c, i) => {
      const p =
        py === 'raja:pairs'
          ? c.raja.pairs.length > 0
          : py === 'raja:dharma_karmadhipati'
            ? c.raja.dharmaKarmadhipati
            : py === 'raja:raja_yoga_245'
              ? c.raja.raja245
              : fired[i]!.has(py);
      const e = engineHolds(target, facts[i]!);
      if (p === e) agree++;
      if (p && e) both++;
      else if (p) pyOnly++;
      else if (e) engOnly++;
    });
    return {
      pyjhora: py,
      target,
      cases: charts.length,
      agree,
      both,
      pyjhoraOnly: pyOnly,
      engineOnly: engOnly,
    };
  });
}

/**
 * How PyJHora 4.8.5 departs from the catalogue's reading, in general. Each PyJHora function whose
 * verdicts agree with the engine on fewer than 95% of the fixture charts has a REASON naming these and
 * saying what its code does; the catalogue keeps the reading of the text it cites (in docs/yogas-doshas-matching.md).
 */
export const CONVENTIONS: Readonly<Record<string, string>> = {
  'co-lords':
    'PyJHora makes the stronger of Mars and Ketu the lord of Scorpio and the stronger of Saturn and Rahu the lord of Aquarius (Jaimini co-lordship, house.house_owner_from_planet_positions); BPHS 3 gives Mars and Saturn, as the catalogue does',
  benefics:
    "PyJHora's benefics are Jupiter, Venus and a Mercury alone or with them, never the Moon; its malefics are the Sun, Mars, Saturn, Rahu and Ketu, never the waning Moon or a Mercury joined by malefics (const.natural_benefics/_malefics). BPHS 3.11-12 counts the waxing Moon benefic and the waning Moon and an afflicted Mercury malefic, as the catalogue does",
  strength:
    'PyJHora reads "strong" (and "weak") from its table of dignities by sign (own, exalted, friendly, neutral...); the catalogue\'s "strong" is its documented reading: in a kendra or trikona or in own, exaltation or moolatrikona sign, not combust or debilitated',
  'reversed-aspect':
    'PyJHora tests "X aspected by Y" with house.aspected_planets_of_the_planet(chart, X), which lists the grahas X aspects: the aspect is read the wrong way round',
  'rashi-drishti':
    'PyJHora tests a house or graha "aspected by" a graha with the Jaimini sign aspects (house.planets_aspecting_the_raasi, aspected_planets_of_the_raasi); the texts cited mean graha drishti (BPHS 26), which the catalogue uses',
  nodes:
    'PyJHora counts Rahu and Ketu among the grahas forming the yoga and denies it when the excluded luminary is present; BPHS 37-38 and Brihat Jataka 13 name Mars to Saturn, as the catalogue does',
  'self-join':
    'PyJHora counts a lord as joined with or aspected by itself (e.g. the 7th lord "joined by Jupiter" when it is Jupiter)',
  vaiseshikamsa:
    "PyJHora's function needs vaiseshikamsa scores that its own yoga loop never passes, so it never answers true",
  'day-night':
    'PyJHora decides day or night from utils.jd_to_local(jd), which shifts the local clock by the zone a second time (a 22:04 birth at UTC-8 is read as 14:04), so its day/night is not its own sunrise/sunset rule',
  'other-rule':
    "PyJHora's code checks a different combination from the rule the catalogue cites (often from the rule PyJHora's own description quotes); the catalogue keeps the cited text",
};

export interface Reason {
  codes: (keyof typeof CONVENTIONS)[];
  note: string;
}
/** Per PyJHora function below 95% agreement: what its code does differently. */
export const REASONS: Readonly<Record<string, Reason>> = {
  swaveeryaddhana_yoga: {
    codes: ['other-rule', 'strength', 'vaiseshikamsa'],
    note: 'PyJHora: the lagna lord exalted or own in a kendra with Jupiter and the 2nd lord in 13 vargas, or a navamsa form; the catalogue (Raman: the strongest graha, the lagna lord, in a kendra with the 2nd lord) reads "strongest" as strong',
  },
  sareera_soukhya_yoga: {
    codes: ['other-rule'],
    note: "PyJHora fires when any one of the lagna lord, Jupiter and Venus is in a kendra; Raman (and PyJHora's own description) puts all three in kendras",
  },
  rogagrastha_yoga: {
    codes: ['other-rule'],
    note: "PyJHora: the lagna lord in the lagna with a dusthana lord, or with a kendra/trikona lord in a neutral or worse sign; Raman (PyJHora's description too): the lagna lord in the 6th, 8th or 12th with the 6th lord",
  },
  vanchana_chora_bheethi_yoga: {
    codes: ['other-rule'],
    note: 'PyJHora: Saturn, Rahu or Ketu with the lagna lord wherever it is (the Gulika forms unused); Raman: the lagna lord in the 6th, 8th or 12th joined or aspected by malefics',
  },
  parijatha_yoga: {
    codes: ['other-rule'],
    note: 'parijatha_yoga_from_jd_place calls the Vyaya Malika function (a copy-and-paste slip), so PyJHora never reports Parijata',
  },
  kaalanirdesat_puthranaasa_yoga_230: {
    codes: ['rashi-drishti', 'benefics'],
    note: "malefics aspecting the 5th by sign aspect, PyJHora's five malefics",
  },
  kaahala_yoga: {
    codes: ['strength', 'co-lords'],
    note: 'the lagna lord "strong" by PyJHora\'s dignity table with neutral signs counted',
  },
  anapathya_yoga: {
    codes: ['strength'],
    note: 'PyJHora\'s weakness test (utils.is_planet_weak: dignity and malefic affliction) against the catalogue\'s "not strong"',
  },
  sumukha_yoga: {
    codes: ['other-rule', 'rashi-drishti'],
    note: 'PyJHora: a benefic in the 2nd, or the 2nd lord in a kendra aspected by a benefic by sign aspect; Raman: Jupiter or Venus in or aspecting the 2nd',
  },
  bandhu_pujya_yoga_194: {
    codes: ['rashi-drishti'],
    note: "Jupiter's aspect on the 4th house read as a sign aspect",
  },
  khalwata_yoga: {
    codes: ['rashi-drishti', 'benefics'],
    note: "the lagna aspected by a malefic read as a sign aspect, PyJHora's five malefics",
  },
  asatyavadi_yoga: {
    codes: ['other-rule'],
    note: "PyJHora: the 2nd lord's dispositor Saturn or Mars and a malefic in a kendra or trikona; Raman: the 2nd lord with Saturn, Rahu or Ketu and Mercury weak",
  },
  dharidhra_yoga_149: {
    codes: ['reversed-aspect', 'co-lords'],
    note: "the lagna lord's association with a dusthana lord and the malefic aspect both read the wrong way round",
  },
  bhratruvriddhi_yoga: {
    codes: ['other-rule', 'strength', 'rashi-drishti'],
    note: 'PyJHora: the 3rd lord or Mars strong and joined or aspected by a benefic, or a benefic in or sign-aspecting the 3rd; Raman: the 3rd lord or Mars with a benefic or in a benefic sign',
  },
  bahu_puthra_yoga_221: {
    codes: ['other-rule'],
    note: "PyJHora takes the lord of the 7th lord's own navamsa; Raman: the navamsa lord of a graha associated with the 7th lord",
  },
  sada_sanchara_yoga: {
    codes: ['other-rule'],
    note: "PyJHora: the lagna lord or the lagna lord's dispositor in a movable sign; the catalogue: the lagna lord or the lord of the Moon's sign (PyJHora's own description says the lagna lord or the Moon)",
  },
  matrunasa_yoga_198: {
    codes: ['rashi-drishti', 'benefics'],
    note: 'the three forms as the catalogue has them, the aspect on the Moon read as a sign aspect',
  },
  bhojana_soukhya_yoga: {
    codes: ['vaiseshikamsa', 'other-rule'],
    note: 'PyJHora needs the 2nd lord in 13 vargas and aspected by Jupiter or Venus',
  },
  mridanga_yoga: {
    codes: ['other-rule', 'strength'],
    note: 'PyJHora: dignified grahas in both a kendra and a trikona and the lagna lord dignified; BPHS 36.17: the lagna lord strong and others in kendras or trikonas in own or exaltation signs',
  },
  sraddhannabhuktha_yoga: {
    codes: ['other-rule'],
    note: 'PyJHora: the 2nd lord Saturn, or with Saturn, or a debilitated Saturn aspecting the 2nd; Raman: the 2nd lord with Saturn and the 8th lord',
  },
  durmukha_yoga: {
    codes: ['other-rule'],
    note: "PyJHora: a malefic in the 2nd with the 2nd lord joined by a malefic or debilitated; Raman (and PyJHora's description): Saturn, Rahu or Ketu in the 2nd",
  },
  madhya_vayasi_dhana_yoga: {
    codes: ['other-rule'],
    note: 'PyJHora: benefics in the 2nd and 3rd from the lagna lord; Raman: the lords of the lagna, 2nd and 11th in kendras or trikonas',
  },
  vasumathi_yoga: {
    codes: ['other-rule', 'benefics'],
    note: 'PyJHora lets each benefic count from the lagna or from the Moon separately; Phaladeepika/BPHS 37.6 count all from one of them',
  },
  ubhayachara_yoga: { codes: ['nodes'], note: 'Vesi and Vosi both, with the nodes counted' },
  parannabhojana_yoga: {
    codes: ['other-rule', 'reversed-aspect'],
    note: 'PyJHora: the 2nd lord debilitated (or in an enemy navamsa) and aspecting a debilitated graha; Raman: the 2nd lord weak in the 8th or 12th',
  },
  gaja_kesari_yoga: {
    codes: ['other-rule', 'benefics', 'reversed-aspect', 'strength'],
    note: 'PyJHora counts the kendra from the Moon only (BPHS 36.3: from the lagna or the Moon) and the benefic aspect the wrong way round',
  },
  sarala_yoga: {
    codes: ['other-rule'],
    note: 'PyJHora: the 8th lord in the 8th only; Phaladeepika 6.65: the 8th lord in the 6th, 8th or 12th',
  },
  dharidhra_yoga: {
    codes: ['other-rule'],
    note: 'PyJHora: the 2nd or 11th lord in a dusthana; Phaladeepika 6.68: the 11th lord in a dusthana',
  },
  jada_yoga: {
    codes: ['other-rule'],
    note: "PyJHora: the 2nd lord in the 10th with a malefic (or the Sun and Mandi in the 2nd); Raman (PyJHora's description too): the 2nd lord in a dusthana aspected by malefics",
  },
  sunaphaa_yoga: {
    codes: ['nodes'],
    note: 'Rahu or Ketu counted, the yoga denied when the Sun is there',
  },
  vishaprayoga_yoga: {
    codes: ['other-rule'],
    note: 'PyJHora: a malefic in the 2nd, the 2nd aspected by a malefic, the 2nd lord in a cruel navamsa and aspected by malefics; Raman: the 2nd lord with a dusthana lord, aspected by malefics',
  },
  vimala_yoga: {
    codes: ['other-rule'],
    note: 'PyJHora: the 12th lord in the 12th only; Phaladeepika 6.69: the 12th lord in the 6th, 8th or 12th',
  },
  matrumooladdhana_yoga: {
    codes: ['other-rule'],
    note: "PyJHora: the 2nd lord joined or aspected by the 4th lord; Raman: the 2nd lord with the 4th lord, or in the 4th under a benefic's influence",
  },
  bhaagya_yoga: {
    codes: ['rashi-drishti', 'strength', 'benefics'],
    note: 'the aspect on the 9th read as a sign aspect, strength by dignity',
  },
  buddhimaturya_yoga: {
    codes: ['benefics', 'self-join'],
    note: 'PyJHora adds "joined by a benefic" (the 5th lord counting itself) and never counts the Moon',
  },
  anaphaa_yoga: {
    codes: ['nodes'],
    note: 'Rahu or Ketu counted, the yoga denied when the Sun is there',
  },
  harsha_yoga: {
    codes: ['other-rule'],
    note: 'PyJHora: the 6th lord in the 6th only; Phaladeepika 6.63: the 6th lord in the 6th, 8th or 12th',
  },
  kalpadruma_yoga: {
    codes: ['other-rule'],
    note: 'PyJHora takes the navamsa lord of the first dispositor and asks the four to be well placed in both the rashi chart and the navamsa; BPHS 36.33: the navamsa dispositor of the third graha, in kendras or trikonas or exalted',
  },
  'raja:pairs': {
    codes: ['co-lords'],
    note: "the kendra and trikona lords with Ketu or Rahu as lords of Scorpio and Aquarius, and PyJHora's own mutual-aspect test",
  },
  ayatnadhanalabha_yoga: {
    codes: ['other-rule'],
    note: "PyJHora: only the lagna lord in the 2nd with the 2nd lord in the lagna; Raman (PyJHora's description too): the two lords exchanged or together",
  },
  putramooladdhana_yoga: {
    codes: ['vaiseshikamsa', 'other-rule'],
    note: 'PyJHora needs the lagna lord in 13 vargas',
  },
  sankha_yoga: {
    codes: ['strength', 'other-rule'],
    note: "strength by dignity; PyJHora's second form takes the sign of the lagna plus the house of the lords, not the sign they occupy",
  },
  vesi_yoga: {
    codes: ['nodes'],
    note: 'Rahu or Ketu counted, the yoga denied when the Moon is there',
  },
  sarpa_yoga: {
    codes: ['benefics', 'other-rule'],
    note: "PyJHora's five malefics with the nodes, and exactly three kendras",
  },
  kahala_yoga: {
    codes: ['strength', 'co-lords'],
    note: 'Raman\'s form with the lagna lord "strong" read as in a kendra or trikona',
  },
  bhratrumooladdhanaprapti_yoga: {
    codes: ['other-rule', 'vaiseshikamsa'],
    note: 'PyJHora: the lords of the lagna and 2nd in the 3rd aspected by a benefic, or the 3rd lord in the 2nd with Jupiter; Raman: the 2nd lord with the 3rd lord, or in the 3rd with a benefic',
  },
  satkalatra_yoga: {
    codes: ['self-join'],
    note: 'the 7th lord counted as joined with Jupiter or Mercury when it is Jupiter or Mercury',
  },
  vosi_yoga: {
    codes: ['nodes'],
    note: 'Rahu or Ketu counted, the yoga denied when the Moon is there',
  },
  mahabhagya_yoga: {
    codes: ['day-night'],
    note: 'the male form compared; the two never agree on day or night where both see odd signs',
  },
  dharidhra_yoga_152: {
    codes: ['rashi-drishti', 'benefics'],
    note: "a maraka lord's sign aspect counted, PyJHora's five malefics",
  },
  satkathadisravana_yoga: {
    codes: ['other-rule', 'rashi-drishti'],
    note: "PyJHora: the 3rd lord joined or aspected by a benefic; Raman: the 3rd lord in a benefic's navamsa",
  },
  dharidhra_yoga_150: {
    codes: ['reversed-aspect', 'co-lords'],
    note: 'the benefic aspect on the 5th lord read the wrong way round',
  },
  amala_yoga: {
    codes: ['other-rule'],
    note: 'PyJHora: any benefic in the 10th; BPHS 36.5: exclusively benefics there',
  },
  bhaarathi_yoga: {
    codes: ['other-rule'],
    note: 'PyJHora counts the navamsa lord in its own sign as well as exalted; Raman: exalted',
  },
  bheri_yoga: {
    codes: ['other-rule', 'strength'],
    note: "PyJHora's second form puts Venus, Jupiter and the lagna lord in mutual kendras; BPHS 36.16: in kendras",
  },
  chaamara_yoga: {
    codes: ['other-rule', 'benefics'],
    note: 'PyJHora leaves out the lagna among the houses of two benefics (BPHS 36.12 names it) and the Phaladeepika form',
  },
  vahana_yoga_210: {
    codes: ['other-rule'],
    note: "PyJHora's exaltation test (utils.is_planet_in_exalation without the deep-exaltation check) also accepts the 4th lord in its own sign",
  },
  parakrama_yoga: {
    codes: ['self-join', 'benefics'],
    note: 'the 3rd lord counted as joined with itself when a benefic',
  },
  vakchalana_yoga: {
    codes: ['other-rule'],
    note: 'PyJHora: a malefic 2nd lord in a cruel navamsa with no benefic in or aspecting the 2nd; Raman: the 2nd lord in a dusthana with Rahu or Saturn',
  },
  bhaga_chumbana_yoga: {
    codes: ['other-rule'],
    note: 'PyJHora adds "the lagna lord debilitated" as an alternative',
  },
  shatrumooladdhana_yoga: {
    codes: ['vaiseshikamsa', 'other-rule'],
    note: 'PyJHora needs the lagna lord in 13 vargas',
  },
  kalatramooladdhana_yoga: {
    codes: ['other-rule'],
    note: 'PyJHora: the lagna and 2nd lords dignified and the 2nd lord with the 7th lord and Venus; Raman: the 2nd lord with the 7th lord, or in the 7th with benefics',
  },
  ayatna_griha_prapta_yoga_190: {
    codes: ['strength'],
    note: 'PyJHora admits the 4th lord in a friendly sign; Raman: exalted, moolatrikona or own',
  },
  duradhara_yoga: { codes: ['nodes'], note: 'Sunapha and Anapha both, with the nodes counted' },
  subha_yoga: { codes: ['benefics'], note: 'the waxing Moon not a benefic for PyJHora' },
  parihasaka_yoga: {
    codes: ['vaiseshikamsa', 'other-rule'],
    note: "PyJHora needs the lord of the Sun's navamsa in 13 vargas and in the 2nd",
  },
  asubha_yoga: {
    codes: ['benefics', 'other-rule'],
    note: 'PyJHora asks the lagna (or the 12th and 2nd) to hold malefics only, its five malefics',
  },
  'raja:raja_yoga_245': {
    codes: ['other-rule'],
    note: 'PyJHora: three exalted grahas anywhere, or three in own signs in kendras; Raman 245: three in kendras, exalted or in own signs',
  },
  brahma_yoga: {
    codes: ['other-rule', 'benefics'],
    note: 'PyJHora: every benefic within the 4th, 10th and 11th from the lagna lord; BPHS 36.36: benefics occupying those three houses',
  },
  matrunasa_yoga_199: {
    codes: ['co-lords'],
    note: 'the chain of navamsa lords changes with Ketu or Rahu as lords of Scorpio and Aquarius',
  },
  matrudeerghayur_yoga_197: { codes: ['strength'], note: 'PyJHora\'s "strong" is own sign only' },
  bharyasahavyabhichara_yoga: {
    codes: ['other-rule'],
    note: 'PyJHora adds a variation (the 7th lord with Venus aspected by Saturn...) not numbered by Raman',
  },
  matru_satrutwa_yoga: {
    codes: ['other-rule', 'reversed-aspect'],
    note: 'PyJHora asks Mercury and the 4th lord to be in the lagna',
  },
  matru_sneha_yoga: {
    codes: ['reversed-aspect', 'benefics'],
    note: 'the three variations as the catalogue has them; the benefic aspect read the wrong way round',
  },
  'raja:dharma_karmadhipati': { codes: ['co-lords'], note: 'as the kendra-trikona pairs' },
  utthama_graha_yoga: {
    codes: ['self-join', 'benefics'],
    note: 'the 4th lord counted as joined with itself when a benefic',
  },
  kapata_yoga_202: {
    codes: ['reversed-aspect', 'benefics'],
    note: 'the malefic aspect on the 4th lord read the wrong way round',
  },
  yukthi_samanwithavagmi_yoga_154: {
    codes: ['benefics'],
    note: 'the waxing Moon not a benefic for PyJHora',
  },
  dharidhra_yoga_151: {
    codes: ['rashi-drishti', 'co-lords'],
    note: 'a sign aspect from the named lords counted',
  },
  hara_yoga: {
    codes: ['other-rule'],
    note: 'PyJHora: every benefic within the 4th, 9th and 8th from the 7th lord; BPHS 36.35: benefics occupying those houses',
  },
  saraswathi_yoga: {
    codes: ['strength'],
    note: "Jupiter's friendly sign by natural friendship (PyJHora's table); the catalogue uses compound friendship",
  },
  mathibhramana_yoga_294: {
    codes: ['other-rule'],
    note: 'PyJHora: the Moon and Mercury each in some kendra and each aspected; the catalogue: together in a kendra, joined or aspected by another graha',
  },
  garuda_yoga: {
    codes: ['day-night'],
    note: "PyJHora's day/night from the shifted clock; paksha from the tithi",
  },
};
