import { describe, expect, it } from 'vitest';
import { buildBasis } from '../../../src/engine/chart/basis.js';
import { computeDasha } from '../../../src/engine/dasha/index.js';
import { jdFromGregorian } from '../../../src/engine/time/julian.js';
import {
  R2_CATEGORIES,
  R_CATEGORIES,
  SCORING,
  SIGNIFICATORS,
  lordFit,
  rectify,
  type RectifyQuery,
} from '../../../src/engine/rectify/index.js';
import { EngineInputError } from '../../../src/engine/core/errors.js';
import { arcsecDiff } from '../../helpers.js';

const TZ = 5.5;
const day = (y: number, m: number, d: number, hhmm = 0) =>
  jdFromGregorian(y, m, d, hhmm / 1440) - TZ / 24;
const noon = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return day(y, m, d, 12 * 60);
};

const BASE: RectifyQuery = {
  startJdUt: day(1990, 5, 17, 10 * 60),
  endJdUt: day(1990, 5, 17, 14 * 60),
  gridMinutes: 5,
  latDeg: 28.6139,
  lonDeg: 77.209,
  zone: { tzHours: TZ },
  events: [
    { date: '2015-02-14', jdUt: noon('2015-02-14'), category: 'marriage' },
    { date: '2018-09-03', jdUt: noon('2018-09-03'), category: 'child-birth' },
    { date: '2021-06-30', jdUt: noon('2021-06-30'), category: 'career-shift' },
  ],
};

describe('significator tables', () => {
  it('cover every category of R and R2 with houses 1-12, karakas and sources', () => {
    for (const c of [...R_CATEGORIES, ...R2_CATEGORIES]) {
      const t = SIGNIFICATORS[c];
      expect(t.primaryHouses.length).toBeGreaterThan(0);
      for (const h of [...t.primaryHouses, ...t.secondaryHouses]) {
        expect(h).toBeGreaterThanOrEqual(1);
        expect(h).toBeLessThanOrEqual(12);
      }
      expect(new Set([...t.primaryHouses, ...t.secondaryHouses]).size).toBe(
        t.primaryHouses.length + t.secondaryHouses.length,
      );
      expect(t.karakas.length).toBeGreaterThan(0);
      expect(t.sources.length).toBeGreaterThan(0);
    }
    expect(R_CATEGORIES).toHaveLength(9);
    expect(R2_CATEGORIES).toHaveLength(5);
  });
});

describe('lordFit: the scoring rule', () => {
  // Aries lagna; Venus at 185 deg (Libra, 7th house, Swati: star lord Rahu); Rahu at 100 (Cancer, 4th, Pushya: Saturn)
  const lon = {
    Sun: 40,
    Moon: 70,
    Mars: 10,
    Mercury: 50,
    Jupiter: 250,
    Venus: 185,
    Saturn: 290,
    Rahu: 100,
    Ketu: 280,
  };
  const frame = { lagnaSign: 0, lon };
  it('scores occupation, lordship, star lord and karaka for marriage', () => {
    const f = lordFit(frame, 'Venus', 'marriage');
    // occupies 7 (primary 1), rules 2 and 7 (primary 1 + 1), karaka 0.5; star lord Rahu in 4 (no marriage house)
    expect(f.points).toBe(SCORING.occupiesPrimary + 2 * SCORING.ownsPrimary + SCORING.karaka);
    expect(f.fit).toBe(1);
    expect(f.reasons.join('; ')).toContain('occupies house 7');
    expect(f.reasons.join('; ')).toContain('rules house 2');
    expect(f.reasons.join('; ')).toContain('natural karaka of marriage');
  });
  it('gives the nodes their dispositor at half weight and nothing for unrelated houses', () => {
    // Rahu in Cancer (4th): dispositor Moon in Gemini (3rd) rules the 4th: relocation supporting house 4
    const r = lordFit(frame, 'Rahu', 'relocation');
    expect(r.reasons.some((x) => x.startsWith('its sign lord Moon'))).toBe(true);
    expect(r.reasons).toContain('natural karaka of relocation');
    const m = lordFit(frame, 'Mars', 'windfall');
    // Mars in Aries (1st), rules 1 and 8 (8 primary for windfall); star lord Ketu (Ashwini) in 10th
    expect(m.points).toBe(SCORING.ownsPrimary);
    expect(m.fit).toBe(0.5);
  });
});

