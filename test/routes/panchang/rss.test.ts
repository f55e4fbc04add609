import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { BASE, call } from '../../helpers.js';
import { escapeAttr, escapeText, el, renderDocument } from '../../../src/platform/feeds/xml.js';
import { renderRss, rfc822 } from '../../../src/platform/feeds/rss.js';
import { dailyFeedKey, type DailyWindow } from '../../../src/platform/feeds/daily.js';
import { civilDateAt } from '../../../src/platform/feeds/place.js';

const RFC822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/;

interface RssItemX {
  title: string;
  link: string;
  description: string;
  guid: { '#text': string; '@_isPermaLink': string };
  pubDate: string;
  category?: string | string[];
}
interface RssDoc {
  rss: {
    '@_version': string;
    '@_xmlns:atom': string;
    channel: {
      title: string;
      link: string;
      description: string;
      language: string;
      pubDate: string;
      lastBuildDate: string;
      ttl: number;
      'atom:link': { '@_href': string; '@_rel': string; '@_type': string };
      item: RssItemX | RssItemX[];
    };
  };
}

function parseFeed(xml: string): RssDoc['rss']['channel'] & { version: string } {
  expect(XMLValidator.validate(xml)).toBe(true);
  const doc = new XMLParser({
    ignoreAttributes: false,
    parseTagValue: false,
    isArray: (name) => name === 'item',
  }).parse(xml) as RssDoc;
  expect(doc.rss['@_version']).toBe('2.0');
  expect(doc.rss['@_xmlns:atom']).toBe('http://www.w3.org/2005/Atom');
  return { ...doc.rss.channel, version: doc.rss['@_version'] };
}

function expectRfc822(s: string): number {
  expect(s).toMatch(RFC822);
  const ms = Date.parse(s);
  expect(Number.isNaN(ms)).toBe(false);
  return ms;
}

describe('XML and RSS writer', () => {
  it('escapes text and attributes and drops characters XML forbids', () => {
    expect(escapeText('a & b < c > d ]]> "q"')).toBe('a &amp; b &lt; c &gt; d ]]&gt; "q"');
    expect(escapeAttr(`x "y" 'z' & <w>\n`)).toBe(
      'x &quot;y&quot; &apos;z&apos; &amp; &lt;w&gt;&#10;',
    );
    expect(escapeText('bell\u0007 nul\u0000 ok\u0009\u000a')).toBe('bell nul ok\t\n');
    expect(escapeText('lone \uD800 surrogate, pair \uD83D\uDE00')).toBe(
      'lone  surrogate, pair \uD83D\uDE00',
    );
    expect(() => el('bad name', {})).not.toThrow();
    expect(() => renderDocument(el('bad name', {}))).toThrow(RangeError);
  });

  it('renders a channel whose item text holds & and < that a real parser reads back', () => {
    const title = 'Tithi & nakshatra <Shukla> "Purnima" ]]>';
    const xml = renderRss({
      title: 'T & C',
      link: 'https://example.test/?a=1&b=2',
      description: 'd < e',
      selfUrl: 'https://example.test/feed?x=1&y=2',
      updatedMs: Date.UTC(2026, 10, 22, 1, 23, 13),
      items: [
        {
          title,
          link: 'https://example.test/day?date=2026-11-22&lat=1',
          description: 'line 1 & <b>2</b>\nline 2',
          guid: 'g&1@example.test',
          pubDateMs: Date.UTC(2026, 10, 22),
          categories: ['a&b'],
        },
      ],
    });
    expect(xml).toContain('Tithi &amp; nakshatra &lt;Shukla&gt;');
    expect(xml).not.toContain('<Shukla>');
    const ch = parseFeed(xml);
    expect(ch.title).toBe('T & C');
    expect(ch.description).toBe('d < e');
    expect(ch['atom:link']['@_href']).toBe('https://example.test/feed?x=1&y=2');
    const item = (ch.item as RssItemX[])[0]!;
    expect(item.title).toBe(title);
    expect(item.link).toBe('https://example.test/day?date=2026-11-22&lat=1');
    expect(item.description).toBe('line 1 & <b>2</b>\nline 2');
    expect(item.guid['#text']).toBe('g&1@example.test');
    expect(item.category).toBe('a&b');
    expect(item.pubDate).toBe('Sun, 22 Nov 2026 00:00:00 GMT');
    expect(ch.lastBuildDate).toBe('Sun, 22 Nov 2026 01:23:13 GMT');
    expect(rfc822(0)).toBe('Thu, 01 Jan 1970 00:00:00 GMT');
  });
});

