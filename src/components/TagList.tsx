'use client';
import type { HTMLAttributes } from 'react';
import { distinctKeys } from './distinctKeys.js';
import { NavControl, NavFrame } from './navigation.js';
import { routeHref } from './routeHref.js';
import { type ContentUiSettings, useComponentSettings } from './uiSettings.js';

/** Props of {@link TagList}. */
export interface TagListProps
  extends Omit<HTMLAttributes<HTMLElement>, 'onSelect'>,
    Pick<ContentUiSettings, 'linkComponent' | 'routes' | 'labels'> {
  /** The tags to show (e.g. `item.tags`); an empty list renders nothing. */
  tags: readonly string[];
  /** The tag to mark with `aria-current`. */
  activeTag?: string | undefined;
  /**
   * Called with the chosen tag. Alone, the tags are buttons; with `getTagHref` they are
   * links that also call it when clicked.
   */
  onSelect?: ((tag: string) => void) | undefined;
  /** Link of a tag. @default `routes.getTagHref` (`/t/{tag}`), unless `onSelect` is given alone */
  getTagHref?: ((tag: string) => string | undefined) | undefined;
}

/**
 * An item's tags as links, or buttons with `onSelect` (links that also call it when
 * `getTagHref` is given too).
 */
export function TagList({
  tags,
  activeTag,
  onSelect,
  getTagHref,
  linkComponent,
  routes: ownRoutes,
  labels,
  className,
  ...props
}: TagListProps) {
  const {
    Link,
    routes,
    labels: text,
  } = useComponentSettings({
    linkComponent,
    routes: ownRoutes,
    labels,
  });
  if (tags.length === 0) return null;
  // A handler alone makes buttons; an explicit href (or none of the two) makes links.
  const hrefOf = getTagHref ?? (onSelect === undefined ? routes.getTagHref : undefined);
  const keys = distinctKeys(tags);
  return (
    <NavFrame
      label={text.tags}
      {...props}
      base="cdr-tags"
      list="cdr-tags-list"
      slot="tag-list"
      className={className}
    >
      {tags.map((tag, index) => (
        <li key={keys[index]} className="cdr-tag" data-active={tag === activeTag ? '' : undefined}>
          <NavControl
            Link={Link}
            href={routeHref(hrefOf, tag)}
            current={tag === activeTag}
            pressed={tag === activeTag}
            onClick={onSelect === undefined ? undefined : () => onSelect(tag)}
          >
            {tag}
          </NavControl>
        </li>
      ))}
    </NavFrame>
  );
}
