/**
 * The chart drawing in a real browser (issue 17): the SVG that GET|POST /api/chart.svg serve for
 * one fixed birth (the README's: 1990-05-17 12:15 +05:30, New Delhi) is drawn by Debian's Chromium
 * (driven by playwright-core) in each style (north, south) and each chart (rashi, navamsa, both),
 * the rashi chart with the special lagnas, upagrahas and arudha padas marked (`marks`, issue 34),
 * and with Devanagari labels (`labels=sa`, outlines from assets/fonts, drawn as the render Worker
 * draws them: src/render/chart.ts) for both charts, and with a name in Bengali (the title as outlines).
 *
 * - The screenshot is compared with the committed reference test/fixtures/chart-svg/<style>-<chart>[-sa].png
 *   pixel by pixel (pixelmatch, colour threshold 0.1, at most 0.2% of the pixels may differ).
 *   The drawing's text uses the generic `sans-serif` family, so the references hold for the fonts
 *   of this image: Chromium's sans-serif is Liberation Sans (Debian's fonts-liberation, which
 *   .ci/run installs when missing; with DejaVu Sans alone every picture differs).
 * - The structure is read from the DOM: 12 houses per chart, every graha drawn once in the house
 *   of its sign, the lagna marked once in house 1, and every label's box inside its house (its
 *   four corners inside the house's polygon or cell) without overlapping another label.
 *
 * Regenerate the references (then look at every PNG before committing):
 *   UPDATE_CHART_REFERENCES=1 npx vitest run --project browser test/browser/chart-svg-screenshots.test.ts
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { PNG } from 'pngjs';
import pixelmatch from 'pixelmatch';
import {
  chartDrawing,
  CHART_KINDS,
  CHART_MARKS,
  markPoints,
  type ChartKind,
} from '../../src/routes/r/chart-svg.js';
import { birthOfR } from '../../src/routes/shared/birth.js';
import { rChartPartsResponse } from '../../src/routes/shared/reference/chart.js';
import { drawChartSvg, type VargaDrawing } from '../../src/engine/drawing/chart-svg.js';
import { drawChartOutlined } from '../../src/render/chart.js';
import { nodeCardFonts } from './fonts.js';
import { CHART_STYLES, type ChartStyle } from '../../src/engine/drawing/chart-svg.js';
import { GRAHA_NAMES, type GrahaName } from '../../src/engine/core/constants.js';
import { chromiumPath, CHROMIUM_ARGS } from './chromium.js';

const ROOT = join(import.meta.dirname, '..', '..');
const FONTS = nodeCardFonts();
/** The drawing as GET /api/chart.svg answers it: here without outlines, by the render Worker's code with them. */
function chartSvg(input: Parameters<typeof chartDrawing>[0]): string {
  const { drawings, options } = chartDrawing(input);
  return options.labels === 'sa' || /[\u0900-\u0d7f]/u.test(options.title ?? '')
    ? drawChartOutlined(drawings, options, FONTS)
    : drawChartSvg(drawings, options);
}
const REF_DIR = join(ROOT, 'test/fixtures/chart-svg');
const UPDATE = process.env.UPDATE_CHART_REFERENCES === '1';
const BIRTH = {
  year: 1990,
  month: 5,
  day: 17,
  hour: 12,
  minute: 15,
  lat: 28.6139,
  lon: 77.209,
  tzHours: 5.5,
  name: 'Asha Verma',
};

/** The few DOM types the page-side reader uses (this Node program has no DOM library). */
interface DomBox {
  x: number;
  y: number;
  width: number;
  height: number;
}
interface DomNode {
  tagName: string;
  textContent: string | null;
  getAttribute(name: string): string | null;
  querySelector(selector: string): DomNode | null;
  querySelectorAll(selector: string): ArrayLike<DomNode>;
  getBBox(): DomBox;
  points?: ArrayLike<{ x: number; y: number }>;
}
declare const document: { querySelectorAll(selector: string): ArrayLike<DomNode> };

