import { describe, expect, it } from 'vitest';
import { env, exports } from 'cloudflare:workers';
import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from 'cloudflare:test';
import worker from '../../src/worker.js';
import { CRON_DAILY, CRON_HOURLY } from '../../src/cron/index.js';

describe('scheduled handler', () => {
  it('runs for each configured cron', async () => {
    for (const cron of [CRON_HOURLY, CRON_DAILY]) {
      const ctl = createScheduledController({ scheduledTime: Date.UTC(2026, 0, 1, 0, 30), cron });
      const ctx = createExecutionContext();
      await worker.scheduled(ctl, env, ctx);
      await waitOnExecutionContext(ctx);
      expect(JSON.parse((await env.CACHE.get('cron:last-run'))!)).toEqual({
        cron,
        atMs: Date.UTC(2026, 0, 1, 0, 30),
      });
    }
    expect(exports.default).toBeDefined();
  });
});

describe('cron jobs of every hour', () => {
  it('include the webhook scan of Family T', async () => {
    const { runScheduled } = await import('../../src/cron/index.js');
    const report = await runScheduled(CRON_HOURLY, env, Date.UTC(2026, 0, 1, 1, 0));
    const scan = report.jobs.find((j) => j.name === 'webhook-scan');
    expect(scan).toMatchObject({
      ok: true,
      detail: expect.stringMatching(/^webhooks: \d+ active/),
    });
  });
});
