/**
 * @module Family N: see docs/families.md for its conventions and error envelope.
 */
import { FamilyApp } from '../../http/family-app.js';

export function createFamilyN(): FamilyApp {
  const f = new FamilyApp('N', 'N');
  return f;
}
