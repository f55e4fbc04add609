/**
 * @module Family P `POST /p/api/webhooks/payment` (docs/family-p.md "Payment webhook"): the
 * subscription events of the payment provider, modelled on Razorpay Subscriptions webhooks.
 *
 * 1. Without `PAYMENT_WEBHOOK_SECRET` the route answers 503 (not configured).
 * 2. `X-Razorpay-Signature` must be the hex HMAC-SHA256 of the raw body under the secret
 *    (verified in constant time before anything is parsed); missing or wrong: 401.
 * 3. The body is Razorpay's event envelope `{entity: "event", event, created_at, payload:
 *    {subscription: {entity: {id, plan_id?, customer_id?, ...}}}}`; malformed: 400.
 * 4. An event created more than 48 hours ago is stale: 400 (the provider retries for 24 hours);
 *    one created more than 5 minutes in the future is refused too (400 EVENT_IN_FUTURE): stored, its
 *    time would make every real event after it "out of order" and freeze the subscription.
 * 5. Idempotent: the event id (`X-Razorpay-Event-Id`) and the body's SHA-256 are stored with
 *    the event's effect in one transaction; a replay of either is 200 `{duplicate: true}` and
 *    changes nothing, and a failure before the commit records nothing (the retry applies it).
 * 6. The 7 subscription events go through the state machine (src/platform/subscription-state.ts)
 *    one at a time per subscription (src/platform/payments.ts, the SubscriptionLedger Durable
 *    Object) and set or drop the owner's tier; any other event is 200 `{outcome: "ignored"}`.
 */
import type { Context } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { respond } from '../../http/family-app.js';
import { pPaymentWebhookResponse } from './responses.js';
import { validate } from '../../http/input.js';
import { readSignedJson } from './signed-body.js';
import { toHex } from '../../platform/crypto.js';
import { isSubscriptionEvent, type SubscriptionStatus } from '../../platform/subscription-state.js';
import {
  applyPaymentEvent,
  FUTURE_SKEW_MS,
  planTierMap,
  type PaymentEventInput,
} from '../../platform/payments.js';
import { lazySchema, real } from '../../http/lazy-schema.js';

export const PAYMENT_SIGNATURE_HEADER = 'x-razorpay-signature';
export const PAYMENT_EVENT_ID_HEADER = 'x-razorpay-event-id';
/** Events older than this are refused as stale (the provider's retries last 24 hours). */
export const PAYMENT_STALE_AFTER_S = 48 * 3600;
/** Events created further than this in the future are refused (the provider's clock may run a little ahead). */
export const PAYMENT_FUTURE_SKEW_S = FUTURE_SKEW_MS / 1000;

const notesSchema = lazySchema(() =>
  z
    .union([
      z.looseObject({
        owner_id: z.string().max(100).optional(),
        key_id: z.string().max(100).optional(),
      }),
      z.array(z.unknown()).max(0),
    ])
    .optional(),
);
export const paymentEventSchema = lazySchema(() =>
  z.looseObject({
    entity: z.literal('event'),
    event: z.string().min(1).max(100),
    created_at: z.number().int().positive(),
    payload: z.looseObject({
      subscription: z
        .looseObject({
          entity: z.looseObject({
            id: z.string().min(1).max(100),
            plan_id: z.string().max(100).optional(),
            customer_id: z.string().max(100).nullable().optional(),
            current_end: z.number().int().positive().nullable().optional(),
            ended_at: z.number().int().positive().nullable().optional(),
            notes: real(notesSchema),
          }),
        })
        .optional(),
      payment: z
        .looseObject({
          entity: z.looseObject({ id: z.string().max(100).optional(), status: z.string().max(40) }),
        })
        .optional(),
    }),
  }),
);

interface PaymentEnv {
  PAYMENT_WEBHOOK_SECRET?: string;
  PAYMENT_PLAN_TIERS?: string;
}

