import { createElement, type ElementType, type ReactNode } from 'react';
import { toReactProps } from './attributes.js';
import type { SanitizedNode } from './sanitizedTree.js';
import { voidTags } from './voidTags.js';

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

/** The level of a heading tag (`h3` → 3), else 0. */
const headingLevel = (tag: string) => Number(/^h([1-6])$/.exec(tag)?.[1] ?? 0);

/** The highest (smallest-numbered) heading level in a tree, or undefined without headings. */
export function topHeadingLevel(nodes: readonly SanitizedNode[]): number | undefined {
  let top = 7;
  const stack = [...nodes];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (typeof node === 'string') continue;
    top = Math.min(top, headingLevel(node.tag) || 7);
    stack.push(...node.children);
  }
  return top < 7 ? top : undefined;
}

// React (and the HTML parser) reject whitespace text directly inside these.
const noTextChildren = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'colgroup']);

/** Builds React elements from a sanitized tree; no HTML is parsed again. */
export function toReact(
  nodes: readonly SanitizedNode[],
  options: ToReactOptions,
  parent = '',
): ReactNode[] {
  const result: ReactNode[] = [];
  for (let index = 0; index < nodes.length; index++) {
    const node = nodes[index];
    // (Never undefined below `length`; the check is for the type, which cannot know that.)
    if (node === undefined) continue;
    if (typeof node === 'string') {
      if (noTextChildren.has(parent) && node.trim() === '') continue;
      result.push(node);
      continue;
    }
    const level = headingLevel(node.tag);
    const tag =
      level && options.headingOffset !== 0
        ? `h${Math.min(6, Math.max(1, level + options.headingOffset))}`
        : node.tag;
    const attributes = toReactProps(node.attributes, options.allowStyle);
    const props = { ...attributes, key: index };
    // A router link without a destination fails (Next.js `Link` throws while rendering, React
    // Router's points at the current page): an `a` whose href the sanitizer dropped stays a plain `a`.
    const inertLink = tag === 'a' && !attributes.href;
    const type = inertLink ? tag : (options.components[tag] ?? tag);
    result.push(
      voidTags.has(tag)
        ? createElement(type, props)
        : createElement(type, props, ...toReact(node.children, options, tag)),
    );
  }
  return result;
}
