/**
 * The feed's RFC 5545 writer (src/routes/p/ics-writer.ts) against examples worked by hand from
 * the RFC's text: line folding (3.1), TEXT escaping (3.3.11), UTC DATE-TIME (3.3.5), CRLF.
 */
import { describe, expect, it } from 'vitest';
import { icsCalendar, icsFold, icsText, icsUtc } from '../../../src/routes/p/ics-writer.js';

const octets = (s: string) => new TextEncoder().encode(s).length;
/** RFC 5545 3.1 unfolding: remove every CRLF followed by one space or tab. */
const unfold = (s: string) => s.replace(/\r\n[ \t]/g, '');

describe('icsText (RFC 5545 3.3.11)', () => {
  it('escapes backslash, semicolon and comma with a backslash', () => {
    expect(icsText('a,b;c\\d')).toBe('a\\,b\\;c\\\\d');
    expect(icsText('\\,')).toBe('\\\\\\,'); // backslash then comma: each escaped once, not twice
  });
  it('writes CRLF, LF and CR line breaks as \\n', () => {
    expect(icsText('one\r\ntwo\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
    // the RFC's own DESCRIPTION example
    expect(icsText('Project XYZ Final Review\nConference Room - 3B\nCome Prepared.')).toBe(
      'Project XYZ Final Review\\nConference Room - 3B\\nCome Prepared.',
    );
  });
  it('leaves colons, quotes and other text alone', () => {
    expect(icsText('Rahu kalam: 09:14 "UTC"')).toBe('Rahu kalam: 09:14 "UTC"');
  });
});

describe('icsFold (RFC 5545 3.1)', () => {
  it('leaves a line of up to 74 octets as it is', () => {
    const line = `SUMMARY:${'x'.repeat(66)}`;
    expect(octets(line)).toBe(74);
    expect(icsFold(line)).toBe(line);
  });
  it('folds before the 75th octet: CRLF and one space, so no physical line exceeds 75 octets', () => {
    const line = `SUMMARY:${'x'.repeat(67)}`; // 75 octets
    expect(icsFold(line)).toBe(`SUMMARY:${'x'.repeat(66)}\r\n x`);
    const long = 'D'.repeat(149); // 74 + 74 + 1
    const folded = icsFold(long);
    expect(folded).toBe(`${'D'.repeat(74)}\r\n ${'D'.repeat(74)}\r\n D`);
    for (const physical of folded.split('\r\n')) expect(octets(physical)).toBeLessThanOrEqual(75);
    expect(unfold(folded)).toBe(long);
  });
  it('counts octets, not characters, and never splits a multi-octet character', () => {
    // 'DESCRIPTION:' is 12 octets, each e-acute 2: 12 + 31 x 2 = 74, the 32nd goes to the next line
    const two = `DESCRIPTION:${'é'.repeat(40)}`;
    expect(icsFold(two)).toBe(`DESCRIPTION:${'é'.repeat(31)}\r\n ${'é'.repeat(9)}`);
    // Devanagari: 3 octets each; 2 + 24 x 3 = 74
    const three = `X:${'अ'.repeat(30)}`;
    expect(icsFold(three)).toBe(`X:${'अ'.repeat(24)}\r\n ${'अ'.repeat(6)}`);
    // a 4-octet character (a surrogate pair in JavaScript) that would end at octet 77 moves whole
    const four = `X:${'a'.repeat(71)}\u{1F600}`;
    expect(icsFold(four)).toBe(`X:${'a'.repeat(71)}\r\n \u{1F600}`);
    for (const s of [two, three, four]) expect(unfold(icsFold(s))).toBe(s);
  });
});

describe('icsUtc (RFC 5545 3.3.5, UTC form)', () => {
  it('is YYYYMMDDTHHMMSSZ with the milliseconds dropped', () => {
    expect(icsUtc(Date.UTC(2026, 0, 2, 3, 4, 5, 999))).toBe('20260102T030405Z');
    expect(icsUtc(Date.UTC(2028, 1, 29, 23, 59, 59))).toBe('20280229T235959Z');
    expect(icsUtc(Date.UTC(999, 11, 31))).toBe('09991231T000000Z');
  });
});

describe('icsCalendar', () => {
  it("writes a whole calendar, every line ended by CRLF (the last one too), TEXT escaped (the calendar's name and description too), long lines folded", () => {
    const text = icsCalendar(
      {
        prodId: '//acme//feed//EN',
        name: 'Feed 28.6139,77.2090',
        description: 'Windows; sidereal',
        refreshInterval: 'P1D',
      },
      [
        {
          uid: 'a@x',
          startMs: Date.UTC(2026, 10, 24, 9, 14, 4, 500),
          endMs: Date.UTC(2026, 10, 24, 10, 32, 17),
          stampMs: Date.UTC(2026, 10, 24),
          summary: 'Rahu kalam',
          description: 'Tuesday, Shukla; Purnima\nline two',
        },
        // an end before the start: swapped
        {
          uid: 'b@x',
          startMs: Date.UTC(2026, 10, 25, 1),
          endMs: Date.UTC(2026, 10, 25, 0),
          stampMs: Date.UTC(2026, 10, 24),
          summary: 'S',
          description: 'x'.repeat(70),
        },
      ],
    );
    expect(text).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//acme//feed//EN',
        'NAME:Feed 28.6139\\,77.2090',
        'X-WR-CALNAME:Feed 28.6139\\,77.2090',
        'X-WR-CALDESC:Windows\\; sidereal',
        'REFRESH-INTERVAL;VALUE=DURATION:P1D',
        'X-PUBLISHED-TTL:P1D',
        'BEGIN:VEVENT',
        'UID:a@x',
        'SEQUENCE:0',
        'DTSTAMP:20261124T000000Z',
        'DTSTART:20261124T091404Z',
        'DTEND:20261124T103217Z',
        'SUMMARY:Rahu kalam',
        'TRANSP:TRANSPARENT',
        'DESCRIPTION:Tuesday\\, Shukla\\; Purnima\\nline two',
        'X-MICROSOFT-CDO-BUSYSTATUS:FREE',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:b@x',
        'SEQUENCE:0',
        'DTSTAMP:20261124T000000Z',
        'DTSTART:20261125T000000Z',
        'DTEND:20261125T010000Z',
        'SUMMARY:S',
        'TRANSP:TRANSPARENT',
        `DESCRIPTION:${'x'.repeat(62)}`,
        ` ${'x'.repeat(8)}`,
        'X-MICROSOFT-CDO-BUSYSTATUS:FREE',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });
});