export async function postPaymentWebhook(c: Context<AppEnv>): Promise<Response> {
  const penv = c.env as unknown as PaymentEnv;
  const secret = penv.PAYMENT_WEBHOOK_SECRET;
  if (!secret)
    throw new ApiError(
      503,
      'WEBHOOK_NOT_CONFIGURED',
      'payment webhook: PAYMENT_WEBHOOK_SECRET is not configured; no event is accepted',
    );
  const { raw, parsed } = await readSignedJson(
    c,
    secret,
    'X-Razorpay-Signature',
    c.req.header(PAYMENT_SIGNATURE_HEADER),
    'the hex HMAC-SHA256 of the raw body',
  );
  const ev = validate(paymentEventSchema, parsed);
  const nowMs = Date.now();
  if (ev.created_at < nowMs / 1000 - PAYMENT_STALE_AFTER_S) {
    throw new ApiError(
      400,
      'STALE_EVENT',
      `created_at: the event was created ${new Date(ev.created_at * 1000).toISOString()}, more than 48 hours ago`,
      { field: 'created_at' },
    );
  }
  if (ev.created_at > nowMs / 1000 + PAYMENT_FUTURE_SKEW_S) {
    throw new ApiError(
      400,
      'EVENT_IN_FUTURE',
      `created_at: the event says it was created ${new Date(ev.created_at * 1000).toISOString()}, more than ${PAYMENT_FUTURE_SKEW_S / 60} minutes after now (${new Date(nowMs).toISOString()}); it is refused so that it cannot outrank the real events of the subscription`,
      { field: 'created_at' },
    );
  }
  const bodyDigest = toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', raw)));
  const eventId = c.req.header(PAYMENT_EVENT_ID_HEADER)?.trim() || `sha256:${bodyDigest}`;
  if (eventId.length > 200)
    throw new ApiError(400, 'INVALID_FIELD', `${PAYMENT_EVENT_ID_HEADER}: at most 200 characters`, {
      field: PAYMENT_EVENT_ID_HEADER,
    });
  const subscriptionId = ev.payload.subscription?.entity.id ?? null;
  const db = c.env.DB;

  if (!isSubscriptionEvent(ev.event)) {
    const inserted = await db
      .prepare(
        'INSERT OR IGNORE INTO payment_events (event_id, body_sha256, event, subscription_id, event_created_at, received_at, outcome, detail) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .bind(
        eventId,
        bodyDigest,
        ev.event,
        subscriptionId,
        ev.created_at,
        nowMs,
        'ignored',
        'not one of the 7 subscription events',
      )
      .run();
    if (inserted.meta.changes === 0)
      return respond(
        c,
        pPaymentWebhookResponse,
        { received: true, duplicate: true, event_id: eventId },
        200,
      );
    console.log(`payment webhook: ignored event ${ev.event} (${eventId})`);
    return respond(
      c,
      pPaymentWebhookResponse,
      { received: true, duplicate: false, event_id: eventId, outcome: 'ignored' },
      200,
    );
  }
  if (!subscriptionId)
    throw new ApiError(
      400,
      'INVALID_FIELD',
      'payload.subscription.entity.id: a subscription event needs the subscription',
      { field: 'payload.subscription.entity.id' },
    );
  const entity = ev.payload.subscription!.entity;
  const notes = entity.notes && !Array.isArray(entity.notes) ? entity.notes : {};
  const input: PaymentEventInput = {
    eventId,
    bodySha256: bodyDigest,
    event: ev.event,
    createdAt: ev.created_at,
    subscriptionId,
    planId: entity.plan_id ?? null,
    customerId: entity.customer_id ?? null,
    currentEnd: entity.current_end ?? null,
    endedAt: entity.ended_at ?? null,
    ownerHint: {
      ...(notes.owner_id ? { ownerId: notes.owner_id } : {}),
      ...(notes.key_id ? { keyId: notes.key_id } : {}),
    },
    paymentCaptured: ev.payload.payment?.entity.status === 'captured',
    planTier: entity.plan_id
      ? (planTierMap(penv.PAYMENT_PLAN_TIERS).get(entity.plan_id) ?? null)
      : null,
    nowMs,
  };
  // one subscription's events one at a time (its SubscriptionLedger); without the binding, directly
  // (the guarded writes still keep an older event from overwriting a newer one)
  const ns = (c.env as Partial<Env>).SUBSCRIPTION_LEDGER;
  const r = ns
    ? await ns.get(ns.idFromName(subscriptionId)).apply(input)
    : await applyPaymentEvent(db, input);
  if (r.duplicate)
    return respond(
      c,
      pPaymentWebhookResponse,
      { received: true, duplicate: true, event_id: eventId },
      200,
    );
  if (r.outcome !== 'applied')
    console.log(`payment webhook: ${r.outcome} ${ev.event} for ${subscriptionId}: ${r.detail}`);
  return respond(
    c,
    pPaymentWebhookResponse,
    {
      received: true,
      duplicate: false,
      event_id: eventId,
      outcome: r.outcome,
      subscription: { id: subscriptionId, status: r.status },
      detail: r.detail,
      ...(r.tier ? { tier: r.tier } : {}),
    },
    200,
  );
}

/** The stored state of a subscription (for tests and the account views). */
export async function subscriptionStatus(
  db: D1Database,
  id: string,
): Promise<SubscriptionStatus | undefined> {
  const row = await db
    .prepare('SELECT status FROM subscriptions WHERE id = ?')
    .bind(id)
    .first<{ status: SubscriptionStatus }>();
  return row?.status;
}
