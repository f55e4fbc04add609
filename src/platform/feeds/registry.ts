/**
 * @module Every RSS feed of the service, listed by the meta feed `GET /api/rss`. A new feed is
 * one entry here (its path is relative to the family's base URL).
 */
import { renderRss } from './rss.js';
import { DAILY_FEED_DESCRIPTION, DAILY_FEED_TITLE, langQuery } from './daily.js';
import { ENGINE_BUILD } from '../engine-build.js';
import { ENGLISH_FEED, type FeedTexts } from './feed-texts.js';
import type { FeedPack } from '../../engine/texts/pack.js';

export interface FeedInfo {
  /** stable id, used in the GUID */
  id: string;
  path: string;
  /** the English title and description (the other languages' come from `texts`) */
  title: string;
  description: string;
  /** the feed's title and description in a language */
  texts(f: FeedPack): { title: string; description: string };
  /** the date the feed was first published (Unix ms): the item's pubDate */
  publishedMs: number;
  /** minutes between updates */
  updateMinutes: number;
}

export const FEEDS: readonly FeedInfo[] = [
  {
    id: 'daily-panchang',
    path: '/api/rss/daily',
    title: DAILY_FEED_TITLE,
    description: DAILY_FEED_DESCRIPTION,
    texts: (f) => ({ title: f.dailyTitle, description: f.dailyDescription }),
    publishedMs: Date.UTC(2026, 10, 22),
    updateMinutes: 1440,
  },
];

/** The meta feed in a language: one item per feed, its link the feed's URL in that language. */
export function renderMetaFeed(baseUrl: string, t: FeedTexts = ENGLISH_FEED): string {
  const host = new URL(baseUrl).host;
  const q = langQuery(t.lang);
  return renderRss({
    title: t.feeds.metaTitle,
    link: `${baseUrl}/`,
    description: t.feeds.metaDescription,
    selfUrl: `${baseUrl}/api/rss${q}`,
    language: t.lang,
    updatedMs: Math.max(...FEEDS.map((f) => f.publishedMs)),
    ttlMinutes: 1440,
    generator: ENGINE_BUILD,
    items: FEEDS.map((f) => {
      const { title, description } = f.texts(t.feeds);
      return {
        title,
        link: `${baseUrl}${f.path}${q}`,
        description: `${description} ${t.feeds.updateEvery({ minutes: f.updateMinutes })}`,
        guid: `feed-${f.id}${t.lang === 'en' ? '' : `-${t.lang}`}@${host}`,
        pubDateMs: f.publishedMs,
        categories: [t.feeds.categories.feeds],
      };
    }),
  });
}
