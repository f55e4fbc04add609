/**
 * @module Family N `GET /n/api/panchang?city&date` (docs/family-n.md): the panchang of a civil
 * date at one of the Indian cities of src/routes/n/cities.ts. `city` defaults to delhi, `date` to
 * today in India (Asia/Kolkata). Answers `{success, data: {city, date, panchang, planets, moon,
 * sun}}`: every limb of the day with its start and end (ISO in IST and `HH:MM` local), the nine
 * grahas at sunrise, and the Moon and Sun with their rise and set. An unknown slug is 400 listing
 * the slugs.
 */
import type { Context } from 'hono';
import * as z from 'zod';
import {
  NAKSHATRA_NAMES,
  RASHI_NAMES,
  RASHI_NAMES_EN,
  nakshatraIndex0,
  pada,
  rashiIndex0,
} from '../../engine/core/constants.js';
import { assembleChart } from '../../engine/chart/assemble.js';
import { offsetMinutesAt } from '../../engine/time/zones.js';
import { panchangForDay, type LimbEntry } from '../../engine/panchang/index.js';
import type { Instant } from '../../engine/calendar/solar-day.js';
import type { AppEnv } from '../../http/context.js';
import { respond } from '../../http/family-app.js';
import { nPanchangResponse } from './responses.js';
import { parseQuery } from '../../http/input.js';
import { civilDateAt } from '../../platform/feeds/place.js';
import { hhmm } from '../../engine/time/clock-text.js';
import { isoDateSchema, dateFields } from '../schemas.js';
import { CITY_SLUGS, cityBySlug, type City } from './cities.js';
import { lazySchema } from '../../http/lazy-schema.js';

export const nPanchangQuerySchema = lazySchema(() =>
  z.strictObject({
    city: z
      .string()
      .max(64)
      .refine((s) => cityBySlug(s) !== undefined, {
        message: `must be one of ${CITY_SLUGS.join(', ')}`,
      })
      .optional()
      .describe(
        `the city, by slug (default delhi): one of ${CITY_SLUGS.length} Indian cities, ${CITY_SLUGS.slice(0, 6).join(', ')}, ... (GET /n/api/panchang answers 400 listing them all for an unknown slug)`,
      ),
    date: isoDateSchema
      .optional()
      .describe('the civil date, YYYY-MM-DD (default today in India, IST)'),
  }),
);

function when(i: Instant | null, zone: { ianaZone: string }) {
  return i ? { iso: i.iso, time: hhmm(i.jdUt, zone) } : null;
}

function limb<T extends LimbEntry>(e: T, zone: { ianaZone: string }) {
  const { start, end, ...rest } = e;
  return { ...rest, start: when(start, zone)!, end: when(end, zone)! };
}

/** The N panchang answer of a city and date (pure). */
export function nPanchang(city: City, date: string) {
  const zone = { ianaZone: city.zone };
  const p = panchangForDay(
    dateFields(date),
    { latDeg: city.lat, lonDeg: city.lon, zone },
    { calendars: true },
  );
  // the grahas at sunrise: a chart of positions at that instant and place (the one chart assembler's)
  const atSunrise = assembleChart(
    {
      jdUt: p.dayStart.jdUt,
      latDeg: city.lat,
      lonDeg: city.lon,
      tzHours: offsetMinutesAt(p.dayStart.jdUt, zone) / 60,
    },
    { ayanamsa: 'lahiri', nodeMode: 'mean' },
    { positionsOnly: true },
  );
  const planets = atSunrise.basis.grahas.map((g) => {
    const r = rashiIndex0(g.lonDeg);
    return {
      name: g.name,
      longitude: g.lonDeg,
      rashi: RASHI_NAMES[r]!,
      sign: RASHI_NAMES_EN[r]!,
      degreeInSign: g.lonDeg - r * 30,
      nakshatra: NAKSHATRA_NAMES[nakshatraIndex0(g.lonDeg)]!,
      pada: pada(g.lonDeg),
      retrograde: g.retrograde,
      speedDegPerDay: g.speedDegPerDay,
    };
  });
  return {
    city,
    date,
    panchang: {
      vara: p.vara,
      tithi: p.tithi.map((t) => limb(t, zone)),
      nakshatra: p.nakshatra.map((n) => limb(n, zone)),
      yoga: p.yoga.map((y) => limb(y, zone)),
      karana: p.karana.map((k) => limb(k, zone)),
      lunarMonth: p.lunarMonth,
      eras: p.eras,
      ayana: p.ayana,
      ritu: p.ritu,
      polar: p.polar,
      convention: p.convention,
      ayanamsa: p.ayanamsa,
      calendars: p.calendars!,
    },
    planets,
    moon: { ...p.moon, rise: when(p.moonrise, zone), set: when(p.moonset, zone) },
    sun: { ...p.sun, rise: when(p.sunrise, zone), set: when(p.sunset, zone) },
  };
}

export async function getNPanchang(c: Context<AppEnv>): Promise<Response> {
  const q = parseQuery(c, nPanchangQuerySchema);
  const city = cityBySlug(q.city ?? 'delhi')!;
  const date = q.date ?? civilDateAt(Date.now()).iso;
  return respond(c, nPanchangResponse, { success: true, data: nPanchang(city, date) }, 200, {
    'Cache-Control': q.date ? 'public, max-age=86400' : 'public, max-age=300',
  });
}
