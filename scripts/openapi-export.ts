/**
 * `npm run openapi`: writes the six OpenAPI 3.1 documents to openapi/<family>.json, as the Worker
 * serves them at /openapi/<family>.json, for a deployment at https://jyotisha.example (families by
 * path prefix). They are committed: the SDKs and the Postman collection are generated from them,
 * and test/routes/openapi-files.test.ts fails when they are stale. `npm run lint:openapi` runs
 * redocly's recommended rules on them (0 errors is the bar).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FAMILY_DESCRIPTIONS, FAMILY_PREFIX, familyApps } from '../src/routes/families.js';
import { openApiDocument } from '../src/http/openapi.js';
import type { FamilyId } from '../src/http/context.js';

export const EXPORT_ORIGIN = 'https://jyotisha.example';
const dir = join(process.cwd(), 'openapi');
mkdirSync(dir, { recursive: true });
for (const id of Object.keys(FAMILY_PREFIX) as FamilyId[]) {
  const doc = openApiDocument(
    id,
    familyApps()[id],
    EXPORT_ORIGIN + FAMILY_PREFIX[id],
    FAMILY_DESCRIPTIONS[id],
  );
  writeFileSync(join(dir, `${id}.json`), `${JSON.stringify(doc, null, 2)}\n`);
  console.log(`openapi/${id}.json: ${Object.keys(doc.paths as object).length} paths`);
}
