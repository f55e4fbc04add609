/**
 * Issue 22.1: one calendar and one supported range for the whole service (docs/dates.md).
 * - V's date stepping and weekdays for years 0-99 (Date.UTC read them as 1900-1999);
 * - every family takes the engine's range (-1400..2999): an 1850 chart and a BCE chart are
 *   answered by R, N, T, P, R2 and V, and a year outside it is refused by each with
 *   OUT_OF_EPOCH_RANGE naming the field and the range;
 * - a property test over the whole range: V's panchanga range steps day by day and names the
 *   vara of each date as Meeus's Julian-day weekday gives it.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, postJson } from '../helpers.js';
import { freshIp, issueKey, setTier, tGet, tPost } from './t/t-helpers.js';
import { SUPPORTED_RANGE } from '../../src/engine/time/supported-range.js';
import { seriesInstant, seriesUnits } from '../../src/routes/t/job-rows.js';

type Json = Record<string, any>;

// Meeus, Astronomical Algorithms ch. 7, written here independently of src/
const INT = Math.floor;
function meeusJd(year: number, month: number, day: number): number {
  let y = year,
    m = month;
  if (m <= 2) {
    y -= 1;
    m += 12;
  }
  const a = INT(y / 100);
  return INT(365.25 * (y + 4716)) + INT(30.6001 * (m + 1)) + day + 2 - a + INT(a / 4) - 1524.5;
}
/** Meeus's formula with B = 0: the JD of a Julian-calendar date. */
function meeusJulianCalendarJd(year: number, month: number, day: number): number {
  let y = year,
    m = month;
  if (m <= 2) {
    y -= 1;
    m += 12;
  }
  return INT(365.25 * (y + 4716)) + INT(30.6001 * (m + 1)) + day - 1524.5;
}
function meeusDate(jd: number) {
  const z = INT(jd + 0.5);
  const alpha = INT((z - 1867216.25) / 36524.25);
  const b = z + 1 + alpha - INT(alpha / 4) + 1524;
  const c = INT((b - 122.1) / 365.25);
  const d = INT(365.25 * c);
  const e = INT((b - d) / 30.6001);
  const month = e < 14 ? e - 1 : e - 13;
  return { year: month > 2 ? c - 4716 : c - 4715, month, day: b - d - INT(30.6001 * e) };
}
const isoYear = (y: number) =>
  y >= 0 && y <= 9999
    ? String(y).padStart(4, '0')
    : (y < 0 ? '-' : '+') + String(Math.abs(y)).padStart(6, '0');
