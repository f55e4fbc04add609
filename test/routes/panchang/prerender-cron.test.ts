import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from 'cloudflare:test';
import worker from '../../../src/worker.js';
import { CRON_DAILY, CRON_HOURLY, runScheduled } from '../../../src/cron/index.js';
import { PRERENDER_FIXED_YEARS, utsavaYearsFor } from '../../../src/cron/prerender.js';
import { utsavaKey } from '../../../src/platform/feeds/utsava-store.js';
import { dailyFeedKey, type DailyWindow } from '../../../src/platform/feeds/daily.js';
import { call } from '../../helpers.js';

async function fire(cron: string, scheduledTime: number): Promise<void> {
  const ctl = createScheduledController({ scheduledTime, cron });
  const ctx = createExecutionContext();
  await worker.scheduled(ctl, env, ctx);
  await waitOnExecutionContext(ctx);
}

async function snapshot(keys: string[]): Promise<Record<string, string | null>> {
  return Object.fromEntries(
    await Promise.all(keys.map(async (k) => [k, await env.CACHE.get(k)] as const)),
  );
}

describe('cron: prerendered utsavas and the daily feed', () => {
  // 2030-12-31 20:00 UTC is 2031-01-01 01:30 in New Delhi: the current year there is 2031
  const at = Date.UTC(2030, 11, 31, 20, 0);

  it('takes the current and next year at New Delhi plus 2024-2030', () => {
    expect(utsavaYearsFor(at)).toEqual({
      current: 2031,
      years: [...PRERENDER_FIXED_YEARS, 2031, 2032],
    });
    expect(utsavaYearsFor(Date.UTC(2026, 5, 1)).years).toEqual([
      2024, 2025, 2026, 2027, 2028, 2029, 2030,
    ]);
  });

  it('writes every missing year and the feed windows, and a second run changes nothing', async () => {
    const years = [2024, 2025, 2026, 2027, 2028, 2029, 2030, 2031, 2032];
    const utsavaKeys = years.map((y) => utsavaKey(y, 'delhi'));
    const feedKeys = [dailyFeedKey('2031-01-01'), dailyFeedKey('2031-01-02')];
    // 2026 is already stored (by a request or an earlier run): it is kept as it is
    await env.CACHE.put(utsavaKey(2026, 'delhi'), '{"kept":true}');

    await fire(CRON_HOURLY, at);
    const first = await snapshot([...utsavaKeys, ...feedKeys]);
    for (const y of years) {
      const text = first[utsavaKey(y, 'delhi')];
      expect(text, String(y)).not.toBeNull();
      if (y === 2026) {
        expect(text).toBe('{"kept":true}');
        continue;
      }
      const doc = JSON.parse(text!) as {
        year: number;
        count: number;
        utsavas: Array<{ date: string }>;
      };
      expect(doc.year).toBe(y);
      expect(doc.count).toBeGreaterThanOrEqual(60);
      expect(doc.utsavas.every((u) => u.date.startsWith(`${y}-`))).toBe(true);
    }
    for (const k of feedKeys) {
      const w = JSON.parse(first[k]!) as DailyWindow;
      expect(w.entries).toHaveLength(15);
      expect(w.entries[0]!.date).toBe(w.centre);
    }
    // the hourly run again: everything skipped, nothing changes
    const again = await runScheduled(CRON_HOURLY, env, at);
    expect(again.jobs.every((j) => j.ok)).toBe(true);
    expect(again.jobs.find((j) => j.name === 'prerender-utsavas')?.detail).toBe(
      `utsavas written [] skipped [${years.join(', ')}]`,
    );
    expect(again.jobs.find((j) => j.name === 'refresh-daily-feed')?.detail).toBe(
      'daily feed windows written [] of [2031-01-01, 2031-01-02]',
    );
    expect(await snapshot([...utsavaKeys, ...feedKeys])).toEqual(first);

    // the daily run refreshes the current and next year: the same bytes again
    const daily = await runScheduled(CRON_DAILY, env, at);
    expect(daily.jobs.find((j) => j.name === 'prerender-utsavas')?.detail).toBe(
      'utsavas written [2031, 2032] skipped [2024, 2025, 2026, 2027, 2028, 2029, 2030]',
    );
    expect(await snapshot([...utsavaKeys, ...feedKeys])).toEqual(first);

    // the route serves the prerendered year from KV
    const res = await call('/api/utsavas?year=2031');
    expect(['kv', 'edge']).toContain(res.headers.get('x-utsavas-source'));
    expect(await res.text()).toBe(first[utsavaKey(2031, 'delhi')]);
  });
});
