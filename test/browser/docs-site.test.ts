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
 * Regenerate the reference (then look at the PNG before committing):
 *   UPDATE_DOCS_REFERENCES=1 npx vitest run --project browser test/browser/docs-site.test.ts
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { PNG } from 'pngjs';
import pixelmatch from 'pixelmatch';
import { buildWorker, localWorker } from '../../scripts/local-worker.mjs';
import { chromiumPath, CHROMIUM_ARGS } from './chromium.js';

const ROOT = join(import.meta.dirname, '..', '..');
const REF = join(ROOT, 'test/fixtures/docs/overview.png');
const UPDATE = process.env.UPDATE_DOCS_REFERENCES === '1';

/** The few DOM names the page-side checks use (this Node program has no DOM library). */
declare const getComputedStyle: (el: unknown) => { display: string; backgroundColor: string; fontFamily: string };

let browser: Browser;
let context: BrowserContext;
let mf: ReturnType<typeof localWorker>;
let origin: string;
let outDir: string;
const consoleErrors: string[] = [];
const foreign: string[] = [];
const failed: string[] = [];

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'jyotisha-docs-browser-'));
  buildWorker(ROOT, outDir);
  mf = localWorker(outDir, { publicBaseUrl: 'http://127.0.0.1', quiet: true, port: 0 });
  origin = new URL(await mf.ready).origin;
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
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
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

function watch(page: Page): void {
  page.on('console', (m) => { if (m.type() === 'error') consoleErrors.push(m.text()); });
  page.on('pageerror', (e) => consoleErrors.push(String(e)));
  // (ERR_ABORTED: a load cut short by the next navigation, e.g. the icon)
  page.on('requestfailed', (r) => { if (new URL(r.url()).origin === origin && r.failure()?.errorText !== 'net::ERR_ABORTED') failed.push(`${r.url()} ${r.failure()?.errorText ?? ''}`); });
  page.on('response', (r) => { if (r.status() >= 400) failed.push(`${r.url()} ${r.status()}`); });
}

function diffRatio(a: Buffer, b: Buffer): number {
  const pa = PNG.sync.read(a);
  const pb = PNG.sync.read(b);
  expect([pa.width, pa.height]).toEqual([pb.width, pb.height]);
  return pixelmatch(pa.data, pb.data, undefined, pa.width, pa.height, { threshold: 0.1 }) / (pa.width * pa.height);
}

describe('docs site in Chromium', () => {
  it('opens /docs, follows a family link and uses an example tab, all from this origin without errors', async () => {
    const page = await context.newPage();
    const res = await page.goto(`${origin}/docs`, { waitUntil: 'load' });
    expect(res?.status()).toBe(200);
    expect(await page.title()).toBe('Overview · Jyotisha API reference');
    expect(await page.locator('h1').textContent()).toBe('Jyotisha API reference');
    // the stylesheet applies: the body uses the sans-serif stack, not the browser's default serif
    expect(await page.locator('body').evaluate((el) => getComputedStyle(el).fontFamily)).toContain('system-ui');

    // the top of the page: navigation, title and the family cards (the key table below counts routes)
    const shot = await page.screenshot({ clip: { x: 0, y: 0, width: 1280, height: 720 }, mask: [page.locator('.cards .count'), page.locator('.cards .base-url')], maskColor: '#d0d0d0' });
    if (UPDATE) {
      mkdirSync(join(ROOT, 'test/fixtures/docs'), { recursive: true });
      writeFileSync(REF, shot);
    } else if (!existsSync(REF)) {
      throw new Error(`no reference ${REF}: run with UPDATE_DOCS_REFERENCES=1 and check the image by eye`);
    }
    expect(diffRatio(shot, readFileSync(REF))).toBeLessThanOrEqual(0.005);

    await Promise.all([page.waitForURL(`${origin}/docs/T`), page.locator('.cards a[href="/docs/T"]').click()]);
    expect(await page.locator('h1').textContent()).toBe('Family T');
    const doc = await (await fetch(`${origin}/openapi/T.json`)).json() as { paths: Record<string, Record<string, unknown>> };
    const ops = Object.values(doc.paths).reduce((n, m) => n + Object.keys(m).length, 0);
    expect(await page.locator('section.op').count()).toBe(ops);
    // method badges are coloured by the stylesheet (POST: #1d4f91)
    expect(await page.locator('#op-postApiChart .method').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(29, 79, 145)');
    // the example tabs: curl shown first, the Python SDK after a click on its tab (CSS only)
    const panels = page.locator('#op-postApiChart .tabs > .panel');
    expect(await panels.count()).toBe(5);
    const shown = async () => panels.evaluateAll((els) => els.map((el) => getComputedStyle(el).display));
    expect(await shown()).toEqual(['block', 'none', 'none', 'none', 'none']);
    await page.locator('label[for="op-postApiChart-py-sdk"]').click();
    expect(await shown()).toEqual(['none', 'none', 'none', 'block', 'none']);
    expect(await panels.nth(3).textContent()).toContain('client.post_api_chart(');
    // the error catalogue and the limits render too
    for (const path of ['/docs/errors', '/docs/limits']) expect((await page.goto(`${origin}${path}`, { waitUntil: 'load' }))?.status()).toBe(200);
    await page.close();

    expect(consoleErrors).toEqual([]);
    expect(failed).toEqual([]);
    expect(foreign).toEqual([]);
  });
});
