import { voidTags } from './voidTags.js';

/** Sanitized HTML as plain data: strings are text, objects are elements. Cacheable and DOM-free. */
export type SanitizedNode = string | SanitizedElement;

export interface SanitizedElement {
  /** Lower-case tag name. */
  tag: string;
  /** Attributes as written after sanitization (lower-case names). */
  attributes: Record<string, string>;
  children: SanitizedNode[];
}

/** Elements nested deeper than this are replaced by their text, so hostile nesting cannot exhaust the stack. */
const MAX_ELEMENT_DEPTH = 256;

/**
 * Whether `node` is an element, by its node type: `instanceof Element` would be false for
 * nodes of another window (jsdom's, or an iframe's), which is what server sanitizers use.
 */
function isElement(node: Node): node is Element {
  return node.nodeType === 1;
}

/**
 * Copies a sanitized DOM fragment into plain data. Comments and other node
 * types are dropped; elements below `MAX_ELEMENT_DEPTH` become text, which
 * also bounds this recursion (and `toReact`'s) at that depth.
 */
export function fragmentToTree(parent: Node, depth = 0, inLink = false): SanitizedNode[] {
  const nodes: SanitizedNode[] = [];
  for (let child = parent.firstChild; child !== null; child = child.nextSibling) {
    // 3: a text node. Node types other than text and elements (comments) are dropped.
    if (child.nodeType === 3) nodes.push(child.nodeValue ?? '');
    if (!isElement(child)) continue;
    if (depth >= MAX_ELEMENT_DEPTH) {
      nodes.push(child.textContent ?? '');
      continue;
    }
    const tag = child.localName.toLowerCase();
    // A link inside a link (the parser builds one through foster parenting, `<a><table><a>`)
    // is taken apart when the page parses the server's HTML again: keep only its content.
    if (tag === 'a' && inLink) {
      nodes.push(...fragmentToTree(child, depth + 1, true));
      continue;
    }
    const attributes: Record<string, string> = {};
    // Names and values as strings: about twice as fast in Chromium as reading `Attr` nodes from
    // `attributes`. (Names here are unique: only namespaced attributes, in SVG and MathML, which
    // the policy removes, can share one.)
    for (const name of child.getAttributeNames()) {
      // Never null: the name was just read from the element.
      attributes[name.toLowerCase()] = child.getAttribute(name) ?? '';
    }
    // `<template>` content lives in .content; templates are removed by the policy anyway.
    nodes.push({
      tag,
      attributes,
      children: fragmentToTree(child, depth + 1, inLink || tag === 'a'),
    });
  }
  return nodes;
}

/**
 * Nesting beyond which HTML is not handed to a parser at all: parsing
 * `'<div>'.repeat(100_000)` blocks Chromium's main thread for ~10 s and
 * overflows jsdom, whatever sanitizer runs after it.
 */
export const MAX_PARSE_DEPTH = 2_000;

/** Upper estimate of element nesting, by one linear scan of the tags (no parsing). */
export function exceedsParseDepth(html: string, limit = MAX_PARSE_DEPTH): boolean {
  // Fewer tags than the limit cannot nest deeper than it: skip the scan (most articles).
  // Counted with indexOf: no substrings allocated on this per-article path.
  let tags = 0;
  for (let at = html.indexOf('<'); at !== -1 && tags < limit; at = html.indexOf('<', at + 1)) {
    tags++;
  }
  if (tags < limit) return false;
  let depth = 0;
  for (const [, closing, name = '', selfClosing] of html.matchAll(
    /<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g,
  )) {
    if (closing) depth = Math.max(0, depth - 1);
    else if (!selfClosing && !voidTags.has(name.toLowerCase()) && ++depth > limit) return true;
  }
  return false;
}
