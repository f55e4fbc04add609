/**
 * @module Explains one festival's computed day in given years: the engine's item and its decision,
 * the deciding tithi with its neighbours, the nakshatra spans, and sunrise, sunset and the tithi and
 * nakshatra at sunrise for the days around it, in the place's zone. A tool for reading the rules
 * against published dates.
 *
 * Usage: node scripts/run-ts.mjs scripts/utsava-explain.ts [--tradition <id>] [--at <place>] <rule id> <year> [year ...]
 *   --tradition  a festival tradition (default north)
 *   --at         the tradition's reference city (default), or lat,lon,ianaZone, or a source id of
 *                test/fixtures/utsava-traditions.json (its place)
 */
import {
  traditionProfile,
  utsavasForYear,
  type FestivalTradition,
} from '../src/engine/utsava/index.js';
import { limbSpansBetween, limbAt } from '../src/engine/search/index.js';
import { sunRiseSetDay } from '../src/engine/riseset/index.js';
import { tithiName } from '../src/engine/panchang/limbs.js';
import { jdFromGregorian } from '../src/engine/time/julian.js';
import { NAKSHATRA_NAMES } from '../src/engine/core/constants.js';
import { offsetMinutesAt } from '../src/engine/time/zones.js';
import fixture from '../test/fixtures/utsava-traditions.json';

const argv = process.argv.slice(2);
const opt = (name: string): string | undefined => {
  const i = argv.indexOf(name);
  if (i < 0) return undefined;
  const v = argv[i + 1];
  argv.splice(i, 2);
  return v;
};
const tradition = (opt('--tradition') ?? 'north') as FestivalTradition;
const at = opt('--at');
const sources = (
  fixture as unknown as {
    sources: Record<string, { place: { latDeg: number; lonDeg: number; ianaZone: string } }>;
  }
).sources;
const place = ((): { latDeg: number; lonDeg: number; ianaZone: string } => {
  if (!at) return traditionProfile(tradition).reference;
  if (sources[at]) return sources[at]!.place;
  const [lat, lon, zone] = at.split(',');
  return { latDeg: Number(lat), lonDeg: Number(lon), ianaZone: zone ?? 'UTC' };
})();
const PLACE = { latDeg: place.latDeg, lonDeg: place.lonDeg, zone: { ianaZone: place.ianaZone } };

const [id, ...ys] = argv;
for (const y of ys.map(Number)) {
  const off = offsetMinutesAt(jdFromGregorian(y, 7, 1), { ianaZone: place.ianaZone }) / 1440;
  const fmt = (jd: number): string =>
    new Date((jd + off - 2440587.5) * 86_400_000).toISOString().slice(5, 16).replace('T', ' ');
  const items = utsavasForYear(y, PLACE, { tradition }).filter((u) => u.id === id);
  for (const u of items) {
    console.log(
      `\n${y} ${u.id} (${tradition} at ${place.latDeg},${place.lonDeg} ${place.ianaZone}): ${u.date} (${u.decision})`,
    );
    const [yy, mm, dd] = u.date.split('-').map(Number) as [number, number, number];
    const mid0 = jdFromGregorian(yy, mm, dd) - off;
    const from = u.tithi ? Math.min(u.tithi.start.jdUt, mid0) - 1.2 : mid0 - 2;
    const to = u.tithi ? Math.max(u.tithi.end.jdUt, mid0) + 1.2 : mid0 + 3;
    for (const t of limbSpansBetween('tithi', from, to))
      console.log(
        `  tithi ${tithiName(t.index0).padEnd(12)} ${t.index0 < 15 ? 'S' : 'K'} ${fmt(t.startJdUt)} -> ${fmt(t.endJdUt)}`,
      );
    for (const t of limbSpansBetween('nakshatra', from, to))
      console.log(
        `  nakshatra ${NAKSHATRA_NAMES[t.index0]!.padEnd(16)} ${fmt(t.startJdUt)} -> ${fmt(t.endJdUt)}`,
      );
    for (let k = -2; k <= 2; k++) {
      const mid = mid0 + k;
      const r = sunRiseSetDay(mid, place.latDeg, place.lonDeg, 'hindu');
      if (r.sunriseJdUt === null || r.sunsetJdUt === null) continue;
      const tr = limbAt('tithi', r.sunriseJdUt);
      console.log(
        `  day ${fmt(mid + off + 0.5).slice(0, 5)}  rise ${fmt(r.sunriseJdUt).slice(6)} set ${fmt(r.sunsetJdUt).slice(6)}  tithi at rise ${tithiName(tr)} ${tr < 15 ? 'S' : 'K'}, nakshatra ${NAKSHATRA_NAMES[limbAt('nakshatra', r.sunriseJdUt)]}`,
      );
    }
  }
}
