/**
 * Writes the PyJHora oracle fixtures of the sahams and of shadbala (the suite reads them; it never
 * runs the oracle):
 *
 * - test/fixtures/oracle/sahams-pyjhora.json: for 500 seeded births, PyJHora 4.8.5's own inputs (the
 *   sidereal longitudes of the lagna and the nine grahas it computed, its day/night flag, and the
 *   lords it gave Scorpio and Aquarius) and its 36 Tajaka sahams. The tests recompute the sahams from
 *   PyJHora's inputs, so the comparison is of the saham rules alone, not of the ephemerides.
 * - test/fixtures/oracle/shadbala-pyjhora.json: for 200 seeded births, PyJHora's shadbala split into
 *   its components (scripts/oracle/pyjhora_strength.py calls strength.py's own functions). The kit
 *   calls PyJHora's shadbala regression-grade only (CONVENTIONS.md): the report compares, nothing is
 *   tuned to it.
 *
 * Births: the oracle kit's draw, seed 21 (scripts/oracle/lib.ts), the first births PyJHora answers
 * whose sunset comes after sunrise (CONVENTIONS.md: near the polar circle it sometimes does not, and
 * then its day/night flag is doubtful).
 *
 * Usage: node scripts/run-ts.mjs scripts/gen-strength-oracle-fixtures.ts
 * (ORACLE_CACHE=<a shared cache> to reuse answers already computed).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { drawBirths, provenance, runOracle, type OracleBirth } from './oracle/lib';

const SEED = 21;
const DRAW = 1000;
const N_SAHAM = 500;
const N_SHADBALA = 200;

interface Body {
  longitude: number;
}
interface OracleDoc {
  error?: string;
  conventions: { jd_ut: number; ayanamsa_deg: number };
  ascendant: Body;
  grahas: Body[];
  panchang: { sunrise: string; sunset: string };
  sahams: { night_birth: boolean; longitudes: Record<string, number> };
}
interface StrengthDoc {
  error?: string;
  lords: { scorpio: number; aquarius: number };
  shadbala: Record<string, Record<string, number>>;
}

/** PyJHora's saham names in run.py's order (= Table 74's order, the engine's). */
const PYJHORA_SAHAMS = [
  'punya',
  'vidya',
  'yasas',
  'mitra',
  'mahatmaya',
  'asha',
  'samartha',
  'bhratri',
  'gaurava',
  'pithri',
  'rajya',
  'maathri',
  'puthra',
  'jeeva',
  'karma',
  'roga',
  'kali',
  'sastra',
  'bandhu',
  'mrithyu',
  'paradesa',
  'artha',
  'paradara',
  'vanika',
  'karyasiddhi',
  'vivaha',
  'santapa',
  'sraddha',
  'preethi',
  'jadya',
  'vyaapaara',
  'sathru',
  'jalapatna',
  'bandhana',
  'apamrithyu',
  'laabha',
];
/** Component order of the shadbala rows. */
export const SHADBALA_COMPONENTS = [
  'uchcha',
  'saptavargaja',
  'ojayugma',
  'kendradi',
  'drekkana',
  'sthana',
  'nathonnatha',
  'paksha',
  'tribhaga',
  'abda',
  'masa',
  'vara',
  'hora',
  'ayana',
  'yuddha',
  'kala',
  'dig',
  'cheshta',
  'naisargika',
  'drik',
  'total',
] as const;
const GRAHAS7 = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];

const hours = (t: string): number => {
  const m = /^(\d\d):(\d\d):(\d\d)([+-]\d+)d?$/.exec(t) ?? /^(\d\d):(\d\d):(\d\d)$/.exec(t);
  if (!m) throw new Error(`time ${t}`);
  return Number(m[1]) + Number(m[2]) / 60 + Number(m[3]) / 3600 + (m[4] ? 24 * Number(m[4]) : 0);
};

const births = drawBirths(SEED, DRAW);
const docs = await runOracle<OracleDoc>(births);
const strength = await runOracle<StrengthDoc>(births, 'pyjhora_strength.py');
/** B.V. Raman's Standard Horoscope (Graha and Bhava Balas) as PyJHora's own test of it enters it: 2:22:16 p.m. IST. */
const RAMAN_BIRTH: OracleBirth = {
  date: '1918-10-16',
  time: '14:22:16',
  lat: 13,
  lon: 77 + 35 / 60,
  tz: 5.5,
  ayanamsa: 'RAMAN',
  nodes: 'mean',
  dasha_year: 'sidereal',
};
const [ramanDoc] = await runOracle<OracleDoc>([RAMAN_BIRTH]);
const [ramanStrength] = await runOracle<StrengthDoc>([RAMAN_BIRTH], 'pyjhora_strength.py');

