import { type HTMLAttributes, useMemo } from 'react';
import { hostProps, useComponentSettings } from '#component-build';
import type { ContentEvent, ContentItem } from '../client/index.js';
import type { SanitizePolicy } from '../html/policy.js';
import { safeFieldUrl } from '../html/safeUrl.js';
import type { ContentBodyComponents } from '../html/toReact.js';
import { ContentBody, type HeadingAnchorSettings } from './ContentBody.js';
import { ItemMeta } from './ItemMeta.js';
import { cx, featuredImageAttributes, headingLevelBelow, itemRootAttributes } from './markup.js';
import { TagList } from './TagList.js';
import type { ContentUiSettings } from './uiSettings.js';

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
   * Ids (and, with `{ selfLink: true }`, section links) on the body's headings; see
   * `ContentBody`. A `ContentToc` beside the article links to them when given the same `html`,
   * `policy` and `prefix` (the defaults match).
   * @default false
   */
  headingAnchors?: boolean | HeadingAnchorSettings | undefined;
  /** Show the reading time (`getReadingTime`) in the meta line. @default false */
  showReadingTime?: boolean | undefined;
  /**
   * The featured image's intrinsic size, in pixels, when your images have a known one (e.g.
   * all 1200 × 675): rendered as its `width` and `height` attributes, so the browser reserves
   * the image's box before it loads (the stylesheet keeps `height: auto`). Without it the
   * stylesheet reserves an `aspect-ratio: 16 / 9` box and crops the image to it (set
   * `aspect-ratio` on `.cdr-article-image` for another).
   * @default undefined
   */
  imageSize?: { width: number; height: number } | undefined;
}

/**
 * A full article: `<article lang dir>` with the title (text, never HTML), the
 * publication date in the item's language (or the draft state), the category,
 * the featured image (`https:`, `http:` or relative only; loaded first, with
 * `fetchpriority="high"`: it is usually the page's largest paint), the sanitized body
 * and the tags. Works with only an `item`, inside a provider or not.
 *
 * Drafts and archived items are shown with a status badge (`data-status` on
 * the article); `publishedDate: null` shows "Not yet published".
 *
 * A table of contents is not part of the article (apps that show none do not bundle it):
 * put a `ContentToc` beside it, in an element with the item's `lang` and `dir` (the article
 * sets them on itself only). With the defaults its links match the body's heading ids; if
 * you pass `policy` or a `headingAnchors` `prefix`, give the `ContentToc` the same ones.
 *
 * @example
 * <div lang={item.language} dir={textDirection(item.language)}>
 *   <ContentToc html={item.content} trackActive />
 *   <ContentArticle item={item} headingAnchors={{ selfLink: true }} showReadingTime />
 * </div>
 *
 * Under the `react-server` condition it is a server component: the body is sanitized on the
 * server and only the resulting elements reach the page, with no JavaScript and no sanitizer
 * in the browser; settings come from its props only, and the tags are links.
 */
export function ContentArticle({
  item,
  headingLevel = 1,
  showTags = true,
  showReadingTime = false,
  imageSize,
  // Left to ContentBody's defaults (the default policy, no anchors), as documented above.
  policy,
  components,
  headingAnchors,
  linkComponent,
  imageComponent,
  routes,
  labels: ownLabels,
  onEvent: ownOnEvent,
  className,
  ...props
}: ContentArticleProps) {
  const own = { linkComponent, imageComponent, routes, labels: ownLabels, onEvent: ownOnEvent };
  const { Image, labels, onEvent } = useComponentSettings(own);
  // The body's events name the article it belongs to (ContentBody alone knows only its HTML).
  const bodyOnEvent = useMemo(
    () =>
      onEvent &&
      ((event: ContentEvent) =>
        onEvent(event.kind === 'body-refused' ? { ...event, itemId: item.id } : event)),
    [onEvent, item.id],
  );
  const Heading = `h${headingLevel}` as const;
  const image = safeFieldUrl(item.imageUrl);
  return (
    <article
      {...itemRootAttributes(item)}
      {...hostProps('ContentArticle', props)}
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
            {...featuredImageAttributes(Image, imageSize, 'high')}
          />
        )}
      </header>
      {/* The body and the tags resolve the article's own settings props the same way. */}
      <ContentBody
        html={item.content}
        policy={policy}
        headingLevel={headingLevelBelow[headingLevel]}
        components={components}
        linkComponent={linkComponent}
        imageComponent={imageComponent}
        headingAnchors={headingAnchors}
        labels={ownLabels}
        onEvent={bodyOnEvent}
        className="cdr-article-body"
      />
      {showTags && item.tags.length > 0 && (
        <footer className="cdr-article-footer">
          <TagList
            tags={item.tags}
            linkComponent={linkComponent}
            routes={routes}
            labels={ownLabels}
          />
        </footer>
      )}
    </article>
  );
}
