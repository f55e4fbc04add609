/**
 * The status history behind the Enterprise SLA (docs/keys.md "SLA"): every cron run records its
 * minute's probe of KV, D1 and the Durable Object as one row, and GET /p/api/status/history counts
 * a month's rows. Expected values are worked by hand from the rule: a minute is down when its probe
 * failed or left no row; minutes before the first probe ever recorded are not measured.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from 'cloudflare:test';
import worker from '../../../src/worker.js';
import { CRON_DAILY, CRON_HOURLY, CRON_MINUTE, runScheduled } from '../../../src/cron/index.js';
import { pruneStatusProbes } from '../../../src/platform/status-history.js';
import wranglerToml from '../../../wrangler.toml?raw';
import { call } from '../../helpers.js';

const MIN = 60_000;

interface Row {
  minute_ms: number;
  ok: number;
  kv_ok: number;
  d1_ok: number;
  do_ok: number;
  cron: string;
}
const rowsFrom = async (fromMs: number, toMs: number) =>
  (
    await env.DB.prepare(
      'SELECT minute_ms, ok, kv_ok, d1_ok, do_ok, cron FROM status_probes WHERE minute_ms >= ? AND minute_ms < ? ORDER BY minute_ms',
    )
      .bind(fromMs, toMs)
      .all<Row>()
  ).results;

/** Insert one probe row per minute in [fromMs, toMs) with one statement; `fail` maps minutes to failed checks. */
async function insertMinutes(fromMs: number, toMs: number) {
  await env.DB.prepare(
    `WITH RECURSIVE m(x) AS (SELECT ?1 UNION ALL SELECT x + 60000 FROM m WHERE x + 60000 < ?2)
     INSERT INTO status_probes (minute_ms, ok, kv_ok, d1_ok, do_ok, kv_ms, d1_ms, do_ms, cron, recorded_at)
     SELECT x, 1, 1, 1, 1, 0.5, 0.5, 0.5, 'test', x FROM m`,
  )
    .bind(fromMs, toMs)
    .run();
}

describe('a scheduled run records its status probe', () => {
  it('writes one row for its minute, once, and a failed probe as degraded', async () => {
    const at = Date.UTC(2025, 4, 5, 10, 7, 3);
    const ctl = createScheduledController({ scheduledTime: at, cron: CRON_MINUTE });
    const ctx = createExecutionContext();
    await worker.scheduled(ctl, env, ctx);
    await waitOnExecutionContext(ctx);
    const minute = Date.UTC(2025, 4, 5, 10, 7);
    expect(await rowsFrom(minute - MIN, minute + 2 * MIN)).toEqual([
      { minute_ms: minute, ok: 1, kv_ok: 1, d1_ok: 1, do_ok: 1, cron: CRON_MINUTE },
    ]);
    // the every-minute trigger runs the probe only; a second run of the minute keeps the first row
    const again = await runScheduled(CRON_MINUTE, env, at + 20_000);
    expect(again.jobs).toEqual([
      { name: 'status-probe', ok: true, detail: '2025-05-05T10:07:00.000Z ok (already recorded)' },
    ]);
    // a store that cannot be reached fails its check and the probe (the Durable Object unbound here)
    const broken = { ...env, RATE_LIMITER: undefined } as unknown as Env;
    await runScheduled(CRON_MINUTE, broken, minute + MIN);
    expect((await rowsFrom(minute, minute + 2 * MIN))[1]).toEqual({
      minute_ms: minute + MIN,
      ok: 0,
      kv_ok: 1,
      d1_ok: 1,
      do_ok: 0,
      cron: CRON_MINUTE,
    });
  });
});

describe('the probe history is kept', () => {
  it('by a trigger every minute that wrangler.toml declares', () => {
    const crons = /^crons = \[(.*)\]$/m.exec(wranglerToml)![1]!;
    expect(JSON.parse(`[${crons}]`)).toEqual([CRON_MINUTE, CRON_HOURLY, CRON_DAILY]);
  });
  it('for 13 months: the hourly prune deletes the rows of older months only', async () => {
    const jan2024 = Date.UTC(2024, 0, 1);
    await env.DB.batch(
      [jan2024 - MIN, jan2024].map((m) =>
        env.DB.prepare(
          `INSERT INTO status_probes (minute_ms, ok, kv_ok, d1_ok, do_ok, kv_ms, d1_ms, do_ms, cron, recorded_at)
           VALUES (?, 1, 1, 1, 1, 0, 0, 0, 'test', ?)`,
        ).bind(m, m),
      ),
    );
    // on 2025-02-15 the 13 months before February 2025 begin on 2024-01-01
    expect(await pruneStatusProbes(env, Date.UTC(2025, 1, 15, 12))).toBe(
      'pruned 1 probes before 2024-01-01T00:00:00.000Z',
    );
    expect((await rowsFrom(jan2024 - 2 * MIN, jan2024 + MIN)).map((r) => r.minute_ms)).toEqual([
      jan2024,
    ]);
  });
});

