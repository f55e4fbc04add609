/**
 * Writes test/fixtures/nepali-calendar-2010-2023.json: Nepal's published Bikram Sambat calendar
 * (the first AD day of every BS month whose days fall in 2010-2023) as four independent npm
 * date-conversion packages carry it, each read through its own public conversion function for
 * every AD day from 1 December 2009 to 15 February 2024:
 * - nepali-date-converter 3.4.0 (MIT; github subeshb1/Nepali-Date)
 * - bikram-sambat 1.8.1 (Apache-2.0; github medic/bikram-sambat)
 * - nepali-datetime 2.0.0 (GPL-3.0; github opensource-nepal/node-nepali-datetime)
 * - ad-bs-converter 0.5.0 (ISC; github techgaun/ad-bs-converter)
 * Only dates are stored (no code of theirs). The expected value of test/engine/calendar/nepali.test.ts
 * is the month start on which a majority of the packages agree; every month where they disagree
 * is listed with each package's date.
 *
 * The packages are not dependencies of the project: install them anywhere and pass the folder:
 *   mkdir -p /tmp/nep && (cd /tmp/nep && npm init -y && npm install --ignore-scripts \
 *     nepali-date-converter@3.4.0 bikram-sambat@1.8.1 nepali-datetime@2.0.0 ad-bs-converter@0.5.0)
 *   TZ=UTC node scripts/run-ts.mjs scripts/gen-nepali-fixture.ts /tmp/nep
 * (TZ=UTC: two of the packages read dates through the host's local-time Date functions.)
 *
 * Held-out discipline: this fixture is committed before the engine's Nepali calendar is compared
 * with it. The rule (docs/calendars.md) was chosen from the almanac's practice, not from these
 * tables; should any rule ever be tuned on them, the tuning may look only at AD 2010-2016 and
 * AD 2017-2023 is reported apart as held out.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = resolve(process.argv[2] ?? '/tmp/nep');
const need = createRequire(resolve(dir, 'package.json'));
if (new Date(2020, 0, 1).getTimezoneOffset() !== 0)
  throw new Error('run with TZ=UTC (see the module note)');

type Bs = { year: number; month: number; day: number };
interface Source {
  id: string;
  version: string;
  licence: string;
  repository: string;
  toBs: (y: number, m: number, d: number) => Bs;
}

const ndcMod = need('nepali-date-converter');
const NDC = ndcMod.default ?? ndcMod;
const bsMod = need('bikram-sambat');
const ndtMod = await import(
  pathToFileURL(resolve(dir, 'node_modules/nepali-datetime/dist/index.mjs')).href
);
const NDT = ndtMod.default;
const abc = need('ad-bs-converter');
const pad = (n: number): string => String(n).padStart(2, '0');
const version = (p: string): string =>
  (
    JSON.parse(readFileSync(resolve(dir, 'node_modules', p, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

const sources: Source[] = [
  {
    id: 'nepali-date-converter',
    version: version('nepali-date-converter'),
    licence: 'MIT',
    repository: 'github.com/subeshb1/Nepali-Date',
    toBs: (y, m, d) => {
      const x = new NDC(new Date(y, m - 1, d));
      return { year: x.getYear(), month: x.getMonth() + 1, day: x.getDate() };
    },
  },
  {
    id: 'bikram-sambat',
    version: version('bikram-sambat'),
    licence: 'Apache-2.0',
    repository: 'github.com/medic/bikram-sambat',
    toBs: (y, m, d) => bsMod.toBik(`${y}-${pad(m)}-${pad(d)}`) as Bs,
  },
  {
    id: 'nepali-datetime',
    version: version('nepali-datetime'),
    licence: 'GPL-3.0',
    repository: 'github.com/opensource-nepal/node-nepali-datetime',
    toBs: (y, m, d) => {
      const x = NDT.parseEnglishDate(`${y}-${pad(m)}-${pad(d)}`, 'YYYY-MM-DD');
      return { year: x.getYear(), month: x.getMonth() + 1, day: x.getDate() };
    },
  },
  {
    id: 'ad-bs-converter',
    version: version('ad-bs-converter'),
    licence: 'ISC',
    repository: 'github.com/techgaun/ad-bs-converter',
    toBs: (y, m, d) => {
      const x = abc.ad2bs(`${y}/${pad(m)}/${pad(d)}`).en;
      return { year: Number(x.year), month: Number(x.month), day: Number(x.day) };
    },
  },
];

/** Month starts: "YYYY-MM" (BS) -> AD date of day 1, for the months wholly inside the scan. */
function monthStarts(s: Source): Record<string, string> {
  const out: Record<string, string> = {};
  let prev: Bs | null = null;
  for (let t = Date.UTC(2009, 11, 1); t <= Date.UTC(2024, 1, 15); t += 86_400_000) {
    const g = new Date(t);
    const b = s.toBs(g.getUTCFullYear(), g.getUTCMonth() + 1, g.getUTCDate());
    if (prev && b.day === 1) out[`${b.year}-${pad(b.month)}`] = g.toISOString().slice(0, 10);
    else if (prev && (b.day !== prev.day + 1 || b.month !== prev.month))
      throw new Error(
        `${s.id}: non-consecutive ${JSON.stringify(prev)} -> ${JSON.stringify(b)} at ${g.toISOString()}`,
      );
    prev = b;
  }
  return out;
}

const bySource = Object.fromEntries(sources.map((s) => [s.id, monthStarts(s)]));
const months = [...new Set(Object.values(bySource).flatMap((m) => Object.keys(m)))].sort();
const consensus: Record<string, string> = {};
const disagreements: Array<{ month: string; dates: Record<string, string | null> }> = [];
for (const month of months) {
  const votes = new Map<string, number>();
  for (const s of sources) {
    const v = bySource[s.id]![month];
    if (v) votes.set(v, (votes.get(v) ?? 0) + 1);
  }
  const [best, n] = [...votes.entries()].sort((a, b) => b[1] - a[1])[0]!;
  if (n * 2 <= sources.length)
    throw new Error(`no majority for ${month}: ${JSON.stringify(Object.fromEntries(votes))}`);
  consensus[month] = best;
  if (votes.size > 1 || n < sources.length)
    disagreements.push({
      month,
      dates: Object.fromEntries(sources.map((s) => [s.id, bySource[s.id]![month] ?? null])),
    });
}

writeFileSync(
  'test/fixtures/nepali-calendar-2010-2023.json',
  `${JSON.stringify(
    {
      description:
        "First AD day of every Bikram Sambat month from Mangsir 2066 to Magh 2080 (covering every day of AD 2010-2023), as Nepal's published calendar is carried by four npm date-conversion packages, read through each package's own AD-to-BS function for every day from 2009-12-01 to 2024-02-15. monthStarts is the majority; disagreements lists every month where a package differs.",
      generatedBy: 'scripts/gen-nepali-fixture.ts',
      heldOut:
        'committed before the engine was compared with it; any tuning may look only at AD 2010-2016, AD 2017-2023 is held out',
      sources: sources.map(({ id, version: v, licence, repository }) => ({
        id,
        version: v,
        licence,
        repository,
      })),
      monthStarts: consensus,
      disagreements,
    },
    null,
    1,
  )}\n`,
);
console.log(`${months.length} months; ${disagreements.length} with a disagreement`);
for (const d of disagreements) console.log(d.month, JSON.stringify(d.dates));
