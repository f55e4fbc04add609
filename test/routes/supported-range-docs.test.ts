/**
 * Issue 32 point 6: one statement of the supported date range everywhere, tested against the code.
 * docs/dates.md states it (its "first date" and "last date" rows); every other statement of an
 * input range of years, in the docs and in the six OpenAPI documents (the descriptions the code
 * writes), must give the same years as SUPPORTED_RANGE. Before, docs/limits.md and
 * docs/family-n.md said 1900-2100 and docs/jobs.md bounded series jobs to 1900-2100, while the code
 * takes -1400..2999 everywhere. A statement is a line that speaks of an input range (the range
 * code, "supported range", "year range", "the range of", a YYYY form) and gives a pair of years;
 * measurement windows ("instants in 1900-2100") are not statements of what is accepted.
 */
import { describe, expect, it } from 'vitest';
import { call } from '../helpers.js';
import { FAMILY_PREFIX } from '../../src/routes/families.js';
import { SUPPORTED_RANGE } from '../../src/engine/time/supported-range.js';

const DOCS = import.meta.glob<string>(['/docs/*.md', '/README.md'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const RANGE_TALK = /OUT_OF_EPOCH_RANGE|out-of-epoch-range|supported range|year range|range of|YYYY/;
/** A pair of years: -1400..2999, 1900-2100, 1900 to 2100, -1400 to 2999 (a year has 4 digits, or a sign). */
const PAIR =
  /(?<![\d.-])(-?\d{4}|-\d{1,3}|[+-]\d{6})(?:-01-01)?\s*(?:\.\.|–|-|\bto\b)\s*(\d{4})(?:-12-31)?(?![\d-])/g;

/**
 * The year pairs a text states as an input range, with the line they are on: a pair at most 20
 * characters before a word of range talk (`1900-2100, else OUT_OF_EPOCH_RANGE`) or 30 after it
 * (`year range 1900 to 2100`, `YYYY-MM-DD, 1900-2100`).
 */
function statements(text: string): Array<{ line: string; from: number; to: number }> {
  const out: Array<{ line: string; from: number; to: number }> = [];
  for (const line of text.split('\n')) {
    const talk = [...line.matchAll(new RegExp(RANGE_TALK.source, 'gi'))].map((m) => ({
      start: m.index,
      end: m.index + m[0].length,
    }));
    if (talk.length === 0) continue;
    for (const m of line.matchAll(PAIR)) {
      const from = Number(m[1]);
      const to = Number(m[2]);
      const start = m.index;
      const end = m.index + m[0].length;
      const near = talk.some(
        (t) => (end <= t.start && t.start - end <= 20) || (start >= t.end && start - t.end <= 30),
      );
      // a pair of years, earlier first (not a date's month and day, not a count)
      if (near && to > from && to >= 1000 && to <= 9999 && from >= -9999)
        out.push({ line: line.trim().slice(0, 160), from, to });
    }
  }
  return out;
}

describe('the supported range, stated once and the same everywhere', () => {
  it('docs/dates.md states SUPPORTED_RANGE', () => {
    const dates = DOCS['/docs/dates.md']!;
    const first = /\| first date \| (-?\d{4})-01-01/.exec(dates)?.[1];
    const last = /\| last date \| (\d{4})-12-31/.exec(dates)?.[1];
    expect([Number(first), Number(last)]).toEqual([
      SUPPORTED_RANGE.minYear,
      SUPPORTED_RANGE.maxYear,
    ]);
  });

  it('every range statement of the docs gives the same years', () => {
    const wrong: string[] = [];
    let seen = 0;
    for (const [file, text] of Object.entries(DOCS)) {
      // docs/dates.md tells the history of the range (what the spec said, what changed): its rows are checked above
      if (file === '/docs/dates.md' || file === '/docs/design.md') continue;
      for (const s of statements(text)) {
        seen++;
        if (s.from !== SUPPORTED_RANGE.minYear || s.to !== SUPPORTED_RANGE.maxYear)
          wrong.push(`${file}: ${s.from}..${s.to}: ${s.line}`);
      }
    }
    expect(seen).toBeGreaterThan(5);
    expect(wrong).toEqual([]);
  });

  it('every range statement of the OpenAPI documents gives the same years', async () => {
    const wrong: string[] = [];
    for (const family of Object.keys(FAMILY_PREFIX)) {
      const text = await (await call(`/openapi/${family}.json`)).text();
      const descriptions = [...text.matchAll(/"description":"((?:[^"\\]|\\.)*)"/g)].map(
        (m) => JSON.parse(`"${m[1]}"`) as string,
      );
      for (const d of descriptions)
        for (const s of statements(d))
          if (s.from !== SUPPORTED_RANGE.minYear || s.to !== SUPPORTED_RANGE.maxYear)
            wrong.push(`${family}: ${s.line}`);
    }
    expect(wrong).toEqual([]);
  });
});
