/**
 * The docs site at GET /docs (issue 17): every family page renders every operation of its
 * OpenAPI document with its examples (curl, TypeScript, Python), the error catalogue lists every
 * code the source gives, the limits page carries the tier data and docs/limits.md, nothing on
 * any page points to another origin (src and href attributes, the stylesheet), and the pages are
 * cached with ETag / 304 under a CSP that allows no script.
 */
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { createExecutionContext } from 'cloudflare:test';
import { dispatch } from '../../src/routes/families.js';
import { ERROR_CODES } from '../../src/generated/error-codes.js';
import { TIERS } from '../../src/platform/tiers.js';
import { BASE, call } from '../helpers.js';
import keysMd from '../../docs/keys.md?raw';

const FAMILIES = ['R', 'R2', 'V', 'N', 'T', 'P'] as const;
type Doc = { paths: Record<string, Record<string, { operationId: string }>> };

async function page(path: string): Promise<{ res: Response; text: string }> {
  const res = await call(path);
  return { res, text: await res.text() };
}

/** Every src and href attribute value of a page. */
function urlsOf(html: string): string[] {
  // tags only: text on the pages is escaped, so a '<' in it is never a tag
  const tags = html.match(/<[a-z][^>]*>/gi) ?? [];
  return tags.flatMap((t) =>
    [
      ...t.matchAll(
        /\s(?:src|href|action|srcset|poster|data|formaction)\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/gi,
      ),
    ].map((m) => m[2] ?? m[3] ?? m[4] ?? ''),
  );
}

