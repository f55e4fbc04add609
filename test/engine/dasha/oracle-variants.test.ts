/**
 * Every dasha variant against PyJHora 4.8.5 on 1,000 seeded births (test/fixtures/oracle/dashas-*.json,
 * scripts/oracle/gen-dasha-fixtures.ts). The engine reads the oracle's own positions, so the
 * comparison is of rules. For each variant: at least 200 charts agree on the lords, order and years
 * of the first 9 mahas (and their starts where the conventions match), and every chart that does
 * not is explained by a documented difference (docs/dashas.md, "Differences from PyJHora"): the
 * engine with that difference switched to PyJHora's reading reproduces the oracle. The oracle's
 * known bugs (the kit's CONVENTIONS.md, bugs 3 and 7) are corrected and tested against the
 * corrected value.
 */
import { describe, expect, it } from 'vitest';
import { NAKSHATRA_SPAN_DEG } from '../../../src/engine/core/constants.js';
import { computeDasha } from '../../../src/engine/dasha/index.js';
import { BIRTH_JD, makeBasis, years } from './helpers.js';
import { clipAtBirth, engineMahas, oracleRows } from './oracle-compare.js';
import { BALANCE_STAR, BUG3, BUG7, CHECKS, FIXTURES, checkVariant } from './oracle-variants.js';

const results = new Map(CHECKS.map((v) => [`${v.system}/${v.variant}`, checkVariant(v)]));
const result = (id: string) => results.get(id)!;

describe('dasha variants against PyJHora (1,000 seeded charts)', () => {
  for (const v of CHECKS) {
    const id = `${v.system}/${v.variant}`;
    it(`${v.label}: at least 200 charts agree, every other one is a documented difference`, () => {
      const r = result(id);
      expect(r.cases).toBe(1000);
      expect(r.agree, `${id} agreeing charts`).toBeGreaterThanOrEqual(200);
      expect(r.messages, `${id}: charts no documented difference explains`).toEqual([]);
      expect(r.unexplained).toEqual([]);
      // each documented difference occurs (the docs carry no stale explanation)
      const used = new Set(Object.keys(r.explained).flatMap((k) => k.split('+')));
      for (const d of v.differences)
        expect(used.has(d.id), `${id}: ${d.id} never occurs`).toBe(true);
    });
  }

  it('variants whose rules PyJHora shares agree on every chart but for its known bugs', () => {
    expect(result('kalachakra/raghavacharya').startsAgree).toBe(1000);
    // Shashtihayani (27): lords, order and years everywhere; the starts differ only by PyJHora's balance from the birth nakshatra
    expect(result('shashtihayani/27-stars').agree).toBe(1000);
    expect(Object.keys(result('shashtihayani/27-stars').explained)).toEqual([BALANCE_STAR]);
    expect(result('ashtottari/27-stars').agree).toBe(1000);
    expect(Object.keys(result('ashtottari/27-stars').explained)).toEqual([BUG3]);
  });
});

