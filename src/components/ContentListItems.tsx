'use client';
import type { Ref } from 'react';
import type { IndexedContent } from '../client/index.js';
import { ContentCard } from './ContentCard.js';
import type { ContentListOwnProps } from './contentListTypes.js';
import type { ContentLabels } from './labels.js';
import { distinctKeys, headingLevelBelow } from './markup.js';

/** The items of a list (cards or `renderItem`), or the empty state when there are none. */
export function ContentListItems({
  items,
  own,
  labels,
  busy,
  stale = false,
  listRef,
}: {
  items: readonly IndexedContent[];
  own: ContentListOwnProps;
  labels: ContentLabels;
  busy: boolean;
  /** A background refresh failed: the items are the last good ones (`data-stale`, for styling). */
  stale?: boolean;
  listRef?: Ref<HTMLUListElement>;
}) {
  const staleMark = stale ? '' : undefined;
  if (items.length === 0) {
    return (
      <p className="cdr-list-empty" data-state="empty" data-stale={staleMark}>
        {labels.empty}
      </p>
    );
  }
  // The list's own settings props, not the merged ones: a card without props reads the
  // provider's merged settings and merges nothing itself, however many cards there are.
  const { linkComponent, imageComponent, routes } = own;
  const keys = distinctKeys(items.map((item) => item.id));
  return (
    <ul ref={listRef} className="cdr-list-items" aria-busy={busy} data-stale={staleMark}>
      {items.map((item, index) => (
        <li key={keys[index]} className="cdr-list-item" tabIndex={-1} data-index={index}>
          {own.renderItem ? (
            own.renderItem(item, index)
          ) : (
            <ContentCard
              item={item}
              headingLevel={headingLevelBelow[own.headingLevel ?? 2]}
              linkComponent={linkComponent}
              imageComponent={imageComponent}
              routes={routes}
              labels={own.labels}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
