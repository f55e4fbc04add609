/**
 * A savana day's sunset is the one between its sunrise and the next sunrise, also when the civil
 * day of the zone asked for holds the place's sunset before its sunrise (a zone far from the
 * place's meridian): Delhi's days in the Los Angeles zone had sunset before sunrise, and every
 * muhurta division refused them as if the Sun did not rise ("SUN_DOES_NOT_RISE_OR_SET").
 * Expected values: the same sunrise and sunset instants computed in Delhi's own zone.
 */
import { describe, expect, it } from 'vitest';
import { solarDay } from '../../../src/engine/calendar/solar-day.js';
import { dailyWindowsJdUt } from '../../../src/engine/muhurta/index.js';

const DELHI = { latDeg: 28.61, lonDeg: 77.21 };
const SECOND = 1 / 86400;

describe('solar day in a zone far from the place', () => {
  it("Delhi in the Los Angeles zone: sunrise, then that day's sunset, then the next sunrise", () => {
    const la = solarDay(
      { year: 2026, month: 11, day: 24 },
      { ...DELHI, zone: { ianaZone: 'America/Los_Angeles' } },
    );
    // the LA civil day 24 Nov holds Delhi's sunrise of 25 Nov (IST): the same instants as Delhi's own day 25 Nov
    const own = solarDay(
      { year: 2026, month: 11, day: 25 },
      { ...DELHI, zone: { ianaZone: 'Asia/Kolkata' } },
    );
    expect(Math.abs(la.sunriseJdUt! - own.sunriseJdUt!)).toBeLessThan(SECOND);
    expect(Math.abs(la.sunsetJdUt! - own.sunsetJdUt!)).toBeLessThan(SECOND);
    expect(Math.abs(la.nextSunriseJdUt! - own.nextSunriseJdUt!)).toBeLessThan(SECOND);
    expect(la.sunriseJdUt!).toBeLessThan(la.sunsetJdUt!);
    expect(() =>
      dailyWindowsJdUt(la, { ...DELHI, zone: { ianaZone: 'America/Los_Angeles' } }),
    ).not.toThrow();
  });

  it('a day whose sunset comes in order keeps it', () => {
    const own = solarDay(
      { year: 2026, month: 11, day: 25 },
      { ...DELHI, zone: { ianaZone: 'Asia/Kolkata' } },
    );
    expect(own.sunriseJdUt!).toBeLessThan(own.sunsetJdUt!);
    expect(own.sunsetJdUt!).toBeLessThan(own.nextSunriseJdUt!);
  });
});
