/**
 * Prints the markdown table of the named festival rules (src/engine/utsava/rules.ts FESTIVAL_RULES)
 * that docs/panchang-muhurta-utsavas.md shows under "Rules": id, name, tradition, the rule as data,
 * the rule in words and its shastra anchor. Regenerate the docs table with it after a rule change.
 *
 * With `--tradition <id>`, the rules a festival tradition adds or decides by its own rule (issue 31),
 * with their worked days.
 *
 * Usage: node scripts/run-ts.mjs scripts/utsava-rules-table.ts [--tradition <id>]
 */
import {
  FESTIVAL_RULES,
  traditionRules,
  UTSAVA_RULES,
  type FestivalTradition,
  type RuleSpec,
} from '../src/engine/utsava/index.js';
import type { BothPolicy } from '../src/engine/utsava/rules.js';

const MASA = [
  'Chaitra',
  'Vaishakha',
  'Jyeshtha',
  'Ashadha',
  'Shravana',
  'Bhadrapada',
  'Ashvin',
  'Kartika',
  'Margashirsha',
  'Pausha',
  'Magha',
  'Phalguna',
];
const NAK = [
  'Ashvini',
  'Bharani',
  'Krittika',
  'Rohini',
  'Mrigashira',
  'Ardra',
  'Punarvasu',
  'Pushya',
  'Ashlesha',
  'Magha',
  'Purva Phalguni',
  'Uttara Phalguni',
  'Hasta',
  'Chitra',
  'Swati',
  'Vishakha',
  'Anuradha',
  'Jyeshtha',
  'Mula',
  'Purva Ashadha',
  'Uttara Ashadha',
  'Shravana',
  'Dhanishtha',
  'Shatabhisha',
  'Purva Bhadrapada',
  'Uttara Bhadrapada',
  'Revati',
];

function tithiWords(t0: number): string {
  if (t0 === 14) return 'Purnima';
  if (t0 === 29) return 'Amavasya';
  return t0 < 15 ? `Shukla ${t0 + 1}` : `Krishna ${t0 - 14}`;
}

const bothWords = (b: BothPolicy): string =>
  b.pick === 'second-if-muhurtas'
    ? `second if over ${b.minMuhurtas} muhurtas there, else first`
    : b.pick;

function specWords(s: RuleSpec): string {
  switch (s.kind) {
    case 'tithi': {
      const parts = [
        `amanta ${s.month === 'adhika' ? 'adhika' : MASA[s.month]}, ${tithiWords(s.tithi0)}`,
        `window ${s.window}`,
      ];
      if (s.vedha) parts.push(`${s.vedha}-vedha`);
      else parts.push(`both days: ${bothWords(s.both)}`, `none: ${s.none}`);
      if (s.minCoverage !== undefined) parts.push(`at least ${s.minCoverage * 100}% of the window`);
      if (s.preferNakshatra0 !== undefined) parts.push(`prefer ${NAK[s.preferNakshatra0]}`);
      if (s.nakshatraNextDay)
        parts.push(
          `next day with ${NAK[s.nakshatraNextDay.nakshatra0]} after ${s.nakshatraNextDay.minMuhurtas} muhurtas`,
        );
      if (s.bhadraSardhaTriyama) parts.push('bhadra / sardha-triyama');
      if (s.sardhaTriyamaVriddhi)
        parts.push('first day only: next day when sardha-triyama with a growing next tithi');
      if (s.previousDayWhenShort)
        parts.push(
          `previous day when under ${s.previousDayWhenShort.minMuhurtas} muhurta${s.previousDayWhenShort.minMuhurtas > 1 ? 's' : ''} after sunrise (${s.previousDayWhenShort.because})`,
        );
      return parts.join('; ');
    }
    case 'ekadashi':
      return `amanta ${s.month === 'adhika' ? 'adhika' : MASA[s.month]}, ${s.paksha} ekadashi; ${s.vedha === 'sunrise' ? 'suryodaya' : 'arunodaya'}-vedha`;
    case 'sankranti':
      return `sankranti into rashi ${s.rashi0}; day rule ${s.day}`;
    case 'solar-nakshatra':
      return `${NAK[s.nakshatra0]} day in the solar month of rashi ${s.rashi0} (${s.calendar ? `the ${s.calendar} calendar's month` : `${s.monthDay} month start`}; a day belongs to the star at sunrise when it lasts ${s.minNazhikas} nazhikas, else to the next; of two days, the one it stands at sunrise)${s.eveInMonth ? '; its eve in the month too' : ''}${s.krishnaPaksha ? '; in the Krishna paksha' : ''}${s.nearPurnima ? '; nearest the full moon' : '; first such day'}`;
    case 'solar-tithi':
      return `${tithiWords(s.tithi0)} in the ${s.calendar} month of rashi ${s.rashi0}; window ${s.window}; both days: ${bothWords(s.both)}; none: ${s.none}`;
    case 'solar-calendar-day':
      return `${s.calendar} calendar, month ${s.month}, day ${s.day}${s.offsetDays ? `, ${s.offsetDays > 0 ? '+' : ''}${s.offsetDays} day` : ''}`;
    case 'relative':
      return `${s.days > 0 ? '+' : ''}${s.days} day from ${s.to}`;
  }
}

const esc = (t: string) => t.replace(/\|/g, '\\|');
const ti = process.argv.indexOf('--tradition');
if (ti > 0) {
  // a festival tradition's own rules: those it adds or decides by another rule than north (issue 31)
  const t = process.argv[ti + 1] as FestivalTradition;
  const north = new Map(UTSAVA_RULES.map((r) => [r.id, r]));
  console.log('| id | name | rule (data) | in words | text or practice | worked day |');
  console.log('|---|---|---|---|---|---|');
  for (const r of traditionRules(t)) {
    const n = north.get(r.id);
    if (n && JSON.stringify(n.spec) === JSON.stringify(r.spec)) continue;
    console.log(
      `| ${r.id}${n ? ' (replaced)' : ''} | ${esc(r.name)} | ${esc(specWords(r.spec))} | ${esc(r.rule)} | ${esc(r.shastraAnchor)} | ${esc(r.workedExample ?? '')} |`,
    );
  }
} else {
  console.log('| id | name | tradition | rule (data) | in words | shastra anchor |');
  console.log('|---|---|---|---|---|---|');
  for (const r of FESTIVAL_RULES)
    console.log(
      `| ${r.id} | ${esc(r.name)} | ${r.tradition}${r.observanceOf ? ` (another observance of ${r.observanceOf})` : ''} | ${esc(specWords(r.spec))} | ${esc(r.rule)} | ${esc(r.shastraAnchor)} |`,
    );
}
