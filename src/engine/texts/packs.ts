/**
 * @module The text packs by language (src/engine/texts/pack.ts), each its own module loaded when
 * first asked for. English and Hindi readings are written by the original builders and have no
 * pack; their feed texts are src/engine/texts/feeds/en.ts and hi.ts. Every language of LANGS has
 * its readings and feeds written (docs/languages.md "What is translated").
 */
import type { Lang } from '../i18n/langs.js';
import type { FeedPack, TextPack } from './pack.js';
import { enFeeds } from './feeds/en.js';

const LOADERS: Partial<Record<Lang, () => Promise<TextPack>>> = {
  bn: async () => (await import('./lang/bn.js')).bn,
  ta: async () => (await import('./lang/ta.js')).ta,
  te: async () => (await import('./lang/te.js')).te,
  kn: async () => (await import('./lang/kn.js')).kn,
  ml: async () => (await import('./lang/ml.js')).ml,
  gu: async () => (await import('./lang/gu.js')).gu,
  mr: async () => (await import('./lang/mr.js')).mr,
  or: async () => (await import('./lang/or.js')).or,
};

/** The languages that have a pack. */
export const PACK_LANGS = Object.keys(LOADERS) as Lang[];
/** The languages readings are written in: English and Hindi by their builders, the others by their packs. */
export const READING_LANGS: readonly Lang[] = ['en', 'hi', ...PACK_LANGS];

const loaded = new Map<Lang, TextPack>();
/** A language's pack (loaded once per isolate), undefined for en, hi and a language without one. */
export async function loadPack(lang: Lang): Promise<TextPack | undefined> {
  const f = LOADERS[lang];
  if (!f) return undefined;
  let p = loaded.get(lang);
  if (!p) {
    p = await f();
    loaded.set(lang, p);
  }
  return p;
}

/** The feed texts of a language: English's and Hindi's own, a pack's `feeds` otherwise (English when none). */
export async function loadFeedPack(lang: Lang): Promise<FeedPack> {
  if (lang === 'hi') return (await import('./feeds/hi.js')).hiFeeds;
  return (await loadPack(lang))?.feeds ?? enFeeds;
}
