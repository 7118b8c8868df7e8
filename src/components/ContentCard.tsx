'use client';
import type { HTMLAttributes } from 'react';
import type { ContentItem } from '../client/index.js';
import { ContentCardView } from './ContentCardView.js';
import { type ContentUiSettings, useComponentSettings } from './uiSettings.js';

/** Props of {@link ContentCard}. */
export interface ContentCardProps extends HTMLAttributes<HTMLElement>, ContentUiSettings {
  item: ContentItem;
  /** Link of the card; checked by `checkContentHref` (no link when refused). @default `routes.getItemHref(item)` */
  href?: string | undefined;
  /** Level of the title heading. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Show the reading time (`getReadingTime`) in the meta line, as `labels.readingTime`. @default false */
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
