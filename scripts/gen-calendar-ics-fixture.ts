/**
 * `node scripts/run-ts.mjs scripts/gen-calendar-ics-fixture.ts`: records the bytes of Family P's
 * iCalendar feed (`calendarIcs`, what `GET /p/api/calendar.ics` answers) for 23 varied requests
 * into test/fixtures/calendar-ics.json: places in every hemisphere, zones with DST changes inside
 * the 30 days (northern, southern, 30- and 60-minute), odd offsets (+5:45, +12:45, +14, -11), polar
 * days without sunrise, a zone given that is not the place's own, the last second of a local day,
 * a leap day and a year end. The feeds were recorded with ical-generator 10.2.0, before the feed
 * got its own writer (src/routes/p/ics-writer.ts): test/routes/p/calendar-bytes.test.ts checks
 * every later build answers the same bytes. A regression check, not a correctness check (the
 * correctness of the windows is tested against the engine and a parser in calendar.test.ts).
 * Run it again only to record a deliberate change of the bytes (it records whatever the current
 * code answers). "Delhi, zone given: Los Angeles": each Los Angeles civil day holds Delhi's
 * sunset before its sunrise, so the day's sunset is the next civil day's (src/engine/calendar/
 * solar-day.ts); until that fix this feed had no daily windows at all.
 * Each feed is stored gzip-compressed, base64 (about 70 KB a feed uncompressed), with its SHA-256.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { calendarIcs } from '../src/routes/p/calendar.js';

export const CALENDAR_ICS_CASES: ReadonlyArray<{
  name: string;
  lat: number;
  lng: number;
  tz: string;
  nowIso: string;
}> = [
  { name: 'Delhi', lat: 28.61, lng: 77.21, tz: 'Asia/Kolkata', nowIso: '2026-11-24T03:00:00Z' },
  {
    name: 'Delhi, last second of the local day',
    lat: 28.61,
    lng: 77.21,
    tz: 'Asia/Kolkata',
    nowIso: '2026-11-24T18:29:59Z',
  },
  {
    name: 'Delhi, zone given: Los Angeles',
    lat: 28.61,
    lng: 77.21,
    tz: 'America/Los_Angeles',
    nowIso: '2026-11-24T03:00:00Z',
  },
  {
    name: 'London, zone given: Paris',
    lat: 51.51,
    lng: -0.13,
    tz: 'Europe/Paris',
    nowIso: '2026-10-20T12:00:00Z',
  },
  {
    name: 'New York, DST starts 8 March',
    lat: 40.71,
    lng: -74.01,
    tz: 'America/New_York',
    nowIso: '2026-03-01T12:00:00Z',
  },
  {
    name: 'New York, DST ends 1 November',
    lat: 40.71,
    lng: -74.01,
    tz: 'America/New_York',
    nowIso: '2026-10-20T15:00:00Z',
  },
  {
    name: 'London, BST starts 29 March',
    lat: 51.51,
    lng: -0.13,
    tz: 'Europe/London',
    nowIso: '2026-03-20T09:00:00Z',
  },
  {
    name: 'Sydney, DST starts 4 October',
    lat: -33.87,
    lng: 151.21,
    tz: 'Australia/Sydney',
    nowIso: '2026-09-25T01:00:00Z',
  },
  {
    name: 'Santiago, DST ends in April',
    lat: -33.45,
    lng: -70.67,
    tz: 'America/Santiago',
    nowIso: '2026-03-28T12:00:00Z',
  },
  {
    name: 'Lord Howe, 30-minute DST ends 5 April',
    lat: -31.55,
    lng: 159.08,
    tz: 'Australia/Lord_Howe',
    nowIso: '2026-03-25T00:00:00Z',
  },
  {
    name: 'Chatham, +12:45 to +13:45',
    lat: -43.95,
    lng: -176.55,
    tz: 'Pacific/Chatham',
    nowIso: '2026-09-20T00:00:00Z',
  },
  {
    name: 'Kathmandu, +5:45',
    lat: 27.72,
    lng: 85.32,
    tz: 'Asia/Kathmandu',
    nowIso: '2027-02-10T06:00:00Z',
  },
  {
    name: 'Tehran, +3:30',
    lat: 35.69,
    lng: 51.39,
    tz: 'Asia/Tehran',
    nowIso: '2026-03-15T06:00:00Z',
  },
  {
    name: 'Tromso, polar night begins',
    lat: 69.65,
    lng: 18.96,
    tz: 'Europe/Oslo',
    nowIso: '2026-11-15T10:00:00Z',
  },
  {
    name: 'Tromso, midnight sun begins',
    lat: 69.65,
    lng: 18.96,
    tz: 'Europe/Oslo',
    nowIso: '2026-05-10T10:00:00Z',
  },
  {
    name: 'Longyearbyen, polar night',
    lat: 78.22,
    lng: 15.65,
    tz: 'Arctic/Longyearbyen',
    nowIso: '2027-01-02T10:00:00Z',
  },
  {
    name: 'McMurdo, southern midnight sun',
    lat: -77.85,
    lng: 166.67,
    tz: 'Antarctica/McMurdo',
    nowIso: '2026-12-01T00:00:00Z',
  },
  {
    name: 'Reykjavik, June',
    lat: 64.15,
    lng: -21.94,
    tz: 'Atlantic/Reykjavik',
    nowIso: '2026-06-10T12:00:00Z',
  },
  {
    name: 'Kiritimati, +14, over the year end',
    lat: 1.87,
    lng: -157.43,
    tz: 'Pacific/Kiritimati',
    nowIso: '2026-12-20T00:00:00Z',
  },
  {
    name: 'Pago Pago, -11, over a leap day',
    lat: -14.28,
    lng: -170.7,
    tz: 'Pacific/Pago_Pago',
    nowIso: '2028-02-15T00:00:00Z',
  },
  {
    name: 'Quito, the equator',
    lat: -0.18,
    lng: -78.47,
    tz: 'America/Guayaquil',
    nowIso: '2026-06-01T12:00:00Z',
  },
  { name: 'Null Island, UTC', lat: 0, lng: 0, tz: 'UTC', nowIso: '2026-01-01T00:00:00Z' },
  {
    name: 'Honolulu, last minute of the local day',
    lat: 21.31,
    lng: -157.86,
    tz: 'Pacific/Honolulu',
    nowIso: '2026-07-04T09:59:00Z',
  },
];

const out = CALENDAR_ICS_CASES.map((c) => {
  const ics = calendarIcs(c.lat, c.lng, c.tz, Date.parse(c.nowIso));
  return {
    ...c,
    sha256: createHash('sha256').update(ics, 'utf8').digest('hex'),
    bytes: Buffer.byteLength(ics, 'utf8'),
    icsGzipBase64: gzipSync(Buffer.from(ics, 'utf8'), { level: 9 }).toString('base64'),
  };
});
writeFileSync(
  'test/fixtures/calendar-ics.json',
  `${JSON.stringify({ recordedWith: 'ical-generator 10.2.0 (commit before src/routes/p/ics-writer.ts)', cases: out }, null, 1)}\n`,
);
for (const c of out)
  console.log(`${c.name.padEnd(42)} ${String(c.bytes).padStart(7)} B  ${c.sha256.slice(0, 12)}`);
