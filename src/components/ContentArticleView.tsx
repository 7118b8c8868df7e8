import type { ComponentType } from 'react';
import { safeFieldUrl } from '../html/safeUrl.js';
import type { ContentArticleProps } from './ContentArticle.js';
import type { ContentBodyProps } from './ContentBody.js';
import { cx } from './classNames.js';
import { headingLevelBelow } from './headingLevelBelow.js';
import { ItemMeta } from './ItemMeta.js';
import { itemRootAttributes } from './itemRootAttributes.js';
import type { ViewPropsOf } from './settings.js';
import { TagListView } from './TagListView.js';

// No 'use client', no hooks: the markup of ContentArticle for both builds. The shell passes its
// ContentBody: the client one in the client build, the server one (sanitized on the server) in RSC.

/** Props of {@link ContentArticleView}: ContentArticle's, with the settings resolved and the body's component. */
export type ContentArticleViewProps = ViewPropsOf<ContentArticleProps> & {
  /** The `ContentBody` to render the article's body with (the client or the server one). */
  Body: ComponentType<ContentBodyProps>;
};

/**
 * The markup of `ContentArticle`: header (title, meta, image), body, tags. The body gets the
 * resolved settings as its props: merged again over the provider's, they stay what they are.
 */
export function ContentArticleView({
  item,
  headingLevel = 1,
  showTags = true,
  showReadingTime = false,
  settings,
  Body,
  // Left to ContentBody's defaults (the default policy, no anchors), as the article documents.
  policy,
  components,
  headingAnchors,
  className,
  ...props
}: ContentArticleViewProps) {
  const { Link, Image, labels } = settings;
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
      <Body
        html={item.content}
        policy={policy}
        headingLevel={headingLevelBelow[headingLevel]}
        components={components}
        linkComponent={Link}
        imageComponent={Image}
        headingAnchors={headingAnchors}
        labels={labels}
        className="cdr-article-body"
      />
      {showTags && item.tags.length > 0 && (
        <footer className="cdr-article-footer">
          <TagListView tags={item.tags} settings={settings} />
        </footer>
      )}
    </article>
  );
}
