/**
 * Prints the agreement of the dasha systems added for issue 34 with the PyJHora fixture
 * (test/fixtures/oracle/jhora-dashas.json): per PyJHora entry and engine system/variant, the charts
 * agreeing on the mahas (lords, years, first start) and on the antardashas of the first two mahas,
 * and the most frequent first differences. Usage: node scripts/run-ts.mjs scripts/oracle/jhora-dashas-report.ts [key]
 */
import { readFileSync } from 'node:fs';
import {
  JHORA_CASES,
  compareJhora,
  runEngine,
  runEngineWithPyjhoraRules,
  type JhoraFixture,
} from '../../test/engine/dasha/jhora-systems-compare';

const fx = JSON.parse(
  readFileSync('test/fixtures/oracle/jhora-dashas.json', 'utf8'),
) as JhoraFixture;
const only = process.argv[2] === 'pyj' ? process.argv[3] : process.argv[2];
const engine = process.argv[2] === 'pyj' ? runEngineWithPyjhoraRules : runEngine;
for (const cs of JHORA_CASES) {
  if (only && cs.key !== only) continue;
  let ok = 0,
    maha = 0,
    n = 0,
    skipped = 0;
  const diffs = new Map<string, number>();
  const examples: string[] = [];
  for (const c of fx.charts) {
    const v = compareJhora(c, cs, fx.year_days, engine);
    if (v.skipped) {
      skipped++;
      continue;
    }
    n++;
    if (v.ok) ok++;
    if (v.mahaOk) maha++;
    if (!v.ok) {
      const k = (v.diff ?? '?').replace(/[-\d.]+/g, '#');
      diffs.set(k, (diffs.get(k) ?? 0) + 1);
      if (examples.length < 3)
        examples.push(`${c.input.date} ${c.input.time} ${c.group}: ${v.diff}`);
    }
  }
  console.log(
    `${cs.key.padEnd(30)} ${(cs.system + (cs.variant ? '/' + cs.variant : '')).padEnd(36)} all ${ok}/${n}  mahas ${maha}/${n}  skipped ${skipped}`,
  );
  if (only || ok < n) {
    for (const [k, v] of [...diffs].sort((a, b) => b[1] - a[1]).slice(0, 4))
      console.log(`      ${v} x ${k}`);
    for (const e of examples) console.log(`      e.g. ${e}`);
  }
}
