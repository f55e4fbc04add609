/** Family N `GET /n/api/rashifal?rashi&date&lang`: one rashi or twelve, KV, language, determinism and errors. */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call, withoutLabels } from '../../helpers.js';
import { rashifalKey } from '../../../src/platform/feeds/rashifal-store.js';
import { slipsIn } from '../../slip-check.js';

const todayInIndia = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

describe('GET /n/api/rashifal', () => {
  it('answers one rashi: scores 1-5 per domain, the texts, the factors and the sky', async () => {
    const res = await call('/n/api/rashifal?rashi=3&date=2026-11-24');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-language')).toBe('en');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    const j = await res.json<any>();
    expect(j.success).toBe(true);
    const d = j.data;
    expect(d.rashi).toEqual({ index: 3, name: 'Karka', nameEn: 'Cancer', nameHi: 'कर्क' });
    expect(d.date).toBe('2026-11-24');
    for (const k of ['career', 'relationships', 'health', 'finance']) {
      expect([1, 2, 3, 4, 5]).toContain(d.scores[k]);
      expect(d.text[k].length).toBeGreaterThan(20);
    }
    expect(d.text.transits).toHaveLength(5);
    expect(d.factors.moon.house).toBe(
      (([
        'Mesha',
        'Vrishabha',
        'Mithuna',
        'Karka',
        'Simha',
        'Kanya',
        'Tula',
        'Vrischika',
        'Dhanu',
        'Makara',
        'Kumbha',
        'Meena',
      ].indexOf(d.sky.moon.rashi) -
        3 +
        12) %
        12) +
        1,
    );
    expect(d.sky.instant).toMatch(/^2026-11-24T0[5-7]:\d\d:\d\d\+05:30$/);
    expect(d.sources.length).toBeGreaterThan(0);
    expect(
      slipsIn([
        d.text.summary,
        ...d.text.transits,
        d.text.career,
        d.text.relationships,
        d.text.health,
        d.text.finance,
        d.disclaimer,
      ]),
    ).toEqual([]);
  });

  it('answers all twelve when rashi is omitted, each equal to its single answer', async () => {
    const all = await (await call('/n/api/rashifal?date=2026-11-24')).json<any>();
    expect(all.data.rashis.map((r: any) => r.rashi.index)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
    ]);
    const one = await (await call('/n/api/rashifal?date=2026-11-24&rashi=7')).json<any>();
    const { sky, ...rest } = one.data;
    expect(rest).toEqual(all.data.rashis[7]);
    expect(sky).toEqual(all.data.sky);
  });

  it('defaults the date to today in India', async () => {
    const res = await call('/n/api/rashifal?rashi=0');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect((await res.json<any>()).data.date).toBe(todayInIndia());
  });

  it('switches to Hindi by lang or Accept-Language; the scores stay the same', async () => {
    const en = await (await call('/n/api/rashifal?rashi=5&date=2026-03-10')).json<any>();
    const res = await call('/n/api/rashifal?rashi=5&date=2026-03-10&lang=hi');
    expect(res.headers.get('content-language')).toBe('hi');
    const hi = await res.json<any>();
    expect(hi.data.lang).toBe('hi');
    expect(hi.data.text.career).toMatch(/[\u0900-\u097F]/);
    expect(hi.data.scores).toEqual(en.data.scores);
    const byHeader = await call('/n/api/rashifal?rashi=5&date=2026-03-10', {
      headers: { 'accept-language': 'hi-IN, en;q=0.5' },
    });
    expect(await byHeader.json()).toEqual(hi);
    const enPreferred = await call('/n/api/rashifal?rashi=5&date=2026-03-10', {
      headers: { 'accept-language': 'en-GB, hi;q=0.9' },
    });
    expect((await enPreferred.json<any>()).data.lang).toBe('en');
  });

  it('is deterministic and cached in KV under rules version, date, lang and rashi', async () => {
    const url = '/n/api/rashifal?rashi=9&date=2027-02-02&lang=hi';
    const first = await call(url);
    expect(first.headers.get('x-rashifal-source')).toBe('computed');
    const a = await first.text();
    const stored = await env.CACHE.get(rashifalKey('2027-02-02', 'hi', 9), 'text');
    expect(stored).not.toBeNull();
    expect(withoutLabels(JSON.parse(a).data)).toEqual(JSON.parse(stored!));
    const second = await call(url);
    expect(second.headers.get('x-rashifal-source')).toBe('kv');
    expect(await second.text()).toBe(a);
    expect(rashifalKey('2027-02-02', 'hi', 9)).toMatch(
      /^rashifal:n-rashifal-\d+:v[\d.]+:2027-02-02:hi:9$/,
    );
  });

  it('answers a matching If-None-Match with 304', async () => {
    const res = await call('/n/api/rashifal?rashi=2&date=2026-08-15');
    const tag = res.headers.get('etag');
    expect(tag).toBeTruthy();
    const again = await call('/n/api/rashifal?rashi=2&date=2026-08-15', {
      headers: { 'if-none-match': tag! },
    });
    expect(again.status).toBe(304);
  });

  it.each([
    ['rashi=12', 'rashi'],
    ['rashi=-1', 'rashi'],
    ['rashi=x', 'rashi'],
    ['rashi=1.5', 'rashi'],
    ['rashi=', 'rashi'],
    ['date=2026-13-01', 'date'],
    ['date=24-11-2026', 'date'],
    ['lang=fr', 'lang'],
    ['sign=3', 'sign'],
    ['rashi=1&rashi=2', 'rashi'],
  ])('%s is 400 in the N envelope naming the field', async (qs, field) => {
    const res = await call(`/n/api/rashifal?${qs}`);
    expect(res.status).toBe(400);
    const j = await res.json<any>();
    expect(j).toMatchObject({ success: false, error: { code: 'INVALID_FIELD', field } });
    expect(j.error.message).toContain(field);
  });

  it('a date outside the supported range (-1400..2999) is OUT_OF_EPOCH_RANGE; POST is 405', async () => {
    const res = await call('/n/api/rashifal?date=3000-01-01');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      success: false,
      error: { code: 'OUT_OF_EPOCH_RANGE', field: 'date' },
    });
    const post = await call('/n/api/rashifal', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(await post.json()).toMatchObject({
      success: false,
      error: { code: 'METHOD_NOT_ALLOWED', field: 'method' },
    });
  });
});

describe('every N route answers its errors in {success: false, error: {code, message, field}}', () => {
  it.each([
    ['POST', '/n/api/chart', 'body', 400],
    ['POST', '/n/api/dosha', 'body', 400],
    ['POST', '/n/api/match', 'body', 400],
    ['GET', '/n/api/rashifal?rashi=99', 'rashi', 400],
    ['GET', '/n/api/panchang?city=nowhere', 'city', 400],
    ['GET', '/n/api/nothing', 'path', 404],
    ['DELETE', '/n/api/chart', 'method', 405],
  ])('%s %s', async (method, path, field, status) => {
    const init: RequestInit =
      method === 'POST'
        ? { method, headers: { 'content-type': 'application/json' }, body: '[]' }
        : { method };
    const res = await call(path, init);
    expect(res.status).toBe(status);
    const j = await res.json<any>();
    expect(Object.keys(j)).toEqual(['success', 'error']);
    expect(j.success).toBe(false);
    expect(Object.keys(j.error)).toEqual(['code', 'message', 'field']);
    expect(j.error.field).toBe(field);
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });
});
