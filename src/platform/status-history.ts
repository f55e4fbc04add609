/**
 * @module The status probes and their history (docs/family-p.md "Status history", docs/keys.md
 * "SLA"). One probe reads KV, runs `SELECT 1` on D1 and calls the rate limiter's Durable Object,
 * each timed: `GET /p/api/status?verbose=1` answers it live, and every cron run records it as one
 * row of `status_probes` keyed by its scheduled minute (migrations/0013_status_probes.sql). The
 * history of a calendar month (UTC) counts those rows: a minute is down when its probe failed or
 * left no row (a probe that cannot reach D1 cannot write one), from the first probe ever recorded
 * (minutes before it were not measured) to the minute before last.
 */

export interface Probe {
  ok: boolean;
  latencyMs: number;
  error?: string;
}

export interface StoreProbes {
  kv: Probe;
  d1: Probe;
  durableObject: Probe;
}

const MINUTE_MS = 60_000;
/** Rows older than this many whole months before the current one are pruned (13 months kept, as usage). */
export const HISTORY_MONTHS_KEPT = 13;

async function probe(run: () => Promise<unknown>): Promise<Probe> {
  const t0 = performance.now();
  try {
    await run();
    return { ok: true, latencyMs: Math.round((performance.now() - t0) * 1000) / 1000 };
  } catch (err) {
    return {
      ok: false,
      latencyMs: Math.round((performance.now() - t0) * 1000) / 1000,
      error: err instanceof Error ? err.name : 'error',
    };
  }
}

const unbound: Probe = { ok: false, latencyMs: 0, error: 'not bound' };

/** Probe KV (a read), D1 (`SELECT 1`) and the Durable Object (an RPC) at once; a missing binding fails its probe. */
export async function probeStores(env: Env): Promise<StoreProbes> {
  const bound = env as unknown as Record<string, unknown>;
  const [kv, d1, durableObject] = await Promise.all([
    bound.CACHE ? probe(() => env.CACHE.get('status:probe')) : Promise.resolve(unbound),
    bound.DB ? probe(() => env.DB.prepare('SELECT 1 AS one').first()) : Promise.resolve(unbound),
    bound.RATE_LIMITER
      ? probe(() => env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName('status:probe')).peek(1, 1000))
      : Promise.resolve(unbound),
  ]);
  return { kv, d1, durableObject };
}

export const probesOk = (p: StoreProbes): boolean => p.kv.ok && p.d1.ok && p.durableObject.ok;

/**
 * Probe the stores and record the result for the scheduled minute (one row per minute: a second
 * trigger of the same minute, or a retried run, keeps the first row). Returns the cron job's detail.
 */
