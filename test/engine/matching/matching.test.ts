/**
 * Ashtakoota matching. The per-koota checks use examples published with their rules; each test
 * names where the example comes from. Moon longitudes are sidereal: nakshatra n (0 = Ashwini)
 * spans n * 13.333.. to (n + 1) * 13.333.. degrees.
 */
import { describe, expect, it } from 'vitest';
import {
  GANA_TABLES,
  YONI_TABLES,
  ashtakoota,
  grahaMaitriPoints,
  manglikCompatibility,
  matchCharts,
  tableCell,
} from '../../../src/engine/matching/index.js';
import { chart } from '../yogas/chart-builder.js';

const NAK = 360 / 27;
/** Middle of a nakshatra (0-based). */
const mid = (n: number) => n * NAK + NAK / 2;
const koota = (r: ReturnType<typeof ashtakoota>, name: string) =>
  r.kootas.find((k) => k.name === name)!;

describe('published worked examples, koota by koota', () => {
  it('Tara: bride Ashwini, groom Vishakha scores 1.5 (sriramgurujala.com, "Guna Milan ... Tara": Ashwini 1st, Visakha 16th, groom tara 7, 1:7 gives 1.5)', () => {
    const r = ashtakoota(mid(15), mid(0));
    expect(koota(r, 'Tara').points).toBe(1.5);
    expect(koota(r, 'Tara').reason).toContain('girl to boy: count 16 (Vadha, bad)');
  });
  it('Tara counting: from the girl\'s Ashwini, Rohini is the 4th (795388.info, "Horoscope matching based on rashi and nakshatra", Dina match example)', () => {
    const r = ashtakoota(mid(3), mid(0));
    expect(koota(r, 'Tara').reason).toContain('girl to boy: count 4 (Kshema, good)');
  });
  it('Yoni: same yoni 4, sworn enemies 0 (freehoroscopesonline.in, "The Yoni Koota": Ashwini and Shatabhisha are both Horse; Horse and Buffalo (Hasta) are intense enemies)', () => {
    expect(koota(ashtakoota(mid(0), mid(23)), 'Yoni').points).toBe(4);
    expect(koota(ashtakoota(mid(0), mid(12)), 'Yoni').points).toBe(0);
    expect(koota(ashtakoota(mid(1), mid(22)), 'Yoni').points).toBe(0); // Elephant (Bharani) and Lion (Dhanishta)
  });
  it('Varna: boy Cancer (Brahmin), girl Aries (Kshatriya) scores 1; reversed scores 0 (aaps.space "Kundli matching": the groom\'s varna must be equal or higher)', () => {
    expect(koota(ashtakoota(100, 10), 'Varna').points).toBe(1);
    expect(koota(ashtakoota(10, 100), 'Varna').points).toBe(0);
  });
  it('Vashya sign list: Leo and Scorpio are vashya to Aries; Virgo to Gemini and Gemini to Virgo (ganesham.articlealley.com, "Marriage horoscope matching")', () => {
    const r = ashtakoota(10, 130, { vashya: 'sign-list' }); // boy Aries, girl Leo: one way only
    expect(koota(r, 'Vashya')).toMatchObject({ points: 1, reason: 'Simha is vashya to Mesha' });
    expect(koota(ashtakoota(70, 160, { vashya: 'sign-list' }), 'Vashya').points).toBe(2); // boy Gemini, girl Virgo: mutual
  });
  it('Gana symmetric variant: Deva-Manushya 5 either way, Manushya-Rakshasa 1, Deva-Rakshasa 0 (scribd "GANA, NADI, BHAKUTA", points 1-9)', () => {
    const o = { gana: 'symmetric' as const };
    expect(koota(ashtakoota(mid(0), mid(1), o), 'Gana').points).toBe(5); // Ashwini Deva, Bharani Manushya
    expect(koota(ashtakoota(mid(1), mid(0), o), 'Gana').points).toBe(5);
    expect(koota(ashtakoota(mid(1), mid(2), o), 'Gana').points).toBe(1); // Bharani Manushya, Krittika Rakshasa
    expect(koota(ashtakoota(mid(0), mid(2), o), 'Gana').points).toBe(0);
  });
});

