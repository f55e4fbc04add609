import { describe, expect, it } from 'vitest';
import { GRAHA_NAMES, type GrahaName } from '../../../src/engine/core/constants.js';
import {
  drawChartSvg,
  houseOfSign,
  signOfHouse,
  titleNeedsOutlines,
  type VargaDrawing,
} from '../../../src/engine/drawing/chart-svg.js';
import { escapeSvg as escapeXml } from '../../../src/engine/markup/escape.js';
import { readChartSvg } from '../../chart-svg-structure.js';

/** A chart with the lagna in Leo (5) and the grahas of the README birth's rashi chart. */
const SIGNS: Record<GrahaName, number> = {
  Sun: 2,
  Moon: 10,
  Mars: 11,
  Mercury: 1,
  Jupiter: 3,
  Venus: 12,
  Saturn: 10,
  Rahu: 10,
  Ketu: 4,
};
const D1: VargaDrawing = {
  caption: 'Rashi (D1)',
  varga: 'D1',
  lagnaSign: 5,
  lagnaDegInSign: 4.06,
  grahas: GRAHA_NAMES.map((name) => ({
    name,
    sign: SIGNS[name],
    retrograde: name === 'Saturn' || name === 'Rahu' || name === 'Ketu',
    degInSign: 12.5,
  })),
};

describe('house and sign arithmetic', () => {
  it('the sign of a house and the house of a sign are inverse, house 1 is the lagna', () => {
    for (let lagna = 1; lagna <= 12; lagna++) {
      expect(signOfHouse(1, lagna)).toBe(lagna);
      for (let h = 1; h <= 12; h++) expect(houseOfSign(signOfHouse(h, lagna), lagna)).toBe(h);
    }
    expect(signOfHouse(12, 5)).toBe(4);
    expect(houseOfSign(1, 12)).toBe(2);
  });
});

describe('drawChartSvg', () => {
  for (const style of ['north', 'south'] as const) {
    it(`${style}: 12 houses with their signs, every graha once in the house of its sign, the lagna marked once`, () => {
      const [chart] = readChartSvg(drawChartSvg([D1], { style }));
      expect(chart!.style).toBe(style);
      expect(chart!.houses.map((h) => h.house).sort((a, b) => a - b)).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
      ]);
      expect(chart!.houses.map((h) => h.sign).sort((a, b) => a - b)).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
      ]);
      for (const h of chart!.houses) expect(h.sign).toBe(signOfHouse(h.house, 5));
      const drawn = chart!.houses.flatMap((h) => h.grahas.map((g) => [g, h.sign] as const));
      expect(drawn.map(([g]) => g).sort()).toEqual([...GRAHA_NAMES].sort());
      for (const [g, sign] of drawn) expect(sign, g).toBe(SIGNS[g as GrahaName]);
      const lagna = chart!.houses.filter((h) => h.lagna);
      expect(lagna).toHaveLength(1);
      expect(lagna[0]).toMatchObject({ house: 1, sign: 5 });
      expect(chart!.houses.find((h) => h.sign === 10)!.retrograde.sort()).toEqual([
        'Rahu',
        'Saturn',
      ]);
    });
  }

  it('north: the houses are fixed and numbered with their signs; south: the signs are fixed', () => {
    const north = readChartSvg(drawChartSvg([{ ...D1, lagnaSign: 9 }], { style: 'north' }))[0]!;
    for (const h of north.houses) expect(h.signNumber).toBe(signOfHouse(h.house, 9));
    const a = drawChartSvg([{ ...D1, lagnaSign: 9 }], { style: 'south' });
    const b = drawChartSvg([{ ...D1, lagnaSign: 2 }], { style: 'south' });
    // the same cells, in the same places, for any lagna: only house numbers, fills and the mark move
    const rects = (svg: string) =>
      [...svg.matchAll(/data-sign="(\d+)"><rect x="([\d.]+)" y="([\d.]+)"/g)].map((m) =>
        m.slice(1).join(','),
      );
    expect(rects(a)).toEqual(rects(b));
    expect(a.match(/class="lagna-corner"/g)).toHaveLength(1);
  });

  it('prints degrees within the sign and (R) for retrograde grahas except the nodes', () => {
    const svg = drawChartSvg([D1], { style: 'south' });
    // the minute mark is escaped like every quote
    expect(svg).toContain('>Sa(R) 12°30&#39;<');
    expect(svg).toContain('>Ra 12°30&#39;<');
    expect(svg).toContain('>Asc 4°04&#39;<');
    const bare = drawChartSvg(
      [{ ...D1, lagnaDegInSign: undefined, grahas: D1.grahas.map(({ degInSign: _d, ...g }) => g) }],
      { style: 'south' },
    );
    expect(bare).not.toContain('°');
  });

  it('draws two charts side by side', () => {
    const charts = readChartSvg(
      drawChartSvg([D1, { ...D1, caption: 'Navamsa (D9)', varga: 'D9' }], { style: 'north' }),
    );
    expect(charts.map((c) => c.varga)).toEqual(['D1', 'D9']);
  });

  it('escapes a name and captions: no markup can be injected, the document stays well-formed', () => {
    const evil = `<script>alert("x")</script> & 'q' \u0001\uffff\ud800`;
    const svg = drawChartSvg([{ ...D1, caption: evil, varga: `"><script>` }], {
      style: 'south',
      title: evil,
      subtitle: `"/><svg onload="alert(1)">`,
    });
    expect(svg).not.toMatch(/<script/i);
    expect(svg).not.toMatch(/<svg onload/);
    expect(svg.match(/<svg /g)).toHaveLength(1);
    expect(svg).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#39;q&#39;');
    expect(readChartSvg(svg)).toHaveLength(1); // well-formed: the control character and the lone surrogate were replaced
    expect(escapeXml('a\u0001b\ud83d\ude00c\ud800')).toBe('a\ufffdb\ud83d\ude00c\ufffd');
  });

  it('cuts a very long title to the width, keeping the whole text in the accessible title', () => {
    const long = 'N'.repeat(200);
    const svg = drawChartSvg([D1], { style: 'north', title: long });
    expect(svg).toContain(`<title id="chart-title">${long}`);
    const shown = /<text class="title"[^>]*>([^<]*)<\/text>/.exec(svg)![1]!;
    expect(shown.endsWith('…')).toBe(true);
    expect(shown.length).toBeLessThan(60);
  });

  it('refuses signs outside 1-12 and unknown grahas', () => {
    expect(() => drawChartSvg([{ ...D1, lagnaSign: 0 }], { style: 'north' })).toThrow(RangeError);
    expect(() =>
      drawChartSvg([{ ...D1, grahas: [{ name: 'Sun', sign: 13 }] }], { style: 'north' }),
    ).toThrow(RangeError);
    expect(() =>
      drawChartSvg([{ ...D1, grahas: [{ name: 'Pluto' as GrahaName, sign: 1 }] }], {
        style: 'north',
      }),
    ).toThrow(RangeError);
    expect(() => drawChartSvg([], { style: 'north' })).toThrow(RangeError);
  });

  it('is deterministic', () => {
    expect(drawChartSvg([D1], { style: 'north', title: 'A' })).toBe(
      drawChartSvg([D1], { style: 'north', title: 'A' }),
    );
  });
});

