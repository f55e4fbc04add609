/**
 * `npm run docs:answers`: the example answers of the docs site. Builds the Worker as it deploys,
 * runs it in workerd through Miniflare (local KV, D1 with the migrations, Durable Objects), sends
 * each operation's documented example (the same request the docs' examples show) and writes the
 * successful answers, abridged, to src/generated/docs-answers.ts. Credentials are made on the
 * way, as a new user would: a key of each keyed family (T, V, N) issued through its own route and raised to Pro
 * through the operator route, a Family R account signed up for the session routes. Operations
 * whose example cannot succeed here (a path parameter naming nothing, a secret that is not
 * configured) get no recorded answer; the table printed at the end says which and why.
 * Key texts and webhook secrets in answers are replaced by placeholders.
 *
 * test/routes/docs-answers.test.ts checks that every recorded answer still belongs to an
 * operation of the documents, with a documented status and documented top-level fields, and that
 * the engine build that answered (DOCS_ANSWERS_ENGINE_VERSION) is the engine's current one.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyMigrations, buildWorker, localWorker } from './local-worker.mjs';
import { ENGINE_VERSION } from '../src/platform/engine-build.js';

const ROOT = process.cwd();
const ORIGIN = 'http://127.0.0.1:8787';
const PREFIX: Record<string, string> = { R: '', R2: '/r2', V: '', N: '/n', T: '/t', P: '/p' };
const ADMIN = 'docs-answers-admin';

/** Abridging: arrays keep their first items, deep objects and long strings are cut. */
const KEEP_ITEMS = 2;
const MAX_STRING = 160;
const MAX_TEXT_LINES = 24;
const MAX_CHARS = 2400;

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

function abridge(v: Json, depth: number, maxDepth: number): { v: Json; cut: boolean } {
  if (typeof v === 'string')
    return v.length > MAX_STRING
      ? { v: `${v.slice(0, MAX_STRING)}…`, cut: true }
      : { v, cut: false };
  if (Array.isArray(v)) {
    if (depth >= maxDepth && v.length) return { v: [`… ${v.length} items`], cut: true };
    const kept = v.slice(0, KEEP_ITEMS).map((x) => abridge(x, depth + 1, maxDepth));
    const out: Json[] = kept.map((k) => k.v);
    if (v.length > KEEP_ITEMS) out.push(`… ${v.length - KEEP_ITEMS} more`);
    return { v: out, cut: v.length > KEEP_ITEMS || kept.some((k) => k.cut) };
  }
  if (v && typeof v === 'object') {
    const entries = Object.entries(v);
    if (depth >= maxDepth && entries.length)
      return { v: `{… ${entries.length} fields}`, cut: true };
    let cut = false;
    const out: Record<string, Json> = {};
    for (const [k, x] of entries) {
      const a = abridge(x, depth + 1, maxDepth);
      out[k] = a.v;
      cut ||= a.cut;
    }
    return { v: out, cut };
  }
  return { v, cut: false };
}

/** The answer's text for the page: JSON abridged until it fits, text cut to its first lines. */
function presentable(media: string, raw: Uint8Array): { body: string; abridged: boolean } {
  if (media.includes('json') && !media.includes('ndjson')) {
    const value = JSON.parse(new TextDecoder().decode(raw)) as Json;
    for (let maxDepth = 8; maxDepth >= 1; maxDepth--) {
      const a = abridge(value, 0, maxDepth);
      const text = JSON.stringify(a.v, null, 2);
      if (text.length <= MAX_CHARS || maxDepth === 1) return { body: text, abridged: a.cut };
    }
  }
  if (media.startsWith('image/') && !media.includes('svg'))
    return { body: `(${raw.length.toLocaleString('en-US')} bytes of ${media})`, abridged: true };
  const lines = new TextDecoder().decode(raw).split('\n');
  const kept = lines
    .slice(0, MAX_TEXT_LINES)
    .map((l) => (l.length > MAX_STRING ? `${l.slice(0, MAX_STRING)}…` : l));
  return {
    body:
      kept.join('\n') +
      (lines.length > MAX_TEXT_LINES ? `\n… ${lines.length - MAX_TEXT_LINES} more lines` : ''),
    abridged: lines.length > MAX_TEXT_LINES || kept.some((l, i) => l !== lines[i]),
  };
}

function redact(text: string): string {
  return text
    .replace(/sk_(live|test)_[0-9a-f]{16}_[0-9a-f]{64}/g, 'sk_$1_<id>_<secret>')
    .replace(/whsec_[A-Za-z0-9+/=]{16,}/g, 'whsec_<secret>');
}

type Op = {
  operationId: string;
  parameters?: Array<{ in: string; name: string; example?: unknown }>;
  requestBody?: { content: Record<string, { example?: unknown }> };
  security?: Array<Record<string, string[]>>;
};