interface HouseDom {
  varga: string;
  house: number;
  sign: number;
  grahas: string[];
  points: string[];
  lagna: number;
  problems: string[];
}

/** Read the drawing back from the DOM and check every label's box against its house's shape. */
function readDom(page: Page): Promise<HouseDom[]> {
  return page.evaluate(() => {
    const inside = (pts: Array<[number, number]>, x: number, y: number): boolean => {
      // a point on or within 1 px of the polygon counts as inside (anti-aliased edges)
      let c = false;
      for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
        const [xi, yi] = pts[i]!,
          [xj, yj] = pts[j]!;
        if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) c = !c;
      }
      if (c) return true;
      for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
        const [x1, y1] = pts[j]!,
          [x2, y2] = pts[i]!;
        const len2 = (x2 - x1) ** 2 + (y2 - y1) ** 2;
        const t = Math.max(0, Math.min(1, ((x - x1) * (x2 - x1) + (y - y1) * (y2 - y1)) / len2));
        if (Math.hypot(x - (x1 + t * (x2 - x1)), y - (y1 + t * (y2 - y1))) <= 1) return true;
      }
      return false;
    };
    const out: HouseDom[] = [];
    for (const chart of Array.from(document.querySelectorAll('g.chart'))) {
      for (const g of Array.from(chart.querySelectorAll('g.house'))) {
        const shape = g.querySelector('polygon, rect')!;
        let pts: Array<[number, number]>;
        if (shape.tagName === 'polygon') pts = Array.from(shape.points!).map((p) => [p.x, p.y]);
        else {
          const b = shape.getBBox();
          pts = [
            [b.x, b.y],
            [b.x + b.width, b.y],
            [b.x + b.width, b.y + b.height],
            [b.x, b.y + b.height],
          ];
        }
        const problems: string[] = [];
        const labels = Array.from(g.querySelectorAll('.graha, .lagna, .point'));
        const boxes = labels.map((t) => t.getBBox());
        boxes.forEach((b, i) => {
          const corners: Array<[number, number]> = [
            [b.x, b.y],
            [b.x + b.width, b.y],
            [b.x + b.width, b.y + b.height],
            [b.x, b.y + b.height],
          ];
          for (const [x, y] of corners)
            if (!inside(pts, x, y))
              problems.push(
                `${labels[i]!.textContent || labels[i]!.getAttribute('aria-label')} leaves its house at (${x.toFixed(1)}, ${y.toFixed(1)})`,
              );
          boxes.forEach((o, k) => {
            if (
              k > i &&
              b.x < o.x + o.width &&
              o.x < b.x + b.width &&
              b.y < o.y + o.height &&
              o.y < b.y + b.height
            )
              problems.push(
                `${labels[i]!.textContent || labels[i]!.getAttribute('aria-label')} overlaps ${labels[k]!.textContent || labels[k]!.getAttribute('aria-label')}`,
              );
          });
          if (b.height < 6.5)
            problems.push(
              `${labels[i]!.textContent || labels[i]!.getAttribute('aria-label')} is ${b.height.toFixed(1)} px high`,
            );
        });
        out.push({
          varga: chart.getAttribute('data-varga')!,
          house: Number(g.getAttribute('data-house')),
          sign: Number(g.getAttribute('data-sign')),
          grahas: Array.from(g.querySelectorAll('.graha')).map((t) =>
            t.getAttribute('data-graha')!,
          ),
          points: Array.from(g.querySelectorAll('.point')).map((t) =>
            t.getAttribute('data-point')!,
          ),
          lagna: g.querySelectorAll('.lagna').length,
          problems,
        });
      }
    }
    return out;
  });
}

