/**
 * @module Cron jobs of the panchang family (called from src/cron/index.ts), both idempotent:
 * - prerenderUtsavas: the New Delhi utsava calendars of the current and the next year (the civil
 *   year at New Delhi at the scheduled time) and of 2024-2030 into KV. A year already stored under
 *   the current engine version is skipped; with `refreshCurrent` (the daily trigger) the current
 *   and next year are written again. The value is a pure function of (engine version, year), so a
 *   second run writes the same bytes or nothing.
 * - refreshDailyFeed: the daily feed window of the scheduled date and of the next date at New
 *   Delhi, written when missing (a window is a pure function of its date).
 * - prerenderRashifal: Family N's rashifal of the next civil date in India (Asia/Kolkata), the 12
 *   rashis and the all-rashi document in English and Hindi, written when missing (src/platform/feeds/
 *   rashifal-store.ts has the keys; a document is a pure function of its key).
 */
import { computeDailyWindow, dailyFeedKey, DAILY_FEED_TTL_S } from '../platform/feeds/daily.js';
import { civilDateAt } from '../platform/feeds/place.js';
import { DELHI_UTSAVA_PLACE, storeUtsavaYear, utsavaKey } from '../platform/feeds/utsava-store.js';
import { prerenderRashifalDate } from '../platform/feeds/rashifal-store.js';

export const PRERENDER_FIXED_YEARS: readonly number[] = [2024, 2025, 2026, 2027, 2028, 2029, 2030];

/** Years the utsava job keeps in KV for a scheduled time, ascending, without duplicates. */
export function utsavaYearsFor(scheduledTimeMs: number): { current: number; years: number[] } {
  const current = civilDateAt(scheduledTimeMs).year;
  const years = [...new Set([current, current + 1, ...PRERENDER_FIXED_YEARS])]
    .filter((y) => y >= 1900 && y <= 2100)
    .sort((a, b) => a - b);
  return { current, years };
}

/** Prerender the utsava years; returns a one-line report. */
export async function prerenderUtsavas(
  env: Env,
  scheduledTimeMs: number,
  opts: { refreshCurrent?: boolean } = {},
): Promise<string> {
  const { current, years } = utsavaYearsFor(scheduledTimeMs);
  const written: number[] = [];
  const skipped: number[] = [];
  for (const year of years) {
    const refresh = opts.refreshCurrent === true && (year === current || year === current + 1);
    if (
      !refresh &&
      (await env.CACHE.get(utsavaKey(year, DELHI_UTSAVA_PLACE.slot), 'text')) !== null
    ) {
      skipped.push(year);
      continue;
    }
    await storeUtsavaYear(env, year, DELHI_UTSAVA_PLACE, {
      origin: 'prerendered',
      nowMs: scheduledTimeMs,
    });
    written.push(year);
  }
  return `utsavas written [${written.join(', ')}] skipped [${skipped.join(', ')}]`;
}

/** Store the daily feed windows of the scheduled date and the next one when missing. */
export async function refreshDailyFeed(env: Env, scheduledTimeMs: number): Promise<string> {
  const dates = [civilDateAt(scheduledTimeMs).iso, civilDateAt(scheduledTimeMs + 86_400_000).iso];
  const written: string[] = [];
  for (const date of dates) {
    const key = dailyFeedKey(date);
    if ((await env.CACHE.get(key, 'text')) !== null) continue;
    await env.CACHE.put(key, JSON.stringify(await computeDailyWindow(env, date)), {
      expirationTtl: DAILY_FEED_TTL_S,
    });
    written.push(date);
  }
  return `daily feed windows written [${written.join(', ')}] of [${dates.join(', ')}]`;
}

/** Store the next Indian date's rashifal (12 rashis and all, en and hi) when missing. */
export async function prerenderRashifal(env: Env, scheduledTimeMs: number): Promise<string> {
  const date = civilDateAt(scheduledTimeMs + 86_400_000).iso;
  const written = await prerenderRashifalDate(env, date);
  return `rashifal ${date}: written [${written.join(', ')}]`;
}
