#!/usr/bin/env node
/**
 * @module `npm run deploy [-- options] [-- wrangler deploy arguments]`: takes a Cloudflare
 * account (fresh or already deployed) to a working service, with the wrangler of the project.
 *
 * 1. checks wrangler.toml's environment (scripts/deploy/plan.mjs checkConfig) and stops on errors;
 * 2. reads the account: KV namespaces, D1 databases, Queues, R2 buckets (`wrangler kv namespace
 *    list`, `d1 list --json`, `queues list`, `r2 bucket list`) and prints, per resource, create or reuse;
 * 3. builds the Worker and the render Worker (`wrangler deploy --dry-run`) so a broken build
 *    creates nothing;
 * 4. creates what is missing, by name, and reads the ids back;
 * 5. writes .deploy/wrangler.<env>.jsonc (git-ignored): wrangler.toml with those ids, so no id is
 *    ever committed;
 * 6. applies the D1 migrations remotely (`wrangler d1 migrations apply <binding> --remote`);
 * 7. deploys the render Worker (workers/render/wrangler.toml: social cards and Indic outlines, no
 *    bindings, no public address), then the Worker (`wrangler deploy --config .deploy/... --env
 *    <env>`) whose RENDER service binding names it: code, bindings, Durable Object migrations,
 *    queue consumer and cron triggers;
 * 8. lists the secrets not set yet (`wrangler secret list`) with the `wrangler secret put` command
 *    of each.
 * Running it again reuses everything. `--dry-run` does steps 1-3 and stops (reading the account
 * only if wrangler is logged in; `--offline` skips it).
 *
 * Options: --dry-run, --offline (with --dry-run), --env <name> (default production),
 * --d1-location <hint> (weur, eeur, apac, oc, wnam, enam: where a new D1 database is placed),
 * --help. Arguments after `--` go to `wrangler deploy` (e.g. `--var NAME:VALUE`, `--secrets-file`).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  GENERATED_DIR,
  actionsTable,
  checkConfig,
  missingSecrets,
  parseD1List,
  parseKvList,
  parseQueueTable,
  parseR2List,
  parseSecretList,
  planActions,
  renderDeployConfig,
  renderDeployConfigText,
  requiredResources,
  resolveIds,
  secretPutCommand,
  stripAnsi,
  textTable,
} from './deploy/plan.mjs';

/**
 * @typedef {{ dryRun: boolean, offline: boolean, envName: string, d1Location?: string, help: boolean, passThrough: string[], outDir: string }} DeployOptions
 *   `outDir`: the git-ignored folder of the generated configuration and the dry-run bundle,
 *   relative to the project (GENERATED_DIR; the tests use a folder inside it)
 * @typedef {{ status: number, stdout: string, stderr: string }} RunResult
 * @typedef {{
 *   run(args: string[], opts: { capture: boolean, env?: Record<string, string> }): Promise<RunResult>,
 *   log(line: string): void,
 *   readConfig(): Promise<Record<string, any>>,
 *   writeFile(relPath: string, text: string): void,
 * }} DeployIo
 * @typedef {import('./deploy/plan.mjs').Inventory} Inventory
 * @typedef {import('./deploy/plan.mjs').Needs} Needs
 */

const D1_LOCATIONS = ['weur', 'eeur', 'apac', 'oc', 'wnam', 'enam'];
/** The render Worker's configuration (its environments mirror wrangler.toml's); no ids, used as it is. */
export const RENDER_CONFIG = 'workers/render/wrangler.toml';

export const USAGE = `usage: npm run deploy [-- [--dry-run [--offline]] [--env NAME] [--d1-location HINT]] [-- wrangler deploy args]

  --dry-run          check the configuration, read the account (when logged in), print what would be
                     created or reused, and build with \`wrangler deploy --dry-run\`; changes nothing
  --offline          with --dry-run: do not read the account
  --env NAME         the wrangler.toml environment to deploy (default: production)
  --d1-location HINT where a new D1 database is placed: ${D1_LOCATIONS.join(', ')} (default: near you)
  -- ARGS            passed to \`wrangler deploy\` (e.g. --var PUBLIC_BASE_URL:https://api.example.com)

docs/deploy.md walks through a first deploy.`;

/**
 * @param {string[]} argv
 * @returns {DeployOptions}
 */
