/**
 * @module Explains one festival's computed day in given years (New Delhi): the engine's item and
 * its decision, the deciding tithi with its neighbours, and sunrise, sunset and the tithi at
 * sunrise for the days around it (IST). A tool for reading the rules against published dates.
 *
 * Usage: node scripts/run-ts.mjs scripts/utsava-explain.ts <rule id> <year> [year ...]
 */
import { utsavasForYear } from '../src/engine/utsava/index.js';
import { limbSpansBetween, limbAt } from '../src/engine/search/index.js';
import { sunRiseSetDay } from '../src/engine/riseset/index.js';
import { tithiName } from '../src/engine/panchang/limbs.js';
import { jdFromGregorian } from '../src/engine/time/julian.js';
import { NAKSHATRA_NAMES } from '../src/engine/core/constants.js';

const DELHI = { latDeg: 28.6139, lonDeg: 77.209, zone: { ianaZone: 'Asia/Kolkata' } };
const IST = 5.5 / 24;
const fmt = (jd: number): string => {
  const ms = (jd + IST - 2440587.5) * 86_400_000;
  return new Date(ms).toISOString().slice(5, 16).replace('T', ' ');
};
const [id, ...ys] = process.argv.slice(2);
for (const y of ys.map(Number)) {
  const items = utsavasForYear(y, DELHI).filter((u) => u.id === id);
  for (const u of items) {
    console.log(`\n${y} ${u.id}: ${u.date} (${u.decision})`);
    const [yy, mm, dd] = u.date.split('-').map(Number) as [number, number, number];
    const mid0 = jdFromGregorian(yy, mm, dd) - IST;
    const from = u.tithi ? u.tithi.start.jdUt - 1.2 : mid0 - 2;
    const to = u.tithi ? u.tithi.end.jdUt + 1.2 : mid0 + 3;
    for (const t of limbSpansBetween('tithi', from, to)) console.log(`  tithi ${tithiName(t.index0).padEnd(12)} ${t.index0 < 15 ? 'S' : 'K'} ${fmt(t.startJdUt)} -> ${fmt(t.endJdUt)}`);
    for (let k = -2; k <= 2; k++) {
      const mid = mid0 + k;
      const r = sunRiseSetDay(mid, DELHI.latDeg, DELHI.lonDeg, 'hindu');
      if (r.sunriseJdUt === null || r.sunsetJdUt === null) continue;
      const tr = limbAt('tithi', r.sunriseJdUt);
      console.log(`  day ${fmt(mid + IST + 0.5).slice(0, 5)}  rise ${fmt(r.sunriseJdUt).slice(6)} set ${fmt(r.sunsetJdUt).slice(6)}  tithi at rise ${tithiName(tr)} ${tr < 15 ? 'S' : 'K'}, nakshatra ${NAKSHATRA_NAMES[limbAt('nakshatra', r.sunriseJdUt)]}`);
    }
  }
}
