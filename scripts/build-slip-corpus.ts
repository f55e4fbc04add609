/**
 * @module Builds the labelled corpus of the prediction-slip classifier from its hand-written
 * sources (data/slip/source/*.txt) and splits it into training and held-out sets BY GROUP, never
 * by sentence: a group is a batch of sentences written together, or all the sentences one
 * template produced, so near-duplicates never straddle the split and the held-out set measures
 * phrasings the model has not seen. challenge.txt and probe.txt are two more splits that are never
 * trained on (the probe set was written after the model was trained), and so is independent.txt,
 * the independent held-out set of issue 21 (written before the classifier was changed for it).
 *
 * Source format (one file per theme):
 *   # comment
 *   @group <id> <slip|clean> <category>        then one sentence per line
 *   @template <id> <slip|clean> <category> <n> then template lines; each line's {a|b|c} choices
 *                                              are expanded and n distinct combinations kept
 *                                              (seeded), per line
 *
 * Split: within each category the groups are shuffled with a fixed seed and a quarter of them
 * (at least one when the category has three or more groups) go to the held-out set. The split is
 * then frozen in data/slip/split.json (the held-out group ids): when that file exists it is used
 * as is, and a group added later goes to training, so adding data never reshuffles the held-out
 * set. Templates draw from a PRNG seeded by their own id, so one edit does not change others.
 *
 * Usage: node scripts/run-ts.mjs scripts/build-slip-corpus.ts   (writes data/slip/{train,heldout,challenge,probe,independent}.json)
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { seededRandom as prng } from './lib/seeded-random.js';

const DIR = 'data/slip';
const SOURCE_DIR = join(DIR, 'source');
const SEED = 20260516;
const HELD_OUT_FRACTION = 0.25;
const SPLIT_FILE = join(DIR, 'split.json');
/** The independent held-out set (issue 21 point 5): written before the classifier was changed. */
const INDEPENDENT_FILE = 'independent.txt';
/** Source files that are scored only, never trained on. */
const NEVER_TRAINED = new Set(['challenge.txt', 'probe.txt', INDEPENDENT_FILE]);

export interface CorpusSentence {
  id: string;
  text: string;
  label: 0 | 1;
  category: string;
  group: string;
}
interface Group {
  id: string;
  label: 0 | 1;
  category: string;
  file: string;
  sentences: string[];
}

function shuffle<T>(xs: T[], rand: () => number): T[] {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

/** The n distinct seeded expansions of one template line ("{a|b} c {d|e}"). */
function expandTemplate(line: string, n: number, rand: () => number): string[] {
  const parts: Array<string | string[]> = [];
  const re = /\{([^}]*)\}/g;
  let last = 0;
  for (let m = re.exec(line); m; m = re.exec(line)) {
    parts.push(line.slice(last, m.index), m[1]!.split('|'));
    last = m.index + m[0].length;
  }
  parts.push(line.slice(last));
  const choices = parts.filter((p): p is string[] => Array.isArray(p));
  const total = choices.reduce((acc, c) => acc * c.length, 1);
  if (n > total) throw new Error(`template asks for ${n} of ${total} combinations: ${line}`);
  const out = new Set<string>();
  let guard = 0;
  while (out.size < n) {
    if (++guard > 100_000)
      throw new Error(`template cannot produce ${n} distinct sentences: ${line}`);
    const text = parts
      .map((p) => (Array.isArray(p) ? p[Math.floor(rand() * p.length)]! : p))
      .join('')
      .replace(/\s+/g, ' ')
      .replace(/ ([.,?])/g, '$1')
      .trim();
    out.add(text[0]!.toUpperCase() + text.slice(1));
  }
  return [...out];
}

function parseFile(file: string): Group[] {
  const groups: Group[] = [];
  let cur: (Group & { template?: number }) | undefined;
  readFileSync(join(SOURCE_DIR, file), 'utf8')
    .split('\n')
    .forEach((raw, i) => {
      const line = raw.trim();
      if (line === '' || line.startsWith('#')) return;
      const header = /^@(group|template)\s+(\S+)\s+(slip|clean)\s+(\S+)(?:\s+(\d+))?$/.exec(line);
      if (header) {
        const [, kind, id, label, category, n] = header;
        if (kind === 'template' && !n) throw new Error(`${file}:${i + 1}: @template needs a count`);
        cur = {
          id: id!,
          label: label === 'slip' ? 1 : 0,
          category: category!,
          file,
          sentences: [],
          ...(kind === 'template' ? { template: Number(n) } : {}),
        };
        groups.push(cur);
        return;
      }
      if (line.startsWith('@')) throw new Error(`${file}:${i + 1}: bad header ${line}`);
      if (!cur) throw new Error(`${file}:${i + 1}: sentence before any @group`);
      if (cur.template !== undefined)
        cur.sentences.push(
          ...expandTemplate(line, cur.template, prng(seedOf(`${cur.id}|${cur.sentences.length}`))),
        );
      else cur.sentences.push(line);
    });
  return groups;
}

