/**
 * @module One moment from an ISO 8601 date-time with its UTC offset (Family T's `birth.datetime`,
 * R2's `approx`, the research jobs' series bounds, the webhooks' charts): civil fields, the
 * offset and the instant (JD UT), in the service's supported range (docs/dates.md; real dates;
 * offsets within +-14:00). The zod schema that validates such a field is
 * src/routes/shared/moment.ts.
 */
import { jdUtOfFlatBirth } from '../chart/assemble.js';
import { isRealDate } from './calendar.js';
import { isoFromJdUt } from './julian.js';
import { RANGE_MESSAGE, SUPPORTED_RANGE } from './supported-range.js';
import { formatOffset } from './zones.js';

const ISO_OFFSET_RE =
  /^([+-]\d{6}|-?\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A civil date-time with its offset. */
export interface OffsetDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** seconds with their fraction */
  second: number;
  /** UTC offset, minutes east */
  offsetMinutes: number;
}

/** Parse "1990-05-17T12:15:00+05:30" (seconds, fraction optional; Z allowed); a message when invalid. */
export function parseIsoWithOffset(s: string): OffsetDateTime | string {
  const m = ISO_OFFSET_RE.exec(s);
  if (!m) return 'must be an ISO 8601 date-time with an offset, e.g. 1990-05-17T12:15:00+05:30';
  const [y, mo, d, h, mi] = [m[1], m[2], m[3], m[4], m[5]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const sec = Number(m[6] ?? 0) + Number(m[7] ?? 0);
  if (Object.is(y, -0))
    return 'must be an ISO 8601 date-time with an offset, e.g. 1990-05-17T12:15:00+05:30 (a minus-zero year is not one)';
  if (y < SUPPORTED_RANGE.minYear || y > SUPPORTED_RANGE.maxYear) return RANGE_MESSAGE;
  if (!isRealDate(y, mo, d)) return `${m[1]}-${m[2]}-${m[3]} is not a real date`;
  if (h > 23 || mi > 59 || sec >= 60) return 'time of day out of range';
  let offsetMinutes = 0;
  if (m[8] !== 'Z') {
    const sign = m[8]!.startsWith('-') ? -1 : 1;
    const oh = Number(m[8]!.slice(1, 3));
    const om = Number(m[8]!.slice(4, 6));
    if (oh > 14 || om > 59 || oh * 60 + om > 14 * 60)
      return 'offset must be within -14:00 and +14:00';
    offsetMinutes = sign * (oh * 60 + om);
  }
  return { year: y, month: mo, day: d, hour: h, minute: mi, second: sec, offsetMinutes };
}

/** The instant of a parsed date-time, and what answers echo about it. */
export interface Moment {
  jdUt: number;
  /** offset in hours (rules that use local time read it) */
  tzHours: number;
  offset: string;
  utc: string;
}

export function momentOf(dt: OffsetDateTime, field = 'datetime'): Moment {
  const tzHours = dt.offsetMinutes / 60;
  // the one civil-to-instant conversion of the flat birth fields, so every family agrees to the last digit
  const jdUt = jdUtOfFlatBirth(
    {
      year: dt.year,
      month: dt.month,
      day: dt.day,
      hour: dt.hour,
      minute: dt.minute,
      second: dt.second,
      latDeg: 0,
      lonDeg: 0,
      tzHours,
    },
    field,
  );
  return { jdUt, tzHours, offset: formatOffset(dt.offsetMinutes), utc: isoFromJdUt(jdUt) };
}

/** Parse a string the schema already accepted (field: the request field it came from, named if the instant is outside the range). */
export function momentOfIso(s: string, field = 'datetime'): Moment {
  const r = parseIsoWithOffset(s);
  if (typeof r === 'string') throw new Error(`unvalidated date-time: ${r}`);
  return momentOf(r, field);
}
