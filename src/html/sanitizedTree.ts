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
export const MAX_ELEMENT_DEPTH = 256;

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

interface Frame {
  source: Node;
  target: SanitizedNode[];
  depth: number;
}

/**
 * Copies a sanitized DOM fragment into plain data without recursion. Comments
 * and other node types are dropped; elements below `MAX_ELEMENT_DEPTH` become text.
 */
export function fragmentToTree(fragment: Node): SanitizedNode[] {
  const root: SanitizedNode[] = [];
  const stack: Frame[] = [{ source: fragment, target: root, depth: 0 }];
  while (stack.length > 0) {
    const frame = stack.pop() as Frame;
    for (let child = frame.source.firstChild; child !== null; child = child.nextSibling) {
      if (child.nodeType === TEXT_NODE) {
        frame.target.push(child.nodeValue ?? '');
      } else if (child.nodeType === ELEMENT_NODE) {
        if (frame.depth >= MAX_ELEMENT_DEPTH) {
          frame.target.push(child.textContent ?? '');
          continue;
        }
        const element = child as Element;
        const attributes: Record<string, string> = {};
        for (const attribute of Array.from(element.attributes)) {
          attributes[attribute.name.toLowerCase()] = attribute.value;
        }
        const node: SanitizedElement = {
          tag: element.localName.toLowerCase(),
          attributes,
          children: [],
        };
        frame.target.push(node);
        // `<template>` content lives in .content; templates are removed by the policy anyway.
        stack.push({ source: element, target: node.children, depth: frame.depth + 1 });
      }
    }
  }
  return root;
}

/**
 * Nesting beyond which HTML is not handed to a parser at all: parsing
 * `'<div>'.repeat(100_000)` blocks Chromium's main thread for ~10 s and
 * overflows jsdom, whatever sanitizer runs after it.
 */
export const MAX_PARSE_DEPTH = 2_000;

const voidTags = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/** Upper estimate of element nesting, by one linear scan of the tags (no parsing). */
export function exceedsParseDepth(html: string, limit = MAX_PARSE_DEPTH): boolean {
  let depth = 0;
  const tag = /<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g;
  for (let match = tag.exec(html); match !== null; match = tag.exec(html)) {
    const [, closing, name = '', selfClosing] = match;
    if (closing) depth = Math.max(0, depth - 1);
    else if (!selfClosing && !voidTags.has(name.toLowerCase())) {
      depth++;
      if (depth > limit) return true;
    }
  }
  return false;
}
