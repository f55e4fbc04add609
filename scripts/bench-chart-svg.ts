/**
 * Time and bytes of the chart drawing (GET|POST /api/chart.svg, docs/chart.md "Chart drawing")
 * for 50 births spread over 1950-2030, per style and chart, in Node (median of 5 passes).
 * The route also validates the input and sends the answer; this measures the chart parts and the
 * drawing, with English labels and with Devanagari outlines (the render Worker's part, here in Node).
 *
 *   node scripts/run-ts.mjs scripts/bench-chart-svg.ts   (from the repository root)
 */
import { chartDrawing, CHART_KINDS, needsOutlines } from '../src/routes/r/chart-svg.js';
import { CHART_STYLES, drawChartSvg } from '../src/engine/drawing/chart-svg.js';
import { drawChartOutlined } from '../src/render/chart.js';
import { nodeCardFonts } from './lib/render-fonts.js';

const births = Array.from({ length: 50 }, (_, i) => ({
  year: 1950 + ((i * 37) % 80),
  month: 1 + ((i * 5) % 12),
  day: 1 + ((i * 11) % 28),
  hour: (i * 7) % 24,
  minute: (i * 13) % 60,
  lat: -40 + ((i * 17) % 100),
  lon: -170 + ((i * 53) % 340),
  tzHours: Math.round(((-170 + ((i * 53) % 340)) / 15) * 2) / 2,
}));
const fonts = nodeCardFonts();
/** The drawing as the route makes it: here, or with outlines as the render Worker makes it (HarfBuzz). */
function chartSvg(input: Parameters<typeof chartDrawing>[0]): string {
  const { drawings, options } = chartDrawing(input);
  return needsOutlines(options)
    ? drawChartOutlined(drawings, options, fonts)
    : drawChartSvg(drawings, options);
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

console.log('| style | chart | labels | ms per drawing (median) | SVG bytes (README birth) |');
console.log('|---|---|---|---:|---:|');
for (const style of CHART_STYLES) {
  for (const kind of CHART_KINDS) {
    for (const labels of ['en', 'sa'] as const) {
      const draw = (b: (typeof births)[number]) => chartSvg({ ...b, style, chart: kind, labels });
      for (const b of births) draw(b); // warm up
      const passes: number[] = [];
      for (let p = 0; p < 5; p++) {
        const t = performance.now();
        for (const b of births) draw(b);
        passes.push((performance.now() - t) / births.length);
      }
      const bytes = new TextEncoder().encode(
        chartSvg({
          year: 1990,
          month: 5,
          day: 17,
          hour: 12,
          minute: 15,
          lat: 28.6139,
          lon: 77.209,
          tzHours: 5.5,
          style,
          chart: kind,
          labels,
        }),
      ).length;
      console.log(
        `| ${style} | ${kind} | ${labels} | ${median(passes).toFixed(3)} | ${bytes.toLocaleString('en-US')} |`,
      );
    }
  }
}