describe('rectify (engine)', () => {
  const r = rectify(BASE);
  it('answers 3 to 5 candidates inside the window, ranked by score, each with a per-event breakdown', () => {
    expect(r.gridPoints).toBe(49);
    expect(r.candidates.length).toBeGreaterThanOrEqual(3);
    expect(r.candidates.length).toBeLessThanOrEqual(5);
    for (let i = 1; i < r.candidates.length; i++)
      expect(r.candidates[i]!.score).toBeLessThanOrEqual(r.candidates[i - 1]!.score);
    for (const c of r.candidates) {
      expect(c.jdUt).toBeGreaterThanOrEqual(BASE.startJdUt - 1e-9);
      expect(c.jdUt).toBeLessThanOrEqual(BASE.endJdUt + 1e-9);
      expect(c.time).toMatch(/^1990-05-17T(1[0-4]):\d\d:00\+05:30$/);
      expect(c.events).toHaveLength(3);
      for (const e of c.events) {
        expect(e.periods.map((p) => p.level)).toEqual(['maha', 'antar', 'pratyantar']);
        expect(e.score).toBeGreaterThanOrEqual(0);
        expect(e.score).toBeLessThanOrEqual(1);
        for (const p of e.periods) expect(p.why.length > 0 || p.fit === 0).toBe(true);
      }
    }
    expect(new Set(r.candidates.map((c) => c.jdUt)).size).toBe(r.candidates.length);
  });
  it('is deterministic', () => {
    expect(rectify(BASE)).toEqual(r);
  });
  it('reports the lagna and Moon of each candidate to well under an arcsecond of the full chart', () => {
    for (const c of r.candidates) {
      const b = buildBasis(c.jdUt, BASE.latDeg, BASE.lonDeg, TZ, {
        ayanamsa: 'lahiri',
        nodeMode: 'mean',
      });
      expect(arcsecDiff(c.lagna.longitude, b.ascendantDeg)).toBeLessThan(0.5);
      expect(arcsecDiff(c.moon.longitude, b.grahas[1]!.lonDeg)).toBeLessThan(0.5);
    }
  });
  it('names the Vimsottari lords running at each event for that candidate', () => {
    for (const c of r.candidates) {
      const b = buildBasis(c.jdUt, BASE.latDeg, BASE.lonDeg, TZ, {
        ayanamsa: 'lahiri',
        nodeMode: 'mean',
      });
      const d = computeDasha({
        system: 'vimsottari',
        moonLonDeg: b.grahas[1]!.lonDeg,
        birthJdUt: c.jdUt,
        depth: 3,
      });
      for (const [k, e] of c.events.entries()) {
        const at = BASE.events[k]!.jdUt;
        const maha = d.periods.find((p) => p.startJdUt <= at && at < p.endJdUt)!;
        const antar = maha.periods!.find((p) => p.startJdUt <= at && at < p.endJdUt)!;
        const prat = antar.periods!.find((p) => p.startJdUt <= at && at < p.endJdUt)!;
        expect(e.lords).toEqual({ maha: maha.lord, antar: antar.lord, pratyantar: prat.lord });
      }
    }
  });
  it('says nothing about any date after the latest event', () => {
    const latest = '2021-06-30';
    const dates = JSON.stringify(r).match(/\d{4}-\d{2}-\d{2}/g) ?? [];
    for (const d of dates) expect(d <= latest).toBe(true);
  });
  it('refuses a bad window, grid, event list and events not after the window', () => {
    const bad = (q: Partial<RectifyQuery>) => () => rectify({ ...BASE, ...q });
    expect(bad({ endJdUt: BASE.startJdUt })).toThrow(EngineInputError);
    expect(bad({ gridMinutes: 0 })).toThrow(/gridMinutes/);
    expect(bad({ events: [] })).toThrow(/events/);
    expect(
      bad({
        events: [{ date: '1990-05-17', jdUt: day(1990, 5, 17, 12 * 60), category: 'windfall' }],
      }),
    ).toThrow(/not after the birth window/);
    expect(bad({ startJdUt: BASE.startJdUt - 2, gridMinutes: 1 })).toThrow(/at most 1441/);
  });
  it('a whole day at one-minute steps stays within the grid limit', () => {
    const q = {
      ...BASE,
      startJdUt: day(1990, 5, 17, 0),
      endJdUt: day(1990, 5, 17, 1439),
      gridMinutes: 1,
      events: BASE.events.slice(0, 1),
    };
    const out = rectify(q);
    expect(out.gridPoints).toBe(1440);
    expect(out.candidates.length).toBeGreaterThanOrEqual(3);
  });
});

describe('rectify recovers a birth time from events that fit it', () => {
  it('the true instant lies in the span of a returned candidate', () => {
    const trueJd = day(1985, 11, 3, 7 * 60 + 40);
    const q0: RectifyQuery = {
      ...BASE,
      startJdUt: day(1985, 11, 3, 5 * 60),
      endJdUt: day(1985, 11, 3, 10 * 60),
      gridMinutes: 5,
      events: [],
    };
    // For each category, the date (1st of a month, 2005-2020) that the true instant fits best.
    const events = (['marriage', 'child-birth', 'career-shift', 'relocation'] as const).map(
      (category) => {
        let best = { date: '', jdUt: 0, score: -1 };
        for (let y = 2005; y <= 2020; y++) {
          for (let m = 1; m <= 12; m++) {
            const date = `${y}-${String(m).padStart(2, '0')}-01`;
            const jdUt = noon(date);
            const fit = rectify({
              ...q0,
              startJdUt: trueJd,
              endJdUt: trueJd + 2 / 1440,
              gridMinutes: 1,
              events: [{ date, jdUt, category }],
            });
            const s = fit.candidates.find((c) => Math.abs(c.jdUt - trueJd) < 1e-9)!.score;
            if (s > best.score) best = { date, jdUt, score: s };
          }
        }
        return { date: best.date, jdUt: best.jdUt, category };
      },
    );
    const r = rectify({ ...q0, events });
    const hit = r.candidates.some((c) => {
      const from = Date.parse(c.span.from);
      const to = Date.parse(c.span.to);
      const t = (trueJd - 2440587.5) * 86_400_000;
      return t >= from - 1000 && t <= to + 1000;
    });
    expect(hit).toBe(true);
  });
});
