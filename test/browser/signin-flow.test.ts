/**
 * The sign-in pages in a real browser (issue 17): the Worker as it deploys (wrangler's dry-run
 * bundle) served by Miniflare on http://127.0.0.1:<free port>, driven by Debian's Chromium with
 * playwright-core. A person signs up, signs out, fails to sign in (401 on the form), signs in,
 * issues a T key, sees it once, goes back to the dashboard and reloads to see only its prefix,
 * then uses the key with fetch on a keyed route (200); a forged cross-site form is refused (403)
 * and issues nothing; revoking stops the key. Screenshots are compared with the committed
 * references in test/fixtures/signin/ (pixelmatch, colour threshold 0.1, at most 0.5% of the
 * pixels may differ; the key, its prefix, the dates and the port-bearing example are masked).
 * References are written with UPDATE_SIGNIN_REFERENCES=1 and checked by eye.
 *
 * Cookies over plain http: the session cookie is `__Host-sid` (Secure). Chromium treats
 * http://127.0.0.1 and http://localhost as secure contexts and keeps Secure and `__Host-` cookies
 * there (checked below); on any other plain-http host it drops them, and sign-in answers 403
 * naming the missing cookie (checked last, with a name mapped to 127.0.0.1).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import { PNG } from 'pngjs';
import pixelmatch from 'pixelmatch';
import type { Miniflare } from 'miniflare';
import { applyMigrations, localWorker } from '../../scripts/local-worker.mjs';
import { chromiumPath, CHROMIUM_ARGS } from './chromium.js';

const ROOT = join(import.meta.dirname, '..', '..');
const REF_DIR = join(ROOT, 'test/fixtures/signin');
const UPDATE = process.env.UPDATE_SIGNIN_REFERENCES === '1';
const KEY_TEXT_RE = /^sk_live_([0-9a-f]{16})_[0-9a-f]{64}$/;
const EMAIL = 'asha@example.com';
const PASSWORD = 'a long enough passphrase';
/** The page globals read in page.evaluate (this program is type-checked without the DOM library). */
interface PageWindow {
  isSecureContext: boolean;
  getSelection(): { toString(): string } | null;
}
/** share of pixels that may differ from a reference */
const MAX_DIFF = 0.005;

let outDir: string;
let mf: Miniflare;
let base: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  outDir = inject('builtWorkerDir');

  mf = localWorker(outDir, { publicBaseUrl: 'http://127.0.0.1:8787', quiet: true, port: 0 });
  base = (await mf.ready).origin;
  await applyMigrations(mf, ROOT);
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  context = await browser.newContext({
    viewport: { width: 960, height: 720 },
    deviceScaleFactor: 1,
  });
  page = await context.newPage();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await mf?.dispose();
});

/** Compare a full-page screenshot with its reference (written when UPDATE_SIGNIN_REFERENCES=1). */
async function matchesReference(name: string, mask: Locator[] = []): Promise<void> {
  const shot = await page.screenshot({
    fullPage: true,
    mask,
    maskColor: '#ff00ff',
    animations: 'disabled',
    caret: 'hide',
  });
  const ref = join(REF_DIR, `${name}.png`);
  if (UPDATE || !existsSync(ref)) {
    if (!UPDATE)
      throw new Error(
        `no reference ${ref}: run with UPDATE_SIGNIN_REFERENCES=1 and check the image by eye`,
      );
    mkdirSync(REF_DIR, { recursive: true });
    writeFileSync(ref, shot);
  }
  const a = PNG.sync.read(shot);
  const b = PNG.sync.read(readFileSync(ref));
  expect([a.width, a.height], `${name}: size`).toEqual([b.width, b.height]);
  const differing = pixelmatch(a.data, b.data, undefined, a.width, a.height, { threshold: 0.1 });
  expect(
    differing / (a.width * a.height),
    `${name}: share of differing pixels`,
  ).toBeLessThanOrEqual(MAX_DIFF);
}

