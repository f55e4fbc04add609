/**
 * Accuracy report of the ephemeris engine against Swiss Ephemeris 2.10.03 (DE431 files).
 * With the oracle installed beside the repository (../shared/tools/ephem-oracle) it draws fresh
 * random instants 1900-2100 (default 2,400, seed 7) and compares live; otherwise it compares with
 * the committed fixture test/fixtures/ephemeris-oracle.json. Prints Markdown tables (arcseconds
 * unless stated).
 *
 * Usage: node scripts/run-ts.mjs scripts/accuracy.ts [count=2400] [seed=7] [--fixture]
 */
import { readFileSync } from 'node:fs';
import {
  AYANAMSA_NAMES,
  ayanamsaDeg,
  grahaPositions,
  nutation,
} from '../src/engine/ephemeris/index.js';
import { ascendantMc, siderealTime } from '../src/engine/ephemeris/sidereal-time.js';
import { deltaTSeconds } from '../src/engine/time/julian.js';
import {
  FIXTURE_PATH,
  loadOracle,
  oracleRecords,
  sampleInstants,
  type FixtureRecord,
} from './gen-ephemeris-fixture.js';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const forceFixture = process.argv.includes('--fixture');
const count = Number(args[0] ?? 2400);
const seed = Number(args[1] ?? 7);

function diffArcsec(a: number, b: number): number {
  let d = (a - b) % 360;
  if (d > 180) d -= 360;
  else if (d <= -180) d += 360;
  return d * 3600;
}
function stats(v: number[]): [number, number, number] {
  const s = v.map(Math.abs).sort((x, y) => x - y);
  const q = (p: number): number => s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
  return [q(0.5), q(0.95), s[s.length - 1]!];
}
const f = (x: number, d = 3): string => x.toFixed(d);
const e = (x: number): string => x.toExponential(1);