describe('GET /api/rss', () => {
  it('lists every feed of the service as an RSS 2.0 meta feed, CORS open', async () => {
    const res = await call('/api/rss');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const xml = await res.text();
    const ch = parseFeed(xml);
    expect(ch.title).toBeTruthy();
    expect(ch.link).toBe(`${BASE}/`);
    expect(ch.description).toBeTruthy();
    expect(ch['atom:link']).toMatchObject({
      '@_href': `${BASE}/api/rss`,
      '@_rel': 'self',
      '@_type': 'application/rss+xml',
    });
    expectRfc822(ch.lastBuildDate);
    const items = ch.item as RssItemX[];
    expect(items.map((i) => i.link)).toContain(`${BASE}/api/rss/daily`);
    for (const i of items) {
      expect(i.title).toBeTruthy();
      expect(i.description).toBeTruthy();
      expect(i.guid['@_isPermaLink']).toBe('false');
      expectRfc822(i.pubDate);
    }
    // stable
    expect(await (await call('/api/rss')).text()).toBe(xml);
  });

  it.each(['/api/rss/daily', '/r2/api/rss/daily'])(
    'every item link of %s resolves (200) to a route without an hourly limit',
    async (feed) => {
      const items = parseFeed(await (await call(feed)).text()).item as RssItemX[];
      expect(items).toHaveLength(15);
      for (const i of items) {
        const res = await call(i.link.slice(BASE.length));
        expect(res.status, i.link).toBe(200);
        expect(res.headers.get('ratelimit-policy'), i.link).toBeNull();
      }
    },
  );

  it('refuses a query string with 400 E2, still CORS open', async () => {
    const res = await call('/api/rss?format=atom');
    expect(res.status).toBe(400);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.json()).toMatchObject({ error: 'query-not-allowed', field: 'format' });
  });
});

