/**
 * Issue 32 point 4: a payment event dated in the future is refused. Before, its created_at became
 * the subscription's newest event time, so every real event after it was "out of order" and the
 * subscription was frozen. A clock skew of a few minutes is tolerated.
 */
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { createExecutionContext } from 'cloudflare:test';
import { dispatch } from '../../../src/routes/families.js';
import { hmacSha256Hex } from '../../../src/platform/hmac.js';
import { PAYMENT_FUTURE_SKEW_S } from '../../../src/routes/p/payment-webhook.js';

const SECRET = 'pay-secret-future';
const e = { ...env, PAYMENT_WEBHOOK_SECRET: SECRET } as unknown as Env;
const nowS = () => Math.floor(Date.now() / 1000);

async function post(event: string, sub: string, createdAtS: number, id: string): Promise<Response> {
  const raw = JSON.stringify({
    entity: 'event',
    event,
    created_at: createdAtS,
    payload: { subscription: { entity: { id: sub, plan_id: 'plan_pro' } } },
  });
  return dispatch(
    new Request('http://api.test/p/api/webhooks/payment', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': await hmacSha256Hex(SECRET, raw),
        'x-razorpay-event-id': id,
      },
      body: raw,
    }),
    e,
    createExecutionContext(),
  );
}

describe('payment events dated in the future', () => {
  it('are 400 naming created_at, store nothing, and leave the subscription to the real events', async () => {
    const future = await post(
      'subscription.halted',
      'sub_future',
      nowS() + 30 * 86_400,
      'evt_future_1',
    );
    expect(future.status).toBe(400);
    expect((await future.json<any>()).error).toMatchObject({
      code: 'EVENT_IN_FUTURE',
      field: 'created_at',
    });
    const stored = await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM payment_events WHERE event_id = ?',
    )
      .bind('evt_future_1')
      .first<{ n: number }>();
    expect(stored!.n).toBe(0);
    const real = await post('subscription.activated', 'sub_future', nowS() - 5, 'evt_future_2');
    expect(await real.json()).toMatchObject({
      outcome: 'applied',
      subscription: { status: 'active' },
    });
  });

  it(`a clock skew within ${PAYMENT_FUTURE_SKEW_S} s is accepted`, async () => {
    const res = await post('subscription.authenticated', 'sub_skew', nowS() + 60, 'evt_skew');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ outcome: 'applied' });
  });
});
