import { describe, expect, it } from 'vitest';
import { EngineInputError } from '../../../src/engine/core/errors.js';
import {
  formatOffset,
  isoInZone,
  localDateOf,
  offsetMinutesAt,
  resolveCivilTime,
  utcIsoOf,
  zonedMidnightJdUt,
} from '../../../src/engine/time/zones.js';
import { jdFromGregorian } from '../../../src/engine/time/julian.js';
import { Temporal } from 'temporal-polyfill';

const MS_TOL_DAYS = 0.5 / 86_400_000; // half a millisecond, in days

function expectEngineError(f: () => unknown, code: string, field: string): void {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(EngineInputError);
    expect((e as EngineInputError).code).toBe(code);
    expect((e as EngineInputError).field).toBe(field);
    return;
  }
  throw new Error(`expected ${code}`);
}

/** The echo is physically consistent: wall time used - offset = the UTC instant. */
function expectConsistent(r: {
  wallTimeUsed: string;
  offsetSeconds: number;
  utcIso: string;
}): void {
  expect(Date.parse(r.wallTimeUsed + 'Z') - r.offsetSeconds * 1000).toBe(Date.parse(r.utcIso));
}

const civil = (year: number, month: number, day: number, hour = 0, minute = 0, second = 0) => ({
  year,
  month,
  day,
  hour,
  minute,
  second,
});

describe('resolveCivilTime with a numeric offset', () => {
  it('subtracts the offset exactly, fractions of an hour included', () => {
    const r = resolveCivilTime(civil(2024, 1, 15, 12, 0, 30.25), { tzHours: 5.5 });
    expect(r.utcIso).toBe('2024-01-15T06:30:30.250Z');
    expect(r.offsetMinutes).toBe(330);
    expect(r.offsetIso).toBe('+05:30');
    expect(r.zone).toBe('+05:30');
    expect(r.disambiguation).toBe('none');
    expect(r.offsetSeconds).toBe(19_800);
    expect(r.requestedWallTime).toBe('2024-01-15T12:00:30.250');
    expect(r.wallTimeUsed).toBe('2024-01-15T12:00:30.250');
    expect(
      Math.abs(r.jdUt - jdFromGregorian(2024, 1, 15, (6.5 * 3600 + 30.25) / 86400)),
    ).toBeLessThan(MS_TOL_DAYS);
    expect(resolveCivilTime(civil(2024, 1, 15), { tzHours: 5.75 }).offsetIso).toBe('+05:45');
    expect(resolveCivilTime(civil(2024, 1, 15), { tzHours: -3.5 }).offsetIso).toBe('-03:30');
  });
  it('rejects offsets that are not hours in [-18, 18]', () => {
    expectEngineError(
      () => resolveCivilTime(civil(2024, 1, 15), { tzHours: 19 }),
      'INVALID_TIMEZONE',
      'tz',
    );
    expectEngineError(
      () => resolveCivilTime(civil(2024, 1, 15), { tzHours: Number.NaN }),
      'INVALID_TIMEZONE',
      'tz',
    );
  });
});

