import { describe, expect, it } from 'vitest';
import { rashiOf } from '../../../src/engine/chart/format.js';
import {
  formatDegMinInSign,
  formatDms,
  formatLonInSign,
  localDashaPeriods,
  localDashaPeriodsOfTree,
  localWallTime,
  jdUtOfIso,
  nakshatraNameEn,
  NAKSHATRA_NAMES_EN,
  rashiNameEn,
  readablePoint,
  splitDms,
  splitLonInSign,
  zoneLabel,
} from '../../../src/engine/readable/index.js';
import { jdFromGregorian } from '../../../src/engine/time/julian.js';
import type { ZoneSpec } from '../../../src/engine/time/zones.js';
import { specPeriods, type SpecPeriod } from '../../../src/engine/chart/sovereign.js';
import { vimsottariChartDasha } from '../../../src/engine/dasha/index.js';

/** The longitude a DMS text in a sign stands for, in degrees. */
function parseLonInSign(s: string): number {
  const m = /^(\d+)°(\d\d)'(\d\d(?:\.\d+)?)" (\w+)$/.exec(s);
  if (!m) throw new Error(`not a DMS text: ${s}`);
  const signs = [
    'Aries',
    'Taurus',
    'Gemini',
    'Cancer',
    'Leo',
    'Virgo',
    'Libra',
    'Scorpio',
    'Sagittarius',
    'Capricorn',
    'Aquarius',
    'Pisces',
  ];
  const i = signs.indexOf(m[4]!);
  expect(i).toBeGreaterThanOrEqual(0);
  return i * 30 + Number(m[1]) + Number(m[2]) / 60 + Number(m[3]) / 3600;
}

