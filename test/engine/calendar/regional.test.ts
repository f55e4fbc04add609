/**
 * The regional calendars (src/engine/calendar/regional.ts and its parts). Expected values from
 * outside the engine: dates the governments and almanacs published (each named), the fixed
 * calendars' own definitions; round trips check the inverse functions against the forward ones.
 * The month-start rules are checked on instants of the Swiss Ephemeris oracle in
 * calendar-rules.test.ts, Nepal's calendar against its published tables in nepali.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { fixedDateOf, fixedDateToCivil } from '../../../src/engine/calendar/fixed-calendars.js';
import { calendarsForDate, CALENDAR_SYSTEM_IDS } from '../../../src/engine/calendar/regional.js';
import {
  SOLAR_SYSTEM_IDS,
  solarDateOf,
  solarDateToCivil,
  solarDayInGregorianYear,
  solarMonthStart,
} from '../../../src/engine/calendar/solar-calendars.js';
import {
  ASSAMESE_MONTHS,
  BENGALI_MONTHS,
  MALAYALAM_MONTHS,
  MASA_MONTHS,
  NEPALI_MONTHS,
  ODIA_MONTHS,
  PUNJABI_MONTHS,
  SAKA_MONTHS,
  TAMIL_MONTHS,
} from '../../../src/engine/calendar/regional-names.js';
import { panchangForDay } from '../../../src/engine/panchang/index.js';
import { addDays, formatIsoDate, type CivilDate } from '../../../src/engine/time/calendar.js';

const DELHI = { latDeg: 28.6139, lonDeg: 77.209, zone: { ianaZone: 'Asia/Kolkata' } };
const CHENNAI = { latDeg: 13.0827, lonDeg: 80.2707, zone: { ianaZone: 'Asia/Kolkata' } };
const KOCHI = { latDeg: 9.9312, lonDeg: 76.2673, zone: { ianaZone: 'Asia/Kolkata' } };
const KOLKATA = { latDeg: 22.5726, lonDeg: 88.3639, zone: { ianaZone: 'Asia/Kolkata' } };
const GUWAHATI = { latDeg: 26.1445, lonDeg: 91.7362, zone: { ianaZone: 'Asia/Kolkata' } };
const d = (iso: string): CivilDate => {
  const [y, m, day] = iso.split('-').map(Number);
  return { year: y!, month: m!, day: day! };
};

describe('published first days of solar years and months', () => {
  it.each([
    // Tamil Nadu's holiday list 2024: Tamil New Year's Day, 14 April (Sunday)
    ['tamil', 1946, 1, '2024-04-14', CHENNAI],
    // Kerala: Chingam 1, Kollam 1200 = 17 August 2024 (the Malayalam new year)
    ['malayalam', 1200, 1, '2024-08-17', KOCHI],
    // West Bengal: Poila Baisakh 1431 = 14 April 2024
    ['bengali', 1431, 1, '2024-04-14', KOLKATA],
    // Nepal: Baishakh 1, 2081 = 13 April 2024; Magh 1, 2080 (Maghe Sankranti) = 15 January 2024
    ['nepali', 2081, 1, '2024-04-13', DELHI],
    ['nepali', 2080, 10, '2024-01-15', DELHI],
    // Assam, by the Surya Siddhanta's sankranti (the modern one gives the day before each):
    // Magh 1, 1429 (Magh Bihu) = 16 January 2023, Assam's list (sankranti 02:18 IST on the 15th;
    // Lahiri's 20:45 on the 14th); Kati 1, 1428 = 19 October 2021, the day after Kati Bihu of
    // 18 October, the RBI's Assam list (sankranti 03:13 IST on the 18th; Lahiri's 13:12 on the 17th)
    ['assamese', 1429, 10, '2023-01-16', GUWAHATI],
    ['assamese', 1428, 7, '2021-10-19', GUWAHATI],
  ] as const)('%s %i month %i begins %s', (system, year, month, iso, place) => {
    expect(formatIsoDate(solarMonthStart(system, year, month, place).date)).toBe(iso);
  });

  it('Vishu and Puthandu by (month, day) in a Gregorian year', () => {
    expect(solarDayInGregorianYear('malayalam', 9, 1, 2024, KOCHI).map(formatIsoDate)).toEqual([
      '2024-04-14',
    ]);
    expect(solarDayInGregorianYear('tamil', 1, 1, 2024, CHENNAI).map(formatIsoDate)).toEqual([
      '2024-04-14',
    ]);
    // Margazhi 20 falls in January: of the Tamil year that began the April before
    const m20 = solarDayInGregorianYear('tamil', 9, 20, 2025, CHENNAI);
    expect(m20).toHaveLength(1);
    expect(solarDateOf('tamil', m20[0]!, CHENNAI)).toMatchObject({ year: 1946, month: 9, day: 20 });
  });
});

describe('forward and inverse agree', () => {
  it('every fifth day of 2023-2024 in every solar system: date -> (year, month, day) -> date', () => {
    for (const system of SOLAR_SYSTEM_IDS) {
      const start = d('2023-01-01');
      for (let i = 0; i < 731; i += 5) {
        const date = addDays(start, i);
        const s = solarDateOf(system, date, DELHI);
        expect(s.day).toBeGreaterThanOrEqual(1);
        expect(s.day).toBeLessThanOrEqual(32);
        expect(formatIsoDate(solarDateToCivil(system, s.year, s.month, s.day, DELHI))).toBe(
          formatIsoDate(date),
        );
      }
    }
  });

  it('the day before a month start is the last day of the month before', () => {
    const s = solarMonthStart('bengali', 1431, 5, KOLKATA);
    const before = solarDateOf('bengali', addDays(s.date, -1), KOLKATA);
    expect(before.month).toBe(4);
    expect(formatIsoDate(before.next.date)).toBe(formatIsoDate(s.date));
    expect(solarDateOf('bengali', s.date, KOLKATA)).toMatchObject({ year: 1431, month: 5, day: 1 });
  });

  it('a day past the month is refused naming the field', () => {
    expect(() => solarDateToCivil('tamil', 1946, 9, 31, CHENNAI)).toThrow(
      /day must be an integer 1\.\.(29|30)/,
    );
  });
});

describe('fixed calendars by their definitions', () => {
  it.each([
    // Saka: Chaitra 1 = 22 March, 21 March in a Gregorian leap year; adopted Chaitra 1, 1879
    ['saka', '1957-03-22', 1879, 1, 1],
    ['saka', '2024-03-21', 1946, 1, 1],
    ['saka', '2024-03-22', 1946, 1, 2],
    ['saka', '2024-04-21', 1946, 2, 1], // a leap year's Chaitra has 31 days
    ['saka', '2023-04-21', 1945, 2, 1],
    ['saka', '2024-01-01', 1945, 10, 11],
    // Bangladesh 2019 revision: 21 February Falgun 8, 26 March Choitro 12, 16 December Poush 1
    ['bengali-bd', '2020-02-21', 1426, 11, 8],
    ['bengali-bd', '2024-03-26', 1430, 12, 12],
    ['bengali-bd', '2024-12-16', 1431, 9, 1],
    ['bengali-bd', '2019-10-16', 1426, 6, 31], // the first 31st of Ashwin (bdnews24, 16 October 2019)
    ['bengali-bd', '2019-10-17', 1426, 7, 1],
    // 1987 lengths before 1426: Ashwin 30 days, 21 February 2019 was Falgun 9
    ['bengali-bd', '2019-02-21', 1425, 11, 9],
    ['bengali-bd', '2018-10-16', 1425, 7, 1],
  ] as const)('%s %s = %i-%i-%i', (system, iso, year, month, day) => {
    const f = fixedDateOf(system, d(iso));
    expect([f.year, f.month, f.day]).toEqual([year, month, day]);
    expect(formatIsoDate(fixedDateToCivil(system, year, month, day))).toBe(iso);
  });

  it('every year from 2010 is 365 or 366 days and begins on its fixed date', () => {
    for (let y = 2010; y <= 2030; y++) {
      expect(fixedDateOf('bengali-bd', d(`${y}-04-14`))).toMatchObject({ month: 1, day: 1 });
      expect(fixedDateOf('saka', d(`${y}-03-${y % 4 === 0 ? 21 : 22}`))).toMatchObject({
        month: 1,
        day: 1,
      });
    }
  });
});

describe('every system of a date', () => {
  it('answers all eleven ids in order with names from the tables', () => {
    const r = calendarsForDate(d('2024-04-14'), DELHI);
    expect(r.systems.map((s) => s.id)).toEqual([...CALENDAR_SYSTEM_IDS]);
    const ids = new Set(
      [
        ...MASA_MONTHS,
        ...TAMIL_MONTHS,
        ...MALAYALAM_MONTHS,
        ...BENGALI_MONTHS,
        ...ODIA_MONTHS,
        ...ASSAMESE_MONTHS,
        ...PUNJABI_MONTHS,
        ...NEPALI_MONTHS,
        ...SAKA_MONTHS,
      ].map((m) => m.id),
    );
    for (const s of r.systems) expect(ids.has(s.month.id)).toBe(true);
    expect(r.eras.map((e) => [e.id, e.year])).toEqual([
      ['vikram', 2081],
      ['shaka', 1946],
      ['kali', 5125],
      ['kollam', 1199],
      ['bangabda', 1431],
      ['bikram-sambat', 2081],
      ['bhaskarabda', 1431],
    ]);
  });

  it('names an adhika month and a kshaya month', () => {
    // 2023: adhika Shravana (18 July to 16 August 2023), as every almanac printed it
    const a = calendarsForDate(d('2023-08-01'), DELHI, { systems: ['amanta', 'purnimanta'] });
    expect(a.systems[0]!.month).toMatchObject({
      id: 'masa:shravana',
      name: 'Adhika Shravana',
      adhika: true,
    });
    expect(a.systems[1]!.month).toMatchObject({ adhika: true });
    // the kshaya year 1982-83 (adhika Ashvin 1982, kshaya month January 1983, adhika Phalguna 1983): the
    // amanta month of 14 January to 13 February 1983 holds both the Makara and the Kumbha sankranti;
    // it is named from the first (Pausha) and the second name (Magha) is dropped (lunar-month.ts)
    const k = calendarsForDate(d('1983-01-20'), DELHI, { systems: ['amanta'] });
    expect(k.systems[0]!.month).toMatchObject({ id: 'masa:pausha', adhika: false });
    expect(k.systems[0]!.kshayaMonth).toMatchObject({ id: 'masa:magha' });
  });

  it('the panchang carries the same calendars when asked, and none by default', () => {
    const p = panchangForDay(d('2024-08-17'), KOCHI, { calendars: true });
    expect(p.calendars).toEqual(calendarsForDate(d('2024-08-17'), KOCHI));
    expect(panchangForDay(d('2024-08-17'), KOCHI).calendars).toBeUndefined();
  });

  it('refuses an unknown system naming the field', () => {
    expect(() =>
      calendarsForDate(d('2024-04-14'), DELHI, { systems: ['gujarati' as never] }),
    ).toThrow(/systems|unknown calendar system 'gujarati'/);
  });
});
