import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { call } from '../../helpers.js';
import { utsavaKey } from '../../../src/platform/feeds/utsava-store.js';
import { ENGINE_VERSION } from '../../../src/platform/engine-build.js';

interface Item {
  id: string;
  uid: string;
  name: string;
  kind: string;
  date: string;
  tithi: { name: string; paksha: string } | null;
  nakshatra: { index0: number; name: string };
  tradition: string;
  rule: string;
  shastraAnchor: string;
  ruleApplied: { vyapti: string; case: string; tieBreak: string | null };
}
interface Doc {
  year: number;
  place: { name: string | null; lat: number; lon: number; zone: string };
  count: number;
  utsavas: Item[];
}

describe('GET /api/utsavas', () => {
  it('answers {count, utsavas[]} for New Delhi with the rule and shastra anchor of every item', async () => {
    const res = await call('/api/utsavas?year=2026');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(res.headers.get('content-type')).toContain('application/json');
    const b = await res.json<Doc>();
    expect(b.year).toBe(2026);
    expect(b.place).toEqual({ name: 'New Delhi', lat: 28.6139, lon: 77.209, zone: 'Asia/Kolkata' });
    expect(b.count).toBe(b.utsavas.length);
    expect(b.count).toBeGreaterThanOrEqual(60);
    for (const u of b.utsavas) {
      expect(u.date).toMatch(/^2026-\d{2}-\d{2}$/);
      expect(u.name.length).toBeGreaterThan(0);
      expect(u.rule.length).toBeGreaterThan(0);
      expect(u.shastraAnchor.length).toBeGreaterThan(0);
      expect(u.tradition.length).toBeGreaterThan(0);
      expect(u.ruleApplied.vyapti.length).toBeGreaterThan(0);
      expect(typeof u.nakshatra.name).toBe('string');
      expect(u.tithi === null || typeof u.tithi.name === 'string').toBe(true);
    }
    const dates = b.utsavas.map((u) => u.date);
    expect([...dates].sort()).toEqual(dates);
    expect(b.utsavas.filter((u) => u.kind === 'ekadashi').length).toBeGreaterThanOrEqual(48);
    // where traditions differ both are listed, each named with its tradition and rule
    const j = b.utsavas.filter((u) => u.id.startsWith('krishna-janmashtami'));
    expect(j.map((u) => u.tradition).sort()).toEqual(['smarta', 'vaishnava']);
    const vishu = b.utsavas.find((u) => u.id === 'vishu')!;
    expect(vishu).toMatchObject({
      date: '2026-04-15',
      tradition: 'kerala',
      ruleApplied: { case: 'sankranti', tieBreak: 'after sunrise: the next day' },
    });
    expect(new Set(b.utsavas.map((u) => u.uid)).size).toBe(b.count);
    // the document is what KV holds for the year
    expect(await env.CACHE.get(utsavaKey(2026, 'delhi'), 'json')).toEqual(b);
  });

  it('serves a prerendered year from KV without computing it', async () => {
    const key = `utsavas:v${ENGINE_VERSION}:t:1951:delhi:north:local`;
    expect(utsavaKey(1951, 'delhi')).toBe(key);
    const stored = JSON.stringify({
      year: 1951,
      count: 1,
      utsavas: [{ date: '1951-01-01', name: 'from KV' }],
    });
    await env.CACHE.put(key, stored);
    const res = await call('/api/utsavas?year=1951');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-utsavas-source')).toBe('kv');
    expect(await res.text()).toBe(stored);
  });

  it('computes a year that is not stored, stores it, and serves it again from the cache', async () => {
    expect(await env.CACHE.get(utsavaKey(1952, 'delhi'))).toBeNull();
    const first = await call('/api/utsavas?year=1952');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-utsavas-source')).toBe('computed');
    const text = await first.text();
    expect(await env.CACHE.get(utsavaKey(1952, 'delhi'))).toBe(text);
    const second = await call('/api/utsavas?year=1952');
    expect(['edge', 'kv']).toContain(second.headers.get('x-utsavas-source'));
    expect(second.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await second.text()).toBe(text);
  });

  it('computes any place given by lat, lon and tz (rounded to 0.01 degree), under its own key', async () => {
    const res = await call('/api/utsavas?year=2025&lat=13.0827&lon=80.2707&tz=5.5');
    expect(res.status).toBe(200);
    const b = await res.json<Doc>();
    expect(b.place).toEqual({ name: null, lat: 13.08, lon: 80.27, zone: 'UTC+5.5' });
    expect(b.count).toBeGreaterThanOrEqual(60);
    expect(await env.CACHE.get(utsavaKey(2025, '13.08,80.27,5.5'), 'json')).toEqual(b);
  });

  it('decides the days by the tradition asked for, each tradition under its own cache key', async () => {
    // a north document stored for 1953 is never served for tamil (KV and the edge cache key on the tradition)
    await env.CACHE.put(
      utsavaKey(1953, 'delhi'),
      JSON.stringify({ year: 1953, count: 0, utsavas: [], tradition: 'north' }),
    );
    expect((await call('/api/utsavas?year=1953')).headers.get('x-utsavas-source')).toBe('kv');
    const tamil = await call('/api/utsavas?year=1953&tradition=tamil');
    expect(tamil.headers.get('x-utsavas-source')).toBe('computed');
    const t = await tamil.json<Doc & { tradition: string; observe: string; monthSystem: string }>();
    expect(t).toMatchObject({ tradition: 'tamil', observe: 'local', monthSystem: 'amanta' });
    expect(t.utsavas.some((u) => u.id === 'thaipusam')).toBe(true);
    expect(
      await env.CACHE.get(
        utsavaKey(1953, 'delhi', { tradition: 'tamil', observe: 'local' }),
        'json',
      ),
    ).toEqual(t);
    // Onam 2018 at Thiruvananthapuram under kerala: 25 August (Thiruvonam held that sunrise for 3 h 31 min)
    const k = await (
      await call('/api/utsavas?year=2018&lat=8.52&lon=76.94&tz=5.5&tradition=kerala')
    ).json<Doc & { tradition: string }>();
    expect(k.tradition).toBe('kerala');
    expect(
      k.utsavas
        .filter((u) => ['first-onam', 'onam', 'third-onam'].includes(u.id))
        .map((u) => `${u.id} ${u.date}`),
    ).toEqual(['first-onam 2018-08-24', 'onam 2018-08-25', 'third-onam 2018-08-26']);
  });

  it("observe=india gives the dates the tradition's homeland keeps, computed at its reference city, and says so", async () => {
    const georgetown = '/api/utsavas?year=2024&lat=6.8&lon=-58.16&tz=-4';
    const india = await (
      await call(`${georgetown}&observe=india`)
    ).json<Doc & { observe: string; tradition: string }>();
    expect(india).toMatchObject({
      observe: 'india',
      tradition: 'north',
      place: { name: 'New Delhi', lat: 28.6139, lon: 77.209, zone: 'Asia/Kolkata' },
    });
    // the same days as New Delhi's own calendar (Diwali 1 November 2024)
    const delhi = await (await call('/api/utsavas?year=2024')).json<Doc>();
    expect(india.utsavas.map((u) => `${u.id} ${u.date}`)).toEqual(
      delhi.utsavas.map((u) => `${u.id} ${u.date}`),
    );
    expect(india.utsavas.find((u) => u.id === 'diwali-lakshmi-puja')!.date).toBe('2024-11-01');
    const nepal = await (
      await call('/api/utsavas?year=2013&observe=india&tradition=nepali')
    ).json<Doc>();
    expect(nepal.place.name).toBe('Kathmandu');
    expect(nepal.utsavas.find((u) => u.id === 'dussehra')!.date).toBe('2013-10-14');
  });

  it('assamese on R and R2: the Bihus at Guwahati, the same answer on both', async () => {
    const path = '/api/utsavas?year=2024&tradition=assamese&observe=india';
    const r = await call(path);
    expect(r.status).toBe(200);
    const a = await r.json<Doc & { tradition: string; observe: string }>();
    expect(a).toMatchObject({
      tradition: 'assamese',
      observe: 'india',
      place: { name: 'Guwahati' },
    });
    // Bohag 1 is the day after the Mesha sankranti's civil date (13 April 21:04 IST); Kati Bihu the Tula sankranti's (17 October 07:43 IST)
    const day = (d: Doc, id: string) => d.utsavas.find((u) => u.id === id)?.date;
    expect([day(a, 'bohag-bihu'), day(a, 'kati-bihu'), day(a, 'kali-puja')]).toEqual([
      '2024-04-14',
      '2024-10-17',
      '2024-10-31',
    ]);
    const r2 = await call(`/r2${path}`, { headers: { 'cf-connecting-ip': '10.77.31.1' } });
    expect(r2.status).toBe(200);
    expect((await r2.json<Doc>()).utsavas.map((u) => `${u.id} ${u.date}`)).toEqual(
      a.utsavas.map((u) => `${u.id} ${u.date}`),
    );
  });

  const bad: Array<[string, string, string, string?]> = [
    ['?year=2026&tradition=klingon', 'tradition', 'an unknown tradition'],
    ['?year=2026&tradition=North', 'tradition', 'a tradition in capitals'],
    ['?year=2026&observe=mars', 'observe', 'an unknown observance'],
    ['', 'year', 'no year'],
    ['?year=', 'year', 'an empty year'],
    ['?year=-1401', 'year', 'a year before the supported range (-1400)'],
    ['?year=3000', 'year', 'a year after the supported range (2999)'],
    ['?year=20x6', 'year', 'a year that is not a number'],
    ['?year=2026.5', 'year', 'a fractional year'],
    ['?year=2026&city=delhi', 'city', 'an unknown key'],
    ['?year=2026&year=2027', 'year', 'a repeated key'],
    ['?year=2026&lat=13', 'lon', 'a partial place'],
    ['?year=2026&lat=95&lon=80&tz=5.5', 'lat', 'lat out of range'],
    ['?year=2026&lat=13&lon=80&tz=15', 'tz', 'tz out of range'],
  ];
  it.each(bad)('GET /api/utsavas%s is 400 E2 naming %s (%s)', async (query, field) => {
    const res = await call('/api/utsavas' + query);
    expect(res.status).toBe(400);
    const b = await res.json<{ error: string; message: string; field: string }>();
    expect(b.field).toBe(field);
    expect(b.message.startsWith(field)).toBe(true);
    // an unknown value names the allowed ones
    if (field === 'tradition')
      for (const t of [
        'north',
        'vaishnava',
        'tamil',
        'kerala',
        'bengali',
        'assamese',
        'odia',
        'nepali',
        'marathi',
        'gujarati',
        'telugu',
        'kannada',
      ])
        expect(b.message).toContain(t);
    if (field === 'observe') for (const o of ['local', 'india']) expect(b.message).toContain(o);
    expect(b.error).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });
});