describe('rules and variants', () => {
  it('a full match computed by the rules (not a published total): boy Rohini (Taurus 15), girl Magha (Leo 5)', () => {
    const r = ashtakoota(45, 125);
    expect(r.kootas.map((k) => [k.name, k.points])).toEqual([
      ['Varna', 0],
      ['Vashya', 0.5],
      ['Tara', 1.5],
      ['Yoni', 1],
      ['Graha Maitri', 0],
      ['Gana', 0],
      ['Bhakoot', 7],
      ['Nadi', 0],
    ]);
    expect(r.total).toBe(10);
    expect(r.max).toBe(36);
    expect(r.kootas.map((k) => k.max).reduce((a, b) => a + b, 0)).toBe(36);
  });
  it('the same Moon everywhere scores 36 less nothing but Nadi (same nadi), Tara full by default', () => {
    const r = ashtakoota(45, 45);
    expect(koota(r, 'Tara').points).toBe(3);
    expect(koota(r, 'Nadi').points).toBe(0);
    expect(koota(ashtakoota(45, 45, { taraSameNakshatra: 'none' }), 'Tara').points).toBe(0);
  });
  it('Graha Maitri from natural friendship', () => {
    expect(grahaMaitriPoints(0, 1)).toBe(5); // Sun-Moon friends
    expect(grahaMaitriPoints(0, 3)).toBe(4); // Sun neutral to Mercury, Mercury friend to Sun
    expect(grahaMaitriPoints(1, 3)).toBe(1); // Moon friend of Mercury, Mercury enemy of Moon
    expect(grahaMaitriPoints(2, 5)).toBe(3); // Mars-Venus neutral both ways
    expect(grahaMaitriPoints(2, 3)).toBe(0.5);
    expect(grahaMaitriPoints(0, 5)).toBe(0);
  });
  it('Bhakoot 5/9 is 0 by default and 7 under the same-or-friendly-lords exception (Aries and Leo: Mars and Sun are friends)', () => {
    expect(koota(ashtakoota(10, 130), 'Bhakoot').points).toBe(0);
    expect(
      koota(ashtakoota(10, 130, { bhakootException: 'same-or-friendly-lords' }), 'Bhakoot').points,
    ).toBe(7);
    expect(koota(ashtakoota(10, 100), 'Bhakoot').points).toBe(7); // 4/10
  });
  it('Nadi exceptions restore 8 only when selected (Krittika in Aries and in Taurus)', () => {
    const boy = 28,
      girl = 35; // Krittika pada 1 (Aries) and pada 3 (Taurus)
    expect(koota(ashtakoota(boy, girl), 'Nadi').points).toBe(0);
    expect(koota(ashtakoota(boy, girl), 'Nadi').reason).toContain('same-nakshatra-different-rashi');
    expect(
      koota(ashtakoota(boy, girl, { nadiExceptions: ['same-nakshatra-different-rashi'] }), 'Nadi')
        .points,
    ).toBe(8);
  });
  it('half points can be rounded down', () => {
    expect(koota(ashtakoota(45, 125, { halfPoints: 'round-down' }), 'Vashya').points).toBe(0);
  });
  it('splits Sagittarius and Capricorn for Vashya at 15 degrees', () => {
    expect(koota(ashtakoota(245, 245), 'Vashya').reason).toBe(
      'boy Manava, girl Manava (group table)',
    );
    expect(koota(ashtakoota(255, 285), 'Vashya').reason).toBe(
      'boy Chatushpada, girl Jalachara (group table)',
    );
  });
});

