/**
 * The yoga catalogue against PyJHora 4.8.5 on the 1,000 oracle charts of test/fixtures/yoga-pyjhora.json
 * (scripts/yoga-oracle-fixture.ts): for every PyJHora yoga function with a catalogue counterpart
 * (scripts/yoga-pyjhora-map.ts), the charts where both fire, where only one does, and the agreement; the
 * reason for every function below 95%. With --write the report goes to docs/yoga-pyjhora-comparison.md.
 * Usage: node scripts/run-ts.mjs scripts/yoga-oracle-report.ts [--write]   (npm run yogas:pyjhora)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import {
  CONVENTIONS,
  PYJHORA_MAP,
  REASONS,
  UNMAPPED,
  compare,
  type OracleFixture,
} from './yoga-pyjhora-map';

const fx = JSON.parse(readFileSync('test/fixtures/yoga-pyjhora.json', 'utf8')) as OracleFixture;
const rows = compare(fx);
const pct = (a: number, n: number): string => `${((100 * a) / n).toFixed(1)}%`;
const below = rows.filter((r) => r.agree < 0.95 * r.cases);
const agreeSum = rows.reduce((a, r) => a + r.agree, 0);
const casesSum = rows.reduce((a, r) => a + r.cases, 0);

const lines: string[] = [];
lines.push('# Yogas against PyJHora 4.8.5');
lines.push('');
lines.push(
  'Written by `npm run yogas:pyjhora -- --write` (scripts/yoga-oracle-report.ts) from test/fixtures/yoga-pyjhora.json: 1,000 seeded births',
);
lines.push(
  '(scripts/oracle/lib.ts drawBirths, seed 21; years 1900-2099, latitudes to 66 deg, Lahiri/Raman/KP, mean and true nodes) run through',
);
lines.push(
  "PyJHora's own yoga functions by scripts/oracle/pyjhora_yogas.py. The engine judges the same charts from PyJHora's own positions, so",
);
lines.push('every difference is a difference of rule, never of ephemeris. Do not edit by hand.');
lines.push('');
lines.push('## Summary');
lines.push('');
lines.push(
  `- ${rows.length} PyJHora functions compared with a catalogue yoga (or one named form of it); ${Object.keys(UNMAPPED).length} PyJHora functions have no catalogue counterpart (listed at the end).`,
);
lines.push(
  `- Verdicts agree on ${pct(agreeSum, casesSum)} of ${casesSum.toLocaleString('en')} chart-yoga pairs; ${rows.length - below.length} functions agree on at least 95% of the charts, ${below.length} below.`,
);
lines.push(
  "- Every function below 95% has its reason in the table: PyJHora's code reads the yoga differently from the text the catalogue cites, or carries one of the general conventions below. The catalogue keeps the cited text's reading (fixed where PyJHora's quotation of the text showed the catalogue wrong: Matru Sneha, Matrunasa 198, Guhyaroga).",
);
lines.push('');
lines.push("## PyJHora's general conventions that differ from the catalogue");
lines.push('');
for (const [k, v] of Object.entries(CONVENTIONS)) lines.push(`- **${k}**: ${v}.`);
lines.push('');
lines.push('## Table');
lines.push('');
lines.push(
  '| PyJHora function | catalogue yoga | agree | both | PyJHora only | engine only | why they differ |',
);
lines.push('|---|---|---:|---:|---:|---:|---|');
for (const r of [...rows].sort((a, b) => a.agree - b.agree || a.pyjhora.localeCompare(b.pyjhora))) {
  const why = REASONS[r.pyjhora];
  lines.push(
    `| ${r.pyjhora} | \`${r.target}\` | ${pct(r.agree, r.cases)} | ${r.both} | ${r.pyjhoraOnly} | ${r.engineOnly} | ${why ? `${why.codes.join(', ')}: ${why.note}` : ''} |`,
  );
}
lines.push('');
lines.push('## PyJHora functions with no catalogue counterpart');
lines.push('');
for (const [k, v] of Object.entries(UNMAPPED)) lines.push(`- ${k}: ${v}.`);
const text = lines.join('\n') + '\n';
console.log(text);
const missing = below.filter((r) => !REASONS[r.pyjhora]).map((r) => r.pyjhora);
if (missing.length) {
  console.log(`NO REASON for: ${missing.join(', ')}`);
  process.exitCode = 1;
}
const unknown = fx.names.filter((n) => !PYJHORA_MAP[n] && !UNMAPPED[n]);
if (unknown.length) {
  console.log(`PyJHora functions neither mapped nor listed as unmapped: ${unknown.join(', ')}`);
  process.exitCode = 1;
}
if (process.argv.includes('--write')) {
  writeFileSync('docs/yoga-pyjhora-comparison.md', text);
  console.log('wrote docs/yoga-pyjhora-comparison.md');
}
