/**
 * The research jobs' fast paths against the plain definitions they stand in for. The part encoders
 * (src/platform/jobs.ts `encodeParts`, one pass, CSV fields built without arrays) against
 * `JSON.stringify` per row and an RFC 4180 field per column, on rows with bad units, quotes, commas
 * and line breaks in strings. The fast path for a birth unit (src/routes/t/job-rows.ts `plainJobBirth`)
 * against the zod schema it stands in for: over generated good and bad units the fast path accepts only what
 * zod accepts, with zod's values, and the builder's answer (row or error) is the same whichever path
 * decided. Units are drawn around every limit: key sets, types, ranges, lengths (UTF-16 and code
 * points), date-times real and not.
 */
import { describe, expect, it } from 'vitest';
import { CURRENT_ENGINE_CONFIG } from '../../../src/engine/config/versions.js';
import { chartOptions } from '../../../src/routes/shared/operations.js';
import { tBasicChart } from '../../../src/routes/t/compute.js';
import { encodeParts, shardRows, type ShardMessage } from '../../../src/platform/jobs.js';
import type { JobSpec } from '../../../src/platform/job-store.js';
import {
  birthRows,
  jobColumns,
  jobBirthSchema,
  JOB_BIRTH_KEYS,
  plainJobBirth,
} from '../../../src/routes/t/job-rows.js';

/** A seeded generator (mulberry32). */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DATETIMES = [
  '1990-05-17T12:15:00+05:30',
  '2000-02-29T23:59:59.5-03:30',
  '1900-01-01T00:00:00Z',
  '-0500-03-21T06:00:00+05:30',
  '+002000-01-01T00:00:00Z',
  '2999-12-31T23:59:59+14:00',
  '1990-05-17T12:15+05:30',
  '1990-05-17T12:15:00.123456789Z',
  // bad ones
  '1990-02-30T00:00:00Z',
  '1990-13-01T00:00:00Z',
  '1990-05-17T24:00:00Z',
  '1990-05-17T12:60:00Z',
  '1990-05-17T12:15:60Z',
  '1990-05-17T12:15:00+14:01',
  '1990-05-17T12:15:00+15:00',
  '1990-05-17 12:15:00Z',
  '1990-05-17T12:15:00',
  '3000-01-01T00:00:00Z',
  '-1500-01-01T00:00:00Z',
  '-0000-01-01T00:00:00Z',
  '',
  '1990-05-17T12:15:00.1234567890Z',
  `1990-05-17T12:15:00.${'1'.repeat(9)}+05:30xxxxxxxxxx`,
];
const NUMBERS = [
  0, -0, 1.5, -90, 90, -180, 180, 90.000001, -90.0000001, 180.5, -181, 1e308, -1e-300, 45.123456789,
];
const STRINGS = [
  '',
  'a',
  'Delhi',
  'x'.repeat(40),
  'x'.repeat(64),
  'x'.repeat(65),
  'x'.repeat(200),
  'x'.repeat(201),
  '😀'.repeat(32),
  '😀'.repeat(33),
  '😀'.repeat(100),
  '😀'.repeat(101),
  'a"b,c\nd',
];

function pick<T>(r: () => number, xs: readonly T[]): T {
  return xs[Math.floor(r() * xs.length)]!;
}

/** A unit: mostly good, often one field wrong, sometimes wholly odd. */
function unit(r: () => number): unknown {
  const roll = r();
  if (roll < 0.03) return pick(r, [null, 1, 'birth', true, [], [1, 2], {}]);
  const u: Record<string, unknown> = {};
  const good = roll < 0.4;
  const value = (kind: 'dt' | 'num' | 'str'): unknown => {
    const odd = r();
    if (!good && odd < 0.15) return pick(r, [null, true, 12, 'text', [], {}, '45']);
    return kind === 'dt'
      ? pick(r, good ? DATETIMES.slice(0, 8) : DATETIMES)
      : kind === 'num'
        ? good
          ? Math.round((r() * 180 - 90) * 1e4) / 1e4
          : pick(r, NUMBERS)
        : pick(r, good ? STRINGS.slice(1, 5) : STRINGS);
  };
  if (good || r() < 0.9) u.datetime = value('dt');
  if (good || r() < 0.9) u.lat = value('num');
  if (good || r() < 0.9) u.lon = good ? Math.round((r() * 360 - 180) * 1e4) / 1e4 : value('num');
  if (r() < 0.3) u.place = value('str');
  if (r() < 0.6) u.id = value('str');
  if (!good && r() < 0.1) u[pick(r, ['colour', 'latitude', 'tz', '__proto__', 'Lat'])] = 1;
  return u;
}

