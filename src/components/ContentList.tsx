'use client';
import { type HTMLAttributes, useRef } from 'react';
import type { ListKind } from '../query/contentKeys.js';
import { defaultPageSize } from '../query/queryOptions.js';
import { CategoryHeading } from './CategoryHeading.js';
import { useComponentSettings } from './componentBuildForClient.js';
import type { ContentListOwnProps, ContentListSource } from './contentListTypes.js';
import { GrowingContentList } from './GrowingContentList.js';
import { GrowingTranslatedList } from './GrowingTranslatedList.js';
import { cx, headingLevelBelow } from './markup.js';
import { PagedContentList } from './PagedContentList.js';

export type { ContentListLanguages, ContentListSource } from './contentListTypes.js';

/** Props of {@link ContentList}. */
export type ContentListProps = ContentListSource &
  ContentListOwnProps &
  Omit<HTMLAttributes<HTMLElement>, keyof ContentListOwnProps | 'children'>;

function sourceOf(props: ContentListSource): { kind: ListKind; value: string } {
  if (props.categoryId !== undefined) return { kind: 'category', value: props.categoryId };
  if (props.lang !== undefined) return { kind: 'lang', value: props.lang };
  return { kind: 'tag', value: props.tag ?? '' };
}

/**
 * A list of content by category, language or tag, fetched through the hooks:
 * cards (or `renderItem`), a loading skeleton (`aria-busy`), an error state
 * with the problem title and Retry, an empty state, and paging by numbered
 * pages, "load more" or infinite scroll. After a page change, focus moves to
 * the heading (or the list). A category list without `heading` is headed by the
 * category's localized name.
 *
 * With `preferredLanguages` (category and tag lists), it shows one item per translation
 * group in the reader's language, paged by groups: see `ContentListLanguages`.
 *
 * @example
 * <ContentList tag="gear" pageSize={12} heading="Latest gear" />
 * <ContentList categoryId="hiking" preferredLanguages={['de', 'en']} pageSize={12} />
 */
export function ContentList(props: ContentListProps) {
  const {
    categoryId: _category,
    lang: _lang,
    tag: _tag,
    preferredLanguages,
    maxItems,
    brandId,
    pageSize,
    page,
    defaultPage,
    onPageChange,
    getPageHref,
    variant = 'pages',
    heading,
    headingLevel = 2,
    renderItem,
    linkComponent,
    imageComponent,
    routes,
    labels,
    className,
    ...rest
  } = props;
  const { kind, value } = sourceOf(props);
  const { labels: text } = useComponentSettings({ labels });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const Heading = `h${headingLevel}` as const;
  const body = {
    kind,
    value,
    brandId,
    pageSize: pageSize ?? defaultPageSize,
    renderItem,
    card: {
      headingLevel: headingLevelBelow[headingLevel],
      linkComponent,
      imageComponent,
      routes,
      labels,
    },
    labels: text,
    focusTarget: () => headingRef.current ?? sectionRef.current,
    preferredLanguages: kind === 'lang' ? undefined : preferredLanguages,
    maxItems,
  };
  const ownHeading =
    heading !== undefined && heading !== null && heading !== false && heading !== '';
  return (
    <section
      ref={sectionRef}
      tabIndex={-1}
      {...rest}
      className={cx('cdr-list', className)}
      data-slot="content-list"
      data-variant={variant}
    >
      {ownHeading ? (
        <Heading ref={headingRef} tabIndex={-1} className="cdr-list-heading">
          {heading}
        </Heading>
      ) : (
        heading === undefined &&
        kind === 'category' && (
          <CategoryHeading
            categoryId={value}
            brandId={brandId}
            preferredLanguages={preferredLanguages}
            level={headingLevel}
            headingRef={headingRef}
          />
        )
      )}
      {/* A new list (other category, language or tag) starts again from its first page. */}
      {variant === 'pages' ? (
        <PagedContentList
          key={`${kind}:${value}`}
          {...body}
          page={page}
          defaultPage={defaultPage}
          onPageChange={onPageChange}
          getPageHref={getPageHref}
        />
      ) : kind !== 'lang' && body.preferredLanguages !== undefined ? (
        <GrowingTranslatedList
          key={`${kind}:${value}`}
          {...body}
          kind={kind}
          preferredLanguages={body.preferredLanguages}
          observe={variant === 'infinite'}
        />
      ) : (
        <GrowingContentList key={`${kind}:${value}`} {...body} observe={variant === 'infinite'} />
      )}
    </section>
  );
}
