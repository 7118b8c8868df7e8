// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import {
  contentKeys,
  type IndexedContent,
  type ResolveVariantOptions,
  useContentVariants,
  useResolvedVariant,
} from 'content-delivery-react';
import { createContentClient, type FetchFunction } from 'content-delivery-react/client';
import { createMockCategory, createMockContentItem } from 'content-delivery-react/mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newQueryClient, providerWrapper } from './render.js';

afterEach(() => {
  vi.restoreAllMocks();
});

const groupId = 'group-boots';

/** A version of the boots article, as the proxy's index lists it. */
function boots(language: string, title = `Boots (${language})`): IndexedContent {
  return createMockContentItem({
    id: `boots-${language}`,
    slug: `boots-${language}`,
    title,
    language,
    translationGroupId: groupId,
    isSourceLanguageDocument: language === 'en',
  }) as IndexedContent;
}

/**
 * A browser's client made with `brandIndex: 'proxy'`, over a proxy whose answers a test can
 * break: the variants of `groupId` from its index, and the categories of `acme-outdoor` (in
 * German, English and French) and `other` (in Italian).
 */
function proxiedClient() {
  const broken = { variants: false, categories: false };
  const asked: string[] = [];
  const fetch: FetchFunction = async (input) => {
    const { pathname } = new URL(input);
    asked.push(pathname.replace('/api/content', ''));
    if (pathname.endsWith(`/variants/${groupId}`)) {
      if (broken.variants) return Response.json({ title: 'Bad Gateway' }, { status: 502 });
      const data = ['de', 'en', 'fr'].map((language) => boots(language));
      return Response.json({ page: 1, pageSize: 3, totalCount: 3, data });
    }
    if (pathname.endsWith('/categories')) {
      if (broken.categories) return Response.json({ title: 'Down' }, { status: 500 });
      const languages = pathname.includes('/other/') ? ['it'] : ['de', 'en', 'fr'];
      const translations = Object.fromEntries(
        languages.map((language) => [language, { name: language, description: null }]),
      );
      return Response.json([createMockCategory({ translations })]);
    }
    return Response.json({ title: 'Not Found' }, { status: 404 });
  };
  const client = createContentClient({
    baseUrl: 'https://proxy.test/api/content',
    brandIndex: 'proxy',
    fetch,
    retry: 0,
  });
  const queryClient = newQueryClient();
  const wrapper = providerWrapper(client, queryClient);
  const variantRequests = () => asked.filter((path) => path.includes('/variants/')).length;
  return { client, queryClient, wrapper, broken, asked, variantRequests };
}

