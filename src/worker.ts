/**
 * @module Worker entry: fetch mounts the families, scheduled runs the cron jobs, queue delivers
 * outbound webhooks and works research-job shards (and their dead letters), and the Durable
 * Object classes are exported for their bindings.
 */
import { runScheduled } from './cron/index.js';
import { dispatch } from './routes/families.js';
import { consumeJobBatch, consumeJobDeadLetters } from './services/jobs.js';
import { consumeWebhookBatch } from './services/webhooks.js';

export { RateLimiter } from './durable/rate-limiter.js';
export { KeyQuota } from './durable/key-quota.js';
export { SubscriptionLedger } from './durable/subscription-ledger.js';
export { JobLedger } from './durable/job-ledger.js';

export default {
  fetch(req, env, ctx) {
    return dispatch(req, env, ctx);
  },
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduled(controller.cron, env, controller.scheduledTime));
  },
  /** One consumer, three queues: the jobs' shards and dead letters (docs/jobs.md), else webhook deliveries (docs/webhooks.md) */
  async queue(batch, env) {
    if (batch.queue.includes('jobs')) await (batch.queue.endsWith('-dead') ? consumeJobDeadLetters(batch, env) : consumeJobBatch(batch, env));
    else await consumeWebhookBatch(batch as MessageBatch<{ deliveryId: string }>, env);
  },
} satisfies ExportedHandler<Env>;
