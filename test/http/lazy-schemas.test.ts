/**
 * Issue 33 point 3 (cold start): loading a family and building its app builds none of its
 * routes' answer schemas (declared with `lazySchema`: only the OpenAPI documents and the tests use
 * them), and its chart and panchanga routes' input schemas are built by their first request, not
 * by the family's load. A stand-in is its schema to zod: the same parse and the same JSON Schema.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { isUnbuilt, lazySchema, real } from '../../src/http/lazy-schema.js';

describe('lazy schemas', () => {
  it("loading every family builds no route's answer schema", async () => {
    const apps = [
      (await import('../../src/routes/r/index.js')).createFamilyR(),
      (await import('../../src/routes/r2/index.js')).createFamilyR2(),
      (await import('../../src/routes/v/index.js')).createFamilyV(),
      (await import('../../src/routes/n/index.js')).createFamilyN(),
      (await import('../../src/routes/t/index.js')).createFamilyT(),
      (await import('../../src/routes/p/index.js')).createFamilyP(),
    ];
    const routes = apps.flatMap((a) =>
      a.routeList().map((r) => ({ ...r, name: `${a.family} ${r.method} ${r.path}` })),
    );
    const answered = routes.filter((r) => r.response !== undefined);
    expect(answered.length).toBeGreaterThan(100);
    expect(answered.filter((r) => !isUnbuilt(r.response)).map((r) => r.name)).toEqual([]);
    // the goal routes' inputs too (issue 33: R, V and T chart, P panchanga)
    const goal = [
      'R POST /api/chart',
      'V POST /v1/chart',
      'T POST /api/chart',
      'P GET /api/panchanga',
    ];
    for (const name of goal) {
      const r = routes.find((x) => x.name === name)!;
      expect(r, name).toBeDefined();
      for (const s of [r.body, r.query].filter((x) => x !== undefined))
        expect(isUnbuilt(s), `${name} input`).toBe(true);
    }
  });

  it('a stand-in parses, describes and composes as its schema', () => {
    let calls = 0;
    const inner = lazySchema(() => {
      calls++;
      return z.number().int().nullable().describe('a count');
    });
    const outer = lazySchema(() => z.object({ n: inner, m: inner.optional() }).describe('outer'));
    expect(calls).toBe(0);
    expect(isUnbuilt(outer)).toBe(true);
    expect(outer.parse({ n: 3 })).toEqual({ n: 3 });
    expect(calls).toBe(1);
    expect(isUnbuilt(outer)).toBe(false);
    expect(outer.safeParse({ n: 1.5 }).success).toBe(false);
    expect(outer instanceof z.ZodObject).toBe(true);
    expect(Object.keys((outer as unknown as z.ZodObject).shape)).toEqual(['n', 'm']);
    // the same JSON Schema as the schema written out directly, nested stand-ins included
    const direct = z
      .object({
        n: z.number().int().nullable().describe('a count'),
        m: z.number().int().nullable().describe('a count').optional(),
      })
      .describe('outer');
    expect(z.toJSONSchema(real(outer))).toEqual(z.toJSONSchema(direct));
    expect(z.toJSONSchema(z.object({ o: outer }))).toEqual(z.toJSONSchema(z.object({ o: direct })));
  });
});
