/**
 * Issue 32 point 5: `/v1/verify` works on a plain `npm ci && npm start`. Without the
 * REQUEST_ID_KEYS secret the first use creates a sealing key in D1 (`sealing_keys`, as the signing
 * keys are created), so request ids are sealed and verify replays them; with the secret set, the
 * secret seals (it takes precedence), and ids sealed under the D1 key still open.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { createExecutionContext } from 'cloudflare:test';
import { dispatch } from '../../../src/routes/families.js';
import { postJson } from '../../helpers.js';
import { freshIp } from '../t/t-helpers.js';

type Json = Record<string, any>;
const BIRTH = {
  date: '1987-03-09',
  time: '04:42:00',
  lat: 19.076,
  lon: 72.8777,
  tz: 'Asia/Kolkata',
};
const noSecret = { ...env, REQUEST_ID_KEYS: '' } as unknown as Env;
let key: string;

beforeAll(async () => {
  key = (
    await (
      await postJson(
        '/v1/keys',
        { email: `first-run-${crypto.randomUUID().slice(0, 8)}@example.com` },
        { 'cf-connecting-ip': freshIp() },
      )
    ).json<{ key: string }>()
  ).key;
});

function send(e: Env, path: string, init: RequestInit = {}): Promise<Response> {
  return dispatch(
    new Request(`http://api.test${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${key}`,
        'content-type': 'application/json',
        ...(init.headers as Record<string, string> | undefined),
      },
    }),
    e,
    createExecutionContext(),
  );
}

describe('a request-id key without the secret', () => {
  it('the first chart creates one in D1; verify replays the id', async () => {
    const res = await send(noSecret, '/v1/chart', { method: 'POST', body: JSON.stringify(BIRTH) });
    expect(res.status).toBe(200);
    const id = (await res.json<Json>()).request_id as string;
    expect(id).toMatch(/^v2\.db1\.[A-Za-z0-9_-]+$/);
    const rows = await env.DB.prepare('SELECT kid FROM sealing_keys').all<{ kid: string }>();
    expect(rows.results.map((r) => r.kid)).toEqual(['db1']);
    const v = await send(noSecret, `/v1/verify/${encodeURIComponent(id)}`);
    expect(v.status).toBe(200);
    expect((await v.json<Json>()).verify).toMatchObject({ match: true, key_id: 'db1' });
    // the secret, once set, seals; the D1 key still opens what it sealed
    const withSecret = await send(env, `/v1/verify/${encodeURIComponent(id)}`);
    expect(withSecret.status).toBe(200);
    const fresh = (
      await (
        await send(env, '/v1/chart', { method: 'POST', body: JSON.stringify(BIRTH) })
      ).json<Json>()
    ).request_id as string;
    expect(fresh).toMatch(/^v2\.dev1\./);
  });

  it('twenty first uses at once agree on one key', async () => {
    await env.DB.prepare('DELETE FROM sealing_keys')
      .run()
      .catch(() => {});
    const ids = await Promise.all(
      Array.from(
        { length: 20 },
        async () =>
          (
            await (
              await send(noSecret, '/v1/chart', { method: 'POST', body: JSON.stringify(BIRTH) })
            ).json<Json>()
          ).request_id as string,
      ),
    );
    expect(new Set(ids.map((i) => i.split('.')[1]))).toEqual(new Set(['db1']));
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM sealing_keys').first<{
      n: number;
    }>();
    expect(rows!.n).toBe(1);
  });
});
