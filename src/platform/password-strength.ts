/**
 * @module A password strength estimate in the manner of zxcvbn (Wheeler, "zxcvbn: Low-Budget
 * Password Strength Estimation", USENIX Security 2016): the password is covered by the sequence of
 * patterns an attacker would guess it by, each pattern's guesses estimated, and the cheapest
 * sequence's guesses taken (zxcvbn's "most guessable match sequence": l! * product of the
 * patterns' guesses + 10^4^(l-1) for l patterns). The patterns: common passwords (the ranked
 * dictionary in src/generated/common-passwords.ts, with capitals, reversal and l33t
 * substitutions), repeats ("aaaa", "abcabc"), sequences ("abcd", "97531"), keyboard runs
 * ("qwerty", "1qaz2wsx", "zxcvbn") on the QWERTY and keypad layouts, years and dates, and
 * brute force (10 guesses per character) for the rest. The score is zxcvbn's: 0 below 10^3
 * guesses, 1 below 10^6, 2 below 10^8, 3 below 10^10, else 4.
 *
 * It is written here rather than bundled (@zxcvbn-ts/core adds 14 KiB gzip to a Worker 19 KiB under
 * its size goal, docs/performance.md); test/routes/r/password-strength.test.ts checks its verdicts
 * against @zxcvbn-ts/core itself (a dev dependency) on patterned and random passwords. Pure: no
 * clock (years are judged against a fixed reference year, REFERENCE_YEAR).
 */
import {
  RANKED_SHORT_PASSWORDS_TEXT,
  COMMON_PASSWORDS_TEXT,
} from '../generated/common-passwords.js';

export type PatternKind = 'dictionary' | 'repeat' | 'sequence' | 'spatial' | 'date' | 'bruteforce';

/** One pattern covering password[i..j] (inclusive), with its estimated guesses as log10. */
export interface StrengthMatch {
  kind: PatternKind;
  i: number;
  j: number;
  token: string;
  log10Guesses: number;
}

export interface Strength {
  /** log10 of the estimated guesses of the cheapest cover */
  log10Guesses: number;
  score: 0 | 1 | 2 | 3 | 4;
  /** the cheapest cover, in order */
  sequence: StrengthMatch[];
}

/** Years are judged against this one (a fixed year, so the estimate is the same on every day). */
export const REFERENCE_YEAR = 2026;
const MIN_YEAR_SPACE = 20;
const BRUTEFORCE_CARDINALITY = 10;
const MIN_GUESSES_BEFORE_GROWING_SEQUENCE = 10_000;
const LOG10_MIN_SINGLE = Math.log10(10 + 1);
const LOG10_MIN_MULTI = Math.log10(50 + 1);
/** Rank given to a 10+ character common password found inside a longer one. */
const LONG_COMMON_RANK = 5_000;

let ranked: Map<string, number> | undefined;
function dictionary(): Map<string, number> {
  if (ranked) return ranked;
  ranked = new Map();
  RANKED_SHORT_PASSWORDS_TEXT.split('\n').forEach((w, k) => {
    if (!ranked!.has(w)) ranked!.set(w, k + 1);
  });
  for (const w of COMMON_PASSWORDS_TEXT.split('\n'))
    if (!ranked.has(w)) ranked.set(w, LONG_COMMON_RANK);
  return ranked;
}

const log10 = Math.log10;
/** log10(n choose k) */
function log10Choose(n: number, k: number): number {
  if (k > n || k < 0) return -Infinity;
  let s = 0;
  for (let d = 1; d <= k; d++) s += log10(n - k + d) - log10(d);
  return s;
}
/** log10(sum of 10^x) for a list of log10 values */
function log10Sum(xs: number[]): number {
  const m = Math.max(...xs);
  if (m === -Infinity) return -Infinity;
  return m + log10(xs.reduce((a, x) => a + 10 ** (x - m), 0));
}

/** zxcvbn's capitalisation variations: 1 for all lower case; 2 for first, last or all capitals; else the ways to place them. */
function uppercaseLog10(word: string): number {
  if (word === word.toLowerCase()) return 0;
  if (/^[A-Z][^A-Z]+$/.test(word) || /^[^A-Z]+[A-Z]$/.test(word) || /^[^a-z]+$/.test(word))
    return log10(2);
  const u = [...word].filter((ch) => /[A-Z]/.test(ch)).length;
  const l = [...word].filter((ch) => /[a-z]/.test(ch)).length;
  const terms: number[] = [];
  for (let k = 1; k <= Math.min(u, l); k++) terms.push(log10Choose(u + l, k));
  return log10Sum(terms);
}

