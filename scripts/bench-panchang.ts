/**
 * Benchmark of the panchang, muhurta and utsava engine (Node's V8, the engine workerd runs).
 * Prints a table: a year of utsavas cold (first call in the process: JIT and every cache empty)
 * and for further years (JIT warm, the ephemeris caches cold for the new dates), one day's
 * panchang, one day's muhurta with its panchang, and panchangAt, over distinct dates so the
 * per-date caches do not help.
 *
 * Usage: node scripts/run-ts.mjs scripts/bench-panchang.ts
 * Targets (issue 6): a year of utsavas <= 200 ms cold; one day's panchang with muhurta <= 2 ms.
 */
import { utsavasForYear } from '../src/engine/utsava/index.js';
import { panchangAt, panchangForDay } from '../src/engine/panchang/index.js';
import { muhurtaForDay } from '../src/engine/muhurta/index.js';
import { jdFromGregorian } from '../src/engine/time/julian.js';

const DELHI = { latDeg: 28.6139, lonDeg: 77.209, zone: { ianaZone: 'Asia/Kolkata' } };

function stats(xs: number[]): { median: number; p95: number; mean: number } {
  const s = [...xs].sort((a, b) => a - b);
  return {
    median: s[Math.floor(s.length / 2)]!,
    p95: s[Math.min(s.length - 1, Math.floor(s.length * 0.95))]!,
    mean: xs.reduce((a, b) => a + b, 0) / xs.length,
  };
}
function time(fn: () => unknown): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

const rows: Array<[string, string, string, string, string]> = [];
const cold = time(() => utsavasForYear(2025, DELHI));
rows.push(['utsavasForYear (New Delhi), first call', '1', cold.toFixed(1), '-', '<= 200 ms']);
const years = [2024, 2026, 2027, 2028, 2029, 2030].map((y) => time(() => utsavasForYear(y, DELHI)));
const ys = stats(years);
rows.push([
  'utsavasForYear, further years 2024-2030',
  String(years.length),
  ys.median.toFixed(1),
  ys.p95.toFixed(1),
  '<= 200 ms',
]);
rows.push([
  'utsavasForYear, same year again',
  '1',
  time(() => utsavasForYear(2025, DELHI)).toFixed(1),
  '-',
  '',
]);

const dates = Array.from({ length: 120 }, (_, i) => {
  const t = new Date(Date.UTC(2031, 0, 1 + i * 3));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
});
const p = stats(dates.map((d) => time(() => panchangForDay(d, DELHI))));
rows.push([
  'panchangForDay (distinct dates)',
  String(dates.length),
  p.median.toFixed(2),
  p.p95.toFixed(2),
  '',
]);
const dates2 = dates.map((d) => ({ ...d, year: d.year + 2 }));
const m = stats(dates2.map((d) => time(() => muhurtaForDay(d, DELHI))));
rows.push([
  'muhurtaForDay incl. panchang (distinct dates)',
  String(dates2.length),
  m.median.toFixed(2),
  m.p95.toFixed(2),
  '<= 2 ms',
]);
const m2 = stats(dates2.slice(0, 30).map((d) => time(() => muhurtaForDay(d, DELHI))));
rows.push(['muhurtaForDay, same dates again', '30', m2.median.toFixed(2), m2.p95.toFixed(2), '']);
const jds = dates.map((d) => jdFromGregorian(d.year + 4, d.month, d.day, 0.3));
const a = stats(jds.map((jd) => time(() => panchangAt(jd, DELHI))));
rows.push([
  'panchangAt (distinct instants)',
  String(jds.length),
  a.median.toFixed(2),
  a.p95.toFixed(2),
  '',
]);

const w = [44, 6, 12, 10, 10];
const line = (r: string[]): string =>
  r.map((c, i) => (i === 0 ? c.padEnd(w[i]!) : c.padStart(w[i]!))).join('  ');
console.log(line(['operation', 'n', 'median ms', 'p95 ms', 'target']));
console.log('-'.repeat(w.reduce((x, y) => x + y + 2, 0)));
for (const r of rows) console.log(line(r));
