// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ContentList } from 'content-delivery-react';
import { describe, expect, it } from 'vitest';
import { axeViolations, mockClient, wrapperFor } from './setup.js';

describe('ContentList', () => {
  it('shows a busy skeleton, then cards and pagination', async () => {
    const { client } = mockClient();
    const { container } = render(<ContentList tag="gear" pageSize={4} heading="Gear" />, {
      wrapper: wrapperFor(client),
    });
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(container.querySelector('[data-state="loading"]')).not.toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    await waitFor(() => expect(container.querySelectorAll('.cdr-card')).toHaveLength(4));
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeDefined();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('pages and moves focus to the heading after a page change', async () => {
    const { client } = mockClient();
    const { container } = render(<ContentList lang="en" pageSize={3} heading="English" />, {
      wrapper: wrapperFor(client),
    });
    await waitFor(() => expect(container.querySelectorAll('.cdr-card')).toHaveLength(3));
    const firstTitles = Array.from(container.querySelectorAll('.cdr-card-title')).map(
      (node) => node.textContent,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
        'page',
      ),
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'English' })),
    );
    const secondTitles = Array.from(container.querySelectorAll('.cdr-card-title')).map(
      (node) => node.textContent,
    );
    expect(secondTitles).not.toEqual(firstTitles);
  });

  it('shows a prefetched next page at once: no skeleton, no busy list, no extra request', async () => {
    const { client, failing } = mockClient();
    const { container } = render(<ContentList lang="en" pageSize={3} />, {
      wrapper: wrapperFor(client),
    });
    await waitFor(() => expect(container.querySelectorAll('.cdr-card')).toHaveLength(3));
    // Page 1 plus the look-ahead for page 2.
    await waitFor(() => expect(failing.requests).toBe(2));
    const loadingStates: string[] = [];
    const observer = new MutationObserver(() => {
      if (container.querySelector('[data-state="loading"], .cdr-skeleton'))
        loadingStates.push('skeleton');
      if (container.querySelector('.cdr-list-items[aria-busy="true"]')) loadingStates.push('busy');
    });
    observer.observe(container, { subtree: true, childList: true, attributes: true });
    const firstTitles = Array.from(
      container.querySelectorAll('.cdr-card-title'),
      (node) => node.textContent,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    // Synchronously after the click, page 2 is on screen.
    const secondTitles = Array.from(
      container.querySelectorAll('.cdr-card-title'),
      (node) => node.textContent,
    );
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(secondTitles).toHaveLength(3);
    expect(secondTitles).not.toEqual(firstTitles);
    // The look-ahead for page 3 is the only new request; nothing showed a loading state.
    await waitFor(() => expect(failing.requests).toBe(3));
    observer.disconnect();
    expect(loadingStates).toEqual([]);
  });

  it('shows the problem title with a Retry button, and recovers', async () => {
    const { client, failing } = mockClient();
    failing.on = true;
    const { container } = render(<ContentList categoryId="hiking" pageSize={2} />, {
      wrapper: wrapperFor(client),
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Service unavailable')).toBeDefined();
    expect(await axeViolations(container)).toEqual([]);
    failing.on = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(container.querySelectorAll('.cdr-card')).toHaveLength(2));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the empty state', async () => {
    const { client } = mockClient();
    const { container } = render(<ContentList tag="no-such-tag" />, {
      wrapper: wrapperFor(client),
    });
    await waitFor(() =>
      expect(container.querySelector('[data-state="empty"]')?.textContent).toBe('No content yet.'),
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('loads more with the load-more variant and focuses the first new item', async () => {
    const { client } = mockClient();
    const { container } = render(<ContentList tag="gear" pageSize={2} variant="load-more" />, {
      wrapper: wrapperFor(client),
    });
    await waitFor(() => expect(container.querySelectorAll('.cdr-card')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(container.querySelectorAll('.cdr-card')).toHaveLength(4));
    await waitFor(() => expect(document.activeElement?.getAttribute('data-index')).toBe('2'));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('falls back to a button for the infinite variant without IntersectionObserver, and uses renderItem', async () => {
    const { client } = mockClient();
    const { container } = render(
      <ContentList
        categoryId="hiking"
        pageSize={2}
        variant="infinite"
        renderItem={(item, index) => <p data-custom={index}>{item.title}</p>}
      />,
      { wrapper: wrapperFor(client) },
    );
    await waitFor(() => expect(container.querySelectorAll('[data-custom]')).toHaveLength(2));
    expect(container.querySelector('.cdr-card')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(container.querySelectorAll('[data-custom]')).toHaveLength(4));
  });

  it('is controllable with page and onPageChange', async () => {
    const { client, failing } = mockClient();
    const changes: number[] = [];
    const { container, rerender } = render(
      <ContentList tag="gear" pageSize={2} page={3} onPageChange={(page) => changes.push(page)} />,
      { wrapper: wrapperFor(client) },
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe(
        'page',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(changes).toEqual([4]);
    // Controlled: nothing changes until the parent passes the new page.
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe(
      'page',
    );
    rerender(
      <ContentList tag="gear" pageSize={2} page={4} onPageChange={(page) => changes.push(page)} />,
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Page 4' }).getAttribute('aria-current')).toBe(
        'page',
      ),
    );
    expect(container.querySelectorAll('.cdr-card')).toHaveLength(2);
    // Pages 3 and 4, and the look-ahead for page 5 once page 4 is shown.
    expect(failing.requests).toBe(3);
  });
});
