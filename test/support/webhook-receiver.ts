/**
 * A local webhook receiver and DNS-over-HTTPS stub for the route tests (vitest globalSetup, in
 * Node). The Worker under test delivers to it over loopback (WEBHOOK_ALLOW_LOOPBACK=1) and resolves
 * receiver names through it (DNS_RESOLVER_URL). Deliveries are verified with the `standardwebhooks`
 * library, independently of the Worker's own signing:
 * - PUT /config/:name {secret, failFirst?}: the hook's secret, and how many tries of each delivery
 *   (by webhook-id) to answer with a 500 before a 200;
 * - POST /hooks/:name: a delivery; recorded with its headers, body and verification result;
 * - GET /received/:name: what was received;
 * - GET /dns-query?name&type: JSON answers (A and AAAA) from a table;
 * - PUT /dns/:name {A?, AAAA?}: set a name's records (a test re-points a name: DNS rebinding).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { TestProject } from 'vitest/node';
import { Webhook } from 'standardwebhooks';

interface Received {
  headers: Record<string, string>;
  body: string;
  verified: boolean;
  error: string | null;
  status: number;
}
const DNS: Record<string, { A?: string[]; AAAA?: string[] }> = {
  'private.hooks.test': { A: ['10.0.0.7'] },
  'metadata.hooks.test': { A: ['169.254.169.254'] },
  'public.hooks.test': { A: ['93.184.216.34'] },
  'mapped.hooks.test': { A: ['93.184.216.34'], AAAA: ['::ffff:7f00:1'] },
  'nat64.hooks.test': { AAAA: ['64:ff9b::a00:1'] },
  'v6.hooks.test': { AAAA: ['2606:4700:4700::1111'] },
};

/** One receiver for both workers projects (vitest.config.ts): globalSetup runs in the main process. */
const shared = globalThis as typeof globalThis & {
  __jyotishaWebhookReceiver?: { close: () => Promise<void>; users: number };
};

export default async function setup(project: TestProject) {
  const port = Number(process.env.WEBHOOK_RECEIVER_PORT);
  const running = shared.__jyotishaWebhookReceiver;
  if (running) {
    running.users++;
    project.provide('webhookReceiver', `http://127.0.0.1:${port}`);
    return async () => {
      if (--running.users === 0) {
        delete shared.__jyotishaWebhookReceiver;
        await running.close();
      }
    };
  }
  const configs = new Map<string, { secret: string; failFirst?: number }>();
  const tries = new Map<string, number>();
  const received = new Map<string, Received[]>();
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let s = '';
      req.setEncoding('utf8');
      req.on('data', (ch: string) => {
        s += ch;
      });
      req.on('end', () => resolve(s));
    });
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    const [, kind, name = ''] = url.pathname.split('/');
    if (req.method === 'PUT' && kind === 'config') {
      configs.set(name, JSON.parse(await read(req)) as { secret: string; failFirst?: number });
      received.set(name, []);
      return send(res, 200, { ok: true });
    }
    if (req.method === 'POST' && kind === 'hooks') {
      const body = await read(req);
      const cfg = configs.get(name);
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([k, v]) => [k, String(v)]),
      );
      let verified = false;
      let error: string | null = null;
      try {
        if (!cfg) throw new Error('no secret configured for this receiver');
        new Webhook(cfg.secret).verify(body, headers);
        verified = true;
      } catch (err) {
        error = err instanceof Error ? err.message : String(err);
      }
      const id = `${name}|${headers['webhook-id'] ?? ''}`;
      const n = (tries.get(id) ?? 0) + 1;
      tries.set(id, n);
      const status = n <= (cfg?.failFirst ?? 0) ? 500 : 200;
      const list = received.get(name) ?? [];
      list.push({ headers, body, verified, error, status });
      received.set(name, list);
      return send(res, status, { received: true });
    }
    if (req.method === 'GET' && kind === 'received')
      return send(res, 200, received.get(name) ?? []);
    if (req.method === 'PUT' && kind === 'dns') {
      DNS[name] = JSON.parse(await read(req)) as { A?: string[]; AAAA?: string[] };
      return send(res, 200, { ok: true });
    }
    if (req.method === 'GET' && kind === 'dns-query') {
      const q = url.searchParams.get('name') ?? '';
      const type = url.searchParams.get('type') === 'AAAA' ? 'AAAA' : 'A';
      const answers = (DNS[q]?.[type] ?? []).map((data) => ({
        name: q,
        type: type === 'A' ? 1 : 28,
        TTL: 60,
        data,
      }));
      return send(res, 200, { Status: DNS[q] ? 0 : 3, Answer: answers });
    }
    return send(res, 404, { error: 'not found' });
  });
  const mine = {
    users: 1,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  shared.__jyotishaWebhookReceiver = mine;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  project.provide('webhookReceiver', `http://127.0.0.1:${port}`);
  return async () => {
    if (--mine.users === 0) {
      delete shared.__jyotishaWebhookReceiver;
      await mine.close();
    }
  };
}
