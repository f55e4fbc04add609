/**
 * E3's "per-field hints" (spec, Errors; docs/r2.md): every R2 400 carries `hint`, its GET routes'
 * query errors too, derived in the one error renderer (src/http/hints.ts) from what the route
 * declares. Walks every R2 GET operation with a query key it does not take, then the year errors
 * of utsavas and a few other 4xx.
 */
import { describe, expect, it } from 'vitest';
import { call } from '../../helpers.js';
import { familyApps } from '../../../src/routes/families.js';

type E3 = { error: string; message: string; hint?: string; field?: string };
let n = 0;
const get = async (path: string, init: RequestInit = {}) => {
  n += 1;
  const res = await call(path, {
    ...init,
    headers: {
      'cf-connecting-ip': `192.0.2.${n}`,
      ...(init.headers as Record<string, string> | undefined),
    },
  });
  return { status: res.status, body: await res.json<E3>() };
};

describe('R2: a hint on every 400', () => {
  it('every GET route with a query key it does not take', async () => {
    const gets = familyApps()
      .R2.routeList()
      .filter((r) => r.method === 'GET');
    expect(gets.map((r) => r.path).sort()).toEqual([
      '/api/indexnow',
      '/api/operator/dispatch',
      '/api/panchang',
      '/api/press',
      '/api/rss',
      '/api/rss/daily',
      '/api/utsavas',
    ]);
    for (const r of gets) {
      const { status, body } = await get(
        `/r2${r.path}?${r.path === '/api/utsavas' ? 'year=2026&' : ''}x=1`,
      );
      expect(status, r.path).toBe(400);
      expect(body.field, r.path).toBe('x');
      expect(body.hint, r.path).toBeTruthy();
      // a route taking no query says so; utsavas lists the keys it takes
      // the validation's own hint (issue 32's advice): remove the key, with the keys the route takes
      if (r.path === '/api/utsavas') expect(body.hint).toMatch(/^Remove x\b.*year, lat, lon, tz/);
      else if (r.path === '/api/rss/daily')
        expect(body.hint).toMatch(/^Remove x\b.*tradition, observe/); // it takes tradition and observe (issue 31)
      else
        expect(body.hint).toBe(
          `GET /r2${r.path} takes no query string: send it with nothing after the path.`,
        );
    }
  });

  it.each([
    ['year=abc', 'year'],
    ['year=3000', 'year'],
    ['', 'year'],
    ['year=2026&lat=28.6', 'lon'],
    ['year=2026&lat=91&lon=77&tz=5.5', 'lat'],
  ])('utsavas?%s: 400 on %s with its hint', async (q, field) => {
    const { status, body } = await get(`/r2/api/utsavas?${q}`);
    expect(status).toBe(400);
    expect(body.field).toBe(field);
    // the hint names the field and says what to send
    expect(body.hint).toMatch(new RegExp(`\\b${field}\\b`));
    expect(body.hint).toMatch(new RegExp(`^(Send |${field}: )`));
  });

  it("a repeated key, a 404 and a 405 carry hints too; Family R's E2 has none", async () => {
    expect((await get('/r2/api/utsavas?year=2026&year=2027')).body.hint).toBe(
      'Send year once, e.g. ?year=2026.',
    );
    expect((await get('/r2/api/nope')).body.hint).toMatch(/\/docs/);
    expect((await get('/r2/api/press', { method: 'DELETE' })).body.hint).toBe(
      'Use one of GET, HEAD, OPTIONS on this path.',
    );
    expect((await get('/api/press?x=1')).body.hint).toBeUndefined();
    // a POST route without a hint table of its own
    const bad = await get('/r2/api/operator/dispatch', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mukha: 'kala', intent: 'panchang.today', extra: 1 }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.hint).toMatch(/^Remove extra\b.*mukha, intent, payload/);
  });
});
