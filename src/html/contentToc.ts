import { currentSanitizer } from './currentSanitizer.js';
import {
  type HeadingAnchorOptions,
  headingAnchors,
  headingLevel,
  headingText,
} from './headingAnchors.js';
import { defaultPolicy, type SanitizePolicy } from './policy.js';
import type { SanitizedNode } from './sanitizedTree.js';

/** One heading of an article, with the headings of its section. */
export interface ContentTocEntry {
  /** The heading's id in `ContentBody` with `headingAnchors` on: link to `#${id}`. */
  id: string;
  /** The heading's text (plain text, whitespace collapsed; never markup). */
  text: string;
  /** The heading's level as written in the content (`h2` → 2), before any `headingLevel` shift. */
  level: number;
  /** The headings below it, up to the next heading of its level or higher. */
  children: ContentTocEntry[];
}

/** Options of {@link getContentToc}. */
export interface ContentTocOptions extends HeadingAnchorOptions {
  /**
   * The policy the body is rendered with: the same policy finds the body's sanitized tree in
   * the sanitizer's cache, so the table of contents costs no second sanitizing.
   * @default the safe default policy
   */
  policy?: SanitizePolicy | undefined;
  /**
   * How many heading levels to list, counting from the highest one in the body: 1 lists only
   * the top headings, 2 adds the headings right below them, and so on.
   * @default 3
   */
  depth?: number | undefined;
}

/** The table of contents of a sanitized tree (see {@link getContentToc}). */
function tocFromTree(
  tree: readonly SanitizedNode[],
  { prefix, depth = 3 }: Omit<ContentTocOptions, 'policy'> = {},
): ContentTocEntry[] {
  const headings: Omit<ContentTocEntry, 'children'>[] = [];
  for (const [heading, id] of headingAnchors(tree, { prefix })) {
    const text = headingText(heading);
    // A heading without text (an image without alt) would be an empty link.
    if (text !== '') headings.push({ id, text, level: headingLevel(heading.tag) });
  }
  const top = headings.reduce((highest, heading) => Math.min(highest, heading.level), 6);
  // (`NaN >= 1` is false: a depth that is no number lists the top level only.)
  const levels = depth >= 1 ? depth : 1;
  const roots: ContentTocEntry[] = [];
  // The open sections, innermost last. A skipped level (h2 then h4) nests the h4 right under
  // the h2: no empty entry stands in for the missing h3.
  const open: ContentTocEntry[] = [];
  for (const heading of headings) {
    if (heading.level - top >= levels) continue;
    const entry: ContentTocEntry = { ...heading, children: [] };
    while ((open.at(-1)?.level ?? 0) >= entry.level) open.pop();
    (open.at(-1)?.children ?? roots).push(entry);
    open.push(entry);
  }
  return roots;
}

/**
 * The headings of an article body as a nested list, for a custom table of contents: each
 * entry's `id` is the id `ContentBody` and `ContentArticle` (with `headingAnchors`) give that
 * heading, so `#${id}` links to it. Read from the sanitized body (the same
 * sanitizing as the body's, cached), so a heading's markup can never reach the list: only its
 * text. In a browser it reads with the browser's sanitizer, which loads with the first
 * `ContentBody` or `ContentToc` (a chunk of its own): called before that, the list is empty, as
 * `ContentToc`'s own list is until then. Without a sanitizer (a browser build rendering on a
 * server, with none installed) or for HTML the sanitizer refuses, the list is empty; it never
 * throws.
 *
 * @example
 * const toc = getContentToc(item.content, { depth: 2 });
 * // [{ id: 'section-1-choosing-the-right-route', text: '1. Choosing the right route', level: 2, children: [...] }, ...]
 */
export function getContentToc(
  html: string | null | undefined,
  { policy = defaultPolicy, ...options }: ContentTocOptions = {},
): ContentTocEntry[] {
  const sanitizer = currentSanitizer();
  if (typeof html !== 'string' || html === '' || !sanitizer?.supported) return [];
  try {
    return tocFromTree(sanitizer.sanitize(html, policy), options);
  } catch {
    // Too long, too many elements, or a sanitizer that failed: no table of contents.
    return [];
  }
}