const L33T: Record<string, string> = {
  '4': 'a',
  '@': 'a',
  '8': 'b',
  '(': 'c',
  '{': 'c',
  '[': 'c',
  '<': 'c',
  '3': 'e',
  '6': 'g',
  '9': 'g',
  '1': 'i',
  '!': 'i',
  '|': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
  '+': 't',
  '%': 'x',
  '2': 'z',
};

export function dictionaryMatches(pw: string): StrengthMatch[] {
  const dict = dictionary();
  const out: StrengthMatch[] = [];
  const lower = pw.toLowerCase();
  const reversed = [...lower].reverse().join('');
  const unleet = [...lower].map((ch) => L33T[ch] ?? ch).join('');
  const n = pw.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 3; j < Math.min(n, i + 40); j++) {
      const word = lower.slice(i, j + 1);
      const plain = dict.get(word);
      const rev = dict.get(reversed.slice(n - 1 - j, n - i));
      const sub = unleet.slice(i, j + 1);
      const leet = sub !== word ? dict.get(sub) : undefined;
      if (plain === undefined && rev === undefined && leet === undefined) continue;
      const token = pw.slice(i, j + 1);
      const caps = uppercaseLog10(token);
      if (plain !== undefined)
        out.push({ kind: 'dictionary', i, j, token, log10Guesses: log10(plain) + caps });
      if (rev !== undefined)
        out.push({ kind: 'dictionary', i, j, token, log10Guesses: log10(rev) + caps + log10(2) });
      if (leet !== undefined) {
        // each substituted character doubles the guesses (zxcvbn's l33t variations, simplified)
        const subs = [...word].filter((ch) => L33T[ch] !== undefined).length;
        out.push({
          kind: 'dictionary',
          i,
          j,
          token,
          log10Guesses: log10(leet) + caps + subs * log10(2),
        });
      }
    }
  }
  return out;
}

export function repeatMatches(pw: string): StrengthMatch[] {
  const out: StrengthMatch[] = [];
  // as zxcvbn's regular expression does, the search goes on after the end of each repeat found
  for (let i = 0; i < pw.length; i++) {
    // the longest run from i of a block (of 1 to half the rest) repeated at least twice
    let best: { base: string; count: number } | undefined;
    for (let len = 1; len <= (pw.length - i) / 2; len++) {
      const base = pw.slice(i, i + len);
      let count = 1;
      while (pw.startsWith(base, i + count * len)) count++;
      if (count >= 2 && (!best || count * len > best.count * best.base.length))
        best = { base, count };
    }
    if (best) {
      const j = i + best.base.length * best.count - 1;
      out.push({
        kind: 'repeat',
        i,
        j,
        token: pw.slice(i, j + 1),
        log10Guesses: estimate(best.base).log10Guesses + log10(best.count),
      });
      i = j;
    }
  }
  return out;
}

export function sequenceMatches(pw: string): StrengthMatch[] {
  const out: StrengthMatch[] = [];
  const cps = [...pw].map((ch) => ch.codePointAt(0)!);
  if (cps.length !== pw.length) return out; // astral characters: no sequences
  const push = (i: number, j: number, delta: number) => {
    if (j - i < 2 && Math.abs(delta) !== 1) return;
    if (j - i < 1 || delta === 0 || Math.abs(delta) > 5) return;
    const token = pw.slice(i, j + 1);
    const first = token[0]!;
    let base = /[aAzZ019]/.test(first)
      ? 4
      : /\d/.test(first)
        ? 10
        : /[a-z]/.test(first)
          ? 26
          : /[A-Z]/.test(first)
            ? 26 * 2
            : 26 * 2;
    if (delta < 0) base *= 2;
    out.push({ kind: 'sequence', i, j, token, log10Guesses: log10(base * token.length) });
  };
  let i = 0;
  let last: number | undefined;
  for (let k = 1; k < cps.length; k++) {
    const delta = cps[k]! - cps[k - 1]!;
    if (last === undefined) last = delta;
    if (delta === last) continue;
    push(i, k - 1, last);
    i = k - 1;
    last = delta;
  }
  if (last !== undefined) push(i, cps.length - 1, last);
  return out;
}

