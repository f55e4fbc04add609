/**
 * @module Applying one verified payment event (docs/family-p.md "Payment webhook", issue 23.3).
 * The route checks the signature and the body, then runs `applyPaymentEvent` inside the
 * subscription's SubscriptionLedger Durable Object, so the events of one subscription are applied
 * one at a time (serialized), in whatever order they arrive:
 *
 * 1. an event already seen (by id or body digest) is a duplicate and changes nothing;
 * 2. the state machine (src/platform/subscription-state.ts) decides against the stored state: an
 *    event older than the one that set the state (provider's created_at) is out of order;
 * 3. ONE D1 batch (a transaction) records the event as seen, with its outcome, AND writes its
 *    effect: if anything in it fails, nothing is recorded and the provider's retry applies it;
 * 4. the subscription row is only ever replaced by an event at least as new as the one stored
 *    (a guard inside the UPSERT, so even without the Durable Object an older event cannot win),
 *    and the owner's tier follows only when this event's state is the stored one.
 *
 * Tiers (docs/keys.md "Plans"): a `subscription.charged` event whose payment is captured, for a
 * plan the deployment maps to a tier (PAYMENT_PLAN_TIERS), sets that tier on the owner the
 * subscription names (notes.owner_id, or notes.key_id: the public id of one of the owner's keys).
 * `cancelled`, `halted` and `completed` drop it back to Starter: at once when the event says the
 * subscription ended (`ended_at`), else at the end of the last paid period (`current_end` of the
 * last captured charge). A tier set by another subscription or by the operator is left alone.
 */
import {
  decide,
  type CurrentState,
  type SubscriptionEvent,
  type SubscriptionStatus,
} from './subscription-state.js';
import type { TierId } from './tiers.js';

export interface PaymentEventInput {
  eventId: string;
  bodySha256: string;
  event: SubscriptionEvent;
  /** the provider's created_at, Unix s */
  createdAt: number;
  subscriptionId: string;
  planId: string | null;
  customerId: string | null;
  /** the paid period's end (entity.current_end), Unix s */
  currentEnd: number | null;
  /** the subscription's end (entity.ended_at), Unix s: set when the provider ended it */
  endedAt: number | null;
  /** notes.owner_id / notes.key_id of the subscription entity */
  ownerHint: { ownerId?: string; keyId?: string };
  /** the event carries a payment whose status is captured */
  paymentCaptured: boolean;
  /** the tier the deployment maps the plan to, if any */
  planTier: TierId | null;
  nowMs: number;
}

export interface TierChange {
  ownerId: string;
  tier: TierId;
  until: string | null;
  action: 'granted' | 'dropped' | 'dropped-at-period-end';
}

export type PaymentResult =
  | { duplicate: true }
  | {
      duplicate: false;
      outcome: 'applied' | 'out-of-order' | 'refused';
      status: SubscriptionStatus;
      detail: string;
      tier: TierChange | null;
    };

/** How far in the future an event's created_at may be (the provider's clock may run a little ahead). */
export const FUTURE_SKEW_MS = 300_000;

interface SubRow {
  status: SubscriptionStatus;
  last_event_at: number;
  owner_id: string | null;
  paid_until: number | null;
}

async function resolveOwner(
  db: D1Database,
  hint: PaymentEventInput['ownerHint'],
): Promise<string | null> {
  if (hint.ownerId && /^(u_[0-9a-f-]{36}|o_[0-9a-f]{32})$/.test(hint.ownerId)) {
    const r = await db
      .prepare('SELECT id FROM key_owners WHERE id = ?')
      .bind(hint.ownerId)
      .first<{ id: string }>();
    if (r) return r.id;
  }
  if (hint.keyId && /^[0-9a-f]{16}$/.test(hint.keyId)) {
    const r = await db
      .prepare('SELECT owner_id FROM api_keys WHERE id = ?')
      .bind(hint.keyId)
      .first<{ owner_id: string }>();
    if (r) return r.owner_id;
  }
  return null;
}

