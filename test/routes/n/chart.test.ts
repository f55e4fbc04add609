/** Family N `POST /n/api/chart`: ChartData, the rule-generated reading, language, determinism and errors. */
import { describe, expect, it } from 'vitest';
import { call, postJson, withoutLabels } from '../../helpers.js';
import { slipsIn } from '../../slip-check.js';

const birth = {
  year: 1990,
  month: 5,
  day: 17,
  hour: 12,
  minute: 15,
  latitude: 28.6139,
  longitude: 77.209,
  timezone: 5.5,
};
const todayInIndia = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
type Answer = { success: boolean; data: any; ai: any };

describe('POST /n/api/chart', () => {
  it('answers {success, data: ChartData, ai: AIAnalysis} with the defaults', async () => {
    const res = await postJson('/n/api/chart', { ...birth, name: 'Asha', asOf: '2026-05-01' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-language')).toBe('en');
    const j = await res.json<Answer>();
    expect(j.success).toBe(true);
    expect(Object.keys(j)).toEqual(['success', 'data', 'ai']);
    const d = j.data;
    expect(d.birth).toEqual({ ...birth, name: 'Asha' });
    expect(d.settings).toMatchObject({
      ayanamsa: 'lahiri',
      nodeMode: 'mean',
      houseSystem: 'whole_sign',
      zodiac: 'sidereal',
      divisionalCharts: ['D1', 'D9', 'D10'],
      dashaLevels: 2,
      asOf: '2026-05-01',
    });
    expect(d.grahas).toHaveLength(9);
    for (const g of d.grahas) {
      expect(g.house).toBeGreaterThanOrEqual(1);
      expect(g.house).toBeLessThanOrEqual(12);
      expect(g.pada).toBeGreaterThanOrEqual(1);
      expect(typeof g.retrograde).toBe('boolean');
      expect(typeof g.dignity).toBe('string');
      // whole-sign houses: the graha's house is its sign counted from the lagna's
      expect(g.house).toBe(((g.rashi.index - d.lagna.rashi.index + 12) % 12) + 1);
    }
    expect(d.houses).toHaveLength(12);
    expect(d.houses.flatMap((h: any) => h.grahas).sort()).toEqual(
      d.grahas.map((g: any) => g.name).sort(),
    );
    expect(Object.keys(d.divisionalCharts)).toEqual(['D1', 'D9', 'D10']);
    expect(d.divisionalCharts.D9.name).toBe('Navamsa');
    expect(d.divisionalCharts.D1.grahas.Sun.rashi).toBe(d.grahas[0].rashi.index);
    expect(d.dasha.levels).toEqual(['maha', 'antar']);
    expect(d.dasha.periods[0].periods.length).toBe(9);
    expect(d.dasha.periods[0].periods[0].periods).toBeUndefined();
    expect(d.dasha.running.periods.map((p: any) => p.level)).toEqual(['maha', 'antar']);
    expect(d.panchang.tithi.paksha).toMatch(/Shukla|Krishna/);
    expect(d.panchang.vara.name).toBe('Guruvara'); // 17 May 1990 was a Thursday, after sunrise
    expect(d.shadbala).toHaveLength(7);
    expect(Array.isArray(d.yogas)).toBe(true);
    expect(d.doshas.present).toBeInstanceOf(Array);
    expect(d.degradedValues).toEqual([]);
    expect(j.ai).toMatchObject({ generatedBy: 'rules', lang: 'en', asOf: '2026-05-01' });
    expect(j.ai.sections.map((s: any) => s.id)).toEqual([
      'lagna',
      'moon',
      'strength',
      'yogas',
      'doshas',
      'dasha',
    ]);
  });

  it('gives the same longitudes and dasha as Family R to the last digit', async () => {
    const n = await (
      await postJson('/n/api/chart', { ...birth, asOf: '2026-05-01', dashaLevels: 3 })
    ).json<Answer>();
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
    ).json<any>();
    expect(n.data.grahas.map((g: any) => g.longitude)).toEqual(
      r.grahas.map((g: any) => g.longitude),
    );
    expect(n.data.lagna.longitude).toBe(r.lagna.longitude);
    // R's periods also carry their local wall times (the readable chart); the instants are the same
    const instants = (ps: any[]): any[] =>
      ps.map((p) => ({
        lord: p.lord,
        start: p.start,
        end: p.end,
        ...(p.periods ? { periods: instants(p.periods) } : {}),
      }));
    expect(instants(n.data.dasha.periods)).toEqual(instants(r.dasha.periods));
    expect(n.data.yogas.map((y: any) => y.id)).toEqual(r.yogas.map((y: any) => y.id));
  });

  it('computes the divisional charts, levels and ayanamsa asked for', async () => {
    const j = await (
      await postJson('/n/api/chart', {
        ...birth,
        asOf: '2026-05-01',
        divisionalCharts: ['D60', 'D2', 'D60'],
        dashaLevels: 1,
        ayanamshaSystem: 'raman',
      })
    ).json<Answer>();
    expect(Object.keys(j.data.divisionalCharts)).toEqual(['D60', 'D2']);
    expect(j.data.dasha.periods[0].periods).toBeUndefined();
    expect(j.data.dasha.running.periods).toHaveLength(2); // the reading always names maha and antar
    expect(j.data.settings.ayanamsa).toBe('raman');
    const three = await (
      await postJson('/n/api/chart', { ...birth, asOf: '2026-05-01', dashaLevels: 3 })
    ).json<Answer>();
    expect(three.data.dasha.periods[0].periods[0].periods).toHaveLength(9);
    expect(three.data.dasha.running.periods.map((p: any) => p.level)).toEqual([
      'maha',
      'antar',
      'pratyantar',
    ]);
  });

  it('is deterministic: the same body gives the same bytes', async () => {
    const body = { ...birth, asOf: '2026-05-01', lang: 'hi' };
    const a = await (await postJson('/n/api/chart', body)).text();
    const b = await (await postJson('/n/api/chart', body)).text();
    expect(a).toBe(b);
  });

  it('reads the running dasha on asOf, today in India by default', async () => {
    const j = await (await postJson('/n/api/chart', birth)).json<Answer>();
    expect(j.data.settings.asOf).toBe(todayInIndia());
    expect(j.ai.asOf).toBe(todayInIndia());
    const a = await (
      await postJson('/n/api/chart', { ...birth, asOf: '2000-01-01' })
    ).json<Answer>();
    const b = await (
      await postJson('/n/api/chart', { ...birth, asOf: '2030-06-01' })
    ).json<Answer>();
    expect(a.data.dasha.running.periods[0].lord).not.toBe(b.data.dasha.running.periods[0].lord);
  });

  describe('language', () => {
    const ask = async (headers: Record<string, string>, extra: Record<string, unknown> = {}) => {
      const res = await postJson(
        '/n/api/chart',
        { ...birth, asOf: '2026-05-01', ...extra },
        headers,
      );
      return { res, j: await res.json<Answer>() };
    };
    it('the lang field switches the reading to Hindi, same facts and sources', async () => {
      const en = (await ask({}, { lang: 'en' })).j;
      const { res, j: hi } = await ask({}, { lang: 'hi' });
      expect(res.headers.get('content-language')).toBe('hi');
      expect(res.headers.get('vary')).toContain('Accept-Language');
      expect(hi.ai.lang).toBe('hi');
      expect(hi.ai.summary).toMatch(/[\u0900-\u097F]/);
      expect(withoutLabels(hi.data)).toEqual(withoutLabels(en.data));
      const ids = (a: any) =>
        a.sections.flatMap((s: any) => s.statements.map((x: any) => [x.id, x.source]));
      expect(ids(hi.ai)).toEqual(ids(en.ai));
      expect(
        slipsIn([
          hi.ai.summary,
          en.ai.summary,
          ...en.ai.sections.flatMap((s: any) => s.statements.map((x: any) => x.text)),
        ]),
      ).toEqual([]);
    });
    it.each([
      ['hi', 'hi'],
      ['hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
      ['en;q=0.8, hi;q=0.9', 'hi'],
      ['hi;q=0.5, en', 'en'],
      ['en, hi', 'en'],
      ['fr, hi;q=0.4', 'hi'],
      ['fr, *;q=0.5, hi;q=0.4', 'en'],
      ['hi;q=0, en;q=0.1', 'en'],
      ['ta', 'ta'],
      ['fr', 'en'],
      ['', 'en'],
    ])('Accept-Language %j answers %s', async (header, lang) => {
      const { res, j } = await ask(header ? { 'accept-language': header } : {});
      expect(j.ai.lang).toBe(lang);
      expect(res.headers.get('content-language')).toBe(lang);
    });
    it('the field wins over the header', async () => {
      expect((await ask({ 'accept-language': 'hi' }, { lang: 'en' })).j.ai.lang).toBe('en');
    });
  });

  it.each([
    ['an unknown lang', { lang: 'fr' }, 'lang', 'INVALID_FIELD'],
    [
      'a varga outside D1-D60',
      { divisionalCharts: ['D81'] },
      'divisionalCharts.0',
      'INVALID_FIELD',
    ],
    ['an empty varga list', { divisionalCharts: [] }, 'divisionalCharts', 'INVALID_FIELD'],
    ['dashaLevels 4', { dashaLevels: 4 }, 'dashaLevels', 'INVALID_FIELD'],
    ['dashaLevels 1.5', { dashaLevels: 1.5 }, 'dashaLevels', 'INVALID_FIELD'],
    ['a bad asOf', { asOf: '2026-02-30' }, 'asOf', 'INVALID_FIELD'],
    ['asOf out of range', { asOf: '3000-01-01' }, 'asOf', 'OUT_OF_EPOCH_RANGE'],
    ['year 3000', { year: 3000 }, 'year', 'OUT_OF_EPOCH_RANGE'],
    ['31 April', { month: 4, day: 31 }, 'day', 'INVALID_FIELD'],
    ['an unknown ayanamsha', { ayanamshaSystem: 'fagan' }, 'ayanamshaSystem', 'INVALID_FIELD'],
    ['a misspelt field', { ayanamsha: 'raman' }, 'ayanamsha', 'INVALID_FIELD'],
    ['a missing latitude', { latitude: undefined }, 'latitude', 'INVALID_FIELD'],
    ['timezone 15', { timezone: 15 }, 'timezone', 'INVALID_FIELD'],
  ])('%s is 400 in the N envelope naming the field', async (_l, patch, field, code) => {
    const res = await postJson('/n/api/chart', { ...birth, ...patch });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      success: false,
      error: { code, message: expect.stringContaining(field), field },
    });
  });

  it('malformed JSON, a wrong content type, an oversized body and a GET answer in the N envelope', async () => {
    const bad = await call('/n/api/chart', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"year":',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      success: false,
      error: { code: 'MALFORMED_JSON', field: 'body' },
    });
    const text = await call('/n/api/chart', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(text.status).toBe(415);
    expect(await text.json()).toMatchObject({
      success: false,
      error: { code: 'UNSUPPORTED_MEDIA_TYPE' },
    });
    const big = await postJson('/n/api/chart', { ...birth, name: 'x'.repeat(70_000) });
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({
      success: false,
      error: { code: 'PAYLOAD_TOO_LARGE' },
    });
    const get = await call('/n/api/chart');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toContain('POST');
    expect(await get.json()).toMatchObject({
      success: false,
      error: { code: 'METHOD_NOT_ALLOWED', field: 'method' },
    });
  });
});
