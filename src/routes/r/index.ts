/**
 * @module Family R: reference routes at {base}/api, flat numeric birth fields. Errors: E1 for the
 * chart routes, E2 for the rest.
 */
import { FamilyApp } from '../../http/family-app.js';
import * as R from '../shared/reference/responses.js';
import { postChart, rChartBodySchema } from '../shared/reference/chart.js';
import { rChartQuerySchema } from '../shared/reference/chart-include.js';
import { chartSvgBodySchema, chartSvgQuerySchema, getChartSvg, postChartSvg } from './chart-svg.js';
import { getHealth } from './health.js';
import { getYogaCatalogue } from './yogas.js';
import { R_SAHAJA_LIMITS, sahajaBodyDocSchema, sahajaHandler } from '../shared/reference/sahaja.js';
import { postSahajaClassify, sahajaClassifyBodySchema } from './sahaja-classify.js';
import { postVersionedChart, versionedChartBodySchema } from './versioned-chart.js';
import { loginSchema, postLogin, postLogout, postSignup, signupSchema } from './auth.js';
import { getDashboardChart, getDashboardCharts, getDashboardKeys, postDashboardKeys } from './dashboard.js';
import { getApiDashboardPage, getAuthPage, getDashboardPage, postAuthForm, postDashboardKeyForm, postLogoutForm, postRevokeKeyForm } from './pages.js';
import { getPanchang } from '../shared/reference/panchang.js';
import { getMuhurta, muhurtaBodySchema, muhurtaLimit, muhurtaQuerySchema, postMuhurta } from '../shared/reference/muhurta.js';
import { getUtsavas, utsavasQuerySchema } from '../shared/reference/utsavas.js';
import { getRssDaily, getRssMeta } from '../shared/reference/rss.js';
import { postRectify, RECTIFY_LIMIT, rectifyBodySchema } from '../shared/reference/rectify.js';
import { durableLimit } from '../../http/rate-limit.js';
import { dispatchSchema, getOperatorHandshake, postOperatorDispatch, rOperatorLimit } from '../shared/reference/operator.js';
import { getPress } from '../shared/reference/press.js';
import { getIndexNow, indexNowBodySchema, postIndexNow } from '../shared/reference/indexnow.js';
import { getKeyFile } from './keyfile.js';

