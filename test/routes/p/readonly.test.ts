/**
 * Family P's read-only routes: panchanga (zone from a boundary lookup), transit-today, language
 * negotiation and status. CORS is open on every answer, errors included.
 */
import { describe, expect, it } from 'vitest';
import { call } from '../../helpers.js';
import { negotiateLang, parseAcceptLanguage } from '../../../src/routes/p/lang.js';
import { panchangaAnswer } from '../../../src/routes/p/panchanga.js';
import { transitAt } from '../../../src/routes/p/transit-today.js';
import { grahaPositions } from '../../../src/engine/ephemeris/index.js';
import { jdUtFromUnixMs } from '../../../src/engine/time/julian.js';
import { zoneAt } from '../../../src/platform/zone-lookup.js';

describe('zone lookup', () => {
  it.each([
    [28.6139, 77.209, 'Asia/Kolkata'],
    [40.7128, -74.006, 'America/New_York'],
    [51.5072, -0.1276, 'Europe/London'],
    [-33.8688, 151.2093, 'Australia/Sydney'],
    [27.7172, 85.324, 'Asia/Kathmandu'],
    [23.8103, 90.4125, 'Asia/Dhaka'],
    [35.6762, 139.6503, 'Asia/Tokyo'],
  ])('(%s, %s) is %s', (lat, lon, zone) => {
    expect(zoneAt(lat, lon)).toBe(zone);
  });
});

