#!/usr/bin/env node
// `npm start [-- --port N] [-- --persist-to DIR]`: applies the D1 migrations to the local database
// (in DIR when given, else wrangler's .wrangler/state), then serves every
// family on 127.0.0.1 with local KV, D1 and Durable Objects (no Cloudflare account needed), and
// beside it the render Worker (workers/render/wrangler.toml: social cards, Indic outlines) that the
// API reaches through its RENDER service binding: one `wrangler dev` session runs both.
import { spawnSync, spawn } from 'node:child_process';
import { devVarsText, LOCAL_DEV_VARS, localDevVarArgs } from './local-dev.mjs';

const args = process.argv.slice(2);
let port = '8787';
/** where local state lives (wrangler's --persist-to): the migrations go to the same database the server opens */
let persistTo = null;
const passThrough = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--port') port = args[++i] ?? port;
  else if (args[i].startsWith('--port=')) port = args[i].slice(7);
  else if (args[i] === '--persist-to') persistTo = args[++i] ?? null;
  else if (args[i].startsWith('--persist-to=')) persistTo = args[i].slice(13);
  else passThrough.push(args[i]);
}
const persist = persistTo ? ['--persist-to', persistTo] : [];
if (!/^\d{1,5}$/.test(port)) {
  console.error(`--port must be a number, got ${port}`);
  process.exit(2);
}

const wrangler = process.platform === 'win32' ? 'wrangler.cmd' : 'wrangler';
// Offline-quiet: no metrics, and no fetch of the Request.cf object from Cloudflare (miniflare
// falls back to a placeholder and printed two getaddrinfo stack traces without a network).
const quiet = { WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };
const env = { ...process.env, CI: 'true', ...quiet };
// wrangler prints the table of migrations again after each one it applies (nine tables for nine
// migrations): its output is kept, and only the final table (or "No migrations to apply") shown,
// unless it failed, when all of it is.
const migrate = spawnSync(
  'npx',
  [wrangler, 'd1', 'migrations', 'apply', 'DB', '--local', ...persist],
  { stdio: ['inherit', 'pipe', 'pipe'], env, encoding: 'utf8' },
);
if (migrate.status !== 0) {
  process.stdout.write(migrate.stdout ?? '');
  process.stderr.write(migrate.stderr ?? '');
  console.error('applying D1 migrations failed');
  process.exit(migrate.status ?? 1);
}
console.log(migrationSummary(migrate.stdout ?? ''));

// PUBLIC_BASE_URL names the port really served (links in feeds and emails use it); the local
// development limits (scripts/local-dev.mjs) unless .dev.vars or the arguments set them.
const devArgs = localDevVarArgs(devVarsText(), passThrough);
if (devArgs.length)
  console.log(
    `local development: ${Object.entries(LOCAL_DEV_VARS)
      .filter(([k]) => devArgs.some((a) => a.startsWith(`${k}:`)))
      .map(([k, v]) => `${k}=${v}`)
      .join(', ')} (docs/limits.md "Local development")`,
  );
const dev = spawn(
  'npx',
  [
    wrangler,
    'dev',
    '--config',
    'wrangler.toml',
    '--config',
    'workers/render/wrangler.toml',
    '--local',
    '--ip',
    '127.0.0.1',
    '--port',
    port,
    '--test-scheduled',
    '--var',
    `PUBLIC_BASE_URL:http://127.0.0.1:${port}`,
    ...devArgs,
    ...persist,
    ...passThrough,
  ],
  {
    stdio: 'inherit',
    env: { ...process.env, ...quiet },
  },
);
for (const sig of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(sig, () => dev.kill(sig));
dev.on('exit', (code) => process.exit(code ?? 0));

/**
 * What `wrangler d1 migrations apply` said, in one table: the last status table it printed
 * (every migration, applied now or before), or its one-line answer when there was nothing to do.
 * @param {string} said
 */
function migrationSummary(said) {
  const lines = said.split('\n');
  let end = lines.length - 1;
  while (end >= 0 && !lines[end].startsWith('└')) end--;
  let start = end;
  while (start >= 0 && !lines[start].startsWith('┌')) start--;
  if (start < 0)
    return (
      lines.find((l) => /migrations to apply/i.test(l))?.trim() ??
      'D1 migrations: nothing to report'
    );
  const table = lines.slice(start, end + 1);
  const rows = table.filter((l) => l.includes('.sql'));
  return [
    `D1 migrations (local): ${rows.filter((l) => l.includes('✅')).length} of ${rows.length} applied`,
    ...table,
  ].join('\n');
}
