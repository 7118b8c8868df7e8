import { QueryClient } from '@tanstack/react-query';
import { translatedListQueryOptions } from 'content-delivery-react';
import {
  createContentClient,
  type FetchFunction,
  getAllContentByCategory,
  getAllContentByTag,
} from 'content-delivery-react/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  articleCount,
  baseUrl,
  categoryOf,
  countingMockFetch,
  createMultilingualBrand,
  expectedForGermanReader,
} from './multilingualBrand.js';

// Node: a client made here has an in-memory brand index by default, as on a server.

afterEach(() => {
  vi.restoreAllMocks();
});

const brand = createMultilingualBrand();
const preferredLanguages = ['de', 'en'];

/** A list as the service gives it, every page read (no index, no `maxItems`). */
async function serviceList(kind: 'category' | 'tag', value: string) {
  const { fetch } = countingMockFetch(brand);
  const client = createContentClient({ baseUrl, fetch, retry: 0, brandIndex: false });
  const { items } =
    kind === 'category'
      ? await getAllContentByCategory(client, brand.id, value)
      : await getAllContentByTag(client, brand.id, value);
  return items;
}

const trailsArticles = Array.from({ length: articleCount }, (_, article) => article).filter(
  (article) => categoryOf(article) === 'trails',
).length;

