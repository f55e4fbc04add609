/**
 * @module Family T at {base}/t: tiered commercial routes with a nested birth object and a bearer
 * key (docs/family-t.md). Structural computation only: no match, rashifal or daily-chart routes
 * (those paths are 404). Every answer names the engine version used (X-Engine-Version); errors are
 * {error: {code, message, field}, request_id}.
 */
import { FamilyApp, type RouteOptions } from '../../http/family-app.js';
import { keyAuth } from '../../http/api-key-auth.js';
import * as C from './compute.js';
import { postBulk, tBulkBodySchema } from './bulk.js';
import { engineVersion, tProOptions } from './envelope.js';
import * as J from './jobs.js';
import { adminTierBodySchema, deleteKey, getAttribution, getKeys, getUsage, issueKeyBodySchema, postAdminTier, postKeys, rotateKey } from '../shared/keys.js';
import * as R from './responses.js';
import { deleteSavedChart, getSavedChart, getSavedCharts, postSavedChart, savedListQuerySchema, tSaveBodySchema } from './saved.js';
import * as S from './schemas.js';
import * as W from './webhooks.js';

const BIRTH = { datetime: '1990-05-17T12:15:00+05:30', lat: 28.6139, lon: 77.209, place: 'New Delhi' };
const PLACE_Q = { date: '2026-11-24', lat: '28.6139', lon: '77.209' };

/** The 22 compute-bearing endpoints of the Pro tier (docs/family-t.md lists them; a test checks). */
export const T_COMPUTE_ROUTES = [
  'POST /api/chart', 'GET /api/panchang', 'POST /api/dasha', 'POST /api/varga', 'POST /api/saham', 'GET /api/utsavas', 'POST /api/rectify', 'POST /api/sahaja',
  'POST /api/charts/bulk', 'POST /api/yogas', 'POST /api/ashtakavarga', 'POST /api/shadbala', 'POST /api/bhava-bala', 'POST /api/kp', 'POST /api/karakas', 'POST /api/doshas',
  'POST /api/houses', 'POST /api/planets', 'POST /api/transit', 'GET /api/muhurta', 'GET /api/rise-set', 'GET /api/ayanamsha',
] as const;

