/**
 * @module The text packs by language (src/engine/texts/pack.ts), each its own module loaded when
 * first asked for. English and Hindi are written by the original builders and have no pack; a
 * language of LANGS with neither (docs/languages.md "What is translated") answers its readings in
 * English, saying so.
 */
import type { Lang } from '../i18n/langs.js';
import type { TextPack } from './pack.js';

const LOADERS: Partial<Record<Lang, () => Promise<TextPack>>> = {
  bn: async () => (await import('./lang/bn.js')).bn,
  ta: async () => (await import('./lang/ta.js')).ta,
  kn: async () => (await import('./lang/kn.js')).kn,
  ml: async () => (await import('./lang/ml.js')).ml,
  te: async () => (await import('./lang/te.js')).te,
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
  if (!p) { p = await f(); loaded.set(lang, p); }
  return p;
}