const iso = (d: { year: number; month: number; day: number }) =>
  `${isoYear(d.year)}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
const weekday = (jd: number) => ((INT(jd + 1.5) % 7) + 7) % 7;
const VARA = [
  'Ravivara',
  'Somavara',
  'Mangalavara',
  'Budhavara',
  'Guruvara',
  'Shukravara',
  'Shanivara',
];

let vKey: string;
let tKey: string;
beforeAll(async () => {
  const res = await postJson(
    '/v1/keys',
    { email: `dates-${crypto.randomUUID().slice(0, 8)}@example.com` },
    { 'cf-connecting-ip': freshIp() },
  );
  const v = await res.json<{ key: string; id: string }>();
  await setTier(v.id, 'pro');
  vKey = v.key;
  tKey = (await issueKey({ tier: 'pro' })).key;
});
const vGet = (path: string) => call(path, { headers: { authorization: `Bearer ${vKey}` } });
const vPost = (path: string, body: unknown) =>
  postJson(path, body, { authorization: `Bearer ${vKey}` });
const PLACE = 'lat=28.6139&lon=77.209&tz=Asia/Kolkata';

describe('Family V: dates of years 0-99 are those years', () => {
  it('/v1/panchanga/range from 0050-02-27 steps through 0050, not 1950', async () => {
    const res = await vGet(`/v1/panchanga/range?from=0050-02-27&to=0050-03-02&${PLACE}`);
    const b = await res.json<Json>();
    expect(res.status, JSON.stringify(b).slice(0, 300)).toBe(200);
    expect(b.days.map((d: Json) => d.date)).toEqual([
      '0050-02-27',
      '0050-02-28',
      '0050-03-01',
      '0050-03-02',
    ]);
  });
  it('/v1/panchanga of 0050-03-01 is a Tuesday (Mangalavara)', async () => {
    const b = await (await vGet(`/v1/panchanga?date=0050-03-01&${PLACE}`)).json<Json>();
    expect(b.panchanga.date).toBe('0050-03-01');
    expect(b.panchanga.vara).toMatchObject({ index0: 2, name: 'Mangalavara' });
  });
  it('/v1/time/convert gives the weekday and the Julian-calendar date', async () => {
    // the Ides of March of 44 BCE (Julian -0043-03-15) sent as its proleptic Gregorian date
    const jd = meeusJulianCalendarJd(-43, 3, 15);
    const gregorian = iso(meeusDate(jd));
    expect(gregorian).toBe('-000043-03-13');
    const b = await (
      await vPost('/v1/time/convert', { date: gregorian, time: '12:00:00', tz: 'Europe/Rome' })
    ).json<Json>();
    expect(b.julian_calendar_date).toBe('-000043-03-15');
    expect(b.weekday0).toBe(weekday(jd));
  });
});

describe("Family T's research series steps dates with the calendar module too", () => {
  it('a daily series through 0050-02-28 reaches 0050-03-01 (Date.UTC would have stepped 1950)', () => {
    const s = {
      from: '0050-02-27T06:00:00+05:30',
      to: '0050-03-02T06:00:00+05:30',
      step: 'day' as const,
    };
    expect(seriesUnits(s)).toBe(4);
    expect([0, 1, 2, 3].map((k) => seriesInstant(s, k))).toEqual([
      '0050-02-27T06:00:00+05:30',
      '0050-02-28T06:00:00+05:30',
      '0050-03-01T06:00:00+05:30',
      '0050-03-02T06:00:00+05:30',
    ]);
  });
  it('property: BCE and far dates step day by day as Meeus says', () => {
    fc.assert(
      fc.property(
        fc.integer({
          min: Math.ceil(meeusJd(SUPPORTED_RANGE.minYear, 1, 2)),
          max: Math.floor(meeusJd(SUPPORTED_RANGE.maxYear, 12, 1)),
        }),
        fc.integer({ min: 0, max: 20 }),
        (jd0, k) => {
          const from = `${iso(meeusDate(jd0 + 0.5))}T00:00:00Z`;
          expect(seriesInstant({ from, step: 'day' }, k)).toBe(
            `${iso(meeusDate(jd0 + 0.5 + k))}T00:00:00Z`,
          );
        },
      ),
      { numRuns: 500, seed: 2211 },
    );
  });
});

describe('property: V panchanga range over the whole supported range', () => {
  it('steps one day at a time and names the vara of each date (Meeus)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({
          min: Math.ceil(meeusJd(SUPPORTED_RANGE.minYear, 1, 2)),
          max: Math.floor(meeusJd(SUPPORTED_RANGE.maxYear, 12, 29)),
        }),
        async (jd0) => {
          const jd = jd0 + 0.5; // a 0h JD
          const from = meeusDate(jd);
          const to = meeusDate(jd + 2);
          const res = await vGet(
            `/v1/panchanga/range?from=${iso(from)}&to=${iso(to)}&lat=23.18&lon=75.78&tz=Asia/Kolkata`,
          );
          const b = await res.json<Json>();
          expect(res.status, JSON.stringify(b).slice(0, 200)).toBe(200);
          expect(b.days.map((d: Json) => d.date)).toEqual(
            [0, 1, 2].map((i) => iso(meeusDate(jd + i))),
          );
          expect(b.days.map((d: Json) => d.vara.name)).toEqual(
            [0, 1, 2].map((i) => VARA[weekday(jd + i)]),
          );
        },
      ),
      { numRuns: 24, seed: 221 },
    );
  });
});

describe('one supported range: every family answers 1850 and BCE dates, and refuses outside -1400..2999', () => {
  const R = { month: 5, day: 17, hour: 12, minute: 15, lat: 28.6139, lon: 77.209, tzHours: 5.5 };
  const N = {
    month: 5,
    day: 17,
    hour: 12,
    minute: 15,
    latitude: 28.6139,
    longitude: 77.209,
    timezone: 5.5,
  };
  const tBirth = (datetime: string) => ({ birth: { datetime, lat: 28.6139, lon: 77.209 } });
  const cases: Array<[string, (y: number) => Promise<Response>, string, string]> = [
    ['R chart', (y) => postJson('/api/chart', { year: y, ...R }), 'year', 'OUT_OF_EPOCH_RANGE'],
    [
      'R muhurta',
      (y) =>
        call(`/api/muhurta?date=${isoYear(y)}-05-17&lat=28.6139&lon=77.209&tz=5.5`, {
          headers: { 'cf-connecting-ip': freshIp() },
        }),
      'date',
      'out-of-epoch-range',
    ],
    [
      'N chart',
      (y) => postJson('/n/api/chart', { year: y, ...N, asOf: '2026-05-01' }),
      'year',
      'OUT_OF_EPOCH_RANGE',
    ],
    [
      'T chart',
      (y) => tPost('/api/chart', tBirth(`${isoYear(y)}-05-17T12:15:00+05:30`), tKey),
      'birth.datetime',
      'OUT_OF_EPOCH_RANGE',
    ],
    [
      'N rashifal',
      (y) => call(`/n/api/rashifal?rashi=3&date=${isoYear(y)}-05-17`),
      'date',
      'OUT_OF_EPOCH_RANGE',
    ],
    [
      'T panchang',
      (y) =>
        tGet(`/api/panchang?date=${isoYear(y)}-05-17&lat=28.6139&lon=77.209&tz=Asia/Kolkata`, tKey),
      'date',
      'OUT_OF_EPOCH_RANGE',
    ],
    [
      'T utsavas',
      (y) => tGet(`/api/utsavas?year=${isoYear(y)}`, tKey),
      'year',
      'OUT_OF_EPOCH_RANGE',
    ],
    [
      'P panchanga',
      (y) => call(`/p/api/panchanga?date=${isoYear(y)}-05-17&lat=28.6139&lng=77.209`),
      'date',
      'OUT_OF_EPOCH_RANGE',
    ],
    [
      'R2 chart',
      (y) =>
        postJson(
          '/r2/api/chart',
          {
            date: `${isoYear(y)}-05-17`,
            time: '12:15',
            lat: 28.6139,
            lon: 77.209,
            tz: 'Asia/Kolkata',
          },
          { 'cf-connecting-ip': freshIp() },
        ),
      'date',
      'out-of-epoch-range',
    ],
    [
      'V chart',
      (y) =>
        vPost('/v1/chart', {
          date: `${isoYear(y)}-05-17`,
          time: '12:15:00',
          lat: 28.6139,
          lon: 77.209,
          tz: 'Asia/Kolkata',
        }),
      'date',
      'OUT_OF_EPOCH_RANGE',
    ],
    ['V festivals', (y) => vGet(`/v1/festivals?year=${isoYear(y)}`), 'year', 'OUT_OF_EPOCH_RANGE'],
  ];
  const codeOf = (b: Json) => (typeof b.error === 'string' ? b.error : b.error?.code);
  const fieldOf = (b: Json) => b.field ?? b.error?.field;
  const messageOf = (b: Json) => String(b.message ?? b.error?.message);
  it.each(cases)('%s', async (_name, send, field, code) => {
    for (const y of [1850, -500, SUPPORTED_RANGE.minYear + 1, SUPPORTED_RANGE.maxYear]) {
      const res = await send(y);
      expect(res.status, `${y}: ${(await res.clone().text()).slice(0, 300)}`).toBe(200);
    }
    for (const y of [SUPPORTED_RANGE.minYear - 1, SUPPORTED_RANGE.maxYear + 1]) {
      const res = await send(y);
      const b = await res.json<Json>();
      expect(res.status, `${y}: ${JSON.stringify(b)}`).toBe(400);
      expect(codeOf(b)).toBe(code);
      expect(fieldOf(b)).toBe(field);
      expect(messageOf(b)).toContain('-001400-01-01 .. 2999-12-31');
    }
  });
  it('the range is checked on the UT instant: 1 January -1400 00:00 at +05:30 is still -1401 in UT', async () => {
    const res = await postJson('/api/chart', {
      year: -1400,
      month: 1,
      day: 1,
      hour: 0,
      minute: 0,
      lat: 28.6139,
      lon: 77.209,
      tzHours: 5.5,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      ok: false,
      error: { code: 'OUT_OF_EPOCH_RANGE', field: 'year' },
    });
    const t = await tPost('/api/chart', tBirth('2999-12-31T23:00:00-05:00'), tKey);
    expect(t.status).toBe(400);
    expect(await t.json()).toMatchObject({
      error: { code: 'OUT_OF_EPOCH_RANGE', field: 'birth.datetime' },
    });
  });
});
