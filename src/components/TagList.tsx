'use client';
import type { HTMLAttributes } from 'react';
import { safeFieldUrl } from '../html/safeUrl.js';
import type { ContentLabels } from './labels.js';
import { cx, useComponentSettings } from './useComponentSettings.js';

/** Props of {@link TagList}. */
export interface TagListProps extends Omit<HTMLAttributes<HTMLElement>, 'onSelect'> {
  /** The tags to show (e.g. `item.tags`); an empty list renders nothing. */
  tags: readonly string[];
  /** The tag to mark with `aria-current`. */
  activeTag?: string | undefined;
  /** Render buttons that call this instead of links. */
  onSelect?: ((tag: string) => void) | undefined;
  /** Link of a tag. @default the provider's `routes.getTagHref` (`/t/{tag}`) */
  getTagHref?: ((tag: string) => string) | undefined;
  labels?: Partial<ContentLabels> | undefined;
}

/** An item's tags as links (or buttons with `onSelect`). */
export function TagList({
  tags,
  activeTag,
  onSelect,
  getTagHref,
  labels,
  className,
  ...props
}: TagListProps) {
  const { Link, routes, labels: text } = useComponentSettings(labels);
  if (tags.length === 0) return null;
  const hrefOf = getTagHref ?? routes.getTagHref;
  return (
    <nav
      aria-label={text.tags}
      {...props}
      className={cx('cdr-tags', className)}
      data-slot="tag-list"
    >
      <ul className="cdr-tags-list">
        {tags.map((tag) => {
          const current = tag === activeTag ? 'page' : undefined;
          const href = onSelect ? undefined : safeFieldUrl(hrefOf(tag));
          return (
            <li key={tag} className="cdr-tag" data-active={current ? '' : undefined}>
              {onSelect || href === undefined ? (
                <button
                  type="button"
                  aria-pressed={tag === activeTag}
                  onClick={() => onSelect?.(tag)}
                >
                  {tag}
                </button>
              ) : (
                <Link href={href} aria-current={current}>
                  {tag}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
