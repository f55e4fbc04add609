/**
 * @module Every RSS feed of the service, listed by the meta feed `GET /api/rss`. A new feed is
 * one entry here (its path is relative to the family's base URL).
 */
import { renderRss } from './rss.js';
import { DAILY_FEED_DESCRIPTION, DAILY_FEED_TITLE } from './daily.js';
import { ENGINE_BUILD } from '../engine-build.js';

export interface FeedInfo {
  /** stable id, used in the GUID */
  id: string;
  path: string;
  title: string;
  description: string;
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
    publishedMs: Date.UTC(2026, 10, 22),
    updateMinutes: 1440,
  },
];

/** The meta feed: one item per feed, its link the feed's URL. */
export function renderMetaFeed(baseUrl: string): string {
  const host = new URL(baseUrl).host;
  return renderRss({
    title: 'Jyotisha API feeds',
    link: `${baseUrl}/`,
    description: 'Every RSS feed of the Jyotisha API, one item per feed; the item link is the feed URL.',
    selfUrl: `${baseUrl}/api/rss`,
    language: 'en',
    updatedMs: Math.max(...FEEDS.map((f) => f.publishedMs)),
    ttlMinutes: 1440,
    generator: ENGINE_BUILD,
    items: FEEDS.map((f) => ({
      title: f.title,
      link: `${baseUrl}${f.path}`,
      description: `${f.description} Updated every ${f.updateMinutes >= 1440 ? `${f.updateMinutes / 1440} day(s)` : `${f.updateMinutes} minutes`}.`,
      guid: `feed-${f.id}@${host}`,
      pubDateMs: f.publishedMs,
      categories: ['rss'],
    })),
  });
}