describe('GET /p/api/status/history', () => {
  const feb28 = Date.UTC(2025, 1, 28, 23, 0);
  beforeAll(async () => {
    await env.DB.prepare('DELETE FROM status_probes').run();
    // the first probe ever: 2025-02-28 23:00 UTC; the last hour of February, 3 minutes missing
    // (23:10-23:12) and 2 failed probes (23:20 KV; 23:30 D1 and the Durable Object)
    await insertMinutes(feb28, Date.UTC(2025, 2, 1));
    await env.DB.prepare('DELETE FROM status_probes WHERE minute_ms BETWEEN ? AND ?')
      .bind(feb28 + 10 * MIN, feb28 + 12 * MIN)
      .run();
    await env.DB.batch([
      env.DB.prepare('UPDATE status_probes SET ok = 0, kv_ok = 0 WHERE minute_ms = ?').bind(
        feb28 + 20 * MIN,
      ),
      env.DB.prepare(
        'UPDATE status_probes SET ok = 0, d1_ok = 0, do_ok = 0 WHERE minute_ms = ?',
      ).bind(feb28 + 30 * MIN),
    ]);
    // March (31 days, 44,640 minutes) and April (30 days, 43,200): each with 44 minutes unrecorded,
    // within March's 0.1% (44.64 minutes) and beyond April's (43.2)
    await insertMinutes(Date.UTC(2025, 2, 1), Date.UTC(2025, 4, 1));
    await env.DB.batch([
      env.DB.prepare('DELETE FROM status_probes WHERE minute_ms >= ? AND minute_ms < ?').bind(
        Date.UTC(2025, 2, 9, 4, 0),
        Date.UTC(2025, 2, 9, 4, 44),
      ),
      env.DB.prepare('DELETE FROM status_probes WHERE minute_ms >= ? AND minute_ms < ?').bind(
        Date.UTC(2025, 3, 30, 23, 16),
        Date.UTC(2025, 4, 1),
      ),
    ]);
  });

  it("counts a month's probes from the first one recorded: failed and unrecorded minutes are down", async () => {
    const res = await call('/p/api/status/history?month=2025-02');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      month: '2025-02',
      from: '2025-02-01T00:00:00.000Z',
      to: '2025-03-01T00:00:00.000Z',
      complete: true,
      measured_from: '2025-02-28T23:00:00.000Z',
      measured_to: '2025-03-01T00:00:00.000Z',
      minutes_measured: 60,
      probes_recorded: 57,
      probes_failed: 2,
      minutes_unrecorded: 3,
      minutes_down: 5,
      availability_pct: 91.666, // 55 / 60, rounded down
      failures: { kv: 1, d1: 1, durable_object: 1 },
      sla: { target_pct: 99.9, allowed_minutes_down: 40, met: false }, // 40,320 minutes x 0.1%
    });
    // a month before the first probe measured nothing
    expect(await (await call('/p/api/status/history?month=2025-01')).json()).toMatchObject({
      measured_from: null,
      minutes_measured: 0,
      minutes_down: 0,
      availability_pct: null,
      sla: { met: null },
    });
  });

  it('holds a full month to the target share: 44 minutes down meet it in March and miss it in April', async () => {
    const march = await (await call('/p/api/status/history?month=2025-03')).json<any>();
    expect(march).toMatchObject({
      minutes_measured: 44_640,
      probes_recorded: 44_596,
      minutes_down: 44,
      availability_pct: 99.901, // 44,596 / 44,640 = 99.90143...%
      sla: { allowed_minutes_down: 44, met: true },
    });
    const april = await (await call('/p/api/status/history?month=2025-04')).json<any>();
    expect(april).toMatchObject({
      minutes_measured: 43_200,
      minutes_unrecorded: 44,
      minutes_down: 44,
      availability_pct: 99.898, // 43,156 / 43,200 = 99.89814...%
      sla: { allowed_minutes_down: 43, met: false },
    });
  });

  it('defaults to the current month, counted so far', async () => {
    const now = new Date();
    const res = await call('/p/api/status/history');
    const j = await res.json<any>();
    expect(j.month).toBe(
      `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`,
    );
    expect(j.complete).toBe(false);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it.each([
    ['month=2025-13', 'month'],
    ['month=2025-2', 'month'],
    ['month=abc', 'month'],
    ['month=2999-01', 'month'],
    ['history=2025-01', 'history'],
  ])('a bad query (%s) is 400 naming %s', async (query, field) => {
    const res = await call(`/p/api/status/history?${query}`);
    expect(res.status).toBe(400);
    const j = await res.json<any>();
    expect(j.error.field).toBe(field);
    expect(j.error.message).toMatch(new RegExp(`^${field}: `));
  });
});