/** FNV-1a of a string, to seed a PRNG per template and per category. */
function seedOf(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return (h ^ SEED) >>> 0;
}

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[^\p{L}\p{N}']+/gu, ' ')
    .trim();

function main(): void {
  const files = readdirSync(SOURCE_DIR)
    .filter((f) => f.endsWith('.txt'))
    .sort();
  const groups = files.flatMap((f) => parseFile(f));
  const ids = new Set<string>();
  for (const g of groups) {
    if (ids.has(g.id)) throw new Error(`duplicate group id ${g.id}`);
    ids.add(g.id);
    if (g.sentences.length === 0) throw new Error(`empty group ${g.id}`);
  }
  // No sentence twice anywhere, so no sentence can be both trained on and scored.
  const seen = new Map<string, string>();
  for (const g of groups) {
    for (const s of g.sentences) {
      const k = norm(s);
      if (seen.has(k)) throw new Error(`sentence in both ${seen.get(k)} and ${g.id}: ${s}`);
      seen.set(k, g.id);
    }
  }

  const challenge = groups.filter((g) => g.file === 'challenge.txt');
  const probe = groups.filter((g) => g.file === 'probe.txt');
  const independent = groups.filter((g) => g.file === INDEPENDENT_FILE);
  const pool = groups.filter((g) => !NEVER_TRAINED.has(g.file));
  const byCategory = new Map<string, Group[]>();
  for (const g of pool)
    byCategory.set(`${g.label}:${g.category}`, [
      ...(byCategory.get(`${g.label}:${g.category}`) ?? []),
      g,
    ]);
  const heldOutIds = new Set<string>();
  if (existsSync(SPLIT_FILE)) {
    const frozen = JSON.parse(readFileSync(SPLIT_FILE, 'utf8')) as { heldOutGroups: string[] };
    for (const id of frozen.heldOutGroups) {
      if (!pool.some((g) => g.id === id))
        throw new Error(`split.json names a group that no longer exists: ${id}`);
      heldOutIds.add(id);
    }
  } else {
    for (const key of [...byCategory.keys()].sort()) {
      const gs = byCategory.get(key)!.sort((a, b) => a.id.localeCompare(b.id));
      const k = gs.length >= 3 ? Math.max(1, Math.round(gs.length * HELD_OUT_FRACTION)) : 0;
      for (const g of shuffle(gs, prng(seedOf(key))).slice(0, k)) heldOutIds.add(g.id);
    }
    writeFileSync(
      SPLIT_FILE,
      JSON.stringify(
        {
          about:
            'Held-out groups of the prediction-slip corpus, frozen when the split was first made; groups added later go to training.',
          seed: SEED,
          heldOutFraction: HELD_OUT_FRACTION,
          heldOutGroups: [...heldOutIds].sort(),
        },
        null,
        1,
      ) + '\n',
    );
  }

  const rows = (gs: Group[]): CorpusSentence[] =>
    gs.flatMap((g) =>
      g.sentences.map((text, i) => ({
        id: `${g.id}-${String(i + 1).padStart(2, '0')}`,
        text,
        label: g.label,
        category: g.category,
        group: g.id,
      })),
    );
  const write = (name: string, gs: Group[], about: string) => {
    const sentences = rows(gs);
    const body = {
      about,
      seed: SEED,
      heldOutFraction: HELD_OUT_FRACTION,
      groups: gs.length,
      slips: sentences.filter((s) => s.label === 1).length,
      clean: sentences.filter((s) => s.label === 0).length,
      sentences,
    };
    // One sentence per line: readable diffs, small files.
    const head = JSON.stringify({ ...body, sentences: [] }, null, 1).replace(
      /"sentences": \[\]\n\}$/,
      '"sentences": [',
    );
    writeFileSync(
      join(DIR, `${name}.json`),
      `${head}\n${sentences.map((s) => ` ${JSON.stringify(s)}`).join(',\n')}\n ]\n}\n`,
    );
    return sentences;
  };
  const train = write(
    'train',
    pool.filter((g) => !heldOutIds.has(g.id)),
    'Training split of the prediction-slip corpus (scripts/build-slip-corpus.ts; docs/sahaja.md).',
  );
  const held = write(
    'heldout',
    pool.filter((g) => heldOutIds.has(g.id)),
    'Held-out split of the prediction-slip corpus: whole groups never trained on (scripts/build-slip-corpus.ts).',
  );
  const chal = write(
    'challenge',
    challenge,
    'Challenge set: the issue examples and the earlier word-list tests; never trained on, but looked at during development.',
  );
  const prob = write(
    'probe',
    probe,
    'Probe set: written after the model was trained; never trained on, never used to choose anything.',
  );
  const indep = write(
    'independent',
    independent,
    'Independent held-out set (issue 21 point 5): written and committed before the classifier was changed, by a writer who had not read the feature code; never trained on, never used to choose anything. Its training companion is source/indep-train.txt (in train.json).',
  );

  const table: string[][] = [
    ['category', 'label', 'groups (train/held-out)', 'sentences (train/held-out)'],
  ];
  for (const key of [...byCategory.keys()].sort()) {
    const gs = byCategory.get(key)!;
    const h = gs.filter((g) => heldOutIds.has(g.id));
    const n = (xs: Group[]) => xs.reduce((a, g) => a + g.sentences.length, 0);
    const [label, category] = key.split(':');
    table.push([
      category!,
      label === '1' ? 'slip' : 'clean',
      `${gs.length - h.length}/${h.length}`,
      `${n(gs) - n(h)}/${n(h)}`,
    ]);
  }
  const w = table[0]!.map((_, c) => Math.max(...table.map((r) => r[c]!.length)));
  for (const r of table) console.log(r.map((cell, c) => cell.padEnd(w[c]!)).join('  '));
  const count = (xs: CorpusSentence[]) =>
    `${xs.length} (${xs.filter((s) => s.label === 1).length} slips, ${xs.filter((s) => s.label === 0).length} clean)`;
  console.log(
    `\ntrain ${count(train)}; held-out ${count(held)}; challenge ${count(chal)}; probe ${count(prob)}; independent ${count(indep)}; total ${train.length + held.length + chal.length + prob.length + indep.length}`,
  );
}

main();
