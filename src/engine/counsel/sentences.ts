/**
 * @module Sentence splitting for the prediction-slip classifier. A sentence ends at `.`, `!`,
 * `?`, `…`, the Devanagari danda `।` / `॥`, or a line break; a full stop does not end a sentence
 * inside a number (15.5°, 23.4), after an abbreviation (e.g., i.e., Dr., St., vs., approx.), after
 * capital initials (K. S. Krishnamurti, B.V. Raman; so "U.S.A." does not end a sentence either)
 * or before a lower-case word. Bullets and list numbers at
 * the start of a line are dropped. Pure: same text, same sentences.
 */

/** Abbreviations after which a full stop never ends a sentence (lower case, without the final dot). */
const ABBREVIATIONS = new Set([
  'e.g',
  'i.e',
  'eg',
  'ie',
  'cf',
  'viz',
  'vs',
  'v',
  'approx',
  'ca',
  'c',
  'no',
  'nos',
  'fig',
  'figs',
  'vol',
  'ch',
  'chap',
  'sec',
  'p',
  'pp',
  'ed',
  'eds',
  'trans',
  'dr',
  'mr',
  'mrs',
  'ms',
  'mx',
  'prof',
  'sr',
  'jr',
  'st',
  'mt',
  'ft',
  'sri',
  'shri',
  'smt',
  'km',
  'kumari',
  'pt',
  'pandit',
  'gen',
  'col',
  'capt',
  'lt',
  'rev',
  'hon',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
  'mon',
  'tue',
  'tues',
  'wed',
  'thu',
  'thur',
  'thurs',
  'fri',
  'sat',
  'sun',
  'a.m',
  'p.m',
  'am',
  'pm',
  'b.c',
  'a.d',
  'b.c.e',
  'c.e',
  'bce',
  'ce',
  'u.s',
  'u.k',
  'ph.d',
  'b.sc',
  'm.sc',
  'b.a',
  'm.a',
  'b.tech',
  'm.tech',
  'inc',
  'ltd',
  'co',
  'corp',
  'dept',
  'est',
  'govt',
  'deg',
]);
/** Abbreviations that may still end a sentence when a capital letter follows ("... and so on, etc. The next"). */
const MAY_END = new Set([
  'etc',
  'a.m',
  'p.m',
  'am',
  'pm',
  'ltd',
  'inc',
  'co',
  'corp',
  'b.c',
  'a.d',
  'bce',
  'ce',
]);

const BULLET = /^\s*(?:[-*•·–—]+|\(?\d{1,3}[.)]|\(?[a-z][.)](?=\s)|\(?[ivx]{1,4}[.)](?=\s))\s+/iu;
const CLOSERS = '"\'”’)]»';

/** The word (letters and inner dots) that ends just before position `end` in `s`. */
function wordBefore(s: string, end: number): string {
  let i = end;
  while (i > 0 && /[\p{L}\p{N}.]/u.test(s[i - 1]!)) i--;
  return s.slice(i, end).replace(/^\.+/, '');
}

/** A capital letter, or a letter of a script without case (Devanagari), starts a sentence. */
function startsUpper(ch: string): boolean {
  return /\p{Lu}/u.test(ch) || /\p{Script=Devanagari}/u.test(ch);
}

/** Does the full stop at `i` (followed by `next`, the first non-space character after it) end a sentence? */
function fullStopEnds(s: string, i: number, next: string | undefined): boolean {
  if (next === undefined) return true;
  const word = wordBefore(s, i);
  const lower = word.toLowerCase();
  const nextIsUpper = startsUpper(next);
  const nextStarts = nextIsUpper || /[\p{N}"'“‘([]/u.test(next);
  if (!nextStarts) return false;
  if (/^(?:\p{Lu}\.)*\p{Lu}$/u.test(word)) return false; // initials: "K. S. Krishnamurti", "B.V. Raman"
  if (ABBREVIATIONS.has(lower) && !MAY_END.has(lower)) return false;
  if (MAY_END.has(lower)) return nextIsUpper;
  if (/^(?:\p{L}\.)+\p{L}$/u.test(word)) return nextIsUpper; // lower-case dotted forms: "r.s.v.p. The"
  if (/^\d+$/.test(word) && /\p{N}/u.test(next)) return false; // "1. 2." list numbering inside a line
  return true;
}

/** Split one line into sentences. */
function splitLine(line: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    const isStop = ch === '.' || ch === '!' || ch === '?' || ch === '…' || ch === '।' || ch === '॥';
    if (!isStop) continue;
    // Runs of terminators ("?!", "...") and closing quotes or brackets belong to this sentence.
    let j = i + 1;
    while (j < line.length && '.!?…।॥'.includes(line[j]!)) j++;
    const stops = line.slice(i, j);
    while (j < line.length && CLOSERS.includes(line[j]!)) j++;
    if (j < line.length && !/\s/u.test(line[j]!)) {
      i = j - 1;
      continue;
    } // "15.5", "e.g.x", "a.m."
    let k = j;
    while (k < line.length && /\s/u.test(line[k]!)) k++;
    const next = line[k];
    let ends: boolean;
    if (/[?!।॥]/u.test(stops)) ends = true;
    else if (stops === '.') ends = fullStopEnds(line, i, next);
    else ends = next === undefined || startsUpper(next); // an ellipsis ends a sentence only before a capital
    if (ends) {
      out.push(line.slice(start, j));
      start = k;
    }
    i = j - 1;
  }
  out.push(line.slice(start));
  return out;
}

/**
 * Split text into sentences: line breaks always end one; bullets and list numbers at the start of
 * a line are dropped; empty pieces are dropped.
 */
export function splitSentences(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n+/)
    .map((line) => line.replace(BULLET, ''))
    .flatMap(splitLine)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}
