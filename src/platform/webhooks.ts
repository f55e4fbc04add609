/**
 * @module Family T's outbound webhooks (docs/webhooks.md): registrations in D1, the hourly scan
 * that turns a saved chart's next 24 hours into events, and the delivery each event gets through
 * the WEBHOOK_QUEUE Cloudflare Queue.
 *
 * - An event is keyed by (hook, event key); the scan inserts it once (INSERT OR IGNORE), so hourly
 *   scans over overlapping windows never enqueue it twice.
 * - A delivery is signed per the Standard Webhooks spec with the `standardwebhooks` library:
 *   `webhook-id` (stable across retries), `webhook-timestamp` (seconds) and `webhook-signature`
 *   (`v1,<base64 HMAC-SHA256 of id.timestamp.body>` under the hook's `whsec_` secret).
 * - A delivery is claimed before it is sent (status `sending`), and a delivery already answered
 *   with a 2xx is never sent again, whatever the queue redelivers.
 * - The delivery log says only `failed (HTTP 503)` (the receiver answered), `failed (network)`
 *   (no answer, whatever the cause: closed port, timeout, TLS, reset) or `not sent: address
 *   refused` (the pre-send check): never the runtime's message, and never a closed port apart
 *   from an open one, so the log cannot be used to probe hosts and ports.
 * - 8 tries: after a failure the message is retried after 1 min, 5 min, 15 min, 1 h, 2 h, 6 h and
 *   14 h (23 h 21 min in all); then it is marked failed.
 */
import { Webhook } from 'standardwebhooks';
import { dashaTransitions, transitWindows } from '../engine/alerts/index.js';
import { assembleChart } from '../engine/chart/assemble.js';
import { CURRENT_ENGINE_CONFIG } from '../engine/config/versions.js';
import { isoFromJdUt, jdUtFromUnixMs } from '../engine/time/julian.js';
import { momentOfIso } from '../engine/time/iso-moment.js';
import { randomBytes, sha256Hex, toBase64 } from './crypto.js';
import { checkReceiverUrl, DELIVERY_NETWORK_FAILURE, deliveryHttpFailure } from './webhook-url.js';

