/**
 * KP sub-lord ladder tests.
 *
 * The table is derived from the rule of K.S. Krishnamurti, "KP Reader I" (nine subs per nakshatra in
 * Vimsottari proportions from the nakshatra's own lord, split at sign boundaries: 249 rows). Published
 * values checked here:
 * - the nine subs of Ashwini, and the star and sub lords of the nine grahas and of cusps I-III of the
 *   example horoscope (12-9-1935, 21:08, Guna), from Arun Kumar Bansal, "Krishnamurti Paddhati"
 *   (Future Point), ch. 2, http://www.futuresamachar.com/en/book/krishnmurti-paddhti-english-463/29.
 *   That page names Rahu's nakshatra "Poorvashadha" at 8s 27°22', which is Uttara Ashadha (lord Sun,
 *   as the same row says): an example of why the table is derived from the rule, not copied.
 * - the KP horary numbering (1 = Aries 0°00'00"-0°46'40" Mars/Ketu/Ketu; 249 = the last sub of Pisces).
 */
import { describe, expect, it } from 'vitest';
import { KP_SUB_TABLE, kpLadder, kpLords, kpSubRow } from '../../../src/engine/kp/index.js';
import type { ChartBasis } from '../../../src/engine/core/chart-basis.js';
import {
  GRAHA_NAMES,
  RASHI_LORDS,
  VIMSOTTARI_LORDS,
  type GrahaName,
} from '../../../src/engine/core/constants.js';

const dms = (d: number, m: number, s = 0): number => d + m / 60 + s / 3600;
const EPS = 1e-9;
const next = (l: GrahaName): GrahaName => VIMSOTTARI_LORDS[(VIMSOTTARI_LORDS.indexOf(l) + 1) % 9]!;
const YEARS: Record<string, number> = {
  Ketu: 7,
  Venus: 20,
  Sun: 6,
  Moon: 10,
  Mars: 7,
  Rahu: 18,
  Jupiter: 16,
  Saturn: 19,
  Mercury: 17,
};

describe('KP table: structure', () => {
  it('has 249 rows, contiguous from 0 to 360, numbered 1..249', () => {
    expect(KP_SUB_TABLE).toHaveLength(249);
    expect(KP_SUB_TABLE[0]!.fromDeg).toBe(0);
    expect(KP_SUB_TABLE[248]!.toDeg).toBe(360);
    KP_SUB_TABLE.forEach((r, i) => {
      expect(r.index).toBe(i + 1);
      expect(r.toDeg).toBeGreaterThan(r.fromDeg);
      if (i > 0) expect(r.fromDeg).toBe(KP_SUB_TABLE[i - 1]!.toDeg);
    });
  });
  it('splits exactly the subs that straddle a sign boundary (243 subs + 6 splits)', () => {
    const signBoundaries = KP_SUB_TABLE.filter(
      (r, i) => i > 0 && r.rashi0 !== KP_SUB_TABLE[i - 1]!.rashi0,
    );
    expect(signBoundaries).toHaveLength(11);
    const splits = signBoundaries.filter((r) => {
      const prev = KP_SUB_TABLE[r.index - 2]!;
      return prev.subLord === r.subLord && prev.starLord === r.starLord;
    });
    expect(splits).toHaveLength(6);
    expect(splits.map((r) => r.fromDeg)).toEqual([30, 90, 150, 210, 270, 330]);
  });
  it("each sub spans 13°20' x years/120 (a split sub summed over its two rows)", () => {
    const spans = new Map<string, number>();
    for (const r of KP_SUB_TABLE) {
      const key = `${r.nakshatra0}/${r.subLord}`;
      spans.set(key, (spans.get(key) ?? 0) + (r.toDeg - r.fromDeg));
    }
    expect(spans.size).toBe(243);
    for (const [key, span] of spans) {
      const lord = key.split('/')[1]!;
      expect(span).toBeCloseTo(((40 / 3) * YEARS[lord]!) / 120, 12);
    }
  });
});

