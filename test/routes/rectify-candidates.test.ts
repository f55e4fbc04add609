/**
 * Issue 22.6: rectify answers what the spec promises, 3 to 5 ranked candidates, on every family
 * (R, R2, T), or refuses a window that cannot hold 3 distinct grid instants with a 400 naming the
 * field. Before the fix a short window (10:00-10:05 at the default 5-minute grid) answered 2.
 * A property test draws windows and grids over their whole ranges. And the limit is stated the same
 * way wherever it is documented: fair use, with its number, and the cost cap.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { postJson } from '../helpers.js';
import { issueKey, tPost } from './t/t-helpers.js';
import { MAX_EVALUATIONS } from '../../src/engine/rectify/index.js';
import { RECTIFY_LIMIT, R2_RECTIFY_LIMIT } from '../../src/routes/shared/reference/rectify.js';
import rectifyMd from '../../docs/rectify.md?raw';
import r2Md from '../../docs/r2.md?raw';
import limitsMd from '../../docs/limits.md?raw';

type Json = any;
let ipSeq = 0;
const ip = () => `10.122.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;
const EVENTS = [
  { date: '2015-02-14', category: 'marriage' },
  { date: '2021-06-30', category: 'career-shift' },
];
const hhmm = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const rBody = (start: number, end: number, grid?: number) => ({
  birthDate: '1990-05-17',
  birthWindow: { startTime: hhmm(start), endTime: hhmm(end) },
  location: { lat: 28.6139, lon: 77.209, tz: 5.5 },
  events: EVENTS,
  ...(grid !== undefined ? { gridMinutes: grid } : {}),
});

/** 3 to 5 candidates ranked 1..n, scores not increasing, distinct instants. */
function expectRanked(candidates: Json[]) {
  expect(candidates.length).toBeGreaterThanOrEqual(3);
  expect(candidates.length).toBeLessThanOrEqual(5);
  expect(candidates.map((c) => c.rank)).toEqual(candidates.map((_, i) => i + 1));
  for (let i = 1; i < candidates.length; i++)
    expect(candidates[i].score).toBeLessThanOrEqual(candidates[i - 1].score);
  expect(new Set(candidates.map((c) => c.jdUt ?? c.jd_ut)).size).toBe(candidates.length);
}

let tKey: string;
beforeAll(async () => {
  tKey = (await issueKey({ tier: 'pro' })).key;
});

