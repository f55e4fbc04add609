import { beforeAll, describe, expect, inject, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { call } from '../../helpers.js';
import { nextIngress } from '../../../src/engine/search/index.js';
import { jdUtFromUnixMs, unixMsFromJdUt } from '../../../src/engine/time/julian.js';
import {
  BACKOFF_SECONDS,
  MAX_TRIES,
  backoffSeconds,
  deliver,
  scanWebhookEvents,
} from '../../../src/platform/webhooks.js';
import { addressBlocked, checkReceiverUrl } from '../../../src/platform/webhook-url.js';
import { BIRTH, issueKey, tGet, tPost } from './t-helpers.js';

type Json = Record<string, any>;
const receiver = inject('webhookReceiver');
let pro: { key: string };
let chartId: string;

beforeAll(async () => {
  pro = await issueKey({ tier: 'pro' });
  chartId = (
    await (await tPost('/api/charts', { birth: BIRTH, name: 'watched' }, pro.key)).json<Json>()
  ).id;
});

async function register(url: string, key = pro.key, extra: Json = {}) {
  return tPost(
    '/api/webhooks',
    { url, events: ['dasha.transition', 'transit.window'], chart_id: chartId, ...extra },
    key,
  );
}

async function received(name: string, atLeast: number, timeoutMs = 20_000): Promise<Json[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const list = await (await fetch(`${receiver}/received/${name}`)).json<Json[]>();
    if (list.length >= atLeast || Date.now() > until) return list;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** An instant 6 hours before the Moon's next sign ingress: the scan's 24 hours hold a transit window. */
function beforeMoonIngressMs(): number {
  const ing = nextIngress('Moon', 'sign', jdUtFromUnixMs(Date.now()))!;
  return Math.round(unixMsFromJdUt(ing.jdUt)) - 6 * 3600_000;
}

describe('webhook registration', () => {
  it('refuses receivers that are not public https addresses, naming the reason', async () => {
    const cases: Array<[string, RegExp]> = [
      ['http://hooks.example.com/x', /https/],
      ['https://10.0.0.1/x', /private/],
      ['https://169.254.169.254/latest', /link-local/],
      ['https://[fd00::1]/x', /unique local/],
      ['https://private.hooks.test/x', /resolves to 10\.0\.0\.7, a private address/],
      ['https://metadata.hooks.test/x', /link-local/],
      ['https://nowhere.hooks.test/x', /does not resolve/],
      ['https://user:pw@public.hooks.test/x', /credentials/],
      ['not a url', /absolute URL/],
    ];
    for (const [url, why] of cases) {
      const res = await register(url);
      expect(res.status, url).toBe(400);
      const b = await res.json<Json>();
      expect(b.error.code, url).toBe('WEBHOOK_URL_REFUSED');
      expect(b.error.field).toBe('url');
      expect(b.error.message, url).toMatch(why);
    }
    const ok = await register('https://public.hooks.test/hook');
    expect(ok.status).toBe(201);
    // (no receiver answers there in the tests: remove it before the delivery tests scan)
    expect(
      (
        await call(`/t/api/webhooks/${(await ok.json<Json>()).id}`, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${pro.key}` },
        })
      ).status,
    ).toBe(200);
  });

  it('watches a saved chart of the owner only; is Pro; validates the events', async () => {
    const other = await issueKey({ tier: 'pro' });
    const cross = await register(`${receiver}/hooks/x`, other.key);
    expect(cross.status).toBe(404);
    expect(await cross.json()).toMatchObject({
      error: { code: 'CHART_NOT_FOUND', field: 'chart_id' },
    });
    const starter = await issueKey();
    expect((await register(`${receiver}/hooks/x`, starter.key)).status).toBe(403);
    const badEvent = await tPost(
      '/api/webhooks',
      { url: `${receiver}/hooks/x`, events: ['chart.saved'], chartId },
      pro.key,
    );
    expect((await badEvent.json<Json>()).error.field).toBe('events.0');
    const viaAlias = await tPost(
      '/api/webhooks',
      { url: `${receiver}/hooks/alias`, events: ['transit.window'], chartId },
      pro.key,
    );
    expect(viaAlias.status).toBe(201);
    const hook = await viaAlias.json<Json>();
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    // another owner cannot see or delete it
    expect((await tGet(`/api/webhooks/${hook.id}`, other.key)).status).toBe(404);
    expect(
      (
        await call(`/t/api/webhooks/${hook.id}`, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${other.key}` },
        })
      ).status,
    ).toBe(404);
    const mine = await (await tGet('/api/webhooks', pro.key)).json<Json>();
    expect(mine.webhooks.map((h: Json) => h.id)).toContain(hook.id);
    expect(JSON.stringify(mine)).not.toContain(hook.secret);
    expect(
      (
        await call(`/t/api/webhooks/${hook.id}`, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${pro.key}` },
        })
      ).status,
    ).toBe(200);
    expect((await tGet(`/api/webhooks/${hook.id}`, pro.key)).status).toBe(404);
  });

  it("sandbox keys register only the operator's test receivers", async () => {
    const sb = await issueKey({ tier: 'pro', environment: 'sandbox' });
    const sbChart = (await (await tPost('/api/charts', { birth: BIRTH }, sb.key)).json<Json>()).id;
    const outside = await tPost(
      '/api/webhooks',
      { url: 'https://public.hooks.test/hook', events: ['transit.window'], chart_id: sbChart },
      sb.key,
    );
    expect(outside.status).toBe(400);
    expect((await outside.json<Json>()).error.message).toMatch(/registered test receiver/);
    const inside = await tPost(
      '/api/webhooks',
      { url: `${receiver}/hooks/sandbox-1`, events: ['transit.window'], chart_id: sbChart },
      sb.key,
    );
    expect(inside.status).toBe(201);
    expect(await inside.json()).toMatchObject({ environment: 'sandbox' });
  });
});

describe('deliveries', () => {
  it('signs each event per Standard Webhooks, retries with backoff, logs attempts and never redelivers', async () => {
    const name = `hook-${crypto.randomUUID().slice(0, 8)}`;
    const res = await register(`${receiver}/hooks/${name}`, pro.key, {
      events: ['transit.window'],
    });
    expect(res.status).toBe(201);
    const hook = await res.json<Json>();
    // the receiver fails the first two tries of every delivery
    await fetch(`${receiver}/config/${name}`, {
      method: 'PUT',
      body: JSON.stringify({ secret: hook.secret, failFirst: 2 }),
    });
    const at = beforeMoonIngressMs();
    const report = await scanWebhookEvents(env, at);
    expect(report).toMatch(/new deliveries queued/);
    const log0 = await (await tGet(`/api/webhooks/${hook.id}/deliveries`, pro.key)).json<Json>();
    const events = log0.deliveries.length;
    expect(events).toBeGreaterThanOrEqual(1);
    const got = await received(name, events * 3);
    expect(got.length).toBe(events * 3);
    for (const g of got) {
      expect(g.verified, g.error).toBe(true);
      expect(g.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
      expect(g.headers['webhook-signature']).toMatch(/^v1,/);
      const body = JSON.parse(g.body) as Json;
      expect(body).toMatchObject({
        type: 'transit.window',
        webhook_id: hook.id,
        data: { chart_id: chartId },
      });
    }
    // each delivery was tried three times under one webhook-id
    const firstId = got[0]!.headers['webhook-id'];
    expect(got.filter((g) => g.headers['webhook-id'] === firstId).map((g) => g.status)).toEqual([
      500, 500, 200,
    ]);
    expect(new Set(got.map((g) => g.headers['webhook-id'])).size).toBe(events);
    const until = Date.now() + 10_000;
    let log: Json;
    do {
      log = await (await tGet(`/api/webhooks/${hook.id}/deliveries`, pro.key)).json<Json>();
    } while (
      log.deliveries.some((d: Json) => d.status !== 'delivered') &&
      Date.now() < until &&
      (await new Promise((r) => setTimeout(r, 200)), true)
    );
    const first = log.deliveries.find((d: Json) => d.id === firstId);
    expect(first).toMatchObject({ status: 'delivered', attempts: 3, last_status_code: 200 });
    expect(log.deliveries.every((d: Json) => d.status === 'delivered' && d.attempts === 3)).toBe(
      true,
    );
    // the same scan again queues nothing; a delivered event is never sent again
    await scanWebhookEvents(env, at);
    expect(
      (await (await tGet(`/api/webhooks/${hook.id}/deliveries`, pro.key)).json<Json>()).deliveries,
    ).toHaveLength(events);
    expect(await deliver(env, firstId)).toEqual({ kind: 'done', status: 'skipped' });
    await new Promise((r) => setTimeout(r, 1500));
    expect((await received(name, 0)).length).toBe(events * 3);
  });

  it('the backoff schedule: 8 tries over about a day', () => {
    expect(MAX_TRIES).toBe(8);
    const total = BACKOFF_SECONDS.reduce((a, b) => a + b, 0);
    expect(total / 3600).toBeGreaterThan(20);
    expect(total / 3600).toBeLessThan(26);
    expect(BACKOFF_SECONDS.every((s, i) => i === 0 || s > BACKOFF_SECONDS[i - 1]!)).toBe(true);
    expect(backoffSeconds(1)).toBe(60);
    expect(backoffSeconds(7)).toBe(50_400);
    expect(backoffSeconds(8)).toBeNull();
  });
});

describe('receiver address rules', () => {
  it('classifies literal addresses', () => {
    expect(addressBlocked('127.0.0.1')).toBe('loopback');
    expect(addressBlocked('192.168.1.1')).toBe('private');
    expect(addressBlocked('100.64.0.1')).toMatch(/CGNAT/);
    expect(addressBlocked('8.8.8.8')).toBeNull();
    expect(addressBlocked('[::1]')).toBe('loopback');
    expect(addressBlocked('::ffff:10.1.2.3')).toBe('IPv4-mapped private');
    expect(addressBlocked('fe80::1')).toBe('link-local');
    expect(addressBlocked('2606:4700::1')).toBeNull();
  });
  it('loopback only with the local flag; sandbox only to registered receivers', async () => {
    expect(await checkReceiverUrl('http://127.0.0.1:9/x', 'production', {})).toMatchObject({
      ok: false,
    });
    expect(
      await checkReceiverUrl('http://127.0.0.1:9/x', 'production', { WEBHOOK_ALLOW_LOOPBACK: '1' }),
    ).toEqual({ ok: true });
    expect(await checkReceiverUrl('https://public.example/x', 'sandbox', {})).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/none is registered/),
    });
    expect(
      await checkReceiverUrl('https://test.example/a', 'sandbox', {
        SANDBOX_WEBHOOK_RECEIVERS: 'https://test.example/',
      }),
    ).toEqual({ ok: true });
  });
});
