/**
 * The feeds in every language (docs/languages.md "Feeds"): the daily panchang RSS feed, the meta
 * feed and P's calendar.ics, rendered for a pinned date in each of the ten languages, parsed by
 * real parsers, and every text a reader sees (channel, item titles, descriptions, categories,
 * event summaries and descriptions) checked for letters outside the language's script: a Latin
 * letter in a non-English feed is an untranslated fragment. Dates, clock times, the UTC offset,
 * ISO instants and the IANA zone id are the only Latin-free or technical parts allowed. The feeds
 * are walked with every part a reader can meet: the daily feed with a festival tradition's line,
 * calendar.ics with festival events (each with its rule: tithi, window, the deciding case, the
 * tradition's reference city) and the note on a place the query did not give.
 */
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import ICAL from 'ical.js';
import { call } from '../helpers.js';
import {
  LANGS,
  LANG_INFO,
  SCRIPT_BLOCK,
  foreignLetters,
  type Lang,
} from '../../src/engine/i18n/langs.js';
import {
  computeDailyWindow,
  renderDailyFeed,
  type DailyWindow,
} from '../../src/platform/feeds/daily.js';
import { renderMetaFeed } from '../../src/platform/feeds/registry.js';
import { loadFeedTexts } from '../../src/platform/feeds/feed-texts.js';
import { calendarIcs, type CalendarPlaceNote } from '../../src/routes/p/calendar.js';
import { FESTIVAL_TRADITIONS } from '../../src/engine/utsava/index.js';
import type { UtsavaScope } from '../../src/platform/feeds/utsava-store.js';

const NOW = Date.UTC(2026, 2, 1, 3, 0); // 08:30 IST on 1 March 2026: Holi falls in the window
/** Technical parts a feed in any language may hold: ISO instants, the zone id, the UTC offset. */
const strip = (s: string) =>
  s
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, '')
    .replace(/Asia\/Kolkata|UTC\+05:30/g, '');

function problems(texts: readonly string[], lang: Lang): string[] {
  const out: string[] = [];
  for (const t of texts) {
    const foreign = foreignLetters(strip(t), lang);
    if (foreign.length) out.push(`${[...new Set(foreign)].join('')} in ${t}`);
    for (const bad of ['undefined', 'null', 'NaN', '${', '[object'])
      if (t.includes(bad)) out.push(`"${bad}" in ${t}`);
  }
  return out;
}

/** Every text of an RSS document (not links, GUIDs or dates). */
function rssTexts(xml: string): { language: string; texts: string[]; links: string[] } {
  expect(XMLValidator.validate(xml)).toBe(true);
  const doc = new XMLParser({
    ignoreAttributes: false,
    parseTagValue: false,
    isArray: (n) => n === 'item' || n === 'category',
  }).parse(xml) as {
    rss: {
      channel: {
        title: string;
        description: string;
        language: string;
        item: Array<{ title: string; description: string; link: string; category?: string[] }>;
      };
    };
  };
  const ch = doc.rss.channel;
  return {
    language: ch.language,
    texts: [
      ch.title,
      ch.description,
      ...ch.item.flatMap((i) => [i.title, i.description, ...(i.category ?? [])]),
    ],
    links: ch.item.map((i) => i.link),
  };
}

const inScript = (text: string, lang: Lang) => {
  const block = SCRIPT_BLOCK[LANG_INFO[lang].script];
  return block
    ? [...text].some((ch) => ch.codePointAt(0)! >= block[0] && ch.codePointAt(0)! <= block[1])
    : /[A-Za-z]/.test(text);
};

/** Each language meets another tradition's festivals, by turns kept locally and at the homeland. */
const scopeOf = (lang: Lang): UtsavaScope => {
  const i = LANGS.indexOf(lang);
  return {
    tradition: FESTIVAL_TRADITIONS[(i * 5) % FESTIVAL_TRADITIONS.length]!,
    observe: i % 2 ? 'india' : 'local',
  };
};
const EDGE_NOTE: CalendarPlaceNote = { source: 'edge', text: 'edge, Mumbai' };
const DEFAULT_NOTE: CalendarPlaceNote = { source: 'default', text: 'New Delhi' };

