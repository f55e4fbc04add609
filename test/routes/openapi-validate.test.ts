/**
 * Issue 11 point 9: the OpenAPI documents are honest. For every operation of every family with
 * routes (each declares a response schema), the documented example request is sent through
 * the Worker and the live answer is validated against the documented schema of the status it
 * returned; one bad request per operation is validated against the documented error schema.
 * For every family: operationIds are unique, each operation has tags and a 2xx schema, and
 * routes declaring a response schema publish it. Validation uses @cfworker/json-schema (a
 * JSON Schema 2020-12 interpreter: ajv compiles validators with `new Function`, which workerd
 * forbids after start-up).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@cfworker/json-schema';
import { exports } from 'cloudflare:workers';
import { familyApps, FAMILY_PREFIX } from '../../src/routes/families.js';

const ORIGIN = 'http://api.test';
type Doc = {
  paths: Record<string, Record<string, any>>;
  components: { schemas: Record<string, unknown> };
};

async function doc(fam: string): Promise<Doc> {
  return (await exports.default.fetch(new Request(`${ORIGIN}/openapi/${fam}.json`))).json<Doc>();
}

/** A schema of the document made standalone: component refs point into its own $defs (recursion kept). */
function deref(schema: unknown, d: Doc): unknown {
  const rewrite = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(rewrite);
    if (v && typeof v === 'object')
      return Object.fromEntries(
        Object.entries(v).map(([k, x]) => [
          k,
          k === '$ref' && typeof x === 'string'
            ? x.replace('#/components/schemas/', '#/$defs/')
            : rewrite(x),
        ]),
      );
    return v;
  };
  return { ...(rewrite(schema) as object), $defs: rewrite(d.components.schemas) };
}

function check(d: Doc, op: any, status: number, contentType: string, body: unknown): string[] {
  const r = op.responses[String(status)];
  if (!r) return [`status ${status} is not documented`];
  if (!r.content) return [];
  const media = Object.keys(r.content)[0]!;
  if (!contentType.startsWith(media.split(';')[0]!))
    return [`content type ${contentType} is not the documented ${media}`];
  if (!media.includes('json')) return typeof body === 'string' ? [] : ['expected a text body'];
  const v = new Validator(deref(r.content[media].schema, d) as never, '2020-12', false);
  const res = v.validate(body as never);
  return res.valid ? [] : res.errors.slice(0, 3).map((e) => `${e.instanceLocation} ${e.error}`);
}

let ip = 0;
/** Family T's routes take a bearer key: a Pro key issued through the routes, for every T request. */
let tAuth: Record<string, string> = {};
/** Family V's likewise: a live V key with the Pro tier. */
let vAuth: Record<string, string> = {};
async function send(path: string, method: string, op: any): Promise<Response> {
  const headers: Record<string, string> = {
    'cf-connecting-ip': `10.90.${Math.floor(++ip / 250)}.${ip % 250}`,
    ...(path.startsWith('/t/') ? tAuth : path.startsWith('/v1/') ? vAuth : {}),
  };
  let url = `${ORIGIN}${path}`;
  let body: string | undefined;
  const params = (op.parameters ?? []).filter(
    (p: any) => p.in === 'query' && p.example !== undefined,
  );
  if (params.length)
    url += `?${new URLSearchParams(params.map((p: any) => [p.name, String(p.example)])).toString()}`;
  const media = op.requestBody?.content?.['application/json'];
  if (media) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(media.example ?? {});
  }
  return exports.default.fetch(
    new Request(url, { method, headers, ...(body !== undefined ? { body } : {}) }),
  );
}

describe('OpenAPI documents: structure', () => {
  it.each(Object.keys(FAMILY_PREFIX))(
    'family %s: unique operationIds, tags, a documented success and the security schemes',
    async (fam) => {
      const d = await doc(fam);
      const ids = Object.values(d.paths).flatMap((ops) =>
        Object.values(ops).map((o: any) => o.operationId),
      );
      expect(new Set(ids).size).toBe(ids.length);
      for (const [p, ops] of Object.entries(d.paths)) {
        for (const [m, op] of Object.entries(ops)) {
          expect(op.tags?.length, `${m} ${p}`).toBeGreaterThan(0);
          expect(
            Object.keys(op.responses).some((s) => s.startsWith('2')),
            `${m} ${p}`,
          ).toBe(true);
          expect(op.responses['400'] && op.responses['500'], `${m} ${p}`).toBeTruthy();
        }
      }
      // every security scheme an operation names is defined, and no other
      const named = new Set(
        Object.values(d.paths).flatMap((ops) =>
          Object.values(ops).flatMap((o: any) =>
            (o.security as Array<Record<string, string[]>>).flatMap((r) => Object.keys(r)),
          ),
        ),
      );
      expect(new Set(Object.keys((d.components as any).securitySchemes ?? {}))).toEqual(named);
    },
  );

  it('a route declaring a response schema publishes it (not {})', async () => {
    for (const [fam, app] of Object.entries(familyApps())) {
      const d = await doc(fam);
      for (const r of app.routeList().filter((x) => x.response)) {
        const op =
          d.paths[r.path.replace(/:([A-Za-z]+)(\{[^}]*\})?/g, '{$1}')]![r.method.toLowerCase()];
        const ok = op.responses[String(r.successStatus ?? 200)];
        const schema = Object.values<any>(ok.content)[0].schema;
        expect(Object.keys(schema).length, `${fam} ${r.method} ${r.path}`).toBeGreaterThan(0);
      }
    }
  });
});

