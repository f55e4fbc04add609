import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../../../src/worker.js';
import { runScheduled, CRON_DAILY } from '../../../src/cron/index.js';
import { call, postJson, BASE } from '../../helpers.js';
import { INDEXNOW_TOP_PATHS } from '../../../src/platform/indexnow.js';
import { indexNowBodySchema } from '../../../src/routes/shared/reference/indexnow.js';
import { validate } from '../../../src/http/input.js';

const KEY = 'a1b2c3d4e5f6a7b8-test-key';
const PUBLIC = 'http://127.0.0.1:8787';

let ipN = 0;
/** Each call from its own address: pings are limited per address (issue 23.5; tested in test/routes/p/anonymous-limits.test.ts). */
function fromFreshAddress(init: RequestInit): RequestInit {
  ipN += 1;
  const headers = new Headers(init.headers);
  headers.set('cf-connecting-ip', `10.66.${(ipN >> 8) & 255}.${ipN & 255}`);
  return { ...init, headers };
}

/** Call the Worker entry with INDEXNOW_KEY set (secrets are env properties). */
async function callKeyed(
  path: string,
  init: RequestInit = {},
  extra: Record<string, unknown> = {},
): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(BASE + path, fromFreshAddress(init)) as Parameters<typeof worker.fetch>[0],
    { ...env, INDEXNOW_KEY: KEY, ...extra } as Env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}
