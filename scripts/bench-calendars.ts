/**
 * What the regional calendars add to a panchang answer, in CPU, for a new date every request:
 * panchangForDay without and with `calendars: true`, interleaved, each call on a date no earlier
 * call used (random dates 1900-2100, so no cache of the search, rise/set or zone modules answers
 * it), at New Delhi in the Asia/Kolkata zone (the zone database path) and at a numeric offset.
 * CPU per call from process.cpuUsage (user + system). Prints a table of p50 and p95.
 *
 * Usage: node scripts/run-ts.mjs scripts/bench-calendars.ts [calls per arm, default 300]
 */
import { panchangForDay } from '../src/engine/panchang/index.js';
import { calendarsForDate } from '../src/engine/calendar/regional.js';
import { addDays } from '../src/engine/time/calendar.js';
import { seededRandom } from './lib/seeded-random.js';

const N = Number(process.argv[2] ?? 300);
const rand = seededRandom(31);
const used = new Set<number>();
function freshDate(): { year: number; month: number; day: number } {
  for (;;) {
    const k = Math.floor(rand() * 73000);
    if (used.has(k) || used.has(k - 1) || used.has(k + 1)) continue;
    used.add(k);
    return addDays({ year: 1900, month: 1, day: 1 }, k);
  }
}
const cpuUs = (f: () => void): number => {
  const a = process.cpuUsage();
  f();
  const b = process.cpuUsage(a);
  return b.user + b.system;
};
const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
};

const places = {
  'New Delhi, Asia/Kolkata': {
    latDeg: 28.6139,
    lonDeg: 77.209,
    zone: { ianaZone: 'Asia/Kolkata' },
  },
  'New Delhi, +5.5 h': { latDeg: 28.6139, lonDeg: 77.209, zone: { tzHours: 5.5 } },
};
// warm the code paths (JIT) on dates the measurement never uses
for (let i = 0; i < 40; i++) {
  panchangForDay(freshDate(), places['New Delhi, +5.5 h'], { calendars: i % 2 === 0 });
}

console.log(
  `| place | panchang p50 ms | p95 ms | with calendars p50 ms | p95 ms | added p50 ms | calendars alone p50 ms | p95 ms |`,
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const [label, place] of Object.entries(places)) {
  const base: number[] = [],
    withCal: number[] = [],
    alone: number[] = [];
  for (let i = 0; i < N; i++) {
    const a = freshDate(),
      b = freshDate(),
      c = freshDate();
    base.push(cpuUs(() => panchangForDay(a, place)));
    withCal.push(cpuUs(() => panchangForDay(b, place, { calendars: true })));
    alone.push(cpuUs(() => calendarsForDate(c, place)));
  }
  const ms = (x: number): string => (x / 1000).toFixed(2);
  console.log(
    `| ${label} | ${ms(pct(base, 0.5))} | ${ms(pct(base, 0.95))} | ${ms(pct(withCal, 0.5))} | ${ms(pct(withCal, 0.95))} | ${ms(pct(withCal, 0.5) - pct(base, 0.5))} | ${ms(pct(alone, 0.5))} | ${ms(pct(alone, 0.95))} |`,
  );
}
