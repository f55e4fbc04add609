/**
 * The spec's tier tags of Family R (and Variant R2), S compute and W witness (docs/families.md
 * "Tier tags"): every operation declares exactly one, OpenAPI carries it as `x-tier` with an
 * `X-Tier` header on every response, and a live answer of the route (here a cheap error: an
 * unknown query key, a body that is not JSON) sends the same `X-Tier`. A route added to R or R2
 * without a tag fails the first test.
 */
import { describe, expect, it } from 'vitest';
import { call } from '../helpers.js';
import { familyApps } from '../../src/routes/families.js';

type Op = {
  'x-tier'?: string;
  tags?: string[];
  responses: Record<string, { headers?: Record<string, unknown> }>;
};
type Doc = { paths: Record<string, Record<string, Op>> };

const TIERED = ['R', 'R2'] as const;
const PREFIX = { R: '', R2: '/r2' } as const;

describe('tier tags S and W on Family R and R2', () => {
  it.each(TIERED)(
    'every %s operation declares exactly one tier, S or W, and OpenAPI carries it on the operation and every response',
    async (id) => {
      const routes = familyApps()[id].routeList();
      expect(routes.length).toBeGreaterThan(0);
      const doc = await (await call(`/openapi/${id}.json`)).json<Doc>();
      for (const r of routes) {
        const what = `${id} ${r.method} ${r.path}`;
        expect(['S', 'W'], what).toContain(r.tier);
        const op = doc.paths[r.path.replace(/:([A-Za-z]+)/g, '{$1}')]![r.method.toLowerCase()]!;
        expect(op['x-tier'], what).toBe(r.tier);
        for (const [status, res] of Object.entries(op.responses))
          expect(Object.keys(res.headers ?? {}), `${what} ${status}`).toContain('X-Tier');
      }
    },
  );

  it('no other family declares a tier', () => {
    for (const id of ['V', 'N', 'T', 'P'] as const) {
      const routes = familyApps()[id].routeList();
      expect(
        routes.filter((r) => r.tier),
        id,
      ).toEqual([]);
    }
  });

  it.each(TIERED)(
    'every %s operation answers X-Tier as OpenAPI says, errors included',
    async (id) => {
      const doc = await (await call(`/openapi/${id}.json`)).json<Doc>();
      let n = 0;
      for (const [p, ops] of Object.entries(doc.paths)) {
        for (const [method, op] of Object.entries(ops)) {
          n += 1;
          const path = PREFIX[id] + p.replace(/\{[^}]+\}/g, 'x');
          // cheap answers that need no computation: an unknown query key on a GET, text where JSON is due on a POST
          const init: RequestInit =
            method === 'get'
              ? { headers: { 'cf-connecting-ip': `203.0.113.${n}` } }
              : {
                  method: method.toUpperCase(),
                  headers: {
                    'content-type': 'text/plain',
                    'cf-connecting-ip': `203.0.113.${n}`,
                    origin: 'http://api.test',
                  },
                  body: 'x',
                };
          const res = await call(method === 'get' ? `${path}?tier_probe=1` : path, init);
          await res.arrayBuffer();
          expect(
            res.headers.get('x-tier'),
            `${id} ${method.toUpperCase()} ${path} answered ${res.status}`,
          ).toBe(op['x-tier']);
        }
      }
    },
  );

  it('a 405, a HEAD and a 304 carry the tag of the path; CORS exposes it', async () => {
    const put = await call('/api/press', { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('x-tier')).toBe('W');
    expect((await call('/r2/api/chart', { method: 'GET' })).headers.get('x-tier')).toBe('S');
    const head = await call('/api/press', { method: 'HEAD' });
    expect(head.headers.get('x-tier')).toBe('W');
    const ok = await call('/api/press', { headers: { origin: 'https://app.example' } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-expose-headers')?.toLowerCase().split(/,\s*/)).toContain(
      'x-tier',
    );
    const notModified = await call('/api/press', {
      headers: { 'if-none-match': ok.headers.get('etag')! },
    });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('x-tier')).toBe('W');
    // other families send no tag
    expect((await call('/p/api/transit-today')).headers.get('x-tier')).toBeNull();
  });
});
