/**
 * Writes test/fixtures/ephemeris-oracle.json: Swiss Ephemeris 2.10.03 (DE431 files) reference
 * values from the ephem-oracle (../shared/tools/ephem-oracle beside the repository) for random
 * instants 1900-2100 drawn with a fixed seed, each with its own place. The CI tests compare the
 * engine with this file, so they never need the oracle.
 *
 * Usage: node scripts/run-ts.mjs scripts/gen-ephemeris-fixture.ts [count=600] [seed=20260301]
 * The sampling function is also used by scripts/accuracy.ts for live comparisons.
 *
 * With --delta-t it instead writes src/engine/time/delta-t-table.ts: Swiss Ephemeris 2.10.03's own
 * Delta T (swe_deltat_ex, SEFLG_SWIEPH) at 1 Jan 0h UT (proleptic Gregorian) of every year
 * 1600-2200 and of every tenth year -3000..3000.
 *
 * With --ayanamsa-fit it prints the constants of the epoch-defined ayanamsas in
 * src/engine/ephemeris/ayanamsa.ts: SE's mean ayanamsa minus the IAU 2006 p_A(T), sampled at 401
 * instants 1900-2100, fitted by a least-squares cubic in T.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { seededRandom } from './lib/seeded-random.js';

/**
 * Oracle location: the EPHEM_ORACLE environment variable (path to oracle.mjs, for an oracle
 * installed elsewhere, e.g. a writable copy with its node_modules), else beside the repository.
 */
export const ORACLE_PATH = process.env['EPHEM_ORACLE']
  ? resolve(process.env['EPHEM_ORACLE'])
  : resolve('..', 'shared', 'tools', 'ephem-oracle', 'oracle.mjs');
export const FIXTURE_PATH = resolve('test', 'fixtures', 'ephemeris-oracle.json');

/** Ayanamsa names of the engine and the oracle's names for them. */
export const FIXTURE_AYANAMSAS: Record<string, string> = {
  lahiri: 'lahiri',
  raman: 'raman',
  krishnamurti: 'kp',
  yukteshwar: 'yukteshwar',
  'surya-siddhanta': 'surya_siddhanta',
  true_chitra: 'true_chitra',
  true_pushya: 'true_pushya',
  fagan_bradley: 'fagan_bradley',
};
export const FIXTURE_BODIES = [
  'Sun',
  'Moon',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'RahuMean',
  'RahuTrue',
] as const;

/** Sun rise/set times of one oracle convention, JD UT or null (no event: polar day or night). */
export interface RiseSetOracle {
  prevSunrise: number | null;
  nextSunrise: number | null;
  nextSunset: number | null;
}

/** One reference instant. */
export interface FixtureRecord {
  jdUt: number;
  jdTt: number;
  deltaTSec: number;
  place: { latDeg: number; lonDeg: number; altM: number };
  /** per body: [apparent lon true equinox of date deg, lat deg, lon speed deg/day] */
  tropical: Record<string, [number, number, number]>;
  /** per body, lahiri: [sidereal lon deg, sidereal lon speed deg/day] */
  sidereal: Record<string, [number, number]>;
  /** mean ayanamsa (no nutation) per engine name, degrees */
  ayanamsaDeg: Record<string, number>;
  dpsiDeg: number;
  trueObliquityDeg: number;
  /** SE's swe_sidtime, hours */
  sidTimeHours: number;
  houses: {
    ascTropicalDeg: number;
    mcTropicalDeg: number;
    armcDeg: number;
    ascSiderealDeg: number;
    mcSiderealDeg: number;
  };
  /** the oracle's rise block: convention name -> times */
  sun: Record<string, RiseSetOracle>;
}

interface Oracle {
  compute(item: unknown): {
    jd_ut: number;
    jd_tt: number;
    deltaT_s: number;
    sidTimeHours: number;
    ephemeris: string;
    ayanamsa: { mean: number };
    nutation: { dpsi: number; trueObliquity: number };
    bodies: Record<string, { lon: number; lat: number; lonSpeed: number }>;
    houses?: { ascendant: number; mc: number; armc: number };
    sun?: Record<string, RiseSetOracle>;
  };
  meta(): Record<string, unknown>;
}
type CreateOracle = (opts: Record<string, unknown>) => Oracle;

