/**
 * Nepal's Bikram Sambat, computed from the Surya Siddhanta's sankrantis by the Dharmasindhu's
 * punya-kala rule at Kathmandu (src/engine/calendar/solar-calendars.ts, month-start.ts), against
 * the published calendar as four npm conversion packages carry it
 * (test/fixtures/nepali-calendar-2010-2023.json, scripts/gen-nepali-fixture.ts; committed before
 * the engine was compared with it). Every day of AD 2010-2023 is compared: the engine's month
 * starts give each day's BS date, and so do the published month starts. The one known
 * difference (docs/calendars.md): Chaitra 1, 2066, whose sankranti falls 2 minutes after the
 * night's midpoint at Kathmandu; the almanac kept the day before, so all 31 days of that month
 * are numbered one apart.
 */
import { describe, expect, it } from 'vitest';
import fixture from '../../fixtures/nepali-calendar-2010-2023.json';
import {
  KATHMANDU,
  solarDateOf,
  solarMonthStart,
} from '../../../src/engine/calendar/solar-calendars.js';
import {
  addDays,
  daysBetween,
  formatIsoDate,
  type CivilDate,
} from '../../../src/engine/time/calendar.js';

const d = (iso: string): CivilDate => {
  const [y, m, day] = iso.split('-').map(Number);
  return { year: y!, month: m!, day: day! };
};
/** The days of Chaitra 2066 (14 March to 13 April 2010): published Chaitra 1 = 14 March, the rule gives 15 March, so every day of that month is numbered one lower by the rule. */
const KNOWN_DIFFERENCES = Array.from({ length: 31 }, (_, i) =>
  formatIsoDate(addDays({ year: 2010, month: 3, day: 14 }, i)),
);

/** BS date of every day from sorted month starts ("YYYY-MM" -> first AD day). */
function bsDays(
  starts: Array<[string, string]>,
  from: CivilDate,
  to: CivilDate,
): Map<string, string> {
  const out = new Map<string, string>();
  for (let i = 0; i + 1 < starts.length; i++) {
    const [bs, first] = starts[i]!;
    const len = daysBetween(d(first), d(starts[i + 1]![1]));
    for (let k = 0; k < len; k++) {
      const day = addDays(d(first), k);
      if (daysBetween(from, day) >= 0 && daysBetween(day, to) >= 0)
        out.set(formatIsoDate(day), `${bs}-${String(k + 1).padStart(2, '0')}`);
    }
  }
  return out;
}

describe("Nepal's Bikram Sambat, 2010-2023", () => {
  const published = Object.entries(fixture.monthStarts as Record<string, string>).sort((a, b) =>
    a[1].localeCompare(b[1]),
  );
  const engine = published.map(([bs]): [string, string] => {
    const [y, m] = bs.split('-').map(Number);
    return [bs, formatIsoDate(solarMonthStart('nepali', y!, m!, KATHMANDU).date)];
  });

  it('the packages agree among themselves', () => {
    expect(fixture.sources.length).toBeGreaterThanOrEqual(2);
    expect(fixture.disagreements).toEqual([]);
  });

  it('every day but those of the one known different month has the published BS date', () => {
    const from = d('2010-01-01'),
      to = d('2023-12-31');
    const want = bsDays(published, from, to);
    const got = bsDays(engine, from, to);
    expect(want.size).toBe(daysBetween(from, to) + 1);
    const differ = [...want.keys()].filter((k) => want.get(k) !== got.get(k));
    expect(differ).toEqual(KNOWN_DIFFERENCES);
    // 5082 of 5113 days; 170 of 171 month starts
    expect(want.size - differ.length).toBe(5082);
    expect(
      engine
        .filter(([bs, first], i) => published[i]![0] === bs && published[i]![1] !== first)
        .map(([bs]) => bs),
    ).toEqual(['2066-12']);
  });

  it('the forward conversion agrees with the month starts, wherever the place asked', () => {
    expect(
      solarDateOf('nepali', d('2024-01-15'), {
        latDeg: 51.5,
        lonDeg: -0.12,
        zone: { ianaZone: 'Europe/London' },
      }),
    ).toMatchObject({ year: 2080, month: 10, day: 1 });
    expect(solarDateOf('nepali', d('2023-12-31'), KATHMANDU)).toMatchObject({
      year: 2080,
      month: 9,
      day: 15,
    });
    expect(solarDateOf('nepali', d('2010-03-15'), KATHMANDU)).toMatchObject({
      year: 2066,
      month: 12,
      day: 1,
    });
  });
});
