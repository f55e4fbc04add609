/**
 * @module Family V: see docs/families.md for its conventions and error envelope.
 */
import { FamilyApp } from '../../http/family-app.js';

export function createFamilyV(): FamilyApp {
  const f = new FamilyApp('V', 'V');
  return f;
}