export const WEBHOOK_EVENTS = [
  'dasha.transition',
  'transit.window',
  'job.completed',
  'job.failed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** Events about a saved chart (the hook names the chart); the others are about the owner's jobs. */
export const CHART_EVENTS: readonly WebhookEvent[] = ['dasha.transition', 'transit.window'];
export const MAX_HOOKS_PER_OWNER = 20;
/** Seconds to wait after failed try n (1-based), for tries 1..7; try 8 is the last. */
export const BACKOFF_SECONDS: readonly number[] = [60, 300, 900, 3600, 7200, 21_600, 50_400];
export const MAX_TRIES = BACKOFF_SECONDS.length + 1;
/** How far ahead each scan looks. */
export const SCAN_WINDOW_MS = 24 * 3600 * 1000;
const DELIVERY_TIMEOUT_MS = 10_000;
/** A claim older than this is considered lost (the worker died mid-send) and may be retaken. */
const CLAIM_STALE_MS = 2 * 60 * 1000;

export interface WebhookRecord {
  id: string;
  /** null for a hook of job events only */
  chartId: string | null;
  url: string;
  events: WebhookEvent[];
  dashaLevel: number;
  environment: 'production' | 'sandbox';
  status: 'active' | 'deleted';
  createdAt: string;
}

interface HookRow {
  id: string;
  owner_id: string;
  chart_id: string | null;
  url: string;
  events_json: string;
  dasha_level: number;
  environment: 'production' | 'sandbox';
  secret: string;
  status: 'active' | 'deleted';
  created_at: number;
}

function fromRow(r: HookRow): WebhookRecord {
  return {
    id: r.id,
    chartId: r.chart_id,
    url: r.url,
    events: JSON.parse(r.events_json) as WebhookEvent[],
    dashaLevel: r.dasha_level,
    environment: r.environment,
    status: r.status,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

/** Delay before the next try after `tries` failed tries, scaled (tests run the schedule fast). */
export function backoffSeconds(tries: number, scale = 1): number | null {
  if (tries >= MAX_TRIES) return null;
  return Math.round(BACKOFF_SECONDS[tries - 1]! * scale);
}

export async function createWebhook(
  db: D1Database,
  h: {
    ownerId: string;
    chartId: string | null;
    url: string;
    events: WebhookEvent[];
    dashaLevel: number;
    environment: 'production' | 'sandbox';
    nowMs: number;
  },
): Promise<{ record: WebhookRecord; secret: string }> {
  const id = `wh_${[...randomBytes(12)].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
  const secret = `whsec_${toBase64(randomBytes(32))}`;
  await db
    .prepare(
      "INSERT INTO webhooks (id, owner_id, chart_id, url, events_json, dasha_level, environment, secret, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'active', ?)",
    )
    .bind(
      id,
      h.ownerId,
      h.chartId,
      h.url,
      JSON.stringify(h.events),
      h.dashaLevel,
      h.environment,
      secret,
      h.nowMs,
    )
    .run();
  return { record: (await getWebhook(db, h.ownerId, id))!, secret };
}

export async function activeHookCount(db: D1Database, ownerId: string): Promise<number> {
  return (
    (
      await db
        .prepare("SELECT COUNT(*) AS n FROM webhooks WHERE owner_id = ? AND status = 'active'")
        .bind(ownerId)
        .first<{ n: number }>()
    )?.n ?? 0
  );
}

export async function listWebhooks(db: D1Database, ownerId: string): Promise<WebhookRecord[]> {
  const rows = await db
    .prepare(
      "SELECT * FROM webhooks WHERE owner_id = ? AND status = 'active' ORDER BY created_at DESC, id",
    )
    .bind(ownerId)
    .all<HookRow>();
  return rows.results.map(fromRow);
}

export async function getWebhook(
  db: D1Database,
  ownerId: string,
  id: string,
): Promise<WebhookRecord | null> {
  const r = await db
    .prepare("SELECT * FROM webhooks WHERE id = ? AND owner_id = ? AND status = 'active'")
    .bind(id, ownerId)
    .first<HookRow>();
  return r ? fromRow(r) : null;
}

export async function deleteWebhook(
  db: D1Database,
  ownerId: string,
  id: string,
  nowMs: number,
): Promise<boolean> {
  const r = await db
    .prepare(
      "UPDATE webhooks SET status = 'deleted', deleted_at = ? WHERE id = ? AND owner_id = ? AND status = 'active'",
    )
    .bind(nowMs, id, ownerId)
    .run();
  return (r.meta.changes ?? 0) > 0;
}

export interface DeliveryView {
  id: string;
  event_type: string;
  event_key: string;
  status: string;
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  created_at: string;
  last_attempt_at: string | null;
  delivered_at: string | null;
}

export async function listDeliveries(
  db: D1Database,
  hookId: string,
  limit: number,
): Promise<DeliveryView[]> {
  const rows = await db
    .prepare(
      'SELECT id, event_type, event_key, status, attempts, last_status_code, last_error, created_at, last_attempt_at, delivered_at FROM webhook_deliveries WHERE webhook_id = ? ORDER BY created_at DESC, id LIMIT ?',
    )
    .bind(hookId, limit)
    .all<{
      id: string;
      event_type: string;
      event_key: string;
      status: string;
      attempts: number;
      last_status_code: number | null;
      last_error: string | null;
      created_at: number;
      last_attempt_at: number | null;
      delivered_at: number | null;
    }>();
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  return rows.results.map((r) => ({
    ...r,
    created_at: new Date(r.created_at).toISOString(),
    last_attempt_at: iso(r.last_attempt_at),
    delivered_at: iso(r.delivered_at),
  }));
}

/** An event found by the scan, before it is stored. */
interface FoundEvent {
  type: WebhookEvent;
  key: string;
  data: Record<string, unknown>;
}

/** Events of one hook's chart in [fromMs, fromMs + SCAN_WINDOW_MS). */
export function eventsForChart(
  input: {
    birth: { datetime: string; lat: number; lon: number };
    ayanamsha?: string;
    node?: string;
  },
  hook: Pick<WebhookRecord, 'events' | 'dashaLevel' | 'chartId'>,
  fromMs: number,
): FoundEvent[] {
  const cfg = CURRENT_ENGINE_CONFIG;
  const m = momentOfIso(input.birth.datetime);
  const ayanamsa = (input.ayanamsha ?? cfg.ayanamsa) as typeof cfg.ayanamsa;
  const nodeMode = (input.node ?? cfg.nodeMode) as typeof cfg.nodeMode;
  const { basis } = assembleChart(
    { jdUt: m.jdUt, latDeg: input.birth.lat, lonDeg: input.birth.lon, tzHours: m.tzHours },
    { ayanamsa, nodeMode },
    { positionsOnly: true },
  );
  const from = jdUtFromUnixMs(fromMs);
  const to = jdUtFromUnixMs(fromMs + SCAN_WINDOW_MS);
  const out: FoundEvent[] = [];
  if (hook.events.includes('dasha.transition')) {
    for (const t of dashaTransitions(
      basis.grahas[1]!.lonDeg,
      m.jdUt,
      cfg.dashaYearDays,
      hook.dashaLevel,
      from,
      to,
    )) {
      out.push({
        type: 'dasha.transition',
        key: `dasha.transition:${t.level}:${t.start}`,
        data: {
          chart_id: hook.chartId,
          system: 'vimsottari',
          level: t.level,
          level_name: t.levelName,
          starts_at: t.start,
          from_lords: t.fromLords,
          to_lords: t.toLords,
        },
      });
    }
  }
  if (hook.events.includes('transit.window')) {
    for (const w of transitWindows(
      from,
      to,
      { lagnaDeg: basis.ascendantDeg, moonDeg: basis.grahas[1]!.lonDeg },
      { ayanamsa, nodeMode },
    )) {
      const at = isoFromJdUt(w.jdUt);
      out.push({
        type: 'transit.window',
        key: `transit.window:${w.graha}:${w.rashi0}:${at}`,
        data: {
          chart_id: hook.chartId,
          graha: w.graha,
          enters: w.rashi,
          opens_at: at,
          retrograde: w.retrograde,
          house_from_lagna: w.houseFromLagna,
          house_from_moon: w.houseFromMoon,
        },
      });
    }
  }
  return out;
}

/** The hourly scan: store each new event of every active hook and enqueue its delivery. */
export async function scanWebhookEvents(env: Env, nowMs: number): Promise<string> {
  const hooks = await env.DB.prepare(
    "SELECT w.*, c.input_json FROM webhooks w JOIN t_charts c ON c.id = w.chart_id WHERE w.status = 'active'",
  ).all<HookRow & { input_json: string }>();
  let found = 0;
  let queued = 0;
  for (const row of hooks.results) {
    const hook = fromRow(row);
    const events = eventsForChart(JSON.parse(row.input_json), hook, nowMs);
    found += events.length;
    for (const e of events) {
      const id = `msg_${(await sha256Hex(`${hook.id}|${e.key}`)).slice(0, 32)}`;
      const payload = JSON.stringify({
        type: e.type,
        timestamp: new Date(nowMs).toISOString(),
        webhook_id: hook.id,
        data: e.data,
      });
      const r = await env.DB.prepare(
        "INSERT OR IGNORE INTO webhook_deliveries (id, webhook_id, event_type, event_key, payload_json, status, attempts, created_at) VALUES (?, ?, ?, ?, ?, 'pending', 0, ?)",
      )
        .bind(id, hook.id, e.type, e.key, payload, nowMs)
        .run();
      if ((r.meta.changes ?? 0) > 0) {
        await env.WEBHOOK_QUEUE.send({ deliveryId: id });
        queued++;
      }
    }
  }
  return `webhooks: ${hooks.results.length} active, ${found} events in the next 24 h, ${queued} new deliveries queued`;
}

/**
 * An event about the owner (a job ended): one delivery per active hook of the owner that asked
 * for `type`, keyed by (hook, `key`) so it is stored and queued once, then sent like every other
 * delivery (signed, retried, logged).
 */
export async function queueOwnerEvent(
  env: { DB: D1Database; WEBHOOK_QUEUE: Queue },
  ownerId: string,
  type: WebhookEvent,
  key: string,
  data: Record<string, unknown>,
  nowMs: number,
): Promise<number> {
  const hooks = await env.DB.prepare(
    "SELECT * FROM webhooks WHERE owner_id = ? AND status = 'active'",
  )
    .bind(ownerId)
    .all<HookRow>();
  let queued = 0;
  for (const row of hooks.results) {
    const hook = fromRow(row);
    if (!hook.events.includes(type)) continue;
    const id = `msg_${(await sha256Hex(`${hook.id}|${type}:${key}`)).slice(0, 32)}`;
    const payload = JSON.stringify({
      type,
      timestamp: new Date(nowMs).toISOString(),
      webhook_id: hook.id,
      data,
    });
    const r = await env.DB.prepare(
      "INSERT OR IGNORE INTO webhook_deliveries (id, webhook_id, event_type, event_key, payload_json, status, attempts, created_at) VALUES (?, ?, ?, ?, ?, 'pending', 0, ?)",
    )
      .bind(id, hook.id, type, `${type}:${key}`, payload, nowMs)
      .run();
    if ((r.meta.changes ?? 0) > 0) {
      await env.WEBHOOK_QUEUE.send({ deliveryId: id });
      queued++;
    }
  }
  return queued;
}

export type DeliveryOutcome =
  | { kind: 'done'; status: 'delivered' | 'failed' | 'skipped' }
  | { kind: 'retry'; delaySeconds: number };

interface DeliveryEnv {
  DB: D1Database;
  WEBHOOK_ALLOW_LOOPBACK?: string;
  SANDBOX_WEBHOOK_RECEIVERS?: string;
  DNS_RESOLVER_URL?: string;
  WEBHOOK_BACKOFF_SCALE?: string;
}

/** One try of a delivery (the queue consumer calls it per message). */
export async function deliver(
  env: DeliveryEnv,
  deliveryId: string,
  nowMs = Date.now(),
): Promise<DeliveryOutcome> {
  const db = env.DB;
  // claim: only a pending or retrying delivery (or a stale claim) is sent, by one consumer at a time
  const claim = await db
    .prepare(
      `UPDATE webhook_deliveries SET status = 'sending', attempts = attempts + 1, last_attempt_at = ?
    WHERE id = ? AND (status IN ('pending', 'retrying') OR (status = 'sending' AND last_attempt_at < ?))`,
    )
    .bind(nowMs, deliveryId, nowMs - CLAIM_STALE_MS)
    .run();
  if ((claim.meta.changes ?? 0) === 0) return { kind: 'done', status: 'skipped' };
  const d = await db
    .prepare(
      'SELECT d.payload_json, d.attempts, w.url, w.secret, w.status AS hook_status, w.environment FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id WHERE d.id = ?',
    )
    .bind(deliveryId)
    .first<{
      payload_json: string;
      attempts: number;
      url: string;
      secret: string;
      hook_status: string;
      environment: 'production' | 'sandbox';
    }>();
  const finish = async (
    status: 'delivered' | 'failed' | 'retrying',
    code: number | null,
    error: string | null,
  ) => {
    await db
      .prepare(
        'UPDATE webhook_deliveries SET status = ?, last_status_code = ?, last_error = ?, delivered_at = ? WHERE id = ?',
      )
      .bind(status, code, error, status === 'delivered' ? Date.now() : null, deliveryId)
      .run();
  };
  if (!d || d.hook_status !== 'active') {
    await finish('failed', null, 'the webhook was deleted');
    return { kind: 'done', status: 'failed' };
  }
  // every try re-checks the address (a name may have been re-pointed since registration); the log
  // shows the category only, never the address or the resolver's answer
  const verdict = await checkReceiverUrl(d.url, d.environment, env);
  if (!verdict.ok) {
    await finish('failed', null, `not sent: ${verdict.category}`);
    return { kind: 'done', status: 'failed' };
  }
  let code: number | null = null;
  let error: string;
  try {
    const signed = new Date(nowMs);
    const signature = new Webhook(d.secret).sign(deliveryId, signed, d.payload_json);
    const res = await fetch(d.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'jyotisha-webhooks/1',
        'webhook-id': deliveryId,
        'webhook-timestamp': String(Math.floor(nowMs / 1000)),
        'webhook-signature': signature,
      },
      body: d.payload_json,
      redirect: 'manual',
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    code = res.status;
    await res.body?.cancel();
    if (res.status >= 200 && res.status < 300) {
      await finish('delivered', code, null);
      return { kind: 'done', status: 'delivered' };
    }
    error = deliveryHttpFailure(res.status);
  } catch {
    error = DELIVERY_NETWORK_FAILURE;
  }
  const scale = env.WEBHOOK_BACKOFF_SCALE ? Number(env.WEBHOOK_BACKOFF_SCALE) : 1;
  const delay = backoffSeconds(d.attempts, Number.isFinite(scale) && scale >= 0 ? scale : 1);
  if (delay === null) {
    await finish('failed', code, `${error}; gave up after ${MAX_TRIES} tries`);
    return { kind: 'done', status: 'failed' };
  }
  await finish('retrying', code, error);
  return { kind: 'retry', delaySeconds: delay };
}

/** The queue consumer: one try per message; retries go back to the queue with their delay. */
export async function consumeWebhookBatch(
  batch: MessageBatch<{ deliveryId: string }>,
  env: Env,
): Promise<void> {
  for (const msg of batch.messages) {
    try {
      const outcome = await deliver(env as unknown as DeliveryEnv, msg.body.deliveryId);
      if (outcome.kind === 'retry') msg.retry({ delaySeconds: outcome.delaySeconds });
      else msg.ack();
    } catch (err) {
      console.error('webhook delivery failed to run', err instanceof Error ? err.message : err);
      msg.retry({ delaySeconds: 60 });
    }
  }
}
