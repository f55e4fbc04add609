#!/usr/bin/env node
// `npm start [-- --port N]`: applies the D1 migrations to the local database, then serves every
// family on 127.0.0.1 with local KV, D1 and Durable Objects (no Cloudflare account needed), and
// beside it the render Worker (workers/render/wrangler.toml: social cards, Indic outlines) that the
// API reaches through its RENDER service binding: one `wrangler dev` session runs both.
import { spawnSync, spawn } from 'node:child_process';

const args = process.argv.slice(2);
let port = '8787';
const passThrough = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--port') port = args[++i] ?? port;
  else if (args[i].startsWith('--port=')) port = args[i].slice(7);
  else passThrough.push(args[i]);
}
if (!/^\d{1,5}$/.test(port)) { console.error(`--port must be a number, got ${port}`); process.exit(2); }

const wrangler = process.platform === 'win32' ? 'wrangler.cmd' : 'wrangler';
// Offline-quiet: no metrics, and no fetch of the Request.cf object from Cloudflare (miniflare
// falls back to a placeholder and printed two getaddrinfo stack traces without a network).
const quiet = { WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };
const env = { ...process.env, CI: 'true', ...quiet };
const migrate = spawnSync('npx', [wrangler, 'd1', 'migrations', 'apply', 'DB', '--local'], { stdio: 'inherit', env });
if (migrate.status !== 0) { console.error('applying D1 migrations failed'); process.exit(migrate.status ?? 1); }

// PUBLIC_BASE_URL names the port really served (links in feeds and emails use it).
const dev = spawn('npx', [wrangler, 'dev', '--config', 'wrangler.toml', '--config', 'workers/render/wrangler.toml', '--local', '--ip', '127.0.0.1', '--port', port, '--test-scheduled', '--var', `PUBLIC_BASE_URL:http://127.0.0.1:${port}`, ...passThrough], {
  stdio: 'inherit', env: { ...process.env, ...quiet },
});
for (const sig of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(sig, () => dev.kill(sig));
dev.on('exit', (code) => process.exit(code ?? 0));
