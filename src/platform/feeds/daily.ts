/**
 * @module The daily panchang feed (`GET /api/rss/daily`): one entry per civil day at New Delhi,
 * for the current date and the 14 days before it (15 items), newest date first. No item is dated
 * in the future: an item's pubDate is the local midnight that began its date. Each item links to
 * Family N's panchang of its date at New Delhi (`/n/api/panchang?city=delhi&date=...`), a route
 * with no hourly limit that every deployment serves. Each entry holds the vara, every tithi, nakshatra, yoga and karana of the
 * savana day (sunrise to next sunrise) with their end times, sunrise and sunset with the
 * convention, the lunar month, and the utsavas of the date with the principal one.
 *
 * The entries of a window are a pure function of its last date (no clock inside), stored in KV
 * under `feed:daily:v<ENGINE_VERSION>:w3:delhi:<YYYY-MM-DD>` by the cron job and by the first request
 * of the day; the XML is rendered per request because links and GUIDs carry the caller's host, and
 * in the caller's language (`lang`, docs/languages.md): a window holds the engine's names and the
 * stable id of each (w3), so one stored window serves all ten languages. English names things by
 * the engine's names, the other languages by data/names; the sentences are the language's feed
 * texts (src/engine/texts/pack.ts FeedPack).
 * `tradition` and `observe` (issue 31) choose whose festival days the entries list; each has its own
 * key (the default keeps the one above), and the X-Festival-* headers name them (the English
 * channel's description too).
 */
import { panchangForDay, type PanchangDay } from '../../engine/panchang/index.js';
import { addDays, type CivilDate } from '../../engine/calendar/solar-day.js';
import { UNIX_EPOCH_JD, MS_PER_DAY } from '../../engine/time/julian.js';
import { zonedMidnightJdUt } from '../../engine/time/zones.js';
import { ENGINE_BUILD, ENGINE_VERSION } from '../engine-build.js';
import { NEW_DELHI } from './place.js';
import { renderRss, type RssItem } from './rss.js';
import {
  DEFAULT_UTSAVA_SCOPE,
  utsavasOfDate,
  type UtsavaBrief,
  type UtsavaScope,
} from './utsava-store.js';
import { traditionProfile } from '../../engine/utsava/index.js';
import { isoDateFields } from '../../engine/time/calendar.js';
import { cityId, karanaId } from '../../engine/i18n/ids.js';
import { FESTIVAL_NOTES, festivalScopeLine } from '../../engine/texts/feeds/festival-notes.js';
import type { Lang } from '../../engine/i18n/langs.js';
import { enFeeds } from '../../engine/texts/feeds/en.js';
import { ENGLISH_FEED, feedName, type FeedTexts } from './feed-texts.js';

/** Days before the current date (the window ends with it: no item lies in the future). */
export const DAILY_FEED_DAYS_BEFORE = 14;
export const DAILY_FEED_DAYS_AFTER = 0;
/** Stored windows expire after 3 days (a window is only served on its own date). */
export const DAILY_FEED_TTL_S = 3 * 86_400;

/** A limb with its end and its stable id (src/engine/i18n/ids.ts: `tithi.5`, `karana.bava`). */
export interface DailyLimb {
  name: string;
  endIso: string;
  id: string;
}
export interface DailyEntry {
  date: string;
  vara: { name: string; lord: string; id: string };
  sunriseIso: string | null;
  sunsetIso: string | null;
  /** Unix ms of the local midnight that began the date: the item's pubDate */
  dayStartMs: number;
  convention: string;
  tithi: Array<DailyLimb & { paksha: string }>;
  nakshatra: DailyLimb[];
  yoga: DailyLimb[];
  karana: DailyLimb[];
  lunarMonth: {
    amanta: string;
    purnimanta: string;
    amantaId: string;
    purnimantaId: string;
    amantaAdhika: boolean;
    purnimantaAdhika: boolean;
  };
  samvatsara: string;
  samvatsaraId: string;
  vikramSamvat: number;
  utsavas: UtsavaBrief[];
  /** the principal utsava of the date (first by kind rank, then calendar order), or null */
  principalUtsava: UtsavaBrief | null;
}

export interface DailyWindow {
  engine: string;
  place: string;
  centre: string;
  entries: DailyEntry[];
  scope?: UtsavaScope;
}

const isDefaultScope = (scope: UtsavaScope): boolean =>
  scope.tradition === DEFAULT_UTSAVA_SCOPE.tradition &&
  scope.observe === DEFAULT_UTSAVA_SCOPE.observe;

