/**
 * @module Worker entry: fetch mounts the families, scheduled runs the cron jobs, and the Durable
 * Object classes are exported for their bindings.
 */
import { runScheduled } from './cron/index.js';
import { dispatch } from './routes/families.js';

export { RateLimiter } from './durable/rate-limiter.js';

export default {
  fetch(req, env, ctx) {
    return dispatch(req, env, ctx);
  },
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduled(controller.cron, env, controller.scheduledTime));
  },
} satisfies ExportedHandler<Env>;
