/**
 * Time far from the present: astronomical year numbering, the proleptic Gregorian calendar, IANA
 * zones (local mean time) for years like -500 and 1200, Delta T outside the modern table, and the
 * supported range check.
 */
import { describe, expect, it } from 'vitest';
import { EngineInputError } from '../../../src/engine/core/errors.js';
import {
  civilFromDays,
  deltaTSeconds,
  jdFromGregorian,
  UNIX_EPOCH_JD,
} from '../../../src/engine/time/julian.js';
import {
  assertSupportedInstant,
  isSupportedYear,
  SUPPORTED_RANGE,
  supportedRangeText,
} from '../../../src/engine/time/supported-range.js';
import { daysInMonth, localDateOf, resolveCivilTime } from '../../../src/engine/time/zones.js';

const civil = (year: number, month: number, day: number, hour = 0, minute = 0, second = 0) => ({
  year,
  month,
  day,
  hour,
  minute,
  second,
});
const MS_DAYS = 0.5 / 86_400_000;

describe('astronomical years, proleptic Gregorian', () => {
  it('year 0 is 1 BCE and a leap year; -1 is 2 BCE', () => {
    // 0001-01-01 (proleptic Gregorian) is JD 1721425.5; year 0 has 366 days before it
    expect(jdFromGregorian(1, 1, 1)).toBe(1721425.5);
    expect(jdFromGregorian(0, 1, 1)).toBe(1721425.5 - 366);
    expect(jdFromGregorian(-1, 12, 31)).toBe(1721425.5 - 367);
    expect(daysInMonth(0, 2)).toBe(29);
    expect(daysInMonth(-100, 2)).toBe(28);
    expect(daysInMonth(-400, 2)).toBe(29);
    expect(daysInMonth(-1, 2)).toBe(28);
    expect(daysInMonth(-4, 2)).toBe(29);
  });
  it('civilFromDays inverts jdFromGregorian for negative years', () => {
    for (const [y, m, d] of [
      [-3000, 1, 1],
      [-500, 3, 1],
      [-1, 12, 31],
      [0, 2, 29],
      [1200, 7, 15],
      [2999, 12, 31],
    ] as const) {
      const dayNo = jdFromGregorian(y, m, d) - UNIX_EPOCH_JD;
      expect(Number.isInteger(dayNo)).toBe(true);
      expect(civilFromDays(dayNo)).toEqual({ year: y, month: m, day: d });
    }
  });
  it('29 February exists in -400 and 0 but not in -100', () => {
    expect(resolveCivilTime(civil(-400, 2, 29, 12), { tzHours: 0 }).utcIso).toBe(
      '-000400-02-29T12:00:00.000Z',
    );
    expect(resolveCivilTime(civil(0, 2, 29, 12), { tzHours: 0 }).utcIso).toBe(
      '0000-02-29T12:00:00.000Z',
    );
    expect(() => resolveCivilTime(civil(-100, 2, 29, 12), { tzHours: 0 })).toThrow(
      EngineInputError,
    );
  });
});

describe('IANA zones far from the present (local mean time before standard time)', () => {
  for (const year of [-500, 1200]) {
    it(`Asia/Kolkata in ${year}: LMT +05:53:28`, () => {
      const r = resolveCivilTime(civil(year, 6, 1, 12), { ianaZone: 'Asia/Kolkata' });
      expect(r.offsetIso).toBe('+05:53:28');
      expect(r.offsetSeconds).toBe(5 * 3600 + 53 * 60 + 28);
      expect(r.disambiguation).toBe('none');
      expect(
        Math.abs(r.jdUt - (jdFromGregorian(year, 6, 1, 0.5) - r.offsetSeconds / 86400)),
      ).toBeLessThan(MS_DAYS);
      const back = localDateOf(r.jdUt, { ianaZone: 'Asia/Kolkata' });
      expect([back.year, back.month, back.day, back.hour, back.minute]).toEqual([
        year,
        6,
        1,
        12,
        0,
      ]);
      expect(back.second).toBeCloseTo(0, 3);
    });
    it(`Europe/London in ${year}: LMT -00:01:15`, () => {
      const r = resolveCivilTime(civil(year, 12, 21, 6, 30), { ianaZone: 'Europe/London' });
      expect(r.offsetIso).toBe('-00:01:15');
      expect(r.offsetSeconds).toBe(-75);
      expect(r.utcIso).toBe(
        `${year < 0 ? '-' + String(-year).padStart(6, '0') : String(year).padStart(4, '0')}-12-21T06:31:15.000Z`,
      );
    });
  }
});

