// Per-part timing of the SovereignChart (Node, warm): where the milliseconds go.
import { buildBasis } from '../src/engine/chart/basis.js';
import {
  sovereignChart,
  DEFAULT_CHART_SETTINGS,
  jdUtOfFlatBirth,
} from '../src/engine/chart/sovereign.js';
import { bhavas } from '../src/engine/chart/bhavas.js';
import { normalizeFlatBirth } from '../src/engine/chart/assemble.js';
import { SHODASHA_VARGAS, vargaCharts } from '../src/engine/vargas/index.js';
import { kpLadder } from '../src/engine/kp/index.js';
import { charaKarakas } from '../src/engine/karakas/index.js';
import { vimsottariChartDasha } from '../src/engine/dasha/index.js';
import { ashtakavarga } from '../src/engine/ashtakavarga/index.js';
import { shadbalaDetailed, bhavaBala } from '../src/engine/shadbala/index.js';
import { sahams } from '../src/engine/sahams/index.js';
import { detectYogas } from '../src/engine/yogas/index.js';
import { grahaPositions } from '../src/engine/ephemeris/index.js';
import { sunRiseSetDay } from '../src/engine/riseset/index.js';

const births = Array.from({ length: 200 }, (_, i) => ({
  year: 1950 + (i % 100),
  month: 1 + (i % 12),
  day: 1 + (i % 28),
  hour: i % 24,
  minute: (i * 7) % 60,
  second: 0,
  latDeg: 28.6,
  lonDeg: 77.2,
  tzHours: 5.5,
}));
function med(f: (i: number) => unknown): number {
  for (let i = 0; i < 50; i++) f(i);
  const ts: number[] = [];
  for (let i = 0; i < births.length; i++) {
    const t = performance.now();
    f(i);
    ts.push(performance.now() - t);
  }
  ts.sort((a, b) => a - b);
  return ts[ts.length >> 1]!;
}
const bases = births.map((b) =>
  buildBasis(jdUtOfFlatBirth(b), b.latDeg, b.lonDeg, b.tzHours, DEFAULT_CHART_SETTINGS),
);
const rows: Array<[string, number]> = [
  ['grahaPositions', med((i) => grahaPositions(jdUtOfFlatBirth(births[i % 200]!) + 0.37 * i))],
  ['sunRiseSetDay x1', med((i) => sunRiseSetDay(2450000.5 + i * 3.1, 28.6, 77.2, 'hindu'))],
  [
    'buildBasis',
    med((i) =>
      buildBasis(
        jdUtOfFlatBirth(births[i % 200]!) + 0.011 * i,
        28.6,
        77.2,
        5.5,
        DEFAULT_CHART_SETTINGS,
      ),
    ),
  ],
  ['bhavas', med((i) => bhavas(bases[i % 200]!, 'whole_sign'))],
  ['vargas (16)', med((i) => vargaCharts(bases[i % 200]!, SHODASHA_VARGAS))],
  ['kp', med((i) => kpLadder(bases[i % 200]!))],
  ['karakas', med((i) => charaKarakas(bases[i % 200]!, 7))],
  [
    'dasha 3 levels',
    med((i) => vimsottariChartDasha(bases[i % 200]!.grahas[1]!.lonDeg, bases[i % 200]!.jdUt)),
  ],
  ['ashtakavarga', med((i) => ashtakavarga(bases[i % 200]!))],
  [
    'shadbala+bhavabala',
    med((i) => {
      const s = shadbalaDetailed(bases[i % 200]!);
      return bhavaBala(bases[i % 200]!, { shadbala: s });
    }),
  ],
  ['sahams', med((i) => sahams(bases[i % 200]!))],
  ['yogas', med((i) => detectYogas(bases[i % 200]!))],
  [
    'whole chart',
    med((i) => sovereignChart(normalizeFlatBirth(births[i % 200]!), DEFAULT_CHART_SETTINGS)),
  ],
  [
    'JSON.stringify chart',
    (() => {
      const c = sovereignChart(normalizeFlatBirth(births[0]!), DEFAULT_CHART_SETTINGS);
      return med(() => JSON.stringify(c.chart));
    })(),
  ],
];
console.log('| part | median ms |\n|---|---|');
for (const [k, v] of rows) console.log(`| ${k} | ${v.toFixed(3)} |`);
console.log(
  'chart JSON bytes',
  JSON.stringify(sovereignChart(normalizeFlatBirth(births[0]!), DEFAULT_CHART_SETTINGS).chart)
    .length,
);
