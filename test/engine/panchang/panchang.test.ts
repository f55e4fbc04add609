import { describe, expect, it } from 'vitest';
import { panchangAt, panchangForDay, type Place } from '../../../src/engine/panchang/index.js';
import { limbSpan, type LimbKind } from '../../../src/engine/search/index.js';
import { siderealSunMoon } from '../../../src/engine/ephemeris/index.js';
import { norm360 } from '../../../src/engine/core/constants.js';
import { resolveCivilTime } from '../../../src/engine/time/zones.js';
import { EngineInputError } from '../../../src/engine/core/errors.js';

const DELHI: Place = { latDeg: 28.6139, lonDeg: 77.209, zone: { ianaZone: 'Asia/Kolkata' } };
const DELHI_TZ: Place = { latDeg: 28.6139, lonDeg: 77.209, zone: { tzHours: 5.5 } };
const SECOND_DAYS = 1 / 86400;

describe('panchangForDay: New Delhi, Diwali 2024 (2024-11-01)', () => {
  const p = panchangForDay({ year: 2024, month: 11, day: 1 }, DELHI);

  it('names the vara, the sunrise convention and the day bounds', () => {
    expect(p.date).toBe('2024-11-01');
    expect(p.vara).toEqual({ index0: 5, name: 'Shukravara', lord: 'Venus' });
    expect(p.convention).toBe('hindu');
    expect(p.dayStart.jdUt).toBe(p.sunrise!.jdUt);
    expect(p.dayEnd.jdUt).toBe(p.nextSunrise!.jdUt);
    expect(p.sunrise!.iso.startsWith('2024-11-01T06:')).toBe(true);
    expect(p.sunset!.iso.startsWith('2024-11-01T17:')).toBe(true);
  });

  it('lists amavasya then shukla pratipada with their instants', () => {
    expect(p.tithi.map((t) => `${t.paksha} ${t.name}`)).toEqual([
      'Krishna Amavasya',
      'Shukla Pratipada',
    ]);
    // published New Delhi almanac: amavasya ends 18:16 IST; within 2 minutes (ephemeris and rounding)
    const end = resolveCivilTime(
      { year: 2024, month: 11, day: 1, hour: 18, minute: 16, second: 30 },
      DELHI.zone,
    ).jdUt;
    expect(Math.abs(p.tithi[0]!.end.jdUt - end)).toBeLessThan(120 * SECOND_DAYS);
    expect(p.tithi[0]!.end.iso).toMatch(/^2024-11-01T18:1\d:\d\d\+05:30$/);
  });

  it('gives the lunar month both ways, the eras and the samvatsara', () => {
    expect(p.lunarMonth.amanta).toEqual({ index0: 6, name: 'Ashvin', adhika: false });
    expect(p.lunarMonth.purnimanta).toEqual({ index0: 7, name: 'Kartika', adhika: false });
    expect(p.eras.vikramSamvat).toBe(2081);
    expect(p.eras.shakaYear).toBe(1946);
    expect(p.eras.samvatsara.south.name).toBe('Krodhi');
    expect(p.eras.samvatsara.north.name).toBe('Pingala');
    expect(p.ayana.sidereal).toBe('Dakshinayana');
    expect(p.ritu.lunar).toBe('Sharad');
  });

  it('reports Lahiri sidereal longitudes at sunrise', () => {
    const { sunDeg, moonDeg } = siderealSunMoon(p.sunrise!.jdUt, 'lahiri');
    expect(p.sun.siderealLonDeg).toBe(sunDeg);
    expect(p.moon.siderealLonDeg).toBe(moonDeg);
    expect(p.sun.rashi).toBe('Tula');
  });
});

describe('limb entries use the event search consistently', () => {
  const days = [
    { year: 2024, month: 1, day: 15 },
    { year: 2025, month: 6, day: 21 },
    { year: 2025, month: 10, day: 20 },
    { year: 2026, month: 3, day: 19 },
  ];
  for (const date of days) {
    it(`covers the savana day of ${date.year}-${date.month}-${date.day} without gaps, with boundaries at the limb angles`, () => {
      const p = panchangForDay(date, DELHI);
      const kinds: Array<[LimbKind, 'tithi' | 'nakshatra' | 'yoga' | 'karana']> = [
        ['tithi', 'tithi'],
        ['nakshatra', 'nakshatra'],
        ['yoga', 'yoga'],
        ['karana', 'karana'],
      ];
      for (const [kind, key] of kinds) {
        const list = p[key];
        expect(list[0]!.start.jdUt).toBeLessThanOrEqual(p.dayStart.jdUt);
        expect(list[list.length - 1]!.end.jdUt).toBeGreaterThanOrEqual(p.dayEnd.jdUt);
        for (let i = 0; i + 1 < list.length; i++)
          expect(list[i + 1]!.start.jdUt).toBe(list[i]!.end.jdUt);
        for (const e of list) {
          // the same span as the search module gives at the entry's middle, to 1 ms
          const s = limbSpan(kind, (e.start.jdUt + e.end.jdUt) / 2);
          expect(s.index0).toBe(e.index0);
          expect(Math.abs(s.startJdUt - e.start.jdUt)).toBeLessThan(0.001 * SECOND_DAYS);
          expect(Math.abs(s.endJdUt - e.end.jdUt)).toBeLessThan(0.001 * SECOND_DAYS);
        }
      }
      // tithi ends where the true elongation reaches a multiple of 12 deg: within 1 arcsecond (~2 s of time)
      for (const t of p.tithi) {
        const { sunDeg, moonDeg } = siderealSunMoon(t.end.jdUt);
        const e = norm360(moonDeg - sunDeg);
        const target = ((t.index0 + 1) * 12) % 360;
        const diffArcsec = Math.abs(((e - target + 540) % 360) - 180) * 3600;
        expect(diffArcsec).toBeLessThan(1);
      }
    });
  }

  it('lists a kshaya tithi as a middle entry (2025-06-21: dashami, ekadashi, dvadashi)', () => {
    const p = panchangForDay({ year: 2025, month: 6, day: 21 }, DELHI);
    expect(p.tithi.map((t) => t.name)).toEqual(['Dashami', 'Ekadashi', 'Dvadashi']);
    expect(p.tithi[1]!.start.jdUt).toBeGreaterThan(p.dayStart.jdUt);
    expect(p.tithi[1]!.end.jdUt).toBeLessThan(p.dayEnd.jdUt);
  });
});

