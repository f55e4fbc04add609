/**
 * The truncation error of the bundled series alone: the engine's VSOP87B and ELP/MPP02 tables
 * (as evaluated by src/engine/ephemeris/series-eval.ts) against the full series of the MIT npm
 * package `astronomia` (the tables scripts/gen-series.ts reads), by century. No oracle is needed:
 * this isolates what truncating and rounding the series costs from what the theories themselves
 * differ from Swiss Ephemeris (scripts/accuracy-range.ts measures that).
 *
 * Quantity: the geometric geocentric ecliptic longitude in the J2000 frame of each series (planet
 * minus Earth for VSOP87B, the Sun as minus the Earth; the Moon from ELP/MPP02), max |truncated -
 * full| in arcseconds over `--per` random instants per century (seed fixed). Light time and the
 * frame rotations act alike on both and are left out.
 *
 * Tables compared: "near" (src/engine/ephemeris/series/vsop87b.ts, the tables of every instant
 * inside the near window), "far" (src/engine/ephemeris/series/vsop87b-far.ts, the richer tables of
 * the instants outside it), and what the engine uses at each instant ("engine"). --trial=FILE adds
 * a far module written elsewhere (gen-series.ts --far --out=DIR, then FILE = DIR/vsop87b-far.ts).
 *
 * Usage: node scripts/run-ts.mjs scripts/series-truncation.ts [--per=20] [--seed=5]
 *        [--from=-3000] [--to=3000] [--trial=FILE]
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  VSOP_NEAR,
  vsopFar,
  vsopTablesFor,
  vsopTablesFromText,
  type VsopTables,
} from '../src/engine/ephemeris/vsop-select.js';
import { elpState, vsopState } from '../src/engine/ephemeris/series-eval.js';
import { jdFromGregorian } from '../src/engine/time/julian.js';
import { seededRandom } from './gen-ephemeris-fixture.js';

const ARGS = Object.fromEntries(
  process.argv
    .slice(2)
    .filter((a) => a.startsWith('--'))
    .map((a) => {
      const [k, v] = a.slice(2).split('=');
      return [k!, v ?? ''];
    }),
);
const PER = Number(ARGS['per'] ?? 20);
const SEED = Number(ARGS['seed'] ?? 5);
const FROM = Number(ARGS['from'] ?? -3000);
const TO = Number(ARGS['to'] ?? 3000);
const DATA = resolve('node_modules', 'astronomia', 'data');
const RAD_TO_ARCSEC = (180 / Math.PI) * 3600;

type Rows = Record<string, number[][]>;
interface FullVsop {
  L: Rows;
  B: Rows;
  R: Rows;
}
const BODIES = ['earth', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'] as const;
type VsopBody = (typeof BODIES)[number];
const PLANETS = ['Sun', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'] as const;
const PLANET_BODY: Record<(typeof PLANETS)[number], VsopBody> = {
  Sun: 'earth',
  Mercury: 'mercury',
  Venus: 'venus',
  Mars: 'mars',
  Jupiter: 'jupiter',
  Saturn: 'saturn',
};

async function load(name: string): Promise<Record<string, unknown>> {
  return (
    (await import(pathToFileURL(resolve(DATA, name + '.js')).href)) as {
      default: Record<string, unknown>;
    }
  ).default;
}

/** Full VSOP87B series: heliocentric rectangular position (AU), J2000 dynamical ecliptic. */
function fullVsop(s: FullVsop, jdTt: number): [number, number, number] {
  const t = (jdTt - 2451545.0) / 365250;
  const sum = (rows: Rows): number => {
    let v = 0;
    for (const k of Object.keys(rows)) {
      let p = 0;
      for (const r of rows[k]!) p += r[0]! * Math.cos(r[1]! + r[2]! * t);
      v += p * t ** Number(k);
    }
    return v;
  };
  const l = sum(s.L),
    b = sum(s.B),
    r = sum(s.R);
  return [r * Math.cos(b) * Math.cos(l), r * Math.cos(b) * Math.sin(l), r * Math.sin(b)];
}

/** Full ELP/MPP02 (DE405 fit) through astronomia's own evaluation: geocentric, inertial J2000 ecliptic, km. */
interface ElpMoon {
  positionXYZ(jde: number): { x: number; y: number; z: number };
}

function lonOf(x: number, y: number): number {
  return Math.atan2(y, x);
}
function dLonArcsec(a: number, b: number): number {
  let d = a - b;
  while (d > Math.PI) d -= 2 * Math.PI;
  while (d < -Math.PI) d += 2 * Math.PI;
  return d * RAD_TO_ARCSEC;
}

