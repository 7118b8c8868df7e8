// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ContentList } from 'content-delivery-react';
import { createContentClient } from 'content-delivery-react/client';
import { createMockFetch } from 'content-delivery-react/mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations, baseUrl, wrapperFor } from './setup.js';

/**
 * A client on the mock service that records each request's path and query, and can hold
 * the categories answer back until `releaseCategories()`.
 */
function recordingClient({ holdCategories = false } = {}) {
  const mockFetch = createMockFetch();
  const requests: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const client = createContentClient({
    baseUrl,
    retry: 0,
    fetch: async (url, init) => {
      const { pathname, search } = new URL(String(url));
      requests.push(`${pathname.replace('/api/v1/content/brands', '')}${search}`);
      if (holdCategories && pathname.endsWith('/categories')) await held;
      return mockFetch(url, init);
    },
  });
  return { client, requests, releaseCategories: () => release() };
}

const cards = (container: HTMLElement) =>
  Array.from(container.querySelectorAll<HTMLElement>('.cdr-card'));
const languagesOf = (container: HTMLElement) => cards(container).map((card) => card.lang);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ContentList preferredLanguages', () => {
  it('shows one card per translation group in German, and pages by groups', async () => {
    const { client, requests } = recordingClient();
    const { container } = render(
      <ContentList categoryId="hiking" preferredLanguages={['de']} pageSize={2} />,
      { wrapper: wrapperFor(client) },
    );
    await waitFor(() => expect(cards(container)).toHaveLength(2));
    // The demo's hiking category: 15 items, 5 translation groups, so pages of 2, 2 and 1.
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('button', { name: 'Page 3' })).toBeDefined();
    expect(within(pagination).queryByRole('button', { name: 'Page 4' })).toBeNull();
    const shown = [...languagesOf(container)];
    for (const [page, count] of [
      ['Page 2', 2],
      ['Page 3', 1],
    ] as const) {
      fireEvent.click(within(pagination).getByRole('button', { name: page }));
      expect(cards(container)).toHaveLength(count);
      shown.push(...languagesOf(container));
    }
    // Every hiking group has a German version, so the whole list reads in German.
    expect(shown).toEqual(['de', 'de', 'de', 'de', 'de']);
    expect(requests.filter((request) => request.includes('/category/'))).toEqual([
      '/acme-outdoor/category/hiking?page=1&pageSize=100',
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('heads a category list with its name in the reader language, as text, and focuses it after paging', async () => {
    const { client } = recordingClient();
    render(<ContentList categoryId="hiking" preferredLanguages={['de-AT', 'en']} pageSize={2} />, {
      wrapper: wrapperFor(client),
    });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Wandern' });
    expect(heading.getAttribute('lang')).toBe('de');
    expect(heading.getAttribute('dir')).toBe('ltr');
    fireEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('heads an Arabic list right to left, original-language items where there is no Arabic', async () => {
    const { client } = recordingClient();
    const { container } = render(
      <div dir="rtl" lang="ar">
        <ContentList categoryId="hiking" preferredLanguages={['ar']} pageSize={6} />
      </div>,
      { wrapper: wrapperFor(client) },
    );
    const heading = await screen.findByRole('heading', { name: 'المشي لمسافات طويلة' });
    expect(heading.getAttribute('lang')).toBe('ar');
    expect(heading.getAttribute('dir')).toBe('rtl');
    // The demo's hiking category has 5 translation groups.
    await waitFor(() => expect(cards(container)).toHaveLength(5));
    const languages = languagesOf(container);
    expect(languages).toContain('ar');
    // A German original without an Arabic version stays German.
    expect(languages).toContain('de');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('reveals pageSize more groups per "load more", with no request', async () => {
    const { client, requests } = recordingClient();
    const { container } = render(
      <ContentList tag="gear" preferredLanguages={['fr']} pageSize={4} variant="load-more" />,
      { wrapper: wrapperFor(client) },
    );
    await waitFor(() => expect(cards(container)).toHaveLength(4));
    const walked = requests.length;
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(cards(container)).toHaveLength(8);
    await waitFor(() => expect(document.activeElement?.getAttribute('data-index')).toBe('4'));
    while (screen.queryByRole('button', { name: 'Load more' })) {
      fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    }
    // The demo tag "gear" lists 25 items in 8 translation groups: 4 + 4, no repeats.
    const hrefs = cards(container).map((card) => card.querySelector('a')?.getAttribute('href'));
    expect(hrefs).toHaveLength(8);
    expect(new Set(hrefs).size).toBe(8);
    expect(requests).toHaveLength(walked);
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('ContentList category heading', () => {
  it('shows no heading (and no id) while the categories load, then the localized name', async () => {
    const { client, releaseCategories } = recordingClient({ holdCategories: true });
    const { container } = render(
      <ContentList categoryId="hiking" preferredLanguages={['de']} pageSize={2} />,
      { wrapper: wrapperFor(client) },
    );
    await waitFor(() => expect(cards(container)).toHaveLength(2));
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(container.querySelector('.cdr-list-heading')).toBeNull();
    await act(async () => releaseCategories());
    expect(await screen.findByRole('heading', { level: 2, name: 'Wandern' })).toBeDefined();
  });

  it('shows the default name without preferredLanguages', async () => {
    const { client } = recordingClient();
    render(<ContentList categoryId="gear-care" pageSize={2} />, { wrapper: wrapperFor(client) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Gear Care' })).toBeDefined();
  });

  it('shows no heading for an unknown category, never its id', async () => {
    const { client, requests } = recordingClient();
    const { container } = render(<ContentList categoryId="no-such-category" />, {
      wrapper: wrapperFor(client),
    });
    await waitFor(() => expect(requests.some((url) => url.endsWith('/categories'))).toBe(true));
    await waitFor(() => expect(container.querySelector('[data-state="loading"]')).toBeNull());
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.queryByRole('heading')).toBeNull();
    // Only the service's own problem detail, in the alert, names it; nothing the list renders does.
    const alertText = screen.getByRole('alert').textContent ?? '';
    expect(alertText).toContain('does not exist');
    expect(container.textContent?.replace(alertText, '')).not.toContain('no-such-category');
  });

  it('turns off with heading={null} (no categories request) and yields to a heading of your own', async () => {
    const { client, requests } = recordingClient();
    const { container, rerender } = render(
      <ContentList categoryId="hiking" heading={null} pageSize={2} />,
      { wrapper: wrapperFor(client) },
    );
    await waitFor(() => expect(cards(container)).toHaveLength(2));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(requests.some((url) => url.endsWith('/categories'))).toBe(false);

    rerender(<ContentList categoryId="hiking" heading="Trails" pageSize={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Trails' })).toBeDefined();
    expect(requests.some((url) => url.endsWith('/categories'))).toBe(false);
  });

  it('gives tag and language lists no automatic heading', async () => {
    const { client, requests } = recordingClient();
    const { container } = render(
      <>
        <ContentList tag="gear" preferredLanguages={['de']} pageSize={2} />
        <ContentList lang="de" pageSize={2} />
      </>,
      { wrapper: wrapperFor(client) },
    );
    await waitFor(() => expect(cards(container)).toHaveLength(4));
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(requests.some((url) => url.endsWith('/categories'))).toBe(false);
  });
});
