/**
 * The one XML/SVG escaper (src/engine/markup/escape.ts), with the output each writer had before
 * it replaced them (RSS's writer, the chart SVG, the social card), and hono/html's escaping for the
 * Markdown renderer's HTML.
 */
import { describe, expect, it } from 'vitest';
import {
  escapeSvg,
  escapeXmlAttr,
  escapeXmlText,
  stripInvalidXmlChars,
} from '../../../src/engine/markup/escape.js';
import { escapeHtml } from '../../../src/routes/docs/markdown.js';

const NASTY = `<script>alert("x")</script> & 'q' ]]>`;

describe('one escaper', () => {
  it('RSS character data: & < > named, quotes as they are, forbidden characters dropped', () => {
    expect(escapeXmlText(NASTY)).toBe('&lt;script&gt;alert("x")&lt;/script&gt; &amp; \'q\' ]]&gt;');
    expect(escapeXmlText('a\u0001b\uFFFEc\uD800d\uD83D\uDE00')).toBe('abcd\uD83D\uDE00');
    expect(stripInvalidXmlChars('a\u0008\tb\n\r')).toBe('a\tb\n\r');
  });

  it('RSS attributes: also quotes and the whitespace attribute normalisation would fold', () => {
    expect(escapeXmlAttr(`x "y" 'z' & <w>\n\t\r`)).toBe(
      'x &quot;y&quot; &apos;z&apos; &amp; &lt;w&gt;&#10;&#9;&#13;',
    );
  });

  it('SVG: the five markup characters as numeric references, forbidden characters as U+FFFD', () => {
    expect(escapeSvg(NASTY)).toBe(
      '&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#39;q&#39; ]]&#62;',
    );
    expect(escapeSvg('a\u0001b\uD83D\uDE00c\uD800')).toBe('a\uFFFDb\uD83D\uDE00c\uFFFD');
    expect(escapeSvg("Sa 12°30'")).toBe('Sa 12°30&#39;');
  });

  it('HTML through hono/html: the five characters named, &#39; for the apostrophe', () => {
    expect(escapeHtml(NASTY)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;q&#39; ]]&gt;',
    );
    expect(escapeHtml('plain text')).toBe('plain text');
  });

  it('no other module of src writes its own escaping table', () => {
    const sources = import.meta.glob<string>(
      ['/src/**/*.ts', '!/src/**/*.d.ts', '!/src/generated/**'],
      { query: '?raw', import: 'default', eager: true },
    );
    const own = Object.entries(sources)
      .filter(([path]) => path !== '/src/engine/markup/escape.ts')
      .filter(([, text]) => /['"`]&(amp|lt|quot|apos);['"`]|&#\$\{/.test(text))
      .map(([path]) => path);
    expect(own).toEqual([]);
  });
});
