/**
 * The READMEs' examples as a newcomer runs them (issue 24.3 and 24.5; issue 32: twice in a row),
 * against the built Worker served by Miniflare on a loopback port (scripts/local-worker.mjs) with
 * the local-development settings `npm start` uses (scripts/local-dev.mjs: the raised key-issuing
 * and IndexNow limits), the origin of the examples (`http://127.0.0.1:8787`) replaced by the test
 * Worker's:
 * - README.md's "One request per family" block is run **as pasted**, as one bash script, **twice
 *   in a row** against the same Worker (keys, ids and the email go through the block's own shell
 *   variables: no placeholder is filled in by the test); `curl` is wrapped only to record each
 *   answer's status and body. Every request must answer its route both times (2xx, or 503 for a
 *   feature whose secret this Worker lacks); the sahaja question is answered on its topic; the
 *   `python3 -m webbrowser` line names a page that answers;
 * - every TypeScript block of README.md and sdk/typescript/README.md compiles as a module under
 *   `tsc --strict` against the SDK's source (and openapi-fetch, which one block uses);
 * - every Python block of README.md and sdk/python/README.md runs with python3 against the
 *   Worker twice, issuing its own key each time (JYOTISHA_KEY unset), and exits 0.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Miniflare } from 'miniflare';
import { applyMigrations, localWorker } from '../../scripts/local-worker.mjs';
import { LOCAL_DEV_VARS } from '../../scripts/local-dev.mjs';

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

let mf: Miniflare;
let origin: string;
let outDir: string;
let work: string;

beforeAll(async () => {
  outDir = inject('builtWorkerDir');
  work = mkdtempSync(join(tmpdir(), 'jyotisha-readme-run-'));
  mf = localWorker(outDir, { publicBaseUrl: 'http://127.0.0.1', quiet: true, port: 0, vars: { ...LOCAL_DEV_VARS } }) as Miniflare;
  origin = new URL(await mf.ready).origin;
  await applyMigrations(mf, ROOT);
});

afterAll(async () => {
  await mf?.dispose();
  if (work) rmSync(work, { recursive: true, force: true });
});

/**
 * Shell functions put before the block (never in it): `curl` records each call's command, status
 * and body in $OUT (numbered through a file, so calls inside `$(...)` count too) and passes the
 * body on unchanged; `python3 -m webbrowser URL` records the URL instead of opening a browser.
 */
const PRELUDE = `
curl() {
  local n=$(( $(cat "$OUT/n" 2>/dev/null || echo 0) + 1 )); echo "$n" > "$OUT/n"
  printf '%s\\n' "$*" > "$OUT/cmd-$n"
  command curl -w "%{stderr}__STATUS__ $n %{http_code}\\n" "$@" | tee "$OUT/body-$n"
}
python3() { if [ "$1" = -m ] && [ "$2" = webbrowser ]; then echo "$3" >> "$OUT/opened"; else command python3 "$@"; fi; }
`;

interface Call { n: number; cmd: string; status: number; body: string }

/** Run the block once in a fresh directory; every curl call it made, in order. */
async function runBlock(block: string, dir: string): Promise<{ calls: Call[]; opened: string[]; stderr: string }> {
  mkdirSync(join(dir, 'out'), { recursive: true });
  const script = `${PRELUDE}\n${block.replaceAll(README_ORIGIN, origin)}`;
  const r = await run('bash', ['-c', script], { cwd: dir, env: { ...process.env, OUT: join(dir, 'out') }, maxBuffer: 64 * 1024 * 1024 })
    .catch((e: { stdout: string; stderr: string }) => ({ stdout: e.stdout, stderr: e.stderr }));
  const statuses = new Map([...r.stderr.matchAll(/__STATUS__ (\d+) (\d{3})/g)].map((m) => [Number(m[1]), Number(m[2])]));
  const calls: Call[] = [];
  for (let n = 1; existsSync(join(dir, 'out', `cmd-${n}`)); n++) {
    const cmd = readFileSync(join(dir, 'out', `cmd-${n}`), 'utf8').trim();
    const file = / -o (\S+)/.exec(cmd)?.[1];
    const body = file ? readFileSync(join(dir, file), 'latin1') : readFileSync(join(dir, 'out', `body-${n}`), 'utf8');
    calls.push({ n, cmd, status: statuses.get(n) ?? 0, body });
  }
  const opened = existsSync(join(dir, 'out', 'opened')) ? readFileSync(join(dir, 'out', 'opened'), 'utf8').split('\n').filter(Boolean) : [];
  return { calls, opened, stderr: r.stderr };
}