/** Apply one verified subscription event (see the module comment). Throws when D1 fails: nothing was recorded. */
export async function applyPaymentEvent(
  db: D1Database,
  ev: PaymentEventInput,
): Promise<PaymentResult> {
  // an event from the future would outrank every real one (the route refuses it first: 400 EVENT_IN_FUTURE)
  if (ev.createdAt * 1000 > ev.nowMs + FUTURE_SKEW_MS)
    throw new RangeError(`payment event ${ev.eventId} is dated in the future`);
  const seen = await db
    .prepare('SELECT 1 AS x FROM payment_events WHERE event_id = ? OR body_sha256 = ?')
    .bind(ev.eventId, ev.bodySha256)
    .first();
  if (seen) return { duplicate: true };
  const row = await db
    .prepare('SELECT status, last_event_at, owner_id, paid_until FROM subscriptions WHERE id = ?')
    .bind(ev.subscriptionId)
    .first<SubRow>();
  const current: CurrentState | undefined = row
    ? { status: row.status, lastEventAt: row.last_event_at }
    : undefined;
  const d = decide(current, ev.event, ev.createdAt);
  const ownerId = row?.owner_id ?? (await resolveOwner(db, ev.ownerHint));
  const nowS = Math.floor(ev.nowMs / 1000);

  let paidUntil = row?.paid_until ?? null;
  let tier: TierChange | null = null;
  let detail = d.detail;
  const writes: D1PreparedStatement[] = [];
  if (d.outcome === 'applied') {
    if (ev.event === 'subscription.charged' && ev.paymentCaptured && ev.currentEnd !== null)
      paidUntil = Math.max(paidUntil ?? 0, ev.currentEnd);
    writes.push(
      db
        .prepare(
          `INSERT INTO subscriptions (id, status, plan_id, customer_id, last_event_at, updated_at, owner_id, paid_until) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT(id) DO UPDATE SET status = excluded.status, plan_id = COALESCE(excluded.plan_id, plan_id), customer_id = COALESCE(excluded.customer_id, customer_id),
        last_event_at = excluded.last_event_at, updated_at = excluded.updated_at, owner_id = COALESCE(owner_id, excluded.owner_id), paid_until = MAX(COALESCE(paid_until, 0), COALESCE(excluded.paid_until, 0))
      WHERE excluded.last_event_at >= subscriptions.last_event_at`,
        )
        .bind(
          ev.subscriptionId,
          d.status,
          ev.planId,
          ev.customerId,
          ev.createdAt,
          ev.nowMs,
          ownerId,
          paidUntil,
        ),
    );
    // the owner's tier follows only while this event's state is the stored one
    const stateIsOurs =
      'EXISTS (SELECT 1 FROM subscriptions WHERE id = ? AND status = ? AND last_event_at = ?)';
    if (ownerId && ev.event === 'subscription.charged' && ev.paymentCaptured) {
      if (ev.planTier) {
        writes.push(
          db
            .prepare(
              `UPDATE key_owners SET tier = ?, tier_source = 'subscription', tier_until = NULL, subscription_id = ? WHERE id = ? AND ${stateIsOurs}`,
            )
            .bind(
              ev.planTier,
              ev.subscriptionId,
              ownerId,
              ev.subscriptionId,
              d.status,
              ev.createdAt,
            ),
        );
        tier = { ownerId, tier: ev.planTier, until: null, action: 'granted' };
      } else {
        detail += `; plan ${ev.planId ?? '(none)'} maps to no tier (PAYMENT_PLAN_TIERS): tier unchanged`;
      }
    } else if (
      ownerId &&
      (ev.event === 'subscription.cancelled' ||
        ev.event === 'subscription.halted' ||
        ev.event === 'subscription.completed')
    ) {
      const atOnce = ev.endedAt !== null || paidUntil === null || paidUntil <= nowS;
      const untilMs = atOnce ? ev.nowMs : paidUntil! * 1000;
      writes.push(
        db
          .prepare(
            `UPDATE key_owners SET tier_until = ?, tier_source = 'subscription' WHERE id = ? AND tier_source = 'subscription' AND subscription_id = ? AND ${stateIsOurs}`,
          )
          .bind(untilMs, ownerId, ev.subscriptionId, ev.subscriptionId, d.status, ev.createdAt),
      );
      tier = {
        ownerId,
        tier: 'starter',
        until: new Date(untilMs).toISOString(),
        action: atOnce ? 'dropped' : 'dropped-at-period-end',
      };
    } else if (!ownerId && ev.event === 'subscription.charged') {
      detail +=
        '; the subscription names no key owner (notes.owner_id or notes.key_id): tier unchanged';
    }
  }
  // marked seen in the same transaction as its effect: a failure records nothing
  writes.unshift(
    db
      .prepare(
        'INSERT INTO payment_events (event_id, body_sha256, event, subscription_id, event_created_at, received_at, outcome, detail) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .bind(
        ev.eventId,
        ev.bodySha256,
        ev.event,
        ev.subscriptionId,
        ev.createdAt,
        ev.nowMs,
        d.outcome,
        detail.slice(0, 500),
      ),
  );
  try {
    await db.batch(writes);
  } catch (err) {
    // the same event recorded meanwhile (outside this subscription's serialization): a duplicate
    if (err instanceof Error && /UNIQUE/i.test(err.message)) return { duplicate: true };
    throw err;
  }
  return { duplicate: false, outcome: d.outcome, status: d.status, detail, tier };
}

