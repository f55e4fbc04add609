/**
 * @module The subscription state machine of the payment webhook (docs/family-p.md "Payment
 * webhook"), modelled on Razorpay Subscriptions. Pure: it decides, the route stores.
 *
 * States: created, authenticated, active, pending (a charge failed and is being retried), halted
 * (every retry failed), cancelled and completed (both final).
 *
 * | event | moves to | allowed from |
 * |---|---|---|
 * | subscription.authenticated | authenticated | created |
 * | subscription.activated | active | created, authenticated, pending, halted |
 * | subscription.charged | active | authenticated, active, pending, halted |
 * | subscription.pending | pending | active |
 * | subscription.halted | halted | active, pending |
 * | subscription.cancelled | cancelled | any state that is not final |
 * | subscription.completed | completed | active |
 *
 * Out of order: every event carries its own `created_at`. An event older than the one that set
 * the current state is recorded as `out-of-order` and changes nothing (the newer event already
 * describes a later state). A subscription first seen through any event starts in that event's
 * state (an earlier event may arrive later and is then out of order). A newer event whose
 * transition the table does not allow is `refused`: recorded, state unchanged.
 */

export const SUBSCRIPTION_EVENTS = [
  'subscription.authenticated',
  'subscription.activated',
  'subscription.charged',
  'subscription.pending',
  'subscription.halted',
  'subscription.cancelled',
  'subscription.completed',
] as const;
export type SubscriptionEvent = (typeof SUBSCRIPTION_EVENTS)[number];
export type SubscriptionStatus =
  'created' | 'authenticated' | 'active' | 'pending' | 'halted' | 'cancelled' | 'completed';

const TRANSITIONS: Readonly<
  Record<SubscriptionEvent, { to: SubscriptionStatus; from: readonly SubscriptionStatus[] }>
> = {
  'subscription.authenticated': { to: 'authenticated', from: ['created'] },
  'subscription.activated': {
    to: 'active',
    from: ['created', 'authenticated', 'pending', 'halted'],
  },
  'subscription.charged': { to: 'active', from: ['authenticated', 'active', 'pending', 'halted'] },
  'subscription.pending': { to: 'pending', from: ['active'] },
  'subscription.halted': { to: 'halted', from: ['active', 'pending'] },
  'subscription.cancelled': {
    to: 'cancelled',
    from: ['created', 'authenticated', 'active', 'pending', 'halted'],
  },
  'subscription.completed': { to: 'completed', from: ['active'] },
};

export function isSubscriptionEvent(e: string): e is SubscriptionEvent {
  return (SUBSCRIPTION_EVENTS as readonly string[]).includes(e);
}

export interface CurrentState {
  status: SubscriptionStatus;
  lastEventAt: number;
}
export type Decision =
  | { outcome: 'applied'; status: SubscriptionStatus; detail: string }
  | { outcome: 'out-of-order' | 'refused'; status: SubscriptionStatus; detail: string };

/** What an event does to a subscription in `current` (undefined: not seen before). */
export function decide(
  current: CurrentState | undefined,
  event: SubscriptionEvent,
  eventAt: number,
): Decision {
  const t = TRANSITIONS[event];
  if (!current)
    return {
      outcome: 'applied',
      status: t.to,
      detail: `first event of this subscription: ${t.to}`,
    };
  if (eventAt < current.lastEventAt) {
    return {
      outcome: 'out-of-order',
      status: current.status,
      detail: `${event} at ${eventAt} is older than the ${current.status} state set at ${current.lastEventAt}`,
    };
  }
  if (current.status === t.to && event !== 'subscription.charged') {
    return { outcome: 'applied', status: t.to, detail: `already ${t.to}` };
  }
  if (!t.from.includes(current.status)) {
    return {
      outcome: 'refused',
      status: current.status,
      detail: `impossible transition ${current.status} -> ${t.to} (${event})`,
    };
  }
  return { outcome: 'applied', status: t.to, detail: `${current.status} -> ${t.to}` };
}
