/**
 * `node scripts/run-ts.mjs scripts/bench-calendar-ics.ts [n]`: CPU of Family P's feed for a new
 * place (`calendarIcs`), in Node's V8, split into its parts: the 30 days of muhurta, the transit
 * highlights (kept per day and zone: measured warm) and the text. Process CPU time; median of n
 * new places (default 15) on the same day and zone, as the route meets them (docs/performance.md).
 * Run with `node --cpu-prof` for a profile.
 */
import { calendarIcs } from '../src/routes/p/calendar.js';

const n = Number(process.argv[2] ?? 15);
const NOW = Date.UTC(2026, 10, 24, 3, 0);
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
calendarIcs(28.6, 77.2, 'Asia/Kolkata', NOW); // warm: modules, the day's highlights
for (let i = 0; i < 5; i++) calendarIcs(28.5 - i * 0.01, 77.1, 'Asia/Kolkata', NOW);
const times: number[] = [];
for (let i = 0; i < n; i++) {
  const t0 = cpuMs();
  calendarIcs(27 + i * 0.01, 76 + i * 0.01, 'Asia/Kolkata', NOW);
  times.push(cpuMs() - t0);
}
console.log(
  `calendarIcs, new place, same day and zone: median ${median(times).toFixed(2)} ms CPU (min ${Math.min(...times).toFixed(2)}, max ${Math.max(...times).toFixed(2)}; n=${n})`,
);
