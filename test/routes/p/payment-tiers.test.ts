/**
 * Issue 23.3: payment events ordered, atomic and in charge of tiers.
 * - 40 subscriptions each receive an older `charged` and a newer `cancelled` at the same moment
 *   (80 concurrent signed requests through the Worker): every one ends cancelled;
 * - a failure between "seen" and "applied" records nothing, so the provider's retry applies it;
 * - end to end: a signed captured charge for a plan turns a Starter key into Pro at once (the
 *   Pro-only bulk call works), a cancellation at the period's end keeps it until then, an
 *   immediate cancellation takes it away, and the usage route shows the plan and its source.
 */
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { createExecutionContext } from 'cloudflare:test';
import { dispatch } from '../../../src/routes/families.js';
import { hmacSha256Hex } from '../../../src/platform/hmac.js';
import { BIRTH, issueKey, tGet, tPost } from '../t/t-helpers.js';

type Json = Record<string, any>;
const PAY_SECRET = 'pay-secret-for-tier-tests';
const payEnv = {
  ...env,
  PAYMENT_WEBHOOK_SECRET: PAY_SECRET,
  PAYMENT_PLAN_TIERS: 'plan_pro_monthly=pro, plan_ent=enterprise',
} as unknown as Env;
const nowS = () => Math.floor(Date.now() / 1000);

interface EventOpts {
  createdAt: number;
  plan?: string;
  notes?: Json;
  currentEnd?: number;
  endedAt?: number;
  captured?: boolean;
}
function event(name: string, sub: string, o: EventOpts): Json {
  return {
    entity: 'event',
    account_id: 'acc_test',
    event: name,
    contains: ['subscription', ...(o.captured ? ['payment'] : [])],
    created_at: o.createdAt,
    payload: {
      subscription: {
        entity: {
          id: sub,
          plan_id: o.plan ?? 'plan_pro_monthly',
          customer_id: 'cust_1',
          status: name.split('.')[1],
          notes: o.notes ?? {},
          current_end: o.currentEnd ?? null,
          ended_at: o.endedAt ?? null,
        },
      },
      ...(o.captured
        ? {
            payment: {
              entity: {
                id: `pay_${crypto.randomUUID().slice(0, 8)}`,
                status: 'captured',
                amount: 49900,
                currency: 'INR',
              },
            },
          }
        : {}),
    },
  };
}

async function post(
  body: Json,
  id = `evt_${crypto.randomUUID().replace(/-/g, '').slice(0, 20)}`,
): Promise<Response> {
  const raw = JSON.stringify(body);
  return dispatch(
    new Request('http://api.test/p/api/webhooks/payment', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': await hmacSha256Hex(PAY_SECRET, raw),
        'x-razorpay-event-id': id,
      },
      body: raw,
    }),
    payEnv,
    createExecutionContext(),
  );
}

const status = async (sub: string) =>
  (
    await env.DB.prepare('SELECT status FROM subscriptions WHERE id = ?')
      .bind(sub)
      .first<{ status: string }>()
  )?.status;

