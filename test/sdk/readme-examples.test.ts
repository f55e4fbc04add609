/**
 * The READMEs' examples as a newcomer runs them (issue 24.3 and 24.5), against the built Worker
 * served by Miniflare on a loopback port (scripts/local-worker.mjs), the origin of the examples
 * (`http://127.0.0.1:8787`, `npm start`'s) replaced by the test Worker's:
 * - every `curl` line of README.md's "One request per family" is run with the real curl, in
 *   order, with the placeholders filled from the answers of the lines before it as a reader
 *   would (the T key from `POST /t/api/keys`, the V sandbox key, the R2 service key from the
 *   dashboard, the saved chart's id, a V request id); each must answer its route (2xx, or 503 for
 *   a feature whose secret this Worker lacks), never 400, 404 or 405; the sahaja question is
 *   answered on its topic; the `python3 -m webbrowser` line names a page that answers;
 * - every TypeScript block of README.md and sdk/typescript/README.md compiles as a module under
 *   `tsc --strict` against the SDK's source (and openapi-fetch, which one block uses);
 * - every Python block of README.md and sdk/python/README.md runs with python3 against the
 *   Worker (JYOTISHA_ORIGIN, and JYOTISHA_KEY set to a key the curl lines issued) and exits 0.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Miniflare } from 'miniflare';
import { applyMigrations, buildWorker, localWorker } from '../../scripts/local-worker.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const README_ORIGIN = 'http://127.0.0.1:8787';
const run = promisify(execFile);

/** The fenced blocks of a Markdown file with the given info string. */
export function fencedBlocks(markdown: string, lang: string): string[] {
  const out: string[] = [];
  const re = new RegExp('^```' + lang + '\\s*\\n([\\s\\S]*?)^```\\s*$', 'gm');
  for (const m of markdown.matchAll(re)) out.push(m[1]!);
  return out;
}

/** A line without its trailing comment (a ` #` outside single or double quotes). */
function dropComment(line: string): string {
  let quote: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quote) { if (ch === quote) quote = undefined; continue; }
    if (ch === "'" || ch === '"') quote = ch;
    else if (ch === '#' && (i === 0 || /\s/.test(line[i - 1]!))) return line.slice(0, i).trimEnd();
  }
  return line;
}

/** The commands of a shell block: comments dropped, `\`-continued lines joined. */
export function shellCommands(block: string): string[] {
  const joined = block.replace(/\\\n\s*/g, ' ');
  return joined.split('\n').map((l) => dropComment(l.trim())).filter((l) => l.length > 0);
}

let mf: Miniflare;
let origin: string;
let outDir: string;
let work: string;

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'jyotisha-readme-'));
  work = mkdtempSync(join(tmpdir(), 'jyotisha-readme-run-'));
  buildWorker(ROOT, outDir);
  mf = localWorker(outDir, { publicBaseUrl: 'http://127.0.0.1', quiet: true, port: 0 }) as Miniflare;
  origin = new URL(await mf.ready).origin;
  await applyMigrations(mf, ROOT);
});

afterAll(async () => {
  await mf?.dispose();
  for (const d of [outDir, work]) if (d) rmSync(d, { recursive: true, force: true });
});

/** What the lines before have answered, for the placeholders of the lines after. */
const found: { tKey?: string; vKey?: string; r2Key?: string; chartId?: string; requestId?: string } = {};

function fill(cmd: string): string {
  let c = cmd.replaceAll(README_ORIGIN, origin);
  if (c.includes('x-service-key: sk_live_<id>_<secret>')) c = c.replace('sk_live_<id>_<secret>', found.r2Key ?? 'missing-r2-key');
  c = c.replaceAll('sk_live_<id>_<secret>', found.tKey ?? 'missing-t-key');
  c = c.replaceAll('sk_test_<id>_<secret>', found.vKey ?? 'missing-v-key');
  c = c.replaceAll('/v1/verify/<request_id>', `/v1/verify/${found.requestId ?? 'missing-request-id'}`);
  c = c.replaceAll('/api/dashboard/charts/<id>', `/api/dashboard/charts/${found.chartId ?? 'missing-chart-id'}`);
  return c;
}

function learn(cmd: string, body: string): void {
  let j: Record<string, unknown> | undefined;
  try { j = JSON.parse(body) as Record<string, unknown>; } catch { return; }
  if (cmd.includes('/t/api/keys')) found.tKey = String(j.key);
  if (cmd.includes('/v1/keys/sandbox')) found.vKey = String(j.key);
  if (cmd.includes('/api/dashboard/keys')) found.r2Key = String(j.key);
  if (cmd.includes('/v1/chart') && typeof j.request_id === 'string') found.requestId = j.request_id;
  if (/\/api\/dashboard\/charts\s*$/.test(cmd.trim()) || /\/api\/dashboard\/charts'?$/.test(cmd.trim())) {
    const charts = j.charts as Array<{ id: string }> | undefined;
    if (charts?.[0]) found.chartId = charts[0].id;
  }
}

