/** Reading the structure of a chart drawing (src/engine/drawing/chart-svg.ts) back from its SVG text, for tests. */
import { XMLValidator } from 'fast-xml-parser';

export interface HouseRead {
  house: number;
  sign: number;
  grahas: string[];
  retrograde: string[];
  lagna: boolean;
  signNumber: number | null;
}
export interface ChartRead {
  varga: string;
  style: string;
  houses: HouseRead[];
}

/** The charts, houses, grahas and lagna marks of a drawing; throws unless the SVG is well-formed XML. */
export function readChartSvg(svg: string): ChartRead[] {
  const valid = XMLValidator.validate(svg);
  if (valid !== true) throw new Error(`not well-formed: ${JSON.stringify(valid)}`);
  return svg
    .split('<g class="chart" ')
    .slice(1)
    .map((chunk) => {
      const head = /^data-varga="([^"]*)" data-style="(\w+)"/.exec(chunk)!;
      const houses = [
        ...chunk.matchAll(/<g class="house" data-house="(\d+)" data-sign="(\d+)">(.*?)<\/g>/g),
      ].map((m) => {
        const inner = m[3]!;
        const num = /<text class="sign-number"[^>]*>(\d+)<\/text>/.exec(inner);
        return {
          house: Number(m[1]),
          sign: Number(m[2]),
          grahas: [...inner.matchAll(/data-graha="(\w+)"/g)].map((g) => g[1]!),
          retrograde: [...inner.matchAll(/data-graha="(\w+)" data-retrograde="true"/g)].map(
            (g) => g[1]!,
          ),
          lagna: /class="lagna"/.test(inner),
          signNumber: num ? Number(num[1]) : null,
        };
      });
      return { varga: head[1]!, style: head[2]!, houses };
    });
}
