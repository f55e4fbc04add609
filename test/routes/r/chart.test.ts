import { describe, expect, it } from 'vitest';
import fixture from '../../fixtures/chart-oracle.json';
import { GRAHA_NAMES } from '../../../src/engine/core/constants.js';
import { arcsecDiff, call, postJson } from '../../helpers.js';

/** Issue 2 asks for 1 arcminute; the engine core (issue 3) is held to arcseconds in test/engine. */
const TOL_ARCSEC = 60;

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

interface Chart {
  ok: true;
  input: Record<string, unknown>;
  settings: {
    ayanamsa: string;
    ayanamsaDeg: number;
    nodeMode: string;
    houseSystem: string;
    zodiac: string;
  };
  grahas: Array<{
    name: string;
    longitude: number;
    latitude: number;
    speed: number;
    retrograde: boolean;
    rashi: { index: number; name: string };
    degreeInRashi: number;
    nakshatra: { index: number; name: string; lord: string };
    pada: number;
  }>;
  lagna: {
    longitude: number;
    rashi: { index: number };
    nakshatra: { index: number };
    pada: number;
  };
}

describe('POST /api/chart (Family R)', () => {
  it('answers the first part of the SovereignChart', async () => {
    const res = await postJson('/api/chart', valid);
    expect(res.status).toBe(200);
    const c = await res.json<Chart>();
    expect(c.ok).toBe(true);
    expect(c.input).toMatchObject({
      ...valid,
      second: 0,
      utc: '1990-05-17T06:45:00.000Z',
      ayanamsa: 'lahiri',
      nodeMode: 'mean',
      houseSystem: 'whole_sign',
    });
    expect(c.settings).toMatchObject({
      ayanamsa: 'lahiri',
      nodeMode: 'mean',
      houseSystem: 'whole_sign',
      zodiac: 'sidereal',
    });
    expect(c.settings.ayanamsaDeg).toBeGreaterThan(23.7);
    expect(c.settings.ayanamsaDeg).toBeLessThan(23.8);
    expect(c.grahas.map((g) => g.name)).toEqual([...GRAHA_NAMES]);
    for (const g of c.grahas) {
      expect(g.longitude).toBeGreaterThanOrEqual(0);
      expect(g.longitude).toBeLessThan(360);
      expect(g.rashi.index).toBe(Math.floor(g.longitude / 30) + 1);
      expect(g.degreeInRashi).toBeCloseTo(g.longitude - (g.rashi.index - 1) * 30, 12);
      expect(g.nakshatra.index).toBe(Math.floor(g.longitude / (360 / 27)) + 1);
      expect(g.pada).toBe((Math.floor(g.longitude / (360 / 108)) % 4) + 1);
      expect(g.retrograde).toBe(g.speed < 0);
    }
    const rahu = c.grahas[7]!,
      ketu = c.grahas[8]!;
    expect(arcsecDiff(ketu.longitude, rahu.longitude + 180)).toBeLessThan(1e-6);
    expect(rahu.retrograde).toBe(true);
    expect(c.lagna.rashi.index).toBe(Math.floor(c.lagna.longitude / 30) + 1);
  });

  it('keeps full double precision in longitudes', async () => {
    const c = await (await postJson('/api/chart', valid)).json<Chart>();
    const decimals = c.grahas.map((g) => String(g.longitude).split('.')[1]?.length ?? 0);
    expect(Math.max(...decimals)).toBeGreaterThan(10);
  });

  it('echoes optional settings, accepting the kp alias', async () => {
    const res = await postJson('/api/chart', {
      ...valid,
      second: 30.5,
      name: 'A',
      ayanamsa: 'kp',
      nodeMode: 'true',
      houseSystem: 'equal',
    });
    const c = await res.json<Chart>();
    expect(c.settings).toMatchObject({
      ayanamsa: 'krishnamurti',
      nodeMode: 'true',
      houseSystem: 'equal',
    });
    expect(c.input).toMatchObject({ name: 'A', second: 30.5, utc: '1990-05-17T06:45:30.500Z' });
  });

  it('is deterministic apart from the request id', async () => {
    const a = await (await postJson('/api/chart', valid)).text();
    const b = await (await postJson('/api/chart', valid)).text();
    expect(a).toBe(b);
  });

  it(`agrees with Swiss Ephemeris (committed fixture, ${fixture.cases.length} charts) within ${TOL_ARCSEC}"`, async () => {
    let checked = 0;
    for (const k of fixture.cases) {
      const c = await (await postJson('/api/chart', k.input)).json<Chart>();
      for (const g of c.grahas) {
        const ref = (k.siderealDeg as Record<string, number>)[g.name]!;
        expect(arcsecDiff(g.longitude, ref), `${g.name} ${JSON.stringify(k.input)}`).toBeLessThan(
          TOL_ARCSEC,
        );
        checked++;
      }
      expect(
        arcsecDiff(c.lagna.longitude, k.ascendantDeg),
        `lagna ${JSON.stringify(k.input)}`,
      ).toBeLessThan(TOL_ARCSEC);
      expect(Math.abs(c.settings.ayanamsaDeg - k.ayanamsaDeg) * 3600).toBeLessThan(0.01);
      checked++;
    }
    expect(checked).toBe(fixture.cases.length * 10);
  });

  it('GET is 405 with Allow: POST, in E1', async () => {
    const res = await call('/api/chart');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST, OPTIONS');
    expect(await res.json()).toMatchObject({ ok: false, error: { code: 'METHOD_NOT_ALLOWED' } });
  });
});