/** The KV key of a window: the default (north, local) keeps its key; every other tradition and observance has its own. */
export function dailyFeedKey(centreIso: string, scope: UtsavaScope = DEFAULT_UTSAVA_SCOPE): string {
  return isDefaultScope(scope)
    ? `feed:daily:v${ENGINE_VERSION}:w3:${NEW_DELHI.slug}:${centreIso}`
    : `feed:daily:v${ENGINE_VERSION}:w3:${NEW_DELHI.slug}:${scope.tradition}:${scope.observe}:${centreIso}`;
}

/** The feed's festival line: which tradition's days it lists and where they are observed (in the feed's language). */
export function festivalScopeText(scope: UtsavaScope, t: FeedTexts = ENGLISH_FEED): string {
  const p = traditionProfile(scope.tradition);
  if (t.lang !== 'en')
    return festivalScopeLine(FESTIVAL_NOTES[t.lang], {
      tradition: feedName(t, `tradition.${scope.tradition}`, scope.tradition),
      ...(scope.observe === 'local'
        ? { computedAt: feedName(t, cityId(NEW_DELHI.name), NEW_DELHI.name) }
        : { keptAt: feedName(t, cityId(p.reference.name), p.reference.name) }),
    });
  return `Festivals: ${scope.tradition} (${p.name}), ${scope.observe === 'local' ? 'computed for New Delhi' : `the dates the tradition's homeland keeps (computed at ${p.reference.name})`}.`;
}

function unixMs(jdUt: number): number {
  return Math.round((jdUt - UNIX_EPOCH_JD) * MS_PER_DAY);
}

/** Rank of an utsava kind when picking the principal utsava of a date (lower wins). */
export const PRINCIPAL_KIND_RANK: Readonly<Record<string, number>> = {
  festival: 0,
  navaratri: 1,
  jayanti: 2,
  vrat: 3,
  ekadashi: 4,
  sankranti: 5,
  purnima: 6,
  amavasya: 7,
};

export function principalOf(list: readonly UtsavaBrief[]): UtsavaBrief | null {
  let best: UtsavaBrief | null = null;
  for (const u of list) {
    if (!best || (PRINCIPAL_KIND_RANK[u.kind] ?? 99) < (PRINCIPAL_KIND_RANK[best.kind] ?? 99))
      best = u;
  }
  return best;
}

function entryOf(p: PanchangDay, utsavas: UtsavaBrief[]): DailyEntry {
  const limb = (e: { name: string; end: { iso: string } }, id: string): DailyLimb => ({
    name: e.name,
    endIso: e.end.iso,
    id,
  });
  const m = p.lunarMonth;
  return {
    date: p.date,
    vara: { name: p.vara.name, lord: p.vara.lord, id: `vara.${p.vara.index0 + 1}` },
    sunriseIso: p.sunrise?.iso ?? null,
    sunsetIso: p.sunset?.iso ?? null,
    dayStartMs: (() => {
      const d = parseIso(p.date);
      return unixMs(zonedMidnightJdUt(d.year, d.month, d.day, NEW_DELHI.zone));
    })(),
    convention: p.convention,
    tithi: p.tithi.map((t) => ({ ...limb(t, `tithi.${t.index0 + 1}`), paksha: t.paksha })),
    nakshatra: p.nakshatra.map((n) => limb(n, `nakshatra.${n.index0 + 1}`)),
    yoga: p.yoga.map((y) => limb(y, `yoga.${y.index0 + 1}`)),
    karana: p.karana.map((k) => limb(k, karanaId(k.name))),
    lunarMonth: {
      amanta: m.amanta.name,
      purnimanta: m.purnimanta.name,
      amantaId: `month.lunar.${m.amanta.index0 + 1}`,
      purnimantaId: `month.lunar.${m.purnimanta.index0 + 1}`,
      amantaAdhika: m.amanta.adhika,
      purnimantaAdhika: m.purnimanta.adhika,
    },
    samvatsara: p.eras.samvatsara.north.name,
    samvatsaraId: `samvatsara.${p.eras.samvatsara.north.index0 + 1}`,
    vikramSamvat: p.eras.vikramSamvat,
    utsavas,
    principalUtsava: principalOf(utsavas),
  };
}

function parseIso(iso: string): CivilDate {
  const d = isoDateFields(iso);
  if (!d) throw new RangeError(`not an ISO date: ${iso}`);
  return d;
}

