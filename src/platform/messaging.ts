/**
 * @module Outbound messages through the WhatsApp Cloud API (docs/family-p.md "Messaging
 * webhook"): `POST {WHATSAPP_API_BASE}/{WHATSAPP_PHONE_NUMBER_ID}/messages` with the bearer
 * `WHATSAPP_TOKEN`. Without both configured nothing is sent and the delivery is recorded as
 * `deferred`. Every attempt is recorded in D1 `messaging_deliveries` under a stable id, so a
 * retried job never sends twice (the confirmation of a CANCEL is recorded without the number).
 */

export const DEFAULT_WHATSAPP_API_BASE = 'https://graph.facebook.com/v21.0';

interface MessagingEnv {
  WHATSAPP_TOKEN?: string;
  WHATSAPP_PHONE_NUMBER_ID?: string;
  WHATSAPP_API_BASE?: string;
}

/** True when outbound messages can be sent. */
export function messagingConfigured(env: Env): boolean {
  const e = env as unknown as MessagingEnv;
  return Boolean(e.WHATSAPP_TOKEN && e.WHATSAPP_PHONE_NUMBER_ID);
}

export type DeliveryStatus = 'sent' | 'failed' | 'deferred' | 'already';

/**
 * Send one text message once: `deliveryId` is the idempotency key (a delivery already recorded as
 * sent or deferred is not repeated; a failed one is retried).
 */
export async function sendText(
  env: Env,
  deliveryId: string,
  waId: string,
  kind: 'reply' | 'daily',
  body: string,
  nowMs: number,
  opts: { recordNumber?: boolean } = {},
): Promise<DeliveryStatus> {
  const db = env.DB;
  const prior = await db
    .prepare('SELECT status FROM messaging_deliveries WHERE id = ?')
    .bind(deliveryId)
    .first<{ status: string }>();
  if (prior && prior.status !== 'failed') return 'already';
  let status: DeliveryStatus;
  let detail: string;
  if (!messagingConfigured(env)) {
    status = 'deferred';
    detail = 'messaging API not configured (WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID)';
  } else {
    const e = env as unknown as MessagingEnv;
    try {
      const res = await fetch(
        `${e.WHATSAPP_API_BASE || DEFAULT_WHATSAPP_API_BASE}/${encodeURIComponent(e.WHATSAPP_PHONE_NUMBER_ID!)}/messages`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${e.WHATSAPP_TOKEN}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            messaging_product: 'whatsapp',
            to: waId,
            type: 'text',
            text: { preview_url: false, body },
          }),
          signal: AbortSignal.timeout(5000),
        },
      );
      status = res.ok ? 'sent' : 'failed';
      detail = `HTTP ${res.status}`;
      await res.body?.cancel();
    } catch (err) {
      status = 'failed';
      detail = err instanceof Error ? err.name : 'error';
    }
  }
  await db
    .prepare(
      'INSERT INTO messaging_deliveries (id, wa_id, kind, status, detail, created_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET status = excluded.status, detail = excluded.detail, created_at = excluded.created_at',
    )
    .bind(deliveryId, opts.recordNumber === false ? '' : waId, kind, status, detail, nowMs)
    .run();
  return status;
}