async function main(): Promise<void> {
  let records: FixtureRecord[];
  let source: string;
  const createOracle = forceFixture ? undefined : await loadOracle();
  if (createOracle) {
    records = oracleRecords(createOracle, sampleInstants(count, seed), false).records;
    source = `live Swiss Ephemeris 2.10.03 oracle (DE431 files), ${records.length} random instants 1900-2100, seed ${seed}`;
  } else {
    records = (JSON.parse(readFileSync(FIXTURE_PATH, 'utf8')) as { records: FixtureRecord[] })
      .records;
    source = `committed fixture ${FIXTURE_PATH.split(/[\\/]/).slice(-3).join('/')} (${records.length} instants; ${forceFixture ? '--fixture given' : 'oracle not found'})`;
  }
  console.log(`# Ephemeris accuracy\n\nReference: ${source}.\n`);

  const IDX: Record<string, number> = {
    Sun: 0,
    Moon: 1,
    Mars: 2,
    Mercury: 3,
    Jupiter: 4,
    Venus: 5,
    Saturn: 6,
    Rahu: 7,
  };
  const mean = records.map((r) => grahaPositions(r.jdUt, { ayanamsa: 'lahiri', nodeMode: 'mean' }));
  const tru = records.map((r) => grahaPositions(r.jdUt, { ayanamsa: 'lahiri', nodeMode: 'true' }));
  console.log('## Grahas (apparent geocentric longitude; sidereal = lahiri)\n');
  console.log(
    '| graha | tropical p50 | p95 | max | sidereal p50 | p95 | max | latitude max | speed p95 (deg/day) | speed max |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  const rows: [string, string, typeof mean][] = [
    ['Sun', 'Sun', mean],
    ['Moon', 'Moon', mean],
    ['Mercury', 'Mercury', mean],
    ['Venus', 'Venus', mean],
    ['Mars', 'Mars', mean],
    ['Jupiter', 'Jupiter', mean],
    ['Saturn', 'Saturn', mean],
    ['RahuMean', 'Rahu', mean],
    ['RahuTrue', 'Rahu', tru],
  ];
  for (const [key, g, sets] of rows) {
    const i = IDX[g]!;
    const trop = stats(
      records.map((r, k) => diffArcsec(sets[k]!.grahas[i]!.tropicalLonDeg, r.tropical[key]![0])),
    );
    const sid = stats(
      records.map((r, k) => diffArcsec(sets[k]!.grahas[i]!.siderealLonDeg, r.sidereal[key]![0])),
    );
    const lat = stats(
      records.map((r, k) => (sets[k]!.grahas[i]!.latDeg - r.tropical[key]![1]) * 3600),
    );
    const spd = stats(
      records.flatMap((r, k) => [
        sets[k]!.grahas[i]!.speedDegPerDay - r.tropical[key]![2],
        sets[k]!.grahas[i]!.siderealSpeedDegPerDay - r.sidereal[key]![1],
      ]),
    );
    const retroMismatch = records.filter(
      (r, k) =>
        Math.abs(r.sidereal[key]![1]) > 1e-4 &&
        sets[k]!.grahas[i]!.retrograde !== r.sidereal[key]![1] < 0,
    ).length;
    console.log(
      `| ${key}${retroMismatch ? ` (${retroMismatch} retrograde flag mismatches)` : ''} | ${f(trop[0])} | ${f(trop[1])} | ${f(trop[2])} | ${f(sid[0])} | ${f(sid[1])} | ${f(sid[2])} | ${f(lat[2])} | ${e(spd[1])} | ${e(spd[2])} |`,
    );
  }

  console.log('\n## Ayanamsas (mean, against swe_get_ayanamsa_ex with SEFLG_NONUT)\n');
  console.log('| ayanamsa | p50 | p95 | max |\n|---|---|---|---|');
  for (const name of AYANAMSA_NAMES) {
    const s = stats(records.map((r) => (ayanamsaDeg(name, r.jdTt) - r.ayanamsaDeg[name]!) * 3600));
    console.log(`| ${name} | ${f(s[0], 5)} | ${f(s[1], 5)} | ${f(s[2], 5)} |`);
  }

  console.log('\n## Lagna, MC, sidereal time, nutation, Delta T\n');
  console.log('| quantity | p50 | p95 | max | note |\n|---|---|---|---|---|');
  const am = records.map((r) => ascendantMc(r.jdUt, r.place.latDeg, r.place.lonDeg));
  const aya = records.map((r) => ayanamsaDeg('lahiri', r.jdTt));
  const before = records.map((r, k) => [r, k] as const).filter(([r]) => r.jdUt < 2469807.5);
  const after = records.map((r, k) => [r, k] as const).filter(([r]) => r.jdUt >= 2469807.5);
  const line = (name: string, v: number[], note: string, d = 4): void => {
    const s = stats(v);
    console.log(`| ${name} | ${f(s[0], d)} | ${f(s[1], d)} | ${f(s[2], d)} | ${note} |`);
  };
  line(
    'ascendant, tropical',
    records.map((r, k) => diffArcsec(am[k]!.ascTropicalDeg, r.houses.ascTropicalDeg)),
    'places up to +-60 deg latitude',
  );
  line(
    'ascendant, tropical, before 2050',
    before.map(([r, k]) => diffArcsec(am[k]!.ascTropicalDeg, r.houses.ascTropicalDeg)),
    `${before.length} instants`,
  );
  line(
    'ascendant, tropical, 2050 on',
    after.map(([r, k]) => diffArcsec(am[k]!.ascTropicalDeg, r.houses.ascTropicalDeg)),
    `${after.length} instants, SE long-term sidereal time`,
  );
  line(
    'MC, tropical',
    records.map((r, k) => diffArcsec(am[k]!.mcTropicalDeg, r.houses.mcTropicalDeg)),
    '',
  );
  line(
    'ascendant, sidereal (lahiri)',
    records.map((r, k) =>
      diffArcsec(am[k]!.ascTropicalDeg - am[k]!.dpsiDeg - aya[k]!, r.houses.ascSiderealDeg),
    ),
    '',
  );
  line(
    'MC, sidereal (lahiri)',
    records.map((r, k) =>
      diffArcsec(am[k]!.mcTropicalDeg - am[k]!.dpsiDeg - aya[k]!, r.houses.mcSiderealDeg),
    ),
    '',
  );
  line(
    'ARMC',
    records.map((r, k) => diffArcsec(am[k]!.armcDeg, r.houses.armcDeg)),
    '',
  );
  line(
    'apparent sidereal time',
    records.map((r) => diffArcsec(siderealTime(r.jdUt).gastDeg, r.sidTimeHours * 15)),
    'arcseconds of angle',
  );
  line(
    'nutation in longitude',
    records.map((r) => (nutation(r.jdTt).dpsiDeg - r.dpsiDeg) * 3600),
    'IAU 2000B, both',
  );
  line(
    'true obliquity',
    records.map((r) => (nutation(r.jdTt).trueObliquityDeg - r.trueObliquityDeg) * 3600),
    '',
  );
  line(
    'Delta T (seconds)',
    records.map((r) => deltaTSeconds(r.jdUt) - r.deltaTSec),
    'seconds of time',
  );
}

await main();
