/**
 * Family V's playground in a real browser (issue 13): the Worker built as it deploys runs in
 * workerd (Miniflare on a free loopback port) and Debian's Chromium (playwright-core) opens
 * /v1/playground, submits the birth form as it comes, and waits for the answer. Checked:
 * - the page calls POST /v1/chart itself with its playground token (no key) and gets 200;
 * - the table shows the lagna and the nine planets, and the North and South Indian drawings
 *   arrive as two images that the browser decodes (natural size > 0);
 * - an error is shown for a bad zone (the API's message, with the field);
 * - no console error and no request to another origin;
 * - a screenshot of the drawings matches test/fixtures/playground/charts.png (pixelmatch, colour
 *   threshold 0.1, at most 0.5% of the pixels may differ). The drawings use the generic sans-serif
 *   family, so the reference holds for this image's fonts (DejaVu Sans).
 *
 * Regenerate the reference (then look at the PNG before committing):
 *   UPDATE_PLAYGROUND_REFERENCES=1 npx vitest run --project browser test/browser/playground.test.ts
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { PNG } from 'pngjs';
import pixelmatch from 'pixelmatch';
import type { Miniflare } from 'miniflare';
import { applyMigrations, localWorker } from '../../scripts/local-worker.mjs';
import { chromiumPath, CHROMIUM_ARGS } from './chromium.js';

const ROOT = join(import.meta.dirname, '..', '..');
const REF = join(ROOT, 'test/fixtures/playground/charts.png');
const UPDATE = process.env.UPDATE_PLAYGROUND_REFERENCES === '1';
/** The page globals read in page.evaluate (this program is type-checked without the DOM library). */
declare const document: {
  querySelectorAll(
    s: string,
  ): ArrayLike<{ naturalWidth: number; getAttribute(n: string): string | null }>;
};

let outDir: string;
let mf: Miniflare;
let base: string;
let browser: Browser;
let page: Page;
const consoleErrors: string[] = [];
const foreign: string[] = [];

beforeAll(async () => {
  outDir = inject('builtWorkerDir');

  mf = localWorker(outDir, { publicBaseUrl: 'http://127.0.0.1:8787', quiet: true, port: 0 });
  base = (await mf.ready).origin;
  await applyMigrations(mf, ROOT);
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const context = await browser.newContext({
    viewport: { width: 960, height: 900 },
    deviceScaleFactor: 1,
  });
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith('data:') || new URL(url).origin === base) return route.continue();
    foreign.push(url);
    return route.abort();
  });
  page = await context.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  page.on('pageerror', (e) => consoleErrors.push(String(e)));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await mf?.dispose();
});

describe('the V playground', () => {
  it('computes a chart without a key and draws it in both styles', async () => {
    await page.goto(`${base}/v1/playground`);
    const answered = page.waitForResponse(
      (r) => r.url() === `${base}/v1/chart` && r.request().method() === 'POST',
    );
    await page.click('button[type=submit]');
    const res = await answered;
    expect(res.status()).toBe(200);
    expect(res.request().headers().authorization).toMatch(/^Bearer pg\./);
    await page.waitForSelector('#charts img[data-style="south"]');
    const rows = await page.locator('#summary tr').count();
    expect(rows).toBe(11); // header, lagna and nine planets
    expect(await page.locator('#summary').textContent()).toContain('Leo');
    const images = await page.evaluate(() =>
      Array.from(document.querySelectorAll('#charts img')).map((i) => ({
        style: i.getAttribute('data-style'),
        width: i.naturalWidth,
      })),
    );
    expect(images.map((i) => i.style)).toEqual(['north', 'south']);
    for (const i of images) expect(i.width).toBeGreaterThan(300);
    const shot = await page.locator('#charts').screenshot({ animations: 'disabled' });
    if (UPDATE || !existsSync(REF)) {
      if (!UPDATE)
        throw new Error(
          `no reference ${REF}: run with UPDATE_PLAYGROUND_REFERENCES=1 and check the image by eye`,
        );
      mkdirSync(join(REF, '..'), { recursive: true });
      writeFileSync(REF, shot);
    }
    const a = PNG.sync.read(shot);
    const b = PNG.sync.read(readFileSync(REF));
    expect([a.width, a.height]).toEqual([b.width, b.height]);
    const differing = pixelmatch(a.data, b.data, undefined, a.width, a.height, { threshold: 0.1 });
    expect(differing / (a.width * a.height)).toBeLessThanOrEqual(0.005);
  });

  it("shows the API's error for a bad zone", async () => {
    await page.fill('input[name=tz]', '+05:30');
    const answered = page.waitForResponse((r) => r.url() === `${base}/v1/chart`);
    await page.click('button[type=submit]');
    expect((await answered).status()).toBe(400);
    await page.waitForFunction(
      () =>
        (
          document as unknown as { getElementById(i: string): { textContent: string } }
        ).getElementById('error').textContent !== '',
    );
    const error = await page.locator('#error').textContent();
    expect(error).toContain('INVALID_TIMEZONE');
    expect(error).toContain('IANA zone name');
  });

  it('has an icon: its link answers the SVG icon of the site', async () => {
    await page.goto(`${base}/v1/playground`);
    const href = await page.locator('link[rel=icon]').getAttribute('href');
    expect(href).toBe('/docs/favicon.svg');
    const icon = await fetch(new URL(href!, base));
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
    expect(await icon.text()).toMatch(/^<svg /);
  });

  it('loads nothing from elsewhere and logs no error but the refused call', () => {
    expect(foreign).toEqual([]);
    // the 400 of the bad zone is logged by Chromium as a failed resource; nothing else
    expect(consoleErrors.filter((e) => !e.includes('400'))).toEqual([]);
  });
});
