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
import {
  dashboardChartsQuerySchema,
  getDashboardChart,
  getDashboardCharts,
  getDashboardKeys,
  postDashboardKeys,
} from './dashboard.js';
import {
  getApiDashboardPage,
  getAuthPage,
  getDashboardPage,
  postAuthForm,
  postDashboardKeyForm,
  postLogoutForm,
  postRevokeKeyForm,
} from './pages.js';
import { getPanchang } from '../shared/reference/panchang.js';
import { calendarsQuerySchema, getCalendars } from '../shared/reference/calendars.js';
import {
  getMuhurta,
  muhurtaBodySchema,
  muhurtaLimit,
  muhurtaQuerySchema,
  postMuhurta,
} from '../shared/reference/muhurta.js';
import { getUtsavas, utsavasQuerySchema } from '../shared/reference/utsavas.js';
import { getRssDaily, getRssMeta, rssDailyQuerySchema } from '../shared/reference/rss.js';
import { postRectify, RECTIFY_LIMIT, rectifyBodySchema } from '../shared/reference/rectify.js';
import { durableLimit } from '../../http/rate-limit.js';
import {
  dispatchSchema,
  getOperatorHandshake,
  postOperatorDispatch,
  rOperatorLimit,
} from '../shared/reference/operator.js';
import { getPress } from '../shared/reference/press.js';
import { getIndexNow, indexNowBodySchema, postIndexNow } from '../shared/reference/indexnow.js';
import { getKeyFile } from './keyfile.js';
import { SUPPORTED_YEARS } from '../schemas.js';

