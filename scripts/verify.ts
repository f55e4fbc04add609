/**
 * The verification report: one table of every system or feature checked against an independent
 * reference (oracle fixtures, book examples, published dates), with cases, agreement and the known
 * differences. `npm run verify` prints it; `npm run verify -- --write` also writes
 * docs/verification.md (linked from README). Reads committed fixtures only: no oracle, no network.
 */
import { writeFileSync } from 'node:fs';
import { sections } from './verify/sections';
import type { VerifyRow } from './verify/types';

const rows: VerifyRow[] = [];
for (const s of sections) rows.push(...(await s.run()));

const pct = (r: VerifyRow) => (r.cases ? `${((100 * r.agree) / r.cases).toFixed(1)}%` : 'n/a');
const esc = (s: string) => s.replace(/\|/g, '\\|');
const table = [
  '| system or feature | reference | split | cases | agree | agreement | known differences |',
  '|---|---|---|---:|---:|---:|---|',
  ...rows.map(
    (r) =>
      `| ${esc(r.feature)} | ${esc(r.reference)} | ${r.split ?? ''} | ${r.cases} | ${r.agree} | ${pct(r)} | ${esc(r.known)} |`,
  ),
].join('\n');
console.log(table);
if (process.argv.includes('--write')) {
  writeFileSync(
    'docs/verification.md',
    `# Verification report\n\nWritten by \`npm run verify -- --write\` (scripts/verify.ts) from the committed fixtures; every expected value comes from outside the engine (the reference column). Each known difference is explained in the docs of its system and held by a test.\n\n${table}\n`,
  );
  console.log('\nwrote docs/verification.md');
}