describe('research jobs: the birth unit fast path', () => {
  it("knows exactly the schema's keys", () => {
    expect([...JOB_BIRTH_KEYS].sort()).toEqual(Object.keys(jobBirthSchema.shape).sort());
  });

  it("accepts only what zod accepts, with zod's values, over 20,000 generated units", () => {
    const r = rng(26);
    let accepted = 0;
    let refused = 0;
    let declinedGood = 0;
    for (let i = 0; i < 20_000; i++) {
      const u = JSON.parse(JSON.stringify(unit(r))) as unknown;
      const fast = plainJobBirth(u);
      const slow = jobBirthSchema.safeParse(u);
      if (fast) {
        expect(slow.success, JSON.stringify(u)).toBe(true);
        expect(fast.birth).toEqual(slow.data);
        accepted++;
      } else if (slow.success) {
        declinedGood++;
      } else refused++;
    }
    // both sides well exercised; the fast path declines a good unit only near a length limit in code points
    expect(accepted).toBeGreaterThan(5000);
    expect(refused).toBeGreaterThan(5000);
    expect(declinedGood).toBeLessThan(accepted / 10);
  });

  it('declines (so zod decides) every unit zod refuses, including a JSON-parsed __proto__ key', () => {
    for (const line of [
      '{"__proto__":{"x":1},"datetime":"1990-05-17T12:15:00Z","lat":0,"lon":0}',
      '{"datetime":"1990-05-17T12:15:00Z","lat":1e400,"lon":0}',
      '{"datetime":"1990-05-17T12:15:00Z","lat":0,"lon":0,"id":""}',
    ]) {
      const u = JSON.parse(line) as unknown;
      expect(jobBirthSchema.safeParse(u).success, line).toBe(false);
      expect(plainJobBirth(u), line).toBeNull();
    }
  });

  it('gives the same row or error whichever path decided', () => {
    const build = birthRows({ kind: 'births', rows: 'basic', options: {} }, CURRENT_ENGINE_CONFIG);
    const r = rng(7);
    let rows = 0;
    for (let i = 0; i < 300; i++) {
      const line = JSON.stringify(unit(r)) ?? 'null';
      const u = JSON.parse(line) as unknown;
      const got = build(line, i);
      // the reference: zod alone decides, then the same chart code
      const parsed = jobBirthSchema.safeParse(u);
      if (parsed.success) {
        expect('row' in got, line).toBe(true);
        const { id, ...birth } = parsed.data;
        const want = {
          index: i,
          ...(id !== undefined ? { id } : {}),
          ...tBasicChart(birth, chartOptions(CURRENT_ENGINE_CONFIG, {}), CURRENT_ENGINE_CONFIG),
        };
        expect(JSON.stringify((got as { row: unknown }).row), line).toBe(JSON.stringify(want));
        rows++;
      } else {
        expect('bad' in got, line).toBe(true);
      }
    }
    expect(rows).toBeGreaterThan(100);
  });
});

describe('research jobs: the part encoders', () => {
  /** The plain definitions: one JSON text per row, and each CSV field quoted when it holds a comma, quote or line break. */
  // RFC 4180, and (OWASP CSV injection) a text cell beginning with = + - @ tab or CR gets a leading '; numbers never do
  const field = (v: unknown) => {
    if (v === undefined || v === null) return '';
    const t = typeof v === 'string' && /^[=+\-@\t\r]/.test(v) ? `'${v}` : String(v);
    return /[",\r\n]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t;
  };

  it('NDJSON and CSV parts equal JSON.stringify per row and RFC 4180 fields, byte for byte', () => {
    const r = rng(11);
    const lines: string[] = [];
    for (let i = 0; i < 400; i++)
      lines.push(
        i % 9 === 4
          ? (JSON.stringify(unit(r)) ?? 'null')
          : JSON.stringify({
              id: i % 5 === 0 ? `q"${i},\n` : `b${i}`,
              datetime: pick(r, DATETIMES.slice(0, 8)),
              lat: Math.round((r() * 120 - 60) * 1e4) / 1e4,
              lon: Math.round((r() * 360 - 180) * 1e4) / 1e4,
              ...(i % 7 === 0 ? { place: 'Quoted, "place"\r\nsecond line' } : {}),
            }),
      );
    lines.push('not json');
    const text = `${lines.join('\n')}\n`;
    const spec = {
      id: 'job_x',
      kind: 'births',
      rows: 'basic',
      options: {},
      formats: ['ndjson', 'csv'],
      engineVersion: CURRENT_ENGINE_CONFIG.version,
      unitsTotal: lines.length,
      shardsTotal: 1,
      shardUnits: lines.length,
    } as unknown as JobSpec;
    const m: ShardMessage = {
      v: 1,
      job: 'job_x',
      shard: 0,
      first: 0,
      count: lines.length,
      from: 0,
      to: text.length,
    };
    const { rows, bad } = shardRows({} as never, spec, m, text, {
      birthRows,
      seriesRows: () => [],
      columns: jobColumns,
    });
    expect(bad.length).toBeGreaterThan(20);
    const cols = jobColumns(spec);
    const parts = encodeParts(rows, cols, ['ndjson', 'csv']);
    expect(parts.find((p) => p.format === 'ndjson')!.body).toBe(
      rows.map((x) => `${JSON.stringify(x)}\n`).join(''),
    );
    const csv = `${cols.map((c) => field(c.name)).join(',')}\r\n${rows.map((x) => `${cols.map((c) => field(c.get(x))).join(',')}\r\n`).join('')}`;
    expect(parts.find((p) => p.format === 'csv')!.body).toBe(csv);
    expect(csv).toContain('"q""0,\n"');
    expect(encodeParts([], cols, ['ndjson', 'csv']).map((p) => p.body)).toEqual([
      '',
      `${cols.map((c) => c.name).join(',')}\r\n`,
    ]);
  });
});
