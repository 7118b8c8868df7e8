'use client';
import type { HTMLAttributes } from 'react';
import type { ContentItem } from '../client/index.js';
import { safeFieldUrl } from '../html/safeUrl.js';
import { cx } from './classNames.js';
import { ItemMeta } from './ItemMeta.js';
import { itemRootAttributes } from './itemRootAttributes.js';
import { checkContentHref, routeHref } from './routeHref.js';
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
  item,
  href,
  headingLevel = 3,
  showReadingTime = false,
  linkComponent,
  imageComponent,
  routes: ownRoutes,
  labels,
  className,
  ...props
}: ContentCardProps) {
  const {
    Link,
    Image,
    routes,
    labels: text,
  } = useComponentSettings({ linkComponent, imageComponent, routes: ownRoutes, labels });
  const Heading = `h${headingLevel}` as const;
  const link = href === undefined ? routeHref(routes.getItemHref, item) : checkContentHref(href);
  const image = safeFieldUrl(item.imageUrl);
  return (
    <article
      {...itemRootAttributes(item)}
      {...props}
      className={cx('cdr-card', className)}
      data-slot="card"
    >
      {image !== undefined && (
        <Image className="cdr-card-image" src={image} alt="" loading="lazy" decoding="async" />
      )}
      <Heading className="cdr-card-title">
        {link === undefined ? item.title : <Link href={link}>{item.title}</Link>}
      </Heading>
      <ItemMeta item={item} labels={text} part="cdr-card" showReadingTime={showReadingTime} />
      <p className="cdr-card-description">{item.description}</p>
    </article>
  );
}
