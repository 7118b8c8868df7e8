'use client';
import type { HTMLAttributes } from 'react';
import type { ContentItem } from '../client/index.js';
import type { SanitizePolicy } from '../html/policy.js';
import type { ContentBodyComponents } from '../html/toReact.js';
import { ContentArticleView } from './ContentArticleView.js';
import { ContentBody, type HeadingAnchorSettings } from './ContentBody.js';
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
   * Ids (and, with `{ selfLink: true }`, section links) on the body's headings; see
   * `ContentBody`. A `ContentToc` beside the article links to them when given the same `html`,
   * `policy` and `prefix` (the defaults match).
   * @default false
   */
  headingAnchors?: boolean | HeadingAnchorSettings | undefined;
  /** Show the reading time (`getReadingTime`) in the meta line. @default false */
  showReadingTime?: boolean | undefined;
}

/**
 * A full article: `<article lang dir>` with the title (text, never HTML), the
 * publication date in the item's language (or the draft state), the category,
 * the featured image (`https:`, `http:` or relative only), the sanitized body
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
 */
export function ContentArticle({
  linkComponent,
  imageComponent,
  routes,
  labels,
  ...props
}: ContentArticleProps) {
  const settings = useComponentSettings({ linkComponent, imageComponent, routes, labels });
  return <ContentArticleView {...props} settings={settings} Body={ContentBody} />;
}
