'use client';
import type { ElementType, HTMLAttributes } from 'react';
import type { ContentItem } from '../client/index.js';
import { ContentBody } from '../html/ContentBody.js';
import type { SanitizePolicy } from '../html/policy.js';
import { safeFieldUrl } from '../html/safeUrl.js';
import type { ContentBodyComponents } from '../html/toReact.js';
import { ItemMeta } from './ItemMeta.js';
import type { ContentLabels } from './labels.js';
import { itemRootAttributes } from './locale.js';
import { TagList } from './TagList.js';
import { cx, useComponentSettings } from './useComponentSettings.js';

/** Props of {@link ContentArticle}. */
export interface ContentArticleProps extends HTMLAttributes<HTMLElement> {
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
  /** Image component for the featured image and body images (e.g. Next.js `Image`). */
  imageComponent?: ElementType | undefined;
  /** Show the tags under the article. @default true */
  showTags?: boolean;
  labels?: Partial<ContentLabels> | undefined;
}

const basePolicy: SanitizePolicy = {};

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
  imageComponent,
  showTags = true,
  labels,
  className,
  ...props
}: ContentArticleProps) {
  const { labels: text } = useComponentSettings(labels);
  const Heading = `h${headingLevel}` as const;
  const image = safeFieldUrl(item.imageUrl);
  const Image = imageComponent ?? 'img';
  return (
    <article
      {...itemRootAttributes(item)}
      {...props}
      className={cx('cdr-article', className)}
      data-slot="article"
    >
      <header className="cdr-article-header">
        <Heading className="cdr-article-title">{item.title}</Heading>
        <ItemMeta item={item} labels={text} part="cdr-article" />
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
      <ContentBody
        html={item.content}
        policy={policy}
        headingLevel={Math.min(6, headingLevel + 1) as 2 | 3 | 4 | 5 | 6}
        components={components}
        imageComponent={imageComponent}
        className="cdr-article-body"
      />
      {showTags && item.tags.length > 0 && (
        <footer className="cdr-article-footer">
          <TagList tags={item.tags} labels={text} />
        </footer>
      )}
    </article>
  );
}
