/**
 * @module zod pieces of Family P's query strings: `lat` and `lng` (the spec's name for the
 * longitude), an optional IANA `tz` that overrides the boundary lookup, and an ISO date.
 */
import { ianaZoneSchema, latSchema, lonSchema, queryNumberSchema } from '../schemas.js';
import { lazySchema, real } from '../../http/lazy-schema.js';

export const pLatSchema = lazySchema(() =>
  queryNumberSchema
    .pipe(real(latSchema))
    .describe('latitude of the place in degrees, north positive (-90 to 90)'),
);
export const pLngSchema = lazySchema(() =>
  queryNumberSchema
    .pipe(real(lonSchema))
    .describe('longitude of the place in degrees, east positive (-180 to 180)'),
);

/** An IANA zone the runtime knows (Intl), e.g. Asia/Kolkata. */
export const pZoneSchema = lazySchema(() =>
  ianaZoneSchema
    .refine(
      (tz) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      },
      {
        message: 'is not a time zone this service knows; send an IANA zone id such as Asia/Kolkata',
      },
    )
    .describe(
      'IANA time zone of the place, e.g. Asia/Kolkata (default: looked up from lat and lng in the zone boundaries); every local time in the answer is in it',
    ),
);
