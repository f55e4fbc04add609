/**
 * @module Family P at {base}/p: public utility routes (docs/family-p.md). No key for read-only
 * routes, CORS open (errors and preflight included); errors as `{error: {code, message, field},
 * request_id}`.
 */
import { FamilyApp } from '../../http/family-app.js';
import { getLang } from './lang.js';
import { getPanchanga, panchangaQuerySchema } from './panchanga.js';
import {
  getStatus,
  getStatusHistory,
  statusHistoryQuerySchema,
  statusQuerySchema,
} from './status.js';
import { getTransitToday } from './transit-today.js';
import {
  pEmailResponse,
  pLangResponse,
  pMessagingWebhookResponse,
  pMuhurtaCategoriesResponse,
  pMuhurtaResponse,
  pPanchangaResponse,
  pPaymentWebhookResponse,
  pStatusHistoryResponse,
  pStatusResponse,
  pTransitResponse,
  textBody,
} from './responses.js';
import { paymentEventSchema, postPaymentWebhook } from './payment-webhook.js';
import { calendarQuerySchema, getCalendar } from './calendar.js';
import { getPMuhurta, getPMuhurtaCategories, pMuhurtaQuerySchema } from './muhurta.js';
import { emailBodySchema, postEmail } from './email.js';
import { ogImageQuerySchema } from './og-image-query.js';
import { getOgImage } from './og-image.js';
import {
  getMessagingVerify,
  messagingPayloadSchema,
  postMessagingWebhook,
  verifyQuerySchema,
} from './messaging-webhook.js';

/** A subscription event as the payment provider sends it (Razorpay Subscriptions); created_at must be recent. */
const PAYMENT_EVENT_EXAMPLE = {
  entity: 'event',
  event: 'subscription.activated',
  contains: ['subscription'],
  created_at: 1795500000,
  payload: {
    subscription: {
      entity: {
        id: 'sub_Example0001',
        plan_id: 'plan_pro_monthly',
        customer_id: 'cust_Example01',
        current_end: 1798092000,
        notes: { owner_id: 'o_example' },
      },
    },
  },
};
/** One inbound text message as the messaging provider sends it (WhatsApp Cloud API). */
const MESSAGING_EXAMPLE = {
  object: 'whatsapp_business_account',
  entry: [
    {
      changes: [
        {
          field: 'messages',
          value: {
            messages: [
              {
                from: '919800000001',
                id: 'wamid.Example0001',
                timestamp: '1795500000',
                type: 'text',
                text: { body: 'HELP' },
              },
            ],
          },
        },
      ],
    },
  ],
};