describe('the documented differences, one chart each', () => {
  it("K.N. Rao's own worked example (Predicting through Jaimini's Chara Dasha, chart 4): no year added for exalted Mercury, none removed for debilitated Venus", () => {
    // Gemini lagna 29 deg 13'; Mercury (exalted, 22 deg 21'), Venus (debilitated, 11 deg 48') and Rahu (29 deg 17') in Virgo;
    // Mars Taurus 9 deg 13', Jupiter Libra 12 deg 42', Saturn Scorpio 27 deg 23', Ketu Pisces. The Sun and the Moon are
    // placed where they touch none of the seven dashas the book lists (Cancer, Leo).
    const b = makeBasis(60 + 29 + 13 / 60, {
      Mercury: 150 + 22 + 21 / 60,
      Venus: 150 + 11 + 48 / 60,
      Rahu: 150 + 29 + 17 / 60,
      Mars: 30 + 9 + 13 / 60,
      Jupiter: 180 + 12 + 42 / 60,
      Saturn: 210 + 27 + 23 / 60,
      Sun: 90 + 20 + 41 / 60,
      Moon: 120 + 11 + 34 / 60,
    });
    const book = [
      ['Gemini', 3],
      ['Taurus', 4],
      ['Aries', 1],
      ['Pisces', 5],
      ['Aquarius', 5],
      ['Capricorn', 2],
      ['Sagittarius', 10],
    ];
    const got = (variant: string) =>
      computeDasha({ system: 'chara', variant, basis: b, depth: 1 })
        .periods.slice(0, 7)
        .map((p) => [p.lord, Math.round(years(p) * 1e9) / 1e9]);
    expect(got('kn-rao-book')).toEqual(book);
    // with the commentators' dignity year Taurus loses a year for debilitated Venus (Mercury in Virgo counts as own sign)
    expect(got('kn-rao')[1]).toEqual(['Taurus', 3]);
  });

  it('bug 7: PyJHora keeps a sign of 0 years (Sagittarius, Jupiter debilitated in Capricorn) as a maha of no length; the engine gives it no dasha', () => {
    const fx = FIXTURES.narayana!;
    // a chart whose 0-year maha is not the oracle's last row, so that the sign after it can be compared
    const i = result('narayana/pvr').bugs[BUG7]!.find((j) => {
      const rows = oracleRows(fx.charts[j]!, 'narayana', 'rasi')!;
      const z = rows.findIndex((r) => r.years === 0);
      return z < rows.length - 1 && rows[z]!.lord === 'Sagittarius';
    })!;
    const c = fx.charts[i]!;
    const o = oracleRows(c, 'narayana', 'rasi')!;
    const k = o.findIndex((r) => r.years === 0);
    expect(o[k]!.lord).toBe('Sagittarius');
    expect(c.lon![4]! >= 270 && c.lon![4]! < 300).toBe(true); // Jupiter in Capricorn
    const ours = engineMahas('narayana', 'pvr', c, fx.year_days);
    expect(ours.slice(0, 12).some((r) => r.lord === 'Sagittarius')).toBe(false);
    // the sign after it starts where PyJHora starts both
    const next = ours.find((r) => r.lord === o[k + 1]!.lord)!;
    expect(Math.abs(next.startJdUt - o[k + 1]!.startJdUt) * 86400).toBeLessThan(2);
    // second cycle: 12 - 0 = 12 years
    expect(
      ours.filter((r) => r.lord === 'Sagittarius').map((r) => Math.round(r.years * 1e9) / 1e9),
    ).toEqual([12]);
  });

  it("bug 3: Ashtottari in Rahu's group, the balance over U.Bhadra, Revati, Ashwini, Bharani (the corrected start), not PyJHora's division by -23", () => {
    const fx = FIXTURES.ashtottari!;
    const i = result('ashtottari/27-stars').explained[BUG3]![0]!;
    const c = fx.charts[i]!;
    const nak = Math.floor(c.moon! / NAKSHATRA_SPAN_DEG);
    expect([25, 26, 0, 1]).toContain(nak);
    const posInGroup = ((nak - 25 + 27) % 27) + (c.moon! % NAKSHATRA_SPAN_DEG) / NAKSHATRA_SPAN_DEG;
    const correct = (posInGroup / 4) * 12;
    const pyjhora = ((c.moon! - 25 * NAKSHATRA_SPAN_DEG) / (-23 * NAKSHATRA_SPAN_DEG)) * 12;
    const o = oracleRows(c, 'ashtottari', 'graha')!;
    const ours = engineMahas('ashtottari', '27-stars', c, fx.year_days);
    expect(o[0]!.lord).toBe('Rahu');
    expect(ours[0]!.lord).toBe('Rahu');
    expect(Math.abs(ours[0]!.startJdUt - (c.jd_ut - correct * fx.year_days)) * 86400).toBeLessThan(
      60,
    );
    expect(Math.abs(o[0]!.startJdUt - (c.jd_ut - pyjhora * fx.year_days)) * 86400).toBeLessThan(60);
    expect(Math.abs(correct - pyjhora)).toBeGreaterThan(0.05);
    // the birth falls inside the corrected Rahu maha
    expect(ours[0]!.startJdUt).toBeLessThanOrEqual(c.jd_ut);
    expect(ours[0]!.startJdUt + 12 * fx.year_days).toBeGreaterThan(c.jd_ut);
  });

  it("P.V.R. Narasimha Rao's worked Kalachakra examples (Vedic Astrology: An Integrated Approach, ch. 24, Example 95 and Exercise 34): balance, formula and the next formula along the chakra", () => {
    const run = (moonLonDeg: number) => {
      const r = computeDasha({
        system: 'kalachakra',
        variant: 'pvr-pada',
        moonLonDeg,
        birthJdUt: BIRTH_JD,
        depth: 1,
      });
      return clipAtBirth(
        r.periods.map((p) => ({ lord: p.lord, startJdUt: p.startJdUt, years: years(p) })),
        BIRTH_JD,
        365.25,
      ).map((p) => [p.lord, Math.round(p.years * 1e6) / 1e6]);
    };
    // the answers as the book gives them (transcribed in PyJHora's tests/pvr_tests.py, kalachakra_dhasa_tests)
    // Example 95, Moon 15 Ta 50: Rohini pada 2, 3/4 gone: Sc 4.75, Li 16, then Rohini pada 3's formula
    expect(run(45 + 50 / 60).slice(0, 9)).toEqual([
      ['Scorpio', 4.75],
      ['Libra', 16],
      ['Virgo', 9],
      ['Leo', 5],
      ['Cancer', 21],
      ['Gemini', 9],
      ['Taurus', 16],
      ['Aries', 7],
      ['Sagittarius', 10],
    ]);
    // Moon 3 Cn 00: Punarvasu pada 4, 0.9 gone: Pi 8.6, then pada 1 of Bharani's group (Pushya)
    expect(run(93).slice(0, 9)).toEqual([
      ['Pisces', 8.6],
      ['Scorpio', 7],
      ['Libra', 16],
      ['Virgo', 9],
      ['Cancer', 21],
      ['Leo', 5],
      ['Gemini', 9],
      ['Taurus', 16],
      ['Aries', 7],
    ]);
    // Exercise 34, Moon 5 Aq 50: Dhanishta pada 4, 3/4 gone: Ge 2, Ta 16, Ar 7, then pada 1 of Rohini's group along the wheel
    expect(run(305 + 50 / 60).slice(0, 10)).toEqual([
      ['Gemini', 2],
      ['Taurus', 16],
      ['Aries', 7],
      ['Sagittarius', 10],
      ['Capricorn', 4],
      ['Aquarius', 4],
      ['Pisces', 10],
      ['Aries', 7],
      ['Taurus', 16],
      ['Gemini', 9],
    ]);
  });

  it('Abhijit: with 28 nakshatras Shatabhisha belongs to Rahu and the last pada of U.Ashadha to Saturn; with 27 to Saturn and Venus', () => {
    const sh = (moon: number, variant: string) =>
      computeDasha({
        system: 'shashtihayani',
        variant,
        moonLonDeg: moon,
        birthJdUt: BIRTH_JD,
        depth: 1,
      }).periods[0]!.lord;
    const shatabhisha = 23 * NAKSHATRA_SPAN_DEG + 1;
    const uAshadha4 = 20 * NAKSHATRA_SPAN_DEG + 11;
    expect([sh(shatabhisha, '28-stars'), sh(shatabhisha, '27-stars')]).toEqual(['Rahu', 'Saturn']);
    expect([sh(uAshadha4, '28-stars'), sh(uAshadha4, '27-stars')]).toEqual(['Saturn', 'Venus']);
    // every fixture chart the Abhijit grouping explains has its Moon there
    for (const i of result('shashtihayani/28-stars').explained['no-abhijit']!) {
      const m = FIXTURES.shashtihayani!.charts[i]!.moon!;
      expect(
        Math.floor(m / NAKSHATRA_SPAN_DEG) === 23 || (m >= 276 + 40 / 60 && m < 280),
        `chart ${i} moon ${m}`,
      ).toBe(true);
    }
    // Ashtottari: the lords agree everywhere; the starts differ only in Saturn's group (P.Ashadha to Shravana) and bug 3
    for (const i of result('ashtottari/28-stars').explained['no-abhijit']!) {
      const m = FIXTURES.ashtottari!.charts[i]!.moon!;
      expect(
        m >= 19 * NAKSHATRA_SPAN_DEG && m < 22 * NAKSHATRA_SPAN_DEG,
        `chart ${i} moon ${m}`,
      ).toBe(true);
    }
  });
});