describe('rectify: 3 to 5 ranked candidates, or a 400 naming the field', () => {
  it('a 5-minute window at the default grid answers 3 (it answered 2): the default step narrows and is echoed', async () => {
    const res = await postJson('/api/rectify', rBody(600, 605), { 'cf-connecting-ip': ip() });
    const b = await res.json<Json>();
    expect(res.status, JSON.stringify(b).slice(0, 300)).toBe(200);
    expectRanked(b.candidates);
    expect(b.gridMinutes).toBe(2);
    expect(b.input.gridMinutes).toBe(2);
  });
  it('a grid asked for that leaves fewer than 3 instants is refused naming gridMinutes and the finest grid that works', async () => {
    const res = await postJson('/api/rectify', rBody(600, 660, 60), { 'cf-connecting-ip': ip() });
    expect(res.status).toBe(400);
    const b = await res.json<Json>();
    expect(b).toMatchObject({ error: 'invalid-field', field: 'gridMinutes' });
    expect(b.message).toMatch(
      /holds 2 grid instant\(s\) at 60-minute steps; 3 to 5 ranked candidates need at least 3: use a grid of at most 30 minutes/,
    );
    const t = await tPost(
      '/api/rectify',
      {
        birth: { datetime: '1990-05-17T12:15:00+05:30', lat: 28.6139, lon: 77.209 },
        window_minutes: 10,
        grid_minutes: 30,
        events: [{ date: '2015-02-14', kind: 'marriage' }],
      },
      tKey,
    );
    expect(t.status).toBe(400);
    expect(await t.json()).toMatchObject({
      error: { code: 'INVALID_FIELD', field: 'grid_minutes' },
    });
  });
  it('a 1-minute window cannot hold 3 whole-minute instants: 400 naming birthWindow.endTime', async () => {
    const res = await postJson('/api/rectify', rBody(600, 601), { 'cf-connecting-ip': ip() });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: 'invalid-field',
      field: 'birthWindow.endTime',
    });
  });

  it('property (R): any window and grid gives 3 to 5 ranked candidates, or a 400 only when the window cannot hold 3', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 1438 }),
        fc.integer({ min: 1, max: 720 }),
        fc.option(fc.integer({ min: 1, max: 60 }), { nil: undefined }),
        async (start, len, grid) => {
          const end = Math.min(1439, start + len);
          const res = await postJson('/api/rectify', rBody(start, end, grid), {
            'cf-connecting-ip': ip(),
          });
          const b = await res.json<Json>();
          const span = end - start;
          const fits = (g: number) => Math.floor(span / g) + 1 >= 3;
          const cost = (g: number) => (Math.floor(span / g) + 1) * EVENTS.length;
          if (grid !== undefined ? fits(grid) : span >= 2) {
            if (grid !== undefined && cost(grid) > MAX_EVALUATIONS) return;
            expect(res.status, JSON.stringify(b).slice(0, 300)).toBe(200);
            expectRanked(b.candidates);
          } else {
            expect(res.status, JSON.stringify(b).slice(0, 300)).toBe(400);
            expect(['gridMinutes', 'birthWindow.endTime']).toContain(b.field);
          }
        },
      ),
      { numRuns: 30, seed: 226 },
    );
  });

  it('property (R2 and T): any window gives 3 to 5 ranked candidates', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 720 }), async (w) => {
        const r2 = await postJson(
          '/r2/api/rectify',
          {
            approx: '1990-05-17T12:15:00+05:30',
            windowMinutes: w,
            lat: 28.6139,
            lon: 77.209,
            events: [{ date: '2015-02-14', category: 'marriage' }],
          },
          { 'cf-connecting-ip': ip() },
        );
        const a = await r2.json<Json>();
        expect(r2.status, JSON.stringify(a).slice(0, 300)).toBe(200);
        expectRanked(a.candidates);
        const t = await tPost(
          '/api/rectify',
          {
            birth: { datetime: '1990-05-17T12:15:00+05:30', lat: 28.6139, lon: 77.209 },
            window_minutes: w,
            events: [{ date: '2015-02-14', kind: 'marriage' }],
          },
          tKey,
        );
        const b = await t.json<Json>();
        expect(t.status, JSON.stringify(b).slice(0, 300)).toBe(200);
        expectRanked(b.result.candidates);
      }),
      { numRuns: 12, seed: 2262, examples: [[1], [2], [720]] },
    );
  });
});

describe('the rectify limit is stated the same way everywhere', () => {
  const statement = `fair use: ${RECTIFY_LIMIT.limit} requests per hour per IP`;
  it(`docs/rectify.md, docs/r2.md and docs/limits.md say "${statement}" and the cost cap of ${MAX_EVALUATIONS.toLocaleString('en')}`, () => {
    expect(R2_RECTIFY_LIMIT.limit).toBe(RECTIFY_LIMIT.limit);
    for (const [name, md] of [
      ['rectify.md', rectifyMd],
      ['r2.md', r2Md],
      ['limits.md', limitsMd],
    ] as const) {
      const text = md.replace(/\s+/g, ' ').toLowerCase();
      expect(text, name).toContain(statement.toLowerCase());
      expect(text, name).toContain(
        `${MAX_EVALUATIONS.toLocaleString('en')} grid instants x events`,
      );
      expect(text, name).not.toMatch(/no rate limit/);
    }
  });
});