export function parseArgs(argv) {
  /** @type {DeployOptions} */
  const opts = {
    dryRun: false,
    offline: false,
    envName: 'production',
    help: false,
    passThrough: [],
    outDir: GENERATED_DIR,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    const [flag, inline] =
      a.startsWith('--') && a.includes('=')
        ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)]
        : [a, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === '' || v.startsWith('--'))
        throw new Error(`${flag} needs a value`);
      return v;
    };
    if (a === '--') {
      opts.passThrough = argv.slice(i + 1);
      break;
    } else if (flag === '--dry-run') opts.dryRun = true;
    else if (flag === '--offline') opts.offline = true;
    else if (flag === '--env') opts.envName = value();
    else if (flag === '--d1-location') opts.d1Location = value();
    else if (flag === '--help' || flag === '-h') opts.help = true;
    else throw new Error(`unknown option ${a} (arguments for wrangler deploy go after --)`);
  }
  if (opts.offline && !opts.dryRun)
    throw new Error('--offline only goes with --dry-run: a deploy has to read the account');
  if (opts.d1Location && !D1_LOCATIONS.includes(opts.d1Location))
    throw new Error(
      `--d1-location must be one of ${D1_LOCATIONS.join(', ')}, got ${opts.d1Location}`,
    );
  if (!/^[A-Za-z0-9_-]+$/.test(opts.envName))
    throw new Error(`--env: not an environment name: ${opts.envName}`);
  return opts;
}

/**
 * The generated configuration of an environment, relative to the project root.
 * @param {string} envName
 * @param {string} [outDir]
 */
export function generatedConfigPath(envName, outDir = GENERATED_DIR) {
  return `${outDir}/wrangler.${envName}.jsonc`;
}

/**
 * Runs wrangler and fails loudly, quoting what it printed.
 * @param {DeployIo} io
 * @param {string[]} args
 * @param {{ capture: boolean, env?: Record<string, string> }} opts
 */
async function must(io, args, opts) {
  io.log(`$ wrangler ${args.join(' ')}`);
  const r = await io.run(args, opts);
  if (r.status !== 0) {
    const said = stripAnsi(`${r.stdout}\n${r.stderr}`).trim();
    const reason = said
      .split('\n')
      .find((l) => l.includes('[ERROR]'))
      ?.replace(/^.*\[ERROR\]\s*/, '');
    throw new Error(
      `\`wrangler ${args.join(' ')}\` failed (exit ${r.status})${reason ? `: ${reason}` : ''}${opts.capture && said ? `\n${said}` : ''}`,
    );
  }
  return r;
}

/**
 * What the account holds, by name (every page of the queue list).
 * @param {DeployIo} io
 * @returns {Promise<Inventory>}
 */
export async function readInventory(io) {
  const kv = parseKvList((await must(io, ['kv', 'namespace', 'list'], { capture: true })).stdout);
  const d1 = parseD1List((await must(io, ['d1', 'list', '--json'], { capture: true })).stdout);
  /** @type {Inventory['queues']} */
  const queues = [];
  for (let page = 1; ; page++) {
    if (page > 200) throw new Error('`wrangler queues list`: more than 200 pages');
    const rows = parseQueueTable(
      (await must(io, ['queues', 'list', '--page', String(page)], { capture: true })).stdout,
    );
    const fresh = rows.filter((r) => !queues.some((q) => q.id === r.id));
    if (fresh.length === 0) break;
    queues.push(...fresh);
  }
  const r2 = parseR2List((await must(io, ['r2', 'bucket', 'list'], { capture: true })).stdout);
  return { kv, d1, queues, r2 };
}

/** @param {Needs} needs */
function needsTable(needs) {
  return textTable(
    ['resource', 'name', 'binding', 'action'],
    [
      ...needs.kv.map((k) => ['KV namespace', k.title, k.binding, 'find or create']),
      ...needs.d1.map((d) => ['D1 database', d.name, d.binding, 'find or create']),
      ...needs.queues.map((q) => ['Queue', q, '', 'find or create']),
      ...needs.r2.map((b) => ['R2 bucket', b.name, b.binding, 'find or create']),
    ],
  );
}

