/**
 * Festival agreement report (npm run festivals): computes the utsava calendar for New Delhi with
 * the engine's rules and compares it with test/fixtures/utsava-known-dates.json, the IN-SAMPLE
 * dates (`dates`, 2021-2026, the list the rules were developed against) and the HELD-OUT dates
 * (`heldOut.dates`, 2015-2023, collected before the issue-16 rule changes and never used to tune a
 * rule) kept apart. Prints one table per festival with both sets side by side, the totals of each
 * set, the Vaishnava ekadashi days implied by the complete held-out year lists as a line of their
 * own, and every difference.
 *
 * Then the same for test/fixtures/utsava-published-2001-2035.json (issue 27): the published dates of
 * 23 festivals for 2001-2035, in-sample (the years 2001 + 3k) and held-out (every other year)
 * apart; the held-out differences are listed only on request, so that writing a rule never needs
 * to look at them.
 *
 * Then the Government of India's Delhi/New Delhi holiday lists (test/fixtures/utsava-central-gov-delhi.json,
 * DoPT office memoranda), held-out years and in-sample years apart, with every difference.
 *
 * Then the festival traditions of issue 31 (test/fixtures/utsava-traditions.json): per tradition and
 * source, in-sample and held-out, computed at the source's place and at the tradition's reference
 * city.
 *
 * Usage: node scripts/run-ts.mjs scripts/festival-agreement.ts [--civil] [--grid [fromYear] [toYear]] [--held-out-misses]
 *   --civil  civil sunrise (upper limb with refraction) instead of the default hindu sunrise
 *   --grid   also print the computed date of every festival for each year (default 2024-2030)
 */
import { UTSAVA_RULES, utsavasForYear, type UtsavaItem } from '../src/engine/utsava/index.js';
import knownDates from '../test/fixtures/utsava-known-dates.json';
import published from '../test/fixtures/utsava-published-2001-2035.json';
import centralGov from '../test/fixtures/utsava-central-gov-delhi.json';
import {
  agreementOf,
  impliedVaishnavaEkadashis,
  isBlind,
  type KnownDate,
  type KnownDatesFixture,
  observancesOf,
  pct,
  type SetAgreement,
} from '../test/engine/utsava/agreement.js';
import {
  countedObserve,
  countedObserveLabel,
  DOCUMENTED_DIFFERENCES,
  EXCLUDED_DATES,
  isDocumentedDifference,
  TRADITION_FIXTURE,
  traditionAgreement,
  YearCache,
} from '../test/engine/utsava/tradition-agreement.js';

const fixture = knownDates as KnownDatesFixture;
const pub = published as { dates: Array<KnownDate & { split: 'in-sample' | 'held-out' }> };
const place = {
  latDeg: fixture.place.latDeg,
  lonDeg: fixture.place.lonDeg,
  zone: { ianaZone: fixture.place.ianaZone },
};
const argv = process.argv.slice(2);
const convention = argv.includes('--civil') ? ('civil' as const) : ('hindu' as const);

const cache = new Map<number, UtsavaItem[]>();
function itemsOf(y: number): UtsavaItem[] {
  let v = cache.get(y);
  if (!v) {
    v = utsavasForYear(y, place, { convention });
    cache.set(y, v);
  }
  return v;
}

const t0 = performance.now();
const inSample = agreementOf(fixture.dates, itemsOf);
const heldOut = agreementOf(fixture.heldOut.dates, itemsOf);
const implied = agreementOf(impliedVaishnavaEkadashis(fixture), itemsOf);
// One published date per festival: it agrees when one of the festival's named observances falls on it.
const observances = observancesOf(UTSAVA_RULES);
const pubIn = agreementOf(
  pub.dates.filter((d) => d.split === 'in-sample'),
  itemsOf,
  observances,
);
const pubHeld = agreementOf(
  pub.dates.filter((d) => d.split === 'held-out'),
  itemsOf,
  observances,
);
/** Per festival with two observances: how many published dates each observance alone matches. */
const perObservance = (split: 'in-sample' | 'held-out') =>
  [...new Set(pub.dates.map((d) => d.id))]
    .filter((id) => observances(id).length > 1)
    .map(
      (id) =>
        `${id}: ${observances(id)
          .map(
            (o) =>
              `${o} ${
                agreementOf(
                  pub.dates
                    .filter((d) => d.id === id && d.split === split)
                    .map((d) => ({ ...d, id: o })),
                  itemsOf,
                ).agree
              }`,
          )
          .join(', ')} of ${pub.dates.filter((d) => d.id === id && d.split === split).length}`,
    );
const ms = performance.now() - t0;

const names = new Map<string, string>();
for (const list of cache.values())
  for (const u of list) if (!names.has(u.id)) names.set(u.id, u.name.replace(/ \(Adhika.*\)$/, ''));