/** Unescape the few entities hono/html writes. */
function unescape(s: string): string {
  return s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

describe('GET /docs', () => {
  it('answers the overview as HTML under a CSP with no script and links every page', async () => {
    const { res, text } = await page('/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toMatch(/script-src|unsafe/);
    expect(res.headers.get('x-request-id')).toBeTruthy();
    for (const f of FAMILIES) expect(text).toContain(`href="/docs/${f}"`);
    expect(text).toContain('href="/docs/errors"');
    expect(text).toContain('href="/docs/limits"');
    expect(text).not.toMatch(/<script/i);
    // route counts come from the route tables
    const index = await (
      await call('/')
    ).json<{ families: Array<{ id: string; routes: number }> }>();
    for (const f of index.families)
      expect(text).toContain(
        `<span class="count">${f.routes} ${f.routes === 1 ? 'route' : 'routes'}</span>`,
      );
  });

  it('answers ETag and 304 on If-None-Match, and HEAD without a body', async () => {
    for (const path of ['/docs', '/docs/T', '/docs/errors', '/docs/limits', '/docs/docs.css']) {
      const first = await call(path);
      const tag = first.headers.get('etag');
      await first.body?.cancel();
      expect(tag, path).toMatch(/^"[0-9a-f]{40}"$/);
      const again = await call(path, { headers: { 'if-none-match': tag! } });
      expect(again.status, path).toBe(304);
      expect(await again.text()).toBe('');
      const head = await call(path, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(await head.text()).toBe('');
    }
  });

  it.each(FAMILIES)(
    '/docs/%s renders every operation of the family document, each with five runnable examples',
    async (fam) => {
      const doc = await (await call(`/openapi/${fam}.json`)).json<Doc>();
      const { res, text } = await page(`/docs/${fam}`);
      expect(res.status).toBe(200);
      const prefix = fam === 'R' || fam === 'V' ? '' : `/${fam.toLowerCase()}`;
      let ops = 0;
      for (const [path, methods] of Object.entries(doc.paths)) {
        for (const [method, op] of Object.entries(methods)) {
          ops++;
          const id = `op-${op.operationId}`;
          const start = text.indexOf(`<section class="op" id="${id}">`);
          expect(start, `${method} ${path}`).toBeGreaterThan(0);
          const section = text.slice(start, text.indexOf('</section>', start));
          expect(section).toContain(`>${method.toUpperCase()}</span><code>${prefix}${path}</code>`);
          // curl, TypeScript (fetch and SDK), Python (SDK and urllib), each with the operation's URL
          const panels = [
            ...section.matchAll(/<div class="panel"><pre><code>([\s\S]*?)<\/code><\/pre><\/div>/g),
          ].map((m) => unescape(m[1]!));
          expect(panels.length).toBe(5);
          expect(panels[0]).toMatch(/^(# .*\n)?curl -s /);
          expect(panels[1]).toContain('await fetch(');
          expect(panels[3]).toContain('from jyotisha import');
          expect(panels[4]).toContain('urllib.request');
          const url = `${BASE}${prefix}${path}`.replace(/\{([^}]+)\}/g, '<$1>');
          // (with a path parameter, the fetch example builds the URL from a variable)
          for (const i of path.includes('{') ? [0, 4] : [0, 1, 4])
            expect(panels[i], `${method} ${path} example ${i}`).toContain(url);
        }
      }
      expect(text.match(/<section class="op"/g)?.length ?? 0).toBe(ops);
    },
  );

  it('examples carry the documented example body and the credentials of the route', async () => {
    const doc = await (
      await call('/openapi/T.json')
    ).json<{
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { example?: unknown }> } }>
      >;
    }>();
    const { text } = await page('/docs/T');
    const section = text.slice(text.indexOf('id="op-postApiChart"'));
    const curl = unescape(/<div class="panel"><pre><code>([\s\S]*?)<\/code>/.exec(section)![1]!);
    const example =
      doc.paths['/api/chart']!.post!.requestBody!.content['application/json']!.example;
    expect(curl).toContain(`-d '${JSON.stringify(example)}'`);
    expect(curl).toContain('authorization: Bearer $JYOTISHA_KEY');
    // a GET with a query example: the query string is in the URL
    const muhurta = unescape(text.slice(text.indexOf('id="op-getApiMuhurta"')));
    expect(muhurta).toMatch(/curl -s '[^']*\/t\/api\/muhurta\?[a-z]+=/);
  });

  it('escapes what it renders: placeholders and JSON appear as text', async () => {
    const { text } = await page('/docs/T');
    expect(text).toContain('&lt;id&gt;');
    expect(text).not.toMatch(/<id>/);
  });

  it('no page loads or links anything from another origin', async () => {
    const paths = ['/docs', ...FAMILIES.map((f) => `/docs/${f}`), '/docs/errors', '/docs/limits'];
    for (const path of paths) {
      const { text } = await page(path);
      const urls = urlsOf(text);
      expect(urls.length, path).toBeGreaterThan(3);
      for (const u of urls)
        expect(
          (u.startsWith('/') && !u.startsWith('//')) || u.startsWith('#'),
          `${path}: ${u}`,
        ).toBe(true);
      expect(text).not.toMatch(/<(script|iframe|object|embed)\b/i);
      // no inline style or event handler attribute (the CSP would refuse them)
      expect(
        (text.match(/<[a-z][^>]*>/gi) ?? []).filter((t) => /\s(style|on[a-z]+)\s*=/i.test(t)),
        path,
      ).toEqual([]);
    }
    const css = await (await call('/docs/docs.css')).text();
    expect(css).not.toMatch(/@import|url\(/i);
    const icon = await call('/docs/favicon.svg');
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(await icon.text()).not.toMatch(/href|<script/i);
  });

  it('/docs/errors lists every code of the catalogue with its status and what to do', async () => {
    const { text } = await page('/docs/errors');
    expect(ERROR_CODES.length).toBeGreaterThan(50);
    for (const e of ERROR_CODES) {
      const row = new RegExp(`<tr id="${e.code}"><td><code>${e.code}</code>[\\s\\S]*?</tr>`).exec(
        text,
      )?.[0];
      expect(row, e.code).toBeTruthy();
      expect(row).toContain(`<td>${e.statuses.join(', ')}</td>`);
      expect(row!.replace(/<[^>]+>/g, '').length).toBeGreaterThan(e.code.length * 2 + 40);
    }
    for (const s of ['E1', 'E2', 'E3', 'V', 'N', 'T', 'P'])
      expect(text).toContain(`id="envelope-${s}"`);
    expect(text).toContain('rate-limit-exceeded');
  });

  it('/docs/limits shows the tier data and docs/limits.md', async () => {
    const { text } = await page('/docs/limits');
    for (const t of Object.values(TIERS)) expect(text).toContain(`<td>${t.name}</td>`);
    expect(text).toContain('<td>250,000</td>');
    expect(text).toContain('<code>POST /api/sahaja</code>');
    expect(text).toContain('id="without-the-durable-limiter"');
    expect(text.match(/<table>/g)!.length).toBeGreaterThanOrEqual(3);
    // the Enterprise SLA (spec "Family T tiers"): in the tier data, on the page, in docs/keys.md
    expect(TIERS.enterprise.sla?.monthlyAvailabilityPct).toBe(99.9);
    expect(TIERS.starter.sla).toBeNull();
    expect(TIERS.pro.sla).toBeNull();
    expect(text).toContain('<td>99.9% a month</td>');
    expect(text).toContain('Measured by GET /p/api/status/history?month=YYYY-MM');
    expect(text).toContain('id="the-enterprise-sla"');
    expect(keysMd).toMatch(/99\.9% monthly availability/);
    expect(keysMd).toContain('GET /p/api/status/history?month=YYYY-MM');
  });

  it('answers unknown pages in the E2 envelope and folds the family name', async () => {
    const lower = await call('/docs/r2', { redirect: 'manual' });
    expect(lower.status).toBe(308);
    expect(lower.headers.get('location')).toBe('/docs/R2');
    const missing = await call('/docs/X');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: 'not-found', field: 'path' });
    const post = await call('/docs/T', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toContain('GET');
    // a family's own paths are not the docs
    expect((await call('/n/docs')).status).toBe(404);
  });

  it('examples use the base URL the reader sees (FAMILY_HOSTS)', async () => {
    const hostEnv = { ...env, FAMILY_HOSTS: 'n.example.com=N' } as Env;
    const res = await dispatch(
      new Request('https://api.example.com/docs/N'),
      hostEnv,
      createExecutionContext(),
    );
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(text).toContain('curl -s -X POST &#39;https://n.example.com/api/chart&#39;');
    expect(text).toContain('<code>https://n.example.com</code>');
  });
});
