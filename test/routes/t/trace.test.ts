/**
 * Issue 22.5: `?trace=1` tags come from the computation path (docs/trace.md). A dasha computed from
 * a Moon longitude the caller sent never ran the ephemeris, Delta T, precession or the ayanamsa, so
 * no value of its answer may carry (i)-(iv); an echoed input carries (ix) alone. Before the fix every
 * period and the echoed longitude were tagged (i)-(iv) by their field names.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueKey, tGet, tPost, BIRTH } from './t-helpers.js';
import { DASHA_SYSTEMS } from '../../../src/engine/dasha/index.js';

type Json = any;
const EPHEMERIS = ['i', 'ii', 'iii', 'iv'];

/** Every traced leaf as [path, tags]. */
function leaves(body: Json): Array<[string, string[]]> {
  const out: Array<[string, string[]]> = [];
  const walk = (v: Json, path: string) => {
    if (v !== null && typeof v === 'object' && !Array.isArray(v) && 'value' in v && 'tags' in v) {
      out.push([path, v.tags]);
      return;
    }
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${path}.${i}`));
    else if (v !== null && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) walk(x, path ? `${path}.${k}` : k);
  };
  for (const [k, v] of Object.entries(body))
    if (!['engine_version', 'environment', 'trace_legend'].includes(k)) walk(v, k);
  return out;
}

let pro: string;
beforeAll(async () => {
  pro = (await issueKey({ tier: 'pro' })).key;
});

const MOON_SYSTEMS = DASHA_SYSTEMS.filter((s) => s.input !== 'chart').map((s) => s.id);

describe('trace tags follow the computation path', () => {
  it('a dasha from a Moon longitude: no ephemeris tag anywhere; the echoed input is (ix) alone', async () => {
    const res = await tPost(
      '/api/dasha?trace=1',
      {
        moon_longitude_sidereal: 126.5,
        epoch: '1990-05-17T12:15:00+05:30',
        system: 'vimsottari',
        depth: 3,
        from: '2026-01-01',
        to: '2027-01-01',
      },
      pro,
    );
    const b = await res.json<Json>();
    expect(res.status, JSON.stringify(b).slice(0, 300)).toBe(200);
    const all = leaves(b);
    expect(all.length).toBeGreaterThan(30);
    for (const [path, tags] of all) for (const t of EPHEMERIS) expect(tags, path).not.toContain(t);
    expect(b.moon_longitude_sidereal.tags).toEqual(['ix']);
    expect(b.epoch.tags).toEqual(['ix']);
    expect(b.window.from.tags).toEqual(['ix']);
    expect(b.dasha.periods[0].start.tags).toEqual(['vii', 'viii', 'ix']);
  });

  it('the same dasha from a birth ran the ephemeris: its periods and the Moon carry (i)-(iv)', async () => {
    const b = await (
      await tPost(
        '/api/dasha?trace=1',
        { birth: BIRTH, system: 'vimsottari', depth: 2, from: '2026-01-01', to: '2027-01-01' },
        pro,
      )
    ).json<Json>();
    expect(b.dasha.periods[0].start.tags).toEqual(['i', 'ii', 'iii', 'iv', 'vii', 'viii', 'ix']);
    expect(b.moon_longitude_sidereal.tags).toEqual(['i', 'ii', 'iii', 'iv', 'ix']);
    expect(b.birth.datetime.tags).toEqual(['ix']);
  });

  it('rise and set never ran an ayanamsa; the ayanamsa table never ran the planetary series; echoed dates are (ix)', async () => {
    const rs = await (
      await tGet('/api/rise-set?date=2026-11-24&lat=28.6139&lon=77.209&trace=1', pro)
    ).json<Json>();
    for (const [path, tags] of leaves(rs)) expect(tags, path).not.toContain('iv');
    expect(rs.date.tags).toEqual(['ix']);
    const ay = await (await tGet('/api/ayanamsha?date=2026-11-24&trace=1', pro)).json<Json>();
    for (const [path, tags] of leaves(ay)) expect(tags, path).not.toContain('i');
    const pl = await (
      await tPost('/api/planets?trace=1', { datetime: '2026-11-24T12:00:00+05:30' }, pro)
    ).json<Json>();
    expect(pl.datetime.tags).toEqual(['ix']);
    expect(pl.grahas[0].longitude_deg.tags).toEqual(['i', 'ii', 'iii', 'iv', 'ix']);
    for (const [path, tags] of leaves(pl)) expect(tags, path).not.toContain('v');
  });

  it('property: any Moon-only dasha, any longitude and depth, never shows an ephemeris tag', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.double({ min: 0, max: 359.999, noNaN: true }),
        fc.constantFrom(...MOON_SYSTEMS),
        fc.integer({ min: 1, max: 3 }),
        async (lon, system, depth) => {
          const res = await tPost(
            '/api/dasha?trace=1',
            { moon_longitude_sidereal: lon, system, depth, from: '2026-01-01', to: '2028-01-01' },
            pro,
          );
          const b = await res.json<Json>();
          expect(res.status, JSON.stringify(b).slice(0, 300)).toBe(200);
          for (const [path, tags] of leaves(b)) {
            expect(tags.length, path).toBeGreaterThan(0);
            for (const t of EPHEMERIS) expect(tags, `${system} ${path}`).not.toContain(t);
          }
        },
      ),
      { numRuns: 25, seed: 225 },
    );
  });
});
