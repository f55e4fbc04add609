import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call } from '../../helpers.js';
import { ENGINE_VERSION } from '../../../src/platform/engine-build.js';
import { PRESS_KV_KEY } from '../../../src/routes/shared/reference/press.js';
import { familyApps } from '../../../src/routes/families.js';
import { ACCURACY_TABLE } from '../../../src/generated/accuracy-table.js';

interface Facts {
  engine: { version: string };
  families: Array<{ id: string; routes: number }>;
  totalRoutes: number;
  accuracy: unknown;
  licences: Array<{ id: string }>;
}

describe('GET /api/press', () => {
  it('answers the press facts with a 6-hour cache, CORS * and an ETag carrying the engine version', async () => {
    const res = await call('/api/press');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=21600');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(
      new RegExp(`^"press-${ENGINE_VERSION.replace(/\./g, '\\.')}-[0-9a-f]{16}"$`),
    );
    const j = await res.json<Facts>();
    expect(j.engine.version).toBe(ENGINE_VERSION);
    expect(j.licences.map((l) => l.id)).toEqual([
      'agpl',
      'commercial',
      'institutional',
      'enterprise',
    ]);
    const apps = familyApps();
    for (const f of j.families) expect(f.routes).toBe(apps[f.id as keyof typeof apps].routeCount());
    expect(j.families.map((f) => f.id).sort()).toEqual(['N', 'P', 'R', 'R2', 'T', 'V']);
    expect(j.totalRoutes).toBe(j.families.reduce((n, f) => n + f.routes, 0));
    expect(j.accuracy).toEqual(
      ACCURACY_TABLE
        ? {
            source: ACCURACY_TABLE.source,
            sha256: ACCURACY_TABLE.sha256,
            tables: ACCURACY_TABLE.tables,
          }
        : null,
    );
  });
  it('is stable: the same bytes and ETag on every call', async () => {
    const a = await call('/api/press');
    const b = await call('/api/press');
    expect(await a.text()).toBe(await b.text());
    expect(a.headers.get('etag')).toBe(b.headers.get('etag'));
  });
  it('answers 304 to If-None-Match with the current ETag (also W/ and lists), 200 to another', async () => {
    const etag = (await call('/api/press')).headers.get('etag')!;
    for (const inm of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const res = await call('/api/press', { headers: { 'if-none-match': inm } });
      expect(res.status).toBe(304);
      expect(await res.text()).toBe('');
      expect(res.headers.get('etag')).toBe(etag);
      expect(res.headers.get('cache-control')).toBe('public, max-age=21600');
    }
    expect(
      (await call('/api/press', { headers: { 'if-none-match': '"press-0.0.0-old"' } })).status,
    ).toBe(200);
  });
  it('keeps the object in KV under a key carrying the engine version', async () => {
    const res = await call('/api/press');
    const body = await res.text();
    expect(PRESS_KV_KEY).toBe(`press:${ENGINE_VERSION}`);
    const stored = await env.CACHE.get<{ body: string; etag: string }>(PRESS_KV_KEY, 'json');
    expect(stored).not.toBeNull();
    expect(stored!.body).toBe(body);
    expect(stored!.etag).toBe(res.headers.get('etag'));
  });
  it('400 E2 for a query string; 405 for POST', async () => {
    const q = await call('/api/press?x=1');
    expect(q.status).toBe(400);
    expect(await q.json()).toMatchObject({ error: 'query-not-allowed', field: 'x' });
    const p = await call('/api/press', { method: 'POST' });
    expect(p.status).toBe(405);
    expect(p.headers.get('allow')).toContain('GET');
  });
  it('R2 serves the same object; its errors are E3', async () => {
    const r = await (await call('/api/press')).text();
    const r2 = await call('/r2/api/press');
    expect(r2.status).toBe(200);
    expect(await r2.text()).toBe(r);
    const bad = await call('/r2/api/press?x=1');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      error: 'query-not-allowed',
      message: expect.any(String),
    });
  });
});
