/**
 * @module Family R2 (docs/r2.md): variant of Family R at /r2, errors in E3 with a hint per field
 * and an incidentId on a 500. Its twelve routes are Family R's except the versioned chart,
 * muhurta and health. Handlers are shared with Family R (they render errors in the answering
 * family's style); R2 differs in its chart and rectify bodies and in its limits: POST chart and
 * POST sahaja through r2ServiceKeyGate (3 free calls per hour per IP, then x-service-key), operator
 * dispatch 30 per hour per IP in memory, Retry-After on every 429.
 */
import { FamilyApp } from '../../http/family-app.js';
import * as R from '../shared/reference/responses.js';
import { HOUR_MS, MemoryBucket } from '../../http/rate-limit.js';
import { getIndexNow, indexNowBodySchema, postIndexNow } from '../shared/reference/indexnow.js';
import {
  dispatchSchema,
  OPERATOR_PER_HOUR,
  getOperatorHandshake,
  operatorLimit,
  postOperatorDispatch,
} from '../shared/reference/operator.js';
import { getPress } from '../shared/reference/press.js';
import { getPanchang } from '../shared/reference/panchang.js';
import { getUtsavas, utsavasQuerySchema } from '../shared/reference/utsavas.js';
import { getRssDaily, getRssMeta, rssDailyQuerySchema } from '../shared/reference/rss.js';
import {
  sahajaBodyDocSchema,
  sahajaHandler,
  type SahajaLimits,
} from '../shared/reference/sahaja.js';
import { postR2Chart, r2ChartBodySchema } from './chart.js';
import { postR2Rectify, r2RectifyBodySchema } from '../shared/reference/r2-rectify.js';
import { R2_RECTIFY_LIMIT } from '../shared/reference/rectify.js';
import { durableLimit } from '../../http/rate-limit.js';
import { r2ServiceKeyGate } from './service-key.js';
import { SUPPORTED_YEARS } from '../schemas.js';

/** R2's own in-memory dispatch bucket (no carryover), Retry-After on its 429. */
export const R2_OPERATOR_BUCKET = new MemoryBucket(OPERATOR_PER_HOUR, HOUR_MS);
export const r2OperatorLimit = operatorLimit(R2_OPERATOR_BUCKET, {
  bucket: 'r2-operator',
  retryAfter: true,
});

/** Sahaja in R2: behind the key gate, then the same 10 per hour per IP as R, with Retry-After. */
export const R2_SAHAJA_LIMITS: SahajaLimits = {
  bucket: 'r2-sahaja-ip',
  limit: 10,
  windowMs: HOUR_MS,
  limitHeaderOn429: true,
  retryAfter: true,
  memoryFallback: new MemoryBucket(5, HOUR_MS),
};

