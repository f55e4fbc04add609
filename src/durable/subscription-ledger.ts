/**
 * @module SubscriptionLedger: one Durable Object per payment subscription (addressed by
 * idFromName of the provider's subscription id) through which every event of that subscription
 * is applied (src/platform/payments.ts). `apply` runs inside blockConcurrencyWhile, so the events
 * of one subscription are applied strictly one after another, each reading the state the previous
 * one wrote, however many arrive at once. It stores nothing itself: the state is in D1.
 */
import { DurableObject } from 'cloudflare:workers';
import {
  applyPaymentEvent,
  type PaymentEventInput,
  type PaymentResult,
} from '../platform/payments.js';

export class SubscriptionLedger extends DurableObject<Env> {
  /** Apply one verified event of this object's subscription, after every event before it. */
  async apply(input: PaymentEventInput): Promise<PaymentResult> {
    let result: PaymentResult | undefined;
    let failure: unknown;
    // a failure is handed back to the caller (the provider retries), not left to break the object
    await this.ctx.blockConcurrencyWhile(async () => {
      try {
        result = await applyPaymentEvent(this.env.DB, input);
      } catch (err) {
        failure = err;
      }
    });
    if (failure !== undefined) throw failure;
    return result!;
  }
}
