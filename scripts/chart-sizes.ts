/**
 * Bytes of the Family R chart answer (POST /api/chart) for the README birth, whole and with
 * `include=` lists (docs/chart.md "Selecting parts"), and what the readable fields add.
 *
 *   node scripts/run-ts.mjs scripts/chart-sizes.ts
 */
import { rChartPartsResponse, rChartResponse } from '../src/routes/shared/reference/chart.js';
import { rChartBodySchema } from '../src/routes/shared/reference/chart.js';

const body = rChartBodySchema.parse({
  year: 1990,
  month: 5,
  day: 17,
  hour: 12,
  minute: 15,
  lat: 28.6139,
  lon: 77.209,
  tzHours: 5.5,
});
const bytes = (v: unknown): number => new TextEncoder().encode(JSON.stringify(v)).length;

/** The keys the readable fields added beside the numbers. */
const READABLE = new Set([
  'lonDms',
  'nameEn',
  'cuspDms',
  'madhyaDms',
  'ayanamsaDms',
  'startLocal',
  'endLocal',
  'zone',
]);
const withoutReadable = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(withoutReadable)
    : v !== null && typeof v === 'object'
      ? Object.fromEntries(
          Object.entries(v)
            .filter(([k]) => !READABLE.has(k))
            .map(([k, x]) => [k, withoutReadable(x)]),
        )
      : v;

const full = rChartResponse(body);
const fullBytes = bytes(full);
const rows: Array<[string, number]> = [
  [
    '(no include) whole chart, numbers only (the answer before the readable fields)',
    bytes(withoutReadable(full)),
  ],
  ['(no include) whole chart with the readable fields', fullBytes],
];
for (const inc of [
  'grahas,lagna',
  'grahas,lagna,dasha.maha',
  'grahas,lagna,vargas.D9',
  'grahas,lagna,dasha.antar',
  'grahas,lagna,bhavas,vargas,karakas,yogas',
  'dasha',
  'dasha.antar',
  'shadbala,bhavaBala',
  'yogas',
  'sahams',
]) {
  rows.push([`include=${inc}`, bytes(rChartPartsResponse(body, inc))]);
}
console.log('| request | bytes | share of the whole chart |');
console.log('|---|---:|---:|');
for (const [label, n] of rows)
  console.log(
    `| ${label} | ${n.toLocaleString('en-US')} | ${((100 * n) / fullBytes).toFixed(1)}% |`,
  );

console.log('\nBytes of each part in the whole chart:');
console.log('| part | bytes |');
console.log('|---|---:|');
for (const [k, v] of Object.entries(full))
  console.log(`| ${k} | ${bytes(v).toLocaleString('en-US')} |`);

import { gzipSync } from 'node:zlib';
const gz = (v: unknown): number => gzipSync(JSON.stringify(v)).length;
console.log('\nCompressed (gzip, as the edge sends it to clients that accept it):');
console.log('| answer | gzip bytes |');
console.log('|---|---:|');
console.log(`| whole chart, numbers only | ${gz(withoutReadable(full)).toLocaleString('en-US')} |`);
console.log(`| whole chart with the readable fields | ${gz(full).toLocaleString('en-US')} |`);
console.log(
  `| include=grahas,lagna,dasha.maha | ${gz(rChartPartsResponse(body, 'grahas,lagna,dasha.maha')).toLocaleString('en-US')} |`,
);
