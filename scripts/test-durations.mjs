#!/usr/bin/env node
// Each test file's wall seconds, from when the pool took it up to its end (.ci-results/file-times.json,
// written by test/support/file-times-reporter.ts on every `npm test`): prints the slowest files with
// their project, the run's span and how many files ran at once on average, and with --write records
// every file's seconds in test/durations.json, which the test sequencer (test/support/test-order.ts)
// plans the start order from. The seconds only order the files; re-record them after a change that
// moves a file's time by much (docs/performance.md "How long CI takes").
//
//   node scripts/test-durations.mjs [file-times.json] [--top 30] [--write]
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const args = process.argv.slice(2);
const write = args.includes('--write');
const topAt = args.indexOf('--top');
const top = topAt >= 0 ? Number(args[topAt + 1]) : 30;
const input =
  args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--top') ??
  join(ROOT, '.ci-results', 'file-times.json');
const times = JSON.parse(readFileSync(input, 'utf8'));

const rows = times.files
  .filter((t) => t.endMs !== undefined)
  .map((t) => ({
    file: t.file,
    project: t.project,
    state: t.state,
    seconds: (t.endMs - t.queuedMs) / 1000,
    startS: t.queuedMs / 1000,
    endS: t.endMs / 1000,
  }));
const spanS = times.wallMs / 1000;
const sumS = rows.reduce((s, x) => s + x.seconds, 0);
console.log(
  `${rows.length} files (${rows.filter((x) => x.state !== 'passed').length} not passed); the run ${spanS.toFixed(0)} s; file seconds summed ${sumS.toFixed(0)} s (${(sumS / spanS).toFixed(2)} files at once on average)`,
);
const byProject = {};
for (const x of rows) byProject[x.project] = (byProject[x.project] ?? 0) + x.seconds;
console.log(
  `summed per project: ${Object.entries(byProject)
    .map(([p, s]) => `${p} ${s.toFixed(0)} s`)
    .join(', ')}`,
);
console.log('\n| # | file | project | wall s | started at s |\n|---|---|---|---|---|');
[...rows]
  .sort((a, b) => b.seconds - a.seconds)
  .slice(0, top)
  .forEach((x, i) =>
    console.log(
      `| ${i + 1} | ${x.file} | ${x.project} | ${x.seconds.toFixed(1)} | ${x.startS.toFixed(0)} |`,
    ),
  );
if (write) {
  const out = Object.fromEntries(
    [...rows]
      .sort((a, b) => a.file.localeCompare(b.file))
      .map((x) => [x.file, Math.round(x.seconds * 10) / 10]),
  );
  writeFileSync(join(ROOT, 'test', 'durations.json'), `${JSON.stringify(out, null, 2)}\n`);
  console.log(`\nwrote test/durations.json (${rows.length} files)`);
}