async function render(svg: string): Promise<{ shot: Buffer; houses: HouseDom[] }> {
  const width = Number(/width="(\d+)"/.exec(svg)![1]);
  const height = Number(/height="(\d+)"/.exec(svg)![1]);
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  await page.setContent(
    `<!doctype html><html><body style="margin:0;background:#fff">${svg}</body></html>`,
  );
  const shot = await page.screenshot({ clip: { x: 0, y: 0, width, height } });
  const houses = await readDom(page);
  await page.close();
  return { shot, houses };
}

function diffRatio(a: Buffer, b: Buffer): number {
  const pa = PNG.sync.read(a);
  const pb = PNG.sync.read(b);
  expect([pa.width, pa.height]).toEqual([pb.width, pb.height]);
  return (
    pixelmatch(pa.data, pb.data, undefined, pa.width, pa.height, { threshold: 0.1 }) /
    (pa.width * pa.height)
  );
}

/** Every chart drawn: 12 houses, each graha once in the house of its sign, the lagna once in house 1, labels inside and apart. */
function checkStructure(
  houses: HouseDom[],
  expected: Record<string, { lagna: number; signs: Record<string, number> }>,
): void {
  expect([...new Set(houses.map((h) => h.varga))]).toEqual(Object.keys(expected));
  for (const [varga, exp] of Object.entries(expected)) {
    const hs = houses.filter((h) => h.varga === varga);
    expect(hs.map((h) => h.house).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
    expect(hs.flatMap((h) => h.grahas).sort()).toEqual([...GRAHA_NAMES].sort());
    for (const h of hs)
      for (const g of h.grahas) expect(h.sign, `${varga} ${g}`).toBe(exp.signs[g]);
    expect(hs.filter((h) => h.lagna > 0).map((h) => [h.house, h.sign, h.lagna])).toEqual([
      [1, exp.lagna, 1],
    ]);
    expect(hs.flatMap((h) => h.problems)).toEqual([]);
  }
}

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
});
afterAll(async () => {
  await browser?.close();
});

const chart = rChartPartsResponse({ ...BIRTH }, 'grahas,lagna,vargas.D9');
const EXPECTED = {
  D1: {
    lagna: chart.lagna!.rashi.index,
    signs: Object.fromEntries(chart.grahas!.map((g) => [g.name, g.rashi.index])),
  },
  D9: {
    lagna: (chart.vargas as Record<string, Record<string, number>>).D9!.lagna!,
    signs: (chart.vargas as Record<string, Record<string, number>>).D9!,
  },
};

