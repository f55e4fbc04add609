/**
 * @module The planning half of `npm run deploy` (scripts/deploy.mjs): pure functions, no process,
 * file system or network. They read the parsed wrangler.toml and wrangler's printed outputs,
 * decide what to create and what to reuse, check the configuration for mistakes a deploy would
 * only reveal in production, and render the deploy configuration with the real resource ids.
 * test/node/deploy-plan.test.ts runs them on recorded wrangler outputs.
 *
 * Resource names (docs/deploy.md "What the deploy creates"):
 * - KV namespace: `<worker name>-<binding in lower case, _ as ->` (wrangler's own provisioning
 *   name, so a namespace wrangler created for this Worker is found and reused);
 * - D1 database: the binding's `database_name`;
 * - Queues: every producer queue, consumer queue and dead-letter queue named in the environment;
 * - R2 buckets: the binding's `bucket_name` (bound by name, so no id goes into the configuration).
 */
import { posix } from 'node:path';
import { SECRETS } from './secrets.mjs';

/** Where the generated configuration goes (git-ignored; holds account-specific ids, no secrets). */
export const GENERATED_DIR = '.deploy';

/**
 * @typedef {Record<string, any>} RawConfig the parsed wrangler.toml (wrangler's experimental_readRawConfig)
 * @typedef {{ binding: string, title: string }} KvNeed
 * @typedef {{ binding: string, name: string, migrationsDir: string }} D1Need
 * @typedef {{ binding: string, name: string }} R2Need
 * @typedef {{ workerName: string, kv: KvNeed[], d1: D1Need[], queues: string[], r2: R2Need[] }} Needs
 * @typedef {{ id: string, title: string }} KvNamespace
 * @typedef {{ uuid: string, name: string }} D1Database
 * @typedef {{ id: string, name: string }} QueueInfo
 * @typedef {{ kv: KvNamespace[], d1: D1Database[], queues: QueueInfo[], r2: string[] }} Inventory
 * @typedef {{ kind: 'kv' | 'd1' | 'queue' | 'r2', name: string, binding?: string, action: 'reuse' | 'create', id?: string }} Action
 * @typedef {{ kv: Record<string, string>, d1: Record<string, string> }} ResourceIds binding -> id
 */

// ---------------------------------------------------------------------------------------------
// wrangler's outputs

// eslint-disable-next-line no-control-regex -- ESC starts the colour codes this strips
const ANSI = /\u001b\[[0-9;]*m/g;

/** @param {string} s */
export function stripAnsi(s) {
  return s.replace(ANSI, '');
}

/**
 * The JSON a wrangler command printed (`kv namespace list`, `d1 list --json`, `secret list`):
 * from the first line that opens an array or object to the end. Throws, quoting the output, when
 * there is none: a changed wrangler output must stop the deploy, not pass as an empty account.
 * @param {string} stdout
 * @param {string} command for the error message
 * @returns {unknown}
 */
export function parseJsonOutput(stdout, command) {
  const lines = stripAnsi(stdout).split('\n');
  const start = lines.findIndex((l) => /^\s*[[{]/.test(l));
  if (start < 0)
    throw new Error(`\`wrangler ${command}\` printed no JSON:\n${stdout.slice(0, 500)}`);
  const text = lines.slice(start).join('\n');
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new Error(
      `\`wrangler ${command}\` printed JSON that does not parse (${/** @type {Error} */ (err).message}):\n${text.slice(0, 500)}`,
      { cause: err },
    );
  }
}

/**
 * @param {unknown} value
 * @param {string} command
 * @returns {Record<string, unknown>[]}
 */
function arrayOfObjects(value, command) {
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'object' || v === null)) {
    throw new Error(`\`wrangler ${command}\` did not print a JSON array of objects`);
  }
  return value;
}

/** `wrangler kv namespace list` (a JSON array of `{id, title, ...}`). @param {string} stdout @returns {KvNamespace[]} */
export function parseKvList(stdout) {
  return arrayOfObjects(parseJsonOutput(stdout, 'kv namespace list'), 'kv namespace list').map(
    (n) => {
      if (typeof n.id !== 'string' || typeof n.title !== 'string')
        throw new Error('`wrangler kv namespace list`: an entry without a string id and title');
      return { id: n.id, title: n.title };
    },
  );
}

