/**
 * Issue 22.8: Family V's envelope and its headers on every answer (docs/family-v.md): the two key
 * routes, the NDJSON streams (a measured compute_ms, the cert header) and every error; and window
 * limits said in days. Before the fix the key routes answered T's bare shape, the streams had
 * compute_ms 0 and no X-Service-Substrate-Cert, errors had neither header, and the muhurta window
 * error read "at most 0.0847 years".
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, postJson } from '../../helpers.js';
import { freshIp, setTier } from '../t/t-helpers.js';
import { familyApps } from '../../../src/routes/families.js';
import familyVMd from '../../../docs/family-v.md?raw';

type Json = any;
const CERT_RE = /^(pass|fail); \d+\/\d+ vectors; max \d+\.\d\d"; \d{4}-\d\d-\d\dT\d\d:\d\dZ$/;
const BIRTH = {
  date: '1990-05-17',
  time: '12:15:00',
  lat: 28.6139,
  lon: 77.209,
  tz: 'Asia/Kolkata',
};

/** The envelope keys and headers, success or error. */
function expectEnvelope(b: Json, res: Response, ok: boolean) {
  expect(b.ok).toBe(ok);
  expect(typeof b.request_id).toBe('string');
  expect(res.headers.get('x-request-id')).toBe(b.request_id);
  expect(b.engine).toMatch(/^jyotisha-engine\//);
  expect(typeof b.compute_ms).toBe('number');
  expect(b.compute_ms).toBeGreaterThanOrEqual(0);
  expect(res.headers.get('x-engine-compute-ms')).toBe(String(b.compute_ms));
  expect(res.headers.get('x-service-substrate-cert')).toMatch(CERT_RE);
  expect(['engine', 'local']).toContain(b.source);
}

let key: string;
beforeAll(async () => {
  const res = await postJson(
    '/v1/keys',
    { email: `env-${crypto.randomUUID().slice(0, 8)}@example.com` },
    { 'cf-connecting-ip': freshIp() },
  );
  const b = await res.json<{ key: string; id: string }>();
  await setTier(b.id, 'pro');
  key = b.key;
});
const auth = () => ({ authorization: `Bearer ${key}` });

describe('the V envelope on every answer', () => {
  it('both key routes: 201 in the envelope with the key, and their errors in it too', async () => {
    for (const path of ['/v1/keys/sandbox', '/v1/keys']) {
      const res = await postJson(
        path,
        { email: `k-${crypto.randomUUID().slice(0, 8)}@example.com` },
        { 'cf-connecting-ip': freshIp() },
      );
      expect(res.status).toBe(201);
      const b = await res.json<Json>();
      expectEnvelope(b, res, true);
      expect(b.key).toMatch(path.endsWith('sandbox') ? /^sk_test_/ : /^sk_live_/);
      const bad = await postJson(
        path,
        { email: 'not an email' },
        { 'cf-connecting-ip': freshIp() },
      );
      expect(bad.status).toBe(400);
      const e = await bad.json<Json>();
      expectEnvelope(e, bad, false);
      expect(e.error).toMatchObject({ code: 'INVALID_FIELD', field: 'email' });
    }
  });

  it('both NDJSON streams: the envelope line with compute_ms equal to its header, and the cert header', async () => {
    for (const [path, body] of [
      [
        '/v1/stream/ephemeris',
        { from: '2026-01-01', to: '2026-12-31', step_days: 1, grahas: ['Sun', 'Moon'] },
      ],
      ['/v1/stream/dasha', { ...BIRTH, depth: 3, from: '2020-01-01', to: '2030-01-01' }],
    ] as const) {
      const res = await postJson(path, body, auth());
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/x-ndjson');
      const lines = (await res.text())
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      expectEnvelope(lines[0], res, true);
      expect(lines.length - 1).toBe(lines[0].rows);
    }
  });

  it('every error status: 400, 401, 403, 404, 405, 413 and 415 carry the envelope and both headers', async () => {
    const t = await postJson(
      '/t/api/keys',
      { email: `t-${crypto.randomUUID().slice(0, 8)}@example.com` },
      { 'cf-connecting-ip': freshIp() },
    );
    const tKey = (await t.json<{ key: string }>()).key;
    const cases: Array<[number, Promise<Response>]> = [
      [400, postJson('/v1/chart', { ...BIRTH, nope: 1 }, auth())],
      [400, postJson('/v1/chart', BIRTH, { ...auth(), 'x-engine-version': '2019.01' })],
      [401, postJson('/v1/chart', BIRTH)],
      [403, postJson('/v1/chart', BIRTH, { authorization: `Bearer ${tKey}` })],
      [404, call('/v1/nothing', { headers: auth() })],
      [405, call('/v1/chart', { method: 'PUT', headers: auth() })],
      [413, postJson('/v1/chart', { ...BIRTH, tz: 'x'.repeat(70_000) }, auth())],
      [
        415,
        call('/v1/chart', {
          method: 'POST',
          headers: { ...auth(), 'content-type': 'text/plain' },
          body: '{}',
        }),
      ],
      [422, postJson('/v1/chart', { ...BIRTH, lat: 75, house_system: 'placidus' }, auth())],
    ];
    for (const [status, pending] of cases) {
      const res = await pending;
      expect(res.status).toBe(status);
      expectEnvelope(await res.json<Json>(), res, false);
    }
  });

  it('window limits are said in days: a muhurta window of 40 days is "at most 31 days"', async () => {
    const res = await postJson(
      '/v1/muhurta',
      { ...BIRTH, from: '2026-12-01', to: '2027-01-10' },
      auth(),
    );
    expect(res.status).toBe(400);
    const b = await res.json<Json>();
    expect(b.error).toMatchObject({ code: 'INVALID_FIELD', field: 'to' });
    expect(b.error.message).toContain('the window is at most 31 days');
    expect(b.error.message).not.toMatch(/\d\.\d+ years/);
    const range = await call(
      '/v1/panchanga/range?from=2026-01-01&to=2027-06-01&lat=28.6&lon=77.2&tz=Asia/Kolkata',
      { headers: auth() },
    );
    expect((await range.json<Json>()).error.message).toContain('the window is at most 366 days');
  });
});

describe('docs/family-v.md says each success status truthfully (200, or 201 for the key routes)', () => {
  it('names every V route that answers other than 200 in its envelope section', () => {
    const envelope = familyVMd.slice(familyVMd.indexOf('## Envelope'));
    const sentence = envelope.slice(0, envelope.indexOf('```'));
    const not200 = familyApps()
      .V.routeList()
      .filter((r) => (r.successStatus ?? 200) !== 200);
    expect(not200.map((r) => `${r.method} ${r.path} ${r.successStatus}`).sort()).toEqual([
      'POST /v1/keys 201',
      'POST /v1/keys/sandbox 201',
    ]);
    for (const r of not200) expect(sentence).toContain(`\`${r.method} ${r.path}\``);
    expect(sentence).toContain('201 Created');
  });
});
