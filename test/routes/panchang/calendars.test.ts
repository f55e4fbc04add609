/**
 * GET /api/calendars (Family R) and the regional calendars in every family's panchang answer
 * (R /api/panchang, N /n/api/panchang, P /p/api/panchanga, V /v1/panchanga, T /t/api/panchang).
 * Expected dates are published ones (Tamil Nadu's and Kerala's new years, Nepal's calendar, the
 * Saka calendar's definition); the rules themselves are tested in test/engine/calendar.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, postJson } from '../../helpers.js';
import { freshIp, issueKey } from '../t/t-helpers.js';

type Json = Record<string, any>;
const IDS = [
  'amanta',
  'purnimanta',
  'tamil',
  'malayalam',
  'bengali',
  'bengali-bd',
  'odia',
  'assamese',
  'punjabi',
  'nepali',
  'saka',
];
const get = async (q: string): Promise<{ status: number; body: Json }> => {
  const res = await call(`/api/calendars${q}`);
  return { status: res.status, body: await res.json<Json>() };
};
const sys = (b: Json, id: string): Json => (b.systems as Json[]).find((s) => s.id === id)!;

describe('GET /api/calendars', () => {
  it('New Delhi by default: every system in order, with the era years', async () => {
    const { status, body } = await get('?date=2024-04-14');
    expect(status).toBe(200);
    expect(body.date).toBe('2024-04-14');
    expect(body.place).toMatchObject({
      name: 'New Delhi',
      lat: 28.6139,
      lon: 77.209,
      zone: 'Asia/Kolkata',
    });
    expect(body.systems.map((s: Json) => s.id)).toEqual(IDS);
    // Nepal: Baishakh 1, 2081 was 13 April 2024; Saka: Chaitra 1, 1946 was 21 March 2024 (a leap year)
    expect(sys(body, 'nepali')).toMatchObject({
      year: 2081,
      month: { number: 1, id: 'nepali:baishakh' },
      day: 2,
      reckonedAt: 'kathmandu',
      rule: { id: 'punya-kala' },
    });
    expect(sys(body, 'saka')).toMatchObject({
      year: 1946,
      month: { number: 1, id: 'saka:chaitra', days: 31 },
      day: 25,
      monthStart: '2024-03-21',
    });
    expect(sys(body, 'bengali-bd')).toMatchObject({
      year: 1431,
      month: { number: 1, id: 'bengali:boishakh' },
      day: 1,
    });
    expect(sys(body, 'amanta')).toMatchObject({
      kind: 'lunisolar',
      era: { id: 'shaka' },
      year: 1946,
      month: { id: 'masa:chaitra', adhika: false },
      paksha: 'Shukla',
    });
    expect(body.eras.map((e: Json) => e.id)).toEqual([
      'vikram',
      'shaka',
      'kali',
      'kollam',
      'bangabda',
      'bikram-sambat',
      'bhaskarabda',
    ]);
  });

  it('a place and zone: Chennai and Kochi keep their new years (Tamil Nadu and Kerala holiday lists)', async () => {
    const chennai = await get(
      '?date=2024-04-14&lat=13.0827&lon=80.2707&tz=Asia/Kolkata&systems=tamil',
    );
    expect(chennai.status).toBe(200);
    expect(chennai.body.systems).toHaveLength(1);
    expect(sys(chennai.body, 'tamil')).toMatchObject({
      year: 1946,
      month: { number: 1, name: 'Chithirai', rashi: 'Mesha' },
      day: 1,
      rule: { id: 'before-sunset' },
      monthStart: '2024-04-14',
    });
    // the zone from the coordinates when tz is left out; an offset in hours is also accepted
    const kochi = await get('?date=2024-08-17&lat=9.9312&lon=76.2673&systems=malayalam');
    expect(kochi.body.place.zone).toBe('Asia/Kolkata');
    expect(sys(kochi.body, 'malayalam')).toMatchObject({
      era: { id: 'kollam' },
      year: 1200,
      month: { id: 'malayalam:chingam' },
      day: 1,
    });
    const numeric = await get('?date=2024-08-17&lat=9.9312&lon=76.2673&tz=5.5&systems=malayalam');
    expect(numeric.body.place.zone).toBe('UTC+5.5');
    expect(sys(numeric.body, 'malayalam').day).toBe(1);
  });

  it('the systems filter answers in the canonical order', async () => {
    const { body } = await get('?date=2024-04-14&systems=saka,nepali,tamil');
    expect(body.systems.map((s: Json) => s.id)).toEqual(['tamil', 'nepali', 'saka']);
  });

  it.each([
    ['?date=2024-04-14&systems=gujarati', 'systems', /allowed: amanta, purnimanta, tamil/],
    ['?date=2024-02-30', 'date', /not a real date/],
    ['?date=2024-04-14&lat=95&lon=10', 'lat', /./],
    ['?date=2024-04-14&lat=20', 'lon', /required with the other coordinate/],
    ['?date=2024-04-14&tz=20', 'tz', /-14 to 14/],
    ['?date=2024-04-14&tz=not a zone', 'tz', /IANA zone id/],
    ['?date=2024-04-14&city=delhi', 'city', /takes date, lat, lon, tz, systems/],
  ])('%s is a 400 naming %s', async (q, field, message) => {
    const { status, body } = await get(q);
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain(field);
    expect(JSON.stringify(body)).toMatch(message);
  });

  it('an unknown IANA zone is a 400 naming tz', async () => {
    const { status, body } = await get('?date=2024-04-14&tz=Mars/Olympus_Mons');
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('tz');
  });
});

describe("every family's panchang carries the calendars", () => {
  let key: string;
  beforeAll(async () => {
    key = (await issueKey({ tier: 'pro' })).key;
  });
  const auth = () => ({ headers: { authorization: `Bearer ${key}` } });
  const check = (calendars: Json) => {
    expect(calendars.systems.map((s: Json) => s.id)).toEqual(IDS);
    expect(sys(calendars, 'nepali').year).toBeGreaterThan(2080);
  };

  it('R /api/panchang (live, New Delhi)', async () => {
    const b = await (await call('/api/panchang')).json<Json>();
    check(b.calendars);
  });

  it('N /n/api/panchang', async () => {
    const b = await (await call('/n/api/panchang?city=delhi&date=2024-04-14')).json<Json>();
    check(b.data.panchang.calendars);
    expect(sys(b.data.panchang.calendars, 'tamil')).toMatchObject({ monthStart: '2024-04-14' });
  });

  it('P /p/api/panchanga (snake_case)', async () => {
    const b = await (
      await call('/p/api/panchanga?date=2024-04-14&lat=28.6139&lng=77.209')
    ).json<Json>();
    check(b.calendars);
    expect(sys(b.calendars, 'tamil')).toMatchObject({
      month_start: '2024-04-14',
      reckoned_at: 'place',
    });
  });

  it('T /t/api/panchang and V /v1/panchanga (snake_case)', async () => {
    const t = await (
      await call('/t/api/panchang?date=2024-04-14&lat=28.6139&lon=77.209', auth())
    ).json<Json>();
    check(t.panchang.calendars);
    const vKey = await (
      await postJson(
        '/v1/keys',
        { email: `v-${crypto.randomUUID().slice(0, 8)}@example.com` },
        { 'cf-connecting-ip': freshIp() },
      )
    ).json<Json>();
    const v = await (
      await call('/v1/panchanga?date=2024-04-14&lat=28.6139&lon=77.209&tz=Asia/Kolkata', {
        headers: { authorization: `Bearer ${vKey.key}` },
      })
    ).json<Json>();
    check(v.panchanga.calendars);
    expect(sys(v.panchanga.calendars, 'saka').next_month_start).toBe('2024-04-21');
  });
});
