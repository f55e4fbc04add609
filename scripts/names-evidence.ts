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
 *
 * Festival names (docs/languages.md "Festival names"): `--festivals-from <dir>` reads the India
 * holiday lists of the python-holidays project (a checkout of github.com/vacanza/holidays, its
 * holidays/locale/<lang>/LC_MESSAGES/IN.po: the Government of India's and the states' holidays
 * with their names in hi, bn, ta, te, kn, ml, gu and mr, translated by that project's contributors)
 * and saves the names of the festivals we compute, each with its source URL and the list's
 * revision date, to test/fixtures/festival-names-evidence.json. `--festivals-commit <sha>` names
 * the commit the URLs point at. Every run prints per language how many festival names agree
 * exactly and after the normalisation of scripts/lib/names-compare.ts `festivalForms`; with
 * --differences each other one is listed with its kind and the reason it is kept (the reasons
 * already written in data/names/differences.json are kept; a new difference gets "to review").
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import {
  DIFFERENCE_KINDS,
  differenceKind,
  festivalComparison,
  sourceKey,
  type DifferenceFile,
  type EvidenceList,
  type FestivalEvidenceList,
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

/**
 * The holiday list's English names (msgid) of each festival we compute (festival.<id>): a list
 * names a festival once, ours may have two names in one ("Ugadi / Gudi Padwa"), so an id may have
 * several. Holidays that are not festivals of our rules (national days, birthdays of persons, the
 * festivals of other religions) are not compared.
 */
const HOLIDAY_FESTIVALS: Readonly<Record<string, readonly string[]>> = {
  'maha-shivaratri': ['Maha Shivaratri'],
  'holi-dhulandi': ['Holi'],
  'holika-dahan': ['Holika Dahan'],
  'ram-navami': ['Ram Navami'],
  'mahavir-jayanti': ['Mahavir Jayanti'],
  'buddha-purnima': ['Buddha Purnima'],
  'krishna-janmashtami': ['Janmashtami (Smarta)'],
  'krishna-janmashtami-vaishnava': ['Janmashtami (Vaishnava)'],
  dussehra: ['Dussehra'],
  'maha-saptami': ['Dussehra (Saptami)'],
  'durga-ashtami': ['Dussehra (Mahashtami)'],
  'maha-navami': ['Dussehra (Mahanavami)'],
  'diwali-lakshmi-puja': ['Diwali (Deepavali)'],
  'naraka-chaturdashi': ['Naraka Chaturdashi'],
  'govardhan-puja': ['Govardhan Puja'],
  'bhai-dooj': ['Bhai Duj'],
  'chhath-puja': ['Chhath Puja'],
  'karwa-chauth': ['Karaka Chaturthi (Karwa Chouth)'],
  lohri: ['Lohri'],
  'makar-sankranti': ['Makar Sankranti'],
  'thai-pongal': ['Pongal'],
  'mattu-pongal': ['Thiruvalluvar Day / Mattu Pongal'],
  'vasant-panchami': ['Basant Panchami'],
  'ugadi-gudi-padwa': ['Ugadi', 'Gudi Padwa'],
  puthandu: ['Puthandu (Tamil New Year)'],
  vishu: ['Vishu'],
  'bohag-bihu': ['Bahag Bihu'],
  'pohela-boishakh': ['Pohela Boishakh'],
  'pana-sankranti': ['Maha Vishuva Sankranti / Pana Sankranti'],
  'dol-jatra': ['Dolyatra'],
  'rath-yatra': ['Rath Yatra'],
  'raksha-bandhan': ['Raksha Bandhan'],
  onam: ['Onam'],
  'ganesh-chaturthi': ['Ganesh Chaturthi'],
};
const FESTIVAL_FIXTURE = 'test/fixtures/festival-names-evidence.json';

/** msgid -> msgstr of a gettext catalogue, and its PO-Revision-Date. */
function readPo(path: string): { strings: Map<string, string>; revised: string } {
  const strings = new Map<string, string>();
  const unquote = (l: string) => JSON.parse(l.slice(l.indexOf('"'))) as string;
  let id: string | undefined;
  let str: string | undefined;
  let revised = '';
  const flush = () => {
    if (id !== undefined && str !== undefined) strings.set(id, str);
    id = str = undefined;
  };
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line.startsWith('msgid ')) {
      flush();
      id = unquote(line);
    } else if (line.startsWith('msgstr ')) str = unquote(line);
    else if (line.startsWith('"')) {
      const more = unquote(line);
      if (str !== undefined) str += more;
      else if (id !== undefined) id += more;
      const m = /PO-Revision-Date: (\d{4}-\d\d-\d\d)/.exec(more);
      if (m) revised = m[1]!;
    } else flush();
  }
  flush();
  return { strings, revised };
}

