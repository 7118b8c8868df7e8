// @vitest-environment jsdom
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import {
  contentByTagQueryOptions,
  useCategories,
  useContentByCategory,
  useContentByLanguage,
  useContentByTag,
} from 'content-delivery-react';
import { ContentApiError } from 'content-delivery-react/client';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  listeningMockServer,
  newClient,
  newQueryClient,
  providerWrapper,
} from './render.js';

const { server, requests } = listeningMockServer();

describe('useContentByTag', () => {
  it('loads one page of a tag through the provider brand', async () => {
    const wrapper = providerWrapper(newClient(), newQueryClient());
    const { result } = renderHook(() => useContentByTag({ tag: 'gear', pageSize: 5 }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.data).toHaveLength(5);
    expect(result.current.data?.data.every((item) => item.tags.includes('gear'))).toBe(true);
    expect(requests[0]).toBe('/acme-outdoor/tag/gear?pageSize=5');
  });

  it('makes one request for several components reading the same list', async () => {
    const wrapper = providerWrapper(newClient(), newQueryClient());
    function Titles({ label }: { label: string }) {
      const { data } = useContentByTag({
        tag: 'gear',
        page: 1,
        pageSize: 4,
        prefetchNextPage: false,
      });
      return <p>{data ? `${label}: ${data.data.length}` : `${label}: loading`}</p>;
    }
    render(
      ['a', 'b', 'c', 'd', 'e'].map((label) => <Titles key={label} label={label} />),
      { wrapper },
    );
    await screen.findByText('e: 4');
    expect(requests).toEqual(['/acme-outdoor/tag/gear?page=1&pageSize=4']);
  });

  it('keeps the previous page while the next one loads', async () => {
    const wrapper = providerWrapper(newClient(), newQueryClient());
    const { result, rerender } = renderHook(
      ({ page }) => useContentByTag({ tag: 'gear', page, pageSize: 3, prefetchNextPage: false }),
      { wrapper, initialProps: { page: 1 } },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const firstIds = result.current.data?.data.map((item) => item.id);
    rerender({ page: 2 });
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.data?.data.map((item) => item.id)).toEqual(firstIds);
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false));
    expect(result.current.data?.page).toBe(2);
  });

  it('prefetches the next page, so paging forward shows it at once and costs one request a page', async () => {
    const wrapper = providerWrapper(newClient(), newQueryClient());
    const { result, rerender } = renderHook(
      ({ page }) => useContentByTag({ tag: 'gear', page, pageSize: 2 }),
      { wrapper, initialProps: { page: 1 } },
    );
    await waitFor(() => expect(requests).toHaveLength(2));
    for (const page of [2, 3, 4, 5]) {
      await waitFor(() => expect(requests).toHaveLength(page));
      rerender({ page });
      expect(result.current.isPlaceholderData).toBe(false);
      expect(result.current.data?.page).toBe(page);
    }
    await waitFor(() => expect(requests).toHaveLength(6));
    // Five pages shown, plus one look-ahead for page 6.
    expect(requests).toEqual(
      [1, 2, 3, 4, 5, 6].map((page) => `/acme-outdoor/tag/gear?page=${page}&pageSize=2`),
    );
  });

  it('does not prefetch a next page that is cached already, even a stale one', async () => {
    const client = newClient();
    const queryClient = newQueryClient();
    const next = contentByTagQueryOptions(client, {
      brandId: 'acme-outdoor',
      tag: 'gear',
      page: 2,
      pageSize: 2,
    });
    await queryClient.fetchQuery(next);
    // Read ten minutes ago: stale, but the reader has not asked for it yet.
    const readAt = Date.now() - 600_000;
    queryClient.setQueryData(next.queryKey, queryClient.getQueryData(next.queryKey), {
      updatedAt: readAt,
    });
    requests.length = 0;
    const { result } = renderHook(() => useContentByTag({ tag: 'gear', page: 1, pageSize: 2 }), {
      wrapper: providerWrapper(client, queryClient),
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    // The look-ahead's effect has run with the page on screen: nothing started for page 2.
    expect(queryClient.getQueryState(next.queryKey)).toMatchObject({
      dataUpdatedAt: readAt,
      fetchStatus: 'idle',
    });
    expect(requests).toEqual(['/acme-outdoor/tag/gear?page=1&pageSize=2']);
  });

  it('ends on the last requested page when pages are switched quickly', async () => {
    const wrapper = providerWrapper(newClient(), newQueryClient());
    const { result, rerender } = renderHook(
      ({ page }) => useContentByTag({ tag: 'gear', page, pageSize: 2, prefetchNextPage: false }),
      { wrapper, initialProps: { page: 1 } },
    );
    for (const page of [2, 5, 3, 4]) rerender({ page });
    await waitFor(() => expect(result.current.data?.page).toBe(4));
    expect(result.current.isPlaceholderData).toBe(false);
    expect(requests.at(-1)).toBe('/acme-outdoor/tag/gear?page=4&pageSize=2');
  });

  it('surfaces errors as ContentApiError with status and problem', async () => {
    const wrapper = providerWrapper(newClient(), newQueryClient());
    server.use(
      http.get(`${baseUrl}/api/v1/content/brands/:brand/tag/:tag`, () =>
        HttpResponse.json({ title: 'Forbidden brand', status: 403 }, { status: 403 }),
      ),
    );
    const { result } = renderHook(() => useContentByTag({ tag: 'gear' }), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ContentApiError);
    expect(result.current.error).toMatchObject({
      status: 403,
      problem: { title: 'Forbidden brand' },
    });
    expect(requests).toHaveLength(1);
  });

  it('passes TanStack options through: select, enabled', async () => {
    const wrapper = providerWrapper(newClient(), newQueryClient());
    const { result, rerender } = renderHook(
      ({ enabled }) =>
        useContentByTag({
          tag: 'gear',
          enabled,
          select: (page) => page.data.map((item) => item.title),
        }),
      { wrapper, initialProps: { enabled: false } },
    );
    // Disabled: idle at once, nothing sent.
    expect(result.current.fetchStatus).toBe('idle');
    expect(requests).toHaveLength(0);
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(typeof result.current.data?.[0]).toBe('string');
  });

  it('uses a brandId given to the hook over the provider brand', async () => {
    const wrapper = providerWrapper(newClient(), newQueryClient());
    const { result } = renderHook(
      () => useContentByLanguage({ brandId: 'globex-finance', lang: 'de', pageSize: 1 }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(requests[0]).toBe('/globex-finance/lang/de?pageSize=1');
  });

  it('reports a bad identifier as an error state, not a crash', async () => {
    const wrapper = providerWrapper(newClient(), newQueryClient());
    const { result } = renderHook(() => useContentByCategory({ categoryId: '..' }), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.kind).toBe('invalid-request');
    expect(requests).toHaveLength(0);
  });
});

describe('hooks outside the provider', () => {
  it('throw a named, actionable error', () => {
    const consoleError = console.error;
    console.error = () => {};
    try {
      expect(() => renderHook(() => useContentByTag({ tag: 'x' }))).toThrow(
        'useContentByTag must be used within <ContentDeliveryProvider>',
      );
      expect(() => renderHook(() => useCategories())).toThrow(
        'useCategories must be used within <ContentDeliveryProvider>',
      );
    } finally {
      console.error = consoleError;
    }
  });
});

describe('unmounting', () => {
  it('aborts the in-flight request', async () => {
    let aborted = false;
    let arrived = false;
    server.use(
      http.get(`${baseUrl}/api/v1/content/brands/:brand/tag/:tag`, async ({ request }) => {
        arrived = true;
        // Answers only when the request is aborted: no real time passes in this test.
        await new Promise((resolve) => {
          request.signal.addEventListener('abort', () => {
            aborted = true;
            resolve(undefined);
          });
        });
        return HttpResponse.json({ page: 1, pageSize: 1, totalCount: 0, data: [] });
      }),
    );
    const wrapper = providerWrapper(newClient(), newQueryClient());
    const { unmount } = renderHook(() => useContentByTag({ tag: 'slow' }), { wrapper });
    await waitFor(() => expect(arrived).toBe(true));
    act(() => unmount());
    await waitFor(() => expect(aborted).toBe(true));
  });
});
