/**
 * Issue 22.2: one rule at high latitudes for every family (docs/time-houses-riseset.md, "High
 * latitudes"): a house system asked for is used, named, and houses every graha, or, where it does not
 * exist (Placidus inside the polar circles), the request is refused with 422 HOUSE_SYSTEM_UNDEFINED
 * naming the field, the system and the latitude limit. Never bhavas null beside a system name, never
 * grahas housed by another system. Checked at 66.6, 75 and 89.9 degrees north and south for every
 * house system on V, T and R, and by a property test over every latitude.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { postJson } from '../helpers.js';
import { freshIp, issueKey, setTier, tPost } from './t/t-helpers.js';
import { HOUSE_SYSTEMS } from '../../src/engine/houses/index.js';

type Json = Record<string, any>;
const LATITUDES = [66.6, 75, 89.9, -66.6, -75, -89.9];
const WHEN = { date: '2026-06-21', time: '12:00:00', tz: 'UTC' };
const LIMIT =
  /placidus houses are undefined at latitude -?\d+\.\d{4} deg: inside the polar circle \(\|lat\| >= 90 - obliquity = 66\.5\d+ deg\)/;

let vKey: string;
let tKey: string;
beforeAll(async () => {
  const v = await (
    await postJson(
      '/v1/keys',
      { email: `polar-${crypto.randomUUID().slice(0, 8)}@example.com` },
      { 'cf-connecting-ip': freshIp() },
    )
  ).json<{ key: string; id: string }>();
  await setTier(v.id, 'pro');
  vKey = v.key;
  tKey = (await issueKey({ tier: 'pro' })).key;
});
const vPost = (path: string, body: unknown) =>
  postJson(path, body, { authorization: `Bearer ${vKey}` });

/** Every graha sits in the bhava that lists it, and the bhavas hold the nine once. */
function expectConsistentHouses(planets: Json[], bhavas: Json[]) {
  expect(bhavas).toHaveLength(12);
  expect(bhavas.flatMap((b) => b.grahas).sort()).toEqual(planets.map((p) => p.name).sort());
  for (const p of planets) expect(bhavas[p.house - 1]!.grahas).toContain(p.name);
}

/** One family's chart route: the answer for (lat, system), or the refusal. */
const ROUTES: Array<
  [
    string,
    (lat: number, system: string) => Promise<Response>,
    (b: Json, system: string) => void,
    (e: Json) => { code: string; field: string; message: string },
  ]
> = [
  [
    'V /v1/chart',
    (lat, system) => vPost('/v1/chart', { ...WHEN, lat, lon: 15, house_system: system }),
    (b, system) => {
      expect(b.chart.house_system).toBe(system);
      expectConsistentHouses(b.chart.planets, b.chart.bhavas);
    },
    (e) => e.error,
  ],
  [
    'V /v1/bhava',
    (lat, system) => vPost('/v1/bhava', { ...WHEN, lat, lon: 15, house_system: system }),
    (b) => {
      expect(b.bhava.bhavas).toHaveLength(12);
    },
    (e) => e.error,
  ],
  [
    'V /v1/houses',
    (lat, system) => vPost('/v1/houses', { ...WHEN, lat, lon: 15, house_system: system }),
    (b, system) => {
      expect(b.houses.cusps_deg[system]).toHaveLength(12);
    },
    (e) => e.error,
  ],
  [
    'T /api/chart',
    (lat, system) =>
      tPost(
        '/api/chart',
        { birth: { datetime: '2026-06-21T12:00:00Z', lat, lon: 15 }, house_system: system },
        tKey,
      ),
    (b, system) => {
      expect(b.settings.house_system).toBe(system);
      expectConsistentHouses(b.grahas, b.bhavas);
    },
    (e) => e.error,
  ],
  [
    'R /api/chart',
    (lat, system) =>
      postJson('/api/chart', {
        year: 2026,
        month: 6,
        day: 21,
        hour: 12,
        minute: 0,
        lat,
        lon: 15,
        tzHours: 0,
        houseSystem: system,
      }),
    (b, system) => {
      expect(b.settings.houseSystem).toBe(system);
      expect(b.bhavas).toHaveLength(12);
      expect(b.bhavas.flatMap((x: Json) => x.grahas)).toHaveLength(9);
      expect(b.sovereigntySignature.degradedValues.map((d: Json) => d.value)).not.toContain(
        'bhavas',
      );
    },
    (e) => e.error,
  ],
];

describe('high latitudes: every house system at 66.6, 75 and 89.9 N and S', () => {
  it.each(ROUTES)('%s', async (_name, send, answered, errorOf) => {
    for (const lat of LATITUDES) {
      for (const system of HOUSE_SYSTEMS) {
        const res = await send(lat, system);
        const b = await res.json<Json>();
        if (system === 'placidus') {
          expect(res.status, `${lat} ${system}: ${JSON.stringify(b).slice(0, 200)}`).toBe(422);
          const e = errorOf(b);
          expect(e.code).toBe('HOUSE_SYSTEM_UNDEFINED');
          expect(['house_system', 'houseSystem']).toContain(e.field);
          expect(e.message).toMatch(LIMIT);
        } else {
          expect(res.status, `${lat} ${system}: ${JSON.stringify(b).slice(0, 200)}`).toBe(200);
          answered(b, system);
        }
      }
    }
  });

  it('a system not asked for is null with its reason beside it, never dropped silently', async () => {
    for (const lat of LATITUDES) {
      const h = await (await vPost('/v1/houses', { ...WHEN, lat, lon: 15 })).json<Json>();
      expect(h.houses.cusps_deg.placidus).toBeNull();
      expect(h.houses.undefined.placidus).toMatch(LIMIT);
      for (const s of ['whole_sign', 'equal', 'sripati'])
        expect(h.houses.cusps_deg[s]).toHaveLength(12);
      const kp = await (await vPost('/v1/kp', { ...WHEN, lat, lon: 15 })).json<Json>();
      expect(kp.kp.cusps).toBeNull();
      expect(kp.kp.cusp_note).toMatch(LIMIT);
    }
  });
});

describe('property: the rule holds at every latitude', () => {
  it('V and T charts: the system asked for, used and named, or 422 for Placidus alone inside the polar circles', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.constantFrom(...HOUSE_SYSTEMS),
        fc.integer({ min: 0, max: 1 }),
        async (lat, system, which) => {
          const [, send, answered, errorOf] = ROUTES[which === 0 ? 0 : 3]!;
          const res = await send(lat, system);
          const b = await res.json<Json>();
          if (res.status === 422) {
            expect(system).toBe('placidus');
            expect(Math.abs(lat)).toBeGreaterThan(66);
            expect(errorOf(b).code).toBe('HOUSE_SYSTEM_UNDEFINED');
          } else {
            expect(res.status, `${lat} ${system}: ${JSON.stringify(b).slice(0, 300)}`).toBe(200);
            answered(b, system);
            if (system === 'placidus') expect(Math.abs(lat)).toBeLessThan(66.6);
          }
        },
      ),
      {
        numRuns: 40,
        seed: 222,
        examples: [
          [90, 'whole_sign', 0],
          [-90, 'equal', 1],
          [66.55, 'placidus', 0],
          [90, 'sripati', 1],
        ],
      },
    );
  });
});
