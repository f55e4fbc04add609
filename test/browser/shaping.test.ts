/**
 * Issue 22.3, "scripts shaped right": the card's text (src/engine/card/text.ts, shaped by HarfBuzz
 * in src/render/harfbuzz.ts, outlines from src/render/fonts.ts) is compared pixel by pixel with
 * Chromium's own rendering of the same strings in the same font (the TrueType file of
 * assets/fonts loaded with @font-face), for each of the card's eight scripts, with strings that
 * exercise each script's hard clusters: conjuncts, reph, ya-/ra-/ba-phala, split and pre-base
 * vowel signs, vowel sign ri, nukta, ZWJ and ZWNJ.
 *
 * Each string is one row: Chromium draws it as SVG `<text>` at a baseline, we draw the paths of
 * our shaping at the same baseline, and the row's differing pixels (pixelmatch, colour threshold
 * 0.1) are counted against the ink of Chromium's row. Two rasterisations of the same outlines at
 * the same positions differ only at anti-aliased edges; a dotted circle, a missing or misplaced
 * mark, a wrong conjunct form or a wrong advance moves whole strokes. The bound is checked to be
 * discriminating: a broken form of a string (its conjunct split by ZWNJ, a dotted circle, a mark
 * moved one advance) must exceed it several times over.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { PNG } from 'pngjs';
import pixelmatch from 'pixelmatch';
import { CARD_LANGS, fontChain, SCRIPT_OF, type CardLang } from '../../src/engine/card/card.js';
import { covers, textPath, type CardFont } from '../../src/engine/card/text.js';
import { FONT_NAMES, type FontName } from '../../src/render/fonts.js';
import { chromiumPath, CHROMIUM_ARGS } from './chromium.js';
import { fontFile, nodeCardFonts } from './fonts.js';

/** The hard clusters of each script (the card's languages: en hi bn ta te kn ml gu). */
export const HARD_CLUSTERS: Record<FontName, { lang: string; strings: string[] }> = {
  latin: { lang: 'en', strings: ['AVATAR Wave To', 'office fjord', 'Jyotisha API'] },
  devanagari: {
    lang: 'hi',
    strings: [
      'क्षत्रिय ज्ञान श्री', // conjuncts
      'धर्म कार्य र्द्ध', // reph, reph over a conjunct
      'प्रेम ट्रक क्र', // ra-phala (rakar) forms
      'क्या व्यास', // ya-phala (half forms)
      'किताब दिन', // pre-base vowel sign i
      'कृपा हृदय', // vowel sign ri
      'क़लम ज़रा', // nukta
      'क्‍ष क्‌ष', // ZWJ (half form), ZWNJ (explicit virama)
    ],
  },
  bengali: {
    lang: 'bn',
    strings: [
      'স্বাস্থ্য', // ba-phala and ya-phala (issue 22)
      'বৃহস্পতি', // vowel sign ri and a conjunct (issue 22)
      'চন্দ্র ও গ্রহ', // ra-phala in a conjunct, then a space (issue 22)
      'কর্ম ধর্ম', // reph
      'কে কৈ', // pre-base vowel signs
      'কো কৌ', // split vowel signs
      'ক্ষ জ্ঞ শ্রী ন্ত্র', // conjuncts
      'য় ড় ঢ়', // nukta
      'র‍্যাব ক্‌ষ', // ZWJ (ra with ya-phala), ZWNJ
    ],
  },
  tamil: {
    lang: 'ta',
    strings: [
      'கொ கோ கௌ', // split vowel signs
      'கெ கே கை', // pre-base vowel signs
      'க்ஷ ஸ்ரீ', // conjunct ligatures
      'கி கீ கு கூ டி', // ligated vowel signs
      'ஜாதகம் கொடை', // card words
      'க்‌ஷ', // ZWNJ
    ],
  },
  telugu: {
    lang: 'te',
    strings: [
      'క్ష ద్ధ', // conjuncts
      'ర్క కర్మ', // reph
      'క్ర క్య', // ra- and ya- subjoined forms
      'కొ కై కే', // split and above vowel signs
      'స్త్రీ శ్రీ', // three-consonant clusters
      'కృ హృదయం', // vowel sign vocalic r
      'క్‌ష సిద్ధంగా', // ZWNJ
    ],
  },
  kannada: {
    lang: 'kn',
    strings: [
      'ನಿಮ್ಮ ಜಾತಕ ಸಿದ್ಧವಾಗಿದೆ', // the card title (spacing, issue 22)
      'ಕೊ ಕೋ ಕೈ', // split vowel signs
      'ಕ್ಷ ಜ್ಞ', // conjuncts
      'ರ್ಕ ಕರ್ಮ', // reph (post-base in Kannada)
      'ಕ್ರ ಕ್ಯ ಗ್ರಹಗಳು', // ra- and ya- subjoined forms
      'ಕೃ ಸ್ತ್ರೀ ಶ್ರೀ', // vowel sign vocalic r, three-consonant clusters
      'ಜ಼ ಫ಼', // nukta
      'ಕ್‍ಷ ಕ್‌ಷ', // ZWJ, ZWNJ
    ],
  },
  malayalam: {
    lang: 'ml',
    strings: [
      'ക്ഷ ന്റ', // conjuncts
      'കൊ കോ കൗ', // split vowel signs
      'കെ കേ കൈ', // pre-base vowel signs
      'ക്ര ക്യ ക്വ', // pre-base ra, ya and va signs
      'തയ്യാറാണ് സ്ത്രീ', // card word, a cluster with the i-sign
      'അവൻ കർമ്മം', // chillus
      'ക്‌ഷ', // ZWNJ
    ],
  },
  oriya: {
    lang: 'or',
    strings: [
      'ସୂର୍ଯ୍ୟ ଚନ୍ଦ୍ର ମଙ୍ଗଳ',
      'କ୍ଷ୍ମ ଜ୍ଞ ଶ୍ରୀ କୃଷ୍ଣ',
      'ପୂର୍ଣ୍ଣିମା କାର୍ତ୍ତିକ',
      'ଜ୍ୟେଷ୍ଠା ଅଶ୍ଳେଷା ଧନିଷ୍ଠା',
      'ଉତ୍ତରାଷାଢ଼ା ସ୍ୱାତୀ ରାଶି',
    ],
  },
  gujarati: {
    lang: 'gu',
    strings: [
      'ક્ષ જ્ઞ દ્ધ', // conjuncts
      'ર્ક કાર્ય', // reph
      'ક્ર ટ્ર', // ra forms
      'ક્ય કિ', // ya-phala, pre-base vowel sign i
      'કૃ શ્રી', // vowel sign vocalic r, conjunct
      'ક઼ જ઼', // nukta
      'ક્‍ષ ક્‌ષ', // ZWJ, ZWNJ
    ],
  },
};

