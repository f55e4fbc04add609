/**
 * Issue 22.4: engine-version pins honoured everywhere (docs/versioning.md). Every T and V operation
 * is called with each selectable engine configuration (X-Engine-Version): the answer names the
 * version asked for, and two answers differ exactly where the configurations differ — a field the
 * configurations govern (a graha's speed frame, the ashtakavarga's lagna BAV) differs wherever it
 * appears, and nothing else does. Before the fix /t/api/planets labelled 2026.10 but computed
 * 2026.11's speeds, and Family V ignored the header.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, postJson } from '../helpers.js';
import { freshIp, issueKey, setTier } from './t/t-helpers.js';
import {
  ENGINE_CONFIGS,
  engineConfig,
  type EngineConfig,
} from '../../src/engine/config/versions.js';
import { T_COMPUTE_ROUTES } from '../../src/routes/t/index.js';
import { V_OPS } from '../../src/routes/v/ops.js';

type Json = any;
const VERSIONS = ENGINE_CONFIGS.map((c) => c.version);
const PREVIOUS = VERSIONS[1]!;
/** Each selectable configuration with the one before it (every listed configuration stays pinned). */
const PAIRS = VERSIONS.slice(1).map((older, i) => [VERSIONS[i]!, older] as const);

/**
 * The answer keys each configuration setting governs (src/engine/config/versions.ts): such a key
 * differs between two configurations wherever it appears when they set it differently.
 */
const FIELDS_OF_SETTING: Partial<Record<keyof EngineConfig, string>> = {
  speedFrame: 'speed_deg_per_day',
  lagnaBav: 'lagna_bav',
  tajakaCorrection: 'tajaka_correction',
};
/** Settings whose values differ only for some charts: the sahams (the Tajaka correction's reading). */
const MAY_DIFFER_OF_SETTING: Partial<Record<keyof EngineConfig, string>> = {
  tajakaCorrection: 'sahams',
};
const SETTINGS = [
  'ayanamsa',
  'nodeMode',
  'houseSystem',
  'dashaYearDays',
  'karakaScheme',
  'speedFrame',
  'lagnaBav',
  'tajakaCorrection',
] as const;

/** What two configurations govern differently: keys that must differ, keys that may. */
function governance(a: string, b: string): { fields: RegExp; mayDiffer: RegExp } {
  const ca = engineConfig(a)!;
  const cb = engineConfig(b)!;
  const differing = SETTINGS.filter((k) => ca[k] !== cb[k]);
  for (const k of differing)
    expect(FIELDS_OF_SETTING[k], `the test knows which answer keys ${k} governs`).toBeDefined();
  const alt = (xs: Array<string | undefined>) => xs.filter(Boolean).join('|') || '(?!)';
  return {
    fields: new RegExp(`(^|\\.)(${alt(differing.map((k) => FIELDS_OF_SETTING[k]))})(\\.|$|\\[)`),
    mayDiffer: new RegExp(
      `(^|\\.)(${alt(differing.map((k) => MAY_DIFFER_OF_SETTING[k]))})(\\.|\\[|$)`,
    ),
  };
}
/** Keys that differ between any two calls: the request id, timings, the version label itself, and where a stored year was read. */
const VOLATILE = new Set([
  'request_id',
  'compute_ms',
  'engine_version',
  'store',
  'from_store',
  'stored_at',
  'source',
  'recomputed_at',
  'issued_at',
]);

/** Leaf paths (array indices as []) where two JSON values differ. */
function diffPaths(a: Json, b: Json, path = '', out = new Set<string>()): Set<string> {
  if (
    a !== null &&
    b !== null &&
    typeof a === 'object' &&
    typeof b === 'object' &&
    Array.isArray(a) === Array.isArray(b)
  ) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) {
      if (VOLATILE.has(k)) continue;
      diffPaths(a[k], b[k], Array.isArray(a) ? `${path}[]` : path ? `${path}.${k}` : k, out);
    }
  } else if (JSON.stringify(a) !== JSON.stringify(b)) out.add(path);
  return out;
}
/** Paths of the version-governed keys present in a value. */
function governedPaths(v: Json, fields: RegExp, path = '', out = new Set<string>()): Set<string> {
  if (v !== null && typeof v === 'object')
    for (const k of Object.keys(v)) {
      const p = Array.isArray(v) ? `${path}[]` : path ? `${path}.${k}` : k;
      if (fields.test(p)) out.add(p);
      else governedPaths(v[k], fields, p, out);
    }
  return out;
}

