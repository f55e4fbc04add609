import { describe, expect, it } from 'vitest';
import { postJson } from '../../helpers.js';
import { r2GridMinutes } from '../../../src/routes/shared/reference/r2-rectify.js';

const BODY = {
  approx: '1990-05-17T12:15:00+05:30',
  windowMinutes: 60,
  lat: 28.6139,
  lon: 77.209,
  events: [
    { date: '2015-02-14', category: 'marriage' },
    { date: '2019-11-20', category: 'promotion' },
    { date: '2020-04-02', category: 'loss' },
  ],
};

describe('POST /r2/api/rectify', () => {
  it('searches approx plus or minus windowMinutes and answers 3 to 5 candidates', async () => {
    const res = await postJson('/r2/api/rectify', BODY);
    expect(res.status).toBe(200);
    const j = await res.json<{
      gridMinutes: number;
      gridPoints: number;
      window: { from: string; to: string };
      input: { offset: string };
      candidates: Array<{ time: string; events: Array<{ category: string }> }>;
    }>();
    expect(j.gridMinutes).toBe(1);
    expect(j.gridPoints).toBe(121);
    expect(j.window).toEqual({
      from: '1990-05-17T11:15:00+05:30',
      to: '1990-05-17T13:15:00+05:30',
    });
    expect(j.input.offset).toBe('+05:30');
    expect(j.candidates.length).toBeGreaterThanOrEqual(3);
    expect(j.candidates.length).toBeLessThanOrEqual(5);
    expect(j.candidates[0]!.events.map((e) => e.category)).toEqual([
      'marriage',
      'promotion',
      'loss',
    ]);
  });
  it('takes Z and negative offsets; the grid holds at most 241 instants', async () => {
    expect(r2GridMinutes(720)).toBe(6);
    expect(r2GridMinutes(120)).toBe(1);
    expect(r2GridMinutes(121)).toBe(2);
    const res = await postJson('/r2/api/rectify', {
      ...BODY,
      approx: '1990-05-17T06:45Z',
      windowMinutes: 720,
    });
    expect(res.status).toBe(200);
    expect((await res.json<{ gridPoints: number }>()).gridPoints).toBe(241);
    expect(
      (await postJson('/r2/api/rectify', { ...BODY, approx: '1990-05-17T06:45:30.5-03:00' }))
        .status,
    ).toBe(200);
  });
  it.each([
    [{ ...BODY, approx: '1990-05-17T12:15:00' }, 'approx'],
    [{ ...BODY, approx: '1990-05-17' }, 'approx'],
    [{ ...BODY, approx: '3000-05-17T12:15:00+05:30' }, 'approx'],
    [{ ...BODY, approx: '1990-02-30T12:15:00+05:30' }, 'approx'],
    [{ ...BODY, approx: '1990-05-17T12:15:00+15:00' }, 'approx'],
    [{ ...BODY, windowMinutes: 0 }, 'windowMinutes'],
    [{ ...BODY, windowMinutes: 721 }, 'windowMinutes'],
    [{ ...BODY, windowMinutes: 30.5 }, 'windowMinutes'],
    [{ ...BODY, lat: -91 }, 'lat'],
    [{ ...BODY, lon: 181 }, 'lon'],
    [{ ...BODY, events: [{ date: '2015-01-01', category: 'career-shift' }] }, 'events.0.category'],
    [{ ...BODY, events: [] }, 'events'],
    [{ ...BODY, events: [{ date: '2099-01-01', category: 'marriage' }] }, 'events.0.date'],
    [{ ...BODY, events: [{ date: '1990-05-17', category: 'marriage' }] }, 'events.0.date'],
    [{ ...BODY, gridMinutes: 5 }, 'gridMinutes'],
  ])('400 in E3 with a hint (%#)', async (body, field) => {
    const res = await postJson('/r2/api/rectify', body);
    expect(res.status).toBe(400);
    const j = await res.json<{ error: string; message: string; hint?: string }>();
    expect(j.message.startsWith(field)).toBe(true);
    expect(j.error).toMatch(/^[a-z-]+$/);
    if (field !== 'gridMinutes') expect(typeof j.hint).toBe('string');
  });
});
