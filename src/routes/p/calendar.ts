/**
 * @module Family P `GET /p/api/calendar.ics[?lat&lng][&tz]` (docs/family-p.md "Calendar feed"): an
 * RFC 5545 calendar a person can subscribe to (`webcal://<host>/p/api/calendar.ics?lat=..&lng=..`):
 * - 30 days of daily windows from today in the place's zone: Brahma muhurta, Abhijit muhurta,
 *   Rahu kalam, Yamaganda and Gulika kalam (days without sunrise, in polar latitudes, have none);
 * - the next 5 transit highlights from the start of today: sign ingresses of every graha but the Moon, and the
 *   retrograde and direct stations of Mercury to Saturn (sidereal, Lahiri, mean nodes);
 * - with `tradition` or `observe` (issue 31), the festivals of the tradition in the 30 days as all-day
 *   events, computed for the place or (observe=india) at the tradition's reference city; the
 *   calendar's X-WR-CALDESC names the tradition and the observance, and each scope is stored apart.
 * Written by our own RFC 5545 writer (./ics-writer.ts); times in UTC; UIDs stable per place, day and window, so a client
 * updates events instead of duplicating them; DTSTAMP is the start of the UTC day the feed was
 * built, so the bytes (and the ETag) hold for a day. The place is rounded to 0.01 degree and the
 * feed computed for the rounded place; stored in KV per (place, date) for two days. New feeds are
 * limited per client address (CALENDAR_LIMIT; docs/security.md). The texts are in the caller's
 * language (`lang` or Accept-Language, src/http/lang.ts): window titles and notes, the day's vara,
 * tithi and nakshatra, and the highlights with the names of data/names (docs/languages.md).
 */
import type { Context } from 'hono';
import * as z from 'zod';
import {
  NAKSHATRA_NAMES,
  RASHI_NAMES,
  RASHI_NAMES_EN,
  VARA_NAMES,
  type GrahaName,
} from '../../engine/core/constants.js';
import { EngineInputError } from '../../engine/core/errors.js';
import { dailyWindowsJdUt, type DailyWindowsJdUt } from '../../engine/muhurta/index.js';
import { addDays, checkPlace, solarDay } from '../../engine/calendar/solar-day.js';
import { pakshaOfTithi, tithiName } from '../../engine/panchang/limbs.js';
import { limbAt, nextIngress, stationsBetween } from '../../engine/search/index.js';
import { jdUtFromUnixMs, unixMsFromJdUt } from '../../engine/time/julian.js';
import { localDateOf, zonedMidnightJdUt, type ZoneSpec } from '../../engine/time/zones.js';
import type { AppEnv } from '../../http/context.js';
import { parseQuery } from '../../http/input.js';
import { zoneAt } from '../../platform/zone-lookup.js';
import { pLatSchema, pLngSchema, pZoneSchema } from './schemas.js';
import { festivalTraditionSchema, observeSchema } from '../schemas.js';
import {
  FESTIVAL_TRADITIONS,
  traditionProfile,
  traditionRules,
  utsavasForYear,
} from '../../engine/utsava/index.js';
import { utsavaScopeOf, type UtsavaScope } from '../../platform/feeds/utsava-store.js';
import { muhurtaPlace, type EdgeLocation } from './muhurta.js';
import { icsCalendar, type IcsEvent } from './ics-writer.js';
import type { FeedPack } from '../../engine/texts/pack.js';
import { enFeeds } from '../../engine/texts/feeds/en.js';
import {
  FESTIVAL_NOTES,
  festivalNote,
  festivalScopeLine,
  placeNoteLine,
} from '../../engine/texts/feeds/festival-notes.js';
import { MASA_NAMES } from '../../engine/calendar/names.js';
import { cityId } from '../../engine/i18n/ids.js';
import type { UtsavaItem, WindowName } from '../../engine/utsava/index.js';
import {
  ENGLISH_FEED,
  feedName,
  loadFeedTexts,
  type FeedTexts,
} from '../../platform/feeds/feed-texts.js';
import {
  HOUR_MS,
  MemoryBucket,
  anonymousCacheWrite,
  limitComputation,
  type LimitOptions,
} from '../../http/rate-limit.js';
import { lazySchema } from '../../http/lazy-schema.js';

