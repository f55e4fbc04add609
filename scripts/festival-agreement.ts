/**
 * Festival agreement report: computes the utsava calendar for New Delhi (default 2024-2030) with the engine's
 * rules and compares it with test/fixtures/utsava-known-dates.json (dates published by the major
 * Indian almanacs for New Delhi). Prints one row per festival with the computed date of each year
 * (marked "=" when it agrees with the published date, "!" with the published date when not), then
 * the agreement per year and overall.
 *
 * Usage: node scripts/run-ts.mjs scripts/festival-agreement.ts [fromYear] [toYear] [--civil]
 * (--civil: civil sunrise, upper limb with refraction, instead of the default hindu sunrise)
 */
import { utsavasForYear, type UtsavaItem } from '../src/engine/utsava/index.js';
import knownDates from '../test/fixtures/utsava-known-dates.json';

interface Known { id: string; year: number; date: string }
const fixture = knownDates as { place: { latDeg: number; lonDeg: number; ianaZone: string }; dates: Known[] };
const place = { latDeg: fixture.place.latDeg, lonDeg: fixture.place.lonDeg, zone: { ianaZone: fixture.place.ianaZone } };
const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const convention = process.argv.includes('--civil') ? 'civil' as const : 'hindu' as const;
const from = Number(args[0] ?? 2024);
const to = Number(args[1] ?? 2030);

const byYear = new Map<number, UtsavaItem[]>();
for (let y = from; y <= to; y++) {
  const t0 = performance.now();
  byYear.set(y, utsavasForYear(y, place, { convention }));
  process.stderr.write(`${y}: ${byYear.get(y)!.length} items, ${(performance.now() - t0).toFixed(0)} ms\n`);
}

const known = new Map<string, string>();
for (const k of fixture.dates) known.set(`${k.id}@${k.year}`, k.date);

// festival ids in calendar order of the first year, then any others
const ids: string[] = [];
const names = new Map<string, string>();
for (const list of byYear.values()) for (const u of list) {
  if (!names.has(u.id)) { ids.push(u.id); names.set(u.id, u.name.replace(/ \(Adhika.*\)$/, '')); }
}

const years = [...byYear.keys()];
const header = ['festival'.padEnd(46), ...years.map((y) => String(y).padEnd(13))].join(' ');
console.log(`New Delhi, sunrise convention: ${convention}`);
console.log(header);
console.log('-'.repeat(header.length));
const stats = new Map<number, { agree: number; total: number }>();
const misses: string[] = [];
for (const id of ids) {
  const cells = years.map((y) => {
    const dates = byYear.get(y)!.filter((u) => u.id === id).map((u) => u.date);
    const k = known.get(`${id}@${y}`);
    let cell = dates.map((d) => d.slice(5)).join(',') || '-';
    if (k !== undefined) {
      const s = stats.get(y) ?? { agree: 0, total: 0 };
      s.total++;
      if (dates.includes(k)) { s.agree++; cell = `=${cell}`; } else { cell = `!${cell}(${k.slice(5)})`; misses.push(`${y} ${id}: computed ${dates.join(',') || 'none'}, published ${k}`); }
      stats.set(y, s);
    } else cell = ` ${cell}`;
    return cell.padEnd(13);
  });
  console.log([names.get(id)!.slice(0, 46).padEnd(46), ...cells].join(' '));
}
console.log('');
console.log('"=" agrees with the published date, "!" differs (published date in brackets), no mark: no published date in the fixture.');
let agree = 0, total = 0;
for (const [y, s] of [...stats].sort((a, b) => a[0] - b[0])) { agree += s.agree; total += s.total; console.log(`${y}: ${s.agree}/${s.total} agree (${((100 * s.agree) / s.total).toFixed(1)}%)`); }
console.log(`overall: ${agree}/${total} agree (${total ? ((100 * agree) / total).toFixed(1) : '-'}%)`);
if (misses.length) { console.log('differences:'); for (const m of misses) console.log(`  ${m}`); }