describe('Delta T outside the modern table', () => {
  it('is continuous at the ends of the decade table and its parabola (within 0.01 s over a day)', () => {
    for (const y of [-3000, -2990, 2990, 3000]) {
      const j = jdFromGregorian(y, 1, 1);
      expect(Math.abs(deltaTSeconds(j + 0.5) - deltaTSeconds(j - 0.5))).toBeLessThan(0.5);
    }
  });
  it('grows as the long-term parabola beyond -3000 (about 32 s per century^2)', () => {
    const u = (y: number) => (y - 1820) / 100;
    const d =
      deltaTSeconds(jdFromGregorian(-5000, 1, 1)) - deltaTSeconds(jdFromGregorian(-4000, 1, 1));
    expect(Math.abs(d - 32 * (u(-5000) ** 2 - u(-4000) ** 2))).toBeLessThan(1);
  });
});

describe('supported range', () => {
  it('is the measured -1400..2999 at 60" and its text names the numbering', () => {
    expect(SUPPORTED_RANGE.minYear).toBe(-1400);
    expect(SUPPORTED_RANGE.maxYear).toBe(2999);
    expect(SUPPORTED_RANGE.maxErrorArcsec).toBe(60);
    expect(supportedRangeText()).toContain('-001400-01-01 .. 2999-12-31');
    expect(supportedRangeText()).toContain('BCE as negative years');
    expect(isSupportedYear(-1400)).toBe(true);
    expect(isSupportedYear(-500)).toBe(true);
    expect(isSupportedYear(0)).toBe(true);
    expect(isSupportedYear(-1401)).toBe(false);
    expect(isSupportedYear(3000)).toBe(false);
  });
  it('refuses instants outside with OUT_OF_EPOCH_RANGE naming the field and the range', () => {
    const bad = [
      jdFromGregorian(-1500, 3, 1),
      jdFromGregorian(-1401, 12, 31, 0.999),
      jdFromGregorian(3000, 1, 1),
      Number.NaN,
    ];
    for (const jd of bad) {
      try {
        assertSupportedInstant(jd, 'date');
        throw new Error('expected a refusal');
      } catch (e) {
        expect(e).toBeInstanceOf(EngineInputError);
        expect((e as EngineInputError).code).toBe('OUT_OF_EPOCH_RANGE');
        expect((e as EngineInputError).field).toBe('date');
        expect((e as Error).message).toContain('-001400-01-01 .. 2999-12-31');
      }
    }
    expect(() => assertSupportedInstant(jdFromGregorian(-1400, 1, 1))).not.toThrow();
    expect(() => assertSupportedInstant(jdFromGregorian(-500, 3, 21))).not.toThrow();
    expect(() => assertSupportedInstant(jdFromGregorian(2999, 12, 31, 0.999))).not.toThrow();
  });
  it('checks the UT instant: -1400-01-01 00:30 at +05:53:28 LMT is still -1401 in UT', () => {
    const r = resolveCivilTime(civil(-1400, 1, 1, 0, 30), { ianaZone: 'Asia/Kolkata' });
    expect(() => assertSupportedInstant(r.jdUt)).toThrow(EngineInputError);
    const noon = resolveCivilTime(civil(-1400, 1, 1, 12, 0), { ianaZone: 'Asia/Kolkata' });
    expect(() => assertSupportedInstant(noon.jdUt)).not.toThrow();
  });
});
