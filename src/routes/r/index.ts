/**
 * @module Family R: reference routes at {base}/api, flat numeric birth fields. Errors: E1 for the
 * chart routes, E2 for the rest.
 */
import { FamilyApp } from '../../http/family-app.js';
import { postChart } from './chart.js';
import { getHealth } from './health.js';

export function createFamilyR(): FamilyApp {
  const f = new FamilyApp('R', 'E2');
  f.on('POST', '/api/chart', { style: 'E1' }, postChart);
  f.on('GET', '/api/health', {}, getHealth);
  return f;
}
