// @vitest-environment jsdom
import { QueryClient, QueryClientContext, useQueryClient } from '@tanstack/react-query';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import {
  ContentDataProvider,
  ContentSearch,
  useCategories,
  useContentByCategory,
  useContentByLanguage,
  useContentBySlug,
  useContentByTag,
  useContentData,
  useContentSearch,
  useInfiniteContentByCategory,
  useInfiniteContentByLanguage,
  useInfiniteContentByTag,
  useSuspenseCategories,
  useSuspenseContentByCategory,
  useSuspenseContentByLanguage,
  useSuspenseContentBySlug,
  useSuspenseContentByTag,
} from 'content-delivery-react';
import { describe, expect, it } from 'vitest';
import { listeningMockServer, newClient, newQueryClient } from './render.js';

const { requests } = listeningMockServer();

describe('hooks outside a provider', () => {
  // Each hook names itself, so the error points at the component that needs the provider.
  const hooks: [string, () => unknown][] = [
    ['useContentData', () => useContentData()],
    ['useCategories', () => useCategories()],
    ['useSuspenseCategories', () => useSuspenseCategories()],
    ['useContentBySlug', () => useContentBySlug({ slug: 'a' })],
    ['useSuspenseContentBySlug', () => useSuspenseContentBySlug({ slug: 'a' })],
    ['useContentByCategory', () => useContentByCategory({ categoryId: 'hiking' })],
    ['useInfiniteContentByCategory', () => useInfiniteContentByCategory({ categoryId: 'hiking' })],
    ['useSuspenseContentByCategory', () => useSuspenseContentByCategory({ categoryId: 'hiking' })],
    ['useContentByLanguage', () => useContentByLanguage({ lang: 'de' })],
    ['useInfiniteContentByLanguage', () => useInfiniteContentByLanguage({ lang: 'de' })],
    ['useSuspenseContentByLanguage', () => useSuspenseContentByLanguage({ lang: 'de' })],
    ['useContentByTag', () => useContentByTag({ tag: 'gear' })],
    ['useInfiniteContentByTag', () => useInfiniteContentByTag({ tag: 'gear' })],
    ['useSuspenseContentByTag', () => useSuspenseContentByTag({ tag: 'gear' })],
    ['useContentSearch', () => useContentSearch({ query: 'tent' })],
  ];

  it.each(hooks)('%s throws an error that names it and the providers', (name, hook) => {
    const consoleError = console.error;
    // React logs the error it rethrows; the assertion below is what matters.
    console.error = () => {};
    try {
      expect(() => renderHook(hook)).toThrow(
        `${name} must be used within <ContentDeliveryProvider> or <ContentDataProvider>, which give it the client.`,
      );
    } finally {
      console.error = consoleError;
    }
  });
});

describe('ContentDataProvider', () => {
  it('without a brand anywhere, lets the client refuse the empty brand, with no request', async () => {
    const queryClient = newQueryClient();
    const { result } = renderHook(() => useCategories(), {
      wrapper: ({ children }) => (
        <ContentDataProvider client={newClient()} queryClient={queryClient}>
          {children}
        </ContentDataProvider>
      ),
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'invalid-request', field: 'brandId' });
    expect(requests).toEqual([]);
  });

  it('gives its consumers a new default brand when the brandId prop changes', async () => {
    const client = newClient();
    const queryClient = newQueryClient();
    function Categories() {
      const { brandId } = useContentData();
      const { data } = useCategories();
      return <p>{data === undefined ? 'loading' : `${brandId}: ${data.length} categories`}</p>;
    }
    const page = (brandId: string) => (
      <ContentDataProvider client={client} brandId={brandId} queryClient={queryClient}>
        <Categories />
      </ContentDataProvider>
    );
    const { rerender } = render(page('acme-outdoor'));
    await screen.findByText('acme-outdoor: 6 categories');
    rerender(page('globex-finance'));
    await screen.findByText(/^globex-finance: \d+ categories$/);
    expect(requests).toEqual(['/acme-outdoor/categories', '/globex-finance/categories']);
  });

  it('keeps its private QueryClient, and so the cache, when it renders again', async () => {
    const client = newClient();
    function Categories() {
      const { data } = useCategories();
      return <p>{data === undefined ? 'loading' : `${data.length} categories`}</p>;
    }
    // No queryClient prop and no QueryClientProvider above: the provider makes its own.
    const page = (secondPanel: boolean) => (
      <ContentDataProvider client={client} brandId="acme-outdoor">
        <Categories />
        {secondPanel && <Categories />}
      </ContentDataProvider>
    );
    const { rerender } = render(page(false));
    await screen.findByText('6 categories');
    // A second panel opens (the provider renders again): it reads the cached categories at
    // once, with no new request, as the first one did.
    rerender(page(true));
    expect(screen.getAllByText('6 categories')).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual(['/acme-outdoor/categories']);
  });

  it('uses a QueryClient that an enclosing context gives only on a later render', () => {
    const host = new QueryClient();
    const client = newClient();
    const tree = (enclosing: QueryClient | undefined) => (
      <QueryClientContext.Provider value={enclosing}>
        <ContentDataProvider client={client}>
          <Probe host={host} />
        </ContentDataProvider>
      </QueryClientContext.Provider>
    );
    const { rerender } = render(tree(undefined));
    screen.getByText('private');
    rerender(tree(host));
    screen.getByText('host');
  });
});

describe('components that work without a provider', () => {
  it('renders <ContentSearch> outside one as its plain search form', () => {
    const consoleWarn = console.warn;
    // Its development warning (printed once per process) is not what this test is about.
    console.warn = () => {};
    try {
      const { container } = render(<ContentSearch action="/find" />);
      expect(container.querySelector('form[role="search"]')?.getAttribute('action')).toBe('/find');
      screen.getByRole('searchbox', { name: 'Search' });
    } finally {
      console.warn = consoleWarn;
    }
  });
});

function Probe({ host }: { host: QueryClient }) {
  return <p>{useQueryClient() === host ? 'host' : 'private'}</p>;
}
