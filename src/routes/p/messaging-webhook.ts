/**
 * @module Family P messaging webhook, modelled on the WhatsApp Cloud API (docs/family-p.md
 * "Messaging webhook"):
 * - `GET /p/api/webhooks/messaging?hub.mode=subscribe&hub.verify_token=...&hub.challenge=...`:
 *   the verify handshake: the challenge echoed as text/plain when the mode is `subscribe` and the
 *   token equals `WHATSAPP_VERIFY_TOKEN`, else 403; missing parameters 400.
 * - `POST /p/api/webhooks/messaging`: `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw
 *   body under WHATSAPP_APP_SECRET>` (401 when missing or wrong). Each text message is a command
 *   (any case, stray spaces ignored): START (opt in to the daily panchang), PAUSE, RESUME, CANCEL
 *   (stop, and forget the number: subscription, the number on its messages and its delivery
 *   records are deleted at once), HELP; anything else answers the help text. Messages are processed once (by message id);
 *   one older than 24 hours is stale and changes nothing. Replies go out through
 *   src/platform/messaging.ts (recorded as deferred when the API is not configured).
 * Without the secrets the routes answer 503 (not configured).
 */
import type { Context } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { respond } from '../../http/family-app.js';
import { pMessagingWebhookResponse } from './responses.js';
import { parseQuery, validate } from '../../http/input.js';
import { readSignedJson } from './signed-body.js';
import { sendText } from '../../platform/messaging.js';
import { constantTimeEqual } from '../../platform/crypto.js';
import { lazySchema, real } from '../../http/lazy-schema.js';

export const MESSAGING_SIGNATURE_HEADER = 'x-hub-signature-256';
/** Commands older than this are stale: acknowledged, not acted on. */
export const MESSAGE_STALE_AFTER_S = 24 * 3600;

export type Command = 'START' | 'CANCEL' | 'PAUSE' | 'RESUME' | 'HELP' | 'UNKNOWN';
export type SubscriberStatus = 'active' | 'paused' | 'cancelled';

/** The command of a message text: its words upper-cased with runs of spaces collapsed. */
export function parseCommand(text: string): Command {
  const word = text.normalize('NFKC').trim().replace(/\s+/g, ' ').toUpperCase();
  return (
    (['START', 'CANCEL', 'PAUSE', 'RESUME', 'HELP'] as const).find((c) => word === c) ?? 'UNKNOWN'
  );
}

/** The next status of a sender after a command (undefined: not subscribed). */
export function nextStatus(
  current: SubscriberStatus | undefined,
  cmd: Command,
): SubscriberStatus | undefined {
  switch (cmd) {
    case 'START':
      return 'active';
    case 'CANCEL':
      return current === undefined ? undefined : 'cancelled';
    case 'PAUSE':
      return current === 'active' ? 'paused' : current;
    case 'RESUME':
      return current === 'paused' ? 'active' : current;
    default:
      return current;
  }
}

export const HELP_TEXT =
  'Daily panchang by message. Reply START to receive it each morning, PAUSE to pause, RESUME to resume after a pause, CANCEL to stop and forget your subscription, HELP for this text.';

function replyText(
  cmd: Command,
  before: SubscriberStatus | undefined,
  after: SubscriberStatus | undefined,
): string {
  if (cmd === 'HELP' || cmd === 'UNKNOWN') return HELP_TEXT;
  if (before === after) {
    if (after === undefined) return `You are not subscribed. ${HELP_TEXT}`;
    return `No change: your daily panchang is ${after}. ${cmd === 'RESUME' && after === 'cancelled' ? 'Reply START to subscribe again.' : ''}`.trim();
  }
  switch (after) {
    case 'active':
      return 'Subscribed: you will receive the daily panchang each morning. Reply PAUSE, CANCEL or HELP.';
    case 'paused':
      return 'Paused. Reply RESUME to receive the daily panchang again.';
    default:
      return 'Cancelled: you will receive no more messages. Reply START to subscribe again.';
  }
}

/** Delete everything stored under a number (CANCEL): the subscription, the number on its messages, its delivery records. */
export async function forgetNumber(db: D1Database, waId: string): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM messaging_subscribers WHERE wa_id = ?').bind(waId),
    db.prepare("UPDATE messaging_messages SET wa_id = '' WHERE wa_id = ?").bind(waId),
    db.prepare('DELETE FROM messaging_deliveries WHERE wa_id = ?').bind(waId),
  ]);
}

export const verifyQuerySchema = lazySchema(() =>
  z.strictObject({
    'hub.mode': z
      .string()
      .max(64)
      .describe('subscribe: the messaging provider verifies the webhook URL'),
    'hub.verify_token': z
      .string()
      .max(512)
      .describe(
        'the token set in the provider console; must equal the WHATSAPP_VERIFY_TOKEN secret, else 403',
      ),
    'hub.challenge': z
      .string()
      .max(512)
      .describe('a number the provider sends; echoed back as the text/plain answer on success'),
  }),
);

