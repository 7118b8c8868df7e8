import type { HTMLAttributes } from 'react';
import { hostProps, useComponentSettings } from '#component-build';
import { safeFieldUrl } from '../html/safeUrl.js';
import { ItemMeta, type MetaItem } from './ItemMeta.js';
import { cx, featuredImageAttributes, itemRootAttributes } from './markup.js';
import { checkContentHref, routeHref } from './routes.js';
import type { ContentUiSettings } from './uiSettings.js';

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
  /**
   * The featured image's intrinsic size, in pixels, when your images have a known one (e.g.
   * all 1200 × 675): rendered as its `width` and `height` attributes, so the browser reserves
   * the image's box before it loads (the stylesheet keeps `height: auto`). Without it the
   * stylesheet reserves an `aspect-ratio: 3 / 2` box and crops the image to it (set
   * `aspect-ratio` on `.cdr-card-image` for another).
   * @default undefined
   */
  imageSize?: { width: number; height: number } | undefined;
}

/**
 * A teaser: image, title linking to the item, date, category, description. A server component
 * under the `react-server` condition (settings from its props only, no JavaScript in the
 * browser); in a client tree it also reads the provider's settings.
 *
 * @example
 * <ContentCard item={item} headingLevel={2} showReadingTime />
 */
export function ContentCard({
  item,
  href,
  headingLevel = 3,
  showReadingTime = false,
  imageSize,
  linkComponent,
  imageComponent,
  routes: ownRoutes,
  labels: ownLabels,
  className,
  ...props
}: ContentCardProps) {
  const { Link, Image, routes, labels } = useComponentSettings({
    linkComponent,
    imageComponent,
    routes: ownRoutes,
    labels: ownLabels,
  });
  const Heading = `h${headingLevel}` as const;
  const link = href === undefined ? routeHref(routes.getItemHref, item) : checkContentHref(href);
  const image = safeFieldUrl(item.imageUrl);
  return (
    <article
      {...itemRootAttributes(item)}
      {...hostProps('ContentCard', props)}
      className={cx('cdr-card', className)}
      data-slot="card"
    >
      {image !== undefined && (
        <Image
          className="cdr-card-image"
          src={image}
          alt=""
          {...featuredImageAttributes(Image, imageSize, 'auto')}
        />
      )}
      <Heading className="cdr-card-title">
        {link === undefined ? item.title : <Link href={link}>{item.title}</Link>}
      </Heading>
      <ItemMeta item={item} labels={labels} part="cdr-card" showReadingTime={showReadingTime} />
      <p className="cdr-card-description">{item.description}</p>
    </article>
  );
}