describe('DMS text of a longitude in its sign', () => {
  it('writes the example of the issue', () => {
    expect(formatLonInSign(30 + 15 + 42 / 60 + 7 / 3600)).toBe(`15°42'07" Taurus`);
    expect(formatLonInSign(0)).toBe(`0°00'00" Aries`);
    expect(formatLonInSign(359.5)).toBe(`29°30'00" Pisces`);
  });

  it('rounds to the nearest second and carries 59.5" and more into the minute and the degree', () => {
    expect(formatLonInSign(10 + 59 / 60 + 59.6 / 3600)).toBe(`11°00'00" Aries`);
    expect(formatLonInSign(10 + 20 / 60 + 59.5 / 3600)).toBe(`10°21'00" Aries`);
    expect(formatLonInSign(10 + 20 / 60 + 59.4 / 3600)).toBe(`10°20'59" Aries`);
    expect(splitDms(0.999999)).toEqual({ sign: 1, deg: 1, min: 0, sec: 0 });
  });

  it('never rounds into the next sign: the sign of the text is the rashi of the longitude', () => {
    const lon = 60 - 0.3 / 3600; // 29°59'59.7" Taurus
    expect(rashiOf(lon).nameEn).toBe('Taurus');
    expect(formatLonInSign(lon)).toBe(`29°59'59" Taurus`);
    expect(formatLonInSign(360 - 1e-9)).toBe(`29°59'59" Pisces`);
    expect(formatLonInSign(60 - 1e-12, 3)).toBe(`29°59'59.999" Taurus`);
    expect(formatDegMinInSign(60 - 0.2 / 60)).toBe(`29°59'`);
  });

  it('normalises longitudes outside [0, 360)', () => {
    expect(formatLonInSign(-0.5)).toBe(`29°30'00" Pisces`);
    expect(formatLonInSign(720 + 45)).toBe(`15°00'00" Taurus`);
  });

  it('stands within half a second of the longitude (or of the sign end) over a sweep of the circle', () => {
    for (let k = 0; k < 5000; k++) {
      const lon = (k * 0.0720013 + Math.sin(k) * 1e-4 + 360) % 360; // deterministic spread, odd fractions
      const text = formatLonInSign(lon);
      const back = parseLonInSign(text);
      const signEnd = (Math.floor(lon / 30) + 1) * 30;
      const err = Math.abs(back - lon) * 3600;
      if (signEnd - lon < 0.5 / 3600) expect(back).toBeCloseTo(signEnd - 1 / 3600, 9);
      else expect(err, `${lon} -> ${text}`).toBeLessThanOrEqual(0.5 + 1e-6);
      expect(text.endsWith(rashiOf(lon).nameEn)).toBe(true);
      expect(text).toMatch(/^([0-9]|[12][0-9])°[0-5][0-9]'[0-5][0-9]" /);
    }
  });

  it('shows 1 to 3 decimals of the second when asked, with the same carry', () => {
    expect(formatLonInSign(30 + 15 + 42 / 60 + 7.25 / 3600, 2)).toBe(`15°42'07.25" Taurus`);
    expect(formatLonInSign(30 + 15 + 42 / 60 + 59.96 / 3600, 1)).toBe(`15°43'00.0" Taurus`);
    expect(splitLonInSign(45.5, 3)).toEqual({ rashi: 2, sign: 1, deg: 15, min: 30, sec: 0 });
    expect(() => formatLonInSign(1, 4 as 0)).toThrow(RangeError);
    expect(() => formatLonInSign(Number.NaN)).toThrow(RangeError);
  });

  it('writes any angle, with a minus sign when negative (ayanamsa, latitudes)', () => {
    expect(formatDms(23 + 43 / 60 + 12.4 / 3600)).toBe(`23°43'12"`);
    expect(formatDms(-(5 + 8 / 60))).toBe(`-5°08'00"`);
    expect(formatDms(-0.1 / 3600)).toBe(`0°00'00"`);
    expect(formatDms(400)).toBe(`400°00'00"`);
  });
});

describe('English names', () => {
  it('signs and nakshatra glosses beside the Sanskrit', () => {
    expect(rashiNameEn(1)).toBe('Aries');
    expect(rashiNameEn(12)).toBe('Pisces');
    expect(NAKSHATRA_NAMES_EN).toHaveLength(27);
    expect(nakshatraNameEn(4)).toBe('The Red One');
    expect(() => rashiNameEn(13)).toThrow(RangeError);
    expect(() => nakshatraNameEn(0)).toThrow(RangeError);
    // Rohini (40° to 53°20') is 10°-23°20' Taurus
    expect(readablePoint(45)).toEqual({
      lonDms: `15°00'00" Taurus`,
      rashiEn: 'Taurus',
      nakshatraEn: 'The Red One',
    });
  });
});

describe('local wall times of instants', () => {
  it('a fixed offset: the UTC instant plus the offset, to the second, zone named once', () => {
    const jd = jdFromGregorian(1990, 5, 17, (6 + 45 / 60) / 24);
    expect(localWallTime(jd, { tzHours: 5.5 })).toBe('1990-05-17T12:15:00');
    expect(localWallTime(jd, { tzHours: -9.5 })).toBe('1990-05-16T21:15:00');
    expect(zoneLabel({ tzHours: 5.5 })).toBe('+05:30');
    expect(zoneLabel({ tzHours: -3.75 })).toBe('-03:45');
    expect(zoneLabel({ ianaZone: 'America/New_York' })).toBe('America/New_York');
  });

  it('rounds to the nearest second and carries across midnight and the year', () => {
    const jd = jdFromGregorian(1999, 12, 31, (23 + 59 / 60 + 59.6 / 3600) / 24);
    expect(localWallTime(jd, { tzHours: 0 })).toBe('2000-01-01T00:00:00');
  });

  it('an IANA zone: the offset in force at each instant (summer and winter time)', () => {
    const zone = { ianaZone: 'America/New_York' };
    expect(localWallTime(jdFromGregorian(2024, 7, 1, 12 / 24), zone)).toBe('2024-07-01T08:00:00');
    expect(localWallTime(jdFromGregorian(2024, 1, 1, 12 / 24), zone)).toBe('2024-01-01T07:00:00');
  });

  it('dasha periods get startLocal and endLocal at every level kept, cut to a depth on request', () => {
    const periods = [
      {
        lord: 'Mars',
        start: '1989-01-14T11:07:11.980Z',
        end: '1996-01-15T05:07:11.980Z',
        periods: [
          { lord: 'Mars', start: '1989-01-14T11:07:11.980Z', end: '1989-06-12T14:34:11.480Z' },
        ],
      },
    ];
    const full = localDashaPeriods(periods, { tzHours: 5.5 });
    expect(full[0]).toMatchObject({
      lord: 'Mars',
      start: periods[0]!.start,
      startLocal: '1989-01-14T16:37:12',
      endLocal: '1996-01-15T10:37:12',
    });
    expect(full[0]!.periods![0]).toMatchObject({ endLocal: '1989-06-12T20:04:11' });
    expect(localDashaPeriods(periods, { tzHours: 5.5 }, 1)[0]!.periods).toBeUndefined();
  });
});

describe('dasha periods from the tree (their Julian days) and from their text', () => {
  it('give the same local wall times, byte for byte, at every level, in fixed offsets and IANA zones', () => {
    // the reference: each instant's text parsed back and formatted alone
    const byText = (ps: readonly SpecPeriod[], zone: ZoneSpec): unknown[] =>
      ps.map((p) => ({
        lord: p.lord,
        start: p.start,
        end: p.end,
        startLocal: localWallTime(jdUtOfIso(p.start), zone),
        endLocal: localWallTime(jdUtOfIso(p.end), zone),
        ...(p.periods ? { periods: byText(p.periods, zone) } : {}),
      }));
    const zones: ZoneSpec[] = [
      { tzHours: 5.5 },
      { tzHours: -3.75 },
      { ianaZone: 'America/New_York' },
      { ianaZone: 'Australia/Lord_Howe' },
      { ianaZone: 'Asia/Kolkata' },
    ];
    for (let k = 0; k < 12; k++) {
      const tree = vimsottariChartDasha(
        (k * 97.3) % 360,
        jdFromGregorian(-1200 + k * 370, 1 + (k % 12), 1 + k, 0.37),
        [365.25, 360][k % 2],
        3,
      );
      const zone = zones[k % zones.length]!;
      expect(JSON.stringify(localDashaPeriodsOfTree(tree.periods, zone))).toBe(
        JSON.stringify(byText(specPeriods(tree.periods), zone)),
      );
      expect(JSON.stringify(localDashaPeriodsOfTree(tree.periods, zone, 2))).toBe(
        JSON.stringify(localDashaPeriods(specPeriods(tree.periods), zone, 2)),
      );
    }
  });
});
