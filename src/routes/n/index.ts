/**
 * @module Family N at {base}/n: flat numeric birth fields (latitude, longitude, timezone hours);
 * success as {success: true, data}, errors as {success: false, error: {code, message, field}}.
 */
import { FamilyApp } from '../../http/family-app.js';
import { nDoshaBodySchema, postDosha } from './dosha.js';
import { nMatchBodySchema, postMatch } from './match.js';
import { getNPanchang, nPanchangQuerySchema } from './panchang.js';

export function createFamilyN(): FamilyApp {
  const f = new FamilyApp('N', 'N');
  f.on('POST', '/api/dosha', { summary: 'The 7 doshas of a birth, Shani judged on onDate', body: nDoshaBodySchema }, postDosha);
  f.on('POST', '/api/match', { summary: 'Ashtakoota 36-point matching, person1 the boy', body: nMatchBodySchema }, postMatch);
  f.on('GET', '/api/panchang', { summary: 'Panchang of a date at an Indian city (default delhi, today in India)', query: nPanchangQuerySchema, etag: true, example: { city: 'varanasi', date: '2026-11-24' } }, getNPanchang);
  return f;
}
