import { createElement, type ElementType, type ReactNode } from 'react';
import { toReactProps } from './attributes.js';
import { headingLevel } from './headingAnchors.js';
import type { SanitizedElement, SanitizedNode } from './sanitizedTree.js';
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
  /**
   * Ids for headings, from `headingAnchors`: a heading in the map gets its id there, and an
   * id of its own (`user-content-…`) moves to an empty `<span>` first inside it, so the
   * content's own `#links` to it still work.
   */
  headingIds?: ReadonlyMap<SanitizedElement, string> | undefined;
  /**
   * A "link to this section" for a heading with an id, placed after the heading in a
   * `<div class="cdr-heading">` (inside the heading it would become part of the heading's
   * accessible name). Left out where a link cannot go: inside a link, a `<summary>` or
   * another heading.
   */
  sectionLink?: ((id: string, heading: SanitizedElement) => ReactNode) | undefined;
}

/** Where a section link cannot go: into a link or a summary (interactive), or a heading (its name). */
const noSectionLinkInside = new Set(['a', 'summary', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

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

/**
 * The HTML parser drops a newline that comes right after `<pre>`. React's server writes an extra
 * one to make up for it only when the `<pre>` holds a single text; with any element beside the
 * text it writes the text as it is, so the page's parser drops its first newline, and hydration
 * would find a text the server's HTML does not have. Whatever text comes first there, its first
 * newline is lost, so the newlines it starts with are left out here, and every render (server,
 * client, RSC) builds what a parse of the server's HTML builds. (`<listing>` reads the same, but
 * no policy keeps it; a `<textarea>` holds one text.)
 */
function dropUnwritableNewlines(children: ReactNode[]): void {
  const first = children[0];
  // An empty text renders nothing, on the server and in the browser.
  if (children.length > 1 && typeof first === 'string') children[0] = first.replace(/^\n+/, '');
}

/** Builds React elements from a sanitized tree; no HTML is parsed again. */
export function toReact(
  nodes: readonly SanitizedNode[],
  options: ToReactOptions,
  parent = '',
  sectionLinks = true,
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
    const anchor = options.headingIds?.get(node);
    if (voidTags.has(tag)) {
      result.push(createElement(type, props));
    } else if (anchor === undefined) {
      const inner = sectionLinks && !noSectionLinkInside.has(node.tag);
      const children = toReact(node.children, options, tag, inner);
      if (node.tag === 'pre') dropUnwritableNewlines(children);
      result.push(createElement(type, props, ...children));
    } else {
      const contentId =
        node.attributes.id === undefined ? [] : [<span key="id" id={node.attributes.id} />];
      const children = toReact(node.children, options, tag, false);
      const heading = createElement(type, { ...props, id: anchor }, ...contentId, ...children);
      result.push(
        sectionLinks && options.sectionLink !== undefined ? (
          <div key={index} className="cdr-heading" data-slot="heading">
            {heading}
            {options.sectionLink(anchor, node)}
          </div>
        ) : (
          heading
        ),
      );
    }
  }
  return result;
}
