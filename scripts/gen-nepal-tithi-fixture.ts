/**
 * @module Writes test/fixtures/nepal-almanac-tithis.json: the tithi that Nepal's almanac prints for
 * each day (the tithi at sunrise at Kathmandu), AD 2010-2023, as nepalicalendar.rat32.com prints it
 * and github.com/the-value-crew/nepali-calendar-api scraped it (data/<BS year>/<month>.json, field
 * `t`). test/engine/utsava/surya-siddhanta.test.ts reads it to check the Surya Siddhanta tithis the
 * nepali and vaishnava traditions compute with (src/engine/utsava/surya-siddhanta-limbs.ts).
 * Tithis are numbered 1-15 (Shukla and Krishna alike, the page does not name the paksha; 15 is
 * the purnima) and 30 (amavasya); 0 where the page prints none.
 *
 * Usage: node scripts/run-ts.mjs scripts/gen-nepal-tithi-fixture.ts <nepali-calendar-api git dir> <commit>
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

const [gitDir, commit] = process.argv.slice(2);
if (!gitDir || !commit || !/^[0-9a-f]{40}$/.test(commit))
  throw new Error('usage: gen-nepal-tithi-fixture.ts <git dir> <commit>');
const NAMES = [
  'प्रतिपदा',
  'द्दितीया',
  'तृतीया',
  'चतुर्थी',
  'पञ्चमी',
  'षष्ठी',
  'सप्तमी',
  'अष्टमी',
  'नवमी',
  'दशमी',
  'एकादशी',
  'द्वादशी',
  'त्रयोदशी',
  'चतुर्दशी',
];
const MONTHS: Record<string, number> = {
  JAN: 1,
  FEB: 2,
  MAR: 3,
  APR: 4,
  MAY: 5,
  JUN: 6,
  JUL: 7,
  AUG: 8,
  SEP: 9,
  OCT: 10,
  NOV: 11,
  DEC: 12,
};
const number = (t: string): number =>
  t === 'पुर्णिमा' ? 15 : t === 'औशी' ? 30 : NAMES.indexOf(t) + 1;
const byYear: Record<string, Array<[string, number]>> = {};
for (let bs = 2066; bs <= 2080; bs++) {
  for (let m = 1; m <= 12; m++) {
    const doc = JSON.parse(
      execFileSync('git', ['--git-dir', gitDir, 'show', `${commit}:data/${bs}/${m}.json`], {
        encoding: 'utf8',
      }),
    ) as { metadata: { en: string }; days: Array<{ n: string; e: string; t: string }> };
    const meta = /^(\w{3})\/(\w{3}) (\d{4})(?:\/(\d{4}))?$/.exec(doc.metadata.en.trim())!;
    let month = MONTHS[meta[1]!.toUpperCase()]!;
    let year = Number(meta[3]);
    let prev = 0;
    let expect = 1;
    for (const day of doc.days) {
      if (!day.n) continue;
      if (Number(day.n.replace(/[०-९]/g, (c) => String(c.charCodeAt(0) - 0x966))) !== expect)
        continue;
      expect++;
      const e = Number(day.e);
      if (e < prev) {
        month++;
        if (month > 12) {
          month = 1;
          year++;
        }
      }
      prev = e;
      if (year < 2010 || year > 2023) continue;
      (byYear[year] ??= []).push([
        `${String(month).padStart(2, '0')}-${String(e).padStart(2, '0')}`,
        day.t ? number(day.t) : 0,
      ]);
    }
  }
}
const out = {
  about:
    "The tithi Nepal's almanac prints for each day (at sunrise, Kathmandu), AD 2010-2023: nepalicalendar.rat32.com as github.com/the-value-crew/nepali-calendar-api scraped it. 1-15 per paksha (15 = purnima), 30 = amavasya, 0 = none printed. Written by scripts/gen-nepal-tithi-fixture.ts.",
  repository: 'https://github.com/the-value-crew/nepali-calendar-api',
  commit,
  years: Object.fromEntries(
    Object.entries(byYear).map(([y, days]) => [y, Object.fromEntries(days)]),
  ),
};
writeFileSync('test/fixtures/nepal-almanac-tithis.json', `${JSON.stringify(out)}\n`);
console.log(
  `wrote test/fixtures/nepal-almanac-tithis.json: ${Object.values(byYear).reduce((a, d) => a + d.length, 0)} days`,
);