describe('lunar months, adhika and eras', () => {
  it('detects Adhika Jyeshtha 2026 and Adhika Shravana 2023', () => {
    const a = panchangForDay({ year: 2026, month: 6, day: 1 }, DELHI);
    expect(a.lunarMonth.amanta).toEqual({ index0: 2, name: 'Adhika Jyeshtha', adhika: true });
    expect(a.lunarMonth.purnimanta.name).toBe('Adhika Jyeshtha');
    const b = panchangForDay({ year: 2023, month: 8, day: 1 }, DELHI);
    expect(b.lunarMonth.amanta.name).toBe('Adhika Shravana');
    const nija = panchangForDay({ year: 2023, month: 8, day: 20 }, DELHI);
    expect(nija.lunarMonth.amanta).toEqual({ index0: 4, name: 'Shravana', adhika: false });
  });

  it('changes the Vikram and Shaka years at Chaitra Shukla Pratipada', () => {
    const before = panchangForDay({ year: 2025, month: 3, day: 29 }, DELHI);
    const after = panchangForDay({ year: 2025, month: 3, day: 30 }, DELHI);
    expect(before.eras.vikramSamvat).toBe(2081);
    expect(after.eras.vikramSamvat).toBe(2082);
    expect(after.eras.shakaYear).toBe(1947);
    expect(after.eras.samvatsara.south.name).toBe('Vishvavasu');
    expect(after.eras.samvatsara.north.name).toBe('Kalayukta');
  });
});

describe('zones, conventions and the current instant', () => {
  it('gives the same instants for tzHours 5.5 and Asia/Kolkata', () => {
    const a = panchangForDay({ year: 2025, month: 1, day: 14 }, DELHI);
    const b = panchangForDay({ year: 2025, month: 1, day: 14 }, DELHI_TZ);
    expect(b.sunrise!.jdUt).toBe(a.sunrise!.jdUt);
    expect(b.tithi.map((t) => t.end.iso)).toEqual(a.tithi.map((t) => t.end.iso));
    expect(b.place.zone).toBe('UTC+5.5');
  });

  it('civil sunrise (upper limb, refraction) comes 1-5 minutes before the hindu sunrise (disc centre)', () => {
    const h = panchangForDay({ year: 2025, month: 3, day: 20 }, DELHI);
    const c = panchangForDay({ year: 2025, month: 3, day: 20 }, DELHI, { convention: 'civil' });
    expect(c.convention).toBe('civil');
    const dMin = (h.sunrise!.jdUt - c.sunrise!.jdUt) * 1440;
    expect(dMin).toBeGreaterThan(1);
    expect(dMin).toBeLessThan(5);
  });

  it('puts an instant before sunrise in the previous vara', () => {
    const jd = resolveCivilTime(
      { year: 2024, month: 11, day: 2, hour: 5, minute: 0, second: 0 },
      DELHI.zone,
    ).jdUt;
    const p = panchangAt(jd, DELHI);
    expect(p.date).toBe('2024-11-01');
    expect(p.vara.name).toBe('Shukravara');
    expect(p.current.tithi.name).toBe('Pratipada');
    expect(p.current.nakshatra.pada).toBeGreaterThanOrEqual(1);
    expect(p.at.iso).toBe('2024-11-02T05:00:00+05:30');
    const later = panchangAt(jd + 0.1, DELHI);
    expect(later.date).toBe('2024-11-02');
    expect(later.vara.name).toBe('Shanivara');
  });

  it('falls back to midnight bounds on a polar day', () => {
    const p = panchangForDay(
      { year: 2024, month: 6, day: 21 },
      { latDeg: 78.22, lonDeg: 15.65, zone: { ianaZone: 'Arctic/Longyearbyen' } },
    );
    expect(p.polar).toBe('day');
    expect(p.sunrise).toBeNull();
    expect(p.tithi.length).toBeGreaterThan(0);
  });

  it('rejects a latitude out of range', () => {
    expect(() =>
      panchangForDay(
        { year: 2024, month: 1, day: 1 },
        { latDeg: 91, lonDeg: 0, zone: { tzHours: 0 } },
      ),
    ).toThrow(EngineInputError);
  });
});
