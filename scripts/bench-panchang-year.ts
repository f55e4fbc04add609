/**
 * Times a whole year of daily panchang limbs with end times plus sunrise and sunset (issue 3:
 * target <= 100 ms), cold (empty caches) and warm, and prints the result as a table.
 * For every civil day of the year at the place: local midnight (IANA zone), hindu sunrise and
 * sunset, and every tithi, nakshatra, yoga and karana running from sunrise to the next sunrise
 * with its start and end instants.
 * Usage: node scripts/run-ts.mjs scripts/bench-panchang-year.ts [year] [lat] [lon] [zone]
 */
import { sunRiseSetDay, clearRiseSetCache } from '../src/engine/riseset/index.js';
import { limbSpansBetween, clearSearchCache, type LimbKind } from '../src/engine/search/index.js';
import { zonedMidnightJdUt, daysInMonth } from '../src/engine/time/zones.js';
import { siderealSunMoon, tropicalPosition } from '../src/engine/ephemeris/index.js';
import { jdTtFromUt } from '../src/engine/time/julian.js';

const [yearArg, latArg, lonArg, zoneArg] = process.argv.slice(2);
const year = Number(yearArg ?? 2025);
const latDeg = Number(latArg ?? 23.1765);
const lonDeg = Number(lonArg ?? 75.7885);
const ianaZone = zoneArg ?? 'Asia/Kolkata';
const KINDS: LimbKind[] = ['tithi', 'nakshatra', 'yoga', 'karana'];

function panchangYear(): { days: number; limbs: number } {
  let days = 0;
  let limbs = 0;
  let today = sunRiseSetDay(zonedMidnightJdUt(year, 1, 1, { ianaZone }), latDeg, lonDeg, 'hindu');
  for (let month = 1; month <= 12; month++) {
    for (let day = 1; day <= daysInMonth(year, month); day++) {
      const midnight = zonedMidnightJdUt(year, month, day, { ianaZone });
      const tomorrow = sunRiseSetDay(midnight + 1, latDeg, lonDeg, 'hindu');
      const sunrise = today.sunriseJdUt ?? midnight;
      const next = tomorrow.sunriseJdUt ?? sunrise + 1;
      today = tomorrow;
      for (const kind of KINDS) limbs += limbSpansBetween(kind, sunrise, next).length;
      days++;
    }
  }
  return { days, limbs };
}

function timeIt(clear: boolean): { ms: number; days: number; limbs: number } {
  if (clear) {
    clearRiseSetCache();
    clearSearchCache();
  }
  const t0 = performance.now();
  const r = panchangYear();
  return { ms: performance.now() - t0, ...r };
}

const cold = timeIt(true);
const warm: number[] = [];
for (let i = 0; i < 5; i++) warm.push(timeIt(false).ms);
const coldAgain: number[] = [];
for (let i = 0; i < 5; i++) coldAgain.push(timeIt(true).ms);
// the ephemeris work a cold year needs (one Sun+Moon sidereal evaluation and one Sun tropical
// evaluation per grid day, about 380 days with the interpolation margins), timed alone
const ephemerisRuns: number[] = [];
const jd0 = zonedMidnightJdUt(year, 1, 1, { ianaZone });
for (let r = 0; r < 5; r++) {
  const t0 = performance.now();
  for (let k = Math.floor(jd0) - 5; k < Math.floor(jd0) + 375; k++) {
    siderealSunMoon(k);
    tropicalPosition('Sun', jdTtFromUt(k));
  }
  ephemerisRuns.push(performance.now() - t0);
}
ephemerisRuns.sort((a, b) => a - b);
warm.sort((a, b) => a - b);
coldAgain.sort((a, b) => a - b);
const rows: Array<[string, string]> = [
  ['place', `${latDeg}, ${lonDeg} (${ianaZone})`],
  ['year', String(year)],
  ['days', String(cold.days)],
  ['limb spans with start/end (tithi, nakshatra, yoga, karana)', String(cold.limbs)],
  ['first run, cold caches (includes JIT warm-up), ms', cold.ms.toFixed(1)],
  ['cold caches, median of 5, ms', coldAgain[2]!.toFixed(1)],
  [
    '  of which ephemeris evaluations (380 days x Sun+Moon sidereal + Sun tropical), ms',
    ephemerisRuns[2]!.toFixed(1),
  ],
  ['warm caches, median of 5, ms', warm[2]!.toFixed(1)],
  ['target, ms', '100'],
];
const w = Math.max(...rows.map((r) => r[0].length));
console.log(`| ${'measure'.padEnd(w)} | value |`);
console.log(`|${'-'.repeat(w + 2)}|-------|`);
for (const [k, v] of rows) console.log(`| ${k.padEnd(w)} | ${v} |`);
