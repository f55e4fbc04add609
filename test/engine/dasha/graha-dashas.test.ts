import { describe, expect, it } from 'vitest';
import {
  DASHA_SYSTEMS,
  KALACHAKRA_SEQUENCES,
  KALACHAKRA_SIGN_YEARS,
  computeDasha,
  kalachakraParamayus,
  kalachakraSequence,
} from '../../../src/engine/dasha/index.js';
import { BIRTH_JD, checkTiling, years } from './helpers.js';

const SPAN = 360 / 27;
/** Moon at the start of the nakshatra with this 0-based index. */
const nak = (i: number): number => i * SPAN;
const maha = (system: string, moonLonDeg: number, depth = 1) =>
  computeDasha({ system, moonLonDeg, birthJdUt: BIRTH_JD, depth });
const roundY = (y: number): number => Math.round(y * 1e9) / 1e9;

describe('catalogue', () => {
  it('offers 48 systems (22, and 26 added from the PyJHora catalogue), each with a named source', () => {
    expect(DASHA_SYSTEMS).toHaveLength(48);
    expect(new Set(DASHA_SYSTEMS.map((s) => s.id)).size).toBe(48);
    for (const s of DASHA_SYSTEMS) expect(s.source.length).toBeGreaterThan(8);
    expect(DASHA_SYSTEMS.filter((s) => s.input !== 'chart').map((s) => s.id)).toContain(
      'kalachakra',
    );
  });
});

