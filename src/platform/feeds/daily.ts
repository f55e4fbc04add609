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
 * under `feed:daily:v<ENGINE_VERSION>:w2:delhi:<YYYY-MM-DD>` by the cron job and by the first request
 * of the day; the XML is rendered per request because links and GUIDs carry the caller's host.
 * `tradition` and `observe` (issue 31) choose whose festival days the entries list; each has its own
 * key (the default keeps the one above), and the channel's description names them.
 */
import { panchangForDay, type PanchangDay } from '../../engine/panchang/index.js';
import { addDays, type CivilDate } from '../../engine/calendar/solar-day.js';
import { UNIX_EPOCH_JD, MS_PER_DAY } from '../../engine/time/julian.js';
import { zonedMidnightJdUt } from '../../engine/time/zones.js';
import { ENGINE_BUILD, ENGINE_VERSION } from '../engine-build.js';
import { NEW_DELHI } from './place.js';
import { renderRss, type RssItem } from './rss.js';
import { DEFAULT_UTSAVA_SCOPE, utsavasOfDate, type UtsavaBrief, type UtsavaScope } from './utsava-store.js';
import { traditionProfile } from '../../engine/utsava/index.js';
import { isoDateFields } from '../../engine/time/calendar.js';

/** Days before the current date (the window ends with it: no item lies in the future). */
export const DAILY_FEED_DAYS_BEFORE = 14;
export const DAILY_FEED_DAYS_AFTER = 0;
/** Stored windows expire after 3 days (a window is only served on its own date). */
export const DAILY_FEED_TTL_S = 3 * 86_400;

export interface DailyLimb { name: string; endIso: string }
export interface DailyEntry {
  date: string;
  vara: { name: string; lord: string };
  sunriseIso: string | null;
  sunsetIso: string | null;
  /** Unix ms of the local midnight that began the date: the item's pubDate */
  dayStartMs: number;
  convention: string;
  tithi: Array<DailyLimb & { paksha: string }>;
  nakshatra: DailyLimb[];
  yoga: DailyLimb[];
  karana: DailyLimb[];
  lunarMonth: { amanta: string; purnimanta: string };
  samvatsara: string;
  vikramSamvat: number;
  utsavas: UtsavaBrief[];
  /** the principal utsava of the date (first by kind rank, then calendar order), or null */
  principalUtsava: UtsavaBrief | null;
}

export interface DailyWindow { engine: string; place: string; centre: string; entries: DailyEntry[]; scope?: UtsavaScope }

const isDefaultScope = (scope: UtsavaScope): boolean => scope.tradition === DEFAULT_UTSAVA_SCOPE.tradition && scope.observe === DEFAULT_UTSAVA_SCOPE.observe;

/** The KV key of a window: the default (north, local) keeps its key; every other tradition and observance has its own. */
export function dailyFeedKey(centreIso: string, scope: UtsavaScope = DEFAULT_UTSAVA_SCOPE): string {
  return isDefaultScope(scope)
    ? `feed:daily:v${ENGINE_VERSION}:w2:${NEW_DELHI.slug}:${centreIso}`
    : `feed:daily:v${ENGINE_VERSION}:w2:${NEW_DELHI.slug}:${scope.tradition}:${scope.observe}:${centreIso}`;
}

/** The feed's festival line: which tradition's days it lists and where they are observed. */
export function festivalScopeText(scope: UtsavaScope): string {
  const p = traditionProfile(scope.tradition);
  return `Festivals: ${scope.tradition} (${p.name}), ${scope.observe === 'local' ? 'computed for New Delhi' : `the dates the tradition's homeland keeps (computed at ${p.reference.name})`}.`;
}

function unixMs(jdUt: number): number {
  return Math.round((jdUt - UNIX_EPOCH_JD) * MS_PER_DAY);
}

/** Rank of an utsava kind when picking the principal utsava of a date (lower wins). */
export const PRINCIPAL_KIND_RANK: Readonly<Record<string, number>> = {
  festival: 0, navaratri: 1, jayanti: 2, vrat: 3, ekadashi: 4, sankranti: 5, purnima: 6, amavasya: 7,
};