export const calendarQuerySchema = lazySchema(() =>
  z
    .strictObject({
      lat: pLatSchema
        .optional()
        .describe(
          "latitude of the place; without lat and lng, the caller's location from the edge, else New Delhi (as P's muhurta)",
        ),
      lng: pLngSchema.optional().describe('longitude of the place; give it with lat'),
      tz: pZoneSchema.optional(),
      tradition: festivalTraditionSchema
        .optional()
        .describe(
          `add the festivals of this tradition in the 30 days as all-day events (${FESTIVAL_TRADITIONS.join(', ')}); without tradition or observe the feed has no festivals`,
        ),
      observe: observeSchema
        .optional()
        .describe(
          "local (default): the festivals computed for the place; india: the dates the tradition's homeland keeps (its reference city); given alone, the north festivals",
        ),
    })
    .superRefine((q, ctx) => {
      if ((q.lat === undefined) !== (q.lng === undefined)) {
        ctx.addIssue({
          code: 'custom',
          path: [q.lat === undefined ? 'lat' : 'lng'],
          message:
            "give lat and lng together, or neither (then the caller's location from the edge is used, else New Delhi)",
        });
      }
    }),
);
export const CALENDAR_DAYS = 30;
export const TRANSIT_HIGHLIGHTS = 5;
const UID_DOMAIN = 'jyotisha-api';

/** The five windows; their titles and notes are the language's feed texts (FeedPack.windows). */
const WINDOWS: ReadonlyArray<{ key: keyof DailyWindowsJdUt; slug: keyof FeedPack['windows'] }> = [
  { key: 'brahmaMuhurta', slug: 'brahma' },
  { key: 'abhijit', slug: 'abhijit' },
  { key: 'rahuKalam', slug: 'rahu-kalam' },
  { key: 'yamaganda', slug: 'yamaganda' },
  { key: 'gulikaKalam', slug: 'gulika-kalam' },
];

/** A highlight: `text` is the English one; `rashi0` (an ingress's sign) and `retrograde` let a language write its own. */
export interface TransitHighlight {
  graha: GrahaName;
  kind: 'ingress' | 'retrograde-station' | 'direct-station';
  jdUt: number;
  text: string;
  rashi0?: number;
  retrograde: boolean;
}

/** The next `count` ingresses and stations after `fromJdUt` (pure). */
export function transitHighlights(
  fromJdUt: number,
  count = TRANSIT_HIGHLIGHTS,
): TransitHighlight[] {
  const out: TransitHighlight[] = [];
  for (const graha of [
    'Sun',
    'Mercury',
    'Venus',
    'Mars',
    'Jupiter',
    'Saturn',
    'Rahu',
    'Ketu',
  ] as const) {
    const ing = nextIngress(graha, 'sign', fromJdUt);
    if (ing)
      out.push({
        graha,
        kind: 'ingress',
        jdUt: ing.jdUt,
        rashi0: ing.index0,
        retrograde: ing.retrograde,
        text: enFeeds.ingress({
          graha,
          rashi: `${RASHI_NAMES[ing.index0]} (${RASHI_NAMES_EN[ing.index0]})`,
          retrograde: ing.retrograde,
        }),
      });
  }
  for (const graha of ['Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'] as const) {
    for (const s of stationsBetween(graha, fromJdUt, fromJdUt + 400)) {
      const retrograde = s.kind === 'retrograde';
      out.push({
        graha,
        kind: retrograde ? 'retrograde-station' : 'direct-station',
        jdUt: s.jdUt,
        retrograde,
        text: enFeeds.station({ graha, retrograde }),
      });
    }
  }
  return out.sort((a, b) => a.jdUt - b.jdUt).slice(0, count);
}

/**
 * The highlights from the start of a civil day, kept per isolate: they depend only on that
 * instant (the day and the zone), not on the place, so every new place in the same zone on the
 * same day reuses them (about a third of a new feed's CPU; issue 28). At most
 * HIGHLIGHT_CACHE_DAYS instants are kept, the oldest dropped first.
 */
