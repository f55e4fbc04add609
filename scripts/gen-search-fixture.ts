/**
 * Writes test/fixtures/search-oracle.json: event instants computed on Swiss Ephemeris positions
 * (the oracle's sweph binding, DE431 files, sidereal lahiri, SE's traditional sidereal method),
 * each by bisection to 1e-9 day on SE's own longitudes or speeds, independently of the engine:
 * tithi, nakshatra, yoga and karana ends (with starts), new and full moons, sankrantis, sign and
 * nakshatra ingresses of all nine grahas (mean and true node), and stations.
 *
 * Usage: node scripts/run-ts.mjs scripts/gen-search-fixture.ts [oracleDir]
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { bisect } from './lib/bisect';

const oracleDir = resolve(process.argv[2] ?? '../shared/tools/ephem-oracle');
const sweph = createRequire(resolve(oracleDir, 'oracle.mjs'))('sweph');
const C = sweph.constants;
sweph.set_ephe_path(resolve(oracleDir, '../../ephe'));
sweph.set_sid_mode(C.SE_SIDM_LAHIRI, 0, 0);
const FLAGS = C.SEFLG_SWIEPH | C.SEFLG_SIDEREAL | C.SEFLG_SPEED;

let seed = 3_2026;
function rand(): number {
  seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
  return seed / 2 ** 32;
}
const JD1900 = 2415020.5;
const JD2100 = 2488069.5;
const randomJd = (): number => JD1900 + rand() * (JD2100 - JD1900 - 400);

type Graha = 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu';
const IPL: Record<Exclude<Graha, 'Rahu' | 'Ketu'>, number> = {
  Sun: C.SE_SUN,
  Moon: C.SE_MOON,
  Mars: C.SE_MARS,
  Mercury: C.SE_MERCURY,
  Jupiter: C.SE_JUPITER,
  Venus: C.SE_VENUS,
  Saturn: C.SE_SATURN,
};

function lonSpeed(
  graha: Graha,
  jdUt: number,
  nodeMode: 'mean' | 'true' = 'mean',
): [number, number] {
  const ipl =
    graha === 'Rahu' || graha === 'Ketu'
      ? nodeMode === 'true'
        ? C.SE_TRUE_NODE
        : C.SE_MEAN_NODE
      : IPL[graha];
  const r = sweph.calc_ut(jdUt, ipl, FLAGS);
  if (r.flag < 0) throw new Error(r.error);
  const lon = graha === 'Ketu' ? (r.data[0] + 180) % 360 : r.data[0];
  return [lon, r.data[3]];
}
const norm = (x: number): number => ((x % 360) + 360) % 360;
const signed = (x: number): number => {
  const d = norm(x);
  return d >= 180 ? d - 360 : d;
};

// ------------------------------------------------------------------------------------------
// limbs
type LimbKind = 'tithi' | 'nakshatra' | 'yoga' | 'karana';
const UNIT: Record<LimbKind, number> = {
  tithi: 12,
  nakshatra: 360 / 27,
  yoga: 360 / 27,
  karana: 6,
};
function limbAngle(kind: LimbKind, t: number): number {
  const s = lonSpeed('Sun', t)[0];
  const m = lonSpeed('Moon', t)[0];
  return kind === 'nakshatra' ? m : kind === 'yoga' ? norm(s + m) : norm(m - s);
}
/** instant the angle crosses boundaryDeg, searched forward (dir 1) or backward (-1) from t in 0.1-day steps */
function crossing(kind: LimbKind, t: number, boundaryDeg: number, dir: 1 | -1): number {
  const g = (x: number): number => signed(limbAngle(kind, x) - boundaryDeg);
  let a = t;
  for (let i = 0; i < 40; i++) {
    const b = a + dir * 0.1;
    if (g(a) >= 0 !== g(b) >= 0 && Math.abs(g(a) - g(b)) < 90)
      return dir > 0 ? bisect(g, a, b) : bisect(g, b, a);
    a = b;
  }
  throw new Error(`no ${kind} crossing near ${t}`);
}

