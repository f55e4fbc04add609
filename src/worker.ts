/**
 * @module Worker entry: fetch mounts the families, scheduled runs the cron jobs, queue delivers
 * outbound webhooks, and the Durable Object classes are exported for their bindings.
 */
import { runScheduled } from './cron/index.js';
import { dispatch } from './routes/families.js';
import { consumeWebhookBatch } from './services/webhooks.js';

export { RateLimiter } from './durable/rate-limiter.js';
export { KeyQuota } from './durable/key-quota.js';
export { SubscriptionLedger } from './durable/subscription-ledger.js';

export default {
  fetch(req, env, ctx) {
    return dispatch(req, env, ctx);
  },
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduled(controller.cron, env, controller.scheduledTime));
  },
  /** Family T's outbound webhook deliveries (docs/webhooks.md) */
  async queue(batch, env) {
    await consumeWebhookBatch(batch as MessageBatch<{ deliveryId: string }>, env);
  },
} satisfies ExportedHandler<Env>;