const HIGHLIGHT_CACHE_DAYS = 64;
const highlightsByDayStart = new Map<number, readonly TransitHighlight[]>();
export function transitHighlightsFrom(dayStartJd: number): readonly TransitHighlight[] {
  let found = highlightsByDayStart.get(dayStartJd);
  if (found === undefined) {
    found = Object.freeze(transitHighlights(dayStartJd).map((h) => Object.freeze(h)));
    if (highlightsByDayStart.size >= HIGHLIGHT_CACHE_DAYS)
      highlightsByDayStart.delete(highlightsByDayStart.keys().next().value!);
    highlightsByDayStart.set(dayStartJd, found);
  }
  return found;
}

function localIsoDate(
  jdUt: number,
  zone: ZoneSpec,
): { year: number; month: number; day: number; iso: string } {
  const l = localDateOf(jdUt, zone);
  return {
    year: l.year,
    month: l.month,
    day: l.day,
    iso: `${String(l.year).padStart(4, '0')}-${String(l.month).padStart(2, '0')}-${String(l.day).padStart(2, '0')}`,
  };
}

/**
 * The festivals of the tradition on the `days` civil dates from `start`, as all-day events: computed
 * for the place (local) or at the tradition's reference city (india), each year the window touches.
 */
function festivalEvents(
  place: { latDeg: number; lonDeg: number; zone: ZoneSpec },
  start: { year: number; month: number; day: number; iso: string },
  days: number,
  scope: UtsavaScope,
  placeKey: string,
  stampMs: number,
  t: FeedTexts,
): IcsEvent[] {
  const last = addDays(start, days - 1);
  const lastIso = `${String(last.year).padStart(4, '0')}-${String(last.month).padStart(2, '0')}-${String(last.day).padStart(2, '0')}`;
  const ref = traditionProfile(scope.tradition).reference;
  const at =
    scope.observe === 'local'
      ? place
      : { latDeg: ref.latDeg, lonDeg: ref.lonDeg, zone: { ianaZone: ref.ianaZone } };
  const where = scope.observe === 'local' ? placeKey : 'india';
  const out: IcsEvent[] = [];
  for (let y = start.year; y <= last.year; y++) {
    for (const u of utsavasForYear(y, at, { tradition: scope.tradition })) {
      if (u.date < start.iso || u.date > lastIso) continue;
      const ms = Date.parse(`${u.date}T00:00:00Z`);
      // in another language the festival's name from data/names and its rule as the language writes it
      const name = t.names ? feedName(t, `festival.${u.id}`, u.name) : u.name;
      out.push({
        uid: `${u.date.replace(/-/g, '')}-${u.id}-${scope.tradition}-${where}@${UID_DOMAIN}`,
        startMs: ms,
        endMs: ms + 86_400_000,
        stampMs,
        allDay: u.date,
        summary: name,
        description:
          t.lang === 'en'
            ? `${u.name} (${u.tradition}): ${u.rule} ${u.decision}.${scope.observe === 'india' ? ` The date kept at ${ref.name}.` : ''}`
            : festivalDescription(u, name, scope, t),
      });
    }
  }
  return out;
}

/** The id of a lunar month's name from the engine's name ("Adhika Shravana" -> month.lunar.5, adhika). */
function lunarMonthName(t: FeedTexts, engineName: string): string {
  const adhika = engineName.startsWith('Adhika ');
  const base = adhika ? engineName.slice('Adhika '.length) : engineName;
  const i = (MASA_NAMES as readonly string[]).indexOf(base);
  const name = i < 0 ? base : feedName(t, `month.lunar.${i + 1}`, base);
  return adhika ? `${feedName(t, 'month.adhika', 'Adhika')} ${name}` : name;
}

/**
 * A festival event's description in a language other than English: its name, tradition, the
 * deciding tithi (month as the tradition names it, paksha, tithi) and window, or the sankranti's
 * rashi, and the case that decided the day (src/engine/texts/feeds/festival-notes.ts).
 */