/**
 * The deploy, with its side effects behind `io` (tests pass a recorded or fake-API wrangler).
 * @param {DeployOptions} opts
 * @param {DeployIo} io
 * @returns {Promise<number>} the exit code
 */
export async function runDeploy(opts, io) {
  if (opts.help) {
    io.log(USAGE);
    return 0;
  }
  const { envName } = opts;
  const raw = await io.readConfig();

  // 1. the configuration
  const { errors, warnings } = checkConfig(raw, envName);
  for (const w of warnings) io.log(`warning: ${w}`);
  if (errors.length) {
    for (const e of errors) io.log(`error: ${e}`);
    io.log('wrangler.toml has errors: nothing was created or deployed.');
    return 2;
  }
  const needs = requiredResources(raw, envName);
  io.log(
    `Worker "${needs.workerName}" ([env.${envName}] of wrangler.toml)${opts.dryRun ? ', dry run: nothing will be created or deployed' : ''}`,
  );

  // 2. the account
  /** @type {Inventory | undefined} */
  let inventory;
  if (opts.dryRun && opts.offline) {
    io.log('\n--offline: the account is not read.');
  } else {
    if (!opts.dryRun) await must(io, ['whoami'], { capture: false });
    try {
      inventory = await readInventory(io);
    } catch (err) {
      if (!opts.dryRun) {
        throw new Error(
          `${/** @type {Error} */ (err).message}\n(reading the account failed: log in with \`npx wrangler login\`, or set CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID; docs/deploy.md "Log in")`,
          { cause: err },
        );
      }
      io.log(
        `could not read the account (${/** @type {Error} */ (err).message.split('\n')[0]}); run \`npx wrangler login\` to see what a deploy would create.`,
      );
    }
  }
  const actions = inventory ? planActions(needs, inventory) : undefined;
  io.log(`\n${actions ? actionsTable(actions) : needsTable(needs)}\n`);

  // 3. the build, before anything is created
  const configPath = generatedConfigPath(envName, opts.outDir);
  const known = inventory ? resolveKnownIds(actions ?? []) : {};
  io.writeFile(
    configPath,
    renderDeployConfigText(renderDeployConfig(raw, envName, known, opts.outDir), envName),
  );
  // wrangler resolves --outdir against the configuration's folder: the bundle goes to <outDir>/dist
  await must(
    io,
    [
      'deploy',
      '--dry-run',
      '--config',
      configPath,
      '--env',
      envName,
      '--outdir',
      'dist',
      ...opts.passThrough,
    ],
    { capture: false },
  );
  await must(
    io,
    ['deploy', '--dry-run', '--config', RENDER_CONFIG, '--env', envName, '--outdir', 'dist'],
    { capture: false },
  );
  if (opts.dryRun) {
    io.log(
      `\nDry run done: the build succeeded; ${configPath} is what a deploy would use (ids of resources still to create are left out).`,
    );
    io.log(
      `Secrets are set with: ${secretPutCommand('<NAME>', envName)} (docs/deploy.md "Secrets").`,
    );
    return 0;
  }

  // 4. create what is missing, then read the ids back
  const creates = (actions ?? []).filter((a) => a.action === 'create');
  for (const a of creates) {
    if (a.kind === 'kv')
      await must(io, ['kv', 'namespace', 'create', a.name, '--update-config=false'], {
        capture: false,
      });
    else if (a.kind === 'd1')
      await must(
        io,
        [
          'd1',
          'create',
          a.name,
          '--update-config=false',
          ...(opts.d1Location ? ['--location', opts.d1Location] : []),
        ],
        { capture: false },
      );
    else if (a.kind === 'r2')
      await must(io, ['r2', 'bucket', 'create', a.name], { capture: false });
    else await must(io, ['queues', 'create', a.name], { capture: false });
  }
  const after = creates.length ? await readInventory(io) : /** @type {Inventory} */ (inventory);
  const ids = resolveIds(needs, after);

  // 5. the configuration with the ids (not committed)
  io.writeFile(
    configPath,
    renderDeployConfigText(renderDeployConfig(raw, envName, ids, opts.outDir), envName),
  );
  io.log(`wrote ${configPath}`);

  // 6. D1 migrations, before the code that needs them (CI=true: wrangler applies without asking)
  for (const d of needs.d1) {
    await must(
      io,
      [
        'd1',
        'migrations',
        'apply',
        d.binding,
        '--remote',
        '--config',
        configPath,
        '--env',
        envName,
      ],
      { capture: false, env: { CI: 'true' } },
    );
  }

  // 7. the render Worker first (the Worker's RENDER service binding names it), then the Worker:
  // code, bindings, Durable Object migrations, queue consumer, crons
  await must(io, ['deploy', '--config', RENDER_CONFIG, '--env', envName], { capture: false });
  await must(io, ['deploy', '--config', configPath, '--env', envName, ...opts.passThrough], {
    capture: false,
  });

  // 8. secrets still to set
  let setNames;
  try {
    setNames = parseSecretList(
      (
        await must(io, ['secret', 'list', '--config', configPath, '--env', envName], {
          capture: true,
        })
      ).stdout,
    );
  } catch (err) {
    io.log(
      `\nwarning: could not list the secrets (${/** @type {Error} */ (err).message.split('\n')[0]})`,
    );
  }
  if (setNames) {
    const missing = missingSecrets(setNames);
    if (missing.length === 0) io.log('\nEvery secret is set.');
    else {
      io.log(
        `\nSecrets not set yet (${missing.length}); each feature reports itself unconfigured until its secret is set:\n`,
      );
      io.log(
        textTable(
          ['secret', 'needed', 'without it'],
          missing.map((s) => [s.name, s.needed, s.without]),
        ),
      );
      io.log('\nSet one (wrangler asks for the value; it never lands in a file):');
      for (const s of missing) io.log(`  ${secretPutCommand(s.name, envName)}`);
    }
  }
  io.log(
    `\nDeployed "${needs.workerName}" and its render Worker. Run it again at any time: it reuses everything above.`,
  );
  return 0;
}