export function principalOf(list: readonly UtsavaBrief[]): UtsavaBrief | null {
  let best: UtsavaBrief | null = null;
  for (const u of list) {
    if (!best || (PRINCIPAL_KIND_RANK[u.kind] ?? 99) < (PRINCIPAL_KIND_RANK[best.kind] ?? 99)) best = u;
  }
  return best;
}

function entryOf(p: PanchangDay, utsavas: UtsavaBrief[]): DailyEntry {
  const limb = (e: { name: string; end: { iso: string } }): DailyLimb => ({ name: e.name, endIso: e.end.iso });
  return {
    date: p.date,
    vara: { name: p.vara.name, lord: p.vara.lord },
    sunriseIso: p.sunrise?.iso ?? null,
    sunsetIso: p.sunset?.iso ?? null,
    dayStartMs: (() => { const d = parseIso(p.date); return unixMs(zonedMidnightJdUt(d.year, d.month, d.day, NEW_DELHI.zone)); })(),
    convention: p.convention,
    tithi: p.tithi.map((t) => ({ ...limb(t), paksha: t.paksha })),
    nakshatra: p.nakshatra.map(limb),
    yoga: p.yoga.map(limb),
    karana: p.karana.map(limb),
    lunarMonth: { amanta: p.lunarMonth.amanta.name, purnimanta: p.lunarMonth.purnimanta.name },
    samvatsara: p.eras.samvatsara.north.name,
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
export async function computeDailyWindow(env: Env, centreIso: string, scope: UtsavaScope = DEFAULT_UTSAVA_SCOPE): Promise<DailyWindow> {
  const centre = parseIso(centreIso);
  const entries: DailyEntry[] = [];
  for (let k = DAILY_FEED_DAYS_AFTER; k >= -DAILY_FEED_DAYS_BEFORE; k--) {
    const date = addDays(centre, k);
    const p = panchangForDay(date, NEW_DELHI);
    entries.push(entryOf(p, await utsavasOfDate(env, p.date, scope)));
  }
  return { engine: ENGINE_BUILD, place: NEW_DELHI.name, centre: centreIso, entries, ...(isDefaultScope(scope) ? {} : { scope }) };
}

/** The window centred on a date: from KV when stored, else computed and stored. */
export async function dailyWindow(env: Env, centreIso: string, scope: UtsavaScope = DEFAULT_UTSAVA_SCOPE): Promise<{ window: DailyWindow; source: 'kv' | 'computed' }> {
  const key = dailyFeedKey(centreIso, scope);
  const stored = await env.CACHE.get<DailyWindow>(key, 'json');
  if (stored && Array.isArray(stored.entries) && stored.centre === centreIso) return { window: stored, source: 'kv' };
  const window = await computeDailyWindow(env, centreIso, scope);
  await env.CACHE.put(key, JSON.stringify(window), { expirationTtl: DAILY_FEED_TTL_S });
  return { window, source: 'computed' };
}

/** "14:05" of an ISO instant, with the date added when it is not `dateIso`. */
function clock(iso: string, dateIso: string): string {
  const hm = iso.slice(11, 16);
  return iso.slice(0, 10) === dateIso ? hm : `${hm} on ${iso.slice(0, 10)}`;
}

function limbText(list: readonly DailyLimb[], dateIso: string, label: (l: DailyLimb) => string = (l) => l.name): string {
  return list.map((l) => `${label(l)} until ${clock(l.endIso, dateIso)}`).join(', then ');
}

/** Item title: "2026-11-22 Ravivara: Shukla Trayodashi, Ashwini nakshatra" plus the principal utsava. */
export function itemTitle(e: DailyEntry): string {
  const t = e.tithi[0];
  const n = e.nakshatra[0];
  const base = `${e.date} ${e.vara.name}: ${t ? `${t.paksha} ${t.name}` : ''}${n ? `, ${n.name} nakshatra` : ''}`;
  return e.principalUtsava ? `${base} (${e.principalUtsava.name})` : base;
}

/** Item description, plain text: every limb of the day with its end time (New Delhi, IST). */
export function itemDescription(e: DailyEntry): string {
  const lines = [
    `Vara: ${e.vara.name} (lord ${e.vara.lord}).`,
    `Tithi: ${limbText(e.tithi, e.date, (l) => `${(l as DailyLimb & { paksha?: string }).paksha ?? ''} ${l.name}`.trim())}.`,
    `Nakshatra: ${limbText(e.nakshatra, e.date)}.`,
    `Yoga: ${limbText(e.yoga, e.date)}.`,
    `Karana: ${limbText(e.karana, e.date)}.`,
    `Sunrise ${e.sunriseIso ? clock(e.sunriseIso, e.date) : 'none'}, sunset ${e.sunsetIso ? clock(e.sunsetIso, e.date) : 'none'} (${e.convention} convention: ${e.convention === 'hindu' ? "centre of the Sun's disc, no refraction" : 'upper limb with refraction'}).`,
    `Lunar month: ${e.lunarMonth.amanta} (amanta), ${e.lunarMonth.purnimanta} (purnimanta); Vikram Samvat ${e.vikramSamvat}, ${e.samvatsara} samvatsara.`,
    e.utsavas.length > 0
      ? `Utsava: ${e.principalUtsava?.name ?? ''}${e.utsavas.length > 1 ? `; also ${e.utsavas.filter((u) => u !== e.principalUtsava && u.name !== e.principalUtsava?.name).map((u) => u.name).join(', ')}` : ''}.`
      : 'Utsava: none.',
    `Times are New Delhi (Asia/Kolkata, UTC+05:30); the day runs from sunrise to the next sunrise.`,
  ];
  return lines.join('\n');
}

/** Link of a day: Family N's panchang of that date at New Delhi (no hourly limit), at N's base URL. */
export function dayLink(nBaseUrl: string, dateIso: string): string {
  return `${nBaseUrl}/api/panchang?city=${NEW_DELHI.slug}&date=${dateIso}`;
}

/** Stable GUID of a day's item: `panchang-YYYY-MM-DD@host` (not a URL). */
export function dayGuid(host: string, dateIso: string): string {
  return `panchang-${dateIso}@${host}`;
}

export const DAILY_FEED_TITLE = 'Daily panchang & utsavas: New Delhi';
export const DAILY_FEED_DESCRIPTION =
  'Vara, tithi, nakshatra, yoga and karana of each day at New Delhi (sunrise to sunrise, Lahiri ayanamsa), with the principal utsava of the day; today and the 14 days before.';

/**
 * Render a window as RSS 2.0 for a caller at `baseUrl` (origin + family prefix); item links go to
 * Family N at `nBaseUrl`. The channel's pubDate and lastBuildDate are the local midnight that
 * began the window's last date.
 */
export function renderDailyFeed(w: DailyWindow, baseUrl: string, nBaseUrl: string): string {
  const scope = w.scope ?? DEFAULT_UTSAVA_SCOPE;
  const query = isDefaultScope(scope) ? '' : `?tradition=${scope.tradition}&observe=${scope.observe}`;
  const host = new URL(baseUrl).host;
  const items: RssItem[] = w.entries.map((e) => ({
    title: itemTitle(e),
    link: dayLink(nBaseUrl, e.date),
    description: itemDescription(e),
    guid: dayGuid(host, e.date),
    pubDateMs: e.dayStartMs,
    categories: ['panchang', ...e.utsavas.map((u) => u.name)],
  }));
  const c = parseIso(w.centre);
  return renderRss({
    title: DAILY_FEED_TITLE,
    link: `${baseUrl}/api/panchang`,
    description: isDefaultScope(scope) ? DAILY_FEED_DESCRIPTION : `${DAILY_FEED_DESCRIPTION} ${festivalScopeText(scope)}`,
    selfUrl: `${baseUrl}/api/rss/daily${query}`,
    language: 'en',
    updatedMs: unixMs(zonedMidnightJdUt(c.year, c.month, c.day, NEW_DELHI.zone)),
    ttlMinutes: 60,
    generator: ENGINE_BUILD,
    items,
  });
}
