/**
 * @module Family R: reference routes at {base}/api, flat numeric birth fields. Errors: E1 for the
 * chart routes, E2 for the rest.
 */
import { FamilyApp } from '../../http/family-app.js';
import { postChart } from './chart.js';
import { getHealth } from './health.js';
import { getYogaCatalogue } from './yogas.js';
import { R_SAHAJA_LIMITS, sahajaHandler } from './sahaja.js';
import { postVersionedChart } from './versioned-chart.js';
import { postLogin, postLogout, postSignup } from './auth.js';
import { getDashboardChart, getDashboardCharts, getDashboardHtml, getDashboardKeys, postDashboardKeys } from './dashboard.js';
import { getPanchang } from './panchang.js';
import { getMuhurta, muhurtaLimit, postMuhurta } from './muhurta.js';
import { getUtsavas } from './utsavas.js';
import { corsAny, getRssDaily, getRssMeta } from './rss.js';
import { postRectify } from './rectify.js';
import { getOperatorHandshake, postOperatorDispatch, rOperatorLimit } from './operator.js';
import { getPress } from './press.js';
import { getIndexNow, postIndexNow } from './indexnow.js';
import { getKeyFile } from './keyfile.js';

export function createFamilyR(): FamilyApp {
  const f = new FamilyApp('R', 'E2');
  f.on('POST', '/api/chart', { style: 'E1' }, postChart);
  f.on('GET', '/api/health', {}, getHealth);
  f.on('GET', '/api/yogas/catalogue', {}, getYogaCatalogue);
  f.on('POST', '/api/sahaja', {}, sahajaHandler(R_SAHAJA_LIMITS));
  f.on('POST', '/api/v1/service/chart', { style: 'E1' }, postVersionedChart);
  f.on('POST', '/api/auth/signup', {}, postSignup);
  f.on('POST', '/api/auth/login', {}, postLogin);
  f.on('POST', '/api/auth/logout', {}, postLogout);
  f.on('GET', '/api/dashboard', {}, getDashboardHtml);
  f.on('GET', '/api/dashboard/charts', {}, getDashboardCharts);
  f.on('GET', '/api/dashboard/charts/:id', {}, getDashboardChart);
  f.on('GET', '/api/dashboard/keys', {}, getDashboardKeys);
  f.on('POST', '/api/dashboard/keys', {}, postDashboardKeys);
  f.on('GET', '/api/panchang', {}, getPanchang);
  f.on('GET', '/api/muhurta', {}, muhurtaLimit, getMuhurta);
  f.on('POST', '/api/muhurta', {}, muhurtaLimit, postMuhurta);
  f.on('GET', '/api/utsavas', {}, getUtsavas);
  f.on('GET', '/api/rss', {}, corsAny, getRssMeta);
  f.on('GET', '/api/rss/daily', {}, corsAny, getRssDaily);
  f.on('POST', '/api/rectify', {}, postRectify);
  f.on('POST', '/api/operator/dispatch', {}, rOperatorLimit, postOperatorDispatch);
  f.on('GET', '/api/operator/dispatch', {}, getOperatorHandshake);
  f.on('GET', '/api/press', {}, getPress);
  f.on('POST', '/api/indexnow', {}, postIndexNow);
  f.on('GET', '/api/indexnow', {}, getIndexNow);
  // IndexNow key file at the root; outside the route table (not an API route, no 405 answers).
  f.app.get('/:keyfile{[A-Za-z0-9-]{8,128}\\.txt}', getKeyFile);
  return f;
}
