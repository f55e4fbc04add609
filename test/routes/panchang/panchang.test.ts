import { describe, expect, it } from 'vitest';
import { call } from '../../helpers.js';

interface Inst {
  jdUt: number;
  iso: string;
}
interface Limb {
  index0: number;
  name: string;
  start: Inst;
  end: Inst;
}
interface Live {
  place: { name: string; lat: number; lon: number; zone: string };
  at: Inst;
  date: string;
  convention: string;
  ayanamsa: string;
  sunrise: Inst;
  sunset: Inst;
  nextSunrise: Inst;
  vara: { name: string };
  tithi: Array<Limb & { paksha: string }>;
  nakshatra: Limb[];
  yoga: Limb[];
  karana: Limb[];
  current: { tithi: Limb; nakshatra: Limb & { pada: number }; yoga: Limb; karana: Limb };
  sunAt: { siderealLonDeg: number };
  moonAt: { siderealLonDeg: number };
  sun: { siderealLonDeg: number };
  moon: { siderealLonDeg: number };
  lunarMonth: { amanta: { name: string }; purnimanta: { name: string } };
  eras: { vikramSamvat: number; samvatsara: { north: { name: string } } };
}

describe('GET /api/panchang', () => {
  it('answers the live panchang of the current instant at New Delhi', async () => {
    const before = Date.now();
    const res = await call('/api/panchang');
    const after = Date.now();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    const b = await res.json<Live>();
    expect(b.place).toEqual({ name: 'New Delhi', lat: 28.6139, lon: 77.209, zone: 'Asia/Kolkata' });
    expect(b.convention).toBe('hindu');
    expect(b.ayanamsa).toBe('lahiri');
    // the instant answered is the request's "now"
    const atMs = Date.parse(b.at.iso);
    expect(atMs).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 - 1000);
    expect(atMs).toBeLessThanOrEqual(after + 1000);
    expect(b.at.iso).toMatch(/\+05:30$/);
    // the savana day contains the instant
    expect(b.sunrise.jdUt).toBeLessThanOrEqual(b.at.jdUt);
    expect(b.at.jdUt).toBeLessThan(b.nextSunrise.jdUt);
    // every current limb is one of the day's entries and covers the instant
    for (const k of ['tithi', 'nakshatra', 'yoga', 'karana'] as const) {
      const cur = b.current[k];
      expect(cur.start.jdUt).toBeLessThanOrEqual(b.at.jdUt);
      expect(b.at.jdUt).toBeLessThan(cur.end.jdUt);
      expect(b[k].some((e) => e.index0 === cur.index0 && e.start.jdUt === cur.start.jdUt)).toBe(
        true,
      );
      // consecutive entries tile the day
      for (let i = 1; i < b[k].length; i++) expect(b[k][i]!.start.jdUt).toBe(b[k][i - 1]!.end.jdUt);
    }
    expect(['Shukla', 'Krishna']).toContain(b.tithi[0]!.paksha);
    expect(b.current.nakshatra.pada).toBeGreaterThanOrEqual(1);
    expect(b.current.nakshatra.pada).toBeLessThanOrEqual(4);
    for (const p of [b.sunAt, b.moonAt, b.sun, b.moon]) {
      expect(p.siderealLonDeg).toBeGreaterThanOrEqual(0);
      expect(p.siderealLonDeg).toBeLessThan(360);
    }
    expect(b.vara.name).toMatch(/vara$/);
    expect(b.lunarMonth.amanta.name).toBeTruthy();
    expect(b.eras.vikramSamvat).toBeGreaterThan(2000);
    expect(b.eras.samvatsara.north.name).toBeTruthy();
  });

  it('treats a bare "?" as no query string', async () => {
    expect((await call('/api/panchang?')).status).toBe(200);
  });

  it.each(['?x=1', '?date=2026-01-01', '?lat=28&lon=77', '?x'])(
    'refuses the query string %s with 400 E2',
    async (qs) => {
      const res = await call('/api/panchang' + qs);
      expect(res.status).toBe(400);
      const b = await res.json<{ error: string; message: string; field: string }>();
      expect(b.error).toBe('query-not-allowed');
      expect(b.field).toBe(new URLSearchParams(qs).keys().next().value);
      expect(b.message).toContain(b.field);
    },
  );

  it('answers 405 E2 to POST', async () => {
    const res = await call('/api/panchang', { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toContain('GET');
    expect((await res.json<{ error: string }>()).error).toBe('method-not-allowed');
  });
});