export function createFamilyR(): FamilyApp {
  const f = new FamilyApp('R', 'E2');
  f.on(
    'POST',
    '/api/chart',
    {
      tier: 'S',
      description:
        'The SovereignChart of a birth from flat fields (`year` to `second`, `lat`, `lon` and `tzHours`, the UTC offset in hours): the nine grahas, the lagna, the 12 bhavas, 16 vargas, KP lords, chara karakas, the Vimsottari dasha, ashtakavarga, shadbala, bhava bala, yogas, sahams and a signature of the input and engine. `include=grahas,lagna,...` answers only the parts named. Longitudes are sidereal degrees (`ayanamsa`, default lahiri; `nodeMode` mean). With the session cookie of a signed-in account (and its Origin) the chart is also saved to the account; without it nothing is stored. Errors in envelope E1.',
      style: 'E1',
      summary:
        'SovereignChart from flat birth fields (saved to the account with a session cookie); include= selects parts',
      errors: {
        422: 'HOUSE_SYSTEM_UNDEFINED: the houseSystem asked for does not exist at the latitude (Placidus inside the polar circles)',
      },
      body: rChartBodySchema,
      query: rChartQuerySchema,
      response: R.rChartResponseSchema,
      auth: 'session',
      example: {
        year: 1990,
        month: 5,
        day: 17,
        hour: 12,
        minute: 15,
        lat: 28.6139,
        lon: 77.209,
        tzHours: 5.5,
      },
    },
    postChart,
  );
  f.on(
    'GET',
    '/api/chart.svg',
    {
      tier: 'S',
      description:
        "The rashi (D1) and navamsa (D9) charts of a birth drawn as one SVG, in the North Indian (houses fixed) or South Indian (signs fixed) style, with the birth in the query (the fields of POST /api/chart as text). `chart` picks rashi, navamsa or both; `labels=sa` writes Devanagari abbreviations as outlines (no font needed); `degrees=false` leaves out the degrees; `marks` (a comma list of special_lagnas, upagrahas, arudhas) adds those points to the rashi chart by Jagannatha Hora's markings (HL, GL, Gk, Md, AL, UL, ...), one colour per kind. Cached by ETag.",
      summary:
        'Rashi and navamsa charts drawn as SVG, North or South Indian style (birth in the query)',
      query: chartSvgQuerySchema,
      produces: 'image/svg+xml',
      response: R.textBody,
      etag: true,
      example: {
        year: '1990',
        month: '5',
        day: '17',
        hour: '12',
        minute: '15',
        lat: '28.6139',
        lon: '77.209',
        tzHours: '5.5',
        style: 'north',
        chart: 'both',
        name: 'Asha',
      },
    },
    getChartSvg,
  );
  f.on(
    'POST',
    '/api/chart.svg',
    {
      tier: 'S',
      description:
        "The same drawing as GET /api/chart.svg from a JSON body: the fields of POST /api/chart plus `style` (north or south), `chart` (rashi, navamsa, both), `labels`, `degrees` and `marks` (special_lagnas, upagrahas, arudhas: those points on the rashi chart by Jagannatha Hora's markings).",
      summary: 'Rashi and navamsa charts drawn as SVG from the chart body plus style and chart',
      body: chartSvgBodySchema,
      produces: 'image/svg+xml',
      response: R.textBody,
      example: {
        year: 1990,
        month: 5,
        day: 17,
        hour: 12,
        minute: 15,
        lat: 28.6139,
        lon: 77.209,
        tzHours: 5.5,
        style: 'south',
        chart: 'both',
        name: 'Asha',
      },
    },
    postChartSvg,
  );
  f.on(
    'GET',
    '/api/health',
    {
      tier: 'W',
      description:
        'Presence booleans of the bindings (RATE_LIMITER, CACHE, DB, AI) and of the secrets (model, IndexNow), never their values, with the server time. Always 200 while the Worker runs, so it suits a liveness probe; GET /p/api/status?verbose=1 probes the stores.',
      summary: 'Health: presence booleans of bindings and secrets; always 200',
      response: R.rHealthResponseSchema,
    },
    getHealth,
  );
  f.on(
    'GET',
    '/api/yogas/catalogue',
    {
      tier: 'W',
      description:
        'Every yoga the engine detects, each with its id, its name in English and Sanskrit, category, classical source and rule, with the counts per category and of the variants. Cached by ETag.',
      summary: 'The yoga catalogue with sources and rule summaries',
      response: R.rYogaCatalogueResponseSchema,
      etag: true,
    },
    getYogaCatalogue,
  );
  f.on(
    'POST',
    '/api/sahaja',
    {
      tier: 'S',
      description:
        "Counsel chat on chart structure: `{messages: [{role, content}]}` (1 to 20 turns, the last from the user; or the legacy `{message, history}`). Replies describe chart structure and what the classical texts say, never predictions: each reply is checked by the slip classifier and rewritten when it predicts (`classification`). Without a model configured (MODEL_* secrets) a demo reply is chosen by the message's topic (relationships, career, health, finance, education, spirituality, family, or general). Limit: 10 an hour per IP (429 with X-RateLimit-Limit).",
      summary: 'Counsel chat (structural counsel only; 10/hour/IP)',
      body: sahajaBodyDocSchema,
      response: R.sahajaResponseSchema,
      limited: true,
      example: { message: 'What does my 7th house say about marriage?' },
    },
    sahajaHandler(R_SAHAJA_LIMITS),
  );
  f.on(
    'POST',
    '/api/sahaja/classify',
    {
      tier: 'S',
      description:
        'Runs the prediction-slip classifier on your own `text`: every sentence with its score (0 to 1) and whether it reads as a prediction of events, and the verdict for the whole text. Limit: 120 an hour per IP.',
      summary: 'Prediction-slip classifier for your own texts: every sentence scored (120/hour/IP)',
      body: sahajaClassifyBodySchema,
      response: R.sahajaClassifyResponseSchema,
      limited: true,
      example: {
        text: 'Your 7th lord Venus sits in the 10th house. Jupiter will bless you with a son in 2027.',
      },
    },
    postSahajaClassify,
  );
  f.on(
    'POST',
    '/api/v1/service/chart',
    {
      tier: 'S',
      description:
        'A versioned chart from a civil birth in an IANA zone (`birthDate`, `birthTime`, `birthPlace: {lat, lon, tz}`; daylight saving and historic offsets resolved and echoed): the grahas and lagna in both tropical (sayana) and sidereal (nirayana) longitude, the tithi with its start and end, the ahargana, and a signature. Errors in envelope E1.',
      style: 'E1',
      summary: 'Versioned chart: sayana and nirayana, lagna, tithi, ahargana, signature',
      body: versionedChartBodySchema,
      response: R.rVersionedChartResponseSchema,
      example: {
        birthDate: '1990-05-17',
        birthTime: '12:15:00',
        birthPlace: { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' },
        ayanamsa: 'lahiri',
      },
    },
    postVersionedChart,
  );
  f.on(
    'POST',
    '/api/auth/signup',
    {
      tier: 'W',
      description:
        'Creates an account (`email`, and a `password` of at least 10 characters) and signs it in: 201 with the user and the session, and the `__Host-sid` cookie (HttpOnly, Secure, SameSite=Lax). A browser request must come from this origin (403 otherwise); a taken email is 409. At most 20 new accounts an hour per IP.',
      summary: 'Create an account and sign in',
      body: signupSchema,
      auth: 'session',
      response: R.signedInResponseSchema,
      successStatus: 201,
      example: { email: 'me@example.com', password: 'a long passphrase' },
    },
    postSignup,
  );
  f.on(
    'POST',
    '/api/auth/login',
    {
      tier: 'W',
      description:
        'Signs in with `email` and `password`: the user and a new session, and the `__Host-sid` cookie. A wrong email or password is 401 without saying which. Failed sign-ins are limited (docs/limits.md): 429 with Retry-After.',
      summary: 'Sign in (session cookie)',
      body: loginSchema,
      auth: 'session',
      limited: true,
      response: R.signedInResponseSchema,
      example: { email: 'me@example.com', password: 'a long passphrase' },
    },
    postLogin,
  );
  f.on(
    'POST',
    '/api/auth/logout',
    {
      tier: 'W',
      description:
        'Ends the session of the cookie sent and clears the cookie. Send the `Origin` header of this site (CSRF check, 403 otherwise). Answers 200 also when no one was signed in.',
      summary: 'Sign out',
      auth: 'session',
      response: R.signedOutResponseSchema,
    },
    postLogout,
  );
  f.on(
    'GET',
    '/api/dashboard',
    {
      tier: 'W',
      description:
        'The dashboard page of the signed-in account as HTML (the /dashboard page): its keys and saved charts. Signed out: 401 (the page itself redirects to /login).',
      summary: 'Dashboard page of the signed-in account (the /dashboard page; 401 when signed out)',
      produces: 'text/html',
      auth: 'session',
      response: R.textBody,
    },
    getApiDashboardPage,
  );
  f.on(
    'GET',
    '/api/dashboard/charts',
    {
      tier: 'W',
      description:
        'The charts saved to the signed-in account (by POST /api/chart with the session cookie), newest first: `limit` (1 to 200, default 50) from `offset`, with the total. Each entry has its id, name, input and settings. 401 when signed out.',
      summary: "The signed-in account's saved charts",
      auth: 'session',
      query: dashboardChartsQuerySchema,
      response: R.dashboardChartsResponseSchema,
    },
    getDashboardCharts,
  );
  f.on(
    'GET',
    '/api/dashboard/charts/:id',
    {
      tier: 'S',
      description:
        "One chart saved to the signed-in account: its input and settings and the chart recomputed. Any other account's id answers 404.",
      params: { id: "the saved chart's id, from GET /api/dashboard/charts" },
      summary: 'One saved chart of the signed-in account (404 for any other)',
      auth: 'session',
      response: R.dashboardChartResponseSchema,
    },
    getDashboardChart,
  );
  f.on(
    'GET',
    '/api/dashboard/keys',
    {
      tier: 'W',
      description:
        'The Variant R2 service keys of the signed-in account: id, prefix, status and dates, never the key text. 401 when signed out.',
      summary: "The account's R2 service keys (prefixes only)",
      auth: 'session',
      response: R.dashboardKeysResponseSchema,
    },
    getDashboardKeys,
  );
  f.on(
    'POST',
    '/api/dashboard/keys',
    {
      tier: 'W',
      description:
        "Issues the account's R2 service key (`x-service-key` for POST /r2/api/chart and /r2/api/sahaja past their free calls), shown only in this answer; an active one is revoked (one per account). Send the `Origin` header of this site. Limit: the hourly key-issuing bucket every key-issuing route shares (10 keys an hour from one network address; the 429 says when the next key can be issued; `KEY_ISSUE_LIMIT_PER_HOUR` raises it in local development).",
      summary: 'Issue or rotate the R2 service key (shown once)',
      auth: 'session',
      limited: true,
      response: R.dashboardKeyIssuedResponseSchema,
      successStatus: 201,
    },
    postDashboardKeys,
  );
  f.on(
    'GET',
    '/api/panchang',
    {
      tier: 'S',
      description:
        "The live panchang at New Delhi for the current instant: the day's tithi, vara, nakshatra, yoga and karana with their starts and ends, sunrise, sunset, moonrise and moonset (ISO 8601 in Asia/Kolkata). Takes no query; GET /p/api/panchanga and /t/api/panchang answer any date and place.",
      summary: 'Live panchang for the current instant at New Delhi (no query string)',
      response: R.rPanchangResponseSchema,
      etag: true,
    },
    getPanchang,
  );
  f.on(
    'GET',
    '/api/calendars',
    {
      tier: 'S',
      description:
        "A civil date in every calendar India and Nepal use (docs/calendars.md): lunisolar amanta and purnimanta with adhika and kshaya months; the solar Tamil, Malayalam, Bengali (West Bengal), Odia, Assamese, Punjabi and Nepali (Bikram Sambat, reckoned at Kathmandu) calendars, each month with the sankranti that opened it and the rule by which it begins; Bangladesh's revised Bengali calendar and India's national Saka calendar; and the era years (Vikram, Shaka, Kali, Kollam, Bangabda, Bikram Sambat, Bhaskarabda). Every month has a stable id. `date` defaults to today at the place; the place to New Delhi; `tz` is an IANA zone or an offset in hours; `systems` picks some. An unknown system, key or value is a 400 naming the field and listing what is allowed.",
      summary: 'A date in every regional calendar of India and Nepal, with the era years',
      query: calendarsQuerySchema,
      response: R.rCalendarsResponseSchema,
      example: {
        date: '2024-04-14',
        lat: '13.0827',
        lon: '80.2707',
        tz: 'Asia/Kolkata',
        systems: 'tamil,malayalam,nepali,saka',
      },
    },
    getCalendars,
  );
  f.on(
    'GET',
    '/api/muhurta',
    {
      tier: 'S',
      description:
        "The day's divisions at a place: the 30 muhurtas with Abhijit, choghadiya, horas, Rahu kala, Yamaganda, Gulika and the panchang, for `date` at (`lat`, `lon`) with local times at the UTC offset `tz` (hours). Limit: 60 an hour per IP, counted before the input is read (429 without Retry-After; X-RateLimit-Reset says when).",
      summary: 'Muhurtas, choghadiya, horas, kalams and panchang of a day (60/hour/IP)',
      query: muhurtaQuerySchema,
      response: R.rMuhurtaResponseSchema,
      limited: true,
      example: { date: '2026-11-22', lat: '28.6139', lon: '77.209', tz: '5.5' },
    },
    muhurtaLimit,
    getMuhurta,
  );
  f.on(
    'POST',
    '/api/muhurta',
    {
      tier: 'S',
      description:
        'The same as GET /api/muhurta with the fields in a JSON body (`date`, `lat`, `lon`, `tz` as numbers). Shares its limit of 60 an hour per IP.',
      summary: 'Muhurta of a day, JSON body (60/hour/IP)',
      body: muhurtaBodySchema,
      response: R.rMuhurtaResponseSchema,
      limited: true,
      example: { date: '2026-11-22', lat: 28.6139, lon: 77.209, tz: 5.5 },
    },
    muhurtaLimit,
    postMuhurta,
  );
  f.on(
    'GET',
    '/api/utsavas',
    {
      tier: 'S',
      description: `The festivals and observances of a Gregorian year (${SUPPORTED_YEARS}), each with its date, the tithi and rule that fixed it and the tradition, at New Delhi or at the place of \`lat\`, \`lon\` and \`tz\` (all three). Served from KV when prerendered, else computed and stored; cached at the edge for an hour (\`X-Utsavas-Source\` says edge, kv or computed).`,
      summary: 'Festivals and observances of a year (edge cache 1 hour)',
      query: utsavasQuerySchema,
      response: R.rUtsavasResponseSchema,
      etag: true,
      example: { year: '2026' },
    },
    getUtsavas,
  );
  f.on(
    'GET',
    '/api/rss',
    {
      tier: 'W',
      description:
        "RSS 2.0 feed listing every feed of the service, one item per feed whose link is the feed's URL.",
      summary: 'RSS 2.0 meta feed of every feed',
      produces: 'application/rss+xml',
      response: R.textBody,
      etag: true,
    },
    getRssMeta,
  );
  f.on(
    'GET',
    '/api/rss/daily',
    {
      tier: 'W',
      description:
        "RSS 2.0 feed of the daily panchang at New Delhi, today and the 14 days before: per day the vara, tithi, nakshatra, yoga and karana with the times they end, sunrise and sunset, the lunar month and the day's principal utsava. Refreshed by the hourly cron; cached by ETag. `tradition` and `observe` choose whose festival days it lists (X-Festival-Tradition, X-Festival-Observe).",
      summary: 'Daily panchang RSS feed (festivals by tradition)',
      query: rssDailyQuerySchema,
      produces: 'application/rss+xml',
      response: R.textBody,
      etag: true,
    },
    getRssDaily,
  );
  f.on(
    'POST',
    '/api/rectify',
    {
      tier: 'S',
      description:
        'Birth-time rectification by reverse fit: candidate times in `birthWindow` (local times on `birthDate` at `location`) every `gridMinutes`, ranked by how well Vimsottari periods and transits fit the dated `events` (1 to 20, each with a category: marriage, child-birth, career-shift, relocation, parent-death, major-illness, education-milestone). At most 6,000 grid instants times events per request (400 cost-cap-exceeded). Limit: 30 an hour per IP.',
      summary:
        'Birth-time rectification by reverse fit of past events: 3 to 5 ranked candidates (fair use: 30 requests per hour per IP; at most 6,000 grid instants x events)',
      body: rectifyBodySchema,
      response: R.rectifyResponseSchema,
      limited: true,
      example: {
        birthDate: '1990-05-17',
        birthWindow: { startTime: '10:00', endTime: '14:00' },
        location: { lat: 28.6139, lon: 77.209, tz: 5.5 },
        events: [
          { date: '2015-02-14', category: 'marriage' },
          { date: '2021-06-30', category: 'career-shift' },
        ],
        gridMinutes: 5,
      },
    },
    durableLimit(RECTIFY_LIMIT),
    postRectify,
  );
  f.on(
    'POST',
    '/api/operator/dispatch',
    {
      tier: 'S',
      description:
        "Runs one intent of a mukha in-process: ganaka (`chart.compute`, `rectify.fit`), kala (`panchang.today`, `muhurta.day`, `utsavas.list`) or vakta (`press.facts`), with the route's own body as `payload`; `result` is exactly what that route answers. Limit: 30 an hour per IP, counted in memory per isolate.",
      summary: 'Operator dispatch {mukha, intent, payload} (30/hour/IP)',
      body: dispatchSchema,
      response: R.operatorDispatchResponseSchema,
      limited: true,
      example: { mukha: 'kala', intent: 'panchang.today' },
    },
    rOperatorLimit,
    postOperatorDispatch,
  );
  f.on(
    'GET',
    '/api/operator/dispatch',
    {
      tier: 'W',
      description:
        'The operator handshake: the current instant, the default mukha, every mukha with its intents, and presence booleans of the bridges (engine, KV, D1, limiter, model, IndexNow). Read-only, no limit, no query.',
      summary: 'Operator handshake: alpha-time, mukha, bridges',
      response: R.operatorHandshakeResponseSchema,
    },
    getOperatorHandshake,
  );
  f.on(
    'GET',
    '/api/press',
    {
      tier: 'W',
      description:
        'Press facts as one stable object: the engine version and build, each family with its base path and route count, the accuracy tables of docs/accuracy.md with their SHA-256, the licences and the determinism statement. Cached 6 hours, ETag changes with any fact.',
      summary: 'Press facts (edge cache 6 hours, ETag)',
      response: R.pressResponseSchema,
      etag: true,
    },
    getPress,
  );
  f.on(
    'POST',
    '/api/indexnow',
    {
      tier: 'W',
      description:
        "Submits up to 10,000 of this deployment's own URLs (`urlList`, absolute, on PUBLIC_BASE_URL's host) to IndexNow with the INDEXNOW_KEY secret; 503 without the secret, 502 when the endpoint refuses or cannot be reached.",
      summary: 'Notify IndexNow of our URLs (10 pings an hour per address)',
      body: indexNowBodySchema,
      response: R.indexNowResponseSchema,
      limited: true,
      example: { urlList: ['http://127.0.0.1:8787/api/press'] },
    },
    postIndexNow,
  );
  f.on(
    'GET',
    '/api/indexnow',
    {
      tier: 'W',
      description:
        'Submits the apex and the top 10 routes of this deployment to IndexNow (what the daily cron does); 503 without the INDEXNOW_KEY secret.',
      summary: 'Ping IndexNow with the apex and the top routes',
      response: R.indexNowResponseSchema,
      limited: true,
    },
    getIndexNow,
  );
  // Sign-in pages for people (docs/accounts.md "Sign-in pages"): HTML forms, no JavaScript; in the
  // route table (405, HEAD, OPTIONS) but not in the OpenAPI document.
  f.on(
    'GET',
    '/signup',
    { page: true, summary: 'Sign-up page', produces: 'text/html', response: R.textBody },
    getAuthPage('signup'),
  );
  f.on(
    'POST',
    '/signup',
    {
      page: true,
      summary: 'Sign-up form: 303 to /dashboard with the session cookie',
      body: signupSchema,
      auth: 'session',
    },
    postAuthForm('signup'),
  );
  f.on(
    'GET',
    '/login',
    { page: true, summary: 'Sign-in page', produces: 'text/html', response: R.textBody },
    getAuthPage('login'),
  );
  f.on(
    'POST',
    '/login',
    {
      page: true,
      summary: 'Sign-in form: 303 to /dashboard with the session cookie',
      body: loginSchema,
      auth: 'session',
      limited: true,
    },
    postAuthForm('login'),
  );
  f.on(
    'POST',
    '/logout',
    { page: true, summary: 'Sign-out form: 303 to /login, cookie cleared', auth: 'session' },
    postLogoutForm,
  );
  f.on(
    'GET',
    '/dashboard',
    {
      page: true,
      summary:
        'Dashboard page: keys (issue, revoke) and saved charts; 303 to /login when signed out',
      produces: 'text/html',
      auth: 'session',
      response: R.textBody,
    },
    getDashboardPage,
  );
  f.on(
    'POST',
    '/dashboard/keys',
    {
      page: true,
      summary: 'Issue-key form: 201 with the key shown once',
      auth: 'session',
      successStatus: 201,
    },
    postDashboardKeyForm,
  );
  f.on(
    'POST',
    '/dashboard/keys/:id/revoke',
    { page: true, summary: 'Revoke-key form: 303 to /dashboard', auth: 'session' },
    postRevokeKeyForm,
  );
  // IndexNow key file at the root; outside the route table (not an API route, no 405 answers).
  f.app.get('/:keyfile{[A-Za-z0-9-]{8,128}\\.txt}', getKeyFile);
  return f;
}
