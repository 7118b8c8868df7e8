import type { ReactNode } from 'react';
import { safeFieldUrl } from '../html/safeUrl.js';
import type { ContentArticleProps } from './ContentArticle.js';
import { cx } from './classNames.js';
import { ItemMeta } from './ItemMeta.js';
import { itemRootAttributes } from './itemRootAttributes.js';
import type { ComponentSettings } from './settings.js';
import { TagListView } from './TagListView.js';

// No 'use client', no hooks: the markup of ContentArticle for both builds. The body is a slot:
// the client ContentBody in the client build, the server one (sanitized on the server) in RSC.

/** Props of {@link ContentArticleView}: ContentArticle's, with the settings resolved and the body rendered. */
export type ContentArticleViewProps = Omit<
  ContentArticleProps,
  | 'linkComponent'
  | 'imageComponent'
  | 'routes'
  | 'labels'
  | 'policy'
  | 'components'
  | 'headingAnchors'
> & {
  settings: ComponentSettings;
  /** The article's `ContentBody`, rendered by the caller with `headingLevelBelow`. */
  body: ReactNode;
};

/** The markup of `ContentArticle`: header (title, meta, image), body, tags. */
export function ContentArticleView({
  item,
  headingLevel = 1,
  showTags = true,
  showReadingTime = false,
  settings,
  body,
  className,
  ...props
}: ContentArticleViewProps) {
  const { Image, labels } = settings;
  const Heading = `h${headingLevel}` as const;
  const image = safeFieldUrl(item.imageUrl);
  return (
    <article
      {...itemRootAttributes(item)}
      {...props}
      className={cx('cdr-article', className)}
      data-slot="article"
    >
      <header className="cdr-article-header">
        <Heading className="cdr-article-title">{item.title}</Heading>
        <ItemMeta
          item={item}
          labels={labels}
          part="cdr-article"
          showReadingTime={showReadingTime}
        />
        {image !== undefined && (
          <Image
            className="cdr-article-image"
            src={image}
            alt=""
            loading="eager"
            decoding="async"
          />
        )}
      </header>
      {body}
      {showTags && item.tags.length > 0 && (
        <footer className="cdr-article-footer">
          <TagListView tags={item.tags} settings={settings} />
        </footer>
      )}
    </article>
  );
}
