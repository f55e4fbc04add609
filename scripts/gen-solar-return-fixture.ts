/**
 * Writes test/fixtures/varshaphal-solar-returns.json: the solar return (the instant the Sun's
 * sidereal longitude equals its longitude at birth) of each of the 300 births and years of the
 * PyJHora varshaphal fixture, computed on Swiss Ephemeris positions (the ephem-oracle's sweph binding,
 * DE431 files; SEFLG_SIDEREAL with the birth's ayanamsa, apparent positions, SE's Delta T) by
 * bisection to 1e-9 day, independently of the engine. The test holds the engine's solarReturnJdUt to
 * these instants within 2 s (the Sun's longitude agrees with SE to 0.065" at worst, docs/accuracy.md:
 * 1.6 s of the Sun's motion).
 *
 * Usage: node scripts/run-ts.mjs scripts/gen-solar-return-fixture.ts [oracleDir]
 * (EPHE_PATH overrides the ephemeris folder, default ../../ephe from the oracle folder).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { bisect } from './lib/bisect';

const oracleDir = resolve(
  process.argv[2] ?? process.env['EPHEM_ORACLE_DIR'] ?? '../shared/tools/ephem-oracle',
);
const sweph = createRequire(resolve(oracleDir, 'oracle.mjs'))('sweph');
const C = sweph.constants;
sweph.set_ephe_path(process.env['EPHE_PATH'] ?? resolve(oracleDir, '../../ephe'));
const SIDM: Record<string, number> = {
  LAHIRI: C.SE_SIDM_LAHIRI,
  RAMAN: C.SE_SIDM_RAMAN,
  KP: C.SE_SIDM_KRISHNAMURTI,
};
const FLAGS = C.SEFLG_SWIEPH | C.SEFLG_SIDEREAL;

function sun(jdUt: number): number {
  const r = sweph.calc_ut(jdUt, C.SE_SUN, FLAGS);
  if (r.flag < 0 || !(r.flag & C.SEFLG_SWIEPH))
    throw new Error(`SE Sun at ${jdUt}: ${r.error ?? 'not from the DE431 files'}`);
  return r.data[0];
}

interface VarshaRow {
  input: { ayanamsa: string };
  natal: { jd_ut: number };
  varsha: { years_completed: number };
}
const fx = JSON.parse(readFileSync('test/fixtures/oracle/jhora-varshaphal.json', 'utf8')) as {
  charts: VarshaRow[];
};
const rows = fx.charts.map((c) => {
  sweph.set_sid_mode(SIDM[c.input.ayanamsa]!, 0, 0);
  const birth = c.natal.jd_ut,
    years = c.varsha.years_completed;
  const target = sun(birth);
  const g = (t: number) => ((sun(t) - target + 540) % 360) - 180;
  const guess = birth + years * 365.256363;
  const ret = years === 0 ? birth : bisect(g, guess - 3, guess + 3);
  return {
    ayanamsa: c.input.ayanamsa,
    birth_jd_ut: birth,
    years,
    return_jd_ut: Math.round(ret * 1e9) / 1e9,
  };
});
const out = {
  generator: 'scripts/gen-solar-return-fixture.ts',
  oracle: `Swiss Ephemeris ${sweph.version()} (sweph binding of the ephem-oracle), DE431 files, SEFLG_SWIEPH | SEFLG_SIDEREAL (apparent, nutation in the ayanamsa), SE's Delta T`,
  births:
    'the 300 births and completed years of test/fixtures/oracle/jhora-varshaphal.json (birth_jd_ut = its natal.jd_ut)',
  format: {
    return_jd_ut:
      'the instant the sidereal Sun returns to its longitude at birth_jd_ut, JD UT, bisection to 1e-9 day',
  },
  note: 'Generated; never hand-edited.',
  returns: rows,
};
writeFileSync('test/fixtures/varshaphal-solar-returns.json', JSON.stringify(out, null, 1) + '\n');
console.log(`test/fixtures/varshaphal-solar-returns.json: ${rows.length} returns`);