describe('payment events: ordered and atomic', () => {
  it('an older charge and a newer cancellation arriving together: all 40 subscriptions end cancelled', async () => {
    const t = nowS() - 600;
    const subs = Array.from(
      { length: 40 },
      (_, i) => `sub_race_${i}_${crypto.randomUUID().slice(0, 6)}`,
    );
    // the newer event is sent first in each pair, so an unserialized reader sees it before the older
    const answers = await Promise.all(
      subs.flatMap((s) => [
        post(event('subscription.cancelled', s, { createdAt: t + 60 })),
        post(event('subscription.charged', s, { createdAt: t })),
      ]),
    );
    expect(answers.map((r) => r.status).every((s) => s === 200)).toBe(true);
    const finals = await Promise.all(subs.map(status));
    expect(finals.filter((s) => s !== 'cancelled')).toEqual([]);
    // and the charge is recorded as out of order or refused, never as having won
    const outcomes = await env.DB.prepare(
      `SELECT outcome FROM payment_events WHERE event = 'subscription.charged' AND subscription_id IN (${subs.map(() => '?').join(',')})`,
    )
      .bind(...subs)
      .all<{ outcome: string }>();
    expect(outcomes.results).toHaveLength(40);
  });

  it('a failure between "seen" and "applied" records nothing: the retry is applied, not a duplicate', async () => {
    const sub = `sub_fail_${crypto.randomUUID().slice(0, 8)}`;
    const trigger = `fail_${sub}`;
    await env.DB.prepare(
      `CREATE TRIGGER ${trigger} BEFORE INSERT ON subscriptions WHEN NEW.id = '${sub}' BEGIN SELECT RAISE(ABORT, 'injected failure'); END`,
    ).run();
    const body = event('subscription.activated', sub, { createdAt: nowS() - 30 });
    const first = await post(body, 'evt_fail_once');
    expect(first.status).toBe(500);
    expect(
      await env.DB.prepare('SELECT COUNT(*) AS n FROM payment_events WHERE event_id = ?')
        .bind('evt_fail_once')
        .first<{ n: number }>(),
    ).toEqual({ n: 0 });
    await env.DB.prepare(`DROP TRIGGER ${trigger}`).run();
    const retry = await post(body, 'evt_fail_once');
    expect(retry.status).toBe(200);
    expect(await retry.json()).toMatchObject({
      duplicate: false,
      outcome: 'applied',
      subscription: { status: 'active' },
    });
    expect(await status(sub)).toBe('active');
    expect(await (await post(body, 'evt_fail_once')).json()).toMatchObject({ duplicate: true });
  });
});