describe('resolveCivilTime with an IANA zone (tz database history through Temporal)', () => {
  it("uses India's war time +06:30 (1942-09 .. 1945-10) and IST outside it", () => {
    const war = resolveCivilTime(civil(1943, 6, 1, 12), { ianaZone: 'Asia/Kolkata' });
    expect(war.offsetIso).toBe('+06:30');
    expect(war.utcIso).toBe('1943-06-01T05:30:00.000Z');
    expect(resolveCivilTime(civil(1942, 6, 1, 12), { ianaZone: 'Asia/Kolkata' }).offsetIso).toBe(
      '+05:30',
    );
    expect(resolveCivilTime(civil(1941, 12, 1, 12), { ianaZone: 'Asia/Kolkata' }).offsetIso).toBe(
      '+06:30',
    );
    expect(resolveCivilTime(civil(1950, 6, 1, 12), { ianaZone: 'Asia/Kolkata' }).offsetIso).toBe(
      '+05:30',
    );
  });
  it('uses local mean time before standard time (Kolkata LMT +05:53:28 before 1854)', () => {
    const r = resolveCivilTime(civil(1850, 6, 1, 12), { ianaZone: 'Asia/Kolkata' });
    expect(r.offsetIso).toBe('+05:53:28');
    expect(r.offsetMinutes).toBeCloseTo(353 + 28 / 60, 10);
    expect(r.utcIso).toBe('1850-06-01T06:06:32.000Z');
  });
  it('moves a wall time in a spring-forward gap forward (compatible) and says so', () => {
    const r = resolveCivilTime(civil(2024, 3, 10, 2, 30), { ianaZone: 'America/New_York' });
    expect(r.disambiguation).toBe('gap-shifted-forward');
    expect(r.offsetIso).toBe('-04:00');
    expect(r.offsetSeconds).toBe(-14_400);
    expect(r.utcIso).toBe('2024-03-10T07:30:00.000Z');
    expect(r.requestedWallTime).toBe('2024-03-10T02:30:00');
    // the gap is one hour: 02:30 does not exist, 03:30 EDT is used
    expect(r.wallTimeUsed).toBe('2024-03-10T03:30:00');
    expectConsistent(r);
  });
  it('takes the earlier instant of a fall-back overlap (compatible) and says so', () => {
    const r = resolveCivilTime(civil(2024, 11, 3, 1, 30), { ianaZone: 'America/New_York' });
    expect(r.disambiguation).toBe('overlap-earlier');
    expect(r.offsetIso).toBe('-04:00');
    expect(r.utcIso).toBe('2024-11-03T05:30:00.000Z');
    expect(r.wallTimeUsed).toBe('2024-11-03T01:30:00');
    expectConsistent(r);
    expect(
      resolveCivilTime(civil(2024, 11, 3, 2, 30), { ianaZone: 'America/New_York' }).disambiguation,
    ).toBe('none');
  });
  it('in a half-hour gap (Lord Howe, +10:30 -> +11:00) shifts by 30 minutes', () => {
    const r = resolveCivilTime(civil(2024, 10, 6, 2, 10), { ianaZone: 'Australia/Lord_Howe' });
    expect(r.disambiguation).toBe('gap-shifted-forward');
    expect(r.wallTimeUsed).toBe('2024-10-06T02:40:00');
    expect(r.offsetIso).toBe('+11:00');
    expect(r.utcIso).toBe('2024-10-05T15:40:00.000Z');
    expectConsistent(r);
  });
  it('echoes a local-mean-time offset with its seconds (Kathmandu LMT +05:41:16 before 1920)', () => {
    const r = resolveCivilTime(civil(1910, 1, 1, 12), { ianaZone: 'Asia/Kathmandu' });
    expect(r.offsetIso).toBe('+05:41:16');
    expect(r.offsetSeconds).toBe(5 * 3600 + 41 * 60 + 16);
    expect(r.utcIso).toBe('1910-01-01T06:18:44.000Z');
    expect(r.disambiguation).toBe('none');
    expectConsistent(r);
  });
  it('keeps fractional seconds and reports the canonical zone id', () => {
    const r = resolveCivilTime(civil(2024, 7, 1, 23, 59, 59.5), { ianaZone: 'Europe/London' });
    expect(r.utcIso).toBe('2024-07-01T22:59:59.500Z');
    expect(r.zone).toBe('Europe/London');
    expect(r.offsetMinutes).toBe(60);
  });
  it('rejects unknown zones and impossible dates with the field named', () => {
    expectEngineError(
      () => resolveCivilTime(civil(2024, 1, 1), { ianaZone: 'Mars/Olympus_Mons' }),
      'INVALID_TIMEZONE',
      'tz',
    );
    expectEngineError(
      () => resolveCivilTime(civil(2024, 2, 30), { ianaZone: 'Asia/Kolkata' }),
      'INVALID_FIELD',
      'day',
    );
    expectEngineError(
      () => resolveCivilTime(civil(2023, 2, 29), { tzHours: 0 }),
      'INVALID_FIELD',
      'day',
    );
    expectEngineError(
      () => resolveCivilTime(civil(2024, 4, 31), { tzHours: 0 }),
      'INVALID_FIELD',
      'day',
    );
    expectEngineError(
      () => resolveCivilTime(civil(2024, 13, 1), { tzHours: 0 }),
      'INVALID_FIELD',
      'month',
    );
    expectEngineError(
      () => resolveCivilTime(civil(2024, 1, 1, 24), { tzHours: 0 }),
      'INVALID_FIELD',
      'hour',
    );
    expectEngineError(
      () => resolveCivilTime(civil(2024, 1, 1, 0, 0, 60), { tzHours: 0 }),
      'INVALID_FIELD',
      'second',
    );
    expect(resolveCivilTime(civil(2024, 2, 29), { tzHours: 0 }).utcIso).toBe(
      '2024-02-29T00:00:00.000Z',
    );
  });
  it('works for negative (astronomical) years', () => {
    const r = resolveCivilTime(civil(-500, 3, 1, 12), { tzHours: 0 });
    expect(r.utcIso).toBe('-000500-03-01T12:00:00.000Z');
    expect(Math.abs(r.jdUt - jdFromGregorian(-500, 3, 1, 0.5))).toBeLessThan(MS_TOL_DAYS);
  });
});

