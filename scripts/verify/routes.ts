/**
 * @module Verification rows of the route value checks (issue 21, point 4): the built Worker run in
 * workerd through Miniflare (scripts/local-worker.mjs), every value check of
 * test/routes/values/checks.ts called against it (Swiss Ephemeris, PyJHora and rules worked from the
 * texts, test/fixtures/route-values-oracle.json), one row per family, and one per route with its
 * number of compared values and the worst difference as a share of its tolerance.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyMigrations, buildWorker, localWorker } from '../local-worker.mjs';
import {
  REGISTRY,
  makeContext,
  runCheck,
  type CheckOutcome,
  type ValueCheck,
} from '../../test/routes/values/checks';
import type { VerifyRow, VerifySection } from './types';

const ORIGIN = 'http://api.verify';
const ADMIN = 'verify-admin-token';

export const routesSection: VerifySection = async () => {
  const out = mkdtempSync(join(tmpdir(), 'jyotisha-verify-'));
  try {
    buildWorker(process.cwd(), out);
    const mf = localWorker(out, { publicBaseUrl: ORIGIN, quiet: true, adminToken: ADMIN });
    try {
      await applyMigrations(mf, process.cwd());
      const fetch = (path: string, init?: RequestInit) =>
        mf.dispatchFetch(`${ORIGIN}${path}`, init as never) as unknown as Promise<Response>;
      const ctx = await makeContext(fetch, ADMIN);
      const outcomes: CheckOutcome[] = [];
      for (const [op, e] of Object.entries(REGISTRY)) {
        if (e.kind !== 'value') continue;
        try {
          outcomes.push(await runCheck(op, e as ValueCheck, ctx));
        } catch (err) {
          outcomes.push({
            op,
            against: (e as ValueCheck).against,
            compared: 0,
            failures: [String(err)],
            worstShare: Infinity,
          });
        }
      }
      const rows: VerifyRow[] = [];
      for (const fam of ['V', 'T'] as const) {
        const mine = outcomes.filter((o) => o.op.startsWith(`${fam} `));
        rows.push({
          feature: `Family ${fam}: compute routes checked by value (${mine.length}; ${Object.keys(REGISTRY).filter((k) => k.startsWith(`${fam} `)).length - mine.length} operations compute nothing)`,
          reference:
            'Swiss Ephemeris (DE431), PyJHora 4.8.5, rules worked from the texts (test/fixtures/route-values-oracle.json)',
          cases: mine.length,
          agree: mine.filter((o) => o.failures.length === 0 && o.compared > 0).length,
          known:
            mine
              .filter((o) => o.failures.length)
              .map((o) => `${o.op}: ${o.failures[0]}`)
              .join('; ') || 'none',
        });
      }
      for (const o of outcomes) {
        rows.push({
          feature: `${o.op} (${o.compared} values; worst ${(100 * o.worstShare).toFixed(0)}% of tolerance)`,
          reference: o.against,
          cases: o.compared,
          agree: o.compared - o.failures.length,
          known: o.failures.length ? o.failures.slice(0, 3).join('; ') : 'none',
        });
      }
      return rows;
    } finally {
      await mf.dispose();
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
};
