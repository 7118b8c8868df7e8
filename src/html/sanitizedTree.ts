import { HtmlRefused } from './htmlRefused.js';

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
 * How `copyTree` reads a sanitized tree: a DOM fragment in the browser (`domReader`), parse5's
 * nodes on the server (parse5Nodes.ts).
 */
export interface TreeReader<N> {
  children(node: N): Iterable<N>;
  /** A text node's text; `undefined` for anything else. */
  text(node: N): string | undefined;
  /** An element's tag name; `undefined` for anything else (comments are dropped). */
  tag(node: N): string | undefined;
  /** An element's attributes, in their order. */
  attributes(node: N): Record<string, string>;
  /** All the text under an element. */
  textContent(node: N): string;
}

/**
 * Whether `node` is an element, by its node type: `instanceof Element` would be false for
 * nodes of another window (an iframe's, or a jsdom window passed to `createSanitizer`).
 */
export function isElement(node: Node): node is Element {
  return node.nodeType === 1;
}

/** A DOM fragment, as DOMPurify returns it. */
const domReader: TreeReader<Node> = {
  children: (node) => node.childNodes,
  // 3: a text node.
  text: (node) => (node.nodeType === 3 ? (node.nodeValue ?? '') : undefined),
  tag: (node) => (isElement(node) ? node.localName.toLowerCase() : undefined),
  attributes(node) {
    const attributes: Record<string, string> = {};
    if (!isElement(node)) return attributes;
    // Names and values as strings: about twice as fast in Chromium as reading `Attr` nodes from
    // `attributes`. (Names here are unique: only namespaced attributes, in SVG and MathML, which
    // the policy removes, can share one.)
    for (const name of node.getAttributeNames()) {
      // Never null: the name was just read from the element.
      attributes[name.toLowerCase()] = node.getAttribute(name) ?? '';
    }
    return attributes;
  },
  textContent: (node) => node.textContent ?? '',
};

/**
 * Copies a sanitized tree into plain data. Comments and other node types are dropped; elements
 * below `MAX_ELEMENT_DEPTH` become text, which also bounds this recursion (and `toReact`'s) at
 * that depth. Throws past `maxElements` elements, the count of what the parser really built
 * (the estimate before parsing only bounds it from above).
 */
export function copyTree<N>(
  root: N,
  reader: TreeReader<N>,
  maxElements = Number.POSITIVE_INFINITY,
): SanitizedNode[] {
  let elements = 0;
  const copy = (parent: N, depth: number, inLink: boolean): SanitizedNode[] => {
    const nodes: SanitizedNode[] = [];
    for (const child of reader.children(parent)) {
      const text = reader.text(child);
      if (text !== undefined) nodes.push(text);
      const tag = reader.tag(child);
      if (tag === undefined) continue;
      if (depth >= MAX_ELEMENT_DEPTH) {
        nodes.push(reader.textContent(child));
        continue;
      }
      if (++elements > maxElements) {
        throw new HtmlRefused('too-complex', `HTML built over ${maxElements} elements`);
      }
      // A link inside a link (the parser builds one through foster parenting, `<a><table><a>`)
      // is taken apart when the page parses the server's HTML again: keep only its content.
      if (tag === 'a' && inLink) {
        nodes.push(...copy(child, depth + 1, true));
        continue;
      }
      // `<template>` content is not among the children; templates are removed by the policy anyway.
      const attributes = reader.attributes(child);
      nodes.push({ tag, attributes, children: copy(child, depth + 1, inLink || tag === 'a') });
    }
    return nodes;
  };
  return copy(root, 0, false);
}

/** Copies a sanitized DOM fragment into plain data (see `copyTree`). */
export function fragmentToTree(fragment: Node, maxElements?: number): SanitizedNode[] {
  return copyTree(fragment, domReader, maxElements);
}
