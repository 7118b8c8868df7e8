// @vitest-environment jsdom
// The `pages` variant of ContentList: where focus goes (only after the reader changes page),
// which page a parent that stops controlling it gets, how many pages the pagination offers
// (from the page size the service answered with), and the name in its provider error.
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ContentList } from 'content-delivery-react';
import { createContentClient } from 'content-delivery-react/client';
import { createMockFetch } from 'content-delivery-react/mock';
import { describe, expect, it, vi } from 'vitest';
import { baseUrl, mockClient, wrapperFor } from './setup.js';

const cardCount = (container: HTMLElement) => container.querySelectorAll('.cdr-card').length;
const currentPage = () => document.querySelector('[aria-current="page"]')?.textContent;
const pageButtons = () =>
  Array.from(document.querySelectorAll('.cdr-pagination button'), (button) =>
    button.getAttribute('aria-label'),
  ).filter((label) => label?.startsWith('Page '));

/** A client on the mock service whose pages claim `pageSize` (what a service capping it does). */
function clientAnsweringPageSize(pageSize: number) {
  const mockFetch = createMockFetch();
  return createContentClient({
    baseUrl,
    retry: 0,
    fetch: async (url, init) => {
      const response = await mockFetch(url, init);
      const body = await response.json();
      return Response.json({ ...body, pageSize }, { status: response.status });
    },
  });
}

describe('PagedContentList', () => {
  it('leaves focus where it is when the first page arrives', async () => {
    const { client } = mockClient();
    const { container } = render(<ContentList lang="en" pageSize={3} heading="English" />, {
      wrapper: wrapperFor(client),
    });
    await waitFor(() => expect(cardCount(container)).toBe(3), { timeout: 5000 });
    expect(document.activeElement).toBe(document.body);
  });

  it('moves focus to the heading once after a page change, not again on later renders', async () => {
    const { client } = mockClient();
    const list = <ContentList lang="en" pageSize={3} heading="English" />;
    const { container, rerender } = render(list, { wrapper: wrapperFor(client) });
    await waitFor(() => expect(cardCount(container)).toBe(3), { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    const heading = screen.getByRole('heading', { name: 'English' });
    await waitFor(() => expect(document.activeElement).toBe(heading), { timeout: 5000 });
    const link = container.querySelector<HTMLAnchorElement>('.cdr-card-title a');
    link?.focus();
    rerender(<ContentList lang="en" pageSize={3} heading="English" className="again" />);
    expect(container.querySelector('section')?.className).toBe('cdr-list again');
    expect(document.activeElement).toBe(link);
  });

  it('leaves its own page alone while controlled: a parent that lets go shows page 1', async () => {
    const { client } = mockClient();
    const onPageChange = vi.fn();
    const { container, rerender } = render(
      <ContentList lang="en" pageSize={3} page={1} onPageChange={onPageChange} />,
      { wrapper: wrapperFor(client) },
    );
    await waitFor(() => expect(cardCount(container)).toBe(3), { timeout: 5000 });
    // The parent ignores the change: page 1 stays.
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    expect(currentPage()).toBe('1');
    rerender(<ContentList lang="en" pageSize={3} onPageChange={onPageChange} />);
    await waitFor(() => expect(currentPage()).toBe('1'), { timeout: 5000 });
  });

  it('counts pages by the page size the service answered with', async () => {
    // 8 cards a page (the service's size), not the 2 asked for.
    const { container } = render(<ContentList lang="en" pageSize={2} />, {
      wrapper: wrapperFor(clientAnsweringPageSize(8)),
    });
    await waitFor(() => expect(cardCount(container)).toBe(2), { timeout: 5000 });
    const { totalCount } = await mockClient().client.getContentByLanguage('acme-outdoor', 'en');
    expect(pageButtons()).toHaveLength(Math.min(Math.ceil(totalCount / 8), 5));
  });

  it('counts pages by the page size asked for when the service answers 0', async () => {
    const { container } = render(<ContentList lang="en" pageSize={2} />, {
      wrapper: wrapperFor(clientAnsweringPageSize(0)),
    });
    await waitFor(() => expect(cardCount(container)).toBe(2), { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeDefined();
  });

  it('keeps a page whose refresh failed, marked data-stale="" with no alert', async () => {
    const { client, failing } = mockClient();
    const queryClient = new QueryClient();
    const { container } = render(<ContentList lang="en" pageSize={3} />, {
      wrapper: wrapperFor(client, {}, queryClient),
    });
    await waitFor(() => expect(cardCount(container)).toBe(3), { timeout: 5000 });
    expect(container.querySelector('.cdr-list-items')?.hasAttribute('data-stale')).toBe(false);
    failing.on = true;
    await act(() => queryClient.refetchQueries());
    await waitFor(
      () => expect(container.querySelector('.cdr-list-items')?.getAttribute('data-stale')).toBe(''),
      { timeout: 5000 },
    );
    expect(cardCount(container)).toBe(3);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names ContentList in the error thrown outside any provider', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(() => render(<ContentList lang="en" />)).toThrow(
        /^ContentList must be used within <ContentDeliveryProvider>/,
      );
    } finally {
      consoleError.mockRestore();
    }
  });
});
