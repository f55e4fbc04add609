/**
 * Writes the PyJHora oracle fixtures of the dasha variants (test/fixtures/oracle/dashas-*.json):
 * seeded random births (scripts/oracle/lib.ts drawBirths), each run through the kit's
 * run_extended.py, and per system the oracle's chart positions the rules read (its own geometric
 * sidereal longitudes and ascendant, so that the tests compare rules, not ephemerides) with the
 * first 9 mahas it returns (lord index, start as local clock time at the input tz, years).
 * Nothing here computes an expected value: every number is copied from the oracle's answer.
 *
 * Usage: node scripts/run-ts.mjs scripts/oracle/gen-dasha-fixtures.ts [--seed 2126] [--count 1000]
 * (ORACLE_CACHE to share the oracle cache; see scripts/oracle/lib.ts for the other variables).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { drawBirths, provenance, runOracle, type OracleBirth } from './lib';

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const SEED = arg('seed', 2126);
const COUNT = arg('count', 1000);
const OUT = 'test/fixtures/oracle';

interface OracleMaha {
  lord: string;
  lord_index: number;
  start: string;
  years: number;
}
interface OracleSystem {
  variant: string;
  rows_returned?: number;
  maha?: OracleMaha[];
  error?: string;
}
interface OracleDoc {
  error?: string;
  input: OracleBirth;
  conventions: { jd_ut: number; ayanamsa_deg: number };
  ascendant: { longitude: number };
  grahas: { name: string; longitude: number }[];
  extra: { dashas: Record<string, OracleSystem> & { year_days: number } };
}

/** The fixture files: which oracle entries each holds and which chart positions its rules read. */
const FILES: { file: string; system: string; keys: string[]; positions: 'chart' | 'moon' }[] = [
  {
    file: 'dashas-chara.json',
    system: 'chara',
    keys: ['chara_kn_rao', 'chara_pvn_rao'],
    positions: 'chart',
  },
  { file: 'dashas-narayana.json', system: 'narayana', keys: ['narayana'], positions: 'chart' },
  {
    file: 'dashas-kalachakra.json',
    system: 'kalachakra',
    keys: ['kalachakra', 'kalachakra_pvr_book'],
    positions: 'moon',
  },
  {
    file: 'dashas-shashtihayani.json',
    system: 'shashtihayani',
    keys: ['shashtihayani'],
    positions: 'moon',
  },
  { file: 'dashas-ashtottari.json', system: 'ashtottari', keys: ['ashtottari'], positions: 'moon' },
];

const births = drawBirths(SEED, COUNT);
const docs = await runOracle<OracleDoc>(births);
const ok = docs.filter((d) => !d.error);
const prov = provenance(
  SEED,
  `drawBirths(${SEED}, ${COUNT}) with the default options (1900-2099, |lat| <= 66, LAHIRI/RAMAN/KP, mean/true nodes, sidereal dasha year)`,
);
mkdirSync(OUT, { recursive: true });

for (const f of FILES) {
  const charts = ok.map((d) => {
    const dashas: Record<string, unknown> = {};
    for (const k of f.keys) {
      const s = d.extra.dashas[k]!;
      dashas[k] = s.error
        ? { error: s.error }
        : { rows: s.rows_returned, maha: s.maha!.map((m) => [m.lord_index, m.start, m.years]) };
    }
    const pos =
      f.positions === 'chart'
        ? { asc: d.ascendant.longitude, lon: d.grahas.map((g) => g.longitude) }
        : { moon: d.grahas.find((g) => g.name === 'Moon')!.longitude };
    return { input: d.input, jd_ut: d.conventions.jd_ut, ...pos, dashas };
  });
  const variants = Object.fromEntries(f.keys.map((k) => [k, ok[0]!.extra.dashas[k]!.variant]));
  const fixture = {
    generator: 'scripts/oracle/gen-dasha-fixtures.ts',
    provenance: prov,
    system: f.system,
    variants,
    year_days: ok[0]!.extra.dashas.year_days,
    format: {
      input:
        'the birth as sent to the oracle (local civil date and clock time, tz hours east of UTC)',
      jd_ut: "the oracle's conventions.jd_ut",
      ...(f.positions === 'chart'
        ? {
            asc: "the oracle's sidereal ascendant, degrees",
            lon: "the oracle's sidereal longitudes, degrees, Sun..Ketu (geometric, see the kit's CONVENTIONS.md)",
          }
        : { moon: "the oracle's sidereal Moon, degrees (geometric)" }),
      dashas:
        '{ <oracle key>: { rows: mahas PyJHora returned, maha: [[lord_index (graha 0-8 Sun..Ketu or sign 0-11 Aries..Pisces), start (local clock, input tz), years], ...first 9] } }',
    },
  };
  // one chart a line, so that a regeneration diffs chart by chart
  const head = JSON.stringify(fixture, null, 1).replace(/\n}$/, '');
  writeFileSync(
    `${OUT}/${f.file}`,
    `${head},\n "charts": [\n${charts.map((c) => '  ' + JSON.stringify(c)).join(',\n')}\n ]\n}\n`,
  );
  console.log(`${OUT}/${f.file}: ${charts.length} charts`);
}
console.log(`${births.length} births drawn, ${births.length - ok.length} without an oracle answer`);