// keyboards: rows of unshifted keys and their shifted forms, with each row's offset in key widths
const QWERTY: Array<[string, string, number]> = [
  ['`1234567890-=', '~!@#$%^&*()_+', 0],
  ['qwertyuiop[]\\', 'QWERTYUIOP{}|', 0.5],
  ["asdfghjkl;'", 'ASDFGHJKL:"', 0.75],
  ['zxcvbnm,./', 'ZXCVBNM<>?', 1.25],
];
const KEYPAD: Array<[string, string, number]> = [
  ['/*-', '/*-', 1],
  ['789+', '789+', 0],
  ['456', '456', 0],
  ['123', '123', 0],
  ['0.', '0.', 0],
];

interface Keyboard {
  pos: Map<string, { x: number; y: number; shifted: boolean }>;
  at: Map<string, string>;
  starts: number;
  degree: number;
}
function keyboard(rows: Array<[string, string, number]>): Keyboard {
  const pos = new Map<string, { x: number; y: number; shifted: boolean }>();
  const at = new Map<string, string>();
  rows.forEach(([plain, shifted, offset], y) => {
    [...plain].forEach((ch, c) => {
      pos.set(ch, { x: c + offset, y, shifted: false });
      at.set(`${c + offset},${y}`, ch);
    });
    [...shifted].forEach((ch, c) => {
      if (!pos.has(ch)) pos.set(ch, { x: c + offset, y, shifted: true });
    });
  });
  let degrees = 0;
  for (const p of pos.values()) if (!p.shifted) degrees += neighbours(pos, p).length;
  const keys = [...pos.values()].filter((p) => !p.shifted).length;
  return { pos, at, starts: keys, degree: degrees / keys };
}
function neighbours(
  pos: Map<string, { x: number; y: number; shifted: boolean }>,
  p: { x: number; y: number },
): Array<{ x: number; y: number }> {
  const out: Array<{ x: number; y: number }> = [];
  for (const q of pos.values()) if (!(q.x === p.x && q.y === p.y) && adjacent(p, q)) out.push(q);
  return out;
}
function adjacent(p: { x: number; y: number }, q: { x: number; y: number }): boolean {
  return (
    (p.y === q.y && Math.abs(p.x - q.x) === 1) ||
    (Math.abs(p.y - q.y) === 1 && Math.abs(p.x - q.x) <= 1)
  );
}
let boards: Keyboard[] | undefined;

export function spatialMatches(pw: string): StrengthMatch[] {
  boards ??= [keyboard(QWERTY), keyboard(KEYPAD)];
  const out: StrengthMatch[] = [];
  for (const kb of boards) {
    let i = 0;
    while (i < pw.length - 1) {
      let j = i;
      let turns = 0;
      let lastDir: string | undefined;
      let shifted = kb.pos.get(pw[i]!)?.shifted ? 1 : 0;
      while (j + 1 < pw.length) {
        const a = kb.pos.get(pw[j]!);
        const b = kb.pos.get(pw[j + 1]!);
        if (!a || !b || !adjacent(a, b)) break;
        const dir = `${Math.sign(b.x - a.x)},${b.y - a.y}`;
        if (dir !== lastDir) {
          turns++;
          lastDir = dir;
        }
        if (b.shifted) shifted++;
        j++;
      }
      if (j - i + 1 >= 3) {
        // zxcvbn: sum over lengths L' <= L and turns t <= min(turns, L'-1) of C(L'-1, t-1) * starts * degree^t, times the shift variations
        const L = j - i + 1;
        const terms: number[] = [];
        for (let len = 2; len <= L; len++)
          for (let t = 1; t <= Math.min(turns, len - 1); t++)
            terms.push(log10Choose(len - 1, t - 1) + log10(kb.starts) + t * log10(kb.degree));
        let g = log10Sum(terms);
        if (shifted > 0) {
          const unshifted = L - shifted;
          if (unshifted === 0) g += log10(2);
          else
            g += log10Sum(
              Array.from({ length: Math.min(shifted, unshifted) }, (_, k) => log10Choose(L, k + 1)),
            );
        }
        out.push({ kind: 'spatial', i, j, token: pw.slice(i, j + 1), log10Guesses: g });
        i = j;
      } else i++;
    }
  }
  return out;
}