export function createFamilyP(): FamilyApp {
  const f = new FamilyApp('P', 'P');
  f.on(
    'GET',
    '/api/panchanga',
    {
      description:
        "The panchanga of `date` at (`lat`, `lng`): tithi, nakshatra (with pada), yoga and karana with the local time each ends, the vara, sunrise and sunset, and the day's muhurtas (brahma, abhijit, Rahu kala and the others). The zone is looked up from the coordinates in the time-zone boundaries unless `tz` names one (`location.tz_source` says which). No key; cached an hour.",
      summary: 'Panchanga of a date at a place (zone from a boundary lookup of lat/lng, or tz)',
      query: panchangaQuerySchema,
      response: pPanchangaResponse,
      etag: true,
      example: { date: '2026-11-24', lat: '28.6139', lng: '77.209' },
    },
    getPanchanga,
  );
  f.on(
    'GET',
    '/api/transit-today',
    {
      description:
        'The nine grahas at the current minute: sign (English and Sanskrit), degrees in the sign and sidereal longitude (Lahiri, mean node) as decimal text, nakshatra, pada and whether retrograde. No key; cached to the end of the minute.',
      summary: 'The nine grahas now, sidereal (Lahiri), cached for a minute',
      response: pTransitResponse,
      etag: true,
    },
    getTransitToday,
  );
  f.on(
    'GET',
    '/api/lang',
    {
      description:
        'The language this caller should be shown, from the `lang` cookie, then Accept-Language, then the CF-IPCountry header, else en: the choice, why it was made and its quality, with the 8 supported languages (en, hi, bn, ta, te, kn, ml, gu).',
      summary: 'Language negotiation: cookie lang, Accept-Language, CF-IPCountry, default en',
      response: pLangResponse,
    },
    getLang,
  );
  f.on(
    'GET',
    '/api/status',
    {
      description:
        'Service status: ok, the server time and the engine build; with `verbose=1` also a live probe of KV, D1 and the Durable Object (ok and latency in milliseconds each) and which providers are configured (model, email, messaging, payments), never their values.',
      summary:
        'Service status; verbose=1 probes KV, D1 and the Durable Object and lists configured providers',
      query: statusQuerySchema,
      response: pStatusResponse,
      example: { verbose: '1' },
    },
    getStatus,
  );
  f.on(
    'GET',
    '/api/status/history',
    {
      description:
        'A calendar month\'s (UTC) status history, the measurement behind the Enterprise tier\'s 99.9% monthly availability (docs/keys.md "SLA"): every minute a cron run probes KV, D1 and the Durable Object as `verbose=1` does and records the result. A minute is down when its probe failed or no probe was recorded for it; minutes before the first probe ever recorded are not measured. Answers the minutes measured, probes recorded and failed, minutes down, the availability percentage and whether the target was met. `month` defaults to the current month, counted up to the minute before last; a later month is 400.',
      summary:
        "A month's recorded status probes: minutes down and availability (the SLA's measure)",
      query: statusHistoryQuerySchema,
      response: pStatusHistoryResponse,
      example: { month: '2026-11' },
    },
    getStatusHistory,
  );
  f.on(
    'GET',
    '/api/muhurta',
    {
      description:
        "Auspicious windows for a category (`type`: marriage, griha-pravesh, vehicle purchase and the others of GET /api/muhurta/categories) over the next `days` (1 to 60, default 30) from today at the place: each window with its date, local start and end, length in minutes and the day's limbs, and the days skipped with the reason (e.g. kharmas). The rules are Muhurta Chintamani's.",
      summary:
        "Auspicious windows for a category (marriage, griha-pravesh, ...) over the next N days (at most 60); without lat and lng, at the caller's location from the edge, else New Delhi",
      query: pMuhurtaQuerySchema,
      response: pMuhurtaResponse,
      etag: true,
      example: { type: 'marriage', days: '30' },
    },
    getPMuhurta,
  );
  f.on(
    'GET',
    '/api/muhurta/categories',
    {
      description:
        'The muhurta categories GET /api/muhurta accepts, each with its id, name, the classical rule it applies (nakshatras, tithis, weekdays, lagnas, periods to avoid) and its source.',
      summary: 'The muhurta categories with their classical rules and sources',
      response: pMuhurtaCategoriesResponse,
      etag: true,
    },
    getPMuhurtaCategories,
  );
  f.on(
    'GET',
    '/api/calendar.ics',
    {
      description:
        "An iCalendar feed (RFC 5545) for the place (`lat`, `lng`, zone looked up unless `tz`; without lat and lng, the caller's location from the edge, else New Delhi, as muhurta: `X-Place-Source` and the calendar's X-WR-CALDESC say which): 30 days of daily windows from today (Brahma muhurta, Abhijit muhurta, Rahu kalam, Yamaganda and Gulika kalam) and the next 5 transit highlights (sign ingresses, and the stations of Mercury to Saturn). Subscribe with webcal:// in any calendar app; UIDs are stable per place, day and window, so an update replaces events instead of duplicating them. With `tradition` (and `observe`), the festivals of that tradition in the 30 days as all-day events, computed for the place or (observe=india) at the tradition's reference city; X-WR-CALDESC names them.",
      summary:
        'iCalendar feed (RFC 5545): 30 days of daily windows and the next 5 transit highlights; subscribe with webcal://',
      query: calendarQuerySchema,
      response: textBody,
      produces: 'text/calendar',
      etag: true,
      example: { lat: '28.6139', lng: '77.209' },
      successHeaders: {
        'X-Place-Source':
          "where the place came from: `query` (lat and lng), `edge` (the caller's location, request.cf) or `default` (New Delhi)",
      },
    },
    getCalendar,
  );
  f.on(
    'GET',
    '/api/og-image',
    {
      description:
        'A social card of 1200x630 pixels with `title` (and an optional `tier` badge and `price`) in one of 8 languages and scripts (`lang`). SVG by default, with the text as paths so no font is needed; `format=png` for a PNG. Cached a week at the edge and 30 days in KV. The SDKs return the answer as bytes in both formats.',
      summary: 'Social card 1200x630 in 8 languages (SVG paths, or format=png), cached',
      query: ogImageQuerySchema,
      response: textBody,
      produces: ['image/svg+xml', 'image/png'],
      etag: true,
      example: { title: 'आपकी कुंडली तैयार है', lang: 'hi', tier: 'Pro', price: '₹499' },
    },
    getOgImage,
  );
  f.on(
    'POST',
    '/api/email',
    {
      description:
        'Sends the chart-ready email after a free-chart submission: `email`, `name`, `chart_url` (a path or a URL on this deployment) and `lang`. Without an email provider (EMAIL_API_URL, EMAIL_API_KEY, EMAIL_FROM) the mail is not sent and the answer says `deferred: true` with the reason. Limits: 10 an hour per IP and 3 a day per recipient.',
      summary:
        'Chart-ready email after a free-chart submission (deferred when no provider is configured; limited per IP and recipient)',
      body: emailBodySchema,
      response: pEmailResponse,
      limited: true,
      example: {
        email: 'me@example.com',
        name: 'Asha',
        chart_url: '/api/dashboard/charts/3f1c0e52-8f2e-4c55-9f6e-2a7d3f0b9c11',
        lang: 'hi',
      },
    },
    postEmail,
  );
  f.on(
    'POST',
    '/api/webhooks/payment',
    {
      description:
        "Receiver for the payment provider's webhooks (Razorpay Subscriptions style): the 7 subscription events move the subscriber's plan through its states; other events are ignored. The raw body must carry `X-Razorpay-Signature`, its HMAC-SHA256 under the PAYMENT_WEBHOOK_SECRET secret (401 when missing or wrong, 503 without the secret); an event older than 48 hours is 400; each event id (`X-Razorpay-Event-Id`) is applied once (a replay answers 200 with `duplicate: true`).",
      summary:
        'Payment provider webhook (Razorpay-style): 7 subscription events, HMAC-SHA256 signed, idempotent',
      body: paymentEventSchema,
      example: PAYMENT_EVENT_EXAMPLE,
      freshTimes: ['/created_at'],
      headers: {
        'X-Razorpay-Signature': {
          description:
            'the hex HMAC-SHA256 of the raw body under the PAYMENT_WEBHOOK_SECRET secret (401 when missing or wrong)',
          required: true,
          signature: { secret: 'PAYMENT_WEBHOOK_SECRET' },
        },
        'X-Razorpay-Event-Id': {
          description:
            'the event id; each is applied once (a replay answers duplicate: true); without it the SHA-256 of the body is the id',
          example: 'evt_Example0001',
          unique: true,
        },
      },
      response: pPaymentWebhookResponse,
    },
    postPaymentWebhook,
  );
  f.on(
    'GET',
    '/api/webhooks/messaging',
    {
      description:
        "The messaging provider's verification handshake (WhatsApp Cloud API style): answers `hub.challenge` as text when `hub.mode` is subscribe and `hub.verify_token` equals the WHATSAPP_VERIFY_TOKEN secret; 403 otherwise, 503 without the secret.",
      summary: 'Messaging webhook verify handshake (WhatsApp Cloud API style)',
      query: verifyQuerySchema,
      response: textBody,
      produces: 'text/plain',
      example: {
        'hub.mode': 'subscribe',
        'hub.verify_token': 'your-verify-token',
        'hub.challenge': '1158201444',
      },
      querySecrets: { 'hub.verify_token': 'WHATSAPP_VERIFY_TOKEN' },
    },
    getMessagingVerify,
  );
  f.on(
    'POST',
    '/api/webhooks/messaging',
    {
      description:
        'Receiver for inbound messages (WhatsApp Cloud API style), verified against `X-Hub-Signature-256` (HMAC-SHA256 with the WHATSAPP_APP_SECRET secret; 401 when it does not match, 503 without it). START subscribes the sender to the daily panchang, PAUSE, RESUME and CANCEL manage it, HELP (or anything else) answers the commands; each message id is handled once, and one older than 24 hours changes nothing.',
      summary: 'Messaging webhook: signed inbound messages with START, PAUSE, RESUME, CANCEL, HELP',
      body: messagingPayloadSchema,
      example: MESSAGING_EXAMPLE,
      freshTimes: ['/entry/0/changes/0/value/messages/0/timestamp'],
      headers: {
        'X-Hub-Signature-256': {
          description:
            'sha256= and the hex HMAC-SHA256 of the raw body under the WHATSAPP_APP_SECRET secret (401 when missing or wrong)',
          required: true,
          signature: { secret: 'WHATSAPP_APP_SECRET', prefix: 'sha256=' },
        },
      },
      response: pMessagingWebhookResponse,
    },
    postMessagingWebhook,
  );
  return f;
}
