'use client';
import type { HTMLAttributes } from 'react';
import { TagListView } from './TagListView.js';
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
   * links that also call it when clicked. Client component only: the server component ignores
   * it (the tags are links).
   */
  onSelect?: ((tag: string) => void) | undefined;
  /** Link of a tag. @default `routes.getTagHref` (`/t/{tag}`), unless `onSelect` is given alone */
  getTagHref?: ((tag: string) => string | undefined) | undefined;
}

/**
 * An item's tags as links, or buttons with `onSelect` (links that also call it when
 * `getTagHref` is given too).
 */
export function TagList({ linkComponent, routes, labels, ...props }: TagListProps) {
  const settings = useComponentSettings({ linkComponent, routes, labels });
  return <TagListView {...props} settings={settings} />;
}
