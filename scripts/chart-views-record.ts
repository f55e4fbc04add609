/**
 * Records every family's chart answer (the pure functions behind R's, R2's, N's, T's and V's chart
 * routes) for a set of varied births: the regression check of the one chart assembler (issue 28).
 *
 *   node scripts/run-ts.mjs scripts/chart-views-record.ts out.json     32 births, whole answers
 *                                                                      (run before and after a
 *                                                                      change; diff the two files)
 *   node scripts/run-ts.mjs scripts/chart-views-record.ts --fixture    8 births, a SHA-256 per
 *                                                                      answer, into
 *                                                                      test/fixtures/chart-views.json
 *
 * The committed fixture was written by the code before the assembler was unified: it is a
 * regression check (same answers, byte for byte), not a correctness check.
 */
import { writeFileSync } from 'node:fs';
import { chartViewCases, chartViewHashes, recordChartViews } from '../test/support/chart-views.js';

const [out] = process.argv.slice(2);
if (!out) {
  console.error('usage: chart-views-record.ts <out.json> | --fixture');
  process.exit(2);
}
if (out === '--fixture') {
  const births = await chartViewHashes(chartViewCases(8));
  const note =
    "Each family's chart answer (SHA-256 of its JSON) for 8 births, written by scripts/chart-views-record.ts --fixture with the code before the one chart assembler (issue 28): a regression check that the answers stay byte-identical, not a correctness check.";
  writeFileSync('test/fixtures/chart-views.json', JSON.stringify({ note, births }, null, 1) + '\n');
  console.log('test/fixtures/chart-views.json written');
} else {
  const cases = chartViewCases(32);
  writeFileSync(out, JSON.stringify(recordChartViews(cases), null, 1) + '\n');
  console.log(`${cases.length} births written to ${out}`);
}