describe('feeds in ten languages', () => {
  let window: DailyWindow;
  let bengaliWindow: DailyWindow;
  it.each(LANGS)(
    'daily RSS and meta feed in %s: the script of the language, no untranslated fragment',
    async (lang) => {
      window ??= await computeDailyWindow(env, '2026-03-10');
      expect(window.entries.some((e) => e.utsavas.length > 0)).toBe(true);
      const t = await loadFeedTexts(lang);
      const daily = rssTexts(
        renderDailyFeed(window, 'https://r.example.test', 'https://n.example.test', t),
      );
      const meta = rssTexts(renderMetaFeed('https://r.example.test', t));
      // another tradition's festival days: the channel's festival line in the language too
      bengaliWindow ??= await computeDailyWindow(env, '2026-03-10', {
        tradition: 'bengali',
        observe: 'india',
      });
      const scoped = rssTexts(
        renderDailyFeed(bengaliWindow, 'https://r.example.test', 'https://n.example.test', t),
      );
      expect(problems(scoped.texts, lang)).toEqual([]);
      if (lang !== 'en') expect(scoped.texts[1]).not.toBe(daily.texts[1]);
      expect(daily.language).toBe(lang);
      expect(meta.language).toBe(lang);
      expect(problems([...daily.texts, ...meta.texts], lang)).toEqual([]);
      // every title and description is written in the script (no letter outside it, checked above, and some letters in it)
      for (const s of [...daily.texts, ...meta.texts]) expect(inScript(s, lang), s).toBe(true);
      // links keep the language, so a reader following one reads on in it
      for (const l of [...daily.links, ...meta.links])
        expect(l.includes(`lang=${lang}`)).toBe(lang !== 'en');
    },
  );

  it.each(LANGS)(
    'calendar.ics in %s: summaries and descriptions in the language, festivals and place notes included, as ical.js reads them',
    async (lang) => {
      const t = await loadFeedTexts(lang);
      const scope = scopeOf(lang);
      const i = LANGS.indexOf(lang);
      const ics = calendarIcs(
        28.6139,
        77.209,
        'Asia/Kolkata',
        NOW,
        t,
        scope,
        i % 3 === 0 ? undefined : i % 3 === 1 ? EDGE_NOTE : DEFAULT_NOTE,
      );
      const comp = new ICAL.Component(ICAL.parse(ics));
      const evs = comp.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
      const festivals = evs.filter((e) => e.startDate.isDate);
      expect(festivals.length, `${scope.tradition} festivals`).toBeGreaterThan(0);
      expect(evs).toHaveLength(30 * 5 + 5 + festivals.length);
      // a festival's description says more than its name: its rule and the case that decided it
      for (const f of festivals)
        expect(f.description.length).toBeGreaterThan(f.summary.length + 20);
      const texts = [
        String(comp.getFirstPropertyValue('x-wr-calname')),
        String(comp.getFirstPropertyValue('x-wr-caldesc')),
        ...evs.flatMap((e) => [e.summary, e.description]),
      ];
      expect(problems(texts, lang)).toEqual([]);
      for (const e of evs) expect(inScript(e.summary, lang), e.summary).toBe(true);
      if (lang !== 'en')
        expect(
          comp
            .getFirstSubcomponent('vevent')!
            .getFirstProperty('summary')!
            .getParameter('language'),
        ).toBe(lang);
    },
  );

  it('the routes take lang and Accept-Language: Content-Language, the channel language, an ETag per language', async () => {
    const ta = await call('/api/rss?lang=ta');
    expect(ta.status).toBe(200);
    expect(ta.headers.get('content-language')).toBe('ta');
    expect(rssTexts(await ta.text()).language).toBe('ta');
    const or = await call('/api/rss', { headers: { 'accept-language': 'or-IN' } });
    expect(or.headers.get('content-language')).toBe('or');
    expect(or.headers.get('etag')).not.toBe(ta.headers.get('etag'));
    expect((await call('/api/rss?lang=xx')).status).toBe(400);
    const ics = await call('/p/api/calendar.ics?lat=13.08&lng=80.27&lang=kn');
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-language')).toBe('kn');
    expect(await ics.text()).toMatch(/SUMMARY;LANGUAGE=kn:[\u0C80-\u0CFF]/);
  });
});
