// Bench-only Worker entry (never deployed): times engine work INSIDE workerd with
// performance.now(), which local workerd advances during computation. Driven by
// scripts/bench-workerd.mjs; answers JSON {name: median ms}.
import { sovereignChart, DEFAULT_CHART_SETTINGS } from '../src/engine/chart/sovereign.js';
import { normalizeFlatBirth } from '../src/engine/chart/assemble.js';
import { buildBasis } from '../src/engine/chart/basis.js';
import { detectYogas, chartFacts } from '../src/engine/yogas/index.js';
import { doshaReport } from '../src/engine/doshas/index.js';
import { matchCharts } from '../src/engine/matching/index.js';
import { muhurtaForDay } from '../src/engine/muhurta/index.js';
import { utsavasForYear } from '../src/engine/utsava/index.js';
import { limbSpansBetween } from '../src/engine/search/index.js';
import { sunRiseSetDay } from '../src/engine/riseset/index.js';
import { jdFromGregorian } from '../src/engine/time/julian.js';
import { tBasicChart } from '../src/routes/t/compute.js';
import { CURRENT_ENGINE_CONFIG } from '../src/engine/config/versions.js';
import { chartOptions } from '../src/routes/shared/operations.js';

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1]!;
};
/** Median over 9 batches of the mean time per call (the workerd clock ticks in whole ms). */
function timeEach(n: number, f: (i: number) => unknown): number {
  for (let i = 0; i < 20; i++) f(i + 100_000);
  const perBatch = Math.max(1, Math.floor(n / 9));
  const ts: number[] = [];
  for (let b = 0; b < 9; b++) {
    const t = performance.now();
    for (let j = 0; j < perBatch; j++) f(b * perBatch + j);
    ts.push((performance.now() - t) / perBatch);
  }
  return median(ts);
}
const birth = (i: number) => ({
  year: 1950 + (i % 100),
  month: 1 + (i % 12),
  day: 1 + (i % 28),
  hour: i % 24,
  minute: (i * 7) % 60,
  second: 0,
  latDeg: 28.6139,
  lonDeg: 77.209,
  tzHours: 5.5,
});
const DELHI = { latDeg: 28.6139, lonDeg: 77.209, zone: { ianaZone: 'Asia/Kolkata' } };

export default {
  async fetch(req: Request): Promise<Response> {
    const n = Number(new URL(req.url).searchParams.get('n') ?? 100);
    const out: Record<string, number> = {};
    const y0 = performance.now();
    utsavasForYear(2031, DELHI);
    out['a year of utsavas, first call in the isolate (cold)'] = performance.now() - y0;
    const y1 = performance.now();
    utsavasForYear(2032, DELHI);
    out['a year of utsavas, another year'] = performance.now() - y1;
    const p0 = performance.now();
    const start = jdFromGregorian(2041, 1, 1);
    for (const kind of ['tithi', 'nakshatra', 'yoga', 'karana'] as const)
      limbSpansBetween(kind, start, start + 365);
    for (let d = 0; d < 365; d++) sunRiseSetDay(start + d - 5.5 / 24, 28.6139, 77.209, 'hindu');
    out['a year of daily limbs with end times + sunrise/sunset'] = performance.now() - p0;
    out['SovereignChart, all structures + JSON'] = timeEach(n, (i) =>
      JSON.stringify(sovereignChart(normalizeFlatBirth(birth(i)), DEFAULT_CHART_SETTINGS).chart),
    );
    const bases = Array.from({ length: n }, (_, i) =>
      buildBasis(2440000 + i * 37.3, 28.6, 77.2, 5.5, DEFAULT_CHART_SETTINGS),
    );
    out['yogas + doshas + matching for a chart (basis given)'] = timeEach(n, (i) => {
      const b = bases[i % n]!;
      const f = chartFacts(b);
      detectYogas(f);
      doshaReport(f, { onJdUt: 2461000.5 });
      return matchCharts(b, bases[(i + 1) % n]!);
    });
    // Family T's bulk route: 1,000 basic charts (lagna and nine grahas) and their JSON, the route's own work
    const o = chartOptions(CURRENT_ENGINE_CONFIG, {});
    const births = Array.from({ length: 1000 }, (_, i) => ({
      datetime: `${1950 + (i % 70)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}T${String(i % 24).padStart(2, '0')}:15:00+05:30`,
      lat: 28.6139,
      lon: 77.209,
    }));
    const bulkRuns: number[] = [];
    for (let r = 0; r < 5; r++) {
      const t = performance.now();
      JSON.stringify(births.map((b) => tBasicChart(b, o, CURRENT_ENGINE_CONFIG)));
      bulkRuns.push(performance.now() - t);
    }
    out['T bulk: 1,000 basic charts + JSON (whole batch)'] = median(bulkRuns);
    out["one day's panchang with muhurta"] = timeEach(n, (i) =>
      muhurtaForDay(
        { year: 2035, month: 1 + (i % 12), day: 1 + (i % 28) },
        { latDeg: 28.6139, lonDeg: 77.209, zone: { tzHours: 5.5 } },
      ),
    );
    return Response.json(out);
  },
};