/** Submit the form whose button is `button` and answer the status of the document it lands on (and of the first answer, before redirects). */
async function submit(button: Locator): Promise<{ status: number; first: number }> {
  const [res] = await Promise.all([page.waitForNavigation(), button.click()]);
  let req = res!.request();
  while (req.redirectedFrom()) req = req.redirectedFrom()!;
  const first = req === res!.request() ? res!.status() : (await req.response())!.status();
  return { status: res!.status(), first };
}

/** The keyed-route answers the key text gets. */
async function usageStatus(key: string): Promise<number> {
  const res = await fetch(`${base}/t/api/usage`, { headers: { authorization: `Bearer ${key}` } });
  await res.body?.cancel();
  return res.status;
}

describe('sign-in pages in Chromium', () => {
  let key = '';
  let keyId = '';

  it('signs up: the form posts to /signup, 303 to the dashboard, the __Host- session cookie is kept over http://127.0.0.1', async () => {
    await page.goto(`${base}/signup`);
    expect(await page.evaluate(() => (globalThis as unknown as PageWindow).isSecureContext)).toBe(
      true,
    );
    await matchesReference('signup');
    await page.fill('#email', EMAIL);
    await page.fill('#password', PASSWORD);
    const posted = page.waitForRequest(
      (req) => req.method() === 'POST' && req.url() === `${base}/signup`,
    );
    const r = await submit(page.locator('main button[type=submit]'));
    expect(r.first).toBe(303);
    // the form POST names this origin (the pages' Referrer-Policy is same-origin, not no-referrer)
    const sent = await (await posted).allHeaders();
    expect(sent.origin).toBe(base);
    expect(sent['content-type']).toBe('application/x-www-form-urlencoded');
    expect(r.status).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await expect(page.locator('#who').textContent()).resolves.toBe(EMAIL);
    const cookies = await context.cookies(base);
    const sid = cookies.find((c) => c.name === '__Host-sid')!;
    expect(sid).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    expect(cookies.find((c) => c.name === '__Host-csrf')).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
    });
  });

  it('signs out, fails to sign in (401 on the form, password not kept), then signs in', async () => {
    const out = await submit(page.locator('header button'));
    expect(out.first).toBe(303);
    expect(new URL(page.url()).pathname).toBe('/login');
    await expect(page.locator('#notice').textContent()).resolves.toBe('You are signed out.');
    expect((await context.cookies(base)).some((c) => c.name === '__Host-sid')).toBe(false);

    await page.fill('#email', EMAIL);
    await page.fill('#password', 'not the passphrase');
    const bad = await submit(page.locator('main button[type=submit]'));
    expect(bad.status).toBe(401);
    await expect(page.locator('#form-error').textContent()).resolves.toContain(
      'email or password: no account matches',
    );
    expect(await page.inputValue('#email')).toBe(EMAIL);
    expect(await page.inputValue('#password')).toBe('');
    expect(await page.content()).not.toContain('not the passphrase');
    await matchesReference('login-401');

    await page.fill('#password', PASSWORD);
    const ok = await submit(page.locator('main button[type=submit]'));
    expect(ok.first).toBe(303);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });

  it('issues a T key: 201, the key shown once with copy guidance', async () => {
    await page.selectOption('#family', 'T');
    await page.selectOption('#environment', 'production');
    const r = await submit(page.locator('form[action="/dashboard/keys"] button'));
    expect(r.status).toBe(201);
    key = (await page.locator('#new-key').textContent())!.trim();
    const m = KEY_TEXT_RE.exec(key);
    expect(m).not.toBeNull();
    keyId = m![1]!;
    await expect(page.locator('#newkey-title').textContent()).resolves.toBe(
      'Your new T key (production)',
    );
    await expect(page.locator('.newkey').textContent()).resolves.toContain(
      'this is the only time it is shown',
    );
    // one click selects the whole key (user-select: all), ready to copy
    await page.locator('#new-key').click();
    expect(
      await page.evaluate(() =>
        (globalThis as unknown as PageWindow).getSelection()?.toString().trim(),
      ),
    ).toBe(key);
    await matchesReference('key-issued', [
      page.locator('#new-key'),
      page.locator('#new-prefix'),
      page.locator('#key-example'),
      page.locator('#keys td code'),
      page.locator('#keys td:nth-child(5)'),
      page.locator('#owner-ref'),
    ]);
  });

  it('back on the dashboard and after a reload: only the prefix', async () => {
    await Promise.all([page.waitForNavigation(), page.click('#done')]);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    for (let i = 0; i < 2; i++) {
      if (i === 1) await page.reload();
      const html = await page.content();
      expect(html).not.toContain(key);
      expect(html).not.toContain(key.slice(-64));
      expect(await page.locator('#new-key').count()).toBe(0);
      await expect(
        page.locator(`tr[data-key-id="${keyId}"] td:nth-child(3)`).textContent(),
      ).resolves.toBe(`sk_live_${keyId}`);
    }
    await matchesReference('dashboard', [
      page.locator('#keys td code'),
      page.locator('#keys td:nth-child(5)'),
      page.locator('#owner-ref'),
    ]);
  });

  it('the key works with fetch on a keyed route (200)', async () => {
    expect(await usageStatus(key)).toBe(200);
    const res = await fetch(`${base}/t/api/panchang?date=2026-11-24&lat=28.6139&lon=77.209`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveProperty('attribution');
  });

  it('a forged form on another site is refused (403) and issues nothing', async () => {
    const evil = await context.newPage();
    await evil.route('http://evil.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><form method="post" action="${base}/dashboard/keys"><input name="family" value="T"><input name="csrf" value="${'0'.repeat(64)}"><button>win a prize</button></form>`,
      }),
    );
    await evil.goto('http://evil.test/');
    const [res] = await Promise.all([evil.waitForNavigation(), evil.click('button')]);
    expect(res!.status()).toBe(403);
    expect(await evil.textContent('#form-error')).toContain(
      'origin: this form must be sent from this site',
    );
    await evil.close();
    await page.reload();
    expect(await page.locator('#keys tbody tr').count()).toBe(1);
  });

  it('revoking stops the key at once', async () => {
    const r = await submit(page.locator(`tr[data-key-id="${keyId}"] button`));
    expect(r.first).toBe(303);
    await expect(page.locator('#notice').textContent()).resolves.toContain(
      `Key sk_live_${keyId} (T, production) is revoked`,
    );
    await expect(
      page.locator(`tr[data-key-id="${keyId}"] td:nth-child(4)`).textContent(),
    ).resolves.toBe('revoked');
    expect(await usageStatus(key)).toBe(401);
  });
});

describe('cookies over plain http on a host that is not loopback', () => {
  it('Chromium drops the Secure __Host- cookies there, and the sign-in form says which cookie is missing (403)', async () => {
    // signin.test resolves to the same local worker, but http://signin.test is not a secure context
    const other = await chromium.launch({
      executablePath: chromiumPath(),
      args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP signin.test 127.0.0.1'],
    });
    try {
      const ctx = await other.newContext();
      const p = await ctx.newPage();
      const url = `http://signin.test:${new URL(base).port}`;
      await p.goto(`${url}/login`);
      expect(await p.evaluate(() => (globalThis as unknown as PageWindow).isSecureContext)).toBe(
        false,
      );
      expect(await ctx.cookies(url)).toEqual([]);
      await p.fill('#email', EMAIL);
      await p.fill('#password', PASSWORD);
      const [res] = await Promise.all([p.waitForNavigation(), p.click('main button[type=submit]')]);
      expect(res!.status()).toBe(403);
      expect(await p.textContent('#form-error')).toContain(
        'the browser sent no __Host-csrf cookie',
      );
      expect(await ctx.cookies(url)).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