const usable: { i: number; birth: OracleBirth; doc: OracleDoc; s: StrengthDoc }[] = [];
births.forEach((birth, i) => {
  const doc = docs[i]!;
  const s = strength[i]!;
  if (doc.error || s.error) return;
  if (hours(doc.panchang.sunset) <= hours(doc.panchang.sunrise)) return;
  usable.push({ i, birth, doc, s });
});

const round = (x: number, d: number) => Math.round(x * 10 ** d) / 10 ** d;
mkdirSync('test/fixtures/oracle', { recursive: true });

const sahamCharts = usable.slice(0, N_SAHAM).map(({ i, birth, doc, s }) => ({
  draw_index: i,
  birth,
  jd_ut: doc.conventions.jd_ut,
  lagna: doc.ascendant.longitude,
  lon: doc.grahas.map((g) => g.longitude),
  night: doc.sahams.night_birth,
  sunrise: doc.panchang.sunrise,
  sunset: doc.panchang.sunset,
  lords: [s.lords.scorpio, s.lords.aquarius],
  sahams: PYJHORA_SAHAMS.map((n) => doc.sahams.longitudes[n]!),
}));
writeFileSync(
  'test/fixtures/oracle/sahams-pyjhora.json',
  JSON.stringify({
    generator: 'scripts/gen-strength-oracle-fixtures.ts',
    provenance: provenance(
      SEED,
      `drawBirths(${SEED}, ${DRAW}); the first ${N_SAHAM} births PyJHora answers with sunset after sunrise`,
      ['pyjhora_batch.py', 'pyjhora_strength.py'],
    ),
    fields: {
      lagna: "PyJHora's sidereal ascendant (degrees)",
      lon: "PyJHora's sidereal longitudes, Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (geometric positions, CONVENTIONS.md)",
      night:
        "run.py's night_birth: birth before sunrise or after sunset of the civil day (local clock)",
      lords:
        "[lord of Scorpio, lord of Aquarius] as PyJHora's house.house_owner_from_planet_positions gives them (graha index 0 Sun .. 6 Saturn, 7 Rahu, 8 Ketu)",
      sahams: `the 36 sahams in Table 74's order: ${PYJHORA_SAHAMS.join(', ')} (degrees, rounded to 1e-4)`,
    },
    charts: sahamCharts,
  }) + '\n',
);

const shadbalaCharts = usable.slice(0, N_SHADBALA).map(({ i, birth, doc, s }) => ({
  draw_index: i,
  birth,
  jd_ut: doc.conventions.jd_ut,
  pyjhora: GRAHAS7.map((g) => SHADBALA_COMPONENTS.map((c) => round(s.shadbala[g]![c]!, 4))),
}));
writeFileSync(
  'test/fixtures/oracle/shadbala-pyjhora.json',
  JSON.stringify({
    generator: 'scripts/gen-strength-oracle-fixtures.ts',
    provenance: provenance(
      SEED,
      `drawBirths(${SEED}, ${DRAW}); the first ${N_SHADBALA} births PyJHora answers with sunset after sunrise`,
      ['pyjhora_batch.py', 'pyjhora_strength.py'],
    ),
    note: 'PyJHora 4.8.5 shadbala, strength.py component by component, in virupas; rows Sun..Saturn, columns as in "components". Regression-grade per the kit\'s CONVENTIONS.md: compared and reported, never tuned to.',
    components: SHADBALA_COMPONENTS,
    charts: shadbalaCharts,
    raman_standard_horoscope: {
      note: "B.V. Raman's worked example through PyJHora on its own positions (Raman ayanamsa, Swiss Ephemeris): a second implementation of the same rules, for the lines where the book and the rule disagree",
      birth: RAMAN_BIRTH,
      lon: ramanDoc!.grahas.slice(0, 7).map((g) => g.longitude),
      pyjhora: GRAHAS7.map((g) =>
        SHADBALA_COMPONENTS.map((c) => round(ramanStrength!.shadbala[g]![c]!, 4)),
      ),
    },
  }) + '\n',
);

console.log(
  `sahams: ${sahamCharts.length} charts; shadbala: ${shadbalaCharts.length} charts (of ${usable.length} usable births in ${DRAW})`,
);
