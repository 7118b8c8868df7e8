import type { HTMLAttributes } from 'react';
import type { ContentTocEntry } from '../html/contentToc.js';
import { cx } from './classNames.js';

/** Props of {@link ContentTocView}: everything already resolved. */
export interface ContentTocViewProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** A `useId` value: names the list by its title, and finds this list again in the page. */
  tocId: string;
  entries: readonly ContentTocEntry[];
  /** The id of the heading being read, if known. */
  active: string | undefined;
  /** The visible title (`labels.tableOfContents`). */
  title: string;
}

/** The ids of every entry, in document order. */
export const entryIds = (entries: readonly ContentTocEntry[]): string[] =>
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

/**
 * The markup of `ContentToc`, shared by the client and the server component: no hooks, no
 * context, no directive. Nothing without entries.
 */
export function ContentTocView({
  tocId,
  entries,
  active,
  title,
  className,
  ...props
}: ContentTocViewProps) {
  if (entries.length === 0) return null;
  return (
    <nav
      aria-labelledby={`${tocId}-title`}
      {...props}
      className={cx('cdr-toc', className)}
      data-slot="toc"
      data-content-toc={tocId}
    >
      <p className="cdr-toc-title" id={`${tocId}-title`}>
        {title}
      </p>
      <TocList entries={entries} active={active} />
    </nav>
  );
}