describe('README.md: every curl line answers its route', () => {
  it('runs "One request per family" in order with the real curl', async () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## One request per family'));
    const block = fencedBlocks(section, 'sh')[0]!;
    const commands = shellCommands(block);
    const curls = commands.filter((c) => c.startsWith('curl '));
    expect(curls.length).toBeGreaterThan(40);
    const problems: string[] = [];
    for (const raw of curls) {
      const cmd = fill(raw);
      const { stdout } = await run('bash', ['-c', `${cmd} -w '\\n__STATUS__%{http_code}'`], { cwd: work, maxBuffer: 64 * 1024 * 1024 });
      const at = stdout.lastIndexOf('\n__STATUS__');
      const status = Number(stdout.slice(at + '\n__STATUS__'.length));
      let body = stdout.slice(0, at);
      const file = / -o (\S+)/.exec(cmd)?.[1];
      if (file) body = readFileSync(join(work, file), 'latin1');
      learn(cmd, body);
      const code = /"(?:code|error)"\s*:\s*"([A-Za-z_-]+)"/.exec(body)?.[1] ?? '';
      const unconfigured = status === 503 && /not[-_]configured/i.test(code);
      if (!((status >= 200 && status < 300) || unconfigured)) problems.push(`${status} ${code} ${raw.slice(0, 140)}`);
      if (cmd.includes('/api/sahaja ') || cmd.includes('/api/sahaja\'') || /\/api\/sahaja -H/.test(cmd)) {
        const topic = (JSON.parse(body) as { topic?: string }).topic;
        if (topic === undefined || topic === 'general') problems.push(`sahaja answered on topic ${topic}: ${raw.slice(0, 140)}`);
      }
      if (file?.endsWith('.png')) expect(body.startsWith('\x89PNG'), raw).toBe(true);
      if (file?.endsWith('.svg')) expect(body.startsWith('<svg'), raw).toBe(true);
    }
    expect(problems).toEqual([]);
    expect(found.tKey).toMatch(/^sk_live_/);
    expect(found.vKey).toMatch(/^sk_test_/);
    expect(found.r2Key).toMatch(/^sk_live_/);
    expect(found.chartId).toMatch(/^[0-9a-f-]{36}$/);
    // the playground line opens a page (python3 -m webbrowser, which works on every system)
    const opens = commands.filter((c) => c.startsWith('python3 -m webbrowser '));
    expect(opens).toHaveLength(1);
    const url = fill(opens[0]!).split(/\s+/)[3]!;
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    // no macOS-only command
    expect(commands.filter((c) => /^open\s/.test(c))).toEqual([]);
  });
});

describe('TypeScript examples compile under tsc --strict', () => {
  it('every ts block of README.md and sdk/typescript/README.md', async () => {
    const blocks = ['README.md', 'sdk/typescript/README.md'].flatMap((f) => fencedBlocks(readFileSync(join(ROOT, f), 'utf8'), 'ts').map((code, i) => ({ name: `${f.replace(/\W+/g, '_')}_${i + 1}`, code })));
    expect(blocks.length).toBeGreaterThanOrEqual(6);
    // inside node_modules so the examples resolve the repository's packages (openapi-fetch, @types/node)
    const dir = mkdtempSync(join(ROOT, 'node_modules', '.readme-examples-'));
    try {
      const files = blocks.map((b) => {
        const path = join(dir, `${b.name}.ts`);
        // each block is a module of its own (top-level await, no shared names)
        writeFileSync(path, `${b.code}\nexport {};\n`);
        return path;
      });
      writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({
        compilerOptions: {
          target: 'ES2022', module: 'ES2022', moduleResolution: 'Bundler', lib: ['ES2022', 'DOM'], types: ['node'], strict: true,
          noEmit: true, skipLibCheck: true, isolatedModules: true, baseUrl: ROOT,
          paths: { '@jyotisha/sdk': [join(ROOT, 'sdk/typescript/src/index.ts')] },
        },
        files,
      }));
      const r = await run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', join(dir, 'tsconfig.json')], { cwd: ROOT }).then(() => ({ code: 0, out: '' }), (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: `${e.stdout}${e.stderr}` }));
      expect(r.out).toBe('');
      expect(r.code).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** Runs python3 on a program; its exit code and output. */
function python(code: string, env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('python3', ['-c', code], { cwd: ROOT, env: { ...process.env, PYTHONPATH: join(ROOT, 'sdk/python'), PYTHONDONTWRITEBYTECODE: '1', ...env } });
    let out = '';
    child.stdout.on('data', (d: Buffer) => { out += d.toString(); });
    child.stderr.on('data', (d: Buffer) => { out += d.toString(); });
    child.on('error', reject);
    child.on('close', (c) => resolve({ code: c, out }));
  });
}

describe('Python examples run against the Worker', () => {
  it('every python block of README.md and sdk/python/README.md exits 0', async () => {
    const blocks = ['README.md', 'sdk/python/README.md'].flatMap((f) => fencedBlocks(readFileSync(join(ROOT, f), 'utf8'), 'python').map((code, i) => ({ name: `${f} #${i + 1}`, code })));
    expect(blocks.length).toBeGreaterThanOrEqual(5);
    // a key of the README's own flow when it ran first, else one issued here
    const key = found.tKey ?? (await (await fetch(`${origin}/t/api/keys`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'readme@example.com' }) })).json() as { key: string }).key;
    mkdirSync(work, { recursive: true });
    for (const b of blocks) {
      const r = await python(b.code.replaceAll(README_ORIGIN, origin), { JYOTISHA_ORIGIN: origin, JYOTISHA_KEY: key });
      expect(r.code, `${b.name}\n${r.out}`).toBe(0);
    }
  });
});
