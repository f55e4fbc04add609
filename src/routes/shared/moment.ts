/**
 * @module The zod schema of an ISO 8601 date-time with its UTC offset (Family T's
 * `birth.datetime`, R2's `approx`, the research jobs' series bounds), over the engine's parser
 * (src/engine/time/iso-moment.ts, re-exported here for the routes).
 */
import * as z from 'zod';
import { parseIsoWithOffset } from '../../engine/time/iso-moment.js';
import { RANGE_MESSAGE, supportedRangeText } from '../../engine/time/supported-range.js';

export {
  momentOf,
  momentOfIso,
  parseIsoWithOffset,
  type Moment,
  type OffsetDateTime,
} from '../../engine/time/iso-moment.js';

/** ISO 8601 date-time with an offset, in the supported range. */
export const isoWithOffsetSchema = z
  .string()
  .max(40)
  .superRefine((s, ctx) => {
    const r = parseIsoWithOffset(s);
    if (typeof r === 'string')
      ctx.addIssue({
        code: 'custom',
        message: r,
        ...(r === RANGE_MESSAGE ? { params: { code: 'OUT_OF_EPOCH_RANGE' } } : {}),
      });
  })
  .meta({
    description: `ISO 8601 date-time with its UTC offset, e.g. 1990-05-17T12:15:00+05:30; BCE as a negative year (-0500-03-21T06:00:00+05:30); supported ${supportedRangeText()}`,
  });
