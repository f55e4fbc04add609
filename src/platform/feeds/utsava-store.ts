/**
 * @module The utsava calendar of a year as a stored document: computed by the engine
 * (utsavasForYear), kept in KV, served as is by `GET /api/utsavas`, prerendered by the cron job and
 * read by the daily feed.
 *
 * KV keys (values are the JSON answer of the route, byte for byte; the KV metadata records how the
 * document was made, `{origin: 'prerendered' | 'on-demand', storedAt}`, so an answer can say
 * truthfully whether the cron prerendered it or a request computed it), one per festival tradition
 * and observance (issue 31), so that a north answer is never served for tamil:
 * - `utsavas:v<ENGINE_VERSION>:t:<year>:delhi:<tradition>:local` for New Delhi (no expiry: the
 *   engine version in the key retires old documents when the numbers can change);
 * - `utsavas:v<ENGINE_VERSION>:t:<year>:india:<tradition>:india` for the date the tradition's
 *   homeland keeps (`observe=india`: computed at its reference city, whatever the caller's place);
 * - `utsavas:v<ENGINE_VERSION>:t:<year>:<lat>,<lon>,<tz>:<tradition>:local` for any other place
 *   (expires after 30 days).
 * (`t`: the documents name their tradition and observance; those stored before, without, are not read.)
 */
import type { Place } from '../../engine/calendar/solar-day.js';
import {
  DEFAULT_FESTIVAL_TRADITION,
  traditionProfile,
  utsavasForYear,
  type FestivalTradition,
  type UtsavaItem,
} from '../../engine/utsava/index.js';
import { ENGINE_BUILD, ENGINE_VERSION } from '../engine-build.js';
import { NEW_DELHI } from './place.js';
import { isoDateFields } from '../../engine/time/calendar.js';

export const CUSTOM_PLACE_TTL_S = 30 * 86_400;

/** A place the calendar is computed for, with the name of its KV slot. */
export interface UtsavaPlace {
  place: Place;
  slot: string;
  name: string | null;
}

export const DELHI_UTSAVA_PLACE: UtsavaPlace = {
  place: NEW_DELHI,
  slot: NEW_DELHI.slug,
  name: NEW_DELHI.name,
};

/**
 * A place given by latitude, longitude and a numeric UTC offset in hours. The coordinates are
 * rounded to 0.01 degree (about 1.1 km: sunrise moves by seconds) and the calendar computed for
 * the rounded place, so nearby callers share one stored document and parameters cannot mint
 * unbounded KV entries (docs/security.md).
 */
export function customUtsavaPlace(lat: number, lon: number, tzHours: number): UtsavaPlace {
  const latDeg = Math.round(lat * 100) / 100;
  const lonDeg = Math.round(lon * 100) / 100;
  return {
    place: { latDeg, lonDeg, zone: { tzHours } },
    slot: `${latDeg},${lonDeg},${tzHours}`,
    name: null,
  };
}

/** Whose rules decide the days and where they are observed (issue 31). */
export interface UtsavaScope {
  tradition: FestivalTradition;
  observe: 'local' | 'india';
}
export const DEFAULT_UTSAVA_SCOPE: UtsavaScope = {
  tradition: DEFAULT_FESTIVAL_TRADITION,
  observe: 'local',
};

/** The scope a query names (both fields optional). */
export function utsavaScopeOf(q: {
  tradition?: FestivalTradition | undefined;
  observe?: 'local' | 'india' | undefined;
}): UtsavaScope {
  return {
    tradition: q.tradition ?? DEFAULT_UTSAVA_SCOPE.tradition,
    observe: q.observe ?? DEFAULT_UTSAVA_SCOPE.observe,
  };
}

/**
 * The place a scope computes at: the requested place (`local`), or the tradition's reference city
 * (`india`: the date its homeland keeps), a named place shared by every caller.
 */
export function scopedUtsavaPlace(at: UtsavaPlace, scope: UtsavaScope): UtsavaPlace {
  if (scope.observe === 'local') return at;
  const ref = traditionProfile(scope.tradition).reference;
  return {
    place: { latDeg: ref.latDeg, lonDeg: ref.lonDeg, zone: { ianaZone: ref.ianaZone } },
    slot: 'india',
    name: ref.name,
  };
}

export function utsavaKey(
  year: number,
  slot: string,
  scope: UtsavaScope = DEFAULT_UTSAVA_SCOPE,
): string {
  return `utsavas:v${ENGINE_VERSION}:t:${year}:${slot}:${scope.tradition}:${scope.observe}`;
}

/** How a stored document was made: by the cron's prerender job, or computed for a request. */
export type UtsavaOrigin = 'prerendered' | 'on-demand';
interface UtsavaMeta {
  origin: UtsavaOrigin;
  storedAt: string;
}

/** The answer of `GET /api/utsavas`. */
export interface UtsavaYearDocument {
  year: number;
  place: { name: string | null; lat: number; lon: number; zone: string };
  /** the festival tradition whose rules decided the days */
  tradition: FestivalTradition;
  /** local: computed for the place; india: the dates the tradition's homeland keeps, computed at its reference city (`place`) */
  observe: 'local' | 'india';
  /** how the tradition names lunar months (the amavasya names follow it) */
  monthSystem: 'amanta' | 'purnimanta';
  convention: 'hindu';
  ayanamsa: 'lahiri';
  engine: string;
  count: number;
  utsavas: UtsavaItem[];
}

