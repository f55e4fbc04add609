/**
 * @module Family R feeds, CORS open to * on every response (errors included; the policy table in
 * src/http/cors-policy.ts), ETag and 304 by the route's `etag` option:
 * - `GET /api/rss`: the RSS 2.0 meta feed listing every feed of the service (src/platform/feeds/registry.ts);
 * - `GET /api/rss/daily`: the daily panchang feed for New Delhi (src/platform/feeds/daily.ts), 15 items
 *   ending with the current civil date at New Delhi, served from KV when the window of that date
 *   is stored (cron or an earlier request), else computed and stored.
 * The meta feed takes no query string but `lang`; the daily feed takes `tradition` and `observe`
 * (whose festival days it lists; X-Festival-Tradition and X-Festival-Observe say which, and so does
 * the English channel's description) and `lang` (400 E2 for anything else). Each is written in the
 * caller's language (`lang`, else Accept-Language; src/http/lang.ts, docs/languages.md), names from
 * data/names, sentences from the language's feed texts. Content-Type application/rss+xml; charset=utf-8.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../../../http/context.js';
import * as z from 'zod';
import { parseQuery, refuseQuery } from '../../../http/input.js';
import { utsavaScopeOf } from '../../../platform/feeds/utsava-store.js';
import { festivalTraditionSchema, observeSchema } from '../../schemas.js';
import { dailyWindow, renderDailyFeed } from '../../../platform/feeds/daily.js';
import { civilDateAt } from '../../../platform/feeds/place.js';
import { renderMetaFeed } from '../../../platform/feeds/registry.js';
import { RSS_CONTENT_TYPE } from '../../../platform/feeds/rss.js';
import { familyBaseUrl } from '../../../platform/families.js';
import { loadFeedTexts } from '../../../platform/feeds/feed-texts.js';
import { lazySchema } from '../../../http/lazy-schema.js';

const langOf = (c: Context<AppEnv>) => loadFeedTexts(c.get('lang')?.lang ?? 'en');

export const DAILY_FEED_CACHE_CONTROL = 'public, max-age=900';
export const META_FEED_CACHE_CONTROL = 'public, max-age=86400';

function rss(body: string, cacheControl: string, extra: Record<string, string> = {}): Response {
  return new Response(body, {
    status: 200,
    headers: { 'content-type': RSS_CONTENT_TYPE, 'Cache-Control': cacheControl, ...extra },
  });
}

export async function getRssMeta(c: Context<AppEnv>): Promise<Response> {
  refuseQuery(c);
  return rss(renderMetaFeed(c.get('baseUrl'), await langOf(c)), META_FEED_CACHE_CONTROL);
}

/** The daily feed's query: whose festival days it lists (both optional; issue 31). */
export const rssDailyQuerySchema = lazySchema(() =>
  z.strictObject({
    tradition: festivalTraditionSchema.optional(),
    observe: observeSchema.optional(),
  }),
);

export async function getRssDaily(c: Context<AppEnv>): Promise<Response> {
  const scope = utsavaScopeOf(parseQuery(c, rssDailyQuerySchema));
  const today = civilDateAt(Date.now()).iso;
  const { window, source } = await dailyWindow(c.env, today, scope);
  return rss(
    renderDailyFeed(
      window,
      c.get('baseUrl'),
      familyBaseUrl('N', c.req.url, c.env),
      await langOf(c),
    ),
    DAILY_FEED_CACHE_CONTROL,
    {
      'X-Feed-Source': source,
      'X-Festival-Tradition': scope.tradition,
      'X-Festival-Observe': scope.observe,
    },
  );
}