export async function getMessagingVerify(c: Context<AppEnv>): Promise<Response> {
  const expected = (c.env as unknown as { WHATSAPP_VERIFY_TOKEN?: string }).WHATSAPP_VERIFY_TOKEN;
  if (!expected)
    throw new ApiError(
      503,
      'WEBHOOK_NOT_CONFIGURED',
      'messaging webhook: WHATSAPP_VERIFY_TOKEN is not configured',
    );
  const q = parseQuery(c, verifyQuerySchema);
  const enc = new TextEncoder();
  if (
    q['hub.mode'] !== 'subscribe' ||
    !constantTimeEqual(enc.encode(q['hub.verify_token']), enc.encode(expected))
  ) {
    throw new ApiError(
      403,
      'VERIFY_TOKEN_MISMATCH',
      'hub.verify_token: the mode is not subscribe or the token does not match',
      { field: 'hub.verify_token' },
    );
  }
  return new Response(q['hub.challenge'], {
    status: 200,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

const messageSchema = lazySchema(() =>
  z.looseObject({
    from: z.string().min(1).max(32),
    id: z.string().min(1).max(256),
    timestamp: z.string().regex(/^\d{1,12}$/),
    type: z.string().max(32),
    text: z.looseObject({ body: z.string().max(4096) }).optional(),
  }),
);
export const messagingPayloadSchema = lazySchema(() =>
  z.looseObject({
    object: z.string().max(64),
    entry: z
      .array(
        z.looseObject({
          changes: z
            .array(
              z.looseObject({
                field: z.string().max(64),
                value: z.looseObject({
                  messages: z.array(real(messageSchema)).max(100).optional(),
                }),
              }),
            )
            .max(100),
        }),
      )
      .max(100),
  }),
);

export async function postMessagingWebhook(c: Context<AppEnv>): Promise<Response> {
  const secret = (c.env as unknown as { WHATSAPP_APP_SECRET?: string }).WHATSAPP_APP_SECRET;
  if (!secret)
    throw new ApiError(
      503,
      'WEBHOOK_NOT_CONFIGURED',
      'messaging webhook: WHATSAPP_APP_SECRET is not configured; no message is accepted',
    );
  const header = c.req.header(MESSAGING_SIGNATURE_HEADER) ?? '';
  const { parsed } = await readSignedJson(
    c,
    secret,
    'X-Hub-Signature-256',
    header.startsWith('sha256=') ? header.slice(7) : undefined,
    'sha256=<hex HMAC-SHA256 of the body>',
  );
  const payload = validate(messagingPayloadSchema, parsed);
  const nowMs = Date.now();
  const db = c.env.DB;
  const results: Array<{
    id: string;
    command: Command;
    outcome: string;
    status: SubscriberStatus | null;
    reply: string;
  }> = [];
  for (const entry of payload.entry) {
    for (const change of entry.changes) {
      for (const m of change.value.messages ?? []) {
        const command = m.type === 'text' && m.text ? parseCommand(m.text.body) : 'UNKNOWN';
        const fresh = Number(m.timestamp) >= nowMs / 1000 - MESSAGE_STALE_AFTER_S;
        const seen = await db
          .prepare(
            'INSERT OR IGNORE INTO messaging_messages (message_id, wa_id, command, outcome, received_at) VALUES (?, ?, ?, ?, ?)',
          )
          .bind(m.id, m.from, command, fresh ? 'received' : 'stale', nowMs)
          .run();
        if (seen.meta.changes === 0) {
          results.push({ id: m.id, command, outcome: 'duplicate', status: null, reply: 'none' });
          continue;
        }
        const row = await db
          .prepare('SELECT status FROM messaging_subscribers WHERE wa_id = ?')
          .bind(m.from)
          .first<{ status: SubscriberStatus }>();
        const before = row?.status;
        if (!fresh) {
          results.push({
            id: m.id,
            command,
            outcome: 'stale',
            status: before ?? null,
            reply: 'none',
          });
          continue;
        }
        const after = nextStatus(before, command);
        await db
          .prepare('UPDATE messaging_messages SET outcome = ? WHERE message_id = ?')
          .bind(after !== before ? 'applied' : 'unchanged', m.id)
          .run();
        if (command === 'CANCEL') {
          // CANCEL forgets the number: its subscription, the number on its messages (their ids stay,
          // numberless, so a replay is still a duplicate) and its delivery records go at once; the
          // confirmation is sent and recorded without the number
          await forgetNumber(db, m.from);
          const reply = await sendText(
            c.env,
            `reply:${m.id}`,
            m.from,
            'reply',
            replyText(command, before, after),
            nowMs,
            { recordNumber: false },
          );
          results.push({
            id: m.id,
            command,
            outcome: after !== before ? 'applied' : 'unchanged',
            status: after ?? null,
            reply,
          });
          continue;
        }
        if (after !== before && after !== undefined) {
          await db
            .prepare(
              'INSERT INTO messaging_subscribers (wa_id, status, created_at, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT(wa_id) DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at',
            )
            .bind(m.from, after, nowMs, nowMs)
            .run();
        }
        const reply = await sendText(
          c.env,
          `reply:${m.id}`,
          m.from,
          'reply',
          replyText(command, before, after),
          nowMs,
        );
        results.push({
          id: m.id,
          command,
          outcome: after !== before ? 'applied' : 'unchanged',
          status: after ?? null,
          reply,
        });
      }
    }
  }
  return respond(c, pMessagingWebhookResponse, { received: true as const, messages: results }, 200);
}
