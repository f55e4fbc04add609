/**
 * @module Family T: see docs/families.md for its conventions and error envelope.
 */
import { FamilyApp } from '../../http/family-app.js';

export function createFamilyT(): FamilyApp {
  const f = new FamilyApp('T', 'T');
  return f;
}
