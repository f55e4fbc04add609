import { describe, expect, it } from 'vitest';
import { call, postJson } from '../../helpers.js';

const valid = {
  year: 1990,
  month: 5,
  day: 17,
  hour: 12,
  minute: 15,
  lat: 28.6139,
  lon: 77.209,
  tzHours: 5.5,
};
const without = (k: string) =>
  Object.fromEntries(Object.entries(valid).filter(([key]) => key !== k));
const withField = (k: string, v: unknown) => ({ ...valid, [k]: v });

/** [label, body (object or raw string), expected field, expected status, expected code?] */
const CASES: Array<[string, unknown, string, number, string?]> = [
  // missing fields
  ...(['year', 'month', 'day', 'hour', 'minute', 'lat', 'lon', 'tzHours'] as const).map(
    (k) => [`missing ${k}`, without(k), k, 400] as [string, unknown, string, number],
  ),
  // wrong types
  ...(['year', 'month', 'day', 'hour', 'minute', 'lat', 'lon', 'tzHours'] as const).map(
    (k) => [`${k} as string`, withField(k, '12'), k, 400] as [string, unknown, string, number],
  ),
  ['year null', withField('year', null), 'year', 400],
  ['lat null', withField('lat', null), 'lat', 400],
  ['lon array', withField('lon', [77]), 'lon', 400],
  ['tzHours object', withField('tzHours', { h: 5 }), 'tzHours', 400],
  ['month boolean', withField('month', true), 'month', 400],
  ['lat "NaN"', withField('lat', 'NaN'), 'lat', 400],
  ['lon "Infinity"', withField('lon', 'Infinity'), 'lon', 400],
  ['tzHours "-Infinity"', withField('tzHours', '-Infinity'), 'tzHours', 400],
  ['second "NaN"', withField('second', 'NaN'), 'second', 400],
  ['lat 1e308', withField('lat', 1e308), 'lat', 400],
  ['lon -1e308', withField('lon', -1e308), 'lon', 400],
  ['year 1e308', withField('year', 1e308), 'year', 400, 'OUT_OF_EPOCH_RANGE'],
  ['tzHours 1e308', withField('tzHours', 1e308), 'tzHours', 400],
  // epoch range
  ['year -1401', withField('year', -1401), 'year', 400, 'OUT_OF_EPOCH_RANGE'],
  ['year 3000', withField('year', 3000), 'year', 400, 'OUT_OF_EPOCH_RANGE'],
  ['year -5000', withField('year', -5000), 'year', 400, 'OUT_OF_EPOCH_RANGE'],
  ['year fractional', withField('year', 1990.5), 'year', 400],
  // out of range
  ['month 0', withField('month', 0), 'month', 400],
  ['month 13', withField('month', 13), 'month', 400],
  ['day 0', withField('day', 0), 'day', 400],
  ['day 32', withField('day', 32), 'day', 400],
  ['31 February', { ...valid, month: 2, day: 31 }, 'day', 400],
  ['29 February 1900', { ...valid, year: 1900, month: 2, day: 29 }, 'day', 400],
  ['31 April', { ...valid, month: 4, day: 31 }, 'day', 400],
  ['hour 24', withField('hour', 24), 'hour', 400],
  ['hour -1', withField('hour', -1), 'hour', 400],
  ['hour fractional', withField('hour', 1.5), 'hour', 400],
  ['minute 60', withField('minute', 60), 'minute', 400],
  ['minute -1', withField('minute', -1), 'minute', 400],
  ['second 60', withField('second', 60), 'second', 400],
  ['second -0.5', withField('second', -0.5), 'second', 400],
  ['lat 90.0001', withField('lat', 90.0001), 'lat', 400],
  ['lat -91', withField('lat', -91), 'lat', 400],
  ['lon 180.5', withField('lon', 180.5), 'lon', 400],
  ['lon -181', withField('lon', -181), 'lon', 400],
  ['tzHours 14.5', withField('tzHours', 14.5), 'tzHours', 400],
  ['tzHours -15', withField('tzHours', -15), 'tzHours', 400],
  // settings and extras
  ['unknown ayanamsa', withField('ayanamsa', 'sidereal-ish'), 'ayanamsa', 400],
  ['ayanamsa number', withField('ayanamsa', 1), 'ayanamsa', 400],
  ['unknown nodeMode', withField('nodeMode', 'osculating'), 'nodeMode', 400],
  ['unknown houseSystem', withField('houseSystem', 'koch'), 'houseSystem', 400],
  ['name number', withField('name', 42), 'name', 400],
  ['name too long', withField('name', 'x'.repeat(201)), 'name', 400],
  ['unknown field', withField('ayanamsha', 'lahiri'), 'ayanamsha', 400],
  // whole-body problems
  ['body null', 'null', 'body', 400],
  ['body array', '[1,2]', 'body', 400],
  ['body number', '42', 'body', 400],
  ['body string', '"chart"', 'body', 400],
  ['empty body', '', 'body', 400, 'MALFORMED_JSON'],
  ['whitespace body', '   ', 'body', 400, 'MALFORMED_JSON'],
  ['bad JSON', '{"year": 1990,', 'body', 400, 'MALFORMED_JSON'],
  ['bare NaN token', '{"year": NaN}', 'body', 400, 'MALFORMED_JSON'],
  ['single quotes', "{'year': 1990}", 'body', 400, 'MALFORMED_JSON'],
  ['trailing garbage', JSON.stringify(valid) + 'x', 'body', 400, 'MALFORMED_JSON'],
  ['empty object', {}, 'year', 400],
];

describe('POST /api/chart rejects malformed input with a 4xx E1 naming the field', () => {
  it('has at least 60 cases', () => expect(CASES.length + 3).toBeGreaterThanOrEqual(60));

  it.each(CASES)('%s', async (_label, body, field, status, code) => {
    const res = await postJson('/api/chart', body);
    expect(res.status).toBe(status);
    const json = await res.json<{
      ok: boolean;
      error: { code: string; message: string; field: string };
    }>();
    expect(json.ok).toBe(false);
    expect(json.error.field).toBe(field);
    expect(json.error.message).toContain(field);
    expect(json.error.code).toBe(code ?? 'INVALID_FIELD');
  });

  it('wrong content type is 415 E1', async () => {
    const res = await call('/api/chart', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({
      ok: false,
      error: { code: 'UNSUPPORTED_MEDIA_TYPE', field: 'content-type' },
    });
  });
  it('form-encoded body is 415 E1', async () => {
    const res = await call('/api/chart', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'year=1990',
    });
    expect(res.status).toBe(415);
  });
  it('body over 64 KiB is 413 E1', async () => {
    const res = await postJson('/api/chart', { ...valid, name: 'x'.repeat(70_000) });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ ok: false, error: { code: 'PAYLOAD_TOO_LARGE' } });
  });
});
