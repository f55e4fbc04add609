/**
 * @module A stand-in for the few Cloudflare API v4 endpoints `npm run deploy` reaches through
 * wrangler (KV namespaces, D1 databases and their `/query`, Queues and their consumers, R2 buckets, Worker
 * scripts, schedules, subdomain and secrets), on 127.0.0.1. Real wrangler is pointed at it with
 * `CLOUDFLARE_API_BASE_URL`, so the deploy script's commands, flags and output parsing are
 * exercised against the wrangler that ships with the project, without a Cloudflare account.
 *
 * It models state, not Cloudflare's validation: names are unique per kind, creating an existing
 * name fails with Cloudflare's error code, lists paginate, a Worker exists once uploaded, D1
 * `/query` records the migrations table (it does not run the SQL: the migrations themselves are
 * applied and tested locally by test/apply-migrations.ts). Every request is logged, and a request
 * it does not know answers 404 so a new wrangler call shows up as a failing test, not a silent pass.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { randomUUID } from 'node:crypto';

export interface FakeKvNamespace {
  id: string;
  title: string;
  supports_url_encoding: boolean;
}
export interface FakeD1Database {
  uuid: string;
  name: string;
  created_at: string;
  version: string;
  num_tables: number;
  file_size: number;
  migrations: string[];
}
export interface FakeConsumer {
  consumer_id: string;
  script: string;
  settings: Record<string, unknown>;
  dead_letter_queue?: string;
}
export interface FakeR2Bucket {
  name: string;
  creation_date: string;
  location: string;
}
export interface FakeQueue {
  queue_id: string;
  queue_name: string;
  created_on: string;
  modified_on: string;
  consumers: FakeConsumer[];
}
export interface FakeScript {
  name: string;
  /** the `metadata` part of the last upload (bindings, main_module, migrations, compatibility_date) */
  metadata: Record<string, unknown>;
  /** names of the uploaded module parts */
  modules: string[];
  secrets: Map<string, string>;
  crons: string[];
  workersDev: boolean;
  /** the migration tag of the last applied Durable Object migration */
  migrationTag: string | undefined;
  /** uploads (first deploy and deploys with new Durable Object migrations: PUT the script; later ones: POST a version) */
  uploads: number;
  /** ids of the deployed versions, oldest first */
  deployments: string[];
}
export interface FakeAccountState {
  kv: FakeKvNamespace[];
  d1: FakeD1Database[];
  queues: FakeQueue[];
  r2: FakeR2Bucket[];
  scripts: Map<string, FakeScript>;
}
export interface FakeRequest {
  method: string;
  path: string;
  query: string;
}

export interface FakeCloudflareApi {
  /** the value for CLOUDFLARE_API_BASE_URL */
  baseUrl: string;
  accountId: string;
  state: FakeAccountState;
  requests: FakeRequest[];
  /** requests that matched no endpoint (answered 404 code 7003) */
  unknown: FakeRequest[];
  close(): Promise<void>;
}

const NOW = '2026-01-01T00:00:00.000Z';
/** page size of the list endpoints when the caller does not ask (small, so pagination is exercised) */
const DEFAULT_PER_PAGE = 2;

function ok(result: unknown, resultInfo?: Record<string, unknown>): string {
  return JSON.stringify({
    success: true,
    errors: [],
    messages: [],
    result,
    ...(resultInfo ? { result_info: resultInfo } : {}),
  });
}
function fail(code: number, message: string): string {
  return JSON.stringify({
    success: false,
    errors: [{ code, message }],
    messages: [],
    result: null,
  });
}
function page<T>(
  items: T[],
  query: URLSearchParams,
): { items: T[]; info: Record<string, unknown> } {
  const perPage = Number(query.get('per_page') ?? DEFAULT_PER_PAGE);
  const p = Number(query.get('page') ?? 1);
  const slice = items.slice((p - 1) * perPage, p * perPage);
  return {
    items: slice,
    info: {
      page: p,
      per_page: perPage,
      count: slice.length,
      total_count: items.length,
      total_pages: Math.ceil(items.length / perPage),
    },
  };
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** The parts of a multipart/form-data body: name -> text (binary parts are kept as latin1 text). */
function multipartParts(body: Buffer, contentType: string): Map<string, string> {
  const m = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  const out = new Map<string, string>();
  if (!m) return out;
  const boundary = `--${m[1] ?? m[2]}`;
  for (const chunk of body.toString('latin1').split(boundary)) {
    const head = chunk.indexOf('\r\n\r\n');
    if (head < 0) continue;
    const name = /name="([^"]+)"/.exec(chunk.slice(0, head));
    if (!name?.[1]) continue;
    out.set(name[1], chunk.slice(head + 4).replace(/\r\n$/, ''));
  }
  return out;
}

