/**
 * @module Family N at {base}/n: flat numeric birth fields (latitude, longitude, timezone hours);
 * success as {success: true, data}, errors as {success: false, error: {code, message, field}}.
 */
import { FamilyApp } from '../../http/family-app.js';
import { postDosha } from './dosha.js';
import { postMatch } from './match.js';

export function createFamilyN(): FamilyApp {
  const f = new FamilyApp('N', 'N');
  f.post('/api/dosha', postDosha);
  f.post('/api/match', postMatch);
  return f;
}
