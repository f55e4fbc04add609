/**
 * The bytes of Family P's iCalendar feed do not change (a subscriber's client compares ETags and
 * re-imports on any change): 23 feeds recorded with ical-generator 10.2.0 before the feed got its
 * own writer (scripts/gen-calendar-ics-fixture.ts: zones with DST changes, odd offsets, polar
 * days, a leap day, a year end) must come out byte for byte. A regression check; the windows'
 * correctness is tested in calendar.test.ts.
 */
import { describe, expect, it } from 'vitest';
import fixture from '../../fixtures/calendar-ics.json';
import { calendarIcs } from '../../../src/routes/p/calendar.js';

async function gunzipBase64(b64: string): Promise<string> {
  const bin = Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0));
  const stream = new Blob([bin]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Response(stream).text();
}

/** The first line where two feeds differ, for a readable failure. */
function firstDifference(a: string, b: string): string {
  const la = a.split('\r\n');
  const lb = b.split('\r\n');
  for (let i = 0; i < Math.max(la.length, lb.length); i++)
    if (la[i] !== lb[i])
      return `line ${i + 1}: ${JSON.stringify(la[i])} vs ${JSON.stringify(lb[i])}`;
  return 'none';
}

describe('calendar.ics bytes (recorded feeds)', () => {
  it('has the 23 recorded cases', () => {
    expect(fixture.cases).toHaveLength(23);
  });

  for (const c of fixture.cases) {
    it(`${c.name}: the same bytes as recorded`, async () => {
      const expected = await gunzipBase64(c.icsGzipBase64);
      expect(new TextEncoder().encode(expected).length).toBe(c.bytes);
      const actual = calendarIcs(c.lat, c.lng, c.tz, Date.parse(c.nowIso));
      expect(firstDifference(actual, expected)).toBe('none');
      expect(actual === expected).toBe(true);
    });
  }
});
