/**
 * Dasha variants on the routes (docs/dashas.md, "Variants"): T's chart takes `dasha_variants`
 * ({"chara": "pvn-rao"}), T's and V's dasha routes take `variant`; every answer names the variant
 * used (null for systems without variants); a wrong id is a 400 naming the field and listing the
 * allowed ids. R offers only Vimsottari, which has no variants.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, postJson } from '../helpers.js';
import { BIRTH, freshIp, issueKey, setTier, tPost } from './t/t-helpers.js';
import { DASHA_VARIANTS } from '../../src/engine/dasha/index.js';

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
  const res = await postJson(
    '/v1/keys',
    { email: `v-${crypto.randomUUID().slice(0, 8)}@example.com` },
    { 'cf-connecting-ip': freshIp() },
  );
  const k = await res.json<{ key: string; id: string }>();
  await setTier(k.id, 'pro');
  vKey = k.key;
});
const vPost = (path: string, body: unknown) =>
  postJson(path, body, { authorization: `Bearer ${vKey}` });
const signs = (d: Json) => (d.periods as Json[]).map((p) => `${p.lord} ${p.start}`);

describe("T's chart: dasha_variants", () => {
  it('names the variant used per system, the default where none is asked for, null where the system has none', async () => {
    const res = await tPost(
      '/api/chart',
      {
        birth: BIRTH,
        dashas: ['vimsottari', 'chara', 'kalachakra', 'ashtottari'],
        dasha_depth: 1,
        dasha_variants: { chara: 'pvn-rao', ashtottari: '27-stars' },
      },
      tKey,
    );
    expect(res.status).toBe(200);
    const b = await res.json<Json>();
    expect(b.dashas.chara.variant.id).toBe('pvn-rao');
    expect(b.dashas.chara.variant.source).toContain('P.V.R. Narasimha Rao');
    expect(b.dashas.ashtottari.variant.id).toBe('27-stars');
    expect(b.dashas.kalachakra.variant.id).toBe(DASHA_VARIANTS.kalachakra!.default);
    expect(b.dashas.vimsottari.variant).toBeNull();
    const dflt = await (
      await tPost('/api/chart', { birth: BIRTH, dashas: ['chara'], dasha_depth: 1 }, tKey)
    ).json<Json>();
    expect(dflt.dashas.chara.variant.id).toBe('kn-rao');
    // the two Chara readings differ on this chart (the P.V.N. Rao seed is not the lagna here, or the years differ)
    expect(signs(dflt.dashas.chara)).not.toEqual(signs(b.dashas.chara));
  });

  it('a wrong id is a 400 naming the field and listing the allowed ids; a system without variants is refused by name', async () => {
    const bad = await tPost(
      '/api/chart',
      { birth: BIRTH, dashas: ['chara'], dasha_variants: { chara: 'knrao' } },
      tKey,
    );
    expect(bad.status).toBe(400);
    const e = (await bad.json<Json>()).error;
    expect(e.code).toBe('INVALID_FIELD');
    expect(e.field).toBe('dasha_variants.chara');
    for (const v of DASHA_VARIANTS.chara!.variants) expect(e.message).toContain(v.id);
    const none = await tPost(
      '/api/chart',
      { birth: BIRTH, dashas: ['vimsottari'], dasha_variants: { vimsottari: 'x' } },
      tKey,
    );
    expect(none.status).toBe(400);
    const ne = (await none.json<Json>()).error;
    expect(ne.field).toBe('dasha_variants.vimsottari');
    expect(ne.message).toContain(
      'only these have: kendradi, moola, tara, kaala, chakra, chaturvidha-uttara, mandooka, niryana-shoola, padanadhamsa, sandhya, chara, narayana, kalachakra, shashtihayani, ashtottari',
    );
  });
});

describe("T's and V's dasha routes: variant", () => {
  it('T: the variant chosen is used and named; from a Moon longitude too (Kalachakra)', async () => {
    const a = await (
      await tPost(
        '/api/dasha',
        {
          birth: BIRTH,
          system: 'chara',
          variant: 'kn-rao-book',
          depth: 1,
          from: '1990-01-01',
          to: '2100-01-01',
        },
        tKey,
      )
    ).json<Json>();
    expect(a.dasha.variant.id).toBe('kn-rao-book');
    const k1 = await (
      await tPost(
        '/api/dasha',
        {
          moon_longitude_sidereal: 126.5,
          epoch: '1990-05-17T12:15:00+05:30',
          system: 'kalachakra',
          variant: 'raghavacharya',
          depth: 1,
          from: '1990-01-01',
          to: '2100-01-01',
        },
        tKey,
      )
    ).json<Json>();
    const k2 = await (
      await tPost(
        '/api/dasha',
        {
          moon_longitude_sidereal: 126.5,
          epoch: '1990-05-17T12:15:00+05:30',
          system: 'kalachakra',
          variant: 'pvr-pada',
          depth: 1,
          from: '1990-01-01',
          to: '2100-01-01',
        },
        tKey,
      )
    ).json<Json>();
    expect(k1.dasha.variant.id).toBe('raghavacharya');
    expect(k2.dasha.variant.id).toBe('pvr-pada');
    expect(signs(k1.dasha)).not.toEqual(signs(k2.dasha));
    // 126.5 deg is Magha pada 2: navamsa Taurus; the navamsa progression runs zodiacally from it
    expect((k1.dasha.periods as Json[]).slice(0, 3).map((p) => p.lord)).toEqual([
      'Taurus',
      'Gemini',
      'Cancer',
    ]);
  });

  it('T: a wrong or misplaced variant is a 400 on field variant listing the allowed ids', async () => {
    const bad = await tPost(
      '/api/dasha',
      {
        birth: BIRTH,
        system: 'ashtottari',
        variant: '28',
        depth: 1,
        from: '2020-01-01',
        to: '2030-01-01',
      },
      tKey,
    );
    expect(bad.status).toBe(400);
    const e = (await bad.json<Json>()).error;
    expect(e.field).toBe('variant');
    expect(e.message).toContain('28-stars, 27-stars');
    const none = await (
      await tPost(
        '/api/dasha',
        {
          birth: BIRTH,
          system: 'yogini',
          variant: '27-stars',
          depth: 1,
          from: '2020-01-01',
          to: '2030-01-01',
        },
        tKey,
      )
    ).json<Json>();
    expect(none.error.field).toBe('variant');
    expect(none.error.message).toContain('no variants');
  });

  it('V: /v1/dasha takes variant, names it in the input echo and the answer; a wrong one is a 400', async () => {
    const res = await vPost('/v1/dasha', {
      ...V_BIRTH,
      system: 'shashtihayani',
      variant: '28-stars',
      depth: 1,
    });
    expect(res.status).toBe(200);
    const b = await res.json<Json>();
    expect(b.input.variant).toBe('28-stars');
    expect(b.dasha.variant.id).toBe('28-stars');
    const vim = await (await vPost('/v1/dasha', { ...V_BIRTH, depth: 1 })).json<Json>();
    expect(vim.dasha.variant).toBeNull();
    const bad = await vPost('/v1/dasha', {
      ...V_BIRTH,
      system: 'narayana',
      variant: 'kn-rao-book',
      depth: 1,
    });
    expect(bad.status).toBe(400);
    const e = (await bad.json<Json>()).error;
    expect(e.field).toBe('variant');
    expect(e.message).toContain('pvr');
  });

  it("V: /v1/dasha/systems lists each system's variants and default", async () => {
    const b = await (await call('/v1/dasha/systems')).json<Json>();
    const chara = (b.systems as Json[]).find((s) => s.id === 'chara')!;
    expect(chara.default_variant).toBe('kn-rao');
    expect((chara.variants as Json[]).map((v) => v.id)).toEqual([
      'kn-rao',
      'pvn-rao',
      'kn-rao-book',
    ]);
    const vim = (b.systems as Json[]).find((s) => s.id === 'vimsottari')!;
    expect(vim.variants).toEqual([]);
  });
});
