/**
 * Every Family V and T operation is checked by value (issue 21, point 4): this test walks both
 * OpenAPI documents and fails on an operation with neither a value check nor a stated reason it
 * computes nothing (test/routes/values/checks.ts), then runs every value check: the route is called
 * through the Worker and each number it answers is compared with the independent fixture
 * (test/fixtures/route-values-oracle.json) at the engine's own tolerance: 1" for positions, 1 s for
 * instants (docs/accuracy.md; the checks' header says how a tolerance carries to derived numbers).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import V from '../../../openapi/V.json';
import T from '../../../openapi/T.json';
import { call } from '../../helpers.js';
import { REGISTRY, makeContext, runCheck, type Ctx, type ValueCheck } from './checks.js';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
function operations(
  family: 'V' | 'T',
  doc: { paths: Record<string, Record<string, unknown>> },
): string[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops)
      .filter((m) => METHODS.includes(m))
      .map((m) => `${family} ${m.toUpperCase()} ${path}`),
  );
}
const ALL = [...operations('V', V as never), ...operations('T', T as never)];

describe('the registry covers every V and T operation', () => {
  it('V has 37 operations and T 49, each with a value check or a reason', () => {
    expect(ALL.filter((o) => o.startsWith('V '))).toHaveLength(37);
    expect(ALL.filter((o) => o.startsWith('T '))).toHaveLength(49);
    const missing = ALL.filter((o) => !(o in REGISTRY));
    expect(missing, 'operations with no value check and no reason').toEqual([]);
    const stale = Object.keys(REGISTRY).filter((o) => !ALL.includes(o));
    expect(stale, 'registry entries no operation has').toEqual([]);
  });
  it('every compute route has a value check; what is exempt says why', () => {
    const exempt = Object.entries(REGISTRY).filter(([, e]) => e.kind === 'non-compute');
    for (const [op, e] of exempt)
      expect(e.kind === 'non-compute' && e.reason.length > 5, op).toBe(true);
    // the compute routes the families declare are all value-checked
    for (const op of [
      'V POST /v1/chart',
      'V GET /v1/panchanga',
      'V POST /v1/shadbala',
      'T POST /api/chart',
      'T GET /api/panchang',
      'T POST /api/planets',
    ]) {
      expect(REGISTRY[op]!.kind, op).toBe('value');
    }
    expect(Object.values(REGISTRY).filter((e) => e.kind === 'value').length).toBeGreaterThanOrEqual(
      50,
    );
  });
});

describe('each compute route answers the independent numbers', () => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await makeContext(call, 'test-admin-token');
  });
  const checks = Object.entries(REGISTRY).filter(
    (e): e is [string, ValueCheck] => e[1].kind === 'value',
  );
  it.each(checks)('%s', async (op, check) => {
    const outcome = await runCheck(op, check, ctx);
    expect(outcome.compared).toBeGreaterThan(0);
    expect(outcome.failures, check.against).toEqual([]);
  });
});