/** Geocentric geometric J2000 longitude (radians) of a planet from a set of tables. */
function tableLon(tables: VsopTables, planet: (typeof PLANETS)[number], jdTt: number): number {
  const e = new Float64Array(6),
    p = new Float64Array(6);
  vsopState(tables.earth, jdTt, e);
  if (planet === 'Sun') return lonOf(-e[0]!, -e[1]!);
  vsopState(tables[PLANET_BODY[planet]], jdTt, p);
  return lonOf(p[0]! - e[0]!, p[1]! - e[1]!);
}

async function main(): Promise<void> {
  const full = {} as Record<VsopBody, FullVsop>;
  for (const b of BODIES) full[b] = (await load('vsop87B' + b)) as unknown as FullVsop;
  const elpMod = (await import(
    pathToFileURL(resolve('node_modules', 'astronomia', 'src', 'elp.js')).href
  )) as { Moon: new (d: unknown) => ElpMoon };
  const moonFull = new elpMod.Moon(await load('elpMppDeFull'));
  const sets: [string, (jdTt: number) => VsopTables][] = [
    ['near', () => VSOP_NEAR],
    ['far', () => vsopFar()],
    ['engine', (jd) => vsopTablesFor(jd)],
  ];
  if (ARGS['trial']) {
    // the string literals of the trial module's VSOP87B_FAR_TEXT, in order
    const text = readFileSync(resolve(ARGS['trial']), 'utf8');
    const trial = vsopTablesFromText(
      [...text.slice(text.indexOf('VSOP87B_FAR_TEXT')).matchAll(/^ {2}'([^']*)',$/gm)].map(
        (m) => m[1]!,
      ),
    );
    sets.push(['trial', () => trial]);
  }
  const rnd = seededRandom(SEED);
  console.log(
    `# Truncation error of the bundled series against the full series (astronomia), arcseconds\n`,
  );
  console.log(
    `Geometric geocentric longitude, J2000 frame; max |bundled - full| over ${PER} random instants per century (seed ${SEED}).`,
  );
  console.log(
    `Tables: ${sets.map(([n]) => n).join(', ')} ("engine": the tables the engine uses at that instant). Moon: the bundled ELP/MPP02.\n`,
  );
  const head = sets.flatMap(([n]) => PLANETS.map((p) => `${p} ${n}`));
  console.log(`| century | ${head.join(' | ')} | Moon |`);
  console.log(`|---|${head.map(() => '---').join('|')}|---|`);
  const overall = new Array<number>(head.length + 1).fill(0);
  for (let c = FROM; c < TO; c += 100) {
    const worst = new Array<number>(head.length).fill(0);
    let moonWorst = 0;
    for (let k = 0; k < PER; k++) {
      const j0 = jdFromGregorian(c, 1, 1),
        j1 = jdFromGregorian(c + 100, 1, 1);
      const jdTt = j0 + rnd() * (j1 - j0);
      const e = fullVsop(full.earth, jdTt);
      PLANETS.forEach((p, i) => {
        let ref: number;
        if (p === 'Sun') ref = lonOf(-e[0], -e[1]);
        else {
          const q = fullVsop(full[PLANET_BODY[p]], jdTt);
          ref = lonOf(q[0] - e[0], q[1] - e[1]);
        }
        sets.forEach(([, pick], s) => {
          const d = Math.abs(dLonArcsec(tableLon(pick(jdTt), p, jdTt), ref));
          const at = s * PLANETS.length + i;
          if (d > worst[at]!) worst[at] = d;
        });
      });
      const m = new Float64Array(6);
      elpState(jdTt, false, m);
      const mf = moonFull.positionXYZ(jdTt);
      moonWorst = Math.max(moonWorst, Math.abs(dLonArcsec(lonOf(m[0]!, m[1]!), lonOf(mf.x, mf.y))));
    }
    console.log(
      `| ${c}..${c + 99} | ${worst.map((x) => x.toFixed(2)).join(' | ')} | ${moonWorst.toFixed(2)} |`,
    );
    [...worst, moonWorst].forEach((x, i) => {
      if (x > overall[i]!) overall[i] = x;
    });
  }
  console.log(`| ${FROM}..${TO - 1} | ${overall.map((x) => `**${x.toFixed(2)}**`).join(' | ')} |`);
}

await main();
