/**
 * The docs site in a real browser (issue 17): the Worker built as it deploys runs in workerd
 * (Miniflare, on a free loopback port) and Debian's Chromium (playwright-core) opens /docs,
 * follows the link to a family page and uses an example tab there. Checked:
 * - no console error (a refused stylesheet or a CSP violation is one), no page error, no failed
 *   request, and no request to any other origin (requests elsewhere are recorded and aborted);
 * - the stylesheet applies under the pages' CSP (method badges coloured, one example panel
 *   shown, another after a click on its tab: the tabs are CSS only, there is no script);
 * - the family page holds one section per operation of the family's OpenAPI document;
 * - a screenshot of the top of the overview (1280 x 720 of a 1280 x 900 window: navigation, title
 *   and the family cards, their route counts and base URLs masked: they change as routes are added
 *   and with the port) matches test/fixtures/docs/overview.png pixel by pixel
 *   (pixelmatch, colour threshold 0.1, at most 0.5% of the pixels may differ). The text uses the
 *   system font stacks, so the reference holds for this image's fonts (DejaVu Sans); elsewhere set
 *   CHROMIUM_PATH and regenerate it.
 *
 * - the examples on the family pages run: for a sample of operations of every family with routes
 *   (JSON bodies, query strings, a bearer key issued through POST /t/api/keys, a session from
 *   POST /api/auth/signup), the curl, the
 *   TypeScript fetch (run by Node) and the Python urllib example (run by python3) are taken from
 *   the page as shown and executed against the same Worker; each exits 0 and prints the answer.
 *
 * Regenerate the reference (then look at the PNG before committing):
 *   UPDATE_DOCS_REFERENCES=1 npx vitest run --project browser test/browser/docs-site.test.ts
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { PNG } from 'pngjs';
import pixelmatch from 'pixelmatch';
import { applyMigrations, localWorker } from '../../scripts/local-worker.mjs';
import { chromiumPath, CHROMIUM_ARGS } from './chromium.js';

const ROOT = join(import.meta.dirname, '..', '..');
const REF = join(ROOT, 'test/fixtures/docs/overview.png');
const UPDATE = process.env.UPDATE_DOCS_REFERENCES === '1';

/** The few DOM names the page-side checks use (this Node program has no DOM library). */
declare const getComputedStyle: (el: unknown) => {
  display: string;
  backgroundColor: string;
  fontFamily: string;
};

let browser: Browser;
let context: BrowserContext;
let mf: ReturnType<typeof localWorker>;
let origin: string;
let outDir: string;
const consoleErrors: string[] = [];
const foreign: string[] = [];
const failed: string[] = [];

beforeAll(async () => {
  outDir = inject('builtWorkerDir');

  mf = localWorker(outDir, { publicBaseUrl: 'http://127.0.0.1', quiet: true, port: 0 });
  origin = new URL(await mf.ready).origin;
  await applyMigrations(mf, ROOT);
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    deviceScaleFactor: 1,
  });
  // anything not served by this origin is recorded and refused, so nothing leaves the machine
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (new URL(url).origin === origin) return route.continue();
    foreign.push(url);
    return route.abort();
  });
  context.on('page', (p) => watch(p));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await mf?.dispose();
});

function watch(page: Page): void {
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  page.on('pageerror', (e) => consoleErrors.push(String(e)));
  // (ERR_ABORTED: a load cut short by the next navigation, e.g. the icon)
  page.on('requestfailed', (r) => {
    if (new URL(r.url()).origin === origin && r.failure()?.errorText !== 'net::ERR_ABORTED')
      failed.push(`${r.url()} ${r.failure()?.errorText ?? ''}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.url()} ${r.status()}`);
  });
}

function diffRatio(a: Buffer, b: Buffer): number {
  const pa = PNG.sync.read(a);
  const pb = PNG.sync.read(b);
  expect([pa.width, pa.height]).toEqual([pb.width, pb.height]);
  return (
    pixelmatch(pa.data, pb.data, undefined, pa.width, pa.height, { threshold: 0.1 }) /
    (pa.width * pa.height)
  );
}

