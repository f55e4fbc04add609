/**
 * Family P social card: shaping (conjuncts, reordered matras, Tamil split vowels) checked on
 * fontkit's glyph runs, paths only in the SVG, wrapping and truncation, PNG through resvg,
 * caching, escaping and errors. The pixels are checked in headless Chromium by
 * test/browser/card-screenshots.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { call } from '../../helpers.js';
import { cardFonts } from '../../../src/routes/p/og-image.js';
import { CARD_LANGS, renderCardSvg } from '../../../src/engine/card/card.js';
import { runsOf, shape, wrapText } from '../../../src/engine/card/text.js';

const TITLES: Record<string, string> = {
  en: 'Your birth chart is ready',
  hi: 'आपकी जन्म कुंडली तैयार है क्षत्रिय विचार',
  bn: 'আপনার জন্মকুণ্ডলী প্রস্তুত',
  ta: 'உங்கள் ஜாதகம் தயாராக உள்ளது கொ',
  te: 'మీ జాతకం సిద్ధంగా ఉంది',
  kn: 'ನಿಮ್ಮ ಜಾತಕ ಸಿದ್ಧವಾಗಿದೆ',
  ml: 'നിങ്ങളുടെ ജാതകം തയ്യാറാണ്',
  gu: 'તમારી જન્મકુંડળી તૈયાર છે',
};

describe('shaping', () => {
  const f = cardFonts();
  it('Devanagari: the i-matra is drawn before its consonant, and क्ष is one conjunct glyph', () => {
    const ka = f.devanagari!.layout('क').glyphs[0]!.id;
    const ki = f.devanagari!.layout('कि').glyphs.map((g) => g.id);
    expect(ki).toHaveLength(2);
    expect(ki[1]).toBe(ka); // the matra (typed second) is drawn first
    expect(ki[0]).not.toBe(ka);
    const ksha = f.devanagari!.layout('क्ष');
    expect(ksha.glyphs).toHaveLength(1);
    expect(ksha.glyphs[0]!.id).not.toBe(ka);
  });
  it('Tamil: the split vowel ொ puts its two parts around the consonant', () => {
    const ko = f.tamil!.layout('கொ').glyphs.map((g) => g.id);
    const ka = f.tamil!.layout('க').glyphs[0]!.id;
    expect(ko).toHaveLength(3);
    expect(ko[1]).toBe(ka);
  });
  it('Bengali: the e-kar is reordered before its consonant', () => {
    const ke = f.bengali!.layout('কে').glyphs.map((g) => g.id);
    expect(ke[1]).toBe(f.bengali!.layout('ক').glyphs[0]!.id);
  });
  it('Malayalam: a run the shaper cannot mark-position is shaped again, not dropped', () => {
    const run = shape(f.malayalam!, 'തയ്യാറാണ്');
    expect(run.glyphs.length).toBeGreaterThanOrEqual(5);
  });
  it('mixed text is cut into runs by font coverage (₹ and digits from the fallbacks)', () => {
    const runs = runsOf('मूल्य ₹499', [f.devanagari!, f.latin!]);
    expect(runs.map((r) => r.text).join('')).toBe('मूल्य ₹499');
    expect(runs.length).toBeGreaterThanOrEqual(2);
  });
});

describe('renderCardSvg', () => {
  it.each(CARD_LANGS)('%s: 1200x630, paths only, no text for the viewer to lay out', (lang) => {
    const { svg } = renderCardSvg({ title: TITLES[lang]!, lang, tier: 'Pro', price: '₹499' }, cardFonts());
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1200" height="630"/);
    expect(svg).not.toMatch(/<text/);
    expect((svg.match(/<path /g) ?? []).length).toBeGreaterThanOrEqual(4);
  });
  it('wraps at spaces into at most 3 lines and truncates with an ellipsis by whole clusters', () => {
    const long = 'जन्म कुंडली '.repeat(40);
    const { titleLines, truncated } = renderCardSvg({ title: long, lang: 'hi' }, cardFonts());
    expect(titleLines).toHaveLength(3);
    expect(truncated).toBe(true);
    expect(titleLines[2]!.endsWith('…')).toBe(true);
    const w = wrapText('a b c', [cardFonts().latin!], 68, 1040, 3);
    expect(w).toEqual({ lines: ['a b c'], truncated: false });
  });
  it('escapes the title where it appears as text (title and aria-label)', () => {
    const { svg } = renderCardSvg({ title: '<script>alert("x")</script> & more', lang: 'en' }, cardFonts());
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;script&#62;');
  });
  it('is deterministic', () => {
    const a = renderCardSvg({ title: TITLES.ml!, lang: 'ml' }, cardFonts()).svg;
    expect(renderCardSvg({ title: TITLES.ml!, lang: 'ml' }, cardFonts()).svg).toBe(a);
  });
});

describe('GET /p/api/og-image', () => {
  it('serves the SVG, the same bytes as the engine, cached in KV', async () => {
    const q = `title=${encodeURIComponent(TITLES.hi!)}&lang=hi&tier=Pro&price=${encodeURIComponent('₹499')}`;
    const res = await call(`/p/api/og-image?${q}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const body = await res.text();
    expect(body).toBe(renderCardSvg({ title: TITLES.hi!, lang: 'hi', tier: 'Pro', price: '₹499' }, cardFonts()).svg);
    const again = await call(`/p/api/og-image?${q}`);
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(await again.text()).toBe(body);
  });
  it('format=png is a PNG of the card from resvg', async () => {
    const res = await call(`/p/api/og-image?title=${encodeURIComponent(TITLES.ta!)}&lang=ta&format=png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    const dv = new DataView(bytes.buffer);
    expect([dv.getUint32(16), dv.getUint32(20)]).toEqual([1200, 630]);
  });
  it.each([
    ['', 'title'],
    ['?title=x&lang=fr', 'lang'],
    ['?title=x&format=gif', 'format'],
    [`?title=${'x'.repeat(201)}`, 'title'],
    ['?title=a%00b', 'title'],
    ['?title=x&size=9', 'size'],
  ])('%s is 400 naming %s', async (qs, field) => {
    const res = await call(`/p/api/og-image${qs}`);
    expect(res.status).toBe(400);
    expect((await res.json<any>()).error.field).toBe(field);
  });
});
