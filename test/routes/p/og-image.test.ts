/**
 * Family P social card through the route: the main Worker validates and caches, the render Worker
 * (an auxiliary worker here, the RENDER service binding as in production) shapes with HarfBuzz and
 * draws paths; PNG through resvg, caching, escaping and errors. Shaping and pixels are checked
 * in Node against Chromium by test/browser/card-screenshots.test.ts and test/browser/shaping.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { call } from '../../helpers.js';
import { ApiError } from '../../../src/http/errors.js';
import { renderService } from '../../../src/routes/shared/render-service.js';

const TITLES: Record<string, string> = {
  en: 'Your birth chart is ready',
  hi: 'आपकी जन्म कुंडली तैयार है क्षत्रिय विचार',
  bn: 'আপনার স্বাস্থ্য ও বৃহস্পতি চন্দ্র',
  ta: 'உங்கள் ஜாதகம் தயாராக உள்ளது கொ',
  te: 'మీ జాతకం సిద్ధంగా ఉంది',
  kn: 'ನಿಮ್ಮ ಜಾತಕ ಸಿದ್ಧವಾಗಿದೆ',
  ml: 'നിങ്ങളുടെ ജാതകം തയ്യാറാണ്',
  gu: 'તમારી જન્મકુંડળી તૈયાર છે',
  mr: 'तुमची जन्मकुंडली तयार आहे',
  or: 'ଆପଣଙ୍କ ଜନ୍ମକୁଣ୍ଡଳୀ ପ୍ରସ୍ତୁତ',
};

const card = (qs: string) => call(`/p/api/og-image?${qs}`);

describe('GET /p/api/og-image', () => {
  it.each(Object.keys(TITLES))(
    '%s: 1200x630 SVG of paths only (no text for the viewer to lay out), cached in KV',
    async (lang) => {
      const q = `title=${encodeURIComponent(TITLES[lang]!)}&lang=${lang}&tier=Pro&price=${encodeURIComponent('₹499')}`;
      const res = await card(q);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('x-cache')).toBe('MISS');
      const body = await res.text();
      expect(body).toMatch(
        /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1200" height="630"/,
      );
      expect(body).not.toMatch(/<text/);
      expect((body.match(/<path /g) ?? []).length).toBeGreaterThanOrEqual(4);
      expect(body).toContain(`aria-label="${TITLES[lang]} · Pro · ₹499"`);
      const again = await card(q);
      expect(again.headers.get('x-cache')).toBe('HIT');
      expect(await again.text()).toBe(body);
    },
  );
  it('wraps a long title into at most 3 lines and says it was cut', async () => {
    const res = await card(`title=${encodeURIComponent('जन्म कुंडली '.repeat(16).trim())}&lang=hi`);
    expect(res.headers.get('x-card-truncated')).toBe('true');
    const short = await card('title=Short&lang=en');
    expect(short.headers.get('x-card-truncated')).toBe('false');
  });
  it('escapes the title where it appears as text (title and aria-label)', async () => {
    const svg = await (
      await card(`title=${encodeURIComponent('<script>alert("x")</script> & more')}`)
    ).text();
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;script&#62;');
  });
  it('format=png is a PNG of the card from resvg', async () => {
    const res = await card(`title=${encodeURIComponent(TITLES.ta!)}&lang=ta&format=png`);
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

describe('without the render Worker', () => {
  it('a deployment without the RENDER binding answers 503 naming it, never a 500', () => {
    let thrown: unknown;
    try {
      renderService({}, 'title');
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({
      status: 503,
      code: 'RENDERER_NOT_CONFIGURED',
      extra: { field: 'title' },
    });
    expect((thrown as Error).message).toMatch(/RENDER service binding/);
  });
});
