/**
 * Cost of a far-date chart against a modern one: the same work as `npm run bench` (the 9 grahas,
 * sidereal lahiri, mean node, with speeds, plus ascendant and MC) at random instants in 1900-2100
 * (near tables), in -1400..1499 and in 2500..2999 (far tables, src/engine/ephemeris/vsop-select.ts),
 * and the one-off cost of the first far instant of a process (parsing the far tables). CPU time of
 * this process, rounds interleaved so that the load of a shared machine falls on all alike.
 *
 * Usage: node scripts/run-ts.mjs scripts/bench-far-dates.ts [charts=2000] [rounds=9]
 */
import { grahaPositions } from '../src/engine/ephemeris/index.js';
import { ascendantMc } from '../src/engine/ephemeris/sidereal-time.js';
import { jdFromGregorian } from '../src/engine/time/julian.js';
import { seededRandom } from './gen-ephemeris-fixture.js';

const CHARTS = Number(process.argv[2] ?? 2000);
const ROUNDS = Number(process.argv[3] ?? 9);
const rnd = seededRandom(7);

interface Work {
  jd: number;
  lat: number;
  lon: number;
}
const span = (y0: number, y1: number): Work[] => {
  const j0 = jdFromGregorian(y0, 1, 1),
    j1 = jdFromGregorian(y1, 1, 1);
  return Array.from({ length: CHARTS }, () => ({
    jd: j0 + rnd() * (j1 - j0),
    lat: rnd() * 120 - 60,
    lon: rnd() * 360 - 180,
  }));
};
const SETS: [string, Work[]][] = [
  ['modern, 1900-2100 (near tables)', span(1900, 2100)],
  ['far past, -1400..1499 (far tables)', span(-1400, 1500)],
  ['far future, 2500..2999 (far tables)', span(2500, 3000)],
];

let sink = 0;
const chart = (w: Work): void => {
  const s = grahaPositions(w.jd, { ayanamsa: 'lahiri', nodeMode: 'mean' });
  const a = ascendantMc(w.jd, w.lat, w.lon);
  sink += s.grahas[1]!.siderealLonDeg + a.ascTropicalDeg;
};
/** Mean CPU microseconds per chart over one set, one round. */
const round = (work: Work[]): number => {
  const t0 = process.cpuUsage();
  for (const w of work) chart(w);
  const d = process.cpuUsage(t0);
  return (d.user + d.system) / work.length;
};
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

/** CPU milliseconds of one call. */
const once = (f: () => void): number => {
  const c0 = process.cpuUsage();
  f();
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000;
};
// one-off costs, before anything warms up: the first chart of the process (near tables built),
// then the first far chart (far tables parsed from their text and built), then a second far chart
// for comparison
const firstModernMs = once(() => chart(SETS[0]![1][0]!));
const firstFarMs = once(() => chart(SETS[1]![1][0]!));
const secondFarMs = once(() => chart(SETS[1]![1][1]!));

for (const [, w] of SETS) round(w.slice(0, 200)); // warm-up (JIT, typed tables)
const times = SETS.map(() => [] as number[]);
const ratios = SETS.map(() => [] as number[]);
for (let r = 0; r < ROUNDS; r++) {
  const t = SETS.map(([, w]) => round(w));
  t.forEach((x, i) => {
    times[i]!.push(x);
    ratios[i]!.push(x / t[0]!);
  });
}
console.log(
  `# Far-date charts against modern ones (9 grahas + ascendant and MC; median of ${ROUNDS} interleaved rounds x ${CHARTS} charts, CPU time)\n`,
);
console.log('| instants | us per chart | ratio to modern |');
console.log('|---|---|---|');
SETS.forEach(([name], i) =>
  console.log(`| ${name} | ${median(times[i]!).toFixed(1)} | ${median(ratios[i]!).toFixed(2)}x |`),
);
console.log(
  `\nOne-off, cold process: first chart ${firstModernMs.toFixed(1)} ms (near tables built); first far chart ${firstFarMs.toFixed(1)} ms (far tables parsed from their text and built), the next far chart ${secondFarMs.toFixed(2)} ms.`,
);
if (!Number.isFinite(sink)) console.log('unexpected: non-finite result');
