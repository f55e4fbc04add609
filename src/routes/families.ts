/**
 * @module The six family apps built at once, for the OpenAPI export, the docs data and the tests
 * that walk every route table (the Worker itself loads each family on demand:
 * src/routes/dispatch.ts). Also re-exports the family registry (src/platform/families.ts) and the
 * dispatcher, so a test can reach the whole surface from one module.
 */
import type { FamilyApp } from '../http/family-app.js';
import type { FamilyId } from '../platform/families.js';
import { createFamilyN } from './n/index.js';
import { createFamilyP } from './p/index.js';
import { createFamilyR } from './r/index.js';
import { createFamilyR2 } from './r2/index.js';
import { createFamilyT } from './t/index.js';
import { createFamilyV } from './v/index.js';

export {
  FAMILY_DESCRIPTIONS,
  FAMILY_IDS,
  FAMILY_PREFIX,
  familyBaseUrl,
  parseFamilyHosts,
  type FamilyId,
} from '../platform/families.js';
export { dispatch } from './dispatch.js';

let apps: Record<FamilyId, FamilyApp> | undefined;
/** The family apps, built once per isolate. */
export function familyApps(): Record<FamilyId, FamilyApp> {
  apps ??= {
    R: createFamilyR(),
    R2: createFamilyR2(),
    V: createFamilyV(),
    N: createFamilyN(),
    T: createFamilyT(),
    P: createFamilyP(),
  };
  return apps;
}