describe('payments in charge of tiers (end to end)', () => {
  const births = [
    { ...BIRTH, id: 'a' },
    { ...BIRTH, datetime: '1991-01-01T06:00:00+05:30', id: 'b' },
  ];
  const bulk = (key: string) => tPost('/api/charts/bulk', { births }, key);

  it('a captured charge makes the key Pro at once; cancelling at period end keeps it until then; cancelling now takes it away', async () => {
    const k = await issueKey();
    expect((await bulk(k.key)).status).toBe(403);
    const usage0 = await (await tGet('/api/usage', k.key)).json<Json>();
    expect(usage0.plan).toMatchObject({ tier: 'starter', source: 'default', subscription: null });

    const sub = `sub_e2e_${crypto.randomUUID().slice(0, 8)}`;
    const t = nowS() - 300;
    const periodEnd = nowS() + 30 * 86400;
    const charged = await post(
      event('subscription.charged', sub, {
        createdAt: t,
        notes: { key_id: k.id },
        currentEnd: periodEnd,
        captured: true,
      }),
    );
    expect(await charged.json()).toMatchObject({
      outcome: 'applied',
      subscription: { status: 'active' },
      tier: { tier: 'pro', action: 'granted', until: null },
    });
    const pro = await bulk(k.key);
    expect(pro.status).toBe(200);
    const usage1 = await (await tGet('/api/usage', k.key)).json<Json>();
    expect(usage1.key.tier).toBe('pro');
    expect(usage1.plan).toMatchObject({
      tier: 'pro',
      source: 'subscription',
      until: null,
      subscription: {
        id: sub,
        status: 'active',
        paid_until: new Date(periodEnd * 1000).toISOString(),
      },
    });

    // cancelled at the end of the cycle: Pro until the paid period ends
    const atEnd = await post(
      event('subscription.cancelled', sub, {
        createdAt: t + 60,
        notes: { key_id: k.id },
        currentEnd: periodEnd,
      }),
    );
    expect(await atEnd.json()).toMatchObject({
      outcome: 'applied',
      tier: { action: 'dropped-at-period-end', until: new Date(periodEnd * 1000).toISOString() },
    });
    expect((await bulk(k.key)).status).toBe(200);
    expect((await (await tGet('/api/usage', k.key)).json<Json>()).plan).toMatchObject({
      tier: 'pro',
      source: 'subscription',
      until: new Date(periodEnd * 1000).toISOString(),
    });
    // when that instant has passed the key reads as Starter (moved into the past rather than waited for)
    await env.DB.prepare(
      'UPDATE key_owners SET tier_until = ? WHERE id = (SELECT owner_id FROM api_keys WHERE id = ?)',
    )
      .bind(Date.now() - 1000, k.id)
      .run();
    expect((await bulk(k.key)).status).toBe(403);
    expect((await (await tGet('/api/usage', k.key)).json<Json>()).plan).toMatchObject({
      tier: 'starter',
      source: 'default',
    });

    // a new subscription for the owner (by owner reference), then a cancellation that ends it now
    const sub2 = `sub_e2e2_${crypto.randomUUID().slice(0, 8)}`;
    const ownerRef = usage1.plan.owner_ref;
    const again = await post(
      event('subscription.charged', sub2, {
        createdAt: t + 120,
        plan: 'plan_ent',
        notes: { owner_id: ownerRef },
        currentEnd: periodEnd,
        captured: true,
      }),
    );
    expect(await again.json()).toMatchObject({ tier: { tier: 'enterprise', action: 'granted' } });
    expect((await bulk(k.key)).status).toBe(200);
    const now = await post(
      event('subscription.cancelled', sub2, {
        createdAt: t + 180,
        currentEnd: periodEnd,
        endedAt: nowS(),
      }),
    );
    expect(await now.json()).toMatchObject({ tier: { action: 'dropped' } });
    expect((await bulk(k.key)).status).toBe(403);
  });

  it('a charge without a captured payment, for an unmapped plan, or naming no owner changes no tier', async () => {
    const k = await issueKey();
    const t = nowS() - 200;
    const notCaptured = await post(
      event('subscription.charged', `sub_nc_${crypto.randomUUID().slice(0, 6)}`, {
        createdAt: t,
        notes: { key_id: k.id },
        currentEnd: nowS() + 86400,
      }),
    );
    expect((await notCaptured.json<Json>()).tier).toBeUndefined();
    const unmapped = await post(
      event('subscription.charged', `sub_um_${crypto.randomUUID().slice(0, 6)}`, {
        createdAt: t,
        plan: 'plan_unknown',
        notes: { key_id: k.id },
        currentEnd: nowS() + 86400,
        captured: true,
      }),
    );
    expect((await unmapped.json<Json>()).detail).toMatch(/maps to no tier/);
    const nobody = await post(
      event('subscription.charged', `sub_no_${crypto.randomUUID().slice(0, 6)}`, {
        createdAt: t,
        notes: { key_id: '0123456789abcdef' },
        currentEnd: nowS() + 86400,
        captured: true,
      }),
    );
    expect((await nobody.json<Json>()).detail).toMatch(/names no key owner/);
    expect((await bulk(k.key)).status).toBe(403);
    // an older charge arriving after a newer halt does not bring the tier back
    const sub = `sub_old_${crypto.randomUUID().slice(0, 6)}`;
    await post(
      event('subscription.charged', sub, {
        createdAt: t,
        notes: { key_id: k.id },
        currentEnd: nowS() - 10,
        captured: true,
      }),
    );
    expect((await bulk(k.key)).status).toBe(200);
    await post(event('subscription.halted', sub, { createdAt: t + 100, notes: { key_id: k.id } }));
    expect((await bulk(k.key)).status).toBe(403);
    const late = await post(
      event('subscription.charged', sub, {
        createdAt: t + 50,
        notes: { key_id: k.id },
        currentEnd: nowS() + 86400,
        captured: true,
      }),
    );
    expect(await late.json()).toMatchObject({ outcome: 'out-of-order' });
    expect((await bulk(k.key)).status).toBe(403);
  });
});
