/**
 * @module Family R feeds, CORS open to * on every response (errors included; the policy table in
 * src/http/cors-policy.ts), ETag and 304 by the route's `etag` option:
 * - `GET /api/rss`: the RSS 2.0 meta feed listing every feed of the service (src/platform/feeds/registry.ts);
 * - `GET /api/rss/daily`: the daily panchang feed for New Delhi (src/platform/feeds/daily.ts), 15 items
 *   ending with the current civil date at New Delhi, served from KV when the window of that date
 *   is stored (cron or an earlier request), else computed and stored.
 * Neither takes a query string but `lang` (400 E2): each is written in the caller's language (`lang`,
 * else Accept-Language; src/http/lang.ts, docs/languages.md), names from data/names, sentences
 * from the language's feed texts. Content-Type application/rss+xml; charset=utf-8.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../../../http/context.js';
import { refuseQuery } from '../../../http/input.js';
import { dailyWindow, renderDailyFeed } from '../../../platform/feeds/daily.js';
import { civilDateAt } from '../../../platform/feeds/place.js';
import { renderMetaFeed } from '../../../platform/feeds/registry.js';
import { RSS_CONTENT_TYPE } from '../../../platform/feeds/rss.js';
import { familyBaseUrl } from '../../../platform/families.js';
import { loadFeedTexts } from '../../../platform/feeds/feed-texts.js';

const langOf = (c: Context<AppEnv>) => loadFeedTexts(c.get('lang')?.lang ?? 'en');

export const DAILY_FEED_CACHE_CONTROL = 'public, max-age=900';
export const META_FEED_CACHE_CONTROL = 'public, max-age=86400';

function rss(body: string, cacheControl: string, extra: Record<string, string> = {}): Response {
  return new Response(body, { status: 200, headers: { 'content-type': RSS_CONTENT_TYPE, 'Cache-Control': cacheControl, ...extra } });
}

export async function getRssMeta(c: Context<AppEnv>): Promise<Response> {
  refuseQuery(c);
  return rss(renderMetaFeed(c.get('baseUrl'), await langOf(c)), META_FEED_CACHE_CONTROL);
}

export async function getRssDaily(c: Context<AppEnv>): Promise<Response> {
  refuseQuery(c);
  const today = civilDateAt(Date.now()).iso;
  const { window, source } = await dailyWindow(c.env, today);
  return rss(renderDailyFeed(window, c.get('baseUrl'), familyBaseUrl('N', c.req.url, c.env), await langOf(c)), DAILY_FEED_CACHE_CONTROL, { 'X-Feed-Source': source });
}