/** The plan-to-tier map of a deployment: PAYMENT_PLAN_TIERS = "plan_A=pro,plan_B=enterprise". */
export function planTierMap(text: string | undefined): Map<string, TierId> {
  const out = new Map<string, TierId>();
  for (const pair of (text ?? '').split(',')) {
    const [plan, tier] = pair.split('=').map((x) => x.trim());
    if (plan && (tier === 'pro' || tier === 'enterprise' || tier === 'starter'))
      out.set(plan, tier);
  }
  return out;
}

/** What an owner's plan is now and where it came from (the usage route and the dashboard). */
export interface OwnerPlan {
  ownerId: string;
  tier: TierId;
  source: 'default' | 'operator' | 'subscription';
  /** ISO instant until which a subscription tier holds after a cancellation or halt, else null */
  until: string | null;
  subscription: { id: string; status: SubscriptionStatus; paidUntil: string | null } | null;
}

export async function ownerPlan(
  db: D1Database,
  ownerId: string,
  nowMs: number,
): Promise<OwnerPlan | null> {
  const o = await db
    .prepare('SELECT tier, tier_source, tier_until, subscription_id FROM key_owners WHERE id = ?')
    .bind(ownerId)
    .first<{
      tier: TierId;
      tier_source: OwnerPlan['source'];
      tier_until: number | null;
      subscription_id: string | null;
    }>();
  if (!o) return null;
  const expired = o.tier_until !== null && o.tier_until <= nowMs;
  const sub = o.subscription_id
    ? await db
        .prepare('SELECT id, status, paid_until FROM subscriptions WHERE id = ?')
        .bind(o.subscription_id)
        .first<{ id: string; status: SubscriptionStatus; paid_until: number | null }>()
    : null;
  return {
    ownerId,
    tier: expired ? 'starter' : o.tier,
    source: expired ? 'default' : o.tier_source,
    until: !expired && o.tier_until !== null ? new Date(o.tier_until).toISOString() : null,
    subscription: sub
      ? {
          id: sub.id,
          status: sub.status,
          paidUntil: sub.paid_until === null ? null : new Date(sub.paid_until * 1000).toISOString(),
        }
      : null,
  };
}