export { seededRandom };

const JD_1900 = 2415020.5;
const JD_2100 = 2488069.5;

/** Random instants 1900-2100 and places (latitudes up to +-60, a few exactly at +-60). */
export function sampleInstants(
  count: number,
  seed: number,
): { jdUt: number; latDeg: number; lonDeg: number }[] {
  const rnd = seededRandom(seed);
  const out: { jdUt: number; latDeg: number; lonDeg: number }[] = [];
  for (let i = 0; i < count; i++) {
    const jdUt = JD_1900 + rnd() * (JD_2100 - JD_1900);
    let latDeg = Math.round((rnd() * 120 - 60) * 1e4) / 1e4;
    if (i % 25 === 0) latDeg = i % 50 === 0 ? 60 : -60;
    const lonDeg = Math.round((rnd() * 360 - 180) * 1e4) / 1e4;
    out.push({ jdUt, latDeg, lonDeg });
  }
  return out;
}

const r9 = (x: number): number => Math.round(x * 1e10) / 1e10;

/** Loads the oracle, or returns undefined when it is not installed beside the repository. */
export async function loadOracle(): Promise<CreateOracle | undefined> {
  if (!existsSync(ORACLE_PATH)) return undefined;
  const mod = (await import(pathToFileURL(ORACLE_PATH).href)) as { createOracle: CreateOracle };
  return mod.createOracle;
}

/** Computes the reference records with the oracle. */
export function oracleRecords(
  createOracle: CreateOracle,
  instants: { jdUt: number; latDeg: number; lonDeg: number }[],
  withRise: boolean,
): { records: FixtureRecord[]; meta: Record<string, unknown> } {
  const records: FixtureRecord[] = [];
  let meta: Record<string, unknown> = {};
  for (const inst of instants) {
    const ayanamsaDeg: Record<string, number> = {};
    // SE's sidereal mode is global: each oracle is created right before it is used
    for (const [name, oracleName] of Object.entries(FIXTURE_AYANAMSAS)) {
      ayanamsaDeg[name] = r9(
        createOracle({ ayanamsa: oracleName, houses: false, rise: false }).compute(inst.jdUt)
          .ayanamsa.mean,
      );
    }
    const trop = createOracle({
      zodiac: 'tropical',
      lat: inst.latDeg,
      lon: inst.lonDeg,
      rise: false,
    }).compute(inst.jdUt);
    const sidOracle = createOracle({
      ayanamsa: 'lahiri',
      lat: inst.latDeg,
      lon: inst.lonDeg,
      rise: withRise,
    });
    const sid = sidOracle.compute(inst.jdUt);
    if (trop.ephemeris !== 'SWIEPH' || sid.ephemeris !== 'SWIEPH')
      throw new Error(
        `oracle fell back to ${trop.ephemeris}/${sid.ephemeris}: the DE431 files are missing`,
      );
    meta = sidOracle.meta();
    const tropical: FixtureRecord['tropical'] = {};
    const sidereal: FixtureRecord['sidereal'] = {};
    for (const b of FIXTURE_BODIES) {
      const t = trop.bodies[b]!,
        s = sid.bodies[b]!;
      tropical[b] = [r9(t.lon), r9(t.lat), r9(t.lonSpeed)];
      sidereal[b] = [r9(s.lon), r9(s.lonSpeed)];
    }
    records.push({
      jdUt: trop.jd_ut,
      jdTt: trop.jd_tt,
      deltaTSec: Math.round(trop.deltaT_s * 1e6) / 1e6,
      place: { latDeg: inst.latDeg, lonDeg: inst.lonDeg, altM: 0 },
      tropical,
      sidereal,
      ayanamsaDeg,
      dpsiDeg: r9(trop.nutation.dpsi),
      trueObliquityDeg: r9(trop.nutation.trueObliquity),
      sidTimeHours: r9(trop.sidTimeHours),
      houses: {
        ascTropicalDeg: r9(trop.houses!.ascendant),
        mcTropicalDeg: r9(trop.houses!.mc),
        armcDeg: r9(trop.houses!.armc),
        ascSiderealDeg: r9(sid.houses!.ascendant),
        mcSiderealDeg: r9(sid.houses!.mc),
      },
      sun: withRise ? sid.sun! : {},
    });
  }
  return { records, meta };
}

