import { describe, expect, it } from 'vitest';
import { call } from '../helpers.js';
import { familyApps } from '../../src/routes/families.js';

describe('OpenAPI 3.1 documents per family', () => {
  it('the index links one per family', async () => {
    const body = await (
      await call('/')
    ).json<{ families: Array<{ id: string; openapi: string }> }>();
    for (const f of body.families) expect(f.openapi).toBe(`http://api.test/openapi/${f.id}.json`);
  });
  it.each(['R', 'R2', 'N', 'V', 'T', 'P'] as const)(
    'family %s documents every registered route',
    async (id) => {
      const res = await call(`/openapi/${id}.json`);
      expect(res.status).toBe(200);
      const doc = await res.json<{
        openapi: string;
        servers: Array<{ url: string }>;
        paths: Record<
          string,
          Record<string, { summary: string; requestBody?: unknown; parameters?: unknown[] }>
        >;
      }>();
      expect(doc.openapi).toBe('3.1.0');
      const routes = familyApps()[id].routeList();
      const documented = Object.entries(doc.paths).flatMap(([p, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`),
      );
      expect(documented.sort()).toEqual(
        routes.map((r) => `${r.method} ${r.path.replace(/:([A-Za-z]+)/g, '{$1}')}`).sort(),
      );
      for (const r of routes) expect(r.summary, `${r.method} ${r.path}`).toBeTruthy();
    },
  );
  it("request bodies come from the routes' zod schemas", async () => {
    const doc = await (
      await call('/openapi/R.json')
    ).json<{
      paths: Record<
        string,
        Record<
          string,
          {
            requestBody: {
              content: {
                'application/json': {
                  schema: {
                    properties: Record<string, { minimum?: number; maximum?: number }>;
                    required: string[];
                  };
                };
              };
            };
          }
        >
      >;
    }>();
    const chart = doc.paths['/api/chart']!.post!.requestBody.content['application/json'].schema;
    expect(chart.required).toEqual(
      expect.arrayContaining(['year', 'month', 'day', 'hour', 'minute', 'lat', 'lon', 'tzHours']),
    );
    expect(chart.properties.lat).toMatchObject({ minimum: -90, maximum: 90 });
    expect(doc.paths['/api/dashboard/charts/{id}']).toBeDefined();
  });
});