export async function startFakeCloudflareApi(
  initial?: Partial<FakeAccountState>,
): Promise<FakeCloudflareApi> {
  const accountId = '0123456789abcdef0123456789abcdef';
  const state: FakeAccountState = {
    kv: [],
    d1: [],
    queues: [],
    r2: [],
    scripts: new Map(),
    ...initial,
  };
  const requests: FakeRequest[] = [];
  const unknown: FakeRequest[] = [];

  async function handle(req: IncomingMessage): Promise<[number, string]> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? 'GET';
    const path = url.pathname.replace(/^\/client\/v4/, '');
    const q = url.searchParams;
    requests.push({ method, path, query: url.search });
    const body = await readBody(req);
    const json = (): Record<string, unknown> =>
      body.length ? JSON.parse(body.toString('utf8')) : {};
    const acct = `/accounts/${accountId}`;
    // who is logged in (`wrangler whoami`): a user API token with one account
    if (path === '/user/tokens/verify' && method === 'GET')
      return [200, ok({ id: 'fake-token-id', status: 'active' })];
    if (path === '/user' && method === 'GET')
      return [200, ok({ id: 'fake-user', email: 'operator@example.com' })];
    if ((path === '/accounts' || path === '/memberships') && method === 'GET') {
      const account = { id: accountId, name: 'Fake account' };
      const list: unknown[] =
        path === '/accounts'
          ? [account]
          : [{ id: 'membership', account, roles: ['Administrator'], status: 'accepted' }];
      const { items, info } = page(list, q);
      return [200, ok(items, info)];
    }
    if (!path.startsWith(acct)) {
      unknown.push({ method, path, query: url.search });
      return [404, fail(7003, 'No route for that URI')];
    }
    const rest = path.slice(acct.length);
    let m: RegExpExecArray | null;

    // KV namespaces
    if (rest === '/storage/kv/namespaces' && method === 'GET') {
      const sorted = [...state.kv].sort((a, b) => a.title.localeCompare(b.title));
      const { items, info } = page(sorted, q);
      return [200, ok(items, info)];
    }
    if (rest === '/storage/kv/namespaces' && method === 'POST') {
      const { title } = json() as { title: string };
      if (state.kv.some((n) => n.title === title))
        return [400, fail(10014, 'a namespace with this account ID and title already exists')];
      const ns = { id: randomUUID().replaceAll('-', ''), title, supports_url_encoding: true };
      state.kv.push(ns);
      return [200, ok(ns)];
    }

    // D1 databases
    if (rest === '/d1/database' && method === 'GET') {
      const { items, info } = page(
        state.d1.map(({ migrations: _m, ...d }) => d),
        q,
      );
      return [200, ok(items, info)];
    }
    if (rest === '/d1/database' && method === 'POST') {
      const { name } = json() as { name: string };
      if (state.d1.some((d) => d.name === name))
        return [400, fail(7502, `A database with that name already exists`)];
      const db: FakeD1Database = {
        uuid: randomUUID(),
        name,
        created_at: NOW,
        version: 'production',
        num_tables: 0,
        file_size: 0,
        migrations: [],
      };
      state.d1.push(db);
      return [200, ok({ uuid: db.uuid, name, created_in_region: 'APAC' })];
    }
    if ((m = /^\/d1\/database\/([^/]+)$/.exec(rest)) && method === 'GET') {
      const db = state.d1.find((d) => d.uuid === m![1] || d.name === m![1]);
      if (!db) return [404, fail(7404, 'The database could not be found')];
      const { migrations: _m, ...info } = db;
      return [
        200,
        ok({ ...info, running_in_region: 'APAC', read_replication: { mode: 'disabled' } }),
      ];
    }
    if ((m = /^\/d1\/database\/([^/]+)\/query$/.exec(rest)) && method === 'POST') {
      const db = state.d1.find((d) => d.uuid === m![1]);
      if (!db) return [404, fail(7404, 'The database could not be found')];
      const { sql } = json() as { sql: string };
      let results: unknown[] = [];
      if (/SELECT\s+\*\s+FROM\s+d1_migrations/i.test(sql)) {
        results = db.migrations.map((name, i) => ({ id: i + 1, name, applied_at: NOW }));
      }
      for (const ins of sql.matchAll(/INSERT INTO d1_migrations \(name\)\s*values \('([^']+)'\)/gi))
        db.migrations.push(ins[1]!);
      return [
        200,
        ok([
          {
            results,
            success: true,
            meta: {
              served_by: 'fake',
              duration: 0.1,
              changes: 0,
              last_row_id: 0,
              changed_db: false,
              size_after: 0,
              rows_read: 0,
              rows_written: 0,
            },
          },
        ]),
      ];
    }

    // Queues
    if (rest === '/queues' && method === 'GET') {
      const named = q.getAll('name');
      const all = named.length
        ? state.queues.filter((x) => named.includes(x.queue_name))
        : state.queues;
      const { items, info } = page(all.map(queueView), q);
      return [200, ok(items, info)];
    }
    if (rest === '/queues' && method === 'POST') {
      const { queue_name } = json() as { queue_name: string };
      if (state.queues.some((x) => x.queue_name === queue_name))
        return [400, fail(11009, 'A queue with that name already exists')];
      const qu: FakeQueue = {
        queue_id: randomUUID().replaceAll('-', ''),
        queue_name,
        created_on: NOW,
        modified_on: NOW,
        consumers: [],
      };
      state.queues.push(qu);
      return [200, ok(queueView(qu))];
    }
    if ((m = /^\/queues\/([^/]+)\/consumers$/.exec(rest)) && method === 'POST') {
      const qu = state.queues.find((x) => x.queue_id === m![1]);
      if (!qu) return [404, fail(11000, 'Queue does not exist')];
      const c = json() as {
        script_name: string;
        settings: Record<string, unknown>;
        dead_letter_queue?: string;
      };
      if (c.dead_letter_queue && !state.queues.some((x) => x.queue_name === c.dead_letter_queue))
        return [400, fail(11000, `Queue ${c.dead_letter_queue} does not exist`)];
      if (qu.consumers.some((x) => x.script === c.script_name))
        return [400, fail(11004, 'This queue already has a consumer for that script')];
      const consumer = {
        consumer_id: randomUUID().replaceAll('-', ''),
        script: c.script_name,
        settings: c.settings,
        dead_letter_queue: c.dead_letter_queue,
      };
      qu.consumers.push(consumer);
      return [200, ok({ ...consumer, queue_name: qu.queue_name })];
    }
    if ((m = /^\/queues\/([^/]+)\/consumers\/([^/]+)$/.exec(rest)) && method === 'PUT') {
      const qu = state.queues.find((x) => x.queue_id === m![1]);
      const existing = qu?.consumers.find((x) => x.consumer_id === m![2]);
      if (!qu || !existing) return [404, fail(11000, 'Queue or consumer does not exist')];
      const c = json() as {
        script_name: string;
        settings: Record<string, unknown>;
        dead_letter_queue?: string;
      };
      if (c.dead_letter_queue && !state.queues.some((x) => x.queue_name === c.dead_letter_queue))
        return [400, fail(11000, `Queue ${c.dead_letter_queue} does not exist`)];
      Object.assign(existing, {
        script: c.script_name,
        settings: c.settings,
        dead_letter_queue: c.dead_letter_queue,
      });
      return [200, ok({ ...existing, queue_name: qu.queue_name })];
    }

    // R2 buckets (`wrangler r2 bucket list|create`)
    if (rest === '/r2/buckets' && method === 'GET')
      return [200, ok({ buckets: [...state.r2].sort((a, b) => a.name.localeCompare(b.name)) })];
    if (rest === '/r2/buckets' && method === 'POST') {
      const { name } = json() as { name: string };
      if (state.r2.some((b) => b.name === name))
        return [409, fail(10004, 'The bucket you tried to create already exists, and you own it.')];
      const bucket = { name, creation_date: NOW, location: 'APAC' };
      state.r2.push(bucket);
      return [200, ok(bucket)];
    }
    if ((m = /^\/r2\/buckets\/([^/]+)$/.exec(rest)) && method === 'GET') {
      const bucket = state.r2.find((b) => b.name === m![1]);
      return bucket
        ? [200, ok(bucket)]
        : [404, fail(10006, 'The specified bucket does not exist.')];
    }

    // Workers
    if ((m = /^\/workers\/services\/([^/]+)$/.exec(rest)) && method === 'GET') {
      const s = state.scripts.get(m[1]!);
      if (!s) return [404, fail(10090, 'workers.api.error.service_not_found')];
      return [
        200,
        ok({
          id: s.name,
          default_environment: {
            environment: 'production',
            script: {
              id: s.name,
              tag: 'fake-tag',
              etag: 'etag',
              handlers: ['fetch', 'scheduled', 'queue'],
              last_deployed_from: 'wrangler',
              migration_tag: s.migrationTag,
            },
          },
        }),
      ];
    }
    if (rest === '/workers/scripts' && method === 'GET') {
      return [
        200,
        ok(
          [...state.scripts.values()].map((s) => ({
            id: s.name,
            etag: `etag-${s.uploads}`,
            handlers: ['fetch', 'scheduled', 'queue'],
            modified_on: NOW,
            created_on: NOW,
            migration_tag: s.migrationTag,
          })),
        ),
      ];
    }
    // first upload, or one with Durable Object migrations: PUT the script (deployed at once)
    if ((m = /^\/workers\/scripts\/([^/]+)$/.exec(rest)) && method === 'PUT') {
      const r = upload(m[1]!, body, String(req.headers['content-type'] ?? ''), true);
      if ('error' in r) return [400, r.error];
      return [
        200,
        ok({
          id: r.script.name,
          etag: `etag-${r.script.uploads}`,
          handlers: ['fetch', 'scheduled', 'queue'],
          modified_on: NOW,
          created_on: NOW,
          usage_model: 'standard',
          deployment_id: r.versionId,
          startup_time_ms: 10,
        }),
      ];
    }
    // later uploads: a version, then a deployment of it
    if ((m = /^\/workers\/scripts\/([^/]+)\/versions$/.exec(rest)) && method === 'POST') {
      if (!state.scripts.has(m[1]!))
        return [404, fail(10007, 'This Worker does not exist on your account.')];
      const r = upload(m[1]!, body, String(req.headers['content-type'] ?? ''), false);
      if ('error' in r) return [400, r.error];
      return [
        200,
        ok({
          id: r.versionId,
          number: r.script.uploads,
          resources: { script: { etag: `etag-${r.script.uploads}` } },
          startup_time_ms: 10,
        }),
      ];
    }
    if ((m = /^\/workers\/scripts\/([^/]+)\/deployments$/.exec(rest))) {
      const s = state.scripts.get(m[1]!);
      if (!s) return [404, fail(10007, 'This Worker does not exist on your account.')];
      if (method === 'POST') {
        const { versions } = json() as { versions: { version_id: string; percentage: number }[] };
        const id = versions[0]?.version_id;
        if (!id) return [400, fail(10000, 'no version')];
        s.deployments.push(id);
        return [
          200,
          ok({
            id: `deployment-${s.deployments.length}`,
            created_on: NOW,
            source: 'wrangler',
            strategy: 'percentage',
            versions,
          }),
        ];
      }
      const deployments = [...s.deployments].reverse().map((v, i) => ({
        id: `deployment-${s.deployments.length - i}`,
        created_on: NOW,
        source: 'wrangler',
        strategy: 'percentage',
        versions: [{ version_id: v, percentage: 100 }],
        annotations: {},
      }));
      return [200, ok({ deployments })];
    }
    if ((m = /^\/workers\/scripts\/([^/]+)\/script-settings$/.exec(rest)) && method === 'PATCH') {
      if (!state.scripts.has(m[1]!))
        return [404, fail(10007, 'This Worker does not exist on your account.')];
      return [200, ok(json())];
    }
    if ((m = /^\/workers\/scripts\/([^/]+)\/settings$/.exec(rest)) && method === 'GET') {
      const s = state.scripts.get(m[1]!);
      if (!s) return [404, fail(10007, 'This Worker does not exist on your account.')];
      return [
        200,
        ok({
          bindings: s.metadata.bindings ?? [],
          compatibility_date: s.metadata.compatibility_date,
          compatibility_flags: [],
          placement: {},
          tags: [],
        }),
      ];
    }
    if ((m = /^\/workers\/scripts\/([^/]+)\/schedules$/.exec(rest))) {
      const s = state.scripts.get(m[1]!);
      if (!s) return [404, fail(10007, 'This Worker does not exist on your account.')];
      if (method === 'PUT') s.crons = (json() as unknown as { cron: string }[]).map((x) => x.cron);
      return [
        200,
        ok({ schedules: s.crons.map((cron) => ({ cron, created_on: NOW, modified_on: NOW })) }),
      ];
    }
    if ((m = /^\/workers\/scripts\/([^/]+)\/subdomain$/.exec(rest))) {
      const s = state.scripts.get(m[1]!);
      if (!s) return [404, fail(10007, 'This Worker does not exist on your account.')];
      if (method === 'POST') s.workersDev = Boolean((json() as { enabled?: boolean }).enabled);
      return [200, ok({ enabled: s.workersDev, previews_enabled: false })];
    }
    if (rest === '/workers/subdomain' && method === 'GET')
      return [200, ok({ subdomain: 'fake-account' })];
    if ((m = /^\/workers\/scripts\/([^/]+)\/secrets$/.exec(rest))) {
      const s = state.scripts.get(m[1]!);
      if (!s) return [404, fail(10007, 'This Worker does not exist on your account.')];
      if (method === 'GET')
        return [200, ok([...s.secrets.keys()].map((name) => ({ name, type: 'secret_text' })))];
      if (method === 'PUT') {
        const { name, text } = json() as { name: string; text: string };
        s.secrets.set(name, text);
        return [200, ok({ name, type: 'secret_text' })];
      }
    }
    unknown.push({ method, path, query: url.search });
    return [404, fail(7003, 'No route for that URI')];
  }

  /** Store an uploaded script or version: its metadata (bindings, migrations) and module names. */
  function upload(
    name: string,
    body: Buffer,
    contentType: string,
    deployNow: boolean,
  ): { script: FakeScript; versionId: string } | { error: string } {
    const parts = multipartParts(body, contentType);
    const metadata = JSON.parse(parts.get('metadata') ?? '{}') as Record<string, unknown>;
    const s: FakeScript = state.scripts.get(name) ?? {
      name,
      metadata,
      modules: [],
      secrets: new Map(),
      crons: [],
      workersDev: false,
      migrationTag: undefined,
      uploads: 0,
      deployments: [],
    };
    const migrations = metadata.migrations as { old_tag?: string; new_tag?: string } | undefined;
    if (migrations && (migrations.old_tag ?? undefined) !== s.migrationTag)
      return {
        error: fail(
          10079,
          `migration old_tag ${migrations.old_tag} does not match the current tag ${s.migrationTag}`,
        ),
      };
    if (migrations?.new_tag) s.migrationTag = migrations.new_tag;
    s.metadata = metadata;
    s.modules = [...parts.keys()].filter((k) => k !== 'metadata');
    s.uploads++;
    const versionId = randomUUID();
    if (deployNow) s.deployments.push(versionId);
    state.scripts.set(name, s);
    return { script: s, versionId };
  }

  function queueView(qu: FakeQueue): Record<string, unknown> {
    return {
      queue_id: qu.queue_id,
      queue_name: qu.queue_name,
      created_on: qu.created_on,
      modified_on: qu.modified_on,
      producers_total_count: 0,
      producers: [],
      consumers_total_count: qu.consumers.length,
      consumers: qu.consumers.map((c) => ({
        type: 'worker',
        consumer_id: c.consumer_id,
        script: c.script,
        settings: c.settings,
        dead_letter_queue: c.dead_letter_queue,
      })),
    };
  }

  const server: Server = createServer((req, res) => {
    handle(req).then(
      ([status, text]) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(text);
      },
      (err: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(fail(10000, String(err)));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}/client/v4`,
    accountId,
    state,
    requests,
    unknown,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
