import { describe, expect, it } from 'vitest';
import { call, postJson as postJsonFrom } from '../../helpers.js';

// rectify is limited per IP (30 an hour): each request of this file comes from its own address
let ipSeq = 0;
const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  postJsonFrom(path, body, {
    'cf-connecting-ip': `10.71.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`,
    ...headers,
  });
import { R_CATEGORIES } from '../../../src/engine/rectify/index.js';

const BODY = {
  birthDate: '1990-05-17',
  birthWindow: { startTime: '10:00', endTime: '14:00' },
  location: { lat: 28.6139, lon: 77.209, tz: 5.5 },
  events: [
    { date: '2015-02-14', category: 'marriage' },
    { date: '2018-09-03', category: 'child-birth' },
    { date: '2021-06-30', category: 'career-shift' },
  ],
  gridMinutes: 10,
};

interface Answer {
  input: Record<string, unknown>;
  note: string;
  gridMinutes: number;
  gridPoints: number;
  candidates: Array<{
    rank: number;
    time: string;
    score: number;
    lagna: { rashi: string };
    moon: { nakshatra: string };
    events: Array<{
      date: string;
      category: string;
      lords: Record<string, string>;
      periods: Array<{ why: string[] }>;
    }>;
  }>;
}

describe('POST /api/rectify', () => {
  it('answers 3 to 5 ranked candidates with lagna, Moon nakshatra and a per-event breakdown', async () => {
    const res = await postJson('/api/rectify', BODY);
    expect(res.status).toBe(200);
    const j = await res.json<Answer>();
    expect(j.gridMinutes).toBe(10);
    expect(j.gridPoints).toBe(25);
    expect(j.candidates.length).toBeGreaterThanOrEqual(3);
    expect(j.candidates.length).toBeLessThanOrEqual(5);
    expect(j.candidates.map((c) => c.rank)).toEqual(j.candidates.map((_, i) => i + 1));
    for (const c of j.candidates) {
      expect(typeof c.lagna.rashi).toBe('string');
      expect(typeof c.moon.nakshatra).toBe('string');
      expect(c.events.map((e) => e.category)).toEqual(['marriage', 'child-birth', 'career-shift']);
      for (const e of c.events)
        expect(Object.keys(e.lords)).toEqual(['maha', 'antar', 'pratyantar']);
    }
    expect(j.note).toMatch(/Reverse fit only/);
    expect(j.input).toMatchObject({
      birthDate: '1990-05-17',
      gridMinutes: 10,
      ayanamsa: 'lahiri',
      location: { tz: 5.5 },
    });
  });
  it('is deterministic and never mentions a date after the latest event', async () => {
    const a = await (await postJson('/api/rectify', BODY)).text();
    const b = await (await postJson('/api/rectify', BODY)).text();
    expect(a).toBe(b);
    for (const d of a.match(/\d{4}-\d{2}-\d{2}/g) ?? []) expect(d <= '2021-06-30').toBe(true);
  });
  it('defaults gridMinutes to 5 and accepts location.tzHours as the alias of tz', async () => {
    const { gridMinutes: _g, ...rest } = BODY;
    const res = await postJson('/api/rectify', {
      ...rest,
      location: { lat: 28.6139, lon: 77.209, tzHours: 5.5 },
    });
    expect(res.status).toBe(200);
    const j = await res.json<Answer>();
    expect(j.gridMinutes).toBe(5);
    expect(j.gridPoints).toBe(49);
  });
  it('accepts every one of the 9 categories', async () => {
    const events = R_CATEGORIES.map((category, i) => ({ date: `${2000 + i}-03-01`, category }));
    const res = await postJson('/api/rectify', { ...BODY, events });
    expect(res.status).toBe(200);
  });
  it.each([
    [
      { ...BODY, birthWindow: { startTime: '14:00', endTime: '14:00' } },
      'birthWindow.endTime',
      'invalid-field',
    ],
    [
      { ...BODY, birthWindow: { startTime: '14:00', endTime: '10:00' } },
      'birthWindow.endTime',
      'invalid-field',
    ],
    [
      { ...BODY, birthWindow: { startTime: '9:00', endTime: '10:00' } },
      'birthWindow.startTime',
      'invalid-field',
    ],
    [{ ...BODY, birthWindow: { startTime: '10:00' } }, 'birthWindow.endTime', 'invalid-field'],
    [{ ...BODY, birthDate: '3000-01-01' }, 'birthDate', 'out-of-epoch-range'],
    [{ ...BODY, birthDate: '1990-02-30' }, 'birthDate', 'invalid-field'],
    [{ ...BODY, location: { lat: 28.6, lon: 77.2 } }, 'location.tz', 'invalid-field'],
    [{ ...BODY, location: { lat: 91, lon: 77.2, tz: 5.5 } }, 'location.lat', 'invalid-field'],
    [{ ...BODY, location: { lat: 28.6, lon: 77.2, tz: 15 } }, 'location.tz', 'invalid-field'],
    [
      { ...BODY, location: { lat: 28.6, lon: 77.2, tz: 5.5, tzHours: 5 } },
      'location.tzHours',
      'invalid-field',
    ],
    [{ ...BODY, events: [] }, 'events', 'invalid-field'],
    [
      {
        ...BODY,
        events: Array.from({ length: 21 }, () => ({ date: '2015-01-01', category: 'marriage' })),
      },
      'events',
      'invalid-field',
    ],
    [
      { ...BODY, events: [{ date: '2015-01-01', category: 'promotion' }] },
      'events.0.category',
      'invalid-field',
    ],
    [
      { ...BODY, events: [{ date: '2015-13-01', category: 'marriage' }] },
      'events.0.date',
      'invalid-field',
    ],
    [
      { ...BODY, events: [{ date: '1990-05-17', category: 'marriage' }] },
      'events.0.date',
      'invalid-field',
    ],
    [
      { ...BODY, events: [{ date: '1980-01-01', category: 'marriage' }] },
      'events.0.date',
      'invalid-field',
    ],
    [
      {
        ...BODY,
        events: [
          { date: '2015-01-01', category: 'marriage' },
          { date: '2099-01-01', category: 'windfall' },
        ],
      },
      'events.1.date',
      'future-event',
    ],
    [{ ...BODY, gridMinutes: 0 }, 'gridMinutes', 'invalid-field'],
    [{ ...BODY, gridMinutes: 61 }, 'gridMinutes', 'invalid-field'],
    [{ ...BODY, gridMinutes: 2.5 }, 'gridMinutes', 'invalid-field'],
    [{ ...BODY, gridMinutes: '5' }, 'gridMinutes', 'invalid-field'],
    [{ ...BODY, extra: true }, 'extra', 'invalid-field'],
    [{ ...BODY, ayanamsa: 'nonsense' }, 'ayanamsa', 'invalid-field'],
  ])('400 in E2 naming the field (%#)', async (body, field, code) => {
    const res = await postJson('/api/rectify', body);
    expect(res.status).toBe(400);
    const j = await res.json<{ error: string; message: string; field: string }>();
    expect(j.field).toBe(field);
    expect(j.error).toBe(code);
    expect(j.message.startsWith(field)).toBe(true);
  });
  it('400/415 for transport errors; 405 for GET', async () => {
    expect((await postJson('/api/rectify', '[')).status).toBe(400);
    expect((await postJson('/api/rectify', 'null')).status).toBe(400);
    expect(
      (
        await call('/api/rectify', {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body: '{}',
        })
      ).status,
    ).toBe(415);
    const g = await call('/api/rectify');
    expect(g.status).toBe(405);
    expect(await g.json()).toMatchObject({ error: 'method-not-allowed' });
  });
  it('is limited to 30 per hour per IP, counted exactly under concurrency (issue 11)', async () => {
    const small = {
      ...BODY,
      birthWindow: { startTime: '10:00', endTime: '10:20' },
      events: BODY.events.slice(0, 1),
    };
    const all = await Promise.all(
      Array.from({ length: 25 }, () =>
        postJson('/api/rectify', small, { 'cf-connecting-ip': '192.0.2.77' }),
      ),
    );
    for (const r of all) expect(r.status).toBe(200);
    expect(
      all.map((r) => Number(r.headers.get('x-ratelimit-remaining'))).sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 25 }, (_, i) => 5 + i));
  });
});
