/**
 * `lang` on the routes that answer names (src/http/lang.ts, src/http/labels.ts): labels in the
 * asked language's script beside the English names, the stable ids, the negotiation and its
 * fallback, the 400 of an unknown value, and an ETag per language.
 */
import { describe, expect, it } from 'vitest';
import { call, postJson } from '../helpers.js';
import { foreignLetters } from '../../src/engine/i18n/langs.js';
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { ANSWER_MARK, honoEtag, isPlainJson } from '../../src/http/lang.js';
import { labelAnswer } from '../../src/http/labels.js';
import { loadNames } from '../../src/platform/names.js';

describe('lang on name-bearing routes', () => {
  it('P panchanga in Tamil: labels and ids beside the unchanged names', async () => {
    const res = await call(
      '/p/api/panchanga?date=2026-03-10&lat=13.08&lng=80.27&tz=Asia/Kolkata&lang=ta',
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-language')).toBe('ta');
    expect(res.headers.get('vary')).toMatch(/Accept-Language/);
    // the internal mark of the answer's value is never sent
    expect(res.headers.get(ANSWER_MARK)).toBeNull();
    const j = await res.json<any>();
    const p = j.panchanga;
    expect(p.tithi.id).toBe(`tithi.${p.tithi.index}`);
    for (const limb of ['tithi', 'nakshatra', 'yoga', 'karana', 'vara']) {
      expect(typeof p[limb].name).toBe('string');
      expect(p[limb].label, limb).toMatch(/[\u0B80-\u0BFF]/);
      expect(foreignLetters(p[limb].label, 'ta'), limb).toEqual([]);
    }
    expect(p.tithi.paksha_label).toMatch(/பட்சம்/);
  });

  it('without lang or Accept-Language the answer is as before (no labels), in English', async () => {
    const res = await call('/p/api/panchanga?date=2026-03-10&lat=13.08&lng=80.27&tz=Asia/Kolkata');
    expect(res.headers.get('content-language')).toBe('en');
    expect(JSON.stringify(await res.json())).not.toMatch(/"label"/);
  });

  it('Accept-Language picks the language; a header with no supported language falls back to English and says so', async () => {
    const te = await call('/n/api/panchang?city=hyderabad&date=2026-03-10', {
      headers: { 'accept-language': 'te-IN, en;q=0.5' },
    });
    expect(te.headers.get('content-language')).toBe('te');
    expect(JSON.stringify(await te.json())).toMatch(/[\u0C00-\u0C7F]/);
    const fr = await call('/n/api/panchang?city=hyderabad&date=2026-03-10', {
      headers: { 'accept-language': 'fr-FR, de;q=0.8' },
    });
    expect(fr.status).toBe(200);
    expect(fr.headers.get('content-language')).toBe('en');
    expect(fr.headers.get('x-language-fallback')).toBe('fr-FR, de');
  });

  it('the calendars in Marathi and Bengali: every era, calendar system and samvatsara has its stable id and a label in the script', async () => {
    for (const lang of ['mr', 'bn'] as const) {
      const j = await (await call(`/api/calendars?date=2026-03-10&lang=${lang}`)).json<any>();
      expect(j.systems).toHaveLength(11);
      const eraIds = new Set<string>();
      for (const s of j.systems) {
        expect(s.label, s.id).toBeTruthy();
        expect(s.era.label, s.era.id).toBeTruthy();
        eraIds.add(s.era.id);
        for (const l of [s.label, s.era.label]) expect(foreignLetters(l, lang), l).toEqual([]);
        if (s.samvatsara !== null) {
          expect(s.samvatsaraLabel, s.id).toBeTruthy();
          expect(foreignLetters(s.samvatsaraLabel, lang)).toEqual([]);
        }
      }
      for (const e of j.eras) {
        expect(e.label, e.id).toBeTruthy();
        expect(foreignLetters(e.label, lang)).toEqual([]);
      }
      expect(j.eras.map((e: any) => e.id)).toEqual(
        expect.arrayContaining(['vikram', 'shaka', 'kali', 'kollam', 'bangabda']),
      );
      // the ids are the engine's own, unchanged; only labels are added
      expect(eraIds.has('vikram')).toBe(true);
    }
    const mr = await (await call('/api/calendars?date=2026-03-10&lang=mr')).json<any>();
    expect(mr.systems.find((s: any) => s.id === 'amanta').era.label).toBe('शालिवाहन शक');
    const en = await (await call('/api/calendars?date=2026-03-10')).json<any>();
    expect(JSON.stringify(en)).not.toMatch(/"label"|samvatsaraLabel/);
  });

  it('an unknown lang is a 400 naming lang', async () => {
    const res = await call('/p/api/panchanga?date=2026-03-10&lat=13.08&lng=80.27&lang=fr');
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('lang');
  });

  it('each language has its own ETag', async () => {
    const a = await call('/n/api/panchang?city=delhi&date=2026-03-10&lang=hi');
    const b = await call('/n/api/panchang?city=delhi&date=2026-03-10&lang=or');
    expect(a.headers.get('etag')).toBeTruthy();
    expect(a.headers.get('etag')).not.toBe(b.headers.get('etag'));
    const j = await b.json<any>();
    expect(j.data.panchang.vara.label).toBe('ମଙ୍ଗଳବାର');
    expect(j.data.planets[0].label).toBe('ସୂର୍ଯ୍ୟ');
  });
});

describe('labels from the value an answer was written from (src/http/lang.ts isPlainJson)', () => {
  const names = { 'graha.mars': 'Mangal', 'rashi.1': 'Mesh' };
  it('a plain value is labelled as its JSON read back is', () => {
    const v = {
      grahas: [{ name: 'Mars', lonDeg: -0, sign: 'Mesha', gone: [undefined, null, NaN] }],
      lord: 'Mars',
      n: Infinity,
      nested: Object.assign(Object.create(null), { rashi: 'Mesha' }),
    };
    expect(isPlainJson(v)).toBe(true);
    expect(JSON.stringify(labelAnswer(v, names, 'camel'))).toBe(
      JSON.stringify(labelAnswer(JSON.parse(JSON.stringify(v)), names, 'camel')),
    );
  });
  it('anything JSON writes differently is not plain (the answer is then parsed back)', () => {
    for (const bad of [
      { id: undefined, name: 'Mars' },
      { at: new Date(0) },
      { f: () => 1 },
      { toJSON: () => 'x' },
      { big: 1n },
      [new Map()],
      new String('x'),
      undefined,
    ])
      expect(isPlainJson(bad)).toBe(false);
  });
});

describe('labels copy on write (src/http/labels.ts labelAnswer)', () => {
  /** The answer with every field the labels add taken out again (ids only where the original had none). */
  function unlabel(v: unknown, orig: unknown): unknown {
    if (Array.isArray(v)) return v.map((x, i) => unlabel(x, (orig as unknown[])[i]));
    if (v === null || typeof v !== 'object') return v;
    const o = orig as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(v)
        .filter(([k]) => Object.hasOwn(o, k))
        .map(([k, x]) => [k, unlabel(x, o[k])]),
    );
  }

  it('the labelled answer is the answer plus labels, in its key order, and the parts with no label are shared, not copied', async () => {
    const names = await loadNames('ta');
    const answers = [
      await (
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
      ).json<any>(),
      await (
        await call('/p/api/panchanga?date=2026-03-10&lat=13.08&lng=80.27&tz=Asia/Kolkata')
      ).json<any>(),
      await (await call('/api/calendars?date=2026-03-10')).json<any>(),
    ];
    for (const a of answers) {
      const before = JSON.stringify(a);
      for (const casing of ['camel', 'snake'] as const) {
        const labelled = labelAnswer(a, names, casing);
        expect(JSON.stringify(labelled)).not.toBe(before);
        expect(JSON.stringify(unlabel(labelled, a))).toBe(before);
        expect(JSON.stringify(a)).toBe(before);
      }
    }
    const chart = answers[0];
    const labelled = labelAnswer(chart, names, 'camel') as any;
    expect(labelled.input).toBe(chart.input);
    expect(labelled.grahas[0]).not.toBe(chart.grahas[0]);
    const keys = Object.keys(labelled.grahas[0]);
    expect(keys[keys.indexOf('name') + 1]).toBe('label');
  });
});

