/**
 * @module The page shell of the docs site: head (the Worker's own stylesheet and icon, nothing
 * from another origin), the top navigation (overview, the six families, errors, limits), an
 * optional table of contents, the main column and the footer. `h` is hono/html's escaping
 * template tag, checked to render synchronously.
 */
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { DOCS_CSS } from './docs-css.js';

export type Html = HtmlEscapedString;

/** hono/html's tag: every interpolated string is escaped; nested `h` results are kept. */
export function h(strings: TemplateStringsArray, ...values: unknown[]): Html {
  const out = html(strings, ...values);
  if (out instanceof Promise) throw new Error('docs pages render synchronously');
  return out;
}

export { raw };

/** FNV-1a (32 bit) of a text, hex: a short version tag for the stylesheet URL. */
export function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export const CSS_VERSION = fnv1a(DOCS_CSS);

/** The icon: a small eight-pointed star in the accent colour. */
export const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#8a3b12"/><path d="M16 4l3 8 8-3-3 8 4 3-8 1 1 8-5-6-5 6 1-8-8-1 4-3-3-8 8 3z" fill="#fbefe6"/></svg>';

export const FAMILY_ORDER = ['R', 'R2', 'V', 'N', 'T', 'P'] as const;

/** The pages of the site a reader of the reference goes to next (every page's header links them). */
export const ACCOUNT_LINKS: ReadonlyArray<readonly [href: string, text: string]> = [
  ['/signup', 'Sign up'],
  ['/login', 'Sign in'],
  ['/dashboard', 'Dashboard'],
  ['/v1/playground', 'Playground'],
];

export interface TocGroup {
  title: string;
  links: Array<{ href: string; text: string }>;
}

export interface PageOptions {
  title: string;
  /** which nav entry is the current page: 'overview', a family id, 'errors' or 'limits' */
  current: string;
  description: string;
  toc?: TocGroup[];
  main: Html;
  footer: string;
}

/** A whole page. */
export function page(o: PageOptions): string {
  const nav: Array<[string, string, string]> = [
    ['overview', '/docs', 'Overview'],
    ...FAMILY_ORDER.map((f): [string, string, string] => [f, `/docs/${f}`, `Family ${f}`]),
    ['errors', '/docs/errors', 'Errors'],
    ['limits', '/docs/limits', 'Limits'],
  ];
  const navHtml = nav.map(([id, href, text]) =>
    id === o.current
      ? h`<a href="${href}" aria-current="page">${text}</a>`
      : h`<a href="${href}">${text}</a>`,
  );
  // where a newcomer goes next: an account (keys of every family), its dashboard, the keyless playground
  const accountHtml = ACCOUNT_LINKS.map(([href, text]) => h`<a href="${href}">${text}</a>`);
  const toc = o.toc?.length
    ? h`<aside class="toc" aria-label="On this page">${o.toc.map((g) => h`<h2>${g.title}</h2><ul>${g.links.map((l) => h`<li><a href="${l.href}">${l.text}</a></li>`)}</ul>`)}</aside>`
    : '';
  return `<!doctype html>\n${h`<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title} · Jyotisha API reference</title>
<meta name="description" content="${o.description}">
<link rel="stylesheet" href="/docs/docs.css?v=${CSS_VERSION}">
<link rel="icon" href="/docs/favicon.svg" type="image/svg+xml">
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header class="top"><a class="brand" href="/docs">Jyotisha API</a><nav aria-label="Reference">${navHtml}</nav><nav class="account" aria-label="Account">${accountHtml}</nav></header>
<div class="layout">${toc}<main id="main">${o.main}</main></div>
<footer>${o.footer}</footer>
</body>
</html>
`}`;
}