describe('useContentVariants', () => {
  it('shows nothing for no item, fetches nothing, and a refetch still gives nothing', async () => {
    const { wrapper, asked } = proxiedClient();
    const { result } = renderHook(() => useContentVariants(undefined), { wrapper });
    expect(result.current).toMatchObject({
      all: [],
      variants: [],
      source: undefined,
      languages: [],
      isPending: false,
      isFetching: false,
      error: null,
    });
    await act(async () => result.current.refetch());
    await waitFor(() => expect(result.current.isFetching).toBe(false));
    expect(result.current.error).toBeNull();
    expect(result.current.all).toEqual([]);
    expect(result.current.variants).toEqual([]);
    expect(asked.filter((path) => !path.endsWith('/categories'))).toEqual([]);
  });

  it('looks each item up on its own: the item passed wins its language over the index’s copy', async () => {
    const { wrapper } = proxiedClient();
    const english = boots('en');
    // Edited since the proxy's index was built.
    const german = boots('de', 'Stiefel (neu)');
    const { result, rerender } = renderHook(({ item }) => useContentVariants(item), {
      wrapper,
      initialProps: { item: english },
    });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.all.map((version) => version.title)).toEqual([
      'Boots (de)',
      'Boots (en)',
      'Boots (fr)',
    ]);
    rerender({ item: german });
    await waitFor(() => expect(result.current.variants).toHaveLength(2));
    expect(result.current.all).toContain(german);
    expect(result.current.variants.map((version) => version.id)).toEqual(['boots-en', 'boots-fr']);
  });

  it('is refreshed by invalidating the variants key of its group', async () => {
    const { client, queryClient, wrapper, variantRequests } = proxiedClient();
    const { result } = renderHook(() => useContentVariants(boots('en')), { wrapper });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(variantRequests()).toBe(1);
    await act(() =>
      queryClient.invalidateQueries({
        queryKey: contentKeys.variants(client, 'acme-outdoor', groupId),
      }),
    );
    await waitFor(() => expect(variantRequests()).toBe(2));
  });

  it('fetches nothing when disabled, and reads the languages of the brand it is given', async () => {
    const { wrapper, asked } = proxiedClient();
    const disabled = renderHook(() => useContentVariants(boots('en'), { enabled: false }), {
      wrapper,
    });
    expect(disabled.result.current).toMatchObject({ languages: [], isPending: false });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(asked).toEqual([]);

    const other = renderHook(() => useContentVariants(boots('en'), { brandId: 'other' }), {
      wrapper,
    });
    await waitFor(() => expect(other.result.current.languages).toEqual(['it']));
  });

  it('reports a failed lookup while the languages load fine', async () => {
    const { wrapper, broken } = proxiedClient();
    broken.variants = true;
    const { result } = renderHook(() => useContentVariants(boots('en')), { wrapper });
    await waitFor(() => expect(result.current.error).toMatchObject({ status: 502 }));
    expect(result.current.isRefetchError).toBe(false);
    expect(result.current.languages).toEqual(['de', 'en', 'fr']);
    // The item itself is still usable.
    expect(result.current.all.map((version) => version.id)).toEqual(['boots-en']);
  });

  it('keeps the last good variants on a failed refetch, and says the error is a refetch’s', async () => {
    const { wrapper, broken, variantRequests } = proxiedClient();
    const { result } = renderHook(() => useContentVariants(boots('en')), { wrapper });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    broken.variants = true;
    await act(async () => result.current.refetch());
    await waitFor(() => expect(result.current.error).toMatchObject({ status: 502 }));
    expect(variantRequests()).toBe(2);
    expect(result.current.isRefetchError).toBe(true);
    expect(result.current.variants).toHaveLength(2);
  });

  it('reports a failed refetch of the languages, while the variants are fine', async () => {
    const { client, queryClient, wrapper, broken } = proxiedClient();
    const { result } = renderHook(() => useContentVariants(boots('en')), { wrapper });
    await waitFor(() => expect(result.current.languages).toHaveLength(3));
    await waitFor(() => expect(result.current.isPending).toBe(false));
    broken.categories = true;
    await act(() =>
      queryClient.refetchQueries({ queryKey: contentKeys.categories(client, 'acme-outdoor') }),
    );
    await waitFor(() => expect(result.current.error).toMatchObject({ status: 500 }));
    expect(result.current.isRefetchError).toBe(true);
    expect(result.current.languages).toEqual(['de', 'en', 'fr']);
    expect(result.current.variants).toHaveLength(2);
  });

  it('names itself when used outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useContentVariants(undefined))).toThrow(
      /^useContentVariants must be used within <ContentDeliveryProvider>/,
    );
  });
});

describe('useResolvedVariant', () => {
  it('gives no item when nothing matches and fallback is false', async () => {
    const { wrapper } = proxiedClient();
    const { result, rerender } = renderHook(
      ({ options }) => useResolvedVariant(boots('en'), ['ja'], options),
      { wrapper, initialProps: { options: { fallback: false } as ResolveVariantOptions } },
    );
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current).toMatchObject({ item: undefined, fellBack: false });
    // Left unset: the source document, and it says so.
    rerender({ options: {} });
    expect(result.current).toMatchObject({ item: { id: 'boots-en' }, fellBack: true });
  });
});
