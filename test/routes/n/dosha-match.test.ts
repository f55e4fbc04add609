import { describe, expect, it } from 'vitest';
import { call, postJson } from '../../helpers.js';

const boy = {
  year: 1990,
  month: 5,
  day: 17,
  hour: 12,
  minute: 15,
  latitude: 28.6139,
  longitude: 77.209,
  timezone: 5.5,
};
const girl = {
  year: 1992,
  month: 11,
  day: 3,
  hour: 6,
  minute: 40,
  latitude: 19.076,
  longitude: 72.8777,
  timezone: 5.5,
  name: 'G',
};

describe('POST /n/api/dosha', () => {
  it('reports the 7 doshas in {success, data}', async () => {
    const res = await postJson('/n/api/dosha', { ...boy, onDate: '2026-01-01' });
    expect(res.status).toBe(200);
    const body = await res.json<{
      success: boolean;
      data: Record<
        string,
        { present: boolean; severity: string; rule: string; cancellations: unknown[] }
      > & { present: string[] };
    }>();
    expect(body.success).toBe(true);
    for (const k of ['manglik', 'kaalSarp', 'pitra', 'kemdrum', 'guruChandal', 'grahan', 'shani']) {
      const d = body.data[k]!;
      expect(typeof d.present).toBe('boolean');
      expect(['none', 'low', 'medium', 'high']).toContain(d.severity);
      expect(Array.isArray(d.cancellations)).toBe(true);
      expect(typeof d.rule).toBe('string');
    }
    expect(Array.isArray(body.data.present)).toBe(true);
  });
  it('judges Shani on the date given', async () => {
    const a = await (
      await postJson('/n/api/dosha', { ...boy, onDate: '2000-06-01' })
    ).json<{ data: { shani: unknown } }>();
    const b = await (
      await postJson('/n/api/dosha', { ...boy, onDate: '2010-06-01' })
    ).json<{ data: { shani: unknown } }>();
    expect(a.data.shani).not.toEqual(b.data.shani);
  });
  it.each([
    ['missing timezone', { ...boy, timezone: undefined }, 'timezone', 'INVALID_FIELD'],
    ['latitude out of range', { ...boy, latitude: 95 }, 'latitude', 'INVALID_FIELD'],
    ['month 13', { ...boy, month: 13 }, 'month', 'INVALID_FIELD'],
    ['31 June', { ...boy, month: 6, day: 31 }, 'day', 'INVALID_FIELD'],
    ['year 3000', { ...boy, year: 3000 }, 'year', 'OUT_OF_EPOCH_RANGE'],
    ['year as string', { ...boy, year: '1990' }, 'year', 'INVALID_FIELD'],
    ['bad onDate', { ...boy, onDate: '2026-13-01' }, 'onDate', 'INVALID_FIELD'],
    ['unknown field', { ...boy, lat: 1 }, 'lat', 'INVALID_FIELD'],
  ])('%s is 400 in the N envelope', async (_l, body, field, code) => {
    const res = await postJson('/n/api/dosha', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, error: { code, field } });
  });
  it('wrong content type is 415 in the N envelope', async () => {
    const res = await call('/n/api/dosha', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({
      success: false,
      error: { code: 'UNSUPPORTED_MEDIA_TYPE' },
    });
  });
});

describe('POST /n/api/match', () => {
  it('answers 8 kootas, score and maxScore 36, with Manglik alongside', async () => {
    const res = await postJson('/n/api/match', { person1: boy, person2: girl });
    expect(res.status).toBe(200);
    const body = await res.json<{
      success: boolean;
      score: number;
      maxScore: number;
      data: {
        kootas: Array<{ name: string; points: number; max: number; reason: string }>;
        total: number;
        manglik: { compatible: boolean };
      };
    }>();
    expect(body.success).toBe(true);
    expect(body.maxScore).toBe(36);
    expect(body.data.kootas.map((k) => [k.name, k.max])).toEqual([
      ['Varna', 1],
      ['Vashya', 2],
      ['Tara', 3],
      ['Yoni', 4],
      ['Graha Maitri', 5],
      ['Gana', 6],
      ['Bhakoot', 7],
      ['Nadi', 8],
    ]);
    const sum = body.data.kootas.reduce((s, k) => s + k.points, 0);
    expect(body.score).toBeCloseTo(sum, 10);
    expect(body.data.total).toBe(body.score);
    for (const k of body.data.kootas) expect(k.reason.length).toBeGreaterThan(0);
    expect(typeof body.data.manglik.compatible).toBe('boolean');
  });
  it('names the koota tables used: common by default, others by name in options', async () => {
    const d = await (
      await postJson('/n/api/match', { person1: boy, person2: girl })
    ).json<{ data: { variants: Record<string, unknown> } }>();
    expect(d.data.variants).toMatchObject({
      yoni: 'common',
      gana: 'common',
      vashya: 'group-table',
    });
    const o = await (
      await postJson('/n/api/match', {
        person1: boy,
        person2: girl,
        options: { yoni: 'saravali', gana: 'transposed', vashya: 'saravali' },
      })
    ).json<{ data: { variants: Record<string, unknown> } }>();
    expect(o.data.variants).toMatchObject({
      yoni: 'saravali',
      gana: 'transposed',
      vashya: 'saravali',
    });
  });
  it('person1 is the boy: swapping partners can change the score', async () => {
    const a = await (
      await postJson('/n/api/match', { person1: boy, person2: girl })
    ).json<{ data: { boy: { moonLonDeg: number } } }>();
    const b = await (
      await postJson('/n/api/match', { person1: girl, person2: boy })
    ).json<{ data: { boy: { moonLonDeg: number } } }>();
    expect(a.data.boy.moonLonDeg).not.toBe(b.data.boy.moonLonDeg);
  });
  it('uses the same engine as Family R: the Moon agrees to the last digit', async () => {
    const n = await (
      await postJson('/n/api/match', { person1: boy, person2: girl })
    ).json<{ data: { boy: { moonLonDeg: number } } }>();
    const r = await (
      await postJson('/api/chart', {
        year: 1990,
        month: 5,
        day: 17,
        hour: 12,
        minute: 15,
        lat: 28.6139,
        lon: 77.209,
        tzHours: 5.5,
      })
    ).json<{ grahas: Array<{ longitude: number }> }>();
    expect(n.data.boy.moonLonDeg).toBe(r.grahas[1]!.longitude);
  });
  it.each([
    ['missing person2', { person1: boy }, 'person2'],
    [
      'person1 latitude out of range',
      { person1: { ...boy, latitude: -91 }, person2: girl },
      'person1.latitude',
    ],
    ['person2 minute 60', { person1: boy, person2: { ...girl, minute: 60 } }, 'person2.minute'],
    ['bad option', { person1: boy, person2: girl, options: { gana: 'strict' } }, 'options.gana'],
    [
      'unknown yoni table',
      { person1: boy, person2: girl, options: { yoni: 'south' } },
      'options.yoni',
    ],
    ['person1 not an object', { person1: 'boy', person2: girl }, 'person1'],
  ])('%s is 400 naming %s', async (_l, body, field) => {
    const res = await postJson('/n/api/match', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, error: { field } });
  });
  it('person1.year out of range has the epoch code', async () => {
    const res = await postJson('/n/api/match', { person1: { ...boy, year: 3000 }, person2: girl });
    expect(await res.json()).toMatchObject({
      error: { code: 'OUT_OF_EPOCH_RANGE', field: 'person1.year' },
    });
  });
});
