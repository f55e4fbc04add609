#!/usr/bin/env node
/**
 * Builds the card fonts (docs/family-p.md "SVG card"): for each of the ten languages' nine scripts, the
 * static Noto Sans subset of its script at weight 700 from the @fontsource packages (OFL-1.1),
 * converted from WOFF 1.0 to plain TrueType (zlib-inflated tables, sfnt header rebuilt), written
 * to assets/fonts/<name>.ttf. fontkit reads TTF directly; the Worker imports them as Data.
 *
 *   node scripts/build-fonts.mjs
 *
 * Deterministic: the same package versions give the same bytes.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const FONTS = [
  ['latin', 'noto-sans', 'noto-sans-latin-700-normal.woff'],
  ['devanagari', 'noto-sans-devanagari', 'noto-sans-devanagari-devanagari-700-normal.woff'],
  ['bengali', 'noto-sans-bengali', 'noto-sans-bengali-bengali-700-normal.woff'],
  ['tamil', 'noto-sans-tamil', 'noto-sans-tamil-tamil-700-normal.woff'],
  ['telugu', 'noto-sans-telugu', 'noto-sans-telugu-telugu-700-normal.woff'],
  ['kannada', 'noto-sans-kannada', 'noto-sans-kannada-kannada-700-normal.woff'],
  ['malayalam', 'noto-sans-malayalam', 'noto-sans-malayalam-malayalam-700-normal.woff'],
  ['gujarati', 'noto-sans-gujarati', 'noto-sans-gujarati-gujarati-700-normal.woff'],
  ['oriya', 'noto-sans-oriya', 'noto-sans-oriya-oriya-700-normal.woff'],
];

/** WOFF 1.0 -> sfnt (OpenType/TrueType), per the W3C WOFF 1.0 recommendation, section 4-5. */
function woffToSfnt(woff) {
  const dv = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (dv.getUint32(0) !== 0x774f4646) throw new Error('not a WOFF 1.0 file');
  const flavor = dv.getUint32(4);
  const numTables = dv.getUint16(12);
  const tables = [];
  for (let i = 0; i < numTables; i++) {
    const o = 44 + i * 20;
    const tag = dv.getUint32(o),
      offset = dv.getUint32(o + 4),
      compLength = dv.getUint32(o + 8),
      origLength = dv.getUint32(o + 12),
      checksum = dv.getUint32(o + 16);
    const raw = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(raw) : raw;
    if (data.length !== origLength) throw new Error('table length mismatch');
    tables.push({ tag, checksum, data });
  }
  let searchRange = 1,
    entrySelector = 0;
  while (searchRange * 2 <= numTables) {
    searchRange *= 2;
    entrySelector++;
  }
  searchRange *= 16;
  const headerLen = 12 + numTables * 16;
  let total = headerLen;
  for (const t of tables) total += (t.data.length + 3) & ~3;
  const out = new Uint8Array(total);
  const ov = new DataView(out.buffer);
  ov.setUint32(0, flavor);
  ov.setUint16(4, numTables);
  ov.setUint16(6, searchRange);
  ov.setUint16(8, entrySelector);
  ov.setUint16(10, numTables * 16 - searchRange);
  let at = headerLen;
  tables.forEach((t, i) => {
    const o = 12 + i * 16;
    ov.setUint32(o, t.tag);
    ov.setUint32(o + 4, t.checksum);
    ov.setUint32(o + 8, at);
    ov.setUint32(o + 12, t.data.length);
    out.set(t.data, at);
    at += (t.data.length + 3) & ~3;
  });
  return out;
}

mkdirSync(join(root, 'assets/fonts'), { recursive: true });
for (const [name, pkg, file] of FONTS) {
  const woff = readFileSync(join(root, 'node_modules/@fontsource', pkg, 'files', file));
  const ttf = woffToSfnt(new Uint8Array(woff));
  writeFileSync(join(root, 'assets/fonts', `${name}.ttf`), ttf);
  console.log(
    `${name.padEnd(11)} ${String(woff.length).padStart(7)} B woff -> ${String(ttf.length).padStart(7)} B ttf  (@fontsource/${pkg})`,
  );
}
