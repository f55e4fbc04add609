/**
 * @module Family P at {base}/p: public utility routes (docs/family-p.md). No key for read-only
 * routes, CORS open (errors and preflight included); errors as `{error: {code, message, field},
 * request_id}`.
 */
import { FamilyApp } from '../../http/family-app.js';
import { getLang } from './lang.js';
import { getPanchanga, panchangaQuerySchema } from './panchanga.js';
import { getStatus, statusQuerySchema } from './status.js';
import { getTransitToday } from './transit-today.js';
import { pEmailResponse, pLangResponse, pMessagingWebhookResponse, pMuhurtaCategoriesResponse, pMuhurtaResponse, pPanchangaResponse, pPaymentWebhookResponse, pStatusResponse, pTransitResponse, textBody } from './responses.js';
import { postPaymentWebhook } from './payment-webhook.js';
import { calendarQuerySchema, getCalendar } from './calendar.js';
import { getPMuhurta, getPMuhurtaCategories, pMuhurtaQuerySchema } from './muhurta.js';
import { emailBodySchema, postEmail } from './email.js';
import { ogImageQuerySchema } from './og-image-query.js';
import { getOgImage } from './og-image.js';
import { getMessagingVerify, postMessagingWebhook, verifyQuerySchema } from './messaging-webhook.js';

export function createFamilyP(): FamilyApp {
  const f = new FamilyApp('P', 'P');
  f.on('GET', '/api/panchanga', { summary: 'Panchanga of a date at a place (zone from a boundary lookup of lat/lng, or tz)', query: panchangaQuerySchema, response: pPanchangaResponse, etag: true, example: { date: '2026-11-24', lat: '28.6139', lng: '77.209' } }, getPanchanga);
  f.on('GET', '/api/transit-today', { summary: 'The nine grahas now, sidereal (Lahiri), cached for a minute', response: pTransitResponse, etag: true }, getTransitToday);
  f.on('GET', '/api/lang', { summary: 'Language negotiation: cookie lang, Accept-Language, CF-IPCountry, default en', response: pLangResponse }, getLang);
  f.on('GET', '/api/status', { summary: 'Service status; verbose=1 probes KV, D1 and the Durable Object and lists configured providers', query: statusQuerySchema, response: pStatusResponse, example: { verbose: '1' } }, getStatus);
  f.on('GET', '/api/muhurta', { summary: 'Auspicious windows for a category (marriage, griha-pravesh, ...) over the next N days (at most 60); without lat and lng, at the caller\'s location from the edge, else New Delhi', query: pMuhurtaQuerySchema, response: pMuhurtaResponse, etag: true, example: { type: 'marriage', days: '30' } }, getPMuhurta);
  f.on('GET', '/api/muhurta/categories', { summary: 'The muhurta categories with their classical rules and sources', response: pMuhurtaCategoriesResponse, etag: true }, getPMuhurtaCategories);
  f.on('GET', '/api/calendar.ics', { summary: 'iCalendar feed (RFC 5545): 30 days of daily windows and the next 5 transit highlights; subscribe with webcal://', query: calendarQuerySchema, response: textBody, produces: 'text/calendar', etag: true, example: { lat: '28.6139', lng: '77.209' } }, getCalendar);
  f.on('GET', '/api/og-image', { summary: 'Social card 1200x630 in 8 languages (SVG paths, or format=png), cached', query: ogImageQuerySchema, response: textBody, produces: 'image/svg+xml', etag: true, example: { title: 'आपकी कुंडली तैयार है', lang: 'hi', tier: 'Pro', price: '₹499' } }, getOgImage);
  f.on('POST', '/api/email', { summary: 'Chart-ready email after a free-chart submission (deferred when no provider is configured; limited per IP and recipient)', body: emailBodySchema, response: pEmailResponse, limited: true, example: { email: 'me@example.com', name: 'Asha', chart_url: '/api/dashboard/charts/3f1c0e52-8f2e-4c55-9f6e-2a7d3f0b9c11', lang: 'hi' } }, postEmail);
  f.on('POST', '/api/webhooks/payment', { summary: 'Payment provider webhook (Razorpay-style): 7 subscription events, HMAC-SHA256 signed, idempotent', response: pPaymentWebhookResponse }, postPaymentWebhook);
  f.on('GET', '/api/webhooks/messaging', { summary: 'Messaging webhook verify handshake (WhatsApp Cloud API style)', query: verifyQuerySchema, response: textBody, produces: 'text/plain', example: { 'hub.mode': 'subscribe', 'hub.verify_token': 'your-verify-token', 'hub.challenge': '1158201444' } }, getMessagingVerify);
  f.on('POST', '/api/webhooks/messaging', { summary: 'Messaging webhook: signed inbound messages with START, PAUSE, RESUME, CANCEL, HELP', response: pMessagingWebhookResponse }, postMessagingWebhook);
  return f;
}