function cell(s: SetAgreement, id: string): string {
  const r = s.byId.get(id);
  return r
    ? `${r.agree}/${r.total}`.padStart(7) + ` ${pct(r.agree, r.total).padStart(6)}`
    : '      -       ';
}

const ids = [...new Set([...inSample.byId.keys(), ...heldOut.byId.keys()])].sort();
console.log(
  `New Delhi, sunrise convention: ${convention}; ${cache.size} years computed in ${ms.toFixed(0)} ms`,
);
console.log('');
const header = `${'festival id'.padEnd(40)} ${'in-sample (2021-26)'.padEnd(15)} ${'held-out (2015-23)'.padEnd(15)}`;
console.log(header);
console.log('-'.repeat(header.length));
for (const id of ids) console.log(`${id.padEnd(40)} ${cell(inSample, id)} ${cell(heldOut, id)}`);
console.log('-'.repeat(header.length));
const line = (label: string, s: SetAgreement) =>
  console.log(
    `${label.padEnd(40)} ${`${s.agree}/${s.total}`.padStart(7)} ${pct(s.agree, s.total).padStart(6)}`,
  );
line('TOTAL in-sample', inSample);
line('TOTAL held-out', heldOut);
const heldNoEk = agreementOf(
  fixture.heldOut.dates.filter((d) => !d.id.startsWith('ekadashi-')),
  itemsOf,
);
const heldEk = agreementOf(
  fixture.heldOut.dates.filter((d) => d.id.startsWith('ekadashi-')),
  itemsOf,
);
line('  held-out, festivals (not ekadashi)', heldNoEk);
line('  held-out, ekadashis', heldEk);
line(
  '  held-out, collected after the rules',
  agreementOf(fixture.heldOut.dates.filter(isBlind), itemsOf),
);
line('implied Vaishnava ekadashis (held-out)', implied);
console.log('');
const listMisses = (label: string, s: SetAgreement) => {
  console.log(`${label}: ${s.misses.length} differences`);
  for (const m of s.misses) console.log(`  ${m}`);
};
listMisses('in-sample', inSample);
listMisses('held-out', heldOut);
listMisses('implied Vaishnava ekadashis', implied);

/** One table of a list's festivals, its in-sample and held-out agreement side by side. */
function sideBySide(
  title: string,
  cols: [string, string],
  rows: readonly KnownDate[],
  a: SetAgreement,
  b: SetAgreement,
): void {
  console.log('');
  const header = `${title.padEnd(40)} ${cols[0].padEnd(15)} ${cols[1].padEnd(15)}`;
  console.log(header);
  console.log('-'.repeat(header.length));
  for (const id of [...new Set(rows.map((d) => d.id))].sort())
    console.log(`${id.padEnd(40)} ${cell(a, id)} ${cell(b, id)}`);
  console.log('-'.repeat(header.length));
}

// The published dates 2001-2035 (issue 27), in-sample (2001 + 3k) and held-out apart.
sideBySide(
  'festival id (published 2001-2035)',
  ['in-sample (2001+3k)', 'held-out (other years)'],
  pub.dates,
  pubIn,
  pubHeld,
);
line('TOTAL in-sample (2001-2035)', pubIn);
line('TOTAL held-out (2001-2035)', pubHeld);
console.log('');
console.log(
  'festivals with two named observances (a published date agrees when either falls on it); each alone:',
);
for (const l of perObservance('in-sample')) console.log(`  in-sample ${l}`);
for (const l of perObservance('held-out')) console.log(`  held-out  ${l}`);
console.log('');
listMisses('in-sample (2001-2035)', pubIn);
if (argv.includes('--held-out-misses')) listMisses('held-out (2001-2035)', pubHeld);
else
  console.log(
    `held-out (2001-2035): ${pubHeld.misses.length} differences (listed with --held-out-misses)`,
  );

// The Government of India's Delhi/New Delhi holiday lists (DoPT office memoranda, issue 31's third
// round): a source independent of both lists above, committed before the engine was compared with
// it; held-out years and the years the rules were read against in another list, apart.
const gov = centralGov as { dates: Array<KnownDate & { split: 'held-out' | 'in-sample-years' }> };
const govHeld = agreementOf(
  gov.dates.filter((d) => d.split === 'held-out'),
  itemsOf,
);
const govIn = agreementOf(
  gov.dates.filter((d) => d.split === 'in-sample-years'),
  itemsOf,
);
sideBySide(
  'festival id (central government, Delhi)',
  ['in-sample years', 'held-out years'],
  gov.dates,
  govIn,
  govHeld,
);
line('TOTAL in-sample years (central gov.)', govIn);
line('TOTAL held-out (central gov.)', govHeld);
listMisses('central government, in-sample years', govIn);
listMisses('central government, held-out', govHeld);

