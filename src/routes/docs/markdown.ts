/**
 * @module A small Markdown renderer for the project's own documents (docs/*.md) on the docs site:
 * headings, paragraphs, bullet and numbered lists (with continuation lines), pipe tables, fenced
 * code, and inline code, bold, emphasis and links. Every text is HTML-escaped; a link is kept as
 * a link only when it points into this site (a path starting with `/`, or `#`), otherwise its
 * text is shown (the pages load nothing from, and link to nothing on, other origins). Pure.
 */

import { html } from 'hono/html';

/** HTML-escape text with hono/html's escaping (the pages' own: `&amp; &lt; &gt; &quot; &#39;`). */
export function escapeHtml(s: string): string {
  return String(html`${s}`);
}

/** A heading's id: lower case words joined by '-'. */
export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Inline Markdown of one line or paragraph to HTML. */
export function inline(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '`') {
      const end = text.indexOf('`', i + 1);
      if (end > i) {
        out += `<code>${escapeHtml(text.slice(i + 1, end))}</code>`;
        i = end + 1;
        continue;
      }
    }
    if (ch === '*' && text[i + 1] === '*') {
      const end = text.indexOf('**', i + 2);
      if (end > i + 2) {
        out += `<strong>${inline(text.slice(i + 2, end))}</strong>`;
        i = end + 2;
        continue;
      }
    }
    if (
      (ch === '*' || ch === '_') &&
      text[i + 1] !== ch &&
      text[i + 1] !== ' ' &&
      (i === 0 || /[\s(]/.test(text[i - 1]!))
    ) {
      const end = text.indexOf(ch, i + 1);
      if (
        end > i + 1 &&
        text[end - 1] !== ' ' &&
        (end + 1 >= text.length || /[\s.,;:)!?]/.test(text[end + 1]!))
      ) {
        out += `<em>${inline(text.slice(i + 1, end))}</em>`;
        i = end + 1;
        continue;
      }
    }
    if (ch === '[') {
      const m = /^\[([^\]]+)\]\(([^)\s]+)\)/.exec(text.slice(i));
      if (m) {
        const [all, label, href] = m as unknown as [string, string, string];
        out +=
          (href.startsWith('/') && !href.startsWith('//')) || href.startsWith('#')
            ? `<a href="${escapeHtml(href)}">${inline(label)}</a>`
            : inline(label);
        i += all.length;
        continue;
      }
    }
    out += escapeHtml(ch);
    i++;
  }
  return out;
}

function splitRow(line: string): string[] {
  const inner = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  // pipes inside `code` do not split cells
  const cells: string[] = [];
  let cur = '';
  let inCode = false;
  for (let i = 0; i < inner.length; i++) {
    const ch = inner[i]!;
    if (ch === '`') inCode = !inCode;
    if (ch === '\\' && inner[i + 1] === '|') {
      cur += '|';
      i++;
      continue;
    }
    if (ch === '|' && !inCode) {
      cells.push(cur.trim());
      cur = '';
      continue;
    }
    cur += ch;
  }
  cells.push(cur.trim());
  return cells;
}

/** Render a Markdown document to HTML; headings below the first level get ids. */
export function renderMarkdown(md: string, opts: { headingOffset?: number } = {}): string {
  const offset = opts.headingOffset ?? 0;
  const lines = md.replace(/\r\n/g, '\n').split('\n');
  const out: string[] = [];
  let i = 0;
  const isBlockStart = (l: string) => /^(#{1,6}\s|```|\s*[-*]\s|\s*\d+\.\s|\|)/.test(l);
  while (i < lines.length) {
    const line = lines[i]!;
    if (line.trim() === '') {
      i++;
      continue;
    }
    const h = /^(#{1,6})\s+(.*)$/.exec(line);
    if (h) {
      const level = Math.min(6, h[1]!.length + offset);
      out.push(`<h${level} id="${slugOf(h[2]!)}">${inline(h[2]!)}</h${level}>`);
      i++;
      continue;
    }
    if (line.startsWith('```')) {
      const body: string[] = [];
      i++;
      while (i < lines.length && !lines[i]!.startsWith('```')) body.push(lines[i++]!);
      i++;
      out.push(`<pre><code>${escapeHtml(body.join('\n'))}</code></pre>`);
      continue;
    }
    if (
      line.trim().startsWith('|') &&
      i + 1 < lines.length &&
      /^\s*\|?\s*:?-{2,}/.test(lines[i + 1]!)
    ) {
      const head = splitRow(line);
      i += 2;
      const rows: string[][] = [];
      while (i < lines.length && lines[i]!.trim().startsWith('|')) rows.push(splitRow(lines[i++]!));
      out.push(
        `<div class="table-wrap"><table><thead><tr>${head.map((c) => `<th>${inline(c)}</th>`).join('')}</tr></thead><tbody>${rows.map((r) => `<tr>${head.map((_, k) => `<td>${inline(r[k] ?? '')}</td>`).join('')}</tr>`).join('')}</tbody></table></div>`,
      );
      continue;
    }
    const li = /^(\s*)([-*]|\d+\.)\s+(.*)$/.exec(line);
    if (li) {
      const ordered = /\d/.test(li[2]!);
      const items: string[] = [];
      while (i < lines.length) {
        const m = /^(\s*)([-*]|\d+\.)\s+(.*)$/.exec(lines[i]!);
        if (!m) break;
        let text = m[3]!;
        i++;
        // continuation lines: indented, not a new item
        while (
          i < lines.length &&
          lines[i]!.trim() !== '' &&
          /^\s+/.test(lines[i]!) &&
          !/^\s*([-*]|\d+\.)\s/.test(lines[i]!)
        )
          text += ` ${lines[i++]!.trim()}`;
        items.push(`<li>${inline(text)}</li>`);
      }
      out.push(ordered ? `<ol>${items.join('')}</ol>` : `<ul>${items.join('')}</ul>`);
      continue;
    }
    const para: string[] = [line.trim()];
    i++;
    while (i < lines.length && lines[i]!.trim() !== '' && !isBlockStart(lines[i]!))
      para.push(lines[i++]!.trim());
    out.push(`<p>${inline(para.join(' '))}</p>`);
  }
  return out.join('\n');
}
