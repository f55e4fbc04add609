/**
 * @module Builds test/fixtures/utsava-published-2001-2035.json: published festival dates for
 * 2001-2035 (issue 27), read from the compilation in the python-holidays project
 * (github.com/vacanza/holidays, holidays/calendars/hindu.py), which transcribes each festival's
 * dates from an archived almanac or calendar page and names that page above its table
 * (timeanddate.com's India pages, drikpanchang.com; Pongal from the Tamil calendars its India
 * module cites). Every date keeps the page it came from. Only festivals whose observance is the
 * same as one of the engine's rules are taken (MAHA_NAVAMI, VAISAKHI, the jayantis of saints and
 * the Nepali and Telangana festivals have no rule here; the unsourced 1901-2100 DIWALI table is
 * not used: it names no page, and its days differ from the sourced India table in 9 of 35 years).
 *
 * Split (written into the file, decided before any rule was changed for issue 27): the years
 * 2001 + 3k (2001, 2004, ..., 2034; 12 years) are IN-SAMPLE, the dates the rules may be read
 * against while they are written; the other 23 years are HELD-OUT, never used to write or check
 * a rule before the report.
 *
 * Usage: node scripts/run-ts.mjs scripts/utsava-published-dates.ts <hindu.py> <commit>
 *   hindu.py  the file holidays/calendars/hindu.py of github.com/vacanza/holidays at <commit>
 */
import { readFileSync, writeFileSync } from 'node:fs';

const OUT = 'test/fixtures/utsava-published-2001-2035.json';
const REPO = 'https://github.com/vacanza/holidays';
const FILE = 'holidays/calendars/hindu.py';

/** The compilation's table name -> the engine's rule id. */
const MAP: Record<string, string> = {
  BASANT_PANCHAMI: 'vasant-panchami',
  BUDDHA_PURNIMA: 'buddha-purnima',
  CHHATH_PUJA: 'chhath-puja',
  DIWALI_INDIA: 'diwali-lakshmi-puja',
  DUSSEHRA: 'dussehra',
  GANESH_CHATURTHI: 'ganesh-chaturthi',
  GOVARDHAN_PUJA: 'govardhan-puja',
  GUDI_PADWA: 'ugadi-gudi-padwa',
  HOLI: 'holi-dhulandi',
  JANMASHTAMI: 'krishna-janmashtami',
  KARWA_CHAUTH: 'karwa-chauth',
  MAHA_ASHTAMI: 'durga-ashtami',
  MAHA_SHIVARATRI: 'maha-shivaratri',
  MAHAVIR_JAYANTI: 'mahavir-jayanti',
  MAKAR_SANKRANTI: 'makar-sankranti',
  NARAKA_CHATURDASHI: 'naraka-chaturdashi',
  ONAM: 'onam',
  PONGAL: 'thai-pongal',
  RAKSHA_BANDHAN: 'raksha-bandhan',
  RAM_NAVAMI: 'ram-navami',
  RATH_YATRA: 'rath-yatra',
  SHARAD_NAVRATRI: 'sharad-navaratri',
  VISHU: 'vishu',
};
/** Pongal's table names no page; the compilation's India module cites the Tamil calendars it was read from. */
const PONGAL_SOURCES =
  'https://web.archive.org/web/20231228103352/https://www.tamildailycalendar.com/tamil_monthly_calendar.php; https://web.archive.org/web/20250429125140/https://www.prokerala.com/general/calendar/tamilcalendar.php';
const MONTHS: Record<string, number> = {
  JAN: 1,
  FEB: 2,
  MAR: 3,
  APR: 4,
  MAY: 5,
  JUN: 6,
  JUL: 7,
  AUG: 8,
  SEP: 9,
  OCT: 10,
  NOV: 11,
  DEC: 12,
};

export const isInSample = (year: number): boolean => year >= 2001 && (year - 2001) % 3 === 0;

function main(): void {
  const [path, commit] = process.argv.slice(2);
  if (!path || !commit || !/^[0-9a-f]{40}$/.test(commit))
    throw new Error('usage: utsava-published-dates.ts <hindu.py> <40-hex commit>');
  const src = readFileSync(path, 'utf8');
  const body = src.slice(src.indexOf('class _HinduLunisolar'), src.indexOf('    def _get_holiday'));
  const dates: Array<{
    id: string;
    year: number;
    date: string;
    split: 'in-sample' | 'held-out';
    source: string;
    table: string;
  }> = [];
  const re = /((?: {4}#[^\n]*\n)*) {4}(\w+)_DATES = \{(.*?)\n {4}\}/gs;
  for (const m of body.matchAll(re)) {
    const [, comments, name, inner] = m as unknown as [string, string, string, string];
    const id = MAP[name];
    if (!id) continue;
    const urls = [...comments.matchAll(/https?:\/\/\S+/g)].map((u) => u[0].replace(/[)\]]+$/, ''));
    const source = urls.join('; ') || (name === 'PONGAL' ? PONGAL_SOURCES : '');
    if (!source) throw new Error(`${name}: no source page`);
    for (const row of `${inner}\n`.matchAll(/(\d{4}): (.*?),?\n/g)) {
      const year = Number(row[1]);
      for (const d of row[2]!.matchAll(/\((\w+), (\d+)\)/g)) {
        const date = `${year}-${String(MONTHS[d[1]!]).padStart(2, '0')}-${d[2]!.padStart(2, '0')}`;
        dates.push({
          id,
          year,
          date,
          split: isInSample(year) ? 'in-sample' : 'held-out',
          source,
          table: `${name}_DATES`,
        });
      }
    }
  }
  dates.sort((a, b) => a.id.localeCompare(b.id) || a.date.localeCompare(b.date));
  const ids = new Set(dates.map((d) => d.id));
  const missing = Object.values(MAP).filter((id) => !ids.has(id));
  if (missing.length) throw new Error(`no dates for ${missing.join(', ')}`);
  const out = {
    about:
      'Published festival dates 2001-2035 (issue 27), as transcribed from archived almanac and calendar pages (the `source` of each date) in the python-holidays compilation; ids are the rule ids of src/engine/utsava/rules.ts. Test data: the engine never reads it. Regenerate with scripts/utsava-published-dates.ts.',
    compilation: { repository: REPO, file: FILE, commit },
    place: {
      name: 'India (the sources publish one national date; New Delhi is where it is computed)',
      latDeg: 28.6139,
      lonDeg: 77.209,
      ianaZone: 'Asia/Kolkata',
    },
    split:
      'IN-SAMPLE: the years 2001 + 3k (2001, 2004, ..., 2034), the dates the issue-27 rules may be read against while they are written. HELD-OUT: every other year, never used to write or check a rule; reported apart by npm run festivals. Decided and committed before any rule was changed.',
    years: {
      from: 2001,
      to: 2035,
      notReached:
        '1990-2000: no published list for these years was reachable here (the stored pages hold only scattered, mutually inconsistent secondary lists), so none is included.',
    },
    count: dates.length,
    dates,
  };
  const head = JSON.stringify({ ...out, dates: [] }, null, 1).replace(
    /"dates": \[\]\n\}$/,
    '"dates": [',
  );
  writeFileSync(OUT, `${head}\n${dates.map((d) => ` ${JSON.stringify(d)}`).join(',\n')}\n ]\n}\n`);
  console.log(
    `wrote ${OUT}: ${dates.length} dates, ${ids.size} festivals, ${dates.filter((d) => d.split === 'in-sample').length} in-sample`,
  );
}

main();
