/**
 * @module Family P: see docs/families.md for its conventions and error envelope.
 */
import { FamilyApp } from '../../http/family-app.js';

export function createFamilyP(): FamilyApp {
  const f = new FamilyApp('P', 'P');
  return f;
}
