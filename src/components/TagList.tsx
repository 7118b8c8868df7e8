import type { HTMLAttributes } from 'react';
import { hostProps, ignoredOnServer, serverBuild, useComponentSettings } from '#component-build';
import { distinctKeys } from './markup.js';
import { hrefOrButtons, NavControl, NavFrame } from './navigation.js';
import { routeHref } from './routes.js';
import type { ContentUiSettings } from './uiSettings.js';

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
   * links that also call it when clicked. Client component only: the server component ignores
   * it (the tags are links).
   */
  onSelect?: ((tag: string) => void) | undefined;
  /** Link of a tag. @default `routes.getTagHref` (`/t/{tag}`), unless `onSelect` is given alone */
  getTagHref?: ((tag: string) => string | undefined) | undefined;
}

/**
 * An item's tags as links, or buttons with `onSelect` (links that also call it when
 * `getTagHref` is given too). As a server component (`react-server`) the tags are always links
 * and `onSelect` is ignored (development logs an error); for buttons, render it from a
 * 'use client' file.
 *
 * @example
 * <TagList tags={item.tags} activeTag="gear" getTagHref={(tag) => `/tags/${tag}`} />
 */
export function TagList({
  tags,
  activeTag,
  onSelect: givenOnSelect,
  getTagHref,
  linkComponent,
  routes,
  labels,
  className,
  ...props
}: TagListProps) {
  const settings = useComponentSettings({ linkComponent, routes, labels });
  if (serverBuild && givenOnSelect !== undefined) {
    ignoredOnServer('tagListOnSelect');
  }
  const onSelect = serverBuild ? undefined : givenOnSelect;
  if (tags.length === 0) return null;
  const hrefOf = hrefOrButtons(getTagHref, onSelect, settings.routes.getTagHref);
  const keys = distinctKeys(tags);
  return (
    <NavFrame
      label={settings.labels.tags}
      {...hostProps('TagList', props)}
      base="cdr-tags"
      list="cdr-tags-list"
      slot="tag-list"
      className={className}
    >
      {tags.map((tag, index) => (
        <li key={keys[index]} className="cdr-tag" data-active={tag === activeTag ? '' : undefined}>
          <NavControl
            Link={settings.Link}
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