/**
 * Odia has no translation in that project: the festival names of Odia pages that print holiday
 * lists (the Government of India's, Odisha's), recorded by hand from the pages, each with its
 * address and date.
 */
const ODIA_PAGES: readonly FestivalEvidenceList[] = [
  {
    source: "pages: the Government of India's 2025 holiday list in Odia (thetopmost.in)",
    url: 'https://thetopmost.in/?p=24678',
    date: '2025',
    entries: [
      { id: 'festival.buddha-purnima', name: 'ବୁଦ୍ଧ ପୂର୍ଣ୍ଣିମା', theirs: 'Buddha Purnima' },
      { id: 'festival.dussehra', name: 'ଦଶହରା (ବିଜୟା ଦଶମୀ)', theirs: 'Dussehra' },
      { id: 'festival.diwali-lakshmi-puja', name: 'ଦିୱାଲୀ (ଦୀପାବଳି)', theirs: 'Diwali (Deepavali)' },
      { id: 'festival.mahavir-jayanti', name: 'ମହାବୀର ଜୟନ୍ତୀ', theirs: 'Mahavir Jayanti' },
    ],
  },
  {
    source: "pages: Odisha's 2026 holiday list, as Zee Odisha printed it",
    url: 'https://zeenews.india.com/hindi/zeeodisha/state-news/29-days-holidays-with-9-optional-leave-days-odisha-government-issued-holiday-list-for-the-year-2026/2998538',
    date: '2025-11-12',
    entries: [
      { id: 'festival.makar-sankranti', name: 'ମକର ସଂକ୍ରାନ୍ତି', theirs: 'Makar Sankranti' },
      { id: 'festival.vasant-panchami', name: 'ବସନ୍ତ ପଞ୍ଚମୀ', theirs: 'Basant Panchami' },
    ],
  },
  {
    source: 'pages: Odisha Sambad on the Rath Yatra (odishasambad.in)',
    url: 'https://odishasambad.in/tag/restrictions-in-ratha-yatra',
    date: 'undated',
    entries: [{ id: 'festival.rath-yatra', name: 'ରଥଯାତ୍ରା', theirs: 'Rath Yatra' }],
  },
];