describe('KP table: every one of the 249 boundaries, just before and just after', () => {
  it('the lords change as the rule says at each boundary', () => {
    let checked = 0;
    for (let i = 0; i < KP_SUB_TABLE.length; i++) {
      const row = KP_SUB_TABLE[i]!;
      const after = kpLords(row.fromDeg + EPS);
      expect(kpSubRow(row.fromDeg + EPS).index).toBe(row.index);
      expect(after.signLord).toBe(row.signLord);
      expect(after.starLord).toBe(row.starLord);
      expect(after.subLord).toBe(row.subLord);
      const beforeLon = row.fromDeg === 0 ? 360 - EPS : row.fromDeg - EPS;
      const prev = KP_SUB_TABLE[(i + 248) % 249]!;
      const before = kpLords(beforeLon);
      expect(kpSubRow(beforeLon).index).toBe(prev.index);
      expect(before.signLord).toBe(prev.signLord);
      expect(before.starLord).toBe(prev.starLord);
      expect(before.subLord).toBe(prev.subLord);
      // the rule
      const signChange = row.fromDeg % 30 === 0;
      const nakChange =
        Math.abs(row.fromDeg / (40 / 3) - Math.round(row.fromDeg / (40 / 3))) < 1e-12;
      if (signChange) expect(after.signLord).toBe(RASHI_LORDS[Math.round(row.fromDeg / 30) % 12]);
      else expect(after.signLord).toBe(before.signLord);
      if (nakChange) {
        expect(after.starLord).toBe(next(before.starLord));
        expect(after.subLord).toBe(after.starLord); // a nakshatra's first sub is its own lord
      } else {
        expect(after.starLord).toBe(before.starLord);
        if (signChange && before.subLord === after.subLord) {
          // a sub split at a sign boundary keeps its lord
        } else {
          expect(after.subLord).toBe(next(before.subLord));
        }
      }
      // the sub-sub restarts with the sub lord at the start of every sub (not at a split)
      if (!(signChange && before.subLord === after.subLord && !nakChange)) {
        expect(after.subSubLord).toBe(after.subLord);
      }
      checked++;
    }
    expect(checked).toBe(249);
  });
});

describe('KP table: published rows', () => {
  it('the nine subs of Ashwini (Bansal, ch. 2)', () => {
    const published: [GrahaName, number, number][] = [
      ['Ketu', 0, dms(0, 46, 40)],
      ['Venus', dms(0, 46, 40), dms(3, 0, 0)],
      ['Sun', dms(3, 0, 0), dms(3, 40, 0)],
      ['Moon', dms(3, 40, 0), dms(4, 46, 40)],
      ['Mars', dms(4, 46, 40), dms(5, 33, 20)],
      ['Rahu', dms(5, 33, 20), dms(7, 33, 20)],
      ['Jupiter', dms(7, 33, 20), dms(9, 20, 0)],
      ['Saturn', dms(9, 20, 0), dms(11, 26, 40)],
      ['Mercury', dms(11, 26, 40), dms(13, 20, 0)],
    ];
    published.forEach(([sub, from, to], i) => {
      const r = KP_SUB_TABLE[i]!;
      expect(r.subLord).toBe(sub);
      expect(r.starLord).toBe('Ketu');
      expect(r.signLord).toBe('Mars');
      expect(r.fromDeg).toBeCloseTo(from, 10);
      expect(r.toDeg).toBeCloseTo(to, 10);
    });
  });
  it('horary number 1 and 249, and the Krittika-Rahu sub split at 30° (rows 22-23)', () => {
    expect(KP_SUB_TABLE[0]).toMatchObject({
      index: 1,
      signLord: 'Mars',
      starLord: 'Ketu',
      subLord: 'Ketu',
    });
    expect(KP_SUB_TABLE[248]).toMatchObject({
      index: 249,
      signLord: 'Jupiter',
      starLord: 'Mercury',
      subLord: 'Saturn',
    });
    expect(KP_SUB_TABLE[248]!.fromDeg).toBeCloseTo(330 + dms(27, 53, 20), 10);
    expect(KP_SUB_TABLE[21]).toMatchObject({
      index: 22,
      signLord: 'Mars',
      starLord: 'Sun',
      subLord: 'Rahu',
    });
    expect(KP_SUB_TABLE[21]!.fromDeg).toBeCloseTo(dms(29, 13, 20), 10);
    expect(KP_SUB_TABLE[21]!.toDeg).toBe(30);
    expect(KP_SUB_TABLE[22]).toMatchObject({
      index: 23,
      signLord: 'Venus',
      starLord: 'Sun',
      subLord: 'Rahu',
    });
    expect(KP_SUB_TABLE[22]!.toDeg).toBeCloseTo(30 + dms(1, 13, 20), 10);
  });
  it('the example horoscope of 12-9-1935 (Bansal, ch. 2): grahas and cusps I-III', () => {
    const published: [string, number, string, GrahaName, GrahaName][] = [
      ['Sun', 4 * 30 + dms(25, 58), 'Sun', 'Venus', 'Ketu'],
      ['Moon', 10 * 30 + dms(23, 11), 'Saturn', 'Jupiter', 'Saturn'],
      ['Mars', 7 * 30 + dms(4, 26), 'Mars', 'Saturn', 'Saturn'],
      ['Mercury', 5 * 30 + dms(20, 10), 'Mercury', 'Moon', 'Ketu'],
      ['Jupiter', 6 * 30 + dms(25, 51), 'Venus', 'Jupiter', 'Ketu'],
      ['Venus', 4 * 30 + dms(19, 12), 'Sun', 'Venus', 'Rahu'],
      ['Saturn', 10 * 30 + dms(12, 56), 'Saturn', 'Rahu', 'Mercury'],
      ['Rahu', 8 * 30 + dms(27, 22), 'Jupiter', 'Sun', 'Moon'],
      ['Ketu', 2 * 30 + dms(27, 22), 'Mercury', 'Jupiter', 'Venus'],
      ['cusp I', 0 * 30 + dms(19, 19), 'Mars', 'Venus', 'Rahu'],
      ['cusp II', 1 * 30 + dms(18, 17), 'Venus', 'Moon', 'Mercury'],
      ['cusp III', 2 * 30 + dms(12, 50), 'Mercury', 'Rahu', 'Mercury'],
    ];
    for (const [label, lon, sign, star, sub] of published) {
      const l = kpLords(lon);
      expect({ label, sign: l.signLord, star: l.starLord, sub: l.subLord }).toEqual({
        label,
        sign,
        star,
        sub,
      });
    }
  });
});