describe('variant ids', () => {
  it('each answer names the variant used; the default when none is asked for', () => {
    const b = makeBasis(15, {
      Sun: 130,
      Moon: 35,
      Mars: 290,
      Mercury: 153,
      Jupiter: 102,
      Venus: 338,
      Saturn: 195,
      Rahu: 70,
    });
    expect(computeDasha({ system: 'chara', basis: b, depth: 1 }).variant).toBe('kn-rao');
    expect(
      computeDasha({ system: 'shashtihayani', moonLonDeg: 10, birthJdUt: BIRTH_JD, depth: 1 })
        .variant,
    ).toBe('27-stars');
    expect(
      computeDasha({ system: 'ashtottari', moonLonDeg: 10, birthJdUt: BIRTH_JD, depth: 1 }).variant,
    ).toBe('28-stars');
    expect(computeDasha({ system: 'chara', variant: 'pvn-rao', basis: b, depth: 1 }).variant).toBe(
      'pvn-rao',
    );
    expect(
      computeDasha({ system: 'kalachakra', moonLonDeg: 10, birthJdUt: BIRTH_JD, depth: 1 }).variant,
    ).toBe('pvr-pada');
    expect(
      computeDasha({ system: 'vimsottari', moonLonDeg: 10, birthJdUt: BIRTH_JD, depth: 1 }).variant,
    ).toBeUndefined();
  });
  it('an unknown id is refused naming the field and listing the allowed ids', () => {
    expect(() =>
      computeDasha({ system: 'chara', variant: 'kn', basis: makeBasis(0, {}), depth: 1 }),
    ).toThrow(/variant.*kn-rao, pvn-rao, kn-rao-book/);
    try {
      computeDasha({
        system: 'ashtottari',
        variant: '29-stars',
        moonLonDeg: 1,
        birthJdUt: BIRTH_JD,
        depth: 1,
      });
      expect.unreachable();
    } catch (e) {
      expect((e as { field?: string }).field).toBe('variant');
      expect(String((e as Error).message)).toContain('28-stars, 27-stars');
    }
    expect(() =>
      computeDasha({
        system: 'vimsottari',
        variant: 'x',
        moonLonDeg: 1,
        birthJdUt: BIRTH_JD,
        depth: 1,
      }),
    ).toThrow(/no variants/);
  });
});
