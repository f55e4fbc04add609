/**
 * Family P's iCalendar feed, parsed by a real parser (ical.js): RFC 5545 structure, 30 days of
 * the five daily windows with stable UIDs, the next 5 transit highlights, DTSTAMP, UTC times.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { call } from '../../helpers.js';
import {
  calendarIcs,
  transitHighlights,
  transitHighlightsFrom,
} from '../../../src/routes/p/calendar.js';
import { muhurtaForDay } from '../../../src/engine/muhurta/index.js';
import { jdUtFromUnixMs } from '../../../src/engine/time/julian.js';
import { nextIngress } from '../../../src/engine/search/index.js';

const NOW = Date.UTC(2026, 10, 24, 3, 0); // 08:30 IST on 24 November 2026

function events(ics: string) {
  const comp = new ICAL.Component(ICAL.parse(ics));
  return { comp, events: comp.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
}

/** The text with RFC 5545 folding undone. */
const unfold = (ics: string): string => ics.replace(/\r\n[ \t]/g, '');

describe('calendar.ics festivals by tradition', () => {
  const OCT = Date.UTC(2024, 9, 20, 3, 0); // 20 October 2024
  it("adds the tradition's festivals in the 30 days as all-day events and names the tradition in X-WR-CALDESC", () => {
    const tamil = calendarIcs(13.08, 80.27, 'Asia/Kolkata', OCT, undefined, {
      tradition: 'tamil',
      observe: 'local',
    });
    const { comp, events: evs } = events(tamil);
    expect(String(comp.getFirstPropertyValue('x-wr-caldesc')).replace(/\\/g, '')).toContain(
      'tradition=tamil, observe=local',
    );
    const deepavali = evs.find((e) => e.summary === 'Deepavali (Naraka Chaturdashi)')!;
    expect(deepavali.startDate.isDate).toBe(true);
    expect(deepavali.startDate.toString()).toBe('2024-10-31');
    expect(tamil).toContain('DTSTART;VALUE=DATE:20241031');
    // without a tradition the feed has no festivals (the bytes of every earlier feed)
    expect(calendarIcs(13.08, 80.27, 'Asia/Kolkata', OCT)).not.toContain('VALUE=DATE');
    // observe=india: north's Diwali as New Delhi keeps it, for a subscriber in Port of Spain
    const pos = calendarIcs(10.65, -61.5, 'America/Port_of_Spain', OCT, undefined, {
      tradition: 'north',
      observe: 'india',
    });
    expect(pos).toContain('DTSTART;VALUE=DATE:20241101');
    expect(unfold(pos)).toContain('observe=india');
    // assamese at Guwahati: Kali Puja 2024 on 31 October (amavasya at the nishita of the 31st only)
    const guwahati = calendarIcs(26.14, 91.74, 'Asia/Kolkata', OCT, undefined, {
      tradition: 'assamese',
      observe: 'local',
    });
    expect(unfold(guwahati)).toContain('tradition=assamese');
    expect(
      events(guwahati)
        .events.find((e) => e.summary === 'Kali Puja (Shyama Puja)')!
        .startDate.toString(),
    ).toBe('2024-10-31');
  });

  it('the route keys each tradition apart and refuses an unknown one naming the field', async () => {
    const res = await call(
      '/p/api/calendar.ics?lat=13.08&lng=80.27&tz=Asia/Kolkata&tradition=tamil',
    );
    expect(res.status).toBe(200);
    expect(unfold(await res.text())).toContain('tradition=tamil');
    const plain = await call('/p/api/calendar.ics?lat=13.08&lng=80.27&tz=Asia/Kolkata');
    expect(unfold(await plain.text())).not.toContain('tradition=');
    expect(
      (await call('/p/api/calendar.ics?lat=26.14&lng=91.74&tz=Asia/Kolkata&tradition=assamese'))
        .status,
    ).toBe(200);
    const bad = await call('/p/api/calendar.ics?lat=13.08&lng=80.27&tradition=klingon');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('tradition');
  });
});

