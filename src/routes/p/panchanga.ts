/**
 * @module Family P `GET /p/api/panchanga?date&lat&lng[&tz]` (docs/family-p.md): the five limbs
 * prevailing at sunrise of a civil date at a place, and the Brahma muhurta, Abhijit and Rahu kala
 * windows as `HH:MM-HH:MM` local ranges with the UTC offset as suffix. The zone comes from a
 * time-zone boundary lookup of (lat, lng) unless `tz` names one. On a polar day or night (no
 * sunrise) the limbs are those at local midnight and the muhurta windows are null, with a note.
 */
import type { Context } from 'hono';
import * as z from 'zod';
import { VARA_NAMES } from '../../engine/core/constants.js';
import { EngineInputError } from '../../engine/core/errors.js';
import { muhurtaForDay } from '../../engine/muhurta/index.js';
import { panchangForDay, type LimbEntry, type PanchangDay } from '../../engine/panchang/index.js';
import { hhmm, rangeText } from '../../engine/time/clock-text.js';
import { formatOffset, offsetMinutesAt, type ZoneSpec } from '../../engine/time/zones.js';
import type { AppEnv } from '../../http/context.js';
import { respond } from '../../http/family-app.js';
import { pCalendarsSchema, pPanchangaResponse } from './responses.js';
import { snakeKeys } from '../shared/operations.js';
import { parseQuery } from '../../http/input.js';
import { zoneAt, ZONE_LOOKUP_SOURCE } from '../../platform/zone-lookup.js';
import { isoDateSchema, dateFields } from '../schemas.js';
import { pLatSchema, pLngSchema, pZoneSchema } from './schemas.js';
import { lazySchema } from '../../http/lazy-schema.js';

export const panchangaQuerySchema = lazySchema(() =>
  z.strictObject({
    date: isoDateSchema.describe(
      'the civil date at the place, YYYY-MM-DD; its panchanga runs from that sunrise to the next',
    ),
    lat: pLatSchema,
    lng: pLngSchema,
    tz: pZoneSchema.optional(),
  }),
);

const WEEKDAYS_EN = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

function endText(e: LimbEntry, zone: ZoneSpec): { ends_at: string; ends_at_iso: string } {
  return {
    ends_at: `${hhmm(e.end.jdUt, zone)} UTC${formatOffset(offsetMinutesAt(e.end.jdUt, zone))}`,
    ends_at_iso: e.end.iso,
  };
}

/** The P panchanga answer (pure: the route passes validated input). */
export function panchangaAnswer(q: z.output<typeof panchangaQuerySchema>) {
  const tz = q.tz ?? zoneAt(q.lat, q.lng);
  const zone: ZoneSpec = { ianaZone: tz };
  const place = { latDeg: q.lat, lonDeg: q.lng, zone };
  const p: PanchangDay = panchangForDay(dateFields(q.date), place, { calendars: true });
  const t = p.tithi[0]!;
  const n = p.nakshatra[0]!;
  const y = p.yoga[0]!;
  const k = p.karana[0]!;
  let muhurta:
    | { brahma: string; abhijit: string; rahu_kala: string }
    | { brahma: null; abhijit: null; rahu_kala: null; note: string };
  try {
    const m = muhurtaForDay(dateFields(q.date), place);
    muhurta = {
      brahma: rangeText(m.brahmaMuhurta, zone),
      abhijit: rangeText(m.abhijit, zone),
      rahu_kala: rangeText(m.rahuKalam, zone),
    };
  } catch (err) {
    if (!(err instanceof EngineInputError)) throw err;
    muhurta = {
      brahma: null,
      abhijit: null,
      rahu_kala: null,
      note: `no muhurta windows: the Sun does not rise or set at latitude ${q.lat} on ${q.date} (polar ${p.polar ?? 'day'})`,
    };
  }
  return {
    date: q.date,
    location: { lat: q.lat, lng: q.lng, tz, tz_source: q.tz ? 'query' : ZONE_LOOKUP_SOURCE },
    sunrise: p.sunrise ? { time: hhmm(p.sunrise.jdUt, zone), iso: p.sunrise.iso } : null,
    sunset: p.sunset ? { time: hhmm(p.sunset.jdUt, zone), iso: p.sunset.iso } : null,
    panchanga: {
      tithi: { name: t.name, paksha: t.paksha, index: t.index0 + 1, ...endText(t, zone) },
      nakshatra: {
        name: n.name,
        index: n.index0 + 1,
        of: 27 as const,
        pada: p.nakshatraPadaAtSunrise,
        ...endText(n, zone),
      },
      yoga: { name: y.name, index: y.index0 + 1, ...endText(y, zone) },
      karana: { name: k.name, index: k.index0 + 1, ...endText(k, zone) },
      vara: { name: VARA_NAMES[p.vara.index0]!, day: WEEKDAYS_EN[p.vara.index0]! },
    },
    muhurta,
    calendars: snakeKeys(p.calendars!) as z.input<typeof pCalendarsSchema>,
    convention: 'limbs prevailing at sunrise (Sun disc centre, no refraction); ayanamsa lahiri',
  };
}

export async function getPanchanga(c: Context<AppEnv>): Promise<Response> {
  const q = parseQuery(c, panchangaQuerySchema);
  return respond(c, pPanchangaResponse, panchangaAnswer(q), 200, {
    'Cache-Control': 'public, max-age=3600',
  });
}