/** Body of an answer: JSON, or NDJSON lines as an array. */
async function bodyOf(res: Response): Promise<Json> {
  const text = await res.text();
  return (res.headers.get('content-type') ?? '').includes('ndjson')
    ? text
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l))
    : JSON.parse(text);
}

/** The answers of one operation under every configuration: labels, and between each configuration and the one before it, differences only where governed. */
function expectPinned(name: string, answers: Record<string, { res: Response; body: Json }>) {
  for (const [version, { res, body }] of Object.entries(answers)) {
    expect(res.status, `${name} ${version}: ${JSON.stringify(body).slice(0, 300)}`).toBeLessThan(
      300,
    );
    expect(res.headers.get('x-engine-version'), name).toBe(version);
    if (!Array.isArray(body) && 'engine_version' in body)
      expect(body.engine_version, name).toBe(version);
  }
  for (const [newer, older] of PAIRS) {
    const { fields, mayDiffer } = governance(newer, older);
    const a = answers[newer]!.body;
    const b = answers[older]!.body;
    const diff = [...diffPaths(a, b)];
    const governed = governedPaths(a, fields);
    for (const p of diff)
      expect(
        fields.test(p) || mayDiffer.test(p),
        `${name}: ${p} differs between ${newer} and ${older}, and no setting they differ in governs it`,
      ).toBe(true);
    for (const p of governed) {
      // e.g. the lagna's own BAV is reported from 2026.11 on; a speed differs in its frame (the Sun's too)
      expect(
        diff.some((d) => d === p || d.startsWith(`${p}`)),
        `${name}: ${p} is governed by a setting ${newer} and ${older} differ in, but is the same under both`,
      ).toBe(true);
    }
    if (governed.size === 0)
      expect(
        diff.filter((p) => !mayDiffer.test(p)),
        `${name}: answers of ${newer} and ${older} differ though no governed field is in them`,
      ).toEqual([]);
  }
}

let tKey: string;
let vKey: string;
let savedId: string;
beforeAll(async () => {
  tKey = (await issueKey({ tier: 'pro' })).key;
  const v = await (
    await postJson(
      '/v1/keys',
      { email: `pins-${crypto.randomUUID().slice(0, 8)}@example.com` },
      { 'cf-connecting-ip': freshIp() },
    )
  ).json<{ key: string; id: string }>();
  await setTier(v.id, 'pro');
  vKey = v.key;
  const saved = await postJson(
    '/t/api/charts',
    { birth: { datetime: '1990-05-17T12:15:00+05:30', lat: 28.6139, lon: 77.209 }, name: 'pins' },
    { authorization: `Bearer ${tKey}` },
  );
  savedId = (await saved.json<{ id: string }>()).id;
});

async function both(send: (headers: Record<string, string>) => Promise<Response>) {
  const out: Record<string, { res: Response; body: Json }> = {};
  for (const version of VERSIONS) {
    const res = await send({ 'x-engine-version': version });
    out[version] = { res, body: await bodyOf(res) };
  }
  return out;
}

/** The example request of each operation, from the family's own OpenAPI document. */
async function examples(family: 'T' | 'V') {
  const doc = await (await call(`/openapi/${family}.json`)).json<Json>();
  const out: Array<{ method: string; path: string; body?: unknown; query?: string }> = [];
  for (const [path, ops] of Object.entries(doc.paths as Json)) {
    for (const [method, o] of Object.entries(ops as Json) as Array<[string, Json]>) {
      const body = o.requestBody?.content?.['application/json']?.example;
      const params = (o.parameters ?? []).filter(
        (p: Json) => p.in === 'query' && p.example !== undefined,
      );
      out.push({
        method: method.toUpperCase(),
        path,
        ...(body !== undefined ? { body } : {}),
        ...(params.length
          ? {
              query: new URLSearchParams(
                params.map((p: Json) => [p.name, String(p.example)]),
              ).toString(),
            }
          : {}),
      });
    }
  }
  return out;
}

