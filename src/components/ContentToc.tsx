'use client';
import { type HTMLAttributes, useId, useMemo } from 'react';
import { type ContentTocEntry, getContentToc } from '../html/contentToc.js';
import { defaultPolicy, type SanitizePolicy } from '../html/policy.js';
import { policyKey } from '../html/policyKey.js';
import { ContentTocView, entryIds } from './ContentTocView.js';
import type { ContentLabels } from './labels.js';
import { useComponentSettings } from './uiSettings.js';
import { type ActiveHeadingOptions, useActiveHeading } from './useActiveHeading.js';
import { attributeValue, useServerRendered } from './useServerRendered.js';

/** Props of {@link ContentToc}. */
export interface ContentTocProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The article's HTML (`item.content`), rendered by a `ContentBody` with `headingAnchors` on. */
  html?: string | null | undefined;
  /** Entries from `getContentToc`, instead of `html` (e.g. computed on the server). */
  entries?: readonly ContentTocEntry[] | undefined;
  /** The body's policy: the same one finds the body's sanitized tree in the cache. @default the safe default policy */
  policy?: SanitizePolicy | undefined;
  /** The body's `headingAnchors` prefix. @default 'section-' */
  prefix?: string | undefined;
  /** Heading levels listed, from the highest in the body (see `getContentToc`). @default 3 */
  depth?: number | undefined;
  /**
   * Mark the link of the section being read (`aria-current="location"`, `data-active`) as the
   * reader scrolls, with an `IntersectionObserver`. Browser only; the list works without it.
   * `{ rootMargin }` sets the reading band (see `useActiveHeading`). Client component only: the
   * server component ignores it; give the list an `id` and render `ContentTocTracker` beside it.
   * @default false
   */
  trackActive?: boolean | ActiveHeadingOptions | undefined;
  /** Texts (here `tableOfContents`, the list's name); see `ContentLabels`. */
  labels?: Partial<ContentLabels> | undefined;
}

const noEntries: readonly ContentTocEntry[] = [];

/**
 * A table of contents: `<nav>` named by its visible title ("On this page"), with nested lists
 * of plain `#` links to the headings of a `ContentBody` rendered with the same `html`,
 * `policy` and `headingAnchors` prefix (or beside a `ContentArticle` with `headingAnchors`). Only
 * the headings' text is listed, read from the sanitized body. Renders nothing without
 * headings, or on a server without a sanitizer (the browser fills it in after hydration).
 *
 * @example
 * <ContentToc html={item.content} trackActive />
 * <ContentBody html={item.content} headingAnchors={{ selfLink: true }} />
 *
 * @example
 * // Beside an article: same `html`; pass the article's `policy` and `prefix`, if any.
 * <ContentToc html={item.content} trackActive />
 * <ContentArticle item={item} headingAnchors />
 */
export function ContentToc({
  html,
  entries: given,
  policy = defaultPolicy,
  prefix,
  depth,
  trackActive = false,
  labels,
  className,
  ...props
}: ContentTocProps) {
  const { labels: text } = useComponentSettings({ labels });
  const id = useId();
  // A server without a sanitizer lists nothing: while hydrating, list only what it listed.
  const listed = useServerRendered(`[data-content-toc=${attributeValue(id)}]`);
  const key = policyKey(policy);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `policy`'s content.
  const read = useMemo(
    () => (listed ? getContentToc(html, { policy, prefix, depth }) : noEntries),
    [listed, html, key, prefix, depth],
  );
  const entries = given ?? read;
  const ids = useMemo(() => (trackActive ? entryIds(entries) : []), [trackActive, entries]);
  const active = useActiveHeading(ids, trackActive === true ? {} : trackActive || {});
  return (
    <ContentTocView
      {...props}
      className={className}
      tocId={id}
      entries={entries}
      active={active}
      title={text.tableOfContents}
    />
  );
}
