/**
 * Family P's inbound webhooks: the payment provider (signature valid, invalid, missing,
 * replayed by id and by body, stale; the subscription state machine with out-of-order events)
 * and messaging (verify handshake, signed commands, replay, stale, replies, daily cron).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from 'cloudflare:workers';
import { createExecutionContext } from 'cloudflare:test';
import { dispatch } from '../../../src/routes/families.js';
import { hmacSha256Hex } from '../../../src/platform/hmac.js';
import { decide } from '../../../src/platform/subscription-state.js';
import { nextStatus, parseCommand } from '../../../src/routes/p/messaging-webhook.js';
import { dailyPanchangText, sendDailyPanchang } from '../../../src/cron/daily-messages.js';

const PAY_SECRET = 'pay-secret-for-tests';
const APP_SECRET = 'app-secret-for-tests';
const withSecrets = {
  ...env,
  PAYMENT_WEBHOOK_SECRET: PAY_SECRET,
  WHATSAPP_APP_SECRET: APP_SECRET,
  WHATSAPP_VERIFY_TOKEN: 'verify-me',
} as unknown as Env;
const withApi = {
  ...withSecrets,
  WHATSAPP_TOKEN: 'token',
  WHATSAPP_PHONE_NUMBER_ID: '1234567890',
  WHATSAPP_API_BASE: 'https://graph.test/v21.0',
} as unknown as Env;

afterEach(() => vi.restoreAllMocks());

function send(e: Env, path: string, init: RequestInit = {}): Promise<Response> {
  return dispatch(new Request(`http://api.test${path}`, init), e, createExecutionContext());
}

let seq = 0;
function paymentEvent(event: string, subscriptionId: string, createdAtS: number) {
  seq += 1;
  return {
    entity: 'event',
    account_id: 'acc_test',
    event,
    contains: ['subscription'],
    created_at: createdAtS,
    payload: {
      subscription: {
        entity: {
          id: subscriptionId,
          plan_id: 'plan_pro',
          customer_id: 'cust_1',
          status: event.split('.')[1],
          n: seq,
        },
      },
    },
  };
}

async function postPayment(
  e: Env,
  body: unknown,
  opts: { id?: string; sig?: string; raw?: string } = {},
): Promise<Response> {
  const raw = opts.raw ?? JSON.stringify(body);
  const sig = opts.sig ?? (await hmacSha256Hex(PAY_SECRET, raw));
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-razorpay-signature': sig,
  };
  if (opts.id !== undefined) headers['x-razorpay-event-id'] = opts.id;
  return send(e, '/p/api/webhooks/payment', { method: 'POST', headers, body: raw });
}

const nowS = () => Math.floor(Date.now() / 1000);

describe('payment webhook: signatures and idempotency', () => {
  it('without the secret the route is 503 not configured', async () => {
    const res = await postPayment(env, paymentEvent('subscription.activated', 'sub_x', nowS()));
    expect(res.status).toBe(503);
    expect((await res.json<any>()).error.code).toBe('WEBHOOK_NOT_CONFIGURED');
  });

  it('a valid signature is accepted and applied', async () => {
    const res = await postPayment(
      withSecrets,
      paymentEvent('subscription.authenticated', 'sub_valid', nowS() - 10),
      { id: 'evt_valid_1' },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      received: true,
      duplicate: false,
      outcome: 'applied',
      subscription: { id: 'sub_valid', status: 'authenticated' },
    });
  });

  it('a missing or wrong signature is 401 with a challenge, and nothing is stored', async () => {
    const body = paymentEvent('subscription.activated', 'sub_badsig', nowS());
    const wrong = await postPayment(withSecrets, body, {
      id: 'evt_bad',
      sig: await hmacSha256Hex('another-secret', JSON.stringify(body)),
    });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toContain('HMAC');
    expect((await wrong.json<any>()).error.code).toBe('SIGNATURE_INVALID');
    const tampered = await postPayment(withSecrets, body, {
      id: 'evt_bad',
      sig: await hmacSha256Hex(PAY_SECRET, JSON.stringify(body)),
      raw: JSON.stringify({ ...body, event: 'subscription.cancelled' }),
    });
    expect(tampered.status).toBe(401);
    const none = await send(withSecrets, '/p/api/webhooks/payment', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(none.status).toBe(401);
    expect((await none.json<any>()).error.field).toBe('x-razorpay-signature');
    const row = await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM payment_events WHERE subscription_id = ?',
    )
      .bind('sub_badsig')
      .first<{ n: number }>();
    expect(row!.n).toBe(0);
  });

  it('a replay (same event id, or same body under a new id) is 200 duplicate and changes nothing', async () => {
    const body = paymentEvent('subscription.activated', 'sub_replay', nowS() - 100);
    expect(
      (await (await postPayment(withSecrets, body, { id: 'evt_r1' })).json<any>()).outcome,
    ).toBe('applied');
    await postPayment(
      withSecrets,
      paymentEvent('subscription.cancelled', 'sub_replay', nowS() - 50),
      { id: 'evt_r2' },
    );
    const again = await postPayment(withSecrets, body, { id: 'evt_r1' });
    expect(await again.json()).toMatchObject({ duplicate: true });
    const newId = await postPayment(withSecrets, body, { id: 'evt_r1_replayed_under_new_id' });
    expect(await newId.json()).toMatchObject({ duplicate: true });
    const s = await env.DB.prepare('SELECT status FROM subscriptions WHERE id = ?')
      .bind('sub_replay')
      .first<{ status: string }>();
    expect(s!.status).toBe('cancelled');
  });

  it('a stale event (created more than 48 hours ago) is 400 naming created_at', async () => {
    const res = await postPayment(
      withSecrets,
      paymentEvent('subscription.charged', 'sub_stale', nowS() - 49 * 3600),
      { id: 'evt_stale' },
    );
    expect(res.status).toBe(400);
    expect((await res.json<any>()).error).toMatchObject({
      code: 'STALE_EVENT',
      field: 'created_at',
    });
  });

  it('an unknown event is 200 ignored and logged; a malformed signed body is 400', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const res = await postPayment(
      withSecrets,
      { entity: 'event', event: 'payment.captured', created_at: nowS(), payload: {} },
      { id: 'evt_unknown' },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ outcome: 'ignored' });
    expect(log).toHaveBeenCalled();
    const bad = await postPayment(withSecrets, null, {
      raw: '{"entity": "event", ',
      id: 'evt_malformed',
    });
    expect(bad.status).toBe(400);
    const noSub = await postPayment(
      withSecrets,
      { entity: 'event', event: 'subscription.charged', created_at: nowS(), payload: {} },
      { id: 'evt_nosub' },
    );
    expect(noSub.status).toBe(400);
    expect((await noSub.json<any>()).error.field).toBe('payload.subscription.entity.id');
  });
});

describe('payment webhook: the subscription state machine', () => {
  it('walks authenticated -> active -> pending -> halted -> active -> cancelled', async () => {
    const t = nowS() - 1000;
    const steps: Array<[string, string]> = [
      ['subscription.authenticated', 'authenticated'],
      ['subscription.activated', 'active'],
      ['subscription.charged', 'active'],
      ['subscription.pending', 'pending'],
      ['subscription.halted', 'halted'],
      ['subscription.charged', 'active'],
      ['subscription.cancelled', 'cancelled'],
    ];
    let i = 0;
    for (const [event, status] of steps) {
      const j = await (
        await postPayment(withSecrets, paymentEvent(event, 'sub_walk', t + 10 * i), {
          id: `evt_walk_${i++}`,
        })
      ).json<any>();
      expect(j.outcome, event).toBe('applied');
      expect(j.subscription.status, event).toBe(status);
    }
  });

  it('refuses an impossible transition (cancelled -> active) and keeps the state', async () => {
    const t = nowS() - 500;
    await postPayment(withSecrets, paymentEvent('subscription.activated', 'sub_imp', t), {
      id: 'evt_imp_1',
    });
    await postPayment(withSecrets, paymentEvent('subscription.cancelled', 'sub_imp', t + 10), {
      id: 'evt_imp_2',
    });
    const j = await (
      await postPayment(withSecrets, paymentEvent('subscription.charged', 'sub_imp', t + 20), {
        id: 'evt_imp_3',
      })
    ).json<any>();
    expect(j).toMatchObject({ outcome: 'refused', subscription: { status: 'cancelled' } });
    expect(j.detail).toContain('cancelled -> active');
  });

  it('tolerates out-of-order events: an older event after a newer one changes nothing', async () => {
    const t = nowS() - 400;
    const charged = await (
      await postPayment(withSecrets, paymentEvent('subscription.charged', 'sub_ooo', t + 20), {
        id: 'evt_ooo_charged',
      })
    ).json<any>();
    expect(charged).toMatchObject({ outcome: 'applied', subscription: { status: 'active' } });
    const late = await (
      await postPayment(withSecrets, paymentEvent('subscription.authenticated', 'sub_ooo', t), {
        id: 'evt_ooo_auth',
      })
    ).json<any>();
    expect(late).toMatchObject({ outcome: 'out-of-order', subscription: { status: 'active' } });
    const row = await env.DB.prepare('SELECT outcome FROM payment_events WHERE event_id = ?')
      .bind('evt_ooo_auth')
      .first<{ outcome: string }>();
    expect(row!.outcome).toBe('out-of-order');
  });

  it('the pure table: completed only from active; cancelled from any state that is not final', () => {
    expect(decide({ status: 'pending', lastEventAt: 1 }, 'subscription.completed', 2).outcome).toBe(
      'refused',
    );
    expect(decide({ status: 'active', lastEventAt: 1 }, 'subscription.completed', 2)).toMatchObject(
      { outcome: 'applied', status: 'completed' },
    );
    expect(
      decide({ status: 'completed', lastEventAt: 1 }, 'subscription.cancelled', 2).outcome,
    ).toBe('refused');
    expect(decide({ status: 'halted', lastEventAt: 1 }, 'subscription.cancelled', 2)).toMatchObject(
      { outcome: 'applied', status: 'cancelled' },
    );
    expect(decide(undefined, 'subscription.halted', 5)).toMatchObject({
      outcome: 'applied',
      status: 'halted',
    });
  });
});

async function signedMessaging(e: Env, body: unknown, sig?: string): Promise<Response> {
  const raw = JSON.stringify(body);
  return send(e, '/p/api/webhooks/messaging', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': sig ?? `sha256=${await hmacSha256Hex(APP_SECRET, raw)}`,
    },
    body: raw,
  });
}
function inbound(from: string, id: string, text: string, tsS = nowS()) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'waba',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { phone_number_id: '1234567890' },
              contacts: [{ wa_id: from, profile: { name: 'Test' } }],
              messages: [{ from, id, timestamp: String(tsS), type: 'text', text: { body: text } }],
            },
          },
        ],
      },
    ],
  };
}
async function statusOf(waId: string): Promise<string | undefined> {
  return (
    await env.DB.prepare('SELECT status FROM messaging_subscribers WHERE wa_id = ?')
      .bind(waId)
      .first<{ status: string }>()
  )?.status;
}

describe('messaging webhook', () => {
  it('GET verify echoes the challenge when mode and token match, else 403; missing fields 400', async () => {
    const ok = await send(
      withSecrets,
      '/p/api/webhooks/messaging?hub.mode=subscribe&hub.verify_token=verify-me&hub.challenge=1158201444',
    );
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('1158201444');
    expect(ok.headers.get('content-type')).toContain('text/plain');
    expect(
      (
        await send(
          withSecrets,
          '/p/api/webhooks/messaging?hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1',
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await send(
          withSecrets,
          '/p/api/webhooks/messaging?hub.mode=unsubscribe&hub.verify_token=verify-me&hub.challenge=1',
        )
      ).status,
    ).toBe(403);
    const missing = await send(withSecrets, '/p/api/webhooks/messaging?hub.mode=subscribe');
    expect(missing.status).toBe(400);
    expect(
      (
        await send(
          env,
          '/p/api/webhooks/messaging?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1',
        )
      ).status,
    ).toBe(503);
  });

  it('commands in any case with stray spaces drive the subscription: START, PAUSE, RESUME, CANCEL', async () => {
    const who = '919800000001';
    // CANCEL forgets the number: no row is left (issue 23.6; test/routes/p/messaging-cancel below)
    const steps: Array<[string, string | undefined]> = [
      ['  start ', 'active'],
      ['Pause', 'paused'],
      ['  RESUME', 'active'],
      ['cAnCeL  ', undefined],
    ];
    let i = 0;
    for (const [text, status] of steps) {
      const res = await signedMessaging(withSecrets, inbound(who, `wamid.cmd${i++}`, text));
      expect(res.status).toBe(200);
      expect(await statusOf(who), text).toBe(status);
    }
    const help = await (
      await signedMessaging(withSecrets, inbound(who, 'wamid.help', ' help '))
    ).json<any>();
    expect(help.messages[0]).toMatchObject({
      command: 'HELP',
      outcome: 'unchanged',
      reply: 'deferred',
    });
  });

  it('a bad or missing signature is 401; a replayed message id changes nothing; a stale message is not acted on', async () => {
    const who = '919800000002';
    expect(
      (
        await signedMessaging(
          withSecrets,
          inbound(who, 'wamid.s1', 'START'),
          'sha256=' + '0'.repeat(64),
        )
      ).status,
    ).toBe(401);
    expect(
      (await signedMessaging(withSecrets, inbound(who, 'wamid.s1', 'START'), 'nothing')).status,
    ).toBe(401);
    expect(await statusOf(who)).toBeUndefined();
    await signedMessaging(withSecrets, inbound(who, 'wamid.s1', 'START'));
    await signedMessaging(withSecrets, inbound(who, 'wamid.s2', 'PAUSE'));
    const replay = await (
      await signedMessaging(withSecrets, inbound(who, 'wamid.s1', 'START'))
    ).json<any>();
    expect(replay.messages[0].outcome).toBe('duplicate');
    expect(await statusOf(who)).toBe('paused');
    const stale = await (
      await signedMessaging(withSecrets, inbound(who, 'wamid.s3', 'RESUME', nowS() - 25 * 3600))
    ).json<any>();
    expect(stale.messages[0].outcome).toBe('stale');
    expect(await statusOf(who)).toBe('paused');
  });

  it('replies through the messaging API when configured, once per message', async () => {
    const spy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(
        async () => new Response('{"messages":[{"id":"wamid.out"}]}', { status: 200 }),
      );
    const who = '919800000003';
    const j = await (
      await signedMessaging(withApi, inbound(who, 'wamid.api1', 'START'))
    ).json<any>();
    expect(j.messages[0].reply).toBe('sent');
    expect(spy).toHaveBeenCalledTimes(1);
    const [url, init] = spy.mock.calls[0]!;
    expect(String(url)).toBe('https://graph.test/v21.0/1234567890/messages');
    expect(JSON.parse(String((init as RequestInit).body))).toMatchObject({
      messaging_product: 'whatsapp',
      to: who,
      type: 'text',
    });
    await signedMessaging(withApi, inbound(who, 'wamid.api1', 'START'));
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('CANCEL deletes the number and its messages, as the help text promises; a replay stays a duplicate', async () => {
    const spy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(
        async () => new Response('{"messages":[{"id":"wamid.out"}]}', { status: 200 }),
      );
    const who = '919800000077';
    await signedMessaging(withApi, inbound(who, 'wamid.c1', 'START'));
    await signedMessaging(withApi, inbound(who, 'wamid.c2', 'HELP'));
    const count = async (table: string) =>
      (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE wa_id = ?`)
        .bind(who)
        .first<{ n: number }>())!.n;
    expect(await count('messaging_subscribers')).toBe(1);
    expect(await count('messaging_messages')).toBe(2);
    expect(await count('messaging_deliveries')).toBe(2);
    const cancel = await (
      await signedMessaging(withApi, inbound(who, 'wamid.c3', 'CANCEL'))
    ).json<any>();
    expect(cancel.messages[0]).toMatchObject({
      command: 'CANCEL',
      outcome: 'applied',
      reply: 'sent',
    });
    // the confirmation went to the number...
    expect(JSON.parse(String((spy.mock.calls.at(-1)![1] as RequestInit).body))).toMatchObject({
      to: who,
    });
    // ...and nothing stored holds it any more
    for (const table of ['messaging_subscribers', 'messaging_messages', 'messaging_deliveries'])
      expect(await count(table), table).toBe(0);
    const anywhere = await env.DB.prepare(
      "SELECT (SELECT COUNT(*) FROM messaging_messages WHERE message_id IN ('wamid.c1','wamid.c2','wamid.c3') AND wa_id != '') + (SELECT COUNT(*) FROM messaging_deliveries WHERE id IN ('reply:wamid.c1','reply:wamid.c2','reply:wamid.c3') AND wa_id != '') AS n",
    ).first<{ n: number }>();
    expect(anywhere!.n).toBe(0);
    // a replay of an old START is still a duplicate: the numberless ids are kept
    const replay = await (
      await signedMessaging(withApi, inbound(who, 'wamid.c1', 'START'))
    ).json<any>();
    expect(replay.messages[0].outcome).toBe('duplicate');
    expect(await count('messaging_subscribers')).toBe(0);
  });

  it('the pure command rules', () => {
    expect(parseCommand('  Resume   ')).toBe('RESUME');
    expect(parseCommand('pause please')).toBe('UNKNOWN');
    expect(nextStatus(undefined, 'PAUSE')).toBeUndefined();
    expect(nextStatus('cancelled', 'RESUME')).toBe('cancelled');
    expect(nextStatus('cancelled', 'START')).toBe('active');
  });
});

describe('daily panchang messages (cron)', () => {
  it('sends once per active subscriber and date, deferred without the API', async () => {
    const who = '919800000010';
    await signedMessaging(withSecrets, inbound(who, 'wamid.d1', 'START'));
    const t = Date.UTC(2026, 10, 24, 0, 30);
    const first = await sendDailyPanchang(withSecrets, t);
    expect(first).toMatch(/^2026-11-24: \d+ deferred$/);
    const row = await env.DB.prepare('SELECT status FROM messaging_deliveries WHERE id = ?')
      .bind(`daily:2026-11-24:${who}`)
      .first<{ status: string }>();
    expect(row!.status).toBe('deferred');
    expect(await sendDailyPanchang(withSecrets, t)).toBe('2026-11-24: nothing to send');
    expect(dailyPanchangText('2026-11-24')).toContain(
      'Panchang, New Delhi, 2026-11-24 (Mangalavara)',
    );
  });
});