describe('GET /api/rss/daily', () => {
  it('gives one item per day, 7 days back to 7 days ahead, with the five limbs, stable GUIDs and RFC 822 dates', async () => {
    const res = await call('/api/rss/daily');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const xml = await res.text();
    const ch = parseFeed(xml);
    // the channel title holds "&": escaped on the wire, read back by the parser
    expect(xml).toContain('<title>Daily panchang &amp; utsavas: New Delhi</title>');
    expect(ch.title).toBe('Daily panchang & utsavas: New Delhi');
    expect(ch.link).toBe(`${BASE}/api/panchang`);
    expect(ch.description).toBeTruthy();
    expect(ch['atom:link']).toMatchObject({ '@_href': `${BASE}/api/rss/daily`, '@_rel': 'self' });
    expectRfc822(ch.pubDate);
    expectRfc822(ch.lastBuildDate);

    const items = ch.item as RssItemX[];
    expect(items).toHaveLength(15);
    const today = civilDateAt(Date.now()).iso;
    const dates = items.map(
      (i) => /^panchang-(\d{4}-\d{2}-\d{2})@api\.test$/.exec(i.guid['#text'])?.[1],
    );
    expect(dates).toContain(today);
    // today is the newest item: the window ends with it (issue 11: no item dated in the future)
    expect(dates.indexOf(today)).toBe(0);
    for (let k = 0; k < items.length; k++) {
      const i = items[k]!;
      const date = dates[k]!;
      expect(i.guid['@_isPermaLink']).toBe('false');
      // newest first, one per civil day
      if (k > 0) expect(Date.parse(date)).toBe(Date.parse(dates[k - 1]!) - 86_400_000);
      expect(i.title.startsWith(date)).toBe(true);
      expect(i.link).toBe(`${BASE}/n/api/panchang?city=delhi&date=${date}`);
      for (const limb of [
        'Vara:',
        'Tithi:',
        'Nakshatra:',
        'Yoga:',
        'Karana:',
        'Sunrise',
        'Utsava:',
      ])
        expect(i.description).toContain(limb);
      // pubDate is the local midnight that began the date in New Delhi: never in the future
      const ms = expectRfc822(i.pubDate);
      expect(civilDateAt(ms).iso).toBe(date);
      expect(new Date(ms + 5.5 * 3_600_000).getUTCHours()).toBe(0);
      expect(ms).toBeLessThanOrEqual(Date.now());
    }
    // the link's & is escaped on the wire
    expect(xml).toContain(`city=delhi&amp;date=${today}`);
    // a 15-day window always holds an ekadashi or another utsava
    expect(items.some((i) => !i.description.includes('Utsava: none.'))).toBe(true);

    // stored in KV under the date: the second answer is served from there, byte for byte
    expect(await env.CACHE.get(dailyFeedKey(today))).not.toBeNull();
    const again = await call('/api/rss/daily');
    expect(again.headers.get('x-feed-source')).toBe('kv');
    const xml2 = await again.text();
    expect(xml2).toBe(xml);
    const guids2 = (parseFeed(xml2).item as RssItemX[]).map((i) => i.guid['#text']);
    expect(guids2).toEqual(items.map((i) => i.guid['#text']));
  });

  it('serves the stored window of the date, escaping its text', async () => {
    const today = civilDateAt(Date.now()).iso;
    await (await call('/api/rss/daily')).arrayBuffer();
    const real = await env.CACHE.get<DailyWindow>(dailyFeedKey(today), 'json');
    expect(real).not.toBeNull();
    const w = structuredClone(real!);
    const e = w.entries[0]!;
    e.principalUtsava = { id: 'x', name: 'Test & <Utsava>', kind: 'festival' };
    e.utsavas = [e.principalUtsava, { id: 'y', name: 'Second "one"', kind: 'vrat' }];
    await env.CACHE.put(dailyFeedKey(today), JSON.stringify(w));
    try {
      const res = await call('/api/rss/daily');
      expect(res.headers.get('x-feed-source')).toBe('kv');
      const xml = await res.text();
      expect(xml).toContain('Test &amp; &lt;Utsava&gt;');
      const item = (parseFeed(xml).item as RssItemX[])[0]!;
      expect(item.title.endsWith('(Test & <Utsava>)')).toBe(true);
      expect(item.description).toContain('Utsava: Test & <Utsava>; also Second "one".');
      expect(item.category).toEqual(['panchang', 'Test & <Utsava>', 'Second "one"']);
    } finally {
      await env.CACHE.put(dailyFeedKey(today), JSON.stringify(real));
    }
  });

  it.each(['/api/rss/daily', '/r2/api/rss/daily'])(
    'every item link of %s resolves (200) to a route without an hourly limit',
    async (feed) => {
      const items = parseFeed(await (await call(feed)).text()).item as RssItemX[];
      expect(items).toHaveLength(15);
      for (const i of items) {
        const res = await call(i.link.slice(BASE.length));
        expect(res.status, i.link).toBe(200);
        expect(res.headers.get('ratelimit-policy'), i.link).toBeNull();
      }
    },
  );

  it('refuses any query key but tradition and observe with 400 E2, still CORS open', async () => {
    const res = await call('/api/rss/daily?date=2026-01-01');
    expect(res.status).toBe(400);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.json()).toMatchObject({ field: 'date' });
    const bad = await call('/api/rss/daily?tradition=martian');
    expect(bad.status).toBe(400);
    const b = await bad.json<{ field: string; message: string }>();
    expect(b.field).toBe('tradition');
    for (const t of ['north', 'tamil', 'assamese', 'nepali', 'kannada'])
      expect(b.message).toContain(t);
    expect((await call('/api/rss/daily?observe=mars')).status).toBe(400);
  });

  it('lists the festival days of the tradition asked for, under its own key, and says which', async () => {
    const today = civilDateAt(Date.now()).iso;
    const res = await call('/api/rss/daily?tradition=tamil&observe=india');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-festival-tradition')).toBe('tamil');
    expect(res.headers.get('x-festival-observe')).toBe('india');
    const xml = await res.text();
    expect(xml).toContain('Festivals: tamil');
    expect(xml).toContain('computed at Chennai');
    // the tamil window is stored apart from the north one: a north window is never served for tamil
    const key = dailyFeedKey(today, { tradition: 'tamil', observe: 'india' });
    expect(key).not.toBe(dailyFeedKey(today));
    expect(await env.CACHE.get(key)).not.toBeNull();
    const north = await call('/api/rss/daily');
    expect(north.headers.get('x-festival-tradition')).toBe('north');
    expect(await north.text()).not.toContain('Festivals: tamil');
    const as = await call('/api/rss/daily?tradition=assamese');
    expect(as.status).toBe(200);
    expect(as.headers.get('x-festival-tradition')).toBe('assamese');
  });
});