describe('GET /p/api/panchanga', () => {
  it('New Delhi: the five limbs at sunrise and the muhurta ranges with a zone suffix', async () => {
    const res = await call('/p/api/panchanga?date=2026-11-24&lat=28.6139&lng=77.209');
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const j = await res.json<any>();
    expect(j.date).toBe('2026-11-24');
    expect(j.location.tz).toBe('Asia/Kolkata');
    expect(j.panchanga.nakshatra.of).toBe(27);
    expect(j.panchanga.tithi.index).toBeGreaterThanOrEqual(1);
    expect(j.panchanga.tithi.index).toBeLessThanOrEqual(30);
    expect(['Shukla', 'Krishna']).toContain(j.panchanga.tithi.paksha);
    expect(j.panchanga.vara).toEqual({ name: 'Mangalavara', day: 'Tuesday' });
    for (const k of ['brahma', 'abhijit', 'rahu_kala'])
      expect(j.muhurta[k]).toMatch(/^\d\d:\d\d-\d\d:\d\d UTC\+05:30$/);
    // Tuesday: Rahu kalam is the 7th eighth of the day: afternoon, one eighth of a ~10.6 h November day
    const [a, b] = (j.muhurta.rahu_kala as string)
      .slice(0, 11)
      .split('-')
      .map((t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3)));
    expect(a).toBeGreaterThan(14 * 60);
    expect(b! - a!).toBeGreaterThan(75);
    expect(b! - a!).toBeLessThan(84);
  });

  it('the zone follows the place: New York answers in America/New_York with its offset', async () => {
    const j = panchangaAnswer({ date: '2026-07-04', lat: 40.7128, lng: -74.006 });
    expect(j.location.tz).toBe('America/New_York');
    expect(j.muhurta.abhijit).toMatch(/UTC-04:00$/);
  });

  it('an explicit tz overrides the lookup', () => {
    const j = panchangaAnswer({ date: '2026-07-04', lat: 40.7128, lng: -74.006, tz: 'UTC' });
    expect(j.location.tz).toBe('UTC');
    expect(j.location.tz_source).toBe('query');
  });

  it('a polar day answers 200 with null muhurta windows and a note', async () => {
    const res = await call('/p/api/panchanga?date=2026-06-21&lat=78.22&lng=15.65');
    expect(res.status).toBe(200);
    const j = await res.json<any>();
    expect(j.muhurta.brahma).toBeNull();
    expect(j.muhurta.note).toContain('polar');
    expect(j.panchanga.tithi.name).toBeTruthy();
  });

  it.each([
    ['', 'date'],
    ['?lat=28&lng=77', 'date'],
    ['?date=2026-11-24&lng=77', 'lat'],
    ['?date=2026-11-24&lat=28', 'lng'],
    ['?date=2026-02-30&lat=28&lng=77', 'date'],
    ['?date=2026-11-24&lat=91&lng=77', 'lat'],
    ['?date=2026-11-24&lat=28&lng=abc', 'lng'],
    ['?date=2026-11-24&lat=28&lng=77&tz=%2B05:30', 'tz'],
    ['?date=2026-11-24&lat=28&lng=77&tz=Mars/Olympus', 'tz'],
    ['?date=2026-11-24&lat=28&lng=77&lon=77', 'lon'],
  ])("%s is 400 in P's envelope naming %s", async (qs, field) => {
    const res = await call(`/p/api/panchanga${qs}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const j = await res.json<{
      error: { code: string; field: string; message: string };
      request_id: string;
    }>();
    expect(j.error.field).toBe(field);
    expect(j.request_id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('GET /p/api/transit-today', () => {
  it('the nine grahas with the spec fields, strings for degrees, cached for a minute', async () => {
    const res = await call('/p/api/transit-today');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    const j = await res.json<any>();
    expect(Object.keys(j.planets)).toEqual([
      'sun',
      'moon',
      'mars',
      'mercury',
      'jupiter',
      'venus',
      'saturn',
      'rahu',
      'ketu',
    ]);
    expect(j.ayanamsha_lahiri).toMatch(/^24\.\d{6}$/);
    for (const p of Object.values<any>(j.planets)) {
      expect(p.degrees).toMatch(/^\d{1,2}\.\d{4}$/);
      expect(Number(p.degrees)).toBeLessThan(30);
      expect([1, 2, 3, 4]).toContain(p.pada);
      expect(typeof p.retrograde).toBe('boolean');
    }
    expect(j.planets.rahu.retrograde).toBe(true);
    const again = await call('/p/api/transit-today', {
      headers: { 'if-none-match': res.headers.get('etag')! },
    });
    expect([200, 304]).toContain(again.status); // 304 unless the minute turned between the calls
  });

  it('is the engine longitude at the minute, to 0.0001 degree', () => {
    const minute = Date.UTC(2026, 10, 24, 6, 30);
    const t = transitAt(minute);
    const set = grahaPositions(jdUtFromUnixMs(minute));
    const moon = set.grahas.find((g) => g.name === 'Moon')!;
    expect(Math.abs(Number(t.planets.moon.longitude) - moon.siderealLonDeg)).toBeLessThan(0.00006);
    expect(t.date).toBe('2026-11-24T06:30:00.000Z');
  });

  it('takes no query string', async () => {
    const res = await call('/p/api/transit-today?x=1');
    expect(res.status).toBe(400);
  });
});

describe('GET /p/api/lang', () => {
  it('cookie first', async () => {
    const res = await call('/p/api/lang', {
      headers: { cookie: 'lang=ta', 'accept-language': 'hi' },
    });
    expect(await res.json()).toMatchObject({ lang: 'ta', reason: 'cookie', quality: 1 });
  });
  it('then Accept-Language by q-value, skipping unsupported languages', async () => {
    const res = await call('/p/api/lang', {
      headers: { 'accept-language': 'fr;q=1, de;q=0.95, bn;q=0.4, te;q=0.7' },
    });
    expect(await res.json()).toMatchObject({ lang: 'te', reason: 'accept-language', quality: 0.7 });
  });
  it('then the country of the IP, then English', () => {
    expect(negotiateLang({ country: 'IN' })).toEqual({
      lang: 'hi',
      reason: 'geo-ip',
      quality: 0.5,
    });
    expect(negotiateLang({ country: 'FR', acceptLanguage: 'fr' })).toEqual({
      lang: 'en',
      reason: 'default',
      quality: 0,
    });
    expect(negotiateLang({ cookie: 'klingon', acceptLanguage: 'gu-IN' })).toEqual({
      lang: 'gu',
      reason: 'accept-language',
      quality: 1,
    });
  });
  it('parses q-values per RFC 9110 (q=0 refused, bad tags ignored)', () => {
    expect(parseAcceptLanguage('hi-IN, hi;q=0.9, en;q=0, ml;q=0.8, @@;q=1')).toEqual([
      { tag: 'hi-IN', q: 1 },
      { tag: 'hi', q: 0.9 },
      { tag: 'ml', q: 0.8 },
    ]);
  });
});

describe('GET /p/api/status', () => {
  it('plain status does no I/O and says ok', async () => {
    const res = await call('/p/api/status');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });
  it('verbose probes KV, D1 and the Durable Object with latencies, and never shows a value', async () => {
    const res = await call('/p/api/status?verbose=1');
    const j = await res.json<any>();
    expect(j.status).toBe('ok');
    for (const k of ['kv', 'd1', 'durableObject']) {
      expect(j.checks[k].ok).toBe(true);
      expect(j.checks[k].latencyMs).toBeGreaterThanOrEqual(0);
    }
    expect(j.configured).toEqual({
      model: false,
      workersAi: false,
      email: false,
      messaging: false,
      paymentWebhook: false,
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
  it('an unknown verbose value is 400', async () => {
    expect((await call('/p/api/status?verbose=yes')).status).toBe(400);
  });
});

describe('GET /p/api/muhurta', () => {
  it('answers windows for a category with ranges and limbs', async () => {
    const res = await call('/p/api/muhurta?type=griha-pravesh&days=20&lat=19.076&lng=72.8777');
    expect(res.status).toBe(200);
    const j = await res.json<any>();
    expect(j.type).toBe('griha-pravesh');
    expect(j.category.source).toContain('Muhurta Chintamani');
    expect(j.days).toBe(20);
    for (const w of j.windows) {
      expect(w.range).toMatch(/^\d\d:\d\d-\d\d:\d\d UTC\+05:30$/);
      expect(w.minutes).toBeGreaterThanOrEqual(24);
    }
  });
  it.each([
    ['?type=haircut&lat=28&lng=77', 'type'],
    ['?type=marriage&days=61&lat=28&lng=77', 'days'],
    ['?type=marriage&days=0&lat=28&lng=77', 'days'],
    ['?type=marriage&days=1.5&lat=28&lng=77', 'days'],
    ['?type=marriage&lng=77', 'lat'],
    ['?type=marriage&lat=28', 'lng'],
  ])('%s is 400 naming %s', async (qs, field) => {
    const res = await call(`/p/api/muhurta${qs}`);
    expect(res.status).toBe(400);
    const j = await res.json<any>();
    expect(j.error.field).toBe(field);
    if (field === 'type') expect(j.error.message).toContain('griha-pravesh');
  });
  it("the spec's own request, type and days only: the caller's location from the edge, saying so", async () => {
    // Mumbai, as Cloudflare's request.cf gives it (strings), with its zone
    const res = await call('/p/api/muhurta?type=marriage&days=30', {
      cf: { latitude: '19.07600', longitude: '72.87770', timezone: 'Asia/Kolkata', city: 'Mumbai' },
    } as RequestInit);
    expect(res.status).toBe(200);
    const j = await res.json<any>();
    expect(j.location).toMatchObject({
      lat: 19.076,
      lng: 72.8777,
      tz: 'Asia/Kolkata',
      source: 'edge',
      name: 'Mumbai',
    });
    expect(j.location.note).toContain('request.cf');
    expect(j.days).toBe(30);
    // an answer for the caller's own place is never shared from a cache
    expect(res.headers.get('cache-control')).toBe('private, max-age=3600');
    const same = await (
      await call('/p/api/muhurta?type=marriage&days=30&lat=19.076&lng=72.8777')
    ).json<any>();
    expect(j.windows).toEqual(same.windows);
  });
  it('calendar.ics without lat and lng: the edge location, else New Delhi, named in X-WR-CALDESC and X-Place-Source', async () => {
    const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');
    // RFC 5545 TEXT, unescaped
    const calDesc = (ics: string) =>
      /^X-WR-CALDESC:(.*)$/m.exec(unfold(ics))![1]!.replace(/\\([,;\\])/g, '$1');
    const edge = await call('/p/api/calendar.ics', {
      cf: { latitude: '19.07600', longitude: '72.87770', timezone: 'Asia/Kolkata', city: 'Mumbai' },
    } as RequestInit);
    expect(edge.status).toBe(200);
    expect(edge.headers.get('x-place-source')).toBe('edge');
    expect(edge.headers.get('cache-control')).toBe('private, max-age=3600');
    const edgeIcs = await edge.text();
    expect(calDesc(edgeIcs)).toContain('19.0800,72.8800 (Asia/Kolkata)');
    expect(calDesc(edgeIcs)).toMatch(/Place: .*request\.cf\), Mumbai$/);
    const byDefault = await call('/p/api/calendar.ics');
    expect(byDefault.headers.get('x-place-source')).toBe('default');
    const defaultIcs = await byDefault.text();
    expect(calDesc(defaultIcs)).toContain('28.6100,77.2100 (Asia/Kolkata)');
    expect(calDesc(defaultIcs)).toContain('New Delhi');
    // the query's own place: no note, a shared cache may keep it
    const given = await call('/p/api/calendar.ics?lat=28.6139&lng=77.209');
    expect(given.headers.get('x-place-source')).toBe('query');
    expect(given.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(calDesc(await given.text())).not.toContain('Place:');
    const half = await call('/p/api/calendar.ics?lat=28.6');
    expect(half.status).toBe(400);
    expect((await half.json<any>()).error.field).toBe('lng');
  });
  it('without lat, lng or an edge location: New Delhi, saying so', async () => {
    const res = await call('/p/api/muhurta?type=marriage&days=30');
    expect(res.status).toBe(200);
    const j = await res.json<any>();
    expect(j.location).toMatchObject({
      lat: 28.6139,
      lng: 77.209,
      tz: 'Asia/Kolkata',
      source: 'default',
      name: 'New Delhi',
    });
    expect(j.location.note).toContain('New Delhi');
    expect(res.headers.get('cache-control')).toBe('private, max-age=3600');
    const given = await call('/p/api/muhurta?type=marriage&days=30&lat=28.6139&lng=77.209');
    expect((await given.json<any>()).location).toEqual({
      lat: 28.6139,
      lng: 77.209,
      tz: 'Asia/Kolkata',
      source: 'query',
    });
    expect(given.headers.get('cache-control')).toBe('public, max-age=3600');
  });
  it('an edge location that is not one (missing or out of range) falls back to New Delhi', async () => {
    for (const cf of [
      { latitude: '', longitude: '' },
      { latitude: '95', longitude: '10' },
      { country: 'IN' },
    ]) {
      const j = await (
        await call('/p/api/muhurta?type=marriage&days=3', { cf } as RequestInit)
      ).json<any>();
      expect(j.location.source).toBe('default');
    }
  });
  it('lists the categories', async () => {
    const j = await (await call('/p/api/muhurta/categories')).json<any>();
    expect(j.count).toBeGreaterThanOrEqual(10);
  });
});
