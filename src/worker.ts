/**
 * @module Worker entry: fetch mounts the families, scheduled runs the cron jobs, queue delivers
 * outbound webhooks and works research-job shards (and their dead letters), and the Durable
 * Object classes are exported for their bindings.
 *
 * Everything past the Durable Object classes and the dispatcher is loaded with `import()` by the
 * handler that needs it, so an isolate evaluates no family, cron job or queue consumer until a
 * request, a trigger or a batch asks for it (docs/performance.md, "Start-up").
 */
import { dispatch } from './routes/dispatch.js';

export { RateLimiter } from './durable/rate-limiter.js';
export { KeyQuota } from './durable/key-quota.js';
export { SubscriptionLedger } from './durable/subscription-ledger.js';
export { JobLedger } from './durable/job-ledger.js';

export default {
  fetch(req, env, ctx) {
    return dispatch(req, env, ctx);
  },
  async scheduled(controller, env, ctx) {
    const { runScheduled } = await import('./cron/index.js');
    ctx.waitUntil(runScheduled(controller.cron, env, controller.scheduledTime));
  },
  /** One consumer, three queues: the jobs' shards and dead letters (docs/jobs.md), else webhook deliveries (docs/webhooks.md) */
  async queue(batch, env) {
    if (batch.queue.includes('jobs')) {
      const { consumeJobBatch, consumeJobDeadLetters } = await import('./platform/jobs.js');
      if (batch.queue.endsWith('-dead')) await consumeJobDeadLetters(batch, env);
      // the platform runs the shards; Family T says what a row is
      else await consumeJobBatch(batch, env, (await import('./routes/t/job-rows.js')).T_JOB_ROWS);
    } else {
      const { consumeWebhookBatch } = await import('./platform/webhooks.js');
      await consumeWebhookBatch(batch as MessageBatch<{ deliveryId: string }>, env);
    }
  },
} satisfies ExportedHandler<Env>;