interface LimbCase {
  kind: LimbKind;
  probeJdUt: number;
  index0: number;
  startJdUt: number;
  endJdUt: number;
}
const limbs: LimbCase[] = [];
const COUNTS: Record<LimbKind, number> = { tithi: 100, nakshatra: 100, yoga: 100, karana: 60 };
for (const kind of ['tithi', 'nakshatra', 'yoga', 'karana'] as const) {
  for (let i = 0; i < COUNTS[kind]; i++) {
    const probe = randomJd();
    const a = limbAngle(kind, probe);
    const index0 = Math.floor(a / UNIT[kind]);
    // keep probes away from a boundary, so the index is unambiguous
    if (
      Math.abs(a - index0 * UNIT[kind]) < 1e-4 ||
      Math.abs(a - (index0 + 1) * UNIT[kind]) < 1e-4
    ) {
      i--;
      continue;
    }
    limbs.push({
      kind,
      probeJdUt: probe,
      index0,
      startJdUt: crossing(kind, probe, index0 * UNIT[kind], -1),
      endJdUt: crossing(kind, probe, (index0 + 1) * UNIT[kind], 1),
    });
  }
}

// new and full moons: next elongation 0 / 180 after the probe
interface PhaseCase {
  targetDeg: number;
  afterJdUt: number;
  jdUt: number;
}
const phases: PhaseCase[] = [];
for (let i = 0; i < 40; i++) {
  const after = randomJd();
  const targetDeg = i % 2 === 0 ? 0 : 180;
  const g = (x: number): number => signed(limbAngle('tithi', x) - targetDeg);
  let a = after;
  for (;;) {
    const b = a + 0.25;
    if (g(a) < 0 && g(b) >= 0) {
      phases.push({ targetDeg, afterJdUt: after, jdUt: bisect(g, a, b) });
      break;
    }
    a = b;
  }
}

// sankrantis: next entry of the sidereal Sun into a sign after the probe
interface SankrantiCase {
  afterJdUt: number;
  rashi0: number;
  jdUt: number;
}
const sankrantis: SankrantiCase[] = [];
for (let i = 0; i < 48; i++) {
  const after = randomJd();
  const s = lonSpeed('Sun', after)[0];
  const rashi0 = (Math.floor(s / 30) + 1) % 12;
  const g = (x: number): number => signed(lonSpeed('Sun', x)[0] - rashi0 * 30);
  let a = after;
  for (;;) {
    const b = a + 1;
    if (g(a) < 0 && g(b) >= 0) {
      sankrantis.push({ afterJdUt: after, rashi0, jdUt: bisect(g, a, b) });
      break;
    }
    a = b;
  }
}

// ------------------------------------------------------------------------------------------
// ingresses and stations, on SE's longitudes and speeds, stepping in the engine-independent steps below
const STEP: Record<Graha, number> = {
  Moon: 0.25,
  Sun: 2,
  Mercury: 1,
  Venus: 1,
  Mars: 2,
  Jupiter: 3,
  Saturn: 3,
  Rahu: 5,
  Ketu: 5,
};
const TRUE_NODE_STEP = 0.125;

interface IngressCase {
  graha: Graha;
  nodeMode: 'mean' | 'true';
  unit: 'sign' | 'nakshatra';
  afterJdUt: number;
  index0: number;
  jdUt: number;
  retrograde: boolean;
  speedDegPerDay: number;
}
interface StationCase {
  graha: Graha;
  nodeMode: 'mean' | 'true';
  fromJdUt: number;
  toJdUt: number;
  stations: Array<{ kind: 'retrograde' | 'direct'; jdUt: number; accelDegPerDay2: number }>;
}

function stationIn(graha: Graha, nodeMode: 'mean' | 'true', a: number, b: number): number {
  return bisect((x) => lonSpeed(graha, x, nodeMode)[1], a, b);
}

function nextIngressSe(
  graha: Graha,
  nodeMode: 'mean' | 'true',
  unit: 'sign' | 'nakshatra',
  after: number,
): IngressCase {
  const unitDeg = unit === 'sign' ? 30 : 360 / 27;
  const count = unit === 'sign' ? 12 : 27;
  const step =
    (graha === 'Rahu' || graha === 'Ketu') && nodeMode === 'true' ? TRUE_NODE_STEP : STEP[graha];
  const inSegment = (a: number, b: number): IngressCase | null => {
    const [la] = lonSpeed(graha, a, nodeMode);
    const [lb] = lonSpeed(graha, b, nodeMode);
    const ia = Math.floor(la / unitDeg);
    const ib = Math.floor(lb / unitDeg);
    if (ia === ib) return null;
    const forward = signed(lb - la) > 0;
    const boundary = forward ? (ia + 1) * unitDeg : ia * unitDeg;
    const t = bisect((x) => signed(lonSpeed(graha, x, nodeMode)[0] - boundary), a, b);
    const k = Math.round(norm(boundary) / unitDeg) % count;
    return {
      graha,
      nodeMode,
      unit,
      afterJdUt: after,
      index0: forward ? k : (k - 1 + count) % count,
      jdUt: t,
      retrograde: !forward,
      speedDegPerDay: lonSpeed(graha, t, nodeMode)[1],
    };
  };
  let a = after;
  for (let i = 0; i < 200_000; i++) {
    const b = a + step;
    const va = lonSpeed(graha, a, nodeMode)[1];
    const vb = lonSpeed(graha, b, nodeMode)[1];
    if (va < 0 !== vb < 0) {
      const ts = stationIn(graha, nodeMode, a, b);
      const hit = inSegment(a, ts) ?? inSegment(ts, b);
      if (hit) return hit;
    } else {
      const hit = inSegment(a, b);
      if (hit) return hit;
    }
    a = b;
  }
  throw new Error(`no ingress of ${graha}`);
}