async function main(): Promise<void> {
  const count = Number(process.argv[2] ?? 600);
  const seed = Number(process.argv[3] ?? 20260301);
  const createOracle = await loadOracle();
  if (!createOracle) throw new Error(`oracle not found at ${ORACLE_PATH}`);
  const { records, meta } = oracleRecords(createOracle, sampleInstants(count, seed), true);
  const doc = {
    meta: {
      generator: 'scripts/gen-ephemeris-fixture.ts',
      oracle: meta['generator'],
      ephemeris: meta['ephemeris'] ?? 'SWIEPH (DE431 files)',
      seed,
      count,
      range: '1900-01-01 .. 2100-01-01 UT, uniform',
      units: 'degrees, degrees/day, JD (UT unless named), seconds',
      tropical: 'apparent geocentric, true equinox and ecliptic of date: [lon, lat, lonSpeed]',
      sidereal: 'lahiri, SE traditional method (mean-equinox lon - mean ayanamsa): [lon, lonSpeed]',
      ayanamsaDeg: 'SE mean ayanamsa (swe_get_ayanamsa_ex with SEFLG_NONUT) at jdTt',
      houses:
        'swe_houses_ex2 Placidus call: ascendant, MC, ARMC; sidereal values with SEFLG_SIDEREAL (lahiri)',
      sun: {
        description:
          'swe_rise_trans for the Sun at the record place (alt 0 m), searched from jdUt: prevSunrise (<= jdUt), nextSunrise, nextSunset; null = no event (polar day or night)',
        pressureHpa: 1013.25,
        temperatureC: 15,
        conventions: {
          upper_limb_refracted:
            'SE default: upper limb, refraction at the given pressure and temperature (civil)',
          disc_center_refracted: 'SE_BIT_DISC_CENTER',
          disc_center_no_refraction: 'SE_BIT_DISC_CENTER | SE_BIT_NO_REFRACTION',
          hindu_rising:
            'SE_BIT_HINDU_RISING: disc centre, no refraction, ecliptic latitude ignored (Jyotisha)',
        },
      },
      place: meta['place'],
    },
    records,
  };
  writeFileSync(FIXTURE_PATH, JSON.stringify(doc));
  console.log(`wrote ${records.length} records to ${FIXTURE_PATH}`);
}

/** JD of 1 Jan 0h of a proleptic Gregorian year (Meeus ch. 7). */
function jdOfYear(year: number): number {
  const y = year - 1,
    m = 13;
  const a = Math.floor(y / 100);
  return (
    Math.floor(365.25 * (y + 4716)) +
    Math.floor(30.6001 * (m + 1)) +
    1 +
    2 -
    a +
    Math.floor(a / 4) -
    1524.5
  );
}

