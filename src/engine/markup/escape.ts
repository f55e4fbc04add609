/**
 * @module The one XML/SVG escaper: every string the project writes into XML (RSS, the chart SVG,
 * the social card) goes through one table and one pass here, so no input can add markup or make
 * a document ill-formed. HTML pages escape with hono/html (its `html` tag; src/routes/docs/markdown.ts
 * for the Markdown renderer); the engine cannot import hono, and XML needs what HTML does not
 * (`&apos;`, whitespace kept in attributes, the characters XML 1.0 forbids), hence this module.
 *
 * Three contexts, each with the output it has always had:
 * - `escapeXmlText`: character data of RSS: `&`, `<`, `>` as named references (`>` so `]]>` never
 *   appears); forbidden characters dropped;
 * - `escapeXmlAttr`: a double-quoted RSS attribute: also `"`, `'`, tab, line feed and carriage
 *   return (as `&#9;` `&#10;` `&#13;`, which attribute normalisation would otherwise fold);
 * - `escapeSvg`: SVG text and attributes: the five markup characters as numeric references
 *   (`&#38;` ...), forbidden characters as U+FFFD so the drawing shows where they were.
 * Pure.
 */

/** Characters XML 1.0 allows nowhere: C0 controls other than tab, LF, CR; lone surrogates; U+FFFE, U+FFFF. */
const INVALID_XML_CHARS =
  // eslint-disable-next-line no-control-regex -- these control characters are what the pattern is for
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const NAMED: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  '\t': '&#9;',
  '\n': '&#10;',
  '\r': '&#13;',
};

function escapeWith(
  s: string,
  chars: RegExp,
  refs: 'named' | 'numeric',
  invalid: '' | '\uFFFD',
): string {
  return s
    .replace(INVALID_XML_CHARS, invalid)
    .replace(chars, (ch) => (refs === 'named' ? NAMED[ch]! : `&#${ch.charCodeAt(0)};`));
}

/** Drop characters that XML 1.0 does not allow anywhere. */
export function stripInvalidXmlChars(s: string): string {
  return s.replace(INVALID_XML_CHARS, '');
}

/** Character data: `&`, `<` and `>` (the last so `]]>` can never appear); forbidden characters dropped. */
export function escapeXmlText(s: string): string {
  return escapeWith(s, /[&<>]/g, 'named', '');
}

/** A double-quoted attribute value: text escapes plus quotes and literal whitespace controls. */
export function escapeXmlAttr(s: string): string {
  return escapeWith(s, /[&<>"'\t\n\r]/g, 'named', '');
}

/**
 * SVG character data and attribute values: the five markup characters as character references,
 * the characters XML 1.0 does not allow as U+FFFD.
 */
export function escapeSvg(s: string): string {
  return escapeWith(s, /[&<>"']/g, 'numeric', '\uFFFD');
}
