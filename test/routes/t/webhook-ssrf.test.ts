/**
 * Issue 23.1: outbound webhooks cannot be pointed inward. Every address form the attack run used
 * (IPv4-mapped IPv6 written as the URL parser stores it, NAT64, 6to4, site-local, decimal and hex
 * IPv4), a table of 40+ addresses classified against their IANA special-purpose registries,
 * DNS rebinding between registration and delivery, sandbox receivers matched by parsed origin,
 * and delivery-log errors as categories.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { deliver } from '../../../src/platform/webhooks.js';
import { addressBlocked, checkReceiverUrl } from '../../../src/platform/webhook-url.js';
import { BIRTH, issueKey, tPost } from './t-helpers.js';

type Json = Record<string, any>;
const receiver = inject('webhookReceiver');
let pro: { key: string };
let chartId: string;

beforeAll(async () => {
  pro = await issueKey({ tier: 'pro' });
  chartId = (
    await (await tPost('/api/charts', { birth: BIRTH, name: 'ssrf' }, pro.key)).json<Json>()
  ).id;
});

const register = (url: string) =>
  tPost('/api/webhooks', { url, events: ['transit.window'], chart_id: chartId }, pro.key);
const setDns = (name: string, records: { A?: string[]; AAAA?: string[] }) =>
  fetch(`${receiver}/dns/${name}`, { method: 'PUT', body: JSON.stringify(records) });

/** [address, refused?] — the expectation is the IANA special-purpose registries', not the code's. */
const TABLE: Array<[string, boolean]> = [
  // IPv4 special-purpose (RFC 6890 and successors)
  ['0.0.0.0', true],
  ['0.1.2.3', true],
  ['10.0.0.1', true],
  ['10.255.255.255', true],
  ['100.64.0.1', true],
  ['100.127.255.254', true],
  ['127.0.0.1', true],
  ['127.255.0.9', true],
  ['169.254.169.254', true],
  ['172.16.0.1', true],
  ['172.31.255.255', true],
  ['192.0.0.8', true],
  ['192.0.2.10', true],
  ['192.88.99.1', true],
  ['192.168.1.1', true],
  ['198.18.0.1', true],
  ['198.19.255.255', true],
  ['198.51.100.7', true],
  ['203.0.113.9', true],
  ['224.0.0.1', true],
  ['239.255.255.250', true],
  ['240.0.0.1', true],
  ['255.255.255.255', true],
  // IPv4 global unicast, including neighbours of the special blocks
  ['8.8.8.8', false],
  ['1.1.1.1', false],
  ['93.184.216.34', false],
  ['100.63.255.255', false],
  ['100.128.0.0', false],
  ['172.15.255.255', false],
  ['172.32.0.0', false],
  ['198.17.255.255', false],
  ['198.20.0.0', false],
  ['11.0.0.1', false],
  ['192.169.0.1', false],
  // IPv6 special-purpose
  ['::', true],
  ['::1', true],
  ['::ffff:7f00:1', true],
  ['::ffff:127.0.0.1', true],
  ['::ffff:a9fe:a9fe', true],
  ['::ffff:a00:1', true],
  ['::ffff:c0a8:101', true],
  ['::ffff:8.8.8.8', true],
  ['::7f00:1', true],
  ['::ffff:0:7f00:1', true],
  ['64:ff9b::7f00:1', true],
  ['64:ff9b::808:808', true],
  ['64:ff9b:1::1', true],
  ['2002:7f00:1::', true],
  ['2002:a9fe:a9fe::1', true],
  ['2001::1', true],
  ['2001:db8::1', true],
  ['2001:2::1', true],
  ['fc00::1', true],
  ['fd12:3456::1', true],
  ['fe80::1', true],
  ['febf::1', true],
  ['fec0::1', true],
  ['feff::1', true],
  ['ff02::1', true],
  ['100::1', true],
  ['4000::1', true],
  ['3fff::1', true],
  // IPv6 global unicast
  ['2606:4700:4700::1111', false],
  ['2a00:1450:4001:80b::200e', false],
  ['2001:4860:4860::8888', false],
  ['2400:cb00::1', false],
];

