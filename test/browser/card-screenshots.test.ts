/**
 * The social card in a real browser (issue 15): each of the eight languages is drawn by Debian's
 * Chromium (driven by playwright-core) and the screenshot is compared with the committed
 * reference in test/fixtures/cards/<lang>.png, pixel by pixel (pixelmatch, colour threshold 0.1,
 * at most 0.2% of the pixels may differ). The PNG that `format=png` serves (resvg) is compared
 * with the same screenshot (at most 1.5% of the pixels may differ: two rasterisers anti-alias
 * edges differently). References are written with UPDATE_CARD_REFERENCES=1 and checked by eye.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { PNG } from 'pngjs';
import pixelmatch from 'pixelmatch';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { CARD_LANGS, renderCardSvg, type CardLang } from '../../src/engine/card/card.js';
import { chromiumPath, CHROMIUM_ARGS } from './chromium.js';
import { nodeCardFonts, ROOT } from './fonts.js';

const REF_DIR = join(ROOT, 'test/fixtures/cards');
const UPDATE = process.env.UPDATE_CARD_REFERENCES === '1';

export const CARD_CASES: Record<CardLang, { title: string; tier: string; price: string }> = {
  en: {
    title: 'Your birth chart is ready: grahas, dashas and yogas',
    tier: 'Pro',
    price: '₹499 / month',
  },
  hi: { title: 'आपकी जन्म कुंडली तैयार है: क्षत्रिय विचार', tier: 'प्रो', price: '₹499 / माह' },
  bn: { title: 'আপনার জন্মকুণ্ডলী প্রস্তুত: কেতু ও রাহু', tier: 'প্রো', price: '₹499' },
  ta: { title: 'உங்கள் ஜாதகம் தயாராக உள்ளது: கொடை', tier: 'ப்ரோ', price: '₹499' },
  te: { title: 'మీ జాతకం సిద్ధంగా ఉంది: గ్రహాలు', tier: 'ప్రో', price: '₹499' },
  kn: { title: 'ನಿಮ್ಮ ಜಾತಕ ಸಿದ್ಧವಾಗಿದೆ: ಗ್ರಹಗಳು', tier: 'ಪ್ರೊ', price: '₹499' },
  ml: { title: 'നിങ്ങളുടെ ജാതകം തയ്യാറാണ്: ഗ്രഹങ്ങൾ', tier: 'പ്രോ', price: '₹499' },
  gu: { title: 'તમારી જન્મકુંડળી તૈયાર છે: ગ્રહો', tier: 'પ્રો', price: '₹499' },
  mr: { title: 'तुमची जन्मकुंडली तयार आहे: ग्रह आणि दशा', tier: 'प्रो', price: '₹499 / महिना' },
  or: { title: 'ଆପଣଙ୍କ ଜନ୍ମକୁଣ୍ଡଳୀ ପ୍ରସ୍ତୁତ: ଗ୍ରହ ଓ ଦଶା', tier: 'ପ୍ରୋ', price: '₹499' },
};

function diffRatio(a: Buffer, b: Buffer): number {
  const pa = PNG.sync.read(a);
  const pb = PNG.sync.read(b);
  expect([pa.width, pa.height]).toEqual([pb.width, pb.height]);
  const n = pixelmatch(pa.data, pb.data, undefined, pa.width, pa.height, { threshold: 0.1 });
  return n / (pa.width * pa.height);
}

let browser: Browser;
const fonts = nodeCardFonts();

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  await initWasm(readFileSync(join(ROOT, 'node_modules/@resvg/resvg-wasm/index_bg.wasm')));
});
afterAll(async () => {
  await browser?.close();
});

describe('social card in Chromium', () => {
  it.each(CARD_LANGS)(
    '%s matches its reference, and the PNG the route serves matches the browser',
    async (lang) => {
      const c = CARD_CASES[lang];
      const { svg } = renderCardSvg({ title: c.title, lang, tier: c.tier, price: c.price }, fonts);
      const page = await browser.newPage({
        viewport: { width: 1200, height: 630 },
        deviceScaleFactor: 1,
      });
      await page.setContent(
        `<!doctype html><html><body style="margin:0;background:#fff">${svg}</body></html>`,
      );
      const shot = await page.screenshot({ clip: { x: 0, y: 0, width: 1200, height: 630 } });
      await page.close();
      const ref = join(REF_DIR, `${lang}.png`);
      if (UPDATE || !existsSync(ref)) {
        if (!UPDATE)
          throw new Error(
            `no reference ${ref}: run with UPDATE_CARD_REFERENCES=1 and check the image by eye`,
          );
        mkdirSync(REF_DIR, { recursive: true });
        writeFileSync(ref, shot);
      }
      expect(diffRatio(shot, readFileSync(ref))).toBeLessThanOrEqual(0.002);
      const resvgPng = Buffer.from(
        new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } })
          .render()
          .asPng(),
      );
      expect(diffRatio(resvgPng, shot)).toBeLessThanOrEqual(0.015);
    },
  );
});
