/**
 * Muhurta by category: every window returned satisfies every rule of its category when checked
 * independently (limbs recomputed at sampled instants inside it), and sampled daytime instants
 * outside the windows on allowed days break at least one rule.
 */
import { describe, expect, it } from 'vitest';
import {
  categoryWindows,
  MUHURTA_CATEGORIES,
  MIN_WINDOW_MINUTES,
} from '../../../src/engine/muhurta/categories.js';
import { limbAt } from '../../../src/engine/search/index.js';
import { muhurtaForDay } from '../../../src/engine/muhurta/index.js';
import { karanaName, tithiNumber } from '../../../src/engine/panchang/limbs.js';

const DELHI = { latDeg: 28.6139, lonDeg: 77.209, zone: { ianaZone: 'Asia/Kolkata' } };
const FROM = { year: 2026, month: 4, day: 20 };

function ruleBreaks(catId: string, jdUt: number): string[] {
  const cat = MUHURTA_CATEGORIES.find((c) => c.id === catId)!;
  const out: string[] = [];
  const t = limbAt('tithi', jdUt);
  if (t === 29 || !cat.tithis.includes(tithiNumber(t))) out.push('tithi');
  if (!cat.nakshatras.includes(limbAt('nakshatra', jdUt))) out.push('nakshatra');
  const y = limbAt('yoga', jdUt);
  if (y === 16 || y === 26) out.push('yoga');
  if (karanaName(limbAt('karana', jdUt)) === 'Vishti') out.push('karana');
  return out;
}

describe('categoryWindows', () => {
  it('has the ten categories of issue 15, each with a rule and a source', () => {
    expect(MUHURTA_CATEGORIES.map((c) => c.id)).toEqual(
      expect.arrayContaining([
        'marriage',
        'griha-pravesh',
        'vehicle',
        'business',
        'travel',
        'naming',
        'annaprashana',
        'mundan',
        'property',
        'education',
      ]),
    );
    for (const c of MUHURTA_CATEGORIES) {
      expect(c.source).toMatch(/Muhurta Chintamani/);
      expect(c.nakshatras.length).toBeGreaterThan(5);
      expect(c.tithis).not.toContain(4);
      expect(c.tithis).not.toContain(9);
      expect(c.tithis).not.toContain(14);
    }
  });

  it.each(MUHURTA_CATEGORIES.map((c) => c.id))(
    '%s: every window keeps every rule at 20 sampled instants',
    (id) => {
      const r = categoryWindows(id, FROM, 30, DELHI);
      expect(r.windows.length).toBeGreaterThan(0);
      for (const w of r.windows) {
        expect(w.minutes).toBeGreaterThanOrEqual(MIN_WINDOW_MINUTES);
        for (let k = 0; k < 20; k++) {
          const jd = w.start.jdUt + ((k + 0.5) / 20) * (w.end.jdUt - w.start.jdUt);
          expect(ruleBreaks(id, jd), `${id} ${w.start.iso}`).toEqual([]);
        }
        const cat = MUHURTA_CATEGORIES.find((c) => c.id === id)!;
        const date = w.start.iso.slice(0, 10);
        const [y, m, d] = date.split('-').map(Number) as [number, number, number];
        // windows after midnight belong to the previous civil date's vara (night categories)
        const day = muhurtaForDay({ year: y, month: m, day: d }, DELHI);
        const owner =
          w.start.jdUt >= day.sunrise.jdUt
            ? day
            : muhurtaForDay({ year: y, month: m, day: d - 1 }, DELHI);
        expect(cat.varas).toContain(owner.panchang.vara.index0);
        if (!cat.night) expect(w.end.jdUt).toBeLessThanOrEqual(owner.sunset.jdUt + 1e-9);
        if (cat.rahuKalam)
          expect(
            w.end.jdUt <= owner.rahuKalam.start.jdUt + 1e-9 ||
              w.start.jdUt >= owner.rahuKalam.end.jdUt - 1e-9,
          ).toBe(true);
      }
    },
  );

  it('daytime instants outside the windows, on days the category allows, break a rule', () => {
    const r = categoryWindows('naming', FROM, 30, DELHI);
    const inWindow = (jd: number) => r.windows.some((w) => jd >= w.start.jdUt && jd <= w.end.jdUt);
    let checked = 0;
    for (let i = 0; i < 30; i++) {
      const dt = new Date(Date.UTC(2026, 3, 20 + i));
      const day = muhurtaForDay(
        { year: dt.getUTCFullYear(), month: dt.getUTCMonth() + 1, day: dt.getUTCDate() },
        DELHI,
      );
      if (![1, 3, 4, 5].includes(day.panchang.vara.index0)) continue;
      for (let k = 1; k < 24; k++) {
        const jd = day.sunrise.jdUt + (k / 24) * (day.sunset.jdUt - day.sunrise.jdUt);
        const inRahu = jd >= day.rahuKalam.start.jdUt && jd <= day.rahuKalam.end.jdUt;
        if (inWindow(jd) || inRahu) continue;
        const breaks = ruleBreaks('naming', jd);
        // a good stretch shorter than the 24-minute minimum is the only other reason to be left out
        if (breaks.length === 0) {
          const near = [-12, 12].map(
            (mn) =>
              ruleBreaks('naming', jd + mn / 1440).length > 0 ||
              jd + mn / 1440 < day.sunrise.jdUt ||
              jd + mn / 1440 > day.sunset.jdUt ||
              (jd + mn / 1440 >= day.rahuKalam.start.jdUt &&
                jd + mn / 1440 <= day.rahuKalam.end.jdUt),
          );
          expect(near.some(Boolean), new Date((jd - 2440587.5) * 86400000).toISOString()).toBe(
            true,
          );
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('marriage skips kharmas (the Sun in Dhanu) and names the reason', () => {
    const r = categoryWindows('marriage', { year: 2026, month: 12, day: 20 }, 10, DELHI);
    expect(r.windows).toHaveLength(0);
    expect(r.skipped.some((s) => s.reason.startsWith('kharmas'))).toBe(true);
  });

  it('refuses an unknown category and more than 60 days', () => {
    expect(() => categoryWindows('haircut', FROM, 10, DELHI)).toThrow(/marriage/);
    expect(() => categoryWindows('travel', FROM, 61, DELHI)).toThrow(/days/);
  });
});
