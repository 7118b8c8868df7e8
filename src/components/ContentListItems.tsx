import type { ReactNode, Ref } from 'react';
import type { IndexedContent } from '../client/index.js';
import { ContentCard, type ContentCardProps } from './ContentCard.js';
import { distinctKeys } from './markup.js';

/** What each card of a list gets from the list. */
export type ListCardProps = Pick<
  ContentCardProps,
  'headingLevel' | 'linkComponent' | 'imageComponent' | 'routes' | 'labels' | 'showReadingTime'
>;

/** Props of {@link ContentListItems}. */
export interface ContentListItemsProps {
  items: readonly IndexedContent[];
  /** Renders one item instead of `ContentCard`. */
  renderItem: ((item: IndexedContent, index: number) => ReactNode) | undefined;
  /**
   * The cards' props: the list's own settings props, not the merged ones (a card without props
   * reads the provider's merged settings and merges nothing itself, however many cards there
   * are), and the heading level below the list's.
   */
  card: ListCardProps;
  /** The empty state's text. */
  emptyLabel: string;
  /** More items are on their way (`aria-busy`). */
  busy?: boolean | undefined;
  /** A background refresh failed: the items are the last good ones (`data-stale`, for styling). */
  stale?: boolean | undefined;
  listRef?: Ref<HTMLUListElement> | undefined;
}

/**
 * The one markup of a list's items, for `ContentList` (client) and `ContentListView` (server
 * and client): cards (or `renderItem`) in `cdr-list-items`, or the empty state when there are
 * none. No hooks and no 'use client': a server component renders it as it is. Items take focus
 * from script only (`tabIndex -1`: "load more" moves focus to the first new one).
 */
export function ContentListItems({
  items,
  renderItem,
  card,
  emptyLabel,
  busy,
  stale = false,
  listRef,
}: ContentListItemsProps) {
  const staleMark = stale ? '' : undefined;
  if (items.length === 0) {
    return (
      <p className="cdr-list-empty" data-state="empty" data-stale={staleMark}>
        {emptyLabel}
      </p>
    );
  }
  const keys = distinctKeys(items.map((item) => item.id));
  return (
    <ul ref={listRef} className="cdr-list-items" aria-busy={busy} data-stale={staleMark}>
      {items.map((item, index) => (
        <li key={keys[index]} className="cdr-list-item" tabIndex={-1} data-index={index}>
          {renderItem ? renderItem(item, index) : <ContentCard {...card} item={item} />}
        </li>
      ))}
    </ul>
  );
}
