// Family N rashifal over a span of dates: the distribution of the 1-5 scores per domain, how
// often each factor is favourable, and the slip check of every sentence (English and Hindi).
// Usage: node scripts/run-ts.mjs scripts/n-rashifal-report.ts [fromYYYY-MM-DD] [days]
import { predictionTexts } from '../src/engine/rashifal/texts.js';
import { dailyRashifal } from '../src/engine/rashifal/packed.js';
import { DOMAINS } from '../src/engine/rashifal/index.js';
import { classifySentence } from '../src/engine/counsel/slip-classifier.js';

const from = process.argv[2] ?? '2026-01-01';
const days = Number(process.argv[3] ?? 365);
const [y0, m0, d0] = from.split('-').map(Number) as [number, number, number];
const start = Date.UTC(y0, m0 - 1, d0);
const hist: Record<string, number[]> = Object.fromEntries(
  DOMAINS.map((d) => [d, [0, 0, 0, 0, 0, 0]]),
);
let slips = 0;
let sentences = 0;
const t0 = performance.now();
for (let i = 0; i < days; i++) {
  const dt = new Date(start + i * 86_400_000);
  const date = { year: dt.getUTCFullYear(), month: dt.getUTCMonth() + 1, day: dt.getUTCDate() };
  for (const lang of ['en', 'hi'] as const) {
    const r = dailyRashifal(date, lang);
    for (const p of r.rashis) {
      if (lang === 'en') for (const d of DOMAINS) hist[d]![p.scores[d]]!++;
      for (const s of predictionTexts(p)) {
        sentences++;
        if (classifySentence(s)) {
          slips++;
          console.log('SLIP', s);
        }
      }
    }
  }
}
const ms = performance.now() - t0;
console.log(`\nRashifal ${from} + ${days} days, 12 rashis (en scores)\n`);
console.log('| domain | 1 | 2 | 3 | 4 | 5 |');
console.log('|---|---|---|---|---|---|');
for (const d of DOMAINS) {
  const h = hist[d]!;
  const n = h.reduce((a, b) => a + b, 0);
  console.log(
    `| ${d} | ${[1, 2, 3, 4, 5].map((k) => `${((100 * h[k]!) / n).toFixed(1)}%`).join(' | ')} |`,
  );
}
console.log(
  `\nsentences checked (en + hi): ${sentences}, slips: ${slips}; ${(ms / days).toFixed(2)} ms per date (both languages)`,
);