/**
 * Ids already known from the first inventory (for the dry-run build).
 * @param {import('./deploy/plan.mjs').Action[]} actions
 * @returns {import('./deploy/plan.mjs').ResourceIds}
 */
function resolveKnownIds(actions) {
  /** @type {import('./deploy/plan.mjs').ResourceIds} */
  const ids = { kv: {}, d1: {} };
  for (const a of actions) {
    if (!a.id || !a.binding) continue;
    if (a.kind === 'kv') ids.kv[a.binding] = a.id;
    if (a.kind === 'd1') ids.d1[a.binding] = a.id;
  }
  return ids;
}

/**
 * The real side effects: the project's wrangler (not whatever `npx` finds), run from `root`.
 * @param {string} root the project folder (wrangler.toml)
 * @param {Record<string, string | undefined>} [baseEnv]
 * @returns {DeployIo}
 */
export function nodeIo(root, baseEnv = process.env) {
  const require = createRequire(join(root, 'package.json'));
  const wranglerBin = join(dirname(require.resolve('wrangler/package.json')), 'bin', 'wrangler.js');
  return {
    run(args, { capture, env }) {
      return new Promise((resolveRun, reject) => {
        const child = spawn(process.execPath, [wranglerBin, ...args], {
          cwd: root,
          env: { ...baseEnv, ...env },
          stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
        });
        let stdout = '';
        let stderr = '';
        child.stdout?.on('data', (c) => {
          stdout += c;
        });
        child.stderr?.on('data', (c) => {
          stderr += c;
        });
        child.on('error', reject);
        child.on('close', (code) => resolveRun({ status: code ?? 1, stdout, stderr }));
      });
    },
    log: (line) => console.log(line),
    async readConfig() {
      const wrangler = await import(pathToFileURL(require.resolve('wrangler')).href);
      return wrangler.experimental_readRawConfig({ config: join(root, 'wrangler.toml') }).rawConfig;
    },
    writeFile(relPath, text) {
      const abs = join(root, relPath);
      mkdirSync(dirname(abs), { recursive: true });
      writeFileSync(abs, text);
    },
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let opts;
  try {
    opts = parseArgs(process.argv.slice(2));
  } catch (err) {
    console.error(`${/** @type {Error} */ (err).message}\n\n${USAGE}`);
    process.exit(2);
  }
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  runDeploy(opts, nodeIo(root)).then(
    (code) => process.exit(code),
    (err) => {
      console.error(`\ndeploy stopped: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    },
  );
}