const g = argv.indexOf('--grid');
if (g >= 0) {
  const from = Number(argv[g + 1] ?? 2024),
    to = Number(argv[g + 2] ?? 2030);
  const years: number[] = [];
  for (let y = from; y <= to; y++) years.push(y);
  const gridIds: string[] = [];
  for (const y of years)
    for (const u of itemsOf(y)) if (!gridIds.includes(u.id)) gridIds.push(u.id);
  console.log('');
  console.log(['festival'.padEnd(46), ...years.map((y) => String(y).padEnd(11))].join(' '));
  for (const id of gridIds) {
    const cells = years.map((y) =>
      (
        itemsOf(y)
          .filter((u) => u.id === id)
          .map((u) => u.date.slice(5))
          .join(',') || '-'
      ).padEnd(11),
    );
    console.log([(names.get(id) ?? id).slice(0, 46).padEnd(46), ...cells].join(' '));
  }
}

// The festival traditions (issue 31): per tradition and source, in-sample and held-out apart, at
// both observances (the one each source's community keeps is marked *); the held-out differences
// only with --held-out-misses.
{
  const fx = TRADITION_FIXTURE;
  const tcache = new YearCache();
  console.log('');
  const th = `${'tradition'.padEnd(10)} ${'source'.padEnd(16)} ${'in-sample local'.padEnd(16)} ${'in-sample india'.padEnd(16)} ${'held-out local'.padEnd(16)} ${'held-out india'.padEnd(16)} ${'counted as'}`;
  console.log(th);
  console.log('-'.repeat(th.length));
  const rowsOf = (split: 'in-sample' | 'held-out', observe: 'local' | 'india' | 'counted') =>
    traditionAgreement(
      fx.dates.filter((d) => d.split === split && !isDocumentedDifference(d)),
      observe,
      tcache,
    );
  const table = {
    il: rowsOf('in-sample', 'local'),
    ii: rowsOf('in-sample', 'india'),
    hl: rowsOf('held-out', 'local'),
    hi: rowsOf('held-out', 'india'),
    ic: rowsOf('in-sample', 'counted'),
    hc: rowsOf('held-out', 'counted'),
  };
  const keys = [
    ...new Set([...table.il, ...table.hl].map((r) => `${r.tradition}|${r.source}`)),
  ].sort();
  const cellOf = (rows: typeof table.il, k: string, mark: boolean) => {
    const r = rows.find((x) => `${x.tradition}|${x.source}` === k);
    return (r ? `${r.agree}/${r.total} ${pct(r.agree, r.total)}${mark ? '*' : ''}` : '-').padEnd(
      16,
    );
  };
  for (const k of keys) {
    const [t, src] = k.split('|') as [string, string];
    const counted = countedObserve(fx, src);
    const mixed = Object.keys(fx.sources[src]?.observe?.byId ?? {}).length > 0;
    const tail = mixed
      ? `${countedObserveLabel(fx, src)}: in-sample ${cellOf(table.ic, k, false).trim()}, held-out ${cellOf(table.hc, k, false).trim()}`
      : counted;
    console.log(
      `${t.padEnd(10)} ${src.padEnd(16)} ${cellOf(table.il, k, !mixed && counted === 'local')} ${cellOf(table.ii, k, !mixed && counted === 'india')} ${cellOf(table.hl, k, !mixed && counted === 'local')} ${cellOf(table.hi, k, !mixed && counted === 'india')} ${tail}`,
    );
  }
  console.log(
    'documented differences (not counted): ' +
      DOCUMENTED_DIFFERENCES.map((d) => `${d.source} ${d.id}: ${d.why}`).join('; '),
  );
  console.log(`excluded as source errors (not counted): ${EXCLUDED_DATES.length}`);
  for (const d of EXCLUDED_DATES) console.log(`  ${d.source} ${d.id} ${d.date}: ${d.excluded}`);
  console.log('');
  for (const r of table.ic) {
    if (!r.misses.length) continue;
    console.log(
      `in-sample ${r.tradition} ${r.source} (observe=${countedObserveLabel(fx, r.source)}): ${r.misses.length} differences`,
    );
    for (const m of r.misses) console.log(`  ${m}`);
  }
  for (const r of table.hc) {
    if (!r.misses.length) continue;
    if (argv.includes('--held-out-misses')) {
      console.log(
        `held-out ${r.tradition} ${r.source} (observe=${countedObserveLabel(fx, r.source)}): ${r.misses.length} differences`,
      );
      for (const m of r.misses) console.log(`  ${m}`);
    } else
      console.log(
        `held-out ${r.tradition} ${r.source}: ${r.misses.length} differences (listed with --held-out-misses)`,
      );
  }
}