describe('named koota tables', () => {
  // Ashwini (0) Horse, Anuradha (16) Deer, Swati (14) Buffalo, Dhanishta (22) Lion; Ashwini Deva,
  // Krittika (2) Rakshasa, Bharani (1) Manushya.
  it("Yoni: the common table scores Horse-Deer 3 either way; PyJHora's gives 1; Saravali's (bride rows) 3 or 1 by who is the Deer", () => {
    expect(koota(ashtakoota(mid(0), mid(16)), 'Yoni')).toMatchObject({
      points: 3,
      reason: 'boy Horse, girl Deer',
    });
    expect(koota(ashtakoota(mid(16), mid(0)), 'Yoni').points).toBe(3);
    expect(koota(ashtakoota(mid(0), mid(16), { yoni: 'pyjhora' }), 'Yoni').points).toBe(1);
    expect(koota(ashtakoota(mid(16), mid(0), { yoni: 'pyjhora' }), 'Yoni').points).toBe(1);
    expect(koota(ashtakoota(mid(16), mid(0), { yoni: 'saravali' }), 'Yoni').points).toBe(3); // Horse bride, Deer groom
    expect(koota(ashtakoota(mid(0), mid(16), { yoni: 'saravali' }), 'Yoni').points).toBe(1); // Deer bride, Horse groom
    expect(koota(ashtakoota(mid(14), mid(22), { yoni: 'saravali' }), 'Yoni').points).toBe(2); // Lion bride, Buffalo groom
    expect(koota(ashtakoota(mid(22), mid(14), { yoni: 'saravali' }), 'Yoni').points).toBe(1);
    expect(ashtakoota(mid(0), mid(16)).variants.yoni).toBe('common');
  });
  it('the common yoni table is symmetric, 4 on the diagonal, 0 exactly for the seven sworn-enemy pairs', () => {
    const t = YONI_TABLES.common.cells;
    const enemies = [
      [0, 8],
      [1, 13],
      [2, 11],
      [3, 12],
      [4, 10],
      [5, 6],
      [7, 9],
    ];
    for (let i = 0; i < 14; i++) {
      expect(t[i]![i]).toBe(4);
      for (let j = 0; j < 14; j++) {
        expect(t[i]![j], `${i},${j}`).toBe(t[j]![i]);
        const sworn = enemies.some(([a, b]) => (a === i && b === j) || (a === j && b === i));
        expect(t[i]![j] === 0, `${i},${j}`).toBe(sworn);
      }
    }
    // The named alternatives differ from it only in the cells they are documented for.
    const diff = (name: 'saravali' | 'pyjhora') => {
      const out: string[] = [];
      for (let b = 0; b < 14; b++)
        for (let g = 0; g < 14; g++) {
          if (tableCell(YONI_TABLES[name], b, g) !== t[b]![g]) out.push(`${b},${g}`);
        }
      return out;
    };
    expect(diff('saravali')).toEqual(['0,10', '8,13']); // boy Horse girl Deer; boy Buffalo girl Lion
    expect(diff('pyjhora')).toEqual(['0,10', '10,0']);
  });
  it('Gana: the common table gives a Deva boy with a Rakshasa girl 1 and a Rakshasa boy with a Deva girl 0', () => {
    expect(koota(ashtakoota(mid(0), mid(2)), 'Gana')).toMatchObject({
      points: 1,
      reason: 'boy Deva, girl Rakshasa',
    });
    expect(koota(ashtakoota(mid(2), mid(0)), 'Gana').points).toBe(0);
    expect(koota(ashtakoota(mid(0), mid(1)), 'Gana').points).toBe(5); // Deva boy, Manushya girl
    expect(koota(ashtakoota(mid(1), mid(0)), 'Gana').points).toBe(6); // Manushya boy, Deva girl
    expect(koota(ashtakoota(mid(1), mid(2)), 'Gana').points).toBe(0); // Manushya boy, Rakshasa girl
    expect(koota(ashtakoota(mid(2), mid(1)), 'Gana').points).toBe(0);
    expect(tableCell(GANA_TABLES.common, 2, 2)).toBe(6);
  });
  it('Gana: the transposed reading (formerly "standard") swaps the cells', () => {
    expect(koota(ashtakoota(mid(0), mid(2), { gana: 'transposed' }), 'Gana').points).toBe(0);
    expect(koota(ashtakoota(mid(2), mid(0), { gana: 'transposed' }), 'Gana').points).toBe(1);
    const legacy = ashtakoota(mid(0), mid(1), { gana: 'standard' });
    expect(koota(legacy, 'Gana').points).toBe(6);
    expect(legacy.variants.gana).toBe('transposed');
  });
  it('Vashya: the Saravali table (bride rows) is selectable and not symmetric', () => {
    // boy Aries (Chatushpada), girl Gemini (Manava): Saravali bride Manava, groom Chatushpada = 1;
    // the other way round 0. The common group table gives 1 both ways.
    expect(koota(ashtakoota(10, 70, { vashya: 'saravali' }), 'Vashya')).toMatchObject({
      points: 1,
      reason: 'boy Chatushpada, girl Manava (Saravali table)',
    });
    expect(koota(ashtakoota(70, 10, { vashya: 'saravali' }), 'Vashya').points).toBe(0);
    expect(koota(ashtakoota(10, 70), 'Vashya').points).toBe(1);
    expect(koota(ashtakoota(70, 10), 'Vashya').points).toBe(1);
  });
});

describe('Manglik compatibility', () => {
  const manglik = chart({ lagna: 'Aries', grahas: { Mars: 'Libra' } });
  it('two Manglik charts are compatible', () => {
    expect(manglikCompatibility(manglik, manglik)).toMatchObject({
      compatible: true,
      rule: 'both-manglik',
    });
  });
  it('one-sided Manglik without balancing malefics is not compatible', () => {
    const girl = chart({
      lagna: 'Aries',
      grahas: { Mars: 'Aries', Moon: 'Aries', Sun: 'Leo', Saturn: 'Sagittarius', Rahu: 'Gemini' },
    });
    const r = manglikCompatibility(manglik, girl);
    expect(r).toMatchObject({ compatible: false, rule: 'one-sided' });
    expect(r.boy.present).toBe(true);
    expect(r.girl.present).toBe(false);
  });
  it("one-sided Manglik balanced by Saturn in the other chart's 7th", () => {
    const girl = chart({
      lagna: 'Aries',
      grahas: { Mars: 'Aries', Moon: 'Aries', Sun: 'Leo', Saturn: 'Libra', Rahu: 'Gemini' },
    });
    expect(manglikCompatibility(manglik, girl)).toMatchObject({
      compatible: true,
      rule: 'balanced-by-malefics',
    });
  });
  it('matchCharts returns the score out of 36 with Manglik alongside', () => {
    const r = matchCharts(manglik, manglik);
    expect(r.maxScore).toBe(36);
    expect(r.score).toBe(r.ashtakoota.total);
  });
});

describe('input checks', () => {
  it('rejects non-finite longitudes with an EngineInputError naming the person', () => {
    expect(() => ashtakoota(Number.NaN, 10)).toThrowError(/boy/);
    try {
      ashtakoota(10, Number.POSITIVE_INFINITY);
    } catch (e) {
      expect((e as { field?: string }).field).toBe('person2');
    }
  });
});
