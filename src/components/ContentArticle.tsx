'use client';
import type { HTMLAttributes } from 'react';
import type { ContentItem } from '../client/index.js';
import type { SanitizePolicy } from '../html/policy.js';
import { safeFieldUrl } from '../html/safeUrl.js';
import type { ContentBodyComponents } from '../html/toReact.js';
import { ContentBody, type HeadingAnchorSettings } from './ContentBody.js';
import { ContentToc, type ContentTocProps } from './ContentToc.js';
import { cx } from './classNames.js';
import { ItemMeta } from './ItemMeta.js';
import { itemRootAttributes } from './itemRootAttributes.js';
import { TagList } from './TagList.js';
import { type ContentUiSettings, useComponentSettings } from './uiSettings.js';

/** Props of {@link ContentArticle}. */
export interface ContentArticleProps extends HTMLAttributes<HTMLElement>, ContentUiSettings {
  /** The item to show. */
  item: ContentItem;
  /**
   * Level of the title heading; headings inside the body are shifted below it.
   * @default 1
   */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** Sanitization policy for the body. Its headings are shifted to start one level below the title. */
  policy?: SanitizePolicy | undefined;
  /** Components for tags of the body (see `ContentBody`). */
  components?: ContentBodyComponents | undefined;
  /** Show the tags under the article. @default true */
  showTags?: boolean;
  /**
   * Show a table of contents (`ContentToc`) between the header and the body, and give the
   * body's headings ids for it (with `headingAnchors`' prefix and section links, if set).
   * `{ depth, trackActive }` are passed to the `ContentToc`.
   * @default false
   */
  toc?: boolean | Pick<ContentTocProps, 'depth' | 'trackActive'> | undefined;
  /** Heading ids (and section links) in the body, also without a `toc`; see `ContentBody`. @default false */
  headingAnchors?: boolean | HeadingAnchorSettings | undefined;
  /** Show the reading time (`getReadingTime`) in the meta line. @default false */
  showReadingTime?: boolean | undefined;
}

const basePolicy: SanitizePolicy = {};

/** The body's top heading level under a title of each level (never below `h6`). */
const bodyHeadingLevel = { 1: 2, 2: 3, 3: 4, 4: 5, 5: 6, 6: 6 } as const;

/**
 * A full article: `<article lang dir>` with the title (text, never HTML), the
 * publication date in the item's language (or the draft state), the category,
 * the featured image (`https:`, `http:` or relative only), the sanitized body
 * and the tags. Works with only an `item`, inside a provider or not.
 *
 * Drafts and archived items are shown with a status badge (`data-status` on
 * the article); `publishedDate: null` shows "Not yet published".
 */
export function ContentArticle({
  item,
  headingLevel = 1,
  policy = basePolicy,
  components,
  showTags = true,
  toc = false,
  headingAnchors = false,
  showReadingTime = false,
  linkComponent,
  imageComponent,
  routes,
  labels,
  className,
  ...props
}: ContentArticleProps) {
  const settings = { linkComponent, imageComponent, routes, labels };
  const { Image, labels: text } = useComponentSettings(settings);
  const Heading = `h${headingLevel}` as const;
  const image = safeFieldUrl(item.imageUrl);
  // The table of contents links to the body's heading ids: a `toc` turns them on.
  const anchors = toc && !headingAnchors ? true : headingAnchors;
  const prefix = typeof anchors === 'object' ? anchors.prefix : undefined;

  return (
    <article
      {...itemRootAttributes(item)}
      {...props}
      className={cx('cdr-article', className)}
      data-slot="article"
    >
      <header className="cdr-article-header">
        <Heading className="cdr-article-title">{item.title}</Heading>
        <ItemMeta item={item} labels={text} part="cdr-article" showReadingTime={showReadingTime} />
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
      {toc && (
        <ContentToc
          {...(toc === true ? {} : toc)}
          html={item.content}
          policy={policy}
          prefix={prefix}
          labels={labels}
          className="cdr-article-toc"
        />
      )}
      <ContentBody
        html={item.content}
        policy={policy}
        headingLevel={bodyHeadingLevel[headingLevel]}
        components={components}
        linkComponent={linkComponent}
        imageComponent={imageComponent}
        headingAnchors={anchors}
        labels={labels}
        className="cdr-article-body"
      />
      {showTags && item.tags.length > 0 && (
        <footer className="cdr-article-footer">
          <TagList tags={item.tags} linkComponent={linkComponent} routes={routes} labels={labels} />
        </footer>
      )}
    </article>
  );
}
