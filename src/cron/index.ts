/**
 * @module Scheduled jobs. One `scheduled` handler dispatches on the cron expression; the
 * expressions are exported so tests and wrangler.toml agree. Every run, of every trigger, records
 * the status probe of its minute (the history behind the Enterprise SLA, docs/keys.md "SLA"); the
 * every-minute trigger does only that.
 */
export const CRON_MINUTE = '* * * * *';
export const CRON_HOURLY = '0 * * * *';
export const CRON_DAILY = '30 0 * * *';
import { prerenderRashifal, prerenderUtsavas, refreshDailyFeed } from './prerender.js';
import { pingIndexNowTopPages } from '../platform/indexnow.js';
import { sendDailyPanchang } from './daily-messages.js';
import { scanWebhookEvents } from '../platform/webhooks.js';
import { pruneStatusProbes, recordStatusProbe } from '../platform/status-history.js';

export interface CronReport {
  cron: string;
  jobs: Array<{ name: string; ok: boolean; detail?: string }>;
}

/** Run the jobs of one cron trigger. Each job is idempotent. */
export async function runScheduled(
  cron: string,
  env: Env,
  scheduledTimeMs: number,
): Promise<CronReport> {
  const report: CronReport = { cron, jobs: [] };
  const run = async (name: string, job: () => Promise<string | void>) => {
    try {
      const detail = await job();
      report.jobs.push({ name, ok: true, ...(detail ? { detail } : {}) });
    } catch (err) {
      console.error(`cron job ${name} failed`, err instanceof Error ? err.message : err);
      report.jobs.push({
        name,
        ok: false,
        detail: err instanceof Error ? err.message : String(err),
      });
    }
  };
  // one row per minute whatever the trigger (a minute with no row counts as down)
  await run('status-probe', () => recordStatusProbe(env, scheduledTimeMs, cron, Date.now()));
  if (cron === CRON_HOURLY)
    await run('status-prune', () => pruneStatusProbes(env, scheduledTimeMs));
  if (cron === CRON_HOURLY || cron === CRON_DAILY) {
    await run('heartbeat', async () => {
      await env.CACHE.put('cron:last-run', JSON.stringify({ cron, atMs: scheduledTimeMs }));
    });
    await run('refresh-daily-feed', () => refreshDailyFeed(env, scheduledTimeMs));
    await run('prerender-utsavas', () =>
      prerenderUtsavas(env, scheduledTimeMs, { refreshCurrent: cron === CRON_DAILY }),
    );
    await run('prerender-rashifal', () => prerenderRashifal(env, scheduledTimeMs));
  }
  if (cron === CRON_DAILY) {
    await run('indexnow-ping', () => pingIndexNowTopPages(env));
  }
  if (cron === CRON_HOURLY || cron === CRON_DAILY) {
    // the daily trigger sends; later hourly runs pick up what was cut off or failed (same ids)
    await run('daily-panchang-messages', () => sendDailyPanchang(env, scheduledTimeMs));
    // every hour: the next 24 hours of every watched chart; events already stored are not queued again
    await run('webhook-scan', () => scanWebhookEvents(env, scheduledTimeMs));
  }
  return report;
}
