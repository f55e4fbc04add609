import { describe, expect, it } from 'vitest';
import {
  DOMAINS,
  rashiNakshatras,
  rashifalSky,
  scoreOfRaw,
  scoreRashi,
  taraIndex,
  type RashifalSky,
} from '../../../src/engine/rashifal/index.js';
import { dailyRashifal } from '../../../src/engine/rashifal/packed.js';
import { DOMAIN_TEMPLATES, predictionTexts } from '../../../src/engine/rashifal/texts.js';
import { grahaPositions } from '../../../src/engine/ephemeris/index.js';
import { panchangForDay } from '../../../src/engine/panchang/index.js';
import { slipsIn } from '../../slip-check.js';

/** A sky with the seven grahas in chosen signs (other fields as a real day has them). */
function skyWith(
  signs: Partial<RashifalSky['rashi0']>,
  paksha: 'Shukla' | 'Krishna' = 'Shukla',
  moonNak0 = 0,
): RashifalSky {
  const rashi0 = {
    Sun: 0,
    Moon: 0,
    Mars: 0,
    Mercury: 0,
    Jupiter: 0,
    Venus: 0,
    Saturn: 0,
    ...signs,
  };
  return {
    date: '2026-01-01',
    instant: { jdUt: 0, iso: '' },
    place: 'test',
    rashi0,
    paksha,
    moon: { lonDeg: rashi0.Moon * 30 + 1, rashi0: rashi0.Moon, nakshatra0: moonNak0, pada: 1 },
    jupiter: { lonDeg: rashi0.Jupiter * 30 + 1, rashi0: rashi0.Jupiter, retrograde: false },
    saturn: { lonDeg: rashi0.Saturn * 30 + 1, rashi0: rashi0.Saturn, retrograde: false },
  };
}

describe('rashifal rules', () => {
  it('tara counts from each janma nakshatra: Ashwini to Shravana is the 22nd, Kshema', () => {
    expect(taraIndex(0, 21)).toBe(3);
    expect(taraIndex(3, 23)).toBe(2); // Rohini to Shatabhisha: the 21st, Vipat
    expect(taraIndex(5, 5)).toBe(0); // janma
    expect(taraIndex(26, 0)).toBe(1); // Revati to Ashwini: Sampat, across the wrap
  });
  it('a rashi holds nine padas of two or three nakshatras', () => {
    expect(rashiNakshatras(0)).toEqual([
      { nakshatra0: 0, padas: 4 },
      { nakshatra0: 1, padas: 4 },
      { nakshatra0: 2, padas: 1 },
    ]);
    expect(rashiNakshatras(1)).toEqual([
      { nakshatra0: 2, padas: 3 },
      { nakshatra0: 3, padas: 4 },
      { nakshatra0: 4, padas: 2 },
    ]);
    expect(rashiNakshatras(11)).toEqual([
      { nakshatra0: 24, padas: 1 },
      { nakshatra0: 25, padas: 4 },
      { nakshatra0: 26, padas: 4 },
    ]);
    for (let r = 0; r < 12; r++)
      expect(rashiNakshatras(r).reduce((s, e) => s + e.padas, 0)).toBe(9);
  });
  it('Jupiter in the 5th from the rashi is favourable, obstructed by a graha in the 4th (vedha)', () => {
    const clear = scoreRashi(
      0,
      skyWith({ Jupiter: 4, Sun: 10, Moon: 2, Mars: 2, Mercury: 10, Venus: 10, Saturn: 2 }),
    ).factors.jupiter;
    expect(clear).toMatchObject({ house: 5, favourable: true, vedha: null });
    expect(clear.value.relationships).toBe(1); // the 5th is a house of relationships
    expect(clear.value.career).toBe(0.5);
    const blocked = scoreRashi(
      0,
      skyWith({ Jupiter: 4, Venus: 3, Sun: 10, Moon: 2, Mars: 2, Mercury: 10, Saturn: 2 }),
    ).factors.jupiter;
    expect(blocked.vedha).toEqual({ house: 4, by: ['Venus'] });
    expect(blocked.value.relationships).toBe(0);
  });
  it('the Sun and Saturn cause no vedha to each other', () => {
    // Saturn in the 3rd (favourable), its vedha house the 12th holds only the Sun
    const f = scoreRashi(
      0,
      skyWith({ Saturn: 2, Sun: 11, Moon: 5, Mars: 5, Mercury: 5, Jupiter: 5, Venus: 5 }),
    ).factors.saturn;
    expect(f).toMatchObject({ house: 3, favourable: true, vedha: null });
    const g = scoreRashi(
      0,
      skyWith({ Saturn: 2, Mars: 11, Sun: 5, Moon: 5, Mercury: 5, Jupiter: 5, Venus: 5 }),
    ).factors.saturn;
    expect(g.vedha).toEqual({ house: 12, by: ['Mars'] });
  });
  it('Saturn outside the 3rd, 6th and 11th counts against every domain, fully in its own houses', () => {
    const f = scoreRashi(0, skyWith({ Saturn: 7, Moon: 2 })).factors.saturn; // the 8th
    expect(f.favourable).toBe(false);
    expect(f.value).toEqual({ career: -0.5, relationships: -0.5, health: -1, finance: -0.5 });
  });
  it('Chandra bala: the 2nd, 5th and 9th count only in Shukla paksha', () => {
    expect(scoreRashi(0, skyWith({ Moon: 4 }, 'Shukla')).factors.chandraBala.value).toBe(0.5);
    expect(scoreRashi(0, skyWith({ Moon: 4 }, 'Krishna')).factors.chandraBala.value).toBe(0);
    expect(scoreRashi(0, skyWith({ Moon: 9 })).factors.chandraBala.value).toBe(1);
    expect(scoreRashi(0, skyWith({ Moon: 7 })).factors.chandraBala.value).toBe(-1);
  });
  it('the raw sum is the five factors and the bands are fixed', () => {
    const sky = rashifalSky({ year: 2026, month: 3, day: 10 });
    for (let r = 0; r < 12; r++) {
      const s = scoreRashi(r, sky);
      for (const d of DOMAINS) {
        const f = s.factors;
        expect(s.raw[d]).toBeCloseTo(
          f.moon.value[d] +
            f.chandraBala.value +
            f.tara.value +
            f.jupiter.value[d] +
            f.saturn.value[d],
          12,
        );
        expect(s.scores[d]).toBe(scoreOfRaw(s.raw[d]));
      }
    }
    expect([2, 1.999, 0.75, 0.7, 0, -0.75, -0.7, -2, -1.9].map(scoreOfRaw)).toEqual([
      5, 4, 4, 3, 3, 2, 3, 1, 2,
    ]);
  });
  it('reads the sky at New Delhi sunrise: the same Moon as the panchang of the day', () => {
    const sky = rashifalSky({ year: 2026, month: 11, day: 24 });
    const p = panchangForDay(
      { year: 2026, month: 11, day: 24 },
      { latDeg: 28.6139, lonDeg: 77.209, zone: { ianaZone: 'Asia/Kolkata' } },
    );
    expect(sky.instant.jdUt).toBe(p.dayStart.jdUt);
    expect(Math.abs(sky.moon.lonDeg - p.moon.siderealLonDeg) * 3600).toBeLessThan(1); // arcseconds
    expect(sky.moon.nakshatra0).toBe(p.nakshatra[0]!.index0);
    const set = grahaPositions(sky.instant.jdUt);
    expect(sky.saturn.lonDeg).toBe(set.grahas[6]!.siderealLonDeg);
  });
});