async function writeDeltaT(): Promise<void> {
  if (!existsSync(ORACLE_PATH)) throw new Error(`oracle not found at ${ORACLE_PATH}`);
  const oracle = (await import(pathToFileURL(ORACLE_PATH).href)) as { DEFAULT_EPHE_PATH: string };
  const sweph = createRequire(ORACLE_PATH)('sweph') as {
    set_ephe_path(p: string): void;
    deltat_ex(jd: number, flag: number): { data: number };
    version(): string;
  };
  sweph.set_ephe_path(oracle.DEFAULT_EPHE_PATH);
  const dt = (year: number): string =>
    (Math.round(sweph.deltat_ex(jdOfYear(year), 2).data * 86400 * 1000) / 1000).toString();
  const yearly: string[] = [];
  for (let y = 1600; y <= 2200; y++) yearly.push(dt(y));
  const decades: string[] = [];
  for (let y = -3000; y <= 3000; y += 10) decades.push(dt(y));
  const text = `/**
 * @module Delta T tables: Swiss Ephemeris ${sweph.version()} swe_deltat_ex (SEFLG_SWIEPH), seconds, at 1 Jan 0h UT
 * (proleptic Gregorian) of each year. Written by scripts/gen-ephemeris-fixture.ts --delta-t.
 * SE's model: its yearly table (1620 on, IERS values to the present, then its extrapolation) and,
 * before 1620, Stephenson, Morrison & Hohenkerk (2016).
 */
/** First year of DELTA_T_SECONDS. */
export const DELTA_T_FIRST_YEAR = 1600;
/** Delta T at 1 Jan of every year 1600..2200, seconds (linear interpolation between years). */
export const DELTA_T_SECONDS: readonly number[] = [${yearly.join(',')}];
/** First year of DELTA_T_DECADE_SECONDS. */
export const DELTA_T_DECADE_FIRST_YEAR = -3000;
/** Delta T at 1 Jan of every tenth year -3000..3000, seconds (cubic interpolation). */
export const DELTA_T_DECADE_SECONDS: readonly number[] = [${decades.join(',')}];
`;
  writeFileSync(resolve('src', 'engine', 'time', 'delta-t-table.ts'), text);
  console.log(`wrote Delta T: ${yearly.length} yearly and ${decades.length} decadal values`);
}

/** Least-squares polynomial of degree `deg` through (x, y): coefficients from x^0 up. */
function polyFit(xs: number[], ys: number[], deg: number): number[] {
  const n = deg + 1;
  const a = Array.from({ length: n }, () => new Array<number>(n + 1).fill(0));
  xs.forEach((x, k) => {
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) a[i]![j]! += x ** (i + j);
      a[i]![n]! += x ** i * ys[k]!;
    }
  });
  for (let i = 0; i < n; i++) {
    for (let r = 0; r < n; r++) {
      if (r === i) continue;
      const f = a[r]![i]! / a[i]![i]!;
      for (let c = i; c <= n; c++) a[r]![c]! -= f * a[i]![c]!;
    }
  }
  return a.map((row, i) => row[n]! / row[i]!);
}

async function fitAyanamsas(): Promise<void> {
  const createOracle = await loadOracle();
  if (!createOracle) throw new Error(`oracle not found at ${ORACLE_PATH}`);
  const pA = (t: number): number =>
    t * (5028.796195 + t * (1.1054348 + t * (0.00007964 + t * (-0.000023857 + t * -0.0000000383))));
  const jds = Array.from({ length: 401 }, (_, i) => 2415020.5 + i * (73049 / 400));
  const ts = jds.map((jd) => (jd - 2451545) / 36525);
  for (const name of [
    'lahiri',
    'raman',
    'krishnamurti',
    'yukteshwar',
    'surya-siddhanta',
    'fagan_bradley',
  ]) {
    const oracle = createOracle({
      ayanamsa: FIXTURE_AYANAMSAS[name],
      houses: false,
      rise: false,
      timescale: 'tt',
    });
    const ys = jds.map((jd, i) => oracle.compute(jd).ayanamsa.mean * 3600 - pA(ts[i]!));
    const c = polyFit(ts, ys, 3);
    const resid = Math.max(
      ...ys.map((y, i) =>
        Math.abs(y - (c[0]! + ts[i]! * (c[1]! + ts[i]! * (c[2]! + ts[i]! * c[3]!)))),
      ),
    );
    console.log(
      `  ${JSON.stringify(name)}: [${c.map((x) => x.toPrecision(12)).join(', ')}], // max residual ${resid.toExponential(1)}"`,
    );
  }
}

if (process.argv[1]?.endsWith('gen-ephemeris-fixture.ts')) {
  if (process.argv.includes('--delta-t')) await writeDeltaT();
  else if (process.argv.includes('--ayanamsa-fit')) await fitAyanamsas();
  else await main();
}
