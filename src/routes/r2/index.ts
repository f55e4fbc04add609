/**
 * @module Family R2: see docs/families.md for its conventions and error envelope.
 */
import { FamilyApp } from '../../http/family-app.js';

export function createFamilyR2(): FamilyApp {
  const f = new FamilyApp('R2', 'E3');
  return f;
}