function festivalDescription(
  u: UtsavaItem,
  name: string,
  scope: UtsavaScope,
  t: FeedTexts,
): string {
  const pack = FESTIVAL_NOTES[t.lang as Exclude<typeof t.lang, 'en'>];
  const profile = traditionProfile(scope.tradition);
  const spec = traditionRules(scope.tradition).find((r) => r.id === u.id)?.spec;
  const month = u.lunarMonth
    ? lunarMonthName(
        t,
        profile.monthSystem === 'purnimanta' ? u.lunarMonth.purnimanta : u.lunarMonth.amanta,
      )
    : undefined;
  const tithi = u.tithi
    ? [
        month,
        feedName(t, `paksha.${u.tithi.paksha.toLowerCase()}`, u.tithi.paksha),
        feedName(t, `tithi.${u.tithi.index0 + 1}`, u.tithi.name),
      ]
        .filter(Boolean)
        .join(' ')
    : undefined;
  const window = u.window in pack.windows ? pack.windows[u.window as WindowName] : undefined;
  return festivalNote(pack, {
    name,
    tradition: feedName(t, `tradition.${scope.tradition}`, scope.tradition),
    ...(tithi ? { tithi } : {}),
    ...(tithi && window ? { window } : {}),
    ...(spec?.kind === 'sankranti'
      ? { sankranti: feedName(t, `rashi.${spec.rashi0 + 1}`, RASHI_NAMES[spec.rashi0]!) }
      : {}),
    ...(u.ruleApplied.case === 'nakshatra'
      ? { nakshatra: feedName(t, `nakshatra.${u.nakshatra.index0 + 1}`, u.nakshatra.name) }
      : {}),
    case: u.ruleApplied.case,
    ...(scope.observe === 'india'
      ? { keptAt: feedName(t, cityId(profile.reference.name), profile.reference.name) }
      : {}),
  });
}

/** A highlight's text in the feed's language (English: the engine's own text). */
function highlightText(h: TransitHighlight, t: FeedTexts): string {
  if (!t.names) return h.text;
  const graha = feedName(t, `graha.${h.graha.toLowerCase()}`, h.graha);
  return h.kind === 'ingress'
    ? t.feeds.ingress({
        graha,
        rashi: feedName(t, `rashi.${h.rashi0! + 1}`, RASHI_NAMES[h.rashi0!]!),
        retrograde: h.retrograde,
      })
    : t.feeds.station({ graha, retrograde: h.retrograde });
}

/**
 * The calendar for a place from the civil day containing `nowMs` (pure but for the clock it is
 * given), written in the language of `t` (English by default, byte for byte as before `lang`), with
 * the festivals of `scope` when asked and a note of where the place came from when the query gave none.
 */
