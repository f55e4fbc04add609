#!/usr/bin/env node
// Writes test/fixtures/chart-oracle.json: flat Family R birth inputs and the positions Swiss
// Ephemeris (the oracle in ../shared/tools/ephem-oracle, DE431 files) gives for them: the 9
// grahas sidereal (Lahiri, mean node) and the sidereal ascendant. The civil time is converted to
// a JD exactly as the engine does (UTC taken as UT1) and handed to the oracle as jd_ut, so both
// sides compute the same instant. Fixed seed: re-running gives the same file.
// Usage: node scripts/gen-chart-fixture.mjs [count]
import { writeFileSync } from 'node:fs';
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { createOracle } = await import(resolve(ROOT, '../shared/tools/ephem-oracle/oracle.mjs'));
const count = Number(process.argv[2] ?? 40);

let seed = 20261122;
const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const pick = (a) => a[Math.floor(rnd() * a.length)];

function jdFromGregorian(year, month, day, dayFraction) {
  let y = year,
    m = month;
  if (m <= 2) {
    y -= 1;
    m += 12;
  }
  const a = Math.floor(y / 100);
  const b = 2 - a + Math.floor(a / 4);
  return (
    Math.floor(365.25 * (y + 4716)) + Math.floor(30.6001 * (m + 1)) + day + b - 1524.5 + dayFraction
  );
}

const cases = [];
for (let i = 0; i < count; i++) {
  const input = {
    year: 1900 + Math.floor(rnd() * 201),
    month: 1 + Math.floor(rnd() * 12),
    day: 1 + Math.floor(rnd() * 28),
    hour: Math.floor(rnd() * 24),
    minute: Math.floor(rnd() * 60),
    second: Math.floor(rnd() * 60),
    lat: Math.round((rnd() * 120 - 60) * 1e4) / 1e4,
    lon: Math.round((rnd() * 360 - 180) * 1e4) / 1e4,
    tzHours: pick([-8, -5, -3.5, 0, 1, 2, 5.5, 5.75, 8, 9, 10]),
  };
  const jdUt = jdFromGregorian(
    input.year,
    input.month,
    input.day,
    (input.hour + input.minute / 60 + input.second / 3600 - input.tzHours) / 24,
  );
  const oracle = createOracle({
    ayanamsa: 'lahiri',
    zodiac: 'sidereal',
    node: 'mean',
    lat: input.lat,
    lon: input.lon,
    rise: false,
  });
  const r = oracle.compute
    ? oracle.compute({ jd_ut: jdUt })
    : oracle.run([{ jd_ut: jdUt }]).results[0];
  const b = r.bodies;
  const lon = (k) => b[k].lon;
  cases.push({
    input,
    jdUt,
    siderealDeg: {
      Sun: lon('Sun'),
      Moon: lon('Moon'),
      Mars: lon('Mars'),
      Mercury: lon('Mercury'),
      Jupiter: lon('Jupiter'),
      Venus: lon('Venus'),
      Saturn: lon('Saturn'),
      Rahu: lon('RahuMean'),
      Ketu: (lon('RahuMean') + 180) % 360,
    },
    ascendantDeg: r.houses.ascendant,
    ayanamsaDeg: r.ayanamsa.mean,
  });
}
const out = {
  source:
    'Swiss Ephemeris via ../shared/tools/ephem-oracle (DE431), sidereal Lahiri, mean node; scripts/gen-chart-fixture.mjs',
  cases,
};
writeFileSync(
  resolve(ROOT, 'test/fixtures/chart-oracle.json'),
  JSON.stringify(out, null, 1) + '\n',
);
console.log(`wrote ${cases.length} cases`);
