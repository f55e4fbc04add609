/**
 * @module Family R `GET /api/panchang`: the live panchang for the current instant at New Delhi.
 * The route reads the clock (Date.now()) and passes the instant to the engine, which has none.
 * Any query string is refused with 400 E2. Cache-Control: public, max-age=60 (the answer names
 * the instant it describes in `at`).
 */
import type { Context } from 'hono';
import { panchangAt } from '../../../engine/panchang/index.js';
import { jdUtFromUnixMs } from '../../../engine/time/julian.js';
import type { AppEnv } from '../../../http/context.js';
import { ENGINE_BUILD } from '../../../platform/engine-build.js';
import { respond } from '../../../http/family-app.js';
import { rPanchangResponseSchema } from './responses.js';
import { refuseQuery } from '../../../http/input.js';
import { NEW_DELHI } from '../../../platform/feeds/place.js';

export const PANCHANG_CACHE_CONTROL = 'public, max-age=60';

/** The live panchang answer for a Unix instant (the route passes Date.now()). */
export function livePanchang(unixMs: number) {
  const p = panchangAt(jdUtFromUnixMs(unixMs), NEW_DELHI, { calendars: true });
  const { place, calendars, ...rest } = p;
  return {
    place: { name: NEW_DELHI.name, lat: place.latDeg, lon: place.lonDeg, zone: place.zone },
    engine: ENGINE_BUILD,
    ...rest,
    calendars: calendars!,
  };
}

export async function getPanchang(c: Context<AppEnv>): Promise<Response> {
  refuseQuery(c);
  return respond(c, rPanchangResponseSchema, livePanchang(Date.now()), 200, {
    'Cache-Control': PANCHANG_CACHE_CONTROL,
  });
}