function postKeyed(path: string, body: unknown, extra: Record<string, unknown> = {}) {
  return callKeyed(
    path,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    extra,
  );
}
function mockUpstream(status = 200) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => new Response(null, { status }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('IndexNow without a key', () => {
  it('POST and GET answer 503 indexnow-not-configured in E2 (E3 on R2), no outbound call', async () => {
    const spy = mockUpstream();
    const p = await postJson('/api/indexnow', { urlList: [`${PUBLIC}/api/chart`] });
    expect(p.status).toBe(503);
    expect(await p.json()).toMatchObject({ error: 'indexnow-not-configured' });
    expect((await call('/api/indexnow')).status).toBe(503);
    const r2 = await call('/r2/api/indexnow');
    expect(r2.status).toBe(503);
    expect(await r2.json()).toMatchObject({
      error: 'indexnow-not-configured',
      hint: expect.any(String),
    });
    expect(spy).not.toHaveBeenCalled();
  });
  it('no key file is served', async () => {
    expect((await call(`/${KEY}.txt`)).status).toBe(404);
  });
  it('the daily cron job reports itself skipped', async () => {
    const spy = mockUpstream();
    const report = await runScheduled(CRON_DAILY, env, Date.UTC(2026, 0, 1, 0, 30));
    expect(report.jobs.find((j) => j.name === 'indexnow-ping')).toMatchObject({
      ok: true,
      detail: expect.stringContaining('skipped'),
    });
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('IndexNow with a key', () => {
  it('serves the key file at /{key}.txt and 404 for another key', async () => {
    const res = await callKeyed(`/${KEY}.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(await res.text()).toBe(KEY);
    expect((await callKeyed('/abcdefgh12345678.txt')).status).toBe(404);
  });
  it('POST submits the URL list by the IndexNow protocol', async () => {
    const spy = mockUpstream(202);
    const urls = [`${PUBLIC}/api/chart`, `${PUBLIC}/api/rss/daily`];
    const res = await postKeyed('/api/indexnow', { urlList: urls });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      ok: true,
      submitted: 2,
      upstreamStatus: 202,
      accepted: true,
      host: '127.0.0.1:8787',
    });
    expect(spy).toHaveBeenCalledTimes(1);
    const [target, init] = spy.mock.calls[0]!;
    expect(String(target)).toBe(env.INDEXNOW_ENDPOINT);
    expect((init as RequestInit).method).toBe('POST');
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({
      host: '127.0.0.1:8787',
      key: KEY,
      keyLocation: `${PUBLIC}/${KEY}.txt`,
      urlList: urls,
    });
  });
  it('GET pings the apex page and the top 10 routes', async () => {
    const spy = mockUpstream(200);
    const res = await callKeyed('/api/indexnow');
    expect(res.status).toBe(200);
    const sent = JSON.parse(String((spy.mock.calls[0]![1] as RequestInit).body)) as {
      urlList: string[];
    };
    expect(sent.urlList).toHaveLength(11);
    expect(sent.urlList[0]).toBe(`${PUBLIC}/`);
    expect(sent.urlList).toEqual(INDEXNOW_TOP_PATHS.map((p) => new URL(p, PUBLIC).href));
  });
  it.each([
    [{ urlList: ['https://evil.example/x'] }, 'urlList.0', 'foreign-url'],
    [{ urlList: [`${PUBLIC}/ok`, 'not a url'] }, 'urlList.1', 'invalid-field'],
    [{ urlList: ['ftp://127.0.0.1:8787/x'] }, 'urlList.0', 'foreign-url'],
    [{ urlList: [] }, 'urlList', 'invalid-field'],
    [{ urlList: 'x' }, 'urlList', 'invalid-field'],
    [{}, 'urlList', 'invalid-field'],
    [{ urlList: [`${PUBLIC}/a`], extra: 1 }, 'extra', 'invalid-field'],
  ])('400 in E2 naming the field for %j, no outbound call', async (body, field, code) => {
    const spy = mockUpstream();
    const res = await postKeyed('/api/indexnow', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: code, field });
    expect(spy).not.toHaveBeenCalled();
  });
  it('refuses more than 10,000 URLs', async () => {
    const spy = mockUpstream();
    const urlList = Array.from({ length: 10_001 }, (_, i) => `${PUBLIC}/p${i}`);
    const body = JSON.stringify({ urlList });
    expect(body.length).toBeGreaterThan(64 * 1024);
    // the 64 KiB body cap answers first for a list this long
    const res = await callKeyed('/api/indexnow', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect([400, 413]).toContain(res.status);
    expect(spy).not.toHaveBeenCalled();
  });
  it('the schema caps the list at 10,000 URLs', () => {
    const ok = indexNowBodySchema.safeParse({
      urlList: Array.from({ length: 10_000 }, (_, i) => `${PUBLIC}/p${i}`),
    });
    expect(ok.success).toBe(true);
    expect(() =>
      validate(indexNowBodySchema, {
        urlList: Array.from({ length: 10_001 }, (_, i) => `${PUBLIC}/p${i}`),
      }),
    ).toThrow(/urlList/);
  });
  it('502 when the endpoint refuses (with its status) or cannot be reached', async () => {
    mockUpstream(422);
    const r1 = await postKeyed('/api/indexnow', { urlList: [`${PUBLIC}/api/chart`] });
    expect(r1.status).toBe(502);
    expect(await r1.json()).toMatchObject({
      error: 'indexnow-rejected',
      details: { upstreamStatus: 422 },
    });
    vi.restoreAllMocks();
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('connection refused'));
    const r2 = await postKeyed('/api/indexnow', { urlList: [`${PUBLIC}/api/chart`] });
    expect(r2.status).toBe(502);
    expect(await r2.json()).toMatchObject({ error: 'indexnow-unreachable' });
  });
  it('a malformed key is reported as not configured', async () => {
    const res = await callKeyed('/api/indexnow', {}, { INDEXNOW_KEY: 'bad key!' });
    expect(res.status).toBe(503);
  });
  it('the daily cron job pings the top pages', async () => {
    const spy = mockUpstream(200);
    const report = await runScheduled(
      CRON_DAILY,
      { ...env, INDEXNOW_KEY: KEY } as Env,
      Date.UTC(2026, 0, 1, 0, 30),
    );
    expect(report.jobs.find((j) => j.name === 'indexnow-ping')).toMatchObject({
      ok: true,
      detail: 'submitted 11 URLs, HTTP 200',
    });
    const indexCalls = spy.mock.calls.filter(([u]) => String(u) === env.INDEXNOW_ENDPOINT);
    expect(indexCalls).toHaveLength(1);
  });
  it('R2 submits too, errors in E3', async () => {
    mockUpstream(200);
    expect(
      (await postKeyed('/r2/api/indexnow', { urlList: [`${PUBLIC}/r2/api/press`] })).status,
    ).toBe(200);
    const bad = await postKeyed('/r2/api/indexnow', { urlList: ['https://evil.example/'] });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'foreign-url', hint: expect.any(String) });
  });
});
