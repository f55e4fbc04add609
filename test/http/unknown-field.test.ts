/**
 * Issue 28: every 400 for an unknown field suggests the nearest known field ("did you mean
 * `latitude`?"), in every family, for bodies and query strings alike (src/http/input.ts renders
 * the message once for all of them).
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  editDistance,
  knownKeysAt,
  nearestName,
  unknownFieldMessage,
  validate,
} from '../../src/http/input.js';
import { call, postJson } from '../helpers.js';
import { freshIp, issueKey } from '../routes/t/t-helpers.js';

describe('the nearest known field', () => {
  it('measures edits', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'lat')).toBe(3);
    expect(editDistance('lat', 'lat')).toBe(0);
  });

  it('suggests a close slip and nothing for a far name', () => {
    const birth = ['year', 'month', 'day', 'hour', 'minute', 'latitude', 'longitude', 'timezone'];
    expect(nearestName('lattitude', birth)).toBe('latitude');
    expect(nearestName('lat', birth)).toBe('latitude');
    expect(nearestName('Longitude', birth)).toBe('longitude');
    expect(nearestName('time_zone', birth)).toBe('timezone');
    expect(nearestName('minutes', birth)).toBe('minute');
    expect(
      nearestName(
        'lng',
        ['date', 'lat', 'lng', 'tz'].filter((k) => k !== 'lng'),
      ),
    ).toBe('lat');
    expect(nearestName('lon', ['date', 'lat', 'lng', 'tz'])).toBe('lng');
    expect(nearestName('foo', ['lat', 'lon', 'datetime'])).toBeUndefined();
    expect(nearestName('ayanamsha', ['lat', 'lon', 'year'])).toBeUndefined();
    expect(nearestName('ayanamsha', ['ayanamsa', 'lat'])).toBe('ayanamsa');
  });

  it('finds the keys of the object the unknown key was in, through wrappers, arrays and unions', () => {
    const schema = z
      .strictObject({
        birth: z.strictObject({ datetime: z.string(), lat: z.number() }).optional(),
        births: z.array(z.strictObject({ date: z.string(), lon: z.number() })),
        mode: z
          .union([z.strictObject({ a: z.number() }), z.strictObject({ b: z.number() })])
          .default({ a: 1 }),
      })
      .transform((v) => v);
    expect(knownKeysAt(schema, []).sort()).toEqual(['birth', 'births', 'mode']);
    expect(knownKeysAt(schema, ['birth']).sort()).toEqual(['datetime', 'lat']);
    expect(knownKeysAt(schema, ['births', 3]).sort()).toEqual(['date', 'lon']);
    expect(knownKeysAt(schema, ['mode']).sort()).toEqual(['a', 'b']);
    expect(knownKeysAt(schema, ['nowhere'])).toEqual([]);
    const pre = z.preprocess((v) => v, z.strictObject({ year: z.number(), lat: z.number() }));
    expect(knownKeysAt(pre, []).sort()).toEqual(['lat', 'year']);
    expect(() => validate(pre, { year: 1, lat: 2, yaer: 3 })).toThrow(
      'yaer: unknown field; did you mean `year`?',
    );
    expect(() => validate(schema, { births: [{ date: 'x', lon: 1, dat: 2 }] })).toThrow(
      'births.0.dat: unknown field; did you mean `date`?',
    );
    expect(() => validate(schema, { births: [{ date: 'x', lonn: 2 }] })).toThrow(
      'births.0.lonn: unknown field; did you mean `lon`?',
    );
    expect(() =>
      validate(schema, { births: [], birth: { datetime: 'x', lat: 1, dateTime: 'y' } }),
    ).toThrow('birth.dateTime: unknown field; did you mean `datetime`?');
    expect(() => validate(schema, { births: [], zzzzz: 1 })).toThrow(/^zzzzz: unknown field$/);
    expect(unknownFieldMessage('x', 'x', [])).toBe('x: unknown field');
  });
});

describe('every family suggests the field it meant', () => {
  const moment = { year: 1984, month: 10, day: 31, hour: 9, minute: 20 };

  it('R: a flat birth body', async () => {
    const res = await postJson('/api/chart', {
      ...moment,
      second: 0,
      latt: 28.6139,
      lon: 77.209,
      tzHours: 5.5,
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('latt: unknown field; did you mean `lat`?');
  });

  it('R2: a zoned birth body', async () => {
    const res = await postJson(
      '/r2/api/chart',
      { date: '1984-10-31', time: '09:20', lat: 28.6139, lon: 77.209, tzz: 'Asia/Kolkata' },
      { 'cf-connecting-ip': freshIp() },
    );
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('tzz: unknown field; did you mean `tz`?');
  });

  it('V: a birth body', async () => {
    const vk = await (
      await postJson(
        '/v1/keys',
        { email: 'did-you-mean@example.com' },
        { 'cf-connecting-ip': freshIp() },
      )
    ).json<{ key: string }>();
    const res = await postJson(
      '/v1/chart',
      { date: '1984-10-31', time: '09:20:00', lat: 28.6139, lng: 77.209, tz: 'Asia/Kolkata' },
      { authorization: `Bearer ${vk.key}` },
    );
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('lng: unknown field; did you mean `lon`?');
  });

  it('N: a birth body', async () => {
    const res = await postJson('/n/api/chart', {
      ...moment,
      lattitude: 28.6139,
      longitude: 77.209,
      timezone: 5.5,
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('lattitude: unknown field; did you mean `latitude`?');
  });

  it('T: a nested birth', async () => {
    const key = (await issueKey({ tier: 'pro' })).key;
    const res = await postJson(
      '/t/api/chart',
      { birth: { dateTime: '1984-10-31T09:20:00+05:30', lat: 28.6139, lon: 77.209 } },
      { authorization: `Bearer ${key}` },
    );
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('birth.dateTime: unknown field; did you mean `datetime`?');
  });

  it('P: a query string', async () => {
    const res = await call('/p/api/panchanga?date=2026-11-24&lat=28.6139&lon=77.209');
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('lon: unknown field; did you mean `lng`?');
  });

  it('a name far from every field gets no guess', async () => {
    const res = await postJson('/n/api/chart', {
      ...moment,
      latitude: 28.6139,
      longitude: 77.209,
      timezone: 5.5,
      colour: 'blue',
    });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).toContain('colour: unknown field');
    expect(text).not.toContain('did you mean');
  });
});
