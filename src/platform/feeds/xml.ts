/**
 * @module A tiny XML writer: elements, attributes and text with correct escaping. Enough for
 * RSS 2.0 (no namespaces beyond prefixed names, no mixed content, no CDATA). Text is escaped, never
 * passed through, and characters XML 1.0 forbids (C0 controls other than tab, newline and carriage
 * return, lone surrogates, U+FFFE and U+FFFF) are dropped, so any string makes well-formed output.
 */

/** An element: a name (prefixes allowed, e.g. `atom:link`), attributes, and children. */
export interface XmlElement {
  name: string;
  attrs?: Readonly<Record<string, string | number | undefined>>;
  children?: ReadonlyArray<XmlElement | string | undefined>;
}

const NAME_RE = /^[A-Za-z_][A-Za-z0-9._-]*(?::[A-Za-z_][A-Za-z0-9._-]*)?$/;
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Drop characters that XML 1.0 does not allow anywhere. */
export function stripInvalidXmlChars(s: string): string {
  return s.replace(INVALID_XML_CHARS, '');
}

/** Escape character data: `&`, `<` and `>` (the last so `]]>` can never appear). */
export function escapeText(s: string): string {
  return stripInvalidXmlChars(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Escape an attribute value (double-quoted): text escapes plus quotes and literal whitespace controls. */
export function escapeAttr(s: string): string {
  return escapeText(s).replace(/"/g, '&quot;').replace(/'/g, '&apos;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;');
}

function checkName(name: string): string {
  if (!NAME_RE.test(name)) throw new RangeError(`not an XML name: ${JSON.stringify(name)}`);
  return name;
}

/** Shorthand for an element. */
export function el(name: string, attrs: XmlElement['attrs'] = {}, ...children: Array<XmlElement | string | undefined>): XmlElement {
  return { name, attrs, children };
}

/** Serialise an element, indented by two spaces per level; text-only elements stay on one line. */
export function renderElement(node: XmlElement, depth = 0): string {
  const pad = '  '.repeat(depth);
  const name = checkName(node.name);
  const attrs = Object.entries(node.attrs ?? {})
    .filter((e): e is [string, string | number] => e[1] !== undefined)
    .map(([k, v]) => ` ${checkName(k)}="${escapeAttr(String(v))}"`)
    .join('');
  const kids = (node.children ?? []).filter((k): k is XmlElement | string => k !== undefined);
  if (kids.length === 0) return `${pad}<${name}${attrs}/>`;
  if (kids.every((k) => typeof k === 'string')) return `${pad}<${name}${attrs}>${kids.map((k) => escapeText(k as string)).join('')}</${name}>`;
  const inner = kids.map((k) => (typeof k === 'string' ? pad + '  ' + escapeText(k) : renderElement(k, depth + 1))).join('\n');
  return `${pad}<${name}${attrs}>\n${inner}\n${pad}</${name}>`;
}

/** A whole document: the XML declaration (UTF-8) and the root element. */
export function renderDocument(root: XmlElement): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${renderElement(root)}\n`;
}
