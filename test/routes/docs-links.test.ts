/**
 * Issue 24.5: the docs site leads somewhere. Every page of /docs links to sign-up, sign-in, the
 * dashboard and the playground in its header, and each link answers (a page, or the dashboard's
 * redirect to sign-in when signed out); the overview starts with those steps and states the
 * key-issuing limit; the playground and the sign-in pages have an icon that answers.
 */
import { describe, expect, it } from 'vitest';
import { call } from '../helpers.js';

const PAGES = ['/docs', '/docs/T', '/docs/errors', '/docs/limits'];

function hrefs(html: string, navClass: string): string[] {
  const nav = new RegExp(`<nav class="${navClass}"[^>]*>(.*?)</nav>`, 's').exec(html)?.[1] ?? '';
  return [...nav.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
}

describe('docs: the way to an account, a key and the playground', () => {
  it.each(PAGES)(
    '%s links sign-up, sign-in, dashboard and playground in its header',
    async (path) => {
      const html = await (await call(path)).text();
      expect(hrefs(html, 'account')).toEqual(['/signup', '/login', '/dashboard', '/v1/playground']);
    },
  );

  it('each header link answers: the pages 200, the dashboard 303 to sign-in when signed out', async () => {
    for (const href of ['/signup', '/login', '/v1/playground']) {
      const res = await call(href, { redirect: 'manual' });
      expect(res.status, href).toBe(200);
      expect(res.headers.get('content-type'), href).toContain('text/html');
    }
    const dash = await call('/dashboard', { redirect: 'manual' });
    expect(dash.status).toBe(303);
    expect(dash.headers.get('location')).toMatch(/\/login/);
  });

  it('the overview starts with the playground, an account and one-request keys, and states the issuing limit', async () => {
    const html = await (await call('/docs')).text();
    const start = /<section id="start">(.*?)<\/section>/s.exec(html)?.[1] ?? '';
    for (const href of ['/v1/playground', '/signup', '/dashboard', '/docs/limits'])
      expect(start).toContain(`href="${href}"`);
    expect(start).toContain('10 keys an hour from one network address');
    expect(start).toContain('KEY_ISSUE_LIMIT_PER_HOUR');
  });

  it('the playground and the sign-in pages carry an icon that answers an SVG', async () => {
    for (const path of ['/v1/playground', '/signup', '/login']) {
      const html = await (await call(path)).text();
      expect(html, path).toContain(
        '<link rel="icon" href="/docs/favicon.svg" type="image/svg+xml">',
      );
    }
    const icon = await call('/docs/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
  });
});
