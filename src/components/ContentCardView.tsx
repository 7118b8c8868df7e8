import { safeFieldUrl } from '../html/safeUrl.js';
import type { ContentCardProps } from './ContentCard.js';
import { cx } from './classNames.js';
import { ItemMeta } from './ItemMeta.js';
import { itemRootAttributes } from './itemRootAttributes.js';
import { checkContentHref, routeHref } from './routeHref.js';
import type { ViewPropsOf } from './settings.js';

// No 'use client', no hooks: the markup of ContentCard for both builds (and the cards of
// ContentListView).

/** Props of {@link ContentCardView}: ContentCard's, with the settings already resolved. */
export type ContentCardViewProps = ViewPropsOf<ContentCardProps>;

/** The markup of `ContentCard`: image, title linking to the item, meta line, description. */
export function ContentCardView({
  item,
  href,
  headingLevel = 3,
  showReadingTime = false,
  settings,
  className,
  ...props
}: ContentCardViewProps) {
  const { Link, Image, routes, labels } = settings;
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
      <ItemMeta item={item} labels={labels} part="cdr-card" showReadingTime={showReadingTime} />
      <p className="cdr-card-description">{item.description}</p>
    </article>
  );
}
