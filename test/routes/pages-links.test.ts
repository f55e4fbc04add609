/**
 * Issue 32 point 5: every page people open links back to the API reference (/docs), and each
 * page's own Content-Security-Policy allows the favicon it names (before, the sign-in pages' policy
 * was `default-src 'none'` with no img-src, so the browser blocked /docs/favicon.svg).
 */
import { describe, expect, it } from 'vitest';
import { call } from '../helpers.js';
import { signUp } from './r/account-helpers.js';

/** The sources a CSP allows for images (img-src, else default-src). */
function imageSources(csp: string): string[] {
  const directives = new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((p) => p[0])
      .map((p) => [p[0]!.toLowerCase(), p.slice(1)]),
  );
  return directives.get('img-src') ?? directives.get('default-src') ?? ['*'];
}

describe('pages: a link back to /docs, and a policy that lets their favicon load', () => {
  it('sign-up, sign-in, the dashboard and the playground', async () => {
    const account = await signUp('pages-links');
    const pages: Array<[string, RequestInit]> = [
      ['/signup', {}],
      ['/login', {}],
      ['/dashboard', { headers: { cookie: `__Host-sid=${account.token}` } }],
      ['/v1/playground', {}],
    ];
    for (const [path, init] of pages) {
      const res = await call(path, init);
      expect(res.status, path).toBe(200);
      const page = await res.text();
      expect(page, path).toMatch(/<a [^>]*href="\/docs"/);
      const icon = /<link rel="icon" href="([^"]+)"/.exec(page)?.[1];
      expect(icon, path).toBeDefined();
      expect(new URL(icon!, 'http://api.test').origin).toBe('http://api.test');
      const sources = imageSources(res.headers.get('content-security-policy') ?? '');
      expect(
        sources.some((s) => s === "'self'" || s === '*'),
        `${path}: ${res.headers.get('content-security-policy')}`,
      ).toBe(true);
    }
  });
});
