/**
 * @module The texts a feed is written in (docs/languages.md "Feeds"): the language, its feed
 * sentences (src/engine/texts/pack.ts FeedPack) and, for a language other than English, its names
 * (data/names). English feeds keep the engine's IAST names, byte for byte as before `lang`.
 */
import type { Lang } from '../../engine/i18n/langs.js';
import type { FeedPack } from '../../engine/texts/pack.js';
import { enFeeds } from '../../engine/texts/feeds/en.js';
import { loadFeedPack } from '../../engine/texts/packs.js';
import { loadNames } from '../names.js';

export interface FeedTexts {
  lang: Lang;
  feeds: FeedPack;
  names?: Readonly<Record<string, string>>;
}
export const ENGLISH_FEED: FeedTexts = { lang: 'en', feeds: enFeeds };

/** A thing's name in the feed's language: from data/names by id, else the engine's name. */
export function feedName(t: FeedTexts, id: string, engineName: string): string {
  return (t.names && t.names[id]) ?? engineName;
}

/** The texts of a language (each loaded once per isolate). */
export async function loadFeedTexts(lang: Lang): Promise<FeedTexts> {
  if (lang === 'en') return ENGLISH_FEED;
  const [feeds, names] = await Promise.all([loadFeedPack(lang), loadNames(lang)]);
  return { lang, feeds, names };
}