describe('X-Engine-Version honoured by every T and V operation', () => {
  it('every Family T compute operation, the saved chart and the bulk stream', async () => {
    const ex = await examples('T');
    const ops = [
      ...T_COMPUTE_ROUTES.map((r) => {
        const [method, path] = r.split(' ') as [string, string];
        return ex.find((e) => e.method === method && e.path === path)!;
      }),
      { method: 'GET', path: `/api/charts/${savedId}` },
    ];
    expect(ops.every(Boolean)).toBe(true);
    for (const o of ops) {
      const url = `/t${o.path}${o.query ? `?${o.query}` : ''}`;
      const answers = await both((h) =>
        call(url, {
          method: o.method,
          headers: {
            authorization: `Bearer ${tKey}`,
            ...h,
            ...(o.body !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          ...(o.body !== undefined ? { body: JSON.stringify(o.body) } : {}),
        }),
      );
      expectPinned(`${o.method} ${o.path}`, answers);
    }
  });

  it('every Family V operation and both streams', async () => {
    const ex = await examples('V');
    const ops = ex.filter(
      (e) =>
        e.path.startsWith('/v1/') && !e.path.startsWith('/v1/keys') && !e.path.includes('{id}'),
    );
    expect(ops.length).toBeGreaterThanOrEqual(V_OPS.length);
    for (const o of ops) {
      const url = `${o.path}${o.query ? `?${o.query}` : ''}`;
      const answers = await both((h) =>
        call(url, {
          method: o.method,
          headers: {
            authorization: `Bearer ${vKey}`,
            ...h,
            ...(o.body !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          ...(o.body !== undefined ? { body: JSON.stringify(o.body) } : {}),
        }),
      );
      expectPinned(`${o.method} ${o.path}`, answers);
    }
  });

  it('the governed fields are really there: speeds, the lagna BAV and the saham correction (so the walk above checks something)', async () => {
    const OLDEST = VERSIONS.find((v) => engineConfig(v)!.speedFrame === 'tropical')!;
    const SIDEREAL = VERSIONS.find(
      (v) => engineConfig(v)!.speedFrame === 'sidereal' && engineConfig(v)!.lagnaBav,
    )!;
    expect(OLDEST && SIDEREAL).toBeTruthy();
    const planets = await both((h) =>
      postJson(
        '/t/api/planets',
        { datetime: '2026-11-24T12:00:00+05:30' },
        { authorization: `Bearer ${tKey}`, ...h },
      ),
    );
    const sun = (v: string) =>
      planets[v]!.body.grahas.find((g: Json) => g.name === 'Sun').speed_deg_per_day;
    // the sidereal speed is the tropical one less the rates of the ayanamsa (precession, about 50"/year =
    // 0.000038 deg/day) and of nutation in longitude (at most about 0.00005 deg/day)
    expect(Math.abs(sun(OLDEST) - sun(SIDEREAL))).toBeGreaterThan(0.000005);
    expect(Math.abs(sun(OLDEST) - sun(SIDEREAL))).toBeLessThan(0.0001);
    const av = await both((h) =>
      postJson(
        '/v1/ashtakavarga',
        { date: '1990-05-17', time: '12:15:00', lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' },
        { authorization: `Bearer ${vKey}`, ...h },
      ),
    );
    expect(av[SIDEREAL]!.body.ashtakavarga.lagna_bav).toHaveLength(12);
    expect(av[OLDEST]!.body.ashtakavarga).not.toHaveProperty('lagna_bav');
    // the saham correction: each configuration's answer names its own reading
    const sahams = await both((h) =>
      postJson(
        '/t/api/saham',
        { birth: { datetime: '1990-05-17T12:15:00+05:30', lat: 28.6139, lon: 77.209 } },
        { authorization: `Bearer ${tKey}`, ...h },
      ),
    );
    for (const v of VERSIONS)
      expect(JSON.stringify(sahams[v]!.body), v).toContain(engineConfig(v)!.tajakaCorrection);
  });

  it('a V request id replays with the configuration it was computed with', async () => {
    const res = await postJson(
      '/v1/chart',
      { date: '1990-05-17', time: '12:15:00', lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' },
      { authorization: `Bearer ${vKey}`, 'x-engine-version': PREVIOUS },
    );
    const id = (await res.json<{ request_id: string }>()).request_id;
    const v = await (
      await call(`/v1/verify/${encodeURIComponent(id)}`, {
        headers: { authorization: `Bearer ${vKey}` },
      })
    ).json<Json>();
    expect(v.verify.match).toBe(true);
  });

  it('an unknown version is refused in the family envelope, naming the versions', async () => {
    const v = await postJson(
      '/v1/chart',
      { date: '1990-05-17', time: '12:15:00', lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' },
      { authorization: `Bearer ${vKey}`, 'x-engine-version': '2019.01' },
    );
    expect(v.status).toBe(400);
    expect(await v.json()).toMatchObject({
      ok: false,
      error: { code: 'ENGINE_VERSION_UNKNOWN', field: 'X-Engine-Version' },
    });
  });
});
