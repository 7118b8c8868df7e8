// @vitest-environment jsdom
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import {
  ContentList,
  categoriesQueryOptions,
  translatedListQueryOptions,
} from 'content-delivery-react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydratedPage, type HydratedPageProps } from '../helpers/hydratedPage.js';
import { mockClient } from './setup.js';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** The page: languages come from the route (here `ar`), never from `navigator.languages`. */
function Page(props: HydratedPageProps) {
  return (
    <HydratedPage {...props}>
      <ContentList categoryId="hiking" preferredLanguages={['ar']} pageSize={4} />
    </HydratedPage>
  );
}

describe('ContentList in the reader language, rendered on a server', () => {
  it('renders the localized heading and a page of groups, and hydrates with no request and no mismatch', async () => {
    const server = mockClient();
    const serverQueryClient = new QueryClient();
    await Promise.all([
      serverQueryClient.prefetchQuery(categoriesQueryOptions(server.client, 'acme-outdoor')),
      serverQueryClient.prefetchQuery(
        translatedListQueryOptions(server.client, 'category', 'hiking', {
          brandId: 'acme-outdoor',
          preferredLanguages: ['ar'],
        }),
      ),
    ]);
    const state = dehydrate(serverQueryClient);
    const html = renderToString(
      <Page client={server.client} queryClient={serverQueryClient} state={state} />,
    );
    expect(html).toContain('المشي لمسافات طويلة');
    expect(html).toContain('dir="rtl"');
    expect(html).not.toContain('data-state="loading"');
    // 6 translation groups in pages of 4: two pages.
    expect(html).toContain('aria-label="Page 2"');
    expect(html).not.toContain('aria-label="Page 3"');

    const browser = mockClient();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error');
    const browserQueryClient = new QueryClient();
    await act(async () => {
      hydrateRoot(
        container,
        <Page
          client={browser.client}
          queryClient={browserQueryClient}
          state={JSON.parse(JSON.stringify(state))}
        />,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(browserQueryClient.isFetching()).toBe(0);
    expect(browser.failing.requests).toBe(0);
    expect(container.querySelectorAll('.cdr-card')).toHaveLength(4);
  });
});