const out = mkdtempSync(join(tmpdir(), 'jyotisha-docs-answers-'));
buildWorker(ROOT, out);
const mf = localWorker(out, { publicBaseUrl: ORIGIN, quiet: true, adminToken: ADMIN });
try {
  await applyMigrations(mf, ROOT);
  let ip = 0;
  const fetchWorker = (
    path: string,
    init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  ) =>
    mf.dispatchFetch(`${ORIGIN}${path}`, {
      ...init,
      headers: {
        'cf-connecting-ip': `10.77.${Math.floor(++ip / 250)}.${ip % 250}`,
        ...(init.headers ?? {}),
      },
    });

  // credentials, made through the routes: each keyed family issues its own keys (a V key on T is 403)
  const issueFamilyKey = async (path: string) => {
    const k = (await (
      await fetchWorker(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'docs@example.com' }),
      })
    ).json()) as { key: string; id: string };
    await (
      await fetchWorker(`/t/api/admin/keys/${k.id}/tier`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-admin-token': ADMIN },
        body: JSON.stringify({ tier: 'pro' }),
      })
    ).arrayBuffer();
    return k;
  };
  const familyKeys: Record<string, { key: string; id: string }> = {
    T: await issueFamilyKey('/t/api/keys'),
    V: await issueFamilyKey('/v1/keys'),
    N: await issueFamilyKey('/n/api/keys'),
  };
  const signup = await fetchWorker('/api/auth/signup', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'docs-reader@example.com',
      password: 'a long passphrase for the docs',
    }),
  });
  await signup.arrayBuffer();
  // a one-cookie jar: sign-in rotates the session, so the latest non-empty __Host-sid is kept
  let cookie = '';
  const keepCookie = (res: { headers: { get(name: string): string | null } }) => {
    const c = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    if (/^__Host-sid=./.test(c)) cookie = c;
  };
  keepCookie(signup);

  const answers: Record<
    string,
    { status: number; media: string; body: string; abridged: boolean }
  > = {};
  const table: string[][] = [];
  for (const fam of Object.keys(PREFIX)) {
    const doc = (await (await fetchWorker(`/openapi/${fam}.json`)).json()) as {
      paths: Record<string, Record<string, Op>>;
    };
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const key = `${fam} ${method.toUpperCase()} ${path}`;
        if (path.includes('{')) {
          table.push([key, '-', 'a path parameter: the example names no resource']);
          continue;
        }
        const schemes = (op.security ?? []).flatMap((r) => Object.keys(r));
        const headers: Record<string, string> = {};
        if (schemes.includes('bearerAuth') && familyKeys[fam])
          headers.authorization = `Bearer ${familyKeys[fam]!.key}`;
        // the session is kept for the dashboard routes: sign-out is shown without it
        if (schemes.includes('session') && cookie && !path.endsWith('/logout')) {
          headers.cookie = cookie;
          headers.origin = ORIGIN;
        }
        if (schemes.includes('adminToken')) {
          table.push([key, '-', 'the operator route changes a tier: not run']);
          continue;
        }
        if (path === '/api/keys' && method === 'post') {
          table.push([key, '-', 'issues a real key: not run again']);
          continue;
        }
        const query = (op.parameters ?? [])
          .filter((p) => p.in === 'query' && p.example !== undefined)
          .map((p) => [p.name, String(p.example)]);
        const media = op.requestBody ? Object.keys(op.requestBody.content)[0]! : undefined;
        if (media) headers['content-type'] = media;
        const res = await fetchWorker(
          `${PREFIX[fam]}${path}${query.length ? `?${new URLSearchParams(query)}` : ''}`,
          {
            method: method.toUpperCase(),
            headers,
            ...(media
              ? { body: JSON.stringify(op.requestBody!.content[media]!.example ?? {}) }
              : {}),
          },
        );
        keepCookie(res);
        const raw = new Uint8Array(await res.arrayBuffer());
        const ct = (res.headers.get('content-type') ?? '').split(';')[0]!;
        if (res.status >= 300) {
          const why = new TextDecoder().decode(raw).slice(0, 90).replace(/\s+/g, ' ');
          table.push([key, String(res.status), `not recorded: ${why}`]);
          continue;
        }
        const p = presentable(ct, raw);
        answers[key] = {
          status: res.status,
          media: ct,
          body: redact(p.body),
          abridged: p.abridged,
        };
        table.push([
          key,
          String(res.status),
          `${p.body.length} chars${p.abridged ? ', abridged' : ''}`,
        ]);
      }
    }
  }
  const text = `// Generated by scripts/gen-docs-answers.ts: each operation's documented example sent to the
// Worker built as it deploys (local KV, D1 and Durable Objects), and the answer abridged. Do not
// edit by hand: run \`npm run docs:answers\`.

/** One recorded answer, by \`\${family} \${METHOD} \${path}\` (the OpenAPI path). */
export interface DocsAnswer { status: number; media: string; body: string; abridged: boolean }

/** The engine build that answered (test/routes/docs-answers.test.ts fails when the engine is newer). */
export const DOCS_ANSWERS_ENGINE_VERSION = ${JSON.stringify(ENGINE_VERSION)};

export const DOCS_ANSWERS: Readonly<Record<string, DocsAnswer>> = {
${Object.entries(answers)
  .map(([k, a]) => `  ${JSON.stringify(k)}: ${JSON.stringify(a)},`)
  .join('\n')}
};
`;
  writeFileSync(join(ROOT, 'src/generated/docs-answers.ts'), text);
  const w = [Math.max(...table.map((r) => r[0]!.length)), 6];
  console.log(`${'operation'.padEnd(w[0]!)}  status  answer`);
  for (const r of table) console.log(`${r[0]!.padEnd(w[0]!)}  ${r[1]!.padEnd(w[1]!)}  ${r[2]}`);
  console.log(
    `\n${Object.keys(answers).length} of ${table.length} operations recorded; src/generated/docs-answers.ts written (${text.length.toLocaleString('en-US')} characters)`,
  );
} finally {
  await mf.dispose();
  rmSync(out, { recursive: true, force: true });
}