describe('chart drawing in Chromium', () => {
  const cases = CHART_STYLES.flatMap((style) =>
    CHART_KINDS.map((kind) => [style, kind] as [ChartStyle, ChartKind]),
  );
  it.each(cases)(
    '%s %s: the structure is right and the picture matches its reference',
    async (style, kind) => {
      const { shot, houses } = await render(chartSvg({ ...BIRTH, style, chart: kind }));
      checkStructure(
        houses,
        kind === 'rashi'
          ? { D1: EXPECTED.D1 }
          : kind === 'navamsa'
            ? { D9: EXPECTED.D9 }
            : EXPECTED,
      );
      const ref = join(REF_DIR, `${style}-${kind}.png`);
      if (UPDATE) {
        mkdirSync(REF_DIR, { recursive: true });
        writeFileSync(ref, shot);
      } else if (!existsSync(ref)) {
        throw new Error(
          `no reference ${ref}: run with UPDATE_CHART_REFERENCES=1 and check the image by eye`,
        );
      }
      expect(diffRatio(shot, readFileSync(ref))).toBeLessThanOrEqual(0.002);
    },
  );

  it.each(CHART_STYLES)(
    '%s both, Devanagari labels (outlines from the bundled Noto fonts): structure and picture',
    async (style) => {
      const { shot, houses } = await render(
        chartSvg({ ...BIRTH, style, chart: 'both', labels: 'sa' }),
      );
      checkStructure(houses, EXPECTED);
      const ref = join(REF_DIR, `${style}-both-sa.png`);
      if (UPDATE) writeFileSync(ref, shot);
      else if (!existsSync(ref))
        throw new Error(
          `no reference ${ref}: run with UPDATE_CHART_REFERENCES=1 and check the image by eye`,
        );
      expect(diffRatio(shot, readFileSync(ref))).toBeLessThanOrEqual(0.002);
    },
  );

  it('a name in Bengali is drawn as outlines (no font needed on the viewer side): structure and picture', async () => {
    const { shot, houses } = await render(
      chartSvg({ ...BIRTH, name: 'অনুশ্রী চন্দ্র বৃহস্পতি', style: 'north', chart: 'both' }),
    );
    checkStructure(houses, EXPECTED);
    const ref = join(REF_DIR, 'north-both-bn-name.png');
    if (UPDATE) writeFileSync(ref, shot);
    else if (!existsSync(ref))
      throw new Error(
        `no reference ${ref}: run with UPDATE_CHART_REFERENCES=1 and check the image by eye`,
      );
    expect(diffRatio(shot, readFileSync(ref))).toBeLessThanOrEqual(0.002);
  });

  it.each(CHART_STYLES)(
    '%s rashi with the special lagnas, upagrahas and arudhas marked (`marks`): every point once in the house of its sign, labels inside and apart; picture',
    async (style) => {
      const { shot, houses } = await render(
        chartSvg({ ...BIRTH, style, chart: 'rashi', marks: [...CHART_MARKS] }),
      );
      checkStructure(houses, { D1: EXPECTED.D1 });
      const points = markPoints(
        birthOfR({ ...BIRTH }),
        { ayanamsa: 'lahiri', nodeMode: 'mean' },
        CHART_MARKS,
      );
      expect(points).toHaveLength(8 + 11 + 12);
      expect(houses.flatMap((h) => h.points).sort()).toEqual(points.map((p) => p.abbr).sort());
      for (const h of houses)
        for (const abbr of h.points)
          expect(h.sign, abbr).toBe(points.find((p) => p.abbr === abbr)!.sign);
      expect(houses.flatMap((h) => h.points)).toEqual(
        expect.arrayContaining(['HL', 'GL', 'Gk', 'Md', 'AL', 'UL']),
      );
      const ref = join(REF_DIR, `${style}-rashi-marks.png`);
      if (UPDATE) writeFileSync(ref, shot);
      else if (!existsSync(ref))
        throw new Error(
          `no reference ${ref}: run with UPDATE_CHART_REFERENCES=1 and check the image by eye`,
        );
      expect(diffRatio(shot, readFileSync(ref))).toBeLessThanOrEqual(0.002);
    },
  );

  it.each(CHART_STYLES)(
    '%s: crowded houses (7 labels in one sign) keep every label inside its house, apart and legible',
    async (style) => {
      const g = (name: GrahaName, sign: number, deg: number, retrograde = false) => ({
        name,
        sign,
        degInSign: deg,
        retrograde,
      });
      // every house shape gets a crowd: lagna in Aries (north: house 1 a diamond, 3 a side triangle, 12 a top triangle)
      for (const crowdSign of [1, 3, 12]) {
        const grahas = GRAHA_NAMES.map((n, i) =>
          n === 'Rahu'
            ? g(n, 6, 3.2, true)
            : n === 'Ketu'
              ? g(n, 12 === crowdSign ? 6 : 12, 3.2, true)
              : g(n, crowdSign, 29.99 - i, i % 2 === 0),
        );
        const d: VargaDrawing = {
          caption: 'Crowded',
          varga: 'D1',
          lagnaSign: 1,
          lagnaDegInSign: 29.999,
          grahas,
        };
        const { houses } = await render(drawChartSvg([d], { style, title: 'Crowded' }));
        expect(
          houses.flatMap((h) => h.problems),
          `crowd in sign ${crowdSign}`,
        ).toEqual([]);
        expect(houses.flatMap((h) => h.grahas).sort()).toEqual([...GRAHA_NAMES].sort());
      }
    },
  );
});
