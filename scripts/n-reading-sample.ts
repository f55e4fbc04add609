// Prints the Family N chart reading (AIAnalysis) of one birth in English and Hindi, and the
// ChartData facts it rests on: node scripts/run-ts.mjs scripts/n-reading-sample.ts [YYYY-MM-DD asOf]
import { chartData } from '../src/engine/chart/chart-data.js';
import { normalizeFlatBirth } from '../src/engine/chart/assemble.js';
import { chartReading } from '../src/engine/reading/index.js';

const asOfIso = process.argv[2] ?? '2026-05-01';
const [y, m, d] = asOfIso.split('-').map(Number) as [number, number, number];
const { data } = chartData({
  birth: normalizeFlatBirth({
    year: 1990,
    month: 5,
    day: 17,
    hour: 12,
    minute: 15,
    second: 0,
    latDeg: 28.6139,
    lonDeg: 77.209,
    tzHours: 5.5,
  }),
  ayanamsa: 'lahiri',
  divisionalCharts: ['D1', 'D9', 'D10'],
  dashaLevels: 2,
  asOf: { year: y, month: m, day: d },
});
for (const lang of ['en', 'hi'] as const) {
  const a = chartReading(data, lang);
  console.log(`\n## ${lang}\n\n${a.summary}\n`);
  for (const s of a.sections) {
    console.log(`### ${s.title}`);
    for (const st of s.statements) console.log(`- ${st.text}  [${st.source}]`);
  }
  console.log(`\n${a.disclaimer}`);
}
