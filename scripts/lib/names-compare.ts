/**
 * @module How a name of data/names is compared with an outside list (scripts/names-evidence.ts,
 * test/i18n/names-evidence.test.ts): equal, or a difference of one of three kinds. Every
 * difference must be listed in data/names/differences.json (docs/languages-differences.md).
 */

/** Names equal once spacing, ZWJ/ZWNJ, a final anusvara or ம், and vowel length are set aside. */
/* eslint-disable no-misleading-character-class -- the character classes list combining vowel signs on purpose: each is removed on its own */
export function close(a: string, b: string): boolean {
  const norm = (s: string) =>
    s
      .normalize('NFC')
      .replace(/[\s\u200c\u200d.()]/g, '')
      .replace(/(ம்|ం|ം|ं|ম্)$/u, '')
      .replace(
        /[\u093E\u0940\u0942\u09BE\u09C0\u09C2\u0ABE\u0AC0\u0AC2\u0B3E\u0B40\u0B42\u0BBE\u0BC0\u0BC2\u0C3E\u0C40\u0C42\u0CBE\u0CC0\u0CC2\u0D3E\u0D40\u0D42]/gu,
        '',
      );
  return norm(a) === norm(b);
}

/** The kinds of a deliberate difference. */
export const DIFFERENCE_KINDS = {
  spelling: 'the same word spelt otherwise: spacing, a final anusvara or -ம், vowel length',
  form: 'the same word with a word or ending added or dropped (a weekday\'s -वार/-கிழமை, the -ம்/-ം noun of a stem, "paksha")',
  shifted:
    "the outside list is shifted by one here: its name is ours for the id before or after (a repeated or missing entry in that list, e.g. PyJHora hi's tithis from Dvadashi on)",
  wording:
    "another spelling or word: the regional almanac's form kept here (PyJHora's typos and wrong words, Tamil's native karana names, CLDR's Tamil solar months for the Indian calendar, the Gujarati panchangs' month forms)",
} as const;
export type DifferenceKind = keyof typeof DIFFERENCE_KINDS;

/** The ids before and after a numbered id (`tithi.12` -> `tithi.11`, `tithi.13`). */
function neighbours(id: string): string[] {
  const m = /^(.*)\.(\d+)$/.exec(id);
  return m ? [`${m[1]}.${Number(m[2]) - 1}`, `${m[1]}.${Number(m[2]) + 1}`] : [];
}

/** The kind of a difference between our name of `id` and an outside one (undefined: they agree); `names` are ours. */
export function differenceKind(
  id: string,
  names: Readonly<Record<string, string>>,
  theirs: string,
): DifferenceKind | undefined {
  const ours = names[id] ?? '';
  if (ours === theirs) return undefined;
  if (close(ours, theirs)) return 'spelling';
  if (
    neighbours(id).some(
      (n) => names[n] !== undefined && (names[n] === theirs || close(names[n]!, theirs)),
    )
  )
    return 'shifted';
  const a = ours.replace(/\s/g, '');
  const b = theirs.replace(/\s/g, '');
  if (
    a.length > 1 &&
    b.length > 1 &&
    (a.startsWith(b) || b.startsWith(a) || a.endsWith(b) || b.endsWith(a))
  )
    return 'form';
  return 'wording';
}

export interface EvidenceList {
  source: string;
  entries: Array<{ id: string; name: string }>;
}
/** A listed difference: our name, the outside name, its kind. */
export interface ListedDifference {
  ours: string;
  theirs: string;
  kind: DifferenceKind;
  /** why our name is kept (festival names) */
  reason?: string;
}
/** data/names/differences.json: language -> source (its short name) -> id -> difference. */
export type DifferenceFile = Record<string, Record<string, Record<string, ListedDifference>>>;
export const sourceKey = (source: string): string =>
  source.startsWith('PyJHora')
    ? 'pyjhora'
    : source.startsWith('holidays')
      ? 'holidays'
      : source.startsWith('pages')
        ? 'pages'
        : 'cldr';

/**
 * Words a festival's name may carry or drop without being another name: "festival", "holiday",
 * "day of" in each language (the lists of state holidays add them: "బతుకమ్మ పండుగ").
 */
const FESTIVAL_WORDS = [
  'festival',
  'holiday',
  'उत्सव',
  'पर्व',
  'त्योहार',
  'त्यौहार',
  'सण',
  'উৎসব',
  'পর্ব',
  'பண்டிகை',
  'திருநாள்',
  'விழா',
  'పండుగ',
  'పర్వదినం',
  'ಹಬ್ಬ',
  'ഉത്സവം',
  'પર્વ',
  'તહેવાર',
  'ઉત્સવ',
  'ପର୍ବ',
  'ଉତ୍ସବ',
];

/**
 * The forms of a festival's name that count as the same name (docs/languages.md "Festival names"):
 * each alternative of a name written "A / B", without its parenthesised parts (ours add the rule's
 * variant: "(Smarta)", "(Ghatasthapana)"; theirs the other name: "(Deepavali)") and without the
 * generic words of FESTIVAL_WORDS, NFC; two forms agree when `close` holds (spacing, ZWJ/ZWNJ, a
 * final anusvara or ம், vowel length set aside).
 */
export function festivalForms(name: string): string[] {
  return name
    .normalize('NFC')
    .split('/')
    .map((alt) =>
      alt
        .replace(/\([^)]*\)/g, ' ')
        .split(/\s+/)
        .filter((w) => w && !FESTIVAL_WORDS.includes(w.toLowerCase()))
        .join(' ')
        .trim(),
    )
    .filter(Boolean);
}

/** How our festival name compares with an outside one: exact, normalised (agrees once normalised), form or wording. */
export function festivalComparison(
  ours: string,
  theirs: string,
): 'exact' | 'normalised' | 'form' | 'wording' {
  if (ours.normalize('NFC') === theirs.normalize('NFC')) return 'exact';
  const a = festivalForms(ours);
  const b = festivalForms(theirs);
  if (a.some((x) => b.some((y) => close(x, y)))) return 'normalised';
  const squash = (s: string) => s.replace(/[\s\u200c\u200d-]/g, '');
  if (
    a.some((x) =>
      b.some((y) => {
        const p = squash(x);
        const q = squash(y);
        return p.length > 1 && q.length > 1 && (p.includes(q) || q.includes(p));
      }),
    )
  )
    return 'form';
  return 'wording';
}

/** A published list of festival names (test/fixtures/festival-names-evidence.json). */
export interface FestivalEvidenceList {
  source: string;
  url: string;
  /** the date of the list (its revision date) */
  date: string;
  entries: Array<{ id: string; name: string; theirs: string }>;
}