describe('a shared answer labelled once per language (sharedJson: GET /api/yogas/catalogue)', () => {
  /** The ETag hono/etag itself gives a text. */
  async function honoTag(text: string): Promise<string | null> {
    const app = new Hono().use(etag()).get('/', (c) => c.body(text));
    return (await app.request('/')).headers.get('etag');
  }

  it('answers each language the same text and ETag every time, the ETag hono/etag gives its text, and 304 on it', async () => {
    for (const text of ['', 'x', 'é'.repeat(140_000)])
      expect((await honoEtag(text)) ?? null).toBe(await honoTag(text));
    for (const lang of ['ta', 'hi']) {
      const a = await call(`/api/yogas/catalogue?lang=${lang}`);
      const b = await call(`/api/yogas/catalogue?lang=${lang}`);
      const text = await a.text();
      expect(await b.text()).toBe(text);
      expect(a.headers.get('etag')).toBe(await honoTag(text));
      expect(b.headers.get('etag')).toBe(a.headers.get('etag'));
      expect(a.headers.get(ANSWER_MARK)).toBeNull();
      const j = JSON.parse(text);
      expect(j.yogas[0].label).toBeTruthy();
      const again = await call(`/api/yogas/catalogue?lang=${lang}`, {
        headers: { 'if-none-match': a.headers.get('etag')! },
      });
      expect(again.status).toBe(304);
    }
    const plain = await call('/api/yogas/catalogue');
    const plainText = await plain.text();
    expect(plainText).not.toMatch(/"label"/);
    expect(plain.headers.get('etag')).toBe(await honoTag(plainText));
  });
});