/** `wrangler d1 list --json` (a JSON array of `{uuid, name, ...}`). @param {string} stdout @returns {D1Database[]} */
export function parseD1List(stdout) {
  return arrayOfObjects(parseJsonOutput(stdout, 'd1 list --json'), 'd1 list --json').map((d) => {
    if (typeof d.uuid !== 'string' || typeof d.name !== 'string')
      throw new Error('`wrangler d1 list --json`: an entry without a string uuid and name');
    return { uuid: d.uuid, name: d.name };
  });
}

/** `wrangler secret list` (a JSON array of `{name, type}`): the names. @param {string} stdout @returns {string[]} */
export function parseSecretList(stdout) {
  return arrayOfObjects(parseJsonOutput(stdout, 'secret list'), 'secret list').map((s) => {
    if (typeof s.name !== 'string')
      throw new Error('`wrangler secret list`: an entry without a string name');
    return s.name;
  });
}

/**
 * One page of `wrangler queues list [--page N]`: wrangler prints a box-drawn table (cli-table3)
 * with the columns id, name, created_on, modified_on, producers, consumers; an empty page prints
 * no table. Rows are the lines that start with `│`; the header row names the columns.
 * @param {string} stdout
 * @returns {QueueInfo[]}
 */
export function parseQueueTable(stdout) {
  const rows = stripAnsi(stdout)
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.startsWith('│'))
    .map((l) =>
      l
        .split('│')
        .slice(1, -1)
        .map((c) => c.trim()),
    );
  if (rows.length === 0) return [];
  const [head, ...body] = rows;
  const idCol = head?.indexOf('id') ?? -1;
  const nameCol = head?.indexOf('name') ?? -1;
  if (idCol < 0 || nameCol < 0)
    throw new Error(
      `\`wrangler queues list\`: a table without id and name columns:\n${stdout.slice(0, 500)}`,
    );
  return body.map((r) => {
    const id = r[idCol];
    const name = r[nameCol];
    if (!id || !name)
      throw new Error(`\`wrangler queues list\`: a row without id or name: ${r.join(' | ')}`);
    return { id, name };
  });
}

/**
 * `wrangler r2 bucket list`: after "Listing buckets...", one block per bucket whose first line is
 * `name: <bucket>`. Output without the "Listing buckets" line is refused (a changed wrangler must
 * stop the deploy, not pass as an account without buckets).
 * @param {string} stdout
 * @returns {string[]} the bucket names
 */
export function parseR2List(stdout) {
  const text = stripAnsi(stdout);
  if (!/Listing buckets/.test(text))
    throw new Error(
      `\`wrangler r2 bucket list\` printed no bucket listing:\n${stdout.slice(0, 500)}`,
    );
  return [...text.matchAll(/^name:\s+(\S+)\s*$/gm)].map((m) => /** @type {string} */ (m[1]));
}

// ---------------------------------------------------------------------------------------------
// the configuration

/**
 * The environment's own table of wrangler.toml; throws when it is missing.
 * @param {RawConfig} raw
 * @param {string} envName
 * @returns {Record<string, any>}
 */
export function envSection(raw, envName) {
  const env = raw.env?.[envName];
  if (!env || typeof env !== 'object') {
    const known = Object.keys(raw.env ?? {});
    throw new Error(
      `wrangler.toml has no [env.${envName}] (environments: ${known.length ? known.join(', ') : 'none'})`,
    );
  }
  return env;
}

/**
 * The Worker name an environment deploys as: its own `name`, else `<top-level name>-<env>`
 * (wrangler's rule for environments).
 * @param {RawConfig} raw
 * @param {string} envName
 */
export function workerNameOf(raw, envName) {
  const env = envSection(raw, envName);
  if (typeof env.name === 'string' && env.name) return env.name;
  return `${raw.name}-${envName}`;
}

