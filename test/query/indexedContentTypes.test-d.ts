import type { QueryClient } from '@tanstack/react-query';
import {
  ContentCard,
  type ContentClient,
  type ContentItem,
  type ContentRoutes,
  collapseTranslations,
  findVariants,
  type LanguageSwitcherProps,
  resolveVariant,
  type TranslatedList,
  useContentVariants,
  useResolvedVariant,
} from 'content-delivery-react';
import type { IndexedContent } from 'content-delivery-react/client';
import { createElement } from 'react';
import { describe, expectTypeOf, it } from 'vitest';

declare const queryClient: QueryClient;
declare const client: ContentClient;
declare const item: ContentItem;
declare const indexed: IndexedContent;

describe('what the brand index holds (IndexedContent) flows through the types', () => {
  it('findVariants and the variant hooks give IndexedContent, and take either', () => {
    expectTypeOf(findVariants(queryClient, client, 'acme', item)).toEqualTypeOf<
      Promise<IndexedContent[]>
    >();
    expectTypeOf(findVariants(queryClient, client, 'acme', indexed)).toEqualTypeOf<
      Promise<IndexedContent[]>
    >();
    expectTypeOf(useContentVariants(item).all).toEqualTypeOf<IndexedContent[]>();
    expectTypeOf(useContentVariants(indexed).source).toEqualTypeOf<IndexedContent | undefined>();
    expectTypeOf(useResolvedVariant(item, ['de']).item).toEqualTypeOf<IndexedContent | undefined>();
  });

  it('resolveVariant and collapseTranslations give back what they are given', () => {
    expectTypeOf(resolveVariant([item], ['de']).item).toEqualTypeOf<ContentItem | undefined>();
    expectTypeOf(resolveVariant([indexed], ['de']).item).toEqualTypeOf<
      IndexedContent | undefined
    >();
    expectTypeOf(collapseTranslations([item], ['de'])).toEqualTypeOf<ContentItem[]>();
    expectTypeOf(collapseTranslations([indexed], ['de'])).toEqualTypeOf<IndexedContent[]>();
  });

  it('a translated list holds IndexedContent, which cards and switchers take', () => {
    expectTypeOf<TranslatedList['items']>().toEqualTypeOf<IndexedContent[]>();
    createElement(ContentCard, { item: indexed });
    createElement(ContentCard, { item, showReadingTime: true });
    expectTypeOf<[IndexedContent]>().toMatchTypeOf<Parameters<ContentRoutes['getItemHref']>>();
    const props: LanguageSwitcherProps = { item: indexed, variants: [indexed, item] };
    expectTypeOf(props.variants).toEqualTypeOf<readonly IndexedContent[] | undefined>();
  });

  it('refuses a route that would read a body the index does not hold', () => {
    // @ts-expect-error an item's link gets its indexed fields only (a card of a translated list)
    const routes: Partial<ContentRoutes> = { getItemHref: (entry: ContentItem) => entry.content };
    expectTypeOf(routes).not.toBeAny();
  });
});