describe('calendar.ics content', () => {
  const ics = calendarIcs(28.6139, 77.209, 'Asia/Kolkata', NOW);
  const { comp, events: evs } = events(ics);

  it('is RFC 5545 as a real parser reads it: VCALENDAR 2.0 with our PRODID, CRLF lines folded at 75 octets', () => {
    expect(comp.name).toBe('vcalendar');
    expect(comp.getFirstPropertyValue('version')).toBe('2.0');
    expect(String(comp.getFirstPropertyValue('prodid'))).toContain('jyotisha-api');
    expect(ics.includes('\r\n')).toBe(true);
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('has 30 days x 5 windows and 5 transit highlights, every UID unique', () => {
    expect(evs).toHaveLength(30 * 5 + 5);
    expect(new Set(evs.map((e) => e.uid)).size).toBe(evs.length);
    expect(evs.filter((e) => e.summary === 'Rahu kalam')).toHaveLength(30);
    expect(evs.filter((e) => e.summary === 'Brahma muhurta')).toHaveLength(30);
  });

  it('times are UTC and equal to the engine windows to the second; DTSTAMP is the day the feed was built', () => {
    const m = muhurtaForDay(
      { year: 2026, month: 11, day: 24 },
      { latDeg: 28.6139, lonDeg: 77.209, zone: { ianaZone: 'Asia/Kolkata' } },
    );
    const rahu = evs.find((e) => e.uid.startsWith('20261124-rahu-kalam'))!;
    expect(rahu.component.getFirstProperty('dtstart')!.toICALString()).toMatch(
      /^DTSTART:20261124T\d{6}Z$/,
    );
    expect(rahu.startDate.zone.tzid).toBe('UTC');
    const startMs = rahu.startDate.toJSDate().getTime();
    expect(Math.abs(startMs / 86400000 + 2440587.5 - m.rahuKalam.start.jdUt) * 86400).toBeLessThan(
      1,
    );
    const stamp = rahu.component.getFirstPropertyValue('dtstamp') as ICAL.Time;
    expect(stamp.toJSDate().toISOString()).toBe('2026-11-24T00:00:00.000Z');
  });

  it('UIDs are stable: the same place and day give the same UIDs tomorrow for the days they share', () => {
    const next = events(calendarIcs(28.6139, 77.209, 'Asia/Kolkata', NOW + 86400000)).events;
    const shared = evs.filter(
      (e) => !e.uid.startsWith('20261124-') && /^\d{8}-[a-z-]+-28\.6139/.test(e.uid),
    );
    const nextUids = new Set(next.map((e) => e.uid));
    expect(shared.length).toBe(29 * 5);
    for (const e of shared) expect(nextUids.has(e.uid)).toBe(true);
  });

  it('the transit highlights are the next ingresses and stations after the day starts, in order', () => {
    const h = transitHighlights(jdUtFromUnixMs(Date.UTC(2026, 10, 23, 18, 30)));
    expect(h).toHaveLength(5);
    for (let i = 1; i < h.length; i++) expect(h[i]!.jdUt).toBeGreaterThanOrEqual(h[i - 1]!.jdUt);
    const sun = nextIngress('Sun', 'sign', jdUtFromUnixMs(Date.UTC(2026, 10, 23, 18, 30)))!;
    // the Sun changes sign within a month, so its ingress is among the next five events or later than all five
    expect(
      h.some((x) => x.graha === 'Sun' && Math.abs(x.jdUt - sun.jdUt) < 1e-9) ||
        h[4]!.jdUt < sun.jdUt,
    ).toBe(true);
    const inFeed = evs.filter((e) => /ingress|station/.test(e.uid));
    expect(inFeed.map((e) => e.summary)).toEqual(h.map((x) => x.text));
  });

  it('the highlights kept per day and zone are the ones computed, and a feed built from them is the same bytes', () => {
    const dayStart = jdUtFromUnixMs(Date.UTC(2026, 10, 23, 18, 30));
    expect(transitHighlightsFrom(dayStart)).toEqual(transitHighlights(dayStart));
    expect(transitHighlightsFrom(dayStart)).toBe(transitHighlightsFrom(dayStart));
    expect(Object.isFrozen(transitHighlightsFrom(dayStart)[0])).toBe(true);
    // two places in one zone on one day: the second reuses the first's highlights
    const now = Date.UTC(2026, 10, 24, 6);
    const first = calendarIcs(28.61, 77.21, 'Asia/Kolkata', now);
    expect(calendarIcs(28.61, 77.21, 'Asia/Kolkata', now)).toBe(first);
    const other = events(calendarIcs(19.08, 72.88, 'Asia/Kolkata', now)).events.filter((e) =>
      /ingress|station/.test(e.uid),
    );
    expect(other.map((e) => e.uid)).toEqual(
      events(first)
        .events.filter((e) => /ingress|station/.test(e.uid))
        .map((e) => e.uid),
    );
  });

  it('a polar night has transit highlights but no daily windows on days without sunrise', () => {
    const polar = events(
      calendarIcs(78.2232, 15.6267, 'Arctic/Longyearbyen', Date.UTC(2026, 11, 10)),
    ).events;
    expect(polar.filter((e) => e.summary === 'Rahu kalam')).toHaveLength(0);
    expect(polar.length).toBe(5);
  });
});

/** RFC 5545 3.1: every content line, the last included, ends with CRLF; no bare CR or LF; at most 75 octets. */
function expectCrlfLines(ics: string) {
  expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  expect(/\r(?!\n)|(?<!\r)\n/.test(ics)).toBe(false);
  const lines = ics.split('\r\n');
  expect(lines.pop()).toBe('');
  for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
}

describe('calendar.ics lines (issue 22.9)', () => {
  it('the served feed ends every line with CRLF, the last included', async () => {
    const res = await call('/p/api/calendar.ics?lat=28.6139&lng=77.209');
    expectCrlfLines(await res.text());
  });
  it('property: any place, zone and day gives CRLF-terminated lines', () => {
    const zones = [
      'Asia/Kolkata',
      'America/New_York',
      'Europe/London',
      'Australia/Sydney',
      'UTC',
      'Asia/Kathmandu',
    ];
    fc.assert(
      fc.property(
        fc.double({ min: -60, max: 60, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.constantFrom(...zones),
        fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2060, 0, 1) }),
        (lat, lng, tz, nowMs) => {
          expectCrlfLines(calendarIcs(lat, lng, tz, nowMs));
        },
      ),
      { numRuns: 8, seed: 229 },
    );
  });
});

describe('GET /p/api/calendar.ics', () => {
  it('serves text/calendar with an ETag, CORS open', async () => {
    const res = await call('/p/api/calendar.ics?lat=28.6139&lng=77.209');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const body = await res.text();
    expect(body.startsWith('BEGIN:VCALENDAR')).toBe(true);
    const again = await call('/p/api/calendar.ics?lat=28.6139&lng=77.209', {
      headers: { 'if-none-match': res.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  // no place at all is not an error: the edge location, else New Delhi (test/routes/p/readonly.test.ts)
  it.each([
    ['?lng=77.2', 'lat'],
    ['?lat=28.6', 'lng'],
    ['?lat=95&lng=77', 'lat'],
    ['?lat=28&lng=77&days=60', 'days'],
  ])('%s is 400 naming %s', async (qs, field) => {
    const res = await call(`/p/api/calendar.ics${qs}`);
    expect(res.status).toBe(400);
    expect((await res.json<any>()).error.field).toBe(field);
  });
});
