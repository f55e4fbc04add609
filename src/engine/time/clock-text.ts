/**
 * @module Local clock times as people read them: `HH:MM` of an instant in a zone, and a window as
 * `HH:MM-HH:MM UTC+05:30`. Used by Family P's panchanga and muhurta, Family N's panchang and the
 * daily messages.
 */
import { formatOffset, localDateOf, offsetMinutesAt, type ZoneSpec } from './zones.js';

/** HH:MM of an instant in a zone, rounded to the nearest minute. */
export function hhmm(jdUt: number, zone: ZoneSpec): string {
  const l = localDateOf(jdUt + 30 / 86400, zone);
  return `${String(l.hour).padStart(2, '0')}:${String(l.minute).padStart(2, '0')}`;
}

/** "HH:MM-HH:MM UTC+05:30": a window in local time with the offset at its start. */
export function rangeText(
  slot: { start: { jdUt: number }; end: { jdUt: number } },
  zone: ZoneSpec,
): string {
  return `${hhmm(slot.start.jdUt, zone)}-${hhmm(slot.end.jdUt, zone)} UTC${formatOffset(offsetMinutesAt(slot.start.jdUt, zone))}`;
}