describe('address classification (ipaddr.js, allow-list of global unicast)', () => {
  it(`classifies a table of ${TABLE.length} addresses`, () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(40);
    const wrong = TABLE.filter(([a, refused]) => (addressBlocked(a) !== null) !== refused).map(
      ([a, refused]) =>
        `${a}: expected ${refused ? 'refused' : 'allowed'}, got ${addressBlocked(a) ?? 'allowed'}`,
    );
    expect(wrong).toEqual([]);
  });

  it('names the embedded address of IPv4-carrying forms', () => {
    expect(addressBlocked('::ffff:7f00:1')).toBe('IPv4-mapped loopback');
    expect(addressBlocked('[::ffff:a9fe:a9fe]')).toBe('IPv4-mapped link-local');
    expect(addressBlocked('64:ff9b::a00:1')).toBe('NAT64 private');
    expect(addressBlocked('2002:7f00:1::')).toBe('6to4');
    expect(addressBlocked('fec0::1')).toBe('site-local');
    expect(addressBlocked('not-an-address')).toBe('not an IP address');
  });
});

describe('registration refuses every inward form (production key)', () => {
  it('refuses the forms of the attack run as the URL parser stores them', async () => {
    const forms = [
      'https://[::ffff:127.0.0.1]/h', // stored as [::ffff:7f00:1]
      'https://[::ffff:169.254.169.254]/latest/meta-data',
      'https://[::ffff:10.1.2.3]/h',
      'https://[::ffff:192.168.0.1]/h',
      'https://[64:ff9b::7f00:1]/h',
      'https://[64:ff9b::a9fe:a9fe]/h',
      'https://[2002:7f00:1::1]/h',
      'https://[2002:c0a8:1::1]/h',
      'https://[fec0::1]/h',
      'https://[::7f00:1]/h',
      'https://0xa9.0xfe.0xa9.0xfe/h', // 169.254.169.254
      'https://2852039166/h', // 169.254.169.254 in decimal
      'https://012.0.0.1/h', // 10.0.0.1 in octal
      'https://100.64.1.1/h',
      'https://198.18.0.1/h',
      'https://intranet/h',
      'https://printer.local/h',
      'https://mapped.hooks.test/h', // A public, AAAA ::ffff:7f00:1
      'https://nat64.hooks.test/h',
    ];
    for (const url of forms) {
      const res = await register(url);
      expect(res.status, url).toBe(400);
      expect((await res.json<Json>()).error, url).toMatchObject({
        code: 'WEBHOOK_URL_REFUSED',
        field: 'url',
      });
    }
    // a public IPv6-only name is fine
    expect(await checkReceiverUrl('https://v6.hooks.test/h', 'production', env as never)).toEqual({
      ok: true,
    });
  });

  it('loopback stays refused in production without the local flag, whatever its spelling', async () => {
    for (const url of [
      'http://127.0.0.1:9/x',
      'https://[::1]/x',
      'https://[::ffff:7f00:1]/x',
      'http://localhost:9/x',
      'https://2130706433/h',
      'https://0x7f.1/h',
      'https://0177.0.0.1/h',
      'https://127.1/h',
      'https://LOCALHOST./h',
    ]) {
      expect(await checkReceiverUrl(url, 'production', {}), url).toMatchObject({ ok: false });
    }
    // the flag admits the loopback receiver itself, not other private ranges
    expect(
      await checkReceiverUrl('http://127.0.0.1:9/x', 'production', { WEBHOOK_ALLOW_LOOPBACK: '1' }),
    ).toEqual({ ok: true });
    expect(
      await checkReceiverUrl('http://10.0.0.1/x', 'production', { WEBHOOK_ALLOW_LOOPBACK: '1' }),
    ).toMatchObject({ ok: false });
    expect(
      await checkReceiverUrl('https://[::ffff:7f00:1]/x', 'production', {
        WEBHOOK_ALLOW_LOOPBACK: '1',
      }),
    ).toMatchObject({ ok: false });
  });
});