/** Compute the window centred on a date (pure; utsavas come from the KV-backed year store). */
export async function computeDailyWindow(
  env: Env,
  centreIso: string,
  scope: UtsavaScope = DEFAULT_UTSAVA_SCOPE,
): Promise<DailyWindow> {
  const centre = parseIso(centreIso);
  const entries: DailyEntry[] = [];
  for (let k = DAILY_FEED_DAYS_AFTER; k >= -DAILY_FEED_DAYS_BEFORE; k--) {
    const date = addDays(centre, k);
    const p = panchangForDay(date, NEW_DELHI);
    entries.push(entryOf(p, await utsavasOfDate(env, p.date, scope)));
  }
  return {
    engine: ENGINE_BUILD,
    place: NEW_DELHI.name,
    centre: centreIso,
    entries,
    ...(isDefaultScope(scope) ? {} : { scope }),
  };
}

/** The window centred on a date: from KV when stored, else computed and stored. */
export async function dailyWindow(
  env: Env,
  centreIso: string,
  scope: UtsavaScope = DEFAULT_UTSAVA_SCOPE,
): Promise<{ window: DailyWindow; source: 'kv' | 'computed' }> {
  const key = dailyFeedKey(centreIso, scope);
  const stored = await env.CACHE.get<DailyWindow>(key, 'json');
  if (stored && Array.isArray(stored.entries) && stored.centre === centreIso)
    return { window: stored, source: 'kv' };
  const window = await computeDailyWindow(env, centreIso, scope);
  await env.CACHE.put(key, JSON.stringify(window), { expirationTtl: DAILY_FEED_TTL_S });
  return { window, source: 'computed' };
}

/** "14:05" of an ISO instant; the date when it is not `dateIso` ("14:05 on 2026-11-23" in English). */
function clockParts(iso: string, dateIso: string): { time: string; date?: string } {
  const hm = iso.slice(11, 16);
  return iso.slice(0, 10) === dateIso ? { time: hm } : { time: hm, date: iso.slice(0, 10) };
}
function clock(iso: string, dateIso: string, t: FeedTexts): string {
  const c = clockParts(iso, dateIso);
  if (!c.date) return c.time;
  return t.lang === 'en' ? `${c.time} on ${c.date}` : `${c.date} ${c.time}`;
}

function limbText(
  list: readonly DailyLimb[],
  dateIso: string,
  t: FeedTexts,
  label: (l: DailyLimb) => string = (l) => feedName(t, l.id, l.name),
): string {
  return list
    .map((l) => t.feeds.until({ name: label(l), ...clockParts(l.endIso, dateIso) }))
    .join(`, ${t.feeds.then} `);
}

const pakshaId = (paksha: string) => `paksha.${paksha.toLowerCase()}`;
const festival = (t: FeedTexts, u: UtsavaBrief) => feedName(t, `festival.${u.id}`, u.name);
function monthName(t: FeedTexts, id: string, adhika: boolean, engineName: string): string {
  if (!t.names) return engineName;
  const base = feedName(t, id, engineName);
  return adhika && t.names['month.adhika'] ? `${t.names['month.adhika']} ${base}` : base;
}

/** Item title: "2026-11-22 Ravivara: Shukla Trayodashi, Ashwini nakshatra" plus the principal utsava. */
export function itemTitle(e: DailyEntry, t: FeedTexts = ENGLISH_FEED): string {
  const ti = e.tithi[0];
  const n = e.nakshatra[0];
  return t.feeds.itemTitle({
    date: e.date,
    vara: feedName(t, e.vara.id, e.vara.name),
    ...(ti
      ? { paksha: feedName(t, pakshaId(ti.paksha), ti.paksha), tithi: feedName(t, ti.id, ti.name) }
      : {}),
    ...(n ? { nakshatra: feedName(t, n.id, n.name) } : {}),
    ...(e.principalUtsava ? { utsava: festival(t, e.principalUtsava) } : {}),
  });
}

