/** The hourly cron prerenders the next Indian day's rashifal (12 rashis and all, en and hi) into KV. */
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from 'cloudflare:test';
import worker from '../../src/worker.js';
import { CRON_HOURLY, runScheduled } from '../../src/cron/index.js';
import { computeRashifal, rashifalKey } from '../../src/platform/feeds/rashifal-store.js';
import { call, withoutLabels } from '../helpers.js';

describe('scheduled: prerender-rashifal', () => {
  it('writes the next day in India once, byte for byte what the route computes', async () => {
    // 2026-03-09 20:00 UTC is already 10 March 01:30 in India: the next Indian day is 11 March
    const at = Date.UTC(2026, 2, 9, 20, 0);
    const ctl = createScheduledController({ scheduledTime: at, cron: CRON_HOURLY });
    const ctx = createExecutionContext();
    await worker.scheduled(ctl, env, ctx);
    await waitOnExecutionContext(ctx);
    for (const lang of ['en', 'hi'] as const) {
      const all = await env.CACHE.get(rashifalKey('2026-03-11', lang), 'text');
      expect(all).toBe(JSON.stringify(computeRashifal('2026-03-11', lang)));
      for (let r = 0; r < 12; r++) {
        expect(
          await env.CACHE.get(rashifalKey('2026-03-11', lang, r), 'text'),
          `${lang} ${r}`,
        ).toBe(JSON.stringify(computeRashifal('2026-03-11', lang, r)));
      }
    }
    expect(await env.CACHE.get(rashifalKey('2026-03-10', 'en'), 'text')).toBeNull();

    // a second run finds the date complete and writes nothing
    const again = await runScheduled(CRON_HOURLY, env, at);
    expect(again.jobs.find((j) => j.name === 'prerender-rashifal')).toEqual({
      name: 'prerender-rashifal',
      ok: true,
      detail: 'rashifal 2026-03-11: written []',
    });

    // the route serves the prerendered document
    const res = await call('/n/api/rashifal?rashi=4&date=2026-03-11&lang=hi');
    expect(res.headers.get('x-rashifal-source')).toBe('kv');
    expect(withoutLabels((await res.json<{ data: unknown }>()).data)).toEqual(
      computeRashifal('2026-03-11', 'hi', 4),
    );
  });
});
