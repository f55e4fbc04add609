/**
 * Issue 32 point 5: every bad-input answer carries advice. Variant R2 answers in envelope E3,
 * whose `hint` is the advice (the spec: "E3 adds per-field hints"); before, a fifth of its 4xx
 * answers had none (malformed and empty bodies, wrong content types, unknown fields and query
 * keys, 404 and 405, the rectify and operator validations...). This walks every R2 operation
 * with the kinds of bad input the fuzzer sends and requires a hint on every 4xx, and checks
 * that every error code the source gives has advice in the catalogue (the hint a code falls back
 * to when its thrower wrote none).
 */
import { describe, expect, it } from 'vitest';
import { call } from '../../helpers.js';
import { ERROR_CODES } from '../../../src/generated/error-codes.js';
import { ERROR_ADVICE } from '../../../src/routes/docs/error-advice.js';
import { routesOf, type FuzzRoute } from '../../fuzz/bad-requests.js';

type Json = Record<string, any>;
let n = 0;
const ip = () => {
  n += 1;
  return `10.58.${(n >> 8) & 255}.${n & 255}`;
};

/** Bad requests for one operation: one of each kind, deterministic. */
function badRequestsFor(r: FuzzRoute): Array<{ what: string; path: string; init: RequestInit }> {
  const path = r.path.replace(/\{[^}]+\}/g, 'nope');
  const json = (body: string, ct = 'application/json') => ({
    method: r.method,
    headers: { 'content-type': ct, 'cf-connecting-ip': ip() },
    body,
  });
  const out: Array<{ what: string; path: string; init: RequestInit }> = [
    {
      what: 'unknown query key',
      path: `${path}?bogus=1`,
      init:
        r.method === 'GET'
          ? { headers: { 'cf-connecting-ip': ip() } }
          : json(JSON.stringify(r.body ?? {})),
    },
    {
      what: 'odd method',
      path,
      init: { method: r.method === 'GET' ? 'PUT' : 'PATCH', headers: { 'cf-connecting-ip': ip() } },
    },
    {
      what: 'no such path',
      path: `${path}/nowhere`,
      init: { headers: { 'cf-connecting-ip': ip() } },
    },
  ];
  if (r.body) {
    const base = r.body;
    out.push({ what: 'malformed JSON', path, init: json('{"a":') });
    out.push({ what: 'empty body', path, init: json('') });
    out.push({ what: 'not an object', path, init: json('[1,2]') });
    out.push({ what: 'text/plain', path, init: json(JSON.stringify(base), 'text/plain') });
    out.push({ what: 'unknown field', path, init: json(JSON.stringify({ ...base, bogus: 1 })) });
    for (const k of Object.keys(base)) {
      out.push({
        what: `${k}: wrong type`,
        path,
        init: json(JSON.stringify({ ...base, [k]: [] })),
      });
      const { [k]: _drop, ...rest } = base;
      out.push({ what: `${k}: missing`, path, init: json(JSON.stringify(rest)) });
    }
  }
  return out;
}

describe('R2: every 4xx answer carries a hint', () => {
  it('over every operation and the kinds of bad input', async () => {
    const doc = await (await call('/openapi/R2.json')).json<any>();
    const routes = routesOf('R2', doc, '/r2');
    expect(routes.length).toBeGreaterThan(8);
    const missing: string[] = [];
    let answers = 0;
    for (const r of routes) {
      for (const b of badRequestsFor(r)) {
        const res = await call(b.path, b.init);
        if (res.status < 400 || res.status >= 500) {
          await res.body?.cancel();
          continue;
        }
        answers++;
        const body = await res.json<Json>().catch(() => ({}) as Json);
        if (typeof body.hint !== 'string' || body.hint.length < 10)
          missing.push(`${res.status} ${body.error} ${r.method} ${b.path} (${b.what})`);
      }
    }
    expect(answers).toBeGreaterThan(60);
    expect(missing).toEqual([]);
  });

  it('every error code the source gives has advice to fall back to', () => {
    const without = ERROR_CODES.filter((e) => !(ERROR_ADVICE[e.code]?.action ?? '').trim()).map(
      (e) => e.code,
    );
    expect(without).toEqual([]);
  });
});
