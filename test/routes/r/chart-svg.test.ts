/**
 * Issue 17, "chart drawing": GET|POST /api/chart.svg draw the rashi and navamsa charts of a birth
 * (North or South Indian style) as SVG, the grahas in the signs POST /api/chart computes; errors
 * in E2 JSON. The rendered pictures are checked in a browser by test/browser/chart-svg-screenshots.
 */
import { describe, expect, it } from 'vitest';
import { GRAHA_NAMES } from '../../../src/engine/core/constants.js';
import { readChartSvg } from '../../chart-svg-structure.js';
import { call, postJson } from '../../helpers.js';

const BODY = {
  year: 1990,
  month: 5,
  day: 17,
  hour: 12,
  minute: 15,
  lat: 28.6139,
  lon: 77.209,
  tzHours: 5.5,
};
const QUERY = new URLSearchParams(Object.entries(BODY).map(([k, v]) => [k, String(v)])).toString();

interface Chart {
  lagna: { rashi: { index: number } };
  grahas: Array<{ name: string; rashi: { index: number } }>;
  vargas: Record<string, Record<string, number>>;
}

async function svgOf(res: Response): Promise<string> {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
  return res.text();
}

describe('GET|POST /api/chart.svg', () => {
  it('draws both charts with every graha in the sign the chart route computes (north and south)', async () => {
    const chart = await (
      await postJson('/api/chart?include=grahas,lagna,vargas.D9', BODY)
    ).json<Chart>();
    for (const style of ['north', 'south']) {
      const svg = await svgOf(await call(`/api/chart.svg?${QUERY}&style=${style}`));
      const charts = readChartSvg(svg);
      expect(charts.map((c) => [c.varga, c.style])).toEqual([
        ['D1', style],
        ['D9', style],
      ]);
      for (const c of charts) {
        expect(c.houses).toHaveLength(12);
        const expected =
          c.varga === 'D1'
            ? {
                lagna: chart.lagna.rashi.index,
                sign: (g: string) => chart.grahas.find((x) => x.name === g)!.rashi.index,
              }
            : { lagna: chart.vargas.D9!.lagna!, sign: (g: string) => chart.vargas.D9![g]! };
        const drawn = c.houses.flatMap((h) => h.grahas.map((g) => ({ g, sign: h.sign })));
        expect(drawn.map((d) => d.g).sort()).toEqual([...GRAHA_NAMES].sort());
        for (const d of drawn) expect(d.sign, `${c.varga} ${d.g}`).toBe(expected.sign(d.g));
        expect(c.houses.filter((h) => h.lagna).map((h) => [h.house, h.sign])).toEqual([
          [1, expected.lagna],
        ]);
      }
    }
  });

  it('marks: the special lagnas, upagrahas and arudhas on the rashi chart by their markings, the same points the T routes answer; a wrong mark is 400 naming marks', async () => {
    const svg = await svgOf(
      await call(`/api/chart.svg?${QUERY}&chart=rashi&marks=special_lagnas,arudhas,upagrahas`),
    );
    const drawn = [
      ...svg.matchAll(/<g class="house" data-house="\d+" data-sign="(\d+)">(.*?)<\/g>/g),
    ].flatMap((m) =>
      [...m[2]!.matchAll(/class="point" data-point="([A-Za-z0-9]+)" data-kind="([a-z-]+)"/g)].map(
        (p) => ({ abbr: p[1]!, kind: p[2]!, sign: Number(m[1]) }),
      ),
    );
    expect(drawn.filter((d) => d.kind === 'special-lagna')).toHaveLength(8);
    expect(drawn.filter((d) => d.kind === 'upagraha')).toHaveLength(11);
    expect(drawn.filter((d) => d.kind === 'arudha').map((d) => d.abbr)).toContain('UL');
    const plain = await svgOf(await call(`/api/chart.svg?${QUERY}&chart=rashi`));
    expect(plain).not.toContain('class="point"');
    const bad = await call(`/api/chart.svg?${QUERY}&marks=gulika`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      error: 'invalid-field',
      field: 'marks',
      message: expect.stringContaining('upagrahas'),
    });
    const post = await svgOf(
      await postJson('/api/chart.svg', { ...BODY, style: 'south', marks: ['arudhas'] }),
    );
    expect(post.match(/data-kind="arudha"/g)).toHaveLength(12);
  });

  it('POST takes the chart body plus style, chart and degrees', async () => {
    const svg = await svgOf(
      await postJson('/api/chart.svg', {
        ...BODY,
        houseSystem: 'equal',
        style: 'south',
        chart: 'navamsa',
        degrees: false,
      }),
    );
    expect(readChartSvg(svg).map((c) => c.varga)).toEqual(['D9']);
    expect(svg).toContain('Navamsa (D9)');
    const rashi = await svgOf(
      await postJson('/api/chart.svg', { ...BODY, chart: 'rashi', degrees: false }),
    );
    expect(readChartSvg(rashi).map((c) => c.varga)).toEqual(['D1']);
    expect(rashi).not.toMatch(/class="graha"[^>]*>[^<]*°/);
    expect(await svgOf(await call(`/api/chart.svg?${QUERY}&chart=rashi`))).toMatch(
      /class="graha"[^>]*>Su 2°23&#39;</,
    );
  });

  it('the header names the person, the time with its offset, the place and the ayanamsa', async () => {
    const svg = await svgOf(await call(`/api/chart.svg?${QUERY}&name=Asha&ayanamsa=kp`));
    expect(svg).toContain('>Asha</text>');
    expect(svg).toContain(
      '1990-05-17 12:15 UTC+05:30 · 28.6139°N 77.2090°E · Krishnamurti ayanamsa',
    );
    expect(await svgOf(await call(`/api/chart.svg?${QUERY}`))).toContain('>Birth chart</text>');
  });

  it('a name cannot inject markup (script tags, quotes, attributes)', async () => {
    const name = `<script>alert("x")</script>"' onload="alert(1)`;
    for (const res of [
      await postJson('/api/chart.svg', { ...BODY, name }),
      await call(`/api/chart.svg?${QUERY}&name=${encodeURIComponent(name)}`),
    ]) {
      const svg = await svgOf(res);
      expect(svg).not.toMatch(/<script/i);
      expect(svg).not.toContain('onload="');
      expect(svg).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;');
      expect(readChartSvg(svg)).toHaveLength(2);
    }
  });

  it('labels=sa draws the Devanagari abbreviations as outlines from the bundled Noto fonts', async () => {
    const svg = await svgOf(await call(`/api/chart.svg?${QUERY}&labels=sa&style=south`));
    const charts = readChartSvg(svg);
    expect(charts.flatMap((c) => c.houses.flatMap((h) => h.grahas))).toHaveLength(18);
    const paths = [...svg.matchAll(/<path class="(graha|lagna)"[^>]* d="([^"]*)"/g)];
    expect(paths).toHaveLength(20); // 9 grahas and the lagna, twice
    for (const p of paths) expect(p[2]!.length).toBeGreaterThan(50); // real glyph outlines
    expect(svg).toContain('aria-label="Sun 2°23&#39;"');
    const post = await svgOf(
      await postJson('/api/chart.svg', { ...BODY, labels: 'sa', chart: 'rashi' }),
    );
    expect(post).toContain(
      '<path class="graha" data-graha="Saturn" data-retrograde="true" aria-label="Saturn retrograde 1°29&#39;"',
    );
  });

  it('a name in an Indic script is drawn as outlines by the render Worker (no tofu without the font); a Latin name stays text', async () => {
    for (const name of ['आशा वर्मा', 'স্বাস্থ্য বৃহস্পতি', 'ನಿಮ್ಮ ಜಾತಕ', 'Asha വർമ്മ']) {
      for (const res of [
        await call(`/api/chart.svg?${QUERY}&name=${encodeURIComponent(name)}`),
        await postJson('/api/chart.svg', { ...BODY, name }),
      ]) {
        const svg = await svgOf(res);
        expect(svg).not.toMatch(/<text class="title"/);
        const title = /<path class="title" aria-label="([^"]*)" fill="#222222" d="([^"]*)"\/>/.exec(
          svg,
        );
        expect(title?.[1], name).toBe(name);
        expect(title![2]!.length).toBeGreaterThan(200); // real glyph outlines
        expect(svg).toContain(`<title id="chart-title">${name} · `);
        expect(readChartSvg(svg)).toHaveLength(2);
        // English labels stay text
        expect(svg).toMatch(/<text class="graha"/);
      }
    }
    const latin = await svgOf(
      await call(`/api/chart.svg?${QUERY}&name=${encodeURIComponent('José Müller')}`),
    );
    expect(latin).toContain('<text class="title"');
    expect(latin).toContain('>José Müller</text>');
    // a script the card fonts do not draw (Gurmukhi) stays text for the viewer's fonts rather than losing letters
    const gurmukhi = await svgOf(
      await call(`/api/chart.svg?${QUERY}&name=${encodeURIComponent('ਆਸ਼ਾ')}`),
    );
    expect(gurmukhi).toContain('>ਆਸ਼ਾ</text>');
  });

  it('headers: a CSP that runs nothing, CORS open, GET cacheable with an ETag (304), POST not stored', async () => {
    const get = await call(`/api/chart.svg?${QUERY}`);
    expect(get.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(get.headers.get('access-control-allow-origin')).toBe('*');
    expect(get.headers.get('cache-control')).toBe('public, max-age=86400');
    const tag = get.headers.get('etag')!;
    expect(tag).toBeTruthy();
    expect(
      (await call(`/api/chart.svg?${QUERY}`, { headers: { 'if-none-match': tag } })).status,
    ).toBe(304);
    expect((await postJson('/api/chart.svg', BODY)).headers.get('cache-control')).toBe('no-store');
    const head = await call(`/api/chart.svg?${QUERY}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('bad input is a 400 in E2 naming the field', async () => {
    const cases: Array<[string, string, string]> = [
      [`${QUERY}&style=east`, 'style', 'invalid-field'],
      [`${QUERY}&chart=d60`, 'chart', 'invalid-field'],
      [`${QUERY}&degrees=yes`, 'degrees', 'invalid-field'],
      [`${QUERY}&labels=hi`, 'labels', 'invalid-field'],
      [QUERY.replace('year=1990', 'year=3000'), 'year', 'out-of-epoch-range'],
      [QUERY.replace('month=5&day=17', 'month=2&day=30'), 'day', 'invalid-field'],
      [QUERY.replace('hour=12', 'hour=12.5'), 'hour', 'invalid-field'],
      [QUERY.replace('lat=28.6139', 'lat=north'), 'lat', 'invalid-field'],
      [QUERY.replace('year=1990&', ''), 'year', 'invalid-field'],
      [`${QUERY}&houseSystem=equal`, 'houseSystem', 'invalid-field'],
    ];
    for (const [q, field, code] of cases) {
      const res = await call(`/api/chart.svg?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/json');
      const body = await res.json<{ error: string; message: string; field: string }>();
      expect(body, q).toMatchObject({ error: code, field });
      expect(body.message.startsWith(`${field}: `)).toBe(true);
    }
    const post = await postJson('/api/chart.svg', { ...BODY, style: 'north', size: 3 });
    expect(post.status).toBe(400);
    expect(await post.json()).toMatchObject({
      error: 'invalid-field',
      field: 'size',
      message: 'size: unknown field',
    });
    expect((await postJson('/api/chart.svg', { ...BODY, degrees: 'true' })).status).toBe(400);
  });

  it('other methods are 405 with Allow', async () => {
    const res = await call('/api/chart.svg', { method: 'PUT' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toContain('GET');
    expect(res.headers.get('allow')).toContain('POST');
  });
});