export function calendarIcs(
  latDeg: number,
  lonDeg: number,
  tz: string,
  nowMs: number,
  t: FeedTexts = ENGLISH_FEED,
  scope?: UtsavaScope,
  placeNote?: CalendarPlaceNote,
): string {
  const zone: ZoneSpec = { ianaZone: tz };
  const place = { latDeg, lonDeg, zone };
  const nowJd = jdUtFromUnixMs(nowMs);
  const stampMs = Math.floor(nowMs / 86_400_000) * 86_400_000;
  const placeKey = `${latDeg.toFixed(4)},${lonDeg.toFixed(4)}`;
  const events: IcsEvent[] = [];
  const start = localIsoDate(nowJd, zone);
  for (let i = 0; i < CALENDAR_DAYS; i++) {
    const date = addDays(start, i);
    const ymd = `${date.year}${String(date.month).padStart(2, '0')}${String(date.day).padStart(2, '0')}`;
    // the windows and the day's vara, tithi and nakshatra at sunrise: the same numbers as
    // muhurtaForDay and its panchang give, without the divisions and limbs the feed does not show
    let windows: DailyWindowsJdUt;
    let day: string;
    try {
      checkPlace(place);
      const sd = solarDay(date, place, 'hindu');
      windows = dailyWindowsJdUt(sd, place);
      const tithi0 = limbAt('tithi', sd.startJdUt, 'lahiri');
      const nakshatra0 = limbAt('nakshatra', sd.startJdUt, 'lahiri');
      const paksha = pakshaOfTithi(tithi0);
      day = t.feeds.calendarDay({
        vara: feedName(t, `vara.${sd.weekday0 + 1}`, VARA_NAMES[sd.weekday0]!),
        paksha: feedName(t, `paksha.${paksha.toLowerCase()}`, paksha),
        tithi: feedName(t, `tithi.${tithi0 + 1}`, tithiName(tithi0)),
        nakshatra: feedName(t, `nakshatra.${nakshatra0 + 1}`, NAKSHATRA_NAMES[nakshatra0]!),
      });
    } catch (err) {
      if (err instanceof EngineInputError) continue; // no sunrise or sunset: no windows that day
      throw err;
    }
    for (const w of WINDOWS) {
      const slot = windows[w.key];
      const { title, note } = t.feeds.windows[w.slug];
      events.push({
        uid: `${ymd}-${w.slug}-${placeKey}@${UID_DOMAIN}`,
        startMs: unixMsFromJdUt(slot.startJdUt),
        endMs: unixMsFromJdUt(slot.endJdUt),
        stampMs,
        summary: title,
        description: t.feeds.windowLine({ title, note, day }),
      });
    }
  }
  // from the start of today's civil date in the zone, so the whole day's feed is the same bytes
  const dayStartJd = zonedMidnightJdUt(start.year, start.month, start.day, zone);
  for (const h of transitHighlightsFrom(dayStartJd)) {
    const whenMs = unixMsFromJdUt(h.jdUt);
    const whenIso = new Date(whenMs).toISOString();
    const text = highlightText(h, t);
    events.push({
      uid: `${whenIso.slice(0, 16).replace(/[-:]/g, '')}-${h.kind}-${h.graha.toLowerCase()}@${UID_DOMAIN}`,
      startMs: whenMs,
      endMs: whenMs + 60_000,
      stampMs,
      summary: text,
      description: t.feeds.highlightNote({ text, at: whenIso }),
    });
  }
  if (scope)
    events.push(...festivalEvents(place, start, CALENDAR_DAYS, scope, placeKey, stampMs, t));
  return icsCalendar(
    {
      prodId: '//jyotisha-api//daily-windows//EN',
      name: t.feeds.calendarName(placeKey),
      description: calendarDescription(t, placeKey, tz, scope, placeNote),
      ...(t.lang === 'en' ? {} : { language: t.lang }),
      refreshInterval: 'P1D',
    },
    events,
  );
}

/**
 * X-WR-CALDESC: what the calendar holds, whose festivals (with a scope) and where the place came
 * from (when the query gave none). English as before `lang`; another language writes the festival
 * line and the place note with its own words (the edge's city name, in Latin letters, is left out there).
 */
function calendarDescription(
  t: FeedTexts,
  placeKey: string,
  tz: string,
  scope: UtsavaScope | undefined,
  placeNote: CalendarPlaceNote | undefined,
): string {
  const head = t.feeds.calendarDescription({ place: placeKey, tz });
  if (t.lang === 'en') {
    const festivals = scope
      ? `; festivals of the ${scope.tradition} tradition (${traditionProfile(scope.tradition).name}), ${scope.observe === 'local' ? 'computed for this place' : `the dates kept at ${traditionProfile(scope.tradition).reference.name}`} (tradition=${scope.tradition}, observe=${scope.observe})`
      : '';
    return `${head}${festivals}${placeNote ? `. Place: ${placeNote.text}` : ''}`;
  }
  const pack = FESTIVAL_NOTES[t.lang];
  const parts = [head];
  if (scope) {
    const ref = traditionProfile(scope.tradition).reference.name;
    parts.push(
      festivalScopeLine(pack, {
        tradition: feedName(t, `tradition.${scope.tradition}`, scope.tradition),
        ...(scope.observe === 'local'
          ? { computedAt: placeKey }
          : { keptAt: feedName(t, cityId(ref), ref) }),
      }),
    );
  }
  if (placeNote)
    parts.push(
      placeNoteLine(pack, {
        source: placeNote.source,
        city: feedName(t, cityId('New Delhi'), 'New Delhi'),
      }),
    );
  return parts.join('; ');
}

