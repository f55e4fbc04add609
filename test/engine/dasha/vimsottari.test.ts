import { describe, expect, it } from 'vitest';
import { EngineInputError } from '../../../src/engine/core/errors.js';
import { isoFromJdUt } from '../../../src/engine/time/julian.js';
import {
  computeDasha,
  isoFastFromJdUt,
  vimsottariBalance,
  vimsottariChartDasha,
  YEAR_DAYS,
} from '../../../src/engine/dasha/index.js';
import { BIRTH_JD, checkTiling, years } from './helpers.js';

const SPAN = 360 / 27;

describe('Vimsottari (BPHS ch. 46)', () => {
  it('runs Ketu, Venus, Sun, Moon, Mars, Rahu, Jupiter, Saturn, Mercury over 120 years from Ashwini 0 deg', () => {
    const r = computeDasha({ system: 'vimsottari', moonLonDeg: 0, birthJdUt: BIRTH_JD, depth: 1 });
    expect(r.periods.map((p) => p.lord)).toEqual([
      'Ketu',
      'Venus',
      'Sun',
      'Moon',
      'Mars',
      'Rahu',
      'Jupiter',
      'Saturn',
      'Mercury',
    ]);
    expect(r.periods.map((p) => Math.round(years(p) * 1e9) / 1e9)).toEqual([
      7, 20, 6, 10, 7, 18, 16, 19, 17,
    ]);
    expect(r.periods[0]!.startJdUt).toBe(BIRTH_JD);
    expect((r.periods[8]!.endJdUt - r.periods[0]!.startJdUt) / 365.25).toBeCloseTo(120, 9);
    expect(r.yearDays).toBe(365.25);
    expect(r.levels).toEqual(['maha']);
  });

  it('gives the full period when the Moon is at 0 deg of a nakshatra (Rohini: Moon 10 years from birth)', () => {
    const r = computeDasha({
      system: 'vimsottari',
      moonLonDeg: 3 * SPAN,
      birthJdUt: BIRTH_JD,
      depth: 1,
    });
    expect(r.periods[0]!.lord).toBe('Moon');
    expect(r.periods[0]!.startJdUt).toBeCloseTo(BIRTH_JD, 9);
    expect(years(r.periods[0]!)).toBeCloseTo(10, 9);
  });

  it('balance at birth: AIFAS "Know your Dasha" example, Moon at Aries 9 deg 36 min (Ashwini) leaves Ketu 7 x 224/800 = 1.96 years', () => {
    const moon = 9 + 36 / 60;
    const b = vimsottariBalance(moon);
    expect(b.lord).toBe('Ketu');
    expect(b.balanceYears).toBeCloseTo(1.96, 10);
    const r = computeDasha({
      system: 'vimsottari',
      moonLonDeg: moon,
      birthJdUt: BIRTH_JD,
      depth: 1,
    });
    expect((r.periods[0]!.endJdUt - BIRTH_JD) / 365.25).toBeCloseTo(1.96, 9);
    // the running maha keeps its true start before birth
    expect((BIRTH_JD - r.periods[0]!.startJdUt) / 365.25).toBeCloseTo(7 - 1.96, 9);
  });

  it('balance at birth: Moon 600 of the 800 arc-minutes into Pushya leaves Saturn 19 x 200/800 = 4.75 years (thornandoak.com, Vedic Astrology XXXIV)', () => {
    const b = vimsottariBalance(7 * SPAN + 10);
    expect(b.lord).toBe('Saturn');
    expect(b.balanceYears).toBeCloseTo(4.75, 10);
  });

  it('antardashas are maha years x antar years / 120 and start with the maha lord', () => {
    const r = computeDasha({ system: 'vimsottari', moonLonDeg: 0, birthJdUt: BIRTH_JD, depth: 2 });
    const ketu = r.periods[0]!;
    expect(ketu.periods!.map((p) => p.lord)).toEqual([
      'Ketu',
      'Venus',
      'Sun',
      'Moon',
      'Mars',
      'Rahu',
      'Jupiter',
      'Saturn',
      'Mercury',
    ]);
    expect(years(ketu.periods![0]!)).toBeCloseTo((7 * 7) / 120, 10);
    expect(years(ketu.periods![1]!)).toBeCloseTo((7 * 20) / 120, 10);
    const venus = r.periods[1]!;
    expect(venus.periods![0]!.lord).toBe('Venus');
    expect(years(venus.periods![0]!)).toBeCloseTo((20 * 20) / 120, 10);
  });

  it('sub-periods tile their parent exactly at every level (three levels, 819 periods)', () => {
    const r = computeDasha({
      system: 'vimsottari',
      moonLonDeg: 123.456,
      birthJdUt: BIRTH_JD,
      depth: 3,
    });
    const issues: string[] = [];
    checkTiling(r.periods, issues);
    expect(issues).toEqual([]);
    let n = 0;
    for (const m of r.periods) {
      n++;
      for (const a of m.periods!) {
        n++;
        n += a.periods!.length;
      }
    }
    expect(n).toBe(9 + 81 + 729);
  });

  it('echoes the year length and scales with it (savana 360)', () => {
    const r = computeDasha({
      system: 'vimsottari',
      moonLonDeg: 0,
      birthJdUt: BIRTH_JD,
      depth: 1,
      yearDays: YEAR_DAYS.savana,
    });
    expect(r.yearDays).toBe(360);
    expect(r.periods[0]!.endJdUt - r.periods[0]!.startJdUt).toBeCloseTo(7 * 360, 9);
  });

  it('a windowed query to 6 levels returns only periods overlapping the window', () => {
    const from = BIRTH_JD + 10_000;
    const to = from + 30;
    const r = computeDasha({
      system: 'vimsottari',
      moonLonDeg: 200,
      birthJdUt: BIRTH_JD,
      depth: 6,
      fromJdUt: from,
      toJdUt: to,
    });
    expect(r.levels).toEqual(['maha', 'antar', 'pratyantar', 'sukshma', 'prana', 'deha']);
    let count = 0;
    const walk = (ps: typeof r.periods, level: number) => {
      for (const p of ps) {
        count++;
        expect(p.startJdUt < to && p.endJdUt > from).toBe(true);
        if (level < 6) {
          expect(p.periods!.length).toBeGreaterThan(0);
          walk(p.periods!, level + 1);
        } else expect(p.periods).toBeUndefined();
      }
    };
    walk(r.periods, 1);
    expect(r.periods.length).toBe(1);
    expect(count).toBeLessThan(1000);
  });

  it('rejects an unknown system, a bad depth, an unwindowed deep query and a bad year length', () => {
    const bad = (q: Parameters<typeof computeDasha>[0], field: string) => {
      try {
        computeDasha(q);
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(EngineInputError);
        expect((e as EngineInputError).code).toBe('INVALID_FIELD');
        expect((e as EngineInputError).field).toBe(field);
      }
    };
    bad({ system: 'vimshottari-x', moonLonDeg: 0, birthJdUt: BIRTH_JD, depth: 1 }, 'system');
    bad({ system: 'vimsottari', moonLonDeg: 0, birthJdUt: BIRTH_JD, depth: 0 }, 'depth');
    bad({ system: 'vimsottari', moonLonDeg: 0, birthJdUt: BIRTH_JD, depth: 7 }, 'depth');
    bad({ system: 'vimsottari', moonLonDeg: 0, birthJdUt: BIRTH_JD, depth: 2.5 }, 'depth');
    bad({ system: 'vimsottari', moonLonDeg: 0, birthJdUt: BIRTH_JD, depth: 4 }, 'depth');
    bad(
      { system: 'vimsottari', moonLonDeg: 0, birthJdUt: BIRTH_JD, depth: 1, yearDays: 10 },
      'yearDays',
    );
    bad({ system: 'vimsottari', birthJdUt: BIRTH_JD, depth: 1 }, 'moonLonDeg');
    bad({ system: 'chara', moonLonDeg: 0, birthJdUt: BIRTH_JD, depth: 1 }, 'basis');
  });

  it('the SovereignChart tree: three levels from the running maha, covering 120 years', () => {
    const t = vimsottariChartDasha(250, BIRTH_JD);
    expect(t.system).toBe('vimsottari');
    expect(t.yearDays).toBe(365.25);
    expect(t.periods).toHaveLength(9);
    expect(t.periods[0]!.startJdUt).toBeLessThan(BIRTH_JD);
    expect(t.periods[0]!.endJdUt).toBeGreaterThan(BIRTH_JD);
    expect((t.periods[8]!.endJdUt - t.periods[0]!.startJdUt) / 365.25).toBeCloseTo(120, 9);
    expect(t.periods[0]!.periods![0]!.periods).toHaveLength(9);
    expect(t.periods[0]!.periods![0]!.periods![0]!.periods).toBeUndefined();
    expect(typeof t.periods[0]!.start).toBe('string');
  });

  it('writes ISO strings identical to isoFromJdUt', () => {
    for (let i = 0; i < 2000; i++) {
      const jd = 1_721_000 + i * 1234.56789 + (i % 7) * 0.123456789;
      expect(isoFastFromJdUt(jd)).toBe(isoFromJdUt(jd));
    }
    expect(isoFastFromJdUt(BIRTH_JD)).toBe('2000-01-01T12:00:00.000Z');
  });
});