describe('sandbox receivers are matched by parsed origin and path', () => {
  const receivers = {
    SANDBOX_WEBHOOK_RECEIVERS: 'https://test.example, https://hooks.example/sandbox/',
  };
  it('accepts the receivers and refuses look-alikes a string prefix let through', async () => {
    expect(await checkReceiverUrl('https://test.example/a', 'sandbox', receivers)).toEqual({
      ok: true,
    });
    expect(await checkReceiverUrl('https://hooks.example/sandbox/1', 'sandbox', receivers)).toEqual(
      { ok: true },
    );
    for (const url of [
      'https://test.example.evil.com/a',
      'https://test.example:8443/a',
      'http://test.example/a',
      'https://test.example@evil.com/a',
      'https://hooks.example/sandbox/../admin',
      'https://hooks.example/sandboxed',
    ])
      expect(await checkReceiverUrl(url, 'sandbox', receivers), url).toMatchObject({ ok: false });
  });
});

/** A delivery row of a hook, written as the hourly scan writes it. */
async function pendingDelivery(hookId: string): Promise<string> {
  const id = `msg_${crypto.randomUUID().replace(/-/g, '')}`;
  await env.DB.prepare(
    "INSERT INTO webhook_deliveries (id, webhook_id, event_type, event_key, payload_json, status, attempts, created_at) VALUES (?, ?, 'transit.window', ?, '{}', 'pending', 0, ?)",
  )
    .bind(id, hookId, `transit.window:test:${id}`, Date.now())
    .run();
  return id;
}

async function deliveryRow(id: string) {
  return env.DB.prepare(
    'SELECT status, last_error, last_status_code FROM webhook_deliveries WHERE id = ?',
  )
    .bind(id)
    .first<{ status: string; last_error: string | null; last_status_code: number | null }>();
}

describe('delivery re-checks the address and logs categories', () => {
  it('a name re-pointed inward after registration (DNS rebinding) is not sent, and the log names no address', async () => {
    const name = `rebind-${crypto.randomUUID().slice(0, 8)}.hooks.test`;
    await setDns(name, { A: ['93.184.216.34'] });
    const res = await register(`https://${name}/hook`);
    expect(res.status).toBe(201);
    const hook = await res.json<Json>();
    for (const records of [
      { A: ['127.0.0.1'] },
      { A: ['93.184.216.34'], AAAA: ['::ffff:7f00:1'] },
      { AAAA: ['64:ff9b::a9fe:a9fe'] },
    ]) {
      await setDns(name, records);
      const id = await pendingDelivery(hook.id);
      expect(await deliver(env, id)).toEqual({ kind: 'done', status: 'failed' });
      const row = await deliveryRow(id);
      expect(row).toMatchObject({ status: 'failed', last_error: 'not sent: address refused' });
      expect(row!.last_error).not.toMatch(/\d+\.\d+|::|hooks\.test/);
    }
  });

  it('a failed connection is logged as a category, not the runtime message', async () => {
    // a loopback port with nothing listening (the tests allow loopback receivers)
    const res = await register('http://127.0.0.1:9/closed');
    expect(res.status).toBe(201);
    const hook = await res.json<Json>();
    const id = await pendingDelivery(hook.id);
    const outcome = await deliver(
      { ...(env as unknown as Record<string, unknown>), WEBHOOK_BACKOFF_SCALE: '0' } as never,
      id,
    );
    expect(outcome.kind).toBe('retry');
    const row = await deliveryRow(id);
    // one word for every failure without an answer (issue 32; test/routes/t/webhook-port.test.ts)
    expect(row!.last_error).toBe('failed (network)');
  });
});