describe('KP sub-sub lord', () => {
  it('divides the sub in Vimsottari proportions from the sub lord', () => {
    // Ashwini-Ketu sub: 46'40". Its Ketu sub-sub is 46'40" x 7/120 = 2'43.33"; then Venus 7'46.67".
    const ketuSubSub = dms(0, 46, 40) * (7 / 120);
    expect(kpLords(ketuSubSub - EPS).subSubLord).toBe('Ketu');
    expect(kpLords(ketuSubSub + EPS).subSubLord).toBe('Venus');
    const venusEnd = ketuSubSub + dms(0, 46, 40) * (20 / 120);
    expect(kpLords(venusEnd - EPS).subSubLord).toBe('Venus');
    expect(kpLords(venusEnd + EPS).subSubLord).toBe('Sun');
    // last sub-sub of the last sub of Pisces: Saturn sub, its sub-subs run Saturn..Jupiter
    expect(kpLords(360 - EPS)).toEqual({
      signLord: 'Jupiter',
      starLord: 'Mercury',
      subLord: 'Saturn',
      subSubLord: 'Jupiter',
    });
  });
  it('counts a split sub as one sub (Krittika-Rahu across 30°)', () => {
    // Rahu sub 29°13'20" to 31°13'20" (2°); its Rahu sub-sub is 2° x 18/120 = 18', Jupiter next 16'
    expect(kpLords(dms(29, 13, 20) + dms(0, 18) - EPS).subSubLord).toBe('Rahu');
    expect(kpLords(dms(29, 13, 20) + dms(0, 18) + EPS).subSubLord).toBe('Jupiter');
    // 30° is 46'40" into the sub: past Rahu (0-18') and Jupiter (18'-34'), inside Saturn (34'-53')
    expect(kpLords(30 + EPS).subSubLord).toBe('Saturn');
  });
});

describe('kpLadder', () => {
  const basis: ChartBasis = {
    jdUt: 2428057.98,
    jdTt: 2428057.98,
    latDeg: 24.65,
    lonDeg: 77.3,
    tzHours: 5.5,
    ayanamsaDeg: 22.9,
    grahas: GRAHA_NAMES.map((name, i) => ({
      name,
      lonDeg: [145.97, 323.18, 214.43, 170.17, 205.85, 139.2, 312.93, 267.37, 87.37][i]!,
      latDeg: 0,
      speedDegPerDay: 1,
      retrograde: false,
      distAu: 1,
      tropicalLonDeg: 0,
    })),
    ascendantDeg: 19.32,
    mcDeg: 280,
    obliquityDeg: 23.44,
    placidusCuspsDeg: [19.32, 48.28, 72.83, 100, 130, 160, 199.32, 228.28, 252.83, 280, 310, 340],
  };
  it('gives the four lords for nine grahas and twelve cusps', () => {
    const l = kpLadder(basis);
    expect(l.grahas.map((g) => g.name)).toEqual([...GRAHA_NAMES]);
    expect(l.grahas[0]).toMatchObject({
      name: 'Sun',
      signLord: 'Sun',
      starLord: 'Venus',
      subLord: 'Ketu',
    });
    expect(l.cusps).toHaveLength(12);
    expect(l.cusps![0]).toMatchObject({
      cusp: 1,
      signLord: 'Mars',
      starLord: 'Venus',
      subLord: 'Rahu',
    });
    expect(l.cusps![11]!.cusp).toBe(12);
  });
  it('omits cusps where Placidus is undefined', () => {
    const { placidusCuspsDeg: _omit, ...polar } = basis;
    expect(kpLadder(polar).cusps).toBeUndefined();
    expect('cusps' in kpLadder(polar)).toBe(false);
  });
});
