/**
 * Each month-start rule on its worked example (test/fixtures/calendar-worked-examples.json,
 * scripts/gen-calendar-worked-examples.ts): the month start of 2000-2030 nearest the rule's
 * cut-off, worked by hand from Swiss Ephemeris' sankranti, sunrise and sunset (Nepal: the Surya
 * Siddhanta's sankranti). The engine must find the same sankranti (to 2 seconds) and the same
 * first day, at the example's place, through its public functions.
 */
import { describe, expect, it } from 'vitest';
import fixture from '../../fixtures/calendar-worked-examples.json';
import { solarDateOf, type SolarSystemId } from '../../../src/engine/calendar/solar-calendars.js';
import { formatIsoDate, type CivilDate } from '../../../src/engine/time/calendar.js';

const d = (iso: string): CivilDate => {
  const [y, m, day] = iso.split('-').map(Number);
  return { year: y!, month: m!, day: day! };
};

describe('month-start rules, worked from the oracle', () => {
  it('one example per rule', () => {
    expect(fixture.examples.map((e) => e.rule).sort()).toEqual([
      'after-sankranti-day',
      'before-aparahna',
      'before-sunset',
      'punya-kala',
      'sankranti-day',
    ]);
  });

  it.each(
    fixture.examples.map(
      (e) => [`${e.rule} (${e.system}, ${e.place.name}, ${e.sankrantiLocal})`, e] as const,
    ),
  )('%s', (_label, e) => {
    const place = { latDeg: e.place.lat, lonDeg: e.place.lon, zone: { tzHours: e.place.tzHours } };
    const first = solarDateOf(e.system as SolarSystemId, d(e.firstDay), place);
    expect(first.day).toBe(1);
    expect(first.start.rashi0).toBe(e.rashi0);
    expect(Math.abs(first.start.sankrantiJdUt - e.sankrantiJdUt) * 86400).toBeLessThan(2);
    // and the day before still belongs to the month before
    const before = solarDateOf(
      e.system as SolarSystemId,
      { ...d(e.firstDay), day: d(e.firstDay).day - 1 },
      place,
    );
    expect(before.start.rashi0).toBe((e.rashi0 + 11) % 12);
    expect(formatIsoDate(before.next.date)).toBe(e.firstDay);
  });
});
