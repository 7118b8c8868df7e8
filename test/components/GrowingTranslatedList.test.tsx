// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ContentList } from 'content-delivery-react';
import { describe, expect, it } from 'vitest';
import { heldService } from './heldService.js';
import { wrapperFor } from './setup.js';

const cards = (container: HTMLElement) =>
  Array.from(container.querySelectorAll<HTMLElement>('.cdr-card'));
const loadMore = () => fireEvent.click(screen.getByRole('button', { name: 'Load more' }));

// The demo tag "gear" has 8 translation groups in German (25 items).
describe('ContentList load-more in the reader language', () => {
  it('adds pageSize groups per "load more", in steps, up to the last group', async () => {
    const { client } = heldService();
    const { container } = render(
      <ContentList tag="gear" preferredLanguages={['de']} pageSize={3} variant="load-more" />,
      { wrapper: wrapperFor(client) },
    );
    await waitFor(() => expect(cards(container)).toHaveLength(3));
    loadMore();
    expect(cards(container)).toHaveLength(6);
    loadMore();
    expect(cards(container)).toHaveLength(8);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('steps by the new pageSize after it changes', async () => {
    const { client } = heldService();
    const { container, rerender } = render(
      <ContentList tag="gear" preferredLanguages={['de']} pageSize={2} variant="load-more" />,
      { wrapper: wrapperFor(client) },
    );
    await waitFor(() => expect(cards(container)).toHaveLength(2));
    rerender(
      <ContentList tag="gear" preferredLanguages={['de']} pageSize={3} variant="load-more" />,
    );
    loadMore();
    expect(cards(container)).toHaveLength(5);
  });

  // Groups are counted here, not by the service, so a size it would refuse falls back to 10.
  it.each([0, -3, 2.5])(
    'falls back to 10 groups a step for pageSize=%s: all 8 at once',
    async (pageSize) => {
      const { client } = heldService();
      const { container } = render(
        <ContentList
          tag="gear"
          preferredLanguages={['de']}
          pageSize={pageSize}
          variant="load-more"
        />,
        { wrapper: wrapperFor(client) },
      );
      await waitFor(() => expect(cards(container)).toHaveLength(8));
      expect(container.querySelector('[data-state="empty"]')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    },
  );

  it('keeps the items on screen while the list in another language loads', async () => {
    const { client, hold, release } = heldService();
    const list = (languages: string[]) => (
      <ContentList tag="gear" preferredLanguages={languages} pageSize={4} variant="load-more" />
    );
    const queryClient = new QueryClient();
    const { container, rerender } = render(list(['de']), {
      wrapper: wrapperFor(client, {}, queryClient),
    });
    await waitFor(() => expect(cards(container)).toHaveLength(4));
    const german = cards(container).map((card) => card.lang);
    // The French list reuses the walked pages; marked stale, they are asked for again, and held.
    await act(() =>
      queryClient.invalidateQueries({ predicate: (query) => query.getObserversCount() === 0 }),
    );
    hold();
    rerender(list(['fr']));
    // No skeleton in between: the German cards stay until the French list is ready.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cards(container).map((card) => card.lang)).toEqual(german);
    expect(container.querySelector('[aria-busy="true"]:not(button)')).toBeNull();
    act(() => release());
    await waitFor(() => expect(cards(container).map((card) => card.lang)).toContain('fr'));
    expect(cards(container)).toHaveLength(4);
  });
});
