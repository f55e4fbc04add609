/**
 * The chart parts of issue 34 on their routes: T's POST /api/special-lagnas, /api/upagrahas,
 * /api/jaimini and the chart's `include`, V's /v1/special-lagnas, /v1/upagrahas, /v1/jaimini, and
 * the vargas past D60 on both. The numbers are checked in test/engine/*; here the routes: shapes,
 * variants named and switched, wrong ids refused naming the field, the default chart without the
 * parts, a polar birth answered with nulls and notes, T and V answering the same numbers.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { postJson } from '../helpers.js';
import { BIRTH, issueKey, issueVKey, tPost } from './t/t-helpers.js';
import { CHART_PARTS } from '../../src/routes/shared/parts.js';

type Json = Record<string, any>;
const V_BIRTH = {
  date: '1990-05-17',
  time: '12:15:00',
  lat: 28.6139,
  lon: 77.209,
  tz: 'Asia/Kolkata',
};

let tKey: string;
let vKey: string;
beforeAll(async () => {
  tKey = (await issueKey({ tier: 'pro' })).key;
  vKey = await issueVKey('pro');
});
const vPost = (path: string, body: unknown) =>
  postJson(path, body, { authorization: `Bearer ${vKey}` });

describe('special lagnas', () => {
  it('T: eight lagnas and twelve varnadas, each described, the variants named; V answers the same numbers', async () => {
    const res = await tPost('/api/special-lagnas', { birth: BIRTH }, tKey);
    expect(res.status).toBe(200);
    const b = (await res.json<Json>()).special_lagnas;
    expect(b.lagnas.map((l: Json) => l.abbr)).toEqual([
      'BL',
      'HL',
      'GL',
      'ViL',
      'PP',
      'IL',
      'SL',
      'BB',
    ]);
    expect(b.varnada.map((v: Json) => v.abbr)).toEqual([
      'VL',
      'V2',
      'V3',
      'V4',
      'V5',
      'V6',
      'V7',
      'V8',
      'V9',
      'V10',
      'V11',
      'V12',
    ]);
    expect(b.variants.day.id).toBe('vedic-day');
    expect(b.variants.varnada.id).toBe('santhanam');
    const hl = b.lagnas[1];
    expect(hl).toMatchObject({
      id: 'hora',
      rashi: { index: expect.any(Number) },
      nakshatra: { lord: expect.any(String) },
      pada: expect.any(Number),
    });
    expect(Math.floor(hl.longitude_deg / 30) + 1).toBe(hl.rashi.index);
    // the hora lagna is the Sun at sunrise plus half a degree a minute since
    expect(
      (((b.sunrise.sun_longitude_deg + 0.5 * b.sunrise.minutes_to_birth) % 360) + 360) % 360,
    ).toBeCloseTo(hl.longitude_deg, 9);
    const v = await vPost('/v1/special-lagnas', V_BIRTH);
    expect(v.status).toBe(200);
    expect((await v.json<Json>()).special_lagnas.lagnas).toEqual(b.lagnas);
  });

  it('a variant changes what it names; an unknown id or aspect is 400 naming the field and listing the ids', async () => {
    const a = (
      await (
        await tPost(
          '/api/special-lagnas',
          { birth: BIRTH, variants: { vighati: 'vighatika' } },
          tKey,
        )
      ).json<Json>()
    ).special_lagnas;
    const d = (await (await tPost('/api/special-lagnas', { birth: BIRTH }, tKey)).json<Json>())
      .special_lagnas;
    expect(a.variants.vighati.id).toBe('vighatika');
    expect(a.lagnas[3].longitude_deg).not.toBe(d.lagnas[3].longitude_deg);
    expect(a.lagnas[1]).toEqual(d.lagnas[1]);
    const bad = await tPost(
      '/api/special-lagnas',
      { birth: BIRTH, variants: { varnada: 'raman' } },
      tKey,
    );
    expect(bad.status).toBe(400);
    const e = (await bad.json<Json>()).error;
    expect(e.field).toBe('variants.varnada');
    for (const id of ['santhanam', 'bv-raman', 'sanjay-rath', 'jha-pandey'])
      expect(e.message).toContain(id);
    const aspect = await vPost('/v1/special-lagnas', { ...V_BIRTH, variants: { nope: 'x' } });
    expect(aspect.status).toBe(400);
    expect((await aspect.json<Json>()).error.field).toBe('variants.nope');
  });

  it('a birth where the Sun does not rise: the time-based lagnas and the varnadas are null with a note, the others computed', async () => {
    const res = await tPost(
      '/api/special-lagnas',
      { birth: { datetime: '2001-12-21T12:00:00+01:00', lat: 78.22, lon: 15.65 } },
      tKey,
    );
    expect(res.status).toBe(200);
    const b = (await res.json<Json>()).special_lagnas;
    const hora = b.lagnas.find((l: Json) => l.id === 'hora');
    expect(hora).toMatchObject({
      longitude_deg: null,
      rashi: null,
      note: expect.stringMatching(/does not rise/),
    });
    expect(b.lagnas.find((l: Json) => l.id === 'sree').longitude_deg).toEqual(expect.any(Number));
    expect(b.varnada[0].longitude_deg).toBeNull();
    const u = (
      await (
        await tPost(
          '/api/upagrahas',
          { birth: { datetime: '2001-12-21T12:00:00+01:00', lat: 78.22, lon: 15.65 } },
          tKey,
        )
      ).json<Json>()
    ).upagrahas;
    expect(u.period).toBeNull();
    expect(u.upagrahas.find((x: Json) => x.id === 'gulika').longitude_deg).toBeNull();
    expect(u.upagrahas.find((x: Json) => x.id === 'dhuma').longitude_deg).toEqual(
      expect.any(Number),
    );
  });
});

describe('upagrahas', () => {
  it('eleven, the time-based with the eighth they read; the gulika variant moves Gulika and Mandi only', async () => {
    const j = (await (await tPost('/api/upagrahas', { birth: BIRTH }, tKey)).json<Json>())
      .upagrahas;
    expect(j.upagrahas.map((u: Json) => u.abbr)).toEqual([
      'Dm',
      'Vy',
      'Pv',
      'Ic',
      'Uk',
      'Kl',
      'Mr',
      'Ap',
      'Yg',
      'Gk',
      'Md',
    ]);
    expect(j.period).toMatchObject({ kind: 'day', weekday: 4 });
    expect(j.period.lords).toEqual([
      'Jupiter',
      'Venus',
      'Saturn',
      'Sun',
      'Moon',
      'Mars',
      'Mercury',
      null,
    ]);
    expect(j.upagrahas.find((u: Json) => u.id === 'gulika').part).toMatchObject({
      lord: 'Saturn',
      index: 3,
      at: 'start',
    });
    const p = (
      await (await vPost('/v1/upagrahas', { ...V_BIRTH, variants: { gulika: 'pvr' } })).json<Json>()
    ).upagrahas;
    expect(p.variants.gulika.id).toBe('pvr');
    expect(p.upagrahas.find((u: Json) => u.id === 'gulika').part.at).toBe('middle');
    // Gulika at the middle (pvr) is Mandi at the middle (jhora)
    expect(p.upagrahas.find((u: Json) => u.id === 'gulika').longitude_deg).toBeCloseTo(
      j.upagrahas.find((u: Json) => u.id === 'mandi').longitude_deg,
      9,
    );
    expect(p.upagrahas.slice(0, 9)).toEqual(j.upagrahas.slice(0, 9));
  });
});

describe('jaimini', () => {
  it('arudhas AL..UL, sign padas, graha arudhas, rasi drishti, argala, sign strengths and karakamsa; T and V agree', async () => {
    const t = (await (await tPost('/api/jaimini', { birth: BIRTH }, tKey)).json<Json>()).jaimini;
    expect(t.arudhas.map((a: Json) => a.abbr)).toEqual([
      'AL',
      'A2',
      'A3',
      'A4',
      'A5',
      'A6',
      'A7',
      'A8',
      'A9',
      'A10',
      'A11',
      'UL',
    ]);
    expect(t.graha_arudhas).toHaveLength(9);
    expect(
      t.sign_strength.order.map((r: Json) => r.index).sort((a: number, b: number) => a - b),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    // Aries (movable) aspects Leo, Scorpio, Aquarius by rasi drishti, not Taurus next to it
    expect(t.rasi_drishti[0].aspects.map((r: Json) => r.name_en)).toEqual([
      'Leo',
      'Scorpio',
      'Aquarius',
    ]);
    expect(t.argala[0].places.map((p: Json) => p.place)).toEqual([2, 4, 11, 5]);
    expect(t.karakamsa.scheme).toBe(8);
    const v = (await (await vPost('/v1/jaimini', V_BIRTH)).json<Json>()).jaimini;
    expect(v).toEqual(t);
    const seven = (
      await (await tPost('/api/jaimini', { birth: BIRTH, scheme: 7 }, tKey)).json<Json>()
    ).jaimini;
    expect(seven.karakamsa.scheme).toBe(7);
  });
});

describe('T chart: include', () => {
  it('the parts only when named, with their variants; variants without the part are refused', async () => {
    const none = await (await tPost('/api/chart', { birth: BIRTH }, tKey)).json<Json>();
    for (const k of ['special_lagnas', 'upagrahas', 'jaimini']) expect(none[k]).toBeUndefined();
    const all = await (
      await tPost(
        '/api/chart',
        { birth: BIRTH, include: [...CHART_PARTS], upagraha_variants: { gulika: 'kerala' } },
        tKey,
      )
    ).json<Json>();
    expect(all.special_lagnas.lagnas).toHaveLength(8);
    expect(all.upagrahas.variants.gulika.id).toBe('kerala');
    expect(all.jaimini.arudhas).toHaveLength(12);
    const stray = await tPost(
      '/api/chart',
      { birth: BIRTH, special_lagna_variants: { day: 'civil-day' } },
      tKey,
    );
    expect(stray.status).toBe(400);
    expect((await stray.json<Json>()).error.field).toBe('special_lagna_variants');
    const unknown = await tPost('/api/chart', { birth: BIRTH, include: ['arudhas'] }, tKey);
    expect((await unknown.json<Json>()).error).toMatchObject({
      field: 'include.0',
      message: expect.stringContaining('special_lagnas'),
    });
  });
});

describe('vargas past D60 and the named methods', () => {
  it("T and V answer D81, D108, D144 and D150, and PyJHora's methods by name", async () => {
    const t = await (
      await tPost('/api/chart', { birth: BIRTH, vargas: ['D81', 'D108', 'D144', 'D150'] }, tKey)
    ).json<Json>();
    expect(Object.keys(t.vargas)).toEqual(['D81', 'D108', 'D144', 'D150']);
    expect(t.vargas.D150).toMatchObject({ name: 'Nadiamsa', divisions: 150, method: 'parivritti' });
    const v = await (
      await vPost('/v1/divisional', {
        ...V_BIRTH,
        vargas: ['D2', 'D9'],
        methods: { D2: 'kashinatha', D9: 'kalachakra' },
      })
    ).json<Json>();
    expect(v.vargas.D2.method).toBe('kashinatha');
    expect(v.vargas.D9.method).toBe('kalachakra');
    const one = await (
      await tPost(
        '/api/varga',
        { birth: BIRTH, varga: 'D10', method: 'even-from-9th-backward' },
        tKey,
      )
    ).json<Json>();
    expect(one.varga.method).toBe('even-from-9th-backward');
  });
});
