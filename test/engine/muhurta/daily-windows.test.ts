/**
 * dailyWindowsJdUt (the calendar feed's five windows) against muhurtaForDay's own: the same
 * instants to the last bit, and the same refusal on days without sunrise or sunset.
 */
import { describe, expect, it } from 'vitest';
import { dailyWindowsJdUt, muhurtaForDay } from '../../../src/engine/muhurta/index.js';
import { solarDay } from '../../../src/engine/calendar/solar-day.js';
import { EngineInputError } from '../../../src/engine/core/errors.js';

const PLACES = [
  { latDeg: 28.6139, lonDeg: 77.209, zone: { ianaZone: 'Asia/Kolkata' } },
  { latDeg: 40.71, lonDeg: -74.01, zone: { ianaZone: 'America/New_York' } },
  { latDeg: -33.87, lonDeg: 151.21, zone: { tzHours: 10 } },
  { latDeg: 69.65, lonDeg: 18.96, zone: { ianaZone: 'Europe/Oslo' } },
];

describe('dailyWindowsJdUt', () => {
  it("equals muhurtaForDay's Brahma muhurta, Abhijit, Rahu kalam, Yamaganda and Gulika kalam", () => {
    let compared = 0;
    let refused = 0;
    for (const place of PLACES) {
      for (const date of [
        { year: 2026, month: 3, day: 8 },
        { year: 2026, month: 6, day: 21 },
        { year: 2026, month: 11, day: 1 },
        { year: 2026, month: 12, day: 21 },
      ]) {
        let m: ReturnType<typeof muhurtaForDay> | null = null;
        try {
          m = muhurtaForDay(date, place);
        } catch (err) {
          expect(err).toBeInstanceOf(EngineInputError);
        }
        const day = solarDay(date, place);
        if (m === null) {
          expect(() => dailyWindowsJdUt(day, place)).toThrow(EngineInputError);
          refused++;
          continue;
        }
        const w = dailyWindowsJdUt(day, place);
        for (const k of [
          'brahmaMuhurta',
          'abhijit',
          'rahuKalam',
          'yamaganda',
          'gulikaKalam',
        ] as const) {
          expect(w[k]).toEqual({ startJdUt: m[k].start.jdUt, endJdUt: m[k].end.jdUt });
        }
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(10);
    expect(refused).toBeGreaterThan(0); // Tromso in June and December
  });
});