describe('translatedListQueryOptions on a server (brand index)', () => {
  it('lists a category of 2 000+ items whole: each group once, in German then English, in the service’s order', async () => {
    const listed = await serviceList('category', 'trails');
    expect(listed.length).toBeGreaterThan(2000);
    const { fetch, requests } = countingMockFetch(brand);
    const client = createContentClient({ baseUrl, fetch, retry: 0 });

    const list = await new QueryClient().fetchQuery(
      translatedListQueryOptions(client, 'category', 'trails', {
        brandId: brand.id,
        preferredLanguages,
      }),
    );
    expect(list.complete).toBe(true);
    expect(list.itemCount).toBe(listed.length);
    expect(list.items).toHaveLength(trailsArticles);
    expect(list.items.map((item) => item.id)).toEqual(expectedForGermanReader(listed));
    expect(new Set(list.items.map((item) => item.translationGroupId)).size).toBe(trailsArticles);
    // Bodies are not held by the index: cards need none.
    expect(list.items.some((item) => 'content' in item)).toBe(false);
    // One walk of the brand's category lists; no page of this list read on its own.
    expect(requests.every((path) => /\/(categories|category\/(trails|gear)\?)/.test(path))).toBe(
      true,
    );

    requests.length = 0;
    const again = await new QueryClient().fetchQuery(
      translatedListQueryOptions(client, 'category', 'trails', {
        brandId: brand.id,
        preferredLanguages: ['fr'],
      }),
    );
    expect(again.items).toHaveLength(trailsArticles);
    expect(again.items.every((item) => item.language === 'fr')).toBe(true);
    expect(requests).toEqual([]);
  });

  it('lists a tag newest first (unpublished last), matching tags without regard to case', async () => {
    const listed = await serviceList('tag', 'alpine');
    const { fetch, requests } = countingMockFetch(brand);
    const client = createContentClient({ baseUrl, fetch, retry: 0 });
    const queryClient = new QueryClient();
    const lists = await Promise.all(
      ['alpine', 'ALPINE'].map((tag) =>
        queryClient.fetchQuery(
          translatedListQueryOptions(client, 'tag', tag, { brandId: brand.id, preferredLanguages }),
        ),
      ),
    );
    for (const list of lists) {
      expect(list.complete).toBe(true);
      expect(list.itemCount).toBe(listed.length);
      // The mock lists by date, newest first, then by id: the order the index gives a tag.
      expect(list.items.map((item) => item.id)).toEqual(expectedForGermanReader(listed));
    }
    const dates = lists[0]?.items.map((item) => item.publishedDate) ?? [];
    const published = dates.filter((date) => date !== null);
    expect(published).toEqual([...published].sort().reverse());
    expect(dates.slice(published.length).every((date) => date === null)).toBe(true);
    expect(dates.length).toBeGreaterThan(published.length);

    requests.length = 0;
    await new QueryClient().fetchQuery(
      translatedListQueryOptions(client, 'tag', 'topic-0', {
        brandId: brand.id,
        preferredLanguages,
      }),
    );
    expect(requests).toEqual([]);
  });

  it('gives a tag of over 1 000 items exact totals, where the list walk stops at maxItems', async () => {
    const listed = await serviceList('tag', 'topic-0');
    expect(listed.length).toBeGreaterThan(1000);
    const groups = new Set(listed.map((item) => item.translationGroupId)).size;
    const { fetch } = countingMockFetch(brand);
    const client = createContentClient({ baseUrl, fetch, retry: 0 });
    const list = await new QueryClient().fetchQuery(
      translatedListQueryOptions(client, 'tag', 'topic-0', {
        brandId: brand.id,
        preferredLanguages,
        maxItems: 100,
      }),
    );
    expect(list).toMatchObject({ itemCount: listed.length, complete: true });
    expect(list.items).toHaveLength(groups);
    expect(list.items.map((item) => item.id)).toEqual(expectedForGermanReader(listed));
  });

  it('without an index (brandIndex: false) walks the list and stops at maxItems, with a warning, as before', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Loaded afresh: the warning is given once per module, and this test must see its own.
    vi.resetModules();
    const { translatedListQueryOptions: freshOptions } = await import('content-delivery-react');
    const listed = await serviceList('category', 'trails');
    const { fetch, requests } = countingMockFetch(brand);
    const client = createContentClient({ baseUrl, fetch, retry: 0, brandIndex: false });
    const list = await new QueryClient().fetchQuery(
      freshOptions(client, 'category', 'trails', {
        brandId: brand.id,
        preferredLanguages,
      }),
    );
    expect(list.complete).toBe(false);
    expect(list.itemCount).toBe(listed.length);
    expect(list.items.map((item) => item.id)).toEqual(
      expectedForGermanReader(listed.slice(0, 1000)),
    );
    expect(requests).toHaveLength(10);
    expect(requests.every((path) => path.startsWith(`/${brand.id}/category/trails?`))).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('more than maxItems (1000)'));
  });

  it('walks the list as without an index when the brand is over the index’s maxItems', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { fetch } = countingMockFetch(brand);
    const client = createContentClient({
      baseUrl,
      fetch,
      retry: 0,
      brandIndex: { maxItems: 1000 },
    });
    const list = await new QueryClient().fetchQuery(
      translatedListQueryOptions(client, 'category', 'gear', {
        brandId: brand.id,
        preferredLanguages,
        maxItems: 200,
      }),
    );
    expect(list.complete).toBe(false);
    expect(list.items.length).toBeLessThan(200);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[createBrandIndex]'));
  });

  it('reads a category the index does not know from the service (a 404 stays a 404)', async () => {
    const { fetch, requests } = countingMockFetch(brand);
    const client = createContentClient({ baseUrl, fetch, retry: 0 });
    await expect(
      new QueryClient().fetchQuery(
        translatedListQueryOptions(client, 'category', 'no-such-category', {
          brandId: brand.id,
          preferredLanguages,
        }),
      ),
    ).rejects.toMatchObject({ status: 404 });
    expect(requests.at(-1)).toBe(`/${brand.id}/category/no-such-category?page=1&pageSize=100`);
  });

  it('refuses a tag or category it could not ask the service for, as without an index (invalid-request)', async () => {
    const { fetch, requests } = countingMockFetch(brand);
    const client = createContentClient({ baseUrl, fetch, retry: 0 });
    for (const value of ['..', '\uD800']) {
      for (const [kind, field] of [
        ['tag', 'tag'],
        ['category', 'categoryId'],
      ] as const) {
        await expect(
          new QueryClient().fetchQuery(
            translatedListQueryOptions(client, kind, value, {
              brandId: brand.id,
              preferredLanguages,
            }),
          ),
        ).rejects.toMatchObject({ kind: 'invalid-request', field });
      }
    }
    expect(requests).toEqual([]);
  });

  it('walks the list itself when the walk of the brand fails', async () => {
    // Silences the maxItems warning (given once per module: not asserted here).
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { fetch: service, requests } = countingMockFetch(brand);
    // Any failed request fails the brand's walk: here a page of the other category.
    const fetch: FetchFunction = (input, init) =>
      new URL(input).pathname.endsWith('/category/gear')
        ? Promise.resolve(Response.json({ title: 'Down', status: 500 }, { status: 500 }))
        : service(input, init);
    const client = createContentClient({ baseUrl, fetch, retry: 0 });
    const list = await new QueryClient().fetchQuery(
      translatedListQueryOptions(client, 'category', 'trails', {
        brandId: brand.id,
        preferredLanguages,
        maxItems: 200,
      }),
    );
    // The service's list, cut at maxItems as without an index.
    expect(list.complete).toBe(false);
    expect(list.items.length).toBeGreaterThan(0);
    expect(requests).toContain(`/${brand.id}/category/trails?page=2&pageSize=100`);
  });
});
