/**
 * @module Family P `GET /p/api/transit-today` (docs/family-p.md): the nine grahas now, sidereal
 * with the Lahiri ayanamsa (mean nodes), as the spec's fields: sign, degrees within the sign (a
 * decimal string), nakshatra, pada and retrograde, plus the sidereal longitude. The instant is
 * the current minute (floored), so every answer within a minute is the same bytes: cached for a
 * minute in the isolate and by `Cache-Control: public, max-age=60`, with an ETag.
 */
import type { Context } from 'hono';
import {
  GRAHA_NAMES,
  NAKSHATRA_NAMES,
  RASHI_NAMES,
  RASHI_NAMES_EN,
  nakshatraIndex0,
  pada,
  rashiIndex0,
} from '../../engine/core/constants.js';
import { grahaPositions } from '../../engine/ephemeris/index.js';
import { jdUtFromUnixMs } from '../../engine/time/julian.js';
import type { AppEnv } from '../../http/context.js';
import { ENGINE_BUILD } from '../../platform/engine-build.js';
import { refuseQuery } from '../../http/input.js';
import type * as z from 'zod';
import { pTransitResponse } from './responses.js';

type PlanetKey = Lowercase<(typeof GRAHA_NAMES)[number]>;

/** The transit answer for the minute starting at `minuteUnixMs` (pure). */
export function transitAt(minuteUnixMs: number) {
  const set = grahaPositions(jdUtFromUnixMs(minuteUnixMs), {
    ayanamsa: 'lahiri',
    nodeMode: 'mean',
  });
  const planets = {} as Record<
    PlanetKey,
    {
      sign: string;
      sign_sanskrit: string;
      degrees: string;
      longitude: string;
      nakshatra: string;
      pada: number;
      retrograde: boolean;
    }
  >;
  for (const g of set.grahas) {
    const lon = g.siderealLonDeg;
    const r = rashiIndex0(lon);
    planets[g.name.toLowerCase() as PlanetKey] = {
      sign: RASHI_NAMES_EN[r]!,
      sign_sanskrit: RASHI_NAMES[r]!,
      degrees: (lon - r * 30).toFixed(4),
      longitude: lon.toFixed(4),
      nakshatra: NAKSHATRA_NAMES[nakshatraIndex0(lon)]!,
      pada: pada(lon),
      retrograde: g.retrograde,
    };
  }
  return {
    date: new Date(minuteUnixMs).toISOString(),
    ayanamsha_lahiri: set.ayanamsaDeg.toFixed(6),
    node: 'mean' as const,
    engine: ENGINE_BUILD,
    planets,
  };
}

let memo: { minuteMs: number; body: string } | undefined;

export async function getTransitToday(c: Context<AppEnv>): Promise<Response> {
  refuseQuery(c);
  const minuteMs = Math.floor(Date.now() / 60_000) * 60_000;
  if (memo?.minuteMs !== minuteMs) {
    const body: z.input<typeof pTransitResponse> = transitAt(minuteMs);
    memo = { minuteMs, body: JSON.stringify(body) };
  }
  const ageS = Math.floor((Date.now() - minuteMs) / 1000);
  return new Response(memo.body, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'Cache-Control': `public, max-age=${Math.max(1, 60 - ageS)}`,
    },
  });
}
