/**
 * @module Family P `POST /p/api/webhooks/payment` (docs/family-p.md "Payment webhook"): the
 * subscription events of the payment provider, modelled on Razorpay Subscriptions webhooks.
 *
 * 1. Without `PAYMENT_WEBHOOK_SECRET` the route answers 503 (not configured).
 * 2. `X-Razorpay-Signature` must be the hex HMAC-SHA256 of the raw body under the secret
 *    (verified in constant time before anything is parsed); missing or wrong: 401.
 * 3. The body is Razorpay's event envelope `{entity: "event", event, created_at, payload:
 *    {subscription: {entity: {id, plan_id?, customer_id?, ...}}}}`; malformed: 400.
 * 4. An event created more than 48 hours ago is stale: 400 (the provider retries for 24 hours).
 * 5. Idempotent: the event id (`X-Razorpay-Event-Id`) and the body's SHA-256 are stored first;
 *    a replay of either is 200 `{duplicate: true}` and changes nothing.
 * 6. The 7 subscription events go through the state machine (src/services/subscription-state.ts);
 *    any other event is 200 `{outcome: "ignored"}` and logged.
 */
import type { Context } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { respond } from '../../http/family-app.js';
import { pPaymentWebhookResponse } from './responses.js';
import { validate } from '../../http/input.js';
import { readSignedJson } from './signed-body.js';
import { toHex } from '../../services/crypto.js';
import { decide, isSubscriptionEvent, type CurrentState, type SubscriptionStatus } from '../../services/subscription-state.js';

export const PAYMENT_SIGNATURE_HEADER = 'x-razorpay-signature';
export const PAYMENT_EVENT_ID_HEADER = 'x-razorpay-event-id';
/** Events older than this are refused as stale (the provider's retries last 24 hours). */
export const PAYMENT_STALE_AFTER_S = 48 * 3600;

export const paymentEventSchema = z.looseObject({
  entity: z.literal('event'),
  event: z.string().min(1).max(100),
  created_at: z.number().int().positive(),
  payload: z.looseObject({
    subscription: z.looseObject({
      entity: z.looseObject({ id: z.string().min(1).max(100), plan_id: z.string().max(100).optional(), customer_id: z.string().max(100).nullable().optional() }),
    }).optional(),
  }),
});

export async function postPaymentWebhook(c: Context<AppEnv>): Promise<Response> {
  const secret = (c.env as unknown as { PAYMENT_WEBHOOK_SECRET?: string }).PAYMENT_WEBHOOK_SECRET;
  if (!secret) throw new ApiError(503, 'WEBHOOK_NOT_CONFIGURED', 'payment webhook: PAYMENT_WEBHOOK_SECRET is not configured; no event is accepted');
  const { raw, parsed } = await readSignedJson(c, secret, 'X-Razorpay-Signature', c.req.header(PAYMENT_SIGNATURE_HEADER), 'the hex HMAC-SHA256 of the raw body');
  const ev = validate(paymentEventSchema, parsed);
  const nowMs = Date.now();
  if (ev.created_at < nowMs / 1000 - PAYMENT_STALE_AFTER_S) {
    throw new ApiError(400, 'STALE_EVENT', `created_at: the event was created ${new Date(ev.created_at * 1000).toISOString()}, more than 48 hours ago`, { field: 'created_at' });
  }
  const bodyDigest = toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', raw)));
  const eventId = c.req.header(PAYMENT_EVENT_ID_HEADER)?.trim() || `sha256:${bodyDigest}`;
  if (eventId.length > 200) throw new ApiError(400, 'INVALID_FIELD', `${PAYMENT_EVENT_ID_HEADER}: at most 200 characters`, { field: PAYMENT_EVENT_ID_HEADER });
  const subscriptionId = ev.payload.subscription?.entity.id ?? null;
  const db = c.env.DB;
  const inserted = await db
    .prepare('INSERT OR IGNORE INTO payment_events (event_id, body_sha256, event, subscription_id, event_created_at, received_at, outcome) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .bind(eventId, bodyDigest, ev.event, subscriptionId, ev.created_at, nowMs, 'received')
    .run();
  if (inserted.meta.changes === 0) return respond(c, pPaymentWebhookResponse, { received: true, duplicate: true, event_id: eventId }, 200);

  if (!isSubscriptionEvent(ev.event)) {
    console.log(`payment webhook: ignored event ${ev.event} (${eventId})`);
    await db.prepare('UPDATE payment_events SET outcome = ?, detail = ? WHERE event_id = ?').bind('ignored', `not one of the 7 subscription events`, eventId).run();
    return respond(c, pPaymentWebhookResponse, { received: true, duplicate: false, event_id: eventId, outcome: 'ignored' }, 200);
  }
  if (!subscriptionId) throw new ApiError(400, 'INVALID_FIELD', 'payload.subscription.entity.id: a subscription event needs the subscription', { field: 'payload.subscription.entity.id' });
  const row = await db.prepare('SELECT status, last_event_at FROM subscriptions WHERE id = ?').bind(subscriptionId).first<{ status: SubscriptionStatus; last_event_at: number }>();
  const current: CurrentState | undefined = row ? { status: row.status, lastEventAt: row.last_event_at } : undefined;
  const d = decide(current, ev.event, ev.created_at);
  const entity = ev.payload.subscription!.entity;
  const writes = [db.prepare('UPDATE payment_events SET outcome = ?, detail = ? WHERE event_id = ?').bind(d.outcome, d.detail, eventId)];
  if (d.outcome === 'applied') {
    writes.push(
      db
        .prepare('INSERT INTO subscriptions (id, status, plan_id, customer_id, last_event_at, updated_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET status = excluded.status, plan_id = COALESCE(excluded.plan_id, plan_id), customer_id = COALESCE(excluded.customer_id, customer_id), last_event_at = excluded.last_event_at, updated_at = excluded.updated_at')
        .bind(subscriptionId, d.status, entity.plan_id ?? null, entity.customer_id ?? null, ev.created_at, nowMs),
    );
  } else {
    console.log(`payment webhook: ${d.outcome} ${ev.event} for ${subscriptionId}: ${d.detail}`);
  }
  await db.batch(writes);
  return respond(c, pPaymentWebhookResponse, { received: true, duplicate: false, event_id: eventId, outcome: d.outcome, subscription: { id: subscriptionId, status: d.status }, detail: d.detail }, 200);
}

/** The stored state of a subscription (for tests and the account views). */
export async function subscriptionStatus(db: D1Database, id: string): Promise<SubscriptionStatus | undefined> {
  const row = await db.prepare('SELECT status FROM subscriptions WHERE id = ?').bind(id).first<{ status: SubscriptionStatus }>();
  return row?.status;
}
