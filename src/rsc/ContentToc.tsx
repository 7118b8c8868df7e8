import { useId } from 'react';
import type { ContentTocProps } from '../components/ContentToc.js';
import { ContentTocView } from '../components/ContentTocView.js';
import { mergeSettings } from '../components/settings.js';
import { getContentToc } from '../html/contentToc.js';
import { sanitizeOnFirstUse } from '../server/sanitizeOnFirstUse.js';
import { hostProps } from './hostProps.js';
import { ignoredOnServer } from './ignoredOnServer.js';

// The entries are read from the sanitized body: jsdom's sanitizer, created on first use. Set
// here rather than by a barrel, so importing this module alone is enough.
sanitizeOnFirstUse();

/**
 * `ContentToc` as a React Server Component: the entries are computed on the server (from the
 * sanitized `html`, with the same `policy` and `prefix` defaults as `ContentBody`'s
 * `headingAnchors`, so the links match) and rendered as plain links, with no JavaScript for the
 * browser. Unlike the client component it reads its labels from its props only (there is no
 * provider on the server). `trackActive` is ignored (development logs how to track): it would
 * need JavaScript in the browser, and importing it here would ship it to every page with a
 * table of contents. To mark the section being read, give the list an `id` and render the
 * client component `ContentTocTracker` beside it, only where you want it.
 *
 * @example
 * <ContentToc id="toc" html={item.content} />
 * <ContentTocTracker tocId="toc" />
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
  if (trackActive !== false) {
    ignoredOnServer(
      '[ContentToc] trackActive is ignored in a server component (it needs JavaScript in the browser). To mark the section being read, give the ContentToc an id and render <ContentTocTracker tocId={id} /> beside it.',
    );
  }
  return (
    <ContentTocView
      {...hostProps('ContentToc', props)}
      tocId={tocId}
      entries={entries}
      active={undefined}
      title={text.tableOfContents}
    />
  );
}
