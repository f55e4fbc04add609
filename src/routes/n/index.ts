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
import {
  nChartResponse,
  nDoshaResponse,
  nMatchResponse,
  nPanchangResponse,
  nRashifalResponse,
} from './responses.js';

export function createFamilyN(): FamilyApp {
  const f = new FamilyApp('N', 'N');
  const tier = keyAuth({ family: 'N', optional: true });
  const keyed: RouteOptions = { auth: 'bearer-optional', limited: true };
  f.on(
    'POST',
    '/api/chart',
    {
      ...keyed,
      description:
        'The chart of a birth from flat fields (`year` to `minute`, `latitude`, `longitude`, `timezone` as the UTC offset in hours) as `{success, data, ai}`: in `data` the lagna, the nine grahas, 12 houses, the `divisionalCharts` asked for (default D1, D9, D10), the Vimsottari dasha to `dashaLevels` (default 2) with the period running on `asOf` (default today in India), the birth panchang, shadbala, yogas and doshas; in `ai` a reading assembled by rules, with the source of every statement, in `lang` (en or hi, else by Accept-Language). No language model is called. No key needed (free beta, fair use); a Bearer N key counts on its daily quota.',
      summary: 'Chart (ChartData) with a reading assembled by rules (AIAnalysis), en or hi',
      body: nChartBodySchema,
      response: nChartResponse,
      example: {
        year: 1990,
        month: 5,
        day: 17,
        hour: 12,
        minute: 15,
        latitude: 28.6139,
        longitude: 77.209,
        timezone: 5.5,
        name: 'Asha',
        divisionalCharts: ['D1', 'D9', 'D10'],
        dashaLevels: 2,
        lang: 'en',
        asOf: '2026-05-01',
      },
      successHeaders: LANG_HEADERS_DOC,
    },
    tier,
    postNChart,
  );
  f.on(
    'POST',
    '/api/dosha',
    {
      ...keyed,
      description:
        "The 7 doshas of a birth (manglik, kaal sarp, pitra, kemdrum, guru chandal, grahan, shani), each with its rule and source, whether present, its severity, the cancellations checked and the details. Shani's dosha is judged on `onDate` (default today in India).",
      summary: 'The 7 doshas of a birth, Shani judged on onDate',
      body: nDoshaBodySchema,
      response: nDoshaResponse,
      example: {
        year: 1990,
        month: 5,
        day: 17,
        hour: 12,
        minute: 15,
        latitude: 28.6139,
        longitude: 77.209,
        timezone: 5.5,
      },
    },
    tier,
    postDosha,
  );
  f.on(
    'POST',
    '/api/match',
    {
      ...keyed,
      description:
        'Ashtakoota matching of two births (`person1` the boy, `person2` the girl, each in flat fields): the 8 kootas with points, maxima and reasons, the total out of 36, the readings used where traditions differ (`variants`) and the Manglik compatibility of the pair.',
      summary: 'Ashtakoota 36-point matching, person1 the boy',
      body: nMatchBodySchema,
      response: nMatchResponse,
      example: {
        person1: {
          year: 1990,
          month: 5,
          day: 17,
          hour: 12,
          minute: 15,
          latitude: 28.6139,
          longitude: 77.209,
          timezone: 5.5,
        },
        person2: {
          year: 1992,
          month: 11,
          day: 3,
          hour: 6,
          minute: 40,
          latitude: 19.076,
          longitude: 72.8777,
          timezone: 5.5,
        },
      },
    },
    tier,
    postMatch,
  );
  f.on(
    'GET',
    '/api/rashifal',
    {
      ...keyed,
      description:
        "The daily rashifal of a Moon sign (`rashi` 0 Aries to 11 Pisces; omitted: all twelve) on `date`: scores 1 to 5 for career, relationships, health and finance from the day's transits of the Moon, Jupiter and Saturn (tara and chandra bala, gochara), a short text per domain in `lang` (en or hi), the factors behind each score and the sources. The same for every person of that sign; prerendered by the cron, cached by ETag.",
      summary:
        "Daily rashifal: scores 1-5 for career, relationships, health and finance from the day's transits (rashi omitted: all 12)",
      query: nRashifalQuerySchema,
      response: nRashifalResponse,
      etag: true,
      example: { rashi: '3', date: '2026-11-24', lang: 'hi' },
      successHeaders: {
        ...LANG_HEADERS_DOC,
        'X-Rashifal-Source':
          'kv when the document was stored (prerendered by the cron or an earlier request), computed otherwise',
      },
    },
    tier,
    getNRashifal,
  );
  f.on(
    'GET',
    '/api/panchang',
    {
      ...keyed,
      description:
        'The panchang of `date` (default today in India) at one of 55 Indian cities (`city`, default delhi): vara, tithi, nakshatra, yoga and karana with starts and ends, the lunar month, eras, ayana and ritu, with the nine grahas and the rise and set of the Sun and the Moon.',
      summary: 'Panchang of a date at an Indian city (default delhi, today in India)',
      query: nPanchangQuerySchema,
      response: nPanchangResponse,
      etag: true,
      example: { city: 'varanasi', date: '2026-11-24' },
    },
    tier,
    getNPanchang,
  );
  f.on(
    'POST',
    '/api/keys',
    {
      description:
        "Issues a Family N Starter key at once, no card; the key text is shown only in this answer. N needs no key (free beta); a key lifts the caller to its tier's daily quota (Starter 10,000 calls a day). Limits: 10 keys an hour from one network address, shared by every key-issuing route (the 429 says when it resets; `KEY_ISSUE_LIMIT_PER_HOUR` raises it in local development), 3 live N keys per email (409), 10 keys per email in 30 days.",
      summary:
        'Issue a Starter key of Family N at once (daily quota; at most 3 live keys per email)',
      body: issueKeyBodySchema,
      response: tKeyIssuedResponse,
      successStatus: 201,
      limited: true,
      auth: 'bearer-optional',
      errors: {
        409: 'the email holds its 3 live N keys (the count is in details), or was issued 10 keys in 30 days',
      },
      example: { email: 'dev@example.com' },
    },
    postKeys('N'),
  );
  return f;
}
