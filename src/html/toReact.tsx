import { createElement, type ElementType, type ReactNode } from 'react';
import { toReactProps } from './attributes.js';
import type { SanitizedNode } from './sanitizedTree.js';

/**
 * Components that render elements of the sanitized HTML instead of the plain
 * tag, keyed by (lower-case) tag name: e.g. `{ a: NextLink, img: NextImage, table: ScrollTable }`.
 * They receive the element's React props (`href`, `src`, `alt`, `className`, …) and `children`.
 */
export type ContentBodyComponents = Partial<Record<string, ElementType>>;

export interface ToReactOptions {
  components: ContentBodyComponents;
  headingOffset: number;
  allowStyle: boolean;
}

/** The highest (smallest-numbered) heading level in a tree, or undefined without headings. */
export function topHeadingLevel(nodes: readonly SanitizedNode[]): number | undefined {
  let top: number | undefined;
  const stack = [...nodes];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === undefined || typeof node === 'string') continue;
    const level = /^h([1-6])$/.exec(node.tag)?.[1];
    if (level !== undefined) top = Math.min(top ?? 6, Number(level));
    stack.push(...node.children);
  }
  return top;
}

const voidElements = new Set(['area', 'br', 'col', 'hr', 'img', 'source', 'track', 'wbr']);
// React (and the HTML parser) reject whitespace text directly inside these.
const noTextChildren = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'colgroup']);

function shiftHeading(tag: string, offset: number): string {
  const level = /^h([1-6])$/.exec(tag)?.[1];
  if (level === undefined || offset === 0) return tag;
  return `h${Math.min(6, Math.max(1, Number(level) + offset))}`;
}

/** Builds React elements from a sanitized tree; no HTML is parsed again. */
export function toReact(
  nodes: readonly SanitizedNode[],
  options: ToReactOptions,
  parent = '',
): ReactNode[] {
  const result: ReactNode[] = [];
  for (let index = 0; index < nodes.length; index++) {
    const node = nodes[index] as SanitizedNode;
    if (typeof node === 'string') {
      if (noTextChildren.has(parent) && node.trim() === '') continue;
      result.push(node);
      continue;
    }
    const tag = shiftHeading(node.tag, options.headingOffset);
    const type = options.components[tag] ?? tag;
    const props = { ...toReactProps(node.attributes, options.allowStyle), key: index };
    result.push(
      voidElements.has(tag)
        ? createElement(type, props)
        : createElement(type, props, ...toReact(node.children, options, tag)),
    );
  }
  return result;
}
