/** Family N `GET /n/api/panchang?city&date`: the city table, limb end times, defaults and errors. */
import { describe, expect, it } from 'vitest';
import { call } from '../../helpers.js';
import { CITIES, CITY_SLUGS } from '../../../src/routes/n/cities.js';
import { panchangForDay } from '../../../src/engine/panchang/index.js';
import { zoneAt } from '../../../src/platform/zone-lookup.js';

describe('city table', () => {
  it('has at least 30 Indian cities with unique slugs, each inside India and on IST', () => {
    expect(CITIES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(CITY_SLUGS).size).toBe(CITIES.length);
    for (const c of CITIES) {
      expect(c.slug).toMatch(/^[a-z-]+$/);
      expect(c.lat).toBeGreaterThan(6);
      expect(c.lat).toBeLessThan(37);
      expect(c.lon).toBeGreaterThan(68);
      expect(c.lon).toBeLessThan(98);
      expect(c.zone).toBe('Asia/Kolkata');
      // the boundary lookup agrees that each city's coordinates are on India Standard Time
      expect(zoneAt(c.lat, c.lon), c.slug).toBe('Asia/Kolkata');
    }
  });
});

describe('GET /n/api/panchang', () => {
  it('answers {success, data: {panchang, planets, moon, sun}} with every limb and its end', async () => {
    const res = await call('/n/api/panchang?city=varanasi&date=2026-11-24');
    expect(res.status).toBe(200);
    const j = await res.json<any>();
    expect(j.success).toBe(true);
    expect(Object.keys(j.data)).toEqual(['city', 'date', 'panchang', 'planets', 'moon', 'sun']);
    expect(j.data.city.name).toBe('Varanasi');
    const engine = panchangForDay(
      { year: 2026, month: 11, day: 24 },
      { latDeg: 25.3176, lonDeg: 82.9739, zone: { ianaZone: 'Asia/Kolkata' } },
    );
    expect(j.data.panchang.tithi.map((t: any) => t.name)).toEqual(engine.tithi.map((t) => t.name));
    expect(j.data.panchang.tithi[0].end.iso).toBe(engine.tithi[0]!.end.iso);
    expect(j.data.panchang.tithi[0].end.time).toMatch(/^\d\d:\d\d$/);
    expect(j.data.planets).toHaveLength(9);
    expect(j.data.sun.rise.time).toMatch(/^0[56]:\d\d$/);
    expect(j.data.moon.nakshatra).toBe(engine.moon.nakshatra);
  });

  it('defaults to delhi and today in India', async () => {
    const res = await call('/n/api/panchang');
    expect(res.status).toBe(200);
    const j = await res.json<any>();
    expect(j.data.city.slug).toBe('delhi');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    expect(j.data.date).toBe(today);
  });

  it('an unknown slug is 400 listing the slugs', async () => {
    const res = await call('/n/api/panchang?city=atlantis');
    expect(res.status).toBe(400);
    const j = await res.json<any>();
    expect(j.success).toBe(false);
    expect(j.error.field).toBe('city');
    expect(j.error.message).toContain('delhi');
    expect(j.error.message).toContain('port-blair');
  });

  it.each([
    ['date=2026-13-01', 'date'],
    ['date=3000-01-01', 'date'],
    ['town=delhi', 'town'],
  ])('%s is 400 naming %s', async (qs, field) => {
    const res = await call(`/n/api/panchang?${qs}`);
    expect(res.status).toBe(400);
    expect((await res.json<any>()).error.field).toBe(field);
  });

  it('is deterministic for a given city and date', async () => {
    const a = await (await call('/n/api/panchang?city=chennai&date=2025-01-14')).text();
    const b = await (await call('/n/api/panchang?city=chennai&date=2025-01-14')).text();
    expect(a).toBe(b);
  });
});
