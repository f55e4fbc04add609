import { describe, expect, it } from 'vitest';
import { postJson } from '../helpers.js';
import { issueKey } from './t/t-helpers.js';

/** docs/design.md: the same moment and place give the same longitudes in every family, to the last digit. */
describe('one engine under every family', () => {
  it('R chart, R versioned chart, R2 chart, N chart and N match agree to the last digit', async () => {
    const r = await (
      await postJson('/api/chart', {
        year: 1984,
        month: 10,
        day: 31,
        hour: 9,
        minute: 20,
        second: 0,
        lat: 28.6139,
        lon: 77.209,
        tzHours: 5.5,
      })
    ).json<{ grahas: Array<{ name: string; longitude: number }>; lagna: { longitude: number } }>();
    const v = await (
      await postJson('/api/v1/service/chart', {
        birthDate: '1984-10-31',
        birthTime: '09:20:00',
        birthPlace: { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' },
        ayanamsa: 'lahiri',
      })
    ).json<{ grahas: Array<{ name: string; nirayana: number }>; lagna: { nirayana: number } }>();
    const r2res = await postJson(
      '/r2/api/chart',
      { date: '1984-10-31', time: '09:20', lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' },
      { 'cf-connecting-ip': '10.77.0.1' },
    );
    expect(r2res.status).toBe(200);
    const r2 = await r2res.json<{ grahas: Array<{ name: string; longitude: number }> }>();
    const n = await (
      await postJson('/n/api/match', {
        person1: {
          year: 1984,
          month: 10,
          day: 31,
          hour: 9,
          minute: 20,
          latitude: 28.6139,
          longitude: 77.209,
          timezone: 5.5,
        },
        person2: {
          year: 1984,
          month: 10,
          day: 31,
          hour: 9,
          minute: 20,
          latitude: 28.6139,
          longitude: 77.209,
          timezone: 5.5,
        },
      })
    ).json<{ data: { boy: { moonLonDeg: number } } }>();
    const nChart = await (
      await postJson('/n/api/chart', {
        year: 1984,
        month: 10,
        day: 31,
        hour: 9,
        minute: 20,
        latitude: 28.6139,
        longitude: 77.209,
        timezone: 5.5,
        asOf: '2026-01-01',
      })
    ).json<{
      data: { grahas: Array<{ name: string; longitude: number }>; lagna: { longitude: number } };
    }>();
    expect(v.grahas.map((g) => g.nirayana)).toEqual(r.grahas.map((g) => g.longitude));
    expect(nChart.data.grahas.map((g) => [g.name, g.longitude])).toEqual(
      r.grahas.map((g) => [g.name, g.longitude]),
    );
    expect(nChart.data.lagna.longitude).toBe(r.lagna.longitude);
    expect(v.lagna.nirayana).toBe(r.lagna.longitude);
    expect(r2.grahas.map((g) => g.longitude)).toEqual(r.grahas.map((g) => g.longitude));
    expect(n.data.boy.moonLonDeg).toBe(r.grahas[1]!.longitude);
  });

  it('T chart, T bulk and T planets agree with R to the last digit', async () => {
    const r = await (
      await postJson('/api/chart', {
        year: 1984,
        month: 10,
        day: 31,
        hour: 9,
        minute: 20,
        second: 0,
        lat: 28.6139,
        lon: 77.209,
        tzHours: 5.5,
      })
    ).json<{ grahas: Array<{ longitude: number }>; lagna: { longitude: number } }>();
    const key = (await issueKey({ tier: 'pro' })).key;
    const birth = { datetime: '1984-10-31T09:20:00+05:30', lat: 28.6139, lon: 77.209 };
    const t = await (
      await postJson('/t/api/chart', { birth }, { authorization: `Bearer ${key}` })
    ).json<{ grahas: Array<{ longitude_deg: number }>; lagna: { longitude_deg: number } }>();
    const bulk = await (
      await postJson('/t/api/charts/bulk', { births: [birth] }, { authorization: `Bearer ${key}` })
    ).json<{ charts: Array<{ grahas: Array<{ longitude_deg: number }> }> }>();
    const planets = await (
      await postJson(
        '/t/api/planets',
        { datetime: birth.datetime },
        { authorization: `Bearer ${key}` },
      )
    ).json<{ grahas: Array<{ longitude_deg: number }> }>();
    const rLons = r.grahas.map((g) => g.longitude);
    expect(t.grahas.map((g) => g.longitude_deg)).toEqual(rLons);
    expect(t.lagna.longitude_deg).toBe(r.lagna.longitude);
    expect(bulk.charts[0]!.grahas.map((g) => g.longitude_deg)).toEqual(rLons);
    expect(planets.grahas.map((g) => g.longitude_deg)).toEqual(rLons);
  });

  it('V chart, batch and planets agree with R, N and T to the last digit', async () => {
    const moment = { year: 1984, month: 10, day: 31, hour: 9, minute: 20 };
    const r = await (
      await postJson('/api/chart', {
        ...moment,
        second: 0,
        lat: 28.6139,
        lon: 77.209,
        tzHours: 5.5,
      })
    ).json<{ grahas: Array<{ longitude: number }>; lagna: { longitude: number } }>();
    const n = await (
      await postJson('/n/api/chart', {
        ...moment,
        latitude: 28.6139,
        longitude: 77.209,
        timezone: 5.5,
        asOf: '2026-01-01',
      })
    ).json<{ data: { grahas: Array<{ longitude: number }>; lagna: { longitude: number } } }>();
    const tKey = (await issueKey({ tier: 'pro' })).key;
    const t = await (
      await postJson(
        '/t/api/chart',
        { birth: { datetime: '1984-10-31T09:20:00+05:30', lat: 28.6139, lon: 77.209 } },
        { authorization: `Bearer ${tKey}` },
      )
    ).json<{ grahas: Array<{ longitude_deg: number }> }>();
    const vk = await (
      await postJson(
        '/v1/keys',
        { email: 'cross@example.com' },
        { 'cf-connecting-ip': '10.77.0.9' },
      )
    ).json<{ key: string }>();
    const vBirth = {
      date: '1984-10-31',
      time: '09:20:00',
      lat: 28.6139,
      lon: 77.209,
      tz: 'Asia/Kolkata',
    };
    const v = await (
      await postJson('/v1/chart', vBirth, { authorization: `Bearer ${vk.key}` })
    ).json<{
      chart: { planets: Array<{ longitude_deg: number }>; lagna: { longitude_deg: number } };
    }>();
    const vb = await (
      await postJson(
        '/v1/charts/batch',
        { births: [vBirth] },
        { authorization: `Bearer ${vk.key}` },
      )
    ).json<{ charts: Array<{ planets: Array<{ longitude_deg: number }> }> }>();
    const rLons = r.grahas.map((g) => g.longitude);
    const vLons = v.chart.planets.map((g) => g.longitude_deg);
    expect(vLons).toEqual(rLons);
    expect(vLons).toEqual(n.data.grahas.map((g) => g.longitude));
    expect(vLons).toEqual(t.grahas.map((g) => g.longitude_deg));
    expect(vb.charts[0]!.planets.map((g) => g.longitude_deg)).toEqual(rLons);
    expect(v.chart.lagna.longitude_deg).toBe(r.lagna.longitude);
    expect(n.data.lagna.longitude).toBe(r.lagna.longitude);
  });
});