export function dateMatches(pw: string): StrengthMatch[] {
  const out: StrengthMatch[] = [];
  const yearGuesses = (y: number) => Math.max(Math.abs(y - REFERENCE_YEAR), MIN_YEAR_SPACE);
  for (const m of pw.matchAll(/(?<!\d)(1[89]\d\d|20\d\d)(?!\d)/g)) {
    out.push({
      kind: 'date',
      i: m.index,
      j: m.index + 3,
      token: m[0],
      log10Guesses: log10(yearGuesses(Number(m[1]))),
    });
  }
  // day, month and year in either order: with one separator (1990-05-17, 17/5/90), or a run of 4 to 8 digits split every way (17051990, 1705)
  const valid = (d: number, mo: number) => d >= 1 && d <= 31 && mo >= 1 && mo <= 12;
  const year = (s: string) =>
    s.length === 4 ? Number(s) : s.length === 2 ? Number(s) + (Number(s) > 50 ? 1900 : 2000) : NaN;
  const dateYear = (a: string, b: string, c: string): number | undefined => {
    let y: number | undefined;
    if (
      (a.length === 4 || a.length === 2) &&
      c.length <= 2 &&
      (valid(Number(c), Number(b)) || valid(Number(b), Number(c)))
    )
      y = year(a);
    else if (
      (c.length === 4 || c.length === 2) &&
      a.length <= 2 &&
      (valid(Number(a), Number(b)) || valid(Number(b), Number(a)))
    )
      y = year(c);
    return y === undefined || Number.isNaN(y) || y < 1800 || y > 2099 ? undefined : y;
  };
  const push = (at: number, token: string, y: number, separated: boolean) =>
    out.push({
      kind: 'date',
      i: at,
      j: at + token.length - 1,
      token,
      log10Guesses: log10(yearGuesses(y) * 365 * (separated ? 4 : 1)),
    });
  for (const m of pw.matchAll(/(?<!\d)(\d{1,4})([\s/\\_.-])(\d{1,2})\2(\d{1,4})(?!\d)/g)) {
    const y = dateYear(m[1]!, m[3]!, m[4]!);
    if (y !== undefined) push(m.index, m[0], y, true);
  }
  for (const m of pw.matchAll(/\d{4,8}/g)) {
    for (let i = 0; i < m[0].length; i++) {
      for (let j = i + 3; j < Math.min(m[0].length, i + 8); j++) {
        const run = m[0].slice(i, j + 1);
        let best: number | undefined;
        for (let p = 1; p < run.length - 1; p++)
          for (let q = p + 1; q < run.length; q++) {
            const y = dateYear(run.slice(0, p), run.slice(p, q), run.slice(q));
            if (
              y !== undefined &&
              (best === undefined || Math.abs(y - REFERENCE_YEAR) < Math.abs(best - REFERENCE_YEAR))
            )
              best = y;
          }
        if (best !== undefined) push(m.index + i, run, best, false);
      }
    }
  }
  return out;
}

function log10Factorial(n: number): number {
  let s = 0;
  for (let k = 2; k <= n; k++) s += log10(k);
  return s;
}

