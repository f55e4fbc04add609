/**
 * Issue 23.6: Family V's request ids carry no readable birth data. The id (in the body and in
 * X-Request-Id, so in every log) is sealed with AES-256-GCM under REQUEST_ID_KEYS with a key id;
 * verify opens it without anything stored; rotation keeps old ids verifiable while their key is
 * listed; the public development key is refused on an https deployment.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { postJson } from '../../helpers.js';
import { freshIp } from '../t/t-helpers.js';
import { makeToken, readToken } from '../../../src/routes/v/envelope.js';
import { DEV_REQUEST_ID_KEYS, seal, sealKeys, unseal } from '../../../src/platform/sealing.js';
import { fromB64url } from '../../../src/platform/signing.js';

type Json = Record<string, any>;
const BIRTH = {
  date: '1987-03-09',
  time: '04:42:00',
  lat: 19.076,
  lon: 72.8777,
  tz: 'Asia/Kolkata',
};
let key: string;
beforeAll(async () => {
  const res = await postJson(
    '/v1/keys',
    { email: `seal-${crypto.randomUUID().slice(0, 8)}@example.com` },
    { 'cf-connecting-ip': freshIp() },
  );
  key = (await res.json<{ key: string }>()).key;
});

async function inflateRaw(bytes: Uint8Array): Promise<string | null> {
  try {
    const s = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
    return new TextDecoder().decode(await new Response(s).arrayBuffer());
  } catch {
    return null;
  }
}

describe('sealed request ids', () => {
  it('neither the body nor X-Request-Id holds the birth data, in any readable form', async () => {
    const res = await postJson('/v1/chart', BIRTH, { authorization: `Bearer ${key}` });
    expect(res.status).toBe(200);
    const id = (await res.json<Json>()).request_id as string;
    expect(res.headers.get('x-request-id')).toBe(id);
    expect(id).toMatch(/^v2\.dev1\.[A-Za-z0-9_-]+$/);
    const blob = fromB64url(id.split('.')[2]!)!;
    // every suffix of the blob (wherever a payload could start) fails to inflate to the input
    for (let i = 0; i < 40; i++) {
      const text = await inflateRaw(blob.slice(i));
      expect(text ?? '', `offset ${i}`).not.toContain('1987-03-09');
    }
    expect(new TextDecoder('latin1').decode(blob)).not.toContain('1987');
    // and verify still replays it, with nothing stored
    const v = await (await fetchVerify(id)).json<Json>();
    expect(v.verify).toMatchObject({ match: true, key_id: 'dev1' });
  });

  it('rotation: ids sealed under an old key verify while it is listed; an unknown key id is 400', async () => {
    const k2 = `k2:${btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))}`;
    const claims = { r: 'chart', i: BIRTH, d: '0'.repeat(32), t: 1 };
    const old = (await makeToken(env, claims))!;
    const rotated = { ...env, REQUEST_ID_KEYS: `${k2},${DEV_REQUEST_ID_KEYS}` } as unknown as Env;
    const fresh = (await makeToken(rotated, claims))!;
    expect(fresh.startsWith('v2.k2.')).toBe(true);
    expect(await readToken(rotated, old)).toMatchObject({ ok: true, kid: 'dev1' });
    expect(await readToken(rotated, fresh)).toMatchObject({ ok: true, kid: 'k2' });
    expect(await readToken(env, fresh)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/key k2 is unknown/),
    });
    // the key id is authenticated: relabelling an id is an altered id
    expect((await readToken(rotated, fresh.replace('v2.k2.', 'v2.dev1.'))).ok).toBe(false);
  });

  it('without a key (no secret and no D1) the ids are plain UUIDs; the public development key is refused on https', async () => {
    const claims = { r: 'chart', i: BIRTH, d: '0'.repeat(32), t: 1 };
    expect(await makeToken({ REQUEST_ID_KEYS: '' } as unknown as Env, claims)).toBeNull();
    // with D1 and no secret, a key is created there (test/routes/v/sealing-first-run.test.ts)
    expect(await makeToken({ ...env, REQUEST_ID_KEYS: '' } as unknown as Env, claims)).toMatch(
      /^v2\.db1\./,
    );
    expect(
      await sealKeys({
        REQUEST_ID_KEYS: DEV_REQUEST_ID_KEYS,
        PUBLIC_BASE_URL: 'https://jyotisha.example',
      }),
    ).toEqual([]);
    expect(
      await sealKeys({
        REQUEST_ID_KEYS: DEV_REQUEST_ID_KEYS,
        PUBLIC_BASE_URL: 'http://127.0.0.1:8787',
      }),
    ).toHaveLength(1);
    const sealed = (await seal(
      { REQUEST_ID_KEYS: DEV_REQUEST_ID_KEYS },
      'v2',
      new Uint8Array([1, 2, 3]),
    ))!;
    expect(
      await unseal({ REQUEST_ID_KEYS: DEV_REQUEST_ID_KEYS }, 'other-context', sealed),
    ).toMatchObject({ ok: false });
  });
});

function fetchVerify(id: string): Promise<Response> {
  return import('../../helpers.js').then(({ call }) =>
    call(`/v1/verify/${encodeURIComponent(id)}`, { headers: { authorization: `Bearer ${key}` } }),
  );
}
