/**
 * The names against lists we did not write (docs/languages.md "Evidence"): PyJHora 4.8.5's lang
 * lists and CLDR, saved with their provenance in test/fixtures/names-evidence.json. Every name that
 * differs from an outside list must be listed, with both names and its kind, in
 * data/names/differences.json (docs/languages-differences.md): a changed name, a new difference or
 * a listed difference that no longer holds fails here.
 */
import { describe, expect, it } from 'vitest';
import evidence from '../fixtures/names-evidence.json';
import festivalEvidence from '../fixtures/festival-names-evidence.json';
import listed from '../../data/names/differences.json';
import { isLang } from '../../src/engine/i18n/langs.js';
import { loadNames } from '../../src/platform/names.js';
import {
  differenceKind,
  festivalComparison,
  sourceKey,
  type DifferenceFile,
  type EvidenceList,
  type FestivalEvidenceList,
} from '../../scripts/lib/names-compare.js';

const lists = (evidence as { lists: Record<string, EvidenceList[]> }).lists;
const diffs = listed as DifferenceFile;
const festivalLists = (festivalEvidence as { lists: Record<string, FestivalEvidenceList[]> }).lists;

describe('names against the outside lists', () => {
  it.each(Object.keys(lists))(
    '%s: every difference from PyJHora and CLDR is listed, and every listed one holds',
    async (lang) => {
      if (!isLang(lang)) throw new Error(`not a language: ${lang}`);
      const names = await loadNames(lang);
      const problems: string[] = [];
      let compared = 0;
      for (const l of lists[lang]!) {
        const src = sourceKey(l.source);
        const mine = diffs[lang]?.[src] ?? {};
        const seen = new Set<string>();
        for (const e of l.entries) {
          compared++;
          const kind = differenceKind(e.id, names, e.name);
          if (!kind) continue;
          seen.add(e.id);
          const d = mine[e.id];
          if (!d)
            problems.push(
              `${src} ${e.id}: ours ${names[e.id]} differs from ${e.name} and is not listed`,
            );
          else if (d.ours !== names[e.id] || d.theirs !== e.name || d.kind !== kind)
            problems.push(
              `${src} ${e.id}: listed as ${d.ours} | ${d.theirs} (${d.kind}), now ${names[e.id]} | ${e.name} (${kind})`,
            );
        }
        for (const id of Object.keys(mine))
          if (!seen.has(id)) problems.push(`${src} ${id}: listed but agrees now (remove it)`);
      }
      expect(compared).toBeGreaterThanOrEqual(19);
      expect(problems).toEqual([]);
    },
  );

  it.each(Object.keys(festivalLists))(
    '%s: festival names against the published holiday list: every difference is listed with a reason, and every listed one holds',
    async (lang) => {
      if (!isLang(lang)) throw new Error(`not a language: ${lang}`);
      const names = await loadNames(lang);
      const problems: string[] = [];
      const seen = new Set<string>();
      let agree = 0;
      let compared = 0;
      for (const l of festivalLists[lang]!) {
        expect(l.url).toMatch(/^https:\/\//);
        expect(l.date).toMatch(/^(\d{4}(-\d\d-\d\d)?|undated)$/);
        const src = sourceKey(l.source);
        const mine = diffs[lang]?.[src] ?? {};
        for (const e of l.entries) {
          compared++;
          const kind = festivalComparison(names[e.id] ?? '', e.name);
          if (kind === 'exact' || kind === 'normalised') {
            agree++;
            continue;
          }
          seen.add(`${src} ${e.id}`);
          const d = mine[e.id];
          if (!d)
            problems.push(`${e.id}: ours ${names[e.id]} differs from ${e.name} and is not listed`);
          else if (d.ours !== names[e.id] || d.theirs !== e.name || d.kind !== kind)
            problems.push(
              `${e.id}: listed as ${d.ours} | ${d.theirs} (${d.kind}), now ${names[e.id]} | ${e.name} (${kind})`,
            );
          else if (!d.reason || d.reason === 'to review') problems.push(`${e.id}: no reason given`);
        }
      }
      for (const src of ['holidays', 'pages'])
        for (const id of Object.keys(diffs[lang]?.[src] ?? {}))
          if (!seen.has(`${src} ${id}`))
            problems.push(`${src} ${id}: listed but agrees now (remove it)`);
      // a list that mostly disagreed would say our names or the mapping are wrong
      expect(agree / compared).toBeGreaterThanOrEqual(0.4);
      expect(problems).toEqual([]);
    },
  );

  it('the festival comparison normalises only what it documents', () => {
    expect(festivalComparison('महानवमी', 'महानवमी')).toBe('exact');
    // parenthesised parts, "A / B" alternatives and the words for festival are set aside
    expect(festivalComparison('कृष्ण जन्माष्टमी (स्मार्त)', 'कृष्ण जन्माष्टमी')).toBe('normalised');
    expect(festivalComparison('ఉగాది / గుడి పడ్వా', 'ఉగాది పండుగ')).toBe('normalised');
    // another word is a difference
    expect(festivalComparison('दीपावली (लक्ष्मी पूजा)', 'दिवाली (दीपावली)')).toBe('wording');
    expect(festivalComparison('जगन्नाथ रथ यात्रा', 'रथ यात्रा')).toBe('form');
  });

  it('the comparison is not vacuous: a changed name is caught', async () => {
    const names = { ...(await loadNames('te')), 'vara.1': 'ఆదివారం!' };
    const cldr = lists
      .te!.find((l) => sourceKey(l.source) === 'cldr')!
      .entries.find((e) => e.id === 'vara.1')!;
    expect(differenceKind('vara.1', names, cldr.name)).toBeDefined();
    expect(diffs.te?.cldr?.['vara.1']).toBeUndefined();
  });
});