export function createFamilyR(): FamilyApp {
  const f = new FamilyApp('R', 'E2');
  f.on('POST', '/api/chart', { style: 'E1', summary: 'SovereignChart from flat birth fields (saved to the account with a session cookie); include= selects parts', errors: { 422: 'HOUSE_SYSTEM_UNDEFINED: the houseSystem asked for does not exist at the latitude (Placidus inside the polar circles)' }, body: rChartBodySchema, query: rChartQuerySchema, response: R.rChartResponseSchema, auth: 'session', example: { year: 1990, month: 5, day: 17, hour: 12, minute: 15, lat: 28.6139, lon: 77.209, tzHours: 5.5 } }, postChart);
  f.on('GET', '/api/chart.svg', { summary: 'Rashi and navamsa charts drawn as SVG, North or South Indian style (birth in the query)', query: chartSvgQuerySchema, produces: 'image/svg+xml', response: R.textBody, etag: true, example: { year: '1990', month: '5', day: '17', hour: '12', minute: '15', lat: '28.6139', lon: '77.209', tzHours: '5.5', style: 'north', chart: 'both', name: 'Asha' } }, getChartSvg);
  f.on('POST', '/api/chart.svg', { summary: 'Rashi and navamsa charts drawn as SVG from the chart body plus style and chart', body: chartSvgBodySchema, produces: 'image/svg+xml', response: R.textBody, example: { year: 1990, month: 5, day: 17, hour: 12, minute: 15, lat: 28.6139, lon: 77.209, tzHours: 5.5, style: 'south', chart: 'both', name: 'Asha' } }, postChartSvg);
  f.on('GET', '/api/health', { summary: 'Health: presence booleans of bindings and secrets; always 200', response: R.rHealthResponseSchema }, getHealth);
  f.on('GET', '/api/yogas/catalogue', { summary: 'The yoga catalogue with sources and rule summaries', response: R.rYogaCatalogueResponseSchema, etag: true }, getYogaCatalogue);
  f.on('POST', '/api/sahaja', { summary: 'Counsel chat (structural counsel only; 10/hour/IP)', body: sahajaBodyDocSchema, response: R.sahajaResponseSchema, limited: true, example: { message: 'What does my 7th house describe?' } }, sahajaHandler(R_SAHAJA_LIMITS));
  f.on('POST', '/api/sahaja/classify', { summary: 'Prediction-slip classifier for your own texts: every sentence scored (120/hour/IP)', body: sahajaClassifyBodySchema, response: R.sahajaClassifyResponseSchema, limited: true, example: { text: 'Your 7th lord Venus sits in the 10th house. Jupiter will bless you with a son in 2027.' } }, postSahajaClassify);
  f.on('POST', '/api/v1/service/chart', { style: 'E1', summary: 'Versioned chart: sayana and nirayana, lagna, tithi, ahargana, signature', body: versionedChartBodySchema, response: R.rVersionedChartResponseSchema, example: { birthDate: '1990-05-17', birthTime: '12:15:00', birthPlace: { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' }, ayanamsa: 'lahiri' } }, postVersionedChart);
  f.on('POST', '/api/auth/signup', { summary: 'Create an account and sign in', body: signupSchema, auth: 'session', response: R.signedInResponseSchema, successStatus: 201, example: { email: 'me@example.com', password: 'a long passphrase' } }, postSignup);
  f.on('POST', '/api/auth/login', { summary: 'Sign in (session cookie)', body: loginSchema, auth: 'session', limited: true, response: R.signedInResponseSchema, example: { email: 'me@example.com', password: 'a long passphrase' } }, postLogin);
  f.on('POST', '/api/auth/logout', { summary: 'Sign out', auth: 'session', response: R.signedOutResponseSchema }, postLogout);
  f.on('GET', '/api/dashboard', { summary: 'Dashboard page of the signed-in account (the /dashboard page; 401 when signed out)', produces: 'text/html', auth: 'session', response: R.textBody }, getApiDashboardPage);
  f.on('GET', '/api/dashboard/charts', { summary: "The signed-in account's saved charts", auth: 'session', response: R.dashboardChartsResponseSchema }, getDashboardCharts);
  f.on('GET', '/api/dashboard/charts/:id', { summary: 'One saved chart of the signed-in account (404 for any other)', auth: 'session', response: R.dashboardChartResponseSchema }, getDashboardChart);
  f.on('GET', '/api/dashboard/keys', { summary: "The account's R2 service keys (prefixes only)", auth: 'session', response: R.dashboardKeysResponseSchema }, getDashboardKeys);
  f.on('POST', '/api/dashboard/keys', { summary: 'Issue or rotate the R2 service key (shown once)', auth: 'session', response: R.dashboardKeyIssuedResponseSchema, successStatus: 201 }, postDashboardKeys);
  f.on('GET', '/api/panchang', { summary: 'Live panchang for the current instant at New Delhi (no query string)', response: R.rPanchangResponseSchema, etag: true }, getPanchang);
  f.on('GET', '/api/muhurta', { summary: 'Muhurtas, choghadiya, horas, kalams and panchang of a day (60/hour/IP)', query: muhurtaQuerySchema, response: R.rMuhurtaResponseSchema, limited: true, example: { date: '2026-11-22', lat: '28.6139', lon: '77.209', tz: '5.5' } }, muhurtaLimit, getMuhurta);
  f.on('POST', '/api/muhurta', { summary: 'Muhurta of a day, JSON body (60/hour/IP)', body: muhurtaBodySchema, response: R.rMuhurtaResponseSchema, limited: true, example: { date: '2026-11-22', lat: 28.6139, lon: 77.209, tz: 5.5 } }, muhurtaLimit, postMuhurta);
  f.on('GET', '/api/utsavas', { summary: 'Festivals and observances of a year (edge cache 1 hour)', query: utsavasQuerySchema, response: R.rUtsavasResponseSchema, etag: true, example: { year: '2026' } }, getUtsavas);
  f.on('GET', '/api/rss', { summary: 'RSS 2.0 meta feed of every feed', produces: 'application/rss+xml', response: R.textBody, etag: true }, getRssMeta);
  f.on('GET', '/api/rss/daily', { summary: 'Daily panchang RSS feed', produces: 'application/rss+xml', response: R.textBody, etag: true }, getRssDaily);
  f.on('POST', '/api/rectify', { summary: 'Birth-time rectification by reverse fit of past events: 3 to 5 ranked candidates (fair use: 30 requests per hour per IP; at most 6,000 grid instants x events)', body: rectifyBodySchema, response: R.rectifyResponseSchema, limited: true, example: { birthDate: '1990-05-17', birthWindow: { startTime: '10:00', endTime: '14:00' }, location: { lat: 28.6139, lon: 77.209, tz: 5.5 }, events: [{ date: '2015-02-14', category: 'marriage' }, { date: '2021-06-30', category: 'career-shift' }], gridMinutes: 5 } }, durableLimit(RECTIFY_LIMIT), postRectify);
  f.on('POST', '/api/operator/dispatch', { summary: 'Operator dispatch {mukha, intent, payload} (30/hour/IP)', body: dispatchSchema, response: R.operatorDispatchResponseSchema, limited: true, example: { mukha: 'kala', intent: 'panchang.today' } }, rOperatorLimit, postOperatorDispatch);
  f.on('GET', '/api/operator/dispatch', { summary: 'Operator handshake: alpha-time, mukha, bridges', response: R.operatorHandshakeResponseSchema }, getOperatorHandshake);
  f.on('GET', '/api/press', { summary: 'Press facts (edge cache 6 hours, ETag)', response: R.pressResponseSchema, etag: true }, getPress);
  f.on('POST', '/api/indexnow', { summary: 'Notify IndexNow of our URLs (10 pings an hour per address)', body: indexNowBodySchema, response: R.indexNowResponseSchema, limited: true }, postIndexNow);
  f.on('GET', '/api/indexnow', { summary: 'Ping IndexNow with the apex and the top routes', response: R.indexNowResponseSchema, limited: true }, getIndexNow);
  // Sign-in pages for people (docs/accounts.md "Sign-in pages"): HTML forms, no JavaScript; in the
  // route table (405, HEAD, OPTIONS) but not in the OpenAPI document.
  f.on('GET', '/signup', { page: true, summary: 'Sign-up page', produces: 'text/html', response: R.textBody }, getAuthPage('signup'));
  f.on('POST', '/signup', { page: true, summary: 'Sign-up form: 303 to /dashboard with the session cookie', body: signupSchema, auth: 'session' }, postAuthForm('signup'));
  f.on('GET', '/login', { page: true, summary: 'Sign-in page', produces: 'text/html', response: R.textBody }, getAuthPage('login'));
  f.on('POST', '/login', { page: true, summary: 'Sign-in form: 303 to /dashboard with the session cookie', body: loginSchema, auth: 'session', limited: true }, postAuthForm('login'));
  f.on('POST', '/logout', { page: true, summary: 'Sign-out form: 303 to /login, cookie cleared', auth: 'session' }, postLogoutForm);
  f.on('GET', '/dashboard', { page: true, summary: 'Dashboard page: keys (issue, revoke) and saved charts; 303 to /login when signed out', produces: 'text/html', auth: 'session', response: R.textBody }, getDashboardPage);
  f.on('POST', '/dashboard/keys', { page: true, summary: 'Issue-key form: 201 with the key shown once', auth: 'session', successStatus: 201 }, postDashboardKeyForm);
  f.on('POST', '/dashboard/keys/:id/revoke', { page: true, summary: 'Revoke-key form: 303 to /dashboard', auth: 'session' }, postRevokeKeyForm);
  // IndexNow key file at the root; outside the route table (not an API route, no 405 answers).
  f.app.get('/:keyfile{[A-Za-z0-9-]{8,128}\\.txt}', getKeyFile);
  return f;
}
