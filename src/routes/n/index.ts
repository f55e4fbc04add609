/**
 * @module Family N at {base}/n: flat numeric birth fields (latitude, longitude, timezone hours);
 * success as {success: true, data}, errors as {success: false, error: {code, message, field}}.
 * Tiers (spec "Family N tiers"): without a key every route is the free beta (unlimited, fair use);
 * with `Authorization: Bearer <N key>` the call counts on the key's daily quota (Starter 10,000,
 * Pro 100,000, Enterprise unlimited) and answers the RateLimit headers; a bad key is 401, never
 * silently anonymous (docs/family-n.md, docs/keys.md).
 */
import { FamilyApp, type RouteOptions } from '../../http/family-app.js';
import { keyAuth } from '../../http/api-key-auth.js';
import { issueKeyBodySchema, postKeys } from '../shared/keys.js';
import { tKeyIssuedResponse } from '../shared/key-responses.js';
import { nChartBodySchema, postNChart } from './chart.js';
import { nDoshaBodySchema, postDosha } from './dosha.js';
import { nMatchBodySchema, postMatch } from './match.js';
import { getNPanchang, nPanchangQuerySchema } from './panchang.js';
import { getNRashifal, nRashifalQuerySchema } from './rashifal.js';
import { LANG_HEADERS_DOC } from './lang.js';
import { nChartResponse, nDoshaResponse, nMatchResponse, nPanchangResponse, nRashifalResponse } from './responses.js';

export function createFamilyN(): FamilyApp {
  const f = new FamilyApp('N', 'N');
  const tier = keyAuth({ family: 'N', optional: true });
  const keyed: RouteOptions = { auth: 'bearer-optional', limited: true };
  f.on('POST', '/api/chart', { ...keyed, summary: 'Chart (ChartData) with a reading assembled by rules (AIAnalysis), en or hi', body: nChartBodySchema, response: nChartResponse, example: { year: 1990, month: 5, day: 17, hour: 12, minute: 15, latitude: 28.6139, longitude: 77.209, timezone: 5.5, name: 'Asha', divisionalCharts: ['D1', 'D9', 'D10'], dashaLevels: 2, lang: 'en', asOf: '2026-05-01' }, successHeaders: LANG_HEADERS_DOC }, tier, postNChart);
  f.on('POST', '/api/dosha', { ...keyed, summary: 'The 7 doshas of a birth, Shani judged on onDate', body: nDoshaBodySchema, response: nDoshaResponse, example: { year: 1990, month: 5, day: 17, hour: 12, minute: 15, latitude: 28.6139, longitude: 77.209, timezone: 5.5 } }, tier, postDosha);
  f.on('POST', '/api/match', { ...keyed, summary: 'Ashtakoota 36-point matching, person1 the boy', body: nMatchBodySchema, response: nMatchResponse, example: { person1: { year: 1990, month: 5, day: 17, hour: 12, minute: 15, latitude: 28.6139, longitude: 77.209, timezone: 5.5 }, person2: { year: 1992, month: 11, day: 3, hour: 6, minute: 40, latitude: 19.076, longitude: 72.8777, timezone: 5.5 } } }, tier, postMatch);
  f.on('GET', '/api/rashifal', { ...keyed, summary: 'Daily rashifal: scores 1-5 for career, relationships, health and finance from the day\'s transits (rashi omitted: all 12)', query: nRashifalQuerySchema, response: nRashifalResponse, etag: true, example: { rashi: '3', date: '2026-11-24', lang: 'hi' }, successHeaders: { ...LANG_HEADERS_DOC, 'X-Rashifal-Source': 'kv when the document was stored (prerendered by the cron or an earlier request), computed otherwise' } }, tier, getNRashifal);
  f.on('GET', '/api/panchang', { ...keyed, summary: 'Panchang of a date at an Indian city (default delhi, today in India)', query: nPanchangQuerySchema, response: nPanchangResponse, etag: true, example: { city: 'varanasi', date: '2026-11-24' } }, tier, getNPanchang);
  f.on('POST', '/api/keys', { summary: 'Issue a Starter key of Family N at once (daily quota; at most 3 live keys per email)', body: issueKeyBodySchema, response: tKeyIssuedResponse, successStatus: 201, limited: true, auth: 'bearer-optional', errors: { 409: 'the email holds its 3 live N keys (the count is in details), or was issued 10 keys in 30 days' }, example: { email: 'dev@example.com' } }, postKeys('N'));
  return f;
}