describe('nakshatra graha dashas (BPHS ch. 46-47): sequences and year totals', () => {
  const cases: [string, number, string[], number[]][] = [
    [
      'vimsottari',
      0,
      ['Ketu', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury'],
      [7, 20, 6, 10, 7, 18, 16, 19, 17],
    ],
    // Ashtottari begins with the Sun at Ardra
    [
      'ashtottari',
      nak(5),
      ['Sun', 'Moon', 'Mars', 'Mercury', 'Saturn', 'Jupiter', 'Rahu', 'Venus'],
      [6, 15, 8, 17, 10, 19, 12, 21],
    ],
    // Yogini: Ardra (6 + 3 = 9, remainder 1) is Mangala
    [
      'yogini',
      nak(5),
      ['Moon', 'Sun', 'Jupiter', 'Mars', 'Mercury', 'Saturn', 'Venus', 'Rahu'],
      [1, 2, 3, 4, 5, 6, 7, 8],
    ],
    // Shodashottari: Pushya is 1, the Sun
    [
      'shodashottari',
      nak(7),
      ['Sun', 'Mars', 'Jupiter', 'Saturn', 'Ketu', 'Moon', 'Mercury', 'Venus'],
      [11, 12, 13, 14, 15, 16, 17, 18],
    ],
    // Dwadashottari: Revati to Revati is 1, the Sun
    [
      'dwadashottari',
      nak(26),
      ['Sun', 'Jupiter', 'Ketu', 'Mercury', 'Rahu', 'Mars', 'Saturn', 'Moon'],
      [7, 9, 11, 13, 15, 17, 19, 21],
    ],
    // Panchottari: Anuradha is 1, the Sun
    [
      'panchottari',
      nak(16),
      ['Sun', 'Mercury', 'Saturn', 'Mars', 'Venus', 'Moon', 'Jupiter'],
      [12, 13, 14, 15, 16, 17, 18],
    ],
    // Shatabdika: Revati is 1, the Sun
    [
      'shatabdika',
      nak(26),
      ['Sun', 'Moon', 'Venus', 'Mercury', 'Jupiter', 'Mars', 'Saturn'],
      [5, 5, 10, 10, 20, 20, 30],
    ],
    // Chaturaseeti Sama: Swati is 1, the Sun
    [
      'chaturaseeti-sama',
      nak(14),
      ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'],
      [12, 12, 12, 12, 12, 12, 12],
    ],
    // Dwisaptati Sama: Mula is 1, the Sun
    [
      'dwisaptati-sama',
      nak(18),
      ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu'],
      [9, 9, 9, 9, 9, 9, 9, 9],
    ],
    // Shashtihayani: Ashwini begins Jupiter's group
    [
      'shashtihayani',
      0,
      ['Jupiter', 'Sun', 'Mars', 'Moon', 'Mercury', 'Venus', 'Saturn', 'Rahu'],
      [10, 10, 10, 6, 6, 6, 6, 6],
    ],
    // Shattrimsha Sama: Shravana is 1, the Moon
    [
      'shattrimsha-sama',
      nak(21),
      ['Moon', 'Sun', 'Jupiter', 'Mars', 'Mercury', 'Saturn', 'Venus', 'Rahu'],
      [1, 2, 3, 4, 5, 6, 7, 8],
    ],
    [
      'naisargika',
      0,
      ['Moon', 'Mars', 'Mercury', 'Venus', 'Jupiter', 'Sun', 'Saturn'],
      [1, 2, 9, 20, 18, 20, 50],
    ],
  ];
  for (const [id, moon, lords, yrs] of cases) {
    it(`${id}: ${lords.join(', ')} = ${yrs.reduce((a, b) => a + b, 0)} years`, () => {
      const r = maha(id, moon);
      const first = r.periods.slice(0, lords.length);
      expect(first.map((p) => p.lord)).toEqual(lords);
      expect(first.map((p) => roundY(years(p)))).toEqual(yrs);
      expect(first[0]!.startJdUt).toBeCloseTo(BIRTH_JD, 8);
      const info = DASHA_SYSTEMS.find((s) => s.id === id)!;
      expect(yrs.reduce((a, b) => a + b, 0)).toBe(info.totalYears);
      // whole cycles are repeated until 120 years are covered
      const span = (r.periods[r.periods.length - 1]!.endJdUt - r.periods[0]!.startJdUt) / 365.25;
      expect(span).toBeGreaterThanOrEqual(120 - 1e-9);
      expect(Math.round(span) % info.totalYears!).toBe(0);
    });
  }

  it('the count rules pick the lord from the remainder (Shodashottari: Ashlesha is 2nd from Pushya, so Mars)', () => {
    expect(maha('shodashottari', nak(8) + 1).periods[0]!.lord).toBe('Mars');
    // Dwadashottari: from Ashwini to Revati is 27, remainder 3: Ketu
    expect(maha('dwadashottari', 1).periods[0]!.lord).toBe('Ketu');
    // Yogini: Ashwini (1 + 3 = 4) is Bhramari, Mars
    const y = maha('yogini', 1).periods[0]!;
    expect([y.lord, y.name]).toEqual(['Mars', 'Bhramari']);
  });

  it('Ashtottari counts Abhijit in the Saturn group (P.Ashadha, U.Ashadha, Abhijit, Shravana), 2.5 years each', () => {
    // 278 deg lies in Abhijit (276 deg 40' to 280 deg 53' 20"), third of Saturn's four
    const r = maha('ashtottari', 278);
    expect(r.periods[0]!.lord).toBe('Saturn');
    const abhijitFrac = (278 - (276 + 40 / 60)) / (4 + 13 / 60 + 20 / 3600);
    const elapsed = (BIRTH_JD - r.periods[0]!.startJdUt) / 365.25;
    expect(elapsed).toBeCloseTo(2 * 2.5 + abhijitFrac * 2.5, 9);
  });

  it('Shashtihayani worked example (Manoj Kumar, "Shasthi Hayani Dasha", Future Samachar, Oct 2013): Moon Virgo 22 deg 37 min in Hasta gives Moon 1y 6m 29d', () => {
    const moon = 150 + 22 + 37 / 60;
    const r = maha('shashtihayani', moon);
    expect(r.periods[0]!.lord).toBe('Moon');
    const balance = (r.periods[0]!.endJdUt - BIRTH_JD) / 365.25;
    // Hasta's share is 6/4 = 1.5 years: 43' of 800' remain, plus Chitra's full 1.5 years
    expect(balance).toBeCloseTo(1.5 + (1.5 * 43) / 800, 9);
    const months = (balance - 1) * 12;
    expect(Math.floor(months)).toBe(6);
    expect(Math.round((months - 6) * 30)).toBe(29);
  });

  it('the balance of a count-rule dasha is the fraction of the nakshatra remaining x the lord years', () => {
    const r = maha('yogini', nak(5) + SPAN / 4);
    expect((r.periods[0]!.endJdUt - BIRTH_JD) / 365.25).toBeCloseTo(0.75 * 1, 9);
    const p = maha('panchottari', nak(16) + SPAN / 2);
    expect((p.periods[0]!.endJdUt - BIRTH_JD) / 365.25).toBeCloseTo(0.5 * 12, 9);
  });

  it('sub-periods tile their parents exactly in every graha dasha', () => {
    for (const id of [
      'ashtottari',
      'yogini',
      'shodashottari',
      'dwadashottari',
      'panchottari',
      'shatabdika',
      'chaturaseeti-sama',
      'dwisaptati-sama',
      'shashtihayani',
      'shattrimsha-sama',
      'naisargika',
      'kalachakra',
    ]) {
      const r = maha(id, 77.7, 3);
      const issues: string[] = [];
      checkTiling(r.periods, issues);
      expect(issues, id).toEqual([]);
    }
  });

  it('antardashas are proportional: Ashtottari Sun/Moon = 6 x 15 / 108 years', () => {
    const r = maha('ashtottari', nak(5), 2);
    expect(r.periods[0]!.periods![1]!.lord).toBe('Moon');
    expect(years(r.periods[0]!.periods![1]!)).toBeCloseTo((6 * 15) / 108, 10);
  });
});

describe('Kalachakra (BPHS ch. 46; Phaladeepika 8.10-14)', () => {
  it('paramayus per pada: savya 100, 85, 83, 86; apasavya 86, 83, 85, 100', () => {
    const sum = (seq: readonly number[]) => seq.reduce((a, s) => a + KALACHAKRA_SIGN_YEARS[s]!, 0);
    expect(KALACHAKRA_SEQUENCES[0]!.map(sum)).toEqual([100, 85, 83, 86]);
    expect(KALACHAKRA_SEQUENCES[1]!.map(sum)).toEqual([100, 85, 83, 86]);
    expect(KALACHAKRA_SEQUENCES[2]!.map(sum)).toEqual([86, 83, 85, 100]);
    expect(KALACHAKRA_SEQUENCES[3]!.map(sum)).toEqual([86, 83, 85, 100]);
    // P.V.R. Narasimha Rao's table: Krittika follows Ashwini, Revati Bharani, Ardra Mrigashira, Magha Rohini
    expect(kalachakraSequence(2 * 4)).toEqual(kalachakraSequence(0));
    expect(kalachakraSequence(26 * 4 + 3)).toEqual(kalachakraSequence(1 * 4 + 3));
    expect(kalachakraSequence(5 * 4)).toEqual(kalachakraSequence(4 * 4));
    expect(kalachakraSequence(9 * 4 + 2)).toEqual(kalachakraSequence(3 * 4 + 2));
    expect(kalachakraParamayus(3 * 4)).toBe(86);
  });

  it('Ashwini pada 1 at 0 deg: Aries to Sagittarius, 100 years, from birth', () => {
    const r = maha('kalachakra', 0);
    const first9 = r.periods.slice(0, 9);
    expect(first9.map((p) => p.lord)).toEqual([
      'Aries',
      'Taurus',
      'Gemini',
      'Cancer',
      'Leo',
      'Virgo',
      'Libra',
      'Scorpio',
      'Sagittarius',
    ]);
    expect(first9.map((p) => p.sign)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(first9[0]!.startJdUt).toBe(BIRTH_JD);
    expect((first9[8]!.endJdUt - first9[0]!.startJdUt) / 365.25).toBeCloseTo(100, 9);
    // then Ashwini pada 2's formula
    expect(r.periods[9]!.lord).toBe('Capricorn');
  });

  it('the balance is the fraction of the pada remaining x paramayus, located in the running sign', () => {
    // half of Ashwini pada 1: 50 of 100 years elapsed = Aries 7 + Taurus 16 + Gemini 9 + 18 of Cancer's 21
    const r = maha('kalachakra', 360 / 108 / 2);
    expect(r.periods[3]!.lord).toBe('Cancer');
    expect((BIRTH_JD - r.periods[3]!.startJdUt) / 365.25).toBeCloseTo(18, 9);
  });

  it('antardashas run through the formula from the maha sign, maha x antar / paramayus', () => {
    const r = maha('kalachakra', 0, 2);
    const leo = r.periods[4]!;
    expect(leo.periods!.map((p) => p.lord)).toEqual([
      'Leo',
      'Virgo',
      'Libra',
      'Scorpio',
      'Sagittarius',
      'Aries',
      'Taurus',
      'Gemini',
      'Cancer',
    ]);
    expect(years(leo.periods![0]!)).toBeCloseTo((5 * 5) / 100, 10);
    expect(years(leo.periods![8]!)).toBeCloseTo((5 * 21) / 100, 10);
  });
});
