/**
 * The render Worker's fonts in Node (src/render/fonts.ts): HarfBuzz from the harfbuzzjs package's
 * WebAssembly file and the TrueType files of assets/fonts, for the browser tests and the scripts
 * that draw cards and charts outside workerd. Paths are from the repository root.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HarfBuzz } from '../../src/render/harfbuzz.js';
import { cardFonts, FONT_NAMES, type FontName } from '../../src/render/fonts.js';

export const ROOT = join(import.meta.dirname, '..', '..');

export function fontFile(name: FontName): Buffer {
  return readFileSync(join(ROOT, 'assets/fonts', `${name}.ttf`));
}

let harfbuzz: HarfBuzz | undefined;
/** HarfBuzz compiled from the same file the render Worker bundles. */
export function nodeHarfBuzz(): HarfBuzz {
  // Node's typings make WebAssembly.Module abstract; the constructor compiles synchronously
  const Module = WebAssembly.Module as unknown as new (bytes: Uint8Array) => WebAssembly.Module;
  harfbuzz ??= HarfBuzz.instantiate(
    new Module(readFileSync(join(ROOT, 'node_modules/harfbuzzjs/dist/harfbuzz.wasm'))),
  );
  return harfbuzz;
}

/** The eight card fonts as the render Worker makes them. */
export function nodeCardFonts(): ReturnType<typeof cardFonts> {
  const files = Object.fromEntries(
    FONT_NAMES.map((n) => [n, new Uint8Array(fontFile(n))]),
  ) as unknown as Record<FontName, Uint8Array>;
  return cardFonts(nodeHarfBuzz(), files);
}