/** The cheapest cover of `pw` by patterns (zxcvbn's most guessable match sequence), with its guesses. */
export function estimate(pw: string): Strength {
  const n = pw.length;
  if (n === 0) return { log10Guesses: 0, score: 0, sequence: [] };
  const matches = [
    ...dictionaryMatches(pw),
    ...repeatMatches(pw),
    ...sequenceMatches(pw),
    ...spatialMatches(pw),
    ...dateMatches(pw),
  ];
  const endingAt: StrengthMatch[][] = Array.from({ length: n }, () => []);
  for (const m of matches) {
    const floor = m.j === m.i ? LOG10_MIN_SINGLE : LOG10_MIN_MULTI;
    endingAt[m.j]!.push({ ...m, log10Guesses: Math.max(m.log10Guesses, floor) });
  }
  // best[k]: for each pattern count l, the cheapest product (log10) of a cover of pw[0..k] and its last pattern
  type Cell = { pi: number; match: StrengthMatch; prev: Cell | undefined };
  const best: Array<Map<number, Cell>> = Array.from({ length: n }, () => new Map());
  const offer = (k: number, l: number, cell: Cell) => {
    const cur = best[k]!.get(l);
    if (!cur || cell.pi < cur.pi) best[k]!.set(l, cell);
  };
  const extend = (m: StrengthMatch) => {
    if (m.i === 0) {
      offer(m.j, 1, { pi: m.log10Guesses, match: m, prev: undefined });
      return;
    }
    for (const [l, cell] of best[m.i - 1]!) {
      // two brute-force stretches side by side are one longer stretch
      if (m.kind === 'bruteforce' && cell.match.kind === 'bruteforce') continue;
      offer(m.j, l + 1, { pi: cell.pi + m.log10Guesses, match: m, prev: cell });
    }
  };
  for (let k = 0; k < n; k++) {
    for (const m of endingAt[k]!) extend(m);
    // brute force over pw[i..k], after a cover of pw[0..i-1] that does not end in brute force
    const bruteforce = (i: number): StrengthMatch => {
      const len = k - i + 1;
      return {
        kind: 'bruteforce',
        i,
        j: k,
        token: pw.slice(i, k + 1),
        log10Guesses: Math.max(
          len * log10(BRUTEFORCE_CARDINALITY),
          len === 1 ? LOG10_MIN_SINGLE : LOG10_MIN_MULTI,
        ),
      };
    };
    extend(bruteforce(0));
    for (let i = 1; i <= k; i++) {
      const g = Math.max(
        (k - i + 1) * log10(BRUTEFORCE_CARDINALITY),
        i === k ? LOG10_MIN_SINGLE : LOG10_MIN_MULTI,
      );
      for (const [l, cell] of best[i - 1]!) {
        if (cell.match.kind === 'bruteforce') continue;
        const cur = best[k]!.get(l + 1);
        if (!cur || cell.pi + g < cur.pi)
          best[k]!.set(l + 1, { pi: cell.pi + g, match: bruteforce(i), prev: cell });
      }
    }
    // a cover with more patterns and no smaller product never wins (l! only grows): keep the frontier
    let least = Infinity;
    for (const l of [...best[k]!.keys()].sort((a, b) => a - b)) {
      const cell = best[k]!.get(l)!;
      if (cell.pi >= least) best[k]!.delete(l);
      else least = cell.pi;
    }
  }
  let winner: { g: number; cell: Cell } | undefined;
  for (const [l, cell] of best[n - 1]!) {
    const g = log10Sum([
      log10Factorial(l) + cell.pi,
      (l - 1) * log10(MIN_GUESSES_BEFORE_GROWING_SEQUENCE),
    ]);
    if (!winner || g < winner.g) winner = { g, cell };
  }
  const sequence: StrengthMatch[] = [];
  for (let c: Cell | undefined = winner!.cell; c; c = c.prev) sequence.unshift(c.match);
  const g = winner!.g;
  const DELTA = log10(5);
  const score = g < 3 + DELTA / 1000 ? 0 : g < 6 ? 1 : g < 8 ? 2 : g < 10 ? 3 : 4;
  return { log10Guesses: g, score: score as Strength['score'], sequence };
}

const ADVICE: Record<Exclude<PatternKind, 'bruteforce'>, string> = {
  dictionary: 'it is built on a common password',
  repeat: 'repeated characters or words like "aaaa" or "abcabc" are easy to guess',
  sequence: 'sequences like "abcd" or "0123" are easy to guess',
  spatial: 'rows and patterns of keys like "qwerty" or "1qaz2wsx" are easy to guess',
  date: 'dates and years are easy to guess',
};

/** The strength a new password needs: zxcvbn's score 3 (at least 10^8 guesses). */
export const MIN_SCORE = 3;

/** Why a password is too easy to guess, with advice, or null when its estimate is strong enough. */
export function weakPasswordAdvice(pw: string): string | null {
  const s = estimate(pw);
  if (s.score >= MIN_SCORE) return null;
  const worst = s.sequence
    .filter((m) => m.kind !== 'bruteforce')
    .sort((a, b) => b.j - b.i - (a.j - a.i))[0];
  const why = worst
    ? ADVICE[worst.kind as Exclude<PatternKind, 'bruteforce'>]
    : 'it is short for what it holds';
  return `is too easy to guess (about 10^${Math.max(0, Math.floor(s.log10Guesses))} guesses): ${why}; use a passphrase of three or four unrelated words instead (no digits, symbols or capitals needed)`;
}
