/**
 * The committed OpenAPI documents (openapi/*.json, written by `npm run openapi`, linted by
 * `npm run lint:openapi`) are what the Worker generates now: a route or schema change without
 * re-running the export fails here.
 */
import { describe, expect, it } from 'vitest';
import { FAMILY_DESCRIPTIONS, FAMILY_PREFIX, familyApps } from '../../src/routes/families.js';
import { openApiDocument } from '../../src/http/openapi.js';
import type { FamilyId } from '../../src/http/context.js';
import R from '../../openapi/R.json';
import R2 from '../../openapi/R2.json';
import V from '../../openapi/V.json';
import N from '../../openapi/N.json';
import T from '../../openapi/T.json';
import P from '../../openapi/P.json';

const COMMITTED: Record<FamilyId, unknown> = { R, R2, V, N, T, P };

describe('openapi/*.json are not stale', () => {
  it.each(Object.keys(FAMILY_PREFIX) as FamilyId[])(
    '%s equals the generated document (run npm run openapi after a route change)',
    (id) => {
      const now = JSON.parse(
        JSON.stringify(
          openApiDocument(
            id,
            familyApps()[id],
            `https://jyotisha.example${FAMILY_PREFIX[id]}`,
            FAMILY_DESCRIPTIONS[id],
          ),
        ),
      );
      expect(now).toEqual(COMMITTED[id]);
    },
  );
});
