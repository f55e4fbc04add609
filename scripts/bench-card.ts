/**
 * CPU of one social card with a new title (GET /p/api/og-image on a cache miss), the render
 * Worker's work measured in Node (the same V8, HarfBuzz and resvg WebAssembly as the render
 * Worker), per language: the SVG (wrap, shape, outlines) and the PNG (the same plus resvg).
 * CPU time of this process (process.cpuUsage), median of the titles; a loaded machine inflates
 * it less than wall time.
 *
 *   node scripts/run-ts.mjs scripts/bench-card.ts [titles per language, default 20]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { CARD_LANGS, renderCardSvg, type CardLang } from '../src/engine/card/card.js';
import { nodeCardFonts, ROOT } from './lib/render-fonts.js';

const N = Number(process.argv[2] ?? 20);
const WORDS: Record<CardLang, string[]> = {
  en: ['Your', 'birth', 'chart', 'is', 'ready', 'grahas', 'dashas', 'yogas', 'today'],
  hi: ['आपकी', 'जन्म', 'कुंडली', 'तैयार', 'है', 'क्षत्रिय', 'ग्रह', 'दशा', 'आज'],
  bn: ['আপনার', 'স্বাস্থ্য', 'বৃহস্পতি', 'চন্দ্র', 'জন্মকুণ্ডলী', 'প্রস্তুত', 'গ্রহ', 'আজ'],
  ta: ['உங்கள்', 'ஜாதகம்', 'தயாராக', 'உள்ளது', 'கொடை', 'கிரகம்', 'இன்று'],
  te: ['మీ', 'జాతకం', 'సిద్ధంగా', 'ఉంది', 'గ్రహాలు', 'స్త్రీ', 'ఈరోజు'],
  kn: ['ನಿಮ್ಮ', 'ಜಾತಕ', 'ಸಿದ್ಧವಾಗಿದೆ', 'ಗ್ರಹಗಳು', 'ಶ್ರೀ', 'ಇಂದು'],
  ml: ['നിങ്ങളുടെ', 'ജാതകം', 'തയ്യാറാണ്', 'ഗ്രഹങ്ങൾ', 'ഇന്ന്'],
  gu: ['તમારી', 'જન્મકુંડળી', 'તૈયાર', 'છે', 'ગ્રહો', 'આજે'],
  mr: ['तुमची', 'जन्मकुंडली', 'तयार', 'आहे', 'ग्रह', 'आज'],
  or: ['ଆପଣଙ୍କ', 'ଜନ୍ମକୁଣ୍ଡଳୀ', 'ପ୍ରସ୍ତୁତ', 'ଗ୍ରହ', 'ଆଜି'],
};

const cpuMs = (f: () => unknown): number => {
  const t = process.cpuUsage();
  f();
  const d = process.cpuUsage(t);
  return (d.user + d.system) / 1000;
};
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

await initWasm(readFileSync(join(ROOT, 'node_modules/@resvg/resvg-wasm/index_bg.wasm')));
const fonts = nodeCardFonts();
renderCardSvg({ title: 'warm up', lang: 'en' }, fonts);
console.log(`\nOne card with a new title, CPU ms (median of ${N} titles per language)\n`);
console.log('| lang | SVG (wrap, shape, outlines) | PNG (SVG + resvg) | resvg share |');
console.log('|---|---:|---:|---:|');
for (const lang of CARD_LANGS) {
  const w = WORDS[lang];
  const titles = Array.from(
    { length: N },
    (_, i) =>
      Array.from({ length: 6 + (i % 4) }, (_, k) => w[(i * 7 + k * 3) % w.length]).join(' ') +
      ` ${i}`,
  );
  const svgMs: number[] = [];
  const pngMs: number[] = [];
  for (const title of titles) {
    let svg = '';
    svgMs.push(
      cpuMs(() => {
        svg = renderCardSvg({ title, lang, tier: 'Pro', price: '₹499' }, fonts).svg;
      }),
    );
    pngMs.push(
      cpuMs(() => {
        const { svg: s } = renderCardSvg(
          { title: `${title}.`, lang, tier: 'Pro', price: '₹499' },
          fonts,
        );
        const r = new Resvg(s, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
        const img = r.render();
        img.asPng();
        img.free();
        r.free();
      }),
    );
    void svg;
  }
  const s = median(svgMs),
    p = median(pngMs);
  console.log(
    `| ${lang} | ${s.toFixed(1)} | ${p.toFixed(1)} | ${(((p - s) / p) * 100).toFixed(0)}% |`,
  );
}
