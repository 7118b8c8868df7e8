// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import {
  contentKeys,
  type TranslatedList,
  translatedListQueryOptions,
  useSuspenseTranslatedContentList,
  useTranslatedContentList,
} from 'content-delivery-react';
import { createContentClient, type FetchFunction } from 'content-delivery-react/client';
import {
  createMockBrand,
  createMockCategory,
  createMockContentItem,
} from 'content-delivery-react/mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseUrl, countingMockFetch } from './multilingualBrand.js';

// A translated list read from the service (a browser, no brand index): the walk of its pages.

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

/** A brand with one category of `count` items, two languages per translation group. */
function brandWithCategory(categoryId: string, count: number) {
  const items = Array.from({ length: count }, (_, index) =>
    createMockContentItem({
      id: `item-${index}`,
      categoryId,
      translationGroupId: `group-${Math.floor(index / 2)}`,
      language: index % 2 === 0 ? 'en' : 'de',
      isSourceLanguageDocument: index % 2 === 0,
      publishedDate: new Date(Date.UTC(2026, 0, 1) - index * 60_000).toISOString(),
    }),
  );
  return createMockBrand({
    id: 'walked',
    categories: [createMockCategory({ id: categoryId })],
    items,
  });
}

function browserClient(categoryId: string, count: number) {
  const { fetch, requests } = countingMockFetch(brandWithCategory(categoryId, count));
  return { client: createContentClient({ baseUrl, fetch, retry: 0, brandIndex: false }), requests };
}

/**
 * `translatedListQueryOptions` from modules loaded afresh: its development warnings are given
 * once per module, and every test here must see its own.
 */
async function freshOptions() {
  vi.resetModules();
  return (await import('content-delivery-react')).translatedListQueryOptions;
}

describe('translatedListQueryOptions walking the service’s list', () => {
  it('walks through the client itself where TanStack gives the query function no client (before 5.66)', async () => {
    const { client, requests } = browserClient('news', 6);
    const options = translatedListQueryOptions(client, 'category', 'news', {
      brandId: 'walked',
      preferredLanguages: ['de'],
    });
    const queryFn = options.queryFn as (context: object) => Promise<TranslatedList>;
    const list = await queryFn({
      queryKey: options.queryKey,
      signal: new AbortController().signal,
    });
    expect(list.items.map((item) => item.id)).toEqual(['item-1', 'item-3', 'item-5']);
    expect(list).toMatchObject({ itemCount: 6, complete: true });
    expect(requests).toEqual(['/walked/category/news?page=1&pageSize=100']);
  });

  it('asks for no page after one failed', async () => {
    const asked: string[] = [];
    let releasePage3 = () => {};
    const page3Held = new Promise<void>((resolve) => {
      releasePage3 = resolve;
    });
    const pageOf = (page: number) => ({
      page,
      pageSize: 100,
      totalCount: 400,
      data: Array.from({ length: 100 }, (_, index) =>
        createMockContentItem({ id: `p${page}-${index}`, categoryId: 'long' }),
      ),
    });
    // Four pages: page 2 fails at once, page 3 answers only when the test says so.
    const fetch: FetchFunction = async (input) => {
      const page = Number(new URL(input).searchParams.get('page'));
      asked.push(`page ${page}`);
      if (page === 2) return Response.json({ title: 'Down' }, { status: 500 });
      if (page === 3) await page3Held;
      return Response.json(pageOf(page));
    };
    const client = createContentClient({ baseUrl, fetch, retry: 0, brandIndex: false });
    const queryClient = new QueryClient();
    const options = translatedListQueryOptions(client, 'category', 'long', {
      brandId: 'walked',
      preferredLanguages: ['de'],
    });
    await expect(queryClient.fetchQuery(options)).rejects.toMatchObject({ status: 500 });
    // Page 3, asked for before the failure, still fills the cache; the walk goes no further.
    releasePage3();
    const page3 = contentKeys.page(client, 'walked', 'category', 'long', {
      page: 3,
      pageSize: 100,
    });
    await vi.waitFor(() => expect(queryClient.getQueryData(page3)).toBeDefined(), {
      timeout: 3000,
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked.sort()).toEqual(['page 1', 'page 2', 'page 3']);
  });

  it('is complete, with no warning, when the list has exactly maxItems items', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { client } = browserClient('exact', 12);
    const options = await freshOptions();
    const list = await new QueryClient().fetchQuery(
      options(client, 'category', 'exact', {
        brandId: 'walked',
        preferredLanguages: ['de'],
        maxItems: 12,
      }),
    );
    expect(list).toMatchObject({ itemCount: 12, complete: true });
    expect(list.items).toHaveLength(6);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns once per cut list, naming it by its first 80 characters', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const long = `c${'x'.repeat(199)}`;
    const { client } = browserClient(long, 12);
    const options = await freshOptions();
    for (let load = 0; load < 2; load++) {
      const list = await new QueryClient().fetchQuery(
        options(client, 'category', long, {
          brandId: 'walked',
          preferredLanguages: ['de'],
          maxItems: 10,
        }),
      );
      expect(list).toMatchObject({ itemCount: 12, complete: false });
    }
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toBe(
      `[content-delivery-react] category "${long.slice(0, 80)}" lists 12 items, more than maxItems (10): it shows the 5 translation groups of its first 10 items. Raise maxItems, or list it without preferredLanguages.`,
    );
  });

  it('warns of nothing in production', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { client } = browserClient('cut', 12);
    const options = await freshOptions();
    const list = await new QueryClient().fetchQuery(
      options(client, 'category', 'cut', {
        brandId: 'walked',
        preferredLanguages: [],
        maxItems: 4,
      }),
    );
    expect(list).toMatchObject({ itemCount: 12, complete: false });
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('the translated list hooks outside a provider', () => {
  it('name themselves in the error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      renderHook(() => useTranslatedContentList({ tag: 'gear', preferredLanguages: ['de'] })),
    ).toThrow(/^useTranslatedContentList must be used within <ContentDeliveryProvider>/);
    expect(() =>
      renderHook(() =>
        useSuspenseTranslatedContentList({ tag: 'gear', preferredLanguages: ['de'] }),
      ),
    ).toThrow(/^useSuspenseTranslatedContentList must be used within <ContentDeliveryProvider>/);
  });
});
