/**
 * Rewrites the catalogue listing in docs/yogas-doshas-matching.md (between the markers
 * `<!-- catalogue:start -->` and `<!-- catalogue:end -->`) from YOGA_CATALOGUE: the counts per source
 * text and per family, and one row per yoga with its id, name, family, source and rule in one line.
 * Usage: node scripts/run-ts.mjs scripts/yoga-catalogue-doc.ts   (npm run yogas:doc)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { YOGA_CATALOGUE } from '../src/engine/yogas/index.js';

const DOC = 'docs/yogas-doshas-matching.md';
const TEXTS: [string, RegExp][] = [
  ['Brihat Parashara Hora Shastra (BPHS)', /BPHS/],
  ['Phaladeepika', /Phaladeepika/],
  ['Saravali', /Saravali/],
  ['Brihat Jataka', /Brihat Jataka/],
  ['Jataka Parijata', /Jataka Parijata/],
  ['Uttara Kalamrita', /Uttara Kalamrita/],
  ['B.V. Raman, Three Hundred Important Combinations', /Raman/],
  [
    'modern Parashari practice (said so in the source)',
    /modern Parashari practice|Folk tradition/i,
  ],
];
/** The first text an entry cites, in the order of TEXTS. */
const primary = (source: string): string => {
  const idx = TEXTS.map(([, re]) => source.search(re))
    .map((i, k) => [i, k] as const)
    .filter(([i]) => i >= 0)
    .sort((a, b) => a[0] - b[0]);
  return idx.length ? TEXTS[idx[0]![1]]![0] : 'other';
};

const lines: string[] = [];
lines.push('<!-- catalogue:start -->');
lines.push(
  `Written by \`npm run yogas:doc\` (scripts/yoga-catalogue-doc.ts) from the catalogue: ${YOGA_CATALOGUE.length} yogas, ${YOGA_CATALOGUE.reduce((n, y) => n + (y.variants?.length ?? 0), 0)} named variants, ${YOGA_CATALOGUE.reduce((n, y) => n + (y.aliases?.length ?? 0), 0)} aliases.`,
);
lines.push('');
lines.push('| text | entries citing it | entries citing it first |');
lines.push('|---|---:|---:|');
for (const [name, re] of TEXTS) {
  lines.push(
    `| ${name} | ${YOGA_CATALOGUE.filter((y) => re.test(y.source)).length} | ${YOGA_CATALOGUE.filter((y) => primary(y.source) === name).length} |`,
  );
}
lines.push('');
const fam = new Map<string, number>();
for (const y of YOGA_CATALOGUE) fam.set(y.category, (fam.get(y.category) ?? 0) + 1);
lines.push(`Per family: ${[...fam.entries()].map(([k, n]) => `${k} ${n}`).join(', ')}.`);
lines.push('');
lines.push('| id | name | family | source | rule (one line) |');
lines.push('|---|---|---|---|---|');
const esc = (s: string): string => s.replace(/\|/g, '\\|');
for (const y of YOGA_CATALOGUE)
  lines.push(
    `| \`${y.id}\` | ${esc(y.name.en)} | ${y.category} | ${esc(y.source)} | ${esc(y.text ?? '')} |`,
  );
lines.push('<!-- catalogue:end -->');

const doc = readFileSync(DOC, 'utf8');
const a = doc.indexOf('<!-- catalogue:start -->'),
  b = doc.indexOf('<!-- catalogue:end -->');
if (a < 0 || b < 0) throw new Error(`${DOC} has no catalogue markers`);
writeFileSync(
  DOC,
  doc.slice(0, a) + lines.join('\n') + doc.slice(b + '<!-- catalogue:end -->'.length),
);
console.log(`wrote ${YOGA_CATALOGUE.length} rows to ${DOC}`);
