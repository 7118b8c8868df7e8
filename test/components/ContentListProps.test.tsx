// @vitest-environment jsdom
// What ContentList's own props change on screen and on the wire: heading, class, labels,
// heading levels, the list it shows, and starting again when the list changes.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ContentList } from 'content-delivery-react';
import { createContentClient } from 'content-delivery-react/client';
import { createMockFetch } from 'content-delivery-react/mock';
import { describe, expect, it } from 'vitest';
import { baseUrl, wrapperFor } from './setup.js';

/** A client on the mock service that records the path and query of each request. */
function recordingClient() {
  const mockFetch = createMockFetch();
  const requests: string[] = [];
  const client = createContentClient({
    baseUrl,
    retry: 0,
    fetch: (url, init) => {
      const { pathname, search } = new URL(String(url));
      requests.push(`${pathname.replace('/api/v1/content/brands/acme-outdoor', '')}${search}`);
      return mockFetch(url, init);
    },
  });
  return { client, requests };
}

const cardCount = (container: HTMLElement) => container.querySelectorAll('.cdr-card').length;

describe('ContentList props', () => {
  it.each([
    ['null', null],
    ['false', false],
    ['empty', ''],
  ])('renders no heading element when the heading is %s', async (_, heading) => {
    const { client } = recordingClient();
    const { container } = render(<ContentList tag="gear" pageSize={2} heading={heading} />, {
      wrapper: wrapperFor(client),
    });
    await waitFor(() => expect(cardCount(container)).toBe(2), { timeout: 5000 });
    expect(container.querySelector('.cdr-list-heading')).toBeNull();
    expect(container.querySelector('h2')).toBeNull();
  });

  it('keeps the list class beside the caller’s className, and cards a level below the heading', async () => {
    const { client } = recordingClient();
    const { container } = render(
      <ContentList tag="gear" pageSize={2} heading="Gear" headingLevel={3} className="mine" />,
      { wrapper: wrapperFor(client) },
    );
    await waitFor(() => expect(cardCount(container)).toBe(2), { timeout: 5000 });
    expect(container.querySelector('section')?.className).toBe('cdr-list mine');
    expect(container.querySelector('h3.cdr-list-heading')?.textContent).toBe('Gear');
    expect(container.querySelectorAll('h4.cdr-card-title')).toHaveLength(2);
  });

  it('shows its own labels for loading and the empty state', async () => {
    const { client } = recordingClient();
    const { container } = render(
      <ContentList tag="no-such-tag" labels={{ loading: 'Lädt…', empty: 'Nichts hier.' }} />,
      { wrapper: wrapperFor(client) },
    );
    expect(screen.getByRole('status').textContent).toBe('Lädt…');
    await waitFor(
      () =>
        expect(container.querySelector('[data-state="empty"]')?.textContent).toBe('Nichts hier.'),
      { timeout: 5000 },
    );
  });

  it('sends no request and shows the error state for a tag missing at run time', async () => {
    const { client, requests } = recordingClient();
    // The types require a list; an untyped caller (a route param not there) can still omit it.
    const missingTag = undefined as unknown as string;
    render(<ContentList tag={missingTag} pageSize={2} />, { wrapper: wrapperFor(client) });
    const alert = await screen.findByRole('alert', undefined, { timeout: 5000 });
    expect(alert.getAttribute('data-error-kind')).toBe('invalid-request');
    expect(alert.textContent).toBe('The content could not be loaded.');
    expect(requests).toEqual([]);
  });

  it('starts a new list again from its first page', async () => {
    const { client, requests } = recordingClient();
    const { container, rerender } = render(<ContentList lang="en" pageSize={2} />, {
      wrapper: wrapperFor(client),
    });
    await waitFor(() => expect(cardCount(container)).toBe(2), { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(
      () =>
        expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
          'page',
        ),
      { timeout: 5000 },
    );
    requests.length = 0;
    rerender(<ContentList lang="de" pageSize={2} />);
    await waitFor(
      () =>
        expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe(
          'page',
        ),
      { timeout: 5000 },
    );
    expect(requests[0]).toBe('/lang/de?page=1&pageSize=2');
  });

  it('shows a new translated list from its first step again', async () => {
    const { client } = recordingClient();
    const list = (categoryId: string) => (
      <ContentList
        categoryId={categoryId}
        preferredLanguages={['en']}
        variant="load-more"
        pageSize={1}
      />
    );
    const { container, rerender } = render(list('hiking'), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(cardCount(container)).toBe(1), { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cardCount(container)).toBe(2), { timeout: 5000 });
    rerender(list('camping'));
    await waitFor(() => expect(container.querySelector('[data-state="loading"]')).toBeNull(), {
      timeout: 5000,
    });
    await waitFor(() => expect(cardCount(container)).toBe(1), { timeout: 5000 });
  });

  it('does not carry a pending "load more" focus over to another list', async () => {
    const { client } = recordingClient();
    const list = (lang: string) => <ContentList lang={lang} variant="load-more" pageSize={2} />;
    const { container, rerender } = render(list('en'), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(cardCount(container)).toBe(2), { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cardCount(container)).toBe(4), { timeout: 5000 });
    rerender(list('de'));
    await waitFor(() => expect(cardCount(container)).toBe(2), { timeout: 5000 });
    (document.activeElement as HTMLElement | null)?.blur();
    // "Load more" on this list, then back to the first list (cached, 4 items) before it answers:
    // the first list is a new list, so nothing of it takes focus.
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    rerender(list('en'));
    // The cached items render, and their effects run, within rerender.
    expect(cardCount(container)).toBe(4);
    expect(document.activeElement).toBe(document.body);
  });
});
