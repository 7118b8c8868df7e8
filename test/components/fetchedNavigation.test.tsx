// @vitest-environment jsdom
// The fetching parts of CategoryNav and LanguageSwitcher in the client build
// (componentBuildForClient.tsx): what a reader sees while the request runs and after it fails,
// and which brand the requests ask for.
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CategoryNav, type ContentItem, LanguageSwitcher } from 'content-delivery-react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { heldService } from './heldService.js';
import { demoItem, mockClient, wrapperFor } from './setup.js';

/** Every answer held until `release()`, so a test can look at the loading state. */
function heldClient() {
  const { client, service, release } = heldService({ holding: true });
  return { client, paths: service.paths, release };
}

const germanTranslation = () =>
  demoItem((entry) => entry.language === 'de' && !entry.isSourceLanguageDocument);

describe('CategoryNav (fetching)', () => {
  it('is busy, in the loading state, until the categories arrive', async () => {
    const { client, release } = heldClient();
    const { container } = render(<CategoryNav />, { wrapper: wrapperFor(client) });
    const nav = container.querySelector('nav');
    expect(nav?.getAttribute('data-state')).toBe('loading');
    expect(nav?.getAttribute('aria-busy')).toBe('true');
    release();
    await waitFor(() => expect(container.querySelectorAll('.cdr-category')).toHaveLength(6), {
      timeout: 5000,
    });
    expect(nav?.getAttribute('data-state')).toBe('ready');
    expect(nav?.getAttribute('aria-busy')).toBe('false');
  });

  it('loads the categories again when Retry is pressed after a failure', async () => {
    const { client, failing } = mockClient();
    failing.on = true;
    const { container } = render(<CategoryNav />, { wrapper: wrapperFor(client) });
    await screen.findByRole('alert', undefined, { timeout: 5000 });
    expect(container.querySelector('nav')?.getAttribute('data-state')).toBe('error');
    const failedRequests = failing.requests;
    failing.on = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(container.querySelectorAll('.cdr-category')).toHaveLength(6), {
      timeout: 5000,
    });
    expect(failing.requests).toBe(failedRequests + 1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(container.querySelector('nav')?.getAttribute('data-state')).toBe('ready');
  });

  it('keeps the categories after a failed refresh, marked data-stale=""', async () => {
    const { client, failing } = mockClient();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { container } = render(<CategoryNav />, { wrapper: wrapperFor(client, {}, queryClient) });
    await waitFor(() => expect(container.querySelectorAll('.cdr-category')).toHaveLength(6), {
      timeout: 5000,
    });
    const nav = container.querySelector('nav');
    expect(nav?.hasAttribute('data-stale')).toBe(false);
    failing.on = true;
    await queryClient.refetchQueries();
    await waitFor(() => expect(nav?.getAttribute('data-stale')).toBe(''), { timeout: 5000 });
    expect(nav?.getAttribute('data-state')).toBe('ready');
    expect(container.querySelectorAll('.cdr-category')).toHaveLength(6);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('LanguageSwitcher (fetching)', () => {
  it('offers the item alone, busy, while its versions are looked up', async () => {
    const item = await germanTranslation();
    const { client, release } = heldClient();
    const { container } = render(<LanguageSwitcher item={item} />, {
      wrapper: wrapperFor(client),
    });
    const nav = container.querySelector('nav');
    expect(nav?.getAttribute('aria-busy')).toBe('true');
    const offered = () =>
      Array.from(container.querySelectorAll('.cdr-language a'), (link) =>
        link.getAttribute('lang'),
      );
    expect(offered()).toEqual(['de']);
    expect(container.querySelector('[aria-current="page"]')?.getAttribute('lang')).toBe('de');
    release();
    await waitFor(() => expect(nav?.getAttribute('aria-busy')).toBe('false'), { timeout: 5000 });
    expect(offered()).toHaveLength(3);
  });

  it('names useContentVariants in the error thrown without a provider', async () => {
    const item = await germanTranslation();
    // React logs the error it rethrows; the message is what this test reads.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(() => render(<LanguageSwitcher item={item} />)).toThrow(
        /^useContentVariants must be used within <ContentDeliveryProvider>/,
      );
    } finally {
      vi.restoreAllMocks();
    }
  });
});

const fetchingParts: readonly [name: string, element: (item: ContentItem) => ReactElement][] = [
  ['CategoryNav', () => <CategoryNav brandId="other-brand" />],
  ['LanguageSwitcher', (item) => <LanguageSwitcher item={item} brandId="other-brand" />],
];

describe('brandId of the fetching parts', () => {
  it.each(fetchingParts)("%s asks for its own brandId, not the provider's", async (_, element) => {
    const item = await germanTranslation();
    const { client, paths, release } = heldClient();
    release();
    const queryClient = new QueryClient();
    render(element(item), { wrapper: wrapperFor(client, {}, queryClient) });
    await waitFor(() => expect(paths.length).toBeGreaterThan(0), { timeout: 5000 });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0), { timeout: 5000 });
    // The provider's brand is acme-outdoor: not one request may go there.
    for (const path of paths) expect(path).toContain('/brands/other-brand/');
  });
});
