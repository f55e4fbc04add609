/**
 * @module The default place of the Family R panchang, utsava and feed routes: New Delhi
 * (28.6139 N, 77.2090 E, Asia/Kolkata), and small date helpers in its zone.
 */
import type { Place } from '../../engine/calendar/solar-day.js';
import { localDateOf } from '../../engine/time/zones.js';
import { jdUtFromUnixMs } from '../../engine/time/julian.js';

export const NEW_DELHI: Readonly<Place & { name: string; slug: string }> = {
  name: 'New Delhi',
  slug: 'delhi',
  latDeg: 28.6139,
  lonDeg: 77.209,
  zone: { ianaZone: 'Asia/Kolkata' },
};

/** The civil date (YYYY-MM-DD and fields) of a Unix instant in a place's zone. */
export function civilDateAt(
  unixMs: number,
  place: Place = NEW_DELHI,
): { year: number; month: number; day: number; iso: string } {
  const l = localDateOf(jdUtFromUnixMs(unixMs), place.zone);
  const iso = `${String(l.year).padStart(4, '0')}-${String(l.month).padStart(2, '0')}-${String(l.day).padStart(2, '0')}`;
  return { year: l.year, month: l.month, day: l.day, iso };
}