/** The KV namespace title of a binding (wrangler's provisioning default). @param {string} workerName @param {string} binding */
export function kvTitle(workerName, binding) {
  return `${workerName}-${binding.toLowerCase().replaceAll('_', '-')}`;
}

/**
 * What the environment needs on the account. Bindings (KV, D1, Queues) are not inherited from
 * the top level by wrangler, so only the environment's own tables count.
 * @param {RawConfig} raw
 * @param {string} envName
 * @returns {Needs}
 */
export function requiredResources(raw, envName) {
  const env = envSection(raw, envName);
  const workerName = workerNameOf(raw, envName);
  /** @type {KvNeed[]} */
  const kv = (env.kv_namespaces ?? []).map((/** @type {any} */ k) => ({
    binding: k.binding,
    title: kvTitle(workerName, k.binding),
  }));
  /** @type {D1Need[]} */
  const d1 = (env.d1_databases ?? []).map((/** @type {any} */ d) => ({
    binding: d.binding,
    name: d.database_name,
    migrationsDir: d.migrations_dir ?? 'migrations',
  }));
  /** @type {string[]} */
  const queues = [];
  const addQueue = (/** @type {unknown} */ q) => {
    if (typeof q === 'string' && q && !queues.includes(q)) queues.push(q);
  };
  for (const p of env.queues?.producers ?? []) addQueue(p.queue);
  for (const c of env.queues?.consumers ?? []) {
    addQueue(c.queue);
    addQueue(c.dead_letter_queue);
  }
  /** @type {R2Need[]} */
  const r2 = (env.r2_buckets ?? []).map((/** @type {any} */ b) => ({
    binding: b.binding,
    name: b.bucket_name,
  }));
  return { workerName, kv, d1, queues, r2 };
}

/** Hosts reserved for documentation and testing (RFC 2606, RFC 6761): never a real deployment. */
const RESERVED_HOST =
  /(^|\.)(example|test|invalid|localhost)$|(^|\.)example\.(com|net|org)$|^127\.|^\[?::1\]?$/;

/**
 * The host names that reach the Worker through `routes`/`route` (patterns and custom domains),
 * lower case, without wildcards' leading `*.` and without paths.
 * @param {Record<string, any>} env
 * @returns {string[]}
 */
