/**
 * @module `npm run sdk`: regenerates the TypeScript SDK (sdk/typescript), the Python SDK
 * (sdk/python) and the Postman collection (sdk/postman) from the committed OpenAPI documents
 * (openapi/*.json; `npm run openapi` refreshes those). `npm run sdk -- --check` writes nothing and
 * exits 1 when a committed file differs from a fresh generation (test/sdk/sdk-files.test.ts does
 * the same in the test suite).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { GENERATED_DIRS, generateSdk, readDocuments } from './sdk/generate.js';

const root = process.cwd();
const check = process.argv.includes('--check');
const files = await generateSdk(readDocuments(root));
const stale: string[] = [];
for (const [path, text] of files) {
  const abs = join(root, path);
  const now = existsSync(abs) ? readFileSync(abs, 'utf8') : undefined;
  if (now === text) continue;
  stale.push(path);
  if (!check) {
    mkdirSync(dirname(abs), { recursive: true });
    writeFileSync(abs, text);
  }
}
for (const dir of GENERATED_DIRS) {
  if (!existsSync(join(root, dir))) continue;
  for (const name of readdirSync(join(root, dir))) {
    const path = `${dir}/${name}`;
    if (files.has(path)) continue;
    stale.push(`${path} (no longer generated)`);
    if (!check) rmSync(join(root, path), { recursive: true, force: true });
  }
}
console.log('| file | bytes |');
console.log('|---|---:|');
for (const [path, text] of files) console.log(`| ${path} | ${Buffer.byteLength(text)} |`);
if (check) {
  if (stale.length > 0) {
    console.error(`stale (run npm run sdk):\n  ${stale.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`${files.size} generated files are current`);
} else {
  console.log(
    stale.length > 0 ? `wrote ${stale.length} file(s): ${stale.join(', ')}` : 'nothing changed',
  );
}
