// @vitest-environment jsdom
// Issue 44, as a reader meets it: a service page where one item cannot be read and another has
// an SEO metric out of range. The list shows every item it can, pages by the service's
// totalCount, and the app hears of both (onEvent); nothing fails the page.
import { render, screen, waitFor } from '@testing-library/react';
import { ContentList } from 'content-delivery-react';
import { type ContentEvent, createContentClient } from 'content-delivery-react/client';
import { createMockContentItem } from 'content-delivery-react/mock';
import { describe, expect, it, vi } from 'vitest';
import { baseUrl, wrapperFor } from './setup.js';

/** A page of the tag `gear`: three readable items around one with no usable title. */
function pageWithBadItems(): unknown {
  const item = (id: string, title: string) =>
    createMockContentItem({ id, title, slug: id, language: 'en', tags: ['gear'] });
  return {
    page: 1,
    pageSize: 4,
    totalCount: 9,
    data: [
      item('tent', 'A tent for two'),
      { ...item('broken', 'never shown'), title: 42 },
      // Past int32, as a third-party SEO provider may send for a popular article.
      { ...item('stove', 'A camping stove'), gscClicks: '4255433556' },
      item('boots', 'Boots that last'),
    ],
  };
}

function clientWith(events: ContentEvent[]) {
  return createContentClient({
    baseUrl,
    retry: 0,
    onEvent: (event) => events.push(event),
    // Page 1 holds the bad items; the list prefetches page 2, which is clean.
    fetch: async (url) =>
      Response.json(
        new URL(String(url)).searchParams.get('page') === '1'
          ? pageWithBadItems()
          : { page: 2, pageSize: 4, totalCount: 9, data: [] },
      ),
  });
}

describe('a list page with an item the client cannot read', () => {
  it('shows every other item, pages by the service count, and reports both problems', async () => {
    const events: ContentEvent[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(<ContentList tag="gear" pageSize={4} heading="Gear" />, {
      wrapper: wrapperFor(clientWith(events)),
    });
    await waitFor(() => expect(container.querySelectorAll('.cdr-card')).toHaveLength(3));
    expect(
      Array.from(container.querySelectorAll('.cdr-card-title'), (node) => node.textContent),
    ).toEqual(['A tent for two', 'A camping stove', 'Boots that last']);
    expect(container.querySelector('[role="alert"]')).toBeNull();
    // totalCount 9 at 4 a page: three pages, though this one shows three items.
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeDefined();
    expect(events).toEqual([
      { kind: 'item-left-out', brandId: 'acme-outdoor', itemId: 'broken', field: 'data[1].title' },
      {
        kind: 'field-ignored',
        brandId: 'acme-outdoor',
        itemId: 'stove',
        field: 'data[2].gscClicks',
      },
    ]);
    // In development, a warning names the item and the field, never the value.
    const warnings = warn.mock.calls.map((call) => String(call[0]));
    expect(warnings).toEqual([
      expect.stringMatching(/item "broken" was left out of its page: data\[1\]\.title/),
      expect.stringMatching(/item "stove" is shown without data\[2\]\.gscClicks/),
    ]);
    expect(warnings.join('\n')).not.toContain('4255433556');
    warn.mockRestore();
  });
});
