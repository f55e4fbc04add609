/**
 * Issue 32 point 4: production webhook receivers use port 443 (the https default); the documented
 * exceptions are the operator's own: loopback receivers with WEBHOOK_ALLOW_LOOPBACK = "1" (local
 * development and the tests) and the registered sandbox receivers. The delivery log says only
 * "failed (HTTP <status>)" or "failed (network)" for a try that did not deliver, so a closed port
 * and an open port that speaks something else (plain HTTP under https, here) look the same.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { deliver } from '../../../src/platform/webhooks.js';
import { checkReceiverUrl } from '../../../src/platform/webhook-url.js';
import { BIRTH, issueKey, tPost } from './t-helpers.js';

type Json = Record<string, any>;
const receiver = inject('webhookReceiver');
let pro: { key: string };
let chartId: string;

beforeAll(async () => {
  pro = await issueKey({ tier: 'pro' });
  chartId = (
    await (await tPost('/api/charts', { birth: BIRTH, name: 'ports' }, pro.key)).json<Json>()
  ).id;
});

const register = (url: string) =>
  tPost('/api/webhooks', { url, events: ['transit.window'], chart_id: chartId }, pro.key);

describe('production receivers: port 443 only', () => {
  it('another port is refused at registration, naming the url; 443 written out is the default', async () => {
    for (const url of [
      'https://93.184.216.34:8443/hook',
      'https://93.184.216.34:22/hook',
      'https://93.184.216.34:80/hook',
    ]) {
      expect(await checkReceiverUrl(url, 'production', {}), url).toMatchObject({
        ok: false,
        category: 'URL refused',
      });
      const res = await register(url);
      const body = await res.json<Json>();
      expect(res.status, url).toBe(400);
      expect(body.error.field).toBe('url');
      expect(body.error.message).toMatch(/port 443/);
    }
    expect(await checkReceiverUrl('https://93.184.216.34:443/hook', 'production', {})).toEqual({
      ok: true,
    });
    expect(await checkReceiverUrl('https://93.184.216.34/hook', 'production', {})).toEqual({
      ok: true,
    });
  });

  it('the documented allow-list: a loopback receiver on any port with WEBHOOK_ALLOW_LOOPBACK, and registered sandbox receivers', async () => {
    expect(
      await checkReceiverUrl('http://127.0.0.1:9/x', 'production', { WEBHOOK_ALLOW_LOOPBACK: '1' }),
    ).toEqual({ ok: true });
    expect(await checkReceiverUrl('http://127.0.0.1:9/x', 'production', {})).toMatchObject({
      ok: false,
    });
    expect(
      await checkReceiverUrl('https://test.example:8443/a', 'sandbox', {
        SANDBOX_WEBHOOK_RECEIVERS: 'https://test.example:8443/',
      }),
    ).toEqual({ ok: true });
  });
});

async function pendingDelivery(hookId: string): Promise<string> {
  const id = `msg_${crypto.randomUUID().replace(/-/g, '')}`;
  await env.DB.prepare(
    "INSERT INTO webhook_deliveries (id, webhook_id, event_type, event_key, payload_json, status, attempts, created_at) VALUES (?, ?, 'transit.window', ?, '{}', 'pending', 0, ?)",
  )
    .bind(id, hookId, `transit.window:test:${id}`, Date.now())
    .run();
  return id;
}

async function lastError(url: string): Promise<string | null> {
  const res = await register(url);
  expect(res.status, url).toBe(201);
  const id = await pendingDelivery((await res.json<Json>()).id);
  await deliver(
    { ...(env as unknown as Record<string, unknown>), WEBHOOK_BACKOFF_SCALE: '0' } as never,
    id,
  );
  return (await env.DB.prepare('SELECT last_error FROM webhook_deliveries WHERE id = ?')
    .bind(id)
    .first<{ last_error: string | null }>())!.last_error;
}

describe('the delivery log is no port scanner', () => {
  it('a closed port and an open port speaking another protocol are both "failed (network)"', async () => {
    const port = new URL(receiver).port;
    const closed = await lastError('http://127.0.0.1:9/closed');
    const wrongProtocol = await lastError(`https://127.0.0.1:${port}/hooks/plain-http-under-tls`);
    expect(closed).toBe('failed (network)');
    expect(wrongProtocol).toBe('failed (network)');
  });

  it('a receiver that answers is "failed (HTTP <status>)"', async () => {
    expect(await lastError(`${receiver}/no-such-receiver`)).toBe('failed (HTTP 404)');
  });
});
