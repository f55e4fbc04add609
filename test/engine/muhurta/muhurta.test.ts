import { describe, expect, it } from 'vitest';
import {
  CHOGHADIYA_OF,
  DAY_MUHURTA_NAMES,
  muhurtaForDay,
  NIGHT_MUHURTA_NAMES,
} from '../../../src/engine/muhurta/index.js';
import { EngineInputError } from '../../../src/engine/core/errors.js';
import type { Place } from '../../../src/engine/panchang/index.js';

const DELHI: Place = { latDeg: 28.6139, lonDeg: 77.209, zone: { ianaZone: 'Asia/Kolkata' } };
const EXACT = 1e-9; // days: 86 microseconds, the float rounding of a JD near 2.46e6

describe('muhurtaForDay: every boundary follows from sunrise and sunset', () => {
  // 2025-01-19 is a Sunday, 2025-01-20 a Monday
  const sun = muhurtaForDay({ year: 2025, month: 1, day: 19 }, DELHI);
  const mon = muhurtaForDay({ year: 2025, month: 1, day: 20 }, DELHI);
  const rise = sun.sunrise.jdUt,
    set = sun.sunset.jdUt,
    next = sun.nextSunrise.jdUt,
    prev = sun.previousSunset.jdUt;
  const D = set - rise,
    N = next - set;

  it('divides day and night into 15 named muhurtas each', () => {
    expect(sun.muhurtas.day.map((m) => m.name)).toEqual([...DAY_MUHURTA_NAMES]);
    expect(sun.muhurtas.night.map((m) => m.name)).toEqual([...NIGHT_MUHURTA_NAMES]);
    expect(sun.muhurtas.day[0]!.start.jdUt).toBe(rise);
    expect(sun.muhurtas.day[14]!.end.jdUt).toBe(set);
    expect(sun.muhurtas.night[0]!.start.jdUt).toBe(set);
    expect(sun.muhurtas.night[14]!.end.jdUt).toBe(next);
    sun.muhurtas.day.forEach((m, i) => {
      expect(Math.abs(m.start.jdUt - (rise + (D * i) / 15))).toBeLessThan(EXACT);
      if (i < 14) expect(sun.muhurtas.day[i + 1]!.start.jdUt).toBe(m.end.jdUt);
    });
    expect(sun.dayMuhurtaMinutes).toBeCloseTo((D * 1440) / 15, 9);
  });

  it('takes Abhijit as the 8th day muhurta and Brahma muhurta as the 14th muhurta of the night before sunrise', () => {
    expect(sun.abhijit.start.jdUt).toBe(sun.muhurtas.day[7]!.start.jdUt);
    expect(sun.abhijit.number).toBe(8);
    const P = rise - prev;
    expect(Math.abs(sun.brahmaMuhurta.start.jdUt - (prev + (13 * P) / 15))).toBeLessThan(EXACT);
    expect(Math.abs(sun.brahmaMuhurta.end.jdUt - (rise - P / 15))).toBeLessThan(EXACT);
    expect(sun.brahmaMuhurta.end.jdUt).toBeLessThan(rise);
  });

  it('starts the day choghadiya with the weekday lord and the night five places on', () => {
    expect(sun.choghadiya.day.map((c) => c.name)).toEqual([
      'Udveg',
      'Char',
      'Labh',
      'Amrit',
      'Kaal',
      'Shubh',
      'Rog',
      'Udveg',
    ]);
    expect(sun.choghadiya.night.map((c) => c.name)).toEqual([
      'Shubh',
      'Amrit',
      'Char',
      'Rog',
      'Kaal',
      'Labh',
      'Udveg',
      'Shubh',
    ]);
    expect(mon.choghadiya.day[0]!.name).toBe('Amrit');
    expect(mon.choghadiya.night[0]!.name).toBe('Char');
    expect(sun.choghadiya.day[0]!.start.jdUt).toBe(rise);
    expect(sun.choghadiya.day[7]!.end.jdUt).toBe(set);
    expect(sun.choghadiya.night[7]!.end.jdUt).toBe(next);
    expect(CHOGHADIYA_OF.Moon.quality).toBe('good');
  });

  it('gives 24 horas, 12 unequal day and 12 night, from the weekday lord in Chaldean order', () => {
    expect(sun.horas).toHaveLength(24);
    expect(sun.horas.slice(0, 8).map((h) => h.lord)).toEqual([
      'Sun',
      'Venus',
      'Mercury',
      'Moon',
      'Saturn',
      'Jupiter',
      'Mars',
      'Sun',
    ]);
    expect(sun.horas[12]!.start.jdUt).toBe(set);
    expect(sun.horas[23]!.end.jdUt).toBe(next);
    expect(Math.abs(sun.horas[1]!.start.jdUt - (rise + D / 12))).toBeLessThan(EXACT);
    expect(Math.abs(sun.horas[13]!.start.jdUt - (set + N / 12))).toBeLessThan(EXACT);
    expect(mon.horas[0]!.lord).toBe('Moon');
  });

  it('places Rahu kalam, Yamaganda and Gulika kalam in their eighths of the day', () => {
    const part = (p: number): [number, number] => [rise + (D * (p - 1)) / 8, rise + (D * p) / 8];
    expect(sun.rahuKalam.number).toBe(8);
    expect(sun.rahuKalam.end.jdUt).toBe(set);
    expect(Math.abs(sun.rahuKalam.start.jdUt - part(8)[0])).toBeLessThan(EXACT);
    expect(sun.yamaganda.number).toBe(5);
    expect(Math.abs(sun.yamaganda.start.jdUt - part(5)[0])).toBeLessThan(EXACT);
    expect(sun.gulikaKalam.number).toBe(7);
    expect(mon.rahuKalam.number).toBe(2);
    expect(mon.yamaganda.number).toBe(4);
    expect(mon.gulikaKalam.number).toBe(6);
    // Monday's Rahu kalam is the second eighth of Monday's own day
    const mD = mon.sunset.jdUt - mon.sunrise.jdUt;
    expect(Math.abs(mon.rahuKalam.start.jdUt - (mon.sunrise.jdUt + mD / 8))).toBeLessThan(EXACT);
  });

  it("carries the day's panchang with the same sunrise", () => {
    expect(sun.panchang.sunrise!.jdUt).toBe(rise);
    expect(sun.panchang.vara.name).toBe('Ravivara');
    expect(sun.panchang.tithi.length).toBeGreaterThan(0);
  });

  it('formats ISO instants with the zone offset', () => {
    expect(sun.rahuKalam.start.iso).toMatch(/^2025-01-19T1\d:\d\d:\d\d\+05:30$/);
  });

  it('refuses a polar day', () => {
    expect(() =>
      muhurtaForDay(
        { year: 2024, month: 6, day: 21 },
        { latDeg: 78.22, lonDeg: 15.65, zone: { tzHours: 2 } },
      ),
    ).toThrow(EngineInputError);
  });
});
