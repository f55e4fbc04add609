import { describe, expect, it } from 'vitest';
import { env, exports } from 'cloudflare:workers';
import { createExecutionContext } from 'cloudflare:test';
import { dispatch, parseFamilyHosts } from '../../src/routes/families.js';
import { call } from '../helpers.js';

describe('family mounting by path prefix (docs/design.md)', () => {
  it('R at the root answers its chart route', async () => {
    const res = await call('/api/chart', { method: 'GET' });
    expect(res.status).toBe(405);
    expect(await res.json()).toMatchObject({ ok: false, error: { code: 'METHOD_NOT_ALLOWED' } });
  });
  it.each([
    ['/n/api/nothing', { success: false }],
    ['/r2/api/nothing', { error: 'not-found' }],
    ['/t/api/nothing', { error: { code: 'NOT_FOUND' } }],
    ['/p/api/nothing', { error: { code: 'NOT_FOUND' } }],
    ['/v1/nothing', { ok: false, source: 'engine' }],
    ['/api/nothing', { error: 'not-found' }],
  ])('%s is answered by its family in its own envelope', async (path, shape) => {
    const res = await call(path);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject(shape);
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });
  it('the prefix is stripped: /n/api/... is not Family R', async () => {
    const res = await call('/n/api/chart', { method: 'PATCH' });
    const body = await res.json<Record<string, unknown>>();
    expect(body).toHaveProperty('success', false);
  });
  it('a path that only starts with a prefix is not mounted there', async () => {
    const res = await call('/nx/api/chart');
    expect(await res.json()).toMatchObject({ error: 'not-found' });
  });
});

describe('family mounting by host (FAMILY_HOSTS)', () => {
  const hostEnv = { ...env, FAMILY_HOSTS: 'n.example.com=N, r2.example.com=r2, bad=Q' } as Env;
  it('parses the mapping, ignoring bad pairs', () => {
    expect([...parseFamilyHosts(hostEnv.FAMILY_HOSTS)]).toEqual([
      ['n.example.com', 'N'],
      ['r2.example.com', 'R2'],
    ]);
  });
  it('serves a mapped family at the host root', async () => {
    const res = await dispatch(
      new Request('https://n.example.com/api/nothing'),
      hostEnv,
      createExecutionContext(),
    );
    expect(await res.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    const r2 = await dispatch(
      new Request('https://r2.example.com/api/nothing'),
      hostEnv,
      createExecutionContext(),
    );
    expect(await r2.json()).toMatchObject({ error: 'not-found' });
  });
  it('other hosts keep the path prefixes', async () => {
    const res = await dispatch(
      new Request('https://api.example.com/n/api/nothing'),
      hostEnv,
      createExecutionContext(),
    );
    expect(await res.json()).toMatchObject({ success: false });
  });
  it('the index names the mapped host as the base URL', async () => {
    const res = await dispatch(
      new Request('https://api.example.com/'),
      hostEnv,
      createExecutionContext(),
    );
    const body = await res.json<{ families: Array<{ id: string; base_url: string }> }>();
    expect(body.families.find((f) => f.id === 'N')!.base_url).toBe('https://n.example.com');
    expect(body.families.find((f) => f.id === 'T')!.base_url).toBe('https://api.example.com/t');
  });
});

describe('GET / index', () => {
  it('lists every family with its base URL', async () => {
    const res = await exports.default.fetch('http://api.test/');
    expect(res.status).toBe(200);
    const body = await res.json<{ families: Array<{ id: string; base_url: string }> }>();
    expect(body.families.map((f) => [f.id, f.base_url])).toEqual([
      ['R', 'http://api.test'],
      ['V', 'http://api.test'],
      ['N', 'http://api.test/n'],
      ['T', 'http://api.test/t'],
      ['P', 'http://api.test/p'],
      ['R2', 'http://api.test/r2'],
    ]);
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });
});