/** New feeds computed per client address (IPv6 by /64) per hour; cached feeds are not counted. */
export const CALENDAR_LIMIT: LimitOptions = {
  bucket: 'p-calendar',
  limit: 30,
  windowMs: HOUR_MS,
  retryAfter: true,
};
const calendarFallback = new MemoryBucket(CALENDAR_LIMIT.limit, CALENDAR_LIMIT.windowMs);

/** Where a place the query did not give came from, and X-WR-CALDESC's English note on it. */
export interface CalendarPlaceNote {
  source: 'edge' | 'default';
  text: string;
}

/** What X-WR-CALDESC adds about a place the query did not give (nothing when it did: those bytes stay as they were). */
export function calendarPlaceNote(
  place: ReturnType<typeof muhurtaPlace>,
): CalendarPlaceNote | undefined {
  if (place.source === 'edge')
    return {
      source: 'edge',
      text: `lat and lng were not given: the caller's location as the edge located it (request.cf)${'name' in place && place.name ? `, ${place.name}` : ''}`,
    };
  if (place.source === 'default')
    return {
      source: 'default',
      text: 'lat and lng were not given and the edge gave no location: New Delhi',
    };
  return undefined;
}

/** A coordinate as the feed computes it: rounded to 0.01 degree (about 1.1 km; sunrise moves by seconds). */
export const roundPlaceDeg = (x: number): number => Math.round(x * 100) / 100;

export async function getCalendar(c: Context<AppEnv>): Promise<Response> {
  const q = parseQuery(c, calendarQuerySchema);
  // without lat and lng: the caller's edge location, else New Delhi, as P's muhurta (./muhurta.ts)
  const place = muhurtaPlace(q, (c.req.raw as Request & { cf?: EdgeLocation }).cf);
  // the place is rounded to 0.01 degree and the feed computed for it, so one cache entry serves
  // everyone within a kilometre and parameters cannot mint unbounded entries
  const lat = roundPlaceDeg(place.lat);
  const lng = roundPlaceDeg(place.lng);
  const tz = q.lat !== undefined ? (q.tz ?? zoneAt(lat, lng)) : place.tz;
  const placeNote = calendarPlaceNote(place);
  const nowMs = Date.now();
  const today = localIsoDate(jdUtFromUnixMs(nowMs), { ianaZone: tz }).iso;
  // a new version of the key keeps older bodies from being served: v2 lacked the final CRLF
  // (issue 22), v3 wrote the calendar's name and description unescaped (RFC 5545 TEXT); a feed
  // for a place the query did not give names it in its description, so its key says so;
  // festivals only when asked for (tradition or observe), each scope under its own key;
  // the language is part of the key (each language its own bytes); English keeps v4's key; `n2`:
  // another language's festival descriptions, festival line and place note written in it (before: English or left out)
  const scope = q.tradition !== undefined || q.observe !== undefined ? utsavaScopeOf(q) : undefined;
  const lang = c.get('lang')?.lang ?? 'en';
  const key = `ics:v4:${today}:${lat.toFixed(2)}:${lng.toFixed(2)}:${tz}${scope ? `:${scope.tradition}:${scope.observe}` : ''}${placeNote ? `:${place.source}:${'name' in place ? (place.name ?? '') : ''}` : ''}${lang === 'en' ? '' : `:${lang}:n2`}`;
  let body = await c.env.CACHE.get(key);
  if (body === null) {
    await limitComputation(c, CALENDAR_LIMIT, calendarFallback, 'calendar');
    body = calendarIcs(lat, lng, tz, nowMs, await loadFeedTexts(lang), scope, placeNote);
    if (await anonymousCacheWrite(c.env))
      await c.env.CACHE.put(key, body, { expirationTtl: 2 * 86400 });
  }
  return new Response(body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="jyotisha.ics"',
      // a feed for the caller's own location must not be served to others from a shared cache
      'Cache-Control': place.source === 'query' ? 'public, max-age=3600' : 'private, max-age=3600',
      'X-Place-Source': place.source,
    },
  });
}