/** Compute the document of a year at a place (pure). */
export function computeUtsavaYear(
  year: number,
  requested: UtsavaPlace,
  scope: UtsavaScope = DEFAULT_UTSAVA_SCOPE,
): UtsavaYearDocument {
  const at = scopedUtsavaPlace(requested, scope);
  const utsavas = utsavasForYear(
    year,
    at.place,
    scope.tradition === DEFAULT_FESTIVAL_TRADITION ? {} : { tradition: scope.tradition },
  );
  const zone =
    'ianaZone' in at.place.zone
      ? at.place.zone.ianaZone
      : `UTC${at.place.zone.tzHours >= 0 ? '+' : ''}${at.place.zone.tzHours}`;
  return {
    year,
    place: { name: at.name, lat: at.place.latDeg, lon: at.place.lonDeg, zone },
    tradition: scope.tradition,
    observe: scope.observe,
    monthSystem: traditionProfile(scope.tradition).monthSystem,
    convention: 'hindu',
    ayanamsa: 'lahiri',
    engine: ENGINE_BUILD,
    count: utsavas.length,
    utsavas,
  };
}

/**
 * Compute a year and store it under its key with its origin (`store: false`: compute only);
 * returns the JSON text.
 */
export async function storeUtsavaYear(
  env: Env,
  year: number,
  requested: UtsavaPlace,
  opts: { origin?: UtsavaOrigin; store?: boolean; nowMs?: number; scope?: UtsavaScope } = {},
): Promise<string> {
  const scope = opts.scope ?? DEFAULT_UTSAVA_SCOPE;
  const at = scopedUtsavaPlace(requested, scope);
  const text = JSON.stringify(computeUtsavaYear(year, requested, scope));
  const metadata: UtsavaMeta = {
    origin: opts.origin ?? 'on-demand',
    storedAt: new Date(opts.nowMs ?? Date.now()).toISOString(),
  };
  // named places (New Delhi, a tradition's reference city) are kept; other places expire
  if (opts.store ?? true)
    await env.CACHE.put(
      utsavaKey(year, at.slot, scope),
      text,
      at.name !== null ? { metadata } : { metadata, expirationTtl: CUSTOM_PLACE_TTL_S },
    );
  return text;
}

/**
 * The JSON text of a year: from KV when stored, else computed now and stored. `origin` says how the
 * document was made (the cron's prerender, or a request: this one when `source` is `computed`), and
 * `storedAt` when it was stored.
 */
export async function loadUtsavaYear(
  env: Env,
  year: number,
  requested: UtsavaPlace = DELHI_UTSAVA_PLACE,
  scope: UtsavaScope = DEFAULT_UTSAVA_SCOPE,
): Promise<{ text: string; source: 'kv' | 'computed'; origin: UtsavaOrigin; storedAt: string }> {
  const at = scopedUtsavaPlace(requested, scope);
  const stored = await env.CACHE.getWithMetadata<UtsavaMeta>(
    utsavaKey(year, at.slot, scope),
    'text',
  );
  if (stored.value !== null) {
    // written only by storeUtsavaYear, which always records the origin; anything else was not the cron's
    return {
      text: stored.value,
      source: 'kv',
      origin: stored.metadata?.origin === 'prerendered' ? 'prerendered' : 'on-demand',
      storedAt: stored.metadata?.storedAt ?? '',
    };
  }
  const nowMs = Date.now();
  return {
    text: await storeUtsavaYear(env, year, requested, { origin: 'on-demand', nowMs, scope }),
    source: 'computed',
    origin: 'on-demand',
    storedAt: new Date(nowMs).toISOString(),
  };
}

/** What the daily feed keeps of an utsava. */
export interface UtsavaBrief {
  id: string;
  name: string;
  kind: string;
}

// Parsed New Delhi years per scope, per isolate (the documents are immutable for an engine version).
const parsedYears = new Map<string, Map<string, UtsavaBrief[]>>();

/** The utsavas of a civil date at New Delhi (or the tradition's reference city, observe=india), in calendar order. */
export async function utsavasOfDate(
  env: Env,
  dateIso: string,
  scope: UtsavaScope = DEFAULT_UTSAVA_SCOPE,
): Promise<UtsavaBrief[]> {
  const year = isoDateFields(dateIso)?.year ?? NaN;
  const k = `${year}:${scope.tradition}:${scope.observe}`;
  let byDate = parsedYears.get(k);
  if (!byDate) {
    const doc = JSON.parse(
      (await loadUtsavaYear(env, year, DELHI_UTSAVA_PLACE, scope)).text,
    ) as Partial<UtsavaYearDocument>;
    byDate = new Map();
    for (const u of Array.isArray(doc.utsavas) ? doc.utsavas : []) {
      const list = byDate.get(u.date) ?? [];
      list.push({ id: u.id, name: u.name, kind: u.kind });
      byDate.set(u.date, list);
    }
    if (parsedYears.size >= 8) parsedYears.clear();
    parsedYears.set(k, byDate);
  }
  return byDate.get(dateIso) ?? [];
}
