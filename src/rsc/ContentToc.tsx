import { useId } from 'react';
import type { ContentTocProps } from '../components/ContentToc.js';
import { ContentTocTracker } from '../components/ContentTocTracker.js';
import { ContentTocView, entryIds } from '../components/ContentTocView.js';
import { mergeSettings } from '../components/settings.js';
import { getContentToc } from '../html/contentToc.js';
import { sanitizeOnFirstUse } from '../server/sanitizeOnFirstUse.js';

// The entries are read from the sanitized body: jsdom's sanitizer, created on first use. Set
// here rather than by a barrel, so importing this module alone is enough.
sanitizeOnFirstUse();

/**
 * `ContentToc` as a React Server Component: the entries are computed on the server (from the
 * sanitized `html`, with the same `policy` and `prefix` defaults as `ContentBody`'s
 * `headingAnchors`, so the links match) and rendered as plain links, with no JavaScript for the
 * browser. Unlike the client component it reads its labels from its props only (there is no
 * provider on the server). With `trackActive`, the list stays server markup and one small
 * client island (`ContentTocTracker`, ids only) marks the section being read.
 *
 * @example
 * <ContentToc html={item.content} trackActive />
 * <ContentBody html={item.content} headingAnchors />
 */
export function ContentToc({
  html,
  entries: given,
  policy,
  prefix,
  depth,
  trackActive = false,
  labels,
  ...props
}: ContentTocProps) {
  const { labels: text } = mergeSettings({ labels });
  const tocId = useId();
  const entries = given ?? getContentToc(html, { policy, prefix, depth });
  const tracker =
    trackActive === false || entries.length === 0 ? undefined : (
      <ContentTocTracker
        tocId={tocId}
        ids={entryIds(entries)}
        rootMargin={trackActive === true ? undefined : trackActive.rootMargin}
      />
    );
  return (
    <ContentTocView
      {...props}
      tocId={tocId}
      entries={entries}
      active={undefined}
      title={text.tableOfContents}
      tracker={tracker}
    />
  );
}