function stationsSe(
  graha: Graha,
  nodeMode: 'mean' | 'true',
  from: number,
  to: number,
): StationCase {
  const step =
    (graha === 'Rahu' || graha === 'Ketu') && nodeMode === 'true' ? TRUE_NODE_STEP : STEP[graha];
  const out: StationCase['stations'] = [];
  let a = from;
  while (a < to) {
    const b = Math.min(a + step, to);
    const va = lonSpeed(graha, a, nodeMode)[1];
    const vb = lonSpeed(graha, b, nodeMode)[1];
    if (va < 0 !== vb < 0) {
      const t = stationIn(graha, nodeMode, a, b);
      const accel = lonSpeed(graha, t + 0.5, nodeMode)[1] - lonSpeed(graha, t - 0.5, nodeMode)[1];
      out.push({ kind: vb < 0 ? 'retrograde' : 'direct', jdUt: t, accelDegPerDay2: accel });
    }
    a = b;
  }
  return { graha, nodeMode, fromJdUt: from, toJdUt: to, stations: out };
}

const ingresses: IngressCase[] = [];
const GRAHAS: Graha[] = [
  'Sun',
  'Moon',
  'Mars',
  'Mercury',
  'Jupiter',
  'Venus',
  'Saturn',
  'Rahu',
  'Ketu',
];
for (const graha of GRAHAS) {
  for (const nodeMode of (graha === 'Rahu' || graha === 'Ketu'
    ? ['mean', 'true']
    : ['mean']) as Array<'mean' | 'true'>) {
    for (const unit of ['sign', 'nakshatra'] as const) {
      for (let i = 0; i < 3; i++) ingresses.push(nextIngressSe(graha, nodeMode, unit, randomJd()));
    }
  }
}
// retrograde re-entries: an ingress right after a retrograde station of Mercury, Mars and Saturn
for (const graha of ['Mercury', 'Mars', 'Saturn'] as const) {
  for (let i = 0; i < 2; i++) {
    const from = randomJd();
    const st = stationsSe(graha, 'mean', from, from + 800).stations.find(
      (s) => s.kind === 'retrograde',
    );
    if (st) ingresses.push(nextIngressSe(graha, 'mean', 'nakshatra', st.jdUt + 1e-3));
  }
}

const stations: StationCase[] = [];
for (const graha of ['Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'] as const) {
  const from = randomJd();
  stations.push(stationsSe(graha, 'mean', from, from + (graha === 'Mercury' ? 200 : 500)));
}
{
  const from = randomJd();
  stations.push(stationsSe('Rahu', 'true', from, from + 30));
}

writeFileSync(
  'test/fixtures/search-oracle.json',
  JSON.stringify(
    {
      generator: 'scripts/gen-search-fixture.ts',
      oracle: `Swiss Ephemeris ${sweph.version()} (sweph npm), DE431 files, sidereal lahiri (SE_SIDM_LAHIRI), calc_ut with SEFLG_SIDEREAL|SEFLG_SPEED`,
      note: 'instants are JD UT found by bisection to 1e-9 day on SE longitudes (stations: SE sidereal speed); karana index = floor(elongation / 6)',
      limbs,
      phases,
      sankrantis,
      ingresses,
      stations,
    },
    (_key: string, v: unknown): unknown =>
      typeof v === 'number' && !Number.isInteger(v) ? Number(v.toPrecision(15)) : v,
  ) + '\n',
);
console.log(
  `search: ${limbs.length} limb spans, ${phases.length} phases, ${sankrantis.length} sankrantis, ${ingresses.length} ingresses (${ingresses.filter((x) => x.retrograde).length} retrograde), ${stations.reduce((n, s) => n + s.stations.length, 0)} stations`,
);
sweph.close();
