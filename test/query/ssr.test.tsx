// @vitest-environment jsdom
import {
  type DehydratedState,
  defaultShouldDehydrateQuery,
  dehydrate,
  QueryClient,
} from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import {
  type ContentClient,
  contentByTagQueryOptions,
  translatedListQueryOptions,
  useContentByTag,
  useTranslatedContentList,
} from 'content-delivery-react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { HydratedPage, type HydratedPageProps } from '../helpers/hydratedPage.js';
import { apiKey, listeningMockServer, newClient } from './render.js';

const { requests } = listeningMockServer();

function Latest() {
  const { data, isPending } = useContentByTag({ tag: 'gear', page: 1, pageSize: 5 });
  if (isPending) return <p>Loading…</p>;
  return (
    <ul>
      {data?.data.map((item) => (
        <li key={item.id}>{item.title}</li>
      ))}
    </ul>
  );
}

function App(props: HydratedPageProps) {
  return (
    <HydratedPage {...props}>
      <Latest />
    </HydratedPage>
  );
}

describe('server prefetch and hydration', () => {
  it('renders on the server and hydrates with no client request and no mismatch', async () => {
    // Server: prefetch with the exported options, render, dehydrate.
    const serverClient = newClient();
    const serverQueryClient = new QueryClient();
    await serverQueryClient.prefetchQuery(
      contentByTagQueryOptions(serverClient, {
        brandId: 'acme-outdoor',
        tag: 'gear',
        page: 1,
        pageSize: 5,
      }),
    );
    const state = dehydrate(serverQueryClient);
    const html = renderToString(
      <App client={serverClient} queryClient={serverQueryClient} state={state} />,
    );
    expect(html).toContain('<li>');
    expect(html).not.toContain('Loading');
    const wire = JSON.stringify(state);
    expect(wire).not.toContain(apiKey);
    expect(requests).toHaveLength(1);
    requests.length = 0;

    // Browser: the HTML plus the serialised state.
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const consoleError = vi.spyOn(console, 'error');
    const browserQueryClient = new QueryClient();
    await act(async () => {
      hydrateRoot(
        container,
        <App client={newClient()} queryClient={browserQueryClient} state={JSON.parse(wire)} />,
      );
    });
    // Hydration ran every effect inside act(): a refetch would be in flight now.
    expect(browserQueryClient.isFetching()).toBe(0);
    expect(container.querySelectorAll('li')).toHaveLength(5);
    expect(consoleError).not.toHaveBeenCalled();
    expect(requests).toEqual([]);
    consoleError.mockRestore();
    container.remove();
  });

  it('renders the loading state on the server without a prefetch, then loads in the browser', async () => {
    const queryClient = new QueryClient();
    const html = renderToString(
      <App client={newClient()} queryClient={queryClient} state={{ queries: [], mutations: [] }} />,
    );
    expect(html).toContain('Loading…');
    expect(requests).toHaveLength(0);
    const container = document.createElement('div');
    container.innerHTML = html;
    await act(async () => {
      hydrateRoot(
        container,
        <App
          client={newClient()}
          queryClient={new QueryClient()}
          state={{ queries: [], mutations: [] }}
        />,
      );
    });
    await waitFor(() => expect(container.querySelectorAll('li')).toHaveLength(5));
  });
});

function GermanGear() {
  const { data, isPending } = useTranslatedContentList({
    tag: 'gear',
    page: 2,
    pageSize: 4,
    preferredLanguages: ['de'],
  });
  if (isPending) return <p>Loading…</p>;
  return (
    <ul data-total={data?.totalCount}>
      {data?.data.map((item) => (
        <li key={item.id} lang={item.language}>
          {item.title}
        </li>
      ))}
    </ul>
  );
}

describe('server prefetch and hydration of a list in the reader language', () => {
  it('prefetching the translated list is enough: any page renders on the server and hydrates with no request', async () => {
    const serverClient = newClient();
    const serverQueryClient = new QueryClient();
    await serverQueryClient.prefetchQuery(
      translatedListQueryOptions(serverClient, 'tag', 'gear', {
        brandId: 'acme-outdoor',
        preferredLanguages: ['de'],
      }),
    );
    expect(requests).toEqual(['/acme-outdoor/tag/gear?page=1&pageSize=100']);
    requests.length = 0;
    // Only the collapsed list goes to the browser; the walked page stays on the server.
    const state = dehydrate(serverQueryClient, {
      shouldDehydrateQuery: (query) =>
        defaultShouldDehydrateQuery(query) && query.queryKey.includes('translated'),
    });
    expect(state.queries).toHaveLength(1);
    const tree = (client: ContentClient, queryClient: QueryClient, dehydrated: DehydratedState) => (
      <HydratedPage client={client} queryClient={queryClient} state={dehydrated}>
        <GermanGear />
      </HydratedPage>
    );
    const html = renderToString(tree(serverClient, serverQueryClient, state));
    expect(html).not.toContain('Loading');
    expect(html).toContain('lang="de"');
    // The demo tag `gear` has 8 translation groups.
    expect(html).toContain('data-total="8"');
    const wire = JSON.stringify(state);
    expect(wire).not.toContain(apiKey);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const consoleError = vi.spyOn(console, 'error');
    const browserQueryClient = new QueryClient();
    await act(async () => {
      hydrateRoot(container, tree(newClient(), browserQueryClient, JSON.parse(wire)));
    });
    expect(browserQueryClient.isFetching()).toBe(0);
    expect(container.querySelectorAll('li')).toHaveLength(4);
    expect(consoleError).not.toHaveBeenCalled();
    expect(requests).toEqual([]);
    consoleError.mockRestore();
    container.remove();
  });
});
