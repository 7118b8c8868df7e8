'use client';
import type { HTMLAttributes } from 'react';
import { ContentCardView } from './ContentCardView.js';
import type { MetaItem } from './ItemMeta.js';
import { type ContentUiSettings, useComponentSettings } from './uiSettings.js';

/** Props of {@link ContentCard}. */
export interface ContentCardProps extends HTMLAttributes<HTMLElement>, ContentUiSettings {
  /**
   * The item: a `ContentItem`, or an `IndexedContent` (a list in the reader's language, a
   * language version), which a card shows the same way, without the reading time (no body).
   */
  item: MetaItem;
  /** Link of the card; checked by `checkContentHref` (no link when refused). @default `routes.getItemHref(item)` */
  href?: string | undefined;
  /** Level of the title heading. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /**
   * Show the reading time (`getReadingTime`) in the meta line, as `labels.readingTime`: for an
   * item with its body (`content`). @default false
   */
  showReadingTime?: boolean | undefined;
}

/** A teaser: image, title linking to the item, date, category, description. */
export function ContentCard({
  linkComponent,
  imageComponent,
  routes,
  labels,
  ...props
}: ContentCardProps) {
  const settings = useComponentSettings({ linkComponent, imageComponent, routes, labels });
  return <ContentCardView {...props} settings={settings} />;
}
