import { type HTMLAttributes, Suspense, useId, useMemo } from 'react';
import {
  hostProps,
  ignoredOnServer,
  serverBuild,
  useActiveHeading,
  useComponentSettings,
  useServerRendered,
} from '#component-build';
import { type ContentTocEntry, getContentToc } from '../html/contentToc.js';
import { sanitizerLoading } from '../html/currentSanitizer.js';
import { defaultPolicy, type SanitizePolicy } from '../html/policy.js';
import { policyKey } from '../html/sanitizeCache.js';
import type { ContentLabels } from './labels.js';
import { cx } from './markup.js';
import type { ActiveHeadingOptions } from './useActiveHeading.js';

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
 *
 * Under the `react-server` condition it is a server component: the entries are computed on the
 * server and rendered as plain links, with no JavaScript for the browser. `trackActive` is
 * ignored there (development logs how to track): it would need JavaScript in the browser. To
 * mark the section being read, give the list an `id` and render the client component
 * `ContentTocTracker` beside it, only where you want it.
 *
 * @example
 * <ContentToc id="toc" html={item.content} />
 * <ContentTocTracker tocId="toc" />
 * <ContentBody html={item.content} headingAnchors />
 */
export function ContentToc(props: ContentTocProps) {
  // In a browser, reading `html` waits for the sanitizer to load (see `ContentBody`): the list
  // appears then; while hydrating, React keeps the server's list meanwhile.
  // The server build does not wait on a server, nor for given entries; in a browser it may.
  if (serverBuild && (props.entries !== undefined || sanitizerLoading() === undefined)) {
    return <TocNav {...props} />;
  }
  return (
    <Suspense fallback={null}>
      <TocNav {...props} />
    </Suspense>
  );
}

/** `ContentToc` itself: suspends (client build) while `html` waits for the browser's sanitizer. */
function TocNav({
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
  const tocId = useId();
  // A server without a sanitizer lists nothing: while hydrating, list only what it listed.
  const listed = useServerRendered('data-content-toc', tocId);
  // Thrown for the `Suspense` of `ContentToc`, which renders this again once it has loaded.
  const loading = listed && given === undefined ? sanitizerLoading() : undefined;
  if (loading !== undefined) throw loading;
  const key = policyKey(policy);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `policy`'s content.
  const read = useMemo(
    () => (listed ? getContentToc(html, { policy, prefix, depth }) : noEntries),
    [listed, html, key, prefix, depth],
  );
  const entries = given ?? read;
  if (serverBuild && trackActive !== false) {
    ignoredOnServer('tocTrackActive');
  }
  const ids = useMemo(() => (trackActive ? entryIds(entries) : []), [trackActive, entries]);
  const active = useActiveHeading(ids, trackActive === true ? {} : trackActive || {});
  if (entries.length === 0) return null;
  return (
    <nav
      aria-labelledby={`${tocId}-title`}
      {...hostProps('ContentToc', props)}
      className={cx('cdr-toc', className)}
      data-slot="toc"
      data-content-toc={tocId}
    >
      <p className="cdr-toc-title" id={`${tocId}-title`}>
        {text.tableOfContents}
      </p>
      <TocList entries={entries} active={active} />
    </nav>
  );
}

/** The ids of every entry, in document order. */
const entryIds = (entries: readonly ContentTocEntry[]): string[] =>
  entries.flatMap((entry) => [entry.id, ...entryIds(entry.children)]);

function TocList({
  entries,
  active,
}: {
  entries: readonly ContentTocEntry[];
  active: string | undefined;
}) {
  return (
    <ol className="cdr-toc-list">
      {entries.map((entry) => (
        <li key={entry.id} className="cdr-toc-item">
          <a
            className="cdr-toc-link"
            href={`#${entry.id}`}
            aria-current={entry.id === active ? 'location' : undefined}
            data-active={entry.id === active ? '' : undefined}
          >
            {entry.text}
          </a>
          {entry.children.length > 0 && <TocList entries={entry.children} active={active} />}
        </li>
      ))}
    </ol>
  );
}
