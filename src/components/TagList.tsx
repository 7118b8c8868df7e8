'use client';
import type { HTMLAttributes } from 'react';
import { safeFieldUrl } from '../html/safeUrl.js';
import type { ContentLabels } from './labels.js';
import { NavControl, NavFrame } from './navigation.js';
import { useComponentSettings } from './useComponentSettings.js';

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
    <NavFrame
      label={text.tags}
      {...props}
      base="cdr-tags"
      list="cdr-tags-list"
      slot="tag-list"
      className={className}
    >
      {tags.map((tag) => (
        <li key={tag} className="cdr-tag" data-active={tag === activeTag ? '' : undefined}>
          <NavControl
            Link={Link}
            href={onSelect ? undefined : safeFieldUrl(hrefOf(tag))}
            current={tag === activeTag}
            pressed={tag === activeTag}
            onClick={() => onSelect?.(tag)}
          >
            {tag}
          </NavControl>
        </li>
      ))}
    </NavFrame>
  );
}