describe('docs site in Chromium', () => {
  it('opens /docs, follows a family link and uses an example tab, all from this origin without errors', async () => {
    const page = await context.newPage();
    const res = await page.goto(`${origin}/docs`, { waitUntil: 'load' });
    expect(res?.status()).toBe(200);
    expect(await page.title()).toBe('Overview · Jyotisha API reference');
    expect(await page.locator('h1').textContent()).toBe('Jyotisha API reference');
    // the stylesheet applies: the body uses the sans-serif stack, not the browser's default serif
    expect(await page.locator('body').evaluate((el) => getComputedStyle(el).fontFamily)).toContain(
      'system-ui',
    );

    // the top of the page: navigation, title and the family cards (the key table below counts routes)
    const shot = await page.screenshot({
      clip: { x: 0, y: 0, width: 1280, height: 720 },
      mask: [page.locator('.cards .count'), page.locator('.cards .base-url')],
      maskColor: '#d0d0d0',
    });
    if (UPDATE) {
      mkdirSync(join(ROOT, 'test/fixtures/docs'), { recursive: true });
      writeFileSync(REF, shot);
    } else if (!existsSync(REF)) {
      throw new Error(
        `no reference ${REF}: run with UPDATE_DOCS_REFERENCES=1 and check the image by eye`,
      );
    }
    expect(diffRatio(shot, readFileSync(REF))).toBeLessThanOrEqual(0.005);

    await Promise.all([
      page.waitForURL(`${origin}/docs/T`),
      page.locator('.cards a[href="/docs/T"]').click(),
    ]);
    expect(await page.locator('h1').textContent()).toBe('Family T');
    const doc = (await (await fetch(`${origin}/openapi/T.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const ops = Object.values(doc.paths).reduce((n, m) => n + Object.keys(m).length, 0);
    expect(await page.locator('section.op').count()).toBe(ops);
    // method badges are coloured by the stylesheet (POST: #1d4f91)
    expect(
      await page
        .locator('#op-postApiChart .method')
        .evaluate((el) => getComputedStyle(el).backgroundColor),
    ).toBe('rgb(29, 79, 145)');
    // the example tabs: curl shown first, the Python SDK after a click on its tab (CSS only)
    const panels = page.locator('#op-postApiChart .tabs > .panel');
    expect(await panels.count()).toBe(5);
    const shown = async () =>
      panels.evaluateAll((els) => els.map((el) => getComputedStyle(el).display));
    expect(await shown()).toEqual(['block', 'none', 'none', 'none', 'none']);
    await page.locator('label[for="op-postApiChart-py-sdk"]').click();
    expect(await shown()).toEqual(['none', 'none', 'none', 'block', 'none']);
    expect(await panels.nth(3).textContent()).toContain('client.post_api_chart(');
    // the error catalogue and the limits render too
    for (const path of ['/docs/errors', '/docs/limits'])
      expect((await page.goto(`${origin}${path}`, { waitUntil: 'load' }))?.status()).toBe(200);
    await page.close();

    expect(consoleErrors).toEqual([]);
    expect(failed).toEqual([]);
    expect(foreign).toEqual([]);
  });

  /** Operations whose shown examples are executed: bodies, query strings and a bearer key, over five families. */
  const RUN: Array<[family: string, operationId: string, expect: string, langs?: string[]]> = [
    ['R', 'postApiChart', '"ok":true'],
    ['R', 'getApiMuhurta', 'choghadiya'],
    ['R2', 'postApiChart', 'grahas'],
    ['N', 'getApiPanchang', '"success":true'],
    ['T', 'postApiChart', 'grahas'],
    ['T', 'getApiPanchang', 'tithi'],
    ['P', 'getApiPanchanga', 'tithi'],
    // the session cookie from JYOTISHA_SESSION (curl keeps it in a jar, and sends a __Host- cookie only over https)
    ['R', 'getApiDashboardCharts', '"charts":[', ['fetch', 'python']],
  ];

  it('the curl, TypeScript (fetch) and Python (urllib) examples on the pages run as shown', async () => {
    const run = promisify(execFile);
    const dir = mkdtempSync(join(tmpdir(), 'jyotisha-docs-examples-'));
    try {
      const issued = (await (
        await fetch(`${origin}/t/api/keys`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'examples@example.com' }),
        })
      ).json()) as { key: string };
      const signup = await fetch(`${origin}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'examples@example.com',
          password: 'a long passphrase for examples',
        }),
      });
      await signup.arrayBuffer();
      const session = /__Host-sid=([^;]+)/.exec(signup.headers.get('set-cookie') ?? '')?.[1];
      expect(session).toBeTruthy();
      const env = { ...process.env, JYOTISHA_KEY: issued.key, JYOTISHA_SESSION: session };
      const pages = new Map<string, string>();
      const problems: string[] = [];
      for (const [fam, opId, expected, langs] of RUN) {
        if (!pages.has(fam)) pages.set(fam, await (await fetch(`${origin}/docs/${fam}`)).text());
        const html = pages.get(fam)!;
        const start = html.indexOf(`id="op-${opId}"`);
        expect(start, `${fam} ${opId}`).toBeGreaterThan(0);
        const section = html.slice(start, html.indexOf('</section>', start));
        const panels = [
          ...section.matchAll(/<div class="panel"><pre><code>([\s\S]*?)<\/code><\/pre><\/div>/g),
        ].map((x) =>
          x[1]!
            .replace(/&lt;/g, '<')
            .replace(/&gt;/g, '>')
            .replace(/&quot;/g, '"')
            .replace(/&#39;/g, "'")
            .replace(/&amp;/g, '&'),
        );
        expect(panels.length, `${fam} ${opId}`).toBe(5);
        const code = (lang: 'curl' | 'ts-fetch' | 'py-stdlib') =>
          panels[['curl', 'ts-fetch', 'ts-sdk', 'py-sdk', 'py-stdlib'].indexOf(lang)]!;
        const file = (name: string, text: string) => {
          const p = join(dir, name);
          writeFileSync(p, text);
          return p;
        };
        const attempts: Array<[string, () => Promise<{ stdout: string }>]> = [
          ['curl', () => run('sh', [file(`${fam}-${opId}.sh`, code('curl'))], { env, cwd: dir })],
          [
            'fetch',
            () =>
              run(
                process.execPath,
                [
                  file(
                    `${fam}-${opId}.mjs`,
                    `${code('ts-fetch')}\nconsole.log(JSON.stringify(data));\n`,
                  ),
                ],
                { env, cwd: dir },
              ),
          ],
          [
            'python',
            () =>
              run(
                'python3',
                [file(`${fam}-${opId}.py`, `${code('py-stdlib')}\nprint(json.dumps(data))\n`)],
                { env, cwd: dir },
              ),
          ],
        ];
        for (const [lang, attempt] of attempts) {
          if (langs && !langs.includes(lang)) continue;
          try {
            const { stdout } = await attempt();
            if (!stdout.replace(/\s+/g, '').includes(expected.replace(/\s+/g, '')))
              problems.push(
                `${fam} ${opId} ${lang}: the output lacks ${expected}: ${stdout.slice(0, 200)}`,
              );
          } catch (err) {
            problems.push(
              `${fam} ${opId} ${lang}: ${String((err as { stderr?: string }).stderr ?? err).slice(0, 300)}`,
            );
          }
        }
      }
      expect(problems).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
