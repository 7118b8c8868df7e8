import { QueryClient } from '@tanstack/react-query';
import {
  ContentDeliveryProvider,
  ContentList,
  categoriesQueryOptions,
  findVariants,
  LanguageSwitcher,
  translatedListQueryOptions,
} from 'content-delivery-react';
import { createContentClient, findContentBySlug } from 'content-delivery-react/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  articleCount,
  baseUrl,
  categoryOf,
  countingMockFetch,
  createMultilingualBrand,
  oldestArticle,
  slugOf,
} from '../query/multilingualBrand.js';

// Node, no DOM: the client has an in-memory brand index, as on a server.

const brand = createMultilingualBrand();

describe('server rendering from the brand index', () => {
  it('renders a LanguageSwitcher linking every version of the oldest of ~3 000 items', async () => {
    const { fetch, requests } = countingMockFetch(brand);
    const client = createContentClient({ baseUrl, fetch, retry: 0 });
    const item = await findContentBySlug(client, brand.id, { slug: slugOf(oldestArticle, 'fr') });
    if (item === null) throw new Error('the oldest article is missing');
    const variants = await findVariants(new QueryClient(), client, brand.id, item);
    requests.length = 0;

    const html = renderToString(<LanguageSwitcher item={item} variants={variants} />);
    for (const language of ['de', 'en', 'fr']) {
      expect(html).toContain(
        `href="/${language}/${slugOf(oldestArticle, language)}" hrefLang="${language}"`,
      );
    }
    expect(html.match(/<a /g)).toHaveLength(3);
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
    expect(html).toContain(`href="/fr/${slugOf(oldestArticle, 'fr')}" hrefLang="fr" aria-current`);
    expect(requests).toEqual([]);
  });

  it('renders a ContentList in German with pages counting every article of a 2 000+ item category', async () => {
    const { fetch, requests } = countingMockFetch(brand);
    const client = createContentClient({ baseUrl, fetch, retry: 0 });
    const queryClient = new QueryClient();
    await Promise.all([
      queryClient.prefetchQuery(categoriesQueryOptions(client, brand.id)),
      queryClient.prefetchQuery(
        translatedListQueryOptions(client, 'category', 'trails', {
          brandId: brand.id,
          preferredLanguages: ['de'],
        }),
      ),
    ]);
    requests.length = 0;

    const html = renderToString(
      <ContentDeliveryProvider client={client} brandId={brand.id} queryClient={queryClient}>
        <ContentList categoryId="trails" preferredLanguages={['de']} pageSize={10} />
      </ContentDeliveryProvider>,
    );
    const articles = Array.from({ length: articleCount }, (_, article) => article).filter(
      (article) => categoryOf(article) === 'trails',
    ).length;
    const lastPage = Math.ceil(articles / 10);
    // A walk bounded at 1 000 items would have shown about 360 articles: 36 pages.
    expect(lastPage).toBeGreaterThan(80);
    expect(html).toContain(`aria-label="Page ${lastPage}"`);
    expect(html).not.toContain(`aria-label="Page ${lastPage + 1}"`);
    expect(html.match(/class="cdr-card"/g)).toHaveLength(10);
    expect(html).toMatch(/<h2 [^>]*class="cdr-list-heading"[^>]*>Wege<\/h2>/);
    expect(html).not.toContain('data-state="loading"');
    expect(requests).toEqual([]);
  });
});