const PX = 56;
const ROW = 110;
const BASE = 78;
const LEFT = 20;
const WIDTH = 900;
/** At most this share of a row's ink may differ (anti-aliasing of the same outlines). */
const MAX_DIFF_OF_INK = 0.02;

let browser: Browser;
const fonts = nodeCardFonts();
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
});
afterAll(async () => {
  await browser?.close();
});

/** A page with the SVG `body`, the fonts `names` loaded as "Card0", "Card1", ... and the text's font-family in that order. */
async function shoot(
  names: FontName | readonly FontName[],
  lang: string,
  body: string,
  rows: number,
): Promise<PNG> {
  const list = typeof names === 'string' ? [names] : names;
  const page = await browser.newPage({
    viewport: { width: WIDTH, height: rows * ROW },
    deviceScaleFactor: 1,
  });
  const css = list
    .map(
      (n, i) =>
        `@font-face { font-family: "Card${i}"; src: url(data:font/ttf;base64,${fontFile(n).toString('base64')}) format("truetype"); font-weight: 700; }`,
    )
    .join(' ');
  const family = list.map((_, i) => `"Card${i}"`).join(', ');
  await page.setContent(
    `<!doctype html><html lang="${lang}"><head><style>${css} body { margin: 0; background: #fff } text { font-family: ${family}; font-weight: 700; text-rendering: geometricPrecision }</style></head><body>` +
      `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${rows * ROW}">${body}</svg></body></html>`,
  );
  await page.evaluate('document.fonts.ready');
  const shot = await page.screenshot({ clip: { x: 0, y: 0, width: WIDTH, height: rows * ROW } });
  await page.close();
  return PNG.sync.read(shot);
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Chromium's text and our paths, one row per string. */
async function renderBoth(
  name: FontName,
  lang: string,
  strings: readonly string[],
  ours: readonly string[] = strings,
): Promise<{ browser: PNG; paths: PNG }> {
  const font: CardFont[] = [fonts[name]];
  const textRows = strings
    .map((s, i) => `<text x="${LEFT}" y="${i * ROW + BASE}" font-size="${PX}">${esc(s)}</text>`)
    .join('');
  const pathRows = ours
    .map((s, i) => `<path d="${textPath(s, font, PX, LEFT, i * ROW + BASE, lang).d}"/>`)
    .join('');
  return {
    browser: await shoot(name, lang, textRows, strings.length),
    paths: await shoot(name, lang, pathRows, strings.length),
  };
}

/** Differing pixels over inked pixels of Chromium's row `i`. */
function rowDiff(a: PNG, b: PNG, i: number): { diff: number; ink: number; ratio: number } {
  const len = WIDTH * ROW * 4;
  const start = i * len;
  const ra = a.data.subarray(start, start + len);
  const rb = b.data.subarray(start, start + len);
  const diff = pixelmatch(ra, rb, undefined, WIDTH, ROW, { threshold: 0.1 });
  let ink = 0;
  for (let p = 0; p < len; p += 4) if (ra[p]! < 200) ink++;
  return { diff, ink, ratio: diff / Math.max(1, ink) };
}

describe('HarfBuzz in the render Worker (src/render/harfbuzz.ts)', () => {
  it('leaves no dotted circle (a broken cluster) in any hard cluster of any script', () => {
    for (const name of FONT_NAMES) {
      const f = fonts[name];
      const dotted = f.hasCodePoint(0x25cc) ? f.shape('\u25cc')[0]!.id : -1;
      for (const s of HARD_CLUSTERS[name].strings)
        expect(
          f.shape(s, HARD_CLUSTERS[name].lang).map((g) => g.id),
          `${name} ${s}`,
        ).not.toContain(dotted);
    }
  });
  it('grows its heap for long text and shapes the same afterwards', () => {
    const f = fonts.bengali;
    const before = f.shape('স্বাস্থ্য বৃহস্পতি', 'bn');
    const long = f.shape('স্বাস্থ্য বৃহস্পতি চন্দ্র '.repeat(4000), 'bn');
    expect(long.length).toBeGreaterThan(4000 * 20);
    expect(f.shape('স্বাস্থ্য বৃহস্পতি', 'bn')).toEqual(before);
  });
});

describe('shaping against Chromium, script by script', () => {
  it.each(FONT_NAMES)(
    '%s: every hard cluster drawn as Chromium draws it with the same font',
    async (name) => {
      const { lang, strings } = HARD_CLUSTERS[name];
      for (const s of strings) expect(covers(s, [fonts[name]]), s).toBe(true);
      const { browser: b, paths: p } = await renderBoth(name, lang, strings);
      const rows = strings.map((s, i) => ({ s, ...rowDiff(b, p, i) }));
      for (const r of rows) {
        expect(r.ink, `${r.s}: Chromium drew nothing`).toBeGreaterThan(500);
        expect(r.ratio, `${r.s}: ${r.diff} of ${r.ink} ink pixels differ`).toBeLessThanOrEqual(
          MAX_DIFF_OF_INK,
        );
      }
    },
  );

  it('the bound catches broken shaping: a split conjunct, a dotted circle, a mark one advance off', async () => {
    const cases: Array<[FontName, string, string, string]> = [
      ['bengali', 'bn', 'স্বাস্থ্য', 'স্‌বাস্থ্য'], // ba-phala split by ZWNJ
      ['bengali', 'bn', 'বৃহস্পতি', '\u25ccৃবহস্পতি'], // vowel sign ri on a dotted circle
      ['devanagari', 'hi', 'क्षत्रिय', 'क्‌षत्रिय'], // conjunct split
      ['kannada', 'kn', 'ನಿಮ್ಮ ಜಾತಕ', 'ನಿಮ್ಮ  ಜಾತಕ'], // one space too wide
    ];
    for (const [name, lang, right, wrong] of cases) {
      const { browser: b, paths: p } = await renderBoth(name, lang, [right], [wrong]);
      const { ratio } = rowDiff(b, p, 0);
      expect(ratio, `${right} against ${wrong}`).toBeGreaterThan(3 * MAX_DIFF_OF_INK);
    }
  });
});

/** Card lines that mix fonts (the language's script, then Latin, then Devanagari for ₹ and the danda), as the card draws them. */
const CARD_LINES: Record<CardLang, string[]> = {
  en: ['Your birth chart is ready: ₹499 / month', 'Pro · grahas, dashas'],
  hi: ['आपकी जन्म कुंडली तैयार है: क्षत्रिय विचार', 'मूल्य ₹499 / माह।'],
  bn: ['আপনার স্বাস্থ্য ও বৃহস্পতি: চন্দ্র', 'প্রো · ₹499 / মাস।'],
  ta: ['உங்கள் ஜாதகம் தயாராக உள்ளது: கொடை', 'ப்ரோ ₹499'],
  te: ['మీ జాతకం సిద్ధంగా ఉంది: గ్రహాలు', 'ప్రో ₹499'],
  kn: ['ನಿಮ್ಮ ಜಾತಕ ಸಿದ್ಧವಾಗಿದೆ: ಗ್ರಹಗಳು', 'ಪ್ರೊ ₹499 (ಕ್ಷ)'],
  ml: ['നിങ്ങളുടെ ജാതകം തയ്യാറാണ്: ഗ്രഹങ്ങൾ', 'പ്രോ ₹499'],
  gu: ['તમારી જન્મકુંડળી તૈયાર છે: ગ્રહો', 'પ્રો ₹499'],
  mr: ['तुमची जन्मकुंडली तयार आहे: ग्रह आणि दशा', 'प्रो · ₹499 / महिना।'],
  or: ['ଆପଣଙ୍କ ଜନ୍ମକୁଣ୍ଡଳୀ ପ୍ରସ୍ତୁତ: ଗ୍ରହ ଓ ଦଶା', 'ପ୍ରୋ · ₹499।'],
};

describe('card lines with fallback fonts against Chromium', () => {
  it.each(CARD_LANGS)(
    '%s: runs cut by font coverage as Chromium falls back, spaces from the run they sit in',
    async (lang) => {
      const names = [...new Set<FontName>([SCRIPT_OF[lang] as FontName, 'latin', 'devanagari'])];
      const chain = fontChain(fonts, lang);
      const strings = CARD_LINES[lang];
      const textRows = strings
        .map((s, i) => `<text x="${LEFT}" y="${i * ROW + BASE}" font-size="${PX}">${esc(s)}</text>`)
        .join('');
      const pathRows = strings
        .map((s, i) => `<path d="${textPath(s, chain, PX, LEFT, i * ROW + BASE, lang).d}"/>`)
        .join('');
      const b = await shoot(names, lang, textRows, strings.length);
      const p = await shoot(names, lang, pathRows, strings.length);
      for (const [i, s] of strings.entries()) {
        const r = rowDiff(b, p, i);
        expect(r.ratio, `${s}: ${r.diff} of ${r.ink} ink pixels differ`).toBeLessThanOrEqual(
          MAX_DIFF_OF_INK,
        );
      }
    },
  );
});