export function createFamilyR2(): FamilyApp {
  const f = new FamilyApp('R2', 'E3');
  f.on(
    'POST',
    '/api/chart',
    {
      tier: 'S',
      description:
        "The chart of a civil birth in an IANA zone (`date`, `time` HH:MM[:SS], `lat`, `lon`, `tz`; daylight saving and historic offsets resolved and echoed in `input`): the nine grahas, the lagna, the bhavas and the chart's parts as Family R answers them, in camelCase, sidereal degrees (`ayanamsa`, default lahiri). 3 calls an hour per IP are free; past them send `x-service-key` (issued by POST /api/dashboard/keys; 1,000 calls an hour per key), else 401 service-key-required with Retry-After. Errors in envelope E3, each with a hint.",
      summary: 'Chart from date, time and an IANA zone (3 free calls/hour/IP, then x-service-key)',
      body: r2ChartBodySchema,
      auth: 'service-key',
      limited: true,
      response: R.r2ChartResponseSchema,
      example: { date: '1990-05-17', time: '12:15', lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' },
    },
    r2ServiceKeyGate('r2-chart'),
    postR2Chart,
  );
  f.on(
    'POST',
    '/api/rectify',
    {
      tier: 'S',
      description:
        'Birth-time rectification around an approximate instant (`approx`, ISO 8601 with its offset) within `windowMinutes` (1 to 720) either side, at `lat`, `lon`: candidates ranked by how well Vimsottari periods and transits fit the dated `events` (category as in Family R). At most 6,000 grid instants times events (400 cost-cap-exceeded). Limit: 30 an hour per IP (429 with Retry-After).',
      summary:
        'Rectification around an approximate birth instant: 3 to 5 ranked candidates (fair use: 30 requests per hour per IP; at most 6,000 grid instants x events)',
      body: r2RectifyBodySchema,
      limited: true,
      response: R.rectifyResponseSchema,
      example: {
        approx: '1990-05-17T12:15:00+05:30',
        windowMinutes: 60,
        lat: 28.6139,
        lon: 77.209,
        events: [{ date: '2015-02-14', category: 'marriage' }],
      },
    },
    durableLimit(R2_RECTIFY_LIMIT),
    postR2Rectify,
  );
  f.on(
    'POST',
    '/api/operator/dispatch',
    {
      tier: 'S',
      description:
        "As Family R's operator dispatch (`{mukha, intent, payload}`; ganaka, kala, vakta), with errors in envelope E3. Limit: 30 an hour per IP, counted in memory per isolate (429 with Retry-After).",
      summary: 'Operator dispatch (30/hour/IP)',
      body: dispatchSchema,
      limited: true,
      response: R.operatorDispatchResponseSchema,
      example: { mukha: 'kala', intent: 'panchang.today' },
    },
    r2OperatorLimit,
    postOperatorDispatch,
  );
  f.on(
    'GET',
    '/api/operator/dispatch',
    {
      tier: 'W',
      description:
        "As Family R's operator handshake: the current instant, the mukhas and their intents, and presence booleans of the bridges. Read-only, no limit.",
      summary: 'Operator handshake',
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
        "As Family R's press facts: engine version, families and route counts, the accuracy tables with their SHA-256, licences. Cached 6 hours with an ETag.",
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
        "As Family R: submits this deployment's own URLs (`urlList`) to IndexNow with the INDEXNOW_KEY secret; 503 without it. Errors in envelope E3.",
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
        'As Family R: submits the top routes of this deployment to IndexNow; 503 without the INDEXNOW_KEY secret.',
      summary: 'Ping IndexNow with the top routes',
      response: R.indexNowResponseSchema,
      limited: true,
    },
    getIndexNow,
  );
  f.on(
    'GET',
    '/api/panchang',
    {
      tier: 'S',
      description:
        'The live panchang at New Delhi for the current instant, as Family R answers it (tithi, vara, nakshatra, yoga, karana with starts and ends; sunrise to moonset). No query.',
      summary: 'Live panchang at New Delhi',
      response: R.rPanchangResponseSchema,
      etag: true,
    },
    getPanchang,
  );
  f.on(
    'GET',
    '/api/utsavas',
    {
      tier: 'S',
      description: `The festivals of a Gregorian year (${SUPPORTED_YEARS}) at New Delhi or at \`lat\`, \`lon\`, \`tz\` (all three), as Family R answers them; cached an hour at the edge.`,
      summary: 'Festivals of a year',
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
      description: 'RSS 2.0 feed listing every feed of the service.',
      summary: 'RSS meta feed',
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
        'RSS 2.0 feed of the daily panchang at New Delhi, today and the 14 days before. `tradition` and `observe` choose whose festival days it lists (X-Festival-Tradition, X-Festival-Observe).',
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
    '/api/sahaja',
    {
      tier: 'S',
      description:
        "Family R's counsel chat (structural counsel only; replies checked by the slip classifier) behind R2's gate: 3 calls an hour per IP free, then `x-service-key`; and at most 10 an hour per IP in any case. Errors in envelope E3.",
      summary: 'Counsel chat (3 free calls/hour/IP, then x-service-key; 10/hour/IP)',
      body: sahajaBodyDocSchema,
      auth: 'service-key',
      limited: true,
      response: R.sahajaResponseSchema,
      example: { message: 'What does my 7th house say about marriage?' },
    },
    r2ServiceKeyGate('r2-sahaja'),
    sahajaHandler(R2_SAHAJA_LIMITS),
  );
  return f;
}