describe('Devanagari labels (labels: sa)', () => {
  /** Outlines of a fake font: every character 0.6 em wide, a rectangle per label (enough to test the layout). */
  const fake = {
    widthEm: (t: string) => [...t].length * 0.6,
    path: (t: string, px: number, x: number, y: number) =>
      `M${x.toFixed(1)} ${y.toFixed(1)}h${([...t].length * 0.6 * px).toFixed(1)}v-${(0.7 * px).toFixed(1)}z`,
  };

  it('draws each label as one outline path with the English words in aria-label, the structure unchanged', () => {
    const svg = drawChartSvg([D1], { style: 'north', labels: 'sa', glyphs: fake });
    const [chart] = readChartSvg(svg);
    expect(chart!.houses.flatMap((h) => h.grahas).sort()).toEqual([...GRAHA_NAMES].sort());
    expect(chart!.houses.filter((h) => h.lagna).map((h) => h.house)).toEqual([1]);
    expect(svg).not.toMatch(/<text class="graha"/);
    expect(svg).toMatch(
      /<path class="graha" data-graha="Saturn" data-retrograde="true" aria-label="Saturn retrograde 12°30&#39;" fill="#222222" d="M/,
    );
    expect(svg).toMatch(/<path class="lagna" data-lagna="true" aria-label="Lagna 4°04&#39;"/);
  });

  it('a title with titleGlyphs is one outline path named in aria-label, cut by whole clusters to the width', () => {
    const svg = drawChartSvg([D1], { style: 'north', title: 'आशा वर्मा', titleGlyphs: fake });
    expect(svg).not.toMatch(/<text class="title"/);
    expect(svg).toMatch(
      /<path class="title" aria-label="आशा वर्मा" fill="#222222" d="M20\.0 40\.0h/,
    );
    const long = drawChartSvg([D1], { style: 'north', title: 'क'.repeat(200), titleGlyphs: fake });
    const width = Number(/<path class="title"[^>]* d="M[\d.]+ [\d.]+h([\d.]+)/.exec(long)![1]);
    expect(width).toBeLessThanOrEqual(400);
    expect(width).toBeGreaterThan(350);
    expect(titleNeedsOutlines('आशा')).toBe(true);
    expect(titleNeedsOutlines('ನಿಮ್ಮ')).toBe(true);
    expect(titleNeedsOutlines('José Müller')).toBe(false);
    expect(titleNeedsOutlines(undefined)).toBe(false);
  });

  it('needs the glyphs to draw with', () => {
    expect(() => drawChartSvg([D1], { style: 'south', labels: 'sa' })).toThrow(/glyphs/);
  });
});