/** Item description, plain text: every limb of the day with its end time (New Delhi, IST). */
export function itemDescription(e: DailyEntry, t: FeedTexts = ENGLISH_FEED): string {
  const principal = e.principalUtsava;
  return t.feeds
    .itemLines({
      vara: feedName(t, e.vara.id, e.vara.name),
      varaLord: feedName(t, `graha.${e.vara.lord.toLowerCase()}`, e.vara.lord),
      tithi: limbText(e.tithi, e.date, t, (l) => {
        const paksha = (l as DailyLimb & { paksha?: string }).paksha;
        return `${paksha ? feedName(t, pakshaId(paksha), paksha) : ''} ${feedName(t, l.id, l.name)}`.trim();
      }),
      nakshatra: limbText(e.nakshatra, e.date, t),
      yoga: limbText(e.yoga, e.date, t),
      karana: limbText(e.karana, e.date, t),
      ...(e.sunriseIso ? { sunrise: clock(e.sunriseIso, e.date, t) } : {}),
      ...(e.sunsetIso ? { sunset: clock(e.sunsetIso, e.date, t) } : {}),
      hinduConvention: e.convention === 'hindu',
      amanta: monthName(t, e.lunarMonth.amantaId, e.lunarMonth.amantaAdhika, e.lunarMonth.amanta),
      purnimanta: monthName(
        t,
        e.lunarMonth.purnimantaId,
        e.lunarMonth.purnimantaAdhika,
        e.lunarMonth.purnimanta,
      ),
      vikramSamvat: e.vikramSamvat,
      samvatsara: feedName(t, e.samvatsaraId, e.samvatsara),
      ...(e.utsavas.length > 0 && principal ? { utsava: festival(t, principal) } : {}),
      alsoUtsavas: e.utsavas
        .filter((u) => u !== principal && u.name !== principal?.name)
        .map((u) => festival(t, u)),
    })
    .join('\n');
}

/** `?lang=<lang>` for a link in a feed written in another language than English, else nothing. */
export function langQuery(lang: Lang, sep: '?' | '&' = '?'): string {
  return lang === 'en' ? '' : `${sep}lang=${lang}`;
}

/** Link of a day: Family N's panchang of that date at New Delhi (no hourly limit), at N's base URL. */
export function dayLink(nBaseUrl: string, dateIso: string, lang: Lang = 'en'): string {
  return `${nBaseUrl}/api/panchang?city=${NEW_DELHI.slug}&date=${dateIso}${langQuery(lang, '&')}`;
}

/** Stable GUID of a day's item: `panchang-YYYY-MM-DD@host` (not a URL), `panchang-YYYY-MM-DD-<lang>@host` in another language. */
export function dayGuid(host: string, dateIso: string, lang: Lang = 'en'): string {
  return `panchang-${dateIso}${lang === 'en' ? '' : `-${lang}`}@${host}`;
}

export const DAILY_FEED_TITLE = enFeeds.dailyTitle;
export const DAILY_FEED_DESCRIPTION = enFeeds.dailyDescription;

/**
 * Render a window as RSS 2.0 for a caller at `baseUrl` (origin + family prefix), in a language;
 * item links go to Family N at `nBaseUrl`. The channel's pubDate and lastBuildDate are the local
 * midnight that began the window's last date.
 */
export function renderDailyFeed(
  w: DailyWindow,
  baseUrl: string,
  nBaseUrl: string,
  t: FeedTexts = ENGLISH_FEED,
): string {
  const scope = w.scope ?? DEFAULT_UTSAVA_SCOPE;
  const query = `${isDefaultScope(scope) ? '' : `?tradition=${scope.tradition}&observe=${scope.observe}`}`;
  const selfQuery = query + langQuery(t.lang, query ? '&' : '?');
  const host = new URL(baseUrl).host;
  const items: RssItem[] = w.entries.map((e) => ({
    title: itemTitle(e, t),
    link: dayLink(nBaseUrl, e.date, t.lang),
    description: itemDescription(e, t),
    guid: dayGuid(host, e.date, t.lang),
    pubDateMs: e.dayStartMs,
    categories: [t.feeds.categories.panchang, ...e.utsavas.map((u) => festival(t, u))],
  }));
  const c = parseIso(w.centre);
  return renderRss({
    title: t.feeds.dailyTitle,
    link: `${baseUrl}/api/panchang${langQuery(t.lang)}`,
    // the tradition's line (English as before; another language writes it with its own words)
    description: isDefaultScope(scope)
      ? t.feeds.dailyDescription
      : `${t.feeds.dailyDescription} ${festivalScopeText(scope, t)}`,
    selfUrl: `${baseUrl}/api/rss/daily${selfQuery}`,
    language: t.lang,
    updatedMs: unixMs(zonedMidnightJdUt(c.year, c.month, c.day, NEW_DELHI.zone)),
    ttlMinutes: 60,
    generator: ENGINE_BUILD,
    items,
  });
}
