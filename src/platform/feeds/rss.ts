/**
 * @module RSS 2.0 documents (https://www.rssboard.org/rss-specification) built on the XML writer:
 * the channel's required title, link and description, `atom:link rel="self"` (the RSS Advisory
 * Board's recommendation), and items with a permanent non-URL GUID and RFC 822 dates. Dates are
 * given by the caller from the data (never "now"), so the same data renders the same bytes.
 */
import { el, renderDocument, type XmlElement } from './xml.js';

export const RSS_CONTENT_TYPE = 'application/rss+xml; charset=utf-8';
const ATOM_NS = 'http://www.w3.org/2005/Atom';

export interface RssItem {
  title: string;
  link: string;
  description: string;
  /** a stable identifier that is not a URL (rendered with isPermaLink="false") */
  guid: string;
  /** Unix ms of the item's date (rendered RFC 822) */
  pubDateMs?: number;
  categories?: readonly string[];
}

export interface RssChannel {
  title: string;
  /** the website the feed belongs to */
  link: string;
  description: string;
  /** URL of this feed document (atom:link rel="self") */
  selfUrl: string;
  /** RFC 1766 language tag */
  language?: string;
  /** Unix ms of the last change of the content (rendered RFC 822 as lastBuildDate and pubDate) */
  updatedMs?: number;
  /** minutes a reader may cache the feed */
  ttlMinutes?: number;
  generator?: string;
  items: readonly RssItem[];
}

/**
 * An RFC 822 date-time (with the four-digit year of RFC 1123, as RSS 2.0 readers expect), in GMT:
 * `Sun, 22 Nov 2026 01:23:13 GMT`.
 */
export function rfc822(ms: number): string {
  if (!Number.isFinite(ms)) throw new RangeError('rfc822: not a finite time');
  return new Date(ms).toUTCString();
}

function itemElement(item: RssItem): XmlElement {
  return el(
    'item',
    {},
    el('title', {}, item.title),
    el('link', {}, item.link),
    el('description', {}, item.description),
    el('guid', { isPermaLink: 'false' }, item.guid),
    item.pubDateMs !== undefined ? el('pubDate', {}, rfc822(item.pubDateMs)) : undefined,
    ...(item.categories ?? []).map((c) => el('category', {}, c)),
  );
}

/** Render a channel as an RSS 2.0 document (UTF-8 text). */
export function renderRss(ch: RssChannel): string {
  const channel = el(
    'channel',
    {},
    el('title', {}, ch.title),
    el('link', {}, ch.link),
    el('description', {}, ch.description),
    el('atom:link', { href: ch.selfUrl, rel: 'self', type: 'application/rss+xml' }),
    ch.language !== undefined ? el('language', {}, ch.language) : undefined,
    ch.updatedMs !== undefined ? el('pubDate', {}, rfc822(ch.updatedMs)) : undefined,
    ch.updatedMs !== undefined ? el('lastBuildDate', {}, rfc822(ch.updatedMs)) : undefined,
    el('docs', {}, 'https://www.rssboard.org/rss-specification'),
    ch.generator !== undefined ? el('generator', {}, ch.generator) : undefined,
    ch.ttlMinutes !== undefined ? el('ttl', {}, String(ch.ttlMinutes)) : undefined,
    ...ch.items.map(itemElement),
  );
  return renderDocument(el('rss', { version: '2.0', 'xmlns:atom': ATOM_NS }, channel));
}