export async function recordStatusProbe(
  env: Env,
  scheduledTimeMs: number,
  cron: string,
  nowMs: number,
): Promise<string> {
  const minuteMs = Math.floor(scheduledTimeMs / MINUTE_MS) * MINUTE_MS;
  const p = await probeStores(env);
  const ok = probesOk(p);
  const res = await env.DB.prepare(
    `INSERT OR IGNORE INTO status_probes
       (minute_ms, ok, kv_ok, d1_ok, do_ok, kv_ms, d1_ms, do_ms, cron, recorded_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
    .bind(
      minuteMs,
      ok ? 1 : 0,
      p.kv.ok ? 1 : 0,
      p.d1.ok ? 1 : 0,
      p.durableObject.ok ? 1 : 0,
      p.kv.latencyMs,
      p.d1.latencyMs,
      p.durableObject.latencyMs,
      cron,
      nowMs,
    )
    .run();
  const at = new Date(minuteMs).toISOString();
  return `${at} ${ok ? 'ok' : 'degraded'}${res.meta.changes === 0 ? ' (already recorded)' : ''}`;
}

/** Delete the rows of months older than the kept window (run hourly). */
export async function pruneStatusProbes(env: Env, nowMs: number): Promise<string> {
  const d = new Date(nowMs);
  const keepFrom = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - HISTORY_MONTHS_KEPT, 1);
  const res = await env.DB.prepare('DELETE FROM status_probes WHERE minute_ms < ?')
    .bind(keepFrom)
    .run();
  return `pruned ${res.meta.changes} probes before ${new Date(keepFrom).toISOString()}`;
}

/** A calendar month (UTC) as `YYYY-MM`: its first instant and the first instant of the next. */
export function monthBounds(month: string): { fromMs: number; toMs: number } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return { fromMs: Date.UTC(y, m - 1, 1), toMs: Date.UTC(y, m, 1) };
}

export interface MonthHistory {
  month: string;
  from: string;
  to: string;
  complete: boolean;
  measured_from: string | null;
  measured_to: string | null;
  minutes_measured: number;
  probes_recorded: number;
  probes_failed: number;
  minutes_unrecorded: number;
  minutes_down: number;
  availability_pct: number | null;
  failures: { kv: number; d1: number; durable_object: number };
  sla: { target_pct: number; allowed_minutes_down: number; met: boolean | null };
}

/**
 * The month's availability from the recorded probes. `nowMs` bounds a month in progress: minutes
 * are counted up to the start of the minute before the current one (its probe has had a minute to
 * write its row). The percentage is rounded down to 3 decimals, so it never shows a met target
 * that was missed; `sla.met` compares the counts exactly.
 */
export async function monthHistory(
  env: Env,
  month: string,
  nowMs: number,
  targetPct: number,
): Promise<MonthHistory> {
  const { fromMs, toMs } = monthBounds(month);
  const lastMinuteMs = Math.floor(nowMs / MINUTE_MS) * MINUTE_MS - MINUTE_MS;
  const first = await env.DB.prepare('SELECT MIN(minute_ms) AS first FROM status_probes').first<{
    first: number | null;
  }>();
  const startMs = first?.first == null ? null : Math.max(fromMs, first.first);
  const endMs = Math.min(toMs, lastMinuteMs);
  const measured = startMs !== null && endMs > startMs;
  const counts = measured
    ? await env.DB.prepare(
        `SELECT COUNT(*) AS n, COALESCE(SUM(ok = 0), 0) AS failed, COALESCE(SUM(kv_ok = 0), 0) AS kv,
                COALESCE(SUM(d1_ok = 0), 0) AS d1, COALESCE(SUM(do_ok = 0), 0) AS dobj
           FROM status_probes WHERE minute_ms >= ? AND minute_ms < ?`,
      )
        .bind(startMs, endMs)
        .first<{ n: number; failed: number; kv: number; d1: number; dobj: number }>()
    : null;
  const minutesMeasured = measured ? (endMs - startMs) / MINUTE_MS : 0;
  const recorded = counts?.n ?? 0;
  const failed = counts?.failed ?? 0;
  const unrecorded = minutesMeasured - recorded;
  const down = failed + unrecorded;
  const allowedShare = (100 - targetPct) / 100;
  return {
    month,
    from: new Date(fromMs).toISOString(),
    to: new Date(toMs).toISOString(),
    complete: lastMinuteMs >= toMs,
    measured_from: measured ? new Date(startMs).toISOString() : null,
    measured_to: measured ? new Date(endMs).toISOString() : null,
    minutes_measured: minutesMeasured,
    probes_recorded: recorded,
    probes_failed: failed,
    minutes_unrecorded: unrecorded,
    minutes_down: down,
    availability_pct: measured
      ? Math.floor(((minutesMeasured - down) * 100_000) / minutesMeasured) / 1000
      : null,
    failures: { kv: counts?.kv ?? 0, d1: counts?.d1 ?? 0, durable_object: counts?.dobj ?? 0 },
    sla: {
      target_pct: targetPct,
      allowed_minutes_down: Math.floor(
        Math.round(((toMs - fromMs) / MINUTE_MS) * allowedShare * 1e6) / 1e6,
      ),
      met: measured ? down <= Math.round(minutesMeasured * allowedShare * 1e6) / 1e6 : null,
    },
  };
}