/** Days of 2026 drawn without repeats by a seeded LCG: the same sample on every run. */
const DAY_SEED = 20261207;
const SAMPLE_DAYS = 60;
function sampleDays(seed: number, count: number): number[] {
  let s = seed >>> 0;
  const days = new Set<number>();
  while (days.size < count) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    days.add(Math.floor((s / 4294967296) * 365));
  }
  return [...days].sort((a, b) => a - b);
}

describe('rashifal texts', () => {
  // every day of 2026 cost about 7 s of CPU; 60 seeded days (720 rashi-days) still fail on a slip
  // that only the Moon in Mesha makes, and only for Kanya's transit sentence (docs/performance.md)
  it(`every rashi on ${SAMPLE_DAYS} days of 2026 (seed ${DAY_SEED}): 0 slips in English and Hindi, parallel texts, deterministic`, () => {
    const slips: string[] = [];
    let n = 0;
    const start = Date.UTC(2026, 0, 1);
    for (const i of sampleDays(DAY_SEED, SAMPLE_DAYS)) {
      const dt = new Date(start + i * 86_400_000);
      const date = { year: dt.getUTCFullYear(), month: dt.getUTCMonth() + 1, day: dt.getUTCDate() };
      const en = dailyRashifal(date, 'en');
      const hi = dailyRashifal(date, 'hi');
      for (let r = 0; r < 12; r++) {
        const a = en.rashis[r]!;
        const b = hi.rashis[r]!;
        expect(b.scores).toEqual(a.scores);
        expect(b.text.transits).toHaveLength(a.text.transits.length);
        const texts = [...predictionTexts(a), ...predictionTexts(b)];
        n += texts.length;
        slips.push(...slipsIn(texts));
      }
    }
    expect(n).toBe(SAMPLE_DAYS * 12 * 2 * 11); // summary, 5 transit sentences, 4 domains, disclaimer
    expect(slips).toEqual([]);
  });
  it('no template sentence slips and none says "will"; English and Hindi have every slot', () => {
    for (const lang of ['en', 'hi'] as const) {
      for (const d of DOMAINS) {
        const rows = DOMAIN_TEMPLATES[lang][d];
        expect(rows).toHaveLength(6);
        for (let s = 1; s <= 5; s++) {
          for (const t of rows[s]!) {
            expect(t.length).toBeGreaterThan(10);
            expect(t).not.toMatch(/\bwill\b/i);
            expect(slipsIn([t])).toEqual([]);
            if (lang === 'hi') expect(t).toMatch(/[\u0900-\u097F]/);
          }
        }
      }
    }
  });
  it('is a pure function of (rashi, date, lang): one rashi equals its entry among the twelve', () => {
    const date = { year: 2026, month: 7, day: 4 };
    const all = dailyRashifal(date, 'hi');
    expect(dailyRashifal(date, 'hi')).toEqual(all);
    for (const r of [0, 5, 11])
      expect(dailyRashifal(date, 'hi', r).rashis[0]).toEqual(all.rashis[r]);
  });
});