/** What is wrong with one run's answers. */
function problemsOf(calls: Call[]): string[] {
  const problems: string[] = [];
  for (const c of calls) {
    const code = /"(?:code|error)"\s*:\s*"([A-Za-z_-]+)"/.exec(c.body)?.[1] ?? '';
    const unconfigured = c.status === 503 && /not[-_]configured/i.test(code);
    if (!((c.status >= 200 && c.status < 300) || unconfigured)) problems.push(`${c.status} ${code} ${c.cmd.slice(0, 160)}`);
    if (/\/api\/sahaja -H/.test(c.cmd)) {
      const topic = (JSON.parse(c.body) as { topic?: string }).topic;
      if (topic === undefined || topic === 'general') problems.push(`sahaja answered on topic ${topic}`);
    }
    if (/ -o \S+\.png/.test(c.cmd) && !c.body.startsWith('\x89PNG')) problems.push(`not a PNG: ${c.cmd.slice(0, 120)}`);
    if (/ -o \S+\.svg/.test(c.cmd) && !c.body.startsWith('<svg')) problems.push(`not an SVG: ${c.cmd.slice(0, 120)}`);
  }
  return problems;
}

describe('README.md: the block runs as pasted, twice in a row', () => {
  it('runs "One request per family" twice with bash and the real curl; every request answers its route both times', async () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## One request per family'));
    const block = fencedBlocks(section, 'sh')[0]!;
    // as pasted: no placeholder a reader would have to fill in
    expect(block).not.toMatch(/<[a-z_]+>/);
    expect(block).not.toMatch(/sk_(live|test)_/);
    const runs = [];
    for (const name of ['first', 'second']) {
      const dir = join(work, name);
      const r = await runBlock(block, dir);
      expect(r.calls.length, r.stderr.slice(0, 2000)).toBeGreaterThan(45);
      expect(problemsOf(r.calls), `${name} run`).toEqual([]);
      runs.push(r);
    }
    expect(runs[1]!.calls.length).toBe(runs[0]!.calls.length);
    // the keys the block made went where the block sent them
    const first = runs[0]!.calls;
    expect(first.find((c) => c.cmd.includes('/t/api/keys'))!.body).toMatch(/"key":"sk_live_/);
    expect(first.find((c) => c.cmd.includes('/v1/keys/sandbox'))!.body).toMatch(/"key":"sk_test_/);
    expect(first.find((c) => /\/v1\/verify\/v2\./.test(c.cmd))!.body).toMatch(/"match":true/);
    expect(first.find((c) => /\/api\/dashboard\/charts\/[0-9a-f-]{36}/.test(c.cmd))).toBeDefined();
    expect(first.find((c) => /x-service-key sk_live_/.test(c.cmd.replace(/:/g, '')))).toBeDefined();
    // the playground line opens a page (python3 -m webbrowser, which works on every system)
    for (const r of runs) {
      expect(r.opened).toHaveLength(1);
      const page = await fetch(r.opened[0]!);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
    }
    // no macOS-only command
    expect(block.split('\n').filter((l) => /^open\s/.test(l))).toEqual([]);
  }, 600_000);
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
  it('every python block of README.md and sdk/python/README.md exits 0, twice in a row, each run issuing its own key', async () => {
    const blocks = ['README.md', 'sdk/python/README.md'].flatMap((f) => fencedBlocks(readFileSync(join(ROOT, f), 'utf8'), 'python').map((code, i) => ({ name: `${f} #${i + 1}`, code })));
    expect(blocks.length).toBeGreaterThanOrEqual(5);
    mkdirSync(work, { recursive: true });
    for (const pass of [1, 2]) {
      for (const b of blocks) {
        const r = await python(b.code.replaceAll(README_ORIGIN, origin), { JYOTISHA_ORIGIN: origin, JYOTISHA_KEY: '' });
        expect(r.code, `run ${pass}: ${b.name}\n${r.out}`).toBe(0);
      }
    }
  }, 600_000);
});
