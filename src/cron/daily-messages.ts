/**
 * @module Cron job: the daily panchang to every active messaging subscriber (docs/family-p.md
 * "Messaging webhook"). Runs with the daily trigger (00:30 UTC, 06:00 in India); the text is New
 * Delhi's panchang of the Indian civil date. Each (date, subscriber) is delivered once: its
 * delivery id is `daily:<date>:<wa_id>`, so a re-run sends only what failed. At most
 * DAILY_BATCH subscribers per run (the hourly trigger picks up the rest). Without the messaging
 * API configured every delivery is recorded as deferred.
 */
import { panchangForDay } from '../engine/panchang/index.js';
import { civilDateAt, NEW_DELHI } from '../platform/feeds/place.js';
import { hhmm } from '../engine/time/clock-text.js';
import { sendText } from '../platform/messaging.js';

export const DAILY_BATCH = 500;

/** The daily message of a date (pure). */
export function dailyPanchangText(dateIso: string): string {
  const [year, month, day] = dateIso.split('-').map(Number) as [number, number, number];
  const p = panchangForDay({ year, month, day }, NEW_DELHI);
  const zone = NEW_DELHI.zone;
  const t = p.tithi[0]!;
  const n = p.nakshatra[0]!;
  const y = p.yoga[0]!;
  const k = p.karana[0]!;
  const rise = p.sunrise ? hhmm(p.sunrise.jdUt, zone) : '-';
  const set = p.sunset ? hhmm(p.sunset.jdUt, zone) : '-';
  return [
    `Panchang, New Delhi, ${dateIso} (${p.vara.name})`,
    `Tithi: ${t.paksha} ${t.name} until ${hhmm(t.end.jdUt, zone)}`,
    `Nakshatra: ${n.name} until ${hhmm(n.end.jdUt, zone)}`,
    `Yoga: ${y.name} until ${hhmm(y.end.jdUt, zone)}; Karana: ${k.name} until ${hhmm(k.end.jdUt, zone)}`,
    `Sunrise ${rise}, sunset ${set} (IST)`,
    'Reply PAUSE, CANCEL or HELP.',
  ].join('\n');
}

/** Send today's message to active subscribers who have not had it; returns a summary. */
export async function sendDailyPanchang(env: Env, scheduledTimeMs: number): Promise<string> {
  const date = civilDateAt(scheduledTimeMs).iso;
  const { results } = await env.DB.prepare(
    "SELECT s.wa_id FROM messaging_subscribers s WHERE s.status = 'active' AND NOT EXISTS (SELECT 1 FROM messaging_deliveries d WHERE d.id = 'daily:' || ? || ':' || s.wa_id AND d.status != 'failed') ORDER BY s.wa_id LIMIT ?",
  )
    .bind(date, DAILY_BATCH)
    .all<{ wa_id: string }>();
  if (results.length === 0) return `${date}: nothing to send`;
  const text = dailyPanchangText(date);
  const counts: Record<string, number> = {};
  for (const r of results) {
    const s = await sendText(
      env,
      `daily:${date}:${r.wa_id}`,
      r.wa_id,
      'daily',
      text,
      scheduledTimeMs,
    );
    counts[s] = (counts[s] ?? 0) + 1;
  }
  return `${date}: ${Object.entries(counts)
    .map(([k, v]) => `${v} ${k}`)
    .join(', ')}`;
}
