/** The render Worker's fonts in Node, for the browser tests (scripts/lib/render-fonts.ts). */
export { fontFile, nodeCardFonts, nodeHarfBuzz, ROOT } from '../../scripts/lib/render-fonts.js';
