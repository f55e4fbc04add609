/**
 * Writes test/fixtures/regional-month-starts-2000-2030.json: the first civil day of every Tamil,
 * Malayalam, Bengali and Odia solar month from 2000 to 2030 as a second, independent published
 * source gives them: the month tables of the public repository dra8an/hindu-calendar
 * (validation/se/solar/<calendar>_months_1900_2050.csv), which its authors report identical, month
 * for month, to the solar month pages of drikpanchang.com for New Delhi that they scraped for
 * 1900-2050 (their Docs/DRIKPANCHANG_VALIDATION.md and Docs/memory/scrape_validation.md: "Tamil 100%,
 * Bengali 100%, Odia 100%, Malayalam 100%"). Their rules were tuned on those pages (a fixed 22:12 IST
 * cut-off for Odia, a 3/5-of-daytime cut-off less 9.5 minutes for Malayalam, sunset less 8 minutes
 * for Tamil, a tithi rule and per-rashi cut-offs for Bengal), so the table stands for drikpanchang's
 * own dates, not for a rule; only the dates are stored here, no code.
 *
 * Usage: node scripts/run-ts.mjs scripts/gen-regional-month-fixture.ts <git dir of dra8an/hindu-calendar>
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

const gitDir = process.argv[2];
if (!gitDir)
  throw new Error('usage: gen-regional-month-fixture.ts <git dir of dra8an/hindu-calendar>');
const commit = execFileSync('git', ['--git-dir', gitDir, 'rev-parse', 'HEAD'], {
  encoding: 'utf8',
}).trim();

const systems = {
  tamil: 'tamil',
  malayalam: 'malayalam',
  bengali: 'bengali',
  odia: 'odia',
} as const;
const out: Record<string, Array<[number, number, string]>> = {};
for (const [id, file] of Object.entries(systems)) {
  const path = `validation/se/solar/${file}_months_1900_2050.csv`;
  const csv = execFileSync('git', ['--git-dir', gitDir, 'show', `${commit}:${path}`], {
    encoding: 'utf8',
  });
  const rows = csv
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => l.split(','));
  // month,year,length,greg_year,greg_month,greg_day,month_name: month is the regional month number,
  // which is the rashi number (Mesha = 1) except in Malayalam, whose month 1 (Chingam) is Simha (5)
  const rashiOf = (m: number): number => (id === 'malayalam' ? ((m + 3) % 12) + 1 : m);
  out[id] = rows
    .filter((r) => Number(r[3]) >= 2000 && Number(r[3]) <= 2030)
    .map((r) => [
      rashiOf(Number(r[0])),
      Number(r[1]),
      `${r[3]}-${r[4]!.padStart(2, '0')}-${r[5]!.padStart(2, '0')}`,
    ]);
}

writeFileSync(
  'test/fixtures/regional-month-starts-2000-2030.json',
  `${JSON.stringify({
    description:
      "First civil day of every Tamil, Malayalam, Bengali and Odia solar month 2000-2030: [rashi number 1..12 (Mesha = 1), the source's year number, YYYY-MM-DD].",
    source: `github.com/dra8an/hindu-calendar at ${commit}, validation/se/solar/<calendar>_months_1900_2050.csv; reported by its authors identical to drikpanchang.com's solar month pages for New Delhi, 1900-2050`,
    place:
      "New Delhi (drikpanchang.com's default place; the engine is compared at 28.6139 N, 77.209 E, Asia/Kolkata)",
    generatedBy: 'scripts/gen-regional-month-fixture.ts',
    months: out,
  })}\n`,
);
for (const [id, rows] of Object.entries(out)) console.log(id, rows.length);