const fromIdx = process.argv.indexOf('--festivals-from');
if (fromIdx > 0) {
  const dir = process.argv[fromIdx + 1]!;
  const commitIdx = process.argv.indexOf('--festivals-commit');
  const commit = commitIdx > 0 ? process.argv[commitIdx + 1]! : 'main';
  const lists: Record<string, FestivalEvidenceList[]> = {};
  for (const lang of ['hi', 'bn', 'ta', 'te', 'kn', 'ml', 'gu', 'mr', 'or']) {
    const rel = `holidays/locale/${lang}/LC_MESSAGES/IN.po`;
    if (!existsSync(join(dir, rel))) continue;
    const po = readPo(join(dir, rel));
    const entries: FestivalEvidenceList['entries'] = [];
    // an id the list names twice (Ugadi, Gudi Padwa) is one entry "A / B": either name agrees
    for (const [id, msgids] of Object.entries(HOLIDAY_FESTIVALS)) {
      const found = msgids.filter((m) => po.strings.get(m));
      if (found.length)
        entries.push({
          id: `festival.${id}`,
          name: found.map((m) => po.strings.get(m)!).join(' / '),
          theirs: found.join(' / '),
        });
    }
    lists[lang] = [
      {
        source: `holidays (python-holidays, vacanza/holidays): India's holidays, ${lang} translation`,
        url: `https://github.com/vacanza/holidays/blob/${commit}/${rel}`,
        date: po.revised,
        entries,
      },
    ];
  }
  lists.or = [...ODIA_PAGES];
  writeFileSync(
    FESTIVAL_FIXTURE,
    `${JSON.stringify({ note: "Published festival names, written by scripts/names-evidence.ts --festivals-from; each list with its source URL and revision date. `theirs` is the list's English name.", lists }, null, 1)}\n`,
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
// festival names against the published lists
const previous = existsSync('data/names/differences.json')
  ? (JSON.parse(readFileSync('data/names/differences.json', 'utf8')) as DifferenceFile)
  : {};
const festivalRows: string[] = [];
const festivalDocs: string[] = [];
if (existsSync(FESTIVAL_FIXTURE)) {
  const fev = JSON.parse(readFileSync(FESTIVAL_FIXTURE, 'utf8')) as {
    lists: Record<string, FestivalEvidenceList[]>;
  };
  console.log('\nfestival names: lang  compared  exact  normalised  differ  agree');
  for (const [lang, lists] of Object.entries(fev.lists)) {
    const names = JSON.parse(readFileSync(`data/names/${lang}.json`, 'utf8')) as Record<
      string,
      string
    >;
    for (const l of lists) {
      const src = sourceKey(l.source);
      const count = { exact: 0, normalised: 0, form: 0, wording: 0 };
      for (const e of l.entries) {
        const ours = names[e.id] ?? '';
        const kind = festivalComparison(ours, e.name);
        count[kind]++;
        if (kind === 'exact' || kind === 'normalised') continue;
        const reason = previous[lang]?.[src]?.[e.id]?.reason ?? 'to review';
        ((diffs[lang] ??= {})[src] ??= {})[e.id] = { ours, theirs: e.name, kind, reason };
        festivalDocs.push(
          `| ${lang} | \`${e.id}\` | ${ours} | ${e.name} (${e.theirs}) | ${kind} | ${reason} |`,
        );
      }
      const n = l.entries.length;
      const agree = count.exact + count.normalised;
      festivalRows.push(
        `| ${lang} | ${n} | ${count.exact} | ${count.normalised} | ${count.form + count.wording} | ${n ? Math.round((100 * agree) / n) : 0}% | [${l.date}](${l.url}) |`,
      );
      console.log(
        `${' '.repeat(16)}${lang.padEnd(5)} ${String(n).padStart(8)} ${String(count.exact).padStart(6)} ${String(count.normalised).padStart(11)} ${String(count.form + count.wording).padStart(7)} ${String(agree).padStart(6)}`,
      );
    }
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
      '## Festival names',
      '',
      'Against the India holiday lists of python-holidays and, for Odia, Odia pages that print holiday',
      'lists (test/fixtures/festival-names-evidence.json; docs/languages.md "Festival names"): every',
      'festival name that does not agree with the list once',
      "normalised, with the list's English name in brackets, its kind (**form**: one name holds the",
      'other; **wording**: another word or spelling) and why ours is kept. No native reader has',
      'reviewed these reasons.',
      '',
      '| lang | id | ours | theirs | kind | why ours is kept |',
      '|---|---|---|---|---|---|',
      ...festivalDocs,
      '',
    ].join('\n'),
  );
  console.log(
    `\n| lang | source | compared | exact | spelling | form | shifted | wording |\n|---|---|---|---|---|---|---|---|\n${rows.join('\n')}`,
  );
  console.log(
    `\n| lang | compared | exact | normalised | differ | agree | list |\n|---|---|---|---|---|---|---|\n${festivalRows.join('\n')}`,
  );
}
