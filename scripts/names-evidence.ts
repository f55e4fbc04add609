/**
 * `npm run names:evidence [-- --write]`: the names of data/names compared with lists we did not
 * write, per language (docs/languages.md "Evidence"):
 * - PyJHora 4.8.5's lang files (hi, kn, ml, ta, te): planets, rashis, nakshatras, tithis, karanas,
 *   weekdays, pakshas, nitya yogas, samvatsaras, ritus (read from its list_values_<lang>.txt where
 *   the oracle is installed, $HOME/.cache/vedic-oracle/pyjhora);
 * - CLDR through Node's full ICU (every language): weekday names (vara) and the months of the
 *   Indian national calendar (the lunar months Chaitra..Phalguna).
 * With --write the outside lists are saved with their provenance to
 * test/fixtures/names-evidence.json (the test reads that file; it never reads PyJHora or ICU).
 * Prints per language how many names agree exactly and how many differ by kind
 * (scripts/lib/names-compare.ts). With --differences every difference is written to
 * data/names/differences.json (the list test/i18n/names-evidence.test.ts holds the names to) and
 * docs/languages-differences.md; review both before committing.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import {
  DIFFERENCE_KINDS,
  differenceKind,
  sourceKey,
  type DifferenceFile,
  type EvidenceList,
} from './lib/names-compare.js';

const PYJ = join(homedir(), '.cache/vedic-oracle/pyjhora/src/jhora/lang');
const PYJ_LANG: Record<string, string> = { hi: 'hi', kn: 'ka', ml: 'ml', ta: 'ta', te: 'te' };
// eslint-disable-next-line no-misleading-character-class -- the class lists symbols and variation selectors on purpose: each is removed on its own
const strip = (s: string) => s.replace(/[\u2600-\u27BF\uFE0E\uFE0F\u2648-\u2653]/gu, '').trim();
const range = (n: number, p: string) => Array.from({ length: n }, (_, i) => `${p}.${i + 1}`);

interface Entry {
  id: string;
  name: string;
}
const out: Record<string, { source: string; entries: Entry[] }[]> = {};

if (process.argv.includes('--write')) {
  for (const [lang, file] of Object.entries(PYJ_LANG)) {
    const path = join(PYJ, `list_values_${file}.txt`);
    if (!existsSync(path)) continue;
    const kv = Object.fromEntries(
      readFileSync(path, 'utf8')
        .split('\n')
        .filter((l) => /^[A-Z_]+=/.test(l))
        .map((l) => [
          l.slice(0, l.indexOf('=')),
          l
            .slice(l.indexOf('=') + 1)
            .split(',')
            .map(strip),
        ]),
    );
    const entries: Entry[] = [];
    const add = (ids: string[], list: string[] | undefined) =>
      ids.forEach((id, i) => {
        const n = list?.[i];
        if (n) entries.push({ id, name: n });
      });
    add(
      [
        'graha.sun',
        'graha.moon',
        'graha.mars',
        'graha.mercury',
        'graha.jupiter',
        'graha.venus',
        'graha.saturn',
        'graha.rahu',
        'graha.ketu',
      ],
      kv.PLANET_NAMES,
    );
    add(range(12, 'rashi'), kv.RAASI_LIST);
    add([...range(27, 'nakshatra'), 'nakshatra.abhijit'], kv.NAKSHATRA_LIST);
    add(range(30, 'tithi'), kv.TITHI_LIST);
    add(range(7, 'vara'), kv.DAYS_LIST);
    add(['paksha.shukla', 'paksha.krishna'], kv.PAKSHA_LIST);
    add(range(27, 'yoga'), kv.YOGAM_LIST);
    add(range(60, 'samvatsara'), kv.YEAR_LIST);
    add(range(6, 'ritu'), kv.SEASON_NAMES);
    const k = kv.KARANA_LIST;
    if (k)
      add(
        [
          'karana.kimstughna',
          'karana.bava',
          'karana.balava',
          'karana.kaulava',
          'karana.taitila',
          'karana.gara',
          'karana.vanija',
          'karana.vishti',
        ],
        k.slice(0, 8),
      );
    (out[lang] ??= []).push({
      source: `PyJHora 4.8.5, src/jhora/lang/list_values_${file}.txt`,
      entries,
    });
  }
  for (const lang of ['hi', 'bn', 'ta', 'te', 'kn', 'ml', 'gu', 'mr', 'or']) {
    const entries: Entry[] = [];
    for (let d = 0; d < 7; d++)
      entries.push({
        id: `vara.${d + 1}`,
        name: new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(
          new Date(Date.UTC(2023, 0, 1 + d)),
        ),
      });
    // the 5th day of each month of the Indian national calendar (Chaitra 1 = 22 March in 2023)
    const starts = [
      [3, 22],
      [4, 21],
      [5, 22],
      [6, 22],
      [7, 23],
      [8, 23],
      [9, 23],
      [10, 23],
      [11, 22],
      [12, 22],
      [1, 21],
      [2, 20],
    ];
    starts.forEach(([m, d], i) =>
      entries.push({
        id: `month.lunar.${i + 1}`,
        name: new Intl.DateTimeFormat(`${lang}-u-ca-indian`, {
          month: 'long',
          timeZone: 'UTC',
        }).format(new Date(Date.UTC(m! <= 2 ? 2024 : 2023, m! - 1, d! + 4))),
      }),
    );
    (out[lang] ??= []).push({
      source: `CLDR ${process.versions.cldr} (ICU ${process.versions.icu}) through Node's Intl: weekday long names, Indian calendar month names`,
      entries,
    });
  }
  writeFileSync(
    'test/fixtures/names-evidence.json',
    `${JSON.stringify({ note: 'Outside name lists, written by scripts/names-evidence.ts --write; provenance per list.', lists: out }, null, 1)}\n`,
  );
}

const ev = JSON.parse(readFileSync('test/fixtures/names-evidence.json', 'utf8')) as {
  lists: Record<string, EvidenceList[]>;
};
const diffs: DifferenceFile = {};
const rows: string[] = [];
const docs: string[] = [];
console.log('lang  source    compared  exact  spelling  form  shifted  wording');
for (const [lang, lists] of Object.entries(ev.lists)) {
  const names = JSON.parse(readFileSync(`data/names/${lang}.json`, 'utf8')) as Record<
    string,
    string
  >;
  for (const l of lists) {
    const src = sourceKey(l.source);
    const count = { exact: 0, spelling: 0, form: 0, shifted: 0, wording: 0 };
    for (const e of l.entries) {
      const ours = names[e.id] ?? '';
      const kind = differenceKind(e.id, names, e.name);
      if (!kind) {
        count.exact++;
        continue;
      }
      count[kind]++;
      ((diffs[lang] ??= {})[src] ??= {})[e.id] = { ours, theirs: e.name, kind };
      docs.push(`| ${lang} | ${src} | \`${e.id}\` | ${ours} | ${e.name} | ${kind} |`);
      if (process.argv.includes('--list'))
        console.log(`  ${lang} ${e.id}: ours ${ours} | ${src} ${e.name} (${kind})`);
    }
    const line = `| ${lang} | ${src === 'pyjhora' ? 'PyJHora' : 'CLDR'} | ${l.entries.length} | ${count.exact} | ${count.spelling} | ${count.form} | ${count.shifted} | ${count.wording} |`;
    rows.push(line);
    console.log(
      `${lang.padEnd(5)} ${src.padEnd(9)} ${String(l.entries.length).padStart(8)} ${String(count.exact).padStart(6)} ${String(count.spelling).padStart(9)} ${String(count.form).padStart(5)} ${String(count.shifted).padStart(8)} ${String(count.wording).padStart(8)}`,
    );
  }
}
if (process.argv.includes('--differences')) {
  writeFileSync('data/names/differences.json', `${JSON.stringify(diffs, null, 1)}\n`);
  writeFileSync(
    'docs/languages-differences.md',
    [
      '# Names that differ from the outside lists, one by one',
      '',
      'Written by `npm run names:evidence -- --differences` from data/names and test/fixtures/names-evidence.json',
      "(PyJHora 4.8.5's lang lists; CLDR through Node's ICU); test/i18n/names-evidence.test.ts fails when a",
      'name differs from an outside list without a line here (data/names/differences.json). See',
      'docs/languages.md "Evidence" for the counts. Kinds:',
      '',
      ...Object.entries(DIFFERENCE_KINDS).map(([k, v]) => `- **${k}**: ${v}`),
      '',
      '| lang | source | id | ours | theirs | kind |',
      '|---|---|---|---|---|---|',
      ...docs,
      '',
    ].join('\n'),
  );
  console.log(
    `\n| lang | source | compared | exact | spelling | form | shifted | wording |\n|---|---|---|---|---|---|---|---|\n${rows.join('\n')}`,
  );
}
