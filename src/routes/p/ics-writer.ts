/**
 * @module A small RFC 5545 (iCalendar) writer for Family P's feed (src/routes/p/calendar.ts): one
 * VCALENDAR of VEVENTs with UTC times. It replaces ical-generator 10.2.0, whose text cost about
 * as much CPU as the feed's 30 days of astronomy (issue 28: it encoded every character with a
 * new TextEncoder to fold lines), and writes the same bytes it did for everything the feed uses
 * (test/routes/p/calendar-bytes.test.ts compares 23 recorded feeds byte for byte):
 * - content lines end with CRLF, the last one included (RFC 5545 3.1);
 * - a line longer than 74 octets is folded: CRLF and one space before the octet that would be the
 *   75th, so no physical line exceeds 75 octets with its leading space (3.1), and a multi-octet
 *   UTF-8 character is never split;
 * - TEXT values escape backslash, semicolon and comma with a backslash and write a line break
 *   (CRLF, CR or LF) as `\n` (3.3.11);
 * - DATE-TIME values are UTC, `YYYYMMDDTHHMMSSZ`, the seconds truncated (3.3.5, form #2).
 * The calendar's NAME, X-WR-CALNAME and X-WR-CALDESC are TEXT too and escaped the same way
 * (ical-generator wrote them unescaped, so the comma of a place's "lat,lon" read as a list
 * separator to a strict parser).
 */

export interface IcsCalendarHead {
  /** PRODID after its leading `-`: `//company//product//EN`. */
  prodId: string;
  /** NAME and X-WR-CALNAME (TEXT, escaped here). */
  name: string;
  /** X-WR-CALDESC (TEXT, escaped here). */
  description: string;
  /** REFRESH-INTERVAL and X-PUBLISHED-TTL, an RFC 5545 duration (`P1D`). */
  refreshInterval: string;
  /** the language of the texts (RFC 5545 LANGUAGE parameter on NAME, SUMMARY and DESCRIPTION); none: English, unmarked */
  language?: string;
}

export interface IcsEvent {
  uid: string;
  startMs: number;
  endMs: number;
  stampMs: number;
  summary: string;
  description: string;
  /** an all-day event on this civil date (YYYY-MM-DD): DTSTART/DTEND as DATE values; startMs and endMs then only order it */
  allDay?: string;
}

/** A DATE value `YYYYMMDD` of an ISO date, and of the day after it (an all-day event's exclusive end). */
function icsDates(dateIso: string): [string, string] {
  const ms = Date.parse(`${dateIso}T00:00:00Z`);
  const f = (t: number) => new Date(t).toISOString().slice(0, 10).replace(/-/g, '');
  return [f(ms), f(ms + 86_400_000)];
}

/** A TEXT value escaped (RFC 5545 3.3.11). */
export function icsText(value: string): string {
  return value.replace(/[\\;,]/g, (m) => `\\${m}`).replace(/\r\n|\r|\n/g, '\\n');
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** A UTC DATE-TIME, `YYYYMMDDTHHMMSSZ`, the milliseconds dropped (RFC 5545 3.3.5). */
export function icsUtc(ms: number): string {
  const d = new Date(ms);
  return `${String(d.getUTCFullYear()).padStart(4, '0')}${two(d.getUTCMonth() + 1)}${two(d.getUTCDate())}T${two(d.getUTCHours())}${two(d.getUTCMinutes())}${two(d.getUTCSeconds())}Z`;
}

/** Octets of one code point in UTF-8 (a lone surrogate is written as U+FFFD, 3 octets). */
const utf8Octets = (cp: number) => (cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4);

/**
 * One content line folded (RFC 5545 3.1): at most 74 octets before the first fold and after each
 * fold's leading space, joined by CRLF and a space; no CRLF at the end.
 */
export function icsFold(line: string): string {
  // eslint-disable-next-line no-control-regex -- the range from NUL is ASCII itself: short pure-ASCII lines need no fold
  if (line.length <= 74 && /^[\x00-\x7f]*$/.test(line)) return line;
  let out = '';
  let octets = 0;
  for (const ch of line) {
    const size = utf8Octets(ch.codePointAt(0)!);
    octets += size;
    if (octets > 74) {
      out += '\r\n ';
      octets = size;
    }
    out += ch;
  }
  return out;
}

/**
 * The whole calendar, every line folded and ended by CRLF. Every event is TRANSP:TRANSPARENT and
 * X-MICROSOFT-CDO-BUSYSTATUS:FREE: a window to know of, not time taken.
 */
export function icsCalendar(head: IcsCalendarHead, events: readonly IcsEvent[]): string {
  const lang = head.language ? `;LANGUAGE=${head.language}` : '';
  const lines: string[] = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-${head.prodId}`,
    `NAME${lang}:${icsText(head.name)}`,
    `X-WR-CALNAME:${icsText(head.name)}`,
    `X-WR-CALDESC:${icsText(head.description)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${head.refreshInterval}`,
    `X-PUBLISHED-TTL:${head.refreshInterval}`,
  ];
  for (const e of events) {
    // an end before the start is swapped, as ical-generator did
    const [startMs, endMs] = e.endMs < e.startMs ? [e.endMs, e.startMs] : [e.startMs, e.endMs];
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      'SEQUENCE:0',
      `DTSTAMP:${icsUtc(e.stampMs)}`,
      ...(e.allDay === undefined
        ? [`DTSTART:${icsUtc(startMs)}`, `DTEND:${icsUtc(endMs)}`]
        : [
            `DTSTART;VALUE=DATE:${icsDates(e.allDay)[0]}`,
            `DTEND;VALUE=DATE:${icsDates(e.allDay)[1]}`,
          ]),
      `SUMMARY${lang}:${icsText(e.summary)}`,
      'TRANSP:TRANSPARENT',
      `DESCRIPTION${lang}:${icsText(e.description)}`,
      'X-MICROSOFT-CDO-BUSYSTATUS:FREE',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(icsFold).join('\r\n')}\r\n`;
}