export function createFamilyT(): FamilyApp {
  const f = new FamilyApp('T', 'T');
  f.app.use('*', engineVersion);
  const key = keyAuth({ family: 'T', before: tProOptions });
  const pro = keyAuth({ family: 'T', tier: 'pro', before: tProOptions });
  const bulk = keyAuth({ family: 'T', tier: 'pro', before: tProOptions, charge: 'deferred' });
  const manage = keyAuth({ family: 'T', charge: 'none' });
  const proManage = keyAuth({ family: 'T', tier: 'pro', charge: 'none' });
  const keyed: RouteOptions = { auth: 'bearer', limited: true, tags: ['T compute'] };

  // compute (Starter and up)
  f.on('POST', '/api/chart', { ...keyed, summary: 'Chart with exactly the requested vargas (D1-D60) and dashas (22 systems)', errors: { 422: 'HOUSE_SYSTEM_UNDEFINED: the house_system asked for does not exist at the latitude (Placidus inside the polar circles)' }, body: S.tChartBodySchema, response: R.tChartResponse, example: { birth: BIRTH, ayanamsha: 'lahiri', vargas: ['D1', 'D9', 'D10'], dashas: ['vimsottari', 'yogini'] } }, key, C.postChart);
  f.on('GET', '/api/panchang', { ...keyed, summary: 'Panchang of a date at any latitude and longitude (polar days by local midnights)', query: S.tPlaceQuerySchema, response: R.tPanchangResponse, example: PLACE_Q }, key, C.getPanchang);
  f.on('POST', '/api/dasha', { ...keyed, summary: 'A dasha tree (1-5 levels) in a from/to window, from a Moon longitude or a birth (rasi dashas need the birth)', body: S.tDashaBodySchema, response: R.tDashaResponse, example: { moon_longitude_sidereal: 126.5, epoch: '1990-05-17T12:15:00+05:30', system: 'vimsottari', depth: 3, from: '2026-01-01', to: '2027-01-01' } }, key, C.postDasha);
  f.on('POST', '/api/varga', { ...keyed, summary: 'One divisional chart D1-D60 with its method', body: S.tVargaBodySchema, response: R.tVargaResponse, example: { birth: BIRTH, varga: 'D9' } }, key, C.postVarga);
  f.on('POST', '/api/saham', { ...keyed, summary: 'The 36 sahams (Tajaka correction on the signs from the subtracted point\'s to the other\'s, both included; or on longitudes, or on signs as PyJHora)', body: S.tSahamBodySchema, response: R.tSahamResponse, example: { birth: BIRTH } }, key, C.postSaham);
  f.on('GET', '/api/utsavas', { ...keyed, summary: 'Festivals of a year at New Delhi: years the cron prerenders are read from the store, any other year is computed on demand and stored (`store` and `from_store` say which)', query: S.tUtsavasQuerySchema, response: R.tUtsavasResponse, example: { year: '2026' } }, key, C.getUtsavas);
  f.on('POST', '/api/rectify', { ...keyed, summary: 'Birth-time rectification by reverse fit on 7 event kinds', body: S.tRectifyBodySchema, response: R.tRectifyResponse, example: { birth: BIRTH, window_minutes: 60, events: [{ date: '2015-02-14', kind: 'marriage' }, { date: '2018-09-01', kind: 'childbirth' }] } }, key, C.postRectify);
  f.on('POST', '/api/sahaja', { ...keyed, summary: '9-part personality vector from classical factors (no model call)', body: S.tBirthBodySchema, response: R.tSahajaResponse, example: { birth: BIRTH } }, key, C.postSahaja);
  f.on('POST', '/api/yogas', { ...keyed, summary: 'Yogas present in the chart, each with its classical source', body: S.tBirthBodySchema, response: R.tYogasResponse, example: { birth: BIRTH } }, key, C.postYogas);
  f.on('POST', '/api/ashtakavarga', { ...keyed, summary: 'Sarvashtakavarga, the 7 BAVs and the lagna BAV, reductions and sodhya pinda', body: S.tBirthBodySchema, response: R.tAshtakavargaResponse, example: { birth: BIRTH } }, key, C.postAshtakavarga);
  f.on('POST', '/api/shadbala', { ...keyed, summary: 'Shadbala of the 7 grahas with every component', body: S.tBirthBodySchema, response: R.tShadbalaResponse, example: { birth: BIRTH } }, key, C.postShadbala);
  f.on('POST', '/api/bhava-bala', { ...keyed, summary: 'Bhava bala of the 12 bhavas', body: S.tBirthBodySchema, response: R.tBhavaBalaResponse, example: { birth: BIRTH } }, key, C.postBhavaBala);
  f.on('POST', '/api/kp', { ...keyed, summary: 'KP star, sub and sub-sub lords of the grahas and Placidus cusps', body: S.tBirthBodySchema, response: R.tKpResponse, example: { birth: BIRTH } }, key, C.postKp);
  f.on('POST', '/api/karakas', { ...keyed, summary: 'Chara karakas (7 or 8 scheme) with their ranking', body: S.tKarakasBodySchema, response: R.tKarakasResponse, example: { birth: BIRTH, scheme: 7 } }, key, C.postKarakas);
  f.on('POST', '/api/doshas', { ...keyed, summary: 'The 7 doshas with their cancellations (Shani judged on `on`)', body: S.tDoshasBodySchema, response: R.tDoshasResponse, example: { birth: BIRTH, on: '2026-11-24' } }, key, C.postDoshas);
  f.on('POST', '/api/houses', { ...keyed, summary: 'Ascendant, MC and the cusps of every house system', body: S.tBirthBodySchema, response: R.tHousesResponse, example: { birth: BIRTH } }, key, C.postHouses);
  f.on('POST', '/api/planets', { ...keyed, summary: 'The nine sidereal grahas at an instant', body: S.tPlanetsBodySchema, response: R.tPlanetsResponse, example: { datetime: '2026-11-24T12:00:00+05:30' } }, key, C.postPlanets);
  f.on('POST', '/api/transit', { ...keyed, summary: 'Sign and nakshatra ingresses, stations and returns of one graha over up to 10 years', body: S.tTransitBodySchema, response: R.tTransitResponse, example: { graha: 'Jupiter', from: '2026-01-01', to: '2028-01-01', natal: BIRTH } }, key, C.postTransit);
  f.on('GET', '/api/muhurta', { ...keyed, summary: 'Muhurtas, choghadiya, horas and kalams of a date at a place', query: S.tPlaceQuerySchema, response: R.tMuhurtaResponse, example: PLACE_Q }, key, C.getMuhurta);
  f.on('GET', '/api/rise-set', { ...keyed, summary: 'Sunrise, sunset, moonrise and moonset in the hindu and civil conventions', query: S.tPlaceQuerySchema, response: R.tRiseSetResponse, example: PLACE_Q }, key, C.getRiseSet);
  f.on('GET', '/api/ayanamsha', { ...keyed, summary: 'Every ayanamsa offered, at noon UT of a date', query: S.tAyanamshaQuerySchema, response: R.tAyanamshaResponse, example: { date: '2026-11-24' } }, key, C.getAyanamsha);

  // Pro
  f.on('POST', '/api/charts/bulk', { ...keyed, summary: 'Up to 1,000 basic charts; JSON or NDJSON (Accept: application/x-ndjson) (Pro)', body: tBulkBodySchema, response: R.tBulkResponse, example: { births: [BIRTH, { datetime: '1992-11-03T06:40:00+05:30', lat: 19.076, lon: 72.8777, id: 'b' }] } }, bulk, postBulk);
  f.on('POST', '/api/charts', { ...keyed, summary: 'Save a chart (explicit persistence, Pro); Idempotency-Key honoured', errors: { 422: 'the Idempotency-Key was used for another body' }, body: tSaveBodySchema, response: R.tSavedChartResponse, successStatus: 201, example: { birth: BIRTH, name: 'me', vargas: ['D1', 'D9'] } }, pro, postSavedChart);
  f.on('GET', '/api/charts', { ...keyed, summary: "The owner's saved charts", query: savedListQuerySchema, response: R.tSavedChartsResponse }, manage, getSavedCharts);
  f.on('GET', '/api/charts/:id', { ...keyed, summary: 'One saved chart, recomputed (another owner\'s id: 404)', response: R.tSavedChartResponse }, key, getSavedChart);
  f.on('DELETE', '/api/charts/:id', { ...keyed, summary: 'Erase a saved chart and its webhooks', response: R.tDeletedResponse }, manage, deleteSavedChart);
  f.on('POST', '/api/webhooks', { ...keyed, summary: 'Register an outbound webhook on a saved chart and/or the owner\'s jobs (Pro)', errors: { 409: 'the owner has 20 active webhooks' }, body: W.webhookBodySchema, response: W.tWebhookCreatedResponse, successStatus: 201, example: { url: 'https://hooks.example.com/jyotisha', events: ['dasha.transition', 'transit.window'], chart_id: '00000000-0000-4000-8000-000000000000' } }, proManage, W.postWebhook);
  f.on('GET', '/api/webhooks', { ...keyed, summary: "The owner's webhooks", response: W.tWebhooksResponse }, manage, W.getWebhooks);
  f.on('GET', '/api/webhooks/:id', { ...keyed, summary: 'One webhook', response: W.tWebhookResponse }, manage, W.getWebhookById);
  f.on('DELETE', '/api/webhooks/:id', { ...keyed, summary: 'Delete a webhook', response: W.tWebhookDeletedResponse }, manage, W.deleteWebhookById);
  f.on('GET', '/api/webhooks/:id/deliveries', { ...keyed, summary: 'Delivery log of a webhook: status and attempts', query: W.deliveriesQuerySchema, response: W.tDeliveriesResponse }, manage, W.getDeliveries);

  // research jobs (docs/jobs.md): Pro and Enterprise; units are charged up front by the handler
  const jobBirths = [{ id: 'a', datetime: '1990-05-17T12:15:00+05:30', lat: 28.6139, lon: 77.209 }, { id: 'b', datetime: '1992-11-03T06:40:00+05:30', lat: 19.076, lon: 72.8777 }];
  f.on('POST', '/api/jobs', { ...keyed, tags: ['T jobs'], summary: 'Create a job: up to 1,000,000 births (inline JSON, or an NDJSON stream whose first line is the options) or a daily/hourly series of up to 200 years; 202 with its id (Pro)', errors: { 413: 'more births than a job (1,000,000) or an inline body (100,000) holds', 503: 'the jobs bucket, queue or ledger is not configured' }, body: J.jobBodySchema, response: J.tJobResponse, successStatus: 202, successHeaders: { Location: 'the job: GET it for progress and, once ended, its parts' }, example: { births: jobBirths, rows: 'basic', formats: ['ndjson', 'csv'] } }, bulk, J.postJob);
  f.on('GET', '/api/jobs', { ...keyed, tags: ['T jobs'], summary: "The owner's jobs, newest first", query: J.jobsListQuerySchema, response: J.tJobsResponse }, manage, J.getJobs);
  f.on('GET', '/api/jobs/:id', { ...keyed, tags: ['T jobs'], summary: 'A job: state, shards and units done, errors per shard, and once ended signed links to its parts (another owner\'s id: 404)', response: J.tJobResponse }, manage, J.getJob);
  f.on('DELETE', '/api/jobs/:id', { ...keyed, tags: ['T jobs'], summary: 'Cancel a job and erase its inputs and parts now (the record, without birth data, stays until it expires)', response: J.tJobResponse }, manage, J.deleteJob);
  f.on('GET', '/api/jobs/:id/parts/:name', { tags: ['T jobs'], summary: 'One part of a job (NDJSON, CSV or Parquet), to the holder of a signed link from GET /api/jobs/:id; links last an hour', query: J.partQuerySchema, response: J.tJobPartBody, produces: 'application/octet-stream', errors: { 403: 'the link was not signed for this part', 404: 'no such part (the job was deleted or expired)', 410: 'the link has expired' } }, J.getPart);

  // keys and usage
  f.on('POST', '/api/keys', { summary: 'Issue a Starter key at once (no card; at most 3 live keys per email)', errors: { 409: 'the email holds its 3 live keys of this family (the count is in details), or was issued 10 keys in 30 days' }, body: issueKeyBodySchema, response: R.tKeyIssuedResponse, successStatus: 201, limited: true, auth: 'bearer-optional', tags: ['T keys'], example: { email: 'dev@example.com' } }, postKeys('T'));
  f.on('GET', '/api/keys', { summary: "The owner's keys (Bearer key of the owner, or the R session)", response: R.tKeysResponse, auth: 'bearer', tags: ['T keys'] }, getKeys);
  f.on('DELETE', '/api/keys/:id', { summary: 'Revoke a key (by the key itself, another key of its owner, or the R session)', response: R.tKeyRevokedResponse, auth: 'bearer', tags: ['T keys'] }, deleteKey);
  f.on('POST', '/api/keys/:id/rotate', { summary: 'Replace a key; the new key keeps the counters', errors: { 409: 'the key is already revoked' }, response: R.tKeyIssuedResponse, successStatus: 201, auth: 'bearer', tags: ['T keys'] }, rotateKey);
  f.on('GET', '/api/usage', { summary: "The key's month so far: calls, denials, quota and days", response: R.tUsageResponse, auth: 'bearer', limited: true, tags: ['T keys'] }, manage, getUsage);
  f.on('GET', '/api/attribution', { summary: 'The attribution Starter responses require', response: R.tAttributionResponse, tags: ['T keys'] }, getAttribution);
  f.on('POST', '/api/admin/keys/:id/tier', { summary: "Operator: set a key owner's tier and custom monthly volume (X-Admin-Token)", body: adminTierBodySchema, response: R.tAdminTierResponse, tags: ['T admin'], auth: 'admin-token', example: { tier: 'pro' } }, postAdminTier);
  return f;
}