export function routedHosts(env) {
  /** @type {unknown[]} */
  const routes = Array.isArray(env.routes) ? env.routes : env.route ? [env.route] : [];
  return routes
    .map((r) => (typeof r === 'string' ? r : (/** @type {any} */ (r)?.pattern ?? '')))
    .map(
      (p) =>
        String(p)
          .replace(/^https?:\/\//, '')
          .split('/')[0]
          ?.toLowerCase() ?? '',
    )
    .filter(Boolean);
}

/**
 * Does a route host pattern (`api.example.com`, `*.example.com`, `*example.com`) cover a host?
 * @param {string} pattern @param {string} host
 */
function hostMatches(pattern, host) {
  if (pattern.startsWith('*')) {
    const suffix = pattern.slice(1);
    return host.endsWith(suffix) && host.length > suffix.length - (suffix.startsWith('.') ? 0 : 1);
  }
  return pattern === host;
}

/**
 * Mistakes a deploy would only reveal in production, found before anything is created.
 * Errors stop the deploy; warnings are printed.
 * @param {RawConfig} raw
 * @param {string} envName
 * @returns {{ errors: string[], warnings: string[] }}
 */
export function checkConfig(raw, envName) {
  /** @type {string[]} */ const errors = [];
  /** @type {string[]} */ const warnings = [];
  let env;
  try {
    env = envSection(raw, envName);
  } catch (err) {
    return { errors: [/** @type {Error} */ (err).message], warnings };
  }
  const where = `[env.${envName}]`;

  // ids come from the account, never from the committed file
  for (const k of env.kv_namespaces ?? []) {
    if (!k.binding) errors.push(`${where} kv_namespaces: an entry without a binding`);
    if (k.id || k.preview_id)
      errors.push(
        `${where} kv_namespaces ${k.binding}: remove the committed id; the deploy finds or creates the namespace "${kvTitle(workerNameOf(raw, envName), k.binding ?? '')}" and passes its id`,
      );
  }
  for (const d of env.d1_databases ?? []) {
    if (!d.binding || !d.database_name)
      errors.push(
        `${where} d1_databases: every entry needs a binding and a database_name (the deploy finds the database by name)`,
      );
    if (d.database_id || d.preview_database_id)
      errors.push(
        `${where} d1_databases ${d.binding}: remove the committed database_id; the deploy finds or creates the database "${d.database_name}" by name and passes its id`,
      );
  }

  for (const b of env.r2_buckets ?? []) {
    if (!b.binding || !b.bucket_name)
      errors.push(
        `${where} r2_buckets: every entry needs a binding and a bucket_name (the deploy finds or creates the bucket by name)`,
      );
  }

  // Durable Object classes need a migration that creates them (migrations are top level)
  /** @type {Set<string>} */
  const created = new Set();
  for (const m of raw.migrations ?? []) {
    for (const c of [...(m.new_classes ?? []), ...(m.new_sqlite_classes ?? [])]) created.add(c);
    for (const r of m.renamed_classes ?? []) {
      created.delete(r.from);
      created.add(r.to);
    }
    for (const c of m.deleted_classes ?? []) created.delete(c);
  }
  const tags = (raw.migrations ?? []).map((/** @type {any} */ m) => m.tag);
  if (new Set(tags).size !== tags.length)
    errors.push(`[[migrations]]: duplicate tags (${tags.join(', ')})`);
  for (const b of env.durable_objects?.bindings ?? []) {
    if (b.script_name) continue; // a class of another Worker
    if (!created.has(b.class_name))
      errors.push(
        `${where} durable_objects ${b.name}: class ${b.class_name} is created by no [[migrations]] entry (add one with new_sqlite_classes = ["${b.class_name}"])`,
      );
  }

  // secrets never in vars (vars are committed and shown in the dashboard)
  const secretNames = new Set(SECRETS.map((s) => s.name));
  for (const [scope, vars] of [
    ['[vars]', raw.vars],
    [`${where.slice(0, -1)}.vars]`, env.vars],
  ]) {
    for (const [k, v] of Object.entries(vars ?? {})) {
      if (secretNames.has(k) && v !== '')
        errors.push(
          `${scope} ${k}: a secret with a committed value; remove it and run \`wrangler secret put ${k} --env ${envName}\``,
        );
    }
  }

  // host names: PUBLIC_BASE_URL and FAMILY_HOSTS should reach this Worker
  const vars = env.vars ?? {};
  const hosts = routedHosts(env);
  const workersDev = env.workers_dev ?? raw.workers_dev ?? true;
  if (typeof vars.PUBLIC_BASE_URL === 'string' && vars.PUBLIC_BASE_URL) {
    let host = '';
    try {
      host = new URL(vars.PUBLIC_BASE_URL).hostname.toLowerCase();
    } catch {
      errors.push(`${where} PUBLIC_BASE_URL is not a URL: ${vars.PUBLIC_BASE_URL}`);
    }
    if (host && RESERVED_HOST.test(host)) {
      warnings.push(
        `PUBLIC_BASE_URL is ${vars.PUBLIC_BASE_URL}, a reserved example host: links in feeds and emails and the IndexNow host will be wrong until it names your domain (${where.slice(0, -1)}.vars], docs/deploy.md "Custom domains")`,
      );
    } else if (host && !host.endsWith('.workers.dev') && !hosts.some((p) => hostMatches(p, host))) {
      warnings.push(
        `PUBLIC_BASE_URL's host ${host} is not among the routes or custom domains of ${where}: add it (docs/deploy.md "Custom domains")`,
      );
    }
  } else {
    warnings.push(
      `${where} PUBLIC_BASE_URL is empty: IndexNow stays off and links use the request's own origin`,
    );
  }
  const familyHosts = String(vars.FAMILY_HOSTS ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  for (const pair of familyHosts) {
    const m = /^([^=\s]+)=(R2|R|V|N|T|P)$/i.exec(pair);
    if (!m?.[1]) {
      errors.push(
        `${where} FAMILY_HOSTS: "${pair}" is not host=FAMILY (FAMILY one of R, R2, V, N, T, P)`,
      );
      continue;
    }
    const host = m[1].toLowerCase();
    if (!hosts.some((p) => hostMatches(p, host)))
      warnings.push(
        `FAMILY_HOSTS maps ${host}, which no route or custom domain of ${where} sends to this Worker`,
      );
  }
  if (!workersDev && hosts.length === 0)
    errors.push(
      `${where} workers_dev = false and no routes: the Worker would be reachable nowhere`,
    );
  return { errors, warnings };
}

// ---------------------------------------------------------------------------------------------
// decisions

/**
 * Create or reuse, per resource, by name.
 * @param {Needs} needs
 * @param {Inventory} inventory
 * @returns {Action[]}
 */
export function planActions(needs, inventory) {
  /** @type {Action[]} */
  const actions = [];
  for (const k of needs.kv) {
    const found = inventory.kv.filter((n) => n.title === k.title);
    actions.push(
      found[0]
        ? { kind: 'kv', name: k.title, binding: k.binding, action: 'reuse', id: found[0].id }
        : { kind: 'kv', name: k.title, binding: k.binding, action: 'create' },
    );
  }
  for (const d of needs.d1) {
    const found = inventory.d1.find((x) => x.name === d.name);
    actions.push(
      found
        ? { kind: 'd1', name: d.name, binding: d.binding, action: 'reuse', id: found.uuid }
        : { kind: 'd1', name: d.name, binding: d.binding, action: 'create' },
    );
  }
  for (const q of needs.queues) {
    const found = inventory.queues.find((x) => x.name === q);
    actions.push(
      found
        ? { kind: 'queue', name: q, action: 'reuse', id: found.id }
        : { kind: 'queue', name: q, action: 'create' },
    );
  }
  for (const b of needs.r2) {
    actions.push(
      inventory.r2.includes(b.name)
        ? { kind: 'r2', name: b.name, binding: b.binding, action: 'reuse' }
        : { kind: 'r2', name: b.name, binding: b.binding, action: 'create' },
    );
  }
  return actions;
}

/**
 * The ids of every KV and D1 binding, from an inventory taken after the creations; throws
 * naming what is still missing.
 * @param {Needs} needs
 * @param {Inventory} inventory
 * @returns {ResourceIds}
 */
export function resolveIds(needs, inventory) {
  /** @type {ResourceIds} */
  const ids = { kv: {}, d1: {} };
  /** @type {string[]} */
  const missing = [];
  for (const k of needs.kv) {
    const found = inventory.kv.find((n) => n.title === k.title);
    if (found) ids.kv[k.binding] = found.id;
    else missing.push(`KV namespace "${k.title}"`);
  }
  for (const d of needs.d1) {
    const found = inventory.d1.find((x) => x.name === d.name);
    if (found) ids.d1[d.binding] = found.uuid;
    else missing.push(`D1 database "${d.name}"`);
  }
  for (const q of needs.queues)
    if (!inventory.queues.some((x) => x.name === q)) missing.push(`queue "${q}"`);
  for (const b of needs.r2)
    if (!inventory.r2.includes(b.name)) missing.push(`R2 bucket "${b.name}"`);
  if (missing.length)
    throw new Error(`not on the account after creating them: ${missing.join(', ')}`);
  return ids;
}

// ---------------------------------------------------------------------------------------------
// the generated configuration

/** Path-valued settings wrangler resolves against the configuration file's folder. */
const PATH_KEYS = ['main', 'base_dir', 'tsconfig'];
/** Settings holding paths this renderer does not rewrite: refused rather than silently broken. */
const UNSUPPORTED_PATH_KEYS = [
  'wasm_modules',
  'text_blobs',
  'data_blobs',
  'site',
  'build',
  'assets',
  'alias',
  'containers',
];

/**
 * @param {string} p a path relative to the committed configuration's folder
 * @param {string} outDir the generated file's folder, relative to the same folder
 */
function rebase(p, outDir) {
  if (posix.isAbsolute(p)) return p;
  const rel = posix.relative(outDir, posix.normalize(p));
  return rel.startsWith('.') ? rel : `./${rel}`;
}

/**
 * @param {Record<string, any>} section the top level or one environment (mutated)
 * @param {string} outDir
 * @param {string} where
 */
function rebaseSection(section, outDir, where) {
  for (const k of UNSUPPORTED_PATH_KEYS) {
    if (section[k] !== undefined)
      throw new Error(
        `${where}${k}: the deploy cannot yet rebase this setting's paths into ${GENERATED_DIR}/; teach scripts/deploy/plan.mjs renderDeployConfig`,
      );
  }
  for (const k of PATH_KEYS)
    if (typeof section[k] === 'string') section[k] = rebase(section[k], outDir);
  for (const d of section.d1_databases ?? [])
    d.migrations_dir = rebase(d.migrations_dir ?? 'migrations', outDir);
}

/**
 * The deploy configuration: wrangler.toml as parsed, with the real ids written into the
 * environment's KV and D1 bindings and every relative path rebased to `outDir` (the generated
 * file lives there; wrangler resolves paths against its configuration file's folder). Other
 * environments are left out. `ids` may be partial (a dry run before anything exists): a binding
 * without an id is left without one, which `wrangler deploy --dry-run` accepts.
 * @param {RawConfig} raw
 * @param {string} envName
 * @param {Partial<ResourceIds>} ids
 * @param {string} [outDir] relative to the committed configuration's folder, posix separators
 * @returns {RawConfig}
 */
export function renderDeployConfig(raw, envName, ids, outDir = GENERATED_DIR) {
  /** @type {RawConfig} */
  const out = structuredClone(raw);
  const env = envSection(out, envName);
  out.env = { [envName]: env };
  for (const k of env.kv_namespaces ?? []) {
    const id = ids.kv?.[k.binding];
    if (id) k.id = id;
  }
  for (const d of env.d1_databases ?? []) {
    const id = ids.d1?.[d.binding];
    if (id) d.database_id = id;
  }
  rebaseSection(out, outDir, '');
  rebaseSection(env, outDir, `[env.${envName}] `);
  return out;
}

/**
 * The generated file's text: JSON with comments (wrangler reads .jsonc).
 * @param {RawConfig} config
 * @param {string} envName
 */
export function renderDeployConfigText(config, envName) {
  return [
    "// Generated by `npm run deploy` (scripts/deploy.mjs) from wrangler.toml with the account's",
    `// resource ids for [env.${envName}]. Not committed (${GENERATED_DIR}/ is git-ignored); holds no secrets.`,
    '// Edit wrangler.toml, not this file: every deploy writes it again.',
    JSON.stringify(config, null, 2),
    '',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// secrets and reports

/**
 * The catalogue's secrets that are not set on the Worker.
 * @param {string[]} setNames names `wrangler secret list` printed
 */
export function missingSecrets(setNames) {
  const set = new Set(setNames);
  return SECRETS.filter((s) => !set.has(s.name));
}

/**
 * @param {string} name
 * @param {string} envName
 */
export function secretPutCommand(name, envName) {
  return `npx wrangler secret put ${name} --env ${envName}`;
}

/**
 * A plain text table (the scripts print tables).
 * @param {string[]} head
 * @param {string[][]} rows
 */
export function textTable(head, rows) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (/** @type {string[]} */ cells) =>
    cells
      .map((c, i) => (c ?? '').padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/**
 * The plan as a table: kind, name, binding, create or reuse, id.
 * @param {Action[]} actions
 */
export function actionsTable(actions) {
  const kinds = { kv: 'KV namespace', d1: 'D1 database', queue: 'Queue', r2: 'R2 bucket' };
  return textTable(
    ['resource', 'name', 'binding', 'action', 'id'],
    actions.map((a) => [
      kinds[a.kind],
      a.name,
      a.binding ?? '',
      a.action,
      a.id ?? (a.kind === 'r2' ? '(by name)' : '(new)'),
    ]),
  );
}
