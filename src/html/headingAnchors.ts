import type { SanitizedElement, SanitizedNode } from './sanitizedTree.js';

/** Options of {@link headingAnchors}. */
export interface HeadingAnchorOptions {
  /**
   * Put in front of every heading id. Content ids are prefixed `user-content-` by the
   * sanitizer, so with any other prefix content can never take (or clobber) a heading's id.
   * @default 'section-'
   */
  prefix?: string | undefined;
}

/** Longest slug, in UTF-16 units: ids stay readable in a URL, however long the heading. */
const MAX_SLUG_LENGTH = 60;
/**
 * Heading text read before slugging: NFKC can lengthen it and runs of symbols shrink to one
 * `-`, so more than the slug's length is read, but never a 1 MB heading.
 */
const MAX_SLUG_SOURCE = 1_000;
/** The slug of a heading whose text has no letter or digit (emoji only, or no text). */
const FALLBACK_SLUG = 'section';

/** The level of a heading tag (`h3` → 3), else 0. */
export const headingLevel = (tag: string): number => Number(/^h([1-6])$/.exec(tag)?.[1] ?? 0);

/**
 * The text of a heading as a reader sees it: its text nodes in order, an image's `alt`, a
 * `<br>` as a space, whitespace collapsed. Plain text: markup in a heading never gets here.
 */
export function headingText(heading: SanitizedElement): string {
  const parts: string[] = [];
  const collect = (nodes: readonly SanitizedNode[]) => {
    for (const node of nodes) {
      if (typeof node === 'string') parts.push(node);
      else if (node.tag === 'br') parts.push(' ');
      else if (node.tag === 'img') parts.push(node.attributes.alt ?? '');
      else collect(node.children);
    }
  };
  collect(heading.children);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/**
 * The slug of a heading text: NFKC, lower case (locale-independent, so server and browser
 * agree), every run of characters other than letters, marks and digits (in any script) as
 * one `-`, at most {@link MAX_SLUG_LENGTH} units. Lone surrogates are no letters: they go.
 */
function headingSlug(text: string): string {
  const slug = text
    .slice(0, MAX_SLUG_SOURCE)
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+/, '');
  let end = Math.min(slug.length, MAX_SLUG_LENGTH);
  // Never cut between the two halves of a surrogate pair (that would leave a lone surrogate).
  const last = slug.charCodeAt(end - 1);
  if (end < slug.length && last >= 0xd800 && last <= 0xdbff) end--;
  return slug.slice(0, end).replace(/-+$/, '') || FALLBACK_SLUG;
}

/**
 * Ids for the headings of a sanitized tree, in document order: the prefix and the slug of
 * the heading's text ("Über uns" → `section-über-uns`; Arabic stays Arabic), `-2`, `-3`, …
 * for repeats, never an id the content already uses. Keyed by the heading elements
 * themselves, so `ContentBody` and `getContentToc` find the same ids in the same tree, on
 * the server and in the browser alike (nothing depends on rendering order or `useId`).
 */
export function headingAnchors(
  tree: readonly SanitizedNode[],
  { prefix = 'section-' }: HeadingAnchorOptions = {},
): Map<SanitizedElement, string> {
  const headings: SanitizedElement[] = [];
  const taken = new Set<string>();
  const visit = (nodes: readonly SanitizedNode[]) => {
    for (const node of nodes) {
      if (typeof node === 'string') continue;
      const contentId = node.attributes.id;
      if (contentId !== undefined) taken.add(contentId);
      if (headingLevel(node.tag)) headings.push(node);
      // The tree is at most 256 elements deep (fragmentToTree), so this recursion is bounded.
      visit(node.children);
    }
  };
  visit(tree);

  const ids = new Map<SanitizedElement, string>();
  // The next suffix to try per base id: n repeats of one heading cost n steps, not n².
  const nextSuffix = new Map<string, number>();
  for (const heading of headings) {
    const base = prefix + headingSlug(headingText(heading));
    let id = base;
    let suffix = nextSuffix.get(base) ?? 2;
    while (taken.has(id)) id = `${base}-${suffix++}`;
    nextSuffix.set(base, suffix);
    taken.add(id);
    ids.set(heading, id);
  }
  return ids;
}