/** Documented examples that cannot succeed here, and the status they answer instead. */
const EXPECTED_REFUSAL: ReadonlyArray<{ fam?: string; path: RegExp; status: number; why: string }> =
  [
    {
      fam: 'P',
      path: /\/webhooks\//,
      status: 503,
      why: 'the webhook secrets are not configured in tests',
    },
    { path: /\/api\/indexnow$/, status: 503, why: 'no IndexNow key in tests' },
    { path: /\/api\/dashboard/, status: 401, why: 'needs a signed-in session cookie' },
    { fam: 'T', path: /\/admin\//, status: 401, why: 'the operator token is not sent' },
    {
      fam: 'T',
      path: /\{id\}/,
      status: 404,
      why: 'the path parameter is the template itself, no such resource',
    },
    {
      fam: 'T',
      path: /\/api\/webhooks$/,
      status: 404,
      why: 'the example watches a saved chart id that does not exist',
    },
    {
      fam: 'V',
      path: /\/verify\//,
      status: 400,
      why: 'the path parameter is the template itself, not a request id',
    },
  ];

describe.each(['R', 'R2', 'N', 'P', 'T', 'V'])(
  'family %s: live answers match the document',
  (fam) => {
    beforeAll(async () => {
      if (fam === 'V' && !vAuth.authorization) {
        const res = await exports.default.fetch(
          new Request(`${ORIGIN}/v1/keys`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'cf-connecting-ip': '10.92.0.2' },
            body: JSON.stringify({ email: 'openapi-v@example.com' }),
          }),
        );
        const k = await res.json<{ key: string; id: string }>();
        await exports.default.fetch(
          new Request(`${ORIGIN}/t/api/admin/keys/${k.id}/tier`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-admin-token': 'test-admin-token' },
            body: JSON.stringify({ tier: 'pro' }),
          }),
        );
        vAuth = { authorization: `Bearer ${k.key}` };
      }
      if (fam !== 'T' || tAuth.authorization) return;
      const res = await exports.default.fetch(
        new Request(`${ORIGIN}/t/api/keys`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'cf-connecting-ip': '10.92.0.1' },
          body: JSON.stringify({ email: 'openapi@example.com' }),
        }),
      );
      const k = await res.json<{ key: string; id: string }>();
      await exports.default.fetch(
        new Request(`${ORIGIN}/t/api/admin/keys/${k.id}/tier`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-admin-token': 'test-admin-token' },
          body: JSON.stringify({ tier: 'pro' }),
        }),
      );
      tAuth = { authorization: `Bearer ${k.key}` };
    });

    it('every operation declares its response schema', () => {
      for (const r of familyApps()[fam as 'R' | 'R2' | 'N' | 'P' | 'T' | 'V'].routeList())
        expect(r.response, `${r.method} ${r.path}`).toBeDefined();
    });

    it('the documented example of every operation is accepted and its answer validates', async () => {
      const d = await doc(fam);
      const prefix = FAMILY_PREFIX[fam as 'R' | 'R2' | 'N' | 'P' | 'T' | 'V'];
      const problems: string[] = [];
      for (const [p, ops] of Object.entries(d.paths)) {
        for (const [m, op] of Object.entries(ops)) {
          const res = await send(prefix + p, m.toUpperCase(), op);
          const ct = res.headers.get('content-type') ?? '';
          const body =
            ct.includes('json') && !ct.includes('ndjson') ? await res.json() : await res.text();
          // the refusals listed above are expected; their error bodies are still validated
          const expected = EXPECTED_REFUSAL.find(
            (e) => (e.fam === undefined || e.fam === fam) && e.path.test(p),
          );
          if (res.status >= 400 && res.status !== expected?.status)
            problems.push(
              `${m} ${p}: the documented example was answered ${res.status} ${JSON.stringify(body).slice(0, 160)}`,
            );
          for (const e of check(d, op, res.status, ct, body))
            problems.push(`${m} ${p} ${res.status}: ${e}`);
        }
      }
      expect(problems).toEqual([]);
    });

    it('a bad request to every operation answers a documented error in the family envelope', async () => {
      const d = await doc(fam);
      const prefix = FAMILY_PREFIX[fam as 'R' | 'R2' | 'N' | 'P' | 'T' | 'V'];
      const auth = fam === 'T' ? tAuth : fam === 'V' ? vAuth : {};
      const problems: string[] = [];
      for (const [p, ops] of Object.entries(d.paths)) {
        for (const [m, op] of Object.entries(ops)) {
          const bad = op.requestBody
            ? await exports.default.fetch(
                new Request(`${ORIGIN}${prefix}${p}`, {
                  method: m.toUpperCase(),
                  headers: {
                    'content-type': 'application/json',
                    'cf-connecting-ip': `10.91.0.${++ip % 250}`,
                    ...auth,
                  },
                  body: '{"no_such_field": 1}',
                }),
              )
            : await exports.default.fetch(
                new Request(`${ORIGIN}${prefix}${p}?no_such_key=1`, {
                  method: m.toUpperCase(),
                  headers: { 'cf-connecting-ip': `10.91.1.${++ip % 250}`, ...auth },
                }),
              );
          // routes without input (e.g. logout, the IndexNow ping) may accept an unknown query key
          if (bad.status < 400) {
            await bad.body?.cancel();
            continue;
          }
          for (const e of check(
            d,
            op,
            bad.status,
            bad.headers.get('content-type') ?? '',
            await bad.json(),
          ))
            problems.push(`${m} ${p} ${bad.status}: ${e}`);
        }
      }
      expect(problems).toEqual([]);
    });
  },
);