describe('local dates, midnights and formatting', () => {
  it('localDateOf inverts resolveCivilTime, weekday included', () => {
    const r = resolveCivilTime(civil(2024, 1, 15, 6, 58, 12.5), { ianaZone: 'Asia/Kolkata' });
    const l = localDateOf(r.jdUt, { ianaZone: 'Asia/Kolkata' });
    expect([l.year, l.month, l.day, l.hour, l.minute]).toEqual([2024, 1, 15, 6, 58]);
    expect(l.second).toBeCloseTo(12.5, 3);
    expect(l.weekday0).toBe(1); // Monday
    expect(l.offsetMinutes).toBe(330);
    const n = localDateOf(r.jdUt, { tzHours: -5 });
    expect([n.year, n.month, n.day, n.hour, n.minute]).toEqual([2024, 1, 14, 20, 28]);
  });
  it('zonedMidnightJdUt gives local 00:00, or the first wall time of a day whose midnight is skipped', () => {
    expect(utcIsoOf(zonedMidnightJdUt(2024, 1, 15, { ianaZone: 'Asia/Kolkata' }))).toBe(
      '2024-01-14T18:30:00.000Z',
    );
    expect(utcIsoOf(zonedMidnightJdUt(2024, 1, 15, { tzHours: 5.5 }))).toBe(
      '2024-01-14T18:30:00.000Z',
    );
    // Sao Paulo sprang forward at 00:00 on 2018-11-04: the day began at 01:00 -02:00
    expect(utcIsoOf(zonedMidnightJdUt(2018, 11, 4, { ianaZone: 'America/Sao_Paulo' }))).toBe(
      '2018-11-04T03:00:00.000Z',
    );
  });
  it('isoInZone formats with the offset in force, rounding to whole seconds by default', () => {
    const jd = resolveCivilTime(civil(2024, 1, 15, 6, 58, 12.6), { ianaZone: 'Asia/Kolkata' }).jdUt;
    expect(isoInZone(jd, { ianaZone: 'Asia/Kolkata' })).toBe('2024-01-15T06:58:13+05:30');
    expect(isoInZone(jd, { ianaZone: 'Asia/Kolkata' }, 1)).toBe('2024-01-15T06:58:12.6+05:30');
    expect(isoInZone(jd, { ianaZone: 'America/New_York' })).toBe('2024-01-14T20:28:13-05:00');
    expect(isoInZone(jd, { tzHours: 0 })).toBe('2024-01-15T01:28:13+00:00');
    expect(offsetMinutesAt(jd, { ianaZone: 'Europe/London' })).toBe(0);
    expect(formatOffset(-150)).toBe('-02:30');
  });
  it('switches offset exactly at a transition instant, also on the days around it', () => {
    const ny = { ianaZone: 'America/New_York' };
    const at = (iso: string): number => 2440587.5 + Date.parse(iso) / 86_400_000;
    expect(isoInZone(at('2024-03-10T06:59:59Z'), ny)).toBe('2024-03-10T01:59:59-05:00');
    expect(isoInZone(at('2024-03-10T07:00:00Z'), ny)).toBe('2024-03-10T03:00:00-04:00');
    expect(isoInZone(at('2024-03-09T12:00:00Z'), ny)).toBe('2024-03-09T07:00:00-05:00');
    expect(isoInZone(at('2024-03-11T12:00:00Z'), ny)).toBe('2024-03-11T08:00:00-04:00');
    expect(utcIsoOf(zonedMidnightJdUt(2024, 3, 10, ny))).toBe('2024-03-10T05:00:00.000Z');
    expect(utcIsoOf(zonedMidnightJdUt(2024, 3, 11, ny))).toBe('2024-03-11T04:00:00.000Z');
    expect(utcIsoOf(zonedMidnightJdUt(2024, 11, 3, ny))).toBe('2024-11-03T04:00:00.000Z');
  });
});

describe('offsets kept per isolate (a period of 6 days holds at most one transition)', () => {
  it("equal Temporal's at every transition from 1880 to 2060 (and a millisecond either side) and at random instants", () => {
    // zones with LMT, war time, half-hour DST, DST suspended for Ramadan
    for (const zone of [
      'America/New_York',
      'Australia/Lord_Howe',
      'Africa/Casablanca',
      'Asia/Kolkata',
    ]) {
      const instants: number[] = [];
      let zdt: Temporal.ZonedDateTime | null =
        Temporal.Instant.fromEpochMilliseconds(-2.84e12).toZonedDateTimeISO(zone);
      for (let i = 0; i < 800 && zdt; i++) {
        zdt = zdt.getTimeZoneTransition('next');
        if (!zdt || zdt.epochMilliseconds > 2.84e12) break;
        instants.push(zdt.epochMilliseconds - 1, zdt.epochMilliseconds, zdt.epochMilliseconds + 1);
      }
      for (let k = 0; k < 200; k++)
        instants.push(-2.84e12 + ((k * 7919) % 200) * 2.8e10 + k * 1_000_003);
      // backwards, so that no period is filled in time order
      for (const ms of instants.reverse()) {
        const want =
          Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zone).offsetNanoseconds /
          6e10;
        expect(
          offsetMinutesAt(2440587.5 + ms / 86_400_000, { ianaZone: zone }),
          `${zone} ${new Date(ms).toISOString()}`,
        ).toBe(want);
      }
    }
  });
});
