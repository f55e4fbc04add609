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

/** The escaping is the one XML escaper's (src/engine/markup/escape.ts). */
export {
  escapeXmlAttr as escapeAttr,
  escapeXmlText as escapeText,
  stripInvalidXmlChars,
} from '../../engine/markup/escape.js';
import {
  escapeXmlAttr as escapeAttr,
  escapeXmlText as escapeText,
} from '../../engine/markup/escape.js';

function checkName(name: string): string {
  if (!NAME_RE.test(name)) throw new RangeError(`not an XML name: ${JSON.stringify(name)}`);
  return name;
}

/** Shorthand for an element. */
export function el(
  name: string,
  attrs: XmlElement['attrs'] = {},
  ...children: Array<XmlElement | string | undefined>
): XmlElement {
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
  if (kids.every((k) => typeof k === 'string'))
    return `${pad}<${name}${attrs}>${kids.map((k) => escapeText(k as string)).join('')}</${name}>`;
  const inner = kids
    .map((k) => (typeof k === 'string' ? pad + '  ' + escapeText(k) : renderElement(k, depth + 1)))
    .join('\n');
  return `${pad}<${name}${attrs}>\n${inner}\n${pad}</${name}>`;
}

/** A whole document: the XML declaration (UTF-8) and the root element. */
export function renderDocument(root: XmlElement): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${renderElement(root)}\n`;
}
