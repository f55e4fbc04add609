/**
 * One normalized birth under every family's dialect (issue 28, src/routes/shared/birth.ts): each
 * family's documented form of the same instant and place maps to the same normalized birth. R's,
 * N's, T's and R2's conversions share one formula and agree to the last bit; V's goes through
 * Temporal's epoch arithmetic and agrees to well under a millisecond.
 */
import { describe, expect, it } from 'vitest';
import {
  birthAtResolvedWallTime,
  birthOfN,
  birthOfR,
  birthOfT,
  birthOfV,
  type NormalizedBirth,
} from '../../src/routes/shared/birth.js';
import { resolveInZone } from '../../src/routes/r2/chart.js';
import { EngineInputError } from '../../src/engine/core/errors.js';
import { jdFromGregorian } from '../../src/engine/time/julian.js';

/** 1 ms as a fraction of a day: V's Temporal path may differ from the flat formula in the last bits only. */
const MS_DAYS = 1 / 86_400_000;

function expectSame(a: NormalizedBirth, b: NormalizedBirth, toleranceDays = 0) {
  if (toleranceDays === 0) expect(a).toEqual(b);
  else {
    expect(Math.abs(a.jdUt - b.jdUt)).toBeLessThan(toleranceDays);
    expect({ ...a, jdUt: 0 }).toEqual({ ...b, jdUt: 0 });
  }
}

describe('every dialect maps one birth to one normalized birth', () => {
  it("1990-05-17 12:15 in New Delhi (the docs' example birth) in R, N, T, V and R2", () => {
    const r = birthOfR({
      year: 1990,
      month: 5,
      day: 17,
      hour: 12,
      minute: 15,
      lat: 28.6139,
      lon: 77.209,
      tzHours: 5.5,
    });
    expect(r).toEqual({
      jdUt: jdFromGregorian(1990, 5, 17, (12.25 - 5.5) / 24),
      latDeg: 28.6139,
      lonDeg: 77.209,
      tzHours: 5.5,
    });
    expectSame(
      birthOfN({
        year: 1990,
        month: 5,
        day: 17,
        hour: 12,
        minute: 15,
        latitude: 28.6139,
        longitude: 77.209,
        timezone: 5.5,
      }),
      r,
    );
    const t = birthOfT({ datetime: '1990-05-17T12:15:00+05:30', lat: 28.6139, lon: 77.209 });
    expectSame(t.birth, r);
    expect(t.moment.offset).toBe('+05:30');
    const v = birthOfV({
      date: '1990-05-17',
      time: '12:15:00',
      lat: 28.6139,
      lon: 77.209,
      tz: 'Asia/Kolkata',
    });
    expectSame(v.birth, r, MS_DAYS);
    expect(v.resolved.offsetMinutes).toBe(330);
    const r2 = birthAtResolvedWallTime(
      resolveInZone('1990-05-17', '12:15', 'Asia/Kolkata').resolved,
      28.6139,
      77.209,
    );
    expectSame(r2, r);
  });

  it('a daylight-saving birth: 2024-07-04 10:00 EDT in New York (R and N take -4 as given, T its offset, V and R2 the zone)', () => {
    const r = birthOfR({
      year: 2024,
      month: 7,
      day: 4,
      hour: 10,
      minute: 0,
      second: 0,
      lat: 40.7128,
      lon: -74.006,
      tzHours: -4,
    });
    expectSame(
      birthOfN({
        year: 2024,
        month: 7,
        day: 4,
        hour: 10,
        minute: 0,
        latitude: 40.7128,
        longitude: -74.006,
        timezone: -4,
      }),
      r,
    );
    expectSame(
      birthOfT({ datetime: '2024-07-04T10:00:00-04:00', lat: 40.7128, lon: -74.006 }).birth,
      r,
    );
    expectSame(
      birthOfV({
        date: '2024-07-04',
        time: '10:00:00',
        lat: 40.7128,
        lon: -74.006,
        tz: 'America/New_York',
      }).birth,
      r,
      MS_DAYS,
    );
    expectSame(
      birthAtResolvedWallTime(
        resolveInZone('2024-07-04', '10:00:00', 'America/New_York').resolved,
        40.7128,
        -74.006,
      ),
      r,
    );
  });

  it("a BCE birth (T's documented -0500-03-21T06:00:00+05:30) in R, N and T", () => {
    const r = birthOfR({
      year: -500,
      month: 3,
      day: 21,
      hour: 6,
      minute: 0,
      lat: 25.3,
      lon: 83,
      tzHours: 5.5,
    });
    expectSame(
      birthOfN({
        year: -500,
        month: 3,
        day: 21,
        hour: 6,
        minute: 0,
        latitude: 25.3,
        longitude: 83,
        timezone: 5.5,
      }),
      r,
    );
    expectSame(birthOfT({ datetime: '-0500-03-21T06:00:00+05:30', lat: 25.3, lon: 83 }).birth, r);
  });

  it('inside a DST gap R2 takes the wall time the zone gives (03:30 for 02:30 in New York, 2024-03-10), as R does at -4', () => {
    const r2 = birthAtResolvedWallTime(
      resolveInZone('2024-03-10', '02:30', 'America/New_York').resolved,
      40.7128,
      -74.006,
    );
    expectSame(
      r2,
      birthOfR({
        year: 2024,
        month: 3,
        day: 10,
        hour: 3,
        minute: 30,
        lat: 40.7128,
        lon: -74.006,
        tzHours: -4,
      }),
    );
  });

  it("an instant before the supported range is refused naming each dialect's own field", () => {
    const field = (f: () => unknown) => {
      try {
        f();
        return undefined;
      } catch (err) {
        return err instanceof EngineInputError ? [err.code, err.field] : err;
      }
    };
    expect(
      field(() =>
        birthOfR({
          year: -1400,
          month: 1,
          day: 1,
          hour: 1,
          minute: 0,
          lat: 0,
          lon: 0,
          tzHours: 5.5,
        }),
      ),
    ).toEqual(['OUT_OF_EPOCH_RANGE', 'year']);
    expect(
      field(() =>
        birthOfN({
          year: -1400,
          month: 1,
          day: 1,
          hour: 1,
          minute: 0,
          latitude: 0,
          longitude: 0,
          timezone: 5.5,
        }),
      ),
    ).toEqual(['OUT_OF_EPOCH_RANGE', 'year']);
    expect(
      field(() => birthOfT({ datetime: '-1400-01-01T01:00:00+05:30', lat: 0, lon: 0 })),
    ).toEqual(['OUT_OF_EPOCH_RANGE', 'birth.datetime']);
    expect(
      field(() =>
        birthOfV({ date: '-1400-01-01', time: '01:00:00', lat: 0, lon: 0, tz: 'Asia/Kolkata' }),
      ),
    ).toEqual(['OUT_OF_EPOCH_RANGE', 'date']);
  });
});
